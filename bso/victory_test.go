package bso_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// emptyRD removes every card of seat's R&D.
func emptyRD(s *onr.State, seat engine.Seat) {
	for _, c := range s.Players[seat].Deck {
		s.Cards[c].Zone = onr.ZoneRemoved
	}
	s.Players[seat].Deck = nil
}

// playUntil answers with simple choices (pass, take, continue, gain,
// done, the first option) until cond holds.
func playUntil(t *testing.T, g *bso.Game, cond func() bool) {
	t.Helper()
	for i := 0; !cond(); i++ {
		if _, over := g.Result(); over || i > 3000 {
			t.Fatalf("playUntil: over or no end (step %d): %s", i, pending(g))
		}
		d := g.Pending()[0]
		if d.Kind == engine.Number {
			number(t, g, d.Seat, d.Min)
			continue
		}
		opts := options(g, d.Seat)
		pick := opts[0]
		for _, o := range []string{"pass", "take", "continue", "gain", "done", "decline", "concede"} {
			if slices.Contains(opts, o) {
				pick = o
				break
			}
		}
		choose(t, g, d.Seat, pick)
	}
}

func TestTeamLosesWhenItsSponsorCannotDraw(t *testing.T) {
	// "Victory!": "If the Sponsor of an Agent cannot draw a card, the team
	// loses with no recourse" (ONR-17.2); at 4, the other team wins.
	g := newGame(t, 1)
	s := arrange(g, a1, 5)
	emptyRD(s, s2)
	ready(t, g)
	playUntil(t, g, func() bool { return s.Over })
	r, _ := g.Result()
	if r.Team != 0 || !slices.Equal(r.Winners, []engine.Seat{s1, a1}) || r.Reason != "empty R&D" {
		t.Fatalf("result %+v", r)
	}
}

func TestLosingTeamEliminatedGameGoesOn(t *testing.T) {
	// "Victory!" at 6: the team whose Sponsor cannot draw is out; the
	// others play on. Its seats take no turn and get no decision; its forts
	// cannot be run; nobody offers it tags.
	g := newGame(t, 1, "players=6")
	s := arrange(g, a1, 5)
	emptyRD(s, s2)
	ready(t, g)
	playUntil(t, g, func() bool { return s.Players[s2].Out })
	if s.Over || !s.Players[a2].Out || s.Players[s1].Out || s.Players[s3].Out {
		t.Fatalf("after Sponsor 2's empty R&D: over %v; out: %v", s.Over, []bool{s.Players[s1].Out, s.Players[s2].Out, s.Players[a2].Out, s.Players[s3].Out})
	}
	v := g.View(s1).(*bso.View)
	if !v.Teams[1].Out || v.Teams[0].Out {
		t.Fatalf("the view's teams: %+v", v.Teams)
	}
	for i := 0; i < 400 && !s.Over; i++ {
		for _, d := range g.Pending() {
			if d.Seat == s2 || d.Seat == a2 {
				t.Fatalf("seat %d, out of the game, is asked %q", d.Seat, d.Prompt)
			}
			for j, o := range d.Options {
				desc := g.Describe(d, j)
				if (o.Verb == onr.VerbRun && strings.Contains(desc, "Sponsor 2's")) || strings.Contains(desc, "of Agent 2") {
					t.Fatalf("offered %q", desc)
				}
			}
		}
		if s.Active == s2 || s.Active == a2 {
			t.Fatalf("seat %d, out of the game, takes a turn", s.Active)
		}
		d := g.Pending()[0]
		apply(t, g, engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i % max(len(d.Options), 1), Number: d.Min})
	}
}

// flatline has Sponsor 2 play Scorched Earth on a tagged, empty-handed
// Agent 1.
func flatline(t *testing.T, opts ...string) (*bso.Game, *onr.State) {
	t.Helper()
	g := newGame(t, 1, opts...)
	s := arrange(g, s2, 10)
	tagOwnedBy(s, a1, s2)
	give(t, g, s2, "Scorched Earth")
	give(t, g, a1, "Score!")
	s.Players[a1].Brain = 2
	s.Players[s1].Points = 2
	ready(t, g)
	choose(t, g, s2, "play Scorched Earth")
	playUntil(t, g, func() bool {
		_, rehire := engine.DecisionFor(g, s1)
		return s.Over || rehire && slices.Contains(options(g, s1), "rehire")
	})
	return g, s
}

func TestFlatlinedAgentsTeamLoses(t *testing.T) {
	// Decided: a flatlined Agent's team loses, as the Runner does in ONR
	// (ONR-17.3), unless rehired.
	g, s := flatline(t)
	r, _ := g.Result()
	if !s.Over || r.Team != 1 || r.Reason != "flatline" {
		t.Fatalf("result %+v", r)
	}
}

func TestRehire(t *testing.T) {
	// "Victory!": "Optionally, a Sponsor whose Agent is flatlined may elect
	// to hire another Runner as its Agent. In this case, the player may
	// forgo three actions (as though removing virus counters) and the next
	// 3 agenda points scored by that team, so that the Runner player can
	// reshuffle and start from scratch."
	g, s := flatline(t, "rehire=true")
	if s.Over {
		t.Fatalf("the game ended: %s", s.Reason)
	}
	deck := len(s.Players[a1].Deck) + len(s.Players[a1].Discard) + len(s.Players[a1].Hand)
	choose(t, g, s1, "rehire")
	p := &s.Players[a1]
	if s.Over || p.Out || len(p.Hand) != 5 || p.Bits != 5 || p.Brain != 0 || p.Tags != 0 || len(p.Discard) != 0 || len(p.Hand)+len(p.Deck) != deck {
		t.Fatalf("the new Agent: out %v, hand %d, bits %d, brain %d, tags %d, trash %d, cards %d of %d",
			p.Out, len(p.Hand), p.Bits, p.Brain, p.Tags, len(p.Discard), len(p.Hand)+len(p.Deck), deck)
	}
	if s.Players[s1].Forgo != 3 || s.TeamPoints(0) != 2 {
		t.Fatalf("Sponsor 1 forgoes %d actions; team 1 has %d points", s.Players[s1].Forgo, s.TeamPoints(0))
	}
	v := g.View(s1).(*bso.View)
	if v.Teams[0].Debt != 3 {
		t.Fatalf("the view shows a debt of %d points", v.Teams[0].Debt)
	}
	// The next 3 points the team scores are forgone: Tycho Extension (4)
	// gives 1.
	arrange(g, s1, 5)
	s.Players[s1].Forgo = 0
	ty := card(t, g, s1, "Tycho Extension")
	g.InstallCorp(ty, onr.NewFort, false)
	s.Cards[ty].Adv = 4
	ready(t, g)
	choose(t, g, s1, "gain")
	passUntil(t, g, func() bool { return slices.Contains(options(g, s1), "score Tycho Extension") })
	choose(t, g, s1, "score Tycho Extension")
	if s.TeamPoints(0) != 3 || g.View(s1).(*bso.View).Teams[0].Debt != 0 {
		t.Fatalf("after scoring 4 with a debt of 3: team 1 has %d points", s.TeamPoints(0))
	}
}

// TestRehireForgetsTheStackCardsSeatsKnew: a rehired Agent's stack is
// reshuffled ("so that the Runner player can reshuffle and start from
// scratch") as every deck is shuffled: each card placed anew, so a seat
// that knew a card of that stack at its place (another Sponsor shown it,
// the Agent who looked at his own top card) knows it no longer (ONR-2.6).
func TestRehireForgetsTheStackCardsSeatsKnew(t *testing.T) {
	g, s := flatline(t, "rehire=true")
	if s.Over {
		t.Fatalf("the game ended: %s", s.Reason)
	}
	deck := s.Players[a1].Deck
	if len(deck) < 2 {
		t.Fatalf("Agent 1's stack holds %d cards", len(deck))
	}
	s.Cards[deck[0]].KnownTo |= kernel.ViewerOf(s2) | kernel.ViewerOf(a1)
	s.Cards[deck[1]].KnownTo |= kernel.ViewerOf(s2)
	known := func(seat engine.Seat) []string {
		var out []string
		for _, k := range g.View(seat).(*bso.View).Players[a1].Known {
			out = append(out, fmt.Sprintf("%s %s %d", k.Title, k.Zone, k.Pos))
		}
		return out
	}
	top, second := g.Title(deck[0]), g.Title(deck[1])
	for _, tc := range []struct {
		seat engine.Seat
		want []string
	}{{s2, []string{top + " deck 0", second + " deck 1"}}, {a1, []string{top + " deck 0"}}} {
		if got := known(tc.seat); !slices.Equal(got, tc.want) {
			t.Fatalf("before the rehire seat %d knows %q of Agent 1's stack, want %q", tc.seat, got, tc.want)
		}
	}
	choose(t, g, s1, "rehire")
	for _, seat := range []engine.Seat{s2, a1, s1} {
		if got := known(seat); got != nil {
			t.Errorf("after the rehire's shuffle seat %d still knows %q of Agent 1's stack", seat, got)
		}
	}
}

func TestNoDecisionForAnEliminatedAgentsMemory(t *testing.T) {
	// A team out of the game is asked nothing, not even to fit an Agent's
	// memory that its fort's nodes overflow (sim: 6 players, seed 1, game
	// 1237).
	g := newGame(t, 1, "players=6")
	s := arrange(g, a1, 5)
	emptyRD(s, s2)
	ready(t, g)
	playUntil(t, g, func() bool { return s.Players[s2].Out })
	g.InstallCorp(card(t, g, s2, "Blood Cat"), fort(t, g, "Sponsor 2's Agent"), false) // 6 MU of Agent 2's 4
	passUntil(t, g, func() bool { d, ok := engine.DecisionFor(g, s.Active); return ok && d.Prompt == "Take an action" })
	give(t, g, s.Active, "Livewire's Contacts", "Accounts Receivable")
	g.Reprompt()
	for _, o := range options(g, s.Active) {
		if o == "play Livewire's Contacts" || o == "play Accounts Receivable" {
			choose(t, g, s.Active, o)
			break
		}
	}
	for _, d := range g.Pending() {
		if d.Seat == a2 {
			t.Fatalf("Agent 2, out of the game, is asked %q", d.Prompt)
		}
	}
}

func TestRehireInTheAgentsOwnTurn(t *testing.T) {
	// bso/victory.go, from "Victory!" (the new Agent "can reshuffle and
	// start from scratch"): if he was flatlined in his own turn, that turn
	// ends (and his run with it): the new Agent does not take the old one's
	// remaining actions.
	for _, tc := range []struct {
		name string
		ice  string // rezzed on Sponsor 2's HQ
	}{
		{"an Agent flatlined by Net damage in his own run: the run and his turn end", "Laser Wire"}, // 1 Net damage, end the run
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 1, "rehire=true")
			s := arrange(g, a1, 5) // Agent 1's hand is empty: 1 Net damage flatlines him
			g.InstallCorp(card(t, g, s2, tc.ice), fort(t, g, "Sponsor 2's HQ"), true)
			ready(t, g)
			choose(t, g, a1, "run on Sponsor 2's HQ")
			playUntil(t, g, func() bool { return slices.Contains(options(g, s1), "rehire") })
			if s.Active != a1 || s.Players[a1].Actions == 0 {
				t.Fatalf("flatlined with the rehire asked: active seat %d, Agent 1 has %d actions left; want his own turn with actions left", s.Active, s.Players[a1].Actions)
			}
			choose(t, g, s1, "rehire")
			if s.Run.Active {
				t.Errorf("the flatlined Agent's run goes on after the rehire")
			}
			if d, ok := engine.DecisionFor(g, a1); s.Players[a1].Actions != 0 || ok && d.Prompt == "Take an action" {
				t.Errorf("the new Agent goes on with the old one's turn: %d actions left, decision %q", s.Players[a1].Actions, d.Prompt)
			}
			if s.Over || s.Players[a1].Out || len(s.Players[a1].Hand) != 5 {
				t.Errorf("after the rehire: over %v, Agent 1 out %v with %d cards in hand, want the game on and a fresh hand of 5", s.Over, s.Players[a1].Out, len(s.Players[a1].Hand))
			}
		})
	}
}
