package vision

import (
	"unsafe"

	"gocv.io/x/gocv"
)

// fitMat makes *m a w×h picture of type t, reusing it when it is one
// already: the detector's working pictures keep their size from frame to
// frame.
func fitMat(m *gocv.Mat, w, h int, t gocv.MatType) {
	if m.Rows() != h || m.Cols() != w || m.Type() != t {
		m.Close()
		*m = gocv.NewMatWithSize(h, w, t)
	}
}

// int32View returns a continuous CV_32S Mat's pixels as []int32 without
// copying; gocv v0.31 has no DataPtrInt32. The slice is valid while m is.
func int32View(m *gocv.Mat) []int32 {
	b, err := m.DataPtrUint8()
	if err != nil || len(b) < 4 {
		return nil
	}
	return unsafe.Slice((*int32)(unsafe.Pointer(&b[0])), len(b)/4)
}
