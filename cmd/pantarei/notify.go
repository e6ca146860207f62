package main

import (
	"fmt"
	"io"
	"sync"

	"github.com/gen2brain/beeep"
)

// notifier tells the players something.
type notifier interface {
	// Notify shows a title and message; urgent ones (an illegal turn, a
	// win) also sound where the desktop can.
	Notify(title, message string, urgent bool)
}

// terminalNotifier prints to the terminal.
type terminalNotifier struct{ w io.Writer }

func (n terminalNotifier) Notify(title, message string, urgent bool) {
	mark := "  "
	if urgent {
		mark = "!!"
	}
	fmt.Fprintf(n.w, "%s %s: %s\n", mark, title, message)
}

// desktopNotifier sends desktop notifications through beeep and also
// prints them. When the desktop has no notification service it warns once
// and carries on in the terminal: refereeing never stops for it.
type desktopNotifier struct {
	term   terminalNotifier
	warn   io.Writer
	notify func(title, message string, icon any) error
	beep   func(freq float64, ms int) error

	mu     sync.Mutex
	failed bool
}

func newDesktopNotifier(term, warn io.Writer) *desktopNotifier {
	beeep.AppName = "pantarei"
	return &desktopNotifier{term: terminalNotifier{term}, warn: warn, notify: beeep.Notify, beep: beeep.Beep}
}

func (n *desktopNotifier) Notify(title, message string, urgent bool) {
	n.term.Notify(title, message, urgent)
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.failed {
		return
	}
	if err := n.notify(title, message, ""); err != nil {
		n.failed = true
		fmt.Fprintf(n.warn, "pantarei: warning: desktop notifications are not available (%v); messages go to the terminal only\n", err)
		return
	}
	if urgent && n.beep != nil {
		n.beep(880, 250) // no sound device is no reason to stop
	}
}

// noNotifier is --notify none: the terminal log still shows everything.
type noNotifier struct{}

func (noNotifier) Notify(string, string, bool) {}

func newNotifier(kind string, term, warn io.Writer) (notifier, error) {
	switch kind {
	case "desktop":
		return newDesktopNotifier(term, warn), nil
	case "terminal":
		return terminalNotifier{term}, nil
	case "none":
		return noNotifier{}, nil
	}
	return nil, fmt.Errorf("--notify %q: want desktop, terminal or none", kind)
}
