package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pantarei/pantarei/rules"
)

const setupExample = "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -"

// run executes the command line with stdin and returns stdout, stderr and
// the error Execute returned.
func run(t *testing.T, stdin string, args ...string) (string, string, error) {
	t.Helper()
	t.Setenv("HOME", t.TempDir()) // no user configuration leaks in
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetIn(strings.NewReader(stdin))
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs(args)
	err := cmd.Execute()
	return out.String(), errOut.String(), err
}

// replayFile reads a record file and replays its game number n (0-based).
func replayFile(t *testing.T, path string, n int) (*rules.Record, *rules.Game) {
	t.Helper()
	recs, err := readRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) <= n {
		t.Fatalf("%s holds %d games, not %d", path, len(recs), n+1)
	}
	g, err := recs[n].Replay()
	if err != nil {
		t.Fatal(err)
	}
	return recs[n], g
}

func TestMovesContract(t *testing.T) {
	out, _, err := run(t, "", "moves", setupExample)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 43 {
		t.Fatalf("%d lines, want 43", len(lines))
	}
	p, _ := rules.ParsePosition(setupExample)
	for _, l := range lines {
		turn, result, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("line %q is not TURN<TAB>RESULT", l)
		}
		m, err := p.Decode(turn)
		if err != nil {
			t.Fatalf("%q: %v", turn, err)
		}
		next, _ := p.Apply(m)
		if next.String() != result {
			t.Errorf("%s: result %s, want %s", turn, result, next)
		}
	}
	// Unquoted fields work too.
	out2, _, err := run(t, "", append([]string{"moves"}, strings.Fields(setupExample)...)...)
	if err != nil || out2 != out {
		t.Errorf("unquoted position gave a different answer: %v", err)
	}
}

func TestMalformedPositionsFail(t *testing.T) {
	for _, args := range [][]string{
		{"moves", "W1/B2 w -"},
		{"moves", "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 x -"},
		{"moves", "garbage"},
		{"perft", setupExample, "zero"},
		{"perft", setupExample, "0"},
		{"show", "W9 w -"},
	} {
		out, _, err := run(t, "", args...)
		if err == nil {
			t.Errorf("%q succeeded", args)
		}
		if out != "" {
			t.Errorf("%q printed %q on stdout", args, out)
		}
	}
}

func TestPerftContract(t *testing.T) {
	out, _, err := run(t, "", "perft", setupExample, "3")
	if err != nil {
		t.Fatal(err)
	}
	if out != "1\t43\n2\t1042\n3\t31905\n" {
		t.Errorf("perft output %q", out)
	}
}

func TestShow(t *testing.T) {
	out, _, err := run(t, "", "show", "--color", "never", "W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N", "b", "-")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Black to move", "N\n", "W2  B3  B3  B2  W3  W3  W1", "1   2   3", "w   b   b   b   w   w   w   b   w   b   w   ·"} {
		if !strings.Contains(out, want) {
			t.Errorf("show output lacks %q:\n%s", want, out)
		}
	}
}

func TestReplay(t *testing.T) {
	good := filepath.Join("..", "..", "rules", "testdata", "records", "several.record")
	out, _, err := run(t, "", "replay", good)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "  4. Black 3:2-1") || !strings.Contains(out, "result  1/2-1/2 (agreed)") {
		t.Errorf("replay output:\n%s", out)
	}
	js, _, err := run(t, "", "replay", "--json", good)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(js, "\n"); n != 2 {
		t.Errorf("want one JSON line per game, got %d lines", n)
	}
	bad := filepath.Join("..", "..", "rules", "testdata", "records", "illegal-turn.record")
	_, _, err = run(t, "", "replay", bad)
	if err == nil || !strings.Contains(err.Error(), "illegal-turn.record:8: turn 4:") || !strings.Contains(err.Error(), "may not swap") {
		t.Errorf("illegal record: %v", err)
	}
}

func TestPlayRecordReplays(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.record")
	script := strings.Join([]string{
		"help",
		"moves",
		"7-10", // illegal: a 2 moved three stacks
		"7=5",  // unreadable
		"why 2-4",
		"7-5",
		"2-4",
		"undo",
		"2-4",
		"quit",
	}, "\n") + "\n"
	out, _, err := run(t, script, "play", "--setup", setupExample, "--record", rec, "--white", "Ada", "--color", "never")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Illegal: The top scale of stack 7 is a W2, so it moves exactly 2 stacks",
		"Rule: A move goes in a straight line",
		`I cannot read "7=5"`,
		"Illegal: Stack 2 has a black scale",
		"1. 7-5: White moves the W2 from stack 7 onto stack 5 (B1), covering it.",
		"Took back the last turn.",
		"Game abandoned.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("play output lacks %q", want)
		}
	}
	r, g := replayFile(t, rec, 0)
	if got := len(g.Turns()); got != 2 || r.Tag("White") != "Ada" || r.Tag("Termination") != "abandoned" {
		t.Errorf("record: %d turns, tags %v", got, r.Tags)
	}
	// A second game in the same file keeps the first.
	if _, _, err := run(t, "draw\n", "play", "--seed", "7", "--record", rec); err != nil {
		t.Fatal(err)
	}
	if second, _ := replayFile(t, rec, 1); second.Tag("Termination") != "agreed" {
		t.Fatalf("second game ended %q, want agreed", second.Tag("Termination"))
	}
}

func TestPlayToTheWinAndResume(t *testing.T) {
	// The rendered demo game, played at the terminal in two sittings.
	recs, err := readRecordFile(filepath.Join("..", "..", "rules", "testdata", "records", "demo-game.record"))
	if err != nil {
		t.Fatal(err)
	}
	var turns []string
	for _, tr := range recs[0].Turns {
		turns = append(turns, tr.Move.String())
	}
	rec := filepath.Join(t.TempDir(), "g.record")
	setup := recs[0].Tag("Setup")
	// First sitting: ten turns, then the terminal closes (end of input).
	if _, _, err := run(t, strings.Join(turns[:10], "\n")+"\n", "play", "--setup", setup, "--record", rec); err != nil {
		t.Fatal(err)
	}
	// Mark it unfinished again, as a killed process would have left it.
	b, _ := os.ReadFile(rec)
	os.WriteFile(rec, []byte(strings.Replace(string(b), "[Termination \"abandoned\"]\n", "", 1)), 0o644)
	out, _, err := run(t, strings.Join(turns[10:], "\n")+"\n", "play", "--resume", rec)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Resuming") || !strings.Contains(out, "White wins") {
		t.Errorf("resume output:\n%s", out)
	}
	got, g := replayFile(t, rec, 0)
	if len(g.Turns()) != len(turns) || got.Tag("Result") != "1-0" || got.Tag("Termination") != "win" {
		t.Errorf("final record: %d turns, %v", len(g.Turns()), got.Tags)
	}
}

func TestConfigCommand(t *testing.T) {
	t.Setenv("PANTAREI_PLAYERS_WHITE", "Ada")
	out, _, err := run(t, "", "config")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`players\.white\s+Ada\s+env\s+PANTAREI_PLAYERS_WHITE`).MatchString(out) {
		t.Errorf("config output:\n%s", out)
	}
}

// TestMain runs the program itself when PANTAREI_TEST_MAIN is set, with
// the arguments after "--", so that a test can run it as a process of its
// own and kill it.
func TestMain(m *testing.M) {
	if os.Getenv("PANTAREI_TEST_MAIN") == "1" {
		for i, a := range os.Args {
			if a == "--" {
				os.Args = append([]string{"pantarei"}, os.Args[i+1:]...)
				break
			}
		}
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}
