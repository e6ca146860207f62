// Package tracker is the referee's state machine: observations of the
// table in, events out. It holds no camera and does no I/O, so every
// behaviour is a scenario test: a list of observations and the events they
// must produce.
//
// The tracker knows the whole position (what lies under each top) because
// it saw every turn. For each settled observation it asks which turn
// explains what the camera now sees: a legal turn of the side to move, two
// turns at once (a settled frame was missed), or a turn the rules forbid,
// which is reported with the reason and how to put it back. Turns that
// look alike from above are never guessed: they are held as candidates
// until later frames tell them apart, or the players say which.
package tracker

import (
	"errors"
	"fmt"
	"image"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/pantarei/pantarei/rules"
)

// Observation is one frame as the vision pipeline read it.
type Observation struct {
	Tops []rules.Scale // head to tail; rules.NoScale where unreadable
	// Centers, when given, are where each stack stands (pixels, head to
	// tail). They tell apart turns whose tops look alike but that empty
	// different places: 17-18 and 19-18 both leave B1 B1 B1 at the tail,
	// but leave the gap in different places.
	Centers []image.Point
	// Heights, when given, are each stack's height as far as the camera
	// can tell (0 where it cannot). They tell apart 16-15 from 16-17 when
	// both leave B1 B1 on top but stacks of 2 and 2 rather than 1 and 3.
	Heights []int
	// Looks, when given, are small normalised grey pictures of each
	// stack's top (all of one size). A scale put on a stack changes its
	// look even when the top reads the same, so they tell 16-15 from 16-17
	// where no heights are seen.
	Looks    [][]float32
	Settled  bool          // nobody is touching anything
	Occluded bool          // part of the table is hidden (a hand)
	Time     time.Duration // the frame's time
}

// Kind names an event.
type Kind uint8

const (
	SetupSeen      Kind = iota + 1 // a set-up fitting the box stands; waiting for confirmation
	SetupInvalid                   // 19 single scales that are not one box
	SetupConfirmed                 // the game starts
	TurnAccepted                   // a legal turn was played
	IllegalTurn                    // a turn the rules forbid; waiting for it to be undone
	Restored                       // the illegal turn was undone
	Ambiguous                      // two or more turns explain the table; asking
	Resolved                       // an ambiguity was settled (by later frames or the players)
	Desync                         // the table matches nothing known
	Resynced                       // the table matches the current position again
	Takeback                       // the table went back to an earlier position
	ForcedPass                     // the side to move must pass; recorded as a turn
	Win                            // a stack of 7 or more
	Draw                           // blocked: nobody can move
	Repetition                     // the same position for the third time
	Unreadable                     // settled, but some stacks could not be read
)

var kindNames = [...]string{"", "setup seen", "setup invalid", "setup confirmed", "turn", "illegal turn", "restored", "ambiguous", "resolved", "desync", "resynced", "takeback", "forced pass", "win", "draw", "repetition", "unreadable"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Event is something the players must be told, or the record must hold.
type Event struct {
	Kind       Kind
	Time       time.Duration
	Turn       rules.Move     // the turn accepted, refused or forced
	Number     int            // its number in the game, for accepted turns
	Side       rules.Color    // who played it
	Position   rules.Position // the position after the event
	Reason     rules.Reason   // why an illegal turn is illegal
	Candidates []rules.Move   // for Ambiguous: the turns that fit
	// Unsure marks the turn a doubt was about: Alternatives are the other
	// turns that fitted what the camera saw. Later turns or the players
	// settled it, unless Undecided: the game ended with the doubt open and
	// the first explanation was recorded. The turns that followed while it
	// was open are not unsure themselves.
	Unsure       bool
	Alternatives []rules.Move
	Undecided    bool
	Message      string // one or two sentences for the players
}

func (e Event) String() string { return e.Kind.String() + ": " + e.Message }

type state uint8

const (
	waitingSetup state = iota
	setupPending
	playing
	illegalHeld
	desynced
	over
)

// Tracker follows one game.
type Tracker struct {
	st    state
	setup rules.Position // the set-up (seen, or confirmed)
	// hyps holds every way the game may have gone that fits all the frames
	// so far; nearly always exactly one. Turns all of them share up to
	// committed have been announced; the rest are in doubt.
	hyps      []*rules.Game
	committed int
	asked     bool         // the players were asked about the doubt
	doubtAt   int          // the number of turns before the doubted one
	doubtAlts []rules.Move // the turns the doubt was between
	// seen holds, for each turn of the explanations, when the frame that
	// first showed it came: a turn held in doubt is announced later, but
	// was played then.
	seen    []time.Duration
	illegal rules.Position // the position an illegal turn made
	unread  bool
	centers []image.Point // where the stacks stood in the last settled frame
	looks   [][]float32   // and how their tops looked
	heights []int         // the heights seen in the frame being read
	now     Observation   // the frame being read
	// stirred: something moved since the last settled frame (a hand, as
	// a rule). quiet counts the stirs since the last turn after which the
	// table looked as before: a turn that changes nothing visible (a swap
	// of two stacks with the same top), or a scale only straightened.
	stirred bool
	quiet   int
}

// New returns a tracker waiting for a set-up.
func New() *Tracker { return &Tracker{} }

// Resume returns a tracker that continues game g (from its record).
func Resume(g *rules.Game) *Tracker {
	t := &Tracker{st: playing, setup: g.Setup(), hyps: []*rules.Game{g}, committed: len(g.Turns())}
	if st, _ := g.Position().Status(); st != rules.Ongoing {
		t.st = over
	}
	return t
}

// StartFrom starts the game from a known set-up without waiting to see it.
func (t *Tracker) StartFrom(setup rules.Position) {
	*t = Tracker{st: playing, setup: setup, hyps: []*rules.Game{rules.NewGame(setup)}, centers: t.centers}
}

// Game returns the game as far as it is certain (nil before the set-up is
// confirmed): the turns every explanation of the frames agrees on.
func (t *Tracker) Game() *rules.Game {
	if len(t.hyps) == 0 {
		return nil
	}
	return replay(t.setup, t.hyps[0].Turns()[:t.committed])
}

// Position returns the position the table is believed to show; while
// turns are in doubt, that of the first explanation.
func (t *Tracker) Position() rules.Position {
	if len(t.hyps) == 0 {
		return t.setup
	}
	return t.hyps[0].Position()
}

// Over reports whether the game has ended.
func (t *Tracker) Over() bool { return t.st == over }

// Observe takes the next frame's reading and returns what happened.
func (t *Tracker) Observe(o Observation) []Event {
	if !o.Settled || o.Occluded || len(o.Tops) == 0 || t.st == over {
		t.stirred = t.stirred || !o.Settled || o.Occluded
		return nil // only settled, unhidden frames count
	}
	// The vision keeps the head at the same end from frame to frame
	// (vision.Orient), so the order is taken as given.
	tops := o.Tops
	if hasUnreadable(tops) {
		if t.st != waitingSetup && t.st != setupPending && looksLike(t.Position(), tops) {
			return nil // what can be read agrees; nothing happened
		}
		if t.unread {
			return nil
		}
		t.unread = true
		return []Event{{Kind: Unreadable, Time: o.Time, Position: t.Position(),
			Message: fmt.Sprintf("Some stacks cannot be read (%s); waiting for a clearer view.", describeTops(tops))}}
	}
	t.unread = false
	t.heights, t.now = nil, o
	if len(o.Heights) == len(tops) {
		t.heights = o.Heights
	}
	if len(o.Centers) != len(tops) {
		t.now.Centers = nil
	}
	if len(o.Looks) != len(tops) {
		t.now.Looks = nil
	}
	switch t.st {
	case waitingSetup, setupPending:
		return t.observeSetup(o, tops)
	case playing:
		return t.observePlaying(o, tops)
	case illegalHeld:
		return t.observeIllegal(o, tops)
	case desynced:
		return t.observeDesync(o, tops)
	}
	return nil
}

func (t *Tracker) observeSetup(o Observation, tops []rules.Scale) []Event {
	if len(tops) != rules.MaxStacks {
		return nil
	}
	t.setCenters(o)
	stacks := make([]rules.Stack, len(tops))
	for i, s := range tops {
		stacks[i] = rules.StackOf(s)
	}
	p, err := rules.NewPosition(stacks, rules.White, false)
	if err != nil {
		if t.st == setupPending && t.setup.Len() == 0 {
			return nil
		}
		t.st = setupPending
		t.setup = rules.Position{}
		return []Event{{Kind: SetupInvalid, Time: o.Time, Message: fmt.Sprintf("19 scales are laid out, but %s. Check the scales: %s.", strings.TrimPrefix(err.Error(), "rules: "), describeTops(tops))}}
	}
	if t.st == setupPending && t.setup.Len() > 0 && rules.SameTops(t.setup, p) {
		return nil
	}
	t.st = setupPending
	t.setup = p
	return []Event{{Kind: SetupSeen, Time: o.Time, Position: p, Message: "The set-up is laid out: " + describeTops(tops) + ". Say who moves first to start."}}
}

// ConfirmSetup starts the game from the set-up seen, with first to move.
func (t *Tracker) ConfirmSetup(first rules.Color) ([]Event, error) {
	if t.st != setupPending || t.setup.Len() == 0 {
		return nil, fmt.Errorf("tracker: no valid set-up seen yet")
	}
	p, err := rules.NewPosition(t.setup.Stacks(), first, false)
	if err != nil {
		return nil, err
	}
	t.StartFrom(p)
	ev := []Event{{Kind: SetupConfirmed, Position: p, Side: first, Message: fmt.Sprintf("Game on: %s moves first.", first)}}
	t.extendPasses()
	return append(ev, t.commit(0)...), nil
}

func (t *Tracker) observePlaying(o Observation, tops []rules.Scale) []Event {
	for _, g := range t.hyps {
		if t.fits(g.Position(), tops) {
			t.setCenters(o)
			if t.stirred {
				t.quiet++
			}
			t.stirred = false
			return nil // a light change, a shadow, a nudge: no turn
		}
	}
	quiet := t.quiet
	t.stirred, t.quiet = false, 0
	// One legal turn from some explanation explains it best.
	if next := t.extend(tops, 1); len(next) > 0 {
		t.hyps = t.byPlace(next, 1)
		t.setCenters(o)
		t.extendPasses()
		return t.commit(o.Time)
	}
	// Else one illegal turn, or two legal ones (a settled frame was
	// missed). One turn is the simpler story: the pair wins only where the
	// places the stacks left fit it clearly better, or where hands were
	// seen at the table since the last turn without changing what shows
	// (the first of the pair changed nothing visible).
	cur := t.Position()
	ill, illOK := t.scanIllegal(cur, tops)
	if next := t.extend(tops, 2); len(next) > 0 {
		if quiet > 0 {
			if inv := invisibleFirst(next); len(inv) > 0 {
				next, illOK = inv, false
			}
		}
		pairs := t.byPlace(next, 2)
		turns, ps := pairs[0].Turns(), pairs[0].Positions()
		pairScore := t.placeScore(ps[len(turns)-2], turns[len(turns)-2:])
		if !illOK || pairScore+spacing(o.Centers)/3 < ill.score {
			t.hyps = pairs
			t.setCenters(o)
			t.extendPasses()
			return t.commit(o.Time)
		}
	}
	if illOK {
		return []Event{t.raiseIllegal(o.Time, cur, ill)}
	}
	if ev, ok := t.findTakeback(o.Time, tops); ok {
		return ev
	}
	t.st = desynced
	return []Event{{Kind: Desync, Time: o.Time, Position: cur, Message: "The table matches no legal or illegal turn from the last position. Put it back as it was: " + describeTops(cur.Tops()) + "."}}
}

// extend returns the explanations that depth more legal turns turn into
// what the table shows.
func (t *Tracker) extend(tops []rules.Scale, depth int) []*rules.Game {
	var out []*rules.Game
	seen := map[string]bool{}
	var walk func(g *rules.Game, d int)
	walk = func(g *rules.Game, d int) {
		p := g.Position()
		for _, m := range p.LegalTurns() {
			g.Play(m)
			if d == 1 {
				if t.fits(g.Position(), tops) {
					key := fmt.Sprint(g.Turns())
					if !seen[key] {
						seen[key] = true
						out = append(out, replay(t.setup, g.Turns()))
					}
				}
			} else {
				walk(g, d-1)
			}
			g.Undo()
		}
	}
	for _, g := range t.hyps {
		walk(g, depth)
	}
	return out
}

func (t *Tracker) setCenters(o Observation) {
	if len(o.Centers) == len(o.Tops) {
		t.centers = append(t.centers[:0], o.Centers...)
	} else {
		t.centers = nil
	}
	if len(o.Looks) == len(o.Tops) {
		t.looks = append(t.looks[:0], o.Looks...)
	} else {
		t.looks = nil
	}
}

// byPlace keeps, of explanations that the tops cannot tell apart, those
// that fit best where the stacks now stand and how they look (choose).
func (t *Tracker) byPlace(hyps []*rules.Game, depth int) []*rules.Game {
	var keep []*rules.Game
	for _, i := range t.choose(len(hyps), func(i int) (rules.Position, []rules.Move) {
		turns, ps := hyps[i].Turns(), hyps[i].Positions()
		k := len(turns) - depth
		return ps[k], turns[k:]
	}) {
		keep = append(keep, hyps[i])
	}
	return keep
}

// choose returns, of n candidate stories (cand(i): the position before
// and the turns played from it), those whose emptied places fit where the
// stacks now stand, then of those the ones whose touched stacks are the
// ones whose looks changed.
func (t *Tracker) choose(n int, cand func(i int) (rules.Position, []rules.Move)) []int {
	keep := make([]int, n)
	for i := range keep {
		keep[i] = i
	}
	for _, by := range []struct {
		score func(rules.Position, []rules.Move) float64
		tol   float64
		ready func() bool
	}{
		{t.placeScore, spacing(t.now.Centers) / 3, func() bool { return true }},
		{t.touchScore, lookMargin, t.looksSteady},
	} {
		if len(keep) < 2 || !by.ready() {
			break
		}
		scores := make([]float64, len(keep))
		for k, i := range keep {
			scores[k] = by.score(cand(i))
		}
		var next []int
		for _, k := range bestWithin(scores, by.tol) {
			next = append(next, keep[k])
		}
		keep = next
	}
	return keep
}

// lookMargin is how much better (in lookChange units) one explanation's
// touched stacks must fit the changed looks to win: well above the
// change of a stack nobody touched, seen twice (up to about 0.3), and
// below that of a scale put down on it (0.4 and more).
const lookMargin = 0.3

// placed replays turns from before and returns the position after them
// and, for each of its stacks, the index of the stack before whose place
// it stands: stacks stay where they were, less any stack a move emptied
// (a swap exchanges contents, not places).
func placed(before rules.Position, turns []rules.Move) (rules.Position, []int, error) {
	from := make([]int, before.Len())
	for i := range from {
		from[i] = i
	}
	p := before
	for _, m := range turns {
		if m.Kind == rules.KindMove && p.Stack(m.From).Height() == m.Count && m.From-1 < len(from) {
			from = append(from[:m.From-1], from[m.From:]...)
		}
		next, err := p.Force(m)
		if err != nil {
			return p, nil, err
		}
		p = next
	}
	return p, from, nil
}

// placeScore measures how far the stacks now stand from where turns,
// played from before, would leave them. It is 0 when no places are known.
func (t *Tracker) placeScore(before rules.Position, turns []rules.Move) float64 {
	now := t.now.Centers
	if len(t.centers) != before.Len() || len(now) == 0 {
		return 0
	}
	_, from, err := placed(before, turns)
	if err != nil || len(from) != len(now) {
		return math.Inf(1)
	}
	var sum float64
	for j, i := range from {
		sum += math.Hypot(float64(t.centers[i].X-now[j].X), float64(t.centers[i].Y-now[j].Y))
	}
	return sum
}

// touchScore measures how badly turns, played from before, fit the
// changes of the stacks' looks: a stack whose contents they leave alone
// should look as it did, one they change should not. Lower is better.
func (t *Tracker) touchScore(before rules.Position, turns []rules.Move) float64 {
	now := t.now.Looks
	if len(t.looks) != before.Len() || len(now) == 0 {
		return 0
	}
	after, from, err := placed(before, turns)
	if err != nil || len(from) != len(now) {
		return math.Inf(1)
	}
	var sum float64
	for j, i := range from {
		d := lookChange(t.looks[i], now[j])
		if before.Stack(i+1) == after.Stack(j+1) {
			sum += d
		} else {
			sum -= d
		}
	}
	return sum
}

// looksSteady reports whether most stacks look as they did in the last
// settled frame. Only then do changed looks mark the touched stacks: after
// the camera is nudged, the light changes or the players re-space the
// snake, every look changes and tells nothing.
func (t *Tracker) looksSteady() bool {
	now := t.now.Looks
	if len(t.looks) == 0 || len(now) == 0 {
		return false
	}
	same := 0
	for _, b := range now {
		for _, a := range t.looks {
			if lookChange(a, b) < lookMargin {
				same++
				break
			}
		}
	}
	return 2*same > len(now)
}

// lookChange is how much a stack's look differs between two frames: the
// mean absolute difference of the normalised pictures, at the best of
// the shifts by up to one cell (the stack's centre is found to a few
// pixels). 0 when either is missing.
func lookChange(a, b []float32) float64 {
	n := int(math.Round(math.Sqrt(float64(len(a)))))
	if len(a) == 0 || len(a) != len(b) || n*n != len(a) {
		return 0
	}
	best := math.Inf(1)
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			var sum float64
			k := 0
			for y := max(0, -dy); y < min(n, n-dy); y++ {
				for x := max(0, -dx); x < min(n, n-dx); x++ {
					sum += math.Abs(float64(a[y*n+x] - b[(y+dy)*n+x+dx]))
					k++
				}
			}
			best = math.Min(best, sum/float64(k))
		}
	}
	return best
}

// bestWithin returns the indices whose score is within tol of the best.
// For places tol is a third of the stacks' spacing: hands do not put
// things back to the pixel.
func bestWithin(scores []float64, tol float64) []int {
	best := math.Inf(1)
	for _, s := range scores {
		best = math.Min(best, s)
	}
	var keep []int
	for i, s := range scores {
		if s <= best+tol {
			keep = append(keep, i)
		}
	}
	return keep
}

// spacing is the median distance between neighbouring stacks.
func spacing(c []image.Point) float64 {
	if len(c) < 2 {
		return 0
	}
	ds := make([]float64, 0, len(c)-1)
	for i := 1; i < len(c); i++ {
		ds = append(ds, math.Hypot(float64(c[i].X-c[i-1].X), float64(c[i].Y-c[i-1].Y)))
	}
	sort.Float64s(ds)
	return ds[len(ds)/2]
}

// extendPasses plays the forced pass wherever an explanation reaches one:
// a pass changes nothing on the table, so there is nothing to wait for.
func (t *Tracker) extendPasses() {
	for _, g := range t.hyps {
		for i := 0; i < 2; i++ {
			ts := g.Position().LegalTurns()
			if len(ts) != 1 || ts[0] != rules.Pass {
				break
			}
			g.Play(rules.Pass)
		}
	}
}

// invisibleFirst keeps the explanations whose last two turns began with
// one that left the tops as they were.
func invisibleFirst(pairs []*rules.Game) []*rules.Game {
	var out []*rules.Game
	for _, g := range pairs {
		ps := g.Positions()
		if len(ps) >= 3 && rules.SameTops(ps[len(ps)-3], ps[len(ps)-2]) {
			out = append(out, g)
		}
	}
	return out
}

// commit announces the turns every explanation agrees on, then the doubt
// if one remains, then what follows from the position.
func (t *Tracker) commit(at time.Duration) []Event {
	var evs []Event
	common := len(t.hyps[0].Turns())
	for _, g := range t.hyps[1:] {
		common = min(common, sharedPrefix(t.hyps[0].Turns(), g.Turns()))
	}
	unsure := t.asked
	g := t.hyps[0]
	turns := g.Turns()
	positions := g.Positions()
	t.seen = t.seen[:min(len(t.seen), len(turns))]
	for len(t.seen) < len(turns) {
		t.seen = append(t.seen, at)
	}
	for ; t.committed < common; t.committed++ {
		i := t.committed
		m, before, after := turns[i], positions[i], positions[i+1]
		e := Event{Kind: TurnAccepted, Time: t.seen[i], Turn: m, Number: i + 1, Side: before.Side(), Position: after,
			Message: fmt.Sprintf("%d. %s: %s.", i+1, m, before.Describe(m))}
		if unsure && i == t.doubtAt {
			e.Unsure = true
			for _, a := range t.doubtAlts {
				if a != m {
					e.Alternatives = append(e.Alternatives, a)
				}
			}
		}
		if m == rules.Pass {
			e.Kind = ForcedPass
			e.Message = fmt.Sprintf("%d. %s can neither move nor swap and passes. %s to move.", i+1, before.Side(), before.Side().Other())
		}
		evs = append(evs, e)
		if replay(t.setup, turns[:i+1]).Repetitions() == rules.RepetitionLimit {
			evs = append(evs, Event{Kind: Repetition, Time: at, Position: after, Message: "This position has occurred three times; you may agree a draw."})
		}
	}
	if len(t.hyps) == 1 {
		if t.asked {
			t.asked = false
		}
		switch st, w := g.Position().Status(); st {
		case rules.Won:
			t.st = over
			evs = append(evs, Event{Kind: Win, Time: at, Side: w, Position: g.Position(), Message: fmt.Sprintf("%s wins with a stack of 7 or more!", w)})
		case rules.Blocked:
			t.st = over
			evs = append(evs, Event{Kind: Draw, Time: at, Position: g.Position(), Message: "Nobody can move or swap: the game is a draw."})
		}
		return evs
	}
	if !t.asked {
		t.asked = true
		t.doubtAt, t.doubtAlts = t.committed, t.Candidates()
		evs = append(evs, t.ambiguityEvent(at))
	}
	// Every explanation has ended the game: nothing later can settle the
	// doubt. Record the first, marked undecided, with the alternatives.
	if t.allOver() {
		t.hyps = t.hyps[:1]
		more := t.commit(at)
		for i := range more {
			if more[i].Unsure {
				more[i].Undecided = true
			}
		}
		evs = append(evs, more...)
	}
	return evs
}

func (t *Tracker) allOver() bool {
	for _, g := range t.hyps {
		if st, _ := g.Position().Status(); st == rules.Ongoing {
			return false
		}
	}
	return true
}

// Candidates returns the turns in doubt: where the explanations part.
func (t *Tracker) Candidates() []rules.Move {
	seen := map[rules.Move]bool{}
	var out []rules.Move
	for _, g := range t.hyps {
		ts := g.Turns()
		if t.committed < len(ts) && !seen[ts[t.committed]] {
			seen[ts[t.committed]] = true
			out = append(out, ts[t.committed])
		}
	}
	return out
}

// Resolve settles a doubt with the turn the players say was played.
func (t *Tracker) Resolve(m rules.Move) ([]Event, error) {
	if len(t.hyps) < 2 {
		return nil, fmt.Errorf("tracker: nothing to resolve")
	}
	var keep []*rules.Game
	for _, g := range t.hyps {
		if ts := g.Turns(); t.committed < len(ts) && ts[t.committed] == m {
			keep = append(keep, g)
		}
	}
	if len(keep) == 0 {
		return nil, fmt.Errorf("tracker: %s is not one of the candidates %v", m, t.Candidates())
	}
	t.hyps = keep
	ev := []Event{{Kind: Resolved, Turn: m, Message: "The players said it was " + m.String() + "."}}
	return append(ev, t.commit(0)...), nil
}

func (t *Tracker) ambiguityEvent(at time.Duration) Event {
	c := t.Candidates()
	before := replay(t.setup, t.hyps[0].Turns()[:t.committed]).Position()
	var ds []string
	for _, m := range c {
		ds = append(ds, fmt.Sprintf("%s (%s)", m, before.Describe(m)))
	}
	return Event{Kind: Ambiguous, Time: at, Candidates: c, Position: before,
		Message: "From above these turns look the same: " + strings.Join(ds, "; ") + ". Which was it? (Later turns may tell.)"}
}

// illegalTurn is a turn the rules forbid that explains the table.
type illegalTurn struct {
	m     rules.Move
	mover rules.Color
	next  rules.Position
	ie    *rules.IllegalError
	score float64 // how well the places fit (see placeScore)
}

// scanIllegal looks for one turn, of either side, that hands could make
// and that explains the table; of look-alikes, the one whose emptied
// place fits best.
func (t *Tracker) scanIllegal(cur rules.Position, tops []rules.Scale) (illegalTurn, bool) {
	n := cur.Len()
	var tries []rules.Move
	for a := 1; a <= n; a++ {
		for b := 1; b <= n; b++ {
			if a == b {
				continue
			}
			for c := 1; c <= cur.Stack(a).Height(); c++ {
				tries = append(tries, rules.Step(a, b, c))
			}
			if a < b {
				tries = append(tries, rules.Swap(a, b))
			}
		}
	}
	var found []illegalTurn
	for _, m := range tries {
		next, err := cur.Force(m)
		if err != nil || !t.fits(next, tops) {
			continue
		}
		mover := cur.Side()
		if m.Kind == rules.KindMove {
			// Who did it: the side whose scale moved, when that is the
			// other side.
			if c := cur.Stack(m.From).Top().Color(); c == cur.Side().Other() {
				mover = c
			}
		}
		var ie *rules.IllegalError
		if err := cur.Check(mover, m); err == nil || !errors.As(err, &ie) {
			continue // legal: handled by extend
		}
		found = append(found, illegalTurn{m, mover, next, ie, t.placeScore(cur, []rules.Move{m})})
	}
	if len(found) == 0 {
		return illegalTurn{}, false
	}
	return found[t.choose(len(found), func(i int) (rules.Position, []rules.Move) { return cur, []rules.Move{found[i].m} })[0]], true
}

// raiseIllegal holds the game at cur until the illegal turn is undone,
// and says what happened, why it is illegal and how to put it back.
func (t *Tracker) raiseIllegal(at time.Duration, cur rules.Position, f illegalTurn) Event {
	t.illegal = f.next
	t.st = illegalHeld
	msg := fmt.Sprintf("Illegal: %s. %s %s", cur.Describe(f.m), f.ie.Explanation, undoHint(cur, f.m))
	if f.mover != cur.Side() {
		msg = fmt.Sprintf("Illegal: %s played, but it is %s's turn. %s", f.mover, cur.Side(), undoHint(cur, f.m))
	}
	return Event{Kind: IllegalTurn, Time: at, Turn: f.m, Side: f.mover, Position: f.next, Reason: f.ie.Reason, Message: msg}
}

// undoHint says how to put the table back as it was before m.
func undoHint(before rules.Position, m rules.Move) string {
	switch m.Kind {
	case rules.KindMove:
		what := "the " + before.Stack(m.From).Top().String()
		if m.Count > 1 {
			what = fmt.Sprintf("the %d scales", m.Count)
		}
		if before.Stack(m.From).Height() == m.Count {
			return fmt.Sprintf("Put it back: take %s off stack %d and set it down again where stack %d stood.", what, m.To, m.From)
		}
		return fmt.Sprintf("Put it back: move %s from stack %d back onto stack %d.", what, m.To, m.From)
	case rules.KindSwap:
		return fmt.Sprintf("Put it back: swap stacks %d and %d again.", m.From, m.To)
	}
	return "Put the table back as it was."
}

func (t *Tracker) observeIllegal(o Observation, tops []rules.Scale) []Event {
	cur := t.Position()
	if t.fits(cur, tops) {
		t.setCenters(o)
		t.st = playing
		return []Event{{Kind: Restored, Time: o.Time, Position: cur, Message: fmt.Sprintf("Thank you, the table is back as it was. %s to move.", cur.Side())}}
	}
	if t.fits(t.illegal, tops) {
		return nil // still standing; the players were told
	}
	// Something else: the illegal turn undone and a legal one played
	// between two settled frames, or another mistake.
	t.st = playing
	ev := t.observePlaying(o, tops)
	switch {
	case len(ev) > 0 && ev[0].Kind == Desync:
		t.st = illegalHeld // keep to the warning already given
		return nil
	case len(ev) > 0 && ev[0].Kind == IllegalTurn:
		return ev // another mistake, said as such
	}
	return append([]Event{{Kind: Restored, Time: o.Time, Position: cur, Message: "The illegal turn was undone."}}, ev...)
}

func (t *Tracker) observeDesync(o Observation, tops []rules.Scale) []Event {
	cur := t.Position()
	if t.fits(cur, tops) {
		t.setCenters(o)
		t.st = playing
		return []Event{{Kind: Resynced, Time: o.Time, Position: cur, Message: fmt.Sprintf("The table matches the game again. %s to move.", cur.Side())}}
	}
	t.st = playing
	ev := t.observePlaying(o, tops)
	if len(ev) > 0 && ev[0].Kind == Desync {
		t.st = desynced
		return nil // said once already
	}
	return ev
}

// findTakeback looks for an earlier, certain position of this game that
// the table shows again: the players took turns back.
func (t *Tracker) findTakeback(at time.Duration, tops []rules.Scale) ([]Event, bool) {
	g := t.Game()
	ps := g.Positions()
	for i := len(ps) - 2; i >= 0; i-- {
		if !t.fits(ps[i], tops) {
			continue
		}
		undone := len(t.hyps[0].Turns()) - i
		back := replay(t.setup, g.Turns()[:i])
		t.hyps = []*rules.Game{back}
		t.committed = i
		t.seen = t.seen[:min(len(t.seen), i)]
		t.asked = false
		t.st = playing
		return []Event{{Kind: Takeback, Time: at, Number: i, Position: back.Position(),
			Message: fmt.Sprintf("%d %s taken back. %s to move.", undone, plural(undone, "turn"), back.Position().Side())}}, true
	}
	return nil, false
}

func replay(setup rules.Position, turns []rules.Move) *rules.Game {
	g := rules.NewGame(setup)
	for _, m := range turns {
		g.Play(m)
	}
	return g
}

func sharedPrefix(a, b []rules.Move) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// fits reports whether p looks like the frame being read: the same tops,
// and the same heights where the camera could tell them.
func (t *Tracker) fits(p rules.Position, tops []rules.Scale) bool {
	if !looksLike(p, tops) {
		return false
	}
	for i, h := range t.heights {
		if h > 0 && p.Stack(i+1).Height() != h {
			return false
		}
	}
	return true
}

// looksLike reports whether p shows these tops from above; an unreadable
// top (rules.NoScale) matches any scale.
func looksLike(p rules.Position, tops []rules.Scale) bool {
	if p.Len() != len(tops) {
		return false
	}
	for i, s := range tops {
		if s != rules.NoScale && p.Stack(i+1).Top() != s {
			return false
		}
	}
	return true
}

func hasUnreadable(tops []rules.Scale) bool {
	for _, s := range tops {
		if s == rules.NoScale {
			return true
		}
	}
	return false
}

func describeTops(tops []rules.Scale) string {
	parts := make([]string, len(tops))
	for i, s := range tops {
		parts[i] = s.String() // "?" for an unread one
	}
	return strings.Join(parts, " ")
}

func plural(n int, w string) string {
	if n == 1 {
		return w
	}
	return w + "s"
}
