package vision

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pantarei/pantarei/rules"
)

// endgamePosition plays random legal turns from a deal until a stack
// holds tallest scales or more (or the game ends): the end of a game,
// where the stack that wins stands among tall ones, and where a misread
// costs the most.
func endgamePosition(rng *rand.Rand, tallest int) rules.Position {
	return playRandom(rng, rules.Deal(rng, rules.White), 2000, func(p rules.Position) bool {
		return slices.ContainsFunc(p.Stacks(), func(s rules.Stack) bool { return s.Height() >= tallest })
	})
}

// TestDetectEndgame reads positions from the end of games: few stacks,
// some of five to seven scales, each scale 7% to 13% as thick as it is
// wide, from a camera up to 35° off vertical, so that tall stacks show
// side bands, the way the camera sees them, that join them to their
// neighbours (a stack of seven's, in the rendered game, half a face long,
// along the snake). Half the snakes are laid edge to edge.
func TestDetectEndgame(t *testing.T) {
	frames := evalFrames("PANTAREI_ENDGAME_FRAMES", 30)
	// PANTAREI_ENDGAME_SEED draws unseen frames (the floors are for 5).
	seed := evalSeed("PANTAREI_ENDGAME_SEED", 5)
	rng := rand.New(rand.NewPCG(seed, 11))
	det := NewDetector(DefaultOptions())
	defer det.Close()
	var score tally
	claimed, tall := 0, 0
	for i := 0; i < frames; i++ {
		st := RandomStyle(rng, 1280, 720)
		st.View = RandomView(rng)
		st.Thickness = 0.07 + 0.06*rng.Float64()
		if i%2 == 0 {
			st.Spacing = 1.03 + 0.15*rng.Float64()
		}
		p := endgamePosition(rng, 5+rng.IntN(3))
		highest := 0
		for _, s := range p.Stacks() {
			highest = max(highest, s.Height())
		}
		if highest >= 5 {
			tall++
		}
		img, _ := RenderScene(rng, p, st)
		obs, err := det.Detect(img)
		if err != nil {
			img.Close()
			t.Fatal(err)
		}
		want, got := TopStrings(p.Tops()), TopStrings(obs.Tops())
		claimed += wrongClaims(want, got)
		if w := score.add(want, got); w > 0 {
			dumpFrame(t, img, "endgame", i)
			t.Logf("frame %d (%s %s, spacing %.2f, tilt %.0f°, thickness %.2f, tallest %d): %d wrong\n  want %v\n  got  %v", i, st.Shape, st.Marks, st.Spacing, st.View.Tilt*180/math.Pi, st.Thickness, highest, w, want, got)
		}
		img.Close()
	}
	t.Logf("endgame: %d/%d frames right (%d with a stack of five or more), %d/%d stacks wrong, %d of them read as what they are not; %d frames wrong without saying so",
		score.right, frames, tall, score.wrong, score.stacks, claimed, score.silent)
	if tall < frames/2 {
		t.Errorf("only %d of %d frames hold a stack of five or more: the check checks too little", tall, frames)
	}
	// Today 29 of 30 frames right, the other with a stack said unread
	// (100 frames: 98 right, none wrong without saying so).
	if frames == 30 && seed == 5 && (score.right < 28 || score.silent > 0 || claimed > 0) {
		t.Errorf("endgame: %d/%d frames right, %d wrong without saying so, %d stacks misread: worse than 28, 0 and 0", score.right, frames, score.silent, claimed)
	}
}
