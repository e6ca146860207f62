package vision

// #include "kernels.h"
import "C"

import (
	"image"
	"math"
	"sync"

	"gocv.io/x/gocv"
)

// toLab converts a BGR picture to L*a*b* with the bytes OpenCV's
// cvtColor gives (TestLabLikeOpenCV checks every one of the 2^24
// colours). OpenCV 4.6 looks up its tables for one pixel at a time
// through a vector path that costs it some 100 instructions a pixel: a
// seventh of a 720p frame. The same steps in C (lab.c) take a third of
// that. Any other picture goes to OpenCV.
func toLab(src gocv.Mat, dst *gocv.Mat) { convertLab(src, dst, true) }

// toLabPart is toLab of the r part of src, a continuous picture, read in
// place: a stack's window of the frame needs no copy first.
func toLabPart(src gocv.Mat, r image.Rectangle, dst *gocv.Mat) {
	if src.Type() != gocv.MatTypeCV8UC3 || !src.IsContinuous() || !r.In(image.Rect(0, 0, src.Cols(), src.Rows())) || r.Empty() {
		part := src.Region(r)
		toLab(part, dst)
		part.Close()
		return
	}
	fitMat(dst, r.Dx(), r.Dy(), gocv.MatTypeCV8UC3)
	in, _ := src.DataPtrUint8()
	out, _ := dst.DataPtrUint8()
	step := 3 * src.Cols()
	C.bgr_to_lab(cBytes(in[r.Min.Y*step+3*r.Min.X:]), C.int(step), C.int(r.Dx()), C.int(r.Dy()), cBytes(out), labTables(), 1)
}

// convertLab is toLab; without vectors it takes the lookups one pixel
// at a time, as on a processor without AVX2.
func convertLab(src gocv.Mat, dst *gocv.Mat, vectors bool) {
	if src.Type() != gocv.MatTypeCV8UC3 || src.Empty() {
		gocv.CvtColor(src, dst, gocv.ColorBGRToLab)
		return
	}
	if !src.IsContinuous() { // a region of a frame: its rows are apart
		c := src.Clone()
		defer c.Close()
		src = c
	}
	w, h := src.Cols(), src.Rows()
	fitMat(dst, w, h, gocv.MatTypeCV8UC3)
	in, _ := src.DataPtrUint8()
	out, _ := dst.DataPtrUint8()
	if len(in) < 3*w*h || len(out) < 3*w*h {
		gocv.CvtColor(src, dst, gocv.ColorBGRToLab)
		return
	}
	v := C.int(0)
	if vectors {
		v = 1
	}
	C.bgr_to_lab(cBytes(in), C.int(3*w), C.int(w), C.int(h), cBytes(out), labTables(), v)
}

// srgbToXYZ is OpenCV's sRGB-to-XYZ matrix, row major (rows X, Y, Z over
// columns R, G, B), and d65White the white XYZ is measured against.
var (
	srgbToXYZ = [9]float64{0.412453, 0.357580, 0.180423, 0.212671, 0.715160, 0.072169, 0.019334, 0.119193, 0.950227}
	d65White  = [3]float64{0.950456, 1, 1.088754}
)

// labTables are OpenCV's for its 8-bit L*a*b* (color_lab.cpp, RGB2Lab_b),
// worked out as it does: sRGB's gamma at 8 times the byte scale, the
// cube root at 2^15, the sRGB-to-XYZ matrix over D65's white at 2^12
// (ordered for BGR), each rounded half to even. lab.c is given the cube
// roots, and each channel value's share of X, Y and Z: its gamma times
// the matrix's column, the same whole numbers OpenCV sums.
var labTables = sync.OnceValue(func() *C.struct_lab_tables {
	t := new(C.struct_lab_tables)
	var coeffs [9]C.int32_t
	var gamma [256]C.int32_t
	for i := range 3 {
		for j := range 3 { // j counts R, G, B; BGR puts R last
			coeffs[i*3+2-j] = C.int32_t(math.RoundToEven(4096 * srgbToXYZ[i*3+j] / d65White[i]))
		}
	}
	for i := range gamma {
		x := float64(float32(i) / 255)
		g := x / 12.92
		if x > 0.04045 {
			g = math.Pow((x+0.055)/(1+0.055), 2.4)
		}
		gamma[i] = C.int32_t(math.RoundToEven(float64(2040 * float32(g))))
	}
	// OpenCV works the cube root in floats, as here. At entry 324 its
	// own float root is one place below the float nearest the true
	// root: 2^15 times the nearest is 17745.5, which rounds to even,
	// 17746, and OpenCV's gives 17745.
	step := 1 / (float32(255) * 8)
	below, slope, at0 := float32(216)/24389, float32(841)/108, float32(16)/116
	for i := range t.cbrt {
		x := step * float32(i)
		f := float32(math.Cbrt(float64(x)))
		if x < below {
			f = float32(float64(x)*float64(slope) + float64(at0)) // fused, as OpenCV's mulAdd
		}
		t.cbrt[i] = C.int32_t(math.RoundToEven(float64(32768 * f)))
	}
	t.cbrt[324]--
	for c := range 3 {
		for v, gv := range gamma {
			for i := range 3 {
				t.xyz[c][v][i] = gv * coeffs[3*i+c]
				if c == 0 {
					t.xyz[c][v][i] += 1 << 11 // the rounding's half, once
				}
			}
		}
	}
	return t
})

// labAt is pixel i of px (Lab, three bytes a pixel) as floats.
func labAt(px []uint8, i int) [3]float64 {
	return [3]float64{float64(px[3*i]), float64(px[3*i+1]), float64(px[3*i+2])}
}
