package vision

import (
	"fmt"
	"image"
	"math"
	"os"

	"github.com/pantarei/pantarei/rules"
)

// surroundings samples the surface round a face read with the given
// outline (frame pixels, scale of them to a working one): along the ray
// from the face's centre c through each working pixel of the outline,
// the first pixel past the face's region that lies in no region and not
// in the hidden one, within reach working pixels of the outline. A ray
// that meets another region first (a stack beside it) gives none.
func (d *Detector) surroundings(outline []image.Point, c image.Point, scale, reach float64) [][3]float64 {
	w := d.labels.Cols()
	h := d.labels.Rows()
	lab, _ := d.lab.DataPtrUint8()
	lbl := int32View(&d.labels)
	cx, cy := float64(c.X)/scale, float64(c.Y)/scale
	at := func(x, y float64) int {
		xi, yi := int(math.Round(x)), int(math.Round(y))
		if xi < 0 || yi < 0 || xi >= w || yi >= h {
			return -1
		}
		return yi*w + xi
	}
	own := int32(0)
	if i := at(cx, cy); i >= 0 {
		own = lbl[i]
	}
	var out [][3]float64
	alongOutline(outline, scale, func(x, y int) bool {
		ux, uy := float64(x)-cx, float64(y)-cy
		l := math.Hypot(ux, uy)
		if l == 0 {
			return true
		}
		ux, uy = ux/l, uy/l
		for t := 2.0; t <= reach; t++ {
			i := at(float64(x)+t*ux, float64(y)+t*uy)
			if i < 0 {
				return true
			}
			if own != 0 && lbl[i] == own {
				continue
			}
			if lbl[i] != 0 || len(d.hidden) == len(lbl) && d.hidden[i] != 0 {
				return true
			}
			if j := at(float64(x)+(t+2)*ux, float64(y)+(t+2)*uy); j >= 0 && lbl[j] == 0 {
				out = append(out, labAt(lab, j))
			}
			return true
		}
		return true
	})
	return out
}

// ringOfTwo reports whether the colours round a face (surroundings) are
// two surfaces: split in two (twoSurfaces), the rarer share of them at
// least otherShare, and the two edgeContrast or more apart once the
// shade is taken out (offShade of the darker against the lighter), as
// the floor is from a table. Its share and off are what it judged by.
func ringOfTwo(cs [][3]float64) (share, off float64, two bool) {
	a, b, share := twoSurfaces(cs)
	if a[0] > b[0] {
		a, b = b, a
	}
	_, off = offShade(a, b)
	return share, off, share >= otherShare && off >= edgeContrast
}

// twoSurfaces splits colours in two by k-means: the two means and the
// share of the colours nearer the rarer.
func twoSurfaces(cs [][3]float64) (a, b [3]float64, share float64) {
	if len(cs) < 2 {
		return
	}
	var ch [3][]float64
	for _, c := range cs {
		for k := range 3 {
			ch[k] = append(ch[k], c[k])
		}
	}
	for k := range 3 {
		a[k] = kth(ch[k], len(ch[k])/2)
	}
	far := 0.0
	for _, c := range cs {
		if dd := colourDist(c, a); dd > far {
			far, b = dd, c
		}
	}
	nb := 0
	for range 8 {
		var sa, sb [3]float64
		na := 0
		nb = 0
		for _, c := range cs {
			if colourDist(c, a) <= colourDist(c, b) {
				na++
				for k := range 3 {
					sa[k] += c[k]
				}
			} else {
				nb++
				for k := range 3 {
					sb[k] += c[k]
				}
			}
		}
		if na == 0 || nb == 0 {
			break
		}
		for k := range 3 {
			a[k], b[k] = sa[k]/float64(na), sb[k]/float64(nb)
		}
	}
	share = float64(min(nb, len(cs)-nb)) / float64(len(cs))
	return
}

// doubtTwoSurfaces makes unsure, in a frame where no hand was found, a
// top read with one mark or two from a face that lies between two
// surfaces (ringOfTwo of its surroundings): a scale lies on one table,
// and what else reaches its rim lies over it. A hand that fills most of
// the frame is the colour the frame's table is taken to be, no region,
// and nothing is said hidden (POV-Ray seed 5660: a B2 under an arm on
// green cloth, its second dot under the arm's rim and the face cut by a
// seam of the skin, read a sure B1 from a piece that looked whole). A
// whole face is no exception: alone in the frame, it is its own measure
// of whole (usualAt). Over 51 sets of 41 POV-Ray frames this also said
// unread a whole W2 beside an arm the frame's colour took (seed 4933),
// and a W3 read with three marks has them all.
func (d *Detector) doubtTwoSurfaces(readings []StackReading, scale, r float64) {
	for i := range readings {
		s := &readings[i]
		if s.Top == rules.NoScale || s.Top == rules.Neutral || s.Top.Value() == 3 || len(s.Outline) < 3 {
			continue
		}
		if share, off, two := ringOfTwo(d.surroundings(s.Outline, s.Center, scale, ringReach*r)); two {
			if debugFaces {
				fmt.Fprintf(os.Stderr, "stack at %v between two surfaces: %.2f of its ring %.1f off the rest\n", s.Center, share, off)
			}
			s.Why = fmt.Sprintf("read as %s, but it lies between two surfaces, one perhaps a hand over it", s.Top)
			s.Top = rules.NoScale
		}
	}
}

// ringReach is how far past a face's rim, in scales' radii, the ring
// round it is looked for (surroundings): past its sides and its shadow.
// otherShare is the least share of the ring another surface takes.
const (
	ringReach  = 0.6
	otherShare = 0.15
)
