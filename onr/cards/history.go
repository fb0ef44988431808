package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Cards that ask about the history of a turn (history-facts, onr/history.go):
// what a player did this turn or during his or her last turn.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	kinds := func(types ...carddb.Type) onr.Filter { return onr.Filter{Types: types} }
	keyword := func(k string) onr.Filter { return onr.Filter{Keywords: []string{k}} }
	stoleThisTurn := func(k string) onr.Past {
		return onr.Past{Deed: onr.DeedStole, ByYou: true, Filter: keyword(k)}
	}
	trashedThisTurn := func(k string) onr.Cond {
		return onr.Did(onr.Past{Deed: onr.DeedTrashed, ByYou: true, Filter: keyword(k)})
	}

	def("Data Sifters", onr.PlayIf(onr.Did(onr.Past{Deed: onr.DeedTrashed, Turn: onr.TheirLastTurn, Filter: kinds(carddb.Node)}), onr.GiveTags(1)))
	def("Silver Lining Recovery Protocol", onr.Play(onr.GainBitsPerFact(3, onr.Past{Deed: onr.DeedStole, Turn: onr.TheirLastTurn}, true)))
	def("Hot Tip for WNS", onr.Play(onr.If(onr.Did(stoleThisTurn("Black Ops")), onr.ScorePoints(1))))
	def("Desperate Competitor", onr.PlayIf(onr.Did(stoleThisTurn("Gray Ops")), onr.ScorePoints(1)))
	def("Field Reporter for Ice and Data", onr.Trigger(onr.EvTurnEnd, onr.GainBitsPerFact(1, onr.Past{Deed: onr.DeedRezzed, Filter: kinds(carddb.Ice)}, false)))
	// "Gain 8 bits if you trashed an advertisement card this turn, or gain
	// 6 bits if you trashed a transactions card this turn": the one or the
	// other, the greater when both.
	def("On the Fast Track", onr.Play(onr.IfElse(trashedThisTurn("Advertisement"), []onr.Op{onr.GainBits(8)},
		[]onr.Op{onr.If(trashedThisTurn("Transactions"), onr.GainBits(6))})))
}
