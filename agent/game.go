// Package agent is an interface for AI research shaped like OpenSpiel's
// (github.com/google-deepmind/open_spiel, spiel.h): a Game with a fixed
// action space and observation size, and States with a current player
// (a seat, chance, simultaneous or terminal), legal actions and masks,
// actions applied by id, returns, per-seat observations as JSON and as
// fixed-size numeric vectors, clone, serialize and deserialize. It works for
// every registered ruleset and imports no game: a game's action ids and
// observation vector come from the encoder registered for it in
// engine/observe (ONR's, onr/observe: stable action ids and a documented
// observation vector, docs/agent.md), else from observe.Generic.
//
// The same interface is served as JSON lines over stdin and stdout by
// "datafort agent" (Serve), for clients in any language; see
// examples/agent/random_agent.py.
//
// Chance: the initial state is a chance node whose outcomes are the setup
// seeds 0 … ChanceOutcomes-1, equally likely (unless Params.Seed fixes the
// seed, and the game starts at once). Every later random event (shuffles,
// random discards, die rolls) is drawn from the seeded generator inside the
// state ("sampled stochastic" in OpenSpiel's terms): applying the same
// actions to a state or its clone gives the same game.
//
// Simultaneous moves: when several seats must decide at once (the secret
// bids of an ONR trace), CurrentPlayer is Simultaneous and ApplyActions
// takes one action per seat.
package agent

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
)

// Special players, as in OpenSpiel.
const (
	// Chance is the current player of a chance node.
	Chance = -1
	// Simultaneous is the current player when several seats decide at once.
	Simultaneous = -2
	// Invalid is no player.
	Invalid = -3
	// Terminal is the current player of a finished game.
	Terminal = -4
)

// DefaultChanceOutcomes is the number of setup seeds of the initial chance
// node when Params.ChanceOutcomes is 0.
const DefaultChanceOutcomes = 1024

// Params configure a game.
type Params struct {
	// Seed, if set, fixes the setup seed: the initial state is the game
	// itself, not a chance node.
	Seed *uint64 `json:"seed,omitempty"`
	// ChanceOutcomes is the number of equally likely setup seeds of the
	// initial chance node; 0 means DefaultChanceOutcomes.
	ChanceOutcomes int `json:"chance_outcomes,omitempty"`
	// Decks holds one deck list per seat; empty for the defaults.
	Decks []string `json:"decks,omitempty"`
	// Options are the ruleset's named options. An option under which the
	// game settles decisions without asking on grounds hidden from some
	// seat (ONR's "autopass": "fast") is refused: see HiddenGrounder.
	Options map[string]string `json:"options,omitempty"`
}

// Info describes a game, as OpenSpiel's GameType and Game do.
type Info struct {
	Name               string   `json:"name"`
	NumPlayers         int      `json:"num_players"`
	Roles              []string `json:"roles"`
	NumDistinctActions int      `json:"num_distinct_actions"`
	ObservationSize    int      `json:"observation_size"`
	MaxChanceOutcomes  int      `json:"max_chance_outcomes"`
	MinUtility         float64  `json:"min_utility"`
	MaxUtility         float64  `json:"max_utility"`
	UtilitySum         float64  `json:"utility_sum"` // the returns' sum at every end, for a zero-sum game; 0 otherwise, meaningless
	Dynamics           string   `json:"dynamics"`
	ChanceMode         string   `json:"chance_mode"`
	Information        string   `json:"information"`
	Utility            string   `json:"utility"`
	StableActionIDs    bool     `json:"stable_action_ids"`
	// InformationStateSize is the length of State.InformationStateTensor.
	InformationStateSize int             `json:"information_state_size"`
	Layout               []observe.Field `json:"observation_layout,omitempty"`
}

// Game is a game under a ruleset, with fixed parameters.
type Game struct {
	rs     engine.Ruleset
	params Params
	enc    observe.Encoder
	seats  []engine.SeatInfo
}

// NewGame returns the game of the ruleset registered as name.
func NewGame(name string, p Params) (*Game, error) {
	rs, err := engine.Lookup(name)
	if err != nil {
		return nil, err
	}
	if p.ChanceOutcomes < 0 {
		return nil, fmt.Errorf("agent: negative chance_outcomes %d", p.ChanceOutcomes)
	}
	if p.ChanceOutcomes == 0 {
		p.ChanceOutcomes = DefaultChanceOutcomes
	}
	g := &Game{rs: rs, params: p, enc: observe.For(name)}
	seed := uint64(0)
	if p.Seed != nil {
		seed = *p.Seed
	}
	eg, err := rs.New(g.setup(seed))
	if err != nil {
		return nil, err
	}
	if err := refuseHiddenGrounds(name, eg); err != nil {
		return nil, fmt.Errorf("agent: %w", err)
	}
	g.seats = eg.Seats()
	return g, nil
}

// refuseHiddenGrounds returns an error when game eg of the ruleset called
// name settles decisions on hidden grounds (HiddenGrounder).
func refuseHiddenGrounds(name string, eg engine.Game) error {
	if h, ok := eg.(HiddenGrounder); ok {
		if why := h.HiddenGrounds(); why != "" {
			return fmt.Errorf("%s: %s; the agent interface plays only games whose turn structure tells a seat nothing hidden from it", name, why)
		}
	}
	return nil
}

// HiddenGrounder is implemented by games that can settle a decision without
// asking on grounds hidden from some seat (ONR under option autopass=fast
// skips a priority window when no face-down card could be rezzed, so who is
// asked next tells the opponent something about those cards).
// ARCHITECTURE.md's public-grounds rule forbids this in play; a game that
// allows it as an option says so here, and NewGame refuses the game: an
// agent's observation sequence (current player, move number, its own
// decisions) must depend only on what its seat may know.
type HiddenGrounder interface {
	// HiddenGrounds returns "" when every decision the game settles
	// without asking is settled on grounds every seat may know, else what
	// breaks that rule (the option to blame and its fix).
	HiddenGrounds() string
}

func (g *Game) setup(seed uint64) engine.Setup {
	return engine.Setup{Seed: seed, Decks: g.params.Decks, Options: g.params.Options}
}

// Info describes the game.
func (g *Game) Info() Info {
	roles := make([]string, len(g.seats))
	for i, s := range g.seats {
		roles[i] = s.Role
	}
	_, generic := g.enc.(observe.Generic)
	chance := g.params.ChanceOutcomes
	if g.params.Seed != nil {
		chance = 0
	}
	return Info{
		Name: g.rs.Name(), NumPlayers: len(g.seats), Roles: roles,
		NumDistinctActions: g.enc.NumDistinctActions(), ObservationSize: g.enc.ObservationSize(),
		MaxChanceOutcomes: chance, MinUtility: -1, MaxUtility: 1, UtilitySum: 0,
		Dynamics: "sequential, with simultaneous nodes", ChanceMode: "explicit setup seed, then sampled stochastic",
		Information: "imperfect", Utility: utilityOf(g.seats), StableActionIDs: !generic, Layout: g.enc.Layout(),
		InformationStateSize: g.informationStateSize(),
	}
}

// utilityOf is OpenSpiel's utility type of a game of seats (Returns: +1
// for every seat of the winning team, -1 for the others, 0 in a draw):
// "zero-sum" with two teams of as many seats each, else "general-sum" (a
// win of one of three teams of two sums to -2, a draw to 0).
func utilityOf(seats []engine.SeatInfo) string {
	size := map[int]int{}
	for _, s := range seats {
		size[s.Team]++
	}
	if len(size) != 2 {
		return "general-sum"
	}
	var n []int
	for _, k := range size {
		n = append(n, k)
	}
	if n[0] != n[1] {
		return "general-sum"
	}
	return "zero-sum"
}

// Encoder returns the game's encoder: the one registered for its ruleset
// in engine/observe, or observe.Generic.
func (g *Game) Encoder() observe.Encoder { return g.enc }

// NewInitialState returns the initial state: a chance node over the setup
// seeds, or the game itself when Params.Seed is set.
func (g *Game) NewInitialState() (*State, error) { return g.newInitialState(nil) }

// NewInitialStateIn is NewInitialState for a caller done with old, a state
// of g that nothing reads any more (an episode over, in a loop that plays
// episode after episode): the new state's game starts in the memory of
// old's where the game can (engine.Resetter: the game New makes, the same
// in every respect), as sim starts each game in its last one's, and its
// history and legal actions in the room of old's. old must not be used
// after.
func (g *Game) NewInitialStateIn(old *State) (*State, error) {
	if old == nil || old.game != g {
		return g.newInitialState(nil)
	}
	spare := old.g
	old.g = nil
	s := &State{game: g, recycled: spare, history: old.history[:0], cache: old.cache, sorted: old.sorted, spare: old.spare, dense: old.dense,
		sparseIdx: old.sparseIdx, sparseVal: old.sparseVal}
	old.history, old.cache, old.sorted, old.spare, old.dense, old.sparseIdx, old.sparseVal = nil, nil, nil, nil, nil, nil, nil
	s.forget()
	return g.started(s)
}

// newInitialState is NewInitialState, the game started in the memory of
// spare (a game of g no longer played) where it resets (engine.Resetter).
func (g *Game) newInitialState(spare engine.Game) (*State, error) {
	return g.started(&State{game: g, recycled: spare})
}

// started starts new state s at the setup seed the parameters fix, if
// they fix one (else s is the chance node), and returns it.
func (g *Game) started(s *State) (*State, error) {
	if g.params.Seed != nil {
		if err := s.start(*g.params.Seed); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// State is a state of a game.
type State struct {
	game    *Game
	g       engine.Game // nil at the initial chance node
	seed    uint64
	history []int

	// By player, of the current state, each computed when first asked
	// for: the legal actions, and the player's view. They are slices, not
	// maps: made once per state, a map costs more than what it holds.
	pending []engine.Decision // engine.PendingOf, once asked for; nil before
	cache   []legal
	sorted  [][]int // by player: the room of legal.sorted, kept from state to state
	views   []any
	spare   []any              // by player: views of older states, whose room a game that is an observe.ViewReuser reuses
	viewFns []observe.ViewFunc // by player: the function of view, made once for every state
	dense   []float32          // the room of ObservationSparse's whole vector, for an encoder that writes no other
	// The room of the sparse observations of Result, which copies them
	// out: kept from state to state.
	sparseIdx []int32
	sparseVal []float32

	// player is CurrentPlayer's answer, once asked for (playerKnown): a
	// batch asks it several times a step (who moves, whether the game is
	// over), each a read of the game's result and decisions.
	player      int
	playerKnown bool

	// Information states (infostate.go): where the history is replayed
	// from (nil: the game's initial state), the actions applied out of
	// seat order, and the memo of the replay (nil until asked for).
	origin   *origin
	offOrder []offOrder
	info     *infoMemo

	// recycled is a game of the same Game that nobody plays any more (the
	// protocol's deleted states'), whose memory start resets the game into
	// (engine.Resetter) rather than making it anew; nil once started.
	recycled engine.Game
}

// viewFunc returns the function that builds player's view of the current
// state (view), made once: an encoder is handed it at every state.
func (s *State) viewFunc(player int) observe.ViewFunc {
	if s.viewFns == nil {
		s.viewFns = make([]observe.ViewFunc, len(s.game.seats))
	}
	if s.viewFns[player] == nil {
		s.viewFns[player] = func() any { return s.view(player) }
	}
	return s.viewFns[player]
}

// legal is the legal actions of one player: ids in option order, and the
// decision they answer; known says they were computed. sorted holds the
// ids sorted once asked for (nil before), in the player's room of
// State.sorted.
type legal struct {
	known  bool
	d      engine.Decision
	ids    []int
	sorted []int
}

// forget drops what was computed of the current state, which changed,
// keeping its views' room for the next (view).
func (s *State) forget() {
	s.pending = nil
	s.playerKnown = false
	for i := range s.cache {
		// Only marked unknown: the next legalFor replaces the record
		// whole, and zeroing records that hold pointers costs write
		// barriers at every step.
		s.cache[i].known = false
	}
	for p, v := range s.views {
		if v != nil {
			s.spare[p] = v
		}
	}
	clear(s.views)
}

func (s *State) start(seed uint64) error {
	spare := s.recycled
	s.recycled = nil
	var g engine.Game
	if r, ok := spare.(engine.Resetter); ok && r.Reset(s.game.setup(seed)) == nil {
		g = spare // the game New makes, in the memory of the spare
	} else {
		var err error
		if g, err = s.game.rs.New(s.game.setup(seed)); err != nil {
			return err
		}
	}
	s.g, s.seed = g, seed
	s.forget()
	return nil
}

// Engine returns the engine game of the state, nil at the chance node.
func (s *State) Engine() engine.Game { return s.g }

// IsChanceNode reports whether the state is the initial chance node.
func (s *State) IsChanceNode() bool { return s.g == nil }

// IsTerminal reports whether the game is over (CurrentPlayer, kept).
func (s *State) IsTerminal() bool { return s.CurrentPlayer() == Terminal }

// CurrentPlayer returns the seat to move, or Chance, Simultaneous or
// Terminal: read from the game once per state (currentPlayer), then kept
// until the state changes (forget).
func (s *State) CurrentPlayer() int {
	if !s.playerKnown {
		s.player, s.playerKnown = s.currentPlayer(), true
	}
	return s.player
}

// currentPlayer is CurrentPlayer read from the game: its result, then its
// pending decisions.
func (s *State) currentPlayer() int {
	if s.g == nil {
		return Chance
	}
	if _, over := s.g.Result(); over {
		return Terminal
	}
	p := Invalid
	for _, d := range s.decisions() {
		switch {
		case p == Invalid:
			p = int(d.Seat)
		case p != int(d.Seat):
			return Simultaneous
		}
	}
	return p
}

// decisions returns the pending decisions of the current state (not the
// chance node), asked of the game once per state. They are the game's own
// where it shows them without a copy (engine.PendingOf): read only, and
// dropped with everything else of the state (forget) when it changes.
func (s *State) decisions() []engine.Decision {
	if s.pending == nil {
		s.pending = engine.PendingOf(s.g)
		if s.pending == nil {
			s.pending = []engine.Decision{}
		}
	}
	return s.pending
}

// decisionFor returns player's pending decision, if any.
func (s *State) decisionFor(player int) (engine.Decision, bool) {
	for _, d := range s.decisions() {
		if int(d.Seat) == player {
			return d, true
		}
	}
	return engine.Decision{}, false
}

// Outcome is a chance outcome and its probability.
type Outcome struct {
	Action      int     `json:"action"`
	Probability float64 `json:"probability"`
}

// ChanceOutcomes returns the outcomes of the chance node: every setup seed,
// equally likely; nil elsewhere.
func (s *State) ChanceOutcomes() []Outcome {
	if s.g != nil {
		return nil
	}
	n := s.game.params.ChanceOutcomes
	out := make([]Outcome, n)
	for i := range out {
		out[i] = Outcome{Action: i, Probability: 1 / float64(n)}
	}
	return out
}

// noLegal is what legalFor returns for a player without legal actions:
// never written (it is not known).
var noLegal legal

// legalFor returns the legal actions of player, computed once per state:
// the state's own record (or noLegal), which callers only read (but
// SortedLegalActions, which adds the sorted ids to a known one).
func (s *State) legalFor(player int) (*legal, error) {
	if player >= 0 && player < len(s.cache) && s.cache[player].known {
		return &s.cache[player], nil
	}
	if s.g == nil || player < 0 || player >= len(s.game.seats) {
		return &noLegal, nil
	}
	d, ok := s.decisionFor(player)
	if !ok {
		return &noLegal, nil
	}
	if s.cache == nil {
		s.cache = make([]legal, len(s.game.seats))
	}
	// The ids of the state before are in the room the new ones take: no
	// one reads them any more (callers copy what they keep).
	ids, err := observe.AppendActionsOf(s.game.enc, s.cache[player].ids[:0], s.g, s.viewFunc(player), d) // the game read where the view would be built
	if err != nil {
		return &noLegal, err
	}
	s.cache[player] = legal{known: true, d: d, ids: ids}
	return &s.cache[player], nil
}

// LegalActions returns the legal actions of player, sorted: the chance
// outcomes at the chance node (for player Chance), else the ids of the
// options (or numbers) of the player's pending decision; empty when the
// player has none.
func (s *State) LegalActions(player int) ([]int, error) {
	ids, err := s.SortedLegalActions(player)
	return slices.Clone(ids), err
}

// SortedLegalActions returns what LegalActions does without copying it:
// the slice is the state's, valid until the state changes (an action
// applied), and must not be modified. Callers that only read the legal
// actions at every step (a batch of games) spare a copy and a sort.
func (s *State) SortedLegalActions(player int) ([]int, error) {
	if s.g == nil {
		if player != Chance {
			return nil, nil
		}
		out := make([]int, s.game.params.ChanceOutcomes)
		for i := range out {
			out[i] = i
		}
		return out, nil
	}
	l, err := s.legalFor(player)
	if err != nil || l.sorted != nil || !l.known {
		return l.sorted, err
	}
	if len(l.ids) <= 1 {
		// sorted already: the ids themselves, valid as long (until the
		// state changes) and read-only alike
		l.sorted = l.ids
		return l.sorted, nil
	}
	if s.sorted == nil {
		s.sorted = make([][]int, len(s.game.seats))
	}
	l.sorted = append(s.sorted[player][:0], l.ids...)
	slices.Sort(l.sorted)
	s.sorted[player] = l.sorted
	return l.sorted, nil
}

// LegalActionsMask returns a mask of NumDistinctActions (MaxChanceOutcomes
// at the chance node) with the legal actions of player set.
func (s *State) LegalActionsMask(player int) ([]bool, error) {
	n := s.game.enc.NumDistinctActions()
	if s.g == nil {
		n = s.game.params.ChanceOutcomes
	}
	ids, err := s.SortedLegalActions(player)
	if err != nil {
		return nil, err
	}
	mask := make([]bool, n)
	for _, a := range ids {
		mask[a] = true
	}
	return mask, nil
}

// ApplyAction applies action a of the current player (a chance outcome at
// the chance node). At a simultaneous node use ApplyActions, or
// ApplyPlayerAction.
func (s *State) ApplyAction(a int) error {
	switch p := s.CurrentPlayer(); p {
	case Chance:
		if a < 0 || a >= s.game.params.ChanceOutcomes {
			return fmt.Errorf("agent: chance outcome %d out of [0, %d)", a, s.game.params.ChanceOutcomes)
		}
		if err := s.start(uint64(a)); err != nil {
			return err
		}
		s.history = append(s.history, a)
		return nil
	case Terminal:
		return errors.New("agent: the game is over")
	case Simultaneous:
		return errors.New("agent: several players must move: use ApplyActions")
	default:
		return s.ApplyPlayerAction(p, a)
	}
}

// ApplyPlayerAction applies action a of player, who has a pending
// decision (at a simultaneous node, one of those who must move).
func (s *State) ApplyPlayerAction(player, a int) error {
	l, err := s.legalFor(player)
	if err != nil {
		return err
	}
	if l.ids == nil {
		return fmt.Errorf("agent: player %d has no decision", player)
	}
	i := slices.Index(l.ids, a)
	if i < 0 {
		return fmt.Errorf("agent: action %d (%s) is not legal for player %d", a, s.game.enc.ActionName(a), player)
	}
	c := engine.Choice{Decision: l.d.ID, Seat: l.d.Seat}
	if l.d.Kind == engine.Number {
		c.Number = max(l.d.Min, 0) + i
	} else {
		c.Option = i
	}
	// At a simultaneous node, a seat other than the lowest to move is
	// recorded, for the replay of the information states (infostate.go).
	off := len(s.decisions()) > 1 && s.lowestMover() != player
	if err := engine.Step(s.g, c); err != nil {
		return err
	}
	if off {
		s.offOrder = append(s.offOrder, offOrder{index: len(s.history), seat: player})
	}
	s.history = append(s.history, a)
	s.forget()
	return nil
}

// view returns player's view of the current state (Game.View), built once
// per state and shared, read-only, by its legal actions and observations.
func (s *State) view(player int) any {
	if s.views == nil {
		s.views, s.spare = make([]any, len(s.game.seats)), make([]any, len(s.game.seats))
	}
	if v := s.views[player]; v != nil {
		return v
	}
	var v any
	if r, ok := s.g.(observe.ViewReuser); ok {
		v = r.ReuseView(engine.Seat(player), s.spare[player])
		s.spare[player] = nil
	} else {
		v = s.g.View(engine.Seat(player))
	}
	s.views[player] = v
	return v
}

// ApplyActions applies one action per player at a simultaneous node (or
// any node): actions[p] is player p's action, ignored (use -1) for players
// without a decision. Players move in seat order.
func (s *State) ApplyActions(actions []int) error {
	if s.g == nil {
		return errors.New("agent: the chance node takes ApplyAction")
	}
	if len(actions) != len(s.game.seats) {
		return fmt.Errorf("agent: %d actions for %d players", len(actions), len(s.game.seats))
	}
	var movers []int
	for p := range s.game.seats {
		if _, ok := s.decisionFor(p); ok {
			movers = append(movers, p)
		}
	}
	if len(movers) == 0 {
		return errors.New("agent: nobody must move")
	}
	// Validate everything before changing anything.
	for _, p := range movers {
		l, err := s.legalFor(p)
		if err != nil {
			return err
		}
		if !slices.Contains(l.ids, actions[p]) {
			return fmt.Errorf("agent: action %d is not legal for player %d", actions[p], p)
		}
	}
	for _, p := range movers {
		if err := s.ApplyPlayerAction(p, actions[p]); err != nil {
			return err
		}
	}
	return nil
}

// ActionToString describes action a of player: the option as the player's
// seat reads it when it is legal now, else the action's generic name.
func (s *State) ActionToString(player, a int) string {
	if s.g == nil {
		return fmt.Sprintf("setup seed %d", a)
	}
	if l, err := s.legalFor(player); err == nil {
		if i := slices.Index(l.ids, a); i >= 0 {
			if l.d.Kind == engine.Number {
				return fmt.Sprintf("%d", max(l.d.Min, 0)+i)
			}
			return s.g.Describe(l.d, i)
		}
	}
	return s.game.enc.ActionName(a)
}

// Returns returns each player's utility: at the end +1 for the winners, -1
// for the others, 0 for everyone in a draw; 0 for everyone before.
func (s *State) Returns() []float64 { return s.returnsInto(nil) }

// returnsInto is Returns in the room of out, appended to out[:0].
func (s *State) returnsInto(out []float64) []float64 {
	out = slices.Grow(out[:0], len(s.game.seats))[:len(s.game.seats)]
	clear(out)
	if s.g == nil {
		return out
	}
	res, over := s.g.Result()
	if !over || res.Draw || len(res.Winners) == 0 {
		return out
	}
	for i := range out {
		out[i] = -1
	}
	for _, w := range res.Winners {
		out[w] = 1
	}
	return out
}

// Rewards returns the rewards of the last action: the returns once the
// game is over, zeros before (the only reward is the result).
func (s *State) Rewards() []float64 { return s.Returns() }

// ObservationJSON returns player's view of the game as JSON (Game.View),
// or null at the chance node. Decision ids are left out of it: they number
// every decision of the game, the other seats' included, so they are not
// the player's to know (a client answers by action id; the server keeps
// the ids).
func (s *State) ObservationJSON(player int) ([]byte, error) {
	if s.g == nil {
		return []byte("null"), nil
	}
	if player < 0 || player >= len(s.game.seats) {
		return nil, fmt.Errorf("agent: no player %d", player)
	}
	b, err := json.Marshal(s.view(player))
	if err != nil {
		return nil, fmt.Errorf("agent: view of player %d: %w", player, err)
	}
	return withoutDecisionIDs(b), nil
}

// ObservationTensor returns player's view as the game's fixed-size vector
// (all zeros at the chance node).
func (s *State) ObservationTensor(player int) ([]float32, error) {
	out := make([]float32, s.game.enc.ObservationSize())
	if err := s.ObservationTensorInto(player, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ObservationTensorInto writes ObservationTensor's vector into out, which
// must be ObservationSize long: a caller observing state after state (a
// batch writing into its caller's buffer) then allocates none.
func (s *State) ObservationTensorInto(player int, out []float32) error {
	if n := s.game.enc.ObservationSize(); len(out) != n {
		return fmt.Errorf("agent: observation buffer of %d, want %d", len(out), n)
	}
	if s.g == nil {
		clear(out)
		return nil
	}
	if player < 0 || player >= len(s.game.seats) {
		return fmt.Errorf("agent: no player %d", player)
	}
	return s.game.enc.Observe(s.view(player), out)
}

// ObservationSparse appends to idx and val the index and value of every
// non-zero entry of ObservationTensor's vector, in increasing index order
// (none at the chance node), and returns them: written block by block
// where the game's encoder is an observe.SparseObserver (ONR's), else read
// from the whole vector written in a room the state keeps. On an error
// idx and val are returned as they were.
func (s *State) ObservationSparse(player int, idx []int32, val []float32) ([]int32, []float32, error) {
	if s.g == nil {
		return idx, val, nil
	}
	if player < 0 || player >= len(s.game.seats) {
		return idx, val, fmt.Errorf("agent: no player %d", player)
	}
	var dense []float32
	if _, ok := s.game.enc.(observe.SparseObserver); !ok {
		if n := s.game.enc.ObservationSize(); len(s.dense) != n {
			s.dense = make([]float32, n)
		}
		dense = s.dense
	}
	return observe.ObserveSparse(s.game.enc, s.view(player), dense, idx, val)
}

// ResampleFromInfostate returns a state player cannot tell from s: the
// same information state, its hidden part (the cards the player cannot
// see, the order of every deck, the random generator) dealt at random from
// seed, the other players' hidden cards from the decks the game was made
// with (Params.Decks; a seat without one: its default deck). It is
// OpenSpiel's ResampleFromInfostate, for determinization in search; it
// fails for games without information states, or when the player may not
// have one now (in ONR: another player deciding, except the secret answers
// of a trace, which are dealt again; docs/agent.md). The state returned
// keeps player's action-observation history (InformationStateString: the
// same as s's) and has none of any other player's (InfoStateError).
func (s *State) ResampleFromInfostate(player int, seed uint64) (*State, error) {
	if s.g == nil {
		return nil, errors.New("agent: the chance node has no information state")
	}
	is, ok := s.g.(engine.InfoStater)
	if !ok {
		return nil, fmt.Errorf("agent: %s gives no information states", s.game.rs.Name())
	}
	in, err := is.InfoState(engine.Seat(player))
	if err != nil {
		return nil, err
	}
	rng := engine.NewRNG(seed)
	g, err := in.Sample(&rng, s.game.params.Decks)
	if err != nil {
		return nil, err
	}
	r := &State{game: s.game, g: g, seed: s.seed, history: slices.Clone(s.history), offOrder: slices.Clone(s.offOrder)}
	r.origin = &origin{parent: s.origin, base: g.Clone(), from: len(s.history), seat: player}
	if s.info != nil { // the player's history so far, copied where s has it
		if sm, err := s.seatInfo(player); err == nil {
			r.info = &infoMemo{game: s.game, o: r.origin, n: len(s.history), seats: make([]*seatMemo, len(s.game.seats))}
			r.info.seats[player] = sm.clone()
		}
	}
	return r, nil
}

// History returns the actions applied so far, the chance outcome first.
func (s *State) History() []int { return slices.Clone(s.history) }

// MoveNumber returns the number of actions applied.
func (s *State) MoveNumber() int { return len(s.history) }

// Clone returns an independent copy.
func (s *State) Clone() *State {
	n := &State{game: s.game, seed: s.seed, history: slices.Clone(s.history), origin: s.origin, offOrder: slices.Clone(s.offOrder)}
	if s.info != nil { // shared until one of the two moves it on (infoMemo)
		if !s.info.shared.Load() {
			s.info.shared.Store(true)
		}
		n.info = s.info
	}
	if s.g != nil {
		n.g = s.g.Clone()
	}
	return n
}

// serialized is the format of Serialize.
type serialized struct {
	Format  int    `json:"format"`
	Game    string `json:"game"`
	Seed    uint64 `json:"seed"`
	History []int  `json:"history"`
	State   []byte `json:"state,omitempty"` // Game.MarshalBinary; absent at the chance node
}

// Serialize encodes the state; Game.DeserializeState restores it. It
// writes the setup seed, the history and the game, not the memo of the
// information states (the restored state replays them), nor which seat
// moved when one moved out of seat order at a simultaneous node (the
// replay moves them in seat order). The information states of a restored
// state whose history does not replay to it (one made by
// ResampleFromInfostate; one so moved, unless the same actions in seat
// order reach the same game) are InfoStateErrors.
func (s *State) Serialize() ([]byte, error) {
	out := serialized{Format: 1, Game: s.game.rs.Name(), Seed: s.seed, History: s.history}
	if s.g != nil {
		b, err := s.g.MarshalBinary()
		if err != nil {
			return nil, err
		}
		out.State = b
	}
	return json.Marshal(out)
}

// DeserializeState restores a state encoded by Serialize.
func (g *Game) DeserializeState(b []byte) (*State, error) {
	var in serialized
	if err := json.Unmarshal(b, &in); err != nil {
		return nil, fmt.Errorf("agent: deserialize: %w", err)
	}
	if in.Format != 1 || in.Game != g.rs.Name() {
		return nil, fmt.Errorf("agent: deserialize: format %d of game %q, want format 1 of %q", in.Format, in.Game, g.rs.Name())
	}
	s := &State{game: g, seed: in.Seed, history: in.History}
	if in.State != nil {
		eg, err := g.rs.Load(in.State)
		if err != nil {
			return nil, fmt.Errorf("agent: deserialize: %w", err)
		}
		if err := refuseHiddenGrounds(g.rs.Name(), eg); err != nil {
			return nil, fmt.Errorf("agent: deserialize: %w", err)
		}
		s.g = eg
		s.origin = &origin{saved: in.State, at: len(in.History)}
	}
	return s, nil
}

// String renders the state for a person: whose move it is and the history.
func (s *State) String() string {
	if s.g == nil {
		return "chance node: setup seed"
	}
	return fmt.Sprintf("seed %d, %d moves, current player %d", s.seed, len(s.history), s.CurrentPlayer())
}
