package onr_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The seats of a two-player game: onr.New seats the Corp at 0 and the
// Runner at 1.
const (
	corpSeat   engine.Seat = 0
	runnerSeat engine.Seat = 1
)

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
func tableWithRD(t *testing.T, seed uint64, n int) *onrtest.Table {
	t.Helper()
	x := onrtest.New(t, seed)
	for range n {
		x.Deck(onr.Corp, "Data Wall")
	}
	return x
}
