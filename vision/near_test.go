package vision

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/pantarei/pantarei/rules"
)

// TestDetectNear reads short snakes, three to five stacks (a game's
// nineteen scales in fewer have a stack of seven), seen from so
// near that they fill 70% to 95% of the frame's width, each scale up to
// a quarter of it across: a phone held over the last stacks of a game.
// A scale so large fills most of the window the table's colour is
// estimated over (a quarter of the frame), on any table.
func TestDetectNear(t *testing.T) {
	frames := evalFrames("PANTAREI_NEAR_FRAMES", 30)
	// PANTAREI_NEAR_SEED draws unseen frames (the floors are for 3).
	seed := evalSeed("PANTAREI_NEAR_SEED", 3)
	rng := rand.New(rand.NewPCG(seed, 13))
	det := NewDetector(DefaultOptions())
	defer det.Close()
	var score tally
	claimed, large := 0, 0
	for i := 0; i < frames; i++ {
		st := RandomStyle(rng, 1280, 720)
		st.Near = true
		st.Fill = 0.7 + 0.25*rng.Float64()
		if i%2 == 1 {
			st.View = RandomView(rng)
		}
		st.Thickness = 0.05 + 0.06*rng.Float64()
		p := shortSnake(t, rng, 3+rng.IntN(3))
		img, _ := RenderScene(rng, p, st)
		obs, err := det.Detect(img)
		if err != nil {
			img.Close()
			t.Fatal(err)
		}
		if 2*obs.TileRadius > 1280/6 {
			large++
		}
		want, got := TopStrings(p.Tops()), TopStrings(obs.Tops())
		claimed += wrongClaims(want, got)
		if w := score.add(want, got); w > 0 {
			dumpFrame(t, img, "near", i)
			t.Logf("frame %d (%s %s on %v, fill %.2f, tilt %.0f°, radius read %.0f): %d wrong\n  want %v\n  got  %v", i, st.Shape, st.Marks, st.Table, st.Fill, st.View.Tilt*180/math.Pi, obs.TileRadius, w, want, got)
		}
		img.Close()
	}
	t.Logf("near: %d/%d frames right (%d read with scales over a sixth of the width), %d/%d stacks wrong, %d of them read as what they are not; %d frames wrong without saying so",
		score.right, frames, large, score.wrong, score.stacks, claimed, score.silent)
	if large < frames/3 {
		t.Errorf("only %d of %d frames read with scales over a sixth of the width: the check checks too little", large, frames)
	}
	// Today 28 of 30 right, the others said (120 frames: 115 right, none
	// wrong without a word; frame 53, a small far stack too thin for a
	// core, was lost until orphans were taken from 0.3 of a disc).
	// Before the table's estimate was mended
	// under scales that fill its window, frame 21 was read empty.
	if frames == 30 && seed == 3 && (score.right < 27 || score.silent > 0 || claimed > 0) {
		t.Errorf("near: %d/%d frames right, %d wrong without saying so, %d stacks misread: worse than 27, 0 and 0", score.right, frames, score.silent, claimed)
	}
}

// shortSnake is a snake of n stacks (three at least) of one to seven
// scales each, one box's nineteen.
func shortSnake(t *testing.T, rng *rand.Rand, n int) rules.Position {
	var box []string
	for _, c := range "BW" {
		for v := 1; v <= 3; v++ {
			for range 3 {
				box = append(box, string(c)+strconv.Itoa(v))
			}
		}
	}
	box = append(box, "N")
	rng.Shuffle(len(box), func(i, j int) { box[i], box[j] = box[j], box[i] })
	// Heights of one to seven summing to nineteen, drawn until they do.
	heights := make([]int, n)
	for {
		sum := 0
		for i := range heights {
			heights[i] = 1 + rng.IntN(7)
			sum += heights[i]
		}
		if sum == len(box) {
			break
		}
	}
	snake := ""
	for i, h := range heights {
		if i > 0 {
			snake += "/"
		}
		for _, s := range box[:h] {
			snake += s
		}
		box = box[h:]
	}
	p, err := rules.ParsePosition(snake + " w -")
	if err != nil {
		t.Fatal(err)
	}
	return p
}
