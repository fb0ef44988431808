package cards

import "github.com/datafort/datafort/onr"

// Cards with dedicated actions (ONR-6.4.3) and forgone actions (ONR-6.5);
// the mechanics are in onr/dedicated.go.
func init() {
	onr.Define(onr.Def{Title: "Edgerunner, Inc., Temps", Play: onr.Do(onr.GainInstallActions(3))})
	onr.Define(onr.Def{Title: "TKO 2.0", Subs: []onr.Effect{onr.Do(onr.EndRun(), onr.ForgoActions(1))}})
	onr.Define(onr.Def{Title: "Wilson, Weeflerunner Apprentice",
		RunAction: &onr.RunAction{BitCap: 3},
		Prevent: []onr.Prevent{
			{Kind: onr.Tag, N: 1, Cost: onr.Cost{Trash: true}},
			{Kind: onr.Meat, N: onr.AnyAmount, Cost: onr.Cost{Trash: true}},
		},
	})
	onr.Define(onr.Def{Title: "Bodyweight™ Data Crèche", MU: 1, Deck: true, RunAgain: true})
}
