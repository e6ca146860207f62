package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"time"

	"github.com/pantarei/pantarei/rules"
	"github.com/spf13/cobra"
)

func newPlayCmd() *cobra.Command {
	var setup, recordPath, resume string
	var seed uint64
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Two players play a full game at this terminal, every turn checked",
		Long: `play deals a random set-up (or takes --setup) and lets two people take turns
at one terminal. Each turn is typed in RULES.md notation and checked: an
illegal turn is refused with the reason and the rule. The record is saved
after every turn, so nothing is lost if the terminal closes; --resume FILE
continues the last unfinished game of a record.

At the prompt:
  7-10, 7:2-10, 3<>12, pass   play a turn
  moves                       list the legal turns and what each does
  why TURN                    say whether TURN is legal here, and why not
  show                        draw the snake
  undo                        take back the last turn
  draw                        end the game as a draw both players agree
  quit                        stop; the game is recorded as abandoned
  help                        this list`,
		Example: `  pantarei play --white Ada --black Bruno
  pantarei play --setup "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -" --record club.record
  pantarei play --resume club.record`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := loadConfig(cmd, map[string]string{
				"players.white": "white", "players.black": "black",
				"play.first": "first", "play.color": "color",
			})
			if err != nil {
				return err
			}
			s := &playSession{
				in:    bufio.NewScanner(cmd.InOrStdin()),
				out:   cmd.OutOrStdout(),
				now:   time.Now,
				color: useColor(cfg.Play.Color, cmd.OutOrStdout()),
			}
			switch {
			case resume != "":
				if err := s.resume(resume); err != nil {
					return err
				}
			default:
				p, err := chooseSetup(setup, cfg.Play.First, seed)
				if err != nil {
					return err
				}
				path := recordPath
				if path == "" {
					path = filepath.Join(cfg.Record.Dir, "pantarei-"+time.Now().Format("2006-01-02-150405")+".record")
				}
				if err := s.start(path, p, cfg.Players.White, cfg.Players.Black); err != nil {
					return err
				}
			}
			return s.run()
		},
	}
	f := cmd.Flags()
	f.StringVar(&setup, "setup", "", "start from this position instead of a random deal")
	f.String("first", "random", "who moves first on a dealt set-up: w, b or random")
	f.String("white", "White", "White player's name")
	f.String("black", "Black", "Black player's name")
	f.StringVar(&recordPath, "record", "", "record file (default: pantarei-DATE-TIME.record in record.dir); an existing file keeps its games and gets this one after them")
	f.StringVar(&resume, "resume", "", "continue the last unfinished game of this record file")
	f.Uint64Var(&seed, "seed", 0, "seed for the random deal (0: a new deal each time)")
	f.String("color", "auto", "colour the scales: auto, always or never")
	return cmd
}

func chooseSetup(setup, first string, seed uint64) (rules.Position, error) {
	if setup != "" {
		return rules.ParsePosition(setup)
	}
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	rng := rand.New(rand.NewPCG(seed, seed>>32|1))
	side := rules.White
	switch strings.ToLower(first) {
	case "b", "black":
		side = rules.Black
	case "random":
		if rng.IntN(2) == 1 {
			side = rules.Black
		}
	}
	return rules.Deal(rng, side), nil
}

// playSession is one game at the terminal and the file it is saved to.
type playSession struct {
	in    *bufio.Scanner
	out   io.Writer
	now   func() time.Time
	color bool

	*recordFile
	game *rules.Game
}

func (s *playSession) start(path string, setup rules.Position, white, black string) error {
	f, err := openForNewGame(path)
	if err != nil {
		return err
	}
	s.recordFile = f
	s.rec = rules.NewRecord(setup)
	s.rec.SetTag("Event", "Game at the terminal")
	s.rec.SetTag("Date", s.now().Format("2006.01.02"))
	s.rec.SetTag("White", white)
	s.rec.SetTag("Black", black)
	s.game = rules.NewGame(setup)
	return s.save()
}

func (s *playSession) resume(path string) error {
	f, g, err := openForResume(path)
	if err != nil {
		return err
	}
	s.recordFile, s.game = f, g
	fmt.Fprintf(s.out, "Resuming %s after %d turns.\n", path, len(g.Turns()))
	return nil
}

func (s *playSession) name(c rules.Color) string {
	n := s.rec.Tag(c.String())
	if n == "" || n == "?" || n == c.String() {
		return c.String()
	}
	return fmt.Sprintf("%s (%s)", n, c)
}

func (s *playSession) run() error {
	fmt.Fprintf(s.out, "Recording to %s. Type help for the commands.\n\n", s.path)
	s.showBoard()
	for {
		p := s.game.Position()
		if st, _ := p.Status(); st != rules.Ongoing {
			return s.finish()
		}
		fmt.Fprintf(s.out, "%s> ", s.name(p.Side()))
		if !s.in.Scan() {
			fmt.Fprintln(s.out)
			if err := s.in.Err(); err != nil {
				return err
			}
			return s.end(rules.ResultUnfinished, rules.TermAbandoned, "Input ended: the game is recorded as abandoned.")
		}
		line := strings.TrimSpace(s.in.Text())
		word, rest, _ := strings.Cut(line, " ")
		switch strings.ToLower(word) {
		case "":
			if t := p.LegalTurns(); len(t) == 1 && t[0] == rules.Pass {
				if err := s.play(rules.Pass); err != nil {
					return err
				}
			}
		case "help", "?":
			fmt.Fprintln(s.out, "Turns: 7-10 (top scale of stack 7 onto 10), 7:2-10 (top two), 3<>12 (swap), pass.")
			fmt.Fprintln(s.out, "Commands: moves, why TURN, show, undo, draw, quit, help.")
		case "moves", "m":
			s.listMoves()
		case "show", "board":
			s.showBoard()
		case "why":
			s.why(strings.TrimSpace(rest))
		case "undo":
			if !s.game.Undo() {
				fmt.Fprintln(s.out, "There is no turn to take back.")
				continue
			}
			s.rec.Turns = s.rec.Turns[:len(s.rec.Turns)-1]
			if err := s.save(); err != nil {
				return err
			}
			fmt.Fprintln(s.out, "Took back the last turn.")
			s.showBoard()
		case "draw":
			return s.end(rules.ResultDraw, rules.TermAgreed, "Draw agreed.")
		case "quit", "exit", "abandon", "resign":
			return s.end(rules.ResultUnfinished, rules.TermAbandoned, "Game abandoned.")
		default:
			m, err := p.Decode(line)
			if err != nil {
				s.refuse(line, err)
				continue
			}
			if err := s.play(m); err != nil {
				return err
			}
		}
	}
}

func (s *playSession) play(m rules.Move) error {
	before := s.game.Position()
	if err := s.game.Play(m); err != nil {
		return err
	}
	s.rec.Turns = append(s.rec.Turns, rules.RecordTurn{Move: m, Time: s.now().UTC().Truncate(time.Second)})
	if err := s.save(); err != nil {
		return err
	}
	fmt.Fprintf(s.out, "%d. %s: %s.\n", len(s.rec.Turns), m, before.Describe(m))
	p := s.game.Position()
	if st, _ := p.Status(); st != rules.Ongoing {
		return nil
	}
	s.showBoard()
	if t := p.LegalTurns(); len(t) == 1 && t[0] == rules.Pass {
		fmt.Fprintf(s.out, "%s can neither move nor swap, so must pass: type pass (or just Enter).\n", s.name(p.Side()))
	}
	if n := s.game.Repetitions(); n >= rules.RepetitionLimit {
		fmt.Fprintf(s.out, "This position has now occurred %d times. You may agree a draw: type draw.\n", n)
	}
	return nil
}

func (s *playSession) refuse(line string, err error) {
	var ie *rules.IllegalError
	var se *rules.SyntaxError
	switch {
	case errors.As(err, &ie):
		fmt.Fprintf(s.out, "Illegal: %s\n  Rule: %s\n  Type moves to see the legal turns.\n", ie.Explanation, ie.Reason.Rule())
	case errors.As(err, &se):
		fmt.Fprintf(s.out, "I cannot read %q: %s.\n  Turns look like 7-10, 7:2-10, 3<>12 or pass; type help for the commands.\n", line, se.Msg)
	default:
		fmt.Fprintf(s.out, "%v\n", err)
	}
}

func (s *playSession) why(turn string) {
	p := s.game.Position()
	if turn == "" {
		fmt.Fprintln(s.out, "Say which turn: why 7-10")
		return
	}
	m, err := rules.ParseMove(turn)
	if err != nil {
		s.refuse(turn, err)
		return
	}
	if err := p.Check(p.Side(), m); err != nil {
		s.refuse(turn, err)
		return
	}
	fmt.Fprintf(s.out, "%s is legal: %s.\n", m, p.Describe(m))
}

func (s *playSession) listMoves() {
	p := s.game.Position()
	turns := p.LegalTurns()
	fmt.Fprintf(s.out, "%s has %d legal turns:\n", s.name(p.Side()), len(turns))
	for _, m := range turns {
		fmt.Fprintf(s.out, "  %-8s %s\n", m, p.Describe(m))
	}
}

func (s *playSession) showBoard() {
	drawSnake(s.out, s.game.Position(), s.color, 80)
	fmt.Fprintln(s.out)
}

// finish records how a game that the rules ended ended, and says so.
func (s *playSession) finish() error {
	p := s.game.Position()
	result, term := rules.ResultFor(p)
	_, winner := p.Status()
	msg := "Blocked: neither side can move or swap. The game is a draw."
	if term == rules.TermWin {
		msg = fmt.Sprintf("%s wins with a stack of 7 or more!", s.name(winner))
	}
	s.showBoard()
	return s.end(result, term, msg)
}

func (s *playSession) end(result, term, msg string) error {
	s.rec.Finish(result, term)
	if err := s.save(); err != nil {
		return err
	}
	fmt.Fprintf(s.out, "%s\nRecord saved to %s (%d turns).\n", msg, s.path, len(s.rec.Turns))
	return nil
}
