package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/pantarei/pantarei/internal/atomicfile"
	"github.com/pantarei/pantarei/rules"
)

// saveRecords writes the records to path so that a crash at any instant
// leaves either the old file or the new one, never a torn one: write a
// temporary file beside it, sync it, rename it over, sync the folder.
func saveRecords(path string, recs ...*rules.Record) error {
	var buf bytes.Buffer
	for _, r := range recs {
		if _, err := r.WriteTo(&buf); err != nil {
			return err
		}
	}
	if err := atomicfile.Write(path, buf.Bytes()); err != nil {
		return fmt.Errorf("saving record: %w", err)
	}
	return nil
}

// readRecordFile reads every record of a file.
func readRecordFile(path string) ([]*rules.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	recs, err := rules.ReadRecords(f)
	if err != nil {
		return recs, fmt.Errorf("%s:%w", path, prefixLine(err))
	}
	return recs, nil
}

// prefixLine formats a *rules.RecordError as "LINE: …" so that errors read
// as FILE:LINE: like a compiler's.
func prefixLine(err error) error {
	if re, ok := err.(*rules.RecordError); ok {
		if re.Turn > 0 {
			return fmt.Errorf("%d: turn %d: %w", re.Line, re.Turn, re.Err)
		}
		return fmt.Errorf("%d: %w", re.Line, re.Err)
	}
	return fmt.Errorf(" %w", err)
}

// recordFile is a record file being written: the games already in it,
// kept as they were, and the current game after them, saved whole after
// every change.
type recordFile struct {
	path  string
	prior []*rules.Record
	rec   *rules.Record // nil until the game has a set-up
}

// openForNewGame prepares path for a new game after any games it holds.
func openForNewGame(path string) (*recordFile, error) {
	f := &recordFile{path: path}
	if _, err := os.Stat(path); err == nil {
		prior, err := readRecordFile(path)
		if err != nil {
			return nil, fmt.Errorf("%s exists but is not a record file a game could be added to: %w", path, err)
		}
		f.prior = prior
	}
	return f, nil
}

// openForResume reads path and replays its last game, which must be
// unfinished, to go on with it.
func openForResume(path string) (*recordFile, *rules.Game, error) {
	recs, err := readRecordFile(path)
	if err != nil {
		return nil, nil, err
	}
	if len(recs) == 0 {
		return nil, nil, fmt.Errorf("%s: no game to resume", path)
	}
	last := recs[len(recs)-1]
	if last.Tag("Termination") != "" || (last.Tag("Result") != "" && last.Tag("Result") != rules.ResultUnfinished) {
		return nil, nil, fmt.Errorf("%s: the last game is finished (%s %s); start a new one with --record", path, last.Tag("Result"), last.Tag("Termination"))
	}
	g, err := last.Replay()
	if err != nil {
		return nil, nil, fmt.Errorf("%s:%w", path, prefixLine(err))
	}
	return &recordFile{path: path, prior: recs[:len(recs)-1], rec: last}, g, nil
}

func (f *recordFile) save() error {
	return saveRecords(f.path, append(append([]*rules.Record(nil), f.prior...), f.rec)...)
}
