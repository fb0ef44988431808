package agent

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// encodingJSON is resp as Serve wrote every response before
// appendStepResponse: a json.Encoder without HTML escaping.
func encodingJSON(t *testing.T, resp map[string]any) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(resp); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestStepResponsesAreWrittenAsByEncodingJSON: every response that
// appendStepResponse writes itself, it writes byte for byte as
// encoding/json does: the step responses of random games of every kind
// (one mover, simultaneous movers, the chance node, the end; a batch of
// two states), and responses crafted at its edges (ids and handles that
// need escaping or compacting, rewards that are not integers, nil lists,
// observations, errors), which it leaves to encoding/json.
func TestStepResponsesAreWrittenAsByEncodingJSON(t *testing.T) {
	compare := func(t *testing.T, resp map[string]any) bool {
		t.Helper()
		got, ok := appendStepResponse(nil, resp)
		if !ok {
			return false
		}
		if want := encodingJSON(t, resp); !bytes.Equal(got, want) {
			t.Fatalf("appendStepResponse wrote\n%s\nencoding/json\n%s", got, want)
		}
		return true
	}
	for _, tc := range []struct{ name, game, params string }{
		{"ONR", "onr", ``},
		{"the Big Sell-Out", "bso", `,"params":{"options":{"players":"4"}}`},
		{"NSG", "nsg", ``},
		{"Neuroscape", "neuroscape", ``},
	} {
		t.Run("the step responses of "+tc.name+" are encoding/json's", func(t *testing.T) {
			srv := newServer()
			call := func(line string) map[string]any {
				t.Helper()
				req, err := parseRequest([]byte(line))
				if err != nil {
					t.Fatal(err)
				}
				resp := map[string]any{}
				if req.ID != nil {
					resp["id"] = req.ID
				}
				if err := srv.handle(req, resp); err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				resp["ok"] = true
				return resp
			}
			call(`{"cmd":"hello","protocol":2}`)
			call(`{"cmd":"new_game","name":"` + tc.game + `"` + tc.params + `}`)
			a := call(`{"cmd":"new_initial_state","game":"g1"}`)["state"].(string)
			b := call(`{"cmd":"new_initial_state","game":"g1"}`)["state"].(string)
			rng := engine.NewRNG(3)
			actions := []string{"1", "2"}
			written, obs := 0, 0
			for step := 0; step < 3000; step++ {
				o := ObserveNone
				if step%10 == 9 {
					o = ObserveSparse
				}
				resp := call(fmt.Sprintf(`{"id":%d,"cmd":"step","states":[%q,%q],"actions":[%s],"observation":%q}`, step, a, b, strings.Join(actions, ","), o))
				if compare(t, resp) {
					written++
				} else if o == ObserveNone {
					t.Fatalf("step %d: appendStepResponse left a step without observations to encoding/json", step)
				} else {
					obs++
				}
				results := resp["results"].([]StepResult)
				for i, r := range results {
					switch {
					case r.IsTerminal:
						actions[i] = "null"
					case len(r.Movers) == 1:
						m := r.Movers[0]
						actions[i] = fmt.Sprint(m.LegalActions[rng.IntN(len(m.LegalActions))])
					default:
						joint := make([]string, len(r.Rewards))
						for p := range joint {
							joint[p] = "-1"
						}
						for _, m := range r.Movers {
							joint[m.Player] = fmt.Sprint(m.LegalActions[rng.IntN(len(m.LegalActions))])
						}
						actions[i] = "[" + strings.Join(joint, ",") + "]"
					}
				}
				if results[0].IsTerminal && results[1].IsTerminal {
					break
				}
			}
			if written == 0 || obs == 0 {
				t.Fatalf("%d responses written by appendStepResponse, %d with observations: the test needs both", written, obs)
			}
			t.Logf("%d step responses written as encoding/json writes them; %d with observations left to it", written, obs)
		})
	}
	t.Run("responses at its edges are written as by encoding/json, or left to it", func(t *testing.T) {
		step := func(state string, rewards []float64, movers []Mover) map[string]any {
			return map[string]any{"ok": true, "results": []StepResult{{State: state, CurrentPlayer: 1, Rewards: rewards, Movers: movers}}}
		}
		plain := []Mover{{Player: 1, LegalActions: []int{0, 5, 32683}}}
		edges := []map[string]any{
			step("s1", []float64{0, 0}, plain),
			step("s1", []float64{1, -1}, []Mover{}),
			step("s1", nil, nil),
			step("s1", []float64{0.5, -0.5}, plain),
			step("s1", []float64{math.Copysign(0, -1), 0}, plain),
			step("s1", []float64{1e20, 0}, plain),
			step(`s"1`, []float64{0, 0}, plain),
			step("s\\1", []float64{0, 0}, plain),
			step("s<1>&", []float64{0, 0}, plain),
			step("sé", []float64{0, 0}, plain),
			step("s\n", []float64{0, 0}, plain),
			step("s1", []float64{0, 0}, []Mover{{Player: 0, LegalActions: nil}}),
			step("s1", []float64{0, 0}, []Mover{{Player: 0, LegalActions: []int{}, Observation: &Observation{Indices: []int{1}, Values: []float32{2}}}}),
			{"ok": true, "results": []StepResult{{State: "s1", ChanceOutcomes: 1024, Rewards: []float64{0}, Movers: []Mover{}}}},
			{"ok": true, "results": []StepResult{}},
			{"ok": true, "results": []StepResult(nil)},
			{"ok": false, "error": "no state \"s9\""},
			{"ok": true, "results": []StepResult{}, "extra": 1},
			{"ok": true, "state": "s2"},
		}
		for _, id := range []string{`7`, `-0`, `"a"`, `"a b"`, `" x "`, `[1,2]`, `[1, 2]`, `{"x":1}`, `"é"`, `"\u0041"`, `1.5`, `null`} {
			edges = append(edges, map[string]any{"id": json.RawMessage(id), "ok": true, "results": []StepResult{}})
		}
		written := 0
		for _, resp := range edges {
			if compare(t, resp) {
				written++
			}
		}
		if written == 0 || written == len(edges) {
			t.Fatalf("%d of %d edge responses written by appendStepResponse: the test needs some and not all", written, len(edges))
		}
		t.Logf("%d of %d edge responses written as encoding/json writes them, the others left to it", written, len(edges))
	})
}

// TestAppendIntIsStrconvs: appendInt writes every integer as
// strconv.AppendInt does, the action ids it writes itself and the rest.
func TestAppendIntIsStrconvs(t *testing.T) {
	check := func(x int) {
		if got, want := string(appendInt([]byte("x"), x)), string(strconv.AppendInt([]byte("x"), int64(x), 10)); got != want {
			t.Fatalf("appendInt(%d) = %s, strconv: %s", x, got, want)
		}
	}
	for x := -1000; x <= 101000; x++ {
		check(x)
	}
	for _, x := range []int{math.MinInt, math.MaxInt, -100000, 999999, 1 << 40} {
		check(x)
	}
}
