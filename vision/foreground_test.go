package vision

import (
	"testing"

	"gocv.io/x/gocv"
)

// TestTableLitMore: foreground takes a pixel for the table in other
// light (relit) where it is the table's colour lit more, its chroma
// grown or kept with its lightness; not where it kept under a third of
// that chroma, as a white face does on a table of little colour, whose
// chroma differs from the face's by no more than the 6 units a lit
// table may stray (a POV-Ray scene, fresh seed 3572: a W3 seen close on
// mint felt of chroma 8, part of its pixels taken for the felt lit more
// and dropped, lost without a word).
func TestTableLitMore(t *testing.T) {
	const w, h = 40, 20
	mint := [3]uint8{190, 120, 126} // chroma 8.2
	for _, tc := range []struct {
		name  string
		patch [3]uint8
		want  bool
	}{
		{"mint felt lit 10% more, its chroma with it", [3]uint8{215, 119, 126}, true},
		{"mint felt lit more and a little greyer, 0.7 of its chroma kept", [3]uint8{215, 122, 127}, true},
		{"a white face on the felt, a third of the felt's chroma", [3]uint8{215, 125, 128}, false},
	} {
		det := NewDetector(DefaultOptions())
		det.lab.Close()
		det.bg.Close()
		det.lab = gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3)
		det.bg = gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3)
		lab, _ := det.lab.DataPtrUint8()
		bg, _ := det.bg.DataPtrUint8()
		for i := 0; i < w*h; i++ {
			c := mint
			if x, y := i%w, i/w; x >= 15 && x < 25 && y >= 5 && y < 15 {
				c = tc.patch
			}
			copy(lab[3*i:], c[:])
			copy(bg[3*i:], mint[:])
		}
		det.foreground(w, h, false)
		if got := det.relit[10*w+20] != 0; got != tc.want {
			t.Errorf("%s: the table lit more %v, want %v", tc.name, got, tc.want)
		}
		det.Close()
	}
}
