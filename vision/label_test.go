package vision

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"slices"
	"testing"

	"gocv.io/x/gocv"
)

// TestLabelRegions holds labelRegions to OpenCV's connectedComponents:
// the same labels, numbered alike (its default algorithm's order and
// Wu's), and the measures ConnectedComponentsWithStats gives, on random
// masks from one pixel up to a working picture's size.
func TestLabelRegions(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 3))
	for round := range 240 {
		w, h := 1+rng.IntN(130), 1+rng.IntN(100)
		if round%20 == 0 {
			w, h = 480, 270
		}
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC1)
		fillTestMask(&m, rng, round)
		px, _ := m.DataPtrUint8()
		if round%4 == 3 {
			for i := range px {
				px[i] &= uint8(rng.IntN(256)) // other set values than 255
			}
		}
		for _, order := range []labelOrder{blockOrder, rasterOrder} {
			want, stats, cents := gocv.NewMat(), gocv.NewMat(), gocv.NewMat()
			var n int
			if order == blockOrder {
				n = gocv.ConnectedComponentsWithStats(m, &want, &stats, &cents)
			} else {
				n = gocv.ConnectedComponentsWithStatsWithParams(m, &want, &stats, &cents, 8, gocv.MatTypeCV32S, gocv.CCL_WU)
			}
			got := make([]int32, w*h)
			for i := range got {
				got[i] = -7 // all overwritten
			}
			regions := labelRegions(px, w, h, got, order)
			what := fmt.Sprintf("round %d (%d×%d, order %d)", round, w, h, order)
			if !slices.Equal(got, int32View(&want)) {
				t.Fatalf("%s: labels differ from OpenCV's\n%s", what, maskText(px, w))
			}
			if len(regions) != n-1 {
				t.Fatalf("%s: %d regions, OpenCV %d", what, len(regions), n-1)
			}
			for k, r := range regions {
				l := k + 1
				b := r.blob(l)
				x, y := int(stats.GetIntAt(l, 0)), int(stats.GetIntAt(l, 1))
				box := image.Rect(x, y, x+int(stats.GetIntAt(l, 2)), y+int(stats.GetIntAt(l, 3)))
				c := image.Pt(int(cents.GetDoubleAt(l, 0)), int(cents.GetDoubleAt(l, 1)))
				if b.box != box || b.area != int(stats.GetIntAt(l, 4)) || b.center != c {
					t.Fatalf("%s region %d: %+v, OpenCV box %v area %d centre %v", what, l, b, box, stats.GetIntAt(l, 4), c)
				}
			}
			want.Close()
			stats.Close()
			cents.Close()
		}
		m.Close()
	}
}

// TestNextZero finds the first zero byte wherever it lies in a word, and
// none where there is none.
func TestNextZero(t *testing.T) {
	for n := range 20 {
		for z := 0; z <= n; z++ {
			b := make([]uint8, n)
			for i := range b {
				b[i] = uint8(1 + i*37%255)
			}
			if z < n {
				b[z] = 0
			}
			for from := 0; from <= z; from++ {
				if got := nextZero(b, from); got != z {
					t.Fatalf("%v from %d: %d, want %d", b, from, got, z)
				}
			}
		}
	}
}

// BenchmarkLabelRegions labels a working-size mask with a snake's worth
// of regions, as the foreground's labelling does, against OpenCV's.
func BenchmarkLabelRegions(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	m := gocv.NewMatWithSize(270, 480, gocv.MatTypeCV8UC1)
	defer m.Close()
	white := color.RGBA{255, 255, 255, 255}
	for range 19 {
		gocv.Circle(&m, image.Pt(40+rng.IntN(400), 40+rng.IntN(190)), 12, white, -1)
	}
	px, _ := m.DataPtrUint8()
	lbl := make([]int32, len(px))
	b.Run("go", func(b *testing.B) {
		for b.Loop() {
			labelRegions(px, 480, 270, lbl, blockOrder)
		}
	})
	b.Run("opencv", func(b *testing.B) {
		l, s, c := gocv.NewMat(), gocv.NewMat(), gocv.NewMat()
		defer l.Close()
		defer s.Close()
		defer c.Close()
		for b.Loop() {
			gocv.ConnectedComponentsWithStats(m, &l, &s, &c)
		}
	})
}
