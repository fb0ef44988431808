package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Cleaver", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Break(1, 2, "Barrier"), nsg.Boost(2, 1)}
	})
	nsg.Define("Unity", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Break(1, 1, "Code Gate"), nsg.BoostPerBreaker(1)}
	})
	nsg.Define("Carmen", func(d *nsg.Def) {
		d.DiscountIfRan = 2
		d.Abilities = []nsg.Ability{nsg.Break(1, 1, "Sentry"), nsg.Boost(2, 3)}
	})
	nsg.Define("Mayfly", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Break(1, 1, "").TrashingAtRunEnd(), nsg.Boost(1, 1)}
	})
	nsg.Define("Conduit", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnSuccessfulRDRunEnds(nsg.MayPlaceVirus(1)).Optionally(), nsg.Click(1, nsg.Run(nsg.RunRD, nsg.RunAccessPerVirus))}
	})
	nsg.Define("Aumakua", func(d *nsg.Def) {
		d.StrengthPerVirus = true
		d.Abilities = []nsg.Ability{nsg.OnExpose(nsg.PlaceVirus(1)), nsg.OnBreachEnds(nsg.PlaceVirusIfClean(1)), nsg.Break(1, 1, "")}
	})
	nsg.Define("Fermenter", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnInstall(nsg.PlaceVirus(1)), nsg.TurnBegins(nsg.PlaceVirus(1)), nsg.Click(1, nsg.GainPerSetAsideVirus(2)).TrashingItself()}
	})
	nsg.Define("Saci", func(d *nsg.Def) {
		d.HostOnIce = true
		d.Abilities = []nsg.Ability{nsg.OnHostRezzedOrDerezzed(nsg.Gain(3))}
	})
	nsg.Define("Leech", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnSuccessfulCentralRun(nsg.PlaceVirus(1)), nsg.VirusCounterDuringEncounter(nsg.IceMinusStrength(1))}
	})
}
