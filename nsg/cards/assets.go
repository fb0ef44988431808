package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Nico Campaign", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnRez(nsg.Load(9)), nsg.TurnBegins(nsg.TakeTrashDrawWhenEmpty(3))}
	})
	nsg.Define("Regolith Mining License", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnRez(nsg.Load(15)), nsg.Click(1, nsg.TakeTrashWhenEmpty(3))}
	})
	nsg.Define("Marilyn Campaign", func(d *nsg.Def) {
		d.TrashToRDInstead = true
		d.Abilities = []nsg.Ability{nsg.OnRez(nsg.Load(8)), nsg.TurnBegins(nsg.TakeTrashWhenEmpty(2))}
	})
	nsg.Define("Urtica Cipher", func(d *nsg.Def) {
		d.Advanceable = true
		d.Abilities = []nsg.Ability{nsg.OnAccess(nsg.NetDamagePerAdvancement(2))}
	})
	nsg.Define("Corporate Town", func(d *nsg.Def) {
		d.RezForfeit = true
		// "Trashing a resource this way cannot be prevented": nothing
		// prevents a trash yet.
		d.Abilities = []nsg.Ability{nsg.TurnBegins(nsg.MayTrashInstalledResource()).Optionally()}
	})
}
