package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// TestFuzzDecksMeetEveryCard: Neuroscape's fuzz decks (the every-card decks
// and the subset decks of a few seeds, as package fuzz deals them) are
// legal (NS-21: New takes them) for 2 and 4 players, one deck a seat, and
// between them hold every implemented card, every mainframe among them;
// a token (THE HIVE's DRONE) is no card a deck may name.
func TestFuzzDecksMeetEveryCard(t *testing.T) {
	rs := neuroscape.Ruleset{}
	for _, tc := range []struct {
		name    string
		players int
	}{
		{"1v1: two legal decks that meet every implemented card", 2},
		{"2v2: four legal decks that meet every implemented card", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := map[string]string{"players": string(rune('0' + tc.players))}
			held := map[string]bool{}
			play := func(decks []string) {
				t.Helper()
				if len(decks) != tc.players {
					t.Fatalf("%d decks for %d players", len(decks), tc.players)
				}
				if _, err := rs.New(engine.Setup{Seed: 1, Decks: decks, Options: opts}); err != nil {
					t.Fatalf("New refuses the fuzz decks: %v", err)
				}
				for _, d := range decks {
					for _, line := range strings.Split(d, "\n") {
						line = strings.TrimPrefix(line, "Mainframe: ")
						if _, name, ok := strings.Cut(line, " "); ok && line[0] >= '0' && line[0] <= '9' {
							line = name
						}
						held[carddb.Key(line)] = true
					}
				}
			}
			every, err := rs.EveryCardDecks(opts)
			if err != nil {
				t.Fatal(err)
			}
			play(every)
			for seed := range uint64(12) {
				decks, err := rs.SubsetDecks(opts, seed)
				if err != nil {
					t.Fatal(err)
				}
				play(decks)
			}
			for _, name := range neuroscape.Defined() {
				c, ok := carddb.Lookup(name)
				switch {
				case !ok: // a token
					if held[carddb.Key(name)] {
						t.Errorf("a fuzz deck names the token %s", name)
					}
				case neuroscape.Implemented(name) && !held[carddb.Key(c.Name)]:
					t.Errorf("no fuzz deck holds %s", name)
				}
			}
		})
	}
}
