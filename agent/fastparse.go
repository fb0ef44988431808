package agent

import (
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

// requestKeys are the keys of a request: "id", "cmd" and every argument
// of Commands (TestRequestKeysAreTheCommandsArguments), numbered by their
// places here (keyIndex) for parse's bit sets.
var requestKeys = [...]string{"id", "cmd", "protocol", "name", "params", "game", "count", "state", "states",
	"player", "action", "actions", "observation", "data", "seed", "bot"}

// The places of the lists in requestKeys, which parse reads at once.
const (
	keyStates  = 8
	keyActions = 11
)

// keyIndex returns the place of key k in requestKeys, or -1.
func keyIndex(k []byte) int {
	switch string(k) {
	case "id":
		return 0
	case "cmd":
		return 1
	case "protocol":
		return 2
	case "name":
		return 3
	case "params":
		return 4
	case "game":
		return 5
	case "count":
		return 6
	case "state":
		return 7
	case "states":
		return 8
	case "player":
		return 9
	case "action":
		return 10
	case "actions":
		return 11
	case "observation":
		return 12
	case "data":
		return 13
	case "seed":
		return 14
	case "bot":
		return 15
	}
	return -1
}

// command is a command of Commands as parse reads it: its name (interned)
// and its arguments as sets of requestKeys places.
type command struct {
	name              string
	required, allowed uint32 // the arguments it must have, and those it may
}

// commands are Commands by name, read once.
var commands = func() map[string]command {
	m := map[string]command{}
	for name, args := range Commands {
		c := command{name: name}
		for _, a := range args {
			bit := uint32(1) << keyIndex([]byte(a.Name))
			c.allowed |= bit
			if !a.Optional {
				c.required |= bit
			}
		}
		m[name] = c
	}
	return m
}()

// str returns the string of b: an interned one when equal (an
// observation encoding, a live handle), else a new one.
func (p *simpleParser) str(b []byte) string {
	switch string(b) {
	case ObserveNone:
		return ObserveNone
	case ObserveSparse:
		return ObserveSparse
	case ObserveDense:
		return ObserveDense
	}
	if s, ok := p.names[string(b)]; ok {
		return s
	}
	return string(b)
}

// parse is parseSimple in the parser's memory. It reads the line once,
// putting each value at its key's place (keyIndex); then the command tells
// which keys the line must and may have.
func (p *simpleParser) parse(line []byte) (*request, bool) {
	sc := scanner{b: line}
	var values [len(requestKeys)][]byte
	var seen uint32
	sc.space()
	if !sc.next('{') {
		return nil, false
	}
	for {
		sc.space()
		k, ok := sc.str()
		if !ok {
			return nil, false
		}
		i := keyIndex(k)
		if i < 0 || seen&(1<<i) != 0 {
			return nil, false // an unknown key, or a key given twice (encoding/json keeps the last)
		}
		sc.space()
		if !sc.next(':') {
			return nil, false
		}
		sc.space()
		var v []byte
		switch i {
		case keyStates, keyActions: // read at once into the parser's lists
			v, ok = p.list(&sc, i == keyStates)
		default:
			v, ok = sc.value(0)
		}
		if !ok {
			return nil, false
		}
		values[i], seen = v, seen|1<<i
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
	const idBit, cmdBit = 1 << 0, 1 << 1
	cmd := values[1]
	if seen&cmdBit == 0 || cmd[0] != '"' {
		return nil, false
	}
	c, ok := commands[string(cmd[1:len(cmd)-1])]
	if !ok || seen&^(c.allowed|idBit|cmdBit) != 0 || c.required&^seen != 0 {
		return nil, false // an unknown command, a field it does not take, or one missing
	}
	req := &p.req
	*req = request{Cmd: c.name}
	if seen&idBit != 0 {
		req.ID = json.RawMessage(slices.Clone(values[0]))
	}
	for i := 2; i < len(requestKeys); i++ {
		switch {
		case seen&(1<<i) == 0:
		case i == keyStates:
			req.States = p.states
			if req.States == nil {
				req.States = []string{}
			}
		case i == keyActions:
			req.Actions = p.actions
			if req.Actions == nil {
				req.Actions = []json.RawMessage{}
			}
		case !p.decode(values[i], req.field(requestKeys[i])):
			return nil, false
		}
	}
	return req, true
}

// list reads at sc a simple array into the parser's memory and returns
// its bytes: the strings of "states" (interned as by str), or the raw
// items of "actions" (values of depth 1, the bytes of line), as decode
// would read them into a *[]string or a *[]json.RawMessage.
func (p *simpleParser) list(sc *scanner, states bool) ([]byte, bool) {
	start := sc.i
	if !sc.next('[') {
		return nil, false
	}
	strs, raws := p.states[:0], p.actions[:0]
	sc.space()
	if !sc.next(']') {
		for {
			if states {
				it, ok := sc.str()
				if !ok {
					return nil, false // no string: no *[]string item
				}
				strs = append(strs, p.str(it))
			} else {
				it, ok := sc.value(1)
				if !ok {
					return nil, false
				}
				raws = append(raws, it)
			}
			sc.space()
			if sc.next(']') {
				break
			}
			if !sc.next(',') {
				return nil, false
			}
			sc.space()
		}
	}
	if states {
		p.states = strs
	} else {
		p.actions = raws
	}
	return sc.b[start:sc.i], true
}

// decode decodes the simple value v (parseSimple) into dst as
// encoding/json would, or reports false when it cannot (a list: list
// reads those).
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
	default:
		return false
	}
	return true
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

// strByte is 0 for a byte a string of str holds as itself (printable
// ASCII but a quote or a backslash), 1 for the quote that ends it, 2 for
// any other.
var strByte = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c == '"':
			t[c] = 1
		case c < 0x20 || c >= 0x7f || c == '\\':
			t[c] = 2
		}
	}
	return t
}()

// str consumes a string of printable ASCII without escapes and returns
// what is between its quotes.
func (s *scanner) str() ([]byte, bool) {
	b, i := s.b, s.i
	if i >= len(b) || b[i] != '"' {
		return nil, false
	}
	i++
	j := i
	for j < len(b) && strByte[b[j]] == 0 {
		j++
	}
	if j == len(b) || strByte[b[j]] != 1 {
		return nil, false
	}
	s.i = j + 1
	return b[i:j], true
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
