package vision

import (
	"cmp"
	"math"
	"slices"
	"testing"
)

// TestUncoverTable: where the table's estimate under a scale seen close
// is the scale's own colour (a white or black face filling the median's
// window), it is mended to the table round it; an estimate of the table
// itself, lit or shaded, is left alone, and so is a grey table, where a
// white face is told from a pool of light by its lightness alone, unless
// its rim parts it from the table (islands): a pool fades into the
// table.
func TestUncoverTable(t *testing.T) {
	const sw, sh = 96, 54
	type lab [3]uint8
	wood, white, black := lab{150, 150, 165}, lab{240, 129, 131}, lab{30, 128, 128}
	// soft: the disc fades into the table from its middle out, by less
	// than edgeStep a cell.
	var soft bool
	picture := func(table lab, disc lab, r int) []uint8 {
		p := make([]uint8, 3*sw*sh)
		for i := 0; i < sw*sh; i++ {
			c := table
			dx, dy := i%sw-30, i/sw-27
			switch d := math.Sqrt(float64(dx*dx + dy*dy)); {
			case soft && d <= float64(r):
				for k := range c {
					c[k] = uint8(math.Round(float64(disc[k]) + (float64(table[k])-float64(disc[k]))*d/float64(r)))
				}
			case d <= float64(r):
				c = disc
			}
			copy(p[3*i:], c[:])
		}
		return p
	}
	grey, mint := lab{150, 128, 130}, lab{213, 118, 138}
	felt, gold := lab{105, 96, 161}, lab{138, 128, 167}
	for _, tc := range []struct {
		name        string
		table, disc lab
		captured    bool // the estimate under the disc is the disc's colour
		mended      bool
		r           int  // the disc's radius, 12 if 0
		rims        bool // the surfaces of the picture looked at (islands)
		soft        bool // the disc fades into the table
	}{
		{"a white face filling the window", wood, white, true, true, 0, false, false},
		{"a black face filling the window", wood, black, true, true, 0, false, false},
		{"the table estimated right under a white face", wood, white, false, false, 0, false, false},
		{"a lamp's pool on the table", wood, lab{200, 158, 178}, true, false, 0, false, false},
		{"a shade on the table", wood, lab{100, 143, 150}, true, false, 0, false, false},
		{"a white face on a grey table", lab{150, 128, 130}, white, true, false, 0, false, false},
		{"a lamp blowing a pale table out to white", lab{239, 113, 136}, lab{252, 127, 128}, true, false, 0, false, false},
		{"the neutral filling the window on green felt", felt, gold, true, true, 0, false, false},
		{"the neutral filling the window on a grey table", lab{150, 128, 130}, gold, true, true, 0, false, false},
		{"the neutral on a wooden table of its hue", lab{130, 136, 162}, gold, true, false, 0, false, false},
		{"a lamp's pool on green felt", felt, lab{150, 86, 171}, true, false, 0, false, false},
		{"a hand larger than any face on green felt", felt, lab{150, 145, 160}, true, false, 18, false, false},
		{"a white face on a grey table, its rim seen", grey, white, true, true, 0, true, false},
		{"a white face on a pale cloth, its rim seen", mint, lab{253, 123, 142}, true, true, 0, true, false},
		{"a lamp's pool fading into a grey table", grey, white, true, false, 18, true, true},
		{"a lamp blowing a pale table out to white, its rim seen", lab{239, 113, 136}, lab{252, 127, 128}, true, false, 0, true, false},
		{"a grey table's shade, its rim seen", grey, lab{100, 128, 130}, true, false, 0, true, false},
		{"a pale palm on a grey table, its rim seen", grey, lab{215, 138, 142}, true, false, 0, true, false},
		{"a white speck a mark's size on a grey table, its rim seen", grey, white, true, false, 3, true, false},
		{"a white face a third of the frame across, its rim seen", grey, white, true, true, 15, true, false},
		{"a white sheet larger than any face, its rim seen", grey, white, true, false, 21, true, false},
	} {
		r := cmp.Or(tc.r, 12)
		soft = tc.soft
		before := picture(tc.table, tc.disc, r)
		bg := picture(tc.table, tc.table, 0)
		if tc.captured {
			// The disc's colour, in a ring of a mixture of it and the
			// table, channel by channel.
			var mix lab
			for c := range mix {
				mix[c] = uint8((int(tc.table[c]) + int(tc.disc[c])) / 2)
			}
			bg = picture(tc.table, tc.disc, r)
			for i := 0; i < sw*sh; i++ {
				if dx, dy := i%sw-30, i/sw-27; dx*dx+dy*dy > r*r && dx*dx+dy*dy <= (r+2)*(r+2) {
					copy(bg[3*i:3*i+3], mix[:])
				}
			}
		}
		table, ok := frameTable(before, sw*sh)
		if !ok {
			t.Fatalf("%s: no table", tc.name)
		}
		var faces []int
		if tc.rims {
			var f edgeFinder
			f.components(before, sw, sh)
			f.means(before)
			faces = f.islands(sw, sh, table.whiteFace)
		}
		n := uncoverTable(before, bg, sw, sh, table, DefaultOptions().DarkRatio) + mendIslands(before, bg, sw, sh, table, faces)
		if (n > 0) != tc.mended {
			t.Errorf("%s: %d cells mended, want mended %v", tc.name, n, tc.mended)
		}
		mid := 3 * (27*sw + 30)
		want := tc.disc
		if tc.mended || !tc.captured {
			want = tc.table
		}
		if got := (lab{bg[mid], bg[mid+1], bg[mid+2]}); got != want {
			t.Errorf("%s: the estimate under the disc's middle %v, want %v", tc.name, got, want)
		}
		// The mixture round a mended face goes too.
		if rim := 3 * (27*sw + 30 + r + 1); tc.mended && (lab{bg[rim], bg[rim+1], bg[rim+2]}) != tc.table {
			t.Errorf("%s: past the rim %v, want the table", tc.name, bg[rim:rim+3])
		}
	}
}

// TestIslandsOnGrain: on wood whose grain steps from row to row, every
// cell of the table is a boundary, which the surfaces round it are grown
// over; a face seen close is still an island by its own cells, marks and
// all, and the estimate under it is mended to the wood, cream though it
// is (fresh POV-Ray seed 13338). A lamp's pool, fading into the wood,
// is none; nor is a face the frame's edge cuts, nor a patch of the gold.
func TestIslandsOnGrain(t *testing.T) {
	const sw, sh, cx, cy = 96, 54, 30, 27
	type lab [3]uint8
	wood := lab{129, 129, 142}
	for _, tc := range []struct {
		name   string
		disc   lab
		cx, r  int
		soft   bool
		island bool
	}{
		{"a cream face", lab{215, 124, 152}, cx, 14, false, true},
		{"a white face", lab{235, 128, 133}, cx, 14, false, true},
		{"a cream lamp's pool", lab{215, 124, 152}, cx, 14, true, false},
		{"a cream face the frame's edge cuts", lab{215, 124, 152}, 8, 14, false, false},
		{"the neutral's gold", lab{200, 128, 170}, cx, 14, false, false},
	} {
		before := make([]uint8, 3*sw*sh)
		for i := 0; i < sw*sh; i++ {
			x, y := i%sw, i/sw
			c := wood
			c[0] = uint8(int(c[0]) + 8*(2*(y%2)-1))
			d := math.Hypot(float64(x-tc.cx), float64(y-cy))
			switch {
			case tc.soft && d <= float64(tc.r):
				for k := range c {
					c[k] = uint8(math.Round(float64(tc.disc[k]) + (float64(c[k])-float64(tc.disc[k]))*d/float64(tc.r)))
				}
			case d <= float64(tc.r) && y >= cy-1 && y <= cy+1 && x >= tc.cx-6 && x <= tc.cx+6:
				c = lab{40, 128, 128} // a stripe across its middle
			case d <= float64(tc.r):
				c = tc.disc
			}
			copy(before[3*i:], c[:])
		}
		table, ok := frameTable(before, sw*sh)
		if !ok {
			t.Fatalf("%s: no table", tc.name)
		}
		var f edgeFinder
		f.components(before, sw, sh)
		f.means(before)
		faces := f.islands(sw, sh, table.islandFace)
		if got := slices.Contains(faces, cy*sw+tc.cx); got != tc.island {
			t.Errorf("%s: the stripe in the middle an island's %v, want %v (%d cells)", tc.name, got, tc.island, len(faces))
		}
		if !tc.island {
			continue
		}
		bg := slices.Clone(before) // the window's median took the face
		mendIslands(before, bg, sw, sh, table, faces)
		for _, i := range []int{cy*sw + tc.cx, (cy-8)*sw + tc.cx, cy*sw + tc.cx + 10} {
			if l := bg[3*i]; l < 121 || l > 137 {
				t.Errorf("%s: the estimate at (%d,%d) L %d after mending, want the wood's", tc.name, i%sw, i/sw, l)
			}
		}
	}
}

// TestMendPulled: black faces crowding the window on wood whose grain
// spreads it widely draw the window's median so far towards them that
// they are no longer black against it; the estimate there is mended to
// the wood round them. Not where the estimate leaves them black, nor
// for a speck too small to draw it, nor at the frame's border (a shaded
// hand reaching in).
func TestMendPulled(t *testing.T) {
	const sw, sh = 96, 54
	grain := [3]uint8{50, 70, 80} // by row: the table's median is 70
	for _, tc := range []struct {
		name   string
		cx, r  int   // the black disc's centre (row 27) and radius
		pulled uint8 // the estimate's L under the disc
		mended bool
	}{
		{"a black face crowding the window", 40, 9, 36, true},
		{"the estimate leaving the face black", 40, 9, 45, false},
		{"a black speck", 40, 3, 36, false},
		{"at the frame's border", 4, 9, 36, false},
	} {
		before := make([]uint8, 3*sw*sh)
		bg := make([]uint8, 3*sw*sh)
		in := func(i int) bool {
			dx, dy := i%sw-tc.cx, i/sw-27
			return dx*dx+dy*dy <= tc.r*tc.r
		}
		for i := 0; i < sw*sh; i++ {
			l := grain[(i/sw)%3]
			copy(before[3*i:], []uint8{l, 134, 140})
			copy(bg[3*i:], []uint8{70, 134, 140})
			if in(i) {
				copy(before[3*i:], []uint8{22, 128, 129})
				copy(bg[3*i:], []uint8{tc.pulled, 131, 134})
			}
		}
		table, ok := frameTable(before, sw*sh)
		if !ok {
			t.Fatalf("%s: no table", tc.name)
		}
		notScale, _ := freeCells(before, sw*sh, table, nil)
		n := mendPulled(before, bg, notScale, sw, sh, table, DefaultOptions().DarkRatio)
		if (n > 0) != tc.mended {
			t.Errorf("%s: %d cells mended, want mended %v", tc.name, n, tc.mended)
		}
		mid := 3 * (27*sw + tc.cx)
		if l := bg[mid]; tc.mended && (l < 60 || l > 80) {
			t.Errorf("%s: the estimate under the face's middle is L %d, want the wood's", tc.name, l)
		}
	}
}

// flatPicture paints a w×h Lab picture of lightness l(x, y), a and b
// fixed: the cells of a table's small picture.
func flatPicture(w, h int, l func(x, y int) int, a, b uint8) []uint8 {
	lab := make([]uint8, 3*w*h)
	for i := range w * h {
		lab[3*i], lab[3*i+1], lab[3*i+2] = uint8(min(255, l(i%w, i/w))), a, b
	}
	return lab
}

// TestRoughSurfaces: a band reaching in from the border, shaded round
// so that its light steps by 8 from row to row, is all boundary to
// components; roughSurfaces makes it a surface of its mean colour, and
// leaves the table and the edgeFinder it was given alone.
func TestRoughSurfaces(t *testing.T) {
	const w, h = 40, 30
	band := func(x, y int) bool { return x < 30 && y >= 10 && y < 20 }
	lab := flatPicture(w, h, func(x, y int) int {
		if band(x, y) {
			return 140 + 8*(y-10)
		}
		return 100
	}, 146, 158)
	var f edgeFinder
	f.components(lab, w, h)
	f.means(lab)
	before := slices.Clone(f.label)
	light := func(c [3]float64) bool { return c[0] >= 130 }
	for _, tc := range []struct {
		name  string
		whole bool
	}{{"taken whole", true}, {"refused whole", false}} {
		out := roughSurfaces(&f, lab, w, h, light, func([]int32) bool { return tc.whole })
		if !slices.Equal(f.label, before) || len(f.mean) != len(f.sizes) {
			t.Fatalf("%s: the edgeFinder given was changed", tc.name)
		}
		added := len(out.sizes) - len(f.sizes)
		if !tc.whole {
			if added != 0 || !slices.Equal(out.label, before) {
				t.Errorf("%s: %d surfaces added, want none", tc.name, added)
			}
			continue
		}
		if added != 1 {
			t.Fatalf("%s: %d surfaces added, want the band", tc.name, added)
		}
		l := int32(len(f.sizes))
		for i, got := range out.label {
			if want := band(i%w, i/w); (got == l) != want {
				t.Errorf("%s: cell (%d,%d) in the band's surface %v, want %v", tc.name, i%w, i/w, got == l, want)
			}
		}
		if out.sizes[l] != 300 || math.Abs(out.mean[l][0]-176) > 1e-9 || out.mean[l][2] != 158 {
			t.Errorf("%s: the band's surface has %d cells of mean %v, want 300 of L 176", tc.name, out.sizes[l], out.mean[l])
		}
	}
}

// TestSteepRim: an arm's outline is a step out of the table; a lamp's
// pool fades into it, by less than edgeContrast over two cells.
func TestSteepRim(t *testing.T) {
	const w, h = 30, 20
	for _, tc := range []struct {
		name string
		l    func(x, y int) int
		in   func(l int) bool
		// lo and hi bound steepRim.
		lo, hi float64
	}{
		{"a band, every side sharp", func(x, y int) int {
			if x >= 5 && x < 25 && y >= 5 && y < 15 {
				return 160
			}
			return 100
		}, func(l int) bool { return l >= 124 }, 1, 1},
		{"a pool fading by 4 a cell", func(x, y int) int {
			return max(100, 170-4*max(abs(x-15), abs(y-10)))
		}, func(l int) bool { return l >= 124 }, 0, 0},
		// Its top and the ends of its rows are steep; its lower rim,
		// fading, is not.
		{"a band sharp above, fading below", func(x, y int) int {
			switch {
			case x < 5 || x >= 25 || y < 5:
				return 100
			case y < 10:
				return 160
			}
			return max(100, 160-5*(y-9))
		}, func(l int) bool { return l >= 124 }, 0.3, 0.8},
	} {
		lab := flatPicture(w, h, tc.l, 140, 150)
		var cells []int32
		for i := range int32(w * h) {
			if tc.in(int(lab[3*i])) {
				cells = append(cells, i)
			}
		}
		if got := steepRim(lab, cells, w, h); got < tc.lo || got > tc.hi {
			t.Errorf("%s: steepRim %.2f, want %.2f to %.2f", tc.name, got, tc.lo, tc.hi)
		}
	}
}

// TestForegroundShare: the share is of the pixels under the cells named,
// not of the whole mask.
func TestForegroundShare(t *testing.T) {
	// An 8×4 mask under 4×2 cells of 2×2 pixels; cells 0 and 1 named,
	// cell 0 all set, one pixel of cell 1 set, and cell 3 set, unnamed.
	mask := make([]uint8, 32)
	for _, p := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {3, 1}, {6, 2}, {7, 2}, {6, 3}, {7, 3}} {
		mask[p[1]*8+p[0]] = 255
	}
	if got := foregroundShare(mask, []int32{0, 1}, 8, 4, 4, 2); got != 5.0/8 {
		t.Errorf("foregroundShare %.3f, want %.3f", got, 5.0/8)
	}
	if got := foregroundShare(mask, nil, 8, 4, 4, 2); got != 0 {
		t.Errorf("foregroundShare of no cells %.3f, want 0", got)
	}
}

// TestGoldFace: on green cloth a hand is of the neutral's gold; a group
// of gold surfaces a face's size is the neutral seen close and is taken
// out, a larger one (an arm) stays, and so does a face-sized surface of
// a redder skin, no gold.
func TestGoldFace(t *testing.T) {
	// A 12×9 picture (a third of it across: 4 cells): 1 a gold face 3×3,
	// 2 a gold arm 2 wide and 6 long, 3 a red-brown piece 2×2; 0 the
	// cloth.
	rows := []string{
		"000000000000",
		"011100000000",
		"011100002200",
		"011100002200",
		"000000002200",
		"000000002200",
		"033000002200",
		"033000002200",
		"000000000000",
	}
	gold, red := [3]float64{190, 138, 156}, [3]float64{150, 148, 150}
	f := surfacesFrom(rows, [][3]float64{{150, 113, 143}, gold, gold, red})
	green := cellTable{l: 150, a: -15, b: 15, chroma: math.Hypot(15, 15)}
	if !green.gold(gold[1], gold[2]) || green.gold(red[1], red[2]) {
		t.Fatalf("the test's colours: gold %v, red %v gold", green.gold(gold[1], gold[2]), green.gold(red[1], red[2]))
	}
	in := []bool{false, true, true, true}
	group, size, _ := f.joined(12, 9, in)
	if !goldFace(&f, group, size, in, 12, 9, green) {
		t.Errorf("goldFace took nothing out")
	}
	if want := []bool{false, false, true, true}; !slices.Equal(in, want) {
		t.Errorf("surfaces left %v, want %v", in, want)
	}
	// Alone the arm is no face, and nothing is taken out.
	in = []bool{false, false, true, false}
	group, size, _ = f.joined(12, 9, in)
	if goldFace(&f, group, size, in, 12, 9, green) || !in[2] {
		t.Errorf("the arm alone taken out: %v", in)
	}
}
