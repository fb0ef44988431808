package onr_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestLeavePlayTriggersFireOnceAfterTheProcedure: a card's "if it leaves
// play" trigger (leaveplay.go) fires once, when the procedure that took it
// out of play is done (here the install that replaced the deck, ONR-8.9.1),
// and a card without one leaving play fires nothing.
func TestLeavePlayTriggersFireOnceAfterTheProcedure(t *testing.T) {
	for _, tc := range []struct {
		name, old string
		brain     int32
	}{
		{"a deck with a leave-play trigger replaced", "Omnitech \"Spinal Tap\" Cybermodem", 2},
		{"a deck without one replaced", "Artemis 2020", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 3)
			x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
			x.Rig(tc.old)
			x.Hand(onr.Runner, "PK-6089a", "Score!", "Score!", "Score!")
			x.Runner().Bits = 10
			x.Ready().ToTurn(onr.Runner)
			brain := x.Runner().Brain
			x.Do(onr.Runner, "install PK-6089a")
			if got := x.Runner().Brain - brain; got != tc.brain {
				t.Fatalf("brain damage %d as the old deck left play, want %d", got, tc.brain)
			}
			x.PassAll().Do(onr.Runner, "gain").PassAll()
			if got := x.Runner().Brain - brain; got != tc.brain {
				t.Errorf("brain damage %d after another action, want %d: fired again", got, tc.brain)
			}
		})
	}
}
