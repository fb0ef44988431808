package cards

import ns "github.com/datafort/datafort/neuroscape"

// Mainframes (NS-4): their synergy tiers, with the mode the card data
// prints (NS-4.4).
func init() {
	ns.Define("OMNIS BLOOD DIAMOND", ns.TargetNone, nil,
		ns.Tier{Needs: map[string]int{"Corpo": 2}, Mode: "base", Timing: ns.TimingNetcheck, Effects: []ns.Effect{
			{Kind: ns.EffLoseHealth, N: 1, Pool: ns.MF}, {Kind: ns.EffLoseHealth, N: 1, Pool: ns.BF}, {Kind: ns.EffInstall, N: 1, Running: true}}},
		ns.Tier{Needs: map[string]int{"Corpo": 4}, Mode: "instead", Timing: ns.TimingNetcheck, Effects: []ns.Effect{
			{Kind: ns.EffLoseHealth, N: 2, Pool: ns.MF}, {Kind: ns.EffLoseHealth, N: 2, Pool: ns.BF}, {Kind: ns.EffInstall, N: 2}}},
	)
	// "When you play a [Hacker] script —"
	ns.Define("FIRESTARTER", ns.TargetNone, nil,
		ns.Tier{Needs: map[string]int{"Hacker": 2}, Mode: "base", Timing: ns.TimingPlayScript, Faction: "Hacker", Target: ns.TargetAny,
			Effects: []ns.Effect{{Kind: ns.EffDamage, N: 1, Pool: ns.MF}}},
		ns.Tier{Needs: map[string]int{"Hacker": 4}, Mode: "instead", Timing: ns.TimingPlayScript, Faction: "Hacker", Target: ns.TargetAny,
			Effects: []ns.Effect{{Kind: ns.EffDamage, N: 2, Pool: ns.MF}}},
	)
	// "All [Cybernetic] characters you control get —"
	ns.Define("SYNTHETIX", ns.TargetNone, nil,
		ns.Tier{Needs: map[string]int{"Cybernetic": 2}, Mode: "base", Timing: ns.TimingPassive, Faction: "Cybernetic", PerCyberware: [2]int{1, 1}},
		ns.Tier{Needs: map[string]int{"Cybernetic": 4}, Mode: "instead", Timing: ns.TimingPassive, Faction: "Cybernetic", PerCyberware: [2]int{2, 1}},
	)
	// "Whenever you destroy a character an opponent controls —"
	ns.Define("SPOTLIGHT", ns.TargetNone, nil,
		ns.Tier{Needs: map[string]int{"Thrasher": 1, "Corpo": 1}, Mode: "base", Timing: ns.TimingDestroyFoe, OncePerTurn: true,
			Effects: []ns.Effect{{Kind: ns.EffInstall, N: 1, Running: true}}},
		ns.Tier{Needs: map[string]int{"Thrasher": 2, "Corpo": 2}, Mode: "instead", Timing: ns.TimingDestroyFoe,
			Effects: []ns.Effect{{Kind: ns.EffInstall, N: 1, Running: true}}},
	)
	ns.Define("A-Z LUXUREON", ns.TargetNone, nil,
		ns.Tier{Needs: map[string]int{"Corpo": 2}, Mode: "base", RAMRefreshed: true},
		ns.Tier{Needs: map[string]int{"Corpo": 4}, Mode: "adds", Timing: ns.TimingSystemCheck, Effects: []ns.Effect{{Kind: ns.EffInstall, N: 1}}},
	)
}

// "When 1 or more [Mystic] or [Dustrunner] characters you control are
// blocked —"
func init() {
	ns.Define("AURORA", ns.TargetNone, nil,
		ns.Tier{Needs: map[string]int{"Mystic": 1, "Dustrunner": 1}, Mode: "base", Timing: ns.TimingBlocked, AnyOf: []string{"Mystic", "Dustrunner"},
			Effects: []ns.Effect{{Kind: ns.EffDivine, N: 2}}},
		ns.Tier{Needs: map[string]int{"Mystic": 2, "Dustrunner": 2}, Mode: "instead", Timing: ns.TimingBlocked, AnyOf: []string{"Mystic", "Dustrunner"}, PerBlocked: true,
			Effects: []ns.Effect{{Kind: ns.EffDivine, N: 2}}},
	)
}

// "Characters you control get —" (NS-13.1: a total never below 0).
func init() {
	ns.Define("GEARHEAD", ns.TargetNone, nil,
		ns.Tier{Needs: map[string]int{"Cybernetic": 2}, Mode: "base", Timing: ns.TimingPassive, Psychosis: -5},
		ns.Tier{Needs: map[string]int{"Cybernetic": 4}, Mode: "instead", Timing: ns.TimingPassive, Psychosis: -10},
	)
}
