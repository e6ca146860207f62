package vision

import (
	"cmp"
	"fmt"
	"image"
	"image/color"
	"iter"
	"math"
	"os"
	"slices"
	"sort"
	"sync"

	"github.com/pantarei/pantarei/calibration"
	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// faceStats is what readStack learned of a stack, kept for the neutral
// decision that compares stacks with each other.
type faceStats struct {
	meanA, meanB float64 // mean Lab a, b (offset 128) over the stack
	meanL        float64
}

func (s faceStats) lab() [3]float64 { return [3]float64{s.meanL, s.meanA, s.meanB} }

// chroma is the distance of its mean colour from grey in Lab's a and b.
func (s faceStats) chroma() float64 { return math.Hypot(s.meanA-128, s.meanB-128) }

// noMarksSeen is why a stack where no face with marks was found is not
// read: the neutral, if its colour says so (decideNeutral), or no scale.
const noMarksSeen = "no marks seen"

// readStack reads the top face of one stack at full resolution, or
// shrunk to where a scale's radius is Options.ReadRadius if larger: one
// reading, or more when the region holds faces of stacks that touch.
// radius is a scale's radius at full size.
func (d *Detector) readStack(v view, b blob, scale, radius float64) []StackReading {
	W, H := v.size.X, v.size.Y
	work := image.Rect(0, 0, d.labels.Cols(), d.labels.Rows())
	wbox := b.box.Inset(-1 - b.widen).Intersect(work)
	full := scaleRect(wbox, scale, W, H)
	r := regionReading(b, scale, W, H)
	if full.Dx() < 6 || full.Dy() < 6 {
		r.Why = "too small to read"
		return []StackReading{r}
	}
	// Marks are read as surely at a radius of ReadRadius as at any
	// larger, and the reading's cost grows with the pixels: a close
	// camera at 1080p gives a face several times the pixels it needs.
	k := 1.0
	if d.opt.ReadRadius > 0 && radius > d.opt.ReadRadius {
		k = d.opt.ReadRadius / radius
	}
	if radius > 0 && radius < d.opt.EnlargeRadius {
		k = 2
	}
	size := image.Pt(max(1, int(math.Round(float64(full.Dx())*k))), max(1, int(math.Round(float64(full.Dy())*k))))

	// The stack's mask at working size, then at the reading's.
	small := gocv.NewMatWithSize(wbox.Dy(), wbox.Dx(), gocv.MatTypeCV8UC1)
	defer small.Close()
	sm, _ := small.DataPtrUint8()
	lbl := int32View(&d.labels)
	stride := d.labels.Cols()
	for y := 0; y < wbox.Dy(); y++ {
		for x := 0; x < wbox.Dx(); x++ {
			if int(lbl[(wbox.Min.Y+y)*stride+wbox.Min.X+x]) == b.label {
				sm[y*wbox.Dx()+x] = 255
			}
		}
	}
	mask := gocv.NewMat()
	defer mask.Close()
	enclosed := gocv.NewMat()
	defer enclosed.Close()
	gocv.Resize(small, &mask, size, 0, 0, gocv.InterpolationLinear)
	gocv.Threshold(mask, &mask, 64, 255, gocv.ThresholdBinary)
	if b.fill > 0 {
		roiF := v.region(full)
		d.litSideFill(roiF, small, d.bg.Region(wbox), radius, &mask, &enclosed)
		roiF.Close()
	} else if b.widen > 0 {
		// The table round the region, to read a face whose lit side
		// went with it (readWider).
		kw := int(2*float64(b.widen)*scale*k) | 1
		kern := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(kw, kw))
		gocv.Dilate(mask, &mask, kern)
		kern.Close()
	}
	if !b.grown {
		// The foreground's edge runs a little inside the face's own; a
		// face grown from the table's colour is the face to its edge,
		// and widened it would take in the table beyond, as light as the
		// face, round whatever dark lies beside it (the side of the
		// black scale under it), and the face would no longer be convex.
		gocv.Dilate(mask, &mask, d.growKernel(int(scale*k)|1))
	}

	roi := v.region(full)
	defer roi.Close()
	// The table under the stack, at the reading's size.
	tbl := gocv.NewMat()
	defer tbl.Close()
	bgBox := d.bg.Region(wbox)
	gocv.Resize(bgBox, &tbl, size, 0, 0, gocv.InterpolationLinear)
	bgBox.Close()
	lab := gocv.NewMat()
	defer lab.Close()
	if k == 1 && v.plane == nil {
		toLabPart(v.frame, full, &lab) // the frame's rows, read in place
	} else if k == 1 {
		toLab(roi, &lab)
	} else {
		shrunk := gocv.NewMat()
		if k > 1 {
			// Not cubic: its overshoot rings round a mark's edge.
			gocv.Resize(roi, &shrunk, size, 0, 0, gocv.InterpolationLinear)
		} else if v.plane == nil {
			resizeArea(v.frame, full, &shrunk, size) // roi's own rows lie apart
		} else {
			resizeArea(roi, image.Rectangle{Max: full.Size()}, &shrunk, size)
		}
		toLab(shrunk, &lab)
		shrunk.Close()
	}
	dark := 1.0
	if b.fill > 0 {
		dark = paintLitSide(lab, tbl, mask, enclosed, litSideDelta(d.sigmaL), b.fill == 2)
	}
	faces, r := d.readFaces(lab, mask, tbl, r, radius*k, b.grown)
	if len(faces) == 0 {
		r.Look = look(roi, full.Min, r.Center, radius)
		r.whole = true
		if r.Why == noMarksSeen {
			r.regionLong = maskLong(sm, wbox.Dx())
		}
		return []StackReading{r}
	}
	// Back from the reading's pixels to the frame's.
	at := func(p image.Point) image.Point {
		return image.Pt(int(math.Round(float64(p.X)/k)), int(math.Round(float64(p.Y)/k))).Add(full.Min)
	}
	box := func(b image.Rectangle) image.Rectangle { return image.Rectangle{at(b.Min), at(b.Max)} }
	out := make([]StackReading, len(faces))
	for i, f := range faces {
		if debugFaces && !f.unread && !f.blank {
			// The whole trace, doubts added after the reading's own
			// line was printed with it.
			fmt.Fprintf(os.Stderr, "stack at %v: face %v read %d marks, score %.2f: %s\n", r.Center, box(f.box), f.marks, f.score, f.debug)
		}
		s := r
		if f.unread {
			s.Bounds = box(f.box)
			s.Center = boxCentre(s.Bounds)
			s.Outline = boxOutline(s.Bounds)
			s.Why = "a face ringed by its neighbour's shadow, not read"
			if f.unreadWhy != "" {
				s.Why = f.unreadWhy
			}
			out[i] = s
			continue
		}
		if f.blank {
			// The neutral, if its colour says so (decideNeutral).
			s.stats, s.ownStats = f.stats, true
			s.Why = noMarksSeen
			s.tableShade = f.tableShade
			s.clothShade = f.clothShade
			s.besideRead = slices.ContainsFunc(faces, func(o faceCandidate) bool { return !o.blank && !o.unread && o.marks > 0 })
			s.coolShade = f.coolShade && s.besideRead
		} else {
			s.Marks = f.marks
			s.piece = f.cut || f.part
			color := rules.White
			if f.dark {
				color = rules.Black
			}
			s.Top = rules.NewScale(color, f.marks)
			s.Confidence = f.score
			s.own = f.stats
		}
		s.Center = boxCentre(box(f.box))
		if c, ok := f.marksMiddle(radius * k); ok {
			s.Center = at(c)
		}
		for _, p := range f.marksAt {
			s.marksAt = append(s.marksAt, at(p))
		}
		s.moreBeyond = f.moreBeyond
		s.stripeBlock = f.block && f.marks > 0
		if f.marks > 0 && f.marks < 3 {
			// Weighed only where a mark may be missing (readWiderAs,
			// doubtCutShort).
			px, _ := lab.DataPtrUint8()
			s.markRagged, s.markAtRim, s.stripeCut = f.cutMarks(px, lab.Cols(), lab.Rows())
			s.markTrimmed = slices.ContainsFunc(f.marked, func(m hole) bool { return m.raw > m.area })
		}
		if b.fill > 0 {
			s.darkShare = dark
		}
		if f.marks > 0 && f.area > 0 {
			s.markShare, s.runTogether = f.mark/f.area, f.bumpCounted()
			if f.bumpCounted() {
				s.runLong = f.long
			}
			s.markTile = f.mark / (math.Pi * radius * k * radius * k)
			s.twoSummits = f.twoSummits && f.marks == 2
			s.extraHoles = f.extraHoles
			if !f.extraHoles && f.holes == f.marks {
				// Beside another hole, the face's own mark may be that
				// one, and the counted one a side band below the face:
				// its shape is not the set's (sweep and editions: a B1
				// on a white scale, its dot and the band both holes).
				// Nor is a hole's that marks ran into (editions: a
				// B3's three dots in one).
				s.markLong = f.long
			}
		}
		s.Outline = make([]image.Point, len(f.outline))
		for j, p := range f.outline {
			s.Outline[j] = at(p)
		}
		if len(faces) > 1 {
			// Each stack of the region gets its own box.
			s.Bounds = box(f.box)
		}
		// The look is taken from the same pixels, round the face's centre.
		s.Look = look(roi, full.Min, s.Center, radius)
		out[i] = s
	}
	return out
}

// marksMiddle is where a face that took in more than its own tile (its
// lit side, its shadow on a pale cloth) has its middle: the set lays its
// marks round the face's centre, and the box's centre lies off it by
// half the side or shadow, further from the stack than a tile's radius
// on a tall one.
func (c faceCandidate) marksMiddle(r float64) (image.Point, bool) {
	if c.area < oversizedFace*math.Pi*r*r {
		return image.Point{}, false
	}
	return c.marksMean()
}

// marksMean is the mean of c's marks' centres; false where the marks have
// no place each (counted by the bumps in one hole).
func (c faceCandidate) marksMean() (image.Point, bool) {
	if c.marks == 0 || len(c.marksAt) != c.marks {
		return image.Point{}, false
	}
	var x, y int
	for _, p := range c.marksAt {
		x, y = x+p.X, y+p.Y
	}
	return image.Pt(x/len(c.marksAt), y/len(c.marksAt)), true
}

// marksOff is how far the middle of c's marks (marksMean) lies from its
// box's centre, in the box's lesser side.
func (c faceCandidate) marksOff() (float64, bool) {
	m, ok := c.marksMean()
	if !ok {
		return 0, false
	}
	return dist(m, boxCentre(c.box)) / float64(max(1, min(c.box.Dx(), c.box.Dy()))), true
}

// marksAside is how far off its middle (marksOff) a face's marks lie
// where the "face" is no scale's: marks are printed in a face's middle,
// and a tall stack's sides seen aslant move its box's centre by less.
// Of 14817 faces read in 34 POV-Ray sets (seeds 4786 to 5486, PNG and
// JPEG q80), those read surely and right were 0.46 off at most; a W3
// cut by an arm, its two stripes left at one end of a region of its
// face and the neutral's side bands, 0.69 (seed 5455 as JPEG q80: a sure
// W2 where the neutral was).
const marksAside = 0.55

// oversizedFace is, in tiles, a face larger than a tile seen from above
// at any tilt the issue allows, with room for the radius's error.
const oversizedFace = 1.5

// maskLong is how many times as long as wide the least box round the
// set pixels of mask (w wide) is; 0 for none.
func maskLong(mask []uint8, w int) float64 {
	var pts []image.Point
	for i := range setBytes(mask) {
		pts = append(pts, image.Pt(i%w, i/w))
	}
	if len(pts) < 3 {
		return 0
	}
	return aspect(minAreaRect(pts))
}

// regionReading is a reading of region b (at working size) known only
// by its place: its centre, box and the box's outline in the W×H frame.
func regionReading(b blob, scale float64, W, H int) StackReading {
	r := StackReading{
		Center: image.Pt(int((float64(b.center.X)+0.5)*scale), int((float64(b.center.Y)+0.5)*scale)),
		Bounds: scaleRect(b.box, scale, W, H),
	}
	r.Outline = boxOutline(r.Bounds)
	return r
}

// boxCentre is the middle of a box, in whole pixels.
func boxCentre(b image.Rectangle) image.Point {
	return image.Pt((b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2)
}

// boxOutline is the corners of a box, clockwise from its top left: the
// outline of a stack known only by its box.
func boxOutline(b image.Rectangle) []image.Point {
	return []image.Point{b.Min, {b.Max.X, b.Min.Y}, b.Max, {b.Min.X, b.Max.Y}}
}

// readFaces finds the top faces in a stack's pixels (lab, the stack's box
// in Lab, with its mask; tbl is the table's Lab colour under them): the largest face with marks,
// and any other face of a stack that touches it. It fills in r's colour
// statistics, and its reason when there is no face. light says the
// region was grown as lighter than the table: a white face, which no
// reading may take for a black face in its own shade.
func (d *Detector) readFaces(lab, mask, tbl gocv.Mat, r StackReading, radius float64, light bool) ([]faceCandidate, StackReading) {
	w, h := lab.Cols(), lab.Rows()
	px, _ := lab.DataPtrUint8()
	mk, _ := mask.DataPtrUint8()
	tp, _ := tbl.DataPtrUint8()
	dropTable(lab, tbl, mk, radius)

	// Brightness histogram of the stack, and its mean colour.
	// (Whole sums, exact as the float ones they replace.)
	var hist [256]int
	var sumA, sumB, sumL int
	count := 0
	stack := px[:3*len(mk)]
	for i, m := range mk {
		if m == 0 {
			continue
		}
		p := px3(stack, 3*i)
		hist[p[0]]++
		sumL += int(p[0])
		sumA += int(p[1])
		sumB += int(p[2])
		count++
	}
	if count == 0 {
		r.Why = "empty"
		return nil, r
	}
	r.stats = faceStats{meanA: float64(sumA) / float64(count), meanB: float64(sumB) / float64(count), meanL: float64(sumL) / float64(count)}
	t, lowMean, highMean := otsu(hist[:])

	// Try the face as the dark part (a black scale with light marks) and
	// as the light part (a white scale with dark marks); the right one has
	// mark-shaped holes. Marks must stand out from the face: a uniform face
	// split by noise has no marks.
	var found []faceCandidate
	var blank []faceCandidate // faces with no marks at all
	ringsDark := false        // a light part with no marks rings a dark one
	tintedMarks := 0          // the most marks of a dark face turned down for its tint
	overBlank := false        // a face with no marks of two scales' faces or more was seen
	// A light part with no marks longBlank times as long as wide or
	// more was seen; a blank face less long was.
	longPart, shortBlank := false, false
	tries := []bool{true, false, false, true, true}
	faint, regionLow := false, lowMean
	markTail := false // light marks far above a faint region's light part
	if highMean-lowMean < 35 {
		// A faint white face on a pale table: the threshold parts the
		// face from the table round it, and its marks, darker still,
		// are a few pixels among the table's (img_0007 seen from
		// farther through another camera: a W2 35 lighter than the
		// cloth, its dots 60 darker than it, said unread). Where what
		// lies below the threshold holds such marks, the light part is
		// read as a face; the dark part is the table, no black face.
		// Only a white face's tint: the neutral's light part, its
		// darker side band below (a gold one on a pale green table,
		// thick sweep seed 49 frame 39), has its edges for marks.
		_, low2, _ := otsu(hist[:t+1])
		// Or light marks far above the light part, a few pixels among
		// it: a black face lit grey, within 35 of the table round it,
		// its dot or stripes far lighter than both (fresh POV-Ray seeds
		// 5877, a B1 of 131 on pink cloth of 167, its dot 215; 5764, a
		// B1 lit to 136 over grey cloth of 107, its gold dot 180: "no
		// marks seen"). Noise that splits a plain face has no such tail.
		_, _, high2 := otsu(hist[t+1:])
		high2 += float64(t + 1)
		lightMarks := high2-highMean >= 35
		markTail = lightMarks
		all := image.Rect(0, 0, w, h)
		light, dark := partStats(colourPart(mk, px, t, false), px, w, all), partStats(colourPart(mk, px, t, true), px, w, all)
		chroma := light.chroma()
		under := partStats(mk, tp, w, all)
		if debugFaces {
			fmt.Fprintf(os.Stderr, "stack at %v: t=%d low=%.0f high=%.0f, below the low %.0f, above the high %.0f, the light part's chroma %.0f (%d px); the table under %.0f, the dark part %.0f from it, the light %.0f, the dark part's chroma %.0f\n", r.Center, t, lowMean, highMean, low2, high2, chroma, count, under.lab(), colourDist(dark.lab(), under.lab()), colourDist(light.lab(), under.lab()), dark.chroma())
		}
		if (highMean-low2 >= 35 || lightMarks) && chroma < whiteChroma {
			// Where the light part holds no face with marks, the dark
			// part may be a black face lit nearly to the table's shade,
			// its marks far lighter than both (a B1 lit to 141 on a
			// mauve table of 174, its gold dot 190: lost without a
			// word, POV-Ray seed 1816). Or the light part may be one,
			// lit lighter than the table, its marks lighter still and in
			// that part, no holes: the third and fourth tries, on the
			// light part's own threshold, as where the region is not
			// faint (a fresh POV-Ray scene, seed 4476: a matte B3 lit
			// to 118-135 on wood of 99-103, its gold dots in the light
			// part, "no marks seen").
			faint, lowMean, tries = true, low2, []bool{false, true, false, true}
		} else if chroma >= whiteChroma || dark.chroma() >= whiteChroma || colourDist(dark.lab(), under.lab()) >= 35 {
			// A face of the table's lightness, its light part coloured:
			// the neutral, perhaps, which its own colour tells
			// (decideNeutral), not the region's with the table in it
			// (POV-Ray seed 1936: gold on a grey cloth of its
			// lightness, 11.5 yellower than the white faces with the
			// cloth, under the margin; said unread). Its own is the
			// part farther from the table under it, the light one or
			// the dark (the neutral on a pale green table, lighter than
			// it, is its dark part: pale tables frame 155), where that
			// part is a face's size. Or its dark part coloured: gold
			// a little darker than a lilac cloth, the cloth the light
			// part (a fresh POV-Ray scene, seed 5102 as JPEG q80: the
			// neutral 11 yellower than the white faces with the cloth,
			// said unread). Or its dark part far from the table in
			// colour: a black face lit grey (below). Farther by colour
			// more than by light (darkIsOwn): the neutral's shadow is
			// the table darker (a fresh POV-Ray scene, seed 16698: the
			// neutral, olive gold, a little darker than grey wood, its
			// shadow darker still and as far from the wood in Lab; the
			// shadow taken for its own, 7.7 yellower than the white
			// faces, said unread).
			apart := func(s faceStats) float64 { return colourDist(s.lab(), under.lab()) }
			own, n := light, 0
			for _, k := range hist[t+1:] {
				n += k
			}
			darkOwn := darkIsOwn(dark.lab(), light.lab(), under.lab())
			if darkOwn {
				own, n = dark, count-n
			}
			if tile := math.Pi * radius * radius; float64(n) >= 0.5*tile && float64(n) <= 1.6*tile {
				r.stats, r.ownStats = own, true
				// The dark part of a black face's grey (blackChroma),
				// no gold: a black face lit nearly to the table's
				// shade, the table's colour round it the light part,
				// its marks far lighter than both, as above (a fresh
				// POV-Ray scene, seed 2519: a B2 of gold dots, grey at
				// 95 on red-brown wood, its region 33 from the wood
				// left in it, "no marks seen"). Or with no part 35 from
				// another in lightness, where the dark part is 35 from
				// the table under it in colour, the light part the
				// table, no edge from it (edgeContrast; a tall W2's
				// shadow on pale felt, far from it in both parts, was a
				// B1 where none is: povray-3801.jpg): its marks of the
				// table's lightness (fresh
				// POV-Ray seeds 6020, a B3 of 110 on mauve cloth of 145,
				// its gold dots 144; 5889, a B1 of 99 on grey-pink cloth
				// of 130, beside a hand: "no marks seen", the B1 lost).
				if darkOwn && (highMean-low2 >= 35 || lightMarks || apart(dark) >= 35 && apart(light) < edgeContrast) && dark.chroma() < blackChroma {
					faint, lowMean, tries = true, low2, []bool{true}
				}
			}
		}
	}
	if highMean-lowMean >= 35 || faint {
		for try, dark := range tries {
			if faint && dark && slices.ContainsFunc(found, func(c faceCandidate) bool { return c.marks > 0 }) {
				break
			}
			if !dark && len(found) == 1 && found[0].score >= 0.8 && float64(count)-found[0].own() < 0.5*math.Pi*radius*radius {
				// A sure black face leaves no room in the region for a
				// white face beside it.
				break
			}
			t := t
			tile := math.Pi * radius * radius
			if try >= 2 {
				// The third try, where no white face was found: a white
				// face or the neutral beside black ones on a mid-tone
				// table, which the one threshold puts with the table
				// round them, or a white face on a tall stack, run
				// together with the white scales' sides below it, in
				// shade; the light part's own threshold parts them.
				// The fourth, where no face with marks was found in a
				// blank face's place, or where a faint region's light
				// part has light marks far above it (markTail): a black
				// face lit grey, of one lightness with noise, that the
				// one threshold cut through its middle, no face on
				// either side (a fresh POV-Ray scene, seed 8142: a B1
				// close, grey at 106 on magenta felt, its gold dot 46
				// above the light part, "no marks seen"). Or a glossy
				// black face that a lamp's glare lit grey, which the one
				// threshold parts from its dark rim and shadow as the
				// light part, its light marks no holes in it; on the
				// light part's own threshold it is the dark part, its
				// marks lighter (a POV-Ray scene, seed 206: two B1s,
				// their gold dots on grey faces, "no marks seen"). Only
				// there, or where the light part was read a blank face a scale's
				// size, which keeps such a face from being read against
				// its own shade (shadedFace) after the tries, and that
				// face apart from the faces read (loneBlank): a region
				// may hold a black face read and a lit one beside it
				// (a fresh POV-Ray scene, seed 4591: a B3 and a tall
				// B2 lit grey-brown, the B2 said no marks seen). A white
				// face or the neutral so read is no black face by its
				// chroma, or has no mark-shaped holes. The light part
				// read blank stays blank where none is found so.
				if slices.ContainsFunc(found, func(c faceCandidate) bool { return !c.dark }) || try >= 3 && len(loneBlank(found, blank, tile, count)) == 0 && !(faint && markTail) {
					break
				}
				t2, low2, high2 := otsu(hist[t+1:])
				if high2-low2 < 35 && try == 2 {
					continue
				}
				// The fifth, where the fourth's Otsu found no face with
				// marks: that split may fall inside a lit face and the
				// table of its lightness round it, parted from what is
				// lighter still (a white neighbour's corner, a lit
				// side), and not between the face and its marks (a
				// fresh POV-Ray scene, seed 10524: a glossy B1 lit to
				// 152 on pink felt of 148, its cream dot 240, split at
				// 129: "no marks seen", then taken for skin). It is
				// tried midway, as where Otsu finds no two classes.
				if try == 4 && (high2-low2 < 35 || slices.ContainsFunc(found, func(c faceCandidate) bool { return c.marks > 0 })) {
					break
				}
				if high2-low2 < 35 || try == 4 {
					// A lit black face's light marks, a few hundredths of
					// its light part, are no class of their own to Otsu,
					// which parts the face's own gradient instead (a
					// POV-Ray scene, fresh seed 3321: a B1 lit grey-blue
					// on brown laminate, its gold dot lighter, "no marks
					// seen"): midway between the part's median and its
					// lightest few hundredths. Or its lightest pixels of
					// half the least mark, where the mark is under a
					// hundredth of the part (seed 3299: a B1 lit to 150
					// on dark laminate, its cream dot 240 and 2% of the
					// part, the 98th percentile the face's own).
					mid := levelAt(hist[t+1:], 50)
					top := max(levelAt(hist[t+1:], 98), lightestLevel(hist[t+1:], int(0.004*tile)))
					if top-mid < 35 {
						break
					}
					t2 = (mid + top) / 2
				}
				t += 1 + t2
			}
			part := colourPart(mk, px, t, dark)
			facesOf := func(part []uint8) []faceCandidate {
				c := findFace(part, px, w, h, dark, count, tile)
				if !(len(c.outline) < 3 && c.lumpy && c.area >= 0.7*tile || c.area > 1.7*tile && !compactFace(c, tile) || c.second >= 0.5*tile || !dark && c.area > 1.3*tile && goldWithin(part, px, w, c.box, tile) || dark && twoLong(c, tile)) {
					return []faceCandidate{c}
				}
				// No one face: perhaps the faces of two stacks that
				// touch (however convex the two together), or a face
				// with its side band; or two faces apart, of stacks
				// whose shadows joined them.
				if debugFaces {
					fmt.Fprintf(os.Stderr, "stack at %v: dark=%v %s: read part by part (tile %.0f, second %.0f, lumpy %v)\n", r.Center, dark, c.debug, tile, c.second, c.lumpy)
				}
				var cands []faceCandidate
				for _, p := range faceParts(part, w, h, radius, math.Inf(1)) {
					for _, f := range p.faces(px, w, h, dark, count, tile) {
						f.part = true
						if f.marks > 0 && f.area < smallPiece*tile {
							// A third of a face: the rest, and
							// what marks it holds, lie in another
							// part (a far B2's face cut between
							// its stripes, one piece of 0.31 of a
							// scale's read B1: img_0000 seen from
							// farther through another camera,
							// stream 62).
							f.pieceDoubt = fmt.Sprintf("a piece of %.2f of a scale's face", f.area/tile)
							f.doubtMore(f.pieceDoubt)
						}
						if (f.marks == 1 || f.marks == 2) && dotBesidePiece(f, px, w, h, dark, tile) {
							// The face cut in two across its
							// marks by a shade, a dot lost at the
							// cut (POV-Ray seed 3778: a W2 half in
							// a hand's shadow, read a sure W1 from
							// its lit half; seed 4277: a W3 in an
							// arm's shade on a grey table, its
							// third dot just past a piece of 0.51
							// of a scale's face, a sure W2).
							f.pieceDoubt = "a dot as dark as the mark just past the piece"
							f.doubtMore(f.pieceDoubt)
						}
						if (f.marks == 1 || f.marks == 2) && f.pieceDoubt == "" && barBesidePiece(f, px, w, h, dark, tile) {
							f.pieceDoubt = "a stripe as light as the mark just past the piece"
							f.doubtMore(f.pieceDoubt)
						}
						// A ring is seams, shadows and the table
						// round faces of the other colour: a piece
						// of it with no marks is a blank face only
						// if whole (the table's share of a region
						// round one stack is a crescent, cut short).
						if !c.ring || f.marks > 0 || f.area >= 0.8*tile {
							cands = append(cands, f)
						}
					}
				}
				return cands
			}
			// A face with no marks, of a scale's size, beside the faces
			// read: perhaps the neutral, which its colour tells.
			// minL: no darker than that (shade is not the neutral).
			addBlankFace := func(c faceCandidate, minL float64) {
				least := 0.6 * tile
				long := 0.0 // how many times as long as wide
				if len(c.outline) >= 3 {
					long = aspect(minAreaRect(c.outline))
				}
				if c.golden {
					// As large as the white faces it was cut from,
					// which tall stacks' sides may make small
					// against the tile (goldBeside).
					least = 0.4 * tile
				}
				if wholeSmall(c, count, tile) {
					least = min(least, c.area)
				}
				if c.area >= 0.4*tile && c.area < least && len(c.outline) >= 3 {
					// Coloured past any white face (whiteChroma): the
					// neutral, part of its face hidden by a tall stack
					// beside it, seen aslant (aslant sweep seed 105
					// frame 11: 0.55 of the disc, chroma 48, lost
					// without a word). Whatever else this lets in is
					// said unread, not named (decideNeutral).
					if ch, _ := medianChroma(part, px, w, c.box.Inset(c.box.Dx()/6), 0); ch >= whiteChroma {
						least = 0.4 * tile
					}
				}
				if len(c.outline) >= 3 && c.area >= 2*tile {
					if debugFaces {
						fmt.Fprintf(os.Stderr, "stack at %v: a face with no marks of %.2f scales' faces\n", r.Center, c.area/tile)
					}
					overBlank = true
				}
				// Not over a face and a half: faces run together. Of a
				// scale's disc, or, for a face shaped like one
				// (faceAspect), of the largest face read with marks in
				// the region, where the radius is short of the faces'
				// size (three stacks seen close, edge to edge: a B2's
				// face 1.33 discs, the neutral's beside it 1.9 and 1.12
				// times as long as wide, lost, POV-Ray seed 3846). A
				// fold's flank of 1.73 discs beside a B3's face and side
				// of 1.17 is 1.76 times as long as wide (folds tables,
				// frame 14: a stack with no marks where none is).
				most := tile
				if len(c.outline) >= 3 && long <= faceAspect {
					for _, f := range found {
						if f.marks > 0 && len(f.outline) >= 3 {
							most = max(most, f.area)
						}
					}
				}
				if len(c.outline) >= 3 && solidity(c.outline) >= closeSolid && long <= closeAspect {
					// Whole, convex and round: one face, on a tall
					// stack nearer the camera than the radius's
					// stacks (a fresh POV-Ray scene, seed 6716: the
					// neutral on eight seen close, 2.2 discs filling
					// 0.94 of its hull, said faces run together).
					// Faces run together are twice as long as wide.
					most = max(most, closeFace*tile/1.6)
				}
				if len(c.outline) < 3 || c.area < least || c.area > 1.6*most {
					longPart = longPart || len(c.outline) >= 3 && c.area > 1.6*most && long >= longBlank
					if debugFaces && len(c.outline) >= 3 {
						fmt.Fprintf(os.Stderr, "stack at %v: blank face %v of %.2f tiles, not of a face's size (%.2f to %.2f); %.2f of its hull, %.2f as long as wide\n", r.Center, c.box, c.area/tile, least/tile, 1.6*most/tile, solidity(c.outline), long)
					}
					return
				}
				if c.oddRings && c.odd >= 0.2*c.area {
					// A hole of a fifth of it round its middle: the
					// table round a black face, its dark part's ring
					// broken where its marks (gold, run together in
					// blur) reach its edge, and the marks' gold in the
					// middle. The region is no neutral (editions sweep
					// seed 35 frame 43: a B3). The neutral's shadow
					// the table rings lies to one side (img_0001
					// through another camera: a quarter of the face).
					ringsDark = true
					return
				}
				c.blank = true
				inner := c.box.Inset(c.box.Dx() / 6)
				c.stats = partStats(part, px, w, inner)
				// Its pixels are weighed one by one too: a stack's shadow
				// on green felt, with the white sides of the scales
				// below its black face, was a blank face of mean colour
				// off the felt's by 9, but three quarters of its pixels
				// were the felt in shade (a POV-Ray scene, fresh seed
				// 2212: said a stack with no marks where none is).
				under := partStats(part, tp, w, inner)
				if tableBlank(c.stats.lab(), under.lab()) || tableShare(part, px, tp, w, inner, tableBlank) >= 0.5 {
					if debugFaces {
						fmt.Fprintf(os.Stderr, "stack at %v: blank face %v the table's colour in other light: no face\n", r.Center, c.box)
					}
					return
				}
				// From a dark part (minL), darker than the table and of
				// its colour scaled by that shade, however far: the
				// table in a stack's shadow, which only the neutral's
				// gold, named by decideNeutral, could pass for (POV-Ray
				// seed 2004: a tall W1's shadow on wood, L 106 on 162,
				// its colour the wood's within 2, too faintly tinted for
				// tableBlank and too dark for its reach: said a stack
				// with no marks).
				//
				// From either part, most of its pixels one by one the
				// table in shade: the scales' sides the shadow meets
				// pull its mean colour off the table's (POV-Ray seed
				// 2392: a tall B1's shadow on wood below its white and
				// gold sides, 3.2 off the wood's colour in the mean, 0.8
				// of its pixels within 3; said a stack with no marks).
				//
				// Or, on a deep cloth, its mean colour the cloth's in
				// shade (tableShadeTinted).
				c.tableShade = tableShadeOf(c.stats.lab(), under.lab(), minL > 0, part, px, tp, w, inner)
				c.coolShade = shadowCooled(c.stats.lab(), under.lab())
				c.clothShade = clothInShade(c.stats.lab(), under.lab())
				if debugFaces {
					sh, off := offShade(c.stats.lab(), under.lab())
					fmt.Fprintf(os.Stderr, "stack at %v: blank face %v Lab %.0f %.0f %.0f over the table's %.0f %.0f %.0f: shade %.2f, off %.1f, table in shade %v, cloth in shade %v, a cooled shadow %v\n", r.Center, c.box, c.stats.meanL, c.stats.meanA, c.stats.meanB, under.meanL, under.meanA, under.meanB, sh, off, c.tableShade, c.clothShade, c.coolShade)
				}
				if c.stats.meanL >= minL {
					blank = append(blank, c)
					longPart = longPart || long >= longBlank
					shortBlank = shortBlank || long < longBlank
				}
			}
			cands := facesOf(part)
			greyFrom := -1 // where the faces found in a shadow's grey part begin
			for k := 0; k < len(cands); k++ {
				c := cands[k]
				if debugFaces {
					fmt.Fprintf(os.Stderr, "stack at %v: t=%d low=%.0f high=%.0f dark=%v -> %s\n", r.Center, t, lowMean, highMean, dark, c.debug)
				}
				if pieces := splitCrowded(c, part, px, w, h, count, tile); pieces != nil {
					cands = append(cands, pieces...)
					continue
				}
				if dark && len(c.outline) >= 3 {
					// A black face is nearly grey in any light (its gold
					// marks' blur makes it 16 at most in the shared game);
					// a hand in shade, or the table in a hand's shadow,
					// holding a white face's remains as a "mark", is the
					// colour of skin or wood (22 and more).
					if ch, _ := medianChroma(part, px, w, c.box.Inset(c.box.Dx()/6), 0); ch > blackChroma && !tintedBlack(c, ch, tile) {
						if debugFaces {
							fmt.Fprintf(os.Stderr, "stack at %v: dark face of chroma %.0f: no black face\n", r.Center, ch)
						}
						if c.holes == c.marks && c.score > unsureScore && ch <= threeMarksTint {
							tintedMarks = max(tintedMarks, c.marks)
						}
						// Coloured, face-shaped, with no marks: the
						// neutral among white faces, darker than they
						// are; not the table in a stack's shadow,
						// darker than the region's dark part at large,
						// nor of a green cloth's hue, which is no
						// gold's (a POV-Ray scene, fresh seed 2311: a
						// tall stack's shadow on a green cloth in warm
						// light, as light as the dark part, said a
						// stack with no marks where none is).
						if c.marks == 0 {
							if lab := partStats(part, px, w, c.box.Inset(c.box.Dx()/6)).lab(); !greenNotGold(lab[1]-128, lab[2]-128) {
								addBlankFace(c, lowMean)
							}
						}
						if greyFrom < 0 {
							// A black face in that shadow: its grey
							// pixels alone.
							greyFrom = len(cands)
							cands = append(cands, facesOf(greyPart(part, px, w, h, 18, max(1, int(0.15*radius))))...)
						}
						continue
					}
				}
				if !dark && len(c.outline) >= 3 {
					box := c.box.Inset(c.box.Dx() / 6)
					face, under := partStats(part, px, w, box), partStats(part, tp, w, box)
					other := tableInOtherLight(face.lab(), under.lab(), faceReach)
					if other && c.marks > 0 && face.chroma() >= whiteChroma {
						// With marks, the table in other light only where
						// it is far more coloured than a white face
						// (whiteChroma): a fold's lit flank on a pink
						// cloth, the black corner of the stack it joined
						// its "mark" (pale folds, 200 frames, frame 84: a
						// W1 where no stack is).
						if debugFaces {
							fmt.Fprintf(os.Stderr, "stack at %v: light face %v with marks, the coloured table's in other light: no face\n", r.Center, c.box)
						}
						continue
					}
					if other && c.marks == 1 && c.sliver() {
						// The table in other light whose one "mark" is a
						// ragged sliver: the shade along a black stack's
						// edge, where a pale cloth's lit flank joins it
						// (pale folds, 200 frames, frame 13: a W1 where
						// no stack is).
						if debugFaces {
							fmt.Fprintf(os.Stderr, "stack at %v: light face %v the table's colour in other light, its mark a sliver: no face\n", r.Center, c.box)
						}
						continue
					}
					if other && c.marks == 0 {
						// The table in other light, a fold's lit flank
						// joined to a stack, where the face's own
						// threshold would turn up specks as marks.
						if debugFaces {
							fmt.Fprintf(os.Stderr, "stack at %v: light face %v the table's colour in other light: no face\n", r.Center, c.box)
						}
						continue
					}
				}
				if len(c.outline) >= 3 {
					f := d.refineFace(c, px, w, h, count, tile)
					// A light face too large, its one mark a sliver,
					// that falls apart on its own threshold: perhaps the
					// neutral, darker than the sides taken in with it.
					var g faceCandidate
					under, thinned := false, false
					if len(f.outline) < 3 && !dark && c.marks == 1 && c.mark < 0.015*c.area && c.area > 1.3*tile {
						g, under = d.plainUnder(c, px, w, h, count, tile)
					}
					switch {
					case f.marks == 1 && f.mark < 0.015*f.area && c.marks == 0:
						// A speck the face's own threshold turned up
						// (the neutral's grain, a crumb): no mark.
					case f.marks == c.marks && !c.bumpCounted() && f.bumpCounted():
						// The face's own threshold runs together marks
						// the region's saw apart, and counts them again
						// by the bumps in a hole: those seen apart are
						// surer (two stripes blurred into one square).
					case c.marks == 3 && f.marks == 2 && f.more() && c.score > unsureScore:
						// The face's own threshold lost one of the three
						// marks the region's saw apart, surely, and saw
						// a sign of it where it lies: both see it (a
						// W3's third stripe run into the rim on the
						// face's own threshold, ragged: over the sweeps,
						// sure W3s made unsure W2s). Not of fewer: the
						// region's threshold may have lost one too (a
						// small faint W3's dots, two seen on the
						// region's, one and a sign of a second on the
						// face's own: small faint frame 27).
					case f.dotsRun && f.marks < c.marks && c.score > unsureScore:
						// The face's own threshold runs into one lone
						// hole the dots the region's saw apart, surely,
						// and its hole's shape says so: those seen
						// apart are the reading (a blurred B3's three
						// dots, close as a die's, one lumpy hole on its
						// own threshold: img_0007 out of focus, stream
						// 26, said unread).
					case f.marks > 0 && f.marks < c.marks && c.score > unsureScore && raggedWhereLost(c, f):
						// The marks the face's own threshold did not count
						// are there on it, each a hole too ragged for a
						// mark where the region's saw one of its size:
						// thinner on a lower threshold, not lost (a W2's
						// stripes three pixels wide, one 0.54 full: a W2
						// said unread, POV-Ray seed 1802).
						c.trace(", on its own threshold the marks not counted ragged where they lie")
					case c.marks == 2 && f.marks == 1 && c.score > unsureScore && !c.more() && shrunkNotLost(c, f, px, w, h) && (!f.more() || f.signsOnlyAt(otherMark(c, f), 0.5*math.Sqrt(c.mark)+1)):
						// One of two marks seen apart, surely, shrank
						// below a mark's size on the face's own
						// threshold, which is darker: thin stripes
						// blurred unevenly. Printed alike, it peaks as
						// dark as the one still counted, where a shade
						// or a seam does not (a W2's stripes three
						// pixels wide, 58 and 59 pixels on the region's
						// threshold, 36 and 19 on the face's own:
						// said unread, POV-Ray seed 2208). Not where
						// either look saw a sign of another mark: the
						// two may be a W3's with one lost (small faint
						// frame 27, as the case above); unless the face's
						// own saw signs only where the region's saw the
						// other: the same mark shrunk, no third (a small
						// W2 on olive felt, dots of 7 and 10 pixels, one
						// a speck of 6 on the face's own threshold that
						// paired the other on the face's centre: said
						// unread, a fresh POV-Ray scene, seed 11487; a
						// W2's stripes 3 pixels wide as JPEG q80, one a
						// ragged sliver on the face's own, two signs of
						// it there: seed 11959).
						c.trace(", on its own threshold one mark shrank, as dark as the other")
					case f.marks > 0 && (f.area >= 0.7*c.area || f.area >= 0.7*math.Pi*radius*radius):
						lost := f.marks < marksOver(c, f)
						sign := c.more() && f.marks == c.marks && !f.more() && f.bumpCounted()
						speck := c.speck && f.marks == 1
						f.cut, f.part = c.cut, c.part
						if why := c.pieceDoubt; why != "" && f.marks <= c.marks {
							f.pieceDoubt = why
							f.doubtMore(why)
						}
						if c.runTogether && c.marks == 1 && f.marks == 1 && !f.runTogether {
							// The hole as light as the one mark beside
							// it is still there, a little thinner on the
							// face's own threshold, under the fill that
							// otherLightHole weighs (a fresh POV-Ray
							// scene, seed 5117: a B3 under a palm of the
							// pink laminate's colour, its second dot cut
							// by the palm's edge into a hole filling 0.31
							// of its box, 0.30 on its own threshold, the
							// third under the palm: a sure B1).
							f.doubt("another hole as light as the mark on the region's threshold: marks run together")
							f.runTogether = true
						}
						c = f
						if speck && c.score > unsureScore {
							// The one mark too small for any edition's on
							// the region's threshold is just past that
							// cliff on the face's own: a speck still (a
							// tall B3's side band, a piece of a face of
							// its own with a speck of 22 pixels in a gap,
							// 28 on its own threshold, 0.0086 of a scale's
							// face: a sure B1 where none is, dark table
							// 225 of 300).
							c.doubt("its one mark a speck on the region's threshold")
						}
						if sign {
							// The region's threshold saw a sign of a mark
							// beyond those counted; the face's own counts
							// as many, run together, and no sign, which is
							// no proof: its threshold may have run that
							// mark into the rim with them (a W3's third
							// stripe a faint hump, its face's own
							// threshold a block of two: a sure W2, aslant
							// sweep seed 72 frame 59). Marks seen apart
							// on the face's own are surer than the sign
							// (over the sweeps, endgame and faint sets,
							// five right readings lost so).
							c.doubtMore("the region's threshold saw a sign of another mark")
						}
						if lost {
							// A mark the region's threshold saw apart is
							// gone on the face's own: two dots of three
							// run together into a blob no mark is.
							c.doubt("a mark seen apart lost")
						}
					case f.plain && c.marks == 1 && (len(c.marksAt) != 1 || !inMiddle(c.marksAt[0], c.box) || c.score <= unsureScore):
						// Inside its outline the face is all one shade: the
						// one hole lay on its edge, where a lone mark,
						// which is central, never does (a neighbour's
						// corner or shadow cutting into the neutral). A
						// hole in the middle, read surely, is inside the
						// outline: a dot blurred faint, 3% of the face,
						// leaves it as plain (img_0007 out of focus: a W1
						// on cream cloth, no marks seen). Read unsure, it
						// is no reading: a piece of a B2 cut part by part,
						// its stripes run together, an unsure B1 in its
						// place (dark tables, 200 frames, frame 7).
						c.marks = 0
					case len(f.outline) >= 3 && f.area >= 0.7*c.area && c.marks == 1 && c.mark < 0.015*c.area:
						// The face seen on its own has no marks: the one
						// tiny hole was a speck (the neutral's grain).
						c.marks = 0
					case len(f.outline) >= 3 && f.marks == 0 && c.marks == 1 && c.mark < 0.015*c.area && c.area > 1.3*tile && f.area >= 0.8*tile && f.area <= 1.3*tile:
						// A light part too large for a face, its one
						// mark a sliver, is on its own threshold a face
						// of a scale's size with no marks: the neutral
						// on a tall stack, whose white sides, lighter,
						// the region's threshold took in with it, the
						// seam between them the sliver (POV-Ray seed
						// 2885: the neutral on a stack of six, 1.6
						// faces with the sides, 1.0 without; an unsure
						// W1).
						f.cut, f.part = c.cut, c.part
						c = f
					case len(f.outline) >= 3 && f.area >= 0.7*c.area && f.marks == 0 && c.marks == 1 && c.score > unsureScore && !c.part && !c.cut && raggedWhereLost(c, f):
						// The one mark, seen surely, is a hole too
						// ragged for a mark where it lies on the face's
						// own threshold, and of its size: thinner, not
						// lost (a W1's stripe three pixels wide, 36
						// pixels on the region's threshold and 28 filling
						// 0.55 of its box on the face's own: said
						// unread, POV-Ray seed 1802). Not a piece of a
						// region read part by part: its "mark" may be
						// the seam where it was cut from another (a W2
						// on pale planks cut in two, a W1 and an unread
						// piece: faint white frame 99).
						c.trace(", on its own threshold its mark ragged where it lies")
						thinned = thinnedStripe(c.marksAt[0], 0.5*math.Sqrt(c.mark)+1, c.marked, f.thin)
					case len(f.outline) >= 3 && f.area >= 0.7*c.area && f.marks == 0 && c.marks == 1:
						// The one mark the region's threshold saw is
						// none on the face's own: a seam between two
						// faces' pieces, or dots run together into a
						// blob that is no mark. (Two or three marks so
						// lost are read on; that costs right readings
						// of small faces more than it saves.)
						c.doubt("no mark on its own")
					case len(f.outline) >= 3 && f.marks > 0 && f.area < 0.7*c.area && f.score < 0.5 && !wholeLone(c, tile):
						// On its own threshold the face shrinks to an
						// unsure one: a piece of a face cut where it
						// should not be, whose "mark" is a notch of the
						// cut (a tall B2 seen aslant, cut through its
						// second stripe, the piece beside it read a
						// sure B1). Not a whole face whose one mark,
						// read surely, lies in its middle, where no
						// cut's notch does: its own threshold split its
						// shades (a fresh POV-Ray scene, seed 5029 as
						// JPEG q80: a W1 lit 190 to 242 by a lamp beside
						// a hand, its red dot blurred; on its own
						// threshold a face of a third, said unread).
						c.doubt("on its own threshold, a smaller face and unsure")
					case len(f.outline) >= 3 && f.marks > c.marks:
						// On its own threshold a smaller face, with
						// marks the region's lost in the face's shade: a
						// low threshold, set between black faces and the
						// table, keeps a small white face's blurred dots
						// (a far W3 read a sure W1 with one dot, three
						// on its own: aslant sweep seed 1 frame 1).
						c.doubt("more marks on its own threshold")
					case len(f.outline) < 3 && !dark && highMean-lowMean < 50 && !(f.plain && c.marks == 1):
						// The light part's threshold fell between the
						// shades of one face, under 50 apart (a white
						// face's marks lie 100 and more below it): its
						// "marks" are the face's darker patches, and on
						// its own threshold it falls apart (the neutral's
						// gold, 138 and 173, with two dim slivers at
						// its corners: no sure W2). Not a plain face's
						// one hole, which the case above kept only in
						// the middle and sure: a W1's dot blurred to 49
						// below the face (img_0007 out of focus, said
						// unread in streams 24 and 27).
						c.doubt("marks of a face's own shades")
					case len(f.outline) < 3 && f.spread >= 60 && (!dark && f.area < 0.5*c.area || dark && try != 3 && f.area < 0.25*c.area && (c.marks < 2 || c.score < 0.8) && !litBlack(c, f, px, w, h, tile)):
						// On its own threshold the face falls apart,
						// most of it far from its own colour. A light
						// face far darker than its light part: no white
						// face with marks, but a black face's glare
						// between its stripes (a white face lit unevenly
						// spans 40 or so). A dark face nearly all far
						// lighter than its dark part: no black face, but
						// the grey sides of a tall white stack in shade,
						// and the black scale at its foot. (A black face
						// lit unevenly keeps a third or more dark.) Not
						// a dark face with two marks or more, alike and
						// nothing else: such sides show a speck at most,
						// and a grey face whose sides are black keeps
						// only those dark (a B2 said unread, POV-Ray
						// seed 1726). Not the fourth try's face: that is
						// the light part the region's threshold parted
						// from its dark rim, and its own threshold parts
						// them again, leaving the rim (POV-Ray seed 2103:
						// an engraved B1 lit to 100 on a blue felt of
						// 124, its rim 45, said unread). Nor a black
						// face lit grey with one hole where a lone mark
						// lies (litBlack).
						c.doubt("no face on its own")
					case under:
						// The lighter side of its own threshold is no
						// face, and the darker is a plain one of a
						// scale's size: the neutral on white scales
						// lit lighter than it, the seam between them
						// the sliver (the case above, the other way
						// round; a fresh POV-Ray scene, seed 4638: a
						// gold neutral on four whites, said unread).
						g.cut, g.part = c.cut, c.part
						c = g
					case len(f.outline) < 3 && !dark && !f.plain && c.marks > 0 && f.area < 0.15*c.area:
						// On its own threshold all but a sliver of the
						// light face is its darker shade: what is
						// lighter is no face but a black face's light
						// stripes, the table round them taken with them
						// for a "white face" (img_0011 out of focus: a
						// B3's body, blurred into its stripes, under the
						// region's threshold only in part, its one
						// "mark"; a sure W1, streams 1, 4 and 9). A white
						// face, lit unevenly, keeps half of itself.
						c.doubt(fmt.Sprintf("on its own threshold, %.2f of it lighter", f.area/c.area))
					}
					if try == 2 && len(found) == 0 && f.marks != c.marks && !(c.marks == 3 && f.marks == 0) && !thinned {
						// Alone, the third try's face must be read the
						// same by its own threshold: the higher one also
						// runs a small face's dots together into one.
						// Not three marks where the face's own threshold
						// sees no hole at all: three are the most a
						// scale has, none run together, and that
						// threshold lay under small dots that blur left
						// faint (POV-Ray seed 4900 as JPEG q80: a W3 on
						// two, its dots 3 pixels across, its own
						// threshold set by its dark rim; seed 1407: a
						// W3 as JPEG q90; both "no marks seen", and the
						// only faces this rule zeroed in three POV-Ray
						// sets as PNG and JPEG q80, the shared scenes
						// and the stored frames). Nor one stripe that
						// its own threshold thins to a sliver as long
						// (thinnedStripe): dots run together part again
						// there, where a stripe keeps its length (a
						// fresh POV-Ray scene, seed 6402: a far W1's
						// stripe 15 by 3 pixels on this threshold, its
						// dark core 14 by 1 on its own; "no marks
						// seen").
						c.marks = 0
					}
				}
				if cands[k].cutOpen && c.marks > 0 && touchesCut(c.outline, cands[k].cutEdge, w, h) {
					// Whatever its own threshold sees: the cut may have
					// passed through the face, cutting a mark open at
					// its edge, or off it. A face clear of the cut is
					// whole, the ragged hole a neighbour's sliver that
					// the cut, off the seam, left in the piece (rounded
					// squares edge to edge, which have no waist).
					c.doubt("a piece of a cut that missed a seam, with a ragged hole")
				}
				if greyFrom >= 0 && k >= greyFrom && c.marks > 0 && !cleanThree(c) && !slices.ContainsFunc(found, func(o faceCandidate) bool { return readAlike(o, c) }) {
					// A hand's shade runs into it, or the hand's fingers
					// lie over it: a mark may be hidden or cut open.
					// Not where the face was read surely, and the same,
					// before the shade was looked for: what was taken
					// for a hand's shade is the table round a tall stack
					// (POV-Ray seed 3544: a B3 on a deep red cloth, its
					// sides and the cloth a "dark face" too coloured for
					// a black one, the B3 read again from the grey part
					// and said unread).
					c.doubt("in a hand's shade")
				}
				if c.marks == 2 && thirdBeyond(c, part, mk, w, h) {
					// The region took in more of the face than the face
					// read: its rim past a stripe, too thin to keep (a
					// white face on a cloth nearly its colour), went
					// with the table, and the third stripe with it.
					c.doubtMore("a stripe of the marks' colour past the face, where a third would lie")
				}
				if c.part && c.marks > 0 {
					if across, _ := faceSize(convexHull(c.outline), tile); across < stripAcross {
						// A piece narrower than any whole face (see
						// stripAcross), however short: a strip of one,
						// the rest lost to a sheen (img_0006 through
						// another camera, stream 107: a glossy B3's
						// strip with one stripe, 1.05 radii across
						// and 1.57 long, a sure B1).
						c.doubtMore(fmt.Sprintf("a piece %.2f radii across: a strip of a face", across))
					}
				}
				if try >= 3 && c.marks > 0 && (c.odd >= c.mark && !c.oddCrescent && !c.oddSliver || solidity(c.outline) < 0.92) && !cleanBlankHolds(c, loneBlank(found, blank, tile, count)) {
					// Read so, a face lit grey is whole and clean: a tall
					// stack's sides and shadow, or a strip of a glossy
					// face with its dark rim, are ragged, with holes too
					// ragged for marks (img_0006 through another camera,
					// stream 16: the strip, 0.88 solid, a sure B1). A
					// ragged hole smaller than its least mark is no such
					// sign: a sliver of a lighter bevel along the face's
					// edge (POV-Ray seed 1930: a B1 lit grey, a hole a
					// third of its dot's, "no marks seen"). Whole and clean
					// is the blank face the light part showed in its place,
					// where it holds the marks: a face lit grey, seen
					// aslant, is read on this threshold with its side band
					// (a fresh POV-Ray scene, seed 5160: a B1's face 0.97
					// solid, with its side 0.92, "no marks seen"), and
					// so is a tall one's piece cut part by part from the
					// stack beside it, its side's shade a ragged hole
					// (seed 5167: a B1 on four, "no marks seen"). Whole
					// is 0.92 of its hull: a B2 hexagon lit grey with its
					// grey side was 0.94 (seed 5355, said unread at 0.95);
					// over 28 POV-Ray sets (seeds 4786 to 5363, PNG and
					// JPEG q80) none without a ragged hole was less solid
					// than that B2, and the one under 0.92 had such a hole.
					c.trace(", on the light part's threshold, not whole and clean: no face")
					continue
				}
				if try >= 3 && len(found) > 0 && !slices.ContainsFunc(loneBlank(found, blank, tile, count), func(b faceCandidate) bool { return sharesPlace(b, c) }) {
					// Beside faces read already, only a face in the
					// place of the blank one beside them.
					c.trace(", on the light part's threshold, not where the blank face lies")
					continue
				}
				switch {
				case c.marks > 0:
					if !dark {
						c.stats = partStats(part, px, w, c.box.Inset(c.box.Dx()/6))
					}
					found = append(found, c)
				case !dark:
					addBlankFace(c, 0)
				}
			}
		}
	}
	if faint && !slices.ContainsFunc(found, func(c faceCandidate) bool { return c.marks > 0 }) {
		// No marks after all: the region is read as one of too little
		// contrast, its colour the whole region's (the neutral, its
		// dark side band below the threshold: editions sweep seed 27
		// frame 78, a copper one on green cloth, weighed against the
		// white faces' regions with the cloth in them, as it is). A face
		// with no marks found whole is kept: the neutral that is the
		// region's dark part, its rim and the table's edge in that part
		// too, is weighed by its own colour where one was found (a fresh
		// POV-Ray scene, seed 11946: an ochre neutral on grey laminate
		// among cream white faces, 41 yellower than grey in its own
		// middle, 30 with its dark part's rim, and so only 8.8 yellower
		// than the white faces: said unread).
		found, ringsDark, lowMean = nil, false, regionLow
	}
	// A black face that a lamp's reflection lights unevenly: no face at
	// all (its lit side went with the marks), or a face short of marks
	// whose dark part spans many shades (the marks on its lit side lost).
	uneven := len(found) == 1 && found[0].dark && found[0].marks < 3 && darkSpread(hist[:], t) >= 30
	// A white face, grown as lighter than the table (light) or of a
	// scale's size with marks not made out (dots run together), is no
	// black face: what is darker than its own shade round it is its
	// marks, its shadow and the table.
	white := light || slices.ContainsFunc(blank, func(c faceCandidate) bool {
		return !c.dark && c.area >= 0.8*math.Pi*radius*radius
	})
	// A light face alone, unsure, in a region whose dark part is no face:
	// the lit side of a black face the lamp turned the table's grey,
	// taken for a white face with a mark.
	litSide := len(found) == 1 && !found[0].dark && found[0].score < 0.5
	if (len(found) == 0 || uneven || litSide) && lowMean < 90 && !white {
		// Where no face was found the shade is taken at full size; as a
		// second look at a face found already, from a smaller picture.
		c := shadedFace(lab, mk, px, w, h, radius, count, len(found) > 0)
		if debugFaces {
			fmt.Fprintf(os.Stderr, "stack at %v: against its own shade -> %s\n", r.Center, c.debug)
		}
		if c.marks > 0 {
			switch {
			case len(found) == 0:
				found = append(found, c)
			case litSide:
				// The whole face, the lit side in it, read surely; one
				// scale's face, with its sides under two (img_0006
				// changed slightly, stream 1: a glossy B3 of 1.54):
				// a B2 and the W1 it touched, read as one black face
				// of 2.5, the W1's face and its mark among its holes,
				// took the W1's place, and the W1 was lost without a
				// word (touching rounded squares, frame 35).
				// And not lumpy: a tall white stack's sides, their black
				// bands its "face" and the white ones between them its
				// two "marks", are 0.75 of their hull (near frames, seed
				// 9 frame 97: a W2 on a tall stack seen 32° off
				// vertical, a sure B2); the glossy B3's face, 0.88.
				if c.score >= 0.5 && c.area >= 1.5*found[0].area && c.area < 2*math.Pi*radius*radius && solidity(c.outline) >= lumpySolidity {
					found[0] = c
				}
			case c.holes > found[0].marks && c.area >= 0.8*found[0].area:
				// The same face, with the marks of its lit side: marks
				// seen apart, not bumps in one (a stripe's JPEG blotches).
				// Not surely where the face's threshold ran marks into a
				// hole as light beside its mark and this look kept only
				// a core of the face: the cut may leave a mark out
				// (img_0006 out of focus, its glossy B3 a sure B2).
				if c.core && found[0].runTogether {
					c.doubt("the core of a face whose marks ran together")
				}
				found[0] = c
			case c.marks == found[0].marks && !c.bumpCounted() && found[0].bumpCounted() && c.area >= 0.8*found[0].area:
				// As many marks, seen apart where the face's threshold
				// ran them together and counted bumps: surer. Not where
				// the hole they ran into showed a sign of another: its
				// shade may have lost that one (a B3's middle stripe, its
				// gaps shallow: thick sweep seed 37 frame 19).
				if found[0].more() {
					c.doubtMore("the hole the marks ran into showed a sign of another")
				}
				found[0] = c
			case c.marks > found[0].marks && c.area >= 0.8*found[0].area:
				// More marks only counting bumps: the lit side's dots
				// run together with the glare between them, or a
				// stripe's blotches. Neither reading is sure.
				found[0].doubt(fmt.Sprintf("against its own shade, %d marks, some run together", c.marks))
			case c.marks == found[0].marks && c.more() && c.area >= 1.2*found[0].area:
				// As many marks on more of the face, its lit side in
				// it, and there a sign of another: not a doubt here
				// (the look's wider face takes in a lower scale's side
				// band, which passes for a third dot: img_0007 seen
				// from farther, a B2), but no reading of a region
				// again with the table round it takes this one
				// (readWider).
				found[0].moreBeyond = true
			}
		}
	}
	if len(found) == 0 {
		r.Why = noMarksSeen
		if b, ok := oneBlank(blank); ok {
			// One face with no marks: the neutral, if its colour says
			// so, which is the face's own and not the region's, the
			// table round it in the rim and the shadow.
			r.stats, r.ownStats = b.stats, true
		}
		// A stack's region fills half its box or more (0.5 to 0.8 in
		// the sweep, the tables and the shared scenes); the edge of an
		// arm or its shade is a thin, sparse thing in a large box.
		r.faceless = len(blank) == 0 && float64(count) < 0.3*float64(w*h)
		if len(blank) == 0 {
			all := image.Rect(0, 0, w, h)
			mean, under := r.stats.lab(), partStats(mk, tp, w, all).lab()
			r.shadeOnly = tableShadeOf(mean, under, true, mk, px, tp, w, all)
			r.plainTable = tablesOwn(mean, under)
			r.tableChroma = keepsTableChroma(mean, under)
			if debugFaces {
				sh, off := offShade(mean, under)
				fmt.Fprintf(os.Stderr, "stack at %v: no face, Lab %.0f over the table's %.0f: shade %.2f, off %.1f, table in shade %v\n", r.Center, mean, under, sh, off, r.shadeOnly)
			}
		}
		r.ringsDark = ringsDark && len(blank) == 0
		// A dark face read surely with two marks or more, each a hole
		// of its own, turned down as too coloured for a black one but
		// no more than a black face's marks tint it (threeMarksTint):
		// a small black face whose gold stripes' blur tinted it past
		// tintedBlack's reach, its gold the region's colour, is no
		// neutral (a fresh POV-Ray scene, seed 6420 as JPEG q80: a far
		// B3 on pink felt, tinted 22, its three stripes' gold 0.63 of
		// their boxes, named the neutral without a word). The neutral's
		// own gold, darker than its lit sides, with slivers at its rim
		// for "marks", is more coloured and unsure (tables check, edge
		// frame 97: 43, said unread without these two).
		if tintedMarks >= 2 {
			r.tintedMarks = true
			r.Why = fmt.Sprintf("%d marks seen on a dark face too coloured for a black one", tintedMarks)
		}
		// Faces with no marks seen, run into one of two scales' faces or
		// more, and none of a scale's size: the region's colour is
		// theirs together, the neutral's and a white face's perhaps
		// (fresh POV-Ray seed 1729: the neutral and a W3 beside it, one
		// light face of 3.2 scales', read the neutral by their colour,
		// the W3 lost without a word). Not less: the neutral with its
		// side band, blurred, is 1.65 (img_0007 seen from farther
		// through another camera, stream 1).
		r.manyBlank = overBlank && len(blank) == 0
		// Every such part long, none of a face's shape.
		r.longBlank = longPart && !shortBlank
		return nil, r
	}
	// A face under a third of a scale's is a piece of one: the rest
	// hidden, cut off with a neighbour, or a lower scale's side, and its
	// marks may be more than those seen. A whole face seen 35° off
	// vertical is still 0.8 of one; doubting faces under 0.45 lost one
	// frame of some 3,000 across the sweeps, tables and touching checks,
	// under 0.3 none.
	for i := range found {
		if ratio := found[i].area / (math.Pi * radius * radius); ratio < 0.3 {
			if debugFaces {
				fmt.Fprintf(os.Stderr, "stack at %v: face %.2f of a scale's\n", r.Center, ratio)
			}
			found[i].doubt("a small piece of a face")
		}
		if off, ok := found[i].marksOff(); ok && off > marksAside {
			found[i].doubt(fmt.Sprintf("its marks %.2f of its width off its middle", off))
		}
	}
	found = overBlocks(found)
	faces := separateFaces(found, radius)
	return addBlank(faces, blank, count, math.Pi*radius*radius), r
}

// loneBlank is each light face with no marks of a scale's size (tile)
// or more among blank that shares no place with a face of found: a
// black face the lamp lit grey, its light marks in it, the fourth try's
// (readFaces), where the region holds other faces too. In a region of
// count pixels no larger than one stack's (oneStack tiles) no other face
// may lie, and the blank face is the stack's own at 0.6 of a tile, as
// addBlankFace takes a blank face: a hexagon far off or aslant, smaller
// than the radius has it (a fresh POV-Ray scene, seed 8927: a B3 lit to
// 124 on dark red wood, its face 0.70 of a tile, "no marks seen"). In a
// larger region a blank face that small may be a piece of a stack run
// together with another, and a face read in it would leave the other
// lost (hard seed 5499: a B2 beside a B3 on olive felt).
// oneStack: a region of a stack's face with its side band and shade, in
// tiles; two stacks' faces alone are 1.6 of one and more.
const oneStack = 1.3

func loneBlank(found, blank []faceCandidate, tile float64, count int) []faceCandidate {
	least := 0.8 * tile
	if float64(count) <= oneStack*tile {
		least = 0.6 * tile
	}
	var lone []faceCandidate
	for _, b := range blank {
		if !b.dark && (b.area >= least || wholeSmall(b, count, tile)) && !slices.ContainsFunc(found, func(f faceCandidate) bool { return sharesPlace(b, f) }) {
			lone = append(lone, b)
		}
	}
	return lone
}

// wholeSmall reports whether face c is whole and clean (0.95 of its
// hull) and of smallWhole of a tile (a scale's disc) or more, in a
// region of count pixels no larger than one stack's (oneStack): that
// stack's face, which the radius, measured by the stacks' sides and
// shadows, makes small (a fresh POV-Ray scene, seed 11930: a B3 rounded
// square lit grey on grey felt, away from an arm, its face's light
// part, the table's lightness, 0.51 of a tile; the fourth try, not run
// for a face that small, finds its three gold dots; lost with the arm).
func wholeSmall(c faceCandidate, count int, tile float64) bool {
	return float64(count) <= oneStack*tile && c.area >= smallWhole*tile && len(c.outline) >= 3 && solidity(c.outline) >= 0.95
}

// smallWhole is the least share of a tile wholeSmall takes.
const smallWhole = 0.5

// cleanBlankHolds reports whether one of blank, the faces with no marks
// the light part showed, in c's place, is whole and clean (0.95 of its
// hull) and holds all c's marks.
func cleanBlankHolds(c faceCandidate, blank []faceCandidate) bool {
	return len(c.marksAt) > 0 && slices.ContainsFunc(blank, func(b faceCandidate) bool {
		return sharesPlace(b, c) && solidity(b.outline) >= 0.95 && !slices.ContainsFunc(c.marksAt, func(p image.Point) bool { return !insidePolygon(b.outline, p) })
	})
}

// centredLone reports whether face c holds one mark, seen whole (not
// counted by the bumps of marks run together), in its middle.
func centredLone(c faceCandidate) bool {
	return c.marks == 1 && len(c.marksAt) == 1 && !c.bumpCounted() && inMiddle(c.marksAt[0], c.box)
}

// sharesPlace reports whether faces a and b lie in one place: the centre
// of either's box in the other's.
func sharesPlace(a, b faceCandidate) bool {
	return boxCentre(a.box).In(b.box) || boxCentre(b.box).In(a.box)
}

// oneBlank is the one face with no marks among those found in a region,
// if they are all one: the light part's threshold and its own higher one
// (the third try) each find the neutral, the second a little smaller,
// from its brighter pixels only. The largest is the face. The stack's
// shadow, a blank face of its own beside it, is the table in shade, no
// second face, where another is not (a fresh POV-Ray scene, seed 10284:
// the neutral on pink cloth, its long shadow a second blank face; the
// two weighed by the region's colour, the pink's, taken for a hand's
// skin and hidden).
func oneBlank(blank []faceCandidate) (faceCandidate, bool) {
	if lit := slices.DeleteFunc(slices.Clone(blank), func(b faceCandidate) bool { return b.tableShade || b.clothShade || b.coolShade }); len(lit) > 0 {
		blank = lit
	}
	if len(blank) == 0 {
		return faceCandidate{}, false
	}
	big := slices.MaxFunc(blank, func(a, b faceCandidate) int { return cmp.Compare(a.area, b.area) })
	for _, b := range blank {
		if !boxCentre(b.box).In(big.box) {
			return faceCandidate{}, false
		}
	}
	return big, true
}

// addBlank adds to the faces read in a region the faces with no marks
// found beside them, where the region has room for another stack: the
// neutral touching its neighbour, which no reading of the region's marks
// sees. Each is read apart, by its colour.
func addBlank(faces, blank []faceCandidate, count int, tile float64) []faceCandidate {
	room := float64(count)
	for _, f := range faces {
		room -= f.own()
	}
	sort.SliceStable(blank, func(i, j int) bool { return blank[i].area > blank[j].area })
	for _, b := range blank {
		if room < 0.6*tile {
			break
		}
		if coolBlank(b.stats) {
			if debugFaces {
				fmt.Fprintf(os.Stderr, "blank face %v Lab %.0f %.0f %.0f: of a cool hue, no scale's colour\n", b.box, b.stats.meanL, b.stats.meanA, b.stats.meanB)
			}
			continue
		}
		// A blank face in a face's ring is apart from it; where the ringed
		// face was said to be, unread, the blank face is that face.
		apart := !slices.ContainsFunc(faces, func(f faceCandidate) bool {
			if f.unread || slices.ContainsFunc(f.enclosed, boxCentre(b.box).In) {
				return false
			}
			if sharedArea(b.outline, f.outline) < 0.2 && (f.dark != b.dark || !insidePolygon(f.outline, boxCentre(b.box)) && !insidePolygon(b.outline, boxCentre(f.box))) {
				// Their outlines apart, their boxes need not be. A black
				// face whose dark part took in the neutral's shaded side
				// spans it in its box (see separateFaces). A face of its
				// lightness whose corner it hides, neither's middle in
				// the other's outline, has its box over a quarter of the
				// neutral's and more (a fresh POV-Ray scene, seed 16960:
				// the neutral on a tall stack in front of a W3, said a
				// stack unread).
				return false
			}
			in := b.box.Intersect(f.box)
			return 4*in.Dx()*in.Dy() > min(b.box.Dx()*b.box.Dy(), f.box.Dx()*f.box.Dy()) || boxCentre(b.box).In(f.box) || boxCentre(f.box).In(b.box)
		})
		if debugFaces {
			fmt.Fprintf(os.Stderr, "blank face %v area %.0f room %.0f apart %v, Lab %.0f %.0f %.0f\n", b.box, b.area, room, apart, b.stats.meanL, b.stats.meanA, b.stats.meanB)
		}
		if apart {
			faces = slices.DeleteFunc(faces, func(f faceCandidate) bool { return f.unread && boxCentre(f.box).In(b.box) })
			faces = append(faces, b)
			room -= b.area
		}
	}
	return faces
}

// coolBlank reports whether a face with no marks is of a cool hue, green
// or blue, and of more chroma than any white face takes from its light
// (whiteChroma): no scale's colour, the neutral's gold being yellow and a
// hand's skin warm. Beside faces read it is a patch of a mottled cloth
// that the table's estimate, smoothed over more of it, missed (a fresh
// POV-Ray scene, seed 5325: a patch of mint cloth below a B3, Lab a -30
// b 26 where the estimate had -24 and 22, said a stack with no marks
// where none is).
func coolBlank(s faceStats) bool {
	a, b := s.meanA-128, s.meanB-128
	return math.Hypot(a, b) >= whiteChroma && (greenNotGold(a, b) || b < 0 && a < -b)
}

// tableShadeOf reports whether a part (mask, in box) of mean Lab colour
// over the table's (under) is the table in shade: by its mean
// (tableInShade, where byMean allows it; tableShadeTinted), or by half
// of its pixels or more (tableShare).
func tableShadeOf(mean, under [3]float64, byMean bool, mask, px, tp []uint8, w int, box image.Rectangle) bool {
	return byMean && tableInShade(mean, under) || tableShadeTinted(mean, under) || tableShare(mask, px, tp, w, box, tableInShade) >= 0.5
}

// tableShare is the share of part's pixels in box that are the table
// under them (tp, the table's Lab beside px) as isTable has it (tableBlank,
// tableInShade).
func tableShare(part, px, tp []uint8, w int, box image.Rectangle, isTable func(mean, under [3]float64) bool) float64 {
	n, table := 0, 0
	for i := range partIn(part, w, box) {
		n++
		if isTable(labAt(px, i), labAt(tp, i)) {
			table++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(table) / float64(n)
}

// partStats is the mean colour of the pixels of part (a stack's pixels of
// one colour) within box.
func partStats(part, px []uint8, w int, box image.Rectangle) faceStats {
	var s faceStats
	n := 0
	for i := range partIn(part, w, box) {
		s.meanL += float64(px[3*i])
		s.meanA += float64(px[3*i+1])
		s.meanB += float64(px[3*i+2])
		n++
	}
	if n > 0 {
		s.meanL, s.meanA, s.meanB = s.meanL/float64(n), s.meanA/float64(n), s.meanB/float64(n)
	}
	return s
}

// darkSpread is how far apart the 10th and 90th percentiles of the
// brightness histogram's dark part (up to t) lie.
func darkSpread(hist []int, t int) float64 {
	return float64(levelAt(hist[:t+1], 90) - levelAt(hist[:t+1], 10))
}

// solidity is an outline's area over its convex hull's: 1 for a convex
// one, 0 for none.
func solidity(outline []image.Point) float64 {
	if len(outline) < 3 {
		return 0
	}
	h := polygonArea(convexHull(outline))
	if h <= 0 {
		return 0
	}
	return polygonArea(outline) / h
}

// lumpySolidity is the solidity under which a face is lumpy: no one
// scale's face, however its edge is lit, but pieces run together.
const lumpySolidity = 0.8

// shadedFace reads a black face that a lamp's reflection lights unevenly,
// from black on one side to nearly the table's shade on the other: one
// threshold puts its lit side with the marks, and the dark side alone is
// no face. Each pixel is taken against the shade round it instead (a
// median over more than a mark's width), so that the marks, lighter than
// the face wherever they lie on it, are its holes. coarse takes the shade
// from a picture a few times smaller, for a fraction of the time.
func shadedFace(lab gocv.Mat, mk, px []uint8, w, h int, radius float64, total int, coarse bool) faceCandidate {
	k := int(1.2*radius) | 1
	if k < 5 || k >= min(w, h) {
		return faceCandidate{}
	}
	L := gocv.NewMat()
	defer L.Close()
	gocv.ExtractChannel(lab, &L, 0)
	// The shade changes over a face's width, not a mark's.
	f := 1
	if coarse {
		f = max(1, int(radius/8))
	}
	small := gocv.NewMat()
	defer small.Close()
	resizeArea(L, image.Rect(0, 0, w, h), &small, image.Pt(max(1, w/f), max(1, h/f)))
	gocv.MedianBlur(small, &small, max(3, int(1.2*radius/float64(f))|1))
	shade := gocv.NewMat()
	defer shade.Close()
	gocv.Resize(small, &shade, image.Pt(w, h), 0, 0, gocv.InterpolationLinear)
	sp, _ := shade.DataPtrUint8()
	part := make([]uint8, len(mk))
	for i, v := range mk {
		if v != 0 && int(px[3*i]) < int(sp[i])+25 {
			part[i] = 255
		}
	}
	tile := math.Pi * radius * radius
	c := findFace(part, px, w, h, true, total, tile)
	if c.crowded {
		// More marks than a scale has: the face run together with the
		// scales' sides under it, the light bands between them holes the
		// size of stripes. Its face-sized core, without the sides: the
		// largest part with marks, and more than half the whole.
		core := faceCandidate{area: c.area / 2}
		for _, p := range faceParts(part, w, h, radius, math.Inf(1)) {
			if f := findFace(p.pix, px, w, h, true, total, tile); f.marks > 0 && f.area > core.area {
				core = f
			}
		}
		if core.marks > 0 {
			core.debug = "its core: " + core.debug
			core.core = true
			c = core
		}
	}
	if c.marks == 0 {
		return c
	}
	if c.marks == 1 && c.fill < 0.6 {
		// Against a shade, a lone streak of light (a fold's crease, a
		// rim's glint) passes for a mark; a stripe or a dot fills more
		// of its box.
		c.doubt(fmt.Sprintf("its one mark fills %.2f of its box", c.fill))
	}
	if len(c.outline) >= 3 && c.area > 1.7*tile {
		// Far larger than a scale's face, and longer than a face with
		// the sides of a tall stack seen 35° off vertical (1.6 times as
		// long as wide): a strip of dark floor at the frame's edge, its
		// grain for a mark (img_0011 at 0.45 of its exposure: a sure B1
		// where no stack is). A glossy B3 on a tall stack, read whole
		// against its shade, is 1.9 scales but nearly as wide as long
		// (img_0006); doubting every face this large and not compact
		// made it unread in four of its perturbed frames.
		if a := aspect(minAreaRect(c.outline)); a > 2.2 {
			c.doubt(fmt.Sprintf("a face of %.1f scales, %.1f times as long as wide", c.area/tile, a))
		}
	}
	if c.marks == 1 && c.odd > 2*c.mark && !c.oddAcross {
		// One mark, and beside it a hole twice its size that is none:
		// marks run together past telling (stripes blurred into one block
		// on a small face), which the shade split unevenly. Not a thin
		// band across the whole region (bandAcross): marks run together
		// are a block.
		c.doubt(fmt.Sprintf("a hole of %.0f is no mark", c.odd))
	}
	// Lit, a black face takes the lamp's colour, nearly grey; the neutral's
	// gold is no black face. Its middle tells, away from the rim of table
	// a stack's region takes in. A warm lamp tints it further, up to
	// blackChroma, where its print shows it a face (printedApart: a fresh
	// POV-Ray scene, seed 13977, PNG and JPEG: a B3 on a tall stack on
	// orange felt under a 3700 K lamp, its face at chroma 15 and 16, its
	// three gold dots plain, said no marks seen and hidden as a hand's
	// piece).
	inner := c.box.Inset(c.box.Dx() / 6)
	if ch, ok := medianChroma(part, px, w, inner, 60); ok && ch > 12 && !(ch <= blackChroma && printedApart(c)) { // the lit side
		var none faceCandidate
		none.trace("lit side of chroma %.0f: no black face", ch)
		return none
	}
	// Nor is a coloured cloth in a fold's shade, its crest lighter than
	// the shade round it for a mark (folds at 200 frames, frame 97: a
	// sure B1 where no stack is, of chroma 20 where black faces read so
	// were 2 or 3), as the face's threshold has it.
	if ch, _ := medianChroma(part, px, w, inner, 0); ch > blackChroma {
		var none faceCandidate
		none.trace("of chroma %.0f: no black face", ch)
		return none
	}
	return c
}

// tintedBlack says whether a dark face of chroma ch over blackChroma is
// a black face all the same: a warm lamp's glare and a red or orange
// table's light tint a glossy black face to 21 or 22 (POV-Ray seeds 1525
// and 1538: a B2, a B1 and a B3 said "no marks seen"). Up to 26, where
// it is whole: a scale's face in size (0.8 to 1.45 of the disc inside a
// scale; a rounded square's face is 1.24 to 1.34 of it), convex
// (0.9 of its hull: a glossy face's bevel, lit lighter, takes a sliver
// off its rim, seed 1538's B3 0.91), its marks each a hole of their own
// that fills its box as a stripe or a dot does. A hand or the table in its shade,
// holding a white face's remains as a "mark", is none of that.
func tintedBlack(c faceCandidate, ch, tile float64) bool {
	most, least, fill := 26.0, 0.8, 0.7
	if c.marks == 3 {
		most, least, fill = threeMarksTint, threeMarksSmall, threeMarksFill
	}
	if ch > most || c.marks == 0 || c.holes != c.marks || c.fill < fill || c.area < least*tile || c.area > 1.45*tile || len(c.outline) < 3 {
		return false
	}
	hull := polygonArea(convexHull(c.outline))
	return hull > 0 && polygonArea(c.outline) >= 0.9*hull
}

// threeMarksTint is how far a whole black face with three marks may be
// tinted (tintedBlack): a B3's stripes, wide and close, of gold under a
// lamp of 3000 K on a pink felt, blur into the narrow black between them
// and tint it to 30 to 33 (fresh POV-Ray seed 4493 as JPEG q80: three
// B3s said "no marks seen"). Three marks laid out as a set lays them,
// each a hole of its own, no hand in shade holds.
const threeMarksTint = 34

// threeMarksSmall and threeMarksFill are how small against a scale's
// disc, and how ragged its marks in their boxes, a black face with three
// marks, each a hole of its own, may be and still be taken for tinted
// (tintedBlack): three marks laid out so are a face's whatever its size,
// and where a lamp's glare swells the radius measured by the sides and
// shadows of the stacks, its face is smaller against it (fresh POV-Ray
// scenes, seeds 8411 as JPEG q80 and 8816: B3s on rounded squares under
// a 3300 K lamp, tinted 18 to 21, 0.77 to 0.82 of the disc, their
// stripes' blur filling 0.69 of their boxes, said unread).
const (
	threeMarksSmall = 0.7
	threeMarksFill  = 0.6
)

// A lone bar as thin as a seam (markAspectMost) is a stripe on a face
// this solid, filling this much of its box (readFace).
const (
	loneStripeSolid = 0.95
	loneStripeFill  = 0.7
)

// markAspectMost is how many times as long as wide a hole alone may be
// and still be a mark: an edition's longest stripe is 1.2 radii by 0.2
// and more, six times as long; at working size, blur and the threshold
// may leave it two pixels wide and ten times as long, but then its
// fellows are as thin.
const markAspectMost = 10.0

// blackChroma is the most a black face's median chroma reaches in any
// light (16 at most in the shared game, its gold marks' blur in it); a
// hand, wood or a coloured cloth in shade is 20 and more.
const blackChroma = 18

// whiteChroma is a white face's chroma and more: an ivory face on a
// cream cloth has the cloth's tint (5 to 20, in 238 such faces over the
// tables, the faint white, the sweep and the perturbed scenes); a fold's
// lit flank on a pink cloth is 41, the neutral's gold more.
const whiteChroma = 30

// partIn yields the index of each pixel of part (w wide) set within box.
func partIn(part []uint8, w int, box image.Rectangle) iter.Seq[int] {
	return func(yield func(int) bool) {
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				if i := y*w + x; part[i] != 0 && !yield(i) {
					return
				}
			}
		}
	}
}

// medianChroma is the median chroma of the part's pixels in box at least
// minL bright, and false if there are none.
func medianChroma(part, px []uint8, w int, box image.Rectangle, minL uint8) (float64, bool) {
	sp := chromaScratch.Get().(*[]float64)
	defer chromaScratch.Put(sp)
	chroma := (*sp)[:0]
	table := chromaTable()
	for i := range partIn(part, w, box) {
		if px[3*i] >= minL {
			chroma = append(chroma, table[int(px[3*i+1])<<8|int(px[3*i+2])])
		}
	}
	*sp = chroma
	if len(chroma) == 0 {
		return 0, false
	}
	return kth(chroma, len(chroma)/2), true
}

// chromaTable is math.Hypot(a-128, b-128) for every byte pair a<<8|b: a
// face's pixels take a few hundred values of the 65536. With Hypot for
// each pixel (it scales to avoid overflow) and a new slice for each
// call, medianChroma took 0.5 ms of a 720p frame in the profile of
// BenchmarkDetect720p; with the table and chromaScratch, 0.15.
var chromaTable = sync.OnceValue(func() []float64 {
	t := make([]float64, 1<<16)
	for i := range t {
		t[i] = math.Hypot(float64(i>>8)-128, float64(i&255)-128)
	}
	return t
})

// chromaScratch holds medianChroma's values between calls.
var chromaScratch = sync.Pool{New: func() any { return new([]float64) }}

// tooSmallBeside is the reason given for a face with marks too small
// against the faces beside it to read (separateFaces).
const tooSmallBeside = "part of a face beside a larger one, too small against it to read"

// separateFaces keeps, of the faces found in one region, the largest (a
// side band or a shadow is a sliver beside the top face) and every other
// face nearly as large that lies apart from those kept: the top of a
// neighbouring stack that touches this one. Nearly as large as the
// largest face of its own colour, and not much under the largest of all:
// a black face's dark part takes in the dark of its sides and shadow,
// where a white face's light part does not (a W3 edge to edge between
// rounded squares, 0.5 of the black faces, was lost as a sliver). A mark
// is at least a hundredth of its face (a small dot, 1.5%); a speck on a
// side band is less. Two or three marks may be as small as 0.6%: a
// band's specks come one at a time (a W3's dots on small rounded squares
// read enlarged, 0.9% of its face, lost the stack without a word; a
// fresh POV-Ray scene, seed 17307: a W2 edge to edge with a W3 on
// yellow-green felt, its dots 0.86% of its face, said a stack unread).
//
// A face is measured without the neighbours' faces it rings, and those
// found inside its holes are apart from it; a hole no face was found in
// is kept as a face not read. What rings faces and owns less than three
// quarters of a face is their seams and shadows.
func separateFaces(found []faceCandidate, radius float64) []faceCandidate {
	sort.SliceStable(found, func(i, j int) bool { return found[i].own() > found[j].own() })
	if len(found) >= 3 {
		// Among the faces of several stacks that touch, one far larger
		// than the middle one is two faces run together, its marks both
		// scales' marks: it is no reading (the caller says the region
		// holds more stacks than it read). Unless it is as compact as
		// one face: seen 33° off vertical, a long row's nearest face is
		// 1.6 times its middle one, and more. Nor one lone mark in its
		// middle (centredLone): two faces run together hold a face's
		// mark half a face off their middle; one face with its side
		// band, lit as light as it, holds it there (a fresh POV-Ray
		// scene, seed 4616: a W1 on a stack of five seen close, 1.61
		// times the W2 beside it with its band, lost).
		mid := found[len(found)/2].own()
		for len(found) > 2 && found[0].own() > 1.6*mid && !compactFace(found[0], math.Pi*radius*radius) && !centredLone(found[0]) {
			found = found[1:]
		}
	}
	kept := []faceCandidate{found[0]} // not found[:1]: appends would write over found
	// The faces as compact as one, whose sizes say how small a face may
	// be here (leastOf).
	disc := math.Pi * radius * radius
	var compact []faceCandidate
	for _, k := range found {
		if compactFace(k, disc) {
			compact = append(compact, k)
		}
	}
	// A face is measured against the largest faces near it, within two
	// faces or so: seen aslant, a row's faces grow towards the camera,
	// its far end's under half its near end's (rounded squares 33° off
	// vertical: a far W1 and W3 dropped as slivers beside a near B3).
	leastOf := func(c faceCandidate) float64 {
		same, all := 0.0, 0.0 // of its colour, and of either
		for _, k := range found {
			if dist(boxCentre(c.box), boxCentre(k.box)) > 2.5*math.Sqrt(k.own()) {
				continue
			}
			all = max(all, k.own())
			if k.dark == c.dark {
				same = max(same, k.own())
			}
		}
		if c.cut {
			// A piece cut from a face of two faces' marks, its own
			// marks in it: a face of that colour, measured against its
			// kind. The far piece is smaller than a near face of the
			// other colour, on a taller stack, seen aslant, by more than
			// a sliver is (endgame seed 6 frame 180: a W1 beside a W2,
			// 0.45 of the B2 at the row's near end).
			all = 0
		}
		if c.own() >= 0.75*disc && compactFace(c, disc) {
			// A whole face of a scale's size, as compact as one, its
			// marks read surely: no sliver of a side band, whatever
			// the other colour's dark part took in beside it (a fresh
			// POV-Ray scene, seed 10200: a W3 on a stack of eight seen
			// aslant, 0.39 of the B3 beside it, that B3's face run
			// together with the tall stack's black sides into 2.3
			// scales' faces: said too small to read).
			all = 0
			if c.cut {
				// Cut from a face of two faces' marks round its own,
				// it is measured against no piece of that face: the
				// other piece took in its stack's dark sides (a fresh
				// POV-Ray scene, seed 14997: a B1 flat against a B2 on
				// six, the B1's piece 1.2 scales' faces, 0.53 of the
				// B2's with its sides: said too small to read).
				same = 0
			}
		}
		// The floor is half a scale's disc; but tall stacks near the
		// camera make the radius large for the low stacks beyond them.
		// A compact face of 0.9 of another compact face read here or
		// more (and 0.3 of the disc) is a face all the same (a fresh
		// POV-Ray scene, seed 18318 as JPEG q80: a B3 on two beside
		// stacks of five and seven seen close, 0.49 of the disc, the
		// B1 on two beyond them 0.52: said too small to read).
		floor := 0.5 * disc
		if compactFace(c, disc) {
			for _, k := range compact {
				if k.box != c.box {
					floor = min(floor, max(0.9*k.own(), 0.3*disc))
				}
			}
		}
		return max(0.55*same, 0.45*all, floor)
	}
	// ringed reports whether face c lies in one of k's rings.
	ringed := func(c, k faceCandidate) bool {
		return slices.ContainsFunc(k.enclosed, boxCentre(c.box).In)
	}
	// Apart: their boxes barely overlap, or their centres lie most of a
	// face's width apart (the boxes of square faces turned 45°, side by
	// side, overlap by half), or, of two colours, their outlines barely
	// do: a black face whose dark part took in its white neighbour's side
	// and shade spans the white face in its box, the white face a notch
	// in its outline (rounded squares edge to edge; a W1 so dropped was
	// lost without a word). So are two pieces cut from one face of more
	// marks than a face has: a tall stack's top leaning over its
	// neighbour's face hides part of it, and their boxes overlap by half
	// (a W3 under a W1's top lost without a word, endgame check, seed 6
	// frame 110).
	oneFace := func(c, k faceCandidate) bool {
		in := c.box.Intersect(k.box)
		far := dist(boxCentre(c.box), boxCentre(k.box)) >= 0.8*math.Sqrt(max(c.own(), k.own()))
		return 4*in.Dx()*in.Dy() > c.box.Dx()*c.box.Dy() && !far && !ringed(c, k) && !ringed(k, c) && (c.dark == k.dark && !(c.cut && k.cut) || sharedArea(c.outline, k.outline) >= 0.2)
	}
	apartFrom := func(c faceCandidate, kept []faceCandidate) bool {
		return !slices.ContainsFunc(kept, func(k faceCandidate) bool { return oneFace(c, k) })
	}
	var small []faceCandidate // faces with marks, too small beside the faces near them
	// The least of those said: 0.4 of a scale's disc, or half the largest
	// face read here where that is less, down to a quarter of the disc:
	// a tall stack's region, its sides in it, makes the radius too large
	// (seen 33° off vertical, the neutral's face behind a B3 on seven,
	// 0.53 of the B3's face and 0.31 of the disc, was lost without a
	// word: endgame seed 8 frame 20).
	smallest := 0.4 * math.Pi * radius * radius
	smallest = max(min(smallest, 0.5*found[0].own()), 0.25*math.Pi*radius*radius)
	for _, c := range found[1:] {
		// A face in another's ring need only be a face: no side band
		// or shadow lies inside a face's outline.
		inRing := slices.ContainsFunc(kept, func(k faceCandidate) bool { return ringed(c, k) })
		if c.inner >= 0.5*math.Pi*radius*radius && c.own() < 0.75*math.Pi*radius*radius {
			// The seams and shadows round faces of the other colour,
			// which it rings, own less than a face: two W3s edge to
			// edge, the table's strip between their shadows a "mark",
			// read a sure B1 where no stack is (aslant sweep seed 8
			// frame 38).
			continue
		}
		tooSmall := c.own() < leastOf(c) && !(inRing && c.own() >= 0.5*math.Pi*radius*radius)
		if tooSmall || c.mark < 0.01*c.area && !(c.marks >= 2 && c.mark >= 0.006*c.area) {
			if tooSmall && c.marks > 0 && !c.sideBand && c.own() >= smallest && c.mark >= 0.01*c.area {
				small = append(small, c)
			}
			continue
		}
		if apartFrom(c, kept) {
			kept = append(kept, c)
			continue
		}
		// Two pieces of a cut or of a colour's parts that parted no
		// faces, one face's, its marks shared between them: the larger
		// piece's count is no face's (a B3 seen aslant, read part by
		// part as a B2 and a B1, the B1 kept: a sure B1, sweep seed 92
		// frame 61).
		for j, k := range kept {
			if (c.cut && k.cut || c.part && k.part) && c.marks > 0 && k.marks > 0 && c.marks != k.marks && oneFace(c, k) {
				kept[j].doubtMore(fmt.Sprintf("another piece of its face counts %d marks", c.marks))
			}
		}
	}
	// A face with marks, of 0.4 of a scale's disc or more, too small
	// against the faces beside it to be one, apart from them: perhaps a
	// side band's sliver, but perhaps the part of a face that a taller
	// stack beside it leans over, seen aslant (a W3's two stripes seen,
	// 0.35 of a near B1 on seven: endgame seed 13 frame 112). Said, not
	// read, rather than dropped without a word; not where its one mark
	// is a bar no stripe is as long as, a lower scale's side band (a
	// white stack's grey sides beside its face: img_0006 changed
	// slightly, stream 3).
	for _, c := range small {
		if apartFrom(c, kept) {
			kept = append(kept, faceCandidate{box: c.box, unread: true, unreadWhy: tooSmallBeside, debug: "too small beside larger faces, not read: " + c.debug})
		}
	}
	faces := len(kept)
	for i := range faces {
		for _, e := range kept[i].enclosed {
			found := false
			for j, c := range kept[:faces] {
				if mid := boxCentre(c.box); j != i && mid.In(e) {
					found = true
				}
			}
			if !found {
				kept = append(kept, faceCandidate{box: e, unread: true, debug: "a face ringed by another's colour, not read"})
			}
		}
	}
	return kept
}

// sharedArea is the share of the smaller of two outlines that lies in
// both, as pixels; 1 where either has no outline, which cannot tell.
func sharedArea(a, b []image.Point) float64 {
	if len(a) < 3 || len(b) < 3 {
		return 1
	}
	box := pointsBox(a).Union(pointsBox(b))
	ma, mb := polygonMask(a, box), polygonMask(b, box)
	na, nb, both := 0, 0, 0
	for i, v := range ma {
		if v != 0 {
			na++
		}
		if mb[i] != 0 {
			nb++
			if v != 0 {
				both++
			}
		}
	}
	return float64(both) / float64(max(1, min(na, nb)))
}

// colourPart returns the stack's pixels on one side of the threshold t.
func colourPart(mk, px []uint8, t int, dark bool) []uint8 {
	// By brightness, looked up: this runs over a stack's pixels for each
	// part of it tried.
	var side [256]uint8
	for l := range side {
		if (l <= t) == dark {
			side[l] = 255
		}
	}
	part := make([]uint8, len(mk))
	px = px[:3*len(mk)]
	for i, v := range mk {
		if v != 0 {
			part[i] = side[px3(px, 3*i)[0]]
		}
	}
	return part
}

// greyPart returns the pixels of part no more colourful than chroma,
// and those of part within reach of them: the blur round a black face's
// coloured marks, which a shadow's colour does not spread to.
func greyPart(part, px []uint8, w, h, chroma, reach int) []uint8 {
	grey := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	defer grey.Close()
	g, _ := grey.DataPtrUint8()
	for i, v := range part {
		a, b := int(px[3*i+1])-128, int(px[3*i+2])-128
		if v != 0 && a*a+b*b <= chroma*chroma {
			g[i] = 255
		}
	}
	k := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(2*reach+1, 2*reach+1))
	defer k.Close()
	gocv.Dilate(grey, &grey, k)
	out := make([]uint8, len(part))
	for i, v := range part {
		out[i] = v & g[i]
	}
	return out
}

// facePart is one part of a stack's pixels of one colour (see faceParts),
// and where it is as long as a row of faces, the ways to cut the row face
// by face (see cutRow), each made when tried: a list of pieces, or nil.
type facePart struct {
	pix  []uint8
	body []int // pix's indices with its marks filled (see cutRow)
	cuts []func() [][]uint8
}

// faces finds the face in the part, or the faces of its row. A row cut
// where no seam was (a face and its side band) leaves a piece with no
// marks, and may leave another with some of the face's: where the part
// is a face with marks, a cut stands only if every piece is one too,
// and the first such of its cuts is taken. Where the part is no face,
// the pieces that are faces are taken, from the cut with most of them;
// those that may be some of a face's are unsure (cutOpen).
func (p facePart) faces(px []uint8, w, h int, dark bool, total int, tile float64) []faceCandidate {
	var pieces []faceCandidate
	var rowOf [][]uint8 // the pieces' pixels
	marked := 0
	// Each part is one face at most: it is measured against a scale's
	// worth of the region, not the whole region's (readFace takes a face
	// of a fifth of it). Two tiles' worth lets a face of 0.4 of a tile
	// be one: where the radius runs large, a white face touching others
	// is half a tile (rounded squares edge to edge: the black faces' dark
	// parts, their sides' dark and shadows in them, set the radius).
	partTotal := total
	if tile > 0 {
		partTotal = min(total, int(2*tile))
	}
	// readRow reads each piece of a row, and counts those with marks.
	readRow := func(row [][]uint8) ([]faceCandidate, int) {
		var cut []faceCandidate
		n := 0
		for _, q := range row {
			c := findFace(q, px, w, h, dark, partTotal, tile)
			if len(c.outline) >= 3 && c.marks > 0 {
				n++
			}
			cut = append(cut, c)
		}
		return cut, n
	}
	// golden takes a row whose pieces with no marks are the neutral
	// beside white faces (goldBeside).
	golden := func(row [][]uint8, cut []faceCandidate, n int) bool {
		if len(cut) < 2 || n == 0 || dark || !goldBeside(row, cut, px, w, tile) || cutsMark(p.pix, p.body, row, cut, px, w, h, dark, tile) {
			return false
		}
		for j := range cut {
			cut[j].golden = cut[j].marks == 0
		}
		return true
	}
	for _, cutOf := range p.cuts {
		row := cutOf()
		if row == nil {
			continue
		}
		cut, n := readRow(row)
		if len(cut) > 1 && n == len(cut) && !cutsMark(p.pix, p.body, row, cut, px, w, h, dark, tile) || golden(row, cut, n) {
			if one, ok := cutBetweenDots(p.pix, cut, px, w, h, dark, partTotal, tile); ok {
				return []faceCandidate{one}
			}
			return cut
		}
		if n > marked {
			pieces, marked, rowOf = cut, n, row
		}
	}
	if !dark {
		// Parted by tint: the neutral against a white face, too short
		// together for cutRow's rows (seen aslant, they are a face and
		// a third) and with no neck between them. Taken only so: the
		// pieces of a part with two tints are no faces otherwise (a
		// fold's flank on a pale orange cloth beside a W1).
		if row := tintRow(p.pix, px, tile); row != nil {
			cut, n := readRow(row)
			if n == 0 && len(cut[0].outline) < 3 && tile > 0 {
				// The pale side no face: a white face with the white
				// sides of the neutral's stack round its gold face,
				// seen from above (POV-Ray seed 1729: a W3 and the
				// neutral, said one stack with no marks). Its
				// face-sized cores, the sides' slivers dropped; the
				// gold face they ring is no mark to fill (a fresh
				// POV-Ray scene, seed 10875: the neutral touching a
				// W2 on two, its pale rim and the W2's face one ring
				// round the gold, filled as a mark into one core: a
				// sure W2 over both, the neutral lost without a word).
				pale := [][]uint8{}
				for _, q := range faceParts(row[0], w, h, math.Sqrt(tile/math.Pi), 0.3*tile) {
					pale = append(pale, q.pix)
				}
				row = append(pale, row[1])
				cut, n = readRow(row)
			}
			if golden(row, cut, n) {
				return cut
			}
			if g, ok := ringedGold(p.pix, row, cut, n, px, w, tile); ok {
				return []faceCandidate{g}
			}
		}
	}
	whole := findFace(p.pix, px, w, h, dark, partTotal, tile)
	if marked > 0 && (len(whole.outline) < 3 || whole.marks == 0) {
		// Where a face's worth of the row was left without marks, the
		// cut may have lost a face: a piece that takes in a neighbour's
		// edge, the seam's shade its ragged hole, and leaves the rest of
		// that face too small to read (three faces edge to edge cut in
		// two).
		lost := sync.OnceValue(func() bool {
			for j, c := range pieces {
				if c.marks == 0 && float64(setCount(rowOf[j])) >= 0.5*tile {
					return true
				}
			}
			return false
		})
		for j, c := range pieces {
			// No cut held, and this one may have passed through the
			// face, cutting a mark open at its edge: a ragged hole
			// beside those counted, a mark's size and the channel to
			// the edge (larger, it is the seam or shadow at the face's
			// edge, which whole faces have too), where the face has
			// room for another mark, and as light as a mark (dark on a
			// white face) to within a fifth, as markOnCut asks of one;
			// a hole far dimmer is the seam's or the neighbour's shade
			// at the rim, unless a face may have been lost with it.
			// Or the cut ran through a third mark, in line with
			// the two counted, leaving a notch in the piece's edge
			// and no hole at all.
			ragged := c.odd >= 1.5*c.mark && c.odd <= 3*c.mark && (c.oddLikeMark(px, w, h) || lost())
			if c.marks == 0 || c.marks >= 3 || !ragged && len(c.two) == 0 {
				continue
			}
			edge := cutEdge(p.pix, rowOf[j], w, h)
			if ragged || markOnCut(c.two, edge, px, w, h, dark) {
				pieces[j].cutOpen, pieces[j].cutEdge = true, edge
			}
		}
		return pieces
	}
	return []faceCandidate{whole}
}

// setCount is how many pixels of mask are set.
func setCount(mask []uint8) int {
	n := 0
	for _, v := range mask {
		if v != 0 {
			n++
		}
	}
	return n
}

// oddLikeMark reports whether the face's odd hole is as light as its
// marks (dark, on a white face) to within a fifth, at its peak: a mark
// run into more (cut open, or joined to the rim) rather than a seam.
func (c faceCandidate) oddLikeMark(px []uint8, w, h int) bool {
	if len(c.blackMarks()) == 0 {
		return true // nothing to measure it against: it may be one
	}
	return holePeak(px, w, h, c.oddRect, c.dark) >= 0.8*slices.Min(peaksOf(c.blackMarks(), px, w, h, c.dark))
}

// cutEdge is where a cut ran along piece: the pixels of part, outside
// piece, beside one of its pixels (w×h masks).
func cutEdge(part, piece []uint8, w, h int) []int {
	var edge []int
	for i, v := range part {
		if v == 0 || piece[i] != 0 {
			continue
		}
		x, y := i%w, i/w
		if x > 0 && piece[i-1] != 0 || x+1 < w && piece[i+1] != 0 || y > 0 && piece[i-w] != 0 || y+1 < h && piece[i+w] != 0 {
			edge = append(edge, i)
		}
	}
	return edge
}

// markOnCut reports whether a third mark's place in line with two marks
// (two), a spacing past either, lies on the cut (edge, from cutEdge) and
// looks like a mark there: as light as the dimmer of the two on a dark
// face, or as dark on a light one, to within a fifth.
func markOnCut(two []gocv.RotatedRect, edge []int, px []uint8, w, h int, dark bool) bool {
	if len(two) != 2 || len(edge) == 0 {
		return false
	}
	size := float64(max(two[0].Width, two[0].Height, two[1].Width, two[1].Height))
	peak := min(holePeak(px, w, h, two[0], dark), holePeak(px, w, h, two[1], dark))
	for _, p := range pastTwo(pointOf(two[0].Center), pointOf(two[1].Center)) {
		near := false
		for _, i := range edge {
			if math.Hypot(float64(i%w)-p[0], float64(i/w)-p[1]) <= size {
				near = true
				break
			}
		}
		if !near {
			continue
		}
		// The place is found to a quarter of a mark's size: the view's
		// slant bends the row a little.
		best := 0.0
		for _, o := range [][2]float64{{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			best = max(best, markness(px, w, h, p[0]+0.25*size*o[0], p[1]+0.25*size*o[1], dark))
		}
		if best >= 0.8*peak {
			return true
		}
	}
	return false
}

// pastTwo is where the third mark of a row with marks at a and b lies: a
// spacing past b, and a spacing past a.
func pastTwo(a, b [2]float64) [2][2]float64 {
	dx, dy := b[0]-a[0], b[1]-a[1]
	return [2][2]float64{{b[0] + dx, b[1] + dy}, {a[0] - dx, a[1] - dy}}
}

// pointOf is p in floating point.
func pointOf(p image.Point) [2]float64 { return [2]float64{float64(p.X), float64(p.Y)} }

// touchesCut reports whether the face within outline comes within two
// pixels of the cut along edge (from cutEdge), or has no outline to
// tell.
func touchesCut(outline []image.Point, edge []int, w, h int) bool {
	if len(outline) < 3 {
		return true
	}
	in := polygonMask(outline, image.Rect(0, 0, w, h))
	for _, i := range edge {
		x, y := i%w, i/w
		for yy := max(0, y-2); yy <= min(h-1, y+2); yy++ {
			for xx := max(0, x-2); xx <= min(w-1, x+2); xx++ {
				if in[yy*w+xx] != 0 {
					return true
				}
			}
		}
	}
	return false
}

// splitCrowded cuts a face with more marks than a scale has into as
// many faces as its marks need, three at most each, where every piece is
// a face with marks: the faces of stacks laid edge to edge that neither
// their region's size nor its length told apart (a pair whose shadows
// the radius takes in). part is the face's colour; nil if no cut holds.
func splitCrowded(c faceCandidate, part, px []uint8, w, h int, total int, tile float64) []faceCandidate {
	if !c.crowded || len(c.outline) < 3 {
		return nil
	}
	fm := polygonMask(c.outline, image.Rect(0, 0, w, h))
	face := make([]uint8, len(part))
	var body []int
	for i, v := range fm {
		if v != 0 {
			body = append(body, i)
			face[i] = part[i]
		}
	}
	k := max((c.holes+2)/3, c.faces)
	if k < 2 {
		return nil
	}
	out := crowdedPieces(cutInto(face, body, w, k, momentsOf(body, w), false), px, w, h, c.dark, total, tile)
	if out == nil {
		// Cut across the face's length, a piece may hold none of the
		// marks: a tall stack's dark sides make its face and its
		// neighbour's one long dark part, which the cut parts across
		// the sides. Round the marks' own groups, each face holds its
		// own (a fresh POV-Ray scene, seed 14997: a B1 flat against a
		// B2 on six, their stripes crossed, one dark part of 3.5 tiles
		// read an unsure B2, the B1 lost).
		groups := byMarks(marksAlike(c), math.Sqrt(tile/math.Pi))
		if len(groups) != k {
			return nil
		}
		out = crowdedPieces(cutRound(face, w, groups), px, w, h, c.dark, total, tile)
		for j, f := range out {
			if f.marks != len(groups[j]) {
				return nil
			}
		}
	}
	if out == nil {
		return nil
	}
	var best []float64 // each piece's most mark-like hole
	for _, f := range out {
		if len(f.blackMarks()) > 0 {
			best = append(best, slices.Max(peaksOf(f.blackMarks(), px, w, h, c.dark)))
		}
	}
	// The marks of faces of one colour side by side are alike; a piece
	// whose best is far fainter than another's marks is no face but a
	// stack's deep shadow, cut from its face with a speck of light in
	// it for a mark (img_0009 through another camera, stream 61: a B2's
	// shadow read B1 beside it, peak 77 to its dots' 180). Only black
	// faces keep their mark holes (readFace), so only they are weighed.
	if len(best) > 1 && slices.Min(best) < 0.6*slices.Max(best) {
		return nil
	}
	return out
}

// crowdedPieces reads each piece cut from a crowded face (splitCrowded)
// as a face; nil unless every one is a face with marks.
func crowdedPieces(pieces [][]uint8, px []uint8, w, h int, dark bool, total int, tile float64) []faceCandidate {
	if len(pieces) == 0 {
		return nil
	}
	out := make([]faceCandidate, 0, len(pieces))
	for _, q := range pieces {
		f := findFace(q, px, w, h, dark, total, tile)
		if len(f.outline) < 3 || f.marks == 0 {
			return nil
		}
		f.debug = "cut from a crowded face: " + f.debug
		f.cut = true
		out = append(out, f)
	}
	return out
}

// marksAlike is a face's marks with the holes left out of them as like
// them in size and length as one edition's marks are (readFace's like):
// a neighbour's marks, which the face's count left out.
func marksAlike(c faceCandidate) []hole {
	if len(c.marked) == 0 {
		return nil
	}
	smallest, largest, long := math.Inf(1), 0.0, 0.0
	for _, m := range c.marked {
		smallest, largest = min(smallest, m.area), max(largest, m.area)
		long = max(long, float64(max(m.rect.Width, m.rect.Height)))
	}
	out := slices.Clone(c.marked)
	for _, f := range c.leftOut {
		if sizedLike(f, smallest, largest, long) {
			out = append(out, f)
		}
	}
	return out
}

// sizedLike reports whether hole f is as like marks from smallest to
// largest in area, the longest long, as one edition's marks are in a
// slant (1.22) and blur: within 1.6 times in area and 1.35 in length.
func sizedLike(f hole, smallest, largest, long float64) bool {
	l := float64(max(f.rect.Width, f.rect.Height))
	return f.area >= smallest/1.6 && f.area <= 1.6*largest && l <= 1.35*long && l >= long/1.35
}

// byMarks groups a face's marks into the faces they print: marks a
// radius apart or less (reach), and, where both are stripes, lying the
// same way; a face's stripes lie side by side, its dots close.
func byMarks(marks []hole, reach float64) [][]hole {
	g, n := groups(len(marks), func(i, j int) bool {
		a, b := marks[i].rect, marks[j].rect
		return dist(a.Center, b.Center) <= reach && (aspect(a) < 2.5 || aspect(b) < 2.5 || parallel(a, b))
	})
	at := map[int]int{}
	out := make([][]hole, 0, n)
	for i, r := range g {
		j, ok := at[r]
		if !ok {
			j = len(out)
			at[r] = j
			out = append(out, nil)
		}
		out[j] = append(out[j], marks[i])
	}
	return out
}

// cutRound parts a face (its pixels, w wide) round groups of its marks:
// each pixel goes with the group whose marks' centre is nearest.
func cutRound(face []uint8, w int, groups [][]hole) [][]uint8 {
	cx, cy := make([]float64, len(groups)), make([]float64, len(groups))
	for j, g := range groups {
		for _, m := range g {
			cx[j] += float64(m.rect.Center.X) / float64(len(g))
			cy[j] += float64(m.rect.Center.Y) / float64(len(g))
		}
	}
	return piecesBy(face, len(groups), func(i int) int { return nearestCentre(cx, cy, float64(i%w), float64(i/w)) })
}

// goldBeside reports whether the pieces of a row with no marks are
// whole faces yellower than the pieces with marks: the neutral laid
// against a white scale, which the row's cut parts where they touch. A
// white face's side band, cut from it, is its own colour in shade.
// Whole: 0.6 of a tile, or 0.8 of the smallest face with marks, where
// tall stacks' sides make the tile large (the neutral beside a W3 of
// 0.61 tiles, endgame seed 6 frame 34 as JPEG).
func goldBeside(row [][]uint8, pieces []faceCandidate, px []uint8, w int, tile float64) bool {
	var marked, blank []float64
	whole := 0.6 * tile
	for _, c := range pieces {
		if c.marks > 0 {
			whole = min(whole, 0.8*c.area)
		}
	}
	for j, c := range pieces {
		if len(c.outline) < 3 {
			return false
		}
		b := partStats(row[j], px, w, c.box.Inset(c.box.Dx()/6)).meanB
		switch {
		case c.marks > 0:
			marked = append(marked, b)
		case c.area < whole || c.area > 1.6*tile:
			// Not a whole face; or more than one, as addBlankFace
			// asks: the table of the neutral's tint round a white
			// face, a ring with the face its hole (pale orange cloth).
			return false
		default:
			blank = append(blank, b)
		}
	}
	return len(blank) > 0 && slices.Min(blank) >= slices.Max(marked)+goldMargin
}

// tintRow parts a light part into its golden pixels and its paler ones
// where it holds a good part of a scale of each, as goldWithin asks of a
// face: the neutral and a white face run together. nil where the part is
// of one tint, as one white face is (its side band in shade too).
func tintRow(part, px []uint8, tile float64) [][]uint8 {
	// Every pixel of the part, taken as one row.
	t, apart, pale, total := tints(partIn(part, len(part), image.Rect(0, 0, len(part), 1)), px)
	// Each a good part of a face, the golden one no more than a face
	// (1.6 tiles, as a blank face): a cloth of the neutral's tint round
	// a white face, in its light part, is more (pale orange cloth).
	if float64(total) < 0.8*tile || apart < goldMargin || float64(pale) < 0.4*tile || float64(total-pale) < 0.4*tile || float64(total-pale) > 1.6*tile {
		return nil
	}
	row := [][]uint8{make([]uint8, len(part)), make([]uint8, len(part))}
	for i, v := range part {
		if v == 0 {
			continue
		}
		if int(px[3*i+2]) > t {
			row[1][i] = 255
		} else {
			row[0][i] = 255
		}
	}
	return row
}

// ringedGold is the golden piece of a light part (part) parted by tint (row,
// its pieces read as cut, n of them with marks) where that piece is a
// whole face with no marks, of a scale's size and coloured past any
// white face, and the pale side is no face at all, and less than one
// and a half: the neutral on a stack, its white sides and the shade of
// the stack beside it round it in one light part of 1.74 scales' faces,
// too large for one (POV-Ray seed 4843: on mint laminate, "a stack
// here, not read").
func ringedGold(part []uint8, row [][]uint8, cut []faceCandidate, n int, px []uint8, w int, tile float64) (faceCandidate, bool) {
	if n > 0 || tile <= 0 {
		return faceCandidate{}, false
	}
	g := cut[len(cut)-1]
	for _, c := range cut[:len(cut)-1] {
		if len(c.outline) >= 3 {
			return faceCandidate{}, false
		}
	}
	// Of one stack's sides and shade, not a row's white faces ringed
	// by the table and seams (rounded squares edge to edge: 4.5
	// scales' faces, one of them a W1 read, pale against the neutral).
	if float64(setCount(part)-setCount(row[len(row)-1])) > 1.5*tile {
		return faceCandidate{}, false
	}
	if len(g.outline) < 3 || g.area < 0.6*tile || g.area > 1.3*tile || solidity(g.outline) < 0.95 {
		return faceCandidate{}, false
	}
	if ch, ok := medianChroma(row[len(row)-1], px, w, g.box, 0); !ok || ch < whiteChroma {
		return faceCandidate{}, false
	}
	return g, true
}

// goldWithin reports whether the part's pixels in box (a light face too
// large for one scale's) are of two tints, a golden one and a paler one,
// each of a good part of a scale: the neutral and a white face that
// touch, run together into one face (as convex as a white face with its
// side band, which is one tint).
func goldWithin(part, px []uint8, w int, box image.Rectangle, tile float64) bool {
	_, apart, pale, total := tints(partIn(part, w, box), px)
	return apart >= goldMargin && float64(pale) >= 0.4*tile && float64(total-pale) >= 0.4*tile
}

// tints parts the pixels (indices into px, Lab) by their b at Otsu's
// threshold t: how far apart the two sides' means lie, and how many of
// the total lie at t or under (the paler).
func tints(pixels iter.Seq[int], px []uint8) (t int, apart float64, pale, total int) {
	var hist [256]int
	for i := range pixels {
		hist[px[3*i+2]]++
		total++
	}
	t, low, high := otsu(hist[:])
	for _, c := range hist[:t+1] {
		pale += c
	}
	return t, high - low, pale, total
}

// faceParts splits the pixels of one colour in a stack (w×h) round their
// face-sized cores: the faces of two stacks of one colour that touch
// become two parts, and the slivers thinner than a face (a side band, a
// shadow's rim) are dropped. A face with its marks has one core. Holes
// of fillMost pixels or more are not taken for marks: a face of another
// tint that the part rings.
func faceParts(part []uint8, w, h int, radius, fillMost float64) []facePart {
	whole := []facePart{{pix: part}}
	if radius <= 0 {
		return whole
	}
	filled := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	defer filled.Close()
	fp, _ := filled.DataPtrUint8()
	copy(fp, part)
	// Fill the marks, which would cut a face's inside apart; not the
	// faces of the other colour that the seams and shadows between
	// stacks ring, or one core would span them all. Such a face is a
	// hole of a face's size with marks of this colour inside it; a mark
	// holds nothing, however large against a radius that may be off.
	cs, parent := traceContours(part, w, h, true)
	tile := math.Pi * radius * radius
	var islands []int // the outer contours: pieces of this colour
	for i, p := range parent {
		if p < 0 {
			islands = append(islands, i)
		}
	}
	var marks [][]image.Point
	for i, p := range parent {
		if p < 0 {
			continue
		}
		a := polygonArea(cs[i])
		box := pointsBox(cs[i])
		ringed := a >= 0.5*tile && slices.ContainsFunc(islands, func(j int) bool {
			return pointsBox(cs[j]).In(box) && polygonArea(cs[j]) >= 0.01*a && insidePolygon(cs[i], cs[j][0])
		})
		if !ringed && a < fillMost {
			marks = append(marks, cs[i])
		}
	}
	if len(marks) > 0 {
		pv := gocv.NewPointsVectorFromPoints(marks)
		gocv.FillPoly(&filled, pv, color.RGBA{255, 255, 255, 255})
		pv.Close()
	}
	dist, labels := gocv.NewMat(), gocv.NewMat()
	defer dist.Close()
	defer labels.Close()
	distanceWithin(filled, image.Rect(0, 0, w, h), &dist, nil, nil)
	cores := gocv.NewMat()
	defer cores.Close()
	rho := 0.5 * radius
	gocv.Threshold(dist, &cores, float32(rho), 255, gocv.ThresholdBinaryInv)
	cores.ConvertTo(&cores, gocv.MatTypeCV8UC1)
	if gocv.CountNonZero(cores) == len(part) {
		return whole // no face-sized core at all
	}
	// Every pixel goes to its nearest core (cores are 0 now). Those
	// farther from every core than rho are slivers thinner than a face
	// (a side band, a shadow's rim): opening the shape with a disc of
	// radius rho drops them.
	distanceWithin(cores, image.Rect(0, 0, w, h), &dist, &labels, nil)
	dv, _ := dist.DataPtrFloat32()
	lbl := int32View(&labels)
	parts := map[int32][]uint8{}
	for i, v := range part {
		if v == 0 || float64(dv[i]) > rho+1 {
			continue
		}
		p := parts[lbl[i]]
		if p == nil {
			p = make([]uint8, len(part))
			parts[lbl[i]] = p
		}
		p[i] = 255
	}
	keys := make([]int32, 0, len(parts))
	for k := range parts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	// Each part with its marks filled, to be measured as a row.
	body := map[int32][]int{}
	fv, _ := filled.DataPtrUint8()
	for i, v := range fv {
		if v != 0 && float64(dv[i]) <= rho+1 {
			body[lbl[i]] = append(body[lbl[i]], i)
		}
	}
	out := make([]facePart, len(keys))
	for j, k := range keys {
		out[j] = facePart{pix: parts[k], body: body[k], cuts: cutRow(parts[k], body[k], w, tile)}
	}
	return out
}

// cutRow cuts a part (its pixels, and body, their indices with the marks
// filled in) that may be several faces laid edge to edge into one piece
// a face; nil where it is one face. Square faces side by side have no
// neck to part them at, but together they are about as long as they are
// many, and each is its share of the length. tile is one face's area.
// It returns the ways to cut it, to be tried in turn: round the centres
// that the pieces of even cuts settle on, where those move (the row
// bends, or a side band or a seam's shadow weighs on one end: 105 rather
// than 103 of 120 frames of rounded squares edge to edge), then across
// its long axis into even shares; then both into one piece fewer, where
// the seams' shade and side bands made the row look a face longer. Each
// is made only when tried: most rows are cut by the first.
func cutRow(part []uint8, body []int, w int, tile float64) []func() [][]uint8 {
	n := float64(len(body))
	if n < 1.6*tile {
		return nil
	}
	m := momentsOf(body, w)
	// The principal axes: a row of k faces is k times as long as wide.
	l1, l2 := m.axes(n)
	if l2 <= 0 {
		return nil
	}
	// A row of k faces, widened by its shadow by a factor, has k times a
	// face's area times that factor and is k times as long as wide over
	// it: the product of the two is k². (A face with its side band, b
	// of a face more, gives (1+b)², and may pass for two.)
	elong := math.Sqrt(l1 / l2)
	k := int(math.Round(math.Sqrt(n / tile * elong)))
	if debugFaces {
		fmt.Fprintf(os.Stderr, "cutRow: area %.0f tile %.0f k %d elong %.2f\n", n, tile, k, elong)
	}
	// A round blob is no row, however large against a radius that may
	// be off.
	if k < 2 || elong < 0.7*float64(k) {
		return nil
	}
	// Barely long enough for two: perhaps one face, tilted and widened
	// by its shadow; its marks tell. (A longer row's even cuts miss its
	// seams by more than marks lie apart.)
	if k == 2 && elong < 1.6 && marksAcross(part, body, w, k, m, math.Sqrt(tile/math.Pi)) {
		return nil
	}
	var cuts []func() [][]uint8
	for j := k; j >= max(2, k-1); j-- {
		for _, settled := range []bool{true, false} {
			cuts = append(cuts, func() [][]uint8 { return cutInto(part, body, w, j, m, settled) })
		}
	}
	return cuts
}

// moments are the mean and second moments of a set of pixels.
type moments struct{ mx, my, sxx, syy, sxy float64 }

// axes are the variances of n pixels along their principal axes, the
// larger first.
func (m moments) axes(n float64) (l1, l2 float64) {
	tr, det := (m.sxx+m.syy)/n, (m.sxx*m.syy-m.sxy*m.sxy)/(n*n)
	disc := math.Sqrt(math.Max(tr*tr/4-det, 0))
	return tr/2 + disc, tr/2 - disc
}

// angle is the direction of the principal axis along which the pixels
// spread most, in radians.
func (m moments) angle() float64 { return 0.5 * math.Atan2(2*m.sxy, m.sxx-m.syy) }

// momentsOf measures the pixels whose indices (in a picture w wide) are
// body.
func momentsOf(body []int, w int) moments {
	var m moments
	n := float64(len(body))
	if n == 0 {
		return m
	}
	for _, i := range body {
		m.mx += float64(i % w)
		m.my += float64(i / w)
	}
	m.mx, m.my = m.mx/n, m.my/n
	for _, i := range body {
		dx, dy := float64(i%w)-m.mx, float64(i/w)-m.my
		m.sxx += dx * dx
		m.syy += dy * dy
		m.sxy += dx * dy
	}
	return m
}

// marksAcross reports whether a cut of body into k pieces along its
// principal axis (as cutInto cuts it) would pass through a mark or
// between two marks nearer than 0.35 of a face's radius r. The marks of
// one face lie closer than that, edge to edge; those of two faces side by
// side, each about its own centre, farther: a face cut so would be one
// face (tilted, or widened by its shadow) with a row of marks. Marks are
// body's holes in part of less than a tenth of a face; larger ones are
// other faces, ringed by this part.
func marksAcross(part []uint8, body []int, w, k int, m moments, r float64) bool {
	along, cuts := rowCuts(body, w, k, m)
	var marks []float64 // where the marks' pixels lie along the axis
	for _, blob := range markHoles(part, body, w, 0.1*math.Pi*r*r) {
		for _, i := range blob {
			marks = append(marks, along(i))
		}
	}
	slices.Sort(marks)
	for _, cut := range cuts {
		above, _ := slices.BinarySearch(marks, cut)
		if above > 0 && above < len(marks) && marks[above]-marks[above-1] < 0.35*r {
			if debugFaces {
				fmt.Fprintf(os.Stderr, "cutRow: a cut at %.1f between marks %.1f apart (a radius %.1f): one face\n", cut, marks[above]-marks[above-1], r)
			}
			return true
		}
	}
	return false
}

// markHoles returns body's holes in part (each its pixels' indices, by
// 4-connection) of at most maxMark pixels: the marks, where larger ones
// are other faces ringed by this part. body is part's pixels' indices
// with the marks filled, in a picture w wide.
func markHoles(part []uint8, body []int, w int, maxMark float64) [][]int {
	hole := make(map[int]bool)
	for _, i := range body {
		if part[i] == 0 {
			hole[i] = true
		}
	}
	var out [][]int
	seen := make(map[int]bool, len(hole))
	for start := range hole {
		if seen[start] {
			continue
		}
		blob := []int{start}
		seen[start] = true
		for j := 0; j < len(blob); j++ {
			i := blob[j]
			for _, n := range [4]int{i - 1, i + 1, i - w, i + w} {
				if hole[n] && !seen[n] && (n/w == i/w || n%w == i%w) {
					seen[n] = true
					blob = append(blob, n)
				}
			}
		}
		if float64(len(blob)) <= maxMark {
			out = append(out, blob)
		}
	}
	return out
}

// cutsMark reports whether the cut of part into row's pieces (read as
// faces) runs through a mark: a hole of a mark's size (body: part's
// indices, marks filled) that pieces on both sides of it border, each
// along a quarter of its rim or more, and as dark (light on a dark face)
// as the pieces' marks, to within a fifth. Faces laid edge to edge hold
// their marks away from the seam; a cut through one has parted a face's
// marks, each piece keeping some (a W3 seen tilted with its side bands,
// cut through its third dot into a W2 and a W1 that its band's dark side
// gave a "stripe": editions sweep seed 30 frame 35). A hole at the seam
// itself, the shade enclosed where faces and their bands meet, is paler
// than print.
//
// Only a cut in two: a part barely two faces long may be one face with
// its side bands, which read whole. A longer row is faces, and a cut
// that bends with it may clip a stripe's end and still part them (rows
// of five and six on rounded squares edge to edge, read right so).
func cutsMark(part []uint8, body []int, row [][]uint8, faces []faceCandidate, px []uint8, w, h int, dark bool, tile float64) bool {
	if len(row) != 2 {
		return false
	}
	peak := math.Inf(1) // the dimmest of the pieces' marks
	for _, f := range faces {
		for _, m := range f.marksAt {
			peak = min(peak, markness(px, w, h, float64(m.X), float64(m.Y), dark))
		}
	}
	if math.IsInf(peak, 1) {
		return false
	}
	for _, blob := range markHoles(part, body, w, 0.1*tile) {
		if float64(len(blob)) < 0.005*tile {
			continue // a speck
		}
		darkest := 0.0
		for _, i := range blob {
			darkest = max(darkest, markness(px, w, h, float64(i%w), float64(i/w), dark))
		}
		if darkest < 0.8*peak {
			continue
		}
		rim := make([]int, len(row))
		for _, i := range blob {
			for _, n := range [4]int{i - 1, i + 1, i - w, i + w} {
				if n < 0 || n >= len(part) || part[n] == 0 {
					continue
				}
				for j, q := range row {
					if q[n] != 0 {
						rim[j]++
					}
				}
			}
		}
		total, sides := 0, 0
		for _, r := range rim {
			total += r
		}
		for _, r := range rim {
			if 4*r >= total && r > 0 {
				sides++
			}
		}
		if sides >= 2 {
			if debugFaces {
				fmt.Fprintf(os.Stderr, "cutRow: a cut through a mark of %d pixels (rims %v, peak %.0f, marks' %.0f): no cut\n", len(blob), rim, darkest, peak)
			}
			return true
		}
	}
	return false
}

// cutInto cuts part across the principal axis of body (its pixels'
// indices, marks filled; m their moments) into k pieces that hold as
// many of body's pixels each; settled, into the pieces round the centres
// those settle on (see settleCentres), or nil if they do not.
func cutInto(part []uint8, body []int, w, k int, m moments, settled bool) [][]uint8 {
	along, cuts := rowCuts(body, w, k, m)
	piece := func(i int) int {
		j, _ := slices.BinarySearch(cuts, along(i))
		return j
	}
	if settled {
		cx, cy, ok := settleCentres(body, w, k, piece)
		if !ok {
			return nil
		}
		piece = func(i int) int { return nearestCentre(cx, cy, float64(i%w), float64(i/w)) }
	}
	return piecesBy(part, k, piece)
}

// piecesBy parts part's pixels into k pieces, each pixel into the one
// piece gives it.
func piecesBy(part []uint8, k int, piece func(int) int) [][]uint8 {
	out := make([][]uint8, k)
	for j := range out {
		out[j] = make([]uint8, len(part))
	}
	for i, v := range part {
		if v != 0 {
			out[piece(i)][i] = 255
		}
	}
	return out
}

// settleCentres moves the centres of the k pieces that piece first puts
// body's pixels in until each pixel lies in the piece of the nearest
// (k-means): a row that bends is cut across the bend, face by face,
// where even cuts along its one axis cut a face in two. It is false
// when a piece is left empty or nothing moved.
func settleCentres(body []int, w, k int, piece func(int) int) (cx, cy []float64, ok bool) {
	// Every third pixel is enough to place a centre.
	const step = 3
	cx, cy = make([]float64, k), make([]float64, k)
	n := make([]int, k)
	at := make([]int, 0, len(body)/step+1)
	for j := 0; j < len(body); j += step {
		at = append(at, piece(body[j]))
	}
	for round := 0; round < 10; round++ {
		clear(cx)
		clear(cy)
		clear(n)
		for j, p := range at {
			i := body[j*step]
			cx[p] += float64(i % w)
			cy[p] += float64(i / w)
			n[p]++
		}
		for p := range cx {
			if n[p] == 0 {
				return nil, nil, false
			}
			cx[p] /= float64(n[p])
			cy[p] /= float64(n[p])
		}
		moved := false
		for j := range at {
			i := body[j*step]
			if p := nearestCentre(cx, cy, float64(i%w), float64(i/w)); p != at[j] {
				at[j], moved = p, true
			}
		}
		if !moved {
			return cx, cy, round > 0
		}
	}
	return cx, cy, true
}

// nearestCentre is the index of the centre (cx[j], cy[j]) nearest (x, y).
func nearestCentre(cx, cy []float64, x, y float64) int {
	best, bd := 0, math.Inf(1)
	for j := range cx {
		if d := (cx[j]-x)*(cx[j]-x) + (cy[j]-y)*(cy[j]-y); d < bd {
			best, bd = j, d
		}
	}
	return best
}

// rowCuts returns where a pixel lies along the principal axis of body
// (pixel indices in a picture w wide, m their moments), and the k-1 places
// along it that cut body into k pieces of as many pixels each.
func rowCuts(body []int, w, k int, m moments) (along func(int) float64, cuts []float64) {
	ang := m.angle()
	ux, uy := math.Cos(ang), math.Sin(ang)
	along = func(i int) float64 { return (float64(i%w)-m.mx)*ux + (float64(i/w)-m.my)*uy }
	proj := make([]float64, len(body))
	for j, i := range body {
		proj[j] = along(i)
	}
	slices.Sort(proj)
	cuts = make([]float64, k-1)
	for j := range cuts {
		cuts[j] = proj[(j+1)*len(proj)/k]
	}
	return along, cuts
}

// LookSize is the side of a StackReading's Look.
const LookSize = 16

// look is the brightness of the square round c, two scale radii wide,
// shrunk to LookSize² and normalised to mean 0 and deviation 1: the same
// stack seen again gives nearly the same look, a scale put on it another
// (its marks turned or shifted), whatever the light. roi holds the
// stack's pixels and starts at origin in the picture.
func look(roi gocv.Mat, origin, c image.Point, radius float64) []float32 {
	half := int(math.Round(radius))
	sq := image.Rect(c.X-half, c.Y-half, c.X+half, c.Y+half).Sub(origin).Intersect(image.Rect(0, 0, roi.Cols(), roi.Rows()))
	if sq.Dx() < LookSize/2 || sq.Dy() < LookSize/2 {
		return nil
	}
	part := roi.Region(sq)
	defer part.Close()
	grey, small := gocv.NewMat(), gocv.NewMat()
	defer grey.Close()
	defer small.Close()
	gocv.CvtColor(part, &grey, gocv.ColorBGRToGray)
	resizeArea(grey, image.Rectangle{Max: sq.Size()}, &small, image.Pt(LookSize, LookSize))
	px, _ := small.DataPtrUint8()
	out := make([]float32, len(px))
	var sum, sq2 float64
	for _, p := range px {
		sum += float64(p)
		sq2 += float64(p) * float64(p)
	}
	n := float64(len(px))
	mean := sum / n
	sd := math.Sqrt(math.Max(sq2/n-mean*mean, 0))
	sd = math.Max(sd, 4) // a plain face: noise must not be blown up
	for i, p := range px {
		out[i] = float32((float64(p) - mean) / sd)
	}
	return out
}

// debugFaces traces face reading on stderr (PANTAREI_DEBUG_FACES=1).
var debugFaces = os.Getenv("PANTAREI_DEBUG_FACES") != ""

type faceCandidate struct {
	debug   string
	dark    bool
	area    float64
	marks   int
	score   float64
	box     image.Rectangle // the face, in ROI pixels
	outline []image.Point
	mark    float64          // the smallest mark's area
	fill    float64          // the least that a mark fills of its box
	long    float64          // the longest mark's length over its width
	lumpy   bool             // no face for want of convexity: perhaps two faces, or a face and a band
	second  float64          // the area of the next largest region of the face's colour
	plain   bool             // refineFace: the face's own pixels are all one shade, with no marks
	spread  float64          // refineFace: how far apart the two shades its own threshold split it into lie
	light   float64          // refineFace: the lighter of those shades
	holes   int              // the marks seen apart, before counting bumps in them
	odd     float64          // the largest hole too ragged or too large for a mark
	oddRect gocv.RotatedRect // its box
	// oddCrescent: that hole is a thin crescent along the face's rim, a
	// lower scale's side band seen past it (rimCrescent).
	oddCrescent bool
	// oddSliver: that hole is a thin sliver along the face's rim, a
	// lighter bevel at its edge (rimSliver).
	oddSliver bool
	// oddAcross: that hole is a thin band across the face, a lower
	// scale's side band the face was taken in with (bandAcross).
	oddAcross bool
	// oddRings: on a face with no marks, the largest hole too large
	// for a mark rings the face's middle (its hull holds the box's centre).
	oddRings bool
	// Holes the size of a scale's face: the faces of neighbours that
	// touch on two sides, ringed by this face's colour (its shadow, the
	// table's rim), which are not this face.
	enclosed    []image.Rectangle
	inner       float64            // their area
	unread      bool               // a neighbour's face seen only as such a hole
	unreadWhy   string             // or why else it is not read
	blank       bool               // a face with no marks beside faces read: its colour tells
	golden      bool               // a face with no marks cut from white faces, a face's size beside them (goldBeside)
	tableShade  bool               // a face with no marks, the table in shade by its mean colour (from a dark part) or most of its pixels (addBlankFace)
	clothShade  bool               // a face with no marks, the cloth's colour in shade on a cloth of any hue (clothInShade)
	coolShade   bool               // a face with no marks, the table in a stack's shadow under a warm lamp (shadowCooled)
	block       bool               // its marks stripes run together into one block that reaches its rim (blockFace)
	sideBand    bool               // its one mark a bar longer than any stripe: a lower scale's side band
	stats       faceStats          // a blank face's colour, or a white one's
	ring        bool               // no face: a ring round a face-sized hole
	crowded     bool               // more mark-like holes than a face has (holes: how many)
	faces       int                // or the marks of this many faces, apart
	cut         bool               // a piece splitCrowded cut from such a face, a face of its own
	part        bool               // read from a part of its region's colour (faceParts), no one face
	signs       int                // doubted for so many signs of a mark beyond those counted (doubtMore)
	signsAt     []image.Point      // where, for those placed (doubtMoreAt)
	runTogether bool               // doubted for a hole as light as its one mark beside it: marks run together
	dotsRun     bool               // doubted for its lone hole's shape: dots run together
	twoSummits  bool               // its marks, run into one hole, counted as that hole's two summits too
	extraHoles  bool               // holes beside its marks, not counted (a brighter one beside a lone mark among them)
	core        bool               // the core of a crowded face against its shade, its sides cut off
	speck       bool               // doubted for its one mark, too small for any edition's
	moreBeyond  bool               // its look against its own shade, on more of it, counted as many marks and saw a sign of another
	cutOpen     bool               // a piece of a row that no cut parted face by face, with a ragged hole
	cutEdge     []int              // where the cut ran: the part's pixels beside the piece, not in it
	stripes     []gocv.RotatedRect // its two marks, where they are two stripes side by side
	two         []gocv.RotatedRect // its two marks, each seen apart, where it has two
	marksAt     []image.Point      // the marks' centres (ROI pixels)
	// Its marks' holes, each seen apart (blackMarks, dotBesidePiece);
	// the face's holes too ragged for a mark; and the least of those
	// that counts (half the smallest mark): cutMarks.
	marked, ragged []hole
	raggedMin      float64
	// The holes left out for lying at its rim or the hull's edge, where
	// a notch lies, or a mark cut with the face (cutMarks).
	rimHoles []hole
	// The holes found that markGroup left out of its marks.
	leftOut []hole
	// Where no marks were found: its holes a pixel across, slivers
	// (readFace), which a stripe three pixels wide on the region's
	// threshold may thin to on the face's own (raggedWhereLost).
	thin []hole
	// Why, read from a part of its region, it is no whole face: kept when
	// its own threshold reads it again (refineFace), which sees the part
	// alone.
	pieceDoubt string
}

// blackMarks is a black face's marks' holes (oddLikeMark, litBlack);
// none for a white face.
func (c faceCandidate) blackMarks() []hole {
	if c.dark {
		return c.marked
	}
	return nil
}

// cutMarks reports whether a face has holes left out of its marks that
// may be marks cut: ragged, one too ragged for a mark, a mark's size at
// least and as like a mark as its marks (0.9 of the dimmest's peak), as
// light on a black face, as dark on a white one; atRim, one left out
// for lying at its rim (rimHoles), a mark's size at least and lit to
// rimMarkPeak of that peak; stripe, one markGroup left out as too
// small that is a stripe cut short (stripeCutShort). A ragged one is a
// mark run into what lies round it: a black face's lit side readWider
// filled, not all of it enclosed; a white face's rim in the dark under
// a finger. Its own peak, not its marks': a large ragged hole's box may
// take them in (a fresh POV-Ray scene, seed 5706: a B2 lit grey on grey
// felt, its lit side a hole wrapped round both stripes, said cut
// short). px is the picture it was read in.
func (c faceCandidate) cutMarks(px []uint8, w, h int) (ragged, atRim, stripe bool) {
	if len(c.marked) == 0 || len(c.ragged) == 0 && len(c.rimHoles) == 0 && len(c.leftOut) == 0 {
		return false, false, false
	}
	least := slices.Min(peaksOf(c.marked, px, w, h, c.dark))
	marks := make([]gocv.RotatedRect, len(c.marked))
	for i, m := range c.marked {
		marks[i] = m.rect
	}
	ragged = slices.ContainsFunc(c.ragged, func(g hole) bool {
		return g.area >= c.raggedMin && holePeakApart(px, w, h, g.rect, c.dark, marks...) >= 0.9*least
	})
	atRim = slices.ContainsFunc(c.rimHoles, func(g hole) bool {
		return g.area >= c.raggedMin && holePeak(px, w, h, g.rect, c.dark) >= rimMarkPeak*least
	})
	stripe = slices.ContainsFunc(c.leftOut, func(g hole) bool {
		return slices.ContainsFunc(c.marked, func(m hole) bool { return stripeCutShort(m, g) }) && holePeakApart(px, w, h, g.rect, c.dark, marks...) >= 0.9*least
	})
	return ragged, atRim, stripe
}

// stripeCutShort says whether hole g lies beside stripe mark as a piece
// of another would: smaller, as wide (within a third), and beside it
// (besideStripe). Stripes of one face are alike; one cut short by a
// finger over the face's rim keeps their width and loses length (a
// fresh POV-Ray scene, seed 8031 as JPEG q80: a W3 on a hexagon, a
// finger over its lower rim cutting all three stripes aslant, to 190,
// 149 and 68 pixels, the last left out: a sure W2).
func stripeCutShort(mark, g hole) bool {
	wm, wg := float64(min(mark.rect.Width, mark.rect.Height)), float64(min(g.rect.Width, g.rect.Height))
	return g.area < mark.area && wg >= 0.67*wm && wg <= 1.5*wm && besideStripe(mark, g)
}

// stripeAtRim says whether a hole left out for lying at a face's rim
// (rimHoles) is a stripe like one of its marks (alikeHoles), beside it as
// a second would lie (besideStripe) and as dark on a white face, as light
// on a black one, to rimMarkPeak of it: a face cut along a stripe by
// something over it, not read whole, has its stripe at its new edge (a
// fresh POV-Ray scene, seed 14607 as JPEG q80: a W2 whose second stripe
// ran along the edge a finger cut, 204 pixels to its first's 205, read a
// sure W1; the hand over it was not found).
func stripeAtRim(marks, rimHoles []hole, px []uint8, w, h int, dark bool) bool {
	for _, m := range marks {
		for _, g := range rimHoles {
			if alikeHoles(m, g) && besideStripe(m, g) && holePeak(px, w, h, g.rect, dark) >= rimMarkPeak*holePeak(px, w, h, m.rect, dark) {
				return true
			}
		}
	}
	return false
}

// trimmedStripe says whether a piece trimmed by its light from a ragged
// hole and left out of the marks (untaken) is a stripe cut short beside
// one of two (stripeCutShort), as dark on a white face (as light on a
// black one) as the dimmer of them to 0.9 of its peak: a third stripe
// run into what cuts the face, its shade or a hand's edge (a fresh
// POV-Ray scene, seed 16558: a W3 by a pale arm over pink-beige cloth,
// the arm not found, its third stripe cut to 176 pixels of the others'
// 320 and run into the arm's edge; a sure W2).
func trimmedStripe(marks, untaken []hole, px []uint8, w, h int, dark bool) bool {
	least := slices.Min(peaksOf(marks, px, w, h, dark))
	return slices.ContainsFunc(untaken, func(g hole) bool {
		return slices.ContainsFunc(marks, func(m hole) bool { return stripeCutShort(m, g) }) && holePeakApart(px, w, h, g.rect, dark, marks[0].rect, marks[1].rect) >= 0.9*least
	})
}

// rimMarkPeak: a hole at a face's rim lit to this share of its dimmest
// mark's peak or more may be a mark cut with the face (cutMarks): a
// dot cut by a palm's edge keeps 0.71 in its shade (POV-Ray seed 7759).
// Weighed only on faces cut short and dented (doubtCutShort): over the
// POV-Ray sets of seeds 7075 to 7869 and 134 harder seeds, PNG and JPEG
// q80, it said unread no face read right.
const rimMarkPeak = 0.6

// twoLong reports whether face c is two faces' size and shape: of a
// tile and more, and twice as long as wide or more, as no scale's face is
// (doubtLong). Small black faces side by side, each under the tile the
// radius gives, are under 1.7 tiles together (a fresh POV-Ray scene, seed
// 15075: a B1 on six against a B2 on two, one dark part of 1.66 tiles,
// 2.3 times as long as wide, its marks counted three by a hole's bumps:
// unread, the B1 lost). Asked of dark parts only: a light one so long is
// a finger or an arm's edge (longBlank), and read part by part its piece
// was named the neutral without a word (povray-13655.jpg).
func twoLong(c faceCandidate, tile float64) bool {
	return len(c.outline) >= 3 && c.area >= tile && aspect(minAreaRect(c.outline)) >= 2
}

// compactFace reports whether a face read surely, larger than two tiles'
// worth less a few tenths, is one face after all, larger than the tile
// the radius field gives its place: under a strong tilt the field can
// fall short by a third of the radius where the stacks are nearest
// (editions sweep seed 71 frame 47, a B3 of 1.9 tiles read part by part
// and cut between its stripes: a sure B1). Two faces that touch make a
// shape twice as long as wide, and a face and its neighbour run together
// at a corner a shape far from convex; one face is nearly as wide as
// long, and convex.
func compactFace(c faceCandidate, tile float64) bool {
	if len(c.outline) < 3 || c.marks < 1 || c.marks > 3 || c.score <= unsureScore || c.area > 2.2*tile {
		return false
	}
	hull := polygonArea(convexHull(c.outline))
	return hull > 0 && polygonArea(c.outline) >= 0.9*hull && aspect(minAreaRect(c.outline)) <= 1.45
}

// levelAt is the first level at or below which pct percent of a
// histogram's counts lie (0 for an empty one).
func levelAt(hist []int, pct int) int {
	n := 0
	for _, k := range hist {
		n += k
	}
	seen := 0
	for v, k := range hist {
		seen += k
		if 100*seen >= pct*n {
			return v
		}
	}
	return len(hist) - 1
}

// lightestLevel is the highest level at or above which at least n of a
// histogram's counts lie (0 where there are fewer).
func lightestLevel(hist []int, n int) int {
	seen := 0
	for v := len(hist) - 1; v > 0; v-- {
		seen += hist[v]
		if seen >= n {
			return v
		}
	}
	return 0
}

// widestStripe and loneMarkMost: the most of a scale's face one mark
// covers, as read (the widest stripe an edition has, a ninth, with the
// radius misjudged: 0.17 over the sweeps), and the least one mark
// cut out covers that is no mark alone (see readFace).
const widestStripe, loneMarkMost = 0.17, 0.25

// unsureScore is a reading's score where it may be wrong: under
// Options.MinConfidence, so that the stack is said unreadable.
const unsureScore = 0.45

// doubt makes the reading unsure, why going into its trace.
func (c *faceCandidate) doubt(why string) {
	c.score = min(c.score, unsureScore)
	c.trace(", %s: unsure", why)
}

// trace adds to the face's trace, which PANTAREI_DEBUG_FACES prints.
// Formatting it for every face read, traced or not, cost 2% of a frame.
func (c *faceCandidate) trace(format string, args ...any) {
	if debugFaces {
		c.debug += fmt.Sprintf(format, args...)
	}
}

// doubtMore makes the reading unsure for a sign of a mark beyond those
// counted, where one would lie (see moreBeyond).
func (c *faceCandidate) doubtMore(why string) {
	c.doubt(why)
	c.signs++
}

// more reports whether c was doubted for a sign of a mark beyond those
// counted (doubtMore).
func (c faceCandidate) more() bool { return c.signs > 0 }

// doubtMoreAt is doubtMore for a sign that lies at p.
func (c *faceCandidate) doubtMoreAt(why string, p image.Point) {
	c.doubtMore(why)
	c.signsAt = append(c.signsAt, p)
}

// signsOnlyAt reports whether the signs c saw of a mark beyond those
// counted, one or more, all lie at p, within reach: looks of one hole.
func (c faceCandidate) signsOnlyAt(p image.Point, reach float64) bool {
	return c.signs > 0 && len(c.signsAt) == c.signs && !slices.ContainsFunc(c.signsAt, func(q image.Point) bool { return dist(q, p) > reach })
}

// bumpCounted reports whether some of the face's marks were counted by
// the bumps in a hole they ran together into, not seen apart.
func (c faceCandidate) bumpCounted() bool { return c.holes < c.marks }

// sliver reports whether the face's marks are no print but a ragged
// sliver: one of them twice as long as wide or more, and one filling
// under 0.65 of its box. A stripe fills 0.85 of its box, or as little
// as 0.645 when small and pixel-ragged (a W1 of one scale's face, sweep
// seed 2 frame 1), and a dot, no longer than wide, 0.65 and more when a
// dozen pixels across (a faint W1 on a pale table: small faint frame
// 114); the shade along a black stack's edge, taken for a light face's
// mark, filled 0.56 and 0.57 (pale folds, 200 frames, frames 13 and 96).
func (c faceCandidate) sliver() bool { return c.fill < 0.65 && c.long >= 2 }

// own is the area of the face itself, without its neighbours' faces
// that it rings.
func (c faceCandidate) own() float64 { return c.area - c.inner }

// findFace takes the pixels of one colour (part, from colourPart) as
// face, and counts the mark-shaped holes of its largest region. total is
// the stack's region's pixels, tile a lone scale's area (0: unknown).
func findFace(part, px []uint8, w, h int, dark bool, total int, tile float64) faceCandidate {
	c, bars := readFace(part, px, w, h, dark, total, tile)
	if bars > 0 && c.marks < bars && !c.ring {
		// A face far from convex was let pass for its notches, as that
		// many stripes (stripesToRim); read as fewer, it is no face (a
		// faint W3 whose stripes reach its rim, one of them read, the
		// others ragged: a sure W1, in the faint check). Read as more,
		// it is a face still: the reading found marks that did not
		// count among the notches (black faces near the table's grey,
		// seed 77 frame 15: a B3 whose wide stripes reach its rim, its
		// three read, two notches counted, said unread).
		f := faceCandidate{area: c.area, second: c.second, lumpy: true}
		f.trace("face %.0f of %d, its %d notches not its %d marks: not a face", c.area, total, bars, c.marks)
		return f
	}
	return c
}

// ringedFill: a hole half a scale's face large or more is another face,
// ringed by this one and said unread where no face is read in it, only if
// it fills this much of its least box at least, as a face does (a disc
// 0.785, a hexagon 0.75, a square more). The shaded side band of a white
// stack of three on pale felt, with its shadow, ringed by the light part,
// made a ragged hole of 0.56 of its box: a stack said unread where none
// is (a fresh POV-Ray scene, seed 6997).
const ringedFill = 0.65

// readFace is findFace, and how many stripes reaching the rim made a face
// of what is less convex than one (stripesToRim; 0 for none).
func readFace(part, px []uint8, w, h int, dark bool, total int, tile float64) (faceCandidate, int) {
	bars := 0
	if tile > 0 {
		// A region of several stacks that touch is read face by face:
		// each face is measured against a stack's worth of it.
		total = min(total, int(3*tile))
	}
	cs, parent := traceContours(part, w, h, true)
	if len(cs) == 0 {
		return faceCandidate{}, 0
	}
	// The largest outer contour is the face.
	face, faceArea, second := -1, 0.0, 0.0
	for i, p := range parent {
		if p >= 0 {
			continue // a hole
		}
		switch a := polygonArea(cs[i]); {
		case a > faceArea:
			face, faceArea, second = i, a, faceArea
		case a > second:
			second = a
		}
	}
	if face < 0 || faceArea < 30 {
		return faceCandidate{}, 0
	}
	// A top face is convex whatever the tile's shape, and most of the
	// stack (total pixels); a shadow's crescent or a side band is neither.
	hull := convexHull(cs[face])
	sol := 0.0 // the face's area over its convex hull's
	if h := polygonArea(hull); h > 0 {
		sol = faceArea / h
	}
	notFace := func() faceCandidate {
		if c, ok := blockFace(cs, parent, part, px, w, h, dark, tile); ok {
			return c
		}
		c := faceCandidate{area: faceArea, second: second, lumpy: sol < lumpySolidity}
		c.trace("face %.0f of %d, solidity %.2f: not a face", faceArea, total, sol)
		return c
	}
	if faceArea < 0.2*float64(total) || sol < 0.65 {
		return notFace(), 0
	}
	// Its holes: what lies inside the face's convex hull but is not face.
	// A mark that reaches the face's edge is a notch, not a hole; the hull
	// closes it.
	// Within the hull's box only: the rest of the picture holds none.
	hb := pointsBox(hull)
	hp := polygonMask(hull, hb)
	for y := 0; y < hb.Dy(); y++ {
		o := (hb.Min.Y+y)*w + hb.Min.X
		clearWhereSet(hp[y*hb.Dx():(y+1)*hb.Dx()], part[o:o+hb.Dx()])
	}
	holePts, _ := traceContours(hp, hb.Dx(), hb.Dy(), false)
	for _, pts := range holePts {
		for i := range pts {
			pts[i] = pts[i].Add(hb.Min)
		}
	}
	if sol < 0.8 {
		// Less convex than a face, unless by one notch a mark's size:
		// marks blurred into one bar that reaches the edge (dots in a
		// row on a small face). Two faces run together have a notch
		// each side of their waist, and twice a face's area; a face and
		// its band, two notches as well.
		notch := polygonArea(hull) - faceArea
		big := 0.0
		for _, pts := range holePts {
			big = max(big, polygonArea(pts))
		}
		if big < 0.55*notch || big > 0.3*faceArea || tile > 0 && faceArea > 1.3*tile {
			if bars = stripesToRim(holePts, notch, polygonArea(hull), tile); bars == 0 {
				return notFace(), 0
			}
		}
	}
	box := pointsBox(cs[face])
	pv := gocv.NewPointVectorFromPoints(cs[face])
	approx := gocv.ApproxPolyDP(pv, 1.5, true)
	outline := contourPoints(approx)
	approx.Close()
	pv.Close()
	// Marks are measured against the face, or against one scale's face
	// where the "face" is larger: the table round stacks that touch, its
	// holes whole faces, is no face with marks.
	ref, markRef := faceArea, faceArea
	if tile > 0 {
		ref = min(faceArea, 3*tile)
		// A mark's size is a scale's face's share: where the face
		// took in more, but less than two faces (a white face on a
		// cream cloth of nearly its lightness, with the cloth round
		// it), a dot is a smaller share of it (a fresh POV-Ray scene,
		// seed 5344: a W2's dots of 8 and 10 pixels in a "face" of
		// 1.5 discs, under the cut of a 125th, "no marks seen"). Two
		// faces or more are several, measured as ref is, to be read
		// part by part (seed 5025: three faces run together, their
		// one B2's dots taken for the marks of one face of 3 discs).
		if faceArea < 2*tile {
			markRef = min(faceArea, tile)
		}
	}
	// ragged are the holes too ragged for one mark, trimmed or not;
	// untaken, the trimmed ones each as the piece trimming left.
	var found, trimmed, wide, ragged, untaken, specks, thin, tiny, seams []hole
	var enclosed []image.Rectangle
	inner := 0.0
	var seen []string
	odd := 0.0
	var oddRect gocv.RotatedRect // the odd hole's box
	// The next largest, the odd one should the largest turn out a mark.
	odd2, odd2Rect := 0.0, gocv.RotatedRect{}
	var oddPts, odd2Pts []image.Point // their outlines
	noteOdd := func(a float64, rr gocv.RotatedRect, pts []image.Point) {
		switch {
		case a > odd:
			odd2, odd2Rect, odd2Pts = odd, oddRect, oddPts
			odd, oddRect, oddPts = a, rr, pts
		case a > odd2:
			odd2, odd2Rect, odd2Pts = a, rr, pts
		}
	}
	// trimmedFrom are the trimmed holes with their outlines before
	// trimming (see shadedMark).
	var trimmedFrom []outlined
	// raggedHole takes a hole too ragged for a mark (filling under 0.55
	// of its box) for one trimmed of a channel of blur, or ragged.
	var raggedPts [][]image.Point // every ragged hole's outline, trimmed or not
	raggedHole := func(a float64, rr gocv.RotatedRect, pts []image.Point, fill float64) {
		raggedPts = append(raggedPts, pts)
		// A mark close to the face's edge runs into it through a thin
		// channel of blur; without the channel it is a mark again.
		ta, trr, ok := trimChannel(pts)
		if debugFaces {
			seen = append(seen, fmt.Sprintf("(fill %.2f, trimmed %.0f %v)", fill, ta, ok))
		}
		byLight := false
		if !ok || ta < 0.5*a {
			// Run into the table through a gap in the rim as
			// wide as the mark: the mark is the part of the
			// hole as bright (dark) as a mark. The gap may be
			// larger than the mark; admitTrimmed still measures
			// the piece against the clean marks.
			if la, lrr, lok := trimByLight(pts, px, w, h, dark); lok {
				if debugFaces {
					seen = append(seen, fmt.Sprintf("(by its light %.0f)", la))
				}
				ta, trr, ok, byLight = la, lrr, true, true
			}
		}
		if ok && (ta >= 0.5*a || byLight) {
			t := hole{area: ta, rect: trr, raw: a, whole: rr}
			if byLight {
				t.lit = ta
			}
			trimmed = append(trimmed, t)
			trimmedFrom = append(trimmedFrom, outlined{t, pts})
		} else {
			noteOdd(a, rr, pts)
			ragged = append(ragged, hole{area: a, rect: rr, raw: a, edge: pts})
		}
	}
	var thinBars []hole // see sameBar
	oddRings := false   // the largest hole too large for a mark rings the face's middle
	var oddHull []image.Point
	for _, pts := range holePts {
		a := polygonArea(pts)
		if debugFaces {
			seen = append(seen, fmt.Sprintf("%.0f", a))
		}
		if a > 0.4*ref && !stripeBlock(pts, a, ref, tile, box, px, w, h, dark) {
			// A ring around something (the table's rim around a face of
			// the other colour), not a face; a block of stripes run
			// together is no ring, but wide (below).
			// Its size stays: a ring of several stacks' size is the
			// seams and shadows round faces of the other colour, with
			// this colour's faces in it, to be read part by part.
			c := faceCandidate{area: faceArea, second: second, ring: true}
			c.trace("region %.0f (tile %.0f) has a hole of %.0f: a ring, not a face", faceArea, tile, a)
			return c, bars
		}
		// Specks are under a hundred-and-twentyfifth of the face; those
		// past 0.6 of that are kept aside, in case a mark is as small.
		cut := max(3, 0.008*markRef)
		if a < 0.6*cut {
			continue
		}
		rr := minAreaRect(pts)
		speck := a < cut
		if speck && a >= 0.006*markRef && min(rr.Width, rr.Height) >= 3 && aspect(rr) <= 1.6 && boxFill(a, rr) >= 0.55 {
			// Perhaps a small face's dot (see centredDots).
			tiny = append(tiny, hole{area: a, rect: rr, raw: a, edge: pts})
			continue
		}
		// A mark is compact (a dot) or a bar (a stripe), never a ragged
		// sliver: its area fills most of its rotated bounding box.
		if speck {
			if min(rr.Width, rr.Height) >= 2 && boxFill(a, rr) >= 0.55 {
				specks = append(specks, hole{area: a, rect: rr, raw: a, edge: pts})
			}
			continue
		}
		if a > 0.3*ref || (tile > 0 && a >= 0.5*tile) {
			if a > odd {
				oddHull = convexHull(pts)
				oddRings = insidePolygon(oddHull, boxCentre(box))
			}
			noteOdd(a, rr, pts)
			if boxFill(a, rr) >= 0.55 {
				if tile > 0 && a >= 0.5*tile {
					if boxFill(a, rr) >= ringedFill {
						enclosed = append(enclosed, rr.BoundingRect)
					}
					inner += a
				} else {
					wide = append(wide, hole{area: a, rect: rr, raw: a, edge: pts})
				}
			}
			continue
		}
		if min(rr.Width, rr.Height) < 2 {
			// A sliver between the face's edge and its hull, or a
			// stripe two pixels wide: its outline runs through its
			// pixels' centres, one pixel across and half its area.
			if max(rr.Width, rr.Height) >= 4 {
				thin = append(thin, hole{area: a, rect: rr, raw: a, edge: pts})
			}
			continue
		}
		if a > 12 && aspect(rr) >= markAspectMost {
			seams = append(seams, hole{area: a, rect: rr, raw: a, edge: pts})
			continue
		}
		if a > 12 {
			if fill := boxFill(a, rr); fill < 0.55 {
				if short := min(rr.Width, rr.Height); fill >= thinBarFill && short >= 3 && short <= thinBar {
					thinBars = append(thinBars, hole{area: a, rect: rr, raw: a, edge: pts})
					continue
				}
				if aspect(rr) < 1.5 && fill >= 0.4 && a >= 0.04*markRef && a <= 0.15*markRef && dotsApart(px, w, h, rr, dark) >= 2 {
					// Dots printed close, run together at their seams
					// into a hole as ragged as their outline is lumpy
					// (a fresh POV-Ray scene, seed 15759 as JPEG q80: a
					// W3's three dots in a triangle, one hole filling
					// 0.50 of its box and 0.075 of the face, said
					// blank): counted as one hole of run-together dots
					// is. Three of the largest dots any edition has are
					// 0.12 of the face; a crescent of a lower scale's
					// side or the shade round the face fills a fifth of
					// its box or less, and without these bounds such
					// crescents parted too (14 frames lost over the
					// counted sets).
					if debugFaces {
						seen = append(seen, fmt.Sprintf("(fill %.2f, dots apart)", fill))
					}
					found = append(found, hole{area: a, rect: rr, raw: a, edge: pts})
					continue
				}
				raggedHole(a, rr, pts, fill)
				continue
			}
		}
		found = append(found, hole{area: a, rect: rr, raw: a, edge: pts})
	}
	// A line alone ten times as long as wide is a seam, no mark: the
	// line between a face and its bevel or side seen close (a fresh
	// POV-Ray scene, seed 7236 as JPEG q80: the neutral on a tall stack
	// filling a fifth of the frame, the line along its rim 3 pixels by
	// 45 inside the light of its face and sides, read a sure W1). Not
	// where another hole is a bar like it: stripes two pixels wide at
	// working size are as long for their width, printed alike (seed
	// 7389: a W3 of three such stripes read a sure W1).
	// Nor is a lone one, solid, across the middle of a clean face: a
	// seam lies by a rim, and a region with sides in it is no clean face
	// (seed 8613: a W1's stripe 2 pixels by 20 on a disc seen 34 degrees
	// off vertical, filling 0.86 of its box, a face of 0.98 solidity
	// said blank).
	lone := len(seams) == 1 && len(found) == 0 && len(wide) == 0 && len(ragged) == 0 && len(trimmed) == 0 && len(thinBars) == 0
	var printed []hole // the seams that are stripes after all
	for k, f := range seams {
		like := func(g hole) bool { return sameBar(g.rect, f.rect) }
		if lone && sol >= loneStripeSolid && boxFill(f.area, f.rect) >= loneStripeFill && inMiddle(f.rect.Center, box) {
			printed = append(printed, f)
			continue
		}
		if slices.ContainsFunc(found, like) || slices.ContainsFunc(seams[:k], like) || slices.ContainsFunc(seams[k+1:], like) {
			printed = append(printed, f)
			continue
		}
		thin = append(thin, f)
	}
	found = append(found, printed...)
	// A stripe a few pixels wide is ragged in blur by a pixel along
	// either edge: of the very box and way of a stripe counted clean, it
	// is one too (POV-Ray seed 4942 as JPEG q80: a W3's stripes 3 pixels
	// wide, the middle one filling 0.59 of its box, the outer two 0.53
	// and 0.55, taken for slivers; an unsure W1).
	// Marks lie in the face's middle: the outer dots of a row, the outer
	// stripes, a quarter of the face's width from its edge. A hole at the
	// rim is a notch (a neighbour's corner, its shadow), no mark.
	rim := 0.12 * float64(min(box.Dx(), box.Dy()))
	atRim := func(f hole) bool {
		c := f.rect.Center
		return float64(min(c.X-box.Min.X, box.Max.X-c.X, c.Y-box.Min.Y, box.Max.Y-c.Y)) < rim
	}
	// The box alone misses a notch along a face turned askew, whose rim
	// runs across its box (a bevel's gap between the face and its side,
	// seen from an angle, beside a stripe). Near the hull's edge, a bar
	// is a mark only if it passes for one beside the others, as a trimmed
	// hole must: an outer stripe may lie as near, where a notch has bent
	// the hull in. (Not a dot: the outer one of a row, near the rim, is
	// measured against the others only once those run together count.)
	hullRim := 0.12 * math.Sqrt(polygonArea(hull))
	if tile > 0 {
		hullRim = min(hullRim, 0.12*math.Sqrt(tile))
	}
	// Not at the rim or the hull's edge, where a notch or the rim's
	// shade may be of a stripe's size (a sliver of a third stripe eaten
	// is no sure one: TestPaleSliverBesideStripes).
	clean := slices.Clone(found)
	for _, t := range thinBars {
		if !atRim(t) && edgeDistance(hull, t.rect.Center) >= hullRim && slices.ContainsFunc(clean, func(f hole) bool { return sameBar(f.rect, t.rect) }) {
			found = append(found, t)
			continue
		}
		raggedHole(t.area, t.rect, t.edge, boxFill(t.area, t.rect))
	}
	if centredDots(found, tiny, box) {
		found = append(found, tiny...)
	} else {
		specks = append(specks, tiny...)
	}
	// A speck cut is a cliff: of two dots alike, faint and small for
	// their face, one may fall just short of it (a W2 read a sure W1 on
	// a pale cloth: tables check, palefolds frame 109). A hole nearly
	// the size of a mark found, past the cut, is one too.
	for _, sp := range specks {
		if slices.ContainsFunc(found, func(f hole) bool { return sp.area >= 0.8*f.area }) {
			found = append(found, sp)
		}
	}
	found = admitTrimmed(found, trimmed, boxCentre(box), 1.3)
	found = brightPart(found, px, w, h, dark, boxCentre(box))
	clearOfRim := func(f hole) bool {
		return !atRim(f) && (aspect(f.rect) < 2 || edgeDistance(hull, f.rect.Center) >= hullRim)
	}
	found, from, fromTrimmed := shadedMark(found, trimmedFrom, clearOfRim, px, w, h, dark, boxCentre(box))
	if fromTrimmed {
		trimmed[slices.IndexFunc(trimmed, func(g hole) bool { return among([]hole{from}, g) })] = found[len(found)-1]
	}
	for i, t := range trimmed {
		if !among(found, t) {
			// With its outline, for how much of it lies by the rim.
			noteOdd(t.raw, t.whole, trimmedFrom[i].pts)
			ragged = append(ragged, hole{area: t.raw, rect: t.whole, raw: t.raw, lit: t.lit})
			untaken = append(untaken, hole{area: t.area, rect: t.rect, raw: t.raw})
		}
	}
	var nearHull, rimHoles []hole
	found = slices.DeleteFunc(found, func(f hole) bool {
		switch {
		case atRim(f):
			noteOdd(f.raw, f.rect, f.edge)
			rimHoles = append(rimHoles, f)
			return true
		case aspect(f.rect) >= 2 && edgeDistance(hull, f.rect.Center) < hullRim:
			nearHull = append(nearHull, f)
			return true
		}
		return false
	})
	if len(found) == 0 {
		found = nearHull
	} else if len(nearHull) > 0 {
		found = admitTrimmed(found, nearHull, boxCentre(box), 1.6)
		for _, f := range nearHull {
			if !among(found, f) {
				noteOdd(f.raw, f.rect, f.edge)
				rimHoles = append(rimHoles, f)
			}
		}
	}
	ragged = slices.DeleteFunc(ragged, func(g hole) bool {
		if atRim(g) {
			rimHoles = append(rimHoles, g)
			return true
		}
		return false
	})
	if len(found) == 2 {
		if i := slices.IndexFunc(ragged, func(g hole) bool { return g.lit == 0 && middleStripe(g, found) && !paleNotch(g, found, px, w, h, dark) }); i >= 0 {
			// Between two stripes, of their length, width and area: the
			// middle stripe, which blur and JPEG left ragged by its fill
			// alone (a slanting stripe three pixels wide on a small W3,
			// 0.54 full beside its two of 0.56 and 0.75: a W3 said
			// unread, POV-Ray seed 1722).
			g := ragged[i]
			found = append(found, g)
			ragged = slices.Delete(ragged, i, i+1)
			if g.raw == odd && g.rect.Center == oddRect.Center {
				odd, oddRect, oddPts = odd2, odd2Rect, odd2Pts
			}
		}
	}
	if len(found) == 0 {
		c := faceCandidate{dark: dark, area: faceArea, second: second, box: box, outline: outline, enclosed: enclosed, inner: inner}
		c.trace("face %.0f, solidity %.2f, no mark-like holes among %v", faceArea, sol, seen)
		// Three stripes blurred into one block are a third of the face,
		// too much for one mark; their bumps tell them apart.
		if len(wide) == 1 && islandWithin(wide[0].edge, part, w, islandLeast*max(tile, faceArea)) {
			c.trace(", its one wide hole holding a mark of the face's colour: a face of the other colour")
		} else if len(wide) == 1 {
			hb := bumpsAlong(px, w, h, wide[0].rect, dark)
			k := hb.n
			if k < 2 {
				// Its gaps faint beside the face's shade round it.
				k = innerStripes(px, w, h, wide[0].rect, dark)
			}
			if k >= 2 && k <= 3 {
				c.marks, c.holes, c.mark, c.score = k, 1, wide[0].area/float64(k), 0.7
				c.marksAt = []image.Point{wide[0].rect.Center}
				c.trace(", but its one wide hole has %d bumps: %d marks run together (along %d, faint %d, %.1f long)", k, k, hb.along, hb.faint, hb.length)
				if k == 2 && hb.along == 2 && hb.faint == 3 {
					c.doubtMore("a third faint hump beside the wide hole's two bumps")
				}
			}
		}
		if c.marks == 0 {
			if k, g, ok := dotsRunTogether(ragged, box, faceArea, px, w, h, dark); ok {
				c.marks, c.holes, c.mark, c.score = k, 1, g.raw/float64(k), 0.7
				c.marksAt = []image.Point{g.rect.Center}
				c.trace(", but its ragged hole of %.0f has %d summits: %d dots run together", g.raw, k, k)
			}
		}
		if c.marks == 0 {
			if parts := partedIn(raggedPts, box, px, w, h, dark); parts != nil {
				c.marks, c.holes, c.score = len(parts), len(parts), 0.7
				for _, m := range parts {
					c.mark += m.area / float64(len(parts))
					c.marksAt = append(c.marksAt, m.rect.Center)
				}
				c.trace(", but a ragged hole parts by its light into %d marks", len(parts))
			}
		}
		if c.marks == 0 {
			c.odd, c.oddRect, c.oddRings = odd, oddRect, oddRings
			c.ragged, c.thin = ragged, thin
		}
		return c, bars
	}
	// A sliver along the rim, where the face's outline bows in from its
	// hull, is thin and far smaller than the face's largest hole. Thin:
	// two pixels, or a fifth of that hole's width, where blur has widened
	// both (img_0007 out of focus, stream 78: a W3's three dots one hole
	// 19 pixels wide, a sliver of 3 beside it; the hole, not taken for
	// the face's lone one, was not counted by its summits, a sure W1).
	// A stripe beside a block of two run together is a third of its width
	// or more; and a sliver so widened is alone: holes alike to each other
	// are marks (thin stripes beside a shade).
	big, bigShort := 0.0, 0
	for _, f := range found {
		if f.area > big {
			big, bigShort = f.area, min(f.rect.Width, f.rect.Height)
		}
	}
	twin := func(i int) bool {
		for j, g := range found {
			if j != i && alikeHoles(found[i], g) {
				return true
			}
		}
		return false
	}
	var notSliver []hole
	for i, f := range found {
		short := min(f.rect.Width, f.rect.Height)
		if !(f.area < 0.5*big && (short <= 2 || float64(short) <= 0.2*float64(bigShort) && !twin(i))) {
			notSliver = append(notSliver, f)
		}
	}
	found = notSliver
	// The marks of one face are alike in size and shape; a glint, a speck
	// or the sliver of a lower scale's side showing past the face is not.
	// Take the largest group of holes within a factor 1.6 of each other in
	// area and 2 in elongation (on a tie, the one whose stripes are as
	// long as each other, then the larger), of bars only those side by
	// side: a side band as wide as a stripe, far longer, is no stripe
	// (a W3's three and the band at its rim, the band with two of them
	// one group, the three another: img_0012 through another camera).
	sort.Slice(found, func(i, j int) bool { return found[i].area < found[j].area })
	holes := make([]float64, len(found))
	for i, f := range found {
		holes[i] = f.area
	}
	marks, smallest, largest := markGroup(found)
	n := len(marks)
	band := -1.0
	if n == 4 {
		if k := bandPastRow(marks); k >= 0 {
			band = marks[k].area
			marks = slices.Delete(slices.Clone(marks), k, k+1)
			n, smallest, largest = 3, marks[0].area, marks[0].area
			for _, m := range marks {
				smallest, largest = min(smallest, m.area), max(largest, m.area)
			}
		}
	}
	c := faceCandidate{dark: dark, marks: n, holes: n, odd: odd, area: faceArea, second: second, box: box, outline: outline, enclosed: enclosed, inner: inner}
	c.oddCrescent = odd > 0 && rimCrescent(odd, oddRect, box)
	c.oddSliver = odd > 0 && rimSliver(oddRect, oddPts, outline)
	c.oddAcross = odd > 0 && bandAcross(odd, oddRect, box)
	c.trace("face %.0f, solidity %.2f, holes %v -> %d marks (seen %v)", faceArea, sol, holes, n, seen)
	if band >= 0 {
		c.trace(", a bar of %.0f past the row of three, longer: a lower scale's side band", band)
	}
	for _, m := range marks {
		c.marksAt = append(c.marksAt, m.rect.Center)
	}
	c.ragged, c.marked, c.rimHoles = ragged, marks, rimHoles
	for _, f := range found {
		if !slices.ContainsFunc(marks, func(m hole) bool { return m.rect.Center == f.rect.Center && m.area == f.area }) {
			c.leftOut = append(c.leftOut, f)
		}
	}
	c.raggedMin = 0.5 * smallest
	if debugFaces {
		for _, f := range found {
			c.trace(" [hole %.0f at %v %dx%d angle %.0f peak %.0f]", f.area, f.rect.Center, f.rect.Width, f.rect.Height, f.rect.Angle, holePeak(px, w, h, f.rect, dark))
		}
		for _, f := range ragged {
			c.trace(" [ragged %.0f at %v %dx%d angle %.0f peak %.0f]", f.area, f.rect.Center, f.rect.Width, f.rect.Height, f.rect.Angle, holePeak(px, w, h, f.rect, dark))
		}
		c.trace(" box %v", box)
	}
	// Faces of one colour laid edge to edge, taken for one face of two or
	// three faces' size: the marks of each lie round its own centre,
	// farther from the other's than a face's marks lie from each other (a
	// W1 beside a W2, read W3), or there are more of them than one face
	// has, of two ways (a B3's stripes beside a B2's, across them). From
	// 1.3 faces: a tall stack's top leans over its neighbour's face, which
	// it may half hide (two B1s read as one B2 of 1.5 faces, endgame
	// check, seed 9). Over the sweep's frames drawn so (1,920), touching
	// seed 2002 and endgame seed 9, four frames fewer wrong without a
	// word; the touching hexagons (seed 31, 240 frames) doubt one W3 more.
	apart := 0
	if tile > 0 && faceArea >= 1.3*tile && faceArea <= 4*tile {
		// Alike in length too, to within what a slant (1.22) and blur
		// make of one edition's marks: a sliver of a lower scale's
		// light side along a tall B3's face, 1.5 times its stripes'
		// length, was a fourth stripe, the face cut in two and read
		// two sure B1s (img_0006 through another camera, stream 60).
		// And as light (dark) as a mark, as dimMarks has it: a dim
		// hole at a large B3's rim, its dots' size but peaking at 89 to
		// their 228, the lower scales' gold side seen past it, made four
		// marks of two faces, the B3 seen close said unread (a POV-Ray
		// scene, fresh seed 4799).
		long := 0.0
		for _, m := range marks {
			long = max(long, float64(max(m.rect.Width, m.rect.Height)))
		}
		bright := slices.Max(append(peaksOf(marks, px, w, h, dark), 0))
		var like []hole
		for _, f := range found {
			if sizedLike(f, smallest, largest, long) && holePeak(px, w, h, f.rect, dark) >= 0.7*bright {
				like = append(like, f)
			}
		}
		apart = markGroups(like, 1.2*math.Sqrt(tile/math.Pi))
		if len(like) > 3 {
			apart = max(apart, (len(like)+2)/3)
		}
	}
	if tile > 0 && faceArea >= tile && faceArea <= 4*tile && crossedStripes(found, math.Sqrt(tile/math.Pi)) {
		// So, from a scale's disc, are two stripes alike, not side
		// by side, a radius apart or more: each face's stripes lie side
		// by side, closer (a W3's outer two 0.85 radii); a notch at a
		// face's rim that sideBySide drops lies nearer them, or is of
		// another length. A W2 and the W1 beside it, of 1.3 faces where
		// the radius is set near the camera, read a sure W2 (endgame
		// seed 6 frame 180); two W1s edge to edge, their stripes 25°
		// apart, a sure W1 (seed 13 frame 78).
		apart = max(apart, 2)
	}
	// Marks set close together blur into one hole: count the bumps of
	// brightness inside each hole. A hole of k bumps is k marks when each
	// is the size of a lone mark; the others are glints and specks.
	merged, doubt, pinched, lumpDot, humped, block := 0, false, false, false, false, false
	litOne := false // a pinched hole left out, one mark by its light
	thirdHump := false
	scaleFace := faceArea
	if tile > 0 {
		scaleFace = min(faceArea, tile)
	}
	if n < 3 {
		bs := make([]int, len(holes))
		var units []float64
		// The shortest lone mark's length, where every lone mark is a
		// stripe (-1 where one is not).
		stripe := 0.0
		for i, f := range found {
			hb := bumpsAlong(px, w, h, f.rect, dark)
			bs[i] = hb.n
			along, length := hb.along, hb.length
			if debugFaces && len(found) == 1 {
				c.trace(", lone hole: %d bumps, %d along (%d faint), %.1f long, fill %.2f", bs[i], along, hb.faint, length, boxFill(f.area, f.rect))
			}
			// A lone hole no longer than wide, of 4% of the face or more
			// (two of the smallest dots any edition has): perhaps dots
			// run together, two or three, which no line through it
			// tells. Their summits do: three dots of a triangle keep
			// three, parted by the saddles between them, two dots two
			// (over the sweeps, B3s of dots read B1 or B2 unsure, and
			// B2s read unsure, for want of it). Stripes run together
			// make no such hole.
			//
			// Two summits in a round hole (under 1.3 times as long as
			// wide) are two dots only if it fills its box as two dots
			// run together that far do (0.7 and more, an ellipse's
			// 0.785 when blurred): three dots of a triangle, pressed
			// together so that one summit drowns in the saddle to
			// another, keep two, in a hole 1.0 to 1.1 long that fills
			// 0.58 to 0.64 of its box (engraved hexagons' dots, POV-Ray
			// seed 1407: a W3 and two B3s read sure twos). Two dots
			// apart enough to be 1.5 long fill as little (aslant sweep
			// seed 40 frame 15: a B2's, 0.63). The hole's outline tells
			// three dots by its three lobes (threeLobes) however many
			// summits it keeps, three among them where dotsAt does not
			// place them as dots (POV-Ray seed 1911: a B3 and a W3 of
			// dots pressed together, said unread). Such a hole is 0.05 of
			// the face or more: three of the smallest dots are 0.06, and a
			// black face's region takes in some of its rim (seed 11077: a
			// B3's hole of three lobes 0.067 of its face, under the 0.07
			// once asked, read a sure B1 without a word).
			if len(found) == 1 && bs[i] <= 2 && length < 1.5 && f.area >= 0.04*faceArea {
				fill := boxFill(f.area, f.rect)
				switch s := summits(px, w, h, f.rect, dark); {
				case len(s) == 3 && dotsAt(s, f.rect):
					bs[i] = 3
					c.trace(", three summits at %v: three dots", s)
				case len(s) == 2 && bs[i] == 2 && dotsAt(s, f.rect) && (fill >= 0.66 || length >= 1.3):
					c.twoSummits = true
					c.trace(", two summits at %v: two dots", s)
				case len(s) <= 3 && fill < 0.7 && f.area >= 0.05*faceArea && threeLobes(f.edge):
					bs[i] = 3
					c.trace(", three lobes: three dots")
				case fill < 0.7 && f.area >= 0.05*faceArea && dotsApart(px, w, h, f.rect, dark) == 3:
					bs[i] = 3
					c.trace(", three dots apart at a stricter level")
				}
			}
			// A lone hole, with no other to size marks by, whose bumps
			// lie along it: a row of that many dots is about that many
			// dots long; far longer, it may as well be one stripe whose
			// brightness dips along it (read as two marks, or as one, a
			// check or another loses).
			doubt = doubt || len(found) == 1 && bs[i] >= 2 && bs[i] == along && length > 1.75*float64(along)
			// A lone hole of one bump, too long for a dot (a dot blurred
			// by a shaking camera is 2 long at most, its brightness one
			// hump) and too short for a stripe, whose brightness dips
			// between two humps too shallow to count: two dots run
			// together past telling them apart (a W2 read a sure W1:
			// aslant sweep seed 3 frame 31).
			humped = humped || len(found) == 1 && bs[i] == 1 && hb.twoHumps && length >= 1.5 && length < 2.6
			// A lone hole of two bumps along it and a third hump there
			// of half their prominence: three stripes run together, the
			// middle one's gaps blurred shallow (a B3 read a sure B2:
			// thick sweep seed 37 frame 19).
			thirdHump = thirdHump || len(found) == 1 && bs[i] == 2 && along == 2 && hb.faint == 3
			// Two bumps in a hole shorter than two dots in a row, that
			// fills little of its box: no two dots (which fill 0.79 of
			// theirs) nor two stripes (0.85 and more), but perhaps three
			// dots in a triangle (0.6 to 0.68), run together by blur, up
			// to 1.4 times as long as wide seen aslant. Whether the
			// bumps lie along it does not tell: two of a triangle's
			// three may (small tiles frame 53, a B3 read B2 surely).
			doubt = doubt || len(found) == 1 && bs[i] == 2 && length < 1.5 && f.area < 0.72*float64(f.rect.Width*f.rect.Height) && !c.twoSummits
			// A lone hole of more bumps along it than a face has marks,
			// pinched (no stripe fills so little of its box): dots run
			// together, how many past telling, and not one mark.
			pinched = pinched || len(found) == 1 && bs[i] > 3 && along == bs[i] && f.area < 0.7*float64(f.rect.Width*f.rect.Height)
			// A lone hole of one bump, no longer than wide, that fills
			// less of its box than a dot (0.79 to 0.85 of it, a disc
			// 0.785) and is large for one (7% of the face or more; a
			// lone dot was 4% in the small tiles check): three dots in
			// a triangle run together past telling them apart, 0.6 to
			// 0.68 of their box and 12% of the face. (Without the size,
			// small dots, pixel-ragged, fill as little: the sweep lost
			// 48 frames of 960 to "?".)
			lumpDot = lumpDot || len(found) == 1 && bs[i] == 1 && length < 1.5 && f.area < 0.7*float64(f.rect.Width*f.rect.Height) && f.area >= 0.07*faceArea
			// A lone hole of one bump, under 1.8 times as long as wide,
			// filling its box as a bar does (0.8 and more) and 12% of a
			// scale's face or more: no dot (3% to 6%) and no stripe
			// (three times as long as wide and more), but two or three
			// stripes run together into a block (a far B2 on a 24-pixel
			// disc read a sure B1: aslant sweep seed 47 frame 73). Of a
			// scale's face, not this face: read wider, with the table
			// round it, the face was half as large again.
			blockLike := len(found) == 1 && bs[i] == 1 && length < 1.8 && f.area >= 0.8*float64(f.rect.Width*f.rect.Height) && f.area >= 0.12*scaleFace
			if blockLike {
				// Its gaps faint beside the face's shade round it, but
				// stripes and gaps each running its length: two or
				// three stripes, counted within it (innerStripes).
				if k := innerStripes(px, w, h, f.rect, dark); k >= 2 {
					bs[i], blockLike = k, false
					c.trace(", %d stripes within it", k)
				}
			}
			block = block || blockLike
			if bs[i] == 1 {
				units = append(units, f.area)
				long := float64(max(f.rect.Width, f.rect.Height))
				if aspect(f.rect) >= 2.5 && (stripe == 0 || long < stripe) {
					stripe = long
				} else if aspect(f.rect) < 2.5 {
					stripe = -1
				}
			}
		}
		if i, ok := pairBesideDot(found, bs, px, w, h, dark); ok {
			bs[i] = 2
			units = slices.DeleteFunc(units, func(a float64) bool { return a == found[i].area })
			c.trace(", a hole of %.0f two dots run together in line with the lone one", found[i].area)
		}
		if len(units) == 0 {
			for i, a := range holes {
				units = append(units, a/float64(bs[i]))
			}
		}
		sort.Float64s(units)
		unit := units[len(units)/2]
		sum, family := 0, 0
		var lone []image.Point // the centres of the lone marks counted
		for i, a := range holes {
			// Marks run together fill the gap between them too: each
			// is nearly a lone mark's size (0.9 to 1.2 of it across the
			// sweeps), where a lone mark with a dip in its brightness,
			// seen as two bumps, would make two marks of half its size.
			lo := unit / 1.7
			if bs[i] > 1 {
				lo = unit / 1.2
			}
			// Stripes run together lie side by side, as long as one
			// (half as long again where they are staggered): a hole far
			// longer is a band of light, a side's or the table's, not
			// stripes (a B1's stripe and a white scale's side band below
			// it, on a dark table, read B3).
			if bs[i] > 1 && stripe > 0 && float64(max(found[i].rect.Width, found[i].rect.Height)) > 1.6*stripe {
				continue
			}
			if per := a / float64(bs[i]); bs[i] > 1 && per < lo && a >= unit/1.7 && a <= unit*1.7 {
				// Its bumps make marks too small, where it is the size
				// of one: one mark whose brightness dips across it (a
				// W3's lone stripe beside two run together, seen as two
				// bumps, left out: a sure W2, aslant sweep seed 45
				// frame 79).
				bs[i] = 1
			}
			if per := a / float64(bs[i]); per >= lo && per <= unit*1.7 {
				sum += bs[i]
				family++
				if bs[i] > 1 {
					merged++
				} else {
					lone = append(lone, found[i].rect.Center)
				}
			}
		}
		// Dots that touch make a pinched hole, too ragged for one mark:
		// marks still, when the face's lone marks are dots and it is as
		// many of them in a row as it has bumps, each a lone dot's size.
		// In a row: dots spaced wide (a spacing of 1.8 diameters) that
		// blur has joined make a hole 1.4 times that many dots long.
		dots, dot := false, 0.0
		if len(ragged) > 0 {
			dots = slices.IndexFunc(found, func(f hole) bool { return aspect(f.rect) >= 1.5 }) < 0
			sizes := make([]float64, len(found))
			for i, f := range found {
				sizes[i] = float64(max(f.rect.Width, f.rect.Height))
			}
			slices.Sort(sizes)
			dot = sizes[len(sizes)/2]
		}
		loneHi := -1.0 // the brightest lone hole's peak, once needed
		sumFound, mergedFound := sum, merged
		for _, g := range ragged {
			long, short := float64(max(g.rect.Width, g.rect.Height)), float64(min(g.rect.Width, g.rect.Height))
			c.trace(", ragged %.0f %.1fx%.1f dot %.1f dots %v", g.raw, long, short, dot, dots)
			if !dots || short < 0.7*dot || short > 1.4*dot {
				continue
			}
			k := bumps(px, w, h, g.rect, dark)
			if k < 2 || k > 3 || long < 0.8*float64(k)*dot || long > 1.5*float64(k)*dot {
				continue
			}
			if loneHi < 0 {
				loneHi = slices.Max(peaksOf(found, px, w, h, dark))
			}
			if holePeak(px, w, h, g.rect, dark) < 0.7*loneHi {
				// Dots run together are as light as a lone dot where
				// each peaks; the lighter seam between a face and the
				// side of the scale under it, seen past the face, far
				// less (a B1 read B3 on a stack of two, img_0008).
				c.trace(", a pinched hole of %.0f far dimmer than the marks", g.raw)
				continue
			}
			if k == 2 && len(lone) == 1 {
				// Two dots of a row or a triangle with the lone one:
				// a pinched hole across from it is the lighter seam
				// between two lower scales' sides, seen past the face.
				if !laidOut(withPair(g.rect, dot, lone[0]), false) {
					c.trace(", a pinched hole of %.0f out of line with the lone mark", g.raw)
					continue
				}
			}
			if per := g.raw / float64(k); per >= unit/1.2 && per <= unit*1.4 {
				if g.lit >= unit/1.7 && g.lit < 1.5*unit {
					// Not counted: see litOne below.
					c.trace(", a pinched hole of %.0f one mark by its light", g.raw)
					litOne = true
					continue
				}
				sum += k
				merged++
				c.trace(", a pinched hole of %.0f: %d dots", g.raw, k)
			}
		}
		// Marks counted in the ragged holes past the three a face has,
		// where the holes found make more marks than n and no more than
		// three, are none: the light seam of the scales' sides below a
		// black face, seen past its rim, pinched into two "dots" (a fresh
		// POV-Ray scene, seed 9654: a B3 on three whose dots touch in a
		// triangle, three by the hole's lobes, five with the seam: the
		// count fell back to the one hole, a sure B1).
		if sum > 3 && mergedFound > 0 && sumFound > n && sumFound <= 3 {
			c.trace(", %d marks with the ragged holes, more than a face has: %d of the holes found", sum, sumFound)
			sum, merged = sumFound, mergedFound
		}
		// Bumps in a speck (the neutral's grain) are none: a mark is more
		// than a hundredth of its face.
		if merged > 0 && sum > n && sum <= 3 && unit >= 0.01*faceArea {
			c.trace(", bumps %v -> %d marks, some run together", bs, sum)
			if doubt {
				c.trace(", a lone hole's bumps fit no row of marks: unsure")
			}
			// Marks counted by their bumps beside a hole too wide for a
			// mark, left out, as dark (light) as they are: marks run
			// together there too, how many past telling (a W3's two
			// stripes in a wide hole and its third with a dip along it,
			// read a sure W2: aslant sweep seed 45 frame 79, as JPEG).
			if wideLikeMarks(wide, found, px, w, h, dark) {
				doubt = true
				c.trace(", a wide hole as dark as the marks left out: unsure")
			}
			n, c.marks = sum, sum
			smallest, largest = unit, unit
			if family < len(holes) {
				smallest *= 0.8 // leftovers beside the marks: less sure
			}
		} else {
			merged = 0
		}
	}
	c.mark = smallest
	if n == 2 && merged == 0 && len(marks) == 2 {
		c.two = []gocv.RotatedRect{marks[0].rect, marks[1].rect}
		if aspect(marks[0].rect) >= 2 && aspect(marks[1].rect) >= 2 && parallel(marks[0].rect, marks[1].rect) {
			c.stripes = c.two
		}
	}
	c.fill = 1
	for _, m := range marks {
		c.fill = min(c.fill, boxFill(m.area, m.rect))
		c.long = max(c.long, aspect(m.rect))
	}
	if n == 4 && merged == 0 && len(marks) == 4 {
		if dim := dimMarks(marks, px, w, h, dark); len(dim) == 1 && !dark && outerMark(marks[dim[0]], box) && othersInMiddle(marks, dim[0], box) {
			// Four like marks on a white face, one far dimmer at its rim
			// and the others in its middle: the table seen past it (see
			// rimNotch), and the face's three, as many as a scale has,
			// are as sure as any (POV-Ray seed 3010, fresh: a W3 on light
			// wood, a dark streak of its grain at the rim, said unread).
			// Two faces run together hold their marks apart, neither in
			// the middle of both.
			notch := marks[dim[0]]
			marks = slices.Delete(slices.Clone(marks), dim[0], dim[0]+1)
			n = 3
			c.marks, c.holes = n, n
			c.trace(", one of four far dimmer at the rim: a notch")
			c.marksAt = slices.DeleteFunc(c.marksAt, func(p image.Point) bool { return p == notch.rect.Center })
			c.fill, c.long = 1, 0
			for _, m := range marks {
				c.fill = min(c.fill, boxFill(m.area, m.rect))
				c.long = max(c.long, aspect(m.rect))
			}
			smallest, largest = math.Inf(1), 0
			for _, m := range marks {
				smallest, largest = min(smallest, m.area), max(largest, m.area)
			}
			c.mark = smallest
		}
	}
	switch {
	case n == 4 && merged == 0 && len(marks) == 4 && len(dimMarks(marks, px, w, h, dark)) == 1:
		// Four like marks, one far dimmer than the rest (see dimMarks):
		// a face's three and its shade through a gap at the rim, not two
		// faces run together, which splitCrowded would cut into two (a
		// W3 read W2 and W1). Three, but unsure.
		c.marks, c.holes, c.score = 3, 3, unsureScore
		c.doubt("four holes like marks, one far dimmer")
		return c, bars
	case n > 3:
		// More marks than a scale has: faces run together (see
		// splitCrowded), or a face with specks of its grain.
		c.marks, c.score, c.crowded = 0, 0, true
		return c, bars
	default:
		// Equal marks and a face that is most of the stack make it sure.
		c.score = 0.6 + 0.3*(smallest/largest)
		c.extraHoles = len(holes) > n
		if len(holes) > n && merged == 0 { // glints or specks besides the marks
			c.score -= 0.1
		}
		if merged > 0 {
			c.score -= 0.1
		}
		if faceArea < 0.35*float64(total) {
			c.score -= 0.2
		}
		if doubt && merged > 0 {
			c.score = min(c.score, unsureScore)
		}
		if pinched {
			c.doubt("a lone pinched hole of more bumps than marks")
		}
		if litOne {
			// A pinched hole that passed for dots run together, whose
			// part as dark (light) as a mark is one piece of one mark's
			// size (from 1/1.7 of one, as a lone mark): a dot run into a
			// shade at the rim, its channel the second bump (img_0007 in
			// other light, stream 51: a W2 read a sure W3), or two dots
			// run together, one dimmer than a mark (trimByLight finds
			// two alike apart). One mark or two, it does not tell.
			c.doubtMore("a pinched hole left out, one mark by its light")
		}
		if n == 1 && merged == 0 && tile > 0 && largest > loneMarkMost*tile {
			// The widest stripe an edition has (0.14 by 0.6 of the
			// tile) is a ninth of a scale's face, and a radius misjudged
			// makes it a sixth at most (0.17 over the sweeps); a lone
			// mark of a quarter is marks run together, or a part of the
			// face in other light (a sheen) cut out with a mark inside.
			// (Of a scale's face, not this one's, which a sheen may have
			// shrunk.) At a fifth, glossy and planked tables lost a
			// frame each to doubt.
			c.doubt(fmt.Sprintf("one mark of %.0f, a quarter of a face or more", largest))
		}
		// One bar that is no stripe, and no hole on the face more like a
		// mark than it. (With one, the bar is a lower scale's side band,
		// dim, past a face whose one mark the other is: a B1 on a glossy
		// table, and on a dark one, edge-160.)
		// A scale's face is the larger of the tile and this face: the
		// radius field, fitted to faint faces' regions grown short,
		// may make the tile half of what a face is (the faint white
		// check), and a bar that is a stripe looks long against it.
		if face := max(tile, faceArea); n == 1 && merged == 0 && tile > 0 && len(marks) == 1 && !brighterHole(marks[0], found, px, w, h, dark) {
			switch {
			case twoStripesWide(marks[0].rect, face):
				c.doubt("one stripe as wide as two side by side")
			case longerThanStripe(marks[0].rect, face):
				c.doubt("one bar longer than any stripe: a lower scale's side band")
				c.sideBand = true
			}
		}
		// A face beyond a scale's size, taken for one because it is
		// compact, against a scale's where that hole is ragged and in
		// its middle: the table round a blurred black face, lighter than
		// it, and its light stripes, 2.1 tiles with the black face's
		// middle a ragged hole of 0.23 of it (editions sweep seed 70
		// frame 19: a B3 read a sure W1). (Anywhere, it cost nine frames
		// of the sweeps and the tables: a tall stack's face and side
		// bands as large, the seams between them off to one side.)
		whole := faceArea
		mid := boxCentre(box)
		if tile > 0 && faceArea > 1.7*tile && slices.ContainsFunc(ragged, func(g hole) bool {
			return g.raw == odd && atCentre(dist(g.rect.Center, mid), box)
		}) {
			whole = tile
		}
		ringsMarks := oddRings && !slices.ContainsFunc(marks, func(m hole) bool {
			return !insidePolygon(oddHull, m.rect.Center)
		})
		// A crescent along the rim, a thin line of light outside it, is
		// a lower scale's side band, of a face of any size (a fresh
		// POV-Ray scene, seed 5069 as JPEG q80: a W1 on three, the black
		// scale's side a crescent 0.81 by the rim filling 0.2 of its
		// box, the white one's below it the line; said unread). How much
		// of the hole lies by the rim is weighed only where it decides:
		// it walks the hole's outline against the face's.
		rim := -1.0
		byRim := func() float64 {
			if rim < 0 {
				rim = rimShare(oddPts, cs[face])
			}
			return rim
		}
		if merged == 0 && odd >= 0.25*whole && (tile == 0 || odd < 0.6*tile) && (n == 1 && (!dark || oddRings) || n > 1 && dark && ringsMarks) && !(tile > 0 && faceArea > 1.5*tile && (byRim() >= 0.3 || footSeam(odd, oddRect, oddPts, cs[face], faceArea))) && !rimBand(odd, oddRect, byRim) && !(tile > 0 && faceArea >= tile && byRim() >= rimBay) {
			// A face with a hole that is no mark, a quarter of it: what
			// was taken for one face is not one. On a small blurred
			// black face, its light stripes run together into a "white
			// face", the black between them its "marks". Over the
			// sweeps and the shared scenes perturbed, a white face read
			// right had one of a sixth at most, 0.21 once, but for a
			// neighbour's whole face that the region rings. The other
			// way round, a small blurred white face's dark stripes run
			// together with the table round it into a "black face", the
			// light between two of them its "mark", the rest of the
			// white face a hole round its middle (sweep seed 58 frame
			// 77: a W3 read a sure B1, with a hole of 0.38 of the face),
			// or the light between each two of four dark bars, its three
			// stripes and its rim's shade, its "marks" (aslant sweep seed
			// 106 frame 51: a W3 read a sure B3, the hole 0.35).
			// Only round its middle: a black face on a white scale has
			// the lower scale's light side in its hull, as large, off to
			// one side (touching hexagons lost a frame). Of more marks,
			// only round them too: that side's hull, wrapped round a
			// tall stack's face, may reach its middle (editions sweep
			// seed 27 frame 53: a B3 said unread). Nor, on a region of
			// a face and a half or more, one that reaches its outline
			// (rimShare): a tall stack's side, its black scale a band
			// round the white face's foot (POV-Ray seed 2277: a W1
			// said unread), nor one whose outline lies in from the rim
			// by the sides' band, the seam at the face's foot
			// (footSeam). Nor, on a face of any size, a band 2.5
			// times as long as wide with 0.6 of its outline by the rim,
			// as the crescent above: that band between the face and
			// the light sides below it (a fresh POV-Ray scene, seed
			// 14314: a W1 on four at the frame's corner, the band 2.8
			// times as long as wide, 0.89 by the rim and filling 0.31
			// of its box; said unread). Nor, on a face of a tile or more,
			// one whose outline lies all by the face's (rimBay): a bay
			// the hull closes, a line of light round it (a fresh POV-Ray
			// scene, seed 18209: a W1 on seven seen from straight above,
			// its side in shade within a line of the lower scales' lit
			// edge, a bay of 0.30 of the face wholly by its rim and
			// filling 0.37 of its box; said unread).
			c.doubt(fmt.Sprintf("a hole of %.0f that is no mark, a quarter of the face", odd))
		}
		// A convex face under half the tile is no piece the tile
		// measures: the tile, from the radius field, runs large where
		// the regions round a face take in a tall stack's sides and a
		// hand's shade (a fresh POV-Ray scene, seed 17609 as JPEG q80: a
		// W1 hexagon on two in a palm's shade, 0.42 of the tile, its dot
		// 0.018 of its face and 0.0076 of the tile, said unread). It is
		// measured against half the tile; a piece of 0.7, convex or not,
		// against the whole (TestFindFaceSpeck).
		speckTile := tile
		if sol >= 0.95 && faceArea < tile/2 {
			speckTile = tile / 2
		}
		if tile > 0 && n == 1 && merged == 0 && len(marks) == 1 && marks[0].area < 0.008*speckTile && !blurredDot(marks[0], faceArea, tile, box) {
			// The smallest dot an edition has is 0.16 of the scale's
			// width across, a fiftieth of its face; a "mark" under a
			// hundred-and-twentyfifth is a speck, even on a piece of a
			// face, where the speck rules, measured against the piece,
			// keep it (a tall W2's sides, a piece of 0.63 of a disc, read
			// a sure B1 from a speck of 0.0066: img_0001 through another
			// camera, stream 9).
			c.doubt(fmt.Sprintf("one mark of %.0f, too small for any edition's", marks[0].area))
			c.speck = true
		}
		if !dark && tile > 0 && faceArea > 1.5*tile && n == 1 && merged == 0 && len(found) == 1 && len(marks) == 1 && c.sliver() {
			// A light face half as large again as a scale's, whose lone
			// "mark" is a ragged sliver: perhaps no face, but a pale
			// cloth's lit flank, paler than the cloth and so not its
			// colour in other light, joined to a black stack, the shade
			// along the stack's edge its "mark" (pale folds, 200 frames,
			// frame 96: a sure W1 of 1.9 scales' faces where no stack
			// is). Only on so large a face: doubting such marks on faces
			// of any size made twelve frames of the sweeps unread, their
			// small stripes as ragged (see sliver). And only where that sliver is
			// the face's one hole: beside a mark-like hole, the face's
			// count holds whichever of the two is its mark (a tall W1's
			// face run together with its side seen from farther, the
			// shade along the side taken for the mark, the stripe beside
			// it: img_0012 through another camera, streams 4, 7 and 8).
			c.doubt("a face too large, its one mark a ragged sliver")
		}
		if dark && n == 1 && merged == 0 && len(marks) == 1 && otherLightHole(marks[0], slices.Concat(found, ragged, wide), box, px, w, h, dark) {
			// One mark on a black face, and beside it a hole as light,
			// unlike it in size or shape: marks run together, into the
			// lit side of a glossy face or with each other, which one of
			// the two is past telling (img_0006 through another camera,
			// stream 10: a B3's two stripes and its lit side one hole,
			// the third stripe beside it, read B1). Black faces alone: a
			// white face's shade is as dark as its marks, and its ragged
			// holes up to a sixth of it are read right (see above).
			c.doubt("another hole as light as the mark: marks run together")
			c.runTogether = true
		}
		if !dark && n == 1 && merged == 0 && len(marks) == 1 && darkerBeside(marks[0], slices.Concat(found, ragged, wide), box, px, w, h) {
			// One mark on a white face, far paler than a hole twice its
			// size or more in the face's middle: the marks are there,
			// run together past counting, and the "mark" a faint shade
			// (img_0007 out of focus, stream 8: a W3's dots in a
			// triangle one ragged hole, a sliver of shade beside it
			// read a sure W1).
			c.doubt("its one mark far paler than a larger hole beside it")
		}
		if n >= 2 && merged == 0 && len(marks) == n {
			// A face's marks are printed alike, and the dimmest of them
			// peaks within a tenth of the brightest (a hundredth of the
			// faces read over the tables and the perturbed scenes peak
			// below 0.93): one far dimmer is the face's own shade seen
			// through a gap, a sheen's edge, the table past the face.
			// recount makes marks the face's, a dim one left out.
			recount := func() {
				n = len(marks)
				c.marks, c.holes = n, n
				c.marksAt, c.mark, c.fill, c.long = c.marksAt[:0], math.Inf(1), 1, 0
				for _, m := range marks {
					c.marksAt = append(c.marksAt, m.rect.Center)
					c.mark = min(c.mark, m.area)
					c.fill = min(c.fill, boxFill(m.area, m.rect))
					c.long = max(c.long, aspect(m.rect))
				}
			}
			if dim := dimMarks(marks, px, w, h, dark); len(dim) > 0 {
				if j := dim[0]; len(dim) == 1 && setApart(marks, j) {
					// Far dimmer and as far again from the row as its
					// spacing: the seam between a scale's face and its
					// side below, along a hexagon's edge that the
					// stripes lie along (a fresh POV-Ray scene, seed
					// 12419: a W2 on a stack, the seam 1.84 spacings
					// from the nearer stripe, peaking at 0.62 of them,
					// said an unsure W3).
					marks = slices.Delete(slices.Clone(marks), j, j+1)
					recount()
					c.trace(", a far dimmer mark set apart from the others is no mark")
				} else if rimNotch(marks, dim, ragged, px, w, h, dark, box) {
					// The other marks are the face's, with any hole left
					// out for it: of two holes alike, the notch and the
					// larger mark were taken as the group, the other
					// mark left out (img_0013 in other light, stream
					// 82: a W2 read a sure W1).
					notch := marks[j]
					marks = slices.Delete(slices.Clone(marks), j, j+1)
					rest := slices.DeleteFunc(slices.Clone(found), func(f hole) bool { return f.rect.Center == notch.rect.Center && f.area == notch.area })
					if again, _, _ := markGroup(rest); len(again) > len(marks) && len(again) <= 3 && len(dimMarks(again, px, w, h, dark)) == 0 {
						marks = again
					}
					recount()
					c.trace(", a far dimmer mark at the rim is no mark")
				} else {
					c.doubt("a mark far dimmer than the others")
				}
			}
		}
		if thirdHump && n == 2 && merged > 0 {
			c.doubtMore("a third faint hump beside the lone hole's two bumps")
		}
		if humped && n == 1 && merged == 0 {
			c.doubt("a lone hole of two faint humps: two dots run together")
			c.dotsRun = true
		}
		if lumpDot && n == 1 && merged == 0 {
			c.doubt("a lone hole too lumpy for one dot: dots run together")
			c.dotsRun = true
		}
		if block && n == 1 && merged == 0 {
			c.doubt("a lone block as large as stripes run together")
		}
		if n >= 2 && merged == 0 && len(marks) == n && unevenStripes(marks) {
			// A face's stripes are printed alike; a bar far longer than
			// the others is a lower scale's side band at the rim, lying
			// the stripes' way (a B1 on a white scale, turned so, read a
			// sure B2: aslant sweep seed 22 frame 79).
			c.doubt("stripes of unlike lengths")
		}
		if n == 3 && merged == 0 && len(marks) == 3 && !laidOut(centres(marks), true) {
			// A hole like the marks away from the others (a seam or
			// the table seen past the face): two marks or three, this
			// face does not tell.
			c.doubt("three holes like marks not set out as marks are")
		}
		// more counts hole f, left out of the marks, one more.
		more := func(f hole, why string) {
			marks = append(slices.Clone(marks), f)
			n++
			c.marks, c.holes, c.extraHoles = n, n, len(holes) > n
			c.marksAt = append(c.marksAt, f.rect.Center)
			c.mark = min(c.mark, f.area)
			c.trace(", %s", why)
		}
		if n == 1 && merged == 0 && len(marks) == 1 {
			if f, ok := secondStripe(asDark(thin, marks, px, w, h, dark), marks[0], box); ok {
				// A second stripe two pixels wide where the one is
				// three: its outline one pixel across, it was left
				// out as a sliver, but it is as long and as dark, and
				// the two are centred on the face where the one is
				// not (a small W2 in a clean frame, read a sure W1
				// without a word: POV-Ray seed 3696).
				more(f, "a thin second stripe as dark as the one, the two centred on the face")
				c.two = []gocv.RotatedRect{marks[0].rect, f.rect}
				c.stripes = c.two
			} else if pair := thinFlanking(marks[0], thin, marks, px, w, h, dark); pair != nil {
				// Two stripes two pixels wide either side of the one,
				// as long, as dark and the same way, evenly spaced: a
				// W3's outer stripes, thinned to slivers by blur where
				// the middle one is three pixels wide (a fresh POV-Ray
				// scene, seed 11626 as JPEG q80: a small W3 on green
				// felt, its stripes' holes 18, 36 and 18 pixels, read
				// a sure W1 without a word).
				more(pair[0], "a thin stripe either side of the one, as dark, as long, the row even")
				more(pair[1], "and its pair")
			}
		}
		var left []hole // holes left out that pass for a third mark
		if n == 2 && merged == 0 && len(found) > n && aspect(marks[0].rect) >= 2 {
			left = thirdLeftOut(found, marks, boxCentre(box))
		}
		if len(left) > 0 {
			if f, ok := centringStripe(found, marks, boxCentre(box)); ok {
				// Stripes blurred unevenly, the rim's shade widening
				// one: the three a row, even, as a B3's are (img_0011
				// out of focus, streams 42 and 44: gold stripes of 54,
				// 58 and 87 pixels, the group of the larger two taken
				// and the middle one left out by a hair, an unsure B2).
				more(f, "a third stripe beside the two, the row centred on the face")
			} else if len(asDarkBy(left, marks, px, w, h, dark, leftOutPeak)) > 0 {
				// Stripes blurred unevenly: the third, thinner, left
				// out of the two alike, passes for a mark beside them.
				// (Not dots: a crumb in line with two is as likely as a
				// dot shrunk.) Blur pales a thinner stripe, but not to
				// the rim's shade, a sliver of it along the edge (a
				// fresh POV-Ray scene, seed 12029 as JPEG q80: a W2 on
				// blue cloth, a sliver of 0.63 of the dimmer stripe's
				// peak beside its two, said unread).
				c.doubtMore("a hole left out passes for a third mark")
			}
		}
		if n == 2 && merged == 0 && len(marks) == 2 && len(c.stripes) == 2 {
			if f, ok := centringStripe(printedAlike(ragged, marks, px, w, h, dark), marks, boxCentre(box)); ok {
				// A third stripe too ragged for a mark (a thin
				// stripe's blur eats into it: 0.53 of its box) but as
				// large and as dark as the two, where a W3's third
				// lies: the row of three centred on the face, as a
				// B2's or W2's side band past its two is not (a W3's
				// stripes three pixels wide, said unread, POV-Ray
				// seed 1722).
				more(f, "a ragged third stripe as dark as the two, the row centred on the face")
			}
		}
		if n == 2 && merged == 0 && len(marks) == 2 && len(c.stripes) == 2 {
			if f, ok := centringStripe(asDark(thin, marks, px, w, h, dark), marks, boxCentre(box)); ok {
				// A third stripe two pixels wide where the two are
				// three (their edges' blur past the threshold): its
				// outline one pixel across, it was left out as a
				// sliver, but it is as long and as dark as the two,
				// where a W3's third lies (an engraved W3, the row
				// centred on the face, said unread, POV-Ray seed 2295).
				more(f, "a thin third stripe as dark as the two, the row centred on the face")
			}
		}
		if n == 2 && merged == 0 && len(marks) == 2 && slices.ContainsFunc(ragged, func(f hole) bool { return raggedStripe(f, marks) && !paleNotch(f, marks, px, w, h, dark) }) {
			// The middle stripe of three, or the third past two, too
			// ragged for a mark (blur and JPEG eat into a thin stripe on
			// a small face) but of the stripes' length, width and way,
			// where the third lies. Not one far paler than the two on a
			// white face: print is its darkest thing, and the shade of
			// its rim is not (img_0005 changed slightly, stream 14: a W2
			// on cream cloth, a sliver of its shadow's rim along its
			// curved edge, said unread).
			c.doubtMore("a ragged bar where a third stripe would lie")
		}
		if n == 2 && len(found) <= 2 && slices.ContainsFunc(ragged, func(g hole) bool { return thirdInLine(found, g) && !paleNotch(g, found, px, w, h, dark) }) {
			// Two dots, apart or run together, and a hole too ragged
			// for a mark where the third of a row would lie: the third
			// dot run into the rim through a channel of blur.
			c.doubtMore("a ragged hole where a third dot in the row would lie")
		} else if n == 2 && len(found) <= 2 && !dark && slices.ContainsFunc(ragged, func(g hole) bool { return cutThirdDot(found, g, px, w, h) }) {
			c.doubtMore("the third dot of a row cut off at the face's edge")
		}
		if n == 2 && merged == 0 && len(marks) == 2 && slices.ContainsFunc(found, func(g hole) bool {
			return !among(marks, g) && thirdInLine(marks, g) && !paleNotch(g, marks, px, w, h, dark)
		}) {
			// A hole left out of the marks, clean but larger and paler
			// than a dot, where the third of the row lies: the third
			// dot under a finger's tip in its shade, the shade a hole
			// with it (a synthetic finger of the table's shade over a
			// B3, no hand found, a sure B2).
			c.doubtMore("a hole left out where a third dot in the row would lie")
		}
		if !dark && n == 2 && merged == 0 && len(marks) == 2 && slices.ContainsFunc(found, func(g hole) bool {
			return !among(marks, g) && printBeside(g, marks, px, w, h)
		}) {
			// Print is the darkest thing on a white face: a hole twice
			// a mark's size as dark, in their line, is more of what the
			// marks are, no shade (a fresh POV-Ray scene, seed 6332: a
			// B3 under pale fingers of no skin's hue, one finger read a
			// white face and the B3's pieces beside it its marks, two
			// alike and two larger at their ends: a W2).
			c.doubtMore("a hole as dark as the marks, larger, in their line")
		}
		if n == 2 && merged == 0 && len(marks) == 2 && thirdDotThere(marks, hull, px, w, h, dark) {
			// Whatever hole it left: a third dot seen where a row's
			// would lie, on the face and as dark (light) as the two.
			c.doubtMore("a third dot where a row's or a triangle's would lie")
		}
		if n == 2 && merged == 0 && len(marks) == 2 && thirdStripeThere(marks, hull, px, w, h, dark) {
			c.doubtMore("a third stripe where a row's would lie")
		}
		if (n == 1 || n == 2) && merged == 0 && stripeAtRim(marks, rimHoles, px, w, h, dark) {
			c.doubtMore("a hole like a stripe beside one, at the face's edge: a stripe, the face cut there")
		}
		// The signs of a second mark beside the one: all but
		// stripeBesideAny's, which weighs each clean hole's neighbours,
		// look beside a lone mark.
		if n == 1 && merged == 0 {
			lone := len(marks) == 1
			if lone {
				if flanked(marks[0], printLit(ragged, marks[0], px, w, h, dark)) {
					c.doubtMore("two ragged holes make a row of three with the one mark")
				}
				// Shape first: a hole's peak is the costlier measure.
				if pairs := dotsPairBeside(marks[0], ragged); len(pairs) > 0 && len(asDark(pairs, marks, px, w, h, dark)) > 0 {
					c.doubtMore("a ragged hole as dark as the dot, of two dots beside it: dots run together")
				}
				if p, ok := pairedOnCentre(marks[0], ragged, box); ok {
					c.doubtMoreAt("a ragged hole of a dot's size centres the one dot's pair on the face", p)
				}
				if p, ok := pairedOnCentre(marks[0], asDark(specks, marks, px, w, h, dark), box); ok {
					// A speck as dark as the one dot, just under the
					// speck's cut, centres the pair on the face: a W2's
					// second dot, its outline a few pixels (a small W2 on
					// green felt, its dots' outlines 12.5 and 10 pixels,
					// the cut 11: a sure W1, fresh POV-Ray seed 3825).
					c.doubtMoreAt("a speck as dark as the dot centres its pair on the face", p)
				}
			}
			if p, ok := stripeBesideAny(found, notPale(slices.Concat(ragged, untaken), marks, px, w, h, dark), px, w, h, dark); ok {
				// A second stripe run into a channel of blur or JPEG
				// to the rim, too ragged to trim, or two run together
				// into a hole larger than the one mark counted: a hole
				// beside a stripe, as long and the same way. Or run
				// into the rim, trimmed to its light a little short of
				// a mark: its piece lies beside the stripe, the hole it
				// was cut from anywhere (a far B2 read a sure B1,
				// aslant sweep seed 8 frame 37). Not one far paler than
				// the stripe on a white face (paleNotch): the face's
				// shaded side, lost to the table (img_0005 through
				// another camera, stream 107: a W1's, 101 against its
				// stripe's 210, said unread).
				c.doubtMoreAt("a hole beside the stripe, the same way", p)
			}
			if lone {
				if p, ok := stripeCutBeside(marks[0], ragged, px, w, h, dark); ok {
					c.doubtMoreAt("a sliver as bright as the stripe beside it, as long: a second stripe cut", p)
				}
				if stripesRunBeside(marks[0], ragged, px, w, h, dark) {
					c.doubtMore("a ragged hole as bright as the stripe and as long, beside it: more stripes run together")
				}
			}
		}
		if n == 2 && merged == 0 && len(marks) == 2 && aspect(marks[0].rect) >= 2 {
			if trimmedStripe(marks, untaken, px, w, h, dark) {
				c.doubtMore("a piece trimmed from a ragged hole, a stripe cut short beside the two")
			}
			if trimmedStripe(marks, c.leftOut, px, w, h, dark) {
				// So is a clean hole the count left out as too small
				// for the two: a third stripe a finger cut short, not
				// enclosed by the hand's region (a fresh POV-Ray scene,
				// seed 17935: a B3 under a fingertip on wood of its
				// hue, its third stripe 150 pixels beside 319 and 348:
				// a sure B2).
				c.doubtMore("a hole left out, a stripe cut short beside the two")
			}
		}
		if n == 2 && merged == 0 && len(found) > n && aspect(marks[0].rect) >= 2 && stripeOutside(found, marks, px, w, h, dark) {
			// A third stripe run into the rim's gap or a notch, a hole
			// too large to pass for a mark beside the two (thirdLeftOut)
			// but as bright, lies beside them as the third would.
			c.doubtMore("a hole as bright as the stripes where a third would lie")
		}
		if n == 2 && len(found) == 2 && merged == 0 && thirdStripe(found, hp, hb, px, w, h, dark) {
			// A third stripe run into a notch of the face's rim (its
			// bevel, a shadow), blurred past trimming off, is a ragged
			// hole: not face, all along where it would lie.
			c.doubtMore("a ragged hole where a third mark would lie")
		}
		if across, long := faceSize(hull, tile); across < stripAcross && long >= stripLong {
			// A strip of a face, the rest of it lost to a sheen or cut
			// off as another part: its marks are those of the strip.
			c.doubtMore(fmt.Sprintf("a face %.2f radii across and %.2f long: a strip of one", across, long))
		}
	}
	if apart >= 2 {
		// Cut apart if each piece is a face (splitCrowded); if not, the
		// reading stands, unsure.
		c.crowded, c.faces = true, apart
		c.doubt(fmt.Sprintf("marks of %d faces", apart))
	}
	return c, bars
}

// pairBesideDot finds, of a face's two holes (found, their bumps in bs),
// one that is two dots run together beside the other, a lone dot of one
// bump, however many bumps blur and grain leave in the pair's hole:
// as wide as it, twice as large and as long (each 1.7 to 2.4 times), as
// light (dark on a white face) within a tenth, and the three dots it
// makes in a row or a triangle (laidOut). Blur fills the dip between
// two dots that touch (POV-Ray seed 6315: a B3's three dots in a row, 48
// pixels and 96 in an 8×17 box, one bump as JPEG q80 and three as PNG,
// read B1 unsure).
func pairBesideDot(found []hole, bs []int, px []uint8, w, h int, dark bool) (int, bool) {
	if len(found) != 2 {
		return 0, false
	}
	i := 0
	if found[1].area > found[0].area {
		i = 1
	}
	pair, dot := found[i], found[1-i]
	if bs[1-i] != 1 {
		return 0, false
	}
	long := func(r gocv.RotatedRect) float64 { return float64(max(r.Width, r.Height)) }
	short := func(r gocv.RotatedRect) float64 { return float64(min(r.Width, r.Height)) }
	within := func(v, lo, hi float64) bool { return v >= lo && v <= hi }
	if aspect(dot.rect) > 1.3 || !within(pair.area/dot.area, 1.7, 2.4) || !within(long(pair.rect)/long(dot.rect), 1.7, 2.4) || !within(short(pair.rect)/short(dot.rect), 0.75, 1.3) {
		return 0, false
	}
	pp, dp := holePeak(px, w, h, pair.rect, dark), holePeak(px, w, h, dot.rect, dark)
	if pp < 0.9*dp || dp < 0.9*pp {
		return 0, false
	}
	if !laidOut(withPair(pair.rect, long(dot.rect), dot.rect.Center), false) {
		return 0, false
	}
	return i, true
}

// withPair is the centres of two dots run together into one hole of box
// rr, each dot long across (their ends that far in from the hole's), and
// of a third, lone mark at p: three marks for laidOut to weigh.
func withPair(rr gocv.RotatedRect, dot float64, p image.Point) [3][2]float64 {
	u := axis(rr)
	o := (float64(max(rr.Width, rr.Height)) - dot) / 2
	ux, uy := o*math.Cos(u), o*math.Sin(u)
	cx, cy := float64(rr.Center.X), float64(rr.Center.Y)
	return [3][2]float64{{cx - ux, cy - uy}, {cx + ux, cy + uy}, pointOf(p)}
}

// laidOut says whether three marks' centres are set out as a face's
// three marks are: in a row, or in a triangle near equilateral. A view
// of the table's plane keeps a row a row (its spacing even, though the
// centres of two dots run together are only guessed); seen 35° off
// vertical, a triangle's sides differ by up to 1/cos 35° = 1.22, and
// blur moves a mark's centre a little. The centre of a small mark, a
// few pixels across, is known to a pixel or so. apart: each mark was
// seen apart, its centre its own (none guessed).
func laidOut(p [3][2]float64, apart bool) bool {
	a, b, m, long, near, far := triangleSides(p)
	if long == 0 {
		return false
	}
	// The middle mark of a row lies near the line through the others,
	// as a row's would at 150° or more between its two spacings.
	off := math.Abs((p[b][0]-p[a][0])*(p[m][1]-p[a][1])-(p[b][1]-p[a][1])*(p[m][0]-p[a][0])) / long
	// Seen apart, a row's two spacings differed by 1.39 times at most
	// over some 7,000 rows read in the sweep, the tables, the touching
	// stacks and the perturbed shared scenes; a spacing 2.8 times the
	// other was a light band below the face taken for a third stripe
	// (glossy tables at 200 frames, frame 94, a B2 read B3).
	stretch := 2.5
	if apart {
		stretch = 1.5
	}
	row := off <= 0.14*long+centreError && far <= stretch*near+2*centreError
	return row || inTriangle(p)
}

// setApart reports whether mark j of three lies at an end of their
// row, its spacing from the nearer of the others 1.5 times theirs or
// more: no spacing of a row seen apart differs so (see laidOut).
func setApart(marks []hole, j int) bool {
	if len(marks) != 3 {
		return false
	}
	p := centres(marks)
	a, b, m, _, near, far := triangleSides(p)
	if (j != a && j != b) || laidOut(p, true) {
		return false
	}
	// Its spacing from the middle one is the farther.
	return math.Hypot(p[j][0]-p[m][0], p[j][1]-p[m][1]) == far && far >= 1.5*near
}

// centreError is how far off, in pixels, the centre of a small mark, a
// few pixels across, may be found.
const centreError = 1.5

// triangleSides returns, of three points, the ends a and b of the longest
// side and the point m between them, with the longest side and the nearer
// and farther of m's two.
func triangleSides(p [3][2]float64) (a, b, m int, long, near, far float64) {
	d := func(i, j int) float64 { return math.Hypot(p[i][0]-p[j][0], p[i][1]-p[j][1]) }
	a, b, m = 0, 1, 2
	if d(1, 2) > d(a, b) {
		a, b, m = 1, 2, 0
	}
	if d(0, 2) > d(a, b) {
		a, b, m = 0, 2, 1
	}
	return a, b, m, d(a, b), min(d(a, m), d(b, m)), max(d(a, m), d(b, m))
}

// inTriangle says whether three marks' centres lie in a triangle near
// equilateral, as a die's three dots do (see laidOut).
func inTriangle(p [3][2]float64) bool {
	_, _, _, long, near, _ := triangleSides(p)
	return long > 0 && long <= 1.45*near+2*centreError
}

// centres is where three marks lie.
func centres(marks []hole) [3][2]float64 {
	var p [3][2]float64
	for i, m := range marks[:3] {
		p[i] = [2]float64{float64(m.rect.Center.X), float64(m.rect.Center.Y)}
	}
	return p
}

// markGroups is how many groups the marks fall in, each mark nearer
// than reach to another of its group.
func markGroups(marks []hole, reach float64) int {
	_, n := groups(len(marks), func(i, j int) bool { return dist(marks[i].rect.Center, marks[j].rect.Center) < reach })
	return n
}

// stripeBeside says whether one of a face's ragged holes lies beside its
// one stripe as a second would: at least nearly its size, parallel, level
// with it along its length and one to three of its widths across.
func stripeBeside(mark hole, ragged []hole) bool {
	_, ok := stripeBesideAt(mark, ragged)
	return ok
}

// stripeBesideAt is stripeBeside, with where the hole beside lies.
func stripeBesideAt(mark hole, ragged []hole) (image.Point, bool) {
	for _, g := range ragged {
		if g.raw >= 0.8*mark.area && besideStripe(mark, g) {
			return g.rect.Center, true
		}
	}
	return image.Point{}, false
}

// besideStripe says whether hole g lies beside stripe mark as a second
// stripe would: parallel, level with it along its length and one to
// three of its widths across, or up to half its length where that is
// more: thin stripes shrink to a sliver in blur or JPEG, and the gap
// between them does not (POV-Ray seed 4070 as JPEG q80: a W2's stripes
// two pixels wide and 17 long, 8 apart, read a sure W1).
func besideStripe(mark, g hole) bool {
	m := mark.rect
	long, wide := float64(max(m.Width, m.Height)), float64(min(m.Width, m.Height))
	if aspect(m) < 2.5 || !parallel(g.rect, m) {
		return false
	}
	if float64(max(g.rect.Width, g.rect.Height)) > 1.6*long && g.raw < 0.25*float64(g.rect.Width*g.rect.Height) {
		// A crescent along the rim, far longer than a stripe and thin:
		// a lower scale's side band seen past the face, which a second
		// stripe run into the rim is not, filling a third of its box
		// or more with the stripe (POV-Ray seed 4065 as JPEG q80: a W1
		// on a black scale, the band 1.9 times the stripe's length and
		// 0.11 of its box, said unread).
		return false
	}
	ux, uy := unitAxis(m)
	along, across := alongAcross(float64(g.rect.Center.X-m.Center.X), float64(g.rect.Center.Y-m.Center.Y), ux, uy)
	// A hole filling little of its box (a stripe run into the rim, with
	// the table seen through the gap) has its centre wherever the gap
	// takes it; being apart from the mark, half a width across is
	// beside it.
	near := wide
	if g.raw < 0.6*float64(g.rect.Width*g.rect.Height) {
		near = wide / 2
	}
	return along < 0.5*long && across >= near && across <= max(3*wide, 0.5*long)
}

// unitAxis is the unit step along a rotated box's long side.
func unitAxis(rr gocv.RotatedRect) (ux, uy float64) {
	th := axis(rr)
	return math.Cos(th), math.Sin(th)
}

// alongAcross is how long the step (dx, dy) is along the unit direction
// (ux, uy) and across it.
func alongAcross(dx, dy, ux, uy float64) (along, across float64) {
	return math.Abs(dx*ux + dy*uy), math.Abs(-dx*uy + dy*ux)
}

// stripesRunBeside says whether a ragged hole, at least 1.5 of the one
// stripe's area and as bright in its middle (to within a tenth), spans
// along the stripe's length (0.7 to 1.5 of it, level with it) and begins
// half a width to three widths across from it: two stripes run together,
// and into the dark side of the scale below past the face's rim, whose
// hole's centre lies beyond where stripeBeside looks (a far W3's face on
// hexagons read a sure W1: stream 60, img_0010 seen from farther through
// another camera).
func stripesRunBeside(mark hole, ragged []hole, px []uint8, w, h int, dark bool) bool {
	m := mark.rect
	long, wide := float64(max(m.Width, m.Height)), float64(min(m.Width, m.Height))
	if aspect(m) < 2.5 {
		return false
	}
	ux, uy := unitAxis(m)
	peak := -1.0
	for _, g := range ragged {
		cx, cy, e1x, e1y, e2x, e2y, ok := sides(g.rect)
		if !ok || g.raw < 1.5*mark.area {
			continue
		}
		along, across := alongAcross(cx-float64(m.Center.X), cy-float64(m.Center.Y), ux, uy)
		// The hole's box reaches half of each side along and across.
		a1, c1 := alongAcross(e1x, e1y, ux, uy)
		a2, c2 := alongAcross(e2x, e2y, ux, uy)
		halfAlong, halfAcross := (a1+a2)/2, (c1+c2)/2
		if near := across - halfAcross; along >= 0.5*long || 2*halfAlong < 0.7*long || 2*halfAlong > 1.5*long || near < 0.5*wide || near > 3*wide {
			continue
		}
		if peak < 0 {
			peak = holePeak(px, w, h, m, dark)
		}
		if holePeak(px, w, h, g.rect, dark) >= 0.9*peak {
			return true
		}
	}
	return false
}

// stripeCutBeside says whether a ragged hole too small for stripeBeside
// lies beside a face's one stripe as the rest of a second one: as bright
// in its middle to within a tenth, 0.7 of its length or more, no wider,
// where a second stripe lies (besideStripe). A stack's face cut from its
// sides leaves a second stripe a sliver at the cut (a tall B2's face on
// hexagons, read part by part, read a sure B1: sweep seed 34 frame 43);
// a lower scale's side band seen past a face is in shade (0.8 of the
// stripe there). It reports where the sliver lies too.
func stripeCutBeside(mark hole, ragged []hole, px []uint8, w, h int, dark bool) (image.Point, bool) {
	m := mark.rect
	long, wide := float64(max(m.Width, m.Height)), float64(min(m.Width, m.Height))
	var peak float64
	for _, g := range ragged {
		gl, gw := float64(max(g.rect.Width, g.rect.Height)), float64(min(g.rect.Width, g.rect.Height))
		if gl < 0.7*long || gw > wide || !besideStripe(mark, g) {
			continue
		}
		if peak == 0 {
			peak = holePeak(px, w, h, m, dark)
		}
		if holePeak(px, w, h, g.rect, dark) >= 0.9*peak {
			return g.rect.Center, true
		}
	}
	return image.Point{}, false
}

// stripeBesideAny says whether a hole lies beside one of a face's
// clean holes as a second stripe would (stripeBeside): a ragged hole,
// or another clean one as bright as a mark in its middle (as light on
// a dark face, as dark on a light one), two stripes run together, not
// a sheen across the face. It reports where that hole lies too.
func stripeBesideAny(found, ragged []hole, px []uint8, w, h int, dark bool) (image.Point, bool) {
	peaks := make([]float64, len(found))
	for i, f := range found {
		peaks[i] = holePeak(px, w, h, f.rect, dark)
	}
	for i, f := range found {
		if sideBand(f) {
			// A band along the rim, the scale below seen past the
			// face, is no stripe to have a second beside it: the
			// face's own stripe lies beside it as one would (a fresh
			// POV-Ray scene, seed 14466 as JPEG q80: a B1's rim band
			// of the gold side below, said unsure).
			continue
		}
		others := slices.Clone(ragged)
		for j, g := range found {
			if j != i && peaks[j] >= 0.8*peaks[i] {
				others = append(others, g)
			}
		}
		if p, ok := stripeBesideAt(f, others); ok {
			return p, true
		}
	}
	return image.Point{}, false
}

// stripeOutside says whether a hole of found, none of a face's two
// stripes (marks) but as bright as one in its middle, lies beside that
// one as a third stripe would (stripeBeside), on the side away from the
// other: between them lies the face's shade, never a mark.
func stripeOutside(found, marks []hole, px []uint8, w, h int, dark bool) bool {
	var others []hole
	var peaks []float64 // each other's brightness, measured once
	for _, f := range found {
		if !among(marks, f) {
			others = append(others, f)
			peaks = append(peaks, holePeak(px, w, h, f.rect, dark))
		}
	}
	for i, m := range marks[:2] {
		th := axis(m.rect)
		across := func(p image.Point) float64 {
			return -float64(p.X-m.rect.Center.X)*math.Sin(th) + float64(p.Y-m.rect.Center.Y)*math.Cos(th)
		}
		other := across(marks[1-i].rect.Center)
		peak := holePeak(px, w, h, m.rect, dark)
		var beyond []hole
		for k, f := range others {
			if across(f.rect.Center)*other < 0 && peaks[k] >= 0.8*peak {
				beyond = append(beyond, f)
			}
		}
		if stripeBeside(m, beyond) {
			return true
		}
	}
	return false
}

// thirdStripe says whether, beside two stripes side by side, the face
// has a hole all along where a third would lie, a spacing past either.
// holes is the face's mask of holes over box, its hull's box. On a white
// face, the hole must be print there: a stripe's box moved to the place
// is as dark at its darkest as 0.7 of the stripes are, as paleNotch
// has it; the shade at a white disc's rim, a notch in a face the table
// nearly matches, is the table's grey (img_0005 through another camera:
// 108 against 229, a W2 said unsure).
func thirdStripe(marks []hole, holes []uint8, box image.Rectangle, px []uint8, w, h int, dark bool) bool {
	a, b := marks[0].rect, marks[1].rect
	if aspect(a) < 2 || aspect(b) < 2 || !parallel(a, b) {
		return false
	}
	inHole := func(p image.Point) bool {
		return p.In(box) && holes[(p.Y-box.Min.Y)*box.Dx()+p.X-box.Min.X] != 0
	}
	for k, p := range thirdPlaces(a, b) {
		if !inHole(p.along[0]) || !inHole(p.along[1]) || !inHole(p.along[2]) {
			continue
		}
		// thirdPlaces lies past b first, then past a.
		near := []gocv.RotatedRect{b, a}[k]
		if paleNotch(hole{rect: movedRect(near, p.along[1].Sub(near.Center))}, marks, px, w, h, dark) {
			continue
		}
		return true
	}
	return false
}

// thirdPlace is where a third stripe would lie beside two: points along
// its length (its centre, and 0.3 of the stripes' length either side),
// and the points halfway back to the nearer stripe, as far on, and a
// whole spacing on.
type thirdPlace struct {
	along          [3]image.Point
	back, on, past image.Point
}

// thirdPlaces are the places of a third stripe beside parallel stripes a
// and b: past b, and past a.
func thirdPlaces(a, b gocv.RotatedRect) [2]thirdPlace {
	th := axis(a)
	length := float64(max(a.Width, a.Height))
	ux, uy := math.Cos(th), math.Sin(th)
	dx, dy := float64(b.Center.X-a.Center.X), float64(b.Center.Y-a.Center.Y)
	pt := func(x, y float64) image.Point { return image.Pt(int(math.Round(x)), int(math.Round(y))) }
	var out [2]thirdPlace
	for k, e := range [2][3]float64{{float64(b.Center.X), float64(b.Center.Y), 1}, {float64(a.Center.X), float64(a.Center.Y), -1}} {
		cx, cy := e[0]+e[2]*dx, e[1]+e[2]*dy
		for j, t := range [3]float64{-0.3, 0, 0.3} {
			out[k].along[j] = pt(cx+t*length*ux, cy+t*length*uy)
		}
		out[k].back, out[k].on = pt(cx-e[2]*dx/2, cy-e[2]*dy/2), pt(cx+e[2]*dx/2, cy+e[2]*dy/2)
		out[k].past = pt(cx+e[2]*dx, cy+e[2]*dy)
	}
	return out
}

// thirdBeyond says whether, where a third stripe would lie beside face
// c's two (c.stripes), the stack's region (mk) holds one outside the face:
// along its length, pixels of the region not of the face's colour (not
// in part) and outside its outline; halfway back to the nearer stripe,
// none (the gap between stripes), nor both half as far on and as far on
// again (a neighbour's face of the marks' colour). Half on alone is a
// wide stripe's blur (aslant sweep seed 119 frame 17: a B3's stripes 0.7
// of their spacing wide, the third cut off with the rim it reaches and
// still light half a spacing past its middle; the face read a sure B2).
func thirdBeyond(c faceCandidate, part, mk []uint8, w, h int) bool {
	if len(c.stripes) != 2 || len(c.outline) < 3 {
		return false
	}
	markColour := func(p image.Point) bool {
		if p.X < 0 || p.Y < 0 || p.X >= w || p.Y >= h {
			return false
		}
		i := p.Y*w + p.X
		return mk[i] != 0 && part[i] == 0 && !insidePolygon(c.outline, p)
	}
	for _, p := range thirdPlaces(c.stripes[0], c.stripes[1]) {
		if markColour(p.along[0]) && markColour(p.along[1]) && markColour(p.along[2]) && !markColour(p.back) && !(markColour(p.on) && markColour(p.past)) {
			return true
		}
	}
	return false
}

// thirdLeftOut is the holes of found, left out of the two marks, that
// would pass for a third beside them (as admitTrimmed admits one, but
// within a factor 1.8 of their size).
func thirdLeftOut(found, marks []hole, centre image.Point) []hole {
	var out []hole
	for _, f := range found {
		if among(marks, f) {
			continue
		}
		if len(admitTrimmed(slices.Clone(marks), []hole{f}, centre, 1.8)) > len(marks) || barBeside(f, marks) {
			out = append(out, f)
		}
	}
	return out
}

// leftOutPeak is how much of the dimmer mark's peak a hole left out of
// two marks reaches, to be doubted a third (holePeak).
const leftOutPeak = 0.75

// thinFlanking is the pair of thin holes (slivers a pixel across) as
// dark as the marks either side of the one stripe mark, each as long
// and the same way (flanking); nil if none, or if mark is no stripe.
func thinFlanking(mark hole, thin, marks []hole, px []uint8, w, h int, dark bool) []hole {
	if aspect(mark.rect) < 2.5 || len(thin) < 2 {
		return nil
	}
	return flanking(mark, asDark(thin, marks, px, w, h, dark), func(g hole) bool { return besideAlike(g, mark) })
}

// besideAlike reports whether hole g is a stripe as long as stripe m
// (0.75 to 1.33 of it) and parallel to it.
func besideAlike(g, m hole) bool {
	long, gl := float64(max(m.rect.Width, m.rect.Height)), float64(max(g.rect.Width, g.rect.Height))
	return gl >= 0.75*long && gl <= 1.33*long && parallel(g.rect, m.rect)
}

// secondStripe finds, among holes hs, one that makes a W2's or B2's
// pair with stripe mark: as long (0.75 to 1.33 of it), parallel, level
// with it, a stripes' spacing across (0.12 to 0.4 of the face's box;
// the scales' are 0.18 to 0.26), and the two centred on the face, nearer
// its centre by a quarter spacing than the one alone. A W1's stripe
// lies on the centre; a sliver of shade beside it takes the pair off it.
func secondStripe(hs []hole, mark hole, box image.Rectangle) (hole, bool) {
	m := mark.rect
	long := float64(max(m.Width, m.Height))
	size := float64(min(box.Dx(), box.Dy()))
	if aspect(m) < 2.5 {
		return hole{}, false
	}
	c := boxCentre(box)
	alone := offCentre([]hole{mark}, c)
	ux, uy := unitAxis(m)
	for _, g := range hs {
		if !besideAlike(g, mark) {
			continue
		}
		along, across := alongAcross(float64(g.rect.Center.X-m.Center.X), float64(g.rect.Center.Y-m.Center.Y), ux, uy)
		if along >= 0.25*long || across < 0.12*size || across > 0.4*size {
			continue
		}
		if offCentre([]hole{mark, g}, c)+0.25*across < alone {
			return g, true
		}
	}
	return hole{}, false
}

// centringStripe finds, among the holes found, one left out of the two
// stripes (marks) that makes a face's row of three with them: a bar
// beside them (barBeside), no wider than they are by a third, the three
// evenly spaced (1.35 at most between the spacings), and either between
// the two, or past them with the row's middle on the face's centre,
// nearer it by a quarter spacing than the two's middle. A lower scale's
// side band past a B2's stripes lies where a third would, but the two
// are the ones centred on the face.
func centringStripe(found, marks []hole, centre image.Point) (hole, bool) {
	short := func(h hole) float64 { return float64(min(h.rect.Width, h.rect.Height)) }
	for _, f := range found {
		if among(marks, f) || !barBeside(f, marks) || short(f) > 1.35*max(short(marks[0]), short(marks[1])) {
			continue
		}
		three := []hole{marks[0], marks[1], f}
		p := centres(three)
		if !laidOut(p, true) {
			continue
		}
		_, _, m, _, near, far := triangleSides(p)
		if far > 1.35*near {
			continue
		}
		if m == 2 {
			// Between the two: no B2 shows a bar between its stripes.
			return f, true
		}
		c := [2]float64{float64(centre.X), float64(centre.Y)}
		mean := func(q ...[2]float64) float64 {
			var x, y float64
			for _, v := range q {
				x, y = x+v[0]/float64(len(q)), y+v[1]/float64(len(q))
			}
			return math.Hypot(x-c[0], y-c[1])
		}
		if mean(p[0], p[1], p[2])+0.25*near < mean(p[0], p[1]) {
			return f, true
		}
	}
	return hole{}, false
}

// printedAlike is the holes of ragged as large as the marks (0.75 to
// 1.33 of their mean, before trimming) that peak as a mark does (0.9 of
// the dimmer's at least): marks are printed alike (see dimMarks).
func printedAlike(ragged, marks []hole, px []uint8, w, h int, dark bool) []hole {
	var mean float64
	for _, m := range marks {
		mean += m.raw / float64(len(marks))
	}
	return slices.DeleteFunc(asDark(ragged, marks, px, w, h, dark), func(g hole) bool {
		return g.raw < 0.75*mean || g.raw > 1.33*mean
	})
}

// asDark is the holes of hs that peak as a mark does (0.9 of the dimmer
// mark's at least).
func asDark(hs, marks []hole, px []uint8, w, h int, dark bool) []hole {
	return asDarkBy(hs, marks, px, w, h, dark, 0.9)
}

// asDarkBy is the holes of hs that peak at share of the dimmer mark's
// peak or more.
func asDarkBy(hs, marks []hole, px []uint8, w, h int, dark bool, share float64) []hole {
	dim := slices.Min(peaksOf(marks, px, w, h, dark))
	var out []hole
	for _, g := range hs {
		if holePeak(px, w, h, g.rect, dark) >= share*dim {
			out = append(out, g)
		}
	}
	return out
}

// barBeside says whether hole f is a bar as long as two stripes (marks),
// parallel to them, a spacing past the nearer or midway between them: a
// third stripe, wider than a stripe where it ran into a notch of the rim
// or a speck, which admitTrimmed's likeness of shape leaves out (or the
// middle one, when the two taken for the marks were the outer two).
func barBeside(f hole, marks []hole) bool {
	return barBesideWithin(f, marks, parallelReach)
}

// barBesideWithin is barBeside with f's axis within reach (radians) of
// each mark's.
func barBesideWithin(f hole, marks []hole, reach float64) bool {
	if len(marks) != 2 || aspect(marks[0].rect) < 2 || aspect(marks[1].rect) < 2 || aspect(f.rect) < 1.8 || angleApart(axis(f.rect), axis(marks[0].rect)) >= reach || angleApart(axis(f.rect), axis(marks[1].rect)) >= reach {
		return false
	}
	long := func(h hole) float64 { return float64(max(h.rect.Width, h.rect.Height)) }
	l := (long(marks[0]) + long(marks[1])) / 2
	if long(f) < 0.8*l || long(f) > 1.25*l || f.area > 1.8*max(marks[0].area, marks[1].area) {
		return false
	}
	spacing := dist(marks[0].rect.Center, marks[1].rect.Center)
	d0, d1 := dist(f.rect.Center, marks[0].rect.Center), dist(f.rect.Center, marks[1].rect.Center)
	near, far := min(d0, d1), max(d0, d1)
	past := near >= 0.7*spacing && near <= 1.4*spacing && far > near+0.6*spacing
	between := far-near < 0.3*spacing && near+far < 1.15*spacing
	return past || between
}

// marksOver is how many of face c's marks (read on the region's
// threshold) lie on face f (the same place read on its own): all of them
// where any has no place (counted by a hole's bumps). The region's part
// may take in a neighbour's side and the table between, and a light gap
// there is no mark of this face's (a fresh POV-Ray scene, seed 11158: a
// B1 beside a W1's dark side band, its region's threshold seeing the
// stripe and the gap past the B1's face, "marks of 2 faces"; on its own
// the stripe alone, "a mark seen apart lost", unsure).
func marksOver(c, f faceCandidate) int {
	if len(c.marksAt) != c.marks || len(f.outline) < 3 {
		return c.marks
	}
	n := 0
	for _, p := range c.marksAt {
		if insidePolygon(f.outline, p) {
			n++
		}
	}
	return n
}

// raggedWhereLost reports whether every mark of face c (read on the
// region's threshold) lies where face f (the same face on its own) has a
// mark, or a hole too ragged for one of 0.6 to 1.6 of c's smallest mark,
// or a stripe there thinned to a sliver (thinnedStripe), thin or ragged
// and slender (a fresh POV-Ray scene, seed 17783 as JPEG q80: a W1's
// stripe 3 pixels by 16, 42 pixels on the region's threshold, a sliver
// of 16 filling 0.53 of its box on the face's own, "no mark on its
// own"), with at least one such hole. One mark the region's threshold
// added to those it counted (a thin stripe as dark and as long as the
// one beside it, say) may be gone on the face's own: where another added
// one is still seen there ragged, the darker threshold thinned them both,
// the one past seeing (a fresh POV-Ray scene, seed 10170: a small W3's
// stripes two pixels wide, the middle one counted, the side ones added
// on the region's threshold, one ragged and one gone on the face's own:
// "a mark seen apart lost", unsure).
func raggedWhereLost(c, f faceCandidate) bool {
	if len(c.marksAt) != c.marks || len(f.marksAt) != f.marks {
		return false // marks counted by bumps in a hole: no place each
	}
	near := 0.5*math.Sqrt(c.mark) + 1
	ragged, gone, addedSeen := 0, 0, 0
	for _, p := range c.marksAt {
		if slices.ContainsFunc(f.marksAt, func(q image.Point) bool { return dist(p, q) <= near }) {
			continue
		}
		added := !slices.ContainsFunc(c.marked, func(m hole) bool { return m.rect.Center == p })
		seen := slices.ContainsFunc(f.ragged, func(g hole) bool {
			return dist(p, g.rect.Center) <= near && g.raw >= 0.6*c.mark && g.raw <= 1.6*c.mark
		}) || thinnedStripe(p, near, c.marked, f.thin) || thinnedStripe(p, near, c.marked, slender(f.ragged))
		switch {
		case seen:
			ragged++
			if added {
				addedSeen++
			}
		case added:
			gone++
		default:
			return false
		}
	}
	return ragged > 0 && (gone == 0 || gone == 1 && addedSeen > 0)
}

// slender is those of holes three times as long as wide or more.
func slender(holes []hole) []hole {
	var out []hole
	for _, g := range holes {
		if aspect(g.rect) >= 3 {
			out = append(out, g)
		}
	}
	return out
}

// thinnedStripe reports whether the mark of marks at p is a stripe that
// thinned to a sliver where it lies: one of thin within near of p, as
// long as the stripe within a fifth. A sliver's outline runs through its
// pixels' centres, half its area, so its length, not its area, is
// weighed (a fresh POV-Ray scene, seed 5289: a W1's stripe 18 by 3
// pixels on the region's threshold, a sliver of 18 pixels on the face's
// own, "no mark on its own").
func thinnedStripe(p image.Point, near float64, marks, thin []hole) bool {
	i := slices.IndexFunc(marks, func(m hole) bool { return m.rect.Center == p })
	if i < 0 || aspect(marks[i].rect) < 2 {
		return false
	}
	long := float64(max(marks[i].rect.Width, marks[i].rect.Height))
	return slices.ContainsFunc(thin, func(g hole) bool {
		return dist(p, g.rect.Center) <= near && math.Abs(float64(max(g.rect.Width, g.rect.Height))-long) <= 0.2*long
	})
}

// otherMark is the one of c's two marks that f's one mark does not lie
// nearer to.
func otherMark(c, f faceCandidate) image.Point {
	if dist(c.marksAt[0], f.marksAt[0]) <= dist(c.marksAt[1], f.marksAt[0]) {
		return c.marksAt[1]
	}
	return c.marksAt[0]
}

// shrunkNotLost reports whether face c, two marks seen apart on the
// region's threshold, is the same face as f, one mark on its own: f's
// mark lies where one of c's does, and c's two peak alike, each within a
// tenth of the other (holePeak: marks are printed alike, see dimMarks).
func shrunkNotLost(c, f faceCandidate, px []uint8, w, h int) bool {
	if len(c.two) != 2 || len(c.marksAt) != 2 || len(f.marksAt) != 1 {
		return false
	}
	near := 0.5*math.Sqrt(c.mark) + 1
	if !slices.ContainsFunc(c.marksAt, func(p image.Point) bool { return dist(p, f.marksAt[0]) <= near }) {
		return false
	}
	a, b := holePeak(px, w, h, c.two[0], c.dark), holePeak(px, w, h, c.two[1], c.dark)
	return min(a, b) >= 0.9*max(a, b)
}

// middleStripe says whether hole g lies midway between two stripes and
// is one like them: as long (barBeside), no wider by more than a pixel,
// and of 0.75 to 1.33 of their area. Nothing else on a face lies so.
func middleStripe(g hole, marks []hole) bool {
	if !barBeside(g, marks) {
		return false
	}
	d0, d1 := dist(g.rect.Center, marks[0].rect.Center), dist(g.rect.Center, marks[1].rect.Center)
	if math.Abs(d0-d1) >= 0.3*dist(marks[0].rect.Center, marks[1].rect.Center) {
		return false // past one of them, not between
	}
	short := func(h hole) int { return min(h.rect.Width, h.rect.Height) }
	mean := (marks[0].area + marks[1].area) / 2
	return short(g) <= max(short(marks[0]), short(marks[1]))+1 && g.area >= 0.75*mean && g.area <= 1.33*mean
}

// raggedStripe says whether a hole too ragged for a mark is a third
// stripe beside two (barBeside) no wider than they are: a side band's
// light edge past the face lies where a third would, but twice as wide
// (glossy tables at 200 frames, frame 47). Its axis may lie as far as
// raggedReach off theirs: the notch of the rim it runs into widens one
// end, and tilts its box (POV-Ray seed 3259, fresh: a far B3 seen 34°
// off vertical, its third stripe run into the rim, 24° and 33° off the
// two, read a sure B2).
func raggedStripe(f hole, marks []hole) bool {
	short := func(h hole) float64 { return float64(min(h.rect.Width, h.rect.Height)) }
	return barBesideWithin(f, marks, raggedReach) && short(f) <= 1.3*max(short(marks[0]), short(marks[1]))
}

// raggedReach: see raggedStripe.
const raggedReach = 35 * math.Pi / 180

// paleNotch reports whether hole g of a white face is far paler than its
// marks (under 0.7 of the darkest, as dimMarks has it): print is the
// darkest thing on a white face, and a dot run into the rim keeps its
// core (img_0003 seen from farther: 191 against 186 and 191), where the
// table seen past the rim is only as dark as the table (img_0013 in
// other light, stream 22: 137 against 228, a W2 said unread). On a
// black face a dot in a shadow is dimmer, to about half the others: only
// a hole under 0.4 of the dimmest mark is excused, the dark table seen
// past the rim (POV-Ray seed 2577: a B2's gold dots at 206 on dark grey
// felt, the felt at 60 in the face's ragged holes, said unread).
func paleNotch(g hole, marks []hole, px []uint8, w, h int, dark bool) bool {
	if len(marks) == 0 {
		return false
	}
	if dark {
		return holePeak(px, w, h, g.rect, true) < 0.4*slices.Min(peaksOf(marks, px, w, h, true))
	}
	return holePeak(px, w, h, g.rect, false) < 0.7*slices.Max(peaksOf(marks, px, w, h, false))
}

// notPale returns holes without those paleNotch excuses, in place.
func notPale(holes, marks []hole, px []uint8, w, h int, dark bool) []hole {
	return slices.DeleteFunc(holes, func(g hole) bool { return paleNotch(g, marks, px, w, h, dark) })
}

// thirdInLine says whether hole g lies where the third dot of a row would,
// one spacing past two dots: found is the two dots, or the one hole
// they ran together into (its ends a dot's width in from its length).
// g must be of a dot's size or a little more (its channel to the rim),
// and no sliver.
func thirdInLine(found []hole, g hole) bool {
	a, b, spacing, dot, ok := rowOfTwo(found)
	// A dot with its channel is at most half as long again as wide; a
	// sliver at the rim (a seam, the table past the face) is far longer,
	// and a crescent of the scale below bent round the face fills little
	// of its box (sideBand; POV-Ray seed 2671: a white one past a B2,
	// 0.08 of its box, said unread).
	if !ok || g.area < 0.5*dot || g.area > 2.5*dot || aspect(g.rect) > 2.5 || sideBand(g) {
		return false
	}
	return nearPastTwo(a, b, pointOf(g.rect.Center), 0.4*spacing)
}

// printBeside says whether hole g, on a white face, is print beside its
// two marks: twice the larger's area or more, as dark as the lighter of
// them within 3%, and its centre within a mark's width of the line
// through theirs.
func printBeside(g hole, marks []hole, px []uint8, w, h int) bool {
	if g.raw < 2*max(marks[0].raw, marks[1].raw) {
		return false
	}
	if holePeak(px, w, h, g.rect, false) < 0.97*min(holePeak(px, w, h, marks[0].rect, false), holePeak(px, w, h, marks[1].rect, false)) {
		return false
	}
	a, b, p := pointOf(marks[0].rect.Center), pointOf(marks[1].rect.Center), pointOf(g.rect.Center)
	dx, dy := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(dx, dy)
	if l == 0 {
		return false
	}
	off := math.Abs((p[0]-a[0])*dy-(p[1]-a[1])*dx) / l
	return off <= float64(max(marks[0].rect.Width, marks[0].rect.Height))
}

// cutThirdDot says whether hole g, on a white face, is the third dot of a
// row cut off by the edge of the face's region: smaller than a dot, down
// to a quarter of one, and no longer than two dots are wide (the cut
// part of a dot, blurred: a sliver of 11 by 4 pixels beside dots 7
// wide); its middle a little off the row's place, for its cut part is
// gone (by up to half a dot); and as dark as the two dots, for print is
// a white face's darkest thing and neither its rim's shade nor the table
// past it is (small faint, frame 101: a W3 whose region ended across its
// third dot, a notch of 13 pixels beside dots of 42 and 44, read a sure
// W2).
func cutThirdDot(found []hole, g hole, px []uint8, w, h int) bool {
	a, b, spacing, dot, ok := rowOfTwo(found)
	if !ok || g.area < 0.25*dot || g.area >= 0.5*dot || float64(max(g.rect.Width, g.rect.Height)) > 2*math.Sqrt(4*dot/math.Pi) {
		return false
	}
	if !nearPastTwo(a, b, pointOf(g.rect.Center), 0.4*spacing+math.Sqrt(dot)/2) {
		return false
	}
	return holePeak(px, w, h, g.rect, false) >= 0.9*slices.Min(peaksOf(found, px, w, h, false))
}

// rowOfTwo gives the centres of two dots, their spacing and a dot's
// area: found is the two dots, or the one hole they ran together into
// (its ends a dot's width in from its length). Not stripes, nor dots
// at one place.
func rowOfTwo(found []hole) (a, b [2]float64, spacing, dot float64, ok bool) {
	switch len(found) {
	case 2:
		if aspect(found[0].rect) >= 1.5 || aspect(found[1].rect) >= 1.5 {
			return a, b, 0, 0, false // stripes: barBeside's
		}
		a, b = pointOf(found[0].rect.Center), pointOf(found[1].rect.Center)
		dot = (found[0].area + found[1].area) / 2
	case 1:
		cx, cy, e1x, e1y, e2x, e2y, ok := sides(found[0].rect)
		if !ok {
			return a, b, 0, 0, false
		}
		if math.Hypot(e2x, e2y) > math.Hypot(e1x, e1y) {
			e1x, e1y, e2x, e2y = e2x, e2y, e1x, e1y
		}
		long, short := math.Hypot(e1x, e1y), math.Hypot(e2x, e2y)
		if long < 1.5*short {
			return a, b, 0, 0, false
		}
		// The two dots' centres, half a spacing either side.
		f := (long - short) / 2 / long
		a = [2]float64{cx - f*e1x, cy - f*e1y}
		b = [2]float64{cx + f*e1x, cy + f*e1y}
		dot = found[0].area / 2
	default:
		return a, b, 0, 0, false
	}
	spacing = math.Hypot(b[0]-a[0], b[1]-a[1])
	return a, b, spacing, dot, spacing > 0
}

// nearPastTwo says whether p lies within reach of where a row's third
// point lies, one spacing past a or past b.
func nearPastTwo(a, b, p [2]float64, reach float64) bool {
	for _, q := range pastTwo(a, b) {
		if math.Hypot(p[0]-q[0], p[1]-q[1]) <= reach {
			return true
		}
	}
	return false
}

// thirdDotThere says whether, one spacing past two dots (marks) or, where
// something darkens there already, a quarter more, midway between them,
// or where a triangle's third would lie (either side of them, 0.87 of a
// spacing off their middle), within the face's hull, a
// point of the hull (not
// of its shaded rim, a tenth of a spacing wide) within a fifth of a
// spacing peaks as a mark does: at least 0.9 of the dimmer dot's peak
// (a face's marks are printed alike, see dimMarks; a white hexagon's
// bevel 2 pixels in from its hull's edge peaked at 0.81). The third dot
// of a row run into a notch of the rim or a shade leaves a hole of any
// shape, too ragged or too large to pass for a mark, but it is still
// there to see; and when the outer two were taken for the marks (the
// middle one a little smaller, out of their group), it lies between
// them. Past a W2's dots, and between them, lies its face. (Within the
// hull only: past the face lies the table, which may be as dark as a
// dot on a white face or as light on a black one.)
func thirdDotThere(marks []hole, hull []image.Point, px []uint8, w, h int, dark bool) bool {
	if aspect(marks[0].rect) >= 1.5 || aspect(marks[1].rect) >= 1.5 {
		return false
	}
	a, b := pointOf(marks[0].rect.Center), pointOf(marks[1].rect.Center)
	spacing := math.Hypot(b[0]-a[0], b[1]-a[1])
	if spacing < 4 {
		return false
	}
	dim := min(holePeak(px, w, h, marks[0].rect, dark), holePeak(px, w, h, marks[1].rect, dark))
	// Each place, and how far round it the third dot's middle may lie.
	type place struct {
		at    [2]float64
		reach float64
	}
	reach := 0.2 * spacing
	past := pastTwo(a, b)
	mid := [2]float64{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2}
	// A triangle's apex: a third dot there run into a shade of the face
	// leaves a ragged hole too large for a mark (img_0007 in other
	// light, stream 31: a W3 read W2 without a word).
	h3 := math.Sqrt(3) / 2
	ux, uy := -(b[1]-a[1])*h3, (b[0]-a[0])*h3
	places := []place{{past[0], reach}, {past[1], reach}, {[2]float64{mid[0] + ux, mid[1] + uy}, reach}, {[2]float64{mid[0] - ux, mid[1] - uy}, reach}}
	// A row's dots are not spaced alike to a pixel: the third may lie a
	// quarter spacing farther out (small faint, frame 197: 1.23 spacings
	// past the nearer dot, on a W3 read W2 without a word). It then
	// still darkens where a row's third would lie, as a W2's rim or the
	// side below it, a quarter spacing past that, does not (looked at
	// without that, four frames of the sweeps and the touching check
	// were lost: W2s whose dots run aslant towards a corner).
	ox, oy := 1.25*(b[0]-a[0]), 1.25*(b[1]-a[1])
	far := []place{{[2]float64{b[0] + ox, b[1] + oy}, reach}, {[2]float64{a[0] - ox, a[1] - oy}, reach}}
	var near [2]float64 // the peaks one spacing past
	// A dot between the two needs room: half their distance is a dot's
	// width and more (dots 12 pixels wide, 17 apart, have only their
	// blurred gap between them, as light as a dot). The two are then the
	// outer dots: a spacing is half as long.
	wide := float64(max(marks[0].rect.Width, marks[0].rect.Height, marks[1].rect.Width, marks[1].rect.Height))
	if spacing >= 2.2*wide {
		places = append(places, place{mid, reach / 2})
	}
	within := func(x, y float64) bool { return offRim(hull, x, y, 0.1*spacing) }
	// peakAt is the peak over a place's samples within the face, or the
	// first at least 0.9 of the dimmer dot's, -1 for a place off it: a
	// sample no darker (lighter) than the peak so far leaves it, within
	// or not, and within, which measures the hull's every edge, is asked
	// only of the others.
	// On a black face the light there must be a dot's: joined to no
	// more light than half as much again as either dot's own. A lower
	// white scale's side band seen along the rim is as light (a fresh
	// POV-Ray scene, seed 9829: a B2 on a W, the band 1.8 times a dot's
	// light within three dots' widths, where a row's third would lie;
	// said unread).
	narrow := float64(min(marks[0].rect.Width, marks[0].rect.Height, marks[1].rect.Width, marks[1].rect.Height))
	// The larger dot's light, as lightSpot counts it (0: not asked),
	// measured once and only where a place is as light as the dots.
	own := -1
	ownSpot := func() int {
		if own < 0 {
			own = 0
			if dark && dim > 0 {
				for _, m := range marks {
					c := m.rect.Center
					own = max(own, lightSpot(px, w, h, c.X, c.Y, 0.6*dim, int(3*narrow), int(4*narrow*narrow)))
				}
			}
		}
		return own
	}
	peakAt := func(pl place) float64 {
		p, reach := pl.at, pl.reach
		if !within(p[0], p[1]) {
			return -1
		}
		peak := 0.0
		for dy := -reach; dy <= reach; dy++ {
			for dx := -reach; dx <= reach; dx++ {
				if dx*dx+dy*dy > reach*reach {
					continue
				}
				if m := markness(px, w, h, p[0]+dx, p[1]+dy, dark); m > peak && within(p[0]+dx, p[1]+dy) {
					if peak = m; peak >= 0.9*dim {
						if own := ownSpot(); own > 0 && lightSpot(px, w, h, int(math.Round(p[0]+dx)), int(math.Round(p[1]+dy)), 0.6*dim, int(3*narrow), 2*own) > 3*own/2 {
							return 0
						}
						return peak
					}
				}
			}
		}
		return peak
	}
	for k, pl := range places {
		peak := peakAt(pl)
		if peak >= 0.9*dim { // dim 0: no sample need be darker
			return true
		}
		if k < 2 {
			near[k] = peak
		}
	}
	for k, pl := range far {
		if near[k] >= 0.6*dim && peakAt(pl) >= 0.9*dim {
			return true
		}
	}
	return false
}

// lightSpot is the area of the light round (x, y) on a black face: the
// pixels joined to it whose lightness is level or more, counted up to
// limit, within reach of it across and down.
func lightSpot(px []uint8, w, h int, x, y int, level float64, reach, limit int) int {
	if x < 0 || y < 0 || x >= w || y >= h || float64(px[3*(y*w+x)]) < level {
		return 0
	}
	// The window within reach, clipped to the frame: what has been seen.
	win := image.Rect(x-reach, y-reach, x+reach+1, y+reach+1).Intersect(image.Rect(0, 0, w, h))
	seen := make([]bool, win.Dx()*win.Dy())
	at := func(q image.Point) int { return (q.Y-win.Min.Y)*win.Dx() + q.X - win.Min.X }
	seen[at(image.Pt(x, y))] = true
	queue, n := []image.Point{{x, y}}, 1
	for len(queue) > 0 && n < limit {
		p := queue[0]
		queue = queue[1:]
		for _, d := range [4]image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			q := p.Add(d)
			if !q.In(win) || seen[at(q)] || float64(px[3*(q.Y*w+q.X)]) < level {
				continue
			}
			seen[at(q)] = true
			queue = append(queue, q)
			n++
		}
	}
	return n
}

// thirdStripeThere says whether a third stripe lies one spacing past
// either of two parallel stripes (marks): along a line of their length
// and way there, within the face's hull and off its shaded rim, every
// sample peaks within a fifth of a spacing at 0.9 of the dimmer
// stripe's peak or more, and the line midway back to the nearer stripe
// is the face's own shade, and the light there is no wider across than
// half as much again as the stripes (a side band's light edge past the
// face may lie there, twice as wide: see raggedStripe). A B3's third
// stripe on a glossy face's lit side goes with the lit side when that
// is taken for the table (against its own shade, img_0006 seen from
// farther through another camera as JPEG: a sure B2), and is no hole,
// but it is still there to see.
func thirdStripeThere(marks []hole, hull []image.Point, px []uint8, w, h int, dark bool) bool {
	if aspect(marks[0].rect) < 2 || aspect(marks[1].rect) < 2 || !parallel(marks[0].rect, marks[1].rect) {
		return false
	}
	a, b := pointOf(marks[0].rect.Center), pointOf(marks[1].rect.Center)
	dx, dy := b[0]-a[0], b[1]-a[1]
	spacing := math.Hypot(dx, dy)
	if spacing < 4 {
		return false
	}
	long := float64(max(marks[0].rect.Width, marks[0].rect.Height)+max(marks[1].rect.Width, marks[1].rect.Height)) / 2
	ang := (axis(marks[0].rect) + axis(marks[1].rect)) / 2
	if math.Abs(axis(marks[0].rect)-axis(marks[1].rect)) > math.Pi/2 {
		ang += math.Pi / 2 // the two axes either side of 0 (π)
	}
	ux, uy := math.Cos(ang), math.Sin(ang)
	dim := min(holePeak(px, w, h, marks[0].rect, dark), holePeak(px, w, h, marks[1].rect, dark))
	reach := 0.2 * spacing
	onFace := func(x, y float64) bool { return offRim(hull, x, y, 0.1*spacing) }
	inFrame := func(x, y float64) bool { return x >= 0 && y >= 0 && x <= float64(w-1) && y <= float64(h-1) }
	// peakNear is the peak within reach of (x, y) where the third may
	// lie, and where it is.
	peakNear := func(x, y float64, where func(x, y float64) bool) (float64, float64, float64) {
		peak, at, bt := 0.0, x, y
		for ry := -reach; ry <= reach; ry++ {
			for rx := -reach; rx <= reach; rx++ {
				if rx*rx+ry*ry <= reach*reach && where(x+rx, y+ry) {
					if m := markness(px, w, h, x+rx, y+ry, dark); m > peak {
						peak, at, bt = m, x+rx, y+ry
					}
				}
			}
		}
		return peak, at, bt
	}
	// wide is how far across (the way of the spacing) the light at (x, y)
	// runs at level or more, up to a spacing each way.
	sx, sy := dx/spacing, dy/spacing
	wide := func(x, y, level float64) float64 {
		n := 0
		for _, way := range []float64{-1, 1} {
			for d := 0.5; d <= spacing && markness(px, w, h, x+way*d*sx, y+way*d*sy, dark) >= level; d += 0.5 {
				n++
			}
		}
		return float64(n) / 2
	}
	width := float64(max(min(marks[0].rect.Width, marks[0].rect.Height), min(marks[1].rect.Width, marks[1].rect.Height)))
	ts := []float64{-0.3, -0.15, 0, 0.15, 0.3}
	for _, o := range [][3]float64{{b[0], b[1], 1}, {a[0], a[1], -1}} {
		// The face read may end before the third's place: its lit side
		// taken for the table. The third is then looked for past the
		// hull, and its light's width measured halfway between the
		// stripes' peak and the face's shade midway back, which the
		// table past a B2's face (wide), a neighbour's white face
		// (wider) or its rim's shade do not pass for.
		where, level := onFace, 0.6*dim
		if !onFace(o[0]+o[2]*dx, o[1]+o[2]*dy) {
			shade := 0.0
			for _, t := range ts {
				shade = max(shade, markness(px, w, h, o[0]+o[2]*dx/2+t*long*ux, o[1]+o[2]*dy/2+t*long*uy, dark))
			}
			where, level = inFrame, max(level, (dim+shade)/2)
		}
		there, gap, across := true, 0, 0.0
		for _, t := range ts {
			x, y := o[0]+o[2]*dx+t*long*ux, o[1]+o[2]*dy+t*long*uy
			peak, px0, py0 := peakNear(x, y, where)
			if !where(x, y) || peak < 0.9*dim {
				there = false
				break
			}
			across = max(across, wide(px0, py0, level))
			if markness(px, w, h, o[0]+o[2]*dx/2+t*long*ux, o[1]+o[2]*dy/2+t*long*uy, dark) < 0.6*dim {
				gap++
			}
		}
		if there && gap >= 4 && across <= 1.5*width {
			return true
		}
	}
	return false
}

// offRim says whether (x, y) lies within the hull and margin or more
// from its edge: on the face, off its shaded rim.
func offRim(hull []image.Point, x, y, margin float64) bool {
	return inConvex(hull, x, y) && edgeDistance(hull, image.Pt(int(math.Round(x)), int(math.Round(y)))) >= margin
}

// among says whether h is one of hs, the same hole found once.
func among(hs []hole, h hole) bool {
	return slices.ContainsFunc(hs, func(g hole) bool { return g.area == h.area && g.rect.Center == h.rect.Center })
}

// crossedStripes says whether two of the holes are stripes alike in
// length and width (to a quarter), not parallel, their centres reach or
// more apart.
func crossedStripes(hs []hole, reach float64) bool {
	for i, a := range hs {
		for _, b := range hs[i+1:] {
			if aspect(a.rect) < 2.5 || aspect(b.rect) < 2.5 || parallel(a.rect, b.rect) || dist(a.rect.Center, b.rect.Center) < reach {
				continue
			}
			la, wa := float64(max(a.rect.Width, a.rect.Height)), float64(min(a.rect.Width, a.rect.Height))
			lb, wb := float64(max(b.rect.Width, b.rect.Height)), float64(min(b.rect.Width, b.rect.Height))
			if max(la, lb) <= 1.25*min(la, lb) && max(wa, wb) <= 1.25*min(wa, wb) {
				return true
			}
		}
	}
	return false
}

// bandPastRow finds, among four parallel bars taken for marks, a lower
// scale's side band seen past a face's three stripes: one bar at an end
// of the row, longer than each of the other three by more than a slant
// and blur make of one edition's stripes (1.35), where those three are
// alike in length (within 1.35) and evenly spaced (within a quarter);
// its index, or -1. (A W3 on wood, its scale's shaded side along its
// rim 1.47 times its stripes' length, read four marks and unread:
// img_0012 seen from farther through another camera, stream 79.)
func bandPastRow(bars []hole) int {
	if len(bars) != 4 {
		return -1
	}
	for _, b := range bars {
		if aspect(b.rect) < 2 || !parallel(b.rect, bars[0].rect) {
			return -1
		}
	}
	length := func(b hole) float64 { return float64(max(b.rect.Width, b.rect.Height)) }
	// Across the bars: the way at right angles to the first's length.
	a := axis(bars[0].rect) + math.Pi/2
	across := func(b hole) float64 {
		return float64(b.rect.Center.X)*math.Cos(a) + float64(b.rect.Center.Y)*math.Sin(a)
	}
	order := []int{0, 1, 2, 3}
	sort.Slice(order, func(i, j int) bool { return across(bars[order[i]]) < across(bars[order[j]]) })
	for _, k := range []int{order[0], order[3]} {
		var rest []hole
		for i, b := range bars {
			if i != k {
				rest = append(rest, b)
			}
		}
		lo, hi := length(rest[0]), length(rest[0])
		for _, b := range rest {
			lo, hi = min(lo, length(b)), max(hi, length(b))
		}
		if length(bars[k]) <= 1.35*hi || hi > 1.35*lo {
			continue
		}
		xs := []float64{across(rest[0]), across(rest[1]), across(rest[2])}
		slices.Sort(xs)
		if g1, g2 := xs[1]-xs[0], xs[2]-xs[1]; g1 > 0 && g2 > 0 && max(g1, g2) <= 1.25*min(g1, g2) {
			return k
		}
	}
	return -1
}

// sideBySide keeps, of a group of bars (sorted by area), those parallel
// to most others: the stripes of a face lie side by side, and a notch at
// its edge the size of a stripe lies across them. Dots are kept.
func sideBySide(group []hole) []hole {
	if len(group) < 2 {
		return group
	}
	short := true
	for _, g := range group {
		if aspect(g.rect) < 2 {
			return group
		}
		short = short && aspect(g.rect) < 2.5
	}
	// Three short "bars" in a triangle are a die's three dots, each
	// drawn long by a pixel or two of a small face: stripes lie in a row
	// (a W3 of dots read a sure W2, two of its dots taken for stripes
	// and the third, across them, for a notch: thick sweep seed 14
	// frame 27).
	if short && len(group) == 3 && inTriangle(centres(group)) {
		return group
	}
	counts := make([]int, len(group))
	most := 0
	for i, g := range group {
		for _, h := range group {
			if parallel(g.rect, h.rect) {
				counts[i]++
			}
		}
		most = max(most, counts[i])
	}
	if most == 1 {
		return group[len(group)-1:] // no two alike: the largest
	}
	var kept []hole
	for i, g := range group {
		if counts[i] == most {
			kept = append(kept, g)
		}
	}
	return kept
}

// hole is a hole in a face that may be a mark.
type hole struct {
	area  float64
	rect  gocv.RotatedRect
	raw   float64          // the area before a channel of blur was trimmed off
	whole gocv.RotatedRect // and its rectangle then
	edge  []image.Point    // its outline, kept for a hole clean but large
	// lit is the area of a ragged hole's one piece as dark (light) as a
	// mark (trimByLight), when it was trimmed so; 0 otherwise.
	lit float64
}

// brightPart replaces the one hole of found much larger than the others
// (1.6 to 4 times the largest of two or more) by its part as bright (on
// a dark face; dark on a light one) as a mark (trimByLight), when that
// part passes for a mark beside the others (admitTrimmed): a stripe and
// the face's rim beside it, blurred lighter than the face, make one hole
// as compact as a mark, and the stripe is lost to the marks for its size.
func brightPart(found []hole, px []uint8, w, h int, dark bool, centre image.Point) []hole {
	if len(found) < 3 {
		return found
	}
	big := 0
	for i, f := range found {
		if f.area > found[big].area {
			big = i
		}
	}
	others := slices.Delete(slices.Clone(found), big, big+1)
	hi := 0.0
	for _, f := range others {
		hi = math.Max(hi, f.area)
	}
	f := found[big]
	if f.area < 1.6*hi || f.area > 4*hi || len(f.edge) == 0 {
		return found
	}
	a, rr, ok := trimByLight(f.edge, px, w, h, dark)
	if !ok {
		return found
	}
	part := hole{area: a, rect: rr, raw: a, whole: f.rect}
	if got := admitTrimmed(others, []hole{part}, centre, 1.3); among(got, part) {
		if debugFaces {
			fmt.Fprintf(os.Stderr, "hole %.0f at %v: its bright part %.0f a mark\n", f.area, f.rect.Center, a)
		}
		return got
	}
	return found
}

// outlined is a hole with the outline it had before it was trimmed.
type outlined struct {
	hole
	pts []image.Point
}

// shadedMark is a third mark in a shade across a face. Beside two marks
// alike, a hole far larger (found with them, or trimmed and still too
// large to pass for a mark) whose part as dark (light) as a mark
// (trimByLight) is as dark as the dimmer of the two and passes for a
// mark beside them (admitTrimmed), each measured at half its depth: that
// part is the third. A finger's shade across a white face, lighter than
// the print but darker than the face's cut, joins the dot in it to the
// rim: one hole, a shade's size (a fresh POV-Ray scene, seed 11386: a
// W3's third dot in a finger's shade, a hole of 2.6 dots, the face read
// an unsure W2). The marks and the part must be clear of the rim, as
// the marks kept are (clearOfRim). It returns the marks with the part (found without the
// hole it came from) and the trimmed hole it came from, if one did.
func shadedMark(found []hole, trimmed []outlined, clearOfRim func(hole) bool, px []uint8, w, h int, dark bool, centre image.Point) ([]hole, hole, bool) {
	marks := slices.Clone(found)
	slices.SortFunc(marks, func(a, b hole) int { return cmp.Compare(a.area, b.area) })
	var from []outlined // the holes the third may lie in
	switch {
	case len(marks) == 2:
		for _, t := range trimmed {
			if !among(found, t.hole) {
				from = append(from, t)
			}
		}
	case len(marks) == 3 && len(marks[2].edge) > 0:
		from = []outlined{{marks[2], marks[2].edge}}
		marks = marks[:2]
	default:
		return found, hole{}, false
	}
	// Only a hole far larger than the marks may hold one and its shade.
	from = slices.DeleteFunc(from, func(t outlined) bool { return t.raw <= 1.3*marks[1].area })
	if len(from) == 0 || marks[1].area > 1.3*marks[0].area || !clearOfRim(marks[0]) || !clearOfRim(marks[1]) {
		return found, hole{}, false
	}
	dim := min(holePeak(px, w, h, marks[0].rect, dark), holePeak(px, w, h, marks[1].rect, dark))
	// The marks as trimByLight measures them, in their own face twice
	// their size round them: cut at half their depth, as the part is in
	// its shade, not at the face's cut, a blurred mark is smaller.
	var lit []hole
	for _, f := range marks {
		a, rr, ok := trimByLight(scaledRect(f.rect, 2).Points, px, w, h, dark)
		if !ok {
			return found, hole{}, false
		}
		lit = append(lit, hole{area: a, rect: rr, raw: a})
	}
	for _, t := range from {
		a, rr, ok := trimByLight(t.pts, px, w, h, dark)
		if !ok || holePeak(px, w, h, rr, dark) < 0.9*dim {
			continue
		}
		part := hole{area: a, rect: rr, raw: t.raw, whole: t.rect, lit: a}
		if got := admitTrimmed(lit, []hole{part}, centre, 1.3); !among(got, part) || !clearOfRim(part) {
			continue
		}
		// Among the marks, it is measured as they are, at the face's
		// cut: larger by as much as theirs are than at half their depth.
		k := (marks[0].area + marks[1].area) / (lit[0].area + lit[1].area)
		part.area, part.rect = k*a, scaledRect(rr, math.Sqrt(k))
		if debugFaces {
			fmt.Fprintf(os.Stderr, "hole %.0f at %v: its part %.0f as dark as the marks a third mark (%.0f at the face's cut)\n", t.raw, t.rect.Center, a, part.area)
		}
		if len(found) == 3 {
			return append(marks, part), hole{}, false
		}
		return append(slices.Clone(found), part), t.hole, true
	}
	return found, hole{}, false
}

// admitTrimmed adds to the clean marks of a face (found) the trimmed
// holes that pass for marks beside them: of their size and shape (a side
// band's edge, trimmed, is a long thin bar; untrimmed, no larger than a
// mark and a channel), stripes parallel to theirs,
// set out evenly (beside two clean marks, a spacing from the nearest;
// beside one, bringing the marks' centre nearer the face's centre), and
// no more than three in all. The clean marks are the holes at least half
// the largest: a speck of the face's grain found beside them is no mark
// to measure by. spread is how much larger or smaller than them a hole
// may be: a trimmed hole has lost its channel, an untrimmed one may have
// run into a notch.
func admitTrimmed(found, trimmed []hole, centre image.Point, spread float64) []hole {
	if len(found) == 0 {
		return found
	}
	hi := 0.0
	for _, f := range found {
		hi = math.Max(hi, f.area)
	}
	var marks []hole
	for _, f := range found {
		if f.area >= hi/2 {
			marks = append(marks, f)
		}
	}
	lo := hi
	alo, ahi := aspect(marks[0].rect), aspect(marks[0].rect)
	for _, f := range marks {
		lo = math.Min(lo, f.area)
		alo, ahi = math.Min(alo, aspect(f.rect)), math.Max(ahi, aspect(f.rect))
	}
	clean := len(marks)
	alike := func(t hole) bool {
		a := aspect(t.rect)
		switch {
		case t.area < lo/spread, t.area > hi*spread, a < alo/1.4, a > ahi*1.4:
			return false
		case t.raw > 1.8*hi && clean < 2:
			// Before trimming, two marks' worth: two run together, of
			// which the trimming kept one; counted as one, a mark is lost.
			// Not beside two clean marks: two more would make four. The
			// rest of the hole is then the face's own shade at its rim.
			return false
		case a > 1.8 && !parallel(t.rect, marks[0].rect):
			return false
		}
		return true
	}
	if clean == 1 {
		if pair := flanking(marks[0], trimmed, alike); pair != nil {
			return append(found, pair...)
		}
	}
	for _, t := range trimmed {
		if len(marks) >= 3 || !alike(t) {
			continue
		}
		if clean >= 2 {
			spacing := dist(marks[0].rect.Center, marks[1].rect.Center)
			near, far := math.Inf(1), math.Inf(-1)
			for _, f := range marks[:clean] {
				near = math.Min(near, dist(f.rect.Center, t.rect.Center))
				far = math.Max(far, dist(f.rect.Center, t.rect.Center))
			}
			// Or midway between the two, when those are the outer two
			// of three (the middle stripe run into a notch of the rim: a
			// B3 read a sure B2, thick sweep seed 20 frame 14), with room
			// for a mark clear of both, half again a mark's width from
			// each. Two stripes or dots a spacing apart leave less: a
			// stripe's or a dot's width of face between them.
			width := float64(min(marks[0].rect.Width, marks[0].rect.Height))
			between := clean == 2 && len(marks) == 2 && far-near < 0.3*spacing && near+far < 1.15*spacing && near >= 1.5*width
			if (near < 0.7*spacing || near > 1.3*spacing) && !between {
				continue
			}
		} else if offCentre(append(slices.Clone(marks), t), centre) >= offCentre(marks, centre) {
			continue
		}
		marks = append(marks, t)
		found = append(found, t)
	}
	return found
}

// dotsPairBeside returns the holes of ragged (too ragged for marks) that,
// beside a lone dot (mark, under 1.6 times as long as wide), are shaped
// as two dots run together; the caller asks which are as dark as it
// (asDark). Such a hole is 1.5 to 3 times the dot's area, filling
// 0.4 of its box or more, no longer than three and a half of the dot's
// widths, its middle within three of them of the dot's. The other two of
// a triangle, blurred into one hole that fills half its box (a fresh
// POV-Ray scene, seed 8990: a small W3 of dots on green cloth, its lone
// dot of 20 pixels and the other two a ragged hole of 39 beside it, 12
// by 6, as dark: a sure W1). A crescent of the rim's shade, as dark on a
// white face, fills a fifth of its box at most, and is longer.
func dotsPairBeside(mark hole, ragged []hole) []hole {
	if aspect(mark.rect) >= 1.6 || mark.area <= 0 {
		return nil
	}
	width := float64(min(mark.rect.Width, mark.rect.Height))
	var pairs []hole
	for _, g := range ragged {
		long := float64(max(g.rect.Width, g.rect.Height))
		if g.area >= 1.5*mark.area && g.area <= 3*mark.area && boxFill(g.area, g.rect) >= 0.4 && long <= 3*width && dist(g.rect.Center, mark.rect.Center) <= 3*width {
			pairs = append(pairs, g)
		}
	}
	return pairs
}

// pairedOnCentre says whether a lone dot lies off its face's centre (the
// centre of box) by a tenth of the face's width or more, and a hole too
// ragged for a mark but of its kind (dotLike, as for flanked), 0.2 to
// 0.6 of the face's width from it, makes with it a pair centred nearer
// the face's centre than the dot alone: a W2 whose second dot ran into
// the rim (read W1 surely); a W1's dot lies at the centre. It returns
// where that hole lies.
func pairedOnCentre(mark hole, ragged []hole, box image.Rectangle) (image.Point, bool) {
	size := float64(min(box.Dx(), box.Dy()))
	c := boxCentre(box)
	alone := offCentre([]hole{mark}, c)
	if aspect(mark.rect) >= 1.5 || alone < 0.1*size {
		return image.Point{}, false
	}
	for _, g := range ragged {
		// One hole is weaker evidence than flanked's row of two: it must
		// be as compact as a dot and a short channel (a W2's second dot
		// run into the rim: 1.2 to 1.4 times as long as wide), no more
		// than twice as long as wide, not a lower scale's side band seen
		// past the face (2.4 times, as sparse as that dot and channel).
		if d := dist(g.rect.Center, mark.rect.Center); dotLike(g, mark) && aspect(g.rect) <= 2 && d >= 0.2*size && d <= 0.6*size && offCentre([]hole{mark, g}, c) < alone {
			return g.rect.Center, true
		}
	}
	return image.Point{}, false
}

// inConvex says whether (x, y) lies within the convex polygon hull (its
// edge included), whichever way round its corners run. Unlike
// insidePolygon it stays in Go and takes points between pixels: it is
// asked of every pixel round a place thirdDotThere looks at.
func inConvex(hull []image.Point, x, y float64) bool {
	if len(hull) < 3 {
		return false
	}
	sign := 0.0
	for i, p := range hull {
		q := hull[(i+1)%len(hull)]
		c := float64(q.X-p.X)*(y-float64(p.Y)) - float64(q.Y-p.Y)*(x-float64(p.X))
		switch {
		case c == 0:
		case sign == 0:
			sign = c
		case c*sign < 0:
			return false
		}
	}
	return true
}

// dotLike says whether a hole too ragged for a mark is one of mark's
// kind run into the rim or a shade: its area (before any trimming) a
// mark's to four times (a dot of 43 pixels run into the rim's shade
// measured 166), no sliver, filling a quarter of its box or
// more (a dot and its channel fill 0.36 to 0.46; a lower scale's side
// band seen past a stripe, a box of its own length, a tenth).
func dotLike(g, mark hole) bool {
	box := float64(g.rect.Width * g.rect.Height)
	return g.raw >= 0.5*mark.area && g.raw <= 4*mark.area && aspect(g.rect) <= 2.5 && g.raw >= 0.25*box
}

// flanked says whether two of the holes too ragged for a mark make a
// row of three with a lone mark (the middle of the three within a fifth
// of the outer two's distance of their midpoint), each of its kind
// (dotLike): a row of three
// whose one mark alone was seen clean, the others run into the rim or a
// shade (W3s of 24 pixels with dots on a cloth near their colour, read
// W1 surely; the one clean dot, run into its neighbour's channel, may
// be as long as a stripe).
func flanked(mark hole, ragged []hole) bool {
	row := func(p, q, mid image.Point) bool {
		d := dist(p, q)
		return d > 0 && dist(p.Add(q).Div(2), mid) <= 0.2*d
	}
	m := mark.rect.Center
	for i, a := range ragged {
		for _, b := range ragged[i+1:] {
			if !dotLike(a, mark) || !dotLike(b, mark) {
				continue
			}
			ac, bc := a.rect.Center, b.rect.Center
			if row(ac, bc, m) || row(m, bc, ac) || row(m, ac, bc) {
				return true
			}
		}
	}
	return false
}

// printLit is those of the ragged holes that may hold print like mark
// m: whose brightest pixel (darkest, on a light face) is 0.6 of m's peak
// (holePeak) or more. A dot run into the rim or a shade keeps its core,
// whatever the channel; a face's own lighter grain does not come near
// its print (a fresh POV-Ray scene, seed 6369: a B1 lit grey on grey
// marble, two patches of its grain 3 times the dot's area, peaking at
// 101 beside the dot's 232, in a row with it: said unread). Holes with
// no outline are kept.
func printLit(ragged []hole, m hole, px []uint8, w, h int, dark bool) []hole {
	peak := holePeak(px, w, h, m.rect, dark)
	return slices.DeleteFunc(slices.Clone(ragged), func(g hole) bool {
		return len(g.edge) > 0 && holeTop(g.edge, px, w, h, dark) < 0.6*peak
	})
}

// holeTop is the most like a mark (markness) any pixel inside outline
// pts gets.
func holeTop(pts []image.Point, px []uint8, w, h int, dark bool) float64 {
	_, in, mark := marknessIn(pts, px, w, h, dark)
	top := 0.0
	for i, v := range in {
		if v != 0 {
			top = max(top, mark[i])
		}
	}
	return top
}

// marknessIn is the box round outline pts (a pixel wider, within the w×h
// picture), the mask of the outline's inside in it, and each inside
// pixel's markness (0 outside).
func marknessIn(pts []image.Point, px []uint8, w, h int, dark bool) (image.Rectangle, []uint8, []float64) {
	box := pointsBox(pts).Inset(-1).Intersect(image.Rect(0, 0, w, h))
	if box.Empty() {
		return box, nil, nil
	}
	in := polygonMask(pts, box)
	mark := make([]float64, len(in))
	for i, v := range in {
		if v != 0 {
			mark[i] = markness(px, w, h, float64(box.Min.X+i%box.Dx()), float64(box.Min.Y+i/box.Dx()), dark)
		}
	}
	return box, in, mark
}

// flanking is the pair of trimmed holes, each alike to the lone clean
// mark m, that lie either side of it as the outer marks of three do:
// as far from it within a quarter, in a line through it (across a
// stripe's length), half a mark's width of face and more between. One
// at a time, either moves the marks' centre off the face's, and
// admitTrimmed would turn it away (POV-Ray seed 5676: a W3 whose outer
// stripes ran into the rim's shade, its middle one clean, "no marks
// seen"). Nil if no pair does.
func flanking(m hole, trimmed []hole, alike func(hole) bool) []hole {
	width := float64(min(m.rect.Width, m.rect.Height))
	best, pair := math.Inf(1), []hole(nil)
	for i, a := range trimmed {
		for _, b := range trimmed[i+1:] {
			if !alike(a) || !alike(b) {
				continue
			}
			da, db := dist(m.rect.Center, a.rect.Center), dist(m.rect.Center, b.rect.Center)
			mid := image.Pt((a.rect.Center.X+b.rect.Center.X)/2, (a.rect.Center.Y+b.rect.Center.Y)/2)
			off := dist(mid, m.rect.Center)
			span := (da + db) / 2
			if min(da, db) < 0.75*max(da, db) || off > 0.25*span || span < 1.5*width {
				continue
			}
			if aspect(m.rect) > 1.8 && !across(axis(m.rect), a.rect.Center, b.rect.Center) {
				continue
			}
			if off < best {
				best, pair = off, []hole{a, b}
			}
		}
	}
	return pair
}

// across reports whether the step from p to q lies across direction u
// (radians) more than along it: its part along u half its length at
// most, as a stripe beside another lies across its length.
func across(u float64, p, q image.Point) bool {
	dx, dy := float64(q.X-p.X), float64(q.Y-p.Y)
	return math.Abs(dx*math.Cos(u)+dy*math.Sin(u)) <= 0.5*math.Hypot(dx, dy)
}

// offCentre is how far the centre of the holes lies from c.
func offCentre(hs []hole, c image.Point) float64 {
	var x, y float64
	for _, h := range hs {
		x += float64(h.rect.Center.X) / float64(len(hs))
		y += float64(h.rect.Center.Y) / float64(len(hs))
	}
	return math.Hypot(x-float64(c.X), y-float64(c.Y))
}

// parallel says whether two bars' long axes lie within parallelReach of
// each other.
func parallel(a, b gocv.RotatedRect) bool {
	return angleApart(axis(a), axis(b)) < parallelReach
}

// thinBar is the width, in pixels, of a bar ragged in blur by a pixel
// along either edge, and thinBarFill the least of its box it fills: a
// stripe of such a width fills 0.5 to 0.6 (see sameBar). Three pixels
// at least: one of two is a sliver (see findFace).
const (
	thinBar     = 4
	thinBarFill = 0.45
)

// sameBar says whether a hole of box b, thin and ragged, is a bar as
// long and as wide as the bar of box a, and lying its way: a stripe
// printed alike, its edges ragged in blur.
func sameBar(a, b gocv.RotatedRect) bool {
	if aspect(a) < 3 || aspect(b) < 3 {
		return false
	}
	la, lb := float64(max(a.Width, a.Height)), float64(max(b.Width, b.Height))
	wa, wb := float64(min(a.Width, a.Height)), float64(min(b.Width, b.Height))
	return math.Abs(la-lb) <= 0.2*max(la, lb) && math.Abs(wa-wb) <= 1.5 && angleApart(axis(a), axis(b)) < sameBarReach
}

// sameBarReach: 10°.
const sameBarReach = 10 * math.Pi / 180

// parallelReach: 20°.
const parallelReach = 20 * math.Pi / 180

// axis is the direction of a rotated box's long side, in [0, π).
func axis(rr gocv.RotatedRect) float64 {
	if len(rr.Points) != 4 {
		return 0
	}
	p := rr.Points
	e := p[1].Sub(p[0])
	if f := p[2].Sub(p[1]); f.X*f.X+f.Y*f.Y > e.X*e.X+e.Y*e.Y {
		e = f
	}
	a := math.Atan2(float64(e.Y), float64(e.X))
	if a < 0 {
		a += math.Pi
	}
	return math.Mod(a, math.Pi)
}

func dist(p, q image.Point) float64 { return math.Hypot(float64(p.X-q.X), float64(p.Y-q.Y)) }

// alike says whether two holes are of one shape: dots, or bars, not one
// of each.
func alike(a, b gocv.RotatedRect) bool {
	ea, eb := aspect(a), aspect(b)
	return math.Max(ea, eb) <= 2*math.Min(ea, eb)
}

// aspect is a rotated box's length over its width.
func aspect(rr gocv.RotatedRect) float64 {
	return float64(max(rr.Width, rr.Height)) / max(1, float64(min(rr.Width, rr.Height)))
}

// twoStripesWide reports whether a mark is a bar (1.6 times as long as
// wide or more) as wide as a quarter of a scale's face across (tile, its
// area) or more, and as long as a stripe: two stripes run together. The
// widest stripe an edition has is 0.14 of the face across, and a
// misjudged radius makes it a fifth at most; two side by side with the
// gap between them are 0.3 and more (a B2 on a small hexagon seen 35° off
// vertical, its gold stripes one bar 0.32 across, read a sure B1:
// editions sweep seed 32 frame 73). A fifth wide is two too when the bar
// is under twice as long as wide: one stripe, 0.14 by 0.6 of the face,
// stays 2.7 times as long as wide on the smallest face blurred by 3
// pixels, where two side by side, with the gap, are under twice as
// long. The face taken for a scale's may be half again one, its shade
// in it, and two such stripes a fifth of it across (a B2 far off, seen
// 32° off vertical, read a sure B1: aslant sweep seed 67 frame 33). A
// stripe is 0.6 of the face long at most; longer (0.85), the bar is a
// lower scale's side band seen past the face. A dot is no bar.
func twoStripesWide(m gocv.RotatedRect, tile float64) bool {
	across := 2 * math.Sqrt(tile/math.Pi)
	wide, long := float64(min(m.Width, m.Height)), float64(max(m.Width, m.Height))
	return aspect(m) >= 1.6 && long <= 0.75*across && (wide >= 0.25*across || aspect(m) < 2 && wide >= 0.2*across)
}

// longerThanStripe reports whether a mark is a bar (1.6 times as long as
// wide or more) longer than 0.85 of a scale's face across (tile, its
// area): the longest stripe an edition has is 0.6 of it, blur and a
// misjudged radius make that 0.8 at most. Such a bar is a lower scale's
// side band seen past the face, or through a cut of a tall stack's
// region into its face and its sides (a B1 on a tall stack, its sides
// read a second B1 from the neutral's gold band below: editions sweep
// seed 43 frame 55).
func longerThanStripe(m gocv.RotatedRect, tile float64) bool {
	across := 2 * math.Sqrt(tile/math.Pi)
	return aspect(m) >= 1.6 && float64(max(m.Width, m.Height)) > 0.85*across
}

// brighterHole reports whether one of holes peaks more like a mark than
// mark does, by a tenth (holePeak).
func brighterHole(mark hole, holes []hole, px []uint8, w, h int, dark bool) bool {
	peak := holePeak(px, w, h, mark.rect, dark)
	return slices.ContainsFunc(holes, func(g hole) bool { return holePeak(px, w, h, g.rect, dark) > 1.1*peak })
}

// trimChannel opens a ragged hole by a 3×3 square, which cuts the thin
// channels a blurred mark grows towards the face's edge, and returns the
// largest piece left when that piece fills its rotated box as a mark does.
func trimChannel(hole []image.Point) (float64, gocv.RotatedRect, bool) {
	box := pointsBox(hole).Inset(-2)
	m := filledPolygon(hole, box)
	defer m.Close()
	k := gocv.GetStructuringElement(gocv.MorphRect, image.Pt(3, 3))
	defer k.Close()
	gocv.MorphologyEx(m, &m, gocv.MorphOpen, k)
	opened, _ := m.DataPtrUint8()
	// Two pieces alike left by the opening are two marks run together
	// by a thin bridge, not a mark and its channel: a B3 of wide stripes,
	// small and aslant, whose outer stripe ran into the middle one (a
	// hole of 466, opened to 289 and 166), read a sure B2 by the larger
	// piece alone (fresh aslant seed 90, frame 67).
	cs, _ := traceContours(opened, box.Dx(), box.Dy(), false)
	if twoAlike(cs) {
		return 0, gocv.RotatedRect{}, false
	}
	return largestOf(cs, box)
}

// trimByLight returns the largest piece of a ragged hole (its outline,
// places in a w×h window of px, three bytes a pixel, lightness first)
// that is more a mark than halfway from the hole's dimmest tenth (the
// face's edge round it) to its brightest (on a dark face; darkest on a
// light one), and whether that piece fills its rotated box as a mark
// does. A mark run through a gap in the rim as wide as itself into the
// table is that piece; the table, less a mark than the mark, falls away.
// Two pieces alike are marks run together: none is returned.
func trimByLight(hole []image.Point, px []uint8, w, h int, dark bool) (float64, gocv.RotatedRect, bool) {
	cs, box, _ := piecesByLight(hole, px, w, h, dark)
	// Two pieces alike: marks run together, parted by the shade between
	// them, not one mark and the table.
	if len(cs) == 0 || twoAlike(cs) {
		return 0, gocv.RotatedRect{}, false
	}
	return largestOf(cs, box)
}

// piecesByLight returns the pieces of a hole (its outline) more a mark
// than halfway from the hole's dimmest tenth to its brightest (see
// trimByLight), traced in the mask of box, the hole's box in px, and
// how far the brightest stands above that tenth.
func piecesByLight(hole []image.Point, px []uint8, w, h int, dark bool) ([][]image.Point, image.Rectangle, float64) {
	box, in, mark := marknessIn(hole, px, w, h, dark)
	if box.Empty() {
		return nil, box, 0
	}
	var vals []float64
	for i, v := range in {
		if v != 0 {
			vals = append(vals, mark[i])
		}
	}
	if len(vals) < 10 {
		return nil, box, 0
	}
	sort.Float64s(vals)
	level := (vals[len(vals)/10] + vals[len(vals)-1]) / 2
	for i, v := range in {
		if v != 0 && mark[i] < level {
			in[i] = 0
		}
	}
	cs, _ := traceContours(in, box.Dx(), box.Dy(), false)
	return cs, box, vals[len(vals)-1] - vals[len(vals)/10]
}

// partedIn returns the marks of the one ragged hole of a face with no
// mark that parts into marks (partedMarks) in its middle (box, the
// face's); nil if none does, or if another hole is half the least of
// them or more and might hold a mark too (a B3's stripes two ragged
// holes: read by one alone, a mark is lost).
func partedIn(ragged [][]image.Point, box image.Rectangle, px []uint8, w, h int, dark bool) []hole {
	var got []hole
	from := -1
	for i, pts := range ragged {
		parts := partedMarks(pts, px, w, h, dark)
		if parts == nil {
			continue
		}
		if got != nil {
			return nil
		}
		got, from = parts, i
	}
	if got == nil || offCentre(got, boxCentre(box)) > middleReach(box) {
		return nil
	}
	least := math.Inf(1)
	for _, m := range got {
		least = min(least, m.area)
	}
	for i, pts := range ragged {
		if i != from && polygonArea(pts) >= least/2 {
			return nil
		}
	}
	return got
}

// partedRise is the least a hole's marks stand out of the shade
// round them (piecesByLight's rise) for partedMarks: twice what paint
// stands out of a black face lit grey at the least (markStep); the
// grain of a dark felt in shade, its rise 8, parts into noise (a fresh
// POV-Ray scene, seed 11766: a "face" of felt read a B2 where none was).
const partedRise = 2 * markStep

// partedMarks returns the marks in a ragged hole that a shade joined:
// three pieces as dark (light) as a mark (piecesByLight), each
// filling its box as a mark does, alike in size and shape, in an even
// row; nil if the pieces are not so. A shade across a white face darker
// than its cut, lighter than its print, runs its dots into one hole with
// it (a fresh POV-Ray scene, seed 11155: a W3 in an arm's shade, its
// three dots and the shade one hole of fill 0.22, parted by their light
// into pieces of 16, 16 and 24 pixels a row 8.6 apart, said blank and
// hidden with the arm). Pieces under a quarter of the largest are specks
// of the shade; between that and half, a piece is neither, and nothing
// is taken.
func partedMarks(pts []image.Point, px []uint8, w, h int, dark bool) []hole {
	cs, box, rise := piecesByLight(pts, px, w, h, dark)
	if len(cs) < 2 || rise < partedRise {
		return nil
	}
	largest := 0.0
	for _, c := range cs {
		largest = max(largest, polygonArea(c))
	}
	var marks []hole
	for _, c := range cs {
		a := polygonArea(c)
		if a < largest/4 {
			continue
		}
		rr := movedRect(minAreaRect(c), box.Min)
		if a < largest/2 || min(rr.Width, rr.Height) < 2 || boxFill(a, rr) < 0.55 {
			return nil
		}
		marks = append(marks, hole{area: a, rect: rr, raw: a})
	}
	if len(marks) != 3 {
		// Two are what blur alone leaves of two stripes run together as
		// well, which the face's other readings count (bumpsAlong on a
		// threshold of its own); taken here, they came first (a W2
		// touching a B1, its stripes a hole of 62 parted in two, the
		// region then lost its second face).
		return nil
	}
	lo, hi := aspect(marks[0].rect), aspect(marks[0].rect)
	for _, m := range marks {
		lo, hi = min(lo, aspect(m.rect)), max(hi, aspect(m.rect))
		if aspect(m.rect) > 1.8 && !parallel(m.rect, marks[0].rect) {
			return nil
		}
	}
	if hi > 1.4*lo {
		return nil
	}
	// The outer two lie as far from the middle one, either side.
	p := centres(marks)
	a, b, m, _, near, far := triangleSides(p)
	mid := [2]float64{(p[a][0] + p[b][0]) / 2, (p[a][1] + p[b][1]) / 2}
	if near < 0.75*far || math.Hypot(mid[0]-p[m][0], mid[1]-p[m][1]) > 0.25*(near+far)/2 {
		return nil
	}
	return marks
}

// twoAlike reports whether the second largest of the pieces (outlines)
// is half the largest or more.
func twoAlike(cs [][]image.Point) bool {
	areas := make([]float64, len(cs))
	for i, c := range cs {
		areas[i] = polygonArea(c)
	}
	slices.Sort(areas)
	return len(areas) >= 2 && areas[len(areas)-2] >= 0.5*areas[len(areas)-1]
}

// largestOf returns the area and rotated box (in the frame's places) of
// the largest of the pieces (outlines traced in a mask of box's size),
// and whether it fills its rotated box as a mark does.
func largestOf(cs [][]image.Point, box image.Rectangle) (float64, gocv.RotatedRect, bool) {
	best, area := -1, 0.0
	for i, c := range cs {
		if a := polygonArea(c); a > area {
			best, area = i, a
		}
	}
	if best < 0 {
		return 0, gocv.RotatedRect{}, false
	}
	rr := movedRect(minAreaRect(cs[best]), box.Min)
	if min(rr.Width, rr.Height) < 2 || boxFill(area, rr) < 0.55 {
		return area, rr, false
	}
	return area, rr, true
}

// movedRect is rr moved by d, with points of its own: rr, a mark's box
// still in use, keeps its place.
func movedRect(rr gocv.RotatedRect, d image.Point) gocv.RotatedRect {
	rr.Center = rr.Center.Add(d)
	rr.BoundingRect = rr.BoundingRect.Add(d)
	rr.Points = slices.Clone(rr.Points)
	for i := range rr.Points {
		rr.Points[i] = rr.Points[i].Add(d)
	}
	return rr
}

// bumps counts the marks run together in one hole: the peaks of
// mark-ness (brightness on a dark face, darkness on a light one) along the
// hole's long axis, for dots in a row, and across it, for stripes side by
// side. A peak counts when the profile falls by a fifth of its range
// after it.
func bumps(px []uint8, w, h int, rr gocv.RotatedRect, dark bool) int {
	return bumpsAlong(px, w, h, rr, dark).n
}

// sides is a rotated box's centre, the mean of its corners, and its two
// sides from its first corner on.
// scaledRect is rr k times as long and wide about its centre.
func scaledRect(rr gocv.RotatedRect, k float64) gocv.RotatedRect {
	c := rr.Center
	at := func(p image.Point) image.Point {
		return image.Pt(c.X+int(math.Round(k*float64(p.X-c.X))), c.Y+int(math.Round(k*float64(p.Y-c.Y))))
	}
	rr.Width, rr.Height = int(math.Round(k*float64(rr.Width))), int(math.Round(k*float64(rr.Height)))
	rr.BoundingRect = image.Rectangle{at(rr.BoundingRect.Min), at(rr.BoundingRect.Max)}
	rr.Points = slices.Clone(rr.Points)
	for i := range rr.Points {
		rr.Points[i] = at(rr.Points[i])
	}
	return rr
}

func sides(rr gocv.RotatedRect) (cx, cy, e1x, e1y, e2x, e2y float64, ok bool) {
	if len(rr.Points) != 4 {
		return 0, 0, 0, 0, 0, 0, false
	}
	p := rr.Points
	for _, q := range p {
		cx += float64(q.X) / 4
		cy += float64(q.Y) / 4
	}
	e1x, e1y = float64(p[1].X-p[0].X), float64(p[1].Y-p[0].Y)
	e2x, e2y = float64(p[2].X-p[1].X), float64(p[2].Y-p[1].Y)
	return cx, cy, e1x, e1y, e2x, e2y, true
}

// crossProfile is the mark-ness along the line through (cx, cy) the way
// (ux, uy), from -reach to reach in half pixels, each the mean of three
// samples across it the way (vx, vy), a quarter of width either side.
func crossProfile(px []uint8, w, h int, dark bool, cx, cy, ux, uy, vx, vy, reach, width float64) []float64 {
	var prof []float64
	for t := -reach; t <= reach; t += 0.5 {
		v := 0.0
		for _, s := range []float64{-width / 4, 0, width / 4} {
			v += markness(px, w, h, cx+t*ux+s*vx, cy+t*uy+s*vy, dark)
		}
		prof = append(prof, v/3)
	}
	return prof
}

// holeBumps is what bumpsAlong sees of a hole: its bumps (the most
// either way), those along its longer side and that side over the other,
// and whether, along that side, two faint humps (half the prominence of a
// bump) lie either side of its middle, as two dots run together do.
type holeBumps struct {
	n, along int
	length   float64
	twoHumps bool
	faint    int // the humps along the longer side, of half a bump's prominence
}

// bumpsAlong is bumps, with what is seen along the hole's longer side.
func bumpsAlong(px []uint8, w, h int, rr gocv.RotatedRect, dark bool) holeBumps {
	cx, cy, s1, s2, ok := unitSides(rr)
	if !ok || s1.l < 1 || s2.l < 1 {
		return holeBumps{n: 1, along: 1, length: 1, faint: 1}
	}
	if s2.l > s1.l {
		s1, s2 = s2, s1 // s1 the longer side
	}
	// count is the bumps along u, and with humps the faint ones and
	// whether two of those straddle the middle.
	count := func(u, v boxSide, humps bool) (int, int, bool) {
		prof := crossProfile(px, w, h, dark, cx, cy, u.x, u.y, v.x, v.y, u.l/2+1.5, v.l)
		// Over three samples (a pixel): a mark's end rings a little
		// brighter than its middle after sharpening or JPEG, a wiggle
		// of a pixel that is no gap between two marks.
		prev := prof[0]
		for i, v := range prof {
			prof[i] = (prev + v + prof[min(len(prof)-1, i+1)]) / 3
			prev = v
		}
		lo, hi := slices.Min(prof), slices.Max(prof)
		if hi-lo < 20 {
			return 1, 1, false
		}
		peaks, _ := profilePeaks(prof, 0.2*(hi-lo), prof[0])
		if !humps {
			return max(len(peaks), 1), 1, false
		}
		// A stripe's print or blur wiggles along it, its faint humps
		// anywhere (a W1's stripe seen aslant, two humps on one side
		// of its middle, doubted: sweep seed 23 frame 77); two dots'
		// lie a dot's radius or more either side.
		faint, _ := profilePeaks(prof, 0.1*(hi-lo), prof[0])
		mid := float64(len(prof)-1) / 2
		two := len(faint) == 2 && float64(faint[0]) < 0.8*mid && float64(faint[1]) > 1.2*mid
		return max(len(peaks), 1), max(len(faint), 1), two
	}
	a, faint, two := count(s1, s2, true)
	b, _, _ := count(s2, s1, false)
	return holeBumps{n: max(a, b), along: a, length: s1.l / s2.l, twoHumps: two, faint: faint}
}

// boxSide is a side of a rotated box: the unit vector along it, and its
// length.
type boxSide struct{ x, y, l float64 }

// unitSides is a rotated box's centre and its two sides from its first
// corner on (sides), each as a boxSide.
func unitSides(rr gocv.RotatedRect) (cx, cy float64, s1, s2 boxSide, ok bool) {
	cx, cy, e1x, e1y, e2x, e2y, ok := sides(rr)
	if !ok {
		return 0, 0, s1, s2, false
	}
	l1, l2 := math.Hypot(e1x, e1y), math.Hypot(e2x, e2y)
	return cx, cy, boxSide{e1x / l1, e1y / l1, l1}, boxSide{e2x / l2, e2y / l2, l2}, true
}

// profilePeaks finds the peaks of a profile and the valleys between
// them, by index: a peak counts when the profile rises by prom above
// the least since the last peak (from floor, for the first: the level it
// rises from before its start) and falls by prom after it, or ends.
func profilePeaks(prof []float64, prom, floor float64) (peaks, valleys []int) {
	in, base, top := false, 0, 0
	for i, v := range prof {
		if !in {
			if v < prof[base] {
				base = i
			}
			if v > min(prof[base], floor)+prom {
				if len(peaks) > 0 {
					valleys = append(valleys, base)
				}
				in, top = true, i
			}
			continue
		}
		if v > prof[top] {
			top = i
		}
		if v < prof[top]-prom {
			peaks = append(peaks, top)
			in, base, floor = false, i, v
		}
	}
	if in {
		peaks = append(peaks, top)
	}
	return peaks, valleys
}

// markness is how like a mark the point (x, y) of a w×h window of Lab
// pixels is: its brightness on a dark face, its darkness on a light one,
// between pixels as between their centres.
func markness(px []uint8, w, h int, x, y float64, dark bool) float64 {
	x, y = max(0, min(float64(w-1), x)), max(0, min(float64(h-1), y))
	x0, y0 := int(x), int(y)
	x1, y1 := min(x0+1, w-1), min(y0+1, h-1)
	fx, fy := x-float64(x0), y-float64(y0)
	at := func(x, y int) float64 { return float64(px[3*(y*w+x)]) }
	v := (1-fy)*((1-fx)*at(x0, y0)+fx*at(x1, y0)) + fy*((1-fx)*at(x0, y1)+fx*at(x1, y1))
	if !dark {
		v = 255 - v
	}
	return v
}

// outerMark reports whether a mark lies in its face's (box's) outer part,
// 0.75 of its half-width from its centre or more: the marks of every
// edition lie within 0.55 of it.
func outerMark(m hole, box image.Rectangle) bool {
	return outerPart(m.rect.Center, box)
}

// outerPart reports whether p lies in the outer part of a face's box,
// 0.75 of its half-width from its centre or more (outerMark's).
func outerPart(p image.Point, box image.Rectangle) bool {
	half := 0.5 * float64(min(box.Dx(), box.Dy()))
	return dist(p, boxCentre(box)) >= 0.75*half
}

// rimBand reports whether a hole of area a in its rotated box rr, with
// byRim of its outline by the face's rim (weighed last: it walks the
// outlines), is a lower scale's side band along the rim: thin (filling
// under a quarter of its box, a crescent) or long (2.5 times as long as
// wide, a band), and 0.6 of it by the rim. Or bent round the face's foot
// and hardly anywhere else, 0.8 of it by the rim, filling under
// bentBandFill of its box: a hexagon's side band bends at its corners,
// filling more of its box than a disc's crescent (a fresh POV-Ray scene,
// seed 16179: a W1 hexagon on a black scale seen 35° off vertical on
// olive cloth, the black side 0.26 of its box and 1.75 times as long as
// wide, wholly by the rim; said unread). Marks run together fill their
// box as a bar does, half of it and more.
func rimBand(a float64, rr gocv.RotatedRect, byRim func() float64) bool {
	fill := boxFill(a, rr)
	return (fill < 0.25 || aspect(rr) >= 2.5) && byRim() >= 0.6 || fill < bentBandFill && byRim() >= 0.8
}

// rimBay is the least share of its outline by the face's rim (rimShare)
// that makes a hole of a quarter of the face a bay at its rim, not one
// in its middle: a hole with a face's width of it off the rim has far
// less.
const rimBay = 0.9

// bentBandFill is the most of its box a side band bent round a face's
// foot fills (rimBand).
const bentBandFill = 0.35

// footSeam reports whether a hole of area a in its rotated box rr, its
// outline pts, in a region of a tall stack's face with its sides (its
// outline, of faceArea) is the seam at the face's foot: a band (under
// bentBandFill of its box) whose outline lies, half of it or more,
// within footSeamReach of the region's size from its rim. The white
// sides below a white face ring the seam or the black scale's side
// between them, which lies in from the rim by the sides' band (fresh
// POV-Ray scenes: seed 16523, a W1 on five seen 21° off vertical, its
// seam 0.17 of its box, half its outline within 0.08 of the region's
// size of the rim; seed 16103, a W1 on eight, 0.32 and 0.12; each a hole
// that is no mark, a quarter of the face, said unread). Marks run
// together into one hole fill half their box or more, and a face of the
// other colour that a region rings lies round its middle.
func footSeam(a float64, rr gocv.RotatedRect, pts, outline []image.Point, faceArea float64) bool {
	if boxFill(a, rr) >= bentBandFill || len(pts) == 0 {
		return false
	}
	ds := make([]float64, len(pts))
	for i, p := range pts {
		ds[i] = edgeDistance(outline, p)
	}
	return kth(ds, len(ds)/2) <= footSeamReach*math.Sqrt(faceArea)
}

// footSeamReach is how far from a tall stack's region's rim, as a share
// of its size, the seam at its face's foot lies at the most (footSeam).
const footSeamReach = 0.15

// rimNotch reports whether the one dim mark of a face (dim, from
// dimMarks) is a notch of the table seen past the face at its rim, no
// mark: print is the darkest thing on a white face, and shade only
// darkens it (img_0013 in a lamp's light: a W1 read W2, a W2 W3). On a
// black face the print is the lightest, and shade dims it too; but out
// at the rim (outerMark), where no edition prints, a hole far dimmer
// than the marks is the table between the face and its neighbour (a
// fresh POV-Ray scene, seed 14294: a B1 hexagon on dark red laminate,
// its gold dot peaking at 211 and the laminate at its rim at 79, said
// an unsure B2; seed 11943 alike). Not when one of the face's other
// holes (ragged) peaks at 0.8 of it or more: then it is not the one dim
// thing on the face (img_0013 in other light, stream 9: a W2 with two
// ragged holes at its rim as pale as the one taken for a notch, read a
// sure W1).
func rimNotch(marks []hole, dim []int, ragged []hole, px []uint8, w, h int, dark bool, box image.Rectangle) bool {
	if len(dim) != 1 || !outerMark(marks[dim[0]], box) {
		return false
	}
	p := holePeak(px, w, h, marks[dim[0]].rect, dark)
	for _, o := range ragged {
		if holePeak(px, w, h, o.rect, dark) >= 0.8*p {
			return false
		}
	}
	return true
}

// othersInMiddle reports whether the marks but the one at skip lie in the
// middle of the face's box (inMiddle).
func othersInMiddle(marks []hole, skip int, box image.Rectangle) bool {
	for i, m := range marks {
		if i != skip && !inMiddle(m.rect.Center, box) {
			return false
		}
	}
	return true
}

// alikeHoles reports whether two holes could be marks of one face: within
// a factor 1.6 of each other in area, and alike in shape.
func alikeHoles(f, g hole) bool {
	return g.area <= 1.6*f.area && f.area <= 1.6*g.area && alike(f.rect, g.rect)
}

// markGroup is the largest group of holes (found, smallest first) alike
// in size and shape (see readFace), with its smallest and largest area.
func markGroup(found []hole) (marks []hole, smallest, largest float64) {
	for i, f := range found {
		var group []hole
		for _, g := range found[i:] {
			if alikeHoles(f, g) {
				group = append(group, g)
			}
		}
		group = sideBySide(group)
		k, low, top := len(group), group[0].area, group[len(group)-1].area
		if k > len(marks) || k == len(marks) && better(group, top, marks, largest) {
			smallest, largest, marks = low, top, group
		}
	}
	return marks, smallest, largest
}

// better says whether group, of as many holes as marks, is the face's
// marks rather than marks: its stripes as long as each other where
// those of marks are not, or, alike in that, its largest hole (top)
// larger.
func better(group []hole, top float64, marks []hole, largest float64) bool {
	if u, v := unevenStripes(group), unevenStripes(marks); u != v {
		return v
	}
	return top > largest
}

// unevenStripes reports whether marks are stripes (bars 2.5 times as
// long as wide) of which the longest is more than 1.45 times as long as
// the shortest. One edition prints its stripes alike; blur and the
// threshold take a pixel or two off either end of one more than another.
func unevenStripes(marks []hole) bool {
	short, long := math.Inf(1), 0.0
	for _, m := range marks {
		if aspect(m.rect) < 2.5 {
			return false
		}
		l := float64(max(m.rect.Width, m.rect.Height))
		short, long = math.Min(short, l), math.Max(long, l)
	}
	return long > 1.45*short
}

// closeFace, closeSolid and closeAspect: a blank face up to closeFace
// scales' discs is one seen close where it fills closeSolid of its hull
// or more and its least box is no longer than closeAspect times its
// width.
const closeFace, closeSolid, closeAspect = 2.5, 0.93, 1.4

// longBlank is how many times as long as wide a light part with no
// marks is at least to be no face, nor faces run together (twice as
// long as wide): a finger (a fresh POV-Ray scene, seed 13655: 3.2, a
// face's size as JPEG q80 and 3.7 faces as PNG).
const longBlank = 2.5

// marksSpan is, in a face's box's lesser side, the longest that marks run
// together reach: the outer marks' centres lie within 0.55 of its
// half-width of its centre (outerMark), and a stripe is half a face long.
const marksSpan = 0.75

// dimMarks is the indices of the marks of a face that peak below 0.7 of
// the brightest of them (holePeak: as light on a dark face, as dark on a
// light one).
func dimMarks(marks []hole, px []uint8, w, h int, dark bool) []int {
	if len(marks) == 0 {
		return nil
	}
	peaks := peaksOf(marks, px, w, h, dark)
	hi := slices.Max(peaks)
	var dim []int
	for j, p := range peaks {
		if p < 0.7*hi {
			dim = append(dim, j)
		}
	}
	return dim
}

// otherLightHole reports whether, besides a face's one mark, one of its
// holes at least 0.15 of the mark's size, in the face's middle (within
// 0.6 of its half-width of the centre of its box), peaks as light as the
// mark (each within a tenth of the other), or lighter and larger: the
// larger of the two may be marks run together, the smaller a mark (a
// stripe beside two run into a glossy face's lit side, 0.26 of that
// hole). Specks and glints are smaller;
// a lower scale's side or the table seen past the face lies at its rim,
// or is dimmer, or is a thin crescent along it that fills little of its
// box (0.13 for a white scale's side under a tilted B1, where marks run
// together fill half of theirs), or, beside a mark in the face's middle,
// is another colour than the mark (otherColour).
func otherLightHole(mark hole, holes []hole, box image.Rectangle, px []uint8, w, h int, dark bool) bool {
	peak := holePeak(px, w, h, mark.rect, dark)
	across := float64(min(box.Dx(), box.Dy()))
	for _, g := range holes {
		if g.rect.Center == mark.rect.Center || g.raw < 0.15*mark.raw || !inMiddle(g.rect.Center, box) || g.raw < 0.3*float64(g.rect.Width*g.rect.Height) {
			continue
		}
		if long := float64(max(g.rect.Width, g.rect.Height)); long > marksSpan*across && long > 2*float64(max(mark.rect.Width, mark.rect.Height)) {
			// Longer than any edition's marks reach across a face: a
			// lower scale's side seen past it, as light (a fresh
			// POV-Ray scene, seed 6577: a B1 on a stack of eight seen
			// close, the white sides below it a hole 81 pixels long
			// on a face 92 across, taken for its marks run together).
			continue
		}
		// Or lighter and larger: the marks run together, and the one
		// counted the table or a seam seen at the rim (a B3's dots run
		// into one ragged hole on a small hexagon, the "mark" a notch
		// of the table: editions sweep seed 25 frame 55).
		// Not lit by the mark itself where the hole wraps round it: the
		// mark's blur and the face lit lighter round it in one ragged
		// hole (POV-Ray seed 3559 as JPEG q80: a B1's dot on a disc
		// lit near a dark table's grey, ringed by a hole of 10 times
		// its size that peaked as light as it only at the dot, said
		// unread).
		if p := holePeakApart(px, w, h, g.rect, dark, mark.rect); p >= 0.9*peak && (peak >= 0.9*p || g.raw >= mark.raw) {
			if !outerMark(mark, box) && otherColour(px, w, h, mark, g, dark, 0.8*peak) {
				// Not the marks' print: a lower scale's side or the
				// table, whatever its shape.
				continue
			}
			return true
		}
	}
	return false
}

// darkerBeside reports whether, besides a white face's one mark, a hole
// twice its size or more, in the face's middle (as otherLightHole has
// it), peaks darker by a third than the mark: a mark's print is as dark
// on a white face as it gets, and a shade on the face is paler. Not a
// band thin and bent, along the rim: marks run together make a blob or
// a bar that fills half its box (0.52 and 0.54, a W3's dots in a
// triangle out of focus), and a tall stack's black scale seen past its
// white face, the region its face and side, a band three times as long
// as wide filling a third of its box (POV-Ray seed 2264: a W1's red dot
// on a stack of four, close, said unread), or a crescent under its
// face filling a fifth (seed 2619). Nor a crescent wider for its
// length, filling two fifths of its box, under half of its hull
// (crescentSolid): the black scale's band under a W1's face on pale
// wood, the wood round it taken in with the face (a fresh POV-Ray
// scene, seed 7215: the band 0.51 of its hull, the W1 said unread);
// marks run together make a blob, nearly its own hull.
func darkerBeside(mark hole, holes []hole, box image.Rectangle, px []uint8, w, h int) bool {
	peak := holePeak(px, w, h, mark.rect, false)
	ink := inkChroma(px, w, h, mark.rect)
	return slices.ContainsFunc(holes, func(g hole) bool {
		return g.rect.Center != mark.rect.Center && g.raw >= 2*mark.raw && inMiddle(g.rect.Center, box) &&
			!sideBand(g) && (len(g.edge) < 3 || solidity(g.edge) >= crescentSolid) && holePeak(px, w, h, g.rect, false) >= 1.3*peak &&
			!(ink >= tintedInk && inkChroma(px, w, h, g.rect) < ink/2)
	})
}

// tintedInk is the least chroma of a white face's mark that tells its
// print from black (darkerBeside): the red and green of the editions'
// marks are 40 and more on their darkest pixels, black print and a
// black scale's side under 10.
const tintedInk = 20

// inkChroma is the chroma of a white face's hole at its darkest: the mean
// colour of the pixels over the middle half of its rotated box within
// a tenth of its darkest. Print is one ink: a hole far greyer than a
// mark of red is no print run together but a black scale's side below
// the face (a fresh POV-Ray scene, seed 15801: a W1 on a stack, its red
// stripe of chroma 50, the side band of black below it 0.14 of the face
// and of chroma 2, darker than the stripe: an unsure W1).
func inkChroma(px []uint8, w, h int, rr gocv.RotatedRect) float64 {
	cx, cy, e1x, e1y, e2x, e2y, ok := sides(rr)
	if !ok {
		return 0
	}
	type sample struct{ l, a, b float64 }
	var ss []sample
	darkest := math.Inf(1)
	middleHalf(cx, cy, e1x, e1y, e2x, e2y, func(fx, fy float64) {
		x, y := int(math.Round(fx)), int(math.Round(fy))
		if x < 0 || y < 0 || x >= w || y >= h {
			return
		}
		p := px3(px, 3*(y*w+x))
		ss = append(ss, sample{float64(p[0]), float64(p[1]) - 128, float64(p[2]) - 128})
		darkest = min(darkest, float64(p[0]))
	})
	var sa, sb float64
	n := 0
	for _, v := range ss {
		if v.l <= darkest+0.1*(255-darkest) {
			sa, sb, n = sa+v.a, sb+v.b, n+1
		}
	}
	if n == 0 {
		return 0
	}
	return math.Hypot(sa/float64(n), sb/float64(n))
}

// crescentSolid is the least share of its convex hull a hole fills as
// marks run together do (darkerBeside): a triangle of dots blurred into
// one is nearly its own hull; a band bent round a face's foot is half.
const crescentSolid = 0.65

// rimShare is the share of a hole's outline (pts) within 3 pixels of
// the face's (outline): a hole that reaches the rim, but for a line of
// light, is a band along it, not one in the face's middle.
func rimShare(pts, outline []image.Point) float64 {
	if len(pts) == 0 {
		return 0
	}
	near := 0
	for _, p := range pts {
		if edgeDistance(outline, p) < 3 {
			near++
		}
	}
	return float64(near) / float64(len(pts))
}

// islandWithin reports whether a hole (its outline pts) in a face read
// on part (w wide) encloses a piece of part at least least pixels large,
// as compact as a dot: no block of marks run together holds one, but a
// face of the other colour the face's threshold rings holds its own
// marks (a fresh POV-Ray scene, seed 13711: a W3 touching a hand's dark
// fingers, its shaded rim with them a "black face", its light top with
// two of its red dots run into the rim one hole of three bumps, the third
// dot an island in it; a sure B3).
func islandWithin(pts []image.Point, part []uint8, w int, least float64) bool {
	if len(pts) < 3 {
		return false
	}
	box := pointsBox(pts)
	bw, bh := box.Dx(), box.Dy()
	m := polygonMask(pts, box)
	for y := 0; y < bh; y++ {
		o := (box.Min.Y+y)*w + box.Min.X
		for x := range bw {
			if part[o+x] == 0 {
				m[y*bw+x] = 0
			}
		}
	}
	lbl := make([]int32, bw*bh)
	for i, r := range labelRegions(m, bw, bh, lbl, blockOrder) {
		b := r.blob(i + 1)
		if float64(b.area) >= least && float64(b.area) >= 0.5*float64(b.box.Dx()*b.box.Dy()) && max(b.box.Dx(), b.box.Dy()) <= 2*min(b.box.Dx(), b.box.Dy()) {
			return true
		}
	}
	return false
}

// islandLeast is the least share of a scale's face a mark enclosed in a
// hole is (islandWithin): the smallest dot an edition has is a fiftieth.
const islandLeast = 0.01

// rimSliver reports whether a hole (its box rr, its outline pts) is a
// thin sliver along the face's outline, 3 times as long as wide or more,
// half of its outline by the rim: a lighter bevel's at the face's edge,
// which may be larger than a mark, not the ragged hole a tall stack's
// side or shadow makes (a fresh POV-Ray scene, seed 11131 as JPEG q80: a
// B1 lit grey-brown on purple felt, a sliver of 38 pixels, 22 by 5, at
// its lower edge beside its dot of 33, 0.93 of it by the rim; "no marks
// seen" as not whole and clean).
func rimSliver(rr gocv.RotatedRect, pts, outline []image.Point) bool {
	return aspect(rr) >= 3 && rimShare(pts, outline) >= 0.5
}

// boxFill is how much of a rotated box (a hole's) an area fills.
func boxFill(area float64, rr gocv.RotatedRect) float64 {
	return area / math.Max(1, float64(rr.Width*rr.Height))
}

// sideBand says whether hole g is a band along a face's rim rather than
// marks: 2.5 times as long as wide or more, filling under 0.4 of its
// box as a curve does, or bent round the face, filling under a quarter.
func sideBand(g hole) bool {
	fill := boxFill(g.area, g.rect)
	return fill < 0.25 || aspect(g.rect) >= 2.5 && fill < 0.4
}

// litBlack reports whether c, a dark face read with one hole that falls
// apart on its own threshold (f), is a black face lit grey: only its rim,
// in shade, stays dark, but its one mark lies in its middle, where a lone
// mark does, is a dot's size at least (a fiftieth of a scale's face,
// tile) and is lighter than the face's own grey by a mark's step
// (markStep). The grey sides of a tall white stack in shade, with the
// black scale at their foot, hold a patch no lighter than those sides
// (img_0001 through another camera, stream 31: a speck 2 darker, off to
// one side; out of focus, perturbation stream 107: a blob of 0.04 of a
// face in the middle, 1 darker, read a sure B1 without it). Grey-lit B1s
// hold their stripes in the middle, 0.04 and 0.05 of a scale's face, 77
// and 51 lighter (POV-Ray seeds 2282 and 2286, said unread without it).
// A mark twice that step lighter may be smaller: a blurred dot whose hole
// shrank to a sixtieth of the face, 119 lighter (POV-Ray seed 3400: two
// B1s on violet felt, each said unread); four times, smaller still, to a
// hundredth, short of a speck (a fresh POV-Ray scene, seed 8509: a B1
// lit grey on mauve cloth, its small gold dot a seventy-sixth of the
// disc, 98 lighter, said unsure). The one hole may count more marks
// by its bumps: dots run together are as light, and as central (a fresh
// POV-Ray scene, seed 11796: an engraved B2 lit grey, its two small dots
// one hole of two bumps, said unread).
func litBlack(c, f faceCandidate, px []uint8, w, h int, tile float64) bool {
	if c.marks < 1 || len(c.blackMarks()) != 1 || len(c.marksAt) != 1 || !inMiddle(c.marksAt[0], c.box) || c.mark < tile/100 {
		return false
	}
	peak := holePeak(px, w, h, c.blackMarks()[0].rect, true)
	return peak >= f.light+markStep && (c.mark >= tile/50 || c.mark >= tile/70 && peak >= f.light+2*markStep || peak >= f.light+4*markStep)
}

// markStep is how much lighter than a black face lit grey its marks are
// at the least: white or gold paint in the same light.
const markStep = 20

// inMiddle reports whether p lies in a face's middle: within 0.6 of its
// box's half-width (the lesser side's) of the box's centre, where its
// marks lie, away from its rim.
func inMiddle(p image.Point, box image.Rectangle) bool {
	return dist(p, boxCentre(box)) <= middleReach(box)
}

// middleReach is how far from a face's box's centre its middle reaches
// (see inMiddle).
func middleReach(box image.Rectangle) float64 { return 0.3 * float64(min(box.Dx(), box.Dy())) }

// wholeLone reports whether face c is a whole one (solid, 0.7 of a tile
// or more) read surely with one mark in its middle (centredLone).
func wholeLone(c faceCandidate, tile float64) bool {
	return centredLone(c) && c.score > unsureScore && c.area >= 0.7*tile && solidity(c.outline) >= 0.95
}

// peaksOf is each hole's holePeak.
func peaksOf(holes []hole, px []uint8, w, h int, dark bool) []float64 {
	peaks := make([]float64, len(holes))
	for i, m := range holes {
		peaks[i] = holePeak(px, w, h, m.rect, dark)
	}
	return peaks
}

// wideLikeMarks reports whether a hole of wide peaks within a tenth of
// the brightest (on a dark face; darkest on a light one) of found.
func wideLikeMarks(wide, found []hole, px []uint8, w, h int, dark bool) bool {
	if len(wide) == 0 || len(found) == 0 {
		return false
	}
	top := slices.Max(peaksOf(found, px, w, h, dark))
	return slices.ContainsFunc(peaksOf(wide, px, w, h, dark), func(p float64) bool { return p >= 0.9*top })
}

// holePeak is the most like a mark a hole gets, over the middle half of
// its rotated box (away from its blurred edge).
func holePeak(px []uint8, w, h int, rr gocv.RotatedRect, dark bool) float64 {
	return holePeakApart(px, w, h, rr, dark)
}

// holePeakApart is holePeak leaving out what lies within two pixels of
// the rotated boxes apart (those with no corners leave out nothing):
// other holes whose boxes lie within this one's.
func holePeakApart(px []uint8, w, h int, rr gocv.RotatedRect, dark bool, apart ...gocv.RotatedRect) float64 {
	cx, cy, e1x, e1y, e2x, e2y, ok := sides(rr)
	if !ok {
		return 0
	}
	type box struct{ x, y, e1x, e1y, e2x, e2y, l1, l2 float64 }
	var boxes []box
	for _, a := range apart {
		ax, ay, a1x, a1y, a2x, a2y, has := sides(a)
		if l1, l2 := math.Hypot(a1x, a1y), math.Hypot(a2x, a2y); has && l1 > 0 && l2 > 0 {
			boxes = append(boxes, box{ax, ay, a1x, a1y, a2x, a2y, l1, l2})
		}
	}
	within := func(x, y float64) bool {
		return slices.ContainsFunc(boxes, func(b box) bool {
			dx, dy := x-b.x, y-b.y
			return math.Abs(dx*b.e1x+dy*b.e1y)/b.l1 <= b.l1/2+2 && math.Abs(dx*b.e2x+dy*b.e2y)/b.l2 <= b.l2/2+2
		})
	}
	peak := 0.0
	middleHalf(cx, cy, e1x, e1y, e2x, e2y, func(x, y float64) {
		if len(boxes) == 0 || !within(x, y) {
			peak = max(peak, markness(px, w, h, x, y, dark))
		}
	})
	return peak
}

// middleHalf calls at with the points of a grid over the middle half of
// a rotated box (its centre and sides as sides gives them), a pixel or
// so apart: a hole away from its blurred edge.
func middleHalf(cx, cy, e1x, e1y, e2x, e2y float64, at func(x, y float64)) {
	e1x, e1y, e2x, e2y = e1x/2, e1y/2, e2x/2, e2y/2
	n1, n2 := max(1, int(math.Hypot(e1x, e1y))), max(1, int(math.Hypot(e2x, e2y)))
	for i := -n1; i <= n1; i++ {
		for j := -n2; j <= n2; j++ {
			s, t := float64(i)/float64(2*n1), float64(j)/float64(2*n2)
			at(cx+s*e1x+t*e2x, cy+s*e1y+t*e2y)
		}
	}
}

// refineFace reads the marks again with a threshold from the face's own
// pixels. The stack's threshold splits the face from the sides and the
// shadow; on a small or blurred face it leaves the thin gaps between
// marks on the marks' side, so that two stripes read as one.
func (d *Detector) refineFace(c faceCandidate, px []uint8, w, h, total int, tile float64) faceCandidate {
	fm, t, low, high := ownThreshold(c, px, w, h)
	if high-low < 35 {
		return faceCandidate{plain: true}
	}
	f := findFace(colourPart(fm, px, t, c.dark), px, w, h, c.dark, total, tile)
	if debugFaces {
		fmt.Fprintf(os.Stderr, "  refined (of a face of %.0f, a tile %.0f): t=%d low=%.0f high=%.0f -> %s\n", c.area, tile, t, low, high, f.debug)
	}
	f.spread, f.light = high-low, high
	return f
}

// ownThreshold is the threshold that splits face c's own pixels (within
// its outline, fm) in two, with the mean of each side.
func ownThreshold(c faceCandidate, px []uint8, w, h int) (fm []uint8, t int, low, high float64) {
	fm = polygonMask(c.outline, image.Rect(0, 0, w, h))
	var hist [256]int
	for i, v := range fm {
		if v != 0 {
			hist[px[3*i]]++
		}
	}
	t, low, high = otsu(hist[:])
	return fm, t, low, high
}

// plainUnder is the face on the darker side of light face c's own
// threshold, if one of a scale's size (0.8 to 1.3 tiles) and all one
// shade on its own threshold in turn: the neutral on a stack of white
// scales whose sides, lit, are lighter than it, which the region's
// threshold took in with it. (A white face there keeps its marks, far
// darker than it, and is not plain.)
func (d *Detector) plainUnder(c faceCandidate, px []uint8, w, h, total int, tile float64) (faceCandidate, bool) {
	fm, t, low, high := ownThreshold(c, px, w, h)
	if high-low < 35 || tile == 0 {
		return faceCandidate{}, false
	}
	g := findFace(colourPart(fm, px, t, true), px, w, h, false, total, tile)
	if debugFaces {
		fmt.Fprintf(os.Stderr, "  under its own threshold %d: %s\n", t, g.debug)
	}
	if len(g.outline) < 3 || g.area < 0.8*tile || g.area > 1.3*tile {
		return faceCandidate{}, false
	}
	// Its own pixels, the lighter sides left out: one shade, no marks.
	var hist [256]int
	for i, v := range polygonMask(g.outline, image.Rect(0, 0, w, h)) {
		if l := px[3*i]; v != 0 && int(l) <= t {
			hist[l]++
		}
	}
	_, glow, ghigh := otsu(hist[:])
	if debugFaces {
		fmt.Fprintf(os.Stderr, "  under its own threshold, its shades %.0f and %.0f\n", glow, ghigh)
	}
	if ghigh-glow >= 35 {
		return faceCandidate{}, false
	}
	g.marks = 0
	return g, true
}

// growKernel returns the disc that widens a stack's mask by about one
// working pixel at full size, kept between stacks and frames.
func (d *Detector) growKernel(size int) gocv.Mat {
	if d.growSize != size {
		d.grow.Close()
		d.grow = gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(size, size))
		d.growSize = size
	}
	return d.grow
}

// otsu returns the threshold that best splits a histogram in two, with the
// mean of each side.
func otsu(hist []int) (t int, lowMean, highMean float64) {
	var total, sum float64
	for i, h := range hist {
		total += float64(h)
		sum += float64(i * h)
	}
	var wB, sumB, best float64
	for i, h := range hist {
		wB += float64(h)
		if wB == 0 {
			continue
		}
		wF := total - wB
		if wF == 0 {
			break
		}
		sumB += float64(i * h)
		mB, mF := sumB/wB, (sum-sumB)/wF
		if v := wB * wF * (mB - mF) * (mB - mF); v > best {
			best, t, lowMean, highMean = v, i, mB, mF
		}
	}
	return t, lowMean, highMean
}

// manyStacksShare is the share of a region (its area over a scale's disc)
// over which it holds several stacks, as runTogether counts them: the
// neutral with a stack or two beside it is under three.
const manyStacksShare = 3.0

// goldMargin is how much yellower (Lab b) than the white faces a face
// with no marks must be to be the neutral, without a calibration.
const goldMargin = 12.0

// Under a warm lamp every face is yellow, and Lab's b, which grows ever
// more slowly with yellowness, leaves a deep gold neutral little yellower
// than the white faces: 8.9 to 11.8 in six POV-Ray scenes of 2800 to
// 3900 K light (seeds 7073, 7568, 9069, 9095, 9222, 9386, PNG and JPEG
// q80), said unread or lost. Divided by the white faces' colour, as a
// camera balances its white, the light drops out: the neutral is
// yellow by its paint alone (warmGold), its blue against its green
// exp(warmGoldBlue) times less than a white face's, and no redder than
// exp(warmGoldRed) times. Of 11,704 faces with no marks weighed over the
// counted POV-Ray folders (seeds 5000 to 9411, PNG and JPEG q80), those
// of the neutral at half the margin or more were 0.63 to 2.45 by the
// first, -0.28 to 0.78 by the second; of the 455 that were not, none
// past both: those 0.55 and more yellow were 0.69 and more red (a hand's
// skin, wood).
const (
	warmGoldBlue = 0.55
	warmGoldRed  = 0.6
)

// warmGold reports whether a face of mean Lab colour face (OpenCV's 8-bit
// Lab) is the neutral's gold against white, the white faces' median
// colour, by the light-free measure of warmGoldBlue and warmGoldRed.
func warmGold(face, white [3]float64) bool {
	yellow, red := paintAgainst(face, white)
	return yellow >= warmGoldBlue && red < warmGoldRed
}

// paintAgainst is how much yellower (its blue against its green, as a
// log ratio) and redder (its red against its green) a colour face is
// than white, both OpenCV 8-bit Lab, in linear light: the light's tint,
// which scales each channel alike, drops out.
func paintAgainst(face, white [3]float64) (yellow, red float64) {
	fr, fg, fb := labLinear(face)
	wr, wg, wb := labLinear(white)
	return math.Log((wb / wg) / (fb / fg)), math.Log((fr / fg) / (wr / wg))
}

// goldShaped reports whether a face with no marks, of mean colour r.stats
// against white (the white faces' median), is the neutral's gold by its
// paint (warmGoldBlue) and no redder against them than goldShapedRed,
// its box no longer than goldShapedAspect for its width: whole, as a
// hand's pieces seldom are. On green felt and olive cloth the white faces
// take the cloth's green and the neutral, gold or orange, looks as red
// as it is yellow against them (fresh POV-Ray scenes, seeds 10536, 10940
// and 11025: by the light-free measure 0.82, 0.64 and 0.72 red, boxes
// 1.02 to 1.14 as long as wide; hidden as a hand's skin, one where no
// hand was). Of the 63 pieces of hands so weighed over the counted
// POV-Ray folders (seeds 10162 to 11160, PNG and JPEG q80) and the stored
// frames, three were as yellow by their paint: two 1.05 red and more and
// 1.5 times as long as wide or more, and a thumb's piece on wood, whole
// and 0.76 red but under the margin yellower than the white faces (11.3:
// povray-6776), which the caller asks of it.
func goldShaped(r StackReading, white [3]float64) bool {
	if len(r.Outline) < 3 || aspect(minAreaRect(r.Outline)) > goldShapedAspect {
		return false
	}
	yellow, red := paintAgainst(r.stats.lab(), white)
	return yellow >= warmGoldBlue && red < goldShapedRed
}

// goldShapedRed and goldShapedAspect bound goldShaped.
const (
	goldShapedRed    = 0.9
	goldShapedAspect = 1.3
)

// labLinear is the linear sRGB (D65) of an OpenCV 8-bit Lab colour, each
// channel at least 0.001 so that ratios of them stay finite.
func labLinear(lab [3]float64) (r, g, b float64) {
	l, a, bb := lab[0]*100/255, lab[1]-128, lab[2]-128
	fy := (l + 16) / 116
	fx, fz := fy+a/500, fy-bb/200
	f := func(t float64) float64 {
		if t > 6.0/29 {
			return t * t * t
		}
		return 3 * (6.0 / 29) * (6.0 / 29) * (t - 4.0/29)
	}
	x, y, z := d65White[0]*f(fx), d65White[1]*f(fy), d65White[2]*f(fz)
	m := xyzToSRGB()
	r = m[0]*x + m[1]*y + m[2]*z
	g = m[3]*x + m[4]*y + m[5]*z
	b = m[6]*x + m[7]*y + m[8]*z
	return max(r, 1e-3), max(g, 1e-3), max(b, 1e-3)
}

// xyzToSRGB is srgbToXYZ's inverse (a 3×3 matrix, row major, as a
// homography is).
var xyzToSRGB = sync.OnceValue(func() [9]float64 {
	m, _ := calibration.Homography(srgbToXYZ).Inverse()
	return m
})

// noWhiteGold is how much yellower than grey the neutral must be where
// no white face was read to weigh it against: past whiteTint, the most a
// white face takes from the light and the cloth (decideNeutral).
const noWhiteGold = 2 * goldMargin

// greenCloth is how much greener (Lab a, less) than the frame's white
// faces a face with no marks found beside a face read is, where green and
// no gold (greenNotGold), to be a patch of a mottled green cloth, not a
// stack (decideNeutral): no scale is green. A patch of mint cloth below a
// B3 was 28.1 greener (a fresh POV-Ray scene, seed 5325), one beside a
// B3 21.8 and 14.1 yellower (seed 5403); the neutral on a pale green
// cloth, 17.8 greener, is yellower by more (28.7) and so no green.
const greenCloth = 15.0

// blueWhite is how much bluer (Lab b, less) than the frame's white faces
// a face read white is no white face (decideNeutral). Of 6375 white
// faces read in 30 POV-Ray sets (seeds 4786 to 5404, PNG and JPEG q80),
// the bluest was 14.4 bluer than the median (an unsure W1), 13.1 read
// surely; a lit band of lilac cloth read W1 where no stack is, 29.6.
const blueWhite = 20.0

// clippedL is how light a face's own mean is where the camera clipped
// it: its colour is then the sensor's limit, not the face's.
const clippedL = 245

// blueReach is how far, in usual faces across, a white face as blue by
// half makes a face read white bluer than blueWhite the light's tint
// (decideNeutral): the faces next along the snake.
const blueReach = 2.5

// goldenWhite is how much yellower (Lab b) than the white faces a face
// read white with marks is the neutral's gold (see decideNeutral).
const goldenWhite = 2 * goldMargin

// goldLead is how much more golden (Lab b) than every other stack read
// with no marks the neutral must be, to be named: a box holds one. Of
// the neutrals named in 29 POV-Ray sets (seeds 1700 to 3163), the four
// that were no neutral (a hand's pieces, no hand found: seeds 2268,
// 2777, 2842, 3032) led by 1, 3.5, 5.5 and 10.5; those that were led by
// 11.5 and more, but for one, under a hand too, by 3.5 (seed 2594).
const goldLead = 6.0

// smallGolden is the share of the usual face under which a face read
// white, golden, is not the neutral (decideNeutral).
const smallGolden = 0.8

// greenShare is how much greener (Lab a, less) than the white faces the
// neutral may be, for how much yellower (Lab b) it is: gold is yellow,
// an edition's greenish at most, and a green cloth's light tints it.
const greenShare = 1.0

// greenNotGold reports whether a colour da greener (Lab a less) and db
// yellower than another is green, not gold, by greenShare.
func greenNotGold(da, db float64) bool {
	return -da > greenShare*db
}

// specksOnly reports whether the marks face r was read with are far
// smaller than the usual white face's (usual, as markShare; 0 for none
// known): under it by more than one edition's marks differ (sizedLike's
// 1.6), they are no print but slivers of shade at its rim, and a bar
// among them says nothing of a tall stack's sides (a fresh POV-Ray scene,
// seed 15671: the neutral on lilac cloth, two slivers at its corners 0.40
// of the white faces' dots, read a W2 with bars among dots, and left
// unnamed; the sides read a W1 in seed 11318 were 0.94 of them).
func specksOnly(r StackReading, usual float64) bool {
	return usual > 0 && r.markShare > 0 && 1.6*r.markShare < usual
}

// oneDotPrinted reports whether face r was read surely with one mark that
// is print: a dot (as wide as long, to dotLong), no smaller than the
// usual white face's marks (usual, as markShare) by more than editions
// differ (specksOnly), and in from its rim (oneMarkAtRim).
func oneDotPrinted(r StackReading, usual float64) bool {
	return r.Marks == 1 && r.Confidence > unsureScore && usual > 0 && r.markLong > 0 && r.markLong <= dotLong && !specksOnly(r, usual) && !oneMarkAtRim(r)
}

// oneMarkAtRim reports whether the one mark face r was read with lies in
// the outer part of its box, as outerMark weighs a hole: no edition
// prints a mark there, and a tall stack's sides, whose dark band a bar
// among dots is (decideNeutral), lie across the middle of the region
// read as their face (seed 11318: 0.50 of the way to its edge). A
// sliver of shade along the face's rim lies there (a fresh POV-Ray
// scene, seed 15778 as JPEG q80: the neutral on pale green laminate, a
// line 3 by 19 pixels along its edge, 0.94 of the way out, read a W1,
// and for its gold left unnamed).
func oneMarkAtRim(r StackReading) bool {
	return r.Marks == 1 && len(r.marksAt) == 1 && !r.Bounds.Empty() && outerPart(r.marksAt[0], r.Bounds)
}

// redShare is how much redder (Lab a) than the white faces the neutral
// may be, for how much yellower (Lab b) it is: gold is yellow, and skin
// is as red as it is yellow or redder. Of the neutrals weighed in three
// POV-Ray sets (seeds 4786 to 4911, PNG and JPEG q80, 147 faces), the
// reddest was 0.61 as red as yellow (22.8 redder, 37.1 yellower, under
// 3400 K light); the pieces of hands weighed there 1.06 to 1.65 (a
// finger where the neutral was hidden, seed 4878 as JPEG q80, 25.3
// redder, 15.3 yellower: named the neutral where no stack is).
const redShare = 0.85

// skinBlankRedder and skinBlankShare: a face with no marks of skin's hue
// (redNotGold) that is this much redder (Lab a) than the white faces'
// median and this many faces large is a piece of a hand (decideNeutral);
// and one skinRedder redder, of any size. A white face whose marks were
// lost is of the white faces' colour, a black one greener, the neutral
// yellower; a scale's face with its sides, seen aslant, under 1.5 faces.
const (
	skinBlankRedder = 6.0
	skinBlankShare  = 1.6
)

// skinBlank reports whether a face with no marks, green redder (Lab a)
// than the white faces and share of the usual face large, is a hand's
// piece by its redness (skinBlankRedder, skinRedder) and size.
func skinBlank(green, share float64) bool {
	return green >= skinBlankRedder && share >= skinBlankShare || green >= skinRedder
}

// redNotGold reports whether a colour da redder (Lab a more) and db
// yellower than another is skin's hue, not gold, by redShare.
func redNotGold(da, db float64) bool {
	return da > redShare*db
}

// decideNeutral names the neutral: of the stacks where no marks were seen,
// the one clearly more golden than the white scales. A box holds one
// neutral, so at most one stack is named; the others stay unreadable.
// A face read as a white one shows the neutral too when it is as golden
// as that: the one "mark" was a speck of its grain.
//
// A calibrated appearance says how much yellower the neutral looked than
// the white scales at set-up; half of that is the margin, instead of a
// margin that has to serve every set.
func decideNeutral(rs []StackReading, app *calibration.Appearance) {
	// The white scales' tint is the reference for "golden", so that warm
	// light does not make every pale thing gold; their median, so that
	// the neutral read as white does not pull it.
	// A face read white, with one mark, is weighed by its own colour
	// against the white faces' own: in a region with a black stack on a
	// pink table, the neutral read a sure W1 (a seam at its rim its
	// "mark") was no more golden than the white regions by its region's
	// colour (editions sweep seed 95 frame 69). A face with no marks has
	// its own colour already, weighed against the white faces' regions,
	// as the margin was set.
	var whiteL, whiteA, whiteB, whiteOwn, whiteOwnA, whiteOwnL []float64
	for _, r := range rs {
		if r.Top.Color() == rules.White {
			whiteL, whiteA = append(whiteL, r.stats.meanL), append(whiteA, r.stats.meanA)
			whiteB = append(whiteB, r.stats.meanB)
			if r.own.meanL > 0 {
				whiteOwn = append(whiteOwn, r.own.meanB)
				whiteOwnA = append(whiteOwnA, r.own.meanA)
				whiteOwnL = append(whiteOwnL, r.own.meanL)
			}
		}
	}
	median := func(v []float64) float64 {
		if len(v) == 0 {
			return 128
		}
		return kth(v, len(v)/2)
	}
	refB, refOwn := median(whiteB), median(whiteOwn)
	refOwnA := median(whiteOwnA)
	// A face read white with two or three marks but golden is the
	// neutral whose "marks" are pieces of the table in a ragged outline
	// (a POV-Ray scene, fresh seed 3585: read a sure W2, 35 yellower than
	// the white faces), or no face at all: weighed as the neutral, and
	// unread if not named. Of the 5900 white faces read in 13 POV-Ray
	// sets, as PNG and as JPEG q80, none read right was more than 12
	// yellower than the others.
	// A face read white is weighed by its own colour against at least
	// three white faces' own, so that one face of another tint has no say.
	ownWhite := func(r StackReading) bool {
		return r.Top.Color() == rules.White && r.own.meanL > 0 && len(whiteOwn) >= 3
	}
	golden := func(r StackReading) bool { return ownWhite(r) && r.own.meanB-refOwn >= goldenWhite }
	// Bluer than the white faces, a face read white is none: no light
	// on a table tints one white face so apart from the others (a fresh
	// POV-Ray scene, seed 5404 as JPEG q80: a lit band of lilac cloth
	// between two shadows, the gap at its edge a "stripe", read a W1
	// where no stack is, 29.6 bluer). See blueWhite.
	// Not where a white face beside it is as blue by half as much: the
	// light is bluer there, a lamp's cooler side or the daylight, not a
	// cloth's band (a fresh POV-Ray scene, seed 13894: the two W2s at
	// the snake's tail, side by side, 21 bluer, both said unread).
	blue := func(r StackReading) float64 { return refOwn - r.own.meanB }
	usual := usualFace([][]StackReading{rs})
	reach := blueReach * usual
	// Nor a face lit to the top of the camera's range: its tint is
	// clipped away, and it is whiter, not bluer (a fresh POV-Ray scene,
	// seed 14090: a W1 in a lamp's hot spot on cream laminate, L 255,
	// b 4 where the other white faces are 22 to 26, said no white face).
	bluish := func(r StackReading) bool {
		return ownWhite(r) && blue(r) >= blueWhite && r.own.meanL < clippedL && !slices.ContainsFunc(rs, func(o StackReading) bool {
			return o.Center != r.Center && ownWhite(o) && blue(o) >= blueWhite/2 && dist(o.Center, r.Center) <= reach
		})
	}
	defer func() {
		for i := range rs {
			switch r := &rs[i]; {
			case golden(*r):
				r.Why = fmt.Sprintf("read as %s, but its face is yellower than the other white faces by %.0f: the neutral's gold", r.Top, r.own.meanB-refOwn)
				r.Top = rules.NoScale
			case bluish(*r):
				r.Why = fmt.Sprintf("read as %s, but its face is bluer than the other white faces by %.0f: no white face", r.Top, refOwn-r.own.meanB)
				r.Top = rules.NoScale
			}
		}
	}()
	if slices.ContainsFunc(rs, func(r StackReading) bool { return r.Top == rules.Neutral }) {
		return // named already, by another search
	}
	dots := dotsFrame([][]StackReading{rs})
	usualShare := usualMark([][]StackReading{rs}, func(r StackReading) float64 { return r.markShare })[colourIndex(rules.NewScale(rules.White, 1))]
	margin := goldMargin
	if app != nil {
		margin = math.Max(4, app.Gold()/2)
	} else if len(whiteB) == 0 {
		// No white face tells the light's tint: gold is weighed against
		// grey, and a white face is yellower than grey by its tint
		// alone, up to whiteTint on a cream cloth in warm light. Over the
		// counted POV-Ray folders (4,860 frames, PNG and JPEG q80), the
		// neutral named with no white face read was 31.7 or more
		// yellower than grey (30 frames); a sliver of a W2 beside an arm
		// that filled the frame, 16.5 (a fresh POV-Ray scene, seed 9321:
		// named the neutral), fingers over a B3 on pale wood, 19.9
		// (seed 9319), and 28 pieces of hands under 24, hidden with them
		// or unread.
		margin = noWhiteGold
	}
	best, bestGold, second := -1, 0.0, 0.0
	bestWarm := false // best is gold by warmGold, at half the margin or more
	white := [3]float64{median(whiteL), median(whiteA), refB}
	whiteOwnLab := [3]float64{median(whiteOwnL), refOwnA, refOwn} // their own colour, inside their boxes
	for i, r := range rs {
		// No face is five faces large: the neutral's box, with its
		// side bands, is at most 3.7 times the usual face in every
		// check; a finger laid over two stacks, of a dark hand on
		// brown laminate that was never taken for a hand, 7.6 (a
		// POV-Ray scene, fresh seed 1214: read the neutral).
		if usual > 0 && len(r.Outline) > 2 && polygonArea(r.Outline) > 5*usual*usual {
			continue
		}
		// Nor one known by the box of a region of several stacks'
		// share (crowded): its colour is the region's (POV-Ray seed
		// 3319 as JPEG q80: a forearm over the snake, 7 scales' share,
		// taken for six stacks run together, named the neutral by its
		// skin).
		// A white face read unsure is weighed too: a sliver of shade
		// along the neutral's rim its "mark" (img_0012 through another
		// camera, stream 26: an unsure W2, the neutral said unread).
		if r.clothShade {
			if debugFaces {
				fmt.Fprintf(os.Stderr, "neutral? %v at %v: the cloth's colour in shade\n", r.Top, r.Center)
			}
			if r.Top == rules.NoScale {
				rs[i].Why = "no marks seen, and the colour of the cloth in shade: a shadow, or the neutral in it"
			}
			continue
		}
		if r.Top != rules.NoScale && !(r.Top.Color() == rules.White && (r.Marks == 1 || r.Confidence <= unsureScore || golden(r)) && len(whiteB) >= 3) || r.faceless || r.ringsDark || r.tintedMarks || r.manyBlank || r.crowded && !ownOutline(r) {
			continue
		}
		if r.Top.Color() == rules.White && oneDotPrinted(r, usualShare) {
			// Its one mark is print, no speck of the neutral's grain
			// nor a sliver of shade at its rim: a W1 in a warm shade
			// is no neutral (a fresh POV-Ray scene, seed 15514: a W1
			// in an arm's shade on green felt, its dot 16 pixels
			// across in its middle, 12.6 yellower than the white
			// faces; named the neutral, none in the frame, and
			// hidden with the arm).
			continue
		}
		if dots && barMark(r) && !specksOnly(r, usualShare) && !oneMarkAtRim(r) {
			// A face read white whose mark is a bar among dots is a
			// tall stack's sides, a dark band between light ones
			// (doubtBars), whatever their gold: the neutral on three
			// on yellow laminate, its own face the laminate's colour
			// and not found, its sides read a W1 and named the neutral
			// 40 pixels below its face (a fresh POV-Ray scene, seed
			// 11318: a stack read where none is, without a word).
			continue
		}
		// Green is weighed face to face: a white face's region takes
		// the table's tint (a red cloth's makes every face greener than
		// the white regions), a face with no marks has its own colour.
		gold, green := r.stats.meanB-refB, r.stats.meanA-refOwnA
		if r.Top != rules.NoScale && r.own.meanL > 0 {
			gold, green = r.own.meanB-refOwn, r.own.meanA-refOwnA
		}
		share := 0.0 // of the usual face
		if usual > 0 && len(r.Outline) > 2 {
			share = polygonArea(r.Outline) / (usual * usual)
		}
		if debugFaces {
			fmt.Fprintf(os.Stderr, "neutral? %v at %v: yellower by %.1f, greener by %.1f than the white faces, %.2f of the usual face\n", r.Top, r.Center, gold, -green, share)
		}
		if greenNotGold(green, gold) {
			if r.Top == rules.NoScale && r.besideRead && -green >= greenCloth {
				rs[i].clothHue = true
				if debugFaces {
					fmt.Fprintf(os.Stderr, "neutral? %v at %v: beside a face read, greener than the white faces by %.0f: the cloth\n", r.Top, r.Center, -green)
				}
			}
			// Green, no gold: a green cloth's shade between two tall
			// stacks, a blank "face" (a POV-Ray scene, fresh seed 1029:
			// 14.8 yellower than the white faces, 31.6 greener; read the
			// neutral where no stack is). The neutral on a pale green
			// cloth is 28.7 yellower and 17.8 greener (palefolds-027),
			// an edition's gold greener still, yellower too.
			continue
		}
		// A face read white, whose gold alone would name it, that is
		// smaller than a face: the neutral's face is whole, or found
		// whole enough by the blank search; a pale patch read white for
		// a speck in it is a stack's white sides and its shade on a
		// cream cloth (a POV-Ray scene, fresh seed 4691: a W1 of 0.67
		// the usual face, 18 yellower than the white faces, 1.5 radii
		// below a B2 on four, named the neutral where no stack is). Of
		// the neutral faces named in the POV-Ray sets, none read white
		// was under 0.98 of the usual face; such false ones were 0.35
		// to 0.9. Said unread, not white: its gold says it is no white
		// face either. But a face golden as no white face is
		// (goldenWhite, by its own colour) is weighed as the neutral,
		// a taller stack in front hiding some of it (a fresh POV-Ray
		// scene, seed 16907: the neutral on two behind a B2 on five,
		// 0.75 of the usual face, read W1, 36 yellower, said unread;
		// seed 9629: the neutral by a hand, 0.50 of it, 30 yellower).
		// Over 5,900 POV-Ray frames (seeds 14459 to 17050 and 268
		// harder ones, PNG and JPEG q80), the only other such face was
		// a hand's piece 20 yellower (seed 16565 as JPEG q80); seed
		// 4691's was 18.
		if r.Top != rules.NoScale && gold >= margin && !golden(r) && share > 0 && share < smallGolden {
			rs[i].Why = fmt.Sprintf("read as %s, yellower than the other white faces by %.0f, but %.2f of a face's size: neither a white face nor the neutral's", r.Top, gold, share)
			rs[i].Top, rs[i].Confidence = rules.NoScale, 0
			continue
		}
		// Only a face with no marks, by its own colour against the white
		// faces' regions, as refB weighs it: one read white is golden by
		// goldenWhite already. Gold by warmGold is no skin, however red
		// against the white faces in Lab (seed 9222: a salmon neutral
		// under a 3700 K lamp, 11.2 redder and 11.8 yellower).
		byPaint := app == nil && len(whiteB) >= 3 && white[0] > 0 && r.Top == rules.NoScale
		// A face's own colour is weighed against the white faces' own
		// too, where a cloth's colour in their regions tints them: on
		// green felt, against the white faces' regions, the neutral is
		// as red as a hand's skin (a fresh POV-Ray scene, seed 14473:
		// 0.62 red and 0.43 yellow by its paint against the regions,
		// 0.34 and 0.64 against the faces; hidden as skin where no hand
		// was). Only a face shaped as one (goldShapedAspect): a
		// hand's pieces so weighed lose the cloth's green too.
		ownWarm := func() bool {
			return len(whiteOwnL) >= 3 && r.ownStats && len(r.Outline) >= 3 && aspect(minAreaRect(r.Outline)) <= goldShapedAspect &&
				warmGold(r.stats.lab(), whiteOwnLab)
		}
		isWarm := byPaint && gold >= margin/2 && (warmGold(r.stats.lab(), white) || ownWarm())
		// Nor is a face shaped as one, clearly yellower than the white
		// faces and yellow by its paint, that is red only against white
		// faces a green cloth or a warm lamp tinted (goldShaped).
		if redNotGold(green, gold) && !isWarm && !(byPaint && gold >= margin && goldShaped(r, white)) {
			// Skin's hue: a hand's piece, with no hand found (seed
			// 4878), is no neutral, whatever its gold. Redder than
			// the white faces, no face, black or white, and larger
			// than one, it is no stack either: the place is hidden
			// (a fresh POV-Ray scene, seed 5006 as JPEG q80: a hand
			// on tan wood of its hue, found in pieces, two fingers
			// 2.2 and 2.8 faces large, 8.9 and 17.5 redder than the
			// white faces, said stacks unread where none is). Of any
			// size, far redder: seed 5041 as JPEG q80, a thumb on
			// red-brown wood cut in two, 23 redder, 0.64 and 1.27
			// faces large.
			if r.Top == rules.NoScale && len(whiteOwnA) > 0 && skinBlank(green, share) {
				// Its why stays: skinCluster and hiddenTips know a
				// hand's pieces by it first.
				rs[i].skin = true
				if debugFaces {
					fmt.Fprintf(os.Stderr, "neutral? %v at %v: redder than the white faces by %.0f and %.1f faces large: a hand's skin\n", r.Top, r.Center, green, share)
				}
			}
			continue
		}
		if r.longBlank && r.Top == rules.NoScale {
			// A finger laid on the table, its hand seen close and
			// never found, is no face, however golden its skin (a
			// fresh POV-Ray scene, seed 13655: a finger 3.2 times as
			// long as wide, 3.7 faces large, named the neutral beside
			// the W3 it hid, nothing said). Its gold still rivals
			// another piece's: a hand's other fingers are as golden.
			rs[i].Why = "no marks seen, on a light piece too long for a face: a finger or an arm's edge"
			second = max(second, gold)
			continue
		}
		if gold > bestGold {
			best, second, bestGold, bestWarm = i, max(second, bestGold), gold, isWarm
		} else if gold > second {
			second = gold
		}
	}
	if best < 0 || bestGold < margin && !bestWarm {
		return
	}
	r := &rs[best]
	r.Top = rules.Neutral
	r.Why = ""
	// Sure when clearly yellower than white scales and than any other
	// unreadable stack.
	r.Confidence = math.Min(0.95, 0.5+0.02*(bestGold-second))
	if bestGold-second < goldLead {
		r.Top, r.Confidence = rules.NoScale, 0
		r.Why = fmt.Sprintf("golden by %.0f, but another unread stack is nearly as golden", bestGold)
	}
}

// doubtColouredWhite says unread each face still read white (the
// neutral named, decideNeutral) whose own colour is coloured past any
// white face (whiteChroma) and colouredWhite times the median of the
// other white faces' own chroma: one set's white faces are alike in one
// light. A warm lamp tints them all alike, to 42 (POV-Ray seed 16743,
// under 2900 K), so the bound is against the frame's others, not the
// chroma alone. Where too few white faces were read to weigh the neutral
// against, the neutral read a sure W1 stays so (a POV-Ray scene, seed
// 15295: the neutral on seven beside a W3 and a B3, a seam along its
// rim its "mark", chroma 41 beside the W3's 14.5; a misread, nothing
// said). Over the POV-Ray sets of seeds 16426 to 17637 (PNG and JPEG
// q80; 16966 to 17050 in part), the 11,740 faces read white and right
// were 2.2 times the others' at most (a W2 of chroma 25), and 1.26
// past whiteChroma; those read wrong past whiteChroma, 2.5 and more. Only a face read surely: one read unsure is said so already, or
// dropped as a stack's side band (a synthetic scene, near frames, seed
// 3 frame 34: a sliver of blue table between a W3 and a B1 seen close,
// an unsure W1 of chroma 32, dropped beside the B1, kept as a stack
// unread once doubted first).
func doubtColouredWhite(rs []StackReading, minConfidence float64) {
	for i, r := range rs {
		if r.Top.Color() != rules.White || r.own.meanL == 0 || r.Confidence < minConfidence {
			continue
		}
		ch := r.own.chroma()
		if ch < whiteChroma {
			continue
		}
		var others []float64
		for j, o := range rs {
			if j != i && o.Top.Color() == rules.White && o.own.meanL > 0 {
				others = append(others, o.own.chroma())
			}
		}
		if len(others) == 0 {
			continue
		}
		if m := kth(others, len(others)/2); ch >= colouredWhite*m {
			rs[i].Why = fmt.Sprintf("read as %s, but coloured %.1f times the other white faces: no white face", r.Top, ch/m)
			rs[i].Top = rules.NoScale
		}
	}
}

// colouredWhite: see doubtColouredWhite.
const colouredWhite = 2.5

// skinRedder is how much redder (Lab a) than the frame's white faces a
// face read white may be where a hand is. Light of any warmth tints
// every white face alike, and mostly yellower. Of 4089 white faces read
// in 19 POV-Ray sets of 40 (seeds 1700 to 2762), those read right were
// redder by 13.8 at most; two misreads by a hand by 21.2 and 23.4:
// fingers on wood read a W2, the violet table between fingers a W2, each
// with "marks" of the black faces or shadows round it (and a thumb on
// wood, read a W1, by 15.6, said unread already for its shape: see
// doubtLong). Where no hand is, a W3 whose outline took in a pale pink
// cloth was redder by 21 and read right (palefolds frame 93 of the
// tables check).
const skinRedder = 15.0

// doubtSkinWhite says unread each face read white whose own colour is
// redder than the median of the white faces' own by skinRedder; the
// caller asks only where a hand is (POV-Ray seed 2406: a B3 under three
// fingers on wood, the fingers and the table between them read a W2 of
// 0.71). At least three white faces are the reference, so that one face
// of another tint has no say.
func doubtSkinWhite(rs []StackReading) {
	ref, ok := whiteOwnMedian(rs, func(own faceStats) float64 { return own.meanA })
	if !ok {
		return
	}
	for i := range rs {
		r := &rs[i]
		if r.Top.Color() == rules.White && r.own.meanL > 0 && r.own.meanA-ref >= skinRedder {
			r.Why = fmt.Sprintf("read as %s, but with a hand in the frame, its face is redder than the other white faces by %.0f: skin, or the table between fingers", r.Top, r.own.meanA-ref)
			r.Top = rules.NoScale
		}
	}
}

// whiteOwnMedian is the median of of(own colour) over the faces read
// white with a colour of their own; ok only with three such faces at
// least, so that one face of another tint or light has no say.
func whiteOwnMedian(rs []StackReading, of func(own faceStats) float64) (median float64, ok bool) {
	var v []float64
	for _, r := range rs {
		if r.Top.Color() == rules.White && r.own.meanL > 0 {
			v = append(v, of(r.own))
		}
	}
	if len(v) < 3 {
		return 0, false
	}
	return kth(v, len(v)/2), true
}

// darkWhite is the least share of the white faces' light (the median of
// their own colours' L, three at least) a face read white keeps where no
// hand is found to shade it. Over the counted POV-Ray folders (seeds 5000
// to 9744, PNG), the white faces read right in frames with no hand kept
// 0.77 of it and more (3,233 faces), and in the shade of a hand, found or
// not, 0.66 (0.68 in seed 8256 as JPEG q80, a hand not found); a black
// face lit grey on magenta felt, its light part with the white sides of
// the scales below it taken for a face and the black for three marks run
// together, 0.61 (a fresh POV-Ray scene, seed 9700: a sure W3 where a B2
// lies, nothing said).
const darkWhite = 0.65

// doubtDarkWhite says unread each face read white whose own colour is
// darker than darkWhite of the white faces' median. Where a hand is
// found (handFound), only one whose marks ran together (counted by a
// hole's bumps): a black face read the other way round, the table or
// the white sides round it its "face" and itself three marks run
// together, is as dark (a fresh POV-Ray scene, seed 16419: a B2 beside
// an arm on dark streaked wood, read a sure W3 at 0.58 of the white
// faces' light). A hand's shade darkens white faces as much: over the
// POV-Ray sets of seeds 14459 to 16005 (PNG and JPEG q80), of the 3,650
// faces read white and right in frames with a hand found, some kept
// 0.55 of the light, but none whose marks ran together under 0.94.
func doubtDarkWhite(rs []StackReading, handFound bool) {
	ref, ok := whiteOwnMedian(rs, func(own faceStats) float64 { return own.meanL })
	if !ok {
		return
	}
	for i := range rs {
		r := &rs[i]
		if r.Top.Color() == rules.White && r.own.meanL > 0 && r.own.meanL < darkWhite*ref && (!handFound || r.runTogether) {
			why := "no hand shades it"
			if handFound {
				why = "its marks ran together"
			}
			r.Why = fmt.Sprintf("read as %s, but its face has %.2f of the other white faces' light, and %s: no white face", r.Top, r.own.meanL/ref, why)
			r.Top = rules.NoScale
		}
	}
}

// convexHull is the corners of the points' convex hull, in order
// (Andrew's monotone chain), for points already in Go.
func convexHull(pts []image.Point) []image.Point {
	if len(pts) < 3 {
		return slices.Clone(pts)
	}
	// Sorted by x, then y, as whole numbers: a face's contour has
	// hundreds of points, and a comparison function called for each
	// pair cost more than the rest of the hull.
	keys := make([]uint64, len(pts))
	for i, p := range pts {
		keys[i] = uint64(uint32(int32(p.X))^1<<31)<<32 | uint64(uint32(int32(p.Y))^1<<31)
	}
	slices.Sort(keys)
	ps := make([]image.Point, len(keys))
	for i, k := range keys {
		ps[i] = image.Pt(int(int32(uint32(k>>32)^1<<31)), int(int32(uint32(k)^1<<31)))
	}
	cross := func(o, a, b image.Point) int {
		return (a.X-o.X)*(b.Y-o.Y) - (a.Y-o.Y)*(b.X-o.X)
	}
	hull := make([]image.Point, 0, 2*len(ps))
	for _, p := range ps { // lower chain
		for len(hull) >= 2 && cross(hull[len(hull)-2], hull[len(hull)-1], p) <= 0 {
			hull = hull[:len(hull)-1]
		}
		hull = append(hull, p)
	}
	lower := len(hull) + 1
	for i := len(ps) - 2; i >= 0; i-- { // upper chain
		for len(hull) >= lower && cross(hull[len(hull)-2], hull[len(hull)-1], ps[i]) <= 0 {
			hull = hull[:len(hull)-1]
		}
		hull = append(hull, ps[i])
	}
	return hull[:len(hull)-1] // the last is the first again
}

// edgeDistance is the distance from p to the nearest edge of a closed
// polygon.
func edgeDistance(pts []image.Point, p image.Point) float64 {
	best := math.Inf(1)
	px, py := float64(p.X), float64(p.Y)
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		ax, ay := float64(a.X), float64(a.Y)
		dx, dy := float64(b.X)-ax, float64(b.Y)-ay
		f := 0.0
		if l2 := dx*dx + dy*dy; l2 > 0 {
			f = max(0, min(1, ((px-ax)*dx+(py-ay)*dy)/l2))
		}
		best = min(best, math.Hypot(px-ax-f*dx, py-ay-f*dy))
	}
	return best
}

// pointsBox is the box of the points, as OpenCV's boundingRect: its
// right and bottom one past the farthest point.
func pointsBox(pts []image.Point) image.Rectangle {
	if len(pts) == 0 {
		return image.Rectangle{}
	}
	r := image.Rectangle{pts[0], pts[0]}
	for _, p := range pts[1:] {
		r.Min.X, r.Min.Y = min(r.Min.X, p.X), min(r.Min.Y, p.Y)
		r.Max.X, r.Max.Y = max(r.Max.X, p.X), max(r.Max.Y, p.Y)
	}
	r.Max = r.Max.Add(image.Pt(1, 1))
	return r
}

// centredDots reports whether tiny holes (round, from 0.006 of the face
// to the speck's cut) are a small face's dots with the marks found: all
// as large as the largest found within a factor 0.6, one to three in
// all, their middle at the face's (box's) centre within 0.15 of its
// lesser side, where a lone dot, a pair or a row of three lie. The smallest
// dot an edition has is a fiftieth of the face, but a small face's dots,
// a few pixels across and blurred, leave only their cores under the
// face's threshold, 0.0068 of it (POV-Ray seed 3825: W1s and W2s 43
// pixels across, their dots holes of 10, said unread). A speck so small
// off the centre is none (sweep seed 52 frame 21: a hole of 10, 0.23 of
// the side from the centre of a B1's piece; the shared game, frame 215:
// slivers on a hand's pale piece).
func centredDots(found, tiny []hole, box image.Rectangle) bool {
	all := slices.Concat(found, tiny)
	if len(tiny) == 0 || len(all) > 3 {
		return false
	}
	var largest float64
	for _, f := range found {
		largest = max(largest, f.area)
	}
	for _, h := range all {
		if h.area < 0.6*largest {
			return false
		}
	}
	return atCentre(offCentre(all, boxCentre(box)), box)
}

// atCentre reports whether a point d from the centre of a face's box
// lies where a lone dot, or the middle of a face's marks, does: within
// 0.15 of the box's lesser side.
func atCentre(d float64, box image.Rectangle) bool {
	return d <= 0.15*float64(min(box.Dx(), box.Dy()))
}

// printedApart reports whether face c, read surely, shows three marks,
// each a hole of its own: a scale's print, which neither the neutral's
// gold nor a cloth's crest in its shade shows, and three, the most a
// scale has, so that no finger over it, whose skin tints it as much, hid
// one (the finger check, frame 1117: a finger over a B3, read a sure B2
// with two marks apart).
func printedApart(c faceCandidate) bool {
	return c.marks == 3 && c.holes == 3 && c.score > unsureScore
}

// cleanThree reports whether face c shows three marks, each a hole of
// its own, with no other hole beside them larger than half the least of
// them, read surely: three is the most a scale has, so a hand's shade
// over such a face hid none, and one cut open would not be a clean hole
// (a fresh POV-Ray scene, seed 9713: a B3 on a tall stack on green felt,
// its shadow in its region making its face "too coloured for a black
// one", read from the grey part alone and said unread). A larger hole
// that is a crescent along its rim (oddCrescent) is a lower scale's side
// band seen past the face, not a mark cut open (a fresh POV-Ray scene,
// seed 16241: a B3 on a white scale by a hand on red cloth, the white
// band 322 pixels to its dots' 115, said unread).
func cleanThree(c faceCandidate) bool {
	return c.marks == 3 && c.holes == 3 && !c.extraHoles && !c.more() && (c.odd < 0.5*c.mark || c.oddCrescent) && c.score > unsureScore
}

// readAlike reports whether face o, read surely, is face c read again:
// of its colour and marks, their boxes overlapping over half the smaller.
func readAlike(o, c faceCandidate) bool {
	if o.dark != c.dark || o.marks != c.marks || o.score <= unsureScore {
		return false
	}
	in := o.box.Intersect(c.box)
	small := min(o.box.Dx()*o.box.Dy(), c.box.Dx()*c.box.Dy())
	return !in.Empty() && 2*in.Dx()*in.Dy() > small
}

// rimCrescent reports whether a hole of area a and box rr in a face of
// box is a thin crescent along the face's rim: under a fifth of its box,
// 2.5 times as long as wide, or twice and thin (crescentThin), and 0.6
// of the face across or longer. So a
// lower scale's light side band looks, seen past a black face lit grey
// and taken on the light part's threshold (POV-Ray seed 4177: a B2's
// gold dots, the white band below it a hole of 0.10 of its box, 72 by 24
// on a face of 80, said unread), where a tall stack's sides or a glossy
// strip's dark rim leave holes ragged all over.
func rimCrescent(a float64, rr gocv.RotatedRect, box image.Rectangle) bool {
	long := float64(max(rr.Width, rr.Height))
	return boxFill(a, rr) < 0.2 && (aspect(rr) >= 2.5 || aspect(rr) >= 2 && a <= crescentThin*long*long) && long >= 0.6*float64(min(box.Dx(), box.Dy()))
}

// bandAcross reports whether a hole of area a and box rr in a face of
// box is a thin band across it: under a quarter of its box, and as long
// as 0.8 of the face across. So a lower scale's light side shows where
// the face of a tall stack seen aslant was taken in with the black side
// below it, the band bent round two of a hexagon's sides (a fresh
// POV-Ray scene, seed 13086: a B1 on a stack seen 28 degrees off
// vertical, the white band 614 pixels in a box of 88 by 53 across a
// region 90 wide, filling 0.13 of it; said unread as marks run
// together), where marks run together are a block.
func bandAcross(a float64, rr gocv.RotatedRect, box image.Rectangle) bool {
	return boxFill(a, rr) < 0.25 && float64(max(rr.Width, rr.Height)) >= 0.8*float64(min(box.Dx(), box.Dy()))
}

// crescentThin is the most a crescent's mean width (its area over its
// length) is of its length, where it bends too much along the rim for its
// box to be 2.5 times as long as wide, twice at least (rimCrescent; half
// a ring is twice as long as wide, and a lower scale's band shows along
// half the rim at most): a B1 lit grey on
// green cloth, the white band below it 72 by 32 and 2.3 pixels wide on
// the mean, its box 2.25 times as long as wide (a fresh POV-Ray scene,
// seed 5491: "no marks seen"); seed 4177's band was 2.4 wide, 72 long.
const crescentThin = 0.05

// blurredDot reports whether m, a face's one mark too small for any
// edition's (under 0.008 of a scale's face, tile), is still a dot: a
// whole face's (faceArea at least 0.75 tile: a small W1 on green felt,
// its face 0.76 of the disc the radius gives and its dot 8 pixels on
// the face's own threshold, was said unsure, fresh POV-Ray seed 11182;
// the same dot was 14 on the region's), at its very centre (within
// 0.15 of its box's lesser side), where a lone dot lies, and 0.005 of
// tile or more. A small scale's dot, blurred, is a hole a few pixels
// across whose outline encloses half its pixels (POV-Ray scenes, seeds
// 3251 and 3356: W1s 37 pixels across in an arm's shade, each dot a hole
// of 8 a pixel or two from the face's centre, said unsure). A speck of a
// tall stack's sides lies on a piece of a face, or off its centre (a
// speck of 22 in a side band's face of 2812, 0.29 of the side from its
// centre: stored frame dark300-225, a sure B1 where no stack is).
func blurredDot(m hole, faceArea, tile float64, box image.Rectangle) bool {
	return faceArea >= 0.75*tile && m.area >= 0.005*tile && atCentre(dist(m.rect.Center, boxCentre(box)), box)
}

// polygonArea is the area inside a closed polygon (the shoelace formula,
// as OpenCV's contourArea, and as exact: its products and sums of whole
// pixels are whole in float64 as well).
func polygonArea(pts []image.Point) float64 {
	if len(pts) == 0 {
		return 0
	}
	a, prev := 0, pts[len(pts)-1]
	for _, p := range pts {
		a += prev.X*p.Y - p.X*prev.Y
		prev = p
	}
	return math.Abs(float64(a)) / 2
}

// faceSize is a face's least width and its length (of its hull's least
// rotated box) in radii of a disc of area tile; +Inf where either is
// unknown.
func faceSize(hull []image.Point, tile float64) (across, long float64) {
	if len(hull) < 3 || tile <= 0 {
		return math.Inf(1), math.Inf(1)
	}
	rr := minAreaRect(hull)
	r := math.Sqrt(tile / math.Pi)
	return float64(min(rr.Width, rr.Height)) / r, float64(max(rr.Width, rr.Height)) / r
}

// cutBetweenDots reads again as one face a part that a row's cut parted
// between the dots of one face: a piece with one dot or two has another
// past its outline where a face's next would lie (dotBesidePiece), and
// the whole part read as one face holds as many marks as the pieces
// together, three at most. A tall stack's white sides below its face
// make a white face with them two faces long, and cutRow parts it as two
// faces edge to edge (a fresh POV-Ray scene, seed 10763: a W3 hexagon on
// three, cut between its first dot and its second, two stacks unread).
func cutBetweenDots(pix []uint8, cut []faceCandidate, px []uint8, w, h int, dark bool, total int, tile float64) (faceCandidate, bool) {
	if !slices.ContainsFunc(cut, func(c faceCandidate) bool { return dotBesidePiece(c, px, w, h, dark, tile) }) {
		return faceCandidate{}, false
	}
	sum := 0
	for _, c := range cut {
		sum += c.marks
	}
	whole := findFace(pix, px, w, h, dark, total, tile)
	if debugFaces {
		fmt.Fprintf(os.Stderr, "cut between dots? %d marks in %d pieces; whole: %s\n", sum, len(cut), whole.debug)
	}
	if sum > 3 || len(whole.outline) < 3 || whole.marks != sum || whole.score <= unsureScore {
		return faceCandidate{}, false
	}
	return whole, true
}

// dotBesidePiece reports whether, past the outline of face f read from
// a part of its region with one dot or two, lies another (printedDot):
// beside a lone dot, within 0.45 of a scale's width of it and more than
// a dot's width from it; beside two, where a third makes a row or a
// triangle with them, as every edition lays three dots (within a
// quarter of their spacing). Three are all a face has.
func dotBesidePiece(f faceCandidate, px []uint8, w, h int, dark bool, tile float64) bool {
	if !pieceOfOneOrTwo(f, tile) {
		return false
	}
	m := f.marked[0].rect
	dotAt, rd := printedDot(m, f.outline, px, w, h, dark)
	if dotAt == nil {
		return false
	}
	// A step of a third of the dot's half-width finds its middle half
	// within reach of the core test, and bounds the work on a face seen
	// close, its dots tens of pixels across.
	step := max(1, rd/3)
	ring := func(c [2]float64, from, to float64) bool {
		if dotAt(c[0], c[1]) {
			return true
		}
		for rho := from; rho <= to; rho += step {
			steps := int(2 * math.Pi * rho / step)
			for k := range steps {
				a := 2 * math.Pi * float64(k) / float64(steps)
				if dotAt(c[0]+rho*math.Cos(a), c[1]+rho*math.Sin(a)) {
					if debugFaces {
						fmt.Fprintf(os.Stderr, "dotBesidePiece: a dot at %.0f,%.0f past the piece, from %.0f,%.0f\n", c[0]+rho*math.Cos(a), c[1]+rho*math.Sin(a), c[0], c[1])
					}
					return true
				}
			}
		}
		return false
	}
	a := pointOf(m.Center)
	if len(f.marked) == 1 {
		return ring(a, 2.2*rd, 0.45*2*math.Sqrt(tile/math.Pi))
	}
	if aspect(f.marked[1].rect) >= 1.5 {
		return false
	}
	b := pointOf(f.marked[1].rect.Center)
	ux, uy := b[0]-a[0], b[1]-a[1]
	d := math.Hypot(ux, uy)
	mx, my := (a[0]+b[0])/2, (a[1]+b[1])/2
	apex := math.Sqrt(3) / 2
	for _, c := range [][2]float64{{b[0] + ux, b[1] + uy}, {a[0] - ux, a[1] - uy}, {mx - apex*uy, my + apex*ux}, {mx + apex*uy, my - apex*ux}} {
		if ring(c, step, 0.25*d) {
			return true
		}
	}
	return false
}

// pieceOfOneOrTwo reports whether f, read from a part of its region,
// has one mark or two and an outline to look past (dotBesidePiece,
// barBesidePiece).
func pieceOfOneOrTwo(f faceCandidate, tile float64) bool {
	return len(f.marked) > 0 && len(f.marked) <= 2 && len(f.outline) >= 3 && tile > 0
}

// barBesidePiece reports whether, past the outline of face f read from a
// part of its region with one stripe or two, lies another printed the
// same way (printedBar): beside a lone stripe, from a stripe's width and
// a half to 0.45 of a scale's width across it; beside two, a spacing
// past either, within a quarter of it. A face cut between its stripes
// leaves some in the other part, which may hold no face (a POV-Ray
// scene, seed 233 as JPEG q80: a B3 whose third stripe opened its rim,
// read a sure B1 from the part with the first).
func barBesidePiece(f faceCandidate, px []uint8, w, h int, dark bool, tile float64) bool {
	if !pieceOfOneOrTwo(f, tile) {
		return false
	}
	m := f.marked[0].rect
	barAt, across := printedBar(m, f.outline, px, w, h, dark)
	if barAt == nil {
		return false
	}
	c := pointOf(m.Center)
	bw := float64(min(m.Width, m.Height))
	if len(f.marked) == 1 {
		for o := 1.5 * bw; o <= 0.45*2*math.Sqrt(tile/math.Pi); o++ {
			if barAt(c[0]+o*across[0], c[1]+o*across[1]) || barAt(c[0]-o*across[0], c[1]-o*across[1]) {
				return true
			}
		}
		return false
	}
	b := pointOf(f.marked[1].rect.Center)
	d := (b[0]-c[0])*across[0] + (b[1]-c[1])*across[1] // signed, across the stripes
	if math.Abs(d) < 1.5*bw {
		return false // not side by side
	}
	for _, from := range [][2]float64{b, c} {
		step := d
		if from == c {
			step = -d
		}
		for t := 0.75; t <= 1.25; t += 0.5 / max(1, math.Abs(d)) {
			if barAt(from[0]+t*step*across[0], from[1]+t*step*across[1]) {
				return true
			}
		}
	}
	return false
}

// printedBar is a test of whether a point, outside outline (a face's
// piece), is the middle of a stripe printed as m is: as light (dark) as
// m along half its length, the way m lies, and far darker (lighter) a
// stripe's width to either side across it; and the unit vector across
// m. Nil for an m no stripe (under 1.5 times as long as wide, or too
// narrow to tell).
func printedBar(m gocv.RotatedRect, outline []image.Point, px []uint8, w, h int, dark bool) (func(x, y float64) bool, [2]float64) {
	_, _, e1x, e1y, e2x, e2y, ok := sides(m)
	l1, l2 := math.Hypot(e1x, e1y), math.Hypot(e2x, e2y)
	if !ok || aspect(m) < 1.5 || min(l1, l2) < 2 {
		return nil, [2]float64{}
	}
	along := [2]float64{e1x / l1, e1y / l1}
	across := [2]float64{e2x / l2, e2y / l2}
	long, wide := l1, l2
	if l2 > l1 {
		along, across, long, wide = across, along, l2, l1
	}
	peak := holePeak(px, w, h, m, dark)
	in := polygonMask(outline, image.Rect(0, 0, w, h))
	return func(x, y float64) bool {
		xi, yi := int(math.Round(x)), int(math.Round(y))
		if xi < 0 || yi < 0 || xi >= w || yi >= h || in[yi*w+xi] != 0 {
			return false
		}
		for _, t := range []float64{-0.25, 0, 0.25} {
			if markness(px, w, h, x+t*long*along[0], y+t*long*along[1], dark) < 0.85*peak {
				return false
			}
		}
		for _, sgn := range []float64{-1, 1} {
			if markness(px, w, h, x+sgn*wide*across[0], y+sgn*wide*across[1], dark) >= peak-60 {
				return false
			}
		}
		return true
	}, across
}

// printedDot is a test of whether a point, outside outline (a face's
// piece), is the middle of a dot printed as m is: a spot as dark as m
// (light, on a dark face; 0.85 of its peak) half m's width across,
// ringed within a dot's width and a quarter by pixels far lighter
// (darker) than it, as a face's colour in any light rings its print. A
// dot of the table's darkness on a dark table has no such ring. Nil for
// an m no dot (a bar, or too small to tell); and m's half-width.
func printedDot(m gocv.RotatedRect, outline []image.Point, px []uint8, w, h int, dark bool) (func(x, y float64) bool, float64) {
	if aspect(m) >= 1.5 {
		return nil, 0
	}
	rd := float64(max(m.Width, m.Height)) / 2
	if rd < 1.5 {
		return nil, 0
	}
	peak := holePeak(px, w, h, m, dark)
	in := polygonMask(outline, image.Rect(0, 0, w, h))
	hue := chromaNear(px, w, h, int(math.Round(float64(m.Center.X))), int(math.Round(float64(m.Center.Y))))
	return func(x, y float64) bool {
		xi, yi := int(math.Round(x)), int(math.Round(y))
		if xi < 0 || yi < 0 || xi >= w || yi >= h || in[yi*w+xi] != 0 {
			return false
		}
		for k := range 5 {
			dx, dy := 0.0, 0.0
			if k > 0 {
				a := float64(k) * math.Pi / 2
				dx, dy = 0.5*rd*math.Cos(a), 0.5*rd*math.Sin(a)
			}
			if markness(px, w, h, x+dx, y+dy, dark) < 0.85*peak {
				return false
			}
		}
		if math.Abs(chromaNear(px, w, h, xi, yi)-hue) >= printedChroma {
			// Printed in another ink: a tall stack's black side
			// past a white face's red dot (a fresh POV-Ray scene,
			// seed 13747 as JPEG q80: a W1 seen close, its stack's
			// black band at its corner ringed by the white sides
			// and the table, the W1 unsure).
			return false
		}
		// Ringed: every way but one out of sixteen, a pixel far paler
		// within 2.5 of its half-width. A band (a tall stack's dark
		// side beside its white face) runs on two ways, back to back.
		open := 0
		for k := range 16 {
			a := float64(k) * math.Pi / 8
			ux, uy := math.Cos(a), math.Sin(a)
			ringed := false
			for r := 0.5 * rd; r <= 2.5*rd && !ringed; r += 0.5 {
				rx, ry := x+r*ux, y+r*uy
				ringed = rx >= 0 && ry >= 0 && rx < float64(w) && ry < float64(h) && markness(px, w, h, rx, ry, dark) < peak-60
			}
			if !ringed {
				open++
			}
		}
		return open <= 1
	}, rd
}

// printedChroma is how far in chroma a dot printed past a face's piece
// may lie from the piece's own (printedDot): the same ink in the same
// light, where JPEG's blur of colour and a lamp's tint part them less.
const printedChroma = 15

// chromaNear is the mean chroma of Lab picture px (w×h) in the 3×3
// pixels round x, y, those in the picture.
func chromaNear(px []uint8, w, h, x, y int) float64 {
	table := chromaTable()
	sum, n := 0.0, 0
	for yy := max(0, y-1); yy <= min(h-1, y+1); yy++ {
		for xx := max(0, x-1); xx <= min(w-1, x+1); xx++ {
			i := 3 * (yy*w + xx)
			sum += table[int(px[i+1])<<8|int(px[i+2])]
			n++
		}
	}
	return sum / float64(max(1, n))
}

// smallPiece: a face read part by part smaller than this share of a
// scale's disc is a piece of one. A rounded square's face turned on its
// corner, its rim left out, far off and 35° off vertical, is some 0.5 of
// the disc; at 0.4 no frame of make eval's 18,960 read otherwise.
const smallPiece = 0.4

// A face under stripAcross radii across and stripLong radii long or
// longer (faceSize) is a strip of a scale's face: as long as one, half as
// wide. Seen from above a face is 2 radii across, but the radius is a
// region's thickness, sides and rim in it, and a face's threshold leaves
// its rim out: whole faces seen as far as 35° off vertical measure 1.23
// to 1.27 radii across (a W3 on rounded squares tilted 34°, tables
// "edge" frame 7; a B2 at 34°, sweep seed 11 frame 27; img_0006's
// glossy B3), and far off in such a view, a rounded square turned on its
// corner is a diamond 1.02 to 1.14 radii across but no more than 1.63
// long (other editions, sweep seed 8 frame 79). A glossy B3's face, its
// lit side lost to the table's grey and what was left cut in strips,
// read a sure B1 from strips 1.05 to 1.07 radii across and 1.88 to 2.2
// long (img_0006 through another camera, stream 16).
const (
	stripAcross = 1.15
	stripLong   = 1.75
)

// litSideSeal is how far (full-size pixels, a square) a face's dark rim
// is widened to close the gaps noise and JPEG break in it: 3 left the
// lit side of img_0006's B3 open through another camera, 5 closed it,
// 7 closed a neighbour's shadow onto it too.
const litSideSeal = 5

// litSideSealPart: where litSideSeal encloses next to nothing, a tenth
// of a scale or less, the rim is widened by a radius over this. Blurred,
// a glossy face's rim fades where its corner rounds into its shadow, and
// the gap there, 9 pixels on a face of radius 92, lets the table in
// (img_0006 out of focus: its B3's third stripe on the lit side, lost).
// Only then: on a face whose lit side 5 closes, 7 closed a neighbour's
// shadow onto it too.
const litSideSealPart = 7

// litSideFill sets mask (the reading's size) to the region small
// (working size) and what it and the dark round it enclose, and
// enclosed to that addition alone. It looks at full size (roi, BGR; the
// table's colour under it in bgBox, working size, which it closes),
// where a glossy face's thin dark rim still shows: the rim is what is
// far darker than the table, or a thin line darker than either side of
// it, whatever their shade. What the region and the rim ring, out of
// reach from the window's border, is the face's lit side; the dark
// within 0.3 of a radius of it (radius, full size) is the rest of the
// face beyond the region.
func (d *Detector) litSideFill(roi, small, bgBox gocv.Mat, radius float64, mask, enclosed *gocv.Mat) {
	defer bgBox.Close()
	W, H := roi.Cols(), roi.Rows()
	size := image.Pt(W, H)
	reg := gocv.NewMat()
	defer reg.Close()
	gocv.Resize(small, &reg, size, 0, 0, gocv.InterpolationLinear)
	gocv.Threshold(reg, &reg, 64, 255, gocv.ThresholdBinary)
	lab := gocv.NewMat()
	defer lab.Close()
	toLab(roi, &lab)
	tbl := gocv.NewMat()
	defer tbl.Close()
	gocv.Resize(bgBox, &tbl, size, 0, 0, gocv.InterpolationLinear)
	px, _ := lab.DataPtrUint8()
	tp, _ := tbl.DataPtrUint8()
	rp, _ := reg.DataPtrUint8()
	delta := litSideDelta(d.sigmaL)
	dark := func(i int) bool { return float64(px[3*i]) < float64(tp[3*i])-delta }

	// The rim: far darker than the table, or a line as deep as four
	// times the table's noise (the foreground's weak threshold) that a
	// closing fills in.
	rim := gocv.NewMatWithSize(H, W, gocv.MatTypeCV8UC1)
	defer rim.Close()
	rm, _ := rim.DataPtrUint8()
	for i := range rm {
		rm[i] = px[3*i]
	}
	line := gocv.NewMat()
	defer line.Close()
	k := max(5, int(radius/20)|1)
	kern := gocv.GetStructuringElement(gocv.MorphRect, image.Pt(k, k))
	gocv.MorphologyEx(rim, &line, gocv.MorphBlackhat, kern)
	kern.Close()
	lp, _ := line.DataPtrUint8()
	deep := math.Max(12, 4*d.sigmaL)
	for i := range rm {
		rm[i] = 0
		if dark(i) || float64(lp[i]) >= deep {
			rm[i] = 255
		}
	}
	sealed := gocv.NewMat()
	defer sealed.Close()
	wall := make([]bool, W*H)
	var out []bool
	for _, seal := range []int{litSideSeal, int(radius/litSideSealPart) | 1} {
		kern = gocv.GetStructuringElement(gocv.MorphRect, image.Pt(seal, seal))
		gocv.Dilate(rim, &sealed, kern)
		kern.Close()
		sp, _ := sealed.DataPtrUint8()
		for i := range wall {
			wall[i] = rp[i] != 0 || sp[i] != 0
		}
		out = reachFromBorder(wall, W, H)
		n := 0
		for i := range out {
			if !wall[i] && !out[i] {
				n++
			}
		}
		if float64(n) >= 0.1*math.Pi*radius*radius || seal >= int(radius/litSideSealPart) {
			break
		}
	}
	enc := gocv.NewMatWithSize(H, W, gocv.MatTypeCV8UC1)
	defer enc.Close()
	ep, _ := enc.DataPtrUint8()
	for i := range ep {
		if !wall[i] && !out[i] {
			ep[i], rp[i] = 255, 255
		}
	}
	near := gocv.NewMat()
	defer near.Close()
	k = int(0.3*radius) | 1
	kern = gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(k, k))
	gocv.Dilate(enc, &near, kern)
	kern.Close()
	np, _ := near.DataPtrUint8()
	for i := range np {
		if np[i] != 0 && dark(i) {
			rp[i] = 255
		}
	}
	at := image.Pt(mask.Cols(), mask.Rows())
	gocv.Resize(enc, enclosed, at, 0, 0, gocv.InterpolationLinear)
	gocv.Threshold(*enclosed, enclosed, 127, 255, gocv.ThresholdBinary)
	gocv.Resize(reg, mask, at, 0, 0, gocv.InterpolationLinear)
	gocv.Threshold(*mask, mask, 127, 255, gocv.ThresholdBinary)
}

// litSideDelta is how much darker than the table a black face's own
// pixels are, at least: 24, or six times the table's noise.
func litSideDelta(sigmaL float64) float64 { return math.Max(24, 6*sigmaL) }

// reachFromBorder reports, pixel by pixel of a w×h window, whether a
// walk from its border, step by step left, right, up or down, reaches
// it without crossing a wall.
func reachFromBorder(wall []bool, w, h int) []bool {
	seen := make([]bool, w*h)
	var todo []int
	visit := func(i int) {
		if !wall[i] && !seen[i] {
			seen[i] = true
			todo = append(todo, i)
		}
	}
	for x := 0; x < w; x++ {
		visit(x)
		visit((h-1)*w + x)
	}
	for y := 0; y < h; y++ {
		visit(y * w)
		visit(y*w + w - 1)
	}
	for len(todo) > 0 {
		i := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		x := i % w
		if x > 0 {
			visit(i - 1)
		}
		if x < w-1 {
			visit(i + 1)
		}
		if i >= w {
			visit(i - w)
		}
		if i+w < w*h {
			visit(i + w)
		}
	}
	return seen
}

// paintLitSide sets, in lab, the lightness of what enclosed holds (or,
// all, the whole mask) no lighter than the table (tbl) by delta, a
// black face's lit side, to the median of the mask's pixels darker than
// the table by delta outside it, the face's dark part: one threshold
// then parts the whole face from its marks, which are lighter than the
// table. It returns the share of the dark part in it and what it
// painted, together.
func paintLitSide(lab, tbl, mask, enclosed gocv.Mat, delta float64, all bool) (dark float64) {
	if enclosed.Empty() {
		return 1
	}
	px, _ := lab.DataPtrUint8()
	tp, _ := tbl.DataPtrUint8()
	mk, _ := mask.DataPtrUint8()
	ep, _ := enclosed.DataPtrUint8()
	var hist [256]int
	n := 0
	for i, m := range mk {
		if m != 0 && ep[i] == 0 && float64(px[3*i]) < float64(tp[3*i])-delta {
			hist[px[3*i]]++
			n++
		}
	}
	if n == 0 {
		return 0
	}
	med, acc := 0, 0
	for v, c := range hist {
		if acc += c; 2*acc >= n {
			med = v
			break
		}
	}
	painted := 0
	for i, e := range ep {
		if (e != 0 || all && mk[i] != 0) && float64(px[3*i]) < float64(tp[3*i])+delta {
			if float64(px[3*i]) >= float64(tp[3*i])-delta {
				painted++
			}
			px[3*i] = uint8(med)
		}
	}
	return float64(n) / float64(n+painted)
}

// otherColour reports whether hole g is another colour than mark: under
// a tenth of its points as like a mark as level (their colour untouched
// by the face's round them) are within 12 in Lab a, b of the mark's
// mean at such points. Marks run together are printed in the marks'
// colour, which blur mixes with the face's and a glossy face's sheen
// with white, but only in part; a white scale's side under a B1 with a
// gold mark is white throughout (editions sweep seeds 44 to 71: twelve
// B1s said unsure for the crescent of the scale below).
func otherColour(px []uint8, w, h int, mark, g hole, dark bool, level float64) bool {
	var m [2]float64
	ms := lightAB(px, w, h, mark.rect, dark, level)
	gs := lightAB(px, w, h, g.rect, dark, level)
	if len(ms) == 0 || len(gs) == 0 {
		return false
	}
	for _, c := range ms {
		m[0] += c[0] / float64(len(ms))
		m[1] += c[1] / float64(len(ms))
	}
	near := 0
	for _, c := range gs {
		if math.Hypot(c[0]-m[0], c[1]-m[1]) <= 12 {
			near++
		}
	}
	return float64(near) < 0.1*float64(len(gs))
}

// lightAB is the colour (Lab a, b) at the points of a grid of about two
// pixels over a hole's rotated box that are as like a mark as level.
func lightAB(px []uint8, w, h int, rr gocv.RotatedRect, dark bool, level float64) [][2]float64 {
	cx, cy, e1x, e1y, e2x, e2y, ok := sides(rr)
	if !ok {
		return nil
	}
	n1, n2 := max(1, int(math.Hypot(e1x, e1y)/2)), max(1, int(math.Hypot(e2x, e2y)/2))
	var out [][2]float64
	for i := -n1; i <= n1; i++ {
		for j := -n2; j <= n2; j++ {
			s, t := float64(i)/float64(2*n1), float64(j)/float64(2*n2)
			x, y := cx+s*e1x+t*e2x, cy+s*e1y+t*e2y
			if markness(px, w, h, x, y, dark) < level {
				continue
			}
			k := 3 * (max(0, min(h-1, int(math.Round(y))))*w + max(0, min(w-1, int(math.Round(x)))))
			out = append(out, [2]float64{float64(px[k+1]), float64(px[k+2])})
		}
	}
	return out
}

// summits finds the summits of markness in a hole (within its rotated
// box and a pixel round it): marks run together keep one each, parted
// by a saddle a fifth or more of the way down from the brightest to the
// face round them, as bumps finds them along a line, but in any layout
// (three dots of a triangle, which no line through the hole meets
// thrice). Smoothed over 3×3 pixels first, as bumps smooths its
// profile; summits are found by their persistence (each is the highest
// point of its part until that part meets a higher one's, at a saddle).
func summits(px []uint8, w, h int, rr gocv.RotatedRect, dark bool) []image.Point {
	cx, cy, e1x, e1y, e2x, e2y, ok := sides(rr)
	if !ok {
		return nil
	}
	l1, l2 := math.Hypot(e1x, e1y), math.Hypot(e2x, e2y)
	if l1 < 1 || l2 < 1 {
		return nil
	}
	r := int(math.Ceil((l1+l2)/2)) + 2
	box := image.Rect(int(cx)-r, int(cy)-r, int(cx)+r+1, int(cy)+r+1).Intersect(image.Rect(1, 1, w-1, h-1))
	bw, bh := box.Dx(), box.Dy()
	if bw < 1 || bh < 1 {
		return nil
	}
	in := func(x, y int) bool {
		dx, dy := float64(x)-cx, float64(y)-cy
		return math.Abs(dx*e1x+dy*e1y)/l1 <= l1/2+1 && math.Abs(dx*e2x+dy*e2y)/l2 <= l2/2+1
	}
	v := make([]float64, bw*bh)
	idx := make([]int, 0, bw*bh)
	lo, hi := math.Inf(1), math.Inf(-1)
	for y := 0; y < bh; y++ {
		for x := 0; x < bw; x++ {
			X, Y := box.Min.X+x, box.Min.Y+y
			if !in(X, Y) {
				v[y*bw+x] = math.Inf(-1)
				continue
			}
			s := 0
			for j := -1; j <= 1; j++ {
				for i := -1; i <= 1; i++ {
					s += int(px[3*((Y+j)*w+X+i)])
				}
			}
			if !dark {
				s = 9*255 - s
			}
			v[y*bw+x] = float64(s) / 9
			lo, hi = min(lo, v[y*bw+x]), max(hi, v[y*bw+x])
			idx = append(idx, y*bw+x)
		}
	}
	if len(idx) == 0 {
		return nil
	}
	sort.Slice(idx, func(a, b int) bool { return v[idx[a]] > v[idx[b]] })
	top := box.Min.Add(image.Pt(idx[0]%bw, idx[0]/bw))
	if hi-lo < 20 {
		return []image.Point{top}
	}
	prom := 0.2 * (hi - lo)
	parent := make([]int, bw*bh)
	for i := range parent {
		parent[i] = -1
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	out := []image.Point{top}
	for _, p := range idx {
		parent[p] = p
		x, y := p%bw, p/bw
		for j := -1; j <= 1; j++ {
			for i := -1; i <= 1; i++ {
				if (i == 0 && j == 0) || x+i < 0 || x+i >= bw || y+j < 0 || y+j >= bh {
					continue
				}
				q := (y+j)*bw + x + i
				if parent[q] < 0 {
					continue
				}
				a, b := find(p), find(q)
				if a == b {
					continue
				}
				// The root of each part is its summit: the lower one
				// dies here, a summit if it stood prom above this.
				if v[a] < v[b] {
					a, b = b, a
				}
				if v[b]-v[p] >= prom {
					out = append(out, box.Min.Add(image.Pt(b%bw, b/bw)))
				}
				parent[b] = a
			}
		}
	}
	return out
}

// dotsRunTogether finds, among a face's ragged holes (none of them like
// a mark), three dots of a triangle run together past any pinch a
// hole's outline shows: blur fills the gaps between them into one hole
// that fills little of its box (0.43), ragged at its notches, but each
// dot keeps its summit (summits). It must lie in the face's middle, as
// marks do, be no larger than three of any edition's largest dots (7%
// of the face each), its summits alike (printed alike: each within 0.8
// of the brightest), set out as dots (dotsAt), and the hole's area that
// of three dots as wide as they lie apart (over the sweeps, W3s and B3s
// of dots in a triangle read "no marks seen" for it). Not two summits:
// a glossy B3's two stripes and its sheen, run together, show two
// (shared img_0006 through another camera, stream 15).
func dotsRunTogether(ragged []hole, box image.Rectangle, faceArea float64, px []uint8, w, h int, dark bool) (int, hole, bool) {
	var g hole
	for _, r := range ragged {
		if r.raw > g.raw {
			g = r
		}
	}
	if g.raw < 0.04*faceArea || g.raw > 0.25*faceArea || !inMiddle(g.rect.Center, box) {
		return 0, g, false
	}
	s := summits(px, w, h, g.rect, dark)
	if len(s) != 3 || g.raw > 0.07*3*faceArea {
		return 0, g, false
	}
	lo, hi := math.Inf(1), 0.0
	for _, q := range s {
		v := markness(px, w, h, float64(q.X), float64(q.Y), dark)
		lo, hi = min(lo, v), max(hi, v)
	}
	if lo < 0.8*hi || !dotsAt(s, g.rect) {
		return 0, g, false
	}
	// The spacing of touching dots is their width: the hole is about
	// that many dots' discs of it.
	if r := g.raw / (float64(len(s)) * math.Pi / 4 * spacing(s) * spacing(s)); r < 0.3 || r > 1.5 {
		return 0, g, false
	}
	return len(s), g, true
}

// stripesToRim returns how many stripes, two or three, reaching its rim
// make the notches of a face less convex than a face (0 for none): alike bars
// (within 1.6 times in area, each twice as long as wide) that make most
// of the notch (0.55, as one notch must: the outlines through pixels'
// centres leave out half a pixel along every edge, and a notched face
// has many), in a hull of one scale's face (0.6 to 1.5 tiles).
// The wide stripes of some editions run nearly edge to edge; blur joins
// them to the rim, and the face is the bands between them (over the
// sweeps, W3s of wide stripes read "no marks seen" for it).
func stripesToRim(holes [][]image.Point, notch, hull, tile float64) int {
	if tile <= 0 || hull < 0.6*tile || hull > 1.5*tile {
		return 0
	}
	areas := make([]float64, len(holes))
	for i, pts := range holes {
		areas[i] = polygonArea(pts)
	}
	// The stripes are the largest alike holes; a larger one beside them
	// may be the crescent of shade the face's own shadow left inside
	// its hull where the stripes run into it (img_0005 through another
	// camera, stream 44: a W2 on pale grey cloth, said unread).
	order := make([]int, len(holes))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int { return cmp.Compare(areas[j], areas[i]) })
	for _, top := range order {
		big := areas[top]
		if big <= 0 {
			break
		}
		if n := stripesOf(holes, areas, big, notch, hull); n > 0 {
			return n
		}
	}
	return 0
}

// stripesOf is stripesToRim for the stripes the size of big: how many
// holes of it (within 1.6 times), all bars side by side, make most of
// the notch (0 if they do not).
func stripesOf(holes [][]image.Point, areas []float64, big, notch, hull float64) int {
	sum := 0.0
	var bars []gocv.RotatedRect
	for i, pts := range holes {
		a := areas[i]
		if a < big/1.6 || a > big {
			continue
		}
		rr := minAreaRect(pts)
		if aspect(rr) < 2 {
			return 0
		}
		bars = append(bars, rr)
		sum += a
	}
	if len(bars) < 2 || len(bars) > 3 || sum < 0.55*notch {
		return 0
	}
	// Side by side, as a face's stripes lie: each the same way as the
	// others, and the next beside it across its length, within 0.45 of
	// the face's width (the notches of two faces' waist lie either side
	// of it, across the face).
	for i, a := range bars {
		next := math.Inf(1)
		for j, b := range bars {
			if j == i {
				continue
			}
			d := math.Abs(axis(a) - axis(b))
			if min(d, math.Pi-d) > 20*math.Pi/180 {
				return 0
			}
			if !across(axis(a), a.Center, b.Center) {
				return 0
			}
			next = min(next, dist(a.Center, b.Center))
		}
		if next > 0.45*math.Sqrt(hull) {
			return 0
		}
	}
	return len(bars)
}

// dotsAt reports whether summits (two or three) in a hole with rotated
// box rr are those of dots run together: three at the corners of a
// triangle near equilateral (its least angle 40° or more: seen 35° off
// vertical, its sides differ by 1.22 at most), and the hole no longer
// than 2.6 of their spacing (two or three touching dots are two dots
// long). The summits of stripes run together into a block lie along
// its ridges, and the block is stripes long (a B2's two wide stripes
// made three summits: editions sweep seed 72 frame 77).
func dotsAt(s []image.Point, rr gocv.RotatedRect) bool {
	if len(s) < 2 || len(s) > 3 || float64(max(rr.Width, rr.Height)) > 2.6*spacing(s) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	for i := range 3 {
		a, b, c := s[i], s[(i+1)%3], s[(i+2)%3]
		ux, uy := float64(b.X-a.X), float64(b.Y-a.Y)
		vx, vy := float64(c.X-a.X), float64(c.Y-a.Y)
		cos := (ux*vx + uy*vy) / math.Max(1e-9, math.Hypot(ux, uy)*math.Hypot(vx, vy))
		if cos > math.Cos(40*math.Pi/180) {
			return false
		}
	}
	return true
}

// dotsApart counts the dots a lone hole (its box rr) is, where they
// touch: dots printed close meet at a seam paler than their ink (darker
// on a black face), which the face's threshold passes over but a
// stricter one, nearer the ink's own shade, does not. From halfway
// between the least and most markness in the hole's box up, the first
// level that parts what is past it into two or three pieces alike in
// size (the smallest two thirds of the largest: two dots run together
// and one are not) and about as wide as long, each 0.15 of what passed
// halfway or more, gives their number; 0 if none does before under half
// of that passes (the crumbs a noisy ink leaves near its peak).
//
// A fresh POV-Ray scene, seed 15759: a B3's three dots in a triangle,
// touching, one lumpy hole of two summits and lobes too shallow for
// three, read an unsure B1; at 140, their seams at 60 to 130 on dots of
// 156, they lie apart. What passes halfway, not the hole, is the
// measure: a hole on a threshold far below the ink's takes in the dots'
// blurred rims (seed 15889: a B3's gold dots on a face lit grey, a hole
// of 370 pixels on the face's own threshold, 90 past halfway).
func dotsApart(px []uint8, w, h int, rr gocv.RotatedRect, dark bool) int {
	box := pointsBox(rr.Points).Inset(-1).Intersect(image.Rect(0, 0, w, h))
	bw, bh := box.Dx(), box.Dy()
	if bw < 3 || bh < 3 {
		return 0
	}
	m := make([]float64, bw*bh)
	lo, hi := math.Inf(1), math.Inf(-1)
	for y := range bh {
		for x := range bw {
			v := markness(px, w, h, float64(box.Min.X+x), float64(box.Min.Y+y), dark)
			m[y*bw+x] = v
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if hi-lo < 20 {
		return 0
	}
	mask := make([]uint8, bw*bh)
	lbl := make([]int32, bw*bh)
	const steps = 20
	base := 0 // what passes halfway
	for k := steps / 2; k < steps; k++ {
		level := lo + (hi-lo)*float64(k)/steps
		for i, v := range m {
			mask[i] = 0
			if v >= level {
				mask[i] = 255
			}
		}
		regions := labelRegions(mask, bw, bh, lbl, rasterOrder)
		total := 0
		for _, r := range regions {
			total += r.area
		}
		if base == 0 {
			base = total
		}
		if 2*total < base {
			return 0
		}
		var pieces []int
		round := true
		for _, r := range regions {
			if float64(r.area) >= 0.15*float64(base) {
				pieces = append(pieces, r.area)
				// A dot's piece is about as wide as long.
				pw, ph := r.x1-r.x0+1, r.y1-r.y0+1
				round = round && 2*min(pw, ph) >= max(pw, ph)
			}
		}
		if len(pieces) < 2 || len(pieces) > 3 || 3*slices.Min(pieces) < 2*slices.Max(pieces) || !round {
			continue
		}
		return len(pieces)
	}
	return 0
}

// threeLobes reports whether a hole's outline (edge) is three dots of a
// triangle pressed together: seen from its middle, three lobes about a
// third of a turn apart, the notches between them within 0.75 of the
// lobes' reach (three discs that touch: 0.27 to 0.6, as far as blur
// fills the notches). One dot, blurred or ragged, is round; two run
// together make two lobes, stripes four corners.
func threeLobes(edge []image.Point) bool {
	if len(edge) < 6 {
		return false
	}
	var cx, cy float64
	for _, p := range edge {
		cx, cy = cx+float64(p.X), cy+float64(p.Y)
	}
	cx, cy = cx/float64(len(edge)), cy/float64(len(edge))
	// The reach of the outline in each of 36 directions from its corners'
	// mean: its farthest point there; a direction no point falls in (a
	// small hole's) takes its neighbours'.
	const bins = 36
	var reach [bins]float64
	// Along each side, a pixel at a time: an outline keeps only the
	// corners of a straight run.
	for i, p := range edge {
		q := edge[(i+1)%len(edge)]
		steps := max(1, int(math.Ceil(math.Hypot(float64(q.X-p.X), float64(q.Y-p.Y)))))
		for j := 0; j < steps; j++ {
			f := float64(j) / float64(steps)
			dx, dy := float64(p.X)+f*float64(q.X-p.X)-cx, float64(p.Y)+f*float64(q.Y-p.Y)-cy
			k := int(math.Floor((math.Atan2(dy, dx) + math.Pi) / (2 * math.Pi) * bins))
			k = min(bins-1, max(0, k))
			reach[k] = max(reach[k], math.Hypot(dx, dy))
		}
	}
	for k := range reach {
		if reach[k] == 0 {
			for d := 1; d < bins/2; d++ {
				if a, b := reach[(k+d)%bins], reach[(k-d+bins)%bins]; a > 0 || b > 0 {
					reach[k] = max(a, b)
					break
				}
			}
		}
	}
	var smooth [bins]float64
	lo, hi := math.Inf(1), 0.0
	for k := range reach {
		smooth[k] = (reach[(k+bins-1)%bins] + 2*reach[k] + reach[(k+1)%bins]) / 4
		lo, hi = min(lo, smooth[k]), max(hi, smooth[k])
	}
	if hi == 0 || lo > 0.75*hi {
		return false
	}
	// The lobes: the arcs past halfway from the notches' reach to the
	// lobes', counted round from a notch.
	level := (lo + hi) / 2
	start := 0
	for k := range smooth {
		if smooth[k] < smooth[start] {
			start = k
		}
	}
	var mids []float64
	in, from := false, 0
	for d := 0; d <= bins; d++ {
		k := (start + d) % bins
		switch above := smooth[k] > level && d < bins; {
		case above && !in:
			in, from = true, d
		case !above && in:
			in = false
			mids = append(mids, float64(from+d-1)/2)
		}
	}
	if len(mids) != 3 {
		return false
	}
	for i := range mids {
		gap := mids[(i+1)%3] - mids[i]
		if gap <= 0 {
			gap += bins
		}
		if gap < 8 || gap > 16 { // 80° to 160°
			return false
		}
	}
	return true
}

// spacing is the mean distance between points.
func spacing(s []image.Point) float64 {
	sum, pairs := 0.0, 0
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			sum += dist(s[i], s[j])
			pairs++
		}
	}
	return sum / float64(max(1, pairs))
}

// stripeBlock reports whether a face's hole of area a, too large for a
// mark (over 0.4 of the face, ref), is stripes run together into one
// block rather than what a ring encloses: under half a scale's face
// (what a ring encloses is a whole face) and 0.6 of this one, a
// rectangle (filling 0.8 of its rotated box), round the face's middle
// (within a fifth of its box), with two or three bumps across it. The
// wide stripes of some editions, three of them and the gaps between,
// make half a face; blurred, they are one block (over the sweeps, B3s
// read as W1s unsure, the block their "white face").
func stripeBlock(pts []image.Point, a, ref, tile float64, box image.Rectangle, px []uint8, w, h int, dark bool) bool {
	if tile <= 0 || a >= 0.5*tile || a > 0.6*ref {
		return false
	}
	rr := minAreaRect(pts)
	if a < 0.8*float64(rr.Width*rr.Height) || dist(rr.Center, boxCentre(box)) > 0.2*float64(min(box.Dx(), box.Dy())) {
		return false
	}
	k := bumps(px, w, h, rr, dark)
	if k < 2 {
		k = innerStripes(px, w, h, rr, dark)
	}
	return k >= 2 && k <= 3
}

// blockFace reads a face of this colour (part) whose stripes, blurred
// into one block with the gaps between them, reach its rim: the face is
// then a C round the block, or two caps either side of it, less convex
// than a face, and no hole holds the block (of 45 frames of the sweeps
// read wrong, 22 stacks said "no marks seen", most W3s and B3s of wide
// stripes so). The face is the hull of its largest piece, with the
// next where that is a third of it or more (readBlock): a scale's face
// (0.6 to 1.5 tiles), all of it this colour but for one block of a fifth
// to 0.6 of it, in its middle (within a fifth of its box), its hull a
// rectangle (0.8 of its rotated box) that it half fills (the gaps' ends
// notch it), holding nothing of this colour (a tenth at most: a face of
// the other colour that a ring of this one holds holds its marks), and
// two or three stripes running its length (stripeLines), with the
// stripes seen apart within it, three at most.
func blockFace(cs [][]image.Point, parent []int32, part, px []uint8, w, h int, dark bool, tile float64) (faceCandidate, bool) {
	if tile <= 0 {
		return faceCandidate{}, false
	}
	first, second := -1, -1
	for i, p := range parent {
		if p >= 0 {
			continue
		}
		switch a := polygonArea(cs[i]); {
		case first < 0 || a > polygonArea(cs[first]):
			first, second = i, first
		case second < 0 || a > polygonArea(cs[second]):
			second = i
		}
	}
	if first < 0 {
		return faceCandidate{}, false
	}
	tries := [][]image.Point{cs[first]}
	if second >= 0 && polygonArea(cs[second]) >= polygonArea(cs[first])/3 {
		tries = [][]image.Point{append(slices.Clone(cs[first]), cs[second]...), cs[first]}
	}
	for _, pts := range tries {
		c, why := readBlock(convexHull(pts), part, px, w, h, dark, tile)
		if why == "" {
			return c, true
		}
		if debugFaces {
			fmt.Fprintf(os.Stderr, "blockFace (dark %v): %s\n", dark, why)
		}
	}
	return faceCandidate{}, false
}

// overBlocks settles between a face read by its block of stripes
// (blockFace) and one of the other colour in its place, unsure: the
// block's light, or the dark round it, taken for a face (over the sweeps,
// B3s of wide stripes read unsure W1s), which goes. A face of the other
// colour read surely, its marks seen apart, stays, and the block face
// goes: the face of the other colour that a ring of this one holds, its
// marks and the bands beside them are stripes and gaps to a block (a W2
// on blue cloth, the cloth round it a black face and the W2's face a
// block of three "stripes": a sure B3, thick sweep seed 11 frame 31).
// Block faces of both colours in one place are both unsure.
func overBlocks(found []faceCandidate) []faceCandidate {
	over := func(a, b faceCandidate) bool { return a.dark != b.dark && boxCentre(a.box).In(b.box) }
	drop := make([]bool, len(found))
	both := make([]bool, len(found))
	for i, c := range found {
		for _, o := range found {
			switch {
			case o.block && o.score > unsureScore && c.score <= unsureScore && over(o, c):
				drop[i] = true
			case c.block && !o.block && o.score > unsureScore && over(c, o):
				// A face of the other colour read surely: the block
				// goes, unless that face is no proof (unsureBeside),
				// and then neither tells.
				if unsureBeside(o) {
					both[i] = true
				} else {
					drop[i] = true
				}
			case c.block && o.block && over(c, o):
				both[i] = true
			case !c.block && unsureBeside(c) && o.block && over(o, c):
				both[i] = true // the face: see unsureBeside
			}
		}
	}
	out := found[:0]
	for i, c := range found {
		if both[i] {
			// Blocks of both colours in one place: the stripes of
			// one are the gaps of the other, and neither tells. Nor
			// does a block and a face of the other colour in its
			// place that unsureBeside doubts.
			c.doubt("a block of stripes of either colour")
		}
		if !drop[i] {
			out = append(out, c)
		}
	}
	return out
}

// unsureBeside reports whether a face, not a block, read where a block
// of the other colour's stripes lies, is no proof against it: its marks
// counted by the bumps of a hole they ran into, or beside a hole that is
// no mark a fifth of it or more (a white face read right has one of a
// sixth at most, 0.21 once, and readFace doubts a quarter; a W2 of marks
// seen apart, a block of two read from the ring round it, had one of
// 0.145: sweep seed 34 frame 66). The gaps between a
// block's stripes, and the face round them, make such holes: a B3 of
// wide stripes aslant, the black between them a white face's marks, read
// a sure W3 by its bumps, or a sure W1 beside a hole of 0.22 of it, as
// JPEG (aslant sweep seed 78 frame 79).
func unsureBeside(c faceCandidate) bool {
	return c.bumpCounted() || c.area > 0 && c.odd >= c.area/5
}

// readBlock is blockFace's test of one hull: why not, where it is none.
func readBlock(hull []image.Point, part, px []uint8, w, h int, dark bool, tile float64) (faceCandidate, string) {
	area := polygonArea(hull)
	if area < 0.6*tile || area > 1.5*tile {
		return faceCandidate{}, fmt.Sprintf("a hull of %.2f tiles", area/tile)
	}
	hb := pointsBox(hull)
	hp := polygonMask(hull, hb)
	hm := slices.Clone(hp) // the hull, before the face is taken out
	inHull := 0.0
	for _, v := range hp {
		if v != 0 {
			inHull++
		}
	}
	for y := 0; y < hb.Dy(); y++ {
		o := (hb.Min.Y+y)*w + hb.Min.X
		clearWhereSet(hp[y*hb.Dx():(y+1)*hb.Dx()], part[o:o+hb.Dx()])
	}
	rest, _ := traceContours(hp, hb.Dx(), hb.Dy(), false)
	block, blockArea, others := -1, 0.0, 0.0
	areas := make([]float64, len(rest))
	for i, pts := range rest {
		a := polygonArea(pts)
		areas[i] = a
		others += a
		if a > blockArea {
			block, blockArea = i, a
		}
	}
	if block < 0 {
		return faceCandidate{}, "no block"
	}
	others -= blockArea
	// The block's own pixels, not this colour's, within its outline: the
	// face of the other colour that a ring of this one holds (the table
	// round a white face, taken for a black face) holds its marks, of
	// this colour.
	bb := pointsBox(rest[block])
	bm := polygonMask(rest[block], bb)
	own := 0.0
	for y := range bb.Dy() {
		for x := range bb.Dx() {
			if bm[y*bb.Dx()+x] != 0 && hp[(bb.Min.Y+y)*hb.Dx()+bb.Min.X+x] != 0 {
				own++
			}
		}
	}
	// Nor larger than stripes make: three wide ones and their gaps are
	// half a scale's face (stripeBlock); the neutral's gold face on a
	// tall stack seen aslant, its black and white sides a C round it, is
	// a block of 0.71 (near check, seed 11 frame 119: read a B2).
	if blockArea < 0.2*inHull || blockArea > 0.6*inHull || blockArea > 0.6*tile || others > 0.15*inHull || own < 0.9*blockArea {
		return faceCandidate{}, fmt.Sprintf("a block of %.2f of the hull (%.2f tiles), %.2f its own, the rest %.2f", blockArea/inHull, blockArea/tile, own/blockArea, others/inHull)
	}
	// Its hull is a rectangle; the gaps' ends may notch the block.
	bh := convexHull(rest[block])
	rr := movedRect(minAreaRect(bh), hb.Min)
	bha := polygonArea(bh)
	if off := dist(rr.Center, boxCentre(hb)) / float64(min(hb.Dx(), hb.Dy())); bha < 0.8*float64(rr.Width*rr.Height) || blockArea < 0.5*bha || off > 0.2 {
		return faceCandidate{}, fmt.Sprintf("a block filling %.2f of its box, %.2f of its hull, %.2f off the middle", bha/float64(rr.Width*rr.Height), blockArea/bha, off)
	}
	// How like a mark the face is, on average: the gaps between its
	// stripes, blurred with them, are more so.
	level, n := 0.0, 0
	for y := range hb.Dy() {
		for x := range hb.Dx() {
			if i := (hb.Min.Y+y)*w + hb.Min.X + x; part[i] != 0 && hm[y*hb.Dx()+x] != 0 {
				level += markness(px, w, h, float64(hb.Min.X+x), float64(hb.Min.Y+y), dark)
				n++
			}
		}
	}
	k := stripeLines(px, w, h, rr, dark, level/float64(max(1, n)))
	if k == 0 {
		return faceCandidate{}, "no stripes along the block"
	}
	// A stripe seen apart, within the face, is one more than the block
	// holds: a B3 whose second and third stripes ran together read as
	// a sure B2 (img_0004 farther through another camera, stream 78).
	apart := 0
	for i, pts := range rest {
		if i != block && areas[i] >= 0.5*blockArea/float64(k) && !reachesRim(pts, hm, hb.Dx(), hb.Dy()) {
			apart++
		}
	}
	if k+apart > 3 {
		return faceCandidate{}, fmt.Sprintf("%d marks apart from the block of %d stripes", apart, k)
	}
	c := faceCandidate{dark: dark, area: area, box: hb, outline: hull, marks: k + apart, holes: 1 + apart, mark: blockArea / float64(k), score: 0.7, block: true}
	c.marksAt = []image.Point{rr.Center}
	c.trace("face %.0f, its %d stripes one block of %.0f that reaches its rim, %d more apart", area, k, blockArea, apart)
	return c, ""
}

// reachesRim says whether an outline (pts) within a mask (m, w×h) touches
// the mask's edge: a notch in a hull, not a hole within it.
func reachesRim(pts []image.Point, m []uint8, w, h int) bool {
	for _, p := range pts {
		for _, d := range [4]image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			q := p.Add(d)
			if q.X < 0 || q.Y < 0 || q.X >= w || q.Y >= h || m[q.Y*w+q.X] == 0 {
				return true
			}
		}
	}
	return false
}

// stripeLines counts the stripes of a block of them run together (rr, its
// rotated box): the peaks of mark-ness across it, as bumps counts them,
// two or three, where each peak and each valley between two runs its
// length, as stripes and the gaps between them do (three quarters of
// its middle 70%, past the midway between peak and valley). Dots run
// together, or the face of the other colour that a ring of this one
// holds, have valleys or peaks no longer than a dot (0 for no stripes).
// Each valley, a gap blurred with the stripes beside it, is more like a
// mark than the face round the block (face, its mean mark-ness): a face
// of the other colour with one stripe, ringed by this one, makes two
// "stripes" of its own colour, the stripe between them lighter than the
// ring (a glossy B1 on a pale table, the table a white face round it).
func stripeLines(px []uint8, w, h int, rr gocv.RotatedRect, dark bool, face float64) int {
	return stripesAcross(px, w, h, rr, dark, false, face)
}

// innerStripes is stripeLines for a block whose gaps are faint beside
// the face round it: the peaks are taken on the profile within the
// block, against its own range.
func innerStripes(px []uint8, w, h int, rr gocv.RotatedRect, dark bool) int {
	return stripesAcross(px, w, h, rr, dark, true, math.Inf(-1))
}

// stripesAcross is stripeLines, or innerStripes where inner.
func stripesAcross(px []uint8, w, h int, rr gocv.RotatedRect, dark, inner bool, face float64) int {
	cx, cy, s1, s2, ok := unitSides(rr)
	if !ok || s1.l < 4 || s2.l < 4 {
		return 0
	}
	sample := func(x, y float64) float64 { return markness(px, w, h, x, y, dark) }
	try := func(u, v boxSide) int {
		ux, uy, across, vx, vy, along := u.x, u.y, u.l, v.x, v.y, v.l
		reach, least := across/2+1.5, 20.0
		if inner {
			reach, least = across/2-1, 12
		}
		prof := crossProfile(px, w, h, dark, cx, cy, ux, uy, vx, vy, reach, along)
		at := make([]float64, len(prof)) // where each sample lies across
		for i := range at {
			at[i] = -reach + 0.5*float64(i)
		}
		if len(prof) < 4 {
			return 0
		}
		lo, hi := slices.Min(prof), slices.Max(prof)
		if hi-lo < least {
			return 0
		}
		// Within the block, the outer stripes reach its ends: the
		// profile rises to the first from below its start.
		floor := prof[0]
		if inner {
			floor = lo
		}
		peaks, valleys := profilePeaks(prof, 0.2*(hi-lo), floor)
		if len(peaks) < 2 || len(peaks) > 3 || len(valleys) != len(peaks)-1 {
			return 0
		}
		// Stripes are printed alike: a peak far dimmer than the others
		// above the face round the block is a glossy face's lit band
		// beside one stripe (a glossy B1 on a table, its sheen and
		// stripe a block of two, glossy table frame 85). (Within the
		// block, the outer stripes' blurred edges start the profile.)
		highest := 0.0
		for _, p := range peaks {
			highest = max(highest, prof[p]-lo)
		}
		for _, p := range peaks {
			if !inner && prof[p]-lo < 0.6*highest {
				return 0
			}
		}
		// The share of a line along the block, through t across it,
		// that is past m (above it, or below where !above).
		share := func(t, m float64, above bool) float64 {
			n, past := 0, 0
			for s := -0.35 * along; s <= 0.35*along; s += 0.5 {
				v := sample(cx+t*ux+s*vx, cy+t*uy+s*vy)
				n++
				if v >= m == above {
					past++
				}
			}
			return float64(past) / float64(max(1, n))
		}
		for j, vi := range valleys {
			if prof[vi] < face {
				return 0
			}
			a, b := peaks[j], peaks[j+1]
			m := (min(prof[a], prof[b]) + prof[vi]) / 2
			if share(at[a], m, true) < 0.75 || share(at[b], m, true) < 0.75 || share(at[vi], m, false) < 0.75 {
				return 0
			}
		}
		return len(peaks)
	}
	return max(try(s1, s2), try(s2, s1))
}

// darkIsOwn reports whether a region's dark part (dark, Lab) is its face
// rather than its light part (light): the one farther from the table
// under it (under), its lightness weighed half. A shadow on the table is
// the table darker, and a face is known from it by its colour more than
// by its light; a black face lit grey on a grey table stands off it by
// its light alone, and still does.
func darkIsOwn(dark, light, under [3]float64) bool {
	half := func(c [3]float64) [3]float64 { return [3]float64{c[0] / 2, c[1], c[2]} }
	return colourDist(half(dark), half(under)) > colourDist(half(light), half(under))
}
