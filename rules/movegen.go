package rules

import "fmt"

// maxTurns bounds the legal turns of any position: a colour controls at
// most 9 stacks, each with at most 2 scale counts × 2 directions, plus at
// most 36 swaps among them.
const maxTurns = 9*4 + 9*8/2

// Status tells whether a game goes on, and how it ended.
type Status uint8

const (
	Ongoing Status = iota
	Won            // a stack of WinHeight or more stands
	Blocked        // nobody can move or swap: a draw
)

func (s Status) String() string {
	switch s {
	case Won:
		return "won"
	case Blocked:
		return "blocked draw"
	}
	return "ongoing"
}

// Status reports whether the game is over. For a won position, winner is
// the colour controlling the tallest stack (the mover, whose scale is on
// top); if a neutral tops it, the side that just moved.
func (p Position) Status() (st Status, winner Color) {
	if i := p.wonStack(); i >= 0 {
		w := p.stacks[i].Controller()
		if w == NoColor {
			w = p.side.Other()
		}
		return Won, w
	}
	if p.countTurns() == 0 {
		return Blocked, NoColor
	}
	return Ongoing, NoColor
}

// wonStack returns the index of the tallest stack of WinHeight or more, or -1.
func (p *Position) wonStack() int {
	best, bestH := -1, 0
	for i := 0; i < int(p.n); i++ {
		if s := p.stacks[i]; s.won() {
			if h := s.Height(); h > bestH {
				best, bestH = i, h
			}
		}
	}
	return best
}

func (p *Position) over() bool {
	for i := 0; i < int(p.n); i++ {
		if p.stacks[i].won() {
			return true
		}
	}
	return false
}

// LegalTurns returns a fresh slice of every legal turn: moves by origin
// from the head (one scale before two, towards the head before towards the
// tail), then swaps; or just the forced pass; or nothing when the game is
// over.
func (p Position) LegalTurns() []Move {
	var buf [maxTurns]Move
	return append([]Move(nil), p.appendTurns(buf[:0])...)
}

// HasTurn reports whether m is among the legal turns.
func (p Position) HasTurn(m Move) bool {
	var buf [maxTurns]Move
	for _, t := range p.appendTurns(buf[:0]) {
		if t == m {
			return true
		}
	}
	return false
}

func (p *Position) appendTurns(out []Move) []Move {
	if p.over() {
		return out
	}
	out = p.appendMovesSwaps(out, p.side, p.locked)
	if len(out) > 0 {
		return out
	}
	if p.countMovesSwaps(p.side.Other(), false) > 0 {
		return append(out, Pass)
	}
	return out
}

func (p *Position) appendMovesSwaps(out []Move, side Color, locked bool) []Move {
	n := int(p.n)
	for i := 0; i < n; i++ {
		s := p.stacks[i]
		top := s.Top()
		if top.Color() != side {
			continue
		}
		v := top.Value()
		maxCount := 1
		if s >= 1<<scaleBits {
			maxCount = 2
		}
		for c := 1; c <= maxCount; c++ {
			if i-v >= 0 {
				out = append(out, Move{Kind: KindMove, From: i + 1, To: i - v + 1, Count: c})
			}
			if i+v < n {
				out = append(out, Move{Kind: KindMove, From: i + 1, To: i + v + 1, Count: c})
			}
		}
	}
	if locked {
		return out
	}
	for i := 0; i < n; i++ {
		a := p.stacks[i]
		if a.Top().Color() != side {
			continue
		}
		for j := i + 1; j < n; j++ {
			b := p.stacks[j]
			if b != a && b.Top().Color() == side {
				out = append(out, Move{Kind: KindSwap, From: i + 1, To: j + 1})
			}
		}
	}
	return out
}

// countTurns is len(appendTurns) without building the list: perft's bulk
// count at the last ply.
func (p *Position) countTurns() int {
	if p.over() {
		return 0
	}
	if c := p.countMovesSwaps(p.side, p.locked); c > 0 {
		return c
	}
	if p.countMovesSwaps(p.side.Other(), false) > 0 {
		return 1
	}
	return 0
}

func (p *Position) countMovesSwaps(side Color, locked bool) int {
	n := int(p.n)
	var own [MaxStacks]Stack
	k, count := 0, 0
	for i := 0; i < n; i++ {
		s := p.stacks[i]
		top := s.Top()
		if top.Color() != side {
			continue
		}
		own[k] = s
		k++
		v := top.Value()
		d := 0
		if i-v >= 0 {
			d++
		}
		if i+v < n {
			d++
		}
		if s >= 1<<scaleBits {
			d *= 2
		}
		count += d
	}
	if locked {
		return count
	}
	for i := 0; i < k; i++ {
		for j := i + 1; j < k; j++ {
			if own[i] != own[j] {
				count++
			}
		}
	}
	return count
}

// apply plays a turn known to be legal: the fast path for search.
func (p Position) apply(m Move) Position {
	switch m.Kind {
	case KindMove:
		i, j := m.From-1, m.To-1
		src := p.stacks[i]
		h := src.Height()
		keep := uint(scaleBits * (h - m.Count))
		moved := src >> keep
		dst := p.stacks[j]
		p.stacks[j] = dst | moved<<(scaleBits*uint(dst.Height()))
		if keep == 0 {
			copy(p.stacks[i:p.n-1], p.stacks[i+1:p.n])
			p.n--
			p.stacks[p.n] = 0
		} else {
			p.stacks[i] = src & (1<<keep - 1)
		}
		p.locked = false
	case KindSwap:
		i, j := m.From-1, m.To-1
		p.stacks[i], p.stacks[j] = p.stacks[j], p.stacks[i]
		p.locked = true
	case KindPass:
		p.locked = false
	}
	p.side = p.side.Other()
	return p
}

// Apply plays m for the side to move and returns the new position, or an
// *IllegalError saying why m is not allowed here.
func (p Position) Apply(m Move) (Position, error) {
	if err := p.Check(p.side, m); err != nil {
		return p, err
	}
	return p.apply(m), nil
}

// Decode reads a turn in notation and returns it only if it is legal here:
// a syntax error as *SyntaxError, an illegal turn as *IllegalError.
func (p Position) Decode(s string) (Move, error) {
	m, err := ParseMove(s)
	if err != nil {
		return Move{}, err
	}
	var buf [maxTurns]Move
	for _, t := range p.appendTurns(buf[:0]) {
		if t == m {
			return t, nil
		}
	}
	if err := p.Check(p.side, m); err != nil {
		return Move{}, err
	}
	// Check and the generator are one rule set; reaching here is a bug,
	// reported rather than panicking on a user's input.
	return Move{}, fmt.Errorf("rules: internal error: %s passes Check but is not generated in %s", m, p)
}
