package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// startOfRunAsksOnPublicFacts checks a leak case of the Corp's start-of-run
// decision (onr/startofrun.go): the mere fact that the Corp is asked must
// follow from what a spectator sees, since abilities used there work on
// unrezzed ice. Whenever the decision is pending, the spectator's view must
// show the Corp an unrezzed piece of ice, an unrezzed card in the fort of
// the run, or a rezzed card with a start-of-run ability.
func startOfRunAsksOnPublicFacts(g *Game) error {
	asked := false
	for _, d := range g.Pending() {
		asked = asked || d.Prompt == StartOfRunPrompt
	}
	if !asked {
		return nil
	}
	v, ok := g.View(engine.NoSeat).(*View)
	if !ok {
		return fmt.Errorf("spectator view is a %T", g.View(engine.NoSeat))
	}
	for _, f := range v.Forts {
		for _, c := range f.Ice {
			if !c.Rezzed {
				return nil
			}
		}
		for _, c := range f.Cards {
			if !c.Rezzed && v.Run != nil && v.Run.Fort == f.Index {
				return nil // it might be rezzed at the start of a run on its fort (RezThis, announcedspending.go)
			}
		}
		for _, list := range [2][]CardView{f.Ice, f.Cards} {
			for _, c := range list {
				if d, ok := Lookup(c.Title); ok && c.Rezzed {
					for _, a := range d.Abilities {
						if a.When&AtRunStart != 0 {
							return nil
						}
					}
				}
			}
		}
	}
	return fmt.Errorf("the Corp is asked at the start of the run (%s) although a spectator sees no unrezzed ice and no start-of-run ability", StartOfRunPrompt)
}
