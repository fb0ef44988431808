package cards

import "github.com/datafort/datafort/onr"

// Upgrades that cap the Runner's spending during a run on their fort
// (run-spend-cap, rez-timing; onr/announcedspending.go).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "At the start of a run on this fort, Runner must announce the number
	// of bits he or she will spend during the run. Runner cannot spend more
	// than this during that run. If Runner does not spend that many bits
	// during that run, the Runner loses the remainder once the run is
	// complete. You may rez Obfuscated Fortress at the start of a run on
	// this fort." A start-of-run effect (R183): rezzed as the run is
	// declared, or rezzed in the Corp's start-of-run decision; a run
	// redirected at its start onto its fort is announced again (R183).
	announce := onr.Trigger(onr.EvRunStart, onr.AnnounceRunSpending())
	announce.Label, announce.If = "The Runner announces his spending for the run", onr.RunOnThisFort
	again := onr.Trigger(onr.EvRunRedirected, onr.AnnounceRunSpending())
	again.Label, again.If = "The Runner announces his spending for the run again", onr.AllOf(onr.RunOnThisFort, onr.AtTheStartOfTheRun)
	def("Obfuscated Fortress", announce, again, onr.Ability{Kind: onr.KindActivated, When: onr.AtRunStart, Where: onr.Installed,
		Label: "Rez at the start of a run on this fort", If: onr.AllOf(onr.RunOnThisFort, onr.CanRezThis),
		Effect: onr.Do(onr.RezThis(), onr.AnnounceRunSpending())})
}
