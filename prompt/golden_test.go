package prompt_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/datafort/datafort/bso" // registers "bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
	"github.com/datafort/datafort/prompt"
)

var update = flag.Bool("update", false, "rewrite prompt/testdata/*.golden from the current output")

// goldenGames are the games whose prompts the golden files hold: each is
// played by a seeded random choice for at most steps decisions.
var goldenGames = []struct {
	file  string
	game  string
	setup engine.Setup
	steps int
}{
	{file: "onr-seed1.golden", game: "onr", setup: engine.Setup{Seed: 1}, steps: 400},
	{file: "onr-seed5.golden", game: "onr", setup: engine.Setup{Seed: 5}, steps: 400},
	{file: "bso-4seats-seed3.golden", game: "bso", setup: engine.Setup{Seed: 3, Options: map[string]string{"players": "4"}}, steps: 250},
}

// TestPromptOutputIsUnchanged checks every prompt a person is shown in a
// few seeded games against the golden files under testdata: each pending
// decision as prompt.Build describes it for its seat (JSON), and every 40
// steps the card lookup of each handle from each seat and the spectator.
// `go test ./prompt -run Golden -update` rewrites them.
func TestPromptOutputIsUnchanged(t *testing.T) {
	for _, gg := range goldenGames {
		t.Run(gg.file, func(t *testing.T) {
			rs, err := engine.Lookup(gg.game)
			if err != nil {
				t.Fatal(err)
			}
			g, err := rs.New(gg.setup)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			rng := engine.NewRNG(gg.setup.Seed)
			for step := 0; step < gg.steps; step++ {
				if step%40 == 0 {
					writeLookups(&b, g, step)
				}
				pending := g.Pending()
				if len(pending) == 0 {
					break
				}
				for _, d := range pending {
					j, err := json.Marshal(prompt.Build(g, d))
					if err != nil {
						t.Fatal(err)
					}
					fmt.Fprintf(&b, "step %d seat %d: %s\n", step, d.Seat, j)
				}
				d := pending[0]
				c := engine.Choice{Decision: d.ID, Seat: d.Seat}
				switch d.Kind {
				case engine.Select:
					c.Option = rng.IntN(len(d.Options))
				case engine.Number:
					c.Number = d.Min + rng.IntN(d.Max-d.Min+1)
				}
				if err := engine.Step(g, c); err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
			}
			golden(t, gg.file, b.Bytes())
		})
	}
}

// writeLookups writes what prompt.LookupCard shows each seat, and the
// spectator, for every handle up to the first run of 20 unknown ones.
func writeLookups(b *bytes.Buffer, g engine.Game, step int) {
	seats := []engine.Seat{engine.NoSeat}
	for _, s := range g.Seats() {
		seats = append(seats, s.Seat)
	}
	for h, misses := 1, 0; misses < 20; h++ {
		any := false
		for _, seat := range seats {
			c, err := prompt.LookupCard(g, seat, fmt.Sprintf("#%d", h))
			if err != nil {
				fmt.Fprintf(b, "step %d seat %d #%d: error %v\n", step, seat, h, err)
				continue
			}
			any = true
			fmt.Fprintf(b, "step %d seat %d #%d: %s\n", step, seat, h, strings.Join(c.Lines(), " | "))
		}
		if any {
			misses = 0
		} else {
			misses++
		}
	}
}

// TestCardFacesAreUnchanged checks the printed facts of every card of the
// card list, looked up by title, against testdata/cards.golden.
func TestCardFacesAreUnchanged(t *testing.T) {
	g := newGame(t)
	var b bytes.Buffer
	for _, c := range carddb.All() {
		f, err := prompt.LookupCard(g, 0, c.Title)
		if err != nil {
			t.Fatalf("%s: %v", c.Title, err)
		}
		fmt.Fprintf(&b, "%s\n", strings.Join(f.Lines(), "\n"))
	}
	golden(t, "cards.golden", b.Bytes())
}

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden file: %v (run with -update to make it)", err)
	}
	if bytes.Equal(got, want) {
		return
	}
	gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) || i < len(wl); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Fatalf("%s differs first at line %d:\n got: %s\nwant: %s", path, i+1, g, w)
		}
	}
}
