package vision

import (
	"fmt"
	"image"
	"math"
	"os"
	"slices"

	"gocv.io/x/gocv"
)

// uncoverTable mends the table's estimate (bg, the median of before over
// a window tableMedian cells wide; both sw×sh Lab cells) where scales, not
// the table, fill most of the window: a few stacks seen close, each a
// quarter of the frame across, their faces then the "table" under them,
// and so no foreground but their rims (POV-Ray seeds 1417 and 1423: three
// stacks filling the frame, two of them lost without a word). A window's
// median is a scale where the median cell is of a colour no light makes
// of this table (scaleCell): there the table is the median of the cells
// round it that are not, in a window twice as wide if the usual one holds
// too few, and the whole frame's if that does too. It reports how many
// cells it mended. table is frameTable's.
func uncoverTable(before, bg []uint8, sw, sh int, table cellTable, dark float64) int {
	n := sw * sh
	if len(before) < 3*n || len(bg) < 3*n {
		return 0
	}
	var mended []int
	for i := 0; i < n; i++ {
		if table.scaleCell(labCell(bg, i)) {
			mended = append(mended, i)
		}
	}
	mended = append(mended, goldFaces(before, bg, sw, sh, table)...)
	free, ok := freeCells(before, n, table, nil)
	if !ok {
		return 0 // nothing to mend from
	}
	pulled := mendPulled(before, bg, free, sw, sh, table, dark)
	if len(mended) == 0 {
		return pulled
	}
	// And the cells round them, to mixtureReach: where the window's
	// median passes from the scale's colour to the table's, channel by
	// channel, it is a mixture of the two that no test tells from a
	// table's shade (a light ring round a white face's mended middle,
	// its rim then no foreground, and the W3 lost again).
	mended = withMixture(mended, sw, sh)
	mendFrom(before, bg, free, sw, sh, mended)
	return len(mended) + pulled
}

// crowdedShare is the share of a window's cells not free (see
// mendPulled) from which its median may be drawn from the table's.
const crowdedShare = 0.3

// crowdedCells is the cells (of a sw×sh picture) whose window,
// tableMedian cells wide, is crowdedShare or more of cells not free.
func crowdedCells(free []bool, sw, sh int) []int {
	sum := make([]int32, (sw+1)*(sh+1))
	for y := 0; y < sh; y++ {
		for x := 0; x < sw; x++ {
			v := int32(1)
			if free[y*sw+x] {
				v = 0
			}
			sum[(y+1)*(sw+1)+x+1] = v + sum[y*(sw+1)+x+1] + sum[(y+1)*(sw+1)+x] - sum[y*(sw+1)+x]
		}
	}
	half := tableMedian / 2
	var out []int
	for y := 0; y < sh; y++ {
		y0, y1 := max(0, y-half), min(sh, y+half+1)
		for x := 0; x < sw; x++ {
			x0, x1 := max(0, x-half), min(sw, x+half+1)
			n := sum[y1*(sw+1)+x1] - sum[y0*(sw+1)+x1] - sum[y1*(sw+1)+x0] + sum[y0*(sw+1)+x0]
			if float64(n) >= crowdedShare*float64((y1-y0)*(x1-x0)) {
				out = append(out, y*sw+x)
			}
		}
	}
	return out
}

// mendPulled mends bg (as uncoverTable) where black faces crowd the
// window and its median, though not of a scale's colour, was drawn so far
// towards theirs that they no longer stand out as black (under dark times
// the table beneath): on dark wood, whose grain spreads the table's own
// cells over a wide range, a few black faces seen close each filled a
// third of the window, and two of three were lost to the table (POV-Ray
// seed 3054). A black face's cell is one under two fifths of the median of
// the cells round it that are neither of a scale's colour (notScale,
// freeCells's) nor under crowdedDark of the table (free); its window is crowded (crowdedCells);
// and it is not black against bg. The estimate is mended round a mass of
// such cells to mixtureReach where it is still darker than that median by
// pulledBy. It reports how many cells it mended.
func mendPulled(before, bg []uint8, notScale []bool, sw, sh int, table cellTable, dark float64) int {
	free := make([]bool, len(notScale))
	for i, f := range notScale {
		free[i] = f && float64(before[3*i]) >= crowdedDark*table.l
	}
	cells := crowdedCells(free, sw, sh)
	if len(cells) == 0 {
		return 0
	}
	medians := map[int][3]uint8{}
	median := func(i int) ([3]uint8, bool) {
		x, y := i%sw, i/sw
		mx, my := min(sw-1, x/mendStep*mendStep+mendStep/2), min(sh-1, y/mendStep*mendStep+mendStep/2)
		m, seen := medians[my*sw+mx]
		if !seen {
			m, _ = windowMedian(before, free, sw, sh, mx, my, tableMedian/2)
			medians[my*sw+mx] = m
		}
		return m, m[0] > 0
	}
	mask := make([]uint8, sw*sh)
	for _, i := range cells {
		if free[i] {
			continue
		}
		l := float64(before[3*i])
		if m, ok := median(i); ok && l >= dark*float64(bg[3*i]) && l < 0.4*float64(m[0]) {
			mask[i] = 255
		}
	}
	// Only a mass of them, away from the frame's border, is faces: a few
	// cells of dark wood between a hand's fingers, where the hand is the
	// table, or a shaded hand reaching in, are not (POV-Ray seeds 1901,
	// 2029).
	lbl := make([]int32, sw*sh)
	parts := labelRegions(mask, sw, sh, lbl, rasterOrder)
	var lost []int
	for i, l := range lbl {
		if l == 0 {
			continue
		}
		if p := parts[l-1]; p.area >= minIsland && p.x0 > 0 && p.y0 > 0 && p.x1 < sw-1 && p.y1 < sh-1 {
			lost = append(lost, i)
		}
	}
	if len(lost) == 0 {
		return 0
	}
	k := 0
	for _, i := range withMixture(lost, sw, sh) {
		if m, ok := median(i); ok && int(bg[3*i]) < int(m[0])-pulledBy {
			copy(bg[3*i:3*i+3], m[:])
			k++
		}
	}
	return k
}

// pulledBy and crowdedDark: see mendPulled. A cell under crowdedDark of
// the table's lightness may be a deep shade, not a face, but it is no
// table to take the median of either.
const (
	pulledBy    = 8
	crowdedDark = 0.6
)

// freeCells marks the n cells of before that may be the table: of no
// scale's colour (scaleMean), nor marked in not (if given). It reports
// whether any is.
func freeCells(before []uint8, n int, table cellTable, not []bool) ([]bool, bool) {
	free := make([]bool, n)
	found := false
	for i := range free {
		l, a, b := labCell(before, i)
		free[i] = (not == nil || !not[i]) && !table.scaleMean([3]float64{l, a, b})
		found = found || free[i]
	}
	return free, found
}

// withMixture is the cells within mixtureReach of any of cells (in a
// sw×sh picture), in order.
func withMixture(cells []int, sw, sh int) []int {
	near := make([]bool, sw*sh)
	for _, i := range cells {
		x, y := i%sw, i/sw
		for yy := max(0, y-mixtureReach); yy <= min(sh-1, y+mixtureReach); yy++ {
			for xx := max(0, x-mixtureReach); xx <= min(sw-1, x+mixtureReach); xx++ {
				near[yy*sw+xx] = true
			}
		}
	}
	var out []int
	for i, m := range near {
		if m {
			out = append(out, i)
		}
	}
	return out
}

// mendFrom sets the cells mended of bg to the median of before's free
// cells round them (freeMedian). The table changes slowly: its median is
// taken once for each block of mendStep² cells, at the block's middle,
// and only of before, so mending one cell changes no other's.
func mendFrom(before, bg []uint8, free []bool, sw, sh int, mended []int) {
	medians := map[int][3]uint8{}
	for _, i := range mended {
		x, y := i%sw, i/sw
		mx, my := min(sw-1, x/mendStep*mendStep+mendStep/2), min(sh-1, y/mendStep*mendStep+mendStep/2)
		m, seen := medians[my*sw+mx]
		if !seen {
			var ok bool
			if m, ok = freeMedian(before, free, sw, sh, mx, my); !ok {
				return // no free cell anywhere: nothing to mend from
			}
			medians[my*sw+mx] = m
		}
		copy(bg[3*i:3*i+3], m[:])
	}
}

// mendIslands mends the table's estimate (bg, as uncoverTable) over the
// white faces known by their rims (faces, edgeFinder.islands with
// table.whiteFace): a face the window's median took, its colour no test
// tells from a lamp's pool on a grey or pale table (scaleCell), is parted
// from the table by its rim, where a pool fades into it. Round a face, to
// mixtureReach, only where the estimate is still lighter than the table
// by a fifth of the way to white, a mixture with the face: beyond that
// lies the face's shadow, which the window's median followed, and mended
// to the table it stood out with the face as one region twice its size
// (POV-Ray seed 2200). The face is no table to take a median of. It
// reports how many cells it mended.
func mendIslands(before, bg []uint8, sw, sh int, table cellTable, faces []int) int {
	n := sw * sh
	if len(faces) == 0 || len(before) < 3*n || len(bg) < 3*n {
		return 0
	}
	island := make([]bool, n)
	for _, i := range faces {
		island[i] = true
	}
	mended := slices.DeleteFunc(withMixture(faces, sw, sh), func(i int) bool {
		return !island[i] && float64(bg[3*i]) < table.l+0.2*(250-table.l)
	})
	// Nor is the mixture mended round them: it is no table either (a
	// fresh POV-Ray scene, seed 12730: a grey-beige hand on dark wood,
	// its palm such an island, and the light round it, taken for the
	// table, left the fingers standing out as four stacks unread where
	// none are; mended from the wood beyond, the hand is one region,
	// and hidden).
	for _, i := range mended {
		island[i] = true
	}
	free, ok := freeCells(before, n, table, island)
	if !ok {
		return 0
	}
	mendFrom(before, bg, free, sw, sh, mended)
	return len(mended)
}

// mendStep is the side of the blocks of cells the table is mended by.
const mendStep = 3

// freeMedian is the median colour of the free cells round (x, y): in the
// window tableMedian cells wide, or one twice as wide if that holds too
// few (a fifth of the window: the table between and round the stacks is
// enough for a median), or the whole picture; not ok if no cell is free.
func freeMedian(before []uint8, free []bool, sw, sh, x, y int) ([3]uint8, bool) {
	half := tableMedian / 2
	for _, reach := range []int{half, 2 * half} {
		if m, ok := windowMedian(before, free, sw, sh, x, y, reach); ok {
			return m, true
		}
	}
	return windowMedian(before, free, sw, sh, x, y, max(sw, sh))
}

// windowMedian is the median colour of the free cells within reach of
// (x, y); not ok where they are fewer than a fifth of the usual window's
// cells, or none.
func windowMedian(before []uint8, free []bool, sw, sh, x, y, reach int) ([3]uint8, bool) {
	var hist [3][256]int32
	half := tableMedian / 2
	n := 0
	for yy := max(0, y-reach); yy <= min(sh-1, y+reach); yy++ {
		for xx := max(0, x-reach); xx <= min(sw-1, x+reach); xx++ {
			if j := yy*sw + xx; free[j] {
				n++
				for c := range hist {
					hist[c][before[3*j+c]]++
				}
			}
		}
	}
	if n == 0 || n < (2*half+1)*(2*half+1)/5 && reach < max(sw, sh) {
		return [3]uint8{}, false
	}
	var m [3]uint8
	for c := range hist {
		m[c] = uint8(countMedian(hist[c][:], n))
	}
	return m, true
}

// mixtureReach is how far round a cell the window's median took for a
// scale the mixture reaches, in cells: a sixth of the window, where the
// share of a face in it passes from over a half to under a third.
const mixtureReach = tableMedian / 6

// cellTable is the frame's table colour (OpenCV's 8-bit Lab), the median
// of every cell: most of any frame the issue allows is table.
type cellTable struct {
	l, chroma float64
	a, b      float64 // the chroma's two parts, from grey
}

// frameTable is the median of the n Lab cells, each channel apart; not
// ok on a frame too dark to tell anything by, where no cell is scaleCell.
func frameTable(lab []uint8, n int) (cellTable, bool) {
	var med [3]float64
	for c := 0; c < 3; c++ {
		var hist [256]int
		for i := 0; i < n; i++ {
			hist[lab[3*i+c]]++
		}
		med[c] = float64(countMedian(hist[:], n))
	}
	t := cellTable{l: med[0], chroma: math.Hypot(med[1]-128, med[2]-128), a: med[1] - 128, b: med[2] - 128}
	if t.l < 60 {
		return cellTable{}, false
	}
	return t, true
}

// lab is the table's colour as 8-bit Lab, chroma offset by 128 as a
// picture's pixels are.
func (t cellTable) lab() [3]float64 { return [3]float64{t.l, t.a + 128, t.b + 128} }

// labCell is cell i of an 8-bit Lab picture, as floats.
func labCell(lab []uint8, i int) (l, a, b float64) {
	return float64(lab[3*i]), float64(lab[3*i+1]), float64(lab[3*i+2])
}

// scaleCell says whether a cell of Lab colour (l, a, b) is no table in
// any light: black, under two fifths of the table's lightness (a
// shadow's is more; the foreground's black is under 0.6 of the table
// beneath); or, on a table of some colour (chroma 12 and more), white or
// cream, its chroma under 0.4 of what the table's own has at its
// lightness (shade and lamps change a table's chroma with its lightness,
// a white face's stays low), and lighter than the table by two fifths
// of the way to white (250). Not less: the median of black and white
// faces and the table between them, taken channel by channel, is the
// table's lightness with little of its chroma, a grey no light makes of
// the table either, but the table is still the most of that window (a
// stack of seven's black face beside two white ones, endgame seed 6
// frame 180: mended, its outline ran with theirs). Grey tables keep their
// estimate: a white face on one differs from a lamp's pool by lightness
// alone. So do pale ones (paleTable).
// The zero cellTable (no table known) finds no cell a scale.
func (t cellTable) scaleCell(l, a, b float64) bool {
	if t.l == 0 {
		return false
	}
	if l < 0.4*t.l {
		return true
	}
	if t.chroma < 12 || t.l > paleTable || l < t.l+0.4*(250-t.l) {
		return false
	}
	return math.Hypot(a-128, b-128) < 0.4*t.chroma*l/t.l
}

// whiteFace says whether a surface of mean Lab colour c may be a white
// face on this table: lighter than it as scaleCell asks, of no more
// chroma than a white face takes from the light and the cloth
// (whiteTint), on a table no paler than paleTable; and not of a hand's
// hue and chroma (a palm on pink cloth, chroma 29, parted from the
// table by its rim too: POV-Ray seed 1718).
func (t cellTable) whiteFace(c [3]float64) bool { return t.paleFace(c, whiteTint) }

// islandFace says whether an island (edgeFinder.islands) of mean Lab
// colour c is a face for mendIslands: as whiteFace asks, but of any
// chroma short of the neutral's gold (goldChroma). whiteTint bounds a
// white face's tint where colour alone must tell it from a lamp's pool;
// an island is told by its rim, and a cream face in warm light seen
// close takes more (a fresh POV-Ray scene, seed 13338: W2 and W3 faces
// a third of a 720p frame across, chroma 24 on wood of 14, each the
// window's median and lost without a word). A face of gold beyond is
// goldFaces' to mend.
func (t cellTable) islandFace(c [3]float64) bool { return t.paleFace(c, goldChroma) }

// paleFace is whiteFace with under most chroma.
func (t cellTable) paleFace(c [3]float64, most float64) bool {
	a, b := c[1]-128, c[2]-128
	chroma := math.Hypot(a, b)
	if skinHue(int(math.Round(a)), int(math.Round(b))) && chroma >= skinPieceChroma {
		return false
	}
	return t.l > 0 && t.l <= paleTable && c[0] >= t.l+0.4*(250-t.l) && chroma < most
}

// gold says whether a cell of Lab chroma (a, b) is the neutral's gold on
// a table of another colour: of a golden hue (goldHues; the neutral's
// face measured 61° to 105° in the POV-Ray renders, in every light),
// goldChroma from grey and as far from the table's own chroma, and, on
// a table of some colour, goldApart from its hue. Light changes a
// table's lightness and, with it, its chroma, but hardly its hue (a
// near frame: the neutral, hue 90°, filling the window on green felt,
// hue 134°, no lighter or more coloured than the felt, and lost without
// a word). A wooden table is of the gold's hue, and keeps its estimate.
func (t cellTable) gold(a, b float64) bool {
	ca, cb := a-128, b-128
	// Most cells are the table, of too little chroma or no yellow: told
	// without the arctangent, which every cell of every frame asks.
	if cb <= 0 || ca*ca+cb*cb < goldChroma*goldChroma {
		return false
	}
	if !goldHue(ca, cb) || math.Hypot(ca-t.a, cb-t.b) < goldChroma {
		return false
	}
	if t.chroma < 12 {
		return true
	}
	return hueApart(ca, cb, t.a, t.b) >= goldApart
}

// goldHues, goldChroma and goldApart bound the neutral's gold (see gold).
var goldHues = [2]float64{55, 115}

// goldHue reports whether Lab chroma a, b (less 128) is of the neutral's
// hues (goldHues).
func goldHue(a, b float64) bool {
	h := hueAngle(a, b)
	return h >= goldHues[0] && h <= goldHues[1]
}

const goldChroma, goldApart = 25.0, 30.0

// goldColour reports whether Lab chroma (a, b, from grey) is of the
// neutral's gold by itself: goldChroma from grey, of a golden hue.
func goldColour(a, b float64) bool {
	return math.Hypot(a, b) >= goldChroma && goldHue(a, b)
}

// goldFaces are the cells of bg (the window's median of before, both
// sw×sh Lab cells) of the neutral's gold (cellTable.gold) where that gold
// is a face's: a piece of before's golden cells a face's size at most,
// and no other. The window's median spreads a face's gold by up to half
// the window round it, so the face is measured in before. Skin is of a
// golden hue too, but a hand seen close is larger than any face; mended,
// its whole area became foreground and the frame's scale was measured
// from it (a POV-Ray render, seed 1804: a brown hand on purple cloth,
// the scale read 2.5 times too large and all three stacks lost). The
// largest face the issue allows is a quarter of the frame's width across
// (near frames). A face the frame's edge cuts is mended too: a hand's
// piece so small is foreground already, the window's median the table.
func goldFaces(before, bg []uint8, sw, sh int, table cellTable) []int {
	n := sw * sh
	label := func(p []uint8) ([]int32, []regionSums) {
		m := make([]uint8, n)
		for i := range m {
			if _, a, b := labCell(p, i); table.gold(a, b) {
				m[i] = 255
			}
		}
		lbl := make([]int32, n)
		return lbl, labelRegions(m, sw, sh, lbl, rasterOrder)
	}
	inBg, bgPieces := label(bg)
	if len(bgPieces) == 0 {
		return nil
	}
	inBefore, pieces := label(before)
	most := max(sw, sh) / 3
	face, other := make([]bool, len(bgPieces)), make([]bool, len(bgPieces))
	for i := range n {
		k, j := inBefore[i], inBg[i]
		if k == 0 || j == 0 {
			continue
		}
		r := pieces[k-1]
		if r.x1-r.x0 < most && r.y1-r.y0 < most {
			face[j-1] = true
		} else {
			other[j-1] = true
		}
	}
	var out []int
	for i, j := range inBg {
		if j > 0 && face[j-1] && !other[j-1] {
			out = append(out, i)
		}
	}
	return out
}

// paleTable is the lightest table scaleCell finds white faces on. On a
// lighter one, a lamp's pool blows the table out to a white with no
// chroma left, in every channel, that no test of colour tells from a
// face's (pools of light frame 90: a mint table at 239, its pool at 252
// and chroma 1; mended, a W2 in it was said unread); and a white face
// there stands out from the table by a few units, too few for the
// window's median to make a scale of the table.
const paleTable = 225

// scaleMean says whether a surface of mean colour c is a scale's face
// (scaleCell), or the neutral's gold (gold): no plank. A face seen close
// is as large as a plank of the table (a near frame: the neutral, 250
// cells, taken for a surface of the table, and dropped).
func (t cellTable) scaleMean(c [3]float64) bool {
	return t.scaleCell(c[0], c[1], c[2]) || t.gold(c[1], c[2])
}

// uncoverHands mends the table's estimate (d.bg) over a hand or arm that
// the window's median took for the table: an arm seen close is as wide
// as a quarter of the frame, fills the window, and so stands out of the
// table only where it narrows, its fingers or thumb (POV-Ray seeds 2280
// and 3105: an arm across the wood, its palm and wrist the "table", its
// fingers read as stacks unread and a thumb over a stack as the neutral,
// a misread).
//
// Such a hand is surfaces of the small picture (edgeFinder's
// components), each parted from the table by a step of colour, of a
// hand's skin (skinLit) and edgeContrast from the table's colour;
// those that touch are one hand, and it reaches in from the frame's
// border, as an arm does. A piece of it that stands out is a region of
// the foreground, a quarter of it or more such skin, a tenth of it or
// more on the hand's surfaces of that skin's colour, and the hand twice
// as large as that skin or more: a lamp's pool of skin's hue shows no
// region of its colour, and a face of skin's hue (the neutral on wood of
// its hue, a cream face in warm light) that the window took is one
// region as large as itself (POV-Ray seeds 2118 and 2586). Fingers over
// stacks run into one region with the stacks' faces, sides and shadows,
// and the hand is surfaces parted by steps of light, a palm and a
// forearm, whose shares of the region count together (POV-Ray seed
// 3175: a hand over a B3 on blue cloth, skin 0.42 of the region, its
// fingers 0.10 and the forearm 0.05 of it, the hand 2.7 times its skin;
// the hand was read as six stacks run together, the B3 under its thumb
// among them).
//
// The estimate is mended there from the table round it, and round it to
// mixtureReach where it is still a mixture with the hand, as
// uncoverTable does; the hand is then foreground, too large for a stack
// or on the hand (onHand), and hides what it covers. It reports whether
// it mended any cell: the foreground must then be marked again. A hand
// darker than the table only where its skin is no shade of the table
// (skinLit): on wood of its hue, a darker hand is of a shadow's colour;
// a pale yellow laminate's shade keeps its hue and grows no more
// coloured for its lightness, where a brown hand is 3.6 times as
// coloured (POV-Ray seed 3426: a dark hand seen close over it, its palm
// the "table", the laminate in its shade named the neutral).
func (d *Detector) uncoverHands(regions []blob, ww, wh int) bool {
	d.hand = nil
	sw, sh := d.bgSmall.Cols(), d.bgSmall.Rows()
	n := sw * sh
	f, t := &d.edges, d.table
	if len(f.label) != n || len(f.mean) != len(f.sizes) || t.l == 0 || len(d.before) < 3*n {
		return false
	}
	tableColour := t.lab()
	skin := func(c [3]float64) bool {
		return d.skinLit(uint8(math.Round(c[0])), uint8(math.Round(c[1])), uint8(math.Round(c[2])))
	}
	// Of the neutral's gold too, as skin is on a table of another hue,
	// unless it is no larger than a face (goldFace, below).
	handSkin := func(m [3]float64) bool {
		return skin(m) && colourDist(m, tableColour) >= edgeContrast && !t.scaleCell(m[0], m[1], m[2])
	}
	clean, _ := d.clean.DataPtrUint8()
	f = roughSurfaces(f, d.before, sw, sh, handSkin, func(cells []int32) bool {
		return steepRim(d.before, cells, sw, sh) >= steepShare && foregroundShare(clean, cells, ww, wh, sw, sh) < takenShare
	})
	in := make([]bool, len(f.sizes))
	found := false
	for l, s := range f.sizes {
		in[l] = s >= minIsland && handSkin(f.mean[l])
		found = found || in[l]
	}
	if !found {
		return false
	}
	group, size, border := f.joined(sw, sh, in)
	if goldFace(f, group, size, in, sw, sh, t) {
		group, size, border = f.joined(sw, sh, in)
	}
	lab, _ := d.lab.DataPtrUint8()
	cellPx := float64(ww*wh) / float64(n)
	touched := make([]bool, len(size))
	found = false
	on := map[int32]int{}
	onGroup := map[int32]int{}
	for _, b := range regions {
		clear(on)
		lit := 0
		var sum [3]float64 // of the skin
		for i := range d.pixelsOf(b) {
			if p := lab[3*i : 3*i+3]; d.skinLit(p[0], p[1], p[2]) {
				lit++
				for c := range sum {
					sum[c] += float64(p[c])
				}
			}
			if l := f.label[cellOf(i, ww, wh, sw, sh)]; l >= 0 && in[l] {
				on[l]++
			}
		}
		if 4*lit < b.area {
			continue
		}
		mean := [3]float64{sum[0] / float64(lit), sum[1] / float64(lit), sum[2] / float64(lit)}
		clear(onGroup)
		for l, k := range on {
			g := group[l]
			if colourDist(mean, f.mean[l]) < edgeContrast {
				onGroup[g] += k
			}
		}
		for g, k := range onGroup {
			if touched[g] || !border[g] || 10*k < b.area || float64(size[g])*cellPx < 2*float64(lit) {
				continue
			}
			touched[g], found = true, true
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region %v (area %d): a hand's piece, on a hand of %d cells that the table's estimate took\n", b.center, b.area, size[g])
			}
		}
	}
	if !found {
		return false
	}
	hand := make([]bool, n)
	var cells []int
	for i, l := range f.label {
		if l >= 0 && group[l] >= 0 && touched[group[l]] {
			hand[i] = true
			cells = append(cells, i)
		}
	}
	small, _ := d.bgSmall.DataPtrUint8()
	// Round the hand, the estimate mended only where it is still off the
	// table toward the hand's colour: a mixture with it.
	mended := slices.DeleteFunc(withMixture(cells, sw, sh), func(i int) bool {
		l, a, b := labCell(small, i)
		c := [3]float64{l, a, b}
		return !hand[i] && (colourDist(c, tableColour) < edgeContrast/2 || !skin(c))
	})
	free, ok := freeCells(d.before, n, t, hand)
	if !ok {
		return false
	}
	mendFrom(d.before, small, free, sw, sh, mended)
	gocv.Resize(d.bgSmall, &d.bg, image.Pt(ww, wh), 0, 0, gocv.InterpolationLinear)
	d.hand = hand
	return true
}

// goldFace takes out of in (the surfaces of f that may be a hand,
// grouped as joined gives them) the surfaces of the neutral's gold whose
// group is no larger than a face may be (goldFaces' bound, a third of
// the sw×sh picture across): the neutral seen close is of skin's hue. A
// hand is larger, and of that gold on a table of any other hue: on green
// cloth an arm the table's estimate took was no hand for its gold, and
// the hand over a W1, with its fingers, was read as ten stacks run
// together (POV-Ray seed 5178). It reports whether it took any out.
func goldFace(f *edgeFinder, group []int32, size []int, in []bool, sw, sh int, t cellTable) bool {
	boxes := make([]image.Rectangle, len(size))
	for i, l := range f.label {
		if l >= 0 && in[l] {
			g := group[l]
			boxes[g] = boxes[g].Union(image.Rect(i%sw, i/sw, i%sw+1, i/sw+1))
		}
	}
	most := max(sw, sh) / 3
	out := false
	for l, g := range group {
		if g >= 0 && boxes[g].Dx() < most && boxes[g].Dy() < most && t.gold(f.mean[l][1], f.mean[l][2]) {
			in[l], out = false, true
		}
	}
	return out
}

// onHand reports whether region b is a piece of a hand uncoverHands
// found: half its pixels or more on the hand's cells, and of skin lighter
// than the table. Where a hand fills most of the frame, its fingers are
// as thick as the scales, none too large for a stack, and a fingertip is
// a face of no marks: the neutral (POV-Ray seed 2112).
func (d *Detector) onHand(b blob) bool {
	if d.hand == nil {
		return false
	}
	sw, sh := d.bgSmall.Cols(), d.bgSmall.Rows()
	ww, wh := d.labels.Cols(), d.labels.Rows()
	lab, _ := d.lab.DataPtrUint8()
	on, lit := 0, 0
	for i := range d.pixelsOf(b) {
		if d.hand[cellOf(i, ww, wh, sw, sh)] {
			on++
		}
		if p := lab[3*i : 3*i+3]; d.skinLit(p[0], p[1], p[2]) {
			lit++
		}
	}
	return 2*on >= b.area && 2*lit >= b.area
}

// cellOf is the cell of a sw×sh picture that pixel i of a ww×wh one
// lies in.
func cellOf(i, ww, wh, sw, sh int) int {
	return (i/ww)*sh/wh*sw + (i%ww)*sw/ww
}

// skinLit says whether a pixel of Lab colour (l, a, b) is of a hand's
// skin that uncoverHands may take for one: skin's hue, a hand's chroma,
// lighter than the frame's table, or darker where it is no shade of the
// table: the table all but grey, or the pixel darkSkinApart from the
// table's hue or twice as coloured for its lightness (see uncoverHands).
func (d *Detector) skinLit(l, a, b uint8) bool {
	da, db := int(a)-128, int(b)-128
	if !skinHue(da, db) || da*da+db*db < skinPieceChroma*skinPieceChroma {
		return false
	}
	if float64(l) > d.table.l {
		return true
	}
	// Darker: the table's shade keeps its hue, and its chroma falls with
	// its lightness.
	t := d.table
	return t.l > 0 && (t.chroma < skinPieceChroma || hueApart(float64(da), float64(db), t.a, t.b) >= darkSkinApart || math.Hypot(float64(da), float64(db))/float64(max(l, 1)) >= 2*t.chroma/t.l)
}

// darkSkinApart is how far from the table's hue a hand darker than the
// table is, in degrees, to be told from the table's shade (skinLit).
const darkSkinApart = 20

// roughSurfaces returns f's surfaces with more: the 4-connected runs of
// boundary cells (those components left to no surface) each of whose
// cells is of a colour keep takes, and which whole takes as a run, as
// surfaces of their own. An arm seen close and shaded round is such a
// run: its light changes from cell to cell by more than a table's
// gradient does, and components takes each of its cells for a boundary
// (POV-Ray seed 5538: an arm across the wood, 1.6 times as light as the
// table, its fingers seen but no surface of its own, and a W2 its edge
// cut read as a sure W1).
// f itself is returned, not a copy, where there is no such run: most
// frames have none.
func roughSurfaces(f *edgeFinder, lab []uint8, w, h int, keep func([3]float64) bool, whole func(cells []int32) bool) *edgeFinder {
	n := w * h
	out := f
	rough := func(i int32) bool {
		return f.first[i] == -1 && keep(labAt(lab, int(i)))
	}
	seen := make([]bool, n)
	var queue []int32
	for s := range int32(n) {
		if seen[s] || !rough(s) {
			continue
		}
		seen[s] = true
		queue = append(queue[:0], s)
		var sum [3]float64
		for head := 0; head < len(queue); head++ {
			i := queue[head]
			for k, v := range labAt(lab, int(i)) {
				sum[k] += v
			}
			for j := range neighbours4(i, w, n) {
				if !seen[j] && rough(j) {
					seen[j] = true
					queue = append(queue, j)
				}
			}
		}
		if len(queue) < minIsland || !whole(queue) {
			continue
		}
		if out == f {
			out = &edgeFinder{label: slices.Clone(f.label), sizes: slices.Clone(f.sizes), mean: slices.Clone(f.mean)}
		}
		l := int32(len(out.sizes))
		for _, i := range queue {
			out.label[i] = l
		}
		k := float64(len(queue))
		out.sizes = append(out.sizes, len(queue))
		out.mean = append(out.mean, [3]float64{sum[0] / k, sum[1] / k, sum[2] / k})
	}
	return out
}

// A rough run of skin's colour is a hand (roughSurfaces) where steepShare
// or more of its rim steps out of it by edgeContrast within two cells,
// and under takenShare of it is foreground already. A lamp's pool on
// streaked wood is as rough and as light, but fades into the table: none
// of its rim is steep (POV-Ray seed 4937 as JPEG, a pool at the frame's
// corner that was taken for a hand; arms have 0.32 to 1). An arm the
// foreground mostly sees needs no mending, and mended it is one region
// with the faces beside it, whose tint as a whole (skinShade) then takes
// a W2 or the neutral beside the hand for its skin (seeds 5406 and 5589:
// 0.96 and 0.40 of the arm foreground, a stack lost with it; the arms
// the table's estimate took were 0.03 to 0.34 foreground).
const (
	steepShare = 0.2
	takenShare = 1.0 / 3
)

// steepRim is the share of the rim steps of cells (of a w×h Lab picture)
// that reach, two cells out, a colour edgeContrast or more away: a sharp
// outline, where a blend cell may lie between.
func steepRim(lab []uint8, cells []int32, w, h int) float64 {
	in := make([]bool, w*h)
	for _, i := range cells {
		in[i] = true
	}
	rim, steep := 0, 0
	for _, i := range cells {
		x, y := int(i)%w, int(i)/w
		for _, s := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			x2, y2 := x+2*s[0], y+2*s[1]
			if x2 < 0 || y2 < 0 || x2 >= w || y2 >= h || in[(y+s[1])*w+x+s[0]] {
				continue
			}
			rim++
			if colourDist(labAt(lab, int(i)), labAt(lab, y2*w+x2)) >= edgeContrast {
				steep++
			}
		}
	}
	return float64(steep) / float64(max(rim, 1))
}

// foregroundShare is the share of the pixels of a ww×wh mask under cells
// (of its sw×sh picture) that are set.
func foregroundShare(mask []uint8, cells []int32, ww, wh, sw, sh int) float64 {
	in := make([]bool, sw*sh)
	for _, i := range cells {
		in[i] = true
	}
	set, all := 0, 0
	for i, v := range mask[:ww*wh] {
		if in[cellOf(i, ww, wh, sw, sh)] {
			all++
			if v != 0 {
				set++
			}
		}
	}
	return float64(set) / float64(max(all, 1))
}
