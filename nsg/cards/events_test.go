package cards_test

import (
	"testing"

	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

func TestEvents(t *testing.T) {
	// play has the Runner play title from its first action window with
	// credits, and returns the card.
	play := func(x *nsgtest.Table, title string, credits int32) {
		s := x.St()
		id := s.AddCard(title, nsg.ZoneGrip, 0, false)
		s.Credits[runner] = credits
		x.ToTurnOf(runner)
		x.Choose(runner, "nsg-play", id, 0)
	}
	runCards(t, []cardTest{
		{"Sure Gamble: costs 5 and gains 9", func(t *testing.T, x *nsgtest.Table) {
			play(x, "Sure Gamble", 5)
			if got := x.St().Credits[runner]; got != 9 {
				t.Errorf("credits %d, want 9", got)
			}
		}},
		{"Creative Commission: costs 1, gains 5, and a click left is lost", func(t *testing.T, x *nsgtest.Table) {
			play(x, "Creative Commission", 1)
			s := x.St()
			if s.Credits[runner] != 5 || s.Clicks[runner] != 2 {
				t.Errorf("credits %d, clicks %d; want 5 and 2", s.Credits[runner], s.Clicks[runner])
			}
		}},
		{"VRcation: costs 1, draws 4, and a click left is lost", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("VRcation", nsg.ZoneGrip, 0, false)
			s.Credits[runner] = 1
			x.ToTurnOf(runner)
			grip := len(s.Grip) - 1
			x.Choose(runner, "nsg-play", id, 0)
			if len(s.Grip) != grip+4 || s.Clicks[runner] != 2 || s.Credits[runner] != 0 {
				t.Errorf("grip %d (was %d), clicks %d, credits %d; want +4, 2, 0", len(s.Grip), grip, s.Clicks[runner], s.Credits[runner])
			}
		}},
	})
}
