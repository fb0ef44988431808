package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Manegarm Skunkworks", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnApproachServer(nsg.EndRunUnlessPays(2, 5))}
	})
	nsg.Define("AMAZE Amusements", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.PersistentOnRunEndsHere(nsg.TagsIfStole(2))}
	})
	nsg.Define("Tranquility Home Grid", func(d *nsg.Def) {
		d.RemoteOnly = true // and "Limit 1 region per server": its subtype Region
		d.Abilities = []nsg.Ability{nsg.FirstInstallInRoot(nsg.GainOrDrawOne(2, 1))}
	})
	nsg.Define("Malapert Data Vault", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnScoredFromRoot(nsg.SearchRDNonAgendaToHQ()).Optionally()}
	})
}
