package agent

import (
	"encoding/json"
	"io"
	"math"
	"strconv"
)

// responseWriter writes the protocol's responses, one JSON line each, as
// a json.Encoder without HTML escaping writes them; the everyday response
// of "step" without observations it writes itself (appendStepResponse),
// for a fraction of what encoding/json costs (docs/agent.md, "Cost per
// step"), to the same bytes (TestStepResponsesAreWrittenAsByEncodingJSON).
type responseWriter struct {
	w   io.Writer
	enc *json.Encoder
	buf []byte
}

func newResponseWriter(w io.Writer) *responseWriter {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return &responseWriter{w: w, enc: enc}
}

// write writes resp and a newline.
func (rw *responseWriter) write(resp map[string]any) error {
	if b, ok := appendStepResponse(rw.buf[:0], resp); ok {
		rw.buf = b
		_, err := rw.w.Write(b)
		return err
	}
	return rw.enc.Encode(resp)
}

// appendStepResponse appends resp to b as encoding/json writes it, with a
// newline, when resp is a step's success ("id", "ok" true, "results" of
// StepResults without observations) whose strings are plain ASCII and
// whose numbers are integers; else it reports false.
func appendStepResponse(b []byte, resp map[string]any) ([]byte, bool) {
	if ok, _ := resp["ok"].(bool); !ok {
		return nil, false
	}
	results, isStep := resp["results"].([]StepResult)
	n := 2
	id, hasID := resp["id"]
	if hasID {
		n++
	}
	if !isStep || len(resp) != n {
		return nil, false
	}
	b = append(b, '{')
	if hasID {
		raw, ok := id.(json.RawMessage)
		if !ok || !plainJSON(raw) {
			return nil, false
		}
		b = append(append(b, `"id":`...), raw...)
		b = append(b, ',')
	}
	b = append(b, `"ok":true,"results":`...)
	if results == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, r := range results {
			if i > 0 {
				b = append(b, ',')
			}
			var ok bool
			if b, ok = appendStepResult(b, &r); !ok {
				return nil, false
			}
		}
		b = append(b, ']')
	}
	return append(b, '}', '\n'), true
}

// appendStepResult appends r as encoding/json writes it, or reports false.
func appendStepResult(b []byte, r *StepResult) ([]byte, bool) {
	if !plainString(r.State) {
		return nil, false
	}
	b = append(b, `{"state":"`...)
	b = append(b, r.State...)
	b = append(b, `","current_player":`...)
	b = strconv.AppendInt(b, int64(r.CurrentPlayer), 10)
	b = append(b, `,"is_terminal":`...)
	b = strconv.AppendBool(b, r.IsTerminal)
	b = append(b, `,"rewards":`...)
	if r.Rewards == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, x := range r.Rewards {
			if x != math.Trunc(x) || math.Abs(x) >= 1e15 || (x == 0 && math.Signbit(x)) {
				return nil, false // a float encoding/json writes its own way
			}
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(x), 10)
		}
		b = append(b, ']')
	}
	if r.ChanceOutcomes != 0 {
		b = append(b, `,"chance_outcomes":`...)
		b = strconv.AppendInt(b, int64(r.ChanceOutcomes), 10)
	}
	b = append(b, `,"movers":`...)
	if r.Movers == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, m := range r.Movers {
			if m.Observation != nil {
				return nil, false
			}
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"player":`...)
			b = strconv.AppendInt(b, int64(m.Player), 10)
			b = append(b, `,"legal_actions":`...)
			b = appendInts(b, m.LegalActions)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}'), true
}

// appendInts appends l as a JSON array, null when nil.
func appendInts(b []byte, l []int) []byte {
	if l == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range l {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(b, x)
	}
	return append(b, ']')
}

// appendInt appends x in decimal, as strconv.AppendInt does: an action
// id (below 100,000) by its digits, anything else by strconv.
func appendInt(b []byte, x int) []byte {
	if x < 0 || x >= 100000 {
		return strconv.AppendInt(b, int64(x), 10)
	}
	var d [5]byte
	i := len(d)
	for {
		i--
		d[i] = byte('0' + x%10)
		x /= 10
		if x == 0 {
			break
		}
	}
	return append(b, d[i:]...)
}

// plainString reports whether s is written by encoding/json as itself
// between quotes: printable ASCII without a quote or a backslash.
func plainString(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// plainJSON reports whether raw is written by encoding/json as itself: a
// plain string (plainString) or an integer, without spaces.
func plainJSON(raw json.RawMessage) bool {
	if len(raw) >= 2 && raw[0] == '"' && raw[len(raw)-1] == '"' {
		return plainString(string(raw[1 : len(raw)-1]))
	}
	s := scanner{b: raw}
	v, ok := s.value(2)
	return ok && len(v) == len(raw) && raw[0] != '"'
}
