package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

// TestRecordGolden reads each valid record file, replays every game, and
// compares the canonical text and JSON with the golden files beside it.
func TestRecordGolden(t *testing.T) {
	for _, name := range []string{"demo-game", "several"} {
		t.Run(name, func(t *testing.T) {
			in := filepath.Join("testdata", "records", name+".record")
			f, err := os.Open(in)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			recs, err := ReadRecords(f)
			if err != nil {
				t.Fatalf("%s: %v", in, err)
			}
			var text, js bytes.Buffer
			for _, r := range recs {
				if _, err := r.Replay(); err != nil {
					t.Fatalf("%s: replay: %v", in, err)
				}
				r.WriteTo(&text)
				b, err := json.MarshalIndent(r, "", "  ")
				if err != nil {
					t.Fatal(err)
				}
				js.Write(b)
				js.WriteByte('\n')
			}
			checkGolden(t, filepath.Join("testdata", "records", name+".golden"), text.Bytes())
			checkGolden(t, filepath.Join("testdata", "records", name+".json.golden"), js.Bytes())

			// The canonical text reads back to the same records and writes
			// itself again byte for byte.
			again, err := ReadRecords(bytes.NewReader(text.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			var text2 bytes.Buffer
			for _, r := range again {
				r.WriteTo(&text2)
			}
			if text2.String() != text.String() {
				t.Errorf("canonical text does not round-trip:\n%s\nvs\n%s", text.String(), text2.String())
			}
			// And JSON reads back to the same record.
			for i, r := range recs {
				b, _ := json.Marshal(r)
				var back Record
				if err := json.Unmarshal(b, &back); err != nil {
					t.Fatal(err)
				}
				if back.String() != r.String() {
					t.Errorf("game %d: JSON round trip differs:\n%s\nvs\n%s", i+1, back.String(), r.String())
				}
			}
		})
	}
}

func checkGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (go test -update rewrites it):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestRecordErrors(t *testing.T) {
	tests := []struct {
		file   string
		line   int
		reason Reason // NoReason for syntax errors
		says   string
	}{
		{"illegal-turn.record", 8, SwapLocked, "turn 4"},
		{"bad-syntax.record", 5, NoReason, `"2=4" is neither a turn nor a result`},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("testdata", "records", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			recs, err := ReadRecords(bytes.NewReader(b))
			if err == nil {
				_, err = recs[0].Replay()
			}
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("got %v, want a *RecordError", err)
			}
			if re.Line != tc.line || ReasonOf(err) != tc.reason || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("got line %d, reason %q: %v; want line %d, reason %q, saying %q", re.Line, ReasonOf(err), err, tc.line, tc.reason, tc.says)
			}
		})
	}
}

func TestRecordMalformed(t *testing.T) {
	tests := []struct{ in, says string }{
		{"[Event \"x\"\n", "tag line must be"},
		{"[Event x]\n", "double quotes"},
		{"[Setup \"" + setupExample + "\"]\n\n1. 7-5\n", "no result token"},
		{"[Setup \"" + setupExample + "\"]\n\n1. 7-5 {unclosed\n", "never closed"},
		{"[Setup \"" + setupExample + "\"]\n\n2. 7-5 *\n", "turn number 2 where turn 1"},
		{"[Setup \"" + setupExample + "\"]\n[Result \"1-0\"]\n\n1. 7-5 *\n", "differs from the Result tag"},
		{"[Setup \"" + setupExample + "\"]\n\n1. 7-5\n[Event \"next\"]\n", "before this game's result"},
	}
	for _, tc := range tests {
		_, err := ReadRecords(strings.NewReader(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%q: got %v, want an error saying %q", tc.in, err, tc.says)
		}
	}
}

func TestRecordTagsCheckedOnReplay(t *testing.T) {
	base := "[Setup \"" + setupExample + "\"]\n"
	tests := []struct{ in, says string }{
		{base + "[Result \"1-0\"]\n\n1. 7-5 1-0\n", "nobody has won"},
		{base + "[Termination \"win\"]\n\n1. 7-5 *\n", "not over"},
		{base + "[First \"b\"]\n\n*\n", "First tag says Black"},
		{"[Event \"no setup\"]\n\n*\n", "no Setup tag"},
	}
	for _, tc := range tests {
		recs, err := ReadRecords(strings.NewReader(tc.in))
		if err != nil {
			t.Fatalf("%q: %v", tc.in, err)
		}
		if _, err := recs[0].Replay(); err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%q: replay gave %v, want an error saying %q", tc.in, err, tc.says)
		}
	}
}

func TestRecordBuild(t *testing.T) {
	p, _ := ParsePosition(setupExample)
	r := NewRecord(p)
	r.SetTag("White", "Ada")
	at := time.Date(2026, 11, 21, 10, 0, 3, 0, time.UTC)
	r.Turns = append(r.Turns, RecordTurn{Move: Step(7, 5, 1), Time: at, Note: "unsure: {braces} go"})
	want := "1. 7-5 {2026-11-21T10:00:03Z unsure: (braces) go}\n"
	if !strings.Contains(r.String(), want) {
		t.Errorf("record text:\n%s\nlacks %q", r.String(), want)
	}
	back, err := ReadRecords(strings.NewReader(r.String()))
	if err != nil {
		t.Fatal(err)
	}
	if got := back[0].Turns[0]; !got.Time.Equal(at) || got.Note != "unsure: (braces) go" {
		t.Errorf("turn read back as %+v", got)
	}
}

func FuzzScanner(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "records", "*.record"))
	for _, fn := range files {
		b, _ := os.ReadFile(fn)
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, s string) {
		recs, err := ReadRecords(strings.NewReader(s))
		if err != nil {
			return
		}
		for _, r := range recs {
			r.Replay() // must not panic, whatever it says
			text := r.String()
			again, err := ReadRecords(strings.NewReader(text))
			if err != nil || len(again) != 1 {
				t.Fatalf("canonical text does not read back: %v\n%s", err, text)
			}
			if again[0].String() != text {
				t.Fatalf("not stable:\n%s\nvs\n%s", text, again[0].String())
			}
		}
	})
}
