package vision

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/pantarei/pantarei/calibration"
	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// calibrateScene calibrates as a user would for a style: a chessboard laid
// on the table, then the set-up snake.
func calibrateScene(t testing.TB, rng *rand.Rand, st SceneStyle) *calibration.Calibration {
	t.Helper()
	board, _ := RenderChessboard(rng, 9, 6, st)
	defer board.Close()
	plane, err := calibration.FromChessboard(board, 9, 6, 25)
	if err != nil || plane == nil {
		t.Fatalf("chessboard not found (view %+v): %v", st.View, err)
	}
	c := &calibration.Calibration{Version: calibration.Version, Frame: calibration.Size{W: st.Width, H: st.Height}, Plane: plane}
	det := NewDetector(DefaultOptions())
	defer det.Close()
	if err := det.Calibrate(c); err != nil {
		t.Fatal(err)
	}
	setup, _ := RenderScene(rng, rules.Deal(rng, rules.White), st)
	defer setup.Close()
	obs, err := det.Detect(setup)
	if err != nil {
		t.Fatal(err)
	}
	if a, err := calibration.Learn(SetupSamples(obs), obs.TileRadius); err == nil {
		c.Appearance = a
	} else {
		t.Logf("set-up not learned (view %+v): %v", st.View, err)
	}
	return c
}

// TestDetectOblique reads scenes seen from up to 35° off vertical, with
// and without a calibration from a chessboard and the set-up.
func TestDetectOblique(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 1))
	frames := 24
	if testing.Short() {
		frames = 6
	}
	plain := NewDetector(DefaultOptions())
	defer plain.Close()
	calibrated := NewDetector(DefaultOptions())
	defer calibrated.Close()
	type tally struct{ right, stacks, wrong int }
	var without, with tally
	for i := 0; i < frames; i++ {
		st := RandomStyle(rng, 1280, 720)
		st.View = RandomView(rng)
		c := calibrateScene(t, rng, st)
		if err := calibrated.Calibrate(c); err != nil {
			t.Fatal(err)
		}
		p := gamePosition(rng, 20)
		img, _ := RenderScene(rng, p, st)
		want := TopStrings(p.Tops())
		for _, run := range []struct {
			name string
			det  *Detector
			t    *tally
		}{{"plain", plain, &without}, {"calibrated", calibrated, &with}} {
			debugFaces = os.Getenv("DBGF") == fmt.Sprint(i, run.name)
			obs, err := run.det.Detect(img)
			if err != nil {
				t.Fatal(err)
			}
			got := TopStrings(obs.Tops())
			w, _ := CompareTops(want, got)
			run.t.stacks += len(want)
			run.t.wrong += w
			if w == 0 {
				run.t.right++
			} else {
				dumpFrame(t, img, "oblique", i)
				t.Logf("frame %d %s (tilt %.0f°, %s, %s): %d wrong\n  want %v\n  got  %v", i, run.name, st.View.Tilt*180/math.Pi, st.Shape, st.Marks+"/"+st.Layout, w, want, got)
			}
		}
		img.Close()
	}
	t.Logf("oblique, no calibration: %d/%d frames right, %d/%d stacks wrong", without.right, frames, without.wrong, without.stacks)
	t.Logf("oblique, calibrated:     %d/%d frames right, %d/%d stacks wrong", with.right, frames, with.wrong, with.stacks)
	// Floors a frame or two below today's 23 of 24 (see the note on issue
	// 3), so that it can only get better.
	for _, r := range []struct {
		name string
		t    tally
	}{{"without calibration", without}, {"calibrated", with}} {
		if float64(r.t.right) < 0.875*float64(frames) || float64(r.t.wrong) > 0.01*float64(r.t.stacks) {
			t.Errorf("oblique %s: %d/%d frames right, %d/%d stacks wrong", r.name, r.t.right, frames, r.t.wrong, r.t.stacks)
		}
	}
}

// TestChessboardPlane checks that the rectified view of a tilted camera is
// the table from above: the board's squares come out square and equal.
func TestChessboardPlane(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 6; i++ {
		st := RandomStyle(rng, 1280, 720)
		st.View = View{Tilt: float64(i) * 7 * math.Pi / 180, Toward: rng.Float64() * 2 * math.Pi}
		board, _ := RenderChessboard(rng, 9, 6, st)
		plane, err := calibration.FromChessboard(board, 9, 6, 25)
		if err != nil || plane == nil {
			board.Close()
			t.Fatalf("tilt %d°: board not found: %v", i*7, err)
		}
		rect := gocv.NewMat()
		plane.Rectify(board, &rect)
		again, err := calibration.FromChessboard(rect, 9, 6, 25)
		if err != nil || again == nil {
			t.Errorf("tilt %d°: no board in the rectified picture: %v", i*7, err)
		} else {
			// Seen from above, the board's four outer corners make a
			// rectangle of 8 × 5 squares.
			c := again.Marks
			side := func(a, b [2]float64) float64 { return math.Hypot(a[0]-b[0], a[1]-b[1]) }
			w1, w2, h1, h2 := side(c[0], c[1]), side(c[3], c[2]), side(c[1], c[2]), side(c[0], c[3])
			sq := 25 / plane.MMPerPixel
			for _, got := range []struct {
				name      string
				got, want float64
			}{{"top", w1, 8 * sq}, {"bottom", w2, 8 * sq}, {"right", h1, 5 * sq}, {"left", h2, 5 * sq}} {
				if math.Abs(got.got-got.want) > 0.02*got.want {
					t.Errorf("tilt %d°: %s side %.1f px, want %.1f", i*7, got.name, got.got, got.want)
				}
			}
		}
		rect.Close()
		board.Close()
	}
}

// dumpFrame writes a failing frame to $PANTAREI_TEST_DUMP, for a person
// to look at.
func dumpFrame(t testing.TB, img gocv.Mat, name string, i int) {
	dir := os.Getenv("PANTAREI_TEST_DUMP")
	if dir == "" {
		return
	}
	path := filepath.Join(dir, fmt.Sprintf("%s-%03d.png", name, i))
	if !gocv.IMWrite(path, img) {
		t.Logf("cannot write %s", path)
	}
}

// BenchmarkDetectOblique720p measures detection of a view 30° off
// vertical, plain and with a table plane (the frame rectified first).
func BenchmarkDetectOblique720p(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	st := RandomStyle(rng, 1280, 720)
	st.View = View{Tilt: 30 * math.Pi / 180}
	c := calibrateScene(b, rng, st)
	img, _ := RenderScene(rng, gamePosition(rng, 20), st)
	defer img.Close()
	for _, cal := range []*calibration.Calibration{nil, c} {
		name := "plain"
		if cal != nil {
			name = "calibrated"
		}
		b.Run(name, func(b *testing.B) {
			det := NewDetector(DefaultOptions())
			defer det.Close()
			if err := det.Calibrate(cal); err != nil {
				b.Fatal(err)
			}
			det.Detect(img) // OpenCV's first-call set-up
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := det.Detect(img); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
