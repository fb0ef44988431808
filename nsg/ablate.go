package nsg

import (
	"fmt"
	"reflect"
	"sync"

	"github.com/datafort/datafort/engine/ablate"
	"github.com/datafort/datafort/kernel/cardkit"
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
// RemoteStrength, a play restriction, …) that its text sets are changed
// too, as ability -1 ("Palisade|-1|RemoteStrength=3"): staticAblations.

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
	if n, ok := moreAbilityKindNames[a.Kind]; ok {
		return n
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
	return append(vocabulary().Ablations(d.Title, d.Abilities), staticAblations(d)...), nil
}

// DescribeAblation says what s changes, for people: "ability 1 (boost)
// disabled", "ability 0 (break) N 2→3".
func DescribeAblation(s ablate.Spec) string {
	d := Lookup(s.Card)
	if d == nil {
		return s.String()
	}
	if s.Ability == staticAbility {
		if k, ok := ablate.Find(staticKnobs(d), s.Path); ok {
			return "static " + k.Describe(s.To)
		}
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
	if s.Ability == staticAbility {
		k, ok := ablate.Find(staticKnobs(d), s.Path)
		if !ok {
			return nil, fmt.Errorf("ablate %s: %s has no static value %s", s, s.Card, s.Path)
		}
		nd, err := ablate.Set(*d, k, s.To)
		if err != nil {
			return nil, fmt.Errorf("ablate %s: %w", s, err)
		}
		return replaceDef(d, nd), nil
	}
	abilities, err := vocabulary().Apply(s, d.Abilities)
	if err != nil {
		return nil, err
	}
	nd := *d
	nd.Abilities = abilities
	return replaceDef(d, nd), nil
}

// staticAbility is the ability number of a change of a static value.
const staticAbility = -1

// staticFields are the fields of Def that a card's text sets beside its
// abilities (the printed numbers of the data are not the vocabulary's).
var staticFields = map[string]bool{
	"MU": true, "HandSize": true, "RemoteStrength": true, "Advanceable": true, "ExtraHQAccess": true,
	"DrawBonus": true, "DiscountIfRan": true, "FirstProgramDiscount": true, "GripTrashDiscount": true,
	"AdditionalGripTrash": true, "RemoteOnly": true, "StrengthPerVirus": true, "RezForfeit": true,
	"HostOnIce": true, "HostedLoseAbilities": true, "PlayIf": true, "Recurring": true, "RecurringFor": true,
	"CostX": true, "TrashToRDInstead": true,
}

// staticOptions finds the knobs of Def's static fields, the play
// restriction an enumeration.
var staticOptions = ablate.Options{
	Skip: func(t reflect.Type, i int) bool { return t == reflect.TypeFor[Def]() && !staticFields[t.Field(i).Name] },
	Enums: map[reflect.Type][]int64{
		reflect.TypeFor[PlayRestriction](): {int64(PlayAnyTime), int64(PlayIfTagged), int64(PlayIfRunnerSucceeded), int64(PlayIfRanHQ)},
		reflect.TypeFor[RecurringUse]():    {int64(RecurNone), int64(RecurPlayEvents)},
		reflect.TypeFor[CostX]():           {int64(CostXNone), int64(CostXAtMostTags)},
	},
}

// staticKnobs returns the knobs of d's static values that its text sets
// (a number not 0, a switch on, a play restriction other than none).
func staticKnobs(d *Def) []ablate.Knob { return ablate.SetKnobs(*d, staticOptions) }

// staticAblations returns the changes of d's static values, in order.
func staticAblations(d *Def) []ablate.Spec {
	return ablate.KnobSpecs(d.Title, staticAbility, staticKnobs(d))
}

// replaceDef gives the defined card d the definition nd (a changed copy),
// with the ops Define derives from its abilities rebuilt; d stays the same
// pointer, so that games already holding the card see the change. restore
// puts the old definition back; calling it again does nothing.
func replaceDef(d *Def, nd Def) (restore func()) {
	defsMu.Lock()
	defer defsMu.Unlock()
	saved, savedPrint := *d, prints.Of(d.id)
	nd.opsCache = nil
	for i := range nd.Abilities {
		nd.opsCache = append(nd.opsCache, nd.ops(i))
	}
	nd.derive()
	*d = nd
	defGen.Add(1)
	fp, err := cardkit.Fingerprint(d.fingerprintParts()...)
	if err != nil { // a change of values only: the original could be fingerprinted
		panic(fmt.Sprintf("nsg: ablation of %q: %v", d.Title, err))
	}
	prints.Set(d.id, fp) // a build with this definition would fingerprint it so
	var once sync.Once
	return func() {
		once.Do(func() {
			defsMu.Lock()
			defer defsMu.Unlock()
			*d = saved
			defGen.Add(1)
			prints.Set(d.id, savedPrint)
		})
	}
}
