package vision

import (
	"image/color"
	"math/rand/v2"
	"testing"
)

// TestDetectTables reads snakes on tables at either end of the range, pale
// (light wood, pastel cloth) and dark (walnut, deep felt), on tables whose
// edge is in the picture, on planks, and with black faces that reflect a
// lamp, every other frame seen obliquely. Where
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
	for _, tone := range []struct {
		name  string
		style func(*rand.Rand, *SceneStyle)
	}{{"pale", table(PaleTable)}, {"dark", table(DarkTable)}, {"edge", edge}, {"planks", planks}, {"glossy", glossy}} {
		var score tally
		hidden := 0
		for i := 0; i < frames; i++ {
			st := RandomStyle(rng, 1280, 720)
			tone.style(rng, &st)
			want, got, obs, img := readRandom(t, det, rng, &st, i)
			if len(obs.Occluded) > 0 {
				hidden++
				dumpFrame(t, img, tone.name, i)
				t.Logf("%s frame %d: %d regions said to hide the snake, with no hand in the picture", tone.name, i, len(obs.Occluded))
			}
			if w := score.add(want, got); w > 0 {
				dumpFrame(t, img, tone.name, i)
				t.Logf("%s frame %d (table %v, %s, %s, tilt %.2f): %d wrong\n  want %v\n  got  %v", tone.name, i, st.Table, st.Shape, st.Marks+"/"+st.Layout, st.View.Tilt, w, want, got)
			}
			img.Close()
		}
		t.Logf("%s tables: %d/%d frames right, %d/%d stacks wrong, %d said hidden", tone.name, score.right, frames, score.wrong, score.stacks, hidden)
		// Short of the 99%: the floor is what the detector reaches
		// today (see the note on issue 3), so that it can only get better.
		if f := floorTables[tone.name]; frames == 40 && (score.right < f.right || score.wrong > f.wrong) {
			t.Errorf("%s tables: %d/%d frames right, %d stacks wrong: worse than %d frames and %d stacks", tone.name, score.right, frames, score.wrong, f.right, f.wrong)
		}
		// A region said to hide the snake stops the referee reading the
		// frame; with no hand in the picture there should be none.
		if frames == 40 && hidden > 2 {
			t.Errorf("%s tables: %d frames said hidden with no hand in them", tone.name, hidden)
		}
	}
}

// table sets a scene's table colour.
func table(tone func(*rand.Rand) color.RGBA) func(*rand.Rand, *SceneStyle) {
	return func(rng *rand.Rand, st *SceneStyle) { st.Table = tone(rng) }
}

// floorTables: today the pale and dark tables are read right in all 40
// frames, those with their edge in view in 39 (1 stack wrong), glossy
// black faces in 39 (1 wrong), planks of unlike tones in 38 (10 stacks
// wrong, most in one frame where stacks touch); each floor leaves two
// frames of slack or more.
var floorTables = map[string]tally{
	"pale":   {right: 38, wrong: 2},
	"dark":   {right: 38, wrong: 2},
	"edge":   {right: 37, wrong: 3},
	"planks": {right: 36, wrong: 14},
	"glossy": {right: 36, wrong: 4},
}
