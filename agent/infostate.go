package agent

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"math/bits"
	"slices"
	"sync/atomic"

	"github.com/datafort/datafort/engine"
)

// A seat's information state, as OpenSpiel's ActionObservationHistory: the
// seat's observation at the start, then for every action applied (anyone's,
// chance's included) the seat's own action if it was the seat's, and the
// seat's observation after. It is the seat's perfect-recall information
// state by construction. An observation here is what the leak tests compare
// (leak_test.go): ObservationJSON (no decision ids) and the current player.
//
// Nothing of it is computed while a game is played: it is replayed on
// demand from the state's setup seed and history (or, for a state dealt
// again by ResampleFromInfostate, from the original's past and the game
// dealt again), in a shadow game kept with a running digest per seat at the
// last move asked (infoMemo), so that asking at successive moves of one
// game costs one replayed step each. Clone shares the memo until one of the
// two states needs it moved on (then copies it); Serialize never writes it.

// InformationStateWindow is the number of last steps of the
// action-observation history that InformationStateTensor encodes.
const InformationStateWindow = 16

// Errors of the information state, wrapped by InfoStateError.
var (
	// ErrResampledForAnother: the state was dealt again for another seat
	// (ResampleFromInfostate): its past is that seat's, dealt again; what
	// any other seat saw of it is unknown.
	ErrResampledForAnother = errors.New("the state was dealt again (ResampleFromInfostate) for another player: only that player's past is known")
	// ErrHistoryDoesNotReplay: the state's history, replayed from its
	// setup seed, does not reach the state (a state serialized after
	// ResampleFromInfostate, or saved by a game of other parameters).
	ErrHistoryDoesNotReplay = errors.New("the state's history does not replay to it")
)

// InfoStateError is the error of an information state the state cannot
// give: Reason is ErrResampledForAnother or wraps ErrHistoryDoesNotReplay.
type InfoStateError struct {
	// Player is the player asked about.
	Player int
	// Reason is why the player's information state is undefined here.
	Reason error
}

func (e *InfoStateError) Error() string {
	return fmt.Sprintf("agent: no information state of player %d: %v", e.Player, e.Reason)
}

// Unwrap returns Reason.
func (e *InfoStateError) Unwrap() error { return e.Reason }

// AOHStep is one step of a seat's action-observation history.
type AOHStep struct {
	// Action is the seat's own action at this step, or -1: at the first
	// step (the initial observation), and where another seat or chance
	// acted.
	Action int `json:"action"`
	// CurrentPlayer is the current player after the step.
	CurrentPlayer int `json:"current_player"`
	// Observation is the seat's ObservationJSON after the step.
	Observation json.RawMessage `json:"observation"`
}

// origin is where a state's history is replayed from when it is not the
// game's initial state: a state dealt again (base set) or a state
// deserialized (saved set). Immutable, shared by clones.
type origin struct {
	// parent is where the history before from is replayed from (nil: the
	// game's initial state).
	parent *origin
	// base is the game dealt again for seat at history index from, never
	// played (cloned to be replayed on).
	base engine.Game
	from int
	seat int
	// saved is a deserialized state's game (MarshalBinary) at history
	// index at, which the replay from the game's initial state must reach.
	saved []byte
	at    int
}

// offOrder is an action applied by a seat other than the lowest one with a
// decision (ApplyPlayerAction at a simultaneous node, out of seat order):
// the replay's exception to "the lowest seat to move acted".
type offOrder struct {
	index, seat int
}

// lowestMover returns the lowest seat with a pending decision, or Invalid.
func (s *State) lowestMover() int {
	p := Invalid
	for _, d := range s.decisions() {
		if p == Invalid || int(d.Seat) < p {
			p = int(d.Seat)
		}
	}
	return p
}

// stepFeature is what InformationStateTensor encodes of one step.
type stepFeature struct {
	own     bool
	changed bool
	action  int
}

// seatMemo is one seat's action-observation history so far: its running
// digest, its last observation, its counts and its last steps (a ring).
type seatMemo struct {
	h          hash.Hash
	last       []byte
	lastPlayer int
	started    bool
	steps, own int
	ring       [InformationStateWindow]stepFeature
	next       int       // the ring's next place
	collect    bool      // entries are kept (ActionObservationHistory)
	entries    []AOHStep // the whole history, when collect
}

// add records the seat's step: its own action (or -1) and its observation
// after (the current player and the JSON).
func (m *seatMemo) add(own, player int, obs []byte) {
	var n [8]byte
	if m.started {
		m.steps++
		if own >= 0 {
			m.own++
			m.h.Write([]byte{'A'})
			binary.BigEndian.PutUint64(n[:], uint64(own))
			m.h.Write(n[:])
		}
		m.ring[m.next] = stepFeature{own: own >= 0, action: own, changed: player != m.lastPlayer || !bytes.Equal(obs, m.last)}
		m.next = (m.next + 1) % InformationStateWindow
	}
	m.started = true
	m.h.Write([]byte{'O'})
	binary.BigEndian.PutUint64(n[:], uint64(int64(player)))
	m.h.Write(n[:])
	binary.BigEndian.PutUint64(n[:], uint64(len(obs)))
	m.h.Write(n[:])
	m.h.Write(obs)
	m.last, m.lastPlayer = obs, player
	if m.collect {
		m.entries = append(m.entries, AOHStep{Action: own, CurrentPlayer: player, Observation: obs})
	}
}

func (m *seatMemo) clone() *seatMemo {
	n := *m
	h, err := m.h.(hash.Cloner).Clone()
	if err != nil {
		panic(err) // sha256's digest always clones
	}
	n.h = h
	n.entries = slices.Clone(m.entries)
	return &n
}

// infoMemo is a state's action-observation histories replayed to history
// index n: the shadow game there (nil while it is o.base, not yet cloned),
// and each seat's (nil for a seat whose history is undefined here).
type infoMemo struct {
	game   *Game
	o      *origin // the origin the shadow replays from (the state's, or one of its parents')
	shadow *State
	n      int
	seats  []*seatMemo
	err    error // the replay failed: every later ask fails alike
	shared atomic.Bool
}

func (m *infoMemo) clone() *infoMemo {
	n := &infoMemo{game: m.game, o: m.o, n: m.n, err: m.err, seats: make([]*seatMemo, len(m.seats))}
	if m.shadow != nil {
		n.shadow = m.shadow.Clone()
	}
	for i, sm := range m.seats {
		if sm != nil {
			n.seats[i] = sm.clone()
		}
	}
	return n
}

// startMemo returns the memo of a state whose history h starts at o, at
// o's start: index 0 for the game's initial state (its observations
// recorded), o.from for a state dealt again (its seat's history replayed
// from o.parent). Seat collect's entries are kept (-1: none).
func (g *Game) startMemo(o *origin, h []int, off []offOrder, collect int) (*infoMemo, error) {
	if o == nil || o.base == nil {
		sh, err := g.newInitialState(nil)
		if err != nil {
			return nil, err
		}
		m := &infoMemo{game: g, o: o, shadow: sh, seats: make([]*seatMemo, len(g.seats))}
		for q := range m.seats {
			if collect < 0 || q == collect { // to collect one seat's history, only its own
				m.seats[q] = &seatMemo{h: sha256.New(), collect: q == collect}
			}
		}
		if err := m.observe(Chance, 0); err != nil {
			return nil, err
		}
		return m, m.verify()
	}
	pm, err := g.startMemo(o.parent, h, off, collect)
	if err != nil {
		return nil, err
	}
	if err := pm.advance(h[:o.from], off); err != nil {
		return nil, err
	}
	sm := pm.seats[o.seat]
	if sm == nil {
		return nil, &InfoStateError{Player: o.seat, Reason: ErrResampledForAnother}
	}
	m := &infoMemo{game: g, o: o, n: o.from, seats: make([]*seatMemo, len(g.seats))}
	m.seats[o.seat] = sm
	return m, nil
}

// observe records every defined seat's step: actor's action a (if actor is
// the seat) and its observation of the shadow game.
func (m *infoMemo) observe(actor, a int) error {
	cp := m.shadow.CurrentPlayer()
	for q, sm := range m.seats {
		if sm == nil {
			continue
		}
		obs, err := m.shadow.ObservationJSON(q)
		if err != nil {
			return err
		}
		own := -1
		if actor == q {
			own = a
		}
		sm.add(own, cp, obs)
	}
	return nil
}

// verify checks, at a deserialized state's index, that the replay reached
// the saved game.
func (m *infoMemo) verify() error {
	if m.o == nil || m.o.saved == nil || m.n != m.o.at {
		return nil
	}
	b, err := m.shadow.g.MarshalBinary()
	if err == nil && !bytes.Equal(b, m.o.saved) {
		err = fmt.Errorf("%w: replayed to move %d, the game differs from the one saved (a state dealt again by ResampleFromInfostate, serialized, keeps no past)", ErrHistoryDoesNotReplay, m.n)
	}
	m.err = err
	return err
}

// advance replays the actions of h after index m.n, whose actors are the
// lowest seats to move but where off says otherwise.
func (m *infoMemo) advance(h []int, off []offOrder) error {
	if m.err != nil {
		return m.err
	}
	for m.n < len(h) {
		if m.shadow == nil {
			m.shadow = &State{game: m.game, g: m.o.base.Clone()}
		}
		a, actor := h[m.n], Chance
		var err error
		if m.shadow.g == nil {
			err = m.shadow.ApplyAction(a)
		} else {
			actor = m.shadow.lowestMover()
			for _, o := range off {
				if o.index == m.n {
					actor = o.seat
				}
			}
			err = m.shadow.ApplyPlayerAction(actor, a)
		}
		if err != nil {
			m.err = fmt.Errorf("%w: move %d: %v", ErrHistoryDoesNotReplay, m.n, err)
			return m.err
		}
		m.n++
		if err := m.observe(actor, a); err != nil {
			m.err = err
			return err
		}
		if err := m.verify(); err != nil {
			return err
		}
	}
	return nil
}

// memo returns the state's memo moved on to its last move: made when first
// asked for, copied first when shared with a clone and behind.
func (s *State) memo() (*infoMemo, error) {
	m := s.info
	if m == nil {
		var err error
		if m, err = s.game.startMemo(s.origin, s.history, s.offOrder, -1); err != nil {
			return nil, err
		}
		s.info = m
	}
	if m.n < len(s.history) && m.shared.Load() {
		m = m.clone()
		s.info = m
	}
	if err := m.advance(s.history, s.offOrder); err != nil {
		return nil, err
	}
	return m, nil
}

// seatInfo returns player's memo of the state at its last move.
func (s *State) seatInfo(player int) (*seatMemo, error) {
	if err := s.refuseSeat(player); err != nil {
		return nil, err
	}
	m, err := s.memo()
	if err != nil {
		return nil, infoStateError(player, err)
	}
	if m.seats[player] == nil {
		return nil, &InfoStateError{Player: player, Reason: ErrResampledForAnother}
	}
	return m.seats[player], nil
}

// refuseSeat returns an error for a player that is none of the game's, or
// not the one a state dealt again was dealt for.
func (s *State) refuseSeat(player int) error {
	if player < 0 || player >= len(s.game.seats) {
		return fmt.Errorf("agent: no player %d", player)
	}
	if s.origin != nil && s.origin.base != nil && s.origin.seat != player {
		return &InfoStateError{Player: player, Reason: ErrResampledForAnother}
	}
	return nil
}

// infoStateError returns err as an InfoStateError of player where it is
// one of the information state's.
func infoStateError(player int, err error) error {
	var ie *InfoStateError
	switch {
	case errors.As(err, &ie):
		return &InfoStateError{Player: player, Reason: ie.Reason}
	case errors.Is(err, ErrHistoryDoesNotReplay):
		return &InfoStateError{Player: player, Reason: err}
	}
	return err
}

// InformationStateString returns player's information state as a string:
// the SHA-256, in hex, of player's action-observation history encoded
// canonically (docs/agent.md): for each step its own action, if any, as
// 'A' and the id in 8 bytes big-endian, then its observation as 'O', the
// current player and the JSON's length in 8 bytes each, and the JSON.
// Two states give the same string exactly when player's histories are the
// same (but for a SHA-256 collision). It fails with an InfoStateError for a
// player other than the one a state was dealt again for, and for a
// deserialized state whose history does not replay to it.
func (s *State) InformationStateString(player int) (string, error) {
	m, err := s.seatInfo(player)
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(m.h.Sum(nil)), nil
}

// ActionObservationHistory returns player's action-observation history,
// step by step (the first step is the initial observation), replayed from
// the start at every call: its cost grows with the number of moves. It
// fails as InformationStateString does.
func (s *State) ActionObservationHistory(player int) ([]AOHStep, error) {
	if err := s.refuseSeat(player); err != nil {
		return nil, err
	}
	m, err := s.game.startMemo(s.origin, s.history, s.offOrder, player)
	if err == nil {
		err = m.advance(s.history, s.offOrder)
	}
	if err != nil {
		return nil, infoStateError(player, err)
	}
	return m.seats[player].entries, nil
}

// actionBits is the number of bits of an action id of the game.
func (g *Game) actionBits() int {
	return max(1, bits.Len(uint(max(g.enc.NumDistinctActions()-1, 0))))
}

// informationStateSize is the length of InformationStateTensor.
func (g *Game) informationStateSize() int {
	return g.enc.ObservationSize() + 2 + InformationStateWindow*(3+g.actionBits())
}

// InformationStateTensor returns player's information state as a vector of
// Info().InformationStateSize: player's observation tensor now, then the
// number of steps of its action-observation history and the number of its
// own actions (raw counts), then its last InformationStateWindow steps, the
// latest first, each as: 1 (the step exists), 1 if it was player's own
// action, 1 if player's observation (or the current player) changed, and
// the own action's id in bits, lowest first (zeros where another seat
// acted). It is a function of the history, not all of it: a learner that
// needs the whole past reads ActionObservationHistory (or keeps its own
// recurrent state). It fails as InformationStateString does.
func (s *State) InformationStateTensor(player int) ([]float32, error) {
	m, err := s.seatInfo(player)
	if err != nil {
		return nil, err
	}
	obs, err := s.ObservationTensor(player)
	if err != nil {
		return nil, err
	}
	nb := s.game.actionBits()
	out := make([]float32, s.game.informationStateSize())
	copy(out, obs)
	at := len(obs)
	out[at], out[at+1] = float32(m.steps), float32(m.own)
	at += 2
	for j := range min(m.steps, InformationStateWindow) {
		f := m.ring[(m.next-1-j+2*InformationStateWindow)%InformationStateWindow]
		w := out[at+j*(3+nb):]
		w[0] = 1
		if f.own {
			w[1] = 1
			for b := range nb {
				if f.action>>b&1 == 1 {
					w[3+b] = 1
				}
			}
		}
		if f.changed {
			w[2] = 1
		}
	}
	return out, nil
}
