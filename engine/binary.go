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
