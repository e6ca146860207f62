package calibration

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// Appearance is how this set looks on this table in this light, learned
// from the set-up snake.
type Appearance struct {
	// TileRadius is half a scale's width, in pixels of the picture the
	// detector reads (the rectified one when there is a plane).
	TileRadius float64 `json:"tile_radius_px"`
	// Mean colours in OpenCV's 8-bit Lab (L 0–255, a and b offset by 128).
	Black   Lab `json:"black"`
	White   Lab `json:"white"`
	Neutral Lab `json:"neutral"`
}

// Lab is a colour in OpenCV's 8-bit Lab.
type Lab struct {
	L float64 `json:"L"`
	A float64 `json:"a"`
	B float64 `json:"b"`
}

func (a *Appearance) validate() error {
	if !(a.TileRadius > 1) {
		return fmt.Errorf("appearance: tile radius %v px is too small", a.TileRadius)
	}
	if a.Black.L >= a.White.L {
		return errors.New("appearance: black scales are not darker than white ones")
	}
	return nil
}

// Gold is how much yellower (Lab b) the neutral is than the white scales:
// the learned margin for telling the neutral from an unread white scale.
func (a *Appearance) Gold() float64 { return a.Neutral.B - a.White.B }

// Sample is one stack of the set-up as the detector read it.
type Sample struct {
	Top    string // "B1".."W3", "N", or "?" when unread
	Why    string // why it was unread
	Colour Lab    // mean colour of the stack seen from above
}

// Learn checks that the set-up snake fits the box (19 single scales: nine
// black and nine white, three of each value, one neutral) and learns the
// appearance from it; radius is a scale's radius as the detector measured
// it. When it does not fit, the error says what was seen and which scale
// to check.
func Learn(setup []Sample, radius float64) (*Appearance, error) {
	if err := CheckMakeup(setup); err != nil {
		return nil, err
	}
	a := Appearance{TileRadius: radius}
	var nb, nw float64
	for _, s := range setup {
		switch {
		case s.Top == "N":
			a.Neutral = s.Colour
		case strings.HasPrefix(s.Top, "B"):
			a.Black = addLab(a.Black, s.Colour)
			nb++
		case strings.HasPrefix(s.Top, "W"):
			a.White = addLab(a.White, s.Colour)
			nw++
		}
	}
	a.Black = scaleLab(a.Black, 1/nb)
	a.White = scaleLab(a.White, 1/nw)
	if err := a.validate(); err != nil {
		return nil, err
	}
	if a.Gold() < 4 {
		return nil, fmt.Errorf("the neutral (%s) looks no yellower than the white scales: check the light, or the scale taken for the neutral", positions(setup, "N"))
	}
	return &a, nil
}

// CheckMakeup reports how a set-up differs from a full box, naming the
// scale to look at.
func CheckMakeup(setup []Sample) error {
	var unread []string
	for i, s := range setup {
		if s.Top == "?" || s.Top == "" {
			why := ""
			if s.Why != "" {
				why = " (" + s.Why + ")"
			}
			unread = append(unread, fmt.Sprintf("position %d%s", i+1, why))
		}
	}
	if len(setup) != 19 {
		return fmt.Errorf("%d stacks seen, a set-up has 19: lay out all the scales as single tiles, apart from each other and from the table's edge", len(setup))
	}
	if len(unread) > 0 {
		return fmt.Errorf("could not read %s: move the hand or the glare away, or check the light", strings.Join(unread, ", "))
	}
	count := map[string]int{}
	colours := map[byte]int{}
	for _, s := range setup {
		count[s.Top]++
		colours[s.Top[0]]++
	}
	// Colour first: of the colour with too many, the scale most like the
	// other colour is the likely misreading.
	if colours['B'] != 9 || colours['W'] != 9 || colours['N'] != 1 {
		msg := fmt.Sprintf("%d black, %d white, %d neutral", colours['B'], colours['W'], colours['N'])
		switch {
		case colours['B'] > 9:
			return fmt.Errorf("%s: check the scale at position %d", msg, mostLike(setup, 'B', 'W')+1)
		case colours['W'] > 9:
			return fmt.Errorf("%s: check the scale at position %d", msg, mostLike(setup, 'W', 'B')+1)
		case colours['N'] > 1:
			return fmt.Errorf("%s: check the scales at %s", msg, positions(setup, "N"))
		}
		return fmt.Errorf("%s: a box holds 9 black, 9 white and 1 neutral", msg)
	}
	var wrong []string
	for _, c := range []string{"B", "W"} {
		for v := 1; v <= 3; v++ {
			k := fmt.Sprintf("%s%d", c, v)
			if count[k] > 3 {
				wrong = append(wrong, fmt.Sprintf("%d %s", count[k], k))
			}
		}
	}
	if len(wrong) > 0 {
		over := strings.Fields(wrong[0])[1]
		return fmt.Errorf("%s (a box has 3 of each): check the marks of the %s at %s", strings.Join(wrong, ", "), over, positions(setup, over))
	}
	return nil
}

// mostLike returns the index of the scale read as colour c whose colour
// is nearest the mean of colour o.
func mostLike(setup []Sample, c, o byte) int {
	var mean Lab
	n := 0.0
	for _, s := range setup {
		if s.Top[0] == o {
			mean = addLab(mean, s.Colour)
			n++
		}
	}
	if n > 0 {
		mean = scaleLab(mean, 1/n)
	}
	best, bestD := -1, math.Inf(1)
	for i, s := range setup {
		if d := s.Colour.dist(mean); s.Top[0] == c && d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// positions lists where a top lies, 1-based along the snake.
func positions(setup []Sample, top string) string {
	var at []string
	for i, s := range setup {
		if s.Top == top {
			at = append(at, fmt.Sprint(i+1))
		}
	}
	switch len(at) {
	case 0:
		return "no position"
	case 1:
		return "position " + at[0]
	}
	return "positions " + strings.Join(at[:len(at)-1], ", ") + " or " + at[len(at)-1]
}

func addLab(a, b Lab) Lab           { return Lab{a.L + b.L, a.A + b.A, a.B + b.B} }
func scaleLab(a Lab, f float64) Lab { return Lab{a.L * f, a.A * f, a.B * f} }
func (c Lab) dist(o Lab) float64    { return math.Hypot(math.Hypot(c.L-o.L, c.A-o.A), c.B-o.B) }
