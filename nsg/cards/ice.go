package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Magnet", func(d *nsg.Def) {
		d.HostedLoseAbilities = true
		d.Abilities = []nsg.Ability{nsg.OnRez(nsg.HostProgramHere()), nsg.Sub(nsg.EndRun())}
	})
	nsg.Define("Palisade", func(d *nsg.Def) {
		d.RemoteStrength = 2
		d.Abilities = []nsg.Ability{nsg.Sub(nsg.EndRun())}
	})
	nsg.Define("Whitespace", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Sub(nsg.RunnerLoses(3)), nsg.Sub(nsg.EndRunIfRunnerHasAtMost(6))}
	})
	nsg.Define("Karunā", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Sub(nsg.NetDamage(2), nsg.MayJackOut()), nsg.Sub(nsg.NetDamage(2))}
	})
	nsg.Define("Tithe", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Sub(nsg.NetDamage(1)), nsg.Sub(nsg.Gain(1))}
	})
	nsg.Define("Brân 1.0", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.IceBreak(1, 1), nsg.Sub(nsg.InstallIceInward()), nsg.Sub(nsg.EndRun()), nsg.Sub(nsg.EndRun())}
	})
	nsg.Define("Diviner", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Sub(nsg.NetDamage(1), nsg.EndRunIfOddTrashed())}
	})
	nsg.Define("Tollbooth", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnEncounter(nsg.PayIfAbleOrEndRun(3)), nsg.Sub(nsg.EndRun())}
	})
	nsg.Define("Funhouse", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnEncounter(nsg.EndRunUnlessTag()), nsg.Sub(nsg.TagUnlessPays(4))}
	})
}
