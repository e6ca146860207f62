package vision

// kth returns the k-th smallest of vals (0-based), as vals sorted would
// hold at k, in time linear in len(vals) rather than a sort's n log n:
// medians are taken for every stack of every frame. vals is reordered.
func kth(vals []float64, k int) float64 {
	lo, hi := 0, len(vals)-1
	for lo < hi {
		// The median of three as the pivot: already sorted runs (a ring
		// of table pixels read in order) stay linear.
		mid := lo + (hi-lo)/2
		if vals[mid] < vals[lo] {
			vals[mid], vals[lo] = vals[lo], vals[mid]
		}
		if vals[hi] < vals[lo] {
			vals[hi], vals[lo] = vals[lo], vals[hi]
		}
		if vals[hi] < vals[mid] {
			vals[hi], vals[mid] = vals[mid], vals[hi]
		}
		pivot := vals[mid]
		i, j := lo, hi
		for i <= j {
			for vals[i] < pivot {
				i++
			}
			for vals[j] > pivot {
				j--
			}
			if i <= j {
				vals[i], vals[j] = vals[j], vals[i]
				i++
				j--
			}
		}
		switch {
		case k <= j:
			hi = j
		case k >= i:
			lo = i
		default:
			return vals[k]
		}
	}
	return vals[k]
}
