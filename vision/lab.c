#include <immintrin.h>

#include "kernels.h"

// bgr_to_lab: OpenCV's 8-bit BGR to L*a*b* (its RGB2Lab_b), in the same
// whole-number steps, from the same tables (lab.go builds them), so the
// bytes are the same. OpenCV looks each pixel's six table entries up one
// lane at a time, some 30 instructions a pixel over a 720p frame's
// working picture and stack windows. Here each channel's value brings
// its share of X, Y and Z from one table row, so a pixel is three vector
// loads and two adds; only the cube roots are looked up one at a time
// (AVX2's gathers cost more on AMD's cores than the scalar loads they
// replace), and the last steps go eight pixels at a time.

static inline uint8_t clamp255(int32_t v) { return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v); }

static inline void lab_pixel(const uint8_t *s, uint8_t *d, const struct lab_tables *t) {
	const int32_t *b = t->xyz[0][s[0]], *g = t->xyz[1][s[1]], *r = t->xyz[2][s[2]];
	int32_t fx = t->cbrt[(b[0] + g[0] + r[0]) >> 12];
	int32_t fy = t->cbrt[(b[1] + g[1] + r[1]) >> 12];
	int32_t fz = t->cbrt[(b[2] + g[2] + r[2]) >> 12];
	d[0] = clamp255((296 * fy - 1336934 + (1 << 14)) >> 15);
	d[1] = clamp255((500 * (fx - fy) + (128 << 15) + (1 << 14)) >> 15);
	d[2] = clamp255((200 * (fy - fz) + (128 << 15) + (1 << 14)) >> 15);
}

// lab_row_avx2 converts a row's pixels eight at a time while two more
// follow them, for it writes four bytes past the eighth; it returns how
// many it did.
__attribute__((target("avx2"))) static int lab_row_avx2(const uint8_t *s, uint8_t *d, int w,
                                                        const struct lab_tables *t) {
	const __m256i byte = _mm256_set1_epi32(255), zero = _mm256_setzero_si256();
	const __m256i Lbias = _mm256_set1_epi32(-1336934 + (1 << 14)), abBias = _mm256_set1_epi32((128 << 15) + (1 << 14));
	// Each pixel's L, a, b and 0, to three bytes a pixel.
	const __m256i pack = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1, 0, 1, 2, 4, 5,
	                                      6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
	int32_t f[3][8] __attribute__((aligned(32)));
	int x = 0;
	for (; x + 10 <= w; x += 8) {
		for (int i = 0; i < 8; i++) {
			const uint8_t *p = s + 3 * (x + i);
			__m128i v = _mm_add_epi32(_mm_loadu_si128((const __m128i *)t->xyz[0][p[0]]),
			                          _mm_loadu_si128((const __m128i *)t->xyz[1][p[1]]));
			v = _mm_srai_epi32(_mm_add_epi32(v, _mm_loadu_si128((const __m128i *)t->xyz[2][p[2]])), 12);
			f[0][i] = t->cbrt[_mm_cvtsi128_si32(v)];
			f[1][i] = t->cbrt[_mm_extract_epi32(v, 1)];
			f[2][i] = t->cbrt[_mm_extract_epi32(v, 2)];
		}
		__m256i fx = _mm256_load_si256((const __m256i *)f[0]), fy = _mm256_load_si256((const __m256i *)f[1]),
		        fz = _mm256_load_si256((const __m256i *)f[2]);
		__m256i L = _mm256_srai_epi32(_mm256_add_epi32(_mm256_mullo_epi32(fy, _mm256_set1_epi32(296)), Lbias), 15);
		__m256i a = _mm256_mullo_epi32(_mm256_sub_epi32(fx, fy), _mm256_set1_epi32(500));
		__m256i b = _mm256_mullo_epi32(_mm256_sub_epi32(fy, fz), _mm256_set1_epi32(200));
		a = _mm256_srai_epi32(_mm256_add_epi32(a, abBias), 15);
		b = _mm256_srai_epi32(_mm256_add_epi32(b, abBias), 15);
		L = _mm256_min_epi32(_mm256_max_epi32(L, zero), byte);
		a = _mm256_min_epi32(_mm256_max_epi32(a, zero), byte);
		b = _mm256_min_epi32(_mm256_max_epi32(b, zero), byte);
		__m256i out = _mm256_or_si256(L, _mm256_or_si256(_mm256_slli_epi32(a, 8), _mm256_slli_epi32(b, 16)));
		out = _mm256_shuffle_epi8(out, pack);
		_mm_storeu_si128((__m128i *)(d + 3 * x), _mm256_castsi256_si128(out));
		_mm_storeu_si128((__m128i *)(d + 3 * x + 12), _mm256_extracti128_si256(out, 1));
	}
	return x;
}

void bgr_to_lab(const uint8_t *restrict src, int step, int w, int h, uint8_t *restrict dst,
                const struct lab_tables *restrict t, int vectors) {
	int avx2 = vectors && __builtin_cpu_supports("avx2");
	for (int y = 0; y < h; y++) {
		const uint8_t *s = src + (size_t)y * step;
		uint8_t *d = dst + (size_t)y * w * 3;
		int x = avx2 ? lab_row_avx2(s, d, w, t) : 0;
		for (; x < w; x++) lab_pixel(s + 3 * x, d + 3 * x, t);
	}
}
