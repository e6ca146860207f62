package vision

import (
	"encoding/json"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"gocv.io/x/gocv"
)

// TestMotionGateWhole: a change of light or a nudged camera is motion of
// the whole picture, made or undone; a hand or a scale put down is not,
// whatever the table, tiles and light of the scene.
func TestMotionGateWhole(t *testing.T) {
	changes := []struct {
		name  string
		whole bool
		apply func(img *gocv.Mat, stacks []image.Point, tile float64)
	}{
		{"exposure down", true, func(img *gocv.Mat, _ []image.Point, _ float64) { gain(img, 0.8, 0.8, 0.8, 0) }},
		{"warm lamp from the left", true, func(img *gocv.Mat, _ []image.Point, _ float64) { gain(img, 1.1, 1.15, 1.25, -0.2) }},
		{"camera nudged", true, func(img *gocv.Mat, _ []image.Point, _ float64) { nudge(img, 0.6, 4, -3) }},
		{"nudged and the light changed", true, func(img *gocv.Mat, _ []image.Point, _ float64) {
			nudge(img, -0.4, -5, 2)
			gain(img, 0.9, 0.9, 0.85, 0.1)
		}},
		{"hand over a stack", false, func(img *gocv.Mat, stacks []image.Point, tile float64) {
			DrawHand(img, stacks[len(stacks)/2], tile)
		}},
		{"a sleeve from the top", false, func(img *gocv.Mat, stacks []image.Point, tile float64) {
			// Dark on a light table, light on a dark one: the gate sees
			// brightness alone.
			sleeve := color.RGBA{40, 50, 60, 0}
			if c := img.GetVecbAt(5, 5); int(c[0])+int(c[1])+int(c[2]) < 3*110 {
				sleeve = color.RGBA{190, 200, 210, 0}
			}
			gocv.Line(img, image.Pt(img.Cols()/3, 0), stacks[0], sleeve, int(tile))
		}},
	}
	for seed := uint64(1); seed <= 12; seed++ {
		rng := rand.New(rand.NewPCG(seed, 5))
		st := RandomStyle(rng, 1280, 720)
		base, stacks := RenderScene(rng, gamePosition(rng, 10), st)
		for _, c := range changes {
			img := base.Clone()
			c.apply(&img, stacks, st.Tile)
			// Each change made and undone: a lamp switched on and off,
			// a hand come and gone.
			for k, pair := range [][2]gocv.Mat{{base, img}, {img, base}} {
				way := []string{"", ", undone"}[k]
				gate := NewMotionGate(2)
				gate.Update(pair[0])
				gate.Update(pair[0])
				settled, motion, err := gate.Update(pair[1])
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case c.whole && gate.Touched():
					t.Errorf("seed %d, %s%s: a hand or a moved scale (%.3f of the picture changed), want a change of the whole picture", seed, c.name, way, motion)
				case !c.whole && !gate.Touched():
					t.Errorf("seed %d, %s%s: settled %v, %.3f of the picture changed; want motion over the table", seed, c.name, way, settled, motion)
				}
				gate.Close()
			}
			img.Close()
		}
		base.Close()
	}
}

// gain multiplies the picture's channels (B, G, R) by a brightness that
// also runs from left to right by slope (a lamp to one side).
func gain(img *gocv.Mat, b, g, r, slope float64) {
	px, _ := img.DataPtrUint8()
	w := img.Cols()
	for i := 0; i < len(px); i += 3 {
		x := float64((i/3)%w)/float64(w) - 0.5
		f := 1 + slope*x
		for c, k := range []float64{b, g, r} {
			px[i+c] = uint8(math.Min(255, float64(px[i+c])*k*f))
		}
	}
}

// nudge turns the picture by deg about its centre and shifts it.
func nudge(img *gocv.Mat, deg float64, dx, dy float32) {
	m := gocv.GetRotationMatrix2D(image.Pt(img.Cols()/2, img.Rows()/2), deg, 1)
	defer m.Close()
	m.SetDoubleAt(0, 2, m.GetDoubleAt(0, 2)+float64(dx))
	m.SetDoubleAt(1, 2, m.GetDoubleAt(1, 2)+float64(dy))
	out := gocv.NewMat()
	defer out.Close()
	gocv.WarpAffineWithParams(*img, &out, m, image.Pt(img.Cols(), img.Rows()), gocv.InterpolationLinear, gocv.BorderReflect, color.RGBA{})
	out.CopyTo(img)
}

// TestMotionGateSharedGame runs the gate over the rendered game in
// ../shared/games/demo1 (when it is there): the lamp switched on and the
// camera nudged are changes of the whole picture, and every hand that
// plays a turn is seen as motion over the table.
func TestMotionGateSharedGame(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "games", "demo1")
	b, err := os.ReadFile(filepath.Join(dir, "truth.json"))
	if err != nil {
		t.Skipf("no shared game at %s (only in the team's workspace): %v", dir, err)
	}
	var truth struct {
		Light      int `json:"light_change_frame"`
		Nudge      int `json:"nudge_frame"`
		TurnFrames []struct {
			Turn  int    `json:"turn"`
			Hands [2]int `json:"hand_frames"`
		} `json:"turn_frames"`
	}
	if err := json.Unmarshal(b, &truth); err != nil {
		t.Fatal(err)
	}
	src, err := OpenSource(filepath.Join(dir, "game.mp4"), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	gate := NewMotionGate(2)
	defer gate.Close()
	frame := gocv.NewMat()
	defer frame.Close()
	touched := map[int]bool{} // the frames in motion, and how
	for f := 1; ; f++ {
		if _, err := src.Read(&frame); err != nil {
			break
		}
		if _, motion, _ := gate.Update(frame); motion > gate.Fraction {
			touched[f] = gate.Touched()
		}
	}
	for _, f := range []int{truth.Light, truth.Nudge} {
		if tc, ok := touched[f]; !ok || tc {
			t.Errorf("frame %d (light change or nudge): in motion %v, touched %v; want a change of the whole picture", f, ok, tc)
		}
	}
	for _, tf := range truth.TurnFrames {
		hand := false
		for f := tf.Hands[0]; f <= tf.Hands[1]+1; f++ {
			if touched[f] {
				hand = true
			}
		}
		if !hand && tf.Hands[0] > 0 {
			t.Errorf("turn %d: no motion over the table in frames %v", tf.Turn, tf.Hands)
		}
	}
}

// BenchmarkMotionGateChange: every frame differs from the last by a lamp
// switched on or off, so each one is told apart from a hand. This is a
// run of changes, as while a camera's exposure settles: each frame is
// made ready once and serves as the previous one next. A lone change
// after still frames also makes the previous frame ready: some 0.1 ms
// more (one blur and a few conversions of a 160×90 picture).
func BenchmarkMotionGateChange(b *testing.B) {
	img := randomScene(1, 2, 5, 1280, 720)
	defer img.Close()
	lit := img.Clone()
	defer lit.Close()
	gain(&lit, 1.2, 1.2, 1.2, 0.2)
	gate := NewMotionGate(3)
	defer gate.Close()
	frames := []gocv.Mat{img, lit}
	i := 0
	for b.Loop() {
		gate.Update(frames[i%2])
		i++
	}
	if gate.Touched() {
		b.Fatal("a lamp switched on was taken for a hand")
	}
}

// TestGainSurfaceRow: the factors scaleRow applies along a row are the
// surface's own, though it never takes an exponential per pixel.
func TestGainSurfaceRow(t *testing.T) {
	for _, s := range []gainSurface{{}, {0.1, -0.3, 0.2, 0.5, -0.4, 0.3}, {-0.2, 0.6, -0.1, -0.8, 0.7, 0.1}} {
		for _, y := range []float64{0, 0.37, 0.99} {
			row := make([]float32, 160)
			for i := range row {
				row[i] = 100
			}
			s.scaleRow(row, 1, y)
			for i, v := range row {
				want := 100 * s.at(float64(i)/160, y)
				if math.Abs(float64(v)-want) > 1e-4*want {
					t.Fatalf("surface %v at (%d/160, %.2f): %.5f, want %.5f", s, i, y, v, want)
				}
			}
		}
	}
}

// TestLeastSquares recovers a surface from exact samples of it, and
// refuses samples that cannot fix six unknowns.
func TestLeastSquares(t *testing.T) {
	want := gainSurface{0.1, -0.3, 0.2, 0.5, -0.4, 0.3}
	var rows [][6]float64
	var rhs []float64
	for j := 0; j < 9; j++ {
		for i := 0; i < 16; i++ {
			x, y := (float64(i)+0.5)/16, (float64(j)+0.5)/9
			rows = append(rows, [6]float64{1, x, y, x * x, x * y, y * y})
			rhs = append(rhs, math.Log(want.at(x, y)))
		}
	}
	got, ok := leastSquares(rows, rhs, nil)
	if !ok {
		t.Fatal("no solution")
	}
	for i := range got {
		if math.Abs(got[i]-want[i]) > 1e-9 {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
	line := make([][6]float64, 8) // every sample on the line y = 0.5
	for i := range line {
		x := float64(i) / 8
		line[i] = [6]float64{1, x, 0.5, x * x, x * 0.5, 0.25}
	}
	if _, ok := leastSquares(line, make([]float64, len(line)), nil); ok {
		t.Error("samples along one line fixed all six unknowns")
	}
}
