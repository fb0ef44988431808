package nsg_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/carddb"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// TestCatalogue: the card browser's list holds every card of the data once,
// by code, each implemented exactly when the game defines it, with its
// face and side, under the data's notice.
func TestCatalogue(t *testing.T) {
	cat := engine.CatalogueOf(nsg.Ruleset{})
	if cat == nil {
		t.Fatal("nsg has no Catalogue")
	}
	cards := cat.Catalogue()
	all := carddb.All()
	t.Run("every card of the data is listed once, by code", func(t *testing.T) {
		if len(cards) != len(all) {
			t.Fatalf("%d cards, the data has %d", len(cards), len(all))
		}
		for i, c := range cards {
			if c.ID != all[i].Code || c.Face.Title != all[i].Title {
				t.Errorf("card %d: %s %q, want %s %q", i, c.ID, c.Face.Title, all[i].Code, all[i].Title)
			}
		}
	})
	t.Run("a card is implemented exactly when the game defines it", func(t *testing.T) {
		impl := 0
		for _, c := range cards {
			if c.Implemented != (nsg.Lookup(c.Face.Title) != nil) {
				t.Errorf("%s: implemented %v", c.Face.Title, c.Implemented)
			}
			if c.Implemented {
				impl++
			}
		}
		if want := len(nsg.Implemented()); impl != want || impl == 0 || impl == len(cards) {
			t.Errorf("%d implemented of %d, the game defines %d", impl, len(cards), want)
		}
	})
	faces := []struct {
		title, line, stats, role string
	}{
		{"Palisade", "Ice: Barrier", "rez 3 · strength 2 · influence 0", "corp"},
		{"Offworld Office", "Agenda: Expansion", "advancement 4 · agenda points 2 · influence 0", "corp"},
		{"Cleaver", "Program: Icebreaker - Fracter", "install 3 · strength 3 · memory 1 · influence 2", "runner"},
		{"The Catalyst: Convention Breaker", "Identity: Natural", "link 0 · deck 30", "runner"},
	}
	for _, tc := range faces {
		t.Run("the face of "+tc.title+" reads "+tc.line+", "+tc.stats, func(t *testing.T) {
			i := slices.IndexFunc(cards, func(c engine.CatalogueCard) bool { return c.Face.Title == tc.title })
			if i < 0 {
				t.Fatalf("%s not listed", tc.title)
			}
			c := cards[i]
			if c.Face.Line != tc.line || c.Face.Stats != tc.stats || c.Role != tc.role || len(c.Face.Text) == 0 {
				t.Errorf("%+v, want line %q, stats %q, role %q and a text", c, tc.line, tc.stats, tc.role)
			}
		})
	}
	t.Run("the notice is the data's", func(t *testing.T) {
		if n := cat.Notice(); n == "" || n != carddb.Notice() {
			t.Errorf("notice %q", n)
		}
	})
}

// TestCheckDeck: the deck builder's check reports every problem of a list
// at once with its line and rule, tells a card not in the data (with a
// did-you-mean) from one not implemented, and agrees with New: a list is
// refused by New exactly when its check has problems.
func TestCheckDeck(t *testing.T) {
	tests := []struct {
		name, file, role string
		rules            []string // the rules cited, in order
		lines            []int
		suggest          string // a title the unknown card's problem suggests
	}{
		{"a System Gateway deck is legal", "legal-runner.txt", "runner", nil, nil, ""},
		{"a card not in the data is unknown, with a did-you-mean", "unknown-card.txt", "runner", []string{"Datafort card_unknown"}, []int{18}, "Sure Gamble"},
		{"a card in the data without behaviour is not implemented (and not of the System Gateway box)", "not-implemented.txt", "runner",
			[]string{"Datafort format_product", "Datafort card_not_implemented"}, []int{18, 18}, ""},
		{"a card of the other side is disallowed", "other-side-card.txt", "runner", []string{"CR 1.4.4 rule_disallowed_cards"}, []int{18}, ""},
		{"a Corp identity in a Runner deck is of the other side", "corp-identity.txt", "runner",
			[]string{"Datafort deck_side", "CR 1.4.3 rule_minimum_deck_size"}, []int{1, 1}, ""},
		{"a deck under the identity's minimum size is refused", "too-small.txt", "runner", []string{"CR 1.4.3 rule_minimum_deck_size"}, []int{1}, ""},
		{"an identity alone has no cards", "identity-only.txt", "runner", []string{"CR 1.4.3 rule_minimum_deck_size", "Datafort deck_empty"}, []int{1, 0}, ""},
		{"every problem is reported at once", "every-problem-at-once.txt", "runner",
			[]string{"CR 1.4.3 rule_minimum_deck_size", "Datafort card_unknown", "Datafort format_product", "Datafort card_not_implemented", "CR 1.4.4 rule_disallowed_cards"},
			[]int{1, 2, 3, 3, 4}, "Sure Gamble"},
		{"a role no seat plays is a problem", "legal-runner.txt", "sponsor", []string{""}, []int{0}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("testdata", "decks", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			res := nsg.Ruleset{}.CheckDeck(tc.role, string(b))
			var rules []string
			var lines []int
			suggested := false
			for _, p := range res.Problems {
				rules = append(rules, p.Rule)
				lines = append(lines, p.Line)
				if slices.Contains(p.Suggest, tc.suggest) {
					suggested = true
				}
			}
			if !slices.Equal(rules, tc.rules) || !slices.Equal(lines, tc.lines) {
				t.Errorf("rules %q at lines %v, want %q at %v; problems %+v", rules, lines, tc.rules, tc.lines, res.Problems)
			}
			if tc.suggest != "" && !suggested {
				t.Errorf("no problem suggests %q: %+v", tc.suggest, res.Problems)
			}
			if tc.role != "runner" {
				return
			}
			_, err = nsg.Ruleset{}.New(engine.Setup{Seed: 1, Decks: []string{"", string(b)}})
			if (err != nil) != (len(res.Problems) > 0) {
				t.Errorf("New: %v, with %d problems", err, len(res.Problems))
			}
		})
	}
}

// TestFormatsAndPoints: the options "format" and "points": the starter
// format by default and its beginner games to 6 points; full construction
// refuses the starter identities; the casual format takes a small deck.
func TestFormatsAndPoints(t *testing.T) {
	small := "1 The Catalyst: Convention Breaker\n3 Sure Gamble\n"
	tests := []struct {
		name    string
		opts    map[string]string
		runner  string
		refused string // a part of New's error, "" when it starts
		winsAt  int32  // the agenda points that end the game
	}{
		{"the starter format plays to 7 by default", nil, "", "", 7},
		{"a beginner game of the starter format plays to 6", map[string]string{"points": "6"}, "", "", 6},
		{"full construction has no beginner games", map[string]string{"format": "standard", "points": "6"}, "", "option points", 0},
		{"full construction refuses the starter identities (CR 1.4.1a)", map[string]string{"format": "standard"}, "", "rule_gateway_identities", 0},
		{"the casual format takes a small deck", map[string]string{"format": "casual"}, small, "", 7},
		{"the starter format refuses a small deck", nil, small, "rule_minimum_deck_size", 0},
		{"an unknown format is refused", map[string]string{"format": "eternal"}, "", "option format", 0},
		{"an unknown score is refused", map[string]string{"points": "5"}, "", "option points", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := nsg.Ruleset{}.New(engine.Setup{Seed: 3, Decks: []string{"", tc.runner}, Options: tc.opts})
			if tc.refused != "" {
				if err == nil || !strings.Contains(err.Error(), tc.refused) {
					t.Fatalf("New: %v, want an error naming %q", err, tc.refused)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			b, err := g.(*nsg.Game).MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			if l, err := (nsg.Ruleset{}).Load(b); err != nil || l.(*nsg.Game).State().WinPoints != g.(*nsg.Game).State().WinPoints {
				t.Fatalf("the save does not keep the score to win: %v", err)
			}
			for _, points := range []int32{tc.winsAt - 1, tc.winsAt} {
				x := &nsgtest.Table{T: t, G: g.Clone().(*nsg.Game)}
				x.Choose(nsgtest.Corp, "nsg-keep", 0, 0)
				x.Choose(nsgtest.Runner, "nsg-keep", 0, 0)
				s := x.St()
				for range points {
					s.AddCard("Superconducting Hub", nsg.ZoneScore, 0, false) // 1 point
				}
				// The Corp passes its first window and clicks for a credit:
				// a checkpoint on the way ends a game won (CR 1.7.1). The
				// points were added out of band, so the steps are applied
				// without the table's check after each.
				for range 10 {
					if _, over := x.G.Result(); over {
						break
					}
					d := x.G.Pending()[0]
					i := max(nsgtest.Find(d, "nsg-credit", 0, 0), 0)
					if _, err := x.G.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}); err != nil {
						t.Fatal(err)
					}
				}
				res, over := x.G.Result()
				if over != (points == tc.winsAt) || over && (res.Winners[0] != nsgtest.Corp || res.Reason != "agenda points") {
					t.Errorf("at %d points: over %v (%+v), the game is won at %d", points, over, res, tc.winsAt)
				}
			}
		})
	}
}
