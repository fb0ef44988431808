package bso_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// passCollecting answers "pass" or "continue" (the first offered) until
// cond holds, and returns the events of those choices.
func passCollecting(t *testing.T, g *bso.Game, cond func() bool) []engine.Event {
	t.Helper()
	var ev []engine.Event
	for i := 0; !cond(); i++ {
		if i > 200 {
			t.Fatalf("no progress; pending: %s", pending(g))
		}
		d := g.Pending()[0]
		opts := options(g, d.Seat)
		switch {
		case slices.Contains(opts, "pass"):
			ev = append(ev, choose(t, g, d.Seat, "pass")...)
		case slices.Contains(opts, "continue"):
			ev = append(ev, choose(t, g, d.Seat, "continue")...)
		default:
			t.Fatalf("stuck: %s", pending(g))
		}
	}
	return ev
}

// rolled returns the face card's die roll showed among ev, 0 for none.
func rolled(ev []engine.Event, card string) int {
	for _, e := range ev {
		var n int
		if e.Type == "die" {
			if _, err := fmt.Sscanf(e.Text(), card+" rolls %d", &n); err == nil {
				return n
			}
		}
	}
	return 0
}

// logged reports whether an event of ev says text.
func logged(ev []engine.Event, text string) bool {
	return slices.ContainsFunc(ev, func(e engine.Event) bool { return strings.Contains(e.Text(), text) })
}

func TestPoolUpgradesAtATableOfFour(t *testing.T) {
	t.Run("Rio de Janeiro City Grid", func(t *testing.T) {
		// The attacking Agent passes the rezzed Canis Minor of Sponsor 1's
		// HQ: the die ends the run on a 1 only.
		seen := map[bool]bool{}
		for seed := uint64(1); seed < 100 && len(seen) < 2; seed++ {
			g := newGame(t, seed)
			s := arrange(g, a2, 5)
			hq := fort(t, g, "Sponsor 1's HQ")
			g.InstallCorp(card(t, g, s1, "Rio de Janeiro City Grid"), hq, true)
			g.InstallCorp(card(t, g, s1, "Canis Minor"), hq, true)
			ready(t, g)
			ev := choose(t, g, a2, "run on Sponsor 1's HQ")
			ev = append(ev, passCollecting(t, g, func() bool { return !s.Run.Active })...)
			roll := rolled(ev, "Rio de Janeiro City Grid")
			if roll == 0 {
				t.Fatalf("seed %d: no roll", seed)
			}
			if success := logged(ev, "The run is successful"); (roll == 1) == success {
				t.Errorf("seed %d: rolled %d, run successful %v", seed, roll, success)
			}
			seen[roll == 1] = true
		}
		if len(seen) < 2 {
			t.Errorf("seeds 1-99 never both rolled a 1 and another face")
		}
	})
	t.Run("Tesseract Fort Construction", func(t *testing.T) {
		// The Data Wall of Sponsor 1's HQ has a second subroutine; the
		// attacking Agent breaks the first with Dwarf and declines to pay
		// for the second: the run ends. A Data Wall on Sponsor 2's HQ has
		// one subroutine.
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		hq := fort(t, g, "Sponsor 1's HQ")
		g.InstallCorp(card(t, g, s1, "Tesseract Fort Construction"), hq, true)
		wall, other := card(t, g, s1, "Data Wall"), card(t, g, s2, "Data Wall")
		g.InstallCorp(wall, hq, true)
		g.InstallCorp(other, fort(t, g, "Sponsor 2's HQ"), true)
		g.InstallRunner(card(t, g, a2, "Dwarf"), 0)
		ready(t, g)
		if n, m := g.SubroutineCount(wall), g.SubroutineCount(other); n != 2 || m != 1 {
			t.Fatalf("subroutines %d on Sponsor 1's HQ, %d on Sponsor 2's; want 2, 1", n, m)
		}
		choose(t, g, a2, "run on Sponsor 1's HQ")
		passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "break subroutine 1 with Dwarf") })
		choose(t, g, a2, "break subroutine 1 with Dwarf")
		choose(t, g, a2, "done")
		if ev := choose(t, g, a2, "decline"); !logged(ev, "Data Wall ends the run") {
			t.Errorf("declined, the added subroutine did not end the run")
		}
		passUntil(t, g, func() bool { return !s.Run.Active })
		if s.Players[a2].Bits != 4 {
			t.Errorf("Agent 2 has %d bits, want 4 (1 for the break, none for the declined subroutine)", s.Players[a2].Bits)
		}
	})
	t.Run("New Galveston City Grid", func(t *testing.T) {
		// The attacking Agent accesses Chester Mix in Sponsor 1's HQ,
		// beside New Galveston City Grid: trashing it costs 3 + 2.
		g := newGame(t, 1)
		arrange(g, a2, 20)
		hq := fort(t, g, "Sponsor 1's HQ")
		g.InstallCorp(card(t, g, s1, "New Galveston City Grid"), hq, true)
		g.InstallCorp(card(t, g, s1, "Chester Mix"), hq, false)
		ready(t, g)
		choose(t, g, a2, "run on Sponsor 1's HQ")
		passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "access an unrezzed card") })
		choose(t, g, a2, "access an unrezzed card") // Chester Mix; New Galveston City Grid is accessed next
		passUntil(t, g, func() bool {
			return slices.ContainsFunc(options(g, a2), func(o string) bool { return strings.HasPrefix(o, "trash Chester Mix") })
		})
		if opts := options(g, a2); !slices.Contains(opts, "trash Chester Mix for 5") {
			t.Errorf("Agent 2 is offered %q, want to trash Chester Mix for 5", opts)
		}
	})
	t.Run("Panic Button", func(t *testing.T) {
		// Sponsor 1 may install it only in his own HQ; during the
		// attacking Agent's run there, he pays 1 bit to draw a card.
		g := newGame(t, 1)
		arrange(g, s1, 5)
		give(t, g, s1, "Panic Button")
		ready(t, g)
		var where []string
		for _, o := range options(g, s1) {
			if rest, ok := strings.CutPrefix(o, "install Panic Button "); ok {
				where = append(where, rest)
			}
		}
		if got := strings.Join(where, ", "); got != "in Sponsor 1's HQ" {
			t.Fatalf("Panic Button may be installed %q, want only in Sponsor 1's HQ", got)
		}
		s := arrange(g, a2, 5)
		hq := fort(t, g, "Sponsor 1's HQ")
		g.InstallCorp(card(t, g, s1, "Panic Button"), hq, true)
		ready(t, g)
		choose(t, g, a2, "run on Sponsor 1's HQ")
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "use Panic Button: draw a card") })
		choose(t, g, s1, "use Panic Button: draw a card")
		if n, b := len(s.Players[s1].Hand), s.Players[s1].Bits; n != 1 || b != 4 {
			t.Errorf("Sponsor 1 holds %d cards with %d bits, want 1 card, 4 bits", n, b)
		}
	})
	t.Run("Simon Francisco", func(t *testing.T) {
		// The attacking Agent runs on Sponsor 1's R&D, where Simon
		// Francisco is rezzed: he accesses Simon only, no stored card.
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		rd := fort(t, g, "Sponsor 1's R&D")
		g.InstallCorp(card(t, g, s1, "Simon Francisco"), rd, true)
		ready(t, g)
		ev := choose(t, g, a2, "run on Sponsor 1's R&D")
		ev = append(ev, passCollecting(t, g, func() bool { return slices.Contains(options(g, a2), "leave Simon Francisco") })...)
		ev = append(ev, choose(t, g, a2, "leave Simon Francisco")...)
		ev = append(ev, passCollecting(t, g, func() bool { return !s.Run.Active })...)
		var accessed []string
		for _, e := range ev {
			if e.Type == "access" {
				accessed = append(accessed, e.Text())
			}
		}
		if got := strings.Join(accessed, "; "); got != "Agent 2 accesses Simon Francisco" {
			t.Errorf("accessed %q, want Simon Francisco only", got)
		}
	})
	t.Run("Self-Destruct", func(t *testing.T) {
		// The attacking Agent accesses Self-Destruct in a fort of Sponsor
		// 1's with a node: Sponsor 1 uses it, both are trashed and the
		// Agent takes 1 Net damage.
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		sd := card(t, g, s1, "Self-Destruct")
		node := card(t, g, s1, "Rockerboy Promotion")
		g.InstallCorp(sd, onr.NewFort, true)
		fo := s.Cards[sd].Fort
		g.InstallCorp(node, fo, false)
		give(t, g, a2, "Jack 'n' Joe", "Jack 'n' Joe")
		ready(t, g)
		choose(t, g, a2, "run on "+g.FortName(fo))
		passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "access Self-Destruct") })
		choose(t, g, a2, "access Self-Destruct")
		use := "use Self-Destruct: trash it and the other cards of its fort, 1 Net damage for each"
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), use) })
		choose(t, g, s1, use)
		if s.Cards[sd].Zone != onr.ZoneDiscard || s.Cards[node].Zone != onr.ZoneDiscard || len(s.Players[a2].Hand) != 1 {
			t.Errorf("Self-Destruct in %s, the node in %s, Agent 2 holds %d cards; want both trashed, 1 card",
				s.Cards[sd].Zone, s.Cards[node].Zone, len(s.Players[a2].Hand))
		}
	})
	t.Run("Sterdroid", func(t *testing.T) {
		// Sponsor 1, after an action, pays 3 bits and trashes Sterdroid:
		// the Wall of Static on his HQ has strength 4 until his turn is over.
		g := newGame(t, 1)
		s := arrange(g, s1, 4)
		sd, wall := card(t, g, s1, "Sterdroid"), card(t, g, s1, "Wall of Static")
		g.InstallCorp(sd, onr.NewFort, true)
		g.InstallCorp(wall, fort(t, g, "Sponsor 1's HQ"), true)
		ready(t, g)
		choose(t, g, s1, "gain")
		use := "use Sterdroid: double the strength of a piece of ice until the end of the turn"
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), use) })
		choose(t, g, s1, use)
		choose(t, g, s1, "choose Wall of Static")
		if st, b := g.IceStrength(wall), s.Players[s1].Bits; st != 4 || b != 2 || s.Cards[sd].Zone != onr.ZoneDiscard {
			t.Errorf("strength %d, Sponsor 1 has %d bits, Sterdroid in %s; want 4, 2, the discard", st, b, s.Cards[sd].Zone)
		}
	})
	t.Run("Red Herrings", func(t *testing.T) {
		// The attacking Agent accesses Hostile Takeover in Sponsor 1's
		// fort beside Red Herrings and pays 5 bits more to steal it; he
		// then liberates it for his team.
		g := newGame(t, 1)
		s := arrange(g, a2, 10)
		rh, agenda := card(t, g, s1, "Red Herrings"), card(t, g, s1, "Hostile Takeover")
		g.InstallCorp(rh, onr.NewFort, true)
		fo := s.Cards[rh].Fort
		g.InstallCorp(agenda, fo, false)
		ready(t, g)
		choose(t, g, a2, "run on "+g.FortName(fo))
		passUntil(t, g, func() bool {
			return slices.ContainsFunc(options(g, a2), func(o string) bool { return strings.HasPrefix(o, "access ") })
		})
		for i := 0; i < 10 && !slices.Contains(options(g, a2), "steal Hostile Takeover"); i++ {
			choose(t, g, a2, options(g, a2)[0])
		}
		choose(t, g, a2, "steal Hostile Takeover")
		choose(t, g, a2, "score-agenda Hostile Takeover") // liberated
		if s.Cards[agenda].Zone != onr.ZoneScored || s.Players[a2].Bits != 5 {
			t.Errorf("Hostile Takeover in %s, Agent 2 has %d bits; want stolen, 5", s.Cards[agenda].Zone, s.Players[a2].Bits)
		}
	})
	t.Run("Herman Revista", func(t *testing.T) {
		// At the start of the attacking Agent's run on Sponsor 1's HQ,
		// Sponsor 1 puts its inner ice outermost.
		g := newGame(t, 1)
		s := arrange(g, a2, 5)
		hq := fort(t, g, "Sponsor 1's HQ")
		g.InstallCorp(card(t, g, s1, "Herman Revista"), hq, true)
		outer, inner := card(t, g, s1, "Wall of Static"), card(t, g, s1, "Data Wall")
		g.InstallCorp(outer, hq, true)
		g.InstallCorp(inner, hq, false)
		ready(t, g)
		choose(t, g, a2, "run on Sponsor 1's HQ")
		use := "use Herman Revista: rearrange the ice of this fort"
		if !slices.Contains(options(g, s1), use) {
			t.Fatalf("Sponsor 1 is offered %q", options(g, s1))
		}
		choose(t, g, s1, use)
		choose(t, g, s1, "move Data Wall to position 1 of Sponsor 1's HQ (outermost first)")
		choose(t, g, s1, "done")
		if ice := s.Forts[hq].Ice; !slices.Equal(ice, []int32{inner, outer}) {
			t.Errorf("ice %v, want %v", ice, []int32{inner, outer})
		}
	})
}
