package main

import (
	"bufio"
	"fmt"

	"github.com/pantarei/pantarei/rules"
	"github.com/spf13/cobra"
)

func newMovesCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "moves POSITION",
		Short: "List every legal turn of a position with the position after it",
		Long: `moves prints each legal turn of POSITION as TURN<TAB>RESULT, one a line,
both in RULES.md notation, and nothing else on standard output. A position
where the game is over has no legal turns; a note on standard error says why.
The position may be quoted or given as its three fields.`,
		Example: `  pantarei moves "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -"
  pantarei moves W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 b s`,
		Args: cobra.RangeArgs(1, 3),
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := positionArgs(args)
			if err != nil {
				return err
			}
			w := bufio.NewWriter(cmd.OutOrStdout())
			for _, m := range p.LegalTurns() {
				next, err := p.Apply(m)
				if err != nil {
					return err
				}
				fmt.Fprintf(w, "%s\t%s\n", m, next)
			}
			if st, winner := p.Status(); st == rules.Won {
				fmt.Fprintf(cmd.ErrOrStderr(), "game over: %s won\n", winner)
			} else if st == rules.Blocked {
				fmt.Fprintln(cmd.ErrOrStderr(), "game over: blocked draw")
			}
			return w.Flush()
		},
	}
}
