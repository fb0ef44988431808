package agent

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
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

// TestStatesStartedInDeletedGamesAreNewOnes plays the same random games
// through two sessions: one deletes each state at its game's end, so that
// the next state starts in the memory of its game (engine.Resetter: ONR's
// own table), the other keeps every state, so that each starts anew.
// Every response of the one is the other's, byte for byte.
func TestStatesStartedInDeletedGamesAreNewOnes(t *testing.T) {
	corp, runner, err := onr.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	every, err := json.Marshal([]string{corp, runner})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, newGame string
		resets        bool
	}{
		{"ONR", `{"cmd":"new_game","name":"onr"}`, true},
		{"ONR with every card", `{"cmd":"new_game","name":"onr","params":{"decks":` + string(every) + `}}`, true},
		{"the Big Sell-Out, which does not reset", `{"cmd":"new_game","name":"bso","params":{"options":{"players":"4"}}}`, false},
	} {
		t.Run("a state started in the game of a deleted one plays as a new one in "+tc.name, func(t *testing.T) {
			type session struct {
				srv *server
				buf bytes.Buffer
				rw  *responseWriter
			}
			open := func() *session {
				s := &session{srv: newServer()}
				s.rw = newResponseWriter(&s.buf)
				return s
			}
			reusing, fresh := open(), open()
			call := func(line string) map[string]any {
				t.Helper()
				var out [2][]byte
				var resp map[string]any
				for i, s := range []*session{reusing, fresh} {
					r, _, err := s.srv.respond([]byte(line))
					if err != nil {
						t.Fatalf("%s: %v", line, err)
					}
					s.buf.Reset()
					if err := s.rw.write(r); err != nil {
						t.Fatal(err)
					}
					out[i] = bytes.Clone(s.buf.Bytes())
					if i == 0 {
						resp = r
					}
				}
				if !bytes.Equal(out[0], out[1]) {
					t.Fatalf("%s:\nthe session that reuses games answers %s\nthe other %s", line, out[0], out[1])
				}
				return resp
			}
			call(`{"cmd":"hello","protocol":2}`)
			if r := call(tc.newGame); r["game"] != "g1" {
				t.Fatalf("new_game: %v", r)
			}
			rng := engine.NewRNG(7)
			reused, steps := 0, 0
			var deleted []engine.Game
			for game := range 6 {
				h := call(`{"cmd":"new_initial_state","game":"g1"}`)["state"].(string)
				action := strconv.Itoa(game + 1)
				for step := 0; ; step++ {
					if step == 1 && slices.Contains(deleted, reusing.srv.states[h].g) {
						reused++
					}
					r := call(`{"cmd":"step","states":["` + h + `"],"actions":[` + action + `],"observation":"none"}`)["results"].([]StepResult)[0]
					if r.IsTerminal || step > 20000 {
						break
					}
					steps++
					joint := make([]string, len(r.Rewards))
					for p := range joint {
						joint[p] = "-1"
					}
					for _, m := range r.Movers {
						joint[m.Player] = strconv.Itoa(m.LegalActions[rng.IntN(len(m.LegalActions))])
					}
					action = joint[r.Movers[0].Player]
					if len(r.Movers) > 1 {
						action = "[" + strings.Join(joint, ",") + "]"
					}
				}
				deleted = append(deleted, reusing.srv.states[h].g)
				if _, _, err := reusing.srv.respond([]byte(`{"cmd":"delete","state":"` + h + `"}`)); err != nil {
					t.Fatal(err)
				}
			}
			if tc.resets && reused != 5 || !tc.resets && reused != 0 {
				t.Errorf("%d of the 5 later games started in a deleted state's game", reused)
			}
			t.Logf("%d steps; %d of the 5 later games started in a deleted state's game", steps, reused)
		})
	}
}
