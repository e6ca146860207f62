package vision

import (
	"image"
	"image/color"
	"math"
	"slices"
	"sync"

	"gocv.io/x/gocv"
)

// Reading a face fills some 50 polygons a 720p detection (a face's
// outline, its hull, a hole), each in a few thousand pixels. Through gocv
// each cost 8 µs or more, most of it the calls and copies round a fill
// that is a few rows of spans. fillPolygon is OpenCV 4.6's fillPoly (8-
// connected edges, no sub-pixel shift) in Go, pixel for pixel, for a
// polygon inside the picture; TestFillPolygon holds it to OpenCV's.

// polyFixed is OpenCV's fixed point for a fill's edges (XY_SHIFT).
const polyFixed = 16

const polyOne = 1 << polyFixed

// polyEdge is one edge of a polygon, not horizontal: from row y0 down to
// y1 (excluded), at x (fixed point) on row y0, moving dx a row.
type polyEdge struct {
	y0, y1 int
	x, dx  int64
	next   int32 // the next edge starting on row y0, -1 for none
}

// polyScratch holds a fill's lists, kept for the next.
type polyScratch struct {
	edges  []polyEdge
	first  []int32 // per row, the last edge listed as starting there, -1 for none
	active []int32
	xs     []int64
}

var polyScratches = sync.Pool{New: func() any { return new(polyScratch) }}

// filledPolygon is a mask of box's size, 255 within the polygon (places
// in the frame box lies in), holes and all; the caller closes it.
func filledPolygon(poly []image.Point, box image.Rectangle) gocv.Mat {
	m := gocv.NewMatWithSize(box.Dy(), box.Dx(), gocv.MatTypeCV8UC1)
	px, _ := m.DataPtrUint8()
	if !fillPolygon(px, box.Dx(), box.Dy(), poly, box.Min) {
		fillByOpenCV(&m, poly, box.Min)
	}
	return m
}

// fillByOpenCV fills the polygon, its places less origin, into m with
// 255 by OpenCV's fillPoly, which clips what lies outside m.
func fillByOpenCV(m *gocv.Mat, poly []image.Point, origin image.Point) {
	pts := make([]image.Point, len(poly))
	for i, p := range poly {
		pts[i] = p.Sub(origin)
	}
	pv := gocv.NewPointsVectorFromPoints([][]image.Point{pts})
	gocv.FillPoly(m, pv, color.RGBA{255, 255, 255, 255})
	pv.Close()
}

// polygonMask is filledPolygon's mask as bytes, with no Mat to close.
func polygonMask(poly []image.Point, box image.Rectangle) []uint8 {
	mask := make([]uint8, box.Dx()*box.Dy())
	if !fillPolygon(mask, box.Dx(), box.Dy(), poly, box.Min) {
		m := gocv.NewMatWithSize(box.Dy(), box.Dx(), gocv.MatTypeCV8UC1)
		fillByOpenCV(&m, poly, box.Min)
		px, _ := m.DataPtrUint8()
		copy(mask, px)
		m.Close()
	}
	return mask
}

// fillPolygon sets to 255 the pixels of the w×h mask (which starts at
// origin in the polygon's places) that OpenCV's fillPoly would: the
// polygon's edges drawn as 8-connected lines, and between them, row by
// row, the spans inside it (even-odd). It reports false, drawing nothing,
// when a point lies outside the mask, where OpenCV clips.
func fillPolygon(mask []uint8, w, h int, poly []image.Point, origin image.Point) bool {
	if len(poly) == 0 || len(mask) < w*h {
		return len(poly) == 0
	}
	for _, p := range poly {
		if q := p.Sub(origin); q.X < 0 || q.Y < 0 || q.X >= w || q.Y >= h {
			return false
		}
	}
	sc := polyScratches.Get().(*polyScratch)
	defer polyScratches.Put(sc)
	// The edges by the row they start on: a list per row, through next.
	sc.first = slices.Grow(sc.first[:0], h)[:h]
	for i := range sc.first {
		sc.first[i] = -1
	}
	edges := sc.edges[:0]
	yEnd := 0
	p0 := poly[len(poly)-1].Sub(origin)
	for _, p := range poly {
		p1 := p.Sub(origin)
		drawLine(mask, w, p0, p1)
		if p0.Y != p1.Y {
			x0, x1 := int64(p0.X)<<polyFixed, int64(p1.X)<<polyFixed
			e := polyEdge{dx: (x1 - x0) / int64(p1.Y-p0.Y)}
			if p0.Y < p1.Y {
				e.y0, e.y1, e.x = p0.Y, p1.Y, x0
			} else {
				e.y0, e.y1, e.x = p1.Y, p0.Y, x1
			}
			e.next = sc.first[e.y0]
			sc.first[e.y0] = int32(len(edges))
			edges = append(edges, e)
			yEnd = max(yEnd, e.y1)
		}
		p0 = p1
	}
	sc.edges = edges
	if len(edges) < 2 {
		return true
	}
	xs := sc.xs[:0]
	active := sc.active[:0]
	for y := range min(yEnd, h) {
		kept := active[:0]
		for _, e := range active {
			if edges[e].y1 != y {
				kept = append(kept, e)
			}
		}
		active = kept
		for e := sc.first[y]; e >= 0; e = edges[e].next {
			active = append(active, e)
		}
		if len(active) == 0 {
			continue
		}
		// A row meets a few edges: sorted by insertion.
		xs = xs[:0]
		for _, i := range active {
			e := &edges[i]
			x := e.x + int64(y-e.y0)*e.dx
			k := len(xs)
			xs = append(xs, x)
			for ; k > 0 && xs[k-1] > x; k-- {
				xs[k] = xs[k-1]
			}
			xs[k] = x
		}
		row := mask[y*w : (y+1)*w]
		for i := 0; i+1 < len(xs); i += 2 {
			// From the left edge rounded up to the right one rounded down.
			a, b := int((xs[i]+polyOne-1)>>polyFixed), int(xs[i+1]>>polyFixed)
			if a < w && b >= 0 && a <= b {
				setSpan(row[max(a, 0) : min(b, w-1)+1])
			}
		}
	}
	sc.xs, sc.active = xs, active
	return true
}

// drawLine sets to 255 the pixels of OpenCV's 8-connected line from p0 to
// p1 (both inside the w-wide mask), drawn left to right as its
// LineIterator steps.
func drawLine(mask []uint8, w int, p0, p1 image.Point) {
	if p1.X < p0.X {
		p0, p1 = p1, p0
	}
	dx, dy := p1.X-p0.X, p1.Y-p0.Y
	major, minor := 1, w // the steps along the longer side and the other
	if dy < 0 {
		dy, minor = -dy, -w
	}
	if dy > dx {
		dx, dy = dy, dx
		major, minor = minor, major
	}
	err := dx - 2*dy
	i := p0.Y*w + p0.X
	for range dx + 1 {
		mask[i] = 255
		if err < 0 {
			err += 2*dx - 2*dy
			i += major + minor
		} else {
			err -= 2 * dy
			i += major
		}
	}
}

// span255 is a run of set bytes to copy from.
var span255 = func() (b [256]uint8) {
	for i := range b {
		b[i] = 255
	}
	return b
}()

// setSpan sets every byte of s to 255.
func setSpan(s []uint8) {
	for len(s) > 0 {
		s = s[copy(s, span255[:]):]
	}
}

// selfSymmetry is how alike outline is to its mirror image through its
// centroid: within its box, the pixels both cover over those either
// covers (1 for a disc, a hexagon or a square, seen aslant too).
func selfSymmetry(outline []image.Point) float64 {
	if len(outline) < 3 {
		return 0
	}
	box := pointsBox(outline)
	mask := polygonMask(outline, box)
	var sx, sy float64
	n := 0
	for k, v := range mask {
		if v != 0 {
			sx += float64(k % box.Dx())
			sy += float64(k / box.Dx())
			n++
		}
	}
	if n == 0 {
		return 0
	}
	cx, cy := float64(box.Min.X)+sx/float64(n), float64(box.Min.Y)+sy/float64(n)
	both, either := 0, 0
	for k, v := range mask {
		x, y := box.Min.X+k%box.Dx(), box.Min.Y+k/box.Dx()
		rx, ry := int(math.Round(2*cx))-x, int(math.Round(2*cy))-y
		in := rx >= box.Min.X && ry >= box.Min.Y && rx < box.Max.X && ry < box.Max.Y && mask[(ry-box.Min.Y)*box.Dx()+rx-box.Min.X] != 0
		switch {
		case v != 0 && in:
			both++
			either++
		case v != 0 || in:
			either++
		}
	}
	return float64(both) / float64(either)
}
