package observe_test

import (
	"testing"

	"github.com/datafort/datafort/engine/observe/observetest"
	"github.com/datafort/datafort/nsg"
)

// TestActionIdsFromTheGameAreTheViewsIds plays random NSG games, with the
// default decks, every card, and random subsets of the cards, and after
// every step names every pending decision's options from the game and
// from the deciding seat's view: the same ids, no view built
// (observetest.CheckActionIdsFromTheGame).
func TestActionIdsFromTheGameAreTheViewsIds(t *testing.T) {
	observetest.CheckActionIdsFromTheGame(t, nsg.Name, nil, 24)
}
