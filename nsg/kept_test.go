package nsg_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/cards"
)

// TestKeptFactsAreTheLongWay plays random games (the default decks, the
// fuzz decks of every card and of subsets) and holds what the state keeps
// to spare searches to the long way after every choice, in the game, in
// its clones and in its saves: the card of each id, each card's and
// identity's definition, each card's sight, the sight a choice keeps for
// the next (at each choice), and (at every call, inside the steps) the
// installed cards a checkpoint reads, the static-condition abilities it
// looks at, the cards with abilities usable in any paid-ability window
// and, at each checkpoint that skips
// uniqueness and the memory limit for cards as they were, what those
// would do.
func TestKeptFactsAreTheLongWay(t *testing.T) {
	rs := nsg.Ruleset{}
	every, err := rs.EveryCardDecks(rs.FuzzOptions(nil))
	if err != nil {
		t.Fatal(err)
	}
	type game struct {
		name  string
		setup engine.Setup
	}
	var games []game
	for seed := uint64(1); seed <= 8; seed++ {
		games = append(games, game{fmt.Sprintf("default decks, seed %d", seed), engine.Setup{Seed: seed}})
	}
	for seed := uint64(1); seed <= 6; seed++ {
		games = append(games, game{fmt.Sprintf("every card, seed %d", seed), engine.Setup{Seed: seed, Decks: every, Options: rs.FuzzOptions(nil)}})
	}
	for seed := uint64(1); seed <= 16; seed++ {
		decks, err := rs.SubsetDecks(rs.FuzzOptions(nil), seed)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, game{fmt.Sprintf("subset decks, seed %d", seed), engine.Setup{Seed: seed, Decks: decks, Options: rs.FuzzOptions(nil)}})
	}
	for _, tc := range games {
		t.Run(tc.name, func(t *testing.T) {
			defer nsg.CheckInstalledForTest(func(s string) { t.Helper(); t.Fatal(s) })()
			defer nsg.CheckSightForTest(func(s string) { t.Helper(); t.Fatal(s) })()
			defer nsg.CheckQuietForTest(func(s string) { t.Helper(); t.Fatal(s) })()
			defer nsg.CheckStaticsForTest(func(s string) { t.Helper(); t.Fatal(s) })()
			defer nsg.CheckPaidsForTest(func(s string) { t.Helper(); t.Fatal(s) })()
			eg, err := rs.New(tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*nsg.Game)
			rng := engine.NewRNG(tc.setup.Seed)
			for step := 0; step < 6000; step++ {
				if d := nsg.KeptDifferenceForTest(nsg.StateOfForTest(g)); d != "" {
					t.Fatalf("step %d: %s", step, d)
				}
				switch step % 100 {
				case 37: // go on with a clone
					g = g.Clone().(*nsg.Game)
				case 71: // go on with a save read back
					b, err := g.MarshalBinary()
					if err != nil {
						t.Fatal(err)
					}
					back, err := rs.Load(b)
					if err != nil {
						t.Fatal(err)
					}
					g = back.(*nsg.Game)
				}
				if _, over := g.Result(); over {
					return
				}
				d := g.Pending()[0]
				if _, err := g.Apply(engine.RandomChoice(&rng, d)); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestKeptDefinitionFollowsTheTitle: a card or identity whose title is set
// anew (an information state's sample deals hidden cards titles) has the
// definition of its new title, not the one kept for the old.
func TestKeptDefinitionFollowsTheTitle(t *testing.T) {
	eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := eg.(*nsg.Game).State()
	t.Run("a card's new title gives its definition", func(t *testing.T) {
		a, b := &s.Cards[0], &s.Cards[len(s.Cards)-1]
		if a.Title == b.Title {
			t.Fatalf("the first and last cards are both %q", a.Title)
		}
		if d := nsg.KeptDifferenceForTest(s); d != "" { // the definitions are kept
			t.Fatal(d)
		}
		a.Title = b.Title
		if d := nsg.KeptDifferenceForTest(s); d != "" {
			t.Fatal(d)
		}
	})
	t.Run("an identity's new title gives its definition", func(t *testing.T) {
		s.Identity[s.Corp], s.Identity[s.Runner] = s.Identity[s.Runner], s.Identity[s.Corp]
		if d := nsg.KeptDifferenceForTest(s); d != "" {
			t.Fatal(d)
		}
	})
}

// TestKeptSightIsTakenAgainAfterAChange: a choice reads the sight the last
// one left (Game.seen) only when nothing changed the game in between; a
// board changed through Game.State between two choices is the next
// choice's sight before it, so that a card shown by the change is not
// taken for one the choice revealed.
func TestKeptSightIsTakenAgainAfterAChange(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(s *nsg.State, seat engine.Seat)
	}{
		{"the cards of the Corp's hand removed from the game through State", func(s *nsg.State, seat engine.Seat) { s.Clear(nsg.ZoneHQ) }},
		{"the cards of the Runner's grip removed from the game through State", func(s *nsg.State, seat engine.Seat) { s.Clear(nsg.ZoneGrip) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*nsg.Game)
			rng := engine.NewRNG(3)
			for step := 0; step < 3000; step++ {
				if _, over := g.Result(); over {
					break
				}
				d := g.Pending()[0]
				credit := -1
				for i, o := range d.Options {
					if d.Kind == engine.Select && o.Verb.String() == "nsg-credit" {
						credit = i
					}
				}
				if s := nsg.StateOfForTest(g); credit < 0 || s.Clicks[d.Seat] < 2 {
					if _, err := g.Apply(engine.RandomChoice(&rng, d)); err != nil {
						t.Fatal(err)
					}
					continue
				}
				tc.change(g.State(), d.Seat)
				if _, err := g.Apply(engine.Choice{Seat: d.Seat, Decision: d.ID, Option: credit}); err != nil {
					t.Fatal(err)
				}
				if eff, _ := g.LastEffect(); eff.Revealed {
					t.Fatalf("step %d: a credit gained after the change is flagged Revealed: %+v", step, eff)
				}
				return
			}
			t.Fatal("no credit action with two clicks left in the game")
		})
	}
}

// TestKeptAbilityKindsAreTheLongWay: what each definition keeps from its
// abilities and subtypes (the kinds of its abilities, whether it is a
// console), read by every checkpoint, is what a scan of them says, for
// every card and stand-in defined.
func TestKeptAbilityKindsAreTheLongWay(t *testing.T) {
	if d := nsg.DerivedDifferenceForTest(); d != "" {
		t.Fatal(d)
	}
}
