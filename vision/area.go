package vision

// #include "kernels.h"
import "C"

import (
	"image"
	"math"

	"gocv.io/x/gocv"
)

// resizeArea resizes the r part of src to size by area, as gocv.Resize
// with InterpolationArea does, byte for byte (TestResizeArea). A stack
// larger than the reading's radius is shrunk so from a region of the
// frame, and every stack's look and shade from its own pixels: OpenCV's
// general path for a ratio that is not whole took 0.17 ms for a
// 112×110 stack, area.c 0.1 (BenchmarkResizeArea). A region
// needs no copy: src is the whole picture, and must be continuous. A
// whole ratio, one that enlarges either way, and pictures of other than
// one or three bytes a pixel take OpenCV's own path.
func resizeArea(src gocv.Mat, r image.Rectangle, dst *gocv.Mat, size image.Point) {
	sw, sh, cn := r.Dx(), r.Dy(), src.Channels()
	sx, sy := 1/(float64(size.X)/float64(sw)), 1/(float64(size.Y)/float64(sh))
	whole := math.Abs(sx-math.Round(sx)) < 0x1p-52 && math.Abs(sy-math.Round(sy)) < 0x1p-52
	if sw < 1 || sh < 1 || size.X < 1 || size.Y < 1 || whole || sx < 1 || sy < 1 || src.Type()&7 != gocv.MatTypeCV8U || cn != 1 && cn != 3 || !src.IsContinuous() || !r.In(image.Rect(0, 0, src.Cols(), src.Rows())) {
		part := src.Region(r)
		gocv.Resize(part, dst, size, 0, 0, gocv.InterpolationArea)
		part.Close()
		return
	}
	fitMat(dst, size.X, size.Y, src.Type())
	in, _ := src.DataPtrUint8()
	out, _ := dst.DataPtrUint8()
	step := src.Cols() * cn
	at := in[r.Min.Y*step+r.Min.X*cn:]
	if C.resize_area(cBytes(at), C.int(step), C.int(sw), C.int(sh), C.int(cn), cBytes(out), C.int(size.X*cn), C.int(size.X), C.int(size.Y)) == 0 {
		part := src.Region(r) // out of memory for its tables
		gocv.Resize(part, dst, size, 0, 0, gocv.InterpolationArea)
		part.Close()
	}
}
