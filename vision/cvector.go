package vision

import (
	"image"
	"slices"
	"sync"
	"unsafe"

	"gocv.io/x/gocv"
)

// A contour's points read through gocv cost two cgo calls a point (At
// asks Size again). gocv's PointVector holds one pointer to the
// std::vector it wraps, and a std::vector is its first, past-the-end and
// capacity pointers, so the points lie in C memory that Go can read in
// place: a face's outline, as ApproxPolyDP gives it, is read so.
// (Contours themselves are traced in Go: contours.go.) vectorsReadable
// checks that layout once, on a vector of known points, and contourPoints
// falls back to gocv's calls where it does not hold.

// cvector is a std::vector's layout (libstdc++ and libc++ alike).
type cvector struct {
	begin, end unsafe.Pointer
	_          unsafe.Pointer // its capacity
}

// vectorOf is the std::vector that a gocv PointVector (a struct of one
// pointer) wraps.
func vectorOf(v *gocv.PointVector) *cvector {
	return *(**cvector)(unsafe.Pointer(v))
}

// len is the count of elements of size bytes each.
func (v *cvector) len(size uintptr) int {
	if v == nil || v.begin == nil {
		return 0
	}
	return int((uintptr(v.end) - uintptr(v.begin)) / size)
}

const pointSize = 8 // a cv::Point: two int32

// appendPoints appends the points of v (std::vector<cv::Point>) to pts.
func (v *cvector) appendPoints(pts []image.Point) []image.Point {
	n := v.len(pointSize)
	if n == 0 {
		return pts
	}
	xy := unsafe.Slice((*int32)(v.begin), 2*n)
	for i := 0; i < n; i++ {
		pts = append(pts, image.Pt(int(xy[2*i]), int(xy[2*i+1])))
	}
	return pts
}

// vectorsReadable reports whether gocv's vectors are laid out as cvector
// says, tried once on a vector made from known points.
var vectorsReadable = sync.OnceValue(func() bool {
	want := []image.Point{{1, 2}, {3, -4}, {5, 6}}
	pv := gocv.NewPointVectorFromPoints(want)
	defer pv.Close()
	return pv.Size() == len(want) && slices.Equal(vectorOf(&pv).appendPoints(nil), want)
})

// contourPoints returns a contour's points.
func contourPoints(pv gocv.PointVector) []image.Point {
	if vectorsReadable() {
		return vectorOf(&pv).appendPoints(nil)
	}
	return pv.ToPoints()
}
