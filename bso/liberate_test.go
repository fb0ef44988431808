package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// liberation arranges Agent 2's run on a fort of Sponsor 1 holding agenda
// title with adv counters, and plays it to Agent 2's choice.
func liberation(t *testing.T, title string, adv int32) (*bso.Game, *onr.State, int32) {
	t.Helper()
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	c := card(t, g, s1, title)
	g.InstallCorp(c, onr.NewFort, false)
	s.Cards[c].Adv = adv
	ready(t, g)
	choose(t, g, a2, "run on "+g.FortName(s.Cards[c].Fort))
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "score-agenda "+title) })
	return g, s, c
}

func TestLiberatedAgendaScored(t *testing.T) {
	// "Handling Agendas": "If the Agent chooses to score the agenda, then
	// the team scores the usual number of points for that card."
	g, s, c := liberation(t, "Tycho Extension", 2)
	choose(t, g, a2, "score-agenda Tycho Extension")
	if s.Cards[c].Zone != onr.ZoneScored || s.Controller(c) != a2 || s.TeamPoints(1) != 4 {
		t.Fatalf("Tycho Extension in %s of seat %d; team 2 has %d points", s.Cards[c].Zone, s.Controller(c), s.TeamPoints(1))
	}
}

func TestLiberatedAgendaGivenAndInstalled(t *testing.T) {
	// "If the Agent elects to give the liberated agenda to his or her
	// Sponsor, then the Sponsor must immediately install that card in a
	// subsidiary data fort if it wishes to benefit from the agenda's
	// ability ... If the fort is not empty, then the Sponsor must trash any
	// node or agenda currently residing in the fort ... For each [bit] spent
	// in addition to the cost of making the run, the Agent liberates one
	// advancement counter. Liberated counters are given to the Sponsor
	// along with the liberated agenda card. ... Should the Sponsor manage to
	// advance and score this agenda, it will gain the card's bonus ability
	// as though it were its own."
	g, s, c := liberation(t, "Hostile Takeover", 2)
	node := card(t, g, s2, "ESA Contract")
	fi := g.InstallCorp(node, onr.NewFort, false)
	choose(t, g, a2, "give-agenda Hostile Takeover to Sponsor 2")
	d, _ := engine.DecisionFor(g, a2)
	if d.Kind != engine.Number || d.Max != 2 {
		t.Fatalf("liberating counters: %+v, want a number up to the 2 counters", d)
	}
	number(t, g, a2, 2)
	if s.Players[a2].Bits != 3 {
		t.Fatalf("Agent 2 paid %d bits for 2 counters, want 2", 5-s.Players[a2].Bits)
	}
	opts := options(g, s2)
	for _, want := range []string{"install-agenda Hostile Takeover in " + g.FortName(fi), "install-agenda Hostile Takeover in a new fort", "set-aside Hostile Takeover for the points"} {
		if !slices.Contains(opts, want) {
			t.Fatalf("Sponsor 2 may not %q: %q", want, opts)
		}
	}
	choose(t, g, s2, "install-agenda Hostile Takeover in "+g.FortName(fi))
	if s.Cards[c].Zone != onr.ZoneFort || s.Cards[c].Fort != fi || s.Cards[c].Adv != 2 || s.Controller(c) != s2 || s.Cards[c].Owner != s1 {
		t.Fatalf("Hostile Takeover: zone %s fort %d adv %d controller %d owner %d", s.Cards[c].Zone, s.Cards[c].Fort, s.Cards[c].Adv, s.Controller(c), s.Cards[c].Owner)
	}
	if s.Cards[node].Zone != onr.ZoneDiscard || s.TeamPoints(1) != 0 {
		t.Fatalf("ESA Contract in %s; team 2 has %d points", s.Cards[node].Zone, s.TeamPoints(1))
	}
	// Sponsor 2 advances it once more and scores it, with its bonus.
	for s.Active != s2 {
		d := g.Pending()[0]
		opts := options(g, d.Seat)
		switch {
		case slices.Contains(opts, "pass"):
			choose(t, g, d.Seat, "pass")
		case slices.Contains(opts, "gain"):
			choose(t, g, d.Seat, "gain")
		default:
			choose(t, g, d.Seat, opts[0])
		}
	}
	passUntil(t, g, func() bool { return slices.Contains(options(g, s2), "advance Hostile Takeover") })
	choose(t, g, s2, "advance Hostile Takeover")
	bits := s.Players[s2].Bits
	passUntil(t, g, func() bool { return slices.Contains(options(g, s2), "score Hostile Takeover") })
	choose(t, g, s2, "score Hostile Takeover")
	if s.TeamPoints(1) != 1 || s.Players[s2].Bits != bits+5 {
		t.Fatalf("after scoring: team 2 has %d points, Sponsor 2 gained %d bits", s.TeamPoints(1), s.Players[s2].Bits-bits)
	}
}

func TestLiberatedCountersCombine(t *testing.T) {
	// "Advancement counters on a liberated agenda may only be placed on that
	// agenda, unless the receiving Sponsor has the identical agenda already
	// installed. In this case the two agendas' advancement counters may be
	// combined ... the liberated agenda card should be discarded from play
	// unseen."
	g, s, c := liberation(t, "Hostile Takeover", 2)
	own := card(t, g, s2, "Hostile Takeover")
	g.InstallCorp(own, onr.NewFort, false)
	choose(t, g, a2, "give-agenda Hostile Takeover to Sponsor 2")
	number(t, g, a2, 2)
	choose(t, g, s2, "combine 2 counters onto Hostile Takeover in "+g.FortName(s.Cards[own].Fort))
	if s.Cards[own].Adv != 2 || s.Cards[c].Zone != onr.ZoneRemoved || s.Cards[c].FaceUp {
		t.Fatalf("own Hostile Takeover has %d counters; the liberated one is in %s (face up %v)", s.Cards[own].Adv, s.Cards[c].Zone, s.Cards[c].FaceUp)
	}
}

func TestLiberatedAgendaSetAside(t *testing.T) {
	// "(Otherwise, it may set the agenda aside and simply score the points,
	// much as if the Agent had scored it.)"
	g, s, c := liberation(t, "Tycho Extension", 0)
	choose(t, g, a2, "give-agenda Tycho Extension to Sponsor 2")
	choose(t, g, s2, "set-aside Tycho Extension for the points")
	if s.Cards[c].Zone != onr.ZoneScored || s.TeamPoints(1) != 4 {
		t.Fatalf("Tycho Extension in %s; team 2 has %d points", s.Cards[c].Zone, s.TeamPoints(1))
	}
}
