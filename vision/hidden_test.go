package vision

import (
	"image"
	"math"
	"slices"
	"testing"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// TestHiddenTips: a region with no face, narrower than a scale, within
// 1.5 radii of a region too large for a stack, or of such a tip, is that
// region's point, hidden with it; so is one centred in its box. A stack
// read, a whole scale's width, or a narrow piece farther off stays.
func TestHiddenTips(t *testing.T) {
	const w, h, r = 100, 100, 6.0
	d := NewDetector(DefaultOptions())
	defer d.Close()
	d.labels.Close()
	d.labels = gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)
	d.hidden = make([]uint8, w*h)
	// An arm from the top edge down to row 40, columns 10 to 30.
	arm := image.Rect(10, 0, 30, 40)
	for y := arm.Min.Y; y < arm.Max.Y; y++ {
		for x := arm.Min.X; x < arm.Max.X; x++ {
			d.hidden[y*w+x] = 255
		}
	}
	const scale = 2.0 // the readings are in the picture's pixels
	reading := func(box image.Rectangle, top rules.Scale, why string) StackReading {
		full := image.Rect(box.Min.X*scale, box.Min.Y*scale, box.Max.X*scale, box.Max.Y*scale)
		return StackReading{Top: top, Why: why, Bounds: full, Outline: boxOutline(full), Center: full.Min.Add(full.Max).Div(2), stats: faceStats{meanL: 150, meanA: 128, meanB: 130}}
	}
	// Of skin's hue (a pale arm's knuckles), and of a white face in warm
	// light, yellow.
	skin, warmWhite := faceStats{meanL: 210, meanA: 140, meanB: 156}, faceStats{meanL: 220, meanA: 130, meanB: 150}
	tinted := func(r StackReading, c faceStats) StackReading { r.stats = c; return r }
	for _, tc := range []struct {
		name string
		box  image.Rectangle
		top  rules.Scale
		why  string
		tip  bool
	}{
		{"the arm's point, 5 below it", image.Rect(17, 45, 25, 58), rules.NoScale, noMarksSeen, true},
		{"a lighter patch inside the arm's box, a whole scale across", image.Rect(12, 5, 28, 30), rules.NoScale, noMarksSeen, true},
		{"a stack read beside the arm", image.Rect(31, 20, 43, 32), rules.NewScale(rules.Black, 2), "", false},
		{"a stack unread for another reason", image.Rect(31, 20, 38, 32), rules.NoScale, unreadBeside, false},
		{"a whole scale's width beside the arm, no face", image.Rect(31, 20, 44, 33), rules.NoScale, noMarksSeen, false},
		{"a narrow piece 15 off", image.Rect(45, 20, 52, 30), rules.NoScale, noMarksSeen, false},
	} {
		big := []image.Rectangle{arm}
		readings := []StackReading{reading(tc.box, tc.top, tc.why)}
		left, tips, grown := d.hiddenTips(readings, big, scale, r)
		if got := len(left) == 0 && len(tips) == 1; got != tc.tip {
			t.Errorf("%s: hidden %v, want %v", tc.name, got, tc.tip)
		}
		if tc.tip && (len(grown) != 1 || !grown[0].Overlaps(tc.box)) {
			t.Errorf("%s: the arm's box %v not grown to take in %v", tc.name, grown, tc.box)
		}
	}
	// A piece of skin's hue with no marks, far from the arm, in a frame
	// with a hand: a piece of the hand, hidden in a box of its own. Not
	// where no hand is in the frame, nor a yellow one, nor one unread for
	// another reason.
	far := image.Rect(60, 60, 75, 75)
	for _, tc := range []struct {
		name    string
		reading StackReading
		hand    bool
		tip     bool
	}{
		{"skin's hue, no marks", tinted(reading(far, rules.NoScale, noMarksSeen), skin), true, true},
		{"skin's hue, no hand in the frame", tinted(reading(far, rules.NoScale, noMarksSeen), skin), false, false},
		{"a white face in warm light", tinted(reading(far, rules.NoScale, noMarksSeen), warmWhite), true, false},
		{"skin's hue, unread for another reason", tinted(reading(far, rules.NoScale, unreadBeside), skin), true, false},
	} {
		var big []image.Rectangle
		if tc.hand {
			big = []image.Rectangle{arm}
		}
		left, tips, grown := d.hiddenTips([]StackReading{tc.reading}, big, scale, r)
		if got := len(left) == 0 && len(tips) == 1; got != tc.tip {
			t.Errorf("%s: hidden %v, want %v", tc.name, got, tc.tip)
		}
		if tc.tip && (len(grown) != 2 || !grown[0].Eq(arm) || !grown[1].Overlaps(far)) {
			t.Errorf("%s: hidden in %v, want the arm's box and one of its own", tc.name, grown)
		}
	}
	// A point in two pieces, the second beyond reach of the arm but
	// beside the first.
	big := []image.Rectangle{arm}
	first, second := image.Rect(17, 45, 25, 55), image.Rect(16, 55, 26, 64)
	left, tips, _ := d.hiddenTips([]StackReading{reading(second, rules.NoScale, noMarksSeen), reading(first, rules.NoScale, noMarksSeen)}, big, scale, r)
	if len(left) != 0 || len(tips) != 2 || !slices.ContainsFunc(tips, second.Eq) {
		t.Errorf("a point in two pieces: left %d, tips %v", len(left), tips)
	}
}

// TestHiddenTipsSkinCluster: with no region too large for a stack, three
// pieces or more with no marks, of skin's hue, each within 1.5 radii of
// another, are a hand: hidden in one box, with what else is unread in
// it. Two, pieces apart, or pieces of no skin's hue are not; a stack read
// in the box stays.
func TestHiddenTipsSkinCluster(t *testing.T) {
	const w, h, r, scale = 100, 100, 6.0, 2.0
	d := NewDetector(DefaultOptions())
	defer d.Close()
	d.labels.Close()
	d.labels = gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)
	d.hidden = make([]uint8, w*h)
	piece := func(box image.Rectangle, top rules.Scale, why string, c faceStats) StackReading {
		full := image.Rect(box.Min.X*scale, box.Min.Y*scale, box.Max.X*scale, box.Max.Y*scale)
		return StackReading{Top: top, Why: why, Bounds: full, Outline: boxOutline(full), Center: full.Min.Add(full.Max).Div(2), stats: c}
	}
	skin, grey := faceStats{meanL: 200, meanA: 142, meanB: 152}, faceStats{meanL: 200, meanA: 128, meanB: 131}
	// Fingers side by side, 4 apart: within 9 (1.5 radii) of each other.
	fingers := []image.Rectangle{image.Rect(10, 10, 16, 40), image.Rect(20, 12, 26, 42), image.Rect(30, 14, 36, 44)}
	b3 := rules.NewScale(rules.Black, 3)
	for _, tc := range []struct {
		name     string
		readings []StackReading
		left     int // readings left
		hidden   bool
	}{
		{"three fingers", []StackReading{piece(fingers[0], rules.NoScale, noMarksSeen, skin), piece(fingers[1], rules.NoScale, noMarksSeen, skin), piece(fingers[2], rules.NoScale, noMarksSeen, skin)}, 0, true},
		{"three fingers, a stack unread and a stack read in their box", []StackReading{piece(fingers[0], rules.NoScale, noMarksSeen, skin), piece(fingers[1], rules.NoScale, noMarksSeen, skin), piece(fingers[2], rules.NoScale, noMarksSeen, skin), piece(image.Rect(14, 30, 22, 38), rules.NoScale, unreadBeside, grey), piece(image.Rect(24, 30, 32, 38), b3, "", grey)}, 1, true},
		{"two fingers", []StackReading{piece(fingers[0], rules.NoScale, noMarksSeen, skin), piece(fingers[1], rules.NoScale, noMarksSeen, skin)}, 2, false},
		{"three pieces apart", []StackReading{piece(image.Rect(5, 5, 11, 11), rules.NoScale, noMarksSeen, skin), piece(image.Rect(40, 40, 46, 46), rules.NoScale, noMarksSeen, skin), piece(image.Rect(80, 80, 86, 86), rules.NoScale, noMarksSeen, skin)}, 3, false},
		{"three grey pieces", []StackReading{piece(fingers[0], rules.NoScale, noMarksSeen, grey), piece(fingers[1], rules.NoScale, noMarksSeen, grey), piece(fingers[2], rules.NoScale, noMarksSeen, grey)}, 3, false},
	} {
		left, _, grown := d.hiddenTips(tc.readings, nil, scale, r)
		if len(left) != tc.left || (len(grown) > 0) != tc.hidden {
			t.Errorf("%s: %d readings left, hidden %v; want %d, %v", tc.name, len(left), grown, tc.left, tc.hidden)
		}
		if tc.hidden && (len(grown) != 1 || !grown[0].Eq(image.Rect(10, 10, 36, 44))) {
			t.Errorf("%s: hidden in %v, want the fingers' box", tc.name, grown)
		}
	}
}

// TestSideOfSure: something grown ragged below a face read surely, the
// way every stack's sides lie, nearer than two faces side by side can
// be, is that stack's sides; beside it, farther, or below an unsure face,
// it is not.
func TestSideOfSure(t *testing.T) {
	const rb, scale = 10.0, 2.0
	down := [2]float64{0, 1}
	face := func(top rules.Scale, conf float64) [][]StackReading {
		return [][]StackReading{{{Top: top, Confidence: conf, Center: image.Pt(200, 200)}}}
	}
	sure := face(rules.NewScale(rules.White, 1), 0.9)
	for _, tc := range []struct {
		name  string
		at    image.Point // working size
		reads [][]StackReading
		want  bool
	}{
		{"1.5 radii below", image.Pt(100, 115), sure, true},
		{"1.5 radii beside", image.Pt(115, 100), sure, false},
		{"2 radii below", image.Pt(100, 120), sure, false},
		{"below an unsure face", image.Pt(100, 115), face(rules.NewScale(rules.White, 1), 0.4), false},
		{"below a face not read", image.Pt(100, 115), face(rules.NoScale, 0), false},
	} {
		if got := sideOfSure(tc.at, tc.at.Mul(scale), tc.reads, sideBandReach*rb, scale, down, 0.6); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestNearSure: what is grown ragged within 1.4 radii of a face read
// surely, whichever way, is its sides or shadow; as far as a neighbour's
// face, or beside an unsure one, it may be a stack.
func TestNearSure(t *testing.T) {
	const rb, scale = 10.0, 2.0
	face := func(top rules.Scale, conf float64) [][]StackReading {
		return [][]StackReading{{{Top: top, Confidence: conf, Center: image.Pt(200, 200)}}}
	}
	sure := face(rules.NewScale(rules.Black, 3), 0.9)
	for _, tc := range []struct {
		name  string
		full  image.Point
		reads [][]StackReading
		want  bool
	}{
		{"1.3 radii below", image.Pt(200, 226), sure, true},
		{"1.3 radii beside", image.Pt(174, 200), sure, true},
		{"1.5 radii below", image.Pt(200, 230), sure, false},
		{"2 radii beside, a neighbour's place", image.Pt(240, 200), sure, false},
		{"near an unsure face", image.Pt(200, 226), face(rules.NewScale(rules.Black, 3), 0.4), false},
		{"near a face not read", image.Pt(200, 226), face(rules.NoScale, 0), false},
	} {
		if got := nearSure(tc.full, tc.reads, rb, scale, 0.6); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestDoubtTouched: a face the hand's region touches is said unread, as
// the hand may hide a mark, unless it is whole or the hand keeps clear
// of it, and not half of it the hand's skin (a finger lying across it,
// taken into the face); the
// neutral keeps its name. TestDoubtFrameCut: so is a face the frame's
// edge cuts.
func TestDoubtTouched(t *testing.T) {
	const w, h, scale = 120, 80, 4.0               // working size; the frame is 480×320
	rect := func(x, y, rw, rh int) []image.Point { // centred at (x, y) in the frame
		return []image.Point{{x - rw/2, y - rh/2}, {x + rw/2, y - rh/2}, {x + rw/2, y + rh/2}, {x - rw/2, y + rh/2}}
	}
	// A face 40 across centred at (x, 60), a notch 12 deep in its right side.
	notched := func(x int) []image.Point {
		return []image.Point{{x - 20, 40}, {x + 20, 40}, {x + 20, 52}, {x + 8, 60}, {x + 20, 68}, {x + 20, 80}, {x - 20, 80}}
	}
	// A face 2r across centred at (x, 60), a notch 0.6 r deep in its
	// right side: 0.94 of its hull.
	notchedLarge := func(x, r int) []image.Point {
		return []image.Point{{x - r, 60 - r}, {x + r, 60 - r}, {x + r, 60 - 2*r/5}, {x + 2*r/5, 60}, {x + r, 60 + 2*r/5}, {x + r, 60 + r}, {x - r, 60 + r}}
	}
	// The same face, a slot 10 wide cut 36 deep down its middle: 0.78 of
	// its hull, as a finger's shade lying across it leaves it.
	slotted := func(x int) []image.Point {
		return []image.Point{{x - 20, 40}, {x - 5, 40}, {x - 5, 76}, {x + 5, 76}, {x + 5, 40}, {x + 20, 40}, {x + 20, 80}, {x - 20, 80}}
	}
	w2, w3, b1, n := rules.NewScale(rules.White, 2), rules.NewScale(rules.White, 3), rules.NewScale(rules.Black, 1), rules.Neutral
	d := NewDetector(DefaultOptions())
	defer d.Close()
	d.labels.Close()
	d.labels = gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)
	d.hidden = make([]uint8, w*h)
	// The hand: columns 30 to 35, rows 0 to 34 (frame x 120 to 143).
	for y := 0; y < 35; y++ {
		for x := 30; x < 36; x++ {
			d.hidden[y*w+x] = 255
		}
	}
	// A fingertip apart from it: columns 100 to 103, rows 0 to 3.
	for y := 0; y < 4; y++ {
		for x := 100; x < 104; x++ {
			d.hidden[y*w+x] = 255
		}
	}
	// A grey table, and a finger of the hand's skin (L 180, hue 50,
	// chroma 30) over columns 36 to 42, rows 22 to 33 (frame x 144 to
	// 171, y 88 to 135).
	hands := []skinTint{{shade: 0.2, hue: 50}}
	d.lab.Close()
	d.lab = gocv.NewMatWithSizeFromScalar(gocv.NewScalar(128, 128, 128, 0), h, w, gocv.MatTypeCV8UC3)
	lab, _ := d.lab.DataPtrUint8()
	for y := 22; y < 34; y++ {
		for x := 36; x < 43; x++ {
			copy(lab[3*(y*w+x):], []uint8{180, 128 + 19, 128 + 23})
		}
	}
	// The hand is skin too, in its own shade: the hidden region where it
	// is the table's colour is the table (handOver).
	for y := 0; y < 35; y++ {
		for x := 30; x < 36; x++ {
			copy(lab[3*(y*w+x):], []uint8{150, 128 + 16, 128 + 19})
		}
	}
	flat := func(rs []StackReading) { d.doubtTouched(rs, hands, nil, usualAt(rs, flatRadius(10), scale), scale, 2) }
	checkDoubt(t, flat,
		[]StackReading{{Top: b1, Outline: rect(380, 200, 40, 40)}, {Top: b1, Outline: rect(430, 200, 40, 40)}},
		[]doubtCase{
			{"a face cut by the hand, touching it", StackReading{Top: w2, Outline: rect(158, 60, 28, 40), Center: image.Pt(158, 60)}, rules.NoScale},
			{"a whole face touching it", StackReading{Top: w2, Outline: rect(164, 60, 40, 40), Center: image.Pt(164, 60)}, w2},
			{"a whole face touching it, over half of it the hand's skin", StackReading{Top: w2, Outline: rect(164, 110, 40, 40), Center: image.Pt(164, 110)}, rules.NoScale},
			{"a face cut, apart from it", StackReading{Top: w2, Outline: rect(300, 60, 28, 40), Center: image.Pt(300, 60)}, w2},
			// Under 0.85 of the usual across, clear only where the hand
			// covers none of a disc widened by what the face lacks: a
			// face cut cleanly by the hand lies off it by half its loss.
			{"a face cut by the hand, a sliver from it", StackReading{Top: w2, Outline: rect(163, 60, 28, 40), Center: image.Pt(163, 60)}, rules.NoScale},
			{"a small face a fingertip's corner touches", StackReading{Top: w2, Outline: rect(432, 38, 28, 40), Center: image.Pt(432, 38)}, w2},
			{"the neutral cut, touching it", StackReading{Top: n, Outline: rect(158, 60, 28, 40), Center: image.Pt(158, 60)}, n},
			// Smaller than the others but of their shape, even: a
			// hand cuts a face from one side (evenFace).
			{"a whole face touching it, smaller than the others, square as they are", StackReading{Top: w2, Outline: rect(160, 60, 32, 32), Center: image.Pt(160, 60)}, w2},
			{"a face cut straight by the hand, longer than the others", StackReading{Top: w2, Outline: rect(160, 60, 32, 40), Center: image.Pt(160, 60)}, rules.NoScale},
			// Notched on the side away from the hand (0.94 of its hull,
			// as a hand's shade notches a face): the hand clear of the
			// disc 0.55 faces across round its centre, or in it.
			{"a notched face touching it, the hand clear of it", StackReading{Top: w2, Outline: notched(164), Center: image.Pt(164, 60)}, w2},
			{"a notched face the hand reaches into", StackReading{Top: w2, Outline: notched(158), Center: image.Pt(158, 60)}, rules.NoScale},
			// Larger than the others, a tall stack's nearer the camera:
			// clear where the hand covers none of the disc round it, up
			// to clearLarge.
			{"a notched face 1.36 of the others across, the hand clear of it", StackReading{Top: w2, Outline: notchedLarge(176, 28), Center: image.Pt(176, 60)}, w2},
			{"a notched face 1.5 of the others across, the hand clear of it", StackReading{Top: w2, Outline: notchedLarge(180, 31), Center: image.Pt(180, 60)}, rules.NoScale},
			{"a face a finger's shade cuts across, the hand clear of it", StackReading{Top: w2, Outline: slotted(164), Center: image.Pt(164, 60)}, rules.NoScale},
			// Three marks, the most a face has: no more can be hidden,
			// unless the hand lies on it (a finger's shade across a W1
			// makes stripes of its own).
			{"a small face read with three marks, the hand at its rim", StackReading{Top: w3, Outline: rect(162, 60, 30, 36), Center: image.Pt(162, 60)}, w3},
			{"a small face read with two marks, the hand at its rim", StackReading{Top: w2, Outline: rect(162, 60, 30, 36), Center: image.Pt(162, 60)}, rules.NoScale},
			// Its own image through its middle and as wide as long,
			// a face is whole down to roundSize of the usual across,
			// whatever the others' shape: nothing cut it.
			{"a small face, as wide as long, the hand at its rim", StackReading{Top: w2, Outline: rect(162, 60, 30, 30), Center: image.Pt(162, 60)}, w2},
			{"a face 0.65 of the usual, as wide as long, the hand at its rim", StackReading{Top: w2, Outline: rect(160, 60, 26, 26), Center: image.Pt(160, 60)}, rules.NoScale},
			{"a small face read with three marks, the hand over it", StackReading{Top: w3, Outline: rect(152, 60, 24, 30), Center: image.Pt(152, 60)}, rules.NoScale},
			// Marks counted by the bumps of one hole (runTogether): its
			// whole outline clears it only where the hand lies over
			// under a tenth of the disc round it.
			{"a whole face touching it, marks counted by bumps, the hand clear of the disc round it", StackReading{Top: w2, Outline: rect(164, 60, 40, 40), Center: image.Pt(164, 60), runTogether: true}, w2},
			{"a whole face touching it, marks counted by bumps, the hand over the disc round it", StackReading{Top: w2, Outline: rect(156, 60, 40, 40), Center: image.Pt(156, 60), runTogether: true}, rules.NoScale},
			{"a whole face touching it, marks apart, the hand over the disc round it", StackReading{Top: w2, Outline: rect(156, 60, 40, 40), Center: image.Pt(156, 60)}, w2},
		})
	// Where few faces were read, a face is measured against the others:
	// a white face cut by the hand to 37 across, beside a black one 36
	// across and a white one 42, is no usual face, though it was the
	// median of the three (POV-Ray seed 3666, read a sure W1).
	checkDoubt(t, flat,
		[]StackReading{{Top: b1, Outline: rect(380, 200, 36, 36), Center: image.Pt(380, 200)}, {Top: w2, Outline: rect(430, 200, 42, 42), Center: image.Pt(430, 200)}},
		[]doubtCase{
			{"a face cut by the hand, the median of three", StackReading{Top: w2, Outline: rect(160, 60, 34, 40), Center: image.Pt(160, 60)}, rules.NoScale},
			{"a whole face touching it, beside two", StackReading{Top: w2, Outline: rect(166, 60, 40, 40), Center: image.Pt(166, 60)}, w2},
			// Measured against the black face, its own colour, not
			// the larger white one (the near check, frame 29).
			{"a whole black face touching it, 0.88 of the white one", StackReading{Top: b1, Outline: rect(162, 60, 37, 37), Center: image.Pt(162, 60)}, b1},
		})
	// Alone, a face is its own usual size, whole or cut: taken for whole
	// only where the hand keeps off the disc round it (POV-Ray seeds 7840
	// and 8023: a B2 cut with a dot by an arm, the only face read).
	checkDoubt(t, flat, nil,
		[]doubtCase{
			{"the only face, square, the hand over the disc round it", StackReading{Top: w2, Outline: rect(152, 60, 36, 36), Center: image.Pt(152, 60)}, rules.NoScale},
			{"the only face, the hand clear of the disc round it", StackReading{Top: w2, Outline: rect(164, 60, 40, 40), Center: image.Pt(164, 60)}, w2},
		})
	// A stripe cut short beside its marks: a finger over its rim, its
	// outline whole or not.
	checkDoubt(t, flat,
		[]StackReading{{Top: b1, Outline: rect(380, 200, 40, 40)}, {Top: b1, Outline: rect(430, 200, 40, 40)}},
		[]doubtCase{
			{"a whole face touching it, a stripe cut short", StackReading{Top: w2, Outline: rect(164, 60, 40, 40), Center: image.Pt(164, 60), stripeCut: true}, rules.NoScale},
		})
	// Seen aslant, the radius 8 working pixels at the hand and 10 where
	// the others lie: a face as much smaller there is whole, a piece of
	// one still not.
	aslant := radiusField{c: 6.5, dx: 2.0 / 54, lo: 5, hi: 15, box: image.Rect(0, 0, w, h)}
	checkDoubt(t, func(rs []StackReading) { d.doubtTouched(rs, hands, nil, usualAt(rs, aslant, scale), scale, 2) },
		[]StackReading{{Top: b1, Outline: rect(380, 200, 40, 40), Center: image.Pt(380, 200)}, {Top: b1, Outline: rect(430, 200, 40, 40), Center: image.Pt(430, 200)}},
		[]doubtCase{
			{"a whole far face touching it", StackReading{Top: w2, Outline: rect(160, 60, 32, 32), Center: image.Pt(160, 60)}, w2},
			{"a far face cut by the hand", StackReading{Top: w2, Outline: rect(156, 60, 22, 32), Center: image.Pt(156, 60)}, rules.NoScale},
		})
	// On a dark table a black face's outline takes in its side and
	// shadow: four black faces 46 across, three white ones 36. A white
	// face is measured against the white faces, where the median of all,
	// 46, made a whole one 0.78 of the usual face; but never against a
	// larger size of its own colour than all faces': a black face 40
	// across, beside three black ones and four white ones, is whole at
	// 0.87 of the black faces' 46.
	var mixed []StackReading
	for k, x := range []int{300, 350, 400, 450} {
		mixed = append(mixed, StackReading{Top: b1, Outline: rect(x, 220, 46, 46), Center: image.Pt(x, 220)})
		if k < 3 {
			mixed = append(mixed, StackReading{Top: w2, Outline: rect(x+25, 280, 36, 36), Center: image.Pt(x+25, 280)})
		}
	}
	checkDoubt(t, flat, mixed,
		[]doubtCase{
			{"a whole white face touching it, beside larger black ones", StackReading{Top: w2, Outline: rect(162, 60, 36, 36), Center: image.Pt(162, 60)}, w2},
			{"a white face cut by the hand, beside larger black ones", StackReading{Top: w2, Outline: rect(158, 60, 28, 36), Center: image.Pt(158, 60)}, rules.NoScale},
		})
	checkDoubt(t, flat, append(mixed[1:], StackReading{Top: w2, Outline: rect(475, 280, 36, 36), Center: image.Pt(475, 280)}),
		[]doubtCase{
			{"a whole black face touching it, smaller than the other black ones", StackReading{Top: b1, Outline: rect(164, 60, 40, 40), Center: image.Pt(164, 60)}, b1},
		})
}

func TestDoubtFrameCut(t *testing.T) {
	size := image.Pt(480, 320)
	b3, b2, b1, n := rules.NewScale(rules.Black, 3), rules.NewScale(rules.Black, 2), rules.NewScale(rules.Black, 1), rules.Neutral
	face := func(top rules.Scale, x0, y0, x1, y1 int) StackReading {
		return StackReading{Top: top, Outline: boxAt(x0, y0, x1, y1)}
	}
	checkDoubt(t, func(rs []StackReading) { doubtFrameCut(rs, size) },
		[]StackReading{face(b1, 300, 200, 340, 240), face(b1, 360, 200, 400, 240)},
		[]doubtCase{
			{"two thirds of a face at the left edge", face(b2, 0, 100, 27, 140), rules.NoScale},
			{"two thirds of a face at the bottom edge", face(b2, 200, 293, 240, 320), rules.NoScale},
			{"a whole face touching the edge", face(b2, 0, 100, 40, 140), b2},
			{"a face cut, a pixel from the edge", face(b2, 1, 100, 28, 140), rules.NoScale},
			{"a face cut, three pixels from the edge", face(b2, 3, 100, 30, 140), b2},
			{"a face cut, apart from the edge", face(b2, 100, 100, 127, 140), b2},
			{"three marks on two thirds of a face: none more to hide", face(b3, 0, 100, 27, 140), b3},
			{"an outline with a shadow, 1.33 faces across, at the edge", face(b2, 0, 100, 53, 153), rules.NoScale},
			{"the same with three marks", face(b3, 0, 100, 53, 153), b3},
			{"the neutral cut", face(n, 0, 100, 27, 140), n},
		})
}

// TestDoubtLong: a reading whose outline is twice as long as wide or
// more (a thumb, a finger) is no scale's face; a face seen aslant, a
// reading known by its box, and the neutral keep their names.
func TestDoubtLong(t *testing.T) {
	w1, n := rules.NewScale(rules.White, 1), rules.Neutral
	thumb := boxAt(0, 0, 30, 90)
	checkDoubt(t, doubtLong, nil, []doubtCase{
		{"a thumb, three times as long as wide", StackReading{Top: w1, Outline: thumb}, rules.NoScale},
		{"a thumb lying aslant", StackReading{Top: w1, Outline: []image.Point{{0, 60}, {60, 0}, {80, 20}, {20, 80}}}, rules.NoScale},
		{"a face seen aslant, 1.4 times", StackReading{Top: w1, Outline: boxAt(0, 0, 40, 56)}, w1},
		{"known only by its region's box", StackReading{Top: w1, Outline: thumb, Bounds: image.Rect(0, 0, 30, 90)}, w1},
		{"the neutral", StackReading{Top: n, Outline: thumb}, n},
	})
	// A black face's dark part run on round the neutral named apart
	// (seed 16157); not round a stack unread, nor beside the neutral.
	b3 := rules.NewScale(rules.Black, 3)
	checkDoubt(t, doubtLong, []StackReading{{Top: n, Center: image.Pt(15, 70), Outline: boxAt(5, 60, 25, 80)}}, []doubtCase{
		{"a B3 round the neutral", StackReading{Top: b3, Outline: thumb}, b3},
	})
	checkDoubt(t, doubtLong, []StackReading{{Top: rules.NoScale, Center: image.Pt(15, 70), Outline: boxAt(5, 60, 25, 80)}}, []doubtCase{
		{"a B3 round a stack unread", StackReading{Top: b3, Outline: thumb}, rules.NoScale},
	})
	checkDoubt(t, doubtLong, []StackReading{{Top: n, Center: image.Pt(60, 70), Outline: boxAt(50, 60, 70, 80)}}, []doubtCase{
		{"a B3 beside the neutral", StackReading{Top: b3, Outline: thumb}, rules.NoScale},
	})
}

// doubtCase is a reading, and what a doubt should leave of its top.
type doubtCase struct {
	name string
	s    StackReading
	want rules.Scale
}

// TestDoubtTouchedTable: where the hidden region round a hand takes in
// the table beside it (grown against a table's estimate the hand drags
// its way), the hand itself, not that table, hides marks: a face read
// with three stripes and a face read alone keep their readings beside
// such a region, not where the hand's skin lies over the disc round them.
func TestDoubtTouchedTable(t *testing.T) {
	const w, h, scale = 120, 80, 4.0 // working size; the frame is 480×320
	rect := func(x, y, rw, rh int) []image.Point {
		return []image.Point{{x - rw/2, y - rh/2}, {x + rw/2, y - rh/2}, {x + rw/2, y + rh/2}, {x - rw/2, y + rh/2}}
	}
	w2, w3, b1 := rules.NewScale(rules.White, 2), rules.NewScale(rules.White, 3), rules.NewScale(rules.Black, 1)
	hands := []skinTint{{shade: 0.2, hue: 50}}
	for _, tc := range []struct {
		name   string
		skinTo int // the hidden rows 0 to 12 are skin above this row, the table's grey below
		three  rules.Scale
		alone  rules.Scale
	}{
		{"the hand's skin off the disc, the table's grey in it", 5, w3, w2},
		{"the hand's skin over the disc", 13, rules.NoScale, rules.NoScale},
	} {
		d := NewDetector(DefaultOptions())
		d.labels.Close()
		d.labels = gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)
		d.hidden = make([]uint8, w*h)
		d.lab.Close()
		d.lab = gocv.NewMatWithSizeFromScalar(gocv.NewScalar(128, 128, 128, 0), h, w, gocv.MatTypeCV8UC3)
		d.bg.Close()
		d.bg = gocv.NewMatWithSizeFromScalar(gocv.NewScalar(128, 128, 128, 0), h, w, gocv.MatTypeCV8UC3)
		lab, _ := d.lab.DataPtrUint8()
		for y := 0; y < 13; y++ {
			for x := 0; x < w; x++ {
				d.hidden[y*w+x] = 255
				if y < tc.skinTo {
					copy(lab[3*(y*w+x):], []uint8{150, 128 + 16, 128 + 19})
				}
			}
		}
		doubt := func(rs []StackReading) { d.doubtTouched(rs, hands, nil, usualAt(rs, flatRadius(10), scale), scale, 2) }
		// Three stripes on a face as narrow for its length as one cut
		// is: whole or not, a face has no more marks to hide.
		checkDoubt(t, doubt,
			[]StackReading{{Top: b1, Outline: rect(380, 250, 40, 40), Center: image.Pt(380, 250)}, {Top: b1, Outline: rect(430, 250, 40, 40), Center: image.Pt(430, 250)}},
			[]doubtCase{{tc.name + ": three stripes", StackReading{Top: w3, Outline: rect(200, 62, 24, 40), Center: image.Pt(200, 62), markLong: 4}, tc.three}})
		checkDoubt(t, doubt, nil,
			[]doubtCase{{tc.name + ": the only face", StackReading{Top: w2, Outline: rect(200, 66, 40, 40), Center: image.Pt(200, 66)}, tc.alone}})
		d.Close()
	}
}

// checkDoubt runs doubt over each case's reading followed by others (the
// rest of the frame's readings, which set its usual face) and checks
// what is left of the case's top.
func checkDoubt(t *testing.T, doubt func([]StackReading), others []StackReading, cases []doubtCase) {
	t.Helper()
	for _, tc := range cases {
		rs := append([]StackReading{tc.s}, others...)
		doubt(rs)
		if rs[0].Top != tc.want {
			t.Errorf("%s: %v, want %v (%s)", tc.name, rs[0].Top, tc.want, rs[0].Why)
		}
	}
}

// boxAt is the outline of the box from (x0, y0) to (x1, y1), as a face's
// read square to the frame.
func boxAt(x0, y0, x1, y1 int) []image.Point {
	return boxOutline(image.Rect(x0, y0, x1, y1))
}

// TestLightInShade: the grey pixels of a region round a hand join the
// light pieces where they are far lighter than the other greys (a white
// face's half in an arm's shade, beside the shaded table), as kind 5,
// and none does where the greys are of one lightness (the table's grain).
func TestLightInShade(t *testing.T) {
	const w, h = 8, 1
	grey, shaded, light, dark, skin := kindGrey, kindShadedLight, kindLight, kindDark, kindSkin
	for _, c := range []struct {
		name string
		l    []uint8
		kind []pixelKind
		want []pixelKind
	}{
		{"a face's half in shade", []uint8{90, 95, 92, 155, 160, 190, 40, 200}, []pixelKind{grey, grey, grey, grey, grey, light, dark, skin}, []pixelKind{grey, grey, grey, shaded, shaded, light, dark, skin}},
		{"the table's grain", []uint8{90, 95, 92, 100, 98, 96, 40, 200}, []pixelKind{grey, grey, grey, grey, grey, grey, dark, skin}, []pixelKind{grey, grey, grey, grey, grey, grey, dark, skin}},
		{"no greys", []uint8{90, 95, 92, 100, 98, 96, 40, 200}, []pixelKind{light, light, light, light, light, light, dark, skin}, []pixelKind{light, light, light, light, light, light, dark, skin}},
	} {
		lab := make([]uint8, 3*w*h)
		mp := make([]uint8, w*h)
		for i, l := range c.l {
			lab[3*i], lab[3*i+1], lab[3*i+2] = l, 128, 128
			if c.kind[i] == kindLight || c.kind[i] == kindDark {
				mp[i] = 255
			}
		}
		kind := slices.Clone(c.kind)
		lightInShade(lab, kind, mp, image.Rect(0, 0, w, h), w)
		if !slices.Equal(kind, c.want) {
			t.Errorf("%s: kinds %v, want %v", c.name, kind, c.want)
		}
		for i, k := range kind {
			if (k == kindShadedLight) != (mp[i] != 0 && c.kind[i] == kindGrey) {
				t.Errorf("%s: pixel %d of kind %d is in the mask %v", c.name, i, k, mp[i] != 0)
			}
		}
	}
}

// TestBlackLitGrey: on a coloured table, a grey pixel darker than the
// table (a black face lit grey in an arm's shade) joins the dark pieces
// as kind 6; the table's shade, which keeps its chroma, does not, nor
// does a grey lighter than the table, nor any grey on a grey table.
func TestBlackLitGrey(t *testing.T) {
	violet := [3]uint8{130, 152, 93} // L, a, b: chroma 42
	grey := [3]uint8{130, 128, 130}
	for _, c := range []struct {
		name  string
		table [3]uint8
		px    [3]uint8
		kind  pixelKind
		want  pixelKind
	}{
		{"a black face lit grey", violet, [3]uint8{100, 128, 129}, kindGrey, kindLitBlack},
		{"the table in shade", violet, [3]uint8{70, 145, 105}, kindGrey, kindGrey},
		{"a grey lighter than the table", violet, [3]uint8{140, 128, 129}, kindGrey, kindGrey},
		{"a grey table", grey, [3]uint8{100, 128, 129}, kindGrey, kindGrey},
		{"a mark already light", violet, [3]uint8{100, 128, 129}, kindLight, kindLight},
	} {
		lab := []uint8{c.px[0], c.px[1], c.px[2]}
		bg := []uint8{c.table[0], c.table[1], c.table[2]}
		kind, mp := []pixelKind{c.kind}, []uint8{0}
		blackLitGrey(lab, bg, kind, mp, image.Rect(0, 0, 1, 1), 1)
		if kind[0] != c.want || (mp[0] != 0) != (c.want == kindLitBlack) {
			t.Errorf("%s: kind %d, in the mask %v; want %d", c.name, kind[0], mp[0] != 0, c.want)
		}
	}
}

// TestBlackLitGreyBlend: a grey beside a far lighter pixel is the blend
// where a black face meets a white band, and stays out; beside a light
// pixel only a little lighter (a black face lit lighter than a dark
// table at one end) it joins.
func TestBlackLitGreyBlend(t *testing.T) {
	violet := []uint8{130, 152, 93}
	for _, c := range []struct {
		name  string
		light uint8 // the lightness of the light pixel two to the right
		want  pixelKind
	}{
		{"a white band beside it", 200, kindGrey},
		{"the face's lit end beside it", 120, kindLitBlack},
	} {
		// grey, grey, light, on a row of three.
		lab := []uint8{100, 128, 129, 100, 128, 129, c.light, 128, 129}
		bg := slices.Concat(violet, violet, violet)
		kind, mp := []pixelKind{kindGrey, kindGrey, kindLight}, []uint8{0, 0, 255}
		blackLitGrey(lab, bg, kind, mp, image.Rect(0, 0, 3, 1), 3)
		if kind[0] != c.want || kind[1] != c.want {
			t.Errorf("%s: kinds %v, want the greys %d", c.name, kind, c.want)
		}
	}
}

// TestMarksInBlack: grey taken for a black face lit grey goes back to
// grey where black encloses it on every side, a mark in the arm's shade,
// and stays where it reaches the face's rim or the window's edge.
func TestMarksInBlack(t *testing.T) {
	for _, c := range []struct {
		name string
		rows []string // d dark, B lit black, g grey
		want []string
	}{
		{"a stripe inside the face", []string{
			"ggggggg",
			"gdddddg",
			"gdBdBdg",
			"gdBdBdg",
			"gdddddg",
			"ggggggg",
		}, []string{
			"ggggggg",
			"gdddddg",
			"gdgdgdg",
			"gdgdgdg",
			"gdddddg",
			"ggggggg",
		}},
		{"the face's lit end, at its rim", []string{
			"ggggggg",
			"gdddddg",
			"gdddBBg",
			"gdddBBg",
			"gdddddg",
			"ggggggg",
		}, nil},
		{"lit pixels running diagonally to the rim", []string{
			"ggggggg",
			"gdddddg",
			"gddddBg",
			"gdddBdg",
			"gdddddg",
			"ggggggg",
		}, nil},
		{"at the window's edge", []string{
			"dddd",
			"dddB",
			"dddd",
		}, nil},
	} {
		w, h := len(c.rows[0]), len(c.rows)
		kind, mp := make([]pixelKind, w*h), make([]uint8, w*h)
		codes := map[byte]pixelKind{'d': kindDark, 'B': kindLitBlack, 'g': kindGrey}
		for y, row := range c.rows {
			for x := range row {
				kind[y*w+x] = codes[row[x]]
				if row[x] != 'g' {
					mp[y*w+x] = 255
				}
			}
		}
		want := c.want
		if want == nil {
			want = c.rows
		}
		marksInBlack(kind, mp, w, h)
		for y, row := range want {
			for x := range row {
				k := y*w + x
				if kind[k] != codes[row[x]] || (mp[k] != 0) != (row[x] != 'g') {
					t.Errorf("%s: at (%d,%d) kind %d, in the mask %v; want %c", c.name, x, y, kind[k], mp[k] != 0, row[x])
				}
			}
		}
	}
}

// TestBlackEncloses: what a piece's black pixels enclose, of any kind
// but the hand's skin, is a mark's place: a dot lit as a white face in
// shade, or the table's colour, inside the black; not what reaches the
// piece's rim, nor a fingertip's skin over the face.
func TestBlackEncloses(t *testing.T) {
	for _, c := range []struct {
		name string
		rows []string // d dark, s light in shade, l light, k skin, . another piece or none
		want int
	}{
		{"a dot lit as a white face in shade", []string{
			"......",
			".dddd.",
			".dssd.",
			".dssd.",
			".dddd.",
			"......",
		}, 4},
		{"a dot of light and a hole", []string{
			"......",
			".ddddd",
			".dld.d",
			".ddddd",
		}, 2},
		{"the lit part at the rim", []string{
			"......",
			".dddd.",
			".ddss.",
			".dddd.",
		}, 0},
		{"a fingertip's skin", []string{
			"......",
			".dddd.",
			".dkkd.",
			".dddd.",
		}, 0},
	} {
		w, h := len(c.rows[0]), len(c.rows)
		kind, cv := make([]pixelKind, w*h), make([]int32, w*h)
		codes := map[byte]pixelKind{'d': kindDark, 's': kindShadedLight, 'l': kindLight, 'k': kindSkin}
		for y, row := range c.rows {
			for x := range row {
				k := y*w + x
				kind[k] = codes[row[x]]
				if row[x] != '.' && row[x] != 'k' {
					cv[k] = 1
				}
			}
		}
		notMark := func(k int) bool { return kind[k] == kindSkin }
		if got := blackEncloses(cv, 1, kind, w, h, 20, notMark); got != c.want {
			t.Errorf("%s: %d enclosed, want %d", c.name, got, c.want)
		}
	}
}

// TestOutlinesWithin: a face's outline comes within reach of a piece of
// skin's by the nearest edges, not the nearest corners: two squares side
// by side, their corners far apart, their edges 10 apart.
func TestOutlinesWithin(t *testing.T) {
	face := []image.Point{{0, 0}, {40, 0}, {40, 40}, {0, 40}}
	skin := func(dx, dy int) [][]image.Point {
		return [][]image.Point{{{dx, dy}, {dx + 60, dy}, {dx + 60, dy + 90}, {dx, dy + 90}}}
	}
	for _, tc := range []struct {
		name  string
		skins [][]image.Point
		reach float64
		want  bool
	}{
		{"edges 10 apart, corners 22 apart", skin(50, -25), 10.7, true},
		{"edges 11 apart", skin(51, -25), 10.7, false},
		{"a corner at the other's edge", skin(40, 20), 1, true},
		{"no skin", nil, 10.7, false},
	} {
		if got := outlinesWithin(face, tc.skins, tc.reach); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestHandOver: of the hidden region in a disc, only the hand counts:
// not the table's own colour the region took in beside an arm, nor what
// the hand reaches only through it (a scale's side band round the
// face), nor the cloth in the hand's shade; a finger the table's colour
// is no table where too little of the table is seen round the disc to
// know its colour by.
func TestHandOver(t *testing.T) {
	const w, h = 80, 60
	table, skin, side := []uint8{128, 128, 128}, []uint8{150, 128 + 16, 128 + 19}, []uint8{200, 128, 132}
	finger, near := []uint8{124, 124, 131}, []uint8{126, 126, 130}
	// Green cloth, and the same in shade: L+41 and the chroma scaled
	// alike, by 0.75 (offShade).
	green, greenShade := []uint8{160, 128 - 20, 128 + 12}, []uint8{110, 128 - 15, 128 + 9}
	// The disc: radius 6 round (50, 30), working pixels (scale 1).
	const cx, cy, r = 50, 30, 6.0
	inDisc := func(x, y int) bool { return math.Hypot(float64(x-cx), float64(y-cy)) <= r }
	tests := []struct {
		name  string
		paint func(x, y int) []uint8 // the hidden pixels' colour, nil where not hidden
		all   bool                   // all the hidden region in the disc counts, else none of it
		green bool                   // on green cloth, not grey
	}{
		{"nothing hidden", func(x, y int) []uint8 { return nil }, false, false},
		{"the arm far from the disc", func(x, y int) []uint8 {
			if x < 20 {
				return skin
			}
			return nil
		}, false, false},
		{"a finger of skin from the arm into the disc", func(x, y int) []uint8 {
			if x < 20 || y >= 27 && y <= 33 && x <= cx {
				return skin
			}
			return nil
		}, true, false},
		{"a finger 6 off the table's colour, from the arm into the disc", func(x, y int) []uint8 {
			if x < 20 {
				return skin
			}
			if y >= 27 && y <= 33 && x <= cx {
				return finger
			}
			return nil
		}, true, false},
		{"a finger 4 off the table's colour where the estimate is the table's", func(x, y int) []uint8 {
			if x < 20 {
				return skin
			}
			if y >= 27 && y <= 33 && x <= cx {
				if x >= 40 {
					return near
				}
				return skin
			}
			return nil
		}, true, false},
		{"the table's colour from the arm into the disc", func(x, y int) []uint8 {
			if x < 20 {
				return skin
			}
			if y >= 27 && y <= 33 && x <= cx {
				return table
			}
			return nil
		}, false, false},
		{"a side band round the disc's rim, reached through the table's colour", func(x, y int) []uint8 {
			switch {
			case x < 20:
				return skin
			case inDisc(x, y) && !(math.Hypot(float64(x-cx), float64(y-cy)) <= r-2):
				return side
			case y >= 27 && y <= 33 && x <= cx:
				return table
			}
			return nil
		}, false, false},
		{"a side band round the disc's rim, reached through skin", func(x, y int) []uint8 {
			switch {
			case x < 20 || y >= 27 && y <= 33 && x < cx-4:
				return skin
			case inDisc(x, y) && !(math.Hypot(float64(x-cx), float64(y-cy)) <= r-2):
				return side
			}
			return nil
		}, true, false},
		{"the cloth in the arm's shade, from the arm into the disc", func(x, y int) []uint8 {
			if x < 20 {
				return skin
			}
			if y >= 27 && y <= 33 && x <= cx {
				return greenShade
			}
			return nil
		}, false, true},
		{"a finger of skin from the arm into the disc, on green cloth", func(x, y int) []uint8 {
			if x < 20 || y >= 27 && y <= 33 && x <= cx {
				return skin
			}
			return nil
		}, true, true},
		{"all round hidden, the table's colour: no table seen, all of it counts", func(x, y int) []uint8 {
			if x < 20 {
				return skin
			}
			if !inDisc(x, y) || y >= 27 && y <= 33 && x <= cx {
				return table
			}
			return nil
		}, true, false},
	}
	for _, tc := range tests {
		d := &Detector{hidden: make([]uint8, w*h), lab: gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3), bg: gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3), labels: gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)}
		lab, _ := d.lab.DataPtrUint8()
		bg, _ := d.bg.DataPtrUint8()
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				// The table's estimate, dragged toward the arm's skin
				// up to 20 pixels past it.
				est := table
				if x < 40 {
					est = []uint8{140, 128 + 8, 128 + 10}
				}
				copy(bg[3*(y*w+x):], est)
				c := tc.paint(x, y)
				if c != nil {
					d.hidden[y*w+x] = 255
				} else if c = table; tc.green {
					c = green
				}
				// The table's grain: a unit or two either way.
				copy(lab[3*(y*w+x):], []uint8{c[0] + uint8((x+y)%3), c[1], c[2] + uint8(x%2)})
			}
		}
		got, all := d.handOver(image.Pt(cx, cy), r, 1), d.hiddenOver(image.Pt(cx, cy), r, 1)
		if want := map[bool]float64{true: all, false: 0}[tc.all]; got != want || tc.all && all == 0 {
			t.Errorf("%s: %.3f of the disc the hand's, want %.3f (hidden %.3f)", tc.name, got, want, all)
		}
		d.lab.Close()
		d.bg.Close()
		d.labels.Close()
	}
}

// TestHideEdgeBlanks: a region with no face that the frame's edge cuts,
// larger than a face with its side bands, is hidden as something coming
// into the frame; a smaller one may be a stack the frame cuts, and one
// within the frame, or read, stays.
func TestHideEdgeBlanks(t *testing.T) {
	const scale = 2.0
	size := image.Pt(400, 300)
	face := func(x, y, side int, top rules.Scale, why string) StackReading {
		b := image.Rect(x, y, x+side, y+side)
		return StackReading{Top: top, Why: why, Bounds: b, Outline: boxOutline(b), Center: boxCentre(b)}
	}
	w1 := rules.NewScale(rules.White, 1)
	// Three faces 40 across: the usual face.
	read := []StackReading{face(100, 100, 40, w1, ""), face(150, 100, 40, w1, ""), face(200, 100, 40, w1, "")}
	for _, tc := range []struct {
		name   string
		s      StackReading
		hidden bool
	}{
		{"no face, 2.3 faces, at the top edge", face(300, 0, 60, rules.NoScale, noMarksSeen), true},
		{"a blank face unnamed at the edge, 2.3 faces: the neutral seen close", face(340, 100, 60, rules.NoScale, edgeBlank), false},
		{"no face, 2.3 faces, at the right edge", face(340, 100, 60, rules.NoScale, noMarksSeen), true},
		{"no face, 1.6 faces, at the top edge: a stack the frame cuts", face(300, 0, 50, rules.NoScale, noMarksSeen), false},
		{"no face, 2.3 faces, within the frame", face(300, 100, 60, rules.NoScale, noMarksSeen), false},
		{"a face read, 2.3 faces, at the edge", face(300, 0, 60, w1, ""), false},
		{"unread for another cause, 2.3 faces, at the edge", face(300, 0, 60, rules.NoScale, "read as W1 but only 45% sure"), false},
	} {
		rs := append(slices.Clone(read), tc.s)
		got, big := hideEdgeBlanks(rs, nil, scale, size, size.X/2, size.Y/2)
		if hidden := len(got) == len(read); hidden != tc.hidden || hidden != (len(big) == 1) {
			t.Errorf("%s: %d readings left, %d regions hidden; want hidden %v", tc.name, len(got), len(big), tc.hidden)
			continue
		}
		if tc.hidden && big[0] != scaleRect(tc.s.Bounds, 1/scale, size.X/2, size.Y/2) {
			t.Errorf("%s: hid %v, want its box at working size", tc.name, big[0])
		}
	}
}

// TestHideLongBlanks: a region with no face seen, twice as long as wide
// or more by its face's outline or, with none, by its region, is a
// finger, hidden; a face read so long is doubted elsewhere (doubtLong),
// and a blank of a face's shape stays a stack unread.
func TestHideLongBlanks(t *testing.T) {
	const scale = 2.0
	w1 := rules.NewScale(rules.White, 1)
	box := image.Rect(100, 100, 160, 140)
	for _, tc := range []struct {
		name   string
		s      StackReading
		hidden bool
	}{
		{"no face, its region 3.2 times as long as wide", StackReading{Top: rules.NoScale, Why: noMarksSeen, Bounds: box, Outline: boxOutline(box), regionLong: 3.2}, true},
		{"no face, its region 1.8 times as long as wide: a stack aslant", StackReading{Top: rules.NoScale, Why: noMarksSeen, Bounds: box, Outline: boxOutline(box), regionLong: 1.8}, false},
		{"a blank face's own outline 2.5 times as long as wide", StackReading{Top: rules.NoScale, Why: noMarksSeen, Bounds: box, Outline: []image.Point{{100, 100}, {150, 100}, {150, 120}, {100, 120}}}, true},
		{"a blank face's own outline square, its region long", StackReading{Top: rules.NoScale, Why: noMarksSeen, Bounds: box, Outline: []image.Point{{100, 100}, {130, 100}, {130, 130}, {100, 130}}, regionLong: 3}, false},
		{"a face read, its region long", StackReading{Top: w1, Bounds: box, Outline: boxOutline(box), regionLong: 3}, false},
		{"unread for another cause, its region long", StackReading{Top: rules.NoScale, Why: unreadBeside, Bounds: box, Outline: boxOutline(box), regionLong: 3}, false},
	} {
		got, big := hideLongBlanks([]StackReading{tc.s}, nil, scale, 200, 150)
		if hidden := len(got) == 0; hidden != tc.hidden || hidden != (len(big) == 1) {
			t.Errorf("%s: %d readings left, %d regions hidden; want hidden %v", tc.name, len(got), len(big), tc.hidden)
			continue
		}
		if tc.hidden && big[0] != scaleRect(box, 1/scale, 200, 150) {
			t.Errorf("%s: hid %v, want its box at working size", tc.name, big[0])
		}
	}
}

// TestMaskLong: the least box round a mask's pixels, however it lies.
func TestMaskLong(t *testing.T) {
	const w, h = 40, 40
	for _, tc := range []struct {
		name string
		set  func(x, y int) bool
		want float64
	}{
		{"a square", func(x, y int) bool { return x >= 10 && x < 20 && y >= 10 && y < 20 }, 1},
		{"a bar 30 by 10", func(x, y int) bool { return x >= 5 && x < 35 && y >= 10 && y < 20 }, 3},
		{"a finger across the diagonal", func(x, y int) bool { return abs(x-y) <= 7 && x >= 4 && x < 36 }, 4},
		{"nothing", func(x, y int) bool { return false }, 0},
	} {
		m := make([]uint8, w*h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if tc.set(x, y) {
					m[y*w+x] = 255
				}
			}
		}
		if got := maskLong(m, w); math.Abs(got-tc.want) > 0.35*max(1, tc.want) {
			t.Errorf("%s: %.2f times as long as wide, want about %.1f", tc.name, got, tc.want)
		}
	}
}

// TestLessTable: pixels of the frame's table colour leave a mask
// wherever they are, or, asked offEstimate, only where the table's
// estimate under them is not the table's colour; a face's pixels stay.
func TestLessTable(t *testing.T) {
	const w, h = 8, 1
	table := [3]float64{174, 113, 182} // olive laminate
	face := []uint8{248, 120, 155}     // a white face tinted by it
	near := []uint8{170, 116, 178}     // the table, its grain within plainReach
	arm := []uint8{150, 140, 160}      // an estimate dragged toward an arm
	tests := []struct {
		name        string
		pix, est    [][]uint8
		offEstimate bool
		want        []uint8
	}{
		{"the table, its estimate right, leaves", [][]uint8{near, near, face, face}, [][]uint8{near, near, near, near}, false, []uint8{0, 0, 255, 255}},
		{"asked the estimate off, the table estimated right stays", [][]uint8{near, near, face, face}, [][]uint8{near, near, near, near}, true, nil},
		{"asked the estimate off, the table estimated off leaves", [][]uint8{near, near, face, face}, [][]uint8{arm, near, arm, arm}, true, []uint8{0, 255, 255, 255}},
		{"no table in it: nil", [][]uint8{face, face, face, face}, [][]uint8{arm, arm, arm, arm}, false, nil},
	}
	for _, tc := range tests {
		d := &Detector{lab: gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3), bg: gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3), labels: gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S)}
		lab, _ := d.lab.DataPtrUint8()
		bg, _ := d.bg.DataPtrUint8()
		// The mask is the window x 2 to 5; the pixels outside it are the
		// table, which no mask holds.
		for x := 0; x < w; x++ {
			copy(lab[3*x:], near)
			copy(bg[3*x:], near)
		}
		for k := range tc.pix {
			copy(lab[3*(k+2):], tc.pix[k])
			copy(bg[3*(k+2):], tc.est[k])
		}
		got := d.lessTable([]uint8{255, 255, 255, 255}, image.Rect(2, 0, 6, 1), table, tc.offEstimate)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
		d.lab.Close()
		d.bg.Close()
		d.labels.Close()
	}
}

// TestDoubtSmallMark: a lone mark a third the size of the frame's marks
// of its colour is no print: the top is unread, with no confidence (a
// hand's region leaves it out, unreadHidden); one two thirds the size,
// marks run together, or too few faces to tell by, stay read.
func TestDoubtSmallMark(t *testing.T) {
	b1, b2, w1 := rules.NewScale(rules.Black, 1), rules.NewScale(rules.Black, 2), rules.NewScale(rules.White, 1)
	read := func(top rules.Scale, tile float64) StackReading {
		return StackReading{Top: top, Marks: top.Value(), Confidence: 0.9, markTile: tile}
	}
	blacks := []StackReading{read(b1, 0.03), read(b2, 0.031), read(b1, 0.029)}
	together := read(b1, 0.01)
	together.runTogether = true
	for _, tc := range []struct {
		name string
		rs   []StackReading
		want rules.Scale
	}{
		{"a third of the black faces' marks", append(slices.Clone(blacks), read(b1, 0.01)), rules.NoScale},
		{"two thirds of them", append(slices.Clone(blacks), read(b1, 0.02)), b1},
		{"marks run together", append(slices.Clone(blacks), together), b1},
		{"a white face's, beside one other white face", []StackReading{read(w1, 0.03), read(w1, 0.01)}, w1},
	} {
		reads := [][]StackReading{tc.rs}
		doubtSmallMark(reads)
		last := reads[0][len(tc.rs)-1]
		if last.Top != tc.want || last.Top == rules.NoScale && last.Confidence != 0 {
			t.Errorf("%s: %v (confidence %.2f), want %v", tc.name, last.Top, last.Confidence, tc.want)
		}
	}
}

// TestUnreadHidden: a reading of nothing read in a hidden region says
// no more than the region and is left out; a face read and doubted
// there, a scale read there, and anything unread outside stay.
func TestUnreadHidden(t *testing.T) {
	hidden := []image.Rectangle{image.Rect(0, 100, 200, 600)}
	in, out := image.Pt(170, 390), image.Pt(220, 270)
	tests := []struct {
		name string
		s    StackReading
		keep bool
	}{
		{"nothing read, in the region", StackReading{Top: rules.NoScale, Center: in, Why: "a stack here, beside those read, not read"}, false},
		{"nothing read, outside it", StackReading{Top: rules.NoScale, Center: out, Why: "a stack here, beside those read, not read"}, true},
		{"a face read and doubted, in the region", StackReading{Top: rules.NoScale, Confidence: 0.9, Marks: 1, Center: in, Why: "read as B1, but a hand or arm touches it and may hide a mark"}, true},
		{"a scale read, in the region", StackReading{Top: rules.NewScale(rules.White, 2), Confidence: 0.9, Marks: 2, Center: in}, true},
		// doubtSmallMark's: likely no face at all.
		{"a face whose one mark was too small, in the region", StackReading{Top: rules.NoScale, Marks: 1, Center: in, Why: "read as B1, but its one mark is 0.36 of the size of other faces' marks"}, false},
	}
	for _, tc := range tests {
		got := unreadHidden([]StackReading{tc.s}, hidden)
		if kept := len(got) == 1; kept != tc.keep {
			t.Errorf("%s: kept %v, want %v", tc.name, kept, tc.keep)
		}
	}
	if got := unreadHidden([]StackReading{{Top: rules.NoScale, Center: in}}, nil); len(got) != 1 {
		t.Errorf("no region hidden: %d readings kept, want 1", len(got))
	}
}
