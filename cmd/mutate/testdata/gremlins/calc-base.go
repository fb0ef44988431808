// Package calc is the fixture the mutation runner's tests mutate.
package calc

// Max returns the larger of a and b.
func Max(a, b int) int {
	if b < a {
		return a
	}
	return b
}

// Double returns twice n.
func Double(n int) int {
	return n + n
}

// Sum returns the sum of 1..n.
func Sum(n int) int {
	s := 0
	for i := 1; i <= n; i++ {
		s += i
	}
	return s
}

// Sign returns -1, 0 or 1 as n is negative, zero or positive.
func Sign(n int) int {
	switch {
	case 0 > n:
		return -1
	case n > 0:
		return 1
	}
	return 0
}
