package decks

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/neuroscape/carddb"
	"github.com/datafort/datafort/neuroscape/decklist"
)

func TestShippedDecksAreLegal(t *testing.T) {
	if len(Names()) != 4 {
		t.Fatalf("%d shipped decks, want 4: %v", len(Names()), Names())
	}
	if _, ok := Lookup(Default); !ok {
		t.Fatalf("the default deck %q is not shipped", Default)
	}
	for _, d := range All() {
		t.Run(d.Name+" passes NS-21 legality with no warning", func(t *testing.T) {
			res := decklist.Read(d.Name+".txt", d.Text, decklist.Options{})
			if err := res.Err(); err != nil {
				t.Fatalf("illegal:\n%v", err)
			}
			for _, w := range res.Warnings {
				t.Errorf("warning: %v", w)
			}
		})
		t.Run(d.Name+" holds only cards of its faction pair or of none", func(t *testing.T) {
			res := decklist.Read(d.Name+".txt", d.Text, decklist.Options{})
			if res.Deck == nil {
				t.Fatal("illegal deck")
			}
			seen := map[string]bool{}
			for _, e := range res.Deck.Entries {
				c := e.Card
				for _, f := range c.Factions {
					if !slices.Contains(d.Factions[:], f) {
						t.Errorf("%s carries %s, outside %v", c.Name, f, d.Factions)
					}
					seen[f] = true
				}
			}
			for _, f := range d.Factions {
				if !seen[f] {
					t.Errorf("no card carries %s", f)
				}
			}
		})
	}
}

func TestShippedDecksHaveDifferentFactionPairs(t *testing.T) {
	seen := map[[2]string]string{}
	for _, d := range All() {
		p := d.Factions
		if p[0] > p[1] {
			p[0], p[1] = p[1], p[0]
		}
		if other, ok := seen[p]; ok {
			t.Errorf("%s and %s share the faction pair %v", d.Name, other, p)
		}
		seen[p] = d.Name
	}
}

func TestNeedsListsEveryDistinctCard(t *testing.T) {
	for _, d := range All() {
		t.Run(d.Name, func(t *testing.T) {
			needs, err := Needs(d.Name)
			if err != nil {
				t.Fatal(err)
			}
			res := decklist.Read(d.Name, d.Text, decklist.Options{Implemented: func(n string) bool { return slices.Contains(needs, n) }})
			if err := res.Err(); err != nil {
				t.Errorf("the deck needs a card Needs leaves out:\n%v", err)
			}
			if !slices.Contains(needs, "BASIC RAM") {
				t.Errorf("Needs leaves out Basic RAM: %v", needs)
			}
			for _, n := range needs {
				if _, ok := carddb.Lookup(n); !ok {
					t.Errorf("Needs names %q, no card", n)
				}
			}
		})
	}
	if _, err := Needs("no-such-deck"); err == nil {
		t.Error("Needs of an unknown deck: no error")
	}
}

func TestReadmeListsWhatEachDeckNeeds(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range All() {
		t.Run(d.Name, func(t *testing.T) {
			needs, err := Needs(d.Name)
			if err != nil {
				t.Fatal(err)
			}
			var row string
			for l := range strings.Lines(string(readme)) {
				if strings.HasPrefix(l, "| `"+d.Name+"`") {
					row = l
				}
			}
			cells := strings.Split(row, "|")
			if len(cells) < 5 {
				t.Fatalf("README.md has no row for %s", d.Name)
			}
			if got, want := strings.TrimSpace(cells[4]), strings.Join(needs, "; "); got != want {
				t.Errorf("README.md lists\n%s\nNeeds says\n%s", got, want)
			}
		})
	}
}

func TestEngineDecksOfferEveryShippedDeckWithOneDefault(t *testing.T) {
	got := EngineDecks("player")
	defaults := 0
	for i, d := range got {
		if d.Name != Names()[i] || d.Role != "player" || d.Text == "" {
			t.Errorf("deck %d: %+v", i, d)
		}
		if d.Default {
			defaults++
		}
	}
	if len(got) != len(Names()) || defaults != 1 {
		t.Errorf("%d decks, %d defaults; want %d and 1", len(got), defaults, len(Names()))
	}
}
