package rules

// Perft returns the number of distinct sequences of exactly depth legal
// turns from p (RULES.md, "Perft"). The last ply is counted, not played.
func Perft(p Position, depth int) uint64 {
	switch {
	case depth <= 0:
		return 1
	case depth == 1:
		return uint64(p.countTurns())
	}
	var buf [maxTurns]Move
	var total uint64
	for _, m := range p.appendTurns(buf[:0]) {
		total += Perft(p.apply(m), depth-1)
	}
	return total
}

// Divide returns perft(depth-1) after each legal turn, in LegalTurns order:
// the tool for finding where two move generators disagree.
func Divide(p Position, depth int) []DivideEntry {
	var out []DivideEntry
	for _, m := range p.LegalTurns() {
		out = append(out, DivideEntry{Move: m, Nodes: Perft(p.apply(m), depth-1)})
	}
	return out
}

// DivideEntry is one line of Divide.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}
