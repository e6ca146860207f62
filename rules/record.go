package rules

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Result strings of a record, as in PGN.
const (
	ResultWhite      = "1-0"
	ResultBlack      = "0-1"
	ResultDraw       = "1/2-1/2"
	ResultUnfinished = "*"
)

// Termination values: how a game ended.
const (
	TermWin       = "win"
	TermBlocked   = "blocked"
	TermAgreed    = "agreed"
	TermAbandoned = "abandoned"
)

// Tag is one tag pair of a record.
type Tag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// The tags a record writes first, in this order; others follow in the
// order they were given.
var rosterTags = []string{"Event", "Site", "Date", "White", "Black", "First", "Setup", "Result", "Termination"}

// Record is one game as written in a record file: tags, then turns. Turns
// are checked for syntax when read; Replay checks them against the rules.
type Record struct {
	Tags    []Tag
	Comment string // a comment before the first turn
	Turns   []RecordTurn

	tagLine int // where the tags start, for errors about them
}

// RecordTurn is one turn of a record with its comment.
type RecordTurn struct {
	Move Move
	Time time.Time // when it was played, if known
	Note string    // free text: a referee's doubt, a player's remark
	Line int       // the line it was read from; 0 when not read from a file
}

// Tag returns the value of the named tag (names compare case-insensitively).
func (r *Record) Tag(name string) string {
	for _, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value
		}
	}
	return ""
}

// SetTag sets a tag, replacing an existing one of the same name.
func (r *Record) SetTag(name, value string) {
	for i, t := range r.Tags {
		if strings.EqualFold(t.Name, name) {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// NewRecord starts a record of a game from setup, with the usual tags.
func NewRecord(setup Position) *Record {
	r := &Record{}
	r.SetTag("Event", "?")
	r.SetTag("Site", "?")
	r.SetTag("Date", "????.??.??")
	r.SetTag("White", "?")
	r.SetTag("Black", "?")
	r.SetTag("First", setup.Side().Letter())
	r.SetTag("Setup", setup.String())
	r.SetTag("Result", ResultUnfinished)
	return r
}

// Setup returns the set-up position from the Setup tag.
func (r *Record) Setup() (Position, error) {
	v := r.Tag("Setup")
	if v == "" {
		return Position{}, fmt.Errorf("rules: record has no Setup tag")
	}
	return ParsePosition(v)
}

// Finish sets the Result and Termination tags from how the game ended.
func (r *Record) Finish(result, termination string) {
	r.SetTag("Result", result)
	r.SetTag("Termination", termination)
}

// RecordError is a problem in a record file, with its line.
type RecordError struct {
	Line int
	Turn int // 1-based turn number, 0 when not about a turn
	Err  error
}

func (e *RecordError) Error() string {
	if e.Turn > 0 {
		return fmt.Sprintf("line %d: turn %d: %v", e.Line, e.Turn, e.Err)
	}
	return fmt.Sprintf("line %d: %v", e.Line, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// Replay plays the record's turns from its set-up and returns the game.
// The first illegal turn stops it with a *RecordError naming its line and
// wrapping the *IllegalError. Result and Termination tags, when given, are
// checked against how the game stands.
func (r *Record) Replay() (*Game, error) {
	setup, err := r.Setup()
	if err != nil {
		return nil, &RecordError{Line: r.tagLine, Err: err}
	}
	if f := r.Tag("First"); f != "" {
		c, err := ParseColor(f)
		if err != nil {
			return nil, &RecordError{Line: r.tagLine, Err: err}
		}
		if c != setup.Side() {
			return nil, &RecordError{Line: r.tagLine, Err: fmt.Errorf("the First tag says %s moved first but the Setup position has %s to move", c, setup.Side())}
		}
	}
	g := NewGame(setup)
	for i, t := range r.Turns {
		if err := g.Play(t.Move); err != nil {
			return g, &RecordError{Line: t.Line, Turn: i + 1, Err: err}
		}
	}
	st, winner := g.Position().Status()
	res, term := r.Tag("Result"), r.Tag("Termination")
	switch {
	case st == Won && res != "" && res != ResultUnfinished && res != resultFor(winner):
		return g, &RecordError{Line: r.tagLine, Err: fmt.Errorf("the Result tag %q, but %s won", res, winner)}
	case st == Won && term != "" && term != TermWin:
		return g, &RecordError{Line: r.tagLine, Err: fmt.Errorf("the Termination tag %q, but the game was won", term)}
	case st == Ongoing && (term == TermWin || term == TermBlocked):
		return g, &RecordError{Line: r.tagLine, Err: fmt.Errorf("the Termination tag %q, but the game is not over after its last turn", term)}
	case st == Ongoing && (res == ResultWhite || res == ResultBlack) && term != TermAbandoned:
		return g, &RecordError{Line: r.tagLine, Err: fmt.Errorf("the Result tag %q, but nobody has won after the last turn (abandoned games say Termination \"abandoned\")", res)}
	}
	return g, nil
}

func resultFor(winner Color) string {
	switch winner {
	case White:
		return ResultWhite
	case Black:
		return ResultBlack
	}
	return ResultDraw
}

// ResultFor returns the Result and Termination tags for a position where
// the game has ended (or "*" and "" while it goes on).
func ResultFor(p Position) (result, termination string) {
	switch st, w := p.Status(); st {
	case Won:
		return resultFor(w), TermWin
	case Blocked:
		return ResultDraw, TermBlocked
	}
	return ResultUnfinished, ""
}

// WriteTo writes the record in its canonical text form (see
// doc/record-format.md): tags, a blank line, one turn per line, the result,
// and a blank line.
func (r *Record) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	written := map[string]bool{}
	writeTag := func(t Tag) {
		b.WriteString("[" + t.Name + " " + quoteTag(t.Value) + "]\n")
		written[strings.ToLower(t.Name)] = true
	}
	for _, name := range rosterTags {
		if v := r.Tag(name); v != "" {
			writeTag(Tag{name, v})
		}
	}
	for _, t := range r.Tags {
		if !written[strings.ToLower(t.Name)] {
			writeTag(t)
		}
	}
	b.WriteString("\n")
	if r.Comment != "" {
		b.WriteString("{" + cleanComment(r.Comment) + "}\n")
	}
	for i, t := range r.Turns {
		b.WriteString(strconv.Itoa(i+1) + ". " + t.Move.String())
		if c := t.comment(); c != "" {
			b.WriteString(" {" + c + "}")
		}
		b.WriteString("\n")
	}
	res := r.Tag("Result")
	if res == "" {
		res = ResultUnfinished
	}
	b.WriteString(res + "\n\n")
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// String returns the canonical text form.
func (r *Record) String() string {
	var b strings.Builder
	r.WriteTo(&b)
	return b.String()
}

func (t RecordTurn) comment() string {
	var parts []string
	if !t.Time.IsZero() {
		parts = append(parts, t.Time.Format(time.RFC3339Nano))
	}
	if t.Note != "" {
		parts = append(parts, cleanComment(t.Note))
	}
	return strings.Join(parts, " ")
}

func cleanComment(s string) string {
	s = strings.ReplaceAll(s, "}", ")")
	s = strings.ReplaceAll(s, "{", "(")
	return strings.Join(strings.Fields(s), " ")
}

func quoteTag(v string) string {
	v = strings.Join(strings.Fields(v), " ")
	v = strings.ReplaceAll(v, `\`, `\\`)
	v = strings.ReplaceAll(v, `"`, `\"`)
	return `"` + v + `"`
}

// parseComment splits a turn comment into its timestamp and note.
func parseComment(c string) (time.Time, string) {
	c = strings.Join(strings.Fields(c), " ")
	first, rest, _ := strings.Cut(c, " ")
	if t, err := time.Parse(time.RFC3339Nano, first); err == nil {
		return t, rest
	}
	return time.Time{}, c
}

// Scanner reads records one after another from a stream, like
// bufio.Scanner: for sc.Scan() { rec := sc.Record() }; then sc.Err(), which
// is nil at the end of the input.
type Scanner struct {
	r    *bufio.Reader
	line int
	rec  *Record
	err  error
	// pending holds a line read past the end of the previous game.
	pending    string
	hasPending bool
}

// NewScanner returns a Scanner reading from r.
func NewScanner(r io.Reader) *Scanner {
	return &Scanner{r: bufio.NewReader(r)}
}

// Record returns the record read by the last successful Scan.
func (s *Scanner) Record() *Record { return s.rec }

// Err returns the first error met, nil at a clean end of input. Syntax
// errors are *RecordError with the line.
func (s *Scanner) Err() error { return s.err }

// maxLine bounds a record line so that a corrupt file cannot exhaust memory.
const maxLine = 1 << 20

func (s *Scanner) readLine() (string, bool) {
	if s.hasPending {
		s.hasPending = false
		return s.pending, true
	}
	var b []byte
	for {
		chunk, isPrefix, err := s.r.ReadLine()
		if err != nil {
			if err != io.EOF {
				s.err = err
			}
			if len(b) > 0 {
				break
			}
			return "", false
		}
		b = append(b, chunk...)
		if len(b) > maxLine {
			s.line++
			s.err = &RecordError{Line: s.line, Err: fmt.Errorf("line longer than %d bytes", maxLine)}
			return "", false
		}
		if !isPrefix {
			break
		}
	}
	s.line++
	return string(b), true
}

func (s *Scanner) unread(line string) {
	s.pending, s.hasPending = line, true
	s.line--
}

// Scan reads the next record. It returns false at the end of the input or
// on an error.
func (s *Scanner) Scan() bool {
	s.rec = nil
	if s.err != nil {
		return false
	}
	rec := &Record{}
	fail := func(line int, format string, args ...any) bool {
		s.err = &RecordError{Line: line, Err: fmt.Errorf(format, args...)}
		return false
	}
	// Tags, after any blank lines.
	started := false
	for {
		line, ok := s.readLine()
		if !ok {
			if s.err != nil {
				return false
			}
			if started {
				break
			}
			return false
		}
		t := strings.TrimSpace(line)
		if t == "" {
			if started {
				break
			}
			continue
		}
		if t[0] == ';' { // a comment line, as in PGN
			continue
		}
		if t[0] != '[' {
			s.unread(line)
			break
		}
		if !started {
			rec.tagLine = s.line
		}
		started = true
		tag, err := parseTagLine(t)
		if err != nil {
			return fail(s.line, "%v", err)
		}
		rec.Tags = append(rec.Tags, canonicalTag(tag))
	}
	if !started {
		rec.tagLine = s.line + 1
	}
	// Movetext up to the result token.
	turnNo := 0
	inComment := false
	var comment strings.Builder
	commentLine := 0
	attach := func() {
		c := comment.String()
		comment.Reset()
		if len(rec.Turns) == 0 {
			rec.Comment = strings.TrimSpace(strings.Join([]string{rec.Comment, strings.Join(strings.Fields(c), " ")}, " "))
			return
		}
		t := &rec.Turns[len(rec.Turns)-1]
		ts, note := parseComment(c)
		if t.Time.IsZero() && !ts.IsZero() {
			t.Time = ts
		} else if !ts.IsZero() {
			note = strings.TrimSpace(c)
		}
		if t.Note != "" && note != "" {
			t.Note += " " + note
		} else if note != "" {
			t.Note = note
		}
	}
	sawAnything := started
	for {
		line, ok := s.readLine()
		if !ok {
			if s.err != nil {
				return false
			}
			if inComment {
				return fail(commentLine, "comment opened with { is never closed")
			}
			if !sawAnything {
				return false
			}
			return fail(s.line, "the game has no result token (1-0, 0-1, 1/2-1/2 or *) at its end")
		}
		if !inComment && strings.HasPrefix(strings.TrimSpace(line), "[") && sawAnything {
			return fail(s.line, "a new game's tags start before this game's result token (1-0, 0-1, 1/2-1/2 or *)")
		}
		i := 0
		for i < len(line) {
			if inComment {
				j := strings.IndexByte(line[i:], '}')
				if j < 0 {
					comment.WriteString(line[i:])
					comment.WriteByte(' ')
					break
				}
				comment.WriteString(line[i : i+j])
				i += j + 1
				inComment = false
				attach()
				continue
			}
			c := line[i]
			if isSpace(c) {
				i++
				continue
			}
			sawAnything = true
			if c == '{' {
				inComment, commentLine = true, s.line
				i++
				continue
			}
			if c == ';' { // rest-of-line comment, as in PGN
				break
			}
			j := i
			for j < len(line) && !isSpace(line[j]) && line[j] != '{' {
				j++
			}
			tok := line[i:j]
			i = j
			switch tok {
			case ResultWhite, ResultBlack, ResultDraw, ResultUnfinished:
				if r := rec.Tag("Result"); r != "" && r != tok {
					return fail(s.line, "result token %s differs from the Result tag %q", tok, r)
				}
				if r := rec.Tag("Result"); r == "" {
					rec.SetTag("Result", tok)
				}
				if strings.TrimSpace(line[i:]) != "" {
					return fail(s.line, "text after the result token %s", tok)
				}
				s.rec = rec
				return true
			}
			if k := len(tok) - 1; k > 0 && tok[k] == '.' && allDigits(tok[:k]) {
				n, _ := strconv.Atoi(tok[:k])
				if n != turnNo+1 {
					return fail(s.line, "turn number %d where turn %d was expected", n, turnNo+1)
				}
				continue
			}
			m, err := ParseMove(tok)
			if err != nil {
				return fail(s.line, "%q is neither a turn nor a result: %v", tok, err)
			}
			turnNo++
			rec.Turns = append(rec.Turns, RecordTurn{Move: m, Line: s.line})
		}
	}
}

// canonicalTag spells roster tag names and the values the rules can read
// in their canonical form, so that a loosely written record writes back
// canonically.
func canonicalTag(t Tag) Tag {
	for _, name := range rosterTags {
		if strings.EqualFold(t.Name, name) {
			t.Name = name
		}
	}
	switch t.Name {
	case "Setup":
		if p, err := ParsePosition(t.Value); err == nil {
			t.Value = p.String()
		}
	case "First":
		if c, err := ParseColor(t.Value); err == nil {
			t.Value = c.Letter()
		}
	}
	return t
}

func allDigits(s string) bool {
	if s == "" || len(s) > 6 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func parseTagLine(t string) (Tag, error) {
	if len(t) < 2 || t[len(t)-1] != ']' {
		return Tag{}, fmt.Errorf("tag line must be [Name \"value\"]")
	}
	body := strings.TrimSpace(t[1 : len(t)-1])
	i := 0
	for i < len(body) && (isAlnum(body[i]) || body[i] == '_') {
		i++
	}
	if i == 0 {
		return Tag{}, fmt.Errorf("tag line must start with a name: [Name \"value\"]")
	}
	name := body[:i]
	rest := strings.TrimSpace(body[i:])
	if len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return Tag{}, fmt.Errorf("tag %s: the value must be in double quotes", name)
	}
	var v strings.Builder
	q := rest[1 : len(rest)-1]
	for k := 0; k < len(q); k++ {
		switch q[k] {
		case '\\':
			if k+1 == len(q) {
				return Tag{}, fmt.Errorf("tag %s: a backslash ends the value", name)
			}
			k++
			v.WriteByte(q[k])
		case '"':
			return Tag{}, fmt.Errorf("tag %s: a quote inside the value must be written \\\"", name)
		default:
			v.WriteByte(q[k])
		}
	}
	return Tag{name, v.String()}, nil
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// ReadRecords reads every record from r.
func ReadRecords(r io.Reader) ([]*Record, error) {
	sc := NewScanner(r)
	var out []*Record
	for sc.Scan() {
		out = append(out, sc.Record())
	}
	return out, sc.Err()
}

// recordJSON is the JSON form of a record, for tools and web pages.
type recordJSON struct {
	Tags    []Tag      `json:"tags"`
	Comment string     `json:"comment,omitempty"`
	Turns   []turnJSON `json:"turns"`
}

type turnJSON struct {
	Number int        `json:"number"`
	Turn   string     `json:"turn"`
	Time   *time.Time `json:"time,omitempty"`
	Note   string     `json:"note,omitempty"`
}

// MarshalJSON writes the record as {"tags":[{"Name","Value"}…],"turns":[…]}.
func (r *Record) MarshalJSON() ([]byte, error) {
	j := recordJSON{Tags: r.Tags, Comment: r.Comment, Turns: []turnJSON{}}
	if j.Tags == nil {
		j.Tags = []Tag{}
	}
	for i, t := range r.Turns {
		tj := turnJSON{Number: i + 1, Turn: t.Move.String(), Note: t.Note}
		if !t.Time.IsZero() {
			ts := t.Time
			tj.Time = &ts
		}
		j.Turns = append(j.Turns, tj)
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads the form MarshalJSON writes; turns are checked for
// syntax only.
func (r *Record) UnmarshalJSON(b []byte) error {
	var j recordJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	out := Record{Tags: j.Tags, Comment: j.Comment}
	for i, tj := range j.Turns {
		m, err := ParseMove(tj.Turn)
		if err != nil {
			return fmt.Errorf("rules: record JSON turn %d: %w", i+1, err)
		}
		t := RecordTurn{Move: m, Note: tj.Note}
		if tj.Time != nil {
			t.Time = *tj.Time
		}
		out.Turns = append(out.Turns, t)
	}
	*r = out
	return nil
}
