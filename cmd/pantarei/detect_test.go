package main

import (
	"os"
	"path/filepath"
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
