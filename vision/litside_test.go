package vision

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// glossyRow draws on a grey table a row of stacks, the last a black
// face whose lit side a lamp turns to the table's own grey (lit, as far
// as 1 of the way), ringed by a thin dark rim (rim pixels), as the
// shared scenes' glossy B3 is.
func glossyRow(rng *rand.Rand, lit float64, rim int) gocv.Mat {
	const tile = 120.0
	table := color.RGBA{120, 120, 120, 0}
	img := gocv.NewMatWithSizeFromScalar(gocv.NewScalar(120, 120, 120, 0), 720, 1280, gocv.MatTypeCV8UC3)
	light, dark := color.RGBA{225, 222, 215, 0}, color.RGBA{30, 30, 32, 0}
	for i, s := range []rules.Scale{rules.NewScale(rules.White, 1), rules.NewScale(rules.Black, 2), rules.NewScale(rules.White, 3)} {
		c := image.Pt(250+190*i, 360)
		face, marks := light, dark
		if s.Color() == rules.Black {
			face, marks = dark, light
		}
		drawTile(&img, "rsquare", c, tile, 0, face)
		drawMarks(&img, "stripes", "row", c, tile, 0, s, marks)
	}
	c := image.Pt(250+190*3, 360)
	if rim > 0 {
		drawTile(&img, "rsquare", c, tile+float64(2*rim), 0, color.RGBA{22, 22, 22, 0})
	}
	drawTile(&img, "rsquare", c, tile, 0, dark)
	// The sheen: from the face's black on its left to the table's grey
	// over its right part.
	px, _ := img.DataPtrUint8()
	r := int(tile / 2)
	for y := c.Y - r; y <= c.Y+r; y++ {
		for x := c.X - r; x <= c.X+r; x++ {
			i := 3 * (y*img.Cols() + x)
			if px[i] != dark.B {
				continue
			}
			t := min(1, max(0, (float64(x-c.X+r)/tile-0.2)/0.5)) * lit
			v := uint8(float64(dark.B) + t*(float64(table.B)-float64(dark.B)))
			px[i], px[i+1], px[i+2] = v, v, v
		}
	}
	drawMarks(&img, "stripes", "row", c, tile, 0, rules.NewScale(rules.Black, 3), light)
	addNoise(rng, img, 2)
	return img
}

// TestLitSideEnclosed: a glossy black face whose lit side is the table's
// grey, only a thin dark rim round it, is read whole, its third stripe
// on the lit side counted; with no rim, nothing tells the lit side from
// the table, and the face is not read as a sure B1 or B2.
func TestLitSideEnclosed(t *testing.T) {
	det := NewDetector(DefaultOptions())
	defer det.Close()
	for _, tc := range []struct {
		rim  int
		want string // the glossy stack's top, or "" for anything but a sure misreading
	}{
		{2, "B3"},
		{0, ""},
	} {
		for seed := uint64(1); seed <= 3; seed++ {
			img := glossyRow(rand.New(rand.NewPCG(seed, 7)), 1, tc.rim)
			obs, err := det.Detect(img)
			img.Close()
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range obs.Stacks {
				got = append(got, s.Top.String())
			}
			if len(obs.Stacks) != 4 {
				t.Errorf("rim %d, seed %d: %d stacks %v, want 4", tc.rim, seed, len(obs.Stacks), got)
				continue
			}
			// The row read either way round.
			g := obs.Stacks[3]
			if obs.Stacks[0].Center.X > obs.Stacks[3].Center.X {
				g = obs.Stacks[0]
			}
			switch {
			case tc.want != "" && g.Top.String() != tc.want:
				t.Errorf("rim %d, seed %d: the glossy face read %v (%q), want %s; all %v", tc.rim, seed, g.Top, g.Why, tc.want, got)
			case tc.want == "" && g.Top != rules.NoScale && g.Top != rules.NewScale(rules.Black, 3):
				t.Errorf("rim %d, seed %d: the glossy face read %v, a B3 or unread wanted; all %v", tc.rim, seed, g.Top, got)
			}
		}
	}
}

// TestReachFromBorder: what a wall rings is out of reach, a gap of one
// pixel lets the walk in, and a diagonal step is no way through.
func TestReachFromBorder(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string // '#' a wall, '.' open; want: 'o' an open pixel out of reach
	}{
		{"ring", []string{
			".....",
			".###.",
			".#o#.",
			".###.",
			".....",
		}},
		{"gap", []string{
			".....",
			".#.#.",
			".#.#.",
			".###.",
			".....",
		}},
		{"diagonal", []string{
			"......",
			"..##..",
			".#oo#.",
			"..##..",
			"......",
		}},
		{"walled border", []string{
			"###",
			"#o#",
			"###",
		}},
	} {
		h, w := len(tc.rows), len(tc.rows[0])
		wall := make([]bool, w*h)
		for y, r := range tc.rows {
			for x, c := range r {
				wall[y*w+x] = c == '#'
			}
		}
		out := reachFromBorder(wall, w, h)
		for y, r := range tc.rows {
			for x, c := range r {
				i := y*w + x
				if want := c == '.'; out[i] != want {
					t.Errorf("%s: (%d,%d) %q reached %v, want %v", tc.name, x, y, c, out[i], want)
				}
			}
		}
	}
}
