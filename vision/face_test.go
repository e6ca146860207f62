package vision

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pantarei/pantarei/rules"
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

// raw is h with its area before trimming set to a.
func raw(h hole, a float64) hole { h.raw = a; return h }

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
		{"a dot beside two dots, run into a shade two dots large", []hole{bar(50, 50, 6, 6, 0), bar(60, 50, 6, 6, 0)}, []hole{raw(bar(40, 50, 6, 6, 0), 80)}, 3},
		{"beside one mark, two marks' worth before trimming", []hole{bar(55, 50, 4, 20, 90)}, []hole{raw(bar(46, 50, 4, 20, 90), 160)}, 1},
		{"beside one mark and a speck across it", []hole{bar(50, 66, 2, 4, 0), bar(55, 50, 4, 20, 90)}, []hole{bar(46, 50, 4, 20, 90)}, 3},
		{"either side of one mark, the outer two of three", []hole{bar(50, 50, 4, 20, 90)}, []hole{bar(41, 51, 4, 19, 90), bar(59, 49, 4, 20, 90)}, 3},
		{"either side of three dots' middle one", []hole{bar(50, 50, 6, 6, 0)}, []hole{bar(40, 44, 6, 6, 0), bar(60, 56, 6, 6, 0)}, 3},
		{"at either end of one stripe", []hole{bar(50, 50, 4, 20, 90)}, []hole{bar(50, 25, 4, 20, 90), bar(50, 75, 4, 20, 90)}, 1},
		{"either side of one mark, one twice as far", []hole{bar(50, 50, 4, 20, 90)}, []hole{bar(41, 50, 4, 20, 90), bar(68, 50, 4, 20, 90)}, 1},
		{"either side of one mark, too close for marks", []hole{bar(50, 50, 4, 20, 90)}, []hole{bar(47, 50, 4, 20, 90), bar(53, 50, 4, 20, 90)}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := admitTrimmed(tc.found, tc.trimmed, centre, 1.3); len(got) != tc.want {
				t.Errorf("%d marks, want %d", len(got), tc.want)
			}
		})
	}
}

func TestShadedFace(t *testing.T) {
	const w, h, radius = 120, 120, 40.0
	// A face of radius 40 round the window's centre, lit from black on the
	// left to L lit on the right, with three light stripes across it; the
	// table round it at L 130.
	face := func(lit, a, b uint8) ([]uint8, []uint8) {
		px := make([]uint8, 3*w*h)
		mk := make([]uint8, w*h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i := y*w + x
				c := [3]uint8{130, 128, 128}
				if math.Hypot(float64(x-60), float64(y-60)) <= radius {
					t := float64(x-20) / 80
					c = [3]uint8{uint8(25 + t*t*float64(lit-25)), a, b}
					for _, sx := range []int{45, 60, 75} {
						if x >= sx-3 && x <= sx+3 && y >= 40 && y <= 80 {
							c = [3]uint8{225, 128, 132}
						}
					}
					mk[i] = 255
				}
				copy(px[3*i:], c[:])
			}
		}
		return px, mk
	}
	for _, tc := range []struct {
		name string
		lit  uint8
		a, b uint8
		want int
	}{
		{"black, lit to the table's shade on one side", 130, 128, 128, 3},
		{"black, evenly dark", 25, 128, 128, 3},
		{"gold, lit on one side", 160, 135, 175, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			px, mk := face(tc.lit, tc.a, tc.b)
			lab, err := gocv.NewMatFromBytes(h, w, gocv.MatTypeCV8UC3, px)
			if err != nil {
				t.Fatal(err)
			}
			defer lab.Close()
			total := 0
			for _, v := range mk {
				if v != 0 {
					total++
				}
			}
			for _, coarse := range []bool{false, true} {
				if got := shadedFace(lab, mk, px, w, h, radius, total, coarse); got.marks != tc.want {
					t.Errorf("coarse %v: %d marks, want %d (%s)", coarse, got.marks, tc.want, got.debug)
				}
			}
		})
	}
}

func TestDarkSpread(t *testing.T) {
	hist := func(vals ...int) []int {
		h := make([]int, 256)
		for _, v := range vals {
			h[v] += 10
		}
		return h
	}
	for _, tc := range []struct {
		name string
		hist []int
		t    int
		want float64
	}{
		{"an even black face", hist(20, 22, 24, 200), 100, 4},
		{"a face lit on one side", hist(20, 40, 60, 80, 95, 200), 100, 75},
		{"nothing dark", hist(200), 100, 0},
	} {
		if got := darkSpread(tc.hist, tc.t); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestConvexHull: the hull's area is OpenCV's for random point sets,
// blobs' outlines and degenerate ones, and every point lies inside it.
func TestConvexHull(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	sets := [][]image.Point{{{3, 3}}, {{0, 0}, {5, 5}}, {{0, 0}, {1, 1}, {2, 2}, {3, 3}}, {{0, 0}, {4, 0}, {4, 4}, {0, 4}, {2, 2}, {4, 2}}}
	for k := 0; k < 50; k++ {
		n := 3 + rng.IntN(300)
		var pts []image.Point
		for i := 0; i < n; i++ {
			pts = append(pts, image.Pt(rng.IntN(60)-30*(k%2), rng.IntN(40)-20*(k%2)))
		}
		sets = append(sets, pts)
	}
	for _, pts := range sets {
		hull := convexHull(pts)
		pv := gocv.NewPointVectorFromPoints(pts)
		m := gocv.NewMat()
		gocv.ConvexHull(pv, &m, false, true)
		hv := gocv.NewPointVectorFromMat(m)
		want := gocv.ContourArea(hv)
		hv.Close()
		m.Close()
		pv.Close()
		if got := polygonArea(hull); math.Abs(got-want) > 1e-9 {
			t.Errorf("%d points: hull area %v, OpenCV's %v", len(pts), got, want)
		}
		for _, p := range pts {
			for i, a := range hull {
				b := hull[(i+1)%len(hull)]
				if len(hull) >= 3 && (b.X-a.X)*(p.Y-a.Y)-(b.Y-a.Y)*(p.X-a.X) < 0 {
					t.Fatalf("%v lies outside the hull %v", p, hull)
				}
			}
		}
	}
}

func TestSideBySide(t *testing.T) {
	for _, c := range []struct {
		name  string
		group []hole
		want  int
	}{
		// Sweep seed 11 frame 10: a B2 read as B3.
		{"two stripes and a notch across them", []hole{bar(47, 12, 30, 7, 28), bar(30, 42, 28, 6, 68), bar(40, 37, 28, 6, 68)}, 2},
		{"three stripes", []hole{bar(10, 10, 28, 6, 60), bar(16, 14, 28, 6, 62), bar(22, 18, 28, 6, 58)}, 3},
		{"two bars at right angles", []hole{bar(10, 10, 20, 5, 0), bar(30, 30, 22, 5, 90)}, 1},
		{"dots are kept", []hole{bar(10, 10, 6, 6, 0), bar(20, 10, 6, 6, 45), bar(30, 10, 6, 6, 10)}, 3},
		{"one stripe", []hole{bar(10, 10, 20, 5, 30)}, 1},
		// Thick sweep seed 14 frame 27: a W3 read W2.
		{"a die's three dots, each drawn a pixel long", []hole{bar(16, 22, 9, 4, 90), bar(23, 28, 9, 4, 0), bar(15, 35, 9, 4, 80)}, 3},
		{"short bars in a row, one across", []hole{bar(10, 10, 9, 4, 90), bar(16, 10, 9, 4, 90), bar(22, 10, 9, 4, 0)}, 2},
		{"stripes in a triangle, one across", []hole{bar(16, 22, 24, 6, 90), bar(23, 28, 24, 6, 0), bar(15, 35, 24, 6, 80)}, 2},
	} {
		if got := sideBySide(c.group); len(got) != c.want {
			t.Errorf("%s: %d kept, want %d", c.name, len(got), c.want)
		}
	}
}

func TestCrossedStripes(t *testing.T) {
	for _, c := range []struct {
		name  string
		holes []hole
		want  bool
	}{
		// Endgame seed 6 frame 180: a W2's stripes and the W1's beside it.
		{"two stripes and a third alike across them", []hole{bar(25, 35, 30, 7, 39), bar(18, 47, 30, 7, 40), bar(68, 47, 36, 7, 87)}, true},
		// Endgame seed 13 frame 78: two W1s edge to edge.
		{"two stripes 25° apart", []hole{bar(415, 66, 25, 7, 32), bar(368, 53, 28, 8, 7)}, true},
		{"three stripes side by side", []hole{bar(10, 10, 28, 6, 60), bar(16, 14, 28, 6, 62), bar(22, 18, 28, 6, 58)}, false},
		{"three stripes side by side, far apart", []hole{bar(10, 10, 28, 6, 60), bar(40, 27, 28, 6, 62), bar(70, 44, 28, 6, 58)}, false},
		// Sweep seed 11 frame 10: a B2's stripes and a notch at its rim.
		{"a notch alike, near the stripes", []hole{bar(47, 12, 30, 7, 28), bar(30, 42, 28, 6, 68), bar(40, 37, 28, 6, 68)}, false},
		{"a notch across, of another length", []hole{bar(90, 12, 30, 7, 28), bar(30, 42, 20, 7, 68)}, false},
		{"a notch across, of another width", []hole{bar(90, 12, 30, 7, 28), bar(30, 42, 30, 12, 108)}, false},
		{"dots", []hole{bar(10, 10, 6, 6, 0), bar(60, 10, 6, 6, 90)}, false},
	} {
		if got := crossedStripes(c.holes, 40); got != c.want {
			t.Errorf("%s: crossedStripes = %v, want %v", c.name, got, c.want)
		}
	}
}

// paintStack paints a w×h Lab picture pixel by pixel, and the mask of
// the pixels paint says are the stack's; the caller closes lab.
func paintStack(t *testing.T, w, h int, paint func(x, y int) ([3]uint8, bool)) (lab gocv.Mat, px, mk []uint8, total int) {
	t.Helper()
	px, mk = make([]uint8, 3*w*h), make([]uint8, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			c, in := paint(x, y)
			copy(px[3*i:], c[:])
			if in {
				mk[i] = 255
				total++
			}
		}
	}
	lab, err := gocv.NewMatFromBytes(h, w, gocv.MatTypeCV8UC3, px)
	if err != nil {
		t.Fatal(err)
	}
	return lab, px, mk, total
}

// TestShadedFaceOnItsSides reads a black face run together, in its own
// shade, with the sides of the scales under it (a tall stack seen from
// the side): the light bands between their dark sides are holes the size
// of its stripes, as many lying across them as beside them.
func TestShadedFaceOnItsSides(t *testing.T) {
	const w, h, radius = 130, 150, 40.0
	stack := func(x, y int) bool {
		face := x >= 20 && x <= 100 && y >= 20 && y <= 100
		side := x >= 20 && x < 28 && y > 100 && y < 130 // the stack's left side
		under := x >= 20 && x <= 100 && y >= 107 && y < 130
		return face || side || under
	}
	light := func(x, y int) bool {
		for _, s := range []struct{ x, y0, y1 int }{{45, 40, 83}, {60, 36, 84}, {75, 35, 86}} { // stripes, 43 to 51 long
			if x >= s.x-3 && x <= s.x+3 && y >= s.y0 && y < s.y1 {
				return true
			}
		}
		return y >= 114 && y < 120 && x >= 35 && x < 95 // a band between two scales' sides
	}
	lab, px, mk, total := paintStack(t, w, h, func(x, y int) ([3]uint8, bool) {
		switch {
		case !stack(x, y):
			return [3]uint8{130, 128, 128}, false
		case light(x, y):
			return [3]uint8{225, 128, 130}, true
		}
		return [3]uint8{30, 128, 128}, true
	})
	defer lab.Close()
	if got := shadedFace(lab, mk, px, w, h, radius, total, false); got.marks != 3 {
		t.Errorf("%d marks, want 3 (%s)", got.marks, got.debug)
	}
}

// TestShadedFaceUnsure: a black face whose one clean mark has beside it
// a ragged light patch twice its size (stripes blurred into one block)
// is not read as sure of one mark.
func TestShadedFaceUnsure(t *testing.T) {
	const w, h, radius = 120, 120, 40.0
	for _, tc := range []struct {
		name   string
		patch  bool
		unsure bool
	}{{"one stripe", false, false}, {"one stripe and a ragged patch", true, true}} {
		lab, px, mk, total := paintStack(t, w, h, func(x, y int) ([3]uint8, bool) {
			switch {
			case math.Hypot(float64(x-60), float64(y-60)) > radius:
				return [3]uint8{130, 128, 128}, false
			case x >= 57 && x <= 63 && y >= 42 && y <= 58: // the stripe
				return [3]uint8{225, 128, 128}, true
			case tc.patch && (x >= 34 && x <= 57 && y >= 62 && y <= 67 || x >= 34 && x <= 39 && y >= 62 && y <= 85):
				return [3]uint8{225, 128, 128}, true // an L, filling little of its box
			}
			return [3]uint8{30, 128, 128}, true
		})
		got := shadedFace(lab, mk, px, w, h, radius, total, false)
		lab.Close()
		if got.marks != 1 || (got.score < 0.5) != tc.unsure {
			t.Errorf("%s: %d marks, sure %.2f, want 1 mark, unsure %v (%s)", tc.name, got.marks, got.score, tc.unsure, got.debug)
		}
	}
}

// wantTops checks that readings rs are read as want, each said unread
// with its why.
func wantTops(t *testing.T, name string, rs []StackReading, want []rules.Scale) {
	t.Helper()
	for i, r := range rs {
		if r.Top != want[i] {
			t.Errorf("%s: stack %d is %v, want %v", name, i, r.Top, want[i])
		}
		if r.Top == rules.NoScale && r.Why == "" {
			t.Errorf("%s: stack %d said unread without saying why", name, i)
		}
	}
}

// TestDoubtSkinWhite: a face read white whose own colour is far redder
// than the other white faces' is skin, said unread; one a little redder,
// a black face, a white face with no colour of its own, and any face
// where too few white faces are the reference, stay.
func TestDoubtSkinWhite(t *testing.T) {
	w1, w2, b1 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 2), rules.NewScale(rules.Black, 1)
	white := func(top rules.Scale, a float64) StackReading {
		return StackReading{Top: top, Confidence: 0.9, own: faceStats{meanL: 200, meanA: a, meanB: 135}}
	}
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want []rules.Scale
	}{
		{"a finger read as a W2",
			[]StackReading{white(w1, 129), white(w2, 128), white(w1, 130), white(w2, 150)},
			[]rules.Scale{w1, w2, w1, rules.NoScale}},
		{"a white face a little redder",
			[]StackReading{white(w1, 129), white(w2, 128), white(w1, 130), white(w2, 140)},
			[]rules.Scale{w1, w2, w1, w2}},
		{"a black face is not weighed",
			[]StackReading{white(w1, 129), white(w2, 128), white(w1, 130), {Top: b1, own: faceStats{meanL: 40, meanA: 160}}},
			[]rules.Scale{w1, w2, w1, b1}},
		{"no colour of its own",
			[]StackReading{white(w1, 129), white(w2, 128), white(w1, 130), {Top: w2}},
			[]rules.Scale{w1, w2, w1, w2}},
		{"two white faces are too few to tell",
			[]StackReading{white(w1, 129), white(w2, 150)},
			[]rules.Scale{w1, w2}},
	} {
		doubtSkinWhite(tc.rs)
		wantTops(t, tc.name, tc.rs, tc.want)
	}
}

func TestDecideNeutral(t *testing.T) {
	w1, w2, w3, b2 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 2), rules.NewScale(rules.White, 3), rules.NewScale(rules.Black, 2)
	read := func(top rules.Scale, marks int, b float64) StackReading {
		return StackReading{Top: top, Marks: marks, Confidence: 0.9, stats: faceStats{meanA: 128, meanB: b}}
	}
	// An outline a square side pixels wide.
	sized := func(r StackReading, side int) StackReading {
		r.Outline = []image.Point{{0, 0}, {side, 0}, {side, side}, {0, side}}
		return r
	}
	// A white face's own colour, besides its region's.
	own := func(r StackReading, b float64) StackReading {
		r.own = faceStats{meanL: 200, meanA: 128, meanB: b}
		return r
	}
	// A face 40 pixels across whose centre lies x pixels along a row.
	at := func(r StackReading, x int) StackReading {
		r.Center = image.Pt(x, 0)
		r.Outline = []image.Point{{x - 20, -20}, {x + 20, -20}, {x + 20, 20}, {x - 20, 20}}
		return r
	}
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want []rules.Scale
	}{
		{"the golden unread stack",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(rules.NoScale, 0, 160), read(b2, 2, 128)},
			[]rules.Scale{w1, w2, rules.Neutral, b2}},
		{"an unread stack as red as it is yellow is skin, not the neutral",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), func() StackReading { r := read(rules.NoScale, 0, 150); r.stats.meanA = 152; return r }(), read(b2, 2, 128)},
			[]rules.Scale{w1, w2, rules.NoScale, b2}},
		{"the neutral, redder than the whites in warm light but far yellower, is named",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), func() StackReading { r := read(rules.NoScale, 0, 168); r.stats.meanA = 150; return r }(), read(b2, 2, 128)},
			[]rules.Scale{w1, w2, rules.Neutral, b2}},
		{"the neutral beside skin nearly as golden: the skin is no rival",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), func() StackReading { r := read(rules.NoScale, 0, 165); return r }(), func() StackReading { r := read(rules.NoScale, 0, 162); r.stats.meanA = 160; return r }()},
			[]rules.Scale{w1, w2, rules.Neutral, rules.NoScale}},
		{"an unread stack no yellower than the whites stays unread",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(rules.NoScale, 0, 135)},
			[]rules.Scale{w1, w2, rules.NoScale}},
		{"the neutral read as W1 for a speck of its grain",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(w2, 2, 133), read(w1, 1, 160), read(b2, 2, 128)},
			[]rules.Scale{w1, w2, w2, rules.Neutral, b2}},
		{"the neutral read as an unsure W2 for a sliver at its rim",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(w2, 2, 133), func() StackReading { r := read(w2, 2, 160); r.Confidence = unsureScore; return r }(), read(b2, 2, 128)},
			[]rules.Scale{w1, w2, w2, rules.Neutral, b2}},
		{"an unsure W2 no yellower than the whites stays",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(w2, 2, 133), func() StackReading { r := read(w2, 2, 135); r.Confidence = unsureScore; return r }()},
			[]rules.Scale{w1, w2, w2, w2}},
		{"a W2 is not taken for the neutral",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(w2, 2, 133), read(w2, 2, 160)},
			[]rules.Scale{w1, w2, w2, w2}},
		{"the neutral read as W1 in a region with a black stack: golden by its own colour, not its region's",
			[]StackReading{own(read(w1, 1, 132), 136), own(read(w2, 2, 131), 135), own(read(w2, 2, 133), 137), own(read(w1, 1, 131), 165), read(b2, 2, 128)},
			[]rules.Scale{w1, w2, w2, rules.Neutral, b2}},
		{"a W1 whose region takes in a golden table, its own colour the whites'",
			[]StackReading{own(read(w1, 1, 132), 136), own(read(w2, 2, 131), 135), own(read(w2, 2, 133), 137), own(read(w1, 1, 160), 136)},
			[]rules.Scale{w1, w2, w2, w1}},
		{"with an unread golden stack, the W1 beside it stays",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(w1, 1, 140), read(rules.NoScale, 0, 165)},
			[]rules.Scale{w1, w2, w1, rules.Neutral}},
		{"a golden region whose faces with no marks ran together, larger than one: unread",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), func() StackReading { r := read(rules.NoScale, 0, 150); r.manyBlank = true; return r }()},
			[]rules.Scale{w1, w2, rules.NoScale}},
		{"a golden region whose light part with no marks is too long for a face (a finger): unread",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), func() StackReading { r := read(rules.NoScale, 0, 160); r.longBlank = true; return r }()},
			[]rules.Scale{w1, w2, rules.NoScale}},
		{"the neutral beside a finger less golden: named",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(rules.NoScale, 0, 165), func() StackReading { r := read(rules.NoScale, 0, 150); r.longBlank = true; return r }()},
			[]rules.Scale{w1, w2, rules.Neutral, rules.NoScale}},
		{"a finger more golden than an unread piece after it, a hand's other finger: neither named",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), func() StackReading { r := read(rules.NoScale, 0, 163); r.longBlank = true; return r }(), read(rules.NoScale, 0, 150)},
			[]rules.Scale{w1, w2, rules.NoScale, rules.NoScale}},
		{"a golden region of several stacks' share, known by its box (a forearm): unread",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), func() StackReading { r := read(rules.NoScale, 0, 160); r.crowded = true; return r }()},
			[]rules.Scale{w1, w2, rules.NoScale}},
		{"the neutral's own face found in a region of several stacks' share",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), func() StackReading {
				r := read(rules.NoScale, 0, 160)
				r.crowded, r.Outline = true, []image.Point{{0, 0}, {40, 0}, {40, 40}, {0, 40}}
				return r
			}()},
			[]rules.Scale{w1, w2, rules.Neutral}},
		{"the neutral read as a sure W2, its marks the table in a ragged outline: golden by its own colour",
			[]StackReading{own(read(w1, 1, 132), 136), own(read(w2, 2, 131), 135), own(read(w2, 2, 133), 137), own(read(w2, 2, 131), 171), read(b2, 2, 128)},
			[]rules.Scale{w1, w2, w2, rules.Neutral, b2}},
		{"a W1 far bluer than the other whites, a band of lilac cloth: unread",
			[]StackReading{own(read(w1, 1, 132), 136), own(read(w2, 2, 131), 135), own(read(w2, 2, 133), 137), own(read(w1, 1, 120), 106)},
			[]rules.Scale{w1, w2, w2, rules.NoScale}},
		{"two W2s side by side in a cooler light, both bluer than the other whites: both stay",
			[]StackReading{at(own(read(w1, 1, 132), 136), 0), at(own(read(w2, 2, 131), 135), 50), at(own(read(w2, 2, 133), 137), 100), at(own(read(w2, 2, 120), 115), 150), at(own(read(w2, 2, 120), 116), 200)},
			[]rules.Scale{w1, w2, w2, w2, w2}},
		{"a band of lilac cloth beside a white face far less blue: unread",
			[]StackReading{at(own(read(w1, 1, 132), 136), 0), at(own(read(w2, 2, 131), 135), 50), at(own(read(w2, 2, 133), 137), 100), at(own(read(w1, 1, 120), 106), 150), at(own(read(w2, 2, 131), 133), 200)},
			[]rules.Scale{w1, w2, w2, rules.NoScale, w2}},
		{"two bluish faces far apart: each unread",
			[]StackReading{at(own(read(w1, 1, 132), 136), 0), at(own(read(w2, 2, 131), 135), 50), at(own(read(w2, 2, 133), 137), 100), at(own(read(w1, 1, 120), 112), 150), at(own(read(w1, 1, 120), 112), 400)},
			[]rules.Scale{w1, w2, w2, rules.NoScale, rules.NoScale}},
		{"a W1 lit to the top of the camera's range, its tint clipped: stays",
			[]StackReading{own(read(w1, 1, 132), 136), own(read(w2, 2, 131), 135), own(read(w2, 2, 133), 137), func() StackReading {
				r := read(w1, 1, 120)
				r.own = faceStats{meanL: 255, meanA: 127, meanB: 114}
				return r
			}()},
			[]rules.Scale{w1, w2, w2, w1}},
		{"a W1 in a hand's bluish shade, bluer than the other whites by less: stays",
			[]StackReading{own(read(w1, 1, 132), 136), own(read(w2, 2, 131), 135), own(read(w2, 2, 133), 137), own(read(w1, 1, 125), 122)},
			[]rules.Scale{w1, w2, w2, w1}},
		{"a W2 in a warm lamp's light, yellower than the other whites by less than gold: stays",
			[]StackReading{own(read(w1, 1, 132), 136), own(read(w2, 2, 131), 135), own(read(w2, 2, 133), 137), own(read(w2, 2, 131), 148)},
			[]rules.Scale{w1, w2, w2, w2}},
		{"a golden W3 beside the neutral named by another search: unread",
			[]StackReading{own(read(w1, 1, 132), 136), own(read(w2, 2, 131), 135), own(read(w2, 2, 133), 137), read(rules.Neutral, 0, 160), own(read(w3, 3, 131), 166)},
			[]rules.Scale{w1, w2, w2, rules.Neutral, rules.NoScale}},
		{"a golden W2 and an unread stack nearly as golden: neither named, the W2 unread",
			[]StackReading{own(read(w1, 1, 132), 136), own(read(w2, 2, 131), 135), own(read(w2, 2, 133), 137), own(read(w2, 2, 131), 166), read(rules.NoScale, 0, 163)},
			[]rules.Scale{w1, w2, w2, rules.NoScale, rules.NoScale}},
		{"the neutral named by another search: no second",
			[]StackReading{read(w1, 1, 132), read(rules.Neutral, 0, 160), read(rules.NoScale, 0, 150)},
			[]rules.Scale{w1, rules.Neutral, rules.NoScale}},
		{"two unread stacks nearly as golden, a hand's pieces: neither named",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(rules.NoScale, 0, 152), read(rules.NoScale, 0, 149)},
			[]rules.Scale{w1, w2, rules.NoScale, rules.NoScale}},
		{"a golden face with no marks the cloth's colour in shade (a shadow on a yellow cloth): unread",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), func() StackReading { r := read(rules.NoScale, 0, 160); r.clothShade = true; return r }(), read(b2, 2, 128)},
			[]rules.Scale{w1, w2, rules.NoScale, b2}},
		{"a golden W1 0.6 of the usual face (a stack's white sides and shade): unread, not the neutral",
			[]StackReading{sized(read(w1, 1, 132), 40), sized(read(w2, 2, 131), 40), sized(read(w2, 2, 133), 40), sized(read(w1, 1, 150), 31), sized(read(b2, 2, 128), 40)},
			[]rules.Scale{w1, w2, w2, rules.NoScale, b2}},
		{"a W1 0.6 of the usual face, its own colour 18 yellower than the white faces': unread",
			[]StackReading{sized(own(read(w1, 1, 132), 132), 40), sized(own(read(w2, 2, 131), 131), 40), sized(own(read(w2, 2, 133), 133), 40), sized(own(read(w1, 1, 150), 150), 31), sized(read(b2, 2, 128), 40)},
			[]rules.Scale{w1, w2, w2, rules.NoScale, b2}},
		{"a W1 0.6 of the usual face, its own colour 28 yellower, golden: the neutral a taller stack hides in part (seed 16907)",
			[]StackReading{sized(own(read(w1, 1, 132), 132), 40), sized(own(read(w2, 2, 131), 131), 40), sized(own(read(w2, 2, 133), 133), 40), sized(own(read(w1, 1, 160), 160), 31), sized(read(b2, 2, 128), 40)},
			[]rules.Scale{w1, w2, w2, rules.Neutral, b2}},
		{"a golden W1 the usual face's size: the neutral",
			[]StackReading{sized(read(w1, 1, 132), 40), sized(read(w2, 2, 131), 40), sized(read(w2, 2, 133), 40), sized(read(w1, 1, 150), 40), sized(read(b2, 2, 128), 40)},
			[]rules.Scale{w1, w2, w2, rules.Neutral, b2}},
		{"the neutral with no marks seen, 0.45 of the usual face (at the frame's edge): named",
			[]StackReading{sized(read(w1, 1, 132), 40), sized(read(w2, 2, 131), 40), sized(read(w2, 2, 133), 40), sized(read(rules.NoScale, 0, 160), 27), sized(read(b2, 2, 128), 40)},
			[]rules.Scale{w1, w2, w2, rules.Neutral, b2}},
		{"the neutral clearly more golden than another unread stack",
			[]StackReading{read(w1, 1, 132), read(w2, 2, 131), read(rules.NoScale, 0, 160), read(rules.NoScale, 0, 149)},
			[]rules.Scale{w1, w2, rules.Neutral, rules.NoScale}},
		{"no white face read: the neutral, far yellower than grey, is named",
			[]StackReading{read(b2, 2, 128), read(rules.NoScale, 0, 160)},
			[]rules.Scale{b2, rules.Neutral}},
		{"no white face read: a pale face a white one's tint yellower than grey stays unread (seed 9321)",
			[]StackReading{read(b2, 2, 128), read(rules.NoScale, 0, 144.5)},
			[]rules.Scale{b2, rules.NoScale}},
	} {
		decideNeutral(tc.rs, nil)
		for i, r := range tc.rs {
			if r.Top != tc.want[i] {
				t.Errorf("%s: stack %d is %v, want %v", tc.name, i, r.Top, tc.want[i])
			}
			if r.clothShade && !strings.Contains(r.Why, "cloth in shade") {
				t.Errorf("%s: stack %d said unread for %q, not the cloth in shade", tc.name, i, r.Why)
			}
		}
	}
}

// TestWarmGold: divided by the white faces' colour, the neutral's gold
// under a warm lamp is plain, deep or salmon; a white face in the same
// light is none, and wood or skin in shade, as yellow, are redder. A pale
// yellow neutral is not so yellow by it: Lab's margin names it.
func TestWarmGold(t *testing.T) {
	for _, tc := range []struct {
		name        string
		face, white [3]float64
		want        bool
	}{
		{"a deep gold neutral under a 2800 K lamp (seed 9386)", [3]float64{103.9, 130.2, 162.6}, [3]float64{174.4, 131.1, 153.7}, true},
		{"an olive gold one under 3200 K (seed 7073)", [3]float64{133.6, 130.3, 165.1}, [3]float64{179.0, 125.8, 155.1}, true},
		{"a salmon one under 3700 K (seed 9222)", [3]float64{124.5, 137.8, 161.2}, [3]float64{180.0, 127.6, 149.4}, true},
		{"a white face in that light", [3]float64{208.4, 128.5, 156.3}, [3]float64{174.4, 131.1, 153.7}, false},
		{"wood in shade, as yellow but redder (seed 8218)", [3]float64{59.9, 139.8, 146.5}, [3]float64{152.0, 131.3, 139.7}, false},
		{"a hand's skin in shade (seed 8876)", [3]float64{86.4, 145.2, 154.8}, [3]float64{196.5, 124.3, 145.2}, false},
		{"a pale yellow neutral (seed 7939)", [3]float64{184.5, 129.0, 158.3}, [3]float64{190.7, 126.4, 140.5}, false},
	} {
		if got := warmGold(tc.face, tc.white); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDecideNeutralWarm: under a warm lamp the neutral little yellower
// than the white faces in Lab, but gold by warmGold, is named, and so is
// a salmon one Lab calls as red as skin; a face as little yellower that
// warmGold calls none is not, nor one under half the margin.
func TestDecideNeutralWarm(t *testing.T) {
	white := func(top rules.Scale, l float64) StackReading {
		st := faceStats{meanL: l, meanA: 131, meanB: 154}
		return StackReading{Top: top, Marks: top.Value(), Confidence: 0.9, stats: st, own: st}
	}
	blank := func(l, a, b float64) StackReading {
		return StackReading{Top: rules.NoScale, Why: noMarksSeen, stats: faceStats{meanL: l, meanA: a, meanB: b}}
	}
	w1, w2, w3 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 2), rules.NewScale(rules.White, 3)
	for _, tc := range []struct {
		name  string
		blank StackReading
		want  rules.Scale
	}{
		{"a deep gold neutral 8.9 yellower (seed 9386)", blank(104, 130, 162.9), rules.Neutral},
		{"a salmon neutral, 11 redder and 11 yellower", blank(124, 142, 165), rules.Neutral},
		{"a grey-yellow patch as little yellower, as light as the whites", blank(174, 131, 162.9), rules.NoScale},
		{"a deep gold face under half the margin yellower", blank(80, 130, 159), rules.NoScale},
	} {
		rs := []StackReading{white(w1, 174), white(w2, 175), white(w3, 173), tc.blank}
		decideNeutral(rs, nil)
		if rs[3].Top != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, rs[3].Top, tc.want)
		}
	}
}

// TestDecideNeutralGreenCloth: on green cloth the white faces take its
// green, and the neutral looks as red as it is yellow against them (seed
// 11025: 24.6 redder, 23.5 yellower). Whole and yellow by its paint
// (goldShaped), it is named; a piece as red, twice as long as wide, or a
// face as yellow but redder still, is a hand's skin.
func TestDecideNeutralGreenCloth(t *testing.T) {
	square := func(x, side int) []image.Point {
		return []image.Point{{x, 0}, {x + side, 0}, {x + side, side}, {x, side}}
	}
	white := func(top rules.Scale, x int) StackReading {
		st := faceStats{meanL: 218, meanA: 117, meanB: 156}
		return StackReading{Top: top, Marks: top.Value(), Confidence: 0.9, stats: st, own: st, Outline: square(x, 40)}
	}
	blank := func(a, b float64, outline []image.Point) StackReading {
		return StackReading{Top: rules.NoScale, Why: noMarksSeen, stats: faceStats{meanL: 169, meanA: a, meanB: b}, Outline: outline}
	}
	w1, w2, w3 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 2), rules.NewScale(rules.White, 3)
	for _, tc := range []struct {
		name  string
		blank StackReading
		want  rules.Scale
		skin  bool
	}{
		{"the neutral, a whole face (seed 11025)", blank(140, 179, square(300, 50)), rules.Neutral, false},
		{"the same colour twice as long as wide", blank(140, 179, []image.Point{{300, 0}, {370, 0}, {370, 35}, {300, 35}}), rules.NoScale, true},
		{"a whole face as yellow by its paint, redder", blank(155, 175, square(300, 50)), rules.NoScale, true},
	} {
		rs := []StackReading{white(w1, 0), white(w2, 60), white(w3, 120), tc.blank}
		decideNeutral(rs, nil)
		if rs[3].Top != tc.want || rs[3].skin != tc.skin {
			t.Errorf("%s: %v, skin %v; want %v, skin %v", tc.name, rs[3].Top, rs[3].skin, tc.want, tc.skin)
		}
	}
}

// TestDecideNeutralOwnWhite: on green felt the white faces' regions take
// the felt's green, and a neutral's own colour, little yellower than they
// in Lab, is as red as skin against them; against the white faces' own
// colour it is gold by its paint, and named (seed 14473). Its region's
// colour, or a piece of its colour twice as long as wide, is not.
func TestDecideNeutralOwnWhite(t *testing.T) {
	square := func(x, w, h int) []image.Point {
		return []image.Point{{x, 0}, {x + w, 0}, {x + w, h}, {x, h}}
	}
	white := func(top rules.Scale, x int) StackReading {
		return StackReading{Top: top, Marks: top.Value(), Confidence: 0.9, Outline: square(x, 40, 40),
			stats: faceStats{meanL: 192.6, meanA: 109.0, meanB: 162.4}, own: faceStats{meanL: 226.2, meanA: 118.8, meanB: 159.3}}
	}
	blank := func(own bool, outline []image.Point) StackReading {
		return StackReading{Top: rules.NoScale, Why: noMarksSeen, stats: faceStats{meanL: 167.2, meanA: 128.9, meanB: 172.1}, ownStats: own, Outline: outline}
	}
	w1, w2, w3 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 2), rules.NewScale(rules.White, 3)
	for _, tc := range []struct {
		name  string
		blank StackReading
		want  rules.Scale
	}{
		{"the neutral's own colour (seed 14473)", blank(true, square(300, 56, 52)), rules.Neutral},
		{"the same colour, its region's", blank(false, square(300, 56, 52)), rules.NoScale},
		{"the same colour, twice as long as wide", blank(true, square(300, 80, 40)), rules.NoScale},
	} {
		rs := []StackReading{white(w1, 0), white(w2, 60), white(w3, 120), tc.blank}
		decideNeutral(rs, nil)
		if rs[3].Top != tc.want {
			t.Errorf("%s: %v, want %v (%s)", tc.name, rs[3].Top, tc.want, rs[3].Why)
		}
	}
}

// TestDecideNeutralBarAmongDots: a face read white, golden, is named
// the neutral when its one mark is a speck or a dot; not when the mark is
// a bar and the frame's other faces' marks are dots: a tall stack's sides,
// a dark band between light ones (seed 11318). Among stripes it is named.
// Nor when its mark is print: a dot of the white faces' marks' size in
// its middle.
func TestDecideNeutralBarAmongDots(t *testing.T) {
	w1, w2, w3 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 2), rules.NewScale(rules.White, 3)
	st := faceStats{meanL: 220, meanA: 128, meanB: 140}
	white := func(top rules.Scale, long, share float64) StackReading {
		return StackReading{Top: top, Marks: top.Value(), Confidence: 0.9, stats: st, own: st, markLong: long, markShare: share}
	}
	gold := faceStats{meanL: 212, meanA: 132, meanB: 194}
	golden := func(long float64) StackReading {
		return StackReading{Top: w1, Marks: 1, Confidence: 0.9, stats: gold, own: gold, markLong: long}
	}
	// A face 14 yellower than the white faces, as in a warm shade, its
	// one mark a dot of share of the face at (x, 30) in a face of 60 by
	// 60.
	warm := faceStats{meanL: 212, meanA: 130, meanB: 154}
	dotAt := func(x int, share float64) StackReading {
		r := golden(1.1)
		r.stats, r.own = warm, warm
		r.markShare, r.marksAt, r.Bounds = share, []image.Point{{x, 30}}, image.Rect(0, 0, 60, 60)
		return r
	}
	for _, tc := range []struct {
		name         string
		marks, share float64 // the other faces' marks' length over width, and share of the face
		r            StackReading
		want         rules.Scale
	}{
		{"a dot among dots", 1.1, 0, golden(1.1), rules.Neutral},
		{"a bar among dots", 1.1, 0, golden(7.6), rules.NoScale},
		{"a bar among stripes", 5, 0, golden(7.6), rules.Neutral},
		// A dot of the white faces' marks' size in its middle is
		// print: a W1 in warm shade (seed 15514); not a speck of
		// 0.4 of them, nor one at its rim.
		{"a dot of the marks' size in its middle", 1.1, 0.02, dotAt(30, 0.02), w1},
		{"a speck in its middle", 1.1, 0.02, dotAt(30, 0.008), rules.Neutral},
		{"a dot of the marks' size at its rim", 1.1, 0.02, dotAt(56, 0.02), rules.Neutral},
	} {
		rs := []StackReading{white(w1, tc.marks, tc.share), white(w2, tc.marks, tc.share), white(w3, tc.marks, tc.share), white(w2, tc.marks, tc.share), tc.r}
		decideNeutral(rs, nil)
		if got := rs[4].Top; got != tc.want {
			t.Errorf("%s: %v, want %v (%s)", tc.name, got, tc.want, rs[4].Why)
		}
	}
}

// TestDoubtDarkWhite: a face read white with far less light than the
// other white faces (a black face lit grey, seed 9700) is said unread; one
// in a stack's shade, 0.77 of their light, stays, and so do a black face
// and any face where too few white faces are the reference. Where a hand
// is found, only one whose marks ran together is said unread.
func TestDoubtDarkWhite(t *testing.T) {
	w1, w2, w3, b2 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 2), rules.NewScale(rules.White, 3), rules.NewScale(rules.Black, 2)
	white := func(top rules.Scale, l float64) StackReading {
		return StackReading{Top: top, Confidence: 0.9, own: faceStats{meanL: l, meanA: 126, meanB: 135}}
	}
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want []rules.Scale
	}{
		{"a black face lit grey read as a W3 (seed 9700)",
			[]StackReading{white(w2, 253), white(w1, 253), white(w3, 252), white(w3, 155)},
			[]rules.Scale{w2, w1, w3, rules.NoScale}},
		{"a white face in a stack's shade",
			[]StackReading{white(w2, 253), white(w1, 253), white(w3, 252), white(w1, 195)},
			[]rules.Scale{w2, w1, w3, w1}},
		{"a black face is not weighed",
			[]StackReading{white(w2, 253), white(w1, 253), white(w3, 252), {Top: b2, own: faceStats{meanL: 60}}},
			[]rules.Scale{w2, w1, w3, b2}},
		{"two white faces are too few to tell",
			[]StackReading{white(w2, 253), white(w3, 155)},
			[]rules.Scale{w2, w3}},
	} {
		doubtDarkWhite(tc.rs, false)
		wantTops(t, tc.name, tc.rs, tc.want)
	}
	// Where a hand is found, a white face in its shade may be as dark,
	// its marks seen apart; not one whose marks ran together: a black
	// face read the other way round (seed 16419).
	run := white(w3, 150)
	run.runTogether = true
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want []rules.Scale
	}{
		{"a hand found: a white face in its shade, marks apart",
			[]StackReading{white(w2, 253), white(w1, 253), white(w3, 252), white(w3, 150)},
			[]rules.Scale{w2, w1, w3, w3}},
		{"a hand found: a black face read white, marks run together (seed 16419)",
			[]StackReading{white(w2, 253), white(w1, 253), white(w3, 252), run},
			[]rules.Scale{w2, w1, w3, rules.NoScale}},
	} {
		doubtDarkWhite(tc.rs, true)
		wantTops(t, tc.name, tc.rs, tc.want)
	}
}

// TestDecideNeutralCloth: a face with no marks beside a face read, far
// greener than the white faces and no gold, is the cloth; not one alone
// in its region, nor one only a little greener, nor the neutral on a
// green cloth, yellower by more than it is greener.
func TestDecideNeutralCloth(t *testing.T) {
	white := func(top rules.Scale, marks int) StackReading {
		return StackReading{Top: top, Marks: marks, Confidence: 0.9, stats: faceStats{meanL: 220, meanA: 126, meanB: 132}, own: faceStats{meanL: 220, meanA: 126, meanB: 132}}
	}
	blank := func(a, b float64, beside bool) StackReading {
		return StackReading{Top: rules.NoScale, Why: noMarksSeen, stats: faceStats{meanL: 230, meanA: a, meanB: b}, besideRead: beside}
	}
	w1, w2 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 2)
	for _, tc := range []struct {
		name  string
		blank StackReading
		top   rules.Scale
		cloth bool
	}{
		{"mint cloth beside a B3 (seed 5403)", blank(104, 146, true), rules.NoScale, true},
		{"the same alone in its region", blank(104, 146, false), rules.NoScale, false},
		{"a little greener", blank(116, 140, true), rules.NoScale, false},
		{"the neutral on pale green cloth", blank(108, 161, true), rules.Neutral, false},
	} {
		rs := []StackReading{white(w1, 1), white(w2, 2), white(w1, 1), tc.blank}
		decideNeutral(rs, nil)
		if rs[3].Top != tc.top || rs[3].clothHue != tc.cloth {
			t.Errorf("%s: %v, the cloth %v; want %v, %v", tc.name, rs[3].Top, rs[3].clothHue, tc.top, tc.cloth)
		}
	}
}

// TestSeparateFaces: of the faces in one region, a side band's speck is
// dropped, neighbours' faces kept, and a face twice the size of the
// others (two faces run together, its marks both scales') is no reading.
func TestSeparateFaces(t *testing.T) {
	face := func(x int, area float64) faceCandidate {
		return faceCandidate{area: area, mark: 0.02 * area, marks: 1, box: image.Rect(x, 0, x+40, 40)}
	}
	turned := func(x int, area float64) faceCandidate {
		c := face(x, area)
		c.box = image.Rect(x, 0, x+55, 55)
		return c
	}
	black := func(x int, area float64) faceCandidate {
		c := face(x, area)
		c.dark = true
		return c
	}
	band := func(x int, area float64) faceCandidate {
		c := face(x, area)
		c.sideBand = true
		return c
	}
	dots := func(x int, area float64, marks int) faceCandidate {
		c := face(x, area)
		c.marks, c.mark = marks, 0.009*area
		return c
	}
	// A black face whose dark part took in its neighbour's side: an L
	// round the white face's corner, spanning it in its box.
	sprawling := func(area float64) faceCandidate {
		c := black(0, area)
		c.box = image.Rect(0, 0, 90, 45)
		c.outline = []image.Point{{0, 0}, {45, 0}, {45, 38}, {90, 38}, {90, 45}, {0, 45}}
		return c
	}
	outlined := func(c faceCandidate) faceCandidate {
		c.outline = boxOutline(c.box)
		return c
	}
	// A face read surely, its outline its box: compactFace's one face,
	// or two faces side by side where the box is twice as long.
	sure := func(x int, area float64, wide int) faceCandidate {
		c := face(x, area)
		c.box, c.score = image.Rect(x, 0, x+wide, 50), 0.8
		c.outline = boxOutline(c.box)
		return c
	}
	darkSure := func(x int, area float64, wide int) faceCandidate {
		c := sure(x, area, wide)
		c.dark = true
		return c
	}
	// A piece of a crowded face, its box at x, its outline only the
	// part of the box the cut left it.
	cutPiece := func(x int, area float64, outline image.Rectangle) faceCandidate {
		c := face(x, area)
		c.cut, c.outline = true, boxOutline(outline)
		return c
	}
	ringing := func(area, inner float64, hole image.Rectangle) faceCandidate {
		c := face(0, area)
		c.box = image.Rect(0, 0, 85, 45)
		c.enclosed, c.inner = []image.Rectangle{hole}, inner
		return c
	}
	ringingTwo := func(area, inner float64) faceCandidate {
		c := black(0, area)
		c.box = image.Rect(0, 0, 85, 45)
		c.enclosed, c.inner = []image.Rectangle{image.Rect(0, 0, 42, 40), image.Rect(42, 0, 84, 40)}, inner
		return c
	}
	for _, tc := range []struct {
		name  string
		found []faceCandidate
		want  []float64 // the areas kept
	}{
		{"one", []faceCandidate{face(0, 1500)}, []float64{1500}},
		{"two apart", []faceCandidate{face(0, 1500), face(50, 1400)}, []float64{1500, 1400}},
		// Too small against its neighbour for a face: under 0.4 of a
		// scale's disc (1257) a band's sliver, dropped; over it perhaps
		// the part of a face a taller stack hides, said there, not read.
		{"a band beside", []faceCandidate{face(0, 1500), face(50, 450)}, []float64{1500}},
		{"part of a face beside", []faceCandidate{face(0, 1500), face(50, 600)}, []float64{1500, -1}},
		{"part of a face over a face", []faceCandidate{face(0, 1500), face(10, 600)}, []float64{1500}},
		{"a band whose mark is longer than any stripe", []faceCandidate{face(0, 1500), band(50, 600)}, []float64{1500}},
		{"overlapping", []faceCandidate{face(0, 1500), face(10, 1400)}, []float64{1500}},
		{"two run together among three", []faceCandidate{face(0, 1500), face(50, 3100), face(100, 1450), face(150, 1520)}, []float64{1520, 1500, 1450}},
		{"a large pair stays a pair", []faceCandidate{face(0, 3000), face(50, 2800)}, []float64{3000, 2800}},
		// A black face whose shadow rings its white neighbour: the
		// neighbour is found inside the ring, and kept though smaller than
		// the ring's face; a ringed face not found is said to be there.
		{"a face in another's ring", []faceCandidate{ringing(4000, 1400, image.Rect(40, 0, 80, 40)), face(40, 1300)}, []float64{4000, 1300}},
		{"a ringed face not found", []faceCandidate{ringing(4000, 1400, image.Rect(40, 0, 80, 40))}, []float64{4000, -1}},
		// The dark of the seams, shadows and table round two white faces
		// edge to edge rings both and owns less than a face: no face.
		{"the seams round two faces, ringing both", []faceCandidate{ringingTwo(3300, 2600), face(2, 1300), face(44, 1250)}, []float64{1300, 1250}},
		{"a black face ringing two faces' sides", []faceCandidate{ringingTwo(4000, 2600), face(2, 1300), face(44, 1250)}, []float64{4000, 1300, 1250}},
		{"a band in another's ring is still a band", []faceCandidate{ringing(4000, 1400, image.Rect(40, 0, 80, 40)), face(40, 500)}, []float64{4000, -1}},
		// Square faces turned 45°, side by side: their boxes overlap by a
		// quarter, their centres are a face's width apart.
		{"turned squares side by side", []faceCandidate{turned(0, 1500), turned(40, 1450)}, []float64{1500, 1450}},
		{"one turned square found twice", []faceCandidate{turned(0, 1500), turned(12, 1450)}, []float64{1500}},
		// A black face's dark part takes in its sides' and shadow's dark,
		// a white face's light part not: a white face half the black
		// ones is measured against the white, a white band against all.
		{"a white face among black ones", []faceCandidate{black(0, 2600), black(50, 2500), face(100, 1300)}, []float64{2600, 2500, 1300}},
		{"a white band beside a black face", []faceCandidate{black(0, 2600), face(50, 480)}, []float64{2600}},
		{"part of a white face beside a black face", []faceCandidate{black(0, 2600), face(50, 1000)}, []float64{2600, -1}},
		// A whole white face, as compact as one and read surely, beside
		// a black face run together with a tall stack's sides into
		// more than two faces: a face, whatever the dark part took in.
		{"a whole white face beside a black face and its sides", []faceCandidate{black(0, 3000), sure(60, 1200, 40)}, []float64{3000, 1200}},
		// Marks under a hundredth of the face: a band's speck, unless
		// two or three (small dots).
		{"three small dots", []faceCandidate{face(0, 1500), dots(50, 1450, 3)}, []float64{1500, 1450}},
		{"two small dots", []faceCandidate{face(0, 1500), dots(50, 1450, 2)}, []float64{1500, 1450}},
		{"one speck", []faceCandidate{face(0, 1500), dots(50, 1450, 1)}, []float64{1500}},
		// A row seen aslant, its faces growing towards the camera: each
		// measured against those near it; its nearest face, far larger
		// than the middle one, is one face if as compact as one.
		{"a row seen aslant", []faceCandidate{face(0, 800), face(45, 1100), face(90, 1300), face(135, 1600), face(180, 2000)}, []float64{2000, 1600, 1300, 1100, 800}},
		{"the nearest face of a row seen aslant", []faceCandidate{sure(0, 2600, 52), face(60, 1900), face(105, 1500), face(150, 1300), face(195, 1200)}, []float64{2600, 1900, 1500, 1300, 1200}},
		{"two faces run together at a row's end", []faceCandidate{sure(0, 2600, 100), face(105, 1900), face(150, 1500), face(195, 1300), face(240, 1200)}, []float64{1900, 1500, 1300, 1200}},
		// Of two colours, boxes over each other but outlines apart: two
		// faces; one outline over the other's: one face.
		{"a white face in a black face's box, beside its outline", []faceCandidate{sprawling(2500), outlined(face(46, 1400))}, []float64{2500, 1400}},
		{"a white face over a black face's outline", []faceCandidate{sprawling(2500), outlined(face(20, 1400))}, []float64{2500}},
		{"a white face, with no outline, in a black face's box", []faceCandidate{sprawling(2500), face(46, 1400)}, []float64{2500}},
		// Two pieces cut from one face of more marks than a face has,
		// their boxes over each other (a tall stack's top over half its
		// neighbour's face): two faces. Not cut so, one.
		{"two pieces cut from a crowded face", []faceCandidate{cutPiece(0, 1400, image.Rect(0, 0, 22, 40)), cutPiece(22, 1350, image.Rect(44, 0, 62, 40))}, []float64{1400, 1350}},
		{"the same faces, not cut", []faceCandidate{outlined(face(0, 1400)), outlined(face(22, 1350))}, []float64{1400}},
		// Tall stacks near the camera make the radius large for the low
		// ones beyond: a compact face under half the disc, beside a
		// larger one, is a face where another compact face as small is
		// read here; alone so small, it is said, not read.
		{"a low face beyond a tall one, another as low read", []faceCandidate{darkSure(0, 1200, 40), sure(60, 590, 36), sure(200, 640, 36)}, []float64{1200, 640, 590}},
		{"a low face beyond a tall one, alone", []faceCandidate{darkSure(0, 1200, 40), sure(60, 590, 36)}, []float64{1200, -1}},
		{"a low face beyond a tall one, the other no compact face", []faceCandidate{darkSure(0, 1200, 40), sure(60, 590, 36), sure(200, 640, 20)}, []float64{1200, 640, -1}},
	} {
		var got []float64
		for _, c := range separateFaces(tc.found, 20) {
			if c.unread {
				got = append(got, -1)
				continue
			}
			got = append(got, c.area)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: kept %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestSharedArea(t *testing.T) {
	square := func(x, y, side int) []image.Point { return boxOutline(image.Rect(x, y, x+side, y+side)) }
	for _, tc := range []struct {
		name     string
		a, b     []image.Point
		min, max float64
	}{
		{"the same", square(0, 0, 20), square(0, 0, 20), 0.99, 1},
		{"apart", square(0, 0, 20), square(30, 0, 20), 0, 0},
		{"half over", square(0, 0, 20), square(10, 0, 20), 0.45, 0.6},
		{"a small one inside", square(0, 0, 40), square(10, 10, 10), 0.99, 1},
		{"no outline", nil, square(0, 0, 20), 1, 1},
	} {
		if got := sharedArea(tc.a, tc.b); got < tc.min || got > tc.max {
			t.Errorf("%s: %.3f, want %.2f to %.2f", tc.name, got, tc.min, tc.max)
		}
	}
}

// TestCutRow: a part as long as a row of faces is cut face by face, each
// piece round one face; one face, with its side band or not, and a round
// blob larger than a face are not cut.
func TestCutRow(t *testing.T) {
	const side, w, h = 40, 260, 120
	tile := float64(side * side)
	for _, tc := range []struct {
		name  string
		rects []image.Rectangle // drawn as one part
		marks []image.Rectangle // holes in it
		want  int               // pieces, 0 for no cut
	}{
		{"one face", []image.Rectangle{image.Rect(20, 20, 60, 60)}, nil, 0},
		{"a face and its side band", []image.Rectangle{image.Rect(20, 20, 60, 74)}, nil, 0},
		{"a round blob of two faces", []image.Rectangle{image.Rect(20, 20, 77, 77)}, nil, 0},
		{"two side by side", []image.Rectangle{image.Rect(20, 20, 100, 60)}, nil, 2},
		{"three, with a shadow along them", []image.Rectangle{image.Rect(20, 20, 140, 60), image.Rect(24, 60, 144, 68)}, nil, 3},
		{"five", []image.Rectangle{image.Rect(20, 20, 220, 60)}, nil, 5},
		// Long enough for two, if the radius is a little short: a face
		// tilted and widened by its shadow, its three dots in a row...
		{"one face with a row of marks", []image.Rectangle{image.Rect(20, 20, 82, 62)},
			[]image.Rectangle{image.Rect(36, 38, 42, 44), image.Rect(47, 38, 53, 44), image.Rect(58, 38, 64, 44)}, 0},
		// ...and two faces seen along their row, a mark on each.
		{"two faces, a mark each", []image.Rectangle{image.Rect(20, 20, 84, 62)},
			[]image.Rectangle{image.Rect(33, 38, 39, 44), image.Rect(65, 38, 71, 44)}, 2},
	} {
		part := make([]uint8, w*h)
		var body []int
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if p := image.Pt(x, y); slices.ContainsFunc(tc.rects, p.In) {
					body = append(body, y*w+x)
					if !slices.ContainsFunc(tc.marks, p.In) {
						part[y*w+x] = 255
					}
				}
			}
		}
		pieces := firstCut(cutRow(part, body, w, tile))
		if len(pieces) != tc.want {
			t.Errorf("%s: %d pieces, want %d", tc.name, len(pieces), tc.want)
			continue
		}
		if tc.marks != nil {
			continue
		}
		// Each piece is one face: its pixels lie within a face's width
		// along the row, at the place of its face.
		for j, p := range pieces {
			lo, hi := w, 0
			for i, v := range p {
				if v != 0 {
					lo, hi = min(lo, i%w), max(hi, i%w)
				}
			}
			if want := 20 + j*side; lo < want-4 || lo > want+4 || hi-lo > side+4 {
				t.Errorf("%s: piece %d spans x %d to %d, want %d to %d", tc.name, j, lo, hi, want, want+side-1)
			}
		}
	}
}

// TestCutRowBent: a row of faces that bends, with a tall stack's side
// band below its first two faces, is cut face by face by the first cut
// cutRow offers: four in five of each piece's pixels are one face's.
// (Cut evenly along the row, the band's pixels push every cut off its
// seam: 0.58 to 0.73.)
func TestCutRowBent(t *testing.T) {
	const side, w, h = 40, 300, 160
	tile := float64(side * side)
	var centres []image.Point
	for j := range 5 {
		a := math.Pi * (-110 + 10*float64(j)) / 180
		centres = append(centres, image.Pt(150+int(math.Round(240*math.Cos(a))), 280+int(math.Round(240*math.Sin(a)))))
	}
	face := func(x, y int) int {
		for k, c := range centres {
			if abs(x-c.X) < side/2 && abs(y-c.Y) < side/2 {
				return k
			}
		}
		return -1
	}
	part := make([]uint8, w*h)
	var body []int
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			band := x >= centres[0].X-side/2 && x < centres[1].X+side/2 && y >= centres[0].Y+side/2 && y < centres[0].Y+side/2+18
			if face(x, y) >= 0 || band {
				part[y*w+x] = 255
				body = append(body, y*w+x)
			}
		}
	}
	first := firstCut(cutRow(part, body, w, tile))
	if len(first) != len(centres) {
		t.Fatalf("first cut in %d pieces, want %d", len(first), len(centres))
	}
	seen := map[int]bool{}
	for j, p := range first {
		count := make([]int, len(centres))
		n := 0
		for i, v := range p {
			if k := face(i%w, i/w); v != 0 && k >= 0 {
				count[k]++
				n++
			}
		}
		most := slices.Index(count, slices.Max(count))
		if float64(count[most]) < 0.8*float64(n) || seen[most] {
			t.Errorf("piece %d: of its %d pixels in faces, %v in each", j, n, count)
		}
		seen[most] = true
	}
}

func abs(x int) int { return max(x, -x) }

// firstCut is the pieces of the first of cuts that makes any, as
// facePart.faces tries them; nil if none does.
func firstCut(cuts []func() [][]uint8) [][]uint8 {
	for _, cut := range cuts {
		if pieces := cut(); pieces != nil {
			return pieces
		}
	}
	return nil
}

// TestMarkGroups: marks nearer than the reach to one of a group are of
// it, however far from the rest.
func TestMarkGroups(t *testing.T) {
	at := func(pts ...image.Point) []hole {
		var hs []hole
		for _, p := range pts {
			hs = append(hs, hole{rect: gocv.RotatedRect{Center: p}})
		}
		return hs
	}
	for _, tc := range []struct {
		name  string
		marks []hole
		want  int
	}{
		{"none", nil, 0},
		{"one", at(image.Pt(0, 0)), 1},
		{"a row", at(image.Pt(0, 0), image.Pt(9, 0), image.Pt(18, 0)), 1},
		{"a chain longer than the reach", at(image.Pt(0, 0), image.Pt(9, 0), image.Pt(18, 0), image.Pt(27, 0)), 1},
		{"one and two apart", at(image.Pt(0, 0), image.Pt(30, 0), image.Pt(39, 0)), 2},
		{"three apart", at(image.Pt(0, 0), image.Pt(0, 30), image.Pt(30, 0)), 3},
	} {
		if got := markGroups(tc.marks, 10); got != tc.want {
			t.Errorf("%s: %d groups, want %d", tc.name, got, tc.want)
		}
	}
}

// TestLaidOut: three marks lie in a row or a triangle, as every edition
// sets them out, in any view of the table; a hole like a mark elsewhere
// on the face (a seam, the table seen past it) is not set out so.
func TestLaidOut(t *testing.T) {
	// seen foreshortens a point as a view 35° off vertical does,
	// across the direction th.
	seen := func(x, y, th float64) [2]float64 {
		c, s := math.Cos(th), math.Sin(th)
		u, v := x*c+y*s, -x*s+y*c
		v *= math.Cos(35 * math.Pi / 180)
		return [2]float64{u*c - v*s, u*s + v*c}
	}
	tri := func(th float64) [3][2]float64 {
		var p [3][2]float64
		for k := range 3 {
			a := float64(k) * 2 * math.Pi / 3
			p[k] = seen(10*math.Cos(a), 10*math.Sin(a), th)
		}
		return p
	}
	for _, tc := range []struct {
		name  string
		p     [3][2]float64
		want  bool
		apart bool // each mark seen apart, none guessed
	}{
		{"a row", [3][2]float64{{0, 0}, {10, 0}, {20, 0}}, true, false},
		{"a row seen apart", [3][2]float64{{0, 0}, {10, 0}, {20, 0}}, true, true},
		{"a row seen apart, its spacings 1.4 times apart", [3][2]float64{{0, 0}, {10, 0}, {24, 0}}, true, true},
		{"two stripes and a band below, in line, seen apart", [3][2]float64{{26, 26}, {31, 33}, {46, 52}}, false, true},
		{"a diagonal row, out of order", [3][2]float64{{20, 20}, {0, 0}, {10, 10}}, true, false},
		{"a row, its middle a pixel off", [3][2]float64{{0, 0}, {10, 1}, {20, 0}}, true, false},
		{"a row, two dots run together guessed close", [3][2]float64{{0, 0}, {9, 9}, {14, 14}}, true, false},
		{"a triangle", tri(0), true, false},
		{"a triangle foreshortened one way", tri(0.3), true, false},
		{"a triangle foreshortened the other", tri(1.9), true, false},
		{"a small triangle, its centres to the pixel", [3][2]float64{{27, 25}, {22, 30}, {17, 20}}, true, false},
		{"two dots and a seam below, across them", [3][2]float64{{50.8, 17.8}, {73.2, 12.2}, {48, 44}}, false, false},
		{"two dots and the table far past them", [3][2]float64{{42, 51}, {55, 40}, {62, 98}}, false, false},
		{"a row, one far out", [3][2]float64{{0, 0}, {10, 0}, {40, 0}}, false, false},
		{"two on one place", [3][2]float64{{0, 0}, {0, 0}, {10, 0}}, false, false},
	} {
		if got := laidOut(tc.p, tc.apart); got != tc.want {
			t.Errorf("%s: laid out %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSetApart: of three marks, the one at an end of their row as far
// again from the nearer as the other two lie apart is set apart; a mark
// in an even row, the middle one, or one of a triangle is not.
func TestSetApart(t *testing.T) {
	at := func(p ...[2]int) []hole {
		var marks []hole
		for _, q := range p {
			marks = append(marks, hole{rect: gocv.RotatedRect{Center: image.Pt(q[0], q[1])}})
		}
		return marks
	}
	for _, tc := range []struct {
		name  string
		marks []hole
		j     int
		want  bool
	}{
		{"a seam past two stripes", at([2]int{26, 29}, [2]int{37, 33}, [2]int{57, 41}), 2, true},
		{"the first of the two stripes", at([2]int{26, 29}, [2]int{37, 33}, [2]int{57, 41}), 0, false},
		{"the third of an even row", at([2]int{0, 0}, [2]int{10, 0}, [2]int{20, 0}), 2, false},
		{"the third, 1.4 spacings on", at([2]int{0, 0}, [2]int{10, 0}, [2]int{24, 0}), 2, false},
		{"the middle one, far from one end", at([2]int{0, 0}, [2]int{10, 0}, [2]int{40, 0}), 1, false},
		{"the far end of a row", at([2]int{0, 0}, [2]int{10, 0}, [2]int{40, 0}), 2, true},
		{"one of a triangle", at([2]int{0, 0}, [2]int{10, 0}, [2]int{5, 9}), 2, false},
		{"one of two", at([2]int{0, 0}, [2]int{30, 0}), 1, false},
	} {
		if got := setApart(tc.marks, tc.j); got != tc.want {
			t.Errorf("%s: set apart %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestClothGreen: green of more chroma than a white face takes is no
// scale's; gold tinted by a green cloth, and a white face on one, are.
func TestClothGreen(t *testing.T) {
	for _, tc := range []struct {
		name    string
		l, a, b float64
		want    bool
	}{
		{"mint cloth's patch (seed 5325)", 239, 98, 154, true},
		{"green felt in shade", 120, 100, 140, true},
		{"white face on mint cloth", 253, 122, 140, false},
		{"the neutral, greenish gold", 190, 118, 175, false},
		{"grey-green, a white face's tint at most", 200, 110, 140, false},
		{"blue cloth", 150, 128, 90, true},
		{"violet cloth, as red as blue", 150, 160, 96, false},
		{"skin", 170, 150, 152, false},
	} {
		if got := coolBlank(faceStats{meanL: tc.l, meanA: tc.a, meanB: tc.b}); got != tc.want {
			t.Errorf("%s: green %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestMarksOff: a face's marks in its middle are 0 off it; two stripes
// at one end of a long "face", most of its width.
func TestMarksOff(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    faceCandidate
		want float64
		ok   bool
	}{
		{"a W2's dots round its middle", faceCandidate{marks: 2, marksAt: []image.Point{{15, 20}, {25, 20}}, box: image.Rect(0, 0, 40, 40)}, 0, true},
		{"two stripes at one end (seed 5455)", faceCandidate{marks: 2, marksAt: []image.Point{{23, 13}, {10, 11}}, box: image.Rect(0, 0, 111, 64)}, 0.68, true},
		{"marks counted by bumps", faceCandidate{marks: 3, marksAt: []image.Point{{20, 20}}, box: image.Rect(0, 0, 40, 40)}, 0, false},
	} {
		got, ok := tc.c.marksOff()
		if ok != tc.ok || math.Abs(got-tc.want) > 0.01 {
			t.Errorf("%s: %.2f %v, want %.2f %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

// TestThinnedStripe: a stripe that thinned to a sliver where it lies, as
// long as it, is the same stripe; a sliver elsewhere, much shorter, or
// where the mark was a dot, is not.
func TestThinnedStripe(t *testing.T) {
	stripe := hole{area: 30, rect: gocv.RotatedRect{Center: image.Pt(24, 24), Width: 3, Height: 18}}
	dot := hole{area: 30, rect: gocv.RotatedRect{Center: image.Pt(24, 24), Width: 6, Height: 6}}
	sliver := func(x, y, long int) hole {
		return hole{area: float64(long), rect: gocv.RotatedRect{Center: image.Pt(x, y), Width: 1, Height: long}}
	}
	for _, tc := range []struct {
		name  string
		marks []hole
		thin  []hole
		want  bool
	}{
		{"thinned where it lies (seed 5289)", []hole{stripe}, []hole{sliver(24, 25, 18)}, true},
		{"a sliver beside it", []hole{stripe}, []hole{sliver(30, 24, 18)}, false},
		{"a sliver of half its length", []hole{stripe}, []hole{sliver(24, 24, 9)}, false},
		{"no sliver", []hole{stripe}, nil, false},
		{"the mark a dot", []hole{dot}, []hole{sliver(24, 24, 6)}, false},
	} {
		if got := thinnedStripe(image.Pt(24, 24), 3.8, tc.marks, tc.thin); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestAddBlank: a face with no marks beside the faces read is added where
// the region has room for another stack; not one on a face read, not
// where the region is full, and not one of a green no scale has.
func TestAddBlank(t *testing.T) {
	const tile = 1600.0
	gold := faceStats{meanL: 180, meanA: 132, meanB: 170}
	read := faceCandidate{area: 1600, marks: 2, box: image.Rect(0, 0, 40, 40)}
	beside := faceCandidate{area: 1500, blank: true, box: image.Rect(42, 0, 82, 40), stats: gold}
	onIt := faceCandidate{area: 1500, blank: true, box: image.Rect(10, 0, 50, 40), stats: gold}
	// A mottled green cloth's patch beside a face read (seed 5325).
	cloth := beside
	cloth.stats = faceStats{meanL: 239, meanA: 98, meanB: 154}
	// A black face whose shadow rings the neutral beside it: its box
	// holds the neutral's, which was said to be there, unread.
	ring := faceCandidate{area: 4400, inner: 1500, marks: 1, box: image.Rect(0, 0, 84, 42), enclosed: []image.Rectangle{beside.box}}
	ringed := faceCandidate{box: beside.box, unread: true}
	// A black face whose dark part took in the neutral's shaded side: an
	// L round its corner, its box over the neutral's, its outline not.
	sprawl := faceCandidate{area: 1600, marks: 2, dark: true, box: image.Rect(0, 0, 80, 40)}
	sprawl.outline = []image.Point{{0, 0}, {40, 0}, {40, 34}, {80, 34}, {80, 40}, {0, 40}}
	// A white face whose lower right corner the neutral, in front, hides:
	// their boxes over each other over a quarter of the neutral's, their
	// outlines apart.
	cornered := faceCandidate{area: 1900, marks: 3, box: image.Rect(0, 0, 50, 50)}
	cornered.outline = []image.Point{{0, 0}, {50, 0}, {50, 22}, {26, 22}, {26, 50}, {0, 50}}
	inCorner := faceCandidate{area: 1500, blank: true, box: image.Rect(26, 22, 66, 62), stats: gold}
	outlined := func(c faceCandidate) faceCandidate {
		c.outline = boxOutline(c.box)
		return c
	}
	for _, tc := range []struct {
		name  string
		faces []faceCandidate
		blank []faceCandidate
		count int
		want  []bool // blank or not, face by face
	}{
		{"the neutral beside", []faceCandidate{read}, []faceCandidate{beside}, 3600, []bool{false, true}},
		{"on the face read", []faceCandidate{read}, []faceCandidate{onIt}, 3600, []bool{false}},
		{"no room", []faceCandidate{read}, []faceCandidate{beside}, 2000, []bool{false}},
		{"green cloth beside", []faceCandidate{read}, []faceCandidate{cloth}, 3600, []bool{false}},
		{"the neutral in a ring", []faceCandidate{ring, ringed}, []faceCandidate{beside}, 4600, []bool{false, true}},
		{"the neutral in a black face's box, beside its outline", []faceCandidate{sprawl}, []faceCandidate{outlined(beside)}, 3600, []bool{false, true}},
		{"the neutral over a black face's outline", []faceCandidate{sprawl}, []faceCandidate{outlined(onIt)}, 3600, []bool{false}},
		{"the neutral hiding a white face's corner (seed 16960)", []faceCandidate{cornered}, []faceCandidate{outlined(inCorner)}, 4200, []bool{false, true}},
		{"the neutral over a white face's outline", []faceCandidate{outlined(read)}, []faceCandidate{outlined(onIt)}, 3600, []bool{false}},
	} {
		var got []bool
		for _, f := range addBlank(tc.faces, tc.blank, tc.count, tile) {
			got = append(got, f.blank)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: faces blank %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestLoneBlank: the fourth try looks for a black face lit grey only in
// the place of a light face with no marks, a scale's size, that no face
// read lies on: beside a black face read, not on it, and never a dark
// one. A small one only where the region is no larger than one stack's,
// where it can be nothing but that stack's face; smaller still, to half
// a tile, only there and whole.
func TestLoneBlank(t *testing.T) {
	const tile = 1600.0
	read := faceCandidate{area: 1600, marks: 3, dark: true, box: image.Rect(0, 0, 40, 40)}
	beside := faceCandidate{area: 1700, blank: true, box: image.Rect(44, 0, 86, 42)}
	onIt := faceCandidate{area: 1700, blank: true, box: image.Rect(10, 4, 52, 46)}
	small := faceCandidate{area: 1000, blank: true, box: image.Rect(44, 0, 76, 32)}
	darkBlank := faceCandidate{area: 1700, blank: true, dark: true, box: beside.box}
	// 0.56 of the tile: a square whole, and one with a notch cut into
	// its side to 0.8 of its hull.
	wholeSmallFace := faceCandidate{area: 900, blank: true, box: image.Rect(44, 0, 74, 30), outline: []image.Point{{44, 0}, {74, 0}, {74, 30}, {44, 30}}}
	notchedSmall := faceCandidate{area: 900, blank: true, box: image.Rect(44, 0, 74, 30), outline: []image.Point{{44, 0}, {74, 0}, {74, 30}, {59, 12}, {44, 30}}}
	for _, tc := range []struct {
		name  string
		found []faceCandidate
		blank []faceCandidate
		count int // the region's pixels
		want  int
	}{
		{"no face read", nil, []faceCandidate{beside}, 4000, 1},
		{"beside a face read", []faceCandidate{read}, []faceCandidate{beside}, 4000, 1},
		{"on a face read", []faceCandidate{read}, []faceCandidate{onIt}, 4000, 0},
		{"too small", []faceCandidate{read}, []faceCandidate{small}, 4000, 0},
		{"dark", nil, []faceCandidate{darkBlank}, 4000, 0},
		{"one of two", []faceCandidate{read}, []faceCandidate{onIt, beside}, 4000, 1},
		{"small, alone in a stack's region", nil, []faceCandidate{small}, 1900, 1},
		{"small, in a region of two stacks", nil, []faceCandidate{small}, 3500, 0},
		{"smaller still, alone", nil, []faceCandidate{{area: 900, blank: true, box: small.box}}, 1900, 0},
		{"smaller still, alone, whole", nil, []faceCandidate{wholeSmallFace}, 1900, 1},
		{"smaller still, whole, in a region of two stacks", nil, []faceCandidate{wholeSmallFace}, 3500, 0},
		{"smaller still, alone, notched", nil, []faceCandidate{notchedSmall}, 1900, 0},
		{"under half a tile, alone, whole", nil, []faceCandidate{{area: 784, blank: true, box: image.Rect(44, 0, 72, 28), outline: []image.Point{{44, 0}, {72, 0}, {72, 28}, {44, 28}}}}, 1900, 0},
	} {
		if got := loneBlank(tc.found, tc.blank, tile, tc.count); len(got) != tc.want {
			t.Errorf("%s: %d lone blank faces, want %d", tc.name, len(got), tc.want)
		}
	}
}

// TestCentredLone: one mark seen whole in the face's middle is one face
// (with its side band, perhaps); off the middle, two marks, or marks
// counted by the bumps of one hole, may be two faces run together.
func TestCentredLone(t *testing.T) {
	box := image.Rect(0, 0, 150, 120)
	for _, tc := range []struct {
		name string
		c    faceCandidate
		want bool
	}{
		{"in the middle", faceCandidate{marks: 1, holes: 1, marksAt: []image.Point{{80, 62}}, box: box}, true},
		{"half a face off", faceCandidate{marks: 1, holes: 1, marksAt: []image.Point{{38, 60}}, box: box}, false},
		{"two marks", faceCandidate{marks: 2, holes: 2, marksAt: []image.Point{{70, 60}, {80, 60}}, box: box}, false},
		{"counted by bumps", faceCandidate{marks: 1, holes: 0, marksAt: []image.Point{{75, 60}}, box: box}, false},
	} {
		if got := centredLone(tc.c); got != tc.want {
			t.Errorf("%s: centred lone %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestMarksMiddle: a face much larger than a tile is centred on its
// marks; one of a tile's size keeps its own centre, as does one whose
// marks were not all placed.
func TestMarksMiddle(t *testing.T) {
	const r = 40.0
	tile := math.Pi * r * r
	three := []image.Point{{30, 40}, {54, 41}, {78, 42}}
	for _, tc := range []struct {
		name string
		c    faceCandidate
		want image.Point
		ok   bool
	}{
		{"with its side and shadow", faceCandidate{area: 2.5 * tile, marks: 3, marksAt: three}, image.Pt(54, 41), true},
		{"a tile's size", faceCandidate{area: 1.1 * tile, marks: 3, marksAt: three}, image.Point{}, false},
		{"no marks", faceCandidate{area: 2.5 * tile}, image.Point{}, false},
		{"marks counted by bumps, not placed", faceCandidate{area: 2.5 * tile, marks: 3, marksAt: three[:1]}, image.Point{}, false},
	} {
		got, ok := tc.c.marksMiddle(r)
		if ok != tc.ok || got != tc.want {
			t.Errorf("%s: %v %v, want %v %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

// TestFindFaceNotch: a small face whose marks blur into one bar reaching
// its edge is less convex than a face, by one notch, and still a face; a
// shape with a notch each side of a waist is not.
func TestFindFaceNotch(t *testing.T) {
	const w, h = 120, 80
	// draw paints the faces' brightness (marks darker where they are
	// darkest), and takes the face as the pixels over 170.
	draw := func(discs []image.Point, marks func(m *gocv.Mat)) ([]uint8, []uint8) {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		defer m.Close()
		for _, c := range discs {
			gocv.Circle(&m, c, 25, color.RGBA{230, 230, 230, 255}, -1)
		}
		marks(&m)
		return lightPart(m)
	}
	tile := math.Pi * 25 * 25
	// Three dots in a row, run together by blur into one bar that
	// reaches the edge: darkest at the dots.
	part, px := draw([]image.Point{{40, 40}}, func(m *gocv.Mat) {
		gocv.Line(m, image.Pt(40, 10), image.Pt(40, 48), greyOf(110), 8)
		for _, y := range []int{22, 35, 48} {
			gocv.Circle(m, image.Pt(40, y), 6, greyOf(30), -1)
		}
	})
	// The trace says the solidity this case is about.
	defer func(was bool) { debugFaces = was }(debugFaces)
	debugFaces = true
	if c := findFace(part, px, w, h, false, 2000, tile); len(c.outline) < 3 || c.marks != 3 || !strings.Contains(c.debug, "solidity 0.7") {
		t.Errorf("a face notched by its marks, of solidity under 0.8: %s", c.debug)
	}
	// A waist, a notch each side: two faces run together, or a face
	// and its band.
	part, px = draw([]image.Point{{40, 40}}, func(m *gocv.Mat) {
		for _, x := range []int{15, 65} {
			pv := gocv.NewPointsVectorFromPoints([][]image.Point{{{x, 16}, {x, 64}, {40 + (x-40)*2/5, 40}}})
			gocv.FillPoly(m, pv, greyOf(0))
			pv.Close()
		}
		gocv.Circle(m, image.Pt(40, 40), 4, greyOf(30), -1)
	})
	if c := findFace(part, px, w, h, false, 2000, tile); len(c.outline) >= 3 {
		t.Errorf("a waist read as a face: %s", c.debug)
	}
}

// TestFindFaceRim: a hole a mark's size at the face's rim (a neighbour's
// corner biting in) is no mark; the same hole in the middle is one.
func TestFindFaceRim(t *testing.T) {
	const w, h = 80, 80
	for _, tc := range []struct {
		name   string
		second image.Point
		want   int
	}{
		{"second dot at the rim", image.Pt(61, 40), 1},
		{"second dot beside the first", image.Pt(48, 40), 2},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Circle(&m, image.Pt(40, 40), 25, color.RGBA{230, 230, 230, 255}, -1)
		for _, c := range []image.Point{{32, 40}, tc.second} {
			gocv.Circle(&m, c, 3, color.RGBA{30, 30, 30, 255}, -1)
		}
		part, px := lightPart(m)
		m.Close()
		if c := findFace(part, px, w, h, false, 2000, math.Pi*25*25); c.marks != tc.want {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, c.marks, tc.want, c.debug)
		}
	}
}

func TestGreyPart(t *testing.T) {
	const w, h = 9, 1
	part := []uint8{255, 255, 255, 255, 255, 255, 0, 255, 255}
	// Lab a offsets: grey, grey, then coloured pixels at growing
	// distance from the grey ones; one grey pixel not in the part.
	da := []int{0, 0, 30, 30, 30, 30, 0, 30, 0}
	px := make([]uint8, 3*w*h)
	for i, a := range da {
		px[3*i], px[3*i+1], px[3*i+2] = 60, uint8(128+a), 128
	}
	got := greyPart(part, px, w, h, 18, 1)
	want := []uint8{255, 255, 255, 0, 0, 0, 0, 255, 255}
	if !slices.Equal(got, want) {
		t.Errorf("greyPart = %v, want %v", got, want)
	}
}

// greyOf is the opaque grey of lightness v, for drawing test faces.
func greyOf(v uint8) color.RGBA { return color.RGBA{v, v, v, 255} }

// lightPart takes a grey picture as the Lab pixels of a colourless face,
// and the pixels over 170 as its light part.
func lightPart(m gocv.Mat) (part, px []uint8) {
	return lumPart(m, func(v uint8) bool { return v > 170 })
}

// darkPart is lightPart's dark part: the pixels under 120.
func darkPart(m gocv.Mat) (part, px []uint8) {
	return lumPart(m, func(v uint8) bool { return v < 120 })
}

// lumPart takes a grey picture as the Lab pixels of a colourless face
// (px), and those whose lightness is in the part as its part.
func lumPart(m gocv.Mat, in func(uint8) bool) (part, px []uint8) {
	lum, _ := m.DataPtrUint8()
	part = make([]uint8, len(lum))
	px = make([]uint8, 3*len(lum))
	for i, v := range lum {
		px[3*i], px[3*i+1], px[3*i+2] = v, 128, 128
		if in(v) {
			part[i] = 255
		}
	}
	return part, px
}

// TestGoldBeside: a row cut into a marked white face and a blank piece
// stands when the blank piece is a whole face yellower than the white
// one (the neutral against it); not when it is the white face's own
// colour (its side band) or too small for a face.
func TestGoldBeside(t *testing.T) {
	const w, h, tile = 100, 40, 1600.0
	white := faceCandidate{marks: 2, area: 1600, box: image.Rect(0, 0, 40, 40), outline: []image.Point{{0, 0}, {39, 0}, {39, 39}}}
	other := faceCandidate{area: 1500, box: image.Rect(45, 0, 85, 40), outline: []image.Point{{45, 0}, {84, 0}, {84, 39}}}
	small := other
	small.area = 600
	lesser := other
	lesser.area = 800
	ring := other // the table round the white face, the face its hole
	ring.area, ring.box = 3200, image.Rect(0, 0, 100, 40)
	for _, tc := range []struct {
		name   string
		b      uint8 // the blank piece's Lab b; the white face's is 130
		blank  faceCandidate
		face   float64 // the white face's area, if not a tile's
		golden bool
	}{
		{"the neutral", 170, other, 0, true},
		{"the white face's band", 133, other, 0, false},
		{"a sliver of gold", 170, small, 0, false},
		// Tall stacks' sides make the tile large against every face.
		{"the neutral as large as a small white face", 170, lesser, 900, true},
		{"a sliver of gold beside a small white face", 170, small, 900, false},
		{"a cloth of the neutral's tint round a white face", 170, ring, 0, false},
	} {
		white := white
		if tc.face > 0 {
			white.area = tc.face
		}
		px := make([]uint8, 3*w*h)
		row := [][]uint8{make([]uint8, w*h), make([]uint8, w*h)}
		for i := 0; i < w*h; i++ {
			px[3*i], px[3*i+1], px[3*i+2] = 200, 128, 130
			if p := image.Pt(i%w, i/w); p.In(white.box) {
				row[0][i] = 255
			} else if p.In(tc.blank.box) {
				row[1][i] = 255
				px[3*i+2] = tc.b
			}
		}
		if got := goldBeside(row, []faceCandidate{white, tc.blank}, px, w, tile); got != tc.golden {
			t.Errorf("%s: goldBeside = %v, want %v", tc.name, got, tc.golden)
		}
	}
}

// TestTintRow: a light part of white pixels and golden ones, a good part
// of a tile each, is parted by tint; a part of one tint, or with too
// little of the other, is not.
func TestTintRow(t *testing.T) {
	const w, h, tile = 100, 40, 1600.0
	for _, tc := range []struct {
		name   string
		goldAt int // the first column of golden pixels (w: none)
		want   bool
	}{
		{"a white face and the neutral", 50, true},
		{"a white face alone", w, false},
		{"a white face and a golden sliver", 90, false},
		{"a white face in a cloth of the neutral's tint", 30, false},
	} {
		part, px := make([]uint8, w*h), make([]uint8, 3*w*h)
		for i := range part {
			part[i] = 255
			px[3*i], px[3*i+1], px[3*i+2] = 210, 128, 131+uint8(i%3)
			if i%w >= tc.goldAt {
				px[3*i], px[3*i+2] = 175, 170+uint8(i%3)
			}
		}
		row := tintRow(part, px, tile)
		if got := row != nil; got != tc.want {
			t.Fatalf("%s: parted %v, want %v", tc.name, got, tc.want)
		}
		if row == nil {
			continue
		}
		for i := range part {
			if gold := i%w >= tc.goldAt; row[0][i] != 0 == gold || row[1][i] != 0 != gold {
				t.Fatalf("%s: pixel (%d,%d) in the wrong piece", tc.name, i%w, i/w)
			}
		}
	}
}

// TestSplitCrowded: two white faces edge to edge, with three dots and
// two, are one face of five marks, more than a scale has; cut in two,
// each is read. Four dots all on one of them leave the other piece no
// marks: no cut.
func TestSplitCrowded(t *testing.T) {
	const w, h, side = 140, 80, 50
	for _, tc := range []struct {
		name    string
		dots    []image.Point
		bars    []image.Rectangle
		crowded bool
		want    []int // marks of the pieces, left to right; nil for no cut
	}{
		{"three dots and two", []image.Point{{30, 28}, {30, 40}, {30, 52}, {75, 34}, {75, 46}}, nil, true, []int{3, 2}},
		{"four on one face", []image.Point{{30, 30}, {50, 30}, {30, 50}, {50, 50}}, nil, true, nil},
		// Three marks, each face's about its own centre: a W1 beside a
		// W2 is no W3.
		{"a dot, and two a face away", []image.Point{{40, 40}, {84, 40}, {96, 40}}, nil, true, []int{1, 2}},
		// Three stripes one way and two the other: the B2's stripes are
		// not left out of a B3 as a notch.
		{"three stripes and two across them", nil, []image.Rectangle{
			image.Rect(28, 29, 52, 33), image.Rect(28, 38, 52, 42), image.Rect(28, 47, 52, 51),
			image.Rect(83, 28, 87, 52), image.Rect(93, 28, 97, 52)}, true, []int{3, 2}},
		// A face and its side band, two faces' size: its three dots lie
		// together, and it is one face.
		{"three dots together on a long face", []image.Point{{30, 40}, {40, 40}, {50, 40}}, nil, false, nil},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Rectangle(&m, image.Rect(15, 15, 15+2*side, 15+side), color.RGBA{230, 230, 230, 255}, -1)
		for _, d := range tc.dots {
			gocv.Circle(&m, d, 5, color.RGBA{30, 30, 30, 255}, -1)
		}
		for _, b := range tc.bars {
			gocv.Rectangle(&m, b, color.RGBA{30, 30, 30, 255}, -1)
		}
		part, px := lightPart(m)
		m.Close()
		c := findFace(part, px, w, h, false, 2*side*side, side*side)
		if c.crowded != tc.crowded {
			t.Fatalf("%s: crowded %v, want %v: %s", tc.name, c.crowded, tc.crowded, c.debug)
		}
		var got []int
		pieces := splitCrowded(c, part, px, w, h, 2*side*side, side*side)
		slices.SortFunc(pieces, func(a, b faceCandidate) int { return a.box.Min.X - b.box.Min.X })
		for _, p := range pieces {
			got = append(got, p.marks)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: pieces with %v marks, want %v", tc.name, got, tc.want)
		}
	}
}

// TestByMarks: a crowded face's marks are grouped into the faces they
// print: stripes side by side and the same way, or dots close, are one
// face's; a stripe across them, or marks a radius off, another's (seed
// 14997: a B1's stripe at 15 degrees beside a B2's two at 50). Each pixel
// of the face then goes with the nearest group (cutRound).
func TestByMarks(t *testing.T) {
	stripe := func(x, y int, deg float64) hole { return bar(x, y, 40, 9, deg) }
	dot := func(x, y int) hole { return bar(x, y, 10, 10, 0) }
	const reach = 36 // a scale's radius
	for _, tc := range []struct {
		name  string
		marks []hole
		want  []int // each group's size, in order of its first mark
	}{
		{"a B2's two stripes and a B1's across them (seed 14997)", []hole{stripe(70, 82, 49), stripe(52, 92, 50), stripe(110, 38, 15)}, []int{2, 1}},
		{"a W3's three stripes side by side", []hole{stripe(40, 40, 90), stripe(52, 40, 90), stripe(64, 40, 90)}, []int{3}},
		{"a stripe across two, within a radius of them", []hole{stripe(40, 40, 90), stripe(52, 40, 90), stripe(60, 70, 0)}, []int{2, 1}},
		{"three dots together", []hole{dot(30, 40), dot(40, 40), dot(50, 40)}, []int{3}},
		{"two dots a radius and more from the third", []hole{dot(30, 40), dot(40, 40), dot(90, 40)}, []int{2, 1}},
	} {
		var got []int
		for _, g := range byMarks(tc.marks, reach) {
			got = append(got, len(g))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: groups of %v, want %v", tc.name, got, tc.want)
		}
	}
	face := make([]uint8, 200*100)
	for i := range face {
		face[i] = 255
	}
	pieces := cutRound(face, 200, [][]hole{{dot(40, 50), dot(60, 50)}, {dot(150, 50)}})
	if len(pieces) != 2 || pieces[0][50*200+90] == 0 || pieces[1][50*200+110] == 0 || pieces[0][50*200+110] != 0 {
		t.Errorf("cut round marks at x 50 and 150: the halves do not part at x 100")
	}
}

// TestTwoLong: a face of a tile or more twice as long as wide is two
// faces' size and shape (seed 15075: two black faces, 1.66 tiles, 2.3
// long); a hexagon seen 35 degrees off vertical is 1.41, and a face
// under a tile is none.
func TestTwoLong(t *testing.T) {
	const tile = 5027.0
	rect := func(w, h int) []image.Point { return []image.Point{{0, 0}, {w, 0}, {w, h}, {0, h}} }
	for _, tc := range []struct {
		name    string
		outline []image.Point
		area    float64
		want    bool
	}{
		{"two faces side by side, 1.66 tiles, 2.3 long", rect(165, 72), 8348, true},
		{"a face seen aslant, 1.41 long", rect(90, 64), 5300, false},
		{"a long piece under a tile", rect(100, 40), 3500, false},
	} {
		if got := twoLong(faceCandidate{outline: tc.outline, area: tc.area}, tile); got != tc.want {
			t.Errorf("%s: twoLong %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestOverlappedFacesCrowded: a tall stack's top leaning over its
// neighbour's face, the two faces overlapped into one of 1.4 faces' size,
// each with one dot round its own centre: marks of two faces, no sure
// "2". One face with its side band, as large, has its two dots together.
func TestOverlappedFacesCrowded(t *testing.T) {
	const w, h, side = 110, 80, 50
	for _, tc := range []struct {
		name    string
		dots    []image.Point
		crowded bool
	}{
		{"a dot on each of two faces", []image.Point{{33, 40}, {72, 40}}, true},
		{"two dots on one face, its side band beside it", []image.Point{{33, 34}, {33, 46}}, false},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Rectangle(&m, image.Rect(15, 15, 15+side*14/10, 15+side), color.RGBA{230, 230, 230, 255}, -1)
		for _, d := range tc.dots {
			gocv.Circle(&m, d, 5, color.RGBA{30, 30, 30, 255}, -1)
		}
		part, px := lightPart(m)
		m.Close()
		c := findFace(part, px, w, h, false, side*side*14/10, side*side)
		if c.crowded != tc.crowded || c.marks != 2 {
			t.Errorf("%s: %d marks, crowded %v, want 2 and %v: %s", tc.name, c.marks, c.crowded, tc.crowded, c.debug)
		}
	}
}

// TestBumpsOfAMarkNotMarks reads a black face with two stripes, one of
// them a third larger than the other and dimmer across its middle (a
// glint, uneven print): its two bumps of brightness are one mark, not two
// run together, which would each be nearly a lone stripe's size.
func TestBumpsOfAMarkNotMarks(t *testing.T) {
	got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
		switch {
		case x >= 38 && x <= 42 && y >= 35 && y <= 64:
			return 200, true
		case x >= 52 && x <= 57 && y >= 33 && y <= 66:
			if y >= 48 && y <= 51 {
				return 140, true // the dip
			}
			return 200, true
		}
		return 0, false
	})
	if got.marks != 2 {
		t.Errorf("%d marks, want 2 (%s)", got.marks, got.debug)
	}
}

// TestBumpsAlongFaintHumps: two dots run together, the saddle between
// them an eighth of the range below their summits, are one bump, and two
// faint humps either side of the hole's middle; one dot blurred long by a
// shaking camera is one hump, and a stripe whose print wiggles has its
// humps anywhere.
func TestBumpsAlongFaintHumps(t *testing.T) {
	const w, h = 60, 40
	// spots paints a white face (L 220) darkened by Gaussian spots of the
	// given centres along y = 20, sigma sx along and 4 across.
	spots := func(sx float64, xs ...float64) []uint8 {
		px := make([]uint8, 3*w*h)
		for y := range h {
			for x := range w {
				g := 0.0
				for _, cx := range xs {
					dx, dy := (float64(x)-cx)/sx, float64(y-20)/4
					g += math.Exp(-(dx*dx + dy*dy) / 2)
				}
				i := 3 * (y*w + x)
				px[i], px[i+1], px[i+2] = uint8(max(0, 220-170*g)), 128, 128
			}
		}
		return px
	}
	// stripe paints a stripe from x 18 to 42, rows 16 to 24, of L 60 with
	// a lighter notch at x 24 and 25 and its right part lighter (L 75).
	stripe := func() []uint8 {
		px := make([]uint8, 3*w*h)
		for y := range h {
			for x := range w {
				l := uint8(220)
				if y >= 16 && y <= 24 && x >= 18 && x <= 42 {
					switch {
					case x == 24 || x == 25:
						l = 85
					case x >= 30:
						l = 75
					default:
						l = 60
					}
				}
				i := 3 * (y*w + x)
				px[i], px[i+1], px[i+2] = l, 128, 128
			}
		}
		return px
	}
	// stripes paints three stripes across y = 20, each 6 wide from x 18,
	// of L 60, the gaps between them 2 wide, of L shallow and deep.
	stripes := func(shallow, deep uint8) []uint8 {
		px := make([]uint8, 3*w*h)
		for y := range h {
			for x := range w {
				l := uint8(220)
				if y >= 8 && y <= 32 && x >= 18 && x < 40 {
					switch x {
					case 24, 25:
						l = shallow
					case 32, 33:
						l = deep
					default:
						l = 60
					}
				}
				i := 3 * (y*w + x)
				px[i], px[i+1], px[i+2] = l, 128, 128
			}
		}
		return px
	}
	rr := bar(30, 20, 24, 8, 0).rect
	for _, tc := range []struct {
		name  string
		px    []uint8
		bumps int
		two   bool
		faint int
	}{
		{"two dots run together", spots(4, 25, 35), 1, true, 2},
		{"one dot blurred long", spots(8, 30), 1, false, 1},
		{"two dots apart", spots(3, 22, 38), 2, true, 2},
		{"a stripe whose print wiggles", stripe(), 1, false, 2},
		{"three stripes, one gap shallow", stripes(85, 160), 2, false, 3},
		{"three stripes, their gaps deep", stripes(160, 160), 3, false, 3},
	} {
		got := bumpsAlong(tc.px, w, h, rr, false)
		if got.n != tc.bumps || got.twoHumps != tc.two || got.faint != tc.faint {
			t.Errorf("%s: %d bumps, two humps %v, %d faint; want %d, %v and %d", tc.name, got.n, got.twoHumps, got.faint, tc.bumps, tc.two, tc.faint)
		}
	}
}

// TestBumpsOfARingingStripe reads a black face with one stripe whose
// ends ring brighter than its middle for a pixel (sharpening, JPEG): the
// wiggle is no gap between two marks, and the stripe is one mark, read
// surely.
func TestBumpsOfARingingStripe(t *testing.T) {
	got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
		if x < 46 || x > 51 || y < 33 || y > 66 {
			return 0, false
		}
		if y == 33 || y == 66 {
			return 230, true
		}
		return 185, true
	})
	if got.marks != 1 || got.score <= unsureScore {
		t.Errorf("%d marks, want 1, surely (%s)", got.marks, got.debug)
	}
}

// TestFindFacePinchedDots: two dots that touch make one pinched hole,
// too ragged for a mark, that is still two of the face's dots; a ragged
// hole of two dots' area that is no row of dots is not.
func TestFindFacePinchedDots(t *testing.T) {
	const w, h = 80, 80
	dark := color.RGBA{30, 30, 30, 255}
	for _, tc := range []struct {
		name string
		draw func(m *gocv.Mat)
		want int
	}{
		{"a lone dot and two touching", func(m *gocv.Mat) {
			gocv.Circle(m, image.Pt(31, 31), 3, dark, -1)
			gocv.Circle(m, image.Pt(40, 40), 3, dark, -1)
			gocv.Circle(m, image.Pt(45, 45), 3, dark, -1)
		}, 3},
		{"a lone dot and two far apart in a row with it, joined by blur", func(m *gocv.Mat) {
			gocv.Circle(m, image.Pt(27, 44), 3, dark, -1)
			gocv.Circle(m, image.Pt(35, 44), 3, dark, -1)
			gocv.Circle(m, image.Pt(43, 44), 3, dark, -1)
			gocv.Line(m, image.Pt(35, 44), image.Pt(43, 44), dark, 1)
		}, 3},
		{"a lone dot and a seam, two dots wide, across from it", func(m *gocv.Mat) {
			gocv.Circle(m, image.Pt(40, 30), 3, dark, -1)
			gocv.Circle(m, image.Pt(36, 48), 3, dark, -1)
			gocv.Circle(m, image.Pt(44, 48), 3, dark, -1)
			gocv.Line(m, image.Pt(36, 48), image.Pt(44, 48), dark, 1)
		}, 1},
		{"a lone dot and two touching, far dimmer: a seam between a face and the side under it", func(m *gocv.Mat) {
			gocv.Circle(m, image.Pt(31, 31), 3, dark, -1)
			dim := color.RGBA{140, 140, 140, 255}
			gocv.Circle(m, image.Pt(40, 40), 3, dim, -1)
			gocv.Circle(m, image.Pt(45, 45), 3, dim, -1)
		}, 1},
		{"a lone dot and a bent scratch", func(m *gocv.Mat) {
			gocv.Circle(m, image.Pt(31, 31), 3, dark, -1)
			gocv.Line(m, image.Pt(40, 38), image.Pt(48, 38), dark, 2)
			gocv.Line(m, image.Pt(40, 38), image.Pt(40, 48), dark, 2)
		}, 1},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Circle(&m, image.Pt(40, 40), 25, color.RGBA{230, 230, 230, 255}, -1)
		tc.draw(&m)
		part, px := lightPart(m)
		m.Close()
		if c := findFace(part, px, w, h, false, 2000, math.Pi*25*25); c.marks != tc.want {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, c.marks, tc.want, c.debug)
		}
	}
}

// TestWhiteFaceNoBlackFace reads a small white face whose marks ran
// together into a shape no mark has (dots that touch, blurred), with its
// shadow, on a grey table: it is said unreadable, never read as a black
// face in its own shade.
func TestWhiteFaceNoBlackFace(t *testing.T) {
	const w, h, radius = 60, 60, 14.0
	table := [3]uint8{110, 120, 132}
	faces, r := readPaintedStack(t, w, h, radius, table, func(x, y int) ([3]uint8, bool) {
		fx, fy := float64(x-28), float64(y-28)
		d := math.Hypot(fx, fy)
		switch {
		case fx >= -4 && fx <= 4 && fy >= -4 && fy <= -2 || fx >= -4 && fx <= -2 && fy >= -4 && fy <= 4:
			return [3]uint8{45, 128, 128}, true // the marks, run together
		case d <= radius:
			return [3]uint8{225, 127, 131}, true
		case math.Hypot(fx-3, fy-3) <= radius:
			return [3]uint8{70, 122, 130}, true // its shadow
		case d <= radius+3:
			return table, true
		}
		return table, false
	})
	for _, f := range faces {
		if f.dark && f.marks > 0 {
			t.Errorf("read as a black face with %d marks (%s)", f.marks, f.debug)
		}
	}
	if len(faces) == 0 && r.Why == "" {
		t.Error("no face read, and no reason given")
	}
}

// TestLoneStripeWithADip: a face's one hole whose brightness has two
// bumps along it is two dots run together when it is about two dots
// long, and may as well be one stripe with a dip when far longer: that
// is not read surely as two marks.
func TestLoneStripeWithADip(t *testing.T) {
	for _, tc := range []struct {
		name       string
		half, wide int // the hole's half length and half width
		sure       bool
	}{
		{"two dots run together", 10, 5, true},
		{"a stripe with a dip", 17, 3, false},
	} {
		got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
			if dx, dy := x-50, y-50; dx >= -tc.half && dx <= tc.half && dy >= -tc.wide && dy <= tc.wide {
				if dx >= -1 && dx <= 1 {
					return 130, true // the dip between the bumps
				}
				return 210, true
			}
			return 0, false
		})
		if sure := got.marks == 2 && got.score >= 0.5; sure != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want sure of 2: %v (%s)", tc.name, got.marks, got.score, tc.sure, got.debug)
		}
	}
}

// TestFindFaceBevelGap reads a face turned askew, seen from an angle so
// that its side shows past one edge as a light band, the bevel between
// them a thin dark gap parallel to the stripes. The gap lies well inside
// the face's box, and as long as a stripe: it is no mark. A stripe as
// near the face's edge, where the face is cut short, is one.
func TestFindFaceBevelGap(t *testing.T) {
	const w, h = 90, 90
	light, dark := color.RGBA{230, 230, 230, 255}, color.RGBA{30, 30, 30, 255}
	// A bar centred at c, len long and wide across, its length along u.
	bar := func(c [2]float64, u [2]float64, length, wide float64) []image.Point {
		v := [2]float64{-u[1], u[0]}
		var pts []image.Point
		for _, s := range [][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			x := c[0] + s[0]*length/2*u[0] + s[1]*wide/2*v[0]
			y := c[1] + s[0]*length/2*u[1] + s[1]*wide/2*v[1]
			pts = append(pts, image.Pt(int(math.Round(x)), int(math.Round(y))))
		}
		return pts
	}
	fill := func(m *gocv.Mat, pts []image.Point, c color.RGBA) {
		pv := gocv.NewPointsVectorFromPoints([][]image.Point{pts})
		gocv.FillPoly(m, pv, c)
		pv.Close()
	}
	u := [2]float64{math.Sqrt2 / 2, -math.Sqrt2 / 2} // the stripes' way: up and right
	n := [2]float64{u[1] * -1, u[0]}                 // across them, down and right
	at := func(off float64) [2]float64 { return [2]float64{44 + off*n[0], 44 + off*n[1]} }
	for _, tc := range []struct {
		name    string
		stripes []float64 // their offsets across the face
		cut     bool      // the face cut short past the first stripe
		want    int
	}{
		{"one stripe", []float64{0}, false, 1},
		{"two stripes", []float64{-5.5, 5.5}, false, 2},
		// A neighbour's shadow over the face's far edge: its outer
		// stripe as near the hull's edge as the gap, and a mark.
		{"three stripes, cut short", []float64{-11, 0, 11}, true, 3},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		fill(&m, bar(at(0), u, 46, 46), light)
		if tc.cut {
			fill(&m, bar(at(-20), u, 50, 8), color.RGBA{})
		}
		// The side band past the lower right edge, and the bevel's gap.
		fill(&m, bar(at(25), u, 42, 6), light)
		fill(&m, bar(at(23.5), u, 30, 3), dark)
		for _, off := range tc.stripes {
			fill(&m, bar(at(off), u, 24, 5), dark)
		}
		part, px := lightPart(m)
		m.Close()
		if c := findFace(part, px, w, h, false, 2600, 46*46); c.marks != tc.want {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, c.marks, tc.want, c.debug)
		}
	}
}

// TestFindFaceThirdStripeInNotch reads a face of three stripes whose
// outer one has run into a dark notch at the face's rim, too ragged for
// a mark: two marks, but unsure. Two stripes beside the same notch, with
// face where a third would lie, are two marks and sure.
func TestFindFaceThirdStripeInNotch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		stripes []int // their rows
		sure    bool
	}{
		{"three, one in the notch", []int{29, 40, 51}, false},
		{"two beside the notch", []int{40, 51}, true},
	} {
		var stripes []image.Rectangle
		for _, y := range tc.stripes {
			stripes = append(stripes, image.Rect(28, y-2, 52, y+3))
		}
		c := readWhiteDisc(stripes, func(m *gocv.Mat) {
			// The notch: a shadow over the rim above the first row.
			gocv.Circle(m, image.Pt(24, 20), 7, markColour, -1)
		})
		if c.marks != 2 || (c.score > 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 2, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// TestFindFaceThinThirdStripe reads a face of three stripes that blur
// left uneven, the thinnest too small to group with the other two: where
// the three are a row centred on the face, three marks (centringStripe);
// where the two are the ones centred, the thin bar past them may be a
// side band or a stripe, so two marks, but unsure. Two stripes with a
// speck off their line are two marks and sure.
func TestFindFaceThinThirdStripe(t *testing.T) {
	for _, tc := range []struct {
		name  string
		marks []image.Rectangle
		want  int
		sure  bool
	}{
		{"three, one thin, the row centred", []image.Rectangle{image.Rect(29, 27, 51, 31), image.Rect(28, 37, 52, 43), image.Rect(28, 48, 52, 55)}, 3, true},
		{"two centred, a thin bar past", []image.Rectangle{image.Rect(28, 32, 52, 38), image.Rect(28, 43, 52, 49), image.Rect(29, 54, 51, 58)}, 2, false},
		{"two and a speck", []image.Rectangle{image.Rect(28, 37, 52, 43), image.Rect(28, 48, 52, 55), image.Rect(36, 24, 39, 27)}, 2, true},
	} {
		c := readWhiteDisc(tc.marks, nil)
		if c.marks != tc.want || (c.score > 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want %d, sure %v (%s)", tc.name, c.marks, c.score, tc.want, tc.sure, c.debug)
		}
	}
}

// TestFindFaceThirdStripeRunOut reads a face of three stripes, the third
// run by blur into the rim's gap: a hole twice a stripe's size, too large
// to pass for the third mark, beside the two: two marks, but unsure. Two
// stripes with a fainter shade there, or with the hole between them and
// the rim across them, are two marks and sure.
func TestFindFaceThirdStripeRunOut(t *testing.T) {
	for _, tc := range []struct {
		name  string
		more  image.Rectangle
		shade uint8
		sure  bool
	}{
		{"a third run into the rim", image.Rect(28, 48, 52, 60), markColour.R, false},
		{"a shade fainter than the stripes", image.Rect(28, 48, 52, 60), 150, true},
		{"a hole across them", image.Rect(54, 30, 60, 46), markColour.R, true},
	} {
		c := readWhiteDisc([]image.Rectangle{image.Rect(28, 30, 52, 35), image.Rect(28, 39, 52, 44)}, func(m *gocv.Mat) {
			gocv.Rectangle(m, tc.more, color.RGBA{tc.shade, tc.shade, tc.shade, 255}, -1)
		})
		if c.marks != 2 || (c.score > 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 2, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// TestThirdStripeThroughTheRim reads a black face of three stripes whose
// third runs through a gap in the rim into the table, one hole with it
// as wide as the mark, too ragged to be one: the part as bright as the
// stripes is the third, three marks. The gap alone beside two stripes
// leaves them two.
func TestThirdStripeThroughTheRim(t *testing.T) {
	gap := image.Rect(66, 30, 80, 40)
	for _, tc := range []struct {
		name    string
		stripes []image.Rectangle
		want    int
	}{
		{"a B3, the third through the gap", []image.Rectangle{image.Rect(32, 30, 38, 70), image.Rect(46, 30, 52, 70), image.Rect(60, 30, 66, 70)}, 3},
		{"a B2 and the gap", []image.Rectangle{image.Rect(39, 30, 45, 70), image.Rect(53, 30, 59, 70)}, 2},
	} {
		inFace := func(x, y int) bool { return squareFace(x, y) && !image.Pt(x, y).In(gap) }
		got := readBlackFace(t, inFace, func(x, y int) (uint8, bool) {
			for _, r := range tc.stripes {
				if image.Pt(x, y).In(r) {
					return 215, true
				}
			}
			return 0, false
		})
		if got.marks != tc.want || got.score < 0.5 {
			t.Errorf("%s: %d marks, %.2f sure; want %d, sure (%s)", tc.name, got.marks, got.score, tc.want, got.debug)
		}
	}
}

// TestBrightPartOfAHole reads a black face of three stripes whose third
// and the rim beside it, blurred lighter than the face, make one hole as
// compact as a mark and over twice its size: its bright part is the
// third mark.
func TestBrightPartOfAHole(t *testing.T) {
	stripes := []image.Rectangle{image.Rect(32, 30, 38, 70), image.Rect(46, 30, 52, 70), image.Rect(60, 30, 66, 70)}
	rim := image.Rect(66, 30, 80, 70)
	got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
		p := image.Pt(x, y)
		for _, r := range stripes {
			if p.In(r) {
				return 215, true
			}
		}
		if p.In(rim) {
			return 140, true
		}
		return 0, false
	})
	if got.marks != 3 || got.score < 0.5 {
		t.Errorf("%d marks, %.2f sure; want 3, sure (%s)", got.marks, got.score, got.debug)
	}
}

// TestTrimByLight cuts from a hole the part as bright as a mark: a bar
// and the dimmer table it ran into give the bar; two bars parted by a
// dimmer valley are marks run together, and give nothing.
func TestTrimByLight(t *testing.T) {
	const w, h = 40, 40
	hole := []image.Point{{5, 5}, {30, 5}, {30, 30}, {5, 30}}
	for _, tc := range []struct {
		name  string
		light func(x int) uint8
		want  float64 // the part's area, 0 for none
	}{
		{"a bar and the table", func(x int) uint8 { return map[bool]uint8{true: 215, false: 120}[x < 12] }, 150},
		{"two bars run together", func(x int) uint8 {
			if x < 12 || x >= 20 {
				return 215
			}
			return 120
		}, 0},
	} {
		px := make([]uint8, 3*w*h)
		for i := 0; i < w*h; i++ {
			px[3*i], px[3*i+1], px[3*i+2] = 30, 128, 128
			if x, y := i%w, i/w; x >= 5 && x <= 30 && y >= 5 && y <= 30 {
				px[3*i] = tc.light(x)
			}
		}
		a, _, ok := trimByLight(hole, px, w, h, true)
		wantPiece(t, tc.name+": a part", a, ok, tc.want)
	}
}

// TestPartedMarks parts a hole that a shade ran dots into by the dots
// light: three dots alike in an even row are marks; two, dots off a row
// or unevenly spaced, unlike in size, or one alone are not.
func TestPartedMarks(t *testing.T) {
	const w, h = 48, 32
	hole := []image.Point{{4, 4}, {42, 4}, {42, 26}, {4, 26}}
	for _, tc := range []struct {
		name string
		dots [][3]float64 // x, y, radius
		want int          // marks, 0 for none
	}{
		{"three in a row", [][3]float64{{12, 15, 3}, {22, 15, 3}, {32, 15, 3}}, 3},
		{"three in a slanting row", [][3]float64{{12, 20, 3}, {22, 15, 3}, {32, 10, 3}}, 3},
		{"two", [][3]float64{{16, 15, 3}, {28, 15, 3}}, 0},
		{"one", [][3]float64{{22, 15, 3}}, 0},
		{"three off a row", [][3]float64{{12, 17, 3}, {22, 8, 3}, {32, 17, 3}}, 0},
		{"three unevenly spaced", [][3]float64{{10, 15, 3}, {17, 15, 3}, {34, 15, 3}}, 0},
		{"two dots and one of 0.4 their size", [][3]float64{{12, 15, 3.5}, {22, 15, 3.5}, {32, 15, 2.2}}, 0},
		{"four", [][3]float64{{9, 15, 2.5}, {17, 15, 2.5}, {25, 15, 2.5}, {33, 15, 2.5}}, 0},
	} {
		px := make([]uint8, 3*w*h)
		for i := 0; i < w*h; i++ {
			x, y := float64(i%w), float64(i/w)
			px[3*i], px[3*i+1], px[3*i+2] = 220, 128, 128
			if x >= 4 && x <= 42 && y >= 4 && y <= 26 {
				px[3*i] = 150 // the shade
			}
			for _, d := range tc.dots {
				if math.Hypot(x-d[0], y-d[1]) <= d[2] {
					px[3*i] = 60
				}
			}
		}
		if got := len(partedMarks(hole, px, w, h, false)); got != tc.want {
			t.Errorf("%s: %d marks, want %d", tc.name, got, tc.want)
		}
	}
}

// wantPiece checks a piece cut from a hole (a, and whether it was given)
// against the area wanted, within a quarter; 0 wants none.
func wantPiece(t *testing.T, what string, a float64, ok bool, want float64) {
	t.Helper()
	switch {
	case want == 0 && ok:
		t.Errorf("%s of %.0f px, want none", what, a)
	case want != 0 && (!ok || math.Abs(a-want) > 0.25*want):
		t.Errorf("%s of %.0f px (%v), want about %.0f", what, a, ok, want)
	}
}

// TestTrimChannel cuts from a hole the thin channel a mark grew towards
// the face's edge, and gives the mark; two bars joined by a thin bridge
// are two marks run together, and give nothing.
func TestTrimChannel(t *testing.T) {
	bar := []image.Point{{10, 5}, {16, 5}, {16, 20}, {28, 20}, {28, 21}, {16, 21}, {16, 35}, {10, 35}}
	blobAtEnd := []image.Point{{10, 5}, {16, 5}, {16, 20}, {26, 20}, {26, 18}, {29, 18}, {29, 22}, {26, 22}, {26, 21}, {16, 21}, {16, 35}, {10, 35}}
	twoBars := []image.Point{{10, 5}, {16, 5}, {16, 20}, {22, 20}, {22, 5}, {26, 5}, {26, 35}, {22, 35}, {22, 21}, {16, 21}, {16, 35}, {10, 35}}
	for _, tc := range []struct {
		name string
		hole []image.Point
		want float64 // the mark's area, 0 for none
	}{
		{"a bar and its channel", bar, 7 * 31},
		{"a bar, its channel and a speck at its end", blobAtEnd, 7 * 31},
		{"two bars and a bridge", twoBars, 0},
	} {
		a, _, ok := trimChannel(tc.hole)
		wantPiece(t, tc.name+": a mark", a, ok, tc.want)
	}
}

// TestTrefoilOfDots reads a black face whose light dots blur has run
// together into one hole: three in a triangle are never read surely as
// two or as one (their hole is round and fills little of its box); where
// each dot keeps its summit, or the hole's outline its three lobes, they
// are read surely as three. Two in a row are read surely, and a dot
// alone.
func TestTrefoilOfDots(t *testing.T) {
	for _, tc := range []struct {
		name    string
		centres [][2]float64
		sure    int // the marks read surely; 0 for none
	}{
		{"a dot alone", [][2]float64{{50, 50}}, 1},
		{"two in a row", [][2]float64{{45, 50}, {55, 50}}, 2},
		{"three in a triangle", [][2]float64{{45, 46}, {55, 46}, {50, 54.5}}, 3},
		// Three summits that dotsAt places as no row or triangle; the
		// outline's three lobes tell three dots.
		{"three in a triangle 1.2 times as long as wide", [][2]float64{{44, 46}, {56, 46}, {50, 55}}, 3},
		{"three in a triangle run into one round hole", [][2]float64{{45, 47}, {55, 47}, {50, 55}}, 3},
		// Turned 15°, two of the three bumps lie along the hole.
		{"three in a triangle, turned", [][2]float64{{56.13, 51.64}, {45.51, 54.49}, {48.36, 43.87}}, 3},
		// Evenly lit, no summit apart; the hole 0.067 of the face (a
		// fresh POV-Ray scene, seed 11077: a B3 on magenta laminate,
		// its three dots one hole of 114 pixels in a face of 1700, read
		// a sure B1 without a word). Three of the smallest dots any
		// edition has are 0.06 of a face.
		{"three small ones in a triangle, flat", [][2]float64{{45.5, 47}, {54.5, 47}, {50, 54.8}}, 3},
	} {
		flat := strings.Contains(tc.name, "flat")
		got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
			near := math.Inf(1)
			for _, c := range tc.centres {
				near = min(near, math.Hypot(float64(x)-c[0], float64(y)-c[1]))
			}
			if flat {
				return 200, near <= 5
			}
			// Brightest at each dot's middle: blur's profile.
			return uint8(215 - 12*near), near <= 5.5
		})
		sure := 0
		if got.score >= 0.5 {
			sure = got.marks
		}
		if sure != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want sure of %d (%s)", tc.name, got.marks, got.score, tc.sure, got.debug)
		}
	}
}

// TestFindFaceOneMarkUnsure reads a white face of one dark mark. A
// stripe as wide as an edition's widest is one mark, and sure; a hole far
// larger than any one mark (stripes run together with the face between
// them, or a sheen cut out round a mark) is unsure. Beside the stripe, a
// ragged hole that is no mark, a quarter of the face or more, makes it
// unsure too: what was read is not one face (a small black face whose
// light stripes ran together, read as a white face with the black
// between them as marks); an eighth of it is a speck or a notch.
func TestFindFaceOneMarkUnsure(t *testing.T) {
	stripe := image.Rect(33, 38, 47, 42)
	for _, tc := range []struct {
		name string
		mark image.Rectangle
		arc  int // the thickness of a ragged arc of a hole round it; 0: none
		sure bool
	}{
		{"a wide stripe", image.Rect(28, 36, 52, 43), 0, true},
		{"a block of two stripes and the gap between", image.Rect(27, 29, 53, 52), 0, false},
		{"a ragged hole a quarter of the face", stripe, 7, false},
		{"a ragged hole an eighth of it", stripe, 3, true},
	} {
		var more func(m *gocv.Mat)
		if tc.arc > 0 {
			more = func(m *gocv.Mat) {
				gocv.EllipseWithParams(m, image.Pt(40, 40), image.Pt(16, 16), 0, 30, 330, markColour, tc.arc, gocv.LineAA, 0)
			}
		}
		c := readWhiteDisc([]image.Rectangle{tc.mark}, more)
		if c.marks != 1 || (c.score > 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 1, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// TestFindFaceOtherLightHole reads a black face with one stripe read as
// its mark and, beside it in the face's middle, a hole as light as the
// stripe but unlike it (two stripes run together with the lit side of a
// glossy face): unsure. A hole as light at the face's rim (a lower
// scale's side band seen past it), a crescent round it (a lower scale's
// side under a tilted face), or a dim one in the middle, leaves it sure.
func TestFindFaceOtherLightHole(t *testing.T) {
	stripe := image.Rect(35, 40, 40, 62)
	for _, tc := range []struct {
		name  string
		other image.Rectangle
		l     uint8
		sure  bool
	}{
		{"nothing beside it", image.Rectangle{}, 0, true},
		{"a light block beside it, in the middle", image.Rect(45, 38, 62, 62), 220, false},
		{"a light band at the rim", image.Rect(24, 75, 76, 78), 220, true},
		{"a dim speck beside it", image.Rect(46, 46, 52, 54), 120, true},
		{"a light crescent round its lower half", image.Rectangle{}, 220, true},
	} {
		crescent := strings.Contains(tc.name, "crescent")
		c := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
			switch p := image.Pt(x, y); {
			case p.In(stripe):
				return 220, true
			case p.In(tc.other):
				return tc.l, true
			case crescent && y > 45 && math.Hypot(float64(x-50), float64(y-45)) >= 25 && math.Hypot(float64(x-50), float64(y-45)) < 28:
				return tc.l, true
			}
			return 0, false
		})
		if c.marks != 1 || (c.score >= 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 1, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// TestFindFaceSpeck reads a piece of a black face, 0.7 of a scale's,
// with one light mark: a dot a fiftieth of the scale's face, as small as
// an edition's get, is sure; a speck under a hundred-and-twentyfifth, a
// speck still, however large against the piece, is not.
func TestFindFaceSpeck(t *testing.T) {
	const tile = 5000.0
	piece := func(x, y int) bool { return x >= 20 && x < 80 && y >= 20 && y < 80 } // 3600 px
	for _, tc := range []struct {
		name string
		r    float64
		sure bool
	}{
		{"a dot a fiftieth of the scale's face", 5.6, true},
		{"a speck", 3.6, false},
	} {
		c := readBlackFaceOf(t, tile, piece, func(x, y int) (uint8, bool) {
			if math.Hypot(float64(x)-45.5, float64(y)-50.5) <= tc.r {
				return 220, true
			}
			return 0, false
		})
		if c.marks != 1 || (c.score >= 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 1, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// TestFindFaceNarrow reads black faces with one stripe down their
// middle, against a scale of radius 30: a square 2.1 radii across, one
// seen 35° off vertical (1.7), one whose rim its threshold left out
// besides (1.27), and a small one far off in a slanted view (1.07 across
// and 1.53 long) are sure; a strip of a face 1.07 radii across and as
// long as a face, 2.67 (a glossy face's dark part, cut in strips), is
// not.
func TestFindFaceNarrow(t *testing.T) {
	tile := math.Pi * 30 * 30
	for _, tc := range []struct {
		name string
		w, h int
		sure bool
	}{
		{"a square face", 64, 64, true},
		{"a square face seen 35° off vertical", 52, 64, true},
		{"a face seen aslant, its rim left out", 38, 60, true},
		{"a small face far off, seen aslant", 32, 46, true},
		{"a strip of a face", 32, 80, false},
	} {
		x0, y0 := 50-tc.w/2, 50-tc.h/2
		c := readBlackFaceOf(t, tile, func(x, y int) bool {
			return x >= x0 && x < x0+tc.w && y >= y0 && y < y0+tc.h
		}, func(x, y int) (uint8, bool) {
			return 220, x >= 47 && x < 53 && y >= 36 && y < 64
		})
		if c.marks != 1 || (c.score >= 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 1, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// TestFindFaceDimMark reads a black face with two dots: alike, two sure
// marks; one far dimmer than the other (the face's own shade seen
// through a gap, a sheen's edge), unsure.
func TestFindFaceDimMark(t *testing.T) {
	for _, tc := range []struct {
		name string
		dim  uint8
		sure bool
	}{
		{"two dots alike", 215, true},
		{"one dot far dimmer", 120, false},
	} {
		got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
			if math.Hypot(float64(x)-44, float64(y)-50) <= 4 {
				return 215, true
			}
			if math.Hypot(float64(x)-56, float64(y)-50) <= 4 {
				return tc.dim, true
			}
			return 0, false
		})
		if got.marks != 2 || (got.score >= 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 2, sure %v (%s)", tc.name, got.marks, got.score, tc.sure, got.debug)
		}
	}
}

// TestFindFaceStripeBeside reads a white face of two stripes, the second
// run into a channel to the rim too wide to trim: one mark, but unsure.
// The same face with the first stripe alone is one mark, and sure.
func TestFindFaceStripeBeside(t *testing.T) {
	for _, tc := range []struct {
		name    string
		marks   []image.Rectangle
		channel bool // from the second stripe's end, down to the rim
		sure    bool
	}{
		{"a stripe and one run into a channel", []image.Rectangle{image.Rect(28, 28, 34, 52), image.Rect(38, 28, 44, 52)}, true, false},
		{"a stripe alone", []image.Rectangle{image.Rect(28, 28, 34, 52)}, false, true},
		{"a stripe and two run together into a block beside it", []image.Rectangle{image.Rect(28, 28, 34, 52), image.Rect(38, 28, 52, 52)}, false, false},
		{"a stripe and a shade beside it, fainter than a mark", []image.Rectangle{image.Rect(28, 28, 34, 52)}, false, true},
	} {
		c := readWhiteDisc(tc.marks, func(m *gocv.Mat) {
			if tc.channel {
				gocv.Line(m, image.Pt(42, 50), image.Pt(48, 60), markColour, 4)
			}
			if strings.Contains(tc.name, "shade") {
				gocv.Rectangle(m, image.Rect(38, 28, 52, 52), color.RGBA{140, 140, 140, 255}, -1)
			}
		})
		if c.marks != 1 || (c.score > 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 1, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// paintUpright sets to v the L of an upright bar l high and wd wide
// centred at (cx, cy) in px (Lab, w wide), within the picture.
func paintUpright(px []uint8, w, cx, cy, l, wd, v int) {
	h := len(px) / 3 / w
	for y := cy - l/2; y < cy+l/2; y++ {
		for x := cx - wd/2; x < cx-wd/2+wd; x++ {
			if x >= 0 && x < w && y >= 0 && y < h {
				px[3*(y*w+x)] = uint8(v)
			}
		}
	}
}

// besideScene is a black face 100 pixels square (L 30) with an upright
// stripe (L 222) 38 by 8 at (30, 40), and an upright hole l by wide at
// (cx, cy) of L light filling fill of its box: the hole and the picture.
func besideScene(cx, cy, l, wide, light int, fill float64) ([]uint8, hole) {
	const w, h = 100, 100
	px := make([]uint8, 3*w*h)
	paintUpright(px, w, w/2, h/2, h, w, 30)
	paintUpright(px, w, 30, 40, 38, 8, 222)
	paintUpright(px, w, cx, cy, l, wide, light)
	g := bar(cx, cy, l, wide, 90)
	g.raw = fill * g.area
	return px, g
}

// TestHolesBesideStripe holds two tests of a hole beside a black face's
// one stripe. stripeCutBeside finds the rest of a second stripe, a sliver
// too small for stripeBeside: as bright, nearly as long, no wider, beside
// it; a sliver in shade (a side band), a short one, a wider one, or one
// past the stripe's end is none. stripesRunBeside finds two stripes run
// together with what lies past the rim: a ragged hole as bright as the
// stripe, as long, starting a width or two across from it; one in shade,
// too small, short, far off or past the stripe's end is none.
func TestHolesBesideStripe(t *testing.T) {
	const w, h = 100, 100
	mark := bar(30, 40, 38, 8, 90)
	mark.raw, mark.area = 304, 304
	// Where the sliver lies is a sign's place (doubtMoreAt): the hole's.
	cut := func(mark hole, ragged []hole, px []uint8, w, h int, dark bool) bool {
		p, ok := stripeCutBeside(mark, ragged, px, w, h, dark)
		if ok && p != ragged[0].rect.Center {
			t.Errorf("the sliver placed at %v, not at the hole's centre %v", p, ragged[0].rect.Center)
		}
		return ok
	}
	run := stripesRunBeside
	for _, tc := range []struct {
		name        string
		beside      func(hole, []hole, []uint8, int, int, bool) bool
		cx, cy, l   int
		wide, light int
		fill        float64
		want        bool
	}{
		{"a sliver of the second stripe", cut, 42, 40, 34, 5, 220, 0.4, true},
		{"a side band in shade", cut, 42, 40, 34, 5, 170, 0.4, false},
		{"a short sliver", cut, 42, 40, 18, 5, 220, 0.4, false},
		{"a band wider than the stripe", cut, 46, 40, 34, 14, 220, 0.4, false},
		{"a sliver past the stripe's end", cut, 42, 82, 34, 5, 220, 0.4, false},
		{"two stripes run together and past the rim", run, 58, 40, 38, 28, 222, 0.7, true},
		{"a shade as large", run, 58, 40, 38, 28, 170, 0.7, false},
		{"a hole too small", run, 44, 40, 38, 12, 222, 0.9, false},
		{"a short hole", run, 58, 40, 18, 28, 222, 0.9, false},
		{"a hole far off", run, 80, 40, 38, 28, 222, 0.7, false},
		{"a hole past the stripe's end", run, 58, 82, 38, 28, 222, 0.7, false},
	} {
		px, g := besideScene(tc.cx, tc.cy, tc.l, tc.wide, tc.light, tc.fill)
		if got := tc.beside(mark, []hole{g}, px, w, h, true); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBarBeside finds a third stripe left out of two for its shape: a
// parallel bar as long as they are, a spacing past the nearer or midway
// between them, however wide.
func TestBarBeside(t *testing.T) {
	pair := []hole{bar(30, 40, 26, 5, 90), bar(40, 40, 26, 5, 90)}
	outer := []hole{bar(30, 40, 26, 5, 90), bar(50, 40, 26, 5, 90)}
	for _, tc := range []struct {
		name  string
		marks []hole
		f     hole
		want  bool
	}{
		{"a wide bar a spacing past", pair, bar(50, 40, 26, 8, 90), true},
		{"a stripe midway between the outer two", outer, bar(40, 40, 26, 4, 90), true},
		{"a bar across them", pair, bar(50, 40, 26, 6, 0), false},
		{"a short speck a spacing past", pair, bar(50, 40, 10, 6, 90), false},
		{"a bar two spacings past", pair, bar(60, 40, 26, 8, 90), false},
		{"a bar past, too large for a stripe", pair, bar(50, 40, 26, 12, 90), false},
	} {
		if got := barBeside(tc.f, tc.marks); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestLevelAt: the level below which a share of a histogram's counts lie.
func TestLevelAt(t *testing.T) {
	hist := make([]int, 256)
	hist[140], hist[160], hist[240] = 49, 49, 2 // a lit face, its dot
	for _, tc := range []struct {
		pct  int
		want int
	}{{1, 140}, {49, 140}, {50, 160}, {98, 160}, {99, 240}, {100, 240}} {
		if got := levelAt(hist, tc.pct); got != tc.want {
			t.Errorf("levelAt(%d) = %d, want %d", tc.pct, got, tc.want)
		}
	}
	if got := levelAt(make([]int, 8), 50); got != 0 {
		t.Errorf("levelAt of an empty histogram = %d, want 0", got)
	}
}

// TestLightestLevel: the level at which the histogram's top n counts
// begin, a lit face's dot of a hundredth of its pixels reached where the
// 98th percentile falls on the face.
func TestLightestLevel(t *testing.T) {
	hist := make([]int, 256)
	hist[150], hist[240] = 990, 10 // a lit face, its dot
	for _, tc := range []struct{ n, want int }{{1, 240}, {10, 240}, {11, 150}, {1000, 150}, {1001, 0}} {
		if got := lightestLevel(hist, tc.n); got != tc.want {
			t.Errorf("lightestLevel(%d) = %d, want %d", tc.n, got, tc.want)
		}
	}
	if p98 := levelAt(hist, 98); p98 != 150 {
		t.Errorf("levelAt(98) = %d, want the face's 150", p98)
	}
}

// TestRaggedStripe: a ragged hole a spacing past two stripes, no wider,
// is a third run into the rim, its axis tilted by the notch as far as
// raggedReach; across them, or wider, it is not.
func TestRaggedStripe(t *testing.T) {
	pair := []hole{bar(30, 40, 26, 5, 90), bar(40, 40, 26, 5, 90)}
	for _, tc := range []struct {
		name string
		f    hole
		want bool
	}{
		{"parallel", bar(50, 40, 26, 5, 90), true},
		{"tilted 30°", bar(50, 40, 26, 5, 120), true},
		{"tilted 45°", bar(50, 40, 26, 5, 135), false},
		{"tilted 30° and twice as wide", bar(50, 40, 26, 10, 120), false},
	} {
		if got := raggedStripe(tc.f, pair); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestMarksOver counts the marks the region's threshold saw that lie on
// the face read on its own: a mark past its outline is a neighbour's, or
// the table's between; marks with no place each all count.
func TestMarksOver(t *testing.T) {
	square := []image.Point{{10, 10}, {50, 10}, {50, 50}, {10, 50}}
	f := faceCandidate{marks: 1, outline: square}
	for _, tc := range []struct {
		name string
		c    faceCandidate
		want int
	}{
		{"both on the face", faceCandidate{marks: 2, marksAt: []image.Point{{25, 30}, {35, 30}}}, 2},
		{"one past its outline", faceCandidate{marks: 2, marksAt: []image.Point{{30, 30}, {70, 30}}}, 1},
		{"counted by bumps, no place each", faceCandidate{marks: 2, marksAt: []image.Point{{70, 30}}}, 2},
	} {
		if got := marksOver(tc.c, f); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
	if got := marksOver(faceCandidate{marks: 2, marksAt: []image.Point{{30, 30}, {70, 30}}}, faceCandidate{marks: 1}); got != 2 {
		t.Errorf("a face with no outline: %d, want 2", got)
	}
}

// TestRaggedWhereLost keeps the region's count where the face's own
// threshold left each mark it did not count as a ragged hole of its size
// in its place.
func TestRaggedWhereLost(t *testing.T) {
	c := faceCandidate{marks: 2, mark: 34, marksAt: []image.Point{{22, 23}, {28, 22}}}
	one := func(ragged ...hole) faceCandidate {
		return faceCandidate{marks: 1, mark: 26, marksAt: []image.Point{{21, 23}}, ragged: ragged}
	}
	rag := func(x, y int, a float64) hole { g := bar(x, y, 17, 3, 79); g.raw = a; return g }
	for _, tc := range []struct {
		name string
		f    faceCandidate
		want bool
	}{
		{"the lost stripe ragged in its place", one(rag(28, 22, 28)), true},
		{"no hole where it lay", one(), false},
		{"a ragged hole elsewhere", one(rag(40, 30, 28)), false},
		{"a ragged hole far larger than a mark", one(rag(28, 22, 80)), false},
		{"a ragged hole far smaller", one(rag(28, 22, 12)), false},
		{"marks counted by bumps, no place each", faceCandidate{marks: 1, mark: 26, ragged: []hole{rag(28, 22, 28)}}, false},
	} {
		if got := raggedWhereLost(c, tc.f); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	// A small W3's stripes two pixels wide: the middle one counted on
	// the region's threshold, the two beside it added as thin stripes
	// as dark. On the face's own threshold the middle one stays; of the
	// added ones, one may be gone where the other is still seen ragged.
	mid := bar(31, 26, 13, 2, 90)
	mid.area = 24
	w3 := faceCandidate{marks: 3, mark: 13, marksAt: []image.Point{{31, 26}, {24, 26}, {17, 26}}, marked: []hole{mid}}
	own := func(ragged ...hole) faceCandidate {
		return faceCandidate{marks: 1, mark: 26, marksAt: []image.Point{{31, 26}}, ragged: ragged}
	}
	thin := func(x int) hole { g := bar(x, 26, 13, 2, 90); g.raw = 14; return g }
	for _, tc := range []struct {
		name string
		c, f faceCandidate
		want bool
	}{
		{"one added stripe ragged, the other gone", w3, own(thin(24)), true},
		{"both added stripes ragged", w3, own(thin(24), thin(17)), true},
		{"both added stripes gone", w3, own(), false},
		{"the counted mark gone, an added one ragged", w3, faceCandidate{marks: 1, mark: 26, marksAt: []image.Point{{24, 26}}, ragged: []hole{thin(17)}}, false},
	} {
		if got := raggedWhereLost(tc.c, tc.f); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	// A W1's stripe 3 pixels by 16, 42 pixels on the region's threshold,
	// on the face's own a ragged sliver of 16 as long: thinned, not lost;
	// not so a sliver half as long, nor a ragged hole as wide as long.
	stripe := bar(23, 20, 16, 3, 90)
	stripe.area = 42
	w1 := faceCandidate{marks: 1, mark: 42, marksAt: []image.Point{{23, 20}}, marked: []hole{stripe}}
	sliver := func(long, wide int) hole { g := bar(23, 20, long, wide, 90); g.raw = 16; return g }
	for _, tc := range []struct {
		name string
		f    faceCandidate
		want bool
	}{
		{"a ragged sliver as long in its place", faceCandidate{ragged: []hole{sliver(16, 2)}}, true},
		{"a ragged sliver half as long", faceCandidate{ragged: []hole{sliver(8, 2)}}, false},
		{"a ragged hole as wide as long", faceCandidate{ragged: []hole{sliver(6, 5)}}, false},
		{"nothing in its place", faceCandidate{}, false},
	} {
		if got := raggedWhereLost(w1, tc.f); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestMiddleStripe takes a hole too ragged for a mark for the middle of
// three stripes only where it lies between the two and is one like them.
func TestMiddleStripe(t *testing.T) {
	outer := []hole{bar(30, 40, 26, 4, 90), bar(50, 40, 26, 4, 90)}
	for _, tc := range []struct {
		name string
		f    hole
		want bool
	}{
		{"a stripe between, as wide", bar(40, 40, 26, 4, 90), true},
		{"a stripe between, a pixel wider", bar(40, 40, 26, 5, 90), true},
		{"a bar between, twice as wide", bar(40, 40, 26, 8, 90), false},
		{"a stripe between, far smaller", bar(40, 40, 20, 3, 90), false},
		{"a stripe a spacing past", bar(70, 40, 26, 4, 90), false},
		{"a bar across them", bar(40, 40, 26, 4, 0), false},
		{"a short speck between", bar(40, 40, 8, 4, 90), false},
	} {
		if got := middleStripe(tc.f, outer); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestStripeBesideRagged finds a second stripe in a ragged hole beside a
// lone one (the stripe run into a gap of the rim, the table seen through
// it), whose centre lies only half a stripe's width across: faint white
// frame 18 of 60, a W2 read W1 surely.
func TestStripeBesideRagged(t *testing.T) {
	mark := bar(21, 28, 27, 6, 53)
	for _, tc := range []struct {
		name string
		g    hole
		fill float64
		want bool
	}{
		{"ragged, half a width across", bar(23, 21, 32, 20, 63), 0.36, true},
		{"clean, half a width across", bar(23, 21, 32, 20, 63), 0.9, false},
		{"ragged, past the stripe's end", bar(36, 48, 32, 20, 63), 0.36, false},
	} {
		g := tc.g
		g.raw = tc.fill * float64(g.rect.Width*g.rect.Height)
		g.area = g.raw
		if got := stripeBeside(hole{area: 144, rect: mark.rect, raw: 144}, []hole{g}); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestStripeBesideAnyRimBand: a thin band along a black face's rim (the
// gold side of the scale below, seen past the face) is no stripe with the
// face's one stripe beside it as a second (a fresh POV-Ray scene, seed
// 14466 as JPEG q80: a B1 on brown wood, its rim band 30 by 8 pixels and
// 11 of them, 176 against the stripe's 255, said unsure). A stripe as
// bright beside the one is still found.
func TestStripeBesideAnyRimBand(t *testing.T) {
	const w, h = 80, 80
	stripe := bar(30, 40, 4, 17, 90)
	stripe.raw = stripe.area
	band := bar(44, 40, 8, 30, 90)
	band.area, band.raw = 11, 11
	second := bar(38, 40, 4, 17, 90)
	second.raw = second.area
	for _, tc := range []struct {
		name  string
		found []hole
		want  bool
	}{
		{"the stripe and a band at the rim", []hole{stripe, band}, false},
		{"the stripe and a second beside it", []hole{stripe, second}, true},
	} {
		px := greyPlane(w, h, 40)
		paintHole(px, w, h, tc.found[1], 176)
		paintHole(px, w, h, stripe, 255)
		if tc.want {
			paintHole(px, w, h, second, 255)
		}
		if _, got := stripeBesideAny(tc.found, nil, px, w, h, true); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestStripeAtRim: a hole left out for lying at the face's rim that is a
// stripe like the one counted, beside it and as dark, is a second stripe
// at an edge something cut (seed 14607 as JPEG q80: a W2 cut by a finger
// along its second stripe, read a sure W1). A hole there far paler, or
// of another size, or not beside the stripe, is none.
func TestStripeAtRim(t *testing.T) {
	const w, h = 80, 80
	stripe := bar(30, 40, 6, 40, 90)
	for _, tc := range []struct {
		name string
		g    hole
		ink  uint8
		want bool
	}{
		{"a stripe's twin beside it, as dark", bar(43, 41, 6, 40, 90), 25, true},
		{"a stripe's twin beside it, far paler", bar(43, 41, 6, 40, 90), 170, false},
		{"a short notch beside it", bar(43, 41, 6, 12, 90), 25, false},
		{"a twin across it", bar(50, 40, 40, 6, 0), 25, false},
		{"a twin past its end", bar(36, 75, 6, 40, 90), 25, false},
	} {
		px := greyPlane(w, h, 220)
		paintHole(px, w, h, stripe, 25)
		paintHole(px, w, h, tc.g, tc.ink)
		if got := stripeAtRim([]hole{stripe}, []hole{tc.g}, px, w, h, false); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestTrimmedStripe: of two stripes, a piece trimmed from a ragged hole
// beside one, as wide and shorter, as dark, is a third cut short (seed
// 16558: 176 pixels beside stripes of 320 and 344); one far paler, one
// across them, or one past a stripe's end is not.
func TestTrimmedStripe(t *testing.T) {
	const w, h = 90, 80
	marks := []hole{bar(32, 42, 9, 43, 90), bar(49, 45, 9, 43, 90)}
	for _, tc := range []struct {
		name string
		g    hole
		ink  uint8
		want bool
	}{
		{"a third cut short beside the two, as dark", bar(66, 40, 9, 26, 90), 25, true},
		{"a third cut short beside the two, far paler", bar(66, 40, 9, 26, 90), 170, false},
		{"a bar across the stripes", bar(40, 72, 26, 9, 0), 25, false},
		{"a piece past a stripe's end", bar(49, 74, 9, 12, 90), 25, false},
	} {
		px := greyPlane(w, h, 220)
		for _, m := range marks {
			paintHole(px, w, h, m, 25)
		}
		paintHole(px, w, h, tc.g, tc.ink)
		if got := trimmedStripe(marks, []hole{tc.g}, px, w, h, false); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestFindFaceHoleOutOfLine reads a white face with three square dots:
// in a row or a triangle they are three marks, but two and a third far
// from both, neither in a row with them nor a triangle, are a face that
// does not tell two marks from three.
func TestFindFaceHoleOutOfLine(t *testing.T) {
	dot := func(x, y int) image.Rectangle { return image.Rect(x-3, y-3, x+3, y+3) }
	for _, tc := range []struct {
		name string
		dots []image.Rectangle
		sure bool
	}{
		{"a row", []image.Rectangle{dot(30, 40), dot(40, 40), dot(50, 40)}, true},
		{"a triangle", []image.Rectangle{dot(35, 36), dot(45, 36), dot(40, 45)}, true},
		{"two and one far below", []image.Rectangle{dot(36, 34), dot(45, 34), dot(40, 57)}, false},
	} {
		c := readWhiteDisc(tc.dots, nil)
		if c.marks != 3 || (c.score > 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 3, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// squareFace is a face of 60×60 pixels in the middle of readBlackFace's
// region.
func squareFace(x, y int) bool { return x >= 20 && x < 80 && y >= 20 && y < 80 }

// readBlackFace reads a black face, its pixels those of a 100×100 region
// inFace says, its marks the L that mark gives where it says there is one.
func readBlackFace(t *testing.T, inFace func(x, y int) bool, mark func(x, y int) (uint8, bool)) faceCandidate {
	return readBlackFaceOf(t, 0, inFace, mark)
}

// readBlackFaceOf is readBlackFace measured against a scale's face of
// tile pixels (0: against the face itself).
func readBlackFaceOf(t *testing.T, tile float64, inFace func(x, y int) bool, mark func(x, y int) (uint8, bool)) faceCandidate {
	const w, h = 100, 100
	lab, px, mk, total := paintStack(t, w, h, func(x, y int) ([3]uint8, bool) {
		if !inFace(x, y) {
			return [3]uint8{150, 128, 128}, false
		}
		if l, ok := mark(x, y); ok {
			return [3]uint8{l, 128, 128}, true
		}
		return [3]uint8{30, 128, 128}, true
	})
	defer lab.Close()
	part := make([]uint8, w*h)
	for i := range part {
		if mk[i] != 0 && px[3*i] < 100 {
			part[i] = 255
		}
	}
	return findFace(part, px, w, h, true, total, tile)
}

// markColour is the marks' grey in the faces readWhiteDisc reads.
var markColour = color.RGBA{30, 30, 30, 255}

// readWhiteDisc reads a white face, a disc of radius 26 in an 80×80
// region, with dark rectangles for marks and whatever more draws.
func readWhiteDisc(marks []image.Rectangle, more func(m *gocv.Mat)) faceCandidate {
	const w, h = 80, 80
	m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	defer m.Close()
	gocv.Circle(&m, image.Pt(40, 40), 26, color.RGBA{230, 230, 230, 255}, -1)
	for _, r := range marks {
		gocv.Rectangle(&m, r, markColour, -1)
	}
	if more != nil {
		more(&m)
	}
	part, px := lightPart(m)
	return findFace(part, px, w, h, false, 2600, math.Pi*26*26)
}

// TestStripeBlock reads a black face whose three wide light stripes
// blur has run together into one block, 0.42 of the face: not a ring
// round another face, but three marks, which its bumps tell. A block as
// large and even is no marks.
func TestStripeBlock(t *testing.T) {
	block := image.Rect(32, 29, 68, 71)
	for _, tc := range []struct {
		name  string
		gap   uint8 // the light between the stripes
		marks int
	}{
		{"three stripes run together", 150, 3},
		{"an even block", 215, 0},
	} {
		got := readBlackFaceOf(t, 3600, squareFace, func(x, y int) (uint8, bool) {
			if !image.Pt(x, y).In(block) {
				return 0, false
			}
			if (x-block.Min.X)%12 >= 2 && (x-block.Min.X)%12 < 10 {
				return 215, true
			}
			return tc.gap, true
		})
		if got.marks != tc.marks {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, got.marks, tc.marks, got.debug)
		}
	}
}

// TestStripesToRim reads a white disc whose wide stripes, blurred into
// its rim at one end, are notches: two or three alike, side by side, the
// marks. (Two notches across the face from each other are a waist:
// TestFindFaceNotch.)
func TestStripesToRim(t *testing.T) {
	for _, tc := range []struct {
		name  string
		marks []image.Rectangle
		want  int
	}{
		{"three", []image.Rectangle{image.Rect(10, 30, 46, 34), image.Rect(10, 38, 46, 42), image.Rect(10, 46, 46, 50)}, 3},
		{"two", []image.Rectangle{image.Rect(10, 33, 46, 37), image.Rect(10, 43, 46, 47)}, 2},
	} {
		c := readWhiteDisc(tc.marks, nil)
		if got := c.marks; got != tc.want {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, got, tc.want, c.debug)
		}
	}
}

// TestFindFaceDotNearRim reads a round black face with three dots in a
// row along a diagonal, the outer one near the rim (nearer its edge than
// a stripe's middle ever is, far from its box's) and the other two run
// together: three marks.
func TestFindFaceDotNearRim(t *testing.T) {
	var centres [][2]float64
	for _, rho := range []float64{24.5, 13, 3.5} {
		centres = append(centres, [2]float64{50 + rho*math.Sqrt2/2, 50 - rho*math.Sqrt2/2})
	}
	got := readBlackFace(t, func(x, y int) bool { return math.Hypot(float64(x-50), float64(y-50)) <= 30 }, func(x, y int) (uint8, bool) {
		near := math.Inf(1)
		for _, c := range centres {
			near = min(near, math.Hypot(float64(x)-c[0], float64(y)-c[1]))
		}
		return uint8(215 - 12*near), near <= 4.6
	})
	if got.marks != 3 {
		t.Errorf("%d marks, want 3 (%s)", got.marks, got.debug)
	}
}

// TestGlareNoWhiteFace reads a black face whose right half a lamp's
// reflection lights to a mid grey, round two of its three light stripes
// and the dark gap between them: lighter than the stack's threshold, that
// half and its stripes look like a small white face with one mark, but
// on its own pixels it is mostly far darker than its light part. It must
// not be read surely as a white scale.
func TestGlareNoWhiteFace(t *testing.T) {
	const w, h, radius = 120, 120, 40.0
	table := [3]uint8{120, 128, 128}
	faces, _ := readPaintedStack(t, w, h, radius, table, func(x, y int) ([3]uint8, bool) {
		face := x >= 20 && x < 100 && y >= 20 && y < 100
		stripe := y >= 35 && y < 85 && (x >= 32 && x < 40 || x >= 62 && x < 70 || x >= 84 && x < 92)
		switch {
		case !face:
			return [3]uint8{70, 128, 128}, x >= 16 && x < 104 && y >= 16 && y < 104 // its shadow
		case stripe:
			return [3]uint8{205, 128, 128}, true
		case x >= 74 && x < 80 && y >= 50 && y < 70:
			return [3]uint8{50, 128, 128}, true // the gap the glare misses
		case x >= 56:
			return [3]uint8{130, 128, 128}, true // the glare
		}
		return [3]uint8{40, 128, 128}, true
	})
	for _, f := range faces {
		if !f.dark && f.marks > 0 && f.score >= DefaultOptions().MinConfidence {
			t.Errorf("read surely as a white face with %d marks (%s)", f.marks, f.debug)
		}
	}
}

// TestSmallPieceOfFace reads a white face with one dark stripe, whole or
// only a piece of it in the stack's region (the rest cut off with a
// neighbour): the whole face is sure, the piece, whose hidden part may
// hold more marks, is not.
func TestSmallPieceOfFace(t *testing.T) {
	const w, h, radius = 100, 100, 30.0
	for _, tc := range []struct {
		name string
		face image.Rectangle
		sure bool
	}{
		{"whole", image.Rect(24, 24, 76, 76), true},
		{"a piece", image.Rect(40, 30, 60, 66), false},
	} {
		faces, _ := readPaintedStack(t, w, h, radius, [3]uint8{120, 150, 160}, func(x, y int) ([3]uint8, bool) {
			p := image.Pt(x, y)
			switch {
			case !p.In(tc.face):
				return [3]uint8{120, 150, 160}, false
			case x >= 48 && x < 54 && y >= 36 && y < 62:
				return [3]uint8{40, 128, 128}, true
			}
			return [3]uint8{225, 128, 128}, true
		})
		if len(faces) != 1 || faces[0].marks != 1 || faces[0].dark {
			t.Errorf("%s: %d faces, want one white face of one mark (%v)", tc.name, len(faces), faces)
			continue
		}
		if sure := faces[0].score >= DefaultOptions().MinConfidence; sure != tc.sure {
			t.Errorf("%s: %.2f sure, want sure %v (%s)", tc.name, faces[0].score, tc.sure, faces[0].debug)
		}
	}
}

// readPaintedStack reads the faces of a w×h stack painted in Lab (paint
// says each pixel's colour and whether it is in the stack's region) on a
// table of one colour.
func readPaintedStack(t *testing.T, w, h int, radius float64, table [3]uint8, paint func(x, y int) ([3]uint8, bool)) ([]faceCandidate, StackReading) {
	t.Helper()
	lab, _, mk, _ := paintStack(t, w, h, paint)
	defer lab.Close()
	mask, err := gocv.NewMatFromBytes(h, w, gocv.MatTypeCV8UC1, mk)
	if err != nil {
		t.Fatal(err)
	}
	defer mask.Close()
	tbl := gocv.NewMatWithSizeFromScalar(gocv.NewScalar(float64(table[0]), float64(table[1]), float64(table[2]), 0), h, w, gocv.MatTypeCV8UC3)
	defer tbl.Close()
	det := NewDetector(DefaultOptions())
	defer det.Close()
	return det.readFaces(lab, mask, tbl, StackReading{}, radius, false)
}

// TestTouchesCut: a cut off the seam between two faces in a row leaves
// one face whole in its piece (clear of the cut) and the other cut.
func TestTouchesCut(t *testing.T) {
	const w, h = 60, 20
	part := make([]uint8, w*h)
	piece := make([]uint8, w*h)
	for y := 2; y < 18; y++ {
		for x := 2; x < 58; x++ {
			part[y*w+x] = 255
			if x < 36 { // the seam is at 30: the cut, at 36, runs 6 into the second face
				piece[y*w+x] = 255
			}
		}
	}
	edge := cutEdge(part, piece, w, h)
	if len(edge) != 16 {
		t.Fatalf("cut edge of %d pixels, want the 16 of column 36", len(edge))
	}
	for _, i := range edge {
		if i%w != 36 {
			t.Fatalf("cut edge at x=%d, want 36", i%w)
		}
	}
	for _, tc := range []struct {
		name    string
		outline []image.Point
		want    bool
	}{
		{"the first face, whole", []image.Point{{2, 2}, {29, 2}, {29, 17}, {2, 17}}, false},
		{"the first face and a sliver of the second", []image.Point{{2, 2}, {35, 2}, {35, 17}, {2, 17}}, true},
		{"a face ending two pixels short of the cut", []image.Point{{2, 2}, {34, 2}, {34, 17}, {2, 17}}, true},
		{"no outline", nil, true},
	} {
		if got := touchesCut(tc.outline, edge, w, h); got != tc.want {
			t.Errorf("%s: touches the cut %v, want %v", tc.name, got, tc.want)
		}
	}
}

// greyPlane is a w×h window of Lab pixels, all of lightness l and no
// colour.
func greyPlane(w, h int, l uint8) []uint8 {
	px := make([]uint8, 3*w*h)
	for i := 0; i < w*h; i++ {
		px[3*i], px[3*i+1], px[3*i+2] = l, 128, 128
	}
	return px
}

// paintDot paints a dot 7 pixels square of lightness l centred at c on
// px, a window w wide.
func paintDot(px []uint8, w int, c image.Point, l uint8) {
	for y := c.Y - 3; y <= c.Y+3; y++ {
		for x := c.X - 3; x <= c.X+3; x++ {
			px[3*(y*w+x)] = l
		}
	}
}

// TestMarkOnCut: a cut through a row of faces that ran through a
// face's third dot leaves a notch, not a hole; the dot's place, a
// spacing past the two counted, on the cut and like them, gives it away.
// Nothing there, or the dot far from the cut, does not.
func TestMarkOnCut(t *testing.T) {
	const w, h = 80, 30
	for _, tc := range []struct {
		name string
		dark bool
		dots []int // the dots' x, on the row y = 15
		cut  int   // the cut's column
		want bool
	}{
		{"the third dot on the cut", true, []int{20, 32, 44}, 44, true},
		{"the cut a pixel past the third dot's centre", true, []int{20, 32, 44}, 46, true},
		{"the first dot on the cut, the two counted after it", true, []int{8, 20, 32}, 8, true},
		{"dark dots on a light face", false, []int{20, 32, 44}, 44, true},
		{"no dot where a third would lie", true, []int{20, 32}, 44, false},
		{"the cut two spacings past the dots", true, []int{20, 32, 44}, 68, false},
		{"a dot half as light on the cut", true, []int{20, 32, 44}, 44, false},
	} {
		face, mark := uint8(40), uint8(220)
		if !tc.dark {
			face, mark = 220, 40
		}
		px := greyPlane(w, h, face)
		for k, x0 := range tc.dots {
			v := mark
			if tc.name == "a dot half as light on the cut" && k == 2 {
				v = (face + mark) / 2
			}
			paintDot(px, w, image.Pt(x0, 15), v)
		}
		var edge []int
		for y := 5; y < 25; y++ {
			edge = append(edge, y*w+tc.cut)
		}
		// The two counted: the first two dots, or the last two where the
		// first is on the cut.
		counted := tc.dots[:2]
		if tc.cut == tc.dots[0] {
			counted = tc.dots[1:3]
		}
		two := []gocv.RotatedRect{bar(counted[0], 15, 7, 7, 0).rect, bar(counted[1], 15, 7, 7, 0).rect}
		if got := markOnCut(two, edge, px, w, h, tc.dark); got != tc.want {
			t.Errorf("%s: a mark on the cut %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestThirdBeyond: a stripe of the marks' colour in the stack's region,
// outside the face read, where a third stripe would lie beside its two,
// is found; nothing there, a stripe off the row, and a neighbour's face
// of the marks' colour (dark past the stripe's place too) are not.
func TestThirdBeyond(t *testing.T) {
	const w, h = 100, 100
	face := faceCandidate{
		outline: []image.Point{{20, 30}, {80, 30}, {80, 63}, {20, 63}},
		stripes: []gocv.RotatedRect{bar(50, 40, 40, 8, 0).rect, bar(50, 56, 40, 8, 0).rect},
	}
	for _, tc := range []struct {
		name string
		dark image.Rectangle // of the marks' colour, besides the two stripes
		want bool
	}{
		{"the third stripe, past the face", image.Rect(30, 68, 70, 77), true},
		{"nothing there", image.Rectangle{}, false},
		{"a stripe off the row", image.Rect(30, 68, 45, 77), false},
		{"a neighbour's black face", image.Rect(10, 66, 90, 95), false},
	} {
		mk, part := make([]uint8, w*h), make([]uint8, w*h)
		for y := 15; y < 90; y++ {
			for x := 15; x < 85; x++ {
				mk[y*w+x], part[y*w+x] = 255, 255
			}
		}
		for _, r := range []image.Rectangle{image.Rect(30, 36, 70, 44), image.Rect(30, 52, 70, 60), tc.dark} {
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					mk[y*w+x], part[y*w+x] = 255, 0
				}
			}
		}
		if got := thirdBeyond(face, part, mk, w, h); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestFindFaceBandNoStripes: a hole of two bumps beside a lone stripe is
// two stripes run together when as long as the stripe, side by side;
// far longer, it is a band of light (a white scale's side seen through
// the face's region on a dark table), no marks.
func TestFindFaceBandNoStripes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		band  image.Rectangle
		marks int
	}{
		{"two stripes run together beside the stripe", image.Rect(44, 28, 57, 53), 3},
		{"a band of light twice the stripe's length", image.Rect(26, 62, 71, 71), 1},
	} {
		got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
			if x >= 30 && x < 36 && y >= 28 && y < 53 {
				return 215, true
			}
			if !image.Pt(x, y).In(tc.band) {
				return 0, false
			}
			// Two bumps of light from left to right, a dip between them:
			// across the stripes run together, along the band.
			u := float64(x-tc.band.Min.X) / float64(tc.band.Dx())
			return uint8(150 + 65*math.Abs(math.Sin(2*math.Pi*u))), true
		})
		if got.marks != tc.marks {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, got.marks, tc.marks, got.debug)
		}
	}
}

// TestLitTableWithMark: a light "face" that is a coloured table in more
// light (a fold's lit flank), with a dark "mark" (the corner of a black
// stack it joined), is no white face; an ivory face on a cream cloth,
// as near the cloth's tint and shade, is one.
func TestLitTableWithMark(t *testing.T) {
	const w, h, radius = 100, 100, 30.0
	// lit is the table's Lab colour 15 lighter, its chroma scaled as its
	// L+16 is, as more light scales both.
	lit := func(c [3]uint8) [3]uint8 {
		s := (float64(c[0]) + 41 + 15) / (float64(c[0]) + 41)
		return [3]uint8{c[0] + 15, uint8(128 + s*(float64(c[1])-128)), uint8(128 + s*(float64(c[2])-128))}
	}
	for _, tc := range []struct {
		name  string
		table [3]uint8
		faces int
	}{
		{"a pink cloth's lit flank", [3]uint8{150, 170, 110}, 0},
		{"an ivory face on a cream cloth", [3]uint8{200, 131, 145}, 1},
	} {
		face := lit(tc.table)
		faces, _ := readPaintedStack(t, w, h, radius, tc.table, func(x, y int) ([3]uint8, bool) {
			p := image.Pt(x, y)
			switch {
			case !p.In(image.Rect(24, 24, 76, 76)):
				return tc.table, false
			case x >= 48 && x < 54 && y >= 36 && y < 62:
				return [3]uint8{40, 128, 128}, true
			}
			return face, true
		})
		if len(faces) != tc.faces || tc.faces == 1 && (faces[0].marks != 1 || faces[0].dark) {
			t.Errorf("%s: %d faces, want %d (%v)", tc.name, len(faces), tc.faces, faces)
		}
	}
}

// TestCrowdedFaceOfOneScale: a white face of three stripes with a
// fourth hole like them but far dimmer (a gap at its rim) has more marks
// than a scale has, but is not cut into two faces, one W2 and one W1, as
// two faces run together would be.
func TestCrowdedFaceOfOneScale(t *testing.T) {
	const w, h, radius = 100, 100, 30.0
	table := [3]uint8{120, 170, 110}
	faces, _ := readPaintedStack(t, w, h, radius, table, func(x, y int) ([3]uint8, bool) {
		p := image.Pt(x, y)
		switch {
		case math.Hypot(float64(x)-50, float64(y)-50) > 29:
			return table, false
		case p.In(image.Rect(36, 36, 41, 62)), p.In(image.Rect(47, 36, 52, 62)), p.In(image.Rect(58, 36, 63, 62)):
			return [3]uint8{40, 128, 128}, true
		case p.In(image.Rect(69, 37, 74, 63)): // far dimmer: a gap at the rim
			return [3]uint8{120, 128, 128}, true
		}
		return [3]uint8{225, 128, 128}, true
	})
	for _, f := range faces {
		if f.marks > 0 && f.marks != 3 {
			t.Errorf("a face of %d marks (%s)", f.marks, f.debug)
		}
	}
}

// TestFindFaceRaggedMiddleStripe: three stripes whose middle one is too
// ragged for a mark (blur and JPEG ate into it) are not read surely as
// two: a ragged bar of the stripes' length, width and way lies where the
// third would. A ragged band twice as wide past two stripes (a side
// band's light edge) is no third stripe.
func TestFindFaceRaggedMiddleStripe(t *testing.T) {
	// comb is a bar from x0, w wide, eaten into from its right in teeth.
	comb := func(x, y, x0, w int) bool {
		return x >= x0 && x < x0+w && !(x >= x0+w/3 && y%4 >= 2)
	}
	for _, tc := range []struct {
		name   string
		second int // the second stripe's left edge; the first's is 34
		bar    func(x, y int) bool
		sure   bool
	}{
		{"two stripes, spaced as the outer two of three", 60, func(x, y int) bool { return false }, true},
		{"and a ragged one between them", 60, func(x, y int) bool { return comb(x, y, 47, 6) }, false},
		{"two stripes and a ragged one past them", 47, func(x, y int) bool { return comb(x, y, 60, 6) }, false},
		{"two stripes and a ragged band twice as wide past them", 47, func(x, y int) bool { return comb(x, y, 58, 12) }, true},
	} {
		got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
			if y < 37 || y >= 63 {
				return 0, false
			}
			if x >= 34 && x < 40 || x >= tc.second && x < tc.second+6 || tc.bar(x, y) {
				return 215, true
			}
			return 0, false
		})
		if got.marks != 2 || (got.score >= 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 2, sure %v (%s)", tc.name, got.marks, got.score, tc.sure, got.debug)
		}
	}
}

// TestThirdInLine: a ragged hole a dot's size one spacing past two dots,
// seen apart or run together into one hole, is where a row's third dot
// lies; off the row, far larger, or beside stripes, it is not.
func TestThirdInLine(t *testing.T) {
	two := []hole{bar(40, 50, 8, 8, 0), bar(52, 50, 8, 8, 0)}
	merged := []hole{bar(46, 50, 20, 8, 0)} // two dots 12 apart, run together
	stripes := []hole{bar(40, 50, 20, 5, 90), bar(52, 50, 20, 5, 90)}
	for _, tc := range []struct {
		name  string
		found []hole
		g     hole
		want  bool
	}{
		{"past two dots", two, bar(64, 51, 9, 10, 0), true},
		{"before two dots", two, bar(28, 50, 9, 10, 0), true},
		{"past two dots run together", merged, bar(64, 50, 9, 10, 0), true},
		{"off the row", two, bar(58, 62, 9, 10, 0), false},
		{"two spacings past", two, bar(76, 50, 9, 10, 0), false},
		{"far larger than a dot", two, bar(66, 50, 16, 14, 0), false},
		{"a sliver at the rim, a dot's area", two, bar(64, 50, 25, 5, 80), false},
		{"beside stripes", stripes, bar(64, 50, 20, 5, 90), false},
	} {
		if got := thirdInLine(tc.found, tc.g); got != tc.want {
			t.Errorf("%s: third in line %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestFlanked: a lone mark with two holes too ragged for marks, each of
// its kind (dotLike: a dot's area to four times, no sliver, filling a
// quarter of its box), in a row with it (it in the middle or at an end)
// is a row of three; one such hole, one off the row, one far larger, a
// sliver or a side band's sparse hole is not.
func TestFlanked(t *testing.T) {
	raw := func(h hole) hole { h.raw = h.area; return h }
	sparse := func(h hole) hole { h.area /= 8; h.raw = h.area; return h }
	dot := bar(40, 50, 7, 7, 0)
	for _, tc := range []struct {
		name   string
		mark   hole
		ragged []hole
		want   bool
	}{
		{"the lone dot in the middle", dot, []hole{raw(bar(40, 36, 9, 9, 0)), raw(bar(40, 64, 9, 9, 0))}, true},
		{"the lone dot at an end", bar(40, 36, 7, 7, 0), []hole{raw(bar(40, 50, 9, 9, 0)), raw(bar(40, 64, 9, 9, 0))}, true},
		{"one hole beside", dot, []hole{raw(bar(40, 36, 9, 9, 0))}, false},
		{"the second off the row", dot, []hole{raw(bar(40, 36, 9, 9, 0)), raw(bar(56, 64, 9, 9, 0))}, false},
		{"far larger than the dot", dot, []hole{raw(bar(40, 36, 9, 9, 0)), raw(bar(40, 64, 18, 14, 0))}, false},
		{"a sliver", dot, []hole{raw(bar(40, 36, 9, 9, 0)), raw(bar(40, 64, 20, 4, 0))}, false},
		{"side bands, a tenth of their boxes", dot, []hole{sparse(bar(40, 36, 22, 20, 0)), sparse(bar(40, 64, 22, 20, 0))}, false},
	} {
		if got := flanked(tc.mark, tc.ragged); got != tc.want {
			t.Errorf("%s: flanked %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCutThirdDot: a notch a third of a dot's area, one spacing past two
// dots and a little in from there, as dark as they are, is a row's third
// dot cut off at the face region's edge. One half as dark (the rim's
// shade, the table), off the row, a dot's whole size (thirdInLine's),
// a crumb or a long sliver is not.
func TestCutThirdDot(t *testing.T) {
	const w, h = 64, 60
	for _, tc := range []struct {
		name string
		g    hole
		dark uint8 // the notch's darkness on the face (220), dots at 40
		want bool
	}{
		{"a dot cut in half", bar(44, 29, 7, 3, 0), 40, true},
		{"the notch half as dark", bar(44, 29, 7, 3, 0), 130, false},
		{"off the row", bar(38, 42, 7, 3, 0), 40, false},
		{"a whole dot", bar(44, 30, 7, 7, 0), 40, false},
		{"a crumb", bar(44, 29, 3, 2, 0), 40, false},
		{"a long sliver", bar(44, 29, 18, 1, 0), 40, false},
	} {
		px := greyPlane(w, h, 220)
		paintDot(px, w, image.Pt(20, 30), 40)
		paintDot(px, w, image.Pt(32, 30), 40)
		c, sz := tc.g.rect.Center, image.Pt(tc.g.rect.Width, tc.g.rect.Height)
		r := image.Rectangle{Min: c.Sub(sz.Div(2)), Max: c.Sub(sz.Div(2)).Add(sz)}
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				px[3*(y*w+x)] = tc.dark
			}
		}
		found := []hole{bar(20, 30, 7, 7, 0), bar(32, 30, 7, 7, 0)}
		if got := cutThirdDot(found, tc.g, px, w, h); got != tc.want {
			t.Errorf("%s: cut third dot %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestThirdDotThere: one spacing past two dots, within the face's hull,
// a spot as dark (light) as they are is a third dot, whatever hole it
// left, even near the hull's edge; a dot half as dark, none, or the
// table as dark past the hull's edge (its place past it, or within it
// by a pixel with the dark table beside) is not.
func TestThirdDotThere(t *testing.T) {
	const w, h = 64, 60
	for _, tc := range []struct {
		name  string
		dark  bool
		third uint8 // the third dot's darkness on a light face: 0 for none
		right int   // the hull's right edge; past it, the table, as dark as a dot
		want  bool
		apex  bool // the third dot where a triangle's lies, not a row's
	}{
		{"a third dot", false, 40, 62, true, false},
		{"a triangle's third dot", false, 40, 62, true, true},
		{"a triangle's third dot on a dark face", true, 40, 62, true, true},
		{"a triangle's third dot half as dark", false, 130, 62, false, true},
		{"the middle dot, the outer two the marks", false, 40, 62, true, false},
		{"light dots on a dark face", true, 40, 62, true, false},
		{"no third dot", false, 0, 62, false, false},
		{"a third dot half as dark", false, 130, 62, false, false},
		{"a third dot near the hull's edge", false, 40, 47, true, false},
		{"its place past the hull's edge", false, 0, 41, false, false},
		{"its place at the hull's edge, the table beside", false, 0, 45, false, false},
		{"a light band where the third dot would lie on a dark face", true, 0, 62, false, false},
		{"a third dot beside a light band on a dark face", true, 40, 62, true, false},
	} {
		face, mark := uint8(220), uint8(40)
		third := tc.third
		if tc.dark {
			face, mark, third = 255-face, 255-mark, 255-third
		}
		px := greyPlane(w, h, face)
		for i := 0; i < w*h; i++ {
			if i%w > tc.right {
				px[3*i] = mark
			}
		}
		for k, x0 := range []int{20, 32, 44} {
			v := mark
			if k == 2 {
				if tc.third == 0 {
					continue
				}
				v = third
			}
			at := image.Pt(x0, 30)
			if k == 2 && tc.apex {
				at = image.Pt(26, 40) // 0.87 of the spacing of 12 off their middle
			}
			paintDot(px, w, at, v)
		}
		if strings.Contains(tc.name, "light band") {
			// A lower white scale's side band seen along the rim, within
			// the hull, where the row's third lies, or a dot's width past.
			x0 := 41
			if tc.third != 0 {
				x0 = 50
			}
			for y := 5; y < 56; y++ {
				for x := x0; x < x0+5; x++ {
					px[3*(y*w+x)] = 255 - 40
				}
			}
		}
		hull := []image.Point{{2, 2}, {tc.right, 2}, {tc.right, 58}, {2, 58}}
		marks := []hole{bar(20, 30, 7, 7, 0), bar(32, 30, 7, 7, 0)}
		if tc.name == "the middle dot, the outer two the marks" {
			marks[1] = bar(44, 30, 7, 7, 0)
		}
		if got := thirdDotThere(marks, hull, px, w, h, tc.dark); got != tc.want {
			t.Errorf("%s: third dot %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestThirdStripeThere: two stripes counted and a third one spacing past
// them, as light and apart from them by the face's shade, on the face
// or past a hull cut short before it (the face's lit side lost to the
// table): a row of three. Nothing there, a third far dimmer, light all
// the way from the second stripe (no gap: the face's lit side, as well a
// B2's), a band twice a stripe's width (a side band's edge), or past the
// hull's edge a light table running on from it, are no third stripe.
func TestThirdStripeThere(t *testing.T) {
	const w, h = 80, 80
	for _, tc := range []struct {
		name  string
		dark  bool
		third uint8 // the third stripe's lightness on a black face: 0 for none
		wide  int   // the third stripe's width, 5 as the others
		lit   bool  // light from midway past the second stripe to the hull's edge
		right int   // the hull's right edge
		table uint8 // the lightness past the third's place, on a black face: 0 for the face's
		want  bool
	}{
		{"a third stripe", true, 210, 5, false, 75, 0, true},
		{"a third stripe on a white face", false, 210, 5, false, 75, 0, true},
		{"no third stripe", true, 0, 5, false, 75, 0, false},
		{"a third stripe half as light", true, 120, 5, false, 75, 0, false},
		{"a band twice as wide", true, 210, 10, false, 75, 0, false},
		{"the face lit past the second stripe", true, 0, 5, true, 75, 0, false},
		{"its place past the hull's edge, the face going on", true, 210, 5, false, 50, 0, true},
		{"its place past the hull's edge, on a white face", false, 210, 5, false, 50, 0, true},
		{"its place past the hull's edge, nothing there", true, 0, 5, false, 50, 0, false},
		{"its place past the hull's edge, a light table past it", true, 210, 5, false, 50, 150, false},
		{"its place past the hull's edge, a white face past it", true, 210, 5, false, 50, 210, false},
	} {
		face, mark, third := uint8(40), uint8(210), tc.third
		if !tc.dark {
			face, mark, third = 255-face, 255-mark, 255-third
		}
		px := greyPlane(w, h, face)
		paint := func(x0, x1 int, l uint8) {
			for y := 25; y <= 55; y++ {
				for x := x0; x <= x1; x++ {
					px[3*(y*w+x)] = l
				}
			}
		}
		if tc.lit {
			for y := 0; y < h; y++ {
				for x := 45; x < w; x++ {
					px[3*(y*w+x)] = mark
				}
			}
		}
		paint(26, 30, mark)
		paint(38, 42, mark)
		if tc.table != 0 {
			table := tc.table
			if !tc.dark {
				table = 255 - table
			}
			for y := 0; y < h; y++ {
				for x := 55; x < w; x++ {
					px[3*(y*w+x)] = table
				}
			}
		}
		if tc.third != 0 {
			paint(50, 49+tc.wide, third)
		}
		hull := []image.Point{{4, 4}, {tc.right, 4}, {tc.right, 76}, {4, 76}}
		marks := []hole{bar(28, 40, 5, 31, 90), bar(40, 40, 5, 31, 90)}
		if got := thirdStripeThere(marks, hull, px, w, h, tc.dark); got != tc.want {
			t.Errorf("%s: third stripe %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPairedOnCentre: a lone dot off its face's centre with a hole too
// ragged for a mark, of its kind, that centres the pair on the face is a
// W2's; a dot at the centre (a W1's), a hole that moves the pair's
// centre away, one as far as the rim or a side band's are not.
func TestPairedOnCentre(t *testing.T) {
	box := image.Rect(2, 2, 58, 52) // centre (30, 27), 50 across
	raw := func(h hole) hole { h.raw = h.area; return h }
	for _, tc := range []struct {
		name   string
		mark   hole
		ragged hole
		want   bool
	}{
		{"a W2's second dot run into the rim", bar(33, 21, 7, 7, 0), raw(bar(19, 33, 11, 15, 45)), true},
		{"a W1's dot at the centre", bar(30, 27, 7, 7, 0), raw(bar(19, 38, 11, 15, 45)), false},
		{"the hole on the dot's side", bar(33, 21, 7, 7, 0), raw(bar(43, 10, 11, 15, 45)), false},
		{"a hole at the far rim", bar(33, 21, 7, 7, 0), raw(bar(10, 50, 11, 15, 45)), false},
		{"a side band's hole, a tenth of its box", bar(33, 21, 7, 7, 0), hole{area: 50, raw: 50, rect: bar(19, 33, 22, 20, 0).rect}, false},
		{"a side band's hole, long and a quarter filled", bar(33, 21, 7, 7, 0), hole{area: 160, raw: 160, rect: bar(19, 33, 30, 13, 45).rect}, false},
	} {
		if _, got := pairedOnCentre(tc.mark, []hole{tc.ragged}, box); got != tc.want {
			t.Errorf("%s: paired on centre %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDotsPairBeside: beside a lone dot, a ragged hole of two dots' size
// that fills half its box, next to it, is two dots of a triangle run
// together (seed 8990's numbers); a crescent of the rim's shade, long and
// filling a fifth of its box, a hole of one dot's size, one far off, and
// any beside a stripe are not.
func TestDotsPairBeside(t *testing.T) {
	dot := bar(29, 18, 4, 5, 90)
	dot.area = 20
	pair := bar(34, 23, 12, 6, 56)
	pair.area = 39
	for _, tc := range []struct {
		name         string
		mark, ragged hole
		want         bool
	}{
		{"two dots run together beside the dot (seed 8990)", dot, pair, true},
		{"a crescent of the rim's shade", dot, hole{area: 60, rect: bar(30, 30, 30, 10, 0).rect}, false},
		{"a hole of one dot's size", dot, hole{area: 22, rect: bar(34, 23, 6, 5, 0).rect}, false},
		{"two dots' size, far off", dot, hole{area: 39, rect: bar(60, 40, 12, 6, 56).rect}, false},
		{"beside a stripe of a dot's area", hole{area: 20, rect: bar(29, 18, 4, 12, 90).rect}, pair, false},
		// 2.65 times the dot's area, filling 0.46 of its box, three dots'
		// widths from it: all a pair's, but 3.4 of the dot's widths
		// long, where two dots run together are a width and a spacing.
		{"a lower scale's side band below a W1's dot (seed 9625)", hole{area: 252, rect: bar(54, 41, 17, 19, 90).rect}, hole{area: 669, rect: bar(57, 91, 58, 25, 82).rect}, false},
		{"a pair of large dots run together, 2.9 widths long", hole{area: 252, rect: bar(54, 41, 17, 19, 90).rect}, hole{area: 500, rect: bar(57, 80, 49, 20, 82).rect}, true},
	} {
		if got := len(dotsPairBeside(tc.mark, []hole{tc.ragged})) > 0; got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCutsMark cuts a row of two white square faces, each with one dark
// round mark, and a pale hole at their seam (shade), at places that miss
// the marks and that run through one.
func TestCutsMark(t *testing.T) {
	const w, h = 80, 40
	part := make([]uint8, w*h)
	px := greyPlane(w, h, 230)
	var body []int
	for y := 2; y < 38; y++ {
		for x := 2; x < 78; x++ {
			i := y*w + x
			body = append(body, i)
			// Marks of radius 4 at (20,20) and (60,20); a speck at
			// (40,30); the seam's shade at (40,8).
			mark := (x-20)*(x-20)+(y-20)*(y-20) <= 16 || (x-60)*(x-60)+(y-20)*(y-20) <= 16 || x == 40 && y == 30
			shade := (x-40)*(x-40)+(y-8)*(y-8) <= 9
			switch {
			case mark:
				px[3*i] = 40
			case shade:
				px[3*i] = 160
			default:
				part[i] = 255
			}
		}
	}
	tile := 36.0 * 36
	faces := []faceCandidate{{marksAt: []image.Point{{20, 20}}}, {marksAt: []image.Point{{60, 20}}}}
	cutAt := func(xs ...int) [][]uint8 {
		row := make([][]uint8, len(xs)+1)
		for j := range row {
			row[j] = make([]uint8, w*h)
		}
		for i, v := range part {
			if v != 0 {
				j, _ := slices.BinarySearch(xs, i%w+1)
				row[j][i] = 255
			}
		}
		return row
	}
	for _, tc := range []struct {
		at   []int
		want bool
	}{
		{[]int{40}, false}, // the seam, through the speck and the shade
		{[]int{30}, false},
		{[]int{20}, true}, // through the first mark's middle
		{[]int{18}, true},
		{[]int{23}, true},      // through its edge, a quarter of its rim beyond
		{[]int{24}, false},     // a pixel of it beyond: a sliver
		{[]int{59}, true},      // through the second
		{[]int{20, 50}, false}, // a longer row: faces, however cut
	} {
		if got := cutsMark(part, body, cutAt(tc.at...), faces, px, w, h, false, tile); got != tc.want {
			t.Errorf("cut at x=%v: through a mark %v, want %v", tc.at, got, tc.want)
		}
	}
}

// TestOtherLightHole: beside a black face's one mark, a hole in its
// middle as light, or lighter and larger, may be marks run together.
func TestOtherLightHole(t *testing.T) {
	const w, h = 60, 60
	box := image.Rect(0, 0, w, h)
	paint := func(px []uint8, r image.Rectangle, l uint8) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				px[3*(y*w+x)] = l
			}
		}
	}
	withRaw := func(g hole) hole { g.raw = g.area; return g }
	mark := withRaw(bar(52, 20, 4, 16, 90)) // a dim sliver at the rim
	for _, tc := range []struct {
		name    string
		other   hole
		l, size int
		want    bool
	}{
		{"as light, as large", withRaw(bar(28, 30, 4, 16, 90)), 90, 4, true},
		{"far lighter and larger: dots run together", withRaw(bar(28, 30, 14, 14, 0)), 215, 14, true},
		{"far lighter and smaller: a glint", withRaw(bar(28, 30, 6, 6, 0)), 215, 6, false},
		{"dimmer", withRaw(bar(28, 30, 14, 14, 0)), 60, 14, false},
	} {
		px := greyPlane(w, h, 40)
		paint(px, image.Rect(50, 12, 54, 28), 90)
		s := tc.size / 2
		paint(px, image.Rect(28-s, 30-s, 28+s, 30+s), uint8(tc.l))
		if got := otherLightHole(mark, []hole{mark, tc.other}, box, px, w, h, true); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSummits: dots run together keep a summit each, in any layout; one
// dot, a stripe, or a dot whose noise wiggles keep one.
func TestSummits(t *testing.T) {
	const w, h = 48, 48
	// A black face with blurred light dots (each brightest at its centre).
	face := func(dots []image.Point, long bool) []uint8 {
		px := greyPlane(w, h, 30)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				v := 0.0
				for _, d := range dots {
					dx, dy := float64(x-d.X), float64(y-d.Y)
					if long {
						dx = max(0, math.Abs(dx)-8) // a bar 16 long
					}
					v = max(v, math.Exp(-(dx*dx+dy*dy)/(2*2.5*2.5)))
				}
				px[3*(y*w+x)] = uint8(30 + 170*v)
			}
		}
		return px
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		name  string
		dots  []image.Point
		long  bool
		noise bool
		rect  hole
		want  int
	}{
		{"three of a triangle, touching", []image.Point{{20, 20}, {27, 20}, {23, 26}}, false, false, bar(23, 22, 14, 13, 0), 3},
		{"three of a triangle, noisy", []image.Point{{20, 20}, {27, 20}, {23, 26}}, false, true, bar(23, 22, 14, 13, 0), 3},
		{"two touching", []image.Point{{20, 24}, {27, 24}}, false, false, bar(23, 24, 14, 8, 0), 2},
		{"one dot", []image.Point{{24, 24}}, false, false, bar(24, 24, 8, 8, 0), 1},
		{"one dot, noisy", []image.Point{{24, 24}}, false, true, bar(24, 24, 8, 8, 0), 1},
		{"a stripe", []image.Point{{24, 24}}, true, false, bar(24, 24, 22, 7, 0), 1},
	} {
		px := face(tc.dots, tc.long)
		if tc.noise {
			for i := 0; i < w*h; i++ {
				px[3*i] = uint8(max(0, min(255, float64(px[3*i])+4*rng.NormFloat64())))
			}
		}
		if got := summits(px, w, h, tc.rect.rect, true); len(got) != tc.want {
			t.Errorf("%s: summits %v, want %d", tc.name, got, tc.want)
		}
	}
}

// TestDarkerBesideInk: a hole darker than a white face's one mark and
// twice its size is marks run together only where it is of the mark's
// ink: a black band beside a red stripe is a black scale's side.
func TestDarkerBesideInk(t *testing.T) {
	const w, h = 80, 80
	paint := func(px []uint8, r image.Rectangle, l, a, b uint8) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				px[3*(y*w+x)], px[3*(y*w+x)+1], px[3*(y*w+x)+2] = l, a, b
			}
		}
	}
	box := image.Rect(0, 0, w, h)
	stripe, band := raw(bar(40, 25, 30, 6, 0), 180), raw(bar(40, 48, 40, 14, 0), 560)
	for _, tc := range []struct {
		name               string
		markLab, holeLab   [3]uint8
		wantMark, wantHole float64 // inkChroma, within 1
		want               bool
	}{
		{"a red stripe, a black band", [3]uint8{82, 170, 154}, [3]uint8{20, 129, 127}, 49.4, 1.4, false},
		{"a black stripe, a black blob", [3]uint8{82, 128, 128}, [3]uint8{20, 129, 127}, 0, 1.4, true},
		{"a red stripe, a darker red blob", [3]uint8{82, 170, 154}, [3]uint8{20, 165, 150}, 49.4, 43.0, true},
	} {
		px := greyPlane(w, h, 240)
		paint(px, image.Rect(25, 22, 55, 28), tc.markLab[0], tc.markLab[1], tc.markLab[2])
		paint(px, image.Rect(20, 41, 60, 55), tc.holeLab[0], tc.holeLab[1], tc.holeLab[2])
		if got := inkChroma(px, w, h, stripe.rect); math.Abs(got-tc.wantMark) > 1 {
			t.Errorf("%s: the mark's ink %.1f, want %.1f", tc.name, got, tc.wantMark)
		}
		if got := inkChroma(px, w, h, band.rect); math.Abs(got-tc.wantHole) > 1 {
			t.Errorf("%s: the hole's ink %.1f, want %.1f", tc.name, got, tc.wantHole)
		}
		if got := darkerBeside(stripe, []hole{stripe, band}, box, px, w, h); got != tc.want {
			t.Errorf("%s: darkerBeside %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDotsApart: dots printed close, their anti-aliased edges meeting at
// seams paler than the ink, part at a stricter level into as many pieces
// alike; one dot, noisy or not, a stripe, or a dot and a crumb do not.
func TestDotsApart(t *testing.T) {
	const w, h = 48, 48
	// A black face (12) with gold dots (156), each {x, y, radius}, their
	// edges a pixel and a half of blur; or a stripe 16 long.
	face := func(dots [][3]float64, long bool) []uint8 {
		px := greyPlane(w, h, 12)
		for y := range h {
			for x := range w {
				v := 0.0
				for _, d := range dots {
					dx, dy := float64(x)+0.5-d[0], float64(y)+0.5-d[1]
					if long {
						dx = max(0, math.Abs(dx)-8)
					}
					v = max(v, min(1, max(0, (d[2]-math.Hypot(dx, dy))/1.5+0.5)))
				}
				px[3*(y*w+x)] = uint8(12 + 144*v)
			}
		}
		return px
	}
	const r = 4.3
	gap := 2*r + 0.6 // centres apart: the dots' edges meet
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range []struct {
		name  string
		dots  [][3]float64
		long  bool
		noise bool
		rect  hole
		want  int
	}{
		{"three of a triangle, touching", [][3]float64{{24 - gap/2, 21, r}, {24 + gap/2, 21, r}, {24, 21 + gap*math.Sqrt(3)/2, r}}, false, false, bar(24, 24, 18, 17, 0), 3},
		{"three of a triangle, noisy", [][3]float64{{24 - gap/2, 21, r}, {24 + gap/2, 21, r}, {24, 21 + gap*math.Sqrt(3)/2, r}}, false, true, bar(24, 24, 18, 17, 0), 3},
		{"two touching", [][3]float64{{24 - gap/2, 24, r}, {24 + gap/2, 24, r}}, false, false, bar(24, 24, 18, 9, 0), 2},
		// Two pressed closer than the third: at first two pieces, the pair
		// and the one, which are not alike; higher, three.
		{"a pair pressed together, the third touching", [][3]float64{{24 - r + 0.2, 21, r}, {24 + r - 0.2, 21, r}, {24, 21 + (2*r+1.2)*math.Sqrt(3)/2 + 0.6, r}}, false, false, bar(24, 24, 18, 18, 0), 3},
		{"one dot", [][3]float64{{24, 24, 5}}, false, false, bar(24, 24, 10, 10, 0), 0},
		{"one dot, noisy", [][3]float64{{24, 24, 5}}, false, true, bar(24, 24, 10, 10, 0), 0},
		{"a stripe", [][3]float64{{24, 24, 3}}, true, false, bar(24, 24, 22, 6, 0), 0},
		{"a dot and a crumb", [][3]float64{{21, 24, r}, {21 + r + 2.2 + 0.6, 24, 2.2}}, false, false, bar(24, 24, 16, 9, 0), 0},
	} {
		px := face(tc.dots, tc.long)
		if tc.noise {
			for i := range w * h {
				px[3*i] = uint8(max(0, min(255, float64(px[3*i])+4*rng.NormFloat64())))
			}
		}
		if got := dotsApart(px, w, h, tc.rect.rect, true); got != tc.want {
			t.Errorf("%s: dotsApart %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestOtherLightHoleColour: a hole in a black face's middle as light as
// its one gold mark but white throughout is a lower scale's side, not
// marks run together; one gold in part (a stripe run into a glossy
// face's sheen) may be.
func TestOtherLightHoleColour(t *testing.T) {
	const w, h = 60, 60
	box := image.Rect(0, 0, w, h)
	paint := func(px []uint8, r image.Rectangle, l, a, b uint8) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				px[3*(y*w+x)], px[3*(y*w+x)+1], px[3*(y*w+x)+2] = l, a, b
			}
		}
	}
	const gold, white = 168, 128 // Lab b
	mark := bar(30, 24, 8, 8, 0)
	mark.raw = mark.area
	other := bar(30, 40, 24, 8, 0)
	other.raw = other.area
	for _, tc := range []struct {
		name        string
		left, right uint8 // the other hole's b, its left and right halves
		want        bool
	}{
		{"white throughout: a lower scale's side", white, white, false},
		{"gold: marks run together", gold, gold, true},
		{"gold in part: a stripe run into the sheen", gold, white, true},
	} {
		px := greyPlane(w, h, 30)
		paint(px, image.Rect(26, 20, 34, 28), 200, 128, gold)
		paint(px, image.Rect(18, 36, 30, 44), 200, 128, tc.left)
		paint(px, image.Rect(30, 36, 42, 44), 200, 128, tc.right)
		if got := otherLightHole(mark, []hole{mark, other}, box, px, w, h, true); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBrighterHole: a dim bar beside a bright dot on a black face is no
// print of its own; a bar as bright as the brightest hole is.
func TestBrighterHole(t *testing.T) {
	const w, h = 60, 60
	px := greyPlane(w, h, 40)
	for y := 36; y < 48; y++ {
		for x := 14; x < 46; x++ {
			px[3*(y*w+x)] = 125 // a side band's bar
		}
	}
	for y := 22; y < 28; y++ {
		for x := 20; x < 26; x++ {
			px[3*(y*w+x)] = 225 // a dot
		}
	}
	band, dot := bar(30, 42, 32, 12, 0), bar(23, 25, 6, 6, 0)
	if !brighterHole(band, []hole{band, dot}, px, w, h, true) {
		t.Error("the band beside a dot twice as bright: no brighter hole found")
	}
	if brighterHole(dot, []hole{band, dot}, px, w, h, true) {
		t.Error("the dot: a brighter hole found")
	}
}

// TestBarNoStripe: a bar a quarter of a scale's face across, or a fifth
// and under twice as long as wide, is two stripes run together
// (twoStripesWide), and one 0.9 of a face long a
// side band (longerThanStripe); a stripe, or a dot however large, is
// neither.
func TestBarNoStripe(t *testing.T) {
	tile := math.Pi * 30 * 30 // 60 across
	two, long := twoStripesWide, longerThanStripe
	for _, tc := range []struct {
		name  string
		check func(gocv.RotatedRect, float64) bool
		m     hole
		want  bool
	}{
		{"one stripe, 0.14 across", two, bar(30, 30, 8, 32, 0), false},
		{"one stripe of a radius misjudged, 0.2 across", two, bar(30, 30, 12, 32, 0), false},
		{"two run together, 0.32 across", two, bar(30, 30, 19, 32, 30), true},
		{"two run together on a face seen far off, 0.22 across, 1.9 times as long", two, bar(30, 30, 13, 25, 30), true},
		{"one stripe 0.22 across, 2.5 times as long", two, bar(30, 30, 13, 33, 30), false},
		{"a large dot", two, bar(30, 30, 18, 18, 0), false},
		{"a side band, 0.85 long, is not two stripes", two, bar(30, 30, 16, 51, 0), false},
		{"a stripe 0.6 long", long, bar(30, 30, 8, 36, 20), false},
		{"a stripe 0.8 long, blurred, the radius misjudged", long, bar(30, 30, 9, 48, 20), false},
		{"a band 0.9 long", long, bar(30, 30, 18, 54, 58), true},
		{"a dot however large", long, bar(30, 30, 54, 54, 0), false},
	} {
		if got := tc.check(tc.m.rect, tile); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDimAtRim (dimMarks and outerMark): one "mark" far dimmer than the
// others and out at the rim, on a white face or a black one, is the table
// through a notch; one as dim near the middle, or two dim ones, are left
// to doubt.
func TestDimAtRim(t *testing.T) {
	const w, h = 80, 80
	box := image.Rect(0, 0, w, h)
	paint := func(px []uint8, g hole, l uint8) {
		c := g.rect.Center
		for y := c.Y - 3; y <= c.Y+3; y++ {
			for x := c.X - 3; x <= c.X+3; x++ {
				px[3*(y*w+x)] = l
			}
		}
	}
	a, b := bar(32, 40, 7, 7, 0), bar(48, 40, 7, 7, 0)
	rim, mid := bar(72, 14, 7, 7, 0), bar(40, 52, 7, 7, 0)
	rag, paler := bar(10, 66, 7, 7, 0), bar(66, 66, 7, 7, 0)
	for _, tc := range []struct {
		name   string
		marks  []hole
		pale   []int // indices painted pale
		ragged []hole
		dark   bool
		want   int
		ok     bool
	}{
		{"a pale notch at the rim", []hole{a, b, rim}, []int{2}, nil, false, 2, true},
		{"a pale mark near the middle", []hole{a, b, mid}, []int{2}, nil, false, 0, false},
		{"two pale ones", []hole{a, b, rim}, []int{1, 2}, nil, false, 0, false},
		{"all alike", []hole{a, b, rim}, nil, nil, false, 0, false},
		{"on a black face", []hole{a, b, rim}, []int{2}, nil, true, 2, true},
		{"on a black face, near the middle", []hole{a, b, mid}, []int{2}, nil, true, 0, false},
		{"a ragged hole as pale beside", []hole{a, b, rim}, []int{2}, []hole{rag}, false, 0, false},
		{"a ragged hole far paler", []hole{a, b, rim}, []int{2}, []hole{paler}, false, 2, true},
	} {
		face, print, pale := uint8(230), uint8(40), uint8(150)
		if tc.dark {
			face, print, pale = 30, 220, 110
		}
		px := greyPlane(w, h, face)
		for j, m := range tc.marks {
			l := print
			if slices.Contains(tc.pale, j) {
				l = pale
			}
			paint(px, m, l)
		}
		// The ragged holes: rag as pale as the pale mark, paler paler.
		if len(tc.ragged) > 0 {
			l := pale
			if tc.ragged[0].rect.Center == paler.rect.Center {
				l = 215
			}
			paint(px, tc.ragged[0], l)
		}
		dim := dimMarks(tc.marks, px, w, h, tc.dark)
		j, ok := 0, rimNotch(tc.marks, dim, tc.ragged, px, w, h, tc.dark, box)
		if ok {
			j = dim[0]
		}
		if ok != tc.ok || ok && j != tc.want {
			t.Errorf("%s: %d %v, want %d %v", tc.name, j, ok, tc.want, tc.ok)
		}
	}
}

// TestCompactFace: a face read surely, of up to 2.2 tiles, nearly as wide
// as long and convex, is one face; two faces that touch are not.
func TestCompactFace(t *testing.T) {
	const tile = 1000.0
	box := func(w, h float64) []image.Point {
		return []image.Point{{0, 0}, {int(w), 0}, {int(w), int(h)}, {0, int(h)}}
	}
	// Two discs of radius r side by side, as an outline of 64 points.
	discs := func(r float64) []image.Point {
		var pts []image.Point
		for i := 0; i < 32; i++ {
			a := math.Pi/2 + math.Pi*float64(i)/31
			pts = append(pts, image.Pt(int(r+r*math.Cos(a)), int(r-r*math.Sin(a))))
		}
		for i := 0; i < 32; i++ {
			a := -math.Pi/2 + math.Pi*float64(i)/31
			pts = append(pts, image.Pt(int(3*r+r*math.Cos(a)), int(r-r*math.Sin(a))))
		}
		return pts
	}
	sure := func(outline []image.Point, marks int) faceCandidate {
		return faceCandidate{outline: outline, area: polygonArea(outline), marks: marks, score: 0.9}
	}
	side := math.Sqrt(1.9 * tile)
	for _, c := range []struct {
		name string
		c    faceCandidate
		want bool
	}{
		{"one square face of 1.9 tiles", sure(box(side, side), 3), true},
		{"squashed by a view 35° off vertical, with a band", sure(box(side*1.17, side/1.17), 3), true},
		{"two square faces side by side, squashed", sure(box(side*1.3, side/1.3), 2), false},
		{"two discs that touch", sure(discs(math.Sqrt(0.95*tile/math.Pi)), 3), false},
		{"no marks", sure(box(side, side), 0), false},
		{"four marks", sure(box(side, side), 4), false},
		{"unsure", faceCandidate{outline: box(side, side), area: 1.9 * tile, marks: 2, score: unsureScore}, false},
		{"of 2.5 tiles", sure(box(math.Sqrt(2.5*tile), math.Sqrt(2.5*tile)), 2), false},
	} {
		if got := compactFace(c.c, tile); got != c.want {
			t.Errorf("%s (area %.0f): %v, want %v", c.name, c.c.area, got, c.want)
		}
	}
}

// TestSideBand: a band along a face's rim (a lower scale seen past a
// white face: long and thin, or a crescent) is no marks run together; a
// blob of dots or a bar of them that fills its box is.
func TestSideBand(t *testing.T) {
	with := func(w, h int, area float64) hole {
		g := bar(40, 40, w, h, 0)
		g.area, g.raw = area, area
		return g
	}
	for _, tc := range []struct {
		name string
		g    hole
		want bool
	}{
		{"a crescent under a face, a fifth of its box (seed 2619)", with(77, 42, 598), true},
		{"a band three times as long as wide, a third of its box (seed 2264)", with(25, 73, 512), true},
		{"a W3's dots in a triangle run together, half their box", with(20, 19, 196), false},
		{"two dots run together", with(30, 14, 300), false},
		{"a row of three dots run together, three times as long as wide", with(45, 14, 450), false},
		{"a stripe", with(6, 24, 130), false},
	} {
		if got := sideBand(tc.g); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPaleNotch: on a white face, a hole where a row's third dot would lie
// is excused only when far paler than the dots (the table past the rim);
// one as dark as they are is a dot run into the rim. On a black face only
// one under 0.4 of the dots' light is (the dark table), not a dot in a
// shadow at half their light.
func TestPaleNotch(t *testing.T) {
	const w, h = 60, 40
	face := func(faceL, dotL, holeL uint8) []uint8 {
		px := make([]uint8, 3*w*h)
		for i := 0; i < w*h; i++ {
			px[3*i], px[3*i+1], px[3*i+2] = faceL, 128, 128
		}
		paint := func(cx, l uint8) {
			for y := 16; y < 24; y++ {
				for x := int(cx) - 4; x < int(cx)+4; x++ {
					px[3*(y*w+x)] = l
				}
			}
		}
		paint(15, dotL)
		paint(27, dotL)
		paint(39, holeL)
		return px
	}
	dots := []hole{bar(15, 20, 8, 8, 0), bar(27, 20, 8, 8, 0)}
	third := bar(39, 20, 8, 8, 0)
	for _, tc := range []struct {
		name               string
		faceL, dotL, holeL uint8
		dark, want         bool
	}{
		{"the table past a white face's rim", 225, 40, 150, false, true},
		{"a dot run into a white face's rim", 225, 40, 55, false, false},
		{"a pale hole on a black face", 30, 220, 120, true, false},
		{"a dot in a shadow on a black face", 30, 206, 100, true, false},
		{"the dark table past a black face's rim", 30, 206, 60, true, true},
	} {
		if got := paleNotch(third, dots, face(tc.faceL, tc.dotL, tc.holeL), w, h, tc.dark); got != tc.want {
			t.Errorf("%s: paleNotch %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestThirdStripePale: past two dark stripes on a white face, a hole all
// along where a third would lie is a third stripe run into a notch when
// it is print-dark there, and the table's grey at a shaded rim when it is
// far paler than the stripes (img_0005 through another camera, a W2 said
// unsure). On a black face no hole is so excused.
func TestThirdStripePale(t *testing.T) {
	const w, h = 60, 60
	marks := []hole{bar(26, 30, 3, 28, 90), bar(36, 30, 3, 28, 90)}
	box := image.Rect(4, 4, 56, 56)
	holes := make([]uint8, box.Dx()*box.Dy())
	setHole := func(x0, x1 int) {
		for y := 14; y <= 46; y++ {
			for x := x0; x <= x1; x++ {
				holes[(y-box.Min.Y)*box.Dx()+x-box.Min.X] = 1
			}
		}
	}
	setHole(25, 27)
	setHole(35, 37)
	setHole(13, 19) // the notch where a third would lie, past the first
	for _, c := range []struct {
		notchL uint8
		dark   bool
		want   bool
	}{
		{40, false, true},   // print: a third stripe
		{150, false, false}, // the shade at the rim
		{150, true, true},   // a black face's hole is not excused
	} {
		px := make([]uint8, 3*w*h)
		for i := 0; i < w*h; i++ {
			x, y := i%w, i/w
			L := uint8(205)
			switch {
			case y >= 16 && y <= 44 && (x >= 25 && x <= 27 || x >= 35 && x <= 37):
				L = 30
			case y >= 14 && y <= 46 && x >= 13 && x <= 19:
				L = c.notchL
			}
			px[3*i], px[3*i+1], px[3*i+2] = L, 128, 128
		}
		if got := thirdStripe(marks, holes, box, px, w, h, c.dark); got != c.want {
			t.Errorf("notch of L %d, dark %v: third stripe %v, want %v", c.notchL, c.dark, got, c.want)
		}
	}
	// No hole there: no third stripe, however dark.
	clear(holes)
	if thirdStripe(marks, holes, box, make([]uint8, 3*w*h), w, h, false) {
		t.Error("a third stripe with no hole where it would lie")
	}
}

// TestUnevenStripes: a face's stripes are printed alike; one far longer
// is no stripe of its.
func TestUnevenStripes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		marks []hole
		want  bool
	}{
		{"two alike", []hole{bar(30, 40, 6, 28, 0), bar(44, 40, 6, 28, 0)}, false},
		{"one trimmed a little", []hole{bar(30, 40, 6, 28, 0), bar(44, 40, 6, 22, 0)}, false},
		{"a side band the stripe's way", []hole{bar(30, 40, 7, 29, 50), bar(50, 65, 9, 49, 50)}, true},
		{"three, one far longer", []hole{bar(30, 40, 6, 20, 0), bar(44, 40, 6, 20, 0), bar(58, 40, 6, 31, 0)}, true},
		{"dots are no stripes", []hole{bar(30, 40, 8, 8, 0), bar(44, 40, 8, 14, 0)}, false},
	} {
		if got := unevenStripes(tc.marks); got != tc.want {
			t.Errorf("%s: uneven %v, want %v", tc.name, got, tc.want)
		}
	}
	// Of two groups of three, the W3's stripes rather than two of them
	// and the side band at its rim, larger though the band is.
	stripes := []hole{bar(30, 40, 6, 23, 0), bar(40, 40, 6, 22, 0), bar(50, 40, 6, 23, 0)}
	banded := []hole{bar(40, 40, 6, 22, 0), bar(50, 40, 6, 23, 0), bar(62, 40, 7, 36, 0)}
	if !better(stripes, 138, banded, 252) || better(banded, 252, stripes, 138) {
		t.Errorf("the stripes with a side band taken over the stripes alone")
	}
	if !better(banded[:2], 138, stripes[:2], 132) {
		t.Errorf("of two even groups, the smaller taken")
	}
}

// TestFindFaceStripeBlock: wide stripes blurred into one block that
// reaches the rim leave a face less convex than a face, or two caps; the
// block's stripes are its marks. The table round a face with dots, open
// on one side and taken for a face of its colour, holds no such block.
func TestFindFaceStripeBlock(t *testing.T) {
	const w, h = 100, 100
	// stripes paints k stripes 6 pixels wide, with grey gaps of 2
	// between them, from x0 to x1 across a white disc of radius 28.
	stripes := func(k, x0, x1 int) gocv.Mat {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Circle(&m, image.Pt(50, 50), 28, greyOf(230), -1)
		top := 50 - (8*k-2)/2
		gocv.Rectangle(&m, image.Rect(x0, top, x1, top+8*k-2), greyOf(120), -1)
		for i := range k {
			gocv.Rectangle(&m, image.Rect(x0, top+8*i, x1, top+8*i+6), greyOf(30), -1)
		}
		return m
	}
	tile := math.Pi * 28 * 28
	for _, tc := range []struct {
		name   string
		k      int
		x0, x1 int
	}{
		{"three stripes rim to rim", 3, 10, 90},
		{"two stripes from one rim", 2, 10, 66},
		{"three stripes from one rim", 3, 10, 66},
	} {
		m := stripes(tc.k, tc.x0, tc.x1)
		part, px := lightPart(m)
		m.Close()
		if c := findFace(part, px, w, h, false, int(1.3*tile), tile); c.marks != tc.k || len(c.outline) < 3 {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, c.marks, tc.k, c.debug)
		}
	}
	// A white face with two dots, in a ring of dark table open on one
	// side, read as a black face: the white face is no block of stripes.
	m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	defer m.Close()
	m.SetTo(gocv.NewScalar(255, 0, 0, 0)) // outside the stack's region
	gocv.Rectangle(&m, image.Rect(16, 16, 84, 84), greyOf(60), -1)
	gocv.Rectangle(&m, image.Rect(70, 44, 100, 56), greyOf(255), -1)
	gocv.Rectangle(&m, image.Rect(25, 25, 75, 75), greyOf(230), -1)
	for _, x := range []int{40, 60} {
		gocv.Circle(&m, image.Pt(x, 50), 5, greyOf(30), -1)
	}
	part, px := darkPart(m)
	if c := findFace(part, px, w, h, true, 5000, 4000); c.marks > 0 {
		t.Errorf("the table round a white face read as a black face of %d marks (%s)", c.marks, c.debug)
	}
}

// TestFindFaceNoFaceSizedBlock: the neutral's gold face on a tall stack
// seen aslant, the dark sides a C round it, is no block of stripes: a
// block of two "stripes" parted by a line of shade, larger than stripes
// and their gaps make (0.6 of a scale's face), is read as no face of two
// marks.
func TestFindFaceNoFaceSizedBlock(t *testing.T) {
	const w, h = 100, 100
	for _, tc := range []struct {
		name  string
		side  int // the light block's side
		marks int
	}{
		{"a block as large as stripes make", 40, 2},
		{"a face-sized block", 52, 0},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		m.SetTo(gocv.NewScalar(255, 0, 0, 0)) // outside the stack's region
		gocv.Rectangle(&m, image.Rect(12, 12, 88, 88), greyOf(40), -1)
		lo, hi := 50-tc.side/2, 50+tc.side/2
		gocv.Rectangle(&m, image.Rect(lo, lo, 88, hi), greyOf(220), -1) // open to the right: the C's gap
		gocv.Rectangle(&m, image.Rect(lo, 49, 88, 51), greyOf(150), -1) // the shade parting the "stripes"
		part, px := darkPart(m)
		m.Close()
		if c := findFace(part, px, w, h, true, 5000, 4000); c.marks != tc.marks {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, c.marks, tc.marks, c.debug)
		}
	}
}

// TestOverBlocks: a face read by its block of stripes and one of the
// other colour in its place: the block goes under a sure face whose marks
// were seen apart, and both are unsure where that face's marks were
// counted by bumps or lie beside a large hole that is no mark.
func TestOverBlocks(t *testing.T) {
	box := image.Rect(0, 0, 40, 40)
	block := faceCandidate{dark: true, box: box, marks: 3, holes: 1, score: 0.7, block: true}
	unsure := faceCandidate{box: box.Inset(-4), marks: 1, holes: 1, score: unsureScore}
	sure := faceCandidate{box: box.Inset(2), marks: 2, holes: 2, score: 0.9}
	bumpy := sure
	bumpy.holes = 1 // its two marks counted by the bumps in one hole
	lightBlock := block
	lightBlock.dark = false
	darkSure := sure
	darkSure.dark = true
	// A sure face of one mark beside a hole that is no mark, of 0.22 of
	// it, and one of 0.12.
	oddHole := faceCandidate{box: box.Inset(2), marks: 1, holes: 1, score: 0.9, area: 1000, odd: 220}
	speck := oddHole
	speck.odd = 120
	unsureOdd := oddHole
	unsureOdd.score = unsureScore
	for _, tc := range []struct {
		name  string
		found []faceCandidate
		want  []int // the faces kept, by index into found
		doubt []int // of those, the ones made unsure
	}{
		{"an unsure face over a block goes", []faceCandidate{unsure, block}, []int{1}, nil},
		{"a block under a sure face of marks apart goes", []faceCandidate{block, sure}, []int{1}, nil},
		{"a block under a sure face of bumps: both unsure", []faceCandidate{block, bumpy}, []int{0, 1}, []int{0, 1}},
		{"a block under a sure face beside a hole of 0.22 of it: both unsure", []faceCandidate{block, oddHole}, []int{0, 1}, []int{0, 1}},
		{"a block under a sure face beside a hole of 0.12 of it goes", []faceCandidate{block, speck}, []int{1}, nil},
		{"a block under an unsure face beside a hole of 0.22 of it stays sure", []faceCandidate{block, unsureOdd}, []int{0}, nil},
		{"blocks of both colours are both unsure", []faceCandidate{block, lightBlock}, []int{0, 1}, []int{0, 1}},
		{"a face of the block's colour is no matter", []faceCandidate{block, darkSure}, []int{0, 1}, nil},
	} {
		in := slices.Clone(tc.found)
		got := overBlocks(in)
		if len(got) != len(tc.want) {
			t.Errorf("%s: kept %d faces, want %d", tc.name, len(got), len(tc.want))
			continue
		}
		for j, k := range tc.want {
			unsureNow := got[j].score <= unsureScore && tc.found[k].score > unsureScore
			if got[j].dark != tc.found[k].dark || got[j].block != tc.found[k].block || unsureNow != slices.Contains(tc.doubt, k) {
				t.Errorf("%s: face %d kept as %+v, want face %d (unsure now: %v)", tc.name, j, got[j], k, slices.Contains(tc.doubt, k))
			}
		}
	}
}

// TestFindFaceFaintGaps: three stripes run together into one block whose
// gaps are faint beside the white face round it: the bumps across the
// block and the face miss them; within the block, each stripe and gap
// runs its length. A block of one shade is no stripes.
func TestFindFaceFaintGaps(t *testing.T) {
	const w, h = 100, 100
	tile := math.Pi * 28 * 28
	for _, tc := range []struct {
		name  string
		width int   // the block's length along its stripes
		gap   uint8 // the gaps' shade
		want  int
	}{
		{"a block of a sixth of the face", 30, 55, 3},
		{"a block of a third of the face", 40, 55, 3},
		{"a block of one shade is too large for a mark", 30, 30, 0},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Circle(&m, image.Pt(50, 50), 28, greyOf(230), -1)
		x0 := 50 - tc.width/2
		gocv.Rectangle(&m, image.Rect(x0, 39, x0+tc.width, 61), greyOf(tc.gap), -1)
		for i := range 3 {
			gocv.Rectangle(&m, image.Rect(x0, 39+8*i, x0+tc.width, 45+8*i), greyOf(30), -1)
		}
		part, px := lightPart(m)
		m.Close()
		if c := findFace(part, px, w, h, false, int(1.3*tile), tile); c.marks != tc.want {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, c.marks, tc.want, c.debug)
		}
	}
}

// TestStripeLines: stripes and the gaps between them run a block's
// length, alike; a band far dimmer than a stripe is no stripe, nor are
// two bands of the block's colour either side of a stripe lighter than
// the face round the block.
func TestStripeLines(t *testing.T) {
	const w, h = 60, 60
	// block paints a white face (L 220) with vertical bands from x 15
	// on, rows 15 to 45, each 6 pixels wide, of the L values given.
	block := func(bands ...uint8) []uint8 {
		px := make([]uint8, 3*w*h)
		for i := range w * h {
			px[3*i], px[3*i+1], px[3*i+2] = 220, 128, 128
		}
		for j, v := range bands {
			for y := 15; y < 45; y++ {
				for x := 15 + 6*j; x < 21+6*j; x++ {
					px[3*(y*w+x)] = v
				}
			}
		}
		return px
	}
	rect := func(n int) gocv.RotatedRect {
		return minAreaRect([]image.Point{{15, 15}, {15 + 6*n - 1, 15}, {15 + 6*n - 1, 44}, {15, 44}})
	}
	for _, tc := range []struct {
		name  string
		bands []uint8
		face  float64 // the face's mark-ness round the block
		want  int
	}{
		{"three stripes, two gaps", []uint8{30, 120, 30, 120, 30}, 35, 3},
		{"two stripes, one gap", []uint8{30, 120, 30}, 35, 2},
		{"a stripe and a dim band", []uint8{30, 200, 140}, 35, 0},
		{"a stripe's gap lighter than the face round it", []uint8{30, 120, 30}, 150, 0},
	} {
		if got := stripeLines(block(tc.bands...), w, h, rect(len(tc.bands)), false, tc.face); got != tc.want {
			t.Errorf("%s: %d stripes, want %d", tc.name, got, tc.want)
		}
	}
}

// TestShadedFaceStrip: a dark strip two faces large and five times as
// long as wide (a floor's edge in dim light, at the frame's side), with
// a light speck a stripe's size in its grain, is no sure B1; a face with
// the same stripe is.
func TestShadedFaceStrip(t *testing.T) {
	const radius = 20.0
	for _, tc := range []struct {
		name   string
		w, h   int
		unsure bool
	}{{"a face", 60, 60, false}, {"a strip", 36, 200, true}} {
		lab, px, mk, total := paintStack(t, tc.w, tc.h, func(x, y int) ([3]uint8, bool) {
			cx, cy := tc.w/2, tc.h/2
			switch {
			case tc.w == tc.h && math.Hypot(float64(x-cx), float64(y-cy)) > radius:
				return [3]uint8{130, 128, 128}, false
			case x >= cx-3 && x <= cx+3 && y >= cy-8 && y <= cy+8: // the stripe
				return [3]uint8{225, 128, 128}, true
			}
			return [3]uint8{30, 128, 128}, true
		})
		got := shadedFace(lab, mk, px, tc.w, tc.h, radius, total, false)
		lab.Close()
		if got.marks != 1 || (got.score < 0.5) != tc.unsure {
			t.Errorf("%s: %d marks, sure %.2f, want 1 mark, unsure %v (%s)", tc.name, got.marks, got.score, tc.unsure, got.debug)
		}
	}
}

// TestPaleSliverBesideStripes: on a white face with two stripes, a
// ragged sliver where a third would lie, of the stripes' length and way,
// leaves the reading unsure when it is as dark as they are (print eaten
// by blur) and sure when far paler (the shade of the face's rim).
func TestPaleSliverBesideStripes(t *testing.T) {
	const w, h = 80, 80
	for _, tc := range []struct {
		name   string
		sliver uint8
		sure   bool
	}{
		{"a dark sliver: a third stripe eaten", 30, false},
		{"a pale sliver: the rim's shade", 150, true},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Circle(&m, image.Pt(40, 40), 25, color.RGBA{230, 230, 230, 255}, -1)
		for _, x := range []int{36, 44} {
			gocv.Rectangle(&m, image.Rect(x, 30, x+3, 50), color.RGBA{30, 30, 30, 255}, -1)
		}
		// Two pixels wide, stepping aside every three rows: a ragged
		// bar, half its box.
		for y := 30; y < 50; y++ {
			x := 27 + (y/4)%2
			m.SetUCharAt(y, x, tc.sliver)
			m.SetUCharAt(y, x+1, tc.sliver)
		}
		part, px := lightPart(m)
		m.Close()
		c := findFace(part, px, w, h, false, 2000, math.Pi*25*25)
		if c.marks != 2 || (c.score > unsureScore) != tc.sure {
			t.Errorf("%s: %d marks, score %.2f, want 2 marks, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// TestDotBesidePiece: a white face read from its lit part with one dot
// or two, another dot just past the part in the face's shade, ringed by
// it, says so; not where the face past the part is plain, nor where the
// part ends at a table as dark as print, nor for a dot too far off, nor
// past three dots, all a face has.
func TestDotBesidePiece(t *testing.T) {
	const w, h = 100, 100
	tile := math.Pi * 30 * 30 // a face 60 across
	// The piece: the face's left part, to x = 52, its dot at (42, 50).
	piece := []image.Point{{20, 50}, {28, 30}, {40, 22}, {52, 21}, {52, 79}, {40, 78}, {28, 70}}
	scene := func(table uint8, dots ...image.Point) []uint8 {
		px := make([]uint8, 3*w*h)
		for y := range h {
			for x := range w {
				l := table
				if d := math.Hypot(float64(x-50), float64(y-50)); d <= 30 {
					l = 220 // lit
					if x > 52 {
						l = 150 // in shade
					}
				}
				for _, c := range append([]image.Point{{42, 50}}, dots...) {
					if math.Hypot(float64(x-c.X), float64(y-c.Y)) <= 4 {
						l = 30
					}
				}
				copy(px[3*(y*w+x):], []uint8{l, 128, 128})
			}
		}
		return px
	}
	one := faceCandidate{outline: piece, marks: 1, marked: []hole{bar(42, 50, 8, 8, 0)}}
	// A row of three, two of its dots on the piece.
	two := faceCandidate{outline: piece, marks: 2, marked: []hole{bar(30, 50, 8, 8, 0), bar(42, 50, 8, 8, 0)}}
	three := faceCandidate{outline: piece, marks: 3, marked: []hole{bar(30, 44, 8, 8, 0), bar(30, 56, 8, 8, 0), bar(42, 50, 8, 8, 0)}}
	for _, tc := range []struct {
		name string
		f    faceCandidate
		px   []uint8
		want bool
	}{
		{"the other dot in the shade past the piece", one, scene(120, image.Pt(58, 50)), true},
		{"the face plain past the piece", one, scene(120), false},
		{"a dark table past the piece", one, func() []uint8 {
			px := scene(120)
			for y := range h {
				for x := 53; x < w; x++ {
					px[3*(y*w+x)] = 35
				}
			}
			return px
		}(), false},
		{"a dark spot past a scale's half-width", one, scene(120, image.Pt(72, 66)), false},
		{"the third dot of a row past the piece", two, scene(120, image.Pt(30, 50), image.Pt(54, 50)), true},
		{"a dark spot past the piece, off the row and the triangle", two, scene(120, image.Pt(30, 50), image.Pt(58, 62)), false},
		{"a row's two dots, the face plain past the piece", two, scene(120, image.Pt(30, 50)), false},
		{"three dots on the piece", three, scene(120, image.Pt(30, 44), image.Pt(30, 56), image.Pt(58, 50)), false},
	} {
		if got := dotBesidePiece(tc.f, tc.px, w, h, false, tile); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBarBesidePiece: a stripe printed as the piece's own lies past it,
// where a face cut between its stripes left it in its other part.
func TestBarBesidePiece(t *testing.T) {
	const w, h = 100, 100
	tile := math.Pi * 30 * 30 // a face 60 across
	// Pieces: the face's left part, to x = 44 (its first stripe, at 38)
	// or to x = 56 (its first two).
	piece := func(to int) []image.Point {
		return []image.Point{{20, 50}, {28, 30}, {40, 22}, {to, 21}, {to, 79}, {40, 78}, {28, 70}}
	}
	type stripe struct{ x, y, long, wide int }
	scene := func(table uint8, marks ...stripe) []uint8 {
		px := make([]uint8, 3*w*h)
		for y := range h {
			for x := range w {
				l := table
				if math.Hypot(float64(x-50), float64(y-50)) <= 30 {
					l = 220
				}
				for _, m := range marks {
					if 2*abs(x-m.x) <= m.wide && 2*abs(y-m.y) <= m.long {
						l = 30
					}
				}
				copy(px[3*(y*w+x):], []uint8{l, 128, 128})
			}
		}
		return px
	}
	first, second, third := stripe{38, 50, 30, 6}, stripe{50, 50, 30, 6}, stripe{62, 50, 30, 6}
	one := faceCandidate{outline: piece(44), marks: 1, marked: []hole{bar(38, 50, 30, 6, 90)}}
	two := faceCandidate{outline: piece(56), marks: 2, marked: []hole{bar(38, 50, 30, 6, 90), bar(50, 50, 30, 6, 90)}}
	for _, tc := range []struct {
		name string
		f    faceCandidate
		px   []uint8
		want bool
	}{
		{"the second stripe past the piece", one, scene(120, first, second), true},
		{"the face plain past the piece", one, scene(120, first), false},
		{"a dot past the piece", one, scene(120, first, stripe{50, 50, 6, 6}), false},
		{"a stripe the other way past the piece", one, scene(120, first, stripe{52, 50, 6, 30}), false},
		{"a dark table past the piece", one, func() []uint8 {
			px := scene(120, first)
			for y := range h {
				for x := 45; x < w; x++ {
					px[3*(y*w+x)] = 35
				}
			}
			return px
		}(), false},
		{"the third stripe past two", two, scene(120, first, second, third), true},
		{"two stripes, the face plain past them", two, scene(120, first, second), false},
	} {
		if got := barBesidePiece(tc.f, tc.px, w, h, false, tile); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCentringStripe takes a third stripe left out of two where the
// three make a B3's row: between them, or past them with the row centred
// on the face; a bar past a B2's centred pair is its side band.
func TestCentringStripe(t *testing.T) {
	centre := image.Pt(40, 40)
	pair := []hole{bar(30, 40, 26, 5, 90), bar(40, 40, 26, 5, 90)}
	for _, tc := range []struct {
		name  string
		marks []hole
		f     hole
		want  bool
	}{
		{"the middle stripe, left out", []hole{bar(30, 40, 26, 5, 90), bar(50, 40, 26, 5, 90)}, bar(40, 40, 26, 4, 90), true},
		{"a third past the two, the row centred", pair, bar(50, 40, 26, 6, 90), true},
		{"a band past a B2 centred on the face", []hole{bar(35, 40, 26, 5, 90), bar(45, 40, 26, 5, 90)}, bar(55, 40, 26, 6, 90), false},
		{"a bar past, spaced unevenly", pair, bar(54, 40, 26, 6, 90), false},
		{"a bar past, far wider than a stripe", pair, bar(50, 40, 26, 8, 90), false},
	} {
		found := append(slices.Clone(tc.marks), tc.f)
		if _, got := centringStripe(found, tc.marks, centre); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSecondStripe: a thin hole beside a face's one stripe, as long,
// parallel and level with it, a stripes' spacing away, is the second
// where the two are centred on the face and the one is not; not beside
// a stripe on the centre (a W1's), nor short, across it, along it, far
// off, or beside a dot.
func TestSecondStripe(t *testing.T) {
	box := image.Rect(20, 20, 60, 60) // 40 across, centred at (40, 40)
	off := bar(36, 40, 16, 2, 90)
	for _, tc := range []struct {
		name string
		mark hole
		g    hole
		want bool
	}{
		{"the second, the two centred", off, bar(44, 40, 16, 1, 90), true},
		{"the second, a little shorter", off, bar(44, 40, 13, 1, 90), true},
		{"beside a stripe on the centre", bar(40, 40, 16, 2, 90), bar(47, 40, 16, 1, 90), false},
		{"half as long", off, bar(44, 40, 8, 1, 90), false},
		{"across the stripe", off, bar(44, 40, 16, 1, 0), false},
		{"level with it no more", off, bar(44, 46, 16, 1, 90), false},
		{"too far off, the two centred", bar(31, 40, 16, 2, 90), bar(48, 40, 16, 1, 90), false},
		{"beside a dot", bar(36, 40, 5, 4, 90), bar(44, 40, 5, 1, 90), false},
	} {
		if _, got := secondStripe([]hole{tc.g}, tc.mark, box); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestReachesRim: a hole's outline within a hull's mask does not reach
// its rim; a notch's does, as does an outline at the mask's border.
func TestReachesRim(t *testing.T) {
	const w, h = 20, 20
	hull := make([]uint8, w*h)
	for y := 2; y < 18; y++ {
		for x := 2; x < 18; x++ {
			hull[y*w+x] = 1
		}
	}
	for _, tc := range []struct {
		name string
		pts  []image.Point
		want bool
	}{
		{"a stripe in the middle", []image.Point{{8, 5}, {8, 14}, {10, 14}, {10, 5}}, false},
		{"a notch at the rim", []image.Point{{2, 8}, {4, 8}, {4, 10}, {2, 10}}, true},
		{"at the mask's border", []image.Point{{0, 0}, {1, 0}}, true},
	} {
		if got := reachesRim(tc.pts, hull, w, h); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBandPastRow: of four parallel bars, a longer one at an end of a
// row of three evenly spaced stripes of one length is a side band; four
// alike (two faces' stripes), a long one in the middle, three unevenly
// spaced, or a band hardly longer, are not.
func TestBandPastRow(t *testing.T) {
	bar := func(x, l float32) hole {
		return hole{area: float64(4 * l), rect: gocvRect(x, 30, 4, l, 0)}
	}
	for _, tc := range []struct {
		name string
		bars []hole
		want int
	}{
		{"three stripes and a band past them", []hole{bar(10, 17), bar(16, 17), bar(22, 17), bar(28, 25)}, 3},
		{"the band first", []hole{bar(4, 25), bar(10, 17), bar(16, 17), bar(22, 17)}, 0},
		{"four alike: two faces' stripes", []hole{bar(10, 17), bar(16, 17), bar(22, 17), bar(28, 17)}, -1},
		{"the long one in the middle", []hole{bar(10, 17), bar(16, 25), bar(22, 17), bar(28, 17)}, -1},
		{"the three unevenly spaced", []hole{bar(10, 17), bar(16, 17), bar(26, 17), bar(32, 25)}, -1},
		{"a band hardly longer", []hole{bar(10, 17), bar(16, 17), bar(22, 17), bar(28, 21)}, -1},
		{"three bars", []hole{bar(10, 17), bar(16, 17), bar(22, 25)}, -1},
	} {
		if got := bandPastRow(tc.bars); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestTintedBlack: a dark face tinted past blackChroma is a black face
// only where it is whole: a scale's size, convex, its marks clean holes
// of their own, and not far past (26). A hand's shade holding a white
// face's remains is ragged, or its "mark" is. Three marks, each a hole of
// its own, ask less of the face's size and the marks' fill.
func TestTintedBlack(t *testing.T) {
	const tile = 1000.0
	square := func(side int) []image.Point {
		return []image.Point{{0, 0}, {side, 0}, {side, side}, {0, side}}
	}
	notched := []image.Point{{0, 0}, {34, 0}, {34, 34}, {17, 34}, {17, 17}, {0, 17}}
	face := func(outline []image.Point, marks, holes int, fill float64) faceCandidate {
		return faceCandidate{outline: outline, area: polygonArea(outline), marks: marks, holes: holes, fill: fill}
	}
	for _, tc := range []struct {
		name string
		c    faceCandidate
		ch   float64
		want bool
	}{
		{"a B2 under a warm lamp", face(square(34), 2, 2, 0.86), 21, true},
		{"a rounded square's face, larger than the disc", face(square(37), 1, 1, 0.99), 22, true},
		{"too coloured for any black face", face(square(34), 2, 2, 0.86), 30, false},
		{"a B3's wide gold stripes blurred into its black", face(square(34), 3, 3, 0.9), 32, true},
		{"three marks, too coloured still", face(square(34), 3, 3, 0.9), 36, false},
		{"three marks, more holes", face(square(34), 3, 4, 0.9), 32, false},
		{"no marks", face(square(34), 0, 0, 0), 21, false},
		{"a ragged mark", face(square(34), 1, 1, 0.45), 21, false},
		{"more holes than marks", face(square(34), 2, 3, 0.86), 21, false},
		{"a sliver off its rim (a lit bevel)", face([]image.Point{{0, 0}, {17, 6}, {34, 0}, {34, 34}, {0, 34}}, 3, 3, 0.87), 21, true},
		{"not convex", face(notched, 1, 1, 0.9), 21, false},
		{"two faces' size", face(square(45), 2, 2, 0.86), 21, false},
		{"a piece of a face", face(square(25), 1, 1, 0.9), 21, false},
		{"three marks on a face smaller than the disc", face(square(27), 3, 3, 0.9), 21, true},
		{"two marks on a face as small", face(square(27), 2, 2, 0.9), 21, false},
		{"three marks on a piece of a face", face(square(25), 3, 3, 0.9), 21, false},
		{"three marks blurred to 0.65 of their boxes", face(square(34), 3, 3, 0.65), 21, true},
		{"two marks blurred as much", face(square(34), 2, 2, 0.65), 21, false},
		{"three ragged marks", face(square(34), 3, 3, 0.55), 21, false},
	} {
		if got := tintedBlack(tc.c, tc.ch, tile); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestThreeLobes: three dots of a triangle pressed together make a hole
// of three lobes; one dot, two run together, three in a row, a stripe or
// a square do not.
func TestThreeLobes(t *testing.T) {
	const w, h = 64, 64
	disc := func(cs ...[3]float64) []uint8 {
		m := make([]uint8, w*h)
		for i := range m {
			x, y := float64(i%w)+0.5, float64(i/w)+0.5
			for _, c := range cs {
				if math.Hypot(x-c[0], y-c[1]) <= c[2] {
					m[i] = 255
				}
			}
		}
		return m
	}
	// Three dots of radius r whose centres are d apart, round (32, 32).
	triangle := func(r, d, turn float64) []uint8 {
		var cs [][3]float64
		for k := 0; k < 3; k++ {
			a := turn + float64(k)*2*math.Pi/3
			cs = append(cs, [3]float64{32 + d/math.Sqrt(3)*math.Cos(a), 32 + d/math.Sqrt(3)*math.Sin(a), r})
		}
		return disc(cs...)
	}
	rect := func(x0, y0, x1, y1 int) []uint8 {
		m := make([]uint8, w*h)
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				m[y*w+x] = 255
			}
		}
		return m
	}
	for _, tc := range []struct {
		name string
		mask []uint8
		want bool
	}{
		{"three dots that touch", triangle(8, 16, 0), true},
		{"three small dots that touch, turned", triangle(4, 8, 0.7), true},
		{"three dots run together by blur", triangle(8, 13, 0.3), true},
		{"one dot", disc([3]float64{32, 32, 9}), false},
		{"one small dot", disc([3]float64{32, 32, 4}), false},
		{"two dots run together", disc([3]float64{26, 32, 7}, [3]float64{38, 32, 7}), false},
		{"three dots in a row", disc([3]float64{20, 32, 6}, [3]float64{32, 32, 6}, [3]float64{44, 32, 6}), false},
		{"three dots run into one disc", triangle(10, 6, 0), false},
		{"a stripe", rect(20, 28, 44, 36), false},
		{"a square", rect(24, 24, 40, 40), false},
	} {
		cs, parent := traceContours(tc.mask, w, h, false)
		var edge []image.Point
		for i, c := range cs {
			if parent[i] < 0 && len(c) > len(edge) {
				edge = c
			}
		}
		if got := threeLobes(edge); got != tc.want {
			t.Errorf("%s: three lobes %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPrintedAlike: of the ragged holes beside two stripes, those as
// large as the stripes and as dark are print; a paler one or a smaller
// one is not.
func TestPrintedAlike(t *testing.T) {
	const w, h = 80, 80
	stripe := func(cx int) hole {
		g := bar(cx, 40, 3, 16, 90)
		g.raw = g.area
		return g
	}
	paintHole := func(px []uint8, g hole, l uint8) {
		c := g.rect.Center
		for y := c.Y - 7; y <= c.Y+7; y++ {
			for x := c.X - 1; x <= c.X+1; x++ {
				px[3*(y*w+x)] = l
			}
		}
	}
	a, b := stripe(32), stripe(40)
	for _, tc := range []struct {
		name  string
		l     uint8
		raw   float64 // of the stripes' mean
		wantN int
	}{
		{"as dark and as large", 40, 1, 1},
		{"as dark, a little smaller", 40, 0.8, 1},
		{"paler: a shade, not print", 150, 1, 0},
		{"half the size", 40, 0.5, 0},
	} {
		px := greyPlane(w, h, 230)
		paintHole(px, a, 40)
		paintHole(px, b, 40)
		g := stripe(48)
		g.raw = tc.raw * a.raw
		paintHole(px, g, tc.l)
		if got := printedAlike([]hole{g}, []hole{a, b}, px, w, h, false); len(got) != tc.wantN {
			t.Errorf("%s: %d holes kept, want %d", tc.name, len(got), tc.wantN)
		}
	}
}

// TestShrunkNotLost: two stripes seen apart, one counted on the face's
// own threshold, are still two where both peak alike and the one counted
// is one of them.
func TestShrunkNotLost(t *testing.T) {
	const w, h = 80, 80
	a, b := bar(32, 40, 3, 16, 90), bar(40, 40, 3, 16, 90)
	for _, tc := range []struct {
		name string
		lb   uint8 // the second stripe's lightness (the first's is 40)
		at   image.Point
		want bool
	}{
		{"alike, the one counted the first", 40, a.rect.Center, true},
		{"alike, the one counted the second", 45, b.rect.Center, true},
		{"the second paler: a shade", 120, a.rect.Center, false},
		{"the one counted elsewhere", 40, image.Pt(60, 20), false},
	} {
		px := greyPlane(w, h, 230)
		for _, m := range []struct {
			g hole
			l uint8
		}{{a, 40}, {b, tc.lb}} {
			c := m.g.rect.Center
			for y := c.Y - 7; y <= c.Y+7; y++ {
				for x := c.X - 1; x <= c.X+1; x++ {
					px[3*(y*w+x)] = m.l
				}
			}
		}
		c := faceCandidate{marks: 2, mark: 48, two: []gocv.RotatedRect{a.rect, b.rect}, marksAt: []image.Point{a.rect.Center, b.rect.Center}}
		f := faceCandidate{marks: 1, marksAt: []image.Point{tc.at}}
		if got := shrunkNotLost(c, f, px, w, h); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestLitBlack: a dark face read with one hole, which its own threshold
// leaves only a rim of, is a black face lit grey only where that hole is
// a dot's size or more (less, to a hundredth of the disc, the lighter it
// is), lies in its middle and is lighter than the face's own grey by a
// mark's step; its bumps may count two marks, but two holes apart are no
// lone mark.
func TestLitBlack(t *testing.T) {
	const w, h, tile = 60, 60, 2500.0
	const grey = 110 // the face's own lighter shade
	box := image.Rect(0, 0, w, h)
	for _, tc := range []struct {
		name  string
		marks int
		at    image.Point
		mark  float64
		l     uint8 // the mark's lightness
		apart bool  // a second hole beside the first
		want  bool
	}{
		{"a stripe in the middle", 1, image.Pt(31, 28), 100, 180, false, true},
		{"a dot's size, in the middle", 1, image.Pt(30, 30), tile / 50, 180, false, true},
		{"no lighter than the face's grey", 1, image.Pt(30, 30), 100, grey + 2, false, false},
		{"a speck in the middle", 1, image.Pt(30, 30), 30, 180, false, false},
		{"a small dot far lighter", 1, image.Pt(30, 30), tile / 60, 180, false, true},
		{"a small dot a step lighter", 1, image.Pt(30, 30), tile / 60, grey + 30, false, false},
		{"a smaller dot four steps lighter", 1, image.Pt(30, 30), tile / 80, grey + 90, false, true},
		{"as small, three steps lighter", 1, image.Pt(30, 30), tile / 80, grey + 70, false, false},
		{"under a hundredth, four steps lighter", 1, image.Pt(30, 30), tile / 120, grey + 90, false, false},
		{"off to one side", 1, image.Pt(10, 30), 100, 180, false, false},
		{"two marks of one hole's bumps", 2, image.Pt(30, 30), 100, 180, false, true},
		{"two marks apart", 2, image.Pt(30, 30), 100, 180, true, false},
	} {
		px := greyPlane(w, h, grey)
		m := bar(tc.at.X, tc.at.Y, 4, 14, 90)
		for y := tc.at.Y - 7; y <= tc.at.Y+7; y++ {
			for x := tc.at.X - 2; x <= tc.at.X+2; x++ {
				px[3*(y*w+x)] = tc.l
			}
		}
		c := faceCandidate{box: box, marks: tc.marks, mark: tc.mark, marksAt: []image.Point{tc.at}, dark: true, marked: []hole{m}}
		if tc.apart {
			c.marksAt = append(c.marksAt, tc.at.Add(image.Pt(8, 0)))
			c.marked = append(c.marked, bar(tc.at.X+8, tc.at.Y, 4, 14, 90))
		}
		if got := litBlack(c, faceCandidate{light: grey}, px, w, h, tile); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBlurredDot: a face's one mark under a speck's cut is still a dot
// only on a whole face, at its centre, and not far smaller still.
func TestBlurredDot(t *testing.T) {
	const tile = 1000.0
	box := image.Rect(0, 0, 36, 36)
	for _, tc := range []struct {
		name string
		at   image.Point
		area float64
		face float64
		want bool
	}{
		{"a blurred dot in the middle of a whole face", image.Pt(18, 18), 7, 900, true},
		{"off to one side", image.Pt(5, 18), 7, 900, false},
		{"in the middle, off its centre", image.Pt(24, 22), 7, 900, false},
		{"on a face a little small for the disc (seed 11182)", image.Pt(18, 18), 8, 760, true},
		{"on a piece of a face", image.Pt(18, 18), 7, 630, false},
		{"a speck", image.Pt(18, 18), 4, 900, false},
	} {
		m := bar(tc.at.X, tc.at.Y, 3, 3, 0)
		m.area = tc.area
		if got := blurredDot(m, tc.face, tile, box); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPaleSideCores: the neutral laid against a W3, seen from above, with
// the white sides of the neutral's stack showing round its gold face: the
// light part parted by tint leaves the W3 and those sides together on the
// pale side, no face; its face-sized cores are the W3, read beside the
// neutral.
func TestPaleSideCores(t *testing.T) {
	const w, h, side = 200, 100, 50
	tile := math.Pi * 25 * 25
	white := image.Rect(36, 25, 36+side, 25+side)
	gold := image.Rect(92, 25, 92+side, 25+side)
	// The stack's sides show below and left of its face: seen a little
	// from that way.
	sides := image.Rect(gold.Min.X-6, gold.Min.Y+6, gold.Max.X-6, gold.Max.Y+6)
	part, px := make([]uint8, w*h), make([]uint8, 3*w*h)
	for i := range part {
		p := image.Pt(i%w, i/w)
		px[3*i], px[3*i+1], px[3*i+2] = 120, 100, 140 // the cloth
		switch {
		case p.In(gold):
			px[3*i], px[3*i+1], px[3*i+2] = 175, 128, 170+uint8(i%3)
		case p.In(white) || p.In(sides):
			px[3*i], px[3*i+1], px[3*i+2] = 210, 128, 131+uint8(i%3)
		default:
			continue
		}
		part[i] = 255
		for _, d := range []image.Point{{48, 50}, {61, 50}, {74, 50}} {
			if dist(p, d) <= 4 {
				px[3*i], px[3*i+2] = 40, 128
				part[i] = 0
			}
		}
	}
	faces := facePart{pix: part}.faces(px, w, h, false, w*h, tile)
	var marks []int
	golden := false
	for _, f := range faces {
		if len(f.outline) >= 3 {
			marks = append(marks, f.marks)
		}
		golden = golden || f.golden
	}
	slices.Sort(marks)
	if !slices.Equal(marks, []int{0, 3}) || !golden {
		t.Errorf("faces with %v marks (golden %v), want the neutral and a W3", marks, golden)
	}
}

// TestThirdDotInShade: two light dots on a black face read surely as
// two, unless a hole left out of the marks, larger and paler than a dot,
// lies where the row's third would: the third dot under a fingertip's
// shade, run into a hole with it.
func TestThirdDotInShade(t *testing.T) {
	dot := func(x, y, cx, cy int, r float64) bool { return math.Hypot(float64(x-cx), float64(y-cy)) <= r }
	for _, tc := range []struct {
		name  string
		third func(x, y int) bool
		sure  bool
	}{
		{"two dots", func(x, y int) bool { return false }, true},
		{"two dots and a pale blob where the third lies", func(x, y int) bool { return dot(x, y, 64, 50, 7) }, false},
		{"two dots and a pale blob off the row", func(x, y int) bool { return dot(x, y, 43, 66, 7) }, true},
	} {
		got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
			switch {
			case dot(x, y, 36, 50, 5), dot(x, y, 50, 50, 5):
				return 215, true
			case tc.third(x, y):
				return 120, true
			}
			return 0, false
		})
		if got.marks != 2 || (got.score >= 0.5) != tc.sure {
			t.Errorf("%s: %d marks, %.2f sure; want 2, sure %v (%s)", tc.name, got.marks, got.score, tc.sure, got.debug)
		}
	}
}

// TestFaceRimNotchOfFour: a white face's three marks in its middle and a
// fourth hole alike, far dimmer, at its rim (the table or its grain seen
// past the face) read a sure three; the same fourth as dark as the others
// is no notch, and a dim fourth among the marks in the middle neither.
func TestFaceRimNotchOfFour(t *testing.T) {
	const w, h = 80, 80
	tile := math.Pi * 25 * 25
	for _, tc := range []struct {
		name   string
		fourth image.Point
		shade  uint8
		sure   bool
	}{
		{"a dim fourth at the rim", image.Pt(54, 54), 150, true},
		{"a fourth as dark at the rim", image.Pt(54, 54), 30, false},
		{"a dim fourth in the middle", image.Pt(40, 50), 150, false},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Circle(&m, image.Pt(40, 40), 25, greyOf(230), -1)
		for _, c := range []image.Point{{40, 33}, {34, 42}, {46, 42}} {
			gocv.Circle(&m, c, 3, greyOf(30), -1)
		}
		gocv.Circle(&m, tc.fourth, 3, greyOf(tc.shade), -1)
		part, px := lightPart(m)
		m.Close()
		c := findFace(part, px, w, h, false, 2000, tile)
		if sure := c.marks == 3 && c.score > unsureScore; sure != tc.sure {
			t.Errorf("%s: %d marks, score %.2f, want sure three %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// TestHolePeakApart: a hole whose box holds others' peaks as light as
// they are where they lie; with all of them left out, the hole peaks at
// its own light. With nothing left out it is holePeak.
func TestHolePeakApart(t *testing.T) {
	const w, h = 80, 60
	px := make([]uint8, 3*w*h)
	for y := range h {
		for x := range w {
			l := uint8(60) // a black face
			switch {
			case math.Hypot(float64(x-40), float64(y-30)) <= 3, math.Hypot(float64(x-52), float64(y-30)) <= 3:
				l = 220 // the dots
			case x >= 20 && x < 60 && y >= 20 && y < 40:
				l = 110 // lit lighter round it
			}
			px[3*(y*w+x)] = l
		}
	}
	ring := bar(40, 30, 40, 20, 0).rect
	dot, other := bar(40, 30, 7, 7, 0).rect, bar(52, 30, 7, 7, 0).rect
	if got := holePeak(px, w, h, ring, true); got < 200 {
		t.Errorf("holePeak of the ring: %.0f, want the dot's 220", got)
	}
	if got := holePeakApart(px, w, h, ring, true, gocv.RotatedRect{}); got != holePeak(px, w, h, ring, true) {
		t.Errorf("with nothing apart: %.0f, want holePeak's", got)
	}
	if got := holePeakApart(px, w, h, ring, true, dot); got < 200 {
		t.Errorf("the ring apart from one dot: %.0f, want the other's 220", got)
	}
	if got := holePeakApart(px, w, h, ring, true, dot, other); got > 120 || got < 100 {
		t.Errorf("the ring apart from both dots: %.0f, want its own 110", got)
	}
	if got := holePeakApart(px, w, h, dot, true, ring); got != 0 {
		t.Errorf("the dot apart from the ring round it: %.0f, want 0 (all of it left out)", got)
	}
}

// TestBesideStripe: a hole lies beside a stripe as a second one would
// when parallel, level with it and one to three of its widths across,
// or up to half its length across where its width is a sliver (thin
// stripes shrunk by blur or JPEG keep their spacing).
func TestBesideStripe(t *testing.T) {
	wide := bar(30, 40, 38, 8, 90)
	thin := bar(30, 40, 17, 2, 90)
	for _, tc := range []struct {
		name string
		mark hole
		g    hole
		want bool
	}{
		{"a second stripe two widths across", wide, bar(46, 40, 38, 8, 90), true},
		{"one four widths across", wide, bar(62, 40, 38, 8, 90), false},
		{"across it", wide, bar(46, 40, 38, 8, 0), false},
		{"past its end", wide, bar(46, 70, 38, 8, 90), false},
		{"beside a thin stripe, 0.47 of its length across", thin, bar(38, 40, 17, 2, 90), true},
		{"beside a thin stripe, 0.6 of its length across", thin, bar(40, 40, 17, 2, 90), false},
		{"twice its length, half its box: a stripe run into the rim", wide, raw(bar(50, 55, 80, 36, 90), 1440), true},
		{"twice its length, 0.11 of its box: a side band's crescent", wide, raw(bar(50, 55, 80, 36, 90), 317), false},
	} {
		if tc.g.raw == 0 {
			tc.g.raw = tc.g.area
		}
		if got := besideStripe(tc.mark, tc.g); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestStripeCutShort: a hole beside a stripe, as wide and shorter, is a
// stripe cut short; one as long, a stripe; one far wider, no stripe.
func TestStripeCutShort(t *testing.T) {
	mark := bar(30, 40, 38, 8, 90)
	for _, tc := range []struct {
		name string
		g    hole
		want bool
	}{
		{"half its length, as wide, beside it", bar(46, 48, 19, 8, 90), true},
		{"a third of its length, a pixel thinner", bar(46, 52, 13, 7, 90), true},
		{"as long: a stripe, not cut", bar(46, 40, 38, 8, 90), false},
		{"half its length, twice as wide: no stripe", bar(50, 48, 19, 16, 90), false},
		{"half its length, a third as wide: a sliver", bar(46, 48, 19, 2, 90), false},
		{"half its length, across it", bar(46, 48, 19, 8, 0), false},
		{"half its length, past its end", bar(46, 75, 19, 8, 90), false},
	} {
		tc.g.raw = tc.g.area
		if got := stripeCutShort(mark, tc.g); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestRimCrescent: a lower scale's side band, a thin crescent along a
// face's rim or a thin band across the region read with it, is told from
// ragged holes and blocks of marks.
func TestRimCrescent(t *testing.T) {
	box := image.Rect(2, 2, 82, 82)
	// Seed 13086: a face read with the black side below it.
	tall := image.Rect(1, 1, 92, 129)
	for _, tc := range []struct {
		name string
		band func(float64, gocv.RotatedRect, image.Rectangle) bool
		box  image.Rectangle
		a    float64
		rr   hole
		want bool
	}{
		{"a side band's crescent along the rim", rimCrescent, box, 180, bar(43, 63, 72, 24, 0), true},
		{"a ragged hole filling half its box", rimCrescent, box, 860, bar(43, 63, 72, 24, 0), false},
		{"a short thin hole", rimCrescent, box, 40, bar(43, 63, 30, 10, 0), false},
		{"a thin hole as long as wide", rimCrescent, box, 60, bar(43, 63, 60, 50, 0), false},
		{"a thin crescent bent along the rim, 2.25 times as long as wide (seed 5491)", rimCrescent, box, 166, bar(43, 63, 72, 32, 0), true},
		{"a ragged hole as bent, a fifth of its box at most but thick", rimCrescent, box, 400, bar(43, 63, 72, 32, 0), false},
		// bandAcross: a thin hole as long as the region is wide is a
		// lower scale's side band across it.
		{"the side band bent round a hexagon's foot, across the region (seed 13086)", bandAcross, tall, 614, bar(45, 60, 88, 53, 0), true},
		{"stripes run together into a block", bandAcross, tall, 1500, bar(45, 40, 60, 40, 0), false},
		{"a thin hole half across", bandAcross, tall, 200, bar(45, 60, 44, 20, 0), false},
		{"as long as the face is wide but filling half its box", bandAcross, tall, 2300, bar(45, 60, 88, 53, 0), false},
	} {
		if got := tc.band(tc.a, tc.rr.rect, tc.box); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestRimBand: a hole along a face's rim, thin as a crescent or long as
// a band, or bent round the face's foot and wholly by the rim, is a lower
// scale's side band; one as thin or as long in from the rim, or short and
// full by it, is not.
func TestRimBand(t *testing.T) {
	for _, tc := range []struct {
		name string
		a    float64
		rr   hole
		rim  float64
		want bool
	}{
		{"a crescent by the rim (seed 5069)", 180, bar(43, 63, 72, 24, 0), 0.81, true},
		{"a band 2.8 times as long as wide by the rim (seed 14314)", 1082, bar(52, 54, 99, 35, 48), 0.89, true},
		{"the band in from the rim", 1082, bar(52, 54, 99, 35, 48), 0.3, false},
		{"a block by the rim, filling half its box", 860, bar(43, 63, 40, 30, 0), 0.8, false},
		{"a hexagon's band bent at its corners, wholly by the rim (seed 16179)", 1068, bar(58, 52, 84, 48, 71), 1, true},
		{"the bent band 0.7 by the rim", 1068, bar(58, 52, 84, 48, 71), 0.7, false},
		{"a hole filling 0.4 of its box wholly by the rim", 1613, bar(58, 52, 84, 48, 71), 1, false},
	} {
		if got := rimBand(tc.a, tc.rr.rect, func() float64 { return tc.rim }); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestCleanThree(t *testing.T) {
	// Seed 9713: a B3 read from a grey part, three holes of 129 to 132.
	clean := faceCandidate{dark: true, marks: 3, holes: 3, mark: 129, score: 0.9}
	with := func(f func(*faceCandidate)) faceCandidate {
		c := clean
		f(&c)
		return c
	}
	for _, tc := range []struct {
		name string
		c    faceCandidate
		want bool
	}{
		{"three clean holes (seed 9713)", clean, true},
		{"a crumb beside them", with(func(c *faceCandidate) { c.odd = 40 }), true},
		{"two marks", with(func(c *faceCandidate) { c.marks, c.holes = 2, 2 }), false},
		{"three marks, two of them run into one hole", with(func(c *faceCandidate) { c.holes = 2 }), false},
		{"holes beside the marks", with(func(c *faceCandidate) { c.extraHoles = true }), false},
		{"a ragged hole half a mark or more", with(func(c *faceCandidate) { c.odd = 70 }), false},
		{"a lower scale's side band, a crescent by the rim (seed 16241)", with(func(c *faceCandidate) { c.odd, c.oddCrescent = 322, true }), true},
		{"a sign of a fourth", with(func(c *faceCandidate) { c.signs = 1 }), false},
		{"read unsure", with(func(c *faceCandidate) { c.score = unsureScore }), false},
	} {
		if got := cleanThree(tc.c); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestReadAlike(t *testing.T) {
	sure := faceCandidate{dark: true, marks: 3, score: 0.9, box: image.Rect(82, 34, 178, 130)}
	for _, tc := range []struct {
		name string
		o, c faceCandidate
		want bool
	}{
		{"the same face read again from its grey part", sure, faceCandidate{dark: true, marks: 3, box: image.Rect(64, 36, 178, 130)}, true},
		{"other marks", sure, faceCandidate{dark: true, marks: 2, box: image.Rect(64, 36, 178, 130)}, false},
		{"the other colour", sure, faceCandidate{marks: 3, box: image.Rect(64, 36, 178, 130)}, false},
		{"a face beside it", sure, faceCandidate{dark: true, marks: 3, box: image.Rect(150, 34, 246, 130)}, false},
		{"read unsure first", faceCandidate{dark: true, marks: 3, score: unsureScore, box: sure.box}, faceCandidate{dark: true, marks: 3, box: sure.box}, false},
	} {
		if got := readAlike(tc.o, tc.c); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestCentredDots(t *testing.T) {
	// A face 43 pixels across, as POV-Ray seed 3825's W2s: centre (21, 21).
	box := image.Rect(0, 0, 43, 43)
	dot := func(x, y int) hole { return bar(x, y, 3, 3, 0) }
	for _, tc := range []struct {
		name        string
		found, tiny []hole
		want        bool
	}{
		{"a lone tiny dot at the centre", nil, []hole{dot(21, 22)}, true},
		{"a tiny pair about the centre", nil, []hole{dot(15, 21), dot(27, 21)}, true},
		{"a tiny dot making a pair with one found", []hole{bar(15, 21, 3, 4, 0)}, []hole{dot(27, 21)}, true},
		{"nothing tiny", []hole{dot(21, 21)}, nil, false},
		{"a tiny dot off the centre", nil, []hole{dot(21, 31)}, false},
		{"a tiny dot under 0.6 of a mark found", []hole{bar(15, 21, 4, 4, 0)}, []hole{dot(27, 21)}, false},
		{"four holes", []hole{dot(15, 15), dot(27, 27)}, []hole{dot(15, 27), dot(27, 15)}, false},
	} {
		if got := centredDots(tc.found, tc.tiny, box); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSameBar: a thin hole ragged in blur is a stripe when it is as long,
// as wide and lies the way of a stripe counted clean.
func TestSameBar(t *testing.T) {
	stripe := bar(24, 22, 3, 17, 84).rect
	for _, tc := range []struct {
		name string
		b    gocv.RotatedRect
		want bool
	}{
		{"the outer stripe beside it", bar(16, 21, 3, 17, 84).rect, true},
		{"a pixel wider, a pixel shorter", bar(31, 23, 4, 16, 86).rect, true},
		{"a side band past the rim, twice as long", bar(24, 40, 3, 34, 84).rect, false},
		{"a bar across the stripes", bar(24, 22, 3, 17, 0).rect, false},
		{"turned by 15 degrees", bar(16, 21, 3, 17, 99).rect, false},
		{"a dot", bar(16, 21, 4, 5, 84).rect, false},
		{"twice as wide", bar(16, 21, 6, 17, 84).rect, false},
	} {
		if got := sameBar(stripe, tc.b); got != tc.want {
			t.Errorf("%s: same bar %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestWholeLone: a whole face read surely with one mark in its middle is
// no piece cut through a mark, whatever its own threshold makes of it;
// a mark at the rim, a small face, a ragged one or an unsure reading may
// be.
func TestWholeLone(t *testing.T) {
	tile := 1600.0
	face := func(mut func(*faceCandidate)) faceCandidate {
		c := faceCandidate{marks: 1, holes: 1, marksAt: []image.Point{{25, 25}}, box: image.Rect(5, 5, 45, 45), score: 0.8, area: 1400}
		c.outline = boxOutline(c.box)
		if mut != nil {
			mut(&c)
		}
		return c
	}
	for _, tc := range []struct {
		name string
		c    faceCandidate
		want bool
	}{
		{"a whole face, its dot in the middle", face(nil), true},
		{"its mark at the rim", face(func(c *faceCandidate) { c.marksAt = []image.Point{{41, 25}} }), false},
		{"two marks", face(func(c *faceCandidate) { c.marks, c.marksAt = 2, []image.Point{{20, 25}, {30, 25}} }), false},
		{"unsure", face(func(c *faceCandidate) { c.score = unsureScore }), false},
		{"its mark counted by a hole's bumps, not seen whole", face(func(c *faceCandidate) { c.holes = 0 }), false},
		{"half a face", face(func(c *faceCandidate) { c.area = 700 }), false},
		{"ragged", face(func(c *faceCandidate) {
			c.outline = []image.Point{{5, 5}, {45, 5}, {45, 45}, {25, 15}, {5, 45}}
		}), false},
	} {
		if got := wholeLone(tc.c, tile); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDoubtColouredWhite: a face read white, coloured past any white
// face and 2.5 times the frame's other white faces, is no white face
// (seed 15295: the neutral read W1, 41 beside a W3's 14.5); white faces a
// warm lamp tints alike, one a little more coloured than the others, a
// face alone with no other white face, and black faces stay.
func TestDoubtColouredWhite(t *testing.T) {
	w1, w3, b2 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 3), rules.NewScale(rules.Black, 2)
	face := func(top rules.Scale, chroma float64) StackReading {
		st := faceStats{meanL: 220, meanA: 128 + 0.3*chroma, meanB: 128 + math.Sqrt(0.91)*chroma}
		return StackReading{Top: top, Confidence: 0.9, stats: st, own: st}
	}
	unsure := func(r StackReading) StackReading {
		r.Confidence = 0.45
		return r
	}
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want rules.Scale // of the last
	}{
		{"the neutral read W1 beside a W3", []StackReading{face(w3, 14.5), face(w1, 41)}, rules.NoScale},
		{"a warm lamp's white faces", []StackReading{face(w3, 37), face(w3, 36), face(w1, 42)}, w1},
		{"a white face a little more coloured", []StackReading{face(w3, 11.5), face(w1, 25.3)}, w1},
		{"2.2 times, past whiteChroma", []StackReading{face(w3, 14), face(w1, 31)}, w1},
		{"no other white face", []StackReading{face(b2, 5), face(w1, 41)}, w1},
		{"a black face", []StackReading{face(w3, 5), face(b2, 40)}, b2},
		{"read unsure", []StackReading{face(w3, 6), unsure(face(w1, 32))}, w1},
	} {
		rs := slices.Clone(tc.rs)
		if tc.rs[len(tc.rs)-1].Top.Color() == rules.Black {
			rs[len(rs)-1].own = faceStats{}
		}
		doubtColouredWhite(rs, 0.5)
		if got := rs[len(rs)-1].Top; got != tc.want {
			t.Errorf("%s: %v (%q), want %v", tc.name, got, rs[len(rs)-1].Why, tc.want)
		}
	}
}

// TestDecideNeutralSkin: a face with no marks, of skin's hue against the
// white faces and larger than a face, is a hand's piece (skin); one of a
// face's size, one no redder than the white faces, or one with no white
// face to weigh it by, is left a stack unread.
func TestDecideNeutralSkin(t *testing.T) {
	w1, b2 := rules.NewScale(rules.White, 1), rules.NewScale(rules.Black, 2)
	face := func(top rules.Scale, a, b float64, side int) StackReading {
		r := StackReading{Top: top, Confidence: 0.9, stats: faceStats{meanL: 180, meanA: a, meanB: b}}
		if top.Color() == rules.White {
			r.own = r.stats
		}
		r.Outline = []image.Point{{0, 0}, {side, 0}, {side, side}, {0, side}}
		return r
	}
	whites := []StackReading{face(w1, 130, 136, 40), face(w1, 130, 135, 40), face(b2, 128, 128, 40)}
	for _, tc := range []struct {
		name  string
		blank StackReading
		rs    []StackReading
		want  bool
	}{
		{"a finger, 2.2 faces large, 15 redder", face(rules.NoScale, 145, 134, 60), whites, true},
		{"of skin's hue, 10 redder, but a face's size", face(rules.NoScale, 140, 134, 42), whites, false},
		{"a thumb's piece, 0.6 faces large, 20 redder", face(rules.NoScale, 150, 140, 31), whites, true},
		{"large, of the white faces' colour", face(rules.NoScale, 131, 136, 60), whites, false},
		{"large and golden: the neutral with its sides", face(rules.NoScale, 140, 165, 60), whites, false},
		{"no white face to weigh it by", face(rules.NoScale, 145, 134, 60), whites[2:], false},
	} {
		rs := append(slices.Clone(tc.rs), tc.blank)
		decideNeutral(rs, nil)
		if got := rs[len(rs)-1].skin; got != tc.want {
			t.Errorf("%s: skin %v, want %v (%v, %q)", tc.name, got, tc.want, rs[len(rs)-1].Top, rs[len(rs)-1].Why)
		}
	}

	// hideSkin hides the skin's box and keeps the stacks, and gives the
	// skin's outline for doubtTouched.
	skinBox := image.Rect(100, 100, 160, 180)
	rs := []StackReading{{Top: w1, Bounds: image.Rect(0, 0, 40, 40)}, {Top: rules.NoScale, skin: true, Bounds: skinBox, Outline: boxOutline(skinBox)}}
	left, big, skins := hideSkin(rs, nil, 2, 500, 500)
	if len(left) != 1 || left[0].Top != w1 || len(big) != 1 || big[0] != image.Rect(50, 50, 80, 90) {
		t.Errorf("hideSkin: %v left, %v hidden; want the W1 left, (50,50)-(80,90) hidden", left, big)
	}
	if len(skins) != 1 || !slices.Equal(skins[0], boxOutline(skinBox)) {
		t.Errorf("hideSkin: skin outlines %v, want the skin's", skins)
	}
}

// TestCleanBlankHolds: a face read on the light part's threshold with its
// side band is whole when a clean blank face in its place holds its
// marks; not when that face is ragged, elsewhere, or leaves a mark out.
func TestCleanBlankHolds(t *testing.T) {
	c := faceCandidate{box: image.Rect(0, 0, 60, 60), marksAt: []image.Point{{28, 28}}}
	clean := faceCandidate{box: image.Rect(5, 5, 50, 50), outline: boxOutline(image.Rect(5, 5, 50, 50))}
	ragged := clean
	ragged.outline = []image.Point{{5, 5}, {50, 5}, {50, 50}, {27, 20}, {5, 50}}
	apart := faceCandidate{box: image.Rect(100, 5, 145, 50), outline: boxOutline(image.Rect(100, 5, 145, 50))}
	outside := c
	outside.marksAt = []image.Point{{28, 28}, {55, 55}}
	for _, tc := range []struct {
		name  string
		c     faceCandidate
		blank []faceCandidate
		want  bool
	}{
		{"a clean blank face holds the mark", c, []faceCandidate{clean}, true},
		{"the blank face ragged", c, []faceCandidate{ragged}, false},
		{"the blank face elsewhere", c, []faceCandidate{apart}, false},
		{"a mark outside it", outside, []faceCandidate{clean}, false},
		{"no blank face", c, nil, false},
	} {
		if got := cleanBlankHolds(tc.c, tc.blank); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPairBesideDot: beside a lone dot, a hole as wide, twice as large
// and as long, as light and in line with it is two dots run together,
// however many bumps it showed; one out of line, far larger, or far
// dimmer is not, nor a pair beside a stripe.
func TestPairBesideDot(t *testing.T) {
	const w, h = 60, 50
	for _, tc := range []struct {
		name      string
		dot, pair hole
		pairL     uint8
		bumps     int
		want      bool
	}{
		{"in a row", bar(35, 24, 8, 8, 0), bar(21, 24, 8, 17, 0), 240, 1, true},
		{"in a row, three bumps of grain", bar(35, 24, 8, 8, 0), bar(21, 24, 8, 17, 0), 240, 3, true},
		{"in a triangle", bar(21, 32, 8, 8, 0), bar(21, 24, 8, 17, 0), 240, 1, true},
		{"out of line", bar(21, 42, 8, 8, 0), bar(21, 24, 8, 17, 0), 240, 1, false},
		{"three dots' size", bar(40, 24, 8, 8, 0), bar(21, 24, 8, 26, 0), 240, 1, false},
		{"far dimmer", bar(35, 24, 8, 8, 0), bar(21, 24, 8, 17, 0), 150, 1, false},
		{"beside a stripe", bar(35, 24, 4, 12, 90), bar(21, 24, 8, 17, 0), 240, 1, false},
	} {
		px := make([]uint8, 3*w*h)
		for i := range w * h {
			px[3*i] = 30
		}
		paintHole(px, w, h, tc.dot, 240)
		paintHole(px, w, h, tc.pair, tc.pairL)
		i, ok := pairBesideDot([]hole{tc.dot, tc.pair}, []int{1, tc.bumps}, px, w, h, true)
		if ok != tc.want || ok && i != 1 {
			t.Errorf("%s: %d, %v; want the pair, %v", tc.name, i, ok, tc.want)
		}
	}
}

// paintHole sets the lightness of the pixels of px (w×h, Lab) in hole
// m's upright box to l.
func paintHole(px []uint8, w, h int, m hole, l uint8) {
	b := pointsBox(m.rect.Points)
	for y := max(b.Min.Y, 0); y < min(b.Max.Y, h); y++ {
		for x := max(b.Min.X, 0); x < min(b.Max.X, w); x++ {
			px[3*(y*w+x)] = l
		}
	}
}

// TestPrintBeside: on a white face, a hole twice a mark's size and as
// dark as its two marks, in their line, is print beside them; one
// paler, off their line, or of a mark's size is not.
func TestPrintBeside(t *testing.T) {
	const w, h = 60, 50
	marks := []hole{bar(20, 20, 6, 6, 0), bar(30, 20, 6, 6, 0)}
	for _, tc := range []struct {
		name string
		g    hole
		l    uint8
		want bool
	}{
		{"in their line, as dark", bar(44, 21, 12, 8, 0), 20, true},
		{"in their line, paler", bar(44, 21, 12, 8, 0), 120, false},
		{"off their line", bar(25, 36, 12, 8, 0), 20, false},
		{"a mark's size", bar(40, 20, 6, 6, 0), 20, false},
	} {
		px := make([]uint8, 3*w*h)
		for i := range w * h {
			px[3*i] = 230
		}
		for _, m := range marks {
			paintHole(px, w, h, m, 20)
		}
		paintHole(px, w, h, tc.g, tc.l)
		g := tc.g
		g.raw = g.area
		ms := slices.Clone(marks)
		for i := range ms {
			ms[i].raw = ms[i].area
		}
		if got := printBeside(g, ms, px, w, h); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPrintLit: of the ragged holes beside a lone dot, one that holds a
// core as light as the dot (a dot run into a shade through its channel)
// may be print; a patch of the face's lighter grain, far short of the
// dot, is not; a hole with no outline is kept, nothing to weigh.
func TestPrintLit(t *testing.T) {
	const w, h = 100, 60
	px := make([]uint8, 3*w*h)
	for y := range h {
		for x := range w {
			l := uint8(80) // a black face lit grey
			switch {
			case math.Hypot(float64(x-50), float64(y-30)) <= 3, math.Hypot(float64(x-27), float64(y-30)) <= 2:
				l = 230 // the dot, and a dot's core at the end of a channel
			case x >= 24 && x <= 36 && y >= 27 && y <= 33:
				l = 120 // the channel of blur
			case x >= 64 && x <= 76 && y >= 26 && y <= 34:
				l = 100 // the grain
			}
			px[3*(y*w+x)] = l
		}
	}
	box := func(x0, y0, x1, y1 int) hole {
		g := bar((x0+x1)/2, (y0+y1)/2, x1-x0, y1-y0, 0)
		g.edge = []image.Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
		return g
	}
	run, grain, bare := box(24, 27, 36, 33), box(64, 26, 76, 34), bar(50, 10, 8, 8, 0)
	got := printLit([]hole{run, grain, bare}, bar(50, 30, 7, 7, 0), px, w, h, true)
	if len(got) != 2 || !among(got, run) || !among(got, bare) {
		t.Errorf("printLit kept %d holes (run %v, grain %v, no outline %v); want the run dot and the one with no outline", len(got), among(got, run), among(got, grain), among(got, bare))
	}
	if top := holeTop(grain.edge, px, w, h, true); top != 100 {
		t.Errorf("holeTop of the grain: %.0f, want 100", top)
	}
}

// TestOtherLightHoleTooLong: a hole as light as the one mark but longer
// than marks reach across the face (marksSpan) and than two of the mark
// is a lower scale's side, not marks run together; as long as the mark
// and a half, on a piece of a face, it may be.
func TestOtherLightHoleTooLong(t *testing.T) {
	const w, h = 60, 60
	box := image.Rect(0, 0, w, h)
	mark := bar(16, 30, 4, 16, 0)
	mark.raw = mark.area
	for _, tc := range []struct {
		name string
		long int
		want bool
	}{
		{"a side band 50 long", 50, false},
		{"two stripes run together, 24 long", 24, true},
	} {
		px := greyPlane(w, h, 40)
		for y := 22; y < 38; y++ {
			for x := 14; x < 18; x++ {
				px[3*(y*w+x)] = 200
			}
		}
		other := bar(34, 30, 12, tc.long, 0)
		other.raw = other.area
		for y := 30 - tc.long/2; y < 30+tc.long/2; y++ {
			for x := 28; x < 40; x++ {
				px[3*(y*w+x)] = 200
			}
		}
		if got := otherLightHole(mark, []hole{mark, other}, box, px, w, h, true); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestLoneThinStripe reads a white disc with one bar three pixels wide
// and ten times as long as its outline is wide: across the middle of a
// clean face it is a W1's stripe, as blur and the threshold thin one;
// by the rim, with nothing like it on the face, a seam between the face
// and its bevel, no mark.
func TestLoneThinStripe(t *testing.T) {
	for _, tc := range []struct {
		name string
		bar  image.Rectangle
		want int
	}{
		{"across the middle", image.Rect(30, 39, 50, 41), 1},
		{"by the rim", image.Rect(30, 57, 50, 59), 0},
	} {
		c := readWhiteDisc([]image.Rectangle{tc.bar}, nil)
		if c.marks != tc.want {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, c.marks, tc.want, c.debug)
		}
	}
}

// TestOneBlank takes the face with no marks of a region where every one
// found lies in the largest's box, leaving out the table in shade found
// beside it (the stack's shadow), unless that is all there is.
func TestOneBlank(t *testing.T) {
	blank := func(x, side int) faceCandidate {
		return faceCandidate{blank: true, box: image.Rect(x, 0, x+side, side), area: float64(side * side)}
	}
	shade := func(c faceCandidate) faceCandidate { c.clothShade = true; return c }
	cooled := func(c faceCandidate) faceCandidate { c.coolShade = true; return c }
	for _, tc := range []struct {
		name  string
		blank []faceCandidate
		want  image.Rectangle // the face's box; empty for none
	}{
		{"none", nil, image.Rectangle{}},
		{"one", []faceCandidate{blank(0, 50)}, image.Rect(0, 0, 50, 50)},
		{"found twice, the second smaller", []faceCandidate{blank(0, 50), blank(5, 40)}, image.Rect(0, 0, 50, 50)},
		{"two apart", []faceCandidate{blank(0, 50), blank(60, 48)}, image.Rectangle{}},
		{"the face and its shadow beside it", []faceCandidate{shade(blank(0, 55)), blank(40, 50)}, image.Rect(40, 0, 90, 50)},
		{"the face and its cooled shadow", []faceCandidate{blank(40, 50), cooled(blank(0, 55))}, image.Rect(40, 0, 90, 50)},
		{"a shadow alone", []faceCandidate{shade(blank(0, 55))}, image.Rect(0, 0, 55, 55)},
		{"two shadows apart", []faceCandidate{shade(blank(0, 55)), shade(blank(70, 50))}, image.Rectangle{}},
	} {
		got, ok := oneBlank(tc.blank)
		if ok != !tc.want.Empty() || ok && got.box != tc.want {
			t.Errorf("%s: %v %v, want %v", tc.name, got.box, ok, tc.want)
		}
	}
}

// TestFacePartsFillMost: a pale part that is a white face touching the
// pale rim of a gold face (its ring, the gold its hole). Filled as a
// mark, the gold makes a face-sized core of its own and the rim a part
// with it; left unfilled (fillMost), the rim is a sliver thinner than a
// face and is dropped, and the white face is the one part (seed 10875).
func TestFacePartsFillMost(t *testing.T) {
	const w, h, r = 120, 60, 20.0
	part := make([]uint8, w*h)
	white, gold := image.Pt(30, 30), image.Pt(75, 30)
	for y := range h {
		for x := range w {
			dw := math.Hypot(float64(x-white.X), float64(y-white.Y))
			dg := math.Hypot(float64(x-gold.X), float64(y-gold.Y))
			mark := math.Hypot(float64(x-white.X+6), float64(y-white.Y)) < 3 || math.Hypot(float64(x-white.X-6), float64(y-white.Y)) < 3
			if dw <= r && !mark || dg > r && dg <= r+4 {
				part[y*w+x] = 255
			}
		}
	}
	tile := math.Pi * r * r
	for _, tc := range []struct {
		name     string
		fillMost float64
		parts    int
	}{
		{"every hole filled as a mark", math.Inf(1), 2},
		{"a hole of 0.3 of a face or more left open", 0.3 * tile, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			parts := faceParts(part, w, h, r, tc.fillMost)
			if len(parts) != tc.parts {
				t.Fatalf("%d parts, want %d", len(parts), tc.parts)
			}
			if tc.parts != 1 {
				return
			}
			for i, v := range parts[0].pix {
				if v != 0 && i%w > white.X+int(r)+2 {
					t.Fatalf("the one part reaches (%d,%d), past the white face", i%w, i/w)
				}
			}
		})
	}
}

// TestShadedThirdDot reads a white disc with three dots in a row, the
// third in a finger's shade that runs from it to the rim: the shade,
// darker than the face's cut, and the dot are one hole, too large for a
// mark, but its part as dark as the two, measured as they are, is the
// third dot (shadedMark). A shade with no dot in it is no mark: a W2,
// sure or not.
func TestShadedThirdDot(t *testing.T) {
	for _, tc := range []struct {
		name  string
		third bool
		marks int
	}{
		{"a dot in the shade", true, 3},
		{"the shade alone", false, 2},
	} {
		const w, h = 80, 80
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Circle(&m, image.Pt(40, 40), 26, color.RGBA{230, 230, 230, 255}, -1)
		shade := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Circle(&shade, image.Pt(40, 40), 26, color.RGBA{255, 255, 255, 255}, -1)
		// The shade: a finger's, curved, from just above the third dot
		// down to the rim.
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if dx := float64(x - 40); float64(y) > 46+0.08*dx*dx && shade.GetUCharAt(y, x) != 0 {
					m.SetUCharAt(y, x, 165)
				}
			}
		}
		shade.Close()
		dots := []image.Point{{40, 27}, {40, 39}}
		if tc.third {
			dots = append(dots, image.Pt(40, 51))
		}
		for _, d := range dots {
			gocv.Circle(&m, d, 4, markColour, -1)
		}
		gocv.GaussianBlur(m, &m, image.Pt(5, 5), 1.2, 1.2, gocv.BorderDefault)
		part, px := lightPart(m)
		m.Close()
		c := findFace(part, px, w, h, false, 2600, math.Pi*26*26)
		if c.marks != tc.marks {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, c.marks, tc.marks, c.debug)
		}
	}
}

// TestThinStripesFlanking reads a white disc whose middle stripe is
// three pixels wide and whose outer two blur left a pixel wide, slivers
// too thin for marks: as long, as dark and the same way either side of
// it, evenly spaced, they are a W3's row. The middle stripe alone is a
// W1's.
func TestThinStripesFlanking(t *testing.T) {
	middle := image.Rect(39, 28, 42, 52)
	for _, tc := range []struct {
		name    string
		stripes []image.Rectangle
		marks   int
	}{
		{"a thin stripe either side", []image.Rectangle{image.Rect(32, 28, 33, 52), middle, image.Rect(48, 28, 49, 52)}, 3},
		{"the middle stripe alone", []image.Rectangle{middle}, 1},
	} {
		c := readWhiteDisc(tc.stripes, nil)
		if c.marks != tc.marks {
			t.Errorf("%s: %d marks, want %d (%s)", tc.name, c.marks, tc.marks, c.debug)
		}
	}
}

// rectRing is the pixels along the rim of r (its last row and column
// inside), as a contour runs through them.
func rectRing(r image.Rectangle) []image.Point {
	var pts []image.Point
	for x := r.Min.X; x < r.Max.X; x++ {
		pts = append(pts, image.Pt(x, r.Min.Y), image.Pt(x, r.Max.Y-1))
	}
	for y := r.Min.Y + 1; y < r.Max.Y-1; y++ {
		pts = append(pts, image.Pt(r.Min.X, y), image.Pt(r.Max.X-1, y))
	}
	return pts
}

// TestRimSliver: a thin hole lying along the face's outline is a
// lighter bevel's sliver at its edge (seed 11131 as JPEG q80: 22 by 5
// pixels, 0.93 of its outline by the rim), not a tall stack's ragged
// side; a thin hole across the face, or a thick one at the rim, is not.
func TestRimSliver(t *testing.T) {
	face := []image.Point{{0, 0}, {80, 0}, {80, 80}, {0, 80}}
	for _, tc := range []struct {
		name string
		hole image.Rectangle
		want bool
	}{
		{"a bevel's sliver along the lower edge", image.Rect(30, 78, 52, 81), true},
		{"a sliver along the left edge", image.Rect(0, 20, 3, 44), true},
		{"a thin bar across the middle", image.Rect(20, 40, 60, 43), false},
		{"a thick piece at the rim, under 3 times as long as wide", image.Rect(30, 68, 52, 81), false},
		{"a thin bar reaching the rim at one end only", image.Rect(60, 40, 81, 43), false},
	} {
		pts := rectRing(tc.hole)
		rr := minAreaRect(pts)
		if got := rimSliver(rr, pts, face); got != tc.want {
			t.Errorf("%s: %v, want %v (aspect %.2f, rim %.2f)", tc.name, got, tc.want, aspect(rr), rimShare(pts, face))
		}
	}
}

// TestIslandWithin: a hole in a face that holds a piece of the face's own
// pixels as compact as a dot, a mark's size, is a face of the other
// colour with its mark (seed 13711: a W3 ringed by its shaded rim and a
// hand's fingers), not marks run together; a thin sliver or a speck in
// the hole is no mark.
func TestIslandWithin(t *testing.T) {
	const w, h = 60, 60
	hole := []image.Point{{10, 10}, {50, 10}, {50, 50}, {10, 50}}
	for _, tc := range []struct {
		name   string
		island image.Rectangle
		want   bool
	}{
		{"a dot in the hole", image.Rect(26, 26, 35, 35), true},
		{"no island", image.Rectangle{}, false},
		{"a speck under the least mark", image.Rect(28, 28, 31, 31), false},
		{"a thin sliver left between stripes run together", image.Rect(15, 29, 45, 32), false},
		{"part of the face's own ring outside the hole", image.Rect(52, 20, 60, 30), false},
	} {
		part := make([]uint8, w*h)
		for y := tc.island.Min.Y; y < tc.island.Max.Y; y++ {
			for x := tc.island.Min.X; x < tc.island.Max.X; x++ {
				part[y*w+x] = 255
			}
		}
		if got := islandWithin(hole, part, w, 40); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPrintedDotInk: past a white face's piece with a red dot, a spot as
// dark as the dot and ringed by white is a dot printed as it is only in
// the same ink: a tall stack's black side band at the face's corner,
// ringed by the white sides and the table, is none (seed 13747 as JPEG
// q80: a W1 seen close, said unsure).
func TestPrintedDotInk(t *testing.T) {
	const w, h = 80, 40
	white, red, black := [3]uint8{235, 128, 132}, [3]uint8{72, 168, 150}, [3]uint8{30, 128, 129}
	for _, tc := range []struct {
		name string
		ink  [3]uint8
		want bool
	}{
		{"a red dot past the piece", red, true},
		{"a black spot past the piece", black, false},
	} {
		px := make([]uint8, 3*w*h)
		paint := func(r image.Rectangle, c [3]uint8) {
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					copy(px[3*(y*w+x):], c[:])
				}
			}
		}
		paint(image.Rect(0, 0, w, h), white)
		paint(image.Rect(16, 16, 24, 24), red)    // the piece's dot
		paint(image.Rect(56, 16, 64, 24), tc.ink) // past the piece
		piece := []image.Point{{2, 2}, {38, 2}, {38, 38}, {2, 38}}
		m := bar(20, 20, 8, 8, 0).rect
		dotAt, _ := printedDot(m, piece, px, w, h, false)
		if dotAt == nil {
			t.Fatalf("%s: the dot is no dot", tc.name)
		}
		if got := dotAt(60, 20); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPrintedApart: a dark face read against its own shade, tinted by a
// warm lamp past the lit side's bound, is a face where three marks show
// each as a hole of its own, read surely (seed 13977: a B3's three gold
// dots); fewer marks, which a finger's skin over the face may leave,
// marks counted by a hole's bumps, or an unsure reading are no print to
// go by.
func TestPrintedApart(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    faceCandidate
		want bool
	}{
		{"three dots apart", faceCandidate{marks: 3, holes: 3, score: 0.9}, true},
		{"two stripes apart: a finger may hide the third", faceCandidate{marks: 2, holes: 2, score: 0.88}, false},
		{"one mark, a fold's crest", faceCandidate{marks: 1, holes: 1, score: 0.9}, false},
		{"three marks counted by one hole's bumps", faceCandidate{marks: 3, holes: 1, score: 0.7}, false},
		{"three marks, unsure", faceCandidate{marks: 3, holes: 3, score: unsureScore}, false},
	} {
		if got := printedApart(tc.c); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestOneMarkAtRim: one mark in the outer part of its face's box is a sliver
// at the rim, not a tall stack's sides across the region's middle.
func TestOneMarkAtRim(t *testing.T) {
	box := image.Rect(809, 363, 875, 423) // 66 by 60: half 30 across
	for _, tc := range []struct {
		name  string
		marks int
		at    []image.Point
		want  bool
	}{
		{"a line along the neutral's edge, 0.94 out", 1, []image.Point{{823, 372}}, true},
		{"a tall stack's dark band, 0.55 out", 1, []image.Point{{857, 386}}, false},
		{"a dot in the middle", 1, []image.Point{{842, 393}}, false},
		{"just inside 0.75, at 0.73", 1, []image.Point{{842 + 22, 393}}, false},
		{"two marks", 2, []image.Point{{823, 372}, {842, 393}}, false},
	} {
		r := StackReading{Marks: tc.marks, marksAt: tc.at}
		r.Bounds = box
		if got := oneMarkAtRim(r); got != tc.want {
			t.Errorf("%s: oneMarkAtRim %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSpecksOnly: marks far smaller than the white faces' usual ones
// are slivers of shade, no print; a tall stack's side band, read as a
// bar, is a mark's size.
func TestSpecksOnly(t *testing.T) {
	for _, tc := range []struct {
		name         string
		share, usual float64
		want         bool
	}{
		{"slivers at the neutral's corners, 0.40 of the dots", 0.0073, 0.0184, true},
		{"a tall stack's side band, 0.94 of the dots", 0.0312, 0.0331, false},
		{"as small as one edition's marks may differ", 0.0120, 0.0184, false},
		{"no white face's marks known", 0.0073, 0, false},
		{"no marks", 0, 0.0184, false},
	} {
		if got := specksOnly(StackReading{markShare: tc.share}, tc.usual); got != tc.want {
			t.Errorf("%s: specksOnly %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDarkIsOwn: of a faint region's two parts, the face is the one
// farther from the table by colour more than by light. A neutral a
// little darker than the table, its shadow darker still, is its light
// part; a neutral on a pale table, darker than it, and a black face lit
// grey on a grey table are their dark parts.
func TestDarkIsOwn(t *testing.T) {
	for _, tc := range []struct {
		name               string
		dark, light, under [3]float64
		want               bool
	}{
		// Parts as measured in fresh POV-Ray scenes.
		{"olive gold on grey wood, its shadow the dark part (seed 16698)", [3]float64{99.1, 130, 132.9}, [3]float64{119.5, 124.1, 163.7}, [3]float64{136.2, 132, 132}, false},
		{"gold on pink cloth, its shadow the dark part (seed 15749)", [3]float64{161.3, 144.2, 150.2}, [3]float64{186.5, 136.9, 169.3}, [3]float64{187.2, 150, 153}, false},
		{"gold on green cloth, its shadow the dark part (seed 9069)", [3]float64{115, 118.8, 146.8}, [3]float64{144, 136, 166.6}, [3]float64{156.9, 107.4, 148}, false},
		{"gold darker than a pale green table lit lighter round it", [3]float64{170, 125, 175}, [3]float64{215, 114, 142}, [3]float64{200, 115, 140}, true},
		{"a black face lit grey on a grey table", [3]float64{70, 128, 128}, [3]float64{125, 128, 130}, [3]float64{120, 128, 130}, true},
	} {
		if got := darkIsOwn(tc.dark, tc.light, tc.under); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestFootSeam: in a tall stack's region, a band bent round the face's
// foot, in from the rim by the sides' band, is the seam there; the same
// band round the region's middle, or a block by the rim, is not.
func TestFootSeam(t *testing.T) {
	region := []image.Point{{0, 0}, {100, 0}, {100, 100}, {0, 100}} // 100 px across
	// An L-shaped band 6 px wide, along the bottom and the right, at
	// (10..90, 84..90) and (84..90, 10..90).
	seam := []image.Point{{10, 84}, {84, 84}, {84, 10}, {90, 10}, {90, 90}, {10, 90}}
	mid := []image.Point{{30, 64}, {64, 64}, {64, 30}, {70, 30}, {70, 70}, {30, 70}}
	for _, tc := range []struct {
		name string
		a    float64
		rr   hole
		pts  []image.Point
		want bool
	}{
		{"an L-shaped band 10 px in from the rim", 924, bar(50, 50, 80, 80, 0), seam, true},
		{"the band round the middle", 384, bar(50, 50, 40, 40, 0), mid, false},
		{"a block by the rim, filling its box", 480, bar(50, 87, 80, 6, 0), []image.Point{{10, 84}, {90, 84}, {90, 90}, {10, 90}}, false},
	} {
		if got := footSeam(tc.a, tc.rr.rect, tc.pts, region, 10000); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSpeckAgainstFace: a lone dark mark under a hundred-and-twentyfifth
// of the tile is a speck, no edition's mark; but a convex face under half
// the tile (the radius field running large round a tall stack or a
// hand's shade) is measured against half the tile. A piece of a face, not
// convex, is still measured against the whole tile.
func TestSpeckAgainstFace(t *testing.T) {
	const w, h = 80, 80
	tile := math.Pi * 30 * 30 // 2827: the dot, 16 pixels within its outline, is 0.0057 of it
	for _, tc := range []struct {
		name  string
		notch bool
		sure  bool
	}{
		{"a whole disc, 0.42 of the tile", false, true},
		{"a disc notched to a piece", true, false},
	} {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		gocv.Circle(&m, image.Pt(40, 40), 20, color.RGBA{230, 230, 230, 255}, -1)
		if tc.notch {
			gocv.Rectangle(&m, image.Rect(48, 20, 61, 36), color.RGBA{0, 0, 0, 255}, -1)
		}
		gocv.Rectangle(&m, image.Rect(38, 38, 42, 42), color.RGBA{30, 30, 30, 255}, -1)
		part, px := lightPart(m)
		m.Close()
		c := findFace(part, px, w, h, false, 1300, tile)
		if c.marks != 1 || (c.score > unsureScore) != tc.sure {
			t.Errorf("%s: %d marks, score %.2f, want 1 mark, sure %v (%s)", tc.name, c.marks, c.score, tc.sure, c.debug)
		}
	}
}

// TestStripeLeftOutCutShort: beside two stripes, a clean hole as wide
// and as light, a third of their length, that the count leaves out as
// too small for them, is a third stripe a finger cut short (seed 17935):
// the two are read unsure. A paler one, or none, leaves them sure.
func TestStripeLeftOutCutShort(t *testing.T) {
	stripe := func(x0, y0, y1 int) func(x, y int) bool {
		return func(x, y int) bool { return x >= x0 && x < x0+6 && y >= y0 && y < y1 }
	}
	first, second := stripe(34, 33, 67), stripe(46, 33, 67)
	for _, tc := range []struct {
		name  string
		third func(x, y int) bool
		ink   uint8
		sure  bool
	}{
		{"a third cut short, as light", stripe(58, 33, 47), 230, false},
		{"a third cut short, far paler", stripe(58, 33, 47), 70, true},
		{"no third", func(x, y int) bool { return false }, 230, true},
	} {
		got := readBlackFace(t, squareFace, func(x, y int) (uint8, bool) {
			switch {
			case first(x, y) || second(x, y):
				return 230, true
			case tc.third(x, y):
				return tc.ink, true
			}
			return 0, false
		})
		if got.marks != 2 || (got.score > unsureScore) != tc.sure {
			t.Errorf("%s: %d marks, score %.2f; want 2, sure %v (%s)", tc.name, got.marks, got.score, tc.sure, got.debug)
		}
	}
}

// TestBayByTheRim reads a W1 whose face is ringed at one side by a thin
// line of light (a lower scale's lit edge) round the dark band of its
// side: the face's hull closes that bay, a hole of over a quarter of the
// face whose outline lies all by the face's. It is no hole in the face's
// middle, so it casts no doubt on the face (a fresh POV-Ray scene, seed
// 18209: a W1 on seven from straight above, the bay 0.30 of the face, all
// of its outline by the rim: said unread). Off the rim, in the face's
// middle, a hole as large does.
func TestBayByTheRim(t *testing.T) {
	dot := image.Rect(37, 53, 44, 60)
	white := color.RGBA{230, 230, 230, 255}
	for _, tc := range []struct {
		name string
		more func(m *gocv.Mat)
		r    float64 // the scale's radius the tile is measured by
		sure bool
	}{
		{"a bay by the rim, a line of light round it", func(m *gocv.Mat) {
			gocv.Circle(m, image.Pt(40, 56), 22, white, -1)
			gocv.Rectangle(m, dot, markColour, -1)
			// The line's arc, open at its top, and its two ends joined
			// to the face.
			gocv.Ellipse(m, image.Pt(40, 56), image.Pt(32, 32), 0, 200, 266, white, 2)
			gocv.Ellipse(m, image.Pt(40, 56), image.Pt(32, 32), 0, 274, 340, white, 2)
			for _, a := range []float64{200, 340} {
				s, c := math.Sincos(a * math.Pi / 180)
				gocv.Line(m, image.Pt(40+int(22*c), 56+int(22*s)), image.Pt(40+int(32*c), 56+int(32*s)), white, 2)
			}
		}, 22, true},
		{"the same band closed off by the line: a hole in the face", func(m *gocv.Mat) {
			gocv.Circle(m, image.Pt(40, 56), 22, white, -1)
			gocv.Rectangle(m, dot, markColour, -1)
			gocv.Ellipse(m, image.Pt(40, 56), image.Pt(35, 35), 0, 200, 340, white, 2)
			for _, a := range []float64{200, 340} {
				s, c := math.Sincos(a * math.Pi / 180)
				gocv.Line(m, image.Pt(40+int(22*c), 56+int(22*s)), image.Pt(40+int(35*c), 56+int(35*s)), white, 2)
			}
		}, 25, false},
	} {
		const w, h = 80, 90
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		tc.more(&m)
		part, px := lightPart(m)
		m.Close()
		got := findFace(part, px, w, h, false, 2600, math.Pi*tc.r*tc.r)
		if got.marks != 1 || (got.score > unsureScore) != tc.sure {
			t.Errorf("%s: %d marks, score %.2f; want 1, sure %v (%s)", tc.name, got.marks, got.score, tc.sure, got.debug)
		}
	}
}
