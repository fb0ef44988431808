package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Preps of the pool's last part (issue 26): the Runner's one-shot cards of
// v1.0, Proteus and Classic written last.
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "The next time you access an agenda this turn, …" (nextagenda.go).
	def("Prearranged Drop", onr.Play(onr.NextAgendaAccessedThisTurn(onr.GainBits(6))))
	def("Promises, Promises", onr.Play(onr.NextAgendaAccessedThisTurn(onr.ScorePoints(1))))
	// A prevention pool for the run (preventpool.go).
	def("Weefle Initiation", anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.PreventDamageThisRun(7)))))
	// "Make a run. If run is successful, do not access cards; instead, …"
	// (trashrunice.go).
	def("Demolition Run", anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.InsteadOfAccess()), onr.TrashRezzedIceOfRunFort(), onr.GiveTags(3))))
	def("Do the 'Drine™", onr.Play(onr.SufferBrainForBits(4)))
	def("Private LDL Access", onr.Play(onr.MakeRun(onr.CentralHQ, onr.InsteadOfAccess()), onr.AccessAsSuccessfulRunOn(onr.CentralRD)))
	def("Forged Activation Orders", onr.Play(onr.RezOrTrashChosenIce()))
	def("misc.for-sale", onr.Play(onr.TrashOwnInstalledForBits(3)))
	def("If You Want It Done Right...", onr.Play(onr.TakeOneArrangeTop(5)))
	def("Boostergang Connections", onr.Play(onr.TrashHandSearchAsMany()))
	// "Play only if you have at least two connections in play. Trash two
	// connections. Give the Corp 1 Bad Publicity point" (a Corp with 7
	// loses, ONR-16.3.1: checkPoints).
	def("Poisoned Water Supply", onr.PlayIf(onr.InstalledWithAtLeast("Connection", 2),
		onr.TrashRunnerCardWith("Connection"), onr.TrashRunnerCardWith("Connection"), onr.GiveBadPublicity(1)))
	def("Gypsy™ Schedule Analyzer", onr.Play(onr.MakeRun(onr.CentralRD, onr.InsteadOfAccess()), onr.RevealRDUntilAgendaToHQ()))
	// "Make a run. Whenever you approach an unrezzed piece of ice during
	// that run, expose it. You may jack out before the Corp decides whether
	// to rez the ice" (onr/approach.go; Smarteye's ops).
	def("Decoy Signal", anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.WheneverThisRun(onr.EvIceApproached)),
		onr.If(onr.ApproachedIceUnrezzed, onr.ExposeApproachedIce(), onr.MayJackOut()))))
	// "Make a run. After passing a piece of ice during this run, you may
	// derez that ice and end your run if you broke all the subroutines of
	// that ice" (onr/passedbroken.go; R327, R328).
	technician := anyFort(onr.Play(onr.MakeRun(onr.AnyFort, onr.WheneverThisRun(onr.EvIcePassed)),
		onr.If(onr.PassedIceAllBroken, onr.MayDo(onr.DerezPassedIce(), onr.EndRun()))))
	technician.Label = "derez the ice passed and end the run"
	def("Disgruntled Ice Technician", technician)
	// "Roll a die. On a 1, 2, or 3, gain that many bits, set aside that
	// many dice to roll again, or choose some combination thereof. Repeat
	// until you have rolled all the dice you set aside" (onr/rollagain.go).
	def("Playful AI", onr.Play(onr.RollForBitsOrDice(3)))
	// "Make a run on each data fort. Score 1 agenda point if all the runs
	// are successful. Forgo your next action if any of the runs are not
	// successful": one chance at each fort (R420; onr/runeachfort.go).
	def("Pirate Broadcast", onr.Play(onr.RunOnEachFort(), onr.IfEveryRunSuccessful(onr.ScorePoints(1)),
		onr.UnlessEveryRunSuccessful(onr.ForgoActions(1))))
	// "Choose a program from your trash or search your stack for a program.
	// Install that program, at no cost. Shuffle your stack afterwards. At
	// the end of the turn, take the program into your hand": not if it left
	// play meanwhile (R464, R465; onr/installfree.go).
	def("Sneak Preview", onr.Play(onr.InstallFreeFromTrashOrStack(carddb.Program), onr.AtTurnEndForInstalled(onr.TakeIntoHand())))
	// "Search your stack for a program, and install it, at no cost. Shuffle
	// your stack. If you install a program in this way, make a run. After
	// the run, shuffle the program into your stack, unless it is no longer
	// in play, in which case, lose 4 bits plus its installation cost. If
	// this is more than the number of bits in your pool, suffer the
	// difference in meat damage" (onr/installfree.go).
	def("Test Spin", anyFort(onr.Play(onr.InstallFreeFromStack(carddb.Program),
		onr.IfInstalledByEffect(onr.MakeRun(onr.AnyFort), onr.StackInstalledOrLose(4)))))
}
