package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDetectBadInputs: each path that is no picture is said so, by what
// it is, on standard error; the others are still read, and the command
// fails.
func TestDetectBadInputs(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.jpg")
	if err := os.WriteFile(text, []byte("not a picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.png")
	_, errOut, err := run(t, "", "detect", missing, dir, text)
	if err == nil {
		t.Error("no error for three paths that are no pictures")
	}
	for _, want := range []string{missing + ": no such file", dir + ": a folder, not an image", text + ": not a readable image"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("standard error lacks %q:\n%s", want, errOut)
		}
	}
}

// TestDetectSaysHand: where a hand hides part of the table the text says
// so, with where; a frame with no hand has no such line. The tops alone
// would pass for every stack there is.
func TestDetectSaysHand(t *testing.T) {
	frames := filepath.Join("..", "..", "vision", "testdata", "frames")
	hand, clear := filepath.Join(frames, "povray-1020.jpg"), filepath.Join(frames, "aslant-1-001.jpg")
	out, errOut, err := run(t, "", "detect", hand, clear)
	if err != nil {
		t.Fatalf("detect: %v\n%s", err, errOut)
	}
	parts := strings.SplitN(out, clear+":", 2)
	if len(parts) != 2 {
		t.Fatalf("no reading of %s:\n%s", clear, out)
	}
	if !regexp.MustCompile(`(?m)^  under a hand at \(\d+,\d+\)-\(\d+,\d+\): stacks there are not read$`).MatchString(parts[0]) {
		t.Errorf("the frame with a hand does not say where it lies:\n%s", parts[0])
	}
	if strings.Contains(parts[1], "under a hand") {
		t.Errorf("a frame with no hand says one lies there:\n%s", parts[1])
	}
}
