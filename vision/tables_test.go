package vision

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"gocv.io/x/gocv"
)

// TestDetectTables reads snakes on tables at either end of the range, pale
// (light wood, pastel cloth) and dark (walnut, deep felt), on tables whose
// edge is in the picture, on planks, with black faces that reflect a
// lamp, and on cloths with folds, of any colour and pale (the cream cloth
// of the shared scenes, folded harder), every other frame seen obliquely. Where
// the table comes near the white or the black scales, the rim of table
// round a face must not join it; the floor beyond the table's edge is
// neither a stack nor something hiding the snake.
func TestDetectTables(t *testing.T) {
	frames := evalFrames("PANTAREI_TABLE_FRAMES", 40)
	det := NewDetector(DefaultOptions())
	defer det.Close()
	rng := rand.New(rand.NewPCG(23, 99))
	edge := func(rng *rand.Rand, st *SceneStyle) { st.Edge = true }
	planks := func(rng *rand.Rand, st *SceneStyle) { st.Planks = true }
	glossy := func(rng *rand.Rand, st *SceneStyle) { st.Gloss = 0.3 + 0.6*rng.Float64() }
	folds := func(rng *rand.Rand, st *SceneStyle) { st.Folds = true }
	paleFolds := func(rng *rand.Rand, st *SceneStyle) { st.Table, st.Folds = PaleTable(rng), true }
	for _, tone := range []struct {
		name  string
		style func(*rand.Rand, *SceneStyle)
	}{{"pale", table(PaleTable)}, {"dark", table(DarkTable)}, {"edge", edge}, {"planks", planks}, {"glossy", glossy}, {"folds", folds}, {"palefolds", paleFolds}} {
		c := checkTables(t, det, rng, tone.name, frames, func(rng *rand.Rand, st *SceneStyle, _ int) string {
			tone.style(rng, st)
			return fmt.Sprintf("table %v", st.Table)
		})
		t.Logf("%s tables: %d/%d frames right, %d/%d stacks wrong (%d read as what they are not), %d said hidden; %d frames wrong without saying so", tone.name, c.score.right, frames, c.score.wrong, c.score.stacks, c.claimed, c.hidden, c.silent)
		// Short of the 99%: the floor is what the detector reaches
		// today (see the note on issue 3), so that it can only get better.
		// A region said to hide the snake stops the referee reading the
		// frame; with no hand in the picture there should be none.
		f := floorTables[tone.name]
		if frames == 40 && (c.score.right < f.right || c.score.wrong > f.wrong || c.silent > f.silent || c.hidden > f.hidden) {
			t.Errorf("%s tables: %d/%d frames right, %d stacks wrong, %d wrong without saying so, %d said hidden: worse than %+v", tone.name, c.score.right, frames, c.score.wrong, c.silent, c.hidden, f)
		}
	}
}

// table sets a scene's table colour.
func table(tone func(*rand.Rand) color.RGBA) func(*rand.Rand, *SceneStyle) {
	return func(rng *rand.Rand, st *SceneStyle) { st.Table = tone(rng) }
}

// floorTables: today the pale and dark tables are read right in all 40
// frames, those with their edge in view in 40 (1 said hidden), glossy
// black faces in 39, planks of unlike tones in 39 (6 stacks wrong in one
// frame where stacks touch, said so; 1 frame said hidden), and cloths
// with folds of any colour in 40. Pale cloths with folds cost the most:
// 34 frames right, 30 stacks wrong, 3 frames said hidden, none wrong
// without saying so. A fold's lit flank is as bright above a pale cloth
// as a white face, and is taken out of the foreground only where it is
// the cloth's colour in other light, runs off the frame or across an
// eighth of it, and fades at its border (dropTableLight). Each floor
// leaves two frames of slack or more.
var floorTables = map[string]struct{ right, wrong, silent, hidden int }{
	"pale":      {right: 38, wrong: 2, silent: 1, hidden: 2},
	"dark":      {right: 38, wrong: 2, silent: 1, hidden: 2},
	"edge":      {right: 37, wrong: 3, silent: 1, hidden: 2},
	"planks":    {right: 36, wrong: 14, silent: 1, hidden: 2},
	"glossy":    {right: 36, wrong: 4, silent: 2, hidden: 2},
	"folds":     {right: 38, wrong: 6, silent: 1, hidden: 2},
	"palefolds": {right: 32, wrong: 40, silent: 2, hidden: 5},
}

// TestDetectGreyClothFolds reads snakes on dark grey cloths with folds,
// every other frame seen obliquely. On a grey table a white face is the
// table's colour lit more, so the table in other light was not looked
// for: a fold's lit flank, a tenth lighter than the cloth, was an arm
// hiding the snake, and the stacks it touched were said unread (22 of 24
// frames right, 2 said hidden; 96 of 120 and 18). Today 24 of 24, none
// said hidden (109 of 120, 1), none wrong without saying so.
func TestDetectGreyClothFolds(t *testing.T) {
	frames := evalFrames("PANTAREI_GREY_FRAMES", 24)
	det := NewDetector(DefaultOptions())
	defer det.Close()
	rng := rand.New(rand.NewPCG(31, 7))
	c := checkTables(t, det, rng, "greyfolds", frames, func(rng *rand.Rand, st *SceneStyle, _ int) string {
		v := 50 + rng.IntN(80)
		st.Table = color.RGBA{uint8(v + rng.IntN(5)), uint8(v + rng.IntN(5)), uint8(v + rng.IntN(5)), 255}
		st.Folds = true
		return fmt.Sprintf("table %v", st.Table)
	})
	t.Logf("grey cloths with folds: %d/%d frames right, %d/%d stacks wrong, %d said hidden; %d frames wrong without saying so", c.score.right, frames, c.score.wrong, c.score.stacks, c.hidden, c.silent)
	if frames == 24 && (c.score.right < 22 || c.hidden > 1 || c.silent > 0) {
		t.Errorf("grey cloths with folds: %d/%d frames right, %d said hidden, %d wrong without saying so: worse than 22, 1 and 0", c.score.right, frames, c.hidden, c.silent)
	}
}

// TestDetectLightPools reads snakes on tables part of which a lamp or a
// window lights more, in light of another colour than the room's: its
// fringe, fading, in the picture or the whole pool. Light is no hand: a
// frame with no hand says no region hides the snake, and no stack is
// read where there is only light.
func TestDetectLightPools(t *testing.T) {
	frames := evalFrames("PANTAREI_POOL_FRAMES", 40)
	det := NewDetector(DefaultOptions())
	defer det.Close()
	rng := rand.New(rand.NewPCG(41, 3))
	c := checkTables(t, det, rng, "pool", frames, func(rng *rand.Rand, st *SceneStyle, i int) string {
		if i%3 == 0 {
			st.Table = PaleTable(rng)
		}
		st.Pool = 0.2 + 0.6*rng.Float64()
		return fmt.Sprintf("table %v, pool %.2f", st.Table, st.Pool)
	})
	t.Logf("pools of light: %d/%d frames right, %d/%d stacks wrong, %d said hidden; %d frames wrong without saying so", c.score.right, frames, c.score.wrong, c.score.stacks, c.hidden, c.silent)
	// Today 37 of 40 frames are read right (96 of 100), none said hidden
	// (2 of 100 before followLight) and none wrong without a word. Of the
	// three, two are white faces in a strong pool on a pale table, as
	// light as the table there (frames 27, 39), one a patch of the lit
	// table beside the snake (frame 36), each said unread.
	if frames == 40 && (c.score.right < 35 || c.hidden > 0 || c.silent > 0) {
		t.Errorf("pools of light: %d/%d frames right, %d said hidden, %d wrong without saying so: worse than 35, 0 and 0", c.score.right, frames, c.hidden, c.silent)
	}
}

// tableCheck tallies the frames of a check of tables: frames and stacks
// read right, frames with a region said to hide the snake (there is no
// hand in them), frames wrong without a word, and stacks read as what
// they are not.
type tableCheck struct {
	name                    string
	score                   tally
	hidden, silent, claimed int
}

// checkTables reads frames frames, each in a RandomStyle that style then
// changes for frame i, returning what its table is, tallied as name.
func checkTables(t *testing.T, det *Detector, rng *rand.Rand, name string, frames int, style func(rng *rand.Rand, st *SceneStyle, i int) string) tableCheck {
	c := tableCheck{name: name}
	for i := 0; i < frames; i++ {
		st := RandomStyle(rng, 1280, 720)
		about := style(rng, &st, i)
		c.read(t, det, rng, &st, i, about)
	}
	return c
}

// read renders frame i in style st, reads it and tallies it, keeping
// (dumpFrame) and logging it, about telling its table, if it is wrong or
// said hidden.
func (c *tableCheck) read(t *testing.T, det *Detector, rng *rand.Rand, st *SceneStyle, i int, about string) {
	want, got, obs, img := readRandom(t, det, rng, st, i)
	defer img.Close()
	if len(obs.Occluded) > 0 {
		c.hidden++
		dumpFrame(t, img, c.name, i)
		t.Logf("%s frame %d (%s): %d regions said to hide the snake, with no hand in the picture", c.name, i, about, len(obs.Occluded))
	}
	c.claimed += wrongClaims(want, got)
	if w := c.score.add(want, got); w > 0 {
		if !slices.Contains(got, "?") && len(obs.Occluded) == 0 {
			c.silent++
		}
		dumpFrame(t, img, c.name, i)
		t.Logf("%s frame %d (%s, %s, %s, tilt %.2f): %d wrong\n  want %v\n  got  %v", c.name, i, about, st.Shape, st.Marks+"/"+st.Layout, st.View.Tilt, w, want, got)
	}
}

// TestGrain: a region as smooth as skin on wood's grain is told from the
// table round it, and a patch of the table lit more keeps its grain.
func TestGrain(t *testing.T) {
	const w, h = 80, 60
	region := image.Rect(20, 15, 60, 45)
	wood := func(x, y int) float64 { return 100 + 12*math.Sin(float64(x)*1.7+float64(y)*0.3) }
	for _, tc := range []struct {
		name        string
		in          func(x, y int) float64
		least, most float64 // the region's grain over the table's
	}{
		{"an arm, smooth, lighter", func(x, y int) float64 { return 150 - 0.5*math.Abs(float64(y-30)) }, 0, 0.2},
		{"the wood in a lamp's light", func(x, y int) float64 { return 1.4 * wood(x, y) }, 0.9, 1.1},
	} {
		d := &Detector{}
		d.lab = gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3)
		d.labels = gocv.NewMatWithSize(h, w, gocv.MatTypeCV32SC1)
		lab, _ := d.lab.DataPtrUint8()
		lbl := int32View(&d.labels)
		for y := range h {
			for x := range w {
				v := wood(x, y)
				if image.Pt(x, y).In(region) {
					v = tc.in(x, y)
					lbl[y*w+x] = 1
				}
				copy(lab[3*(y*w+x):], []uint8{uint8(min(255, v)), 140, 150})
			}
		}
		in, table := d.grain(blob{label: 1, box: region})
		d.lab.Close()
		d.labels.Close()
		if table < grainSeen {
			t.Fatalf("%s: the wood's grain %.2f, under what tells (%.1f)", tc.name, table, grainSeen)
		}
		if r := in / table; r < tc.least || r > tc.most {
			t.Errorf("%s: grain %.2f against the wood's %.2f (%.2f), want %.2f to %.2f", tc.name, in, table, r, tc.least, tc.most)
		}
	}
}
