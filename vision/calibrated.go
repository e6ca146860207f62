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
		d.back, _ = c.Plane.H.Inverse() // Validate made sure it has one
	}
	return c, nil
}

// view is the picture the detector reads: the frame itself or, with a
// table plane, the table seen from above. The view from above is never
// made whole, which would cost more than the rest of detection: the
// stacks are found in a small warp of the shrunk frame, and only each
// stack's region is warped at full size to read its face.
type view struct {
	frame gocv.Mat
	size  image.Point             // the picture's size in pixels
	plane *calibration.Homography // frame to picture; nil: the picture is the frame
}

// shrink makes the picture at a smaller size, as an area average. rows
// is scratch for areaShrink.
func (v view) shrink(dst *gocv.Mat, size image.Point, tmp *gocv.Mat, rows *[]uint32) {
	if v.plane == nil {
		areaShrink(v.frame, dst, size, rows)
		return
	}
	// Shrink the frame by about as much first, by area as in the plain
	// case: a warp alone would sample single pixels, and the foreground
	// thresholds expect the noise of averaged ones.
	f := float64(size.X) / float64(v.size.X)
	W, H := v.frame.Cols(), v.frame.Rows()
	sw, sh := max(size.X, int(math.Round(float64(W)*f))), max(1, int(math.Round(float64(H)*f)))
	sw, sh = min(sw, W), min(sh, H)
	areaShrink(v.frame, tmp, image.Pt(sw, sh), rows)
	grow := calibration.Homography{float64(W) / float64(sw), 0, 0, 0, float64(H) / float64(sh), 0, 0, 0, 1}
	zoom := calibration.Homography{f, 0, 0, 0, f, 0, 0, 0, 1}
	calibration.Warp(*tmp, dst, zoom.Mul(v.plane.Mul(grow)), size)
}

// region returns the picture's pixels in r, which lies inside it; the
// caller closes the result.
func (v view) region(r image.Rectangle) gocv.Mat {
	if v.plane == nil {
		return v.frame.Region(r)
	}
	out := gocv.NewMat()
	shift := calibration.Homography{1, 0, -float64(r.Min.X), 0, 1, -float64(r.Min.Y), 0, 0, 1}
	calibration.Warp(v.frame, &out, shift.Mul(*v.plane), r.Size())
	return out
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
		for i, q := range boxOutline(r) {
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
