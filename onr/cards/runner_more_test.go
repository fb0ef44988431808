package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The other class-A Runner cards of the card pool: base links, SeeYa, the
// resources and preps that need only existing vocabulary.

func TestClassAMoreRunnerCards(t *testing.T) {
	// Base links (ONR-12.1.3) against Blood Cat's Trace 5: the Corp bids,
	// the Runner uses the card and buys +1 links; the trace succeeds on a
	// tie (ONR-12.2.5).
	links := []struct {
		name, card string
		bid, buys  int
		spent      int32
		tagged     bool
		link       int // the Runner's link in the trace
	}{
		{"Access through Alpha: 1 bit for base link 9; no +1 link (R413)", "Access through Alpha", 5, 0, 1, false, 9},
		{"Access to Arasaka: 2 bits for base link 4, 2 bits for each +1 link", "Access to Arasaka", 4, 1, 2 + 2, false, 5},
		{"Back Door to Hilliard: 0 bits for base link 2, 3 bits for each +1 link", "Back Door to Hilliard", 2, 1, 3, false, 3},
		{"Back Door to Orbital Air: 1 bit for base link 2, 2 bits for each +1 link (a tie lets the trace succeed)", "Back Door to Orbital Air", 3, 1, 1 + 2, true, 3},
		{"Bakdoor™: 0 bits for base link 3, 2 bits for each +1 link", "Bakdoor™", 3, 1, 2, false, 4},
	}
	for _, tc := range links {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			bloodCat(x)
			x.Rig(tc.card)
			x.Runner().Bits = 5
			x.Ready()
			x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
			trace(t, x, 5, tc.bid, tc.card, tc.buys)
			x.PassAll()
			want(t, "tagged", x.Runner().Tags == 1, tc.tagged)
			want(t, "Runner bits spent", 5-x.Runner().Bits, tc.spent)
			wantLink(t, x, tc.link)
		})
	}

	const seeYa = "use SeeYa: Expose an installed card"
	t.Run("SeeYa: [action], 1 bit: expose an installed card, which the Runner then knows", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", false)
			x.Hand(corp, "Hostile Takeover") // not installed: never offered (R449)
			x.Rig("SeeYa")
		})
		x.Do(runner, seeYa)
		if got := x.Options(runner); len(got) != 2 || got[0] != "expose ice 1 on HQ" || got[1] != "done" {
			t.Fatalf("options %q, want the installed ice only", got)
		}
		x.Do(runner, "expose ice 1 on HQ")
		want(t, "Runner's view of HQ ice", mtFortTitles(x, runner, onr.FortHQ)[0], "Wall of Static")
		want(t, "Runner bits", x.Runner().Bits, int32(4))
		want(t, "Runner actions left", x.Runner().Actions, int32(3))
	})

	t.Run("Databroker: [action], [trash], 1 agenda point: gain 10 bits", func(t *testing.T) {
		for _, points := range []int32{0, 1} {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig("Databroker")
				x.Runner().Points = points
			})
			use := "use Databroker: Gain 10 bits"
			if x.Offered(runner, use) != (points == 1) {
				t.Fatalf("offered with %d agenda points: %v", points, x.Offered(runner, use))
			}
			if points == 0 {
				continue
			}
			x.Do(runner, use)
			want(t, "Runner bits", x.Runner().Bits, int32(15))
			want(t, "Runner agenda points", x.Runner().Points, int32(0))
			want(t, "Databroker trashed", inZone(x, newest(x, "Databroker"), onr.ZoneDiscard), true)
			want(t, "Runner actions left", x.Runner().Actions, int32(3))
		}
	})

	t.Run("Leland, Corporate Bodyguard: 1 bit prevents 1 meat damage, again and again", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Rig("Leland, Corporate Bodyguard")
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		x.Do(runner, "prevent Leland, Corporate Bodyguard")
		x.Do(runner, "prevent Leland, Corporate Bodyguard")
		x.Do(runner, "take")
		want(t, "cards in hand (2 of 4 meat damage)", len(x.Runner().Hand), 3)
		want(t, "Runner bits", x.Runner().Bits, int32(3))
	})
	t.Run("Leland, Corporate Bodyguard: [trash]: avoid receiving a tag", func(t *testing.T) {
		x := runSetup(t, []string{"Fetch 4.0.1"}, []string{"Leland, Corporate Bodyguard"}, 1, 5)
		runHQ(x)
		trace(t, x, 3, 3, "", 0)
		x.Do(runner, "prevent Leland, Corporate Bodyguard")
		want(t, "tags", x.Runner().Tags, int32(0))
		want(t, "Leland trashed", inZone(x, newest(x, "Leland, Corporate Bodyguard"), onr.ZoneDiscard), true)
	})

	t.Run("SeeYa: one card exposed, not two, with two unrezzed cards installed", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", false)
			x.Ice(onr.FortHQ, "Wall of Static", false)
			x.Rig("SeeYa")
		})
		x.Do(runner, seeYa)
		x.Do(runner, "expose ice 1 on HQ")
		if x.Offered(runner, "expose ice 2 on HQ") {
			t.Errorf("offered a second card to expose")
		}
	})
	t.Run("Silicon Saloon Franchise: [action]: gain 1 bit and draw one card", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Silicon Saloon Franchise")
			x.Deck(runner, "Score!", "Score!") // one card drawn, not two
		})
		hand := len(x.Runner().Hand)
		x.Do(runner, "use Silicon Saloon Franchise: Gain 1 bit and draw one card")
		want(t, "Runner bits", x.Runner().Bits, int32(6))
		want(t, "cards in hand", len(x.Runner().Hand), hand+1)
		want(t, "Runner actions left", x.Runner().Actions, int32(3))
	})

	const swiss2, swiss6 = "use Swiss Bank Account: Gain 2 bits", "use Swiss Bank Account: Gain 6 bits"
	t.Run("Swiss Bank Account: installed face down; [trash]: gain 2 bits in a window (R485)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Swiss Bank Account") })
		x.Do(runner, "install Swiss Bank Account")
		c := newest(x, "Swiss Bank Account")
		want(t, "face up", x.S.Cards[c].FaceUp, false)
		x.Do(runner, swiss2)
		want(t, "Runner bits", x.Runner().Bits, int32(7))
		want(t, "trashed face up", inZone(x, c, onr.ZoneDiscard) && x.S.Cards[c].FaceUp, true)
	})
	t.Run("Swiss Bank Account: with 2 bits its free ability reaches 4: HQ Interface (4) is offered, Tycho Mem Chip (5) is not", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Swiss Bank Account")
			x.Hand(runner, "HQ Interface", "Tycho Mem Chip")
		})
		x.Runner().Bits = 2
		x.Do(runner, "draw").PassAll()
		want(t, "install HQ Interface offered", x.Offered(runner, "install HQ Interface"), true)
		want(t, "install Tycho Mem Chip offered", x.Offered(runner, "install Tycho Mem Chip"), false)
	})
	t.Run("Swiss Bank Account: 3 bits, [trash]: gain 6 bits, paying for an install the pool cannot cover (R483, R484)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Swiss Bank Account")
			x.Hand(runner, "Forward's Legacy") // install cost 9
			x.Runner().Bits = 6                // 6 - 3 + 6 = 9: the one ability or the other, not both (one card, one trash)
		})
		x.Do(runner, "install Forward's Legacy")
		x.Do(runner, swiss6)
		want(t, "Forward's Legacy installed", inZone(x, newest(x, "Forward's Legacy"), onr.ZoneRig), true)
		want(t, "Runner bits", x.Runner().Bits, int32(0))
		want(t, "Swiss Bank Account trashed", inZone(x, newest(x, "Swiss Bank Account"), onr.ZoneDiscard), true)
	})

	preps := []struct {
		name, prep string
		bits       int32 // net, after the play cost
		drawn      int   // cards drawn; the prep itself leaves the hand
	}{
		{"Bodyweight™ Synthetic Blood: draw five cards", "Bodyweight™ Synthetic Blood", -2, 5},
		{"Cruising for Netwatch: gain 1 bit and draw two cards", "Cruising for Netwatch", 1, 2},
		{"Stakeout: gain 2 bits and draw one card", "Stakeout", 2, 1},
	}
	for _, tc := range preps {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, tc.prep)
				x.Deck(runner, filler("Score!", 6)...)
			})
			hand := len(x.Runner().Hand)
			x.Do(runner, "play "+tc.prep)
			want(t, "Runner bits", x.Runner().Bits, 5+tc.bits)
			want(t, "cards in hand", len(x.Runner().Hand), hand-1+tc.drawn)
		})
	}
}

func TestSwissBankAccountPaysOnce(t *testing.T) {
	t.Run("Swiss Bank Account: its two abilities both trash it: with 5 bits it cannot pay for a 9-bit install (ONR-18.3.7)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Swiss Bank Account")
			x.Hand(runner, "Forward's Legacy")
		})
		if x.Offered(runner, "install Forward's Legacy") {
			t.Errorf("offered with 5 bits: 5 - 3 + 6 = 8 at most")
		}
	})
}
