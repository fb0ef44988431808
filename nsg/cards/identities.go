package cards

import "github.com/datafort/datafort/nsg"

// The System Gateway starter identities: no ability ("Starter game only",
// a deck-building restriction, CR 1.4.1a).
func init() {
	nsg.Define("The Syndicate: Profit over Principle", nil)
	nsg.Define("The Catalyst: Convention Breaker", nil)
}

func init() {
	nsg.Define("Ob Superheavy Logistics: Extract. Export. Excel.", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnCorpTrashesRezzed(nsg.InstallAndRez(nsg.InstallFromRDRezOneLess, nsg.CostsIgnoreCred)).OncePerTurn().Optionally()}
	})
	nsg.Define("Weyland Consortium: Built to Last", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnAdvance(nsg.GainIfHadNoAdvancements(2))}
	})
	nsg.Define("Jinteki: Restoring Humanity", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnTurnEnds(nsg.GainIfFacedownInArchives(1))}
	})
	nsg.Define("Weyland Consortium: Building a Better World", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnPlay("Transaction", nsg.Gain(1))}
	})
	nsg.Define("419: Amoral Scammer", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnCorpFirstInstallEachTurn(nsg.ExposeUnlessCorpPays(1)).Optionally()}
	})
}
