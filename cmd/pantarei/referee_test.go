package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
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
			style.Fill = 0 // one camera for the game
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

// liveScript is a camera that shows prepared frames, ten a second, and
// lets a player (the test) look at the referee's log before each frame.
type liveScript struct {
	frames []gocv.Mat
	next   int
	before func(i int)
}

func (s *liveScript) Read(dst *gocv.Mat) (time.Duration, error) {
	if s.next >= len(s.frames) {
		return 0, io.EOF
	}
	s.before(s.next)
	s.frames[s.next].CopyTo(dst)
	s.next++
	return time.Duration(s.next-1) * 100 * time.Millisecond, nil
}
func (s *liveScript) Live() bool { return true }
func (s *liveScript) Len() int   { return 0 }
func (s *liveScript) Close() error {
	for _, f := range s.frames {
		f.Close()
	}
	return nil
}

// TestRefereeTypedAnswers plays the players at a live camera: they type
// who moves first when the set-up stands, and which turn it was when the
// referee cannot tell from above; each answer is taken when it is typed,
// and the record says which turn the players decided, stamped with the
// time it was played.
func TestRefereeTypedAnswers(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 1))
	style := vision.RandomStyle(rng, 1280, 720)
	style.Noise, style.Blur, style.JPEGQuality = 1.5, 0, 90
	style.Fill = 0 // one camera for the game
	// frames renders positions held for eight frames each, a hand over
	// the table in the first two of each but the first.
	frames := func(ps ...rules.Position) []gocv.Mat {
		var out []gocv.Mat
		for i, p := range ps {
			img, centres := vision.RenderScene(rand.New(rand.NewPCG(8, 2)), p, style)
			for k := 0; k < 8; k++ {
				f := img.Clone()
				if i > 0 && k < 2 {
					vision.DrawHand(&f, centres[len(centres)/2], style.Tile)
				}
				out = append(out, f)
			}
			img.Close()
		}
		return out
	}
	type reply struct{ question, answer string }
	play := func(t *testing.T, rec string, script *liveScript, replies []reply) string {
		var log strings.Builder
		answers := make(chan string, 1)
		script.before = func(int) {
			for len(replies) > 0 && strings.Contains(log.String(), replies[0].question) {
				answers <- replies[0].answer
				replies = replies[1:]
			}
		}
		defer script.Close()
		r := &referee{out: &log, errOut: io.Discard, note: noNotifier{}, answers: answers}
		var err error
		if _, statErr := os.Stat(rec); statErr == nil {
			err = r.resume(rec)
		} else {
			err = r.start(rec)
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := r.run(script); err != nil {
			t.Fatal(err)
		}
		if len(replies) > 0 {
			t.Errorf("the referee never asked %q\n%s", replies[0].question, log.String())
		}
		return log.String()
	}

	t.Run("who moves first", func(t *testing.T) {
		setup := rules.Deal(rng, rules.White)
		m, _ := pickTurn(rng, setup)
		next, err := setup.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		rec := filepath.Join(t.TempDir(), "game.record")
		log := play(t, rec, &liveScript{frames: frames(setup, next)}, []reply{{"Who moves first?", "w"}})
		r, g := replayFile(t, rec, 0)
		if r.Tag("Setup") != setup.String() || fmt.Sprint(g.Turns()) != fmt.Sprint([]rules.Move{m}) {
			t.Errorf("set-up %s, turns %v; want %s, [%s]\n%s", r.Tag("Setup"), g.Turns(), setup, m, log)
		}
	})

	t.Run("which turn", func(t *testing.T) {
		p, err := rules.ParsePosition("B1/B2/B3/W2W2W2/B1/W3/B2/W3/B3/W1/B1/B2/W3/B3/W1/W1/N w -")
		if err != nil {
			t.Fatal(err)
		}
		two := rules.Step(4, 6, 2)
		after, _ := p.Apply(two)
		rec := filepath.Join(t.TempDir(), "game.record")
		if err := saveRecords(rec, rules.NewRecord(p)); err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		log := play(t, rec, &liveScript{frames: frames(p, after)}, []reply{{"Which turn?", two.String()}})
		r, g := replayFile(t, rec, 0)
		if fmt.Sprint(g.Turns()) != fmt.Sprint([]rules.Move{two}) {
			t.Fatalf("recorded %v, want [%s]\n%s", g.Turns(), two, log)
		}
		turn := r.Turns[0]
		if !strings.Contains(turn.Note, "the players or later turns decided") {
			t.Errorf("the turn's note %q does not say the players decided", turn.Note)
		}
		if turn.Time.Before(start.Add(-time.Second)) || turn.Time.After(time.Now().Add(time.Second)) {
			t.Errorf("turn stamped %v; the test ran from %v to %v", turn.Time, start, time.Now())
		}
	})
}

// TestRefereeKilledAndResumed kills the referee (SIGKILL, no chance to
// tidy up) part-way through a rendered game, checks that the record holds
// every turn announced before the kill, and resumes it on the rest of the
// game: the record ends with the whole game and its win.
func TestRefereeKilledAndResumed(t *testing.T) {
	dir := t.TempDir()
	// Seed 12's game ends with a tall stack touching the neutral in a
	// contracted snake of small scales, which the detector misreads (see
	// the note on issue 3); this test is about the kill, not that.
	rg, err := renderGameFrames(dir, 13, 0, false)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(rg.ending, "won") || len(rg.turns) < 8 {
		t.Fatalf("the rendered game: %d turns, %s; want a win after 8 or more", len(rg.turns), rg.ending)
	}
	rec := filepath.Join(t.TempDir(), "game.record")
	cmd := exec.Command(os.Args[0], "-test.run=^$", "--", "referee", "--source", dir, "--first", rg.setup.Side().Letter(), "--notify", "none", "--record", rec)
	cmd.Env = append(os.Environ(), "PANTAREI_TEST_MAIN=1", "HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Kill it as soon as it announces the fourth turn (past the illegal
	// turn and its undoing), in the middle of reading what follows.
	turnLine := regexp.MustCompile(`^\[\d+:\d\d\.\d\] (\d+)\. `)
	announced := 0
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if m := turnLine.FindStringSubmatch(sc.Text()); m != nil {
			announced, _ = strconv.Atoi(m[1])
			if announced >= 4 {
				cmd.Process.Kill()
				break
			}
		}
	}
	err = cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.Success() {
		t.Fatalf("the referee was not killed (%v) after %d turns announced", err, announced)
	}
	_, g := replayFile(t, rec, 0)
	kept := len(g.Turns())
	if kept < announced || fmt.Sprint(g.Turns()) != fmt.Sprint(rg.turns[:kept]) {
		t.Fatalf("after the kill the record holds %v; %d turns were announced of %v", g.Turns(), announced, rg.turns)
	}
	t.Logf("killed after turn %d was announced; the record held %d of %d turns", announced, kept, len(rg.turns))
	// The players set the table as it stood and go on: the camera sees
	// the game from there.
	rest := t.TempDir()
	for i := rg.shown[kept]; i < rg.frames; i++ {
		name := fmt.Sprintf("%05d.png", i)
		if err := os.Symlink(filepath.Join(dir, name), filepath.Join(rest, name)); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, err := run(t, "", "referee", "--source", rest, "--notify", "none", "--resume", rec)
	if err != nil {
		t.Fatalf("%v\n%s\n%s", err, out, errOut)
	}
	r, g := replayFile(t, rec, 0)
	if fmt.Sprint(g.Turns()) != fmt.Sprint(rg.turns) || r.Tag("Termination") != "win" {
		t.Errorf("after resuming: %v (%s); want %v and a win\n%s", g.Turns(), r.Tag("Termination"), rg.turns, out)
	}
}
