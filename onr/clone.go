package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// cloneLists gives the card lists of s (the ice and cards of forts, the
// zones of players, the run's accessed cards and upgrades), which s shares
// with the state it was copied from, copies of their own, all carved out
// of one allocation. Each copy has a little room to grow before an append
// moves it, and never grows into the next; a nil list stays nil. The cache
// of active cards and its index get their copies (or, not computed, their
// room) there too.
func (s *State) cloneLists() {
	const room = 2
	const activeRoom = 8
	total := len(s.actives) + len(s.activeIdx) + 2*activeRoom
	each := func(l *[]int32) {
		if *l != nil {
			total += len(*l) + room
		}
	}
	s.eachList(each)
	arena := make([]int32, total)
	s.eachList(func(l *[]int32) {
		if *l == nil {
			return
		}
		n := len(*l)
		c := arena[: n : n+room]
		copy(c, *l)
		*l, arena = c, arena[n+room:]
	})
	// arena is now the room of the actives and of their index:
	// len(s.actives) + activeRoom, then len(s.activeIdx) + activeRoom.
	na, ni := len(s.actives)+activeRoom, len(s.activeIdx)+activeRoom
	actives, idx := arena[:0:na], arena[na:na:na+ni]
	if s.activesOK {
		actives, idx = append(actives, s.actives...), append(idx, s.activeIdx...)
	}
	s.actives, s.activeIdx = actives, idx
}

// eachList calls f with every card list of s but the Stack's.
func (s *State) eachList(f func(*[]int32)) {
	for i := range s.Forts {
		f(&s.Forts[i].Ice)
		f(&s.Forts[i].Cards)
	}
	for i := range s.Players {
		p := &s.Players[i]
		f(&p.Hand)
		f(&p.Deck)
		f(&p.Discard)
		f(&p.Scored)
		f(&p.Rig)
		f(&p.Aside)
		f(&p.Held)
	}
	f(&s.Run.Accessed)
	f(&s.Run.Upgrades)
}

var _ engine.IntoCloner = (*Game)(nil)

// CloneInto implements engine.IntoCloner: a deep copy of g, as Clone makes
// one, in the memory of dst when dst is another *Game (else a fresh
// Clone): every slice of g's state is copied into the room of dst's own,
// which grows only when it is too small, so that cloning into a game of
// the same shape again and again allocates nothing. dst's former state is
// gone; what it handed out (the events of Apply, the copies of Pending)
// and its clones are left as they are, the decisions of its PendingView
// are not to be read after, and its last effect is unknown (LastEffect).
// g is not changed, and g and dst share nothing either may change.
func (g *Game) CloneInto(dst engine.Game) engine.Game {
	d, ok := dst.(*Game)
	if !ok || d == nil || d == g || d.s == nil || d.s == g.s {
		return g.Clone()
	}
	g.s.cloneInto(d.s)
	d.effectStale()
	d.eff.last = engine.Effect{}
	return d
}

// cloneInto makes d a deep copy of s, as cloneTo does, in the memory of
// d's slices: d's own (Clone and cloneInto share none of them with
// another state), each reused by the same place in the state (the hand
// of seat 1 in the hand of seat 1, the ice of fort 3 in the ice of fort
// 3). A nil slice of s stays nil, an empty one empty, since a save tells
// them apart. What s shares with its clones, never changed (its variant,
// words, rules' encoding, table), d shares too.
func (s *State) cloneInto(d *State) {
	// The room of d, taken before d is overwritten.
	was := struct {
		core               kernel.Core
		cards              []Card
		forts              []Fort
		players            []Player
		log                []kernel.Occurrence
		accessed, upgrades []int32
		actives, activeIdx []int32
		fortWalk           []int32
		scratch, optRoom   []engine.Option
		evRoom             []engine.Event
		accRoom, upRoom    []int32
		runsOnRoom         []int32
		runOpts            []engine.Option
	}{d.Core, d.Cards, d.Forts, d.Players, d.Run.Log, d.Run.Accessed, d.Run.Upgrades,
		d.actives, d.activeIdx, d.fortWalk, d.scratch, d.optRoom, d.evRoom, d.accessedRoom, d.upgradesRoom, d.runsOnRoom, d.runOpts.opts}
	handles := d.Handles
	*d = *s
	d.Core = was.core
	s.Core.CloneInto(&d.Core)
	d.Handles = handles
	s.Handles.CloneInto(&d.Handles)
	d.Cards = into(was.cards, s.Cards)
	// The forts and players, their lists copied into the room of d's,
	// place by place, past d's length too (the room of a fort or player d
	// held once, its own still).
	if d.Forts = nil; s.Forts != nil {
		d.Forts = withRoom(was.forts, len(s.Forts))
		for i := range d.Forts {
			f, r := &d.Forts[i], d.Forts[i]
			*f = s.Forts[i]
			f.Ice, f.Cards = into(r.Ice, f.Ice), into(r.Cards, f.Cards)
		}
	}
	if d.Players = nil; s.Players != nil {
		d.Players = withRoom(was.players, len(s.Players))
		for i := range d.Players {
			p, r := &d.Players[i], d.Players[i]
			*p = s.Players[i]
			p.Hand, p.Deck, p.Discard = into(r.Hand, p.Hand), into(r.Deck, p.Deck), into(r.Discard, p.Discard)
			p.Scored, p.Rig, p.Aside, p.Held = into(r.Scored, p.Scored), into(r.Rig, p.Rig), into(r.Aside, p.Aside), into(r.Held, p.Held)
			p.Virus, p.TagsBy = into(r.Virus, p.Virus), into(r.TagsBy, p.TagsBy)
			p.Hist.RunsOn, p.Game.RunsOn = into(r.Hist.RunsOn, p.Hist.RunsOn), into(r.Game.RunsOn, p.Game.RunsOn)
		}
	}
	d.Run.Log = into(was.log, s.Run.Log)
	d.Run.Accessed, d.Run.Upgrades = into(was.accessed, s.Run.Accessed), into(was.upgrades, s.Run.Upgrades)
	d.accessedRoom, d.upgradesRoom = was.accRoom, was.upRoom // d's own, never s's (accessroom.go)
	d.runsOnRoom = was.runsOnRoom                            // d's own (run.go countRunOn)
	d.runOpts = keptRunOptions{opts: was.runOpts[:0]}        // none kept, in d's own room (runoptions.go)
	d.fortArena, d.fortRoom = nil, nil                       // s's: d's lists grow the usual way (zones.go growFortList)
	d.actives, d.activeIdx = was.actives[:0], was.activeIdx[:0]
	if s.activesOK {
		d.actives, d.activeIdx = append(d.actives, s.actives...), append(d.activeIdx, s.activeIdx...)
	}
	// The lists of the forts' cards are made again when asked (fortwalk.go).
	d.fortWalk, d.fortWalkOK = was.fortWalk[:0], false
	clear(d.fortWalkOf[:])
	// d's own scratch buffer and room for the options it asks (as a
	// clone's, when d has none), the room of its events (only ever
	// appended to: what d handed out stays as it is), and its own copy of
	// the pending options.
	d.scratch, d.optRoom, d.evRoom, d.events = was.scratch[:0], was.optRoom[:0], was.evRoom, nil
	if d.scratch == nil {
		room := make([]engine.Option, scratchRoom+8)
		d.scratch, d.optRoom = room[:0:scratchRoom], room[scratchRoom:scratchRoom]
	}
	for i := range d.Pending {
		d.Pending[i].Options = d.keepOptions(d.Pending[i].Options)
	}
}

// into returns a copy of src in the room of dst, which grows only when it
// is too small; a nil src gives nil, an empty one an empty, non-nil copy.
func into[T any](dst, src []T) []T {
	if src == nil {
		return nil
	}
	if dst == nil {
		return append(src[:0:0], src...) // never nil, shares nothing with src
	}
	return append(dst[:0], src...)
}

// withRoom returns room with length n, its elements past its length kept
// (the forts or players a state held once, with the room of their lists),
// made anew with those elements when its capacity is less than n.
func withRoom[T any](room []T, n int) []T {
	if cap(room) >= n {
		return room[:n]
	}
	out := make([]T, n)
	copy(out, room[:cap(room)])
	return out
}
