package checks

import (
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Helpers copied from the tests of package onr.

// The seats of a two-player game: onr.New seats the Corp at 0 and the
// Runner at 1.
const (
	corpSeat   engine.Seat = 0
	runnerSeat engine.Seat = 1
)

// agenda arranges a Corp board with one agenda in a new fort.
func agenda(t onrtest.TB, title string, adv int32) (*onrtest.Table, int32, int32) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Data Wall", "Data Wall")
	c, f := x.Install(onr.NewFort, title, false)
	x.S.Cards[c].Adv = adv
	return x, c, f
}

// runnerHand gives the Runner n cards, all different where possible.
func runnerHand(x *onrtest.Table, n int) []int32 {
	titles := []string{"Score!", "Jack 'n' Joe", "Livewire's Contacts", "Inside Job", "Custodial Position", "Executive Wiretaps", "Fall Guy", "Nomad Allies"}
	var hand []string
	for i := 0; i < n; i++ {
		hand = append(hand, titles[i%len(titles)])
	}
	return x.Hand(onr.Runner, hand...)
}

// prompt returns the prompt of side's pending decision, or "".
func prompt(x *onrtest.Table, side onr.Role) string {
	d, ok := engine.DecisionFor(x.G, x.Seat(side))
	if !ok {
		return ""
	}
	return d.Prompt
}

// tableWithRD starts an empty board with n Data Walls in R&D, so that the
// Corp can take its mandatory draws when turns go by.
func tableWithRD(t onrtest.TB, seed uint64, n int) *onrtest.Table {
	t.Helper()
	x := onrtest.New(t, seed)
	for range n {
		x.Deck(onr.Corp, "Data Wall")
	}
	return x
}

// ttWindowAbility installs The Shell Traders with a Dwarf set aside under
// three Shell counters, so that ttWindowUse is offered in every window.
func ttWindowAbility(x *onrtest.Table) {
	x.T.Helper()
	x.Rig("The Shell Traders")
	x.G.SetAside(x.Card("Dwarf"), 3)
}

// ratContinue passes windows and answers "continue" at every jack-out
// choice until the Runner faces some other decision or the run is over.
func ratContinue(x *onrtest.Table) {
	x.T.Helper()
	for i := 0; i < 50 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		default:
			return
		}
	}
}

// ratScorchedEarth plays Scorched Earth (4 meat damage) against a tagged
// Runner holding the given hand, who takes the damage; it returns the table
// and the hand.
func ratScorchedEarth(t onrtest.TB, seed uint64, hand []string, rig ...string) (*onrtest.Table, []int32) {
	t.Helper()
	x, cards := ratScorchedEarthAsked(t, seed, hand, rig...)
	return x.Take(), cards
}

// ratScorchedEarthAsked is ratScorchedEarth up to the Runner's prevention
// decision, if he has one.
func ratScorchedEarthAsked(t onrtest.TB, seed uint64, hand []string, rig ...string) (*onrtest.Table, []int32) {
	t.Helper()
	x := tableWithRD(t, seed, 4)
	x.Hand(onr.Corp, "Scorched Earth")
	cards := x.Hand(onr.Runner, hand...)
	x.Rig(rig...)
	x.Runner().Tags = 1
	x.Ready()
	x.Do(onr.Corp, "play Scorched Earth")
	return x, cards
}

var ratSixCards = []string{"Score!", "Jack 'n' Joe", "Livewire's Contacts", "Inside Job", "Custodial Position", "Executive Wiretaps"}

// noLinkBought answers the Runner's secret trace choices with base-link
// card base ("" for none) and no "+1 link" bought: the base-link question
// if he is asked it, then the "+1 link" one, asked whenever the first was
// (0 to 0 when the card sells none; onr/trace.go asksBuys).
func noLinkBought(t onrtest.TB, x *onrtest.Table, base string) {
	t.Helper()
	switch {
	case base != "":
		x.Do(onr.Runner, "base-link "+base)
	case x.Offered(onr.Runner, "none"):
		x.Do(onr.Runner, "none")
	default:
		return // not asked at all
	}
	if d, ok := engine.DecisionFor(x.G, runnerSeat); !ok || d.Kind != engine.Number || d.Min != 0 {
		t.Fatalf("the Runner is not asked how many +1 link after choosing %q: %s", base, x.Describe())
	}
	x.Number(onr.Runner, 0)
}

// runnerGoesOn takes one step of a run for the Runner: he continues at a
// jack-out choice, leaves the first card offered to leave, or else every
// seat passes.
func runnerGoesOn(x *onrtest.Table) {
	x.T.Helper()
	opts := x.Options(onr.Runner)
	switch {
	case x.Offered(onr.Runner, "continue"):
		x.Do(onr.Runner, "continue")
	case len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
		x.Do(onr.Runner, opts[0])
	default:
		x.PassAll()
	}
}
