package observe_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
	onrobserve "github.com/datafort/datafort/onr/observe"
)

// fortSeed is an every-card table of six seats (setup seed fortSeed+1,
// random choices from engine.NewRNG(fortSeed), as
// TestRandomTablesEncodeEveryDecision plays) in which a fort comes to hold
// 8 cards: the most of 25,000 such tables of four, six and eight seats
// (docs/agent.md).
const fortSeed = 3031

// TestCardsOfAFortPastTheSixthHaveTheirOwnIds plays fortSeed's table,
// which the encoding once refused when a fort came to hold a seventh card:
// every option of every decision has its own id, in range and decodable,
// the game's the view's; an option whose id names the card of a fort past
// its first ONRFortCards names it by a "-fort-more" family (ONR's, after
// bso's first families; or bso's, after those), by fort and place.
func TestCardsOfAFortPastTheSixthHaveTheirOwnIds(t *testing.T) {
	enc := observe.For(bso.Rules.Name())
	ga := enc.(observe.GameActioner)
	every, err := bso.Rules.(engine.FuzzDecks).EveryCardDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	eg, err := bso.Rules.New(engine.Setup{Seed: fortSeed + 1, Decks: every, Options: map[string]string{"players": "6"}})
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*bso.Game).Game
	rng := engine.NewRNG(fortSeed)
	most, past := 0, 0
	for step := 0; ; step++ {
		if _, over := eg.Result(); over {
			break
		}
		ds := eg.Pending()
		if len(ds) == 0 || step > 200000 {
			t.Fatalf("step %d: %d decisions in a live game", step, len(ds))
		}
		for k := range g.State().Forts {
			if f := &g.State().Forts[k]; !f.Gone {
				most = max(most, len(f.Cards))
			}
		}
		for _, d := range ds {
			v := eg.View(d.Seat)
			ids, err := enc.Actions(observe.Given(v), d)
			if err != nil {
				t.Fatalf("step %d, decision of seat %d %v: %v", step, d.Seat, d.Options, err)
			}
			got, err := ga.ActionsOf(eg, func() any { return v }, d)
			if err != nil || !slices.Equal(got, ids) {
				t.Fatalf("step %d: from the game %v (%v), from the view %v", step, got, err, ids)
			}
			for i, id := range ids {
				name := enc.ActionName(id)
				if id < 0 || id >= enc.NumDistinctActions() || slices.Contains(ids[:i], id) || strings.Contains(name, "out of range") {
					t.Fatalf("step %d: option %d has id %d %q: ids %v out of range or repeated", step, i, id, name, ids)
				}
				if d.Kind == engine.Number || d.Options[i].Card == 0 || !strings.Contains(name, "card[") {
					continue
				}
				vp := g.ViewPlace(d.Seat, int32(d.Options[i].Card))
				if vp.Zone != onr.ZoneFort || vp.Pos < onrobserve.ONRFortCards {
					continue
				}
				past++
				verb, rest, _ := strings.Cut(name, " ")
				if card := fmt.Sprintf("fort[%d] card[%d]", vp.Slot, vp.Pos); !strings.HasSuffix(verb, "-fort-more") || !strings.HasPrefix(rest, card) {
					t.Errorf("step %d: option %d %+v names card %d of fort slot %d by id %d %q, want a -fort-more family naming %s", step, i, d.Options[i], vp.Pos, vp.Slot, id, name, card)
				}
			}
		}
		if err := engine.Step(eg, engine.RandomChoice(&rng, ds[0])); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
	if most <= onrobserve.ONRFortCards || past == 0 {
		t.Fatalf("the table's forts held at most %d cards, %d options named one past the first %d: it no longer tests them (find another seed)", most, past, onrobserve.ONRFortCards)
	}
	t.Logf("a fort held %d cards; %d options named a card past the first %d", most, past, onrobserve.ONRFortCards)
}
