package agent

import (
	"encoding/json"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestWithoutDecisionIDs: the id of every decision a view's JSON holds is
// left out, and nothing else changes: not an object with an id that is not
// a decision, nor a prompt that quotes a decision's JSON.
func TestWithoutDecisionIDs(t *testing.T) {
	d := engine.Decision{ID: 41, Seat: 1, Prompt: `say {"id":7,"seat":0}`, Options: []engine.Option{{Verb: 1}}}
	for _, c := range []struct {
		name string
		in   any
		want string
	}{
		{"a pending decision loses its id", map[string]any{"pending": []engine.Decision{d, {ID: 1234567, Seat: 0}}},
			`{"pending":[{"seat":1,"kind":"select","prompt":"say {\"id\":7,\"seat\":0}","options":[{"verb":"` + engine.Verb(1).String() + `"}]},{"seat":0,"kind":"select","prompt":""}]}`},
		{"an object with an id but no seat after it keeps it", map[string]any{"card": map[string]int{"id": 3, "zone": 1}}, `{"card":{"id":3,"zone":1}}`},
		{"a view without decisions is unchanged", []int{1, 2}, `[1,2]`},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := json.Marshal(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(withoutDecisionIDs(b)); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}
