package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestAardvarkAtATableOfFour(t *testing.T) {
	// Agent 2 runs Sponsor 1's fort holding a face-down Aardvark behind a
	// Wall of Static and breaks the wall's subroutine with Dwarf, a worm:
	// Sponsor 1 rezzes Aardvark, Dwarf is trashed and the subroutine is
	// unbroken; Dwarf's gone, Bulldozer may break it.
	g := newGame(t, 1)
	s := arrange(g, a2, 10)
	aardvark := card(t, g, s1, "Aardvark")
	fi := g.InstallCorp(aardvark, onr.NewFort, false)
	g.InstallCorp(card(t, g, s1, "Wall of Static"), fi, true)
	dwarf := card(t, g, a2, "Dwarf")
	g.InstallRunner(dwarf, 0)
	g.InstallRunner(card(t, g, a2, "Bulldozer"), 0)
	ready(t, g)
	choose(t, g, a2, "run on "+g.FortName(fi))
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "break subroutine 1 with Dwarf") })
	choose(t, g, a2, "break subroutine 1 with Dwarf")
	if !slices.Contains(options(g, s1), "rez Aardvark") {
		t.Fatalf("Sponsor 1 may not rez Aardvark: %s", pending(g))
	}
	choose(t, g, s1, "rez Aardvark")
	if !s.Cards[aardvark].Rezzed || s.Cards[dwarf].Zone != onr.ZoneDiscard || s.Run.Broken&1 != 0 {
		t.Fatalf("Aardvark rezzed %v (want true), Dwarf in zone %v (want the trash), subroutine broken %v (want false)",
			s.Cards[aardvark].Rezzed, s.Cards[dwarf].Zone, s.Run.Broken&1 != 0)
	}
	if !slices.Contains(options(g, a2), "break subroutine 1 with Bulldozer") {
		t.Fatalf("Agent 2 may not break with Bulldozer: %s", pending(g))
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
}
