#include "kernels.h"

// erode_runs sets reach for erodeEllipse (morph.go): each set pixel's
// run of set pixels along its row, the shorter side and itself, capped at
// most, looked up in down; the outside counts as set.
void erode_runs(const uint8_t *restrict mask, int w, int h, const int16_t *restrict down, int most,
                int16_t *restrict reach) {
	for (int y = 0; y < h; y++) {
		const uint8_t *m = mask + (size_t)y * w;
		int16_t *r = reach + (size_t)y * w;
		int n = most;
		for (int x = 0; x < w; x++) {
			n = n + 1 < most ? n + 1 : most;
			n = m[x] ? n : 0;
			r[x] = (int16_t)n;
		}
		n = most;
		for (int x = w - 1; x >= 0; x--) {
			n = n + 1 < most ? n + 1 : most;
			n = m[x] ? n : 0;
			r[x] = down[r[x] < n ? r[x] : n];
		}
	}
}

// erode_sweeps: the sweeps of erodeEllipse (morph.go). reach holds, per
// pixel, how many rows either side its run takes out (-1: none); far is
// scratch of w ints. The sweeps run across a row at a time, each column
// carrying its own reach: the compiler does eight columns at once.
__attribute__((target_clones("avx2", "default")))
void erode_sweeps(const uint8_t *restrict mask, int w, int h, const int16_t *restrict reach, uint8_t *restrict in,
                  int32_t *restrict far) {
	for (int x = 0; x < w; x++) far[x] = -1;
	for (int y = 0; y < h; y++) {
		const int16_t *r = reach + (size_t)y * w;
		const uint8_t *m = mask + (size_t)y * w;
		uint8_t *o = in + (size_t)y * w;
		for (int x = 0; x < w; x++) {
			int32_t f = y + r[x];
			f = f > far[x] ? f : far[x];
			far[x] = f;
			o[x] = (m[x] != 0) & (f < y);
		}
	}
	for (int x = 0; x < w; x++) far[x] = h;
	for (int y = h - 1; y >= 0; y--) {
		const int16_t *r = reach + (size_t)y * w;
		uint8_t *o = in + (size_t)y * w;
		for (int x = 0; x < w; x++) {
			int32_t f = y - r[x];
			f = f < far[x] ? f : far[x];
			far[x] = f;
			o[x] &= f > y;
		}
	}
}
