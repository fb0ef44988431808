package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// viacoxTurn installs Bargain with Viacox, with hand in the Runner's hand,
// 5 bits and a stack of 5 cards, a subsidiary fort on the Corp's side and
// forgo forgone actions owed; plays the Corp's turn to the Runner's, with
// a die rolling face at its start; and returns the table at the Runner's first
// question of its action phase.
func viacoxTurn(t *testing.T, face int, forgo int32, hand ...string) *onrtest.Table {
	t.Helper()
	return viacoxTable(t, face, forgo, true, hand...)
}

// viacoxTable is viacoxTurn with a subsidiary fort or none.
func viacoxTable(t *testing.T, face int, forgo int32, subsidiary bool, hand ...string) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	if subsidiary {
		x.Install(onr.NewFort, "Tycho Extension", false)
	}
	x.Rig("Bargain with Viacox")
	x.Deck(corp, filler("Data Wall", 5)...)
	x.Deck(runner, filler("Jack 'n' Joe", 5)...)
	x.Runner().Forgo = forgo
	x.Ready()
	x.S.RNG = rngRolling(face)
	for i := 0; ; i++ {
		d, ok := engine.DecisionFor(x.G, x.Seat(runner))
		if ok && x.S.Active == x.Seat(runner) && (d.Prompt == "Take an action" || d.Prompt == "Choose the action to forgo") {
			break
		}
		switch {
		case i > 100:
			t.Fatalf("not at the Runner's turn: %s", x.Describe())
		case x.Offered(corp, "gain"):
			x.Do(corp, "gain")
		default:
			x.PassAll()
		}
	}
	want(t, "the die rolled", x.Logged(fmt.Sprintf("Bargain with Viacox rolls %d", face)), true)
	p := x.Runner()
	for _, c := range p.Hand {
		x.S.Cards[c].Zone = onr.ZoneRemoved
	}
	p.Hand = nil
	x.Hand(runner, hand...)
	p.Bits = 5
	x.G.Reprompt()
	return x
}

// spendBasicActions takes the Runner's basic actions, each to gain a bit,
// while "Take an action" is asked.
func spendBasicActions(t *testing.T, x *onrtest.Table) int {
	t.Helper()
	n := 0
	for x.S.Active == x.Seat(runner) && x.Decision(runner).Prompt == "Take an action" {
		x.Do(runner, "gain").PassAll()
		n++
	}
	return n
}

func TestBargainWithViacox(t *testing.T) {
	for _, tc := range []struct {
		face int
		want []string // the options of the action
	}{
		{1, []string{"draw"}},
		{2, []string{"gain"}},
		{3, []string{"run on R&D"}},
		{4, []string{"run on HQ"}},
		{5, []string{"run on fort 1"}},
		{6, []string{"take Bargain with Viacox"}},
	} {
		t.Run(fmt.Sprintf("Bargain with Viacox: on a %d, an action only to %s, which must be taken, after the basic actions", tc.face, tc.want[0]), func(t *testing.T) {
			x := viacoxTurn(t, tc.face, 0, "Dwarf")
			want(t, "basic actions first", spendBasicActions(t, x), 4)
			want(t, "prompt", x.Decision(runner).Prompt, "Take the action the die set")
			want(t, "options", strings.Join(x.Options(runner), "|"), strings.Join(tc.want, "|"))
			want(t, "Runner actions (the one gained)", x.Runner().Actions, int32(1))
			want(t, "no other action a die set", slices.ContainsFunc(x.S.Lasting, func(l kernel.Lasting) bool { return l.Mod == onr.ModDieAction }), false)
		})
	}
	t.Run("Bargain with Viacox: the action taken, the turn ends", func(t *testing.T) {
		x := viacoxTurn(t, 1, 0)
		spendBasicActions(t, x)
		hand := len(x.Runner().Hand)
		x.Do(runner, "draw").PassAll()
		want(t, "Runner cards in hand", len(x.Runner().Hand), hand+1)
		want(t, "announced", x.Logged("Runner takes the extra action of Bargain with Viacox"), true)
		want(t, "the Corp's turn", x.S.Active, x.Seat(corp))
	})
	t.Run("Bargain with Viacox: on a 5 with no subsidiary fort, the action cannot be taken", func(t *testing.T) {
		x := viacoxTable(t, 5, 0, false)
		spendBasicActions(t, x)
		want(t, "lapsed", x.Logged("Runner cannot take the action of Bargain with Viacox"), true)
		want(t, "the Corp's turn", x.S.Active, x.Seat(corp))
	})
	for _, tc := range []struct {
		name    string
		hand    string
		play    string // the option to play or install it, "" for none
		zone    onr.Zone
		faceUp  bool
		bits    int32 // the Runner's bits once the basic actions are spent
		bitsAft int32
	}{
		{"Bargain with Viacox: on a 6, a card revealed at random is installed, paid for", "Codecracker", "install Codecracker", onr.ZoneRig, true, 5, 3},
		{"Bargain with Viacox: on a 6, a prep revealed at random is played", "Jack 'n' Joe", "play Jack 'n' Joe", onr.ZoneDiscard, true, 5, 5},
		{"Bargain with Viacox: on a 6, a hidden resource is revealed to the Corp, then installed face down (R285)", "Back Door to Netwatch", "install Back Door to Netwatch", onr.ZoneRig, false, 5, 5},
		{"Bargain with Viacox: on a 6, a card whose costs cannot be paid stays in the hand, revealed (R286)", "Dwarf", "", onr.ZoneHand, false, 5, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := viacoxTurn(t, 6, 0, tc.hand)
			c := x.Runner().Hand[0]
			spendBasicActions(t, x)
			x.Runner().Bits = tc.bits
			x.Do(runner, "take Bargain with Viacox")
			want(t, "the Corp knows the card revealed", x.S.Cards[c].KnownTo&kernel.ViewerOf(x.Seat(corp)) != 0, true)
			if tc.play != "" {
				want(t, "prompt", x.Decision(runner).Prompt, "Play or install the card revealed")
				want(t, "options", strings.Join(x.Options(runner), "|"), tc.play)
				x.Do(runner, tc.play)
				x.PassAll()
				want(t, "face up", x.S.Cards[c].FaceUp, tc.faceUp)
			} else {
				want(t, "stays in the hand (logged)", x.Logged("it stays in the hand"), true)
			}
			want(t, "zone", x.S.Cards[c].Zone, tc.zone)
			want(t, "Runner bits", x.Runner().Bits, tc.bitsAft)
			named := map[engine.Seat]bool{}
			for _, e := range x.Events {
				for _, seat := range []engine.Seat{x.Seat(corp), x.Seat(runner), engine.NoSeat} {
					if r := e.For(seat); strings.Contains(r, "at random") && strings.Contains(r, tc.hand) {
						named[seat] = true
					}
				}
			}
			want(t, "the reveal names the card to the Corp", named[x.Seat(corp)], true)
			want(t, "the reveal names the card to the Runner", named[x.Seat(runner)], true)
			want(t, "the reveal names the card to no spectator", named[engine.NoSeat], false)
			if tc.play != "" {
				want(t, "the Corp's turn", x.S.Active, x.Seat(corp))
			} else {
				want(t, "the action is lost: the Corp's turn", x.S.Active, x.Seat(corp))
			}
		})
	}
	t.Run("Bargain with Viacox: on a 6 with no card in the hand, the action cannot be taken", func(t *testing.T) {
		x := viacoxTurn(t, 6, 0)
		spendBasicActions(t, x)
		want(t, "lapsed", x.Logged("Runner cannot take the action of Bargain with Viacox"), true)
		want(t, "the Corp's turn", x.S.Active, x.Seat(corp))
	})
	t.Run("Bargain with Viacox: the action may be forgone to pay a forgo penalty (R287)", func(t *testing.T) {
		x := viacoxTurn(t, 2, 1)
		want(t, "prompt", x.Decision(runner).Prompt, "Choose the action to forgo")
		want(t, "choices", slices.Contains(x.Options(runner), "forgo Bargain with Viacox"), true)
		x.Do(runner, "forgo Bargain with Viacox")
		want(t, "penalty paid", x.Runner().Forgo, int32(0))
		want(t, "the four basic actions kept", spendBasicActions(t, x), 4)
		want(t, "no action of the card", x.S.Active, x.Seat(corp))
	})
	t.Run("Bargain with Viacox: a basic action may pay the penalty instead, the card's action follows", func(t *testing.T) {
		x := viacoxTurn(t, 2, 1)
		x.Do(runner, "forgo")
		want(t, "penalty paid", x.Runner().Forgo, int32(0))
		want(t, "three basic actions left", spendBasicActions(t, x), 3)
		want(t, "then the card's action", x.Decision(runner).Prompt, "Take the action the die set")
	})
	t.Run("Bargain with Viacox: a penalty owed once the basic actions are spent falls on the action", func(t *testing.T) {
		x := viacoxTurn(t, 2, 0)
		for range 3 {
			x.Do(runner, "gain").PassAll()
		}
		x.Runner().Forgo = 1 // as if a penalty came during the last basic action
		bits := x.Runner().Bits
		x.Do(runner, "gain").PassAll()
		want(t, "penalty paid", x.Runner().Forgo, int32(0))
		want(t, "forgone", x.Logged("Runner forgoes the action of Bargain with Viacox"), true)
		want(t, "Runner bits (the last basic action only)", x.Runner().Bits, bits+1)
		want(t, "the Corp's turn", x.S.Active, x.Seat(corp))
	})
}
