package vision

import (
	"encoding/binary"
	"image"
	"iter"
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

// px3 is the three bytes of b from i, unchecked: a loop over every pixel
// of a picture checks its slices' lengths once, before it.
func px3(b []byte, i int) *[3]byte {
	return (*[3]byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(b)), i))
}

// word is the eight bytes of b from i, unchecked.
func word(b []byte, i int) *[8]byte {
	return (*[8]byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(b)), i))
}

// Each gocv call is a cgo call, some 60 ns here; reading a hull's points
// one by one made thousands of a 720p detection's calls. This reads them
// from the Mat's pixels with one. (Contours: contours.go, cvector.go.)

// matPoints returns the points held in a CV_32SC2 Mat (as ConvexHull
// writes them), read from its pixels.
func matPoints(m *gocv.Mat) []image.Point {
	v := int32View(m)
	pts := make([]image.Point, len(v)/2)
	for i := range pts {
		pts[i] = image.Pt(int(v[2*i]), int(v[2*i+1]))
	}
	return pts
}

// anySet reports whether any of b's bytes is not 0.
func anySet(b []byte) bool {
	for range setBytes(b) {
		return true
	}
	return false
}

// setBytes yields the indexes of b's bytes that are not 0, skipping eight
// at a time where all are: most of a frame's masks is table.
func setBytes(b []byte) iter.Seq[int] {
	return func(yield func(int) bool) {
		i := 0
		for ; i+8 <= len(b); i += 8 {
			if binary.LittleEndian.Uint64(b[i:i+8]) == 0 {
				continue
			}
			for j, v := range b[i : i+8] {
				if v != 0 && !yield(i+j) {
					return
				}
			}
		}
		for ; i < len(b); i++ {
			if b[i] != 0 && !yield(i) {
				return
			}
		}
	}
}

// clearWhereSet sets dst[i] to 0 where src[i] is not 0, eight at a time
// (a face's pixels taken out of its hull, for every face read).
func clearWhereSet(dst, src []byte) {
	n := min(len(dst), len(src))
	i := 0
	for ; i+8 <= n; i += 8 {
		v := binary.LittleEndian.Uint64(word(src, i)[:])
		if v == 0 {
			continue
		}
		set := nonZeroBytes(v) * 0xff
		d := word(dst, i)
		binary.LittleEndian.PutUint64(d[:], binary.LittleEndian.Uint64(d[:])&^set)
	}
	for ; i < n; i++ {
		if src[i] != 0 {
			dst[i] = 0
		}
	}
}

// nonZeroBytes has 1 in each byte of v that is not 0, and 0 elsewhere.
func nonZeroBytes(v uint64) uint64 {
	const low, ones = 0x7f7f7f7f7f7f7f7f, 0x0101010101010101
	// A byte's top bit, set where it or its low seven bits are.
	return ((v&low + low) | v) >> 7 & ones
}
