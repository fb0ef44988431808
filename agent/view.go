package agent

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"

	"github.com/datafort/datafort/engine"
)

// decisionStart and decisionNext are how every engine.Decision begins in
// JSON: `{"id":` then the id's digits, then `,"seat":`. encoding/json
// writes a struct's fields in their order and escapes every quote inside
// a string, so in a view's JSON this sequence can only open a decision.
var decisionStart, decisionNext = func() ([]byte, []byte) {
	t := reflect.TypeFor[engine.Decision]()
	name := func(i int) string {
		n, opts, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if n == "" || n == "-" || strings.Contains(opts, "omitempty") {
			panic(fmt.Sprintf("agent: engine.Decision field %s is not always in its JSON", t.Field(i).Name))
		}
		return n
	}
	if t.Field(0).Name != "ID" || t.Field(0).Type.Kind() != reflect.Uint64 {
		panic("agent: engine.Decision's first field is not its uint64 ID")
	}
	return []byte(`{"` + name(0) + `":`), []byte(`,"` + name(1) + `":`)
}()

// withoutDecisionIDs returns the JSON view b with the id of every decision
// it holds left out, everything else as it was.
func withoutDecisionIDs(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for {
		i := bytes.Index(b, decisionStart)
		if i < 0 {
			return append(out, b...)
		}
		j := i + len(decisionStart)
		k := j
		for k < len(b) && b[k] >= '0' && b[k] <= '9' {
			k++
		}
		if k == j || !bytes.HasPrefix(b[k:], decisionNext) {
			out = append(out, b[:j]...)
			b = b[j:]
			continue
		}
		out = append(out, b[:i+1]...) // the brace
		b = b[k+1:]                   // from the next key, its comma left out
	}
}
