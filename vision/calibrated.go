package vision

import (
	"fmt"
	"image"
	"math"

	"github.com/pantarei/pantarei/calibration"
	"gocv.io/x/gocv"
)

// Calibrate makes the detector use c (nil: none) from the next frame on.
func (d *Detector) Calibrate(c *calibration.Calibration) error {
	if c != nil {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("vision: calibration: %w", err)
		}
	}
	d.cal, d.calFor = c, nil
	return nil
}

// calibrationFor adapts the calibration to the frame's size, once per size.
func (d *Detector) calibrationFor(frame gocv.Mat) (*calibration.Calibration, error) {
	size := calibration.Size{W: frame.Cols(), H: frame.Rows()}
	if d.calFor != nil && d.calFor.Frame == size {
		return d.calFor, nil
	}
	c, err := d.cal.For(size)
	if err != nil {
		return nil, err
	}
	d.calFor = c
	if c.Plane != nil {
		d.planeMat.Close()
		d.planeMat = c.Plane.H.Mat()
		d.back, _ = c.Plane.H.Inverse() // Validate made sure it has one
	}
	return c, nil
}

// appearance is the calibrated appearance for the current frame, or nil.
func (d *Detector) appearance() *calibration.Appearance {
	if d.calFor == nil {
		return nil
	}
	return d.calFor.Appearance
}

// toFrame maps readings made on the rectified picture back to the frame.
func (d *Detector) toFrame(obs *Observation, size image.Point) {
	back := func(q image.Point) image.Point {
		x, y := d.back.Apply(float64(q.X), float64(q.Y))
		return image.Pt(int(math.Round(x)), int(math.Round(y)))
	}
	box := func(r image.Rectangle) image.Rectangle {
		out := image.Rectangle{}
		for i, q := range []image.Point{r.Min, {r.Max.X, r.Min.Y}, r.Max, {r.Min.X, r.Max.Y}} {
			f := back(q)
			if i == 0 {
				out = image.Rectangle{f, f}
			}
			out = out.Union(image.Rectangle{f, f.Add(image.Pt(1, 1))})
		}
		return out.Intersect(image.Rectangle{Max: size})
	}
	for i := range obs.Stacks {
		s := &obs.Stacks[i]
		s.Center = back(s.Center)
		for k, q := range s.Outline {
			s.Outline[k] = back(q)
		}
		s.Bounds = box(s.Bounds)
	}
	for i, r := range obs.Occluded {
		obs.Occluded[i] = box(r)
	}
	obs.Size = size
}

// SetupSamples turns the reading of a set-up snake into what calibration
// learns from.
func SetupSamples(obs Observation) []calibration.Sample {
	out := make([]calibration.Sample, len(obs.Stacks))
	for i, s := range obs.Stacks {
		out[i] = calibration.Sample{Top: s.Top.String(), Why: s.Why, Colour: calibration.Lab{L: s.stats.meanL, A: s.stats.meanA, B: s.stats.meanB}}
	}
	return out
}
