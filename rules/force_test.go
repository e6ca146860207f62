package rules

import "testing"

func TestForce(t *testing.T) {
	p, _ := ParsePosition("W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N b -")
	// The rendered game's illegal turn: the neutral moved alone.
	q, err := p.Force(Step(12, 13, 1))
	if err == nil {
		t.Fatalf("stack 13 does not exist, yet Force gave %s", q)
	}
	q, err = p.Force(Step(12, 11, 1))
	if err != nil {
		t.Fatal(err)
	}
	if q.String() != "W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1N/W1B1B1B1 w -" {
		t.Errorf("forced neutral move gave %s", q)
	}
	if ReasonOf(p.Check(Black, Step(12, 11, 1))) != NeutralTop {
		t.Errorf("Check does not call it a neutral move")
	}
	for _, bad := range []Move{Step(1, 1, 1), Step(1, 2, 2), Step(0, 2, 1), Swap(3, 3), {}} {
		if _, err := p.Force(bad); err == nil {
			t.Errorf("Force(%v) succeeded", bad)
		}
	}
	if !SameTops(p, p) {
		t.Errorf("SameTops(p, p) is false")
	}
	r, _ := p.Force(Swap(2, 3)) // two B3 singles: nothing visible changes
	if !SameTops(p, r) {
		t.Errorf("swapping identical-looking stacks changed the tops")
	}
}
