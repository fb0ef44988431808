package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/sim"
)

func TestConformance(t *testing.T) {
	// Every size of table plays to its end under the engine's contract
	// (enginetest.CheckGame: every option applies, views and descriptions
	// work, save/load/clone/replay give the same game).
	sizes := []string{"4", "6", "8"}
	if testing.Short() {
		sizes = sizes[:1]
	}
	for _, n := range sizes {
		for seed := uint64(1); seed <= 1; seed++ {
			enginetest.CheckGame(t, bso.Rules, engine.Setup{Seed: seed, Options: map[string]string{"players": n}}, 200000)
		}
	}
}

// simGames is the number of random games TestSim plays at each size of
// table (simShortGames in -short mode).
const (
	simGames      = 300
	simShortGames = 20
)

func TestSim(t *testing.T) {
	// Random games of 4, 6 and 8 end by a rules condition, with no
	// failure; wins are counted by team.
	games := simGames
	if testing.Short() {
		games = simShortGames
	}
	for _, n := range []string{"4", "6", "8"} {
		r, err := sim.Run(sim.Config{Ruleset: bso.Rules, Games: games, Seed: 3, Check: true, Workers: 4,
			Options: map[string]string{"players": n}})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Failures) > 0 {
			f := r.Failures[0]
			t.Fatalf("%s players: %d failures; first: game %d %s at step %d: %s", n, len(r.Failures), f.Game, f.Kind, f.Step, f.Error)
		}
		total := 0
		for team, k := range r.Teams {
			if !strings.HasPrefix(team, "team ") {
				t.Fatalf("%s players: wins of %q", n, team)
			}
			total += k
		}
		if total != r.Completed || r.Completed != games {
			t.Fatalf("%s players: %d team wins of %d completed games", n, total, r.Completed)
		}
		for reason := range r.Reasons {
			if !slices.Contains([]string{"agenda points", "flatline", "empty R&D", "bad publicity"}, reason) {
				t.Fatalf("%s players: a game ended by %q", n, reason)
			}
		}
	}
}

func TestSeatsAndTeams(t *testing.T) {
	// "Teams and Seating": an even number of players, 4, 6 or 8, in teams of
	// a Sponsor (a Corp) and its Agent (a Runner). Seats are clockwise:
	// seating=pairs puts each Agent at his Sponsor's left, seating=split
	// the Sponsors on one side and each Agent across from his Sponsor.
	for _, tc := range []struct {
		opts  []string
		roles string // by seat: S(ponsor) or A(gent) and the team number
	}{
		{[]string{"players=4"}, "S1 A1 S2 A2"},
		{[]string{"players=6"}, "S1 A1 S2 A2 S3 A3"},
		{[]string{"players=8"}, "S1 A1 S2 A2 S3 A3 S4 A4"},
		{[]string{"players=6", "seating=split"}, "S1 S2 S3 A1 A2 A3"},
	} {
		g := newGame(t, 1, tc.opts...)
		var got []string
		for _, si := range g.Seats() {
			r := map[string]string{bso.RoleSponsor: "S", bso.RoleAgent: "A"}[si.Role]
			got = append(got, r+string(rune('1'+si.Team)))
		}
		if strings.Join(got, " ") != tc.roles {
			t.Errorf("%v: seats %v, want %s", tc.opts, got, tc.roles)
		}
		layout, err := engine.SeatsFor(bso.Rules, engine.Setup{Options: map[string]string{"players": tc.opts[0][8:], "seating": map[bool]string{true: "split", false: "pairs"}[len(tc.opts) > 1]}})
		if err != nil || !slices.Equal(layout, g.Seats()) {
			t.Errorf("%v: Layout %v (%v), the game's seats %v", tc.opts, layout, err, g.Seats())
		}
	}
	for _, bad := range []string{"players=5", "players=2", "players=10", "seating=round"} {
		if _, err := bso.New(engine.Setup{Options: map[string]string{strings.Split(bad, "=")[0]: strings.Split(bad, "=")[1]}}); err == nil {
			t.Errorf("option %s accepted", bad)
		}
	}
}

func TestAgentFortsAndWhoRunsWhom(t *testing.T) {
	// "Teams and Seating": each Sponsor's Agent resides in a central fort
	// called "Agent", besides HQ, R&D and the Archives. An Agent may run any
	// fort of a Sponsor of another team — its Agent fort too — and none of
	// his own Sponsor's.
	g := newGame(t, 2, "players=6")
	s := g.State()
	for _, sponsor := range []engine.Seat{0, 2, 4} {
		name := s.Players[sponsor].Name + "'s Agent"
		fi := fort(t, g, name)
		if s.Forts[fi].Central != bso.CentralAgent || s.Forts[fi].Owner != sponsor {
			t.Fatalf("%s: kind %d owner %d", name, s.Forts[fi].Central, s.Forts[fi].Owner)
		}
	}
	arrange(g, 3, 5) // Agent 2's turn
	ready(t, g)
	opts := options(g, 3)
	for _, want := range []string{"run on Sponsor 1's HQ", "run on Sponsor 1's Agent", "run on Sponsor 3's R&D", "run on Sponsor 3's Agent"} {
		if !slices.Contains(opts, want) {
			t.Errorf("Agent 2 may not %q: %q", want, opts)
		}
	}
	for _, not := range []string{"run on Sponsor 2's HQ", "run on Sponsor 2's Agent"} {
		if slices.Contains(opts, not) {
			t.Errorf("Agent 2 may %q, his own team's", not)
		}
	}
}

// turns returns the seats of the first n turns of a random game.
func turns(t *testing.T, g *bso.Game, n int) []engine.Seat {
	t.Helper()
	s := g.State()
	var seen []engine.Seat
	randomUntil(t, g, 9, func() bool {
		if int(s.Turn) > len(seen) {
			seen = append(seen, s.Active)
		}
		return len(seen) >= n
	})
	return seen
}

func TestTurnOrder(t *testing.T) {
	// "Sequence of Play": the seed's list is lost; what survives says why.
	// No Corp is run before it had a turn to prepare: the opening is a
	// round of Sponsor turns. A Sponsor may prepare its Agent's run but acts
	// on its results only after everyone else: a team's turns come
	// together, Sponsor then Agent, team after team.
	for _, tc := range []struct {
		opts []string
		want []engine.Seat
	}{
		{[]string{"players=4"}, []engine.Seat{0, 2, 0, 1, 2, 3, 0, 1}},
		{[]string{"players=6"}, []engine.Seat{0, 2, 4, 0, 1, 2, 3, 4, 5, 0}},
		{[]string{"players=4", "opening=none"}, []engine.Seat{0, 1, 2, 3, 0, 1}},
		{[]string{"players=6", "seating=split"}, []engine.Seat{0, 1, 2, 0, 3, 1, 4, 2, 5}},
		{[]string{"players=6", "seating=split", "turn-order=clockwise", "opening=none"}, []engine.Seat{0, 1, 2, 3, 4, 5, 0}},
	} {
		g := newGame(t, 5, tc.opts...)
		if got := turns(t, g, len(tc.want)); !slices.Equal(got, tc.want) {
			t.Errorf("%v: turns %v, want %v", tc.opts, got, tc.want)
		}
	}
}

func TestNoAgentRunsBeforeEverySponsorPrepared(t *testing.T) {
	// "Sequence of Play": "no Corp player faces being run without the
	// security of at least a turn's worth of preparation".
	for _, n := range []string{"4", "6", "8"} {
		g := newGame(t, 6, "players="+n)
		s := g.State()
		had := map[engine.Seat]bool{}
		randomUntil(t, g, 6, func() bool {
			had[s.Active] = true
			if s.Run.Active && !had[s.Run.Corp] {
				t.Fatalf("%s players: %s runs %s, which has had no turn", n, s.SeatName(s.Run.Runner), s.SeatName(s.Run.Corp))
			}
			return s.Turn > int32(len(s.Players))*2
		})
	}
}

func TestVictoryPooledPoints(t *testing.T) {
	// "Victory!": "The teams share agenda points and pool them together";
	// a team wins with agenda-points (default 7, ONR-17.1).
	g := newGame(t, 1, "players=4", "agenda-points=9")
	s := arrange(g, 1, 5)
	s.Players[0].Points, s.Players[1].Points = 4, 4
	give(t, g, 1, "Livewire's Contacts")
	ready(t, g)
	choose(t, g, 1, "play Livewire's Contacts")
	if s.Over {
		t.Fatalf("8 pooled points of 9 won the game")
	}
	s.Players[0].Points = 5
	give(t, g, 1, "Livewire's Contacts")
	g.Reprompt()
	passUntil(t, g, func() bool { return slices.Contains(options(g, 1), "play Livewire's Contacts") })
	choose(t, g, 1, "play Livewire's Contacts")
	r, over := g.Result()
	if !over || r.Team != 0 || !slices.Equal(r.Winners, []engine.Seat{0, 1}) || r.Reason != "agenda points" {
		t.Fatalf("9 pooled points: result %+v (over %v)", r, over)
	}
	_ = onr.Corp
}
