package onr_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ratScorchedEarth plays Scorched Earth (4 meat damage) against a tagged
// Runner holding the given hand, who takes the damage; it returns the table
// and the hand.
func ratScorchedEarth(t *testing.T, seed uint64, hand []string, rig ...string) (*onrtest.Table, []int32) {
	t.Helper()
	x, cards := ratScorchedEarthAsked(t, seed, hand, rig...)
	return x.Take(), cards
}

// ratScorchedEarthAsked is ratScorchedEarth up to the Runner's prevention
// decision, if he has one.
func ratScorchedEarthAsked(t *testing.T, seed uint64, hand []string, rig ...string) (*onrtest.Table, []int32) {
	t.Helper()
	x := tableWithRD(t, seed, 4)
	x.Hand(onr.Corp, "Scorched Earth")
	cards := x.Hand(onr.Runner, hand...)
	x.Rig(rig...)
	x.Runner().Tags = 1
	x.Ready()
	x.Do(onr.Corp, "play Scorched Earth")
	return x, cards
}

var ratSixCards = []string{"Score!", "Jack 'n' Joe", "Livewire's Contacts", "Inside Job", "Custodial Position", "Executive Wiretaps"}

func TestRandomDiscard(t *testing.T) {
	t.Run("ONR-14.1 each point of damage discards one card at random; the same seed discards the same cards", func(t *testing.T) {
		x, cards := ratScorchedEarth(t, 3, ratSixCards)
		if len(x.Runner().Hand) != 2 || len(x.Runner().Discard) != 4 {
			t.Fatalf("hand %d trash %d, want 2 and 4 after 4 meat damage", len(x.Runner().Hand), len(x.Runner().Discard))
		}
		for _, c := range cards {
			inHand, inTrash := slices.Contains(x.Runner().Hand, c), slices.Contains(x.Runner().Discard, c)
			if inHand == inTrash {
				t.Errorf("%s: in hand %v, in trash %v", x.G.Title(c), inHand, inTrash)
			}
		}
		y, _ := ratScorchedEarth(t, 3, ratSixCards)
		if a, b := ratTitles(x, x.Runner().Discard), ratTitles(y, y.Runner().Discard); !slices.Equal(a, b) {
			t.Errorf("same seed discarded %q then %q", a, b)
		}
	})

	t.Run("ONR-14.1 the discarded cards are random, not the first or last of the hand", func(t *testing.T) {
		kept := map[string]bool{}
		for seed := uint64(1); seed <= 20; seed++ {
			x, _ := ratScorchedEarth(t, seed, ratSixCards)
			kept[fmt.Sprint(ratTitles(x, x.Runner().Hand))] = true
		}
		if len(kept) < 2 {
			t.Errorf("20 seeds always kept %v", kept)
		}
	})

	for _, tc := range []struct {
		hand     int
		flatline bool
	}{{0, true}, {3, true}, {4, false}, {5, false}} {
		t.Run(fmt.Sprintf("ONR-14.5 4 meat damage to a hand of %d: flatline %v", tc.hand, tc.flatline), func(t *testing.T) {
			x, _ := ratScorchedEarth(t, 1, ratSixCards[:tc.hand])
			if x.S.Over != tc.flatline {
				t.Fatalf("game over %v, want %v", x.S.Over, tc.flatline)
			}
			if tc.flatline {
				if x.Winner() != onr.Corp || x.S.Reason != "flatline" {
					t.Errorf("winner %s reason %q, want the Corp by flatline", x.Winner(), x.S.Reason)
				}
			} else if len(x.Runner().Hand) != tc.hand-4 {
				t.Errorf("hand %d, want %d", len(x.Runner().Hand), tc.hand-4)
			}
		})
	}

	for _, tc := range []struct {
		kind  string
		start func(x *onrtest.Table)
		brain int32
	}{
		{"Net (Laser Wire)", func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Laser Wire", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
		}, 0},
		{"meat (Solo Squad)", func(x *onrtest.Table) {
			x.Install(onr.NewFort, "Solo Squad", true)
			x.Runner().Tags = 1
			x.Ready()
			x.Do(onr.Corp, "use Solo Squad: Do 1 meat damage").Take()
		}, 0},
		{"brain (Cortical Scrub)", func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Cortical Scrub", true)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
		}, 1},
	} {
		t.Run("ONR-14.1 ONR-14.2 1 "+tc.kind+" damage discards one card", func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Hand(onr.Runner, ratSixCards[:3]...)
			tc.start(x)
			if len(x.Runner().Hand) != 2 || len(x.Runner().Discard) != 1 {
				t.Errorf("hand %d trash %d, want 2 and 1", len(x.Runner().Hand), len(x.Runner().Discard))
			}
			if x.Runner().Brain != tc.brain || x.G.HandSize(onr.Runner) != 5-tc.brain {
				t.Errorf("brain damage %d hand size %d, want %d and %d", x.Runner().Brain, x.G.HandSize(onr.Runner), tc.brain, 5-tc.brain)
			}
		})
	}
}

func TestBrainDamage(t *testing.T) {
	t.Run("ONR-14.2 brain damage lowers the hand size for good (Cortical Scrub)", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Cortical Scrub", true)
		x.Hand(onr.Runner, ratSixCards[:3]...)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		if x.S.Run.Active || !x.Logged("Cortical Scrub ends the run") {
			t.Errorf("Cortical Scrub's second subroutine should end the run")
		}
		if x.G.HandSize(onr.Runner) != 4 {
			t.Fatalf("hand size %d, want 4", x.G.HandSize(onr.Runner))
		}
		x.ToTurn(onr.Corp)
		x.ToTurn(onr.Runner)
		if x.G.HandSize(onr.Runner) != 4 {
			t.Errorf("hand size %d a turn later, want still 4", x.G.HandSize(onr.Runner))
		}
	})

	t.Run("ONR-14.5 R046 a hand size below 0 flatlines at the end of the Runner's turn, not at once", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Cortical Scrub", true)
		x.Hand(onr.Runner, ratSixCards[:3]...)
		x.Runner().Brain = 5 // hand size 0
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ") // hand size -1
		if x.G.HandSize(onr.Runner) != -1 {
			t.Fatalf("hand size %d, want -1", x.G.HandSize(onr.Runner))
		}
		if x.S.Over {
			t.Fatalf("flatlined during the turn")
		}
		for i := 0; i < 20 && !x.S.Over; i++ {
			switch {
			case x.Offered(onr.Runner, "gain"):
				x.Do(onr.Runner, "gain")
			case len(x.Options(onr.Runner)) > 0 && prompt(x, onr.Runner) == "Discard down to your maximum hand size":
				x.Do(onr.Runner, x.Options(onr.Runner)[0])
			default:
				x.PassAll()
			}
		}
		if !x.S.Over || x.Winner() != onr.Corp || x.S.Reason != "flatline" || x.S.Active != x.Seat(onr.Runner) {
			t.Errorf("want a flatline at the end of the Runner's turn: over %v winner %s reason %q active %s", x.S.Over, x.Winner(), x.S.Reason, x.S.Players[x.S.Active].Role)
		}
	})
}

func TestTaggedDamage(t *testing.T) {
	for _, tc := range []struct {
		name    string
		tags    int32
		bits    int32
		offered bool
	}{
		{"tagged", 1, 5, true},
		{"untagged", 0, 5, false},
		{"tagged but the Corp cannot pay 3", 1, 2, false},
	} {
		t.Run("ONR-13.4 ONR-7.2 Scorched Earth is played only while the Runner is tagged: "+tc.name, func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Hand(onr.Corp, "Scorched Earth")
			x.Hand(onr.Runner, ratSixCards...)
			x.Runner().Tags, x.Corp().Bits = tc.tags, tc.bits
			x.Ready()
			if got := x.Offered(onr.Corp, "play Scorched Earth"); got != tc.offered {
				t.Fatalf("Scorched Earth playable %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				return
			}
			x.Do(onr.Corp, "play Scorched Earth").Take()
			if len(x.Runner().Hand) != 2 || x.Corp().Bits != tc.bits-3 {
				t.Errorf("hand %d Corp bits %d, want 6-4 and %d", len(x.Runner().Hand), x.Corp().Bits, tc.bits-3)
			}
		})
	}

	for _, tags := range []int32{0, 1} {
		t.Run(fmt.Sprintf("ONR-13.4 Solo Squad does 1 meat damage only while the Runner is tagged: tags %d", tags), func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Install(onr.NewFort, "Solo Squad", true)
			x.Hand(onr.Runner, ratSixCards[:3]...)
			x.Runner().Tags = tags
			x.Ready()
			const use = "use Solo Squad: Do 1 meat damage"
			if got := x.Offered(onr.Corp, use); got != (tags > 0) {
				t.Fatalf("Solo Squad usable %v with %d tags", got, tags)
			}
			if tags == 0 {
				return
			}
			x.Do(onr.Corp, use).Take()
			if len(x.Runner().Hand) != 2 || x.Corp().Actions != 2 {
				t.Errorf("hand %d Corp actions %d, want 2 and 2", len(x.Runner().Hand), x.Corp().Actions)
			}
		})
	}
}

func TestBanpei(t *testing.T) {
	for _, victim := range []string{"Dwarf", "Grubb"} {
		t.Run("ONR-18.3.4 Banpei trashes the program of the Corp's choice ("+victim+"), then ends the run", func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Ice(onr.FortHQ, "Banpei", true)
			rig := x.Rig("Dwarf", "Grubb", "\"Green Knight\" Surge Buffers", "Fall Guy")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			want := []string{"trash Dwarf", "trash Grubb"}
			if got := x.Options(onr.Corp); !slices.Equal(got, want) {
				t.Fatalf("Corp may trash %q, want only the programs %q", got, want)
			}
			x.Do(onr.Corp, "trash "+victim)
			for i, c := range rig {
				wantTrash := x.G.Title(c) == victim
				if got := x.S.Cards[c].Zone == onr.ZoneDiscard; got != wantTrash {
					t.Errorf("card %d (%s) trashed = %v, want %v", i, x.G.Title(c), got, wantTrash)
				}
			}
			if x.S.Run.Active || !x.Logged("Banpei ends the run") {
				t.Errorf("Banpei's second subroutine should end the run")
			}
		})
	}

	t.Run("ONR-18.3.4 Banpei with no program to trash just ends the run", func(t *testing.T) {
		x := tableWithRD(t, 1, 4)
		x.Ice(onr.FortHQ, "Banpei", true)
		hw := x.Rig("\"Green Knight\" Surge Buffers")[0]
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		if x.S.Run.Active || x.S.Cards[hw].Zone != onr.ZoneRig {
			t.Errorf("want the run ended and the hardware kept: %s", x.Describe())
		}
	})
}
