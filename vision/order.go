package vision

import (
	"image"
	"math"
)

// OrderSnake returns the indices of pts along the shortest open path
// through them: the order of stacks along a snake, whatever its waves. It
// starts from the longest path through the minimum spanning tree, inserts
// the points off that path where they cost least, and improves the whole
// with 2-opt moves. Either end may come first; see Orient.
func OrderSnake(pts []image.Point) []int {
	n := len(pts)
	switch n {
	case 0:
		return nil
	case 1:
		return []int{0}
	}
	dist := func(i, j int) float64 {
		dx, dy := float64(pts[i].X-pts[j].X), float64(pts[i].Y-pts[j].Y)
		return math.Hypot(dx, dy)
	}
	// Prim's minimum spanning tree.
	parent := make([]int, n)
	best := make([]float64, n)
	in := make([]bool, n)
	for i := range best {
		best[i] = math.Inf(1)
		parent[i] = -1
	}
	best[0] = 0
	adj := make([][]int, n)
	for k := 0; k < n; k++ {
		u := -1
		for i := 0; i < n; i++ {
			if !in[i] && (u < 0 || best[i] < best[u]) {
				u = i
			}
		}
		in[u] = true
		if parent[u] >= 0 {
			adj[u] = append(adj[u], parent[u])
			adj[parent[u]] = append(adj[parent[u]], u)
		}
		for v := 0; v < n; v++ {
			if !in[v] && dist(u, v) < best[v] {
				best[v], parent[v] = dist(u, v), u
			}
		}
	}
	// The tree's longest path (by length): farthest from any node, twice.
	farthest := func(src int) (int, []int) {
		d := make([]float64, n)
		prev := make([]int, n)
		for i := range d {
			d[i] = -1
		}
		d[src], prev[src] = 0, -1
		stack := []int{src}
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, v := range adj[u] {
				if d[v] < 0 {
					d[v], prev[v] = d[u]+dist(u, v), u
					stack = append(stack, v)
				}
			}
		}
		far := src
		for i := range d {
			if d[i] > d[far] {
				far = i
			}
		}
		return far, prev
	}
	a, _ := farthest(0)
	b, prev := farthest(a)
	var path []int
	onPath := make([]bool, n)
	for v := b; v >= 0; v = prev[v] {
		path = append(path, v)
		onPath[v] = true
	}
	// Cheapest insertion of the rest.
	for v := 0; v < n; v++ {
		if onPath[v] {
			continue
		}
		bestAt, bestCost := 0, dist(v, path[0])
		if c := dist(v, path[len(path)-1]); c < bestCost {
			bestAt, bestCost = len(path), c
		}
		for i := 0; i+1 < len(path); i++ {
			if c := dist(path[i], v) + dist(v, path[i+1]) - dist(path[i], path[i+1]); c < bestCost {
				bestAt, bestCost = i+1, c
			}
		}
		path = append(path[:bestAt], append([]int{v}, path[bestAt:]...)...)
	}
	// 2-opt on the open path: reverse path[i..j] when that shortens it.
	for improved, rounds := true, 0; improved && rounds < 50; rounds++ {
		improved = false
		for i := 0; i < n-1; i++ {
			for j := i + 1; j < n; j++ {
				var before, after float64
				if i > 0 {
					before += dist(path[i-1], path[i])
					after += dist(path[i-1], path[j])
				}
				if j < n-1 {
					before += dist(path[j], path[j+1])
					after += dist(path[i], path[j+1])
				}
				if after < before-1e-9 {
					for l, r := i, j; l < r; l, r = l+1, r-1 {
						path[l], path[r] = path[r], path[l]
					}
					improved = true
				}
			}
		}
	}
	return path
}

// Orient reverses order when its last point lies nearer to head than its
// first, so that the head stays at the same end from frame to frame.
func Orient(pts []image.Point, order []int, head image.Point) []int {
	if len(order) < 2 {
		return order
	}
	first, last := pts[order[0]], pts[order[len(order)-1]]
	if sqDist(last, head) < sqDist(first, head) {
		out := make([]int, len(order))
		for i, v := range order {
			out[len(order)-1-i] = v
		}
		return out
	}
	return order
}

func sqDist(a, b image.Point) int {
	dx, dy := a.X-b.X, a.Y-b.Y
	return dx*dx + dy*dy
}

// OrientTo puts the stack nearest head first: the referee passes the head
// of the previous frame so that the head stays the head while the game
// goes on, even as stacks vanish or the camera is nudged.
func (o *Observation) OrientTo(head image.Point) {
	pts := make([]image.Point, len(o.Stacks))
	idx := make([]int, len(o.Stacks))
	for i, s := range o.Stacks {
		pts[i], idx[i] = s.Center, i
	}
	order := Orient(pts, idx, head)
	if len(order) > 0 && order[0] != 0 {
		for l, r := 0, len(o.Stacks)-1; l < r; l, r = l+1, r-1 {
			o.Stacks[l], o.Stacks[r] = o.Stacks[r], o.Stacks[l]
		}
	}
}

// HeadLeft puts the end of the snake further left in the picture first:
// the referee's convention for which end is the head when a game starts.
func (o *Observation) HeadLeft() {
	if n := len(o.Stacks); n > 1 && o.Stacks[n-1].Center.X < o.Stacks[0].Center.X {
		o.OrientTo(o.Stacks[n-1].Center)
	}
}
