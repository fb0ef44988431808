package onr_test

import (
	"crypto/sha256"
	"testing"

	"github.com/datafort/datafort/onr"
)

// BenchmarkSaveLoadCompact is BenchmarkSaveLoad with the compact encoding
// (AppendBinary, Load).
func BenchmarkSaveLoadCompact(b *testing.B) {
	g := opsPosition(b)
	var buf []byte
	b.ReportAllocs()
	for b.Loop() {
		var err error
		if buf, err = g.AppendBinary(buf[:0]); err != nil {
			b.Fatal(err)
		}
		if _, err := onr.Load(buf); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHashJSON is the state hash as it was: the SHA-256 of the JSON
// of MarshalBinary.
func BenchmarkHashJSON(b *testing.B) {
	g := opsPosition(b)
	b.ReportAllocs()
	for b.Loop() {
		data, err := g.MarshalBinary()
		if err != nil {
			b.Fatal(err)
		}
		_ = sha256.Sum256(data)
	}
}
