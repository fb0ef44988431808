package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Sure Gamble", func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(9))} })
	nsg.Define("Creative Commission", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(5), nsg.LoseClickIfAny())}
	})
	nsg.Define("VRcation", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Draw(4), nsg.LoseClickIfAny())}
	})
}
