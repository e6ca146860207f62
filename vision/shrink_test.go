package vision

import (
	"fmt"
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
		var rows []uint32
		if !shrinkEightThirds(img, &got, &rows) {
			t.Fatalf("%v: not shrunk", size)
		}
		likeOpenCV(t, fmt.Sprint(size), want, got)
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
		var rows []uint32
		shrinkEightThirds(img, &got, &rows)
		likeOpenCV(t, "noise", want, got)
		img.Close()
		want.Close()
		got.Close()
	}
	odd := gocv.NewMatWithSize(10, 12, gocv.MatTypeCV8UC3)
	defer odd.Close()
	dst := gocv.NewMat()
	defer dst.Close()
	var rows []uint32
	if shrinkEightThirds(odd, &dst, &rows) {
		t.Error("a 12×10 picture was shrunk by 8:3")
	}
}

// TestShrinkWhole: the shrink by a whole ratio gives OpenCV's INTER_AREA
// pixels exactly, for one channel and three, on noise, on bytes all at
// 255 and on a rendered scene; it declines a size the ratio does not
// divide, and a ratio of 2.
func TestShrinkWhole(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 2))
	scene, _ := RenderScene(rng, gamePosition(rng, 12), RandomStyle(rng, 1920, 1080))
	defer scene.Close()
	for _, f := range []int{3, 4, 5, 6, 7, 8, 12, 16} {
		for _, typ := range []gocv.MatType{gocv.MatTypeCV8UC1, gocv.MatTypeCV8UC3} {
			for _, fill := range []string{"noise", "255", "scene"} {
				var img gocv.Mat
				switch fill {
				case "scene":
					if typ != gocv.MatTypeCV8UC3 || 1920%f != 0 || 1080%f != 0 {
						continue
					}
					img = scene.Clone()
				default:
					img = gocv.NewMatWithSize(12*f, 20*f, typ)
					px, _ := img.DataPtrUint8()
					for i := range px {
						px[i] = 255
						if fill == "noise" {
							px[i] = byte(rng.IntN(256))
						}
					}
				}
				size := image.Pt(img.Cols()/f, img.Rows()/f)
				want, got := gocv.NewMat(), gocv.NewMat()
				gocv.Resize(img, &want, size, 0, 0, gocv.InterpolationArea)
				var rows []uint32
				if !shrinkWhole(img, &got, f, &rows) {
					t.Fatalf("f %d %v %s: not shrunk", f, typ, fill)
				}
				likeOpenCV(t, fmt.Sprintf("f %d %v %s", f, typ, fill), want, got)
				img.Close()
				want.Close()
				got.Close()
			}
		}
	}
	odd := gocv.NewMatWithSize(10, 14, gocv.MatTypeCV8UC3)
	defer odd.Close()
	dst := gocv.NewMat()
	defer dst.Close()
	var rows []uint32
	if shrinkWhole(odd, &dst, 4, &rows) {
		t.Error("a 14×10 picture was shrunk by 4")
	}
	if shrinkWhole(odd, &dst, 2, &rows) {
		t.Error("shrunk by 2, which OpenCV rounds otherwise")
	}
}

// likeOpenCV fails t unless got holds want's bytes.
func likeOpenCV(t *testing.T, what string, want, got gocv.Mat) {
	t.Helper()
	w, _ := want.DataPtrUint8()
	g, _ := got.DataPtrUint8()
	if len(w) != len(g) {
		t.Fatalf("%s: %d bytes, want %d", what, len(g), len(w))
	}
	for i := range w {
		if w[i] != g[i] {
			t.Fatalf("%s: byte %d is %d, OpenCV's %d", what, i, g[i], w[i])
		}
	}
}

func BenchmarkShrinkEightThirds(b *testing.B) {
	img := randomScene(7, 7, 20, 1280, 720)
	defer img.Close()
	dst := gocv.NewMat()
	defer dst.Close()
	var rows []uint32
	for b.Loop() {
		shrinkEightThirds(img, &dst, &rows)
	}
}
