package agent

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
)

// The JSON-lines protocol of "datafort agent": one request per line on
// stdin, one response per line on stdout, in order.
//
// A request is an object with "cmd", an optional "id" echoed in the
// response, and the command's arguments. A response has "id", "ok" and
// either the command's results or "error". States are named by handles
// ("s1", "s2", …) that the server keeps until "delete".
//
//	{"cmd":"new_game","game":"onr","params":{"chance_outcomes":65536}}
//	    → "info": the game's Info (sizes, roles, observation layout)
//	{"cmd":"new_initial_state"}                  → "state": a handle
//	{"cmd":"state","state":"s1"}                 → "current_player", "is_terminal",
//	    "is_chance", "returns", "move_number", "legal_actions" (by player, for
//	    those with a decision, or "chance" with the outcomes at the chance node)
//	{"cmd":"legal_actions","state":"s1","player":0}       → "actions"
//	{"cmd":"legal_actions_mask","state":"s1","player":0}  → "mask" (0/1 list)
//	{"cmd":"apply_action","state":"s1","action":12}       → "current_player"
//	{"cmd":"apply_actions","state":"s1","actions":[3,-1]} → "current_player"
//	{"cmd":"action_to_string","state":"s1","player":0,"action":12} → "string"
//	{"cmd":"observation_json","state":"s1","player":1}    → "observation"
//	{"cmd":"observation_tensor","state":"s1","player":1}  → "tensor"
//	{"cmd":"returns","state":"s1"}               → "returns"
//	{"cmd":"clone","state":"s1"}                 → "state": a new handle
//	{"cmd":"resample","state":"s1","player":1,"seed":7} → "state": a new handle,
//	    a state player 1 cannot tell from s1 (ResampleFromInfostate)
//	{"cmd":"serialize","state":"s1"}             → "data": a string
//	{"cmd":"deserialize","data":"…"}             → "state": a new handle
//	{"cmd":"delete","state":"s1"}
//	{"cmd":"quit"}
//
// A command before "new_game" fails, as does any command on an unknown
// handle; an error never ends the session.

// request is one line of the protocol.
type request struct {
	ID      json.RawMessage `json:"id,omitempty"`
	Cmd     string          `json:"cmd"`
	Game    string          `json:"game,omitempty"`
	Params  Params          `json:"params"`
	State   string          `json:"state,omitempty"`
	Player  int             `json:"player"`
	Action  int             `json:"action"`
	Actions []int           `json:"actions,omitempty"`
	Data    string          `json:"data,omitempty"`
	Seed    uint64          `json:"seed,omitempty"`
}

// server is one protocol session.
type server struct {
	game   *Game
	states map[string]*State
	next   int
}

// Serve runs the protocol on in and out until "quit" or the end of in.
func Serve(in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	srv := &server{states: map[string]*State{}}
	for sc.Scan() {
		line := sc.Bytes()
		if len(line) == 0 {
			continue
		}
		var req request
		resp := map[string]any{}
		if err := json.Unmarshal(line, &req); err != nil {
			resp["ok"], resp["error"] = false, "bad request: "+err.Error()
		} else {
			if req.ID != nil {
				resp["id"] = req.ID
			}
			if err := srv.handle(&req, resp); err != nil {
				resp["ok"], resp["error"] = false, err.Error()
			} else {
				resp["ok"] = true
			}
		}
		if err := enc.Encode(resp); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
		if req.Cmd == "quit" {
			return nil
		}
	}
	return sc.Err()
}

func (srv *server) add(s *State) string {
	srv.next++
	h := "s" + strconv.Itoa(srv.next)
	srv.states[h] = s
	return h
}

func (srv *server) handle(req *request, resp map[string]any) error {
	switch req.Cmd {
	case "quit":
		return nil
	case "new_game":
		g, err := NewGame(req.Game, req.Params)
		if err != nil {
			return err
		}
		srv.game, srv.states = g, map[string]*State{}
		resp["info"] = g.Info()
		return nil
	}
	if srv.game == nil {
		return fmt.Errorf("no game: send new_game first")
	}
	switch req.Cmd {
	case "new_initial_state":
		s, err := srv.game.NewInitialState()
		if err != nil {
			return err
		}
		resp["state"] = srv.add(s)
		return nil
	case "deserialize":
		s, err := srv.game.DeserializeState([]byte(req.Data))
		if err != nil {
			return err
		}
		resp["state"] = srv.add(s)
		return nil
	}
	s, ok := srv.states[req.State]
	if !ok {
		return fmt.Errorf("no state %q", req.State)
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
		if err := s.ApplyActions(req.Actions); err != nil {
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
	case "returns":
		resp["returns"] = s.Returns()
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
	case "delete":
		delete(srv.states, req.State)
	default:
		return fmt.Errorf("unknown command %q", req.Cmd)
	}
	return nil
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
