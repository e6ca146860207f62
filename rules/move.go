package rules

import (
	"fmt"
	"strconv"
)

// Kind tells a move from a swap and a pass.
type Kind uint8

const (
	NoKind Kind = iota
	KindMove
	KindSwap
	KindPass
)

func (k Kind) String() string {
	switch k {
	case KindMove:
		return "move"
	case KindSwap:
		return "swap"
	case KindPass:
		return "pass"
	}
	return "none"
}

// Move is one turn: a move of the top Count scales of stack From onto
// stack To, a swap of stacks From and To (From < To), or a pass. Indices
// are 1-based from the head, in the position before the turn, as in the
// notation. The zero Move is no turn.
type Move struct {
	Kind  Kind
	From  int
	To    int
	Count int // scales moved: 1 or 2 for a legal move; 0 for swaps and passes
}

// Pass is the forced pass.
var Pass = Move{Kind: KindPass}

// Step returns the move of the top count scales of stack from onto stack to.
func Step(from, to, count int) Move { return Move{Kind: KindMove, From: from, To: to, Count: count} }

// Swap returns the swap of stacks a and b, smaller index first.
func Swap(a, b int) Move {
	if b < a {
		a, b = b, a
	}
	return Move{Kind: KindSwap, From: a, To: b}
}

// String returns the notation: "7-10", "7:2-10", "3<>12" or "pass".
func (m Move) String() string {
	switch m.Kind {
	case KindMove:
		if m.Count == 1 {
			return strconv.Itoa(m.From) + "-" + strconv.Itoa(m.To)
		}
		return strconv.Itoa(m.From) + ":" + strconv.Itoa(m.Count) + "-" + strconv.Itoa(m.To)
	case KindSwap:
		return strconv.Itoa(m.From) + "<>" + strconv.Itoa(m.To)
	case KindPass:
		return "pass"
	}
	return "none"
}

// MarshalText implements encoding.TextMarshaler.
func (m Move) MarshalText() ([]byte, error) {
	if m.Kind == NoKind {
		return nil, fmt.Errorf("rules: the zero Move has no notation")
	}
	return []byte(m.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler; it checks the syntax
// only (see ParseMove).
func (m *Move) UnmarshalText(b []byte) error {
	mv, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

// ParseMove reads a turn's notation without a position, so it accepts
// turns the rules forbid (three scales, a stack that does not exist) for
// Check to explain. A trailing '#' is accepted and ignored; a swap may name
// its stacks in either order. Use Decode to get only legal turns.
func ParseMove(s string) (Move, error) {
	fail := func(off int, format string, args ...any) (Move, error) {
		return Move{}, &SyntaxError{What: "turn", Input: s, Offset: off, Msg: fmt.Sprintf(format, args...)}
	}
	i := skipSpace(s, 0)
	end := len(s)
	for end > i && isSpace(s[end-1]) {
		end--
	}
	if end > i && s[end-1] == '#' {
		end--
	}
	if i == end {
		return fail(i, "empty: want a move like 7-10 or 7:2-10, a swap like 3<>12, or pass")
	}
	t := s[i:end]
	if lower(t) == "pass" {
		return Pass, nil
	}
	num := func(j int, what string) (int, int, error) {
		k := j
		for k < end && '0' <= s[k] && s[k] <= '9' {
			k++
		}
		if k == j {
			if j < end {
				_, err := fail(j, "%s: want a stack number, found %q", what, s[j])
				return 0, j, err
			}
			_, err := fail(j, "%s: missing stack number", what)
			return 0, j, err
		}
		if k-j > 3 {
			_, err := fail(j, "%s: %s is not a stack number (a snake has at most %d stacks)", what, s[j:k], MaxStacks)
			return 0, j, err
		}
		n, _ := strconv.Atoi(s[j:k])
		if n == 0 {
			_, err := fail(j, "%s: stacks are numbered from 1 at the head", what)
			return 0, j, err
		}
		return n, k, nil
	}
	from, j, err := num(i, "origin")
	if err != nil {
		return Move{}, err
	}
	if j == end {
		return fail(j, "after stack %d: want -, :N- or <>", from)
	}
	switch {
	case s[j] == '<':
		if j+1 >= end || s[j+1] != '>' {
			return fail(j, "a swap is written A<>B")
		}
		to, k, err := num(j+2, "swap")
		if err != nil {
			return Move{}, err
		}
		if k != end {
			return fail(k, "unexpected text after the swap")
		}
		return Swap(from, to), nil
	case s[j] == ':':
		j++
		k := j
		for k < end && '0' <= s[k] && s[k] <= '9' {
			k++
		}
		if k == j || k-j > 2 {
			return fail(j, "after ':' want the number of scales moved, as in 7:2-10")
		}
		count, _ := strconv.Atoi(s[j:k])
		if count == 0 {
			return fail(j, "a move takes at least one scale")
		}
		if k >= end || s[k] != '-' {
			return fail(k, "want '-' and the destination after the number of scales")
		}
		to, e, err := num(k+1, "destination")
		if err != nil {
			return Move{}, err
		}
		if e != end {
			return fail(e, "unexpected text after the destination")
		}
		return Step(from, to, count), nil
	case s[j] == '-':
		to, e, err := num(j+1, "destination")
		if err != nil {
			return Move{}, err
		}
		if e != end {
			return fail(e, "unexpected text after the destination")
		}
		return Step(from, to, 1), nil
	}
	return fail(j, "after stack %d: want -, :N- or <>, found %q", from, s[j])
}
