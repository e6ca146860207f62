package vision

// #include "kernels.h"
import "C"

import (
	"image"
	"math"
	"sync"
	"unsafe"

	"gocv.io/x/gocv"
)

// chamferSteps are OpenCV's steps for its L2 distance with a 5×5 mask
// (1, 1.4 and 2.1969 pixels, as floats) in 1/65536 of a pixel.
var chamferSteps = func() [3]C.int32_t {
	var s [3]C.int32_t
	for i, v := range []float32{1, 1.4, 2.1969} {
		s[i] = C.int32_t(math.RoundToEven(float64(v * 65536)))
	}
	return s
}()

// distanceWithin is OpenCV's distance transform with labels (L2, 5×5
// mask, a label per connected set of zero pixels; see chamfer), worked
// out only in box and zero outside it: a pixel's distance and label
// outside the snake's surroundings are never used, and the transform of a
// whole frame, most of it far from any zero pixel, cost a fifteenth of a
// 720p frame's budget. labels may be nil; scratch, if not nil, is reused.
func distanceWithin(src gocv.Mat, box image.Rectangle, dist, labels *gocv.Mat, scratch *[]int32) {
	w, h := src.Cols(), src.Rows()
	box = box.Intersect(image.Rect(0, 0, w, h))
	fitMat(dist, w, h, gocv.MatTypeCV32F)
	dv, _ := dist.DataPtrFloat32()
	clear(dv)
	if labels != nil {
		fitMat(labels, w, h, gocv.MatTypeCV32S)
		clear(int32View(labels))
	}
	if !box.Empty() {
		chamfer(src, box, dist, labels, scratch)
	}
}

// zeroScratch holds chamfer's mask of the 0 pixels between calls: a
// stack's surroundings are some 60,000 pixels at 720p.
var zeroScratch = sync.Pool{New: func() any { return new([]uint8) }}

// chamfer writes into dist (CV_32F, src's size) each pixel of box's
// distance from the nearest 0 pixel of src (CV_8U, continuous) within
// box, as OpenCV's DistanceTransform (L2, 5×5 mask) of src's region box
// gives it. With labels (CV_32S, src's size) it also writes each pixel's
// label there: that of the connected set of 0 pixels it is nearest, as
// OpenCV's with DistanceLabelCComp. gocv always asks OpenCV for labels,
// which costs it the connected sets even where no label is used, and
// OpenCV takes a pixel's neighbours one by one: the transforms of the
// stacks' surroundings cost a tenth of a 720p frame. scratch is reused.
func chamfer(src gocv.Mat, box image.Rectangle, dist, labels *gocv.Mat, scratch *[]int32) {
	w := src.Cols()
	bw, bh := box.Dx(), box.Dy()
	in, _ := src.DataPtrUint8()
	dv, _ := dist.DataPtrFloat32()
	if bw <= 0 || bh <= 0 || len(in) < w*src.Rows() || len(dv) < len(in) {
		return
	}
	tw, th := bw+4, bh+4
	need := tw*th + 2*tw
	if labels != nil {
		need += tw*th + bw*bh // the labels in the frame of 2, and as labelled
	}
	if scratch == nil {
		scratch = new([]int32)
	}
	if cap(*scratch) < need {
		*scratch = make([]int32, need)
	}
	s := (*scratch)[:need]
	temp, near := s[:tw*th], s[tw*th:tw*th+2*tw]
	var lp *C.int32_t
	var lv []int32
	if labels != nil {
		framed, sets := s[tw*th+2*tw:2*tw*th+2*tw], s[2*tw*th+2*tw:]
		clear(framed)
		lv = int32View(labels)
		zp := zeroScratch.Get().(*[]uint8)
		defer zeroScratch.Put(zp)
		*zp = sized(*zp, bw*bh)
		zero := *zp
		for y := range bh {
			for x, v := range in[(box.Min.Y+y)*w+box.Min.X:][:bw] {
				zero[y*bw+x] = 0
				if v == 0 {
					zero[y*bw+x] = 255
				}
			}
		}
		// Numbered as Wu's algorithm, which OpenCV's transform asks
		// for, numbers them (its default numbers some in another order).
		labelRegions(zero, bw, bh, sets, rasterOrder)
		for y := range bh {
			copy(framed[(y+2)*tw+2:(y+2)*tw+2+bw], sets[y*bw:(y+1)*bw])
		}
		lp = (*C.int32_t)(unsafe.Pointer(&framed[0]))
	}
	at := box.Min.Y*w + box.Min.X
	C.chamfer5(cBytes(in[at:]), C.int(w), C.int(bw), C.int(bh), &chamferSteps[0],
		(*C.int32_t)(unsafe.Pointer(&temp[0])), (*C.int32_t)(unsafe.Pointer(&near[0])), lp,
		(*C.float)(unsafe.Pointer(&dv[at])), C.int(w))
	if labels != nil {
		framed := s[tw*th+2*tw:]
		for y := range bh {
			copy(lv[at+y*w:at+y*w+bw], framed[(y+2)*tw+2:(y+2)*tw+2+bw])
		}
	}
}
