package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// The moment after damage is successfully done (trigger-damage-dealt):
// "use this ability only when the Corp successfully does meat damage". Once
// meat damage a Corp's card did has got past the Runner's prevention and
// its cards are discarded (ONR-14.3, ONR-14.4), the Runner may use his
// abilities worded for this moment (When AfterMeatDamage), one at a time,
// then says done. The moment is a damage frame at the step damageDone
// (Frame.N the damage done, M its kind, Src its source).
//
// Hidden information. The moment opens on public grounds only, as the
// trace's post-reveal window does (tracewindow.go): the Runner has a usable
// ability for it on a face-up card, or a face-down card of the rig while
// some implemented hidden card has such an ability he could pay for;
// otherwise nothing is asked.

// damageDone is the step (Frame.T) of a damage frame at the moment after
// the damage was done.
const damageDone int32 = 2

// AfterDamagePrompt is the prompt of the Runner's decision after meat
// damage.
const AfterDamagePrompt = "Meat damage done: use an ability, or done"

// damageDoneMoment opens the moment after n damage of kind was done to
// Runner seat by source src, when there is one.
func (s *State) damageDoneMoment(seat engine.Seat, kind DamageKind, n, src int32) {
	if kind != Meat || n <= 0 || src == 0 || s.roleOf(s.controller(src)) != Corp || s.P(seat).Out {
		return
	}
	if len(s.abilityOptions(seat, AfterMeatDamage, nil)) == 0 && !s.mightUseFaceDown(seat, AfterMeatDamage) {
		return
	}
	s.push(Frame{Kind: FrameDamage, Seat: seat, Src: src, N: n, M: int32(kind), T: damageDone})
}

// afterDamage is the damage frame f at the moment after the damage: it
// handles the Runner's answer (an ability used, paid as ONR-18.3.7 says, or
// done) and asks again while the moment lasts.
func (s *State) afterDamage(f *Frame) Status {
	if f.Answered {
		o, _ := f.Take()
		if o.Verb != VerbUse {
			s.pop()
			return Next
		}
		if s.payForOption(f, f.Seat, o) {
			return Next
		}
		s.useAbility(f.Seat, s.byHandle(int32(o.Card)), o.Arg, false)
		return Next // asked again once it has resolved
	}
	opts := s.abilityOptions(f.Seat, AfterMeatDamage, nil)
	if len(opts) == 0 && !s.mightUseFaceDown(f.Seat, AfterMeatDamage) {
		s.pop()
		return Next
	}
	return s.ask(f.Seat, AfterDamagePrompt, "ONR-14", append([]engine.Option{{Verb: VerbDone}}, opts...))
}

// mightUseFaceDown reports whether, on public grounds, Runner seat might
// hold a face-down card of the rig with an activated ability usable at
// moment when: he has a face-down card, and some implemented hidden card
// has such an ability whose condition holds (on the public state) and
// whose bits he might pay (mightPayFaceDown: a face-down card may pay).
func (s *State) mightUseFaceDown(seat engine.Seat, when Timing) bool {
	p := s.P(seat)
	if s.Options.FastPass || !s.hasFaceDownInRig(p) {
		return false
	}
	return s.hiddenAbilityMight(seat, 0, func(d *Def, a *Ability) bool {
		return d.card.Type == carddb.Resource && a.Kind == KindActivated && a.When&when != 0
	})
}

// hiddenAbilityMight reports whether some implemented hidden card has an
// ability that match accepts, whose condition holds on the public state
// and whose bits Runner seat might pay (mightPayFaceDown), were it one of
// his face-down cards other than except (0: none). The condition is read
// with that face-down card as its card, as the real card's would be: a
// condition about its own card ("while you are encountering AP ice" asks
// that its card be the encountering Runner's) holds for any of them. The
// callers (mightUseFaceDown, mightPreventFaceDown,
// mightPreventTrashFaceDown) check first that he has such a card.
func (s *State) hiddenAbilityMight(seat engine.Seat, except int32, match func(d *Def, a *Ability) bool) bool {
	for _, c := range s.P(seat).Rig {
		if c == except || s.Cards[c].FaceUp {
			continue
		}
		for _, d := range defsSummary().hidden {
			for i := range d.Abilities {
				if a := &d.Abilities[i]; match(d, a) && a.holds(s, c) && s.mightPayFaceDown(seat, a.Cost.Bits) {
					return true
				}
			}
		}
	}
	return false
}

// mightPayFaceDown reports whether, on public grounds, Runner seat might
// pay n bits with the help of his face-down cards: he has one, and his
// pool, the payment abilities of his face-up cards and, for each
// face-down card, the most a hidden card could add (defSummary.hiddenGain)
// would make n, within what he may still spend. A question asked only when
// he can pay (the trash of a card accessed, an ability of a face-down
// card) is asked whenever this holds, so that being asked does not tell
// what his face-down cards are.
func (s *State) mightPayFaceDown(seat engine.Seat, n int32) bool {
	p := s.P(seat)
	bound := p.Bits
	for _, c := range p.Rig {
		if !s.Cards[c].FaceUp {
			bound += defsSummary().hiddenGain
		}
	}
	if bound == p.Bits {
		return false // no face-down card
	}
	for _, c := range s.activeWith(withPayment) {
		if s.controller(c) != seat || !s.active(c) || !s.Cards[c].FaceUp {
			continue
		}
		var best int32
		abs := s.def(c).Abilities
		for i := range abs {
			if a := &abs[i]; a.When&Paying != 0 {
				best = max(best, a.N-a.Cost.Bits)
			}
		}
		bound += best
	}
	return s.mayStillSpend(seat, bound) >= n
}
