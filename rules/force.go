package rules

import "fmt"

// Force carries out m as hands would, whatever the rules say: the top
// Count scales of stack From go onto stack To, or two stacks change places,
// or nothing moves for a pass. The side to move and the swap lock change as
// after a turn. It fails only for what hands cannot do: a stack that is not
// there, more scales than the stack holds. The referee uses it to recognise
// illegal turns on the table; Apply is for play.
func (p Position) Force(m Move) (Position, error) {
	n := int(p.n)
	switch m.Kind {
	case KindPass:
		return p.apply(m), nil
	case KindSwap:
		if m.From < 1 || m.To < 1 || m.From > n || m.To > n || m.From == m.To {
			return p, fmt.Errorf("rules: cannot swap stacks %d and %d of %d", m.From, m.To, n)
		}
		return p.apply(m), nil
	case KindMove:
		if m.From < 1 || m.To < 1 || m.From > n || m.To > n || m.From == m.To {
			return p, fmt.Errorf("rules: cannot move from stack %d to %d of %d", m.From, m.To, n)
		}
		if m.Count < 1 || m.Count > p.stacks[m.From-1].Height() {
			return p, fmt.Errorf("rules: stack %d holds %d scales, not %d", m.From, p.stacks[m.From-1].Height(), m.Count)
		}
		if p.stacks[m.To-1].Height()+m.Count > MaxStacks {
			return p, fmt.Errorf("rules: a stack of more than %d scales", MaxStacks)
		}
		return p.apply(m), nil
	}
	return p, fmt.Errorf("rules: no turn to force")
}

// SameTops reports whether two positions look the same from above: the
// same number of stacks with the same top scales, head to tail.
func SameTops(a, b Position) bool {
	if a.n != b.n {
		return false
	}
	for i := 0; i < int(a.n); i++ {
		if a.stacks[i].Top() != b.stacks[i].Top() {
			return false
		}
	}
	return true
}
