package cards

import "github.com/datafort/datafort/onr"

// Resources holding restricted, recurring bits (onr/restricted.go), and
// resources holding stored bits (onr/storedbits.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }
	// "Use this bit only to pay for increasing your link" (errata R362:
	// replaced from the bank): a "+1 link", never a base link (R413).
	def("Hell's Run", onr.Recurring(1, onr.ForLink, onr.Filter{}))

	// "Put 12 bits from the bank on it when it is installed … When all the
	// bits have been removed, trash it", as the Corp's campaigns (nodes.go).
	emptied := onr.If(onr.NoBitsLeft, onr.TrashThis())
	onInstall := onr.Trigger(onr.EvInstalled, onr.PutBits(12))
	def("Short-Term Contract", onInstall, onr.Action("Take 2 bits", onr.Cost{Actions: 1}, onr.TakeBits(2), emptied))
	def("Rigged Investments", onInstall, onr.Trigger(onr.EvTurnStart, onr.TakeBits(1), emptied))
	def("Streetware Distributor", onr.Trigger(onr.EvTurnStart, onr.TakeBits(1)),
		onr.Action("Put 3 bits on it", onr.Cost{Actions: 1}, onr.PutBits(3)))
	// "Each of your turns, you may take only one action to use Broker":
	// one limit shared by its two abilities, each copy its own (R055,
	// R299).
	once := onr.Limit{Per: onr.EvTurnStart, N: 1, Shared: true}
	put := onr.Action("Put 3 bits on it", onr.Cost{Actions: 1}, onr.PutBits(3))
	take := onr.Action("Take all the bits", onr.Cost{Actions: 1}, onr.TakeAllBits())
	put.Once, take.Once = once, once
	def("Broker", put, take)
}
