package bso_test

import (
	"slices"
	"testing"
)

func TestThePersonalTouchAtATableOfFour(t *testing.T) {
	// Random games at tables of several seats seldom have an Agent play
	// The Personal Touch with an icebreaker installed (1500 games with
	// Lisa Blight, Marcel DeSoleil and Social Engineering in the every-card
	// decks never did): Agent 2 plays it on its own Dwarf.
	g := newGame(t, 1)
	s := arrange(g, a2, 10)
	dwarf := card(t, g, a2, "Dwarf")
	g.InstallRunner(dwarf, 0)
	give(t, g, a2, "The Personal Touch")
	ready(t, g)
	before := g.BreakerStrength(dwarf)
	choose(t, g, a2, "play The Personal Touch")
	if slices.Contains(options(g, a2), "choose Dwarf") {
		choose(t, g, a2, "choose Dwarf")
	}
	if got := g.BreakerStrength(dwarf); got != before+1 || s.Players[a2].Bits != 6 {
		t.Errorf("Dwarf's strength %d (want %d), Agent 2's bits %d (want 6)", got, before+1, s.Players[a2].Bits)
	}
}
