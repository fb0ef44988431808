package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Smartware Distributor", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Click(1, nsg.Place(3)), nsg.TurnBegins(nsg.Take(1))}
	})
	nsg.Define("Telework Contract", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnInstall(nsg.Load(9)), nsg.Click(1, nsg.TakeTrashWhenEmpty(3)).OncePerTurn()}
	})
}
