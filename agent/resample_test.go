package agent_test

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/datafort/datafort/engine"
)

// resampleCase is a case of testdata/resample-traces.json: random games of
// Game, one per seed, played through the protocol; at least Traces nodes
// must be resampled during a trace.
type resampleCase struct {
	Name    string            `json:"name"`
	Game    string            `json:"game"`
	Options map[string]string `json:"options"`
	Seeds   []uint64          `json:"seeds"`
	Traces  int               `json:"traces"`
}

// TestProtocolResamplesAtATrace plays the games of
// testdata/resample-traces.json through the JSON-lines protocol and, at
// every node where a trace is in progress (its bids are secret and made at
// the same time, ONR-12.2), asks "resample" for every player: it must
// give a state (a trace is no reason to refuse one) that the player is
// shown exactly as the real one (observation JSON, current player, its
// legal actions), and that plays on with the player's own move.
func TestProtocolResamplesAtATrace(t *testing.T) {
	b, err := os.ReadFile("testdata/resample-traces.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []resampleCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("testdata/resample-traces.json: %v", err)
	}
	for _, tc := range cases {
		t.Run(tc.Name+": resample at a trace gives a state the player cannot tell apart", func(t *testing.T) {
			traces, together, differ := 0, 0, 0
			for _, seed := range tc.Seeds {
				c := newClient(t)
				params := map[string]any{"seed": seed}
				if tc.Options != nil {
					params["options"] = tc.Options
				}
				ng := c.call(map[string]any{"cmd": "new_game", "name": tc.Game, "params": params})
				n := ng.Info.NumPlayers
				s := c.call(map[string]any{"cmd": "new_initial_state", "game": ng.Game}).State
				rng := engine.NewRNG(seed)
				for step := 0; step < 5000; step++ {
					st := c.call(map[string]any{"cmd": "state", "state": s})
					if st.IsTerminal {
						break
					}
					acts := make([]int, n)
					var movers []int
					for p := range n {
						acts[p] = -1
						if l := st.LegalActions[strconv.Itoa(p)]; len(l) > 0 {
							acts[p] = l[rng.IntN(len(l))]
							movers = append(movers, p)
						}
					}
					if inTrace(t, c, s, movers[0]) {
						traces++
						if st.CurrentPlayer < 0 {
							together++
						}
						for p := range n {
							r := c.call(map[string]any{"cmd": "resample", "state": s, "player": p, "seed": rng.Uint64()}).State
							rs := c.call(map[string]any{"cmd": "state", "state": r})
							key := strconv.Itoa(p)
							if rs.CurrentPlayer != st.CurrentPlayer || !slices.Equal(rs.LegalActions[key], st.LegalActions[key]) {
								t.Fatalf("seed %d step %d player %d: current player %d, legal %v; resampled %d, %v",
									seed, step, p, st.CurrentPlayer, st.LegalActions[key], rs.CurrentPlayer, rs.LegalActions[key])
							}
							a, ra := observationJSON(t, c, s, p), observationJSON(t, c, r, p)
							if !bytes.Equal(a, ra) {
								t.Fatalf("seed %d step %d: player %d is shown the resampled state otherwise:\n%s\n%s", seed, step, p, a, ra)
							}
							if c.call(map[string]any{"cmd": "serialize", "state": s}).Data != c.call(map[string]any{"cmd": "serialize", "state": r}).Data {
								differ++
							}
							// The player's own move, another's drawn from what
							// is legal in the resampled state.
							racts := make([]int, n)
							for q := range n {
								racts[q] = -1
								if l := rs.LegalActions[strconv.Itoa(q)]; len(l) > 0 {
									racts[q] = l[0]
								}
							}
							if acts[p] >= 0 {
								racts[p] = acts[p]
							}
							playOne(t, c, r, rs.CurrentPlayer, racts)
						}
					}
					playOne(t, c, s, st.CurrentPlayer, acts)
				}
				c.quit()
			}
			t.Logf("%d nodes in a trace resampled for every player (%d simultaneous), %d resampled states differ from the real one", traces, together, differ)
			if traces < tc.Traces || together == 0 {
				t.Errorf("%d nodes in a trace (%d simultaneous), want %d", traces, together, tc.Traces)
			}
			if differ == 0 {
				t.Error("no resampled state differs from the real one: the test proves little")
			}
		})
	}
}

// inTrace reports whether player p's observation of state s shows a trace
// in progress.
func inTrace(t *testing.T, c *client, s string, p int) bool {
	t.Helper()
	var v struct {
		Trace json.RawMessage `json:"trace"`
	}
	if err := json.Unmarshal(observationJSON(t, c, s, p), &v); err != nil {
		t.Fatal(err)
	}
	return len(v.Trace) > 0 && !bytes.Equal(v.Trace, []byte("null"))
}

// observationJSON returns player p's observation JSON of state s.
func observationJSON(t *testing.T, c *client, s string, p int) []byte {
	t.Helper()
	c.call(map[string]any{"cmd": "observation_json", "state": s, "player": p})
	var r struct {
		Observation json.RawMessage `json:"observation"`
	}
	if err := json.Unmarshal([]byte(c.transcript[len(c.transcript)-1]), &r); err != nil || len(r.Observation) == 0 {
		t.Fatalf("observation_json of %s for player %d: %v", s, p, err)
	}
	return r.Observation
}

// playOne applies acts (one per player, -1 for none) to state s whose
// current player is cur.
func playOne(t *testing.T, c *client, s string, cur int, acts []int) {
	t.Helper()
	if cur >= 0 {
		c.call(map[string]any{"cmd": "apply_action", "state": s, "action": acts[cur]})
		return
	}
	c.call(map[string]any{"cmd": "apply_actions", "state": s, "actions": acts})
}
