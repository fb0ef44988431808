package checks

import (
	"strings"

	"github.com/datafort/datafort/engine"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the Corp agendas and operations of issue 26.

// vbgAccess installs Viral Breeding Ground in a new fort with adv
// advancement counters, gives the Runner Afreet hosting Codecracker and
// Umbrella Policy (which prevents trashes), and makes the Runner run on
// the fort; the Corp makes its choices picks in order whenever offered, and
// the Runner steals the agenda. It returns the table and the agenda.
func vbgAccess(t onrtest.TB, adv int32, before func(x *onrtest.Table), picks ...string) (*onrtest.Table, int32) {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	c, _ := x.Install(onr.NewFort, "Viral Breeding Ground", false)
	x.S.Cards[c].Adv = adv
	x.Rig("Afreet", "Umbrella Policy")
	x.G.InstallRunner(x.Card("Codecracker"), pvTitle(x, "Afreet"))
	if before != nil {
		before(x)
	}
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 10
	x.Do(onr.Runner, "run on fort 1")
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		if len(picks) > 0 && x.Offered(onr.Corp, picks[0]) {
			x.Do(onr.Corp, picks[0])
			picks = picks[1:]
			continue
		}
		if x.Offered(onr.Runner, "prevent Umbrella Policy") {
			t.Fatalf("the trashing of the daemon's program may be prevented")
		}
		opts := x.Options(onr.Runner)
		switch {
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case len(opts) > 0 && strings.HasPrefix(opts[0], "steal "):
			x.Do(onr.Runner, opts[0])
		default:
			x.PassAll()
		}
	}
	if len(picks) > 0 {
		t.Fatalf("the Corp was never offered %q", picks)
	}
	return x, c
}

// R246, R259 (ONR-8.8.3): Viral Breeding Ground bringing a daemon back to
// the Runner's hand trashes the programs installed in it, and nothing may
// prevent that (Umbrella Policy is not offered).
func checkR246_R259_BreedingGroundDaemonToHand(t onrtest.TB) {
	x, _ := vbgAccess(t, 1, nil, "choose Afreet", "done")
	afreet, cc := pvTitle(x, "Afreet"), pvTitle(x, "Codecracker")
	if x.S.Cards[afreet].Zone != onr.ZoneHand || x.S.Cards[cc].Zone != onr.ZoneDiscard {
		t.Fatalf("Afreet in zone %v, Codecracker in zone %v; want the hand and the trash", x.S.Cards[afreet].Zone, x.S.Cards[cc].Zone)
	}
}

// R247: the advancement counters on Viral Breeding Ground are not virus
// counters: the Corp's purge of its virus counters leaves them, and
// accessed with two of them the agenda still brings back up to four
// programs (here both of the Runner's installed programs and the daemon's).
func checkR247_BreedingGroundCountersAreNotVirusCounters(t onrtest.TB) {
	x, c := vbgAccess(t, 2, func(x *onrtest.Table) {
		g := x.Rig("Gremlins")[0]
		x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[g].ID, N: 2}}
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "purge").PassAll()
		if len(x.Corp().Virus) != 0 || x.S.Cards[c0(x)].Adv != 2 {
			t.Fatalf("after the purge: virus %v, Viral Breeding Ground's advancement counters %d (want 2)", x.Corp().Virus, x.S.Cards[c0(x)].Adv)
		}
	}, "choose Codecracker", "choose Gremlins", "choose Afreet")
	for _, title := range []string{"Codecracker", "Gremlins", "Afreet"} {
		if z := x.S.Cards[pvTitle(x, title)].Zone; z != onr.ZoneHand {
			t.Fatalf("%s in zone %v, want the Runner's hand", title, z)
		}
	}
	if x.S.Cards[c].Zone != onr.ZoneScored {
		t.Fatalf("Viral Breeding Ground in zone %v, want stolen", x.S.Cards[c].Zone)
	}
}

// c0 returns the Viral Breeding Ground of table x.
func c0(x *onrtest.Table) int32 { return pvTitle(x, "Viral Breeding Ground") }

// purgeScored puts deck on top of R&D (top first), installs Security Purge
// with its three advancement counters and scores it after a "gain" action,
// the Corp having bits bits then.
func purgeScored(t onrtest.TB, x *onrtest.Table, bits int32, deck ...string) []int32 {
	t.Helper()
	cards := x.Deck(onr.Corp, deck...)
	c, _ := x.Install(onr.NewFort, "Security Purge", false)
	x.S.Cards[c].Adv = 3
	x.Corp().Bits = bits - 1
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Security Purge")
	return cards
}

// R218 (R200): Security Purge rezzes Digiconda at no cost, but the Corp
// still pays the X above its rez cost.
func checkR218_SecurityPurgeDoesNotCoverCostsAboveTheRezCost(t onrtest.TB) {
	x := onrtest.New(t, 1)
	d := purgeScored(t, x, 5, "Digiconda", "Hostile Takeover")
	x.Do(onr.Corp, "install Digiconda in a new fort")
	if dc := x.Decision(onr.Corp); dc.Kind != engine.Number || dc.Max != 5 {
		t.Fatalf("after the free rez the Corp is asked %q [%d, %d], want X from 0 to its 5 bits", dc.Prompt, dc.Min, dc.Max)
	}
	x.Number(onr.Corp, 2)
	if !x.S.Cards[d[0]].Rezzed || x.Corp().Bits != 3 || x.G.IceStrength(d[0]) != 2 {
		t.Fatalf("Digiconda rezzed %v, strength %d (want X = 2); Corp bits %d (want 5 - X = 3: no rez cost, X paid)",
			x.S.Cards[d[0]].Rezzed, x.G.IceStrength(d[0]), x.Corp().Bits)
	}
}

// R219: "at no cost" waives the install cost of ice, not the penalties of
// other cards: with Restrictive Net Zoning on R&D, Security Purge's first
// piece of ice costs the Corp 2 there (and not the bit for the ice already
// on R&D); with no bits left, R&D is not offered for the second.
func checkR219_SecurityPurgePaysRestrictiveNetZoning(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Ice(onr.FortRD, "Wall of Static", false)
	x.Hand(onr.Runner, "Restrictive Net Zoning")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "install Restrictive Net Zoning")
	x.Do(onr.Runner, "choose R&D")
	x.TakeGains(onr.Runner)
	x.ToTurn(onr.Corp)
	d := purgeScored(t, x, 2, "Data Wall", "Quandary", "Hostile Takeover")
	x.Do(onr.Corp, "install Data Wall on R&D")
	if x.Corp().Bits != 0 || x.S.Cards[d[0]].Fort != onr.FortRD || !x.S.Cards[d[0]].Rezzed {
		t.Fatalf("the Corp has %d bits (want 2 - 2 for Restrictive Net Zoning = 0); Data Wall on fort %d, rezzed %v",
			x.Corp().Bits, x.S.Cards[d[0]].Fort, x.S.Cards[d[0]].Rezzed)
	}
	if x.Offered(onr.Corp, "install Quandary on R&D") || !x.Offered(onr.Corp, "install Quandary on HQ") {
		t.Fatalf("with no bits, the Corp is offered %q; want every fort but R&D", x.Options(onr.Corp))
	}
}

// R220: Security Purge scored with fewer than three cards in R&D shows
// what there is, does what it can, and the Corp does not lose.
func checkR220_SecurityPurgeWithFewerThanThreeCards(t onrtest.TB) {
	x := onrtest.New(t, 1)
	d := purgeScored(t, x, 5, "Data Wall", "Hostile Takeover")
	x.Do(onr.Corp, "install Data Wall in a new fort")
	x.PassAll()
	if !x.S.Cards[d[0]].Rezzed || x.S.Cards[d[1]].Zone != onr.ZoneDiscard || len(x.Corp().Deck) != 0 || x.S.Over {
		t.Fatalf("Data Wall rezzed %v, Hostile Takeover in %v (want the Archives), R&D %d cards, game over %v (%s)",
			x.S.Cards[d[0]].Rezzed, x.S.Cards[d[1]].Zone, len(x.Corp().Deck), x.S.Over, x.S.Reason)
	}
}

// reclamationScored gives the Corp hand in HQ, installs Data Fort
// Reclamation with four advancement counters and scores it after a
// "gain" action, the Corp having bits bits then (10 more once scored).
func reclamationScored(t onrtest.TB, bits int32, hand ...string) (*onrtest.Table, []int32) {
	t.Helper()
	x := onrtest.New(t, 1)
	cards := x.Hand(onr.Corp, hand...)
	c, _ := x.Install(onr.NewFort, "Data Fort Reclamation", false)
	x.S.Cards[c].Adv = 4
	x.Corp().Bits = bits - 1
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Data Fort Reclamation")
	return x, cards
}

// R113: the Corp may use bits of its own pool besides the 10 of Data Fort
// Reclamation to install and rez the cards: four pieces of ice installed
// and rezzed cost 13 (rez 3 + 2 + 1 + 1, install 0 + 1 + 2 + 3), paid with
// the 10 and 3 of its 6.
func checkR113_ReclamationUsesPoolBitsToo(t onrtest.TB) {
	x, h := reclamationScored(t, 6, "Wall of Static", "Quandary", "Sleeper", "Data Wall")
	for i, title := range []string{"Wall of Static", "Quandary", "Sleeper", "Data Wall"} {
		target := "in a new fort"
		if i > 0 {
			target = "on " + x.G.FortName(x.S.Cards[h[0]].Fort)
		}
		x.Do(onr.Corp, "install "+title+" "+target)
		x.Do(onr.Corp, "rez "+title)
	}
	for i, c := range h {
		if !x.S.Cards[c].Rezzed {
			t.Fatalf("card %d of the four not rezzed", i)
		}
	}
	if x.Corp().Bits != 3 {
		t.Fatalf("the Corp has %d bits, want 16 - 13 = 3", x.Corp().Bits)
	}
}

// R114: scoring Data Fort Reclamation gives no actions: the Corp installs
// and rezzes its cards without taking or gaining any (two actions left
// after the "gain", the same after the new fort), and none to forgo.
func checkR114_ReclamationGivesNoActions(t onrtest.TB) {
	x, _ := reclamationScored(t, 1, "Data Wall", "Sleeper")
	before := x.Corp().Actions
	x.Do(onr.Corp, "install Data Wall in a new fort")
	x.Do(onr.Corp, "rez Data Wall")
	x.Do(onr.Corp, "done")
	if x.Corp().Actions != before || before != 2 {
		t.Fatalf("the Corp has %d actions after the new fort, %d before (want 2 and 2)", x.Corp().Actions, before)
	}
	if x.Offered(onr.Corp, "forgo") {
		t.Fatalf("an action to forgo is offered: %q", x.Options(onr.Corp))
	}
}

// R209 (errata): Rent-to-Own Contract's effect ends when the last Term
// counter is removed: a Data Wall (rez cost 1) rezzed by it costs the Corp
// 2 at its next turn start, and nothing at the turn after, with bits to
// pay.
func checkR209_RentToOwnEndsWithTheLastCounter(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	c, _ := x.Ice(onr.FortHQ, "Data Wall", false)
	x.Hand(onr.Corp, "Rent-to-Own Contract")
	x.Corp().Bits = 5
	x.Ready()
	x.Do(onr.Corp, "play Rent-to-Own Contract")
	x.Do(onr.Corp, "rez Data Wall")
	for turn, want := range []int32{3, 5} {
		x.ToTurn(onr.Runner)
		x.Corp().Bits = 5
		x.ToTurn(onr.Corp)
		if x.Corp().Bits != want {
			t.Fatalf("turn %d after the play: the Corp has %d bits, want %d", turn+1, x.Corp().Bits, want)
		}
	}
	if !x.S.Cards[c].Rezzed {
		t.Fatalf("Data Wall no longer rezzed")
	}
}
