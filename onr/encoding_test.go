package onr

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/engine"
)

func TestEncodingName(t *testing.T) {
	for _, tc := range []struct {
		format byte
		want   string
	}{
		{3, ""}, // the format when encodings were first named: the unnamed encoding of the rules saved before
		{4, "DFB4"},
		{12, "DFB12"},
	} {
		t.Run(fmt.Sprintf("format %d is named %q", tc.format, tc.want), func(t *testing.T) {
			if got := encodingName(tc.format); got != tc.want {
				t.Errorf("encodingName(%d) = %q, want %q", tc.format, got, tc.want)
			}
		})
	}
	t.Run("a game's rules name the encoding its hashes digest", func(t *testing.T) {
		g, err := New(engine.Setup{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		saved := binaryMagic
		defer func() { binaryMagic = saved }()
		for _, magic := range []string{string(saved), "DFB\x07"} {
			binaryMagic = []byte(magic)
			if got, want := g.Fingerprint().Encoding, encodingName(magic[len(magic)-1]); got != want {
				t.Errorf("with the magic %q, the rules name the encoding %q, the hashes digest %q", magic, got, want)
			}
		}
	})
}
