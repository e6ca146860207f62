// Command pantarei referees and teaches the board game Pantarei.
//
// It checks positions and turns against the rules (moves, perft, show),
// validates and steps through game records (replay), and lets two people
// play a full game at one terminal with every turn checked (play).
//
//	pantarei moves "W1/B2/N/W3/B1/B3/W2/W1/B2/W2/B3/W3/B1/W1/B2/W3/B1/W2/B3 w -"
//	pantarei play --white Ada --black Bruno
//	pantarei replay game.record
//
// Run "pantarei help" for every command.
package main

import (
	"errors"
	"fmt"
	"os"
)

func main() {
	cmd := newRootCmd()
	if err := cmd.Execute(); err != nil {
		var ee exitError
		if errors.As(err, &ee) {
			os.Exit(ee.code)
		}
		fmt.Fprintln(os.Stderr, "pantarei:", err)
		os.Exit(1)
	}
}

// exitError ends the program with a code after its message was printed.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit %d", e.code) }
