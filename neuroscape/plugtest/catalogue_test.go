// Package plugtest tests how Neuroscape plugs into the clients with its real
// cards (neuroscape/cards): the card list, deck lists, shipped decks. It is
// apart from package neuroscape's tests, whose boards use stand-ins only.
package plugtest

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
	_ "github.com/datafort/datafort/neuroscape/cards" // the cards' behaviour: what is implemented
	"github.com/datafort/datafort/neuroscape/decks"
)

func readTestdata(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "decks", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func ruleset(t *testing.T) engine.Ruleset {
	t.Helper()
	rs, err := engine.Lookup(neuroscape.Name)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func TestCatalogueListsEveryCardWithWhetherItIsImplemented(t *testing.T) {
	rs := ruleset(t)
	cat := engine.CatalogueOf(rs)
	if cat == nil {
		t.Fatal("neuroscape has no Catalogue")
	}
	cards := cat.Catalogue()
	if len(cards) != len(carddb.All()) {
		t.Fatalf("the catalogue has %d cards, the data %d", len(cards), len(carddb.All()))
	}
	impl := map[string]bool{}
	for _, c := range cards {
		impl[c.Face.Title] = c.Implemented
	}
	for _, n := range neuroscape.Defined() {
		if want := neuroscape.Implemented(n); impl[n] != want {
			t.Errorf("%s: Implemented %v in the catalogue, %v for decks", n, impl[n], want)
		}
	}
	for name, want := range map[string]bool{"VIRTUAL KID": true, "BASIC RAM": true, "BLACKOUT BOYS": false, "OMNIS BLOOD DIAMOND": true} {
		t.Run(name+" is listed as implemented: "+map[bool]string{true: "yes", false: "no"}[want], func(t *testing.T) {
			got, ok := impl[name]
			if !ok || got != want {
				t.Errorf("Implemented = %v (listed %v), want %v", got, ok, want)
			}
		})
	}
	if n := cat.Notice(); !strings.Contains(n, "Neuroscape, LLC") {
		t.Errorf("the notice does not name Neuroscape, LLC: %q", n)
	}
}

func TestCheckDeckReportsEveryProblemAndNewRefusesExactlyThose(t *testing.T) {
	rs := ruleset(t)
	dc := engine.DeckCheckerOf(rs)
	if dc == nil {
		t.Fatal("neuroscape has no DeckChecker")
	}
	tests := []struct {
		name, file, role string
		want             []string // each problem's line and a part of its message
	}{
		{"a legal list of implemented cards has no problem", "legal.txt", "p2", nil},
		{"an unknown name, a card not implemented yet and a small cyberdeck are all reported", "three-problems.txt", "p1",
			[]string{"4 cyberdeck has 12 cards", "5 unknown card \"UNPAID INTRN\"", "6 BLACKOUT BOYS is in the card data but not implemented yet"}},
		{"a role no seat plays is a problem", "legal.txt", "runner", []string{"0 no seat plays the role"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := readTestdata(t, tc.file)
			got := dc.CheckDeck(tc.role, text)
			if len(got.Problems) != len(tc.want) {
				t.Fatalf("%d problems, want %d: %+v", len(got.Problems), len(tc.want), got.Problems)
			}
			for i, w := range tc.want {
				line, msg, _ := strings.Cut(w, " ")
				p := got.Problems[i]
				if strings.TrimSpace(line) != itoa(p.Line) || !strings.Contains(p.Msg, msg) {
					t.Errorf("problem %d = line %d %q, want line %s containing %q", i, p.Line, p.Msg, line, msg)
				}
			}
			if tc.role == "runner" {
				return
			}
			_, err := rs.New(engine.Setup{Seed: 1, Decks: []string{text, ""}})
			if (err != nil) != (len(tc.want) > 0) {
				t.Errorf("New: %v, with %d problems", err, len(tc.want))
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestShippedDecksAreTheDecksWhoseCardsAreAllImplemented(t *testing.T) {
	rs := ruleset(t)
	offered := map[string]bool{}
	for _, d := range engine.DecksOf(rs) {
		offered[d.Name] = true
		if p := engine.DeckCheckerOf(rs).CheckDeck(d.Role, d.Text).Problems; len(p) > 0 {
			t.Errorf("shipped deck %s for %s has problems: %+v", d.Name, d.Role, p)
		}
	}
	missing := map[string][]string{}
	for _, u := range neuroscape.NotYetPlayable() {
		missing[u.Name] = u.Missing
		if len(u.Missing) == 0 {
			t.Errorf("%s is listed not yet playable with no card missing", u.Name)
		}
		for _, c := range u.Missing {
			if neuroscape.Implemented(c) {
				t.Errorf("%s lists %s as missing, which is implemented", u.Name, c)
			}
		}
	}
	for _, name := range decks.Names() {
		_, notYet := missing[name]
		if offered[name] == notYet {
			t.Errorf("deck %s: offered %v, listed not yet playable %v: want exactly one", name, offered[name], notYet)
		}
	}
	for _, r := range []string{"p1", "p2", "p3", "p4"} {
		for _, d := range engine.DecksFor(rs, r) {
			if !slices.Contains(decks.Names(), d.Name) {
				t.Errorf("%s offers %s, which neuroscape/decks does not ship", r, d.Name)
			}
		}
	}
}
