package vision

import (
	"fmt"
	"image"
	"math"
	"os"
	"slices"

	"gocv.io/x/gocv"
)

// followLight makes the table's colour (d.bg) follow a pool of light the
// median over a window several stacks wide does not: a lamp near the
// table, or a window's daylight, lights a patch a few stacks across, of
// another colour than the room's light, and the patch stood out of the
// table as one region too large for a stack (tooLarge), an arm hiding
// the snake, in every frame while the light stayed (img_0013 seen from
// farther, a lamp's bluish glare on the cream cloth at the frame's top;
// TestDetectLightPools). Such a region is lighter than the table, lit
// (unlit), and fades into it: the median step out of it
// (rimSteps; the median, not a high percentile, as a few stacks may lie
// on its rim) is under a step a scale's edge makes (tableAfterAll's
// sharp) and under 0.4 of how far its colour is from the table's (a pool's 0.18 to 0.37 over the pools
// check). An arm or a sleeve has a sharp outline: the hands check's,
// lighter than the table, stepped 10.4 and more (sharp 8), 0.39 to 1.07
// of how far they were off it. The shared game's hands, in their own
// shade, and their shadows, are darker than the table, some fading
// (a median step of 5): the darker are left to dropTableLight.
// Where a pool lies, the table's colour is taken again over a window
// four stacks wide, which the snake, one stack across, does not fill
// half of; then, where its middle still stood out, over one two stacks
// wide (pass 1). It reports whether it changed the table's colour; the
// foreground must then be marked again.
func (d *Detector) followLight(regions []blob, thick []float64, r float64, ww, wh, pass int) bool {
	sharp := d.sharpStep()
	var byStacks []uint8
	var soft []blob
	for i, b := range regions {
		if !d.tooLarge(b, thick[i], r) {
			continue
		}
		if d.pool(b, nil, sharp, 0) {
			soft = append(soft, b)
			continue
		}
		// A pool the snake runs through or along is one region with its
		// stacks, whose sharp rims and dark faces are no pool's: it is
		// judged again by its pixels away from the stacks' (strong), if
		// they make more than two scales' discs and a fifth of it
		// (img_0012 seen from farther through another camera, a lamp's
		// light on the wood beside half the snake, stream 71: 35%). A
		// region strong nearly all through is none: a blue strip of
		// floor beside the table, judged by the 3% of it away from its
		// strong pixels, was taken for light, its rim left in pieces
		// that were said twelve stacks unread (img_0011 seen from
		// farther through another camera, stream 79).
		if byStacks == nil {
			byStacks = d.nearStrong(ww, wh)
		}
		if d.pool(b, byStacks, sharp, max(2*math.Pi*r*r, 0.2*float64(b.area))) {
			soft = append(soft, b)
		}
	}
	if len(soft) == 0 {
		return false
	}
	sw, sh := d.bgSmall.Cols(), d.bgSmall.Rows()
	before, err := gocv.NewMatFromBytes(sh, sw, gocv.MatTypeCV8UC3, d.before)
	if err != nil {
		return false
	}
	defer before.Close()
	// Four stacks across at the table's scale, odd, at least 5; two, where
	// the pool's middle, brighter and narrower, still stood out.
	stacks := 4.0
	if pass > 0 {
		stacks = 2
	}
	k := int(math.Round(stacks*2*r*float64(sw)/float64(ww)))/2*2 + 1
	k = max(5, min(k, 23))
	fine := gocv.NewMat()
	defer fine.Close()
	gocv.MedianBlur(before, &fine, k)
	near := gocv.NewMat()
	defer near.Close()
	gocv.Resize(fine, &near, image.Pt(ww, wh), 0, 0, gocv.InterpolationLinear)
	// The regions and a stack's width round them: the fringe where the
	// light fades below the foreground's thresholds is the pool too.
	mask := gocv.NewMatWithSize(wh, ww, gocv.MatTypeCV8UC1)
	defer mask.Close()
	m, _ := mask.DataPtrUint8()
	lbl := int32View(&d.labels)
	for _, b := range soft {
		for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
			for x := b.box.Min.X; x < b.box.Max.X; x++ {
				if int(lbl[y*ww+x]) == b.label {
					m[y*ww+x] = 255
				}
			}
		}
	}
	reach := int(math.Ceil(2 * r))
	disc := gocv.GetStructuringElement(gocv.MorphEllipse, image.Pt(2*reach+1, 2*reach+1))
	defer disc.Close()
	gocv.Dilate(mask, &mask, disc)
	m, _ = mask.DataPtrUint8()
	nearPx, _ := near.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	for i := range setBytes(m) {
		copy(bg[3*i:3*i+3], nearPx[3*i:3*i+3])
	}
	return true
}

// pool reports whether region b is a pool of light (see followLight):
// its rim fades into the table, under sharp and 0.4 of how far it is
// from the table, it is lighter, and lit (unlit). Where near is given,
// the pixels it marks are left out, and the rest must be more than
// minArea.
func (d *Detector) pool(b blob, near []uint8, sharp, minArea float64) bool {
	steps := d.rimSteps(b, near)
	if len(steps) == 0 {
		return false
	}
	step := kth(steps, len(steps)/2)
	off, dl, n := d.offTableBy(b, near)
	if debugFaces {
		fmt.Fprintf(os.Stderr, "region %v (area %d, %d judged): too large for a stack, its rim's median step %.1f (sharp %.1f), %.1f off the table, L %+.1f: ratio %.2f\n", b.center, b.area, n, step, sharp, off, dl, step/off)
	}
	if !(float64(n) > minArea && step < sharp && dl > 0 && step < 0.4*off && !d.unlit(b, off, dl)) {
		return false
	}
	// A lamp lights the table's grain with it; an arm has none. On
	// wood, skin is of the wood's hue, lighter, and a round arm fades
	// toward its sides as a pool does (a POV-Ray scene, fresh seed
	// 4457: an arm over the snake on brown wood, 1.3 hundredths of its
	// lightness from pixel to pixel to the wood's 5.4, taken for a lamp's
	// light, the W3 its finger covered read a sure W2). The synthetic
	// pools keep 0.8 to 0.9 of their cloth's grain.
	in, table := d.grain(b)
	if debugFaces {
		fmt.Fprintf(os.Stderr, "region %v: grain %.2f, the table's %.2f\n", b.center, in, table)
	}
	return table < grainSeen || in >= smoothShare*table
}

// grainSeen is the least grain (see grain) a table shows for a region's
// smoothness against it to tell; smoothShare is the share of the
// table's grain under which a region is no light on it.
const grainSeen, smoothShare = 2.5, 0.5

// unlit reports whether region b, off the table's colour by off and
// lighter by dl, is of a hue no lamp gives the table (otherHue) and
// either of skin for the most part (litSkin) or hardly lighter than the
// table (dl under a quarter of off): a lamp lights what it shines on.
// An arm seen close on green felt, round and so darker toward its
// sides, fades into the felt as softly as a pool (+28 in L, 44 off:
// TestDetectArmFillingWindow); where a hand fills nine tenths of the
// frame, the table's colour is the skin's, and the green cloth beside
// it, 49° from it and lighter by 5 of its 44 off, was taken for a pool
// of light, its scales' pieces read without a word (POV-Ray seed 2122).
// A warm lamp's strong pool on light blue cloth turns it 49° too, but
// lights it by 17 of its 21 off (the pools check, frame 0).
//
// On a grey table, which takes any lamp's hue, a region mostly of a hand's
// hue and chroma, lit, is unlit too: where the table's grain is the
// camera's noise, the same in the pool as round it, a round arm is as
// smooth to it as a pool (a fresh POV-Ray scene, seed 14561: a forearm on
// grey cloth of L 64, its grain 2.46 hundredths to the cloth's 3.28,
// taken for a lamp's pool and read as four stacks unread).
func (d *Detector) unlit(b blob, off, dl float64) bool {
	if d.table.chroma < 12 { // grey: otherHue does not judge it
		return 2*d.litSkin(b) >= b.area
	}
	return d.otherHue(b) && (2*d.litSkin(b) >= b.area || dl < 0.25*off)
}

// otherHue reports whether region b is of a hue 45° or more from the
// table's, both of some colour (chroma 12): a lamp lights a table
// lighter and, warmer or cooler than the room's light, toward its own
// hue, little on a table of much colour; a grey table takes any lamp's
// hue, and is not judged.
func (d *Detector) otherHue(b blob) bool {
	t := d.table
	if t.chroma < 12 {
		return false
	}
	mean, _, ok := d.colourOver(d.pixelsOf(b))
	a, bb := mean[1]-128, mean[2]-128
	return ok && math.Hypot(a, bb) >= 12 && hueApart(a, bb, t.a, t.b) >= 45
}

// nearStrong marks (in a new picture ww by wh) the pixels within two of
// a strong one (d.mask), along rows, columns or aslant.
func (d *Detector) nearStrong(ww, wh int) []uint8 {
	near := gocv.NewMat()
	defer near.Close()
	k := gocv.GetStructuringElement(gocv.MorphRect, image.Pt(5, 5))
	defer k.Close()
	gocv.Dilate(d.mask, &near, k)
	p, _ := near.DataPtrUint8()
	return slices.Clone(p[:ww*wh])
}

// offTableBy is how far region b's colour is from the table's under it,
// on the mean (Lab), and how much lighter it is (L; below 0, darker),
// over its n pixels that skip (where given) does not mark.
func (d *Detector) offTableBy(b blob, skip []uint8) (off, lighter float64, n int) {
	lab, _ := d.lab.DataPtrUint8()
	bg, _ := d.bg.DataPtrUint8()
	lbl := int32View(&d.labels)
	w := d.labels.Cols()
	sum, dl := 0.0, 0.0
	for y := b.box.Min.Y; y < b.box.Max.Y; y++ {
		for x := b.box.Min.X; x < b.box.Max.X; x++ {
			i := y*w + x
			if int(lbl[i]) != b.label || (skip != nil && skip[i] != 0) {
				continue
			}
			var d2 float64
			for c := 0; c < 3; c++ {
				v := float64(lab[3*i+c]) - float64(bg[3*i+c])
				d2 += v * v
			}
			sum += math.Sqrt(d2)
			dl += float64(lab[3*i]) - float64(bg[3*i])
			n++
		}
	}
	return sum / float64(max(1, n)), dl / float64(max(1, n)), n
}

// grain is the median step in lightness from a pixel to the next, right
// and down, in hundredths of its lightness, inside region b and on the
// table round it (pixels of no region, not hidden, within a box twice
// b's): a cloth's weave, wood's grain, and the camera's noise on either.
func (d *Detector) grain(b blob) (in, table float64) {
	lab, _ := d.lab.DataPtrUint8()
	lbl := int32View(&d.labels)
	w, h := d.labels.Cols(), d.labels.Rows()
	box := b.box.Inset(-max(b.box.Dx(), b.box.Dy()) / 2).Intersect(image.Rect(0, 0, w-1, h-1))
	var ins, outs []float64
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			i := y*w + x
			l := int(lbl[i])
			if l != b.label && l != 0 || int(lbl[i+1]) != l || int(lbl[i+w]) != l {
				continue
			}
			v := float64(lab[3*i])
			g := 100 * (math.Abs(float64(lab[3*(i+1)])-v) + math.Abs(float64(lab[3*(i+w)])-v)) / max(1, v)
			if l == b.label {
				ins = append(ins, g)
			} else if len(d.hidden) == 0 || d.hidden[i] == 0 {
				outs = append(outs, g)
			}
		}
	}
	if len(ins) == 0 || len(outs) == 0 {
		return 0, 0
	}
	return kth(ins, len(ins)/2), kth(outs, len(outs)/2)
}
