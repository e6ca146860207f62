package vision

import (
	"image"
	"math"
	"slices"
	"sync"

	"gocv.io/x/gocv"
)

// Reading a face measures each of its holes by its least rotated box,
// some 400 times a 720p detection, on a few dozen points each. Through
// gocv every one copies its points into a vector, calls OpenCV, which
// takes a hull into a new matrix, and copies the box's corners back:
// more than the box costs to find. minAreaRect finds it in Go as OpenCV
// 4.6 does (Sklansky's hull, counter-clockwise, started as OpenCV starts
// it; rotating calipers in single precision, operation for operation)
// and rounds it as gocv does, so that every box is the one OpenCV gave.
// TestMinAreaRect holds it to the installed OpenCV.

// minAreaRect is the least rotated box round pts, as gocv.MinAreaRect
// gives it.
func minAreaRect(pts []image.Point) gocv.RotatedRect {
	sc := rectScratches.Get().(*rectScratch)
	defer rectScratches.Put(sc)
	hull := sc.hull(pts)
	var cx, cy, w, h, angle float32
	switch n := len(hull); {
	case n > 2:
		corner, side1, side2 := calipers(hull, sc)
		cx = corner[0] + float32((side1[0]+side2[0])*0.5)
		cy = corner[1] + float32((side1[1]+side2[1])*0.5)
		w, h = length(side1), length(side2)
		angle = float32(math.Atan2(float64(side1[1]), float64(side1[0])))
	case n == 2:
		x0, y0 := float32(hull[0].X), float32(hull[0].Y)
		x1, y1 := float32(hull[1].X), float32(hull[1].Y)
		cx, cy = (x0+x1)*0.5, (y0+y1)*0.5
		w = length([2]float32{x1 - x0, y1 - y0})
		angle = float32(math.Atan2(float64(y1-y0), float64(x1-x0)))
	case n == 1:
		cx, cy = float32(hull[0].X), float32(hull[0].Y)
	}
	// (times 180 in single precision, as C++ takes a float times an int)
	angle = float32(float64(float32(angle*180)) / math.Pi)
	return gocvRect(cx, cy, w, h, angle)
}

// length is a vector's length, in double precision as OpenCV takes it.
func length(v [2]float32) float32 {
	x, y := float64(v[0]), float64(v[1])
	return float32(math.Sqrt(float64(x*x) + float64(y*y)))
}

// gocvRect is the rotated box of that centre, size and angle (degrees)
// as gocv hands OpenCV's over: corners, centre and size rounded half
// away from zero, the bounding box from the unrounded corners.
func gocvRect(cx, cy, w, h, angle float32) gocv.RotatedRect {
	rad := float64(angle) * math.Pi / 180
	b := float32(math.Cos(rad)) * 0.5
	a := float32(math.Sin(rad)) * 0.5
	var x, y [4]float32
	x[0] = cx - float32(a*h) - float32(b*w)
	y[0] = cy + float32(b*h) - float32(a*w)
	x[1] = cx + float32(a*h) - float32(b*w)
	y[1] = cy - float32(b*h) - float32(a*w)
	x[2] = float32(2*cx) - x[0]
	y[2] = float32(2*cy) - y[0]
	x[3] = float32(2*cx) - x[1]
	y[3] = float32(2*cy) - y[1]
	round := func(v float32) int { return int(math.Round(float64(v))) }
	rr := gocv.RotatedRect{
		Points: make([]image.Point, 4),
		Center: image.Pt(round(cx), round(cy)),
		Width:  round(w),
		Height: round(h),
		Angle:  float64(angle),
	}
	for i := range 4 {
		rr.Points[i] = image.Pt(round(x[i]), round(y[i]))
	}
	x0 := int(math.Floor(float64(min(x[0], x[1], x[2], x[3]))))
	y0 := int(math.Floor(float64(min(y[0], y[1], y[2], y[3]))))
	x1 := int(math.Ceil(float64(max(x[0], x[1], x[2], x[3]))))
	y1 := int(math.Ceil(float64(max(y[0], y[1], y[2], y[3]))))
	// OpenCV's box holds both the floor and the ceiling: one wider.
	rr.BoundingRect = image.Rect(x0, y0, x1+1, y1+1)
	return rr
}

// calipers turns two pairs of parallel lines round a convex polygon
// (OpenCV's rotating calipers) and returns the least box's corner and its
// two sides as vectors. Every step is rounded to single precision where
// OpenCV's is: the ties between equal boxes fall as they fall there.
func calipers(pts []image.Point, sc *rectScratch) (corner, side1, side2 [2]float32) {
	n := len(pts)
	sc.f = slices.Grow(sc.f[:0], 5*n)[:5*n]
	px := sc.f
	py, vx, vy, inv := px[n:2*n], px[2*n:3*n], px[3*n:4*n], px[4*n:]
	px = px[:n]
	for i, p := range pts {
		px[i], py[i] = float32(p.X), float32(p.Y)
	}
	// The extreme points (the first of equals) and the edges.
	left, bottom, right, top := 0, 0, 0, 0
	for i := range n {
		if px[i] < px[left] {
			left = i
		}
		if px[i] > px[right] {
			right = i
		}
		if py[i] > py[top] {
			top = i
		}
		if py[i] < py[bottom] {
			bottom = i
		}
		j := (i + 1) % n
		vx[i], vy[i] = px[j]-px[i], py[j]-py[i]
		dx, dy := float64(vx[i]), float64(vy[i])
		inv[i] = float32(1 / math.Sqrt(float64(dx*dx)+float64(dy*dy)))
	}
	// The hull's turning sense: the first corner that turns.
	var orientation float32
	ax, ay := float64(vx[n-1]), float64(vy[n-1])
	for i := range n {
		bx, by := float64(vx[i]), float64(vy[i])
		if c := ax*by - ay*bx; c != 0 {
			orientation = 1
			if c < 0 {
				orientation = -1
			}
			break
		}
		ax, ay = bx, by
	}
	baseA, baseB := orientation, float32(0)
	seq := [4]int{bottom, right, top, left}
	minArea := float32(math.MaxFloat32)
	var bestLeft, bestBottom int
	var bestA, bestB, bestW, bestH float32
	for range n {
		// The calipers turn by the least angle to an edge: the edge
		// (turned as its caliper is) that no other lies to the right of.
		rot := [4][2]float32{
			{vx[seq[0]], vy[seq[0]]},
			{vy[seq[1]], -vx[seq[1]]},
			{-vx[seq[2]], -vy[seq[2]]},
			{-vy[seq[3]], vx[seq[3]]},
		}
		main := 0
		for k := 1; k < 4; k++ {
			if float32(rot[k][1]*rot[main][0])+float32(-rot[k][0]*rot[main][1]) < 0 {
				main = k
			}
		}
		p := seq[main]
		lx, ly := vx[p]*inv[p], vy[p]*inv[p]
		switch main {
		case 0:
			baseA, baseB = lx, ly
		case 1:
			baseA, baseB = ly, -lx
		case 2:
			baseA, baseB = -lx, -ly
		case 3:
			baseA, baseB = -ly, lx
		}
		seq[main] = (seq[main] + 1) % n
		dx, dy := px[seq[1]]-px[seq[3]], py[seq[1]]-py[seq[3]]
		width := float32(dx*baseA) + float32(dy*baseB)
		dx, dy = px[seq[2]]-px[seq[0]], py[seq[2]]-py[seq[0]]
		height := float32(-dx*baseB) + float32(dy*baseA)
		if area := width * height; area <= minArea {
			minArea = area
			bestLeft, bestBottom = seq[3], seq[0]
			bestA, bestB, bestW, bestH = baseA, baseB, width, height
		}
	}
	// The corner where the box's sides through the leftmost and the
	// bottom point meet.
	a1, b1, a2, b2 := bestA, bestB, -bestB, bestA
	c1 := float32(a1*px[bestLeft]) + float32(py[bestLeft]*b1)
	c2 := float32(a2*px[bestBottom]) + float32(py[bestBottom]*b2)
	idet := 1 / (float32(a1*b2) - float32(a2*b1))
	corner[0] = (float32(c1*b2) - float32(c2*b1)) * idet
	corner[1] = (float32(a1*c2) - float32(a2*c1)) * idet
	side1 = [2]float32{a1 * bestW, b1 * bestW}
	side2 = [2]float32{a2 * bestH, b2 * bestH}
	return corner, side1, side2
}

// rectScratch holds a box's workings, kept for the next.
type rectScratch struct {
	keys          []uint64
	order, idx    []int32
	sorted, hullP []image.Point
	stack, upper  []int
	f             []float32
}

var rectScratches = sync.Pool{New: func() any { return new(rectScratch) }}

// hull is the convex hull of pts as OpenCV 4.6's convexHull gives it for
// minAreaRect (not clockwise): the same corners from the same first one.
// (convexHull, in face.go, is a hull whose order does not matter.) It
// holds until the scratch's next use.
func (sc *rectScratch) hull(pts []image.Point) []image.Point {
	n := len(pts)
	if n == 0 {
		return nil
	}
	// The points by x, then y, then where they stand in pts: as whole
	// numbers, where they fit in one.
	sc.order = slices.Grow(sc.order[:0], n)[:n]
	order := sc.order
	if r := pointsBox(pts); n < 1<<20 && r.Min.X > -1<<21 && r.Min.Y > -1<<21 && r.Max.X < 1<<21 && r.Max.Y < 1<<21 {
		sc.keys = slices.Grow(sc.keys[:0], n)[:n]
		for i, p := range pts {
			sc.keys[i] = uint64(p.X+1<<21)<<42 | uint64(p.Y+1<<21)<<20 | uint64(i)
		}
		slices.Sort(sc.keys)
		for i, k := range sc.keys {
			order[i] = int32(k & (1<<20 - 1))
		}
	} else {
		for i := range order {
			order[i] = int32(i)
		}
		slices.SortFunc(order, func(i, j int32) int {
			p, q := pts[i], pts[j]
			switch {
			case p.X != q.X:
				return p.X - q.X
			case p.Y != q.Y:
				return p.Y - q.Y
			}
			return int(i - j)
		})
	}
	sc.sorted = slices.Grow(sc.sorted[:0], n)[:n]
	sorted := sc.sorted
	for i, k := range order {
		sorted[i] = pts[k]
	}
	sc.hullP = sc.hullP[:0]
	if sorted[0] == sorted[n-1] {
		return append(sc.hullP, sorted[0])
	}
	lowest, highest := 0, 0 // the first of the least and greatest y
	for k := 1; k < n; k++ {
		if sorted[k].Y < sorted[lowest].Y {
			lowest = k
		}
		if sorted[k].Y > sorted[highest].Y {
			highest = k
		}
	}
	sc.stack = slices.Grow(sc.stack[:0], n+2)[:n+2]
	chain := func(start, end, nsign, sign2 int) []int {
		return sklanskyChain(sorted, start, end, nsign, sign2, sc.stack)
	}
	idx := sc.idx[:0]
	// The half of greater y, from the first point round to the last,
	// then the other half back.
	// (OpenCV's "counter-clockwise": its two halves' chains swapped.)
	tl := append(sc.upper[:0], chain(n-1, highest, -1, -1)...)
	sc.upper = tl
	tr := chain(0, highest, -1, 1)
	for _, k := range tl[:len(tl)-1] {
		idx = append(idx, order[k])
	}
	for i := len(tr) - 1; i > 0; i-- {
		idx = append(idx, order[tr[i]])
	}
	stop := -1
	switch {
	case len(tr) > 2:
		stop = tr[1]
	case len(tl) > 2:
		stop = tl[len(tl)-2]
	}
	bl := append(sc.upper[:0], chain(0, lowest, 1, -1)...)
	sc.upper = bl
	br := chain(n-1, lowest, 1, 1)
	if stop >= 0 {
		check := -1
		switch {
		case len(bl) > 2:
			check = bl[1]
		case len(bl)+len(br) > 2:
			check = br[2-len(bl)]
		}
		if check == stop || check >= 0 && sorted[check] == sorted[stop] {
			// All the points on one line: the lower half is the upper
			// one's mirror, but for the ends.
			bl, br = bl[:min(len(bl), 2)], br[:min(len(br), 2)]
		}
	}
	for _, k := range bl[:len(bl)-1] {
		idx = append(idx, order[k])
	}
	for i := len(br) - 1; i > 0; i-- {
		idx = append(idx, order[br[i]])
	}
	sc.idx = idx
	first := startAt(idx)
	for i := range idx {
		sc.hullP = append(sc.hullP, pts[idx[(first+i)%len(idx)]])
	}
	return sc.hullP
}

// sklanskyChain walks the sorted points from start to end (either way),
// keeping those that turn by sign2 and passing over those whose y goes
// the nsign way, into stack; it returns the chain's positions.
func sklanskyChain(sorted []image.Point, start, end, nsign, sign2 int, stack []int) []int {
	incr := 1
	if end < start {
		incr = -1
	}
	if start == end || sorted[start] == sorted[end] {
		stack[0] = start
		return stack[:1]
	}
	prev, cur, next := start, start+incr, start+2*incr
	stack[0], stack[1], stack[2] = prev, cur, next
	size := 3
	end += incr
	sign := func(v int64) int {
		switch {
		case v > 0:
			return 1
		case v < 0:
			return -1
		}
		return 0
	}
	for next != end {
		c, n := sorted[cur], sorted[next]
		by := n.Y - c.Y
		if sign(int64(by)) == nsign {
			next += incr
			stack[size-1] = next
			continue
		}
		p := sorted[prev]
		ax, ay := c.X-p.X, c.Y-p.Y
		bx := n.X - c.X
		convexity := int64(ay)*int64(bx) - int64(ax)*int64(by)
		switch {
		case sign(convexity) == sign2 && (ax != 0 || ay != 0):
			prev, cur = cur, next
			next += incr
			stack[size] = next
			size++
		case prev == start:
			cur = next
			stack[1] = cur
			next += incr
			stack[2] = next
		default:
			stack[size-2] = next
			cur = prev
			prev = stack[size-4]
			size--
		}
	}
	return stack[:size-1]
}

// startAt is where OpenCV begins the hull, given as indices into the
// points: at its least index where the indices ascend round it, at its
// greatest where they descend (a contour's hull follows the contour).
// Where they do neither it begins where it is.
func startAt(idx []int32) int {
	n := len(idx)
	if n < 3 {
		return 0
	}
	lo, hi, rises := 0, 0, 0
	for i := 1; i < n; i++ {
		if idx[i-1] < idx[i] {
			rises++
		}
		if rises > 1 && rises <= i-2 {
			break
		}
		if idx[i] < idx[lo] {
			lo = i
		}
		if idx[i] > idx[hi] {
			hi = i
		}
	}
	d := hi - lo
	if d < 0 {
		d = -d
	}
	if d != 1 && d != n-1 || rises > 1 && rises < n-2 {
		return 0
	}
	ascending := (hi+1)%n == lo
	i0 := hi
	if ascending {
		i0 = lo
	}
	// Only if the whole way round from there keeps to that sense.
	for i, j := 0, i0; i < n-1; i++ {
		next := (j + 1) % n
		if ascending != (idx[j] < idx[next]) {
			return 0
		}
		j = next
	}
	return i0
}
