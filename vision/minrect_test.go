package vision

import (
	"fmt"
	"image"
	"math/rand/v2"
	"reflect"
	"runtime"
	"testing"

	"gocv.io/x/gocv"
)

// TestMinAreaRect holds minAreaRect to gocv.MinAreaRect: the same box,
// corners and angle, for every contour traced on random masks (specks,
// rings round marks, blobs off the edge), for hand-made point sets
// (a point, a line, duplicates, a square's ties), for clouds of points
// in a small square and for their points
// in other orders.
func TestMinAreaRect(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 3))
	var sets [][]image.Point
	sets = append(sets,
		[]image.Point{{3, 4}},
		[]image.Point{{3, 4}, {3, 4}},
		[]image.Point{{0, 0}, {5, 5}},
		[]image.Point{{0, 0}, {2, 2}, {4, 4}, {1, 1}},
		[]image.Point{{0, 0}, {4, 0}, {4, 4}, {0, 4}},
		[]image.Point{{0, 0}, {0, 4}, {4, 4}, {4, 0}},
		[]image.Point{{2, 0}, {4, 2}, {2, 4}, {0, 2}},
		[]image.Point{{0, 0}, {6, 0}, {6, 2}, {6, 0}, {0, 2}, {0, 0}},
		[]image.Point{{-3, -7}, {10, 1}, {2, 9}, {-1, 4}},
	)
	for round := range 600 {
		size := image.Pt(1+rng.IntN(70), 1+rng.IntN(70))
		m := gocv.NewMatWithSize(size.Y, size.X, gocv.MatTypeCV8UC1)
		fillTestMask(&m, rng, round)
		px, _ := m.DataPtrUint8()
		cs, _ := traceContours(px, size.X, size.Y, round%2 == 0)
		m.Close()
		for _, c := range cs {
			sets = append(sets, c)
			if rng.IntN(8) == 0 {
				shuffled := append([]image.Point(nil), c...)
				rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
				sets = append(sets, shuffled)
			}
		}
	}
	// Clouds of points in a small square: collinear runs, repeats and
	// ties between equal boxes everywhere.
	for range 3000 {
		pts := make([]image.Point, 1+rng.IntN(30))
		span := 2 + rng.IntN(12)
		for i := range pts {
			pts[i] = image.Pt(rng.IntN(span)-span/2, rng.IntN(span))
		}
		sets = append(sets, pts)
	}
	exact := runtime.GOARCH == "amd64"
	for i, pts := range sets {
		got := minAreaRect(pts)
		pv := gocv.NewPointVectorFromPoints(pts)
		want := gocv.MinAreaRect(pv)
		pv.Close()
		if reflect.DeepEqual(got, want) {
			continue
		}
		what := fmt.Sprintf("set %d %v:\n got %+v\nwant %+v", i, pts, got, want)
		if exact {
			// The same single-precision steps as OpenCV's: any
			// difference is a step taken otherwise.
			t.Fatal(what)
		}
		// Elsewhere a compiler may fuse a multiply and an add that
		// OpenCV's did not, or the other way: the box's area may move
		// by a rounding, no more.
		if d := got.Width*got.Height - want.Width*want.Height; d > 2*(got.Width+got.Height)+2 || -d > 2*(got.Width+got.Height)+2 {
			t.Fatal(what)
		}
	}
	t.Logf("%d point sets", len(sets))
}

// BenchmarkMinAreaRect is one face's holes measured: the contours of a
// ringed mask, each boxed.
func BenchmarkMinAreaRect(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 3))
	m := gocv.NewMatWithSize(60, 60, gocv.MatTypeCV8UC1)
	defer m.Close()
	fillTestMask(&m, rng, 1)
	px, _ := m.DataPtrUint8()
	cs, _ := traceContours(px, 60, 60, true)
	for b.Loop() {
		for _, c := range cs {
			minAreaRect(c)
		}
	}
}
