package vision

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/pantarei/pantarei/calibration"
	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// SceneStyle is how a synthetic scene looks. RandomStyle draws one.
type SceneStyle struct {
	Width, Height int
	Shape         string // "rsquare", "disc" or "hex"
	Marks         string // "stripes" or "dots"
	Layout        string // how the marks are set out: "row" (also ""), "diagonal" or "triangle"
	Tile          float64
	Table         color.RGBA
	Gradient      float64 // light falloff across the table, 0–0.5
	Noise, Blur   float64
	JPEGQuality   int // 0: no compression
	Wave          float64
	View          View // the camera's angle; the zero View looks straight down
	// Fill is the least part of the frame's width the snake spans, as a
	// player aims the camera at it; 0 leaves the scales at Tile. A game
	// keeps its camera, and so its scales' size, as the snake shrinks.
	Fill float64
	// Edge: the table's edge is in the picture, on the side with the most
	// room, with the floor beyond it.
	Edge bool
	// Planks: the table is boards of unlike tones, their seams straight.
	Planks bool
	// Folds: the table is a cloth with a few folds across it, each a
	// ridge lit on one flank and shaded on the other.
	Folds bool
	// Gloss (0–1): how much of the table's brightness a lamp's reflection
	// lends the black faces, more towards one side of each face.
	Gloss float64
	// Spacing is the distance between neighbouring stacks over a tile's
	// width (1: touching, if the tiles are turned to fit); 0 draws one
	// between 1.25 and 1.55.
	Spacing float64
	// Colours are the set's own colours; nil draws defaultColours.
	Colours *SetColours
	// Thickness, when above 0, is a scale's thickness over its width, and
	// each stack rises from the table as the camera (View) sees it: each
	// scale shifted away from the camera's foot by its height over the
	// camera's, so that a tall stack seen aslant shows a long side band
	// in any direction along the snake. 0 draws every stack's scales a
	// little up and to the left, whatever the view.
	Thickness float64
	// Turn is the snake's heading in the picture (radians from the
	// frame's width), as a snake laid aslant or a camera turned on its
	// axis shows it; Arc bends it by that much (radians) from head to
	// tail, as a snake laid in a curve. Gaps is the chance of an empty
	// place before each stack, where a stack left and the snake was not
	// closed up. All three 0 lay the snake across the frame, evenly;
	// any of them, about the frame's centre (layAslant).
	Turn, Arc, Gaps float64
	// Near: a short snake may be seen from so near that its scales are
	// up to a quarter of the width across (a phone held over the last
	// few stacks), not an eighth.
	Near bool
	// Pool (0–1): a pool of light of another colour than the room's, as
	// a lamp or a window's daylight casts on part of the table, fading
	// from its middle; Pool is how much it adds there to the light the
	// rest of the table has. Its place (often off the frame's edge, its
	// fringe in view), size and colour, warm or cool, are drawn.
	Pool float64
}

// SetColours are the colours of one edition's scales and of the marks on
// them.
type SetColours struct {
	White, Black, Gold color.RGBA
	OnWhite, OnBlack   color.RGBA // the marks
}

// RandomColours draws an edition's colours: white from ivory to cool
// white, black from charcoal to jet, the neutral from ochre to brass; the
// marks on black cream, white or gold, on white black, brown, red or navy.
func RandomColours(rng *rand.Rand) *SetColours {
	jitter := func(c color.RGBA, d int) color.RGBA {
		j := func(v uint8) uint8 { return uint8(max(0, min(255, int(v)+rng.IntN(2*d+1)-d))) }
		return color.RGBA{j(c.R), j(c.G), j(c.B), 255}
	}
	whites := []color.RGBA{{244, 242, 232, 255}, {240, 234, 214, 255}, {229, 223, 192, 255}, {236, 236, 236, 255}}
	onBlack := []color.RGBA{{236, 234, 226, 255}, {222, 188, 96, 255}, {226, 214, 180, 255}}
	onWhite := []color.RGBA{{22, 20, 20, 255}, {58, 36, 24, 255}, {120, 28, 24, 255}, {24, 30, 52, 255}}
	k := uint8(14 + rng.IntN(20))
	return &SetColours{
		White:   jitter(whites[rng.IntN(len(whites))], 6),
		Black:   color.RGBA{k, k, k + uint8(rng.IntN(4)), 255},
		Gold:    jitter(color.RGBA{206, 174, 92, 255}, 16),
		OnWhite: jitter(onWhite[rng.IntN(len(onWhite))], 8),
		OnBlack: jitter(onBlack[rng.IntN(len(onBlack))], 8),
	}
}

// defaultColours are the scales drawn when a style names no set:
// ivory-white and near-black, with dark and cream marks.
var defaultColours = SetColours{
	White: color.RGBA{238, 234, 222, 255}, Black: color.RGBA{24, 24, 26, 255}, Gold: color.RGBA{204, 172, 84, 255},
	OnWhite: color.RGBA{30, 28, 28, 255}, OnBlack: color.RGBA{225, 220, 205, 255},
}

// colours is the style's set, or the default one.
func (st SceneStyle) colours() *SetColours {
	if st.Colours != nil {
		return st.Colours
	}
	return &defaultColours
}

// face is the colour of scale s's face.
func (c *SetColours) face(s rules.Scale) color.RGBA {
	switch s.Color() {
	case rules.White:
		return c.White
	case rules.Black:
		return c.Black
	}
	return c.Gold
}

// marks is the colour of scale s's marks.
func (c *SetColours) marks(s rules.Scale) color.RGBA {
	if s.Color() == rules.Black {
		return c.OnBlack
	}
	return c.OnWhite
}

// View is where the camera looks from. Tilt is its angle off vertical
// (radians); Toward turns the direction of the tilt about the vertical;
// Shake is the length in pixels of the blur of a camera that moved while
// the picture was taken.
type View struct {
	Tilt, Toward, Shake float64
}

// RandomView draws a camera angle within what the detector is meant for:
// up to 35° off vertical, any direction, sometimes a little shake.
func RandomView(rng *rand.Rand) View {
	v := View{Tilt: rng.Float64() * 35 * math.Pi / 180, Toward: rng.Float64() * 2 * math.Pi}
	if rng.IntN(3) == 0 {
		v.Shake = 1 + rng.Float64()*1.5
	}
	return v
}

// homography maps the picture of the table from straight above to what a
// pinhole camera (horizontal field of view about 60°) tilted by v sees.
func (v View) homography(w, h int) calibration.Homography {
	W, H := float64(w), float64(h)
	D := 0.9 * W
	st, ct := math.Sin(v.Tilt), math.Cos(v.Tilt)
	sr, cr := math.Sin(v.Toward), math.Cos(v.Toward)
	project := func(x, y float64) (float64, float64) {
		X, Y := x-W/2, y-H/2
		X, Y = cr*X+sr*Y, -sr*X+cr*Y // into the tilt's frame
		k := 1 + st*Y/D
		u, t := X/k, ct*Y/k
		return cr*u - sr*t, sr*u + cr*t // and back
	}
	// Scale so that the part of the table the snake may cover (the middle
	// 90% of the width, 60% of the height) fills the frame, as a player
	// would aim the camera; the corners of the picture may fall outside.
	inner := [4][2]float64{{0.05 * W, 0.2 * H}, {0.95 * W, 0.2 * H}, {0.95 * W, 0.8 * H}, {0.05 * W, 0.8 * H}}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range inner {
		x, y := project(c[0], c[1])
		minX, minY, maxX, maxY = math.Min(minX, x), math.Min(minY, y), math.Max(maxX, x), math.Max(maxY, y)
	}
	s := math.Min(0.95*W/(maxX-minX), 0.95*H/(maxY-minY))
	s = math.Min(s, 1.2)
	corners := [4][2]float64{{0, 0}, {W, 0}, {W, H}, {0, H}}
	var to [4][2]float64
	for i, c := range corners {
		x, y := project(c[0], c[1])
		to[i] = [2]float64{W/2 + s*(x-(minX+maxX)/2), H/2 + s*(y-(minY+maxY)/2)}
	}
	return calibration.Between(corners, to)
}

// foot is where, in the picture of the table from above (w by h), the
// camera of homography stands, and how high above the table: a point
// raised off the table is seen where the line from the camera through it
// meets the table.
func (v View) foot(w, h int) ([2]float64, float64) {
	D := 0.9 * float64(w)
	st, ct := math.Sin(v.Tilt), math.Cos(v.Tilt)
	sr, cr := math.Sin(v.Toward), math.Cos(v.Toward)
	// In the tilt's frame the camera stands D·sin(tilt) back along -Y.
	return [2]float64{float64(w)/2 + sr*D*st, float64(h)/2 - cr*D*st}, D * ct
}

// look turns the picture from above into the camera's view and moves the
// points with it.
//
// Beyond the picture the table goes on, plain.
func (v View) look(img *gocv.Mat, pts []image.Point, table color.RGBA) {
	if v.Tilt == 0 { // straight down: the picture as drawn
		return
	}
	hm := v.homography(img.Cols(), img.Rows())
	m := hm.Mat()
	defer m.Close()
	out := gocv.NewMat()
	defer out.Close()
	gocv.WarpPerspectiveWithParams(*img, &out, m, image.Pt(img.Cols(), img.Rows()), gocv.InterpolationLinear, gocv.BorderConstant, table)
	out.CopyTo(img)
	for i, p := range pts {
		x, y := hm.Apply(float64(p.X), float64(p.Y))
		pts[i] = image.Pt(int(math.Round(x)), int(math.Round(y)))
	}
}

// shake blurs along a random direction, as a camera moving while the
// shutter is open.
func (v View) shake(rng *rand.Rand, img *gocv.Mat) {
	if v.Shake < 1 {
		return
	}
	n := int(math.Ceil(v.Shake))*2 + 1
	k := gocv.NewMatWithSize(n, n, gocv.MatTypeCV32F)
	defer k.Close()
	a := rng.Float64() * math.Pi
	c := float64(n / 2)
	gocv.Line(&k, image.Pt(int(c-v.Shake*math.Cos(a)), int(c-v.Shake*math.Sin(a))), image.Pt(int(c+v.Shake*math.Cos(a)), int(c+v.Shake*math.Sin(a))), color.RGBA{1, 1, 1, 1}, 1)
	sum := k.Sum().Val1
	if sum <= 0 {
		return
	}
	k.DivideFloat(float32(sum))
	gocv.Filter2D(*img, img, -1, k, image.Pt(-1, -1), 0, gocv.BorderReflect)
}

// RandomStyle draws a style within the range the detector is meant for:
// a table of any colour but black, white or gold, a snake filling half the
// frame's width or more (Fill), light gradients, noise, blur and
// compression.
func RandomStyle(rng *rand.Rand, width, height int) SceneStyle {
	shapes := []string{"rsquare", "disc", "hex"}
	marks := []string{"stripes", "dots"}
	var table color.RGBA
	for {
		// Wood, felt, cloth: a mid tone of any hue, not near black, white
		// or gold.
		h := rng.Float64() * 360
		s := 0.1 + rng.Float64()*0.5
		v := 0.3 + rng.Float64()*0.45
		table = hsv(h, s, v)
		if !(h > 35 && h < 60 && s > 0.4) {
			break
		}
	}
	return SceneStyle{
		Width: width, Height: height,
		Shape:       shapes[rng.IntN(len(shapes))],
		Marks:       marks[rng.IntN(len(marks))],
		Tile:        float64(width) * (0.028 + rng.Float64()*0.012),
		Table:       table,
		Gradient:    rng.Float64() * 0.35,
		Noise:       rng.Float64() * 5,
		Blur:        rng.Float64() * 0.8,
		JPEGQuality: 60 + rng.IntN(35),
		Wave:        rng.Float64() * 0.15,
		Layout:      []string{"row", "diagonal", "triangle"}[rng.IntN(3)],
		Fill:        0.5 + rng.Float64()*0.35,
	}
}

// PaleTable and DarkTable draw a table colour at either end of what the
// detector is meant for, beyond RandomStyle's mid tones: light wood, a
// beige or pastel cloth (but not near-white); dark wood or a deep felt
// (but not near-black).
func PaleTable(rng *rand.Rand) color.RGBA { return tableTone(rng, 0.75, 0.92, 0.12) }

// DarkTable: see PaleTable.
func DarkTable(rng *rand.Rand) color.RGBA { return tableTone(rng, 0.2, 0.32, 0.05) }

// tableTone draws a colour of value between lo and hi, of saturation at
// least minSat, not gold.
func tableTone(rng *rand.Rand, lo, hi, minSat float64) color.RGBA {
	for {
		h := rng.Float64() * 360
		s := minSat + rng.Float64()*(0.65-minSat)
		v := lo + rng.Float64()*(hi-lo)
		if !(h > 35 && h < 60 && s > 0.4) {
			return hsv(h, s, v)
		}
	}
}

// RenderScene draws position p as seen from above in the given style and
// returns the BGR image (the caller closes it) and each stack's top-face
// centre, head to tail.
func RenderScene(rng *rand.Rand, p rules.Position, st SceneStyle) (gocv.Mat, []image.Point) {
	img := drawTable(rng, st)
	n := p.Len()
	ratio := 1.25 + rng.Float64()*0.3
	if st.Spacing > 0 {
		ratio = st.Spacing
	}
	gap := st.Tile * ratio
	// A short snake is seen from nearer, its scales larger (up to an
	// eighth of the width, a camera a hand's breadth above; a quarter,
	// Near).
	largest := float64(st.Width) / 8
	if st.Near {
		largest = float64(st.Width) / 4
	}
	if fill := st.Fill * float64(st.Width); n > 1 && gap*float64(n-1)+st.Tile < fill {
		st.Tile = math.Min(fill/(ratio*float64(n-1)+1), largest)
		gap = st.Tile * ratio
	}
	// The whole snake stays in the picture: shrink the spacing, then the
	// scales, until it spans at most 90% of the width.
	if span := 0.9 * float64(st.Width) / float64(max(1, n)); gap > span {
		gap = span
		st.Tile = math.Min(st.Tile, gap/1.2)
	}
	// Each stack's place along the snake, in gaps from the head.
	places := make([]float64, n)
	for i := 1; i < n; i++ {
		places[i] = places[i-1] + 1
		if st.Gaps > 0 && rng.Float64() < st.Gaps {
			places[i]++
		}
	}
	length := 0.0
	if n > 0 {
		length = gap * places[n-1]
	}
	x0 := (float64(st.Width) - length) / 2
	y0 := float64(st.Height)/2 + (rng.Float64()-0.5)*float64(st.Height)*0.2
	phase := rng.Float64() * 2 * math.Pi
	centres := make([]image.Point, n)
	for i := 0; i < n; i++ {
		x := x0 + places[i]*gap
		y := y0 + float64(st.Height)*st.Wave*math.Sin(phase+places[i]*0.6)
		centres[i] = image.Pt(int(x), int(y))
	}
	if st.Turn != 0 || st.Arc != 0 || st.Gaps > 0 {
		// The spacing above was fitted to a level row without gaps.
		if k := layAslant(centres, st, length); k < 1 {
			st.Tile *= k
		}
	}
	// Shadows first, then the stacks bottom to top; each scale sits a
	// little up and to the left of the one below, as if seen at an angle.
	lift := image.Pt(-int(st.Tile*0.04)-1, -int(st.Tile*0.08)-1)
	raise := func(c image.Point, k, h int) image.Point { // scale k's place
		return c.Add(image.Pt(lift.X*(k-h+1), lift.Y*(k-h+1)))
	}
	if st.Thickness > 0 {
		foot, height := st.View.foot(st.Width, st.Height)
		raise = func(c image.Point, k, _ int) image.Point {
			z := float64(k) * st.Thickness * st.Tile
			f := z / (height - z)
			return image.Pt(c.X+int(math.Round(f*(float64(c.X)-foot[0]))), c.Y+int(math.Round(f*(float64(c.Y)-foot[1]))))
		}
		lift = image.Point{}
	}
	for i := 0; i < n; i++ {
		sh := centres[i].Add(image.Pt(int(st.Tile*0.12), int(st.Tile*0.12)))
		drawTile(&img, st.Shape, sh, st.Tile*1.02, 0, scaleColor(st.Table, 0.7))
	}
	gocv.GaussianBlur(img, &img, image.Pt(0, 0), st.Tile*0.08+0.5, 0, gocv.BorderDefault)
	// One lamp: its reflection brightens every black face on the same side.
	glint := 0.0
	if st.Gloss > 0 {
		glint = rng.Float64() * 2 * math.Pi
	}
	angles := make([]float64, n)
	for i := 0; i < n; i++ {
		angle := rng.Float64() * math.Pi
		if i > 0 {
			// Beside the last stack's top face; where stacks rise as
			// the camera sees them (lift 0), beside its base.
			angle = fitBeside(st.Shape, st.Tile, centres[i-1].Add(lift), angles[i-1], centres[i], angle)
		}
		angles[i] = angle
	}
	tops := slices.Clone(centres)
	drawScale := func(i, k int) {
		stack := p.Stack(i + 1)
		h := stack.Height()
		sc := stack.At(k)
		c := raise(centres[i], k, h)
		base := st.colours().face(sc)
		drawTile(&img, st.Shape, c, st.Tile, angles[i], scaleColor(base, 0.75))
		top := c.Add(lift)
		if st.Thickness > 0 {
			top = raise(centres[i], k+1, h)
		}
		drawTile(&img, st.Shape, top, st.Tile, angles[i], base)
		if st.Gloss > 0 && sc.Color() == rules.Black {
			sheen(&img, st, top, angles[i], glint, base)
		}
		if k == h-1 {
			drawMarks(&img, st.Marks, st.Layout, top, st.Tile, angles[i], sc, st.colours().marks(sc))
			tops[i] = top
		}
	}
	if st.Thickness > 0 {
		// Layer by layer: a tall stack's upper scales hide what lies
		// lower beside them, whichever comes first in the snake.
		tallest := 0
		for i := 0; i < n; i++ {
			tallest = max(tallest, p.Stack(i+1).Height())
		}
		for k := 0; k < tallest; k++ {
			for i := 0; i < n; i++ {
				if k < p.Stack(i+1).Height() {
					drawScale(i, k)
				}
			}
		}
	} else {
		for i := 0; i < n; i++ {
			for k := 0; k < p.Stack(i+1).Height(); k++ {
				drawScale(i, k)
			}
		}
	}
	centres = tops
	finish(rng, &img, st, centres)
	return img, centres
}

// layAslant bends the snake laid across the frame (centres, length
// long) by st.Arc and turns it by st.Turn about the frame's centre, and
// draws it nearer the centre where it would leave the frame, as a player
// would step the camera back. It returns how much nearer (1: not).
func layAslant(centres []image.Point, st SceneStyle, length float64) float64 {
	W, H := float64(st.Width), float64(st.Height)
	cx, cy := W/2, H/2
	pts := make([][2]float64, len(centres))
	sn, cs := math.Sincos(st.Turn)
	for i, c := range centres {
		u, v := float64(c.X)-cx, float64(c.Y)-cy // along, across
		if st.Arc != 0 && length > 0 {
			// Along an arc as long as the line, its middle where the
			// line's is: across the line is towards the arc's centre.
			r := length / st.Arc
			a := u / r
			u, v = (r-v)*math.Sin(a), r-(r-v)*math.Cos(a)
		}
		pts[i] = [2]float64{u*cs - v*sn, u*sn + v*cs}
	}
	// Centred, and within the middle 90% of the width and 60% of the
	// height, which a camera at an angle keeps in the picture (see
	// View.homography).
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		minX, maxX = math.Min(minX, p[0]), math.Max(maxX, p[0])
		minY, maxY = math.Min(minY, p[1]), math.Max(maxY, p[1])
	}
	k := 1.0
	if w := maxX - minX + st.Tile; w > 0.9*W {
		k = 0.9 * W / w
	}
	if h := maxY - minY + st.Tile; h > 0.6*H {
		k = math.Min(k, 0.6*H/h)
	}
	mx, my := (minX+maxX)/2, (minY+maxY)/2
	for i, p := range pts {
		centres[i] = image.Pt(int(cx+k*(p[0]-mx)), int(cy+k*(p[1]-my)))
	}
	return k
}

// fitBeside turns a tile (at c, drawn at angle) by the least amount, in
// steps of 2°, that keeps it off its neighbour's (at prev, turned by
// prevAngle): flat tiles lie side by side, never one into the other. Where
// no turn will do, it keeps angle.
func fitBeside(shape string, size float64, prev image.Point, prevAngle float64, c image.Point, angle float64) float64 {
	dx, dy := float64(c.X-prev.X), float64(c.Y-prev.Y)
	d := math.Hypot(dx, dy)
	toward := math.Atan2(dy, dx)
	// Apart along the line between the centres is apart (a separating
	// axis); it asks a little more room than the tiles need.
	reach := tileReach(shape, size, toward-prevAngle)
	for k := 0; k <= 45; k++ {
		for _, a := range []float64{angle + float64(k)*math.Pi/90, angle - float64(k)*math.Pi/90} {
			if reach+tileReach(shape, size, toward-a) <= d {
				return a
			}
		}
	}
	return angle
}

// tileReach is how far a tile of the given size reaches from its centre
// in direction phi, measured from the tile's own angle.
func tileReach(shape string, size, phi float64) float64 {
	r := size / 2
	switch shape {
	case "disc":
		return r
	case "hex": // corners at the angle and every 60° on
		best := 0.0
		for k := 0; k < 6; k++ {
			best = math.Max(best, math.Cos(phi-float64(k)*math.Pi/3))
		}
		return r * best
	default: // rounded square, corners at 45° from its angle
		rc := 0.3 * r
		return (r-rc)*(math.Abs(math.Cos(phi))+math.Abs(math.Sin(phi))) + rc
	}
}

// drawTable draws the bare table from above.
func drawTable(rng *rand.Rand, st SceneStyle) gocv.Mat {
	img := gocv.NewMatWithSizeFromScalar(gocv.NewScalar(float64(st.Table.B), float64(st.Table.G), float64(st.Table.R), 0), st.Height, st.Width, gocv.MatTypeCV8UC3)
	if st.Planks {
		// Boards three to eight scales wide, at any angle, each lighter
		// or darker than the table by up to a sixth.
		width := st.Tile * (3 + 5*rng.Float64())
		a := rng.Float64() * math.Pi
		ux, uy := math.Cos(a), math.Sin(a)
		diag := math.Hypot(float64(st.Width), float64(st.Height))
		cx, cy := float64(st.Width)/2, float64(st.Height)/2
		for off := -diag / 2; off < diag/2; off += width {
			c := scaleColor(st.Table, 0.85+0.3*rng.Float64())
			at := func(o, t float64) image.Point {
				return image.Pt(int(cx+o*ux-t*uy), int(cy+o*uy+t*ux))
			}
			pv := gocv.NewPointsVectorFromPoints([][]image.Point{{at(off, -diag), at(off+width, -diag), at(off+width, diag), at(off, diag)}})
			gocv.FillPoly(&img, pv, c)
			pv.Close()
		}
	}
	// Table grain: a few faint streaks.
	for i := 0; i < 60; i++ {
		y := rng.IntN(st.Height)
		c := scaleColor(st.Table, 0.9+rng.Float64()*0.2)
		gocv.Line(&img, image.Pt(0, y), image.Pt(st.Width, y+rng.IntN(40)-20), c, 1+rng.IntN(2))
	}
	return img
}

// drawFolds shades two to four folds across a cloth. A fold is a ridge
// half a scale to a scale and a half wide that wanders a little; the lamp
// lights one flank by up to a fifth (in the picture's values: half as
// much light again) and the other is shaded as much, as a lamp at 45°
// lights a cloth whose folds slope by up to 20°. The folds lie on the
// table, seen through the camera, and shade only the cloth (and the
// shadows on it): a pixel whose colour is not the table's at some
// brightness is a scale.
func drawFolds(rng *rand.Rand, img *gocv.Mat, st SceneStyle) {
	type fold struct{ nx, ny, off, w, amp, bend, period, phase float64 }
	main := rng.Float64() * math.Pi
	folds := make([]fold, 2+rng.IntN(3))
	for i := range folds {
		a := main + (rng.Float64()-0.5)*math.Pi/3
		folds[i] = fold{
			nx: math.Cos(a), ny: math.Sin(a),
			off:    (rng.Float64() - 0.5) * float64(min(st.Width, st.Height)),
			w:      st.Tile * (0.5 + rng.Float64()),
			amp:    0.06 + 0.12*rng.Float64(),
			bend:   st.Tile * 2 * rng.Float64(),
			period: float64(st.Width) * (0.5 + rng.Float64()),
			phase:  rng.Float64() * 2 * math.Pi,
		}
	}
	toTable := calibration.Homography{1, 0, 0, 0, 1, 0, 0, 0, 1}
	if st.View.Tilt != 0 {
		toTable, _ = st.View.homography(st.Width, st.Height).Inverse()
	}
	t := [3]float64{float64(st.Table.B), float64(st.Table.G), float64(st.Table.R)}
	tt := t[0]*t[0] + t[1]*t[1] + t[2]*t[2]
	px, _ := img.DataPtrUint8()
	cx, cy := float64(st.Width)/2, float64(st.Height)/2
	for y := 0; y < st.Height; y++ {
		for x := 0; x < st.Width; x++ {
			i := 3 * (y*st.Width + x)
			p := [3]float64{float64(px[i]), float64(px[i+1]), float64(px[i+2])}
			k := (p[0]*t[0] + p[1]*t[1] + p[2]*t[2]) / tt
			r := math.Hypot(math.Hypot(p[0]-k*t[0], p[1]-k*t[1]), p[2]-k*t[2])
			if k < 0.6 || k > 1.4 || r > 0.12*math.Sqrt(tt)+6 {
				continue
			}
			sx, sy := toTable.Apply(float64(x), float64(y))
			dx, dy := sx-cx, sy-cy
			shade := 0.0
			for _, fd := range folds {
				along := -dx*fd.ny + dy*fd.nx
				u := (dx*fd.nx + dy*fd.ny - fd.off - fd.bend*math.Sin(2*math.Pi*along/fd.period+fd.phase)) / fd.w
				// The derivative of a bell, scaled to peak at ±amp.
				shade += fd.amp * 1.6487 * -u * math.Exp(-u*u/2)
			}
			// Folds side by side shade a cloth lying on a table by
			// less than their sum: never by more than a fifth.
			f := 1 + 0.2*math.Tanh(shade/0.2)
			for c := 0; c < 3; c++ {
				px[i+c] = uint8(math.Max(0, math.Min(255, p[c]*f)))
			}
		}
	}
}

// finish lights the table picture, views it through the camera and adds
// the camera's faults; pts move with the view.
func finish(rng *rand.Rand, im *gocv.Mat, st SceneStyle, pts []image.Point) {
	img := *im
	defer func() { *im = img }()
	st.View.look(&img, pts, st.Table)
	if st.Folds {
		drawFolds(rng, &img, st)
	}
	if st.Edge {
		drawEdge(rng, &img, st, pts)
	}
	if st.Pool > 0 {
		lightPool(rng, img, st)
	}
	// Light falloff across the table.
	if st.Gradient > 0 {
		ramp := gocv.NewMatWithSize(st.Height, st.Width, gocv.MatTypeCV32FC3)
		data, _ := ramp.DataPtrFloat32()
		dir := rng.Float64() * 2 * math.Pi
		cx, cy := math.Cos(dir), math.Sin(dir)
		for y := 0; y < st.Height; y++ {
			for x := 0; x < st.Width; x++ {
				t := (cx*float64(x)/float64(st.Width) + cy*float64(y)/float64(st.Height) + 1) / 2
				f := float32(1 - st.Gradient*t)
				i := 3 * (y*st.Width + x)
				data[i], data[i+1], data[i+2] = f, f, f
			}
		}
		fimg := gocv.NewMat()
		img.ConvertTo(&fimg, gocv.MatTypeCV32FC3)
		gocv.Multiply(fimg, ramp, &fimg)
		fimg.ConvertTo(&img, gocv.MatTypeCV8UC3)
		fimg.Close()
		ramp.Close()
	}
	st.View.shake(rng, &img)
	if st.Blur > 0.2 {
		gocv.GaussianBlur(img, &img, image.Pt(0, 0), st.Blur, 0, gocv.BorderDefault)
	}
	if st.Noise > 0 {
		addNoise(rng, img, st.Noise)
	}
	if st.JPEGQuality > 0 {
		if buf, err := gocv.IMEncodeWithParams(gocv.JPEGFileExt, img, []int{gocv.IMWriteJpegQuality, st.JPEGQuality}); err == nil {
			if dec, err := gocv.IMDecode(buf.GetBytes(), gocv.IMReadColor); err == nil {
				img.Close()
				img = dec
			}
			buf.Close()
		}
	}
}

// lightPool lights img as a lamp or a window does a part of the table and
// what lies on it: each channel times one and the light's share in it,
// the share falling off from the pool's middle as a Gaussian. The light
// is cool (daylight, bluish) or warm (a bulb, yellowish), against the
// room's light the rest of the picture is seen in.
func lightPool(rng *rand.Rand, img gocv.Mat, st SceneStyle) {
	w, h := st.Width, st.Height
	// Its middle anywhere in the frame or up to a fifth of it beyond an
	// edge; its radius (its light down to 0.6 of the middle's) a
	// twelfth to a third of the frame's width: a bulb near the table
	// casts a small one.
	cx := (rng.Float64()*1.4 - 0.2) * float64(w)
	cy := (rng.Float64()*1.4 - 0.2) * float64(h)
	sigma := (1.0/12 + rng.Float64()/4) * float64(w)
	// BGR: daylight bluish, a bulb yellowish, each by a drawn amount.
	tint := [3]float64{1, 0.85 + 0.1*rng.Float64(), 0.6 + 0.25*rng.Float64()}
	if rng.IntN(2) == 0 {
		tint[0], tint[2] = tint[2], tint[0]
	}
	px, _ := img.DataPtrUint8()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			d2 := ((float64(x)-cx)*(float64(x)-cx) + (float64(y)-cy)*(float64(y)-cy)) / (2 * sigma * sigma)
			if d2 > 9 {
				continue
			}
			g := st.Pool * math.Exp(-d2)
			i := 3 * (y*w + x)
			for c := 0; c < 3; c++ {
				px[i+c] = uint8(min(255, math.Round(float64(px[i+c])*(1+g*tint[c]))))
			}
		}
	}
}

// addNoise adds noise of deviation sd to every byte of img, drawn from
// rng: OpenCV's generator is one per thread, and a goroutine may change
// threads between seeding it and drawing, so its noise cannot be made
// the same from run to run.
func addNoise(rng *rand.Rand, img gocv.Mat, sd float64) {
	px, _ := img.DataPtrUint8()
	for i, p := range px {
		px[i] = uint8(math.Max(0, math.Min(255, float64(p)+rng.NormFloat64()*sd)))
	}
}

// sheen brightens the black face just drawn at c towards the side the
// lamp's reflection comes from (direction glint): from its own colour,
// black, on the far side to st.Gloss of the way to a grey as bright as the
// table on the near one.
func sheen(img *gocv.Mat, st SceneStyle, c image.Point, angle, glint float64, black color.RGBA) {
	r := int(st.Tile/2) + 2
	box := image.Rect(c.X-r, c.Y-r, c.X+r+1, c.Y+r+1).Intersect(image.Rect(0, 0, img.Cols(), img.Rows()))
	if box.Empty() {
		return
	}
	face := gocv.NewMatWithSize(box.Dy(), box.Dx(), gocv.MatTypeCV8UC1)
	defer face.Close()
	drawTile(&face, st.Shape, c.Sub(box.Min), st.Tile, angle, color.RGBA{255, 255, 255, 255})
	fm, _ := face.DataPtrUint8()
	px, _ := img.DataPtrUint8()
	for y := 0; y < box.Dy(); y++ {
		for x := 0; x < box.Dx(); x++ {
			if fm[y*box.Dx()+x] == 0 {
				continue
			}
			// t runs from 0 on the far side of the face to 1 on the near one.
			dx, dy := float64(box.Min.X+x-c.X), float64(box.Min.Y+y-c.Y)
			t := math.Max(0, math.Min(1, 0.5+(dx*math.Cos(glint)+dy*math.Sin(glint))/st.Tile))
			f := st.Gloss * t * t
			i := 3 * ((box.Min.Y+y)*img.Cols() + box.Min.X + x)
			// A reflection has the lamp's colour, not the table's: a
			// grey as bright as the table.
			g := float64(lum(st.Table))
			tb := [3]float64{g, g, g}
			bb := [3]float64{float64(black.B), float64(black.G), float64(black.R)}
			for k := 0; k < 3; k++ {
				px[i+k] = uint8(bb[k] + f*(tb[k]-bb[k]))
			}
		}
	}
}

// drawEdge draws the table's edge across the picture as the camera sees
// it (a straight line, whatever the tilt), between the frame's side and
// the snake, with the table's side face, lit or in shade, and the floor
// beyond: boards or tiles, darker or lighter than the table.
func drawEdge(rng *rand.Rand, img *gocv.Mat, st SceneStyle, pts []image.Point) {
	if len(pts) == 0 {
		return
	}
	W, H := float64(st.Width), float64(st.Height)
	// Room between each side and the snake, keeping a scale's width clear
	// (a tall stack leans out further than its centre).
	lo, hi := image.Pt(st.Width, st.Height), image.Pt(0, 0)
	for _, p := range pts {
		lo = image.Pt(min(lo.X, p.X), min(lo.Y, p.Y))
		hi = image.Pt(max(hi.X, p.X), max(hi.Y, p.Y))
	}
	clear := 1.3 * st.Tile
	room := []float64{float64(lo.X) - clear, W - float64(hi.X) - clear, float64(lo.Y) - clear, H - float64(hi.Y) - clear}
	side := 0
	for k := range room {
		if room[k] > room[side] {
			side = k
		}
	}
	if room[side] < 0.04*math.Min(W, H) {
		return
	}
	// The edge crosses the frame at a slant of up to 8°, between a fifth
	// and all of the room away from the frame's side.
	d0 := room[side] * (0.2 + 0.8*rng.Float64())
	slope := (rng.Float64()*2 - 1) * 8 * math.Pi / 180
	along := W
	if side < 2 {
		along = H
	}
	// Distance from the frame's side at both ends of the edge, kept within the room.
	dA := math.Max(0, d0+math.Tan(slope)*along/2)
	dB := math.Max(0, d0-math.Tan(slope)*along/2)
	if math.Max(dA, dB) > room[side] {
		dA, dB = math.Min(dA, room[side]), math.Min(dB, room[side])
	}
	// corner turns (distance from the side, position along it) into the picture.
	corner := func(d, t float64) image.Point {
		switch side {
		case 0:
			return image.Pt(int(d), int(t))
		case 1:
			return image.Pt(int(W-d), int(t))
		case 2:
			return image.Pt(int(t), int(d))
		}
		return image.Pt(int(t), int(H-d))
	}
	rim := math.Max(2, st.Tile*(0.1+0.2*rng.Float64()))
	var floor color.RGBA
	for {
		floor = hsv(rng.Float64()*360, rng.Float64()*0.5, 0.1+rng.Float64()*0.7)
		if math.Abs(float64(lum(floor))-float64(lum(st.Table))) > 25 {
			break
		}
	}
	face := scaleColor(st.Table, []float64{0.55, 1.3}[rng.IntN(2)])
	fill := func(a, b float64, c color.RGBA) {
		pv := gocv.NewPointsVectorFromPoints([][]image.Point{{corner(-2, -2), corner(a, -2), corner(b, along+2), corner(-2, along+2)}})
		gocv.FillPoly(img, pv, c)
		pv.Close()
	}
	fill(dA, dB, face)
	fill(math.Max(0, dA-rim), math.Max(0, dB-rim), floor)
	// Boards or tiles: seams across the floor.
	gap := st.Tile * (1.5 + 2*rng.Float64())
	for t := rng.Float64() * gap; t < along; t += gap {
		seam := scaleColor(floor, 0.7)
		gocv.Line(img, corner(0, t), corner(math.Max(0, math.Min(dA, dB)-rim), t), seam, 2)
	}
}

// lum is a colour's luminance, 0–255.
func lum(c color.RGBA) uint8 {
	return uint8(0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B))
}

// RenderChessboard draws a printed chessboard of cols × rows inner corners
// lying on the table, seen in the given style, as for calibrating the
// table plane. It returns the image (the caller closes it) and the side of
// a square in pixels of the picture from above.
func RenderChessboard(rng *rand.Rand, cols, rows int, st SceneStyle) (gocv.Mat, float64) {
	img := drawTable(rng, st)
	sq := math.Floor(math.Min(0.6*float64(st.Width)/float64(cols+1), 0.6*float64(st.Height)/float64(rows+1)))
	bw, bh := sq*float64(cols+1), sq*float64(rows+1)
	x0, y0 := (float64(st.Width)-bw)/2, (float64(st.Height)-bh)/2
	paper := image.Rect(int(x0-sq*0.6), int(y0-sq*0.6), int(x0+bw+sq*0.6), int(y0+bh+sq*0.6))
	gocv.Rectangle(&img, paper, color.RGBA{235, 235, 230, 255}, -1)
	for r := 0; r <= rows; r++ {
		for c := 0; c <= cols; c++ {
			if (r+c)%2 == 0 {
				x, y := x0+float64(c)*sq, y0+float64(r)*sq
				gocv.Rectangle(&img, image.Rect(int(x), int(y), int(x+sq), int(y+sq)), color.RGBA{20, 20, 22, 255}, -1)
			}
		}
	}
	finish(rng, &img, st, nil)
	return img, sq
}

func drawTile(img *gocv.Mat, shape string, c image.Point, size, angle float64, col color.RGBA) {
	r := size / 2
	var pts []image.Point
	switch shape {
	case "disc":
		gocv.Circle(img, c, int(r), col, -1)
		return
	case "hex":
		for k := 0; k < 6; k++ {
			a := angle + float64(k)*math.Pi/3
			pts = append(pts, image.Pt(c.X+int(r*math.Cos(a)), c.Y+int(r*math.Sin(a))))
		}
	default: // rounded square
		rc := r * 0.3
		for k := 0; k < 4; k++ {
			base := angle + float64(k)*math.Pi/2
			// corner centre, then an arc around it
			cx := (r - rc) * math.Sqrt2 * math.Cos(base+math.Pi/4)
			cy := (r - rc) * math.Sqrt2 * math.Sin(base+math.Pi/4)
			for j := 0; j <= 4; j++ {
				a := base + float64(j)*math.Pi/8
				pts = append(pts, image.Pt(c.X+int(cx+rc*math.Cos(a)), c.Y+int(cy+rc*math.Sin(a))))
			}
		}
	}
	pv := gocv.NewPointsVectorFromPoints([][]image.Point{pts})
	gocv.FillPoly(img, pv, col)
	pv.Close()
}

// drawMarks draws the marks of scale s on the face centred at c. Editions
// set them out differently: in a row across the face, along its
// diagonal, or (three dots) in a triangle, as on a die; stripes always lie
// side by side.
func drawMarks(img *gocv.Mat, style, layout string, c image.Point, size, angle float64, s rules.Scale, col color.RGBA) {
	v := s.Value()
	if v == 0 {
		return
	}
	spacing := 0.22
	if style == "dots" {
		spacing = 0.26
	}
	along := angle
	if layout == "diagonal" {
		along += math.Pi / 4
	}
	ux, uy := math.Cos(along), math.Sin(along)
	for k := 0; k < v; k++ {
		off := (float64(k) - float64(v-1)/2) * size * spacing
		mx, my := float64(c.X)+off*ux, float64(c.Y)+off*uy
		if style == "dots" {
			if layout == "triangle" && v == 3 {
				// The corners of a triangle of side spacing round the centre.
				a := angle - math.Pi/2 + float64(k)*2*math.Pi/3
				rr := size * spacing / math.Sqrt(3)
				mx, my = float64(c.X)+rr*math.Cos(a), float64(c.Y)+rr*math.Sin(a)
			}
			gocv.Circle(img, image.Pt(int(mx), int(my)), int(size*0.09+0.5), col, -1)
			continue
		}
		hw, hl := size*0.055, size*0.27
		pts := []image.Point{
			{int(mx - hw*ux - hl*-uy), int(my - hw*uy - hl*ux)},
			{int(mx + hw*ux - hl*-uy), int(my + hw*uy - hl*ux)},
			{int(mx + hw*ux + hl*-uy), int(my + hw*uy + hl*ux)},
			{int(mx - hw*ux + hl*-uy), int(my - hw*uy + hl*ux)},
		}
		pv := gocv.NewPointsVectorFromPoints([][]image.Point{pts})
		gocv.FillPoly(img, pv, col)
		pv.Close()
	}
}

func scaleColor(c color.RGBA, f float64) color.RGBA {
	s := func(v uint8) uint8 { return uint8(math.Max(0, math.Min(255, float64(v)*f))) }
	return color.RGBA{s(c.R), s(c.G), s(c.B), 255}
}

func hsv(h, s, v float64) color.RGBA {
	c := v * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := v - c
	var r, g, b float64
	switch {
	case h < 60:
		r, g, b = c, x, 0
	case h < 120:
		r, g, b = x, c, 0
	case h < 180:
		r, g, b = 0, c, x
	case h < 240:
		r, g, b = 0, x, c
	case h < 300:
		r, g, b = x, 0, c
	default:
		r, g, b = c, 0, x
	}
	return color.RGBA{uint8((r + m) * 255), uint8((g + m) * 255), uint8((b + m) * 255), 255}
}

// skin is a hand's colour, for scenes with a hand over the table.
var skin = color.RGBA{198, 150, 120, 255}

// DrawHand draws a hand and forearm reaching in from the frame's bottom
// edge to the point at, as over a stack being moved.
func DrawHand(img *gocv.Mat, at image.Point, size float64) {
	w := int(size * 1.6)
	gocv.Rectangle(img, image.Rect(at.X-w/2, at.Y, at.X+w/2, img.Rows()), skin, -1)
	gocv.Circle(img, at, w/2+2, skin, -1)
}
