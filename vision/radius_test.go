package vision

import (
	"cmp"
	"image"
	"image/color"
	"math"
	"slices"
	"testing"

	"gocv.io/x/gocv"
)

func TestFitPlane(t *testing.T) {
	var pts [][3]float64
	for x := 0.0; x <= 400; x += 50 {
		for y := 0.0; y <= 200; y += 50 {
			pts = append(pts, [3]float64{x, y, 10 + 0.02*x - 0.01*y})
		}
	}
	c, dx, dy := fitPlane(pts, 0)
	if math.Abs(c-10) > 1e-9 || math.Abs(dx-0.02) > 1e-12 || math.Abs(dy+0.01) > 1e-12 {
		t.Errorf("fitPlane = %.4f %+.4f·x %+.4f·y, want 10 +0.02·x -0.01·y", c, dx, dy)
	}
	// Points along a line say nothing of the slope across it: held back,
	// it stays near nothing instead of blowing up.
	line := [][3]float64{{0, 100, 10}, {100, 100.5, 11}, {200, 99.5, 12}, {300, 100, 13}}
	if _, _, dy := fitPlane(line, 48); math.Abs(dy) > 0.01 {
		t.Errorf("slope across a line = %.4f, want about 0", dy)
	}
}

// TestFitRadius draws discs that shrink from left to right, as scales
// seen obliquely do, into a distance map, and asks for the field.
func TestFitRadius(t *testing.T) {
	const w, h = 480, 270
	size := func(x float64) float64 { return 14 - 0.015*x }
	dist := make([]float32, w*h)
	for cx := 40.0; cx < 460; cx += 40 {
		cy := 135 + 30*math.Sin(cx/60)
		r := size(cx)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if d := r - math.Hypot(float64(x)-cx, float64(y)-cy); d > 0 && float32(d) > dist[y*w+x] {
					dist[y*w+x] = float32(d)
				}
			}
		}
	}
	all := func(int) bool { return true }
	f := fitRadius(dist, w, 10, image.Rect(0, 0, w, h), all)
	for _, x := range []int{40, 240, 440} {
		y := int(135 + 30*math.Sin(float64(x)/60))
		if got, want := f.at(x, y), size(float64(x)); math.Abs(got-want) > 0.1*want {
			t.Errorf("radius at x=%d: %.1f, want %.1f", x, got, want)
		}
	}
	// Beyond the stacks the field holds its edge value.
	if f.at(0, 135) != f.at(f.box.Min.X, 135) {
		t.Errorf("radius beyond the stacks %.2f, at their edge %.2f", f.at(0, 135), f.at(f.box.Min.X, 135))
	}
	// Too few stacks: one radius everywhere.
	if g := fitRadius(dist, w, 10, image.Rect(0, 0, w, h), func(i int) bool { return i%w < 100 }); g.at(0, 0) != 10 || g.at(400, 200) != 10 {
		t.Errorf("with two stacks the field varies: %+v", g)
	}
	if g := fitRadius(dist, w, 10, image.Rect(0, 0, 100, h), all); g.at(0, 0) != 10 || g.at(400, 200) != 10 {
		t.Errorf("with two stacks in the box the field varies: %+v", g)
	}
}

func TestRadiusFieldOnRow(t *testing.T) {
	const w, h = 60, 40
	for _, f := range []radiusField{
		flatRadius(7),
		{c: 5, dx: 0.1, dy: -0.05, lo: 4, hi: 9, box: image.Rect(10, 5, 50, 30)},
		// Peaks out to the frame's sides, and all of them beyond it.
		{c: 5, dx: 0.1, dy: -0.05, lo: 4, hi: 9, box: image.Rect(0, 5, 59, 30)},
		{c: 5, dx: 0.1, dy: 0.05, lo: 4, hi: 9, box: image.Rect(0, 0, 80, 50)},
		{c: 5, dx: -0.1, dy: 0.05, lo: 4, hi: 9, box: image.Rect(70, 45, 90, 60)},
	} {
		for y := -3; y < h; y++ {
			radius := f.onRow(y)
			for x := -3; x < w; x++ {
				if got, want := radius(x), float32(f.at(x, y)); math.Abs(float64(got-want)) > 1e-5 {
					t.Fatalf("%+v: on row %d at %d %v, at = %v", f, y, x, got, want)
				}
			}
		}
	}
}

// TestRidgeHeight: a lone square's ridge is as high as its thickness; a
// row of squares run together, widened at one end by a tall stack's band
// and shadow, is as thick as one square along its ridge, though its
// thickest point is half again as thick; and so is a row joined at its
// end to a pool of light three times as thick, which has no strong pixel.
func TestRidgeHeight(t *testing.T) {
	const w, h = 400, 250
	m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	defer m.Close()
	white := color.RGBA{255, 255, 255, 255}
	gocv.Rectangle(&m, image.Rect(10, 40, 40, 70), white, -1)     // lone, half side 15
	gocv.Rectangle(&m, image.Rect(60, 40, 360, 70), white, -1)    // a row of ten
	gocv.Rectangle(&m, image.Rect(320, 30, 368, 78), white, -1)   // widened at its end
	gocv.Rectangle(&m, image.Rect(20, 180, 290, 210), white, -1)  // a row of nine
	gocv.Rectangle(&m, image.Rect(290, 140, 390, 240), white, -1) // the pool at its end
	// Strong pixels: the stacks, not the pool, weak all through.
	strong := make([]uint8, w*h)
	for y := range h {
		for x := range w {
			if !image.Pt(x, y).In(image.Rect(290, 140, 390, 240)) {
				strong[y*w+x] = 255
			}
		}
	}
	labels, stats, centroids := gocv.NewMat(), gocv.NewMat(), gocv.NewMat()
	defer labels.Close()
	defer stats.Close()
	defer centroids.Close()
	n := gocv.ConnectedComponentsWithStats(m, &labels, &stats, &centroids)
	dist, dl := gocv.NewMat(), gocv.NewMat()
	defer dist.Close()
	defer dl.Close()
	gocv.DistanceTransform(m, &dist, &dl, gocv.DistL2, gocv.DistanceMask5, gocv.DistanceLabelCComp)
	lbl := int32View(&labels)
	dv, _ := dist.DataPtrFloat32()
	var regions []blob
	var thick []float64
	for l := 1; l < n; l++ {
		regions = append(regions, blob{label: l})
		th := 0.0
		for i, v := range lbl {
			if int(v) == l {
				th = max(th, float64(dv[i]))
			}
		}
		thick = append(thick, th)
	}
	got := ridgeHeight(regions, thick, lbl, dv, strong, w, image.Rect(0, 0, w, h))
	if len(regions) != 3 {
		t.Fatalf("%d regions, want 3", len(regions))
	}
	// By thickness: the lone square, the widened row, the row and pool.
	k := []int{0, 1, 2}
	slices.SortFunc(k, func(a, b int) int { return cmp.Compare(thick[a], thick[b]) })
	lone, row, pool := k[0], k[1], k[2]
	if math.Abs(got[lone]-thick[lone]) > 0.5 {
		t.Errorf("the lone square: ridge %.1f, want its thickness %.1f", got[lone], thick[lone])
	}
	if math.Abs(got[row]-got[lone]) > 1 || thick[row] < 1.4*got[row] {
		t.Errorf("the widened row: ridge %.1f and thickest %.1f, want a ridge of about %.1f, the lone square's, and half again at its thickest", got[row], thick[row], got[lone])
	}
	if math.Abs(got[pool]-got[lone]) > 1 || thick[pool] < 3*got[pool] {
		t.Errorf("the row and the pool: ridge %.1f and thickest %.1f, want a ridge of about %.1f, the lone square's, and three times that at its thickest", got[pool], thick[pool], got[lone])
	}
}

func TestTileRadius(t *testing.T) {
	stacks := []float64{13, 14, 12.5, 14.6}
	pools := []float64{29.2, 26.4} // soft-rimmed: the table in a lamp's light
	hand := []float64{40}          // of skin's hue, far thicker than the rest
	cases := []struct {
		name             string
		sharp, soft, arm []float64
		want             float64
	}{
		{"stacks alone", stacks, nil, nil, 14},
		{"two pools outweighing the stacks are left out", stacks, pools, nil, 14},
		{"soft regions alone still count", nil, []float64{13, 14}, nil, 14},
		{"specks and regions wider than half the frame are no scales", append([]float64{5, 7.9, 400}, stacks...), nil, nil, 14},
		{"a hand weighs after soft regions", nil, []float64{13}, hand, 13},
		{"a hand alone still counts", nil, nil, hand, 40},
		{"nothing", nil, nil, nil, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var regions []blob
			var thick []float64
			soft, arm := map[int]bool{}, map[int]bool{}
			for i, th := range slices.Concat(c.sharp, c.soft, c.arm) {
				regions = append(regions, blob{label: i + 1})
				thick = append(thick, th)
				soft[i+1] = i >= len(c.sharp) && i < len(c.sharp)+len(c.soft)
				arm[i+1] = i >= len(c.sharp)+len(c.soft)
			}
			got := tileRadius(regions, thick, 1280, func(b blob) bool { return soft[b.label] }, func(b blob) bool { return arm[b.label] })
			if got != c.want {
				t.Errorf("tileRadius = %.1f, want %.1f", got, c.want)
			}
		})
	}
}
