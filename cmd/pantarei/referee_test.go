package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pantarei/pantarei/rules"
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

func TestRefereeErrors(t *testing.T) {
	if _, _, err := run(t, "", "referee", "--source", "/no/such/video.mp4", "--notify", "none"); err == nil {
		t.Errorf("a missing source was accepted")
	}
	if _, _, err := run(t, "", "referee", "--source", t.TempDir(), "--notify", "bell"); err == nil {
		t.Errorf("--notify bell was accepted")
	}
}
