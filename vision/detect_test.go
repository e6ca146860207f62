package vision

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// gamePosition plays up to maxTurns random legal turns from a deal, so
// that scenes hold stacks of several heights and gaps.
func gamePosition(rng *rand.Rand, maxTurns int) rules.Position {
	p := rules.Deal(rng, rules.White)
	return playRandom(rng, p, rng.IntN(maxTurns+1), nil)
}

// playRandom plays up to turns random legal turns from p, stopping early
// where the game ends or done (when not nil) says p is far enough.
func playRandom(rng *rand.Rand, p rules.Position, turns int, done func(rules.Position) bool) rules.Position {
	for ; turns > 0; turns-- {
		if done != nil && done(p) {
			break
		}
		ts := p.LegalTurns()
		if len(ts) == 0 {
			break
		}
		next, err := p.Apply(ts[rng.IntN(len(ts))])
		if err != nil {
			panic(err)
		}
		p = next
	}
	return p
}

// readRandom renders a random position of a game in style st, every
// other frame (odd i) from a random camera angle (set in st), and reads it; it
// returns the tops wanted and read, the observation, and the picture (the
// caller closes it).
func readRandom(t testing.TB, det *Detector, rng *rand.Rand, st *SceneStyle, i int) (want, got []string, obs Observation, img gocv.Mat) {
	if i%2 == 1 {
		st.View = RandomView(rng)
	}
	p := gamePosition(rng, 20)
	img, _ = RenderScene(rng, p, *st)
	obs, err := det.Detect(img)
	if err != nil {
		img.Close()
		t.Fatal(err)
	}
	return TopStrings(p.Tops()), TopStrings(obs.Tops()), obs, img
}

// tally counts frames and stacks read right, the stacks said unreadable,
// and the frames read wrong without any stack said unreadable (those the
// referee would trust).
// evalFrames is a check's number of frames, or the number the
// environment variable env asks for: an evaluation on more frames, to
// which the check's floors do not apply.
func evalFrames(env string, check int) int {
	if n, _ := strconv.Atoi(os.Getenv(env)); n > 0 {
		return n
	}
	return check
}

// evalSeed is a check's seed, or the one the environment variable env
// names: frames other than those the check's floors were set on.
func evalSeed(env string, check uint64) uint64 {
	if s, err := strconv.ParseUint(os.Getenv(env), 10, 64); err == nil {
		return s
	}
	return check
}

type tally struct{ right, stacks, wrong, unread, silent int }

// add scores one frame and returns how many of its stacks were wrong.
func (s *tally) add(want, got []string) int {
	w, _ := CompareTops(want, got)
	s.stacks += len(want)
	s.wrong += w
	unread := 0
	for _, g := range got {
		if g == "?" {
			unread++
		}
	}
	s.unread += unread
	switch {
	case w == 0:
		s.right++
	case unread == 0:
		s.silent++
	}
	return w
}

// TestDetectSynthetic renders random positions in random styles and
// demands the accuracy the issue asks of realistic scenes.
func TestDetectSynthetic(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 1))
	det := NewDetector(DefaultOptions())
	defer det.Close()
	frames := 40
	if testing.Short() {
		frames = 10
	}
	var score tally
	for i := 0; i < frames; i++ {
		p := gamePosition(rng, 20)
		size := [2]int{1280, 720}
		if i%4 == 3 {
			size = [2]int{1920, 1080}
		}
		st := RandomStyle(rng, size[0], size[1])
		img, _ := RenderScene(rng, p, st)
		obs, err := det.Detect(img)
		if err != nil {
			t.Fatal(err)
		}
		want := TopStrings(p.Tops())
		got := TopStrings(obs.Tops())
		if w := score.add(want, got); w > 0 {
			dumpFrame(t, img, "synthetic", i)
			t.Logf("frame %d (%s, %s marks, %dx%d): %d wrong\n  snake %s\n  want %v\n  got  %v", i, st.Shape, st.Marks+"/"+st.Layout, st.Width, st.Height, w, p, want, got)
		}
		img.Close()
	}
	right, stacks, wrong := score.right, score.stacks, score.wrong
	t.Logf("synthetic: %d/%d frames right, %d/%d stacks wrong", right, frames, wrong, stacks)
	// The issue asks 99%; today all 40 are right, and the floor leaves two
	// frames of slack (see the note on issue 3), so that it can only get
	// better.
	if float64(right) < 0.95*float64(frames) || float64(wrong) > 0.005*float64(stacks) {
		t.Errorf("accuracy fell: %d/%d synthetic frames right, %d/%d stacks wrong", right, frames, wrong, stacks)
	}
}

// TestTinyScales: where a region too large for a stack is in the frame,
// a radius under a 100th of the frame's longer side is the crumbs along
// its rim, not scales; with no such region, or at a snake's sizes, the
// scales are read.
func TestTinyScales(t *testing.T) {
	for _, tc := range []struct {
		name   string
		r      float64
		w, h   int
		hidden bool
		want   bool
	}{
		{"crumbs by an arm, a 120th", 4, 480, 270, true, true},
		{"crumbs by an arm, upright frame", 4, 270, 480, true, true},
		{"a far snake by an arm, a 96th", 5, 480, 270, true, false},
		{"crumbs with no arm in the frame", 4, 480, 270, false, false},
		{"the smallest faint scales, no arm", 4.5, 480, 270, false, false},
		{"no radius read", 0, 480, 270, true, false},
	} {
		if got := tinyScales(tc.r, tc.w, tc.h, tc.hidden); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSpansHalf: five faces with marks or more, read across half the
// frame side to side or top to bottom, are a snake however small its
// scales; fewer, the neutral, or faces not read are not.
func TestSpansHalf(t *testing.T) {
	line := func(n int, from, step image.Point, top rules.Scale) []StackReading {
		var rs []StackReading
		for k := range n {
			c := from.Add(step.Mul(k))
			rs = append(rs, StackReading{Top: top, Center: c, Bounds: image.Rect(c.X-13, c.Y-13, c.X+13, c.Y+13)})
		}
		return rs
	}
	b1, err := rules.ParseScale("B1")
	if err != nil {
		t.Fatal(err)
	}
	across, upright := image.Pt(1280, 720), image.Pt(720, 1280)
	for _, tc := range []struct {
		name     string
		readings []StackReading
		size     image.Point
		want     bool
	}{
		{"a row of 19 across 0.65 of the frame", line(19, image.Pt(200, 400), image.Pt(45, 0), b1), across, true},
		{"five across half the frame", line(5, image.Pt(300, 400), image.Pt(157, 0), b1), across, true},
		{"five short of half the frame", line(5, image.Pt(300, 400), image.Pt(150, 0), b1), across, false},
		{"four across the frame", line(4, image.Pt(100, 400), image.Pt(350, 0), b1), across, false},
		{"five neutrals", line(5, image.Pt(200, 400), image.Pt(200, 0), rules.Neutral), across, false},
		{"five unread", line(5, image.Pt(200, 400), image.Pt(200, 0), rules.NoScale), across, false},
		{"upright, down half the frame", line(6, image.Pt(300, 200), image.Pt(0, 130), b1), upright, true},
		{"upright, across under half its width", line(6, image.Pt(200, 600), image.Pt(30, 0), b1), upright, false},
	} {
		if got := spansHalf(tc.readings, tc.size); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDetectPortrait reads frames from a phone held upright: the same
// scenes turned a quarter, read as well as across and at the same cost,
// the longer side reduced to the working size.
func TestDetectPortrait(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 90))
	det := NewDetector(DefaultOptions())
	defer det.Close()
	frames := evalFrames("PANTAREI_PORTRAIT_FRAMES", 8)
	var across, upright tally
	for i := 0; i < frames; i++ {
		p := gamePosition(rng, 20)
		st := RandomStyle(rng, 1280, 720)
		img, _ := RenderScene(rng, p, st)
		turned := gocv.NewMat()
		gocv.Rotate(img, &turned, gocv.Rotate90Clockwise)
		want := TopStrings(p.Tops())
		for _, run := range []struct {
			img   gocv.Mat
			score *tally
			name  string
		}{{img, &across, "across"}, {turned, &upright, "upright"}} {
			obs, err := det.Detect(run.img)
			if err != nil {
				t.Fatal(err)
			}
			if w := run.score.add(want, TopStrings(obs.Tops())); w > 0 {
				dumpFrame(t, run.img, "portrait-"+run.name, i)
				t.Logf("frame %d %s: %d wrong\n  want %v\n  got  %v", i, run.name, w, want, TopStrings(obs.Tops()))
			}
		}
		m := det.DebugMask()
		work := image.Pt(m.Cols(), m.Rows())
		m.Close()
		turned.Close()
		img.Close()
		if work != image.Pt(270, 480) {
			t.Fatalf("a 720x1280 frame was worked on at %v, want 270x480", work)
		}
	}
	t.Logf("portrait: %d/%d frames right upright, %d across; %d and %d stacks wrong", upright.right, frames, across.right, upright.wrong, across.wrong)
	if upright.right < across.right || upright.wrong > across.wrong {
		t.Errorf("upright frames read worse than across: %d/%d right (%d stacks wrong), against %d (%d)", upright.right, frames, upright.wrong, across.right, across.wrong)
	}
}

// TestDetectSharedScenes checks the rendered photographs in
// ../shared/scenes when they are there. The floor is what the detector
// reaches today, so that it can only get better.
func TestDetectSharedScenes(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "scenes")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no shared scenes at %s (only in the team's workspace): %v", dir, err)
	}
	res, err := EvalScenes(dir, DefaultOptions(), EvalConfig{})
	if err != nil {
		t.Fatal(err)
	}
	right, stacks, wrong := 0, 0, 0
	for _, r := range res {
		stacks += len(r.Want)
		wrong += r.Errors()
		if r.FrameRight() {
			right++
		} else {
			t.Logf("%s: %d wrong\n  want %v\n  got  %v", r.Name, r.Errors(), r.Want, r.Got)
		}
	}
	t.Logf("shared scenes: %d/%d frames right, %d/%d stacks wrong", right, len(res), wrong, stacks)
	if float64(right) < 0.75*float64(len(res)) || float64(wrong) > 0.06*float64(stacks) {
		t.Errorf("accuracy fell: %d/%d frames right, %d/%d stacks wrong", right, len(res), wrong, stacks)
	}
}

func TestDetectErrors(t *testing.T) {
	det := NewDetector(DefaultOptions())
	defer det.Close()
	empty := gocv.NewMat()
	defer empty.Close()
	if _, err := det.Detect(empty); err != ErrEmptyFrame {
		t.Errorf("empty frame: %v", err)
	}
	gray := gocv.NewMatWithSize(100, 100, gocv.MatTypeCV8UC1)
	defer gray.Close()
	if _, err := det.Detect(gray); err == nil {
		t.Errorf("a grey frame was accepted")
	}
	// A bare table: no stacks, no panic.
	table := gocv.NewMatWithSizeFromScalar(gocv.NewScalar(90, 120, 150, 0), 360, 640, gocv.MatTypeCV8UC3)
	defer table.Close()
	obs, err := det.Detect(table)
	if err != nil || len(obs.Stacks) != 0 {
		t.Errorf("bare table: %d stacks, %v", len(obs.Stacks), err)
	}
}

func benchmarkDetect(b *testing.B, w, h int) {
	benchmarkStyles(b, w, h, func(*SceneStyle) {})
}

// benchmarkStyles times detection over eight scenes in random styles,
// each changed by change.
func benchmarkStyles(b *testing.B, w, h int, change func(st *SceneStyle)) {
	rng := rand.New(rand.NewPCG(7, 7))
	const n = 8
	var frames []gocv.Mat
	for i := 0; i < n; i++ {
		p := gamePosition(rng, 20) // first, as the frames were drawn before styles could change
		st := RandomStyle(rng, w, h)
		change(&st)
		img, _ := RenderScene(rng, p, st)
		frames = append(frames, img)
	}
	defer func() {
		for _, f := range frames {
			f.Close()
		}
	}()
	det := NewDetector(DefaultOptions())
	defer det.Close()
	det.Detect(frames[0]) // warm up OpenCV's first-call costs
	b.ResetTimer()
	i := 0
	for b.Loop() {
		if _, err := det.Detect(frames[i%n]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkDetect720p and BenchmarkDetect1080p time detection of one
// frame (snake of up to 19 stacks), decoding excluded.
func BenchmarkDetect720p(b *testing.B)  { benchmarkDetect(b, 1280, 720) }
func BenchmarkDetect1080p(b *testing.B) { benchmarkDetect(b, 1920, 1080) }

// BenchmarkDetectSmallTiles720p times the smallest tiles (as in
// TestDetectSmallTiles), whose faces are read enlarged.
func BenchmarkDetectSmallTiles720p(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 5))
	benchmarkStyles(b, 1280, 720, func(st *SceneStyle) {
		st.Tile = 1280 * (0.019 + rng.Float64()*0.009)
		st.Fill = 0.5
	})
}

// BenchmarkForeground times the per-pixel step that tells scale from
// table at working size, on a 720p frame whose table is already estimated.
func BenchmarkForeground(b *testing.B) {
	img := randomScene(7, 7, 20, 1280, 720)
	defer img.Close()
	det := NewDetector(DefaultOptions())
	defer det.Close()
	if _, err := det.Detect(img); err != nil {
		b.Fatal(err)
	}
	w, h := det.lab.Cols(), det.lab.Rows()
	for b.Loop() {
		det.foreground(w, h, false)
	}
}

// randomScene renders a random position of up to turns turns in a random
// style, seeded, at w×h: a frame for benchmarks. The caller closes it.
func randomScene(seed1, seed2 uint64, turns, w, h int) gocv.Mat {
	rng := rand.New(rand.NewPCG(seed1, seed2))
	img, _ := RenderScene(rng, gamePosition(rng, turns), RandomStyle(rng, w, h))
	return img
}

// BenchmarkDetectSharedScenes times detection on the rendered photographs
// in ../shared/scenes (up to 19 stacks, a realistic table), by frame size,
// when they are there: they cost more than the synthetic frames above.
// PANTAREI_BENCH_SCENES names another folder of PNG or JPEG frames (POV-Ray
// scenes kept with PANTAREI_POVRAY_DIR, say) to time and profile instead.
func BenchmarkDetectSharedScenes(b *testing.B) {
	dir := os.Getenv("PANTAREI_BENCH_SCENES")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "scenes")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.png"))
	jpegs, _ := filepath.Glob(filepath.Join(dir, "*.jpg"))
	files = append(files, jpegs...)
	if len(files) == 0 {
		b.Skipf("no frames in %s (../shared/scenes is only in the team's workspace)", dir)
	}
	bySize := map[string][]gocv.Mat{}
	for _, f := range files {
		img := gocv.IMRead(f, gocv.IMReadColor)
		if img.Empty() {
			b.Fatalf("%s: not an image", f)
		}
		defer img.Close()
		size := fmt.Sprintf("%dp", img.Rows())
		bySize[size] = append(bySize[size], img)
	}
	for _, size := range []string{"720p", "1080p"} {
		frames := bySize[size]
		if len(frames) == 0 {
			continue
		}
		b.Run(size, func(b *testing.B) {
			det := NewDetector(DefaultOptions())
			defer det.Close()
			det.Detect(frames[0])
			i := 0
			for b.Loop() {
				if _, err := det.Detect(frames[i%len(frames)]); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

// TestUnreadPlace: a region of three faces in a row, two of them read,
// has a place a stack's size left at the third; with all three read, or
// with only a tall stack's side band beside the faces, none.
func TestUnreadPlace(t *testing.T) {
	const w, h, side = 200, 60, 40
	square := func(x0 int) []image.Point {
		return []image.Point{{x0, 10}, {x0 + side - 1, 10}, {x0 + side - 1, 10 + side - 1}, {x0, 10 + side - 1}}
	}
	read := func(xs ...int) []StackReading {
		var rs []StackReading
		for _, x := range xs {
			rs = append(rs, StackReading{Top: rules.NewScale(rules.White, 1), Outline: square(x)})
		}
		return rs
	}
	det := NewDetector(DefaultOptions())
	defer det.Close()
	// The frame in Lab, and the table under it: a deep blue cloth.
	cloth := gocv.NewScalar(150, 120, 98, 0)
	white, lit := gocv.NewScalar(235, 128, 131, 0), gocv.NewScalar(171.6, 118.2, 95.5, 0)
	for _, tc := range []struct {
		name   string
		region image.Rectangle
		rs     []StackReading
		third  gocv.Scalar // the colour where the third face would lie
		want   bool
	}{
		{"the third face not read", image.Rect(10, 10, 130, 50), read(10, 50), white, true},
		{"all three read", image.Rect(10, 10, 130, 50), read(10, 50, 90), white, false},
		{"two read, with their side band", image.Rect(10, 10, 90, 62), read(10, 50), white, false},
		{"two read, and the cloth lit more beside them", image.Rect(10, 10, 130, 50), read(10, 50), lit, false},
	} {
		b := labelRects(det, w, h+10, tc.region)[0]
		det.bg.Close()
		det.bg = gocv.NewMatWithSizeFromScalar(cloth, h+10, w, gocv.MatTypeCV8UC3)
		det.lab.Close()
		det.lab = gocv.NewMatWithSizeFromScalar(white, h+10, w, gocv.MatTypeCV8UC3)
		third := det.lab.Region(image.Rect(90, 10, 130, 50))
		third.SetTo(tc.third)
		third.Close()
		at, thick, measured := det.unreadPlace(b, tc.rs, 1, side/2)
		ok := measured && thick >= 0.65*side/2
		if ok != tc.want {
			t.Errorf("%s: place left %v at %v, want %v", tc.name, ok, at, tc.want)
		}
		if ok && (at.X < 90 || at.X >= 130) {
			t.Errorf("%s: place at %v, want it in the third face (x 90 to 129)", tc.name, at)
		}
	}
}

// nearest is the one of pts nearest to p.
func nearest(pts []image.Point, p image.Point) image.Point {
	near := pts[0]
	for _, q := range pts {
		if sqDist(q, p) < sqDist(near, p) {
			near = q
		}
	}
	return near
}

// TestDetectSmallTiles reads the smallest scales the issue allows: a
// set-up of 19 stacks whose snake just fills half the frame's width, its
// tiles 24 to 36 pixels across at 720p (RandomStyle draws them from 36),
// read from their pixels enlarged (EnlargeRadius). The tops must be
// right, each centre, brought back from the enlarged pixels, on the face
// drawn, and a frame read wrong must say so.
func TestDetectSmallTiles(t *testing.T) {
	rng := rand.New(rand.NewPCG(99, 3))
	det := NewDetector(DefaultOptions())
	defer det.Close()
	frames := evalFrames("PANTAREI_SMALL_FRAMES", 40)
	var score tally
	for i := 0; i < frames; i++ {
		p := gamePosition(rng, 6)
		size := [2]int{1280, 720}
		if i%4 == 3 {
			size = [2]int{1920, 1080}
		}
		st := RandomStyle(rng, size[0], size[1])
		st.Tile = float64(size[0]) * (0.019 + rng.Float64()*0.009)
		st.Fill = 0.5
		img, centres := RenderScene(rng, p, st)
		obs, err := det.Detect(img)
		if err != nil {
			t.Fatal(err)
		}
		want, got := TopStrings(p.Tops()), TopStrings(obs.Tops())
		if w := score.add(want, got); w > 0 {
			dumpFrame(t, img, "small", i)
			t.Logf("frame %d (%s, %s, tile %.1f, %dx%d): %d wrong\n  want %v\n  got  %v", i, st.Shape, st.Marks+"/"+st.Layout, st.Tile, size[0], size[1], w, want, got)
		}
		for j, s := range obs.Stacks {
			if s.Top == rules.NoScale {
				continue
			}
			near := nearest(centres, s.Center)
			if d := math.Sqrt(float64(sqDist(near, s.Center))); d > 0.25*st.Tile {
				dumpFrame(t, img, "small-centre", i)
				t.Errorf("frame %d stack %d: centre %v, %.0f px from the face drawn at %v (tile %.0f)", i, j, s.Center, d, near, st.Tile)
			}
		}
		img.Close()
	}
	t.Logf("small tiles: %d/%d frames right, %d/%d stacks wrong (%d said unreadable); %d frames wrong without saying so",
		score.right, frames, score.wrong, score.stacks, score.unread, score.silent)
	// Today 36/40 frames right, 9 stacks wrong and no frame wrong
	// without saying so (read at their own size: 32, 18 and 1).
	if frames == 40 && (score.right < 35 || score.wrong > 12 || score.silent > 1) {
		t.Errorf("small tiles: %d/%d frames right, %d stacks wrong, %d frames wrong without saying so: worse than 35, 12 and 1", score.right, frames, score.wrong, score.silent)
	}
}

// TestReadRadius reads close-ups at 1080p, whose faces are far larger
// than ReadRadius and so read shrunk: the tops must be right, and each
// face's centre and outline, brought back from the shrunk pixels, must lie
// on the face drawn.
func TestReadRadius(t *testing.T) {
	det := NewDetector(DefaultOptions())
	defer det.Close()
	rng := rand.New(rand.NewPCG(31, 41))
	right, frames, big := 0, 12, 0
	for i := 0; i < frames; i++ {
		st := RandomStyle(rng, 1920, 1080)
		st.Fill = 0.6 + rng.Float64()*0.3
		p := gamePosition(rng, 60)
		img, centres := RenderScene(rng, p, st)
		obs, err := det.Detect(img)
		img.Close()
		if err != nil {
			t.Fatal(err)
		}
		if w, _ := CompareTops(TopStrings(p.Tops()), TopStrings(obs.Tops())); w == 0 {
			right++
		} else {
			t.Logf("frame %d: want %v, read %v", i, TopStrings(p.Tops()), TopStrings(obs.Tops()))
		}
		// The scales are drawn at least 1.25 of their size apart, and
		// never larger than an eighth of the width.
		tile := float64(st.Width) / 8
		for k := 1; k < len(centres); k++ {
			tile = math.Min(tile, math.Sqrt(float64(sqDist(centres[k], centres[k-1])))/1.25)
		}
		for j, s := range obs.Stacks {
			if s.Top == rules.NoScale {
				continue // a region not read has no face to be on
			}
			near := nearest(centres, s.Center)
			r := float64(outlineBox(s.Outline).Dx()) / 2
			if r > DefaultOptions().ReadRadius {
				big++
			}
			if d := math.Sqrt(float64(sqDist(near, s.Center))); d > 0.25*tile {
				t.Errorf("frame %d stack %d: centre %v, %.0f px from the face drawn at %v (tile %.0f)", i, j, s.Center, d, near, tile)
			}
			if b := outlineBox(s.Outline); !near.In(b) || float64(b.Dx()) > 1.6*tile || float64(b.Dx()) < 0.7*tile {
				t.Errorf("frame %d stack %d: outline's box %v for a face at %v, tile %.0f", i, j, b, near, tile)
			}
		}
	}
	t.Logf("close-ups at 1080p: %d/%d frames right, %d faces read shrunk", right, frames, big)
	if big == 0 {
		t.Fatal("no face was larger than ReadRadius: the check checks nothing")
	}
	if right < frames-1 {
		t.Errorf("%d/%d close-ups right, want %d", right, frames, frames-1)
	}
}

// outlineBox is the box round an outline.
func outlineBox(pts []image.Point) image.Rectangle {
	var b image.Rectangle
	for i, p := range pts {
		if i == 0 {
			b = image.Rectangle{p, p}
		}
		b = b.Union(image.Rectangle{p, p.Add(image.Pt(1, 1))})
	}
	return b
}

// TestSideDirection: the way from faces to their regions' centres, in a
// frame seen from the side, is the way down; a place left unread that
// way from a face is its side band, one across the snake is not.
func TestSideDirection(t *testing.T) {
	const scale, r = 2.0, 10.0
	lone := func(region, face image.Point) (blob, []StackReading) {
		return blob{center: region}, []StackReading{{Top: rules.NewScale(rules.Black, 2), Center: face.Mul(scale)}}
	}
	var kept []blob
	var reads [][]StackReading
	for i, drop := range []int{4, 6, 5, 0} { // region centres 0–6 px below the faces
		b, rs := lone(image.Pt(30*i, 50+drop), image.Pt(30*i, 50))
		kept, reads = append(kept, b), append(reads, rs)
	}
	down, ok := sideDirection(kept, reads, flatRadius(r), scale, nil)
	if !ok || down[1] <= 0 || math.Abs(down[0]) > down[1]/10 {
		t.Fatalf("side direction %v %v, want straight down", down, ok)
	}
	face := image.Pt(100, 100).Mul(scale)
	for _, tc := range []struct {
		at   image.Point
		want bool
	}{
		{image.Pt(100, 115), true},  // below
		{image.Pt(106, 115), true},  // below, a little aside
		{image.Pt(115, 100), false}, // beside: along the snake
		{image.Pt(100, 85), false},  // above
	} {
		if got := alongSide(tc.at, face, scale, down); got != tc.want {
			t.Errorf("place %v from a face at %v: along the side %v, want %v", tc.at, face, got, tc.want)
		}
	}
	// Faces in the middle of their regions: no way down.
	for i := range kept {
		kept[i].center = reads[i][0].Center.Div(scale)
	}
	if d, ok := sideDirection(kept, reads, flatRadius(r), scale, nil); ok {
		t.Errorf("faces centred in their regions gave a way down, %v", d)
	}
}

// ellipseOutline is a polygon round an ellipse centred at c, with half
// axes a along x and b along y.
func ellipseOutline(c image.Point, a, b float64) []image.Point {
	var pts []image.Point
	for k := range 48 {
		t := 2 * math.Pi * float64(k) / 48
		pts = append(pts, image.Pt(c.X+int(math.Round(a*math.Cos(t))), c.Y+int(math.Round(b*math.Sin(t)))))
	}
	return pts
}

// TestOutlineMoments: a rectangle's centre and second moments, whichever
// way round its outline runs.
func TestOutlineMoments(t *testing.T) {
	box := boxAt(10, 10, 50, 30)
	back := slices.Clone(box)
	slices.Reverse(back)
	for _, pts := range [][]image.Point{box, back} {
		m := outlineMoments(pts)
		if math.Abs(m.mx-30) > 1e-9 || math.Abs(m.my-20) > 1e-9 || math.Abs(m.sxx-1600.0/12) > 1e-6 || math.Abs(m.syy-400.0/12) > 1e-6 || math.Abs(m.sxy) > 1e-6 {
			t.Errorf("a 40 by 20 box at (10,10): %+v, want centre (30,20), sxx 133.3, syy 33.3, sxy 0", m)
		}
	}
}

// TestFewSides: with too few faces alone to tell the way down by, it is
// the way the faces' outlines are foreshortened, the offsets of their
// regions telling which of its two ways; none where the faces are seen
// from above, or disagree, or the offsets lie across it.
func TestFewSides(t *testing.T) {
	faces := func(a, b float64, tilt bool) [][]StackReading {
		var reads [][]StackReading
		for i := range 3 {
			c := image.Pt(100+150*i, 200)
			bb := b
			if tilt && i == 1 {
				a, bb = b, a // the middle face squashed across
			}
			reads = append(reads, []StackReading{{Top: rules.NewScale(rules.Black, 1), Center: c, Outline: ellipseOutline(c, a, bb)}})
		}
		return reads
	}
	for _, tc := range []struct {
		name   string
		reads  [][]StackReading
		xs, ys []float64
		want   [2]float64 // zero for none
	}{
		{"squashed down, regions below", faces(50, 40, false), []float64{0.05, 0, -0.05}, []float64{0.15, 0.1, 0.12}, [2]float64{0, 1}},
		{"squashed down, regions above", faces(50, 40, false), []float64{0.05, 0, -0.05}, []float64{-0.15, -0.1, -0.12}, [2]float64{0, -1}},
		{"squashed across, regions beside", faces(40, 50, false), []float64{0.15, 0.1, 0.12}, []float64{0, 0.05, 0}, [2]float64{1, 0}},
		{"seen from above", faces(45, 45, false), []float64{0.05, 0, -0.05}, []float64{0.15, 0.1, 0.12}, [2]float64{}},
		{"faces disagreeing", faces(50, 40, true), []float64{0.05, 0, -0.05}, []float64{0.15, 0.1, 0.12}, [2]float64{}},
		{"regions across the way", faces(50, 40, false), []float64{0.15, -0.1, 0.05}, []float64{0.02, 0, -0.02}, [2]float64{}},
		{"sides shown, whatever the faces", faces(45, 45, false), []float64{0, 0.05}, []float64{0.4, 0.5}, [2]float64{0.025, 0.45}},
	} {
		got, ok := fewSides(tc.reads, tc.xs, tc.ys)
		if ok != (tc.want != [2]float64{}) || ok && (math.Abs(got[0]-tc.want[0]) > 0.05 || math.Abs(got[1]-tc.want[1]) > 0.05) {
			t.Errorf("%s: way down %.2f %v, want %.2f", tc.name, got, ok, tc.want)
		}
	}
}

// TestSidesShown: the way down is the tall stacks' where their regions
// show their sides, whatever the flat ones' shadows say, however few;
// none where one alone shows them or they show them every way (a camera above, the sides
// all round the frame's middle).
func TestSidesShown(t *testing.T) {
	for _, c := range []struct {
		name   string
		xs, ys []float64
		ok     bool
		angle  float64 // degrees from +x towards +y, when ok
	}{
		// img_0006 in other light: two of five tall stacks' regions hold
		// their sides, the others' are cut off or left to the table.
		{"two of five down", []float64{-0.03, -0.02, 0.04, -0.11, -0.14}, []float64{0.03, -0.01, 0.25, -0.04, 0.25}, true, 101},
		// img_0001 from farther: flat faces' shadows to the left, three
		// tall stacks' sides down and to the left.
		{"tall ones over shadows", []float64{-0.19, -0.07, -0.05, -0.33, -0.28, -0.36, -0.16, -0.07, -0.14}, []float64{-0.05, -0.02, -0.05, 0.76, 0.35, 0.21, -0.02, 0.09, 0.05}, true, 126},
		{"one alone", []float64{0, 0, 0.3, 0, 0}, []float64{0, 0, 0.3, 0, 0}, false, 0},
		// img_0001 through another camera (stream 99, camera 8): two of
		// nine, a tall W2's and a tall B3's, the rest flat.
		{"two of nine down", []float64{-0.10, -0.01, -0.03, -0.16, -0.16, -0.13, -0.07, -0.09, 0.02}, []float64{-0.01, -0.04, -0.03, 0.47, 0.34, 0.03, 0.14, 0.13, 0.05}, true, 111},
		{"two of seven at odds", []float64{0.3, -0.15, 0, 0, 0, 0, 0}, []float64{0, 0.26, 0, 0, 0, 0, 0}, false, 0},
		{"every way", []float64{0.3, -0.3, 0, 0}, []float64{0, 0, 0.3, 0}, false, 0},
		{"none", []float64{0.05, 0.1, -0.1}, []float64{0.1, 0, 0}, false, 0},
	} {
		down, ok := sidesShown(c.xs, c.ys)
		if ok != c.ok {
			t.Errorf("%s: ok %v, want %v (down %v)", c.name, ok, c.ok, down)
			continue
		}
		if a := math.Atan2(down[1], down[0]) * 180 / math.Pi; ok && math.Abs(a-c.angle) > 5 {
			t.Errorf("%s: down at %.0f°, want %.0f°", c.name, a, c.angle)
		}
	}
}

// TestDropSideBands: in a region of several faces, an unsure face of one
// mark, or a piece said too small to read, nearer below a face read
// surely than two stacks' faces can be, is that stack's sides, and so is
// any of those or a piece with no marks seen nearer still, any way;
// anything else stays.
func TestDropSideBands(t *testing.T) {
	const r, scale = 20.0, 2.0 // a radius of 20 working pixels, 40 full
	w1 := StackReading{Top: rules.NewScale(rules.White, 1), Marks: 1, Confidence: 0.9, Center: image.Pt(400, 400)}
	band := func(dx, dy int) StackReading {
		return StackReading{Top: rules.NewScale(rules.Black, 1), Marks: 1, Confidence: unsureScore, Center: image.Pt(400+dx, 400+dy)}
	}
	sure := band(0, 60)
	sure.Confidence = 0.9
	two := band(0, 60)
	two.Top, two.Marks = rules.NewScale(rules.Black, 2), 2
	unsure := w1
	unsure.Confidence = unsureScore
	small := func(dx, dy int) StackReading {
		return StackReading{Top: rules.NoScale, Center: image.Pt(400+dx, 400+dy), Why: tooSmallBeside}
	}
	down := [2]float64{0, 1}
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want int
	}{
		{"1.5 radii below a sure face", []StackReading{w1, band(0, 60)}, 1},
		{"a little aside of the way down", []StackReading{w1, band(15, 60)}, 1},
		{"as far as a neighbour's face", []StackReading{w1, band(0, 82)}, 2},
		{"beside, not below", []StackReading{w1, band(60, 0)}, 2},
		{"above", []StackReading{w1, band(0, -60)}, 2},
		{"read surely", []StackReading{w1, sure}, 2},
		{"two marks", []StackReading{w1, two}, 2},
		{"below an unsure face", []StackReading{unsure, band(0, 60)}, 2},
		{"alone in its region", []StackReading{band(0, 60)}, 1},
		{"a piece said too small, below", []StackReading{w1, small(0, 56)}, 1},
		{"a piece said too small, above: a face the stack leans over", []StackReading{w1, small(0, -56)}, 2},
	} {
		kept := []blob{{center: image.Pt(200, 200)}}
		reads := [][]StackReading{slices.Clone(tc.rs)}
		dropSideBands(kept, reads, flatRadius(r), scale, down, true, 0.5)
		if len(reads[0]) != tc.want {
			t.Errorf("%s: %d faces left, want %d", tc.name, len(reads[0]), tc.want)
		}
	}
	// Nearer a sure face than nearSureReach, a piece with no marks seen
	// or an unsure face of one mark is that stack's lower scales peeking
	// out, any way but the way up, where a taller stack leans over a
	// neighbour; any way at all where the frame's sides lie no one way.
	// A piece said too small is part of a face so leant over.
	blank := func(dx, dy int) StackReading {
		return StackReading{Top: rules.NoScale, Center: image.Pt(400+dx, 400+dy), Why: noMarksSeen}
	}
	for _, tc := range []struct {
		name  string
		rs    []StackReading
		sided bool
		want  int
	}{
		{"no marks seen 1.25 radii down and aside", []StackReading{w1, blank(-40, 30)}, true, 1},
		{"no marks seen 1.3 radii above", []StackReading{w1, blank(0, -52)}, true, 2},
		{"no marks seen 1.3 radii above, no way down", []StackReading{w1, blank(0, -52)}, false, 1},
		{"a piece said too small 1.2 radii aside, no way down", []StackReading{w1, small(48, 0)}, false, 2},
		{"no marks seen 1.6 radii aside", []StackReading{w1, blank(-64, 0)}, true, 2},
		{"no marks seen beside an unsure face", []StackReading{unsure, blank(-40, 0)}, true, 2},
		{"an unsure face of one mark 1.2 radii aside, no way down", []StackReading{w1, band(48, 0)}, false, 1},
		{"an unsure face of one mark 1.5 radii below, no way down", []StackReading{w1, band(0, 60)}, false, 2},
		{"a sure face 1.2 radii aside", []StackReading{w1, func() StackReading { s := band(48, 0); s.Confidence = 0.9; return s }()}, true, 2},
	} {
		kept := []blob{{center: image.Pt(200, 200)}}
		reads := [][]StackReading{slices.Clone(tc.rs)}
		dropSideBands(kept, reads, flatRadius(r), scale, down, tc.sided, 0.5)
		if len(reads[0]) != tc.want {
			t.Errorf("%s: %d faces left, want %d", tc.name, len(reads[0]), tc.want)
		}
	}
	// A face read surely with a bar, in a frame of dots, is no face of
	// the set: a tall stack's side band as far as two radii below.
	dotted := func(long float64) []StackReading {
		return []StackReading{{Top: rules.NewScale(rules.White, 2), Marks: 2, Confidence: 0.9, markLong: long}}
	}
	bar := func(dy int) StackReading {
		return StackReading{Top: rules.NewScale(rules.Black, 1), Marks: 1, Confidence: 0.9, Center: image.Pt(400, 400+dy), markLong: 3}
	}
	for _, tc := range []struct {
		name string
		long float64 // the other faces' marks, long over wide
		dy   int
		want int
	}{
		{"1.85 radii below, among dots", 1.1, 74, 1},
		{"2.1 radii below, among dots", 1.1, 84, 2},
		{"1.85 radii below, among stripes", 3.5, 74, 2},
	} {
		kept := []blob{{center: image.Pt(200, 200)}, {}, {}, {}, {}}
		reads := [][]StackReading{{w1, bar(tc.dy)}, dotted(tc.long), dotted(tc.long), dotted(tc.long), dotted(tc.long)}
		dropSideBands(kept, reads, flatRadius(r), scale, down, true, 0.5)
		if len(reads[0]) != tc.want {
			t.Errorf("a bar %s: %d faces left, want %d", tc.name, len(reads[0]), tc.want)
		}
	}
}

// TestDoubtSideRun: a face read with its marks run together, nearer a
// face read surely with marks apart than nearSureReach the way the
// stacks' sides lie, is said unread: perhaps that stack's sides. Below
// a face seen whole it is dropped: a stack's face so near in front
// would cut the sure one (seed 16368). Not beside it, nor farther, nor
// where the sides lie no one way, nor a face whose marks were seen
// apart.
func TestDoubtSideRun(t *testing.T) {
	const r, scale = 20.0, 2.0 // a radius of 20 working pixels, 40 full
	run := func(dx, dy int) StackReading {
		return StackReading{Top: rules.NewScale(rules.Black, 3), Marks: 3, Confidence: 0.8, Center: image.Pt(400+dx, 400+dy), runTogether: true}
	}
	// circle is the outline of a face 40 pixels in radius at (400, 400),
	// cut by a disc as large at cut, if any.
	circle := func(cut *image.Point) []image.Point {
		at := func(c image.Point, a float64) image.Point {
			return c.Add(image.Pt(int(math.Round(40*math.Cos(a))), int(math.Round(40*math.Sin(a)))))
		}
		var o []image.Point
		bitten := false
		for i := range 72 {
			p := at(image.Pt(400, 400), 2*math.Pi*float64(i)/72-math.Pi/2)
			if cut == nil || dist(p, *cut) >= 40 {
				o = append(o, p)
				continue
			}
			if !bitten {
				// The cutting disc's near side, right to left.
				for j := range 36 {
					if q := at(*cut, -math.Pi*float64(j)/36); dist(q, image.Pt(400, 400)) < 40 {
						o = append(o, q)
					}
				}
				bitten = true
			}
		}
		return o
	}
	w3 := StackReading{Top: rules.NewScale(rules.White, 3), Marks: 3, Confidence: 0.9, Center: image.Pt(400, 400)}
	whole := w3
	whole.Outline = circle(nil)
	below := image.Pt(400, 442)
	cut := w3
	cut.Outline = circle(&below)
	apart := run(0, 42)
	apart.runTogether = false
	down := [2]float64{0, 1}
	const kept, unread, dropped = "kept", "unread", "dropped"
	for _, tc := range []struct {
		name  string
		rs    []StackReading
		sided bool
		want  string
	}{
		{"1.05 radii below a sure face", []StackReading{w3, run(0, 42)}, true, unread},
		{"1.05 radii below a sure face seen whole (seed 16368)", []StackReading{whole, run(0, 42)}, true, dropped},
		{"below a sure face cut by it: a tall stack's in front", []StackReading{cut, run(0, 42)}, true, unread},
		{"a little aside of the way down", []StackReading{w3, run(12, 42)}, true, unread},
		{"beside, not below", []StackReading{w3, run(42, 0)}, true, kept},
		{"beside a face seen whole, not below", []StackReading{whole, run(42, 0)}, true, kept},
		{"as far as a neighbour's face", []StackReading{w3, run(0, 80)}, true, kept},
		{"no way the sides lie", []StackReading{whole, run(0, 42)}, false, kept},
		{"its marks seen apart", []StackReading{whole, apart}, true, kept},
		{"alone in its region", []StackReading{run(0, 42)}, true, kept},
	} {
		reads := [][]StackReading{slices.Clone(tc.rs)}
		doubtSideRun([]blob{{center: image.Pt(200, 200)}}, reads, flatRadius(r), scale, down, tc.sided, 0.5)
		got := kept
		if len(reads[0]) < len(tc.rs) {
			got = dropped
		} else if last := reads[0][len(reads[0])-1]; last.Top == rules.NoScale {
			got = unread
		}
		if got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}

// TestNearFace: a piece far larger than the radius's disc is a face
// seen close where it is round, fills its box and holds marks, dots no
// less than stripes (seed 14614: B3s' dots 1.0% and 1.6% of their
// faces); a hand's shade with a speck in it is none.
func TestNearFace(t *testing.T) {
	for _, tc := range []struct {
		name        string
		area, holes int
		box         image.Rectangle
		want        bool
	}{
		{"a B3's three dots, 1.6% of its face", 3451, 56, image.Rect(0, 0, 69, 72), true},
		{"a B3's three dots, 1.0% of its face", 2079, 21, image.Rect(0, 0, 55, 52), true},
		{"a W2's two stripes", 3200, 300, image.Rect(0, 0, 66, 64), true},
		{"a hand's shade, round, a speck in it", 3451, 9, image.Rect(0, 0, 69, 72), false},
		{"a long piece with marks", 3451, 56, image.Rect(0, 0, 40, 110), false},
		{"a ring, its box mostly empty", 1500, 56, image.Rect(0, 0, 69, 72), false},
	} {
		if got := nearFace(tc.area, tc.holes, tc.box); got != tc.want {
			t.Errorf("%s: nearFace %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDoubtBars: a face whose mark is a bar is unsure where most of the
// frame's faces' marks are dots, and so is one whose marks ran together
// into a hole far longer than dots run together make; among stripes, or
// with too few faces to tell, it stays.
func TestDoubtBars(t *testing.T) {
	read := func(marks int, long float64) StackReading {
		return StackReading{Top: rules.NewScale(rules.White, marks), Marks: marks, Confidence: 0.9, markLong: long}
	}
	bumps := read(2, 3)
	bumps.runTogether, bumps.runLong = true, 3
	bar := read(2, 0)
	bar.runTogether, bar.runLong = true, 9 // seed 14732 as JPEG q80
	block := read(2, 0)
	block.runTogether, block.stripeBlock = true, true
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want []bool // read still
	}{
		{"a bar among dots", []StackReading{read(1, 1.1), read(2, 1.3), read(3, 1.2), read(2, 1.0), read(1, 3)}, []bool{true, true, true, true, false}},
		{"a bar among stripes", []StackReading{read(1, 4), read(2, 3.5), read(3, 4.2), read(2, 3.8), read(1, 3)}, []bool{true, true, true, true, true}},
		{"the neutral, read as a W1 for a speck", []StackReading{read(1, 1.1), read(2, 1.3), read(3, 1.2), read(2, 1.0), func() StackReading { r := read(1, 3); r.Top = rules.Neutral; return r }()}, []bool{true, true, true, true, true}},
		{"too few faces to tell", []StackReading{read(1, 1.1), read(2, 1.3), read(1, 3)}, []bool{true, true, true}},
		{"three bars by a hand among eight dots", []StackReading{read(1, 1.1), read(2, 1.3), read(3, 1.2), read(2, 1.0), read(1, 1.0), read(2, 1.1), read(3, 1.0), read(1, 1.2), read(1, 3.8), read(1, 4.7), read(1, 5)}, []bool{true, true, true, true, true, true, true, true, false, false, false}},
		{"stripes, a third of them cut short", []StackReading{read(1, 1.1), read(2, 1.3), read(3, 4.2), read(2, 3.8), read(1, 4), read(2, 3.5)}, []bool{true, true, true, true, true, true}},
		{"stripes, half of them cut short", []StackReading{read(1, 1.1), read(2, 1.3), read(3, 4.2), read(2, 3.8)}, []bool{true, true, true, true}},
		{"two bars by a hand among three dots (seed 9617 as JPEG q80)", []StackReading{read(1, 2.78), read(3, 1.33), read(3, 1.27), read(1, 1.17), read(1, 2.67)}, []bool{false, true, true, true, false}},
		{"dots run together, counted by their bumps", []StackReading{read(1, 1.1), read(2, 1.3), read(3, 1.2), read(2, 1.0), bumps}, []bool{true, true, true, true, true}},
		{"two bumps in a bar 9 times as long as wide among dots: a tall stack's side", []StackReading{read(1, 1.1), read(2, 1.3), read(3, 1.2), read(2, 1.0), bar}, []bool{true, true, true, true, false}},
		{"two bumps in a bar among stripes", []StackReading{read(1, 4), read(2, 3.5), read(3, 4.2), read(2, 3.8), bar}, []bool{true, true, true, true, true}},
		{"a block of stripes among dots: a finger's shade", []StackReading{read(1, 1.1), read(2, 1.3), read(3, 1.2), read(2, 1.0), block}, []bool{true, true, true, true, false}},
		{"a block of stripes among stripes", []StackReading{read(1, 4), read(2, 3.5), read(3, 4.2), read(2, 3.8), block}, []bool{true, true, true, true, true}},
	} {
		reads := [][]StackReading{slices.Clone(tc.rs)}
		doubtBars(reads)
		for i, r := range reads[0] {
			if (r.Top != rules.NoScale) != tc.want[i] {
				t.Errorf("%s: face %d read %v, want read %v", tc.name, i, r.Top, tc.want[i])
			}
		}
	}
}

// TestDoubtRunTogether: marks counted by their bumps, each far larger
// than the frame's other marks of the face's colour, are doubted; where
// under three faces of its colour were read apart, against both colours'
// marks, by farther (seed 14732: a tall W1's sides read a B2, its "marks"
// 4.6 times the others', two black faces in the frame). Three marks, the
// most a face has, farther still (threeTogether).
func TestDoubtRunTogether(t *testing.T) {
	read := func(c rules.Color, marks int, share float64) StackReading {
		return StackReading{Top: rules.NewScale(c, marks), Marks: marks, Confidence: 0.9, markShare: share}
	}
	run := func(c rules.Color, share float64) StackReading {
		r := read(c, 2, share)
		r.runTogether = true
		return r
	}
	three := func(c rules.Color, share float64) StackReading {
		r := read(c, 3, share)
		r.runTogether = true
		return r
	}
	b, w := rules.Black, rules.White
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want bool // the last read still
	}{
		{"2.5 times three black faces' marks", []StackReading{read(b, 1, 0.03), read(b, 2, 0.03), read(b, 3, 0.03), run(b, 0.075)}, false},
		{"1.5 times three black faces' marks", []StackReading{read(b, 1, 0.03), read(b, 2, 0.03), read(b, 3, 0.03), run(b, 0.045)}, true},
		{"4.6 times the marks of two black and three white faces", []StackReading{read(b, 1, 0.03), read(b, 2, 0.025), read(w, 1, 0.027), read(w, 2, 0.028), read(w, 3, 0.029), run(b, 0.13)}, false},
		{"2.5 times the marks of two black and three white faces", []StackReading{read(b, 1, 0.03), read(b, 2, 0.025), read(w, 1, 0.027), read(w, 2, 0.028), read(w, 3, 0.029), run(b, 0.07)}, true},
		{"no three faces to tell by", []StackReading{read(b, 1, 0.03), read(w, 2, 0.025), run(b, 0.13)}, true},
		// Three run together may hide no more, but far past three
		// marks' size they are no marks of this set (seed 17340: 3.27).
		{"three, each 3.3 times three black faces' marks", []StackReading{read(b, 1, 0.03), read(b, 2, 0.03), read(b, 3, 0.03), three(b, 0.1)}, false},
		{"three, each 2.2 times three black faces' marks", []StackReading{read(b, 1, 0.03), read(b, 2, 0.03), read(b, 3, 0.03), three(b, 0.066)}, true},
		{"three, each 1.7 times three black faces' marks", []StackReading{read(b, 1, 0.03), read(b, 2, 0.03), read(b, 3, 0.03), three(b, 0.05)}, true},
	} {
		reads := [][]StackReading{slices.Clone(tc.rs)}
		doubtRunTogether(reads)
		last := reads[0][len(tc.rs)-1]
		if (last.Top != rules.NoScale) != tc.want {
			t.Errorf("%s: read %v, want read %v", tc.name, last.Top, tc.want)
		}
	}
}

// TestDoubtHuge: a face more than twice the frame's usual face across
// is no scale's, whatever its marks; a face a little larger (nearer the
// camera) or one already said unread stays as it is.
func TestDoubtHuge(t *testing.T) {
	square := func(side int, top rules.Scale) StackReading {
		return StackReading{Top: top, Outline: []image.Point{{0, 0}, {side, 0}, {side, side}, {0, side}}}
	}
	w2 := rules.NewScale(rules.White, 2)
	for _, tc := range []struct {
		name  string
		rs    []StackReading
		usual float64
		want  []bool // read still
	}{
		{"faces of one size", []StackReading{square(30, w2), square(32, w2), square(28, w2)}, 30, []bool{true, true, true}},
		{"a near face half again as large", []StackReading{square(30, w2), square(45, w2)}, 30, []bool{true, true}},
		{"a face 3.3 times across", []StackReading{square(30, w2), square(100, w2)}, 30, []bool{true, false}},
		{"no face read to compare", []StackReading{square(100, w2)}, 0, []bool{true}},
		{"said unread already", []StackReading{square(100, rules.NoScale)}, 30, []bool{false}},
		{"the neutral by its colour, its outline its region's: a tall stack seen aslant", []StackReading{square(30, w2), func() StackReading { r := square(65, rules.Neutral); r.whole = true; return r }()}, 30, []bool{true, true}},
	} {
		reads := [][]StackReading{slices.Clone(tc.rs)}
		doubtHuge(reads, tc.usual)
		for i, r := range reads[0] {
			if (r.Top != rules.NoScale) != tc.want[i] {
				t.Errorf("%s: face %d read %v, want read %v", tc.name, i, r.Top, tc.want[i])
			}
			if r.Top == rules.NoScale && tc.rs[i].Top != rules.NoScale && r.Why == "" {
				t.Errorf("%s: face %d said unread without saying why", tc.name, i)
			}
		}
	}
}

// TestDoubtTwoFaces: doubtHuge's second case: a white face read with holes beside its marks, twice
// the usual face large, is two faces run together; as large with no such
// hole (a near face, a tall stack's), or with one and a face's size, or
// black (its outline takes in its side and shadow), it is read.
func TestDoubtTwoFaces(t *testing.T) {
	square := func(side int, top rules.Scale, extra bool) StackReading {
		return StackReading{Top: top, extraHoles: extra, Outline: []image.Point{{0, 0}, {side, 0}, {side, side}, {0, side}}}
	}
	w1 := rules.NewScale(rules.White, 1)
	for _, tc := range []struct {
		name string
		r    StackReading
		want bool // read still
	}{
		{"twice a face, a hole beside its mark", square(44, w1, true), false},
		{"twice a face, no other hole", square(44, w1, false), true},
		{"a face's size, a hole beside its mark", square(32, w1, true), true},
		{"1.7 faces, a hole beside its mark", square(39, w1, true), true},
		{"black, twice a face, a hole beside its marks", square(44, rules.NewScale(rules.Black, 3), true), true},
	} {
		reads := [][]StackReading{{square(30, w1, false), square(31, w1, false), square(30, w1, false), tc.r}}
		doubtHuge(reads, usualFace(reads))
		if got := reads[0][3]; (got.Top != rules.NoScale) != tc.want || got.Top == rules.NoScale && got.Why == "" {
			t.Errorf("%s: read %v (%q), want read %v", tc.name, got.Top, got.Why, tc.want)
		}
	}
}

func TestRunTogether(t *testing.T) {
	read := StackReading{Top: rules.NewScale(rules.Black, 2)}
	unread := StackReading{Why: noMarksSeen, whole: true}
	neutral := StackReading{Top: rules.Neutral, whole: true}
	for _, c := range []struct {
		name         string
		rs           []StackReading
		share, usual float64
		thin         bool
		want         int
	}{
		{"a lone stack", []StackReading{read}, 1.3, 1.2, false, 0},
		{"a tall stack's side band", []StackReading{read}, 2.9, 1.2, false, 0},
		{"a lone face in three stacks' room", []StackReading{read}, 3.4, 1.2, false, 2},
		{"two that touch", []StackReading{read, read}, 3.4, 1.2, false, 0},
		{"three, two read", []StackReading{read, read}, 3.8, 1.2, false, 1},
		{"what is left too thin for a stack", []StackReading{read}, 3.4, 1.2, true, 0},
		{"no stack read: said so already", []StackReading{unread}, 6, 1.2, false, 0},
		{"the neutral by its colour, with stacks beside it", []StackReading{neutral}, 5.2, 1.4, false, 3},
	} {
		if got := runTogether(c.rs, c.share, c.usual, c.thin); got != c.want {
			t.Errorf("%s: runTogether = %d, want %d", c.name, got, c.want)
		}
	}
}

// TestDoubtPieces: a black stack read from a region under half the
// usual share, with another region within 1.2 radii, is a piece of one
// stack and said unreadable; alone, with its neighbour a stack's spacing
// off, from a region of a stack's share, white, or read widened as a face
// that takes in the other piece, it is read.
func TestDoubtPieces(t *testing.T) {
	const r, scale = 10.0, 2.0
	read := func() []StackReading { return []StackReading{{Top: rules.NewScale(rules.Black, 1)}} }
	unread := func() []StackReading { return []StackReading{{Why: noMarksSeen}} }
	for _, c := range []struct {
		name   string
		at     image.Point // the other region's centre; the first's is (100, 100)
		shares [2]float64
		face   int         // the half width of the face read round (200, 200), frame pixels; 0 for none
		mark   image.Point // a mark read in the other region (frame pixels), if any
		want   bool        // the first still read
	}{
		{"two pieces of one stack", image.Pt(106, 104), [2]float64{0.41, 0.57}, 0, image.Point{}, false},
		{"a small piece, its neighbour a stack's spacing off", image.Pt(125, 100), [2]float64{0.41, 1.2}, 0, image.Point{}, true},
		{"a whole stack beside a piece", image.Pt(106, 104), [2]float64{1.1, 0.4}, 0, image.Point{}, true},
		{"a white piece", image.Pt(106, 104), [2]float64{0.41, 0.57}, 0, image.Point{}, true},
		{"a piece read as the whole face", image.Pt(106, 104), [2]float64{0.41, 0.57}, 20, image.Point{}, true},
		{"a piece read as its own face", image.Pt(106, 104), [2]float64{0.41, 0.57}, 8, image.Point{}, false},
		{"the whole face, the other piece's mark in it", image.Pt(110, 100), [2]float64{0.41, 0.57}, 20, image.Pt(206, 200), true},
		{"the whole face, the other piece's mark past it", image.Pt(110, 100), [2]float64{0.41, 0.57}, 20, image.Pt(226, 200), false},
	} {
		kept := []blob{{center: image.Pt(100, 100)}, {center: c.at}}
		reads := [][]StackReading{read(), unread()}
		if c.name == "a white piece" {
			reads[0][0].Top = rules.NewScale(rules.White, 1)
		}
		if c.mark != (image.Point{}) {
			reads[1][0].Top, reads[1][0].marksAt = rules.NewScale(rules.Black, 1), []image.Point{c.mark}
		}
		if f := c.face; f > 0 {
			reads[0][0].Outline = []image.Point{{200 - f, 200 - f}, {200 + f, 200 - f}, {200 + f, 200 + f}, {200 - f, 200 + f}}
		}
		doubtPieces(kept, reads, c.shares[:], 1.2, flatRadius(r), scale)
		if got := reads[0][0].Top != rules.NoScale; got != c.want {
			t.Errorf("%s: still read %v, want %v (%s)", c.name, got, c.want, reads[0][0].Why)
		}
	}
	// Alone, a piece is read: nothing says where the rest is.
	kept := []blob{{center: image.Pt(100, 100)}}
	reads := [][]StackReading{read()}
	if doubtPieces(kept, reads, []float64{0.41}, 1.2, flatRadius(r), scale); reads[0][0].Top == rules.NoScale {
		t.Errorf("a lone small region: said unreadable (%s)", reads[0][0].Why)
	}
}

// TestReadTwice: two regions whose faces were found within a radius of
// each other hold one face (the pieces of a small white face its row of
// marks parted, each read whole at full size): one reading is kept, the
// surer, or none when they differ. Faces a stack's spacing apart, or a
// region read as no face (its centre the region's), stay two. A whole
// face with a piece below it, the way the frame's sides lie, keeps its
// reading: the piece is its stack's sides; not where the frame's sides
// lie another way, nor when the face is no whole one. Pieces read alike,
// each with a mark where the other has none, hold more marks than either
// counted: said unread.
func TestReadTwice(t *testing.T) {
	const r, scale = 5.0, 2.5 // a radius of 12.5 frame pixels
	w3, w2, w1, b1 := rules.NewScale(rules.White, 3), rules.NewScale(rules.White, 2), rules.NewScale(rules.White, 1), rules.NewScale(rules.Black, 1)
	face := boxAt(489, 289, 511, 311)  // the first face, whole: 22 pixels across
	piece := boxAt(493, 303, 507, 319) // a piece below it
	down := [2]float64{0, 1}
	for _, c := range []struct {
		name     string
		tops     [2]rules.Scale
		at       image.Point // the second face's centre; the first's is (500, 300)
		whole    bool        // the second read as no face
		outlines [2][]image.Point
		down     [2]float64 // the way the frame's sides lie, if any
		want     []rules.Scale
	}{
		{"one W3 parted across its marks", [2]rules.Scale{w3, w3}, image.Pt(501, 311), false, [2][]image.Point{}, [2]float64{}, []rules.Scale{w3}},
		{"its pieces read otherwise", [2]rules.Scale{w3, w2}, image.Pt(501, 311), false, [2][]image.Point{}, [2]float64{}, []rules.Scale{rules.NoScale}},
		{"touching neighbours", [2]rules.Scale{w3, w3}, image.Pt(522, 300), false, [2][]image.Point{}, [2]float64{}, []rules.Scale{w3, w3}},
		{"a region read as no face beside", [2]rules.Scale{w3, rules.NoScale}, image.Pt(501, 311), true, [2][]image.Point{}, [2]float64{}, []rules.Scale{w3, rules.NoScale}},
		{"a whole face, its sides below read B1", [2]rules.Scale{w3, b1}, image.Pt(500, 311), false, [2][]image.Point{face, piece}, down, []rules.Scale{w3}},
		{"the sides found first", [2]rules.Scale{b1, w3}, image.Pt(500, 289), false, [2][]image.Point{boxAt(493, 292, 507, 308), boxAt(489, 278, 511, 300)}, down, []rules.Scale{w3}},
		{"sides the other way in this frame", [2]rules.Scale{w3, b1}, image.Pt(500, 311), false, [2][]image.Point{face, piece}, [2]float64{1, 0}, []rules.Scale{rules.NoScale}},
		{"no way the sides lie", [2]rules.Scale{w3, b1}, image.Pt(500, 311), false, [2][]image.Point{face, piece}, [2]float64{}, []rules.Scale{rules.NoScale}},
		{"no whole face", [2]rules.Scale{w3, b1}, image.Pt(500, 311), false, [2][]image.Point{boxAt(489, 292, 511, 308), piece}, down, []rules.Scale{rules.NoScale}},
		{"a W2 parted between its stripes, each piece a W1 with a stripe of its own, 0.48 radii apart", [2]rules.Scale{w1, w1}, image.Pt(501, 311), false, [2][]image.Point{}, [2]float64{}, []rules.Scale{rules.NoScale}},
		{"a W1 parted across its stripe, the halves 0.2 radii apart", [2]rules.Scale{w1, w1}, image.Pt(501, 311), false, [2][]image.Point{}, [2]float64{}, []rules.Scale{w1}},
	} {
		// Where each piece saw its one mark.
		var marks [2][]image.Point
		if c.tops[0] == w1 {
			marks[0], marks[1] = []image.Point{{500, 305}}, []image.Point{{506, 305}}
			if strings.Contains(c.name, "0.2 radii") {
				marks[1] = []image.Point{{502, 306}}
			}
		}
		kept := []blob{{center: image.Pt(200, 120)}, {center: image.Pt(int(float64(c.at.X)/scale), int(float64(c.at.Y)/scale))}}
		reads := [][]StackReading{
			{{Top: c.tops[0], Marks: c.tops[0].Value(), Center: image.Pt(500, 300), Confidence: 0.8, Outline: c.outlines[0], marksAt: marks[0]}},
			{{Top: c.tops[1], Marks: c.tops[1].Value(), Center: c.at, Confidence: 0.9, whole: c.whole, Outline: c.outlines[1], marksAt: marks[1]}},
		}
		readTwice(kept, reads, flatRadius(r), scale, 22, c.down, c.down != [2]float64{})
		var got []rules.Scale
		for _, rs := range reads {
			for _, s := range rs {
				got = append(got, s.Top)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: read %v, want %v", c.name, got, c.want)
		}
	}
}

// labelRects gives det a w×h labelling of the rectangles, labelled 1, 2,
// … in order, and returns them as the regions found.
func labelRects(det *Detector, w, h int, rects ...image.Rectangle) []blob {
	det.labels.Close()
	det.labels = gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)
	lbl := int32View(&det.labels)
	var kept []blob
	for k, r := range rects {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				lbl[y*w+x] = int32(k + 1)
			}
		}
		kept = append(kept, blob{label: k + 1, box: r, area: r.Dx() * r.Dy(), center: r.Min.Add(r.Max).Div(2)})
	}
	return kept
}

// TestDropSidePieces: a faceless piece under half a stack's share is
// forgotten only where it touches a stack read and lies the way down from
// its face; one apart, one beside, or one a stack's size stays said. One
// of 0.7 of a disc is forgotten below a tall stack's face only, and one
// of 0.9 below a stack whose region is twice a disc.
func TestDropSidePieces(t *testing.T) {
	det := NewDetector(DefaultOptions())
	defer det.Close()
	kept := labelRects(det, 240, 60,
		image.Rect(10, 10, 30, 30),   // a stack read
		image.Rect(10, 30, 30, 38),   // its side and shadow, cut from it
		image.Rect(30, 10, 38, 30),   // a piece beside it, along the snake
		image.Rect(60, 10, 80, 30),   // another stack read
		image.Rect(60, 33, 80, 41),   // a piece below it, apart
		image.Rect(90, 10, 110, 30),  // a third stack read
		image.Rect(90, 30, 110, 50),  // below it and large: a stack
		image.Rect(120, 10, 140, 30), // a tall stack read
		image.Rect(120, 30, 140, 42), // its sides, 0.7 of a disc
		image.Rect(150, 10, 170, 30), // a lone stack read
		image.Rect(150, 30, 170, 42), // a piece as large below it
		image.Rect(180, 10, 200, 30), // a taller stack read
		image.Rect(180, 30, 200, 44), // its sides, 0.9 of a disc
		image.Rect(210, 10, 230, 30), // a tall stack read
		image.Rect(210, 30, 230, 44), // 0.9 of a disc below it, more than half its share
	)
	read := func(c image.Point) []StackReading {
		return []StackReading{{Top: rules.NewScale(rules.White, 2), Center: c}}
	}
	unread := []StackReading{{Why: noMarksSeen, whole: true}}
	reads := [][]StackReading{read(image.Pt(20, 20)), unread, unread, read(image.Pt(70, 20)), unread, read(image.Pt(100, 20)), unread,
		read(image.Pt(130, 20)), unread, read(image.Pt(160, 20)), unread, read(image.Pt(190, 20)), unread, read(image.Pt(220, 20)), unread}
	shares := []float64{1.2, 0.4, 0.4, 1.2, 0.4, 1.2, 1.2, 1.7, 0.7, 1.2, 0.7, 2.0, 0.9, 1.7, 0.9}
	det.dropSidePieces(kept, reads, shares, 1, [2]float64{0, 0.3})
	for i, want := range []bool{true, false, true, true, true, true, true, true, false, true, true, true, false, true, true} {
		if got := reads[i] != nil; got != want {
			t.Errorf("region %d at %v: kept %v, want %v", i, kept[i].box, got, want)
		}
	}
}

// TestDropPeeking: a faceless piece too thin for a face and close round a
// face read with three marks is the scales under it peeking out, and so
// is one read unsure (a strip of that face); one thick enough for a face,
// one reaching too far, one centred too far off, one large, one read as
// something, one read surely, and one beside a face read with fewer
// marks (the rest of that face, perhaps with a mark) are said.
func TestDropPeeking(t *testing.T) {
	det := NewDetector(DefaultOptions())
	defer det.Close()
	kept := labelRects(det, 380, 80,
		image.Rect(10, 10, 30, 30),   // a stack read (radius 10)
		image.Rect(10, 30, 30, 36),   // thin, below it
		image.Rect(60, 10, 80, 30),   // a stack read
		image.Rect(60, 30, 80, 46),   // as thick as a face: a stack cut
		image.Rect(100, 10, 120, 30), // a stack read
		image.Rect(96, 32, 137, 38),  // thin, below it, reaching 3.1 radii
		image.Rect(140, 10, 160, 30), // a stack read
		image.Rect(160, 10, 166, 30), // thin, beside it, read as something else
		image.Rect(190, 10, 210, 30), // a stack read
		image.Rect(210, 10, 216, 40), // thin, beside it, a stack's share
		image.Rect(230, 10, 250, 30), // a stack read with two marks
		image.Rect(230, 30, 250, 36), // thin, below it
		image.Rect(260, 10, 280, 30), // a stack read
		image.Rect(260, 40, 280, 46), // thin, its centre 2.3 radii off
		image.Rect(300, 10, 320, 30), // a stack read
		image.Rect(300, 30, 320, 36), // thin, below it, read unsure
		image.Rect(340, 10, 360, 30), // a stack read
		image.Rect(340, 30, 360, 36), // thin, below it, read surely
	)
	read := func(r image.Rectangle, marks int) []StackReading {
		return []StackReading{{Top: rules.NewScale(rules.Black, marks), Center: r.Min.Add(r.Max).Div(2), Outline: boxOutline(r)}}
	}
	unread := func(why string) []StackReading { return []StackReading{{Why: why}} }
	// A B1 read from a strip, as sure as that.
	sure := func(r image.Rectangle, c float64) []StackReading {
		s := read(r, 1)
		s[0].Confidence = c
		return s
	}
	reads := [][]StackReading{read(kept[0].box, 3), unread(noMarksSeen), read(kept[2].box, 3), unread(noMarksSeen), read(kept[4].box, 3), unread(noMarksSeen),
		read(kept[6].box, 3), unread("too small to read"), read(kept[8].box, 3), unread(noMarksSeen), read(kept[10].box, 2), unread(noMarksSeen),
		read(kept[12].box, 3), unread(noMarksSeen), read(kept[14].box, 3), sure(kept[15].box, 0.45), read(kept[16].box, 3), sure(kept[17].box, 0.9)}
	shares := []float64{1.2, 0.4, 1.2, 0.9, 1.2, 0.4, 1.2, 0.4, 1.2, 1.1, 1.2, 0.4, 1.2, 0.4, 1.2, 0.4, 1.2, 0.4}
	det.dropPeeking(kept, reads, shares, flatRadius(10), 1)
	for i, want := range []bool{true, false, true, true, true, true, true, true, true, true, true, true, true, true, true, false, true, true} {
		if got := reads[i] != nil; got != want {
			t.Errorf("region %d at %v: kept %v, want %v", i, kept[i].box, got, want)
		}
	}
}

// TestRimStep: a scale's edge steps sharply out of the table; a pool of
// light on it fades in, and its region (where it is light enough to be
// taken for something) has a rim that steps little.
func TestRimStep(t *testing.T) {
	const w, h = 80, 80
	det := NewDetector(DefaultOptions())
	defer det.Close()
	for _, tc := range []struct {
		name   string
		light  func(r float64) float64 // L at r pixels from the middle
		sharp  bool
		region float64 // the region's radius
	}{
		{"a white face", func(r float64) float64 { return 120 + 60*math.Max(0, math.Min(1, 15.5-r)) }, true, 15},
		{"a faint face, blurred", func(r float64) float64 { return 120 + 14/(1+math.Exp((r-15)/0.8)) }, true, 15},
		{"a pool of light", func(r float64) float64 { return 120 + 30*math.Exp(-r*r/(2*12*12)) }, false, 14},
	} {
		det.lab.Close()
		det.lab = gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3)
		det.labels.Close()
		det.labels = gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)
		lab, _ := det.lab.DataPtrUint8()
		lbl := int32View(&det.labels)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i := y*w + x
				r := math.Hypot(float64(x-40), float64(y-40))
				lab[3*i], lab[3*i+1], lab[3*i+2] = uint8(tc.light(r)), 128, 128
				if r <= tc.region {
					lbl[i] = 1
				}
			}
		}
		b := blob{label: 1, box: image.Rect(40-int(tc.region), 40-int(tc.region), 41+int(tc.region), 41+int(tc.region))}
		step := det.rimStep(b)
		if sharp := step >= 8; sharp != tc.sharp {
			t.Errorf("%s: rim steps %.1f, sharp %v, want %v", tc.name, step, sharp, tc.sharp)
		}
	}
}

// TestNearFrameEdge: how near a region lies to the frame's edge, where
// the table's median is taken on one side only, falls from 1 at the edge
// to 0 at half the median's window in, is the same from any side, and is
// twice that in a corner.
func TestNearFrameEdge(t *testing.T) {
	det := NewDetector(DefaultOptions())
	defer det.Close()
	det.labels.Close()
	det.labels = gocv.NewMatWithSize(270, 480, gocv.MatTypeCV32S)
	reach := float64(tableMedian/2) * 480 / tableSmall // 60 pixels
	at := func(x, y int) blob { return blob{box: image.Rect(x, y, x+20, y+20)} }
	for _, tc := range []struct {
		name string
		b    blob
		want float64
	}{
		{"at the top edge", at(200, 0), 1},
		{"a pixel in", at(200, 1), 1},
		{"a few pixels in", at(200, 7), 1 - 6/reach},
		{"as far in from the right", at(480-20-7, 120), 1 - 6/reach},
		{"half the window in", at(200, 61), 0},
		{"in the middle", at(230, 125), 0},
		{"in a corner", at(480-20, 270-20), 2},
		{"a few pixels in from a corner", at(7, 270-20-7), 2 * (1 - 6/reach)},
		{"near the top, half the window from the side", at(61, 7), 1 - 6/reach},
	} {
		if got := det.nearFrameEdge(tc.b); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s (%v): %.3f, want %.3f", tc.name, tc.b.box, got, tc.want)
		}
	}
}

// TestInLine: a place is in the snake's line when two stacks read lie
// within reach of it on its two sides; not past the snake's end, nor
// beside a bend's two stacks on one side, nor beside stacks not read.
// It is past the snake's end when a stack read lies within reach and the
// next one read beyond it, within reach, or twice the reach where the
// place lies edge to edge with the stack (the snake's gaps may be wider
// elsewhere), the three in a line or a gentle bend; not beside the end,
// nor past a stack not read.
func TestInLine(t *testing.T) {
	read := [][]StackReading{{{}}, {{}}, {{}}}
	for _, tc := range []struct {
		name         string
		kept         []blob
		reads        [][]StackReading
		inLine, past bool
	}{
		{"between two", blobsAt(image.Pt(75, 100), image.Pt(125, 100)), read, true, false},
		{"between two on a bend", blobsAt(image.Pt(75, 100), image.Pt(115, 122)), read, true, false},
		{"past the end", blobsAt(image.Pt(125, 100), image.Pt(150, 100)), read, false, true},
		{"past the end of a bend", blobsAt(image.Pt(125, 100), image.Pt(145, 115)), read, false, true},
		{"beside two on one side", blobsAt(image.Pt(110, 125), image.Pt(90, 125)), read, false, false},
		{"beside the end", blobsAt(image.Pt(100, 125), image.Pt(125, 125)), read, false, false},
		{"between two out of reach", blobsAt(image.Pt(50, 100), image.Pt(150, 100)), read, false, false},
		{"past the end, out of reach", blobsAt(image.Pt(140, 100), image.Pt(165, 100)), read, false, false},
		{"past the end edge to edge, the next stack farther on", blobsAt(image.Pt(120, 100), image.Pt(175, 100)), read, false, true},
		{"past the end edge to edge, the next stack past twice the reach", blobsAt(image.Pt(120, 100), image.Pt(185, 100)), read, false, false},
		{"past the end a gap off, the next stack farther on", blobsAt(image.Pt(128, 100), image.Pt(175, 100)), read, false, false},
		{"past a lone stack", blobsAt(image.Pt(125, 100)), read, false, false},
		{"between two, one not read", blobsAt(image.Pt(75, 100), image.Pt(125, 100)), [][]StackReading{{{}}, nil}, false, false},
		{"past a stack not read", blobsAt(image.Pt(125, 100), image.Pt(150, 100)), [][]StackReading{nil, {{}}}, false, false},
	} {
		c := image.Pt(100, 100)
		if got := inLine(c, tc.kept, tc.reads, 30); got != tc.inLine {
			t.Errorf("%s: in line %v, want %v", tc.name, got, tc.inLine)
		}
		if got := pastEnd(c, tc.kept, tc.reads, 30); got != tc.past {
			t.Errorf("%s: past the end %v, want %v", tc.name, got, tc.past)
		}
	}
}

// TestEachStack: a region with stacks read at two places is two stacks
// at their faces' centres (working size), so a place past both lies past
// the snake's end (seed 17212); one read, or stacks said run together at
// the region's one place, stay the region; a region with none read is
// left out.
func TestEachStack(t *testing.T) {
	w1, w2 := rules.NewScale(rules.White, 1), rules.NewScale(rules.White, 2)
	region := blob{box: image.Rect(100, 80, 160, 120), area: 2000, center: image.Pt(130, 100)}
	lone := blob{box: image.Rect(200, 80, 220, 120), area: 600, center: image.Pt(210, 100)}
	for _, tc := range []struct {
		name  string
		kept  []blob
		reads [][]StackReading
		want  []image.Point
	}{
		{"two side by side", []blob{region}, [][]StackReading{{{Top: w1, Center: image.Pt(240, 200)}, {Top: w2, Center: image.Pt(280, 200)}}}, []image.Point{{120, 100}, {140, 100}}},
		{"one read", []blob{region}, [][]StackReading{{{Top: w1, Center: image.Pt(240, 200)}}}, []image.Point{{130, 100}}},
		{"run together at one place", []blob{region}, [][]StackReading{{{Top: rules.NoScale, Center: image.Pt(260, 200)}, {Top: rules.NoScale, Center: image.Pt(260, 200)}}}, []image.Point{{130, 100}}},
		{"none read", []blob{region, lone}, [][]StackReading{nil, {{Top: w1, Center: image.Pt(420, 200)}}}, []image.Point{{210, 100}}},
	} {
		stacks, reads := eachStack(tc.kept, tc.reads, 2)
		var got []image.Point
		for _, b := range stacks {
			got = append(got, b.center)
		}
		if !slices.Equal(got, tc.want) || len(reads) != len(stacks) {
			t.Errorf("%s: stacks at %v (%d reads), want %v", tc.name, got, len(reads), tc.want)
		}
	}
	stacks, reads := eachStack([]blob{region}, [][]StackReading{{{Top: w1, Center: image.Pt(240, 200)}, {Top: w2, Center: image.Pt(280, 200)}}}, 2)
	if past := image.Pt(95, 100); pastEnd(past, []blob{region}, [][]StackReading{{{Top: w1}, {Top: w2}}}, 30) || !pastEnd(past, stacks, reads, 30) {
		t.Errorf("a place past two stacks read in one region: past the end by the region %v, stack by stack %v; want false, true",
			pastEnd(past, []blob{region}, [][]StackReading{{{Top: w1}, {Top: w2}}}, 30), pastEnd(past, stacks, reads, 30))
	}
}

// TestPastGap: a place is past the snake's end across a gap when a stack
// read lies within reach and the next one read beyond it, on the other
// side, nearer that stack than the place by 1.4 times or more; not a
// place nearer the end than the spacing (a fold's shade by the end), nor
// one past reach, beside the end, or past a stack not read.
func TestPastGap(t *testing.T) {
	read := [][]StackReading{{{}}, {{}}}
	for _, tc := range []struct {
		name  string
		kept  []blob
		reads [][]StackReading
		want  bool
	}{
		{"two stacks' room past the end", blobsAt(image.Pt(160, 100), image.Pt(190, 100)), read, true},
		{"past the bent tail", blobsAt(image.Pt(150, 130), image.Pt(180, 140)), read, true},
		{"nearer the end than the spacing", blobsAt(image.Pt(130, 100), image.Pt(175, 100)), read, false},
		{"out of reach", blobsAt(image.Pt(180, 100), image.Pt(210, 100)), read, false},
		{"beside the end", blobsAt(image.Pt(100, 160), image.Pt(130, 160)), read, false},
		{"past a stack not read", blobsAt(image.Pt(160, 100), image.Pt(190, 100)), [][]StackReading{nil, {{}}}, false},
	} {
		if got := pastGap(image.Pt(100, 100), tc.kept, tc.reads, 70); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// blobsAt is a blob centred at each point.
func blobsAt(pts ...image.Point) []blob {
	var bs []blob
	for _, p := range pts {
		bs = append(bs, blob{center: p})
	}
	return bs
}

// TestStackOnFlank: in a region that is a fold's lit flank, the strong
// pixels that are not the table lit more, a face's size, become a region
// of their own, relabelled; a crumb's worth, or none, do not.
func TestStackOnFlank(t *testing.T) {
	const w, h, rb = 120, 80, 10.0
	det := NewDetector(DefaultOptions())
	defer det.Close()
	for _, tc := range []struct {
		name string
		disc float64 // the radius of the strong, unlit patch on the flank
		want bool
	}{
		{"a face on the flank", rb, true},
		{"a crumb", 0.5 * rb, false},
		{"the flank alone", 0, false},
	} {
		for _, m := range []*gocv.Mat{&det.labels, &det.mask} {
			m.Close()
		}
		det.labels = gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)
		det.mask = gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		lbl := int32View(&det.labels)
		strong, _ := det.mask.DataPtrUint8()
		// Lit more: the table in other light, lighter than weak asks.
		det.relit, det.dL, det.loL = make([]uint8, w*h), make([]int16, w*h), 6
		lbl[0] = 3 // another region, so that labels in use run to 3
		var sums regionSums
		for y := 10; y < 70; y++ {
			for x := 30; x < 90; x++ {
				i := y*w + x
				lbl[i] = 1
				sums.add(x, y)
				if math.Hypot(float64(x-60), float64(y-40)) < tc.disc {
					strong[i] = 255
				} else {
					det.relit[i], det.dL[i] = 255, 20
				}
			}
		}
		s, ok := det.stackOnFlank(sums.blob(1), rb)
		if ok != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, ok, tc.want)
			continue
		}
		if !ok {
			continue
		}
		off := s.center.Sub(image.Pt(60, 40))
		if s.label != 4 || math.Abs(float64(s.area)-math.Pi*rb*rb) > 0.1*math.Pi*rb*rb || off.X*off.X+off.Y*off.Y > 2 {
			t.Errorf("%s: region %+v, want label 4, a disc of radius %.0f round (60,40)", tc.name, s, rb)
		}
		if lbl[40*w+60] != 4 || lbl[15*w+35] != 1 {
			t.Errorf("%s: the disc's pixels not relabelled 4, or the flank's not left 1", tc.name)
		}
	}
}

// markedScale is a top of colour c read with marks, each of size share
// (of its face and of a scale's disc alike), run together or not.
func markedScale(c rules.Color, marks int, share float64, together bool) StackReading {
	return StackReading{Top: rules.NewScale(c, marks), Marks: marks, markShare: share, markTile: share, runTogether: together}
}

// marksApart is n tops of colour c, of one to three marks counted apart,
// each of size share.
func marksApart(c rules.Color, share float64, n int) []StackReading {
	var rs []StackReading
	for i := range n {
		rs = append(rs, markedScale(c, 1+i%3, share, false))
	}
	return rs
}

// TestMarkSizeDoubts: doubtRunTogether says unread a top whose marks ran
// together, counted by bumps, when each mark is over 2.1 times the size
// of the marks its colour's other faces show apart; not at 1.9 times (the
// gaps between marks run together fill), not against the other colour's
// marks, not with too few faces to measure by, and not when marks were
// seen apart. doubtSmallMark says unread a top read with one mark under
// 0.4 of the size of its colour's marks; not at 0.6 (a mark a little
// eroded), not against the other colour's, not with too few faces, not
// for two marks, and not for marks run together.
func TestMarkSizeDoubts(t *testing.T) {
	scale, apart := markedScale, marksApart
	B, W := rules.Black, rules.White
	run, small := doubtRunTogether, doubtSmallMark
	for _, tc := range []struct {
		name   string
		doubt  func([][]StackReading)
		others []StackReading
		one    StackReading
		unread bool
	}{
		{"a B3's stripes counted two", run, apart(B, 0.065, 5), scale(B, 2, 0.15, true), true},
		{"a B2's stripes run together", run, apart(B, 0.065, 5), scale(B, 2, 0.12, true), false},
		{"the same marks seen apart", run, apart(B, 0.065, 5), scale(B, 2, 0.15, false), false},
		{"run together, measured against white faces only", run, apart(W, 0.065, 5), scale(B, 2, 0.15, true), false},
		{"white marks larger than black ones, run together", run, append(apart(B, 0.04, 5), apart(W, 0.08, 5)...), scale(W, 2, 0.15, true), false},
		{"two faces to measure a run by", run, apart(B, 0.065, 2), scale(B, 2, 0.15, true), false},
		{"three marks run together", run, apart(B, 0.065, 5), scale(B, 3, 0.15, true), false},
		{"a shadow's sliver read a B1", small, apart(B, 0.08, 5), scale(B, 1, 0.025, false), true},
		{"a B1's dot a little eroded", small, apart(B, 0.08, 5), scale(B, 1, 0.05, false), false},
		{"a sliver measured against white faces only", small, apart(W, 0.08, 5), scale(B, 1, 0.025, false), false},
		{"white marks larger than black ones, a small one", small, append(apart(B, 0.03, 5), apart(W, 0.08, 5)...), scale(B, 1, 0.025, false), false},
		{"two faces to measure a sliver by, itself one", small, apart(B, 0.08, 1), scale(B, 1, 0.025, false), false},
		{"two small marks", small, apart(B, 0.08, 5), scale(B, 2, 0.025, false), false},
		{"a small mark run together", small, apart(B, 0.08, 5), scale(B, 1, 0.025, true), false},
	} {
		reads := [][]StackReading{tc.others, {tc.one}}
		tc.doubt(reads)
		got := reads[1][0]
		if (got.Top == rules.NoScale) != tc.unread {
			t.Errorf("%s: top %v (%q), want unread %v", tc.name, got.Top, got.Why, tc.unread)
		}
		for _, r := range reads[0] {
			if r.Top == rules.NoScale {
				t.Errorf("%s: a face read apart said unread", tc.name)
			}
		}
	}
}

// TestWidestGap: faces read in a row, edge to edge, lie about a face's
// size apart; where one between two of them was not read, the gap
// between its neighbours is two faces wide, and its middle is where it
// lies, unless that is the way down from one of them, where stacks show
// their sides: the side band of a tall stack. A gap the region does not
// span (the table between two stacks whose shadows join them elsewhere)
// is no face lost, nor is one where the middle is the table in shade,
// not a face's colour: a tall stack's shadow between it and the next.
func TestWidestGap(t *testing.T) {
	const w, h = 200, 40 // working size; frames are twice as large
	d := &Detector{labels: gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S), opt: DefaultOptions()}
	defer d.labels.Close()
	// A pink table (L 150); the region black faces (L 20).
	d.bg = gocv.NewMatWithSizeFromScalar(gocv.NewScalar(150, 148, 128, 0), h, w, gocv.MatTypeCV8UC3)
	defer d.bg.Close()
	d.lab = gocv.NewMatWithSizeFromScalar(gocv.NewScalar(150, 148, 128, 0), h, w, gocv.MatTypeCV8UC3)
	defer d.lab.Close()
	lbl := int32View(&d.labels)
	lab, _ := d.lab.DataPtrUint8()
	for y := 10; y < 30; y++ {
		for x := 5; x < 195; x++ {
			lbl[y*w+x] = 1
			copy(lab[3*(y*w+x):], []uint8{20, 128, 128})
		}
	}
	b := blob{label: 1, box: image.Rect(5, 10, 195, 30)}
	face := func(x int) StackReading { // a face 36 frame pixels wide, centred at x
		r := image.Rect(2*x-18, 22, 2*x+18, 58)
		return StackReading{Top: rules.NewScale(rules.Black, 1), Center: boxCentre(r), Outline: boxOutline(r)}
	}
	tall := func(x int) StackReading { // a face with its sides below it, 36 by 88
		r := image.Rect(2*x-18, 22, 2*x+18, 110)
		return StackReading{Top: rules.NewScale(rules.White, 3), Center: boxCentre(r), Outline: boxOutline(r)}
	}
	above := func(x int) StackReading { // a face centred at x, 10 frame pixels down, above the row's line
		r := image.Rect(x-18, -8, x+18, 28)
		return StackReading{Top: rules.NewScale(rules.White, 2), Center: boxCentre(r), Outline: boxOutline(r)}
	}
	for _, tc := range []struct {
		name    string
		faces   []StackReading
		lo, hi  float64
		between int // the middle's x (frame pixels), 0 for any
		down    [2]float64
	}{
		{"edge to edge", []StackReading{face(20), face(40), face(60), face(80)}, 0, 1.2, 0, [2]float64{}},
		{"one lost", []StackReading{face(20), face(40), face(80), face(100)}, 2.1, 2.3, 120, [2]float64{}},
		{"one lost, the row unsorted", []StackReading{face(100), face(20), face(80), face(40)}, 2.1, 2.3, 120, [2]float64{}},
		{"one said unread already", []StackReading{face(20), face(40), face(80), face(100), {Top: rules.NoScale, Center: image.Pt(124, 42)}}, 0, 1.2, 0, [2]float64{}},
		{"one lost, sides shown across the row", []StackReading{face(20), face(40), face(80), face(100)}, 2.1, 2.3, 120, [2]float64{0.1, 0.3}},
		{"a side band along the row", []StackReading{face(20), face(40), face(80), face(100)}, 0, 1.2, 0, [2]float64{0.3, 0.05}},
		{"a side band along the row, the other way", []StackReading{face(20), face(40), face(80), face(100)}, 0, 1.2, 0, [2]float64{-0.3, 0}},
		// A tall stack's outline takes in its sides: its centre lies
		// 0.72 of a face off the row, but its outline crosses it.
		{"a tall stack between, its centre off the row", []StackReading{face(20), face(40), tall(60), face(80), face(100)}, 0, 1.2, 0, [2]float64{}},
		// A face above the row's gap, off it by more than a face does,
		// the middle 30 frame pixels below it: its sides where the way
		// down is known, a stack lost where it is not.
		{"one lost below a face off the row", []StackReading{face(20), face(40), above(120), face(80), face(100)}, 2.1, 2.3, 120, [2]float64{}},
		{"a face's sides below it, the way down known", []StackReading{face(20), face(40), above(120), face(80), face(100)}, 0, 1.2, 0, [2]float64{0, 1}},
		{"below a face, the way down up", []StackReading{face(20), face(40), above(120), face(80), face(100)}, 2.1, 2.3, 120, [2]float64{0, -1}},
	} {
		got, at := d.widestGap(b, tc.faces, 2, 0, tc.down)
		if got < tc.lo || got > tc.hi || tc.between != 0 && at.X != tc.between {
			t.Errorf("%s: gap %.2f at %v, want %.1f to %.1f at x %d", tc.name, got, at, tc.lo, tc.hi, tc.between)
		}
	}
	// Faces farther apart than faceGap by their size, but nearly
	// touching along the line between them, leave no room for one: wide
	// outlines (60 by 22 frame pixels, a face's size 36) 58 apart.
	wide := func(x int) StackReading {
		r := image.Rect(x-30, 29, x+30, 51)
		return StackReading{Top: rules.NewScale(rules.White, 1), Center: boxCentre(r), Outline: boxOutline(r)}
	}
	if got, at := d.widestGap(b, []StackReading{wide(100), wide(158)}, 2, 0, [2]float64{}); got != 0 {
		t.Errorf("faces nearly touching along the row: gap %.2f at %v, want none", got, at)
	}
	if got, _ := d.widestGap(b, []StackReading{wide(100), wide(200)}, 2, 0, [2]float64{}); got < 2.5 {
		t.Errorf("wide faces a face apart: gap %.2f, want one lost", got)
	}
	// The table in shade where the lost face was (L 110, its chroma
	// scaled so), one region with the faces: a tall stack's shadow.
	for y := 10; y < 30; y++ {
		for x := 52; x < 68; x++ {
			copy(lab[3*(y*w+x):], []uint8{110, 143, 128})
		}
	}
	if got, _ := d.widestGap(b, []StackReading{face(20), face(40), face(80), face(100)}, 2, 0, [2]float64{}); got > 1.2 {
		t.Errorf("a shadow between two stacks: %.2f, want no face lost", got)
	}
	// The table between them: no region there.
	for y := 10; y < 30; y++ {
		for x := 55; x < 65; x++ {
			lbl[y*w+x] = 0
		}
	}
	if got, _ := d.widestGap(b, []StackReading{face(20), face(40), face(80), face(100)}, 2, 0, [2]float64{}); got > 1.2 {
		t.Errorf("a gap of table between two stacks: %.2f, want no face lost", got)
	}
}

// TestFaceColoured: a place between faces is of a face's colour when it
// is black, white or the neutral's gold against the table under it;
// not the table in shade, nor a wood's shade, gold-hued but near the
// wood's own colour, nor a cloth's tint.
func TestFaceColoured(t *testing.T) {
	const w, h = 20, 20
	d := &Detector{labels: gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S), opt: DefaultOptions()}
	defer d.labels.Close()
	lbl := int32View(&d.labels)
	for i := range lbl {
		lbl[i] = 1
	}
	b := blob{label: 1, box: image.Rect(0, 0, w, h)}
	for _, tc := range []struct {
		name       string
		table, pix [3]uint8 // Lab
		want       bool
	}{
		{"a black face on pink cloth", [3]uint8{150, 148, 128}, [3]uint8{30, 130, 128}, true},
		{"a white face on pink cloth", [3]uint8{150, 148, 128}, [3]uint8{230, 132, 130}, true},
		{"the neutral on blue felt", [3]uint8{118, 166, 64}, [3]uint8{170, 135, 185}, true},
		{"pink cloth in shade", [3]uint8{115, 161, 128}, [3]uint8{88, 134, 127}, false},
		{"blue felt in shade", [3]uint8{118, 166, 64}, [3]uint8{65, 159, 76}, false},
		{"wood in shade", [3]uint8{159, 133, 161}, [3]uint8{141, 130, 156}, false},
		{"a white face on wood, lit", [3]uint8{159, 133, 161}, [3]uint8{235, 130, 140}, true},
	} {
		d.bg = gocv.NewMatWithSizeFromScalar(gocv.NewScalar(float64(tc.table[0]), float64(tc.table[1]), float64(tc.table[2]), 0), h, w, gocv.MatTypeCV8UC3)
		d.lab = gocv.NewMatWithSizeFromScalar(gocv.NewScalar(float64(tc.pix[0]), float64(tc.pix[1]), float64(tc.pix[2]), 0), h, w, gocv.MatTypeCV8UC3)
		if got := d.faceColoured(b, image.Pt(10, 10), 4); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
		d.bg.Close()
		d.lab.Close()
	}
}

// TestDropTableLight: the table in other light, a region of its colour
// lighter or darker than it, is taken out of the foreground where it runs
// off the frame or across an eighth of it and fades at its border with the
// table, with a stack lying in it or not, and broken into specks by noise
// or not; a region a face's size stays, and so do a region as dark with a
// sharp outline (a sleeve), the shadows of a row of stacks run together,
// which fade too but border the stacks more than the table, and a stack's
// lit side lying against a shaded flank taken out.
func TestDropTableLight(t *testing.T) {
	const w, h = 160, 90
	type pixel struct {
		dl           int16
		tone, strong bool // in the region judged; an object's (a stack's) own
		side         bool // of the table's colour but an object's, to be left
	}
	disc := func(x, y, cx, cy, r float64) bool { return math.Hypot(x-cx, y-cy) <= r }
	// noise is a camera's at working size, the same at every run: σ 1.5
	// in L (σ 4 in the frame, averaged over the 8/3 × 8/3 pixels shrunk
	// into one).
	noise := func(x, y float64) float64 {
		return 1.5 * rand.New(rand.NewPCG(uint64(x), uint64(y))).NormFloat64()
	}
	// flank is a fold's shaded flank down the frame's middle; pool, a
	// pool of light round the frame's centre, spread as far as given.
	flank := func(x float64) pixel {
		dl := int16(math.Round(-12 * math.Exp(-(x-80)*(x-80)/128)))
		return pixel{dl: dl, tone: dl < -6}
	}
	pool := func(x, y, spread float64) pixel {
		dl := int16(math.Round(12 * math.Exp(-((x-80)*(x-80)+(y-45)*(y-45))/spread)))
		return pixel{dl: dl, tone: dl > 6}
	}
	for _, c := range []struct {
		name string
		at   func(x, y float64) pixel
		drop bool
	}{
		{"a fold's shaded flank", func(x, y float64) pixel { return flank(x) }, true},
		{"a fold's shaded flank with a stack in it", func(x, y float64) pixel {
			if disc(x, y, 80, 45, 8) {
				return pixel{dl: -60, strong: true}
			}
			return flank(x)
		}, true},
		{"a fold's shaded flank with stacks at its edge, their shadows in it", func(x, y float64) pixel {
			// Each stack's shadow, a ring darker than the flank, steps
			// sharply to the table where it leaves the flank, within a
			// few pixels of the stack; away from the stacks the flank's
			// edge stays soft.
			for _, cy := range []float64{25, 65} {
				switch {
				case disc(x, y, 89, cy, 5):
					return pixel{dl: -60, strong: true}
				case disc(x, y, 89, cy, 7):
					return pixel{dl: -30, tone: true}
				}
			}
			return flank(x)
		}, true},
		{"a pool of light a quarter of the frame across", func(x, y float64) pixel { return pool(x, y, 800) }, true},
		{"a pool of light a sixth of the frame across", func(x, y float64) pixel { return pool(x, y, 260) }, true},
		{"a pool of light in specks", func(x, y float64) pixel {
			dl := int16(math.Round(14*math.Exp(-((x-80)*(x-80)+(y-45)*(y-45))/2000) + noise(x, y)))
			return pixel{dl: dl, tone: dl > 12}
		}, true},
		{"a stack's lit side against a shaded flank", func(x, y float64) pixel {
			if x >= 88 && x < 100 && y >= 40 && y < 50 {
				return pixel{dl: 14, side: true}
			}
			return flank(x)
		}, true},
		{"an ivory face on a cream cloth, soft at its edge", func(x, y float64) pixel { return pool(x, y, 100) }, false},
		{"a dark sleeve of the table's hue", func(x, y float64) pixel {
			if x >= 60 && x < 100 {
				return pixel{dl: -12, tone: true}
			}
			return pixel{}
		}, false},
		{"the shadows of a row of stacks", func(x, y float64) pixel {
			for cx := 10.0; cx < w; cx += 18 {
				switch {
				case disc(x, y, cx, 45, 8):
					return pixel{dl: -60, strong: true}
				case disc(x, y, cx+2, 47, 10):
					d := math.Hypot(x-cx, y-45)
					return pixel{dl: int16(math.Round(-10 + 3*(d-8)/4)), tone: true}
				}
			}
			return pixel{dl: -6}
		}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			det := NewDetector(DefaultOptions())
			defer det.Close()
			tone, strong, weak := make([]uint8, w*h), make([]uint8, w*h), make([]uint8, w*h)
			dL := make([]int16, w*h)
			for i := range dL {
				p := c.at(float64(i%w), float64(i/w))
				dL[i] = p.dl
				if p.tone || p.side {
					tone[i], weak[i] = 255, 255
				}
				if p.strong {
					strong[i], weak[i] = 255, 255
				}
			}
			region, side := make([]uint8, w*h), make([]uint8, w*h)
			for i := range region {
				if p := c.at(float64(i%w), float64(i/w)); p.side {
					side[i] = 255
				} else {
					region[i] = tone[i]
				}
			}
			object := slices.Clone(strong)
			det.dropTableLight(tone, strong, weak, dL, w, h)
			left, objects, sides := 0, 0, 0
			for i := range weak {
				if region[i] != 0 && weak[i] != 0 {
					left++
				}
				if object[i] != 0 && strong[i] != 0 {
					objects++
				}
				if side[i] != 0 && weak[i] != 0 {
					sides++
				}
			}
			if sides != setCount(side) {
				t.Errorf("%d of the stack's lit side's %d pixels left", sides, setCount(side))
			}
			// Slivers where the region meets the frame's edge may stay.
			if dropped := left < setCount(region)/20; dropped != c.drop {
				t.Errorf("region dropped %v (%d pixels left), want %v", dropped, left, c.drop)
			}
			if objects != setCount(object) {
				t.Errorf("%d of the stacks' %d pixels left", objects, setCount(object))
			}
		})
	}
}

// TestSpreadHidden: the table in other light taken out of the foreground
// beside a region too large for a stack (a hand's shadow, the hand itself
// on wood of its hue), up to two pixels from it, is hidden with it and
// widens its box; one farther off, and the rest of the table, are not.
func TestSpreadHidden(t *testing.T) {
	const w, h = 120, 60
	det := NewDetector(DefaultOptions())
	defer det.Close()
	arm := image.Rect(0, 0, 30, 40) // reaching in, erased as hidden
	regions := labelRects(det, w, h, arm)
	fill := func(m []uint8, r image.Rectangle) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				m[y*w+x] = 255
			}
		}
	}
	det.hidden, det.dropped = make([]uint8, w*h), make([]uint8, w*h)
	fill(det.hidden, arm)
	set := func(r image.Rectangle) { fill(det.dropped, r) }
	set(image.Rect(31, 10, 50, 55)) // its shadow, two pixels off
	set(image.Rect(40, 55, 45, 60)) // and on from it
	set(image.Rect(70, 10, 90, 30)) // a fold's flank farther off
	box := det.spreadHidden(regions[0], w, h)
	if want := image.Rect(0, 0, 50, 60); box != want {
		t.Errorf("box %v, want %v", box, want)
	}
	for _, c := range []struct {
		p    image.Point
		want bool
	}{{image.Pt(10, 10), true}, {image.Pt(31, 10), true}, {image.Pt(49, 54), true}, {image.Pt(42, 59), true}, {image.Pt(80, 20), false}, {image.Pt(30, 5), false}, {image.Pt(100, 50), false}} {
		if got := det.hidden[c.p.Y*w+c.p.X] != 0; got != c.want {
			t.Errorf("%v hidden %v, want %v", c.p, got, c.want)
		}
	}
	// Three pixels off, the shadow is another's.
	det.hidden, det.dropped = make([]uint8, w*h), make([]uint8, w*h)
	fill(det.hidden, arm)
	set(image.Rect(32, 10, 50, 55))
	if box := det.spreadHidden(regions[0], w, h); box != regions[0].box {
		t.Errorf("a shadow three pixels off: box %v, want %v", box, regions[0].box)
	}
}

// TestRelitNotOnSkinHue: a band of the table's colour, shaded as a fold's
// flank is, running across the frame, is taken out of the foreground on a
// green cloth; on wood, whose hue is skin's, it stays, as an arm in its
// own shade would.
func TestRelitNotOnSkinHue(t *testing.T) {
	for _, c := range []struct {
		name  string
		table color.RGBA
		kept  bool
	}{
		{"green cloth", color.RGBA{70, 150, 90, 255}, false},
		{"wood", color.RGBA{200, 130, 80, 255}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			const w, h = 960, 540
			img := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3)
			defer img.Close()
			px, _ := img.DataPtrUint8()
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					f := 1 - 0.3*math.Exp(-float64((x-480)*(x-480))/(2*40*40))
					i := 3 * (y*w + x)
					px[i], px[i+1], px[i+2] = uint8(float64(c.table.B)*f), uint8(float64(c.table.G)*f), uint8(float64(c.table.R)*f)
				}
			}
			det := NewDetector(DefaultOptions())
			defer det.Close()
			if _, err := det.Detect(img); err != nil {
				t.Fatal(err)
			}
			weak, _ := det.weak.DataPtrUint8()
			ww := det.weak.Cols()
			mid := det.weak.Rows()/2*ww + ww/2
			if kept := weak[mid] != 0; kept != c.kept {
				t.Errorf("the band's middle in the foreground: %v, want %v", kept, c.kept)
			}
		})
	}
}

// TestOrphanStacks: what no core took of a region too thin for one is a
// stack of its own, labelled past every label in use, unless a stack
// (faintFaces, after splitStacks) has taken so much of it since that
// what is left is under a stack's area.
func TestOrphanStacks(t *testing.T) {
	const w, h = 40, 20
	block := func(x0, y0, x1, y1 int) []int {
		var px []int
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				px = append(px, y*w+x)
			}
		}
		return px
	}
	tests := []struct {
		name  string
		taken []int // pixels labelled since (label 7)
		want  []int // the areas of the stacks made, in order
	}{
		{"none taken", nil, []int{36, 36}},
		{"half of the first taken", block(2, 2, 5, 8), []int{36}},
		{"a few of the first taken", block(2, 2, 3, 4), []int{34, 36}},
	}
	for _, tc := range tests {
		d := &Detector{labels: gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)}
		lbl := int32View(&d.labels)
		lbl[0] = 5 // a core's stack
		for _, i := range tc.taken {
			lbl[i] = 7
		}
		orphans := []orphan{{block(2, 2, 8, 8), 30}, {block(20, 2, 26, 8), 30}}
		inUse := slices.Max(lbl)
		got := d.orphanStacks(orphans)
		var areas []int
		for k, b := range got {
			areas = append(areas, b.area)
			if !b.orphan {
				t.Errorf("%s: stack %d not marked an orphan", tc.name, k)
			}
			if b.label <= int(inUse) {
				t.Errorf("%s: stack %d labelled %d, a label in use", tc.name, k, b.label)
			}
			if n := slices.Index(lbl, int32(b.label)); n < 0 || !b.center.In(b.box) {
				t.Errorf("%s: stack %d's pixels not labelled %d, or its centre %v off its box %v", tc.name, k, b.label, b.center, b.box)
			}
		}
		if !slices.Equal(areas, tc.want) {
			t.Errorf("%s: stacks of %v pixels, want %v", tc.name, areas, tc.want)
		}
		d.labels.Close()
	}
}

// TestWholeFace: a face read beside a hand is whole when as large as the
// frame's usual face and convex; one a finger cuts short, or notches, is
// not.
func TestWholeFace(t *testing.T) {
	square := boxAt
	usual := 40.0 // a 40×40 face
	for _, tc := range []struct {
		name    string
		outline []image.Point
		want    bool
	}{
		{"a usual face", square(0, 0, 40, 40), true},
		{"a little larger", square(0, 0, 42, 41), true},
		{"a fifth cut off by a finger", square(0, 0, 40, 32), false},
		{"notched by a fingertip", []image.Point{{0, 0}, {40, 0}, {40, 40}, {28, 40}, {20, 20}, {12, 40}, {0, 40}}, false},
		{"notched by a fingertip's edge, a spur beside it", []image.Point{{0, 0}, {40, 0}, {40, 18}, {52, 20}, {40, 22}, {40, 40}, {28, 40}, {20, 30}, {12, 40}, {0, 40}}, false},
		{"a usual face with a spike of its shadow, 0.88 of its hull", []image.Point{{0, 0}, {40, 0}, {40, 18}, {52, 20}, {40, 22}, {40, 40}, {0, 40}}, true},
		{"no outline", nil, false},
		{"a box of twice a face's area (read wider)", square(0, 0, 57, 57), false},
		{"a face's area, but 1.7 times as long as wide (an arm's edge along it)", square(0, 0, 52, 31), false},
		{"a face seen aslant, 1.4 times as long as wide", square(0, 0, 47, 34), true},
	} {
		if got := wholeFace(StackReading{Outline: tc.outline}, usual); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	if wholeFace(StackReading{Outline: square(0, 0, 40, 40)}, 0) {
		t.Errorf("whole with no usual face known")
	}
	if wholeFace(StackReading{Outline: square(0, 0, 40, 40), Bounds: image.Rect(0, 0, 40, 40)}, usual) {
		t.Errorf("whole when known only by its region's box of a usual face's size")
	}
}

// TestEnclosedHoles: a part's holes are its marks, when each is small,
// enclosed by it (not open to the window's edge) and holds no pixel
// that is no mark (a fingertip's skin); each hole's pixels are owned by
// the part round it.
func TestEnclosedHoles(t *testing.T) {
	const w, h = 20, 12
	for _, tc := range []struct {
		name    string
		hole    image.Rectangle // cut from a part filling (2,2)-(12,10)
		skin    image.Rectangle // the hole's pixels of skin's hue
		most    float64
		want    int
		ownedAt image.Point
	}{
		{"a mark", image.Rect(5, 4, 7, 7), image.Rectangle{}, 20, 6, image.Pt(5, 4)},
		{"two pixels", image.Rect(5, 4, 6, 6), image.Rectangle{}, 20, 2, image.Pt(5, 5)},
		{"larger than a mark", image.Rect(4, 4, 10, 8), image.Rectangle{}, 20, 0, image.Pt(-1, -1)},
		{"a notch open to the part's edge", image.Rect(2, 4, 5, 6), image.Rectangle{}, 20, 0, image.Pt(-1, -1)},
		{"of skin's hue", image.Rect(5, 4, 7, 7), image.Rect(5, 4, 7, 7), 20, 0, image.Pt(-1, -1)},
		{"mostly of skin's hue", image.Rect(5, 4, 7, 7), image.Rect(5, 4, 7, 6), 20, 0, image.Pt(-1, -1)},
		{"a red mark, its fringe of skin's hue", image.Rect(5, 4, 7, 7), image.Rect(5, 4, 7, 5), 20, 6, image.Pt(5, 4)},
	} {
		mask := make([]uint8, w*h)
		for y := 2; y < 10; y++ {
			for x := 2; x < 12; x++ {
				if !image.Pt(x, y).In(tc.hole) {
					mask[y*w+x] = 255
				}
			}
		}
		// A second part, with no hole, right of the first.
		for y := 3; y < 9; y++ {
			for x := 14; x < 18; x++ {
				mask[y*w+x] = 255
			}
		}
		lbl := make([]int32, w*h)
		parts := labelRegions(mask, w, h, lbl, blockOrder)
		first := lbl[2*w+11]
		area, owner := enclosedHoles(lbl, mask, w, h, len(parts), tc.most, func(i int) bool {
			return image.Pt(i%w, i/w).In(tc.skin)
		})
		if area[first] != tc.want || area[lbl[3*w+14]] != 0 {
			t.Errorf("%s: hole areas %v, want %d for part %d, none for the other", tc.name, area, tc.want, first)
		}
		for i, o := range owner {
			at := image.Pt(i%w, i/w)
			if want := int32(0); at == tc.ownedAt {
				want = first
				if o != want {
					t.Errorf("%s: %v owned by %d, want %d", tc.name, at, o, want)
				}
			} else if o != 0 && !at.In(tc.hole) {
				t.Errorf("%s: %v, no hole's, owned by %d", tc.name, at, o)
			}
		}
	}
}

// TestGreyOnTable: a pixel far greyer than a clearly coloured table is a
// white face in shade; on a grey table, or as coloured as the table in
// shade, it is not.
func TestGreyOnTable(t *testing.T) {
	lab := func(a, b int) []uint8 { return []uint8{uint8(128 + a), uint8(128 + b)} }
	for _, tc := range []struct {
		name   string
		chroma float64
		table  []uint8
		want   bool
	}{
		{"a white face on tan wood", 5, lab(6, 26), true},
		{"tan wood in shade", 16, lab(6, 26), false},
		{"on green felt", 8, lab(-30, 20), true},
		{"on grey cloth", 2, lab(2, 6), false},
	} {
		if got := greyOnTable(tc.chroma, tc.table); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestUnnameHandNeutral: with a hand in the frame, a neutral read where
// the hand's region reaches it, at the frame's edge, or of skin's hue is
// said unread (a fingertip, the arm cut by the frame); one in the hand's
// box but apart from it, gold, stays the neutral, and so does every one
// where no hand is but one of skin's hue at the frame's edge (an arm
// seen close, only its fingertip found). Where the hand's tint is known,
// a whole face of gold beside it, 15 degrees or more from its hue or
// half as coloured again, is the neutral; one of the hand's tint, or a
// piece of another shape or cut by the frame's edge, is not. One the
// hand's region touches is hidden with it, the hand's box taking in its
// own; so is one out of the box but within reach of the region, of the
// hand's tint and three faces large. One by the hand of the table's colour in other light is the table
// seen between fingers, hidden with the hand.
func TestUnnameHandNeutral(t *testing.T) {
	const w, h, scale = 120, 80, 4.0 // working size; the frame is 480×320
	size := image.Pt(w*scale, h*scale)
	gold := faceStats{meanA: 128 + 3, meanB: 128 + 45, meanL: 160}  // hue 86, chroma 0.28 of its lightness
	skin := faceStats{meanA: 128 + 14, meanB: 128 + 22, meanL: 160} // hue 57.5, 0.16
	// Olive cloth lit between two fingers, 20 yellower than white faces,
	// on an olive table (seed 5497).
	between, olive := faceStats{meanA: 128 - 2, meanB: 128 + 24, meanL: 155}, cellTable{l: 138, a: 0, b: 31}
	// The gold neutral against an arm on pale yellow wood, as near the
	// wood's colour in its light, but deeper (seed 5591).
	deep, pale := faceStats{meanA: 128 + 2, meanB: 128 + 43, meanL: 157}, cellTable{l: 128, a: 9, b: 29}
	// Green cloth lit between a palm and a finger, richer than the cloth
	// but 4.9 off its colour in that light (seed 9478).
	lush, green := faceStats{meanA: 128 - 14, meanB: 128 + 41, meanL: 155}, cellTable{l: 150, a: -11, b: 36}
	rect := func(x, y, w, h int) []image.Point { // centred at (x, y) in the frame
		return []image.Point{{x - w/2, y - h/2}, {x + w/2, y - h/2}, {x + w/2, y + h/2}, {x - w/2, y + h/2}}
	}
	square := func(x, y int) []image.Point { return rect(x, y, 40, 40) } // a face 40 px across
	const hidden = "hidden with the hand"
	for _, tc := range []struct {
		name    string
		at      image.Point
		outline []image.Point // square(at) if nil
		stats   faceStats
		noHand  bool
		want    string // "N", "?" or hidden
		hands   []skinTint
		spread  bool // ringed by the table in other light joined to the hand's region
	}{
		{"beside the hand", image.Pt(160, 150), nil, gold, false, hidden, nil, false},
		{"in the hand's box, apart from it", image.Pt(250, 150), nil, gold, false, "N", nil, false},
		{"of skin's hue, apart from it, a face's size", image.Pt(250, 150), nil, skin, false, "N", nil, false},
		{"of skin's hue, apart from it, a face's size, of the found hand's very tint", image.Pt(250, 150), nil, skin, false, "?", []skinTint{{0.16, 57.5}}, false},
		{"in the hand's box, apart from it, beside a found hand of skin's tint", image.Pt(250, 150), nil, gold, false, "N", []skinTint{{0.16, 57.5}}, false},
		{"of skin's hue, apart from it, a fingertip's shape", image.Pt(250, 150), rect(250, 150, 24, 44), skin, false, "?", nil, false},
		{"of skin's hue, apart from it, smaller than a face", image.Pt(250, 150), rect(250, 150, 30, 30), skin, false, "?", nil, false},
		// 20 px (5 working px) from the hand's bar: past the reach of
		// 2, within three times it.
		{"of skin's hue, a face's size, near the hand", image.Pt(180, 70), nil, skin, false, "?", nil, false},
		{"of gold's hue, a face's size, near the hand", image.Pt(180, 70), nil, gold, false, "N", nil, false},
		{"cut by the frame's edge", image.Pt(440, 300), nil, gold, false, "?", nil, false},
		{"no hand in the frame", image.Pt(160, 150), nil, gold, true, "N", nil, false},
		{"no hand found, cut by the frame's edge", image.Pt(440, 300), nil, gold, true, "N", nil, false},
		{"no hand found, of skin's hue, cut by the frame's edge", image.Pt(440, 300), nil, skin, true, "?", nil, false},
		{"no hand found, of gold's hue, cut by the frame's edge, 2.6 faces large", image.Pt(440, 290), rect(440, 290, 68, 60), gold, true, "?", nil, false},
		{"no hand found, of gold's hue, cut by the frame's edge, 1.6 faces large", image.Pt(440, 300), rect(440, 300, 64, 40), gold, true, "N", nil, false},
		{"no hand found, of skin's hue, apart from the frame's edge", image.Pt(250, 150), nil, skin, true, "N", nil, false},
		{"beside a hand of another hue", image.Pt(160, 150), nil, gold, false, "N", []skinTint{{0.2, 50}}, false},
		{"beside hands, one of its tint", image.Pt(160, 150), nil, gold, false, hidden, []skinTint{{0.2, 50}, {0.2, 80}}, false},
		{"beside a hand of its hue, far less coloured", image.Pt(160, 150), nil, gold, false, "N", []skinTint{{0.15, 80}}, false},
		{"of skin's hue, beside a hand of another", image.Pt(160, 150), nil, skin, false, "N", []skinTint{{0.2, 40}}, false},
		{"of skin's hue, beside a hand of that tint", image.Pt(160, 150), nil, skin, false, hidden, []skinTint{{0.2, 50}}, false},
		{"beside a hand of another hue, a fingertip's shape", image.Pt(160, 150), rect(160, 150, 24, 44), gold, false, hidden, []skinTint{{0.2, 50}}, false},
		{"touched by the hand, reaching out of its box", image.Pt(140, 176), rect(140, 176, 40, 80), gold, false, hidden, nil, false},
		{"beside a hand of another hue, cut by the frame's edge", image.Pt(440, 300), nil, gold, false, "?", []skinTint{{0.2, 50}}, false},
		{"beside the hand, an olive table's colour in other light: the table between fingers", image.Pt(160, 150), nil, between, false, hidden, []skinTint{{0.29, 56}}, false},
		{"apart from the hand, an olive table's colour in other light", image.Pt(250, 150), nil, between, false, "N", []skinTint{{0.29, 56}}, false},
		{"beside the hand, as near a pale wood's colour in its light but deeper: the neutral", image.Pt(160, 150), nil, deep, false, "N", []skinTint{{0.29, 56}}, false},
		{"beside the hand, a green cloth's colour in its light within the table's stray, richer", image.Pt(160, 150), nil, lush, false, hidden, []skinTint{{0.2, 50}}, false},
		{"apart from the hand, a green cloth's colour in its light within the table's stray", image.Pt(250, 150), nil, lush, false, "N", []skinTint{{0.2, 50}}, false},
		// In the arm's shadow, which the hidden region took in, a scale
		// from the arm: whole, and of the hand's tint (seed 7128).
		{"ringed by the table in other light only, of the hand's tint", image.Pt(250, 150), nil, gold, false, "N", []skinTint{{0.2, 86}}, true},
		{"ringed by the table in other light and touched by the hand, of its tint", image.Pt(160, 150), nil, gold, false, hidden, []skinTint{{0.2, 86}}, true},
		// Below the hand's box, its top 5 working pixels from the hand's
		// bar, three faces large (seed 16650).
		{"out of the hand's box, within reach of it, three faces large, of its tint", image.Pt(132, 195), rect(132, 195, 70, 70), gold, false, hidden, []skinTint{{0.2, 80}}, false},
		{"out of the hand's box, within reach of it, three faces large, of another tint", image.Pt(132, 195), rect(132, 195, 70, 70), gold, false, "N", []skinTint{{0.2, 50}}, false},
		{"out of the hand's box, far from it, three faces large, of its tint", image.Pt(380, 200), rect(380, 200, 70, 70), gold, false, "N", []skinTint{{0.2, 80}}, false},
	} {
		det := NewDetector(DefaultOptions())
		switch tc.stats {
		case between:
			det.table = olive
		case deep:
			det.table = pale
		case lush:
			det.table = green
		}
		det.labels.Close()
		det.labels = gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)
		det.hidden = make([]uint8, w*h)
		var big []image.Rectangle
		if !tc.noHand {
			// The hand: a bar from the frame's top down to (30..36, 0..35).
			for y := 0; y < 35; y++ {
				for x := 30; x < 36; x++ {
					det.hidden[y*w+x] = 255
				}
			}
			big = []image.Rectangle{image.Rect(20, 0, 70, 45)}
		}
		out := tc.outline
		if out == nil {
			out = square(tc.at.X, tc.at.Y)
		}
		if tc.spread {
			// A ring a working pixel wide round the face, hidden as the
			// table in other light.
			det.dropped = make([]uint8, w*h)
			box := scaleRect(image.Rect(out[0].X, out[0].Y, out[2].X, out[2].Y), 1/scale, w, h).Inset(-2)
			for y := box.Min.Y; y < box.Max.Y; y++ {
				for x := box.Min.X; x < box.Max.X; x++ {
					if x <= box.Min.X || y <= box.Min.Y || x >= box.Max.X-1 || y >= box.Max.Y-1 {
						det.hidden[y*w+x], det.dropped[y*w+x] = 255, 255
					}
				}
			}
		}
		s := StackReading{Top: rules.Neutral, Center: tc.at, Outline: out, Bounds: image.Rect(out[0].X, out[0].Y, out[2].X, out[2].Y).Intersect(image.Rect(0, 0, size.X, size.Y))}
		s.stats = tc.stats
		// Two faces of the usual size elsewhere, 40 px across.
		rs := []StackReading{s, {Top: rules.W1, Outline: square(380, 60)}, {Top: rules.B2, Outline: square(420, 60)}}
		boxes := slices.Clone(big)
		rs, boxes = det.unnameHandNeutral(rs, boxes, tc.hands, scale, size, 2)
		got := hidden
		if len(rs) == 3 {
			got = rs[0].Top.String()
		}
		if got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
		// Hidden, the hand's box takes in the face's (at working size).
		if face := scaleRect(s.Bounds, 1/scale, w, h); got == hidden && !slices.ContainsFunc(boxes, face.In) {
			t.Errorf("%s: hidden boxes %v, the face's %v outside", tc.name, boxes, face)
		}
		det.Close()
	}
}

func TestFacesRead(t *testing.T) {
	square := func(c image.Point, side int, top rules.Scale) StackReading {
		h := side / 2
		return StackReading{Top: top, Center: c, Outline: []image.Point{{c.X - h, c.Y - h}, {c.X + h, c.Y - h}, {c.X + h, c.Y + h}, {c.X - h, c.Y + h}}}
	}
	w1, b2 := rules.NewScale(rules.White, 1), rules.NewScale(rules.Black, 2)
	for _, tc := range []struct {
		name   string
		stacks []StackReading
		radius float64
		want   float64
	}{
		{"none", nil, 10, 0},
		{"one face is no measure", []StackReading{square(image.Pt(50, 50), 20, w1)}, 10, 0},
		{"unread ones do not count", []StackReading{square(image.Pt(50, 50), 20, w1), square(image.Pt(90, 50), 40, rules.NoScale)}, 10, 0},
		{"the median", []StackReading{square(image.Pt(50, 50), 18, w1), square(image.Pt(90, 50), 20, b2), square(image.Pt(130, 50), 30, w1)}, 10, 2},
		{"no radius", []StackReading{square(image.Pt(50, 50), 20, w1), square(image.Pt(90, 50), 20, b2)}, 0, 0},
	} {
		if got := facesRead(tc.stacks, tc.radius); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: facesRead = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestOnPath(t *testing.T) {
	path := []image.Point{{0, 0}, {100, 0}, {100, 100}}
	for _, tc := range []struct {
		name string
		c    image.Point
		want bool
	}{
		{"in a wide gap", image.Pt(50, 3), true},
		{"off the line", image.Pt(50, 20), false},
		{"past the head", image.Pt(-30, 0), false},
		{"in the second gap", image.Pt(96, 60), true},
		{"across the bend", image.Pt(50, 50), false},
	} {
		if got := onPath(tc.c, path, 8); got != tc.want {
			t.Errorf("%s: onPath(%v) = %v, want %v", tc.name, tc.c, got, tc.want)
		}
	}
	if onPath(image.Pt(5, 0), []image.Point{{0, 0}}, 8) {
		t.Error("one stack is no path")
	}
}

// TestFaceAcross: the median size of the faces read, in radii where each
// lies; faces not read, and readings with no outline, do not count.
func TestFaceAcross(t *testing.T) {
	face := func(c image.Point, side int, top rules.Scale) StackReading {
		b := image.Rectangle{c, c}.Inset(-side / 2)
		return StackReading{Top: top, Center: c, Outline: boxOutline(b)}
	}
	b2 := rules.NewScale(rules.Black, 2)
	for _, tc := range []struct {
		name  string
		reads [][]StackReading
		rf    radiusField
		scale float64
		want  float64
	}{
		{"none read", [][]StackReading{{{Why: noMarksSeen}}}, flatRadius(10), 1, 0},
		{"one face 20 across, radius 10", [][]StackReading{{face(image.Pt(50, 50), 20, b2)}}, flatRadius(10), 1, 2},
		{"the median of three", [][]StackReading{{face(image.Pt(50, 50), 16, b2), face(image.Pt(90, 50), 30, b2)}, {face(image.Pt(130, 50), 22, b2)}}, flatRadius(10), 1, 2.2},
		{"a face not read is no face", [][]StackReading{{face(image.Pt(50, 50), 20, b2), face(image.Pt(90, 50), 60, rules.NoScale)}}, flatRadius(10), 1, 2},
		{"at twice the working size", [][]StackReading{{face(image.Pt(100, 100), 40, b2)}}, flatRadius(10), 2, 2},
		{"where the radius grows down the frame", [][]StackReading{{face(image.Pt(50, 200), 30, b2)}}, radiusField{c: 5, dy: 0.05, lo: 5, hi: 20, box: image.Rect(0, 0, 300, 300)}, 1, 2},
	} {
		if got := faceAcross(tc.reads, tc.rf, tc.scale); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("%s: %.3f, want %.3f", tc.name, got, tc.want)
		}
	}
}

// TestOpenLarge: a piece too large for a face, a marked face joined to a
// strip thinner than a radius, opens to the face with its marks still
// holes; a piece no larger than most stays as it was, and a mask with no
// large piece comes back untouched.
func TestOpenLarge(t *testing.T) {
	const w, h, r = 160, 60, 12
	mask := make([]uint8, w*h)
	set := func(x, y int) { mask[y*w+x] = 255 }
	for y := range h {
		for x := range w {
			switch {
			case math.Hypot(float64(x-130), float64(y-30)) <= r+2: // the face
				set(x, y)
			case x >= 10 && x < 125 && y >= 26 && y < 34: // the strip, 8 thick
				set(x, y)
			}
		}
	}
	for _, d := range []image.Point{{-5, -5}, {0, 0}, {5, 5}} { // three dots
		for y := -1; y <= 1; y++ {
			for x := -1; x <= 1; x++ {
				mask[(30+d.Y+y)*w+130+d.X+x] = 0
			}
		}
	}
	small := slices.Clone(mask)
	disc := math.Pi * r * r
	out, opened := openLarge(mask, w, h, 2.5*disc, 0.3*disc, r)
	if opened == nil {
		t.Fatal("no piece opened")
	}
	if out[30*w+60] != 0 {
		t.Error("the strip's middle is still there")
	}
	if out[30*w+130] != 0 || out[25*w+125] != 0 {
		t.Error("a mark was filled")
	}
	if out[30*w+140] == 0 || out[20*w+130] == 0 {
		t.Error("the face's own pixels were opened away")
	}
	if !opened[30*w+130] || !opened[30*w+60] || opened[5*w+5] {
		t.Error("opened does not say where the large piece and its holes were")
	}
	if got, _ := openLarge(small, w, h, 1e6, 0.3*disc, r); !slices.Equal(got, small) {
		t.Error("a mask with no piece over most changed")
	}
}

func TestPlainPixel(t *testing.T) {
	green := [3]float64{191, 113, 173}
	for _, tc := range []struct {
		name string
		p    [3]float64
		want bool
	}{
		{"the table itself", green, true},
		{"a pixel yellower by JPEG's bleeding of the neutral beside it", [3]float64{195, 112, 177}, true},
		{"the table in a hand's shadow", [3]float64{150, 118, 160}, false},
		{"a hand's skin on it", [3]float64{190, 140, 160}, false},
		{"lit more", [3]float64{205, 112, 176}, false},
	} {
		if got := plainPixel(tc.p, green); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestOffSnake: a faint face read with no marks is dropped only where no
// stack of the snake may be: off its line, past its end and its path.
// Other regions, faint faces read with marks or named the neutral, and
// faint faces in the snake's gaps stay.
func TestOffSnake(t *testing.T) {
	w1 := rules.NewScale(rules.White, 1)
	read := []StackReading{{Top: w1, Marks: 1}}
	blank := []StackReading{{Why: noMarksSeen}}
	// A snake of three stacks along y = 100, 25 apart (radius 10).
	snake := blobsAt(image.Pt(100, 100), image.Pt(125, 100), image.Pt(150, 100))
	for _, tc := range []struct {
		name  string
		at    image.Point
		faint bool
		reads []StackReading
		off   bool
	}{
		{"a pool of light far off", image.Pt(160, 10), true, blank, true},
		{"beside the snake's middle, far", image.Pt(125, 40), true, blank, true},
		{"far past the snake's end", image.Pt(250, 100), true, blank, true},
		{"past the snake's end across a gap, two stacks' room", image.Pt(210, 100), true, blank, false},
		{"past the end, a stack on", image.Pt(175, 100), true, blank, false},
		{"in a gap of the line", image.Pt(112, 100), true, blank, false},
		{"a region of the foreground, far off", image.Pt(160, 10), false, blank, false},
		{"read with a mark, far off", image.Pt(160, 10), true, read, false},
		{"named the neutral, far off", image.Pt(160, 10), true, []StackReading{{Top: rules.Neutral}}, false},
	} {
		kept := append(slices.Clone(snake), blob{center: tc.at, faint: tc.faint})
		reads := [][]StackReading{read, read, read, tc.reads}
		got := offSnake(kept, reads, nil, flatRadius(10), 1)
		if off := slices.Contains(got, 3); off != tc.off || len(got) > 1 {
			t.Errorf("%s: offSnake = %v, want the face off %v", tc.name, got, tc.off)
		}
	}
	// Searched again enlarged (scale 2 here), the stacks the first search
	// found are the snake: a faint face between two of them stays.
	known := []StackReading{{Top: w1, Center: image.Pt(200, 200)}, {Top: w1, Center: image.Pt(250, 200)}}
	lone := []blob{{center: image.Pt(112, 100), faint: true}}
	if got := offSnake(lone, [][]StackReading{blank}, known, flatRadius(10), 2); len(got) != 0 {
		t.Errorf("between two stacks found first: offSnake = %v, want none", got)
	}
	if got := offSnake(lone, [][]StackReading{blank}, nil, flatRadius(10), 2); len(got) != 1 {
		t.Errorf("alone: offSnake = %v, want it off", got)
	}
}

// TestBarFreed: a region's lone mark too large for one, read again with
// its lit side filled as one stripe of a stripe's size where it was, is
// that stripe; dots, marks elsewhere, or more marks are not.
func TestBarFreed(t *testing.T) {
	b1 := rules.NewScale(rules.Black, 1)
	one := func(tile, long float64, at image.Point) StackReading {
		return StackReading{Top: b1, Marks: 1, markTile: tile, markLong: long, marksAt: []image.Point{at}}
	}
	big := one(0.29, 1.9, image.Pt(100, 100))
	for _, tc := range []struct {
		name string
		r    StackReading
		wide StackReading
		want bool
	}{
		{"a stripe freed", big, one(0.07, 6, image.Pt(110, 104)), true},
		{"a dot", big, one(0.05, 1.2, image.Pt(110, 104)), false},
		{"still too large", big, one(0.2, 3, image.Pt(110, 104)), false},
		{"elsewhere", big, one(0.07, 6, image.Pt(140, 100)), false},
		{"the lone mark was no larger than a stripe", one(0.1, 1.9, image.Pt(100, 100)), one(0.07, 6, image.Pt(110, 104)), false},
		{"two marks", big, StackReading{Top: rules.NewScale(rules.Black, 2), Marks: 2, markTile: 0.07, markLong: 6, marksAt: []image.Point{{95, 100}, {110, 100}}}, false},
	} {
		if got := barFreed(tc.r, tc.wide, 40); got != tc.want {
			t.Errorf("%s: barFreed = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDoubtCutShort: a face read with one or two marks, smaller than the
// frame's usual one, dented, a ragged hole as like a mark as its marks in
// it, is said unread, black or white; a small whole face, a dented face
// of the usual size, one with three marks, one with no such hole, or one
// dented by less than cutSolid stays.
func TestDoubtCutShort(t *testing.T) {
	b1, b3, w1 := rules.NewScale(rules.Black, 1), rules.NewScale(rules.Black, 3), rules.NewScale(rules.White, 1)
	square := func(x, side int, top rules.Scale, marks int) StackReading {
		b := image.Rect(x, 0, x+side, side)
		return StackReading{Top: top, Marks: marks, Center: boxCentre(b), Bounds: b, Outline: []image.Point{{x, 0}, {x + side, 0}, {x + side, side}, {x, side}, {x, side / 2}}}
	}
	// A square with a bite d deep out of one side: 1 - d/2side of its
	// hull.
	bittenBy := func(x, side, d int, top rules.Scale, marks int) StackReading {
		b := image.Rect(x, 0, x+side, side)
		return StackReading{Top: top, Marks: marks, Center: boxCentre(b), Bounds: b, Outline: []image.Point{{x, 0}, {x + side, 0}, {x + side, side}, {x + side/2, side - d}, {x, side}}, markRagged: true}
	}
	// 0.7 of its hull.
	bitten := func(x, side int, top rules.Scale, marks int) StackReading {
		return bittenBy(x, side, side*6/10, top, marks)
	}
	for _, tc := range []struct {
		name string
		s    StackReading
		want rules.Scale
	}{
		{"small and dented, one mark", bitten(300, 34, b1, 1), rules.NoScale},
		{"small and whole", square(300, 32, b1, 1), b1},
		{"dented, of the usual size", bitten(300, 44, b1, 1), b1},
		{"small and dented, three marks", bitten(300, 34, b3, 3), b3},
		{"small and dented, no light piece of a mark", func() StackReading { s := bitten(300, 34, b1, 1); s.markRagged = false; return s }(), b1},
		{"small and dented, a mark cut at its rim", func() StackReading { s := bitten(300, 34, b1, 1); s.markRagged, s.markAtRim = false, true; return s }(), rules.NoScale},
		{"whole, a mark-lit notch at its rim", func() StackReading { s := square(300, 40, b1, 1); s.markAtRim = true; return s }(), b1},
		{"half the usual face, convex, a mark cut at its rim", func() StackReading { s := square(300, 30, b1, 1); s.markAtRim = true; return s }(), rules.NoScale},
		{"0.64 of the usual face, convex, a mark cut at its rim", func() StackReading { s := square(300, 32, b1, 1); s.markAtRim = true; return s }(), b1},
		{"white, small and dented to 0.90 of its hull", bittenBy(300, 34, 7, w1, 1), rules.NoScale},
		{"white, small and dented to 0.94 of its hull", bittenBy(300, 34, 4, w1, 1), w1},
	} {
		rs := []StackReading{square(0, 40, b1, 1), square(60, 40, b1, 1), square(120, 40, b1, 1), tc.s}
		doubtCutShort(rs)
		if got := rs[3].Top; got != tc.want {
			t.Errorf("%s: %v (%q), want %v (share %.2f, solid %.2f)", tc.name, got, rs[3].Why, tc.want, polygonArea(tc.s.Outline)/1600, solidity(tc.s.Outline))
		}
	}
}

// TestDoubtChordCut: a face read with two marks, convex but cut along a
// chord (a finger of the table's colour over it), is said unread; a whole
// disc, a hexagon seen aslant, a face with its side band (larger than the
// usual face), and one cut so with one mark or three are not. Where no
// hand was found, only a face cut deep.
func TestDoubtChordCut(t *testing.T) {
	b1, b2, b3 := rules.NewScale(rules.Black, 1), rules.NewScale(rules.Black, 2), rules.NewScale(rules.Black, 3)
	// A polygon of n corners round c, radius r, squashed to squash of
	// its height (seen aslant), keeping the points p says to keep.
	ring := func(c image.Point, r float64, n int, squash float64, keep func(x, y float64) bool) []image.Point {
		var pts []image.Point
		for i := 0; i < n; i++ {
			a := 2 * math.Pi * float64(i) / float64(n)
			x, y := r*math.Cos(a), squash*r*math.Sin(a)
			if keep(x, y) {
				pts = append(pts, image.Pt(c.X+int(math.Round(x)), c.Y+int(math.Round(y))))
			}
		}
		return pts
	}
	all := func(x, y float64) bool { return true }
	face := func(x int, outline []image.Point, top rules.Scale, marks int) StackReading {
		return StackReading{Top: top, Marks: marks, Confidence: 0.9, Center: image.Pt(x, 40), Outline: outline}
	}
	disc := func(x int, keep func(x, y float64) bool) []image.Point {
		return ring(image.Pt(x, 40), 20, 48, 0.8, keep)
	}
	for _, tc := range []struct {
		name string
		s    StackReading
		hand bool // a hand was found in the frame
		want rules.Scale
	}{
		{"a disc cut along a chord", face(400, disc(400, func(x, y float64) bool { return x < 4 }), b2, 2), true, rules.NoScale},
		{"a disc whole", face(400, disc(400, all), b2, 2), true, b2},
		{"a hexagon aslant, whole", face(400, ring(image.Pt(400, 40), 21, 6, 0.7, all), b2, 2), true, b2},
		{"a disc cut along a chord, three marks", face(400, disc(400, func(x, y float64) bool { return x < 4 }), b3, 3), true, b3},
		{"a disc cut along a chord, one mark", face(400, disc(400, func(x, y float64) bool { return x < 4 }), b1, 1), true, b1},
		{"a disc with its side band below, larger than the usual face", face(400, append(disc(400, func(x, y float64) bool { return y < 0 }), image.Pt(420, 40), image.Pt(420, 60), image.Pt(380, 60), image.Pt(380, 40)), b2, 2), true, b2},
		{"a disc cut shallow along a chord, a hand found", face(400, disc(400, func(x, y float64) bool { return x < 10 }), b2, 2), true, rules.NoScale},
		{"a disc cut shallow along a chord, no hand found", face(400, disc(400, func(x, y float64) bool { return x < 10 }), b2, 2), false, b2},
		{"a hexagon aslant, whole, no hand found", face(400, ring(image.Pt(400, 40), 21, 6, 0.7, all), b2, 2), false, b2},
	} {
		rs := []StackReading{face(0, disc(0, all), b2, 2), face(100, disc(100, all), b2, 2), face(200, disc(200, all), b2, 2), tc.s}
		doubtChordCut(rs, tc.hand)
		if got := rs[3].Top; got != tc.want {
			t.Errorf("%s: %v (%q), want %v (symmetry %.2f, solid %.2f)", tc.name, got, rs[3].Why, tc.want, selfSymmetry(tc.s.Outline), solidity(tc.s.Outline))
		}
	}
}

// TestDoubtChordCutNoHand: where no hand was found, outlines read from
// POV-Ray scenes: a W2 seen close under a finger of the wood's colour,
// cut past its middle, is said unread; a whole B2 on a tall stack, as
// lopsided as any whole face read in frames with no hand, is not.
func TestDoubtChordCutNoHand(t *testing.T) {
	pts := func(xy ...int) []image.Point {
		var p []image.Point
		for i := 0; i+1 < len(xy); i += 2 {
			p = append(p, image.Pt(xy[i], xy[i+1]))
		}
		return p
	}
	shift := func(o []image.Point, dx int) []image.Point {
		var p []image.Point
		for _, q := range o {
			p = append(p, q.Add(image.Pt(dx, 0)))
		}
		return p
	}
	w2, b2, b3 := rules.NewScale(rules.White, 2), rules.NewScale(rules.Black, 2), rules.NewScale(rules.Black, 3)
	// Seed 9126: the B3 beside it, a quarter under the hand, and the W2.
	b3Cut := pts(555, 129, 504, 173, 490, 194, 482, 226, 555, 272, 572, 255, 589, 253, 599, 257, 613, 274, 613, 291, 601, 306, 693, 369, 708, 369, 744, 323, 759, 277, 756, 211, 737, 173, 691, 129, 652, 114, 594, 114)
	w2Cut := pts(109, 271, 89, 312, 87, 378, 106, 426, 147, 470, 198, 492, 261, 492, 320, 467, 358, 429, 290, 373, 281, 380, 257, 378, 242, 361, 244, 337, 235, 329, 215, 344, 189, 337, 179, 322, 179, 307, 189, 290, 138, 249, 128, 247)
	// Seed 7771: the B2, with three faces of its size beside it.
	b2Whole := pts(555, 379, 550, 384, 554, 389, 545, 400, 545, 410, 552, 417, 556, 417, 564, 411, 575, 417, 585, 407, 585, 395, 573, 382)
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want rules.Scale // the last reading's top after
	}{
		{"a W2 under a finger (seed 9126)", []StackReading{
			{Top: b3, Marks: 3, Confidence: 0.81, Center: image.Pt(621, 244), Outline: b3Cut},
			{Top: w2, Marks: 2, Confidence: 0.9, Center: image.Pt(224, 370), Outline: w2Cut},
		}, rules.NoScale},
		{"a whole B2 on a tall stack (seed 7771)", []StackReading{
			{Top: b2, Marks: 2, Confidence: 0.9, Center: image.Pt(465, 398), Outline: shift(b2Whole, -100)},
			{Top: b2, Marks: 2, Confidence: 0.9, Center: image.Pt(665, 398), Outline: shift(b2Whole, 100)},
			{Top: b2, Marks: 2, Confidence: 0.9, Center: image.Pt(765, 398), Outline: shift(b2Whole, 200)},
			{Top: b2, Marks: 2, Confidence: 0.9, Center: image.Pt(565, 398), Outline: b2Whole},
		}, b2},
	} {
		last := tc.rs[len(tc.rs)-1]
		doubtChordCut(tc.rs, false)
		if got := tc.rs[len(tc.rs)-1].Top; got != tc.want {
			t.Errorf("%s: %v (%q), want %v (symmetry %.3f, solid %.3f)", tc.name, got, tc.rs[len(tc.rs)-1].Why, tc.want, selfSymmetry(last.Outline), solidity(last.Outline))
		}
	}
}

// TestSelfSymmetry: a face of any scale's shape, whole, is its own mirror
// image through its middle; cut along a chord it is not.
func TestSelfSymmetry(t *testing.T) {
	for _, tc := range []struct {
		name     string
		outline  []image.Point
		min, max float64
	}{
		{"square", []image.Point{{0, 0}, {30, 0}, {30, 30}, {0, 30}}, 0.97, 1},
		{"rhombus", []image.Point{{20, 0}, {40, 15}, {20, 30}, {0, 15}}, 0.9, 1},
		{"triangle", []image.Point{{0, 0}, {40, 0}, {0, 40}}, 0, 0.6},
		{"half a square's corner cut off", []image.Point{{0, 0}, {30, 0}, {30, 10}, {10, 30}, {0, 30}}, 0.6, 0.85},
		{"a line", []image.Point{{0, 0}, {30, 0}}, 0, 0},
	} {
		if got := selfSymmetry(tc.outline); got < tc.min || got > tc.max {
			t.Errorf("%s: %.2f, want %.2f to %.2f", tc.name, got, tc.min, tc.max)
		}
	}
}

// TestGoldBlank: of the faces grown from a gap's specks, only one with
// no marks, of gold's hue and chroma, may be the neutral, kept to be
// weighed; a face read, one said unread for another reason, and a blank
// face of the cloth's grey or green are the table's grain.
func TestGoldBlank(t *testing.T) {
	gold := faceStats{meanL: 206, meanA: 128 - 6, meanB: 128 + 45} // the neutral on yellow cloth, seed 6127
	for _, tc := range []struct {
		name string
		r    StackReading
		want bool
	}{
		{"a blank gold face", StackReading{Top: rules.NoScale, Why: noMarksSeen, stats: gold}, true},
		{"a face read", StackReading{Top: rules.NewScale(rules.White, 1), stats: gold}, false},
		{"unread for another reason", StackReading{Top: rules.NoScale, Why: "stacks run together", stats: gold}, false},
		{"a blank grey face", StackReading{Top: rules.NoScale, Why: noMarksSeen, stats: faceStats{meanL: 180, meanA: 129, meanB: 131}}, false},
		{"a blank green face", StackReading{Top: rules.NoScale, Why: noMarksSeen, stats: faceStats{meanL: 150, meanA: 128 - 30, meanB: 128 + 20}}, false},
		{"a blank pale yellow face, under gold's chroma", StackReading{Top: rules.NoScale, Why: noMarksSeen, stats: faceStats{meanL: 220, meanA: 128, meanB: 128 + 15}}, false},
	} {
		if got := goldBlank(tc.r); got != tc.want {
			t.Errorf("%s: goldBlank %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestGoldInHull counts the gold of a black face that runs to its rim,
// which is no hole in its dark part, as lying in that part's hull; gold
// beyond the hull (a neighbour's) is not counted.
func TestGoldInHull(t *testing.T) {
	const bw, bh = 20, 20
	var pts []image.Point
	gold := make([]uint8, bw*bh)
	for y := 2; y < 14; y++ {
		for x := 2; x < 14; x++ {
			if x >= 6 && x < 9 && y < 11 { // a stripe from the rim in
				gold[y*bw+x] = 255
				continue
			}
			pts = append(pts, image.Pt(x, y))
		}
	}
	gold[17*bw+17] = 255 // past the face
	in, n := goldInHull(pts, gold, bw, bh)
	if n != 27 || in == nil || in[5*bw+7] == 0 || in[17*bw+17] != 0 {
		t.Errorf("%d gold pixels in the hull, want 27 (hull has the stripe: %v)", n, in != nil && in[5*bw+7] != 0)
	}
	if in, n := goldInHull(pts, make([]uint8, bw*bh), bw, bh); in != nil || n != 0 {
		t.Errorf("no gold: %d in the hull, mask %v", n, in != nil)
	}
}

// TestFarRadius: the faces cut whole beside a hand give a radius only
// where two or more agree; one compact piece with holes may be a
// knuckle and its creases.
func TestFarRadius(t *testing.T) {
	for _, tc := range []struct {
		name  string
		faces []float64
		want  float64
	}{
		{"none", nil, 0},
		{"one piece", []float64{12}, 0},
		{"two faces", []float64{12, 14}, 14},
		{"four faces, the median", []float64{11.9, 12.2, 13.7, 13.8}, 13.7},
	} {
		d := &Detector{farFaces: tc.faces}
		if got := d.farRadius(); got != tc.want {
			t.Errorf("%s: far radius %.1f, want %.1f", tc.name, got, tc.want)
		}
	}
}

// TestScaleOnOtherSurface: a face-like region of the table's colour in
// other light is a scale where its rim steps sharply out of the table,
// as a face's does through JPEG too; the table's own pieces step far
// less, and a region of no face's shape stays the table.
func TestScaleOnOtherSurface(t *testing.T) {
	const sharp = 21.1 // khaki wood's grain, seed 15851
	for _, tc := range []struct {
		name     string
		faceLike bool
		rim      float64
		want     bool
	}{
		{"the neutral on wood as JPEG q80, 2.79 of sharp", true, 58.9, true},
		{"the same as PNG, 3.44", true, 72.6, true},
		{"a pale fold's lit piece, 1.35", true, 1.35 * sharp, false},
		{"just short of 2.5", true, 2.45 * sharp, false},
		{"sharp but long: no face", false, 72.6, false},
	} {
		if got := scaleOnOtherSurface(tc.faceLike, tc.rim, sharp); got != tc.want {
			t.Errorf("%s: scaleOnOtherSurface %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestNotHandsBy: a gold face is of no hand's skin off its hue, or far
// richer for its lightness; a whole face apart from the hand's box need
// be less so (seed 16881: 8 degrees from the hand's hue, 1.32 times its
// chroma).
func TestNotHandsBy(t *testing.T) {
	hands := []skinTint{{shade: 0.19, hue: 67}}
	face := func(hue, shade float64) faceStats {
		const l = 160.0
		return faceStats{meanL: l, meanA: 128 + shade*l*math.Cos(hue*math.Pi/180), meanB: 128 + shade*l*math.Sin(hue*math.Pi/180)}
	}
	for _, tc := range []struct {
		name            string
		stats           faceStats
		hands           []skinTint
		inBox, outOfBox bool
	}{
		{"the neutral by a hand, 1.32 times its chroma (seed 16881)", face(75, 0.25), hands, false, true},
		{"a fingertip, of its chroma", face(70, 0.19), hands, false, false},
		{"a palm, lit richer, 1.2 times", face(64, 0.228), hands, false, false},
		{"the neutral 1.6 times as rich", face(75, 0.304), hands, true, true},
		{"off the hand's hue", face(85, 0.2), hands, true, true},
		{"no hand known", face(75, 0.25), nil, false, false},
	} {
		if got := notHandsBy(tc.stats, tc.hands, skinChromaReach); got != tc.inBox {
			t.Errorf("%s: not the hand's by %v: %v, want %v", tc.name, skinChromaReach, got, tc.inBox)
		}
		if got := notHandsBy(tc.stats, tc.hands, apartChromaReach); got != tc.outOfBox {
			t.Errorf("%s: not the hand's by %v: %v, want %v", tc.name, apartChromaReach, got, tc.outOfBox)
		}
	}
}
