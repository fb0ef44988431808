package onr_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ratAccessed returns the titles the Runner accessed, in order, from the
// events as the Runner reads them.
func ratAccessed(x *onrtest.Table) []string {
	var out []string
	for _, e := range x.Events {
		text := e.Text()
		if e.Secret() != "" {
			text = e.Secret() // the Runner reads the title of every card he accesses
		}
		if title, ok := strings.CutPrefix(text, "Runner accesses "); ok {
			out = append(out, title)
		}
	}
	return out
}

// ratTitles returns the titles of cards.
func ratTitles(x *onrtest.Table, cards []int32) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = x.G.Title(c)
	}
	return out
}

func TestAccessRD(t *testing.T) {
	rd := []string{"Data Wall", "Quandary", "Wall of Static", "Laser Wire", "Endless Corridor"}
	for _, tc := range []struct {
		name string
		rig  []string
		prep string // a prep that makes the run, or "" for the basic action
		rd   []string
		want int
	}{
		{"the top card only", nil, "", rd, 1},
		{"R&D Interface: one additional card", []string{"R&D Interface"}, "", rd, 2},
		{"Custodial Position: two additional cards", nil, "Custodial Position", rd, 3},
		{"R&D Interface and Custodial Position add up", []string{"R&D Interface"}, "Custodial Position", rd, 4},
		{"no more cards than R&D holds", []string{"R&D Interface"}, "Custodial Position", rd[:2], 2},
	} {
		t.Run("ONR-11.11.1 ONR-11.11.2 R066 R&D is accessed from the top in order: "+tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			cards := x.Deck(onr.Corp, tc.rd...)
			x.Rig(tc.rig...)
			if tc.prep != "" {
				x.Hand(onr.Runner, tc.prep)
			}
			x.Ready()
			x.ToTurn(onr.Runner)
			before := slices.Clone(x.Corp().Deck)
			if tc.prep != "" {
				x.Do(onr.Runner, "play "+tc.prep)
			} else {
				x.Do(onr.Runner, "run on R&D")
			}
			ratContinue(x)
			want := min(tc.want, len(cards))
			if got := ratAccessed(x); !slices.Equal(got, ratTitles(x, cards[:want])) {
				t.Errorf("accessed %q, want %q", got, ratTitles(x, cards[:want]))
			}
			for i, c := range cards {
				if x.S.Cards[c].Seen != (i < want) {
					t.Errorf("card %d from the top (%s) seen = %v", i, x.G.Title(c), x.S.Cards[c].Seen)
				}
			}
			// ONR-11.12.5: cards not stolen or trashed stay in R&D in the same order.
			if !slices.Equal(x.Corp().Deck, before) {
				t.Errorf("R&D changed from %q to %q", ratTitles(x, before), ratTitles(x, x.Corp().Deck))
			}
		})
	}
}

func TestAccessHQ(t *testing.T) {
	hq := []string{"Data Wall", "Quandary", "Wall of Static", "Laser Wire", "Endless Corridor"}
	run := func(t *testing.T, seed uint64, rig []string, prep string) (x *onrtest.Table, seen []int32) {
		x = tableWithRD(t, seed, 4)
		cards := x.Hand(onr.Corp, hq...)
		x.Rig(rig...)
		if prep != "" {
			x.Hand(onr.Runner, prep)
		}
		x.Ready()
		x.ToTurn(onr.Runner)
		if prep != "" {
			x.Do(onr.Runner, "play "+prep)
		} else {
			x.Do(onr.Runner, "run on HQ")
		}
		ratContinue(x)
		for _, c := range cards {
			if x.S.Cards[c].Seen {
				seen = append(seen, c)
			}
			if x.S.Cards[c].Zone != onr.ZoneHand {
				t.Errorf("%s left HQ (ONR-11.12.5)", x.G.Title(c))
			}
		}
		return x, seen
	}
	for _, tc := range []struct {
		name string
		rig  []string
		prep string
		want int
	}{
		{"one card", nil, "", 1},
		{"HQ Interface: one more", []string{"HQ Interface"}, "", 2},
		{"Executive Wiretaps: two more", nil, "Executive Wiretaps", 3},
		{"HQ Interface and Executive Wiretaps add up", []string{"HQ Interface"}, "Executive Wiretaps", 4},
	} {
		t.Run("ONR-11.11.1 R065 HQ cards are accessed at random, each at most once: "+tc.name, func(t *testing.T) {
			x, seen := run(t, 7, tc.rig, tc.prep)
			got := ratAccessed(x)
			if len(got) != tc.want || len(seen) != tc.want {
				t.Fatalf("accessed %q (%d distinct cards seen), want %d cards", got, len(seen), tc.want)
			}
			_, again := run(t, 7, tc.rig, tc.prep)
			if !slices.Equal(ratTitles(x, seen), ratTitles(x, again)) {
				t.Errorf("same seed accessed different cards: %q then %q", ratTitles(x, seen), ratTitles(x, again))
			}
		})
	}

	t.Run("ONR-11.11.1 the HQ card accessed depends on the random draw, not on HQ's order", func(t *testing.T) {
		picked := map[string]bool{}
		for seed := uint64(1); seed <= 20; seed++ {
			x, seen := run(t, seed, nil, "")
			if len(seen) != 1 {
				t.Fatalf("seed %d: %d cards accessed", seed, len(seen))
			}
			picked[x.G.Title(seen[0])] = true
		}
		if len(picked) < 2 {
			t.Errorf("20 seeds always accessed %v", picked)
		}
	})
}

func TestAccessArchives(t *testing.T) {
	t.Run("ONR-11.11.1 R067 every card in the Archives is accessed and face-down cards turn face up", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		up := x.Card("Quandary")
		down1 := x.Card("Wall of Static")
		down2 := x.Card("Hostile Takeover")
		for _, c := range []int32{up, down1, down2} {
			x.G.Put(c, onr.ZoneDiscard, false)
		}
		x.S.Cards[up].FaceUp = true
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on the Archives")
		ratContinue(x)
		if got := ratAccessed(x); len(got) != 3 {
			t.Fatalf("accessed %q, want all 3 cards", got)
		}
		for _, c := range []int32{up, down1} {
			if x.S.Cards[c].Zone != onr.ZoneDiscard || !x.S.Cards[c].FaceUp || !x.S.Cards[c].Seen {
				t.Errorf("%s: zone %s face up %v seen %v, want face up in the Archives", x.G.Title(c), x.S.Cards[c].Zone, x.S.Cards[c].FaceUp, x.S.Cards[c].Seen)
			}
		}
		if x.S.Cards[down2].Zone != onr.ZoneScored || x.Runner().Points != 1 {
			t.Errorf("the face-down agenda should be stolen: zone %s, points %d", x.S.Cards[down2].Zone, x.Runner().Points)
		}
	})
}

func TestAccessInstalled(t *testing.T) {
	for _, upgradeFirst := range []bool{true, false} {
		name := map[bool]string{true: "upgrade first", false: "agenda first"}[upgradeFirst]
		t.Run("ONR-11.11.1 ONR-11.11.3 a subsidiary fort: every installed card in the Runner's order, never the ice: "+name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			ice, fort := x.Ice(onr.NewFort, "Wall of Static", false)
			agenda, _ := x.Install(fort, "Hostile Takeover", false)
			air, _ := x.Install(fort, "Antiquated Interface Routines", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on fort 1")
			ratContinue(x)
			if !x.Offered(onr.Runner, "access Antiquated Interface Routines") || !x.Offered(onr.Runner, "access an unrezzed card") {
				t.Fatalf("the Runner should choose the order of access: %s", x.Describe())
			}
			if upgradeFirst {
				x.Do(onr.Runner, "access Antiquated Interface Routines")
			} else {
				x.Do(onr.Runner, "access an unrezzed card")
			}
			// Antiquated Interface Routines has a trash cost of 1.
			x.Do(onr.Runner, "leave Antiquated Interface Routines")
			want := []string{"Antiquated Interface Routines", "Hostile Takeover"}
			if !upgradeFirst {
				slices.Reverse(want)
			}
			if got := ratAccessed(x); !slices.Equal(got, want) {
				t.Errorf("accessed %q, want %q", got, want)
			}
			if x.S.Cards[ice].Seen || x.S.Cards[ice].Rezzed {
				t.Errorf("the fort's ice was accessed")
			}
			if x.S.Cards[agenda].Zone != onr.ZoneScored || x.Runner().Points != 1 {
				t.Errorf("the agenda should be stolen")
			}
			if k := x.S.Cards[air]; k.Zone != onr.ZoneFort || !k.Rezzed {
				t.Errorf("the upgrade left alone should stay installed and rezzed (ONR-11.12.5)")
			}
		})
	}

	for _, tc := range []struct {
		fort string
		idx  int32
	}{
		{"HQ", onr.FortHQ},
		{"R&D", onr.FortRD},
		{"the Archives", onr.FortArchives},
	} {
		t.Run("ONR-11.11.1 OPEN 24 an upgrade in "+tc.fort+" is accessed as well as a stored card", func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			up, _ := x.Install(tc.idx, "Antiquated Interface Routines", false)
			stored := x.Card("Quandary")
			zone := map[int32]onr.Zone{onr.FortHQ: onr.ZoneHand, onr.FortRD: onr.ZoneDeck, onr.FortArchives: onr.ZoneDiscard}[tc.idx]
			x.G.Put(stored, zone, true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on "+tc.fort)
			ratContinue(x)
			if !x.Offered(onr.Runner, "access an unrezzed card") || !x.Offered(onr.Runner, "access the next card stored in "+tc.fort) {
				t.Fatalf("want a choice between the upgrade and the stored card: %s", x.Describe())
			}
			x.Do(onr.Runner, "access an unrezzed card")
			x.PassAll()
			if x.Offered(onr.Runner, "leave Antiquated Interface Routines") {
				x.Do(onr.Runner, "leave Antiquated Interface Routines")
			}
			if !x.S.Cards[up].Seen || !x.S.Cards[stored].Seen {
				t.Errorf("upgrade seen %v, stored card seen %v, want both accessed", x.S.Cards[up].Seen, x.S.Cards[stored].Seen)
			}
			if got, want := ratAccessed(x), []string{"Antiquated Interface Routines", "Quandary"}; !slices.Equal(got, want) {
				t.Errorf("accessed %q, want %q in the order the Runner chose", got, want)
			}
		})
	}
}

func TestAmbush(t *testing.T) {
	for _, rezzed := range []bool{true, false} {
		want := map[bool]int{true: 1, false: 0}[rezzed]
		t.Run(fmt.Sprintf("ONR-9.10 R062 Dieter Esslin accessed rezzed=%v does %d Net damage", rezzed, want), func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			d, _ := x.Install(onr.FortRD, "Dieter Esslin", rezzed)
			runnerHand(x, 3)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on R&D")
			ratContinue(x)
			name := map[bool]string{true: "access Dieter Esslin", false: "access an unrezzed card"}[rezzed]
			x.Do(onr.Runner, name)
			if got := 3 - len(x.Runner().Hand); got != want {
				t.Errorf("cards lost on access %d, want %d", got, want)
			}
			x.PassAll()
			// ONR-11.11.4, R064: the ambush resolves before the next access.
			if i, j := ratEventIndex(x, "Runner takes 1 Net damage"), ratEventIndex(x, "Runner accesses a card in R&D"); rezzed && (i < 0 || j < 0 || i > j) {
				t.Errorf("Dieter's damage (event %d) should come before the R&D access (event %d)", i, j)
			}
			if rezzed {
				x.Do(onr.Runner, "leave Dieter Esslin")
			} else {
				x.Do(onr.Runner, "decline") // unrezzed, a spectator does not know it: the one question (accesshidden.go)
			}
			if x.S.Run.Active || x.S.Cards[d].Zone != onr.ZoneFort {
				t.Errorf("Dieter should stay installed after the run")
			}
		})
	}
}

func TestStealAndTrash(t *testing.T) {
	t.Run("ONR-11.12.1 R063 accessed agendas are stolen only after every card was accessed", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.G.RemoveAll(onr.Corp)
		ht := x.Deck(onr.Corp, "Hostile Takeover", "Data Wall")[0]
		x.Install(onr.FortRD, "Antiquated Interface Routines", true)
		x.Install(onr.FortRD, "Dieter Esslin", false)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 0 // no trash decisions
		x.Ready()
		x.Do(onr.Runner, "run on R&D")
		ratContinue(x)
		x.Do(onr.Runner, "access the next card stored in R&D")
		if !x.S.Cards[ht].Seen {
			t.Fatalf("Hostile Takeover not accessed")
		}
		if x.S.Cards[ht].Zone != onr.ZoneDeck || x.Runner().Points != 0 {
			t.Errorf("agenda stolen before the upgrades were accessed: zone %s points %d", x.S.Cards[ht].Zone, x.Runner().Points)
		}
		x.Do(onr.Runner, "access Antiquated Interface Routines")
		if x.S.Run.Active {
			t.Fatalf("run still active: %s", x.Describe())
		}
		if x.S.Cards[ht].Zone != onr.ZoneScored || x.Runner().Points != 1 {
			t.Errorf("agenda not stolen after access: zone %s points %d", x.S.Cards[ht].Zone, x.Runner().Points)
		}
	})

	t.Run("ONR-11.12.3 a stolen agenda scores its printed points, not its advancement", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		_, fort := x.Ice(onr.NewFort, "Data Wall", false)
		tycho, _ := x.Install(fort, "Tycho Extension", false)
		x.S.Cards[tycho].Adv = 3
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Corp().Bits = 0
		x.Ready()
		x.Do(onr.Runner, "run on fort 1")
		ratContinue(x)
		if x.Runner().Points != 4 || x.S.Cards[tycho].Zone != onr.ZoneScored {
			t.Errorf("Runner points %d, want Tycho Extension's printed 4", x.Runner().Points)
		}
	})

	t.Run("ONR-11.13.3 R429 the Runner reaching 7 wins only once the access is over", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.G.RemoveAll(onr.Corp)
		x.Deck(onr.Corp, "Hostile Takeover", "Data Wall")
		x.Install(onr.FortRD, "Antiquated Interface Routines", true)
		x.Install(onr.FortRD, "Dieter Esslin", false)
		x.Runner().Points = 6
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on R&D")
		ratContinue(x)
		x.Do(onr.Runner, "access the next card stored in R&D")
		if x.S.Over {
			t.Fatalf("the Runner won with cards still to access")
		}
		x.Do(onr.Runner, "access Antiquated Interface Routines") // then Dieter, the last one
		x.PassAll()
		if x.S.Over {
			t.Fatalf("the Runner won before deciding what to trash")
		}
		x.Do(onr.Runner, "decline")                             // Dieter, unrezzed, which a spectator does not know: the one question (accesshidden.go)
		x.Do(onr.Runner, "leave Antiquated Interface Routines") // rezzed: card by card
		if !x.S.Over || x.Winner() != onr.Runner || x.S.Reason != "agenda points" {
			t.Errorf("want the Runner to win on agenda points after the access: over %v winner %s reason %q; %s", x.S.Over, x.Winner(), x.S.Reason, x.Describe())
		}
	})

	t.Run("ONR-11.12.1 damage while accessing resolves first: a flatlined Runner does not steal", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.G.RemoveAll(onr.Corp)
		ht := x.Deck(onr.Corp, "Hostile Takeover", "Data Wall")[0]
		x.Install(onr.FortRD, "Dieter Esslin", true)
		x.Runner().Points = 6 // the agenda would win the game
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on R&D")
		ratContinue(x)
		x.Do(onr.Runner, "access the next card stored in R&D")
		ratContinue(x) // Dieter: 1 Net damage to an empty hand
		if !x.S.Over || x.Winner() != onr.Corp || x.S.Reason != "flatline" {
			t.Fatalf("want a flatline: over %v winner %s reason %q", x.S.Over, x.Winner(), x.S.Reason)
		}
		if x.Runner().Points != 6 || x.S.Cards[ht].Zone == onr.ZoneScored {
			t.Errorf("the flatlined Runner stole the agenda")
		}
	})

	for _, tc := range []struct {
		name      string
		card      string
		where     string // "fort" (subsidiary, unrezzed), "HQ" or "R&D" (stored)
		bits      int32
		choice    string // "" when no trash decision may be offered
		trashed   bool
		bitsAfter int32
	}{
		{"pay to trash an installed node", "ESA Contract", "fort", 5, "trash ESA Contract for 3", true, 2},
		{"leave an installed node", "ESA Contract", "fort", 5, "decline", false, 5},
		{"a trash cost the Runner cannot pay", "ESA Contract", "fort", 2, "", false, 2},
		{"a node with trash cost 0", "Blood Cat", "fort", 0, "trash Blood Cat", true, 0},
		{"a node accessed in HQ", "South African Mining Corp", "HQ", 5, "trash South African Mining Corp for 1", true, 4},
		{"an upgrade in R&D", "Antiquated Interface Routines", "R&D", 5, "trash Antiquated Interface Routines for 1", true, 4},
		{"ice has no trash cost", "Quandary", "R&D-stored", 5, "", false, 5},
	} {
		t.Run("ONR-11.12.4 ONR-11.12.5 "+tc.name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			var c int32
			fortName := ""
			switch tc.where {
			case "fort":
				var fort int32
				c, fort = x.Install(onr.NewFort, tc.card, false)
				fortName = fmt.Sprintf("fort %d", fort-2)
			case "HQ":
				c = x.Hand(onr.Corp, tc.card)[0]
				fortName = "HQ"
			case "R&D":
				c, _ = x.Install(onr.FortRD, tc.card, false)
				fortName = "R&D"
			case "R&D-stored":
				c = x.Card(tc.card)
				x.G.Put(c, onr.ZoneDeck, true)
				fortName = "R&D"
			}
			before := x.S.Cards[c].Zone
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = tc.bits
			x.Corp().Bits = 0
			x.Ready()
			x.Do(onr.Runner, "run on "+fortName)
			ratContinue(x)
			if x.Offered(onr.Runner, "access an unrezzed card") {
				x.Do(onr.Runner, "access an unrezzed card")
				ratContinue(x)
			}
			if tc.choice == "" {
				if x.S.Run.Active {
					t.Fatalf("no trash decision expected, got %s", x.Describe())
				}
			} else {
				if !x.Offered(onr.Runner, tc.choice) {
					t.Fatalf("%q not offered: %s", tc.choice, x.Describe())
				}
				x.Do(onr.Runner, tc.choice)
				ratContinue(x)
			}
			if x.S.Run.Active {
				t.Fatalf("run still active: %s", x.Describe())
			}
			if !x.S.Cards[c].Seen {
				t.Fatalf("%s was not accessed", tc.card)
			}
			k := x.S.Cards[c]
			if tc.trashed {
				if k.Zone != onr.ZoneDiscard || !k.FaceUp {
					t.Errorf("trashed card: zone %s face up %v, want face up in the Archives", k.Zone, k.FaceUp)
				}
			} else if k.Zone != before || k.Rezzed {
				t.Errorf("card not trashed: zone %s rezzed %v, want it left unrezzed in %s", k.Zone, k.Rezzed, before)
			}
			if x.Runner().Bits != tc.bitsAfter {
				t.Errorf("Runner bits %d, want %d", x.Runner().Bits, tc.bitsAfter)
			}
		})
	}
}

func TestVirusCounters(t *testing.T) {
	for _, tc := range []struct {
		name    string
		fort    string
		jackOut bool
		want    int32
	}{
		{"successful run on HQ", "HQ", false, 1},
		{"jacked out of HQ", "HQ", true, 0},
		{"successful run on R&D", "R&D", false, 0},
	} {
		t.Run("ONR-15.1 R048 Butcher Boy gives a counter at the end of a successful run on HQ: "+tc.name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Hand(onr.Corp, "ESA Contract") // trash cost 3: a decision during access
			x.Rig("Butcher Boy")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on "+tc.fort)
			if tc.jackOut {
				x.Do(onr.Runner, "jack-out")
			} else {
				ratContinue(x)
			}
			if x.Offered(onr.Runner, "trash ESA Contract for 3") {
				if len(x.Corp().Virus) != 0 {
					t.Errorf("counter given during access, before the run ended")
				}
				x.Do(onr.Runner, "decline")
			}
			if x.S.Run.Active {
				t.Fatalf("run still active: %s", x.Describe())
			}
			got := int32(0)
			for _, v := range x.Corp().Virus {
				got += v.N
			}
			if got != tc.want {
				t.Errorf("Corp holds %d virus counters, want %d", got, tc.want)
			}
		})
	}

	for _, n := range []int32{1, 2, 3, 4, 5} {
		t.Run(fmt.Sprintf("ONR-15.1 R296 %d Butcher Boy counters give %d bits at the Runner's turn start", n, n/2), func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			bb := x.Rig("Butcher Boy")[0]
			x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[bb].ID, N: n}}
			x.Ready()
			x.ToTurn(onr.Runner)
			if x.Runner().Bits != 5+n/2 {
				t.Errorf("Runner bits %d, want 5+%d", x.Runner().Bits, n/2)
			}
		})
	}

	for _, n := range []int32{0, 1, 2, 3, 4} {
		t.Run(fmt.Sprintf("ONR-14.7 %d Gremlins counters: Corp hand size %d", n, 5-n/2), func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			g := x.Rig("Gremlins")[0]
			if n > 0 {
				x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[g].ID, N: n}}
			}
			x.Ready()
			if got := x.G.HandSize(onr.Corp); got != 5-n/2 {
				t.Errorf("Corp hand size %d, want %d", got, 5-n/2)
			}
		})
	}

	t.Run("ONR-15.2 R051 counters stay after the virus program is trashed", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		g := x.Rig("Gremlins")[0]
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		ratContinue(x)
		x.PassAll() // the Corp may purge after the action
		x.Do(onr.Runner, "run on HQ")
		ratContinue(x)
		if got := x.G.HandSize(onr.Corp); got != 4 {
			t.Fatalf("after two successful HQ runs the Corp hand size is %d, want 4", got)
		}
		x.G.Put(g, onr.ZoneDiscard, false)
		x.Ready()
		if got := x.G.HandSize(onr.Corp); got != 4 {
			t.Errorf("with Gremlins trashed the Corp hand size is %d, want still 4", got)
		}
	})

	t.Run("ONR-15.2 R051 Butcher Boy counters pay out with the program gone", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		bb := x.Rig("Butcher Boy")[0]
		x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[bb].ID, N: 2}}
		x.G.Put(bb, onr.ZoneDiscard, false)
		x.Ready()
		x.ToTurn(onr.Runner)
		if x.Runner().Bits != 6 {
			t.Errorf("Runner bits %d, want 5+1", x.Runner().Bits)
		}
	})

	t.Run("ONR-15.3 R049 R050 a purge removes every counter; the Corp forgoes its next three actions but still draws", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		bb := x.Rig("Butcher Boy")[0]
		g := x.Rig("Gremlins")[0]
		x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[bb].ID, N: 3}, {ID: x.S.Cards[g].ID, N: 2}}
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "gain")
		if !x.Offered(onr.Corp, "purge") {
			t.Fatalf("the Corp may purge whenever it could rez: %s", x.Describe())
		}
		x.Do(onr.Corp, "purge")
		if len(x.Corp().Virus) != 0 || x.Corp().Forgo != 3 {
			t.Fatalf("after the purge: virus %v, forgo %d, want none and 3", x.Corp().Virus, x.Corp().Forgo)
		}
		if got := x.G.HandSize(onr.Corp); got != 5 {
			t.Errorf("Corp hand size after the purge %d, want 5", got)
		}
		x.PassAll()
		hq, bits := len(x.Corp().Hand), x.Corp().Bits
		// The Runner ends the turn; the Corp's whole next turn is forgone.
		for i := 0; i < 3; i++ {
			x.Do(onr.Runner, "gain")
			x.PassAll()
		}
		if prompt(x, onr.Corp) == "Take an action" {
			t.Fatalf("the Corp was offered an action it had to forgo")
		}
		if x.S.Active != x.Seat(onr.Runner) || prompt(x, onr.Runner) != "Take an action" {
			t.Fatalf("want the Runner's next turn, got %s", x.Describe())
		}
		if len(x.Corp().Hand) != hq+1 || x.Corp().Bits != bits || x.Corp().Forgo != 0 {
			t.Errorf("Corp HQ %d (want %d after the draw), bits %d (want %d), forgo %d", len(x.Corp().Hand), hq+1, x.Corp().Bits, bits, x.Corp().Forgo)
		}
	})
}
