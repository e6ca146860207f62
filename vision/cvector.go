package vision

import (
	"image"
	"slices"
	"sync"
	"unsafe"

	"gocv.io/x/gocv"
)

// A contour's points read through gocv cost two cgo calls a point (At
// asks Size again), and its area two more; the holes of a face's
// contours, ragged ones of hundreds of points among them, made some
// 5,000 of a 720p detection's 7,600 cgo calls. gocv's PointVector and
// PointsVector each hold one pointer to the std::vector they wrap, and a
// std::vector is its first, past-the-end and capacity pointers, so the
// points lie in C memory that Go can read in place. vectorsReadable
// checks that layout once, on vectors of known points, and every reader
// falls back to gocv's calls where it does not hold.

// cvector is a std::vector's layout (libstdc++ and libc++ alike).
type cvector struct {
	begin, end, capacity unsafe.Pointer
}

// vectorOf is the std::vector that a gocv PointVector or PointsVector
// (a struct of one pointer) wraps.
func vectorOf[V gocv.PointVector | gocv.PointsVector](v *V) *cvector {
	return *(**cvector)(unsafe.Pointer(v))
}

// len is the count of elements of size bytes each.
func (v *cvector) len(size uintptr) int {
	if v == nil || v.begin == nil {
		return 0
	}
	return int((uintptr(v.end) - uintptr(v.begin)) / size)
}

const (
	pointSize  = 8                        // a cv::Point: two int32
	vectorSize = unsafe.Sizeof(cvector{}) // a std::vector
)

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
// says, tried once on vectors made from known points.
var vectorsReadable = sync.OnceValue(func() bool {
	want := [][]image.Point{{{1, 2}, {3, -4}, {5, 6}}, {{7, 8}}, {{-9, 10}, {11, 12}}}
	pvs := gocv.NewPointsVectorFromPoints(want)
	defer pvs.Close()
	pv := gocv.NewPointVectorFromPoints(want[0])
	defer pv.Close()
	got := readContours(pvs)
	if len(got) != len(want) || pvs.Size() != len(want) {
		return false
	}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			return false
		}
	}
	return slices.Equal(vectorOf(&pv).appendPoints(nil), want[0])
})

// readContours reads every contour of pvs in place, unchecked.
func readContours(pvs gocv.PointsVector) [][]image.Point {
	outer := vectorOf(&pvs)
	n := outer.len(vectorSize)
	if n == 0 {
		return nil
	}
	total := 0
	for i := 0; i < n; i++ {
		total += (*cvector)(unsafe.Add(outer.begin, uintptr(i)*vectorSize)).len(pointSize)
	}
	// One backing array for all: most contours are specks of a few points.
	all := make([]image.Point, 0, total)
	cs := make([][]image.Point, n)
	for i := 0; i < n; i++ {
		start := len(all)
		all = (*cvector)(unsafe.Add(outer.begin, uintptr(i)*vectorSize)).appendPoints(all)
		cs[i] = all[start:len(all):len(all)]
	}
	return cs
}

// contoursOf returns the points of every contour in pvs.
func contoursOf(pvs gocv.PointsVector) [][]image.Point {
	if vectorsReadable() {
		return readContours(pvs)
	}
	cs := make([][]image.Point, pvs.Size())
	for i := range cs {
		cs[i] = pvs.At(i).ToPoints()
	}
	return cs
}

// contourPoints returns a contour's points.
func contourPoints(pv gocv.PointVector) []image.Point {
	if vectorsReadable() {
		return vectorOf(&pv).appendPoints(nil)
	}
	return pv.ToPoints()
}
