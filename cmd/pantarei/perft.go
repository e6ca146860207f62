package main

import (
	"fmt"
	"strconv"
	"time"

	"github.com/pantarei/pantarei/rules"
	"github.com/spf13/cobra"
)

func newPerftCmd() *cobra.Command {
	var divide, stats bool
	cmd := &cobra.Command{
		Use:   "perft POSITION DEPTH",
		Short: "Count the turn sequences of each length from a position",
		Long: `perft prints d<TAB>count for d = 1 … DEPTH: the number of distinct sequences
of exactly d legal turns from POSITION (RULES.md, "Perft"). Depth 6 from a
set-up takes about a second; each further ply costs some 25 times more.`,
		Example: `  pantarei perft "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -" 4
  pantarei perft --divide "W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N b -" 3`,
		Args: cobra.RangeArgs(2, 4),
		RunE: func(cmd *cobra.Command, args []string) error {
			depth, err := strconv.Atoi(args[len(args)-1])
			if err != nil || depth < 1 {
				return fmt.Errorf("depth %q: want a whole number of at least 1", args[len(args)-1])
			}
			p, err := positionArgs(args[:len(args)-1])
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if divide {
				for _, e := range rules.Divide(p, depth) {
					fmt.Fprintf(out, "%s\t%d\n", e.Move, e.Nodes)
				}
				return nil
			}
			for d := 1; d <= depth; d++ {
				start := time.Now()
				n := rules.Perft(p, d)
				el := time.Since(start)
				fmt.Fprintf(out, "%d\t%d\n", d, n)
				if stats {
					fmt.Fprintf(cmd.ErrOrStderr(), "depth %d: %v, %.0f positions/s\n", d, el.Round(time.Microsecond), float64(n)/el.Seconds())
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&divide, "divide", false, "print the count at DEPTH-1 after each legal turn instead")
	cmd.Flags().BoolVar(&stats, "stats", false, "print time and speed per depth on standard error")
	return cmd
}
