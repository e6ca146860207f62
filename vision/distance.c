#include <stdint.h>

#include "kernels.h"

// chamfer5 is OpenCV's distance transform with labels and its 5×5 mask
// (distanceTransformEx_5x5), labels or not: the same sums of whole-number steps in 1/65536 of a pixel,
// the same neighbours in the same order, so the same distances and,
// where two neighbours tie, the same label. OpenCV takes each
// neighbour in turn, one pixel at a time; here a row's neighbours in
// the two rows before it (after it, going back) are taken for the whole
// row at once, which vectorises, and only the neighbour in the row
// itself is left to a pass along it.
//
// src is w×h bytes, stride bytes a row apart; a pixel of 0 is at 0.
// temp holds (w+4)×(h+4) ints (a frame of 2 round the picture), near
// 2(w+4) ints. labels, when not NULL, is (w+4)×(h+4) too, in the same
// frame, with each 0 pixel's label set (its connected set's); the other
// pixels get the label of the 0 pixel they are nearest. dist is w×h
// floats, dstride floats a row apart.

enum { INIT_DIST0 = 0x7fffffff >> 2 };

__attribute__((target_clones("avx2", "default")))
void chamfer5(const uint8_t *restrict src, int stride, int w, int h, const int32_t *restrict steps,
              int32_t *restrict temp, int32_t *restrict near, int32_t *restrict labels, float *restrict dist,
              int dstride) {
	const int32_t HV = steps[0], DIAG = steps[1], LONG = steps[2];
	const int tw = w + 4;
	// The least of a pixel's neighbours and INIT_DIST0, as OpenCV's
	// transform with labels takes it (without, it takes the least of
	// the neighbours alone): a pixel that no 0 pixel reaches is
	// INIT_DIST0 away, with no label. gocv always asks for labels, and
	// the distances are the same here with them or without.
	const int32_t start = INIT_DIST0;
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < tw; j++) temp[i * tw + j] = temp[(h + 2 + i) * tw + j] = INIT_DIST0;
	int32_t *nl = near + tw;

	for (int i = 0; i < h; i++) {
		const uint8_t *s = src + (size_t)i * stride;
		int32_t *t = temp + (size_t)(i + 2) * tw + 2;
		int32_t *l = labels ? labels + (size_t)(i + 2) * tw + 2 : 0;
		t[-1] = t[-2] = t[w] = t[w + 1] = INIT_DIST0;
		const int32_t *u2 = t - 2 * tw, *u1 = t - tw;
		if (!l) {
			for (int j = 0; j < w; j++) {
				int32_t m = start, c;
				c = u2[j - 1] + LONG; m = c < m ? c : m;
				c = u2[j + 1] + LONG; m = c < m ? c : m;
				c = u1[j - 2] + LONG; m = c < m ? c : m;
				c = u1[j - 1] + DIAG; m = c < m ? c : m;
				c = u1[j] + HV; m = c < m ? c : m;
				c = u1[j + 1] + DIAG; m = c < m ? c : m;
				c = u1[j + 2] + LONG; m = c < m ? c : m;
				near[j] = m;
			}
			for (int j = 0; j < w; j++) {
				int32_t c = t[j - 1] + HV, m = near[j];
				t[j] = s[j] ? (c < m ? c : m) : 0;
			}
			continue;
		}
		const int32_t *v2 = l - 2 * tw, *v1 = l - tw;
		for (int j = 0; j < w; j++) {
			int32_t m = start, lab = 0, c;
			// The first of equals wins, as in OpenCV's order.
#define TAKE(tv, lv) c = (tv); lab = c < m ? (lv) : lab; m = c < m ? c : m
			TAKE(u2[j - 1] + LONG, v2[j - 1]);
			TAKE(u2[j + 1] + LONG, v2[j + 1]);
			TAKE(u1[j - 2] + LONG, v1[j - 2]);
			TAKE(u1[j - 1] + DIAG, v1[j - 1]);
			TAKE(u1[j] + HV, v1[j]);
			TAKE(u1[j + 1] + DIAG, v1[j + 1]);
			TAKE(u1[j + 2] + LONG, v1[j + 2]);
			near[j] = m;
			nl[j] = lab;
		}
		for (int j = 0; j < w; j++) {
			if (!s[j]) {
				t[j] = 0;
				continue;
			}
			int32_t c = t[j - 1] + HV;
			if (c < near[j]) {
				t[j] = c;
				l[j] = l[j - 1];
			} else {
				t[j] = near[j];
				l[j] = nl[j];
			}
		}
	}

	const float scale = 1.f / (1 << 16);
	for (int i = h - 1; i >= 0; i--) {
		int32_t *t = temp + (size_t)(i + 2) * tw + 2;
		int32_t *l = labels ? labels + (size_t)(i + 2) * tw + 2 : 0;
		float *d = dist + (size_t)i * dstride;
		const int32_t *b2 = t + 2 * tw, *b1 = t + tw;
		if (!l) {
			for (int j = 0; j < w; j++) {
				int32_t m = t[j], c;
				c = b2[j + 1] + LONG; m = c < m ? c : m;
				c = b2[j - 1] + LONG; m = c < m ? c : m;
				c = b1[j + 2] + LONG; m = c < m ? c : m;
				c = b1[j + 1] + DIAG; m = c < m ? c : m;
				c = b1[j] + HV; m = c < m ? c : m;
				c = b1[j - 1] + DIAG; m = c < m ? c : m;
				c = b1[j - 2] + LONG; m = c < m ? c : m;
				near[j] = m;
			}
			for (int j = w - 1; j >= 0; j--) {
				int32_t c = t[j + 1] + HV, m = near[j];
				t[j] = c < m ? c : m;
				d[j] = (float)t[j] * scale;
			}
			continue;
		}
		const int32_t *w2 = l + 2 * tw, *w1 = l + tw;
		for (int j = 0; j < w; j++) {
			int32_t m = t[j], lab = l[j], c;
			TAKE(b2[j + 1] + LONG, w2[j + 1]);
			TAKE(b2[j - 1] + LONG, w2[j - 1]);
			TAKE(b1[j + 2] + LONG, w1[j + 2]);
			TAKE(b1[j + 1] + DIAG, w1[j + 1]);
			TAKE(b1[j] + HV, w1[j]);
			TAKE(b1[j - 1] + DIAG, w1[j - 1]);
			TAKE(b1[j - 2] + LONG, w1[j - 2]);
#undef TAKE
			near[j] = m;
			nl[j] = lab;
		}
		for (int j = w - 1; j >= 0; j--) {
			int32_t c = t[j + 1] + HV;
			if (c < near[j]) {
				t[j] = c;
				l[j] = l[j + 1];
			} else {
				t[j] = near[j];
				l[j] = nl[j];
			}
			d[j] = (float)t[j] * scale;
		}
	}
}
