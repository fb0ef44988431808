package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// doDamage starts n damage of kind to Runner seat from source src.
func (s *State) doDamage(seat engine.Seat, kind DamageKind, n int32, src int32, unpreventable bool) {
	n += s.damageBonus(kind, n)
	f := Frame{Kind: FrameDamage, Seat: seat, Src: src, N: n, M: int32(kind)}
	if unpreventable {
		f.T, f.Step = 1, corpPrevented // nor may the Corp prevent it (corpprevent.go)
	}
	s.push(f)
}

// preventOptions lists Runner seat's usable prevention effects against
// occurrence on: those of his installed cards and, for a prevention played
// from hand, of the cards in his hand (R077); target is the card about to
// be trashed for EvTrashed.
//
// canPrevent takes only a prevention ability (KindPrevent), and of a card
// in the hand only one played from the hand (Def.prevents): the loop asks
// it of those alone, read inline, as canPrevent's first tests would
// refuse the rest (TestPreventOptionsAskOnlyPreventions).
func (s *State) preventOptions(seat engine.Seat, on kernel.EventType, target int32) []engine.Option {
	var opts []engine.Option
	p := s.P(seat)
	for li, list := range [][]int32{p.Rig, p.Hand} {
		hand := li == 1
		for _, c := range list {
			d := s.def(c)
			if hand && !d.prevents && !s.unmasked {
				continue
			}
			for i := range d.Abilities {
				if d.Abilities[i].Kind != KindPrevent && !s.unmasked {
					continue
				}
				if s.canPrevent(seat, c, i, on, target) {
					opts = append(opts, engine.Option{Verb: VerbPrevent, Card: s.h(c), Arg: i})
				}
			}
		}
	}
	return opts
}

// preventWindow lets Runner f.Seat use prevention (or avoidance) effects
// against the amount in f.N, one at a time, until he takes the rest
// (f.T set). It reports whether a decision is pending. When it returns false
// either nothing can be prevented any more (f.T set) or a prevention was
// just used (it may have pushed frames: its cost, its other effects) and the
// caller should return Next and ask again.
func (s *State) preventWindow(f *Frame, on kernel.EventType, prompt, rule string) bool {
	if f.N <= 0 || f.T != 0 {
		f.T = 1
		return false
	}
	if f.Answered {
		if o, _ := f.Take(); o.Verb == VerbPrevent {
			c := s.byHandle(int32(o.Card))
			if s.payFirst(f, f.Seat, s.def(c).Abilities[o.Arg].Cost.Bits, 0, c) {
				return false // payment abilities first (ONR-18.3.7); asked again after
			}
			// This may push frames (a trash cost that can itself be
			// prevented, the prevention's other effects): f may then be
			// stale, but its T is unchanged.
			s.usePrevention(f.Seat, c, o.Arg, len(s.Frames())-1)
			return false
		}
		f.T = 1 // the Runner takes the rest
		return false
	}
	var target int32
	if on == EvTrashed {
		target = f.M
	}
	opts := s.preventOptions(f.Seat, on, target)
	flatline := f.Kind == FrameDamage && f.N > int32(len(s.P(f.Seat).Hand)) // the damage would flatline (flatline.go)
	if flatline {
		opts = append(opts, s.preventOptions(f.Seat, EvFlatline, 0)...)
	}
	if l := s.List(f); f.Kind != FrameTrash && len(l) > 0 {
		// A card whose prevention the Corp paid to undo does not prevent
		// this occurrence again (unprevent.go).
		opts = slices.DeleteFunc(opts, func(o engine.Option) bool { return slices.Contains(l, s.byHandle(int32(o.Card))) })
	}
	if len(opts) == 0 && !s.mightPreventFromHand(f.Seat, on, target) && !(flatline && s.mightPreventFromHand(f.Seat, EvFlatline, 0)) &&
		(on == EvTrashed && !s.mightPreventTrashFaceDown(f.Seat, target) || on != EvTrashed && !s.mightPreventFaceDown(f.Seat, on)) {
		f.T = 1
		return false
	}
	s.ask(f.Seat, prompt, rule, append([]engine.Option{{Verb: VerbTake}}, opts...))
	return true
}

// stepDamage resolves damage (ONR-14): the Runner may prevent some, then
// discards one card at random per point; more damage than cards flatlines
// the Runner (ONR-14.5). Frame.N is the amount, M the kind, T set when
// the damage cannot be prevented; T damageDone is the moment after damage
// was successfully done (afterdamage.go).
func (s *State) stepDamage(f *Frame) Status {
	if f.T == damageDone {
		return s.afterDamage(f) // afterdamage.go
	}
	kind := DamageKind(f.M)
	if st, asked := s.damageSourceWindow(f); asked { // damagesource.go (R112)
		return st
	}
	s.autoPrevent(f)
	if s.preventWindow(f, kind.event(), itoa(f.N)+" "+kind.String()+" damage: prevent some?", "ONR-14.4") {
		return Wait
	}
	if f.T == 0 {
		return Next // a prevention was used; ask again for the rest
	}
	if st, asking := s.corpPrevents(f); asking {
		return st // corpprevent.go
	}
	s.pop()
	n := f.N
	if n <= 0 {
		return Next
	}
	s.say(msgTakesDamage, int32(f.Seat), n, int32(kind))
	s.noteDamaged(f.Seat)
	s.handSizeOnDamage(f.Src, f.Seat) // damagehandsize.go
	p := s.P(f.Seat)
	if kind == Brain {
		p.Brain += n // ONR-14.2
	}
	done := n
	for ; n > 0; n-- {
		if len(p.Hand) == 0 {
			s.defeat(f.Seat, "flatline")
			return Next
		}
		c := p.Hand[s.RNG.IntN(len(p.Hand))]
		s.say(msgDiscardsAtRandom, int32(f.Seat), s.cardArg(c))
		s.trash(c)
	}
	s.damageDoneMoment(f.Seat, kind, done, f.Src) // afterdamage.go
	return Next
}

// giveTags starts giving n tags to Runner seat from source src, owned by
// owner (tags.go; Frame.M holds owner+1).
func (s *State) giveTags(seat engine.Seat, n int32, src int32, owner engine.Seat) {
	s.push(Frame{Kind: FrameTags, Seat: seat, Src: src, N: n, M: int32(owner) + 1})
}

// stepTags gives tags, after the Runner's chance to avoid them
// (ONR-13.5).
func (s *State) stepTags(f *Frame) Status {
	s.autoAvoidTags(f)
	if s.preventWindow(f, EvTagGiven, itoa(f.N)+" tags: avoid some?", "ONR-13.5") {
		return Wait
	}
	if f.T == 0 {
		return Next // an avoidance was used; ask again for the rest
	}
	s.pop()
	if f.N > 0 {
		s.addTags(f.Seat, engine.Seat(f.M-1), f.N)
		s.P(f.Seat).Hist.TaggedThisTurn = true
		s.say(msgReceivesTags, int32(f.Seat), f.N)
	}
	return Next
}
