package vision

import (
	"cmp"
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pantarei/pantarei/rules"
	"gocv.io/x/gocv"
)

// faintScene draws a snake of n stacks on a cloth a few units from the
// white scales' colour, the way a cream tablecloth looks beside ivory
// scales: the white faces differ from it by about as much as the camera's
// noise, and only their marks, a soft shadow and a tint give them away.
// Crumbs (dark specks of a mark's size) lie about the snake. It returns
// the picture and the tops, head to tail.
func faintScene(rng *rand.Rand, n int) (gocv.Mat, []rules.Scale) {
	cloth := hsv(30+rng.Float64()*30, 0.1+rng.Float64()*0.06, 0.86+rng.Float64()*0.04)
	// The white face: a little lighter, a little greener and less red.
	white := color.RGBA{uint8(min(255, int(cloth.R)+2+rng.IntN(4))), uint8(min(255, int(cloth.G)+8+rng.IntN(4))), uint8(min(255, int(cloth.B)+2+rng.IntN(6))), 255}
	st := SceneStyle{Width: 1280, Height: 720, Shape: []string{"disc", "hex", "rsquare"}[rng.IntN(3)], Marks: "stripes",
		Tile: 44 + rng.Float64()*8, Table: cloth, Noise: 3 + rng.Float64()*2, JPEGQuality: 70 + rng.IntN(15)}
	img := drawTable(rng, st)
	gap := st.Tile * (1.3 + rng.Float64()*0.2)
	x0 := (1280 - gap*float64(n-1)) / 2
	tops := make([]rules.Scale, n)
	centres := make([]image.Point, n)
	for i := range tops {
		c := rules.White
		if rng.IntN(3) == 0 {
			c = rules.Black
		}
		tops[i] = rules.NewScale(c, 1+rng.IntN(3))
		centres[i] = image.Pt(int(x0+float64(i)*gap), 360+int(60*math.Sin(float64(i)*0.5)))
	}
	layRow(rng, &img, st, tops, centres, white)
	for k := 0; k < 12; k++ {
		c := centres[rng.IntN(n)].Add(image.Pt(rng.IntN(int(3*st.Tile))-int(1.5*st.Tile), int(st.Tile*(0.9+rng.Float64())*float64(1-2*rng.IntN(2)))))
		gocv.Circle(&img, c, 2+rng.IntN(3), color.RGBA{60, 45, 35, 255}, -1)
	}
	finish(rng, &img, st, centres)
	return img, tops
}

// layRow draws stacks of tops at centres on img, a table of st's: each
// stack's soft shadow (the table darkened, a little down and right, then
// blurred), then its face, turned at random, white ones of the colour
// white, with its marks.
func layRow(rng *rand.Rand, img *gocv.Mat, st SceneStyle, tops []rules.Scale, centres []image.Point, white color.RGBA) {
	for _, c := range centres {
		sh := c.Add(image.Pt(int(st.Tile*0.06), int(st.Tile*0.08)))
		drawTile(img, st.Shape, sh, st.Tile, 0, scaleColor(st.Table, 0.8))
	}
	gocv.GaussianBlur(*img, img, image.Pt(0, 0), st.Tile*0.06, 0, gocv.BorderDefault)
	for i, s := range tops {
		face := white
		if s.Color() != rules.White {
			face = defaultColours.face(s)
		}
		angle := rng.Float64() * math.Pi
		drawTile(img, st.Shape, centres[i], st.Tile, angle, face)
		drawMarks(img, st.Marks, st.Layout, centres[i], st.Tile, angle, s, defaultColours.marks(s))
	}
}

// TestDetectFaintWhite reads white scales that barely differ from the
// cloth they lie on, with crumbs about that must not become stacks.
func TestDetectFaintWhite(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 5))
	det := NewDetector(DefaultOptions())
	defer det.Close()
	frames := evalFrames("PANTAREI_FAINT_FRAMES", 12)
	var score tally
	for i := 0; i < frames; i++ {
		img, tops := faintScene(rng, 8+rng.IntN(6))
		obs, err := det.Detect(img)
		if err != nil {
			t.Fatal(err)
		}
		want, got := TopStrings(tops), TopStrings(obs.Tops())
		if w := score.add(want, got); w > 0 {
			dumpFrame(t, img, "faint", i)
			t.Logf("frame %d: %d wrong\n  want %v\n  got  %v", i, w, want, got)
		}
		img.Close()
	}
	right, stacks, wrong := score.right, score.stacks, score.wrong
	t.Logf("faint white: %d/%d frames right, %d/%d stacks wrong; %d frames wrong without saying so", right, frames, wrong, stacks, score.silent)
	// Far from the 99%: the detector reaches 9/12 frames and
	// 3/134 stacks wrong today (without the search for faint faces, 2/12
	// and 57; before growing below the ring's threshold, 6/12 and 13;
	// before a frame not read whole was searched again enlarged, 7/12
	// and 10).
	// The floor leaves a frame and three stacks of slack, for OpenCV's
	// vector code differs from one processor to the next, and these faces
	// are a few grey levels off the table. Every frame read wrong says
	// so (frame 10's W1 past the snake's end, grown into no face, was
	// lost without a word before missed faces were said there).
	if frames == 12 && (right < 8 || wrong > 6 || score.silent > 0) {
		t.Errorf("%d/%d frames right, %d/%d stacks wrong, %d frames wrong without saying so: worse than 8/12, 6 and none", right, frames, wrong, stacks, score.silent)
	}
}

// smallFaintScene draws a row of nine small stacks (24 to 28 pixels
// across at 720p, the smallest the issue allows), black and white in
// turn, with dots, on a cloth the white faces differ from by 10 to 15
// grey levels: at the working size the white faces are within the
// cloth's grain and their dots a pixel or two, the third of a row often
// run into the rim's shade. It returns the picture and the tops, head
// to tail.
func smallFaintScene(rng *rand.Rand) (gocv.Mat, []rules.Scale) {
	cloth := hsv(30+rng.Float64()*10, 0.25+rng.Float64()*0.1, 0.62+rng.Float64()*0.06)
	d := 10 + rng.IntN(6)
	white := color.RGBA{uint8(min(255, int(cloth.R)+d)), uint8(min(255, int(cloth.G)+d+2)), uint8(min(255, int(cloth.B)+d+4)), 255}
	st := SceneStyle{Width: 1280, Height: 720, Shape: []string{"disc", "hex", "rsquare"}[rng.IntN(3)], Marks: "dots",
		Tile: 24 + rng.Float64()*4, Table: cloth, Noise: 3 + rng.Float64()*2, JPEGQuality: 75 + rng.IntN(15)}
	img := drawTable(rng, st)
	const n = 9
	gap := st.Tile * (1.3 + rng.Float64()*0.2)
	x0 := (1280 - gap*float64(n-1)) / 2
	tops := make([]rules.Scale, n)
	centres := make([]image.Point, n)
	for i := range tops {
		c := rules.Black
		if i%2 == 1 {
			c = rules.White
		}
		tops[i] = rules.NewScale(c, 1+rng.IntN(3))
		centres[i] = image.Pt(int(x0+float64(i)*gap), 360+int(30*math.Sin(float64(i)*0.5)))
	}
	layRow(rng, &img, st, tops, centres, white)
	finish(rng, &img, st, centres)
	return img, tops
}

// TestDetectSmallFaint reads the smallest white scales with dots on a
// cloth near their colour: a frame read wrong must say so, and no stack
// be read as what it is not. Today all 40 frames are read right (31
// before a frame not read whole was searched again enlarged: the rest
// said "?", most for a W3 or W2 one of whose dots ran into the rim or a
// shade; before thirdDotThere, flanked, pairedOnCentre and readTwice, 6
// frames were wrong without saying so, 10 stacks misread). Over 200
// frames (PANTAREI_SMALL_FAINT_FRAMES) some still are: see the note on
// issue 3.
func TestDetectSmallFaint(t *testing.T) {
	rng := rand.New(rand.NewPCG(0, 5))
	det := NewDetector(DefaultOptions())
	defer det.Close()
	frames := evalFrames("PANTAREI_SMALL_FAINT_FRAMES", 40)
	var score tally
	claimed := 0
	for i := 0; i < frames; i++ {
		img, tops := smallFaintScene(rng)
		obs, err := det.Detect(img)
		if err != nil {
			t.Fatal(err)
		}
		want, got := TopStrings(tops), TopStrings(obs.Tops())
		claimed += wrongClaims(want, got)
		if w := score.add(want, got); w > 0 {
			dumpFrame(t, img, "smallfaint", i)
			t.Logf("frame %d: %d wrong\n  want %v\n  got  %v", i, w, want, got)
		}
		img.Close()
	}
	t.Logf("small faint: %d/%d frames right, %d/%d stacks wrong (%d read as what they are not); %d frames wrong without saying so",
		score.right, frames, score.wrong, score.stacks, claimed, score.silent)
	// Two frames of slack, as for the other checks, for OpenCV's vector
	// code differs from one processor to the next; none for a misread.
	if frames == 40 && (score.right < 38 || score.silent > 0 || claimed > 0) {
		t.Errorf("%d/%d frames right, %d wrong without saying so, %d stacks misread: worse than 38, 0 and 0", score.right, frames, score.silent, claimed)
	}
}

func TestHullRegion(t *testing.T) {
	const r = 20.0
	disc := math.Pi * r * r
	ring := func(from, to float64) []image.Point {
		// The pixels of an arc of a ring round (50, 50), radii r/2 to r.
		var pts []image.Point
		for y := 0; y < 100; y++ {
			for x := 0; x < 100; x++ {
				d := math.Hypot(float64(x-50), float64(y-50))
				a := math.Atan2(float64(y-50), float64(x-50))
				if d >= 0.5*r && d <= r && a >= from && a <= to {
					pts = append(pts, image.Pt(x, y))
				}
			}
		}
		return pts
	}
	streak := func(length int) []image.Point {
		var pts []image.Point
		for x := 0; x < length; x++ {
			for y := 0; y < 3; y++ {
				pts = append(pts, image.Pt(10+x, 50+y))
			}
		}
		return pts
	}
	for _, tc := range []struct {
		name   string
		pieces []image.Point
		want   bool
	}{
		{"a three-quarter ring: a face gone the table's colour", ring(-math.Pi, math.Pi/2), true},
		{"a short arc: a crumb", ring(0, 0.5), false},
		{"a long streak of grain", streak(200), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			region, ok := hullRegion(tc.pieces, r)
			if ok != tc.want {
				t.Fatalf("hullRegion = %v, want %v", ok, tc.want)
			}
			if ok && (float64(len(region)) < 0.8*disc || float64(len(region)) > 1.1*disc) {
				t.Errorf("region of %d pixels, want about a scale's %.0f", len(region), disc)
			}
		})
	}
}

// TestJoinStack joins the rim of a face the light turned the table's
// colour (an upper arc, no face grown from it) to the regions under a
// scale's disc that it touches, its stack's dark sides below it, in one
// piece or two, when all have a stack's hull. Pieces against a whole
// stack, among more regions than a stack's sides make, or touching none
// are left alone.
func TestJoinStack(t *testing.T) {
	const w, h, r = 100, 100, 15.0
	rect := func(x0, y0, x1, y1 int) image.Rectangle { return image.Rect(x0, y0, x1, y1) }
	// The face's rim: its upper half, radii 10 to 15 round (50, 45),
	// reaching down to the sides' top edge.
	var rim []image.Point
	for y := 0; y < 49; y++ {
		for x := 0; x < w; x++ {
			if d := math.Hypot(float64(x-50), float64(y-45)); d >= 10 && d <= r {
				rim = append(rim, image.Pt(x, y))
			}
		}
	}
	for _, c := range []struct {
		name    string
		regions []image.Rectangle // the first the largest
		want    bool
	}{
		{"a stack's sides below its rim", []image.Rectangle{rect(36, 48, 64, 66)}, true},
		{"its sides in two pieces", []image.Rectangle{rect(36, 48, 64, 66), rect(28, 46, 36, 58)}, true},
		{"a whole stack below it", []image.Rectangle{rect(30, 48, 70, 72)}, false},
		{"among four regions", []image.Rectangle{rect(36, 48, 64, 66), rect(30, 38, 36, 44), rect(46, 25, 54, 29), rect(65, 38, 71, 44)}, false},
		{"apart from any", []image.Rectangle{rect(36, 56, 64, 74)}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			det := NewDetector(DefaultOptions())
			defer det.Close()
			kept := labelRects(det, w, h, c.regions...)
			lbl := int32View(&det.labels)
			before := kept[0]
			if got := det.joinStack(rim, kept, r); got != c.want {
				t.Fatalf("joined %v, want %v", got, c.want)
			}
			if !c.want {
				if kept[0] != before {
					t.Errorf("the region changed: %+v, was %+v", kept[0], before)
				}
				return
			}
			b := kept[0]
			if !b.joined || b.label != 1 {
				t.Errorf("joined %v as label %d, want a joined stack of label 1", b.joined, b.label)
			}
			// The region now reaches the rim's top, and its centre rises
			// towards the face's.
			if b.box.Min.Y > 31 || b.area < before.area+len(rim) || b.center.Y >= before.center.Y {
				t.Errorf("joined stack %v, %d px, centre %v; the sides were %v, %d px, centre %v",
					b.box, b.area, b.center, before.box, before.area, before.center)
			}
			n := 0
			for _, v := range lbl {
				switch {
				case v == 1:
					n++
				case v > 1:
					t.Fatalf("a pixel still of region %d", v)
				}
			}
			if n != b.area {
				t.Errorf("%d pixels labelled, the stack measures %d", n, b.area)
			}
			for _, o := range kept[1:] {
				if o.area != 0 {
					t.Errorf("a region joined to the stack left with %d px", o.area)
				}
			}
		})
	}
}

// TestDoubtJoined: on a joined stack, a black face read short of a
// scale's is its dark side alone, said unsure; a whole face, a white face
// (no lit side of the table's colour), or a face read on no joined
// stack's terms (nothing read), stays as it was.
func TestDoubtJoined(t *testing.T) {
	const r = 20.0
	square := func(side int) []image.Point {
		return []image.Point{{0, 0}, {side, 0}, {side, side}, {0, side}}
	}
	b3, w2 := rules.NewScale(rules.Black, 3), rules.NewScale(rules.White, 2)
	for _, c := range []struct {
		name    string
		outline []image.Point
		top     rules.Scale
		want    rules.Scale
	}{
		{"two thirds of a face: its dark side", square(29), b3, rules.NoScale}, // 841 of 1257 px
		{"a whole face", square(34), b3, b3},                                   // 1156 px, 0.92
		{"a white face of two thirds", square(29), w2, w2},
		{"nothing read", square(20), rules.NoScale, rules.NoScale},
	} {
		rs := []StackReading{{Top: c.top, Outline: c.outline}}
		doubtJoined(rs, r)
		if rs[0].Top != c.want {
			t.Errorf("%s: read %v, want %v (%s)", c.name, rs[0].Top, c.want, rs[0].Why)
		}
		if c.top != c.want && rs[0].Why == "" {
			t.Errorf("%s: made unsure without saying why", c.name)
		}
	}
}

// blobs returns the places of a w×h window within any of the discs
// (x, y, radius).
func blobs(w, h int, discs ...[3]float64) []image.Point {
	var pts []image.Point
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			for _, d := range discs {
				if math.Hypot(float64(x)-d[0], float64(y)-d[1]) <= d[2] {
					pts = append(pts, image.Pt(x, y))
					break
				}
			}
		}
	}
	return pts
}

// TestFaceCore: a face with a lobe of shade run out of it is cut to the
// disc round its deepest place; a face alone stays whole; a thin ring
// (a shadow's edge) has no core.
func TestFaceCore(t *testing.T) {
	const w, h, r = 60, 60, 10.0
	var ring []image.Point
	for _, p := range blobs(w, h, [3]float64{30, 30, 12}) {
		if math.Hypot(float64(p.X-30), float64(p.Y-30)) > 9 {
			ring = append(ring, p)
		}
	}
	for _, c := range []struct {
		name string
		pts  []image.Point
		want int // pixels, about; 0 for none
	}{
		{"a face with a lobe", blobs(w, h, [3]float64{25, 25, 10}, [3]float64{38, 38, 7}), 320},
		{"a face alone", blobs(w, h, [3]float64{30, 30, 10}), 317},
		{"a thin ring", ring, 0},
	} {
		got := faceCore(c.pts, w, h, r)
		if c.want == 0 {
			if got != nil {
				t.Errorf("%s: a core of %d px, want none", c.name, len(got))
			}
			continue
		}
		if math.Abs(float64(len(got)-c.want)) > 0.1*float64(c.want) {
			t.Errorf("%s: a core of %d px, want about %d", c.name, len(got), c.want)
		}
	}
}

// TestGrowLobe grows a face from which a lobe of shade, too wide for a
// small opening to cut, runs out along its shadow's edge (a faint W2 on
// light grey cloth beside a dark stack's shadow, shared img_0005 through
// another camera): the face is found, the lobe left out. A region as
// large that reaches the window's border (a fold) is no face.
func TestGrowLobe(t *testing.T) {
	const w, h, r = 45, 45, 8.0
	win := image.Rect(100, 100, 100+w, 100+h)
	for _, c := range []struct {
		name  string
		discs [][3]float64
		want  int
	}{
		{"a face and a lobe", [][3]float64{{20, 20, 8}, {29, 31, 6}}, grownFace},
		{"a face and a fold to the border", [][3]float64{{20, 20, 8}, {26, 30, 6}, {30, 38, 7}}, grownSpilt},
	} {
		dist := make([]int, w*h)
		lighter := make([]bool, w*h)
		for i := range lighter {
			lighter[i] = true
		}
		pts := blobs(w, h, c.discs...)
		for _, p := range pts {
			dist[p.Y*w+p.X] = 20
		}
		seeds := []image.Point{win.Min.Add(image.Pt(20, 20))}
		out, v := grow(seeds, win, dist, lighter, 10, r)
		if v != c.want {
			t.Errorf("%s: grown %d, want %d", c.name, v, c.want)
			continue
		}
		if v != grownFace {
			continue
		}
		for _, p := range out {
			if d := math.Hypot(float64(p.X-120), float64(p.Y-120)); d > 1.3*r {
				t.Errorf("%s: the face holds %v, %.1f radii from its centre", c.name, p, d/r)
				break
			}
		}
	}
}

// TestReclusterPieces splits a cluster of crumbs that a scale's radius
// joined across the gap between two faces (each face's crumbs a pixel or
// two apart, the faces 5 apart) into one cluster per face, relabelled.
func TestReclusterPieces(t *testing.T) {
	const ww, wh, r = 60, 30, 8.0
	pl := make([]int32, ww*wh)
	pp := make([]uint8, ww*wh)
	box := image.Rect(5, 5, 50, 20)
	for y := 7; y < 18; y++ {
		for x := 7; x < 48; x++ {
			pl[y*ww+x] = 3 // the joined cluster, crumbs and all
			// Two faces, x 8–23 and 29–46, in crumbs 2 wide, 1 apart.
			if (x >= 8 && x <= 23 || x >= 29 && x <= 46) && x%3 != 0 {
				pp[y*ww+x] = 255
			}
		}
	}
	n := 4
	got := reclusterPieces(pl, pp, ww, 3, box, &n, r)
	if len(got) != 2 || n != 6 {
		t.Fatalf("%d clusters, next label %d: want 2 and 6: %+v", len(got), n, got)
	}
	sortX := func(a, b pieceCluster) int { return a.c.X - b.c.X }
	slices.SortFunc(got, sortX)
	for i, want := range []image.Rectangle{image.Rect(7, 6, 25, 19), image.Rect(28, 6, 48, 19)} {
		g := got[i]
		if !g.box.Inset(-1).In(want.Inset(-2)) || !want.Inset(2).In(g.box) {
			t.Errorf("cluster %d: box %v, want about %v", i, g.box, want)
		}
		for y := 7; y < 18; y++ {
			for x := g.box.Min.X; x < g.box.Max.X; x++ {
				if pp[y*ww+x] != 0 && pl[y*ww+x] != g.id {
					t.Fatalf("cluster %d: pixel (%d,%d) labelled %d, want %d", i, x, y, pl[y*ww+x], g.id)
				}
			}
		}
	}
}

// TestGrowPastBlend grows a faint face from its mark, the only seed, where
// the pixels blending the mark with the face are darker than the table
// (in shade) and differ from it: they must not hold the face apart from
// its mark. The table round it, nearer the table than the threshold, is
// not grown into.
func TestGrowPastBlend(t *testing.T) {
	const r = 8.0
	const size = 33 // a window 4r across, centred on the face
	win := image.Rect(100, 50, 100+size, 50+size)
	dist, lighter, seeds := paintWindow(win, func(x, y int) (int, bool, bool) {
		dx, dy := x-size/2, y-size/2
		switch {
		case dx >= -1 && dx <= 1 && dy >= -5 && dy <= 5:
			return 90, false, true // the mark
		case dx >= -2 && dx <= 2 && dy >= -6 && dy <= 6:
			return 25, false, false // the blend: darker than the table
		case math.Hypot(float64(dx), float64(dy)) <= r:
			return 10, true, false // the face, a little off
		}
		return 3 + (x*7+y*3)%4, true, false // the table
	})
	out, v := grow(seeds, win, dist, lighter, 6, r)
	if v != grownFace {
		t.Fatalf("grow: %d; want the face (%d)", v, grownFace)
	}
	disc := math.Pi * r * r
	if a := float64(len(out)); a < 0.9*disc || a > 1.2*disc {
		t.Errorf("grew %d pixels, want about the face's %.0f", len(out), disc)
	}
	for _, p := range out {
		if !p.In(win) {
			t.Fatalf("pixel %v outside the window %v", p, win)
		}
	}
}

// TestStripeLike tells a stripe's pieces from crumbs: a solid bar of a
// stripe's size, even aslant, is one; crumbs in a triangle or a row, a
// bar smaller than a stripe, or one a face long (a lower scale's side
// band), are not.
func TestStripeLike(t *testing.T) {
	const r, w = 8.5, 100
	for _, tc := range []struct {
		name   string
		pieces []image.Point
		want   bool
	}{
		{"a stripe", barPixels(40, 40, 10, 2, false), true},
		{"a stripe aslant", barPixels(40, 40, 8, 1, true), true},
		{"three crumbs in a triangle", slices.Concat(crumbPixels(40, 40), crumbPixels(46, 40), crumbPixels(43, 45)), false},
		{"two crumbs in a row", slices.Concat(crumbPixels(40, 40), crumbPixels(48, 40)), false},
		{"a bar smaller than a stripe", barPixels(40, 40, 6, 2, false), false},
		{"a side band, a face across", barPixels(40, 40, 15, 2, false), false},
	} {
		if got := stripeLike(tc.pieces, r, w); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestRowOfStripes: a W2's or W3's stripes, each too small to pass for
// one stripe alone (0.16 r² at the working size), make a row of stripes
// side by side; a streak of grain broken in two, bars crossing, bars of
// unlike length, crumbs and a lone bar do not.
func TestRowOfStripes(t *testing.T) {
	const r, w = 8.5, 100
	across := func(ps []image.Point) []image.Point {
		out := make([]image.Point, len(ps))
		for i, p := range ps {
			out[i] = image.Pt(p.Y, p.X)
		}
		return out
	}
	for _, tc := range []struct {
		name   string
		pieces []image.Point
		want   bool
	}{
		{"two stripes side by side", slices.Concat(barPixels(40, 40, 7, 2, false), barPixels(40, 44, 7, 2, false)), true},
		{"three stripes side by side", slices.Concat(barPixels(40, 40, 7, 2, false), barPixels(40, 44, 7, 2, false), barPixels(41, 48, 7, 2, false)), true},
		{"two stripes aslant", slices.Concat(barPixels(40, 40, 6, 1, true), barPixels(44, 38, 6, 1, true)), true},
		{"one stripe", barPixels(40, 40, 7, 2, false), false},
		{"a streak broken in two, end to end", slices.Concat(barPixels(40, 40, 7, 2, false), barPixels(49, 40, 7, 2, false)), false},
		{"two bars crossing ways", slices.Concat(barPixels(40, 40, 7, 2, false), across(barPixels(44, 50, 7, 2, false))), false},
		{"bars of unlike length", slices.Concat(barPixels(40, 40, 7, 2, false), barPixels(40, 44, 11, 2, false)), false},
		{"four stripes", slices.Concat(barPixels(40, 40, 7, 2, false), barPixels(40, 44, 7, 2, false), barPixels(40, 48, 7, 2, false), barPixels(40, 52, 7, 2, false)), false},
		{"two crumbs", slices.Concat(crumbPixels(40, 40), crumbPixels(40, 47)), false},
	} {
		if got := rowOfStripes(tc.pieces, r, w); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// barPixels are the pixels of a bar l long and wd wide from (x0, y0),
// along x or, diag, down the diagonal.
func barPixels(x0, y0, l, wd int, diag bool) []image.Point {
	var ps []image.Point
	for a := 0; a < l; a++ {
		for b := 0; b < wd; b++ {
			if diag {
				ps = append(ps, image.Pt(x0+a, y0+a+b), image.Pt(x0+a+1, y0+a+b))
			} else {
				ps = append(ps, image.Pt(x0+a, y0+b))
			}
		}
	}
	return ps
}

// crumbPixels are the pixels of a crumb of radius 2 round (cx, cy).
func crumbPixels(cx, cy int) []image.Point {
	var ps []image.Point
	for y := -2; y <= 2; y++ {
		for x := -2; x <= 2; x++ {
			if x*x+y*y <= 4 {
				ps = append(ps, image.Pt(cx+x, cy+y))
			}
		}
	}
	return ps
}

// TestGrowTooFaint grows from the marks of a white face that stands off
// the table by less than the threshold, only the rim beside its shadow
// above it: a region a face's size, too ragged for one, which readAll
// may say is a stack it could not read. A crumb grows into too little.
func TestGrowTooFaint(t *testing.T) {
	const r = 8.0
	const size = 33
	win := image.Rect(40, 20, 40+size, 20+size)
	for _, tc := range []struct {
		name  string
		crumb bool
		want  int
	}{
		{"two marks and the rim", false, grownRagged},
		{"a crumb", true, grownSmall},
	} {
		dist, lighter, seeds := paintWindow(win, func(x, y int) (int, bool, bool) {
			dx, dy := x-size/2, y-size/2
			rho := math.Hypot(float64(dx), float64(dy))
			switch {
			case tc.crumb:
				if dx >= 0 && dx <= 1 && dy >= 0 && dy <= 1 {
					return 40, true, true
				}
			case (dx == -3 || dx == -2 || dx == 2 || dx == 3) && dy >= -5 && dy <= 6:
				return 60, false, true // a mark
			case dy > 0 && rho >= r-1 && rho <= r+0.5, dy >= 0 && dy <= 1 && dx >= 7 && dx <= 14:
				return 12, true, false // the rim beside the shadow, and its edge on
			}
			return 3 + (x*7+y*3)%3, true, false // the table, and the face as faint
		})
		out, v := grow(seeds, win, dist, lighter, 6, r)
		if v != tc.want || out != nil {
			t.Errorf("%s: grown %d (%d pixels), want %d", tc.name, v, len(out), tc.want)
		}
	}
}

// paintWindow makes grow's inputs for a window: paint says, for each of
// its places, the difference from the table, whether it is lit (not in
// shade) and whether it is a seed.
func paintWindow(win image.Rectangle, paint func(x, y int) (d int, lit, seed bool)) (dist []int, lighter []bool, seeds []image.Point) {
	w, h := win.Dx(), win.Dy()
	dist, lighter = make([]int, w*h), make([]bool, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			d, lit, seed := paint(x, y)
			dist[y*w+x], lighter[y*w+x] = d, lit
			if seed {
				seeds = append(seeds, win.Min.Add(image.Pt(x, y)))
			}
		}
	}
	return dist, lighter, seeds
}

// TestGrowFaceBesideStack grows a faint face whose pieces take in the
// rim of a stack found already, close beside it: the face must not grow
// into that stack, which made it spill and be lost (a white W3 beside a
// white W1 on light grey, seen from nearer than shared img_0005).
func TestGrowFaceBesideStack(t *testing.T) {
	const ww, wh, r = 80, 60, 8.0
	face, stack := image.Pt(30, 30), image.Pt(46, 30) // touching
	px := make([]byte, 3*ww*wh)
	fg := make([]byte, ww*wh)
	var seeds []image.Point
	for y := 0; y < wh; y++ {
		for x := 0; x < ww; x++ {
			i := y*ww + x
			l, a, b := 160+(x*7+y*3)%3, 128, 136 // the table, with a little grain
			p := image.Pt(x, y)
			switch {
			case x >= face.X-1 && x <= face.X+1 && y >= face.Y-4 && y <= face.Y+4:
				l = 60 // the face's mark
				seeds = append(seeds, p)
			case dist2(p, face) <= r*r:
				a, b = 132, 140 // a white face on a pale table
			case dist2(p, stack) <= r*r:
				a, b = 132, 140
				fg[i] = 255
				if x < stack.X-int(r)+2 {
					seeds = append(seeds, p) // its rim, among the face's pieces
				}
			}
			px[3*i], px[3*i+1], px[3*i+2] = byte(l), byte(a), byte(b)
		}
	}
	det := NewDetector(DefaultOptions())
	defer det.Close()
	for _, m := range []struct {
		dst  *gocv.Mat
		typ  gocv.MatType
		data []byte
	}{{&det.lab, gocv.MatTypeCV8UC3, px}, {&det.clean, gocv.MatTypeCV8UC1, fg}} {
		mat, err := gocv.NewMatFromBytes(wh, ww, m.typ, m.data)
		if err != nil {
			t.Fatal(err)
		}
		m.dst.Close()
		*m.dst = mat
	}
	none := func(int) bool { return false }
	taken := func(i int) bool { return fg[i] != 0 }
	out, v := det.growFace(face, seeds, r, ww, wh, none, taken)
	if v != grownFace {
		t.Fatalf("no face grew beside the stack (%d)", v)
	}
	disc := math.Pi * r * r
	if a := float64(len(out)); a < 0.8*disc || a > 1.3*disc {
		t.Errorf("grew %d pixels, want about the face's %.0f", len(out), disc)
	}
	for _, p := range out {
		if taken(p.Y*ww + p.X) {
			t.Fatalf("the face took in the stack's pixel %v", p)
		}
	}
}

func dist2(p, q image.Point) float64 {
	d := p.Sub(q)
	return float64(d.X*d.X + d.Y*d.Y)
}

// neutralOnItsHue draws a snake of n stacks, the neutral among them, on
// a cloth of the neutral's own hue in less light (an olive cloth under a
// brass neutral): by its colour the neutral's face is the cloth lit
// more, by its sharp edge and its shape a scale.
func neutralOnItsHue(rng *rand.Rand, n int) (gocv.Mat, []rules.Scale) {
	gold := defaultColours.Gold
	cloth := scaleColor(gold, 0.85+rng.Float64()*0.06)
	st := SceneStyle{Width: 1280, Height: 720, Shape: []string{"disc", "hex", "rsquare"}[rng.IntN(3)], Marks: "dots",
		Tile: 44 + rng.Float64()*8, Table: cloth, Noise: 2 + rng.Float64()*2, JPEGQuality: 75 + rng.IntN(15)}
	img := drawTable(rng, st)
	gap := st.Tile * (1.3 + rng.Float64()*0.2)
	x0 := (1280 - gap*float64(n-1)) / 2
	tops := make([]rules.Scale, n)
	centres := make([]image.Point, n)
	neutral := 1 + rng.IntN(n-2)
	for i := range tops {
		tops[i] = rules.NewScale([]rules.Color{rules.White, rules.Black}[rng.IntN(2)], 1+rng.IntN(3))
		if i == neutral {
			tops[i] = rules.Neutral
		}
		centres[i] = image.Pt(int(x0+float64(i)*gap), 360+int(60*math.Sin(float64(i)*0.5)))
	}
	layRow(rng, &img, st, tops, centres, defaultColours.White)
	finish(rng, &img, st, centres)
	return img, tops
}

// TestNeutralOnItsHue reads snakes whose neutral lies on a cloth of its
// own hue: it must not be taken for the cloth in other light and lost.
func TestNeutralOnItsHue(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 21))
	det := NewDetector(DefaultOptions())
	defer det.Close()
	const frames = 10
	var score tally
	for i := range frames {
		img, tops := neutralOnItsHue(rng, 8+rng.IntN(6))
		obs, err := det.Detect(img)
		if err != nil {
			t.Fatal(err)
		}
		want, got := TopStrings(tops), TopStrings(obs.Tops())
		if w := score.add(want, got); w > 0 {
			dumpFrame(t, img, "neutral-hue", i)
			t.Logf("frame %d: %d wrong\n  want %v\n  got  %v", i, w, want, got)
		}
		img.Close()
	}
	t.Logf("neutral on its hue: %d/%d frames right, %d/%d stacks wrong; %d frames wrong without saying so", score.right, frames, score.wrong, score.stacks, score.silent)
	if score.silent > 0 || score.right < frames-1 {
		t.Errorf("want at least %d frames right and none wrong without saying so", frames-1)
	}
}

// paintedDetector is a detector whose working picture (lab, w×h) and
// table under it (bg) are of the table's Lab colour, and a brush that
// paints pixels of the picture a lightness, returning them.
func paintedDetector(w, h int, table gocv.Scalar) (*Detector, func([]image.Point, uint8) []image.Point) {
	det := NewDetector(DefaultOptions())
	det.lab.Close()
	det.bg.Close()
	det.lab = gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3)
	det.bg = gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3)
	det.bg.SetTo(table)
	paint := func(ps []image.Point, l uint8) []image.Point {
		for _, p := range ps {
			det.lab.SetUCharAt(p.Y, 3*p.X, l)
		}
		return ps
	}
	return det, paint
}

// TestBlackWithMarks: what is left of a black face out of focus, a black
// arc and a light blot, is one; a shadow (dark, not black), a black arc
// alone, a light blot alone, or crumbs of each, are not.
func TestBlackWithMarks(t *testing.T) {
	const r, w, h = 7.4, 40, 40
	det, paint := paintedDetector(w, h, gocv.NewScalar(113, 130, 132, 0))
	defer det.Close()
	arc := func(l uint8) []image.Point { return paint(barPixels(12, 10, 12, 2, false), l) } // 24 px
	blot := func(l uint8) []image.Point { return paint(barPixels(14, 16, 5, 5, false), l) } // 25 px
	for _, tc := range []struct {
		name   string
		pieces func() []image.Point
		want   bool
	}{
		{"a black arc and a light blot", func() []image.Point { return slices.Concat(arc(50), blot(150)) }, true},
		{"a shadow's edge and a light blot", func() []image.Point { return slices.Concat(arc(80), blot(150)) }, false},
		{"a black arc alone", func() []image.Point { return slices.Concat(arc(50), blot(113)) }, false},
		{"a light blot alone", func() []image.Point { return slices.Concat(arc(113), blot(150)) }, false},
		{"crumbs of each", func() []image.Point {
			return slices.Concat(paint(barPixels(12, 10, 4, 1, false), 50), paint(barPixels(14, 16, 4, 1, false), 150))
		}, false},
	} {
		det.lab.SetTo(gocv.NewScalar(113, 130, 132, 0))
		if got := det.blackWithMarks(tc.pieces(), r, w); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestBelowTable: the share of pixels at least so much darker than the
// table: a black face with its stripe, against a white face's dark
// stripes with the light face between them.
func TestBelowTable(t *testing.T) {
	const w, h = 40, 40
	det, paint := paintedDetector(w, h, gocv.NewScalar(128, 128, 128, 0))
	defer det.Close()
	for _, tc := range []struct {
		name  string
		paint func() []image.Point
		want  float64
	}{
		{"a black face and its stripe", func() []image.Point {
			f := paint(barPixels(10, 10, 10, 10, false), 80) // 100 px
			paint(barPixels(14, 10, 2, 10, false), 170)      // 20 px of it lighter
			return f
		}, 0.8},
		{"just that much darker", func() []image.Point { return paint(barPixels(10, 10, 10, 10, false), 118) }, 1},
		{"a little less dark", func() []image.Point { return paint(barPixels(10, 10, 10, 10, false), 119) }, 0},
		{"nothing", func() []image.Point { return nil }, 0},
	} {
		det.lab.SetTo(gocv.NewScalar(128, 128, 128, 0))
		if got := det.belowTable(tc.paint(), w, 10); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestLightMarks: a glossy black face lit to the table's shade shows its
// light marks alone: two dots, or one stripe, or a gold dot far from the
// table's colour though little lighter, are a face's; a crumb of
// light, a glint a pixel wide, a plank's grain a little lighter, the
// table a little lighter, or a light patch larger than three stripes are
// not. Beside a band longer than a stripe (a tall stack's side), two dots
// are a face's still, one is not.
func TestLightMarks(t *testing.T) {
	const r, w, h = 7.4, 40, 40 // r² 54.8: a dot of 0.06 r² is 3.3 px
	det, paint := paintedDetector(w, h, gocv.NewScalar(78, 126, 134, 0))
	defer det.Close()
	face := func() []image.Point { return paint(barPixels(8, 8, 16, 16, false), 70) } // 256 px, the table's shade
	for _, tc := range []struct {
		name   string
		pieces func() []image.Point
		want   bool
	}{
		{"two dots on a face of the table's shade", func() []image.Point {
			f := face()
			paint(slices.Concat(barPixels(12, 14, 3, 3, false), barPixels(18, 14, 3, 3, false)), 210)
			return f
		}, true},
		{"one stripe", func() []image.Point { f := face(); paint(barPixels(15, 10, 2, 10, false), 200); return f }, true},
		{"a crumb of light", func() []image.Point { f := face(); paint(barPixels(15, 15, 1, 2, false), 210); return f }, false},
		{"a glint a pixel wide", func() []image.Point { f := face(); paint(barPixels(12, 15, 8, 1, false), 210); return f }, false},
		{"a plank's lighter grain", func() []image.Point { f := face(); paint(barPixels(14, 14, 4, 4, false), 100); return f }, false},
		{"the table a little lighter", func() []image.Point { return paint(barPixels(8, 8, 16, 16, false), 88) }, false},
		{"a light patch larger than three stripes", func() []image.Point { return paint(barPixels(8, 8, 16, 16, false), 200) }, false},
		{"two dots beside a lower scale's light side", func() []image.Point {
			f := face()
			paint(slices.Concat(barPixels(12, 12, 3, 3, false), barPixels(18, 12, 3, 3, false), barPixels(9, 21, 11, 2, false)), 210)
			return f
		}, true},
		{"one dot beside a band", func() []image.Point {
			f := face()
			paint(slices.Concat(barPixels(14, 12, 3, 3, false), barPixels(9, 21, 11, 2, false)), 210)
			return f
		}, false},
		{"a gold dot, 38 lighter than the table and 30 yellower", func() []image.Point {
			f := face()
			for _, p := range paint(barPixels(14, 14, 3, 3, false), 116) {
				det.lab.SetUCharAt(p.Y, 3*p.X+2, 164)
			}
			return f
		}, true},
		{"a blurred dot, its core alone lit as a mark", func() []image.Point {
			f := face()
			paint(barPixels(14, 14, 3, 3, false), 100)
			paint([]image.Point{{15, 15}}, 210)
			return f
		}, true},
	} {
		// Again and again: a piece is measured whole wherever it is
		// entered, which the light pixels' map orders at random (the
		// core first, its own light was once left out).
		for range 50 {
			det.lab.SetTo(gocv.NewScalar(78, 126, 134, 0))
			if got := det.lightMarks(tc.pieces(), r, w); got != tc.want {
				t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
				break
			}
		}
	}
}

// TestGrowDarkFace: a black face lit to 35 below a grey table, not in the
// foreground, grows round its light stripe into a face of a scale's size,
// its soft shadow (paler) left out; a face only a little darker than the
// table (a shadow's shade), or darkness that runs on past a face's size
// (a dark patch of the table), grows none. Round one to three light marks
// (a face's), a face 6% darker than the table grows.
func TestGrowDarkFace(t *testing.T) {
	const r, w, h = 7.4, 48, 48
	c := image.Pt(24, 24)
	for _, tc := range []struct {
		name   string
		face   uint8 // the face's lightness
		table  uint8 // the table's; 100 unless given
		shadow bool  // a shadow of 85 beside the face, as large
		patch  bool  // the darkness runs on over a band of the table
		marks  int   // light marks among the pieces
		want   bool
	}{
		{"a face 35 darker", 65, 0, false, false, 0, true},
		{"with its shadow beside it", 65, 0, true, false, 0, true},
		{"a face 12 darker, a tenth of the table's lightness", 88, 0, false, false, 0, true},
		{"a face 8 darker", 92, 0, false, false, 0, false},
		{"a face 9 darker", 91, 0, false, false, 0, false},
		{"a face 9 darker round a mark", 91, 0, false, false, 1, true},
		{"a face 9 darker round three marks", 91, 0, false, false, 3, true},
		{"a face 9 darker round four light pieces", 91, 0, false, false, 4, false},
		{"in a dark band of the table", 65, 0, false, true, 0, false},
		{"in a dark band of the table, round a mark", 65, 0, false, true, 1, false},
		{"14 darker than a pale table", 186, 200, false, false, 0, false},
		{"15 darker than a pale table", 185, 200, false, false, 0, true},
		{"12 darker than a pale table, round two marks", 188, 200, false, false, 2, true},
		{"11 darker than a pale table, round two marks", 189, 200, false, false, 2, false},
	} {
		table := cmp.Or(tc.table, 100)
		det, paint := paintedDetector(w, h, gocv.NewScalar(float64(table), 128, 128, 0))
		det.clean.Close()
		det.clean = gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		det.lab.SetTo(gocv.NewScalar(float64(table), 128, 128, 0))
		disc := func(cx, cy int, rad float64) []image.Point {
			var ps []image.Point
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					if math.Hypot(float64(x-cx), float64(y-cy)) <= rad {
						ps = append(ps, image.Pt(x, y))
					}
				}
			}
			return ps
		}
		if tc.shadow {
			paint(disc(c.X+5, c.Y+5, r), 85)
		}
		if tc.patch {
			paint(barPixels(0, c.Y-8, w, 16, false), tc.face)
		}
		paint(disc(c.X, c.Y, r), tc.face)
		seeds := paint(barPixels(c.X-1, c.Y-5, 3, 10, false), 250)
		got, ok := det.growDarkFace(c, seeds, r, w, h, func(int) bool { return false }, tc.marks)
		if ok != tc.want {
			t.Errorf("%s: grown %v (%d px), want %v", tc.name, ok, len(got), tc.want)
		}
		if ok && (float64(len(got)) < 0.8*math.Pi*r*r || float64(len(got)) > 1.25*math.Pi*r*r) {
			t.Errorf("%s: a face of %d px, want about %.0f", tc.name, len(got), math.Pi*r*r)
		}
		det.Close()
	}
}

// TestLeftOut: the seeds a face grown from them left half a radius or
// more from it are a second face's pieces when there are as many as its
// radius in pixels and they span it; a rim's crumbs beside the face, or
// a few specks, are not.
func TestLeftOut(t *testing.T) {
	const ww, wh, r = 60, 40, 6.0
	lbl := make([]int32, ww*wh)
	for y := 10; y < 22; y++ { // the face grown: label 7
		for x := 10; x < 22; x++ {
			lbl[y*ww+x] = 7
		}
	}
	row := func(x0, x1, y int) []image.Point {
		var ps []image.Point
		for x := x0; x < x1; x++ {
			ps = append(ps, image.Pt(x, y))
		}
		return ps
	}
	face := row(10, 22, 15)
	for _, tc := range []struct {
		name  string
		seeds []image.Point
		want  int
	}{
		{"a second face's rim", slices.Concat(face, row(30, 40, 15)), 10},
		{"crumbs on the face's rim", slices.Concat(face, row(22, 25, 15), row(10, 22, 23)), 0},
		{"a few specks", slices.Concat(face, row(34, 37, 15)), 0},
		{"many, spanning too little", slices.Concat(face, row(34, 39, 15), row(34, 39, 16)), 0},
	} {
		rest, _, ok := leftOut(tc.seeds, lbl, ww, 7, r)
		if got := len(rest); ok != (tc.want > 0) || ok && got != tc.want {
			t.Errorf("%s: leftOut = %d seeds, %v; want %d", tc.name, got, ok, tc.want)
		}
	}
}

// TestHiddenAlong: the share of a face's outline beside the hidden
// region, by which a blank face the hand's region rings is the hand's.
func TestHiddenAlong(t *testing.T) {
	const w, h = 40, 40
	box := boxOutline(image.Rect(20, 20, 40, 40)) // frame pixels, twice the working ones
	tests := []struct {
		name        string
		hidden      func(x, y int) bool
		least, most float64
	}{
		{"none hidden", func(x, y int) bool { return false }, 0, 0},
		{"ringed", func(x, y int) bool { return x < 10 || x > 20 || y < 10 || y > 20 }, 1, 1},
		{"on its left", func(x, y int) bool { return x < 10 }, 0.2, 0.35},
		{"under it, not beside", func(x, y int) bool { return x > 12 && x < 18 && y > 12 && y < 18 }, 0, 0},
	}
	for _, tc := range tests {
		d := &Detector{hidden: make([]uint8, w*h)}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if tc.hidden(x, y) {
					d.hidden[y*w+x] = 255
				}
			}
		}
		if got := d.hiddenAlong(box, 2, w, 1); got < tc.least || got > tc.most {
			t.Errorf("%s: %.2f of the outline along the hidden region, want %.2f to %.2f", tc.name, got, tc.least, tc.most)
		}
	}
	// Ringed by the table in other light joined to a hand on its left:
	// along the hand's own region, only its left side.
	d := &Detector{hidden: make([]uint8, w*h), dropped: make([]uint8, w*h)}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if x < 10 || x > 20 || y < 10 || y > 20 {
				d.hidden[y*w+x] = 255
				if x >= 10 {
					d.dropped[y*w+x] = 255
				}
			}
		}
	}
	spread := func(i int) bool { return d.dropped[i] != 0 }
	if got := d.hiddenAlong(box, 2, w, 1); got != 1 {
		t.Errorf("ringed by the spread table: %.2f of the outline along the hidden region, want 1", got)
	}
	if got := d.hiddenAlongBut(box, 2, w, 1, spread); got < 0.2 || got > 0.35 {
		t.Errorf("ringed by the spread table: %.2f of the outline along the hand's own region, want 0.2 to 0.35", got)
	}
}

// TestGrownOverHand: a face grown from gold in a hand's region is the
// hand's when half of it is skin or three quarters of its border hidden;
// a face beside the hand borders the table too.
func TestGrownOverHand(t *testing.T) {
	const w, h = 40, 40
	disc := func(cx, cy, r int) []image.Point {
		var out []image.Point
		for y := cy - r; y <= cy+r; y++ {
			for x := cx - r; x <= cx+r; x++ {
				if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r {
					out = append(out, image.Pt(x, y))
				}
			}
		}
		return out
	}
	face := disc(20, 20, 6)
	for _, tc := range []struct {
		name   string
		hidden func(x, y int) bool // the hand's region
		skin   func(x, y int) bool
		want   bool
	}{
		{"on the table", func(x, y int) bool { return false }, func(x, y int) bool { return false }, false},
		{"beside the hand, its upper half bordered by it", func(x, y int) bool { return y < 20 }, func(x, y int) bool { return y < 12 }, false},
		{"in the hand, bordered by it all round", func(x, y int) bool { return true }, func(x, y int) bool { return (x-20)*(x-20)+(y-20)*(y-20) > 36 }, true},
		{"on the hand's skin", func(x, y int) bool { return y < 20 }, func(x, y int) bool { return y < 24 }, true},
	} {
		d := &Detector{hidden: make([]uint8, w*h), handKind: make([]uint8, w*h)}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if tc.hidden(x, y) {
					d.hidden[y*w+x] = 255
				}
				if tc.skin(x, y) {
					d.handKind[y*w+x] = handSkin
				}
			}
		}
		if got := d.grownOverHand(face, w, h); got != tc.want {
			n, hid := d.borderHidden(face, w, h)
			t.Errorf("%s: grownOverHand %v, want %v (skin %d of %d, border hidden %d of %d)", tc.name, got, tc.want, d.skinCount(face, w), len(face), hid, n)
		}
	}
}
