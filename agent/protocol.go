package agent

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// The JSON-lines protocol of "datafort agent": one request per line on
// stdin, one response per line on stdout, in order (docs/agent.md).
//
// The first request of a session is {"cmd":"hello","protocol":2}, naming
// the version the client speaks; any other request before it is refused.
// A request is an object with "cmd", an optional "id" echoed in the
// response, and exactly the command's arguments (Commands): an argument
// the command does not take, a misspelled one, or a missing one is refused
// with an error naming the field, and a null argument counts as missing.
// A response has "id", "ok" and either the command's results or "error";
// an error never ends the session. Games ("g1"), states ("s1") and bots
// ("b1") are named by handles that the server keeps until "delete".

// ProtocolVersion is the version of the JSON-lines protocol that Serve
// speaks; a client names it in its first request, "hello".
const ProtocolVersion = 2

// Argument is one argument of a protocol command.
type Argument struct {
	// Name is the argument's JSON key.
	Name string `json:"name"`
	// Optional arguments may be left out; every other one is required.
	Optional bool `json:"optional,omitempty"`
}

// Commands lists every command of the protocol with its arguments, in the
// order docs/agent.md gives them. Every request may also carry "id".
var Commands = map[string][]Argument{
	"hello":              {{Name: "protocol"}},
	"new_game":           {{Name: "name"}, {Name: "params", Optional: true}},
	"new_initial_state":  {{Name: "game"}, {Name: "count", Optional: true}},
	"state":              {{Name: "state"}},
	"step":               {{Name: "states"}, {Name: "actions"}, {Name: "observation"}},
	"legal_actions":      {{Name: "state"}, {Name: "player"}},
	"legal_actions_mask": {{Name: "state"}, {Name: "player"}},
	"apply_action":       {{Name: "state"}, {Name: "action"}},
	"apply_actions":      {{Name: "state"}, {Name: "actions"}},
	"action_to_string":   {{Name: "state"}, {Name: "player"}, {Name: "action"}},
	"observation_json":   {{Name: "state"}, {Name: "player"}},
	"observation_tensor": {{Name: "state"}, {Name: "player"}},

	"information_state_string":   {{Name: "state"}, {Name: "player"}},
	"information_state_tensor":   {{Name: "state"}, {Name: "player"}},
	"action_observation_history": {{Name: "state"}, {Name: "player"}},
	"returns":                    {{Name: "state"}},
	"history":                    {{Name: "state"}},
	"chance_outcomes":            {{Name: "state"}},
	"clone":                      {{Name: "state"}},
	"serialize":                  {{Name: "state"}},
	"deserialize":                {{Name: "game"}, {Name: "data"}},
	"resample":                   {{Name: "state"}, {Name: "player"}, {Name: "seed"}},
	"new_bot":                    {{Name: "game"}, {Name: "bot"}, {Name: "player"}, {Name: "seed"}},
	"bot_action":                 {{Name: "bot"}, {Name: "state"}},
	"delete":                     {{Name: "state"}},
	"delete_bot":                 {{Name: "bot"}},
	"quit":                       {},
}

// Observation encodings of "step" (its "observation" argument).
const (
	// ObserveNone leaves the observation out.
	ObserveNone = "none"
	// ObserveSparse gives the non-zero entries of the observation tensor
	// as "indices" and "values".
	ObserveSparse = "sparse"
	// ObserveDense gives the whole observation tensor as "tensor".
	ObserveDense = "dense"
)

// GameParams are the parameters of "new_game": Params, and shipped decks
// by name.
type GameParams struct {
	Params
	// DeckNames names a shipped deck (engine.FindDeck) per seat, "" for
	// the seat's deck list in Decks or its default; a seat may not have
	// both.
	DeckNames []string `json:"deck_names,omitempty"`
}

// request is one line of the protocol, its arguments checked against
// Commands before it is decoded.
type request struct {
	ID          json.RawMessage   `json:"id,omitempty"`
	Cmd         string            `json:"cmd"`
	Protocol    int               `json:"protocol"`
	Name        string            `json:"name"`
	Params      GameParams        `json:"params"`
	Game        string            `json:"game"`
	Count       *int              `json:"count"`
	State       string            `json:"state"`
	States      []string          `json:"states"`
	Player      int               `json:"player"`
	Action      int               `json:"action"`
	Actions     []json.RawMessage `json:"actions"`
	Observation string            `json:"observation"`
	Data        string            `json:"data"`
	Seed        uint64            `json:"seed"`
	Bot         string            `json:"bot"`
}

// parseRequest decodes line strictly: a known command with exactly its
// arguments, none of them null. A request of the everyday shape is read
// by parseSimple, any other by encoding/json (parseStrict).
func parseRequest(line []byte) (*request, error) {
	if req, ok := parseSimple(line); ok {
		return req, nil
	}
	return parseStrict(line)
}

// parseStrict is parseRequest by encoding/json.
func parseStrict(line []byte) (*request, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		return nil, fmt.Errorf("bad request: %w", err)
	}
	var req request
	if id, ok := fields["id"]; ok {
		req.ID = id
	}
	raw, ok := fields["cmd"]
	if !ok {
		return &req, errors.New(`missing field "cmd"`)
	}
	if err := json.Unmarshal(raw, &req.Cmd); err != nil {
		return &req, fmt.Errorf(`field "cmd": %w`, err)
	}
	args, ok := Commands[req.Cmd]
	if !ok {
		return &req, fmt.Errorf("unknown command %q", req.Cmd)
	}
	for k := range fields {
		if k != "id" && k != "cmd" && !slices.ContainsFunc(args, func(a Argument) bool { return a.Name == k }) {
			return &req, fmt.Errorf("%s: unknown field %q (it takes %s)", req.Cmd, k, argNames(args))
		}
	}
	for _, a := range args {
		v, ok := fields[a.Name]
		if ok && string(bytes.TrimSpace(v)) == "null" {
			return &req, fmt.Errorf("%s: field %q is null", req.Cmd, a.Name)
		}
		if !ok {
			if !a.Optional {
				return &req, fmt.Errorf("%s: missing field %q", req.Cmd, a.Name)
			}
			continue
		}
		if err := decodeField(v, req.field(a.Name)); err != nil {
			return &req, fmt.Errorf("%s: field %q: %w", req.Cmd, a.Name, err)
		}
	}
	return &req, nil
}

// decodeField decodes v into dst, strictly where dst is an object (an
// unknown key of "params" is refused).
func decodeField(v json.RawMessage, dst any) error {
	if _, ok := dst.(*GameParams); !ok {
		return json.Unmarshal(v, dst)
	}
	dec := json.NewDecoder(bytes.NewReader(v))
	dec.DisallowUnknownFields()
	return dec.Decode(dst)
}

// field returns where the argument called name is decoded to.
func (req *request) field(name string) any {
	switch name {
	case "protocol":
		return &req.Protocol
	case "name":
		return &req.Name
	case "params":
		return &req.Params
	case "game":
		return &req.Game
	case "count":
		return &req.Count
	case "state":
		return &req.State
	case "states":
		return &req.States
	case "player":
		return &req.Player
	case "action":
		return &req.Action
	case "actions":
		return &req.Actions
	case "observation":
		return &req.Observation
	case "data":
		return &req.Data
	case "seed":
		return &req.Seed
	case "bot":
		return &req.Bot
	}
	panic("agent: no request field " + name) // Commands names a field this switch lacks
}

func argNames(args []Argument) string {
	if len(args) == 0 {
		return "no arguments"
	}
	names := make([]string, len(args))
	for i, a := range args {
		names[i] = strconv.Quote(a.Name)
	}
	return strings.Join(names, ", ")
}

// seatBot is a registered bot playing one seat of a game of the session.
type seatBot struct {
	p    bot.Player
	game *Game
	seat int
}

// server is one protocol session.
type server struct {
	hello  bool
	games  map[string]*Game
	states map[string]*State
	bots   map[string]*seatBot
	next   int

	// The memory of one line, reused by the next (respond): the parser
	// (whose names are the live handles), the response, and the step's.
	parser simpleParser
	resp   map[string]any
	step   stepMemory

	// spares are, by game, the engine games of deleted states, whose
	// memory the next new states of that game start in (maxSpares at most).
	spares map[*Game][]engine.Game
}

// maxSpares is the most games of deleted states a session keeps per game
// for new states to start in.
const maxSpares = 64

// newState returns a new initial state of g, started in the memory of the
// game of a deleted state where there is one.
func (srv *server) newState(g *Game) (*State, error) {
	var spare engine.Game
	if l := srv.spares[g]; len(l) > 0 {
		spare, srv.spares[g] = l[len(l)-1], l[:len(l)-1]
	}
	return g.newInitialState(spare)
}

// deleteState forgets the state called h, keeping its game for a new
// state of its game to start in.
func (srv *server) deleteState(h string) {
	if s, ok := srv.states[h]; ok && s.g != nil && len(srv.spares[s.game]) < maxSpares {
		srv.spares[s.game] = append(srv.spares[s.game], s.g)
	}
	delete(srv.states, h)
	srv.forget(h)
}

// Serve runs the protocol on in and out until "quit" or the end of in.
func Serve(in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	w := bufio.NewWriter(out)
	rw := newResponseWriter(w)
	srv := newServer()
	for sc.Scan() {
		line := sc.Bytes()
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		resp, req, err := srv.respond(line)
		if err := rw.write(resp); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
		if err == nil && req.Cmd == "quit" {
			return nil
		}
	}
	return sc.Err()
}

// respond handles the request line and returns the response to write,
// the request (nil if the line is no request) and the error it reports.
// The response and the request are valid until the next call, and line
// must not change before the response is written: they are made in the
// server's memory (server.parser, server.resp, server.step), which every
// line reuses.
func (srv *server) respond(line []byte) (map[string]any, *request, error) {
	resp := srv.resp
	clear(resp)
	req, err := srv.parse(line)
	if req != nil && req.ID != nil {
		resp["id"] = req.ID
	}
	if err == nil {
		err = srv.handle(req, resp)
	}
	if err != nil {
		clear(resp)
		if req != nil && req.ID != nil {
			resp["id"] = req.ID
		}
		resp["ok"], resp["error"] = false, err.Error()
	} else {
		resp["ok"] = true
	}
	return resp, req, err
}

func newServer() *server {
	return &server{games: map[string]*Game{}, states: map[string]*State{}, bots: map[string]*seatBot{},
		parser: simpleParser{names: map[string]string{}}, resp: map[string]any{}, spares: map[*Game][]engine.Game{}}
}

// parse is parseRequest in the server's memory (server.parser).
func (srv *server) parse(line []byte) (*request, error) {
	if req, ok := srv.parser.parse(line); ok {
		return req, nil
	}
	return parseStrict(line)
}

// newHandle returns a new handle with prefix ("g", "s" or "b"), which
// the parser interns until it is deleted (forget).
func (srv *server) newHandle(prefix string) string {
	srv.next++
	h := prefix + strconv.Itoa(srv.next)
	srv.parser.names[h] = h
	return h
}

// forget stops interning the deleted handle h.
func (srv *server) forget(h string) { delete(srv.parser.names, h) }

func (srv *server) add(s *State) string {
	h := srv.newHandle("s")
	srv.states[h] = s
	return h
}

func (srv *server) state(h string) (*State, error) {
	s, ok := srv.states[h]
	if !ok {
		return nil, fmt.Errorf("no state %q", h)
	}
	return s, nil
}

func (srv *server) game(h string) (*Game, error) {
	g, ok := srv.games[h]
	if !ok {
		return nil, fmt.Errorf("no game %q", h)
	}
	return g, nil
}

// newGame builds the game of "new_game", its decks named or listed.
func newGame(name string, p GameParams) (*Game, error) {
	ap := p.Params
	if len(p.DeckNames) > 0 {
		rs, err := engine.Lookup(name)
		if err != nil {
			return nil, err
		}
		ap.Decks = slices.Clone(ap.Decks)
		for len(ap.Decks) < len(p.DeckNames) {
			ap.Decks = append(ap.Decks, "")
		}
		for i, dn := range p.DeckNames {
			if dn == "" {
				continue
			}
			if ap.Decks[i] != "" {
				return nil, fmt.Errorf("params: seat %d has both a deck list and a deck name", i)
			}
			d, ok := engine.FindDeck(rs, dn)
			if !ok {
				return nil, fmt.Errorf("params: deck_names: seat %d: %s ships no deck %q", i, name, dn)
			}
			ap.Decks[i] = d.Text
		}
	}
	return NewGame(name, ap)
}

func (srv *server) handle(req *request, resp map[string]any) error {
	switch {
	case req.Cmd == "quit":
		return nil
	case req.Cmd == "hello":
		if req.Protocol != ProtocolVersion {
			return fmt.Errorf("hello: protocol %d is not spoken here (this server speaks %d)", req.Protocol, ProtocolVersion)
		}
		srv.hello = true
		resp["protocol"] = ProtocolVersion
		return nil
	case !srv.hello:
		return fmt.Errorf(`%s: no protocol named: send {"cmd":"hello","protocol":%d} first`, req.Cmd, ProtocolVersion)
	}
	switch req.Cmd {
	case "new_game":
		g, err := newGame(req.Name, req.Params)
		if err != nil {
			return err
		}
		h := srv.newHandle("g")
		srv.games[h] = g
		resp["game"], resp["info"] = h, g.Info()
		return nil
	case "new_initial_state":
		g, err := srv.game(req.Game)
		if err != nil {
			return err
		}
		if req.Count == nil {
			s, err := srv.newState(g)
			if err != nil {
				return err
			}
			resp["state"] = srv.add(s)
			return nil
		}
		if *req.Count < 1 || *req.Count > 1<<16 {
			return fmt.Errorf("new_initial_state: count %d out of [1, 65536]", *req.Count)
		}
		hs := make([]string, *req.Count)
		for i := range hs {
			s, err := srv.newState(g)
			if err != nil {
				return err
			}
			hs[i] = srv.add(s)
		}
		resp["states"] = hs
		return nil
	case "deserialize":
		g, err := srv.game(req.Game)
		if err != nil {
			return err
		}
		s, err := g.DeserializeState([]byte(req.Data))
		if err != nil {
			return err
		}
		resp["state"] = srv.add(s)
		return nil
	case "step":
		return srv.stepBatch(req, resp)
	case "new_bot":
		g, err := srv.game(req.Game)
		if err != nil {
			return err
		}
		p, err := g.NewBot(req.Bot, req.Player, req.Seed)
		if err != nil {
			return err
		}
		h := srv.newHandle("b")
		srv.bots[h] = &seatBot{p: p, game: g, seat: req.Player}
		resp["bot"] = h
		return nil
	case "delete_bot":
		if _, ok := srv.bots[req.Bot]; !ok {
			return fmt.Errorf("no bot %q", req.Bot)
		}
		delete(srv.bots, req.Bot)
		srv.forget(req.Bot)
		return nil
	}
	s, err := srv.state(req.State)
	if err != nil {
		return err
	}
	switch req.Cmd {
	case "state":
		return describe(s, resp)
	case "legal_actions":
		a, err := s.LegalActions(req.Player)
		resp["actions"] = nonNil(a)
		return err
	case "legal_actions_mask":
		m, err := s.LegalActionsMask(req.Player)
		bits := make([]int, len(m))
		for i, b := range m {
			if b {
				bits[i] = 1
			}
		}
		resp["mask"] = bits
		return err
	case "apply_action":
		if err := s.ApplyAction(req.Action); err != nil {
			return err
		}
		resp["current_player"] = s.CurrentPlayer()
	case "apply_actions":
		acts, err := intsOf(req.Actions)
		if err != nil {
			return fmt.Errorf("apply_actions: field \"actions\": %w", err)
		}
		if err := s.ApplyActions(acts); err != nil {
			return err
		}
		resp["current_player"] = s.CurrentPlayer()
	case "action_to_string":
		resp["string"] = s.ActionToString(req.Player, req.Action)
	case "observation_json":
		b, err := s.ObservationJSON(req.Player)
		if err != nil {
			return err
		}
		resp["observation"] = json.RawMessage(b)
	case "observation_tensor":
		t, err := s.ObservationTensor(req.Player)
		if err != nil {
			return err
		}
		resp["tensor"] = t
	case "information_state_string":
		str, err := s.InformationStateString(req.Player)
		if err != nil {
			return err
		}
		resp["string"] = str
	case "information_state_tensor":
		t, err := s.InformationStateTensor(req.Player)
		if err != nil {
			return err
		}
		resp["tensor"] = t
	case "action_observation_history":
		h, err := s.ActionObservationHistory(req.Player)
		if err != nil {
			return err
		}
		resp["steps"] = h
	case "returns":
		resp["returns"] = s.Returns()
	case "history":
		resp["history"] = nonNil(s.History())
	case "chance_outcomes":
		o := s.ChanceOutcomes()
		if o == nil {
			o = []Outcome{}
		}
		resp["outcomes"] = o
	case "clone":
		resp["state"] = srv.add(s.Clone())
	case "resample":
		r, err := s.ResampleFromInfostate(req.Player, req.Seed)
		if err != nil {
			return err
		}
		resp["state"] = srv.add(r)
	case "serialize":
		b, err := s.Serialize()
		if err != nil {
			return err
		}
		resp["data"] = string(b)
	case "bot_action":
		b, ok := srv.bots[req.Bot]
		if !ok {
			return fmt.Errorf("no bot %q", req.Bot)
		}
		if b.game != s.game {
			return fmt.Errorf("bot_action: bot %s plays another game than state %s", req.Bot, req.State)
		}
		a, err := s.BotAction(b.p, b.seat)
		if err != nil {
			return err
		}
		resp["action"] = a
	case "delete":
		srv.deleteState(req.State)
	}
	return nil
}

// intsOf decodes a list of action ids.
func intsOf(raw []json.RawMessage) ([]int, error) {
	out := make([]int, len(raw))
	for i, r := range raw {
		if err := json.Unmarshal(r, &out[i]); err != nil {
			return nil, fmt.Errorf("[%d]: %w", i, err)
		}
	}
	return out, nil
}

// describe fills resp with what a client needs at each step.
func describe(s *State, resp map[string]any) error {
	resp["current_player"] = s.CurrentPlayer()
	resp["is_terminal"] = s.IsTerminal()
	resp["is_chance"] = s.IsChanceNode()
	resp["returns"] = s.Returns()
	resp["move_number"] = s.MoveNumber()
	if s.IsChanceNode() {
		resp["chance_outcomes"] = len(s.ChanceOutcomes())
		return nil
	}
	legal := map[string][]int{}
	for p := range s.game.seats {
		a, err := s.LegalActions(p)
		if err != nil {
			return err
		}
		if len(a) > 0 {
			legal[strconv.Itoa(p)] = a
		}
	}
	resp["legal_actions"] = legal
	return nil
}

func nonNil(a []int) []int {
	if a == nil {
		return []int{}
	}
	return a
}
