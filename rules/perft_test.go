package rules

import (
	"fmt"
	"testing"
)

const setupExample = "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -"

// perftTable holds frozen counts. Depths up to 4 were checked against the
// reference reading in ref_test.go when frozen (TestPerftTable re-checks
// depths up to 3 every run); the set-up row is the one RULES.md gives.
var perftTable = []struct {
	name   string
	pos    string
	counts []uint64 // perft for depth 1, 2, …
}{
	{"rules example set-up", setupExample, []uint64{43, 1042, 31905, 859751, 23421169}},
	{"mid-game, black to move", "W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N b -", []uint64{14, 309, 3457, 69106}},
	{"mid-game, swap locked", "W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N b s", []uint64{8, 207, 2309, 44767}},
	{"forced pass: black controls nothing", "B3N/B2B1W3B3W2W1/B1B2W2W1/B1W3B2B3W3/W1W2 b -", []uint64{1, 18, 19, 266, 459}},
	{"forced pass: black's stacks cannot reach", "B3B2W1B3W1/B1B2B1W2B3W2/W1W2B2B1W3/W3/N/W3 b -", []uint64{1, 17, 22, 322, 604}},
	{"won: a stack of seven", "W1B1W2B2W3B3W1/B1/N/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 w -", []uint64{0, 0}},
}

func TestPerftTable(t *testing.T) {
	for _, tc := range perftTable {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParsePosition(tc.pos)
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range tc.counts {
				d := i + 1
				if testing.Short() && want > 1e6 {
					continue
				}
				if got := Perft(p, d); got != want {
					t.Errorf("perft(%s, %d) = %d, want %d", p, d, got, want)
				}
				if d <= 3 {
					if ref := toRef(p).perft(d); ref != want {
						t.Errorf("reference perft(%s, %d) = %d, table says %d", p, d, ref, want)
					}
				}
			}
		})
	}
}

func TestDivideSumsToPerft(t *testing.T) {
	p, _ := ParsePosition(setupExample)
	var sum uint64
	for _, e := range Divide(p, 3) {
		sum += e.Nodes
	}
	if sum != 31905 {
		t.Errorf("divide(3) sums to %d, want 31905", sum)
	}
}

// BenchmarkPerft reports positions per second (the leaves counted) for the
// set-up example at depth 5.
func BenchmarkPerft(b *testing.B) {
	p, _ := ParsePosition(setupExample)
	for _, d := range []int{4, 5} {
		b.Run(fmt.Sprintf("depth%d", d), func(b *testing.B) {
			var nodes uint64
			for b.Loop() {
				nodes = Perft(p, d)
			}
			b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
		})
	}
}

// BenchmarkLegalTurns measures generating the legal-turn list, as the
// tracker does for every settled frame, over positions of a random game.
func BenchmarkLegalTurns(b *testing.B) {
	positions := samplePositions(64)
	b.ResetTimer()
	i := 0
	for b.Loop() {
		_ = positions[i%len(positions)].LegalTurns()
		i++
	}
}

// BenchmarkApply measures the checked Apply of a legal turn.
func BenchmarkApply(b *testing.B) {
	positions := samplePositions(64)
	var turns []Move
	for _, p := range positions {
		turns = append(turns, p.LegalTurns()[0])
	}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		k := i % len(positions)
		if _, err := positions[k].Apply(turns[k]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
