package bot

import "github.com/datafort/datafort/engine/observe"

// ActionIDs returns the action ids encoder enc gives the options of the
// decision, in option order (observe.ActionsOf): named from the game where
// enc can do so (an observe.GameActioner reads only what the seat's view
// shows), else from View. The game stays out of the player's reach; a
// player that answers by action id (the external arena's) gets its ids
// without a view built or indexed only to name them.
func (o *Observation) ActionIDs(enc observe.Encoder) ([]int, error) {
	return observe.ActionsOf(enc, o.g, o.View, o.Decision)
}
