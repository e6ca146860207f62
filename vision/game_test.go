package vision

import (
	"encoding/json"
	"image"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// gameTruth is what ../shared/games/demo1/truth.json says of the game.
type gameTruth struct {
	Setup      string `json:"setup"`
	TurnFrames []struct {
		Turn    int    `json:"turn"`
		After   string `json:"position_after"`
		Settled int    `json:"settled_frame"`
		Last    int    `json:"settled_last_frame"`
	} `json:"turn_frames"`
	FrameScene []int `json:"frame_scene"` // per frame (from 1), its scene
	Scenes     []struct {
		Snake    string       `json:"snake"`
		Hand     bool         `json:"hand"`
		Centers  [][2]float64 `json:"centers_px"`
		Occluded []float64    `json:"occluded_frac"`
	} `json:"scenes"`
	NudgeFrame int `json:"nudge_frame"`
	Nudge      struct {
		Affine [2][3]float64 `json:"affine_2x3"`
	} `json:"nudge"`
}

// sharedGame returns the shared game's folder and truth, or skips the
// test where the team's workspace is not.
func sharedGame(t *testing.T) (string, gameTruth) {
	dir := filepath.Join("..", "..", "shared", "games", "demo1")
	if _, err := os.Stat(filepath.Join(dir, "truth.json")); err != nil {
		t.Skipf("no shared game at %s (only in the team's workspace): %v", dir, err)
	}
	var truth gameTruth
	b, err := os.ReadFile(filepath.Join(dir, "truth.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &truth); err != nil {
		t.Fatal(err)
	}
	return dir, truth
}

// detectGame detects each frame of the shared game's video that want
// asks for (by number, from 1) and hands it to check with its frame.
func detectGame(t *testing.T, dir string, want func(f int) bool, check func(f int, frame gocv.Mat, obs Observation)) {
	src, err := OpenSource(filepath.Join(dir, "game.mp4"), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	det := NewDetector(DefaultOptions())
	defer det.Close()
	frame := gocv.NewMat()
	defer frame.Close()
	for f := 1; ; f++ {
		if _, err := src.Read(&frame); err != nil {
			return
		}
		if !want(f) {
			continue
		}
		obs, err := det.Detect(frame)
		if err != nil {
			t.Fatal(err)
		}
		check(f, frame, obs)
	}
}

// TestDetectSharedGame reads the settled frames of the rendered game video
// in ../shared/games/demo1 (when it is there) and compares each with the
// position the truth file says stands then: every one must be read right
// (its last, with the stack of seven that wins, once was not, and the
// referee missed the win).
func TestDetectSharedGame(t *testing.T) {
	dir, truth := sharedGame(t)
	want := map[int]string{10: truth.Setup}
	for _, tf := range truth.TurnFrames {
		want[(tf.Settled+tf.Last)/2] = tf.After
	}
	right, total := 0, 0
	detectGame(t, dir, func(f int) bool { _, ok := want[f]; return ok }, func(f int, frame gocv.Mat, obs Observation) {
		p, err := rules.ParsePosition(want[f])
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
	})
	t.Logf("game: %d/%d settled frames right", right, total)
	if total < 30 || right < total {
		t.Errorf("accuracy fell: %d/%d settled frames right", right, total)
	}
}

// TestDetectSharedGameHands reads the frames of the shared game where a
// hand reaches over the snake: it may hide stacks, but no stack may be
// read as what it is not, and a stack it does not hide is read or said
// hidden. Each stack is found by its centre in the truth (moved with the
// camera after the nudge).
func TestDetectSharedGameHands(t *testing.T) {
	dir, truth := sharedGame(t)
	frames, misread, missed, read, visible := 0, 0, 0, 0, 0
	hand := func(f int) bool { return f <= len(truth.FrameScene) && truth.Scenes[truth.FrameScene[f-1]].Hand }
	detectGame(t, dir, hand, func(f int, _ gocv.Mat, obs Observation) {
		sc := truth.Scenes[truth.FrameScene[f-1]]
		frames++
		tops := strings.Split(sc.Snake, "/")
		used := make([]bool, len(obs.Stacks))
		for i, c := range sc.Centers {
			if f >= truth.NudgeFrame {
				a := truth.Nudge.Affine
				c = [2]float64{a[0][0]*c[0] + a[0][1]*c[1] + a[0][2], a[1][0]*c[0] + a[1][1]*c[1] + a[1][2]}
			}
			top := "N" // the neutral, or the last scale's colour and value
			if !strings.HasSuffix(tops[i], top) {
				top = tops[i][len(tops[i])-2:]
			}
			best, bd := -1, math.Inf(1)
			for j, s := range obs.Stacks {
				if d := math.Hypot(float64(s.Center.X)-c[0], float64(s.Center.Y)-c[1]); d < bd {
					best, bd = j, d
				}
			}
			if best < 0 || bd > obs.TileRadius {
				at := image.Pt(int(c[0]), int(c[1]))
				hidden := false
				for _, o := range obs.Occluded {
					hidden = hidden || at.In(o)
				}
				if sc.Occluded[i] == 0 && !hidden {
					missed++
					t.Logf("frame %d: stack %d (%s) at %v neither read nor said hidden", f, i+1, top, at)
				}
				continue
			}
			used[best] = true
			got := obs.Stacks[best].Top
			if sc.Occluded[i] == 0 {
				visible++
				if got.String() == top {
					read++
				}
			}
			if got != rules.NoScale && got.String() != top {
				misread++
				t.Logf("frame %d: stack %d (%s, %.0f%% hidden) read as %s", f, i+1, top, 100*sc.Occluded[i], got)
			}
		}
		for j, s := range obs.Stacks {
			if !used[j] && s.Top != rules.NoScale {
				misread++
				t.Logf("frame %d: %s read at %v, where no stack is", f, s.Top, s.Center)
			}
		}
	})
	t.Logf("hands: %d frames, %d stacks read as what they are not, %d of %d stacks in plain view read, %d neither read nor said hidden", frames, misread, read, visible, missed)
	// Today: 0 misread, 1294 of 1311 read, none missed (the scale's size
	// is taken along the regions' ridges, so that a hand and the stacks
	// it joins no longer make it half again too large). The floor leaves
	// one frame's two stacks of slack.
	if frames < 150 || misread > 0 || missed > 2 {
		t.Errorf("%d frames with a hand: %d stacks misread (want none), %d missed without a word (want at most 2)", frames, misread, missed)
	}
}
