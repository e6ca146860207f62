package vision

import (
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

func TestCompareTopsHidden(t *testing.T) {
	for _, tc := range []struct {
		name      string
		want, got string
		hidden    string // per stack wanted: h hidden, . not
		wrong     int
		said      int
		lost      int
		misread   int
		reversed  bool
	}{
		{"all right", "W1 B2 N", "W1 B2 N", "...", 0, 0, 0, 0, false},
		{"tail to head", "W1 B2 N", "N B2 W1", "...", 0, 0, 0, 0, true},
		{"misread", "W1 B2 N", "W1 B3 N", "...", 1, 0, 0, 1, false},
		{"said unreadable", "W1 B2 N", "W1 ? N", "...", 1, 1, 0, 0, false},
		{"missed", "W1 B2 N", "W1 N", "...", 1, 0, 1, 0, false},
		{"invented, said unreadable", "W1 B2 N", "W1 B2 ? N", "...", 1, 1, 0, 0, false},
		{"invented, read as a scale", "W1 B2 N", "W1 B2 W3 N", "...", 1, 0, 0, 1, false},
		{"one missed, one misread", "W1 B2 N W3 B1", "W1 N W2 B1", ".....", 2, 0, 1, 1, false},
		{"a missed stack beside one said unreadable", "W1 B2 N W3", "W1 ? W3", "....", 2, 1, 1, 0, false},
		{"hidden, said unreadable", "W1 B2 N", "W1 ? N", ".h.", 0, 0, 0, 0, false},
		{"hidden, left out", "W1 B2 N", "W1 N", ".h.", 0, 0, 0, 0, false},
		{"hidden, read right", "W1 B2 N", "W1 B2 N", ".h.", 0, 0, 0, 0, false},
		{"hidden, guessed wrong", "W1 B2 N", "W1 B3 N", ".h.", 1, 0, 0, 1, false},
		{"two hidden at the head, left out, tail to head", "W1 B2 N W3", "W3 N", "hh..", 0, 0, 0, 0, true},
		{"one beside the hand said unreadable", "W1 B2 N W3", "W1 ? ? W3", ".h..", 1, 1, 0, 0, false},
	} {
		hidden := make([]bool, len(tc.hidden))
		for i, c := range tc.hidden {
			hidden[i] = c == 'h'
		}
		e, rev := compareTops(strings.Fields(tc.want), strings.Fields(tc.got), hidden)
		if e.wrong != tc.wrong || e.said != tc.said || e.lost != tc.lost || e.misread() != tc.misread || rev != tc.reversed {
			t.Errorf("%s: wrong %d, said %d, lost %d, misread %d, reversed %v; want %d, %d, %d, %d, %v", tc.name, e.wrong, e.said, e.lost, e.misread(), rev, tc.wrong, tc.said, tc.lost, tc.misread, tc.reversed)
		}
		if h, r := CompareTops(strings.Fields(tc.want), strings.Fields(tc.got)); !strings.Contains(tc.hidden, "h") && (h != e.wrong || r != rev) {
			t.Errorf("%s: CompareTops gives %d %v, CompareTopsHidden %d %v", tc.name, h, r, e.wrong, rev)
		}
	}
}

// TestMisreadAt counts misreads by place: each stack read as a scale
// against the truth's stack whose face lies nearest it.
func TestMisreadAt(t *testing.T) {
	truth := SceneTruth{Tops: []string{"W1", "B2", "N", "W3"}, Centers: [][2]float64{{100, 100}, {200, 100}, {300, 100}, {400, 100}}}
	stack := func(top string, x, y int) StackReading {
		s, err := rules.ParseScale(top)
		if top == "?" {
			s, err = rules.NoScale, nil
		}
		if err != nil {
			t.Fatal(err)
		}
		return StackReading{Top: s, Center: image.Pt(x, y)}
	}
	for _, tc := range []struct {
		name   string
		stacks []StackReading
		want   int
	}{
		{"all right, tail to head", []StackReading{stack("W3", 398, 103), stack("N", 305, 96), stack("B2", 200, 100), stack("W1", 101, 99)}, 0},
		{"a hand's pieces said unreadable before a stack read right", []StackReading{stack("W1", 100, 100), stack("?", 150, 120), stack("?", 160, 80), stack("?", 230, 90), stack("?", 260, 110), stack("W3", 400, 100)}, 0},
		{"misread in its place", []StackReading{stack("W1", 100, 100), stack("B3", 200, 100), stack("N", 300, 100)}, 1},
		{"a scale read where no stack is", []StackReading{stack("W1", 100, 100), stack("B2", 250, 160)}, 1},
		{"read nearer another stack's place", []StackReading{stack("B2", 120, 100)}, 1},
	} {
		got, ok := truth.misreadAt(Observation{Stacks: tc.stacks, TileRadius: 40})
		if !ok || got != tc.want {
			t.Errorf("%s: %d misread (ok %v), want %d", tc.name, got, ok, tc.want)
		}
	}
	if _, ok := (SceneTruth{Tops: []string{"W1"}}).misreadAt(Observation{}); ok {
		t.Error("a truth with no centres counted misreads by place")
	}
}

// FuzzCompareTops checks the comparison's bounds on any two sequences:
// no more errors than the longer sequence, none when read as wanted,
// hiding stacks never adds errors, the errors said and lost are among
// them, a reading shorter than the truth loses at least the difference,
// and one with no "?" says nothing.
func FuzzCompareTops(f *testing.F) {
	f.Add("W1 B2 N", "W1 ? N", uint8(2))
	f.Add("B3", "", uint8(1))
	f.Fuzz(func(t *testing.T, want, got string, mask uint8) {
		a, b := strings.Fields(want), strings.Fields(got)
		if len(a) > 30 || len(b) > 30 {
			return
		}
		hidden := make([]bool, len(a))
		for i := range hidden {
			hidden[i] = mask>>(i%8)&1 == 1
		}
		plain, _ := compareTops(a, b, nil)
		hid, _ := compareTops(a, b, hidden)
		if plain.wrong > max(len(a), len(b)) || plain.misread() < 0 || plain.said+plain.lost > plain.wrong || hid.wrong > plain.wrong {
			t.Errorf("%q vs %q (hidden %08b): %+v, %+v with stacks hidden", want, got, mask, plain, hid)
		}
		// Stacks dropped less those read where none is: the difference
		// in length, so at least that many are lost.
		if plain.lost < len(a)-len(b) || !slices.Contains(b, "?") && plain.said != 0 {
			t.Errorf("%q vs %q: %+v: fewer lost, or more said, than the readings allow", want, got, plain)
		}
		if self, _ := compareTops(a, a, nil); self.wrong != 0 {
			t.Errorf("%q against itself: %+v", want, self)
		}
	})
}

// TestFrameErrors: a frame is wrong by order or by place, whichever
// counts more; a scale read where no stack is, in the place of one a
// hand hides, is no right frame.
func TestFrameErrors(t *testing.T) {
	tests := []struct {
		name          string
		r             SceneResult
		errors        int
		right, silent bool
	}{
		{"right", SceneResult{}, 0, true, false},
		{"wrong by order, said", SceneResult{Wrong: 2, Misread: 1, Said: true}, 2, false, false},
		{"misread by place only", SceneResult{Misread: 1, Said: true}, 1, false, false},
		{"misread by place only, nothing said", SceneResult{Misread: 1}, 1, false, true},
	}
	for _, tc := range tests {
		if got := tc.r.Errors(); got != tc.errors {
			t.Errorf("%s: %d errors, want %d", tc.name, got, tc.errors)
		}
		if got := tc.r.FrameRight(); got != tc.right {
			t.Errorf("%s: right %v, want %v", tc.name, got, tc.right)
		}
		if got := tc.r.Silent(); got != tc.silent {
			t.Errorf("%s: silent %v, want %v", tc.name, got, tc.silent)
		}
	}
}

// TestReadEvalImageJPEG reads a stored PNG through JPEGs of two
// qualities: each is changed by the compression, the lower quality more,
// and neither beyond what a JPEG does to a photograph.
func TestReadEvalImageJPEG(t *testing.T) {
	const img = "testdata/frames/aslant-8-038.png"
	orig, err := readEvalImage(img, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer orig.Close()
	diff := func(q int) float64 {
		m, err := readEvalImage(img, q)
		if err != nil {
			t.Fatal(err)
		}
		defer m.Close()
		if m.Cols() != orig.Cols() || m.Rows() != orig.Rows() || m.Channels() != 3 {
			t.Fatalf("quality %d: %dx%d with %d channels, want %dx%d with 3", q, m.Cols(), m.Rows(), m.Channels(), orig.Cols(), orig.Rows())
		}
		d := gocv.NewMat()
		defer d.Close()
		gocv.AbsDiff(orig, m, &d)
		mean := d.Mean()
		return (mean.Val1 + mean.Val2 + mean.Val3) / 3
	}
	high, low := diff(95), diff(10)
	t.Logf("mean change per channel: %.3f at quality 95, %.3f at 10", high, low)
	if high <= 0 || high >= low || low > 12 {
		t.Errorf("mean change per channel: %.3f at quality 95, %.3f at 10; want 0 < q95 < q10 <= 12", high, low)
	}
	if _, err := readEvalImage("testdata/frames/none.png", 80); err == nil {
		t.Error("a missing image read without an error")
	}
}

func TestEvalScenesJPEGQuality(t *testing.T) {
	for _, q := range []int{-1, 101} {
		if _, err := EvalScenes("testdata/frames", DefaultOptions(), EvalConfig{JPEG: q}); err == nil || !strings.Contains(err.Error(), "JPEG quality") {
			t.Errorf("quality %d: error %v, want one about the JPEG quality", q, err)
		}
	}
}
