package onr

import (
	"fmt"
	"reflect"
	"slices"
	"sync"

	"github.com/datafort/datafort/engine/ablate"
)

// The ablation gate's side of the card vocabulary (engine/ablate,
// onr/cards' ablation test): the changes made to a card's definition to
// see that its own tests notice, and the switch that makes one in this
// process. The listing, wording and making of changes are the engine's
// (ablate.Vocabulary); ONR supplies its vocabulary's shape and choices
// (vocabulary) and swaps a changed definition in (replaceDef). A change is
// one of: a printed ability disabled, an op of its program disabled, or
// one number or switch inside an ability (a cost, an amount, a die's faces, a limit, a
// filter's flag, a damage kind, a fort) moved by one or flipped. Numbers
// the vocabulary derives (the offsets Do writes into a program's branches)
// are not changes of card text, and are left alone.

// vocabulary is ONR's card vocabulary as the gate sees it: its
// enumerations, the field Do derives, the program of an ability (Effect),
// and ONR's choices: a subroutine disabled stays printed (it can be
// broken, it counts among the ice's subroutines) and does nothing, and
// the bits of a break or pump are printed even when zero ("0[bit]:
// break").
var vocabulary = sync.OnceValue(func() ablate.Vocabulary[Ability] {
	return ablate.Vocabulary[Ability]{
		Options: ablate.Options{
			Skip: ablate.SkipDerived(derivedField),
			Enums: map[reflect.Type][]int64{
				reflect.TypeFor[DamageKind](): {int64(Net), int64(Meat), int64(Brain)},
				reflect.TypeFor[Central]():    {int64(CentralHQ), int64(CentralRD), int64(CentralArchives)},
				reflect.TypeFor[ActionOf]():   {int64(ToInstall), int64(ToGain), int64(ToDraw), int64(ToRunRD), int64(ToRunHQ), int64(ToRunSubsidiary), int64(ToPlayRandom)},
			},
		},
		Program: "Effect",
		Nop:     nop{},
		Kept:    func(a Ability) bool { return a.Kind == KindSub },
		Name:    abilityName,
		Printed: func(a Ability, k ablate.Knob) bool {
			return k.Path == "Cost.Bits" && (a.Kind == KindBreak || a.Kind == KindBreakAll || a.Kind == KindPump)
		},
	}
})

// abilityName names ability a for people: its kind, and its label if it
// has one ("subroutine: End the run").
func abilityName(a Ability) string {
	if a.Label != "" {
		return KindName(a.Kind) + ": " + a.Label
	}
	return KindName(a.Kind)
}

// derivedField returns the field of struct type t that Do writes (the
// number of ops a gate skips, withSkip), -1 if none.
func derivedField(t reflect.Type) int {
	if t == reflect.TypeFor[jump]() {
		return 0
	}
	g, ok := reflect.Zero(t).Interface().(gate)
	if !ok {
		return -1
	}
	a, b := reflect.ValueOf(g.withSkip(0)), reflect.ValueOf(g.withSkip(1))
	for i := range t.NumField() {
		if !a.Field(i).Equal(b.Field(i)) {
			return i
		}
	}
	return -1
}

// Ablations returns every change the ablation gate makes to the card with
// title, in order (ablate.Vocabulary.Ablations).
func Ablations(title string) ([]ablate.Spec, error) {
	d, ok := Lookup(title)
	if !ok {
		return nil, fmt.Errorf("ablations: %q is not defined", title)
	}
	return vocabulary().Ablations(d.Title, d.Abilities), nil
}

// DescribeAblation says what s changes, for people: "ability 1 (break)
// disabled", "ability 0 (static) N 2→3".
func DescribeAblation(s ablate.Spec) string {
	d, ok := Lookup(s.Card)
	if !ok {
		return s.String()
	}
	return vocabulary().Describe(s, d.Abilities)
}

// Ablate makes the change s to its card's definition in this process, as a
// build with that definition would have it, until restore is called. It
// is for the ablation gate's worker (a test process) and, through
// MakeAblation, for a command that plays nothing else meanwhile (datafort
// sim --ablate): never call it where a game is played for real.
func Ablate(s ablate.Spec) (restore func(), err error) {
	d, ok := Lookup(s.Card)
	if !ok {
		return nil, fmt.Errorf("ablate: %q is not defined", s.Card)
	}
	abilities, err := vocabulary().Apply(s, d.Abilities)
	if err != nil {
		return nil, err
	}
	return replaceDef(d, abilities), nil
}

// nop is the op put in the place of a disabled one: it does nothing.
type nop struct{}

func (nop) Run(s *State, f *Frame) Status { return Next }

// replaceDef gives the defined card d the abilities given, rebuilt by
// Define (fingerprint and everything Define derives recomputed); d stays
// the same pointer, so that games already holding the card see the
// change. restore puts the old definition back; calling it again does
// nothing.
func replaceDef(d *Def, abilities []Ability) (restore func()) {
	saved, savedHand, savedPrint := *d, slices.Clone(fromHand), prints.Of(d.cid)
	delete(defs, d.ID())
	prints.Set(d.cid, "")
	nd := Define(Def{Title: d.Title, Abilities: abilities})
	*d = *nd
	defs[d.ID()] = d
	setDef(d.ID(), d)
	fromHand = slices.DeleteFunc(fromHand, func(x *Def) bool { return x == nd })
	if d.playsToPrevent() && !slices.Contains(fromHand, d) {
		fromHand = append(fromHand, d)
	}
	done := false
	return func() {
		if done {
			return
		}
		done = true
		*d = saved
		defs[d.ID()] = d
		prints.Set(d.cid, savedPrint)
		setDef(d.ID(), d)
		fromHand = savedHand
		defsGen++ // cached encodings of rules are stale again
	}
}
