package cards

import "github.com/datafort/datafort/onr"

func init() {
	// Icebreakers (ONR-11.5).
	onr.Define(onr.Def{Title: "Dwarf", Breaks: []onr.Break{{Keyword: "Wall", Cost: 1}}, Pumps: []onr.Pump{{Cost: 1, Strength: 1}}})
	onr.Define(onr.Def{Title: "Hammer", Breaks: []onr.Break{{Keyword: "Wall", Cost: 1, Noise: 2}}, Pumps: []onr.Pump{{Cost: 1, Strength: 1}}})
	onr.Define(onr.Def{Title: "Grubb", Breaks: []onr.Break{{Keyword: "Wall", Cost: 1}}, Pumps: []onr.Pump{{Cost: 2, Strength: 1, ForRun: true}}})
	onr.Define(onr.Def{Title: "Codecracker", Breaks: []onr.Break{{Keyword: "Code Gate", Cost: 0}}, Pumps: []onr.Pump{{Cost: 1, Strength: 1}}})
	onr.Define(onr.Def{Title: "Wizard's Book", Breaks: []onr.Break{{Keyword: "Code Gate", Cost: 0}}, Pumps: []onr.Pump{{Cost: 2, Strength: 1}}})
	onr.Define(onr.Def{Title: "Loony Goon", Breaks: []onr.Break{{Keyword: "Sentry", Cost: 1}}, Pumps: []onr.Pump{{Cost: 1, Strength: 1}}})
	onr.Define(onr.Def{Title: "Raptor", Breaks: []onr.Break{{Keyword: "Sentry", Cost: 2}}, Pumps: []onr.Pump{{Cost: 1, Strength: 1}}})
	// Errata R261: strength 0, plus a die roll at the start of each run.
	onr.Define(onr.Def{Title: "AI Boon", Breaks: []onr.Break{{Keyword: "Sentry", Cost: 1}}, Pumps: []onr.Pump{{Cost: 1, Strength: 1}},
		Triggers: []onr.Trigger{{On: onr.OnRunStart, Effect: onr.Do(onr.RollForRunStrength())}}})
	onr.Define(onr.Def{Title: "Krash", Breaks: []onr.Break{{Cost: 2}}, Pumps: []onr.Pump{{Cost: 2, Strength: 1}}})

	// Other programs.
	onr.Define(onr.Def{Title: "Imp", Hosts: 2, HostedStrength: -1})
	onr.Define(onr.Def{Title: "Butcher Boy", Virus: &onr.VirusSpec{Fort: onr.CentralHQ, RunnerTurn: onr.Do(onr.GainPerVirus(2))}})
	onr.Define(onr.Def{Title: "Gremlins", Virus: &onr.VirusSpec{Fort: onr.CentralHQ, CorpHandSize: -1}})
	onr.Define(onr.Def{Title: "Baedeker's Net Map", BaseLink: &onr.BaseLink{Cost: 0, Link: 1, PlusCost: 1}})
	onr.Define(onr.Def{Title: "Newsgroup Filter", Abilities: []onr.Ability{{
		Label: "Gain 2 bits", Cost: onr.Cost{Actions: 1}, Effect: onr.Do(onr.GainBits(2)),
	}}})

	// Hardware.
	onr.Define(onr.Def{Title: "WuTech Mem Chip", MU: 1})
	onr.Define(onr.Def{Title: "Zetatech Mem Chip", MU: 2})
	onr.Define(onr.Def{Title: "MRAM Chip", HandSize: 2})
	onr.Define(onr.Def{Title: "R&D Interface", ExtraAccess: &onr.ExtraAccess{Fort: onr.CentralRD, N: 1}})
	onr.Define(onr.Def{Title: "HQ Interface", ExtraAccess: &onr.ExtraAccess{Fort: onr.CentralHQ, N: 1}})
	// Errata R359: prevents up to 1 Net damage each turn.
	onr.Define(onr.Def{Title: "\"Green Knight\" Surge Buffers", Prevent: []onr.Prevent{{Kind: onr.Net, N: 1, PerTurn: true}}})

	// Resources.
	onr.Define(onr.Def{Title: "Access to Kiribati", BaseLink: &onr.BaseLink{Cost: 1, Link: 1, PlusCost: 1}})
	onr.Define(onr.Def{Title: "Floating Runner BBS", Triggers: []onr.Trigger{{On: onr.OnTurnStart, Effect: onr.Do(onr.GainBits(1))}}})
	onr.Define(onr.Def{Title: "Fall Guy", Prevent: []onr.Prevent{{Kind: onr.Tag, N: 1, Cost: onr.Cost{Trash: true}}}})
	onr.Define(onr.Def{Title: "Danshi's Second ID", Abilities: []onr.Ability{{
		Label: "Remove up to three tags", Cost: onr.Cost{Actions: 1, Trash: true}, Effect: onr.Do(onr.RemoveTags(3)),
	}}})
	onr.Define(onr.Def{Title: "Nomad Allies",
		Abilities: []onr.Ability{{Label: "Remove a tag", Cost: onr.Cost{Actions: 1, Bits: 1}, If: runnerTagged, Effect: onr.Do(onr.RemoveTags(1))}},
		Prevent:   []onr.Prevent{{Kind: onr.Tag, N: 1, Cost: onr.Cost{Trash: true}}},
	})

	// Preps.
	onr.Define(onr.Def{Title: "Livewire's Contacts", Play: onr.Do(onr.GainBits(3))})
	onr.Define(onr.Def{Title: "Score!", Play: onr.Do(onr.GainBits(9))})
	onr.Define(onr.Def{Title: "Jack 'n' Joe", Play: onr.Do(onr.Draw(3))})
	onr.Define(onr.Def{Title: "Faked Hit", Play: onr.Do(onr.GiveBadPublicity(1), onr.UnpreventableDamage(onr.Brain, 2))})
	onr.Define(onr.Def{Title: "Custodial Position", Run: &onr.RunSpec{Fort: onr.CentralRD, ExtraRD: 2}})
	onr.Define(onr.Def{Title: "Executive Wiretaps", Run: &onr.RunSpec{Fort: onr.CentralHQ, ExtraHQ: 2}})
	onr.Define(onr.Def{Title: "Weather-to-Finance Pipe", Run: &onr.RunSpec{Fort: onr.CentralHQ, Instead: onr.Do(onr.OpponentLosesBits(4))}})
	onr.Define(onr.Def{Title: "Inside Job", Run: &onr.RunSpec{Fort: onr.AnyFort, PassFirst: true}})
}

func runnerTagged(s *onr.State, _ int32) bool { return onr.RunnerTagged(s) }
