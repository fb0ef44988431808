package bso_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
)

// TestRarePrepsAtATableOfFour plays the Agents' preps that random games at
// a table of four seldom make playable (playedByTheirOwnTests).
func TestRarePrepsAtATableOfFour(t *testing.T) {
	t.Run("Deal with Militech: an Agent who liberated a Research agenda this turn puts a +1 strength counter on each of his icebreakers", func(t *testing.T) {
		g, s, _ := liberation(t, "Polymer Breakthrough", 0)
		dwarf := card(t, g, a2, "Dwarf")
		g.InstallRunner(dwarf, 0)
		before := g.BreakerStrength(dwarf)
		choose(t, g, a2, "score-agenda Polymer Breakthrough")
		passUntil(t, g, func() bool { return !s.Run.Active && s.Active == a2 && slices.Contains(options(g, a2), "gain") })
		give(t, g, a2, "Deal with Militech")
		g.Reprompt()
		choose(t, g, a2, "play Deal with Militech")
		if got := g.BreakerStrength(dwarf); got != before+1 {
			t.Fatalf("Dwarf's strength %d, want %d", got, before+1)
		}
	})
	t.Run("Senatorial Field Trip: the Sponsor who rezzed Black Ice this turn derezzes it or receives 2 Bad Publicity points", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 10)
		s.Players[s1].Bits = 20
		give(t, g, a2, "Dwarf", "Dwarf", "Dwarf") // a hand for Brain Wash's damage
		ice := card(t, g, s1, "Brain Wash")
		g.InstallCorp(ice, fort(t, g, "Sponsor 1's HQ"), false)
		ready(t, g)
		choose(t, g, a2, "run on "+g.FortName(s.Cards[ice].Fort))
		passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rez Brain Wash") })
		choose(t, g, s1, "rez Brain Wash")
		for i := 0; s.Run.Active; i++ {
			if i > 100 || len(g.Pending()) == 0 {
				t.Fatalf("the run does not end: %s (over %v %s; out %v)", pending(g), s.Over, s.Reason, s.Players[a2].Out)
			}
			d := g.Pending()[0]
			opts := options(g, d.Seat)
			switch {
			case slices.Contains(opts, "pass"):
				choose(t, g, d.Seat, "pass")
			case slices.Contains(opts, "continue"):
				choose(t, g, d.Seat, "continue")
			case slices.Contains(opts, "jack-out"):
				choose(t, g, d.Seat, "jack-out")
			default:
				choose(t, g, d.Seat, opts[0])
			}
		}
		if !s.Cards[ice].Rezzed {
			t.Fatal("Brain Wash is not rezzed")
		}
		passUntil(t, g, func() bool { return s.Active == a2 && len(g.Pending()) > 0 && g.Pending()[0].Seat == a2 })
		give(t, g, a2, "Senatorial Field Trip")
		s.Players[a2].Bits = 5
		g.Reprompt()
		choose(t, g, a2, "play Senatorial Field Trip")
		choose(t, g, s1, "decline")
		if s.Players[s1].BadPub != 2 || !s.Cards[ice].Rezzed {
			t.Fatalf("Sponsor 1 has %d Bad Publicity points (want 2); Brain Wash rezzed %v (want true)", s.Players[s1].BadPub, s.Cards[ice].Rezzed)
		}
	})
	t.Run("Poisoned Water Supply: an Agent with two connections trashes them and gives the Sponsor he opposes 1 Bad Publicity point", func(t *testing.T) {
		g := newGame(t, 1)
		s := arrange(g, a2, 10)
		broker, databroker := card(t, g, a2, "Broker"), card(t, g, a2, "Databroker")
		g.InstallRunner(broker, 0)
		g.InstallRunner(databroker, 0)
		give(t, g, a2, "Poisoned Water Supply")
		ready(t, g)
		choose(t, g, a2, "play Poisoned Water Supply")
		for i := 0; len(g.Pending()) > 0; i++ {
			if i > 20 {
				t.Fatalf("no end to the prep: %s", pending(g))
			}
			d := g.Pending()[0]
			opts := options(g, d.Seat)
			trash := slices.IndexFunc(opts, func(o string) bool { return o == "trash Broker" || o == "trash Databroker" })
			if d.Seat == a2 && trash < 0 {
				break // the prep is over: the Agent's next action
			}
			switch {
			case trash >= 0:
				choose(t, g, d.Seat, opts[trash])
			case slices.Contains(opts, "pass"):
				choose(t, g, d.Seat, "pass")
			default:
				choose(t, g, d.Seat, opts[0])
			}
		}
		bp := s.Players[s1].BadPub // the Sponsor Agent 2 opposes
		if bp != 1 || s.Cards[broker].Zone == onr.ZoneRig || s.Cards[databroker].Zone == onr.ZoneRig {
			t.Fatalf("Sponsor 1 has %d Bad Publicity points (want 1); Broker in %s, Databroker in %s (want both trashed)", bp, s.Cards[broker].Zone, s.Cards[databroker].Zone)
		}
	})
}
