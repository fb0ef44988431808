package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/carddb"
	"github.com/datafort/datafort/nsg/decklist"
)

// TestFuzzDecksMeetEveryCard: the fuzz decks of a run (the every-card decks
// and the subset decks of a few seeds, as package fuzz deals them) are
// legal in the run's format, so that New takes them, and between them hold
// every implemented card the format admits, identities among them. A run
// naming no format is played in the casual one; full construction has no
// fuzz decks yet and says so.
func TestFuzzDecksMeetEveryCard(t *testing.T) {
	rs := nsg.Ruleset{}
	for _, tc := range []struct {
		name    string
		options map[string]string
		format  string // the format the run plays
		packs   string // "": every pack; else the only pack
		refused bool
	}{
		{"a run naming no format meets every implemented card in the casual format", nil, nsg.FormatCasual, "", false},
		{"a run in the 24.09 rules keeps its rules and plays the casual format", map[string]string{"rules": nsg.Rules2409}, nsg.FormatCasual, "", false},
		{"a run in the starter format meets every implemented card of the System Gateway box", map[string]string{"format": nsg.FormatStarter}, nsg.FormatStarter, "sg", false},
		{"a run in full construction is refused: no fuzz decks for it yet", map[string]string{"format": nsg.FormatStandard}, nsg.FormatStandard, "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := rs.FuzzOptions(tc.options)
			if opts["format"] != tc.format {
				t.Fatalf("options %v: want format %s", opts, tc.format)
			}
			for k, v := range tc.options {
				if opts[k] != v {
					t.Errorf("option %s=%s dropped: %v", k, v, opts)
				}
			}
			every, err := rs.EveryCardDecks(opts)
			if tc.refused {
				if err == nil || !strings.Contains(err.Error(), tc.format) {
					t.Errorf("every-card decks in %s: error %v, want one naming the format", tc.format, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			held := map[string]bool{}
			play := func(decks []string) {
				t.Helper()
				if _, err := rs.New(engine.Setup{Seed: 1, Decks: decks, Options: opts}); err != nil {
					t.Fatalf("New refuses the fuzz decks: %v\n%s", err, strings.Join(decks, "\n--\n"))
				}
				for _, d := range decks {
					for i, line := range strings.Split(strings.TrimSpace(d), "\n") {
						if i == 0 { // the identity's line
							held[line] = true
						} else if _, title, ok := strings.Cut(line, " "); ok {
							held[title] = true
						}
					}
				}
			}
			play(every)
			for seed := range uint64(24) {
				decks, err := rs.SubsetDecks(opts, seed)
				if err != nil {
					t.Fatal(err)
				}
				play(decks)
			}
			f, _ := decklist.FormatByName(tc.format)
			for _, title := range nsg.Implemented() {
				c, _ := carddb.Lookup(title)
				if c.Type == carddb.Identity && len(f.Identities) > 0 && !slices.Contains(f.Identities, title) {
					continue // an identity the format refuses (the starter format's are the two of the box's starter decks)
				}
				if tc.packs != "" && c.Pack != tc.packs {
					if held[title] {
						t.Errorf("%s (pack %s) in a %s deck", title, c.Pack, tc.format)
					}
					continue
				}
				if !held[title] {
					t.Errorf("no fuzz deck holds %s", title)
				}
			}
		})
	}
}
