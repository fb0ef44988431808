package onr

import (
	"testing"

	"github.com/datafort/datafort/kernel"
)

// TestBreaksKeywordsIsTheReadingOfABreaksTargets: a break ability targets
// any ice, ice with one of its keywords (a KeywordOr list), the ice type
// chosen for the breaker (nothing before a choice), or, for a subroutine
// property, any ice whose subroutines are then filtered one by one
// (ONR-11.5.2).
func TestBreaksKeywordsIsTheReadingOfABreaksTargets(t *testing.T) {
	for _, tc := range []struct {
		name            string
		keyword, chosen string
		ice             []string
		want            bool
	}{
		{"an ice subroutine: any ice", "", "", []string{"Wall"}, true},
		{"a sentry subroutine: a sentry", "Sentry", "", []string{"Sentry", "Killer"}, true},
		{"a sentry subroutine: not a wall", "Sentry", "", []string{"Wall"}, false},
		{"keywords compare without case", "sentry", "", []string{"Sentry"}, true},
		{"one of a list: any of them", "Stun|Hellbolt|Knockout", "", []string{"Sentry", "AP", "Hellbolt"}, true},
		{"one of a list: none of them", "Stun|Hellbolt|Knockout", "", []string{"Sentry", "Killer"}, false},
		{"the chosen type: before any choice, nothing", ChosenIceType, "", []string{"Wall"}, false},
		{"the chosen type: ice of that type", ChosenIceType, "Code Gate", []string{"Code Gate"}, true},
		{"the chosen type: not another type", ChosenIceType, "Code Gate", []string{"Wall"}, false},
		{"a subroutine property: any ice, filtered per subroutine", SubroutineTraces, "", []string{"Wall"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := BreaksKeywords(tc.keyword, tc.chosen, tc.ice); got != tc.want {
				t.Errorf("BreaksKeywords(%q, %q, %v) = %v, want %v", tc.keyword, tc.chosen, tc.ice, got, tc.want)
			}
		})
	}
}

// TestSubroutinePropertyTraces: a subroutine traces when its program holds
// a trace; a break of SubroutineTraces targets only those.
func TestSubroutinePropertyTraces(t *testing.T) {
	traces, ends := kernel.Builtin("test-traces"), kernel.Builtin("test-ends")
	setBuiltin(traces, Do(Trace(3, GiveTags(1))))
	setBuiltin(ends, Do(EndRun()))
	defer setBuiltin(traces, nil)
	defer setBuiltin(ends, nil)
	a := &Ability{Kind: KindBreak, Keyword: SubroutineTraces}
	if !breaksSub(a, traces) {
		t.Errorf("a subroutine that traces is not targeted")
	}
	if breaksSub(a, ends) {
		t.Errorf("a subroutine that does not trace is targeted")
	}
	if !breaksSub(&Ability{Kind: KindBreak, Keyword: "Sentry"}, ends) {
		t.Errorf("a break without a property does not target every subroutine of its ice")
	}
}

// TestSharedLimitsCountTogether: abilities whose limit is Shared count
// their uses under one key; others each under their own index.
func TestSharedLimitsCountTogether(t *testing.T) {
	shared := Limit{Per: EvTurnStart, N: 2, Shared: true}
	own := Limit{Per: EvTurnStart, N: 2}
	if shared.useKey(3) != shared.useKey(4) {
		t.Errorf("shared limits of abilities 3 and 4 count apart")
	}
	if own.useKey(3) == own.useKey(4) || own.useKey(3) != 3 {
		t.Errorf("own limits: keys %d and %d", own.useKey(3), own.useKey(4))
	}
}

// TestBreakDecidedByItsProgram: a break ability whose program holds
// BreakTarget decides whether its use breaks; others break as used.
func TestBreakDecidedByItsProgram(t *testing.T) {
	if !decidesBreak(&Ability{Kind: KindBreak, Effect: Do(RollDie(), OnRoll(4, 6, BreakTarget()))}) {
		t.Errorf("a die-decided break is not recognised")
	}
	if decidesBreak(&Ability{Kind: KindBreak, Effect: Do(Noise(1))}) {
		t.Errorf("a plain break with noise is taken for a decided one")
	}
}
