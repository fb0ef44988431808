package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Hedge Fund", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(9))} })
	nsg.Define("Government Subsidy", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(15))} })
	nsg.Define("Seamless Launch", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.PlaceAdvancements(2))} })
	nsg.Define("Predictive Planogram", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.GainOrDraw(3, 3))} })
	nsg.Define("Public Trail", func(d *nsg.Def) {
		d.PlayIf = nsg.PlayIfRunnerSucceeded
		d.Abilities = []nsg.Ability{nsg.Play(nsg.TagUnlessPays(8))}
	})
	nsg.Define("Retribution", func(d *nsg.Def) {
		d.PlayIf = nsg.PlayIfTagged
		d.Abilities = []nsg.Ability{nsg.Play(nsg.TrashProgramOrHardware())}
	})
	nsg.Define("Restore", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.InstallAndRez(nsg.InstallFromArchives, nsg.CostsPaid), nsg.RemoveOtherCopiesInArchives())}
	})
	nsg.Define("Psychographics", func(d *nsg.Def) {
		d.CostX = nsg.CostXAtMostTags
		d.Abilities = []nsg.Ability{nsg.Play(nsg.PlaceXAdvancements())}
	})
	nsg.Define("Punitive Counterstrike", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.TraceMeatPerStolenPoints(5))}
	})
	nsg.Define("Building Blocks", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.RevealBarrierFromHQ(), nsg.InstallAndRez(nsg.InstallRevealed, nsg.CostsIgnoreAll))}
	})
}
