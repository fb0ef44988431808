package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// The Corp's window after a source of damage is used (damage-modifiers,
// R112): "Cybertech Think Tank advancement counter: Increase by 1 the meat
// damage dealt by another source" — "this ability is used after a source
// of meat damage is used, to increase the damage dealt by that source".
//
// Every damage passes through one step (stepDamage), and there, before
// the Runner may prevent any of it (ONR-14.4), the Corp answering for the
// damage (corpAgainst: the controller of its source if a Corp card, else
// the first opposing Corp) may use the abilities worded for this moment
// (When AfterDamageSource), one at a time, each paid as any ability is,
// then says done (Frame.Step of the damage frame remembers it). Their
// condition says which damage they answer (DamageFromOtherSource) and
// their program changes it (AddDamage).
//
// Hidden information. The window opens on public grounds only: the Corp
// has a usable ability for it, on an active (face-up) card, whose cost
// (advancement counters) everyone sees; otherwise nobody is asked.

// damageSourceDone is the bit of a damage frame's Step set once its Corp
// window is closed (corpprevent.go has another).
const damageSourceDone = 1

// DamageSourcePrompt is the prompt of the Corp's decision after a source
// of damage is used.
const DamageSourcePrompt = "Damage from a source: use an ability that increases it, or done"

// damageSourceWindow is the Corp's window of damage frame f: it reports
// whether the step should return st (a decision asked, or an ability used
// that resolves first); false once the window is closed.
func (s *State) damageSourceWindow(f *Frame) (st Status, asked bool) {
	if f.Step&damageSourceDone != 0 {
		return Next, false
	}
	corp := s.corpAgainst(f, f.Seat)
	if f.Answered {
		o, _ := f.Take()
		if o.Verb != VerbUse || corp == engine.NoSeat {
			f.Step |= damageSourceDone
			return Next, false
		}
		if s.payForOption(f, corp, o) {
			return Next, true
		}
		s.useAbility(corp, s.byHandle(int32(o.Card)), o.Arg, false)
		return Next, true // asked again once it has resolved
	}
	var opts []engine.Option
	if corp != engine.NoSeat && f.N > 0 {
		opts = s.abilityOptions(corp, AfterDamageSource, nil)
	}
	if len(opts) == 0 {
		f.Step |= damageSourceDone
		return Next, false
	}
	opts = append([]engine.Option{{Verb: VerbDone}}, opts...)
	return s.ask(corp, fmt.Sprintf("%d %s damage: %s", f.N, DamageKind(f.M), DamageSourcePrompt), "R112", opts), true
}

// damageFrame returns the damage being done: the innermost damage frame
// on the stack, or nil.
func (s *State) damageFrame() *Frame {
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		if f := &s.Frames()[i]; f.Kind == FrameDamage {
			return f
		}
	}
	return nil
}

// DamageFromOtherSource: damage of kind is being done, by a source that
// does some (R112), other than the card itself ("another source").
func DamageFromOtherSource(kind DamageKind) Cond { return damageFromOther{kind} }

type damageFromOther struct{ kind DamageKind }

func (o damageFromOther) Holds(s *State, self int32) bool {
	f := s.damageFrame()
	return f != nil && DamageKind(f.M) == o.kind && f.N > 0 && f.Src != self
}

// AddDamage: "increase by N the damage dealt" by the source whose damage
// is being done (R112). Outside a damage it does nothing.
func AddDamage(n int32) Op { return addDamage{n} }

type addDamage struct{ n int32 }

func (o addDamage) Run(s *State, f *Frame) Status {
	d := s.damageFrame()
	if d == nil {
		return Next
	}
	d.N += o.n
	s.say(msgDamageIncreased, s.cardArg(f.Src), d.M, d.N)
	return Next
}
