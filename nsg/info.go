package nsg

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg/carddb"
)

// Information states (engine.InfoStater), for players that sample what
// they cannot see. Game.InfoState(seat) masks a copy of the state: every
// card the seat may not see (the rule of its View: State.sees) loses its
// title, and the random generator and the seed are cleared. Everything
// else (where each card is, its counters, whether ice is rezzed, the run,
// the history of the turn) is public. The seat knows its own deck, so the
// titles of its own hidden cards (R&D for the Corp, the stack for the
// Runner) are kept as a sorted multiset.
//
// Info.Sample deals the masked cards again: the seat's own from that
// multiset in a random order; the other side's from the deck list the seat
// believes it plays, less its cards the seat can see, each where a card of
// its kind may be (unrezzed ice protecting a server, an agenda, asset or
// upgrade in a root, at most one agenda or asset in a root); the generator
// is seeded anew. The
// result is a game the seat cannot tell from the real one: its View is the
// same (info_test.go).

// ErrNoInfoState is returned by InfoState while the seat cannot be given an
// information state a game can be rebuilt from: while the other seat has a
// decision pending, while a decision of the seat names a card its View
// hides (a search of its deck: it looks at the cards), or while something
// in progress (an ability, a breach's candidates, a lasting effect) refers
// to a card hidden from the seat.
var ErrNoInfoState = errors.New("nsg: no information state now")

// Info is an information state of an NSG game (engine.InfoState).
type Info struct {
	seat engine.Seat
	s    State    // masked: hidden cards without titles, no generator
	own  []string // the titles of the seat's own hidden cards, sorted
}

var _ engine.InfoStater = (*Game)(nil)

// InfoState implements engine.InfoStater.
func (g *Game) InfoState(seat engine.Seat) (engine.InfoState, error) { return g.Info(seat) }

// Info returns the information state of seat.
func (g *Game) Info(seat engine.Seat) (*Info, error) {
	s := &g.st
	if seat != s.Corp && seat != s.Runner {
		return nil, fmt.Errorf("nsg: no seat %d", seat)
	}
	hidden := func(id int32) bool {
		c := s.card(id)
		return c != nil && !s.sees(seat, c)
	}
	for _, d := range s.Pending {
		if d.Seat != seat {
			return nil, fmt.Errorf("%w: seat %d decides", ErrNoInfoState, d.Seat)
		}
		for _, o := range d.Options {
			if hidden(int32(o.Card)) {
				// An option about a card the seat's View hides: a search of
				// its deck (it looks at the cards: their titles are in the
				// options), or a choice a world dealt again might not offer
				// so.
				return nil, fmt.Errorf("%w: a decision of seat %d names a card hidden from it", ErrNoInfoState, seat)
			}
		}
	}
	for i := range s.Frames() {
		f := &s.Frames()[i]
		if hidden(f.Src) || hidden(f.T) || slices.ContainsFunc(s.List(f), hidden) {
			return nil, fmt.Errorf("%w: a card hidden from seat %d is in progress", ErrNoInfoState, seat)
		}
		for _, q := range s.Queue(f) {
			if hidden(q.Src) || hidden(q.Occ.Obj) {
				return nil, fmt.Errorf("%w: a pending ability refers to a card hidden from seat %d", ErrNoInfoState, seat)
			}
		}
	}
	for _, l := range s.Lasting {
		if hidden(l.Src) {
			return nil, fmt.Errorf("%w: an effect of a card hidden from seat %d lasts", ErrNoInfoState, seat)
		}
	}
	m := g.Clone().(*Game).st
	info := &Info{seat: seat}
	for i := range m.Cards {
		c := &m.Cards[i]
		if s.sees(seat, c) {
			continue
		}
		if c.Owner == seat {
			info.own = append(info.own, c.Title)
		}
		c.Title = ""
	}
	slices.Sort(info.own)
	m.RNG = engine.RNG{}
	info.s = m
	return info, nil
}

// Seat implements engine.InfoState.
func (in *Info) Seat() engine.Seat { return in.seat }

// MarshalJSON encodes the information state: the masked state and the
// seat's own hidden titles. Two games the seat cannot tell apart give the
// same bytes.
func (in *Info) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Seat  engine.Seat `json:"seat"`
		State *State      `json:"state"`
		Own   []string    `json:"ownHidden"`
	}{in.seat, &in.s, in.own})
}

// Sample implements engine.InfoState: a complete game consistent with the
// information state. decks[s] is the deck list believed for seat s; "" or
// a missing entry is the default deck of its side.
func (in *Info) Sample(rng *engine.RNG, decks []string) (engine.Game, error) {
	g := (&Game{st: in.s}).Clone().(*Game)
	n := &g.st
	other := n.other(in.seat)
	var mine, theirs []int32 // the masked cards, by owner, in the state's order
	for i := range n.Cards {
		if n.Cards[i].Title != "" {
			continue
		}
		if n.Cards[i].Owner == in.seat {
			mine = append(mine, int32(i))
		} else {
			theirs = append(theirs, int32(i))
		}
	}
	if len(mine) != len(in.own) {
		return nil, fmt.Errorf("nsg: %d own hidden cards, %d known titles", len(mine), len(in.own))
	}
	own := slices.Clone(in.own)
	rng.Shuffle(len(own), func(i, j int) { own[i], own[j] = own[j], own[i] })
	for i, k := range mine {
		n.Cards[k].Title = own[i]
	}
	pool, err := in.believed(other, decks)
	if err != nil {
		return nil, err
	}
	if !n.dealHidden(theirs, pool, rng) {
		return nil, fmt.Errorf("nsg: no way found to deal the believed deck of seat %d to its %d hidden cards", other, len(theirs))
	}
	n.RNG = engine.NewRNG(rng.Uint64())
	return g, nil
}

// dealHidden gives each hidden card k of theirs a title of pool where it
// fits (couldBe): installed cards first, each the first fitting title of
// the pool shuffled. A greedy deal can block itself (an asset dealt to a
// root whose other hidden card then needs the last upgrade, given
// elsewhere): it is tried again, with a new shuffle, up to 200 times.
func (n *State) dealHidden(theirs []int32, pool []string, rng *engine.RNG) bool {
	slices.SortStableFunc(theirs, func(a, b int32) int {
		return boolInt(n.Cards[b].Zone == ZoneServer) - boolInt(n.Cards[a].Zone == ZoneServer)
	})
	for range 200 {
		left := slices.Clone(pool)
		rng.Shuffle(len(left), func(i, j int) { left[i], left[j] = left[j], left[i] })
		for _, k := range theirs {
			n.Cards[k].Title = ""
		}
		ok := true
		for _, k := range theirs {
			c := &n.Cards[k]
			i := slices.IndexFunc(left, func(t string) bool { return n.couldBe(c, Lookup(t)) })
			if i < 0 {
				ok = false
				break
			}
			c.Title = left[i]
			left = slices.Delete(left, i, i+1)
		}
		if ok {
			return true
		}
	}
	return false
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// believed returns the titles of seat's cards that the information state
// hides: the deck list believed for it, less its cards the state shows.
func (in *Info) believed(seat engine.Seat, decks []string) ([]string, error) {
	side := carddb.Side("corp")
	if seat == in.s.Runner {
		side = carddb.Side("runner")
	}
	text := ""
	if int(seat) < len(decks) {
		text = decks[seat]
	}
	if text == "" {
		text = defaultDeck(side)
	}
	d, err := readDeck(text, side, casual)
	if err != nil {
		return nil, fmt.Errorf("nsg: the deck believed for seat %d: %w", seat, err)
	}
	pool := slices.Clone(d.cards)
	for _, c := range in.s.Cards {
		if c.Owner != seat || c.Title == "" {
			continue
		}
		if i := slices.Index(pool, c.Title); i >= 0 {
			pool = slices.Delete(pool, i, i+1)
		}
	}
	return pool, nil
}

// couldBe reports whether a card of definition d may be where hidden card c
// is: unrezzed ice protecting a server is ice; an unrezzed card in a root
// is an agenda, asset or upgrade (an upgrade that says "remote server
// only" in a remote; at most one agenda or asset in a root, 8.5.7; any
// card may hold advancement counters: Seamless Launch places them); any
// other card of its side may be in a hand, a deck or facedown in Archives.
func (s *State) couldBe(c *Card, d *Def) bool {
	if d == nil || d.Type == TypeIdentity {
		return false
	}
	if c.Zone != ZoneServer {
		return true
	}
	if c.Ice {
		return d.Type == TypeIce
	}
	switch d.Type {
	case TypeAgenda, TypeAsset, TypeUpgrade:
	default:
		return false
	}
	if d.RemoteOnly && c.Server < firstRemote {
		return false
	}
	if d.Type == TypeUpgrade {
		return true
	}
	for _, id := range s.Servers[c.Server].Root {
		if o := s.card(id); o != nil && o.ID != c.ID && o.Title != "" {
			if t := Lookup(o.Title).Type; t == TypeAgenda || t == TypeAsset {
				return false
			}
		}
	}
	return true
}
