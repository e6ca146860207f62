package vision

// #include "kernels.h"
import "C"

import (
	"image"
	"unsafe"

	"gocv.io/x/gocv"
)

// areaShrink resizes src to size by area average (INTER_AREA), by a
// whole-number path when the ratio is 8:3 (720p to the working width)
// or whole (1080p to it). rows is scratch.
func areaShrink(src gocv.Mat, dst *gocv.Mat, size image.Point, rows *[]uint32) {
	W, H := src.Cols(), src.Rows()
	if size == shrinkSize(image.Pt(W, H)) && shrinkEightThirds(src, dst, rows) {
		return
	}
	if f := W / max(1, size.X); size.X*f == W && size.Y*f == H && shrinkWhole(src, dst, f, rows) {
		return
	}
	resizeArea(src, image.Rect(0, 0, W, H), dst, size)
}

// shrinkWhole reduces a picture of bytes f times each way by area, as
// OpenCV's INTER_AREA does. OpenCV's path for a whole ratio adds a
// block's pixels one at a time: 38 million instructions for a 1080p
// frame, where C that adds rows in vector lanes takes 4. It reports
// false, doing nothing, for a size that is not a multiple of f, for
// f = 2, where OpenCV's own path is quick and rounds halves up, and for
// f over 16.
func shrinkWhole(src gocv.Mat, dst *gocv.Mat, f int, rows *[]uint32) bool {
	W, H, cn := src.Cols(), src.Rows(), src.Channels()
	if f < 3 || f > 16 || W%f != 0 || H%f != 0 || src.Type()&7 != gocv.MatTypeCV8U || !src.IsContinuous() {
		return false
	}
	fitMat(dst, W/f, H/f, src.Type())
	in, _ := src.DataPtrUint8()
	out, _ := dst.DataPtrUint8()
	if len(in) < W*H*cn || len(out) < W/f*H/f*cn {
		return false
	}
	if cap(*rows) < (7*W*cn+1)/2 { // seven rows of 16-bit sums
		*rows = make([]uint32, (7*W*cn+1)/2)
	}
	C.shrink_whole(cBytes(in), C.int(W), C.int(H), C.int(cn), C.int(f), cBytes(out), (*C.uint16_t)(unsafe.Pointer(&(*rows)[0])))
	return true
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
func shrinkEightThirds(src gocv.Mat, dst *gocv.Mat, rows *[]uint32) bool {
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
	// Three rows of 16-bit sums, and a pixel to spare (see shrink.c).
	if cap(*rows) < (9*W+12)/2 {
		*rows = make([]uint32, (9*W+12)/2)
	}
	C.shrink_eight_thirds(cBytes(in), C.int(W), C.int(H), cBytes(out), (*C.uint16_t)(unsafe.Pointer(&(*rows)[0])))
	return true
}

// shrinkSize is the size shrinkEightThirds makes of size.
func shrinkSize(size image.Point) image.Point { return image.Pt(size.X*3/8, size.Y*3/8) }
