package onr

import (
	"encoding/hex"
	"math/bits"
	"testing"
)

func TestHash256(t *testing.T) {
	// Known answers: the function is part of the state hash, which records
	// keep; it must not change by accident.
	for _, tt := range []struct {
		in   string
		want string
	}{
		{"", "e913db07c907e4897ae524ca9fea919df77ea39220c5816186fdb5b68c166ff1"},
		{"datafort", "3183a647ad9c3335e06425176194c1285166b2c6ae7633984b533db56e190e07"},
	} {
		got := hash256([]byte(tt.in))
		if hex.EncodeToString(got[:]) != tt.want {
			t.Errorf("hash256(%q) = %x, want %s", tt.in, got, tt.want)
		}
	}
	// Every bit of input changes about half the bits of output.
	b := make([]byte, 100)
	for i := range b {
		b[i] = byte(i * 7)
	}
	base := hash256(b)
	for i := range len(b) * 8 {
		c := append([]byte(nil), b...)
		c[i/8] ^= 1 << (i % 8)
		h := hash256(c)
		diff := 0
		for j := range h {
			diff += bits.OnesCount8(h[j] ^ base[j])
		}
		if diff < 80 || diff > 176 {
			t.Fatalf("flipping input bit %d changes %d of 256 output bits", i, diff)
		}
	}
	// Lengths matter, even of zeros.
	if hash256(make([]byte, 31)) == hash256(make([]byte, 32)) || hash256(nil) == hash256([]byte{0}) {
		t.Error("inputs of zeros of different lengths hash alike")
	}
}
