package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Owned tags. In ONR every tag is the Corp's information about the Runner
// (ONR-13.1), and any Corp card that asks "is the Runner tagged" may use
// it. At a table whose tags are owned (Table.OwnedTags) a tag belongs to
// the player whose effect gave it, and only that player's team may use it:
// "Runner is tagged" for a Corp's card means tagged by its team
// (Player.TagsBy keeps the tags of a Runner by owner seat; Tags stays their
// total). A Runner removing tags chooses whose (VerbRemoveTag's
// Option.Target, owner+1; RemoveTags). Tags owned by a team that leaves
// the game leave with it.

// addTags gives Runner seat n tags owned by owner (NoSeat: nobody's, at a
// table whose tags are not owned).
func (s *State) addTags(seat, owner engine.Seat, n int32) {
	p := s.P(seat)
	p.Tags += n
	if s.OwnedTags && owner >= 0 {
		if len(p.TagsBy) < len(s.Players) {
			p.TagsBy = append(p.TagsBy, make([]int32, len(s.Players)-len(p.TagsBy))...)
		}
		p.TagsBy[owner] += n
	}
}

// removeTag removes one tag of Runner seat owned by owner (NoSeat: any, at
// a table whose tags are not owned).
func (s *State) removeTag(seat, owner engine.Seat) {
	p := s.P(seat)
	if p.Tags == 0 {
		return
	}
	p.Tags--
	if s.OwnedTags && owner >= 0 && int(owner) < len(p.TagsBy) && p.TagsBy[owner] > 0 {
		p.TagsBy[owner]--
	}
}

// tagOwners returns the seats owning tags of Runner seat, in seat order; at
// a table whose tags are not owned, NoSeat alone if he has any.
func (s *State) tagOwners(seat engine.Seat) []engine.Seat {
	p := s.P(seat)
	if p.Tags == 0 {
		return nil
	}
	if !s.OwnedTags {
		return []engine.Seat{engine.NoSeat}
	}
	var out []engine.Seat
	for o, n := range p.TagsBy {
		if n > 0 {
			out = append(out, engine.Seat(o))
		}
	}
	return out
}

// tagsFor returns the tags of Runner r that a card of seat may use: all of
// them for a Runner's card or at a table whose tags are not owned; those
// owned by seat's team for a Corp's.
func (s *State) tagsFor(r, seat engine.Seat) int32 {
	p := s.P(r)
	if !s.OwnedTags || seat < 0 || s.roleOf(seat) != Corp {
		return p.Tags
	}
	var n int32
	team := s.Players[seat].Team
	for o, k := range p.TagsBy {
		if k > 0 && s.Players[o].Team == team {
			n += k
		}
	}
	return n
}

// dropTagsOf removes every tag owned by a seat out of the game.
func (s *State) dropTagsOf() {
	if !s.OwnedTags {
		return
	}
	for i := range s.Players {
		p := &s.Players[i]
		for o, n := range p.TagsBy {
			if n > 0 && s.Players[o].Out {
				p.Tags -= n
				p.TagsBy[o] = 0
				s.say(msgLosesTagsOwnedBy, int32(p.Seat), int32(o), n)
			}
		}
	}
}

// checkTags checks that a Runner's tags by owner add up to his tags.
func (s *State) checkTags() error {
	if !s.OwnedTags {
		return nil
	}
	for i := range s.Players {
		p := &s.Players[i]
		var n int32
		for o, k := range p.TagsBy {
			if k < 0 {
				return fmt.Errorf("seat %d has %d tags of seat %d", p.Seat, k, o)
			}
			n += k
		}
		if n != p.Tags {
			return fmt.Errorf("seat %d has %d tags, %d by their owners", p.Seat, p.Tags, n)
		}
	}
	return nil
}

// removeTagsStep is the op RemoveTags: "remove up to N tags": the Runner
// chooses whose tags when they have several owners. Frame.Step marks that
// it started, Frame.N counts the tags left to remove.
func (s *State) removeTagsStep(f *Frame, n int32) Status {
	r := s.runnerOf(f)
	if f.Step == 0 {
		f.Step, f.N = 1, min(n, s.P(r).Tags)
		s.say(msgRemovesTags, int32(r), f.N)
	}
	if f.Answered {
		o, _ := f.Take()
		owner := engine.Seat(o.Target - 1)
		s.removeTag(r, owner)
		s.say(msgRemovesTagOwnedBy, int32(r), int32(owner))
		f.N--
	}
	for f.N > 0 {
		owners := s.tagOwners(r)
		if len(owners) > 1 && s.P(r).Tags > f.N {
			opts := make([]engine.Option, len(owners))
			for i, o := range owners {
				opts[i] = engine.Option{Verb: VerbRemoveTag, Target: int(o) + 1}
			}
			return s.ask(r, "Remove a tag: whose?", "ONR-13.2", opts)
		}
		s.removeTag(r, owners[0])
		f.N--
	}
	f.Step = 0
	return Next
}
