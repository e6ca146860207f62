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

// TestMarksInRegion: a reading's marks are the region's only when every
// one lies in it or in a hole it encloses (allIn: the marks of a face
// above a stack's sides are not the sides'), and a neighbour's when one
// lies in that neighbour's region or hole (anyInOther), not in a speck
// of one.
func TestMarksInRegion(t *testing.T) {
	d := NewDetector(DefaultOptions())
	defer d.Close()
	d.labels.Close()
	d.labels = gocv.NewMatWithSize(20, 20, gocv.MatTypeCV32S)
	lbl := int32View(&d.labels)
	clear(lbl)
	fill := func(r image.Rectangle, l int32) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				lbl[y*20+x] = l
			}
		}
	}
	fill(image.Rect(0, 12, 20, 20), 3)  // the sides, below
	fill(image.Rect(8, 15, 12, 17), 0)  // a hole in them: marks blurred into the table's grey
	fill(image.Rect(15, 12, 18, 14), 0) // a notch open to the table above
	fill(image.Rect(4, 1, 16, 8), 5)    // the face above them
	fill(image.Rect(9, 4, 11, 5), 0)    // a stripe of it blurred into the table's grey
	fill(image.Rect(0, 9, 2, 11), 7)    // a speck the foreground split off the sides
	sides := blob{label: 3, box: image.Rect(0, 12, 20, 20)}
	on := image.Pt(20, 28) // on the sides, at twice the labels' size
	for _, tc := range []struct {
		name         string
		at           []image.Point
		allIn, other bool
	}{
		{"marks on the sides", []image.Point{on, image.Pt(30, 38)}, true, false},
		{"one mark on the face above", []image.Point{on, image.Pt(20, 6)}, false, true},
		{"one mark on the table between", []image.Point{on, image.Pt(20, 19)}, false, false},
		{"one mark off the frame", []image.Point{on, image.Pt(20, 50)}, false, false},
		{"one mark in a hole the sides enclose", []image.Point{on, image.Pt(19, 31)}, true, false},
		{"one mark in a notch open to the table", []image.Point{on, image.Pt(32, 26)}, false, false},
		{"one mark in a hole of the face above", []image.Point{on, image.Pt(19, 9)}, false, true},
		{"one mark in a speck", []image.Point{on, image.Pt(1, 19)}, false, false},
		{"no marks", nil, false, false},
	} {
		if got := d.allIn(sides, tc.at, 2); got != tc.allIn {
			t.Errorf("%s: all in the sides %v, want %v", tc.name, got, tc.allIn)
		}
		if got := d.anyInOther(sides, tc.at, 2, 4); got != tc.other {
			t.Errorf("%s: one in another region %v, want %v", tc.name, got, tc.other)
		}
	}
}
