package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pantarei/pantarei/rules"
)

// ANSI styles for scales: white scales as dark on light, black as light on
// dark, the neutral in gold, so the snake reads like the table.
const (
	ansiReset   = "\x1b[0m"
	ansiWhite   = "\x1b[30;47m"
	ansiBlack   = "\x1b[97;40m"
	ansiNeutral = "\x1b[30;43m"
	ansiDim     = "\x1b[2m"
)

// useColor decides colour from a setting (auto, always, never) and the output.
func useColor(setting string, w io.Writer) bool {
	switch setting {
	case "always":
		return true
	case "never":
		return false
	}
	if os.Getenv("NO_COLOR") != "" {
		return false
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// drawSnake draws the snake as columns, one per stack, bottom scale at the
// bottom, with stack numbers and who controls each stack underneath; long
// snakes wrap to the width.
func drawSnake(w io.Writer, p rules.Position, color bool, width int) {
	const col = 4 // "W1" and two spaces
	if width < col {
		width = 80
	}
	perRow := max(1, width/col)
	stacks := p.Stacks()
	status := describeStatus(p)
	fmt.Fprintln(w, status)
	for start := 0; start < len(stacks); start += perRow {
		end := min(len(stacks), start+perRow)
		row := stacks[start:end]
		tallest := 0
		for _, s := range row {
			tallest = max(tallest, s.Height())
		}
		fmt.Fprintln(w)
		for level := tallest - 1; level >= 0; level-- {
			var b strings.Builder
			for _, s := range row {
				if level >= s.Height() {
					b.WriteString(strings.Repeat(" ", col))
					continue
				}
				b.WriteString(scaleCell(s.At(level), color))
				b.WriteString(strings.Repeat(" ", col-2))
			}
			fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
		}
		var rule, nums, ctl strings.Builder
		for i, s := range row {
			rule.WriteString("──  ")
			fmt.Fprintf(&nums, "%-*d", col, start+i+1)
			c := s.Controller()
			mark := "·"
			switch c {
			case rules.White:
				mark = "w"
			case rules.Black:
				mark = "b"
			}
			fmt.Fprintf(&ctl, "%-*s", col, mark)
		}
		fmt.Fprintln(w, strings.TrimRight(rule.String(), " "))
		fmt.Fprintln(w, strings.TrimRight(nums.String(), " "))
		if color {
			fmt.Fprintln(w, ansiDim+strings.TrimRight(ctl.String(), " ")+ansiReset)
		} else {
			fmt.Fprintln(w, strings.TrimRight(ctl.String(), " "))
		}
	}
}

func scaleCell(s rules.Scale, color bool) string {
	if !color {
		return s.String() + strings.Repeat(" ", 2-len(s.String()))
	}
	style := ansiNeutral
	switch s.Color() {
	case rules.White:
		style = ansiWhite
	case rules.Black:
		style = ansiBlack
	}
	return style + fmt.Sprintf("%-2s", s.String()) + ansiReset
}

// describeStatus says in one line whose turn it is, or how the game ended.
func describeStatus(p rules.Position) string {
	var white, black, tallest int
	for _, s := range p.Stacks() {
		switch s.Controller() {
		case rules.White:
			white++
		case rules.Black:
			black++
		}
		tallest = max(tallest, s.Height())
	}
	counts := fmt.Sprintf("%d stacks; White controls %d, Black %d; tallest %d", p.Len(), white, black, tallest)
	switch st, winner := p.Status(); st {
	case rules.Won:
		return fmt.Sprintf("Game over: %s won. %s.", winner, counts)
	case rules.Blocked:
		return fmt.Sprintf("Game over: blocked, a draw. %s.", counts)
	}
	turns := p.LegalTurns()
	lock := "may swap"
	if p.SwapLocked() {
		lock = "may not swap (the previous turn was a swap)"
	}
	if len(turns) == 1 && turns[0] == rules.Pass {
		return fmt.Sprintf("%s to move, and must pass: no move or swap is possible. %s.", p.Side(), counts)
	}
	return fmt.Sprintf("%s to move, %s; %d legal turns. %s.", p.Side(), lock, len(turns), counts)
}
