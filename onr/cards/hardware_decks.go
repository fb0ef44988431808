package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Decks and chips holding restricted, recurring bits (ONR-2.1.2, ONR-2.1.3;
// onr/restricted.go), replaced from the bank by errata (R314, R412, R421,
// R439, R489, R525). Decks: only one in play (keyword Deck, ONR-8.9.1).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	killers := onr.Filter{Keywords: []string{"Killer"}}
	link := onr.Recurring(3, onr.ForLink, onr.Filter{}) // "only to pay for increasing your link", never a base link (R413, R422)

	def("Corolla Speed Chip", onr.Recurring(1, onr.ForIcebreakers, killers))
	def("ZZ22 Speed Chip", onr.Recurring(2, onr.ForIcebreakers, killers))
	def("Pandora's Deck", onr.Static(onr.ModMU, 2), link)
	def("PK-6089a", onr.Static(onr.ModMU, 1), link)
	def("Raven Microcyb Owl", onr.Static(onr.ModMU, 1), stealthBits(3))
	def("Sunburst Cranial Interface", onr.Static(onr.ModMU, 1), onr.Static(onr.ModHandSize, 1), stealthBits(1))
	// Errata R489: 5 bits from the bank; prevents up to 1 meat damage each
	// turn (as Dermatech Bodyplating, R326).
	def("Techtronica™ Utility Suit", onr.Static(onr.ModMU, 1),
		onr.Ability{Kind: onr.KindPrevent, On: onr.EvMeatDamage, N: 1, Once: onr.PerTurn(1)}, onr.Recurring(5, onr.ForLink, onr.Filter{}))
	def("Zetatech Portastation", onr.Recurring(1, onr.ForPlays, onr.Filter{Types: []carddb.Type{carddb.Prep}}))
}

// Hosting hardware (onr/hosting.go).
func init() {
	// "Spin Chip can have an icebreaker installed in it whose MU cost is no
	// greater than 1. Use the bits on Spin Chip only to pay for using this
	// icebreaker during runs." Decided: it hosts as a daemon does, one MU
	// outside the Runner's memory (the MU limit would mean nothing
	// otherwise), and the breaker is trashed if the chip leaves play
	// (ONR-8.8.3); otherwise the breaker is an ordinary installed one
	// (R347).
	onr.Define(onr.Def{Title: "Eurocorpse™ Spin Chip", Abilities: []onr.Ability{
		onr.Recurring(2, onr.ForIcebreakers, onr.Filter{Hosted: true}),
		{Kind: onr.KindStatic, Mod: onr.ModHosts, N: 1, Filter: onr.Filter{Keywords: []string{"Icebreaker"}}},
	}})
}

// Hardware with counters and actions (onr/counters.go).
func init() {
	// "At the start of each of your turns, if there are two Drip counters
	// on Drip Feed, remove all Drip counters from it and take 1 brain
	// damage, which cannot be prevented; otherwise, put a Drip counter on
	// Drip Feed and gain an action." One action a turn, lost if unused
	// (R401); a forgo penalty may take it (R402).
	onr.Define(onr.Def{Title: "Lucidrine™ Drip Feed", Abilities: []onr.Ability{onr.Trigger(onr.EvTurnStart, onr.IfElse(onr.HasCounters(2),
		onr.Do(onr.ClearCounters(), onr.UnpreventableDamage(onr.Brain, 1)), onr.Do(onr.PutCounters(1), onr.GainActions(1))))}})
}

// Memory (onr/memory.go).
func init() {
	// "Your base MU is equal to the number of cards in your hand instead of
	// 4": it changes continuously (ONR-8.7.4, v1.70); programs over it are
	// trashed once the effect that emptied the hand has resolved (R199).
	onr.Define(onr.Def{Title: "Omnitech Wet Drive", Abilities: []onr.Ability{{Kind: onr.KindStatic, Mod: onr.ModBaseMU, N: 1, X: onr.CountHandCards}}})
}

// A deck with a die roll and a leave-play trigger (onr/dice.go,
// onr/leaveplay.go).
func init() {
	// "Put 2 bits … Use this bits only to pay for using icebreakers during
	// runs or increasing your link" (two uses of one pool of bits: the
	// second Recurring adds none). "At the start of each of your turns
	// roll a die. On a 1, suffer 2 brain damage. This damage cannot be
	// prevented. If [it] leaves play suffer 2 brain damage": that damage
	// may be prevented (the text says so of the first only).
	onr.Define(onr.Def{Title: "Omnitech \"Spinal Tap\" Cybermodem", Abilities: []onr.Ability{
		onr.Static(onr.ModMU, 1), onr.Recurring(2, onr.ForIcebreakers, onr.Filter{}), onr.Recurring(0, onr.ForLink, onr.Filter{}),
		onr.Trigger(onr.EvTurnStart, onr.RollDie(), onr.OnRoll(1, 1, onr.UnpreventableDamage(onr.Brain, 2))),
		onr.Trigger(onr.EvLeftPlay, onr.BrainDamage(2)),
	}})
}

// A deck with a shared prevention limit (Ability.Or, onr/prevent.go).
func init() {
	// "Prevent up to 1 Net or brain damage each turn": one limit for both
	// kinds. Its bit pays only for increasing link (R413).
	onr.Define(onr.Def{Title: "Little Black Box", Abilities: []onr.Ability{onr.Static(onr.ModMU, 1), onr.Static(onr.ModHandSize, 1),
		{Kind: onr.KindPrevent, On: onr.EvNetDamage, Or: onr.EvBrainDamage, N: 1, Once: onr.PerTurn(1)}, onr.Recurring(1, onr.ForLink, onr.Filter{})}})
}
