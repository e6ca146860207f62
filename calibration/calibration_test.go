package calibration

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func fullBox() []Sample {
	var s []Sample
	for _, c := range []string{"B", "W"} {
		for v := 1; v <= 3; v++ {
			for k := 0; k < 3; k++ {
				col := Lab{L: 40, A: 128, B: 128}
				if c == "W" {
					col = Lab{L: 220, A: 128, B: 134}
				}
				s = append(s, Sample{Top: c + string(rune('0'+v)), Colour: col})
			}
		}
	}
	// The neutral in the middle of the snake.
	return append(s[:9], append([]Sample{{Top: "N", Colour: Lab{L: 180, A: 132, B: 170}}}, s[9:]...)...)
}

func TestCheckMakeup(t *testing.T) {
	tests := []struct {
		name string
		edit func([]Sample) []Sample
		want string // part of the error; "" for none
	}{
		{"full box", func(s []Sample) []Sample { return s }, ""},
		{"a white read as black", func(s []Sample) []Sample {
			s[13].Top = "B2" // position 14: a white scale
			s[13].Colour = Lab{L: 200, A: 128, B: 134}
			return s
		}, "10 black, 8 white, 1 neutral: check the scale at position 14"},
		{"a black read as white", func(s []Sample) []Sample {
			s[3].Top = "W1"
			s[3].Colour = Lab{L: 90, A: 128, B: 130}
			return s
		}, "8 black, 10 white, 1 neutral: check the scale at position 4"},
		{"marks miscounted", func(s []Sample) []Sample { s[0].Top = "B2"; return s }, "4 B2 (a box has 3 of each): check the marks of the B2 at positions 1, 4, 5 or 6"},
		{"unread", func(s []Sample) []Sample { s[6].Top, s[6].Why = "?", "no marks seen"; return s }, "could not read position 7 (no marks seen)"},
		{"too few", func(s []Sample) []Sample { return s[:18] }, "18 stacks seen, a set-up has 19"},
		{"two neutrals", func(s []Sample) []Sample { s[18].Top = "N"; return s }, "8 white, 2 neutral: check the scales at positions 10 or 19"},
		{"no neutral", func(s []Sample) []Sample { s[9].Top = "W1"; return s }, "9 black, 10 white, 0 neutral: check the scale at position 10"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckMakeup(tt.edit(fullBox()))
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("got %v, want no error", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
}

func TestLearn(t *testing.T) {
	a, err := Learn(fullBox(), 14)
	if err != nil {
		t.Fatal(err)
	}
	if a.TileRadius != 14 || a.Black.L != 40 || a.White.L != 220 || a.Gold() != 36 {
		t.Errorf("learned %+v, gold %v", a, a.Gold())
	}
	pale := fullBox()
	pale[9].Colour = Lab{L: 220, A: 128, B: 135}
	if _, err := Learn(pale, 14); err == nil || !strings.Contains(err.Error(), "no yellower") {
		t.Errorf("a neutral as pale as the whites: %v", err)
	}
}

func TestSaveLoadFor(t *testing.T) {
	p, err := FromPoints([4][2]float64{{300, 200}, {900, 180}, {1000, 600}, {250, 620}}, 297, 210, Size{1280, 720})
	if err != nil {
		t.Fatal(err)
	}
	a, err := Learn(fullBox(), 14)
	if err != nil {
		t.Fatal(err)
	}
	c := &Calibration{Version: Version, Frame: Size{1280, 720}, Plane: p, Appearance: a}
	path := filepath.Join(t.TempDir(), "cal.json")
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Plane.H != c.Plane.H || *got.Appearance != *c.Appearance {
		t.Errorf("round trip changed the calibration")
	}
	// The same camera at 1920x1080: every point maps to 1.5 times as far.
	big, err := got.For(Size{1920, 1080})
	if err != nil {
		t.Fatal(err)
	}
	x, y := got.Plane.H.Apply(640, 400)
	bx, by := big.Plane.H.Apply(960, 600)
	if math.Abs(bx-1.5*x) > 1e-6 || math.Abs(by-1.5*y) > 1e-6 || big.Appearance.TileRadius != 21 {
		t.Errorf("scaled plane maps to (%v,%v), want 1.5×(%v,%v); radius %v", bx, by, x, y, big.Appearance.TileRadius)
	}
	if _, err := got.For(Size{1280, 960}); err == nil || !strings.Contains(err.Error(), "aspect") {
		t.Errorf("another aspect ratio: %v", err)
	}
	// A broken file says so.
	os.WriteFile(path, []byte(`{"version": 1}`), 0o644)
	if _, err := Load(path); err == nil || !strings.Contains(err.Error(), "neither a table plane nor an appearance") {
		t.Errorf("empty calibration: %v", err)
	}
}

func TestFromPoints(t *testing.T) {
	// A sheet of A4 seen square-on at 2 px a mm: the plane is a pure scale
	// and shift.
	frame := Size{1280, 720}
	p, err := FromPoints([4][2]float64{{100, 100}, {694, 100}, {694, 520}, {100, 520}}, 297, 210, frame)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(p.MMPerPixel-0.5) > 1e-6 {
		t.Errorf("mm per pixel %v, want 0.5", p.MMPerPixel)
	}
	x0, y0 := p.H.Apply(100, 100)
	x1, y1 := p.H.Apply(694, 520)
	if math.Abs((x1-x0)-594) > 1e-6 || math.Abs((y1-y0)-420) > 1e-6 {
		t.Errorf("sheet spans (%v,%v) rectified, want (594,420)", x1-x0, y1-y0)
	}
	back, _ := p.H.Inverse()
	if fx, fy := back.Apply(x1, y1); math.Abs(fx-694) > 1e-6 || math.Abs(fy-520) > 1e-6 {
		t.Errorf("back to the frame: (%v,%v)", fx, fy)
	}
	// Points given starting elsewhere, or the other way round, give the
	// same picture: never mirrored, the frame's x axis kept.
	q, err := FromPoints([4][2]float64{{694, 520}, {694, 100}, {100, 100}, {100, 520}}, 210, 297, frame)
	if err != nil {
		t.Fatal(err)
	}
	for _, pt := range [][2]float64{{100, 100}, {694, 520}, {300, 400}} {
		ax, ay := p.H.Apply(pt[0], pt[1])
		bx, by := q.H.Apply(pt[0], pt[1])
		if math.Abs(ax-bx) > 1e-3 || math.Abs(ay-by) > 1e-3 {
			t.Errorf("point %v: (%v,%v) vs (%v,%v)", pt, ax, ay, bx, by)
		}
	}
	for _, bad := range []struct {
		pts  [4][2]float64
		want string
	}{
		{[4][2]float64{{100, 100}, {694, 520}, {694, 100}, {100, 520}}, "cross"},
		{[4][2]float64{{100, 100}, {200, 100}, {300, 100}, {400, 100}}, "no area"},
		{[4][2]float64{{100, 100}, {1694, 100}, {694, 520}, {100, 520}}, "outside"},
	} {
		if _, err := FromPoints(bad.pts, 297, 210, frame); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("points %v: %v, want %q", bad.pts, err, bad.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"version":1,"frame":{"w":1280,"h":720},"appearance":{"tile_radius_px":14,"black":{"L":40},"white":{"L":220},"neutral":{"L":180,"b":170}}}`))
	f.Add([]byte(`{"version":1,"frame":{"w":1280,"h":720},"plane":{"homography":[1,0,0,0,1,0,0,0,1],"rectified":{"w":1280,"h":720},"mm_per_pixel":0.5}}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := Parse(b)
		if err != nil {
			return
		}
		// Whatever parses is usable: it validates, and maps points.
		if err := c.Validate(); err != nil {
			t.Fatalf("parsed but invalid: %v", err)
		}
		if c.Plane != nil {
			x, y := c.Plane.H.Apply(1, 1)
			back, ok := c.Plane.H.Inverse()
			if !ok {
				t.Fatalf("a validated plane has no inverse")
			}
			back.Apply(x, y)
		}
	})
}
