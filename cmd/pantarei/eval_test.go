package main

import (
	"regexp"
	"strings"
	"testing"
)

func TestEvalScenes(t *testing.T) {
	out, errOut, err := run(t, "", "eval", "scenes", "--repeat", "2", "../../vision/testdata/frames")
	if err != nil {
		t.Fatalf("eval: %v\n%s", err, errOut)
	}
	for _, re := range []string{
		`(?m)^touch-rsquare-000\.jpg +(ok|WRONG \d+) +\d+\.\dms  \d+ stacks$`,
		`(?m)^frames right: \d/7 `,
		`(?m)^time per frame \(detection only, median of 2 detections of each frame\):$`,
		`(?m)^  1280x720: 7 frames, median \d+\.\dms, max \d+\.\dms \(first detection of each: median \d+\.\dms\); target 15ms: (within|OVER)$`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("output does not match %s:\n%s", re, out)
		}
	}
	if !strings.Contains(errOut, "7 frames in ") {
		t.Errorf("no progress on stderr: %q", errOut)
	}
}

func TestEvalScenesErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"eval", "scenes", "--repeat", "0", "../../vision/testdata/frames"}, "--repeat 0"},
		{[]string{"eval", "scenes", t.TempDir()}, "no NAME.png with NAME.json"},
	} {
		_, _, err := run(t, "", tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want one saying %q", tc.args, err, tc.want)
		}
	}
}
