package prompt_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest" // registers the toy
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the ONR card definitions
	"github.com/datafort/datafort/prompt"
)

// newGame is ONR seed 1 at the Corp's first action: HQ holds Fetch 4.0.1
// (#92) and Laser Wire (#93); the Runner's hand is hidden from the Corp.
func newGame(t *testing.T) *onr.Game {
	t.Helper()
	g, err := onr.New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestBuildGroupsOptionsByCard(t *testing.T) {
	g := newGame(t)
	d, _ := engine.DecisionFor(g, 0)
	pd := prompt.Build(g, d)
	if pd.Count != len(d.Options) || pd.Groups[0].Title != "General" {
		t.Fatalf("decision %+v", pd)
	}
	n := 0
	seen := map[int]bool{}
	for _, gr := range pd.Groups {
		if seen[gr.Card] {
			t.Errorf("card %d has two groups", gr.Card)
		}
		seen[gr.Card] = true
		for _, o := range gr.Options {
			n++
			if o.N != n {
				t.Errorf("option %q is numbered %d, want %d (numbers run through the groups)", o.Label, o.N, n)
			}
			if o.Card != gr.Card {
				t.Errorf("option %q of card %d is in the group of card %d", o.Label, o.Card, gr.Card)
			}
			if got, ok := pd.Option(o.N); !ok || got.I != o.I {
				t.Errorf("Option(%d) = %+v, want option index %d", o.N, got, o.I)
			}
			if strings.HasPrefix(o.Label, "draw") && o.Cost != "1 action" {
				t.Errorf("draw costs %q, want 1 action", o.Cost)
			}
		}
	}
	if _, ok := pd.Option(n + 1); ok {
		t.Errorf("Option(%d) found past the last", n+1)
	}
}

func TestLookupCard(t *testing.T) {
	g := newGame(t)
	tests := []struct {
		name  string
		seat  engine.Seat
		query string
		want  string // in the card's lines, or in the error
		err   bool
	}{
		{name: "a card in the seat's own hand is shown by handle", seat: 0, query: "#93", want: "Laser Wire — Ice: Wall"},
		{name: "a card hidden from the seat is not shown by handle", seat: 1, query: "#93", want: "card #93 is not one you can see", err: true},
		{name: "a spectator sees no card in HQ", seat: engine.NoSeat, query: "#92", want: "not one you can see", err: true},
		{name: "a title shows the printed card, whatever the game holds", seat: 1, query: "wall of static", want: "rez 3 · strength 2"},
		{name: "a subroutine is shown with its arrow", seat: 1, query: "Wall of Static", want: "  ↳ End the run."},
		{name: "an unknown title is an error naming it", seat: 0, query: "No Such Card", want: `no card is called "No Such Card"`, err: true},
		{name: "a handle that is not a number is an error", seat: 0, query: "#x", want: `"#x" is not a card number`, err: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := prompt.LookupCard(g, tt.seat, tt.query)
			if tt.err {
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("LookupCard(%q): %v, want an error containing %q", tt.query, err, tt.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if text := strings.Join(c.Lines(), "\n"); !strings.Contains(text, tt.want) {
				t.Errorf("LookupCard(%q):\n%s\nwant %q", tt.query, text, tt.want)
			}
		})
	}
}

// TestGameWithoutFaces checks the fall-backs for a game that implements
// neither engine.OptionHelper nor engine.CardFaces (enginetest's toy):
// options labelled by Describe alone, and no card texts.
func TestGameWithoutFaces(t *testing.T) {
	rs, err := engine.Lookup(enginetest.ToyName)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rs.New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := g.(engine.OptionHelper); ok {
		t.Fatal("the toy explains its options; pick a game that does not")
	}
	if _, ok := g.(engine.CardFaces); ok {
		t.Fatal("the toy has card faces; pick a game that has none")
	}
	d := g.Pending()[0]
	pd := prompt.Build(g, d)
	t.Run("options are labelled by Describe, with no cost, text or warning", func(t *testing.T) {
		if len(pd.Groups) != 1 || pd.Groups[0].Title != "General" || len(pd.Groups[0].Options) != len(d.Options) {
			t.Fatalf("groups %+v, want one General group of %d options", pd.Groups, len(d.Options))
		}
		for _, o := range pd.Groups[0].Options {
			if want := g.Describe(d, o.I); o.Label != want || o.Cost != "" || o.Text != "" || o.Warn != "" {
				t.Errorf("option %d: %+v, want label %q and nothing else", o.I, o, want)
			}
		}
	})
	t.Run("a card lookup says the game has no card texts", func(t *testing.T) {
		for _, q := range []string{"#1", "Wall of Static"} {
			if _, err := prompt.LookupCard(g, d.Seat, q); err == nil || err.Error() != "this game has no card texts" {
				t.Errorf("LookupCard(%q): %v, want \"this game has no card texts\"", q, err)
			}
		}
	})
}

// TestOptionTextLines checks that every option's printed text is also
// given rendered for people, through the game's engine.PrintedTexts: one
// line per line of the text, with ONR's markers ("[bit]", "[subroutine]")
// shown as symbols, over the first 400 decisions of a seeded ONR game.
func TestOptionTextLines(t *testing.T) {
	g := newGame(t)
	rng := engine.NewRNG(5)
	texts, bits := 0, 0
	for step := 0; step < 400 && len(g.Pending()) > 0; step++ {
		for _, d := range g.Pending() {
			for _, gr := range prompt.Build(g, d).Groups {
				for _, o := range gr.Options {
					if o.Text == "" {
						if o.Lines != nil {
							t.Errorf("option %q has no text but lines %q", o.Label, o.Lines)
						}
						continue
					}
					texts++
					joined := strings.Join(o.Lines, "\n")
					if len(o.Lines) != strings.Count(o.Text, "\n")+1 || strings.Contains(joined, "[bit]") || strings.Contains(joined, "[subroutine]") {
						t.Errorf("option %q: text %q rendered as %q", o.Label, o.Text, o.Lines)
					}
					if strings.Contains(o.Text, "[bit]") {
						bits++
						if !strings.Contains(joined, "¤") {
							t.Errorf("option %q: text %q rendered as %q, with no ¤", o.Label, o.Text, o.Lines)
						}
					}
				}
			}
		}
		d := g.Pending()[0]
		c := engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(max(len(d.Options), 1))}
		if d.Kind == engine.Number {
			c.Number = d.Min
		}
		if err := engine.Step(g, c); err != nil {
			t.Fatal(err)
		}
	}
	if texts == 0 || bits == 0 {
		t.Fatalf("%d options with a text, %d with [bit]: the game shows too few to check", texts, bits)
	}
	t.Logf("%d option texts checked, %d with [bit]", texts, bits)
}
