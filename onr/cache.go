package onr

import lru "github.com/hashicorp/golang-lru/v2"

// cacheSize bounds each of the package's caches of things derived from
// their input (parsed decks, checked rules, decoded id tables): enough for
// the decks of a busy server and the positions of a search, small enough
// that a stream of distinct inputs (a fuzz run's decks, a server's users)
// cannot grow the process.
const cacheSize = 512

// newCache returns an empty least-recently-used cache of cacheSize
// entries, safe for concurrent use.
func newCache[K comparable, V any]() *lru.Cache[K, V] {
	c, err := lru.New[K, V](cacheSize)
	if err != nil {
		panic(err) // only for a size ≤ 0
	}
	return c
}
