package vision

import (
	"image"
	"testing"
)

// TestStripesToRimNotches: the notches of a face less convex than a face are
// its stripes run to the rim when two or three alike bars side by side
// make most of the notch, beside a larger crescent of shade or not; not
// when they make too little of it, lie end to end (two faces' waist), or
// the hull is no scale's face.
func TestStripesToRimNotches(t *testing.T) {
	bar := func(x, y, w, h int) []image.Point {
		return []image.Point{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
	}
	stripes := [][]image.Point{bar(20, 10, 5, 18), bar(30, 10, 5, 18)}
	crescent := bar(5, 8, 8, 20)
	for _, tc := range []struct {
		name        string
		holes       [][]image.Point
		notch, hull float64
		want        int
	}{
		{"two stripes", stripes, 200, 1500, 2},
		{"three stripes", append(stripes[:2:2], bar(40, 10, 5, 18)), 300, 1500, 3},
		{"two stripes beside a larger crescent", append(stripes[:2:2], crescent), 310, 1500, 2},
		{"two stripes, too little of the notch", append(stripes[:2:2], crescent), 400, 1500, 0},
		{"end to end: a waist's notches", [][]image.Point{bar(20, 0, 5, 18), bar(20, 40, 5, 18)}, 200, 1500, 0},
		{"no scale's face", stripes, 200, 3500, 0},
		{"one stripe and a crescent", [][]image.Point{bar(20, 10, 5, 18), crescent}, 250, 1500, 0},
	} {
		if got := stripesToRim(tc.holes, tc.notch, tc.hull, 1900); got != tc.want {
			t.Errorf("%s: %d stripes, want %d", tc.name, got, tc.want)
		}
	}
}
