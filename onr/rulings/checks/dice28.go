package checks

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Rulings on Bargain with Viacox (session 28): its action a die sets
// (onr/dieaction.go).

const viacox = "Bargain with Viacox"

// viacoxRolled installs Bargain with Viacox and plays the Corp's turn to
// the Runner's, whose start rolls face; the Runner holds hand (and nothing
// else), 5 bits and owes forgo actions. It stops at the Runner's first
// question of the action phase.
func viacoxRolled(t onrtest.TB, face int, forgo int32, hand ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 5)
	x.Rig(viacox)
	x.Runner().Forgo = forgo
	x.Ready()
	for seed := uint64(1); ; seed++ {
		r := engine.NewRNG(seed)
		if c := r; c.Die() == face {
			x.S.RNG = r
			break
		}
	}
	for i := 0; ; i++ {
		d, ok := engine.DecisionFor(x.G, x.Seat(onr.Runner))
		if ok && x.S.Active == x.Seat(onr.Runner) && (d.Prompt == "Take an action" || d.Prompt == "Choose the action to forgo") {
			break
		}
		switch {
		case i > 100:
			t.Fatalf("not at the Runner's turn: %s", x.Describe())
		case x.Offered(onr.Corp, "gain"):
			x.Do(onr.Corp, "gain")
		default:
			x.PassAll()
		}
	}
	p := x.Runner()
	for _, c := range p.Hand {
		x.S.Cards[c].Zone = onr.ZoneRemoved
	}
	p.Hand = nil
	x.Hand(onr.Runner, hand...)
	p.Bits = 5
	x.G.Reprompt()
	return x
}

// viacoxRevealed spends the Runner's basic actions on gains, leaves him
// bits, and takes the action of a 6: the card in hand, returned, is
// revealed.
func viacoxRevealed(t onrtest.TB, bits int32, card string) (*onrtest.Table, int32) {
	t.Helper()
	x := viacoxRolled(t, 6, 0, card)
	c := x.Runner().Hand[0]
	for x.S.Active == x.Seat(onr.Runner) && x.Decision(onr.Runner).Prompt == "Take an action" {
		x.Do(onr.Runner, "gain").PassAll()
	}
	x.Runner().Bits = bits
	x.Do(onr.Runner, "take "+viacox)
	return x, c
}

// revealedToCorp reports whether an event the Corp reads names card as
// revealed at random, and none a spectator reads does.
func revealedToCorp(x *onrtest.Table, card string) bool {
	corp, public := false, false
	for _, e := range x.Events {
		if r := e.For(x.Seat(onr.Corp)); strings.Contains(r, "at random") && strings.Contains(r, card) {
			corp = true
		}
		if r := e.For(engine.NoSeat); strings.Contains(r, card) && strings.Contains(r, "at random") {
			public = true
		}
	}
	return corp && !public
}

// R285: "On a 6, if the card revealed is a Hidden Resource, reveal the card
// to the Corp, then install it face down."
func checkR285_ViacoxHiddenResourceRevealedThenFaceDown(t onrtest.TB) {
	onrtest.Run(t, "R285 a hidden resource revealed to the Corp, then installed face down", func(t onrtest.TB) {
		x, c := viacoxRevealed(t, 5, "Back Door to Netwatch")
		if !revealedToCorp(x, "Back Door to Netwatch") {
			t.Errorf("the hidden resource is not revealed to the Corp alone")
		}
		x.Do(onr.Runner, "install Back Door to Netwatch").PassAll()
		if k := x.S.Cards[c]; k.Zone != onr.ZoneRig || k.FaceUp {
			t.Errorf("Back Door to Netwatch in %s, face up %v: want in the rig, face down", k.Zone, k.FaceUp)
		}
	})
}

// R286: "On a 6, if the card can't be played (e.g., it is a prevention
// effect with nothing to prevent) or if you cannot pay the costs associated
// with playing the card, it stays in your hand; you must pay the costs if
// you can. You still have to reveal it to the Corp."
func checkR286_ViacoxUnplayableCardStaysInHand(t onrtest.TB) {
	for _, tc := range []struct {
		name, card string
		bits       int32
	}{
		{"R286 a card whose costs cannot be paid stays in the hand, revealed", "Dwarf", 5},
		{"R286 a prevention card with nothing to prevent stays in the hand, revealed", "Arasaka Owns You", 5},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x, c := viacoxRevealed(t, tc.bits, tc.card)
			if k := x.S.Cards[c]; k.Zone != onr.ZoneHand {
				t.Errorf("%s in %s, want in the hand", tc.card, k.Zone)
			}
			if !revealedToCorp(x, tc.card) {
				t.Errorf("%s is not revealed to the Corp alone", tc.card)
			}
			if x.S.Active != x.Seat(onr.Corp) {
				t.Errorf("the action is not over: %s", x.Describe())
			}
		})
	}
	onrtest.Run(t, "R286 a card that can be paid for must be: no way to decline", func(t onrtest.TB) {
		x, _ := viacoxRevealed(t, 5, "Codecracker")
		if opts := x.Options(onr.Runner); !slices.Equal(opts, []string{"install Codecracker"}) {
			t.Fatalf("offered %q, want only to install Codecracker", opts)
		}
		x.Do(onr.Runner, "install Codecracker").PassAll()
		if x.Runner().Bits != 3 {
			t.Errorf("Runner bits %d, want 3 (its cost paid)", x.Runner().Bits)
		}
	})
}

// R287: "The action gained from Bargain with Viacox may be forgone to
// fulfill a penalty."
func checkR287_ViacoxActionForgoneForAPenalty(t onrtest.TB) {
	onrtest.Run(t, "R287 the Runner may forgo the card's action to pay a penalty, keeping his four", func(t onrtest.TB) {
		x := viacoxRolled(t, 3, 1)
		if !x.Offered(onr.Runner, "forgo "+viacox) || !x.Offered(onr.Runner, "forgo") {
			t.Fatalf("offered %q, want to forgo a basic action or the card's", x.Options(onr.Runner))
		}
		x.Do(onr.Runner, "forgo "+viacox)
		n := 0
		for x.S.Active == x.Seat(onr.Runner) && x.Decision(onr.Runner).Prompt == "Take an action" {
			x.Do(onr.Runner, "gain").PassAll()
			n++
		}
		if n != 4 || x.Runner().Forgo != 0 || x.S.Active != x.Seat(onr.Corp) {
			t.Errorf("%d basic actions (want 4), %d owed (want 0); then %s (want the Corp's turn, no run on R&D)", n, x.Runner().Forgo, x.Describe())
		}
	})
}
