package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Hedge Fund", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(9))} })
	nsg.Define("Government Subsidy", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(15))} })
	nsg.Define("Seamless Launch", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.PlaceAdvancements(2))} })
}
