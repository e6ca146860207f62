package rules

// An independent, deliberately naive reading of RULES.md: stacks as
// slices, turns found by trying every origin, count and destination.
// The engine must agree with it on every position the tests throw at it.

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

type refPos struct {
	snake  [][]Scale
	side   Color
	locked bool
}

func toRef(p Position) refPos {
	r := refPos{side: p.Side(), locked: p.SwapLocked()}
	for _, s := range p.Stacks() {
		r.snake = append(r.snake, s.Scales())
	}
	return r
}

func (r refPos) key() string {
	var parts []string
	for _, st := range r.snake {
		var b strings.Builder
		for _, sc := range st {
			b.WriteString(sc.String())
		}
		parts = append(parts, b.String())
	}
	l := "-"
	if r.locked {
		l = "s"
	}
	return strings.Join(parts, "/") + " " + r.side.Letter() + " " + l
}

func (r refPos) gameOver() bool {
	for _, st := range r.snake {
		if len(st) >= 7 {
			return true
		}
	}
	return false
}

// actions lists moves and swaps for side, as "notation" strings.
func (r refPos) actions(side Color, locked bool) []string {
	var out []string
	n := len(r.snake)
	for i, st := range r.snake {
		top := st[len(st)-1]
		if top == Neutral || top.Color() != side {
			continue
		}
		for count := 1; count <= 2 && count <= len(st); count++ {
			for _, dir := range []int{-1, 1} {
				dest := i + dir*top.Value()
				if dest < 0 || dest >= n {
					continue
				}
				if count == 1 {
					out = append(out, fmt.Sprintf("%d-%d", i+1, dest+1))
				} else {
					out = append(out, fmt.Sprintf("%d:2-%d", i+1, dest+1))
				}
			}
		}
	}
	if !locked {
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				a, b := r.snake[i], r.snake[j]
				if a[len(a)-1].Color() != side || b[len(b)-1].Color() != side {
					continue
				}
				if fmt.Sprint(a) == fmt.Sprint(b) {
					continue
				}
				out = append(out, fmt.Sprintf("%d<>%d", i+1, j+1))
			}
		}
	}
	return out
}

func (r refPos) turns() []string {
	if r.gameOver() {
		return nil
	}
	if a := r.actions(r.side, r.locked); len(a) > 0 {
		return a
	}
	if len(r.actions(r.side.Other(), false)) > 0 {
		return []string{"pass"}
	}
	return nil
}

func (r refPos) play(t string) refPos {
	out := refPos{side: r.side.Other()}
	for _, st := range r.snake {
		out.snake = append(out.snake, append([]Scale(nil), st...))
	}
	var a, b, c int
	switch {
	case t == "pass":
	case strings.Contains(t, "<>"):
		fmt.Sscanf(t, "%d<>%d", &a, &b)
		out.snake[a-1], out.snake[b-1] = out.snake[b-1], out.snake[a-1]
		out.locked = true
	default:
		c = 1
		if strings.Contains(t, ":") {
			fmt.Sscanf(t, "%d:%d-%d", &a, &c, &b)
		} else {
			fmt.Sscanf(t, "%d-%d", &a, &b)
		}
		src := out.snake[a-1]
		moved := src[len(src)-c:]
		out.snake[b-1] = append(out.snake[b-1], moved...)
		out.snake[a-1] = src[:len(src)-c]
		if len(out.snake[a-1]) == 0 {
			out.snake = append(out.snake[:a-1], out.snake[a:]...)
		}
	}
	return out
}

func (r refPos) perft(d int) uint64 {
	if d == 0 {
		return 1
	}
	var n uint64
	for _, t := range r.turns() {
		n += r.play(t).perft(d - 1)
	}
	return n
}

// randomPosition deals the box into a random snake with a random side
// and lock. Two in three are unfinished (no stack of 7); of those many are
// short snakes, where forced passes live.
func randomPosition(rng *rand.Rand) Position {
	scales := Deal(rng, White).Tops()
	unwon := rng.IntN(3) != 0
	nStacks := 1 + rng.IntN(MaxStacks)
	if unwon {
		nStacks = 4 + rng.IntN(MaxStacks-3)
		if rng.IntN(2) == 0 {
			nStacks = 4 + rng.IntN(3)
		}
	}
	var stacks []Stack
	for try := 0; ; try++ {
		// Cut the shuffled scales into nStacks non-empty runs.
		cuts := rng.Perm(len(scales) - 1)[:nStacks-1]
		sort.Ints(cuts)
		stacks = stacks[:0]
		prev, tallest := 0, 0
		for _, c := range append(cuts, len(scales)-1) {
			stacks = append(stacks, StackOf(scales[prev:c+1]...))
			tallest = max(tallest, c+1-prev)
			prev = c + 1
		}
		if !unwon || tallest < WinHeight || try > 1000 {
			break
		}
	}
	side := White
	if rng.IntN(2) == 0 {
		side = Black
	}
	p, err := NewPosition(stacks, side, rng.IntN(3) == 0)
	if err != nil {
		panic(err)
	}
	return p
}

// randomPlayout plays random legal turns from a fresh deal.
func randomPlayout(rng *rand.Rand, maxTurns int) Position {
	p := Deal(rng, Color(1+rng.IntN(2)))
	for i := rng.IntN(maxTurns + 1); i > 0; i-- {
		ts := p.LegalTurns()
		if len(ts) == 0 {
			break
		}
		p = p.apply(ts[rng.IntN(len(ts))])
	}
	return p
}

func TestAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var kinds = map[string]int{}
	for i := 0; i < 1500; i++ {
		var p Position
		if i%2 == 0 {
			p = randomPosition(rng)
		} else {
			p = randomPlayout(rng, 60)
		}
		r := toRef(p)
		if r.key() != p.String() {
			t.Fatalf("notation differs: engine %s, reference %s", p, r.key())
		}
		want := r.turns()
		var got []string
		for _, m := range p.LegalTurns() {
			got = append(got, m.String())
		}
		sort.Strings(want)
		sort.Strings(got)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%s:\nengine    %v\nreference %v", p, got, want)
		}
		switch {
		case len(want) == 0 && r.gameOver():
			kinds["won"]++
		case len(want) == 0:
			kinds["blocked"]++
		case want[0] == "pass":
			kinds["pass"]++
		case p.SwapLocked():
			kinds["locked"]++
		}
		for _, m := range p.LegalTurns() {
			next, err := p.Apply(m)
			if err != nil {
				t.Fatalf("%s: legal %s rejected: %v", p, m, err)
			}
			if ref := r.play(m.String()).key(); next.String() != ref {
				t.Fatalf("%s after %s:\nengine    %s\nreference %s", p, m, next, ref)
			}
		}
		depth := 3
		if i%10 != 0 {
			depth = 2
		}
		if got, want := Perft(p, depth), r.perft(depth); got != want {
			t.Fatalf("perft(%s, %d) = %d, reference %d", p, depth, got, want)
		}
	}
	t.Logf("positions by kind: %v", kinds)
	for _, k := range []string{"won", "pass", "locked"} {
		if kinds[k] == 0 {
			t.Errorf("the random positions held no %s position: the comparison did not cover it", k)
		}
	}
}

// samplePositions returns n unfinished positions from random playouts.
func samplePositions(n int) []Position {
	rng := rand.New(rand.NewPCG(3, 4))
	var out []Position
	for len(out) < n {
		p := randomPlayout(rng, 40)
		if len(p.LegalTurns()) > 0 {
			out = append(out, p)
		}
	}
	return out
}
