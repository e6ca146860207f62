package main

import (
	"encoding/json"
	"fmt"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestEvalScenes(t *testing.T) {
	const dir = "../../vision/testdata/frames"
	// The stored frames are JPEG, or PNG where JPEG hides the case (a
	// crop, of another size): the timing line for 720p counts only those.
	// Only those with their truth beside them (NAME.json) are evaluated;
	// a few without are kept for tests of their own.
	jpg, err := filepath.Glob(filepath.Join(dir, "*.jpg"))
	png, _ := filepath.Glob(filepath.Join(dir, "*.png"))
	frames := slices.DeleteFunc(append(jpg, png...), func(f string) bool {
		_, err := os.Stat(strings.TrimSuffix(f, filepath.Ext(f)) + ".json")
		return err != nil
	})
	n := len(frames)
	if err != nil || n == 0 {
		t.Fatalf("no frames with their truth in %s: %v", dir, err)
	}
	n720 := 0
	for _, f := range frames {
		r, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		c, _, err := image.DecodeConfig(r)
		r.Close()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if c.Width == 1280 && c.Height == 720 {
			n720++
		}
	}
	out, errOut, err := run(t, "", "eval", "scenes", "--repeat", "2", dir)
	if err != nil {
		t.Fatalf("eval: %v\n%s", err, errOut)
	}
	for _, re := range []string{
		`(?m)^touch-rsquare-000\.jpg +(ok|WRONG \d+) +\d+\.\dms  \d+ stacks$`,
		fmt.Sprintf(`(?m)^frames right: \d+/%d `, n),
		`(?m)^frames wrong without saying so: \d+$`,
		`(?m)^stacks misread \(read as a scale they are not, or where none is\): \d+/\d+ \(\d+\.\d per 1000\); target at most 1 per 1000: (within|OVER)$`,
		`(?m)^time per frame \(detection only, median of 2 detections of each frame\):$`,
		fmt.Sprintf(`(?m)^  1280x720: %d frames, median \d+\.\dms, max \d+\.\dms \(first detection of each: median \d+\.\dms\); target 15ms: (within|OVER)$`, n720),
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("output does not match %s:\n%s", re, out)
		}
	}
	if !strings.Contains(errOut, fmt.Sprintf("%d frames in ", n)) {
		t.Errorf("no progress on stderr: %q", errOut)
	}
}

// TestEvalScenesAgainstTruth evaluates a stored frame, read right,
// against truths changed three ways. One says a hand hides one more
// stack, which the frame does not show: left out, it is no error. The
// same without occluded_frac: the stack is lost, not misread, without a
// word. One has a stack changed to another scale: a misread, said
// nowhere, over the target of 1 in 1000.
func TestEvalScenesAgainstTruth(t *testing.T) {
	frame, tops, more, occluded, other := sweepTruths(t)
	n := len(tops)
	for _, tc := range []struct {
		name     string
		tops     []string
		occluded []float64
		want     []string
	}{
		{"under a hand", more, occluded, []string{`(?m)^sweep-6-019\.jpg +ok .*16 stacks, 1 under a hand$`, `(?m)^frames right: 1/1 `, `(?m)^stacks under a hand \(occluded_frac above 0\): 1;`,
			`(?m)^frames right where a hand hides a stack: 1/1 \(100\.0%\); where none does: 0/0 \(0\.0%\)$`}},
		{"in plain sight", more, nil, []string{`(?m)^sweep-6-019\.jpg +WRONG 1 .*16 stacks, NOT SAID: nothing said unreadable$`, `(?m)^frames wrong without saying so: 1$`,
			`(?m)^stacks wrong: 1/16 .*unreadable \(said so\): 0$`, `(?m)^stacks misread .*: 0/16 \(0\.0 per 1000\); target at most 1 per 1000: within$`}},
		{"misread", other, nil, []string{`(?m)^sweep-6-019\.jpg +WRONG 1 .*\d+ stacks, 1 misread, NOT SAID: nothing said unreadable$`,
			fmt.Sprintf(`(?m)^stacks misread .*: 1/%d \(\d+\.\d per 1000\); target at most 1 per 1000: OVER$`, n)}},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "sweep-6-019.jpg"), frame, 0o644); err != nil {
			t.Fatal(err)
		}
		js, _ := json.Marshal(map[string]any{"tops": tc.tops, "occluded_frac": tc.occluded})
		if err := os.WriteFile(filepath.Join(dir, "sweep-6-019.json"), js, 0o644); err != nil {
			t.Fatal(err)
		}
		out, errOut, err := run(t, "", "eval", "scenes", "--repeat", "1", dir)
		if err != nil {
			t.Fatalf("%s: %v\n%s", tc.name, err, errOut)
		}
		for _, re := range tc.want {
			if !regexp.MustCompile(re).MatchString(out) {
				t.Errorf("%s: output does not match %s:\n%s", tc.name, re, out)
			}
		}
	}
}

// sweepTruths gives a stored frame, read right, with its tops and two
// truths changed: more says a hand hides (occluded) one more stack,
// which the frame does not show; other has a stack changed to another
// scale.
func sweepTruths(t *testing.T) (frame []byte, tops, more []string, occluded []float64, other []string) {
	t.Helper()
	frame, err := os.ReadFile("../../vision/testdata/frames/sweep-6-019.jpg")
	if err != nil {
		t.Fatal(err)
	}
	var truth struct {
		Tops []string `json:"tops"`
	}
	b, err := os.ReadFile("../../vision/testdata/frames/sweep-6-019.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &truth); err != nil {
		t.Fatal(err)
	}
	more = append(append(append([]string{}, truth.Tops[:5]...), "B1"), truth.Tops[5:]...)
	occluded = make([]float64, len(more))
	occluded[5] = 0.6
	other = slices.Clone(truth.Tops)
	other[3] = map[bool]string{true: "B2", false: "W2"}[other[3] != "B2"]
	return frame, truth.Tops, more, occluded, other
}

func TestEvalScenesErrors(t *testing.T) {
	short := t.TempDir()
	frame, err := os.ReadFile("../../vision/testdata/frames/sweep-6-019.jpg")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(short, "a.jpg"), frame, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(short, "a.json"), []byte(`{"tops": ["W1", "B2"], "occluded_frac": [0]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"eval", "scenes", "--repeat", "0", "../../vision/testdata/frames"}, "--repeat 0"},
		{[]string{"eval", "scenes", "--jpeg", "101", "../../vision/testdata/frames"}, "--jpeg 101"},
		{[]string{"eval", "scenes", "--jpeg", "-5", "../../vision/testdata/frames"}, "--jpeg -5"},
		{[]string{"eval", "scenes", t.TempDir()}, "no NAME.png with NAME.json"},
		{[]string{"eval", "scenes", short}, "occluded_frac has 1 entries for 2 tops"},
	} {
		_, _, err := run(t, "", tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want one saying %q", tc.args, err, tc.want)
		}
	}
}

// TestEvalScenesJPEG evaluates a lossless frame through a JPEG in memory:
// the output says so and names the file, and no copy is left beside it.
func TestEvalScenesJPEG(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"aslant-8-038.png", "aslant-8-038.json"} {
		b, err := os.ReadFile(filepath.Join("../../vision/testdata/frames", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, err := run(t, "", "eval", "scenes", "--repeat", "1", "--jpeg", "80", dir)
	if err != nil {
		t.Fatalf("eval: %v\n%s", err, errOut)
	}
	for _, re := range []string{
		`(?m)^each image compressed to JPEG quality 80 before detection$`,
		`(?m)^aslant-8-038\.png +(ok|WRONG \d+) +\d+\.\dms  \d+ stacks`,
		`(?m)^frames right: \d/1 `,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("output does not match %s:\n%s", re, out)
		}
	}
	if left, _ := os.ReadDir(dir); len(left) != 2 {
		t.Errorf("%d files in the folder after eval, want the 2 given", len(left))
	}
}

// TestEvalScenesHandSplit evaluates a stored frame twice: once against a
// truth where a hand hides one more stack, read right, and once against
// one with a stack changed to another scale and no hand, read wrong. The
// frames right are given apart: 1/1 under a hand, 0/1 with none.
func TestEvalScenesHandSplit(t *testing.T) {
	frame, _, more, occluded, other := sweepTruths(t)
	dir := t.TempDir()
	for name, js := range map[string]map[string]any{
		"hand":  {"tops": more, "occluded_frac": occluded},
		"plain": {"tops": other},
	} {
		b, _ := json.Marshal(js)
		if err := os.WriteFile(filepath.Join(dir, name+".json"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".jpg"), frame, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, err := run(t, "", "eval", "scenes", "--repeat", "1", dir)
	if err != nil {
		t.Fatalf("eval: %v\n%s", err, errOut)
	}
	for _, re := range []string{
		`(?m)^frames right: 1/2 `,
		`(?m)^frames right where a hand hides a stack: 1/1 \(100\.0%\); where none does: 0/1 \(0\.0%\)$`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("output does not match %s:\n%s", re, out)
		}
	}
}
