package vision

import (
	"image"
	"math"
	"testing"
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
	f := fitRadius(dist, w, 10, all)
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
	if g := fitRadius(dist, w, 10, func(i int) bool { return i%w < 100 }); g.at(0, 0) != 10 || g.at(400, 200) != 10 {
		t.Errorf("with two stacks the field varies: %+v", g)
	}
}

func TestRadiusFieldFill(t *testing.T) {
	const w, h = 60, 40
	for _, f := range []radiusField{
		flatRadius(7),
		{c: 5, dx: 0.1, dy: -0.05, lo: 4, hi: 9, box: image.Rect(10, 5, 50, 30)},
	} {
		buf := make([]float32, w*h)
		f.fill(buf, w, h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if got, want := buf[y*w+x], float32(f.at(x, y)); math.Abs(float64(got-want)) > 1e-5 {
					t.Fatalf("%+v: fill at (%d,%d) = %v, at = %v", f, x, y, got, want)
				}
			}
		}
	}
}
