// The pixel loops written in C, for the Go files that call them: what
// each does is said where it is called.
#include <stddef.h>
#include <stdint.h>

// shrink.c
void shrink_eight_thirds(const uint8_t *in, int w, int h, uint8_t *out, uint16_t *sums);
void shrink_whole(const uint8_t *in, int w, int h, int cn, int f, uint8_t *out, uint16_t *sums);

// distance.c
void chamfer5(const uint8_t *src, int stride, int w, int h, const int32_t *steps, int32_t *temp, int32_t *near,
              int32_t *labels, float *dist, int dstride);

// foreground.c
struct fg_limits {
	int32_t lo_l, hi_l, lo_c, hi_c, hi_h, lit_h2;
};

void fg_measure(const uint8_t *lab, const uint8_t *bg, int n, int dark, int per_shift, const int32_t *per_l,
                int16_t *dl, int32_t *c2, int32_t *h2, uint8_t *black);
void fg_count(const int16_t *dl, const int32_t *c2, const int32_t *h2, int n, int32_t max2, int32_t *hist_l,
              int32_t *hist_c, int32_t *hist_h);
void fg_mark(const uint8_t *lab, const uint8_t *bg, const int16_t *dl, const int32_t *c2, const int32_t *h2, int n,
             const struct fg_limits *lim, uint8_t *strong, uint8_t *weak, uint8_t *relit, uint8_t *hue);

// lab.c
struct lab_tables {
	int32_t cbrt[3072];
	// xyz[c][v]: channel c (B, G, R) of value v's share of X, Y and Z,
	// the rounding's half in B's.
	int32_t xyz[3][256][4];
};

void bgr_to_lab(const uint8_t *src, int step, int w, int h, uint8_t *dst, const struct lab_tables *t,
                int vectors);

// tablepx.c
void table_distance(const uint8_t *lab, const uint8_t *table, int n, float *raw);
void box_blur3(float *v, int w, int h, float *row, float *out);

// area.c
int resize_area(const uint8_t *src, int sstep, int sw, int sh, int cn, uint8_t *dst, int dstep, int dw, int dh);

// morph.c
void erode_runs(const uint8_t *mask, int w, int h, const int16_t *down, int most, int16_t *reach);
void erode_sweeps(const uint8_t *mask, int w, int h, const int16_t *reach, uint8_t *in, int32_t *far);
