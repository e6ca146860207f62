package vision

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"gocv.io/x/gocv"
)

// TestChamferLikeOpenCV compares chamfer with OpenCV's distance
// transform of the same region, distances and labels, on random masks:
// discs and noise of several densities, one with no 0 pixel, one all 0,
// regions touching the edges and one a pixel wide.
func TestChamferLikeOpenCV(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	var scratch []int32
	for trial := range 60 {
		w, h := 20+rng.IntN(300), 10+rng.IntN(200)
		src := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		px, _ := src.DataPtrUint8()
		switch trial % 4 {
		case 0: // discs on 0
			for range 1 + rng.IntN(12) {
				gocv.Circle(&src, image.Pt(rng.IntN(w), rng.IntN(h)), 3+rng.IntN(30), color.RGBA{255, 255, 255, 0}, -1)
			}
		case 1: // 0 discs on 255
			for i := range px {
				px[i] = 255
			}
			for range rng.IntN(8) {
				gocv.Circle(&src, image.Pt(rng.IntN(w), rng.IntN(h)), 1+rng.IntN(6), color.RGBA{}, -1)
			}
		case 2: // noise
			p := rng.Float64()
			for i := range px {
				if rng.Float64() < p {
					px[i] = 255
				}
			}
		case 3: // all 255 but for trial 7's, all 0 but for trial 11's
			if trial%8 == 3 {
				for i := range px {
					px[i] = 255
				}
			}
		}
		box := image.Rect(rng.IntN(w), rng.IntN(h), rng.IntN(w+1), rng.IntN(h+1)).Canon()
		switch trial % 5 {
		case 0:
			box = image.Rect(0, 0, w, h)
		case 1:
			box.Max.X = box.Min.X + 1
		}
		if box.Empty() {
			box = image.Rect(0, 0, w, h)
		}
		for _, withLabels := range []bool{false, true} {
			dist, labels := gocv.NewMatWithSize(h, w, gocv.MatTypeCV32F), gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)
			lp := &labels
			if !withLabels {
				lp = nil
			}
			chamfer(src, box, &dist, lp, &scratch)
			region := src.Region(box)
			wd, wl := gocv.NewMat(), gocv.NewMat()
			gocv.DistanceTransform(region, &wd, &wl, gocv.DistL2, gocv.DistanceMask5, gocv.DistanceLabelCComp)
			region.Close()
			bad := 0
			for y := range box.Dy() {
				for x := range box.Dx() {
					gd, dd := dist.GetFloatAt(box.Min.Y+y, box.Min.X+x), wd.GetFloatAt(y, x)
					gl, dl := labels.GetIntAt(box.Min.Y+y, box.Min.X+x), wl.GetIntAt(y, x)
					if gd != dd || (withLabels && gl != dl) {
						if bad < 3 {
							t.Errorf("trial %d (%dx%d, box %v, labels %v) at %d,%d: %v label %d, OpenCV %v label %d", trial, w, h, box, withLabels, x, y, gd, gl, dd, dl)
						}
						bad++
					}
				}
			}
			if bad > 0 {
				t.Errorf("trial %d, labels %v: %d pixels differ", trial, withLabels, bad)
			}
			dist.Close()
			labels.Close()
			wd.Close()
			wl.Close()
		}
		src.Close()
	}
}
