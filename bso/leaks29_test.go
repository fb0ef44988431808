package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

func TestDrDreffIceTrashedWhenAPlayerLeavesMidEncounter(t *testing.T) {
	// At a table of six, the attacking Agent 2 encounters the Wall of
	// Static Sponsor 1's Dr. Dreff made it encounter from HQ, and he or
	// Sponsor 1 concedes there: a team leaves the game, the run ends with
	// the encounter,
	// and the ice, held by Dr. Dreff, is trashed into Sponsor 1's Archives
	// ("trash that ice after the encounter ends") instead of staying held.
	for _, leaver := range []engine.Seat{a2, s1} {
		g := newGame(t, 1, "players=6")
		s := arrange(g, a2, 5)
		dreff := card(t, g, s1, "Dr. Dreff")
		g.InstallCorp(dreff, onr.NewFort, true)
		wall := give(t, g, s1, "Wall of Static")[0]
		g.InstallRunner(card(t, g, a2, "Dwarf"), 0) // a breaker: the Agent decides in the encounter
		fort := s.Cards[dreff].Fort
		ready(t, g)
		choose(t, g, a2, "run on "+g.FortName(fort))
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "choose Wall of Static") })
		choose(t, g, s1, "choose Wall of Static")
		if s.Cards[wall].Zone != onr.ZoneHeld || s.Run.Encounter != wall {
			t.Fatalf("Wall of Static in zone %v, encounter %d: want it held and encountered", s.Cards[wall].Zone, s.Run.Encounter)
		}
		apply(t, g, engine.ConcedeChoice(leaver))
		if _, over := g.Result(); over || s.Run.Active {
			t.Fatalf("seat %d left: game over %v, run active %v; want the game on, the run over", leaver, over, s.Run.Active)
		}
		if k := s.Cards[wall]; k.Zone != onr.ZoneDiscard || k.At != s1 {
			t.Errorf("seat %d left mid-encounter: Wall of Static in zone %v of seat %d, want Sponsor 1's Archives", leaver, k.Zone, k.At)
		}
	}
}

func TestSpyCounterExposesToItsRunnerOnly(t *testing.T) {
	// At a table of six, Agent 2's I Spy put a Spy counter in Sponsor 1's
	// fort holding Omni Kismet, Ph. D.; Agent 3 runs on that fort and the
	// Sponsor swaps its unrezzed ice with Wall of Static from HQ, which
	// comes in concealed. The counter exposes the new ice to Agent 2,
	// whose program it is, not to Agent 3, whose run it is.
	const a3 engine.Seat = 5
	g := newGame(t, 1, "players=6")
	s := arrange(g, a3, 5)
	if s.Players[a3].Role != onr.Runner || s.Players[a3].Team == s.Players[s1].Team || s.Players[a3].Team == s.Players[a2].Team {
		t.Fatalf("seat %d is no Agent of a third team", a3)
	}
	omni := card(t, g, s1, "Omni Kismet, Ph. D.")
	fort := g.InstallCorp(omni, onr.NewFort, true)
	g.InstallCorp(card(t, g, s1, "Data Wall"), fort, false)
	wall := give(t, g, s1, "Wall of Static")[0]
	spy := card(t, g, a2, "I Spy")
	g.InstallRunner(spy, 0)
	s.AddLasting(kernel.Lasting{Src: spy, Seat: s1, Mod: onr.ModFortExposed, Arg: fort, N: 1, Price: 4, Ref: kernel.Ref{Card: s.Cards[spy].ID}})
	ready(t, g)
	choose(t, g, a3, "run on "+g.FortName(fort))
	const use = "use Omni Kismet, Ph. D.: swap an unrezzed piece of ice of this fort with an ice card of HQ"
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), use) })
	choose(t, g, s1, use)
	choose(t, g, s1, "choose Data Wall")
	choose(t, g, s1, "choose Wall of Static")
	if s.Cards[wall].Zone != onr.ZoneIce {
		t.Fatalf("Wall of Static in zone %v, want installed", s.Cards[wall].Zone)
	}
	for _, tc := range []struct {
		seat engine.Seat
		who  string
		want bool
	}{{a2, "Agent 2, whose counter it is", true}, {a3, "Agent 3, who runs", false}} {
		if got := g.Visible(wall, tc.seat); got != tc.want {
			t.Errorf("Wall of Static known to %s: %v, want %v", tc.who, got, tc.want)
		}
	}
}
