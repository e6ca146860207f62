package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/pantarei/pantarei/rules"
	"github.com/spf13/cobra"
)

func newReplayCmd() *cobra.Command {
	var asJSON, board bool
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Check a game record and print its turns with the position after each",
		Long: `replay reads every game of a record file, plays each turn against the rules,
and prints the turns with the position after each. A record that cannot be
read, or holds an illegal turn, is reported as FILE:LINE: with the reason,
and the exit status is 1. With --json each game is one JSON object on a line.`,
		Example: `  pantarei replay game.record
  pantarei replay --board game.record
  pantarei replay --json games.record | jq .turns[0]`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := loadConfig(cmd, map[string]string{"play.color": "color"})
			if err != nil {
				return err
			}
			path := args[0]
			recs, err := readRecordFile(path)
			if err != nil {
				return err
			}
			if len(recs) == 0 {
				return fmt.Errorf("%s: no game in the file", path)
			}
			out := cmd.OutOrStdout()
			color := useColor(cfg.Play.Color, out)
			for i, r := range recs {
				g, err := r.Replay()
				if err != nil {
					if g != nil && !asJSON {
						printReplay(out, i+1, r, g, board, color)
					}
					return fmt.Errorf("%s:%w", path, prefixLine(err))
				}
				if asJSON {
					if err := json.NewEncoder(out).Encode(replayJSON(r, g)); err != nil {
						return err
					}
					continue
				}
				printReplay(out, i+1, r, g, board, color)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print each game as one JSON object a line")
	cmd.Flags().BoolVar(&board, "board", false, "draw the snake after each turn")
	cmd.Flags().String("color", "auto", "colour the scales with --board: auto, always or never")
	return cmd
}

func printReplay(w io.Writer, n int, r *rules.Record, g *rules.Game, board, color bool) {
	title := fmt.Sprintf("Game %d", n)
	if e := r.Tag("Event"); e != "" && e != "?" {
		title += ": " + e
	}
	fmt.Fprintf(w, "%s — %s (White) v %s (Black)\n", title, orUnknown(r.Tag("White")), orUnknown(r.Tag("Black")))
	positions := g.Positions()
	fmt.Fprintf(w, "set-up  %s\n", positions[0])
	if board {
		drawSnake(w, positions[0], color, 80)
		fmt.Fprintln(w)
	}
	for i, m := range g.Turns() {
		side := positions[i].Side()
		line := fmt.Sprintf("%3d. %-5s %-7s %s", i+1, side, m, positions[i+1])
		if i < len(r.Turns) {
			if c := turnComment(r.Turns[i]); c != "" {
				line += "  {" + c + "}"
			}
		}
		fmt.Fprintln(w, line)
		if board {
			drawSnake(w, positions[i+1], color, 80)
			fmt.Fprintln(w)
		}
	}
	end := g.Position()
	res := r.Tag("Result")
	switch st, winner := end.Status(); st {
	case rules.Won:
		fmt.Fprintf(w, "result  %s: %s won with a stack of 7 or more\n", res, winner)
	case rules.Blocked:
		fmt.Fprintf(w, "result  %s: blocked draw\n", res)
	default:
		term := r.Tag("Termination")
		if term == "" {
			term = "unfinished"
		}
		fmt.Fprintf(w, "result  %s (%s); %s to move\n", res, term, end.Side())
	}
	fmt.Fprintln(w)
}

func turnComment(t rules.RecordTurn) string {
	var parts []string
	if !t.Time.IsZero() {
		parts = append(parts, t.Time.Format("15:04:05"))
	}
	if t.Note != "" {
		parts = append(parts, t.Note)
	}
	return strings.Join(parts, " ")
}

func orUnknown(s string) string {
	if s == "" || s == "?" {
		return "?"
	}
	return s
}

type replayTurnJSON struct {
	Number   int    `json:"number"`
	Side     string `json:"side"`
	Turn     string `json:"turn"`
	Position string `json:"position"`
	Time     string `json:"time,omitempty"`
	Note     string `json:"note,omitempty"`
}

type replayGameJSON struct {
	Tags   []rules.Tag      `json:"tags"`
	Setup  string           `json:"setup"`
	Turns  []replayTurnJSON `json:"turns"`
	Final  string           `json:"final"`
	Status string           `json:"status"`
	Winner string           `json:"winner,omitempty"`
}

func replayJSON(r *rules.Record, g *rules.Game) replayGameJSON {
	positions := g.Positions()
	out := replayGameJSON{Tags: r.Tags, Setup: positions[0].String(), Final: g.Position().String(), Turns: []replayTurnJSON{}}
	for i, m := range g.Turns() {
		t := replayTurnJSON{Number: i + 1, Side: positions[i].Side().Letter(), Turn: m.String(), Position: positions[i+1].String()}
		if i < len(r.Turns) {
			if !r.Turns[i].Time.IsZero() {
				t.Time = r.Turns[i].Time.Format("2006-01-02T15:04:05.999999999Z07:00")
			}
			t.Note = r.Turns[i].Note
		}
		out.Turns = append(out.Turns, t)
	}
	st, winner := g.Position().Status()
	out.Status = st.String()
	if st == rules.Won {
		out.Winner = winner.Letter()
	}
	return out
}
