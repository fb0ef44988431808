package agent

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
)

// parseSimple decodes line as parseStrict does, for a request of the
// everyday shape: a flat object of distinct keys, each a plain name, whose
// values are strings of printable ASCII without escapes, integers, or
// arrays of them (nested once: the joint actions of "step"), with exactly
// its command's arguments. It reports false for any other line (an object
// argument such as "params", a null, an unknown field, a string with an
// escape, ...), which parseStrict then decodes, or refuses with the error
// naming what is wrong. It decodes a step request for a tenth of what
// encoding/json costs (docs/agent.md, "Cost per step"); the requests it
// accepts decode to the same request (TestSimpleRequestsDecodeAsStrictOnes).
// It is a new simpleParser's parse: see there for a parser whose memory
// serves request after request.
func parseSimple(line []byte) (*request, bool) {
	var p simpleParser
	return p.parse(line)
}

// simpleParser is parseSimple with memory of its own, reused from one
// request to the next, so that a step request allocates nothing: the
// request, the lists of states and actions, and the strings, which are
// the interned ones (the command names, the observation encodings, and
// the handles the server names in names) when equal to one. What parse
// returns is valid until its next call, and an action of "actions" is the
// bytes of line (read before line changes).
type simpleParser struct {
	req     request
	states  []string
	actions []json.RawMessage
	names   map[string]string // the live handles, added and removed by the server
}

// interned are the strings every parser interns: the command names and
// the observation encodings.
var interned = func() map[string]string {
	m := map[string]string{ObserveNone: ObserveNone, ObserveSparse: ObserveSparse, ObserveDense: ObserveDense}
	for c := range Commands {
		m[c] = c
	}
	return m
}()

// str returns the string of b: an interned one when equal, else a new one.
func (p *simpleParser) str(b []byte) string {
	if s, ok := interned[string(b)]; ok {
		return s
	}
	if s, ok := p.names[string(b)]; ok {
		return s
	}
	return string(b)
}

// parse is parseSimple in the parser's memory.
func (p *simpleParser) parse(line []byte) (*request, bool) {
	sc := scanner{b: line}
	var kvs [8]struct{ key, value []byte }
	n := 0
	sc.space()
	if !sc.next('{') {
		return nil, false
	}
	for {
		sc.space()
		k, ok := sc.str()
		if !ok || n == len(kvs) {
			return nil, false
		}
		sc.space()
		if !sc.next(':') {
			return nil, false
		}
		sc.space()
		v, ok := sc.value(0)
		if !ok {
			return nil, false
		}
		for _, kv := range kvs[:n] {
			if bytes.Equal(kv.key, k) {
				return nil, false // a key given twice: encoding/json keeps the last
			}
		}
		kvs[n].key, kvs[n].value = k, v
		n++
		sc.space()
		if sc.next(',') {
			continue
		}
		if sc.next('}') {
			break
		}
		return nil, false
	}
	sc.space()
	if sc.i != len(line) {
		return nil, false
	}
	req := &p.req
	*req = request{}
	found := 0
	for _, kv := range kvs[:n] {
		switch string(kv.key) {
		case "id":
			req.ID = json.RawMessage(slices.Clone(kv.value))
		case "cmd":
			if kv.value[0] != '"' {
				return nil, false
			}
			req.Cmd = p.str(kv.value[1 : len(kv.value)-1])
		default:
			continue
		}
		found++
	}
	args, ok := Commands[req.Cmd]
	if !ok || n-found > len(args) {
		return nil, false
	}
	for _, a := range args {
		i := 0
		for i < n && string(kvs[i].key) != a.Name {
			i++
		}
		if i == n {
			if !a.Optional {
				return nil, false
			}
			continue
		}
		found++
		if !p.decode(kvs[i].value, req.field(a.Name)) {
			return nil, false
		}
	}
	if found != n {
		return nil, false // a field the command does not take
	}
	return req, true
}

// decode decodes the simple value v (parseSimple) into dst as
// encoding/json would, or reports false when it cannot.
func (p *simpleParser) decode(v []byte, dst any) bool {
	switch dst := dst.(type) {
	case *string:
		if v[0] != '"' {
			return false
		}
		*dst = p.str(v[1 : len(v)-1])
	case *int:
		n, err := strconv.Atoi(string(v))
		if err != nil {
			return false
		}
		*dst = n
	case **int:
		var n int
		if !p.decode(v, &n) {
			return false
		}
		*dst = &n
	case *uint64:
		n, err := strconv.ParseUint(string(v), 10, 64)
		if err != nil {
			return false
		}
		*dst = n
	case *[]string:
		out := p.states[:0]
		ok := elements(v, func(it []byte) bool {
			var s string
			if !p.decode(it, &s) {
				return false
			}
			out = append(out, s)
			return true
		})
		if !ok {
			return false
		}
		p.states = out
		if out == nil {
			out = []string{}
		}
		*dst = out
	case *[]json.RawMessage:
		out := p.actions[:0]
		if !elements(v, func(it []byte) bool { out = append(out, it); return true }) {
			return false
		}
		p.actions = out
		if out == nil {
			out = []json.RawMessage{}
		}
		*dst = out
	default:
		return false
	}
	return true
}

// elements calls f with each raw item of the simple array v, in order,
// until f reports false; it reports whether v is an array whose every
// item f took.
func elements(v []byte, f func([]byte) bool) bool {
	if v[0] != '[' {
		return false
	}
	sc := scanner{b: v, i: 1}
	sc.space()
	if sc.next(']') {
		return true
	}
	for {
		it, ok := sc.value(1)
		if !ok || !f(it) {
			return false
		}
		sc.space()
		if sc.next(']') {
			return true
		}
		if !sc.next(',') {
			return false
		}
		sc.space()
	}
}

// scanner reads the simple JSON of parseSimple from b at i.
type scanner struct {
	b []byte
	i int
}

// space skips JSON whitespace.
func (s *scanner) space() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// next consumes byte c if it comes next.
func (s *scanner) next(c byte) bool {
	if s.i < len(s.b) && s.b[s.i] == c {
		s.i++
		return true
	}
	return false
}

// str consumes a string of printable ASCII without escapes and returns
// what is between its quotes.
func (s *scanner) str() ([]byte, bool) {
	if !s.next('"') {
		return nil, false
	}
	for j := s.i; j < len(s.b); j++ {
		switch c := s.b[j]; {
		case c == '"':
			out := s.b[s.i:j]
			s.i = j + 1
			return out, true
		case c < 0x20 || c >= 0x7f || c == '\\':
			return nil, false
		}
	}
	return nil, false
}

// value consumes a simple value and returns its bytes: a string (str), an
// integer, or, at depth 0 or 1, an array of simple values.
func (s *scanner) value(depth int) ([]byte, bool) {
	start := s.i
	if s.i >= len(s.b) {
		return nil, false
	}
	switch c := s.b[s.i]; {
	case c == '"':
		if _, ok := s.str(); !ok {
			return nil, false
		}
	case c == '[':
		if depth > 1 {
			return nil, false
		}
		s.i++
		s.space()
		if !s.next(']') {
			for {
				if _, ok := s.value(depth + 1); !ok {
					return nil, false
				}
				s.space()
				if s.next(']') {
					break
				}
				if !s.next(',') {
					return nil, false
				}
				s.space()
			}
		}
	case c == '-' || c >= '0' && c <= '9':
		s.next('-')
		switch {
		case s.next('0'):
		case s.i < len(s.b) && s.b[s.i] >= '1' && s.b[s.i] <= '9':
			for s.i < len(s.b) && s.b[s.i] >= '0' && s.b[s.i] <= '9' {
				s.i++
			}
		default:
			return nil, false
		}
		if s.i < len(s.b) && (s.b[s.i] == '.' || s.b[s.i] == 'e' || s.b[s.i] == 'E') {
			return nil, false // a number that is no integer
		}
	default:
		return nil, false // an object, a literal (null, true, false), or no JSON
	}
	return s.b[start:s.i], true
}

// intOf decodes raw into an int as json.Unmarshal does: an integer of
// parseSimple's grammar directly, anything else by encoding/json.
func intOf(raw json.RawMessage) (int, error) {
	sc := scanner{b: raw}
	if v, ok := sc.value(2); ok && len(v) == len(raw) && raw[0] != '"' {
		if n, err := strconv.Atoi(string(raw)); err == nil {
			return n, nil
		}
	}
	var n int
	err := json.Unmarshal(raw, &n)
	return n, err
}
