package cards

import "github.com/datafort/datafort/nsg"

func init() {
	nsg.Define("Manegarm Skunkworks", func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnApproachServer(nsg.EndRunUnlessPays(2, 5))}
	})
}
