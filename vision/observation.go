package vision

import (
	"image"
	"time"

	"github.com/pantarei/pantarei/rules"
)

// Observation is what one frame shows.
type Observation struct {
	Stacks   []StackReading    // head to tail
	Occluded []image.Rectangle // regions that could not be read (a hand, glare), in pixels
	Size     image.Point       // frame size in pixels
	Time     time.Duration     // the frame's time in its source
	Elapsed  time.Duration     // how long detection took
	// TileRadius is the radius of the disc inside one scale, in pixels of
	// the picture the detector read (the rectified one when calibrated).
	TileRadius float64
}

// StackReading is one stack as seen from above.
type StackReading struct {
	Top        rules.Scale     // the visible top scale; NoScale when it could not be read
	Confidence float64         // 0 (a guess) to 1 (certain)
	Center     image.Point     // centre of the top face, in pixels
	Outline    []image.Point   // outline of the stack, in pixels
	Bounds     image.Rectangle // bounding box of the stack, in pixels
	Marks      int             // marks counted on the top face (0 for the neutral)
	Why        string          // when unreadable, why
	// Look is a small normalised grey picture of the top (LookSize²,
	// row by row), to tell whether a scale was put on the stack since an
	// earlier frame even when the top reads the same; nil when too small.
	Look []float32

	stats faceStats
	// runLong: where its marks were counted by the bumps of one hole
	// (runTogether), that hole's length over its width.
	runLong float64
	// ownStats: stats is one face's own colour (a blank face's, or the
	// part of the region farther from the table), no region's.
	ownStats bool
	// own: a face read white, its own colour (its light part inside its
	// box), where stats is its region's, the table round it taken in.
	own faceStats
	// faceless: no part of the stack's region had a face's shape, so its
	// colour is no face's (an arm's edge, a hand's shade).
	faceless bool
	// ringsDark: no face was found, and a light part with no marks rang
	// a dark one: a black face's gold marks are no neutral.
	ringsDark bool
	// tintedMarks: no face was found, but a dark part of a face's shape
	// held two marks or more, too coloured for a black face: a black
	// face tinted by its marks' gold is no neutral.
	tintedMarks bool
	// manyBlank: no face was found, and a light part with no marks was
	// two scales' faces or more: faces run together, no one's colour.
	manyBlank bool
	// longBlank: no face was found, and every light part with no marks
	// was longBlank times as long as wide or more: a finger, an arm's
	// edge, no face's colour.
	longBlank bool
	// regionLong: no face was found, and the stack's region (its least
	// box, at working size) is this many times as long as wide
	// (hideLongBlanks).
	regionLong float64
	// crowded: read in a region of more than manyStacksShare scales' share;
	// with the region's box for outline, its colour is the region's, not
	// a face's.
	crowded bool
	// tableShade: a face with no marks, the table in shade: darker than
	// it and of its colour in that shade, by its mean or most of its
	// pixels (faceCandidate.tableShade).
	tableShade bool
	// shadeOnly: no face at all in the stack's region, which is the
	// table's colour in shade, as tableShade has it: a shadow, beside a
	// hand the hand's (hiddenTips).
	shadeOnly bool
	// plainTable: no face at all in the stack's region, which is the
	// table's very colour in its own light, within 4% of its lightness
	// and 2 of its colour so scaled (offShade).
	plainTable bool
	// tableChroma: no face at all in the stack's region, which keeps a
	// richly coloured table's chroma in its light (keepsTableChroma).
	tableChroma bool
	// clothShade: a face with no marks, the cloth's colour in shade on a
	// cloth of any hue, its gold too (clothInShade): never the neutral.
	clothShade bool
	// besideRead: a face with no marks found beside a face read with
	// marks in one region (addBlank). clothHue: such a face greener than
	// the white faces by greenCloth (decideNeutral): a patch of a
	// mottled green cloth, dropped as the table.
	besideRead, clothHue bool
	// coolShade: a face with no marks beside a face read in its region,
	// of the table's colour in a stack's shadow as a warm lamp and a
	// cooler room light it (shadowCooled).
	coolShade bool
	// skin: a face with no marks, of skin's hue against the white faces
	// and larger than a face (decideNeutral): a piece of a hand, hidden
	// with none found (hideSkin).
	skin bool
	// whole: no face was found in the stack's region; its outline is
	// the region's, even once its colour says it is the neutral.
	whole bool
	// marksAt: the centres of the marks read (frame pixels), one for
	// marks run together into one hole.
	marksAt []image.Point
	// moreBeyond: a look at more of the face (against its own shade)
	// counted as many marks and saw a sign of another (readWider).
	moreBeyond bool
	// markRagged: the face read has a ragged hole as like a mark as its
	// marks (faceCandidate.cutMarks).
	markRagged bool
	// markAtRim: the face read has a hole at its rim lit nearly as its
	// marks, left out as a notch (faceCandidate.cutMarks).
	markAtRim bool
	// piece: read from a part of its region (faceParts) or cut from a
	// crowded face (splitCrowded), not its region's one face.
	piece bool
	// stripeCut: beside one of its stripes the face read has a shorter
	// hole, as wide, level with it and lit as it: a stripe cut short
	// (faceCandidate.cutMarks).
	stripeCut bool
	// markTrimmed: one of the marks read was a hole that ran on out of
	// it, the run trimmed off (trimChannel, trimByLight).
	markTrimmed bool
	// darkShare: of a face read with its lit side filled, the share of
	// its dark part in that and what was painted (paintLitSide).
	darkShare float64
	// markShare: each mark's area over the face's; runTogether: the marks
	// were counted by the bumps of holes they ran together into.
	markShare   float64
	runTogether bool
	// markTile: its smallest mark's area over a scale's face, as the
	// radius it was read at gives it.
	markTile float64
	// twoSummits: two marks run into one hole, its two summits counted
	// as well as its two bumps.
	twoSummits bool
	// markLong: its longest mark's length over its width.
	markLong float64
	// extraHoles: holes beside the marks counted, not counted.
	extraHoles bool
	// stripeBlock: its marks read as stripes run into one block that
	// reaches the face's rim (blockFace).
	stripeBlock bool
	// wideOutline: read widened (readWider), the outline of the face
	// read, the reading keeping its region's own.
	wideOutline []image.Point
}

// Readable reports whether every stack's top was read.
func (o Observation) Readable() bool {
	for _, s := range o.Stacks {
		if s.Top == rules.NoScale {
			return false
		}
	}
	return len(o.Stacks) > 0
}

// Tops returns the top scales, head to tail.
func (o Observation) Tops() []rules.Scale {
	out := make([]rules.Scale, len(o.Stacks))
	for i, s := range o.Stacks {
		out[i] = s.Top
	}
	return out
}

// MinConfidence returns the lowest confidence of any stack, 0 for none.
func (o Observation) MinConfidence() float64 {
	if len(o.Stacks) == 0 {
		return 0
	}
	m := 1.0
	for _, s := range o.Stacks {
		m = min(m, s.Confidence)
	}
	return m
}
