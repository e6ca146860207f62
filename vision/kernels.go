package vision

// The loops over every pixel of a frame that Go, without vector
// instructions, ran several times slower than C: kernels.h lists them.

/*
#cgo CFLAGS: -O3
#include "kernels.h"
*/
import "C"

import "unsafe"

// cBytes is b's first byte, for a C kernel.
func cBytes(b []byte) *C.uint8_t { return (*C.uint8_t)(unsafe.Pointer(unsafe.SliceData(b))) }
