package cards

import "github.com/datafort/datafort/onr"

// Cards that forbid the Runner things during a run, and the ways out of a
// run they meet (onr/prohibit.go).
func init() {
	// Ice.
	onr.Define(onr.Def{Title: "Jack Attack", Subs: []onr.Effect{
		onr.Do(onr.CannotJackOut()),
		onr.Do(onr.Trace(5, onr.GiveTags(1))),
	}})
	onr.Define(onr.Def{Title: "Shock.r", Subs: []onr.Effect{
		onr.Do(onr.ProhibitNextEncounter(onr.BanBreak | onr.BanJackOut)),
	}})

	// Programs.
	onr.Define(onr.Def{Title: "Smarteye", Abilities: []onr.Ability{{
		Label: "Expose the approached ice", When: onr.AnyWindow, OncePerRun: true,
		If: onr.ApproachingUnrezzedIce, Effect: onr.Do(onr.ExposeApproachedIce(), onr.MayJackOut()),
	}}})

	// Resources. Errata R477: using it ends the run after the current
	// encounter (printed: forces a jack out).
	onr.Define(onr.Def{Title: "Submarine Uplink", BaseLink: &onr.BaseLink{
		Cost: 0, Link: 4, PlusCost: 1, OnlyInRun: true, EndsRun: true,
	}})
}
