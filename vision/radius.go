package vision

import (
	"image"
	"math"
	"sort"
)

// radiusField is a scale's radius across the picture. Seen obliquely,
// the scales near the camera are larger than those far off (at 35° off
// vertical, nearly twice as large across the frame), so one radius for
// the whole frame makes the far stacks look like crumbs and the near ones
// like two stacks. Perspective makes the size vary nearly linearly across
// the table's picture, so a plane fitted to the regions' thickness serves.
type radiusField struct {
	c, dx, dy float64 // r(x, y) = c + dx·x + dy·y
	lo, hi    float64
	// Within the stacks that set the field, that is; beyond them it holds
	// the value at their edge rather than make up a trend (the table's
	// edge at the frame's side is no larger scale).
	box image.Rectangle
}

// flatRadius is the same radius everywhere.
func flatRadius(r float64) radiusField { return radiusField{c: r, lo: r, hi: r} }

// at is the radius at working pixel (x, y).
func (f radiusField) at(x, y int) float64 {
	if f.dx == 0 && f.dy == 0 {
		return f.c
	}
	x = max(f.box.Min.X, min(f.box.Max.X, x))
	y = max(f.box.Min.Y, min(f.box.Max.Y, y))
	return math.Max(f.lo, math.Min(f.hi, f.c+f.dx*float64(x)+f.dy*float64(y)))
}

// onRow returns the radius along row y, as a function of x, in float32
// as the distances it is held against: at, without its cost per pixel
// for the pixels of whole regions.
func (f radiusField) onRow(y int) func(x int) float32 {
	if f.dx == 0 && f.dy == 0 {
		return func(int) float32 { return float32(f.c) }
	}
	base := f.c + f.dy*float64(max(f.box.Min.Y, min(f.box.Max.Y, y)))
	return func(x int) float32 {
		// Left and right of the box the field is the box's edge's. The
		// built-in min and max, which compile inline; math.Max is a call.
		x = max(f.box.Min.X, min(f.box.Max.X, x))
		return float32(max(f.lo, min(f.hi, base+f.dx*float64(x))))
	}
}

// atPoint is the radius at p.
func (f radiusField) atPoint(p image.Point) float64 { return f.at(p.X, p.Y) }

// fitRadius fits the field to the centres of the stacks: the peaks of
// dist (each pixel's distance from the region's edge) that stand apart by
// more than a scale, the height of each peak being the radius of the
// largest disc inside that stack, however many stacks touch in a row.
// Only peaks within a factor 1.6 of the frame's radius r count (a tall
// stack's sides, a crumb, do not), and those the first plane misses by
// more than a fifth are dropped before the plane is fitted again. Too few
// peaks, and the radius is the same everywhere; the field stays within a
// factor 1.6 of r. Only pixels within the box, and i for which use(i)
// holds, are peaks.
func fitRadius(dist []float32, w int, r float64, within image.Rectangle, use func(i int) bool) radiusField {
	flat := flatRadius(r)
	if r <= 0 {
		return flat
	}
	var cand [][3]float64 // x, y, height
	h := len(dist) / w
	lo, hi := r/1.6, 1.6*r
	within = within.Intersect(image.Rect(1, 1, w-1, h-1))
	for y := within.Min.Y; y < within.Max.Y; y++ {
		row := dist[y*w : (y+1)*w]
		for x := within.Min.X; x < within.Max.X; x++ {
			v := row[x]
			if float64(v) < lo || float64(v) > hi || !use(y*w+x) {
				continue
			}
			peak := true
			for _, o := range [8]int{-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1} {
				if dist[y*w+x+o] > v {
					peak = false
					break
				}
			}
			if peak {
				cand = append(cand, [3]float64{float64(x), float64(y), float64(v)})
			}
		}
	}
	sort.Slice(cand, func(i, j int) bool { return cand[i][2] > cand[j][2] })
	var pts [][3]float64
	for _, c := range cand {
		apart := true
		for _, p := range pts {
			if math.Hypot(c[0]-p[0], c[1]-p[1]) < 1.5*r {
				apart = false
				break
			}
		}
		if apart {
			pts = append(pts, c)
		}
	}
	f := flat
	for pass := 0; pass < 2; pass++ {
		if len(pts) < 6 {
			return flat
		}
		c, dx, dy := fitPlane(pts, 0.1*float64(w))
		f = radiusField{c: c, dx: dx, dy: dy, lo: r / 1.6, hi: 1.6 * r}
		for i, p := range pts {
			q := image.Pt(int(p[0]), int(p[1]))
			if i == 0 {
				f.box = image.Rectangle{q, q}
			}
			f.box = f.box.Union(image.Rectangle{q, q.Add(image.Pt(1, 1))})
		}
		kept := pts[:0]
		for _, p := range pts {
			if e := f.at(int(p[0]), int(p[1])); math.Abs(p[2]-e) <= 0.2*e {
				kept = append(kept, p)
			}
		}
		pts = kept
	}
	return f
}

// fitPlane fits z = c + dx·x + dy·y to the points by least squares, the
// slopes held back as if each point had neighbours spread by about
// spread on either side: a snake laid along a line says nothing of how
// the size changes across it, and the fit must not make that up.
func fitPlane(pts [][3]float64, spread float64) (c, dx, dy float64) {
	// Centred, so that the normal equations are well conditioned.
	var mx, my, mz float64
	for _, p := range pts {
		mx, my, mz = mx+p[0], my+p[1], mz+p[2]
	}
	n := float64(len(pts))
	mx, my, mz = mx/n, my/n, mz/n
	ridge := n * spread * spread
	sxx, syy := ridge, ridge
	var sxy, sxz, syz float64
	for _, p := range pts {
		x, y, z := p[0]-mx, p[1]-my, p[2]-mz
		sxx, sxy, syy = sxx+x*x, sxy+x*y, syy+y*y
		sxz, syz = sxz+x*z, syz+y*z
	}
	det := sxx*syy - sxy*sxy
	dx = (sxz*syy - syz*sxy) / det
	dy = (syz*sxx - sxz*sxy) / det
	return mz - dx*mx - dy*my, dx, dy
}
