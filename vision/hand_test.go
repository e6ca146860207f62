package vision

import (
	"image/color"
	"math/rand/v2"
	"testing"
)

// TestDetectHandOverSnake: a hand over the snake is said to hide it, even
// on a table of the hand's own hue (wood the colour of skin) a little
// darker than the hand. A hand a little darker than a table of its hue
// looks like the table in shade, and is not found here: the motion gate
// keeps the tracker off such frames.
func TestDetectHandOverSnake(t *testing.T) {
	det := NewDetector(DefaultOptions())
	defer det.Close()
	rng := rand.New(rand.NewPCG(31, 4))
	for _, tc := range []struct {
		name  string
		table color.RGBA
	}{
		{"green felt", color.RGBA{70, 120, 80, 255}},
		{"wood of the hand's hue, darker", scaleColor(skin, 0.8)},
	} {
		for i := 0; i < 3; i++ {
			st := RandomStyle(rng, 1280, 720)
			st.Table = tc.table
			img, centres := RenderScene(rng, gamePosition(rng, 8), st)
			DrawHand(&img, centres[len(centres)/2], st.Tile)
			obs, err := det.Detect(img)
			img.Close()
			if err != nil {
				t.Fatal(err)
			}
			if len(obs.Occluded) == 0 {
				t.Errorf("%s, frame %d: a hand over the snake, and no region said hidden (tops %v)", tc.name, i, TopStrings(obs.Tops()))
			}
		}
	}
}
