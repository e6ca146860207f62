package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/pantarei/pantarei/config"
	"github.com/spf13/cobra"
)

func newConfigCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "config",
		Short: "Print the effective configuration and where each value came from",
		Long: `config prints every configuration key with its value, where that value came
from (default, file, env or flag) and the environment variable that sets it.`,
		Example: `  pantarei config
  PANTAREI_PLAYERS_WHITE=Ada pantarei config --config club.yaml`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := loadConfig(cmd, nil)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if l.File != "" {
				fmt.Fprintf(out, "# file: %s\n", l.File)
			} else {
				fmt.Fprintln(out, "# file: none (defaults, environment and flags)")
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "KEY\tVALUE\tFROM\tENVIRONMENT")
			flat := l.Flat()
			for _, k := range config.Keys() {
				fmt.Fprintf(tw, "%s\t%v\t%s\t%s\n", k, flat[k], l.Sources[k], config.EnvVar(k))
			}
			return tw.Flush()
		},
	}
}
