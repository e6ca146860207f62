package main

import (
	"fmt"
	"io"
	"sync"

	"github.com/gen2brain/beeep"
)

// notifier tells the players beyond the referee's own log, which always
// holds every message.
type notifier interface {
	// Notify shows a title and message; urgent ones (an illegal turn, a
	// win) also sound where the desktop can.
	Notify(title, message string, urgent bool)
}

// desktopNotifier sends desktop notifications through beeep. When the
// desktop has no notification service it warns once and leaves the
// players the terminal: refereeing never stops for it.
type desktopNotifier struct {
	warn   io.Writer
	notify func(title, message string, icon any) error
	beep   func(freq float64, ms int) error

	mu     sync.Mutex
	failed bool
}

func newDesktopNotifier(warn io.Writer) *desktopNotifier {
	beeep.AppName = "pantarei"
	return &desktopNotifier{warn: warn, notify: beeep.Notify, beep: beeep.Beep}
}

func (n *desktopNotifier) Notify(title, message string, urgent bool) {
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

// noNotifier is --notify terminal or none: the log is all there is.
type noNotifier struct{}

func (noNotifier) Notify(string, string, bool) {}

func newNotifier(kind string, warn io.Writer) (notifier, error) {
	switch kind {
	case "desktop":
		return newDesktopNotifier(warn), nil
	case "terminal", "none":
		return noNotifier{}, nil
	}
	return nil, fmt.Errorf("--notify %q: want desktop, terminal or none", kind)
}
