package vision

import "math"

// Under a change of light (a shadow, a plank cut from a lighter board, the
// fringe of a lamp's pool) a colour's linear RGB is scaled by one factor.
// In Lab, in the cube-root range, that scales L*+16, a* and b* all by its
// cube root: the table's colour seen darker or lighter keeps its hue and
// its chroma in proportion to L*+16. A scale is black, white or gold,
// none of them the table's hue when the table has a clear colour, so a
// pixel that is the table's colour in proportion is table, however much
// darker or lighter than the table's estimate there.
const (
	// relitLo, relitHi: the range of the factor on L*+16. Below 0.65 is
	// a fifth of the light or less, which a room's shadows do not reach
	// but a black scale on a mid-tone table does.
	relitLo, relitHi = 0.65, 1.3
	// relitTol is the least tolerance on chroma (a*, b* units) for noise
	// and JPEG; relitHue the share of the table's chroma allowed for real
	// light, which also shifts the hue a little.
	relitTol, relitHue = 2.0, 0.15
	// The table's chroma must stand this many tolerances off grey, so that
	// a neutral scale could not pass for it: more on the lighter side,
	// where a white scale lit by a warm lamp takes on the lamp's tint.
	relitDark, relitLight = 2.5, 3.0
)

// relit reports whether a pixel (8-bit Lab, as OpenCV stores it) is the
// table under it (tbl) in other light. noise is the chroma tolerance for
// the picture's noise: relitNoise of its table's chroma sigma.
func relit(px, tbl []uint8, noise float64) bool {
	// L*+16 in 8-bit units is L+40.8.
	s := (float64(px[0]) + 40.8) / (float64(tbl[0]) + 40.8)
	if s < relitLo || s > relitHi {
		return false
	}
	at, bt := float64(tbl[1])-128, float64(tbl[2])-128
	chroma := math.Sqrt(at*at+bt*bt) * s
	tol := noise + relitHue*chroma
	need := relitDark
	if s > 1 {
		need = relitLight
	}
	if chroma < need*tol {
		return false
	}
	da, db := float64(px[1])-128-s*at, float64(px[2])-128-s*bt
	return da*da+db*db <= tol*tol
}

// relitNoise is the chroma tolerance relit allows for a picture whose
// table varies in chroma by sigmaC.
func relitNoise(sigmaC float64) float64 { return math.Max(relitTol, 3*sigmaC) }
