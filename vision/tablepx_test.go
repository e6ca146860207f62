package vision

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"gocv.io/x/gocv"
)

func TestSegmentDist(t *testing.T) {
	black, white := [3]float64{20, 128, 128}, [3]float64{230, 128, 128}
	for _, c := range []struct {
		name string
		p    [3]float64
		want float64
	}{
		{"grey between", [3]float64{120, 128, 128}, 0},
		{"tinted grey between, chroma counts double", [3]float64{120, 131, 132}, 10},
		{"beyond white", [3]float64{250, 128, 128}, 20},
		{"beyond black", [3]float64{5, 128, 128}, 15},
		{"cyan near white", [3]float64{200, 113, 120}, 34},
	} {
		if got := segmentDist(c.p, black, white); math.Abs(got-c.want) > 0.01 {
			t.Errorf("%s: segmentDist(%v) = %.2f, want %.2f", c.name, c.p, got, c.want)
		}
	}
}

func TestAboveTable(t *testing.T) {
	for _, c := range []struct {
		name string
		vals []float64
		want float64
	}{
		{"plain: at least 3 above the median", []float64{5, 5, 5, 5, 5}, 8},
		{"spread", []float64{2, 4, 6, 8, 10, 12, 14}, 8 + 3*1.4826*4},
		{"an outlier does not move it", []float64{2, 4, 6, 8, 10, 12, 200}, 8 + 3*1.4826*4},
	} {
		if got := aboveTable(c.vals); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%s: aboveTable = %.3f, want %.3f", c.name, got, c.want)
		}
	}
	// A long ring is sampled: the answer stays near the whole ring's.
	long := make([]float64, 10000)
	for i := range long {
		long[i] = float64(i % 20)
	}
	if got := aboveTable(long); math.Abs(got-(10+3*1.4826*5)) > 1.5 {
		t.Errorf("sampled ring: aboveTable = %.2f, want about %.2f", got, 10+3*1.4826*5)
	}
}

// TestDropTable draws a black face with two light marks on a table,
// takes a mask a few pixels wider than the face (as readStack's is), and
// asks which of its pixels are table.
func TestDropTable(t *testing.T) {
	for _, c := range []struct {
		name  string
		table color.RGBA
		want  bool // whether the rim is taken out
	}{
		{"dark navy felt", color.RGBA{22, 24, 58, 255}, true},
		{"pale cyan cloth", color.RGBA{150, 215, 210, 255}, true},
		// Grey: the blur between a mark and the face is the table's colour.
		{"mid grey", color.RGBA{120, 120, 118, 255}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			const size, r = 80, 24
			img := gocv.NewMatWithSizeFromScalar(gocv.NewScalar(float64(c.table.B), float64(c.table.G), float64(c.table.R), 0), size, size, gocv.MatTypeCV8UC3)
			defer img.Close()
			centre := image.Pt(size/2, size/2)
			face := color.RGBA{24, 24, 26, 255}
			if c.table.R > 140 {
				face = color.RGBA{238, 234, 222, 255} // a white face on the pale cloth
			}
			gocv.Circle(&img, centre, r, face, -1)
			mark := color.RGBA{225, 220, 205, 255}
			if c.table.R > 140 {
				mark = color.RGBA{30, 28, 28, 255}
			}
			gocv.Circle(&img, centre.Add(image.Pt(-7, 0)), 4, mark, -1)
			gocv.Circle(&img, centre.Add(image.Pt(7, 0)), 4, mark, -1)
			gocv.GaussianBlur(img, &img, image.Pt(0, 0), 1, 0, gocv.BorderDefault)
			lab, table := gocv.NewMat(), gocv.NewMat()
			defer lab.Close()
			defer table.Close()
			gocv.CvtColor(img, &lab, gocv.ColorBGRToLab)
			plain := gocv.NewMatWithSizeFromScalar(gocv.NewScalar(float64(c.table.B), float64(c.table.G), float64(c.table.R), 0), size, size, gocv.MatTypeCV8UC3)
			defer plain.Close()
			gocv.CvtColor(plain, &table, gocv.ColorBGRToLab)
			mask := gocv.NewMatWithSize(size, size, gocv.MatTypeCV8UC1)
			defer mask.Close()
			gocv.Circle(&mask, centre, r+5, color.RGBA{255, 255, 255, 255}, -1)
			mk, _ := mask.DataPtrUint8()

			dropped := dropTable(lab, table, mk, r)
			if dropped != c.want {
				t.Fatalf("rim taken out: %v, want %v", dropped, c.want)
			}
			if !dropped {
				return
			}
			var rim, rimLike, faceLike int
			for y := 0; y < size; y++ {
				for x := 0; x < size; x++ {
					d := math.Hypot(float64(x-centre.X), float64(y-centre.Y))
					switch i := y*size + x; {
					case d > r+2 && d < r+4:
						rim++
						if mk[i] == 0 {
							rimLike++
						}
					case d < r-2 && mk[i] == 0:
						faceLike++
					}
				}
			}
			if rimLike < rim*9/10 || faceLike > 0 {
				t.Errorf("rim: %d of %d pixels taken for table (want nearly all); face: %d (want none)", rimLike, rim, faceLike)
			}
		})
	}
}

// TestTableInOtherLight: the Lab colours are those of regions in rendered
// frames of cloths with folds (the flanks) and of the scales beside them.
func TestTableInOtherLight(t *testing.T) {
	green := [3]float64{142.3, 96, 146}
	for _, c := range []struct {
		name        string
		mean, under [3]float64
		want        bool
	}{
		{"a fold's lit flank on green cloth", [3]float64{152.5, 92.8, 149}, green, true},
		{"a fold's shaded flank on blue cloth", [3]float64{74.5, 133.8, 102.3}, [3]float64{66.6, 133, 104.5}, true},
		{"the same colour", green, green, true},
		{"a white face on green cloth", [3]float64{150, 127, 131}, green, false},
		{"the neutral on tan wood", [3]float64{170, 135, 190}, [3]float64{155, 133, 160}, false},
		{"grey felt: a grey face would pass too", [3]float64{95.5, 119.3, 129}, [3]float64{86, 120.1, 129}, false},
		{"far brighter than a fold lights a cloth", [3]float64{204.7, 117.3, 143.5}, [3]float64{179, 117, 144}, false},
		{"the cloth's tint, but not as it darkens", [3]float64{120, 96, 146}, green, false},
	} {
		if got := tableInOtherLight(c.mean, c.under, faceReach); got != c.want {
			t.Errorf("%s: tableInOtherLight(%v, %v) = %v, want %v", c.name, c.mean, c.under, got, c.want)
		}
	}
	// A fold's shaded side running off the frame, seen as a surface: the
	// table in shade, too dark for a face's reach.
	shade, cloth := [3]float64{166.3, 106.1, 175.5}, [3]float64{198.5, 102.6, 183.6}
	if tableInOtherLight(shade, cloth, faceReach) {
		t.Errorf("a fold's shade 32 darker than a pale green cloth: taken for a face's patch of table")
	}
}

// TestTableTinted: the Lab colours are those of places in rendered
// frames of cloths with folds and of faces beside them.
func TestTableTinted(t *testing.T) {
	for _, c := range []struct {
		name          string
		mean, under   [3]float64
		tinted, blank bool
	}{
		{"a blue cloth's fold lit 21 more", [3]float64{171.6, 118.2, 95.5}, [3]float64{150.5, 120, 98}, true, true},
		{"a violet cloth beside a white face", [3]float64{137.5, 151.4, 84.8}, [3]float64{125.9, 149, 90}, true, true},
		{"a yellow-green cloth lit more: the neutral's hue, nearly", [3]float64{199.5, 116, 153}, [3]float64{183.7, 117, 151}, true, false},
		{"green felt in a stack's shadow", [3]float64{138, 90, 161}, [3]float64{156, 87, 166}, true, true},
		{"a mint cloth lit more: a white face might be so tinted", [3]float64{221.5, 108.4, 133.4}, [3]float64{200.8, 110, 133}, false, false},
		{"a white face on green cloth", [3]float64{150, 127, 131}, [3]float64{142.3, 96, 146}, false, false},
		{"a sheen on a pink cloth, paler than its hue", [3]float64{206.6, 148, 105.7}, [3]float64{185.4, 149, 102.4}, false, false},
		{"a deep cloth lit past twice a face's reach", [3]float64{200, 112, 88}, [3]float64{150, 120, 98}, false, false},
	} {
		if got := tableTinted(c.mean, c.under); got != c.tinted {
			t.Errorf("%s: tableTinted = %v, want %v", c.name, got, c.tinted)
		}
		if got := tableBlank(c.mean, c.under); got != c.blank {
			t.Errorf("%s: tableBlank = %v, want %v", c.name, got, c.blank)
		}
	}
}

// TestTableShadeTinted: a stack's shadow on a deep cloth, its colour a
// little off the cloth's in shade, is the cloth; a face of any colour a
// scale has is not, nor the cloth lit more, nor a shadow on a cloth of
// the neutral's hue or too grey to tell a face by.
func TestTableShadeTinted(t *testing.T) {
	felt := [3]float64{158.1, 84.1, 148.3} // green felt, chroma 49
	for _, c := range []struct {
		name        string
		mean, under [3]float64
		want        bool
	}{
		{"a tall stack's shadow on green felt, 3.3 off its colour in shade", [3]float64{117.9, 93.6, 141}, felt, true},
		{"the felt in shade, its very colour", [3]float64{117.9, 93, 144.2}, felt, true},
		{"a shadow 8 off the felt's colour in shade", [3]float64{117.9, 98, 137}, felt, false},
		{"the felt lit more", [3]float64{190, 78, 152}, felt, false},
		{"a black face in the felt's shade", [3]float64{60, 124, 131}, felt, false},
		{"a white face in shade on the felt", [3]float64{140, 126, 132}, felt, false},
		{"a shadow on wood, of the neutral's hue", [3]float64{110, 138, 150}, [3]float64{150, 141, 160}, false},
		{"a shadow on a mint cloth of chroma 10", [3]float64{160, 121, 133}, [3]float64{200, 120, 134}, false},
	} {
		if got := tableShadeTinted(c.mean, c.under); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestClothInShade: a stack's shadow is the cloth's colour in shade on
// a yellow cloth as on a deep one, where tableShadeTinted leaves the
// yellow one alone (the neutral's hue); a face lit more, or of a
// scale's colour, is not. The laminate's colours are measured in a
// render of POV-Ray seed 4740, a B3's shadow and the laminate beside it.
func TestClothInShade(t *testing.T) {
	laminate := [3]float64{205.5, 122, 174}
	felt := [3]float64{158.1, 84.1, 148.3}
	for _, c := range []struct {
		name          string
		mean, under   [3]float64
		cloth, tinted bool
	}{
		{"a B3's shadow on yellow laminate, 0.92 of its light", [3]float64{186.3, 119.9, 166.1}, laminate, true, false},
		{"the laminate in deeper shade, its very colour", [3]float64{150, 123.4, 163.6}, laminate, true, false},
		{"the laminate lit more", [3]float64{230, 121, 178}, laminate, false, false},
		{"a gold face lit more than the laminate", [3]float64{222, 131, 190}, laminate, false, false},
		{"a white face in shade on the laminate", [3]float64{180, 127, 140}, laminate, false, false},
		{"a black face on the laminate", [3]float64{55, 127, 133}, laminate, false, false},
		{"a tall stack's shadow on green felt", [3]float64{117.9, 93.6, 141}, felt, true, true},
	} {
		if got := clothInShade(c.mean, c.under); got != c.cloth {
			t.Errorf("%s: cloth in shade %v, want %v", c.name, got, c.cloth)
		}
		if got := tableShadeTinted(c.mean, c.under); got != c.tinted {
			t.Errorf("%s: table shade tinted %v, want %v", c.name, got, c.tinted)
		}
	}
}

// TestFoldShade: the colours are those of surfaces reaching in from the
// frame's side in rendered frames of the tables check, and of the table.
func TestFoldShade(t *testing.T) {
	cloth, felt := [3]float64{198.5, 102.6, 183.6}, [3]float64{72.4, 117, 127.9}
	for _, c := range []struct {
		name        string
		mean, under [3]float64
		want        bool
	}{
		{"a fold's shaded side on a pale green cloth", [3]float64{166.3, 106.1, 175.5}, cloth, true},
		{"a fold's lit side", [3]float64{194.7, 103.3, 182.7}, cloth, true},
		{"a brown floor by the cloth", [3]float64{90, 135, 150}, cloth, false},
		{"a dark floor of the hue of dark green felt", [3]float64{38.2, 123.2, 128}, felt, false},
	} {
		if got := foldShade(c.mean, c.under); got != c.want {
			t.Errorf("%s: foldShade(%v, %v) = %v, want %v", c.name, c.mean, c.under, got, c.want)
		}
	}
}

// TestBoxBlur3 holds boxBlur3 to OpenCV's 3×3 blur, edges mirrored, down
// to pictures one pixel wide or high.
func TestBoxBlur3(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 3))
	for _, size := range []image.Point{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {2, 7}, {31, 17}} {
		v := make([]float32, size.X*size.Y)
		for i := range v {
			v[i] = float32(rng.Float64() * 100)
		}
		src, err := gocv.NewMatFromBytes(size.Y, size.X, gocv.MatTypeCV32F, unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 4*len(v)))
		if err != nil {
			t.Fatal(err)
		}
		want := gocv.NewMat()
		gocv.Blur(src, &want, image.Pt(3, 3))
		w, _ := want.DataPtrFloat32()
		got := boxBlur3(slices.Clone(v), size.X, size.Y, make([]float32, size.X), make([]float32, len(v)))
		for i := range got {
			if math.Abs(float64(got[i]-w[i])) > 1e-4 {
				t.Fatalf("%v at %d: %v, OpenCV %v", size, i, got[i], w[i])
			}
		}
		want.Close()
		src.Close()
	}
}

// TestShadowCooled: the table in a stack's shadow under a warm lamp is
// darker and a little less coloured than the table scaled to its light,
// of its hue; a black face is grey, the neutral richer, a lit patch
// lighter, and on a grey table the hue tells nothing.
func TestShadowCooled(t *testing.T) {
	wood, peach := [3]float64{135, 140, 154}, [3]float64{187, 136, 144}
	for _, tc := range []struct {
		name        string
		mean, under [3]float64
		want        bool
	}{
		{"a tall W1's shadow on wood (seed 7548)", [3]float64{88, 134, 144}, wood, true},
		{"a W2's shadow on peach cloth (seed 7877)", [3]float64{144, 132, 137}, peach, true},
		{"the wood in shade, its colour scaled", [3]float64{100, 137, 149}, wood, true},
		{"a black face, grey", [3]float64{60, 129, 130}, wood, false},
		{"richer than the wood so lit", [3]float64{100, 143, 165}, wood, false},
		{"lighter than the wood", [3]float64{160, 138, 150}, wood, false},
		{"darker than any shadow", [3]float64{25, 132, 136}, wood, false},
		{"of another hue", [3]float64{100, 126, 150}, wood, false},
		{"on grey cloth", [3]float64{90, 129, 130}, [3]float64{140, 130, 132}, false},
		{"a B1's faint shadow on pink-grey felt, 0.95 of its light (seed 9542)", [3]float64{178, 135, 139}, [3]float64{189, 135, 144}, true},
		{"the felt itself, in its own light", [3]float64{189, 135, 144}, [3]float64{189, 135, 144}, false},
	} {
		if got := shadowCooled(tc.mean, tc.under); got != tc.want {
			s, off := offShade(tc.mean, tc.under)
			t.Errorf("%s: %v, want %v (shade %.2f, off %.1f)", tc.name, got, tc.want, s, off)
		}
	}
}

// TestShadeNotSkin: round a neutral the hand's region rings, a soft
// shadow on a coloured cloth, greyer than the cloth so lit, is the table
// in the arm's shade where it is of the cloth's hue and far from the
// hand's; of the hand's tint, or with no hand known, it may be skin.
func TestShadeNotSkin(t *testing.T) {
	pink := [3]float64{126, 160, 126}
	ring := [3]float64{110, 150, 127} // seed 9204, round the neutral
	arm := []skinTint{{shade: 0.23, hue: 57}}
	for _, tc := range []struct {
		name        string
		ring, under [3]float64
		hands       []skinTint
		want        bool
	}{
		{"the pink cloth in a forearm's soft shadow (seed 9204)", ring, pink, arm, true},
		{"the cloth in shade, its colour scaled", [3]float64{110, 156, 126}, pink, arm, true},
		{"skin of the cloth's hue", ring, pink, []skinTint{{shade: 0.2, hue: -3}}, false},
		{"no hand known", ring, pink, nil, false},
		{"lighter than the cloth", [3]float64{140, 155, 127}, pink, arm, false},
		{"richer than the cloth so lit", [3]float64{110, 165, 127}, pink, arm, false},
		{"of another hue", [3]float64{110, 145, 140}, pink, arm, false},
		{"on grey cloth", [3]float64{100, 129, 130}, [3]float64{140, 130, 131}, arm, false},
	} {
		if got := shadeNotSkin(tc.ring, tc.under, tc.hands); got != tc.want {
			s, off := offShade(tc.ring, tc.under)
			t.Errorf("%s: %v, want %v (shade %.2f, off %.1f)", tc.name, got, tc.want, s, off)
		}
	}
}

// TestStackShade: a place a region leaves unread is the table in a
// stack's shade where it is darker and of the table's hue (no stack, nor
// a measure of stacks run together); a face lit to the table's lightness
// but of another hue is not.
func TestStackShade(t *testing.T) {
	for _, tc := range []struct {
		name        string
		mean, under [3]float64
		want        bool
	}{
		{"a tall W2's soft shadow on warm wood (seed 8569)", [3]float64{156, 133, 150}, [3]float64{181, 134, 155}, true},
		{"a B1 lit brown beside a W2, on violet cloth (seed 6423)", [3]float64{103, 136, 136}, [3]float64{112, 143, 119}, false},
		{"a black face on the wood", [3]float64{50, 129, 131}, [3]float64{181, 134, 155}, false},
		{"a white face on the wood", [3]float64{230, 129, 135}, [3]float64{181, 134, 155}, false},
	} {
		if got := stackShade(tc.mean, tc.under); got != tc.want {
			s, off := offShade(tc.mean, tc.under)
			t.Errorf("%s: %v, want %v (shade %.2f, off %.1f)", tc.name, got, tc.want, s, off)
		}
	}
}

// TestTablesOwn: a region of the table's very colour and light is the
// table's own; a face lighter or darker than it, or of another colour in
// its light, is not.
func TestTablesOwn(t *testing.T) {
	for _, tc := range []struct {
		name        string
		mean, under [3]float64
		want        bool
	}{
		{"wood's grain in a gap, seed 16030", [3]float64{171, 149, 165}, [3]float64{169, 148, 164}, true},
		{"wood's grain, seed 15597", [3]float64{179, 135, 158}, [3]float64{173, 135, 156}, true},
		{"a white face on cream cloth", [3]float64{235, 130, 140}, [3]float64{200, 135, 150}, false},
		{"the neutral on yellow cloth, 9 darker", [3]float64{171, 130, 190}, [3]float64{180, 130, 190}, false},
		{"of the table's lightness, 5 off its colour", [3]float64{170, 153, 164}, [3]float64{170, 148, 164}, false},
	} {
		if got := tablesOwn(tc.mean, tc.under); got != tc.want {
			sh, off := offShade(tc.mean, tc.under)
			t.Errorf("%s: tablesOwn %v (shade %.3f, off %.1f), want %v", tc.name, got, sh, off, tc.want)
		}
	}
}

// TestKeepsTableChroma: a region as coloured as a richly coloured table
// in its light is the table lit otherwise; a white face on it, the
// neutral richer than it, or a patch of a near-grey table is not.
func TestKeepsTableChroma(t *testing.T) {
	wood := [3]float64{224.7, 131.3, 166} // pale orange wood, chroma 38.1 (seed 16565)
	for _, tc := range []struct {
		name        string
		mean, under [3]float64
		want        bool
	}{
		{"a pool of light on the wood (seed 16565)", [3]float64{233.3, 127.1, 165.6}, wood, true},
		{"the wood in shade", [3]float64{190, 130, 160}, wood, true},
		{"a white face on the wood in warm light", [3]float64{240, 130, 150}, wood, false},
		{"the neutral, richer than the wood", [3]float64{200, 133, 188}, wood, false},
		{"a patch of a near-grey table", [3]float64{150, 130, 136}, [3]float64{140, 130, 136}, false},
	} {
		if got := keepsTableChroma(tc.mean, tc.under); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
