package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// TrashPick says which of the Runner's installed cards of one type an effect
// trashes: every one of them (All), or N of them chosen by the effect's
// controller (R031: "that player chooses which specific cards are trashed";
// all of them when there are N or fewer), or up to N of them (UpTo: the
// controller may stop after any number, none included, and is asked even
// when there are N or fewer).
type TrashPick struct {
	Type carddb.Type
	N    int32
	All  bool
	UpTo bool
}

// TrashTogether: an effect that trashes several of the Runner's installed
// cards at once, such as "trash all pieces of hardware and two programs"
// (Shock Treatment):
//
//	onr.TrashTogether(onr.TrashPick{Type: carddb.Hardware, All: true},
//		onr.TrashPick{Type: carddb.Program, N: 2})
//
// Every card is chosen before any is trashed (R028): the controller of the
// effect picks the N cards of each counted pick one at a time, never the
// same card twice (kept in the frame's list meanwhile); programs hosted in a
// daemon may be picked like any installed program. Then all the cards are
// trashed together and only afterwards are the consequences dealt with
// (R033, R199): see trashTogether.
//
// The Corp's choice of the order in which the cards reach the trash pile
// (R199, a ruling on Power Grid Overload, which asks it: paytrash.go) is
// not asked here: they go in the order of the picks, each "all" pick in
// install order and each counted pick in the order chosen. (Junkyard BBS
// reads that order: the top card of the trash. Open: asking it here too.)
func TrashTogether(picks ...TrashPick) Op { return trashTogetherOp{picks} }

type trashTogetherOp struct{ picks []TrashPick }

func (o trashTogetherOp) Run(s *State, f *Frame) Status {
	picks := o.picks
	if f.Answered {
		o, _ := f.Take()
		if o.Verb == VerbDone {
			// Only "up to" picks offer done, and they are asked last: every
			// other pick is complete, so the choosing ends here.
			s.trashPicked(f, picks)
			return Next
		}
		s.AppendList(f, s.byHandle(int32(o.Card)))
	}
	// Exact picks are asked first, "up to" picks last (see VerbDone above).
	order := make([]int, 0, len(picks))
	for _, upTo := range []bool{false, true} {
		for i, p := range picks {
			if p.UpTo == upTo {
				order = append(order, i)
			}
		}
	}
	for k, i := range order {
		p := picks[i]
		if p.All || p.N <= 0 || slices.ContainsFunc(picks, func(q TrashPick) bool { return q.All && q.Type == p.Type }) {
			continue
		}
		// Picks of the same type add up.
		var need int32
		for _, j := range order[:k+1] {
			if picks[j].Type == p.Type {
				need += picks[j].N
			}
		}
		var have int32
		var left []int32
		for _, c := range s.P(s.runnerOf(f)).Rig {
			switch {
			case !s.isType(c, p.Type):
			case slices.Contains(s.List(f), c):
				have++
			default:
				left = append(left, c)
			}
		}
		if have >= need || len(left) == 0 {
			continue
		}
		if !p.UpTo && int32(len(left)) <= need-have {
			s.AppendList(f, left...) // no choice to make
			continue
		}
		opts := make([]engine.Option, len(left), len(left)+1)
		for j, c := range left {
			opts[j] = engine.Option{Verb: VerbTrash, Card: s.h(c)}
		}
		prompt := fmt.Sprintf("Choose a %s to trash (%d more)", p.Type, need-have)
		if p.UpTo {
			opts = append(opts, engine.Option{Verb: VerbDone})
			prompt = fmt.Sprintf("Choose a %s to trash (up to %d more), or done", p.Type, need-have)
		}
		return s.ask(f.Seat, prompt, "R031", opts)
	}
	s.trashPicked(f, picks)
	return Next
}

// trashPicked trashes together what picks name: every card of an "all"
// pick's type, in install order, and the cards chosen for the counted picks
// (f's list), in the order chosen; it clears the list.
func (s *State) trashPicked(f *Frame, picks []TrashPick) {
	var list []int32
	for _, p := range picks {
		from := s.List(f) // counted picks, in the order chosen
		if p.All {
			from = s.P(s.runnerOf(f)).Rig // install order
		}
		n := int32(0)
		for _, c := range from {
			if s.isType(c, p.Type) && !slices.Contains(list, c) && (p.All || n < p.N) {
				list = append(list, c)
				n++
			}
		}
	}
	s.SetList(f, nil)
	s.trashGroupWithWindows(f.Src, list)
}

// trashGroupWithWindows trashes list together (trashTogether), after the
// Runner's chance to prevent the trash of each card (Umbrella Policy, Joan
// of Arc; ONR-18.3.5). The prevention windows come first, card by card;
// the cards not saved are then trashed at once, so R033 still holds.
func (s *State) trashGroupWithWindows(src int32, list []int32) {
	for _, c := range list {
		if owner := s.controller(c); len(s.preventOptions(owner, EvTrashed, c)) > 0 || s.mightPreventFromHand(owner, EvTrashed, c) || s.mayHold(c) ||
			s.mightPreventTrashFaceDown(owner, c) {
			s.PushWith(Frame{Kind: FrameTrash, Seat: owner, Src: src, Step: trashGroup, N: 1}, list, nil)
			return
		}
	}
	s.trashTogether(src, list)
}

// stepTrashGroup is the FrameTrash of a group (trashGroup): the frame's list holds
// the cards, Frame.PC the one whose prevention window is open (Frame.M),
// Frame.N is 1 until a prevention saves it. A saved card leaves the list;
// once every card has had its window, the Runner may put any of the rest
// on holders instead, one at a time, in the order he chooses (held.go;
// Frame.T is 2 while he is asked), and the rest are trashed together.
func (s *State) stepTrashGroup(f *Frame) Status {
	for int(f.PC) < len(s.List(f)) {
		c := s.List(f)[f.PC]
		switch {
		case s.Cards[c].Zone != ZoneRig || f.N <= 0:
			// Saved, or gone meanwhile (paid a cost of its own).
			s.DeleteList(f, int(f.PC), int(f.PC)+1)
			f.N, f.T = 1, 0
			continue
		case f.T != 0:
			f.PC++
			f.N, f.T = 1, 0
			continue
		}
		f.M = c
		if s.preventWindow(f, EvTrashed, fmt.Sprintf("%s is about to be trashed: prevent it?", s.def(c).Title), "ONR-18.3.5") {
			return Wait
		}
		if f.T == 0 {
			return Next // a prevention was used; ask again
		}
	}
	if f.Answered {
		if o, _ := f.Take(); o.Verb == VerbHold {
			c := s.byHandle(int32(o.Card))
			s.FilterList(f, func(x int32) bool { return x != c })
			s.hold(c, s.byHandle(int32(o.Target)))
			if s.askHold(f.Seat, s.List(f)) {
				return Wait
			}
		}
	} else if f.T != 2 && s.askHold(f.Seat, s.List(f)) {
		f.T = 2
		return Wait
	}
	// A copy: the frame's list goes with it, and trashing may push others.
	src, list := f.Src, slices.Clone(s.List(f))
	s.pop()
	s.trashTogether(src, list)
	return Next
}

// trashTogether trashes the cards in list as one event (R033): all of them
// go to their owners' discard piles first, and only then are the
// consequences dealt with. Programs hosted in a trashed daemon that were
// not themselves in list are trashed after every card of list
// (ONR-8.8.3); the Runner trashes programs over his or her memory once the
// whole effect has resolved (ONR-8.7.3, R199: stepEffect calls fitMemory).
// src is the card whose effect trashes them.
func (s *State) trashTogether(src int32, list []int32) {
	if len(list) == 0 {
		return
	}
	var hosted []int32
	for _, c := range list {
		if s.Cards[c].Zone == ZoneRig && s.hosts(c) > 0 {
			for _, h := range s.P(s.controller(c)).Rig {
				if s.Cards[h].Host == c && !slices.Contains(list, h) {
					hosted = append(hosted, h)
				}
			}
		}
	}
	// Taken from their daemons for the moment, so that trashing a daemon
	// does not take them along before the rest of list is trashed (detach).
	for _, h := range hosted {
		s.note(h)
		s.setHost(h, 0)
	}
	by := s.cardArg(src)
	if src != 0 && !s.visible(src, engine.NoSeat) {
		// A lasting effect whose card has gone where not everyone sees it
		// (Emergency Rig shuffled from the Archives into R&D): the effect
		// is told, its card not named (ONR-2.6).
		by = -1
	}
	s.sayCards(msgTrashesCards, by, list, func(c int32) bool { return s.visible(c, engine.NoSeat) })
	for _, c := range list {
		fort := s.fortOfInstalled(c)
		s.trash(c)
		if src != 0 {
			s.happened(DeedTrashed, s.controller(src), c, fort, 0) // history.go
		}
	}
	for _, h := range hosted {
		s.say(msgTrashedWithHostDaemon, s.cardArg(h))
		s.trash(h)
	}
}
