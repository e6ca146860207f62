package rules

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestCheckReasons(t *testing.T) {
	const setup = setupExample // 1 W1, 2 B2, 3 N, 4 W3, 5 B1, 6 B3, 7 W2, 8 W1, … 18 W2, 19 B3
	const locked = "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w s"
	const won = "W1B1W2B2W3B3W1/B1/N/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 b -"
	tests := []struct {
		name   string
		pos    string
		mover  Color
		turn   string
		reason Reason
		says   string // a phrase the explanation must hold
	}{
		{"a 2 moved three stacks", setup, White, "7-10", WrongDistance, "W2, so it moves exactly 2 stacks (to stack 5 or 9); stack 10 is 3 stacks away"},
		{"opponent's stack", setup, White, "2-4", OpponentStack, "belongs to Black"},
		{"neutral on top", setup, White, "3-4", NeutralTop, "neutral scale on top"},
		{"three scales", setup, White, "7:3-9", TooManyScales, "3 scales cannot move at once"},
		{"two from a single", setup, White, "7:2-9", NotEnoughScales, "single scale"},
		{"past the tail", setup, White, "18-20", PastEnd, "towards the tail"},
		{"onto itself", setup, White, "7-7", SameStack, "must leave stack 7"},
		{"no such stack", setup, White, "25-26", NoSuchStack, "no stack 25"},
		{"pass while a turn exists", setup, White, "pass", PassNotForced, "43 legal turns"},
		{"swap of an opponent's stack", setup, White, "1<>5", SwapNotOwn, "belongs to Black"},
		{"swap of the neutral", setup, White, "1<>3", SwapNotOwn, "neutral scale on top"},
		{"swap of identical stacks", setup, White, "1<>8", SwapIdentical, "identical"},
		{"swap after a swap", locked, White, "1<>4", SwapLocked, "Black swapped on the previous turn"},
		{"swap of a stack with itself", setup, White, "4<>4", SameStack, "same one twice"},
		{"out of turn", setup, Black, "2-4", OutOfTurn, "White's turn, not Black's"},
		{"game over", won, Black, "2-3", GameOver, "White won with a stack of 7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParsePosition(tc.pos)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ParseMove(tc.turn)
			if err != nil {
				t.Fatal(err)
			}
			err = p.Check(tc.mover, m)
			var ie *IllegalError
			if !errors.As(err, &ie) {
				t.Fatalf("Check(%s, %s) = %v, want an *IllegalError\nsnake: %s", tc.mover, tc.turn, err, p)
			}
			if ie.Reason != tc.reason {
				t.Errorf("reason %q, want %q (%s)", ie.Reason, tc.reason, ie.Explanation)
			}
			if !strings.Contains(ie.Explanation, tc.says) {
				t.Errorf("explanation %q does not say %q", ie.Explanation, tc.says)
			}
			if ie.Reason.Rule() == "" {
				t.Errorf("reason %q names no rule", ie.Reason)
			}
			if !errors.Is(err, ErrIllegal) || ReasonOf(err) != tc.reason {
				t.Errorf("errors.Is/ReasonOf do not see the reason")
			}
			if tc.mover == p.Side() {
				if _, err := p.Decode(tc.turn); ReasonOf(err) != tc.reason {
					t.Errorf("Decode(%s) = %v, want reason %q", tc.turn, err, tc.reason)
				}
			}
		})
	}
}

// TestCheckAgreesWithGenerator tries every turn the notation can express
// over a range of indices and demands Check(nil) exactly for the
// generated turns.
func TestCheckAgreesWithGenerator(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 300; i++ {
		p := randomPosition(rng)
		if i%2 == 1 {
			p = randomPlayout(rng, 50)
		}
		legal := map[Move]bool{}
		for _, m := range p.LegalTurns() {
			legal[m] = true
		}
		var tries []Move
		tries = append(tries, Pass, Move{})
		for a := 0; a <= p.Len()+2; a++ {
			for b := 0; b <= p.Len()+2; b++ {
				tries = append(tries, Swap(a, b))
				for c := 0; c <= 3; c++ {
					tries = append(tries, Step(a, b, c))
				}
			}
		}
		for _, m := range tries {
			err := p.Check(p.Side(), m)
			if (err == nil) != legal[m] {
				t.Fatalf("%s: Check(%s) = %v but generated: %v", p, m, err, legal[m])
			}
			if err != nil && ReasonOf(err) == NoReason {
				t.Fatalf("%s: Check(%s) = %v: not an *IllegalError", p, m, err)
			}
			if err := p.Check(p.Side().Other(), m); err == nil {
				t.Fatalf("%s: %s accepted out of turn", p, m)
			}
		}
	}
}

func TestStatus(t *testing.T) {
	tests := []struct {
		pos    string
		st     Status
		winner Color
	}{
		{setupExample, Ongoing, NoColor},
		{"W1B1W2B2W3B3W1/B1/N/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 b -", Won, White},
		{"W1B1W2B2W3W1B3/B1/N/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 w -", Won, Black},
		{"B3N/B2B1W3B3W2W1/B1B2W2W1/B1W3B2B3W3/W1W2 b -", Ongoing, NoColor}, // forced pass is not the end
	}
	for _, tc := range tests {
		p, err := ParsePosition(tc.pos)
		if err != nil {
			t.Fatal(err)
		}
		st, w := p.Status()
		if st != tc.st || w != tc.winner {
			t.Errorf("%s: status %v %v, want %v %v", p, st, w, tc.st, tc.winner)
		}
	}
	// A blocked draw cannot arise from a full box (RULES.md), so build one
	// from a part of a box: a lone neutral scale, nobody can do anything.
	p := Position{n: 1, side: White}
	p.stacks[0] = StackOf(Neutral)
	if st, _ := p.Status(); st != Blocked {
		t.Errorf("lone neutral: status %v, want blocked", st)
	}
	if len(p.LegalTurns()) != 0 || Perft(p, 3) != 0 {
		t.Errorf("blocked position has turns")
	}
	if ReasonOf(p.Check(White, Pass)) != GameOver {
		t.Errorf("pass in a blocked position should be refused as game over")
	}
}

func TestGameRepetition(t *testing.T) {
	p, _ := ParsePosition(setupExample)
	g := NewGame(p)
	// White swaps 1<>4 and back, Black does the same with 2<>5: each pair of
	// cycles returns to the set-up, but the lock alternates, so count.
	seq := []string{"1<>4", "5-6", "1<>4"}
	for _, s := range seq {
		m, err := g.Position().Decode(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if g.Repetitions() != 1 {
		t.Errorf("repetitions %d, want 1", g.Repetitions())
	}
	if !g.Undo() || len(g.Turns()) != 2 {
		t.Errorf("undo failed")
	}
	// A true repetition: each side moves a 1 off a stack of two and back.
	q, err := ParsePosition("B2W1/W2/W3/W2B1/W1/W1/W3/B1/B1/B2/B2/B3/B3/B3/N/W2/W3 w -")
	if err != nil {
		t.Fatal(err)
	}
	g = NewGame(q)
	for i := 0; i < 2; i++ {
		for _, s := range []string{"1-2", "4-3", "2-1", "3-4"} {
			m, err := g.Position().Decode(s)
			if err != nil {
				t.Fatalf("%s in %s: %v", s, g.Position(), err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if g.Repetitions() != RepetitionLimit {
		t.Errorf("after two swap cycles the set-up recurs %d times, want %d", g.Repetitions(), RepetitionLimit)
	}
}

func TestDescribe(t *testing.T) {
	p, _ := ParsePosition("W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N w -")
	tests := []struct {
		turn, want string
	}{
		{"6:2-8", "White moves the W2 with the W3 under it from stack 6 onto stack 8 (B3), covering it"},
		{"11-12", "White moves the W1 from stack 11 onto stack 12 (W1B1B1B1N)"},
		{"1<>5", "White swaps stack 1 (W2) and stack 5 (W3)"},
		{"pass", "White passes"},
	}
	for _, tc := range tests {
		m, _ := ParseMove(tc.turn)
		if got := p.Describe(m); got != tc.want {
			t.Errorf("Describe(%s) = %q, want %q", tc.turn, got, tc.want)
		}
	}
}
