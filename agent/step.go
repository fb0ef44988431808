package agent

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// StepResult is what "step" returns for one state after its action: who
// moves next and with what, the rewards, and whether the game is over.
type StepResult struct {
	// State is the state's handle (set by the protocol).
	State string `json:"state"`
	// CurrentPlayer is State.CurrentPlayer.
	CurrentPlayer int `json:"current_player"`
	// IsTerminal reports whether the game is over.
	IsTerminal bool `json:"is_terminal"`
	// Rewards are the rewards of the action just applied (State.Rewards).
	Rewards []float64 `json:"rewards"`
	// ChanceOutcomes is the number of outcomes at the chance node, else 0.
	ChanceOutcomes int `json:"chance_outcomes,omitempty"`
	// Movers are the players with a decision, in seat order.
	Movers []Mover `json:"movers"`
}

// Mover is one player with a decision: its legal actions and, on request,
// its observation.
type Mover struct {
	// Player is the seat.
	Player int `json:"player"`
	// LegalActions are its legal action ids, sorted.
	LegalActions []int `json:"legal_actions"`
	// Observation is its observation tensor, sparse or dense; nil when
	// left out.
	Observation *Observation `json:"observation,omitempty"`
}

// Observation is an observation tensor: sparse (the indices and values of
// its non-zero entries, indices increasing) or dense (Tensor).
type Observation struct {
	// Indices are the positions of the non-zero entries, increasing
	// (sparse).
	Indices []int `json:"indices,omitempty"`
	// Values are the non-zero entries, one per index (sparse).
	Values []float32 `json:"values,omitempty"`
	// Tensor is the whole tensor (dense).
	Tensor []float32 `json:"tensor,omitempty"`
}

// Result returns what "step" reports of s, each mover's observation encoded
// as obs (ObserveNone, ObserveSparse or ObserveDense).
func (s *State) Result(obs string) (StepResult, error) {
	var r StepResult
	err := s.resultInto(obs, &r)
	return r, err
}

// resultInto sets *r to Result(obs), in the room of the slices r holds
// (its rewards, its movers and their legal actions), which the caller no
// longer reads: the protocol's step reuses one StepResult per state of its
// batch, so that a step without observations allocates none of it. On an
// error *r is left half set.
func (s *State) resultInto(obs string, r *StepResult) error {
	switch obs {
	case ObserveNone, ObserveSparse, ObserveDense:
	default:
		return fmt.Errorf("observation %q: want %q, %q or %q", obs, ObserveNone, ObserveSparse, ObserveDense)
	}
	movers := r.Movers[:0]
	if movers == nil {
		movers = []Mover{}
	}
	*r = StepResult{CurrentPlayer: s.CurrentPlayer(), IsTerminal: s.IsTerminal(), Rewards: s.returnsInto(r.Rewards[:0]), Movers: movers}
	if s.g == nil {
		r.ChanceOutcomes = s.game.params.ChanceOutcomes
		return nil
	}
	if r.IsTerminal {
		return nil
	}
	for _, d := range s.decisions() {
		p := int(d.Seat)
		if slices.ContainsFunc(r.Movers, func(m Mover) bool { return m.Player == p }) {
			continue
		}
		l, err := s.legalFor(p)
		if err != nil {
			return err
		}
		if len(l.ids) == 0 {
			continue
		}
		var room []int // the legal actions of the mover r held at this place
		if n := len(r.Movers); n < cap(r.Movers) {
			room = r.Movers[:n+1][n].LegalActions[:0]
		}
		m := Mover{Player: p, LegalActions: append(room, l.ids...)}
		slices.Sort(m.LegalActions)
		switch obs {
		case ObserveDense:
			t, err := s.ObservationTensor(p)
			if err != nil {
				return err
			}
			m.Observation = &Observation{Tensor: t}
		case ObserveSparse:
			var err error
			s.sparseIdx, s.sparseVal, err = s.ObservationSparse(p, s.sparseIdx[:0], s.sparseVal[:0])
			if err != nil {
				return err
			}
			o := &Observation{Indices: make([]int, len(s.sparseIdx)), Values: slices.Clone(s.sparseVal)}
			for i, x := range s.sparseIdx {
				o.Indices[i] = int(x)
			}
			if o.Values == nil {
				o.Values = []float32{}
			}
			m.Observation = o
		}
		r.Movers = append(r.Movers, m)
	}
	slices.SortFunc(r.Movers, func(a, b Mover) int { return a.Player - b.Player })
	return nil
}

// stepAction is an action of "step" checked against its state
// (checkAction): none, one action of the current player, or one action
// per player.
type stepAction struct {
	none  bool
	joint []int // one action per player (ApplyActions); nil for one action
	one   int   // the action (ApplyAction) when joint is nil
}

// checkAction returns the action raw names for s, or an error unless it
// could be applied to s: an int applies to the current player
// (ApplyAction), a list is one action per player (ApplyActions), null
// applies nothing.
func (s *State) checkAction(raw json.RawMessage) (stepAction, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return stepAction{none: true}, nil
	}
	if raw[0] == '[' {
		var acts []int
		if err := json.Unmarshal(raw, &acts); err != nil {
			return stepAction{}, err
		}
		if s.g == nil {
			return stepAction{}, errors.New("the chance node takes one action, not a list")
		}
		if len(acts) != len(s.game.seats) {
			return stepAction{}, fmt.Errorf("%d actions for %d players", len(acts), len(s.game.seats))
		}
		for p := range s.game.seats {
			l, err := s.legalFor(p)
			if err != nil {
				return stepAction{}, err
			}
			if l.ids != nil && !slices.Contains(l.ids, acts[p]) {
				return stepAction{}, fmt.Errorf("action %d is not legal for player %d", acts[p], p)
			}
		}
		return stepAction{joint: acts}, nil
	}
	a, err := intOf(raw)
	if err != nil {
		return stepAction{}, err
	}
	switch p := s.CurrentPlayer(); p {
	case Chance:
		if a < 0 || a >= s.game.params.ChanceOutcomes {
			return stepAction{}, fmt.Errorf("chance outcome %d out of [0, %d)", a, s.game.params.ChanceOutcomes)
		}
	case Terminal:
		return stepAction{}, errors.New("the game is over")
	case Simultaneous:
		return stepAction{}, errors.New("several players must move: give a list of one action per player")
	default:
		l, err := s.legalFor(p)
		if err != nil {
			return stepAction{}, err
		}
		if !slices.Contains(l.ids, a) {
			return stepAction{}, fmt.Errorf("action %d (%s) is not legal for player %d", a, s.game.enc.ActionName(a), p)
		}
	}
	return stepAction{one: a}, nil
}

// apply applies a, checked by checkAction.
func (s *State) apply(a stepAction) error {
	switch {
	case a.none:
		return nil
	case a.joint != nil:
		return s.ApplyActions(a.joint)
	}
	return s.ApplyAction(a.one)
}

// stepMemory is the memory of the protocol's step, reused by the next
// (its results are valid until then): the states of the batch, their
// actions, and their results, whose slices resultInto reuses.
type stepMemory struct {
	states  []*State
	actions []stepAction
	results []StepResult
}

// stepBatch is "step": it applies one action to each state of a batch, every action checked
// before any is applied, and reports each state after it.
func (srv *server) stepBatch(req *request, resp map[string]any) error {
	if len(req.States) == 0 {
		return errors.New(`step: field "states" is empty`)
	}
	if len(req.Actions) != len(req.States) {
		return fmt.Errorf("step: %d actions for %d states", len(req.Actions), len(req.States))
	}
	switch req.Observation {
	case ObserveNone, ObserveSparse, ObserveDense:
	default:
		return fmt.Errorf("step: field \"observation\": %q, want %q, %q or %q", req.Observation, ObserveNone, ObserveSparse, ObserveDense)
	}
	mem := &srv.step
	n := len(req.States)
	states := slices.Grow(mem.states[:0], n)[:n]
	actions := slices.Grow(mem.actions[:0], n)[:n]
	mem.states, mem.actions = states, actions
	clear(states)
	for i, h := range req.States {
		s, err := srv.state(h)
		if err != nil {
			return fmt.Errorf("step: states[%d]: %w", i, err)
		}
		if slices.Contains(states[:i], s) {
			return fmt.Errorf("step: states[%d]: %s is named twice", i, h)
		}
		states[i] = s
		if actions[i], err = s.checkAction(req.Actions[i]); err != nil {
			return fmt.Errorf("step: actions[%d] (state %s): %w", i, h, err)
		}
	}
	results := slices.Grow(mem.results[:0], n)[:n]
	mem.results = results
	for i, s := range states {
		if err := s.apply(actions[i]); err != nil {
			return fmt.Errorf("step: actions[%d] (state %s): %w", i, req.States[i], err)
		}
		if err := s.resultInto(req.Observation, &results[i]); err != nil {
			return fmt.Errorf("step: state %s: %w", req.States[i], err)
		}
		results[i].State = req.States[i]
	}
	clear(states) // no state kept alive by the memory
	resp["results"] = results
	return nil
}

// NewBot returns the registered bot spec (bot.New: "random", "heuristic",
// "search:iters=200") playing seat of g, seeded by seed, with the seat's
// deck and the game's options.
func (g *Game) NewBot(spec string, seat int, seed uint64) (bot.Player, error) {
	if seat < 0 || seat >= len(g.seats) {
		return nil, fmt.Errorf("agent: no seat %d (the game has %d)", seat, len(g.seats))
	}
	cfg := bot.Config{Game: g.rs.Name(), Seat: engine.Seat(seat), Role: g.seats[seat].Role, Seed: seed, Options: g.params.Options}
	if seat < len(g.params.Decks) {
		cfg.Deck = g.params.Decks[seat]
	}
	p, err := bot.New(spec, cfg)
	if err != nil {
		return nil, fmt.Errorf("agent: %w", err)
	}
	return p, nil
}

// BotAction returns the action id that bot p, playing seat, chooses at the
// seat's pending decision in s. The bot is handed only the seat's
// observation (bot.NewObservation: the seat's view and information state).
func (s *State) BotAction(p bot.Player, seat int) (int, error) {
	if s.g == nil {
		return 0, errors.New("agent: a bot does not move at the chance node")
	}
	l, err := s.legalFor(seat)
	if err != nil {
		return 0, err
	}
	if l.ids == nil {
		return 0, fmt.Errorf("agent: player %d has no decision", seat)
	}
	c := p.Choose(bot.NewObservation(s.g, l.d, nil))
	if c.Concede {
		return 0, fmt.Errorf("agent: the bot of player %d concedes, which no action id expresses", seat)
	}
	i := c.Option
	if l.d.Kind == engine.Number {
		i = c.Number - max(l.d.Min, 0)
	}
	if i < 0 || i >= len(l.ids) {
		return 0, fmt.Errorf("agent: the bot of player %d answered %+v, not one of the %d options of its decision", seat, c, len(l.ids))
	}
	return l.ids[i], nil
}
