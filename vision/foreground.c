#include "kernels.h"

// The two passes over every pixel of foreground (detect.go), which says
// what each measure means. They are C for the same reason as shrink.c:
// the compiler runs the arithmetic eight pixels at a time, where Go took
// 15 million instructions a frame, an eighth of a detection.

// fg_measure: each pixel's differences from the table (dl, its chroma's
// squared, its chroma's at its own lightness squared) and whether it is
// black. Against the table's chroma at the pixel's lightness: shade (a
// scale's or a hand's shadow, a fold, a gradient) scales L+16, a and b
// alike and so differs by nothing, where skin on wood of nearly its
// colour differs in hue. 41 is L's 16 in 0–255, and per_l[t] is 1/(t+41)
// in fixed point: a division per pixel would cost more than the rest of
// its work. A pixel's ha*per stays under 2^31 (at most 42840 × 25575).
__attribute__((target_clones("avx2", "default")))
void fg_measure(const uint8_t *restrict lab, const uint8_t *restrict bg, int n, int dark, int per_shift,
                const int32_t *restrict per_l, int16_t *restrict dl_out, int32_t *restrict c2_out,
                int32_t *restrict h2_out, uint8_t *restrict black) {
	for (int i = 0; i < n; i++) {
		int32_t p0 = lab[3 * i], p1 = lab[3 * i + 1], p2 = lab[3 * i + 2];
		int32_t t0 = bg[3 * i], t1 = bg[3 * i + 1], t2 = bg[3 * i + 2];
		int32_t dl = p0 - t0, da = p1 - t1, db = p2 - t2;
		int32_t lp = p0 + 41, lb = t0 + 41;
		int32_t ha = (p1 - 128) * lb - (t1 - 128) * lp;
		int32_t hb = (p2 - 128) * lb - (t2 - 128) * lp;
		int32_t per = per_l[t0];
		ha = (ha * per) >> per_shift;
		hb = (hb * per) >> per_shift;
		dl_out[i] = (int16_t)dl;
		c2_out[i] = da * da + db * db;
		h2_out[i] = ha * ha + hb * hb;
		black[i] = 256 * p0 < dark * t0 ? 255 : 0;
	}
}

// fg_count: the histograms of |dl|, and of the squared chromas capped
// at max2.
void fg_count(const int16_t *restrict dl, const int32_t *restrict c2, const int32_t *restrict h2, int n,
              int32_t max2, int32_t *restrict hist_l, int32_t *restrict hist_c, int32_t *restrict hist_h) {
	for (int i = 0; i < n; i++) {
		int32_t d = dl[i] < 0 ? -dl[i] : dl[i];
		hist_l[d]++;
		hist_c[c2[i] < max2 ? c2[i] : max2]++;
		hist_h[h2[i] < max2 ? h2[i] : max2]++;
	}
}

// fg_mark: strong and weak evidence, the table in other light, and skin's
// hue, by the thresholds fg_count's histograms gave. strong holds
// fg_measure's black on entry.
__attribute__((target_clones("avx2", "default")))
void fg_mark(const uint8_t *restrict lab, const uint8_t *restrict bg, const int16_t *restrict dl_in,
             const int32_t *restrict c2_in, const int32_t *restrict h2_in, int n, const struct fg_limits *lim,
             uint8_t *restrict strong, uint8_t *restrict weak, uint8_t *restrict relit, uint8_t *restrict hue) {
	const int32_t lo_l = lim->lo_l, hi_l = lim->hi_l, lo_c = lim->lo_c, hi_c = lim->hi_c;
	const int32_t hi_h = lim->hi_h, lit_h2 = lim->lit_h2;
	for (int i = 0; i < n; i++) {
		int32_t dl = dl_in[i], c2 = c2_in[i], h2 = h2_in[i];
		int32_t p0 = lab[3 * i], pa = lab[3 * i + 1] - 128, pb = lab[3 * i + 2] - 128;
		int32_t t0 = bg[3 * i], ta = bg[3 * i + 1] - 128, tb = bg[3 * i + 2] - 128;
		// & and |, not && and ||: every term is cheap, and without the
		// branches the loop runs in vector lanes.
		int32_t b = strong[i] != 0;
		int32_t s = b | (dl > hi_l) | (c2 > hi_c);
		int32_t w = s | (dl > lo_l) | (c2 > lo_c);
		// A table of skin's hue (as k below) is relit only where lit.
		int32_t skin = (ta >= 6) & (tb >= 6) & (tb <= 4 * ta) & (ta <= 2 * tb);
		// On a grey table, a white face is the table's colour lit more:
		// only a dark one's, lit by no more than 12.5% (see detect.go).
		int32_t grey = (ta * ta + tb * tb < 64) & (t0 <= 140) & (8 * (p0 + 41) <= 9 * (t0 + 41)) & (dl > 0);
		int32_t tint = (ta * ta + tb * tb >= 64) & (10 * (p0 + 41) <= 13 * (t0 + 41));
		// A lamp's sheen on a glossy table adds the lamp's white to the
		// table's colour: lighter, and of the table's hue but less of it
		// than the table lit more would be. h is lb times the pixel's
		// chroma less the table's at the pixel's lightness; a sheen's
		// lies back along the table's, by at most 30% of it, and no more
		// than 6 units across it (a white face keeps under 30% of the
		// table's colour, and its sharp rim keeps it from dropTableLight
		// even so). Only on a table of chroma 12 or more: on a greyer
		// one 6 units across is any hue, skin's too. Not on a table of
		// skin's hue, where a hand is such a sheen (a finger on wood,
		// dropped as the table lit, and the W3 under its tip read a
		// sure W1: TestDetectFingerOverFace).
		int32_t lp = p0 + 41, lb = t0 + 41, t2 = ta * ta + tb * tb;
		int32_t ha = pa * lb - ta * lp, hb = pb * lb - tb * lp;
		int32_t par = ha * ta + hb * tb;
		float across = (float)(ha * tb - hb * ta);
		int32_t sheen = (dl > 0) & (t2 >= 144) & (skin ^ 1) & (par <= 0) & (-10 * par <= 3 * lp * t2) &
		                (across * across <= 36.0f * (float)(lb * lb) * (float)t2);
		// Light changes a coloured table's lightness, not how much of its
		// colour it keeps: a pixel that kept under a third of the
		// table's chroma at its own lightness is no table lit more,
		// which bites only on a table of chroma 8 or 9, where the 6
		// units allowed above are more than two thirds of it (a W3 seen
		// close on mint felt of chroma 8, lit 10% more than the felt
		// round it, part of its pixels taken for the felt: POV-Ray seed
		// 3572). At half, noise took pixels of a pale pink cloth's lit
		// fold for no table (tables check, palefolds frame 42).
		int32_t kept = (par >= 0) | (-3 * par <= 2 * lp * t2);
		int32_t o = (w | (dl < -lo_l)) & (b ^ 1) & ((dl > 0) | ((dl < 0) & (skin ^ 1))) &
		            ((h2 <= lit_h2) | sheen) & (tint | grey) & (kept | grey);
		int32_t k = (h2 > hi_h) & (pa >= 6) & (pb >= 6) & (pb <= 4 * pa) & (pa <= 2 * pb);
		strong[i] = (uint8_t)(-s);
		weak[i] = (uint8_t)(-w);
		relit[i] = (uint8_t)(-o);
		hue[i] = (uint8_t)(-k);
	}
}
