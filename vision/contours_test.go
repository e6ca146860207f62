package vision

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"slices"
	"testing"

	"gocv.io/x/gocv"
)

// TestTraceContours holds traceContours to OpenCV's findContours: the same
// contours, points, order and parents, on masks of specks, of rings round
// marks and of blobs touching the picture's edge, from one pixel wide up.
func TestTraceContours(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 11))
	sizes := []image.Point{{1, 1}, {1, 7}, {9, 1}, {2, 2}, {3, 5}, {17, 13}, {64, 48}, {120, 90}}
	for round := range 300 {
		size := sizes[round%len(sizes)]
		if round >= 2*len(sizes) {
			size = image.Pt(1+rng.IntN(90), 1+rng.IntN(90))
		}
		m := gocv.NewMatWithSize(size.Y, size.X, gocv.MatTypeCV8UC1)
		fillTestMask(&m, rng, round)
		px, _ := m.DataPtrUint8()
		for _, holes := range []bool{false, true} {
			mode := gocv.RetrievalExternal
			if holes {
				mode = gocv.RetrievalCComp
			}
			want, wantParent := openCVContours(m, mode)
			if len(want) == 0 {
				wantParent = nil
			}
			got, parent := traceContours(px, size.X, size.Y, holes)
			what := fmt.Sprintf("round %d (%v, holes %v)", round, size, holes)
			if len(got) != len(want) {
				t.Fatalf("%s: %d contours, OpenCV %d\n%s", what, len(got), len(want), maskText(px, size.X))
			}
			for i := range want {
				if !slices.Equal(got[i], want[i]) {
					t.Fatalf("%s: contour %d %v, OpenCV %v\n%s", what, i, got[i], want[i], maskText(px, size.X))
				}
				// findFace measures a face against its hull, in Go.
				pv := gocv.NewPointVectorFromPoints(got[i])
				hull := gocv.NewMat()
				gocv.ConvexHull(pv, &hull, false, true)
				if a, want := polygonArea(convexHull(got[i])), polygonArea(matPoints(&hull)); a != want {
					t.Fatalf("%s: contour %d's hull has area %v, OpenCV's %v", what, i, a, want)
				}
				hull.Close()
				pv.Close()
			}
			if !holes {
				wantParent = make([]int32, len(want))
				for i := range wantParent {
					wantParent[i] = -1
				}
			}
			if !slices.Equal(parent, wantParent) {
				t.Fatalf("%s: parents %v, OpenCV %v\n%s", what, parent, wantParent, maskText(px, size.X))
			}
		}
		m.Close()
	}
	if cs, p := traceContours(nil, 0, 0, true); cs != nil || p != nil {
		t.Error("an empty mask has contours")
	}
}

// openCVContours is what OpenCV's findContours finds in m (with
// ChainApproxSimple), read point by point, and each contour's parent (-1
// for none).
func openCVContours(m gocv.Mat, mode gocv.RetrievalMode) ([][]image.Point, []int32) {
	hier := gocv.NewMat()
	defer hier.Close()
	cs := gocv.FindContoursWithParams(m, &hier, mode, gocv.ChainApproxSimple)
	defer cs.Close()
	pts := make([][]image.Point, cs.Size())
	parent := make([]int32, cs.Size())
	for i := range pts {
		pts[i] = cs.At(i).ToPoints()
		parent[i] = hier.GetVeciAt(0, i)[3]
	}
	return pts, parent
}

// fillTestMask draws one of three kinds of mask: specks of a density
// that grows with the round, rings (faces) with holes (marks) and specks
// inside, or discs run off the edge.
func fillTestMask(m *gocv.Mat, rng *rand.Rand, round int) {
	px, _ := m.DataPtrUint8()
	w, h := m.Cols(), m.Rows()
	clear(px)
	white := color.RGBA{255, 255, 255, 255}
	black := color.RGBA{}
	switch round % 3 {
	case 0:
		p := 0.05 + 0.9*rng.Float64()
		for i := range px {
			if rng.Float64() < p {
				px[i] = 255
			}
		}
	case 1:
		for range 1 + rng.IntN(4) {
			c := image.Pt(rng.IntN(w), rng.IntN(h))
			r := 2 + rng.IntN(max(w, h)/2+1)
			gocv.Circle(m, c, r, white, -1)
			for range rng.IntN(5) {
				d := image.Pt(c.X+rng.IntN(r+1)-r/2, c.Y+rng.IntN(r+1)-r/2)
				gocv.Circle(m, d, 1+rng.IntN(r/3+1), black, -1)
				if rng.IntN(2) == 0 {
					gocv.Circle(m, d, rng.IntN(2), white, -1)
				}
			}
		}
		for range rng.IntN(w*h/20 + 1) {
			px[rng.IntN(len(px))] ^= 255
		}
	default:
		for range 1 + rng.IntN(6) {
			c := image.Pt(rng.IntN(w+8)-4, rng.IntN(h+8)-4)
			gocv.Circle(m, c, 1+rng.IntN(max(w, h)/3+1), white, -1)
		}
		for range rng.IntN(w*h/40 + 1) {
			px[rng.IntN(len(px))] = 0
		}
	}
}

// maskText draws a small mask in text, for a failure's message.
func maskText(px []uint8, w int) string {
	if len(px) > 40*40 {
		return ""
	}
	var s []byte
	for i, v := range px {
		c := byte('.')
		if v != 0 {
			c = '#'
		}
		s = append(s, c)
		if i%w == w-1 {
			s = append(s, '\n')
		}
	}
	return string(s)
}

func BenchmarkTraceContours(b *testing.B) {
	m := gocv.NewMatWithSize(90, 110, gocv.MatTypeCV8UC1)
	defer m.Close()
	white, black := color.RGBA{255, 255, 255, 255}, color.RGBA{}
	gocv.Circle(&m, image.Pt(55, 45), 38, white, -1)
	for _, c := range []image.Point{{40, 40}, {55, 45}, {70, 50}} {
		gocv.Circle(&m, c, 6, black, -1)
	}
	px, _ := m.DataPtrUint8()
	b.Run("go", func(b *testing.B) {
		for range b.N {
			traceContours(px, 110, 90, true)
		}
	})
	b.Run("opencv", func(b *testing.B) {
		for range b.N {
			hier := gocv.NewMat()
			cs := gocv.FindContoursWithParams(m, &hier, gocv.RetrievalCComp, gocv.ChainApproxSimple)
			cs.Close()
			hier.Close()
		}
	})
}

// TestKeptRegions holds keptRegions to OpenCV: the regions left of a
// labelled mask are labelled and measured as ConnectedComponentsWithStats
// labels and measures the mask as left.
func TestKeptRegions(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 2))
	for round := range 120 {
		w, h := 1+rng.IntN(120), 1+rng.IntN(90)
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		fillTestMask(&m, rng, round)
		out, _ := m.DataPtrUint8()
		labels := make([]int32, w*h)
		all := labelRegions(out, w, h, labels, blockOrder)
		keep := make([]bool, len(all)+1)
		for l := 1; l < len(keep); l++ {
			keep[l] = rng.IntN(3) > 0
		}
		got := keptRegions(out, labels, keep, all)

		want, stats, cents := gocv.NewMat(), gocv.NewMat(), gocv.NewMat()
		n := gocv.ConnectedComponentsWithStats(m, &want, &stats, &cents)
		if !slices.Equal(labels, int32View(&want)) {
			t.Fatalf("round %d (%d×%d): labels differ from OpenCV's", round, w, h)
		}
		if len(got) != n-1 {
			t.Fatalf("round %d: %d regions, OpenCV %d", round, len(got), n-1)
		}
		for k, b := range got {
			l := k + 1
			x, y := int(stats.GetIntAt(l, 0)), int(stats.GetIntAt(l, 1))
			box := image.Rect(x, y, x+int(stats.GetIntAt(l, 2)), y+int(stats.GetIntAt(l, 3)))
			c := image.Pt(int(cents.GetDoubleAt(l, 0)), int(cents.GetDoubleAt(l, 1)))
			if b.label != l || b.box != box || b.area != int(stats.GetIntAt(l, 4)) || b.center != c {
				t.Fatalf("round %d region %d: %+v, OpenCV box %v area %d centre %v", round, l, b, box, stats.GetIntAt(l, 4), c)
			}
		}
		for _, mat := range []*gocv.Mat{&m, &want, &stats, &cents} {
			mat.Close()
		}
	}
}
