package vision

import (
	"image"
	"testing"

	"gocv.io/x/gocv"
)

// TestLabLikeOpenCV converts every 8-bit colour, and a region of a
// picture (whose rows are apart), and compares the bytes with OpenCV's.
func TestLabLikeOpenCV(t *testing.T) {
	const n = 4096 // 4096² pixels: each colour once
	all := gocv.NewMatWithSize(n, n, gocv.MatTypeCV8UC3)
	defer all.Close()
	px, _ := all.DataPtrUint8()
	for i := range n * n {
		px[3*i], px[3*i+1], px[3*i+2] = uint8(i), uint8(i>>8), uint8(i>>16)
	}
	region := all.Region(image.Rect(1001, 37, 1300, 240))
	defer region.Close()
	for _, c := range []struct {
		name    string
		src     gocv.Mat
		vectors bool
		part    image.Rectangle // toLabPart's, if not empty
	}{{"every colour", all, true, image.Rectangle{}}, {"a region", region, true, image.Rectangle{}},
		{"every colour, no AVX2", all, false, image.Rectangle{}}, {"a part read in place", all, true, image.Rect(77, 1003, 400, 1211)}} {
		got, want := gocv.NewMat(), gocv.NewMat()
		if c.part.Empty() {
			convertLab(c.src, &got, c.vectors)
			gocv.CvtColor(c.src, &want, gocv.ColorBGRToLab)
		} else {
			toLabPart(c.src, c.part, &got)
			region := c.src.Region(c.part)
			gocv.CvtColor(region, &want, gocv.ColorBGRToLab)
			region.Close()
		}
		g, _ := got.DataPtrUint8()
		w, _ := want.DataPtrUint8()
		if len(g) != len(w) {
			t.Fatalf("%s: %d bytes, OpenCV %d", c.name, len(g), len(w))
		}
		bad := 0
		for i := 0; i < len(w); i += 3 {
			if g[i] != w[i] || g[i+1] != w[i+1] || g[i+2] != w[i+2] {
				if bad < 5 {
					cols := c.src.Cols()
					if !c.part.Empty() {
						cols = c.part.Dx()
					}
					p := c.src.GetVecbAt(c.part.Min.Y+i/3/cols, c.part.Min.X+i/3%cols)
					t.Errorf("%s: BGR %v: L*a*b* %v, OpenCV %v", c.name, p, g[i:i+3], w[i:i+3])
				}
				bad++
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d pixels differ from OpenCV", c.name, bad, len(w)/3)
		}
		got.Close()
		want.Close()
	}
}

// BenchmarkLab converts a rendered frame at working size, as toLab
// does with AVX2 and without, and as OpenCV does.
func BenchmarkLab(b *testing.B) {
	frame := randomScene(7, 7, 20, 480, 270)
	defer frame.Close()
	out := gocv.NewMat()
	defer out.Close()
	for _, c := range []struct {
		name    string
		convert func()
	}{
		{"ours", func() { convertLab(frame, &out, true) }},
		{"ours-scalar", func() { convertLab(frame, &out, false) }},
		{"opencv", func() { gocv.CvtColor(frame, &out, gocv.ColorBGRToLab) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				c.convert()
			}
		})
	}
}

// BenchmarkLabWindow times a stack's window of a 720p frame turned to
// Lab: read in place, and copied out of the frame first.
func BenchmarkLabWindow(b *testing.B) {
	frame := randomScene(7, 7, 20, 1280, 720)
	defer frame.Close()
	r := image.Rect(600, 300, 700, 390)
	region := frame.Region(r)
	defer region.Close()
	out := gocv.NewMat()
	defer out.Close()
	b.Run("in-place", func(b *testing.B) {
		for b.Loop() {
			toLabPart(frame, r, &out)
		}
	})
	b.Run("copied", func(b *testing.B) {
		for b.Loop() {
			toLab(region, &out)
		}
	})
}
