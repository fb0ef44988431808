package arena_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/datafort/datafort/arena"
	"github.com/datafort/datafort/engine/enginetest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestWriteTextGolden checks whole text reports against golden files.
func TestWriteTextGolden(t *testing.T) {
	tests := []struct {
		name   string
		golden string
		cfg    arena.Config
	}{
		{name: "the report names each entrant's bot and its deck at each seat, a default deck marked so", golden: "toy.golden", cfg: arena.Config{
			Ruleset: enginetest.Toy{}, Games: 4, Seed: 1, Entrants: []arena.Entrant{
				{Spec: "random"},
				{Name: "fives", Spec: "random", Decks: []string{"5", "5"}, DeckNames: []string{"alpha-5.txt"}},
			}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := run(t, tt.cfg).WriteText(&b); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", tt.golden)
			if *update {
				if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != string(want) {
				t.Errorf("report:\n%s\nwant (%s; go test -update to rewrite):\n%s", &b, path, want)
			}
		})
	}
}
