package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

const (
	citySurveillance = "City Surveillance"
	rezBeforeDraw    = "Rez a card before the Runner draws, or pass"
	payForDraw       = "pay 1 for City Surveillance"
)

// surveilled is a table with copies City Surveillance installed in a
// remote fort (rezzed or not), Jack 'n' Joe in the Runner's stack, the
// Runner at his first action with bits, the Corp with corpBits.
func surveilled(t *testing.T, copies int, rezzed bool, bits, corpBits int32) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	for range copies {
		x.Install(onr.NewFort, citySurveillance, rezzed)
	}
	x.Deck(runner, filler("Jack 'n' Joe", 8)...)
	x.Ready().ToTurn(runner)
	x.Runner().Bits, x.Corp().Bits = bits, corpBits
	return x
}

// prompt returns side's pending prompt, or "".
func prompt(x *onrtest.Table, side onr.Role) string {
	for _, d := range x.G.Pending() {
		if x.S.Players[d.Seat].Role == side {
			return d.Prompt
		}
	}
	return ""
}

// TestCitySurveillance: a tag unless the Runner pays 1 bit for each card
// he draws, and a rez just before the card is drawn (onr/drawanswer.go,
// onr/rezwhen.go; R098-R102, R315).
func TestCitySurveillance(t *testing.T) {
	t.Run("City Surveillance: rezzed just before the Runner's draw action; the card drawn gives a tag unless he pays 1 bit", func(t *testing.T) {
		for _, pay := range []bool{false, true} {
			x := surveilled(t, 1, false, 3, 2)
			x.Do(runner, "draw")
			want(t, "the Corp's prompt", prompt(x, corp), rezBeforeDraw)
			want(t, "cards in the Runner's hand before the rez", len(x.Runner().Hand), 1)
			x.Do(corp, "rez City Surveillance")
			want(t, "the Corp's pool after the rez", x.Corp().Bits, int32(1))
			if pay {
				x.Do(runner, payForDraw)
				want(t, "tags after paying", x.Runner().Tags, int32(0))
				want(t, "the Runner's pool after paying", x.Runner().Bits, int32(2))
			} else {
				x.Do(runner, "decline").Take()
				want(t, "tags after declining", x.Runner().Tags, int32(1))
				want(t, "the Runner's pool after declining", x.Runner().Bits, int32(3))
			}
			want(t, "the Runner is at his next action", prompt(x, runner), "Take an action")
		}
	})
	t.Run("City Surveillance: the Corp may leave it unrezzed: no tag; unrezzed it does nothing", func(t *testing.T) {
		x := surveilled(t, 1, false, 3, 2)
		x.Do(runner, "draw").Do(corp, "pass")
		want(t, "the Runner asked to pay", x.Offered(runner, payForDraw), false)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, int32(0))
		want(t, "the Runner is at his next action", prompt(x, runner), "Take an action")
	})
	t.Run("City Surveillance: each card drawn by an effect is answered apart, paid or tagged in any combination (R100, R102)", func(t *testing.T) {
		x := surveilled(t, 1, false, 4, 2)
		x.Hand(runner, "Jack 'n' Joe")
		x.Ready()
		x.Do(runner, "play Jack 'n' Joe")
		x.Do(corp, "rez City Surveillance")
		x.Do(runner, payForDraw)
		x.Do(runner, "decline").Take()
		x.Do(runner, payForDraw)
		want(t, "cards drawn", len(x.Runner().Hand), 3)
		want(t, "tags", x.Runner().Tags, int32(1))
		want(t, "the Runner's pool", x.Runner().Bits, int32(2))
	})
	t.Run("City Surveillance: rezzed, it answers every draw without a rez question to a Corp with no face-down card; a Runner who cannot pay takes the tag", func(t *testing.T) {
		x := surveilled(t, 1, true, 0, 0)
		x.Do(runner, "draw").Take()
		want(t, "tags", x.Runner().Tags, int32(1))
		want(t, "the Runner is at his next action", prompt(x, runner), "Take an action")
	})
	t.Run("City Surveillance: the extra card Crash Everett, Inventive Fixer draws is taxed too (R098, R315)", func(t *testing.T) {
		x := surveilled(t, 1, true, 3, 0)
		x.Rig("Crash Everett, Inventive Fixer")
		x.Ready()
		x.Do(runner, "draw")
		n := 0
		for x.Offered(runner, payForDraw) {
			x.Do(runner, payForDraw)
			n++
		}
		want(t, "cards paid for", n, 2)
		want(t, "tags", x.Runner().Tags, int32(0))
	})
	t.Run("City Surveillance: two copies tax each card twice", func(t *testing.T) {
		x := surveilled(t, 2, true, 0, 0)
		x.Do(runner, "draw").Take()
		for x.Offered(runner, "take") {
			x.Take()
		}
		want(t, "tags", x.Runner().Tags, int32(2))
	})
	t.Run("City Surveillance: the Corp's own draws are not taxed, nor is it asked", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, citySurveillance, false)
		x.Install(onr.NewFort, citySurveillance, true)
		x.Ready()
		x.Do(corp, "draw")
		if p := prompt(x, corp); p == rezBeforeDraw {
			t.Errorf("the Corp is asked to rez before its own draw")
		}
		want(t, "tags", x.Runner().Tags, int32(0))
	})
	t.Run("City Surveillance: the rez question is asked on public grounds only: a face-down card in a fort and the bit to rez it", func(t *testing.T) {
		for _, tc := range []struct {
			title    string
			corpBits int32
			asked    bool
			offered  bool
			rezCosts bool // a rezzed Encoder, Inc. changes rez costs (public): asked whatever the bits
		}{
			{citySurveillance, 1, true, true, false},
			{citySurveillance, 0, false, false, false},
			{citySurveillance, 0, true, false, true},
			{"Rockerboy Promotion", 1, true, false, false}, // another face-down card: asked, only "pass"
			{"Rockerboy Promotion", 0, false, false, false},
			{"", 5, false, false, false},
		} {
			x := newTable(t)
			if tc.title != "" {
				x.Install(onr.NewFort, tc.title, false)
			}
			if tc.rezCosts {
				x.Install(onr.NewFort, "Encoder, Inc.", true)
			}
			x.Deck(runner, filler("Jack 'n' Joe", 8)...)
			x.Ready().ToTurn(runner)
			x.Corp().Bits = tc.corpBits
			x.Do(runner, "draw")
			want(t, tc.title+": the Corp asked", prompt(x, corp) == rezBeforeDraw, tc.asked)
			want(t, tc.title+": the rez offered", slices.Contains(x.Options(corp), "rez City Surveillance"), tc.offered)
		}
	})
}

const (
	misinformation = "Department of Misinformation"
	preventExpose  = "use Department of Misinformation: Prevent a card from being exposed"
	exposeQuestion = "is about to be exposed: rez, prevent it, or pass"
)

// misinformed is a table with Department of Misinformation installed in
// fort 1 (rezzed or not) and Rockerboy Promotion face down in fort 2, the
// rig and hand given, the Runner at his first action with 5 bits, the Corp
// with corpBits.
func misinformed(t *testing.T, rezzed bool, corpBits int32, rig []string, hand ...string) (*onrtest.Table, int32) {
	t.Helper()
	x := newTable(t)
	x.Install(onr.NewFort, misinformation, rezzed)
	target, _ := x.Install(onr.NewFort, "Rockerboy Promotion", false)
	x.Rig(rig...)
	x.Hand(runner, hand...)
	x.Ready().ToTurn(runner)
	x.Runner().Bits, x.Corp().Bits = 5, corpBits
	return x, target
}

// passExposeQuestions passes the Corp's questions before cards are exposed,
// asked whenever it has a face-down card in a fort (onr/exposeprevent.go).
func passExposeQuestions(x *onrtest.Table) *onrtest.Table {
	for i := 0; i < 20 && strings.HasSuffix(prompt(x, corp), exposeQuestion); i++ {
		x.Do(corp, "pass")
	}
	return x
}

// exposedTo reports whether card c is known to the Runner.
func exposedTo(x *onrtest.Table, c int32) bool { return x.S.Cards[c].Known }

// TestDepartmentOfMisinformation: rezzed when the Runner attempts to
// expose a card; 1 bit: prevent a card from being exposed
// (onr/exposeprevent.go).
func TestDepartmentOfMisinformation(t *testing.T) {
	t.Run("Department of Misinformation: rezzed when the Runner attempts to expose a card, then 1 bit prevents it", func(t *testing.T) {
		x, target := misinformed(t, false, 3, []string{"SeeYa"})
		x.Do(runner, "use SeeYa: Expose an installed card").Do(runner, "expose card 1 in fort 2")
		want(t, "the Corp's options", strings.Join(x.Options(corp), ", "), "pass, rez "+misinformation)
		x.Do(corp, "rez "+misinformation)
		x.Do(corp, preventExpose)
		want(t, "the Corp's pool", x.Corp().Bits, int32(2))
		want(t, "exposed", exposedTo(x, target), false)
		if !x.Logged(misinformation + " prevents card 1 in fort 2 from being exposed") {
			t.Errorf("no prevention logged")
		}
		x.PassAll()
		want(t, "exposed after the windows", exposedTo(x, target), false)
	})
	t.Run("Department of Misinformation: the Corp may let the card be exposed", func(t *testing.T) {
		x, target := misinformed(t, true, 3, []string{"SeeYa"})
		x.Do(runner, "use SeeYa: Expose an installed card").Do(runner, "expose card 1 in fort 2")
		want(t, "the Corp's options", strings.Join(x.Options(corp), ", "), "pass, "+preventExpose)
		x.Do(corp, "pass")
		want(t, "exposed", exposedTo(x, target), true)
		want(t, "the Corp's pool", x.Corp().Bits, int32(3))
	})
	t.Run("Department of Misinformation: 1 bit a card: of the cards exposed together, the Corp prevents those it pays for", func(t *testing.T) {
		x, target := misinformed(t, true, 1, nil, "Hunt Club BBS")
		ice, _ := x.Ice(onr.FortHQ, "Data Wall", false)
		x.Ready()
		x.Do(runner, "play Hunt Club BBS")
		x.Do(runner, "expose card 1 in fort 2").Do(runner, "expose ice 1 on HQ") // no card left to choose: done
		x.Do(corp, preventExpose)
		want(t, "the Corp's pool", x.Corp().Bits, int32(0))
		want(t, "the Corp's options with no bit left", strings.Join(x.Options(corp), ", "), "pass")
		x.Do(corp, "pass")
		want(t, "the card prevented exposed", exposedTo(x, target), false)
		want(t, "the ice exposed", exposedTo(x, ice), true)
	})
	t.Run("Department of Misinformation: an exposed ice approached is prevented too", func(t *testing.T) {
		x, _ := misinformed(t, true, 2, nil, "Decoy Signal")
		ice, _ := x.Ice(onr.FortHQ, "Data Wall", false)
		x.Ready()
		x.Do(runner, "play Decoy Signal on HQ")
		for i := 0; i < 10 && !x.Offered(corp, preventExpose); i++ {
			x.PassAll()
		}
		x.Do(corp, preventExpose)
		want(t, "the ice exposed", exposedTo(x, ice), false)
		want(t, "the Corp's pool", x.Corp().Bits, int32(1))
	})
	t.Run("Department of Misinformation: the Corp is asked on public grounds only: a face-down card in a fort, or the prevention and a bit", func(t *testing.T) {
		for _, tc := range []struct {
			name   string
			card   string
			rezzed bool
			bits   int32
			asked  bool
		}{
			{"a face-down card", "Rockerboy Promotion", false, 0, true},
			{"no face-down card in a fort", "", false, 5, false},
			{"rezzed with a bit", misinformation, true, 1, true},
			{"rezzed without a bit", misinformation, true, 0, false},
		} {
			x := newTable(t)
			if tc.card != "" {
				x.Install(onr.NewFort, tc.card, tc.rezzed)
			}
			x.Ice(onr.FortHQ, "Data Wall", false)
			x.Hand(runner, "Ice and Data's Guide to the Net")
			x.Ready().ToTurn(runner)
			x.Corp().Bits = tc.bits
			x.Do(runner, "play Ice and Data's Guide to the Net")
			want(t, tc.name+": the Corp asked", strings.HasSuffix(prompt(x, corp), exposeQuestion), tc.asked)
		}
	})
}
