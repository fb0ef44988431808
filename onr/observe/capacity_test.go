package observe_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	onrobserve "github.com/datafort/datafort/onr/observe"
	"github.com/datafort/datafort/onr/onrtest"
)

// chooseID is the first id of the choose family, as
// testdata/onr-actions.golden pins it ("choose own hand[0]"): a card of
// the own discard pile at i is chooseID + the places of the own hand, rig
// and scored area + i.
const chooseID = 4674

// TestADiscardPilePastSixtyFourCardsHasItsOwnIds: a card of a discard pile
// past the first ONRDiscard is named by the "-more" twin of its family
// (choose-more, by its place in the pile); the first ONRDiscard keep their
// old ids; every option has its own id, the game's the view's.
func TestADiscardPilePastSixtyFourCardsHasItsOwnIds(t *testing.T) {
	enc := observe.For(onr.Rules.Name())
	discardAt := onrobserve.ONRHand + onrobserve.ONRRig + onrobserve.ONRScored
	for _, n := range []int{onrobserve.ONRDiscard, onrobserve.ONRDiscard + 6, onrobserve.ONRDiscard + onrobserve.ONRDiscardMore} {
		t.Run(fmt.Sprintf("the Corp chooses among %d cards of the Archives: each has its own id, the first %d their old ones", n, onrobserve.ONRDiscard), func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Hand(onr.Corp, "Off-Site Backups")
			for range n - 1 { // and Off-Site Backups, played
				x.G.Put(x.Card("Data Wall"), onr.ZoneDiscard, false)
			}
			x.Ready()
			x.Do(onr.Corp, "play Off-Site Backups").PassAll()
			d := x.Decision(onr.Corp)
			archives := x.Corp().Discard
			got, err := ids(t, x.G, d)
			if err != nil {
				t.Fatal(err)
			}
			seen := map[int]bool{}
			chosen := 0
			for i, o := range d.Options {
				if o.Verb != onr.VerbChoose {
					continue
				}
				pos := chosen
				chosen++
				if h := x.G.Handle(archives[pos]); o.Card != h {
					t.Fatalf("option %d names card %d, want the Archives' card %d at %d", i, o.Card, h, pos)
				}
				want := fmt.Sprintf("choose own discard[%d]", pos)
				if pos >= onrobserve.ONRDiscard {
					want = fmt.Sprintf("choose-more own discard[%d]", pos)
				}
				if name := enc.ActionName(got[i]); name != want {
					t.Errorf("option %d has id %d %q, want %q", i, got[i], name, want)
				}
				if pos < onrobserve.ONRDiscard && got[i] != chooseID+discardAt+pos {
					t.Errorf("discard[%d]: id %d, want the old %d", pos, got[i], chooseID+discardAt+pos)
				}
				if seen[got[i]] {
					t.Errorf("option %d shares id %d", i, got[i])
				}
				seen[got[i]] = true
			}
			if chosen != n || len(archives) != n {
				t.Fatalf("%d cards to choose among, want the %d of the Archives", chosen, len(archives))
			}
			obs := make([]float32, enc.ObservationSize())
			if err := enc.Observe(x.G.View(d.Seat), obs); err != nil {
				t.Errorf("observation: %v", err)
			}
		})
	}
}

// TestAPaymentForACardNotInstalledHasItsOwnIds: "pay × installed" names a
// payment for an installed card; one for a card of HQ kept for bits
// (Synchronized Attack on HQ, R487) is "pay-card", by the card's place.
// Each card of HQ has its own id, the game's the view's.
func TestAPaymentForACardNotInstalledHasItsOwnIds(t *testing.T) {
	enc := observe.For(onr.Rules.Name())
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Synchronized Attack on HQ")
	x.Hand(onr.Corp, "Wall of Static", "Accounts Receivable", "Brain Wash")
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ").PassAll()
	x.Do(onr.Runner, "continue").PassAll()
	for x.S.Run.Active {
		x.Do(onr.Runner, x.Options(onr.Runner)[0]).PassAll()
	}
	x.Runner().Bits, x.Corp().Bits = 4, 2
	x.Do(onr.Runner, "play Synchronized Attack on HQ")
	d := x.Decision(onr.Corp)
	got, err := ids(t, x.G, d)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"pay-card own hand[0]", "pay-card own hand[1]", "pay-card own hand[2]", "done"}
	if len(got) != len(want) {
		t.Fatalf("the Corp is offered %q, want a payment for each card of HQ and done", x.Options(onr.Corp))
	}
	for i, id := range got {
		if name := enc.ActionName(id); name != want[i] {
			t.Errorf("option %d %+v has id %d %q, want %q", i, d.Options[i], id, name, want[i])
		}
	}
}

// liftID is the first id of the lift family, as
// testdata/onr-actions.golden pins it ("lift queue[0]").
const liftID = 23763

// TestLiftingPastSixteenEffectsAndInstallingAShownCardHaveTheirOwnIds:
// the lift of an effect past the first ONRQueue of the player's liftable
// ones is "lift-more" by its place (the first ONRQueue keep their ids), and
// ice shown from R&D and installed (Security Purge), a card the view does
// not place, is "install-unseen" by where it goes: every option its own id,
// the game's the view's.
func TestLiftingPastSixteenEffectsAndInstallingAShownCardHaveTheirOwnIds(t *testing.T) {
	enc := observe.For(onr.Rules.Name())
	t.Run("twenty run locks to lift: each its own id, the first 16 their old ones", func(t *testing.T) {
		x := onrtest.New(t, 1)
		src := x.Card("Homing Missile")
		for range 20 {
			x.S.AddLasting(kernel.Lasting{Src: src, Seat: x.Seat(onr.Runner), Mod: onr.ModCannotRun, Price: 1})
		}
		x.Ready().ToTurn(onr.Runner)
		x.Runner().Bits = 5
		d := x.Decision(onr.Runner)
		got, err := ids(t, x.G, d)
		if err != nil {
			t.Fatal(err)
		}
		lifts := 0
		for i, o := range d.Options {
			if o.Verb != onr.VerbLift {
				continue
			}
			want := fmt.Sprintf("lift queue[%d]", o.Arg)
			if o.Arg >= onrobserve.ONRQueue {
				want = fmt.Sprintf("lift-more queue[%d]", o.Arg)
			} else if got[i] != liftID+o.Arg {
				t.Errorf("lift %d: id %d, want the old %d", o.Arg, got[i], liftID+o.Arg)
			}
			if name := enc.ActionName(got[i]); name != want {
				t.Errorf("option %d %+v has id %d %q, want %q", i, o, got[i], name, want)
			}
			lifts++
		}
		if lifts != 20 {
			t.Fatalf("%d lifts offered, want 20: %q", lifts, x.Options(onr.Runner))
		}
	})
	t.Run("Security Purge: the ice shown from R&D installed where it may go, each place its own id", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall", "Hostile Takeover", "Quandary", "Sleeper")
		c, _ := x.Install(onr.NewFort, "Security Purge", false)
		x.S.Cards[c].Adv = 3
		x.Corp().Bits = 4
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "score Security Purge")
		d := x.Decision(onr.Corp)
		got, err := ids(t, x.G, d)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"install-unseen fort[0]", "install-unseen fort[1]", "install-unseen fort[2]", "install-unseen new fort / no host"}
		if len(got) != len(want) {
			t.Fatalf("the Corp is offered %q, want Data Wall on each central fort or a new one", x.Options(onr.Corp))
		}
		for i, id := range got {
			if name := enc.ActionName(id); name != want[i] {
				t.Errorf("option %d %+v (%s) has id %d %q, want %q", i, d.Options[i], x.Options(onr.Corp)[i], id, name, want[i])
			}
		}
	})
}
