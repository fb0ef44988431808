package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Sure Gamble", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(9))} })
	nsg.Define("Moshing", func(d *nsg.Def) {
		d.AdditionalGripTrash = 3
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(3), nsg.Draw(3))}
	})
	nsg.Define("Networking", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.RemoveTags(1), nsg.MayPayToHand(1))}
	})
	nsg.Define("Retrieval Run", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Run(nsg.RunArchives, nsg.RunHeapInstead))}
	})
	nsg.Define("Inside Job", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Run(nsg.RunAnyServer, nsg.RunBypassFirst))}
	})
	nsg.Define("Diesel", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.Draw(3))} })
	nsg.Define("Strike Fund", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(4)), nsg.OnTrashedFromHandOrDeck(nsg.Gain(2)).Optionally()}
	})
	nsg.Define("Steelskin Scarring", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Draw(3)), nsg.OnTrashedFromHandOrDeck(nsg.Draw(2)).Optionally()}
	})
	nsg.Define("Creative Commission", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(5), nsg.LoseClickIfAny())}
	})
	nsg.Define("VRcation", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Draw(4), nsg.LoseClickIfAny())}
	})
	nsg.Define("Jailbreak", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Run(nsg.RunHQOrRD, nsg.RunExtraAccess|nsg.RunDrawOnSuccess))}
	})
	nsg.Define("Overclock", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Place(5), nsg.Run(nsg.RunAnyServer, nsg.RunSpendHosted))}
	})
	nsg.Define("Tread Lightly", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Run(nsg.RunAnyServer, nsg.RunRezIcePlus3))}
	})
	nsg.Define("Emergency Shutdown", func(d *nsg.Def) {
		d.PlayIf = nsg.PlayIfRanHQ
		d.Abilities = []nsg.Ability{nsg.Play(nsg.DerezIce())}
	})
	nsg.Define("Mutual Favor", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.SearchBreaker(), nsg.InstallFoundIfRan(), nsg.FoundToGrip())}
	})
	nsg.Define("Wildcat Strike", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.CorpChoosesGainOrDraw(6, 4))}
	})
}
