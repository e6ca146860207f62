package vision

// #include "kernels.h"
import "C"

import (
	"fmt"
	"math"
	"os"
	"sync"

	"gocv.io/x/gocv"
)

// tableDistance returns, in s's memory, how far each Lab pixel of lab
// lies from the table's colour under it (table, the same size), chroma
// counting double: a white face differs from a pale table, and a black
// one from a dark table, more in colour than in light. It is averaged
// over 3×3 pixels, so that the camera's noise shrinks while a face's edge
// moves by less than a pixel.
func tableDistance(lab, table []uint8, w, h int, s *dropScratch) []float32 {
	s.raw = sized(s.raw, w*h)
	if len(s.raw) == 0 || len(lab) < 3*len(s.raw) || len(table) < 3*len(s.raw) {
		clear(s.raw)
		return s.raw
	}
	C.table_distance(cBytes(lab), cBytes(table), C.int(len(s.raw)), (*C.float)(&s.raw[0]))
	s.dist, s.row = sized(s.dist, w*h), sized(s.row, w)
	return boxBlur3(s.raw, w, h, s.row, s.dist)
}

// boxBlur3 sets out to the mean of each value's 3×3 neighbourhood, the
// edges mirrored without repeating the edge itself (OpenCV's default
// border), and returns it: the same as gocv.Blur, without a float
// picture's round trips through C for each stack. It overwrites v with
// the rows' sums; row is scratch of w values.
func boxBlur3(v []float32, w, h int, row, out []float32) []float32 {
	if w*h == 0 || len(v) < w*h || len(out) < w*h || len(row) < w {
		return out
	}
	C.box_blur3((*C.float)(&v[0]), C.int(w), C.int(h), (*C.float)(&row[0]), (*C.float)(&out[0]))
	return out[:w*h]
}

// dropScratch is dropTable's working memory, kept between calls: it runs
// for every stack, and its pictures made afresh each time cost more to
// allocate and clear than the work done on them.
type dropScratch struct {
	raw, dist, row []float32
	ring           []float64
	in             []uint8
	reach          []int16
}

var dropScratches = sync.Pool{New: func() any { return new(dropScratch) }}

// sized is s with length n, its old values left in place, reallocated
// only when too small.
func sized[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// aboveTable is the distance from the table that nearly none of the
// table's own pixels reach: their median plus three robust sigmas (from
// the median absolute deviation), and at least 3 above the median. vals is
// reordered.
func aboveTable(vals []float64) float64 {
	if n := len(vals); n > 600 { // a sample of some hundreds is as good
		step := n / 400
		for i := 0; i*step < n; i++ {
			vals[i] = vals[i*step]
		}
		vals = vals[:(n+step-1)/step]
	}
	med := kth(vals, len(vals)/2)
	for i, v := range vals {
		vals[i] = math.Abs(v - med)
	}
	return med + math.Max(3, 3*1.4826*kth(vals, len(vals)/2))
}

// dropTable takes out of a stack's region (mask mk over a window of Lab
// pixels lab) the pixels that are the table's colour (tbl, the table
// under each pixel): the rim of table the region takes in round its
// faces. On a mid-tone table that rim falls between the faces' dark and
// light parts and does no harm, but a dark table's rim joins a black face
// and a pale table's a white one, and a mark near the face's edge then
// opens onto it and is lost. The window's pixels outside the region are
// table and set the threshold, as for a faint face.
//
// It reports whether it took any out. It leaves mk alone when nothing need be taken out (a mid-tone table, whose
// brightness lies between the parts'), or when the table could pass for
// part of a face:
//   - a colour between the region's dark and light parts, as a grey table
//     is: the blurred edge between a mark and its face is that colour, and
//     taking it out would open marks onto the face's edge;
//   - or a colour near one of them (a white face on cream cloth): pixel by
//     pixel, the noise would eat holes in the face that read as marks. The
//     region's inside, a quarter of a scale in from its edge, is faces and
//     marks; where more than a tenth of it passes for table, the table is
//     too near.
func dropTable(lab, table gocv.Mat, mk []uint8, radius float64) bool {
	w, h := lab.Cols(), lab.Rows()
	px, _ := lab.DataPtrUint8()
	tbl, _ := table.DataPtrUint8()
	// Sums in whole numbers, exact as the float64 ones they replace, and
	// each pixel's bytes read unchecked (px3): these loops run over every
	// stack's pixels.
	var hist [256]int
	var sum [3]int
	nRing := 0
	px, tbl = px[:3*len(mk)], tbl[:3*len(mk)]
	for i, m := range mk {
		if m == 0 {
			nRing++
			t := px3(tbl, 3*i)
			sum[0], sum[1], sum[2] = sum[0]+int(t[0]), sum[1]+int(t[1]), sum[2]+int(t[2])
		} else {
			hist[px3(px, 3*i)[0]]++
		}
	}
	if nRing < 30 {
		return false
	}
	var ref [3]float64 // the table's mean colour round the region
	for k := range ref {
		ref[k] = float64(sum[k]) / float64(nRing)
	}
	// The region's two parts, split by brightness as readFaces splits them.
	split, _, _ := otsu(hist[:])
	var sums [2][3]int
	var counts [2]int
	for i, m := range mk {
		if m == 0 {
			continue
		}
		p := px3(px, 3*i)
		side := 0
		if int(p[0]) > split {
			side = 1
		}
		counts[side]++
		s := &sums[side]
		s[0], s[1], s[2] = s[0]+int(p[0]), s[1]+int(p[1]), s[2]+int(p[2])
	}
	if counts[0] == 0 || counts[1] == 0 {
		return false
	}
	var parts [2][3]float64
	for s := range parts {
		for k := range parts[s] {
			parts[s][k] = float64(sums[s][k]) / float64(counts[s])
		}
	}
	// Only a table whose brightness is a part's, nearer it than the split
	// between them, joins that part.
	if L := ref[0]; L > (parts[0][0]+float64(split))/2 && L < (parts[1][0]+float64(split))/2 {
		return false
	}
	sc := dropScratches.Get().(*dropScratch)
	defer dropScratches.Put(sc)
	dist := tableDistance(px, tbl, w, h, sc)
	ring := sc.ring[:0]
	for i, m := range mk {
		if m == 0 {
			ring = append(ring, float64(dist[i]))
		}
	}
	sc.ring = ring
	t := aboveTable(ring)
	if segmentDist(ref, parts[0], parts[1]) < 1.5*t {
		return false
	}

	sc.in, sc.reach = sized(sc.in, w*h), sized(sc.reach, w*h)
	in := sc.in
	erodeEllipse(mk, w, h, int(math.Max(3, 0.5*radius))|1, in, sc.reach)

	var n, nIn, likeIn int
	for i, v := range mk {
		if v == 0 {
			continue
		}
		like := float64(dist[i]) <= t
		if like {
			n++
		}
		if in[i] != 0 {
			nIn++
			if like {
				likeIn++
			}
		}
	}
	if debugFaces {
		fmt.Fprintf(os.Stderr, "dropTable: %d of the region's pixels pass for table (within %.1f), %d of %d inside\n", n, t, likeIn, nIn)
	}
	if n == 0 || nIn == 0 || 10*likeIn > nIn {
		return false
	}
	for i, v := range mk {
		if v != 0 && float64(dist[i]) <= t {
			mk[i] = 0
		}
	}
	return true
}

// segmentDist is the distance of tableDistance from Lab colour p to the nearest colour on the
// way from a to b: the blends of a and b that blur makes.
func segmentDist(p, a, b [3]float64) float64 {
	w := [3]float64{1, 2, 2} // chroma counting double
	var ab, ap [3]float64
	var dot, len2 float64
	for k := 0; k < 3; k++ {
		ab[k], ap[k] = w[k]*(b[k]-a[k]), w[k]*(p[k]-a[k])
		dot += ab[k] * ap[k]
		len2 += ab[k] * ab[k]
	}
	f := 0.0
	if len2 > 0 {
		f = math.Max(0, math.Min(1, dot/len2))
	}
	var d2 float64
	for k := 0; k < 3; k++ {
		e := ap[k] - f*ab[k]
		d2 += e * e
	}
	return math.Sqrt(d2)
}

// tableInOtherLight reports whether a mean Lab colour is that of the table
// under it, lit more or less: a fold's flank, a pool of light's rim, a
// plank too small to be a surface of its own. Light multiplies a pixel's
// RGB, which scales L+16 and the chroma alike (as foreground takes it), so
// once the shade is taken out the two are the same colour. Only on a
// coloured table (chroma 8 or more): on a grey one a white face or a
// black one is the table in other light too. And only within reach in L
// (faceReach for a face: an ivory face on a cream cloth has nearly the
// cloth's tint, far brighter).
func tableInOtherLight(mean, under [3]float64, reach float64) bool {
	if math.Hypot(under[1]-128, under[2]-128) < 8 || math.Abs(mean[0]-under[0]) > reach {
		return false
	}
	_, off := offShade(mean, under)
	return off <= 3
}

// offShade is how much the light scales the table's L+16 to make mean's
// (s), and how far mean's chroma lies from the table's so scaled (off).
func offShade(mean, under [3]float64) (s, off float64) {
	s = (mean[0] + 41) / (under[0] + 41)
	return s, math.Hypot(mean[1]-128-s*(under[1]-128), mean[2]-128-s*(under[2]-128))
}

// tablesOwn reports whether a region's mean colour is the table's very
// colour in its own light (under, the table beneath it): within 4% of its
// lightness and 2 of its colour so scaled (offShade). Wood's grain grown
// into a faint face in a gap of the snake is that (fresh POV-Ray scenes,
// seeds 15597 and 16030: 1.03 and 1.01 of the wood's lightness, 1.0 and
// 0.6 off its colour); a white face on cream cloth is lighter, and the
// neutral on a cloth of its hue 9 darker (seed 6127) is 0.96 of it.
func tablesOwn(mean, under [3]float64) bool {
	sh, off := offShade(mean, under)
	return math.Abs(sh-1) < 0.04 && off < 2
}

// keepsTableChroma reports whether a region's mean colour keeps the
// chroma of a richly coloured table (under, richTable or more) in its
// light as offShade scales it, to keptChroma of it, and is no richer
// (richerThanTable): the table lit otherwise. No white face is as
// coloured as such a table (a fresh POV-Ray scene, seed 16565: a pool of
// light on pale orange wood, chroma 37.6 to the wood's 38.1, in a gap of
// the snake, said a stack unread where none is).
func keepsTableChroma(mean, under [3]float64) bool {
	uc := math.Hypot(under[1]-128, under[2]-128)
	if uc < richTable || richerThanTable(mean, under) {
		return false
	}
	s, _ := offShade(mean, under)
	return math.Hypot(mean[1]-128, mean[2]-128) >= keptChroma*s*uc
}

// richTable and keptChroma bound keepsTableChroma.
const richTable, keptChroma = 20.0, 0.8

// richerThanTable reports whether mean's chroma is more than 3 (the
// margin tableInOtherLight allows) past the table's (under) scaled to
// mean's light as offShade scales it: a lamp or a shade scales a cloth's
// colour, and does not deepen it.
func richerThanTable(mean, under [3]float64) bool {
	s, _ := offShade(mean, under)
	return math.Hypot(mean[1]-128, mean[2]-128) > s*math.Hypot(under[1]-128, under[2]-128)+3
}

// faceReach is how far in L the light moves a patch of the table that
// could be taken for a face.
const faceReach = 20

// whiteTint is the most chroma a white face takes from the light and the
// cloth under it: 5 to 20 for ivory faces on cream cloths (238 such faces
// over the tables, the faint white, the sweep and the perturbed scenes).
const whiteTint = 20

// tableTinted reports whether a mean Lab colour is the table under it
// in other light, beyond a face's reach: a coloured cloth lit more or
// less keeps its hue and scales its chroma with the light, and where
// that chroma is more than any white face's (or black face's, greyer
// still), no face with marks is that colour, however bright. A fold's
// lit flank on a deep cloth is lit 21 more over a scale's area (pale
// folds, 200 frames, frame 108: a stack said unread where none is).
// Twice a face's reach at most: a flank lies within it. The neutral may
// be so tinted, on a cloth of its hue: that asks more (tableBlank).
func tableTinted(mean, under [3]float64) bool {
	s := (mean[0] + 41) / (under[0] + 41)
	return s*math.Hypot(under[1]-128, under[2]-128)-3 > whiteTint && tableInOtherLight(mean, under, 2*faceReach)
}

// tableInShade reports whether a Lab colour is the table's under it in
// shade: darker, and its colour scaled by that shade however far (a
// stack's shadow).
func tableInShade(mean, under [3]float64) bool {
	return mean[0] < under[0] && tableInOtherLight(mean, under, math.Inf(1))
}

// tableShadeTinted reports whether a mean Lab colour is the table's under
// it in shade, on a cloth so coloured that no face is that colour in
// any shade: darker, and its colour the table's scaled by that shade
// within shadeHue of it, where that chroma is more than a white face's
// (whiteTint) by as much again. A stack's shadow is lit by the room
// round the lamp, of another tint, and strays from the table's colour
// more than the 3 units tableInShade allows: a tall B1's shadow on
// green felt, 0.8 of the felt's light and 3.3 off its colour so
// scaled, was a face with no marks, a stack said unread where none is
// (a POV-Ray scene, fresh seed 3628). Not on a yellow cloth, whose hue
// the neutral may share (as tableBlank).
func tableShadeTinted(mean, under [3]float64) bool {
	ua, ub := under[1]-128, under[2]-128
	return (ub < goldMargin || greenNotGold(ua, ub)) && clothInShade(mean, under)
}

// shadowCooled reports whether a mean Lab colour is the table's under it
// in a stack's shadow as a warm lamp and a cooler room light it: darker
// (from 0.45 of its light, as offShade scales it, to any shade at all: a
// B1's soft shadow on pink-grey felt under a 3300 K lamp, 0.95 of its
// light and 4.3 off its colour so scaled, was a stack with no marks where
// none is, a fresh POV-Ray scene, seed 9542), of the table's hue
// within shadowHue, and of its chroma so scaled or less, down to half of
// it: the room's light, lit less warm, takes chroma off, never adds it.
// Only on a table coloured enough for its hue to tell (8 or more).
func shadowCooled(mean, under [3]float64) bool {
	s, c, full, ok := shadeOfTableHue(mean, under)
	return ok && s >= 0.45 && c >= 0.5*full
}

// shadeOfTableHue reports whether a mean Lab colour is darker than the
// table under it, of its hue within shadowHue and no richer than its
// chroma scaled to mean's light (full, at offShade's scale s), where the
// table is coloured enough for its hue to tell (8 or more); c is mean's
// own chroma. A shade never adds chroma to what it darkens.
func shadeOfTableHue(mean, under [3]float64) (s, c, full float64, ok bool) {
	ua, ub := under[1]-128, under[2]-128
	tc := math.Hypot(ua, ub)
	if tc < 8 || mean[0] >= under[0] {
		return 0, 0, 0, false
	}
	s, _ = offShade(mean, under)
	ma, mb := mean[1]-128, mean[2]-128
	c, full = math.Hypot(ma, mb), s*tc
	return s, c, full, c <= 1.05*full && hueApart(ma, mb, ua, ub) <= shadowHue
}

// shadowHue is how far in hue, in degrees, a stack's shadow strays from
// the table's (shadowCooled).
const shadowHue = 20

// clothInShade reports whether a mean Lab colour is the table's under it
// in shade by tableShadeTinted's measure, on a cloth of any hue. On a
// yellow one the neutral might be that colour in some shade, but it is
// far more likely a stack's shadow (a POV-Ray scene, fresh seed 4740: a
// B3's soft shadow on yellow laminate, 0.92 of its light and 4.0 off
// its colour so scaled, named the neutral), and no face that colour is
// named (decideNeutral).
func clothInShade(mean, under [3]float64) bool {
	ua, ub := under[1]-128, under[2]-128
	if mean[0] >= under[0] {
		return false
	}
	s, off := offShade(mean, under)
	chroma := s * math.Hypot(ua, ub)
	tol := max(3, shadeHue*chroma)
	return chroma-tol > whiteTint && off <= tol
}

// shadeHue is how far, as a share of the table's chroma at its
// lightness, the colour of a stack's shadow strays from the table's
// (tableShadeTinted).
const shadeHue = 0.12

// tableBlank reports whether a place with no marks seen, of mean Lab
// colour mean over the table's under, is the table: its colour in other
// light, as tableTinted has it (a deep cloth's patch a region took in
// beside a white face, or a fold's flank). Not on a yellow cloth, whose
// hue the neutral may share (an olive one): there only the neutral's
// edge tells it from the table (tableAfterAll). A green cloth, greener
// than yellow by greenShare as decideNeutral has it, is no gold's hue
// however yellow (green felt: a -41, b +38).
func tableBlank(mean, under [3]float64) bool {
	return (under[2]-128 < goldMargin || greenNotGold(under[1]-128, under[2]-128)) && tableTinted(mean, under)
}

// foldShade reports whether a surface reaching in from the frame's side
// is the table on a fold's flank rather than the floor beyond its edge:
// the table's colour in other light, L+16 scaled by no more than a fold
// does (a fifth less light or more in the picture's values; 0.87 for a
// fold's shaded side on a pale cloth in the tables check). A floor of
// the table's hue lies darker still (0.70: a dark floor by a dark green
// table in the same check).
func foldShade(mean, under [3]float64) bool {
	s := (mean[0] + 41) / (under[0] + 41)
	return s >= 0.8 && s <= 1.25 && tableInOtherLight(mean, under, math.Inf(1))
}
