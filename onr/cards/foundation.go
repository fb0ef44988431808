package cards

import "github.com/datafort/datafort/onr"

// Cards of other packages whose text needs only the foundation vocabulary
// (cardpool "Foundation step F"): card counters, conditional effects, basic
// ops, "until the end of the turn".
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// card-counters: "Put a Remap counter on Data Fort Remapping when you
	// score it. Remap counter: end a run."
	def("Data Fort Remapping", onr.OnScore(onr.PutCounters(1)),
		onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow, Label: "end the run", If: onr.InRun,
			Cost: onr.Cost{Counters: 1}, Effect: onr.Do(onr.EndRun())})
	// conditional-effects, basic-ops: "If you have 12 bits or more in your
	// pool when you score Corporate War, gain 12 bits; otherwise, lose all
	// bits."
	def("Corporate War", onr.OnScore(onr.IfElse(onr.HasBits(12), []onr.Op{onr.GainBits(12)}, []onr.Op{onr.LoseAllOwnBits()})))
	// basic-ops: "Gain 2 bits at the start of each of your turns. Trash Top
	// Runners' Conference when you make a run."
	def("Top Runner's Conference", onr.Trigger(onr.EvTurnStart, onr.GainBits(2)), onr.Trigger(onr.EvRunStart, onr.TrashThis()))
	// end-of-turn: "2 bits: +1 strength until end of turn", which lasts
	// past the end-of-turn discard (OPEN 21).
	def("Psychic Friend", onr.Breaks("Code Gate", 1),
		onr.Ability{Kind: onr.KindPump, Cost: onr.Cost{Bits: 2}, N: 1, Until: onr.EvTurnOver})
}

func init() {
	// basic-ops, conditional-effects: "Remove a tag, at no cost. You may pay
	// 1 bit when you play Open-Ended Mileage Program to take it back into
	// your hand instead of trashing it." It is trashed as it is played
	// (R022), and the payment brings it back.
	onr.Define(onr.Def{Title: "Open-Ended® Mileage Program", Abilities: []onr.Ability{{Kind: onr.KindPlay,
		Label: "pay 1 bit to take it back into your hand", Effect: onr.Do(onr.RemoveTags(1), onr.MayPay(1, onr.ReturnThisToHand()))}}})
}
