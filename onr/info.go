package onr

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Information states (engine.InfoStater), for search players that sample
// what they cannot see. Game.InfoState(seat) masks a copy of the state:
// every card whose identity is hidden from the seat (the rule of View:
// State.visible) loses its id, the random generator and the setup seed are
// cleared, and only the seat's own pending decisions are kept (at a trace,
// the other side's secret answers are masked too: infotrace.go). Everything
// else — where every card is, counters, the stack of effects in progress,
// lasting effects, the history of the run — is public. The seat also knows
// its own deck list, so the ids of its own masked cards (its R&D or stack,
// in an order nobody knows) are kept as an unordered multiset.
//
// Info.Sample deals the masked cards again: the seat's own from that
// multiset, the others' from the deck list the seat believes they play,
// less the cards of theirs it can see, each where a card of its kind may
// be (ice on forts, an agenda where a card was advanced, at most one agenda
// or node per fort, hidden resources in the rig); the generator is seeded
// anew. The result is a complete game the seat cannot tell from the real
// one (info_test.go; onr/search's tests prove a search player's choices
// depend on the information state alone). At a trace before its reveal the
// world also deals the other side's committed answers and asks again the
// questions it has not answered (infotrace.go).

// ErrNoInfoState is returned by InfoState while the seat cannot be given
// an information state a game can be rebuilt from: while another seat has a
// decision pending (other than its answers to a trace, which are masked and
// asked again: infotrace.go) or a secret choice in progress (a secret
// spend), or when an effect in progress belongs to a card hidden from the
// seat.
var ErrNoInfoState = errors.New("onr: no information state now")

// Info is an information state of an ONR game (engine.InfoState).
type Info struct {
	seat engine.Seat
	s    *State   // masked: no hidden id, no generator
	own  []string // the ids of the seat's own masked cards, sorted
	// trace says what of a trace in progress is masked (nil: nothing).
	trace *traceMask
	// reask is how many decisions of other seats, asked outside a trace,
	// were masked: a world dealt asks them again (othersAsked).
	reask int
	// only holds, by card, what a variant's public constraint (Restrict)
	// lets the sampler deal at a masked card.
	only map[int32]func(d *Def) bool
}

// Restrict makes need alone decide what Deal may give masked card c of
// another seat, in place of what ONR's rules say may be where it is: a
// public fact a variant adds (the Big Sell-Out's memory an Agent fort's
// node uses is its rez cost). need must read only what the seat knows of
// c. A card the seat can see is not dealt, whatever is restricted.
func (in *Info) Restrict(c int32, need func(d *Def) bool) {
	if in.only == nil {
		in.only = map[int32]func(d *Def) bool{}
	}
	in.only[c] = need
}

var _ engine.InfoStater = (*Game)(nil)

// InfoState implements engine.InfoStater.
func (g *Game) InfoState(seat engine.Seat) (engine.InfoState, error) {
	return g.Info(seat)
}

// Info returns the information state of seat.
func (g *Game) Info(seat engine.Seat) (*Info, error) {
	s := g.s
	if seat < 0 || int(seat) >= len(s.Players) {
		return nil, fmt.Errorf("onr: no seat %d", seat)
	}
	others, err := s.othersAsked(seat)
	if err != nil {
		return nil, err
	}
	m := s.clone()
	tm, err := m.maskTrace(seat) // the other side's secret answers to a trace (infotrace.go)
	if err != nil {
		return nil, err
	}
	if others > 0 {
		// Another seat's ordinary decision: its options may name what the
		// seat cannot see (which face-down card can be rezzed, which card
		// of HQ played), so it leaves the information state, and a world
		// dealt from it asks the question again from its own cards.
		m.Pending, m.NextDecision = nil, m.NextDecision-uint64(others)
	}
	info := &Info{seat: seat, s: m, trace: tm, reask: others}
	seen := map[CardID]bool{} // ids of cards the seat can see
	for c := int32(1); c < int32(len(m.Cards)); c++ {
		k := &m.Cards[c]
		if s.visible(c, seat) {
			seen[k.ID] = true
			continue
		}
		if k.Owner == seat {
			info.own = append(info.own, k.ID.String())
		}
		k.ID = 0
	}
	sort.Strings(info.own)
	// An effect in progress must be one the seat can see the card of.
	refs := func(r kernel.Ref) error {
		if r.IsZero() || r.IsBuiltin() || seen[r.Card] {
			return nil
		}
		return fmt.Errorf("%w: an effect of a card hidden from seat %d is in progress", ErrNoInfoState, seat)
	}
	masked := func(c int32) bool { return c > 0 && int(c) < len(m.Cards) && m.Cards[c].ID == 0 }
	for i := range m.Frames() {
		f := &m.Frames()[i]
		if err := refs(f.Ref); err != nil {
			return nil, err
		}
		if f.Kind == FrameProgram && len(m.List(f)) > 0 {
			if ops := program(f.Ref); int(f.PC) < len(ops) {
				if _, ok := ops[f.PC].(interface{ secret() }); ok {
					// Another seat's secret answer waits in the frame (UnlessSpentAsMuch).
					return nil, fmt.Errorf("%w: a secret choice is in progress", ErrNoInfoState)
				}
			}
		}
		if masked(f.Src) {
			return nil, fmt.Errorf("%w: a card hidden from seat %d is being resolved", ErrNoInfoState, seat)
		}
		if f.Kind == FramePay && f.Seat != seat && slices.ContainsFunc(m.P(f.Seat).Rig, masked) {
			// What pays may be a card hidden from seat (a payment ability
			// of a hidden resource): a world could not ask it again.
			return nil, fmt.Errorf("%w: seat %d pays, perhaps with a card hidden from seat %d", ErrNoInfoState, f.Seat, seat)
		}
		for _, q := range m.Queue(f) {
			if err := refs(q.Ref); err != nil {
				return nil, err
			}
		}
	}
	for i := range m.Lasting {
		if err := refs(m.Lasting[i].Ref); err != nil {
			return nil, err
		}
		if l := &m.Lasting[i]; l.Mod == ModHappened && masked(l.Src) {
			// A fact of the turn names a card every seat saw then, or a
			// card trashed unseen that some seat saw (history.go); hidden
			// from this seat (trashed unseen, or gone since where it cannot
			// see it: a program shuffled into the stack), it stays in the
			// seat's worlds as a fact about a card it cannot name.
			l.Src = 0
			continue
		}
		if masked(m.Lasting[i].Src) {
			return nil, fmt.Errorf("%w: an effect of a card hidden from seat %d lasts", ErrNoInfoState, seat)
		}
	}
	m.RNG, m.Seed, m.Rules = engine.RNG{}, 0, engine.Rules{}
	m.rulesBin, m.actives, m.activeIdx, m.activesOK = nil, nil, nil, false
	m.silent = 0 // with the list of active cards (lasting.go)
	m.fortWalk, m.fortWalkOK = nil, false
	clear(m.fortWalkOf[:])
	m.DropIndex()
	m.idsBin, m.idOf = nil, nil // ids change when dealt
	m.marks = stepMarks{}       // a game made from it is checked in full first (CheckStep)
	return info, nil
}

// othersAsked returns how many decisions of seats other than seat are
// pending outside a trace's secret answers (which maskTrace masks). Such
// decisions are masked and asked again in a world dealt (askAgain) when
// they are the only decisions pending and the last ones asked: then the
// frame on top of the stack asked them and asks them again when stepped.
// Otherwise (seat decides at the same time) there is no information state.
func (s *State) othersAsked(seat engine.Seat) (int, error) {
	others, own := 0, 0
	for _, d := range s.Pending {
		switch {
		case s.traceAnswering(d.Seat):
			own++ // masked or kept by maskTrace
		case d.Seat != seat:
			others++
		default:
			own++
		}
	}
	if others == 0 {
		return 0, nil
	}
	if own > 0 {
		return 0, fmt.Errorf("%w: another seat decides at the same time as seat %d", ErrNoInfoState, seat)
	}
	if top := s.Top(); top == nil || !reasks[top.Kind] {
		return 0, fmt.Errorf("%w: seat %d answers a question a world could not ask again (frame kind %d)", ErrNoInfoState, s.Pending[0].Seat, s.Top().Kind)
	}
	for i, d := range s.Pending {
		if d.ID != s.NextDecision-uint64(len(s.Pending)-1-i) {
			return 0, fmt.Errorf("%w: the decisions pending are not the last asked", ErrNoInfoState)
		}
	}
	return others, nil
}

// reasks holds the kinds of frame that ask the same question again when
// stepped anew with nothing answered: their step computes it from the
// state alone. (A program's op may keep its progress in the frame and
// start over when stepped unanswered, as arranging cards does.) The access
// is one (its progress, public, in the frame: the next card to access, a
// theft's cost, the question about the cards still in R&D, a trash): so
// the Corp has an information state while the Runner is asked about what
// he accessed, and a world dealt from it, the cards he saw in R&D dealt
// anew, must ask him the same (TestWorldsDealtWhileTheRunnerIsAskedAboutRD).
var reasks = map[kernel.FrameKind]bool{FrameWindow: true, FrameAction: true, FrameRun: true, FrameInstall: true, FrameDiscard: true, FrameTags: true, FrameDamage: true, FrameFitMU: true, FrameQueue: true, FramePay: true, FrameTrash: true, FrameTogether: true, FrameAccess: true}

// askAgain steps the frame that asked the n decisions an information state
// masked (othersAsked), in s, a world dealt from it, so that it asks them
// from the world's own cards; the events it makes are not kept (the
// question is what every seat already saw asked). The world must ask n
// decisions of the same seats, or it is not one the seat could be in.
func (s *State) askAgain(n int) error {
	quiet := s.quiet
	s.quiet = true
	s.advance(false)
	s.quiet = quiet
	s.events = nil
	if len(s.Pending) != n {
		return fmt.Errorf("onr: a dealt world asks %d decisions, not the %d masked", len(s.Pending), n)
	}
	return nil
}

// Seat implements engine.InfoState.
func (in *Info) Seat() engine.Seat { return in.seat }

// MarshalJSON encodes the information state: the masked state and the
// seat's own unseen cards. Two games the seat cannot tell apart give the
// same bytes.
func (in *Info) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Seat  engine.Seat `json:"seat"`
		State *State      `json:"state"`
		Own   []string    `json:"ownUnseen"`
		Trace *traceMask  `json:"traceHidden,omitempty"`
	}{in.seat, in.s, in.own, in.trace})
}

// Sample implements engine.InfoState: a complete game consistent with the
// information state. decks[s] is the deck list believed for seat s; ""
// or a missing entry is the default deck of its role.
func (in *Info) Sample(rng *engine.RNG, decks []string) (engine.Game, error) {
	return in.Deal(rng, decks)
}

// Deal is Sample with the concrete type.
func (in *Info) Deal(rng *engine.RNG, decks []string) (*Game, error) {
	n := in.s.clone()
	// The seat's own masked cards: a random order of what they are.
	var mine []int32
	for c := int32(1); c < int32(len(n.Cards)); c++ {
		if n.Cards[c].ID == 0 && n.Cards[c].Owner == in.seat {
			mine = append(mine, c)
		}
	}
	if len(mine) != len(in.own) {
		return nil, fmt.Errorf("onr: %d own masked cards, %d known ids", len(mine), len(in.own))
	}
	ids := slices.Clone(in.own)
	rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	for i, c := range mine {
		n.Cards[c].ID = CardIDOf(ids[i])
	}
	for p := range n.Players {
		seat := n.Players[p].Seat
		if seat == in.seat {
			continue
		}
		text := ""
		if int(seat) < len(decks) {
			text = decks[seat]
		}
		pool, err := believedPool(text, n.Players[p].Role, n.Options)
		if err != nil {
			return nil, err
		}
		n.deal(seat, pool, rng, in.only)
	}
	for c := 1; c < len(n.Cards); c++ {
		if n.Cards[c].def() == nil {
			return nil, fmt.Errorf("onr: card %d left without an identity", c)
		}
	}
	if in.trace != nil {
		if err := n.dealTrace(in.trace, rng); err != nil {
			return nil, err
		}
	}
	if in.reask > 0 {
		if err := n.askAgain(in.reask); err != nil {
			return nil, err
		}
	}
	seed := rng.Uint64()
	n.RNG, n.Seed = engine.NewRNG(seed), seed
	return &Game{s: n}, nil
}

// believedPool returns the cards of a deck list believed for a player of
// role r ("" for the default deck).
func believedPool(text string, r Role, opts Options) ([]*Def, error) {
	name := map[Role]string{Corp: DefaultCorpDeck, Runner: DefaultRunnerDeck}[r]
	if text == "" {
		var err error
		if text, err = DeckText(name); err != nil {
			return nil, err
		}
	} else {
		name = "believed " + r.String() + " deck"
	}
	loose := opts
	loose.MinDeck = 1 // a belief need not be a legal deck
	return ParseDeck(name, text, r, loose)
}

// slot is a masked card of another seat and what may be there.
type slot struct {
	c    int32
	need func(d *Def) bool // nil: any card of the side
	rank int               // lower is dealt first: the most constrained
	only bool              // need alone decides (Info.Restrict), not fits
}

// may reports whether d may be dealt at slot sl.
func (s *State) may(sl slot, d *Def) bool {
	if sl.only {
		return sl.need(d)
	}
	return (sl.need == nil || sl.need(d)) && s.fits(sl.c, d)
}

// deal gives the masked cards of seat identities from pool (the deck the
// dealer believes seat plays), less what of it the dealer can see; only
// holds the variant's restrictions (Info.Restrict).
func (s *State) deal(seat engine.Seat, pool []*Def, rng *engine.RNG, only map[int32]func(d *Def) bool) {
	left := slices.Clone(pool)
	// What is visible of seat's cards is not in the hidden part.
	for c := 1; c < len(s.Cards); c++ {
		k := &s.Cards[c]
		if k.Owner != seat || k.def() == nil {
			continue
		}
		if i := slices.Index(left, k.def()); i >= 0 {
			left = slices.Delete(left, i, i+1)
		}
	}
	var slots []slot
	for c := int32(1); c < int32(len(s.Cards)); c++ {
		k := &s.Cards[c]
		if k.Owner != seat || k.def() != nil {
			continue
		}
		if need := only[c]; need != nil {
			slots = append(slots, slot{c: c, need: need, only: true})
			continue
		}
		slots = append(slots, s.slotOf(c))
	}
	sort.SliceStable(slots, func(i, j int) bool { return slots[i].rank < slots[j].rank })
	side := s.Players[seat].Role
	for _, sl := range slots {
		var cands []int
		for i, d := range left {
			if s.may(sl, d) {
				cands = append(cands, i)
			}
		}
		var d *Def
		if len(cands) > 0 {
			i := cands[rng.IntN(len(cands))]
			d = left[i]
			left = slices.Delete(left, i, i+1)
		} else {
			d = s.anyDef(side, sl, pool, rng)
		}
		s.Cards[sl.c].ID = d.cid
	}
	s.touch() // the index of active cards depends on their definitions
}

// slotOf says what may be at masked card c, from where it is.
func (s *State) slotOf(c int32) slot {
	k := &s.Cards[c]
	isType := func(ts ...carddb.Type) func(d *Def) bool {
		return func(d *Def) bool { return slices.Contains(ts, d.card.Type) }
	}
	switch k.Zone {
	case ZoneIce:
		return slot{c: c, need: isType(carddb.Ice), rank: 1}
	case ZoneFort:
		if k.Adv > 0 {
			return slot{c: c, need: isType(carddb.Agenda), rank: 0}
		}
		if s.Forts[k.Fort].Central != Subsidiary {
			return slot{c: c, need: isType(carddb.Upgrade), rank: 1}
		}
		return slot{c: c, need: isType(carddb.Agenda, carddb.Node, carddb.Upgrade), rank: 2}
	case ZoneRig:
		return slot{c: c, need: func(d *Def) bool { return d.card.Type == carddb.Resource && d.card.HasKeyword("Hidden") }, rank: 1}
	}
	return slot{c: c, rank: 3}
}

// fits reports whether d may be at masked card c given the cards already
// there: at most as many agendas or nodes in a fort as it may hold
// (fortcapacity.go; the cards that raise it are rezzed, public).
func (s *State) fits(c int32, d *Def) bool {
	k := &s.Cards[c]
	if k.Zone != ZoneFort || (d.card.Type != carddb.Agenda && d.card.Type != carddb.Node) {
		return true
	}
	room := s.fortCapacity(k.Fort)
	for _, o := range s.Forts[k.Fort].Cards {
		if o != c && s.Cards[o].def() != nil {
			if t := s.Cards[o].def().card.Type; t == carddb.Agenda || t == carddb.Node {
				room--
			}
		}
	}
	return room > 0
}

// anyDef picks a card for slot sl when the believed deck has none left
// that may be there: one of the believed deck that may, else any defined
// card of the side that may, in a fixed order.
func (s *State) anyDef(side Role, sl slot, pool []*Def, rng *engine.RNG) *Def {
	ok := func(d *Def) bool {
		return string(d.card.Side) == side.String() && s.may(sl, d)
	}
	var cands []*Def
	for _, d := range pool {
		if ok(d) {
			cands = append(cands, d)
		}
	}
	if len(cands) == 0 {
		for _, t := range Implemented() {
			if d, _ := Lookup(t); ok(d) {
				cands = append(cands, d)
			}
		}
	}
	if len(cands) == 0 {
		// Nothing may be there (an effect placed a card where no card of
		// its kind goes): any card of the side.
		for _, t := range Implemented() {
			if d, _ := Lookup(t); string(d.card.Side) == side.String() {
				cands = append(cands, d)
			}
		}
	}
	return cands[rng.IntN(len(cands))]
}
