package engine

// AppendBinary appends the generator state to b (encoding.BinaryAppender).
func (r *RNG) AppendBinary(b []byte) ([]byte, error) { return r.pcg.AppendBinary(b) }

// UnmarshalBinary restores a generator state encoded by AppendBinary.
func (r *RNG) UnmarshalBinary(data []byte) error { return r.pcg.UnmarshalBinary(data) }

// StateHasher is implemented by games that hash their state faster than
// serialising it with MarshalBinary: Hash uses StateHash when a game
// implements it. StateHash must be deterministic (the same state always
// gives the same hash, in every process and on every platform) and must
// change whenever anything that MarshalBinary saves changes, apart from
// data derived from the build (the rules and card fingerprints).
type StateHasher interface {
	StateHash() [32]byte
}

// PendingViewer is implemented by games that can show their pending
// decisions without copying them, for the hot loops of simulations and
// searches.
type PendingViewer interface {
	// PendingView returns the pending decisions as the game holds them:
	// the caller must not modify the slice or the options it shares, and
	// must not keep them past the next Apply.
	PendingView() []Decision
}

// PendingOf returns the pending decisions of g for reading only: g's own
// slice if g implements PendingViewer, else a copy (Pending).
func PendingOf(g Game) []Decision {
	if v, ok := g.(PendingViewer); ok {
		return v.PendingView()
	}
	return g.Pending()
}
