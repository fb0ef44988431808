package cards_test

import (
	"testing"

	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

func TestResources(t *testing.T) {
	runCards(t, []cardTest{
		{"Smartware Distributor: click places 3; when the Runner's turn begins it takes 1", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Smartware Distributor", nsg.ZoneRig, 0, false)
			x.ToTurnOf(runner)
			clicks := s.Clicks[runner]
			x.Choose(runner, "nsg-ability", id, 0)
			if got := s.CardOf(id).Hosted; got != 3 || s.Clicks[runner] != clicks-1 {
				t.Fatalf("hosted %d, clicks %d→%d; want 3 and 1 click spent", got, clicks, s.Clicks[runner])
			}
			x.ToTurnOf(nsgtest.Corp)
			before := s.Credits[runner]
			x.ToTurnOf(runner) // the trigger is mandatory: the table triggers it
			if s.Credits[runner]-before != 1 || s.CardOf(id).Hosted != 2 {
				t.Errorf("took %d, %d left; want 1 and 2", s.Credits[runner]-before, s.CardOf(id).Hosted)
			}
		}},
		{"Telework Contract: installing loads 9; once per turn, click takes 3; empty, trashed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			card := s.AddCard("Telework Contract", nsg.ZoneGrip, 0, false)
			x.ToTurnOf(runner)
			s.Credits[runner] = 1
			x.Choose(runner, "nsg-install", card, 0)
			x.Choose(runner, "nsg-trigger", 0, 0)
			id := s.Rig[len(s.Rig)-1]
			if got := s.CardOf(id).Hosted; got != 9 || s.Credits[runner] != 0 {
				t.Fatalf("hosted %d, credits %d; want 9 and 0", got, s.Credits[runner])
			}
			for turn := 1; turn <= 3; turn++ {
				x.ActionWindow(runner)
				before, clicks, grip := s.Credits[runner], s.Clicks[runner], len(s.Grip)
				x.Choose(runner, "nsg-ability", id, 0)
				if len(s.Grip) != grip {
					t.Errorf("turn %d: grip %d→%d, want no card drawn", turn, grip, len(s.Grip))
				}
				if s.Credits[runner]-before != 3 || s.Clicks[runner] != clicks-1 {
					t.Errorf("turn %d: took %d, clicks %d→%d; want 3 and 1 click spent", turn, s.Credits[runner]-before, clicks, s.Clicks[runner])
				}
				if turn < 3 {
					x.ActionWindow(runner)
					if x.Offered("nsg-ability", id) {
						t.Errorf("turn %d: offered twice in a turn", turn)
					}
					x.ToTurnOf(nsgtest.Corp)
					x.ToTurnOf(runner)
				}
			}
			if s.CardOf(id) != nil {
				t.Errorf("empty and still installed")
			}
		}},
	})
}
