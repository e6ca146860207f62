package rules

// Game is a game in progress: the set-up, the turns played and every
// position seen, for the repetition rule. The zero Game is not usable; use
// NewGame.
type Game struct {
	setup     Position
	pos       Position
	turns     []Move
	positions []Position // positions[i] is the position before turns[i]; the last is pos
	seen      map[Position]int
}

// NewGame starts a game from setup.
func NewGame(setup Position) *Game {
	g := &Game{setup: setup, pos: setup, seen: map[Position]int{setup: 1}}
	g.positions = append(g.positions, setup)
	return g
}

// Setup returns the starting position.
func (g *Game) Setup() Position { return g.setup }

// Position returns the current position.
func (g *Game) Position() Position { return g.pos }

// Turns returns a fresh slice of the turns played.
func (g *Game) Turns() []Move { return append([]Move(nil), g.turns...) }

// Positions returns a fresh slice of every position, the set-up first and
// the current one last.
func (g *Game) Positions() []Position { return append([]Position(nil), g.positions...) }

// Play plays m for the side to move, or returns an *IllegalError.
func (g *Game) Play(m Move) error {
	next, err := g.pos.Apply(m)
	if err != nil {
		return err
	}
	g.turns = append(g.turns, m)
	g.pos = next
	g.positions = append(g.positions, next)
	g.seen[next]++
	return nil
}

// Undo takes back the last turn; it reports false when there is none.
func (g *Game) Undo() bool {
	if len(g.turns) == 0 {
		return false
	}
	g.seen[g.pos]--
	g.turns = g.turns[:len(g.turns)-1]
	g.positions = g.positions[:len(g.positions)-1]
	g.pos = g.positions[len(g.positions)-1]
	return true
}

// Repetitions returns how many times the current position (snake, side to
// move and swap lock) has occurred, the current time included. At three
// the players may agree a draw.
func (g *Game) Repetitions() int { return g.seen[g.pos] }

// RepetitionLimit is the count at which the referee reports a repetition.
const RepetitionLimit = 3
