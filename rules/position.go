package rules

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
)

// MaxStacks is the number of scales in a box, and so the longest snake.
const MaxStacks = 19

// WinHeight is the height whose making wins the game.
const WinHeight = 7

// Box is the make-up of a full set: per colour three scales of each value,
// and one neutral scale.
var Box = [8]int{Neutral: 1, W1: 3, W2: 3, W3: 3, B1: 3, B2: 3, B3: 3}

// Stack is a pile of scales packed three bits a scale, the bottom scale in
// the lowest bits. Scale codes are never zero, so the height is the number
// of occupied three-bit groups and two stacks are equal exactly when their
// contents are.
type Stack uint64

// StackOf builds a stack from its scales, bottom to top.
func StackOf(scales ...Scale) Stack {
	var s Stack
	for i, sc := range scales {
		s |= Stack(sc&7) << (scaleBits * i)
	}
	return s
}

// Height returns the number of scales in the stack.
func (s Stack) Height() int { return (bits.Len64(uint64(s)) + scaleBits - 1) / scaleBits }

// Top returns the uppermost scale, or NoScale for an empty stack.
func (s Stack) Top() Scale {
	h := s.Height()
	if h == 0 {
		return NoScale
	}
	return Scale(s>>(scaleBits*(h-1))) & 7
}

// At returns the i-th scale from the bottom (0-based).
func (s Stack) At(i int) Scale { return Scale(s>>(scaleBits*i)) & 7 }

// Scales returns the scales from bottom to top.
func (s Stack) Scales() []Scale {
	out := make([]Scale, s.Height())
	for i := range out {
		out[i] = s.At(i)
	}
	return out
}

// Controller returns the colour of the top scale: who controls the stack.
func (s Stack) Controller() Color { return s.Top().Color() }

// String returns the stack in notation, bottom to top, e.g. "W1B3".
func (s Stack) String() string {
	var b strings.Builder
	for i, h := 0, s.Height(); i < h; i++ {
		b.WriteString(s.At(i).String())
	}
	return b.String()
}

// won reports a height of WinHeight or more without counting: the
// seventh scale's bits are set exactly then.
func (s Stack) won() bool { return s >= 1<<(scaleBits*(WinHeight-1)) }

// Position is a whole game state: the snake from head to tail, the side to
// move and the swap lock. It is a comparable value: two positions are equal
// exactly when the rules treat them as the same (the repetition rule uses
// this), and updates return a new value.
type Position struct {
	stacks [MaxStacks]Stack // [0, n) in use, the rest zero
	n      int8
	side   Color
	locked bool // the previous turn was a swap: the side to move may not swap
}

// NewPosition builds a position from stacks head to tail. It checks the
// make-up against the box, as Parse does.
func NewPosition(stacks []Stack, side Color, locked bool) (Position, error) {
	var p Position
	if side != White && side != Black {
		return p, fmt.Errorf("rules: side to move must be White or Black")
	}
	if len(stacks) == 0 || len(stacks) > MaxStacks {
		return p, fmt.Errorf("rules: a snake has 1 to %d stacks, not %d", MaxStacks, len(stacks))
	}
	for i, s := range stacks {
		if s == 0 {
			return p, fmt.Errorf("rules: stack %d is empty", i+1)
		}
		p.stacks[i] = s
	}
	p.n = int8(len(stacks))
	p.side = side
	p.locked = locked
	if msg := p.checkMakeUp(); msg != "" {
		return Position{}, fmt.Errorf("rules: %s", msg)
	}
	return p, nil
}

// checkMakeUp demands exactly the scales of one box: a position with a
// scale missing or doubled is a mistake in its writing, not a game.
func (p *Position) checkMakeUp() string {
	var count [8]int
	for i := 0; i < int(p.n); i++ {
		s := p.stacks[i]
		for j, h := 0, s.Height(); j < h; j++ {
			count[s.At(j)]++
		}
	}
	var problems []string
	for sc := Neutral; sc <= B3; sc++ {
		switch d := count[sc] - Box[sc]; {
		case d > 0:
			problems = append(problems, fmt.Sprintf("%d %s too many", d, sc))
		case d < 0:
			problems = append(problems, fmt.Sprintf("%d %s missing", -d, sc))
		}
	}
	if count[NoScale] > 0 {
		problems = append(problems, "an empty slot inside a stack")
	}
	if len(problems) > 0 {
		return "the scales are not one box (9 black and 9 white, three of each value, and one neutral): " + strings.Join(problems, ", ")
	}
	return ""
}

// Deal returns a random set-up: the 19 scales shuffled into a snake of
// single scales, with first to move.
func Deal(rng *rand.Rand, first Color) Position {
	var scales []Scale
	for sc := Neutral; sc <= B3; sc++ {
		for i := 0; i < Box[sc]; i++ {
			scales = append(scales, sc)
		}
	}
	rng.Shuffle(len(scales), func(i, j int) { scales[i], scales[j] = scales[j], scales[i] })
	var p Position
	for i, sc := range scales {
		p.stacks[i] = StackOf(sc)
	}
	p.n = MaxStacks
	p.side = first
	return p
}

// Len returns the number of stacks in the snake.
func (p Position) Len() int { return int(p.n) }

// Stack returns stack i, 1-based from the head as in the notation; the
// zero Stack when there is none.
func (p Position) Stack(i int) Stack {
	if i < 1 || i > int(p.n) {
		return 0
	}
	return p.stacks[i-1]
}

// Stacks returns a fresh slice of the stacks, head to tail.
func (p Position) Stacks() []Stack {
	return append([]Stack(nil), p.stacks[:p.n]...)
}

// Tops returns the visible top scale of each stack, head to tail: what a
// camera above the table sees.
func (p Position) Tops() []Scale {
	out := make([]Scale, p.n)
	for i := range out {
		out[i] = p.stacks[i].Top()
	}
	return out
}

// Side returns the side to move.
func (p Position) Side() Color { return p.side }

// SwapLocked reports whether the previous turn was a swap, so the side to
// move may not swap.
func (p Position) SwapLocked() bool { return p.locked }

// IsSetup reports whether the snake is 19 single scales.
func (p Position) IsSetup() bool { return p.n == MaxStacks }

// String returns the position in notation: "W1/B2/… w -".
func (p Position) String() string {
	var b strings.Builder
	for i := 0; i < int(p.n); i++ {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(p.stacks[i].String())
	}
	b.WriteByte(' ')
	b.WriteString(p.side.Letter())
	if p.locked {
		b.WriteString(" s")
	} else {
		b.WriteString(" -")
	}
	return b.String()
}

// MarshalText implements encoding.TextMarshaler.
func (p Position) MarshalText() ([]byte, error) {
	if p.n == 0 {
		return nil, fmt.Errorf("rules: the zero Position has no notation")
	}
	return []byte(p.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler.
func (p *Position) UnmarshalText(b []byte) error {
	q, err := ParsePosition(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// ParsePosition reads a position in the notation of RULES.md, in any case.
// Surrounding white space is ignored; the three fields are separated by
// white space.
func ParsePosition(s string) (Position, error) {
	var p Position
	fail := func(off int, format string, args ...any) (Position, error) {
		return Position{}, &SyntaxError{What: "position", Input: s, Offset: off, Msg: fmt.Sprintf(format, args...)}
	}
	i := skipSpace(s, 0)
	if i == len(s) {
		return fail(i, "empty: want \"<snake> <side to move> <swap lock>\"")
	}
	// The snake.
	for {
		if p.n == MaxStacks {
			return fail(i, "more than %d stacks", MaxStacks)
		}
		var st Stack
		h := 0
		start := i
		for i < len(s) && s[i] != '/' && !isSpace(s[i]) {
			sc, next, err := scanScale(s, i)
			if err != nil {
				return fail(next, "stack %d: %s", p.n+1, err.(*SyntaxError).Msg)
			}
			if h == MaxStacks {
				return fail(i, "stack %d has more than %d scales", p.n+1, MaxStacks)
			}
			st |= Stack(sc) << (scaleBits * h)
			h++
			i = next
		}
		if h == 0 {
			return fail(start, "stack %d is empty", p.n+1)
		}
		p.stacks[p.n] = st
		p.n++
		if i < len(s) && s[i] == '/' {
			i++
			continue
		}
		break
	}
	// Side to move.
	j := skipSpace(s, i)
	if j == i && j < len(s) {
		return fail(j, "a space must separate the snake from the side to move")
	}
	if j == len(s) {
		return fail(j, "missing the side to move (w or b) after the snake")
	}
	switch s[j] {
	case 'w', 'W':
		p.side = White
	case 'b', 'B':
		p.side = Black
	default:
		return fail(j, "side to move %q: want w or b", s[j])
	}
	j++
	// Swap lock.
	k := skipSpace(s, j)
	if k == j && k < len(s) {
		return fail(k, "a space must separate the side to move from the swap lock")
	}
	if k == len(s) {
		return fail(k, "missing the swap lock (s or -) after the side to move")
	}
	switch s[k] {
	case 's', 'S':
		p.locked = true
	case '-':
	default:
		return fail(k, "swap lock %q: want s (the previous turn was a swap) or -", s[k])
	}
	k++
	if e := skipSpace(s, k); e != len(s) {
		return fail(e, "unexpected text after the swap lock")
	}
	if msg := p.checkMakeUp(); msg != "" {
		return Position{}, &SyntaxError{What: "position", Input: s, Offset: 0, Msg: msg}
	}
	return p, nil
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func skipSpace(s string, i int) int {
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	return i
}
