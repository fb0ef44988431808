package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Cards held by a card (held-cards): "whenever one or more installed
// programs are being sent to the trash at the same time, you may instead
// choose to put any or all of the programs on top of [this card] in any
// order you choose. If [it] is removed from play, trash any cards on it.
// [action]: Bring the top card on [it] into your hand."
//
// A held card is in ZoneHeld (Player.Held, top first), face up and so
// visible to every seat (R403), held by the card Card.Host. It is not
// installed and not in play: it uses no memory, its text does not work,
// and every effect that looks at installed or trashed cards passes it by.
// Several holders share Player.Held; the cards of one holder are those
// whose Host it is, in the list's order.
//
// The replacement (a ModHoldsTrashed static of an active card, whose Filter
// says which cards it may hold) is decided in the trash window
// (prevent.go, trashtogether.go): once no prevention saved the card, its
// controller chooses, card by card, which of the cards being trashed go on
// top of which holder instead; each one put goes on top, so the order of the
// choices is the order on the holder ("in any order you choose"), and the
// rest are trashed. Decisions taken here:
//   - A card put on a holder instead counts as trashed (R404): a [trash]
//     cost it paid is paid, it leaves play (its leave-play triggers fire,
//     what was bound to it ends, programs it hosted are trashed).
//   - Only a card being trashed while installed can be held (R316): a card
//     trashed from hand, or a program the Runner trashes to fit his memory
//     (ONR-8.7.3: the Runner's choice of which programs to remove, not an
//     effect sending them to the trash), never reaches the trash window.
//   - A holder does not hold itself.
//   - The held cards are trashed by the holder's own leave-play trigger
//     (TrashHeldCards, leaveplay.go), at the next point where the rules may
//     start an effect after it left play; until then they stay held.

// holders appends to dst the active cards of c's controller that may hold
// installed card c instead of its trash.
func (s *State) holders(dst []int32, c int32) []int32 {
	k := &s.Cards[c]
	if k.Zone != ZoneRig {
		return dst
	}
	for _, h := range s.P(k.At).Rig {
		if h == c || !s.active(h) || !s.def(h).statics {
			continue
		}
		for i := range s.def(h).Abilities {
			if a := &s.def(h).Abilities[i]; a.Kind == KindStatic && a.Mod == ModHoldsTrashed && a.Filter.matches(s, c) {
				dst = append(dst, h)
				break
			}
		}
	}
	return dst
}

// mayHold reports whether any card of list could be held instead of
// trashed.
func (s *State) mayHold(list ...int32) bool {
	var buf [4]int32
	for _, c := range list {
		if len(s.holders(buf[:0], c)) > 0 {
			return true
		}
	}
	return false
}

// askHold asks Runner seat which card of list, if any, goes on top of
// which holder instead of being trashed (see above), with VerbDone to
// trash the rest. It reports whether it asked.
func (s *State) askHold(seat engine.Seat, list []int32) bool {
	var opts []engine.Option
	var buf [4]int32
	for _, c := range list {
		for _, h := range s.holders(buf[:0], c) {
			opts = append(opts, engine.Option{Verb: VerbHold, Card: s.h(c), Target: s.h(h)})
		}
	}
	if len(opts) == 0 {
		return false
	}
	prompt := fmt.Sprintf("%s is being trashed: put it on a card instead?", s.def(list[0]).Title)
	if len(list) > 1 {
		prompt = "Cards are being trashed together: put one on a card instead?"
	}
	s.ask(seat, prompt, "R404", append([]engine.Option{{Verb: VerbDone}}, opts...))
	return true
}

// hold puts card c on top of holder h instead of its trash (R403, R404).
func (s *State) hold(c, h int32) {
	s.tookMod(h, ModHoldsTrashed)
	s.say(msgHeldInsteadOfTrash, s.cardArg(c), s.cardArg(h))
	s.move(c, s.Cards[c].Owner, ZoneHeld, true)
	k := &s.Cards[c]
	k.Host, k.FaceUp = h, true
}

// heldBy returns the cards held by h, top first.
func (s *State) heldBy(h int32) []int32 {
	var out []int32
	for _, c := range s.Players[s.Cards[h].Owner].Held {
		if s.Cards[c].Host == h {
			out = append(out, c)
		}
	}
	return out
}

// TakeTopHeld: "bring the top card on this card into your hand".
func TakeTopHeld() Op { return OpFunc(takeTopHeld) }

func takeTopHeld(s *State, f *Frame) Status {
	if held := s.heldBy(f.Src); len(held) > 0 {
		c := held[0]
		s.say(msgReturnsFromHolder, s.cardArg(c), s.cardArg(f.Src), int32(s.Cards[c].Owner))
		s.move(c, s.Cards[c].Owner, ZoneHand, false)
	}
	return Next
}

// TrashHeldCards: "trash any cards on it" (as the holder leaves play).
func TrashHeldCards() Op { return OpFunc(trashHeldCards) }

func trashHeldCards(s *State, f *Frame) Status {
	for _, c := range slices.Clone(s.Players[s.Cards[f.Src].Owner].Held) {
		if s.Cards[c].Host == f.Src {
			s.say(msgTrashedWithHolder, s.cardArg(c), s.cardArg(f.Src))
			s.trash(c)
		}
	}
	return Next
}

// HoldsCards: the card holds at least one card ("bring the top card on it").
var HoldsCards Cond = CondFunc(holdsCards)

func holdsCards(s *State, self int32) bool { return self != 0 && len(s.heldBy(self)) > 0 }

// Hold puts card c on top of holder h, face up, for arranging a position
// (tests, scenarios).
func (g *Game) Hold(c, h int32) {
	s := g.s
	s.move(c, s.Cards[c].Owner, ZoneHeld, true)
	s.Cards[c].Host, s.Cards[c].FaceUp = h, true
}
