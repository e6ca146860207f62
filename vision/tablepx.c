#include <math.h>

#include "kernels.h"

// The loops of tableDistance and boxBlur3 (tablepx.go), run over the
// pixels of every stack whose table is near a face's colour. C for the
// same reason as shrink.c: the blur's sums run eight at a time.

void table_distance(const uint8_t *restrict lab, const uint8_t *restrict table, int n, float *restrict raw) {
	for (int i = 0; i < n; i++) {
		int32_t dl = (int32_t)lab[3 * i] - table[3 * i];
		int32_t da = (int32_t)lab[3 * i + 1] - table[3 * i + 1];
		int32_t db = (int32_t)lab[3 * i + 2] - table[3 * i + 2];
		// A double's square root rounded to a float, as Go's
		// float32(math.Sqrt(float64(x))) is.
		raw[i] = (float)sqrt((double)(dl * dl + 4 * da * da + 4 * db * db));
	}
}

// mirror is OpenCV's default border: reflected without the edge itself.
static inline int mirror(int i, int n) {
	if (n == 1) return 0;
	if (i < 0) return 1;
	if (i >= n) return n - 2;
	return i;
}

// box_blur3: v's rows summed in threes (v is overwritten), then the
// rows' sums in threes, over 9. The additions run in the order Go's
// did, so that the floats round alike.
__attribute__((target_clones("avx2", "default")))
void box_blur3(float *restrict v, int w, int h, float *restrict row, float *restrict out) {
	for (int y = 0; y < h; y++) {
		float *r = v + (size_t)y * w;
		row[0] = r[mirror(-1, w)] + r[0] + r[mirror(1, w)];
		for (int x = 1; x < w - 1; x++) row[x] = r[x - 1] + r[x] + r[x + 1];
		if (w > 1) row[w - 1] = r[w - 2] + r[w - 1] + r[mirror(w, w)];
		for (int x = 0; x < w; x++) r[x] = row[x];
	}
	for (int y = 0; y < h; y++) {
		const float *up = v + (size_t)mirror(y - 1, h) * w, *mid = v + (size_t)y * w;
		const float *down = v + (size_t)mirror(y + 1, h) * w;
		float *o = out + (size_t)y * w;
		for (int x = 0; x < w; x++) o[x] = (up[x] + mid[x] + down[x]) / 9;
	}
}
