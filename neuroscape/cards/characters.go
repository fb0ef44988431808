package cards

import ns "github.com/datafort/datafort/neuroscape"

// Characters (NS-8): vanilla ones have no behaviour beyond their printed
// values and keywords; "on enter" effects happen as they enter play.
func init() {
	for _, name := range []string{
		"VIRTUAL KID", "UNPAID INTERN", "DUST DEVIL INITIATE", "JABBERWOCKY",
		"BOONYEN, WARDRIVER", // OVERRUN (NS-19.7)
	} {
		ns.Define(name, ns.TargetNone, nil)
	}
	ns.Define("TRUSTFUND BABY", ns.TargetNone, []ns.Effect{{Kind: ns.EffInstall, N: 1, Running: true}})
	ns.Define("ASTRA, COSMIC KITTY", ns.TargetNone, []ns.Effect{{Kind: ns.EffDraw, N: 1}})
}
