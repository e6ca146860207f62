package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func newShowCmd() *cobra.Command {
	var width int
	cmd := &cobra.Command{
		Use:   "show POSITION",
		Short: "Draw a position's snake in the terminal",
		Long: `show draws the snake from head (stack 1) to tail: each column is a stack,
its bottom scale lowest and its top scale highest. Under each stack are its
number and who controls it (w, b, or · for the neutral).`,
		Example: `  pantarei show "W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N b -"
  pantarei show --color never W2/B3/B3/B2/W3/W3W2/W1W2/B3/W3/B2/B2W1/W1B1B1B1N b -`,
		Args: cobra.RangeArgs(1, 3),
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := loadConfig(cmd, map[string]string{"play.color": "color"})
			if err != nil {
				return err
			}
			p, err := positionArgs(args)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			drawSnake(out, p, useColor(cfg.Play.Color, out), width)
			fmt.Fprintln(out)
			fmt.Fprintln(out, p)
			return nil
		},
	}
	cmd.Flags().String("color", "auto", "colour the scales: auto, always or never")
	cmd.Flags().IntVar(&width, "width", 80, "terminal width to wrap the snake at")
	return cmd
}
