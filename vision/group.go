package vision

// groups parts n things into groups, each thing near another of its
// group (near, asked of each pair once, i < j): each thing's group, as
// the index of one thing in it, and how many groups there are.
func groups(n int, near func(i, j int) bool) ([]int, int) {
	group := make([]int, n)
	for i := range group {
		group[i] = i
	}
	root := func(i int) int {
		for group[i] != i {
			i = group[i]
		}
		return i
	}
	count := n
	for i := range n {
		for j := i + 1; j < n; j++ {
			if a, b := root(i), root(j); a != b && near(i, j) {
				group[a] = b
				count--
			}
		}
	}
	for i := range group {
		group[i] = root(i)
	}
	return group, count
}
