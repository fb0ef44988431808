package checks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the rulings on hidden resources and payment
// abilities: R019 and R036 (General section), R305–R308 (Chiba Bank
// Account), R386–R389 (Liberated Savings Account) and R367 (HQ Mole).

// hrAccount is a payment account: "Cost bits, [trash]: Gain Gain bits. You
// may use this ability whenever you pay any cost or penalty".
type hrAccount struct {
	title      string
	cost, gain int32
}

var (
	hrChiba     = hrAccount{"Chiba Bank Account", 1, 4}
	hrLiberated = hrAccount{"Liberated Savings Account", 7, 11}
)

// use is the option that uses the account.
func (a hrAccount) use() string { return fmt.Sprintf("use %s: Gain %d bits", a.title, a.gain) }

// hrRunnerTurn arranges the Runner's rig and hand, passes the Corp's first
// turn and sets the Runner's pool at his first action.
func hrRunnerTurn(t onrtest.TB, rig, hand []string, bits int32) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Rig(rig...)
	x.Hand(onr.Runner, hand...)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = bits
	x.G.Reprompt()
	x.Events = nil
	return x
}

// hrTrace starts Blood Cat's trace 5 in the Corp's first turn, with the
// Runner's rig and pool arranged.
func hrTrace(t onrtest.TB, bits int32, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Rig(rig...)
	x.Runner().Bits = bits
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	return x
}

// hrOrder checks that the events the Runner reads contain each of subs, in
// this order.
func hrOrder(t onrtest.TB, x *onrtest.Table, subs ...string) {
	t.Helper()
	last := -1
	for _, sub := range subs {
		i := rgEvent(x, onr.Runner, sub)
		if i < 0 {
			t.Errorf("no event %q", sub)
			continue
		}
		if i <= last {
			t.Errorf("event %q comes before %q", sub, subs[slices.Index(subs, sub)-1])
		}
		last = i
	}
}

// ---------------------------------------------------------------------------
// General section (R019, R036).

// R019: a hidden resource may pay for a trace, revealed only once both
// amounts are revealed; the Runner may note more than his pool
// (ONR-12.2.3, ONR-16.1.3). Default for OPEN 16: he may note no more than
// his pool and usable payment abilities could pay, so the payment always
// completes.
func checkR019_HiddenResourcePaysForTrace(t onrtest.TB) {
	onrtest.Run(t, "ONR-12.2.3 with 1 bit and Chiba Bank Account the Runner may buy up to 4 link", func(t onrtest.TB) {
		x := hrTrace(t, 1, "Baedeker's Net Map", "Chiba Bank Account")
		x.Do(onr.Runner, "base-link Baedeker's Net Map")
		if d := x.Decision(onr.Runner); d.Kind != engine.Number || d.Max != 4 {
			t.Fatalf("the Runner may buy up to %d link with 1 bit and the account (%s), want 4", d.Max, d.Prompt)
		}
	})
	onrtest.Run(t, "ONR-12.2.3 without the account only what the pool pays", func(t onrtest.TB) {
		x := hrTrace(t, 1, "Baedeker's Net Map")
		x.Do(onr.Runner, "base-link Baedeker's Net Map")
		if d := x.Decision(onr.Runner); d.Max != 1 {
			t.Fatalf("the Runner may buy up to %d link with 1 bit, want 1", d.Max)
		}
	})
	onrtest.Run(t, "ONR-16.1.3 the account stays face down until both amounts are revealed, then pays", func(t onrtest.TB) {
		x := hrTrace(t, 1, "Baedeker's Net Map", "Chiba Bank Account")
		chiba := x.G.Find("Chiba Bank Account")[len(x.G.Find("Chiba Bank Account"))-1]
		x.Do(onr.Runner, "base-link Baedeker's Net Map")
		x.Number(onr.Runner, 4) // link 1+4, 4 bits with 1 in the pool
		if x.S.Cards[chiba].FaceUp || x.S.Cards[chiba].Zone != onr.ZoneRig {
			t.Fatalf("the account was shown before the reveal")
		}
		x.Number(onr.Corp, 4)
		if p := prompt(x, onr.Runner); p != "Pay 4 bits with 1 in your pool: use a payment ability" {
			t.Fatalf("at the reveal the Runner is asked %q", p)
		}
		x.Do(onr.Runner, hrChiba.use())
		x.PassAll()
		hrOrder(t, x, "the Corp spends 4, the Runner 4 with 1 in the pool", "Runner uses Chiba Bank Account", "trace fails")
		if x.Runner().Tags != 0 || x.Runner().Bits != 0 || x.S.Cards[chiba].Zone != onr.ZoneDiscard {
			t.Errorf("tags %d, bits %d, account in %s; want the trace (4 vs link 5) to fail, 1-1+4-4 bits, the account trashed",
				x.Runner().Tags, x.Runner().Bits, x.S.Cards[chiba].Zone)
		}
	})
}

// R036: the Corp may trash a tagged Runner's hidden resource with its 2-bit
// action like any resource, without learning which card it is first
// (ONR-13.3, ONR-16.1.2).
func checkR036_CorpTrashesHiddenResource(t onrtest.TB) {
	for _, tags := range []int32{0, 1} {
		onrtest.Run(t, fmt.Sprintf("ONR-16.1.2 tags %d", tags), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			chiba := x.Rig("Chiba Bank Account")[0]
			x.Runner().Tags = tags
			x.Ready()
			const opt = "trash-resource a hidden resource"
			if x.Offered(onr.Corp, opt) != (tags > 0) {
				t.Fatalf("tags %d: Corp options %q", tags, x.Options(onr.Corp))
			}
			if tags == 0 {
				return
			}
			x.Do(onr.Corp, opt)
			if x.S.Cards[chiba].Zone != onr.ZoneDiscard || !x.S.Cards[chiba].FaceUp || x.Corp().Bits != 3 {
				t.Errorf("account in %s (face up %v), Corp bits %d; want it in the trash face up for 2 bits",
					x.S.Cards[chiba].Zone, x.S.Cards[chiba].FaceUp, x.Corp().Bits)
			}
		})
	}
}

// ---------------------------------------------------------------------------
// Chiba Bank Account and Liberated Savings Account (R305–R308, R386–R389).

// R305, R386: each use of an account is a separate effect, resolved
// completely before any other effect: the Runner is asked once per account,
// and the first has been trashed and its bits gained before he is asked
// again; the install he pays for waits until the pool covers it.
func checkR305_R386_EachAccountIsASeparateEffect(t onrtest.TB) {
	for _, tc := range []struct {
		name          string
		first, second hrAccount
		pool          int32
		card          string
		price         int32
	}{
		{"R305 two Chiba Bank Accounts pay for Dwarf (6) with 1 bit", hrChiba, hrChiba, 1, "Dwarf", 6},
		{"R386 Liberated Savings Account then Chiba Bank Account pay for AI Boon (12) with 7 bits", hrLiberated, hrChiba, 7, "AI Boon", 12},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := hrRunnerTurn(t, []string{tc.first.title, tc.second.title}, []string{tc.card}, tc.pool)
			card := x.G.Find(tc.card)[len(x.G.Find(tc.card))-1]
			x.Do(onr.Runner, "install "+tc.card)
			x.Do(onr.Runner, tc.first.use())
			pool := tc.pool - tc.first.cost + tc.first.gain
			if x.Runner().Bits != pool || rgCount(x, onr.Runner, "uses "+tc.first.title) != 1 {
				t.Fatalf("after the first use: %d bits, want %d", x.Runner().Bits, pool)
			}
			if x.S.Cards[card].Zone != onr.ZoneHand {
				t.Fatalf("%s left the hand before the payment was complete", tc.card)
			}
			if n := slices.Index(x.Options(onr.Runner), tc.second.use()); n < 0 || len(x.Options(onr.Runner)) != 1 {
				t.Fatalf("second decision offers %q, want only %q", x.Options(onr.Runner), tc.second.use())
			}
			x.Do(onr.Runner, tc.second.use())
			if x.S.Cards[card].Zone != onr.ZoneRig || x.Runner().Bits != pool-tc.second.cost+tc.second.gain-tc.price {
				t.Errorf("%s in %s, %d bits", tc.card, x.S.Cards[card].Zone, x.Runner().Bits)
			}
			for _, c := range append(x.G.Find(tc.first.title), x.G.Find(tc.second.title)...) {
				if x.S.Cards[c].Zone == onr.ZoneRig {
					t.Errorf("an account is still installed")
				}
			}
		})
	}
}

// R306, R387: the accounts pay install costs (ONR-18.3.7); an install the
// pool and the account cannot cover is not offered.
func checkR306_R387_AccountsPayInstallCosts(t onrtest.TB) {
	for _, tc := range []struct {
		name    string
		account hrAccount
		pool    int32
		card    string
		price   int32
		offered bool
	}{
		{"R306 Chiba Bank Account with 5 bits pays for Dwarf (6)", hrChiba, 5, "Dwarf", 6, true},
		{"R306 Chiba Bank Account with 2 bits cannot reach Dwarf (6)", hrChiba, 2, "Dwarf", 6, false},
		{"R387 Liberated Savings Account with 8 bits pays for AI Boon (12)", hrLiberated, 8, "AI Boon", 12, true},
		{"R387 with 6 bits for Dwarf (6) the pool pays and Liberated Savings Account is not asked for", hrLiberated, 6, "Dwarf", 6, true},
		{"R387 Liberated Savings Account with 6 bits cannot pay for AI Boon (12)", hrLiberated, 6, "AI Boon", 12, false},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := hrRunnerTurn(t, []string{tc.account.title}, []string{tc.card}, tc.pool)
			if x.Offered(onr.Runner, "install "+tc.card) != tc.offered {
				t.Fatalf("install offered %v, want %v: %q", !tc.offered, tc.offered, x.Options(onr.Runner))
			}
			if !tc.offered {
				return
			}
			x.Do(onr.Runner, "install "+tc.card)
			want := tc.pool - tc.price
			if tc.pool < tc.price {
				x.Do(onr.Runner, tc.account.use())
				want = tc.pool - tc.account.cost + tc.account.gain - tc.price
			} else if strings.HasPrefix(prompt(x, onr.Runner), "Pay ") {
				t.Fatalf("asked to use the account although the pool pays: %s", x.Describe())
			}
			if c := x.G.Find(tc.card); x.S.Cards[c[len(c)-1]].Zone != onr.ZoneRig || x.Runner().Bits != want {
				t.Errorf("%s not installed or %d bits left, want %d", tc.card, x.Runner().Bits, want)
			}
		})
	}
}

// R307, R388: announce, pay (the account is trashed now), the prep goes to
// the trash, then its effect; an install likewise is paid before the card
// is placed.
func checkR307_R388_AnnouncePayTrashResolve(t onrtest.TB) {
	for _, tc := range []struct {
		name    string
		account hrAccount
		pool    int32
		card    string
		action  string
		events  []string
	}{
		{"R307 Chiba Bank Account pays for Score! (5) with 2 bits", hrChiba, 2, "Score!", "play Score!", []string{
			"Runner pays 5 bits with 2 in the pool", "Runner uses Chiba Bank Account", "Runner gains 4 bits",
			"Runner plays Score!", "Runner gains 9 bits",
		}},
		{"R388 Liberated Savings Account pays for AI Boon (12) with 8 bits", hrLiberated, 8, "AI Boon", "install AI Boon", []string{
			"Runner pays 12 bits with 8 in the pool", "Runner uses Liberated Savings Account", "Runner gains 11 bits",
			"Runner installs AI Boon",
		}},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := hrRunnerTurn(t, []string{tc.account.title}, []string{tc.card}, tc.pool)
			account := x.G.Find(tc.account.title)[len(x.G.Find(tc.account.title))-1]
			x.Do(onr.Runner, tc.action)
			x.Do(onr.Runner, tc.account.use())
			hrOrder(t, x, tc.events...)
			if x.S.Cards[account].Zone != onr.ZoneDiscard {
				t.Errorf("the account is in %s", x.S.Cards[account].Zone)
			}
			if tc.card == "Score!" {
				// The account went to the trash before the prep did.
				trash := x.Runner().Discard
				if i, j := slices.Index(trash, account), slices.IndexFunc(trash, func(c int32) bool { return x.G.Title(c) == "Score!" }); i < 0 || j < 0 || i > j {
					t.Errorf("trash order %q", rgTitles(x, trash))
				}
				if x.Runner().Bits != 9 {
					t.Errorf("%d bits, want 2-1+4-5+9", x.Runner().Bits)
				}
			}
		})
	}
}

// R308, R389: the accounts are used at the normal times for special effects
// (a priority window) and also whenever the Runner pays, even where no
// window opens: the trash cost of an accessed card, the link bought in a
// trace.
func checkR308_R389_UsableAtPaymentsAndNormalTimes(t onrtest.TB) {
	for _, a := range []hrAccount{hrChiba, hrLiberated} {
		id := map[string]string{hrChiba.title: "R308", hrLiberated.title: "R389"}[a.title]
		onrtest.Run(t, id+" "+a.title+" in the window after an action", func(t onrtest.TB) {
			x := hrRunnerTurn(t, []string{a.title}, nil, 7)
			x.Do(onr.Runner, "draw")
			x.Do(onr.Runner, a.use())
			if x.Runner().Bits != 7-a.cost+a.gain {
				t.Errorf("%d bits after using it in a window", x.Runner().Bits)
			}
		})
	}
	onrtest.Run(t, "R308 Chiba Bank Account pays the trash cost of an accessed upgrade", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Install(onr.NewFort, "Dieter Esslin", false)
		x.Rig("Chiba Bank Account")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 2
		x.Do(onr.Runner, "run on fort 1")
		rgContinue(x)
		if x.Offered(onr.Runner, "access an unrezzed card") {
			// asked, having a face-down card that might be used in the
			// access (onr/hidden.go askAccess)
			x.Do(onr.Runner, "access an unrezzed card")
		}
		if prompt(x, onr.Runner) == "Use an ability before the access ends, or done" {
			// asked: a face-down card might pay for one usable now
			// (onr/afterdamage.go mightPayFaceDown)
			x.Do(onr.Runner, "done")
		}
		if p := prompt(x, onr.Runner); p != onr.AccessedHiddenPrompt || !x.Offered(onr.Runner, "trash Dieter Esslin for 3") {
			t.Fatalf("pending %s", x.Describe()) // unrezzed: the one question (onr/accesshidden.go)
		}
		x.Do(onr.Runner, "trash Dieter Esslin for 3")
		x.Do(onr.Runner, hrChiba.use())
		for i := 0; i < 4 && x.Offered(onr.Runner, "decline"); i++ {
			x.Do(onr.Runner, "decline")
		}
		if c := x.G.Find("Dieter Esslin"); x.S.Cards[c[len(c)-1]].Zone != onr.ZoneDiscard || x.Runner().Bits != 2-1+4-3 {
			t.Errorf("Dieter Esslin not trashed or %d bits left", x.Runner().Bits)
		}
	})
	onrtest.Run(t, "R389 Liberated Savings Account pays for link bought in a trace", func(t onrtest.TB) {
		x := hrTrace(t, 7, "Baedeker's Net Map", "Liberated Savings Account")
		x.Number(onr.Corp, 5)
		x.Do(onr.Runner, "base-link Baedeker's Net Map")
		if d := x.Decision(onr.Runner); d.Max != 11 {
			t.Fatalf("the Runner may buy %d link, want 7-7+11", d.Max)
		}
		x.Number(onr.Runner, 10)
		x.Do(onr.Runner, hrLiberated.use())
		x.PassAll()
		if x.Runner().Tags != 0 || x.Runner().Bits != 1 { // 7, -7 and +11 from the account, -10 for link
			t.Errorf("tags %d, bits %d, want 0 and 1", x.Runner().Tags, x.Runner().Bits)
		}
	})
}

// ---------------------------------------------------------------------------
// HQ Mole (R367).

// R367: several HQ Moles add up: two give four additional accesses.
func checkR367_HQMolesAreCumulative(t onrtest.TB) {
	for _, moles := range []int{1, 2} {
		onrtest.Run(t, fmt.Sprintf("R367 %d HQ Moles used: %d cards accessed", moles, 1+2*moles), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Rig("HQ Mole", "HQ Mole")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall")
			x.Runner().Bits = 8
			x.G.Reprompt()
			x.Do(onr.Runner, "run on HQ")
			rgContinue(x)
			for range moles {
				x.Do(onr.Runner, "use HQ Mole: Access two additional cards from HQ")
			}
			for i := 0; i < 20 && x.S.Run.Active; i++ {
				switch {
				case x.Offered(onr.Runner, "access the next card stored in HQ"):
					x.Do(onr.Runner, "access the next card stored in HQ")
				case x.Offered(onr.Runner, "done"):
					x.Do(onr.Runner, "done")
				}
			}
			if n := rgCount(x, onr.Runner, "Runner accesses "); n != 1+2*moles {
				t.Errorf("%d cards accessed, want %d", n, 1+2*moles)
			}
		})
	}
}

// ---------------------------------------------------------------------------
// Hidden information (ONR-16.1.1, ONR-2.6).
