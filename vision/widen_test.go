package vision

import (
	"image"
	"testing"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// TestReadWider: a region read again with the table round it (readWider)
// gives a black face its marks back, and on a dark table, where the ring
// taken in joins the face, it is not read again at all.
func TestReadWider(t *testing.T) {
	for _, tc := range []struct {
		frame string
		at    image.Point
		want  rules.Scale
		or    bool // or said unreadable
		why   string
	}{
		{"testdata/frames/sweep-4-037.jpg", image.Pt(268, 332), rules.NewScale(rules.Black, 3), false,
			"a small B3 whose region is mostly the table's rim: no marks seen in it alone"},
		{"testdata/frames/sweep-4-037.jpg", image.Pt(817, 332), rules.NewScale(rules.Black, 3), false,
			"the same, farther along"},
		{"testdata/wider/folds-097.png", image.Pt(390, 358), rules.NewScale(rules.Black, 3), true,
			"a B3 with a white scale under it on dark purple cloth: read wider, a crease between the cloth and the side band was its one mark"},
	} {
		img := gocv.IMRead(tc.frame, gocv.IMReadColor)
		if img.Empty() {
			t.Fatalf("%s: not read", tc.frame)
		}
		det := NewDetector(DefaultOptions())
		obs, err := det.Detect(img)
		det.Close()
		img.Close()
		if err != nil {
			t.Fatal(err)
		}
		near := -1
		for i, s := range obs.Stacks {
			if near < 0 || dist(s.Center, tc.at) < dist(obs.Stacks[near].Center, tc.at) {
				near = i
			}
		}
		if near < 0 || dist(obs.Stacks[near].Center, tc.at) > obs.TileRadius {
			t.Errorf("%s (%s): no stack read near %v", tc.frame, tc.why, tc.at)
			continue
		}
		s := obs.Stacks[near]
		if s.Top != tc.want && !(tc.or && s.Top == rules.NoScale) {
			t.Errorf("%s (%s): stack at %v read %v (%q), want %v", tc.frame, tc.why, s.Center, s.Top, s.Why, tc.want)
		}
	}
}

// TestAllIn: a reading's marks are the region's only when every one lies
// in it or in a hole it encloses (the marks of a face above a stack's
// sides are not the sides').
func TestAllIn(t *testing.T) {
	d := NewDetector(DefaultOptions())
	defer d.Close()
	d.labels.Close()
	d.labels = gocv.NewMatWithSize(20, 20, gocv.MatTypeCV32S)
	clear(int32View(&d.labels))
	lbl := int32View(&d.labels)
	for y := 10; y < 20; y++ {
		for x := 0; x < 20; x++ {
			lbl[y*20+x] = 3 // the sides, the lower half
		}
	}
	for y := 14; y < 17; y++ {
		for x := 8; x < 12; x++ {
			lbl[y*20+x] = 0 // a hole: marks blurred into the table's grey
		}
	}
	for y := 10; y < 14; y++ {
		for x := 15; x < 18; x++ {
			lbl[y*20+x] = 0 // a notch open to the table above
		}
	}
	sides := blob{label: 3, box: image.Rect(0, 10, 20, 20)}
	for _, tc := range []struct {
		name string
		at   []image.Point
		want bool
	}{
		{"marks on the sides", []image.Point{image.Pt(20, 24), image.Pt(30, 38)}, true},
		{"one mark above them", []image.Point{image.Pt(20, 24), image.Pt(30, 12)}, false},
		{"a mark off the frame", []image.Point{image.Pt(20, 24), image.Pt(20, 50)}, false},
		{"a mark in a hole the sides enclose", []image.Point{image.Pt(20, 24), image.Pt(19, 31)}, true},
		{"a mark in a notch open to the table", []image.Point{image.Pt(20, 24), image.Pt(32, 22)}, false},
		{"no marks", nil, false},
	} {
		if got := d.allIn(sides, tc.at, 2); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestAnyInOther: marks read in a window widened past a region are a
// neighbour's where they lie in its region or in a hole it encloses.
func TestAnyInOther(t *testing.T) {
	d := NewDetector(DefaultOptions())
	defer d.Close()
	d.labels.Close()
	d.labels = gocv.NewMatWithSize(20, 20, gocv.MatTypeCV32S)
	clear(int32View(&d.labels))
	lbl := int32View(&d.labels)
	for y := 12; y < 20; y++ {
		for x := 0; x < 20; x++ {
			lbl[y*20+x] = 3 // the sides, below
		}
	}
	for y := 1; y < 8; y++ {
		for x := 4; x < 16; x++ {
			lbl[y*20+x] = 5 // the face above them
		}
	}
	lbl[4*20+9], lbl[4*20+10] = 0, 0 // a stripe blurred into the table's grey
	sides := blob{label: 3, box: image.Rect(0, 12, 20, 20)}
	for _, tc := range []struct {
		name string
		at   []image.Point
		want bool
	}{
		{"marks on the sides", []image.Point{image.Pt(20, 30), image.Pt(30, 38)}, false},
		{"a mark on the table between", []image.Point{image.Pt(20, 30), image.Pt(20, 19)}, false},
		{"a mark on the face above", []image.Point{image.Pt(20, 30), image.Pt(20, 6)}, true},
		{"a mark in a hole of the face above", []image.Point{image.Pt(19, 9)}, true},
		{"no marks", nil, false},
	} {
		if got := d.anyInOther(sides, tc.at, 2); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
