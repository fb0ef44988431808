package sim_test

import (
	"reflect"
	"testing"

	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/sim"
)

// TestSwiftAtFourSeatsInTwoTeams plays the swift toy at four seats in two
// teams (p0 and p2 against p1 and p3) with a bot named per team: sim needs
// nothing of a game but its registration, and counts wins by team.
func TestSwiftAtFourSeatsInTwoTeams(t *testing.T) {
	cfg := sim.Config{
		Ruleset: enginetest.Swift{},
		Games:   200,
		Seed:    23,
		Check:   true,
		Options: map[string]string{"seats": "4", "teams": "2v2"},
		Bots:    map[string]string{sim.TeamKey(0): "random", sim.TeamKey(1): "random"},
	}
	r := run(t, cfg)
	again := run(t, cfg)
	tests := []struct {
		name string
		ok   bool
	}{
		{"every game completes with every step checked", r.Completed == cfg.Games && len(r.Failures) == 0},
		{"wins are counted by team and add up to the games", r.Teams["team 1"]+r.Teams["team 2"]+r.Teams["draw"] == r.Completed},
		{"both teams win some games", r.Teams["team 1"] > 0 && r.Teams["team 2"] > 0},
		{"a team's win is its two seats' win", len(r.Wins) > 0 && r.Wins["p0+p2"]+r.Wins["p1+p3"]+r.Wins["draw"] == r.Completed},
		{"the same seed plays the same games", reflect.DeepEqual(deterministic(r), deterministic(again))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !tt.ok {
				t.Errorf("report: %+v", r)
			}
		})
	}
}
