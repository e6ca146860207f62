#include <immintrin.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

// OpenCV's INTER_AREA for a ratio that is not whole, as resize.cpp does it
// (computeResizeAreaTab, ResizeArea_Invoker): the same tables, the same
// float sums in the same order, rounded the same way, so that every byte
// is OpenCV's. OpenCV sums each source row along once for every
// destination row it falls in, about twice, and rounds a byte at a time;
// here a row met again keeps its sums, a destination pixel's sum stays
// in a register until done, and rows are rounded four bytes at a time.
// Floats must not be fused (no FMA): OpenCV's baseline build multiplies
// and adds apart, and a fused sum rounds differently.
#pragma GCC optimize("fp-contract=off")

// area_tab fills the weights one axis of n source pixels has at dn
// destination pixels, scale = n/dn as OpenCV computes it, and returns
// how many there are.
static int area_tab(int n, int dn, double scale, int cn, int32_t *si, int32_t *di, float *alpha) {
	int k = 0;
	for (int d = 0; d < dn; d++) {
		double f1 = d * scale, f2 = f1 + scale;
		double cell = scale < n - f1 ? scale : n - f1;
		int s1 = (int)ceil(f1), s2 = (int)floor(f2);
		if (s2 > n - 1) s2 = n - 1;
		if (s1 > s2) s1 = s2;
		if (s1 - f1 > 1e-3) {
			di[k] = d * cn, si[k] = (s1 - 1) * cn, alpha[k++] = (float)((s1 - f1) / cell);
		}
		for (int s = s1; s < s2; s++) {
			di[k] = d * cn, si[k] = s * cn, alpha[k++] = (float)(1.0 / cell);
		}
		if (f2 - s2 > 1e-3) {
			double part = f2 - s2 < 1 ? f2 - s2 : 1;
			di[k] = d * cn, si[k] = s2 * cn, alpha[k++] = (float)((part < cell ? part : cell) / cell);
		}
	}
	return k;
}

static inline uint8_t round_byte(float v) {
	int r = _mm_cvtss_si32(_mm_set_ss(v)); // half to even, as cvRound
	return (uint8_t)(r < 0 ? 0 : r > 255 ? 255 : r);
}

// round_row writes a row of sums as bytes, four at a time.
static inline void round_row(const float *sum, int n, uint8_t *d) {
	int x = 0;
	for (; x + 4 <= n; x += 4) {
		__m128i v = _mm_cvtps_epi32(_mm_loadu_ps(sum + x)); // half to even
		v = _mm_packus_epi16(_mm_packs_epi32(v, v), v);
		int32_t four = _mm_cvtsi128_si32(v);
		memcpy(d + x, &four, 4);
	}
	for (; x < n; x++) d[x] = round_byte(sum[x]);
}

// resize_area: see resizeArea (area.go). Returns 0, doing nothing, when out
// of memory for its tables.
__attribute__((target_clones("avx2", "default")))
int resize_area(const uint8_t *src, int sstep, int sw, int sh, int cn, uint8_t *dst, int dstep, int dw, int dh) {
	double sx = 1. / ((double)dw / sw), sy = 1. / ((double)dh / sh);
	int nx = 2 * sw, ny = 2 * sh, width = dw * cn;
	int32_t *xsi = malloc(sizeof(int32_t) * (2 * (size_t)(nx + ny)));
	float *xa = malloc(sizeof(float) * (size_t)(nx + ny));
	float *buf = malloc(sizeof(float) * 2 * (size_t)width);
	if (!xsi || !xa || !buf) {
		free(xsi), free(xa), free(buf);
		return 0;
	}
	int32_t *xdi = xsi + nx, *ysi = xdi + nx, *ydi = ysi + ny;
	float *ya = xa + nx, *sum = buf + width;
	int xn = area_tab(sw, dw, sx, cn, xsi, xdi, xa);
	int yn = area_tab(sh, dh, sy, 1, ysi, ydi, ya);

	int prev = ydi[0];
	for (int x = 0; x < width; x++) sum[x] = 0;
	for (int j = 0; j < yn; j++) {
		float beta = ya[j];
		// A source row met again (the last part of one destination
		// row's cell and the first of the next) sums along as before.
		if (j == 0 || ysi[j] != ysi[j - 1]) {
			const uint8_t *s = src + (size_t)ysi[j] * sstep;
			for (int x = 0; x < width; x++) buf[x] = 0;
			// Each destination pixel's weights come one after another:
			// its sums are kept out of memory until the last. They start
			// at 0 as OpenCV's do, and 0 + x is x.
			if (cn == 1) {
				for (int k = 0; k < xn;) {
					int d = xdi[k];
					float t = 0;
					for (; k < xn && xdi[k] == d; k++) t = t + s[xsi[k]] * xa[k];
					buf[d] = t;
				}
			} else {
				for (int k = 0; k < xn;) {
					int d = xdi[k];
					float t0 = 0, t1 = 0, t2 = 0;
					for (; k < xn && xdi[k] == d; k++) {
						const uint8_t *p = s + xsi[k];
						float a = xa[k];
						t0 = t0 + p[0] * a, t1 = t1 + p[1] * a, t2 = t2 + p[2] * a;
					}
					buf[d] = t0, buf[d + 1] = t1, buf[d + 2] = t2;
				}
			}
		}
		if (ydi[j] != prev) {
			round_row(sum, width, dst + (size_t)prev * dstep);
			for (int x = 0; x < width; x++) sum[x] = beta * buf[x];
			prev = ydi[j];
		} else {
			for (int x = 0; x < width; x++) sum[x] += beta * buf[x];
		}
	}
	round_row(sum, width, dst + (size_t)prev * dstep);
	free(xsi), free(xa), free(buf);
	return 1;
}
