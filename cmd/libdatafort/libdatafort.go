// Command libdatafort is Datafort as a C shared library, for Python (the
// package python/datafort loads it with ctypes) and any language with a C
// foreign-function interface. It is package agent (the OpenSpiel-shaped
// Game and State) behind C functions, with handles, batches of games and
// the registered bots. Build it, with its header libdatafort.h, by
//
//	go build -buildmode=c-shared -o python/datafort/libdatafort.so ./cmd/libdatafort
//
// It registers the games cmd/datafort registers (package internal/allgames).
//
// Conventions, for every function:
//
//   - The result is a return code: DF_OK (0) or a negative DF_E… code; the
//     message of the calling thread's last failure is df_last_error's.
//   - Games, states, bots and batches are int64 handles. A handle that is
//     not live, or of another kind, is refused with DF_EHANDLE; handles are
//     never reused. Calls on one handle are serialised by a lock; calls on
//     different handles may run on different threads at once.
//   - Results go into the caller's buffers with their capacity in elements.
//     Variable-sized ones also report the size needed; a buffer too small
//     gives DF_ETOOSMALL, with the size set, and nothing else changed.
//   - Strings in are NUL-terminated UTF-8; strings out are NUL-terminated,
//     their size counting the NUL.
//   - A panic inside is recovered as DF_EPANIC, never a crash of the caller.
//
// Players are as in agent: seats 0…n-1, Chance (-1) at the initial chance
// node, Simultaneous (-2) when several seats must decide, Terminal (-4).
// The "mover" of a state, for sequential interfaces (the batch, the
// AEC environment), is its lowest seat with a pending decision: at a
// simultaneous node its seats move one at a time, in seat order.
//
// A Go runtime does not survive fork: a process that has loaded the library
// must start workers by spawn, not fork (the Python package enforces it).
package main

/*
#include <stdint.h>
#include <stdlib.h>
*/
import "C"

import (
	"bytes"
	"encoding/json"
	"slices"
	"unsafe"

	"github.com/datafort/datafort/agent"
	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	_ "github.com/datafort/datafort/internal/allgames"
)

// apiVersion is df_api_version: it grows when a function changes meaning
// or signature (adding functions does not change it).
const apiVersion = 1

func main() {}

// params is the JSON of df_game_new, strict: an unknown field is an error.
type params struct {
	Seed           *uint64           `json:"seed"`
	ChanceOutcomes int               `json:"chance_outcomes"`
	Decks          []string          `json:"decks"`      // deck lists, one per seat ("" for the default)
	DeckNames      []string          `json:"deck_names"` // names of shipped decks, one per seat ("" for the default)
	Options        map[string]string `json:"options"`
}

// --- buffers -------------------------------------------------------------

func cstr(p *C.char) (string, error) {
	if p == nil {
		return "", invalid("null string")
	}
	return C.GoString(p), nil
}

// putBytes writes b and a NUL into buf (cap bytes), setting *need.
func putBytes(b []byte, buf *C.char, cap C.int64_t, need *C.int64_t) error {
	if need != nil {
		*need = C.int64_t(len(b) + 1)
	}
	if int(cap) < len(b)+1 || buf == nil {
		return tooSmall(len(b)+1, int(cap))
	}
	out := unsafe.Slice((*byte)(unsafe.Pointer(buf)), len(b)+1)
	copy(out, b)
	out[len(b)] = 0
	return nil
}

// slice returns the caller's buffer p of n elements as a Go slice.
func slice[T any](p *T, n C.int64_t) ([]T, error) {
	if n < 0 {
		return nil, invalid("negative capacity %d", n)
	}
	if n == 0 {
		return nil, nil
	}
	if p == nil {
		return nil, invalid("null buffer of capacity %d", n)
	}
	return unsafe.Slice(p, int(n)), nil
}

// putInts writes ids into buf (cap elements), setting *n.
func putInts(ids []int, buf *C.int32_t, cap C.int64_t, n *C.int64_t) error {
	if n != nil {
		*n = C.int64_t(len(ids))
	}
	out, err := slice(buf, cap)
	if err != nil {
		return err
	}
	if len(out) < len(ids) {
		return tooSmall(len(ids), len(out))
	}
	for i, a := range ids {
		out[i] = C.int32_t(a)
	}
	return nil
}

func setOut(out *C.int64_t, v int64) error {
	if out == nil {
		return invalid("null result pointer")
	}
	*out = C.int64_t(v)
	return nil
}

// --- the library ---------------------------------------------------------

// df_api_version returns the version of this interface.
//
//export df_api_version
func df_api_version() C.int { return apiVersion }

// df_last_error copies the message of the calling thread's last failed
// call into buf (cap bytes, truncated) and returns its full size with the
// NUL.
//
//export df_last_error
func df_last_error(buf *C.char, cap C.int64_t) C.int64_t {
	msg := []byte(lastError())
	if buf != nil && cap > 0 {
		n := min(len(msg), int(cap)-1)
		out := unsafe.Slice((*byte)(unsafe.Pointer(buf)), n+1)
		copy(out, msg[:n])
		out[n] = 0
	}
	return C.int64_t(len(msg) + 1)
}

// df_live_handles returns the number of live handles (for leak checks).
//
//export df_live_handles
func df_live_handles() C.int64_t { return C.int64_t(live()) }

// catalogue is df_games's JSON: every registered ruleset with its bots and
// shipped decks.
type catalogue struct {
	Name  string   `json:"name"`
	Bots  []string `json:"bots"`
	Decks []string `json:"decks"`
}

// df_games writes the registered games, as JSON [{name, bots, decks}].
//
//export df_games
func df_games(buf *C.char, cap C.int64_t, need *C.int64_t) C.int {
	return C.int(call(func() error {
		var out []catalogue
		for _, name := range engine.Rulesets() {
			c := catalogue{Name: name, Bots: bot.For(name), Decks: []string{}}
			if rs, err := engine.Lookup(name); err == nil {
				for _, d := range engine.DecksOf(rs) {
					// A deck shipped for several roles (each Neuroscape
					// seat may play any) is named once.
					if !slices.Contains(c.Decks, d.Name) {
						c.Decks = append(c.Decks, d.Name)
					}
				}
			}
			out = append(out, c)
		}
		b, err := json.Marshal(out)
		if err != nil {
			return err
		}
		return putBytes(b, buf, cap, need)
	}))
}

// df_game_new opens the game registered as name with the JSON parameters
// paramsJSON (NULL or "" for none): {"seed": n, "chance_outcomes": n,
// "decks": [list…], "deck_names": [name…], "options": {"k": "v"}}, a deck
// per seat. It sets *out to the game's handle.
//
//export df_game_new
func df_game_new(name, paramsJSON *C.char, out *C.int64_t) C.int {
	return C.int(call(func() error {
		n, err := cstr(name)
		if err != nil {
			return err
		}
		var p params
		if paramsJSON != nil {
			if js := C.GoString(paramsJSON); js != "" {
				dec := json.NewDecoder(bytes.NewReader([]byte(js)))
				dec.DisallowUnknownFields()
				if err := dec.Decode(&p); err != nil {
					return invalid("game %q: parameters: %v", n, err)
				}
			}
		}
		ap := agent.Params{Seed: p.Seed, ChanceOutcomes: p.ChanceOutcomes, Decks: slices.Clone(p.Decks), Options: p.Options}
		if len(p.DeckNames) > 0 {
			rs, err := engine.Lookup(n)
			if err != nil {
				return invalid("%v", err)
			}
			for len(ap.Decks) < len(p.DeckNames) {
				ap.Decks = append(ap.Decks, "")
			}
			for i, dn := range p.DeckNames {
				if dn == "" {
					continue
				}
				if ap.Decks[i] != "" {
					return invalid("game %q: seat %d has both a deck list and a deck name", n, i)
				}
				d, ok := engine.FindDeck(rs, dn)
				if !ok {
					return invalid("game %q: seat %d: no shipped deck %q", n, i, dn)
				}
				ap.Decks[i] = d.Text
			}
		}
		g, err := agent.NewGame(n, ap)
		if err != nil {
			return invalid("game %q: %v", n, err)
		}
		info := g.Info()
		j, err := json.Marshal(info)
		if err != nil {
			return err
		}
		return setOut(out, put(kindGame, &game{Game: g, name: n, params: ap, info: info, infoJ: j}))
	}))
}

// df_game_info writes the game's agent.Info as JSON.
//
//export df_game_info
func df_game_info(g C.int64_t, buf *C.char, cap C.int64_t, need *C.int64_t) C.int {
	return C.int(call(func() error {
		return with(int64(g), kindGame, func(gm *game) error { return putBytes(gm.infoJ, buf, cap, need) })
	}))
}

// df_game_free frees a game handle; its states stay usable.
//
//export df_game_free
func df_game_free(g C.int64_t) C.int {
	return C.int(call(func() error { return free(int64(g), kindGame) }))
}

// --- states --------------------------------------------------------------

// state is a state handle's object.
type state struct {
	*agent.State
	g *game
	// The room of the sparse observations (observeSparse), kept from
	// call to call.
	idx []int32
	val []float32
}

// mover returns the lowest seat with a pending decision, or
// agent.Chance / agent.Terminal.
func (s *state) mover() int {
	switch p := s.CurrentPlayer(); p {
	case agent.Simultaneous:
		for seat := range s.g.info.NumPlayers {
			if _, ok := engine.DecisionFor(s.Engine(), engine.Seat(seat)); ok {
				return seat
			}
		}
		return agent.Invalid
	default:
		return p
	}
}

// movers returns the seats with a pending decision.
func (s *state) movers() []int {
	var out []int
	if s.IsChanceNode() || s.IsTerminal() {
		return out
	}
	for seat := range s.g.info.NumPlayers {
		if _, ok := engine.DecisionFor(s.Engine(), engine.Seat(seat)); ok {
			out = append(out, seat)
		}
	}
	return out
}

func (s *state) checkPlayer(p int) error {
	if p < 0 || p >= s.g.info.NumPlayers {
		return invalid("no player %d (the game has %d)", p, s.g.info.NumPlayers)
	}
	return nil
}

func newState(gm *game, s *agent.State) *state { return &state{State: s, g: gm} }

// df_state_new sets *out to a new initial state of game g: the chance node
// over the setup seeds, or the game itself when its parameters fix "seed".
//
//export df_state_new
func df_state_new(g C.int64_t, out *C.int64_t) C.int {
	return C.int(call(func() error {
		return with(int64(g), kindGame, func(gm *game) error {
			s, err := gm.NewInitialState()
			if err != nil {
				return refused(err, "new initial state")
			}
			return setOut(out, put(kindState, newState(gm, s)))
		})
	}))
}

// df_state_deserialize sets *out to the state of game g that
// df_state_serialize encoded as data (n bytes).
//
//export df_state_deserialize
func df_state_deserialize(g C.int64_t, data *C.char, n C.int64_t, out *C.int64_t) C.int {
	return C.int(call(func() error {
		b, err := slice((*byte)(unsafe.Pointer(data)), n)
		if err != nil {
			return err
		}
		return with(int64(g), kindGame, func(gm *game) error {
			s, err := gm.DeserializeState(slices.Clone(b))
			if err != nil {
				return invalid("%v", err)
			}
			return setOut(out, put(kindState, newState(gm, s)))
		})
	}))
}

// df_state_free frees a state handle.
//
//export df_state_free
func df_state_free(s C.int64_t) C.int {
	return C.int(call(func() error { return free(int64(s), kindState) }))
}

// withState runs f on the state of handle h.
func withState(h C.int64_t, f func(*state) error) C.int {
	return C.int(call(func() error { return with(int64(h), kindState, f) }))
}

// df_state_current_player sets *out to the current player: a seat, or
// Chance (-1), Simultaneous (-2), Terminal (-4).
//
//export df_state_current_player
func df_state_current_player(s C.int64_t, out *C.int64_t) C.int {
	return withState(s, func(st *state) error { return setOut(out, int64(st.CurrentPlayer())) })
}

// df_state_mover sets *out to the state's mover: its lowest seat with a
// pending decision, or Chance (-1), Terminal (-4).
//
//export df_state_mover
func df_state_mover(s C.int64_t, out *C.int64_t) C.int {
	return withState(s, func(st *state) error { return setOut(out, int64(st.mover())) })
}

// df_state_movers writes the seats with a pending decision into buf (cap
// elements) and their number into *n.
//
//export df_state_movers
func df_state_movers(s C.int64_t, buf *C.int32_t, cap C.int64_t, n *C.int64_t) C.int {
	return withState(s, func(st *state) error { return putInts(st.movers(), buf, cap, n) })
}

// df_state_is_terminal sets *out to 1 if the game is over, else 0.
//
//export df_state_is_terminal
func df_state_is_terminal(s C.int64_t, out *C.int64_t) C.int {
	return withState(s, func(st *state) error { return setOut(out, b2i(st.IsTerminal())) })
}

// df_state_is_chance sets *out to 1 at the initial chance node, else 0.
//
//export df_state_is_chance
func df_state_is_chance(s C.int64_t, out *C.int64_t) C.int {
	return withState(s, func(st *state) error { return setOut(out, b2i(st.IsChanceNode())) })
}

// df_state_move_number sets *out to the number of actions applied.
//
//export df_state_move_number
func df_state_move_number(s C.int64_t, out *C.int64_t) C.int {
	return withState(s, func(st *state) error { return setOut(out, int64(st.MoveNumber())) })
}

// df_state_history writes the actions applied (the chance outcome first)
// into buf (cap elements) and their number into *n.
//
//export df_state_history
func df_state_history(s C.int64_t, buf *C.int32_t, cap C.int64_t, n *C.int64_t) C.int {
	return withState(s, func(st *state) error { return putInts(st.History(), buf, cap, n) })
}

// df_state_returns writes each player's return into buf (cap ≥ players).
//
//export df_state_returns
func df_state_returns(s C.int64_t, buf *C.double, cap C.int64_t) C.int {
	return withState(s, func(st *state) error {
		out, err := slice(buf, cap)
		if err != nil {
			return err
		}
		r := st.Returns()
		if len(out) < len(r) {
			return tooSmall(len(r), len(out))
		}
		for i, v := range r {
			out[i] = C.double(v)
		}
		return nil
	})
}

// df_state_legal_actions writes player's legal actions, sorted, into buf
// (cap elements) and their number into *n (player Chance at the chance
// node: its outcomes).
//
//export df_state_legal_actions
func df_state_legal_actions(s C.int64_t, player C.int64_t, buf *C.int32_t, cap C.int64_t, n *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		ids, err := st.LegalActions(int(player))
		if err != nil {
			return refused(err, "legal actions of player %d", player)
		}
		return putInts(ids, buf, cap, n)
	})
}

// df_state_legal_mask writes player's legal-action mask, 1 for a legal
// action, into buf (cap ≥ the game's num_distinct_actions, or
// max_chance_outcomes at the chance node); *n is the mask's size.
//
//export df_state_legal_mask
func df_state_legal_mask(s C.int64_t, player C.int64_t, buf *C.uint8_t, cap C.int64_t, n *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		m, err := st.LegalActionsMask(int(player))
		if err != nil {
			return refused(err, "legal mask of player %d", player)
		}
		if n != nil {
			*n = C.int64_t(len(m))
		}
		out, err := slice(buf, cap)
		if err != nil {
			return err
		}
		if len(out) < len(m) {
			return tooSmall(len(m), len(out))
		}
		for i, b := range m {
			out[i] = C.uint8_t(b2i(b))
		}
		return nil
	})
}

// df_state_apply_action applies action a of the current player (a chance
// outcome at the chance node).
//
//export df_state_apply_action
func df_state_apply_action(s C.int64_t, a C.int64_t) C.int {
	return withState(s, func(st *state) error {
		if err := st.ApplyAction(int(a)); err != nil {
			return refused(err, "apply action %d", a)
		}
		return nil
	})
}

// df_state_apply_player_action applies action a of player, who must have
// a pending decision (at a simultaneous node, one of those who must move).
//
//export df_state_apply_player_action
func df_state_apply_player_action(s C.int64_t, player, a C.int64_t) C.int {
	return withState(s, func(st *state) error {
		if err := st.checkPlayer(int(player)); err != nil {
			return err
		}
		if err := st.ApplyPlayerAction(int(player), int(a)); err != nil {
			return refused(err, "apply action %d of player %d", a, player)
		}
		return nil
	})
}

// df_state_apply_actions applies one action per player (n = players; -1
// for a player without a decision), as at a simultaneous node.
//
//export df_state_apply_actions
func df_state_apply_actions(s C.int64_t, actions *C.int32_t, n C.int64_t) C.int {
	return withState(s, func(st *state) error {
		in, err := slice(actions, n)
		if err != nil {
			return err
		}
		as := make([]int, len(in))
		for i, a := range in {
			as[i] = int(a)
		}
		if err := st.ApplyActions(as); err != nil {
			return refused(err, "apply actions %v", as)
		}
		return nil
	})
}

// df_state_observation writes player's observation tensor into buf (cap ≥
// the game's observation_size).
//
//export df_state_observation
func df_state_observation(s C.int64_t, player C.int64_t, buf *C.float, cap C.int64_t) C.int {
	return withState(s, func(st *state) error {
		if err := st.checkPlayer(int(player)); err != nil {
			return err
		}
		out, err := slice(buf, cap)
		if err != nil {
			return err
		}
		return observeInto(st, int(player), out)
	})
}

// observeInto writes player's observation tensor into out, which must
// hold it: straight into the caller's buffer (a C float is a Go float32),
// with no tensor made and copied.
func observeInto(st *state, player int, out []C.float) error {
	n := st.g.info.ObservationSize
	if len(out) < n {
		return tooSmall(n, len(out))
	}
	t := unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(out))), n)
	if err := st.ObservationTensorInto(player, t); err != nil {
		return refused(err, "observation of player %d", player)
	}
	return nil
}

// observeSparse writes player's observation's non-zero entries
// (agent.State.ObservationSparse, in the room the state keeps for them)
// into is and vs as far as they go and returns how many there are.
func observeSparse(st *state, player int, is []C.int32_t, vs []C.float) (int, error) {
	var err error
	st.idx, st.val, err = st.ObservationSparse(player, st.idx[:0], st.val[:0])
	if err != nil {
		return 0, err
	}
	k := min(len(st.idx), len(is))
	for i := range k {
		is[i], vs[i] = C.int32_t(st.idx[i]), C.float(st.val[i])
	}
	return len(st.idx), nil
}

// putFloats copies t into out, which must hold it.
func putFloats(out []C.float, t []float32) error {
	if len(out) < len(t) {
		return tooSmall(len(t), len(out))
	}
	for i, v := range t {
		out[i] = C.float(v)
	}
	return nil
}

// df_state_observation_sparse writes player's observation tensor as its
// non-zero entries: indices into idx and values into val (cap each), their
// number into *n.
//
//export df_state_observation_sparse
func df_state_observation_sparse(s C.int64_t, player C.int64_t, idx *C.int32_t, val *C.float, cap C.int64_t, n *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		if err := st.checkPlayer(int(player)); err != nil {
			return err
		}
		is, err := slice(idx, cap)
		if err != nil {
			return err
		}
		vs, err := slice(val, cap)
		if err != nil {
			return err
		}
		k, err := observeSparse(st, int(player), is, vs)
		if err != nil {
			return refused(err, "observation of player %d", player)
		}
		if n != nil {
			*n = C.int64_t(k)
		}
		if k > len(is) {
			return tooSmall(k, len(is))
		}
		return nil
	})
}

// df_state_observation_json writes player's view of the game as JSON.
//
//export df_state_observation_json
func df_state_observation_json(s C.int64_t, player C.int64_t, buf *C.char, cap C.int64_t, need *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		if !st.IsChanceNode() {
			if err := st.checkPlayer(int(player)); err != nil {
				return err
			}
		}
		b, err := st.ObservationJSON(int(player))
		if err != nil {
			return refused(err, "observation of player %d", player)
		}
		return putBytes(b, buf, cap, need)
	})
}

// df_state_information_state_string writes player's information state
// string (agent.State.InformationStateString: the SHA-256, in hex, of the
// player's action-observation history). A state dealt again for another
// player, or restored and not replayable, is refused (DF_EREFUSED).
//
//export df_state_information_state_string
func df_state_information_state_string(s C.int64_t, player C.int64_t, buf *C.char, cap C.int64_t, need *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		if err := st.checkPlayer(int(player)); err != nil {
			return err
		}
		str, err := st.InformationStateString(int(player))
		if err != nil {
			return refused(err, "information state of player %d", player)
		}
		return putBytes([]byte(str), buf, cap, need)
	})
}

// df_state_information_state_tensor writes player's information state
// tensor into buf (cap ≥ the game's information_state_size).
//
//export df_state_information_state_tensor
func df_state_information_state_tensor(s C.int64_t, player C.int64_t, buf *C.float, cap C.int64_t) C.int {
	return withState(s, func(st *state) error {
		if err := st.checkPlayer(int(player)); err != nil {
			return err
		}
		out, err := slice(buf, cap)
		if err != nil {
			return err
		}
		t, err := st.InformationStateTensor(int(player))
		if err != nil {
			return refused(err, "information state of player %d", player)
		}
		return putFloats(out, t)
	})
}

// df_state_action_observation_history writes player's action-observation
// history as JSON: [{"action": own action id or -1, "current_player": p,
// "observation": the observation JSON}], one per step, the initial
// observation first (agent.State.ActionObservationHistory).
//
//export df_state_action_observation_history
func df_state_action_observation_history(s C.int64_t, player C.int64_t, buf *C.char, cap C.int64_t, need *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		if err := st.checkPlayer(int(player)); err != nil {
			return err
		}
		h, err := st.ActionObservationHistory(int(player))
		if err != nil {
			return refused(err, "information state of player %d", player)
		}
		b, err := json.Marshal(h)
		if err != nil {
			return err
		}
		return putBytes(b, buf, cap, need)
	})
}

// df_state_action_string writes action a of player as the player reads it.
//
//export df_state_action_string
func df_state_action_string(s C.int64_t, player, a C.int64_t, buf *C.char, cap C.int64_t, need *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		return putBytes([]byte(st.ActionToString(int(player), int(a))), buf, cap, need)
	})
}

// df_state_clone sets *out to an independent copy of the state.
//
//export df_state_clone
func df_state_clone(s C.int64_t, out *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		return setOut(out, put(kindState, newState(st.g, st.Clone())))
	})
}

// df_state_serialize writes the state's encoding (bytes, not
// NUL-terminated text: *need counts a trailing NUL all the same).
//
//export df_state_serialize
func df_state_serialize(s C.int64_t, buf *C.char, cap C.int64_t, need *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		b, err := st.Serialize()
		if err != nil {
			return refused(err, "serialize")
		}
		return putBytes(b, buf, cap, need)
	})
}

// df_state_resample sets *out to a state player cannot tell from s, its
// hidden part dealt at random from seed (agent.ResampleFromInfostate).
//
//export df_state_resample
func df_state_resample(s C.int64_t, player C.int64_t, seed C.uint64_t, out *C.int64_t) C.int {
	return withState(s, func(st *state) error {
		if err := st.checkPlayer(int(player)); err != nil {
			return err
		}
		r, err := st.ResampleFromInfostate(int(player), uint64(seed))
		if err != nil {
			return refused(err, "resample for player %d", player)
		}
		return setOut(out, put(kindState, newState(st.g, r)))
	})
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
