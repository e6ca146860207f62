package vision

import (
	"image"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"gocv.io/x/gocv"
)

// TestFillPolygon holds fillPolygon to OpenCV's fillPoly, pixel for
// pixel, on the polygons a detection fills: outlines traced from ragged
// masks (which turn back on themselves and run along their own edges),
// their hulls, and random polygons, stars and slivers, from a point up.
func TestFillPolygon(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 5))
	for round := range 600 {
		w, h := 1+rng.IntN(100), 1+rng.IntN(90)
		var polys [][]image.Point
		switch round % 4 {
		case 0:
			m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
			fillTestMask(&m, rng, round/4)
			px, _ := m.DataPtrUint8()
			cs, _ := traceContours(px, w, h, true)
			m.Close()
			for _, c := range cs {
				polys = append(polys, c, convexHull(c))
			}
		case 1:
			n := 1 + rng.IntN(12)
			var pts []image.Point
			for range n {
				pts = append(pts, image.Pt(rng.IntN(w), rng.IntN(h)))
			}
			polys = append(polys, pts)
		case 2:
			// A star or a blob round a centre: what a face's outline is.
			c := image.Pt(rng.IntN(w), rng.IntN(h))
			n := 3 + rng.IntN(40)
			r0 := 1 + rng.Float64()*float64(max(w, h))/2
			var pts []image.Point
			for k := range n {
				a := 2 * math.Pi * float64(k) / float64(n)
				r := r0 * (0.4 + 0.6*rng.Float64())
				x := min(w-1, max(0, c.X+int(math.Round(r*math.Cos(a)))))
				y := min(h-1, max(0, c.Y+int(math.Round(r*math.Sin(a)))))
				pts = append(pts, image.Pt(x, y))
			}
			polys = append(polys, pts)
		default:
			// Slivers: points on a line, or nearly.
			a, b := image.Pt(rng.IntN(w), rng.IntN(h)), image.Pt(rng.IntN(w), rng.IntN(h))
			polys = append(polys, []image.Point{a, b}, []image.Point{a, b, a}, []image.Point{a, b, b.Add(image.Pt(min(1, w-1-b.X), 0))})
		}
		origin := image.Pt(rng.IntN(20)-10, rng.IntN(20)-10)
		for k, poly := range polys {
			if len(poly) == 0 {
				continue
			}
			placed := make([]image.Point, len(poly))
			for i, p := range poly {
				placed[i] = p.Add(origin)
			}
			got := make([]uint8, w*h)
			if !fillPolygon(got, w, h, placed, origin) {
				t.Fatalf("round %d polygon %d: refused, every point inside", round, k)
			}
			want := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
			fillByOpenCV(&want, poly, image.Point{})
			wp, _ := want.DataPtrUint8()
			if !slices.Equal(got, wp) {
				t.Fatalf("round %d polygon %d (%d×%d) %v:\ngot\n%s\nOpenCV\n%s", round, k, w, h, poly, maskText(got, w), maskText(wp, w))
			}
			want.Close()
		}
	}
}

// TestFillPolygonOutside: a polygon reaching past the mask is left to
// OpenCV, which clips it; filledPolygon gives OpenCV's fill either way.
func TestFillPolygonOutside(t *testing.T) {
	poly := []image.Point{{-3, 2}, {12, 5}, {4, 14}}
	if fillPolygon(make([]uint8, 100), 10, 10, poly, image.Point{}) {
		t.Fatal("a polygon past the mask's edge filled")
	}
	for _, box := range []image.Rectangle{image.Rect(0, 0, 10, 10), image.Rect(-5, 0, 20, 20)} {
		m := filledPolygon(poly, box)
		got, _ := m.DataPtrUint8()
		want := gocv.NewMatWithSize(box.Dy(), box.Dx(), gocv.MatTypeCV8UC1)
		fillByOpenCV(&want, poly, box.Min)
		wp, _ := want.DataPtrUint8()
		if !slices.Equal(got, wp) {
			t.Errorf("box %v: %s, want %s", box, maskText(got, box.Dx()), maskText(wp, box.Dx()))
		}
		m.Close()
		want.Close()
	}
}

// BenchmarkFillPolygon fills a face's outline of 40 points in its box.
func BenchmarkFillPolygon(b *testing.B) {
	var poly []image.Point
	for k := range 40 {
		a := 2 * math.Pi * float64(k) / 40
		poly = append(poly, image.Pt(40+int(35*math.Cos(a)), 40+int(35*math.Sin(a))))
	}
	box := image.Rect(0, 0, 80, 80)
	for b.Loop() {
		polygonMask(poly, box)
	}
}
