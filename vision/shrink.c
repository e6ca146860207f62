#include <string.h>

#include "kernels.h"

#define LOW_BYTES 0x00FF00FF00FF00FFull // the low byte of each 16-bit lane
#define LANE_ONES 0x0001000100010001ull

// A pixel's three 16-bit sums, and the next pixel's first, in one word.
static inline uint64_t pixel(const uint16_t *s) {
	uint64_t v;
	memcpy(&v, s, 8);
	return v;
}

// round64 is each 16-bit lane of v (each under 2^14) over 64, rounded
// half to even as OpenCV rounds: adding 31 and the quotient's last bit
// carries a remainder over 32, or of 32 onto an odd quotient.
static inline uint64_t round64(uint64_t v) {
	return ((v + 31 * LANE_ONES + ((v >> 6) & LANE_ONES)) >> 6) & LOW_BYTES;
}

// put writes the low bytes of lanes 0 to 2 of v, a pixel.
static inline void put(uint8_t *q, uint64_t v) {
	q[0] = (uint8_t)v;
	q[1] = (uint8_t)(v >> 16);
	q[2] = (uint8_t)(v >> 32);
}

// shrink_eight_thirds: see shrinkEightThirds. sums holds three rows of
// 3*w+4 16-bit sums. Cloned for AVX2, where the pass down adds sixteen
// bytes at a time; the loader picks the clone the CPU can run. The pass
// across adds a pixel's three channels at once, in the lanes of a word
// (a sum of 64 eighths of a byte stays under 2^14: no lane carries into
// the next; the fourth lane, the next pixel's, may, out of the word).
__attribute__((target_clones("avx2", "default")))
void shrink_eight_thirds(const uint8_t *restrict in, int w, int h, uint8_t *restrict out, uint16_t *restrict sums) {
	size_t rw = 3 * (size_t)w, sw = rw + 4, ow = 3 * (size_t)(w / 8 * 3);
	uint16_t *restrict s0 = sums, *restrict s1 = sums + sw, *restrict s2 = sums + 2 * sw;
	for (int y8 = 0; y8 < h; y8 += 8) {
		const uint8_t *r = in + (size_t)y8 * rw;
		for (size_t i = 0; i < rw; i++) {
			unsigned r0 = r[i], r1 = r[i + rw], r2 = r[i + 2 * rw], r3 = r[i + 3 * rw];
			unsigned r4 = r[i + 4 * rw], r5 = r[i + 5 * rw], r6 = r[i + 6 * rw], r7 = r[i + 7 * rw];
			s0[i] = (uint16_t)(3 * (r0 + r1) + 2 * r2);
			s1[i] = (uint16_t)(r2 + 3 * (r3 + r4) + r5);
			s2[i] = (uint16_t)(2 * r5 + 3 * (r6 + r7));
		}
		uint8_t *o = out + (size_t)(y8 / 8 * 3) * ow;
		const uint16_t *rows[3] = {s0, s1, s2};
		for (int k = 0; k < 3; k++, o += ow) {
			const uint16_t *s = rows[k];
			uint8_t *q = o;
			for (size_t x = 0; x < (size_t)w; x += 8, s += 24, q += 9) {
				uint64_t p0 = pixel(s), p1 = pixel(s + 3), p2 = pixel(s + 6), p3 = pixel(s + 9);
				uint64_t p4 = pixel(s + 12), p5 = pixel(s + 15), p6 = pixel(s + 18), p7 = pixel(s + 21);
				put(q, round64(3 * (p0 + p1) + 2 * p2));
				put(q + 3, round64(p2 + 3 * (p3 + p4) + p5));
				put(q + 6, round64(2 * p5 + 3 * (p6 + p7)));
			}
		}
	}
}

// shrink_whole: a w×h picture of cn channels (bytes) reduced f times
// each way by area, as OpenCV's INTER_AREA does for a whole ratio: the
// sum of each f×f block times 1/f² as a float, rounded half to even.
// w and h are multiples of f, and f at most 16 (so that a sum fits 16
// bits); sums holds seven rows of w*cn. Every step runs over whole rows,
// in vector lanes. The sums down are taken first. Across, the sums of 2,
// 4, 8 neighbours are made each from the last by one addition, and the
// sum of f is at most two more (12 = 8 + 4): adding the f neighbours one
// by one cost twice as much at f = 8. The sums of the blocks kept, every
// f-th, are gathered before they are rounded, which costs less than
// rounding every place.
__attribute__((target_clones("avx2", "default")))
void shrink_whole(const uint8_t *restrict in, int w, int h, int cn, int f, uint8_t *restrict out,
                  uint16_t *restrict sums) {
	size_t rw = (size_t)w * cn, ow = (size_t)(w / f) * cn;
	// win[b][i]: the sum of 2^b neighbours from i on, for i < rw - (2^b - 1)*cn;
	// acc, the sum of f; kept, the sums of the blocks.
	uint16_t *win[5], *acc = sums + 5 * rw, *kept = sums + 6 * rw;
	int top = 0;
	win[0] = sums;
	while (top < 4 && (2 << top) <= f) {
		top++;
		win[top] = sums + (size_t)top * rw;
	}
	size_t m = rw - (size_t)(f - 1) * cn;
	float scale = 1.f / (float)(f * f);
	for (int y = 0; y + f <= h; y += f) {
		const uint8_t *r = in + (size_t)y * rw;
		uint16_t *restrict down = win[0];
		for (size_t i = 0; i < rw; i++) down[i] = r[i];
		for (int k = 1; k < f; k++) {
			const uint8_t *rk = r + (size_t)k * rw;
			for (size_t i = 0; i < rw; i++) down[i] += rk[i];
		}
		for (int b = 1; b <= top; b++) {
			size_t half = ((size_t)1 << (b - 1)) * cn, n = rw - (2 * half - cn);
			const uint16_t *restrict lo = win[b - 1];
			uint16_t *restrict to = win[b];
			for (size_t i = 0; i < n; i++) to[i] = (uint16_t)(lo[i] + lo[i + half]);
		}
		const uint16_t *whole = win[top];
		if (f != 1 << top) {
			size_t at = ((size_t)1 << top) * cn;
			for (size_t i = 0; i < m; i++) acc[i] = win[top][i];
			for (int b = top - 1; b >= 0; b--) {
				if (f & (1 << b)) {
					const uint16_t *restrict part = win[b] + at;
					for (size_t i = 0; i < m; i++) acc[i] += part[i];
					at += ((size_t)1 << b) * cn;
				}
			}
			whole = acc;
		}
		size_t step = (size_t)f * cn;
		if (cn == 3) {
			for (size_t x = 0, j = 0; x < ow; x += 3, j += step) {
				kept[x] = whole[j];
				kept[x + 1] = whole[j + 1];
				kept[x + 2] = whole[j + 2];
			}
		} else {
			for (size_t x = 0, j = 0; x < ow; x += cn, j += step) {
				for (int c = 0; c < cn; c++) kept[x + c] = whole[j + c];
			}
		}
		// Adding and taking away 1.5×2²³ rounds a float under 2²² to a
		// whole number, half to even.
		uint8_t *o = out + (size_t)(y / f) * ow;
		for (size_t x = 0; x < ow; x++) o[x] = (uint8_t)(int)(((float)kept[x] * scale + 12582912.f) - 12582912.f);
	}
}
