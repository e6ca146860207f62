package vision

import (
	"image"
	"math/rand/v2"
	"testing"

	"gocv.io/x/gocv"
)

// TestShrinkEightThirds: the whole-number shrink gives OpenCV's INTER_AREA
// pixels exactly.
func TestShrinkEightThirds(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 8))
	for _, size := range []image.Point{{1280, 720}, {16, 8}, {64, 48}} {
		img, _ := RenderScene(rng, gamePosition(rng, 12), RandomStyle(rng, 1280, 720))
		if size.X != 1280 {
			small := gocv.NewMat()
			gocv.Resize(img, &small, size, 0, 0, gocv.InterpolationNearestNeighbor)
			img.Close()
			img = small
		}
		want, got := gocv.NewMat(), gocv.NewMat()
		gocv.Resize(img, &want, shrinkSize(size), 0, 0, gocv.InterpolationArea)
		var rows []uint16
		if !shrinkEightThirds(img, &got, &rows) {
			t.Fatalf("%v: not shrunk", size)
		}
		w, _ := want.DataPtrUint8()
		g, _ := got.DataPtrUint8()
		if len(w) != len(g) {
			t.Fatalf("%v: %d bytes, want %d", size, len(g), len(w))
		}
		for i := range w {
			if w[i] != g[i] {
				t.Fatalf("%v: byte %d is %d, OpenCV's %d", size, i, g[i], w[i])
			}
		}
		img.Close()
		want.Close()
		got.Close()
	}
	// Every byte value, and bytes all at 255, where a sum is largest.
	for _, fill := range []func() byte{func() byte { return byte(rng.IntN(256)) }, func() byte { return 255 }} {
		img := gocv.NewMatWithSize(48, 64, gocv.MatTypeCV8UC3)
		px, _ := img.DataPtrUint8()
		for i := range px {
			px[i] = fill()
		}
		want, got := gocv.NewMat(), gocv.NewMat()
		gocv.Resize(img, &want, shrinkSize(image.Pt(64, 48)), 0, 0, gocv.InterpolationArea)
		var rows []uint16
		shrinkEightThirds(img, &got, &rows)
		w, _ := want.DataPtrUint8()
		g, _ := got.DataPtrUint8()
		for i := range w {
			if w[i] != g[i] {
				t.Fatalf("noise: byte %d is %d, OpenCV's %d", i, g[i], w[i])
			}
		}
		img.Close()
		want.Close()
		got.Close()
	}
	odd := gocv.NewMatWithSize(10, 12, gocv.MatTypeCV8UC3)
	defer odd.Close()
	dst := gocv.NewMat()
	defer dst.Close()
	var rows []uint16
	if shrinkEightThirds(odd, &dst, &rows) {
		t.Error("a 12×10 picture was shrunk by 8:3")
	}
}

func BenchmarkShrinkEightThirds(b *testing.B) {
	img := randomScene(7, 7, 20, 1280, 720)
	defer img.Close()
	dst := gocv.NewMat()
	defer dst.Close()
	var rows []uint16
	for b.Loop() {
		shrinkEightThirds(img, &dst, &rows)
	}
}
