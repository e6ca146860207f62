package vision

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"
)

// snakePoints lays n points along a waving curve, spaced as stacks are,
// with a little jitter, and shuffles them. It returns the points and the
// true order.
func snakePoints(rng *rand.Rand, n int, amp, wave float64) ([]image.Point, []int) {
	pts := make([]image.Point, n)
	perm := rng.Perm(n)
	x, y := 100.0, 300.0
	heading := rng.Float64() * 0.5
	for i := 0; i < n; i++ {
		heading += amp * math.Sin(float64(i)*wave)
		step := 45 + rng.Float64()*25 // gaps where stacks left
		x += step * math.Cos(heading)
		y += step * math.Sin(heading)
		pts[perm[i]] = image.Pt(int(x+rng.NormFloat64()*3), int(y+rng.NormFloat64()*3))
	}
	return pts, perm
}

func TestOrderSnake(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for trial := 0; trial < 500; trial++ {
		n := 1 + rng.IntN(19)
		pts, truth := snakePoints(rng, n, 0.1+rng.Float64()*0.3, 0.3+rng.Float64()*0.5)
		got := OrderSnake(pts)
		if len(got) != n {
			t.Fatalf("order has %d points, want %d", len(got), n)
		}
		fwd, back := true, true
		for i := range got {
			fwd = fwd && got[i] == truth[i]
			back = back && got[i] == truth[n-1-i]
		}
		if !fwd && !back {
			t.Fatalf("trial %d: order %v, want %v (either way)\npoints %v", trial, got, truth, pts)
		}
		oriented := Orient(pts, got, pts[truth[0]])
		if oriented[0] != truth[0] {
			t.Fatalf("Orient kept the wrong head")
		}
	}
}
