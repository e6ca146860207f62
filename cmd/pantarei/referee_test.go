package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pantarei/pantarei/rules"
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
	setup, played := renderGame(t, dir, seed, 5)
	rec := filepath.Join(t.TempDir(), "game.record")
	out, errOut, err := run(t, "", "referee", "--source", dir, "--fps", "10", "--first", setup.Side().Letter(), "--notify", "terminal", "--record", rec)
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
	if n := strings.Count(out, "Illegal turn:"); n != 1 {
		t.Errorf("%d illegal-turn alerts, want 1:\n%s", n, out)
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
		Turns []string `json:"turns"`
		First string   `json:"first"`
	}
	if err := json.Unmarshal(b, &truth); err != nil {
		t.Fatal(err)
	}
	rec := filepath.Join(t.TempDir(), "game.record")
	out, errOut, err := run(t, "", "referee", "--source", filepath.Join(dir, "game.mp4"), "--first", truth.First, "--notify", "terminal", "--record", rec)
	if err != nil {
		t.Fatalf("%v\n%s\n%s", err, out, errOut)
	}
	_, g := replayFile(t, rec, 0)
	got := g.Turns()
	for i, m := range got {
		if i >= len(truth.Turns) || m.String() != truth.Turns[i] {
			t.Fatalf("turn %d recorded as %s, played %s\n%s", i+1, m, truth.Turns[min(i, len(truth.Turns)-1)], out)
		}
	}
	t.Logf("%d of %d turns recorded", len(got), len(truth.Turns))
	if len(got) != len(truth.Turns) {
		t.Errorf("only %d of %d turns recorded\n%s", len(got), len(truth.Turns), out)
	}
	if n := strings.Count(out, "Illegal turn:"); n != 1 {
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
