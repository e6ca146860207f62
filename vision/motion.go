package vision

import (
	"image"
	"math"

	"gocv.io/x/gocv"
)

// MotionGate tells settled frames from frames in motion: a hand over the
// table, a scale being put down, a camera being nudged. It compares each
// frame with the one before at a small size, and calls the table settled
// once SettleFrames frames in a row show no change beyond noise.
type MotionGate struct {
	// Threshold is the brightness change (0–255) that counts as a changed
	// pixel; Fraction the share of changed pixels that counts as motion.
	Threshold float64
	Fraction  float64
	// SettleFrames is how many still frames in a row make the table
	// settled.
	SettleFrames int

	prev, cur, gray gocv.Mat
	still           int
	hasPrev         bool
}

// NewMotionGate returns a gate with defaults for 10–30 fps video; settle
// is how many still frames make the table settled (3 at 10 fps is 0.3 s).
func NewMotionGate(settle int) *MotionGate {
	return &MotionGate{Threshold: 12, Fraction: 0.002, SettleFrames: max(1, settle),
		prev: gocv.NewMat(), cur: gocv.NewMat(), gray: gocv.NewMat()}
}

// Close frees the gate's images.
func (g *MotionGate) Close() error {
	g.prev.Close()
	g.cur.Close()
	g.gray.Close()
	return nil
}

// Update takes the next frame and reports whether the table is settled,
// and the share of pixels that changed since the last frame.
func (g *MotionGate) Update(frame gocv.Mat) (settled bool, motion float64, err error) {
	if frame.Empty() {
		return false, 0, ErrEmptyFrame
	}
	w := 160
	h := max(1, int(math.Round(float64(frame.Rows())*float64(w)/float64(frame.Cols()))))
	gocv.CvtColor(frame, &g.gray, gocv.ColorBGRToGray)
	gocv.Resize(g.gray, &g.cur, image.Pt(w, h), 0, 0, gocv.InterpolationArea)
	if !g.hasPrev || g.prev.Rows() != h {
		g.cur.CopyTo(&g.prev)
		g.hasPrev = true
		g.still = 0
		return false, 1, nil
	}
	a, _ := g.cur.DataPtrUint8()
	b, _ := g.prev.DataPtrUint8()
	changed := 0
	t := int(g.Threshold)
	for i := range a {
		d := int(a[i]) - int(b[i])
		if d > t || d < -t {
			changed++
		}
	}
	g.cur.CopyTo(&g.prev)
	motion = float64(changed) / float64(len(a))
	if motion > g.Fraction {
		g.still = 0
		return false, motion, nil
	}
	g.still++
	return g.still >= g.SettleFrames, motion, nil
}

// Reset forgets the previous frame, as after a jump in a video.
func (g *MotionGate) Reset() { g.hasPrev, g.still = false, 0 }
