package onr

import "github.com/datafort/datafort/kernel"

// Shorthands for the abilities most cards are made of. Each returns an
// Ability value; cards with an unusual ability write the Ability literal.

// Sub is a subroutine of ice (ONR-11.6).
func Sub(ops ...Op) Ability { return Ability{Kind: KindSub, Effect: Do(ops...)} }

// Play is what an operation or prep does when played (ONR-7).
func Play(ops ...Op) Ability { return Ability{Kind: KindPlay, Effect: Do(ops...)} }

// PlayIf is Play with "play only if cond" (ONR-7.2).
func PlayIf(cond Cond, ops ...Op) Ability {
	return Ability{Kind: KindPlay, If: cond, Effect: Do(ops...)}
}

// OnScore is "when you score this agenda, …" (ONR-10.5).
func OnScore(ops ...Op) Ability { return Trigger(EvScored, ops...) }

// OnAccess is "when the Runner accesses this card, …" (ONR-11.11.4): it
// works only while the card is rezzed (ONR-9.10).
func OnAccess(ops ...Op) Ability { return Trigger(EvAccessed, ops...) }

// Trigger is "when … happens, …": ops resolve when an occurrence on
// happens (ONR-18.1).
func Trigger(on kernel.EventType, ops ...Op) Ability {
	return Ability{Kind: KindTrigger, On: on, Effect: Do(ops...)}
}

// Breaks is an icebreaker's "bits: break a keyword subroutine" (ONR-11.5);
// keyword "" breaks any ice. ops are what else each use does (a noise
// penalty).
func Breaks(keyword string, bits int32, ops ...Op) Ability {
	return Ability{Kind: KindBreak, Keyword: keyword, Cost: Cost{Bits: bits}, Effect: Do(ops...)}
}

// BreaksAll is "bits: break all subroutines of a piece of ice"
// (ONR-11.5.6); ops are what else each use does.
func BreaksAll(bits int32, ops ...Op) Ability {
	return Ability{Kind: KindBreakAll, Cost: Cost{Bits: bits}, Effect: Do(ops...)}
}

// Pump is an icebreaker's "bits: +n strength" for the encounter
// (ONR-11.5.3).
func Pump(bits, n int32) Ability {
	return Ability{Kind: KindPump, Cost: Cost{Bits: bits}, N: n, Until: EvEncounterEnd}
}

// PumpForRun is "bits: +n strength for the remainder of the run".
func PumpForRun(bits, n int32) Ability {
	return Ability{Kind: KindPump, Cost: Cost{Bits: bits}, N: n, Until: EvRunEnds}
}

// Static is a continuous effect: value mod changes by n while the card
// works.
func Static(mod kernel.ModKind, n int32) Ability { return Ability{Kind: KindStatic, Mod: mod, N: n} }

// Action is an ability used as an action: "cost: effect" (ONR-6.3); cost
// must include at least one action.
func Action(label string, cost Cost, ops ...Op) Ability {
	return Ability{Kind: KindActivated, Label: label, When: AsAction, Cost: cost, Effect: Do(ops...)}
}

// AnyTime is an ability used whenever its controller may use special
// effects (ONR-9.4).
func AnyTime(label string, cost Cost, ops ...Op) Ability {
	return Ability{Kind: KindActivated, Label: label, When: AnyWindow, Cost: cost, Effect: Do(ops...)}
}

// BaseLink is "bits: base link n" (ONR-12.1.3).
func BaseLink(bits, n int32) Ability {
	return Ability{Kind: KindBaseLink, Cost: Cost{Bits: bits}, N: n}
}

// LinkBoost is "bits: +1 link", bought after the base link of the same
// card (ONR-12.1.3).
func LinkBoost(bits int32) Ability {
	return Ability{Kind: KindLinkBoost, Cost: Cost{Bits: bits}, N: 1}
}

// VirusOn makes the card a virus program that gives the Corp a counter at
// the end of each successful run on central fort fort (ONR-15, R048).
func VirusOn(fort Central) Ability { return Ability{Kind: KindVirus, Fort: fort} }

// Prevents is "[cost]: prevent n" of occurrence on (damage of a kind, a tag,
// a trash; ONR-18.3.5).
func Prevents(on kernel.EventType, n int32, cost Cost) Ability {
	return Ability{Kind: KindPrevent, On: on, N: n, Cost: cost}
}
