package nsg

import (
	"fmt"
	"reflect"
	"sync"

	"github.com/datafort/datafort/engine/ablate"
)

// The ablation gate's side of NSG's card vocabulary (engine/ablate,
// nsg/cards' ablation test): the changes made to a card's definition to
// see that its own tests notice, and the switch that makes one in this
// process. The listing, wording and making of changes are the engine's
// (ablate.Vocabulary); NSG supplies its vocabulary's shape and choices
// (vocabulary) and swaps a changed definition in (replaceDef). A change is
// one of: a printed ability disabled, an instruction of it disabled (InNop
// in its place), or one number or switch of an ability (its clicks or
// credits, its N, an instruction's N or Arg, once per turn, optional)
// moved by one or flipped. NSG's vocabulary derives no number of an
// ability, and none of its named types is an enumeration a card's text
// sets by value (an ability's or instruction's kind is what it is, not a
// setting), so Options is empty. A card's static values on Def (MU,
// RemoteStrength, …) are not abilities and are not changed.

// vocabulary is NSG's card vocabulary as the gate sees it: the program of
// an ability (Instrs), the no-op, and NSG's choices: a subroutine disabled
// stays printed (it can be broken, it counts among the ice's subroutines)
// and does nothing, and a breaker's or ice's break or boost prints its
// credit cost even when it is zero.
var vocabulary = sync.OnceValue(func() ablate.Vocabulary[Ability] {
	return ablate.Vocabulary[Ability]{
		Options: ablate.Options{Enums: map[reflect.Type][]int64{}},
		Program: "Instrs",
		Nop:     Instr{Kind: InNop},
		Kept:    func(a Ability) bool { return a.Kind == AbSubroutine },
		Name:    abilityName,
		Printed: func(a Ability, k ablate.Knob) bool {
			return k.Path == "Credits" && (a.Kind == AbBreak || a.Kind == AbBoost)
		},
	}
})

// abilityName names ability a's kind for people ("subroutine").
func abilityName(a Ability) string {
	if int(a.Kind) < len(abilityKindNames) {
		return abilityKindNames[a.Kind]
	}
	return fmt.Sprintf("kind %d", a.Kind)
}

// Ablations returns every change the ablation gate makes to the card with
// title, in order (ablate.Vocabulary.Ablations).
func Ablations(title string) ([]ablate.Spec, error) {
	d := Lookup(title)
	if d == nil {
		return nil, fmt.Errorf("ablations: %q is not defined", title)
	}
	return vocabulary().Ablations(d.Title, d.Abilities), nil
}

// DescribeAblation says what s changes, for people: "ability 1 (boost)
// disabled", "ability 0 (break) N 2→3".
func DescribeAblation(s ablate.Spec) string {
	d := Lookup(s.Card)
	if d == nil {
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
	d := Lookup(s.Card)
	if d == nil {
		return nil, fmt.Errorf("ablate: %q is not defined", s.Card)
	}
	abilities, err := vocabulary().Apply(s, d.Abilities)
	if err != nil {
		return nil, err
	}
	return replaceDef(d, abilities), nil
}

// replaceDef gives the defined card d the abilities given, with the ops
// Define derives from them rebuilt; d stays the same pointer, so that
// games already holding the card see the change. restore puts the old
// definition back; calling it again does nothing.
func replaceDef(d *Def, abilities []Ability) (restore func()) {
	defsMu.Lock()
	defer defsMu.Unlock()
	saved := *d
	nd := *d
	nd.Abilities, nd.opsCache = abilities, nil
	for i := range abilities {
		nd.opsCache = append(nd.opsCache, nd.ops(i))
	}
	*d = nd
	var once sync.Once
	return func() {
		once.Do(func() {
			defsMu.Lock()
			defer defsMu.Unlock()
			*d = saved
		})
	}
}
