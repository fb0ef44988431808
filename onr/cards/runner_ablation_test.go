package cards_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The Runner's cards the ablation gate (issue 21) found under-pinned: each
// test asserts exactly what a printed number or clause of the card makes
// happen (the bits a break costs, how much a prevention prevents and that
// it prevents no more, the kind of damage, each outcome of a die), so that
// moving the number or dropping the clause fails it.

// passUntil answers the Runner's and the Corp's windows, and "take" when the
// Runner is asked whether to prevent, until done holds or nothing is left
// to pass; it fails the test if the Runner is offered forbid ("" for none).
func passUntil(t *testing.T, x *onrtest.Table, forbid string, done func() bool) {
	t.Helper()
	for i := 0; i < 50 && !done(); i++ {
		if forbid != "" && x.Offered(runner, forbid) {
			t.Fatalf("offered %q: %q", forbid, x.Options(runner))
		}
		switch {
		case x.Offered(runner, "take"):
			x.Do(runner, "take")
		case x.Offered(runner, "pass") || x.Offered(corp, "pass"):
			x.PassAll()
		default:
			return
		}
	}
}

// breakBits returns the bits the Runner pays for step, a break.
func breakBits(x *onrtest.Table, step string) int32 {
	x.T.Helper()
	before := x.Runner().Bits
	x.Do(runner, step)
	return before - x.Runner().Bits
}

// pumpTo buys breaker strength until it matches the ice being encountered.
func pumpTo(x *onrtest.Table, breaker, pump, ice string) {
	x.T.Helper()
	b, i := newest(x, breaker), newest(x, ice)
	for n := 0; n < 20 && x.G.BreakerStrength(b) < x.G.IceStrength(i); n++ {
		x.Do(runner, pump)
	}
}

// atAction reports whether side is asked for an action in its own turn.
func atAction(x *onrtest.Table, side onr.Role) func() bool {
	return func() bool {
		return x.S.Active == x.Seat(side) && x.Offered(side, "gain")
	}
}

// sampleFaces plays game(seed) for seeds 1, 2, … until each face of faces
// has been rolled once; game returns the face its die showed (0: none). It
// fails the test if some face is never rolled in 300 seeds.
func sampleFaces(t *testing.T, faces []int, game func(t *testing.T, seed uint64) int) {
	t.Helper()
	seen := map[int]bool{}
	for seed := uint64(1); seed < 300 && len(seen) < len(faces); seed++ {
		var face int
		ok := t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) { face = game(t, seed) })
		if !ok {
			return
		}
		if slices.Contains(faces, face) {
			seen[face] = true
		}
	}
	if len(seen) < len(faces) {
		t.Errorf("seeds 1-299 rolled only %v of %v", seen, faces)
	}
}

func TestRunnerCardsPinned(t *testing.T) {
	// Break costs: the bits one use of the break ability takes, exactly
	// (the printed "N[bit]: break …").
	breaks := []struct {
		name, ice, breaker, pump string
		bits                     int32
	}{
		{"Bartmoss Memorial Icebreaker: \"1[bit]: Break ice subroutine\" takes 1 bit", "Wall of Static", "Bartmoss Memorial Icebreaker",
			"pump Bartmoss Memorial Icebreaker: +1 strength for 1", 1},
		{"Dupré: \"1[bit]: Break code gate subroutine\" takes 1 bit", "Sleeper", "Dupré", "pump Dupré: +1 strength for 2", 1},
		{"Psychic Friend: \"1[bit]: Break code gate subroutine\" takes 1 bit", "Quandary", "Psychic Friend", "pump Psychic Friend: +1 strength for 2", 1},
		{"Blink: \"0[bit]: Roll a die …\" takes no bit", "Wall of Static", "Blink", "", 0},
	}
	for _, tc := range breaks {
		t.Run(tc.name, func(t *testing.T) {
			x := runSetup(t, []string{tc.ice}, []string{tc.breaker}, 5, 10)
			runHQ(x)
			if tc.pump != "" {
				pumpTo(x, tc.breaker, tc.pump, tc.ice)
			}
			want(t, "bits the break took", breakBits(x, "break subroutine 1 with "+tc.breaker), tc.bits)
		})
	}

	// Multi-break (BreakMore): one use breaks the subroutine it targets and
	// up to N-1 more of the same ice; the next one is a new use, paid
	// again. Ice Transmutation's repeats give the ice enough subroutines.
	multi := []struct {
		name, ice, breaker, pump string
		transmuted               bool
		subs                     int   // subroutines broken, one after the other
		bits                     int32 // what breaking them costs
	}{
		{"Big Frackin' Gun: \"break up to five sentry subroutines\": a sixth is another use, 6 bits more", "Colonel Failure", "Big Frackin' Gun",
			"pump Big Frackin' Gun: +1 strength for 1", true, 6, 6 + 6},
		{"Redecorator: \"break up to two sentry subroutines\": a third is another use, 1 bit more", "Colonel Failure", "Redecorator",
			"pump Redecorator: +1 strength for 3", false, 3, 1 + 1},
		{"Pile Driver: \"break up to four wall subroutines\": a fifth is another use, 3 bits more", "Wall of Ice", "Pile Driver",
			"pump Pile Driver: +1 strength for 1", true, 5, 3 + 3},
	}
	for _, tc := range multi {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				ice, _ := x.Ice(onr.FortHQ, tc.ice, true)
				if tc.transmuted {
					x.G.Transmute(ice, 1)
				}
				x.Rig(tc.breaker)
				x.Hand(runner, filler("Jack 'n' Joe", 3)...)
				x.Runner().Bits = 40
			})
			runHQ(x)
			pumpTo(x, tc.breaker, tc.pump, tc.ice)
			var bits int32
			for j := 1; j <= tc.subs; j++ {
				bits += breakBits(x, fmt.Sprintf("break subroutine %d with %s", j, tc.breaker))
			}
			want(t, fmt.Sprintf("bits for %d subroutines", tc.subs), bits, tc.bits)
		})
	}
}
