package main

import (
	"strings"

	"github.com/pantarei/pantarei/config"
	"github.com/pantarei/pantarei/rules"
	"github.com/spf13/cobra"
)

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "pantarei",
		Short: "Referee and teacher for the board game Pantarei",
		Long: `pantarei checks Pantarei positions and turns against the rules, validates
game records, and lets two people play a full game at one terminal.

Positions and turns use the notation of RULES.md: a position is
"<snake> <side to move> <swap lock>", e.g.
  W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -
and a turn is 7-10, 7:2-10, 3<>12 or pass.

Configuration comes from --config FILE (or ./pantarei.yaml, or the user
config folder), PANTAREI_* environment variables and flags.`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.PersistentFlags().String("config", "", "configuration file (default: ./pantarei.yaml or ~/.config/pantarei/config.yaml if present)")
	root.AddCommand(newMovesCmd(), newPerftCmd(), newShowCmd(), newReplayCmd(), newPlayCmd(), newConfigCmd(), newEvalCmd(), newDetectCmd(), newRefereeCmd(), newDemoCmd(), newCalibrateCmd())
	return root
}

// loadConfig reads the configuration for cmd, binding the flags named in
// keys (config key → flag name).
func loadConfig(cmd *cobra.Command, keys map[string]string) (*config.Loaded, error) {
	file, _ := cmd.Flags().GetString("config")
	return config.Load(file, cmd.Flags(), keys)
}

// positionArgs reads a position given as one argument or as its three
// space-separated fields unquoted.
func positionArgs(args []string) (rules.Position, error) {
	return rules.ParsePosition(strings.Join(args, " "))
}
