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
	switch obs {
	case ObserveNone, ObserveSparse, ObserveDense:
	default:
		return StepResult{}, fmt.Errorf("observation %q: want %q, %q or %q", obs, ObserveNone, ObserveSparse, ObserveDense)
	}
	r := StepResult{CurrentPlayer: s.CurrentPlayer(), IsTerminal: s.IsTerminal(), Rewards: s.Rewards(), Movers: []Mover{}}
	if s.g == nil {
		r.ChanceOutcomes = s.game.params.ChanceOutcomes
		return r, nil
	}
	if r.IsTerminal {
		return r, nil
	}
	for _, d := range s.decisions() {
		p := int(d.Seat)
		if slices.ContainsFunc(r.Movers, func(m Mover) bool { return m.Player == p }) {
			continue
		}
		a, err := s.LegalActions(p)
		if err != nil {
			return StepResult{}, err
		}
		if len(a) == 0 {
			continue
		}
		m := Mover{Player: p, LegalActions: a}
		if obs != ObserveNone {
			t, err := s.ObservationTensor(p)
			if err != nil {
				return StepResult{}, err
			}
			m.Observation = &Observation{Tensor: t}
			if obs == ObserveSparse {
				m.Observation = sparse(t)
			}
		}
		r.Movers = append(r.Movers, m)
	}
	slices.SortFunc(r.Movers, func(a, b Mover) int { return a.Player - b.Player })
	return r, nil
}

// sparse returns the non-zero entries of t.
func sparse(t []float32) *Observation {
	o := &Observation{Indices: []int{}, Values: []float32{}}
	for i, v := range t {
		if v != 0 {
			o.Indices = append(o.Indices, i)
			o.Values = append(o.Values, v)
		}
	}
	return o
}

// checkAction returns an error unless action could be applied to s: an
// int applies to the current player (ApplyAction), a list is one action per
// player (ApplyActions), null applies nothing.
func (s *State) checkAction(raw json.RawMessage) (apply func() error, err error) {
	if len(raw) == 0 || string(raw) == "null" {
		return func() error { return nil }, nil
	}
	if raw[0] == '[' {
		var acts []int
		if err := json.Unmarshal(raw, &acts); err != nil {
			return nil, err
		}
		if s.g == nil {
			return nil, errors.New("the chance node takes one action, not a list")
		}
		if len(acts) != len(s.game.seats) {
			return nil, fmt.Errorf("%d actions for %d players", len(acts), len(s.game.seats))
		}
		for p := range s.game.seats {
			l, err := s.legalFor(p)
			if err != nil {
				return nil, err
			}
			if l.ids != nil && !slices.Contains(l.ids, acts[p]) {
				return nil, fmt.Errorf("action %d is not legal for player %d", acts[p], p)
			}
		}
		return func() error { return s.ApplyActions(acts) }, nil
	}
	a, err := intOf(raw)
	if err != nil {
		return nil, err
	}
	switch p := s.CurrentPlayer(); p {
	case Chance:
		if a < 0 || a >= s.game.params.ChanceOutcomes {
			return nil, fmt.Errorf("chance outcome %d out of [0, %d)", a, s.game.params.ChanceOutcomes)
		}
	case Terminal:
		return nil, errors.New("the game is over")
	case Simultaneous:
		return nil, errors.New("several players must move: give a list of one action per player")
	default:
		l, err := s.legalFor(p)
		if err != nil {
			return nil, err
		}
		if !slices.Contains(l.ids, a) {
			return nil, fmt.Errorf("action %d (%s) is not legal for player %d", a, s.game.enc.ActionName(a), p)
		}
	}
	return func() error { return s.ApplyAction(a) }, nil
}

// step applies one action to each state of a batch, every action checked
// before any is applied, and reports each state after it.
func (srv *server) step(req *request, resp map[string]any) error {
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
	states := make([]*State, len(req.States))
	applies := make([]func() error, len(req.States))
	for i, h := range req.States {
		s, err := srv.state(h)
		if err != nil {
			return fmt.Errorf("step: states[%d]: %w", i, err)
		}
		if slices.Contains(states[:i], s) {
			return fmt.Errorf("step: states[%d]: %s is named twice", i, h)
		}
		states[i] = s
		if applies[i], err = s.checkAction(req.Actions[i]); err != nil {
			return fmt.Errorf("step: actions[%d] (state %s): %w", i, h, err)
		}
	}
	results := make([]StepResult, len(states))
	for i, s := range states {
		if err := applies[i](); err != nil {
			return fmt.Errorf("step: actions[%d] (state %s): %w", i, req.States[i], err)
		}
		r, err := s.Result(req.Observation)
		if err != nil {
			return fmt.Errorf("step: state %s: %w", req.States[i], err)
		}
		r.State = req.States[i]
		results[i] = r
	}
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
