package vision

import (
	"iter"
	"math"
	"sort"
)

// edgeLine is the table's edge seen in the picture: the points where
// A·x + B·y + C > 0 (coordinates of the picture the line was found in) are
// off the table, the floor beyond its edge and the table's side face.
type edgeLine struct{ A, B, C float64 }

// off reports whether the point is beyond the table's edge.
func (e edgeLine) off(x, y float64) bool { return e.A*x+e.B*y+e.C > 0 }

// scaled is the same edge in a picture fx times as wide and fy times as
// high, each of whose pixels averages fx×fy of the first.
func (e edgeLine) scaled(fx, fy float64) edgeLine {
	// x = (X+0.5)/fx - 0.5, and the same for y.
	return edgeLine{e.A / fx, e.B / fy, e.C + e.A*(0.5/fx-0.5) + e.B*(0.5/fy-0.5)}
}

// Table edges are looked for in the shrunken Lab picture the table's
// colour is estimated from, where each pixel averages a patch wider than
// the table's grain and the camera's noise.
const (
	// edgeStep: neighbours closer in colour than this (Lab distance) are
	// one surface. A table's light gradient and its grain change far less
	// from one pixel to the next; the table's edge, a scale's rim, more.
	edgeStep = 6
	// edgeContrast: the floor differs from the table by at least this much,
	// more than one plank of a table from the next.
	edgeContrast = 24
	// edgeMargin (pixels) is left beyond the edge's line for the table's
	// side face and the blur across the edge.
	edgeMargin = 1.5
	// plankStep: planks at least this unlike (Lab distance) are each
	// given their own colour.
	plankStep = 10
)

// edgeFinder keeps its buffers from frame to frame.
type edgeFinder struct {
	sums  []float64 // integral images, for surfaceMeans
	label []int32
	first []int32 // the labels before grow
	mean  [][3]float64
	queue []int32
	sizes []int
}

// find returns the table's edges seen in lab (w×h, 3 bytes a pixel): where
// a surface other than the table, clearly another colour, reaches in from
// the frame's side and meets the table along a straight line. The floor
// beyond a table's edge looks so; a hand or a sleeve does not (its outline
// is curved), nor a plank of the table (a stack lies on it, or its outline
// is two lines). Anything else is left to the caller as foreground.
// It also returns the table's mean colour.
func (f *edgeFinder) find(lab []uint8, w, h int) ([]edgeLine, [3]float64) {
	n := w * h
	if n == 0 {
		return nil, [3]float64{}
	}
	f.components(lab, w, h)
	if len(f.sizes) == 0 { // all edges, nothing smooth: no table to speak of
		return nil, [3]float64{}
	}
	table := 0
	for k, s := range f.sizes {
		if s > f.sizes[table] {
			table = k
		}
	}
	f.means(lab)
	tableColour := f.mean[table]
	if 4*f.sizes[table] < n { // no surface a quarter of the frame: no table to speak of
		return nil, tableColour
	}
	// Components touching the frame's border, so that a surface reaching in
	// from outside, cut in pieces by its own seams, is not taken for stacks
	// round it.
	border := f.onBorder(w, h)
	// The floor, cut in pieces by its seams, is the pieces reaching in
	// from the border that are unlike the table, each alike in colour to
	// another (across the floor the light changes).
	type surface struct {
		colours [][3]float64
		size    int
		member  []bool
	}
	var surfaces []*surface
	for k, s := range f.sizes {
		if k == table || !border[k] || s < 8 {
			continue
		}
		c := f.mean[k]
		if colourDist(c, tableColour) < edgeContrast || foldShade(c, tableColour) {
			// Not the floor: a plank, or the table itself in a
			// fold's shade, which may run off the frame as
			// straight as a table's edge.
			continue
		}
		into := &surface{colours: [][3]float64{c}, size: s, member: make([]bool, len(f.sizes))}
		into.member[k] = true
		kept := surfaces[:0]
		for _, sf := range surfaces {
			alike := false
			for _, c2 := range sf.colours {
				alike = alike || colourDist(c, c2) < edgeContrast
			}
			if !alike {
				kept = append(kept, sf)
				continue
			}
			into.colours = append(into.colours, sf.colours...)
			into.size += sf.size
			for m, in := range sf.member {
				into.member[m] = into.member[m] || in
			}
		}
		surfaces = append(kept, into)
	}
	var out []edgeLine
	for _, sf := range surfaces {
		if sf.size < n/50 {
			continue
		}
		if e, ok := f.straight(lab, sf.member, int32(table), border, w, h); ok {
			out = append(out, e)
		}
	}
	return out, tableColour
}

// onBorder says, for each component, whether it reaches the picture's
// border (w×h).
func (f *edgeFinder) onBorder(w, h int) []bool { return f.reaching(f.label, w, h) }

// reaching says, for each component, whether its pixels in label (f's
// labels, grown or first) reach the picture's border (w×h).
func (f *edgeFinder) reaching(label []int32, w, h int) []bool {
	border := make([]bool, len(f.sizes))
	for x := 0; x < w; x++ {
		for _, i := range [2]int{x, (h-1)*w + x} {
			if l := label[i]; l >= 0 {
				border[l] = true
			}
		}
	}
	for y := 0; y < h; y++ {
		for _, i := range [2]int{y * w, y*w + w - 1} {
			if l := label[i]; l >= 0 {
				border[l] = true
			}
		}
	}
	return border
}

// minIsland is the fewest cells a face that may take the window's median
// has: a face a quarter of the window across. A smaller one leaves the
// table the most of any window, and a white mark on a black face is no
// face (POV-Ray seed 2200: a B1's white dot, mended, and the B1 lost).
const minIsland = tableMedian * tableMedian / 16

// islands returns the pixels of the surfaces that lie wholly inside the
// picture (w×h, as components labelled it), from minIsland pixels to a
// quarter of it, whose mean colour face names: a scale's face seen close,
// its rim a step of colour all round. Three stacks seen close fill the
// frame's width, each face and its sides a third of it across (POV-Ray
// seed 3524: a W2 on eight scales, 0.14 of the picture, lost without a
// word at an eighth). The window's median takes such a face for the table
// where it fills most of the window, and no test of a cell's colour
// tells a white face on a pale or grey table from a lamp's pool there
// (scaleCell); but a pool fades into the table round it, one surface
// with it, where a face is parted from the table by its rim (POV-Ray
// seed 2281: a W1 seen close on a pale mint cloth, L 253 on 213 and of
// its chroma, lost without a word). On grained wood, grainIslands's too.
func (f *edgeFinder) islands(w, h int, face func([3]float64) bool) []int {
	n := w * h
	if len(f.label) != n || len(f.first) != n || len(f.mean) != len(f.sizes) {
		return nil
	}
	border := f.onBorder(w, h)
	in := make([]bool, len(f.sizes))
	found := false
	for l, s := range f.sizes {
		in[l] = !border[l] && s >= minIsland && 4*s < n && face(f.mean[l])
		found = found || in[l]
	}
	var cells []int
	if found {
		for i, l := range f.label {
			if l >= 0 && in[l] {
				cells = append(cells, i)
			}
		}
	}
	return append(cells, f.grainIslands(w, h, border, face)...)
}

// grainIslands is islands on wood whose grain steps from cell to cell:
// every cell of the table is a boundary, and the surfaces grow over
// them to the border, a face's with the rest (fresh POV-Ray seed 13338:
// W2 and W3 faces a third of a 720p frame across, their grown surfaces
// reaching the border, both lost without a word). Such a face is still
// an island by its own cells (first), and those that reach no border,
// minIsland or more of them, with what they enclose (its marks and the
// boundaries round them, no table either) and the boundary grow gave
// them within two cells (its rim, a mixture of it and the table), are
// faces, a quarter of the picture at most with the boundary round them.
// grown says which surfaces reach the border grown.
func (f *edgeFinder) grainIslands(w, h int, grown []bool, face func([3]float64) bool) []int {
	n := w * h
	size := make([]int, len(f.sizes))
	for _, l := range f.first {
		if l >= 0 {
			size[l]++
		}
	}
	border := f.reaching(f.first, w, h)
	in := make([]bool, len(f.sizes))
	found := false
	for l, s := range size {
		in[l] = grown[l] && !border[l] && s >= minIsland && face(f.mean[l])
		found = found || in[l]
	}
	if !found {
		return nil
	}
	// Outside is what of the rest reaches the border: 8-connected, as a
	// 4-connected surface's ring parts it.
	rest := make([]uint8, n)
	for i, l := range f.first {
		if l < 0 || !in[l] {
			rest[i] = 255
		}
	}
	lbl := make([]int32, n)
	parts := labelRegions(rest, w, h, lbl, rasterOrder)
	outside := make([]bool, n)
	for i, l := range lbl {
		if p := l - 1; l > 0 && (parts[p].x0 == 0 || parts[p].y0 == 0 || parts[p].x1 >= w-1 || parts[p].y1 >= h-1) {
			outside[i] = true
		}
	}
	var cells []int
	rim := make([]int32, n) // the island whose boundary counted the cell, +1
	for s := range outside {
		if outside[s] {
			continue
		}
		first, ring := len(cells), 0
		outside[s] = true
		cells = append(cells, s)
		for k := first; k < len(cells); k++ {
			for j := range neighbours4(int32(cells[k]), w, n) {
				switch {
				case !outside[j]:
					outside[j] = true
					cells = append(cells, int(j))
				case f.first[j] < 0 && rim[j] != int32(s)+1:
					rim[j] = int32(s) + 1
					ring++
				}
			}
		}
		if 4*(len(cells)-first+ring) >= n {
			cells = cells[:first]
		}
	}
	kept := make([]bool, n)
	for _, i := range cells {
		kept[i] = true
	}
	for _, i := range cells {
		x, y := i%w, i/w
		for yy := max(0, y-2); yy <= min(h-1, y+2); yy++ {
			for xx := max(0, x-2); xx <= min(w-1, x+2); xx++ {
				if j := yy*w + xx; !kept[j] && f.first[j] < 0 && f.label[j] >= 0 && in[f.label[j]] {
					kept[j] = true
					cells = append(cells, j)
				}
			}
		}
	}
	return cells
}

// joined groups the surfaces in names (by label, as components left
// them) that touch one another in the picture (w×h): group gives each
// label's group (-1 for one not in), size each group's pixels, border
// whether it reaches the picture's border.
func (f *edgeFinder) joined(w, h int, in []bool) (group []int32, size []int, border []bool) {
	root := make([]int32, len(in))
	for l := range root {
		root[l] = int32(l)
	}
	find := func(l int32) int32 {
		for root[l] != l {
			root[l] = root[root[l]]
			l = root[l]
		}
		return l
	}
	join := func(a, b int32) {
		if a >= 0 && b >= 0 && a != b && in[a] && in[b] {
			root[find(a)] = find(b)
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			if x+1 < w {
				join(f.label[i], f.label[i+1])
			}
			if y+1 < h {
				join(f.label[i], f.label[i+w])
			}
		}
	}
	group = make([]int32, len(in))
	ids := map[int32]int32{}
	for l := range in {
		group[l] = -1
		if !in[l] {
			continue
		}
		r := find(int32(l))
		g, ok := ids[r]
		if !ok {
			g = int32(len(size))
			ids[r] = g
			size, border = append(size, 0), append(border, false)
		}
		group[l] = g
		size[g] += f.sizes[l]
	}
	onBorder := f.onBorder(w, h)
	for l, g := range group {
		if g >= 0 && onBorder[l] {
			border[g] = true
		}
	}
	return group, size, border
}

// components labels the 4-connected surfaces of lab whose neighbouring
// pixels differ by less than edgeStep. A pixel on a boundary, which
// differs by more from one of its eight neighbours, belongs to none
// (label -1): along a slanting edge the pixels that straddle it blend the
// two sides by degrees, and would otherwise chain them together.
func (f *edgeFinder) components(lab []uint8, w, h int) {
	n := w * h
	if cap(f.label) < n {
		f.label = make([]int32, n)
	}
	f.label = f.label[:n]
	for i := range f.label {
		f.label[i] = -2 // not yet labelled
	}
	// Each pair of 8-neighbours once: right, down-left, down, down-right.
	lab = lab[:3*n]
	label := f.label
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			p := px3(lab, 3*i)
			if x+1 < w && farApart(p, px3(lab, 3*i+3)) {
				label[i], label[i+1] = -1, -1
			}
			if y+1 == h {
				continue
			}
			if x > 0 && farApart(p, px3(lab, 3*(i+w-1))) {
				label[i], label[i+w-1] = -1, -1
			}
			if farApart(p, px3(lab, 3*(i+w))) {
				label[i], label[i+w] = -1, -1
			}
			if x+1 < w && farApart(p, px3(lab, 3*(i+w+1))) {
				label[i], label[i+w+1] = -1, -1
			}
		}
	}
	f.sizes = f.sizes[:0]
	for s := int32(0); s < int32(n); s++ {
		if f.label[s] != -2 {
			continue
		}
		k := int32(len(f.sizes))
		size := 0
		f.label[s] = k
		f.queue = append(f.queue[:0], s)
		for len(f.queue) > 0 {
			i := f.queue[len(f.queue)-1]
			f.queue = f.queue[:len(f.queue)-1]
			size++
			for j := range neighbours4(i, w, n) {
				if f.label[j] == -2 {
					f.label[j] = k
					f.queue = append(f.queue, j)
				}
			}
		}
		f.sizes = append(f.sizes, size)
	}
	f.first = append(f.first[:0], f.label...)
	f.grow(w, h)
}

// neighbours4 yields the pixels left, right, above and below pixel i of
// a w-wide picture of n pixels that lie in it.
func neighbours4(i int32, w, n int) iter.Seq[int32] {
	return func(yield func(int32) bool) {
		x := int(i) % w
		if x > 0 && !yield(i-1) || x+1 < w && !yield(i+1) {
			return
		}
		if int(i) >= w && !yield(i-int32(w)) {
			return
		}
		if int(i)+w < n {
			yield(i + int32(w))
		}
	}
}

// farApart reports whether two Lab pixels differ by edgeStep or more.
func farApart(p, q *[3]byte) bool {
	dl := int(p[0]) - int(q[0])
	da := int(p[1]) - int(q[1])
	db := int(p[2]) - int(q[2])
	return dl*dl+da*da+db*db >= edgeStep*edgeStep
}

// grow hands the pixels of boundaries, and the specks of a surface's own
// texture, to the surface nearest them, so that neighbouring surfaces
// meet along the middle of the boundary between them.
func (f *edgeFinder) grow(w, h int) {
	const speck = 4
	f.queue = f.queue[:0]
	for i, l := range f.label {
		switch {
		case l == -1 || f.sizes[l] < speck:
			f.label[i] = -1
		default:
			f.queue = append(f.queue, int32(i))
		}
	}
	for head := 0; head < len(f.queue); head++ {
		i := f.queue[head]
		for j := range neighbours4(i, w, w*h) {
			if f.label[j] == -1 {
				f.label[j] = f.label[i]
				f.sizes[f.label[i]]++
				f.queue = append(f.queue, j)
			}
		}
	}
}

// means sets f.mean to each component's mean colour, over its pixels
// before grow gave it the boundaries round it.
func (f *edgeFinder) means(lab []uint8) {
	f.mean = append(f.mean[:0], make([][3]float64, len(f.sizes))...)
	count := make([]int, len(f.sizes))
	for i, l := range f.first {
		if l < 0 {
			continue
		}
		for c := 0; c < 3; c++ {
			f.mean[l][c] += float64(lab[3*i+c])
		}
		count[l]++
	}
	for l := range f.mean {
		for c := 0; c < 3; c++ {
			f.mean[l][c] /= float64(max(1, count[l]))
		}
	}
}

// surfaces returns the mean colours of the wide smooth surfaces of the
// picture find last looked at: the table, or each of its planks; not
// those notPlank names (as in surfaceMeans).
func (f *edgeFinder) surfaces(notPlank func([3]float64) bool) [][3]float64 {
	wide := max(len(f.first)/22, 1) // as in surfaceMeans
	var out [][3]float64
	for k, s := range f.sizes {
		if s >= wide && k < len(f.mean) && (notPlank == nil || !notPlank(f.mean[k])) {
			out = append(out, f.mean[k])
		}
	}
	return out
}

func colourDist(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// straight fits a line to the outline of the surface made of the
// components in member, and returns it as an edge when that outline is
// straight: every point of it within a pixel or so of the line, enough of
// them to run across the frame, a step of colour across it as large as
// the floor's from the table, the table on the other side, and nothing
// but surfaces reaching in from the border (the table's side face, the
// floor's own pieces) touching the surface.
func (f *edgeFinder) straight(lab []uint8, member []bool, table int32, border []bool, w, h int) (edgeLine, bool) {
	in := func(l int32) bool { return l >= 0 && member[l] }
	var xs, ys []float64
	var cx, cy float64
	size := 0
	for i, l := range f.label {
		if !in(l) {
			continue
		}
		x, y := i%w, i/w
		cx += float64(x)
		cy += float64(y)
		size++
		outline := false
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			nx, ny := x+d[0], y+d[1]
			if nx < 0 || ny < 0 || nx >= w || ny >= h {
				continue
			}
			m := f.label[ny*w+nx]
			if in(m) {
				continue
			}
			if m != table && !border[m] {
				return edgeLine{}, false // something lying on it or in it: a stack on a plank
			}
			outline = true
		}
		if outline {
			xs = append(xs, float64(x))
			ys = append(ys, float64(y))
		}
	}
	if len(xs) < max(6, min(w, h)/4) {
		return edgeLine{}, false
	}
	cx, cy = cx/float64(size), cy/float64(size)
	a, b, c, rms := fitLine(xs, ys)
	if rms > 1 {
		return edgeLine{}, false
	}
	// The floor differs from the table beside it, not only from the
	// table's mean: where the light falls off towards a side, a plank
	// there can be edgeContrast darker than the table's mean but step
	// little from the plank beside it (img_0012 through another camera:
	// 4, where the floors of the tables check and the shared scenes
	// step 33 or more). The stacks on that seam were cut off with it.
	pts := make([][2]float64, len(xs))
	for i := range xs {
		pts[i] = [2]float64{xs[i], ys[i]}
	}
	if seamStep(lab, w, h, pts, a, b) < edgeContrast {
		return edgeLine{}, false
	}
	// The surface's side of the line is off the table.
	if a*cx+b*cy+c < 0 {
		a, b, c = -a, -b, -c
	}
	e := edgeLine{a, b, c + edgeMargin}
	// The table must lie on the other side: no more of it beyond the line
	// than the strip the margin takes.
	over := 0
	for i, l := range f.label {
		if l == table && e.off(float64(i%w), float64(i/w)) {
			over++
		}
	}
	if float64(over) > (edgeMargin+1)*float64(len(xs)) {
		return edgeLine{}, false
	}
	if f.island(member, e, w, h) {
		return edgeLine{}, false
	}
	return e, true
}

// island reports whether something lies on the surface beyond edge e:
// a patch that is not the surface, beyond the strip along the edge, and
// thicker than a line (a 5×5 block of it lies inside). Stacks on a plank
// of the table look so (the planks of some tables part along straight
// lines, and the snake runs across them); the floor's seams do not: a
// line, with the pixels either side that differ from it, is three pixels
// wide.
func (f *edgeFinder) island(member []bool, e edgeLine, w, h int) bool {
	beyond := edgeLine{e.A, e.B, e.C - 2}
	other := func(x, y int) bool {
		l := f.first[y*w+x]
		return (l < 0 || !member[l]) && beyond.off(float64(x), float64(y))
	}
	for y := 2; y < h-2; y++ {
		for x := 2; x < w-2; x++ {
			inside := true
			for dy := -2; dy <= 2 && inside; dy++ {
				for dx := -2; dx <= 2; dx++ {
					if !other(x+dx, y+dy) {
						inside = false
						break
					}
				}
			}
			if inside {
				return true
			}
		}
	}
	return false
}

// seamStep is the median step of colour across a seam through pts whose
// normal is (a, b): between the pixels two either side of it. Planks
// differ across their seam; a pool of light fades over many pixels.
func seamStep(lab []uint8, w, h int, pts [][2]float64, a, b float64) float64 {
	var steps []float64
	at := func(x, y float64) ([3]float64, bool) {
		xi, yi := int(math.Round(x)), int(math.Round(y))
		if xi < 0 || yi < 0 || xi >= w || yi >= h {
			return [3]float64{}, false
		}
		i := 3 * (yi*w + xi)
		return [3]float64{float64(lab[i]), float64(lab[i+1]), float64(lab[i+2])}, true
	}
	for _, p := range pts {
		c1, ok1 := at(p[0]-2*a, p[1]-2*b)
		c2, ok2 := at(p[0]+2*a, p[1]+2*b)
		if ok1 && ok2 {
			steps = append(steps, colourDist(c1, c2))
		}
	}
	if len(steps) == 0 {
		return 0
	}
	sort.Float64s(steps)
	return steps[len(steps)/2]
}

// fitLine fits a·x + b·y + c = 0 (a² + b² = 1) to the points by least
// squares across the line, and returns the root mean square distance.
func fitLine(xs, ys []float64) (a, b, c, rms float64) {
	n := float64(len(xs))
	var mx, my float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx, my = mx/n, my/n
	var sxx, sxy, syy float64
	for i := range xs {
		dx, dy := xs[i]-mx, ys[i]-my
		sxx += dx * dx
		sxy += dx * dy
		syy += dy * dy
	}
	// The normal is the direction of least spread.
	theta := 0.5 * math.Atan2(2*sxy, sxx-syy) // direction of most spread
	a, b = -math.Sin(theta), math.Cos(theta)
	c = -(a*mx + b*my)
	var ss float64
	for i := range xs {
		d := a*xs[i] + b*ys[i] + c
		ss += d * d
	}
	return a, b, c, math.Sqrt(ss / n)
}

// surfaceMeans sets out (3 bytes a pixel) to the mean colour, over a
// window of (2·half+1)² pixels, of the plank each pixel of lab belongs to,
// counting only that plank's own pixels. It does so only where the table
// is made of planks (wide surfaces whose seams are straight steps of
// colour): a median over the window, blind to the seams, gives the strip
// along the lighter side of a seam the darker plank's colour, and the
// strip stands out as scales. Other pixels (a scale's face seen from
// close by, the table where no plank is) are left alone. A surface whose
// mean colour notPlank names is none: a rounded square seen close, a
// plank's size, meets its neighbour along a straight seam (POV-Ray seed
// 1423: a B3 and a W2, each painted its own mean, read as table).
func (f *edgeFinder) surfaceMeans(lab []uint8, w, h, half int, out []uint8, notPlank func([3]float64) bool) {
	n := w * h
	wide := max(n/22, 1) // a plank; a scale, however near, is smaller
	count := make([]int, len(f.sizes))
	for _, l := range f.first {
		if l >= 0 {
			count[l]++
		}
	}
	var surfaces []int32
	for l, c := range count {
		if c >= wide && (notPlank == nil || !notPlank(f.mean[l])) {
			surfaces = append(surfaces, int32(l))
		}
	}
	// Planks meet along straight seams, and are unlike across them more
	// than the grain of one board. A lamp's pool of light on a grained
	// table also parts it into surfaces, but their outlines are ragged,
	// and the light changes smoothly across them.
	isSurface := make([]bool, len(f.sizes))
	for _, l := range surfaces {
		isSurface[l] = true
	}
	type pair struct{ a, b int32 }
	seams := map[pair][][2]float64{}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			a := f.label[y*w+x]
			if a < 0 || !isSurface[a] {
				continue
			}
			for _, j := range [2]int{y*w + x + 1, (y+1)*w + x} {
				if (j == y*w+x+1 && x+1 >= w) || j >= n {
					continue
				}
				if b := f.label[j]; b > a && isSurface[b] {
					seams[pair{a, b}] = append(seams[pair{a, b}], [2]float64{float64(x), float64(y)})
				}
			}
		}
	}
	plank := make([]bool, len(f.sizes))
	planks := 0
	for p, pts := range seams {
		if len(pts) < min(w, h)/4 || colourDist(f.mean[p.a], f.mean[p.b]) < plankStep {
			continue
		}
		xs, ys := make([]float64, len(pts)), make([]float64, len(pts))
		for i, q := range pts {
			xs[i], ys[i] = q[0], q[1]
		}
		a, b, _, rms := fitLine(xs, ys)
		if rms > 1 || seamStep(lab, w, h, pts, a, b) < plankStep {
			continue
		}
		for _, l := range [2]int32{p.a, p.b} {
			if !plank[l] {
				plank[l] = true
				planks++
			}
		}
	}
	if planks < 2 {
		return
	}
	surfaces = surfaces[:0]
	for l, ok := range plank {
		if ok {
			surfaces = append(surfaces, int32(l))
		}
	}
	W := w + 1
	if cap(f.sums) < 4*W*(h+1) {
		f.sums = make([]float64, 4*W*(h+1))
	}
	sums := f.sums[:4*W*(h+1)]
	for _, s := range surfaces {
		// Integral images of the surface's pixels and of their colour.
		clear(sums)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i := y*w + x
				var v [4]float64
				if f.first[i] == s {
					v = [4]float64{1, float64(lab[3*i]), float64(lab[3*i+1]), float64(lab[3*i+2])}
				}
				o := 4 * ((y+1)*W + x + 1)
				for c := 0; c < 4; c++ {
					sums[o+c] = v[c] + sums[o+c-4] + sums[o+c-4*W] - sums[o+c-4*W-4]
				}
			}
		}
		for y := 0; y < h; y++ {
			y0, y1 := max(0, y-half), min(h, y+half+1)
			for x := 0; x < w; x++ {
				if f.label[y*w+x] != s {
					continue
				}
				x0, x1 := max(0, x-half), min(w, x+half+1)
				var v [4]float64
				for c := 0; c < 4; c++ {
					v[c] = sums[4*(y1*W+x1)+c] - sums[4*(y0*W+x1)+c] - sums[4*(y1*W+x0)+c] + sums[4*(y0*W+x0)+c]
				}
				if v[0] < 1 {
					continue
				}
				for c := 0; c < 3; c++ {
					out[3*(y*w+x)+c] = uint8(math.Round(v[c+1] / v[0]))
				}
			}
		}
	}
}
