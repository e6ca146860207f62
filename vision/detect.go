package vision

// #include "kernels.h"
import "C"

import (
	"cmp"
	"errors"
	"fmt"
	"image"
	"image/color"
	"iter"
	"math"
	"os"
	"slices"
	"sort"
	"time"

	"github.com/pantarei/pantarei/calibration"
	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// Options tune the detector. The zero value is not valid; start from
// DefaultOptions.
type Options struct {
	// WorkSize is the longer side frames are reduced to for finding the
	// stacks, so that a phone held upright costs no more than one held
	// across; the marks are read at full resolution.
	WorkSize int
	// DarkRatio: a pixel darker than this fraction of the table beneath it
	// belongs to a black scale (a shadow is lighter than that).
	DarkRatio float64
	// BrightDelta and ChromaDelta: how much brighter (Lab L, 0–255) or
	// more coloured (distance in a, b) than the table a scale's pixel is.
	BrightDelta, ChromaDelta float64
	// MinConfidence below which a stack's top is reported unreadable.
	MinConfidence float64
	// ReadRadius: a face whose radius in pixels is larger is read from
	// its pixels shrunk to this radius (0: always at full resolution).
	// At 40 the marks are as sure as at any larger radius (the shared
	// scenes, the sweeps and the tables read the same; at 32 some did
	// not), and a 1080p close-up is read in a third of the time.
	ReadRadius float64
	// EnlargeRadius: a face whose radius in pixels is smaller is read
	// from its pixels enlarged twice (0: never). A mark of a small face
	// is a few pixels across, and what tells marks from specks, slivers
	// and channels of blur (a hole of 3 pixels, a sliver of 2) is then
	// the mark itself. At 18 (tiles under 36 pixels) the small-tile check
	// reads 36/40 frames right against 32, and the shared scenes through
	// another camera 183/192 against 181; no check reads worse. It costs
	// a 720p set-up of 33-pixel tiles (shared img_0000) 10 -> 15 ms; read
	// enlarged by 1.5, or enlarged only when not read surely, it costs
	// less but frames read wrong without a word come back. At 20 to 24 a
	// frame or two more read right, but a 720p frame of 44-pixel tiles
	// takes 1.7 ms more; at 26 the shared scenes read worse.
	EnlargeRadius float64
}

// DefaultOptions are the settings for a camera roughly above a table.
func DefaultOptions() Options {
	return Options{WorkSize: 480, DarkRatio: 0.6, BrightDelta: 12, ChromaDelta: 12, MinConfidence: 0.5, ReadRadius: 40, EnlargeRadius: 18}
}

// ErrEmptyFrame is returned for a frame with no pixels.
var ErrEmptyFrame = errors.New("vision: empty frame")

// Detector reads frames. It keeps its working images between calls, so one
// Detector serves one goroutine; Close it when done.
type Detector struct {
	opt                     Options
	small, lab, bgSmall, bg gocv.Mat
	mask, clean, labels     gocv.Mat
	kernel, weak            gocv.Mat
	hue                     gocv.Mat // pixels of another hue than the table in shade
	near                    gocv.Mat // scratch for dropTableLight: relit of one sign grown by a pixel, then strong grown by three
	relitLbl                []int32  // and its darker regions' labels
	relit                   []uint8  // pixels of the table's colour in other light
	loL                     int32    // how much lighter than the table a pixel is weak, in the last frame
	filled, dist            gocv.Mat
	cores                   gocv.Mat
	grow                    gocv.Mat // see growKernel
	growSize                int
	table                   cellTable // the frame's table colour, over its cells (frameTable)

	cal, calFor    *calibration.Calibration // as given; adapted to the frame size
	back           calibration.Homography   // from the rectified picture back to the frame
	shrunk         gocv.Mat                 // the frame shrunk before it is rectified
	rows           []uint32                 // scratch for areaShrink
	chamferScratch []int32                  // scratch for chamfer

	dL             []int16 // per-pixel differences from the table in L, reused
	dC2            []int32 // and in chroma, squared
	dH2            []int32 // and in chroma at the pixel's lightness, squared
	keep           []bool
	regions        []blob  // the foreground's regions in the last frame, labelled in labels
	sigmaL, sigmaC float64 // the table's variation in the last frame
	medH           float64 // and the median chroma difference at a pixel's lightness, in quarter units

	edges    edgeFinder
	offTable []edgeLine // the table's edges in the last frame, at working size
	before   []uint8    // the shrunken picture the table's colour is taken from
	hidden   []uint8    // the regions too large for stacks (a hand, an arm), at working size; empty if none
	hand     []bool     // the cells of the small picture uncoverHands found a hand on; nil if none
	dropped  []uint8    // the table in other light dropTableLight took out, at working size; empty if none
	// handKind is, for each pixel of a hand's region at working size,
	// handGold where it is of gold's hue and no skin (a face's marks, or
	// the neutral, the region took in: see faintFaces), handSkin where it
	// is the hand's skin; empty if no hand.
	handKind []uint8
	// markCut: the boxes (working size) of the pieces stacksBesideHand
	// cut from a hand for their marks, not as plain faces, this frame.
	markCut []image.Rectangle
	// faceRadius: the scale's radius (working pixels) the faces read
	// gave, to read again at; 0 to measure it from the regions.
	faceRadius float64
	// closeFaces: the radii (working pixels) of the faces with their
	// marks that stacksBesideHand found too large to cut for the radius
	// the regions gave, this detect (see find).
	closeFaces []float64
	// farFaces: the radii (working pixels) of the faces with their marks
	// found whole in a region too large for a stack, far smaller than
	// the radius measured: stacks seen far, the radius an arm's (find).
	farFaces []float64
}

// NewDetector returns a detector with the given options.
func NewDetector(opt Options) *Detector {
	return &Detector{
		opt:   opt,
		small: gocv.NewMat(), lab: gocv.NewMat(), bgSmall: gocv.NewMat(), bg: gocv.NewMat(),
		mask: gocv.NewMat(), clean: gocv.NewMat(), labels: gocv.NewMat(),
		weak: gocv.NewMat(), hue: gocv.NewMat(), near: gocv.NewMat(),
		filled: gocv.NewMat(), dist: gocv.NewMat(), cores: gocv.NewMat(), grow: gocv.NewMat(), shrunk: gocv.NewMat(),
		kernel: gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(3, 3)),
	}
}

// Close frees the detector's images.
func (d *Detector) Close() error {
	for _, m := range []*gocv.Mat{&d.small, &d.lab, &d.bgSmall, &d.bg, &d.mask, &d.clean, &d.labels, &d.kernel, &d.weak, &d.hue, &d.near, &d.filled, &d.dist, &d.cores, &d.grow, &d.shrunk} {
		m.Close()
	}
	return nil
}

// blob is one connected region of scale pixels at working size.
type blob struct {
	label  int
	box    image.Rectangle // working size
	area   int
	center image.Point // working size
	grown  bool        // a faint face, grown as lighter than the table to its edge
	joined bool        // a stack's sides, joined to its face's rim and marks (joinStack)
	widen  int         // read with the table this far round it (working pixels)
	fill   int         // with widen: 1 read with what its dark rim encloses as face (litSideFill), 2 and all it holds no lighter than the table
	gap    bool        // a faint face grown from a gap's weak specks alone (gapSeeds): a stack only if read
	orphan bool        // what no core took of a region too thin for one (orphanStacks): a stack only if read surely
	shade  bool        // a faint face grown darker than the table from pieces with no light marks among them: a stack only if read
	faint  bool        // found by faintFaces, from pieces: a stack with no marks only in the snake's line (offSnake)
}

// Detect reads one BGR frame. With a calibration (Calibrate), an oblique
// frame is first rectified to the view from above and the readings are
// mapped back, so positions are always in the frame's pixels.
func (d *Detector) Detect(frame gocv.Mat) (Observation, error) {
	start := time.Now()
	if frame.Empty() || frame.Cols() < 16 || frame.Rows() < 16 {
		return Observation{}, ErrEmptyFrame
	}
	if frame.Type() != gocv.MatTypeCV8UC3 {
		return Observation{}, fmt.Errorf("vision: frame type %v: want 8-bit BGR", frame.Type())
	}
	v := view{frame: frame, size: image.Pt(frame.Cols(), frame.Rows())}
	if d.cal == nil {
		return d.find(v, start), nil
	}
	cal, err := d.calibrationFor(frame)
	if err != nil {
		return Observation{}, err
	}
	if cal.Plane == nil {
		return d.find(v, start), nil
	}
	v.size, v.plane = image.Pt(cal.Plane.Out.W, cal.Plane.Out.H), &cal.Plane.H
	obs := d.find(v, start)
	d.toFrame(&obs, image.Pt(frame.Cols(), frame.Rows()))
	obs.Elapsed = time.Since(start)
	return obs, nil
}

// smallRadius and foundRadius, in working pixels: where the scales are
// found with a radius under smallRadius, the picture is searched again,
// enlarged for them to have foundRadius or more (a 720p frame shrunk only
// twice: 1.33 times larger). A snake of nineteen seen from farther, half
// the frame's width, has 5 to 6; the shared set-ups at 720p have 6.4,
// and searched again (under 7) they took 11 ms more, twice the budget,
// for nothing found.
const smallRadius, foundRadius = 6, 6.5

// find reads a picture that looks down on the table. A snake far off,
// filling half the frame's width or little more, has scales a few
// working pixels across: a white one on a pale table, blurred and noisy,
// is then lost in the table, and the frame read without it, not a word
// said. Such a picture is searched again enlarged, for the stacks the
// first search did not find; what the first read stays as read. (The
// enlarged search read whole finds a small blurred black scale's stripes
// and bars, a pixel or two wide, the grey of their blur the table's, as
// pieces, and reads a B3 a sure W1: stored small-270.) A frame the
// first search could not read whole is searched again too, its stacks
// said unread with the rest: that a frame says so is no reason to lose
// its faint white scales, nor to leave unread a W1 whose dot the first
// size blurred away (img_0007 seen from farther through another camera
// lost three white stacks beside one said unread).
func (d *Detector) find(v view, start time.Time) Observation {
	obs, r := d.detect(v, d.opt.WorkSize, nil, 0)
	near := d.closeRadius()
	if debugFaces {
		fmt.Fprintf(os.Stderr, "find: r %.2f, %d stacks, %d occluded\n", r, len(obs.Stacks), len(obs.Occluded))
	}
	if f := facesRead(obs.Stacks, obs.TileRadius); f > largeFace && r >= smallRadius && d.appearance() == nil {
		// The faces read are too large for the radius the regions'
		// ridges gave: stacks seen close, joined by their shadows into
		// one region whose necks, over half a face thick, were as many
		// of its ridge's peaks as the faces (POV-Ray seed 2971: three
		// stacks filling the frame, the radius taken for 0.7 of theirs,
		// the neutral read as a blank two faces large and the region as
		// six stacks, three unread). Read again at theirs. Not scales
		// under smallRadius, searched again enlarged below, where their
		// size is measured anew: faint white faces on a cream cloth,
		// their regions little more than their rims, read again at
		// the faces' size were misread (the faint white check, frames
		// 19 and 48).
		again, r2 := d.detectAt(v, r*f/medianFace)
		if debugFaces {
			fmt.Fprintf(os.Stderr, "find: faces %.2f radii across, read again at r %.2f: %d stacks\n", f, r2, len(again.Stacks))
		}
		if g := facesRead(again.Stacks, again.TileRadius); g > 0 && g <= largeFace {
			obs, r, near = again, r2, 0
		}
	}
	if r > 0 && near > 2*r && len(obs.Occluded) > 0 && d.appearance() == nil {
		// Faces with their marks, each several discs of the radius
		// large, in a region too large for a stack: stacks seen close
		// under a hand, the radius a fingertip's, the only region apart
		// (a fresh POV-Ray scene, seed 10809: a B3 and a W3 by a finger,
		// 5.8 discs each at a radius of 13.2, both said hidden). Read
		// again at theirs, and kept where more is read so.
		again, r2 := d.detectAt(v, near)
		if debugFaces {
			fmt.Fprintf(os.Stderr, "find: faces of radius %.1f beside a hand at r %.2f, read again: %d stacks read, before %d\n", near, r, readCount(again.Stacks), readCount(obs.Stacks))
		}
		if readCount(again.Stacks) > readCount(obs.Stacks) {
			obs, r = again, r2
		}
	}
	if far := d.farRadius(); r > 0 && far > 0 && far < r/farRatio && len(obs.Occluded) > 0 && d.appearance() == nil {
		// Faces with their marks, whole, far smaller than the radius,
		// in a region too large for a stack: every stack touches an
		// arm, which is all the regions measure (a fresh POV-Ray
		// scene, seed 15586: a forearm along a row of rounded squares,
		// each under it or touching it, the radius the arm's, 39.2,
		// where the faces cut whole beside it were 12 to 14; nothing
		// read). Read again at theirs, and kept where more is read so.
		again, r2 := d.detectAt(v, far)
		if debugFaces {
			fmt.Fprintf(os.Stderr, "find: faces of radius %.1f beside a hand at r %.2f, read again: %d stacks read, before %d\n", far, r, readCount(again.Stacks), readCount(obs.Stacks))
		}
		if readCount(again.Stacks) > readCount(obs.Stacks) {
			obs, r = again, r2
		}
	}
	long := max(v.size.X, v.size.Y)
	// Shrunk a whole number of times, at least twice: areaShrink's quick
	// paths (another ratio took a 720p frame 7 ms more to shrink).
	first := float64(long) / float64(min(d.opt.WorkSize, long))
	if f := max(2, int(first*r/foundRadius)); r > 0 && r < smallRadius && float64(f) < first && len(obs.Stacks) > 0 && len(obs.Occluded) == 0 {
		var read, unread []StackReading
		for _, s := range obs.Stacks {
			if s.Top == rules.NoScale {
				unread = append(unread, s)
			} else {
				read = append(read, s)
			}
		}
		more, _ := d.detect(v, long/f, read, obs.TileRadius)
		if len(more.Stacks) > 0 {
			// A stack found again, read or not, stands for the one
			// said unread there.
			unread = slices.DeleteFunc(unread, func(s StackReading) bool { return nearAny(s.Center, more.Stacks, obs.TileRadius) })
			obs.Stacks = inSnakeOrder(append(append(read, unread...), more.Stacks...))
		}
	}
	obs.Elapsed = time.Since(start)
	return obs
}

// facesRead is the median size of the faces read among stacks, the root
// of each outline's area, in scale's radii (radius, frame pixels); 0
// where fewer than two were read. It is 1.79 in the median POV-Ray
// frame, 2.08 at the 99th percentile (a round face's is √π, 1.77; a
// rounded square's nearer 2).
func facesRead(stacks []StackReading, radius float64) float64 {
	var sizes []float64
	for _, s := range stacks {
		if s.Top != rules.NoScale && len(s.Outline) >= 3 && radius > 0 {
			sizes = append(sizes, math.Sqrt(polygonArea(s.Outline))/radius)
		}
	}
	if len(sizes) < 2 {
		return 0
	}
	slices.Sort(sizes)
	return sizes[len(sizes)/2]
}

// detectAt reads v again with the scale's radius (working pixels) given,
// not measured from the regions.
func (d *Detector) detectAt(v view, radius float64) (Observation, float64) {
	d.faceRadius = radius
	defer func() { d.faceRadius = 0 }()
	return d.detect(v, d.opt.WorkSize, nil, 0)
}

// closeRadius is the median radius of the last detect's closeFaces; 0
// for none.
func (d *Detector) closeRadius() float64 {
	return medianOf(d.closeFaces, 1)
}

// farRadius is the median radius of the last detect's farFaces, where
// two or more were found; 0 otherwise: one compact piece with holes may
// be a knuckle with its creases.
func (d *Detector) farRadius() float64 {
	return medianOf(d.farFaces, 2)
}

// medianOf is the median of v (left as it is), where it holds least
// values or more; 0 otherwise.
func medianOf(v []float64, least int) float64 {
	if len(v) < max(1, least) {
		return 0
	}
	return kth(slices.Clone(v), len(v)/2)
}

// farFace and farRatio bound farFaces: a face of 12 pixels or more at
// working size (under 2 pixels' radius no mark is seen), and a radius
// under half the one measured, as closeRadius asks twice it. The faces
// cut whole beside an arm take in some of their side bands and shadows:
// 11.9 to 13.8 in seed 15586, where the stacks apart from the arm would
// have measured 9 to 10.
const (
	farFace  = 12
	farRatio = 2
)

// readCount is how many of stacks were read.
func readCount(stacks []StackReading) int {
	n := 0
	for _, s := range stacks {
		if s.Top != rules.NoScale {
			n++
		}
	}
	return n
}

// nearFace reports whether a piece of a scale's colours, of area pixels
// with holes more enclosed and box its bounds, is a face with its marks,
// whole and round: its box no longer than nearAspect for its width, the
// piece with its holes nearFill of the box, and its holes nearMarks of
// that.
func nearFace(area, holes int, box image.Rectangle) bool {
	face := float64(area + holes)
	return float64(max(box.Dx(), box.Dy())) <= nearAspect*float64(min(box.Dx(), box.Dy())) && face >= nearFill*float64(box.Dx()*box.Dy()) && float64(holes) >= nearMarks*face
}

// nearAspect, nearFill and nearMarks bound nearFace. Dots are small
// marks, and blur at working size shrinks their holes: two B3s' three
// dots were 1.0% and 1.6% of their faces with them, a B2's two 0.4% (a
// fresh POV-Ray scene, seed 14614: rounded squares with dots seen close
// on purple felt by a hand, the radius the dots', each face 25 to 44
// discs; at 2% none was a face, the frame was not read again, and its
// three clear stacks were lost with the hand).
const (
	nearAspect = 1.3
	nearFill   = 0.6
	nearMarks  = 0.005
)

// medianFace and largeFace: see facesRead. The largest of 1,142 POV-Ray
// frames' but one, a hand's, was 2.28; two of stacks seen close, 2.58
// and 2.63.
const medianFace, largeFace = 1.79, 2.4

// nearAny reports whether p lies within any of the stacks' bounds, or
// within reach of one's centre: a stack found again, perhaps with its
// face's centre put elsewhere.
func nearAny(p image.Point, stacks []StackReading, reach float64) bool {
	return slices.ContainsFunc(stacks, func(s StackReading) bool {
		return p.In(s.Bounds) || dist(p, s.Center) < reach
	})
}

// detect finds and reads the stacks in a picture that looks down on the
// table, shrunk to work pixels along its longer side, and returns them
// with the scales' radius in working pixels. Where known are given (the
// stacks another search found, their radius knownRadius), it reads only
// the stacks that are not those.
func (d *Detector) detect(v view, work int, known []StackReading, knownRadius float64) (Observation, float64) {
	W, H := v.size.X, v.size.Y
	long := max(W, H)
	scale := float64(long) / float64(min(work, long))
	ww, wh := int(math.Round(float64(W)/scale)), int(math.Round(float64(H)/scale))
	v.shrink(&d.small, image.Pt(ww, wh), &d.shrunk, &d.rows)
	toLab(d.small, &d.lab)
	d.estimateTable(ww, wh)
	d.foreground(ww, wh, false)
	regions, fg, thick, r := d.measureRegions(ww, wh, scale)
	if d.uncoverHands(regions, ww, wh) {
		// Measured on the first pass's labels, before foreground
		// labels the second.
		apart := d.stacksApart(regions, thick, r)
		// The table's spread as measured with the hand in its
		// estimate: now foreground, a hand over half the frame would
		// make the spread its own, and itself no foreground.
		d.foreground(ww, wh, true)
		d.keepApart(apart, ww)
		r0 := r
		regions, fg, thick, r = d.measureRegions(ww, wh, scale)
		if r0 > 0 && !d.anyStack(regions, thick, r0) {
			// The stacks beside the hand run into its region, now
			// foreground, and no other is left to measure: the
			// radius is the arm's (POV-Ray seed 5902: an arm along a
			// row of hexagons on green cloth, radius 45.6 where the
			// stacks apart gave 10.2; every face was grain, and the
			// frame said hidden). The stacks' own, measured apart
			// before, stands.
			if debugFaces {
				fmt.Fprintf(os.Stderr, "hand uncovered: no stack apart at radius %.1f; not %.1f\n", r0, r)
			}
			r = r0
		}
	}
	for pass := 0; pass < 2 && d.followLight(regions, thick, r, ww, wh, pass); pass++ {
		d.foreground(ww, wh, false)
		regions, fg, thick, r = d.measureRegions(ww, wh, scale)
	}
	lbl := int32View(&d.labels)
	dist, _ := d.dist.DataPtrFloat32()
	// Regions too large for a stack hide the snake (tooLarge).
	var big []image.Rectangle
	// The tints of the hands among them (unnameHandNeutral).
	var hands []skinTint
	rf := flatRadius(r)
	if v.plane == nil && d.appearance() == nil {
		// Not from regions at the frame's edge: the table's edge, a
		// sleeve, which the frame cuts.
		edge := map[int32]bool{}
		for _, b := range regions {
			if d.atFrameEdge(b) {
				edge[int32(b.label)] = true
			}
		}
		rf = fitRadius(dist, ww, r, fg, func(i int) bool { return !edge[lbl[i]] })
	}
	d.hidden = d.hidden[:0]
	d.markCut = d.markCut[:0]
	d.handKind = d.handKind[:0]
	d.closeFaces = d.closeFaces[:0]
	d.farFaces = d.farFaces[:0]
	for i, b := range regions {
		if d.tooLarge(b, thick[i], r) || d.onHand(b) {
			if len(d.hidden) == 0 {
				// Kept between frames: a hand is over the snake for many.
				d.hidden = slices.Grow(d.hidden, ww*wh)[:ww*wh]
				clear(d.hidden)
			}
			moved, pieces, tint := d.stacksBesideHand(b, r)
			if pieces >= 2 && 2*moved >= b.area && 20*d.litSkin(b) < b.area && float64(d.edgeContact(b)) < 0.5*r {
				// Stacks edge to edge, and their sides and shadows: no
				// hand, whose skin would show, lit (near frames, seed
				// 10, frame 119: four stacks seen close at the frame's
				// edge on a red-brown cloth, their shadows of skin's
				// hue, cut out and read, then one of them said unread as
				// a hand touched it, and the frame said hidden). What is
				// left of the region is their sides, or a stack more,
				// read as any region; unless it runs off the frame,
				// where a stack the edge cuts is too thin to be said a
				// stack unread (near frames, seed 9, frame 63: a W3 cut
				// so beside a row, lost without a word): there the
				// region is still said hidden.
				if debugFaces {
					fmt.Fprintf(os.Stderr, "region %v: %d stacks cut out, %d of its %d pixels, no skin: stacks edge to edge, no hand\n", b.center, pieces, moved, b.area)
				}
				continue
			}
			d.erase(b.label)
			big = append(big, d.spreadHidden(b, ww, wh))
			if tint.shade > 0 {
				hands = append(hands, tint)
			}
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region %v (area %d, %.1f thick, a scale's radius %.1f, at the frame's edge %v): too large for a stack, hiding %v\n", b.center, b.area, thick[i], r, d.atFrameEdge(b), big[len(big)-1])
			}
		}
	}
	blobs, orphans := d.splitStacks(rf, fg, regions, thick)
	obs := Observation{Size: image.Pt(W, H), TileRadius: r * scale}
	var kept []blob
	for _, b := range blobs {
		rb := rf.atPoint(b.center)
		switch {
		case r == 0 || grain(b.area, rb):
			if debugFaces && b.area > 100 {
				fmt.Fprintf(os.Stderr, "region %v (area %d): under 0.3 of a disc of radius %.1f there, grain\n", b.center, b.area, rb)
			}
			continue // grain, speck, a mark's shadow
		}
		kept = append(kept, b)
	}
	// The gaps in the snake are searched for faint faces only where no
	// search enlarged follows (see find): a gap's weak specks grow at
	// this size into a face too small to read, where enlarged the face
	// is read (img_0007 seen from farther through another camera: a W2,
	// said unread when a frame that said so was not searched again).
	faint, missed := d.faintFaces(kept, r, known != nil || r >= smallRadius)
	// Regions joinStack took into another are left with no area.
	kept = slices.DeleteFunc(kept, func(b blob) bool { return b.area == 0 })
	kept = append(kept, faint...)
	// Only now: faintFaces grows a faint face's pieces whole.
	kept = append(kept, d.orphanStacks(orphans)...)
	if known != nil {
		isKnown := func(b blob) bool {
			return nearAny(image.Pt(int(float64(b.center.X)*scale), int(float64(b.center.Y)*scale)), known, knownRadius)
		}
		kept = slices.DeleteFunc(kept, isKnown)
		missed = slices.DeleteFunc(missed, isKnown)
	}
	readings := d.readAll(v, kept, missed, known, rf, scale)
	if known != nil {
		readings = slices.DeleteFunc(readings, func(s StackReading) bool { return nearAny(s.Center, known, knownRadius) })
	}
	for i := range readings {
		if readings[i].Confidence < d.opt.MinConfidence && readings[i].Top != rules.NoScale {
			readings[i].Why = fmt.Sprintf("read as %s but only %.0f%% sure", readings[i].Top, 100*readings[i].Confidence)
			readings[i].Top = rules.NoScale
		}
	}
	readings, tips, big := d.hiddenTips(readings, big, scale, r)
	readings, big = d.unnameHandNeutral(readings, big, hands, scale, image.Pt(W, H), max(1, int(0.3*r)))
	readings, big, skins := hideSkin(readings, big, scale, ww, wh)
	readings, big = hideEdgeBlanks(readings, big, scale, image.Pt(W, H), ww, wh)
	if r >= smallRadius {
		// Smaller scales are searched again enlarged (find), only where
		// nothing is hidden, and a face there cut in two across its
		// marks, its halves as long as a finger for their width, is read
		// whole (img_0003 seen from farther through another camera,
		// stream 134: a W3's halves 2.0 and 3.0 times as long as wide,
		// hidden, and the W3 lost).
		readings, big = hideLongBlanks(readings, big, scale, ww, wh)
	}
	// Big regions over the snake hide stacks, and so do those within a
	// few stacks of it: a hand there may hold or shade the stacks at its
	// end. Those farther off do not matter.
	var snake image.Rectangle
	for _, b := range kept {
		if !slices.ContainsFunc(tips, b.center.In) {
			snake = snake.Union(b.box)
		}
	}
	near := snake.Inset(-int(math.Ceil(8 * r)))
	for _, box := range big {
		if box.Overlaps(near) || len(kept) == 0 {
			obs.Occluded = append(obs.Occluded, scaleRect(box, scale, W, H))
		}
	}
	if len(obs.Occluded) > 0 {
		d.doubtTouched(readings, hands, skins, usualAt(readings, rf, scale), scale, max(1, int(0.3*r)))
		doubtSkinWhite(readings)
		doubtChordCut(readings, true)
		doubtDarkWhite(readings, true)
	} else {
		d.doubtTwoSurfaces(readings, scale, r)
		doubtChordCut(readings, false)
		doubtDarkWhite(readings, false)
	}
	doubtFrameCut(readings, image.Pt(W, H))
	doubtLong(readings)
	doubtCutShort(readings)
	readings = unreadHidden(readings, obs.Occluded)
	if d.appearance() == nil && tinyScales(r, ww, wh, len(big) > 0) && !spansHalf(readings, image.Pt(W, H)) {
		doubtAll(readings, fmt.Sprintf("scales %.0f pixels across, smaller than in any snake that fills half the frame: the frame is not read", 2*r*scale))
	}
	obs.Stacks = inSnakeOrder(readings)
	return obs, r
}

// unreadHidden leaves out the readings of nothing read, unread with no
// confidence, whose centre lies in a hidden region (frame pixels): the
// region already says that what lies under it is not read, and such a
// reading there is as often a piece of the hand or its shade as a stack
// (a fresh POV-Ray scene, seed 12306: the arm's shade on purple laminate
// beside a W2, said a stack unread where none is). A face read and then
// doubted (a hand touches it, it is unsure) stays: a stack beside the
// arm, said unread, is not lost with it.
func unreadHidden(readings []StackReading, hidden []image.Rectangle) []StackReading {
	return slices.DeleteFunc(readings, func(s StackReading) bool {
		return s.Top == rules.NoScale && s.Confidence == 0 && slices.ContainsFunc(hidden, s.Center.In)
	})
}

// tinyRadius: a scale's radius under the frame's longer side over this,
// where a region too large for a stack is in the frame, is the crumbs
// along an arm's rim, not the snake's scales (nineteen in a line across
// half the frame have an 84th of it), even measured after the crumbs
// are weighed last (measureRegions), and nothing read at that size is
// trusted (POV-Ray seed 3016, fresh: an arm across the frame, the stacks
// it leaves seen lost in its region, and a skin-coloured speck on its
// rim read a sure neutral at a radius of a 120th of the frame). The
// smallest of 1,040 POV-Ray frames' radii, the far snakes, is a 96th.
// With no such region the scales are taken at their size: the smallest
// faces the small faint check draws, 24 pixels across at 720p, measure
// less.
const tinyRadius = 100

// tinyScales reports whether a radius r read in a ww×wh picture is
// under tinyRadius where a region too large for a stack (hidden) is in
// it.
func tinyScales(r float64, ww, wh int, hidden bool) bool {
	return hidden && r > 0 && r < float64(max(ww, wh))/tinyRadius
}

// spansHalf reports whether the faces read with marks, spanFaces of them
// at least, lie across half the frame (size) or more, side to side or
// top to bottom: a snake the issue allows, however small its scales,
// and no arm's crumbs, which are read as a face or two. A snake laid
// out in a row with gaps between its stacks spans half the frame with
// scales of a 95th of its width, measured a 111th beside a hand (a fresh
// POV-Ray scene, seed 12631: 16 faces read surely, then all said unread
// as too small).
func spansHalf(readings []StackReading, size image.Point) bool {
	var span image.Rectangle
	n := 0
	for _, s := range readings {
		if s.Top != rules.NoScale && s.Top != rules.Neutral {
			span = span.Union(s.Bounds)
			n++
		}
	}
	return n >= spanFaces && (2*span.Dx() >= size.X || 2*span.Dy() >= size.Y)
}

// spanFaces is how many faces with marks spansHalf asks for.
const spanFaces = 5

// doubtAll says every reading unread, for why.
func doubtAll(readings []StackReading, why string) {
	for i := range readings {
		if r := &readings[i]; r.Top != rules.NoScale {
			r.Why = fmt.Sprintf("read as %s, but %s", r.Top, why)
			r.Top = rules.NoScale
		}
	}
}

// hiddenTips takes out of readings each region with no face seen
// (noMarksSeen, faintThing) that belongs to a region too large for a
// stack (big, at working size, grown to take it in): centred in that
// region's box, or narrower than a scale and within 1.5 radii of it or
// of such a region taken before. It is the big region's narrow end, cut
// from it in pieces by the opening (a hand's fingertip, the point of a
// cloth's wedge), or a lighter patch inside it, hidden with it rather
// than a stack not read. A stack under the hand is hidden either way,
// and the frame is said hidden. (img_0011 seen from farther: the strip
// of blue floor at the frame's edge, mirrored past it, a wedge taken for
// an arm, and its point and its lighter middle for stacks.) So is a
// piece of skin's hue with no marks seen anywhere in such a frame
// (skinPiece), in a box of its own where it lies apart: the hand's own
// fingertips and knuckles, not a stack (a pale arm on grey cloth, POV-Ray
// seed 1408: its lit knuckles said eight stacks unread). Where no region
// was too large, a cluster of such pieces is the hand (skinCluster). It
// returns the readings left, the tips' boxes and the regions' boxes
// grown by them, at working size.
func (d *Detector) hiddenTips(readings []StackReading, big []image.Rectangle, scale, r float64) ([]StackReading, []image.Rectangle, []image.Rectangle) {
	ww, wh := d.labels.Cols(), d.labels.Rows()
	reach := max(1, int(math.Ceil(1.5*r)))
	var tips []image.Rectangle
	if len(big) == 0 {
		// A hand found by its pieces: the stacks unread in its box are
		// its pieces too, or under it.
		big = skinCluster(readings, scale, ww, wh, reach)
		readings = slices.DeleteFunc(readings, func(s StackReading) bool {
			tip := scaleRect(s.Bounds, 1/scale, ww, wh)
			c := toWorking(s.Center, scale)
			if s.Top != rules.NoScale || !slices.ContainsFunc(big, c.In) {
				return false
			}
			tips = append(tips, tip)
			return true
		})
	}
	if len(big) == 0 {
		return readings, nil, nil
	}
	// A tip may be cut in pieces, each beside the one before.
	for more := true; more; {
		more = false
		readings = slices.DeleteFunc(readings, func(s StackReading) bool {
			if s.Top != rules.NoScale || s.Why != noMarksSeen && s.Why != faintThing || len(s.Outline) == 0 {
				return false
			}
			tip := scaleRect(s.Bounds, 1/scale, ww, wh)
			c := toWorking(s.Center, scale)
			near := func(box image.Rectangle) bool { return box.Inset(-reach).Overlaps(tip) }
			narrow := float64(min(tip.Dx(), tip.Dy())) < 2*r
			within := slices.ContainsFunc(big, c.In)
			skin := s.Why == noMarksSeen && skinPiece(s.stats)
			// The table in shade with no face in it, beside the hand:
			// its shadow (a fresh POV-Ray scene, seed 6472: the
			// fingers' shadow on blue felt, 3 scales' faces, a stack
			// said unread where none is).
			shade := s.Why == noMarksSeen && s.shadeOnly && slices.ContainsFunc(big, near)
			if !within && !skin && !shade && !(narrow && (d.besideHidden(s.Outline, scale, ww, reach) || slices.ContainsFunc(tips, near))) {
				return false
			}
			joined := false
			for k, box := range big {
				if near(box) {
					big[k] = box.Union(tip)
					joined = true
				}
			}
			if !joined {
				big = append(big, tip)
			}
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region %v: no face, in or beside a region too large for a stack: hidden with it\n", tip)
			}
			tips = append(tips, tip)
			more = true
			return true
		})
	}
	return readings, tips, big
}

// skinPiece reports whether a piece with no marks seen, of mean colour
// stats, is of skin's hue and colour: in a frame with a hand in it, a
// piece of that hand or arm cut from it (its fingertips, its lit
// knuckles), where no stack is. Over the POV-Ray renders (seeds 100 to
// 242 and 1400 to 2040, and the shared scenes) every piece said unread
// for no marks seen that was of skin's hue lay where no stack was.
// skinCluster returns the box (working size, ww by wh) round three or
// more pieces read with no marks, of skin's hue (skinPiece), each within
// reach of another: a hand no region was too large to be, its fingers
// and knuckles the table's colour lit more but for their shaded rims
// (POV-Ray seed 1924: an arm on pale wood of its hue, the hand cut into
// sixteen pieces, each said a stack with no marks). No box if none: a
// lone such piece may be the neutral, or a shadow on wood.
func skinCluster(readings []StackReading, scale float64, ww, wh, reach int) []image.Rectangle {
	var boxes []image.Rectangle
	for _, s := range readings {
		if s.Top == rules.NoScale && s.Why == noMarksSeen && skinPiece(s.stats) {
			boxes = append(boxes, scaleRect(s.Bounds, 1/scale, ww, wh))
		}
	}
	if len(boxes) < 3 {
		return nil
	}
	// Grown together: each group's box, its count.
	group, _ := groups(len(boxes), func(i, j int) bool { return boxes[i].Inset(-reach).Overlaps(boxes[j]) })
	union := map[int]image.Rectangle{}
	count := map[int]int{}
	for i, b := range boxes {
		union[group[i]] = union[group[i]].Union(b)
		count[group[i]]++
	}
	var out []image.Rectangle
	for g, n := range count {
		if n >= 3 {
			out = append(out, union[g])
		}
	}
	slices.SortFunc(out, func(a, b image.Rectangle) int {
		return cmp.Or(cmp.Compare(a.Min.Y, b.Min.Y), cmp.Compare(a.Min.X, b.Min.X))
	})
	return out
}

func skinPiece(stats faceStats) bool {
	a, b := stats.meanA-128, stats.meanB-128
	return skinHue(int(a), int(b)) && math.Hypot(a, b) >= skinPieceChroma
}

// skinPieceChroma is the least chroma of a hand's piece (skinPiece): the
// pieces measured 14 to 33; a white face in warm light is of yellow, not
// skin's hue, and the table's grey of little chroma.
const skinPieceChroma = 12

// measureRegions measures the foreground's regions: those large enough
// for a stack, the box round them all, how thick each is, and the
// scales' radius they give (working pixels).
func (d *Detector) measureRegions(ww, wh int, scale float64) (regions []blob, fg image.Rectangle, thick []float64, r float64) {
	// Grain too small for any stack is no region.
	regions = slices.DeleteFunc(slices.Clone(d.regions), func(b blob) bool { return b.area < 12 })
	// Marks the colour of the table leave holes; fill them so they do not
	// cut a scale apart, then measure how thick each region is.
	contours := gocv.FindContours(d.clean, gocv.RetrievalExternal, gocv.ChainApproxSimple)
	d.filled.Close()
	d.filled = gocv.NewMatWithSize(wh, ww, gocv.MatTypeCV8UC1)
	gocv.FillPoly(&d.filled, contours, color.RGBA{255, 255, 255, 255})
	contours.Close()
	for _, b := range regions {
		fg = fg.Union(b.box)
	}
	distanceWithin(d.filled, fg.Inset(-1), &d.dist, nil, &d.chamferScratch)
	thick = d.thickness(regions, fg)
	lbl := int32View(&d.labels)
	dist, _ := d.dist.DataPtrFloat32()
	strong, _ := d.mask.DataPtrUint8()
	ridge := ridgeHeight(regions, thick, lbl, dist, strong, ww, fg)
	// Regions at the frame's edge weigh last, as those with a soft rim:
	// an arm reaching in, with the stacks its shadow runs into,
	// outweighed the two stacks left apart (a POV-Ray scene, seed 104:
	// the radius four times the scales', the frame said empty), and a
	// stack the edge cuts is no whole one.
	arms := d.skinArms(regions, ridge, max(ww, wh))
	r = tileRadius(regions, ridge, max(ww, wh), func(b blob) bool { return d.atFrameEdge(b) || d.softRim(b) }, func(b blob) bool { return arms[b.label] })
	if r < float64(max(ww, wh))/tinyRadius {
		// Crumbs along an arm's rim are what is left apart from it: no
		// snake the issue allows has scales that small (19 in a line
		// across half the frame have a radius of an 84th of it; fresh
		// seed 1224, an arm across the frame, its crumbs read as
		// stacks, one a sure B1).
		r = tileRadius(regions, ridge, max(ww, wh), d.softRim, nil)
	}
	if d.faceRadius > 0 {
		r = d.faceRadius
	}
	if a := d.appearance(); a != nil {
		// The calibration's radius, unless the stacks' own thickness
		// says the camera has moved a quarter nearer or farther since:
		// every size below (a face's, a mark's, a row's) follows it.
		if c := a.TileRadius / scale; r == 0 || (r < 1.25*c && r > 0.8*c) {
			r = c
		}
	}
	return regions, fg, thick, r
}

// anyStack reports whether one of regions (thick as thick gives them)
// may be a stack of scales of radius r: neither tooLarge nor grain.
func (d *Detector) anyStack(regions []blob, thick []float64, r float64) bool {
	for i, b := range regions {
		if !d.tooLarge(b, thick[i], r) && !grain(b.area, r) {
			return true
		}
	}
	return false
}

// grain reports whether a region of area pixels is too small for a stack
// of scales of radius r: under 0.3 of a scale's disc (grain, a speck, a
// mark's shadow).
func grain(area int, r float64) bool {
	return float64(area) < 0.3*math.Pi*r*r
}

// goldBlank reports whether r is a face with no marks of gold's hue and
// chroma (goldChroma): perhaps the neutral, whose colour decideNeutral
// weighs.
func goldBlank(r StackReading) bool {
	a, b := r.stats.meanA-128, r.stats.meanB-128
	return r.Top == rules.NoScale && r.Why == noMarksSeen && goldColour(a, b)
}

// tooLarge reports whether region b, thick as it is, is no stack of
// scales of radius r: much thicker than a scale (an arm reaching in, the
// table's edge, a bag; a row of touching stacks is long but never
// thicker than one), or large at the frame's edge (the table's edge seen
// as ragged pieces).
func (d *Detector) tooLarge(b blob, thick, r float64) bool {
	return r > 0 && (thick > 2.2*r || (d.atFrameEdge(b) && float64(b.area) > 2.5*math.Pi*r*r))
}

// inSnakeOrder returns the readings ordered head to tail by their centres.
func inSnakeOrder(readings []StackReading) []StackReading {
	pts := make([]image.Point, len(readings))
	for i, r := range readings {
		pts[i] = r.Center
	}
	var out []StackReading // nil for none, as before
	for _, i := range OrderSnake(pts) {
		out = append(out, readings[i])
	}
	return out
}

// readAll reads the stacks of every region. A lone stack's region (its
// face, side band and the rim of its shadow) has about the same area in
// units of its radius's disc everywhere in a frame, up to twice the usual
// for a tall stack seen from the side. A region much larger than that,
// read as fewer stacks, holds stacks that touch, run together past
// telling apart: those not read are said to be there, unread, rather
// than dropped. (A region none of whose stacks was read says so already.)
// missed are the places where faintFaces grew pieces into a region a
// face's size but too ragged for one. known are the stacks another
// search read already.
func (d *Detector) readAll(v view, kept, missed []blob, known []StackReading, rf radiusField, scale float64) []StackReading {
	W, H := v.size.X, v.size.Y
	reads := make([][]StackReading, len(kept))
	shares := make([]float64, len(kept))
	var lone []float64
	var tableFaces []int  // faint faces grown, not read, the table's colour in other light
	var tablePieces []int // regions not grown, not read, the table after all
	for i, b := range kept {
		rb := rf.atPoint(b.center)
		reads[i] = d.readStack(v, b, scale, rb*scale)
		readAtLeast := func(sure float64) bool {
			return slices.ContainsFunc(reads[i], func(r StackReading) bool { return r.Top != rules.NoScale && r.Confidence >= sure })
		}
		// Weak specks alone, no face read: the table's grain in a gap
		// the snake has (a streaked table, aslant sweep seed 40 frame
		// 50: three "faint faces" said in its gaps). An orphan not read
		// surely is as likely the table's grain, and was dropped before
		// orphans were made stacks at all.
		// So is a faint face grown darker than the table round pieces
		// with no light marks among them, read with none: a black face
		// has marks, and the neutral is no darker than the table, but a
		// stack's shadow is face-shaped (a POV-Ray scene, fresh seed
		// 3801: a tall W2's shadow on pale felt, bluer than the felt in
		// shade, grown round specks into 0.61 of a disc, said a stack
		// with no marks where none is).
		// But a face grown from a gap's specks, blank, of gold's hue,
		// may be the neutral on a cloth of its colour: its colour is
		// weighed (decideNeutral), not dropped (a fresh POV-Ray scene,
		// seed 6127: the neutral on yellow cloth, 9 darker than it,
		// lost without a word).
		if b.gap && !readAtLeast(0) && !slices.ContainsFunc(reads[i], goldBlank) || b.shade && !readAtLeast(0) || b.orphan && !readAtLeast(d.opt.MinConfidence) {
			reads[i] = nil
			continue
		}
		// A glossy black face lit to the table's grey on one side is the
		// table in other light by its colour: read widened, its lit side
		// filled, before it is dropped (img_0006 in other light, stream
		// 43: the B3's face dropped, its tall sides said a stack unread).
		if rs := reads[i]; len(rs) == 1 && rs[0].Top == rules.NoScale && d.tableAfterAll(b, rb) && !d.readWider(v, b, rs, scale, rb, nil) {
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region %v area %d: the table after all\n", b.center, b.area)
			}
			switch {
			case !b.grown:
				tablePieces = append(tablePieces, i)
			case rs[0].plainTable && !d.faceLike(b, rb), rs[0].tableChroma:
				// A faint face of the table's very colour and light,
				// and of no face's shape: the grain of wood in a gap
				// of the snake, grown along its streaks (tablesOwn).
				// Or as coloured as a richly coloured table, of any
				// shape: a pool of light on it (keepsTableChroma).
			default:
				tableFaces = append(tableFaces, i)
			}
			reads[i] = nil
			if s, ok := d.stackOnFlank(b, rb); ok {
				if rs := d.readStack(v, s, scale, rb*scale); len(rs) == 1 && rs[0].Top != rules.NoScale {
					if debugFaces {
						fmt.Fprintf(os.Stderr, "region %v: a stack on it at %v, read %v\n", b.center, s.center, rs[0].Top)
					}
					kept[i], reads[i] = s, rs
					shares[i] = float64(s.area) / (math.Pi * rb * rb)
					lone = append(lone, shares[i])
				}
			}
			continue
		}
		if b.joined {
			doubtJoined(reads[i], rb*scale)
		}
		shares[i] = float64(b.area) / (math.Pi * rb * rb)
		if len(reads[i]) == 1 && reads[i][0].Top != rules.NoScale {
			lone = append(lone, shares[i])
		}
	}
	d.joinPieces(v, kept, reads, shares, rf, scale)
	var sure []StackReading
	for _, rs := range reads {
		for _, r := range rs {
			if r.Top != rules.NoScale && r.Confidence >= d.opt.MinConfidence {
				sure = append(sure, r)
			}
		}
	}
	for i, b := range kept {
		d.readWider(v, b, reads[i], scale, rf.atPoint(b.center), sure)
	}
	// Which stack is the neutral, before counting each region's stacks: a
	// region read as the neutral may hold others beside it.
	var flat []StackReading
	for i, rs := range reads {
		for k := range rs {
			rs[k].crowded = shares[i] > manyStacksShare
		}
		flat = append(flat, rs...)
	}
	// The stacks read already weigh a face's gold too, and the box's one
	// neutral may be among them: searched enlarged for a few stacks
	// (find), a cream face with its two dots run into one hole had no
	// white face to be weighed against, and was taken for the neutral
	// (small faint frame 125).
	all := slices.Concat(flat, known)
	decideNeutral(all, d.appearance())
	doubtColouredWhite(all, d.opt.MinConfidence)
	copy(flat, all)
	blanks := 0 // faces read with no marks, perhaps a hand's pieces
	for _, r := range flat {
		if r.Top == rules.NoScale && r.Why == noMarksSeen {
			blanks++
		}
	}
	// Where no hand is, found as a region too large for a stack or as
	// three pieces with no marks (skinCluster), see below.
	cooled := len(d.hidden) == 0 && blanks < 3
	for i, rs := range reads {
		flat = flat[copy(rs, flat):]
		// A face with no marks of the table's colour in shade, not
		// named the neutral: the table in a stack's shadow. Or beside a
		// face read, of a green no scale has: a mottled cloth's patch.
		// Or beside a face read, of the table's colour cooled in shade:
		// the shadow of the stack read, run into its region (a fresh
		// POV-Ray scene, seed 7548: a tall W1's shadow on wood, 0.74 of
		// its light and 4.0 off its colour so scaled, less yellow; seed
		// 7877: a W2's on peach cloth, 0.81 and 4.5; both said a stack
		// with no marks where none is). Not where a hand is (cooled):
		// its shade is so coloured, and its pieces tell where it lies
		// (seed 5041 as JPEG q80, its fingers' shade so taken, lost the
		// hand's box and read stacks run together).
		reads[i] = slices.DeleteFunc(rs, func(r StackReading) bool {
			return r.Top == rules.NoScale && (r.tableShade || r.clothHue || cooled && r.coolShade)
		})
	}
	for _, i := range offSnake(kept, reads, known, rf, scale) {
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region %v: a faint face with no marks off the snake's line: the table\n", kept[i].center)
		}
		reads[i] = nil
	}
	// The usual share, from the frame itself: the radius may be off by a
	// factor (a calibration from before the camera moved nearer).
	usual := 1.2
	if len(lone) >= 3 {
		usual = kth(lone, len(lone)/2)
	} else if across := faceAcross(reads, rf, scale); across > 0 {
		// Too few stacks alone in their regions to tell by: the faces
		// read tell it, where they are larger than the radius says
		// (three stacks seen close, edge to edge, one region of 5.8
		// discs, its faces 2.2 radii across: at 1.2 a share, two
		// stacks more said run together there, POV-Ray seed 3846).
		usual = max(usual, math.Pow(across/loneFaceAcross, 2))
	}
	down, sided := sideDirection(kept, reads, rf, scale, func(xs, ys []float64) ([2]float64, bool) {
		sx, sy := d.sharedSides(kept, reads, rf, scale)
		return fewSides(reads, append(xs, sx...), append(ys, sy...))
	})
	if sided {
		d.dropSidePieces(kept, reads, shares, scale, down)
	}
	dropSideBands(kept, reads, rf, scale, down, sided, d.opt.MinConfidence)
	doubtSideRun(kept, reads, rf, scale, down, sided, d.opt.MinConfidence)
	d.dropPeeking(kept, reads, shares, rf, scale)
	doubtPieces(kept, reads, shares, usual, rf, scale)
	readTwice(kept, reads, rf, scale, usualFace(reads), down, sided)
	doubtRunTogether(reads)
	doubtSmallMark(reads)
	doubtBars(reads)
	faceSize := usualFace(reads)
	doubtHuge(reads, faceSize)
	var out []StackReading
	// The readings of the regions not yet come to.
	later := 0
	for _, rs := range reads {
		later += len(rs)
	}
	for i, b := range kept {
		rs := reads[i]
		later -= len(rs)
		if len(rs) == 0 {
			continue
		}
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region %v area %d share %.2f reads %d top %v why %q\n", b.center, b.area, shares[i], len(rs), rs[0].Top, rs[0].Why)
		}
		// What the faces read leave of the region: a place a scale's
		// size is a stack not read, unless it lies where every stack's
		// side band and shadow lie in this frame, from a lone face (a
		// tall stack's, seen from the side, is as wide).
		rb := rf.atPoint(b.center)
		at, thick, measured := d.unreadPlace(b, rs, scale, rb)
		unread := func(c image.Point) {
			r := regionReading(b, scale, W, H)
			r.Center = c
			// A scale's box round the place, not the region's: in a
			// snake run together into one region, that is the snake's.
			half := int(math.Ceil(rb * scale))
			r.Bounds = image.Rectangle{r.Center, r.Center}.Inset(-half).Intersect(r.Bounds)
			r.Outline = boxOutline(r.Bounds)
			r.Why = unreadBeside
			rs = append(rs, r)
		}
		// Unless a face too small to read is said there already.
		place := image.Pt(int(float64(at.X)*scale), int(float64(at.Y)*scale))
		said := slices.ContainsFunc(rs, func(r StackReading) bool { return r.Why == tooSmallBeside && place.In(r.Bounds) })
		// Nor where it is of no face's colour (faceColoured): the
		// table in a hand's shade beside the snake's head (POV-Ray seed
		// 2886).
		// Nor where the frame's sides lie, but for a place a radius
		// thick of the neutral's gold: no side band is so thick, and a
		// neutral touching a tall B3 on its side was lost without a
		// word, its gold taken for the B3's side (a POV-Ray scene, fresh
		// seed 4843, its camera straight down).
		if measured && thick >= unreadThick*rb && !said {
			m, ok := d.medianAt(b, at, 0.5*rb)
			side := sided && len(rs) == 1 && alongSide(at, rs[0].Center, scale, down) && !(thick >= rb && ok && m.gold())
			if !side && (!ok || d.faceColour(m)) {
				unread(place)
			}
		}
		// Two faces read side by side, farther apart than faces that
		// touch, the region's between them: a face there not read,
		// hemmed in so closely that their sides' reach leaves no place
		// of it (rounded squares edge to edge: a B2 between a W3 and a
		// B3 lost without a word).
		gap, mid := d.widestGap(b, rs, scale, faceSize, down)
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region %v: widest gap between faces %.2f at %v\n", b.center, gap, mid)
		}
		if gap >= faceGap {
			unread(mid)
		}
		// What the faces leave holds no stack where it is thinner than
		// one (0.6 rb, as unread above): tall stacks' side bands, 0.49
		// and 0.58 rb, were stacks said run together with the faces
		// (POV-Ray seeds 2608 and 2040; the frames' other stacks low,
		// no side direction known to excuse them by).
		// No more than the set has stacks, 19, less those found
		// elsewhere: a forearm's shadow across a pale cloth, run
		// together with four stacks into a region 33 stacks' share
		// large, was said 28 (POV-Ray seed 2870).
		if missing := min(runTogether(rs, shares[i], usual, measured && thick < unreadThick*rb), rules.MaxStacks-len(out)-len(rs)-later); missing > 0 {
			r := regionReading(b, scale, W, H)
			r.Why = fmt.Sprintf("stacks run together: about %d here, %d read", missing+len(rs), len(rs))
			for range missing {
				rs = append(rs, r)
			}
		}
		out = append(out, rs...)
	}
	// A faint face grown in the snake's line, a stack read on either
	// side within 3.2 radii (stacks a little apart lie 2.5 to 3 apart),
	// not read and the table's colour in other light: on a near-grey
	// table a white face in warm light is that too. Said there, unread,
	// rather than dropped: the snake has a stack there. So is one past
	// the snake's end whose rim steps sharply out of the table somewhere
	// (sharpPiece), where a pool of light's fades in all round: a W1 on
	// a black scale, on a white table, its region of the colour of
	// another of the table's surfaces, the black side its sharp rim
	// (img_0013 seen from farther through another camera, stream 48:
	// lost without a word).
	for _, i := range tableFaces {
		b := kept[i]
		if reach := 3.2 * rf.atPoint(b.center); inLine(b.center, kept, reads, reach) || pastEnd(b.center, kept, reads, reach) && d.sharpPiece(b) {
			r := regionReading(b, scale, W, H)
			r.Why = "a faint face in the snake's line, or the table in other light: not read"
			out = append(out, r)
		}
	}
	// So are two pieces of the table after all, not grown, within 1.2
	// radii of each other (as doubtPieces), in the snake's line: a small
	// white face on a cloth near its colour, parted by its row of dots,
	// each piece's rim too soft to step out of the cloth (a W2 lost
	// without a word). One piece alone may be a pool of light.
	for k, i := range tablePieces {
		for _, j := range tablePieces[k+1:] {
			a, b := kept[i], kept[j]
			rb := rf.atPoint(a.center)
			c := a.center.Add(b.center).Div(2)
			if reads[i] == nil && reads[j] == nil && dist(a.center, b.center) < 1.2*rb && inLine(c, kept, reads, 3.2*rb) {
				r := regionReading(blob{box: a.box.Union(b.box), area: a.area + b.area, center: c}, scale, W, H)
				r.Why = "a faint face parted in two in the snake's line, or the table in other light: not read"
				out = append(out, r)
			}
		}
	}
	// So is something that grew from pieces into a region a face's size,
	// too ragged for one, in the snake's line or past its end: a white
	// face on a near-white table may stand off it by no more than the
	// camera's noise, its marks and the rim of its shadow alone seen.
	// In line within the snake's own spacing too, where its stacks lie
	// farther apart than 3.2 radii measure: a radius is the largest disc
	// inside a stack, and a hexagon's corners, a side band and a gap
	// between stacks add to the spacing (a POV-Ray scene, seed 5764: a
	// B2 lit to a dark grey laminate's shade, its gold dots alone seen,
	// 3.22 radii from the W1 before it where the row's stacks lie 3 radii
	// apart, lost without a word).
	// Stack by stack, not region by region: two stacks read in one
	// region make the snake's line as two apart do (a POV-Ray scene, seed
	// 17212: a W1 and a W2 side by side in one region, a B2 at the
	// frame's edge past them, its light marks alone seen, lost without a
	// word).
	var stacks []blob
	var stackReads [][]StackReading
	var path []image.Point // the stacks read, head to tail; only where a place was missed
	if len(missed) > 0 {
		stacks, stackReads = eachStack(kept, reads, scale)
		for _, b := range stacks {
			path = append(path, b.center)
		}
	}
	path = inOrder(path)
	spacing := nearestSpacing(path)
	for _, b := range missed {
		if reach := 3.2 * rf.atPoint(b.center); inLine(b.center, stacks, stackReads, max(reach, missedSpacing*spacing)) || pastEnd(b.center, stacks, stackReads, reach) || onPath(b.center, path, rf.atPoint(b.center)) {
			full := image.Pt(int(float64(b.center.X)*scale), int(float64(b.center.Y)*scale))
			if sided && sideOfSure(b.center, full, reads, sideBandReach*rf.atPoint(b.center), scale, down, d.opt.MinConfidence) || nearSure(full, reads, rf.atPoint(b.center), scale, d.opt.MinConfidence) {
				continue
			}
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region %v: something grown ragged from %d pieces in the snake's line\n", b.center, b.area)
			}
			r := regionReading(b, scale, W, H)
			r.Why = faintThing
			out = append(out, r)
		}
	}
	return out
}

// usualMark is the median size of the marks of the frame's faces read
// (size's: each mark's share of its face, markShare, or of a scale's
// disc, markTile), black faces' and white faces' apart (as colourIndex
// has them), of marks counted apart; 0 for a colour of under three such
// faces. The third is both colours' together, 0 under three faces.
func usualMark(reads [][]StackReading, size func(StackReading) float64) [3]float64 {
	var apart [3][]float64
	for _, rs := range reads {
		for _, r := range rs {
			if r.Top != rules.NoScale && r.Top != rules.Neutral && size(r) > 0 && !r.runTogether {
				k := colourIndex(r.Top)
				apart[k] = append(apart[k], size(r))
				apart[2] = append(apart[2], size(r))
			}
		}
	}
	var usual [3]float64
	for k, a := range apart {
		if len(a) >= 3 {
			usual[k] = kth(a, len(a)/2)
		}
	}
	return usual
}

// doubtRunTogether makes unsure a top whose marks ran together, counted
// by their bumps, when each is far larger than the marks of the frame's
// other faces of its colour, counted apart: one set's marks are of one
// size, and marks run together fill the gaps between them. Three stripes
// with gaps as wide, counted as two, make each 2.5 stripes; two, 1.5.
// Over 425 tops read so in the sweeps (seeds 1-60; editions 1-48), all
// but two were under 2 (median 1.15); at 2.25 a B2, at 2.29 a B3 whose
// stripes blurred into one block of two bumps, read B2 without a word
// (seed 37 frame 19). Not two marks whose hole showed two summits as
// well as two bumps: blur swells a hole of marks run together past the
// size of marks seen apart, which it shrinks (img_0000 out of focus, a
// W2's two stripes at 2.9 times the frame's other marks, said unread).
// Where under three faces of its colour were read so, against the
// marks of both colours, by farther (runTogetherAny): a light mark on a
// black face and a dark one on a white face blur apart differently (a
// fresh POV-Ray scene, seed 14732: a tall W1's side bands and shadow on
// teal cloth, a "black face" of 0.68 of its hull, the W1's pale sides in
// it one hole of five faint bumps, each "mark" 4.6 times the frame's
// others, two black faces read apart: a B2 where none is, without a word).
func doubtRunTogether(reads [][]StackReading) {
	usual := usualMark(reads, func(r StackReading) float64 { return r.markShare })
	for _, rs := range reads {
		for i := range rs {
			r := &rs[i]
			if r.Top == rules.NoScale || r.Top == rules.Neutral {
				continue
			}
			u, most := usual[colourIndex(r.Top)], 2.1
			if u == 0 {
				u, most = usual[2], runTogetherAny
			}
			if debugFaces && r.runTogether && u > 0 {
				fmt.Fprintf(os.Stderr, "doubtRunTogether: %v at %v, each mark %.2f times the usual\n", r.Top, r.Center, r.markShare/u)
			}
			if !r.runTogether || r.twoSummits || u == 0 {
				continue
			}
			if r.Marks < 3 && r.markShare > most*u {
				r.Why = fmt.Sprintf("read as %s, but its marks ran together, each %.1f times the size of other faces' marks: perhaps one more", r.Top, r.markShare/u)
				r.Top = rules.NoScale
			} else if r.Marks == 3 && r.markShare > (most+threeTogether)*u {
				r.Why = fmt.Sprintf("read as %s, but its marks ran together, each %.1f times the size of other faces' marks: no marks of this set", r.Top, r.markShare/u)
				r.Top = rules.NoScale
			}
		}
	}
}

// threeTogether is how much farther than a face of fewer marks (most,
// in doubtRunTogether) each of three marks run together may be from the
// size of the frame's other marks: three are the most a face has, and no
// more can hide in them, but a hole that far past three marks' size is
// no marks of this set. A W1 in a finger's shadow, read on a threshold
// that made its shade a "black face" whole, its lit top one hole of
// three lobes (a fresh POV-Ray scene, seed 17340 as JPEG q80): each
// "mark" 3.27 times the black faces' dots, a sure B3. Over the POV-Ray
// sets of seeds 16426 to 17344 (PNG and JPEG q80), the 169 faces read
// right with three marks run together were 1.74 times at most; the one
// read wrong besides (seed 17059 as JPEG q80, a W3 where a B2 stands),
// 6.1.
const threeTogether = 0.4

// runTogetherAny is how many times the marks of the frame's faces of
// both colours each of a face's marks run together may be
// (doubtRunTogether), where too few faces of its own colour tell.
const runTogetherAny = 3.0

// doubtSmallMark makes unsure a top read with one mark, counted apart,
// under smallMark of the size of the marks of the frame's faces of its
// colour (usualMark, each mark over a scale's disc at its place, itself
// among them): one box's scales are marked alike, and a mark a third the
// size of the others' is no print but a sliver of light in a dark patch
// that is no face (the arm shadow check, seed 6 frame 24: the end of an
// arm's shadow on brown wood by a W3, its shade of a black face's grey,
// a faint sliver in it 0.35 of the frame's black faces' marks, read a
// sure B1 where no stack is). Over the disc, not the face read: a face
// read with a fold's flank is three faces large, its stripe whole (pale
// folds, frame 62 of 200: a W1's stripe 0.34 of the usual share of a
// face, 1.0 of a disc).
func doubtSmallMark(reads [][]StackReading) {
	usual := usualMark(reads, func(r StackReading) float64 { return r.markTile })
	for _, rs := range reads {
		for i := range rs {
			r := &rs[i]
			if r.Top == rules.NoScale || r.Top == rules.Neutral {
				continue
			}
			if u := usual[colourIndex(r.Top)]; r.Marks == 1 && !r.runTogether && u > 0 && r.markTile < smallMark*u {
				// No confidence: what was read is likely no face at all,
				// and in a hidden region it goes with the rest of what the
				// hand covers (unreadHidden; a fresh POV-Ray scene, seed
				// 17185 as JPEG q80: an arm's edge at the frame's foot,
				// its shade read a B1 with a sliver for its mark, 0.36 of
				// the others', said a stack unread where none is).
				r.Why = fmt.Sprintf("read as %s, but its one mark is %.2f of the size of other faces' marks", r.Top, r.markTile/u)
				r.Top, r.Confidence = rules.NoScale, 0
			}
		}
	}
}

// smallMark: a lone mark under this share of the usual mark's size is
// no mark (doubtSmallMark). Over the POV-Ray sets of seeds 7075 to 7577
// and 134 harder seeds from 5000, as PNG and JPEG q80 (3,926 faces read
// with one mark), three faces held under 0.4 (0.00 to 0.27), each
// partly under a hand (0.23 to 0.84 of it hidden); the least of the
// rest, 0.46.
const smallMark = 0.4

// doubtBars makes unsure a top whose marks, counted apart, hold a bar
// (dotsLong and longer), where the frame's other faces' marks are dots:
// one box's scales are marked alike, and a bar among dots is no mark of
// theirs but a tall stack's side seen below it, a light band between
// dark ones (img_0001 through another camera, stream 48: a tall W2's
// lowest sides and the black scale under them, a region of their own,
// read a sure W1, its mark a bar three times as long as wide). Dots
// measure up to 1.6 (blurred, cut by the threshold's noise); stripes 3
// and more. So is a top read as stripes run into one block that reaches
// its rim: among dots, that is a finger's shade across a face (POV-Ray
// seed 4991: a W3 under three dark fingers on wood, no hand found, one
// dot between two fingers, the shade between them a block of two
// stripes: a W2).
func doubtBars(reads [][]StackReading) {
	if !dotsFrame(reads) {
		return
	}
	for _, rs := range reads {
		for i := range rs {
			r := &rs[i]
			switch {
			case barMark(*r):
				r.Why = fmt.Sprintf("read as %s, but its mark is a bar where the other faces' marks are dots", r.Top)
				r.Top = rules.NoScale
			case r.Top != rules.NoScale && r.Top != rules.Neutral && r.stripeBlock:
				r.Why = fmt.Sprintf("read as %s, its marks stripes run into one block, where the other faces' marks are dots", r.Top)
				r.Top = rules.NoScale
			case r.Top != rules.NoScale && r.Top != rules.Neutral && r.runTogether && r.Marks > 0 && r.runLong >= dotsRunLong*float64(r.Marks):
				r.Why = fmt.Sprintf("read as %s, its marks run together into a bar %.1f times as long as wide, where the other faces' marks are dots", r.Top, r.runLong)
				r.Top = rules.NoScale
			}
		}
	}
}

// twoFacesShare: a face read with holes beside its marks, not counted,
// whose outline holds this many of the frame's usual faces or more, is
// two faces run together, each with its marks (doubtHuge). From 35
// degrees off vertical the nearest face is under half again the farthest
// across (doubtHuge), 2.25 times its area, but a face read is seldom
// among the farthest: the usual face is the median. White faces only: a
// black face's outline takes in its dark side and shadow (see usualAt),
// and its region holes past its marks (a lone B3 on a pale orange table,
// 2.6 usual faces, read right: the tables check, pale frame 103).
const twoFacesShare = 1.8

// doubtHuge makes unsure a top whose face's outline is more than twice
// the frame's usual face across (usual, usualFace's): one box's scales
// are one size, and from 35 degrees off vertical the nearest is less
// than half again the farthest. Such a face is scales run together with
// the table round them: a lit patch of wood grown with a W1 and a W2
// into one faint region eleven scales' discs large, read a sure W2 by
// the W2's marks, the W1 lost without a word (img_0012 seen from
// farther through another camera, stream 69). And a white face with
// holes beside its marks from twoFacesShare of the usual face: two faces
// run together, one's mark left out as unlike the other's (two W1s edge
// to edge, the nearer on eight, the farther's dot half the nearer's and
// partly hidden by it, were one face of 2.1 usual faces, read a sure W1,
// the other W1 lost without a word: a fresh POV-Ray scene, seed 7048).
func doubtHuge(reads [][]StackReading, usual float64) {
	if usual == 0 {
		return
	}
	for _, rs := range reads {
		for i := range rs {
			r := &rs[i]
			if r.Top == rules.NoScale || r.whole || len(r.Outline) < 3 {
				continue // a region's outline, not a face's, is a stack's sides and shadow too
			}
			switch share := polygonArea(r.Outline) / (usual * usual); {
			case share > 4:
				r.Why = fmt.Sprintf("read as %s, but its face is %.1f times a scale's across", r.Top, math.Sqrt(share))
				r.Top = rules.NoScale
			case share >= twoFacesShare && r.Top.Color() == rules.White && r.extraHoles:
				r.Why = fmt.Sprintf("read as %s, but its face is %.1f faces large with holes beside its marks: two faces run together", r.Top, share)
				r.Top = rules.NoScale
			}
		}
	}
}

// dotsFrame reports whether the faces read in a frame, four at least,
// are marked with dots (see doubtBars): more than half of them, so that
// the bars a hand's pieces and a tall stack's sides show are doubted
// even where they are a quarter of the faces read (POV-Ray seed 2996,
// fresh: three of eleven faces, by a hand over a W3 on six scales, one
// read a sure B1 for a light band of its sides), or two of five (seed
// 9617 as JPEG q80: a hand over a row of hexagons with dots on wood,
// three faces read beside it; a knuckle's pale skin, the shade between
// two fingers its "mark", read a sure W1). Stripes cut short by a hand
// or the frame are seldom half of a frame's faces.
func dotsFrame(reads [][]StackReading) bool {
	var longs []float64
	for _, rs := range reads {
		for _, r := range rs {
			if r.Top != rules.NoScale && r.Top != rules.Neutral && r.markLong > 0 && !r.runTogether {
				longs = append(longs, r.markLong)
			}
		}
	}
	return len(longs) >= 4 && kth(longs, len(longs)/2) <= dotLong
}

// barMark reports whether r is read with marks, not run together, the
// longest a bar (dotsLong).
func barMark(r StackReading) bool {
	return r.Top != rules.NoScale && r.Top != rules.Neutral && !r.runTogether && r.markLong >= dotsLong
}

// dotsLong: a mark this long over its width is no dot.
const dotsLong = 2.5

// dotLong: a mark this long over its width or less is a dot, as dotsFrame
// weighs a frame's marks.
const dotLong = 1.6

// dotsRunLong: dots run together into one hole, in a row touching, are
// at most this many times as long as wide for each dot its bumps count;
// a hole longer is a bar, among dots no print but a tall stack's pale
// side between dark bands (a fresh POV-Ray scene, seed 14732 as JPEG
// q80: a tall W1's sides and shadow on teal cloth read a black face, its
// pale side band one hole of two bumps 10.8 times as long as wide: a B2
// where none is, without a word) (doubtBars).
const dotsRunLong = 2.0

// colourIndex is 0 for a black top and 1 for a white one.
func colourIndex(s rules.Scale) int {
	if s.Color() == rules.White {
		return 1
	}
	return 0
}

// joinPieces reads as one stack two regions that touch, each under 0.75
// of a scale's disc, one at least with no face seen ("no marks seen"):
// one face, cut in two where its marks run near its rim at working size
// (a small B3's stripes), each piece read as no face, or the one with two
// stripes read B2, surely or not, and the third stripe's piece as no face.
// So do two such regions each read black: a small black face on a table
// nearly as dark, parted by a stripe, each piece read with one stripe
// (img_0000 seen from farther through another camera, stream 44: a B2's
// halves, each a sure B1 of 0.45 of a disc, both said unread as pieces).
// When the two, read together, make a face read surely (of the read
// pieces' colour, with as many marks as each or more), the first takes
// the second's pixels and reading, and the second is dropped; otherwise
// both stay as they were.
func (d *Detector) joinPieces(v view, kept []blob, reads [][]StackReading, shares []float64, rf radiusField, scale float64) {
	unread := func(i int) bool {
		rs := reads[i]
		return len(rs) == 1 && rs[0].Top == rules.NoScale && rs[0].Why == noMarksSeen && shares[i] < 0.75
	}
	blackPiece := func(i int) bool {
		rs := reads[i]
		return len(rs) == 1 && rs[0].Top != rules.NoScale && rs[0].Top.Color() == rules.Black && shares[i] < 0.75
	}
	lbl := int32View(&d.labels)
	w := d.labels.Cols()
	for i := range kept {
		if !unread(i) && !blackPiece(i) {
			continue
		}
		first := !unread(i) // read, a black piece
		touching := map[int]bool{}
		for _, q := range d.rim(kept[i]) {
			touching[int(lbl[q.Y*w+q.X])] = true
		}
		for j := range kept {
			a, b := kept[i], kept[j]
			if j == i || !touching[b.label] {
				continue
			}
			read := !unread(j)
			if read && (len(reads[j]) != 1 || reads[j][0].Top == rules.NoScale || shares[j] >= 0.75) || first && !blackPiece(j) {
				continue
			}
			rb := rf.atPoint(a.center)
			if dist(a.center, b.center) > 1.2*rb {
				continue
			}
			var moved []int // b's pixels, given a's label
			for k := range d.pixelsOf(b) {
				lbl[k] = int32(a.label)
				moved = append(moved, k)
			}
			joined := d.measure(a.label, a.box.Union(b.box))
			joined.grown, joined.joined = a.grown || b.grown, a.joined || b.joined
			rs := d.readStack(v, joined, scale, rb*scale)
			if len(rs) == 1 && rs[0].Top != rules.NoScale && rs[0].Confidence >= d.opt.MinConfidence && (!read || rs[0].Top.Color() == reads[j][0].Top.Color() && rs[0].Marks >= reads[j][0].Marks) && (!first || rs[0].Marks >= reads[i][0].Marks) {
				if debugFaces {
					fmt.Fprintf(os.Stderr, "regions %v and %v: one stack, read %v\n", a.center, b.center, rs[0].Top)
				}
				kept[i], reads[i], reads[j] = joined, rs, nil
				shares[i] += shares[j]
				break
			}
			for _, k := range moved {
				lbl[k] = int32(b.label)
			}
		}
	}
}

// measure is region label's blob, from its pixels (in d.labels) within
// box.
func (d *Detector) measure(label int, box image.Rectangle) blob {
	w := d.labels.Cols()
	var sums regionSums
	for i := range d.pixelsOf(blob{label: label, box: box}) {
		sums.add(i%w, i/w)
	}
	return sums.blob(label)
}

// doubtJoined makes unsure the one black face read on a stack that
// joinStack put together, when that face is under 0.8 of a scale's disc
// of radius r (frame pixels): the face's lit side was the table's colour,
// so a face read that short of a scale's is its dark side alone, and the
// marks on the lit side were not counted. A white face has no such lit
// side: its marks are darker than all of it, and a face of its own read
// small is a scale far off or seen aslant (a fresh POV-Ray scene, seed
// 11878: a W2 hexagon on red felt seen 31 degrees off vertical, cut out
// of a hand's region and joined to its sides, 0.67 of the disc there,
// said unread).
func doubtJoined(rs []StackReading, r float64) {
	if len(rs) != 1 || rs[0].Top == rules.NoScale || rs[0].Top.Color() != rules.Black {
		return
	}
	if f := polygonArea(rs[0].Outline) / (math.Pi * r * r); f < 0.8 {
		rs[0].Why = fmt.Sprintf("read as %s on %.2f of a face whose lit side was the table's colour", rs[0].Top, f)
		rs[0].Top = rules.NoScale
	}
}

// doubtPieces says unreadable each black stack read from a region under
// half the usual share (see readAll) that lies within 1.2 radii of
// another region: two stacks' centres lie two radii apart at least, so
// the two are pieces of one stack, a black face on a table nearly as
// dark, parted where its light marks cut across it, and one piece's
// marks are not the face's. (Over the sweep, the tables at 200 frames,
// the touching stacks at 240 and three streams of the perturbed scenes,
// one region was so: a B3 whose pieces read B1 and "?", 0.93 radii
// apart. White faces are left alone: on the faint white check, pieces
// 0.9 to 1.5 radii apart, more often read right than not, are the
// faces and shadows of stacks a faint face's region splits.) Not where
// the face read takes in the other piece's centre: read widened, it is
// the whole face, its marks all of them (wholeOver).
func doubtPieces(kept []blob, reads [][]StackReading, shares []float64, usual float64, rf radiusField, scale float64) {
	for i, b := range kept {
		if len(reads[i]) != 1 || reads[i][0].Top.Color() != rules.Black || shares[i] >= 0.5*usual {
			continue
		}
		rb := rf.atPoint(b.center)
		for j, o := range kept {
			if j != i && len(reads[j]) > 0 && dist(b.center, o.center) < 1.2*rb && !wholeOver(reads[i][0], o, reads[j], scale) {
				s := &reads[i][0]
				s.Why = fmt.Sprintf("read as %s, but from a piece of a stack's region, another beside it", s.Top)
				s.Top = rules.NoScale
				break
			}
		}
	}
}

// readTwice keeps one reading of a face read from two regions: faces
// found in each, centred within 1.3 radii of each other, are one face,
// for two scales' centres lie 1.77 radii apart at least (touching
// rounded squares; hexagons 1.9, discs 2). Such regions are the pieces
// of one small white face that its row of marks parted, each read
// whole at full size, the face found in each a little off the other's.
// When the two readings differ, the face is said unreadable; but for a
// whole face (wholeFace, of faces usual across) with the other lying the
// way every stack's sides lie in this frame (down, where sided): that is
// its stack's sides, cut from it as a region of their own, their light
// band between dark ones read as a face with one mark (POV-Ray seed 2938,
// fresh: a W1 on six scales seen at 32 degrees, on a cream table, its
// sides a sure B1 1.1 radii below its face). A face's pieces are each
// smaller than a whole face. (rf is at working size, the readings'
// centres at the frame's: scale apart.)
func readTwice(kept []blob, reads [][]StackReading, rf radiusField, scale, usual float64, down [2]float64, sided bool) {
	sidesOf := func(face, side StackReading) bool {
		return sided && wholeFace(face, usual) && !wholeFace(side, usual) && alongSide(toWorking(side.Center, scale), face.Center, scale, down)
	}
	for i := range kept {
		for j := i + 1; j < len(kept) && len(reads[i]) == 1; j++ {
			if len(reads[j]) != 1 || reads[i][0].whole || reads[j][0].whole {
				continue
			}
			a, b := &reads[i][0], &reads[j][0]
			if dist(a.Center, b.Center) >= 1.3*rf.atPoint(kept[i].center)*scale {
				continue
			}
			if debugFaces {
				fmt.Fprintf(os.Stderr, "regions %v and %v: one face read twice, %v and %v, marks at %v and %v, radius %.1f\n", kept[i].center, kept[j].center, a.Top, b.Top, a.marksAt, b.marksAt, rf.atPoint(kept[i].center)*scale)
			}
			switch {
			case b.Top == rules.NoScale && wholeOver(*a, kept[j], reads[j], scale):
				reads[j] = nil
				continue
			case a.Top == rules.NoScale && wholeOver(*b, kept[i], reads[i], scale):
				*a, reads[j] = *b, nil
				continue
			}
			switch {
			case sidesOf(*a, *b):
				reads[j] = nil
				continue
			case sidesOf(*b, *a):
				*a, reads[j] = *b, nil
				continue
			}
			differ := a.Top != b.Top
			why := fmt.Sprintf("one face read twice, as %s and %s", a.Top, b.Top)
			// Read alike, each piece's marks where the other's are not:
			// the face's marks lie across both pieces, more than either
			// counted (a POV-Ray scene, fresh seed 4819: a W2 on a white
			// cloth its own colour, parted between its stripes, each
			// piece a sure W1 with its one stripe, 0.48 radii from the
			// other's; read W1 without a word).
			if !differ && a.Top != rules.NoScale && a.Marks < 3 {
				if n := distinctMarks(a.marksAt, b.marksAt, sameMark*rf.atPoint(kept[i].center)*scale); n > a.Marks {
					differ = true
					why = fmt.Sprintf("one face read twice, as %s each time, but with %d marks between the two", a.Top, n)
				}
			}
			if b.Confidence > a.Confidence {
				*a = *b
			}
			if differ {
				a.Why, a.Top = why, rules.NoScale
			}
			reads[j] = nil
		}
	}
}

// sameMark is how far apart, in radii, two places a face's mark was
// seen at may be and be one mark: a stripe cut across its length by a
// region's edge is centred up to a quarter of its length, about 0.2
// radii, off its whole self; a face's neighbouring marks lie 0.35 radii
// apart and more.
const sameMark = 0.28

// distinctMarks counts the marks seen at a and at b, those of b within
// tol of one of a's being the same mark.
func distinctMarks(a, b []image.Point, tol float64) int {
	n := len(a)
	for _, q := range b {
		if !slices.ContainsFunc(a, func(p image.Point) bool { return dist(p, q) <= tol }) {
			n++
		}
	}
	return n
}

// wholeOver reports whether reading r is of a whole face that takes in
// region o (working size; r's outline is scale times larger), read as
// ors: o's centre lies in r's face, or every mark read in o does. A black
// face on a table nearly as dark is parted by its stripes into pieces;
// read widened from one of them (readWider), the face is whole, the
// other piece's marks among its own (img_0000 through another camera,
// streams 42 and 43: a B2 whose left stripe cut off its left third, read
// B1, and from the rest widened a sure B2, both said unread as pieces).
func wholeOver(r StackReading, o blob, ors []StackReading, scale float64) bool {
	face := r.wideOutline
	if face == nil {
		face = r.Outline
	}
	if r.Top == rules.NoScale || len(face) < 3 {
		return false
	}
	if insidePolygon(face, image.Pt(int(float64(o.center.X)*scale), int(float64(o.center.Y)*scale))) {
		return true
	}
	n := 0
	for _, k := range ors {
		for _, p := range k.marksAt {
			if !insidePolygon(face, p) {
				return false
			}
			n++
		}
	}
	return n > 0
}

// pastEnd says whether c lies where the snake would go on past a stack
// read: that stack within reach of c, and another read on its other side
// (their directions from it 120° apart or more) within reach of it; or
// within twice reach, where c lies within 0.8 of reach, about edge to
// edge: the snake's gaps may be wide, where c's is not (POV-Ray seed
// 3927: three stacks seen close, 3.7 radii apart, a B1 at the snake's end
// edge to edge with a B3, 0.75 of reach off, grown ragged from its
// pieces, lost without a word). A fold's shade 0.96 of reach past a
// snake's end, the stack beyond 1.42, is no stack (grey cloths with
// folds, frame 98).
func pastEnd(c image.Point, kept []blob, reads [][]StackReading, reach float64) bool {
	for i, e := range kept {
		if len(reads[i]) == 0 || dist(e.center, c) > reach || e.center == c {
			continue
		}
		next := reach
		if dist(e.center, c) <= 0.8*reach {
			next = 2 * reach
		}
		for j, f := range kept {
			if j != i && len(reads[j]) > 0 && f.center != e.center && dist(e.center, f.center) <= next && apart(e.center, c, f.center) {
				return true
			}
		}
	}
	return false
}

// offSnake is the faint faces (blob.faint) read with no marks, not the
// neutral, that lie nowhere a stack of the snake may: not in its line,
// past its end or on its path (as a thing grown ragged must, readAll).
// Specks of a lamp's pool on wood, far off the snake, grow into a face
// as pale as the pool (POV-Ray seed 4289: ten radii from the snake's end,
// said a stack with no marks). A white face has marks, and the neutral
// is named by its colour; a faint face in the snake's gap is still said.
// The stacks a first search found (known, frame pixels, scale of them to
// a working one; see find) are the snake's too.
func offSnake(kept []blob, reads [][]StackReading, known []StackReading, rf radiusField, scale float64) []int {
	if !slices.ContainsFunc(kept, func(b blob) bool { return b.faint }) {
		return nil // most frames: no faint face, nothing to place
	}
	if len(known) > 0 {
		kept, reads = slices.Clone(kept), slices.Clone(reads)
		for _, k := range known {
			kept = append(kept, blob{center: toWorking(k.Center, scale)})
			reads = append(reads, []StackReading{k})
		}
	}
	var path []image.Point // the other stacks read, head to tail
	for i, b := range kept {
		if len(reads[i]) > 0 && !blankFaint(b, reads[i]) {
			path = append(path, b.center)
		}
	}
	path = inOrder(path)
	var off []int
	for i, b := range kept {
		if !blankFaint(b, reads[i]) {
			continue
		}
		rb := rf.atPoint(b.center)
		if reach := 3.2 * rb; !inLine(b.center, kept, reads, reach) && !pastEnd(b.center, kept, reads, reach) && !onPath(b.center, path, rb) && !pastGap(b.center, kept, reads, gapReach*rb) {
			off = append(off, i)
		}
	}
	return off
}

// gapReach is how far past a snake's end, in radii, a stack may lie
// across a gap (pastGap): two stacks' room, and the gap's own.
const gapReach = 7.0

// pastGap says whether c lies where the snake would go on past a stack
// read across a gap where a stack or more has left: that stack within
// reach of c, and another read on its other side (their directions from
// it 120 degrees apart or more) nearer it than c by 1.4 times or more
// (a fresh POV-Ray scene, seed 5111: a B2 lit to the grey-brown cloth's
// shade, faint, 6.1 radii past the snake's bent tail, the stacks there
// 3.6 radii apart; dropped without a word). A fold's shade by the end
// lies nearer than the next stack (see pastEnd); a lamp's pool's specks
// ten radii off (offSnake) farther than reach.
func pastGap(c image.Point, kept []blob, reads [][]StackReading, reach float64) bool {
	for i, e := range kept {
		d := dist(e.center, c)
		if len(reads[i]) == 0 || d > reach || e.center == c {
			continue
		}
		for j, f := range kept {
			if j != i && len(reads[j]) > 0 && f.center != e.center && f.center != c && 1.4*dist(e.center, f.center) <= d && apart(e.center, c, f.center) {
				return true
			}
		}
	}
	return false
}

// blankFaint reports whether b is a faint face read only as one with no
// marks.
func blankFaint(b blob, rs []StackReading) bool {
	return b.faint && len(rs) == 1 && rs[0].Top == rules.NoScale && rs[0].Why == noMarksSeen
}

// eachStack is the regions with stacks read (kept, reads) one stack to
// an entry, each at its top face's centre (working size), where a region
// holds stacks at more than one place: the snake's line runs through its
// stacks, and a region's centre lies between them.
func eachStack(kept []blob, reads [][]StackReading, scale float64) ([]blob, [][]StackReading) {
	var stacks []blob
	var rs [][]StackReading
	for i, b := range kept {
		if len(reads[i]) == 0 {
			continue
		}
		at := facePlaces(reads[i], scale, false)
		if len(at) < 2 {
			stacks, rs = append(stacks, b), append(rs, reads[i])
			continue
		}
		for _, c := range at {
			stacks, rs = append(stacks, blob{center: c}), append(rs, reads[i])
		}
	}
	return stacks, rs
}

// facePlaces is the distinct centres (working size) of a region's
// readings rs, only of those read (not NoScale) where read is true.
func facePlaces(rs []StackReading, scale float64, read bool) []image.Point {
	var at []image.Point
	for _, r := range rs {
		if c := toWorking(r.Center, scale); !(read && r.Top == rules.NoScale) && !slices.Contains(at, c) {
			at = append(at, c)
		}
	}
	return at
}

// apart says whether, seen from o, p and q lie 120° apart or more.
func apart(o, p, q image.Point) bool {
	ax, ay := float64(p.X-o.X), float64(p.Y-o.Y)
	bx, by := float64(q.X-o.X), float64(q.Y-o.Y)
	return ax*bx+ay*by <= -0.5*math.Hypot(ax, ay)*math.Hypot(bx, by)
}

// inLine says whether two stacks read lie within reach of c, on its two
// sides (their directions from c 120° apart or more).
func inLine(c image.Point, kept []blob, reads [][]StackReading, reach float64) bool {
	near := func(i int) bool {
		d := dist(kept[i].center, c)
		return len(reads[i]) > 0 && d > 0 && d <= reach
	}
	for i := range kept {
		for j := i + 1; j < len(kept); j++ {
			if near(i) && near(j) && apart(c, kept[i].center, kept[j].center) {
				return true
			}
		}
	}
	return false
}

// inOrder is pts ordered along the snake, head to tail (OrderSnake).
func inOrder(pts []image.Point) []image.Point {
	out := make([]image.Point, 0, len(pts))
	for _, i := range OrderSnake(pts) {
		out = append(out, pts[i])
	}
	return out
}

// onPath says whether c lies on the snake's path between two stacks next
// to each other along it (path, in order), within rb of the line between
// them: where the gaps between stacks are wide or uneven, a stack missed
// lies farther from both than inLine's reach (POV-Ray seed 3181, fresh:
// two black faces lit to a dark grey laminate's shade, their gold marks
// alone seen, 4.7 and 8 radii from the stacks beside them, lost without
// a word).
func onPath(c image.Point, path []image.Point, rb float64) bool {
	for k := 1; k < len(path); k++ {
		p, q := path[k-1], path[k]
		dx, dy := float64(q.X-p.X), float64(q.Y-p.Y)
		l2 := dx*dx + dy*dy
		if l2 == 0 {
			continue
		}
		cx, cy := float64(c.X-p.X), float64(c.Y-p.Y)
		t := (cx*dx + cy*dy) / l2
		if t > 0 && t < 1 && math.Abs(cx*dy-cy*dx)/math.Sqrt(l2) <= rb {
			return true
		}
	}
	return false
}

// missedSpacing is how far, in the snake's spacing (nearestSpacing),
// the stacks on either side of a place missed may lie for it to be in
// the snake's line: a stack's room between two neighbours, with the
// unevenness of a snake laid by hand.
const missedSpacing = 1.25

// faintThing is the reason given for something grown ragged from
// pieces in the snake's line, no face read in it.
const faintThing = "something in the snake's line, too faint to tell from the table: not read"

// unreadBeside is the reason given for a place a scale's size in a
// region, beside the stacks read, where no face was read.
const unreadBeside = "a stack here, beside those read, not read"

// dropSidePieces forgets the regions, less than a stack's share, where
// no face was seen, that touch a stack read alone in its region and lie
// from its face the way every stack's side band and shadow lie in this
// frame: a tall stack's side and shadow, which splitStacks cut from it
// as a stack of their own. Under 0.6 of a scale's disc: a lone stack's
// region is 0.9 and more of it (the perturbed shared scenes), and those
// pieces 0.35 to 0.55; up to 0.75 beside a stack whose region is 1.5
// discs or more, a tall one (a W2 on five scales, its sides 0.72), or
// half that region if more (img_0001 through another camera, stream 90:
// a taller W2's black lowest scale and shadow, 0.755 of a disc beside
// its 1.72, said a stack unread). Not
// beside any stack: on a faint white face, the rest of a W3 read W1 from
// part of it was 0.6 to 0.75, and forgetting it made the W1 a silent
// misread. A stack's head cut in two pieces, neither read, stays said:
// they touch no face read down from it.
func (d *Detector) dropSidePieces(kept []blob, reads [][]StackReading, shares []float64, scale float64, down [2]float64) {
	lbl := int32View(&d.labels)
	w := d.labels.Cols()
	byLabel := map[int32]int{}
	for j, b := range kept {
		byLabel[int32(b.label)] = j
	}
	for i, b := range kept {
		rs := reads[i]
		if len(rs) != 1 || rs[0].Top != rules.NoScale || rs[0].Why != noMarksSeen || shares[i] >= 1 {
			continue
		}
		beside := map[int]bool{}
		for _, q := range d.rim(b) {
			if j, ok := byLabel[lbl[q.Y*w+q.X]]; ok {
				beside[j] = true
			}
		}
		for j := range beside {
			// From 0.6 of a disc, only beside a tall stack, its region
			// half as large again as a lone one's: its sides as large,
			// up to half its region, and under a whole disc (above).
			if r := reads[j]; len(r) == 1 && r[0].Top != rules.NoScale && alongSide(b.center, r[0].Center, scale, down) && (shares[i] < 0.6 || shares[j] >= 1.5 && shares[i] < max(0.75, shares[j]/2)) {
				if debugFaces {
					fmt.Fprintf(os.Stderr, "region %v area %d share %.2f: the side and shadow of the stack at %v\n", b.center, b.area, shares[i], r[0].Center)
				}
				reads[i] = nil
				break
			}
		}
	}
}

// dropSideBands forgets, in a region of several faces, a face read
// unsure with one mark, or a piece said too small beside the faces to
// read, that lies from a face read surely in the same region the way
// every stack's side band lies in this frame, and nearer it than the
// faces of two stacks side by side can be (sideBandReach radii; a tall
// stack's face lies farther still from a neighbour below it, not
// nearer): that stack's sides cut from it as a face of their own
// (img_0006 through another camera, stream 25: a tall W1's cream and
// gold sides, a light band between dark ones, an unsure B1 1.5 radii
// below it; img_0001 out of focus, stream 25: a tall W2's grey sides, a
// speck their one mark, said too small 1.4 radii below it). The one
// mark need not be a bar: a tall W2's black lowest scale, its "mark" a
// lumpy hole of shade, was an unsure B1 1.5 radii below it (img_0001
// through another camera, stream 99). A face a taller stack leans over,
// which tooSmallBeside is said for, lies the other way: the way up,
// where its top leans. Read surely, or with more marks, it is a face,
// and stays; but for a face read with a bar, where the frame's marks are
// dots (doubtBars): that is no face of the set, and it goes as far as
// barBandReach. Nearer a face read surely in the region than
// nearSureReach, such a reading (but a piece said too small), or a piece
// with no marks seen, is that stack's lower scales, peeking out from
// under its face wherever they stick out, as no other stack's face is
// centred so near; unless it lies the way up, where a taller stack's
// top leans over a neighbour's face and hides some of it (the neutral
// behind a B3 on seven seen 33° off vertical, said too small, in the
// endgame check, seed 8, frame 20). A W3 on a stack of five, its black
// and gold lower scales sticking out 1.3 radii to its lower left, 31°
// off the way the frame's sides lie, was said a stack with no marks
// seen (POV-Ray seed 3188, fresh).
func dropSideBands(kept []blob, reads [][]StackReading, rf radiusField, scale float64, down [2]float64, sided bool, minConfidence float64) {
	dots := dotsFrame(reads)
	for i, b := range kept {
		rs := reads[i]
		if len(rs) < 2 {
			continue
		}
		rb := rf.atPoint(b.center)
		reads[i] = slices.DeleteFunc(rs, func(r StackReading) bool {
			bar := dots && barMark(r)
			side := r.Top != rules.NoScale && r.Marks == 1 && r.Confidence < minConfidence || r.Why == tooSmallBeside || bar
			if !side && r.Why != noMarksSeen {
				return false
			}
			at := toWorking(r.Center, scale)
			reach := sideBandReach
			if bar {
				reach = barBandReach
			}
			if side && sided && sideOfSure(at, r.Center, [][]StackReading{rs}, reach*rb, scale, down, minConfidence) {
				return true
			}
			if r.Why == tooSmallBeside {
				return false
			}
			others := slices.DeleteFunc(slices.Clone(rs), func(k StackReading) bool { return k.Center == r.Center })
			return sureWithin(r.Center, [][]StackReading{others}, nearSureReach*rb*scale, minConfidence, "its lower scales", func(c image.Point) bool {
				return !sided || towardSides(at, c, scale, down)
			})
		})
	}
}

// doubtSideRun says unread, in a region of several faces, a face read
// with its marks run together (counted by a hole's bumps) whose centre
// lies nearer a face read surely with its marks apart than nearSureReach,
// the way every stack's side band lies in this frame (within 30° of it):
// what was read there is perhaps that stack's sides, a light band
// between dark ones its bumpy "mark" (a fresh POV-Ray scene, seed 16368:
// a W3 on four seen 28° off vertical, its white side between the black
// ones below it read a sure B3 1.03 radii below the W3's face; a stack
// where none is, without a word). Said, not dropped: a tall stack's face
// in front of a low one lies as near its face, the way down. But that
// face cuts the low one's: below a sure face seen whole (wholeFace), what
// was read is dropped (seed 16368 again: said a stack unread where none
// is).
func doubtSideRun(kept []blob, reads [][]StackReading, rf radiusField, scale float64, down [2]float64, sided bool, minConfidence float64) {
	if !sided {
		return
	}
	usual := usualFace(reads)
	for i, b := range kept {
		rs := reads[i]
		if len(rs) < 2 || !slices.ContainsFunc(rs, func(k StackReading) bool { return k.runTogether }) {
			continue
		}
		rb := rf.atPoint(b.center)
		apart := slices.DeleteFunc(slices.Clone(rs), func(k StackReading) bool { return k.runTogether })
		whole := slices.DeleteFunc(slices.Clone(apart), func(k StackReading) bool { return !wholeFace(k, usual) })
		var sides []image.Point
		for j := range rs {
			r := &rs[j]
			if r.Top == rules.NoScale || r.Top == rules.Neutral || !r.runTogether {
				continue
			}
			at := toWorking(r.Center, scale)
			if sideOfSure(at, r.Center, [][]StackReading{whole}, nearSureReach*rb, scale, down, minConfidence) {
				sides = append(sides, r.Center)
				continue
			}
			if sideOfSure(at, r.Center, [][]StackReading{apart}, nearSureReach*rb, scale, down, minConfidence) {
				r.Why = fmt.Sprintf("read as %s, but its marks ran together, and it lies below a face read surely where that stack's sides lie", r.Top)
				r.Top, r.Confidence = rules.NoScale, 0
			}
		}
		reads[i] = slices.DeleteFunc(rs, func(k StackReading) bool { return slices.Contains(sides, k.Center) })
	}
}

// sideOfSure reports whether a place (at, at working size; full, in the
// picture's pixels) lies from a face read surely the way every stack's
// side band lies in this frame (down), within reach of it (at working
// size; sideBandReach radii, mostly): what was found there is that
// stack's sides (dropSideBands; and something grown ragged, too faint to
// tell from the table: img_0006 in other light, stream 47, a tall W1's
// cream sides and the gold scale under them, said a stack unread below
// it).
func sideOfSure(at, full image.Point, reads [][]StackReading, reach, scale float64, down [2]float64, minConfidence float64) bool {
	return sureWithin(full, reads, reach*scale, minConfidence, "its sides", func(c image.Point) bool { return alongSide(at, c, scale, down) })
}

// sureWithin reports whether a face read surely (minConfidence) lies
// within reach of full (both in the picture's pixels) where its centre
// passes ok; what is there is that face's (what, for the trace).
func sureWithin(full image.Point, reads [][]StackReading, reach, minConfidence float64, what string, ok func(image.Point) bool) bool {
	for _, rs := range reads {
		for _, k := range rs {
			if k.Top != rules.NoScale && k.Confidence >= minConfidence && dist(full, k.Center) < reach && ok(k.Center) {
				if debugFaces {
					fmt.Fprintf(os.Stderr, "%v, %.0f pixels from the face at %v: %s\n", full, dist(full, k.Center), k.Center, what)
				}
				return true
			}
		}
	}
	return false
}

// sideBandReach: two stacks' faces side by side lie two radii apart at
// least. barBandReach, for a face read with a bar among a frame of dots,
// no mark of the set: the two radii themselves (img_0001 through another
// camera, stream 91: a tall W2's black lowest scale, the white sides
// above it its bar, 1.83 radii below the W2's face in the W2's region,
// said a stack unread).
const sideBandReach, barBandReach = 1.75, 2.0

// nearSure reports whether a place (full, in the picture's pixels) lies
// within nearSureReach radii (rb, a scale's at working size) of a face
// read surely, whichever way: no other stack's face is centred so near
// (two radii apart at least, and a piece of one seen, its half nearer,
// 1.5), so what was grown ragged there is that stack's sides or shadow.
// Where the frame's faces sit in the middle of their regions, the way
// their sides lie is not known (sideOfSure), but a tall stack's sides,
// cut off as a piece of their own, lie there still (img_0006 through
// another camera, stream 44: a tall B3's lower sides, 1.29 radii below
// its face, said a stack unread).
func nearSure(full image.Point, reads [][]StackReading, rb, scale, minConfidence float64) bool {
	return sureWithin(full, reads, nearSureReach*rb*scale, minConfidence, "its sides or shadow", func(image.Point) bool { return true })
}

// nearSureReach: see nearSure.
const nearSureReach = 1.4

// dropPeeking forgets the regions where no face was seen, or one read
// unsure, that are too thin to hold a face and lie close round a face
// read: the parts of a tall stack's lower scales that peek out from
// under its top face (a stack is never laid square) and its sides, cut
// from it as regions of their own. Those show wherever the scales below
// stick out, whichever way the camera looks, so the way every stack's
// sides lie in the frame (dropSidePieces) does not tell them.
//
// Thin: the largest disc inside is under peekThick of a scale's radius
// (the radius is that of the largest disc in a lone stack's region; the
// pieces measured 0.4 to 0.65). Close round the face: its centre within
// peekCentre radii of the face's, and all of it within peekReach. What
// shows of a scale beside the face, however much of it the face hides,
// has its centre two radii off at least and reaches three: the face hides
// its near side. (In img_0006 through another camera, the lower
// scales' pieces lay 1.8 to 1.9 radii off and reached 2.5 to 2.9; the
// thin strip of the B3's own face, its lit side lost, lay 2.6 off the B2
// beside it and reached 3.7.) The face must have read three marks, as
// many as a face has: beside one read with fewer, the piece may be the
// rest of that face, with a mark the reading left out (faint white, 150
// frames, frame 79: a W3 cut in two, read W2, and the rest of it, 0.47
// of a disc, thin, was forgotten). Nothing beside a face of three can
// change its reading. Read unsure: a strip of a glossy face's dark part
// cut from the rest, one stripe's end in it (img_0006 through another
// camera: "B1 but only 45% sure" beside its B3, read whole).
func (d *Detector) dropPeeking(kept []blob, reads [][]StackReading, shares []float64, rf radiusField, scale float64) {
	w := d.labels.Cols()
	for i, b := range kept {
		rs := reads[i]
		if len(rs) != 1 || shares[i] >= 1 {
			continue
		}
		if none, unsure := rs[0].Top == rules.NoScale && rs[0].Why == noMarksSeen, rs[0].Top != rules.NoScale && rs[0].Confidence < d.opt.MinConfidence; !none && !unsure {
			continue
		}
		if d.regionThickness(b) >= peekThick*rf.atPoint(b.center) {
			continue
		}
		peeks := func(f StackReading) bool {
			if f.Top == rules.NoScale || f.Top.Value() != 3 {
				return false
			}
			// In working pixels, as the region.
			cx, cy := float64(f.Center.X)/scale, float64(f.Center.Y)/scale
			r := rf.at(int(cx), int(cy))
			if math.Hypot(float64(b.center.X)-cx, float64(b.center.Y)-cy) > peekCentre*r {
				return false
			}
			for i := range d.pixelsOf(b) {
				if math.Hypot(float64(i%w)+0.5-cx, float64(i/w)+0.5-cy) > peekReach*r {
					return false
				}
			}
			return true
		}
	faces:
		for j := range kept {
			for _, f := range reads[j] {
				if j != i && peeks(f) {
					if debugFaces {
						fmt.Fprintf(os.Stderr, "region %v area %d share %.2f: thin, close round the %v at %v: peeks out from under it\n", b.center, b.area, shares[i], f.Top, f.Center)
					}
					reads[i] = nil
					break faces
				}
			}
		}
	}
}

// peekThick, peekCentre and peekReach bound a piece of a stack that peeks
// out from under its top face, in a scale's radii (dropPeeking).
const peekThick, peekCentre, peekReach = 0.7, 2.0, 3.0

// regionThickness is the radius of the largest disc inside region b
// alone, at working size.
func (d *Detector) regionThickness(b blob) float64 {
	w := d.labels.Cols()
	// A pixel of table all round: the box's edge is the region's too.
	m := gocv.NewMatWithSize(b.box.Dy()+2, b.box.Dx()+2, gocv.MatTypeCV8UC1)
	defer m.Close()
	mv, _ := m.DataPtrUint8()
	for i := range d.pixelsOf(b) {
		mv[(i/w-b.box.Min.Y+1)*m.Cols()+i%w-b.box.Min.X+1] = 255
	}
	dist := gocv.NewMat()
	defer dist.Close()
	distanceWithin(m, image.Rect(0, 0, m.Cols(), m.Rows()), &dist, nil, nil)
	_, top, _, _ := gocv.MinMaxLoc(dist)
	return float64(top)
}

// runTogether is how many stacks a region holds besides those read in it
// (rs), from its share (its area in scale's discs) and the usual share of
// a lone stack in the frame. A lone stack's region may be twice the
// usual, a tall stack's side band; one read as several stacks, which
// touch, is about the usual for each (within a quarter in the sweep and
// the touching frames; a third more for a stack of seven touching
// another, seen from the side, in the shared game), and half again means
// a stack not read among them, unless what the faces leave is too thin to
// hold one (thin: two tall stacks' side bands). A region none of whose
// stacks was read says so already; one taken for the neutral by its
// colour alone does not, and may hold a stack beside it.
func runTogether(rs []StackReading, share, usual float64, thin bool) int {
	each := 2.5
	if len(rs) > 1 {
		each = 1.5
	}
	if share <= each*usual*float64(len(rs)) || rs[0].Top == rules.NoScale || thin {
		return 0
	}
	return max(1, int(math.Round(share/usual))-len(rs))
}

// sideDirection is the way, in this frame, from a stack's face to its
// side band and shadow: the way of the faces whose regions show their
// sides, where they agree (sidesShown), else the median over the lone
// faces read of the offset from the face's centre to its region's, in
// units of the radius. It is false when the faces lie in the middle of
// their regions (a camera above, a light above).
//
// Where under three faces lie alone in their regions, few (when not nil)
// tells it from their offsets (xs, ys) and what else it knows.
func sideDirection(kept []blob, reads [][]StackReading, rf radiusField, scale float64, few func(xs, ys []float64) ([2]float64, bool)) ([2]float64, bool) {
	var xs, ys []float64
	for i, b := range kept {
		if len(reads[i]) != 1 || reads[i][0].Top == rules.NoScale {
			continue
		}
		rb := rf.atPoint(b.center)
		c := reads[i][0].Center
		xs = append(xs, (float64(b.center.X)-float64(c.X)/scale)/rb)
		ys = append(ys, (float64(b.center.Y)-float64(c.Y)/scale)/rb)
	}
	if len(xs) < 3 && few != nil {
		return few(xs, ys)
	}
	if len(xs) < 3 {
		return [2]float64{}, false
	}
	if down, ok := sidesShown(xs, ys); ok {
		return down, true
	}
	mx, my := kth(xs, len(xs)/2), kth(ys, len(ys)/2)
	if math.Hypot(mx, my) < 0.1 {
		return [2]float64{}, false
	}
	return [2]float64{mx, my}, true
}

// sharedSides is, for each face read in a region that holds faces at
// more than one place, the offset (in radii) from the face's centre to
// the middle of the part of the region nearer it than any other face of
// the region: a tall stack's sides lie below its face, whatever stands
// beside it. A close-up of a few tall stacks, side by side in one region,
// shows its sides no other way (a POV-Ray scene, seed 17164: four stacks,
// one alone, the tall W1's sides between the B2 and the B1 beside it said
// a stack unread).
func (d *Detector) sharedSides(kept []blob, reads [][]StackReading, rf radiusField, scale float64) (xs, ys []float64) {
	lbl := int32View(&d.labels)
	ww := d.labels.Cols()
	for i, b := range kept {
		faces := facePlaces(reads[i], scale, true)
		if len(faces) < 2 || b.label <= 0 {
			continue
		}
		sum := make([][3]int, len(faces)) // x, y, count
		for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
			for x := b.box.Min.X; x < b.box.Max.X; x++ {
				if lbl[y*ww+x] != int32(b.label) {
					continue
				}
				k, best := 0, math.MaxInt
				for j, f := range faces {
					if d2 := (x-f.X)*(x-f.X) + (y-f.Y)*(y-f.Y); d2 < best {
						k, best = j, d2
					}
				}
				sum[k][0] += x
				sum[k][1] += y
				sum[k][2]++
			}
		}
		for j, f := range faces {
			if sum[j][2] == 0 {
				continue
			}
			rb := rf.atPoint(f)
			xs = append(xs, (float64(sum[j][0])/float64(sum[j][2])-float64(f.X))/rb)
			ys = append(ys, (float64(sum[j][1])/float64(sum[j][2])-float64(f.Y))/rb)
		}
	}
	return xs, ys
}

// fewSides is the way down in a frame with too few faces alone in their
// regions to tell it by (sideDirection), from the offsets (xs, ys) of
// the faces' regions, or parts of regions, from the faces: where those
// that show sides agree (sidesShown), or else along the faces'
// foreshortening. A face seen aslant is narrower the way to the camera's
// foot, where its sides show; its outline's least axis is that way, or
// the opposite, whatever its shape (a hexagon's or a square's moments are
// a disc's). The offsets tell which of the two, where together they lie
// clearly along it.
func fewSides(reads [][]StackReading, xs, ys []float64) ([2]float64, bool) {
	if down, ok := sidesShown(xs, ys); ok {
		return down, true
	}
	axis, ok := foreshortening(reads)
	if debugFaces {
		fmt.Fprintf(os.Stderr, "fewSides: offsets %.2f %.2f, foreshortening %.2f %v\n", xs, ys, axis, ok)
	}
	if !ok {
		return [2]float64{}, false
	}
	along := 0.0
	for i := range xs {
		along += xs[i]*axis[0] + ys[i]*axis[1]
	}
	if len(xs) == 0 || math.Abs(along)/float64(len(xs)) < 0.1 {
		return [2]float64{}, false
	}
	if along < 0 {
		axis = [2]float64{-axis[0], -axis[1]}
	}
	return axis, true
}

// foreshortening is the least axis of the faces seen whole (wholeFace),
// where two or more are 8% longer than wide or more and agree within 30°
// on it.
func foreshortening(reads [][]StackReading) ([2]float64, bool) {
	usual := usualFace(reads)
	var axes [][2]float64
	for _, rs := range reads {
		for _, r := range rs {
			if r.Top == rules.NoScale || !wholeFace(r, usual) {
				continue
			}
			m := outlineMoments(r.Outline)
			l1, l2 := m.axes(1)
			if l2 <= 0 || math.Sqrt(l1/l2) < 1.08 {
				continue
			}
			a := m.angle() + math.Pi/2 // the least axis
			axes = append(axes, [2]float64{math.Cos(a), math.Sin(a)})
		}
	}
	if len(axes) < 2 {
		return [2]float64{}, false
	}
	// Axes have no way along them: summed as doubled angles.
	var cx, cy float64
	for _, a := range axes {
		cx, cy = cx+a[0]*a[0]-a[1]*a[1], cy+2*a[0]*a[1]
	}
	mid := 0.5 * math.Atan2(cy, cx)
	axis := [2]float64{math.Cos(mid), math.Sin(mid)}
	for _, a := range axes {
		if math.Abs(a[0]*axis[0]+a[1]*axis[1]) < math.Cos(30*math.Pi/180) {
			return [2]float64{}, false
		}
	}
	return axis, true
}

// outlineMoments is the centre and second moments, per unit of area, of
// the area inside a closed polygon (Green's theorem, as polygonArea).
func outlineMoments(pts []image.Point) moments {
	var a, cx, cy, xx, yy, xy float64
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		x0, y0, x1, y1 := float64(p.X), float64(p.Y), float64(q.X), float64(q.Y)
		c := x0*y1 - x1*y0
		a += c
		cx += (x0 + x1) * c
		cy += (y0 + y1) * c
		xx += (x0*x0 + x0*x1 + x1*x1) * c
		yy += (y0*y0 + y0*y1 + y1*y1) * c
		xy += (x0*y1 + 2*x0*y0 + 2*x1*y1 + x1*y0) * c
	}
	if a == 0 {
		return moments{}
	}
	a /= 2
	m := moments{mx: cx / (6 * a), my: cy / (6 * a)}
	m.sxx = xx/(12*a) - m.mx*m.mx
	m.syy = yy/(12*a) - m.my*m.my
	m.sxy = xy/(24*a) - m.mx*m.my
	return m
}

// sidesShown is the way down from the faces whose regions show their
// sides: those whose region's centre lies 0.2 radii and more off the
// face's, two or more, all within 45° of the way they make together.
// However few of the faces they are: a snake of flat scales shows two
// tall stacks' sides no less (img_0001 through another camera, streams
// 99 and 100, and in other light, stream 101: two of nine faces, 0.37 to
// 0.51 down, where a third was asked; the sides cut from them said
// stacks unread). It is the tall stacks' sides that make pieces and
// places of their own, and where most faces show none, the median says
// nothing of them. A tall stack's sides go with its region only where
// the table is lighter than them: cut from it as a piece of their own,
// or left with the table, they leave the face in its region's middle (img_0006, five tall stacks, two of them offset 0.25
// down, the others under 0.15 every way: the W1's sides, a piece of
// their own, said a stack unread). Flat scales' regions lie off their
// faces the way of their shadows, a little, and the tall stacks' sides
// the way to the camera's foot (img_0001 from farther: the flat ones'
// median 0.16 to the left, three tall ones' 0.4 to 0.8 down and to the
// left; the tall W2's side band said a stack unread beside it).
func sidesShown(xs, ys []float64) ([2]float64, bool) {
	var sx, sy float64
	n := 0
	for i := range xs {
		if math.Hypot(xs[i], ys[i]) >= 0.2 {
			sx, sy = sx+xs[i], sy+ys[i]
			n++
		}
	}
	if n < 2 {
		return [2]float64{}, false
	}
	for i := range xs {
		if l := math.Hypot(xs[i], ys[i]); l >= 0.2 && (xs[i]*sx+ys[i]*sy)/(l*math.Hypot(sx, sy)) < math.Cos(45*math.Pi/180) {
			return [2]float64{}, false
		}
	}
	return [2]float64{sx / float64(n), sy / float64(n)}, true
}

// toWorking is a point of the frame (p) at working size, scale times
// smaller.
func toWorking(p image.Point, scale float64) image.Point {
	return image.Pt(int(float64(p.X)/scale), int(float64(p.Y)/scale))
}

// towardSides reports whether the place at (working size) lies from the
// face centred at c (full size) less than 90° off the way down: not the
// way a tall stack's top leans over its neighbours.
func towardSides(at, c image.Point, scale float64, down [2]float64) bool {
	return (float64(at.X)-float64(c.X)/scale)*down[0]+(float64(at.Y)-float64(c.Y)/scale)*down[1] > 0
}

// alongSide reports whether the place at (working size) lies from the
// face centred at c (full size) within 30° of the way down.
func alongSide(at, c image.Point, scale float64, down [2]float64) bool {
	dx, dy := float64(at.X)-float64(c.X)/scale, float64(at.Y)-float64(c.Y)/scale
	ux, uy := down[0], down[1]
	n := math.Hypot(dx, dy) * math.Hypot(ux, uy)
	return n > 0 && (dx*ux+dy*uy)/n > math.Cos(30*math.Pi/180)
}

// unreadPlace finds, in region b, a place a stack's size that none of
// the faces read there covers, nor the rim round them where their sides
// and shadows lie: a stack run together with those read and not read
// itself (the neutral against a white scale, a face whose marks were
// lost). It returns the place's centre at working size and how far it
// lies from anything covered or outside the region (at least 0.6 rb for
// a stack), and false when the region is too small to hold more than it
// was read as, or nothing was read in it. rb is a scale's radius there,
// at working size. (A small tile at the far end of a tilted snake, beside
// a white face it touches, measured 0.63 rb, where rb is the radius the
// field gives the region's centre. Over the sweep, the tables, the
// touching and the perturbed checks, about 1,200 regions measured, the
// places from 0.6 to 0.65 rb were that tile, a tall stack's side band,
// which alongSide excuses, and one in a frame already misread.)
func (d *Detector) unreadPlace(b blob, rs []StackReading, scale, rb float64) (image.Point, float64, bool) {
	if rb <= 0 || float64(b.area) < 1.5*math.Pi*rb*rb {
		return image.Point{}, 0, false
	}
	if len(rs) == 1 && rs[0].Top == rules.NoScale {
		return image.Point{}, 0, false // the region is said unread already
	}
	if len(rs) == 1 && rs[0].whole {
		return image.Point{}, 0, false // no face in it to leave a place beside
	}
	var outlines [][]image.Point
	for _, r := range rs {
		if len(r.Outline) < 3 || r.Why == tooSmallBeside {
			// The box of a face too small to read covers no more
			// than its place: the region round it may hold more
			// (a wood patch joined to three stacks, one read, one
			// so said: img_0012 from farther through another camera).
			continue
		}
		o := make([]image.Point, len(r.Outline))
		for j, p := range r.Outline {
			o[j] = toWorking(p, scale).Sub(b.box.Min)
		}
		outlines = append(outlines, o)
	}
	if len(outlines) == 0 {
		return image.Point{}, 0, false
	}
	w, h := b.box.Dx(), b.box.Dy()
	covered := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	defer covered.Close()
	pv := gocv.NewPointsVectorFromPoints(outlines)
	gocv.FillPoly(&covered, pv, color.RGBA{255, 255, 255, 255})
	pv.Close()
	k := 2*int(math.Ceil(0.35*rb)) + 1
	kernel := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(k, k))
	gocv.Dilate(covered, &covered, kernel)
	kernel.Close()
	cv, _ := covered.DataPtrUint8()
	left := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
	defer left.Close()
	lv, _ := left.DataPtrUint8()
	lbl := int32View(&d.labels)
	stride := d.labels.Cols()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if int(lbl[(b.box.Min.Y+y)*stride+b.box.Min.X+x]) == b.label && cv[y*w+x] == 0 {
				lv[y*w+x] = 255
			}
		}
	}
	dist := gocv.NewMat()
	defer dist.Close()
	distanceWithin(left, image.Rect(0, 0, w, h), &dist, nil, nil)
	_, top, _, at := gocv.MinMaxLoc(dist)
	if debugFaces {
		fmt.Fprintf(os.Stderr, "region %v: left unread, %.1f thick at %v (a scale %.1f)\n", b.center, top, at.Add(b.box.Min), rb)
	}
	if d.placeOf(lv, w, b.box.Min, at, float64(top), tableBlank) {
		// The place is the cloth, not a stack: nothing left unread.
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region %v: the place left is the table's colour in other light\n", b.center)
		}
		return at.Add(b.box.Min), 0, true
	}
	if float64(top) >= unreadThick*rb && d.placeOf(lv, w, b.box.Min, at, float64(top), stackShade) {
		// The table in a stack's shade, run into its region: no stack,
		// and so no measure of stacks run together there, unless a
		// place as thick is left beside it (a W2 on five, its lamp's
		// soft shadow 0.79 radii thick beside it and a W1, said a third
		// stack run together with them).
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region %v: the place left is the table in a stack's shade\n", b.center)
		}
		gocv.Circle(&left, at, int(math.Ceil(shadeReach*float64(top))), color.RGBA{}, -1)
		distanceWithin(left, image.Rect(0, 0, w, h), &dist, nil, nil)
		_, top, _, at = gocv.MinMaxLoc(dist)
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region %v: beside the shade left unread, %.1f thick at %v\n", b.center, top, at.Add(b.box.Min))
		}
	}
	return at.Add(b.box.Min), float64(top), true
}

// unreadThick is how thick, in radii, a place the faces read leave of
// their region must be to hold a stack (unreadPlace).
const unreadThick = 0.6

// shadeReach is how far, in the place's own thickness, round a place of
// shade its shade is taken to reach (unreadPlace): a soft shadow fades
// out over about as much again.
const shadeReach = 1.5

// placeOf reports whether the place a region leaves unread, the pixels
// of left (w wide, from origin at working size) within r of at, is the
// table by its mean colour and the table's under it: in other light
// (tableBlank: a deep cloth's fold lit more, run into the region of a
// stack beside it), or in shade (tableInShade).
func (d *Detector) placeOf(left []uint8, w int, origin, at image.Point, r float64, table func(mean, under [3]float64) bool) bool {
	h := len(left) / w
	stride := d.lab.Cols()
	place := func(yield func(int) bool) {
		for y := max(0, at.Y-int(r)); y <= min(h-1, at.Y+int(r)); y++ {
			for x := max(0, at.X-int(r)); x <= min(w-1, at.X+int(r)); x++ {
				if left[y*w+x] != 0 && math.Hypot(float64(x-at.X), float64(y-at.Y)) <= r && !yield((origin.Y+y)*stride+origin.X+x) {
					return
				}
			}
		}
	}
	mean, under, ok := d.colourOver(place)
	if debugFaces && ok {
		fmt.Fprintf(os.Stderr, "place at %v: mean %.0f, the table under it %.0f\n", at.Add(origin), mean, under)
	}
	return ok && table(mean, under)
}

// stackShade reports whether a mean Lab colour is the table's under it
// in a stack's shadow: darker, of its hue, as tableInShade, clothInShade
// or shadowCooled has it.
func stackShade(mean, under [3]float64) bool {
	return tableInShade(mean, under) || clothInShade(mean, under) || shadowCooled(mean, under)
}

// colourOver is the mean Lab colour of the pixels (indices at working
// size) and of the table under them; false for none.
func (d *Detector) colourOver(pixels iter.Seq[int]) (mean, under [3]float64, ok bool) {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	n := 0
	for i := range pixels {
		for c := range 3 {
			mean[c] += float64(lab[3*i+c])
			under[c] += float64(bg[3*i+c])
		}
		n++
	}
	if n == 0 {
		return mean, under, false
	}
	for c := range 3 {
		mean[c] /= float64(n)
		under[c] /= float64(n)
	}
	return mean, under, true
}

// faceGap is how far apart two faces read side by side in one region
// leave a face between them (widestGap). In frames read right,
// neighbours lie up to 1.47 of the larger's size (or the frame's usual
// face) apart: over 2,120 frames of the touching and tables checks, and
// 1.31 over 720 touching frames of seed 1001. With a face lost between
// them they lie 1.48 to 2.2 apart; those under 1.5 stay lost.
const faceGap = 1.5

// usualFace is the median size (the root of the outline's area, frame
// pixels) of the faces read; 0 for none.
func usualFace(reads [][]StackReading) float64 {
	var sizes []float64
	for _, rs := range reads {
		for _, r := range rs {
			if len(r.Outline) >= 3 && r.Top != rules.NoScale {
				sizes = append(sizes, math.Sqrt(polygonArea(r.Outline)))
			}
		}
	}
	if len(sizes) == 0 {
		return 0
	}
	slices.Sort(sizes)
	return sizes[len(sizes)/2]
}

// faceAcross is the median size (as usualFace's) of the faces read, in
// radii where each lies (rf, at working size; scale from working size to
// the frame's); 0 for none.
func faceAcross(reads [][]StackReading, rf radiusField, scale float64) float64 {
	var sizes []float64
	for _, rs := range reads {
		for _, r := range rs {
			if len(r.Outline) >= 3 && r.Top != rules.NoScale {
				sizes = append(sizes, math.Sqrt(polygonArea(r.Outline))/(rf.atPoint(toWorking(r.Center, scale))*scale))
			}
		}
	}
	if len(sizes) == 0 {
		return 0
	}
	return kth(sizes, len(sizes)/2)
}

// loneFaceAcross is how many radii (faceAcross) a face is across where a
// lone stack's region is one disc (its share): the share goes as its
// square. Over 142 frames of seven POV-Ray sets with three lone stacks
// or more, faceAcross over the root of the usual share was 1.55 to 1.74
// (tenth to ninetieth centile), 1.64 the median.
const loneFaceAcross = 1.64

// usualNear is the usual face's size (as usualFace's) of the k faces
// read nearest c (frame pixels); 0 for none. Seen aslant, the faces at
// the near end of a snake are larger than the frame's usual one (a
// POV-Ray scene, fresh seed 3418: the neutral at that end, 1.53 of the
// frame's usual face across with its side, 1.4 of its neighbours', said
// unread beside a hand as no whole face).
func usualNear(readings []StackReading, c image.Point, k int) float64 {
	return medianNear(readings, c, k, 0, func(r StackReading) (float64, bool) {
		return math.Sqrt(polygonArea(r.Outline)), true
	})
}

// medianNear is the median of measure over the k faces read (with an
// outline) nearest c (frame pixels) that it measures; none for none.
func medianNear(readings []StackReading, c image.Point, k int, none float64, measure func(StackReading) (float64, bool)) float64 {
	type face struct{ d, v float64 }
	var faces []face
	for _, r := range readings {
		if len(r.Outline) < 3 || r.Top == rules.NoScale {
			continue
		}
		if v, ok := measure(r); ok {
			faces = append(faces, face{dist(c, r.Center), v})
		}
	}
	if len(faces) == 0 {
		return none
	}
	slices.SortFunc(faces, func(a, b face) int { return cmp.Compare(a.d, b.d) })
	vs := make([]float64, 0, k)
	for _, f := range faces[:min(k, len(faces))] {
		vs = append(vs, f.v)
	}
	return kth(vs, len(vs)/2)
}

// usualAt is the usual face's size (as usualFace's) where a face is
// centred (frame pixels), for the perspective of radius field rf (working
// pixels, scale frame pixels each): the median of the faces' sizes each
// over the field where it lies, times the field there. Seen aslant, the
// far faces are smaller than the near ones, and one size for the frame
// takes a far face for a piece of one (POV-Ray seed 2597: a B2 whole in
// a hand's shade, 0.89 of the frame's usual face across, said unread).
// Never more than usualFace's: the field, fitted to the regions' widths,
// may run larger than the faces near a hand (POV-Ray seeds 1836, 2105,
// 2509, 2570 and 2582: faces whole beside hands, 0.85 to 0.89 of the
// field's usual face, said unread). The field flat, it is usualFace's
// everywhere. It gives, for reading i, that of the other faces of its
// own colour (own) and that of all the other faces (all).
func usualAt(readings []StackReading, rf radiusField, scale float64) func(i int) (own, all float64) {
	working := func(p image.Point) float64 {
		return rf.at(int(float64(p.X)/scale), int(float64(p.Y)/scale))
	}
	type face struct {
		reading     int
		colour      rules.Color
		size, ratio float64
	}
	var faces []face
	for i, r := range readings {
		if len(r.Outline) >= 3 && r.Top != rules.NoScale && working(r.Center) > 0 {
			size := math.Sqrt(polygonArea(r.Outline))
			faces = append(faces, face{i, r.Top.Color(), size, size / working(r.Center)})
		}
	}
	if len(faces) == 0 {
		return func(int) (float64, float64) { return 0, 0 }
	}
	median := func(v []float64) float64 { return kth(v, len(v)/2) }
	return func(i int) (float64, float64) {
		s := readings[i]
		// The others' faces, not its own: where few were read, a face a
		// finger cut is the median itself (POV-Ray seed 3666: a W2 cut
		// to 0.89 of its neighbours across, beside a B1 and a W1, the
		// usual face of the three, read a sure W1). Of an even number,
		// the larger middle one: a face cut is smaller, never larger.
		// Alone, it is all there is.
		others := faces
		if k := slices.IndexFunc(faces, func(f face) bool { return f.reading == i }); k >= 0 && len(faces) > 1 {
			others = slices.Delete(slices.Clone(faces), k, k+1)
		}
		var sizes, ratios, ownSizes, ownRatios []float64
		for _, f := range others {
			sizes = append(sizes, f.size)
			ratios = append(ratios, f.ratio)
			if f.colour == s.Top.Color() {
				ownSizes = append(ownSizes, f.size)
				ownRatios = append(ownRatios, f.ratio)
			}
		}
		w := working(s.Center)
		all := min(median(sizes), median(ratios)*w)
		// Of its own colour, where theirs is the smaller: a black face's
		// outline takes in its dark side and shadow on a dark table,
		// which a white face's does not (POV-Ray seed 2909: a W1 whole
		// beside an arm, 0.82 of the usual face of both colours across,
		// said unread), and on a light one a white face's takes in its
		// rim (near check frame 29: a B1 and a B2 whole beside a W1,
		// 0.87 and 0.79 of it across). Never the larger: a far B2 whole
		// in a hand's shade was 0.87 of the black faces' (seed 2597,
		// said unread).
		if len(ownSizes) > 0 {
			return min(all, median(ownSizes), median(ownRatios)*w), all
		}
		return all, all
	}
}

// widestGap is the widest gap between two faces read in region b, next
// to each other (no other stack between them, read or said unread near
// the middle), where the middle between them is the region's and in
// neither face; and that middle (frame pixels). It is measured in a
// face's size: the root of the larger outline's area, or usual (a
// face's outline read from a piece of it is smaller). Where stacks show
// their sides (down, sideDirection's; zero where they show none, which
// alongSide never matches), a middle that lies the way down from
// either face is that stack's side band: a tall stack's is as long as a
// face (a stack of seven, 1.6 faces from its neighbour, in the rendered
// game). Nor is a middle with less than half a face outside both
// outlines on the line between them (outsideBoth), nor one not of a
// face's colour (faceColoured).
func (d *Detector) widestGap(b blob, rs []StackReading, scale, usual float64, down [2]float64) (float64, image.Point) {
	best, at := 0.0, image.Point{}
	lbl := int32View(&d.labels)
	stride := d.labels.Cols()
	area := make([]float64, len(rs))
	for i, r := range rs {
		if len(r.Outline) >= 3 {
			area[i] = polygonArea(r.Outline)
		}
	}
	for i, p := range rs {
		if len(p.Outline) < 3 || p.Top == rules.NoScale {
			continue
		}
		for j := i + 1; j < len(rs); j++ {
			q := rs[j]
			if len(q.Outline) < 3 || q.Top == rules.NoScale {
				continue
			}
			size := max(math.Sqrt(max(area[i], area[j])), usual)
			dx, dy := float64(q.Center.X-p.Center.X), float64(q.Center.Y-p.Center.Y)
			d2 := dx*dx + dy*dy
			gap := math.Sqrt(d2) / size
			if gap <= best || d2 == 0 {
				continue
			}
			mid := image.Pt((p.Center.X+q.Center.X)/2, (p.Center.Y+q.Center.Y)/2)
			between := false
			for k, r := range rs {
				if k == i || k == j {
					continue
				}
				ex, ey := float64(r.Center.X-p.Center.X), float64(r.Center.Y-p.Center.Y)
				t := (ex*dx + ey*dy) / d2
				off := math.Abs(ex*dy-ey*dx) / math.Sqrt(d2)
				// A face read between them, or a stack said unread
				// there already (its place is where it was found). Or
				// a face the line between them crosses: a tall stack's
				// outline takes in its sides, and its centre lies off
				// the line by more than its face does (POV-Ray seed
				// 16108 as JPEG q80: the neutral on a stack of seven
				// between a B3 and a W2 seen close, its centre 0.59 of
				// a face off their line, a stack said lost there).
				// Or a face the middle lies the way down from, within
				// a tall stack's side band's reach: its sides (POV-Ray
				// seed 17164: a tall W1's between a B2 and a B1, the way
				// down known by the faces' foreshortening).
				if t > 0.1 && t < 0.9 && (off < 0.6*size || off < 1.5*size && segmentCrosses(r.Outline, p.Center, q.Center)) || r.Top == rules.NoScale && dist(r.Center, mid) < size || r.Top != rules.NoScale && dist(r.Center, mid) < 1.2*size && alongSide(toWorking(mid, scale), r.Center, scale, down) {
					between = true
					break
				}
			}
			if between {
				continue
			}
			if insidePolygon(p.Outline, mid) || insidePolygon(q.Outline, mid) {
				continue
			}
			w := toWorking(mid, scale)
			if !w.In(b.box) || int(lbl[w.Y*stride+w.X]) != b.label {
				continue
			}
			if alongSide(w, p.Center, scale, down) || alongSide(w, q.Center, scale, down) {
				continue
			}
			if outsideBoth(p.Outline, q.Outline, p.Center, q.Center) < 0.5*size {
				continue
			}
			if !d.faceColoured(b, w, 0.2*size/scale) {
				continue
			}
			best, at = gap, mid
		}
	}
	return best, at
}

// segmentCrosses reports whether the middle of the line from a to b,
// past its first and last tenth, passes inside poly: where the line
// from one face's centre to another's meets a third face, that face is
// between them.
func segmentCrosses(poly []image.Point, a, b image.Point) bool {
	if len(poly) < 3 {
		return false
	}
	// At 64 points: a face between two others is far wider than
	// a 64th of the line.
	const n = 64
	for k := n / 10; k <= n-n/10; k++ {
		if insidePolygon(poly, image.Pt(a.X+(b.X-a.X)*k/n, a.Y+(b.Y-a.Y)*k/n)) {
			return true
		}
	}
	return false
}

// outsideBoth is how much of the line from a to b (frame pixels) lies
// outside both outlines. A face lost between two faces read shows at
// least half its size there: 0.6 to 1.2 faces over the touching checks'
// lost faces. Faces a little farther apart than faceGap, with only the
// side of a tall stack between them, leave less (0.42 beside a black
// top lying off its white stack, POV-Ray seed 1316; 0.46 between two
// rounded squares, touching frame 145).
func outsideBoth(pa, pb []image.Point, a, b image.Point) float64 {
	n := int(math.Ceil(dist(a, b)))
	if n == 0 {
		return 0
	}
	out := 0
	for k := 0; k <= n; k++ {
		c := image.Pt(a.X+(b.X-a.X)*k/n, a.Y+(b.Y-a.Y)*k/n)
		if !insidePolygon(pa, c) && !insidePolygon(pb, c) {
			out++
		}
	}
	return float64(out) * dist(a, b) / float64(n+1)
}

// otherSurface reports whether region b, where no scale was read, is
// the table after all: the colour of another of its surfaces than the one
// its table colour was taken from, or of the same in other light. So is
// the strip along a seam between planks (or a pool of light's rim) that
// the median of its neighbourhood gave the next plank's colour. No scale
// is the colour of a plank; a white face on a cream cloth is whiter than
// the cloth under it, not the colour of another.
//
// A piece several scales large may be lit more than a face's reach: a
// fold's lit flank on a pale cloth, the table's hue to a unit, 21
// lighter over eight scales' area (pale folds). Scales run together so
// large show marks somewhere; a blank one is the table (foldShade).
func (d *Detector) otherSurface(b blob, radius float64) bool {
	mean, under, ok := d.colourOver(d.pixelsOf(b))
	if !ok {
		return false
	}
	// The table's own colour a little lighter or darker: a plank too small
	// to be a surface of its own, a rim of light, a fold's flank.
	if tableInOtherLight(mean, under, faceReach) || tableTinted(mean, under) {
		return true
	}
	if float64(b.area) >= 3*math.Pi*radius*radius && foldShade(mean, under) {
		return true
	}
	for _, s := range d.edges.surfaces(d.table.scaleMean) {
		if near := colourDist(mean, s); near < 8 && colourDist(mean, under) > 2*near && colourDist(s, under) >= 6 {
			return true
		}
	}
	return false
}

// stackOnFlank finds, in region b that is the table after all (a fold's
// lit flank, a pool of light), a scale lying on it and run into one region
// with it: its pixels far from the table (strong) that are not the table
// lit more (relit and lighter than weak asks), a face's size round (rb, a scale's radius). They are
// relabelled a region of their own, to be read.
func (d *Detector) stackOnFlank(b blob, rb float64) (blob, bool) {
	lbl := int32View(&d.labels)
	strong, _ := d.mask.DataPtrUint8()
	w := d.labels.Cols()
	bw, bh := b.box.Dx(), b.box.Dy()
	mp := make([]uint8, bw*bh)
	for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
		for x := b.box.Min.X; x < b.box.Max.X; x++ {
			if i := y*w + x; int(lbl[i]) == b.label && strong[i] != 0 && (d.relit[i] == 0 || int32(d.dL[i]) <= d.loL) {
				mp[(y-b.box.Min.Y)*bw+x-b.box.Min.X] = 255
			}
		}
	}
	if !anySet(mp) {
		return blob{}, false
	}
	cv := make([]int32, bw*bh)
	best, area := 0, 0
	for k, r := range labelRegions(mp, bw, bh, cv, blockOrder) {
		if r.area > area {
			best, area = k+1, r.area
		}
	}
	if disc := math.Pi * rb * rb; float64(area) < 0.5*disc || float64(area) > 2.5*disc {
		return blob{}, false
	}
	next := int32(-1)
	newLabel(lbl, &next)
	var sums regionSums
	for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
		for x := b.box.Min.X; x < b.box.Max.X; x++ {
			if int(cv[(y-b.box.Min.Y)*bw+x-b.box.Min.X]) == best {
				lbl[y*w+x] = next
				sums.add(x, y)
			}
		}
	}
	return sums.blob(int(next)), true
}

// tableAfterAll reports whether region b, where no scale was read, is
// the table: of another of its surfaces (otherSurface), or with a rim
// that nowhere steps out of the table by what makes a pixel a scale's
// (2/3 of BrightDelta, nor by 1.75 of the table's own grain): a pool of
// light, a fold's shade. A faint face grown from pieces too: a lamp's
// pool on grey laminate, its rim 4.2 out of the table where 9.1 makes a
// scale's, was dropped as the table, then grown from its own pieces into
// a face with no marks, a stack said unread where none is (a fresh
// POV-Ray scene, seed 6157). A faint white face steps out 2.5 times as
// far and more (below).
//
// A scale of the table's hue (a gold neutral on an olive cloth) is the
// table in other light by its colour; it is told by its edge, sharp all
// round where light's fades, and by its size and shape, a face's, where
// a piece of the table that the foreground cut off along the table's
// edge is long. radius is a scale's at b.
//
// At the frame's edge the table's colour is a median over the table on
// one side only, and a lamp's pool or the lens's fall-off there leaves
// pieces whose rim steps a little more: up to 1.06 of sharp (img_0013
// through another camera, the pool at the top edge read as a stack,
// five streams of 42). A scale the frame cuts keeps its sharp rim along
// the rest of its outline: 2.5 times sharp and more over the faint
// white, the small faint and the shared scenes, where the table's own
// pieces away from the edge reach 1.35 (pale folds), which stay as they
// were.
func (d *Detector) tableAfterAll(b blob, radius float64) bool {
	sharp := d.sharpStep()
	if d.otherSurface(b, radius) {
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region %v: another surface's colour; face-like %v (%.2f discs), rim steps %.1f (sharp %.1f)\n", b.center, d.faceLike(b, radius), float64(b.area)/(math.Pi*radius*radius), d.rimStep(b), sharp)
		}
		return !scaleOnOtherSurface(d.faceLike(b, radius), d.rimStep(b), sharp)
	}
	return d.softRim(b)
}

// otherSurfaceSharp is how many times sharpStep a face-like region of
// another of the table's surfaces steps out of the table at its rim to be
// a scale (tableAfterAll): the table's own pieces reach 1.35 (pale
// folds). Through JPEG a gold face's rim on wood steps less than in the
// PNG: 2.79 where the PNG's is 3.44 (a fresh POV-Ray scene, seed 15851 as
// JPEG q80: the neutral seen close on khaki wood whose grain makes sharp
// 21, dropped as the table under the 3 once asked, lost without a word).
const otherSurfaceSharp = 2.5

// scaleOnOtherSurface reports whether a region of another of the table's
// surfaces' colour is a scale all the same: face-like, and its rim
// stepping out of the table by otherSurfaceSharp times sharp or more.
func scaleOnOtherSurface(faceLike bool, rim, sharp float64) bool {
	return faceLike && rim >= otherSurfaceSharp*sharp
}

// softRim reports whether region b's rim nowhere steps out of the table
// by what makes a pixel a scale's (see tableAfterAll), a little more
// near the frame's edge.
func (d *Detector) softRim(b blob) bool {
	sharp := d.sharpStep() * (1 + 0.5*d.nearFrameEdge(b))
	if debugFaces {
		fmt.Fprintf(os.Stderr, "region %v: grown %v, rim steps %.1f out of the table, sharp %.1f\n", b.center, b.grown, d.rimStep(b), sharp)
	}
	return d.rimStep(b) < sharp
}

// sharpPiece reports whether region b's rim steps out of the table by
// three times what makes a pixel a scale's (see tableAfterAll): more
// than any piece of the table in other light does away from the frame's
// edge (1.35 of it at most, on pale folds).
func (d *Detector) sharpPiece(b blob) bool {
	return d.rimStep(b) >= 3*d.sharpStep()
}

// sharpStep is the colour step out of the table that makes a pixel a
// scale's: 2/3 of BrightDelta, or 1.75 of the table's own grain.
func (d *Detector) sharpStep() float64 {
	return max(d.opt.BrightDelta*2/3, 1.75*d.sigmaL)
}

// nearFrameEdge is how near region b (working size) lies to the frame's
// edges, where the table's median round it is taken on one side only: 1
// at an edge, falling to 0 at half the median's window from it, and the
// nearness to a side edge and to the top or bottom added, up to 2 in a
// corner, where the window holds a quarter of its table. A lamp's pool
// near an edge steps out of the table by a little more than at the edge
// itself (img_0013 changed slightly, stream 14: 1.02 of sharp, its box a
// few pixels in from the top edge, said a stack unread); in a corner, the
// end of an arm's shadow more again (POV-Ray seed 3192: 1.66 of sharp,
// said a stack unread far from the snake).
func (d *Detector) nearFrameEdge(b blob) float64 {
	w, h := d.labels.Cols(), d.labels.Rows()
	reach := float64(tableMedian/2) * float64(max(w, h)) / tableSmall
	near := func(in int) float64 { return max(0, 1-float64(max(in-1, 0))/reach) }
	return near(min(b.box.Min.X, w-b.box.Max.X)) + near(min(b.box.Min.Y, h-b.box.Max.Y))
}

// atFrameEdge reports whether region b (working size) reaches the
// frame's outermost pixels: the frame may cut it.
func (d *Detector) atFrameEdge(b blob) bool {
	return !b.box.In(image.Rect(0, 0, d.labels.Cols(), d.labels.Rows()).Inset(1))
}

// faceLike reports whether region b has a face's area (half to 1.6 times
// a disc of the radius) and shape (at most 1.6 times as long as wide).
func (d *Detector) faceLike(b blob, radius float64) bool {
	share := float64(b.area) / (math.Pi * radius * radius)
	if share <= 0.5 || share >= 1.6 {
		return false
	}
	lbl := int32View(&d.labels)
	w := d.labels.Cols()
	var body []int
	for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
		for x := b.box.Min.X; x < b.box.Max.X; x++ {
			if int(lbl[y*w+x]) == b.label {
				body = append(body, y*w+x)
			}
		}
	}
	l1, l2 := momentsOf(body, w).axes(float64(len(body)))
	return l2 > 0 && l1 <= 1.6*1.6*l2
}

// rim yields each pixel p of region b (working size) with each of its
// four neighbours q in the frame that lies outside the region, in the
// table (label 0) or another region.
func (d *Detector) rim(b blob) iter.Seq2[image.Point, image.Point] {
	return func(yield func(p, q image.Point) bool) {
		lbl := int32View(&d.labels)
		w, h := d.labels.Cols(), d.labels.Rows()
		frame := image.Rect(0, 0, w, h)
		for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
			for x := b.box.Min.X; x < b.box.Max.X; x++ {
				if int(lbl[y*w+x]) != b.label {
					continue
				}
				p := image.Pt(x, y)
				for _, u := range [4]image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					q := p.Add(u)
					if q.In(frame) && int(lbl[q.Y*w+q.X]) != b.label && !yield(p, q) {
						return
					}
				}
			}
		}
	}
}

// rimStep is how sharply region b stands out of the table round it:
// the 95th percentile, over the pixels of its rim that face the table
// (not another region), of the colour difference (Lab) from the pixel
// one step inside to the one two steps out. A scale's edge is sharp
// somewhere round it, whatever its shadow and light; a pool of light or
// a shade on the table fades in over many pixels.
func (d *Detector) rimStep(b blob) float64 {
	steps := d.rimSteps(b, nil)
	if len(steps) == 0 {
		return math.Inf(1)
	}
	return kth(steps, len(steps)*95/100)
}

// rimSteps are the colour steps rimStep takes its percentile of; where
// skip is given, not at the pixels it marks.
func (d *Detector) rimSteps(b blob, skip []uint8) []float64 {
	lab, _ := d.lab.DataPtrUint8()
	lbl := int32View(&d.labels)
	w, h := d.labels.Cols(), d.labels.Rows()
	var steps []float64
	for p, out := range d.rim(b) {
		u := out.Sub(p)
		in, far := p.Sub(u), out.Add(u)
		if !in.In(image.Rect(0, 0, w, h)) || !far.In(image.Rect(0, 0, w, h)) {
			continue
		}
		i, o, f := in.Y*w+in.X, out.Y*w+out.X, far.Y*w+far.X
		if int(lbl[i]) != b.label || lbl[o] != 0 || lbl[f] != 0 || (skip != nil && skip[i] != 0) {
			continue
		}
		var d2 float64
		for c := 0; c < 3; c++ {
			v := float64(lab[3*i+c]) - float64(lab[3*f+c])
			d2 += v * v
		}
		steps = append(steps, math.Sqrt(d2))
	}
	return steps
}

// tableSmall is the longer side of the picture the table is estimated
// on, and tableMedian the window of its median, in that picture's
// pixels: a quarter of the frame, wider than any stack.
const tableSmall, tableMedian = 96, 25

// estimateTable fills d.bg with the table's colour under each pixel: a
// median over a window several stacks wide, so that the scales (a narrow
// band) vanish while lamps, gradients and tints stay.
func (d *Detector) estimateTable(ww, wh int) {
	sw, sh := tableSmall, max(8, int(math.Round(float64(wh)*tableSmall/float64(ww))))
	if wh > ww {
		sw, sh = max(8, int(math.Round(float64(ww)*tableSmall/float64(wh)))), tableSmall
	}
	areaShrink(d.lab, &d.bgSmall, image.Pt(sw, sh), &d.rows)
	// Beyond the table's edge the floor is no table: where it fills most
	// of the window, the median would be the floor's, and the table beside
	// it would stand out as a scale. The table goes on under it instead.
	small, _ := d.bgSmall.DataPtrUint8()
	edges, colour := d.edges.find(small, sw, sh)
	d.offTable = d.offTable[:0]
	for _, e := range edges {
		for i := 0; i < sw*sh; i++ {
			if e.off(float64(i%sw), float64(i/sw)) {
				for c := 0; c < 3; c++ {
					small[3*i+c] = uint8(colour[c])
				}
			}
		}
		d.offTable = append(d.offTable, e.scaled(float64(ww)/float64(sw), float64(wh)/float64(sh)))
	}
	d.before = append(d.before[:0], small...)
	gocv.MedianBlur(d.bgSmall, &d.bgSmall, tableMedian)
	small, _ = d.bgSmall.DataPtrUint8()
	d.table, _ = frameTable(d.before, sw*sh)
	k := uncoverTable(d.before, small, sw, sh, d.table, d.opt.DarkRatio)
	if m := mendIslands(d.before, small, sw, sh, d.table, d.edges.islands(sw, sh, d.table.islandFace)); debugFaces {
		fmt.Fprintf(os.Stderr, "table uncovered at %d cells, %d round white faces (table L %.0f a %.1f b %.1f)\n", k, m, d.table.l, d.table.a, d.table.b)
	}
	// On a table of planks, each plank's own colour; a scale seen close
	// is as wide as a plank, but of no colour a plank has, nor as much
	// lighter than the table as a white face (POV-Ray seed 2499: a W1
	// seen close on grey cloth, 569 cells, painted its own white).
	d.edges.surfaceMeans(d.before, sw, sh, 12, small, func(c [3]float64) bool { return d.table.scaleMean(c) || d.table.whiteFace(c) })
	gocv.Resize(d.bgSmall, &d.bg, image.Pt(ww, wh), 0, 0, gocv.InterpolationLinear)
}

// foreground marks the pixels that are no table: much darker than it,
// brighter, or another colour. "Brighter" and "another colour" are
// measured in units of the table's own variation (a robust sigma over the
// whole frame, most of which is table), so a plain laminate shows a white
// scale that differs from it by a few units while wood grain or felt
// texture do not turn into scales. Weak evidence counts only where it
// touches strong evidence (hysteresis), as in an edge detector. With
// spreadKept, the spread is the one measured last (see uncoverHands).
func (d *Detector) foreground(ww, wh int, spreadKept bool) {
	fitMat(&d.mask, ww, wh, gocv.MatTypeCV8UC1)
	fitMat(&d.weak, ww, wh, gocv.MatTypeCV8UC1)
	fitMat(&d.hue, ww, wh, gocv.MatTypeCV8UC1)
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	strong, _ := d.mask.DataPtrUint8()
	weak, _ := d.weak.DataPtrUint8()
	hue, _ := d.hue.DataPtrUint8()
	n := len(strong)
	if cap(d.dL) < n {
		d.dL, d.dC2, d.dH2, d.relit = make([]int16, n), make([]int32, n), make([]int32, n), make([]uint8, n)
	}
	relit := d.relit[:n]
	// Whole-unit differences, the chroma ones squared: no float work on
	// every pixel. The squared chroma's median is the chroma's, squared.
	dL, dC2, dH2 := d.dL[:n], d.dC2[:n], d.dH2[:n]
	var histL [256]int32
	var histC, histH [maxChroma2 + 1]int32
	// Much darker than the table (black) needs no threshold from the
	// histograms: it is marked in strong at once.
	dark := int(math.Round(256 * d.opt.DarkRatio)) // in 256ths
	// The C loops read and write n pixels unchecked: slicing checks once.
	lab, bg, strong = lab[:3*n], bg[:3*n], strong[:n]
	weak, hue = weak[:n], hue[:n]
	C.fg_measure(cBytes(lab), cBytes(bg), C.int(n), C.int(dark), perShift, &perL[0],
		(*C.int16_t)(&dL[0]), (*C.int32_t)(&dC2[0]), (*C.int32_t)(&dH2[0]), cBytes(strong))
	C.fg_count((*C.int16_t)(&dL[0]), (*C.int32_t)(&dC2[0]), (*C.int32_t)(&dH2[0]), C.int(n), maxChroma2,
		(*C.int32_t)(&histL[0]), (*C.int32_t)(&histC[0]), (*C.int32_t)(&histH[0]))
	// Robust spreads: the median absolute L difference (≈0.67σ), and the
	// median chroma distance (Rayleigh: ≈1.18σ). Each median is taken to
	// the quarter unit, as the thresholds below were set with.
	if !spreadKept {
		d.sigmaL = math.Max(0.5, (float64(countMedian(histL[:], n))+0.125)/0.6745)
		medC := math.Floor(4*math.Sqrt(float64(countMedian(histC[:], n)))) + 0.5
		d.sigmaC = math.Max(0.5, medC/4/1.1774)
		d.medH = math.Floor(4*math.Sqrt(float64(countMedian(histH[:], n)))) + 0.5
	}
	sigmaL, sigmaC, medH := d.sigmaL, d.sigmaC, d.medH
	// dl and c2 are whole: dl > x is dl > ⌊x⌋ (the conversions floor).
	lim := C.struct_fg_limits{
		hi_l:   C.int32_t(math.Max(d.opt.BrightDelta, 8*sigmaL)),
		lo_l:   C.int32_t(math.Max(d.opt.BrightDelta/2, 4*sigmaL)),
		hi_c:   C.int32_t(math.Pow(math.Max(d.opt.ChromaDelta, 8*sigmaC), 2)),
		lo_c:   C.int32_t(math.Pow(math.Max(d.opt.ChromaDelta/3, 4*sigmaC), 2)),
		hi_h:   C.int32_t(math.Pow(math.Max(hueDelta, 8*medH/4/1.1774), 2)),
		lit_h2: litH2,
	}
	d.loL = int32(lim.lo_l)
	// Strong: black, or far from the table in lightness or colour; weak:
	// less far. Relit: the table in other light, lit up to 1.3 times more
	// (L+16 scales so) or shaded (not black), on a table of some colour
	// (chroma 8). On a grey one a white face is the table's colour too:
	// only on a dark grey one (L 140 or less), lit by 12.5% at most (a
	// dark grey cloth's lit flanks, 9% and 10% lighter, were arms hiding
	// the snake, and the stacks they touched said unread: tables check,
	// folds frames 22, 67, 78, 99, 132 and 169 of 200). Not shaded, and
	// no more: a tall W1's cream side in its own shade, on the grey
	// table of img_0006, is lit 16% more than the table; at 15% it was
	// taken out with a lit patch beside it, the stack cut short and the
	// rest of its side said a stack unread (shared scenes framed
	// otherwise). Shaded too, or lit up to 10% only, more grey cloths'
	// flanks stayed arms (TestDetectGreyClothFolds at 120 frames: 4 said
	// hidden, where 12.5% has 1).
	// It is weak, or as far from the table in L as weak asks of lighter
	// pixels (the lighter ones so far are stackOnFlank's "lit more"): a
	// fold's flank that is weak by its chroma alone, where L varies more
	// over the table, is broken by noise into pieces too small to judge
	// (see dropTableLight). Shaded only where the table is not of skin's
	// hue (below): on wood, an arm in its own shade is the wood shaded,
	// and in the shared game one so taken out left a hand unseen and a
	// turn read under it. Hue: only skin's hues (red to yellow, a and b
	// both 6 or more, b between half a and four times a): a lamp's
	// reflection on a glossy table has the lamp's hue, not the table's.
	C.fg_mark(cBytes(lab), cBytes(bg), (*C.int16_t)(&dL[0]), (*C.int32_t)(&dC2[0]), (*C.int32_t)(&dH2[0]), C.int(n), &lim,
		cBytes(strong), cBytes(weak), cBytes(relit), cBytes(hue))
	// Of another hue than the table in shade, over more than a speck (a
	// camera's colour noise): a hand on wood of nearly its colour, which
	// differs from the wood by less than the thresholds above.
	if anySet(hue) { // most frames have no such pixel to open
		gocv.MorphologyEx(d.hue, &d.hue, gocv.MorphOpen, d.kernel)
		hue, _ = d.hue.DataPtrUint8()
		for i := range setBytes(hue) {
			strong[i], weak[i] = 255, 255
		}
	}
	d.dropped = d.dropped[:0]
	d.dropTableLight(relit, strong, weak, dL, ww, wh)
	for _, e := range d.offTable {
		for i := 0; i < n; i++ {
			if e.off(float64(i%ww), float64(i/ww)) {
				strong[i], weak[i] = 0, 0
			}
		}
	}
	// Opening drops grain and specks; no closing, which would bridge the
	// narrow gaps between neighbouring scales.
	gocv.MorphologyEx(d.weak, &d.clean, gocv.MorphOpen, d.kernel)
	// Keep the weak regions that hold strong pixels.
	fitMat(&d.labels, ww, wh, gocv.MatTypeCV32S)
	lbl := int32View(&d.labels)
	out, _ := d.clean.DataPtrUint8()
	all := labelRegions(out, ww, wh, lbl, blockOrder)
	nl := len(all) + 1
	if cap(d.keep) < nl {
		d.keep = make([]bool, nl)
	}
	keep := d.keep[:nl]
	clear(keep)
	for i := range setBytes(strong) {
		keep[lbl[i]] = true
	}
	keep[0] = false
	d.regions = keptRegions(out, lbl, keep, all)
}

// keptRegions clears from out (a mask labelled in lbl by labelRegions,
// which measured its regions as all) the regions keep does not hold,
// numbers those it does from 1 again in their order, and returns them,
// measured: what ConnectedComponentsWithStats of the mask as left would
// give, without labelling the picture again. TestKeptRegions holds it to
// OpenCV's.
func keptRegions(out []uint8, lbl []int32, keep []bool, all []regionSums) []blob {
	renumber := make([]int32, len(keep))
	regions := make([]blob, 0, len(all))
	for l, k := range keep {
		if k {
			renumber[l] = int32(len(regions) + 1)
			regions = append(regions, all[l-1].blob(len(regions)+1))
		}
	}
	for i := range setBytes(out) {
		l := renumber[lbl[i]]
		lbl[i] = l
		if l == 0 {
			out[i] = 0
		}
	}
	return regions
}

// regionSums gathers a region's pixels: how many, their coordinates'
// sums and their box.
type regionSums struct{ area, sx, sy, x0, y0, x1, y1 int }

func (a *regionSums) add(x, y int) {
	if a.area == 0 {
		a.x0, a.y0, a.x1, a.y1 = x, y, x, y
	}
	a.area++
	a.sx += x
	a.sy += y
	a.x0, a.y0, a.x1, a.y1 = min(a.x0, x), min(a.y0, y), max(a.x1, x), max(a.y1, y)
}

// blob is the region labelled l, measured as ConnectedComponentsWithStats
// measures it: its box, its area and its centre (the mean of its pixels,
// cut to whole pixels).
func (a regionSums) blob(l int) blob {
	return blob{label: l, box: image.Rect(a.x0, a.y0, a.x1+1, a.y1+1), area: a.area, center: image.Pt(a.sx/a.area, a.sy/a.area)}
}

// dropTableLight takes out of the foreground (strong and weak) the regions
// of relit (pixels of the table's colour, the shade taken out as for dH2,
// lighter or darker than the table) that are the table in other light: a
// fold's flanks, a pool of light, a hand's shadow. A region is the relit
// pixels lighter than the table, or those darker, within two pixels of
// each other: where the light changes slowly, the camera's noise breaks
// a flank or a pool of light into specks, each too small to judge, and a
// stack's lit side next to its shadow is another thing than the shadow.
// An ivory face on a cream cloth is such a region too, but a scale's
// size, where the table's run off the frame or across an eighth of it
// (a quarter kept whole every pool of light smaller than that, and a
// patch of wood a little lighter than the rest). So may a hand on
// wood of its own hue, lit more than the wood, but its outline is sharp
// where light on a cloth fades: the mean step in L across the region's
// border, over how far its L is from the table's, was 0.07 to 0.29 for
// 45 of 47 folds' lit flanks in the tables check, and 0.36 to 0.91 for
// the hands of the hands check (every step counted); 0.3 parts them. The
// steps into the stacks lying in a flank (strong pixels) are sharp but
// are not the flank's, and do not count. Nor, where most of its border
// lies away from them, do the steps within three pixels of a stack: a
// stack's shadow and dark rim, which a shaded flank takes in, step
// sharply to the table there (a pale cloth's fold through the middle of
// a snake, tables check frame 6 of 300: 0.30 counting them, 0.09 and
// 0.10 without; in 60 frames of each table, the regions that the whole
// border kept measured 0.10 to 0.17, then 0.21 and more). Under 0.2 so:
// of the regions the hands checks keep by the whole border (the shared
// game's frames with a hand, a hand over the snake, a finger over a
// face), eight measured under 0.2, 0.14 to 0.18, all in the shared game
// at the frame's foot or its right edge, and taking them out changed
// no frame's reading. A region that borders such
// things half as long as it borders the rest or more is the shadows of
// stacks run together, not a fold: near the camera, seen aslant, they
// reach across a quarter of the frame, and bordered stacks 0.8 and 1.0
// times as long as the rest in two stored frames (touch-rsquare-125,
// aslant-1-001), where the folds of the tables check had 0.25 or less.
func (d *Detector) dropTableLight(relit, strong, weak []uint8, dL []int16, ww, wh int) {
	if !anySet(relit) {
		return // most frames: no labelling of an empty picture
	}
	fitMat(&d.labels, ww, wh, gocv.MatTypeCV32S)
	lbl := int32View(&d.labels)
	n := ww * wh
	// The lighter pixels labelled in lbl, the darker in relitLbl, grown
	// by a pixel so that specks two pixels apart join; the darker
	// numbered on from the lighter.
	if cap(d.relitLbl) < n {
		d.relitLbl = make([]int32, n)
	}
	fitMat(&d.near, ww, wh, gocv.MatTypeCV8UC1)
	var regions []regionSums
	lighter := 0
	for pass, into := range [2][]int32{lbl[:n], d.relitLbl[:n]} {
		near, _ := d.near.DataPtrUint8()
		rel := relit[:n]
		near, dl := near[:len(rel)], dL[:len(rel)] // no bounds checks below
		// Without a branch: dL>>15 is all ones where dL is negative.
		flip := int16(pass - 1) // all ones for the lighter, zero for the darker
		for i, r := range rel {
			near[i] = r & uint8(dl[i]>>15^flip)
		}
		gocv.Dilate(d.near, &d.near, d.kernel)
		near, _ = d.near.DataPtrUint8()
		regions = append(regions, labelRegions(near, ww, wh, into, blockOrder)...)
		if pass == 0 {
			lighter = len(regions)
		}
	}
	nl := len(regions) + 1
	wide := make([]bool, nl)
	// Only the wide regions are judged, and the pixels that border them
	// lie within span: the rest of the picture is not looked at again.
	var span image.Rectangle
	for k, r := range regions {
		if b := r.blob(k + 1).box; b.Min.X == 0 || b.Min.Y == 0 || b.Max.X == ww || b.Max.Y == wh || 8*max(b.Dx(), b.Dy()) > max(ww, wh) {
			wide[k+1] = true
			span = span.Union(b.Inset(-1))
		}
	}
	if span.Empty() {
		return
	}
	span = span.Intersect(image.Rect(0, 0, ww, wh))
	// rows yields the pixels of each of span's rows, first and end.
	rows := func(yield func(int, int) bool) {
		for y := span.Min.Y; y < span.Max.Y; y++ {
			if !yield(y*ww+span.Min.X, y*ww+span.Max.X) {
				return
			}
		}
	}
	// Each relit pixel takes its own sign's label, the pixels grown into
	// none. Outside span, lbl is left as the lighter pixels' labelling
	// left it, which holds no wide region.
	area := make([]int, nl) // of relit pixels, not the grown ones
	for first, end := range rows {
		for i := first; i < end; i++ {
			switch {
			case relit[i] == 0:
				lbl[i] = 0
			case dL[i] < 0:
				lbl[i] = d.relitLbl[i] + int32(lighter)
			}
			area[lbl[i]]++
		}
	}
	// The pixels within three of a strong one (by steps along rows and
	// columns), in near: there a stack's shadow and its dark rim, which
	// the table in other light takes in, step sharply to the table.
	near, _ := d.near.DataPtrUint8()
	near = near[:n]
	copy(near, strong[:n])
	gocv.DilateWithParams(d.near, &d.near, d.kernel, image.Pt(-1, -1), 3, gocv.BorderConstant, color.RGBA{})
	near, _ = d.near.DataPtrUint8()
	near = near[:n]
	// Per region: the sum of how far its L is from the table's, of the
	// steps in that across its border, those into strong pixels left out,
	// how many such steps; the sum and number of those steps away from
	// any strong pixel (neither pixel near); and how long its border with
	// strong pixels is.
	sum := make([][5]float64, nl)
	touch := make([]int, nl)
	for first, end := range rows {
		for i := first; i < end; i++ {
			l := lbl[i]
			if !wide[l] && i+ww < n && lbl[i+1] == l && lbl[i+ww] == l {
				// Most pixels: no wide region's, nor beside one.
				continue
			}
			if wide[l] {
				sum[l][0] += math.Abs(float64(dL[i]))
			}
			for _, j := range [2]int{i + 1, i + ww} {
				if j >= n || j == i+1 && j%ww == 0 {
					continue
				}
				lj := lbl[j]
				if lj == l || !wide[l] && !wide[lj] {
					continue
				}
				step := math.Abs(float64(dL[i]) - float64(dL[j]))
				for m, k := range [2]int32{l, lj} {
					switch other := [2]int{j, i}[m]; {
					case !wide[k]:
					case strong[other] == 0:
						sum[k][1] += step
						sum[k][2]++
						if near[i]|near[j] == 0 {
							sum[k][3] += step
							sum[k][4]++
						}
					default:
						touch[k]++
					}
				}
			}
		}
	}
	for l := 1; l < nl; l++ {
		if wide[l] {
			mean := sum[l][0] / float64(area[l])
			soft := sum[l][1] < 0.3*mean*sum[l][2] || sum[l][4] >= 0.5*sum[l][2] && sum[l][3] < 0.2*mean*sum[l][4]
			wide[l] = soft && float64(2*touch[l]) < sum[l][2]
		}
	}
	for first, end := range rows {
		for i := first; i < end; i++ {
			if wide[lbl[i]] {
				if len(d.dropped) == 0 {
					d.dropped = slices.Grow(d.dropped, n)[:n]
					clear(d.dropped)
				}
				strong[i], weak[i], d.dropped[i] = 0, 0, 255
			}
		}
	}
}

// spreadHidden marks hidden the table in other light dropTableLight took
// out that touches the region b, erased as too large for a stack, or
// lies within two pixels of it (the opening of the foreground trims its
// rim), and returns b's box with them: a hand's shadow, and the hand
// itself where the table is of its colour in other light, are the table
// in other light, but a stack under them is under the hand.
func (d *Detector) spreadHidden(b blob, ww, wh int) image.Rectangle {
	box := b.box
	if len(d.dropped) == 0 {
		return box
	}
	lbl := int32View(&d.labels)
	var queue []int
	take := func(x, y int) {
		if x < 0 || y < 0 || x >= ww || y >= wh {
			return
		}
		if j := y*ww + x; d.dropped[j] != 0 && d.hidden[j] == 0 {
			d.hidden[j] = 255
			queue = append(queue, j)
			box = box.Union(image.Rect(x, y, x+1, y+1))
		}
	}
	const reach = 2
	for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
		for x := b.box.Min.X; x < b.box.Max.X; x++ {
			if int(lbl[y*ww+x]) == b.label {
				for dy := -reach; dy <= reach; dy++ {
					for dx := -reach; dx <= reach; dx++ {
						take(x+dx, y+dy)
					}
				}
			}
		}
	}
	for len(queue) > 0 {
		i := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		x, y := i%ww, i/ww
		take(x-1, y)
		take(x+1, y)
		take(x, y-1)
		take(x, y+1)
	}
	return box
}

// perL[L] is 1/(L+41), L+16 in 0–255 units, in fixed point (perShift
// bits): a multiplication where a division per pixel would cost more
// than the rest of the pixel's work.
var perL = func() (t [256]C.int32_t) {
	for l := range t {
		t[l] = C.int32_t((1 << perShift) / (l + 41))
	}
	return t
}()

const perShift = 20

// hueDelta: a pixel whose chroma differs by this much from the table's
// at its own lightness is not the table in shade.
const hueDelta = 7

// litH2: a pixel lighter than the table whose squared chroma differs from
// the table's at its own lightness by this or less is the table lit more.
const litH2 = 36

// maxChroma2 caps the squared chroma differences counted: 128 units, far
// beyond any table's noise.
const maxChroma2 = 128 * 128

// countMedian returns the value (the index of h) of the median of the n
// values counted in h.
func countMedian[T int | int32](h []T, n int) int {
	acc := 0
	for i, c := range h {
		acc += int(c)
		if 2*acc >= n {
			return i
		}
	}
	return len(h)
}

// splitStacks separates stacks that touch at the working size (a narrow
// gap, a shadow between them): the cores of the regions, deeper inside
// than 0.6 of a scale's radius, are the stacks, and each pixel goes to the
// nearest core. It leaves the stacks in d.labels and returns them.
// Convex stacks, however oblique, have no neck, while two stacks that
// touch do. rf is a scale's radius where each pixel is; fg holds every
// region's pixels. A region erased (tooLarge) has no core: its own were
// nearest the pixels of a stack beside it that had none, which went with
// it (img_0006 seen from farther through another camera, stream 106: a
// B3 beside a region erased, lost without a word: it had no core of its
// own, its stripes open to the table at its rim). A region of a stack's
// size too thin for any core, but 0.4 of a radius thick (no rim, no
// strip), is returned as an orphan: what no core took of it, and no
// faint face since, is a stack (orphanStacks, once faintFaces has grown
// the faint faces' pieces whole), a stack only
// if read surely (a wood's seam and grain past img_0008's tail seen
// from farther, an orphan too, was a stack said unread). thick is each
// of regions' thickness.
func (d *Detector) splitStacks(rf radiusField, fg image.Rectangle, regions []blob, thick []float64) (out []blob, thin []orphan) {
	if rf.hi <= 0 {
		return nil, nil
	}
	w, h := d.clean.Cols(), d.clean.Rows()
	fitMat(&d.cores, w, h, gocv.MatTypeCV8UC1)
	// Only the regions' pixels have a distance from the regions' edge.
	fg = fg.Intersect(image.Rect(0, 0, w, h))
	reach := int(math.Ceil(1.2*rf.hi)) + 2
	var near image.Rectangle // where a core's pixels may lie
	{
		dist, _ := d.dist.DataPtrFloat32()
		cores, _ := d.cores.DataPtrUint8()
		// Read only within near, which lies within reach of fg.
		around := fg.Inset(-reach).Intersect(image.Rect(0, 0, w, h))
		for y := around.Min.Y; y < around.Max.Y; y++ {
			row := cores[y*w+around.Min.X : y*w+around.Max.X]
			for x := range row {
				row[x] = 255
			}
		}
		fill, _ := d.filled.DataPtrUint8()
		lbl := int32View(&d.labels)
		x0, y0, x1, y1 := w, h, -1, -1
		for y := fg.Min.Y; y < fg.Max.Y; y++ {
			radius := rf.onRow(y)
			for x := fg.Min.X; x < fg.Max.X; x++ {
				if i := y*w + x; dist[i] > 0 && fill[i] != 0 && dist[i] > 0.6*radius(x) {
					cores[i] = 0
					x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
				}
			}
		}
		for k, b := range regions {
			rb := rf.atPoint(b.center)
			if thick[k] > 0.6*rb || thick[k] < 0.4*rb || float64(b.area) < orphanShare*math.Pi*rb*rb {
				continue
			}
			var px []int
			for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
				for x := b.box.Min.X; x < b.box.Max.X; x++ {
					if i := y*w + x; int(lbl[i]) == b.label && fill[i] != 0 {
						px = append(px, i)
					}
				}
			}
			thin = append(thin, orphan{px, orphanShare * math.Pi * rb * rb})
		}
		if x1 >= 0 {
			near = image.Rect(x0, y0, x1+1, y1+1).Inset(-reach)
		}
	}
	// Now cores are 0 and the rest 255: label every pixel by its nearest core.
	distanceWithin(d.cores, near, &d.dist, &d.labels, &d.chamferScratch)
	dist, _ := d.dist.DataPtrFloat32()
	lbl := int32View(&d.labels)
	fill, _ := d.filled.DataPtrUint8()
	// The cores' labels run from 1 up, one per core: a slice holds their
	// sums (a map cost a lookup on every pixel).
	var stats []regionSums
	// Beyond near, distanceWithin left every label 0.
	near = near.Intersect(image.Rect(0, 0, w, h))
	for y := near.Min.Y; y < near.Max.Y; y++ {
		radius := rf.onRow(y)
		for x := near.Min.X; x < near.Max.X; x++ {
			i := y*w + x
			l := lbl[i]
			if fill[i] == 0 || l <= 0 || dist[i] > 1.2*radius(x) {
				lbl[i] = 0
				continue
			}
			if int(l) >= len(stats) {
				stats = append(stats, make([]regionSums, int(l)+1-len(stats))...)
			}
			stats[l].add(x, y)
		}
	}
	for l, a := range stats {
		if a.area < 12 {
			continue
		}
		out = append(out, a.blob(l))
	}
	return out, thin
}

// orphanShare is the least area of an orphan, in discs of the radius
// there: 0.3, as any stack's (detect). A stack farther off than those the
// radius was fitted to, seen close and aslant, is half a disc of it and
// too thin for a core (the near check, seed 5 frame 55: a W1 at the
// snake's far end, 0.5 of the fitted disc, lost without a word); it is
// read as an orphan, and kept only if read surely.
const orphanShare = 0.3

// orphan is a region of a stack's size too thin for a core (splitStacks):
// its pixels (indices at working size) and a stack's least area there.
type orphan struct {
	px      []int
	minArea float64
}

// orphanStacks makes a stack of each orphan whose pixels no stack has
// taken (a core's, or since a faint face's), enough of them for one,
// labelling them in d.labels from the largest label in use on.
func (d *Detector) orphanStacks(orphans []orphan) []blob {
	w := d.labels.Cols()
	lbl := int32View(&d.labels)
	next := int32(-1) // the largest label in use, found when first needed
	var out []blob
	for _, o := range orphans {
		px := slices.DeleteFunc(o.px, func(i int) bool { return lbl[i] > 0 })
		if float64(len(px)) < o.minArea {
			continue
		}
		newLabel(lbl, &next)
		var sums regionSums
		for _, i := range px {
			lbl[i] = next
			sums.add(i%w, i/w)
		}
		b := sums.blob(int(next))
		b.orphan = true
		out = append(out, b)
	}
	return out
}

// wholeFace reports whether reading s is of a whole face, nothing of it
// hidden: its outline as large as the frame's usual face (usual, the
// root of its area, as usualFace's) and convex. A finger over a face
// hides a mark only where it covers a fifth of the face or more, at its
// edge (a W3's outer stripe lies a fifth of the face in), leaving 0.89
// of it across, or cuts a notch into it or the face in two across its
// middle. Not less than 0.9: a face in an arm's shade reads 0.91 (POV-Ray
// seeds 1504 and 1521: B3s read right, said unread for 0.92; 200 frames
// of a synthetic finger over a face, none misread). Nor much larger:
// the box round a place read wider is no face's outline (a synthetic
// finger over a B3's stripes, read a sure B2 in a box 1.39 times the
// usual face across), but a face's may take in some of its side band
// (POV-Ray seed 211: a B3 beside a hand, 1.23 times). Nor longer than
// a face is for its width (faceAspect): an arm's edge along a face cuts
// it to a strip (POV-Ray seed 1923: a W3 cut along its third dot, read a
// sure W2 in an outline 1.72 times as long as wide; there the hand was
// not found, and this did not apply). Convex to 0.95 of its hull: at
// 0.9, four more POV-Ray frames of 517 were read whole (seeds 1928,
// 2110, 2239, 2303), but a finger's notch let three misreads through in
// 300 synthetic frames of a finger over a face, its tip 0.05 to 0.45 of
// a face in.
func wholeFace(s StackReading, usual float64) bool {
	if usual == 0 || !ownOutline(s) {
		// A reading known by its region's box has no face's outline
		// to tell by (POV-Ray seed 1938: a B3 a third under an arm,
		// read a sure B2 in its region's box, said nothing of).
		return false
	}
	a := polygonArea(s.Outline)
	return math.Sqrt(a) >= 0.9*usual && math.Sqrt(a) <= 1.3*usual && (solidity(s.Outline) >= 0.95 || openedSolidity(s.Outline, spurWidth*usual) >= 0.95) && aspect(minAreaRect(s.Outline)) <= faceAspect
}

// spurWidth is, in faces across, how thin a spur out of a face's outline
// may be and not count against its being convex (openedSolidity).
const spurWidth = 0.1

// openedSolidity is the solidity of outline once the spurs thinner than
// k pixels are cut off it (opened by a disc of diameter k): a spur hides
// nothing of a face, a notch may. Through JPEG, a face's outline takes in
// a side band's sliver or a spike of its shadow, which swell its hull
// (POV-Ray seeds 3287 and 3424 as JPEG q80: faces beside a hand, whole,
// 0.92 of their hulls, said unread where the PNG's were read).
func openedSolidity(outline []image.Point, k float64) float64 {
	if len(outline) < 3 {
		return 0
	}
	// Drawn large: in pixels as few as a small face has, the disc's
	// steps round the corners cost it a few hundredths of its hull.
	box := pointsBox(outline)
	f := max(1, int(math.Ceil(120/float64(max(1, min(box.Dx(), box.Dy()))))))
	big := make([]image.Point, len(outline))
	for i, p := range outline {
		big[i] = p.Sub(box.Min).Mul(f)
	}
	w, h := box.Dx()*f+5, box.Dy()*f+5
	m := filledPolygon(big, image.Rect(-2, -2, w-2, h-2))
	defer m.Close()
	d := int(k*float64(f)) | 1
	disc := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(d, d))
	defer disc.Close()
	gocv.MorphologyEx(m, &m, gocv.MorphOpen, disc)
	px, _ := m.DataPtrUint8()
	cs, _ := traceContours(px, w, h, false)
	best := slices.MaxFunc(append(cs, nil), func(a, b []image.Point) int { return cmp.Compare(polygonArea(a), polygonArea(b)) })
	// Cutting spurs makes no outline less convex; what the pixels' steps
	// cost it still, a hundredth, is not held against it.
	return max(solidity(best), solidity(outline))
}

// ownOutline reports whether reading s has an outline of its own, not
// its region's box (regionReading's), which tells nothing of a face's
// shape.
func ownOutline(s StackReading) bool {
	return len(s.Outline) >= 3 && !slices.Equal(s.Outline, boxOutline(s.Bounds))
}

// faceAspect is the most a whole face's outline is longer than wide: a
// hexagon's is 1.15, and seen 35° off vertical, the most the issue asks
// for, 1.41; with some of its side band 1.5 and 1.55 (POV-Ray seeds 2212
// and 2311, a W2 and a W3 read right). Of the 3689 readings of eight
// POV-Ray sets of 40 (first seeds 1700, 1800 and so on to 2280), the
// only ones longer were pieces by hands: two misread (1.72, 1.88, where
// no hand was found), a W1 an arm covers a third of (1.67, read right by
// luck), and a thumb (3.10).
const faceAspect = 1.6

// doubtLong says unread each face whose outline is twice as long as wide
// or more: no face of a scale is (faceAspect), but a thumb is, lying by
// the snake on dark wood with the hand not found, its nail's shade read a
// sure W1 (POV-Ray seed 2280). The neutral is known by its colour. An
// outline round the neutral, named apart, is a black face's dark part
// run on round the neutral's shade and sides, the neutral a hole in it:
// the length is theirs, the marks the face's own, no thumb's (a fresh
// POV-Ray scene, seed 16157: a B3 beside the neutral on crimson cloth, 2.2
// times as long as wide, said unread; seed 14490 as JPEG q80, a B2, 2.0).
func doubtLong(readings []StackReading) {
	for i := range readings {
		s := &readings[i]
		if s.Top == rules.NoScale || s.Top == rules.Neutral || !ownOutline(*s) {
			continue
		}
		ringsNeutral := func() bool {
			return slices.ContainsFunc(readings, func(o StackReading) bool {
				return o.Top == rules.Neutral && insidePolygon(s.Outline, o.Center)
			})
		}
		if a := aspect(minAreaRect(s.Outline)); a >= 2 && !ringsNeutral() {
			s.Why = fmt.Sprintf("read as %s, but its outline is %.1f times as long as wide: no scale's face", s.Top, a)
			s.Top = rules.NoScale
		}
	}
}

// cutShort and cutSolid: a face read with one or two marks whose outline
// holds under cutShort of the frame's usual face and fills under cutSolid
// of its hull (doubtCutShort). Over ten POV-Ray sets (seeds 4786 to 5198,
// 4759 faces read), of those under 0.75 of the usual face the least
// solid read right filled 0.88 of its hull (a B3, all its marks seen);
// of those under 0.85 solid the smallest read right was 0.81 of the
// usual face. A B1 in a hand's shade, a lit ragged hole beside its dot,
// 0.75 filling 0.81 (stored povray-4521), was read right too. Over 44
// sets (seeds 4691 to 5609, PNG and JPEG q80, 11808 faces read with one
// or two marks), six were under cutShort with a ragged hole like their
// marks (markRagged): the three a hand cut filled 0.82 to 0.90 of their
// hulls and were misread, the three read right 0.94 or more. rimShort:
// a face under it with a mark-lit hole at its rim (markAtRim) is cut
// short however convex, where it is its region's one face: faces edge to
// edge, cut apart, are as small, and a neighbour's mark lies at the cut
// (touch-rsquare-099.jpg: a W1 beside a W2, 0.56 of the usual face). Over the POV-Ray sets of seeds 7075 to 8409 and
// 134 harder ones, PNG and JPEG q80, it said unread no face read right.
const (
	cutShort = 0.7
	rimShort = 0.6
	cutSolid = 0.92
	cutDeep  = 0.88
)

// chordSymmetry, chordSolid and chordShare: a face read with two marks,
// convex (filling chordSolid of its hull at least), no larger
// than the usual one (under chordShare of it), whose mirror image through
// its middle covers under chordSymmetry of it (selfSymmetry), is cut along
// a straight edge (doubtChordCut). Every face a scale shows, a disc, a
// hexagon or a square, is its own mirror image through its middle, seen
// aslant too; its side band and its shadow make it larger. A finger of
// the table's colour lying across it cuts it along a chord and hides what
// lies beyond (a fresh POV-Ray scene, seed 6776: a thumb over a B3 on
// wood, its face 0.77 its own mirror image filling 0.95 of its hull, its
// third stripe under the thumb, a sure B2; seed 6130: a W3 read a sure W2
// at 0.77; seed 6605 as JPEG q80: a W3 read W2 at 0.74). Over 46 POV-Ray
// sets (seeds 5856 to 6820, PNG and JPEG q80, 13,939 faces read with one
// or two marks), the faces so cut and read right lay partly under a hand
// (0.10 to 0.34 of them hidden), luck, but for one whole W1 at 0.80, the
// shade of a finger over its side taken for the table (seed 6693). Over
// the 50 sets before them (seeds 4691 to 5855), six whole faces were so
// lopsided (0.74 to 0.80), five in frames with no hand (a white face on
// white cloth, its outline taking in part of its side, seed 5376). What
// cuts a face so is a hand: asked only where one is found. And of two
// marks: of the faces so lopsided, the five misread were read with two
// (the three above, seed 6776 as PNG too, 6130 as JPEG), and of the ten
// read right one was; faces read with one mark, its shade's edge cut
// across their side, were read right where a hand was (seeds 6693 and
// 5302 as JPEG, stored povray-2909: a W1 by an arm, 0.68).
//
// bareChordSymmetry and bareChordSolid: so where no hand was found, far
// more lopsided. A hand of the table's colour may go unfound and cut a
// face all the same (a fresh POV-Ray scene, seed 9126: a finger of the
// wood's colour across a W3 seen close, its face 0.66 its own mirror
// image filling 0.93 of its hull, its third dot under the finger: a sure
// W2, the frame said nothing). Over the counted POV-Ray folders (4,368
// frames: seeds 7075 to 9164 and 134 harder ones from 5000 to 7073, PNG
// and JPEG q80), the whole faces read with two marks in frames with no
// hand found were 0.71 their own mirror image at the least (seed 7771, a
// B2 on a tall stack); under 0.68 lay only faces partly under a hand
// (seeds 8071 and 8945, read right, 0.62 to 0.64; 9126).
const (
	bareChordSymmetry = 0.68
	bareChordSolid    = 0.9
)

const (
	chordSymmetry = 0.8
	chordSolid    = 0.93
	chordShare    = 1.05
)

// doubtCutShort says unread each face read with one or two marks that is
// smaller than the frame's usual one, dented, and holds a ragged hole as
// like a mark as its marks (markRagged): a face cut short by something
// the foreground took for the table, a mark cut with it, a piece of it
// left (a fresh POV-Ray scene, seed 5164: a forearm close to the camera,
// in shade, of the wood's colour, over a B3 with dots, its face 0.61 of
// the usual one filling 0.82 of its hull, a dot and a piece of another
// seen: a sure B1; seed 5595: a W2 under fingers of the wood's colour,
// 0.60 of the usual face filling 0.90 of its hull, its second dot run
// into the dark under a finger: a sure W1). Not a face whose shaded side
// the table took, as small and dented, with no such piece (img_0005
// through other cameras: a W1 of 0.58 filling 0.73, a W2 of 0.62
// filling 0.81, read right). Or, dented deeper (under cutDeep), whose
// mark ran on into what cut it, trimmed off: the mark is cut open there
// (a fresh POV-Ray scene, seed 6520: a B3 under an arm of the wood's
// shade, the table's estimate taking the arm in, its face 0.52 of the
// usual one filling 0.82 of its hull, its second stripe run into the
// arm, the third under it: a sure B2). Or whose hole at the rim, left out
// as a notch, is lit nearly as its marks (markAtRim): a mark cut with the
// face (a fresh POV-Ray scene, seed 7759: a dark palm of the wood's colour
// over a B2, not in the hand's region, its face 0.54 of the usual one
// filling 0.89 of its hull, its first dot cut at the rim, 0.71 of the
// other's peak: a sure B1). Or, with such a hole, far smaller still
// (under rimShort), however convex: an arm the table's estimate took cuts
// a face along its straight edge (a fresh POV-Ray scene, seed 8295: a W3
// under a forearm, 0.52 of the usual face filling 0.92 of its hull, its
// second stripe cut at the rim, the third under the arm: a sure W1, the
// frame said nothing of a hand). Three marks are all a face holds.
func doubtCutShort(readings []StackReading) {
	usual := usualFace([][]StackReading{readings})
	for i := range readings {
		s := &readings[i]
		if s.Top == rules.NoScale || s.Top == rules.Neutral || s.Marks >= 3 || !ownOutline(*s) || usual == 0 {
			continue
		}
		share, solid := polygonArea(s.Outline)/(usual*usual), solidity(s.Outline)
		if share < cutShort && solid < cutSolid && (s.markRagged || s.markAtRim || s.markTrimmed && solid < cutDeep) || share < rimShort && s.markAtRim && !s.piece {
			s.Why = fmt.Sprintf("read as %s, but its face is %.2f of the usual one and dented (%.2f of its hull): cut short, a mark may be cut off", s.Top, share, solid)
			s.Top = rules.NoScale
		}
	}
}

// doubtChordCut says unread each face read with two marks that is convex,
// no larger than the usual one, and lopsided: cut along a straight edge
// (chordSymmetry where a hand was found; bareChordSymmetry where none
// was).
func doubtChordCut(readings []StackReading, hand bool) {
	usual := usualFace([][]StackReading{readings})
	if usual == 0 {
		return
	}
	most, least := chordSymmetry, chordSolid
	if !hand {
		most, least = bareChordSymmetry, bareChordSolid
	}
	for i := range readings {
		s := &readings[i]
		if s.Top == rules.NoScale || s.Marks != 2 || !ownOutline(*s) {
			continue
		}
		if polygonArea(s.Outline)/(usual*usual) >= chordShare || solidity(s.Outline) < least {
			continue
		}
		if sym := selfSymmetry(s.Outline); sym < most {
			s.Why = fmt.Sprintf("read as %s, but its face is lopsided (%.2f of it its own mirror image through its middle): cut straight by something over it, a mark may be under it", s.Top, sym)
			s.Top = rules.NoScale
		}
	}
}

// The kinds of a hand's region's pixels (Detector.handKind).
const (
	handGold = 1
	handSkin = 2
)

// stacksBesideHand cuts out of region b, too large for a stack (a hand
// or an arm, r a scale's radius at working size), the stacks run into it
// that it does not cover: a scale's face beside a finger, or below the
// arm, joined to it by the hand's shadow or by touching it in the
// picture, is lost with it otherwise (POV-Ray scenes, seeds 211, 213
// and 230: a W1 beside a thumb, a B3 under fingertips and a B1 beyond an
// arm, none under it, said hidden). A face is black or white, grey or
// yellowish in a lamp's light, where skin is of its own hue: the pixels
// of a white face's chroma at most (whiteChroma), not skin, much darker
// or lighter than the table, in one compact piece a face's size that
// holds both (a face and its marks). Skin is of skin's hue, within
// skinHueReach of the hand's own, and of at least 0.7 of the hand's own
// chroma for its lightness (skinShade): a white face in a warm light on
// wood of skin's hue is of that hue too, but greyer (POV-Ray seed 1623:
// a W3 at chroma 19 and lightness 218 beside an arm at 32 and 143, lost
// with it; a fresh POV-Ray scene, seed 5406 as JPEG q80: a W2 touching
// a palm, 0.66 of the palm's chroma for its lightness, lost with it at
// 0.6). Fingertips and palms are 0.8 of their hand's at least (see
// notHands). A dark mark of skin's hue is no skin either: red on a white
// face. A shadow has no light marks; a white sleeve or cuff is larger
// than a face. Each piece is labelled a region of its own, which erase
// leaves, and so splitStacks finds its core as any stack's. It returns
// the hand's tint too (skinShade's; zero if no pixel is of skin's hue).
func (d *Detector) stacksBesideHand(b blob, r float64) (moved, pieces int, hand skinTint) {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	lbl := int32View(&d.labels)
	w := d.labels.Cols()
	bw, bh := b.box.Dx(), b.box.Dy()
	// inRegion reports whether place k of the box's window is still the
	// region's, not cut out of it as a stack.
	inRegion := func(k int) bool { return int(lbl[(b.box.Min.Y+k/bw)*w+b.box.Min.X+k%bw]) == b.label }
	mp := make([]uint8, bw*bh)
	kind := make([]pixelKind, bw*bh)
	var gold []uint8
	hand = d.skinShade(b)
	table := d.table.lab()
	if n := len(lbl); len(d.handKind) == 0 {
		// Its skin and gold, for faintFaces.
		d.handKind = slices.Grow(d.handKind, n)[:n]
		clear(d.handKind)
	}
	if debugFaces {
		fmt.Fprintf(os.Stderr, "region %v: skin's chroma %.2f of its lightness, its hue %.0f\n", b.center, hand.shade, hand.hue)
	}
	for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
		for x := b.box.Min.X; x < b.box.Max.X; x++ {
			i := y*w + x
			if int(lbl[i]) != b.label {
				continue
			}
			l, t := float64(lab[3*i]), float64(bg[3*i])
			a, bb := int(lab[3*i+1])-128, int(lab[3*i+2])-128
			chroma := math.Hypot(float64(a), float64(bb))
			k := (y-b.box.Min.Y)*bw + x - b.box.Min.X
			// A dark mark of skin's hue is no skin: far darker than the
			// table, or darker and half as coloured again as the hand
			// for its lightness (red stripes at 80 on a table of 130,
			// 0.63 of their lightness to the hand's 0.32: POV-Ray seed
			// 1804, a W2 beside fingers whose stripes passed for
			// fingertips, and so no marks of it).
			printed := chroma >= whiteChroma && (l < d.opt.DarkRatio*t || l < 0.75*t && chroma > 1.5*hand.shade*l)
			if hand.holds(a, bb, chroma, l) && !printed {
				kind[k], d.handKind[i] = kindSkin, handSkin
				continue
			}
			if chroma >= goldChroma && goldHue(float64(a), float64(bb)) {
				if gold == nil {
					gold = make([]uint8, bw*bh)
				}
				gold[k], kind[k], d.handKind[i] = 255, kindGold, handGold
				continue
			}
			if chroma >= whiteChroma {
				continue
			}
			switch {
			case l < d.opt.DarkRatio*t:
				mp[k], kind[k] = 255, kindDark
			case l > t+d.opt.BrightDelta || l >= 0.85*t && greyOnTable(chroma, bg[3*i+1:3*i+3]):
				mp[k], kind[k] = 255, kindLight
			default:
				kind[k] = kindGrey
			}
		}
	}
	// The shade an arm casts, where a hand's skin shows.
	if hand.shade > 0 {
		lightInShade(lab, kind, mp, b.box, w)
		blackLitGrey(lab, bg, kind, mp, b.box, w)
	}
	disc := math.Pi * r * r
	next := int32(-1)
	// What no dark piece's mark is: the hand's skin, a fingertip over it.
	skinOnly := func(k int) bool { return kind[k] == kindSkin }
	notMark := skinOnly
	holesOnly := false // a piece is cut only with marks enclosed in it
	wholeOnly := false // a piece is cut only where its own pixels are a face's size
	// cut labels the pieces of mask (a part of mp) and cuts each a face's
	// size and shape out of the region with its marks; it returns the
	// pieces too large for one face (nil if none).
	cut := func(mask []uint8) []uint8 {
		cv := make([]int32, bw*bh)
		parts := labelRegions(mask, bw, bh, cv, blockOrder)
		dark, light := make([]int, len(parts)+1), make([]int, len(parts)+1)
		shaded := make([]int, len(parts)+1) // light in shade (lightInShade)
		lit := make([]int, len(parts)+1)    // black lit grey
		for k, c := range cv {
			switch {
			case c == 0:
			case kind[k] == kindDark:
				dark[c]++
			case kind[k] == kindLitBlack:
				lit[c]++
				dark[c]++
			case kind[k] == kindShadedLight:
				shaded[c]++
				light[c]++
			default:
				light[c]++
			}
		}
		// A hole of skin's hue is a fingertip over the face, not its
		// marks, in a dark piece: a hand's own shade closes round its
		// skin. A white face's holes are its marks, of any hue: a
		// finger reaching in cuts its rim, where a mark of skin's hue
		// as dark as the table is enclosed (POV-Ray seed 3236, fresh:
		// a W3's red stripes on a red laminate beside a hand, taken for
		// skin, left its face cut in four strips, too thin to read).
		holes, owner := enclosedHoles(cv, mask, bw, bh, len(parts), 0.3*disc, notMark)
		var marks []int // of every hue, found once a light piece asks
		var markOwner []int32
		var large []uint8
		// toLarge adds piece id to large, for its core to be cut.
		toLarge := func(id int32) {
			if large == nil {
				large = make([]uint8, bw*bh)
			}
			for k, c := range cv {
				if c == id {
					large[k] = 255
				}
			}
		}
		for p, sums := range parts {
			id := int32(p + 1)
			pb := sums.blob(p + 1)
			holeOwner := owner
			if light[id] >= 4*dark[id] && !holesOnly {
				if marks == nil {
					marks, markOwner = enclosedHoles(cv, mask, bw, bh, len(parts), 0.3*disc, func(int) bool { return false })
				}
				holes[id], holeOwner = marks[id], markOwner
			}
			if debugFaces && float64(pb.area) > 0.3*disc {
				fmt.Fprintf(os.Stderr, "region %v: a part of a scale's colours at %v, %.2f discs, %dx%d, dark %d light %d holes %d (r %.1f)\n", b.center, pb.center.Add(b.box.Min), float64(pb.area)/disc, pb.box.Dx(), pb.box.Dy(), dark[id], light[id], holes[id], r)
			}
			if float64(pb.area) > 2.5*disc || float64(max(pb.box.Dx(), pb.box.Dy())) > 3.5*r {
				if float64(pb.area) > 2.5*disc && nearFace(pb.area, holes[id], pb.box) {
					// Far larger than the radius's disc: a stack seen
					// close, the radius a finger's (see find).
					d.closeFaces = append(d.closeFaces, math.Sqrt(float64(pb.area+holes[id])/math.Pi))
				}
				toLarge(id)
				continue
			}
			// A face is as large, and fills its box, with its marks: a
			// B2 rounded square lying at 45 degrees, its stripes holes
			// in it, filled 0.49 of its upright box without them, 0.59
			// with (POV-Ray seed 2137, by a hand's fingers, lost with
			// it); a B1 at a thumb's tip was 0.58 of a disc without its
			// dot, 0.63 with (seed 2110). Its least box, not the
			// frame's upright one: a B3 small and aslant with its side
			// band filled 0.498 of that (POV-Ray seed 3355 as JPEG q80,
			// beside an arm, lost with it).
			rr, pts := pieceRect(cv, id, pb.box, bw, pb.area)
			// A black face's gold marks run to its rim are no holes in
			// it, but its own all the same: within its hull, they are
			// its face and its marks (a fresh POV-Ray scene, seed
			// 11476: a B3 hexagon by a hand's fingers on brown wood,
			// its dark part 0.58 of the disc, 0.82 with its stripes;
			// lost with the hand).
			var golden []uint8 // its hull, where gold lies in it
			goldArea := 0
			if gold != nil && dark[id] >= 4*light[id] {
				golden, goldArea = goldInHull(pts, gold, bw, bh)
			}
			area := pb.area + goldArea
			face := float64(area + holes[id])
			if face < 0.6*disc {
				if face >= farFace && nearFace(area, holes[id], pb.box) {
					d.farFaces = append(d.farFaces, math.Sqrt(face/math.Pi))
				}
				continue
			}
			long, short := max(rr.Width, rr.Height), min(rr.Width, rr.Height)
			// A white face with marks too small to see here, or of
			// skin's hue (red dots), is a light disc alone: whole, a
			// scale's size, as wide as long and filling its box as a
			// disc, a hexagon (0.75) or a square does (POV-Ray seed
			// 2110: a W1 by a palm, its red dot a pixel, lost with the
			// hand). A sleeve is larger, a nail smaller, skin's sheen
			// ragged. A square face lying at 30 degrees fills 0.54 of
			// its upright box (POV-Ray seed 3276 as JPEG q80: the
			// neutral beside an arm, 0.66 of it, lost with the hand).
			// As small as a face with marks may be: a hexagon aslant is
			// 0.7 of the disc (a fresh POV-Ray scene, seed 6777: the
			// neutral beside a fingertip, the faces round it 0.62 to
			// 0.70 of the disc, lost with the hand).
			// Its mark of skin's hue, taken for skin, may notch it from
			// its rim: then its hull is the face (a fresh POV-Ray scene,
			// seed 6904: a W1 by a forearm on grey felt, its red stripe
			// run to the rim, 0.58 of its box and 0.72 of its hull,
			// which fills 0.81 of the box; lost with the hand); a W2's
			// two wide stripes so taken leave 0.58 of it (seed 7321,
			// by a forearm on red felt). So may a black face's marks,
			// gold run to its rim (seed 7344: a B3 by a wrist on pink
			// cloth, its dark part 0.48 of its box). Its hull, not its
			// pixels, then fills its box as a face does. Skin's
			// sheen is ragged in its hull too. The face is cut out with
			// its hull's pixels but skin: a finger notching a face
			// stays the hand's, for the doubts a hand's touch raises
			// (the finger check, frame 1: a W2 whose dot a finger hid,
			// cut out with the finger, read a sure W1). Its marks too
			// few pixels to count as marks (below) leave it plain (a
			// fresh POV-Ray scene, seed 6910: a W1 by a thumb on violet
			// felt, its dot two dark pixels at working size, lost with
			// the hand).
			fill := boxFill(float64(pb.area), rr)
			if wholeOnly {
				// Its gold in its hull still counts as its marks, but
				// only its own pixels are cut, and only a face's size.
				if float64(pb.area) < 0.6*disc {
					continue
				}
				golden = nil
			}
			sized := float64(area) >= 0.6*disc && float64(area) <= 1.3*disc && aspect(rr) <= 1.25
			plain := plainPiece(pb.area, light[id], lit[id], r)
			// A face by its shape alone, its marks unseen or not asked.
			plainDisc := sized && plain && fill >= 0.7
			notched := golden // the hull, where the face is it
			if sized && fill < 0.7 && (plain || dark[id] >= 4*light[id]) {
				hull, hullArea := pixelHull(pts)
				plainDisc = boxFill(hullArea, rr) >= 0.7 && float64(pb.area) >= 0.55*hullArea
				if plainDisc {
					notched = polygonMask(hull, image.Rect(0, 0, bw, bh))
					face = max(face, hullArea)
				}
			}
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region %v: piece at %v: %d px, aspect %.2f, fill %.2f, notched %v, plain %v\n", b.center, pb.center.Add(b.box.Min), pb.area, aspect(rr), fill, notched != nil, plainDisc)
			}
			ragged := float64(short) < 1.2*r || face < 0.5*float64(long*short)
			if ragged && light[id] >= 4*dark[id] && float64(holes[id]) >= 0.03*r*r {
				// A white face with its marks, run by a neck into a
				// strip of the table lit lighter than its estimate
				// between it and the fingers, too ragged for a face
				// and too small to be opened as a large piece: its
				// core is cut out as a large piece's is (a fresh
				// POV-Ray scene, seed 7112 as JPEG q80: a W1 by a
				// finger's tip, 0.86 discs, 1.47 times as long as
				// wide, 0.43 of its box; lost with the hand).
				toLarge(id)
				continue
			}
			marked := float64(max(min(dark[id]-lit[id], light[id]-shaded[id]), holes[id], goldArea)) >= 0.03*r*r
			if !marked && sized && fill >= 0.7 && dark[id]-lit[id] >= 4*light[id] {
				// A black face's mark lit as a white face in shade is
				// (lightInShade), which alone is no sign of a face: but
				// enclosed by its own black, in a disc of a face's size,
				// it is a mark (a POV-Ray scene, seed 5131: a B1 beside
				// a palm, its dot 6 pixels at working size, 4 of them so
				// lit; lost with the hand).
				marked = float64(blackEncloses(cv, id, kind, bw, bh, 0.3*disc, notMark)) >= 0.03*r*r
			}
			if ragged || !marked && !plainDisc || holesOnly && float64(holes[id]) < 0.03*r*r {
				if debugFaces {
					fmt.Fprintf(os.Stderr, "region %v: piece at %v not cut: ragged %v marked %v (dark %d lit %d light %d shaded %d holes %d)\n", b.center, pb.center.Add(b.box.Min), ragged, marked, dark[id], lit[id], light[id], shaded[id], holes[id])
				}
				continue
			}
			newLabel(lbl, &next)
			pieces++
			for k, c := range cv {
				// With its marks, if of the region.
				// Notched, with its hull's pixels of the region but
				// skin: its face past the notch.
				if i := (b.box.Min.Y+k/bw)*w + b.box.Min.X + k%bw; c == id || (holeOwner[k] == id || notched != nil && notched[k] != 0 && kind[k] != kindSkin) && int(lbl[i]) == b.label {
					lbl[i] = next
					moved++
				}
			}
			if !plainDisc {
				d.markCut = append(d.markCut, pb.box.Add(b.box.Min))
			}
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region %v: a stack beside the hand at %v, area %d\n", b.center, pb.center.Add(b.box.Min), pb.area)
			}
		}
		return large
	}
	// cutCores cuts mask, and the face-sized cores of what is too large
	// for one face.
	cutCores := func(mask []uint8) {
		if large := cut(mask); large != nil {
			if core := faceCores(large, bw, bh, r, false); core != nil {
				cut(core)
			}
		}
	}
	// A face that touches the hand's shade, or a face of the other
	// colour, runs into one piece with it: there each colour is cut
	// apart, the other's pixels in a face its marks (POV-Ray seed 1429:
	// a W3 beside the shade of a hand's fingers, 15 faces of dark and
	// light together, lost with the arm).
	// The neutral: a gold disc alone, not of this hand's skin (POV-Ray
	// seed 2303: the neutral between two white faces an arm's shade
	// touched, hue 82 to the arm's 54, lost with it without a word).
	goldLeft := false // gold, with no face cut from it
	if gold != nil {
		// And a face of gold's hue run into the lit rim of a finger
		// beside it (POV-Ray seed 3150: a W1 cream in warm light, 1.27
		// discs and 5.3 radii long with the rim, lost with the hand).
		before := pieces
		cutCores(gold)
		goldLeft = pieces == before
	}
	if !anySet(mp) {
		return
	}
	if large := cut(mp); large != nil {
		for _, want := range []pixelKind{kindDark, kindLight} {
			one := make([]uint8, bw*bh)
			for k, m := range large {
				if m != 0 && (kind[k] == want || want == kindLight && kind[k] == kindShadedLight || want == kindDark && kind[k] == kindLitBlack) {
					one[k] = 255
				}
			}
			more := cut(one)
			switch {
			case more == nil:
			case want == kindDark:
				before := pieces
				if black := blackWithin(more, lab, b.box, w); black != nil {
					cut(black)
				}
				// Not far darker: a black face on a dark table in the
				// arm's shadow, the shadow's band along the arm joined
				// to it; opened away, the face's core is left as a
				// white face's is (a fresh POV-Ray scene, seed 10254: a
				// B2 on four in a palm's shadow on dark purple felt,
				// lost with the hand).
				if pieces == before {
					if core := faceCores(more, bw, bh, r, true); core != nil {
						cut(core)
					}
				}
				if pieces == before {
					if grey := greyWithin(more, lab, b.box, w); grey != nil {
						cutCores(grey)
					}
				}
			default:
				before := pieces
				if core := faceCores(more, bw, bh, r, false); core != nil {
					cut(core)
				}
				// A band of the plain table, lighter than its estimate
				// under the hand's region, which the hand pulled dark,
				// may join a white face beside the arm into one piece,
				// too wide to open (POV-Ray seed 4905: a W2 by a forearm
				// on pale green felt, the felt at 170 on an estimate of
				// 151, one light piece of 6.7 discs, lost with the arm).
				// Of the frame's table colour, where its estimate is
				// off, such pixels are no face. Also where cores were
				// cut already, of what is still the region's: a core of
				// the arm's lit skin may be, and not the face (a fresh
				// POV-Ray scene, seed 17533: a W2 beside a forearm on
				// pink cloth, in a light piece of 3.4 discs with such a
				// band, lost with the arm). A white face in an arm's
				// shade on grey cloth is of the table's colour too
				// (seed 3392): its core, cut before, is no longer the
				// region's.
				if off := d.lessTable(more, b.box, table, true); off != nil {
					if pieces != before {
						for k := range off {
							if !inRegion(k) {
								off[k] = 0
							}
						}
					}
					if debugFaces {
						fmt.Fprintf(os.Stderr, "region %v: less the table, after %d pieces\n", b.center, pieces-before)
					}
					cutCores(off)
				}
				// Or the table in the fingers' shade, not of the
				// frame's table colour, with a white face far lighter
				// (whiteWithin).
				if pieces == before {
					if white := whiteWithin(more, lab, b.box, w); white != nil {
						cutCores(white)
					}
				}
			}
		}
	}
	// A table of gold's hue, lit lighter than its estimate beside the
	// arm, is gold here too, and a white face tinted by it straddles
	// gold and light: the band of table joins the face's gold into one
	// piece too large for a face, with no face's core, and its light
	// alone is too little for one. Of what is left, the face's gold and
	// light together, less the frame's table colour (a fresh POV-Ray
	// scene, seed 11500: a W3 beside a forearm on olive laminate, a -8
	// and b 27 on the table's -15 and 55, in a gold piece of 5.2 discs;
	// lost with the arm). Last, as faces found in light alone are
	// cut without the gold round them, which may touch the hand.
	if goldLeft && goldColour(d.table.a, d.table.b) {
		tinted := make([]uint8, bw*bh)
		for k, c := range kind {
			if (c == kindGold || c == kindLight) && inRegion(k) {
				tinted[k] = 255
			}
		}
		if off := d.lessTable(tinted, b.box, table, false); off != nil {
			cutCores(off)
		}
	}
	// Last, a black face lit grey on a grey table (blackLitGrey asks a
	// coloured one), no darker than DarkRatio of it but below
	// dimBlackRatio of it, touching the arm: a face only with marks
	// lighter than the table, which a gap in the hand's shade is not (a
	// fresh POV-Ray scene, seed 6501: a B1 at 0.65 of a mauve-grey cloth
	// of chroma 5, its red stripe 231, lost with the arm it touched).
	if dim := d.dimBlack(kind, b); dim != nil {
		notMark = func(k int) bool {
			i := 3 * ((b.box.Min.Y+k/bw)*w + b.box.Min.X + k%bw)
			return kind[k] == kindSkin || float64(lab[i]) < float64(bg[i])+d.opt.BrightDelta
		}
		cut(dim)
		// A black face lit unevenly, one side dark and the other lit
		// grey, is a face of the two together, neither alone a face's
		// size (a fresh POV-Ray scene, seed 10580: a B2 of 6.6 pixels'
		// radius at working size on lilac cloth, clear of a forearm, its
		// dark half 0.41 of a disc and its grey half 0.40; lost with
		// the arm). Its marks are any hole in it but skin: lit grey,
		// its face is no longer far darker than the table, nor its
		// pale dots far lighter. Only where its own pixels are a
		// face's size, and with no gold taken in from its hull: a
		// black face a hand half covers, its gold stripe added to its
		// visible piece, was read a sure B1 where a B2 lay
		// (povray-1020.jpg), and a sliver of dark with a gold mark
		// beside it was cut as a face (povray-2228.jpg).
		if black := blackOf(kind, inRegion); black != nil {
			notMark = skinOnly
			wholeOnly = true
			cut(black)
			wholeOnly = false
		}
	}
	// Where nothing was cut, the "skin" lighter than the table may be
	// white faces: in warm light on a red cloth, cream faces are of
	// skin's hue and shade, and two seen close, run together, are too
	// large for a stack (a fresh POV-Ray scene, seed 10627: a W3 on
	// three touching a W1, both said hidden where no hand is). Read as
	// light pixels, only a piece of a face's size with its marks
	// enclosed in it is cut, not a plain one: a palm's lit patch is a
	// plain piece of a face's size (POV-Ray seed 233).
	if pieces == 0 {
		pale := make([]uint8, bw*bh)
		for k, c := range kind {
			i := (b.box.Min.Y+k/bw)*w + b.box.Min.X + k%bw
			if c == kindSkin && float64(lab[3*i]) > float64(bg[3*i])+d.opt.BrightDelta {
				pale[k], kind[k] = 255, kindLight
			}
		}
		if anySet(pale) {
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region %v: nothing cut; its skin lighter than the table read as light\n", b.center)
			}
			// Marks are dark, or printed in colour (no kind): what the
			// hand encloses of any other kind is no mark.
			notMark = func(k int) bool { return kind[k] != kindDark && kind[k] != kindLitBlack && kind[k] != 0 }
			holesOnly = true
			cutCores(pale)
		}
	}
	return
}

// plainPiece reports whether a piece beside a hand, of area pixels,
// light of them lighter than the table and lit of them a black face lit
// grey (kindLitBlack), is plain, a face whose marks are not seen: all
// but plainDark of it light, or a black face lit grey, its rim darker
// than the table and the rest lighter, its stripe lighter still and no
// hole in it (a fresh POV-Ray scene, seed 11328: a B1 at L 151 on blue
// felt at 102, in a forearm's box, lost with it). r is a scale's radius.
func plainPiece(area, light, lit int, r float64) bool {
	return float64(area-light-lit) < max(0.03*r*r, plainDark*float64(area))
}

// plainDark is the share of a light piece beside a hand that may be dark
// and the piece still a plain face (stacksBesideHand): a white face's
// rim and the blurred edges of marks of skin's hue, which go with the
// hand, are dark at working size (a fresh POV-Ray scene, seed 7321: a W2
// beside a forearm on red felt, its red stripes taken for skin, 18 of
// its 201 pixels dark, lost with the arm).
const plainDark = 0.1

// dimBlackRatio is how light, of the table under it, a black face lit
// grey beside a hand may be at the most.
const dimBlackRatio = 0.75

// dimBlack returns, in a window of b's box, its grey pixels (kindGrey,
// which it makes kindLitBlack) still of b and darker than dimBlackRatio of
// the table under them; nil if none.
func (d *Detector) dimBlack(kind []pixelKind, b blob) []uint8 {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	lbl := int32View(&d.labels)
	w, bw := d.labels.Cols(), b.box.Dx()
	var out []uint8
	for k, c := range kind {
		i := (b.box.Min.Y+k/bw)*w + b.box.Min.X + k%bw
		if c != kindGrey || int(lbl[i]) != b.label || float64(lab[3*i]) >= dimBlackRatio*float64(bg[3*i]) {
			continue
		}
		if out == nil {
			out = make([]uint8, len(kind))
		}
		out[k], kind[k] = 255, kindLitBlack
	}
	return out
}

// blackOf returns, of kinds (a window of a region's box), its pixels of
// a black face, dark or lit grey (kindDark, kindLitBlack), that are
// still the region's (inRegion); nil if none.
func blackOf(kind []pixelKind, inRegion func(k int) bool) []uint8 {
	var out []uint8
	for k, c := range kind {
		if c != kindDark && c != kindLitBlack || !inRegion(k) {
			continue
		}
		if out == nil {
			out = make([]uint8, len(kind))
		}
		out[k] = 255
	}
	return out
}

// lessTable returns mask (a window of box, working pixels) less its
// pixels of the frame's table colour (table, Lab): all of them, or, if
// offEstimate, those where the table's estimate under them is not of
// that colour (see stacksBesideHand); nil if none is.
func (d *Detector) lessTable(mask []uint8, box image.Rectangle, table [3]float64, offEstimate bool) []uint8 {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	w, bw := d.labels.Cols(), box.Dx()
	var out []uint8
	for k, m := range mask {
		if m == 0 {
			continue
		}
		i := (box.Min.Y+k/bw)*w + box.Min.X + k%bw
		if plainPixel(labAt(lab, i), table) && (!offEstimate || !plainPixel(labAt(bg, i), table)) {
			if out == nil {
				out = slices.Clone(mask)
			}
			out[k] = 0
		}
	}
	return out
}

// markedFace reports whether core (places in a bw-wide window), cut from
// a piece opened out of a larger one (openLarge), is a whole face of a
// disc of radius r with marks: 0.85 of the disc, and holes of the piece
// id (owner, enclosedHoles') of 0.03 r² in it.
func markedFace(core []image.Point, owner []int32, id int32, bw int, r float64) bool {
	if float64(len(core)) < 0.85*math.Pi*r*r {
		return false
	}
	marks := 0
	for _, q := range core {
		if owner[q.Y*bw+q.X] == id {
			marks++
		}
	}
	return float64(marks) >= 0.03*r*r
}

// openLarge returns mask (bw×bh) with each of its pieces larger than
// most pixels opened by a disc of diameter k, its holes (a face's marks,
// holes up to hole pixels) filled for the opening and left out again,
// and the other pieces as they are; and where those pieces and their
// holes were (nil if none was so large).
func openLarge(mask []uint8, bw, bh int, most, hole, k float64) ([]uint8, []bool) {
	cv := make([]int32, bw*bh)
	parts := labelRegions(mask, bw, bh, cv, blockOrder)
	large := func(c int32) bool { return c > 0 && float64(parts[c-1].area) > most }
	if !slices.ContainsFunc(parts, func(p regionSums) bool { return float64(p.area) > most }) {
		return mask, nil
	}
	_, owner := enclosedHoles(cv, mask, bw, bh, len(parts), hole, func(int) bool { return false })
	m := gocv.NewMatWithSize(bh, bw, gocv.MatTypeCV8UC1)
	defer m.Close()
	mp, _ := m.DataPtrUint8()
	was := make([]bool, bw*bh)
	for i, c := range cv {
		if large(c) || large(owner[i]) {
			mp[i], was[i] = 255, true
		}
	}
	disc := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(int(k)|1, int(k)|1))
	defer disc.Close()
	gocv.MorphologyEx(m, &m, gocv.MorphOpen, disc)
	out := slices.Clone(mask)
	for i, c := range cv {
		if large(c) {
			out[i] = mp[i]
		}
	}
	return out, was
}

// faceCores returns, of each piece of mask (bw×bh) no larger than a
// stack's region (2.5 discs of radius r), its faceCore with the holes it
// encloses taken in, less those holes: a face run into a thin strip
// beside it of its own kind of pixel, too long for a face, is the disc
// round its middle. A white face in an arm's shade is light against the
// shade, and so is a strip of the lit table that the shade's edge and a
// finger's part from the rest (POV-Ray seed 3392: a W3 with such a tail
// under a wrist's shadow, 1.33 discs and 4.5 radii long, lost with the
// arm); a cream face in warm light is of gold's hue, and so is a
// finger's lit rim (seed 3150: a W1 by the fingers, 1.27 discs and 5.3
// radii long). Its marks are taken in first, as a face's stripes leave
// no depth between them. Nil where no piece has a core. wider opens a
// black face's pieces further (below).
func faceCores(mask []uint8, bw, bh int, r float64, wider bool) []uint8 {
	disc := math.Pi * r * r
	// A face joined to a strip beside it, thinner than a radius, into a
	// piece too large for a stack: the strip, opened away, parts them
	// (POV-Ray seed 3792: a W3 below a forearm, joined by the arm's light
	// lower edge into a piece of 2.9 discs, lost with the arm; opened by
	// half a radius, still 2.8).
	// Only a whole face with marks: what the opening leaves of a pale
	// hand is smaller, and plain but for creases (POV-Ray seed 3704: of a
	// wrist and palm of 5.1 discs, 0.72 of a disc left, taken for the
	// neutral; the W3 above, 1.02 with its dots).
	mask, opened := openLarge(mask, bw, bh, 2.5*disc, 0.3*disc, r)
	// Wider, for a black face: a band as thick as a radius or more, the
	// shadow along an arm, survives that, and is opened again by 1.7
	// radii, which a face two radii across survives (a fresh POV-Ray
	// scene, seed 10225: a B1 on dark felt in a forearm's shadow, joined
	// to the band into 18 discs, lost with the arm). Not a white face:
	// so opened, a W3 54% under a forearm was cut out of it as a sure W2
	// (POV-Ray seed 2105), where a black face's dark part under a hand
	// runs into the hand's shade and is not cut out.
	if wider {
		if again, more := openLarge(mask, bw, bh, 2.5*disc, 0.3*disc, 1.7*r); more != nil {
			mask = again
			if opened == nil {
				opened = more
			}
		}
	}
	cv := make([]int32, bw*bh)
	parts := labelRegions(mask, bw, bh, cv, blockOrder)
	_, owner := enclosedHoles(cv, mask, bw, bh, len(parts), 0.3*disc, func(int) bool { return false })
	var out []uint8
	for p, sums := range parts {
		if float64(sums.area) > 2.5*disc {
			continue
		}
		id := int32(p + 1)
		var pts []image.Point
		cut := false // a piece of a larger one opened
		for k, c := range cv {
			if c == id || owner[k] == id {
				pts = append(pts, image.Pt(k%bw, k/bw))
				cut = cut || opened != nil && opened[k]
			}
		}
		core := faceCore(pts, bw, bh, r)
		if cut && !markedFace(core, owner, id, bw, r) {
			continue
		}
		for _, q := range core {
			if k := q.Y*bw + q.X; cv[k] == id {
				if out == nil {
					out = make([]uint8, bw*bh)
				}
				out[k] = 255
			}
		}
	}
	return out
}

// blackEncloses is the area piece id of labels cv (bw×bh) encloses with
// its black pixels alone (kindDark): its holes, and its pixels of any
// other kind, in places no larger than most each, none more than half
// notMark.
func blackEncloses(cv []int32, id int32, kind []pixelKind, bw, bh int, most float64, notMark func(int) bool) int {
	black := make([]int32, bw*bh)
	mask := make([]uint8, bw*bh)
	for k, c := range cv {
		if c == id && kind[k] == kindDark {
			black[k], mask[k] = 1, 255
		}
	}
	area, _ := enclosedHoles(black, mask, bw, bh, 1, most, notMark)
	return area[1]
}

// pixelKind is what stacksBesideHand takes a pixel of a hand's region
// for; zero, none of these (the table's colour, or too coloured for a
// face).
type pixelKind int8

const (
	kindDark        pixelKind = -1 // darker than the table by DarkRatio
	kindLight       pixelKind = 1  // lighter by BrightDelta, or grey on a coloured table
	kindSkin        pixelKind = 2  // the hand's own
	kindGold        pixelKind = 3  // the neutral's
	kindGrey        pixelKind = 4  // of a face's chroma, neither dark nor light
	kindShadedLight pixelKind = 5  // grey, a white face in shade (lightInShade)
	kindLitBlack    pixelKind = 6  // grey, a black face lit (blackLitGrey)
)

// lightInShade adds to the light pieces (in mp, as kindShadedLight) the
// grey pixels (kindGrey, of a white face's chroma, neither darker than the table by
// DarkRatio nor lighter by BrightDelta) that are lighter than the rest
// of them: a white face in the shade an arm casts is lit less than the
// table out of it, whose colour the table's estimate keeps, yet is far
// lighter than the shaded table round it (POV-Ray seed 2733: a W1 in an
// arm's shade, half its face at the table's lightness, its light part
// too small for a face, lost with the arm). Where the greys are of one
// lightness, the table's grain, none is added. They extend a face, but
// are not its marks: a black face's dots by an arm, lit less than the
// arm that the table's estimate took in, made a B2's dark half a face
// with marks, cut out too small to read (POV-Ray seed 2741).
func lightInShade(lab []uint8, kind []pixelKind, mp []uint8, box image.Rectangle, w int) {
	var hist [256]int
	bw := box.Dx()
	at := func(k int) uint8 { return lab[3*((box.Min.Y+k/bw)*w+box.Min.X+k%bw)] }
	for k, c := range kind {
		if c == kindLight || c == kindGrey {
			hist[at(k)]++
		}
	}
	t, low, high := otsu(hist[:])
	if high-low < 30 {
		return
	}
	for k, c := range kind {
		if c == kindGrey && int(at(k)) > t {
			mp[k], kind[k] = 255, kindShadedLight
		}
	}
}

// blackLitGrey adds to the dark pieces (in mp, as kindLitBlack) the grey
// pixels (kindGrey) left by lightInShade that are darker than the table
// and of a grey no light makes of a coloured one (greyOnTable): a black
// face lit grey where the table round it is in shade (POV-Ray seed 2556:
// a B1 in an arm's shade on violet laminate, half its face at L 100 and
// chroma 2 beside the shaded table's 70 and 42, its dark half too small
// a face, lost with the arm). The table's own shade keeps its chroma for
// its lightness. They make a face, but not its marks.
func blackLitGrey(lab, bg []uint8, kind []pixelKind, mp []uint8, box image.Rectangle, w int) {
	bw, bh := box.Dx(), box.Dy()
	for k, c := range kind {
		i := 3 * ((box.Min.Y+k/bw)*w + box.Min.X + k%bw)
		if c != kindGrey || lab[i] >= bg[i] || !greyOnTable(math.Hypot(float64(lab[i+1])-128, float64(lab[i+2])-128), bg[i+1:i+3]) {
			continue
		}
		// Not where black meets white: the blend between them is grey
		// too, and joined a black face to the white side bands of the
		// scales below it (near frames, seed 3, frame 29: a B2 seen
		// close, its outline no longer whole, said unread). A black face
		// lit lighter at one end than the table is no such edge (POV-Ray
		// seed 2722: grey faces on dark blue felt, their lit ends light).
		x, y := k%bw, k/bw
		blend := false
		for yy := max(0, y-litReach); yy <= min(bh-1, y+litReach) && !blend; yy++ {
			for xx := max(0, x-litReach); xx <= min(bw-1, x+litReach); xx++ {
				j := yy*bw + xx
				if c := kind[j]; (c == kindLight || c == kindShadedLight) && int(lab[3*((box.Min.Y+yy)*w+box.Min.X+xx)]) >= int(lab[i])+blendStep {
					blend = true
					break
				}
			}
		}
		if !blend {
			mp[k], kind[k] = 255, kindLitBlack
		}
	}
	marksInBlack(kind, mp, bw, bh)
}

// marksInBlack gives back to the grey pixels (kindGrey, out of mp) each
// piece of kindLitBlack that black (kindDark) encloses on every side: a
// black face's light mark in an arm's shade is grey, darker than the
// table's estimate and of no colour, as a black face lit grey is; but
// that lit part reaches the face's rim, and a mark lies inside the
// black (POV-Ray seed 2870: a B2's and a B1's stripes at L 150 on faces
// of 8, the shaded table 168 and its estimate 205, taken for the faces;
// with no marks, the two were lost with the arm's shadow).
func marksInBlack(kind []pixelKind, mp []uint8, bw, bh int) {
	lit := make([]uint8, len(kind))
	any := false
	for k, c := range kind {
		if c == kindLitBlack {
			lit[k], any = 255, true
		}
	}
	if !any {
		return
	}
	lbl := make([]int32, len(kind))
	parts := labelRegions(lit, bw, bh, lbl, blockOrder)
	open := make([]bool, len(parts)+1)
	for k, l := range lbl {
		if l == 0 || open[l] {
			continue
		}
		x, y := k%bw, k/bw
		if x == 0 || y == 0 || x == bw-1 || y == bh-1 {
			open[l] = true
			continue
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if j := k + dy*bw + dx; lbl[j] != l && kind[j] != kindDark {
					open[l] = true
				}
			}
		}
	}
	for k, l := range lbl {
		if l != 0 && !open[l] {
			kind[k], mp[k] = kindGrey, 0
		}
	}
}

// litReach is how far (working pixels) from a light pixel lighter by
// blendStep a grey one is taken for the blend of black and white at
// their edge (blackLitGrey).
const (
	litReach  = 2
	blendStep = 40
)

// blackWithin is the part of the dark pieces more (box's, of a picture w
// wide) that is far darker than the rest of them: a black face in the
// shade an arm casts on the table runs into one dark piece with it, the
// face at 2 to 11 and the shade at 40 to 50 (POV-Ray seed 2105: a B3
// whole beside a forearm, lost with it). Nil if the dark pieces are of
// one shade.
func blackWithin(more []uint8, lab []uint8, box image.Rectangle, w int) []uint8 {
	return shadeWithin(more, lab, box, w, false)
}

// whiteWithin is blackWithin's other side: the part of the light pieces
// more far lighter than the rest of them. Under a hand's region the
// table's estimate runs dark, and the table in the fingers' shade passes
// for light there, joining a white face beside them into one piece (a
// fresh POV-Ray scene, seed 6321: a W2 at 190 to 197 by fingers on grey
// laminate, shaded to 133 to 147 round it, one light piece of 4.6 discs,
// lost with the hand).
func whiteWithin(more []uint8, lab []uint8, box image.Rectangle, w int) []uint8 {
	return shadeWithin(more, lab, box, w, true)
}

// shadeWithin is the part of the pieces more on the light side (or the
// dark) of their lightness's Otsu threshold, where the two sides' means
// lie 30 apart or more; nil where they do not. The dark side is parted
// nearer too, from 15 apart where the light side is 2.5 times as light:
// on a dark table an arm's shade is itself dark, a black face in it a
// third of its light (a fresh POV-Ray scene, seed 13035, PNG and JPEG: a
// B1 and a B2 at 11 in a forearm's shade at 32 on navy felt, one dark
// piece of 31 discs, both lost with the arm).
func shadeWithin(more []uint8, lab []uint8, box image.Rectangle, w int, light bool) []uint8 {
	bw := box.Dx()
	return splitWithin(more, func(k int) int { return int(lab[3*((box.Min.Y+k/bw)*w+box.Min.X+k%bw)]) }, light, func(low, high float64) bool {
		return high-low >= 30 || !light && high-low >= 15 && high >= 2.5*low
	})
}

// splitWithin is the part of the pieces more above (or, with !above, at
// or below) the Otsu threshold of value over their pixels, where apart
// says the two sides' means lie far enough apart; nil where it does not.
func splitWithin(more []uint8, value func(k int) int, above bool, apart func(low, high float64) bool) []uint8 {
	var hist [256]int
	for k, m := range more {
		if m != 0 {
			hist[value(k)]++
		}
	}
	t, low, high := otsu(hist[:])
	if !apart(low, high) {
		return nil
	}
	out := make([]uint8, len(more))
	for k, m := range more {
		if m != 0 && (value(k) > t) == above {
			out[k] = 255
		}
	}
	return out
}

// greyWithin is the part of the dark pieces more (box's, of a picture w
// wide) far greyer than the rest of them, where lightness does not part
// them: on a coloured table an arm's shade keeps the table's hue, and a
// black face lit grey beside it is as dark but of no hue. Nil where the
// pieces' chroma is of one kind.
func greyWithin(more []uint8, lab []uint8, box image.Rectangle, w int) []uint8 {
	bw := box.Dx()
	table := chromaTable()
	return splitWithin(more, func(k int) int {
		i := 3 * ((box.Min.Y+k/bw)*w + box.Min.X + k%bw)
		return min(255, int(table[int(lab[i+1])<<8|int(lab[i+2])]))
	}, false, func(low, high float64) bool {
		return high-low >= greyApart && high >= 2*low
	})
}

// greyApart is how far apart in chroma greyWithin's two sides lie at
// the least.
const greyApart = 8

// pieceRect is the least rotated box round piece id of the labels cv (bw
// wide), in box, of area pixels, its sides a pixel longer than OpenCV's,
// which run through the outer pixels' centres: a piece's upright box
// counts its pixels whole. It returns the piece's pixels too.
func pieceRect(cv []int32, id int32, box image.Rectangle, bw, area int) (gocv.RotatedRect, []image.Point) {
	pts := make([]image.Point, 0, area)
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			if cv[y*bw+x] == id {
				pts = append(pts, image.Pt(x, y))
			}
		}
	}
	rr := minAreaRect(pts)
	rr.Width++
	rr.Height++
	return rr, pts
}

// goldInHull is the convex hull of a piece's pixels (pts, in a box of
// bw×bh) as a mask of that box, and how many of the gold pixels (gold)
// lie in it; a nil mask where none does.
func goldInHull(pts []image.Point, gold []uint8, bw, bh int) ([]uint8, int) {
	hull, _ := pixelHull(pts)
	// The hull filled within its own box: most pieces are far smaller
	// than the region, and hold no gold.
	hb := pointsBox(hull).Inset(-1).Intersect(image.Rect(0, 0, bw, bh))
	sub := polygonMask(hull, hb)
	n := 0
	for k, v := range sub {
		if v != 0 && gold[(hb.Min.Y+k/hb.Dx())*bw+hb.Min.X+k%hb.Dx()] != 0 {
			n++
		}
	}
	if n == 0 {
		return nil, 0
	}
	in := make([]uint8, bw*bh)
	for y := 0; y < hb.Dy(); y++ {
		copy(in[(hb.Min.Y+y)*bw+hb.Min.X:], sub[y*hb.Dx():(y+1)*hb.Dx()])
	}
	return in, n
}

// pixelHull is the convex hull of pixels pts and the pixels it covers,
// counted as pieceRect counts them: the hull through the outer pixels'
// centres and half a pixel beyond its rim.
func pixelHull(pts []image.Point) ([]image.Point, float64) {
	h := convexHull(pts)
	area := polygonArea(h) + 1
	for i, p := range h {
		area += dist(p, h[(i+1)%len(h)]) / 2
	}
	return h, area
}

// doubtTouched says unread each face a hand touches (its hidden region
// within reach, at working size): it may have marks under the fingers or
// thumb, which the region round the hand does not take in; unless it is
// whole (wholeFace) and under half of it the skin of the hands (hands,
// skinShare): a finger lying across a W3, pale, went into its light
// part, the face's outline whole with the finger in it and one stripe
// seen, a sure W1 (a fresh POV-Ray scene, seed 2562: 0.62 of it the
// hand's skin; whole faces read right beside hands hold 0.31 at most,
// their gold or red marks and the wood round them of skin's hue). Not
// so for a black face: a finger is lighter than it and cuts its outline,
// and in warm light its own dark grey is of skin's hue for its lightness
// (a fresh POV-Ray scene, seed 7370 as JPEG q80: a B2 whole beside an
// arm on red-brown wood, 0.60 of it so tinted, said unread).
// Nor where the hand keeps clear of it (handClear), whole or not. Nor
// where it shows three marks, the most a face has, and the hand covers
// under a twentieth of the disc round it that handClear looks at: as
// much as a hand at its rim (POV-Ray seeds 3922 and 4050: W3s a hand's
// edge touched, 0.02 and 0.03 of the disc, said unread; 3922's face cut
// by the hand's shade to 0.79 of the usual across). A finger lying
// across a W1's face and a B1's, its shade stripes of their own, read a
// sure W3 and a sure B3 with 0.095 and 0.08 covered (the finger check,
// frames 814 and 1058 of 1200). Up to threeDotsOver covered where
// those three are dots, seen apart, in a frame of dots, and the hand
// itself, not its shade on the table (handOver), covers it: a finger's
// shade across a face is a bar, no dot (a fresh POV-Ray scene, seed
// 6288: a B3 a fingertip touched, 0.13 of the disc round it, said
// unread).
// Not the neutral, which has none, and is known by its
// colour where a hand is (unnameHandNeutral; POV-Ray seed 2239: the
// neutral a hand's shade touched, said unread).
// The face read alone in its frame is its own usual size, whole or not:
// it is taken for whole only where the hidden region keeps off the disc
// round it (loneClear; fresh POV-Ray scenes, seeds 7840 and 8023 as JPEG
// q80: close-ups, an arm over all but a B2, its face cut with a dot,
// 0.04 and 0.07 of the disc hidden, sure B1s), or the hand itself does
// (handOver): the rest of the hidden region is the table and shade round
// the hand, which cut no face (a fresh POV-Ray scene, seed 17565: a W1
// on seven by a hand's fingertips, the hidden region over 0.04 of the
// disc, the hand over none, said touched). Nor is a face with a
// stripe cut short beside its marks (stripeCut) whole, whatever its
// outline says: a finger lies over its rim.
// A hand found in pieces, each read as a face of skin (hideSkin), has
// no hidden region: a face within reach of such a piece's outline (skins,
// frame pixels) is touched too (a fresh POV-Ray scene, seed 10144: a W3
// under a palm and fingers found as three pieces of skin, its face 0.32
// of the usual between them, a sure W1).
func (d *Detector) doubtTouched(readings []StackReading, hands []skinTint, skins [][]image.Point, usualAt func(i int) (own, all float64), scale float64, reach int) {
	dots := dotsFrame([][]StackReading{readings})
	for i := range readings {
		s := &readings[i]
		if s.Top == rules.NoScale || s.Top == rules.Neutral || len(s.Outline) == 0 || !d.besideHidden(s.Outline, scale, d.labels.Cols(), reach) && !outlinesWithin(s.Outline, skins, float64(reach)*scale) {
			continue
		}
		own, all := usualAt(i)
		// How much of the disc round the face the hidden region covers,
		// where three marks or marks run together ask it.
		round, over := 0.55*all/scale, 0.0
		if s.Top.Value() == 3 || s.runTogether {
			over = d.hiddenOver(s.Center, round, scale)
		}
		// Three marks, the most a face has, that a hand can hide none of.
		three := s.Top.Value() == 3 && over < 0.05
		if !three && s.Top.Value() == 3 && !s.runTogether && s.markLong > 0 {
			hand := d.handOver(s.Center, round, scale)
			three = hand < 0.05 || dots && s.markLong <= dotLong && hand < threeDotsOver
		}
		unsized := onlyFace(readings, i) && d.hiddenOver(s.Center, 0.55*own/scale, scale) >= loneClear && d.handOver(s.Center, 0.55*own/scale, scale) > 0
		// Marks counted by the bumps of one hole are no face's print
		// to trust where a hand lies over the disc round it: its outline
		// whole tells nothing then (a fresh POV-Ray scene, seed 11115: a
		// W1 under a fingertip on red-brown wood, read on a threshold
		// that made its lit sides and shade a "black face" whole, its
		// white top and the finger one hole of three faint bumps: a B3
		// taken, 0.23 of the disc round it hidden).
		bumped := s.runTogether && !three && over >= bumpedOver
		if debugFaces {
			fmt.Fprintf(os.Stderr, "stack at %v touched: over %.3f, runTogether %v, three %v, unsized %v, whole %v, even %v, clear %v, skin %.2f\n", s.Center, over, s.runTogether, three, unsized, wholeFace(*s, own), evenFace(readings, i, own), d.handClear(*s, own, all, scale), d.skinShare(s.Outline, scale, hands))
		}
		if (!unsized && !s.stripeCut && !bumped && (wholeFace(*s, own) || evenFace(readings, i, own) || d.handClear(*s, own, all, scale)) || three) && (s.Top.Color() == rules.Black || d.skinShare(s.Outline, scale, hands) < 0.5) {
			continue
		}
		if debugFaces {
			a := polygonArea(s.Outline)
			fmt.Fprintf(os.Stderr, "stack at %v beside the hand: %.2f usual faces across, %.2f of its hull (%.2f without its spurs), own outline %v, aspect %.2f, the hand over %.3f of the disc round it, its skin %.2f\n", s.Center, math.Sqrt(a)/own, solidity(s.Outline), openedSolidity(s.Outline, spurWidth*own), ownOutline(*s), aspect(minAreaRect(s.Outline)), d.handOver(s.Center, 0.55*all/scale, scale), d.skinShare(s.Outline, scale, hands))
		}
		s.Why = fmt.Sprintf("read as %s, but a hand or arm touches it and may hide a mark", s.Top)
		s.Top = rules.NoScale
	}
}

// threeDotsOver is the share of the disc round a face with three dots
// seen apart that a hand may cover with the face still read (doubtTouched).
// Of the 203 such readings beside hands over the POV-Ray sets of seeds
// 10163 to 12202 (PNG and JPEG q80), none was wrong, the hand over up to
// 0.34 of the disc; at a fifth, a W3 in full view in a palm's shade
// (seed 11975, 0.24 and 0.21 as JPEG) was said unread. The finger check
// (1200 frames) misreads the same 4 stacks either way.
const threeDotsOver = 0.35

// evenFace reports whether face i of readings, read beside a hand, is
// whole by its shape where its size cannot tell: convex, alike to its
// mirror image through its middle to evenSymmetry, shaped as the other
// faces are (its least box as long for its width, and as filled, to
// evenShape), and at least evenSize of the usual face across (usual). A
// hand cuts a face from one side: a disc or a hexagon cut is lopsided
// (0.6 to 0.85 over the faces misread beside hands in the POV-Ray sets
// of seeds 7075 to 8159 and 134 harder ones), a square cut straight is
// a rectangle, longer than its neighbours. A face smaller than its
// neighbours but even and of their shape is whole: a black face against
// white ones, whose outlines take in their rims, or a low stack beside
// tall ones, nearer the camera (fresh POV-Ray scenes, seeds 8040 and
// 8044: a B1 and a B2 whole by fingers, 0.89 and 0.83 of the white
// faces across, 0.98 their own mirror images, said unread). A face its
// own image to roundSymmetry and as wide as long (roundAspect) is whole
// by its shape alone, from roundSize to roundLarge of the usual across.
func evenFace(readings []StackReading, i int, usual float64) bool {
	s := readings[i]
	if usual == 0 || !ownOutline(s) || solidity(s.Outline) < 0.95 {
		return false
	}
	size, sym := math.Sqrt(polygonArea(s.Outline))/usual, selfSymmetry(s.Outline)
	if sym >= roundSymmetry && aspect(minAreaRect(s.Outline)) <= roundAspect && size >= roundSize && size <= roundLarge {
		// Its own image through its middle, as wide as long: whole
		// whatever its neighbours' shapes and the usual size, which
		// tall stacks' sides and shadows swell (fresh POV-Ray scenes:
		// seed 16006, a W1 and a B3 whole beside a palm, 0.77 and 0.85
		// of the usual face across, 0.96 and 0.98 their own images;
		// seed 15818, a W1 at 0.80; said unread as touched).
		return true
	}
	if size < evenSize || size > 1.3 || sym < evenSymmetry {
		return false
	}
	shape := func(r StackReading) (long, fill float64) {
		rr := minAreaRect(r.Outline)
		return aspect(rr), boxFill(polygonArea(r.Outline), rr)
	}
	var longs, fills []float64
	for k, r := range readings {
		if k != i && ownOutline(r) && r.Top != rules.NoScale {
			l, f := shape(r)
			longs, fills = append(longs, l), append(fills, f)
		}
	}
	if len(longs) == 0 {
		return false
	}
	long, fill := shape(s)
	return math.Abs(long-kth(longs, len(longs)/2)) <= evenShape && math.Abs(fill-kth(fills, len(fills)/2)) <= evenShape/2
}

// evenSymmetry, evenSize and evenShape bound evenFace.
const (
	evenSymmetry = 0.9
	evenSize     = 0.8
	evenShape    = 0.1
)

// roundSymmetry, roundAspect, roundSize and roundLarge bound the faces
// evenFace takes for whole by their own shape alone. A hand that hides
// a mark covers the face at least to where its marks lie, within 0.55 of
// its half-width of its middle (outerMark): a disc so cut is 1.3 times
// as long as wide, and lopsided.
// Of the 1,175 faces read beside hands over the POV-Ray sets of seeds
// 14459 to 16182 (PNG and JPEG q80), the 58 read wrong were 0.65 their
// own images at most where as wide as long, and 1.45 as long as wide
// at least where 0.94 their own images.
const (
	roundSymmetry = 0.94
	roundAspect   = 1.15
	roundSize     = 0.7
	roundLarge    = 1.6
)

// bumpedOver is the share of the disc round a face whose marks were
// counted by a hole's bumps (runTogether) that the hidden region may
// cover before the face's whole outline no longer clears it of a hand
// (doubtTouched).
const bumpedOver = 0.1

// loneClear is the share of the disc round a face that the hidden region
// may cover where that face is the only one read, and still be taken for
// whole beside a hand (doubtTouched).
const loneClear = 0.02

// onlyFace reports whether reading i is the only face read with an
// outline of its own among readings: its size is then the usual one
// (usualAt), and wholeFace can tell nothing by it.
func onlyFace(readings []StackReading, i int) bool {
	for k, r := range readings {
		if k != i && len(r.Outline) >= 3 && r.Top != rules.NoScale {
			return false
		}
	}
	return true
}

// handClear reports whether the hand that touches reading s keeps clear
// of the face: its hidden region covers under 2% of the disc 0.55 of
// the usual face of both colours (all) across round the face's centre,
// a face's own size and a little more, and the face is near the usual
// size of its own colour (usual: 0.85 to 1.3 times across) and shaped
// like one (faceAspect). Its outline need not
// be convex: where a hand's shade, or its region's edge, notches a face
// it does not cover, the outline is 0.82 to 0.93 of its hull (POV-Ray
// seeds 1700 to 2882, 877 frames: 9 faces read right, said unread, in 4
// frames otherwise right); under 0.8, a finger's shade lies across it
// (the finger check, frame 3563: a W3 cut to 0.76 of its hull, one dot
// under the finger, read a sure W1 once measured against the white faces
// alone). A disc of the face's own size, 0.5, let a
// finger's blurred shade over a W2's rim, which took in a dot and left a
// sure W1, through: the finger check (3,600 frames of a finger over a
// face) misread 3 more there, 1 more with 0.55 (a B2 whose corner the
// finger lay on, a rounded square's corner beyond the disc).
func (d *Detector) handClear(s StackReading, usual, all, scale float64) bool {
	if usual == 0 || !ownOutline(s) || aspect(minAreaRect(s.Outline)) > faceAspect {
		return false
	}
	size := math.Sqrt(polygonArea(s.Outline)) / usual
	if size < clearSmall || size > clearLarge || solidity(s.Outline) < 0.8 {
		return false
	}
	over := d.handOver(s.Center, 0.55*all/scale, scale)
	// Past 1.3 only where the hand covers none of the disc round it: a
	// face larger than the usual is then a tall stack's, nearer the
	// camera (a fresh POV-Ray scene, seed 8422 as JPEG q80: a W1 on a
	// tall stack clear of a hand, 1.30 of the usual face across, said
	// touched). So too under 0.85, where the hand also covers none of
	// the disc widened by what the face lacks of the usual across: a
	// face smaller than the usual with no hand near it is one farther
	// off (a fresh POV-Ray scene, seed 11264, PNG and JPEG: a W1 at the
	// snake's far end beside a palm, 0.84 and 0.85 of the usual, its rim
	// notched by a finger's shadow, said unread as touched). Of the 71
	// faces read wrong beside hands over the POV-Ray sets of seeds 10163
	// to 12706, the hand covered 0.024 of the disc or more. The disc is
	// widened as a face the hand cuts cleanly is as small, and lies off
	// the hand by half what it lost: the widened disc reaches where the
	// rest of it would be. A B1 whole beside a forearm stays unread so
	// (seed 11746: 0.81 of the black faces' usual, which a B2 on a stack
	// of three swells with its side band): the arm is in the widened disc.
	if size < 0.85 {
		return over == 0 && d.handOver(s.Center, (0.55*all+(1-size)*usual)/scale, scale) == 0
	}
	return over < 0.02 && (size <= 1.3 || over == 0)
}

// clearSmall and clearLarge bound how much smaller and larger than the
// usual face across a face the hand covers none of may be and still be
// clear of it (handClear).
const clearSmall, clearLarge = 0.8, 1.45

// handOver is hiddenOver of the hand's pixels alone: those of the hidden
// region that are not the table's colour and that the hand reaches from
// beyond twice the disc's radius through others such. The hidden region
// is grown against the table's estimate, which a large arm drags toward
// its own colour over a few cells: beside the arm the table itself then
// stands out and goes with it, in strips between the stacks and round
// their rims, and with them the scales' own sides (POV-Ray seed 2303:
// green felt of L 160, its estimate by the arm 154 and 13 less green; a
// W1 and a W2 clear of the arm, said unread as touched). The table's
// colour is the median of the pixels in no region between the disc and
// twice its radius; a hidden pixel is the table's where it lies within
// twice their median distance from it, or tableNear, and at most half
// as far from it as from the estimate: the estimate's drift is what put
// it in the hidden region. A finger of nearly the table's colour, as a
// finger in its hand's shade on mauve cloth (6.4 off it, the estimate
// the cloth's there: the finger check, frame 2518, a B3 read a sure B2),
// stays the hand's. Nor does the table in shade (tableInShade: darker,
// its colour scaled by the shade), a finger's shadow, which hides no
// mark (POV-Ray seed 5998: a B2 beside fingers on purple wood, 0.10 of
// its disc so hidden, said unread as touched).
// Where too few of the table's pixels are seen, all the hidden region
// counts.
func (d *Detector) handOver(c image.Point, r, scale float64) float64 {
	w := d.labels.Cols()
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	lbl := int32View(&d.labels)
	cx, cy := float64(c.X)/scale, float64(c.Y)/scale
	clip := image.Rect(0, 0, w, len(d.hidden)/w)
	var ls, as, bs []float64
	for i := range discIn(cx, cy, 2*r, clip, w) {
		if d.hidden[i] == 0 && lbl[i] == 0 && math.Hypot(float64(i%w)-cx, float64(i/w)-cy) > r {
			ls, as, bs = append(ls, float64(lab[3*i])), append(as, float64(lab[3*i+1])), append(bs, float64(lab[3*i+2]))
		}
	}
	if len(ls) < tableSeen || len(bg) < len(lab) {
		return d.hiddenOver(c, r, scale)
	}
	t := [3]float64{kth(ls, len(ls)/2), kth(as, len(as)/2), kth(bs, len(bs)/2)}
	off := make([]float64, len(ls))
	for k := range ls {
		off[k] = colourDist([3]float64{ls[k], as[k], bs[k]}, t)
	}
	tol := max(tableNear, 2*kth(off, len(off)/2))
	box := image.Rect(int(cx-2*r), int(cy-2*r), int(cx+2*r)+1, int(cy+2*r)+1).Intersect(clip)
	bw, bh := box.Dx(), box.Dy()
	mp := make([]uint8, bw*bh)
	for k := range mp {
		i := (box.Min.Y+k/bw)*w + box.Min.X + k%bw
		if d.hidden[i] == 0 {
			continue
		}
		p := labAt(lab, i)
		if dt := colourDist(p, t); (dt > tol || 2*dt > colourDist(p, labAt(bg, i))) && !tableInShade(p, t) {
			mp[k] = 255
		}
	}
	// The pieces that reach the box's edge, where the hand comes from.
	parts := make([]int32, len(mp))
	fromOut := make([]bool, len(labelRegions(mp, bw, bh, parts, blockOrder))+1)
	for k, l := range parts {
		if x, y := k%bw, k/bw; l != 0 && (x == 0 || y == 0 || x == bw-1 || y == bh-1) {
			fromOut[l] = true
		}
	}
	n, in := 0, 0
	for i := range discIn(cx, cy, r, box, w) {
		n++
		if fromOut[parts[(i/w-box.Min.Y)*bw+i%w-box.Min.X]] {
			in++
		}
	}
	return float64(in) / float64(max(1, n))
}

// tableSeen is how many pixels of the table handOver wants to tell its
// colour by; tableNear, how far (in Lab) a pixel may lie from that
// colour and be the table however little the table varies.
const (
	tableSeen = 20
	tableNear = 5
)

// hiddenOver is the share of the disc of radius r (working pixels) round
// c (frame pixels, scale of them to a working one) that lies in the
// hidden region.
func (d *Detector) hiddenOver(c image.Point, r, scale float64) float64 {
	w := d.labels.Cols()
	n, in := 0, 0
	for i := range discIn(float64(c.X)/scale, float64(c.Y)/scale, r, image.Rect(0, 0, w, len(d.hidden)/w), w) {
		n++
		if d.hidden[i] != 0 {
			in++
		}
	}
	return float64(in) / float64(max(1, n))
}

// doubtFrameCut says unread each face the edge of a frame of size cuts,
// as a hand may (doubtTouched), unless it is whole: a B3 seen close at
// the frame's edge, two of its dots within it, was a sure B2 (near
// frames, seed 7, frame 25), once its row of stacks was no longer taken
// for a hand that touched it. The neutral is known by its colour
// (unnameHandNeutral). Nor a face read with three marks, the most a face
// has: the edge hides none of them (a fresh POV-Ray scene, seed 16018: a
// B3 on two scales on green felt, whole a few pixels from the frame's
// edge, its outline with its shadow 1.33 of the usual face across and
// reaching the edge, said unread).
func doubtFrameCut(readings []StackReading, size image.Point) {
	usual := usualFace([][]StackReading{readings})
	for i := range readings {
		s := &readings[i]
		if s.Top == rules.NoScale || s.Top == rules.Neutral || s.Top.Value() == 3 || !touchesFrame(s.Outline, size.X, size.Y) || wholeFace(*s, usual) {
			continue
		}
		s.Why = fmt.Sprintf("read as %s, but the frame's edge cuts its face and may hide a mark", s.Top)
		s.Top = rules.NoScale
	}
}

// touchesFrame reports whether an outline reaches the edge of a frame w
// by h (within a pixel).
func touchesFrame(outline []image.Point, w, h int) bool {
	return slices.ContainsFunc(outline, func(p image.Point) bool {
		return p.X <= 1 || p.Y <= 1 || p.X >= w-2 || p.Y >= h-2
	})
}

// goldBounds is the box (frame pixels) of the pixels of the neutral's
// gold (cellTable.gold: of its hues, coloured, and apart from the
// table's own) within outline (frame pixels, at working size by scale,
// in a frame of size); empty if none.
func (d *Detector) goldBounds(outline []image.Point, scale float64, size image.Point) image.Rectangle {
	lab, _ := d.lab.DataPtrUint8()
	w, h := d.lab.Cols(), d.lab.Rows()
	pts := workingOutline(outline, scale)
	box := pointsBox(pts).Inset(-1).Intersect(image.Rect(0, 0, w, h))
	var g image.Rectangle
	for i := range pixelsInside(pts, box, w) {
		if d.table.gold(float64(lab[3*i+1]), float64(lab[3*i+2])) {
			g = g.Union(image.Rect(i%w, i/w, i%w+1, i/w+1))
		}
	}
	return scaleRect(g, scale, size.X, size.Y)
}

// workingOutline is outline (frame pixels) at working size, scale times
// smaller.
func workingOutline(outline []image.Point, scale float64) []image.Point {
	pts := make([]image.Point, len(outline))
	for i, p := range outline {
		pts[i] = toWorking(p, scale)
	}
	return pts
}

// pixelsInside yields the index (in a picture w wide) of each pixel of box
// inside the closed polygon poly; none for an empty box.
func pixelsInside(poly []image.Point, box image.Rectangle, w int) iter.Seq[int] {
	return func(yield func(int) bool) {
		if box.Empty() {
			return
		}
		for k, m := range polygonMask(poly, box) {
			if m != 0 && !yield((box.Min.Y+k/box.Dx())*w+box.Min.X+k%box.Dx()) {
				return
			}
		}
	}
}

// scaleBox reports whether box (a blank face's, which is read with no
// outline of its own) is one scale's face of usual across (usualFace's)
// with little else in it: as wide as long, or as the faces read round it
// are (long, the longer side over the shorter of theirs, usualLong's),
// and holding a disc of that size at least, and a square of it at most
// with its rim. As wide as long within 1.45: the neutral by a hand, its
// region taking in a sliver of its shade or of its side, was 1.32 to
// 1.42 (POV-Ray seeds 6409, 7224, 8619 and 9502, hidden with the hand),
// the pieces of hands so weighed 1.55 and more. A disc within a tenth:
// the faces it is weighed against are measured with their rims (seed
// 7860: the neutral by a palm, 0.94 of the usual face, hidden with it).
func scaleBox(box image.Rectangle, usual, long float64) bool {
	dx, dy := float64(box.Dx()), float64(box.Dy())
	size := math.Sqrt(dx * dy)
	return usual > 0 && max(dx, dy) <= max(1.45, 1.15*long)*min(dx, dy) && size >= 0.9*usual && size <= 1.45*usual
}

// usualLong is the median, over the k faces read nearest c (frame
// pixels), of their boxes' longer side over the shorter; 1 for none.
// Seen aslant, every face is foreshortened: a rounded square turned
// across the way the camera leans, 35 degrees off vertical, is a box
// 1.15 to 1.28 as long as wide (a fresh POV-Ray scene, seed 5010: the
// neutral by a hand, 1.31, said no whole face and hidden with it).
func usualLong(readings []StackReading, c image.Point, k int) float64 {
	return medianNear(readings, c, k, 1, func(r StackReading) (float64, bool) {
		dx, dy := r.Bounds.Dx(), r.Bounds.Dy()
		return float64(max(dx, dy)) / float64(max(1, min(dx, dy))), min(dx, dy) > 0
	})
}

// skinArms marks, by label, the regions that are an arm or a hand laid
// in the frame: four discs of their own thickness (thick, as regions)
// or more, and half of skin's hue or more. Their thickness is the
// arm's, not a scale's: weighed with the stacks apart from it, a
// forearm whole within the frame made the radius two and a half times
// the scales', and the three stacks apart from it were lost as crumbs
// (POV-Ray seed 2128). Stacks run together into a row are of no hue, or
// the neutral's in part; their shadows on wood are the wood's, but
// narrower than they. A hand alone, its fingers spread, is as compact
// as a disc: of skin's hue, it is marked where it is thicker than
// handThick times every region of another hue that is no speck and no
// wider than a quarter of the frame (long, its longer side), as
// tileRadius has them (a fresh POV-Ray scene, seed 4665 as JPEG q80: a
// hand cut from its arm, 1.8 discs of its own thickness, 3.5 times the
// three stacks beside it; the radius its, the stacks lost as grain, the
// hand named the neutral).
func (d *Detector) skinArms(regions []blob, thick []float64, long int) map[int]bool {
	var arms map[int]bool
	mark := func(b blob) {
		if arms == nil {
			arms = make(map[int]bool)
		}
		arms[b.label] = true
	}
	var hands []int
	others := 0.0 // the thickest region of another hue
	for k, b := range regions {
		elongated := float64(b.area) >= 4*math.Pi*thick[k]*thick[k]
		counted := thick[k] >= float64(long)/160 && thick[k] <= float64(long)/4
		if !elongated && !counted {
			continue
		}
		switch skin := d.ofSkin(b); {
		case skin && elongated:
			mark(b)
		case skin:
			hands = append(hands, k)
		case counted:
			others = max(others, thick[k])
		}
	}
	for _, k := range hands {
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region %v: of skin's hue, %.1f thick, the thickest of another hue %.1f\n", regions[k].center, thick[k], others)
		}
		if others > 0 && thick[k] > handThick*others {
			mark(regions[k])
		}
	}
	return arms
}

// ofSkin reports whether half of region b's pixels or more are of
// skin's hue.
func (d *Detector) ofSkin(b blob) bool {
	lab, _ := d.lab.DataPtrUint8()
	skin := 0
	for i := range d.pixelsOf(b) {
		if skinHue(int(lab[3*i+1])-128, int(lab[3*i+2])-128) {
			skin++
		}
	}
	return 2*skin >= b.area
}

// handThick is how many times thicker than any region of another hue a
// compact region of skin's hue is a hand (skinArms): a tall stack seen
// close, its side band with it, is 1.5 times a flat one's thickness at
// most; a palm is 2.4 to 2.8 scales' radii across in radius (80 to 90 mm
// wide, the scales 31 to 38), as thick as 2.4 times a row of tall
// stacks with their side bands (a synthetic hand beside four), and the
// hand cut from its arm in seed 4665 3.5 times the stacks beside it.
const handThick = 2.0

// edgeContact counts region b's pixels on the frame's edge.
func (d *Detector) edgeContact(b blob) int {
	w, h := d.labels.Cols(), d.labels.Rows()
	n := 0
	for i := range d.pixelsOf(b) {
		if x, y := i%w, i/w; x == 0 || y == 0 || x == w-1 || y == h-1 {
			n++
		}
	}
	return n
}

// litSkin counts region b's pixels of skin's hue and a hand's chroma
// (skinPieceChroma) no darker than the table under them: a hand's,
// lit; not shadows on a table of skin's hue, darker.
func (d *Detector) litSkin(b blob) int {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	n := 0
	for i := range d.pixelsOf(b) {
		if lab[3*i] < bg[3*i] {
			continue
		}
		if a, bb := int(lab[3*i+1])-128, int(lab[3*i+2])-128; skinHue(a, bb) && a*a+bb*bb >= skinPieceChroma*skinPieceChroma {
			n++
		}
	}
	return n
}

// skinShade is the tint of region b's pixels of skin's hue (zero if
// none): the median of their chroma over lightness, the hand's own,
// which lamps and shade keep while they change its lightness, and
// against which a white face in the same warm light, of skin's hue too,
// is grey; and their median hue (degrees from Lab's a axis toward b):
// skinHue spans red to yellow, the hues of all hands in all lights,
// where one hand in one light keeps within a few degrees of its own.
func (d *Detector) skinShade(b blob) skinTint {
	lab, _ := d.lab.DataPtrUint8()
	lbl := int32View(&d.labels)
	w := d.labels.Cols()
	// In hundredths; past 1.5 all alike.
	var hist [151]int
	var hues [91]int
	n := 0
	for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
		for x := b.box.Min.X; x < b.box.Max.X; x++ {
			if i := y*w + x; int(lbl[i]) == b.label {
				if a, bb := int(lab[3*i+1])-128, int(lab[3*i+2])-128; skinHue(a, bb) {
					hist[min(150, int(100*math.Hypot(float64(a), float64(bb))/max(1, float64(lab[3*i]))))]++
					hues[int(hueAngle(float64(a), float64(bb))+0.5)]++
					n++
				}
			}
		}
	}
	if n == 0 {
		return skinTint{}
	}
	return skinTint{float64(countMedian(hist[:], n)) / 100, float64(countMedian(hues[:], n))}
}

// hueAngle is the hue of Lab chroma a, b (less 128) in degrees from the a
// axis toward b.
func hueAngle(a, b float64) float64 {
	return math.Atan2(b, a) * 180 / math.Pi
}

// hueApart is how far apart the hues of Lab chromas (a1, b1) and (a2,
// b2) (less 128) are, in degrees, the shorter way round: 0 to 180.
func hueApart(a1, b1, a2, b2 float64) float64 {
	d := math.Abs(hueAngle(a1, b1) - hueAngle(a2, b2))
	return min(d, 360-d)
}

// skinHueReach is how far from its hand's median hue (skinShade) a pixel
// of skin's hue is that hand's skin: sheen, shade and nails move it less
// (POV-Ray seed 2363: a hand at 47 degrees, the gold dot of a B1 beside
// it, in warm light, at 74, of skin's hue too, which took it for a
// fingertip over a face and lost the face with the hand).
const skinHueReach = 15

// greyOnTable reports whether a pixel of chroma is a white face in the
// shade of a hand or arm, on a table (of Lab chroma bg, a and b) clearly
// coloured: in shade a white face is as dark as the table lit, no
// lighter, but grey where the table keeps its colour (a POV-Ray scene,
// seed 227: two W1s in an arm's shade, chroma 2 to 10 on a shaded tan
// table's 13 to 20, lit 27). Its caller asks it nearly as light as the
// table lit: a finger's shade, greyish too, is darker.
func greyOnTable(chroma float64, bg []uint8) bool {
	tc := math.Hypot(float64(bg[0])-128, float64(bg[1])-128)
	return tc >= 16 && chroma < 0.4*tc
}

// enclosedHoles finds, for each of n labelled parts (lbl, 1 to n, of a
// w×h mask), its holes no larger than most each: the marks of a face
// whose colours (gold, red) are no scale's, which a shadow has not; none
// that is more than half notMark (a fingertip; a dark red mark's fringe
// passes through skin's colours: POV-Ray seed 1623, a W3 beside an arm,
// on wood of skin's hue). It returns their area for each part and,
// for each pixel of one, the part around it (0 for none).
func enclosedHoles(lbl []int32, mask []uint8, w, h, n int, most float64, notMark func(i int) bool) ([]int, []int32) {
	area, owner := make([]int, n+1), make([]int32, w*h)
	inv := make([]uint8, w*h)
	for i, m := range mask {
		if m == 0 {
			inv[i] = 255
		}
	}
	hl := make([]int32, w*h)
	groups := labelRegions(inv, w, h, hl, blockOrder)
	unmarked := make([]int, len(groups)+1)
	for i, g := range hl {
		if g != 0 && notMark(i) {
			unmarked[g]++
		}
	}
	around := make([]int32, len(groups)+1)
	for k, g := range groups {
		if g.x0 == 0 || g.y0 == 0 || g.x1 >= w-1 || g.y1 >= h-1 || float64(g.area) > most || 2*unmarked[k+1] > g.area {
			continue
		}
		// The part around it: left of its first pixel in its top row.
		for x := g.x0; x <= g.x1; x++ {
			if i := g.y0*w + x; hl[i] == int32(k+1) {
				around[k+1] = lbl[i-1]
				area[lbl[i-1]] += g.area
				break
			}
		}
	}
	for i, g := range hl {
		owner[i] = around[g]
	}
	return area, owner
}

// skinHue reports whether a pixel's chroma (a and b, Lab's less 128) is
// of skin's hues, red to yellow, as fg_mark's (foreground.c): a white
// face in warm light is yellow (b over four times a), a black face
// nearly grey.
func skinHue(a, b int) bool {
	return a >= 6 && b >= 6 && b <= 4*a && a <= 2*b
}

// unnameHandNeutral says unreadable a neutral read where a region too
// large for a stack (big, at working size, scale times smaller than the
// frame of size) is in the frame: the neutral is known by its colour
// alone, and a piece of a hand or arm cut from it (a fingertip, the arm
// where the frame cuts it) is yellower than the white faces too. A blank
// face within such a region's box, of skin's hue or cut by the frame's
// edge is not named (a POV-Ray scene, fresh seed 1020: the arm at the
// frame's top edge, and a fingertip, each read the neutral); one in the
// box is, when the hidden region does not reach within reach pixels (at
// working size) of its outline: apart from the hand (POV-Ray seeds 233
// and 236: the neutral a scale's width or more from a palm or an arm,
// in its box, was said unread). Nor is one of skin's hue cut by the
// frame's edge where no hand was found: an arm seen close fills the
// table's window, and so only its fingertip, where the frame cuts it,
// stands out (fresh POV-Ray seed 1704: a finger read the neutral, the W3
// under the hand lost without a word). The gold neutral itself, cut by
// the frame's edge, is named (the near check, seed 4 frame 7). So is a
// whole face of the usual size inside the frame whose gold is no found
// hand's skin (notHands), unless the hand's region rings it or it is the
// table's colour in shade.
//
// One within reach of the hand's region but out of its box, of no face's
// size and of the hand's tint, is hidden too.
//
// One the hand's region touches, in its box, is no stack to the referee:
// it is hidden with the hand, its box joined to the hand's, rather than
// said a stack unread. It is a piece of the hand as often as the neutral
// (POV-Ray seed 3165: the arm's lower edge, cut off at the frame's
// border and of a face's size, said a stack unread), and a neutral so
// close to a hand may be under it; either way the place is said hidden.
// It returns the readings left and the hidden boxes.
func (d *Detector) unnameHandNeutral(readings []StackReading, big []image.Rectangle, hands []skinTint, scale float64, size image.Point, reach int) ([]StackReading, []image.Rectangle) {
	usual := usualFace([][]StackReading{readings})
	ww, wh := d.labels.Cols(), d.labels.Rows()
	var hide []int
	plain := d.plainTable()
	var spread func(int) bool // the table in other light joined to the hidden region
	if len(d.dropped) == len(d.hidden) {
		spread = func(i int) bool { return d.dropped[i] != 0 }
	}
	for i := range readings {
		s := &readings[i]
		if s.Top != rules.Neutral {
			continue
		}
		atEdge := atFrameEdge(s.Bounds, size)
		if len(big) == 0 {
			// Or larger than a face with its side bands where the frame
			// cuts it: no neutral, whose face the frame makes smaller
			// (a fresh POV-Ray scene, seed 5239 as JPEG q80: an arm's
			// end at the frame's corner, 2.6 faces, its skin in warm
			// light just off skin's hue, named the neutral without a
			// word).
			if atEdge && (skinHue(int(s.stats.meanA)-128, int(s.stats.meanB)-128) || usual > 0 && len(s.Outline) >= 3 && polygonArea(s.Outline) > edgeNeutral*usual*usual) {
				s.Top, s.Why = rules.NoScale, edgeBlank
			}
			continue
		}
		inBox := slices.ContainsFunc(big, func(b image.Rectangle) bool {
			return toWorking(s.Center, scale).In(b)
		})
		// In a hand's box, and touched by its region (or of no outline
		// to tell). Not by the plain table the region took in: JPEG
		// bleeds the neutral's gold into the table round it, which
		// dropTableLight takes out as the table in other light and
		// spreadHidden joins to the hand's region wherever it runs on
		// to it (POV-Ray seed 3957 as JPEG q80: the neutral on a stack
		// two radii from a finger, its rim's table a pixel yellower, in
		// the table's light, said hidden with the hand).
		byHand := inBox && (len(s.Outline) == 0 || d.besideHiddenBut(s.Outline, scale, d.labels.Cols(), reach, plain))
		// Of skin's hue, a face apart from the hand, whole and of the
		// other faces' size, is the neutral in a warm light, not a
		// fingertip cut from the hand, which is narrower and lies by
		// it (POV-Ray seeds 2110 and 2130: the neutral on olive cloth
		// nine radii from a hand, and on pink laminate in the arm's box
		// a radius from it, said unread).
		// Of the frame's usual size, or of its neighbours' where they
		// are larger (usualNear); not only of theirs: a face of the
		// frame's size among larger ones, whole, stays so (arm shadow
		// check, seed 6 frame 71: the neutral said unread).
		long := usualLong(readings, s.Center, 4)
		// Alone, it is its own measure: no face's size says it whole
		// (POV-Ray seed 5858: the neutral 72% under an arm, the only
		// face read, its gold sliver named at the radius the stacks
		// apart gave before the hand was uncovered).
		alone := true
		for k, o := range readings {
			alone = alone && (k == i || o.Top == rules.NoScale || len(o.Outline) < 3)
		}
		whole := !alone && (scaleBox(s.Bounds, usual, long) || scaleBox(s.Bounds, max(usual, usualNear(readings, s.Center, 4)), long))
		if !alone && !whole {
			// Its gold alone, where its face took in the table lit past
			// an arm's shadow's edge, as light as the face's cut (a
			// fresh POV-Ray scene, seed 12460: the neutral on green
			// felt at that edge, its face 2.25 of the usual one with the
			// felt below it, hidden with the arm).
			if g := d.goldBounds(s.Outline, scale, size); !g.Empty() {
				whole = scaleBox(g, usual, long) || scaleBox(g, max(usual, usualNear(readings, s.Center, 4)), long)
			}
		}
		apart := whole && !d.besideHidden(s.Outline, scale, d.labels.Cols(), 3*reach)
		// Touched by the hand's region, and ringed by it, or of the
		// table's very colour in shade: a piece of the hand, or of the
		// table the hand shades, however gold against the white faces.
		// The neutral beside a hand shows the table on a side (POV-Ray
		// seed 2303: 0.8 of its box's outline by the hand's region at
		// most), and its gold is 9 or more off the table's colour so
		// scaled (19 neutrals by hands, as PNG and JPEG q80). A palm's
		// lit middle cut from the arm, yellow under a warm lamp (seed
		// 4349 as JPEG q80, 30 degrees from the hand's hue), was ringed
		// by it; olive felt between two fingers (seed 4346), 0.7 off
		// the felt's colour in their shade; both read the neutral.
		// Ringed by the hand's own region, not by the table in other
		// light spreadHidden joined to it: a lamp's pool on a cloth,
		// so taken out, rings the neutral lying in it by a hand
		// (POV-Ray seed 4959: the neutral on pink felt a quarter of a
		// scale from a palm, ringed by the felt, hidden with the hand).
		// Nor by the table in the arm's shadow, which the region takes
		// in: ringed by it, the neutral lies in that shadow, and a
		// piece of the hand is ringed by its skin (a fresh POV-Ray
		// scene, seed 7370: the neutral on red-brown wood a radius from
		// a forearm, 0.97 of its outline along the shaded wood, whose
		// mean colour is the wood's scaled to 0.8 of its light, hidden
		// with the arm). Or a soft shadow, cooled, of the table's hue
		// and no hand's (shadeNotSkin).
		ringed := d.hiddenAlongBut(s.Outline, scale, ww, 1, spread)
		mean, under := s.stats.lab(), d.table.lab()
		_, off := offShade(mean, under)
		shaded := false // ringed by the table in the arm's shadow, not by skin
		if ringed >= ringedBy {
			ring := d.hiddenRing(s.Outline, scale, ww, 2, spread)
			shaded = tableInShade(ring, under) || clothInShade(ring, under) || shadeNotSkin(ring, under, hands)
		}
		// Within the plain table's own stray of its colour in its light
		// (plainReach), it is the table however rich: green cloth lit
		// between a palm and a finger, 1.3 times as coloured as the
		// cloth and 5.3 off it (a fresh POV-Ray scene, seed 9478: named
		// the neutral, the neutral under the palm).
		// Cut from the hand for its marks, and read with none: what
		// made it a face is not there, and the neutral beside a hand
		// is cut as a plain disc (a fresh POV-Ray scene, seed 10231: a
		// palm's lit side, 0.81 of its outline along the hand and 22
		// degrees from its hue, cut for a speck of three pixels, named
		// the neutral).
		cutForMarks := slices.ContainsFunc(d.markCut, toWorking(s.Center, scale).In)
		inHand := byHand && (cutForMarks || ringed >= ringedBy && !shaded || tableInShade(mean, under) || off < plainReach || off < betweenFingers && !richerThanTable(mean, under))
		if debugFaces && byHand {
			fmt.Fprintf(os.Stderr, "neutral at %v: by the hand, %.2f of its outline along it (%.2f along its own region, the table in shade there %v), %.1f off the table's colour in its light: the hand's %v; whole %v (box %v, usual %.1f, near %.1f, long %.2f), not the hands' %v (%v, hue %.0f)\n", s.Center, d.hiddenAlong(s.Outline, scale, ww, 1), ringed, shaded, off, inHand, whole, s.Bounds, usual, usualNear(readings, s.Center, 4), long, notHands(s.stats, hands), hands, hueAngle(s.stats.meanA-128, s.stats.meanB-128))
		}
		// Whole, and by no pixel of the hand's own region, only by the
		// table in other light spreadHidden joined to it, it is no piece
		// of the hand, whatever its hue: a fingertip or a palm cut from
		// the hand lies against it, within reach. A gold face 14 degrees
		// from a tan arm's hue, in the arm's shadow a scale from it
		// (POV-Ray seed 7128: ringed 0.82 by the shadow, hidden with the
		// arm), and a yellow-green one in daylight on cyan cloth (seed
		// 7954: 119 degrees, past the gold hues) were said hidden.
		apartOwn := byHand && spread != nil && !d.besideHiddenBut(s.Outline, scale, ww, reach, spread)
		// Out of the hand's box, a whole face need not be as far from
		// its chroma as a piece in the box (apartChromaReach).
		chroma := skinChromaReach
		if !inBox {
			chroma = apartChromaReach
		}
		if whole && !atEdge && !inHand && (notHandsBy(s.stats, hands, chroma) || apartOwn) {
			continue
		}
		if byHand {
			hide = append(hide, i)
			box := scaleRect(s.Bounds, 1/scale, ww, wh)
			for k, b := range big {
				if toWorking(s.Center, scale).In(b) {
					big[k] = b.Union(box)
				}
			}
			if debugFaces {
				fmt.Fprintf(os.Stderr, "neutral at %v: touched by the hand's region, hidden with it\n", s.Center)
			}
			continue
		}
		// Apart from the hand, but of its very skin (handTinted), it
		// is a piece of the hand the hidden region missed: fingers
		// spread over the snake, their tips cut from the palm by the
		// scales between them (POV-Ray seed 3271 as JPEG q80: a
		// fingertip 1 degree of hue from the hand's, read the neutral,
		// the neutral under the fingers).
		if debugFaces {
			fmt.Fprintf(os.Stderr, "neutral at %v: in the hand's box %v, at the frame's edge %v, whole %v (box %v, usual %.1f), apart %v, of skin's hue %v, the hands' tint %v (%v, hue %.0f, shade %.2f)\n", s.Center, inBox, atEdge, whole, s.Bounds, usual, apart, skinHue(int(s.stats.meanA)-128, int(s.stats.meanB)-128), handTinted(s.stats, hands), hands, hueAngle(s.stats.meanA-128, s.stats.meanB-128), s.stats.chroma()/max(1, s.stats.meanL))
		}
		// Out of the hand's box, but within reach of its region, of its
		// very tint and no face's size: the table the hand shades, or
		// the hand's own shade, not the neutral (a fresh POV-Ray scene,
		// seed 16650 as JPEG q80: fingers over three stacks on olive
		// wood, the wood in a finger's shade beside them 3.1 faces
		// large, 14 degrees from the hand's hue, named the neutral
		// where no stack is, the neutral under the thumb). Hidden with
		// the hand: the neutral so near a hand may be under it.
		tinted := handTinted(s.stats, hands)
		if !alone && !whole && tinted && d.besideHidden(s.Outline, scale, d.labels.Cols(), 3*reach) {
			hide = append(hide, i)
			big = append(big, scaleRect(s.Bounds, 1/scale, ww, wh))
			if debugFaces {
				fmt.Fprintf(os.Stderr, "neutral at %v: of the hand's tint beside it, no face's size: hidden with it\n", s.Center)
			}
			continue
		}
		if atEdge || skinHue(int(s.stats.meanA)-128, int(s.stats.meanB)-128) && (!apart || tinted) {
			s.Top, s.Why = rules.NoScale, "a face with no marks beside a hand: the neutral, or the hand"
		}
	}
	for k, i := range hide {
		readings = slices.Delete(readings, i-k, i-k+1)
	}
	return readings, big
}

// outlinesWithin reports whether the closed polygon outline comes within
// reach of any of others (all in frame pixels, the outlines of regions
// apart, which do not cross): a corner of one within reach of an edge of
// the other.
func outlinesWithin(outline []image.Point, others [][]image.Point, reach float64) bool {
	return slices.ContainsFunc(others, func(o []image.Point) bool {
		return slices.ContainsFunc(outline, func(p image.Point) bool { return edgeDistance(o, p) <= reach }) ||
			slices.ContainsFunc(o, func(q image.Point) bool { return edgeDistance(outline, q) <= reach })
	})
}

// hideSkin takes out of readings each face read as a hand's skin (skin,
// see decideNeutral) and hides its box (at working size, scale times
// smaller than the frame, ww by wh) with the regions too large for a
// stack, big: no stack is there to read, and a hand is. It returns the
// outlines of those it took out too (frame pixels), for doubtTouched.
func hideSkin(readings []StackReading, big []image.Rectangle, scale float64, ww, wh int) ([]StackReading, []image.Rectangle, [][]image.Point) {
	var skins [][]image.Point
	for _, s := range readings {
		if s.skin {
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region at %v: no marks seen, a hand's skin: hidden\n", s.Center)
			}
			big = append(big, scaleRect(s.Bounds, 1/scale, ww, wh))
			if len(s.Outline) >= 3 {
				skins = append(skins, s.Outline)
			}
		}
	}
	return slices.DeleteFunc(readings, func(s StackReading) bool { return s.skin }), big, skins
}

// hideEdgeBlanks takes out of readings each region with no face seen in
// it (noMarksSeen) that the frame's edge (size, frame pixels) cuts and
// that is larger than a face with its side bands (edgeNeutral): something
// coming into the frame, a hand or an arm, not a stack, and hides its box
// (at working size, scale times smaller, ww by wh) with the regions too
// large for a stack, big. Said a stack unread, it was one where none is
// (a fresh POV-Ray scene, seed 11015, PNG and JPEG: a fingertip in the
// frame's corner, 2.9 faces of pink-grey, no hand found). Not a blank
// face found there (edgeBlank): the neutral seen close, on a stack, its
// sides with it, is as large (the near check, 120 frames, frame 21: the
// neutral said unread was hidden, and the frame said nothing of it).
func hideEdgeBlanks(readings []StackReading, big []image.Rectangle, scale float64, size image.Point, ww, wh int) ([]StackReading, []image.Rectangle) {
	usual := usualFace([][]StackReading{readings})
	if usual == 0 {
		return readings, big
	}
	return hideWhere(readings, big, scale, ww, wh, func(s StackReading) bool {
		blank := s.Top == rules.NoScale && s.Why == noMarksSeen && len(s.Outline) >= 3
		if !blank || !atFrameEdge(s.Bounds, size) || polygonArea(s.Outline) <= edgeNeutral*usual*usual {
			return false
		}
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region at %v: no face, cut by the frame's edge, %.2f faces: hidden\n", s.Center, polygonArea(s.Outline)/(usual*usual))
		}
		return true
	})
}

// hideWhere takes out of readings each that hide asks, and adds its box
// (at working size, scale times smaller, ww by wh) to the regions too
// large for a stack, big.
func hideWhere(readings []StackReading, big []image.Rectangle, scale float64, ww, wh int, hide func(StackReading) bool) ([]StackReading, []image.Rectangle) {
	kept := readings[:0]
	for _, s := range readings {
		if hide(s) {
			big = append(big, scaleRect(s.Bounds, 1/scale, ww, wh))
		} else {
			kept = append(kept, s)
		}
	}
	return kept, big
}

// hideLongBlanks takes out of readings each region with no face seen in
// it (noMarksSeen) twice as long as wide or more, by its face's outline
// or, with none, its region's (no scale's face is: faceAspect,
// doubtLong), and hides its box (at working size, scale times smaller,
// ww by wh) with the regions too large for a stack, big: a finger, its
// hand not found. Said a stack unread, it was one where none is (a fresh
// POV-Ray scene, seed 15270, PNG and JPEG: a pale hand seen close on pale
// grey cloth in cool light, of too little chroma for skin, its fingers
// four stacks unread).
func hideLongBlanks(readings []StackReading, big []image.Rectangle, scale float64, ww, wh int) ([]StackReading, []image.Rectangle) {
	return hideWhere(readings, big, scale, ww, wh, func(s StackReading) bool {
		if s.Top != rules.NoScale || s.Why != noMarksSeen {
			return false
		}
		long := s.regionLong
		if ownOutline(s) {
			long = aspect(minAreaRect(s.Outline))
		}
		if debugFaces && long >= 2 {
			fmt.Fprintf(os.Stderr, "region at %v: no face, %.1f times as long as wide: hidden\n", s.Center, long)
		}
		return long >= 2
	})
}

// atFrameEdge reports whether box b (frame pixels) reaches to within a
// pixel of the edge of a frame of size: what it holds is cut by it.
func atFrameEdge(b image.Rectangle, size image.Point) bool {
	return b.Min.X <= 1 || b.Min.Y <= 1 || b.Max.X >= size.X-1 || b.Max.Y >= size.Y-1
}

// edgeBlank is why a blank face cut by the frame's edge is no neutral
// (unnameHandNeutral).
const edgeBlank = "a face with no marks cut by the frame's edge: the neutral, or a hand"

// edgeNeutral is the most of the frame's usual face (squared, as
// usualFace gives it) the neutral cut by the frame's edge covers, with
// its side bands: a tall stack's, seen 35 degrees off vertical, add under
// half a face.
const edgeNeutral = 1.8

// betweenFingers is how near the frame's table colour in its light
// (offShade) a face named the neutral by the hand is the table seen
// between fingers (unnameHandNeutral): on a yellow table the table itself
// is yellower than the white faces, gold enough. A fresh POV-Ray scene,
// seed 5497: olive cloth between two fingers, 10.3 off, named the
// neutral; of the 39 other readings of a neutral by a hand in 36 POV-Ray
// sets (seeds 4786 to 5527, PNG and JPEG q80), the nearest was 15.5 (no
// neutral either, said unread), the next 20.3. Not a face more coloured
// than the table in its light (richerThanTable): seed 5591, the gold
// neutral on pale yellow wood against an arm, 12.4 off and 1.2 times as
// coloured as the wood so lit, was hidden with the arm; the olive cloth
// of seed 5497, in the fingers' shade, was 0.7 times.
const betweenFingers = 13.0

// ringedBy is the share of a face's outline along the hand's region
// past which the face is the hand's (unnameHandNeutral).
const ringedBy = 0.95

// shadeNotSkin reports whether ring, the mean Lab colour round a face
// the hand's region rings, is the table under it in the arm's shadow and
// no hand's skin: darker than the table, of its hue within shadowHue
// and no richer than its chroma so darkened, where that hue tells
// (chroma 8 and more), and of no hand's tint (handTinted). A soft
// shadow lit by a cooler room is greyer than tableInShade and
// clothInShade allow, and of any chroma it keeps, where shadowCooled
// asks half the table's at least (a fresh POV-Ray
// scene, seed 9204: the neutral in a forearm's shadow on pink cloth,
// ringed at 0.91 of the cloth's light, its chroma 0.77 of the cloth's
// so scaled, 60 degrees from the arm's hue, hidden with the arm). A
// hand's own skin round a piece of it is of the hand's tint.
func shadeNotSkin(ring, under [3]float64, hands []skinTint) bool {
	if len(hands) == 0 {
		return false
	}
	_, _, _, shade := shadeOfTableHue(ring, under)
	return shade && !handTinted(faceStats{meanL: ring[0], meanA: ring[1], meanB: ring[2]}, hands)
}

// skinTint is a hand's skin: the median of its chroma over lightness,
// and its median hue (skinShade's).
type skinTint struct{ shade, hue float64 }

// holds reports whether a pixel (Lab chroma a, b less 128, of chroma and
// lightness l) is of the skin of tint t: of skin's hue, within
// skinHueReach of t's, and of at least 0.7 of t's chroma for its
// lightness (see stacksBesideHand).
func (t skinTint) holds(a, b int, chroma, l float64) bool {
	return skinHue(a, b) && math.Abs(hueAngle(float64(a), float64(b))-t.hue) <= skinHueReach && chroma >= 0.7*t.shade*l
}

// skinShare is the share of the pixels inside outline (frame pixels, at
// working size by scale) that are of the skin of one of hands; 0 for an
// outline reaching past the working picture, which no face read does.
func (d *Detector) skinShare(outline []image.Point, scale float64, hands []skinTint) float64 {
	if len(hands) == 0 {
		return 0
	}
	w, h := d.lab.Cols(), d.lab.Rows()
	poly := workingOutline(outline, scale)
	box := pointsBox(poly)
	if !box.In(image.Rect(0, 0, w, h)) {
		return 0
	}
	lab, _ := d.lab.DataPtrUint8()
	n, skin := 0, 0
	for i := range pixelsInside(poly, box, w) {
		n++
		a, b := int(lab[3*i+1])-128, int(lab[3*i+2])-128
		chroma := math.Hypot(float64(a), float64(b))
		if slices.ContainsFunc(hands, func(t skinTint) bool { return t.holds(a, b, chroma, float64(lab[3*i])) }) {
			skin++
		}
	}
	return float64(skin) / float64(max(1, n))
}

// notHands reports whether a face of stats is gold and of no hand's skin
// (hands'; none known: false): a hand's hue and chroma for its lightness
// stay near its own in light and shade (skinShade), and a piece of it,
// a fingertip, a palm, is of both; the neutral beside it may share one,
// not both. Of its hue, the face is skinHueReach from it or more; of
// its chroma, half as much again or more, as stacksBesideHand's skin
// is 0.7 of the hand's at least. In eight POV-Ray scenes (seeds 1821 to
// 2419) the neutral beside a hand was said unread, 20 to 42 degrees from
// the hand's hue; in one (seed 2465) an orange neutral by a peach arm,
// 9 degrees apart, had 1.8 times its chroma for its lightness. The
// fingertips and palms read the neutral (seeds 1903, 2234, 2278) were
// within 8 degrees and at 0.8 to 1 times their hand's chroma.
func notHands(stats faceStats, hands []skinTint) bool {
	return notHandsBy(stats, hands, skinChromaReach)
}

// notHandsBy is notHands with a face of k times a hand's chroma for its
// lightness, or more, of no hand's skin.
func notHandsBy(stats faceStats, hands []skinTint, k float64) bool {
	return len(hands) > 0 && goldHue(stats.meanA-128, stats.meanB-128) && !handTintedBy(stats, hands, k)
}

// skinChromaReach is, for its lightness, how many times a hand's chroma
// a piece of it may be (see notHands). apartChromaReach, for a whole
// face apart from the hand's box: the fingertips and palms read the
// neutral were 0.8 to 1 times it; the neutral on pale wood a finger's
// width from the box round a hand's region, 8 degrees from the hand's
// hue and 1.32 times its chroma for its lightness, was said unread (a
// fresh POV-Ray scene, seed 16881, PNG and JPEG q80).
const skinChromaReach, apartChromaReach = 1.5, 1.25

// handTinted reports whether a face's colour is of one of hands' skin:
// within skinHueReach of its hue and under skinChromaReach times its
// chroma for its lightness (see notHands).
func handTinted(stats faceStats, hands []skinTint) bool {
	return handTintedBy(stats, hands, skinChromaReach)
}

// handTintedBy is handTinted under k times a hand's chroma for its
// lightness.
func handTintedBy(stats faceStats, hands []skinTint, k float64) bool {
	a, b := stats.meanA-128, stats.meanB-128
	h, shade := hueAngle(a, b), math.Hypot(a, b)/max(1, stats.meanL)
	return slices.ContainsFunc(hands, func(hand skinTint) bool {
		return math.Abs(h-hand.hue) < skinHueReach && shade < k*hand.shade
	})
}

// newLabel returns a label no region has yet: one past *next, the
// largest label in lbl, looked for the first time it is wanted (*next
// negative), when most frames want none. *next becomes the new label.
func newLabel(lbl []int32, next *int32) int32 {
	if *next < 0 {
		*next = slices.Max(lbl)
	}
	*next++
	return *next
}

// erase clears a labelled region from the foreground and its filled copy,
// and marks it hidden.
func (d *Detector) erase(label int) {
	lbl := int32View(&d.labels)
	out, _ := d.clean.DataPtrUint8()
	fill, _ := d.filled.DataPtrUint8()
	for i, l := range lbl {
		if int(l) == label {
			out[i], fill[i], d.hidden[i] = 0, 0, 255
		}
	}
}

// besideHidden reports whether a hidden region's pixel (d.hidden, at
// working size, w wide) lies within reach of the outline (in pixels of
// the picture, scale times the working size).
func (d *Detector) besideHidden(outline []image.Point, scale float64, w int, reach int) bool {
	return d.besideHiddenBut(outline, scale, w, reach, nil)
}

// besideHiddenBut is besideHidden counting no hidden pixel i for which
// skip(i) is true (skip nil: every one counts).
func (d *Detector) besideHiddenBut(outline []image.Point, scale float64, w int, reach int, skip func(int) bool) bool {
	found := false
	alongOutline(outline, scale, func(x, y int) bool {
		found = d.hiddenWithinBut(x, y, w, reach, skip)
		return !found
	})
	return found
}

// hiddenAlong is the share of outline (frame pixels, at working size by
// scale) that lies within reach of the hidden region (see besideHidden).
func (d *Detector) hiddenAlong(outline []image.Point, scale float64, w int, reach int) float64 {
	return d.hiddenAlongBut(outline, scale, w, reach, nil)
}

// hiddenAlongBut is hiddenAlong counting no hidden pixel i for which
// skip(i) is true (skip nil: every one counts).
func (d *Detector) hiddenAlongBut(outline []image.Point, scale float64, w int, reach int, skip func(int) bool) float64 {
	n, near := 0, 0
	alongOutline(outline, scale, func(x, y int) bool {
		n++
		if d.hiddenWithinBut(x, y, w, reach, skip) {
			near++
		}
		return true
	})
	return float64(near) / float64(max(1, n))
}

// hiddenRing is the mean Lab colour of the hidden pixels within reach of
// outline (frame pixels, at working size by scale), counting none for
// which skip is true.
func (d *Detector) hiddenRing(outline []image.Point, scale float64, w int, reach int, skip func(int) bool) (mean [3]float64) {
	lab, _ := d.lab.DataPtrUint8()
	h := len(d.hidden) / w
	seen := make(map[int]bool)
	alongOutline(outline, scale, func(x, y int) bool {
		for yy := max(0, y-reach); yy <= min(h-1, y+reach); yy++ {
			for xx := max(0, x-reach); xx <= min(w-1, x+reach); xx++ {
				if i := yy*w + xx; d.hidden[i] != 0 && (skip == nil || !skip(i)) && !seen[i] {
					seen[i] = true
					for c := range 3 {
						mean[c] += float64(lab[3*i+c])
					}
				}
			}
		}
		return true
	})
	for c := range 3 {
		mean[c] /= float64(max(1, len(seen)))
	}
	return mean
}

// alongOutline calls visit at each working pixel along outline (frame
// pixels, at working size by scale), a pixel apart, until it returns
// false.
func alongOutline(outline []image.Point, scale float64, visit func(x, y int) bool) {
	for i, p := range outline {
		q := outline[(i+1)%len(outline)]
		steps := int(dist(p, q)/scale) + 1
		for k := 0; k < steps; k++ {
			f := float64(k) / float64(steps)
			x := (float64(p.X) + f*float64(q.X-p.X)) / scale
			y := (float64(p.Y) + f*float64(q.Y-p.Y)) / scale
			if !visit(int(x), int(y)) {
				return
			}
		}
	}
}

// hiddenWithin reports whether a pixel of the hidden region lies within
// reach of (x, y), along rows, columns or aslant (working pixels, w wide).
func (d *Detector) hiddenWithin(x, y, w, reach int) bool {
	return d.hiddenWithinBut(x, y, w, reach, nil)
}

// hiddenWithinBut is hiddenWithin counting no pixel i for which skip(i)
// is true (skip nil: every one counts).
func (d *Detector) hiddenWithinBut(x, y, w, reach int, skip func(int) bool) bool {
	h := len(d.hidden) / w
	for yy := max(0, y-reach); yy <= min(h-1, y+reach); yy++ {
		for xx := max(0, x-reach); xx <= min(w-1, x+reach); xx++ {
			if i := yy*w + xx; d.hidden[i] != 0 && (skip == nil || !skip(i)) {
				return true
			}
		}
	}
	return false
}

// plainTable returns whether working pixel i is the table as it is
// estimated under it (d.bg), in the same light: within plainReach of it
// in L and in chroma. Neither a hand, lit otherwise or of another
// colour, nor its shadow is.
func (d *Detector) plainTable() func(i int) bool {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	if n := 3 * len(d.hidden); len(lab) < n || len(bg) < n {
		return nil // no table's colour known: every hidden pixel counts
	}
	return func(i int) bool { return plainPixel(labAt(lab, i), labAt(bg, i)) }
}

// plainPixel reports whether Lab colour p is the table's, t, in the same
// light (see plainTable).
func plainPixel(p, t [3]float64) bool {
	return math.Abs(p[0]-t[0]) <= plainReach && math.Hypot(p[1]-t[1], p[2]-t[2]) <= plainReach
}

// plainReach is how far in L, and in chroma, the plain table strays from
// its estimate: its grain, the camera's noise and JPEG's bleeding of the
// colours beside it (4 to 5 units of chroma by the neutral's gold).
const plainReach = 8

// thickness returns each region's largest distance from its edge: the
// radius of the largest disc inside it. box holds every region.
func (d *Detector) thickness(regions []blob, box image.Rectangle) []float64 {
	byLabel := labelIndex(regions)
	out := make([]float64, len(regions))
	lbl := int32View(&d.labels)
	dist, _ := d.dist.DataPtrFloat32()
	w := d.labels.Cols()
	box = box.Intersect(image.Rect(0, 0, w, len(lbl)/w))
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			i := y*w + x
			if l := int(lbl[i]); l > 0 && l < len(byLabel) && byLabel[l] > 0 {
				k := byLabel[l] - 1
				out[k] = max(out[k], float64(dist[i]))
			}
		}
	}
	return out
}

// labelIndex is each region's index plus one, by its label (0 for the
// labels of no region): a slice, where a map cost a lookup per pixel.
func labelIndex(regions []blob) []int {
	top := 0
	for _, b := range regions {
		top = max(top, b.label)
	}
	byLabel := make([]int, top+1)
	for i, b := range regions {
		byLabel[b.label] = i + 1
	}
	return byLabel
}

// ridgeHeight is each region's typical thickness along its ridge: the
// median height of the distance's local peaks that reach at least 0.6 of
// its thickest (thick). A lone stack's is about its thickness; a row of
// stacks run together is as thick as one along most of its length, but
// thicker where it bends or a tall stack's side band and shadow widen it,
// and its largest thickness takes the scale for half again its size.
// Where strong is given, the thickest is the highest peak whose disc is
// mostly strong pixels, where there is one: a pool of light grown from
// the table is weak all through, and a row of stacks joined to one three
// times as thick had the pool alone set the scale's size, too large for
// any stack but it (img_0012 seen from farther through another camera,
// stream 71: a snake read as one stack unread). A faint face is weak
// too, and its region has no such peak; a speck of its rim that is
// strong is no disc of strong pixels, nor is a scale's dark side band
// beside its faint face, thinner than any stack (img_0013 seen from
// farther through another camera: a W1 on a black scale, its band's
// peak 0.4 of its face's, made the scale's size twice what it is). lbl
// and dist are the regions' labels and distances, w wide; only the
// pixels in box are looked at.
func ridgeHeight(regions []blob, thick []float64, lbl []int32, dist []float32, strong []uint8, w int, box image.Rectangle) []float64 {
	byLabel := labelIndex(regions)
	top := len(byLabel) - 1
	// Each region's peaks, and the highest whose disc is strong. Thinner
	// than least it is no stack: a snake filling half a portrait frame's
	// width with 19 scales in a straight line has them a 140th of its
	// height in radius (see tileRadius).
	least := float64(max(w, len(lbl)/w)) / 140
	all := make([][]float64, len(regions))
	ref := make([]float64, len(regions))
	box = box.Intersect(image.Rect(1, 1, w-1, len(lbl)/w-1))
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			i := y*w + x
			l := int(lbl[i])
			if l <= 0 || l > top || byLabel[l] == 0 {
				continue
			}
			k, v := byLabel[l]-1, dist[i]
			if v >= dist[i-1] && v >= dist[i+1] && v >= dist[i-w] && v >= dist[i+w] &&
				v >= dist[i-w-1] && v >= dist[i-w+1] && v >= dist[i+w-1] && v >= dist[i+w+1] {
				all[k] = append(all[k], float64(v))
				if strong != nil && float64(v) > max(ref[k], least) && mostlySet(strong, w, x, y, float64(v)) {
					ref[k] = float64(v)
				}
			}
		}
	}
	out := make([]float64, len(regions))
	for k, p := range all {
		if ref[k] == 0 {
			ref[k] = thick[k]
		}
		p = slices.DeleteFunc(p, func(v float64) bool { return v < 0.6*ref[k] })
		if len(p) == 0 {
			out[k] = thick[k]
			continue
		}
		out[k] = kth(p, len(p)/2)
	}
	return out
}

// tileRadius is the radius of the disc inside a lone scale: the median
// thickness of the regions that are neither specks nor wider than half the
// frame (its longer side, long) could hold, each counted by that
// thickness, so that crumbs, marks and streaks of grain, however many, do
// not outvote the stacks. A speck is thinner than a 160th of the frame:
// a snake filling half a portrait frame's width with 19 scales in a
// straight line has them a 140th of its height in radius, and anything
// in its way is closer. (At a 240th, the crumbs a noisy camera leaves
// of a table's edge outweighed a five-stack snake: img_0006 seen from
// farther through another camera, its radius taken for half of what it
// is, and three stacks run together taken for an arm over them.)
//
// Regions with a soft rim (soft) are left out unless no other is left:
// the table in other light, a lamp's pool, is as thick as the lamp makes
// it, and two pools outweighed a seven-stack snake (img_0013 seen from
// farther through another camera, stream 103: the radius twice the
// scales', every stack dropped as grain, and the frame said empty).
// measureRegions counts regions at the frame's edge as soft too.
//
// Hands and arms (arm) weigh after those: a hand apart from the snake,
// at the frame's edge, outweighed a row of stacks run together whose
// rim was soft (a synthetic hand beside four stacks).
func tileRadius(regions []blob, thick []float64, long int, soft, arm func(blob) bool) float64 {
	var ts, softTs, armTs []float64
	for i, b := range regions {
		switch {
		case thick[i] < float64(long)/160 || thick[i] > float64(long)/4:
		case arm != nil && arm(b):
			armTs = append(armTs, thick[i])
		case soft != nil && soft(b):
			softTs = append(softTs, thick[i])
		default:
			ts = append(ts, thick[i])
		}
	}
	if len(ts) == 0 {
		ts = softTs
	}
	if len(ts) == 0 {
		ts = armTs
	}
	if len(ts) == 0 {
		return 0
	}
	total := 0.0
	for _, t := range ts {
		total += t
	}
	sort.Float64s(ts)
	acc := 0.0
	for _, t := range ts {
		if acc += t; 2*acc >= total {
			return t
		}
	}
	return ts[len(ts)-1]
}

// mostlySet reports whether more than half the pixels of m (w wide)
// within r of (x, y) are set.
func mostlySet(m []uint8, w, x, y int, r float64) bool {
	h := len(m) / w
	set, n := 0, 0
	ri := int(r)
	for yy := max(0, y-ri); yy <= min(h-1, y+ri); yy++ {
		for xx := max(0, x-ri); xx <= min(w-1, x+ri); xx++ {
			if dx, dy := float64(xx-x), float64(yy-y); dx*dx+dy*dy <= r*r {
				n++
				if m[yy*w+xx] != 0 {
					set++
				}
			}
		}
	}
	return 2*set > n
}

func scaleRect(r image.Rectangle, s float64, W, H int) image.Rectangle {
	out := image.Rect(int(float64(r.Min.X)*s), int(float64(r.Min.Y)*s), int(math.Ceil(float64(r.Max.X)*s)), int(math.Ceil(float64(r.Max.Y)*s)))
	return out.Intersect(image.Rect(0, 0, W, H))
}

// discIn yields the index (in a picture w wide) of each pixel of clip
// within r of (cx, cy).
func discIn(cx, cy, r float64, clip image.Rectangle, w int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for y := max(clip.Min.Y, int(math.Floor(cy-r))); y <= min(clip.Max.Y-1, int(math.Ceil(cy+r))); y++ {
			for x := max(clip.Min.X, int(math.Floor(cx-r))); x <= min(clip.Max.X-1, int(math.Ceil(cx+r))); x++ {
				if math.Hypot(float64(x)-cx, float64(y)-cy) <= r && !yield(y*w+x) {
					return
				}
			}
		}
	}
}

// pixelsOf yields the index (at working size) of each pixel of region b.
func (d *Detector) pixelsOf(b blob) iter.Seq[int] {
	lbl := int32View(&d.labels)
	w := d.labels.Cols()
	return func(yield func(int) bool) {
		for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
			for x := b.box.Min.X; x < b.box.Max.X; x++ {
				if i := y*w + x; int(lbl[i]) == b.label && !yield(i) {
					return
				}
			}
		}
	}
}

// readWider reads again, with the table round it, a region of about a
// scale's size where no face or only an unsure black one was read. The
// region may hold too little of the face: a glossy black face that a
// lamp lights from black on one side to the table's own shade on the
// other leaves its lit side to the table, and the region ends across its
// marks, which are then no holes (img_0011 and img_0006 of the shared
// scenes through another camera; img_0006's tall stack still has its
// sides said as a stack unread). Or its threshold is set by too little
// of the table: a light rim or a neighbour's edge puts it above the
// face's stripes' blur, and they run together (img_0000 through another
// camera; small blurred B3s on teal, sweep seed 4, frame 37). Widened by
// 0.4 of a radius, the face is whole in the window and the table sets the
// threshold. The reading is taken only when it is a sure black face a
// scale's size at least, with as many marks as before or more, centred
// in the region; the region keeps its own outline.
//
// Where that fails, or the region is a tall stack's face and sides
// together (up to 2.5 scales' share), the lit side may be the table's
// very shade (a face grown from the table's colour too), and only the
// face's thin dark rim parts them: read again with what the rim
// encloses as face (litSideFill), and then with all the region holds no
// lighter than the table as face too (paintLitSide), its marks being
// lighter than the table.
//
// Only where the table is far lighter than the region's dark part: on a
// dark table the ring taken in joins the face, and a crease between the
// ring and the scale's side band passes for a mark (dark purple cloth,
// folds frame 97: a B3 read B1). Nearer (litSideGap), only with the
// table round it, nothing filled (wideGap): a black face on dark grey,
// lit to 0.73 of it, its stripe's hole run out through a notch of its
// region (a fresh POV-Ray scene, seed 10946: 37 lighter, "no marks
// seen"; read wider, a sure B1).
//
// sure are the faces read surely so far: three or more tell the usual
// face's size round the region (usualNear); unsure ones may be pieces of
// faces. It reports whether it took a reading.
func (d *Detector) readWider(v view, b blob, rs []StackReading, scale, rb float64, sure []StackReading) bool {
	if len(rs) != 1 || b.widen > 0 {
		return false
	}
	s := &rs[0]
	share := float64(b.area) / (math.Pi * rb * rb)
	if share < 0.5 || share > 2.5 {
		return false
	}
	if s.Top != rules.NoScale && (s.Confidence >= d.opt.MinConfidence || s.Top.Color() != rules.Black) {
		return false
	}
	fills := []int{0, 1, 2}
	if dark, table := d.darkAndTable(b); table-dark < litSideGap {
		if debugFaces {
			fmt.Fprintf(os.Stderr, "region %v: not read wider, the table %d lighter than its dark part\n", b.center, table-dark)
		}
		if table-dark < wideGap {
			return false
		}
		fills = fills[:1]
	}
	usual := 0.0
	if len(sure) >= 3 {
		usual = usualNear(sure, image.Pt(int(float64(b.center.X)*scale), int(float64(b.center.Y)*scale)), 4)
	}
	// The most marks a sure black reading counted that was not taken,
	// its marks in no other region: a sign that a reading of fewer lost
	// one (img_0006 through another camera, stream 46: a B3 whose third
	// stripe lay on its lit side, read with the table round it a sure
	// B3, its one mark's centre off the region; with the lit side
	// filled, a sure B2, taken without a word).
	seen := 0
	for _, fill := range fills {
		// A face grown faint is read with the table round it too: the
		// grown part may be the face's darker half, its lit half and
		// marks left out (a fresh POV-Ray scene, seed 5111: a B2
		// hexagon on grey-brown cloth, its upper half and dots 40
		// darker than the cloth, said unread), and the table far
		// lighter than its dark part (litSideGap) leaves it whole.
		if fill == 0 && share > 1.4 {
			continue
		}
		ws, ok := d.readWiderAs(v, b, s, scale, rb, usual, fill)
		switch {
		case ok && ws.Marks < seen:
			if debugFaces {
				fmt.Fprintf(os.Stderr, "region %v read wider (fill %v): %v, but a reading not taken saw %d marks\n", b.center, fill, ws.Top, seen)
			}
			return false
		case ok:
			s.Top, s.Marks, s.Confidence, s.Why = ws.Top, ws.Marks, ws.Confidence, ""
			// The marks read, not the region's: a mark's size left
			// at the region's unread nothing made a B1 read wider "one
			// mark 0.00 of the size of other faces' marks".
			s.markLong, s.markTile = ws.markLong, ws.markTile
			s.wideOutline = ws.Outline
			return true
		case ws.Top != rules.NoScale && !d.anyInOther(b, ws.marksAt, scale, rb):
			seen = max(seen, ws.Marks)
		}
	}
	return false
}

// readWiderAs is readWider's one reading: the region with the table
// round it (fill 0), or with what its dark rim encloses (fill 1, 2).
func (d *Detector) readWiderAs(v view, b blob, s *StackReading, scale, rb, usual float64, fill int) (StackReading, bool) {
	wide := b
	wide.widen = max(1, int(0.4*rb))
	if fill > 0 {
		// The lit side may reach a whole radius past the dark part.
		wide.widen = max(1, int(rb))
	}
	wide.fill = fill
	ws := d.readStack(v, wide, scale, rb*scale)
	if debugFaces {
		for _, w := range ws {
			fmt.Fprintf(os.Stderr, "region %v read wider (fill %v): %v %.2f at %v (%q), marks at %v\n", b.center, fill, w.Top, w.Confidence, w.Center, w.Why, w.marksAt)
		}
	}
	if len(ws) != 1 || ws[0].Top == rules.NoScale || ws[0].Top.Color() != rules.Black || ws[0].Confidence < d.opt.MinConfidence {
		return StackReading{}, false
	}
	// Read wider, the face is a glossy one whose lit side the region
	// lost; where the look at the whole face, the lit side in it, saw a
	// sign of a mark more than the face's threshold counted, that
	// threshold has lost the lit side's mark too (img_0006 through
	// another camera, stream 15; in other light, stream 16: a B3 read a
	// sure B2, its third stripe on the lit side).
	if ws[0].moreBeyond {
		return ws[0], false
	}
	// Read with its lit side filled, only the marks the region lost there
	// tell anything: the filling makes a face whole and even, and as many
	// marks on it read surer than they are (a B3's dots blurred towards
	// the table's shade, filled over, left one: a sure B1, sweep seed 66
	// frame 19).
	if fill > 0 && ws[0].Marks <= s.Marks && !barFreed(*s, ws[0], rb*scale) {
		return ws[0], false
	}
	// A mark run into light as light as it: the lit side only partly
	// enclosed, the rest a hole with the mark in it, left out of the
	// count (img_0006 through another camera, stream 39: a B3's middle
	// stripe run into its lit side, read a sure B2). Not with three
	// marks counted, as many as a face has: the ragged hole hides none
	// (img_0004 seen from farther through another camera, stream 13: a
	// small B3, a hole as light beside its three stripes, said unread;
	// img_0006's glossy B3 through another camera, stream 13, a lower
	// white scale's side the hole).
	if fill > 0 && ws[0].markRagged && ws[0].Marks < 3 {
		return ws[0], false
	}
	// Nor, with all the region no lighter than the table painted (fill
	// 2), marks counted by the bumps of one hole: so painted, a tall
	// stack's sides are one dark "face" and a lower white scale's side
	// band one hole in it, its bumps "marks" (img_0006 through another
	// camera, stream 134, camera 4: the glossy B3's sides read as a sure
	// B3 of three bumps, a second B3 beside the face's own, without a
	// word). With the rim's enclosure alone filled (fill 1) the bumps
	// are a blurred face's stripes (shared6-defocus-003.png).
	if fill == 2 && len(ws[0].marksAt) < ws[0].Marks {
		return ws[0], false
	}
	// A black face whose lit side the table's shade took is dark for the
	// most part still: of it and the rim and shadow round it, 0.47 to
	// 0.98 was darker than the table in the shared scenes' glossy faces
	// and the stored frames. A white face on a cream cloth, its face
	// within the table's noise, painted with its whole region, is dark
	// only in its marks and its shadow's rim: 0.21 to 0.59 in the faint
	// white check (100 frames), where the three read surely, 0.30 to
	// 0.34, were a W2 and two W1s read B1, a lighter patch of the face
	// painted black taken for the mark.
	if fill == 2 && ws[0].darkShare < 0.4 {
		return ws[0], false
	}
	// Nor, so painted, a face still dented (under cutSolid of its hull)
	// with fewer marks than a face may have: all that is no lighter than
	// the table is in it, its shade and its lit side with it, and what
	// cuts into it is lighter, over it: fingers may hide a mark (a fresh
	// POV-Ray scene, seed 10807: a B3 under two fingers of wood's hue,
	// no hand found, 0.85 of its hull with two dots seen, a sure B2).
	// Over the counted POV-Ray sets and the stored frames, the faces so
	// taken were 0.94 of their hulls or more but for B3s.
	if fill == 2 && ws[0].Marks < 3 && solidity(ws[0].Outline) < cutSolid {
		return ws[0], false
	}
	// A piece of a face read part by part is no whole face. Nor is,
	// with the lit side filled, what is over filledMost discs: the
	// painting made one dark "face" of more than a face and its lit
	// side (a fresh POV-Ray scene, seed 5275: the wood in an arm's
	// shade, 2.45 discs, the arm's edge a thin light line its "stripe",
	// a sure B1 where no stack is).
	// A whole face is 0.8 discs or more, or, where the faces round it
	// are smaller than that (their regions wide for them: a side band
	// and a shadow round each), 0.8 of their usual face (a fresh
	// POV-Ray scene, seed 17556: hexagons on green cloth; a B3 cut by
	// the face's threshold, read wider a sure B3 of 0.73 to 0.76 discs,
	// 0.85 to 0.89 of the faces round it, said unread).
	disc := math.Pi * rb * rb * scale * scale
	if debugFaces {
		fmt.Fprintf(os.Stderr, "region %v read wider (fill %d): %.2f discs, %.2f of the faces round it\n", b.center, fill, polygonArea(ws[0].Outline)/disc, polygonArea(ws[0].Outline)/(usual*usual))
	}
	if area := polygonArea(ws[0].Outline); area < 0.8*disc && (usual == 0 || area < 0.8*usual*usual) || fill > 0 && area > filledMost*disc || ws[0].Marks < s.Marks {
		return ws[0], false
	}
	if !ws[0].Center.In(scaleRect(b.box, scale, v.size.X, v.size.Y)) {
		return ws[0], false
	}
	// Widened by a radius, the window may take in a neighbour's face:
	// marks in another region are that region's (img_0006 through
	// another camera, stream 49: a tall B3's sides, a region of their
	// own, read with the lit side filled as a second sure B3, the face's
	// stripes above them its marks).
	if d.anyInOther(b, ws[0].marksAt, scale, rb) {
		return ws[0], false
	}
	// Its marks lie in the region itself: the stripes of a face above a
	// tall stack's sides, whose region is the sides alone, are not the
	// sides' (img_0006 through another camera, streams 9 and 12: a B3's
	// two stripes in the window widened round its sides, read B2).
	if fill == 0 && !d.allIn(b, ws[0].marksAt, scale) {
		return ws[0], false
	}
	if fill == 0 && ws[0].Marks < 3 && d.moreWider(v, b, ws[0], scale, rb) {
		return ws[0], false
	}
	if debugFaces {
		fmt.Fprintf(os.Stderr, "region %v read wider (fill %d): taken, %v of %.2f discs, %.2f of its hull\n", b.center, fill, ws[0].Top, polygonArea(ws[0].Outline)/(math.Pi*rb*rb*scale*scale), solidity(ws[0].Outline))
	}
	return ws[0], true
}

// filledMost is the most discs a face read with its lit side filled
// covers (readWiderAs): of the readings so taken over the stored frames
// and eleven POV-Ray sets, 1.93 at most (a B2 on four, aslant sweep).
const filledMost = 2.2

// barFreed reports whether wide, the region read with its lit side
// filled, is one stripe of a stripe's size where r, the region read
// alone, was one mark too large for one: the stripe run into the lit
// side round it, cut out with it (POV-Ray 3935: a B1 in warm light, its
// stripe and the lit third of its face one hole of 0.29 of a face, said
// unread; filled, a stripe of 0.07). Dots are not taken so: a B3's dots
// blurred towards the table's shade and filled over leave one (stored
// sweep-66-019). r is at frame pixels' radius rb.
func barFreed(r, wide StackReading, rb float64) bool {
	if r.Marks != 1 || wide.Marks != 1 || len(r.marksAt) != 1 || len(wide.marksAt) != 1 {
		return false
	}
	return r.markTile > loneMarkMost && wide.markTile < widestStripe && barMark(wide) && dist(r.marksAt[0], wide.marksAt[0]) < 0.5*rb
}

// moreWider reports whether the region read widened by a whole radius is
// a sure black face with more marks than r, its reading widened by 0.4:
// the region held so little of a glossy face that even 0.4 of a radius
// round it left out a mark on its lit side (img_0006 seen from farther
// through another camera: a B3 read a sure B2, its third stripe past
// the window's edge). Its marks outside the region, that reading is not
// taken (see allIn): it is only a sign.
func (d *Detector) moreWider(v view, b blob, r StackReading, scale, rb float64) bool {
	wide := b
	wide.widen = max(1, int(rb))
	ws := d.readStack(v, wide, scale, rb*scale)
	if debugFaces {
		for _, w := range ws {
			fmt.Fprintf(os.Stderr, "region %v read wider by a radius: %v %.2f at %v (%q), marks at %v\n", b.center, w.Top, w.Confidence, w.Center, w.Why, w.marksAt)
		}
	}
	return len(ws) == 1 && ws[0].Top != rules.NoScale && ws[0].Top.Color() == rules.Black && ws[0].Confidence >= d.opt.MinConfidence && ws[0].Marks > r.Marks
}

// allIn reports whether there are points (frame pixels) and every one
// lies in region b (working size, scale times smaller), or in a hole it
// encloses: a small face's marks, a pixel or so wide at working size,
// blur with the face round them into the table's grey and leave holes
// (img_0004 seen from farther through another camera, stream 26: a B3's
// two upper stripes in a hole of its region, its reading widened, a sure
// B3, not taken; an unsure B1 was).
func (d *Detector) allIn(b blob, pts []image.Point, scale float64) bool {
	return len(pts) > 0 && !slices.ContainsFunc(pts, func(p image.Point) bool { return d.regionAt(p, scale) != b.label })
}

// anyInOther reports whether any of points (frame pixels) lies in a
// region other than b, or in a hole one encloses: a neighbour's marks.
// Not in a speck, under a fifth of a disc of radius rb (working pixels)
// within rb of the point: a neighbour's face is larger, but a face the
// foreground split leaves such pieces of itself (a fresh POV-Ray scene,
// seed 17556: a B3 on green cloth in warm light, its third stripe in a
// piece of 17 pixels beside its region of 0.55 discs, said unread).
func (d *Detector) anyInOther(b blob, pts []image.Point, scale, rb float64) bool {
	return slices.ContainsFunc(pts, func(p image.Point) bool {
		l := d.regionAt(p, scale)
		return l > 0 && l != b.label && float64(d.labelNear(l, toWorking(p, scale), int(math.Ceil(rb)))) >= 0.2*math.Pi*rb*rb
	})
}

// labelNear counts the pixels of region l within r of p (working pixels)
// each way.
func (d *Detector) labelNear(l int, p image.Point, r int) int {
	box := image.Rect(p.X-r, p.Y-r, p.X+r+1, p.Y+r+1).Intersect(image.Rect(0, 0, d.labels.Cols(), d.labels.Rows()))
	n := 0
	for range d.pixelsOf(blob{label: l, box: box}) {
		n++
	}
	return n
}

// regionAt is the label of the region at p (frame pixels), or of the
// region whose hole p lies in: the first labelled pixel each way along
// its row and column is that region's. 0 for the table, -1 off the
// frame.
func (d *Detector) regionAt(p image.Point, scale float64) int {
	lbl := int32View(&d.labels)
	w, h := d.labels.Cols(), d.labels.Rows()
	frame := image.Rect(0, 0, w, h)
	q := toWorking(p, scale)
	if !q.In(frame) {
		return -1
	}
	if l := lbl[q.Y*w+q.X]; l != 0 {
		return int(l)
	}
	around := int32(-1)
	for _, step := range [4]image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		r := q.Add(step)
		for r.In(frame) && lbl[r.Y*w+r.X] == 0 {
			r = r.Add(step)
		}
		if !r.In(frame) || around >= 0 && lbl[r.Y*w+r.X] != around {
			return 0
		}
		around = lbl[r.Y*w+r.X]
	}
	return int(around)
}

// litSideGap is how much lighter than a region's dark part the table
// must be for a black face's lit side to have gone with it: 60 to 75 in
// the shared scenes' glossy faces, 43 for a matte B1 on mauve marble
// whose lit side its veins took (a fresh POV-Ray scene, seed 5000: said
// unread), 36 on the dark purple cloth where reading wider found a
// crease for a mark.
const litSideGap = 40

// wideGap is how much lighter than a region's dark part the table must
// be for the region to be read with the table round it (readWider).
const wideGap = 30

// darkAndTable are the lightness (Lab L, 0 to 255) of region b's darkest
// quarter and the table's mean lightness under it.
func (d *Detector) darkAndTable(b blob) (dark, table int) {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	var hist [256]int
	n, sum := 0, 0
	for i := range d.pixelsOf(b) {
		hist[lab[3*i]]++
		sum += int(bg[3*i])
		n++
	}
	if n == 0 {
		return 0, 0
	}
	acc := 0
	for v, c := range hist {
		if acc += c; 4*acc >= n {
			dark = v
			break
		}
	}
	return dark, sum / n
}

// faceColoured reports whether the pixels of region b within r (working
// pixels) of c are, by their median, of a face's colour: black (darker
// than the table under them by DarkRatio), white (lighter by
// BrightDelta), either of little chroma, or the neutral's gold, as far
// from the table's own colour as cellTable.gold asks. The median: a
// face's marks are the lesser part of the disc. Not the table in a tall
// stack's shadow, nor the stack's side where it meets the shadow, which
// lie between two faces as a face lost between them would: L 88 and 65
// on tables of 115 and 118, and a wood's yellow shade, chroma 28 but 6
// from the wood's own (POV-Ray seeds 2266, 2772 and 2558, each said a
// stack unread).
func (d *Detector) faceColoured(b blob, c image.Point, r float64) bool {
	m, ok := d.medianAt(b, c, r)
	return !ok || d.faceColour(m)
}

// faceColour is faceColoured's judgement of a place's median colour.
func (d *Detector) faceColour(m placeColour) bool {
	chroma := math.Hypot(m.a, m.b)
	switch {
	case m.gold():
		return true
	case chroma >= whiteChroma:
		return false
	}
	return m.l < d.opt.DarkRatio*m.under[0] || m.l > m.under[0]+d.opt.BrightDelta
}

// placeColour is the median Lab colour of a place in a region (a and b
// less 128) and the mean of the table's under it.
type placeColour struct {
	l, a, b float64
	under   [3]float64
}

// gold reports whether the place is of the neutral's gold, as far from
// the table's own colour as cellTable.gold asks.
func (m placeColour) gold() bool {
	return goldColour(m.a, m.b) && math.Hypot(m.a-(m.under[1]-128), m.b-(m.under[2]-128)) >= goldChroma
}

// medianAt is the median colour of the pixels of region b within r
// (working pixels) of c; false where it has none there.
func (d *Detector) medianAt(b blob, c image.Point, r float64) (placeColour, bool) {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	lbl := int32View(&d.labels)
	w := d.labels.Cols()
	var hist [3][256]int
	var under [3]float64
	n := 0
	for i := range discIn(float64(c.X), float64(c.Y), r, b.box, w) {
		if int(lbl[i]) != b.label {
			continue
		}
		for k := range 3 {
			hist[k][lab[3*i+k]]++
			under[k] += float64(bg[3*i+k])
		}
		n++
	}
	if n == 0 {
		return placeColour{}, false
	}
	for k := range under {
		under[k] /= float64(n)
	}
	return placeColour{
		l:     float64(countMedian(hist[0][:], n)),
		a:     float64(countMedian(hist[1][:], n)) - 128,
		b:     float64(countMedian(hist[2][:], n)) - 128,
		under: under,
	}, true
}
