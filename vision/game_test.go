package vision

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// TestDetectSharedGame reads the settled frames of the rendered game video
// in ../shared/games/demo1 (when it is there) and compares each with the
// position the truth file says stands then. The floor is today's level.
func TestDetectSharedGame(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "games", "demo1")
	if _, err := os.Stat(filepath.Join(dir, "truth.json")); err != nil {
		t.Skipf("no shared game at %s (only in the team's workspace): %v", dir, err)
	}
	var truth struct {
		Setup      string `json:"setup"`
		TurnFrames []struct {
			Turn    int    `json:"turn"`
			After   string `json:"position_after"`
			Settled int    `json:"settled_frame"`
			Last    int    `json:"settled_last_frame"`
		} `json:"turn_frames"`
	}
	b, err := os.ReadFile(filepath.Join(dir, "truth.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &truth); err != nil {
		t.Fatal(err)
	}
	want := map[int]string{10: truth.Setup}
	for _, tf := range truth.TurnFrames {
		want[(tf.Settled+tf.Last)/2] = tf.After
	}
	src, err := OpenSource(filepath.Join(dir, "game.mp4"), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	det := NewDetector(DefaultOptions())
	defer det.Close()
	frame := gocv.NewMat()
	defer frame.Close()
	right, total := 0, 0
	for f := 1; ; f++ {
		if _, err := src.Read(&frame); err != nil {
			break
		}
		pos, ok := want[f]
		if !ok {
			continue
		}
		p, err := rules.ParsePosition(pos)
		if err != nil {
			t.Fatal(err)
		}
		obs, err := det.Detect(frame)
		if err != nil {
			t.Fatal(err)
		}
		w, _ := CompareTops(TopStrings(p.Tops()), TopStrings(obs.Tops()))
		total++
		if w == 0 {
			right++
		} else {
			dumpFrame(t, frame, "game", f)
			t.Logf("frame %d: %d wrong\n want %v\n got  %v", f, w, TopStrings(p.Tops()), TopStrings(obs.Tops()))
		}
	}
	t.Logf("game: %d/%d settled frames right", right, total)
	if total < 30 || float64(right) < 0.95*float64(total) {
		t.Errorf("accuracy fell: %d/%d settled frames right", right, total)
	}
}
