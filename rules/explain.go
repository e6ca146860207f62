package rules

import (
	"errors"
	"fmt"
)

// Reason is why a turn is illegal. Each has a plain sentence for a
// newcomer (IllegalError.Explanation) and the rule it breaks (Rule).
type Reason uint8

const (
	NoReason        Reason = iota
	GameOver               // the position is won or blocked
	OutOfTurn              // the other side played
	NoSuchStack            // the turn names a stack the snake does not have
	SameStack              // a move onto its own origin
	EmptyTurn              // the zero Move
	OpponentStack          // moving a stack the opponent controls
	NeutralTop             // moving a stack topped by the neutral scale
	TooManyScales          // three or more scales at once
	NotEnoughScales        // two scales from a single scale
	WrongDistance          // not exactly the top scale's value away
	PastEnd                // the move would leave the snake at the head or tail
	SwapLocked             // a swap right after the opponent's swap
	SwapNotOwn             // a swap involving a stack the mover does not control
	SwapIdentical          // a swap of two stacks with the same content
	PassNotForced          // a pass while a move or swap exists
)

var reasonNames = [...]string{
	NoReason:        "none",
	GameOver:        "game over",
	OutOfTurn:       "out of turn",
	NoSuchStack:     "no such stack",
	SameStack:       "same stack",
	EmptyTurn:       "empty turn",
	OpponentStack:   "opponent's stack",
	NeutralTop:      "neutral on top",
	TooManyScales:   "too many scales",
	NotEnoughScales: "not enough scales",
	WrongDistance:   "wrong distance",
	PastEnd:         "past the end",
	SwapLocked:      "swap after swap",
	SwapNotOwn:      "swap of a stack not yours",
	SwapIdentical:   "swap of identical stacks",
	PassNotForced:   "pass not forced",
}

var reasonRules = [...]string{
	GameOver:        "A stack of 7 or more ends the game at once; a game where nobody can move or swap is a draw.",
	OutOfTurn:       "The players take turns.",
	NoSuchStack:     "Stacks are counted from the head (1) to the tail along the current snake.",
	SameStack:       "A move lands on another stack, exactly as many stacks away as the top scale's value.",
	EmptyTurn:       "On their turn a player makes a move, a swap, or (only when neither is possible) a pass.",
	OpponentStack:   "You may move only a stack you control: one with your colour on top.",
	NeutralTop:      "The neutral scale never moves on its own; a stack it tops is controlled by nobody.",
	TooManyScales:   "A move takes the top scale alone or the top two scales together, never more.",
	NotEnoughScales: "Two scales move together only from a stack of at least two.",
	WrongDistance:   "A move goes in a straight line exactly as many stacks as the value of the top scale.",
	PastEnd:         "The snake does not loop: a move may not go past the head or the tail.",
	SwapLocked:      "You may not swap if your opponent's previous turn was a swap.",
	SwapNotOwn:      "A swap exchanges two stacks you control.",
	SwapIdentical:   "Swapping two identical stacks changes nothing, and a pass is allowed only when no move or swap is possible.",
	PassNotForced:   "A player passes only when they can neither move nor swap.",
}

func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", r)
}

// Rule returns the rule the reason refers to, as a sentence.
func (r Reason) Rule() string {
	if int(r) < len(reasonRules) {
		return reasonRules[r]
	}
	return ""
}

// IllegalError says why a turn is not allowed in a position.
type IllegalError struct {
	Move        Move
	Mover       Color
	Reason      Reason
	Explanation string // one plain sentence about this turn in this position
}

func (e *IllegalError) Error() string {
	return fmt.Sprintf("rules: illegal turn %s: %s", e.Move, e.Explanation)
}

// ErrIllegal matches every *IllegalError with errors.Is.
var ErrIllegal = errors.New("rules: illegal turn")

// Is makes errors.Is(err, ErrIllegal) true for an *IllegalError.
func (e *IllegalError) Is(target error) bool { return target == ErrIllegal }

// ReasonOf returns the reason of an *IllegalError in err's chain, or NoReason.
func ReasonOf(err error) Reason {
	var ie *IllegalError
	if errors.As(err, &ie) {
		return ie.Reason
	}
	return NoReason
}

// Check tells whether mover may play m here: nil if legal, otherwise an
// *IllegalError with the first rule m breaks. Mover is who actually played,
// so that a turn out of turn is told apart from a move of the opponent's
// stack.
func (p Position) Check(mover Color, m Move) error {
	bad := func(r Reason, format string, args ...any) error {
		return &IllegalError{Move: m, Mover: mover, Reason: r, Explanation: fmt.Sprintf(format, args...)}
	}
	if st, winner := p.Status(); st != Ongoing {
		if st == Won {
			i := p.wonStack()
			return bad(GameOver, "The game is over: %s won with a stack of %d (stack %d).", winner, p.stacks[i].Height(), i+1)
		}
		return bad(GameOver, "The game is over: neither side can move or swap, so it is a draw.")
	}
	if mover != p.side {
		return bad(OutOfTurn, "It is %s's turn, not %s's.", p.side, mover)
	}
	n := int(p.n)
	stackName := func(i int) string {
		return fmt.Sprintf("stack %d (%s)", i, p.stacks[i-1])
	}
	switch m.Kind {
	case KindPass:
		var buf [maxTurns]Move
		turns := p.appendTurns(buf[:0])
		if len(turns) == 1 && turns[0] == Pass {
			return nil
		}
		return bad(PassNotForced, "You may pass only when you can neither move nor swap; here you have %d legal turns, for example %s.", len(turns), turns[0])
	case KindMove:
		if m.From > n {
			return bad(NoSuchStack, "There is no stack %d: the snake has %d stacks.", m.From, n)
		}
		if m.From < 1 {
			return bad(NoSuchStack, "Stacks are numbered from 1 at the head; there is no stack %d.", m.From)
		}
		src := p.stacks[m.From-1]
		top := src.Top()
		switch top.Color() {
		case NoColor:
			return bad(NeutralTop, "Stack %d has the neutral scale on top: nobody controls it, and the neutral scale moves only as the second of two scales.", m.From)
		case mover.Other():
			return bad(OpponentStack, "Stack %d has a %s scale (%s) on top, so it belongs to %s; %s may move only stacks with a %s scale on top.",
				m.From, lowerColor(top.Color()), top, top.Color(), mover, lowerColor(mover))
		}
		if m.Count > 2 {
			return bad(TooManyScales, "%d scales cannot move at once: take the top scale alone or the top two together.", m.Count)
		}
		if m.Count < 1 {
			return bad(TooManyScales, "A move takes one or two scales, not %d.", m.Count)
		}
		if m.Count == 2 && src.Height() < 2 {
			return bad(NotEnoughScales, "Stack %d is a single scale (%s), so only one scale can move from it.", m.From, top)
		}
		v := top.Value()
		if m.To == m.From {
			return bad(SameStack, "The %s must leave stack %d: it moves exactly %d %s, to %s.", top, m.From, v, plural(v, "stack"), destinations(m.From, v, n))
		}
		dist := m.To - m.From
		if dist < 0 {
			dist = -dist
		}
		if dist == v && (m.To < 1 || m.To > n) {
			end := "tail"
			if m.To < 1 {
				end = "head"
			}
			return bad(PastEnd, "The %s on stack %d moves exactly %d %s, and towards the %s that goes past the end of the snake, which does not loop; it can only go to %s.",
				top, m.From, v, plural(v, "stack"), end, destinations(m.From, v, n))
		}
		if dist != v {
			return bad(WrongDistance, "The top scale of stack %d is a %s, so it moves exactly %d %s (to %s); stack %d is %d %s away.",
				m.From, top, v, plural(v, "stack"), destinations(m.From, v, n), m.To, dist, plural(dist, "stack"))
		}
		return nil
	case KindSwap:
		a, b := m.From, m.To
		if b < a {
			a, b = b, a
		}
		for _, i := range []int{a, b} {
			if i < 1 || i > n {
				return bad(NoSuchStack, "There is no stack %d: the snake has %d stacks.", i, n)
			}
		}
		if a == b {
			return bad(SameStack, "A swap exchanges two different stacks; %d<>%d names the same one twice.", a, b)
		}
		if p.locked {
			return bad(SwapLocked, "%s swapped on the previous turn, so %s may not swap now: move instead.", p.side.Other(), p.side)
		}
		for _, i := range []int{a, b} {
			c := p.stacks[i-1].Controller()
			if c == NoColor {
				return bad(SwapNotOwn, "%s has the neutral scale on top: nobody controls it, so it cannot be swapped.", stackName(i))
			}
			if c != mover {
				return bad(SwapNotOwn, "%s belongs to %s: %s may swap only two stacks with a %s scale on top.", stackName(i), c, mover, lowerColor(mover))
			}
		}
		if p.stacks[a-1] == p.stacks[b-1] {
			return bad(SwapIdentical, "Stacks %d and %d are identical (%s): swapping them changes nothing, which would be a pass in disguise.", a, b, p.stacks[a-1])
		}
		return nil
	}
	return bad(EmptyTurn, "That is no turn: make a move, a swap, or (only when neither is possible) pass.")
}

// destinations lists where a scale of value v on stack from may land.
func destinations(from, v, n int) string {
	var d []int
	if from-v >= 1 {
		d = append(d, from-v)
	}
	if from+v <= n {
		d = append(d, from+v)
	}
	switch len(d) {
	case 0:
		return "nowhere, as both directions leave the snake"
	case 1:
		return fmt.Sprintf("stack %d", d[0])
	}
	return fmt.Sprintf("stack %d or %d", d[0], d[1])
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

func lowerColor(c Color) string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return "neutral"
}
