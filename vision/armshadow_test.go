package vision

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"gocv.io/x/gocv"
)

// TestDetectArmShadow: a forearm reaches in from the frame's bottom to a
// stack, and a lamp casts its shadow beside it, across the snake: the
// stacks in the shadow are in full view, only lit less. No stack may be
// misread (by place, as the finger check counts); how many of those in
// the shadow are read is measured. A shadow dark enough is taken for an
// arm and its stacks said hidden (POV-Ray seeds 2870 and 2895: a
// forearm's shadow on a pale table, five and six stacks in full view
// hidden with it). Seed 6 frame 24 misread the shadow's end by a W3, a
// faint sliver in it, as a B1: now said unread (doubtSmallMark).
func TestDetectArmShadow(t *testing.T) {
	det := NewDetector(DefaultOptions())
	defer det.Close()
	frames := evalFrames("PANTAREI_ARMSHADOW_FRAMES", 8)
	rng := rand.New(rand.NewPCG(evalSeed("PANTAREI_ARMSHADOW_SEED", 2870), 2))
	right, misread, silent, shaded, shadedRead := 0, 0, 0, 0, 0
	for i := 0; i < frames; i++ {
		st := RandomStyle(rng, 1280, 720)
		st.Pool = 0
		p := gamePosition(rng, 6)
		img, centres := RenderScene(rng, p, st)
		k := len(centres) / 2
		at := centres[k]
		// The shadow: the arm's band moved aside by two to four tiles,
		// the table under it at 0.55 to 0.75 of its light, its edge
		// soft over a third of a tile.
		off := int(st.Tile * (2 + 2*rng.Float64()))
		if rng.IntN(2) == 0 {
			off = -off
		}
		w := int(st.Tile * 1.6)
		band := image.Rect(at.X+off-w/2, at.Y-int(st.Tile), at.X+off+w/2, img.Rows())
		mask := gocv.NewMatWithSize(img.Rows(), img.Cols(), gocv.MatTypeCV8UC1)
		gocv.Rectangle(&mask, band, color.RGBA{255, 255, 255, 255}, -1)
		ks := int(st.Tile/3) | 1
		gocv.GaussianBlur(mask, &mask, image.Pt(ks, ks), 0, 0, gocv.BorderDefault)
		dim := 0.55 + 0.2*rng.Float64()
		px, _ := img.DataPtrUint8()
		mp, _ := mask.DataPtrUint8()
		for j, m := range mp {
			f := 1 - (1-dim)*float64(m)/255
			for c := 0; c < 3; c++ {
				px[3*j+c] = uint8(float64(px[3*j+c]) * f)
			}
		}
		inShadow := make([]bool, len(centres))
		for j, c := range centres {
			inShadow[j] = mp[c.Y*img.Cols()+c.X] > 128 && j != k
		}
		mask.Close()
		DrawHand(&img, at, st.Tile)
		obs, err := det.Detect(img)
		dumpFrame(t, img, "armshadow", i)
		img.Close()
		if err != nil {
			t.Fatal(err)
		}
		want := TopStrings(p.Tops())
		// The hand's stack, and those it covers, may be left out or said.
		hidden := make([]bool, len(want))
		for j, c := range centres {
			hidden[j] = c.Y >= at.Y-int(st.Tile) && c.X > at.X-w/2-int(st.Tile) && c.X < at.X+w/2+int(st.Tile)
		}
		got := TopStrings(obs.Tops())
		e, _ := compareTops(want, got, hidden)
		if e.wrong == 0 {
			right++
		} else {
			t.Logf("frame %d: %d wrong\n  want %v\n  got  %v", i, e.wrong, want, got)
		}
		if e.wrong > 0 && e.said == 0 && len(obs.Occluded) == 0 {
			silent++
		}
		for _, m := range misreadByPlace(obs.Stacks, centres, want, st.Tile) {
			misread++
			t.Logf("frame %d: a stack at %v read %s, is %s", i, obs.Stacks[m.stack].Center, obs.Stacks[m.stack].Top, m.is)
		}
		for j, s := range inShadow {
			if !s || hidden[j] {
				continue
			}
			shaded++
			for _, r := range obs.Stacks {
				if dist(r.Center, centres[j]) < st.Tile/2 && r.Top.String() == want[j] {
					shadedRead++
					break
				}
			}
		}
	}
	t.Logf("arm's shadow: %d/%d frames right, %d/%d stacks in the shadow read, %d misread; %d frames wrong without a word", right, frames, shadedRead, shaded, misread, silent)
	if misread > 0 {
		t.Errorf("%d stacks misread", misread)
	}
}
