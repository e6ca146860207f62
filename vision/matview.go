package vision

import (
	"unsafe"

	"gocv.io/x/gocv"
)

// int32View returns a continuous CV_32S Mat's pixels as []int32 without
// copying; gocv v0.31 has no DataPtrInt32. The slice is valid while m is.
func int32View(m *gocv.Mat) []int32 {
	b, err := m.DataPtrUint8()
	if err != nil || len(b) < 4 {
		return nil
	}
	return unsafe.Slice((*int32)(unsafe.Pointer(&b[0])), len(b)/4)
}
