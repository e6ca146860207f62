package vision

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/pantarei/pantarei/rules"
)

// TestLayAslant: a row laid across the frame comes out turned by Turn,
// bent by Arc between its first and last steps, its steps as long as
// before (or all shortened alike, with the tile, where it would leave the
// frame), and inside the frame.
func TestLayAslant(t *testing.T) {
	const W, H, n = 1280, 720, 13
	heading := func(a, b image.Point) float64 {
		return math.Atan2(float64(b.Y-a.Y), float64(b.X-a.X))
	}
	for _, tc := range []struct {
		name            string
		turn, arc, step float64
	}{
		{"level", 0, 0, 60},
		{"turned", 0.4, 0, 60},
		{"turned back", -0.3, 0, 60},
		{"bent", 0, 1.2, 60},
		{"bent the other way, turned", 0.2, -1.4, 60},
		{"too long to fit turned", 0.6, 0, 95},
	} {
		st := SceneStyle{Width: W, Height: H, Tile: 40, Turn: tc.turn, Arc: tc.arc}
		length := tc.step * (n - 1)
		row := make([]image.Point, n)
		for i := range row {
			row[i] = image.Pt(int(W/2-length/2+float64(i)*tc.step), H/2)
		}
		k := layAslant(row, st, length)
		for _, p := range row {
			if !p.In(image.Rect(0, 0, W, H).Inset(int(st.Tile * k / 2))) {
				t.Errorf("%s: a stack at %v, off the frame", tc.name, p)
			}
		}
		first, last := heading(row[0], row[1]), heading(row[n-2], row[n-1])
		// The arc turns by arc over the row's length; its first and last
		// steps, a step in from either end, by (n-2)/(n-1) of that.
		bend := math.Remainder(last-first, 2*math.Pi)
		if want := tc.arc * (n - 2) / (n - 1); math.Abs(bend-want) > 0.05 {
			t.Errorf("%s: bent by %.2f, want %.2f", tc.name, bend, want)
		}
		if mid := heading(row[n/2-1], row[n/2+1]); math.Abs(math.Remainder(mid-tc.turn, 2*math.Pi)) > 0.05 {
			t.Errorf("%s: heads %.2f at its middle, want %.2f", tc.name, mid, tc.turn)
		}
		for i := 1; i < n; i++ {
			if d := dist(row[i-1], row[i]); math.Abs(d-k*tc.step) > 2 {
				t.Errorf("%s: step %d is %.1f long, want %.1f", tc.name, i, d, k*tc.step)
			}
		}
		if (k < 1) != (tc.name == "too long to fit turned") {
			t.Errorf("%s: drawn %.2f as near", tc.name, k)
		}
	}
}

// TestRenderGapsInFrame: a long snake with many empty places, level,
// stays in the frame: the gaps lengthen it past the spacing fitted to
// the row without them.
func TestRenderGapsInFrame(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 4; i++ {
		st := RandomStyle(rng, 1280, 720)
		st.Gaps = 0.5
		img, centres := RenderScene(rng, rules.Deal(rng, rules.White), st)
		img.Close()
		for _, c := range centres {
			if !c.In(image.Rect(0, 0, st.Width, st.Height).Inset(int(st.Tile / 2))) {
				t.Errorf("frame %d: a stack at %v, off the frame", i, c)
			}
		}
	}
}
