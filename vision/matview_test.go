package vision

import (
	"image"
	"image/color"
	"math/rand/v2"
	"slices"
	"testing"

	"gocv.io/x/gocv"
)

// TestSetBytes: the indexes of the bytes set, whatever the length (words
// whole and not) and wherever they lie in a word.
func TestSetBytes(t *testing.T) {
	for _, b := range [][]byte{
		nil,
		{0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0},
		{1, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 255},
		{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7},
		{3, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1},
	} {
		var want []int
		for i, v := range b {
			if v != 0 {
				want = append(want, i)
			}
		}
		if got := slices.Collect(setBytes(b)); !slices.Equal(got, want) {
			t.Errorf("%v: set at %v, want %v", b, got, want)
		}
		if anySet(b) != (len(want) > 0) {
			t.Errorf("%v: anySet is %v", b, anySet(b))
		}
	}
	// Stopping early stops.
	n := 0
	for range setBytes([]byte{1, 1, 1, 1, 1, 1, 1, 1, 1, 1}) {
		if n++; n == 3 {
			break
		}
	}
	if n != 3 {
		t.Errorf("went on after break: %d", n)
	}
}

// TestClearWhereSet: dst is cleared exactly where src is set, for every
// byte value (the top bit and the low seven alone), whatever the length.
func TestClearWhereSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for n := 0; n < 40; n++ {
		src, dst := make([]byte, n), make([]byte, n)
		for i := range src {
			if rng.IntN(2) == 0 {
				src[i] = byte(rng.IntN(256))
			}
			dst[i] = byte(1 + rng.IntN(255))
		}
		if n > 2 {
			src[0], src[1], src[2] = 0x80, 0x01, 0x7f
		}
		want := slices.Clone(dst)
		for i, v := range src {
			if v != 0 {
				want[i] = 0
			}
		}
		clearWhereSet(dst, src)
		if !slices.Equal(dst, want) {
			t.Errorf("n=%d: %v, want %v", n, dst, want)
		}
	}
}

// TestContourReaders: a contour's points read directly are what gocv
// reads point by point, and its hull's area OpenCV's.
func TestContourReaders(t *testing.T) {
	if !vectorsReadable() {
		t.Fatal("gocv's vectors are not laid out as cvector says: contours are read point by point, far slower")
	}
	m := gocv.NewMatWithSize(60, 80, gocv.MatTypeCV8UC1)
	defer m.Close()
	white := color.RGBA{255, 255, 255, 255}
	gocv.Circle(&m, image.Pt(20, 20), 12, white, -1)
	gocv.Circle(&m, image.Pt(20, 20), 4, color.RGBA{}, -1) // a hole
	poly := gocv.NewPointsVectorFromPoints([][]image.Point{{{45, 10}, {75, 15}, {60, 30}, {70, 50}, {40, 45}}})
	defer poly.Close()
	gocv.FillPoly(&m, poly, white)
	hier := gocv.NewMat()
	defer hier.Close()
	cs := gocv.FindContoursWithParams(m, &hier, gocv.RetrievalCComp, gocv.ChainApproxSimple)
	defer cs.Close()
	if cs.Size() != 3 {
		t.Fatalf("%d contours, want 3", cs.Size())
	}
	for i := range cs.Size() {
		pv := cs.At(i)
		if got, want := contourPoints(pv), pv.ToPoints(); !slices.Equal(got, want) {
			t.Errorf("contour %d: points %v, want %v", i, got, want)
		}
		hull := gocv.NewMat()
		gocv.ConvexHull(pv, &hull, false, true)
		hv := gocv.NewPointVectorFromMat(hull)
		if got, want := convexHull(pv.ToPoints()), hv.ToPoints(); polygonArea(got) != polygonArea(want) || len(got) < 3 {
			t.Errorf("contour %d: hull %v, OpenCV's %v", i, got, want)
		}
		hv.Close()
		hull.Close()
	}
}

// TestContoursMeasured: on ragged blobs of every size down to one pixel,
// each traced contour's area and box as OpenCV measures them.
func TestContoursMeasured(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	m := gocv.NewMatWithSize(90, 120, gocv.MatTypeCV8UC1)
	defer m.Close()
	px, _ := m.DataPtrUint8()
	for round := range 20 {
		for i := range px {
			px[i] = 0
			if rng.Float64() < 0.1+0.04*float64(round) {
				px[i] = 255
			}
		}
		for _, holes := range []bool{false, true} {
			got, _ := traceContours(px, m.Cols(), m.Rows(), holes)
			if len(got) == 0 {
				t.Fatalf("round %d: no contours", round)
			}
			for i, pts := range got {
				pv := gocv.NewPointVectorFromPoints(pts)
				if a, want := polygonArea(pts), gocv.ContourArea(pv); a != want {
					t.Errorf("round %d contour %d: area %v, want %v", round, i, a, want)
				}
				if b, want := pointsBox(pts), gocv.BoundingRect(pv); b != want {
					t.Errorf("round %d contour %d: box %v, want %v", round, i, b, want)
				}
				pv.Close()
			}
		}
	}
	if polygonArea(nil) != 0 || pointsBox(nil) != (image.Rectangle{}) {
		t.Error("no points: some area or box")
	}
}
