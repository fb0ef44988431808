package observe

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/neuroscape"
)

// ActionsOf implements observe.GameActioner: the ids Actions gives d from
// the view of d's seat, the cards placed by the ids of the lists that view
// shows as the game gives them (neuroscape.Game.ViewIDs: the same lists,
// without the cards' faces), no view built.
func (e *encoder) ActionsOf(g engine.Game, view observe.ViewFunc, d engine.Decision) ([]int, error) {
	ng, ok := g.(*neuroscape.Game)
	if !ok || d.Kind != engine.Select {
		return e.Actions(view, d) // another game, or a decision the game never asks: Actions' error
	}
	return e.actions(ng.ViewIDs(d.Seat), int(d.Seat), d)
}

// idsOf returns the ids of the lists of view v, as the game's ViewIDs
// gives them.
func idsOf(v neuroscape.View) neuroscape.ViewIDs {
	ids := func(l []CardView) []int32 {
		if l == nil {
			return nil
		}
		out := make([]int32, len(l))
		for i, c := range l {
			out[i] = c.ID
		}
		return out
	}
	out := neuroscape.ViewIDs{Cache: ids(v.Cache)}
	for _, pv := range v.Players {
		out.Players = append(out.Players, neuroscape.PlayerIDs{Seat: pv.Seat, Mainframe: pv.MainframeID,
			Hand: ids(pv.Hand), Play: ids(pv.Play), Slots: ids(pv.Slots), Gear: ids(pv.Gear), Looking: ids(pv.Looking), Revealed: ids(pv.Revealed)})
	}
	if v.Environment != nil {
		out.Environment = v.Environment.ID
	}
	return out
}
