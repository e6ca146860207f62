package rules

import "fmt"

// Color is the colour of a scale or of the side to move.
type Color uint8

const (
	NoColor Color = iota // the neutral scale, or a stack nobody controls
	White
	Black
)

// Other returns the opponent's colour; NoColor stays NoColor.
func (c Color) Other() Color {
	switch c {
	case White:
		return Black
	case Black:
		return White
	}
	return NoColor
}

// String returns "White", "Black" or "nobody".
func (c Color) String() string {
	switch c {
	case White:
		return "White"
	case Black:
		return "Black"
	}
	return "nobody"
}

// Letter returns the side-to-move letter of the notation: "w" or "b".
func (c Color) Letter() string {
	switch c {
	case White:
		return "w"
	case Black:
		return "b"
	}
	return "-"
}

// ParseColor reads "w"/"white" or "b"/"black", in any case.
func ParseColor(s string) (Color, error) {
	switch lower(s) {
	case "w", "white":
		return White, nil
	case "b", "black":
		return Black, nil
	}
	return NoColor, fmt.Errorf("rules: colour %q: want w or b", s)
}

// Scale is one tile. The zero Scale is no scale at all. The codes fit in
// three bits so that a whole stack packs into one uint64.
type Scale uint8

const (
	NoScale Scale = iota
	Neutral
	W1
	W2
	W3
	B1
	B2
	B3
)

const scaleBits = 3

var (
	scaleColor = [8]Color{NoColor, NoColor, White, White, White, Black, Black, Black}
	scaleValue = [8]int{0, 0, 1, 2, 3, 1, 2, 3}
	scaleName  = [8]string{"?", "N", "W1", "W2", "W3", "B1", "B2", "B3"}
)

// NewScale returns the scale of colour c and value v (1 to 3), or NoScale.
func NewScale(c Color, v int) Scale {
	if v < 1 || v > 3 {
		return NoScale
	}
	switch c {
	case White:
		return W1 + Scale(v-1)
	case Black:
		return B1 + Scale(v-1)
	}
	return NoScale
}

// Color returns White, Black, or NoColor for the neutral scale.
func (s Scale) Color() Color { return scaleColor[s&7] }

// Value returns the number of marks: 1, 2 or 3; 0 for the neutral scale.
func (s Scale) Value() int { return scaleValue[s&7] }

// String writes s in notation; NoScale, an unread top, is "?".
func (s Scale) String() string { return scaleName[s&7] }

// ParseScale reads one scale in notation, in any case.
func ParseScale(s string) (Scale, error) {
	sc, n, err := scanScale(s, 0)
	if err != nil {
		return NoScale, err
	}
	if n != len(s) {
		return NoScale, &SyntaxError{What: "scale", Input: s, Offset: n, Msg: "unexpected text after the scale"}
	}
	return sc, nil
}

// scanScale reads one scale at s[i:] and returns it with the index after it.
func scanScale(s string, i int) (Scale, int, error) {
	if i >= len(s) {
		return NoScale, i, &SyntaxError{What: "scale", Input: s, Offset: i, Msg: "missing scale"}
	}
	switch s[i] {
	case 'n', 'N':
		return Neutral, i + 1, nil
	case 'w', 'W', 'b', 'B':
		c := White
		if s[i] == 'b' || s[i] == 'B' {
			c = Black
		}
		if i+1 >= len(s) {
			return NoScale, i + 1, &SyntaxError{What: "scale", Input: s, Offset: i + 1, Msg: fmt.Sprintf("%s must be followed by its value 1, 2 or 3", upperLetter(c))}
		}
		d := s[i+1]
		if d < '1' || d > '3' {
			return NoScale, i + 1, &SyntaxError{What: "scale", Input: s, Offset: i + 1, Msg: fmt.Sprintf("value %q: a scale's value is 1, 2 or 3", d)}
		}
		return NewScale(c, int(d-'0')), i + 2, nil
	}
	return NoScale, i, &SyntaxError{What: "scale", Input: s, Offset: i, Msg: fmt.Sprintf("%q is not a scale: want W1…W3, B1…B3 or N", s[i])}
}

// SyntaxError reports malformed notation and where in the input it is.
type SyntaxError struct {
	What   string // "position", "turn", "scale", …
	Input  string
	Offset int // byte offset in Input where the problem is
	Msg    string
}

func (e *SyntaxError) Error() string {
	in := e.Input
	if len(in) > 120 {
		in = in[:120] + "…"
	}
	return fmt.Sprintf("rules: %s %q: at column %d: %s", e.What, in, e.Offset+1, e.Msg)
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func upperLetter(c Color) string {
	if c == Black {
		return "B"
	}
	return "W"
}
