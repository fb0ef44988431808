package bso_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestMarkedAccountsAtATableOfFour(t *testing.T) {
	// Agent 2 accesses Marked Accounts in Sponsor 1's HQ: a tag, and the
	// agenda is liberated (scored for the Agent's team).
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	c := give(t, g, s1, "Marked Accounts")[0]
	poolAccess(t, g, s, "Sponsor 1's HQ", "score-agenda Marked Accounts")
	if s.Players[a2].Tags != 1 || s.Cards[c].Zone != onr.ZoneScored {
		t.Errorf("Agent 2 has %d tags (want 1), Marked Accounts in %s (want scored)", s.Players[a2].Tags, s.Cards[c].Zone)
	}
}
