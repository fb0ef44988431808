package agent

import (
	"reflect"
	"strconv"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestStepResultsInReusedMemoryAreFreshOnes plays random games through
// the protocol's step, two states a batch (one of them ending first), with
// and without observations: each result the server writes in the memory of
// the step before (server.step, resultInto) equals the state's Result,
// computed afresh; and the requests, read in the parser's memory, name
// the states the server made.
func TestStepResultsInReusedMemoryAreFreshOnes(t *testing.T) {
	for _, tc := range []struct{ name, game, params string }{
		{"ONR", "onr", ``},
		{"the Big Sell-Out", "bso", `,"params":{"options":{"players":"4"}}`},
		{"NSG", "nsg", ``},
		{"Neuroscape", "neuroscape", ``},
	} {
		t.Run("the step results of "+tc.name+" are the states' own", func(t *testing.T) {
			srv := newServer()
			call := func(line string) map[string]any {
				t.Helper()
				resp, _, err := srv.respond([]byte(line))
				if err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				return resp
			}
			call(`{"cmd":"hello","protocol":2}`)
			call(`{"cmd":"new_game","name":"` + tc.game + `"` + tc.params + `}`)
			h := []string{
				call(`{"cmd":"new_initial_state","game":"g1"}`)["state"].(string),
				call(`{"cmd":"new_initial_state","game":"g1"}`)["state"].(string),
			}
			rng := engine.NewRNG(5)
			actions := []string{"3", "4"}
			steps := 0
			for step := 0; step < 1500; step++ {
				obs := ObserveNone
				if step%7 == 6 {
					obs = ObserveSparse
				}
				line := `{"cmd":"step","states":["` + h[0] + `","` + h[1] + `"],"actions":[` + actions[0] + `,` + actions[1] + `],"observation":"` + obs + `"}`
				results := call(line)["results"].([]StepResult)
				done := 0
				for i, r := range results {
					want, err := srv.states[h[i]].Result(obs)
					if err != nil {
						t.Fatal(err)
					}
					want.State = h[i]
					if !reflect.DeepEqual(r, want) {
						t.Fatalf("step %d, state %s: the step reports\n%+v\nits Result is\n%+v", step, h[i], r, want)
					}
					switch {
					case r.IsTerminal:
						actions[i] = "null"
						done++
					case len(r.Movers) == 1:
						m := r.Movers[0]
						actions[i] = strconv.Itoa(m.LegalActions[rng.IntN(len(m.LegalActions))])
					default:
						joint := make([]byte, 0, 16)
						joint = append(joint, '[')
						for p := range r.Rewards {
							a := -1
							for _, m := range r.Movers {
								if m.Player == p {
									a = m.LegalActions[rng.IntN(len(m.LegalActions))]
								}
							}
							if p > 0 {
								joint = append(joint, ',')
							}
							joint = strconv.AppendInt(joint, int64(a), 10)
						}
						actions[i] = string(append(joint, ']'))
					}
				}
				steps++
				if done == 2 {
					break
				}
			}
			t.Logf("%d steps", steps)
			if steps < 100 {
				t.Fatalf("only %d steps", steps)
			}
		})
	}
}
