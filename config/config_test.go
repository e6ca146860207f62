package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

func chdirTemp(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Chdir(dir)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "xdg"))
	t.Setenv("HOME", dir)
	return dir
}

func TestDefaultsWhenNoFile(t *testing.T) {
	chdirTemp(t)
	l, err := Load("", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if l.Config != Defaults() || l.File != "" {
		t.Errorf("got %+v from %q, want defaults", l.Config, l.File)
	}
	for _, k := range Keys() {
		if l.Sources[k] != FromDefault {
			t.Errorf("%s from %s", k, l.Sources[k])
		}
	}
}

func TestPrecedence(t *testing.T) {
	dir := chdirTemp(t)
	file := filepath.Join(dir, "pantarei.yaml")
	os.WriteFile(file, []byte("players:\n  white: Ada\n  black: Bruno\nplay:\n  first: b\n"), 0o644)
	t.Setenv("PANTAREI_PLAYERS_BLACK", "Carla")
	fs := pflag.NewFlagSet("x", pflag.ContinueOnError)
	fs.String("first", "random", "")
	fs.String("white", "", "")
	if err := fs.Parse([]string{"--first", "w"}); err != nil {
		t.Fatal(err)
	}
	l, err := Load("", fs, map[string]string{"play.first": "first", "players.white": "white"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		v   any
		src Source
	}{
		"players.white": {"Ada", FromFile},
		"players.black": {"Carla", FromEnv},
		"play.first":    {"w", FromFlag},
		"play.color":    {"auto", FromDefault},
	}
	flat := l.Flat()
	for k, w := range want {
		if flat[k] != w.v || l.Sources[k] != w.src {
			t.Errorf("%s = %v from %s, want %v from %s", k, flat[k], l.Sources[k], w.v, w.src)
		}
	}
	if !strings.HasSuffix(l.File, "pantarei.yaml") {
		t.Errorf("file %q", l.File)
	}
}

func TestErrors(t *testing.T) {
	dir := chdirTemp(t)
	if _, err := Load(filepath.Join(dir, "nope.yaml"), nil, nil); err == nil {
		t.Errorf("a named missing file must be an error")
	}
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("play:\n  first: sideways\n  color: pink\n"), 0o644)
	_, err := Load(bad, nil, nil)
	if err == nil || !strings.Contains(err.Error(), "play.first") || !strings.Contains(err.Error(), "play.color") {
		t.Errorf("got %v, want both bad values named", err)
	}
	os.WriteFile(bad, []byte("players: [oops"), 0o644)
	if _, err := Load(bad, nil, nil); err == nil {
		t.Errorf("malformed YAML accepted")
	}
}

func TestEnvVar(t *testing.T) {
	if got := EnvVar("players.white"); got != "PANTAREI_PLAYERS_WHITE" {
		t.Errorf("EnvVar = %s", got)
	}
}

func FuzzLoad(f *testing.F) {
	f.Add("players:\n  white: Ada\n")
	f.Add("play: {first: b, color: never}\nrecord: {dir: /tmp}\n")
	f.Add("[[[")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, content string) {
		file := filepath.Join(dir, "c.yaml")
		if err := os.WriteFile(file, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		l, err := Load(file, nil, nil)
		if err != nil {
			return
		}
		if err := l.Validate(); err != nil {
			t.Fatalf("Load returned an invalid configuration: %v", err)
		}
	})
}
