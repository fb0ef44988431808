package observe

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/nsg"
)

// ActionsOf implements observe.GameActioner: the ids Actions gives d from
// the view of d's seat, each card placed where that view lists it
// (placesOf) as read from the game's lists of card ids (gamePlace), no
// view built. Only what the view shows is read: the decider's own hand,
// the rig, Archives, the heap, the score areas and the servers, as ids.
func (e *encoder) ActionsOf(g engine.Game, view observe.ViewFunc, d engine.Decision) ([]int, error) {
	ng, ok := g.(*nsg.Game)
	if !ok {
		return e.Actions(view, d)
	}
	s := ng.State()
	return e.actions(func(id int32) (int, bool) { return gamePlace(s, d.Seat, id) }, d)
}

// gamePlace returns the place of card id in the view of seat as placesOf
// gives it, read from s: the place of the last list placesOf puts it in,
// at its index there, within the list's capacity.
func gamePlace(s *nsg.State, seat engine.Seat, id int32) (at int, found bool) {
	put := func(base, n int, l []int32) {
		for i, c := range l {
			if i < n && c == id {
				at, found = base+i, true
			}
		}
	}
	switch seat { // the view's Hand
	case s.Corp:
		put(placeHand, HandSlots, s.HQ)
	case s.Runner:
		put(placeHand, HandSlots, s.Grip)
	}
	put(placeRig, RigSlots, s.Rig)
	put(placeArchives, PileSlots, s.Archives)
	put(placeHeap, PileSlots, s.Heap)
	for owner := range 2 { // the view's Scored: one list per seat of the two (View), by owner, in the order of s.Scored
		base := placeOppScored
		if engine.Seat(owner) == seat {
			base = placeOwnScored
		}
		i := 0
		for _, c := range s.Scored {
			if ownerOf(s, c) != engine.Seat(owner) {
				continue
			}
			if i < ScoredSlots && c == id {
				at, found = base+i, true
			}
			i++
		}
	}
	for i := range s.Servers { // the view's Servers: server i is number i (serverNumber of its name)
		if i >= Servers || !s.ServerShown(int32(i)) {
			continue
		}
		base := placeServers + i*serverPlaces
		put(base, IceSlots, s.Servers[i].Ice)
		put(base+IceSlots, RootSlots, s.Servers[i].Root)
	}
	return at, found
}

// ownerOf is the owner of card id, whose score area lists it.
func ownerOf(s *nsg.State, id int32) engine.Seat {
	for i := range s.Cards {
		if s.Cards[i].ID == id {
			return s.Cards[i].Owner
		}
	}
	panic(fmt.Sprintf("nsg observe: scored card %d is no card of the game", id)) // View's s.card(id).Owner panics alike
}
