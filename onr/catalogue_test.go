package onr_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

func TestCatalogueListsEveryCardWithItsFaceAndWhetherItIsImplemented(t *testing.T) {
	cat := engine.CatalogueOf(onr.Rules)
	if cat == nil {
		t.Fatal("onr.Rules is not an engine.Catalogue")
	}
	cards := cat.Catalogue()
	all := carddb.All()
	if len(cards) != len(all) {
		t.Fatalf("catalogue has %d cards; carddb has %d", len(cards), len(all))
	}
	implemented := 0
	for i, c := range all {
		got := cards[i]
		t.Run(c.Title, func(t *testing.T) {
			_, impl := onr.Lookup(c.Title)
			if got.ID != c.ID || got.Face.Title != c.Title || got.Type != string(c.Type) || got.Role != string(c.Side) || got.Implemented != impl {
				t.Errorf("catalogue card %d = {%s %q %s %s %v}; want {%s %q %s %s %v}", i, got.ID, got.Face.Title, got.Type, got.Role, got.Implemented, c.ID, c.Title, c.Type, c.Side, impl)
			}
			if want := onr.Face(c); !slices.Equal(got.Face.Text, want.Text) || got.Face.Line != want.Line || got.Face.Stats != want.Stats {
				t.Errorf("face = %+v; want %+v", got.Face, want)
			}
		})
		if got.Implemented {
			implemented++
		}
	}
	if implemented != len(all) {
		t.Errorf("%d of %d cards marked implemented; every card of the pool is", implemented, len(all))
	}
	if n := cat.Notice(); !strings.Contains(n, "Wizards of the Coast") {
		t.Errorf("notice %q does not name the publishers", n)
	}
}

// problem is what a test expects of an engine.DeckProblem.
type problem struct {
	line    int
	card    string
	msg     string // a part of its message
	rule    string
	suggest string // the first suggestion, or ""
}

func TestDeckCheckReportsEveryProblemAtOnce(t *testing.T) {
	tests := []struct {
		name, file string
		role       string
		want       []problem
	}{
		{"a malformed line, an unknown title, a card of the other side, an unimplemented card, a bad count and the size, each reported", "runner-every-problem.txt", "runner", []problem{
			{line: 3, msg: `"Livewire's" is not a count`},
			{line: 4, card: "Wizards Bok", msg: `unknown card "Wizards Bok"`, suggest: "Wizard's Book"},
			{line: 5, card: "Banpei", msg: "Banpei is a corp card", rule: "ONR-3.1"},
			{line: 6, card: "Social Engineering", msg: "Social Engineering is not implemented yet"},
			{line: 7, msg: "count 0 is not between 1 and"},
			{msg: "deck has 7 cards; the minimum is 45", rule: "ONR-3.1, R001"},
		}},
		{"a Corp deck needs 2 agenda points for every 5 cards (ONR-3.2)", "corp-short-of-points.txt", "corp", []problem{
			{msg: "deck of 45 cards has 1 agenda points; it needs at least 18", rule: "ONR-3.2"},
		}},
		{"a deck has at least 45 cards (ONR-3.1)", "runner-too-small.txt", "runner", []problem{
			{msg: "deck has 10 cards; the minimum is 45", rule: "ONR-3.1, R001"},
		}},
		{"a role no seat plays is refused", "runner-too-small.txt", "sponsor", []problem{
			{msg: `no seat plays the role "sponsor"`},
		}},
	}
	// Every card of the data is implemented: the one the files name as not
	// implemented yet is hidden, as in a build without it.
	defer onr.HideDefForTest(hiddenForTest)()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text, err := os.ReadFile(filepath.Join("testdata", "deckcheck", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			got := engine.DeckCheckerOf(onr.Rules).CheckDeck(tc.role, string(text))
			if len(got.Problems) != len(tc.want) {
				t.Fatalf("%d problems, want %d: %+v", len(got.Problems), len(tc.want), got.Problems)
			}
			for i, w := range tc.want {
				p := got.Problems[i]
				first := ""
				if len(p.Suggest) > 0 {
					first = p.Suggest[0]
				}
				if p.Line != w.line || p.Card != w.card || !strings.Contains(p.Msg, w.msg) || p.Rule != w.rule || first != w.suggest {
					t.Errorf("problem %d = %+v; want line %d, card %q, message with %q, rule %q, first suggestion %q", i, p, w.line, w.card, w.msg, w.rule, w.suggest)
				}
			}
		})
	}
}

func TestDeckCheckAcceptsExactlyTheDecksNewTakes(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "deckcheck", "*.txt"))
	type input struct{ name, text string }
	var inputs []input
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, input{filepath.Base(f), string(b)})
	}
	for _, d := range engine.DecksOf(onr.Rules) {
		inputs = append(inputs, input{"shipped " + d.Name, d.Text})
	}
	for _, in := range inputs {
		for _, side := range []onr.Role{onr.Corp, onr.Runner} {
			t.Run(in.name+" as a "+side.String()+" deck", func(t *testing.T) {
				check := onr.CheckDeck(in.text, side, onr.DefaultOptions())
				_, err := onr.ParseDeck("deck", in.text, side, onr.DefaultOptions())
				if (len(check.Problems) == 0) != (err == nil) {
					t.Errorf("CheckDeck found %d problems (%+v); ParseDeck said %v", len(check.Problems), check.Problems, err)
				}
			})
		}
	}
}
