package observe_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
	onrobserve "github.com/datafort/datafort/onr/observe"
	"github.com/datafort/datafort/onr/onrtest"
)

// advanceID is the first id of the advance family, as
// testdata/onr-actions.golden pins it ("advance fort[0] ice[0]").
const advanceID = 14

// fortUpgrades are upgrades to install in one fort, in turn: none a
// region (one a fort), some with abilities to use.
var fortUpgrades = []string{
	"Antiquated Interface Routines", "Dieter Esslin", "Shock Treatment", "Dedicated Response Team",
	"Turbeau Delacroix", "Chester Mix", "Street Enforcer", "Chimera", "Panic Button", "Self-Destruct",
	"Simon Francisco", "Sterdroid", "Red Herrings", "Herman Revista", "Aardvark",
}

// fortTable installs n-1 upgrades, unrezzed, in a new fort, then Hostile
// Takeover: the agenda is the fort's card n-1. The new fort is view slot
// 3, after the central forts.
func fortTable(t *testing.T, seed uint64, n int) *onrtest.Table {
	x := onrtest.New(t, seed)
	fort := int32(onr.NewFort)
	for i := range n - 1 {
		_, fort = x.Install(fort, fortUpgrades[i%len(fortUpgrades)], false)
	}
	x.Install(fort, "Hostile Takeover", false)
	return x.Ready()
}

// checkEveryOption computes the ids of every pending decision of game g
// from the game and from the view (ids: they must agree), and checks that
// each decodes (ActionName), and that an option whose id names the card
// of a fort past its first ONRFortCards names it by a "-fort-more" family,
// by its fort and place. It returns the number of such options.
func checkEveryOption(t *testing.T, g *onr.Game, where string) int {
	t.Helper()
	enc := observe.For(onr.Rules.Name())
	past := 0
	for _, d := range g.Pending() {
		got, err := ids(t, g, d)
		if err != nil {
			t.Fatalf("%s: decision of seat %d %v: %v", where, d.Seat, d.Options, err)
		}
		for i, id := range got {
			name := enc.ActionName(id)
			if id < 0 || id >= enc.NumDistinctActions() || strings.Contains(name, "out of range") {
				t.Fatalf("%s: option %d %+v has id %d %q", where, i, d.Options[i], id, name)
			}
			if d.Kind == engine.Number || d.Options[i].Card == 0 {
				continue
			}
			vp := g.ViewPlace(d.Seat, int32(d.Options[i].Card))
			if vp.Zone != onr.ZoneFort || vp.Pos < onrobserve.ONRFortCards {
				continue
			}
			if !strings.Contains(name, "card[") {
				continue // a family naming no card (steal: the card accessed is implied)
			}
			past++
			verb, rest, _ := strings.Cut(name, " ")
			if card := fmt.Sprintf("fort[%d] card[%d]", vp.Slot, vp.Pos); !strings.HasSuffix(verb, "-fort-more") || !strings.HasPrefix(rest, card) {
				t.Errorf("%s: option %d %+v names card %d of fort slot %d by id %d %q, want a -fort-more family naming %s", where, i, d.Options[i], vp.Pos, vp.Slot, id, name, card)
			}
		}
	}
	return past
}

// TestCardsOfAFortPastTheSixthHaveTheirOwnIds: a fort holds an agenda or
// a node and any number of upgrades. Its cards past the first
// ONRFortCards are named by the "-fort-more" twins of the families with an
// "installed" or a "card" operand, by fort and place (the first
// ONRFortCards keep their old ids), up to ONRFortCards + ONRFortCardsMore;
// past those, the view and the game refuse alike.
func TestCardsOfAFortPastTheSixthHaveTheirOwnIds(t *testing.T) {
	enc := observe.For(onr.Rules.Name())
	most := onrobserve.ONRFortCards + onrobserve.ONRFortCardsMore
	fortPlaces := onrobserve.ONRIce + onrobserve.ONRFortCards
	for _, n := range []int{onrobserve.ONRFortCards, onrobserve.ONRFortCards + 1, most} {
		t.Run(fmt.Sprintf("the agenda a fort holds as its card %d is advanced by its own id", n-1), func(t *testing.T) {
			x := fortTable(t, 1, n)
			d := x.Decision(onr.Corp)
			got, err := ids(t, x.G, d)
			if err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf("advance fort[3] card[%d]", n-1)
			if n > onrobserve.ONRFortCards {
				want = fmt.Sprintf("advance-fort-more fort[3] card[%d]", n-1)
			}
			found := false
			for i, o := range d.Options {
				if o.Verb != onr.VerbAdvance {
					continue
				}
				found = true
				if name := enc.ActionName(got[i]); name != want {
					t.Errorf("option %d %+v has id %d %q, want %q", i, o, got[i], name, want)
				}
				if old := advanceID + 3*fortPlaces + onrobserve.ONRIce + n - 1; n <= onrobserve.ONRFortCards && got[i] != old {
					t.Errorf("the advance of fort[3] card[%d] has id %d, want the old %d", n-1, got[i], old)
				}
			}
			if !found {
				t.Fatalf("the Corp is offered %q, want an advance of Hostile Takeover", x.Options(onr.Corp))
			}
			obs := make([]float32, enc.ObservationSize())
			if err := enc.Observe(x.G.View(d.Seat), obs); err != nil {
				t.Errorf("observation: %v", err)
			}
		})
	}
	t.Run(fmt.Sprintf("random play from a fort of %d cards: every option of every decision has its own id, which names its card, the game's the view's", most), func(t *testing.T) {
		past := 0
		for seed := range uint64(8) {
			x := fortTable(t, seed+1, most)
			rng := engine.NewRNG(seed)
			for step := 0; step < 2000; step++ {
				if _, over := x.G.Result(); over {
					break
				}
				past += checkEveryOption(t, x.G, fmt.Sprintf("seed %d step %d", seed, step))
				if err := engine.Step(x.G, engine.RandomChoice(&rng, x.G.Pending()[0])); err != nil {
					t.Fatalf("seed %d step %d: %v", seed, step, err)
				}
			}
		}
		if past == 0 {
			t.Fatal("no option named a card of a fort past its first cards")
		}
		t.Logf("%d options named a card of a fort past its first %d", past, onrobserve.ONRFortCards)
	})
	t.Run(fmt.Sprintf("past the most the encoding names (%d cards), the view and the game refuse alike", most), func(t *testing.T) {
		x := fortTable(t, 1, most+1)
		_, err := ids(t, x.G, x.Decision(onr.Corp))
		if want := fmt.Sprintf("holds 0 ice and %d cards, the encoding %d and %d", most+1, onrobserve.ONRIce, most); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want %q", err, want)
		}
	})
}

// fortSeed is an every-card game (setup seed fortSeed+1, random choices
// from engine.NewRNG(fortSeed), as TestActionIdsFromTheGameAreTheViewsIds
// plays) in which a fort comes to hold 7 cards, and options name the 7th:
// 3 of 120,000 such games reach 7 (docs/agent.md).
const fortSeed = 80427

// TestARandomEveryCardGameWhoseFortPassesSixCardsEncodes plays fortSeed's
// every-card game, which the encoding once refused when a fort came to
// hold a seventh card: every option of every decision has its own id, the
// game's the view's, decodable.
func TestARandomEveryCardGameWhoseFortPassesSixCardsEncodes(t *testing.T) {
	corp, runner, err := onr.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	eg, err := onr.Rules.New(engine.Setup{Seed: fortSeed + 1, Decks: []string{corp, runner}})
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*onr.Game)
	rng := engine.NewRNG(fortSeed)
	most, past := 0, 0
	for step := 0; ; step++ {
		if _, over := g.Result(); over {
			break
		}
		if step > 100000 {
			t.Fatalf("step %d: the game goes on", step)
		}
		for k := range g.State().Forts {
			if f := &g.State().Forts[k]; !f.Gone {
				most = max(most, len(f.Cards))
			}
		}
		past += checkEveryOption(t, g, fmt.Sprintf("step %d", step))
		if err := engine.Step(g, engine.RandomChoice(&rng, g.Pending()[0])); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
	if most <= onrobserve.ONRFortCards || past == 0 {
		t.Fatalf("the game's forts held at most %d cards, %d options named one past the first %d: it no longer tests them (find another seed)", most, past, onrobserve.ONRFortCards)
	}
	t.Logf("a fort held %d cards; %d options named a card past the first %d", most, past, onrobserve.ONRFortCards)
}
