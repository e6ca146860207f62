package rules

import (
	"errors"
	"strings"
	"testing"
)

func TestParsePositionCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		{setupExample, setupExample},
		{"w1/b2/n/w3/b1/b3/w2/w1/b2/w2/b3/w3/b1/w1/b2/w3/b1/w2/b3 W -", setupExample},
		{"  W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3\tw   - \n", setupExample},
		{"W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N B S", "W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N b s"},
	}
	for _, tc := range tests {
		p, err := ParsePosition(tc.in)
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", tc.in, err)
			continue
		}
		if got := p.String(); got != tc.want {
			t.Errorf("ParsePosition(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestParsePositionErrors(t *testing.T) {
	full := "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3"
	tests := []struct{ in, says string }{
		{"", "empty"},
		{full, "missing the side to move"},
		{full + " w", "missing the swap lock"},
		{full + " x -", "side to move 'x'"},
		{full + " w x", "swap lock 'x'"},
		{full + " w - extra", "unexpected text"},
		{full + "w -", "column"},
		{"W1//B2 w -", "stack 2 is empty"},
		{"W4/B2 w -", "value '4'"},
		{"W1/X2 w -", "'X' is not a scale"},
		{"W1/B2/N w -", "not one box"},
		{strings.Replace(full, "W1", "B1", 1) + " w -", "1 W1 missing, 1 B1 too many"},
		{strings.Replace(full, "N", "NN", 1) + " w -", "1 N too many"},
		{full + "/W1 w -", "more than 19 stacks"},
		{"W w -", "value ' '"},
		{"W", "W must be followed by its value"},
	}
	for _, tc := range tests {
		_, err := ParsePosition(tc.in)
		if err == nil {
			t.Errorf("ParsePosition(%q) succeeded", tc.in)
			continue
		}
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParsePosition(%q): %v is not a *SyntaxError", tc.in, err)
		}
		if !strings.Contains(err.Error(), tc.says) {
			t.Errorf("ParsePosition(%q): %q does not say %q", tc.in, err, tc.says)
		}
	}
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		in   string
		want Move
		out  string
	}{
		{"7-10", Step(7, 10, 1), "7-10"},
		{"7:2-10", Step(7, 10, 2), "7:2-10"},
		{"7:1-10", Step(7, 10, 1), "7-10"},
		{"7:3-10", Step(7, 10, 3), "7:3-10"},
		{"3<>12", Swap(3, 12), "3<>12"},
		{"12<>3", Swap(3, 12), "3<>12"},
		{"PASS", Pass, "pass"},
		{" 4:2-6# ", Step(4, 6, 2), "4:2-6"},
	}
	for _, tc := range tests {
		m, err := ParseMove(tc.in)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tc.in, err)
			continue
		}
		if m != tc.want || m.String() != tc.out {
			t.Errorf("ParseMove(%q) = %#v (%s), want %#v (%s)", tc.in, m, m, tc.want, tc.out)
		}
	}
	bad := []struct{ in, says string }{
		{"", "empty"},
		{"7", "want -"},
		{"7-", "missing stack number"},
		{"0-3", "numbered from 1"},
		{"7-x", "found 'x'"},
		{"7:-9", "number of scales"},
		{"7:0-9", "at least one scale"},
		{"7<9", "A<>B"},
		{"7-9-10", "unexpected text"},
		{"1234-1", "not a stack number"},
		{"passs", "want a stack number"},
	}
	for _, tc := range bad {
		_, err := ParseMove(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("ParseMove(%q) = %v, want an error saying %q", tc.in, err, tc.says)
		}
	}
}

func TestTextMarshalers(t *testing.T) {
	p, _ := ParsePosition(setupExample)
	b, err := p.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var q Position
	if err := q.UnmarshalText(b); err != nil || q != p {
		t.Fatalf("position text round trip: %v, %s", err, q)
	}
	var m Move
	if err := m.UnmarshalText([]byte("4:2-6")); err != nil || m != Step(4, 6, 2) {
		t.Fatalf("move text: %v %v", err, m)
	}
	if _, err := (Position{}).MarshalText(); err == nil {
		t.Errorf("zero position marshalled")
	}
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{setupExample, "W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N b s", "W1/B2 w -", "", "N n s"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s)
		if err != nil {
			return
		}
		q, err := ParsePosition(p.String())
		if err != nil {
			t.Fatalf("canonical %q does not parse: %v", p.String(), err)
		}
		if q != p {
			t.Fatalf("decode→encode→decode differs: %s vs %s", p, q)
		}
		// Every generated turn applies, and is described by its notation.
		for _, m := range p.LegalTurns() {
			if d, err := p.Decode(m.String()); err != nil || d != m {
				t.Fatalf("%s: %s does not decode to itself: %v", p, m, err)
			}
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"7-10", "7:2-10", "3<>12", "pass", "4:2-6#", "12<>3", "0-0", "9:9-9"} {
		f.Add(s)
	}
	p, _ := ParsePosition(setupExample)
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		n, err := ParseMove(m.String())
		if err != nil || n != m {
			t.Fatalf("%q → %s → %v, %v", s, m, n, err)
		}
		// Decode returns only legal turns, or an explained refusal.
		d, err := p.Decode(s)
		if err == nil && !p.HasTurn(d) {
			t.Fatalf("Decode(%q) returned %s, which is not legal", s, d)
		}
		if err != nil && ReasonOf(err) == NoReason {
			t.Fatalf("Decode(%q): %v: neither legal nor explained", s, err)
		}
	})
}

// TestScaleString pins the names the referee prints, "?" for an unread top
// included: vision and the tracker print tops with String alone.
func TestScaleString(t *testing.T) {
	got := []string{NoScale.String(), Neutral.String(), NewScale(White, 1).String(), NewScale(Black, 3).String()}
	want := []string{"?", "N", "W1", "B3"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("scale %d prints %q, want %q", i, got[i], want[i])
		}
	}
}
