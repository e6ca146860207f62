package rules

import "fmt"

// Describe says in words what turn m does in p, for people: "White moves
// the W2 from stack 7 onto stack 5 (B1)". m need not be legal.
func (p Position) Describe(m Move) string {
	who := p.side.String()
	switch m.Kind {
	case KindPass:
		return who + " passes"
	case KindSwap:
		return fmt.Sprintf("%s swaps stack %d (%s) and stack %d (%s)", who, m.From, p.Stack(m.From), m.To, p.Stack(m.To))
	case KindMove:
		src := p.Stack(m.From)
		if src == 0 || m.Count < 1 || m.Count > src.Height() {
			return fmt.Sprintf("%s moves %d scales from stack %d onto stack %d", who, m.Count, m.From, m.To)
		}
		moved := src >> (scaleBits * uint(src.Height()-m.Count))
		what := "the " + moved.Top().String()
		if m.Count == 2 {
			what = fmt.Sprintf("the %s with the %s under it", moved.Top(), moved.At(0))
		}
		dst := p.Stack(m.To)
		onto := fmt.Sprintf("stack %d", m.To)
		if dst != 0 {
			onto += " (" + dst.String() + ")"
			if c := dst.Controller(); c != NoColor && c != p.side {
				onto += ", covering it"
			}
		}
		return fmt.Sprintf("%s moves %s from stack %d onto %s", who, what, m.From, onto)
	}
	return "no turn"
}
