package vision

import (
	"image"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestDetectTouching reads snakes whose scales lie nearly edge to edge,
// as players often lay them: the gaps between stacks are a pixel or two
// at the working size, filled by blur and shadow, and stacks of one
// colour run together into one region, to be told apart by their faces.
func TestDetectTouching(t *testing.T) {
	frames := evalFrames("PANTAREI_TOUCH_FRAMES", 30)
	det := NewDetector(DefaultOptions())
	defer det.Close()
	// PANTAREI_TOUCH_SEED draws other frames than those the detector was
	// looked at on (31): unseen ones, to which the floors do not apply.
	seed := evalSeed("PANTAREI_TOUCH_SEED", 31)
	rng := rand.New(rand.NewPCG(seed, 7))
	for _, shape := range []string{"rsquare", "hex", "disc"} {
		var score tally
		claimed := 0 // stacks read as a scale they are not, or read where none is
		for i := 0; i < frames; i++ {
			st := RandomStyle(rng, 1280, 720)
			st.Shape = shape
			st.Spacing = 1.03 + 0.1*rng.Float64()
			want, got, _, img := readRandom(t, det, rng, &st, i)
			claimed += wrongClaims(want, got)
			if w := score.add(want, got); w > 0 {
				dumpFrame(t, img, "touch-"+shape, i)
				t.Logf("%s frame %d (spacing %.2f, %s, tilt %.2f): %d wrong\n  want %v\n  got  %v", shape, i, st.Spacing, st.Marks+"/"+st.Layout, st.View.Tilt, w, want, got)
			}
			img.Close()
		}
		// Short of the 99% for rounded squares: laid edge to
		// edge their faces run together without a neck, and the floors
		// are what the detector reaches today (see the note on issue 3),
		// so that it can only get better; most of all, a frame it cannot
		// read must say so.
		if f := floorTouching[shape]; frames == 30 && seed == 31 && (score.right < f.right || score.silent > f.silent) {
			t.Errorf("touching %s: %d/%d frames right, %d wrong without saying so: worse than %d and %d", shape, score.right, frames, score.silent, f.right, f.silent)
		}
		t.Logf("touching %s: %d/%d frames right, %d/%d stacks wrong, %d of them read as what they are not; %d frames wrong without saying so", shape, score.right, frames, score.wrong, score.stacks, claimed, score.silent)
	}
}

// wrongClaims counts the readings in got, head to tail or tail to head,
// that name a scale (not "?") and are not matched by the stack at their
// place in want: the misreads, as against the stacks said unreadable.
func wrongClaims(want, got []string) int {
	named := 0
	for _, g := range got {
		if g != "?" {
			named++
		}
	}
	rev := slices.Clone(got)
	slices.Reverse(rev)
	return named - max(commonRun(want, got), commonRun(want, rev))
}

// commonRun is the length of the longest common subsequence of a and b.
func commonRun(a, b []string) int {
	prev, cur := make([]int, len(b)+1), make([]int, len(b)+1)
	for i := range a {
		for j := range b {
			if a[i] == b[j] {
				cur[j+1] = prev[j] + 1
			} else {
				cur[j+1] = max(prev[j+1], cur[j])
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// floorTouching: today rounded squares are read right in 29 of 30
// frames (107 of 120), hexagons and discs in 30 (119 and 120 of 120),
// and no frame of any shape is wrong without a stack said unreadable.
// Each floor of frames right leaves two frames of slack; none is left
// for a frame wrong without saying so.
var floorTouching = map[string]struct{ right, silent int }{
	"rsquare": {right: 27, silent: 0},
	"hex":     {right: 28, silent: 0},
	"disc":    {right: 28, silent: 0},
}

// TestFitBeside: a tile drawn next to another is turned until the two
// are apart along the line between them, when a turn can do it.
func TestFitBeside(t *testing.T) {
	prev, c := image.Pt(100, 100), image.Pt(143, 100)
	for _, tc := range []struct {
		shape     string
		prevAngle float64
		fits      bool
	}{
		{"rsquare", 0, true},            // the neighbour square to the line: turn this one square too
		{"rsquare", math.Pi / 4, false}, // the neighbour's corner reaches past half the gap
		{"hex", 0, true},
		{"disc", 0, true},
	} {
		for _, angle := range []float64{0, 0.3, math.Pi / 4, 1} {
			a := fitBeside(tc.shape, 40, prev, tc.prevAngle, c, angle)
			apart := tileReach(tc.shape, 40, -tc.prevAngle)+tileReach(tc.shape, 40, -a) <= 43
			if apart != tc.fits {
				t.Errorf("%s beside one at %.2f, drawn at %.2f: turned to %.2f, apart %v, want %v", tc.shape, tc.prevAngle, angle, a, apart, tc.fits)
			}
			if !tc.fits && a != angle {
				t.Errorf("%s: turned to %.2f though no turn fits", tc.shape, a)
			}
		}
	}
}
