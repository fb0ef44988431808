package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// rez has the Corp rez card id in its next paid-ability window.
func rez(x *nsgtest.Table, id int32) {
	x.T.Helper()
	x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-rez", id, 0) >= 0 })
	x.Choose(corp, "nsg-rez", id, 0)
}

func TestAssets(t *testing.T) {
	runCards(t, []cardTest{
		{"Marilyn Campaign: rezzed, it loads 8 credits; when the Corp's turn begins, it takes 2", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			mc := s.AddCard("Marilyn Campaign", nsg.ZoneServer, remote, false)
			x.Act(corp, "nsg-credit", 0, 0)
			rez(x, mc)
			x.PassUntil(func(d engine.Decision) bool { return s.CardOf(mc).Hosted == 8 || d.Prompt == "Take an action" })
			if s.CardOf(mc).Hosted != 8 {
				t.Fatalf("hosts %d credits once rezzed: want 8", s.CardOf(mc).Hosted)
			}
			x.ToTurnOf(runner)
			before := s.Credits[corp]
			x.ToTurnOf(corp)
			if got := s.Credits[corp] - before; got != 2 || s.CardOf(mc).Hosted != 6 {
				t.Errorf("the Corp took %d, %d left: want 2 and 6", got, s.CardOf(mc).Hosted)
			}
		}},
		{"Marilyn Campaign: emptied, it would be trashed, and the Corp shuffles it into R&D instead (CR 9.9.4)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			mc := s.AddCard("Marilyn Campaign", nsg.ZoneServer, remote, true)
			s.CardOf(mc).Hosted = 2 // the Corp's first turn begins: it takes them
			rd := len(s.RD) - 1     // less the Corp's draw, after the turn-begins abilities
			d := x.PassUntil(func(d engine.Decision) bool { return strings.Contains(d.Prompt, "would be trashed") })
			if d.Seat != corp || nsgtest.Find(d, "nsg-no", 0, 0) < 0 || s.CardOf(mc) == nil {
				t.Fatalf("seat %d offered %v, Marilyn Campaign installed %v: want the Corp asked before it is trashed, \"may\"", d.Seat, x.Describe(d), s.CardOf(mc) != nil)
			}
			x.Choose(corp, "nsg-yes", mc, 0)
			if countIn(s, "Marilyn Campaign", nsg.ZoneRD) != 1 || countIn(s, "Marilyn Campaign", nsg.ZoneArchives) != 0 || len(s.RD) != rd+1 {
				t.Errorf("in R&D %d, in Archives %d: want it shuffled into R&D", countIn(s, "Marilyn Campaign", nsg.ZoneRD), countIn(s, "Marilyn Campaign", nsg.ZoneArchives))
			}
		}},
		{"Marilyn Campaign: trashed by the Runner, the Corp may let it go to Archives", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			mc := s.AddCard("Marilyn Campaign", nsg.ZoneServer, remote, true)
			s.CardOf(mc).Hosted = 8
			x.ToTurnOf(runner)
			s.Credits[runner] = 3
			runOn(x, remote, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-pay-trash", mc, 0) >= 0 })
			x.Choose(runner, "nsg-pay-trash", mc, 0)
			x.PassUntil(func(d engine.Decision) bool { return strings.Contains(d.Prompt, "would be trashed") })
			x.Choose(corp, "nsg-no", 0, 0)
			if countIn(s, "Marilyn Campaign", nsg.ZoneArchives) != 1 || countIn(s, "Marilyn Campaign", nsg.ZoneRD) != 0 || s.Credits[runner] != 0 {
				t.Errorf("in Archives %d, in R&D %d, Runner's credits %d: want it in Archives, 3 paid", countIn(s, "Marilyn Campaign", nsg.ZoneArchives), countIn(s, "Marilyn Campaign", nsg.ZoneRD), s.Credits[runner])
			}
		}},
		{"Corporate Town: as an additional cost to rez it, forfeit 1 agenda (removed from the game)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ht := s.AddCard("Hostile Takeover", nsg.ZoneScore, 0, false)
			s.CardOf(ht).Owner = corp
			ct := s.AddCard("Corporate Town", nsg.ZoneServer, remote, false)
			x.Act(corp, "nsg-credit", 0, 0)
			before, removed := s.Credits[corp], countIn(s, "Hostile Takeover", nsg.ZoneRemoved)
			rez(x, ct)
			x.Choose(corp, "nsg-target", ht, 0)
			if !s.CardOf(ct).Rezzed || s.CardOf(ht) != nil || before-s.Credits[corp] != 1 || s.PointsOf(corp) != 0 || countIn(s, "Hostile Takeover", nsg.ZoneRemoved) != removed+1 {
				t.Errorf("rezzed %v, Hostile Takeover still scored %v, paid %d, %d points: want rezzed, forfeited (removed), 1 paid, 0 points",
					s.CardOf(ct).Rezzed, s.CardOf(ht) != nil, before-s.Credits[corp], s.PointsOf(corp))
			}
		}},
		{"Corporate Town: the prompt to forfeit an agenda, read by both seats, does not name the unrezzed card (found by fuzzing)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ht := s.AddCard("Hostile Takeover", nsg.ZoneScore, 0, false)
			s.CardOf(ht).Owner = corp
			ct := s.AddCard("Corporate Town", nsg.ZoneServer, remote, false)
			x.Act(corp, "nsg-credit", 0, 0)
			rez(x, ct)
			if d := x.Decision(); d.Seat != corp || strings.Contains(d.Prompt, "Corporate Town") || !strings.Contains(d.Prompt, "forfeit an agenda") {
				t.Errorf("seat %d's prompt %q: want the Corp asked to forfeit an agenda, the card unnamed", d.Seat, d.Prompt)
			}
		}},
		{"Corporate Town: with no agenda to forfeit it cannot be rezzed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ct := s.AddCard("Corporate Town", nsg.ZoneServer, remote, false)
			x.Act(corp, "nsg-credit", 0, 0)
			if d := x.Decision(); nsgtest.Find(d, "nsg-rez", ct, 0) >= 0 {
				t.Errorf("offered to rez it: %v", x.Describe(d))
			}
		}},
		{"Corporate Town: when the Corp's turn begins, it may trash 1 installed resource", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Corporate Town", nsg.ZoneServer, remote, true)
			res := s.AddCard("Smartware Distributor", nsg.ZoneRig, 0, false)
			x.ToTurnOf(runner)
			for range 20 { // the Runner's turn: credits, then the Corp's turn begins
				d := x.PassUntil(func(d engine.Decision) bool {
					return d.Prompt == "Take an action" || d.Seat == corp && nsgtest.Find(d, "nsg-trigger", 0, 0) >= 0
				})
				if d.Prompt != "Take an action" {
					passable(x, d)
					break
				}
				x.Choose(runner, "nsg-credit", 0, 0)
			}
			x.Choose(corp, "nsg-trigger", 0, 0)
			x.Choose(corp, "nsg-target", res, 0)
			if s.CardOf(res) != nil {
				t.Errorf("Smartware Distributor still installed")
			}
		}},
		{"Nico Campaign: rez 2 loads 9; each Corp turn takes 3; empty, trashed and 1 card drawn", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Nico Campaign", nsg.ZoneServer, remote, false)
			x.Act(corp, "nsg-credit", 0, 0)
			before := s.Credits[corp]
			rez(x, id)
			x.Choose(corp, "nsg-trigger", 0, 0) // when rezzed: load
			if c := s.CardOf(id); c.Hosted != 9 || before-s.Credits[corp] != 2 {
				t.Fatalf("hosted %d, paid %d; want 9 and 2", c.Hosted, before-s.Credits[corp])
			}
			for turn := 1; turn <= 3; turn++ {
				x.ToTurnOf(runner)
				credits, hq := s.Credits[corp], len(s.HQ)
				x.ToTurnOf(corp) // the trigger is mandatory: the table triggers it
				if s.Credits[corp]-credits != 3 {
					t.Errorf("turn %d: took %d, want 3", turn, s.Credits[corp]-credits)
				}
				if turn == 3 && (s.CardOf(id) != nil || len(s.HQ) != hq+2) {
					t.Errorf("empty, still installed %v; HQ %d (was %d; want the draw and 1 more)", s.CardOf(id) != nil, len(s.HQ), hq)
				}
			}
		}},
		{"Regolith Mining License: rez 2 loads 15; click takes 3; empty, trashed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Regolith Mining License", nsg.ZoneServer, remote, true)
			s.CardOf(id).Hosted = 6
			x.ActionWindow(corp)
			before, clicks := s.Credits[corp], s.Clicks[corp]
			x.Choose(corp, "nsg-ability", id, 0)
			if s.Credits[corp]-before != 3 || s.CardOf(id).Hosted != 3 || s.Clicks[corp] != clicks-1 {
				t.Errorf("took %d, %d left, clicks %d→%d; want 3 and 3, 1 click spent", s.Credits[corp]-before, s.CardOf(id).Hosted, clicks, s.Clicks[corp])
			}
			hq := len(s.HQ)
			x.Act(corp, "nsg-ability", id, 0)
			if len(s.HQ) != hq {
				t.Errorf("HQ %d→%d, want no card drawn", hq, len(s.HQ))
			}
			if s.Credits[corp]-before != 6 || s.CardOf(id) != nil {
				t.Errorf("took %d, installed %v; want 6 and trashed", s.Credits[corp]-before, s.CardOf(id) != nil)
			}
			fresh := s.AddCard("Regolith Mining License", nsg.ZoneServer, remote+1, false)
			x.Act(corp, "nsg-credit", 0, 0)
			rez(x, fresh)
			x.Choose(corp, "nsg-trigger", 0, 0)
			if got := s.CardOf(fresh).Hosted; got != 15 {
				t.Errorf("loaded %d, want 15", got)
			}
		}},
		{"Urtica Cipher: accessed with 2 advancements, 4 net damage", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard("Urtica Cipher", nsg.ZoneServer, remote, false)
			s.CardOf(id).Adv = 2
			for range 5 {
				s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			}
			x.ToTurnOf(runner)
			grip := len(s.Grip)
			runOn(x, remote, func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", 0, 0) >= 0 })
			x.Choose(corp, "nsg-trigger", 0, 0)
			if got := grip - len(s.Grip); got != 4 {
				t.Errorf("the Runner lost %d cards, want 4", got)
			}
		}},
		{"Urtica Cipher: the Corp can advance it", func(t *testing.T, x *nsgtest.Table) {
			id := x.St().AddCard("Urtica Cipher", nsg.ZoneServer, remote, false)
			x.ActionWindow(corp)
			if !x.Offered("nsg-advance", id) {
				t.Errorf("not offered to advance")
			}
		}},
	})
}
