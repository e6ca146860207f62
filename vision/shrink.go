package vision

import (
	"encoding/binary"
	"image"
	"unsafe"

	"gocv.io/x/gocv"
)

// areaShrink resizes src to size by area average (INTER_AREA), by the
// whole-number path when the ratio is 8:3 (720p to the working width).
func areaShrink(src gocv.Mat, dst *gocv.Mat, size image.Point, rows *[]byte) {
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
// Four 16-bit sums share each 64-bit word (a sum of 64 eighths of a
// byte stays under 2^14, so no lane carries into the next): the pass down
// adds eight bytes of a row at once, and the pass across a pixel's three
// channels at once: 14 million instructions for a 720p frame, where a
// byte at a time took 20 (a tenth of a frame's detection).
func shrinkEightThirds(src gocv.Mat, dst *gocv.Mat, rows *[]byte) bool {
	W, H := src.Cols(), src.Rows()
	if W%8 != 0 || H%8 != 0 || src.Type() != gocv.MatTypeCV8UC3 || !src.IsContinuous() {
		return false
	}
	w, h := W*3/8, H*3/8
	fitMat(dst, w, h, gocv.MatTypeCV8UC3)
	in, _ := src.DataPtrUint8()
	out, _ := dst.DataPtrUint8()
	// Eight rows into three, in eighths, the width of the frame, each sum
	// a little-endian uint16; then each of those three across. Down
	// first: the pass across then works on three rows in eight.
	rw := 3 * W
	vw := 2*rw + 8 // a pixel's three sums are read as one word with the next one's first
	if cap(*rows) < 3*vw {
		*rows = make([]byte, 3*vw)
	}
	acc := (*rows)[:3*vw]
	v0, v1, v2 := acc[:vw:vw], acc[vw:2*vw:2*vw], acc[2*vw:3*vw:3*vw]
	ow := 3 * w
	// The pass down reads and writes words by address, unchecked: in and
	// the sums hold every byte it touches (W and H are multiples of 8,
	// and the sums have a word to spare), which bounds checks on every
	// word, a fifth of its instructions, would only say again.
	if len(in) < H*rw || len(out) < h*ow {
		return false
	}
	base := unsafe.Pointer(unsafe.SliceData(in))
	for y8 := 0; y8 < H; y8 += 8 {
		row := unsafe.Add(base, y8*rw)
		for i := 0; i < rw; i += 8 {
			// Eight bytes of each row at once, their even bytes and their
			// odd in the lanes of a word each, added down row by row.
			at := unsafe.Add(row, i)
			e, o := lanes(at)
			a0, b0 := 3*e, 3*o
			e, o = lanes(unsafe.Add(at, rw))
			a0, b0 = a0+3*e, b0+3*o
			e, o = lanes(unsafe.Add(at, 2*rw))
			a0, b0 = a0+2*e, b0+2*o
			a1, b1 := e, o
			e, o = lanes(unsafe.Add(at, 3*rw))
			a1, b1 = a1+3*e, b1+3*o
			e, o = lanes(unsafe.Add(at, 4*rw))
			a1, b1 = a1+3*e, b1+3*o
			e, o = lanes(unsafe.Add(at, 5*rw))
			a1, b1 = a1+e, b1+o
			a2, b2 := 2*e, 2*o
			e, o = lanes(unsafe.Add(at, 6*rw))
			a2, b2 = a2+3*e, b2+3*o
			e, o = lanes(unsafe.Add(at, 7*rw))
			a2, b2 = a2+3*e, b2+3*o
			// Each sum, little-endian, in order: the lanes of the even
			// ones and of the odd ones zipped.
			zip(word(v0, 2*i), word(v0, 2*i+8), a0, b0)
			zip(word(v1, 2*i), word(v1, 2*i+8), a1, b1)
			zip(word(v2, 2*i), word(v2, 2*i+8), a2, b2)
		}
		y := y8 / 8 * 3
		for k, v := range [3][]byte{v0, v1, v2} {
			o := out[(y+k)*ow : (y+k+1)*ow]
			for x, j := 0, 0; x+8 <= W; x, j = x+8, j+9 {
				// Pixel n's blue, green and red sums (and the next
				// pixel's blue, never used) in one word.
				p := v[6*x : 6*x+50 : 6*x+50]
				p0, p1, p2, p3 := le64(p[0:]), le64(p[6:]), le64(p[12:]), le64(p[18:])
				p4, p5, p6, p7 := le64(p[24:]), le64(p[30:]), le64(p[36:]), le64(p[42:])
				q := o[j : j+9 : j+9]
				put3(q[0:], round64Lanes(3*(p0+p1)+2*p2))
				put3(q[3:], round64Lanes(p2+3*(p3+p4)+p5))
				put3(q[6:], round64Lanes(2*p5+3*(p6+p7)))
			}
		}
	}
	return true
}

const (
	lowBytes = 0x00FF00FF00FF00FF // the low byte of each 16-bit lane
	laneOnes = 0x0001000100010001
)

// lanes spreads the eight bytes at p into two words of four 16-bit
// lanes: bytes 0, 2, 4, 6 and bytes 1, 3, 5, 7.
func lanes(p unsafe.Pointer) (even, odd uint64) {
	x := binary.LittleEndian.Uint64((*[8]byte)(p)[:])
	return x & lowBytes, x >> 8 & lowBytes
}

// zip writes the eight 16-bit sums of even and odd, little-endian, in
// order, to lo and hi.
func zip(lo, hi *[8]byte, even, odd uint64) {
	binary.LittleEndian.PutUint64(lo[:], spread(even)|spread(odd)<<16)
	binary.LittleEndian.PutUint64(hi[:], spread(even>>32)|spread(odd>>32)<<16)
}

// spread moves lanes 0 and 1 of x to lanes 0 and 2, clearing the rest.
func spread(x uint64) uint64 {
	x &= 0xFFFFFFFF
	return (x | x<<16) & 0x0000FFFF0000FFFF
}

func le64(b []byte) uint64 { return binary.LittleEndian.Uint64(b) }

// round64Lanes is each 16-bit lane of v (each under 2^14) over 64,
// rounded half to even as OpenCV rounds: adding 31 and the quotient's
// last bit carries a remainder over 32, or of 32 onto an odd quotient.
// No branch, in the loop over every pixel.
func round64Lanes(v uint64) uint64 {
	return (v + 31*laneOnes + v>>6&laneOnes) >> 6 & lowBytes
}

// put3 writes the low bytes of lanes 0 to 2.
func put3(b []byte, v uint64) {
	b[0], b[1], b[2] = byte(v), byte(v>>16), byte(v>>32)
}

// shrinkSize is the size shrinkEightThirds makes of size.
func shrinkSize(size image.Point) image.Point { return image.Pt(size.X*3/8, size.Y*3/8) }
