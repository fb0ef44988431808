package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Rulings on the last Runner resources and preps (issue 27): Valu-Pak
// Software Bundle (onr/installactions.go).

const valuPak = "Valu-Pak Software Bundle"

// valuPakPlayed plays Valu-Pak Software Bundle as the Runner's first
// action, with an empty pool, Raptors (1 bit each) and Krashes (0 bits)
// in hand and, with shell, The Shell Traders holding a Dwarf under three
// Shell counters (a 1-bit ability usable in every window). It stops in the
// window after the play, Runner first.
func valuPakPlayed(t onrtest.TB, shell bool) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	if shell {
		ttWindowAbility(x)
	}
	x.Rig("Zetatech Mem Chip")
	x.Hand(onr.Runner, valuPak, "Raptor", "Raptor", "Krash", "Krash")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 0
	x.Do(onr.Runner, "play "+valuPak)
	return x
}

// R509: "You get 5 actions and 1 bit, not 5 actions and 1 bit per action."
func checkR509_FiveActionsAndOneBit(t onrtest.TB) {
	onrtest.Run(t, "R509 five actions, and one bit for all of them", func(t onrtest.TB) {
		x := valuPakPlayed(t, false)
		x.PassAll()
		if x.Runner().InstallActions != 5 {
			t.Fatalf("install-only actions %d, want 5", x.Runner().InstallActions)
		}
		x.Do(onr.Runner, "install Raptor").PassAll()
		if x.Runner().Bits != 0 || x.Runner().InstallActions != 4 {
			t.Fatalf("after the first Raptor: pool %d (want 0), actions %d (want 4)", x.Runner().Bits, x.Runner().InstallActions)
		}
		if x.Offered(onr.Runner, "install Raptor") {
			t.Errorf("the second Raptor is offered: a bit per action")
		}
		if !x.Offered(onr.Runner, "install Krash") {
			t.Errorf("the 0-bit Krash is not offered: %q", x.Options(onr.Runner))
		}
	})
}

// R510: "You must use the actions you gain from Valu-Pak Software Bundle
// before any other action or forfeit them."
func checkR510_ValuPakActionsFirstOrForfeited(t onrtest.TB) {
	onrtest.Run(t, "R510 only the gained actions are offered; stopping forfeits them", func(t onrtest.TB) {
		x := valuPakPlayed(t, false)
		x.PassAll()
		for _, o := range x.Options(onr.Runner) {
			if !strings.HasPrefix(o, "install ") && o != "done" {
				t.Errorf("another action offered before the gained ones: %q", o)
			}
		}
		x.Do(onr.Runner, "done")
		if x.Runner().InstallActions != 0 || !x.Offered(onr.Runner, "draw") {
			t.Fatalf("after stopping: %d install-only actions left, pending %s", x.Runner().InstallActions, x.Describe())
		}
	})
}

// R511: "The bit must be spent 'during' one of the actions gained from
// Valu-Pak Software Bundle--you cannot use it on special effects that occur
// between those actions."
func checkR511_ValuPakBitNotForEffectsBetweenActions(t onrtest.TB) {
	onrtest.Run(t, "R511 the bit pays no ability in the windows between the actions", func(t onrtest.TB) {
		x := valuPakPlayed(t, true)
		if x.Offered(onr.Runner, "use The Shell Traders") {
			t.Errorf("a 1-bit ability offered after the play with an empty pool: %q", x.Options(onr.Runner))
		}
		x.PassAll()
		x.Do(onr.Runner, "install Krash")
		if x.Offered(onr.Runner, "use The Shell Traders") {
			t.Errorf("a 1-bit ability offered between the actions with an empty pool: %q", x.Options(onr.Runner))
		}
		x.PassAll()
		x.Do(onr.Runner, "install Raptor").PassAll()
		raptor := false
		for _, c := range x.Runner().Rig {
			raptor = raptor || x.G.Title(c) == "Raptor"
		}
		if !raptor || x.Runner().Bits != 0 || x.Runner().InstallActions != 3 {
			t.Fatalf("the bit did not pay for Raptor during an action: installed %v, pool %d, actions left %d", raptor, x.Runner().Bits, x.Runner().InstallActions)
		}
	})
}

// takingIsNoDraw uses card's look-and-take ability with Crash Everett,
// Inventive Fixer installed (a card that answers every draw from the
// stack: onr/drawextra.go) and a rezzed City Surveillance (a tag unless
// he pays for each card drawn: onr/drawanswer.go), and takes title from
// the top of the stack: no extra card is drawn, no tag given or bit asked
// for, as no card is drawn.
func takingIsNoDraw(t onrtest.TB, card, title string) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, citySurveillance, true)
	x.Rig("Crash Everett, Inventive Fixer", card)
	x.Deck(onr.Runner, title, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 5
	x.Do(onr.Runner, "use "+card+": Look at the top cards of the stack")
	x.Do(onr.Runner, "choose "+title)
	x.Do(onr.Runner, "done")
	if len(x.Runner().Hand) != 1 || x.Logged("an extra card drawn") || x.Offered(onr.Runner, "trash "+title) || x.Offered(onr.Runner, payForDraw) {
		t.Errorf("taking %s with %s: hand %d (want 1), extra card drawn %v, pending %s",
			title, card, len(x.Runner().Hand), x.Logged("an extra card drawn"), x.Describe())
	}
	if x.Runner().Tags != 0 {
		t.Errorf("taking %s with %s: %d tags (want none)", title, card, x.Runner().Tags)
	}
}

// R278: "When City Surveillance is in play, you don't have to take a tag
// because Aujourd'Oui doesn't say draw."
func checkR278_AujourdOuiTakesWithoutDrawing(t onrtest.TB) {
	onrtest.Run(t, "R278 a program taken with Aujourd'Oui is no draw", func(t onrtest.TB) { takingIsNoDraw(t, "Aujourd'Oui", "Dwarf") })
}

// R409: "When City Surveillance is in play, you don't have to take a tag
// because N.E.T.O. doesn't say draw."
func checkR409_NETOTakesWithoutDrawing(t onrtest.TB) {
	onrtest.Run(t, "R409 a resource taken with N.E.T.O. is no draw", func(t onrtest.TB) { takingIsNoDraw(t, "N.E.T.O.", "Floating Runner BBS") })
}

// R442: "When City Surveillance is in play, you don't have to take a tag
// because Ronin Around doesn't say draw."
func checkR442_RoninAroundTakesWithoutDrawing(t onrtest.TB) {
	onrtest.Run(t, "R442 hardware taken with Ronin Around is no draw", func(t onrtest.TB) { takingIsNoDraw(t, "Ronin Around", "WuTech Mem Chip") })
}
