package calibration

import (
	"math"

	"gocv.io/x/gocv"
)

// Homography is a 3×3 projective map of the plane, row major: the point
// (x, y) goes to ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w) with
// w = h6 x + h7 y + h8.
type Homography [9]float64

// Apply maps one point.
func (h Homography) Apply(x, y float64) (float64, float64) {
	w := h[6]*x + h[7]*y + h[8]
	return (h[0]*x + h[1]*y + h[2]) / w, (h[3]*x + h[4]*y + h[5]) / w
}

// Mul returns h after g: (h.Mul(g)).Apply(p) is h.Apply(g.Apply(p)).
func (h Homography) Mul(g Homography) Homography {
	var c Homography
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			for k := 0; k < 3; k++ {
				c[3*i+j] += h[3*i+k] * g[3*k+j]
			}
		}
	}
	return c
}

// Inverse returns the map back, and false when h is singular.
func (h Homography) Inverse() (Homography, bool) {
	a, b, c, d, e, f, g, k, l := h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]
	det := a*(e*l-f*k) - b*(d*l-f*g) + c*(d*k-e*g)
	if math.Abs(det) < 1e-12 || math.IsNaN(det) {
		return Homography{}, false
	}
	return Homography{
		(e*l - f*k) / det, (c*k - b*l) / det, (b*f - c*e) / det,
		(f*g - d*l) / det, (a*l - c*g) / det, (c*d - a*f) / det,
		(d*k - e*g) / det, (b*g - a*k) / det, (a*e - b*d) / det,
	}, true
}

// normalized scales h so its last entry is 1, as it is written to files.
func (h Homography) normalized() Homography {
	if h[8] != 0 {
		for i := range h {
			h[i] /= h[8]
		}
	}
	return h
}

// Mat returns h as a 3×3 CV_64F Mat for OpenCV; the caller closes it.
func (h Homography) Mat() gocv.Mat {
	m := gocv.NewMatWithSize(3, 3, gocv.MatTypeCV64F)
	for i, v := range h {
		m.SetDoubleAt(i/3, i%3, v)
	}
	return m
}

// FromMat reads a 3×3 CV_64F Mat, as OpenCV's homography functions return.
func FromMat(m gocv.Mat) Homography {
	var h Homography
	for i := range h {
		h[i] = m.GetDoubleAt(i/3, i%3)
	}
	return h
}

// Between returns the homography taking four points to four others.
func Between(from, to [4][2]float64) Homography {
	src := make([]gocv.Point2f, 4)
	dst := make([]gocv.Point2f, 4)
	for i := range from {
		src[i] = gocv.Point2f{X: float32(from[i][0]), Y: float32(from[i][1])}
		dst[i] = gocv.Point2f{X: float32(to[i][0]), Y: float32(to[i][1])}
	}
	sv, dv := gocv.NewPoint2fVectorFromPoints(src), gocv.NewPoint2fVectorFromPoints(dst)
	defer sv.Close()
	defer dv.Close()
	m := gocv.GetPerspectiveTransform2f(sv, dv)
	defer m.Close()
	return FromMat(m)
}
