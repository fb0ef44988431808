package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// The seats of a 6-player game beyond those of 4.
const (
	s3 engine.Seat = 4
	a3 engine.Seat = 5
)

// tagOwnedBy gives Agent agent one tag owned by owner.
func tagOwnedBy(s *onr.State, agent, owner engine.Seat) {
	p := &s.Players[agent]
	if len(p.TagsBy) < len(s.Players) {
		p.TagsBy = make([]int32, len(s.Players))
	}
	p.TagsBy[owner]++
	p.Tags++
}

// toOffer passes until owner may offer a tag of agent, and offers it.
func toOffer(t *testing.T, g *bso.Game, owner, agent engine.Seat) {
	t.Helper()
	want := "offer-tag of " + g.State().SeatName(agent) + " to " + g.State().SeatName(g.State().Active)
	for i := 0; !slices.Contains(options(g, owner), want); i++ {
		if i > 50 {
			t.Fatalf("%s is never offered %q; pending %s", g.State().SeatName(owner), want, pending(g))
		}
		d := g.Pending()[0]
		if slices.Contains(options(g, d.Seat), "pass") {
			choose(t, g, d.Seat, "pass")
		} else {
			choose(t, g, d.Seat, "gain")
		}
	}
	choose(t, g, owner, want)
}

func TestTagSaleToTheSponsorWhoseTurnItIs(t *testing.T) {
	// "Handling Tags": "The owner of the tag may offer to sell it to the
	// Sponsor currently taking its turn"; selling is not an action; the
	// Sponsor of the tagged Agent may buy it and trash it at no cost.
	g := newGame(t, 1)
	s := arrange(g, s1, 8)
	tagOwnedBy(s, a1, a2) // Agent 2 tagged Agent 1 in Sponsor 1's Agent fort, twice
	tagOwnedBy(s, a1, a2)
	give(t, g, s1, "Scorched Earth")
	ready(t, g)
	if slices.Contains(options(g, s1), "play Scorched Earth on Agent 2") || slices.Contains(options(g, s1), "play Scorched Earth") {
		t.Fatalf("Sponsor 1 may use a tag it does not own: %q", options(g, s1))
	}
	choose(t, g, s1, "gain")
	toOffer(t, g, a2, a1)
	d, _ := engine.DecisionFor(g, a2)
	if d.Kind != engine.Number || d.Min != 2 || d.Max != 9 {
		t.Fatalf("the price is asked as %+v; want a number from the minimum 2 to Sponsor 1's 9 bits", d)
	}
	number(t, g, a2, 3)
	if got := options(g, s1); !slices.Equal(got, []string{"refuse the tag of Agent 1", "buy-tag of Agent 1 for 3"}) {
		t.Fatalf("Sponsor 1 is offered %q", got)
	}
	choose(t, g, s1, "buy-tag of Agent 1 for 3")
	if s.Players[a1].Tags != 1 || s.Players[s1].Bits != 6 || s.Players[a2].Bits != 11 || s.Players[s1].Actions != 2 {
		t.Fatalf("after the sale: Agent 1 %d tags, Sponsor 1 %d bits and %d actions, Agent 2 %d bits",
			s.Players[a1].Tags, s.Players[s1].Bits, s.Players[s1].Actions, s.Players[a2].Bits)
	}
	// One offer of a tag of each Agent a turn.
	for s.Active == s1 {
		if slices.ContainsFunc(options(g, a2), func(o string) bool { return strings.HasPrefix(o, "offer-tag") }) {
			t.Fatalf("Agent 2 offers a second tag of Agent 1 in the same turn")
		}
		d := g.Pending()[0]
		if slices.Contains(options(g, d.Seat), "pass") {
			choose(t, g, d.Seat, "pass")
		} else {
			choose(t, g, d.Seat, options(g, d.Seat)[0])
		}
	}
}

func TestTagAuction(t *testing.T) {
	// "Handling Tags": refused, the tag goes to "a small, short auction
	// that is held at the end of the current Sponsor's turn. Each Sponsor
	// around the table (clockwise) has a chance to bid on the tag,
	// including the Sponsor that refused ... If a Sponsor passes on the
	// bidding, then that player may not bid for the tag again ... Only the
	// successful bid is actually paid." Agents do not bid, nor the owner's
	// team.
	g := newGame(t, 1, "players=6")
	s := arrange(g, s2, 8)
	tagOwnedBy(s, a1, a3) // Agent 3's tag of Agent 1
	ready(t, g)
	choose(t, g, s2, "gain")
	toOffer(t, g, a3, a1)
	number(t, g, a3, 5)
	choose(t, g, s2, "refuse the tag of Agent 1")
	// Offered once a turn.
	for i := 0; s.Active == s2; i++ {
		if slices.ContainsFunc(options(g, a3), func(o string) bool { return strings.HasPrefix(o, "offer-tag") }) {
			t.Fatalf("Agent 3 may offer the refused tag again")
		}
		if d := g.Pending()[0]; strings.HasPrefix(d.Prompt, "Auction") {
			if d.Seat != s1 {
				t.Fatalf("the auction asks seat %d first, not Sponsor 1 (clockwise after Sponsor 2, of another team than the owner's)", d.Seat)
			}
			break
		}
		d := g.Pending()[0]
		if slices.Contains(options(g, d.Seat), "pass") {
			choose(t, g, d.Seat, "pass")
		} else {
			choose(t, g, d.Seat, "gain")
		}
		if i > 60 {
			t.Fatalf("no auction: %s", pending(g))
		}
	}
	// Clockwise from the seat after Sponsor 2: Sponsor 1 (seat 0), then
	// Sponsor 2; Sponsor 3 is the owner's teammate.
	bits := []int32{s.Players[s1].Bits, s.Players[s2].Bits, s.Players[a3].Bits}
	choose(t, g, s1, "bid for the tag of Agent 1")
	number(t, g, s1, 2)
	choose(t, g, s2, "bid for the tag of Agent 1")
	// A bid must beat the high bid: the least Sponsor 2 may bid is 3, and
	// a bid equal to Sponsor 1's 2 is refused.
	d, ok := engine.DecisionFor(g, s2)
	if !ok || d.Kind != engine.Number || d.Min != 3 {
		t.Fatalf("Sponsor 2's bid after a high bid of 2: %+v, want a number from 3", d)
	}
	if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: s2, Number: 2}); err == nil {
		t.Fatalf("a bid equal to the high bid of 2 was accepted")
	}
	number(t, g, s2, 4)
	choose(t, g, s1, "pass")
	if s.TagsOwned(a1, s2) != 1 || s.TagsOwned(a1, a3) != 0 {
		t.Fatalf("after the auction Agent 1's tags are owned %v", s.Players[a1].TagsBy)
	}
	if s.Players[s1].Bits != bits[0] || s.Players[s2].Bits != bits[1]-4 || s.Players[a3].Bits != bits[2]+4 {
		t.Fatalf("bits after the auction: Sponsor 1 %d, Sponsor 2 %d, Agent 3 %d", s.Players[s1].Bits, s.Players[s2].Bits, s.Players[a3].Bits)
	}
	for _, d := range g.Pending() {
		if strings.HasPrefix(d.Prompt, "Auction") {
			t.Fatalf("the auction goes on: %s", pending(g))
		}
	}
}

func TestTaggingOperationsNeedTheSponsorsOwnCondition(t *testing.T) {
	// "Handling Tags": "if the operation requires the Runner (Agent) to have
	// made a run, the Sponsor can play it only if one of its forts was run
	// by that Agent."
	g := newGame(t, 1, "players=6")
	s := arrange(g, s1, 8)
	s.Players[a2].Hist = onr.History{Runs: 1, RunsOn: []int32{0, 0, 0, 0, 1, 0}} // Agent 2 ran Sponsor 3
	s.Players[a3].Hist = onr.History{Runs: 1, RunsOn: []int32{1, 0, 0, 0, 0, 0}} // Agent 3 ran Sponsor 1
	give(t, g, s1, "Chance Observation")
	ready(t, g)
	opts := options(g, s1)
	if !slices.Contains(opts, "play Chance Observation on Agent 3") || slices.Contains(opts, "play Chance Observation on Agent 2") {
		t.Fatalf("Sponsor 1 is offered %q", opts)
	}
}

func TestPhilanthropicTagging(t *testing.T) {
	// "Optional Rules": "Schlaghund Pointers and Audit of Call Records may
	// be played even if the Agent being tagged has not run the Sponsor
	// playing them." Without the option, Audit of Call Records ("Play only
	// if Runner attempted two or more runs during his or her last turn")
	// and Schlaghund Pointers ("Play only if Runner has attempted a run
	// this game") count only runs on the Sponsor's own forts ("Handling
	// Tags"). Agent 2 ran Sponsor 3's forts, Agent 3 Sponsor 1's.
	for _, card := range []struct {
		title string
		ran   func(p *onr.Player, on []int32)
	}{
		{"Audit of Call Records", func(p *onr.Player, on []int32) { p.Hist = onr.History{Runs: 2, RunsOn: on} }},
		// In an earlier turn: the history of the last turn is empty.
		{"Schlaghund Pointers", func(p *onr.Player, on []int32) { p.Game = onr.GameHistory{Runs: 2, RunsOn: on} }},
	} {
		for _, tc := range []struct {
			opts []string
			want bool
		}{{nil, false}, {[]string{"philanthropic-tagging=true"}, true}} {
			name := card.title + ": without the option, only on an Agent who ran the Sponsor's own forts"
			if tc.want {
				name = card.title + ": with philanthropic-tagging, also on an Agent who ran another Sponsor's forts"
			}
			t.Run(name, func(t *testing.T) {
				g := newGame(t, 1, append([]string{"players=6"}, tc.opts...)...)
				s := arrange(g, s1, 8)
				card.ran(&s.Players[a2], []int32{0, 0, 0, 0, 2, 0}) // Agent 2 ran Sponsor 3 twice
				card.ran(&s.Players[a3], []int32{2, 0, 0, 0, 0, 0}) // Agent 3 ran Sponsor 1 twice
				give(t, g, s1, card.title)
				ready(t, g)
				opts := options(g, s1)
				play := "play " + card.title + " on Agent "
				if !slices.Contains(opts, play+"3") || slices.Contains(opts, play+"2") != tc.want {
					t.Errorf("Sponsor 1 is offered %q", opts)
				}
			})
		}
	}
}
