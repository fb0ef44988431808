package checks

// Checks of the rules of the end of the game (ONR-17, with the flatline of
// ONR-14.5 and Bad Publicity of ONR-16.3.1): each arranges a position one
// step short of a result, takes the step, and asserts the result and its
// boundary (one short of it does not end the game). Helpers start with
// "rl" so that they cannot collide with the rulings checks' helpers.

import (
	"fmt"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// rlOver asserts whether the game is over, and if so who won and why.
func rlOver(t onrtest.TB, x *onrtest.Table, over bool, winner onr.Role, reason string) {
	t.Helper()
	if x.S.Over != over {
		t.Fatalf("game over = %v (%q), want %v", x.S.Over, x.S.Reason, over)
	}
	if !over {
		return
	}
	if x.Winner() != winner || x.S.Reason != reason {
		t.Errorf("%s won by %q, want %s by %q", x.Winner(), x.S.Reason, winner, reason)
	}
}

// ONR-17.1: a player with 7 or more agenda points wins; the Corp reaches it
// by scoring, the Runner by stealing. 6 points do not win.
func checkONR17_1_SevenAgendaPointsWin(t onrtest.TB) {
	for _, tc := range []struct {
		before int32
		win    bool
	}{{4, false}, {5, true}, {6, true}} {
		onrtest.Run(t, fmt.Sprintf("the Corp with %d points scores a 2-point agenda: wins %v", tc.before, tc.win), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			c, _ := x.Install(onr.NewFort, "Marine Arcology", false) // difficulty 3, 2 points
			x.S.Cards[c].Adv = 2
			x.Corp().Points = tc.before
			x.Ready()
			x.Do(onr.Corp, "advance Marine Arcology")
			x.Do(onr.Corp, "score Marine Arcology")
			if got := x.Corp().Points; got != tc.before+2 {
				t.Fatalf("the Corp has %d points, want %d", got, tc.before+2)
			}
			rlOver(t, x, tc.win, onr.Corp, "agenda points")
		})
		onrtest.Run(t, fmt.Sprintf("the Runner with %d points steals a 2-point agenda: wins %v", tc.before, tc.win), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Install(onr.NewFort, "Marine Arcology", false)
			x.Runner().Points = tc.before
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on fort 1")
			rgContinue(x)
			x.PassAll()
			if got := x.Runner().Points; got != tc.before+2 {
				t.Fatalf("the Runner has %d points, want %d", got, tc.before+2)
			}
			rlOver(t, x, tc.win, onr.Runner, "agenda points")
		})
	}
}

// ONR-17.2 and ONR-5.1.2: the Corp loses when it must make its mandatory
// draw from an empty R&D; with one card left it draws it, without spending
// an action, and plays on.
func checkONR17_2_EmptyRDLoses(t onrtest.TB) {
	for _, n := range []int{0, 1} {
		onrtest.Run(t, fmt.Sprintf("the Corp's turn begins with %d cards in R&D", n), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ready()
			x.ToRunnerTurn()
			for len(x.Corp().Deck) > n { // the Corp drew one at its first turn; leave n
				x.G.Put(x.Corp().Deck[0], onr.ZoneHand, false)
			}
			hand := len(x.Corp().Hand)
			x.Ready()
			x.TakeGains(onr.Runner)
			x.PassAll()
			if n == 0 {
				rlOver(t, x, true, onr.Runner, "empty R&D")
				return
			}
			rlOver(t, x, false, 0, "")
			if len(x.Corp().Deck) != 0 || len(x.Corp().Hand) != hand+1 || x.Corp().Actions != 3 {
				t.Errorf("R&D %d, HQ %d (was %d), actions %d; want the last card drawn and 3 actions", len(x.Corp().Deck), len(x.Corp().Hand), hand, x.Corp().Actions)
			}
		})
	}
}

// ONR-16.3.1: a Corp with 7 or more Bad Publicity points loses, even if it
// reaches 7 agenda points at the same time; 6 do not lose.
func checkONR16_3_1_SevenBadPublicityLoses(t onrtest.TB) {
	for _, tc := range []struct {
		name           string
		badPub, points int32
		over           bool
		winner         onr.Role
		reason         string
	}{
		{"5 Bad Publicity, one more: plays on", 5, 0, false, 0, ""},
		{"6 Bad Publicity, one more: loses", 6, 0, true, onr.Runner, "bad publicity"},
		{"6 Bad Publicity and 6 points, one more of each: loses", 6, 6, true, onr.Runner, "bad publicity"},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			c, _ := x.Install(onr.NewFort, "Charity Takeover", false) // difficulty 4, 1 point: 1 Bad Publicity
			x.S.Cards[c].Adv = 3
			x.Corp().BadPub, x.Corp().Points = tc.badPub, tc.points
			x.Ready()
			x.Do(onr.Corp, "advance Charity Takeover")
			x.Do(onr.Corp, "score Charity Takeover")
			if x.Corp().BadPub != tc.badPub+1 || x.Corp().Points != tc.points+1 {
				t.Fatalf("Bad Publicity %d, points %d; want %d and %d", x.Corp().BadPub, x.Corp().Points, tc.badPub+1, tc.points+1)
			}
			rlOver(t, x, tc.over, tc.winner, tc.reason)
		})
	}
}

// ONR-14.5 and ONR-17.3: the Runner is flatlined, and the Corp wins, when
// damage requires discarding more cards than are in his hand (not when it
// empties the hand exactly), or when his maximum hand size is below 0 at
// the end of his turn (not when it is 0).
func checkONR14_5_Flatline(t onrtest.TB) {
	for _, n := range []int{3, 4} {
		onrtest.Run(t, fmt.Sprintf("4 meat damage against %d cards in hand", n), func(t onrtest.TB) {
			x, _ := ratScorchedEarth(t, 1, ratSixCards[:n])
			if n == 4 {
				rlOver(t, x, false, 0, "")
				if len(x.Runner().Hand) != 0 {
					t.Errorf("%d cards left in hand, want 0", len(x.Runner().Hand))
				}
				return
			}
			rlOver(t, x, true, onr.Corp, "flatline")
		})
	}
	for _, brain := range []int32{5, 6} {
		onrtest.Run(t, fmt.Sprintf("the Runner ends his turn with %d brain damage", brain), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Runner().Brain = brain
			x.Ready()
			x.ToRunnerTurn()
			x.TakeGains(onr.Runner)
			x.PassAll()
			if brain == 5 {
				rlOver(t, x, false, 0, "")
				return
			}
			rlOver(t, x, true, onr.Corp, "flatline")
		})
	}
}

// ONR-17.5 and ONR-2.3.2: the Runner does not lose for drawing from an
// empty stack, and the Corp does not lose for a hand size below zero (six
// Gremlin counters: hand size 5 - 3 = 2; ten: 0; twelve: -1).
func checkONR17_5_NoLossForEmptyStackOrCorpHandSize(t onrtest.TB) {
	onrtest.Run(t, "ONR-2.3.2 the Runner draws from an empty stack", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.EmptyDeck(onr.Runner)
		x.Ready()
		x.ToRunnerTurn()
		x.Do(onr.Runner, "draw")
		rlOver(t, x, false, 0, "")
		if len(x.Runner().Hand) != 0 || x.Runner().Actions != 3 {
			t.Errorf("hand %d, actions %d; want an empty hand and the action spent", len(x.Runner().Hand), x.Runner().Actions)
		}
	})
	onrtest.Run(t, "the Corp ends its turn with hand size -1 and discards its hand", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Hand(onr.Corp, "Data Wall", "Data Wall")
		x.Rig("Gremlins")
		rgVirus(x, "Gremlins", 12)
		x.Ready()
		x.TakeGains(onr.Corp)
		rlDiscardAll(x, onr.Corp)
		rlOver(t, x, false, 0, "")
		if len(x.Corp().Hand) != 0 {
			t.Errorf("HQ holds %d cards after the discard, want 0", len(x.Corp().Hand))
		}
	})
}

// rlDiscardAll answers side's end-of-turn discards, one card at a time,
// then passes the windows that follow.
func rlDiscardAll(x *onrtest.Table, side onr.Role) {
	x.T.Helper()
	for i := 0; i < 20; i++ {
		o := rgFirst(x, side, "discard ")
		if o == "" {
			break
		}
		x.Do(side, o)
	}
	x.PassAll()
}

// ONR-11.13.3: the Runner does not win on agenda points until every card
// accessed in the run has been dealt with: at 6 points, accessing Hostile
// Takeover (1) from R&D first, then Dieter Esslin, an upgrade in R&D (1 Net
// damage on access), he wins with the agenda stolen and the damage taken.
func checkONR11_13_3_WinAfterEveryAccess(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Hostile Takeover", "Data Wall", "Data Wall")
	x.Install(onr.FortRD, "Dieter Esslin", true)
	x.Hand(onr.Runner, "Score!", "Score!")
	x.Runner().Points = 6
	rlRunOn(x, "R&D")
	rlRunner(x, "access the next", "take", "leave")
	rlOver(t, x, true, onr.Runner, "agenda points")
	if x.Runner().Points != 7 || len(x.Runner().Hand) != 1 {
		t.Errorf("Runner points %d, hand %d; want 7 and Dieter Esslin's damage taken", x.Runner().Points, len(x.Runner().Hand))
	}
}
