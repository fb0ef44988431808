package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// score has the Corp score title, installed and advanced, in its first
// turn's paid-ability window after an action.
func score(x *nsgtest.Table, title string, adv int32) {
	x.T.Helper()
	s := x.St()
	ag := s.AddCard(title, nsg.ZoneServer, remote, false)
	s.CardOf(ag).Adv = adv
	x.Act(corp, "nsg-credit", 0, 0)
	x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-score", ag, 0) >= 0 })
	x.Choose(corp, "nsg-score", ag, 0)
}

func TestAgendas(t *testing.T) {
	runCards(t, []cardTest{
		{"Hostile Takeover: 1 point at 2 advancements; when scored, gains 7 and takes 1 bad publicity", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			score(x, "Hostile Takeover", 2)
			before := s.Credits[corp]
			x.Choose(corp, "nsg-trigger", 0, 0)
			if s.Credits[corp]-before != 7 || s.BadPub != 1 || s.PointsOf(corp) != 1 {
				t.Errorf("gained %d, bad publicity %d, %d points; want 7, 1 and 1", s.Credits[corp]-before, s.BadPub, s.PointsOf(corp))
			}
		}},
		{"Offworld Office: 2 points, scored at 4 advancements, gains 7 when scored", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			score(x, "Offworld Office", 4)
			before := s.Credits[corp]
			x.Choose(corp, "nsg-trigger", 0, 0)
			if s.Credits[corp]-before != 7 || s.PointsOf(corp) != 2 {
				t.Errorf("gained %d, %d points; want 7 and 2", s.Credits[corp]-before, s.PointsOf(corp))
			}
		}},
		{"Offworld Office: not scorable below 4 advancements", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ag := s.AddCard("Offworld Office", nsg.ZoneServer, remote, false)
			s.CardOf(ag).Adv = 3
			x.Act(corp, "nsg-credit", 0, 0)
			if x.Offered("nsg-score", ag) {
				t.Errorf("offered to score with 3 advancements")
			}
		}},
		{"Superconducting Hub: 1 point, may draw 2 when scored, +2 maximum hand size", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			score(x, "Superconducting Hub", 3)
			hq := len(s.HQ)
			passable(x, x.Decision())
			x.Choose(corp, "nsg-trigger", 0, 0)
			x.Choose(corp, "nsg-yes", 0, 0)
			if len(s.HQ) != hq+2 || s.PointsOf(corp) != 1 || s.HandSizeOf(corp) != 7 {
				t.Errorf("HQ %d (was %d), %d points, hand size %d; want +2, 1, 7", len(s.HQ), hq, s.PointsOf(corp), s.HandSizeOf(corp))
			}
		}},
	})
}
