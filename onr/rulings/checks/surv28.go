package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Rulings on City Surveillance (issue 28; onr/drawanswer.go,
// onr/rezwhen.go): a tag unless the Runner pays 1 bit for each card he
// draws, and a rez just before the card is drawn.

const (
	citySurveillance = "City Surveillance"
	rezBeforeDraw    = "Rez a card before the Runner draws, or pass"
	payForDraw       = "pay 1 for City Surveillance"
)

// surveilled is a table with City Surveillance installed in a remote fort
// (rezzed or not), a stack of eight Jack 'n' Joe and rig in the rig, the
// Runner at his first action with bits in his pool and 2 in the Corp's.
func surveilled(t onrtest.TB, rezzed bool, bits int32, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, citySurveillance, rezzed)
	x.Deck(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
	x.Hand(onr.Runner, "Jack 'n' Joe")
	x.Rig(rig...)
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = bits, 2
	return x
}

// pendingPrompt returns side's pending prompt, or "".
func pendingPrompt(x *onrtest.Table, side onr.Role) string {
	for _, d := range x.G.Pending() {
		if x.S.Players[d.Seat].Role == side {
			return d.Prompt
		}
	}
	return ""
}

// payAll answers every City Surveillance question with "pay" and returns
// how many there were.
func payAll(x *onrtest.Table) int {
	n := 0
	for x.Offered(onr.Runner, payForDraw) {
		x.Do(onr.Runner, payForDraw)
		n++
	}
	return n
}

// R098, R315: "When Crash Everett, Inventive Fixer is in play, you must
// take a tag or pay 1 bit for the additional card you draw."
func checkR098_R315_CrashEverettsExtraCardIsTaxed(t onrtest.TB) {
	onrtest.Run(t, "R098 R315 the extra card is a card drawn: tag or pay for it too", func(t onrtest.TB) {
		x := surveilled(t, true, 5, "Crash Everett, Inventive Fixer")
		x.Do(onr.Runner, "draw")
		if n := payAll(x); n != 2 || x.Runner().Bits != 3 {
			t.Errorf("paid for %d cards (want 2: the card and the extra one), pool %d (want 3)", n, x.Runner().Bits)
		}
	})
}

// R099: "When using Ronin Around, you don't have to pay because Ronin
// Around doesn't say draw."
func checkR099_RoninAroundTakesWithoutDrawing(t onrtest.TB) {
	onrtest.Run(t, "R099 hardware taken with Ronin Around is no draw: no tag, nothing to pay", func(t onrtest.TB) {
		takingIsNoDraw(t, "Ronin Around", "WuTech Mem Chip")
	})
}

// R100: "we may interrupt the Runner's action to rez City Surveillance
// (e.g., if the Runner plays Jack 'n' Joe, we may rez City Surveillance to
// force the Runner to either take three tags or pay three bits or any
// combination thereof)."
func checkR100_RezzedDuringJackNJoe(t onrtest.TB) {
	onrtest.Run(t, "R100 rezzed as Jack 'n' Joe draws: three tags or three bits, in any combination", func(t onrtest.TB) {
		x := surveilled(t, false, 5)
		x.Do(onr.Runner, "play Jack 'n' Joe")
		if p := pendingPrompt(x, onr.Corp); p != rezBeforeDraw {
			t.Fatalf("the Corp is not asked to rez during the play: %s", x.Describe())
		}
		x.Do(onr.Corp, "rez City Surveillance")
		x.Do(onr.Runner, payForDraw).Do(onr.Runner, "decline").Take().Do(onr.Runner, payForDraw)
		if x.Runner().Tags != 1 || x.Runner().Bits != 3 {
			t.Errorf("tags %d (want 1), pool %d (want 3: 5 less two bits)", x.Runner().Tags, x.Runner().Bits)
		}
	})
}

// R101: "The Runner cannot decide not to complete an action because City
// Surveillance is rezzed during that action."
func checkR101_ActionCompletedAfterTheRez(t onrtest.TB) {
	onrtest.Run(t, "R101 the cards are drawn and the play completes; the Runner only pays or takes tags", func(t onrtest.TB) {
		x := surveilled(t, false, 0)
		x.Do(onr.Runner, "play Jack 'n' Joe").Do(onr.Corp, "rez City Surveillance")
		for i := 0; i < 3 && x.Offered(onr.Runner, "take"); i++ {
			x.Take()
		}
		if len(x.Runner().Hand) != 3 || x.Runner().Tags != 3 {
			t.Errorf("hand %d (want 3 cards drawn), tags %d (want 3)", len(x.Runner().Hand), x.Runner().Tags)
		}
	})
}

// R102: "If the Runner draws a card without announcing that action, the
// Corp can still respond by rezzing City Surveillance."
func checkR102_EveryDrawMayBeAnswered(t onrtest.TB) {
	onrtest.Run(t, "R102 the Corp is asked at the draw itself, by the action or by a card's effect", func(t onrtest.TB) {
		for _, act := range []string{"draw", "play Jack 'n' Joe"} {
			x := surveilled(t, false, 5)
			x.Do(onr.Runner, act)
			if p := pendingPrompt(x, onr.Corp); p != rezBeforeDraw || !x.Offered(onr.Corp, "rez City Surveillance") {
				t.Errorf("%s: the Corp is not offered the rez before the draw: %s", act, x.Describe())
			}
		}
	})
}

// exposeQuestion ends the Corp's question before one of its cards is
// exposed (onr/exposeprevent.go).
const exposeQuestion = "is about to be exposed: rez, prevent it, or pass"

// passExposeQuestions passes the Corp's questions before its cards are
// exposed, asked whenever it has a face-down card in a fort.
func passExposeQuestions(x *onrtest.Table) *onrtest.Table {
	for i := 0; i < 20 && strings.HasSuffix(pendingPrompt(x, onr.Corp), exposeQuestion); i++ {
		x.Do(onr.Corp, "pass")
	}
	return x
}
