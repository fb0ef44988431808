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

	ranOn := onr.Past{Deed: onr.DeedRanOn, ByYou: true}
	ranOnCentral := func(c onr.Central) onr.Past { return onr.Past{Deed: onr.DeedRanOn, ByYou: true, At: []onr.Central{c}} }
	blackIceRezzed := onr.Past{Deed: onr.DeedRezzed, Filter: onr.Filter{Types: []carddb.Type{carddb.Ice}, Keywords: []string{"Black Ice"}}}
	resourceInstalled := onr.Past{Deed: onr.DeedInstalled, Turn: onr.TheirLastTurn, Filter: kinds(carddb.Resource)}

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
	def("Terrorist Reprisal", onr.PlayIf(onr.Did(onr.Past{Deed: onr.DeedScored, Turn: onr.TheirLastTurn, Filter: keyword("Black Ops")}), onr.CorpDiscardsAtRandom(5)))
	def("Deal with Militech", onr.PlayIf(onr.Did(stoleThisTurn("Research")), onr.StrengthCounterOnEveryIcebreaker(1)))
	def("Remote Detonator", onr.PlayIf(onr.Did(ranOn), onr.TrashRezzedIceOnFortOf(ranOn), onr.GiveTags(3)))
	def("Fortress Respecification", onr.PlayIf(onr.Did(ranOn), onr.RearrangeIceOnFortOf(ranOn)))
	// "Give the Corp 1 additional Bad Publicity point if you liberated or
	// trashed any Black Ops cards during those runs." Decision: during this
	// turn, in which those runs were made.
	def("Frame-Up", onr.PlayIf(onr.DidAll(ranOnCentral(onr.CentralHQ), ranOnCentral(onr.CentralRD)), onr.GiveBadPublicity(1),
		onr.If(onr.DidAny(stoleThisTurn("Black Ops"), onr.Past{Deed: onr.DeedTrashed, ByYou: true, Filter: keyword("Black Ops")}), onr.GiveBadPublicity(1))))
	def("Senatorial Field Trip", onr.PlayIf(onr.Did(blackIceRezzed), onr.DerezOrBadPublicity(blackIceRezzed, 2)))
	def("Underworld Mole", onr.PlayIf(onr.Did(resourceInstalled), onr.Trace(4, onr.TrashRunnerCardOf(resourceInstalled), onr.GiveTags(1))))
	// "Install only inside a subsidiary data fort. This fort may be run only
	// if you installed or advanced a card inside or on this fort during
	// your last turn" (R214: any advancement counter added), a region
	// (ONR-8.4.2: rezzed as it is installed, one a fort).
	here := func(d onr.Deed) onr.Past {
		return onr.Past{Deed: d, Turn: onr.TheirLastTurn, ByYou: true, ThisFort: true}
	}
	closed := onr.Static(onr.ModFortClosed, 1)
	closed.If = onr.DidNone(here(onr.DeedInstalled), here(onr.DeedAdvanced))
	def("Roving Submarine", onr.Static(onr.ModRezOnInstall, 1), onr.InstallOnlyIn(onr.Subsidiary), closed)
}
