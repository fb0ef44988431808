package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Resources of the card pool's third part (issue 26): BBSes that search
// the stack, bits and actions bought at a price, and hidden resources of
// the moment after a successful run.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	action := func(label string, cost onr.Cost, ops ...onr.Op) onr.Ability { return onr.Action(label, cost, ops...) }
	look := func(n int32, t, also carddb.Type) onr.Ability {
		return action("Look at the top cards of the stack", onr.Cost{Actions: 1}, onr.TakeFromTopOfStack(n, 1, t, also))
	}

	// BBSes (search-and-tutor, onr/stacklook.go, onr/ownsearch.go). Taking
	// is not drawing (R099, R278, R409).
	def("The Short Circuit", action("Search the stack for a program", onr.Cost{Actions: 1, Bits: 1}, onr.StackToHandShown(carddb.Program)))
	def("Aujourd'Oui", look(5, carddb.Program, ""))
	def("N.E.T.O.", look(4, carddb.Prep, carddb.Resource))
	// "[action], 2 bits: Expose any card": only installed cards (R443).
	def("Ronin Around", look(5, carddb.Hardware, ""), action("Expose any card", onr.Cost{Actions: 1, Bits: 2}, onr.Expose(1)))

	// Hidden (ONR-16.1). "4 bits, [trash]: Access two additional cards
	// from R&D. Use this ability only when accessing cards from R&D."
	// Several add up (R434); stored cards only (R435). The Runner with a
	// face-down card is asked before each R&D access (onr/hidden.go).
	def("R&D Mole", onr.Ability{Kind: onr.KindActivated, Label: "Access two additional cards from R&D", When: onr.DuringAccess,
		Cost: onr.Cost{Bits: 4, Trash: true}, If: onr.AccessingFrom(onr.CentralRD), Effect: onr.Do(onr.AccessAdditional(onr.CentralRD, 2))})
	// Hidden. "[trash]: The Corp loses 3 bits. Use this ability
	// immediately after a successful run on HQ": once a run (R317).
	def("Credit Subversion", onr.Ability{Kind: onr.KindActivated, Label: "The Corp loses 3 bits", When: onr.DuringAccess,
		Cost: onr.Cost{Trash: true}, If: onr.BeforeAccessingFrom(onr.CentralHQ), Effect: onr.Do(onr.OpponentLosesBits(3))})

	// "At the start of each of your turns, roll a die. On a 6, trash Quest
	// for Cattekin, and you gain an action on each of your turns for the
	// remainder of the game. On a 1, suffer 1 brain damage. On a 2, suffer
	// 1 Net damage. Damage from Quest for Cattekin cannot be prevented."
	// The action is gained on the turn of the roll too (onr/turnactions.go).
	def("Quest for Cattekin", onr.Trigger(onr.EvTurnStart, onr.RollDie(),
		onr.OnRoll(6, 6, onr.ForRestOfGame(onr.ModTurnActions, 1, 0), onr.TrashThis()),
		onr.OnRoll(1, 1, onr.UnpreventableDamage(onr.Brain, 1)),
		onr.OnRoll(2, 2, onr.UnpreventableDamage(onr.Net, 1))))

	// "Each of your turns, you may choose to gain an action. If you do,
	// suffer 1 brain damage at the end of the turn. This damage cannot be
	// prevented." Each copy declared on its own, its damage on its own
	// (R427).
	mantis := onr.AnyTime("Gain an action", onr.Cost{}, onr.GainActions(1), onr.AtTurnEnd(onr.UnpreventableDamage(onr.Brain, 1)))
	mantis.If, mantis.Once = onr.OwnTurn, onr.PerTurn(1)
	def("Preying Mantis", mantis)

	// "Gain 12 bits when Loan from Chiba is installed. At the start of each
	// of your turns, lose 1 bit. If Loan from Chiba leaves play, pay 10 bits
	// or lose the game. You may trash Loan from Chiba at the end of any of
	// your turns." With no bits, the loss has no effect (R393); the 10 bits
	// need no action, so they are paid in any turn (R394).
	payOff := onr.Trigger(onr.EvTurnEnd, onr.MayDo(onr.TrashThis()))
	payOff.Label = "Trash Loan from Chiba" // the Runner's cards answer the end of his turns only
	def("Loan from Chiba", onr.Trigger(onr.EvInstalled, onr.GainBits(12)), onr.Trigger(onr.EvTurnStart, onr.LoseBits(1)),
		onr.Trigger(onr.EvLeftPlay, onr.PayOrLoseGame(10)), payOff)

	// Base links (ONR-12.1.3; one base link card for each trace, R253,
	// R254, R281, R444): "Gain 1 bit whenever you successfully use this
	// card to avoid a trace", whether or not its link made the difference
	// (R282; onr/traceavoided.go).
	avoided := func(bits, n int32) onr.Ability {
		a := onr.BaseLink(bits, n)
		a.Effect = onr.Do(onr.If(onr.TraceAvoided, onr.GainBits(1)))
		return a
	}
	def("Back Door to Rivals", avoided(0, 2), onr.LinkBoost(3))
	def("Runner Sensei", avoided(2, 4), onr.LinkBoost(2))

	// Hidden. "[trash]: Prevent one or more of your other installed
	// resources from being trashed. Use this ability only during the Corp's
	// turn." Against resources trashed together one use saves every other
	// one among them, even as it is trashed with them (R104, R506); the
	// Runner with a face-down card is asked on public grounds
	// (onr/hiddenprevent.go).
	def("Time to Collect", onr.Ability{Kind: onr.KindPrevent, On: onr.EvTrashed, N: onr.PreventAll, Cost: onr.Cost{Trash: true},
		Filter: onr.Filter{Types: []carddb.Type{carddb.Resource}, Others: true}, If: onr.DuringCorpTurn})
}
