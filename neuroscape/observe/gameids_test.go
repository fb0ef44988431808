package observe_test

import (
	"testing"

	"github.com/datafort/datafort/engine/observe/observetest"
	"github.com/datafort/datafort/neuroscape"
)

// TestActionIdsFromTheGameAreTheViewsIds plays random Neuroscape games of
// two and of four players (two teams, who see their teammates' hands),
// with the default decks, every card, and random subsets of the cards,
// and after every step names every pending decision's options from the
// game (neuroscape.Game.ViewIDs) and from the deciding seat's view: the
// same ids, no view built (observetest.CheckActionIdsFromTheGame).
func TestActionIdsFromTheGameAreTheViewsIds(t *testing.T) {
	observetest.CheckActionIdsFromTheGame(t, neuroscape.Name, nil, 16)
	observetest.CheckActionIdsFromTheGame(t, neuroscape.Name, map[string]string{"players": "4"}, 8)
}
