package neuroscape

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// Information states (engine.InfoStater), for players that sample what
// they cannot see. Game.InfoState(seat) masks a copy of the state: every
// card whose face the seat may not know (unknownTo, the rule of View and
// of the leak checker's hiddenFrom) loses its identity (Obj.Card 0): the
// cards of every cyberdeck, the hands and the cards looked at of the
// players whose hand the seat may not see (HandSight: in 2v2 a teammate's
// hand is seen), the face-down trojans they control (NS-2.5), and which
// of the cards they revealed (INDEX) is which (the faces are public, the
// ids not: Info keeps the faces). A Cache item of a masked card loses its
// card too, the generator is cleared, and the other seats' pending
// decisions leave the state (their options may name what the seat cannot
// see): a world dealt from it asks them again from its own cards. The RAM
// decks, of Basic RAM only, are kept as they are: their cards are alike,
// and the id of the next one installed, which a RAM target names, is only
// a handle. Everything else (where each card is, banks, damage,
// counters, the Cache, the bins, the rolls) is public. The seat knows its
// own deck list, so its own masked cards (its cyberdeck) are kept as a
// sorted multiset of card codes. The ids stay where they are: an id says
// nothing of its card (newGame deals them shuffled).
//
// Info.Sample deals the masked cards again: the seat's own from that
// multiset, the revealed faces among the revealed ids, the other players'
// cards from the deck list the seat believes each plays less what of it
// the seat can see, each where a card of its kind may be (a face-down card
// is a trojan of the target kind its item shows); the generator is seeded
// anew and the decisions of other seats asked again. The result is a game (Check clean) whose View for
// the seat is the real one's (info_test.go, cards/info_test.go).

// ErrNoInfoState is returned by InfoState while the seat cannot be given an
// information state a game can be rebuilt from:
//
//   - a decision of the seat names a card hidden from it;
//   - the seat and another decide at once (not seen in Neuroscape, which
//     asks one decision at a time);
//   - another seat decides and the frame that asked would not ask the same
//     again, unchanged, when stepped anew (Info.reasks);
//   - another seat looks at cards hidden from the seat (DIVINE, a search):
//     which of them it may take depends on what they are, so a world dealt
//     again might not ask it;
//   - something in progress refers to a card hidden from the seat other
//     than as a face-down item waiting on the Cache (a frame's source or
//     target, a queued effect, a lasting effect), or a hidden card is a
//     token.
var ErrNoInfoState = errors.New("neuroscape: no information state now")

// Info is an information state of a Neuroscape game (engine.InfoState).
type Info struct {
	seat engine.Seat
	s    State    // masked: hidden cards without identity, no generator, others' decisions left out
	own  []string // the codes of the seat's own masked cards, sorted
	// shown holds, by owner, the codes of the revealed cards (zoneReveal)
	// whose ids the seat may not know, sorted.
	shown [][]string
	// asked are the seats of the other seats' decisions left out, in
	// order: a world dealt asks them again.
	asked []engine.Seat
}

var _ engine.InfoStater = (*Game)(nil)

// InfoState implements engine.InfoStater.
func (g *Game) InfoState(seat engine.Seat) (engine.InfoState, error) { return g.Info(seat) }

// unknownTo reports whether seat may not know what card id is: a card of a
// cyberdeck; a card in a hand, looked at or revealed (its id) of a player
// whose hand seat may not see; a face-down card whose controller's hand
// seat may not see (NS-2.5, HandSight).
func (s *State) unknownTo(seat engine.Seat, id int32) bool {
	o := s.obj(id)
	switch o.Zone {
	case zoneDeck:
		return true
	case zoneHand, zoneLook, zoneReveal:
		return !HandSight(seat, o.Owner)
	case zoneSlot, zoneCache:
		return s.faceDown(id) && !HandSight(seat, o.Ctrl)
	}
	return false
}

// waitingItem reports whether f is the Cache item of card f.Src waiting to
// resolve (not begun).
func waitingItem(f *kernel.Frame) bool {
	return f.Kind == frameProgram && f.Src > 0 && f.Ref.Ability == 0 && f.PC == 0 && f.N == 0 && f.M == 0 && f.Step == 0
}

// Info returns the information state of seat.
func (g *Game) Info(seat engine.Seat) (*Info, error) {
	s := &g.st
	if seat < 0 || int(seat) >= s.players() {
		return nil, fmt.Errorf("neuroscape: no seat %d", seat)
	}
	defer s.doneReading(s.read())
	hidden := make([]bool, len(s.Objs)+1)
	for i := range s.Objs {
		id := int32(i + 1)
		if !s.unknownTo(seat, id) {
			continue
		}
		hidden[id] = true
		if s.token(id) {
			return nil, fmt.Errorf("%w: token %d is hidden from seat %d", ErrNoInfoState, id, seat)
		}
		if o := &s.Objs[i]; o.Zone == zoneLook {
			return nil, fmt.Errorf("%w: seat %d looks at cards hidden from seat %d", ErrNoInfoState, o.Owner, seat)
		}
	}
	isHidden := func(id int32) bool { return id > 0 && int(id) < len(hidden) && hidden[id] }
	var asked []engine.Seat
	own := 0
	for _, d := range s.Pending {
		if d.Seat != seat {
			asked = append(asked, d.Seat)
			continue
		}
		own++
		for _, o := range d.Options {
			if isHidden(int32(o.Card)) || isHidden(int32(o.Target)) {
				return nil, fmt.Errorf("%w: a decision of seat %d names a card hidden from it", ErrNoInfoState, seat)
			}
		}
	}
	if len(asked) > 0 && own > 0 {
		return nil, fmt.Errorf("%w: another seat decides at the same time as seat %d", ErrNoInfoState, seat)
	}
	for i := range s.Frames() {
		f := &s.Frames()[i]
		if isHidden(f.T) || (isHidden(f.Src) && !waitingItem(f)) {
			return nil, fmt.Errorf("%w: a card hidden from seat %d is in progress", ErrNoInfoState, seat)
		}
		if f.Kind != frameSetup && slices.ContainsFunc(s.List(f), isHidden) { // the mulligan's list: cards of a hand, by id
			return nil, fmt.Errorf("%w: a card hidden from seat %d is in progress", ErrNoInfoState, seat)
		}
		for _, q := range s.Queue(f) {
			if isHidden(q.Src) || isHidden(q.Occ.Obj) {
				return nil, fmt.Errorf("%w: a pending effect refers to a card hidden from seat %d", ErrNoInfoState, seat)
			}
		}
	}
	for _, l := range s.Core.Lasting {
		if isHidden(l.Src) || isHidden(l.Obj) {
			return nil, fmt.Errorf("%w: an effect of a card hidden from seat %d lasts", ErrNoInfoState, seat)
		}
	}
	for _, u := range s.Uses {
		if isHidden(u.Obj) {
			return nil, fmt.Errorf("%w: a use of a card hidden from seat %d is counted", ErrNoInfoState, seat)
		}
	}
	if len(asked) > 0 {
		if err := s.reasks(len(asked)); err != nil {
			return nil, err
		}
	}
	m := GameOf(s).st
	info := &Info{seat: seat, asked: asked, shown: make([][]string, s.players())}
	if len(asked) > 0 {
		m.Pending, m.NextDecision = nil, m.NextDecision-uint64(len(asked))
	}
	for i := range m.Objs {
		if !hidden[i+1] {
			continue
		}
		o := &m.Objs[i]
		switch {
		case o.Owner == seat:
			info.own = append(info.own, o.Card.String())
		case o.Zone == zoneReveal:
			info.shown[o.Owner] = append(info.shown[o.Owner], o.Card.String())
		}
		o.Card = 0
	}
	for i := range m.Frames() {
		if f := &m.Frames()[i]; isHidden(f.Src) {
			f.Ref.Card = 0
		}
	}
	slices.Sort(info.own)
	for _, l := range info.shown {
		slices.Sort(l)
	}
	m.RNG = engine.RNG{}
	info.s = m
	return info, nil
}

// reasks checks that the n pending decisions, the last asked, are asked
// again, the same, when the frame on top of the stack steps anew with
// nothing answered, and that nothing else changes then: the step computes
// its question from the state alone, so a world dealt again asks it from
// its own cards.
func (s *State) reasks(n int) error {
	for i, d := range s.Pending {
		if d.ID != s.NextDecision-uint64(len(s.Pending)-1-i) {
			return fmt.Errorf("%w: the decisions pending are not the last asked", ErrNoInfoState)
		}
	}
	t := GameOf(s)
	ts := &t.st
	ts.Pending, ts.NextDecision = nil, ts.NextDecision-uint64(n)
	ts.advance(false)
	if len(ts.events) > 0 || !bytes.Equal(ts.encode(), s.encode()) {
		return fmt.Errorf("%w: seat %d answers a question a world could not ask again", ErrNoInfoState, s.Pending[0].Seat)
	}
	return nil
}

// Seat implements engine.InfoState.
func (in *Info) Seat() engine.Seat { return in.seat }

// MarshalJSON encodes the information state: the masked state, the
// seat's own masked cards, the revealed faces and the seats whose
// decisions a world asks again.
func (in *Info) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Seat  engine.Seat   `json:"seat"`
		State *State        `json:"state"`
		Own   []string      `json:"ownHidden"`
		Shown [][]string    `json:"revealedHidden"`
		Asked []engine.Seat `json:"askedAgain,omitempty"`
	}{in.seat, &in.s, in.own, in.shown, in.asked})
}

// dealTries bounds the deals Sample tries before it gives up: a deal can
// break an invariant a card's place does not show (two copies of one
// iconic card face down on the Cache under one controller).
const dealTries = 50

// Sample implements engine.InfoState: a complete game consistent with the
// information state. decks[s] is the deck list believed for seat s, in
// decklist's text form; "" or a missing entry is its default deck
// (DefaultDecks).
func (in *Info) Sample(rng *engine.RNG, decks []string) (engine.Game, error) {
	pools := make([][]*Def, in.s.players())
	for i := range pools {
		seat := engine.Seat(i)
		var err error
		if seat == in.seat {
			pools[i], err = defsOf(in.own)
		} else {
			pools[i], err = in.believed(seat, decks)
		}
		if err != nil {
			return nil, err
		}
	}
	var err error
	for range dealTries {
		var g *Game
		if g, err = in.deal(rng, pools); err != nil {
			return nil, err
		}
		if err = g.Check(); err == nil {
			return g, nil
		}
	}
	return nil, fmt.Errorf("neuroscape: no valid deal of seat %d's information state in %d tries: %w", in.seat, dealTries, err)
}

// defsOf returns the definitions of the cards of codes.
func defsOf(codes []string) ([]*Def, error) {
	out := make([]*Def, len(codes))
	for i, c := range codes {
		if out[i] = def(kernel.CardIDOf(c)); out[i] == nil {
			return nil, fmt.Errorf("neuroscape: no card %q", c)
		}
	}
	return out, nil
}

// deal returns a world of the information state: its masked cards dealt
// from pools (by owner; the seat's own is its multiset), the revealed
// faces among the revealed ids, the generator seeded and the other seats'
// decisions asked again.
func (in *Info) deal(rng *engine.RNG, pools [][]*Def) (*Game, error) {
	g := GameOf(&in.s)
	n := &g.st
	masked := make([][]int32, n.players())
	shown := make([][]int32, n.players())
	for i := range n.Objs {
		o := &n.Objs[i]
		if o.Card != 0 {
			continue
		}
		if o.Zone == zoneReveal && o.Owner != in.seat {
			shown[o.Owner] = append(shown[o.Owner], int32(i+1))
		} else {
			masked[o.Owner] = append(masked[o.Owner], int32(i+1))
		}
	}
	for p := range masked {
		seat := engine.Seat(p)
		if seat == in.seat && len(masked[p]) != len(pools[p]) {
			return nil, fmt.Errorf("neuroscape: %d own masked cards, %d known", len(masked[p]), len(pools[p]))
		}
		if err := n.dealTo(masked[p], pools[p], seat != in.seat, rng); err != nil {
			return nil, err
		}
		faces, err := defsOf(in.shown[p])
		if err != nil {
			return nil, err
		}
		if len(faces) != len(shown[p]) {
			return nil, fmt.Errorf("neuroscape: %d revealed ids of seat %d, %d faces", len(shown[p]), p, len(faces))
		}
		rng.Shuffle(len(faces), func(i, j int) { faces[i], faces[j] = faces[j], faces[i] })
		for i, id := range shown[p] {
			n.obj(id).Card = faces[i].id
		}
	}
	for i := range n.Frames() {
		if f := &n.Frames()[i]; f.Kind == frameProgram && f.Src > 0 && f.Ref.IsZero() {
			f.Ref.Card = n.obj(f.Src).Card // the item of a face-down card dealt again
		}
	}
	n.RNG = engine.NewRNG(rng.Uint64())
	if len(in.asked) > 0 {
		n.advance(false)
		n.events = nil
		var seats []engine.Seat
		for _, d := range n.Pending {
			seats = append(seats, d.Seat)
		}
		if !slices.Equal(seats, in.asked) {
			return nil, fmt.Errorf("neuroscape: a dealt world asks seats %v, not %v", seats, in.asked)
		}
	}
	return g, nil
}

// dealTo gives masked cards ids a definition each from pool, each where it
// may be (mayBe): the most constrained first, each a random one of those
// left that may. With fallback, a card for which none is left is given
// one of the pool that may be there, or else any implemented card that
// may (a belief that is not the deck played); without, that is an error.
func (s *State) dealTo(ids []int32, pool []*Def, fallback bool, rng *engine.RNG) error {
	ids = slices.Clone(ids)
	onTable := func(id int32) int { // a masked card in a slot or on the Cache is face down
		return boolInt(s.obj(id).Zone == zoneSlot || s.obj(id).Zone == zoneCache)
	}
	slices.SortStableFunc(ids, func(a, b int32) int { return onTable(b) - onTable(a) })
	left := slices.Clone(pool)
	var cands []int
	for _, id := range ids {
		cands = cands[:0]
		for i, d := range left {
			if s.mayBe(id, d) {
				cands = append(cands, i)
			}
		}
		var d *Def
		switch {
		case len(cands) > 0:
			i := cands[rng.IntN(len(cands))]
			d = left[i]
			left = slices.Delete(left, i, i+1)
		case !fallback:
			return fmt.Errorf("neuroscape: none of seat %d's known cards may be card %d", s.obj(id).Owner, id)
		default:
			var any []*Def
			for _, set := range [][]*Def{pool, cyberDefs()} {
				for _, e := range set {
					if s.mayBe(id, e) {
						any = append(any, e)
					}
				}
				if len(any) > 0 {
					break
				}
			}
			if len(any) == 0 {
				return fmt.Errorf("neuroscape: no card may be card %d", id)
			}
			d = any[rng.IntN(len(any))]
		}
		s.obj(id).Card = d.id
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// mayBe reports whether a card of definition d may be masked card id: a
// cyberdeck card; face down (in a slot or on the Cache), a trojan, on the
// Cache one whose target kind is the item's (NS-14.8).
func (s *State) mayBe(id int32, d *Def) bool {
	if d.Token || d.Type == carddb.Mainframe || d.Type == carddb.RAM {
		return false
	}
	o := s.obj(id)
	if o.Zone != zoneSlot && o.Zone != zoneCache {
		return true
	}
	if !d.trojan() {
		return false
	}
	if o.Zone != zoneCache {
		return true
	}
	if o.Target >= 0 {
		return d.Target != TargetNone && d.Target != TargetPlayer && d.Target != TargetOwnMainframe && d.Target != TargetFoeMainframe
	}
	switch d.Target {
	case TargetAny, TargetPlayer:
		return true
	case TargetOwnMainframe, TargetFoeMainframe:
		return (team(targetSeat(o.Target)) == team(o.Ctrl)) == (d.Target == TargetOwnMainframe)
	}
	return false
}

// cyberDefs returns every implemented card a cyberdeck may hold, by name.
var cyberDefs = sync.OnceValue(func() []*Def {
	var out []*Def
	for _, name := range Defined() {
		d, ok := defs[carddb.Key(name)]
		implemented := ok && (d.Card.Abilities == nil || len(d.Abilities) == len(d.Card.Abilities)) // as Implemented says
		if implemented && !d.Token && d.Type != carddb.Mainframe && d.Type != carddb.RAM {
			out = append(out, d)
		}
	}
	return out
})

// believed returns the definitions of seat's cards that the information
// state hides: the cyberdeck of the deck list believed for it (decks[seat],
// or its default deck), less its cards the state shows.
func (in *Info) believed(seat engine.Seat, decks []string) ([]*Def, error) {
	var d Deck
	switch {
	case int(seat) < len(decks) && decks[seat] != "":
		var err error
		if d, err = legalDeck(role(seat), decks[seat]); err != nil {
			return nil, fmt.Errorf("neuroscape: the deck believed for %s: %w", role(seat), err)
		}
	case len(DefaultDecks) > 0:
		d = DefaultDecks[int(seat)%len(DefaultDecks)]
	default:
		return nil, nil // no deck known: any implemented card (dealTo's fallback)
	}
	_, pool, err := d.resolve()
	if err != nil {
		return nil, fmt.Errorf("neuroscape: the deck believed for %s: %w", role(seat), err)
	}
	gone := func(k kernel.CardID) {
		if i := slices.IndexFunc(pool, func(e *Def) bool { return e.id == k }); i >= 0 {
			pool = slices.Delete(pool, i, i+1)
		}
	}
	for i := range in.s.Objs {
		if o := &in.s.Objs[i]; o.Owner == seat && o.Card != 0 && !in.s.token(int32(i+1)) {
			gone(o.Card)
		}
	}
	for _, c := range in.shown[seat] {
		gone(kernel.CardIDOf(c))
	}
	return pool, nil
}
