package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// socialTable puts Laser Wire on HQ (rezzed or not), Social Engineering
// in the Runner's hand with four other cards, bits in the Runner's pool,
// and returns at the Runner's first action.
func socialTable(t *testing.T, rezzed bool, bits int32) *onrtest.Table {
	t.Helper()
	return runnerTurn(t, func(x *onrtest.Table) {
		x.Ice(onr.FortHQ, "Laser Wire", rezzed)
		x.Hand(corp, "Accounts Receivable", "Accounts Receivable")
		x.Hand(runner, "Social Engineering")
		x.Hand(runner, filler("Jack 'n' Joe", 4)...)
		x.Runner().Bits = bits
		x.Corp().Bits = 5
	})
}

func TestSocialEngineering(t *testing.T) {
	for _, tc := range []struct {
		name       string
		hide, gues int
		bits       int32 // the Runner's bits once it resolved (6, less 1 played)
		run        bool
	}{
		{"Social Engineering: the Corp guesses the bits hidden: the Runner loses them and makes no run", 3, 3, 2, false},
		{"Social Engineering: the Corp guesses wrong: the Runner keeps his bits and runs the fort chosen", 2, 3, 5, true},
		{"Social Engineering: a guess above the bits hidden is wrong too", 4, 2, 5, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := socialTable(t, true, 6)
			x.Do(runner, "play Social Engineering")
			x.Number(runner, tc.hide)
			x.Number(corp, tc.gues)
			want(t, "Runner bits", x.Runner().Bits, tc.bits)
			if !tc.run {
				want(t, "Runner to act", x.Decision(runner).Prompt, "Take an action")
				want(t, "a run", x.S.Run.Active, false)
				return
			}
			x.Do(runner, "choose-fort HQ")
			x.Events = nil
			x.Do(runner, "choose Laser Wire")
			want(t, "a run on HQ", x.S.Run.Active && x.S.Run.Fort == onr.FortHQ, true)
			x.PassAll()
			if got := subsFired(x, "Laser Wire"); len(got) > 0 {
				t.Errorf("Laser Wire's subroutines %v took effect; it is passed automatically", got)
			}
			if !x.Logged("Runner encounters Laser Wire") {
				t.Errorf("Laser Wire was not encountered before it was passed (R467)")
			}
			for x.Offered(runner, "continue") || x.Offered(runner, "pass") || x.Offered(corp, "pass") {
				x.PassAll()
				if x.Offered(runner, "continue") {
					x.Do(runner, "continue")
				}
			}
			wantSuccessful(t, x)
			want(t, "Runner hand (no Net damage)", len(x.Runner().Hand), 4)
		})
	}
	for _, tc := range []struct {
		name    string
		bits    int32
		offered bool
	}{
		{"Social Engineering: not played without 2 bits left to hide once its cost is paid", 2, false},
		{"Social Engineering: played with 2 bits left to hide", 3, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := socialTable(t, true, tc.bits)
			want(t, "offered", x.Offered(runner, "play Social Engineering"), tc.offered)
		})
	}
	t.Run("Social Engineering: the chosen unrezzed ice may be rezzed as it is approached, then it is encountered and passed (R467)", func(t *testing.T) {
		x := socialTable(t, false, 6)
		x.Do(runner, "play Social Engineering")
		x.Number(runner, 2)
		x.Number(corp, 3)
		x.Do(runner, "choose-fort HQ")
		opts := x.Options(runner)
		if len(opts) != 1 || strings.Contains(opts[0], "Laser Wire") {
			t.Fatalf("the Runner is offered %q: one piece of ice, not named", opts)
		}
		x.Events = nil
		x.Do(runner, opts[0])
		for i := 0; i < 5 && !x.Offered(corp, "rez Laser Wire"); i++ {
			x.PassAll()
		}
		x.Do(corp, "rez Laser Wire")
		x.PassAll()
		if !x.Logged("Runner encounters Laser Wire") {
			t.Errorf("Laser Wire rezzed was not encountered")
		}
		if got := subsFired(x, "Laser Wire"); len(got) > 0 {
			t.Errorf("Laser Wire's subroutines %v took effect", got)
		}
	})
}

func TestSocialEngineeringPassesOnlyTheChosenIce(t *testing.T) {
	t.Run("Social Engineering: only the chosen piece of ice is passed; the next is encountered as usual, and the effect is used up", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Laser Wire", true)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Hand(corp, "Accounts Receivable")
			x.Hand(runner, "Social Engineering")
			x.Hand(runner, filler("Jack 'n' Joe", 4)...)
			x.Runner().Bits = 6
		})
		x.Do(runner, "play Social Engineering")
		x.Number(runner, 2)
		x.Number(corp, 4)
		x.Do(runner, "choose-fort HQ")
		if got, exp := x.Options(runner), []string{"choose Laser Wire", "choose Wall of Static"}; !slices.Equal(got, exp) {
			t.Fatalf("the Runner is offered %q, want the ice of HQ %q", got, exp)
		}
		x.Events = nil
		x.Do(runner, "choose Laser Wire")
		x.PassAll()
		if got := subsFired(x, "Laser Wire"); len(got) > 0 {
			t.Errorf("Laser Wire's subroutines %v took effect", got)
		}
		want(t, "run still on", x.S.Run.Active, true)
		for _, l := range x.S.Lasting {
			if l.Mod == onr.ModPassIceOnce {
				t.Errorf("the pass is not used up by passing Laser Wire (R468): %+v", l)
			}
		}
		x.Do(runner, "continue")
		x.PassAll()
		wantRunEndedBy(t, x, "Wall of Static")
	})
}

func TestSocialEngineeringPassOfUnrezzedIce(t *testing.T) {
	t.Run("Social Engineering: the chosen ice left unrezzed is passed, and that pass uses the effect up", func(t *testing.T) {
		x := socialTable(t, false, 6)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Do(runner, "play Social Engineering")
		x.Number(runner, 2)
		x.Number(corp, 3)
		x.Do(runner, "choose-fort HQ")
		x.Do(runner, x.Options(runner)[0]) // Laser Wire, unrezzed
		for i := 0; i < 5 && !x.Offered(runner, "continue"); i++ {
			x.PassAll()
		}
		want(t, "Laser Wire rezzed", x.S.Cards[newest(x, "Laser Wire")].Rezzed, false)
		for _, l := range x.S.Lasting {
			if l.Mod == onr.ModPassIceOnce {
				t.Errorf("the pass is not used up by passing Laser Wire unrezzed (R468): %+v", l)
			}
		}
	})
}

func TestSocialEngineeringKeepsTheNumberSecret(t *testing.T) {
	// The Corp's question is the same, and its view of the Runner the same,
	// whatever number the Runner hid (R466: no counting once the guessing
	// begins); no event tells it before the guess.
	type seen struct {
		prompt   string
		min, max int
		bits     int32
		events   int
	}
	look := func(t *testing.T, hide int) seen {
		x := socialTable(t, true, 6)
		x.Do(runner, "play Social Engineering")
		n := len(x.Events)
		x.Number(runner, hide)
		d := x.Decision(corp)
		if d.Kind != engine.Number {
			t.Fatalf("the Corp is asked %q, not a number", d.Prompt)
		}
		if _, err := x.G.Info(corpSeat); err == nil {
			t.Errorf("an information state was given while the number hidden waits")
		}
		v := x.G.View(corpSeat).(*onr.View)
		var texts []string
		for _, e := range x.Events[n:] {
			texts = append(texts, e.For(corpSeat))
		}
		return seen{d.Prompt, d.Min, d.Max, v.Players[runnerSeat].Bits, len(texts)}
	}
	t.Run("Social Engineering: the Corp's question and view do not depend on the bits hidden", func(t *testing.T) {
		a, b := look(t, 2), look(t, 5)
		if a != b {
			t.Errorf("hiding 2 the Corp sees %+v, hiding 5 %+v", a, b)
		}
		if a.min != 2 || a.max != 5 || a.bits != 5 {
			t.Errorf("the Corp guesses from %d to %d with the Runner's pool %d in its view, want 2 to 5 and 5", a.min, a.max, a.bits)
		}
	})
}
