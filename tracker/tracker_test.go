package tracker

import (
	"fmt"
	"image"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pantarei/pantarei/rules"
)

// seen turns a position into what the camera sees of it, settled.
func seen(p rules.Position) Observation {
	return Observation{Tops: p.Tops(), Settled: true}
}

// table is a physical table: the position and where each stack stands.
// Stacks stay where they are; a stack that empties leaves a gap.
type table struct {
	pos     rules.Position
	locs    []image.Point
	heights bool // the camera sees stack heights
	// looks, when set, are each stack's look: a new one whenever its
	// contents change (a scale put down lies another way), seen with a
	// little noise.
	looks [][]float32
	rng   *rand.Rand
}

// withLooks makes the camera see each stack's look.
func (t *table) withLooks(seed uint64) *table {
	t.rng = rand.New(rand.NewPCG(seed, 1))
	t.looks = make([][]float32, t.pos.Len())
	for i := range t.looks {
		t.looks[i] = t.newLook()
	}
	return t
}

func (t *table) newLook() []float32 {
	l := make([]float32, 64)
	for i := range l {
		l[i] = float32(t.rng.NormFloat64())
	}
	return l
}

func newTable(p rules.Position) *table {
	t := &table{pos: p}
	for i := 0; i < p.Len(); i++ {
		t.locs = append(t.locs, image.Pt(100+50*i, 300+int(20*math.Sin(float64(i)/3))))
	}
	return t
}

func (t *table) force(m rules.Move) {
	before := t.pos.Stacks()
	if m.Kind == rules.KindMove && t.pos.Stack(m.From).Height() == m.Count {
		t.locs = append(t.locs[:m.From-1:m.From-1], t.locs[m.From:]...)
		if t.looks != nil {
			t.looks = append(t.looks[:m.From-1:m.From-1], t.looks[m.From:]...)
			before = append(before[:m.From-1:m.From-1], before[m.From:]...)
		}
	}
	next, err := t.pos.Force(m)
	if err != nil {
		panic(err)
	}
	t.pos = next
	for i := range t.looks {
		if next.Stack(i+1) != before[i] {
			t.looks[i] = t.newLook()
		}
	}
}

func (t *table) seen() Observation {
	o := Observation{Tops: t.pos.Tops(), Centers: append([]image.Point(nil), t.locs...), Settled: true}
	for _, l := range t.looks {
		noisy := make([]float32, len(l))
		for i, v := range l {
			noisy[i] = v + float32(0.05*t.rng.NormFloat64())
		}
		o.Looks = append(o.Looks, noisy)
	}
	if t.heights {
		for _, s := range t.pos.Stacks() {
			o.Heights = append(o.Heights, s.Height())
		}
	}
	return o
}

func (t *table) moving() Observation {
	o := t.seen()
	o.Settled = false
	return o
}

func (t *table) clone() *table {
	c := &table{pos: t.pos, locs: append([]image.Point(nil), t.locs...), heights: t.heights, rng: t.rng}
	for _, l := range t.looks {
		c.looks = append(c.looks, append([]float32(nil), l...))
	}
	return c
}

func mustPos(t *testing.T, s string) rules.Position {
	t.Helper()
	p, err := rules.ParsePosition(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func kinds(evs []Event) string {
	var ks []string
	for _, e := range evs {
		ks = append(ks, e.Kind.String())
	}
	return strings.Join(ks, ",")
}

func demoRecord(t *testing.T) *rules.Record {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "rules", "testdata", "records", "demo-game.record"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := rules.ReadRecords(f)
	if err != nil {
		t.Fatal(err)
	}
	return recs[0]
}

// TestWholeGame plays the demo game as a camera would see it: hands over
// the table between turns, a light change that changes nothing, the
// illegal neutral move of the rendered game and its undoing, and the
// forced pass; the accepted turns must be the record's, exactly. With
// stack heights seen, nothing is in doubt; without them, some turns look
// alike and the players are asked, and their answers make the record.
func TestWholeGame(t *testing.T) {
	for _, heights := range []bool{true, false} {
		t.Run(fmt.Sprintf("heights=%v", heights), func(t *testing.T) { wholeGame(t, heights) })
	}
}

func wholeGame(t *testing.T, heights bool) {
	rec := demoRecord(t)
	setup, _ := rec.Setup()
	g, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	tb := newTable(setup)
	tb.heights = heights
	tr := New()
	var all []Event
	turns := g.Turns()
	asked := 0
	var obs func(o Observation)
	answer := func(evs []Event) {
		for _, e := range evs {
			if e.Kind == Ambiguous {
				// The players say what was played.
				asked++
				more, err := tr.Resolve(turns[tr.committed])
				if err != nil {
					t.Fatalf("resolve: %v", err)
				}
				all = append(all, more...)
			}
		}
	}
	obs = func(o Observation) {
		evs := tr.Observe(o)
		all = append(all, evs...)
		answer(evs)
	}

	obs(tb.moving())
	obs(tb.seen())
	obs(tb.seen()) // the same again: said once
	if kinds(all) != "setup seen" {
		t.Fatalf("set-up events: %s", kinds(all))
	}
	ev, err := tr.ConfirmSetup(setup.Side())
	if err != nil {
		t.Fatal(err)
	}
	all = append(all, ev...)
	for i, m := range turns {
		if m == rules.Pass {
			tb.force(m) // a forced pass changes nothing on the table
			continue
		}
		obs(tb.moving())
		if i == 7 {
			// The rendered game's illegal turn: the neutral moved alone
			// from stack 12, then put back.
			bad := tb.clone()
			bad.force(rules.Step(12, 11, 1))
			obs(bad.seen())
			obs(bad.seen())
			obs(bad.moving())
			obs(tb.seen())
			obs(tb.moving())
		}
		tb.force(m)
		obs(tb.seen())
		if i == 12 {
			obs(tb.seen()) // a lamp switched on: same tops, no turn
		}
	}
	var got []string
	illegal := 0
	for _, e := range all {
		switch e.Kind {
		case TurnAccepted, ForcedPass:
			got = append(got, e.Turn.String())
		case IllegalTurn:
			illegal++
			if e.Reason != rules.NeutralTop {
				t.Errorf("illegal turn reason %q: %s", e.Reason, e.Message)
			}
			if !strings.Contains(e.Message, "Put it back") {
				t.Errorf("no way to put it right in %q", e.Message)
			}
		case Ambiguous:
			if heights {
				t.Errorf("unexpected %s", e)
			}
		case Desync, Unreadable:
			t.Errorf("unexpected %s", e)
		}
	}
	var want []string
	for _, m := range turns {
		want = append(want, m.String())
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("turns\n got  %v\n want %v", got, want)
	}
	if illegal != 1 {
		t.Errorf("%d illegal-turn alerts, want 1", illegal)
	}
	t.Logf("players asked %d times", asked)
	if last := all[len(all)-1]; last.Kind != Win || last.Side != rules.White {
		t.Errorf("last event %s, want White's win", last)
	}
	// Nothing more after the win.
	if ev := tr.Observe(newTable(setup).seen()); len(ev) != 0 {
		t.Errorf("events after the game ended: %v", ev)
	}
}

func TestTwoTurnsAtOnce(t *testing.T) {
	p := mustPos(t, "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -")
	tr := New()
	tr.StartFrom(p)
	p1, _ := p.Apply(rules.Step(7, 5, 1))
	p2, _ := p1.Apply(rules.Step(2, 4, 1))
	ev := tr.Observe(seen(p2))
	if kinds(ev) != "turn,turn" || ev[0].Turn.String() != "7-5" || ev[1].Turn.String() != "2-4" {
		t.Errorf("events %s: %v", kinds(ev), ev)
	}
}

func TestOutOfTurnAndDesync(t *testing.T) {
	p := mustPos(t, "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -")
	tr := New()
	tr.StartFrom(p)
	// Black moves first although it is White's turn.
	bad, _ := p.Force(rules.Step(2, 4, 1))
	ev := tr.Observe(seen(bad))
	if kinds(ev) != "illegal turn" || ev[0].Side != rules.Black || !strings.Contains(ev[0].Message, "White's turn") {
		t.Fatalf("events %v", ev)
	}
	ev = tr.Observe(seen(p))
	if kinds(ev) != "restored" {
		t.Fatalf("after undoing: %v", ev)
	}
	// A table that matches nothing: two scales swapped and one moved.
	q, _ := p.Force(rules.Swap(1, 19))
	q, _ = q.Force(rules.Swap(2, 18))
	q, _ = q.Force(rules.Swap(3, 17))
	ev = tr.Observe(seen(q))
	if kinds(ev) != "desync" {
		t.Fatalf("events %v", ev)
	}
	if ev := tr.Observe(seen(q)); len(ev) != 0 {
		t.Errorf("desync said twice: %v", ev)
	}
	ev = tr.Observe(seen(p))
	if kinds(ev) != "resynced" {
		t.Errorf("events %v", ev)
	}
}

func TestTakeback(t *testing.T) {
	p := mustPos(t, "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -")
	tr := New()
	tr.StartFrom(p)
	p1, _ := p.Apply(rules.Step(7, 5, 1))
	p2, _ := p1.Apply(rules.Step(2, 4, 1))
	p3, _ := p2.Apply(rules.Step(1, 2, 1))
	for _, q := range []rules.Position{p1, p2, p3} {
		tr.Observe(seen(q))
	}
	ev := tr.Observe(seen(p1))
	if kinds(ev) != "takeback" || len(tr.Game().Turns()) != 1 {
		t.Errorf("events %v, %d turns", ev, len(tr.Game().Turns()))
	}
}

// lookAlike is a position where White's 4-6 and 4:2-6 show the same tops:
// stack 4 is three W2, and the destination's top is W2 either way.
const lookAlike = "B1/B2/B3/W2W2W2/B1/W3/B2/W3/B3/W1/B1/B2/W3/B3/W1/W1/N w -"

// TestAmbiguousMove: one or two scales moved from a stack of equal
// scales look the same from above; the tracker must not guess but ask,
// and accept what the players say, marking that turn unsure.
func TestAmbiguousMove(t *testing.T) {
	r := mustPos(t, lookAlike)
	tr := New()
	tr.StartFrom(r)
	a, _ := r.Apply(rules.Step(4, 6, 1))
	b, _ := r.Apply(rules.Step(4, 6, 2))
	if !rules.SameTops(a, b) {
		t.Fatalf("expected 4-6 and 4:2-6 to look alike")
	}
	ev := tr.Observe(seen(a))
	if kinds(ev) != "ambiguous" || len(ev[0].Candidates) != 2 {
		t.Fatalf("events %v", ev)
	}
	ev, err := tr.Resolve(rules.Step(4, 6, 2))
	if err != nil {
		t.Fatal(err)
	}
	if kinds(ev) != "resolved,turn" || !ev[1].Unsure || ev[1].Undecided || tr.Position() != b {
		t.Fatalf("events %v, position %s", ev, tr.Position())
	}
	if alt := ev[1].Alternatives; len(alt) != 1 || alt[0] != rules.Step(4, 6, 1) {
		t.Errorf("alternatives %v, want [4-6]", alt)
	}
}

// TestDoubtSettledLater: a look-alike stays open until a later turn shows
// which it was; then only the doubted turn is recorded unsure, not the
// turns played while it was open.
func TestDoubtSettledLater(t *testing.T) {
	r := mustPos(t, lookAlike)
	tr := New()
	tr.StartFrom(r)
	// After 4-6, stack 4 still holds two W2, and its top can leave it
	// with a W2 showing; after 4:2-6 it cannot.
	played := []rules.Move{rules.Step(4, 6, 1), rules.Step(11, 12, 1), rules.Step(4, 2, 1)}
	var evs []Event
	p := r
	for i, m := range played {
		next, err := p.Apply(m)
		if err != nil {
			t.Fatalf("%s in %s: %v", m, p, err)
		}
		p = next
		o := seen(p)
		o.Time = time.Duration(i+1) * time.Minute
		evs = append(evs, tr.Observe(o)...)
	}
	if kinds(evs) != "ambiguous,turn,turn,turn" {
		t.Fatalf("events %v", evs)
	}
	for i, e := range evs[1:] {
		if e.Turn != played[i] || e.Unsure != (i == 0) || e.Undecided {
			t.Errorf("turn %d: %s unsure %v undecided %v; want %s unsure %v", i+1, e.Turn, e.Unsure, e.Undecided, played[i], i == 0)
		}
		// Each turn carries the time of the frame that showed it, not
		// that of the frame that settled the doubt.
		if want := time.Duration(i+1) * time.Minute; e.Time != want {
			t.Errorf("turn %d at %v, want %v", i+1, e.Time, want)
		}
	}
	if alt := evs[1].Alternatives; len(alt) != 1 || alt[0] != rules.Step(4, 6, 2) {
		t.Errorf("alternatives %v, want [4:2-6]", alt)
	}
}

// TestLooksTellTouchedStack: 16-15 and 16-17 both leave N B1 W1 B1 at the
// tail, with stacks in the same places (the rendered game's third turn).
// Without heights or looks the players must be asked; with looks, the
// stack whose look changed is the one the scale was put on, unless every
// look changed.
func TestLooksTellTouchedStack(t *testing.T) {
	p := mustPos(t, "W2/B3/B3/B2/W3/W3W2/W1/B3/W2/W3/B2/W1/B2/N/B1/W1B1/B1 b -")
	for _, tc := range []struct {
		looks, nudged bool // nudged: every look changed (the camera moved)
		m             rules.Move
		want          string
	}{
		{false, false, rules.Step(16, 17, 1), "ambiguous"},
		{true, false, rules.Step(16, 17, 1), "turn"},
		{true, false, rules.Step(16, 15, 1), "turn"},
		{true, true, rules.Step(16, 15, 1), "ambiguous"},
	} {
		tab := newTable(p)
		if tc.looks {
			tab.withLooks(7)
		}
		tr := New()
		tr.StartFrom(p)
		tr.Observe(tab.seen())
		tab.force(tc.m)
		if tc.nudged {
			for i := range tab.looks {
				tab.looks[i] = tab.newLook()
			}
		}
		ev := tr.Observe(tab.seen())
		if kinds(ev) != tc.want {
			t.Errorf("looks %v, %s: events %v, want %s", tc.looks, tc.m, ev, tc.want)
			continue
		}
		if tc.want == "turn" && (ev[0].Turn != tc.m || ev[0].Unsure) {
			t.Errorf("looks %v: accepted %s (unsure %v), want %s", tc.looks, ev[0].Turn, ev[0].Unsure, tc.m)
		}
	}
}

func TestSetupInvalidAndIgnoredFrames(t *testing.T) {
	tr := New()
	tops := mustPos(t, "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -").Tops()
	tops[0] = rules.B1 // a W1 misread, or a scale from another set
	ev := tr.Observe(Observation{Tops: tops, Settled: true, Time: time.Second})
	if kinds(ev) != "setup invalid" || !strings.Contains(ev[0].Message, "1 W1 missing, 1 B1 too many") {
		t.Errorf("events %v", ev)
	}
	if _, err := tr.ConfirmSetup(rules.White); err == nil {
		t.Errorf("confirmed an invalid set-up")
	}
	// Occluded and unsettled frames are never turns.
	if ev := tr.Observe(Observation{Tops: tops, Settled: true, Occluded: true}); ev != nil {
		t.Errorf("occluded frame gave %v", ev)
	}
}

func TestUnreadableStacks(t *testing.T) {
	p := mustPos(t, "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -")
	tr := New()
	tr.StartFrom(p)
	tops := p.Tops()
	tops[3] = rules.NoScale
	if ev := tr.Observe(Observation{Tops: tops, Settled: true}); ev != nil {
		t.Errorf("an unreadable stack that fits the position gave %v", ev)
	}
	p1, _ := p.Apply(rules.Step(7, 5, 1))
	tops = p1.Tops()
	tops[0] = rules.NoScale
	ev := tr.Observe(Observation{Tops: tops, Settled: true})
	if kinds(ev) != "unreadable" {
		t.Errorf("events %v", ev)
	}
	if ev := tr.Observe(seen(p1)); kinds(ev) != "turn" {
		t.Errorf("once readable: %v", ev)
	}
}

// TestInvisibleTurn: White swaps two stacks with the same top, which
// changes nothing the camera reads, then Black moves. Hands seen at the
// table without a visible change make the pair the story; with no such
// touch, Black moved out of turn.
func TestInvisibleTurn(t *testing.T) {
	p := mustPos(t, "B1/W3/B1B1W3W3/W2/B2/B2/B3/W1B3/W1/B3/W1/W2/W2/N/B2 w -")
	swap, move := rules.Swap(2, 3), rules.Step(8, 5, 2)
	mid, err := p.Apply(swap)
	if err != nil {
		t.Fatal(err)
	}
	end, err := mid.Apply(move)
	if err != nil {
		t.Fatal(err)
	}
	if !rules.SameTops(p, mid) {
		t.Fatal("the swap should change no top")
	}
	stir := Observation{} // a frame in motion
	for _, tc := range []struct {
		name    string
		touched bool
		want    string
	}{
		{"hands seen between", true, "turn,turn"},
		{"no hands seen", false, "illegal turn"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := New()
			tr.StartFrom(p)
			var evs []Event
			if tc.touched {
				evs = append(evs, tr.Observe(stir)...)
			}
			evs = append(evs, tr.Observe(seen(mid))...)
			if tc.touched {
				evs = append(evs, tr.Observe(stir)...)
			}
			evs = append(evs, tr.Observe(seen(end))...)
			if kinds(evs) != tc.want {
				t.Fatalf("events %v, want %s", evs, tc.want)
			}
			if tc.touched && (evs[0].Turn != swap || evs[1].Turn != move) {
				t.Errorf("turns %s %s, want %s %s", evs[0].Turn, evs[1].Turn, swap, move)
			}
		})
	}
}
