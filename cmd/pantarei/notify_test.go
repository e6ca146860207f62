package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDesktopFallback: with no notification service, one clear warning
// and no stop (the referee's log holds every message; see
// TestRefereeAlertsLogged).
func TestDesktopFallback(t *testing.T) {
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/pantarei-bus")
	t.Setenv("PATH", t.TempDir()) // no notify-send, no kdialog
	var warn bytes.Buffer
	n := newDesktopNotifier(&warn)
	n.Notify("Illegal turn", "first", true)
	n.Notify("Game over", "second", true)
	if c := strings.Count(warn.String(), "warning: desktop notifications are not available"); c != 1 {
		t.Errorf("%d warnings, want 1: %q", c, warn.String())
	}
}

func TestDesktopNotifierInjected(t *testing.T) {
	var warn bytes.Buffer
	var sent []string
	n := newDesktopNotifier(&warn)
	n.notify = func(title, msg string, _ any) error { sent = append(sent, title+": "+msg); return nil }
	beeps := 0
	n.beep = func(float64, int) error { beeps++; return errors.New("no sound card") }
	n.Notify("Forced pass", "White passes", false)
	n.Notify("Illegal turn", "put it back", true)
	if len(sent) != 2 || beeps != 1 || warn.Len() != 0 {
		t.Errorf("sent %v, %d beeps, warnings %q", sent, beeps, warn.String())
	}
}

// TestDesktopNotifications runs the referee on a rendered game with an
// illegal turn, played to a win, sending real desktop notifications. It runs only inside
// .ci/notify-test, which provides a D-Bus session, a display and the
// dunst daemon, and checks with dbus-monitor what arrived. The live
// overlay window is open on that display meanwhile.
func TestDesktopNotifications(t *testing.T) {
	if os.Getenv("PANTAREI_NOTIFY_TEST") == "" {
		t.Skip("needs the D-Bus session and notification daemon that .ci/notify-test starts")
	}
	dir := t.TempDir()
	// A whole game: the illegal turn and the win both reach the desktop.
	g, err := renderGameFrames(dir, 13, 0, false)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(g.ending, "won") {
		t.Fatalf("the rendered game ends with %s, not a win", g.ending)
	}
	setup, played := g.setup, g.turns
	rec := filepath.Join(t.TempDir(), "game.record")
	out, errOut, err := run(t, "", "referee", "--source", dir, "--first", setup.Side().Letter(), "--notify", "desktop", "--window", "--record", rec)
	if err != nil {
		t.Fatalf("%v\n%s\n%s", err, out, errOut)
	}
	if strings.Contains(errOut, "no display") {
		t.Fatalf("the window did not open: %s", errOut)
	}
	if strings.Contains(errOut, "not available") {
		t.Fatalf("the desktop path fell back: %s", errOut)
	}
	if _, g := replayFile(t, rec, 0); len(g.Turns()) != len(played) {
		t.Fatalf("record holds %d turns, want %d", len(g.Turns()), len(played))
	}
}
