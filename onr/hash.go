package onr

import (
	"encoding/binary"
	"math/bits"
)

// hash256 is the state hash's function: four xxHash64-style lanes over
// 32-byte stripes, each lane then mixed with the others and finalised,
// giving 256 bits. It is not cryptographic (nobody forges game states) but
// fast — a few times faster than SHA-256 — and a pure function of the
// bytes, the same on every platform.
func hash256(b []byte) [32]byte {
	const (
		p1 uint64 = 11400714785074694791
		p2 uint64 = 14029467366897019727
		p3 uint64 = 1609587929392839161
		p4 uint64 = 9650029242287828579
		p5 uint64 = 2870177450012600261
	)
	var zero uint64
	round := func(acc, w uint64) uint64 {
		return bits.RotateLeft64(acc+w*p2, 31) * p1
	}
	n := uint64(len(b))
	v := [4]uint64{p1 + zero + p2, p2, 0, zero - p1} // wrapping, as xxHash64 seeds its lanes
	for len(b) >= 32 {
		v[0] = round(v[0], binary.LittleEndian.Uint64(b[0:]))
		v[1] = round(v[1], binary.LittleEndian.Uint64(b[8:]))
		v[2] = round(v[2], binary.LittleEndian.Uint64(b[16:]))
		v[3] = round(v[3], binary.LittleEndian.Uint64(b[24:]))
		b = b[32:]
	}
	// The tail, zero-padded to a stripe, with the length in the last lane.
	var tail [32]byte
	copy(tail[:], b)
	for i := range v {
		v[i] = round(v[i], binary.LittleEndian.Uint64(tail[8*i:]))
	}
	v[3] = round(v[3], n)
	var out [32]byte
	for i := range v {
		h := v[i] ^ bits.RotateLeft64(v[(i+1)%4], 7) ^ bits.RotateLeft64(v[(i+2)%4], 13) ^ bits.RotateLeft64(v[(i+3)%4], 29)
		h += uint64(i) * p5
		h ^= h >> 33
		h *= p2
		h ^= h >> 29
		h *= p3
		h ^= h >> 32
		h *= p4
		h ^= h >> 31
		binary.LittleEndian.PutUint64(out[8*i:], h)
	}
	return out
}
