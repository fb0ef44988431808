package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Smartware Distributor", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Click(1, nsg.Place(3)), nsg.TurnBegins(nsg.Take(1))}
	})
	nsg.Define("Telework Contract", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnInstall(nsg.Load(9)), nsg.Click(1, nsg.TakeTrashWhenEmpty(3)).OncePerTurn()}
	})
	nsg.Define("Red Team", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnInstall(nsg.Load(12)), nsg.Click(1, nsg.Run(nsg.RunCentralNotRun, nsg.RunTake3OnSuccess))}
	})
	nsg.Define("Verbal Plasticity", func(d *nsg.Def) { d.DrawBonus = 1 })
}
