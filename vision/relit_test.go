package vision

import (
	"image/color"
	"testing"

	"gocv.io/x/gocv"
)

// labOf is an sRGB colour in 8-bit Lab as OpenCV converts it.
func labOf(c color.RGBA) []uint8 {
	m := gocv.NewMatWithSizeFromScalar(gocv.NewScalar(float64(c.B), float64(c.G), float64(c.R), 0), 1, 1, gocv.MatTypeCV8UC3)
	defer m.Close()
	gocv.CvtColor(m, &m, gocv.ColorBGRToLab)
	px, _ := m.DataPtrUint8()
	return append([]uint8(nil), px...)
}

func TestRelit(t *testing.T) {
	pink := color.RGBA{164, 89, 99, 255}
	green := color.RGBA{81, 110, 70, 255}
	honey := color.RGBA{190, 140, 80, 255}
	grey := color.RGBA{128, 128, 128, 255}
	for _, c := range []struct {
		name   string
		px     []uint8
		table  color.RGBA
		sigmaC float64
		want   bool
	}{
		{"pink table in a stack's shadow", labOf(scaleColor(pink, 0.7)), pink, 1, true},
		{"a lighter board of a pink table", labOf(scaleColor(pink, 1.12)), pink, 1, true},
		{"a darker board of a green table", labOf(scaleColor(green, 0.86)), green, 0.5, true},
		{"black scale on pink", labOf(color.RGBA{28, 26, 27, 255}), pink, 1, false},
		{"white scale on pink", labOf(color.RGBA{235, 232, 225, 255}), pink, 1, false},
		{"grey scale side on green", labOf(color.RGBA{120, 120, 118, 255}), green, 0.5, false},
		{"gold scale on honey wood", labOf(color.RGBA{205, 170, 70, 255}), honey, 1, false},
		{"grey table in shadow: no colour to tell by", labOf(scaleColor(grey, 0.7)), grey, 1, false},
		{"much darker than any shadow", labOf(scaleColor(pink, 0.3)), pink, 1, false},
		// Shared scene img_0007: a white scale under a warm lamp on a
		// beige table, 16 levels lighter and tinted like the table.
		{"white scale tinted by a warm lamp", []uint8{156, 126, 139}, color.RGBA{}, 0.96, false},
	} {
		tbl := labOf(c.table)
		if c.table == (color.RGBA{}) {
			tbl = []uint8{140, 130, 139}
		}
		if got := relit(c.px, tbl, relitNoise(c.sigmaC)); got != c.want {
			t.Errorf("%s: px %v table %v: relit %v, want %v", c.name, c.px, tbl, got, c.want)
		}
	}
}
