package cards_test

import (
	"strings"

	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// installIn has the Corp install card id from HQ in server sv with a
// click, and returns the pending decision after the action's cost.
func installIn(x *nsgtest.Table, id int32, sv int) engine.Decision {
	x.T.Helper()
	x.ActionWindow(corp)
	x.Choose(corp, "nsg-install", id, sv+1)
	passOptionalTrash(x, corp)
	return x.Decision()
}

// passOptionalTrash passes, if seat is asked, the optional trash of like
// cards before an install (CR 8.5.6a, 8.5.6c).
func passOptionalTrash(x *nsgtest.Table, seat engine.Seat) {
	x.T.Helper()
	if d := x.Decision(); d.Seat == seat && strings.HasSuffix(d.Prompt, "before installing, or pass") {
		x.Choose(seat, "nsg-pass", 0, 0)
	}
}

func TestUpgrades(t *testing.T) {
	thg := func(rezzed bool) func(x *nsgtest.Table) (int32, *nsg.State) {
		return func(x *nsgtest.Table) (int32, *nsg.State) {
			s := x.St()
			return s.AddCard("Tranquility Home Grid", nsg.ZoneServer, remote, rezzed), s
		}
	}
	// vault scores Hostile Takeover from the root of a remote holding a
	// rezzed Malapert Data Vault, R&D holding titles.
	vault := func(x *nsgtest.Table, rd ...string) {
		x.T.Helper()
		s := x.St()
		s.AddCard("Malapert Data Vault", nsg.ZoneServer, remote, true)
		s.Clear(nsg.ZoneRD)
		for _, t := range rd {
			s.AddCard(t, nsg.ZoneRD, 0, false)
		}
		score(x, "Hostile Takeover", 2)
	}
	runCards(t, []cardTest{
		{"Malapert Data Vault: whenever the Corp scores an agenda from its root, it may search R&D for a card that is not an agenda, reveal it and add it to HQ", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			vault(x, "Hedge Fund", "Offworld Office", "Palisade")
			mdv := s.Servers[remote].Root[0]
			d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", mdv, 0) >= 0 })
			for i, o := range d.Options { // Hostile Takeover's mandatory trigger first
				if o.Card != int(mdv) {
					x.Apply(d, i, 0)
					break
				}
			}
			if d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-trigger", mdv, 0) >= 0 }); nsgtest.Find(d, "nsg-pass", 0, 0) < 0 {
				t.Errorf("offered %v: want the search declinable (\"may\")", x.Describe(d))
			}
			x.Choose(corp, "nsg-trigger", mdv, 0)
			d = x.Decision()
			for _, o := range d.Options {
				if c := s.CardOf(int32(o.Card)); c != nil && c.Title == "Offworld Office" {
					t.Errorf("an agenda is offered: %v", x.Describe(d))
				}
			}
			pal := int32(0)
			for _, id := range s.RD {
				if s.CardOf(id).Title == "Palisade" {
					pal = id
				}
			}
			hq := countIn(s, "Palisade", nsg.ZoneHQ)
			x.Choose(corp, "nsg-target", pal, 0)
			if countIn(s, "Palisade", nsg.ZoneHQ) != hq+1 || !x.Logged("the Corp reveals Palisade") {
				t.Errorf("Palisades in HQ %d (was %d), revealed %v", countIn(s, "Palisade", nsg.ZoneHQ), hq, x.Logged("the Corp reveals Palisade"))
			}
		}},
		{"Malapert Data Vault: not for an agenda scored from another server", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			mdv := s.AddCard("Malapert Data Vault", nsg.ZoneServer, remote+1, true)
			score(x, "Hostile Takeover", 2)
			d := x.PassUntil(func(d engine.Decision) bool {
				return nsgtest.Find(d, "nsg-trigger", mdv, 0) >= 0 || d.Prompt == "Take an action"
			})
			if nsgtest.Find(d, "nsg-trigger", mdv, 0) >= 0 {
				t.Errorf("triggered by a score from remote 1")
			}
		}},
		{"Tranquility Home Grid: the first time each turn the Corp installs a card in its root, gain 2", func(t *testing.T, x *nsgtest.Table) {
			g, s := thg(true)(x)
			nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			sk := s.AddCard("Manegarm Skunkworks", nsg.ZoneHQ, 0, false)
			installIn(x, nico, remote)
			x.Choose(corp, "nsg-trigger", g, 0)
			before := s.Credits[corp]
			x.Choose(corp, "nsg-choose-gain", 0, 0)
			if s.Credits[corp]-before != 2 {
				t.Errorf("gained %d, want 2", s.Credits[corp]-before)
			}
			if d := installIn(x, sk, remote); triggered(d, g) {
				t.Errorf("the second install this turn in its root triggers it again: %q", d.Prompt)
			}
		}},
		{"Tranquility Home Grid: or draw 1", func(t *testing.T, x *nsgtest.Table) {
			g, s := thg(true)(x)
			nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			s.AddCard("Hedge Fund", nsg.ZoneRD, 0, false)
			installIn(x, nico, remote)
			x.Choose(corp, "nsg-trigger", g, 0)
			hq := len(s.HQ)
			x.Choose(corp, "nsg-choose-draw", 0, 0)
			if len(s.HQ) != hq+1 {
				t.Errorf("HQ %d, want %d", len(s.HQ), hq+1)
			}
		}},
		{"Tranquility Home Grid: its own install is the first in its root this turn, so a later one gives nothing", func(t *testing.T, x *nsgtest.Table) {
			s := x.St()
			g := s.AddCard("Tranquility Home Grid", nsg.ZoneHQ, 0, false)
			nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			installIn(x, g, remote)
			g = s.Servers[remote].Root[0]
			rez(x, g)
			if d := installIn(x, nico, remote); triggered(d, g) {
				t.Errorf("the second install this turn in its root, the first since it was rezzed, triggers it")
			}
		}},
		{"Tranquility Home Grid: an install in another server does not count", func(t *testing.T, x *nsgtest.Table) {
			g, s := thg(true)(x)
			nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			if d := installIn(x, nico, remote+1); triggered(d, g) {
				t.Errorf("an install in another remote triggers it")
			}
		}},
		{"Tranquility Home Grid: unrezzed, it is inactive and sees no install (CR 9.6.5b)", func(t *testing.T, x *nsgtest.Table) {
			g, s := thg(false)(x)
			nico := s.AddCard("Nico Campaign", nsg.ZoneHQ, 0, false)
			if d := installIn(x, nico, remote); triggered(d, g) {
				t.Errorf("an unrezzed Tranquility Home Grid triggers")
			}
		}},
		{"Tranquility Home Grid: remote server only, and 1 region a server", func(t *testing.T, x *nsgtest.Table) {
			_, s := thg(true)(x)
			second := s.AddCard("Tranquility Home Grid", nsg.ZoneHQ, 0, false)
			x.ActionWindow(corp)
			d := x.Decision()
			for _, sv := range []int{nsg.ServerHQ, nsg.ServerRD, nsg.ServerArchives, remote} {
				if nsgtest.Find(d, "nsg-install", second, sv+1) >= 0 {
					t.Errorf("offered to install it in server %d", sv)
				}
			}
			if nsgtest.Find(d, "nsg-install", second, remote+2) < 0 {
				t.Errorf("not offered in a new remote: %v", x.Describe(d))
			}
		}},
	})
}

// triggered reports whether decision d is card g's pending instance, or
// the choice its triggered ability asks (a lone mandatory instance
// resolves without a question).
func triggered(d engine.Decision, g int32) bool {
	return nsgtest.Find(d, "nsg-trigger", g, 0) >= 0 || nsgtest.Find(d, "nsg-choose-gain", 0, 0) >= 0
}
