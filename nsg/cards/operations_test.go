package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

func TestOperations(t *testing.T) {
	play := func(title string, credits, want int32) func(*testing.T, *nsgtest.Table) {
		return func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			id := s.AddCard(title, nsg.ZoneHQ, 0, false)
			s.Credits[corp] = credits
			x.ActionWindow(corp)
			x.Choose(corp, "nsg-play", id, 0)
			if s.Credits[corp] != want {
				t.Errorf("%s with %d credits leaves %d, want %d", title, credits, s.Credits[corp], want)
			}
		}
	}
	runCards(t, []cardTest{
		{"Hedge Fund: costs 5 and gains 9", play("Hedge Fund", 5, 9)},
		{"Government Subsidy: costs 10 and gains 15", play("Government Subsidy", 10, 15)},
		{"Punitive Counterstrike: trace 5, a checkpoint after it initiates; if successful, meat damage equal to the points stolen in the Runner's last turn", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Offworld Office", nsg.ZoneServer, remote, false) // 2 points
			pc := s.AddCard("Punitive Counterstrike", nsg.ZoneHQ, 0, false)
			x.ToTurnOf(runner)
			runOn(x, remote, never)
			if s.PointsOf(runner) != 2 {
				t.Fatalf("the Runner has %d points: want Offworld Office stolen", s.PointsOf(runner))
			}
			for range 5 {
				s.AddCard("Sure Gamble", nsg.ZoneGrip, 0, false)
			}
			x.ToTurnOf(corp)
			s.Credits[corp], s.Credits[runner] = 3, 0
			x.G.Reask()
			grip := len(s.Grip)
			x.Choose(corp, "nsg-play", pc, 0)
			x.Number(corp, 0)
			x.Number(runner, 0)
			x.ActionWindow(corp)
			if got := grip - len(s.Grip); got != 2 || !x.Logged("trace 5 is initiated") {
				t.Errorf("the Runner lost %d grip cards: want 2 (meat damage for Offworld Office's 2 points)", got)
			}
		}},
		{"Punitive Counterstrike: nothing stolen in the Runner's last turn, a successful trace does no damage", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			pc := s.AddCard("Punitive Counterstrike", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			s.Credits[corp], s.Credits[runner] = 3, 0
			x.G.Reask()
			grip := len(s.Grip)
			x.Choose(corp, "nsg-play", pc, 0)
			x.Number(corp, 0)
			x.Number(runner, 0)
			x.ActionWindow(corp)
			if got := grip - len(s.Grip); got != 0 {
				t.Errorf("the Runner lost %d grip cards: want 0", got)
			}
		}},
		{"Psychographics: X, at most the Runner's tags, is paid and placed as advancement counters on a card the Corp can advance", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ps := s.AddCard("Psychographics", nsg.ZoneHQ, 0, false)
			oo := s.AddCard("Offworld Office", nsg.ZoneServer, remote, false)
			s.AddCard("Nico Campaign", nsg.ZoneServer, remote+1, false) // cannot be advanced
			x.ActionWindow(corp)
			s.Tags, s.Credits[corp] = 2, 5
			x.G.Reask()
			x.Choose(corp, "nsg-play", ps, 0)
			d := x.Decision()
			if d.Kind != engine.Number || d.Min != 0 || d.Max != 2 {
				t.Fatalf("asked %q (%v, %d to %d): want X from 0 to the Runner's 2 tags", d.Prompt, d.Kind, d.Min, d.Max)
			}
			x.Number(corp, 2)
			if d := x.Decision(); len(d.Options) != 1 || nsgtest.Find(d, "nsg-target", oo, 0) < 0 {
				t.Fatalf("offered %v: want Offworld Office only", x.Describe(d))
			}
			x.Choose(corp, "nsg-target", oo, 0)
			if s.Credits[corp] != 3 || s.CardOf(oo).Adv != 2 {
				t.Errorf("credits %d, Offworld Office's counters %d: want 3 and 2", s.Credits[corp], s.CardOf(oo).Adv)
			}
		}},
	})
}

// installAndRez plays operation title from HQ with credits, chooses card
// and where to install it (server sv), and passes the windows on the way.
func installAndRez(x *nsgtest.Table, title string, credits int32, card int32, sv int) {
	x.T.Helper()
	s := x.St()
	op := s.AddCard(title, nsg.ZoneHQ, 0, false)
	x.ActionWindow(corp)
	s.Credits[corp] = credits
	x.G.Reask()
	x.Choose(corp, "nsg-play", op, 0)
	x.Choose(corp, "nsg-target", card, 0)
	x.Choose(corp, "nsg-install", card, sv+1)
	x.PassUntil(func(d engine.Decision) bool { return d.Prompt == "Take an action" })
}

func TestInstallAndRezOperations(t *testing.T) {
	runCards(t, []cardTest{
		{"Restore: the prompt to choose where to install a facedown Archives card, read by both seats, does not name it (found by fuzzing)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			pal := s.AddCard("Palisade", nsg.ZoneArchives, 0, false)
			op := s.AddCard("Restore", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			s.Credits[corp] = 6
			x.G.Reask()
			x.Choose(corp, "nsg-play", op, 0)
			x.Choose(corp, "nsg-target", pal, 0)
			if d := x.Decision(); d.Seat != corp || !strings.Contains(d.Prompt, "choose where") || strings.Contains(d.Prompt, "Palisade") {
				t.Errorf("seat %d's prompt %q: want the Corp asked where to install, Palisade unnamed", d.Seat, d.Prompt)
			}
		}},
		{"Restore: the prompt to forfeit an agenda for a facedown Archives card it installs and rezzes, read by both seats, does not name it (found by fuzzing)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ht := s.AddCard("Hostile Takeover", nsg.ZoneScore, 0, false)
			s.CardOf(ht).Owner = corp
			ct := s.AddCard("Corporate Town", nsg.ZoneArchives, 0, false)
			op := s.AddCard("Restore", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			s.Credits[corp] = 10
			x.G.Reask()
			x.Choose(corp, "nsg-play", op, 0)
			x.Choose(corp, "nsg-target", ct, 0)
			x.Choose(corp, "nsg-install", ct, remote+1)
			if d := x.Decision(); d.Seat != corp || !strings.Contains(d.Prompt, "forfeit an agenda") || strings.Contains(d.Prompt, "Corporate Town") {
				t.Errorf("seat %d's prompt %q: want the Corp asked to forfeit an agenda, Corporate Town unnamed", d.Seat, d.Prompt)
			}
		}},
		{"Restore: installs and rezzes 1 card from Archives paying its install and rez costs, then removes the other copies in Archives from the game", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Whitespace", nsg.ZoneServer, nsg.ServerHQ, false) // Palisade's install cost on HQ: 1
			pal := s.AddCard("Palisade", nsg.ZoneArchives, 0, false)
			other := s.AddCard("Palisade", nsg.ZoneArchives, 0, false)
			keep := s.AddCard("Tranquility Home Grid", nsg.ZoneArchives, 0, false)
			installAndRez(x, "Restore", 6, pal, nsg.ServerHQ)
			if s.Credits[corp] != 1 { // 6 - 1 (Restore) - 1 (install) - 3 (rez)
				t.Errorf("credits %d, want 1", s.Credits[corp])
			}
			ice := s.Servers[nsg.ServerHQ].Ice
			if len(ice) != 2 || s.CardOf(ice[1]).Title != "Palisade" || !s.CardOf(ice[1]).Rezzed {
				t.Errorf("HQ's ice %v: want Palisade installed outermost, rezzed", ice)
			}
			if s.CardOf(other) != nil || countIn(s, "Palisade", nsg.ZoneRemoved) != 1 || s.CardOf(keep) == nil {
				t.Errorf("Palisades removed from the game %d, Tranquility Home Grid in Archives %v: want 1 removed and it kept", countIn(s, "Palisade", nsg.ZoneRemoved), s.CardOf(keep) != nil)
			}
		}},
		{"Restore: a card whose rez cost cannot be paid stays installed, unrezzed (CR 1.16.4b)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			pal := s.AddCard("Palisade", nsg.ZoneArchives, 0, false)
			installAndRez(x, "Restore", 3, pal, nsg.ServerRD)
			ice := s.Servers[nsg.ServerRD].Ice
			if len(ice) != 1 || s.CardOf(ice[0]).Rezzed || s.Credits[corp] != 2 {
				t.Errorf("R&D's ice %v, credits %d: want Palisade installed unrezzed and 2 credits", ice, s.Credits[corp])
			}
		}},
		{"Building Blocks: reveals a barrier from HQ and installs and rezzes it, ignoring all costs", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.AddCard("Whitespace", nsg.ZoneServer, nsg.ServerHQ, false)
			pal := s.AddCard("Palisade", nsg.ZoneHQ, 0, false)
			installAndRez(x, "Building Blocks", 5, pal, nsg.ServerHQ)
			if s.Credits[corp] != 0 { // 5 for Building Blocks; the install (1) and the rez (3) ignored
				t.Errorf("credits %d, want 0", s.Credits[corp])
			}
			ice := s.Servers[nsg.ServerHQ].Ice
			if len(ice) != 2 || s.CardOf(ice[1]).Title != "Palisade" || !s.CardOf(ice[1]).Rezzed {
				t.Errorf("HQ's ice %v: want Palisade installed outermost, rezzed", ice)
			}
			if !x.Logged("the Corp reveals Palisade") {
				t.Errorf("Palisade is not revealed")
			}
		}},
		{"Building Blocks: only a barrier of HQ can be chosen", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ws := s.AddCard("Whitespace", nsg.ZoneHQ, 0, false)
			pal := s.AddCard("Palisade", nsg.ZoneHQ, 0, false)
			op := s.AddCard("Building Blocks", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			s.Credits[corp] = 5
			x.G.Reask()
			x.Choose(corp, "nsg-play", op, 0)
			if d := x.Decision(); nsgtest.Find(d, "nsg-target", ws, 0) >= 0 || nsgtest.Find(d, "nsg-target", pal, 0) < 0 {
				t.Errorf("offered %v: want Palisade, not Whitespace (a code gate)", x.Describe(d))
			}
		}},
	})
}

// countIn counts the cards titled title in zone z.
func countIn(s *nsg.State, title string, z nsg.Zone) int {
	n := 0
	for _, c := range s.Cards {
		if c.Title == title && c.Zone == z {
			n++
		}
	}
	return n
}
