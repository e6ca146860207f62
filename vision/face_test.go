package vision

import (
	"image"
	"math"
	"testing"

	"gocv.io/x/gocv"
)

// bar is a hole of a w×h box round (cx, cy), its long side turned by deg.
func bar(cx, cy, w, h int, deg float64) hole {
	a := deg * math.Pi / 180
	ux, uy := math.Cos(a), math.Sin(a)
	hl, hw := float64(max(w, h))/2, float64(min(w, h))/2
	pt := func(s, t float64) image.Point {
		return image.Pt(cx+int(math.Round(s*hl*ux-t*hw*uy)), cy+int(math.Round(s*hl*uy+t*hw*ux)))
	}
	rr := gocv.RotatedRect{
		Points: []image.Point{pt(-1, -1), pt(1, -1), pt(1, 1), pt(-1, 1)},
		Center: image.Pt(cx, cy),
		Width:  w, Height: h,
	}
	return hole{area: float64(w * h), rect: rr}
}

func TestAdmitTrimmed(t *testing.T) {
	centre := image.Pt(50, 50)
	for _, tc := range []struct {
		name    string
		found   []hole
		trimmed []hole
		want    int
	}{
		{"the third stripe, run into the edge", []hole{bar(50, 50, 4, 20, 90), bar(59, 50, 4, 20, 90)}, []hole{bar(41, 50, 4, 19, 90)}, 3},
		{"a band's edge across the stripes", []hole{bar(50, 50, 4, 20, 90), bar(59, 50, 4, 20, 90)}, []hole{bar(45, 58, 4, 20, 0)}, 2},
		{"a bar two spacings off", []hole{bar(50, 50, 4, 20, 90), bar(59, 50, 4, 20, 90)}, []hole{bar(77, 50, 4, 20, 90)}, 2},
		{"a fourth is never a mark", []hole{bar(41, 50, 4, 20, 90), bar(50, 50, 4, 20, 90), bar(59, 50, 4, 20, 90)}, []hole{bar(68, 50, 4, 20, 90)}, 3},
		{"much larger than the marks", []hole{bar(50, 50, 4, 20, 90), bar(59, 50, 4, 20, 90)}, []hole{bar(41, 50, 8, 20, 90)}, 2},
		{"beside one mark, towards the centre", []hole{bar(55, 50, 4, 20, 90)}, []hole{bar(46, 50, 4, 20, 90)}, 2},
		{"beside one mark, away from the centre", []hole{bar(50, 50, 4, 20, 90)}, []hole{bar(50, 75, 4, 20, 90)}, 1},
		{"no clean mark", nil, []hole{bar(50, 50, 4, 20, 90)}, 0},
		{"a dot beside two dots", []hole{bar(50, 50, 6, 6, 0), bar(60, 50, 6, 6, 0)}, []hole{bar(40, 50, 6, 6, 0)}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := admitTrimmed(tc.found, tc.trimmed, centre); len(got) != tc.want {
				t.Errorf("%d marks, want %d", len(got), tc.want)
			}
		})
	}
}
