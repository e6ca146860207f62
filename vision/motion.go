package vision

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"

	"gocv.io/x/gocv"
)

// MotionGate tells settled frames from frames in motion: a hand over the
// table, a scale being put down, a camera being nudged. It compares each
// frame with the one before at a small size, and calls the table settled
// once SettleFrames frames in a row show no change beyond noise.
type MotionGate struct {
	// Threshold is the change (0–255) of any colour channel that counts
	// as a changed pixel; Fraction the share of changed pixels that
	// counts as motion.
	Threshold float64
	Fraction  float64
	// SettleFrames is how many still frames in a row make the table
	// settled.
	SettleFrames int

	prev, cur gocv.Mat // the frames shrunk, BGR
	rows      []uint32 // scratch for areaShrink
	still     int
	hasPrev   bool
	touched   bool
	// The frames as wholeChange takes them: grey and float for the phase
	// correlation; float and blurred, and each channel's peak round each
	// pixel (what lies near white), for the light. A frame's are
	// kept as the previous frame's while the light changes over several
	// frames in a row (a camera's exposure settling, a lamp warming up),
	// so each frame is made ready once; the flags say which are.
	grayP, grayC, blurP, blurC, peakP, peakC gocv.Mat
	grayReady, blurReady, grayDone, blurDone bool
	// working images of wholeChange
	gray, moved, gridP, gridC, lo, hi, shift, box, peak gocv.Mat
}

// NewMotionGate returns a gate with defaults for 10–30 fps video; settle
// is how many still frames make the table settled (3 at 10 fps is 0.3 s).
func NewMotionGate(settle int) *MotionGate {
	g := &MotionGate{Threshold: 12, Fraction: 0.002, SettleFrames: max(1, settle),
		shift: gocv.NewMatWithSize(2, 3, gocv.MatTypeCV64F),
		box:   gocv.GetStructuringElement(gocv.MorphRect, image.Pt(3, 3)),
		peak:  gocv.GetStructuringElement(gocv.MorphRect, image.Pt(5, 5))}
	for _, m := range g.work() {
		*m = gocv.NewMat()
	}
	return g
}

func (g *MotionGate) work() []*gocv.Mat {
	return []*gocv.Mat{&g.prev, &g.cur, &g.grayP, &g.grayC, &g.blurP, &g.blurC, &g.peakP, &g.peakC, &g.gray, &g.moved, &g.gridP, &g.gridC, &g.lo, &g.hi}
}

// Close frees the gate's images.
func (g *MotionGate) Close() error {
	for _, m := range append(g.work(), &g.shift, &g.box, &g.peak) {
		m.Close()
	}
	return nil
}

// Update takes the next frame and reports whether the table is settled,
// and the share of pixels that changed since the last frame. Colour
// counts, not brightness alone: a hand as bright as the table is no
// table.
func (g *MotionGate) Update(frame gocv.Mat) (settled bool, motion float64, err error) {
	if frame.Empty() {
		return false, 0, ErrEmptyFrame
	}
	if frame.Type() != gocv.MatTypeCV8UC3 {
		return false, 0, fmt.Errorf("vision: frame type %v: want 8-bit BGR", frame.Type())
	}
	w := 160
	h := max(1, int(math.Round(float64(frame.Rows())*float64(w)/float64(frame.Cols()))))
	areaShrink(frame, &g.cur, image.Pt(w, h), &g.rows)
	g.touched = false
	defer g.next()
	if !g.hasPrev || g.prev.Rows() != h {
		g.hasPrev = true
		g.still = 0
		return false, 1, nil
	}
	a, _ := g.cur.DataPtrUint8()
	b, _ := g.prev.DataPtrUint8()
	changed := 0
	t := int(g.Threshold)
	for i := 0; i < len(a); i += 3 {
		for c := i; c < i+3; c++ {
			if d := int(a[c]) - int(b[c]); d > t || d < -t {
				changed++
				break
			}
		}
	}
	motion = float64(changed) / float64(w*h)
	if motion > g.Fraction {
		g.touched = !g.wholeChange()
		g.still = 0
		return false, motion, nil
	}
	g.still++
	return g.still >= g.SettleFrames, motion, nil
}

// next makes the current frame the previous one, with what wholeChange
// made of it.
func (g *MotionGate) next() {
	g.prev, g.cur = g.cur, g.prev
	g.grayP, g.grayC = g.grayC, g.grayP
	g.blurP, g.blurC = g.blurC, g.blurP
	g.peakP, g.peakC = g.peakC, g.peakP
	g.grayReady, g.blurReady = g.grayDone, g.blurDone
	g.grayDone, g.blurDone = false, false
}

// Touched reports whether the last frame Update saw moved over part of
// the table: a hand, a sleeve, a scale. A frame that did not change, or
// whose change was the whole picture at once (the light: a lamp switched
// on, the camera's exposure; or the camera shifted a little) is no touch:
// the tracker must not count it as hands at the table, or it would
// believe a turn that changes nothing visible more readily.
func (g *MotionGate) Touched() bool { return g.touched }

// wholeChange tells whether the previous picture, shifted as the camera
// moved and each colour brightened or darkened smoothly as the light
// changed, becomes the current one. A hand or a scale moved leaves a
// change that neither explains. The shift is found by phase correlation
// (which does not mind the light) and tolerated to a pixel, so a slight
// turn of the camera passes too.
func (g *MotionGate) wholeChange() bool {
	if !g.grayReady {
		gocv.CvtColor(g.prev, &g.gray, gocv.ColorBGRToGray)
		g.gray.ConvertTo(&g.grayP, gocv.MatTypeCV32F)
	}
	gocv.CvtColor(g.cur, &g.gray, gocv.ColorBGRToGray)
	g.gray.ConvertTo(&g.grayC, gocv.MatTypeCV32F)
	g.grayDone = true
	empty := gocv.NewMat()
	defer empty.Close()
	s, _ := gocv.PhaseCorrelate(g.grayP, g.grayC, empty)
	dx, dy := float64(s.X), float64(s.Y)
	w, h := g.cur.Cols(), g.cur.Rows()
	if math.Abs(dx) > float64(w)/8 || math.Abs(dy) > float64(h)/8 {
		return false // no nudge moves the picture that far
	}
	for i, v := range []float64{1, 0, dx, 0, 1, dy} {
		g.shift.SetDoubleAt(i/3, i%3, v)
	}
	return g.explained(dx, dy)
}

// explained tells whether each colour channel of the current picture
// (g.cur) is the previous one's (g.prev) shifted by the camera's move and
// scaled by the light's. The three channels are filtered together, each
// on its own: on a picture this small, a call into OpenCV costs more
// than its work, and one call for the three costs half of three.
func (g *MotionGate) explained(dx, dy float64) bool {
	w, h := g.cur.Cols(), g.cur.Rows()
	// Marks are a pixel wide at this size, and shifted by a fraction of a
	// pixel they change by aliasing alone; blur that away.
	// A channel clipped at white changes by less than the light's ratio,
	// and so does the blurred edge round it, though the blur brings it
	// well under white (a warm lamp switched off: the red of white scales
	// clipped under it, their rims 200 to 240 blurred, took it for a
	// hand). Each channel's peak two pixels round is kept to know them.
	if !g.blurReady {
		g.prev.ConvertTo(&g.blurP, gocv.MatTypeCV32F)
		gocv.GaussianBlur(g.blurP, &g.blurP, image.Pt(0, 0), 1, 1, gocv.BorderReplicate)
		gocv.Dilate(g.prev, &g.peakP, g.peak)
	}
	g.cur.ConvertTo(&g.blurC, gocv.MatTypeCV32F)
	gocv.GaussianBlur(g.blurC, &g.blurC, image.Pt(0, 0), 1, 1, gocv.BorderReplicate)
	gocv.Dilate(g.cur, &g.peakC, g.peak)
	g.blurDone = true
	gocv.WarpAffineWithParams(g.blurP, &g.moved, g.shift, image.Pt(w, h), gocv.InterpolationLinear, gocv.BorderReplicate, color.RGBA{})
	// The light's change: smooth across the table, so a low-order surface
	// fitted to the ratio of the two pictures, each blurred to the size of
	// a stack, across the whole frame; a hand changes only part of it and
	// does not fit. The blur is taken on the pictures shrunk to the grid
	// the surface is fitted on: the same, in a hundredth of the work.
	for _, p := range [][2]*gocv.Mat{{&g.moved, &g.gridP}, {&g.blurC, &g.gridC}} {
		gocv.Resize(*p[0], p[1], image.Pt(gainCols, gainRows), 0, 0, gocv.InterpolationArea)
		gocv.GaussianBlur(*p[1], p[1], image.Pt(0, 0), gainCols/20.0, gainCols/20.0, gocv.BorderReplicate)
	}
	mv, _ := g.moved.DataPtrFloat32()
	bp, _ := g.gridP.DataPtrFloat32()
	bc, _ := g.gridC.DataPtrFloat32()
	var gp, gc [gainCols * gainRows]float32
	var surf [3]gainSurface
	for c := range surf {
		for i := range gp {
			gp[i], gc[i] = bp[3*i+c], bc[3*i+c]
		}
		surf[c] = fitGain(gp[:], gc[:])
	}
	for y := 0; y < h; y++ {
		line := mv[3*y*w : 3*(y+1)*w]
		for c, s := range surf {
			s.scaleRow(line[c:], 3, float64(y)/float64(h))
		}
	}
	// A pixel changed if it lies outside the range of its neighbours in
	// the predicted picture: half-pixel misalignments and the slight turn
	// are no change. The prediction is close, so half the threshold
	// counts (a hand little brighter than the table still shows), plus a
	// few percent of the value where the surface does not quite follow
	// the light.
	gocv.Erode(g.moved, &g.lo, g.box)
	gocv.Dilate(g.moved, &g.hi, g.box)
	lo, _ := g.lo.DataPtrFloat32()
	hi, _ := g.hi.DataPtrFloat32()
	cur, _ := g.blurC.DataPtrFloat32()
	prev, _ := g.blurP.DataPtrFloat32()
	peakC, _ := g.peakC.DataPtrUint8()
	peakP, _ := g.peakP.DataPtrUint8()
	mx, my := int(math.Abs(dx))+3, int(math.Abs(dy))+3
	t := float32(g.Threshold / 2)
	var changed, n [3]int
	for y := my; y < h-my; y++ {
		a, b := 3*(y*w+mx), 3*(y*w+w-mx)
		if a >= b {
			break
		}
		cr, pr, lr, hr, cc, cp := cur[a:b], prev[a:b], lo[a:b], hi[a:b], peakC[a:b], peakP[a:b]
		for i := range cr {
			v := cr[i]
			if v >= 240 || pr[i] >= 240 || cc[i] >= 250 || cp[i] >= 250 {
				continue // near clipping: its change is not the light's ratio
			}
			c := i % 3
			n[c]++
			if tol := t + 0.03*v; v < lr[i]-tol || v > hr[i]+tol {
				changed[c]++
			}
		}
	}
	for c := range n {
		if n[c] == 0 || float64(changed[c]) > g.Fraction*float64(n[c]) {
			return false
		}
	}
	return true
}

// gainSurface is the log of a brightness ratio as a quadratic in the
// frame's coordinates (0–1).
type gainSurface [6]float64

func (s gainSurface) at(x, y float64) float64 { return math.Exp(s.logAt(x, y)) }

// logAt is the surface's log ratio at (x, y).
func (s gainSurface) logAt(x, y float64) float64 {
	return s[0] + s[1]*x + s[2]*y + s[3]*x*x + s[4]*x*y + s[5]*y*y
}

// scaleRow multiplies a row of pixels, at height y, by the surface: the
// row's every stride-th value, from the first, as one channel of a
// picture whose pixels are stride values each. Along a row the log is a
// quadratic in x, so each pixel's factor is the last one's times a ratio
// that itself changes by a constant factor: two multiplications a pixel,
// not an exponential.
func (s gainSurface) scaleRow(px []float32, stride int, y float64) {
	n := (len(px) + stride - 1) / stride
	if n == 0 {
		return
	}
	dx := 1 / float64(n)
	b := s[1] + s[4]*y // the log's slope in x at x = 0
	f := s.at(0, y)
	step := math.Exp(b*dx + s[3]*dx*dx)  // factor from x = 0 to dx
	grow := math.Exp(2 * s[3] * dx * dx) // how the step changes each pixel
	for i := 0; i < len(px); i += stride {
		px[i] *= float32(f)
		f *= step
		step *= grow
	}
}

// The pictures are blurred on a grid of cells this many across and down,
// and the gain surface fitted on every other cell each way.
const gainCols, gainRows = 32, 18

// fitGain fits the gain surface to the log ratio of two pictures blurred
// on the gain grid, twice: the second time without the samples the first
// fit explains worst (where a hand came or went).
func fitGain(prev, cur []float32) gainSurface {
	const n = (gainCols / 2) * (gainRows / 2)
	var rows [n][6]float64
	var logs, res, sorted [n]float64
	var use [n]bool
	k := 0
	for j := 1; j < gainRows; j += 2 {
		for i := 1; i < gainCols; i += 2 {
			x, y := (float64(i)+0.5)/gainCols, (float64(j)+0.5)/gainRows
			rows[k] = [6]float64{1, x, y, x * x, x * y, y * y}
			p := j*gainCols + i
			logs[k] = math.Log((float64(cur[p]) + 1) / (float64(prev[p]) + 1))
			use[k] = true
			k++
		}
	}
	var s gainSurface
	for pass := 0; pass < 2; pass++ {
		var ok bool
		if s, ok = leastSquares(rows[:], logs[:], use[:]); !ok {
			return gainSurface{}
		}
		for i, r := range rows {
			res[i] = math.Abs(logs[i] - s.logAt(r[1], r[2]))
		}
		sorted = res
		slices.Sort(sorted[:])
		cut := math.Max(3*sorted[n/2], 0.02)
		for i := range use {
			use[i] = res[i] <= cut
		}
	}
	return s
}

// leastSquares solves rows·x = rhs in the least-squares sense, over the
// rows in use (all if use is nil), by the normal equations and
// elimination with partial pivoting: six unknowns on coordinates between
// 0 and 1 are well within float64's reach, and OpenCV's solver cost a
// cgo call per element.
func leastSquares(rows [][6]float64, rhs []float64, use []bool) (gainSurface, bool) {
	var m [6][7]float64 // AᵀA | Aᵀb
	used := 0
	for k := range rows {
		if use != nil && !use[k] {
			continue
		}
		used++
		r, b := &rows[k], rhs[k]
		for i := range 6 {
			ri := r[i]
			for j := i; j < 6; j++ { // AᵀA is symmetric: its lower half is copied below
				m[i][j] += ri * r[j]
			}
			m[i][6] += ri * b
		}
	}
	if used < 6 {
		return gainSurface{}, false
	}
	for i := range 6 {
		for j := range i {
			m[i][j] = m[j][i]
		}
	}
	for c := range 6 {
		p := c
		for i := c + 1; i < 6; i++ {
			if math.Abs(m[i][c]) > math.Abs(m[p][c]) {
				p = i
			}
		}
		if math.Abs(m[p][c]) < 1e-12*math.Max(1, math.Abs(m[0][0])) {
			return gainSurface{}, false
		}
		m[c], m[p] = m[p], m[c]
		for i := c + 1; i < 6; i++ {
			f := m[i][c] / m[c][c]
			for j := c; j < 7; j++ {
				m[i][j] -= f * m[c][j]
			}
		}
	}
	var s gainSurface
	for i := 5; i >= 0; i-- {
		v := m[i][6]
		for j := i + 1; j < 6; j++ {
			v -= m[i][j] * s[j]
		}
		s[i] = v / m[i][i]
	}
	return s, true
}

// Reset forgets the previous frame, as after a jump in a video.
func (g *MotionGate) Reset() {
	g.hasPrev, g.still, g.touched = false, 0, false
	g.grayReady, g.blurReady = false, false
}
