package agent_test

import (
	"encoding/json"
	"os"
	"slices"

	"testing"

	"github.com/datafort/datafort/agent"
	"github.com/datafort/datafort/engine"
)

// stepBatch is one case of testdata/step-batches.json: games opened in one
// session, states_per_game states of each, all stepped together by "step"
// with random moves until every game is over.
type stepBatch struct {
	Name  string `json:"name"`
	Games []struct {
		Name   string         `json:"name"`
		Params map[string]any `json:"params"`
	} `json:"games"`
	StatesPerGame int    `json:"states_per_game"`
	Observation   string `json:"observation"`
	Seed          uint64 `json:"seed"`
}

// TestStepPlaysBatchesOfGames plays each batch of
// testdata/step-batches.json through "step" alone: every result must name
// its state, give the movers' legal actions as "legal_actions" gives them,
// their observation as "observation_tensor" gives it (sparse: its non-zero
// entries; compared every eighth step), no movers and zero-sum rewards at the end, and the
// same batch played again gives the same session.
func TestStepPlaysBatchesOfGames(t *testing.T) {
	b, err := os.ReadFile("testdata/step-batches.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []stepBatch
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("testdata/step-batches.json: %v", err)
	}
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			one := playBatch(t, tc)
			two := playBatch(t, tc)
			if i := firstDifference(one, two); i >= 0 {
				t.Fatalf("the same batch gave another session from response %d", i)
			}
		})
	}
}

// playBatch plays tc and returns the session's transcript.
func playBatch(t *testing.T, tc stepBatch) []string {
	t.Helper()
	c := newClient(t)
	rng := engine.NewRNG(tc.Seed)
	var states []string
	sizes := map[string]int{} // observation size by state
	for _, g := range tc.Games {
		r := c.call(map[string]any{"cmd": "new_game", "name": g.Name, "params": g.Params})
		ss := c.call(map[string]any{"cmd": "new_initial_state", "game": r.Game, "count": tc.StatesPerGame}).States
		if len(ss) != tc.StatesPerGame {
			t.Fatalf("%s: %d states, want %d", g.Name, len(ss), tc.StatesPerGame)
		}
		for _, s := range ss {
			sizes[s] = r.Info.ObservationSize
		}
		states = append(states, ss...)
	}
	actions := make([]any, len(states)) // nil first: report the states
	ended := 0
	for step := 0; len(states) > 0; step++ {
		if step > 20000 {
			t.Fatalf("not over after %d steps", step)
		}
		res := c.call(map[string]any{"cmd": "step", "states": states, "actions": actions, "observation": tc.Observation}).Results
		if len(res) != len(states) {
			t.Fatalf("%d results for %d states", len(res), len(states))
		}
		var next []string
		var nextActions []any
		for i, r := range res {
			if r.State != states[i] {
				t.Fatalf("result %d names state %s, want %s", i, r.State, states[i])
			}
			if r.IsTerminal {
				if len(r.Movers) != 0 || r.CurrentPlayer != agent.Terminal {
					t.Fatalf("state %s is over with movers %v and current player %d", r.State, r.Movers, r.CurrentPlayer)
				}
				sum := 0.0
				for _, v := range r.Rewards {
					sum += v
				}
				if sum != 0 {
					t.Fatalf("state %s: rewards %v do not sum to 0", r.State, r.Rewards)
				}
				ended++
				continue
			}
			if r.CurrentPlayer == agent.Chance {
				next, nextActions = append(next, r.State), append(nextActions, rng.IntN(64))
				continue
			}
			joint := make([]int, len(r.Rewards))
			for p := range joint {
				joint[p] = -1
			}
			for _, m := range r.Movers {
				want := c.call(map[string]any{"cmd": "legal_actions", "state": r.State, "player": m.Player}).Actions
				if !slices.Equal(m.LegalActions, want) || len(want) == 0 {
					t.Fatalf("state %s player %d: step gives legal actions %v, legal_actions %v", r.State, m.Player, m.LegalActions, want)
				}
				checkObservation(t, c, tc.Observation, r.State, m.Player, sizes[r.State], m.Observation, step%8 == 0)
				joint[m.Player] = m.LegalActions[rng.IntN(len(m.LegalActions))]
			}
			switch {
			case len(r.Movers) > 1:
				if r.CurrentPlayer != agent.Simultaneous {
					t.Fatalf("state %s: %d movers, current player %d", r.State, len(r.Movers), r.CurrentPlayer)
				}
				nextActions = append(nextActions, joint)
			case len(r.Movers) == 1 && r.Movers[0].Player == r.CurrentPlayer:
				nextActions = append(nextActions, joint[r.CurrentPlayer])
			default:
				t.Fatalf("state %s: movers %v, current player %d", r.State, r.Movers, r.CurrentPlayer)
			}
			next = append(next, r.State)
		}
		states, actions = next, nextActions
	}
	if ended != len(tc.Games)*tc.StatesPerGame {
		t.Fatalf("%d games ended, want %d", ended, len(tc.Games)*tc.StatesPerGame)
	}
	c.quit()
	return c.transcript
}

// checkObservation checks a mover's observation in a step result: its
// form, and when compare is set its values against "observation_tensor"
// (a dense JSON tensor per mover costs most of the test, so the batches
// compare every eighth step).
func checkObservation(t *testing.T, c *client, enc, state string, player, size int, got *struct {
	Indices []int     `json:"indices"`
	Values  []float32 `json:"values"`
	Tensor  []float32 `json:"tensor"`
}, compare bool) {
	t.Helper()
	if enc == agent.ObserveNone {
		if got != nil {
			t.Fatalf("state %s player %d: an observation was sent though none was asked for", state, player)
		}
		return
	}
	if got == nil {
		t.Fatalf("state %s player %d: no observation", state, player)
	}
	dense := got.Tensor
	if enc == agent.ObserveSparse {
		if len(got.Indices) != len(got.Values) {
			t.Fatalf("state %s player %d: %d indices, %d values", state, player, len(got.Indices), len(got.Values))
		}
		dense = make([]float32, size)
		for i, x := range got.Indices {
			if x < 0 || x >= size || got.Values[i] == 0 || (i > 0 && x <= got.Indices[i-1]) {
				t.Fatalf("state %s player %d: sparse entry %d (%d, %v)", state, player, i, x, got.Values[i])
			}
			dense[x] = got.Values[i]
		}
	}
	if len(dense) != size {
		t.Fatalf("state %s player %d: a tensor of %d, want %d", state, player, len(dense), size)
	}
	if !compare {
		return
	}
	if want := c.call(map[string]any{"cmd": "observation_tensor", "state": state, "player": player}).Tensor; !slices.Equal(dense, want) {
		t.Fatalf("state %s player %d: the step's observation differs from observation_tensor", state, player)
	}
}

// TestBotsMoveThroughTheProtocol plays games in which every seat's move is
// asked of a registered bot with "bot_action" and applied with "step": each
// answer is one of the seat's legal actions, the games end, the same seeds
// give the same session, and a bot asked when its seat has nothing to
// decide, or of another game, is refused.
func TestBotsMoveThroughTheProtocol(t *testing.T) {
	tests := []struct {
		name, game, bot string
		params          map[string]any
	}{
		{"heuristic bots play an onr game to its end", "onr", "heuristic", map[string]any{"seed": 4}},
		{"random bots play a swift game to its end", "swift", "random", map[string]any{"seed": 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			play := func() []string {
				c := newClient(t)
				ng := c.call(map[string]any{"cmd": "new_game", "name": tt.game, "params": tt.params})
				other := c.call(map[string]any{"cmd": "new_game", "name": tt.game, "params": tt.params}).Game
				s := c.call(map[string]any{"cmd": "new_initial_state", "game": ng.Game}).State
				bots := make([]string, ng.Info.NumPlayers)
				for p := range bots {
					bots[p] = c.call(map[string]any{"cmd": "new_bot", "game": ng.Game, "bot": tt.bot, "player": p, "seed": p + 1}).Bot
				}
				stranger := c.call(map[string]any{"cmd": "new_bot", "game": other, "bot": tt.bot, "player": 0, "seed": 1}).Bot
				r := c.call(map[string]any{"cmd": "step", "states": []string{s}, "actions": []any{nil}, "observation": "none"}).Results[0]
				for n := 0; !r.IsTerminal; n++ {
					if n > 20000 {
						t.Fatal("not over")
					}
					joint := make([]int, ng.Info.NumPlayers)
					for p := range joint {
						joint[p] = -1
					}
					for p := range bots {
						mover := slices.IndexFunc(r.Movers, func(m stepMover) bool { return m.Player == p })
						a := c.try(map[string]any{"cmd": "bot_action", "bot": bots[p], "state": s})
						if mover < 0 {
							if a.OK {
								t.Fatalf("the bot of player %d, who has no decision, answered %d", p, a.Action)
							}
							continue
						}
						if !a.OK || !slices.Contains(r.Movers[mover].LegalActions, a.Action) {
							t.Fatalf("the bot of player %d answered %d (%s), legal %v", p, a.Action, a.Error, r.Movers[mover].LegalActions)
						}
						joint[p] = a.Action
					}
					if x := c.try(map[string]any{"cmd": "bot_action", "bot": stranger, "state": s}); x.OK {
						t.Fatal("a bot of another game answered")
					}
					var act any = joint
					if r.CurrentPlayer >= 0 {
						act = joint[r.CurrentPlayer]
					}
					r = c.call(map[string]any{"cmd": "step", "states": []string{s}, "actions": []any{act}, "observation": "none"}).Results[0]
				}
				c.quit()
				return c.transcript
			}
			if i := firstDifference(play(), play()); i >= 0 {
				t.Fatalf("the same seeds gave another session from response %d", i)
			}
		})
	}
}

// TestHistoryAndChanceOutcomes: "chance_outcomes" gives the chance node's
// outcomes with their probabilities (none elsewhere), and "history" the
// actions applied, the chance outcome first.
func TestHistoryAndChanceOutcomes(t *testing.T) {
	tests := []struct {
		name     string
		outcomes int
		moves    int
	}{
		{"eight equally likely setup seeds, then three moves", 8, 3},
		{"one setup seed, then no move", 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newClient(t)
			g := c.call(map[string]any{"cmd": "new_game", "name": "onr", "params": map[string]any{"chance_outcomes": tt.outcomes}}).Game
			s := c.call(map[string]any{"cmd": "new_initial_state", "game": g}).State
			out := c.call(map[string]any{"cmd": "chance_outcomes", "state": s}).Outcomes
			sum := 0.0
			for i, o := range out {
				if o.Action != i || o.Probability != 1/float64(tt.outcomes) {
					t.Fatalf("outcome %d: %+v", i, o)
				}
				sum += o.Probability
			}
			if len(out) != tt.outcomes || sum < 0.999999 || sum > 1.000001 {
				t.Fatalf("%d outcomes summing to %v, want %d summing to 1", len(out), sum, tt.outcomes)
			}
			want := []int{tt.outcomes - 1}
			r := c.call(map[string]any{"cmd": "step", "states": []string{s}, "actions": []any{want[0]}, "observation": "none"}).Results[0]
			if n := len(c.call(map[string]any{"cmd": "chance_outcomes", "state": s}).Outcomes); n != 0 {
				t.Fatalf("%d chance outcomes after the chance node", n)
			}
			for range tt.moves {
				a := r.Movers[0].LegalActions[len(r.Movers[0].LegalActions)-1]
				want = append(want, a)
				r = c.call(map[string]any{"cmd": "step", "states": []string{s}, "actions": []any{a}, "observation": "none"}).Results[0]
			}
			if got := c.call(map[string]any{"cmd": "history", "state": s}).History; !slices.Equal(got, want) {
				t.Fatalf("history %v, want %v", got, want)
			}
			c.quit()
		})
	}
}
