package agent

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/datafort/datafort/engine"
)

// decisionKeys are the JSON keys every engine.Decision marshals (its
// fields without omitempty), and decisionID the key of its id: an object
// of a view that has all of them is a decision.
var decisionKeys, decisionID = func() ([]string, string) {
	var keys []string
	id := ""
	t := reflect.TypeFor[engine.Decision]()
	for i := range t.NumField() {
		f := t.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" || name == "-" || strings.Contains(opts, "omitempty") {
			continue
		}
		keys = append(keys, name)
		if f.Name == "ID" {
			id = name
		}
	}
	return keys, id
}()

// withoutDecisionIDs returns the JSON view b with the id of every decision
// it holds left out.
func withoutDecisionIDs(b []byte) ([]byte, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, fmt.Errorf("agent: reading a view: %w", err)
	}
	stripDecisionIDs(v)
	out, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("agent: writing a view: %w", err)
	}
	return out, nil
}

// stripDecisionIDs deletes, in place, the id of every decision in v.
func stripDecisionIDs(v any) {
	switch x := v.(type) {
	case map[string]any:
		decision := true
		for _, k := range decisionKeys {
			if _, ok := x[k]; !ok {
				decision = false
				break
			}
		}
		if decision {
			delete(x, decisionID)
		}
		for _, e := range x {
			stripDecisionIDs(e)
		}
	case []any:
		for _, e := range x {
			stripDecisionIDs(e)
		}
	}
}
