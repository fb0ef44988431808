package cards

import "github.com/datafort/datafort/onr"

// Cards that modify, derez or recur ice (engine: onr/icemods.go).
func init() {
	// Ice.
	onr.Define(onr.Def{Title: "Tutor", Subs: []onr.Effect{onr.Do(onr.EndRunOnLaterIce())}})
	onr.Define(onr.Def{Title: "Haunting Inquisition", Subs: []onr.Effect{onr.Do(onr.NoRunsForActions(6)), etr}})

	// Agendas.
	onr.Define(onr.Def{Title: "Ice Transmutation", OnScore: onr.Do(onr.TransmuteIce())})

	// Operations.
	onr.Define(onr.Def{Title: "Off-Site Backups", Play: onr.Do(onr.ArchivesToHQ())})

	// Programs.
	onr.Define(onr.Def{Title: "Superglue", Abilities: []onr.Ability{{
		Label: "Derez the ice whose subroutines you just broke", When: onr.AnyWindow,
		Cost: onr.Cost{Trash: true}, If: onr.JustBrokeAll, Effect: onr.Do(onr.DerezJustBroken()),
	}}})
	// Errata R333: "0: Break all subroutines of a piece of ice, and end the
	// run"; the "using Dropp ends your run" sentence is gone, so its pump
	// does not end the run.
	onr.Define(onr.Def{Title: "Dropp™", Breaks: []onr.Break{{Cost: 0, All: true, EndsRun: true}}, Pumps: []onr.Pump{{Cost: 1, Strength: 1}}})
	onr.Define(onr.Def{Title: "Pattel's Virus", Triggers: []onr.Trigger{{On: onr.OnSuccessfulRun, Effect: onr.Do(onr.PattelCounter())}}})
}
