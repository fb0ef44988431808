package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Docklands Pass", func(d *nsg.Def) { d.ExtraHQAccess = 1 })
	nsg.Define("Pennyshaver", func(d *nsg.Def) {
		d.MU = 1
		d.Abilities = []nsg.Ability{nsg.OnSuccessfulRun(nsg.Place(1)), nsg.Click(1, nsg.Place(1), nsg.TakeAll())}
	})
	nsg.Define("Patchwork", func(d *nsg.Def) {
		d.MU = 1
		d.GripTrashDiscount = 2
	})
	nsg.Define("Prepaid VoicePAD", func(d *nsg.Def) {
		d.Recurring = 1
		d.RecurringFor = nsg.RecurPlayEvents
	})
	nsg.Define("DZMZ Optimizer", func(d *nsg.Def) {
		d.MU = 1
		d.FirstProgramDiscount = 1
	})
}
