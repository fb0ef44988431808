package onr

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestPayForOptionIsPayFirst: payForOption's short way (what the seat can
// pay is its pool, poolIsPayable: false without reading the option's
// bits) gives what the long way (payForOptionLong, asked of a clone,
// whose stack it may push on) gives, for every option of every question
// of random games, with the default decks and with every card, and counts
// the same abilities as taking effect (a Runner's install reads its
// install-cost static: the long way); the long way is met both where it
// gives false and where payment abilities are used first.
func TestPayForOptionIsPayFirst(t *testing.T) {
	for _, tc := range deckCases(t, "an option paid from the pool alone asks no payment ability first", 30, 40) {
		t.Run(tc.name, func(t *testing.T) {
			short, long, first := 0, 0, 0
			// What each way counts as taking effect, each in a count of
			// its own, on only while that way is asked.
			longCount, shortCount := NewCoverage(), NewCoverage()
			defer SetCoverage(SetCoverage(nil))
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				if len(s.Pending) == 0 || s.top() == nil {
					return
				}
				d := s.Pending[0]
				for _, o := range d.Options {
					c := g.Clone().(*Game).s
					SetCoverage(longCount)
					want := c.payForOptionLong(c.top(), d.Seat, o)
					SetCoverage(nil)
					if want {
						first++
					}
					c = g.Clone().(*Game).s
					SetCoverage(shortCount)
					got := c.payForOption(c.top(), d.Seat, o)
					SetCoverage(nil)
					if got != want {
						t.Fatalf("seed %d step %d: option %+v of seat %d: payForOption %v, the long way %v", seed, step, o, d.Seat, got, want)
					}
					if s.poolIsPayable() && (o.Verb != VerbInstall || s.roleOf(d.Seat) != Runner) {
						short++
					} else {
						long++
					}
				}
			}, nil)
			t.Logf("%d options the short way, %d the long way, %d paid with payment abilities first", short, long, first)
			if got, want := shortCount.Abilities(), longCount.Abilities(); !slices.EqualFunc(got, want, func(a, b AbilityCount) bool { return a.Name() == b.Name() && a.Took == b.Took }) {
				t.Errorf("the short way counts abilities taking effect otherwise than the long way")
			}
			var took int64
			for _, a := range longCount.Abilities() {
				took += a.Took
			}
			t.Logf("%d abilities counted as taking effect by the long way", took)
			if short == 0 || long == 0 {
				t.Errorf("%d options the short way, %d the long way: not both ways tested", short, long)
			}
		})
	}
}

// TestPayForOptionAsksPaymentAbilitiesWhereThePoolIsShort: an option the
// pool alone cannot pay asks for payment abilities first where one is in
// play (a Runner with Chiba Bank Account, 1 bit in his pool, removing a
// tag for 2), and not where none is or where the pool covers it;
// payForOption gives what the long way gives.
func TestPayForOptionAsksPaymentAbilitiesWhereThePoolIsShort(t *testing.T) {
	corp, runner, err := EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		bank  bool // Chiba Bank Account installed
		bits  int32
		first bool // payment abilities asked first
	}{
		{"a pool short of the cost with a payment ability in play asks for it first", true, 1, true},
		{"a pool short of the cost without a payment ability asks nothing", false, 1, false},
		{"a pool that covers the cost asks nothing, a payment ability in play", true, 2, false},
		{"a pool that covers the cost asks nothing", false, 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1, Decks: []string{corp, runner}})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			seat := g.SeatOf(Runner)
			if tc.bank {
				bank := int32(-1)
				for c := range s.Cards {
					if c > 0 && s.def(int32(c)) != nil && s.def(int32(c)).Title == "Chiba Bank Account" && s.controller(int32(c)) == seat {
						bank = int32(c)
						break
					}
				}
				if bank < 0 {
					t.Fatal("no Chiba Bank Account in the Runner's deck")
				}
				s.installRunner(seat, bank, 0, false)
			}
			s.P(seat).Bits = tc.bits
			o := engine.Option{Verb: VerbRemoveTag}
			long := g.Clone().(*Game).s
			want := long.payForOptionLong(&Frame{}, seat, o)
			short := g.Clone().(*Game).s
			got := short.payForOption(&Frame{}, seat, o)
			if got != want || got != tc.first {
				t.Fatalf("payForOption %v, the long way %v; want %v", got, want, tc.first)
			}
		})
	}
}
