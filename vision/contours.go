package vision

import (
	"encoding/binary"
	"image"
	"math/bits"
	"slices"
	"sync"

	"gocv.io/x/gocv"
)

// Reading a face traces contours twice, some 80 times a 720p detection,
// on small pictures. OpenCV's findContours copies each picture with a
// border, takes a block of memory for its sequences and turns them into
// vectors that gocv copies again. This is the same border following
// (Suzuki and Abe's, as OpenCV 4.6 does it on an 8-bit picture with
// CHAIN_APPROX_SIMPLE) in Go: the same contours, from the same first
// point, in the same order, with the same parents, so that every area,
// box and hull measured from them is what OpenCV's gave.
// TestTraceContours holds it to the installed OpenCV on random ragged
// masks.

// Border pixels are marked as OpenCV marks them: traced, or traced where
// the pixel to its right is background (a right edge). The scan starts a
// new outer border only at an unmarked pixel after background, and a
// hole only after a pixel that is not a right edge.
const (
	unvisited = 1
	traced    = 2
	rightEdge = 0x82
)

// codeSteps are the eight directions of a chain code, counter-clockwise
// on the screen from the right.
var codeSteps = [8]image.Point{{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// tracer holds a tracing's pictures, kept for the next: a detection
// traces some 80 small masks.
type tracer struct {
	img   []uint8 // the mask with a border of background, then its marks
	owner []int32 // which contour last marked each pixel
	steps [16]int // codeSteps as offsets in img, twice over
	found []traceFound
	pts   []image.Point // every contour's points, one after another
}

type traceFound struct {
	lo, hi int // its points in pts
	hole   bool
	parent int32 // index in found, -1 for none
	first  int32 // the first child in found's order, -1 for none
	next   int32 // the next sibling (found earlier), -1 for none
}

var tracers = sync.Pool{New: func() any { return new(tracer) }}

// traceContours returns the borders of the set pixels of a w×h mask, as
// gocv.FindContoursWithParams with ChainApproxSimple would: with holes,
// RetrievalCComp (outer borders and, after each, its holes), without,
// RetrievalExternal (the outer borders of what no hole holds). parent is
// each contour's parent's index, -1 for an outer border.
func traceContours(mask []uint8, w, h int, holes bool) (contours [][]image.Point, parent []int32) {
	if w <= 0 || h <= 0 || len(mask) < w*h {
		return nil, nil
	}
	t := tracers.Get().(*tracer)
	defer tracers.Put(t)
	W := w + 2
	n := W * (h + 2)
	if cap(t.img) < n {
		t.img, t.owner = make([]uint8, n), make([]int32, n)
	}
	img, owner := t.img[:n], t.owner[:n]
	clear(img[:W])
	for y := range h {
		binarize(img[(y+1)*W+1:(y+1)*W+1+w], mask[y*w:y*w+w])
		img[(y+1)*W], img[(y+1)*W+w+1] = 0, 0
	}
	clear(img[(h+1)*W:])
	t.steps = [16]int{1, 1 - W, -W, -1 - W, -1, W - 1, W, W + 1}
	copy(t.steps[8:], t.steps[:8])
	t.found, t.pts = t.found[:0], t.pts[:0]
	var roots []int32 // the contours without a parent, in the order found

	for y := 1; y <= h; y++ {
		row := y * W
		lnbd := row // the last marked pixel met on this row (x = 0: none)
		prev := uint8(0)
		line := img[row : row+w+1]
		for x := 1; ; x++ {
			// Most of a row is runs of background or of inside.
			if x = nextChange(line, x, prev); x > w {
				break
			}
			p := img[row+x]
			start, hole := -1, false
			switch {
			case prev == 0 && p == unvisited:
				start = row + x
			case p == 0 && (prev == unvisited || prev == traced):
				if prev != unvisited {
					lnbd = row + x - 1
				}
				start, hole = row+x-1, true
			}
			if start >= 0 && (holes || !hole && img[lnbd] != unvisited && img[lnbd] != traced) {
				par := int32(-1)
				if hole && lnbd%W > 0 {
					// The border through the last marked pixel is of the
					// same piece: its outer border, or a hole of it.
					par = owner[lnbd]
					if t.found[par].hole {
						par = t.found[par].parent
					}
				}
				id := int32(len(t.found))
				lo := len(t.pts)
				t.follow(start, image.Pt(start%W-1, y-1), hole, id)
				t.found = append(t.found, traceFound{lo: lo, hi: len(t.pts), hole: hole, parent: par, first: -1, next: -1})
				if par < 0 {
					roots = append(roots, id)
				} else {
					t.found[id].next = t.found[par].first
					t.found[par].first = id
				}
				lnbd = start
				prev = img[row+x]
				continue
			}
			prev = p
			if p != 0 && p != unvisited {
				lnbd = row + x
			}
		}
	}
	// OpenCV puts each contour first among its siblings and lists the
	// tree depth first: the last found first, each followed by its
	// children.
	contours = make([][]image.Point, 0, len(t.found))
	parent = make([]int32, 0, len(t.found))
	all := slices.Clone(t.pts)
	var walk func(id, up int32)
	walk = func(id, up int32) {
		at := int32(len(contours))
		f := &t.found[id]
		contours = append(contours, all[f.lo:f.hi:f.hi])
		parent = append(parent, up)
		for c := t.found[id].first; c >= 0; c = t.found[c].next {
			walk(c, at)
		}
	}
	for i := len(roots) - 1; i >= 0; i-- {
		walk(roots[i], -1)
	}
	return contours, parent
}

// follow traces the border through img[i0] (at pt in the mask), an outer
// border's or a hole's, marking its pixels, and appends its corners (the
// pixels where the chain turns) to t.pts.
func (t *tracer) follow(i0 int, pt image.Point, hole bool, id int32) {
	img, steps := t.img, &t.steps
	// The neighbour the border comes back from, looking clockwise from
	// the background beside the start (left of an outer border, right of
	// a hole).
	s := 4
	if hole {
		s = 0
	}
	end := s
	i1 := i0
	for {
		s = (s - 1) & 7
		i1 = i0 + steps[s]
		if img[i1] != 0 || s == end {
			break
		}
	}
	if s == end {
		img[i0] = rightEdge // a lone pixel
		t.owner[i0] = id
		t.pts = append(t.pts, pt)
		return
	}
	i3, prevS := i0, s^4
	for {
		end = s
		i4 := i3
		for s < 15 {
			s++
			i4 = i3 + steps[s]
			if img[i4] != 0 {
				break
			}
		}
		s &= 7
		// Past the right-hand neighbour, which was background.
		if uint(s-1) < uint(end) {
			img[i3] = rightEdge
		} else if img[i3] == unvisited {
			img[i3] = traced
		}
		t.owner[i3] = id
		if s != prevS {
			t.pts = append(t.pts, pt)
			prevS = s
		}
		pt = pt.Add(codeSteps[s])
		if i4 == i0 && i3 == i1 {
			return
		}
		i3 = i4
		s = (s + 4) & 7
	}
}

// binarize sets dst[i] to 1 where src[i] is not 0, and to 0 where it is,
// eight at a time; a row's last eight overlap the eight before them.
func binarize(dst, src []uint8) {
	n := min(len(src), len(dst))
	if n < 8 {
		for i, v := range src[:n] {
			dst[i] = 0
			if v != 0 {
				dst[i] = 1
			}
		}
		return
	}
	for i := 0; ; i += 8 {
		i = min(i, n-8)
		v := binary.LittleEndian.Uint64(word(src, i)[:])
		binary.LittleEndian.PutUint64(word(dst, i)[:], nonZeroBytes(v))
		if i == n-8 {
			return
		}
	}
}

// nextChange returns the first index from i on where b's byte is not v,
// or len(b) if there is none, reading eight at a time.
func nextChange(b []uint8, i int, v uint8) int {
	run := uint64(v) * 0x0101010101010101
	for last := len(b) - 8; i <= last; i += 8 {
		if d := binary.LittleEndian.Uint64(word(b, i)[:]) ^ run; d != 0 {
			return i + bits.TrailingZeros64(d)/8
		}
	}
	for ; i < len(b) && b[i] == v; i++ {
	}
	return i
}

// insidePolygon reports whether p lies strictly inside the polygon, as
// OpenCV's pointPolygonTest does (not on its edge).
func insidePolygon(poly []image.Point, p image.Point) bool {
	pv := gocv.NewPointVectorFromPoints(poly)
	defer pv.Close()
	return gocv.PointPolygonTest(pv, p, false) > 0
}
