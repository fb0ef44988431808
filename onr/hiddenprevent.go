package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Hidden preventions (ONR-16.1): a hidden resource that prevents ("[trash]:
// Prevent 2 meat damage", "1 bit, [trash]: Avoid receiving a tag") is
// installed face down. Asking the Runner to prevent only when he has such
// a card would tell the Corp what a face-down card is, so, as for cards
// played from hand (mightPreventFromHand), he is also asked on public
// grounds: some implemented hidden card prevents this occurrence, he has a
// card of his rig installed face down, and the bits that card would cost,
// counting what a face-down card might pay (mightPayFaceDown).

// mightPreventFaceDown reports whether, on public grounds, Runner seat
// might hold a face-down card of the rig that prevents occurrence on.
func (s *State) mightPreventFaceDown(seat engine.Seat, on kernel.EventType) bool {
	p := s.P(seat)
	if s.Options.FastPass || !s.hasFaceDownInRig(p) {
		return false
	}
	return s.hiddenAbilityMight(seat, 0, func(_ *Def, a *Ability) bool {
		return a.Kind == KindPrevent && a.Where != InHand && a.answers(on)
	})
}

// hasFaceDownInRig reports whether player p has a card of the rig
// installed face down.
func (s *State) hasFaceDownInRig(p *Player) bool {
	for _, c := range p.Rig {
		if !s.Cards[c].FaceUp {
			return true
		}
	}
	return false
}

// mightPreventTrashFaceDown reports whether, on public grounds, Runner seat
// might hold a face-down card of the rig that prevents the trash of his
// installed card target ("[trash]: Prevent one or more of your other
// installed resources from being trashed"): he has a face-down card other
// than target, and some implemented hidden card prevents trashes now of
// cards of target's type, or of any type when target is face down, since
// then nobody else knows its type.
func (s *State) mightPreventTrashFaceDown(seat engine.Seat, target int32) bool {
	p := s.P(seat)
	if s.Options.FastPass || !slices.ContainsFunc(p.Rig, func(c int32) bool { return c != target && !s.Cards[c].FaceUp }) {
		return false
	}
	return s.hiddenAbilityMight(seat, target, func(_ *Def, a *Ability) bool {
		return a.Kind == KindPrevent && a.Where != InHand && a.answers(EvTrashed) &&
			(!s.Cards[target].FaceUp || slices.ContainsFunc(a.Filter.Types, func(t carddb.Type) bool { return s.isType(target, t) }))
	})
}
