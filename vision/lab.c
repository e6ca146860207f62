#include <immintrin.h>

#include "kernels.h"

// bgr_to_lab: OpenCV's 8-bit BGR to L*a*b* (its RGB2Lab_b), in the same
// whole-number steps, from the same tables (lab.go builds them), so the
// bytes are the same. Each pixel looks up six table entries; OpenCV does
// that one lane at a time, some 30 instructions a pixel over a 720p
// frame's working picture and stack windows. With AVX2 the lookups are
// gathers, eight pixels at a time.

static inline uint8_t clamp255(int32_t v) { return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v); }

static inline void lab_pixel(const uint8_t *s, uint8_t *d, const struct lab_tables *t) {
	const int32_t *c = t->coeffs;
	int32_t B = t->gamma[s[0]], G = t->gamma[s[1]], R = t->gamma[s[2]];
	int32_t fx = t->cbrt[(B * c[0] + G * c[1] + R * c[2] + (1 << 11)) >> 12];
	int32_t fy = t->cbrt[(B * c[3] + G * c[4] + R * c[5] + (1 << 11)) >> 12];
	int32_t fz = t->cbrt[(B * c[6] + G * c[7] + R * c[8] + (1 << 11)) >> 12];
	d[0] = clamp255((296 * fy - 1336934 + (1 << 14)) >> 15);
	d[1] = clamp255((500 * (fx - fy) + (128 << 15) + (1 << 14)) >> 15);
	d[2] = clamp255((200 * (fy - fz) + (128 << 15) + (1 << 14)) >> 15);
}

// lab_row_avx2 converts a row's pixels eight at a time while two more
// follow them, for it reads a byte past the eighth and writes four past
// it; it returns how many it did.
__attribute__((target("avx2"))) static int lab_row_avx2(const uint8_t *s, uint8_t *d, int w,
                                                        const struct lab_tables *t) {
	const int32_t *c = t->coeffs;
	const __m256i at = _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21), byte = _mm256_set1_epi32(255);
	const __m256i half12 = _mm256_set1_epi32(1 << 11), zero = _mm256_setzero_si256();
	const __m256i Lbias = _mm256_set1_epi32(-1336934 + (1 << 14)), abBias = _mm256_set1_epi32((128 << 15) + (1 << 14));
	__m256i k[9];
	for (int i = 0; i < 9; i++) k[i] = _mm256_set1_epi32(c[i]);
	// Each pixel's three bytes and the next one's first, to L, a, b and 0.
	const __m256i pack = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1, 0, 1, 2, 4, 5,
	                                      6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
	int x = 0;
	for (; x + 10 <= w; x += 8) {
		__m256i px = _mm256_i32gather_epi32((const int *)(s + 3 * x), at, 1);
		__m256i B = _mm256_i32gather_epi32(t->gamma, _mm256_and_si256(px, byte), 4);
		__m256i G = _mm256_i32gather_epi32(t->gamma, _mm256_and_si256(_mm256_srli_epi32(px, 8), byte), 4);
		__m256i R = _mm256_i32gather_epi32(t->gamma, _mm256_and_si256(_mm256_srli_epi32(px, 16), byte), 4);
		__m256i f[3];
		for (int j = 0; j < 3; j++) {
			__m256i v = _mm256_add_epi32(_mm256_mullo_epi32(B, k[3 * j]), _mm256_mullo_epi32(G, k[3 * j + 1]));
			v = _mm256_add_epi32(v, _mm256_add_epi32(_mm256_mullo_epi32(R, k[3 * j + 2]), half12));
			f[j] = _mm256_i32gather_epi32(t->cbrt, _mm256_srai_epi32(v, 12), 4);
		}
		__m256i L = _mm256_srai_epi32(_mm256_add_epi32(_mm256_mullo_epi32(f[1], _mm256_set1_epi32(296)), Lbias), 15);
		__m256i a = _mm256_mullo_epi32(_mm256_sub_epi32(f[0], f[1]), _mm256_set1_epi32(500));
		__m256i b = _mm256_mullo_epi32(_mm256_sub_epi32(f[1], f[2]), _mm256_set1_epi32(200));
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

void bgr_to_lab(const uint8_t *restrict src, int w, int h, uint8_t *restrict dst,
                const struct lab_tables *restrict t, int vectors) {
	int avx2 = vectors && __builtin_cpu_supports("avx2");
	for (int y = 0; y < h; y++) {
		const uint8_t *s = src + (size_t)y * w * 3;
		uint8_t *d = dst + (size_t)y * w * 3;
		int x = avx2 ? lab_row_avx2(s, d, w, t) : 0;
		for (; x < w; x++) lab_pixel(s + 3 * x, d + 3 * x, t);
	}
}
