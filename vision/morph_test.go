package vision

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"gocv.io/x/gocv"
)

// TestErodeEllipse checks erodeEllipse against OpenCV's erosion on the
// masks contours are tested on (specks, faces with marks, discs off the
// edge), for the kernel sizes the readings use.
func TestErodeEllipse(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, k := range []int{1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 25, 31} {
		for round := 0; round < 9; round++ {
			w, h := 8+rng.IntN(90), 8+rng.IntN(90)
			m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
			fillTestMask(&m, rng, round)
			mask, _ := m.DataPtrUint8()
			want := gocv.NewMat()
			kern := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(k, k))
			gocv.Erode(m, &want, kern)
			wb, _ := want.DataPtrUint8()
			got := make([]uint8, w*h)
			erodeEllipse(mask, w, h, k, got, make([]int16, w*h))
			bad := 0
			for i := range got {
				if (got[i] != 0) != (wb[i] != 0) {
					bad++
				}
			}
			if bad > 0 {
				t.Errorf("k=%d %dx%d round %d: %d pixels differ from OpenCV's", k, w, h, round, bad)
			}
			m.Close()
			want.Close()
			kern.Close()
		}
	}
}

// BenchmarkErodeEllipse times the erosion dropTable makes of a stack of
// radius 40 (a kernel of 21), by OpenCV and by erodeEllipse.
func BenchmarkErodeEllipse(b *testing.B) {
	w, h := 110, 100
	img := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	defer img.Close()
	gocv.Circle(&img, image.Pt(55, 50), 40, color.RGBA{255, 255, 255, 255}, -1)
	mask, _ := img.DataPtrUint8()
	b.Run("opencv", func(b *testing.B) {
		for b.Loop() {
			m, _ := gocv.NewMatFromBytes(h, w, gocv.MatTypeCV8UC1, mask)
			out := gocv.NewMat()
			kern := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(21, 21))
			gocv.Erode(m, &out, kern)
			kern.Close()
			out.Close()
			m.Close()
		}
	})
	in, reach := make([]uint8, w*h), make([]int16, w*h)
	b.Run("erodeEllipse", func(b *testing.B) {
		for b.Loop() {
			erodeEllipse(mask, w, h, 21, in, reach)
		}
	})
}
