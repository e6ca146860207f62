package vision

import (
	"image"
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
		return StackReading{Top: top, Why: why, Bounds: full, Outline: boxOutline(full), Center: full.Min.Add(full.Max).Div(2)}
	}
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
		left, tips := d.hiddenTips(readings, big, scale, r)
		if got := len(left) == 0 && len(tips) == 1; got != tc.tip {
			t.Errorf("%s: hidden %v, want %v", tc.name, got, tc.tip)
		}
		if tc.tip && !big[0].Overlaps(tc.box) {
			t.Errorf("%s: the arm's box %v not grown to take in %v", tc.name, big[0], tc.box)
		}
	}
	// A point in two pieces, the second beyond reach of the arm but
	// beside the first.
	big := []image.Rectangle{arm}
	first, second := image.Rect(17, 45, 25, 55), image.Rect(16, 55, 26, 64)
	left, tips := d.hiddenTips([]StackReading{reading(second, rules.NoScale, noMarksSeen), reading(first, rules.NoScale, noMarksSeen)}, big, scale, r)
	if len(left) != 0 || len(tips) != 2 || !slices.ContainsFunc(tips, second.Eq) {
		t.Errorf("a point in two pieces: left %d, tips %v", len(left), tips)
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
