package vision

import (
	"fmt"
	"image"
	"math/rand/v2"
	"testing"

	"gocv.io/x/gocv"
)

// TestResizeArea holds resizeArea to OpenCV's INTER_AREA, byte for byte,
// on noise and smooth gradients, regions of a larger picture, one and
// three channels, over ratios from just above 1 to 5, whole ones and
// ones that enlarge (OpenCV's own path) among them.
func TestResizeArea(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	for trial := 0; trial < 400; trial++ {
		cn := 1 + 2*rng.IntN(2)
		W, H := 20+rng.IntN(200), 20+rng.IntN(200)
		typ := gocv.MatTypeCV8UC1
		if cn == 3 {
			typ = gocv.MatTypeCV8UC3
		}
		src := gocv.NewMatWithSize(H, W, typ)
		b, _ := src.DataPtrUint8()
		smooth := rng.IntN(2) == 0
		for i := range b {
			if smooth {
				b[i] = uint8((i/cn%W)*255/W/2 + (i/cn/W)*255/H/2)
			} else {
				b[i] = uint8(rng.IntN(256))
			}
		}
		x0, y0 := rng.IntN(W/2), rng.IntN(H/2)
		r := image.Rect(x0, y0, x0+1+rng.IntN(W-x0), y0+1+rng.IntN(H-y0))
		f := 1 + 4*rng.Float64()
		size := image.Pt(max(1, int(float64(r.Dx())/f)), max(1, int(float64(r.Dy())/(f*(0.8+0.4*rng.Float64())))))
		if trial%10 == 0 {
			size = image.Pt(max(1, r.Dx()/2), max(1, r.Dy()/3)) // whole, perhaps
		}
		if trial%10 == 1 {
			size = image.Pt(r.Dx()+3, max(1, r.Dy()/2)) // enlarging across
		}
		want, got := gocv.NewMat(), gocv.NewMat()
		part := src.Region(r)
		gocv.Resize(part, &want, size, 0, 0, gocv.InterpolationArea)
		part.Close()
		resizeArea(src, r, &got, size)
		likeOpenCV(t, fmt.Sprintf("trial %d: %d channels, %v of %dx%d to %v", trial, cn, r, W, H, size), want, got)
		src.Close()
		want.Close()
		got.Close()
	}
}

// BenchmarkResizeArea times a stack's region (112×110 of a 720p frame)
// shrunk to a reading's radius by area, by OpenCV and by resizeArea.
func BenchmarkResizeArea(b *testing.B) {
	src := gocv.NewMatWithSize(720, 1280, gocv.MatTypeCV8UC3)
	defer src.Close()
	px, _ := src.DataPtrUint8()
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range px {
		px[i] = uint8(rng.IntN(256))
	}
	r, size := image.Rect(300, 300, 412, 410), image.Pt(90, 88)
	dst := gocv.NewMat()
	defer dst.Close()
	b.Run("opencv", func(b *testing.B) {
		for b.Loop() {
			part := src.Region(r)
			gocv.Resize(part, &dst, size, 0, 0, gocv.InterpolationArea)
			part.Close()
		}
	})
	b.Run("resizeArea", func(b *testing.B) {
		for b.Loop() {
			resizeArea(src, r, &dst, size)
		}
	})
}
