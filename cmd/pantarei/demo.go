package main

import (
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/pantarei/pantarei/rules"
	"github.com/pantarei/pantarei/vision"
	"github.com/spf13/cobra"
	"gocv.io/x/gocv"
)

func newDemoCmd() *cobra.Command {
	var seed uint64
	var recordPath, framesDir, notify string
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Referee a whole rendered game: the main job on a machine with no camera",
		Long: `demo renders a complete game as a folder of frames with the synthetic scene
generator (a fixed seed): the set-up, every turn with a hand over the table,
one illegal turn that the players then undo, a forced pass if the game has
one, a lamp switched on, a small camera nudge, and a win. It then referees
the frames with the real pipeline, printing the events as they happen and
writing the record, and ends by saying whether the record matches what was
played (exit status 1 if not).`,
		Example: `  pantarei demo
  pantarei demo --seed 7 --frames /tmp/demo-frames --record demo.record`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			dir := framesDir
			if dir == "" {
				d, err := os.MkdirTemp("", "pantarei-demo-")
				if err != nil {
					return err
				}
				defer os.RemoveAll(d)
				dir = d
			} else if err := os.MkdirAll(dir, 0o755); err != nil {
				return err
			}
			fmt.Fprintf(out, "Rendering a game (seed %d) into %s …\n", seed, dir)
			g, err := renderGameFrames(dir, seed, 0, true)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "%d frames: %d turns, %s.\n\n", g.frames, len(g.turns), g.ending)
			note, err := newNotifier(notify, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			src, err := vision.OpenSource(dir, 10)
			if err != nil {
				return err
			}
			defer src.Close()
			r := &referee{out: out, errOut: cmd.ErrOrStderr(), note: note, white: "White", black: "Black", first: g.setup.Side()}
			os.Remove(recordPath) // a demo writes a fresh record each time
			if err := r.start(recordPath); err != nil {
				return err
			}
			if err := r.run(src); err != nil {
				return err
			}
			return compareRecord(out, recordPath, g)
		},
	}
	cmd.Flags().Uint64Var(&seed, "seed", 9, "seed of the rendered game")
	cmd.Flags().StringVar(&recordPath, "record", "pantarei-demo.record", "where to write the record")
	cmd.Flags().StringVar(&framesDir, "frames", "", "keep the rendered frames in this folder (default: a temporary one)")
	cmd.Flags().StringVar(&notify, "notify", "terminal", "desktop: notifications besides the terminal log; terminal (or none): the log alone")
	return cmd
}

func compareRecord(out interface{ Write([]byte) (int, error) }, path string, g renderedGame) error {
	recs, err := readRecordFile(path)
	if err != nil {
		return err
	}
	if len(recs) == 0 {
		return fmt.Errorf("the referee wrote no game")
	}
	played, err := recs[len(recs)-1].Replay()
	if err != nil {
		return err
	}
	got, want := played.Turns(), g.turns
	if fmt.Sprint(got) == fmt.Sprint(want) && played.Setup() == g.setup {
		fmt.Fprintf(out, "\nThe record (%s) matches what was played: %d turns, %s.\n", path, len(want), g.ending)
		return nil
	}
	fmt.Fprintf(out, "\nThe record (%s) does NOT match what was played.\n  played   %v\n  recorded %v\n", path, want, got)
	return exitError{code: 1}
}

// renderedGame is what renderGameFrames played.
type renderedGame struct {
	setup     rules.Position
	turns     []rules.Move
	frames    int
	ending    string
	illegalAt int // the first frame that shows the illegal turn (0-based)
	// shown[k] is the first frame that shows the position after k turns
	// (still, no hand), for a test that resumes a game part-way.
	shown []int
}

// renderGameFrames writes a game as a folder of frames: each position
// held still for a few frames, a hand over the table between them, one
// illegal turn undone after the second turn, and with extras a lamp
// switched on and a camera nudge part-way. It plays maxTurns turns, or
// (0) until the game ends. Turns are chosen so that none looks like
// another from above (the camera cannot see what lies under a top) and
// lean towards tall stacks so that the game ends.
func renderGameFrames(dir string, seed uint64, maxTurns int, extras bool) (renderedGame, error) {
	rng := rand.New(rand.NewPCG(seed, 1))
	setup := rules.Deal(rng, rules.Color(1+rng.IntN(2)))
	style := vision.RandomStyle(rng, 1280, 720)
	style.Noise, style.Blur, style.JPEGQuality = 1.5, 0, 90
	style.Fill = 0 // one camera for the game: the scales keep their size as the snake shrinks
	g := renderedGame{setup: setup}
	light, nudge := 1.0, image.Point{}
	var werr error
	write := func(p rules.Position, hand bool, n int) {
		// The same seed draws the same table and scales for a position.
		img, centres := vision.RenderScene(rand.New(rand.NewPCG(seed, 2)), p, style)
		defer img.Close()
		if light != 1 {
			img.ConvertToWithParams(&img, gocv.MatTypeCV8UC3, float32(light), 0)
		}
		if nudge != (image.Point{}) {
			m := gocv.NewMatWithSize(2, 3, gocv.MatTypeCV64FC1)
			m.SetDoubleAt(0, 0, 1)
			m.SetDoubleAt(1, 1, 1)
			m.SetDoubleAt(0, 2, float64(nudge.X))
			m.SetDoubleAt(1, 2, float64(nudge.Y))
			gocv.WarpAffineWithParams(img, &img, m, image.Pt(img.Cols(), img.Rows()), gocv.InterpolationLinear, gocv.BorderReplicate, style.Table)
			m.Close()
		}
		for k := 0; k < n; k++ {
			f := img.Clone()
			if hand {
				vision.DrawHand(&f, centres[(g.frames*7)%len(centres)].Add(image.Pt(0, 10*k)), style.Tile)
			}
			if !gocv.IMWrite(filepath.Join(dir, fmt.Sprintf("%05d.png", g.frames)), f) && werr == nil {
				werr = fmt.Errorf("cannot write frames to %s", dir)
			}
			f.Close()
			g.frames++
		}
	}
	p := setup
	g.shown = append(g.shown, g.frames)
	write(p, false, 4)
	for maxTurns == 0 || len(g.turns) < maxTurns {
		if st, w := p.Status(); st != rules.Ongoing {
			g.ending = fmt.Sprintf("%s won", w)
			if st == rules.Blocked {
				g.ending = "a blocked draw"
			}
			break
		}
		if maxTurns == 0 && len(g.turns) >= 150 {
			g.ending = "stopped after 150 turns"
			break
		}
		m, ok := pickTurn(rng, p)
		if !ok {
			g.ending = "no turn that the camera can tell apart"
			break
		}
		if m != rules.Pass {
			write(p, true, 2)
		}
		if len(g.turns) == 2 {
			// An illegal turn: a scale moved to the wrong place, then back;
			// one that no legal turn looks like from above.
			for _, bad := range illegalTries(p) {
				if q, err := p.Force(bad); err == nil && p.Check(p.Side(), bad) != nil && !looksLegal(p, q) {
					g.illegalAt = g.frames
					write(q, false, 4)
					write(q, true, 2)
					write(p, false, 4)
					write(p, true, 2)
					break
				}
			}
		}
		next, err := p.Apply(m)
		if err != nil {
			return g, err
		}
		g.turns = append(g.turns, m)
		p = next
		if extras && len(g.turns) == 6 {
			light = 1.12 // a lamp switched on
		}
		if extras && len(g.turns) == 10 {
			nudge = image.Pt(6, 4) // the camera knocked a little
		}
		g.shown = append(g.shown, g.frames)
		if m != rules.Pass {
			write(p, false, 4)
		}
	}
	if g.ending == "" {
		g.ending = fmt.Sprintf("stopped after %d turns", len(g.turns))
	}
	return g, werr
}

// looksLegal says whether some legal turn from p leaves the tops that q
// shows.
func looksLegal(p, q rules.Position) bool {
	for _, d := range p.LegalTurns() {
		if r, err := p.Apply(d); err == nil && rules.SameTops(r, q) {
			return true
		}
	}
	return false
}

func illegalTries(p rules.Position) []rules.Move {
	var out []rules.Move
	for a := 1; a <= p.Len(); a++ {
		for _, d := range []int{4, -4, 5, -5} {
			if b := a + d; b >= 1 && b <= p.Len() && p.Stack(a).Top().Color() == p.Side() {
				out = append(out, rules.Step(a, b, 1))
			}
		}
	}
	return out
}

// pickTurn chooses a legal turn that no other legal turn resembles from
// above, preferring, half the time, the one that builds the tallest stack.
func pickTurn(rng *rand.Rand, p rules.Position) (rules.Move, bool) {
	var ok []rules.Move
	var tallest rules.Move
	best := -1
	turns := p.LegalTurns()
	for _, c := range turns {
		next, _ := p.Apply(c)
		alike := 0
		for _, d := range turns {
			if q, _ := p.Apply(d); rules.SameTops(q, next) {
				alike++
			}
		}
		if alike != 1 {
			continue
		}
		ok = append(ok, c)
		h := 0
		for _, s := range next.Stacks() {
			h = max(h, s.Height())
		}
		if h > best {
			best, tallest = h, c
		}
	}
	if len(ok) == 0 {
		return rules.Move{}, false
	}
	if rng.IntN(2) == 0 {
		return tallest, true
	}
	return ok[rng.IntN(len(ok))], true
}
