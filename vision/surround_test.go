package vision

import (
	"math"
	"testing"
)

// TestTwoSurfaces: the ring round a face on one table, lit evenly or half
// in a stack's shadow, is one surface once the shade is taken out; the
// ring round a face an arm covers part of is two.
func TestTwoSurfaces(t *testing.T) {
	ring := func(a, b [3]float64, nb int) [][3]float64 {
		var cs [][3]float64
		for k := range 100 {
			c := a
			if k < nb {
				c = b
			}
			// Grain: a unit or two either way.
			c[0] += float64(k%3) - 1
			c[1] += float64(k%5)/2 - 1
			cs = append(cs, c)
		}
		return cs
	}
	green := [3]float64{195, 128 - 35, 128 + 15}
	greenShade := [3]float64{120, 128 - 35*161.0/236, 128 + 15*161.0/236}
	skin := [3]float64{167, 128 + 4, 128 + 23}
	grey := [3]float64{120, 130, 129}
	greyShade := [3]float64{85, 129, 128}
	for _, tc := range []struct {
		name       string
		cs         [][3]float64
		two        bool
		shareLeast float64
	}{
		{"one cloth", ring(green, green, 0), false, 0},
		{"cloth, a third in shade", ring(green, greenShade, 33), false, 0.3},
		{"grey table, half in shade", ring(grey, greyShade, 50), false, 0.45},
		{"cloth and an arm", ring(green, skin, 37), true, 0.35},
		{"cloth and a fingertip", ring(green, skin, 10), false, 0.09},
	} {
		share, off, two := ringOfTwo(tc.cs)
		if two != tc.two || share < tc.shareLeast || math.IsNaN(off) {
			t.Errorf("%s: share %.2f, %.1f off once shaded: two surfaces %v, want %v", tc.name, share, off, two, tc.two)
		}
	}
	if _, _, share := twoSurfaces(nil); share != 0 {
		t.Errorf("no colours: share %v", share)
	}
}
