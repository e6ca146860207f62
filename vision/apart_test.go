package vision

import (
	"image"
	"slices"
	"testing"

	"gocv.io/x/gocv"
)

// TestKeepApart: a stack the first pass found apart, now nine tenths in
// a region three times its size or more, is carved out of it as a region
// of its own, parted by the pixels along their seam; one its region now
// barely outgrows, or that lies across two regions, is left as it is.
func TestKeepApart(t *testing.T) {
	const w, h = 40, 30
	disc := func(cx, cy, r int) []int {
		var px []int
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r {
					px = append(px, y*w+x)
				}
			}
		}
		return px
	}
	for _, tc := range []struct {
		name   string
		arm    image.Rectangle // region 1 besides the disc
		other  image.Rectangle // region 2, if any
		carved bool
	}{
		{"a stack joined to an arm", image.Rect(0, 0, 24, 30), image.Rectangle{}, true},
		{"a stack joined to a crumb", image.Rect(22, 12, 26, 16), image.Rectangle{}, false},
		{"a stack across two regions", image.Rect(0, 0, 24, 30), image.Rect(28, 0, 40, 30), false},
	} {
		d := &Detector{labels: gocv.NewMatWithSize(h, w, gocv.MatTypeCV32S), clean: gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)}
		lbl := int32View(&d.labels)
		clean, _ := d.clean.DataPtrUint8()
		stack := disc(30, 14, 6)
		var one, two regionSums
		set := func(i int, l int32) {
			if lbl[i] == 0 {
				if l == 1 {
					one.add(i%w, i/w)
				} else {
					two.add(i%w, i/w)
				}
			}
			lbl[i], clean[i] = l, 255
		}
		for y := tc.arm.Min.Y; y < tc.arm.Max.Y; y++ {
			for x := tc.arm.Min.X; x < tc.arm.Max.X; x++ {
				set(y*w+x, 1)
			}
		}
		for _, i := range stack {
			if x := i % w; !tc.other.Empty() && x >= tc.other.Min.X {
				set(i, 2)
			} else {
				set(i, 1)
			}
		}
		for y := tc.other.Min.Y; y < tc.other.Max.Y; y++ {
			for x := tc.other.Min.X; x < tc.other.Max.X; x++ {
				set(y*w+x, 2)
			}
		}
		d.regions = []blob{one.blob(1)}
		if two.area > 0 {
			d.regions = append(d.regions, two.blob(2))
		}
		before := len(d.regions)
		d.keepApart([][]int{stack}, w)
		carved := len(d.regions) > before
		if carved != tc.carved {
			t.Errorf("%s: carved %v, want %v", tc.name, carved, tc.carved)
		}
		if carved {
			own := int32(len(d.regions))
			n, cut := 0, 0
			for _, i := range stack {
				switch lbl[i] {
				case own:
					n++
				case 0:
					cut++
					if clean[i] != 0 {
						t.Errorf("%s: a seam pixel left in the foreground", tc.name)
					}
				}
			}
			if got := d.regions[own-1]; got.area != n || n < len(stack)*3/4 {
				t.Errorf("%s: the stack's region %d pixels (%d labelled) of %d", tc.name, got.area, n, len(stack))
			}
			if cut == 0 {
				t.Errorf("%s: no seam cut between the stack and the arm", tc.name)
			}
			if arm := d.regions[0]; arm.area != tc.arm.Dx()*tc.arm.Dy() || arm.box.Max.X > tc.arm.Max.X {
				t.Errorf("%s: the arm's region %v of %d pixels, want the arm's own", tc.name, arm.box, arm.area)
			}
		}
		d.labels.Close()
		d.clean.Close()
	}
}

// TestShadeWithin: of a piece of two lightnesses 30 or more apart, the
// lighter side is whiteWithin's and the darker blackWithin's; a piece of
// one shade, its noise under that, has neither. A black face in an arm's
// shade on a dark table lies nearer it: blackWithin parts a piece whose
// light side is 15 or more lighter and 2.5 times as light, whiteWithin
// does not.
func TestShadeWithin(t *testing.T) {
	const w, h = 20, 10
	box := image.Rect(2, 1, 18, 9)
	for _, tc := range []struct {
		name        string
		left, right uint8 // L of the piece's left and right halves
		white       bool  // whether whiteWithin parts it
		black       bool  // whether blackWithin does
	}{
		{"a white face by the table in shade", 133, 195, true, true},
		{"a black face in an arm's shade", 8, 45, true, true},
		{"a black face in an arm's shade on a dark table", 11, 32, false, true},
		{"a dark table's shade, its core and its rim", 24, 42, false, false},
		{"a black face and its own lit rim", 10, 22, false, false},
		{"one shade", 150, 165, false, false},
		{"a grey cloth's fold", 100, 125, false, false},
	} {
		lab := make([]uint8, 3*w*h)
		more := make([]uint8, box.Dx()*box.Dy())
		for k := range more {
			x, y := box.Min.X+k%box.Dx(), box.Min.Y+k/box.Dx()
			more[k] = 255
			lab[3*(y*w+x)] = tc.left
			if k%box.Dx() >= box.Dx()/2 {
				lab[3*(y*w+x)] = tc.right
			}
		}
		white, black := whiteWithin(more, lab, box, w), blackWithin(more, lab, box, w)
		if (white != nil) != tc.white || (black != nil) != tc.black {
			t.Fatalf("%s: parted %v and %v, want %v and %v", tc.name, white != nil, black != nil, tc.white, tc.black)
		}
		for k := range more {
			right := k%box.Dx() >= box.Dx()/2
			in := func(m []uint8) bool { return m != nil && m[k] != 0 }
			if white != nil && in(white) != right || black != nil && in(black) == right {
				t.Errorf("%s: pixel %d of the %s half: white %v, black %v", tc.name, k, map[bool]string{true: "lighter", false: "darker"}[right], in(white), in(black))
				break
			}
		}
	}
}

// TestGreyWithin: of a dark piece as dark throughout, the side of far
// less chroma is greyWithin's: a black face lit grey beside an arm's
// shade on green felt, which keeps the felt's hue (seed 10549: the face
// at chroma 3, the shade at 16). Sides nearer in chroma, or both coloured
// alike, are not parted.
func TestGreyWithin(t *testing.T) {
	const w, h = 20, 10
	box := image.Rect(2, 1, 18, 9)
	for _, tc := range []struct {
		name        string
		left, right [2]int8 // a and b of the piece's left and right halves
		want        bool
	}{
		{"a black face beside an arm's shade on green felt", [2]int8{0, 3}, [2]int8{-6, 15}, true},
		{"a black face beside a shade on red cloth", [2]int8{2, 2}, [2]int8{25, 12}, true},
		{"one shade", [2]int8{-6, 15}, [2]int8{-5, 16}, false},
		{"a grey table's shade by a black face", [2]int8{0, 2}, [2]int8{1, 7}, false},
		{"two coloured shades", [2]int8{10, 10}, [2]int8{18, 16}, false},
	} {
		lab := make([]uint8, 3*w*h)
		more := make([]uint8, box.Dx()*box.Dy())
		for k := range more {
			x, y := box.Min.X+k%box.Dx(), box.Min.Y+k/box.Dx()
			more[k] = 255
			c := tc.left
			if k%box.Dx() >= box.Dx()/2 {
				c = tc.right
			}
			lab[3*(y*w+x)], lab[3*(y*w+x)+1], lab[3*(y*w+x)+2] = 50, uint8(128+int(c[0])), uint8(128+int(c[1]))
		}
		grey := greyWithin(more, lab, box, w)
		if (grey != nil) != tc.want {
			t.Fatalf("%s: parted %v, want %v", tc.name, grey != nil, tc.want)
		}
		for k := range more {
			if left := k%box.Dx() < box.Dx()/2; grey != nil && (grey[k] != 0) != left {
				t.Errorf("%s: pixel %d, of the left half %v, grey %v", tc.name, k, left, grey[k] != 0)
				break
			}
		}
	}
}

// TestPlainPiece: a piece beside a hand is plain where all but a tenth of
// it is light, or where what is not light is a black face lit grey, its
// rim (seed 11328 at working size: 161 pixels, 118 light, 43 so lit);
// dark pixels of the table's shade or a black face unlit are no plain
// face's.
func TestPlainPiece(t *testing.T) {
	for _, tc := range []struct {
		name             string
		area, light, lit int
		want             bool
	}{
		{"a white face with its marks unseen", 201, 190, 0, true},
		{"a black face lit grey, its rim darker than the table", 161, 118, 43, true},
		{"a white face and a shade beside it", 161, 118, 0, false},
		{"a black face lit grey in part, its dark half unlit", 161, 60, 20, false},
	} {
		if got := plainPiece(tc.area, tc.light, tc.lit, 8); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBlackOf: a black face lit unevenly beside a hand, its dark half and
// its grey half, is one piece of both kinds; skin, light, grey the table's
// and pixels already cut out of the region are not in it.
func TestBlackOf(t *testing.T) {
	// Two rows: the face's dark half over its lit half, a pixel of skin
	// and one of light beside them, one pixel cut out already.
	kind := []pixelKind{
		kindDark, kindDark, kindSkin, kindLight,
		kindLitBlack, kindLitBlack, kindGrey, kindLitBlack,
	}
	cutOut := 7
	inRegion := func(k int) bool { return k != cutOut }
	got := blackOf(kind, inRegion)
	want := []uint8{255, 255, 0, 0, 255, 255, 0, 0}
	if !slices.Equal(got, want) {
		t.Errorf("black of the region %v, want %v", got, want)
	}
	if got := blackOf([]pixelKind{kindSkin, kindGrey, kindLight, kindGold}, func(int) bool { return true }); got != nil {
		t.Errorf("no black pixel: %v, want nil", got)
	}
}
