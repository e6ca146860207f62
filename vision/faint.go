package vision

import (
	"cmp"
	"fmt"
	"image"
	"image/color"
	"maps"
	"math"
	"os"
	"slices"
	"sort"

	"gocv.io/x/gocv"
)

// faintFaces finds the scales the foreground missed because their face
// is nearly the table's colour (a white scale on cream cloth): all that
// shows of such a scale is its marks and the dark edge of its shadow,
// pieces too thin to be a stack. Around each cluster of such pieces it
// asks which pixels differ from the table just round them by more than
// that table varies, averaged over a few pixels, so that a face a few
// units off a plain table stands out the way it does to the eye. What
// grows from the pieces into a compact, scale-sized region is added as a
// stack, labelled in d.labels, for readStack to read (which still wants
// marks on a face); a crumb or a knot in the wood grows into nothing of
// the kind. r is a scale's radius at working size; kept are the stacks
// found so far. missed are the clusters of pieces that grew into a
// region a face's size but too ragged for one: a face too faint to tell
// from the table but for its marks and the rim of its shadow, or the
// table's grain (readAll keeps those in the snake's line). With gaps, the
// weak specks in the snake's gaps are pieces too (gapSeeds).
func (d *Detector) faintFaces(kept []blob, r float64, gaps bool) (found, missed []blob) {
	if r < 3 {
		return nil, nil
	}
	ww, wh := d.labels.Cols(), d.labels.Rows()
	// The strong pixels that are no stack's, pieces near one another
	// joined.
	pieces := d.mask.Clone()
	defer pieces.Close()
	if gaps {
		d.gapSeeds(&pieces, kept, r)
	}
	for _, b := range kept {
		gocv.Rectangle(&pieces, b.box.Inset(-2), color.RGBA{}, -1)
	}
	if pp, _ := pieces.DataPtrUint8(); !anySet(pp) {
		return nil, nil // most frames: every piece is a stack's
	}
	k := int(r) | 1
	join := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(k, k))
	defer join.Close()
	joined := gocv.NewMatWithSize(wh, ww, gocv.MatTypeCV8UC1)
	defer joined.Close()
	// Dilated only round the pieces, which lie in few places: beyond
	// the disc's reach of them all stays empty.
	pp, _ := pieces.DataPtrUint8()
	strong, _ := d.mask.DataPtrUint8()
	var near image.Rectangle
	for i := range setBytes(pp) {
		near = near.Union(image.Rect(i%ww, i/ww, i%ww+1, i/ww+1))
	}
	near = near.Inset(-k / 2).Intersect(image.Rect(0, 0, ww, wh))
	from, to := pieces.Region(near), joined.Region(near)
	gocv.Dilate(from, &to, join)
	from.Close()
	to.Close()
	pl := make([]int32, ww*wh)
	jp, _ := joined.DataPtrUint8()
	regions := labelRegions(jp, ww, wh, pl, blockOrder)
	n := len(regions) + 1
	var clusters []pieceCluster
	ids := n // labels from n on are the clusters split more finely
	for k := 1; k < n; k++ {
		b := regions[k-1].blob(k)
		box, c := b.box, b.center
		if float64(max(box.Dx(), box.Dy())) > 4.5*r {
			// Longer than a stack: perhaps the pieces of two faces that
			// lie close (black faces whose fine marks, shrunk, average
			// to the table's grey, in crumbs), joined across the gap
			// between them. Joined more tightly, each face's apart.
			clusters = append(clusters, reclusterPieces(pl, pp, ww, k, box, &ids, r)...)
			continue
		}
		clusters = append(clusters, pieceCluster{id: int32(k), box: box, c: c})
	}
	lbl := int32View(&d.labels)
	// A stack found already is no part of a faint face beside it: a face
	// that grew into its neighbour's would spill and be lost.
	// By label: looked up for each pixel of every window grown.
	var stack []bool
	mark := func(l int) {
		if l >= len(stack) {
			stack = append(stack, make([]bool, l+1-len(stack))...)
		}
		stack[l] = true
	}
	for _, b := range kept {
		mark(b.label)
	}
	taken := func(i int) bool { l := int(lbl[i]); return l > 0 && l < len(stack) && stack[l] }
	next := int32(-1)  // the largest label in use, found when first needed
	var noHand []uint8 // the pieces but the hand's own, made when first needed
	for q := 0; q < len(clusters); q++ {
		cl := clusters[q]
		box, c := cl.box, cl.c
		// Marks of one face, joined, span less than it; and grown by half a
		// scale, they span more than half of one. A speck a pixel wide,
		// grown, spans the joining disc, a whole odd number of pixels
		// across (5 for r 5.3): a little under r at times. At the working
		// size a small scale's one dot is such a speck (a W1 33 pixels
		// across at 720p, its face within the cloth's grain, was lost
		// without a word when a span of r was asked). A tall stack's
		// sides, seen from an angle, add to its length.
		span := float64(max(box.Dx(), box.Dy()))
		if span > 4.5*r && !cl.split {
			// Pieces that no tighter joining parted: perhaps black faces
			// lit near the table's shade that touch, their dark rims
			// and shadows one run (TestDetectBlackNearTableGrey: stacks
			// lost without a word), parted by their length.
			if parts := d.splitAlong(pl, pp, ww, cl, r, &ids); len(parts) > 1 {
				clusters = append(clusters, parts...)
			} else if len(d.handKind) > 0 {
				// A face of gold the hand's region took in, or a face's
				// gold marks, joined through it to the hand's own pieces:
				// without the hand's, the gold's alone (a fresh POV-Ray
				// scene, seed 14848, PNG and JPEG: the neutral on ochre
				// felt beside a pale forearm, all in the arm's region,
				// lost with it; seed 15037: a B2 lit to the grey cloth's
				// shade beside a palm's shadow, but for its gold stripes,
				// lost with the hand, now said touched).
				if noHand == nil {
					noHand = slices.Clone(pp)
					for i, h := range d.hidden {
						if h != 0 && d.handKind[i] != handGold {
							noHand[i] = 0
						}
					}
				}
				for _, part := range reclusterPieces(pl, noHand, ww, int(cl.id), box, &ids, 2*r) {
					part.split, part.unhanded = true, true
					clusters = append(clusters, part)
				}
			}
			continue
		}
		if span > 4.5*r || span < 0.8*r {
			continue
		}
		onlyHull := span > 3.2*r
		var seeds []image.Point
		from := pp
		if cl.unhanded {
			from = noHand // the hand's own pieces are no seeds
		}
		for yy := box.Min.Y; yy < box.Max.Y; yy++ {
			for xx := box.Min.X; xx < box.Max.X; xx++ {
				if i := yy*ww + xx; from[i] != 0 && pl[i] == cl.id {
					seeds = append(seeds, image.Pt(xx, yy))
				}
			}
		}
		if len(seeds) == 0 || inAny(c, kept) || inAny(c, found) {
			continue
		}
		// Weak specks alone, from a gap (gapSeeds): a face grown from
		// them is a stack only if read, and nothing else is made of them.
		gap := !slices.ContainsFunc(seeds, func(p image.Point) bool { return strong[p.Y*ww+p.X] != 0 })
		// Pieces longer than a face are a tall stack's face and sides, or
		// a glossy face the lamp turned the table's colour, whose hull is
		// the stack: as a face grown from them, its reflection alone is
		// taken for a blank light face. Only when they have no stack's
		// hull (a faint face with the edge of its shadow and a crumb of a
		// neighbour's rim) is a face grown.
		var region []image.Point
		ok, grown, ragged, small := false, false, false, false
		if onlyHull {
			region, ok = hullRegion(seeds, r)
		}
		// Another cluster's pixels (a faint face beside this one) are no
		// table to measure this one against.
		other := func(i int) bool { return pl[i] != 0 && pl[i] != cl.id }
		if !ok {
			var v int
			region, v = d.growFace(c, seeds, r, ww, wh, other, taken)
			ok, ragged, small = v == grownFace, v == grownRagged, v == grownSmall
			// A face is convex: a mark at its edge, which the growing
			// went round, is still on it (read as a notch, it was lost).
			if ok {
				if hull, whole := hullRegion(region, r); whole && len(hull) < len(region)*13/10 {
					region = hull
				}
				grown = true
			}
		}
		if !ok && !onlyHull {
			region, ok = hullRegion(seeds, r)
		}
		// A black face lit to near the table's shade: its marks, and
		// perhaps a lower scale's light side (longer than a mark). Or
		// its rim and shadow, darker than the table where the face is
		// not by DarkRatio, and marks of the table's own lightness, gold
		// on a warm grey (a POV-Ray scene, fresh seed 3359: a B3 lost
		// without a word, the pieces grown too small; black faces near
		// the table's grey, TestDetectBlackNearTableGrey: those grown
		// ragged lost too). Not only where the pieces are darker than
		// the table: the foreground may keep few of such a face's
		// pixels, its light marks most of what is left (a POV-Ray scene,
		// seed 2855 as JPEG: a B2 on a warm grey, 16 pieces, lost
		// without a word). A white face's dark mark grows no face as
		// dark round it.
		shade := false // grown dark from pieces with no light marks among them
		if !ok && !gap {
			if marks, _ := d.lightPieces(seeds, r, ww); marks > 0 && marks <= 3 || small || ragged {
				region, ok = d.growDarkFace(c, seeds, r, ww, wh, other, marks)
				shade = ok && !(marks > 0 && marks <= 3)
			}
		} else if grown && !gap && float64(len(region)) < 0.8*math.Pi*r*r && d.darker(seeds, ww) {
			// Grown from the table's side, only the part of a black face
			// lit to the table's shade: the rest, darker than a shadow's
			// edge, is no part of what grows (a POV-Ray scene, seed
			// 3359: a B1 on grey cloth, 0.65 of a face grown, its stripe
			// at the edge, said unsure). Grown from the dark side, it is
			// whole, and dark but for its marks: 0.93 of it 10 or more
			// below the table round it. Three wide stripes are up to a
			// quarter of a face: a B3 with gold stripes on warm grey,
			// through JPEG q80, was 0.82 so dark (the same seed, frame
			// 3359). A white face's dark stripes grow with its shadow
			// and the face between them, 0.67 so dark (img_0005 through
			// another camera, stream 1: a W3 said unread when it was
			// taken).
			if dark, whole := d.growDarkFace(c, seeds, r, ww, wh, other, 0); whole && len(dark) > len(region) && d.belowTable(dark, ww, 10) >= 0.75 {
				region = dark
			}
		}
		if debugFaces {
			fmt.Fprintf(os.Stderr, "faint: %d seeds at %v (box %v, span %.1f r): %d px ok=%v\n", len(seeds), c, box, span/r, len(region), ok)
		}
		if !ok && (cl.unhanded || gap && !d.lightMarks(seeds, r, ww)) {
			// Of the hand's region, only a face grown whole is taken:
			// joined to a stack beside it, a finger's pieces made the
			// neutral unread (POV-Ray seed 9259 as JPEG).
			continue
		}
		if !ok && d.joinStack(seeds, kept, r) {
			continue
		}
		if !ok && onlyHull && !cl.split && !gap {
			// Longer than a face, and no stack: two faces' pieces, as
			// above, each part tried alone.
			if parts := d.splitAlong(pl, pp, ww, cl, r, &ids); len(parts) > 1 {
				clusters = append(clusters, parts...)
				continue
			}
		}
		if !ok {
			// Nothing grown, but pieces that make a stripe: a white face
			// within the camera's noise of the cloth, its mark alone
			// seen (faint white frame 75 of 150, a W1 lost without a
			// word); or a black face's rim and its marks (blackWithMarks);
			// or a black face's light marks alone (lightMarks). readAll
			// says it there when it lies in the snake's line, as for a
			// face grown ragged.
			if ragged || small && ((stripeLike(seeds, r, ww) || rowOfStripes(seeds, r, ww)) && d.darker(seeds, ww) || d.blackWithMarks(seeds, r, ww)) || d.lightMarks(seeds, r, ww) {
				missed = append(missed, blob{box: box, area: len(seeds), center: c})
			}
			continue
		}
		if cl.unhanded && d.grownOverHand(region, ww, wh) {
			if debugFaces {
				n, h := d.borderHidden(region, ww, wh)
				fmt.Fprintf(os.Stderr, "faint: the face grown at %v is the hand's: skin %d of %d, border hidden %d of %d\n", c, d.skinCount(region, ww), len(region), h, n)
			}
			continue
		}
		// Pixels a stack holds already stay its own.
		free := region[:0]
		for _, p := range region {
			if lbl[p.Y*ww+p.X] == 0 {
				free = append(free, p)
			}
		}
		if float64(len(free)) < 0.5*math.Pi*r*r {
			continue
		}
		mark(int(newLabel(lbl, &next)))
		b := blob{label: int(next), box: image.Rectangle{Min: free[0], Max: free[0]}, area: len(free), grown: grown, gap: gap, shade: shade, faint: true}
		var sx, sy int
		for _, p := range free {
			lbl[p.Y*ww+p.X] = next
			b.box = b.box.Union(image.Rectangle{Min: p, Max: p.Add(image.Pt(1, 1))})
			sx, sy = sx+p.X, sy+p.Y
		}
		b.center = image.Pt(sx/b.area, sy/b.area)
		found = append(found, b)
		if !cl.split && !gap {
			if rest, box, ok := leftOut(seeds, lbl, ww, next, r); ok {
				// Pieces the face left out, of a second face: black
				// faces lit near the table's grey, side by side, their
				// rims' pieces one cluster, and of the region grown from
				// it one face cut (POV-Ray seed 3359 as JPEG q80: two
				// B1s, one lost without a word). They are tried alone.
				part := pieceCluster{id: int32(ids), box: box, split: true}
				ids++
				var sum image.Point
				for _, p := range rest {
					pl[p.Y*ww+p.X] = part.id
					sum = sum.Add(p)
				}
				part.c = sum.Div(len(rest))
				clusters = append(clusters, part)
			}
		}
	}
	return found, missed
}

// leftOut is the seeds a face grown from them (labelled face in lbl, ww
// wide) left farther than half a radius r from it, and their box, when
// they are enough for a second face's rim: as many as its radius in
// pixels, spanning it.
func leftOut(seeds []image.Point, lbl []int32, ww int, face int32, r float64) ([]image.Point, image.Rectangle, bool) {
	wh := len(lbl) / ww
	reach := max(1, int(r/2))
	var rest []image.Point
	var box image.Rectangle
	for _, p := range seeds {
		near := false
		for y := max(0, p.Y-reach); y <= min(wh-1, p.Y+reach) && !near; y++ {
			for x := max(0, p.X-reach); x <= min(ww-1, p.X+reach); x++ {
				if lbl[y*ww+x] == face {
					near = true
					break
				}
			}
		}
		if !near {
			if len(rest) == 0 {
				box = image.Rectangle{p, p.Add(image.Pt(1, 1))}
			}
			rest = append(rest, p)
			box = box.Union(image.Rectangle{p, p.Add(image.Pt(1, 1))})
		}
	}
	return rest, box, float64(len(rest)) >= r && float64(max(box.Dx(), box.Dy())) >= r
}

// joinStack adds the pieces (seeds), from which no face grew, to the
// stacks found so far, each too small for a whole one, that they touch
// (one to three), when all together have a stack's hull: a glossy black
// face that a lamp turns the table's colour shows only its rim, its marks
// and its sides, and the sides of a tall stack, thick and dark, may make
// a region of their own under a scale's disc, or two, which leaves the
// face's rim and marks too few to be a stack's hull by themselves
// (hullRegion). Read alone, the sides have no face and the rim no marks.
// The largest of those stacks takes the others' pixels and the hull's
// that no other stack holds, in d.labels; the others are left with no
// area, for the caller to drop.
func (d *Detector) joinStack(seeds []image.Point, kept []blob, r float64) bool {
	ww, wh := d.labels.Cols(), d.labels.Rows()
	lbl := int32View(&d.labels)
	small := map[int32]int{} // label -> index in kept
	for k, b := range kept {
		if b.area > 0 && float64(b.area) < math.Pi*r*r {
			small[int32(b.label)] = k
		}
	}
	near := map[int]bool{}
	for _, p := range seeds {
		for dy := -3; dy <= 3; dy++ {
			for dx := -3; dx <= 3; dx++ {
				x, y := p.X+dx, p.Y+dy
				if x < 0 || y < 0 || x >= ww || y >= wh || lbl[y*ww+x] <= 0 {
					continue
				}
				k, ok := small[lbl[y*ww+x]]
				if !ok {
					return false // against a whole stack: perhaps its own rim
				}
				near[k] = true
			}
		}
	}
	if len(near) == 0 || len(near) > 3 {
		return false
	}
	// Largest first, then in kept's order: the map's order is random.
	parts := slices.SortedFunc(maps.Keys(near), func(i, j int) int { return cmp.Or(kept[j].area-kept[i].area, i-j) })
	pts := slices.Clone(seeds)
	box := image.Rectangle{}
	for _, k := range parts {
		b := kept[k]
		box = box.Union(b.box)
		for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
			for x := b.box.Min.X; x < b.box.Max.X; x++ {
				if int(lbl[y*ww+x]) == b.label {
					pts = append(pts, image.Pt(x, y))
				}
			}
		}
	}
	hull, ok := hullRegion(pts, r)
	if !ok || len(hull) > 2*len(pts) {
		return false
	}
	b := &kept[parts[0]]
	for _, p := range pts[len(seeds):] {
		lbl[p.Y*ww+p.X] = int32(b.label)
	}
	for _, p := range hull {
		if i := p.Y*ww + p.X; lbl[i] == 0 {
			lbl[i] = int32(b.label)
		}
		box = box.Union(image.Rectangle{Min: p, Max: p.Add(image.Pt(1, 1))})
	}
	// Measured again over the hull's box: the regions' pixels outside
	// the hull are still the stack's.
	joined := d.measure(b.label, box)
	if debugFaces {
		fmt.Fprintf(os.Stderr, "faint: %d pieces joined to %d stacks at %v: %d px\n", len(seeds), len(parts), b.center, joined.area)
	}
	*b = joined
	b.joined = true
	for _, k := range parts[1:] {
		kept[k] = blob{}
	}
	return true
}

// pieceCluster is a cluster of strong pieces that no stack holds: those
// of label id in faintFaces' labelling, within box, centred at c.
type pieceCluster struct {
	id  int32
	box image.Rectangle
	c   image.Point
	// split: a part of a longer cluster (splitAlong), not parted again.
	split bool
	// unhanded: of a face's marks a hand's region took in, parted from
	// the hand's own pieces.
	unhanded bool
}

// reclusterPieces splits cluster k (within box) of the labelling pl of
// the pieces pp, joined by a disc a radius r across, into the clusters
// that a disc half as wide joins, relabelling their pixels in pl from *n
// on. Pixels of k that no such cluster holds keep k.
func reclusterPieces(pl []int32, pp []uint8, ww, k int, box image.Rectangle, n *int, r float64) []pieceCluster {
	size := int(r/2) | 1
	if size < 3 {
		return nil
	}
	w, h := box.Dx(), box.Dy()
	m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	defer m.Close()
	mp, _ := m.DataPtrUint8()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if i := (box.Min.Y+y)*ww + box.Min.X + x; pp[i] != 0 && pl[i] == int32(k) {
				mp[y*w+x] = 255
			}
		}
	}
	join := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(size, size))
	defer join.Close()
	gocv.Dilate(m, &m, join)
	mp, _ = m.DataPtrUint8()
	sl := make([]int32, w*h)
	subs := labelRegions(mp, w, h, sl, blockOrder)
	var out []pieceCluster
	for s := 1; s <= len(subs); s++ {
		id := int32(*n)
		*n++
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if i := (box.Min.Y+y)*ww + box.Min.X + x; sl[y*w+x] == int32(s) && pl[i] == int32(k) {
					pl[i] = id
				}
			}
		}
		sb := subs[s-1].blob(s)
		out = append(out, pieceCluster{id: id, box: sb.box.Add(box.Min), c: sb.center.Add(box.Min)})
	}
	return out
}

// splitAlong parts cluster cl of the labelling pl of the pieces pp (ww
// wide) along its length into parts a face and a little more long (2.4
// radii r, two at least), where its pieces are darker than the table and
// grey there (a row of black faces' rims and shadows), relabelling each
// part's pixels in pl from *n on. It returns no parts where the pieces
// are not so, lie beside the hidden region (nearHidden), or a part is
// too small to hold a face's rim (a radius's worth).
func (d *Detector) splitAlong(pl []int32, pp []uint8, ww int, cl pieceCluster, r float64, n *int) []pieceCluster {
	var seeds []image.Point
	var mx, my float64
	for y := cl.box.Min.Y; y < cl.box.Max.Y; y++ {
		for x := cl.box.Min.X; x < cl.box.Max.X; x++ {
			if i := y*ww + x; pp[i] != 0 && pl[i] == cl.id {
				seeds = append(seeds, image.Pt(x, y))
				mx, my = mx+float64(x), my+float64(y)
			}
		}
	}
	if len(seeds) == 0 || !d.darker(seeds, ww) || d.nearHidden(seeds, ww, 2) {
		return nil
	}
	// Grey where darker, as black rims and their shadows on a grey
	// table are (their gold marks aside): a hand's fingers in their own
	// shade, darker than a cream cloth, are of skin's colour (POV-Ray
	// seed 3186: a finger's piece said a stack unread in the snake's
	// line).
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	var chroma []float64 // of the pieces darker than the table: not the marks
	for _, p := range seeds {
		if i := 3 * (p.Y*ww + p.X); float64(lab[i]) < float64(bg[i])-d.opt.BrightDelta {
			chroma = append(chroma, math.Hypot(float64(lab[i+1])-128, float64(lab[i+2])-128))
		}
	}
	if len(chroma) == 0 || kth(chroma, len(chroma)/2) > blackChroma {
		return nil
	}
	mx, my = mx/float64(len(seeds)), my/float64(len(seeds))
	var sxx, sxy, syy float64
	for _, p := range seeds {
		dx, dy := float64(p.X)-mx, float64(p.Y)-my
		sxx, sxy, syy = sxx+dx*dx, sxy+dx*dy, syy+dy*dy
	}
	// The principal axis: the pieces' length.
	a := 0.5 * math.Atan2(2*sxy, sxx-syy)
	ux, uy := math.Cos(a), math.Sin(a)
	along := make([]float64, len(seeds))
	lo, hi := math.Inf(1), math.Inf(-1)
	for k, p := range seeds {
		along[k] = (float64(p.X)-mx)*ux + (float64(p.Y)-my)*uy
		lo, hi = min(lo, along[k]), max(hi, along[k])
	}
	parts := max(2, int(math.Round((hi-lo)/(2.4*r))))
	step := (hi - lo) / float64(parts)
	if step <= 0 {
		return nil
	}
	out := make([]pieceCluster, parts)
	count := make([]int, parts)
	sum := make([]image.Point, parts)
	part := make([]int, len(seeds))
	for k, p := range seeds {
		j := min(parts-1, int((along[k]-lo)/step))
		part[k] = j
		if count[j] == 0 {
			out[j].box = image.Rectangle{p, p.Add(image.Pt(1, 1))}
		}
		count[j]++
		sum[j] = sum[j].Add(p)
		out[j].box = out[j].box.Union(image.Rectangle{p, p.Add(image.Pt(1, 1))})
	}
	for j := range out {
		if float64(count[j]) < r {
			return nil
		}
		out[j].c = sum[j].Div(count[j])
		out[j].split = true
	}
	for j := range out {
		out[j].id = int32(*n)
		*n++
	}
	for k, p := range seeds {
		pl[p.Y*ww+p.X] = out[part[k]].id
	}
	return out
}

// nearHidden reports whether any of pieces (at working size, w wide) lies
// within reach of the hidden region: a finger reaching from the hand,
// in its shade, is such a run of dark grey pieces too (the finger check,
// frame 2028: parted, its tip grown with the B3 under it, a stripe under
// the finger, read a sure B2).
func (d *Detector) nearHidden(pieces []image.Point, w, reach int) bool {
	if len(d.hidden) == 0 {
		return false
	}
	return slices.ContainsFunc(pieces, func(p image.Point) bool { return d.hiddenWithin(p.X, p.Y, w, reach) })
}

// grownOverHand reports whether a face grown from gold in a hand's region
// (region, at working size, ww×wh) is the hand's: half of it its skin, or
// three quarters of its border hidden, where a face beside the hand
// borders the table too. Skin past the hand's hue is gold: grown from a
// forearm's lower edge, a piece 0.80 of whose border was hidden was said
// a stack unread on the arm (POV-Ray seed 14848), where the neutral beside
// it was 0.52, and a B2 beside a palm in 15037 0.28; grown from the
// knuckles' gold with the hand's own pieces as seeds, 0.85 to 0.92 was
// named the neutral (seed 9547 as JPEG, tried).
func (d *Detector) grownOverHand(region []image.Point, ww, wh int) bool {
	n, hidden := d.borderHidden(region, ww, wh)
	return 2*d.skinCount(region, ww) > len(region) || 4*hidden > 3*n
}

// borderHidden is how many pixels lie just outside region (two pixels
// off, at working size, ww×wh), and how many of them are hidden.
func (d *Detector) borderHidden(region []image.Point, ww, wh int) (n, hidden int) {
	in := make(map[int]bool, len(region))
	for _, p := range region {
		in[p.Y*ww+p.X] = true
	}
	seen := map[int]bool{}
	for _, p := range region {
		for _, q := range [4]image.Point{{p.X - 2, p.Y}, {p.X + 2, p.Y}, {p.X, p.Y - 2}, {p.X, p.Y + 2}} {
			i := q.Y*ww + q.X
			if q.X < 0 || q.Y < 0 || q.X >= ww || q.Y >= wh || in[i] || seen[i] {
				continue
			}
			seen[i] = true
			n++
			if d.hidden[i] != 0 {
				hidden++
			}
		}
	}
	return n, hidden
}

// skinCount is how many of pixels (at working size, w wide) are a
// hand's skin.
func (d *Detector) skinCount(pixels []image.Point, w int) int {
	n := 0
	for _, p := range pixels {
		if d.handKind[p.Y*w+p.X] == handSkin {
			n++
		}
	}
	return n
}

// darker says whether pieces (at working size, w wide) are darker on
// the whole than the table under them: a white face's mark, not a black
// face's light stripes left when its face was lost.
func (d *Detector) darker(pieces []image.Point, w int) bool {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	sum := 0
	for _, p := range pieces {
		i := 3 * (p.Y*w + p.X)
		sum += int(lab[i]) - int(bg[i])
	}
	return sum < 0
}

// belowTable is the share of pts (at working size, w wide) darker than
// the table under them by by or more.
func (d *Detector) belowTable(pts []image.Point, w int, by float64) float64 {
	if len(pts) == 0 {
		return 0
	}
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	n := 0
	for _, p := range pts {
		if i := 3 * (p.Y*w + p.X); float64(lab[i]) <= float64(bg[i])-by {
			n++
		}
	}
	return float64(n) / float64(len(pts))
}

// blackWithMarks says whether pieces (at working size, w wide; r a
// scale's radius there) hold both a black face's pixels (darker than
// DarkRatio of the table under them) and a mark's on one (lighter than
// it by BrightDelta), 0.15 r² of each or more: what is left of a black
// face out of focus, its stripes blurred with the face between them to
// the table's grey, its rim's sides taken by the stacks either side
// (img_0000 out of focus, stream 78: a B2 lost without a word). A
// shadow has no light marks; the table's grain is not black.
func (d *Detector) blackWithMarks(pieces []image.Point, r float64, w int) bool {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	black, light := 0, 0
	for _, p := range pieces {
		i := 3 * (p.Y*w + p.X)
		switch l, t := float64(lab[i]), float64(bg[i]); {
		case l < d.opt.DarkRatio*t:
			black++
		case l > t+d.opt.BrightDelta:
			light++
		}
	}
	least := 0.15 * r * r
	return float64(black) >= least && float64(light) >= least
}

// lightMarks says whether pieces (as blackWithMarks's) hold a light
// mark's pixels, lighter than the table under them by BrightDelta, from
// the smallest dot's area (0.06 r²) to three wide stripes' (0.8 r²), in
// one to three marks two pixels wide or more, no longer than a stripe
// (1.4 r, as stripeLike's) and far from the table's colour somewhere
// (4 BrightDelta: print, not a plank's lighter grain, planks tables
// frame 184; a gold dot, blurred at the working size, is lighter by
// less and far yellower: a POV-Ray scene, fresh seed 5743, a B1 lit to
// the wood's brown, its dot 44 lighter and 28 yellower in the frame,
// lost without a word): a black face that a lamp's glare lit to the
// table's shade, its marks
// alone standing out (a POV-Ray scene, seed 238: a B2 on dark olive
// laminate, its two dots lost without a word). The table's grain and a
// shadow are no lighter than the table by so much; a tall white stack's
// sides are a band longer than a stripe (img_0006 in other light,
// stream 47: a W1's cream sides said a stack unread) unless two marks
// or three lie beside the band: a tall stack's black face lit to the
// table's shade, with its lower white scales' side (a POV-Ray scene,
// fresh seed 3181: a B2 on three on grey laminate, lost without a word).
func (d *Detector) lightMarks(pieces []image.Point, r float64, w int) bool {
	marks, long := d.lightPieces(pieces, r, w)
	return marks > 0 && marks <= 3 && (long == 0 || long == 1 && marks >= 2)
}

// lightPieces counts the pieces of pieces' pixels lighter than the table
// under them by BrightDelta, eight-connected, that could be marks (see
// lightMarks): marks, no longer than a stripe, and long, longer. Both are
// 0 where the light pixels are too few or too many for one to three
// marks.
func (d *Detector) lightPieces(pieces []image.Point, r float64, w int) (marks, long int) {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	light := map[image.Point]float64{} // how far from the table's colour
	for _, p := range pieces {
		if i := 3 * (p.Y*w + p.X); float64(lab[i]) > float64(bg[i])+d.opt.BrightDelta {
			light[p] = colourDist(labAt(lab, p.Y*w+p.X), labAt(bg, p.Y*w+p.X))
		}
	}
	if n := float64(len(light)); n < 0.06*r*r || n > 0.8*r*r {
		return 0, 0
	}
	// The light pixels' pieces, eight-connected; specks and lines a pixel
	// wide (a glint on a seam or a rim) are no mark.
	for p := range light {
		box := image.Rectangle{p, p.Add(image.Pt(1, 1))}
		n, peak, queue := 0, light[p], []image.Point{p}
		delete(light, p)
		for len(queue) > 0 {
			q := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			n++
			box = box.Union(image.Rectangle{q, q.Add(image.Pt(1, 1))})
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if o := q.Add(image.Pt(dx, dy)); light[o] > 0 {
						peak = max(peak, light[o])
						delete(light, o)
						queue = append(queue, o)
					}
				}
			}
		}
		if float64(n) < max(2, 0.04*r*r) || min(box.Dx(), box.Dy()) < 2 || peak < 4*d.opt.BrightDelta {
			continue
		}
		if debugFaces {
			fmt.Fprintf(os.Stderr, "lightMarks: a piece of %d px, %v (r %.1f)\n", n, box, r)
		}
		if float64(max(box.Dx(), box.Dy())) > 1.4*r {
			long++
		} else {
			marks++
		}
	}
	return marks, long
}

// stripeLike says whether pieces (at working size, w wide; r a scale's
// radius there) make one stripe: of a stripe's area or more (0.2 r²; an
// edition's stripe is 0.27 r² or more, a crumb a tenth of that), two and
// a half times as long as wide or more, no longer than 1.4 r (an
// edition's longest stripe is 1.2 r; a lower scale's side band under a
// tall stack is a face across, 1.7 r), and filling the bar they
// span as a solid bar does (crumbs in a row leave gaps: half of it,
// where a stripe fills it all).
func stripeLike(pieces []image.Point, r float64, w int) bool {
	_, ok := barOf(pieces, r, w, 0.2)
	return ok
}

// rowOfStripes says whether pieces (as stripeLike's) are two or three
// bars side by side, a W2's or W3's stripes on a face the camera's noise
// hides: each a bar as stripeLike asks, but of 0.12 r² (a stripe's
// middle is all of it that stands out of such a face at the working
// size: 0.16 r² each, a W2 on cream cloth lost without a word, img_0005
// through another camera, stream 17), within 15° of one another's way,
// the longest under 1.5 times the shortest, each beside the others, not
// ahead of them (the way from one's centre to another's at least 60° off
// theirs), as a face's stripes lie and a streak of grain broken in two
// does not.
func rowOfStripes(pieces []image.Point, r float64, w int) bool {
	groups := connectedGroups(pieces)
	if len(groups) < 2 || len(groups) > 3 {
		return false
	}
	bars := make([]stripeBar, len(groups))
	for k, g := range groups {
		b, ok := barOf(g, r, w, 0.12)
		if !ok {
			return false
		}
		bars[k] = b
	}
	for i, a := range bars {
		for _, b := range bars[i+1:] {
			if angleApart(a.angle, b.angle) > math.Pi/12 || max(a.length, b.length) > 1.5*min(a.length, b.length) {
				return false
			}
			if angleApart(a.angle, math.Atan2(b.c[1]-a.c[1], b.c[0]-a.c[0])) < math.Pi/3 {
				return false
			}
		}
	}
	return true
}

// stripeBar is a stripe's centre, its way (radians, modulo π) and its length.
type stripeBar struct {
	c             [2]float64
	angle, length float64
}

// barOf measures pieces (at working size, w wide) as one stripe, as
// stripeLike tells one, of area minArea r² or more.
func barOf(pieces []image.Point, r float64, w int, minArea float64) (stripeBar, bool) {
	n := float64(len(pieces))
	if n < minArea*r*r {
		return stripeBar{}, false
	}
	idx := make([]int, len(pieces))
	for k, p := range pieces {
		idx[k] = p.Y*w + p.X
	}
	m := momentsOf(idx, w)
	l1, l2 := m.axes(n)
	// A uniform bar of length a and width b has variances a²/12, b²/12.
	if !(l1 >= 6.25*l2 && 12*l1 <= 1.4*1.4*r*r && n >= 0.7*12*math.Sqrt(l1*l2)) {
		return stripeBar{}, false
	}
	return stripeBar{c: [2]float64{m.mx, m.my}, angle: m.angle(), length: math.Sqrt(12 * l1)}, true
}

// angleApart is how far apart two ways are (radians, modulo π): 0 to π/2.
func angleApart(a, b float64) float64 {
	d := math.Mod(math.Abs(a-b), math.Pi)
	return min(d, math.Pi-d)
}

// connectedGroups parts points into the groups that touch (eight
// neighbours), each in the order it was reached.
func connectedGroups(pts []image.Point) [][]image.Point {
	at := make(map[image.Point]int, len(pts))
	for i, p := range pts {
		at[p] = i
	}
	seen := make([]bool, len(pts))
	var out [][]image.Point
	for i := range pts {
		if seen[i] {
			continue
		}
		seen[i] = true
		g := []image.Point{pts[i]}
		for k := 0; k < len(g); k++ {
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if j, ok := at[g[k].Add(image.Pt(dx, dy))]; ok && !seen[j] {
						seen[j] = true
						g = append(g, pts[j])
					}
				}
			}
		}
		out = append(out, g)
	}
	return out
}

// hullRegion returns the pixels within the convex hull of pieces that
// are much of a scale and whose hull is the size of one, though no face
// grows from them: a stack whose face the light turns the table's colour
// (a glossy black face catching a lamp's reflection) shows only its rim,
// its sides and its marks. Added as a stack, it is read, or said
// unreadable, rather than lost without a word. Crumbs are too few pixels;
// a streak of grain or a shadow's edge has a thin hull.
func hullRegion(pieces []image.Point, r float64) ([]image.Point, bool) {
	disc := math.Pi * r * r
	if float64(len(pieces)) < 0.5*disc {
		return nil, false
	}
	hull := convexHull(pieces)
	area := polygonArea(hull)
	var box image.Rectangle
	for _, p := range hull {
		box = box.Union(image.Rectangle{p, p.Add(image.Pt(1, 1))})
	}
	if area < 0.6*disc || area > 2.5*disc {
		return nil, false
	}
	px := polygonMask(hull, box)
	var out []image.Point
	for i, v := range px {
		if v != 0 {
			out = append(out, box.Min.Add(image.Pt(i%box.Dx(), i/box.Dx())))
		}
	}
	return out, true
}

// growFace returns the pixels of the face that holds the seeds (its marks,
// the edge of its shadow), centred near c, and grownFace; or, when what
// differs from the table there is no face, why not (as grow says).
// Pixels (by index at working size) for which other is true are left out
// of the table round the face; those for which taken is true are another
// stack's, which the face neither grows from nor into.
func (d *Detector) growFace(c image.Point, seeds []image.Point, r float64, ww, wh int, other, taken func(int) bool) ([]image.Point, int) {
	half := int(math.Ceil(2 * r))
	win := image.Rect(c.X-half, c.Y-half, c.X+half+1, c.Y+half+1)
	if !win.In(image.Rect(0, 0, ww, wh)) {
		return nil, grownSmall
	}
	own := seeds[:0:0]
	for _, p := range seeds {
		if !taken(p.Y*ww + p.X) {
			own = append(own, p)
		}
	}
	if seeds = own; len(seeds) == 0 {
		return nil, grownSmall
	}
	lab, _ := d.lab.DataPtrUint8()
	w, h := win.Dx(), win.Dy()
	ring, ref, ok := d.tableRound(c, win, r, other)
	if !ok {
		return nil, grownSmall
	}
	// Each pixel's difference from that table, chroma counting double: a
	// white face differs from a pale table more in colour than in light.
	// Averaged over 3×3 pixels: the face is a few units off the table,
	// about as much as the camera's noise.
	raw := make([]float64, w*h)
	lighter := make([]bool, w*h) // not in a shadow
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := 3 * ((win.Min.Y+y)*ww + win.Min.X + x)
			dl := float64(lab[i]) - ref[0]
			da, db := 2*(float64(lab[i+1])-ref[1]), 2*(float64(lab[i+2])-ref[2])
			raw[y*w+x] = math.Sqrt(dl*dl + da*da + db*db)
			lighter[y*w+x] = dl > -8 && !taken(i/3)
		}
	}
	dist := make([]int, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var s float64
			var k int
			for yy := max(0, y-1); yy <= min(h-1, y+1); yy++ {
				for xx := max(0, x-1); xx <= min(w-1, x+1); xx++ {
					s += raw[yy*w+xx]
					k++
				}
			}
			v := min(255, int(s/float64(k)))
			dist[y*w+x] = v
		}
	}
	// The threshold is set by the table round the face: what differs from
	// it more than nearly all of that ring does.
	ringDist := make([]float64, len(ring))
	for j, q := range ring {
		ringDist[j] = float64(dist[q])
	}
	t := int(math.Round(aboveTable(ringDist)))
	if debugFaces {
		fmt.Fprintf(os.Stderr, "faint: at %v ref %v t=%d\n", c, ref, t)
	}
	// Grow from the pieces through the pixels above the threshold. Where
	// the ring's threshold is as low as the camera's noise, the growing
	// may run out over the table: then a little higher, until the face
	// stands apart or the threshold is well above the ring's. Where the
	// ring takes in the faces of faint neighbours (stacks close on either
	// side), its threshold is above this face's own difference, and
	// nothing grows: then a little lower, as long as nothing spills.
	try := func(t int) ([]image.Point, int) {
		out, v := grow(seeds, win, dist, lighter, t, r)
		if debugFaces {
			fmt.Fprintf(os.Stderr, "faint: grow t=%d: %d px, grown %d\n", t, len(out), v)
		}
		return out, v
	}
	out, v := try(t)
	switch v {
	case grownFace:
	case grownSpilt:
		for tt := t + 2; tt <= t+6; tt += 2 {
			if out, v = try(tt); v != grownSpilt {
				break
			}
		}
	default:
		// Never below 6, where a plain table's noise is, but down to
		// it from a threshold just above.
		for tt := t - 2; t > 6; tt -= 2 {
			tt = max(tt, 6)
			if out, v = try(tt); v == grownFace || v == grownSpilt || tt == 6 {
				break
			}
		}
		if v == grownSpilt {
			// Too small wherever it stood apart from the table, and run
			// out over it below: a face too faint to part from the
			// table, as one too small is (img_0005 with its corners
			// darkened, the head W2 lost without a word).
			out, v = nil, grownSmall
		}
	}
	return out, v
}

// tableRound measures the table just round a face centred at c, r a
// scale's radius, in window win (at working size): the window's border
// ring, less any scale pixels in it and those for which other is true.
// It returns those pixels' places in the window and their median Lab;
// not ok when they are too few to tell.
func (d *Detector) tableRound(c image.Point, win image.Rectangle, r float64, other func(int) bool) (ring []int, ref [3]float64, ok bool) {
	lab, _ := d.lab.DataPtrUint8()
	fg, _ := d.clean.DataPtrUint8()
	ww := d.lab.Cols()
	w, h := win.Dx(), win.Dy()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			X, Y := win.Min.X+x, win.Min.Y+y
			if math.Hypot(float64(X-c.X), float64(Y-c.Y)) >= 1.6*r && fg[Y*ww+X] == 0 && !other(Y*ww+X) {
				ring = append(ring, y*w+x)
			}
		}
	}
	if len(ring) < int(2*r*r) {
		if debugFaces {
			fmt.Fprintf(os.Stderr, "faint: at %v ring %d px < %d (r=%.1f)\n", c, len(ring), int(2*r*r), r)
		}
		return nil, ref, false
	}
	vals := make([]int, len(ring))
	for k := range ref {
		for j, q := range ring {
			vals[j] = int(lab[3*((win.Min.Y+q/w)*ww+win.Min.X+q%w)+k])
		}
		sort.Ints(vals)
		ref[k] = float64(vals[len(vals)/2])
	}
	return ring, ref, true
}

// growDarkFace returns the pixels of a black face round light marks
// (seeds, near c) that a lamp lit nearly to the table's shade, and
// whether it grew: its face darker than the table by a tenth of the
// table's lightness (15 at most), but not below DarkRatio of it, so not
// in the foreground, which leaves out what is only a little darker for
// the shadows' sake (a POV-Ray scene, seed 225: a B3 of L 55 to 65 on a
// grey table of 90, its gold stripes alone seen). Light scales a face
// and the table alike: 15 below a table of 97 was too far for a B1 lit
// to 85 (seed 5123), which, more than 8 below, grew no faint face
// either, and was said too faint to tell. No less than 15 on a pale
// table: the neutral, 186 on cream of 200, grew as a dark face with no
// reading and was lost without a word (seed 4802). The face's shade is the median of the pixels just round
// the marks; the face grows from them through pixels (3×3 means) darker
// than halfway from it to the table (or nearer the face's shade, where
// that spills), as a scale-sized compact face (grow): a shadow, paler,
// is left out, or cut off as a tail.
func (d *Detector) growDarkFace(c image.Point, seeds []image.Point, r float64, ww, wh int, other func(int) bool, marks int) ([]image.Point, bool) {
	half := int(math.Ceil(2 * r))
	win := image.Rect(c.X-half, c.Y-half, c.X+half+1, c.Y+half+1)
	if !win.In(image.Rect(0, 0, ww, wh)) {
		return nil, false
	}
	_, ref, ok := d.tableRound(c, win, r, other)
	if !ok {
		return nil, false
	}
	lab, _ := d.lab.DataPtrUint8()
	seed := make(map[image.Point]bool, len(seeds))
	for _, p := range seeds {
		seed[p] = true
	}
	var near []int
	for _, p := range seeds {
		for dy := -2; dy <= 2; dy++ {
			for dx := -2; dx <= 2; dx++ {
				q := p.Add(image.Pt(dx, dy))
				if q.In(win) && !seed[q] {
					if l := int(lab[3*(q.Y*ww+q.X)]); float64(l) < ref[0]-8 {
						near = append(near, l)
					}
				}
			}
		}
	}
	if len(near) < 8 {
		if debugFaces {
			fmt.Fprintf(os.Stderr, "faint: a dark face at %v, table %.0f: %d near\n", c, ref[0], len(near))
		}
		return nil, false
	}
	sort.Ints(near)
	face := float64(near[len(near)/2])
	need := min(15, 0.1*ref[0])
	if marks >= 1 && marks <= 3 {
		// One to three light marks among the pieces are a face's, not
		// a speck in a shadow's shade: a face lit nearer the table's
		// shade is still one (black hexagons on grey laminate under a
		// lamp, 9 to 12 below tables of 144 to 159, their three gold
		// dots plain, said too faint to tell: POV-Ray seeds 8544 and
		// 8646).
		need = min(need, markedShade*ref[0])
	}
	if ref[0]-face < need {
		if debugFaces {
			fmt.Fprintf(os.Stderr, "faint: a dark face at %v, table %.0f, face %.0f, %d light marks: too light\n", c, ref[0], face, marks)
		}
		return nil, false
	}
	w, h := win.Dx(), win.Dy()
	dist := make([]int, w*h)
	all := make([]bool, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var s, k float64
			for yy := max(0, y-1); yy <= min(h-1, y+1); yy++ {
				for xx := max(0, x-1); xx <= min(w-1, x+1); xx++ {
					s += float64(lab[3*((win.Min.Y+yy)*ww+win.Min.X+xx)])
					k++
				}
			}
			dist[y*w+x] = max(0, min(255, int(ref[0]-s/k)))
			all[y*w+x] = true
		}
	}
	out, v := grow(seeds, win, dist, all, int((ref[0]-face)/2), r)
	if debugFaces {
		fmt.Fprintf(os.Stderr, "faint: a dark face at %v, table %.0f, face %.0f: %d px, grown %d\n", c, ref[0], face, len(out), v)
	}
	// Grown halfway to the table, a face may spill past a face's size;
	// grown nearer its own shade, it may stand apart (black faces near
	// the table's grey, seed 77 frame 32: two B1s side by side, each
	// spilt and lost without a word; at 0.65 of the way, faces of 359
	// and 369 pixels, read).
	for _, k := range []float64{0.65, 0.8} {
		if v != grownSpilt {
			break
		}
		out, v = grow(seeds, win, dist, all, int(k*(ref[0]-face)), r)
		if debugFaces {
			fmt.Fprintf(os.Stderr, "faint: a dark face at %v, grown at %.2f: %d px, grown %d\n", c, k, len(out), v)
		}
	}
	return out, v == grownFace
}

// markedShade is how much darker than the table, as a share of its
// lightness, a black face round one to three light marks must be to grow
// (growDarkFace).
const markedShade = 0.06

// grow returns the pixels of a window (its places in dist and lighter)
// reached from the seeds through pixels farther than t from the table and
// not in shade, with what they enclose, when that is a compact,
// scale-sized face, and what faceOf made of them (grownFace, or why not).
func grow(seeds []image.Point, win image.Rectangle, dist []int, lighter []bool, t int, r float64) ([]image.Point, int) {
	w, h := win.Dx(), win.Dy()
	in := make([]bool, w*h)
	var queue []image.Point
	// Each seed with its neighbours: round a dark mark lies a ring of
	// pixels that blend it with the face, darker than the table, which
	// would otherwise hold the face apart from its own marks.
	for _, p := range seeds {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				q := p.Sub(win.Min).Add(image.Pt(dx, dy))
				if q.In(image.Rect(0, 0, w, h)) && !in[q.Y*w+q.X] {
					in[q.Y*w+q.X] = true
					queue = append(queue, q)
				}
			}
		}
	}
	for k := 0; k < len(queue); k++ {
		q := queue[k]
		for _, s := range []image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			n := q.Add(s)
			if !n.In(image.Rect(0, 0, w, h)) || in[n.Y*w+n.X] || dist[n.Y*w+n.X] <= t || !lighter[n.Y*w+n.X] {
				continue
			}
			in[n.Y*w+n.X] = true
			queue = append(queue, n)
		}
	}
	// The marks inside are the face's too: fill what the border cannot
	// reach.
	outside := make([]bool, w*h)
	var edge []image.Point
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if (x == 0 || y == 0 || x == w-1 || y == h-1) && !in[y*w+x] {
				outside[y*w+x] = true
				edge = append(edge, image.Pt(x, y))
			}
		}
	}
	for k := 0; k < len(edge); k++ {
		for _, s := range []image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			n := edge[k].Add(s)
			if n.In(image.Rect(0, 0, w, h)) && !in[n.Y*w+n.X] && !outside[n.Y*w+n.X] {
				outside[n.Y*w+n.X] = true
				edge = append(edge, n)
			}
		}
	}
	queue = queue[:0]
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if !outside[y*w+x] {
				queue = append(queue, image.Pt(x, y))
			}
		}
	}
	out, v := faceOf(queue, win, r)
	if v == grownRagged || v == grownSpilt && !onBorder(queue, w, h) {
		// A face with a tail run out of it (the edge of its shadow, a
		// seam): opened by a quarter of a radius, the tail falls away;
		// by half a radius, a crescent of shade its shadow's edge drew
		// out along the rim.
		was := v
		for _, k := range []float64{r / 2, r} {
			if out, v = faceOf(openRegion(queue, w, h, k), win, r); v == grownFace {
				break
			}
		}
		if v != grownFace {
			// A lobe too wide for an opening to cut: the face is the
			// disc round the region's deepest place.
			out, v = faceOf(faceCore(queue, w, h, r), win, r)
		}
		if v != grownFace {
			v = was
		} else if debugFaces {
			fmt.Fprintf(os.Stderr, "faint: a face of %d px cut from %d\n", len(out), len(queue))
		}
	}
	return out, v
}

// faceCore returns the places (in a w×h window) within 1.25 times its
// depth (at least a scale's radius r) of the place deepest within them,
// when that depth is at least 0.65 r: a face whose region a lobe of
// shade runs out of, too wide for an opening to cut, is the disc round
// its middle. (Its depth is a tilted face's half width; 1.25 times that
// takes in its length.)
func faceCore(pts []image.Point, w, h int, r float64) []image.Point {
	m := placesMask(pts, w, h)
	defer m.Close()
	dist := gocv.NewMat()
	defer dist.Close()
	distanceWithin(m, image.Rect(0, 0, w, h), &dist, nil, nil)
	dv, _ := dist.DataPtrFloat32()
	deep, at := float32(0), 0
	for i, v := range dv {
		if v > deep {
			deep, at = v, i
		}
	}
	if float64(deep) < 0.65*r {
		return nil
	}
	c := image.Pt(at%w, at/w)
	reach := max(1.25*float64(deep), r)
	var out []image.Point
	for _, q := range pts {
		if math.Hypot(float64(q.X-c.X), float64(q.Y-c.Y)) <= reach {
			out = append(out, q)
		}
	}
	return out
}

// onBorder tells whether any of the places lies on the w×h window's border.
func onBorder(pts []image.Point, w, h int) bool {
	for _, q := range pts {
		if q.X == 0 || q.Y == 0 || q.X == w-1 || q.Y == h-1 {
			return true
		}
	}
	return false
}

// A grown region is a face, too small, too large or out to the window's
// border, or ragged (filling too little of its box).
const (
	grownFace = iota
	grownSmall
	grownSpilt
	grownRagged
)

// faceOf tells whether the pixels of a window (places in it) are a face:
// compact and scale-sized, not reaching the window's border (a fold or
// the table's edge would); and returns them in the frame's places.
func faceOf(pts []image.Point, win image.Rectangle, r float64) ([]image.Point, int) {
	w, h := win.Dx(), win.Dy()
	area := float64(len(pts))
	if area < 0.6*math.Pi*r*r {
		return nil, grownSmall
	}
	if area > 1.8*math.Pi*r*r {
		return nil, grownSpilt
	}
	var box image.Rectangle
	out := make([]image.Point, len(pts))
	for i, q := range pts {
		if q.X == 0 || q.Y == 0 || q.X == w-1 || q.Y == h-1 {
			return nil, grownSpilt
		}
		box = box.Union(image.Rectangle{Min: q, Max: q.Add(image.Pt(1, 1))})
		out[i] = q.Add(win.Min)
	}
	if area < 0.55*float64(box.Dx()*box.Dy()) {
		return nil, grownRagged
	}
	return out, grownFace
}

// placesMask is a w×h mask, 255 at the places (in a w×h window).
func placesMask(pts []image.Point, w, h int) gocv.Mat {
	m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	px, _ := m.DataPtrUint8()
	for _, q := range pts {
		px[q.Y*w+q.X] = 255
	}
	return m
}

// openRegion opens the pixels (places in a w×h window) by a disc of
// diameter k and keeps the largest piece left.
func openRegion(pts []image.Point, w, h int, k float64) []image.Point {
	m := placesMask(pts, w, h)
	defer m.Close()
	disc := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(int(k)|1, int(k)|1))
	defer disc.Close()
	gocv.MorphologyEx(m, &m, gocv.MorphOpen, disc)
	mp, _ := m.DataPtrUint8()
	lv := make([]int32, w*h)
	best, area := 0, 0 // label 0 is the background: no piece
	for k, r := range labelRegions(mp, w, h, lv, blockOrder) {
		if r.area > area {
			best, area = k+1, r.area
		}
	}
	if best == 0 {
		return nil
	}
	out := make([]image.Point, 0, area)
	for i, l := range lv {
		if int(l) == best {
			out = append(out, image.Pt(i%w, i/w))
		}
	}
	return out
}

// inAny tells whether p lies in the box of one of bs.
func inAny(p image.Point, bs []blob) bool {
	for _, b := range bs {
		if p.In(b.box) {
			return true
		}
	}
	return false
}

// gapSeeds adds to pieces the weak pixels (d.weak) round the middle of
// each gap in the snake one stack wide: two stacks (kept, r a scale's
// radius at working size) 4.4 to 6 radii apart, where neighbours lie 2
// to 3 apart (or to 2.4 times the neighbours' spacing, up to 7 radii,
// where they lie farther), with none between them: no stack, the two
// included, within 2.2 radii of the middle, nor its box within reach
// of it. A gap two stacks wide, up to half as long again, is searched
// at its thirds (img_0007 out of focus: two W2s side by side lost
// without a word; its middle lies between them, on neither). A white
// face on a cloth a few units darker than it, blurred, has no strong
// pixel at all, not even its mark: all that shows is weak specks, its
// rim's and its mark's, which the foreground keeps only beside strong
// ones (a W1 at 720p on beige cloth, between a B1 and the neutral, lost
// without a word: img_0005 seen from farther through another camera).
// faintFaces grows a face from them as from strong pieces; from a gap
// the table fills, nothing face-like grows.
func (d *Detector) gapSeeds(pieces *gocv.Mat, kept []blob, r float64) {
	ww, wh := pieces.Cols(), pieces.Rows()
	pp, _ := pieces.DataPtrUint8()
	weak, _ := d.weak.DataPtrUint8()
	strong, _ := d.mask.DataPtrUint8()
	reach := int(math.Ceil(1.2 * r))
	// A snake laid loosely has its neighbours farther apart than 3
	// radii, and a gap one stack wide twice as wide (img_0005 seen from
	// farther through another camera, stream 6: neighbours 3.3 radii
	// apart, the lost W1's gap 6.3). No more than 7 radii: the stacks
	// found may be a few black ones, the faint white ones between them
	// not yet found, and the gaps so taken are stacks' places (faint
	// white check, frame 35: two stacks lost without a word).
	far := 6 * r
	centres := make([]image.Point, len(kept))
	for i, b := range kept {
		centres[i] = b.center
	}
	if s := nearestSpacing(centres); s > 0 {
		far = max(far, min(7*r, 2.4*s))
	}
	for i, a := range kept {
		for _, b := range kept[i+1:] {
			// Nearer, a and b themselves lie within 2.2 radii of the
			// middle, which the test below asks of no stack.
			g := dist(a.center, b.center)
			if g < 4.4*r || g > 1.5*far {
				continue
			}
			// One stack's place between them, or two's.
			n := 1
			if g > far {
				n = 2
			}
			var places []image.Point
			for k := 1; k <= n; k++ {
				at := image.Pt(a.center.X+(b.center.X-a.center.X)*k/(n+1), a.center.Y+(b.center.Y-a.center.Y)*k/(n+1))
				win := image.Rectangle{at, at}.Inset(-reach).Intersect(image.Rect(0, 0, ww, wh))
				// No gap where a stack lies near the place: two stacks
				// either side of a bend, the one between them off their
				// line; nor where another's box reaches it. The two's
				// own boxes may where the place holds no strong piece
				// beyond them: the neutral's, its shade and side taken
				// in, reached the middle of the place where a W3 with
				// no strong pixel lay (img_0007 out of focus, lost
				// without a word). Where a face has strong pieces there
				// it grows from those; weak specks added to them grew
				// a W3 into a sure W2 (img_0007 from farther through
				// another camera).
				if slices.ContainsFunc(kept, func(s blob) bool {
					own := s.label == a.label || s.label == b.label
					return dist(s.center, at) < 2.2*r || s.box.Overlaps(win) && (!own || strongBeside(strong, ww, win, kept))
				}) {
					places = nil
					break
				}
				places = append(places, at)
			}
			for _, at := range places {
				win := image.Rectangle{at, at}.Inset(-reach).Intersect(image.Rect(0, 0, ww, wh))
				for y := win.Min.Y; y < win.Max.Y; y++ {
					for x := win.Min.X; x < win.Max.X; x++ {
						if j := y*ww + x; weak[j] != 0 && dist(image.Pt(x, y), at) <= float64(reach) {
							pp[j] = 255
						}
					}
				}
			}
		}
	}
}

// strongBeside reports whether the window holds a strong pixel (strong,
// ww wide) outside the boxes of the stacks kept.
func strongBeside(strong []uint8, ww int, win image.Rectangle, kept []blob) bool {
	for y := win.Min.Y; y < win.Max.Y; y++ {
		for x := win.Min.X; x < win.Max.X; x++ {
			if strong[y*ww+x] != 0 && !inAny(image.Pt(x, y), kept) {
				return true
			}
		}
	}
	return false
}

// nearestSpacing is the median over the stacks' centres of the distance
// from each to its nearest neighbour, 0 for fewer than two.
func nearestSpacing(centres []image.Point) float64 {
	if len(centres) < 2 {
		return 0
	}
	near := make([]float64, len(centres))
	for i, a := range centres {
		near[i] = math.Inf(1)
		for j, b := range centres {
			if i != j {
				near[i] = min(near[i], dist(a, b))
			}
		}
	}
	slices.Sort(near)
	return near[len(near)/2]
}
