package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pantarei/pantarei/rules"
	"github.com/pantarei/pantarei/vision"
	"gocv.io/x/gocv"
)

// renderGame writes a short game (nTurns turns, with an illegal turn
// undone) as a folder of frames; see renderGameFrames.
func renderGame(t *testing.T, dir string, seed uint64, nTurns int) (rules.Position, []rules.Move) {
	t.Helper()
	g, err := renderGameFrames(dir, seed, nTurns, false)
	if err != nil {
		t.Fatal(err)
	}
	return g.setup, g.turns
}

// alertTimes returns the stream times of the log's alerts with this title.
func alertTimes(t *testing.T, log, title string) []time.Duration {
	t.Helper()
	var out []time.Duration
	for _, line := range strings.Split(log, "\n") {
		var m int
		var s float64
		if i := strings.Index(line, "] !! "+title+":"); i > 0 {
			if _, err := fmt.Sscanf(line[:i+1], "[%d:%f]", &m, &s); err != nil {
				t.Fatalf("alert without a time: %q", line)
			}
			out = append(out, time.Duration(m)*time.Minute+time.Duration(s*float64(time.Second)))
		}
	}
	return out
}

// TestRefereeFolder referees rendered games from folders of frames and
// demands the exact record, one illegal-turn alert and no false alarm.
// (Seeds 11 and 17 render a frame the detector misreads; the vision note
// on issue 3 tracks that rate.)
func TestRefereeFolder(t *testing.T) {
	for seed := uint64(10); seed <= 17; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) { refereeFolder(t, seed) })
	}
}

func refereeFolder(t *testing.T, seed uint64) {
	dir := t.TempDir()
	rg, err := renderGameFrames(dir, seed, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	setup, played := rg.setup, rg.turns
	rec := filepath.Join(t.TempDir(), "game.record")
	// --notify none: the log alone must still tell everything.
	out, errOut, err := run(t, "", "referee", "--source", dir, "--fps", "10", "--first", setup.Side().Letter(), "--notify", "none", "--record", rec)
	if err != nil {
		t.Fatalf("%v\n%s\n%s", err, out, errOut)
	}
	r, g := replayFile(t, rec, 0)
	if r.Tag("Setup") != setup.String() {
		t.Errorf("set-up %s, want %s", r.Tag("Setup"), setup)
	}
	if fmt.Sprint(g.Turns()) != fmt.Sprint(played) {
		t.Errorf("recorded %v, played %v\n%s", g.Turns(), played, out)
	}
	// The issue asks for an illegal turn flagged within a second of the
	// board settling; the rendered one stands still for 0.4 s.
	settled := time.Duration(rg.illegalAt) * time.Second / 10
	switch at := alertTimes(t, out, "Illegal turn"); {
	case len(at) != 1:
		t.Errorf("%d illegal-turn alerts, want 1:\n%s", len(at), out)
	case at[0] < settled || at[0] > settled+time.Second:
		t.Errorf("illegal turn flagged at %v; it stood still from %v:\n%s", at[0], settled, out)
	}
	if strings.Contains(out, "Lost track") {
		t.Errorf("false desync:\n%s", out)
	}
	if !strings.Contains(errOut, "frames in") {
		t.Errorf("no progress report on stderr: %q", errOut)
	}
}

// TestRefereeSnapshots keeps a picture after each accepted turn; with no
// display, --window warns once and refereeing goes on.
func TestRefereeSnapshots(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	dir := t.TempDir()
	setup, played := renderGame(t, dir, 13, 3)
	snaps := filepath.Join(t.TempDir(), "snaps")
	rec := filepath.Join(t.TempDir(), "game.record")
	out, errOut, err := run(t, "", "referee", "--source", dir, "--first", setup.Side().Letter(), "--notify", "none",
		"--window", "--snapshots", snaps, "--record", rec)
	if err != nil {
		t.Fatalf("%v\n%s\n%s", err, out, errOut)
	}
	if n := strings.Count(errOut, "no display"); n != 1 {
		t.Errorf("%d no-display warnings, want 1: %s", n, errOut)
	}
	files, _ := filepath.Glob(filepath.Join(snaps, "turn-*.jpg"))
	if len(files) != len(played) {
		t.Errorf("%d snapshots for %d turns: %v", len(files), len(played), files)
	}
	for _, f := range files {
		img := gocv.IMRead(f, gocv.IMReadColor)
		if img.Empty() || img.Cols() != 1280 {
			t.Errorf("%s: not a full frame", f)
		}
		img.Close()
	}
}

func TestRefereeErrors(t *testing.T) {
	if _, _, err := run(t, "", "referee", "--source", "/no/such/video.mp4", "--notify", "none"); err == nil {
		t.Errorf("a missing source was accepted")
	}
	if _, _, err := run(t, "", "referee", "--source", t.TempDir(), "--notify", "bell"); err == nil {
		t.Errorf("--notify bell was accepted")
	}
}

// TestRefereeSharedGame referees the rendered game video in
// ../shared/games/demo1 (when it is there): the record must be the game's
// turns, in order, as far as it goes, and the one illegal turn must be the
// only alert. The floor on the number of turns is today's level; the note
// on issue 4 says what stops the rest.
func TestRefereeSharedGame(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "games", "demo1")
	b, err := os.ReadFile(filepath.Join(dir, "truth.json"))
	if err != nil {
		t.Skipf("no shared game at %s (only in the team's workspace): %v", dir, err)
	}
	var truth struct {
		Turns      []string `json:"turns"`
		First      string   `json:"first"`
		TurnFrames []struct {
			Settled int `json:"settled_frame"`
		} `json:"turn_frames"`
		Illegal []struct {
			First int `json:"first_frame"`
		} `json:"illegal"`
	}
	if err := json.Unmarshal(b, &truth); err != nil {
		t.Fatal(err)
	}
	rec := filepath.Join(t.TempDir(), "game.record")
	out, errOut, err := run(t, "", "referee", "--source", filepath.Join(dir, "game.mp4"), "--first", truth.First, "--notify", "terminal", "--record", rec)
	if err != nil {
		t.Fatalf("%v\n%s\n%s", err, out, errOut)
	}
	r, g := replayFile(t, rec, 0)
	got := g.Turns()
	// Frame f (from 1) of the 10 fps video comes at (f-1)/10 s.
	frameTime := func(f int) time.Duration { return time.Duration(f-1) * time.Second / 10 }
	for i, m := range got {
		if i >= len(truth.Turns) || m.String() != truth.Turns[i] {
			t.Fatalf("turn %d recorded as %s, played %s\n%s", i+1, m, truth.Turns[min(i, len(truth.Turns)-1)], out)
		}
		// Each turn is stamped when its position first stood still,
		// even one held in doubt and recorded later (turns 23-30).
		var mm int
		var ss float64
		if _, err := fmt.Sscanf(r.Turns[i].Note, "at %d:%f", &mm, &ss); err != nil {
			t.Fatalf("turn %d: note %q has no time", i+1, r.Turns[i].Note)
		}
		at := time.Duration(mm)*time.Minute + time.Duration(ss*float64(time.Second))
		// A forced pass shows nothing: it is stamped when it became
		// forced, with the turn before it.
		if i < len(truth.TurnFrames) && truth.TurnFrames[i].Settled > 0 && m != rules.Pass {
			if want := frameTime(truth.TurnFrames[i].Settled); at < want-150*time.Millisecond || at > want+time.Second {
				t.Errorf("turn %d (%s) stamped %v; its position settled at %v", i+1, m, at, want)
			}
		}
	}
	if at := alertTimes(t, out, "Illegal turn"); len(at) == 1 && len(truth.Illegal) == 1 {
		if settled := frameTime(truth.Illegal[0].First); at[0] > settled+time.Second {
			t.Errorf("illegal turn flagged at %v; it stood still from %v", at[0], settled)
		}
	}
	t.Logf("%d of %d turns recorded", len(got), len(truth.Turns))
	if len(got) != len(truth.Turns) {
		t.Errorf("only %d of %d turns recorded\n%s", len(got), len(truth.Turns), out)
	}
	if n := len(alertTimes(t, out, "Illegal turn")); n != 1 {
		t.Errorf("%d illegal-turn alerts, want 1:\n%s", n, out)
	}
	if !strings.Contains(out, "White wins") {
		t.Errorf("no win announced:\n%s", out)
	}
	// Turn 23 (7:2-4) looks like 7-4 from above until later turns tell;
	// it alone is marked, not the turns played while it was open.
	rec2, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(rec2), "unsure"); n > 1 {
		t.Errorf("%d turns marked unsure, want at most 1:\n%s", n, rec2)
	}
}

// TestRefereeLampIsNoHand: White swaps two stacks with the same top (the
// camera sees nothing), then Black moves. Hands seen at the table between
// make that the story; a lamp switched on instead must not, so Black
// moved out of turn. The tracker's side of this is TestInvisibleTurn.
func TestRefereeLampIsNoHand(t *testing.T) {
	p, err := rules.ParsePosition("B1/W3/B1B1W3W3/W2/B2/B2/B3/W1B3/W1/B3/W1/W2/W2/N/B2 w -")
	if err != nil {
		t.Fatal(err)
	}
	swap, move := rules.Swap(2, 3), rules.Step(8, 5, 2)
	mid, _ := p.Apply(swap)
	end, err := mid.Apply(move)
	if err != nil {
		t.Fatal(err)
	}
	type still struct {
		pos   rules.Position
		hand  bool
		light float64
	}
	for _, tc := range []struct {
		name    string
		frames  []still
		turns   int
		illegal int
	}{
		{"hands between", []still{{p, false, 1}, {p, true, 1}, {p, false, 1}, {p, true, 1}, {end, false, 1}}, 2, 0},
		{"a lamp between", []still{{p, false, 1}, {p, false, 1.15}, {p, true, 1.15}, {end, false, 1.15}}, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			rng := rand.New(rand.NewPCG(3, 4))
			style := vision.RandomStyle(rng, 1280, 720)
			style.Noise, style.Blur, style.JPEGQuality = 1.5, 0, 90
			n := 0
			for _, s := range tc.frames {
				img, centres := vision.RenderScene(rand.New(rand.NewPCG(3, 5)), s.pos, style)
				img.ConvertToWithParams(&img, gocv.MatTypeCV8UC3, float32(s.light), 0)
				for k := 0; k < 5; k++ {
					f := img.Clone()
					if s.hand && k < 2 {
						vision.DrawHand(&f, centres[3], style.Tile)
					}
					gocv.IMWrite(filepath.Join(dir, fmt.Sprintf("%05d.png", n)), f)
					f.Close()
					n++
				}
				img.Close()
			}
			rec := filepath.Join(t.TempDir(), "game.record")
			if err := saveRecords(rec, rules.NewRecord(p)); err != nil {
				t.Fatal(err)
			}
			out, errOut, err := run(t, "", "referee", "--source", dir, "--fps", "10", "--notify", "none", "--resume", rec)
			if err != nil {
				t.Fatalf("%v\n%s\n%s", err, out, errOut)
			}
			_, g := replayFile(t, rec, 0)
			if len(g.Turns()) != tc.turns || len(alertTimes(t, out, "Illegal turn")) != tc.illegal {
				t.Errorf("recorded %v and %d illegal-turn alerts; want %d turns and %d alerts\n%s", g.Turns(), len(alertTimes(t, out, "Illegal turn")), tc.turns, tc.illegal, out)
			}
		})
	}
}
