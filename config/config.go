// Package config is pantarei's configuration: a typed tree with defaults
// in one place, read by viper from a file, PANTAREI_ environment variables
// and command-line flags, and validated before use.
//
// Every key has an environment variable: players.white is
// PANTAREI_PLAYERS_WHITE. A missing default file means defaults; a file
// named explicitly must exist.
package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/pflag"
	"github.com/spf13/viper"
)

// EnvPrefix prefixes every environment variable.
const EnvPrefix = "PANTAREI"

// Config is the whole configuration.
type Config struct {
	Players Players `mapstructure:"players"`
	Play    Play    `mapstructure:"play"`
	Record  Record  `mapstructure:"record"`
	Referee Referee `mapstructure:"referee"`
	Vision  Vision  `mapstructure:"vision"`
}

// Vision configures how the camera's pictures are read.
type Vision struct {
	// Calibration is the file pantarei calibrate wrote; empty: none, for a
	// camera roughly above the table.
	Calibration string `mapstructure:"calibration"`
}

// Validate checks the vision section. Whether the file exists and holds a
// calibration is for the command that reads it to say.
func (v Vision) Validate() error {
	if v.Calibration != strings.TrimSpace(v.Calibration) {
		return fmt.Errorf("config: vision.calibration %q has spaces around it", v.Calibration)
	}
	return nil
}

// Referee configures refereeing from a camera or a recording.
type Referee struct {
	Source string  `mapstructure:"source"` // camera index, video file, folder of frames or stream URL
	FPS    float64 `mapstructure:"fps"`    // frame rate of a folder of frames
	First  string  `mapstructure:"first"`  // w or b; empty: ask when the set-up is seen
	Notify string  `mapstructure:"notify"` // desktop, terminal or none
	// Snapshots is a folder for a picture of the table after each accepted
	// turn; empty: none.
	Snapshots string `mapstructure:"snapshots"`
	// Window shows the camera picture with the readings in a window.
	Window bool `mapstructure:"window"`
}

// Validate checks the referee section.
func (r Referee) Validate() error {
	var errs []error
	if r.Source == "" {
		errs = append(errs, fmt.Errorf("config: referee.source must not be empty (a camera index such as 0, a video, a folder or a URL)"))
	}
	if r.FPS <= 0 || r.FPS > 1000 {
		errs = append(errs, fmt.Errorf("config: referee.fps is %v: want a rate above 0", r.FPS))
	}
	errs = append(errs,
		oneOf("referee.first", strings.ToLower(r.First), "w, b or nothing (ask)", "", "w", "b", "white", "black"),
		oneOf("referee.notify", r.Notify, "desktop, terminal or none", "desktop", "terminal", "none"))
	return errors.Join(errs...)
}

// Players names the two sides, for records and messages.
type Players struct {
	White string `mapstructure:"white"`
	Black string `mapstructure:"black"`
}

// Play configures the two-players-at-a-terminal game.
type Play struct {
	First string `mapstructure:"first"` // w, b or random: who moves first on a dealt set-up
	Color string `mapstructure:"color"` // auto, always or never: colour in the terminal
}

// Record configures where game records go.
type Record struct {
	Dir string `mapstructure:"dir"` // folder for records named by date when no file is given
}

// Defaults is the configuration with nothing set.
func Defaults() Config {
	return Config{
		Players: Players{White: "White", Black: "Black"},
		Play:    Play{First: "random", Color: "auto"},
		Record:  Record{Dir: "."},
		Referee: Referee{Source: "0", FPS: 10, Notify: "desktop"},
	}
}

// Validate reports every invalid value at once.
func (c Config) Validate() error {
	var errs []error
	errs = append(errs, c.Players.Validate(), c.Play.Validate(), c.Record.Validate(), c.Referee.Validate(), c.Vision.Validate())
	return errors.Join(errs...)
}

// Validate checks the player names.
func (p Players) Validate() error {
	if strings.TrimSpace(p.White) == "" || strings.TrimSpace(p.Black) == "" {
		return fmt.Errorf("config: players.white and players.black must not be empty")
	}
	return nil
}

// Validate checks the play section.
func (p Play) Validate() error {
	return errors.Join(
		oneOf("play.first", strings.ToLower(p.First), "w, b or random", "w", "white", "b", "black", "random"),
		oneOf("play.color", p.Color, "auto, always or never", "auto", "always", "never"))
}

// oneOf checks that key's value is one of those allowed; want says them
// to people.
func oneOf(key, value, want string, allowed ...string) error {
	if slices.Contains(allowed, value) {
		return nil
	}
	return fmt.Errorf("config: %s is %q: want %s", key, value, want)
}

// Validate checks the record section.
func (r Record) Validate() error {
	if r.Dir == "" {
		return fmt.Errorf("config: record.dir must not be empty (use . for the current folder)")
	}
	return nil
}

// Source tells where a value came from.
type Source string

const (
	FromDefault Source = "default"
	FromFile    Source = "file"
	FromEnv     Source = "env"
	FromFlag    Source = "flag"
)

// Loaded is a configuration with the file it was read from and the origin
// of each key.
type Loaded struct {
	Config
	File    string            // "" when no file was read
	Sources map[string]Source // key → where its value came from
}

// Load builds the configuration: defaults, then file, then environment,
// then the flags that were set. Flags are bound by their name, so a flag
// named "players.white" or "white" bound through FlagKeys sets that key.
// file "" searches ./pantarei.yaml and the user config folder, and a
// missing file there means defaults.
func Load(file string, flags *pflag.FlagSet, flagKeys map[string]string) (*Loaded, error) {
	v := viper.New()
	setDefaults(v, Defaults())
	v.SetEnvPrefix(EnvPrefix)
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	v.AutomaticEnv()

	out := &Loaded{Sources: map[string]Source{}}
	if file != "" {
		v.SetConfigFile(file)
		if err := v.ReadInConfig(); err != nil {
			return nil, fmt.Errorf("config: reading %s: %w", file, err)
		}
		out.File = file
	} else {
		v.SetConfigName("pantarei")
		v.AddConfigPath(".")
		if dir, err := os.UserConfigDir(); err == nil {
			v.AddConfigPath(filepath.Join(dir, "pantarei"))
		}
		if err := v.ReadInConfig(); err != nil {
			var nf viper.ConfigFileNotFoundError
			if !errors.As(err, &nf) {
				return nil, fmt.Errorf("config: %w", err)
			}
		} else {
			out.File = v.ConfigFileUsed()
		}
	}
	if flags != nil {
		for key, name := range flagKeys {
			if f := flags.Lookup(name); f != nil {
				if err := v.BindPFlag(key, f); err != nil {
					return nil, fmt.Errorf("config: flag --%s: %w", name, err)
				}
			}
		}
	}
	for _, key := range Keys() {
		switch {
		case flags != nil && flagKeys[key] != "" && flags.Changed(flagKeys[key]):
			out.Sources[key] = FromFlag
		case os.Getenv(EnvVar(key)) != "":
			out.Sources[key] = FromEnv
		case out.File != "" && v.InConfig(key):
			out.Sources[key] = FromFile
		default:
			out.Sources[key] = FromDefault
		}
	}
	if err := v.Unmarshal(&out.Config); err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	if err := out.Validate(); err != nil {
		where := "defaults"
		if out.File != "" {
			where = out.File
		}
		return nil, fmt.Errorf("%w (configuration from %s, environment and flags)", err, where)
	}
	return out, nil
}

// EnvVar returns the environment variable for a key.
func EnvVar(key string) string {
	return EnvPrefix + "_" + strings.ToUpper(strings.ReplaceAll(key, ".", "_"))
}

// Keys returns every configuration key, sorted.
func Keys() []string {
	m := map[string]any{}
	flatten("", Defaults(), m)
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Flat returns the configuration as key → value.
func (c Config) Flat() map[string]any {
	m := map[string]any{}
	flatten("", c, m)
	return m
}

func setDefaults(v *viper.Viper, c Config) {
	for k, val := range c.Flat() {
		v.SetDefault(k, val)
	}
}
