package vision

import "slices"

// stacksApart is the pixels (at working size) of each region of the
// first pass that may be a stack standing apart from any hand: neither
// too large for a stack nor grain, its rim sharp (sharpPiece), and under
// half of it of skin's hue (ofSkin; a fingertip cut from its hand is). Once the
// hand is uncovered, the table's estimate under it mended, the arm's
// shadow beside it becomes foreground too and may join such a stack to
// the hand's region, which hides it (keepApart).
func (d *Detector) stacksApart(regions []blob, thick []float64, r float64) [][]int {
	var out [][]int
	for k, b := range regions {
		if !d.tooLarge(b, thick[k], r) && !grain(b.area, r) && d.sharpPiece(b) && !d.ofSkin(b) {
			out = append(out, slices.Collect(d.pixelsOf(b)))
		}
	}
	return out
}

// keepApart carves out of the regions of the second pass (d.regions,
// labelled in d.labels, ww wide) each stack of the first (apart, as
// stacksApart gives them) that one region three times its size or more
// now holds nine tenths of: its pixels labelled a region of their own,
// parted from the rest by clearing those of them that touch it (in
// d.clean too), so that the hand's region, too large for a stack, hides
// no more than it did (a fresh POV-Ray scene, seed 6199: a W2 beside a
// wrist, in the arm's shadow, apart in the first pass and lost once the
// shadow joined it to the hand).
func (d *Detector) keepApart(apart [][]int, ww int) {
	lbl := int32View(&d.labels)
	clean, _ := d.clean.DataPtrUint8()
	for _, px := range apart {
		counts := map[int32]int{}
		for _, i := range px {
			if lbl[i] != 0 {
				counts[lbl[i]]++
			}
		}
		var l int32
		best := 0
		for k, c := range counts {
			if c > best || c == best && k < l {
				l, best = k, c
			}
		}
		if l == 0 || 10*best < 9*len(px) || d.regions[l-1].area < 3*len(px) {
			continue
		}
		own := int32(len(d.regions) + 1)
		for _, i := range px {
			if lbl[i] == l {
				lbl[i] = own
			}
		}
		var cut []int
		for _, i := range px {
			if lbl[i] != own {
				continue
			}
			for j := range neighbours4(int32(i), ww, len(lbl)) {
				if lbl[j] == l {
					cut = append(cut, i)
					break
				}
			}
		}
		for _, i := range cut {
			lbl[i], clean[i] = 0, 0
		}
		var mine, rest regionSums
		for _, i := range px {
			if lbl[i] == own {
				mine.add(i%ww, i/ww)
			}
		}
		big := d.regions[l-1]
		for y := big.box.Min.Y; y < big.box.Max.Y; y++ {
			for x := big.box.Min.X; x < big.box.Max.X; x++ {
				if lbl[y*ww+x] == l {
					rest.add(x, y)
				}
			}
		}
		if mine.area == 0 || rest.area == 0 {
			continue
		}
		d.regions[l-1] = rest.blob(int(l))
		d.regions = append(d.regions, mine.blob(int(own)))
	}
}
