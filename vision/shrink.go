package vision

// #include "kernels.h"
import "C"

import (
	"image"

	"gocv.io/x/gocv"
)

// areaShrink resizes src to size by area average (INTER_AREA), by the
// whole-number path when the ratio is 8:3 (720p to the working width).
func areaShrink(src gocv.Mat, dst *gocv.Mat, size image.Point, rows *[]uint16) {
	if size == shrinkSize(image.Pt(src.Cols(), src.Rows())) && shrinkEightThirds(src, dst, rows) {
		return
	}
	gocv.Resize(src, dst, size, 0, 0, gocv.InterpolationArea)
}

// shrinkEightThirds reduces a BGR picture by 8:3 in each direction (720p
// to the working 480×270) by area, as OpenCV's INTER_AREA does, in
// whole numbers. OpenCV takes a slow general path for a ratio that is
// not whole, which cost a sixth of a 720p frame's budget. Each group of
// 8 pixels gives 3, weighted (3,3,2), (1,3,3,1) and (2,3,3) eighths.
// It reports false, doing nothing, for a size that is not a multiple
// of 8 each way.
//
// The loops are C (shrink.c): the pass down adds the same weights to
// every byte of eight rows, which the C compiler does sixteen or
// thirty-two bytes at a time; Go, without vector instructions, took
// 16 million instructions a 720p frame with four sums packed in a word,
// and C takes 6.
func shrinkEightThirds(src gocv.Mat, dst *gocv.Mat, rows *[]uint16) bool {
	W, H := src.Cols(), src.Rows()
	if W%8 != 0 || H%8 != 0 || src.Type() != gocv.MatTypeCV8UC3 || !src.IsContinuous() {
		return false
	}
	fitMat(dst, W*3/8, H*3/8, gocv.MatTypeCV8UC3)
	in, _ := src.DataPtrUint8()
	out, _ := dst.DataPtrUint8()
	if len(in) < 3*W*H || len(out) < 27*W*H/64 {
		return false
	}
	if cap(*rows) < 9*W+12 {
		*rows = make([]uint16, 9*W+12)
	}
	C.shrink_eight_thirds(cBytes(in), C.int(W), C.int(H), cBytes(out), (*C.uint16_t)(&(*rows)[0]))
	return true
}

// shrinkSize is the size shrinkEightThirds makes of size.
func shrinkSize(size image.Point) image.Point { return image.Pt(size.X*3/8, size.Y*3/8) }
