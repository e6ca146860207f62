package vision

import (
	"math/rand"
	"slices"
	"testing"
)

func TestKth(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, n := range []int{1, 2, 3, 5, 10, 101, 600} {
		for _, kind := range []string{"random", "sorted", "reversed", "few values"} {
			vals := make([]float64, n)
			for i := range vals {
				switch kind {
				case "random":
					vals[i] = rng.Float64() * 100
				case "sorted":
					vals[i] = float64(i)
				case "reversed":
					vals[i] = float64(n - i)
				case "few values":
					vals[i] = float64(rng.Intn(3))
				}
			}
			want := slices.Clone(vals)
			slices.Sort(want)
			for _, k := range []int{0, n / 2, n - 1} {
				if got := kth(slices.Clone(vals), k); got != want[k] {
					t.Errorf("%s, n=%d: kth(%d) = %v, want %v", kind, n, k, got, want[k])
				}
			}
		}
	}
}
