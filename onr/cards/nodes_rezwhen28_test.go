package cards_test

import (
	"slices"
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
		}{
			{citySurveillance, 1, true, true},
			{citySurveillance, 0, false, false},
			{"Rockerboy Promotion", 1, true, false}, // another face-down card: asked, only "pass"
			{"Rockerboy Promotion", 0, false, false},
			{"", 5, false, false},
		} {
			x := newTable(t)
			if tc.title != "" {
				x.Install(onr.NewFort, tc.title, false)
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
