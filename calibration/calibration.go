// Package calibration is what pantarei learns about one camera over one
// table with one boxed set: the table plane, so that an oblique view can be
// rectified to a view from straight above, and the set's appearance, learned
// from the set-up snake whose make-up is known. Both are optional; the
// detector works without either for a camera roughly above the table.
//
// A calibration is saved as a small JSON file that the configuration
// points to (calibration key, --calibration flag).
package calibration

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"time"

	"github.com/pantarei/pantarei/internal/atomicfile"
)

// Version is the file format's version; files of a later one are refused.
const Version = 1

// Calibration is one saved calibration.
type Calibration struct {
	Version int `json:"version"`
	// Frame is the frame size the calibration was made at. Frames of
	// another size with the same aspect are served by scaling; frames of
	// another aspect are refused.
	Frame      Size        `json:"frame"`
	Made       time.Time   `json:"made"`
	Source     string      `json:"source,omitempty"` // what it was made from, for people
	Plane      *Plane      `json:"plane,omitempty"`
	Appearance *Appearance `json:"appearance,omitempty"`
}

// Size is a width and height in pixels.
type Size struct {
	W int `json:"w"`
	H int `json:"h"`
}

func (s Size) String() string { return fmt.Sprintf("%dx%d", s.W, s.H) }

// Validate reports what makes c unusable.
func (c *Calibration) Validate() error {
	var errs []error
	if c.Version < 1 || c.Version > Version {
		errs = append(errs, fmt.Errorf("version %d: this pantarei reads version %d", c.Version, Version))
	}
	if c.Frame.W < 16 || c.Frame.H < 16 {
		errs = append(errs, fmt.Errorf("frame size %v is too small", c.Frame))
	}
	if c.Plane == nil && c.Appearance == nil {
		errs = append(errs, errors.New("holds neither a table plane nor an appearance"))
	}
	if c.Plane != nil {
		if err := c.Plane.validate(); err != nil {
			errs = append(errs, err)
		} else if float64(c.Plane.Out.W)*float64(c.Plane.Out.H) > 4*float64(c.Frame.W)*float64(c.Frame.H) {
			errs = append(errs, fmt.Errorf("plane: rectified size %v is far beyond the %v frame", c.Plane.Out, c.Frame))
		}
	}
	if c.Appearance != nil {
		if err := c.Appearance.validate(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Load reads and validates a calibration file.
func Load(path string) (*Calibration, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("calibration: %w", err)
	}
	c, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("calibration: %s: %w", path, err)
	}
	return c, nil
}

// Parse reads and validates a calibration from its JSON text.
func Parse(b []byte) (*Calibration, error) {
	var c Calibration
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("not a calibration file: %v", err)
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

// Save writes c atomically: a crash leaves the old file or the new one,
// never half of either.
func (c *Calibration) Save(path string) error {
	if err := c.Validate(); err != nil {
		return fmt.Errorf("calibration: %w", err)
	}
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	if err := atomicfile.Write(path, append(b, '\n')); err != nil {
		return fmt.Errorf("calibration: %w", err)
	}
	return nil
}

// For returns the calibration adapted to frames of size s: the same
// camera at another resolution is served by scaling, another aspect ratio
// is an error (the picture was cropped, the calibration no longer fits).
func (c *Calibration) For(s Size) (*Calibration, error) {
	if s == c.Frame {
		return c, nil
	}
	fx, fy := float64(s.W)/float64(c.Frame.W), float64(s.H)/float64(c.Frame.H)
	if math.Abs(fx-fy) > 0.01*math.Max(fx, fy) {
		return nil, fmt.Errorf("calibration: made for %v frames, these are %v: another aspect ratio; calibrate again for this camera mode", c.Frame, s)
	}
	out := *c
	out.Frame = s
	if c.Plane != nil {
		p := c.Plane.scaled(fx, fy)
		out.Plane = &p
	}
	if c.Appearance != nil {
		a := *c.Appearance
		a.TileRadius *= fx
		out.Appearance = &a
	}
	return &out, nil
}
