package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Offworld Office", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnScore(nsg.Gain(7))}
	})
	nsg.Define("Superconducting Hub", func(d *nsg.Def) {
		d.HandSize = 2
		d.Abilities = []nsg.Ability{nsg.OnScore(nsg.MayDraw(2)).Optionally()}
	})
	nsg.Define("Send a Message", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnScore(nsg.RezIceFree()).Optionally(), nsg.OnSteal(nsg.RezIceFree()).Optionally()}
	})
	nsg.Define("Orbital Superiority", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnScore(nsg.TagOrMeatDamage(4))}
	})
	nsg.Define("Hostile Takeover", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnScore(nsg.Gain(7), nsg.TakeBadPublicity(1))}
	})
}
