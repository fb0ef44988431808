package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Shorthands for the most common subroutines.
var (
	etr          = onr.Do(onr.EndRun())
	trashProgram = onr.Do(onr.TrashRunnerCard(carddb.Program))
)

func init() {
	// Ice.
	onr.Define(onr.Def{Title: "Wall of Static", Subs: []onr.Effect{etr}})
	onr.Define(onr.Def{Title: "Data Wall", Subs: []onr.Effect{etr}})
	onr.Define(onr.Def{Title: "Laser Wire", Subs: []onr.Effect{onr.Do(onr.NetDamage(1)), etr}})
	onr.Define(onr.Def{Title: "Quandary", Subs: []onr.Effect{etr}})
	onr.Define(onr.Def{Title: "Endless Corridor", Subs: []onr.Effect{etr, etr}})
	onr.Define(onr.Def{Title: "Nerve Labyrinth", Subs: []onr.Effect{onr.Do(onr.NetDamage(2)), etr}})
	onr.Define(onr.Def{Title: "Banpei", Subs: []onr.Effect{trashProgram, etr}})
	onr.Define(onr.Def{Title: "Cortical Scrub", Subs: []onr.Effect{onr.Do(onr.BrainDamage(1)), etr}})
	onr.Define(onr.Def{Title: "Fetch 4.0.1", Subs: []onr.Effect{onr.Do(onr.Trace(3, onr.GiveTags(1)))}})
	onr.Define(onr.Def{Title: "Hunter", Subs: []onr.Effect{onr.Do(onr.Trace(5, onr.GiveTags(1)))}})
	onr.Define(onr.Def{Title: "Homewrecker™", Subs: []onr.Effect{onr.Do(onr.Trace(5,
		onr.EndRun(), onr.TrashRunnerCard(carddb.Hardware), onr.UnpreventableDamage(onr.Meat, 2)))}})

	// Agendas.
	onr.Define(onr.Def{Title: "Hostile Takeover", OnScore: onr.Do(onr.GainBits(5))})
	onr.Define(onr.Def{Title: "Priority Requisition", OnScore: onr.Do(onr.RezIceFree())})
	onr.Define(onr.Def{Title: "Main-Office Relocation", HandSize: 2})
	onr.Define(onr.Def{Title: "Tycho Extension"})
	onr.Define(onr.Def{Title: "Charity Takeover", OnScore: onr.Do(onr.GainBits(9), onr.GiveBadPublicity(1))})
	onr.Define(onr.Def{Title: "Netwatch Operations Office", Abilities: []onr.Ability{{
		Label: "Trace 2: give the Runner a tag", Cost: onr.Cost{Actions: 1},
		Effect: onr.Do(onr.Trace(2, onr.GiveTags(1))),
	}}})

	// Nodes.
	onr.Define(onr.Def{Title: "Rustbelt HQ Branch", HandSize: 2})
	onr.Define(onr.Def{Title: "Remote Facility", ExtraAction: true})
	onr.Define(onr.Def{Title: "ESA Contract", Abilities: []onr.Ability{{
		Label: "Draw two cards", Cost: onr.Cost{Actions: 1}, Effect: onr.Do(onr.Draw(2)),
	}}})
	onr.Define(onr.Def{Title: "South African Mining Corp", Abilities: []onr.Ability{{
		Label: "Gain 6 bits", Cost: onr.Cost{Actions: 3}, Effect: onr.Do(onr.GainBits(6)),
	}}})
	onr.Define(onr.Def{Title: "Blood Cat", Abilities: []onr.Ability{{
		Label: "Trace 5: give the Runner a tag", Cost: onr.Cost{Actions: 1},
		Effect: onr.Do(onr.Trace(5, onr.GiveTags(1))),
	}}})
	onr.Define(onr.Def{Title: "Solo Squad", Abilities: []onr.Ability{{
		Label: "Do 1 meat damage", Cost: onr.Cost{Actions: 1}, If: ifTagged,
		Effect: onr.Do(onr.MeatDamage(1)),
	}}})

	// Upgrades.
	onr.Define(onr.Def{Title: "Antiquated Interface Routines", IceStrength: onr.IceOnSameFort(1)})
	onr.Define(onr.Def{Title: "Dieter Esslin", OnAccess: onr.Do(onr.NetDamage(1))})

	// Operations.
	onr.Define(onr.Def{Title: "Accounts Receivable", Play: onr.Do(onr.GainBits(9))})
	onr.Define(onr.Def{Title: "Efficiency Experts", Play: onr.Do(onr.GainBits(3))})
	onr.Define(onr.Def{Title: "Day Shift", Play: onr.Do(onr.Draw(2), onr.GainBits(1))})
	onr.Define(onr.Def{Title: "Chance Observation", PlayIf: onr.RunnerRanLastTurn,
		Play: onr.Do(onr.Trace(5, onr.GiveTags(1)))})
	onr.Define(onr.Def{Title: "Scorched Earth", PlayIf: onr.RunnerTagged, Play: onr.Do(onr.MeatDamage(4))})
	onr.Define(onr.Def{Title: "Closed Accounts", PlayIf: onr.RunnerTagged, Play: onr.Do(onr.LoseAllBits())})
}

func ifTagged(s *onr.State, _ int32) bool { return onr.RunnerTagged(s) }
