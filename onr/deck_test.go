package onr_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/deck"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	_ "github.com/datafort/datafort/onr/cards"
)

// ttDeckErrors flattens the error returned by onr.ParseDeck (an errors.Join
// of *deck.Error) into its parts.
func ttDeckErrors(t *testing.T, err error) []*deck.Error {
	t.Helper()
	var out []*deck.Error
	var walk func(error)
	walk = func(e error) {
		if e == nil {
			return
		}
		if m, ok := e.(interface{ Unwrap() []error }); ok {
			for _, x := range m.Unwrap() {
				walk(x)
			}
			return
		}
		var de *deck.Error
		if !errors.As(e, &de) {
			t.Fatalf("error %v (%T) is not a *deck.Error", e, e)
		}
		out = append(out, de)
	}
	walk(err)
	return out
}

// ttCorpDeck is a Corp deck of size cards holding points agenda points:
// points copies of Hostile Takeover (1 point each) and Wall of Static.
func ttCorpDeck(size, points int) string {
	return fmt.Sprintf("%d Hostile Takeover\n%d Wall of Static\n", points, size-points)
}

// ttRunnerDeck is a Runner deck of size copies of Livewire's Contacts.
func ttRunnerDeck(size int) string {
	return fmt.Sprintf("%d Livewire's Contacts\n", size)
}

// ttUnimplemented returns the title of a card of side that is in the card
// data but has no definition.
func ttUnimplemented(t *testing.T, side carddb.Side) string {
	t.Helper()
	for _, c := range carddb.All() {
		if c.Side != side {
			continue
		}
		if _, ok := onr.Lookup(c.Title); !ok && !strings.ContainsAny(c.Title, "#/") {
			return c.Title
		}
	}
	t.Skip("every card of the side is implemented")
	return ""
}

func TestRulesDeckConstruction(t *testing.T) {
	def := onr.DefaultOptions()
	down, err := onr.ParseOptions(map[string]string{"agenda-rounding": "down"})
	if err != nil {
		t.Fatal(err)
	}
	// A legal deck parses to exactly its cards; an illegal one reports the
	// rule broken.
	cases := []struct {
		name string
		side onr.Role
		text string
		opts onr.Options
		rule string // "" for a legal deck
		size int
	}{
		{"ONR-3.1 R001 a Runner deck of 45 cards is legal", onr.Runner, ttRunnerDeck(45), def, "", 45},
		{"ONR-3.1 R001 a Runner deck of 44 cards is too small (not the printed 40)", onr.Runner, ttRunnerDeck(44), def, "ONR-3.1, R001", 0},
		{"ONR-3.1 R001 a Runner deck of 40 cards is too small", onr.Runner, ttRunnerDeck(40), def, "ONR-3.1, R001", 0},
		{"ONR-3.2 OPEN 2 a Corp deck of 44 cards is too small", onr.Corp, ttCorpDeck(44, 18), def, "ONR-3.2, OPEN 2", 0},
		{"ONR-3.2 a Corp deck of 45 cards with 18 agenda points is legal", onr.Corp, ttCorpDeck(45, 18), def, "", 45},
		{"ONR-3.2 a Corp deck of 45 cards with 17 agenda points is illegal", onr.Corp, ttCorpDeck(45, 17), def, "ONR-3.2", 0},
		{"ONR-3.2 50 cards need 20 agenda points", onr.Corp, ttCorpDeck(50, 19), def, "ONR-3.2", 0},
		{"ONR-3.2 OPEN 3 46 cards round up to 20 agenda points by default", onr.Corp, ttCorpDeck(46, 19), def, "ONR-3.2", 0},
		{"ONR-3.2 OPEN 3 46 cards with 20 agenda points is legal", onr.Corp, ttCorpDeck(46, 20), def, "", 46},
		{"ONR-3.2 OPEN 3 agenda-rounding=down: 46 cards need 18 agenda points", onr.Corp, ttCorpDeck(46, 18), down, "", 46},
		{"ONR-3.2 OPEN 3 agenda-rounding=down: 46 cards with 17 agenda points is illegal", onr.Corp, ttCorpDeck(46, 17), down, "ONR-3.2", 0},
		{"ONR-3.2 agenda-rounding=down still needs 20 points for 50 cards", onr.Corp, ttCorpDeck(50, 19), down, "ONR-3.2", 0},
		{"ONR-3.1 a Runner deck holds Runner cards only", onr.Runner, ttRunnerDeck(45) + "1 Hostile Takeover\n", def, "ONR-3.1", 0},
		{"ONR-3.2 a Corp deck holds Corp cards only", onr.Corp, ttCorpDeck(45, 18) + "1 Dwarf\n", def, "ONR-3.2", 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			l, err := onr.ParseDeck("test.txt", tc.text, tc.side, tc.opts)
			if tc.rule == "" {
				if err != nil {
					t.Fatalf("legal deck rejected: %v", err)
				}
				if len(l) != tc.size {
					t.Fatalf("deck has %d cards, want %d", len(l), tc.size)
				}
				return
			}
			if err == nil {
				t.Fatalf("illegal deck accepted")
			}
			errs := ttDeckErrors(t, err)
			if len(errs) != 1 {
				t.Fatalf("want one error, got %d: %v", len(errs), err)
			}
			if e := errs[0]; e.File != "test.txt" || !strings.Contains(e.Rule, tc.rule) {
				t.Fatalf("error %q: file %q rule %q, want file test.txt and rule %s", e, e.File, e.Rule, tc.rule)
			}
		})
	}
}

func TestRulesDeckErrorsNameFileLineAndRule(t *testing.T) {
	unimpl := ttUnimplemented(t, carddb.Runner)
	cases := []struct {
		name string
		text string
		line int
		rule string
		msg  string
	}{
		{"ONR-3.1 a card of the wrong side is named by line and rule", ttRunnerDeck(45) + "\n# corp card\n2 Hostile Takeover\n", 4, "ONR-3.1", "Hostile Takeover"},
		{"ONR-3 an unknown title is named by line", "2 No Such Card Anywhere\n" + ttRunnerDeck(45), 1, "", "No Such Card Anywhere"},
		{"ONR-3 an unimplemented card is named by line", ttRunnerDeck(45) + "1 " + unimpl + "\n", 2, "", "not implemented"},
		{"ONR-3.1 R001 the minimum size names the file and the rule", ttRunnerDeck(30), 0, "R001", "minimum is 45"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := onr.ParseDeck("decks/mine.txt", tc.text, onr.Runner, onr.DefaultOptions())
			if err == nil {
				t.Fatal("deck accepted")
			}
			errs := ttDeckErrors(t, err)
			if len(errs) != 1 {
				t.Fatalf("want one error, got %v", err)
			}
			e := errs[0]
			if e.File != "decks/mine.txt" || e.Line != tc.line || !strings.Contains(e.Rule, tc.rule) || !strings.Contains(e.Msg, tc.msg) {
				t.Fatalf("error %q: file %q line %d rule %q; want decks/mine.txt line %d rule %q mentioning %q", e, e.File, e.Line, e.Rule, tc.line, tc.rule, tc.msg)
			}
			want := fmt.Sprintf("decks/mine.txt:%d:", tc.line)
			if tc.line == 0 {
				want = "decks/mine.txt:"
			}
			if !strings.HasPrefix(err.Error(), want) {
				t.Fatalf("message %q does not start with %q", err, want)
			}
			if tc.rule != "" && !strings.Contains(err.Error(), "("+e.Rule+")") {
				t.Fatalf("message %q does not name the rule %q", err, e.Rule)
			}
		})
	}

	t.Run("ONR-3 every bad line is reported, not only the first", func(t *testing.T) {
		text := "1 Hostile Takeover\n" + ttRunnerDeck(45) + "3 Nope Not A Card\n"
		_, err := onr.ParseDeck("x.txt", text, onr.Runner, onr.DefaultOptions())
		errs := ttDeckErrors(t, err)
		if len(errs) != 2 || errs[0].Line != 1 || errs[1].Line != 3 {
			t.Fatalf("want errors on lines 1 and 3, got %v", err)
		}
	})
}

func TestRulesNewChecksDecks(t *testing.T) {
	t.Run("ONR-3.1 R001 onr.New rejects a Runner deck below 45 cards, naming the deck", func(t *testing.T) {
		_, err := onr.New(engine.Setup{Seed: 1, Decks: []string{"", ttRunnerDeck(44)}, DeckNames: []string{"", "short.txt"}})
		if err == nil || !strings.Contains(err.Error(), "short.txt") || !strings.Contains(err.Error(), "R001") {
			t.Fatalf("err = %v, want a R001 error naming short.txt", err)
		}
	})
	t.Run("ONR-3.2 onr.New rejects a Corp deck short of agenda points", func(t *testing.T) {
		_, err := onr.New(engine.Setup{Seed: 1, Decks: []string{ttCorpDeck(45, 17), ""}, DeckNames: []string{"few.txt", ""}})
		if err == nil || !strings.Contains(err.Error(), "few.txt") || !strings.Contains(err.Error(), "ONR-3.2") {
			t.Fatalf("err = %v, want an ONR-3.2 error naming few.txt", err)
		}
	})
	t.Run("ONR-3 onr.New accepts legal decks and deals from them", func(t *testing.T) {
		g, err := onr.New(engine.Setup{Seed: 1, Decks: []string{ttCorpDeck(45, 18), ttRunnerDeck(45)}})
		if err != nil {
			t.Fatal(err)
		}
		s := g.State()
		if n := len(s.Cards) - 1; n != 90 {
			t.Fatalf("%d cards in the game, want 45+45", n)
		}
		for _, c := range s.Players[runnerSeat].Hand {
			if g.Title(c) != "Livewire's Contacts" {
				t.Fatalf("Runner drew %s, not from his deck", g.Title(c))
			}
		}
	})
	t.Run("ONR-3.1 OPEN 2 option min-deck lowers the minimum", func(t *testing.T) {
		setup := engine.Setup{Seed: 1, Decks: []string{"", ttRunnerDeck(40)}, Options: map[string]string{"min-deck": "40"}}
		if _, err := onr.New(setup); err != nil {
			t.Fatalf("40-card deck with min-deck=40: %v", err)
		}
	})
	t.Run("ONR-3.2 OPEN 3 option agenda-rounding=down reaches onr.New", func(t *testing.T) {
		setup := engine.Setup{Seed: 1, Decks: []string{ttCorpDeck(46, 18), ""}}
		if _, err := onr.New(setup); err == nil {
			t.Fatal("46 cards with 18 points accepted with rounding up")
		}
		setup.Options = map[string]string{"agenda-rounding": "down"}
		if _, err := onr.New(setup); err != nil {
			t.Fatalf("46 cards with 18 points and rounding down: %v", err)
		}
	})
}

func TestRulesDefaultDecksAreLegal(t *testing.T) {
	for _, tc := range []struct {
		file string
		side onr.Role
	}{{onr.DefaultCorpDeck, onr.Corp}, {onr.DefaultRunnerDeck, onr.Runner}} {
		t.Run("ONR-3 "+tc.file+" is a legal "+tc.side.String()+" deck", func(t *testing.T) {
			text, err := onr.DeckText(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			l, err := onr.ParseDeck(tc.file, text, tc.side, onr.DefaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			if len(l) < 45 {
				t.Fatalf("%d cards", len(l))
			}
			points := 0
			for _, d := range l {
				if string(d.Card().Side) != tc.side.String() {
					t.Fatalf("%s in a %s deck", d.Title, tc.side)
				}
				if p := d.Card().AgendaPoints; p != nil {
					points += *p
				}
			}
			if need := 2 * ((len(l) + 4) / 5); tc.side == onr.Corp && points < need {
				t.Fatalf("%d agenda points, need %d", points, need)
			}
		})
	}
}

func TestRulesParseOptions(t *testing.T) {
	cases := []struct {
		name string
		in   map[string]string
		ok   bool
		want func(onr.Options) bool
	}{
		{"defaults: min-deck 45, round up", nil, true, func(o onr.Options) bool { return o.MinDeck == 45 && !o.AgendaRoundDown }},
		{"agenda-rounding=down", map[string]string{"agenda-rounding": "down"}, true, func(o onr.Options) bool { return o.AgendaRoundDown }},
		{"agenda-rounding=up", map[string]string{"agenda-rounding": "up"}, true, func(o onr.Options) bool { return !o.AgendaRoundDown }},
		{"min-deck=50", map[string]string{"min-deck": "50"}, true, func(o onr.Options) bool { return o.MinDeck == 50 }},
		{"unknown option rejected", map[string]string{"min-dek": "45"}, false, nil},
		{"unknown option rejected among known ones", map[string]string{"min-deck": "45", "mulligan": "yes"}, false, nil},
		{"bad agenda-rounding value rejected", map[string]string{"agenda-rounding": "sideways"}, false, nil},
		{"min-deck=0 rejected", map[string]string{"min-deck": "0"}, false, nil},
		{"min-deck not a number rejected", map[string]string{"min-deck": "lots"}, false, nil},
	}
	for _, tc := range cases {
		t.Run("ONR-3 options: "+tc.name, func(t *testing.T) {
			o, err := onr.ParseOptions(tc.in)
			if (err == nil) != tc.ok {
				t.Fatalf("err = %v, want ok=%v", err, tc.ok)
			}
			if tc.ok && !tc.want(o) {
				t.Fatalf("options %+v", o)
			}
		})
	}
	t.Run("ONR-3 onr.New rejects an unknown option", func(t *testing.T) {
		if _, err := onr.New(engine.Setup{Seed: 1, Options: map[string]string{"no-such-option": "1"}}); err == nil {
			t.Fatal("accepted")
		}
	})
}
