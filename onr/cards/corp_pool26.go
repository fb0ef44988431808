package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Corp agendas and operations of the card pool's last group (issue 26).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "Play only if Runner attempted a run during his or her last turn.
	// Trace 6—If trace is successful, give Runner one tag for each point
	// by which your trace exceeded his or her link" (tracemargin.go).
	// "You lose the following ability as soon as you rez or install any
	// card. [action]: Gain 2 bits": from its score on (lostatdeed.go).
	retreat := onr.Action("Gain 2 bits", onr.Cost{Actions: 1}, onr.GainBits(2))
	retreat.If = onr.KeptUntilDeed
	def("Corporate Retreat", onr.OnScore(onr.KeepUntilDeed(onr.DeedRezzed, onr.DeedInstalled)), retreat)

	// "When you score Breeding Ground, trash all cards installed in or on
	// the fort Breeding Ground was installed in. When Runner accesses
	// Breeding Ground, choose up to two programs for each advancement
	// counter on Breeding Ground; Runner brings those programs into his or
	// her hand" (bringtohand.go; R246, R247, R259).
	breeding := onr.OnAccess(onr.BringToHandPer(carddb.Program, 2, onr.CountAdv))
	breeding.Where = onr.Accessed // an installed agenda
	def("Viral Breeding Ground", onr.OnScore(onr.TrashScoredFromFort()), breeding)

	// "Show the top three cards of R&D to Runner when you score Security
	// Purge. If any of those cards are ice, install and rez them, at no
	// cost. Trash the rest of those cards" (showinstallice.go; R218-R220).
	def("Security Purge", onr.OnScore(onr.InstallShownIceTrashRest(3)))

	// "Gain 10 bits and choose up to four cards stored in HQ when you score
	// Data Fort Reclamation. Create a new data fort using the cards chosen.
	// Install the cards one at a time; you may rez them when you install
	// them. Then, return to the bank any of the 10 bits not spent"
	// (buildfort.go; R113, R114).
	def("Data Fort Reclamation", onr.OnScore(onr.BuildFortFromHQ(10, 4)))

	// "Rez a piece of ice, at no cost. Put on that ice a number of Term
	// counters equal to its rez cost. At the start of each of your turns,
	// if you have at least 2 bits, lose 2 bits and remove one of these Term
	// counters; otherwise, put a Term counter on that piece of ice"; the
	// effect ends with the last counter (R209; leaseice.go).
	def("Rent-to-Own Contract", onr.Play(onr.RezIceLeased(), onr.PayLeaseOrExtend(2)))

	def("Manhunt", onr.PlayIf(onr.RunnerRanLastTurn, onr.TraceMargin(6, onr.GiveTagsPerMargin())))
}
