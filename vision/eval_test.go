package vision

import (
	"strings"
	"testing"
)

func TestCompareTopsHidden(t *testing.T) {
	for _, tc := range []struct {
		name      string
		want, got string
		hidden    string // per stack wanted: h hidden, . not
		wrong     int
		said      int
		reversed  bool
	}{
		{"all right", "W1 B2 N", "W1 B2 N", "...", 0, 0, false},
		{"tail to head", "W1 B2 N", "N B2 W1", "...", 0, 0, true},
		{"misread", "W1 B2 N", "W1 B3 N", "...", 1, 0, false},
		{"said unreadable", "W1 B2 N", "W1 ? N", "...", 1, 1, false},
		{"missed", "W1 B2 N", "W1 N", "...", 1, 0, false},
		{"invented", "W1 B2 N", "W1 B2 ? N", "...", 1, 1, false},
		{"hidden, said unreadable", "W1 B2 N", "W1 ? N", ".h.", 0, 0, false},
		{"hidden, left out", "W1 B2 N", "W1 N", ".h.", 0, 0, false},
		{"hidden, read right", "W1 B2 N", "W1 B2 N", ".h.", 0, 0, false},
		{"hidden, guessed wrong", "W1 B2 N", "W1 B3 N", ".h.", 1, 0, false},
		{"two hidden at the head, left out, tail to head", "W1 B2 N W3", "W3 N", "hh..", 0, 0, true},
		{"one beside the hand said unreadable", "W1 B2 N W3", "W1 ? ? W3", ".h..", 1, 1, false},
	} {
		hidden := make([]bool, len(tc.hidden))
		for i, c := range tc.hidden {
			hidden[i] = c == 'h'
		}
		wrong, said, rev := compareTops(strings.Fields(tc.want), strings.Fields(tc.got), hidden)
		if wrong != tc.wrong || said != tc.said || rev != tc.reversed {
			t.Errorf("%s: wrong %d, said %d, reversed %v; want %d, %d, %v", tc.name, wrong, said, rev, tc.wrong, tc.said, tc.reversed)
		}
		if h, r := CompareTops(strings.Fields(tc.want), strings.Fields(tc.got)); !strings.Contains(tc.hidden, "h") && (h != wrong || r != rev) {
			t.Errorf("%s: CompareTops gives %d %v, CompareTopsHidden %d %v", tc.name, h, r, wrong, rev)
		}
	}
}

// FuzzCompareTops checks the comparison's bounds on any two sequences:
// no more errors than the longer sequence, none when read as wanted, and
// hiding stacks never adds errors.
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
		plain, said, _ := compareTops(a, b, nil)
		hid, _, _ := compareTops(a, b, hidden)
		if plain > max(len(a), len(b)) || said > plain || hid > plain {
			t.Errorf("%q vs %q (hidden %08b): %d wrong (%d said), %d with stacks hidden", want, got, mask, plain, said, hid)
		}
		if self, _, _ := compareTops(a, a, nil); self != 0 {
			t.Errorf("%q against itself: %d wrong", want, self)
		}
	})
}
