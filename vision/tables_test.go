package vision

import (
	"image/color"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

// TestDetectPaleAndDarkTables reads snakes on tables at either end of the
// range, pale (light wood, pastel cloth) and dark (walnut, deep felt),
// every other frame seen obliquely: where the table comes near the white
// or the black scales, the rim of table round a face must not join it.
func TestDetectPaleAndDarkTables(t *testing.T) {
	frames := 40
	if n, _ := strconv.Atoi(os.Getenv("PANTAREI_TABLE_FRAMES")); n > 0 {
		frames = n // an evaluation on more frames; the floor below does not apply
	}
	det := NewDetector(DefaultOptions())
	defer det.Close()
	rng := rand.New(rand.NewPCG(23, 99))
	for _, tone := range []struct {
		name  string
		table func(*rand.Rand) color.RGBA
	}{{"pale", PaleTable}, {"dark", DarkTable}} {
		var score tally
		for i := 0; i < frames; i++ {
			st := RandomStyle(rng, 1280, 720)
			st.Table = tone.table(rng)
			want, got, img := readRandom(t, det, rng, &st, i)
			if w := score.add(want, got); w > 0 {
				dumpFrame(t, img, tone.name, i)
				t.Logf("%s frame %d (table %v, %s, %s, tilt %.2f): %d wrong\n  want %v\n  got  %v", tone.name, i, st.Table, st.Shape, st.Marks+"/"+st.Layout, st.View.Tilt, w, want, got)
			}
			img.Close()
		}
		t.Logf("%s tables: %d/%d frames right, %d/%d stacks wrong", tone.name, score.right, frames, score.wrong, score.stacks)
		// Short of the 99%: the floor is what the detector reaches
		// today (see the note on issue 3), so that it can only get better.
		if f := floorTables[tone.name]; frames == 40 && (score.right < f.right || score.wrong > f.wrong) {
			t.Errorf("%s tables: %d/%d frames right, %d stacks wrong: worse than %d frames and %d stacks", tone.name, score.right, frames, score.wrong, f.right, f.wrong)
		}
	}
}

// floorTables: today every one of the 40 frames of each kind is read right;
// the floor leaves two frames of slack, no more.
var floorTables = map[string]tally{"pale": {right: 38, wrong: 2}, "dark": {right: 38, wrong: 2}}
