package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// scammer makes the Runner's identity 419 and has the Corp install Nico
// Campaign in a remote with its first click, then the Runner triggers
// 419 when trigger says so; it returns Nico Campaign's id once installed.
func scammer(x *nsgtest.Table, trigger bool) int32 {
	x.T.Helper()
	s := x.St()
	s.Identity[runner] = "419: Amoral Scammer"
	nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
	x.ActionWindow(corp)
	x.Choose(corp, "nsg-install", nico, remote+1)
	id := s.Servers[remote].Root[0]
	verb := "nsg-pass"
	if trigger {
		verb = "nsg-trigger"
	}
	x.Choose(runner, verb, 0, 0)
	return id
}

// obTrash sets Ob as the Corp's identity, R&D to titles, and a rezzed
// Regolith Mining License with 3 credits in a remote; the Corp's click
// takes them and trashes it. It returns the pending decision.
func obTrash(x *nsgtest.Table, rd ...string) engine.Decision {
	x.T.Helper()
	s := x.St()
	s.Identity[corp] = ob
	s.Clear(nsg.ZoneRD)
	for _, t := range rd {
		s.AddCard(t, nsg.ZoneRD, 0, false)
	}
	rml := s.AddCard("Regolith Mining License", nsg.ZoneServer, remote, true)
	s.CardOf(rml).Hosted = 3
	x.ActionWindow(corp)
	x.Choose(corp, "nsg-ability", rml, 0)
	return x.Decision()
}

const ob = "Ob Superheavy Logistics: Extract. Export. Excel."

func TestIdentities(t *testing.T) {
	runCards(t, []cardTest{
		{"Weyland Consortium: Built to Last: whenever the Corp advances a card, gain 2 if it had no advancement counters (CR 9.6.6a: before this advancement)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Identity[corp] = "Weyland Consortium: Built to Last"
			oo := s.AddCard("Offworld Office", nsg.ZoneServer, remote, false)
			x.ToTurnOf(corp)
			s.Credits[corp] = 5
			for i, want := range []int32{2, 0} { // gained at the first advancement, not at the second
				x.Act(corp, "nsg-advance", oo, 0)
				before := s.Credits[corp]
				x.Choose(corp, "nsg-trigger", nsg.IdentityObj(corp), 0)
				if got := s.Credits[corp] - before; got != want || s.CardOf(oo).Adv != int32(i+1) {
					t.Errorf("advancement %d: gained %d, counters %d; want %d and %d", i+1, got, s.CardOf(oo).Adv, want, i+1)
				}
			}
		}},
		{"Weyland Consortium: Building a Better World: whenever the Corp plays a transaction operation, it gains 1, before the operation resolves (CR 8.6.7d)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Identity[corp] = "Weyland Consortium: Building a Better World"
			hf := s.AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			sl := s.AddCard("Seamless Launch", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			s.Credits[corp] = 5
			x.G.Reask()
			x.Choose(corp, "nsg-play", hf, 0)
			x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", nsg.IdentityObj(corp), 0) >= 0 })
			if s.Credits[corp] != 0 {
				t.Errorf("credits %d as the gain is pending: want 0 (Hedge Fund paid, not resolved)", s.Credits[corp])
			}
			x.Choose(corp, "nsg-trigger", nsg.IdentityObj(corp), 0)
			x.ActionWindow(corp)
			if s.Credits[corp] != 10 {
				t.Errorf("credits %d: want 1 + 9", s.Credits[corp])
			}
			x.Choose(corp, "nsg-play", sl, 0) // not a transaction
			if d := x.Decision(); nsgtest.Find(d, "nsg-trigger", nsg.IdentityObj(corp), 0) >= 0 {
				t.Errorf("triggered by Seamless Launch")
			}
		}},
		{"Jinteki: Restoring Humanity: when the Corp's discard phase ends, it gains 1 if Archives holds a facedown card (its discard counts: CR 5.1.4b)", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Identity[corp] = "Jinteki: Restoring Humanity"
			x.ActionWindow(corp)
			s.Clear(nsg.ZoneArchives)
			for range 6 - len(s.HQ) {
				s.AddCard("Hedge Fund", nsg.ZoneHQ, 0, false)
			}
			for range 3 {
				x.Act(corp, "nsg-credit", 0, 0)
			}
			before := s.Credits[corp]
			d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", nsg.IdentityObj(corp), 0) >= 0 })
			if len(s.Archives) != 1 || s.CardOf(s.Archives[0]).FaceUp || s.Active != corp || d.Seat != corp {
				t.Fatalf("Archives %v, active seat %d, asked %d: want the discarded card facedown and the Corp's turn still on", s.Archives, s.Active, d.Seat)
			}
			x.Choose(corp, "nsg-trigger", nsg.IdentityObj(corp), 0)
			if got := s.Credits[corp] - before; got != 1 {
				t.Errorf("gained %d: want 1", got)
			}
		}},
		{"Jinteki: Restoring Humanity: nothing without a facedown card in Archives, nothing as the Runner's turn ends", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Identity[corp] = "Jinteki: Restoring Humanity"
			s.Clear(nsg.ZoneArchives)
			s.CardOf(s.AddCard("Hedge Fund", nsg.ZoneArchives, 0, false)).FaceUp = true
			x.ToTurnOf(corp)
			s.Clear(nsg.ZoneHQ)
			before := s.Credits[corp]
			for range 3 {
				x.Act(corp, "nsg-credit", 0, 0)
			}
			x.ToTurnOf(runner)                                  // the Corp's turn ends (its trigger taken by passing)
			s.AddCard("Hedge Fund", nsg.ZoneArchives, 0, false) // facedown as the Runner's turn ends
			x.ToTurnOf(corp)
			if got := s.Credits[corp] - before; got != 3 {
				t.Errorf("gained %d: want the 3 of its clicks only", got)
			}
		}},
		{"Ob Superheavy Logistics: Extract. Export. Excel.: when the Corp trashes a rezzed card, it may search R&D for a card of printed rez cost 1 less and install and rez it, ignoring credit costs", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			before := s.Credits[corp]
			obTrash(x, "Hedge Fund", "Tranquility Home Grid", "Palisade", "Nico Campaign") // the turn's draw takes the first
			rd := len(s.RD)
			if d := x.Decision(); nsgtest.Find(d, "nsg-pass", 0, 0) < 0 {
				t.Errorf("offered %v: want the search declinable (\"may\")", x.Describe(d))
			}
			x.Choose(corp, "nsg-trigger", nsg.IdentityObj(corp), 0)
			d := x.Decision()
			if len(d.Options) != 2 || nsgtest.Find(d, "nsg-pass", 0, 0) < 0 {
				t.Fatalf("offered %v: want Tranquility Home Grid (rez 1, RML's 2 less 1) or nothing", x.Describe(d))
			}
			thg := int32(d.Options[nsgtest.Find(d, "nsg-target", 0, 0)].Card)
			x.Choose(corp, "nsg-target", thg, 0)
			x.Choose(corp, "nsg-install", thg, remote+1) // remote 1 went with RML: a new remote
			root := s.Servers[remote].Root
			if len(root) != 1 || s.CardOf(root[0]).Title != "Tranquility Home Grid" || !s.CardOf(root[0]).Rezzed {
				t.Errorf("remote 1's root %v: want Tranquility Home Grid rezzed", root)
			}
			if s.Credits[corp]-before != 3 || len(s.RD) != rd-1 {
				t.Errorf("gained %d (want RML's 3 only), R&D %d (want %d)", s.Credits[corp]-before, len(s.RD), rd-1)
			}
		}},
		{"Ob Superheavy Logistics: Extract. Export. Excel.: ignoring credit costs only: Corporate Town found still costs an agenda forfeited", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			ht := s.AddCard("Hostile Takeover", nsg.ZoneScore, 0, false)
			s.CardOf(ht).Owner = corp
			obTrash(x, "Hedge Fund", "Corporate Town") // the turn's draw takes the first
			x.Choose(corp, "nsg-trigger", nsg.IdentityObj(corp), 0)
			d := x.Decision()
			i := nsgtest.Find(d, "nsg-target", 0, 0)
			if i < 0 {
				t.Fatalf("offered %v: want Corporate Town", x.Describe(d))
			}
			ct := int32(d.Options[i].Card)
			x.Choose(corp, "nsg-target", ct, 0)
			x.Choose(corp, "nsg-install", ct, remote+1)
			if d := x.Decision(); nsgtest.Find(d, "nsg-target", ht, 0) < 0 {
				t.Fatalf("offered %v: want Hostile Takeover to forfeit", x.Describe(d))
			}
			x.Choose(corp, "nsg-target", ht, 0)
			root := s.Servers[remote].Root // remote 1 went with RML: a new remote
			if len(root) != 1 || s.CardOf(root[0]).Title != "Corporate Town" || !s.CardOf(root[0]).Rezzed || s.CardOf(ht) != nil {
				t.Errorf("remote 1's root %v, Hostile Takeover still scored %v: want Corporate Town rezzed and Hostile Takeover forfeited", root, s.CardOf(ht) != nil)
			}
		}},
		{"Ob Superheavy Logistics: Extract. Export. Excel.: once per turn", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			obTrash(x, "Hedge Fund", "Tranquility Home Grid", "Tranquility Home Grid")
			x.Choose(corp, "nsg-trigger", nsg.IdentityObj(corp), 0)
			x.Choose(corp, "nsg-pass", 0, 0) // finds nothing: used all the same
			rml := s.AddCard("Regolith Mining License", nsg.ZoneServer, remote+1, true)
			s.CardOf(rml).Hosted = 3
			x.ActionWindow(corp)
			x.Choose(corp, "nsg-ability", rml, 0)
			if d := x.Decision(); nsgtest.Find(d, "nsg-trigger", nsg.IdentityObj(corp), 0) >= 0 {
				t.Errorf("Ob offered a second time this turn")
			}
		}},
		{"Ob Superheavy Logistics: Extract. Export. Excel.: not a card trashed during an installation", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Identity[corp] = ob
			old := s.AddCard("Nico Campaign", nsg.ZoneServer, remote, true)
			s.CardOf(old).Hosted = 9 // not emptied (and trashed) as the turn begins
			nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			x.Choose(corp, "nsg-install", nico, remote+1) // replaces the rezzed one
			if s.CardOf(old) != nil {
				t.Fatalf("the rezzed Nico Campaign was not replaced")
			}
			if d := x.Decision(); nsgtest.Find(d, "nsg-trigger", nsg.IdentityObj(corp), 0) >= 0 {
				t.Errorf("Ob offered for the asset the install replaced")
			}
		}},
		{"419: Amoral Scammer: the first time the Corp installs a card each turn, the Runner may expose it unless the Corp pays 1: the Corp pays", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			before := s.Credits[corp]
			scammer(x, true)
			x.Choose(corp, "nsg-pay", 0, 0)
			if s.Credits[corp] != before-1 || x.Logged("is exposed") {
				t.Errorf("credits %d (was %d), exposed %v: want 1 paid and no expose", s.Credits[corp], before, x.Logged("is exposed"))
			}
		}},
		{"419: Amoral Scammer: the Corp does not pay: the card is exposed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			before := s.Credits[corp]
			scammer(x, true)
			x.Choose(corp, "nsg-no", 0, 0)
			if s.Credits[corp] != before || !x.Logged("Nico Campaign is exposed") {
				t.Errorf("credits %d (was %d), exposed %v: want nothing paid and Nico Campaign exposed", s.Credits[corp], before, x.Logged("Nico Campaign is exposed"))
			}
		}},
		{"419: Amoral Scammer: an exposed card is revealed, so the fuzzer's leak check lets its event name it (found by fuzzing)", func(t *testing.T, x *nsgtest.Table) {
			scammer(x, true)
			lc := nsg.Ruleset{}.LeakChecker()
			if err := lc.Check(x.G); err != nil {
				t.Fatal(err)
			}
			d := x.Decision()
			ev, err := x.G.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: nsgtest.Find(d, "nsg-no", 0, 0)})
			if err != nil {
				t.Fatal(err)
			}
			var texts []string
			for _, e := range ev {
				texts = append(texts, e.Text())
			}
			if err := lc.Events(x.G, ev); err != nil || !strings.Contains(strings.Join(texts, "; "), "Nico Campaign is exposed") {
				t.Errorf("events %q: leak check %v; want Nico Campaign exposed and no leak", texts, err)
			}
		}},
		{"419: Amoral Scammer: a Corp that cannot pay is not asked: exposed", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			s.Identity[runner] = "419: Amoral Scammer"
			nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			s.Credits[corp] = 0
			x.G.Reask()
			x.Choose(corp, "nsg-install", nico, remote+1)
			x.Choose(runner, "nsg-trigger", 0, 0)
			if !x.Logged("Nico Campaign is exposed") {
				t.Errorf("not exposed; pending %q", x.Decision().Prompt)
			}
		}},
		{"419: Amoral Scammer: the Runner may leave it untriggered", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			before := s.Credits[corp]
			scammer(x, false)
			if s.Credits[corp] != before || x.Logged("is exposed") {
				t.Errorf("credits %d (was %d), exposed %v", s.Credits[corp], before, x.Logged("is exposed"))
			}
		}},
		{"419: Amoral Scammer: only the Corp's first install of the turn", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			scammer(x, false)
			sk := s.AddCard("Manegarm Skunkworks", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			x.Choose(corp, "nsg-install", sk, remote+1)
			if d := x.Decision(); nsgtest.Find(d, "nsg-trigger", nsg.IdentityObj(runner), 0) >= 0 {
				t.Errorf("419 offered again for the second install: %v", x.Describe(d))
			}
		}},
	})
}
