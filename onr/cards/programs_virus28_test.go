package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Armageddon (session 28; onr/cards/programs_virus28.go,
// onr/insteadofaccess.go, onr/installrolls.go).

// useArmageddon is the Runner's option to give a Doom counter in place of
// the access.
const useArmageddon = "use Armageddon: Give the Corp a Doom counter instead of accessing cards from R&D"

// runOn makes a run on fort, passing windows,, and takes the
// Runner's options as choose says (the first option when it returns "");
// it stops when the run is over. It takes at most 40 steps.
func runOn(t *testing.T, x *onrtest.Table, fort string, choose func(opts []string) string) {
	t.Helper()
	x.PassAll()
	x.Do(runner, "run on "+fort)
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		opts := x.Options(runner)
		switch {
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case len(opts) > 0:
			o := choose(opts)
			if o == "" {
				o = opts[0]
			}
			x.Do(runner, o)
		default:
			x.PassAll()
		}
	}
	if x.S.Run.Active {
		t.Fatalf("the run on %s did not end: %s", fort, x.Describe())
	}
}

// armageddonTable is the Runner's turn with n Armageddons installed and
// five cards in R&D.
func armageddonTable(t *testing.T, n int) *onrtest.Table {
	t.Helper()
	return runnerTurn(t, func(x *onrtest.Table) {
		x.Hand(corp, filler("Data Wall", 3)...)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Rig(filler("Armageddon", n)...)
	})
}

func TestArmageddonInsteadOfAccess(t *testing.T) {
	for _, tc := range []struct {
		name        string
		armageddons int
		uses        int // Armageddons the Runner uses at the access
		wantDoom    int32
		wantAccess  int
	}{
		{"Armageddon: after a successful run on R&D, the Runner may give the Corp a Doom counter instead of accessing cards", 1, 1, 1, 0},
		{"Armageddon: the Runner who declines accesses R&D as usual and gives no counter", 1, 0, 0, 1},
		{"Armageddon: each Armageddon may give a Doom counter at the same access (R274)", 2, 2, 2, 0},
		{"Armageddon: one of two Armageddons used is enough to replace the access (R274)", 2, 1, 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := armageddonTable(t, tc.armageddons)
			used, offers := 0, 0
			runOn(t, x, "R&D", func(opts []string) string {
				if opts[0] != "done" && !strings.HasPrefix(opts[0], "access") {
					return ""
				}
				offers++
				if used < tc.uses && x.Offered(runner, useArmageddon) {
					used++
					return useArmageddon
				}
				return opts[0]
			})
			want(t, "Armageddons used", used, tc.uses)
			want(t, "Doom counters the Corp holds", heldCounters(x), tc.wantDoom)
			want(t, "cards accessed", len(accessed(x)), tc.wantAccess)
			want(t, "R&D cards left", len(x.Corp().Deck), 5)
			asked := tc.uses // asked again after each use while an Armageddon is left, and at first
			if tc.uses < tc.armageddons {
				asked++
			}
			want(t, "times the Runner is asked", offers, asked)
		})
	}
	t.Run("Armageddon: a run treated as a successful run on R&D (Private LDL Access) offers the Doom counter too", func(t *testing.T) {
		for _, use := range []bool{true, false} {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, filler("Data Wall", 3)...)
				x.Deck(corp, filler("Data Wall", 5)...)
				x.Rig("Armageddon")
				x.Hand(runner, "Private LDL Access")
			})
			x.Do(runner, "play Private LDL Access")
			offered := false
			for i := 0; i < 40 && x.S.Run.Active; i++ {
				opts := x.Options(runner)
				switch {
				case x.Offered(runner, useArmageddon):
					offered = true
					if use {
						x.Do(runner, useArmageddon)
					} else {
						x.Do(runner, opts[0]) // access R&D
					}
				case x.Offered(corp, "pass"):
					x.Do(corp, "pass")
				case len(opts) > 0:
					x.Do(runner, opts[0])
				default:
					x.PassAll()
				}
			}
			want(t, "offered", offered, true)
			want(t, "Doom counters the Corp holds", heldCounters(x), map[bool]int32{true: 1}[use])
			want(t, "R&D cards accessed", len(accessed(x)), map[bool]int{false: 1}[use])
		}
	})
	t.Run("Armageddon: a successful run on HQ offers no Doom counter", func(t *testing.T) {
		x := armageddonTable(t, 1)
		offered := false
		runOn(t, x, "HQ", func(opts []string) string {
			offered = offered || x.Offered(runner, useArmageddon)
			return ""
		})
		want(t, "offered on HQ", offered, false)
		want(t, "Doom counters", heldCounters(x), int32(0))
	})
	t.Run("Armageddon: a Doom counter even if R&D is empty, no card to access (R275)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig("Armageddon") })
		x.EmptyDeck(corp)
		want(t, "cards in R&D", len(x.Corp().Deck), 0)
		runOn(t, x, "R&D", func(opts []string) string {
			if x.Offered(runner, useArmageddon) {
				return useArmageddon
			}
			return ""
		})
		want(t, "Doom counters", heldCounters(x), int32(1))
	})
	t.Run("Armageddon: with Demolition Run on R&D, no Doom counter: the ice is trashed, the access never would have happened (R273, R272)", func(t *testing.T) {
		var ice int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Demolition Run")
			x.Hand(runner, filler("Dwarf", 5)...)
			x.Hand(corp, filler("Data Wall", 3)...)
			x.Deck(corp, filler("Data Wall", 5)...)
			ice, _ = x.Ice(onr.FortRD, "Data Darts", true)
			x.Rig("Armageddon")
		})
		x.Runner().Bits = 4
		offered := false
		x.Do(runner, "play Demolition Run on R&D").PassAll()
		for i := 0; i < 40 && x.S.Run.Active; i++ {
			offered = offered || x.Offered(runner, useArmageddon)
			if opts := x.Options(runner); len(opts) > 0 {
				x.Do(runner, opts[0])
			}
			x.PassAll()
		}
		want(t, "Doom counter offered", offered, false)
		want(t, "Doom counters", heldCounters(x), int32(0))
		want(t, "rezzed ice trashed", inZone(x, ice, onr.ZoneDiscard), true)
		want(t, "tags", x.Runner().Tags, int32(3))
	})
}

func TestArmageddonDoomCounters(t *testing.T) {
	// Each seed: the Corp holds Doom counters and installs a card; the
	// dice rolled are read from the log.
	install := func(t *testing.T, seed uint64, counters int32, ice bool) (x *onrtest.Table, c int32, rolls []int) {
		t.Helper()
		x = onrtest.New(t, seed)
		a := x.Rig("Armageddon")[0]
		virus(x, a, counters)
		title := "Chicago Branch"
		if ice {
			title = "Data Wall"
		}
		c = x.Hand(corp, title)[0]
		x.Corp().Bits = 10
		x.Ready()
		x.Events = nil
		if ice {
			x.Do(corp, "install Data Wall on HQ")
		} else {
			x.Do(corp, "install Chicago Branch in a new fort")
		}
		for _, e := range x.Events {
			var d int
			if e.Type == "die" {
				if _, err := fmt.Sscanf(e.Text(), "rolls %d", &d); err == nil {
					rolls = append(rolls, d)
				} else if i := strings.LastIndex(e.Text(), "rolls "); i >= 0 {
					fmt.Sscanf(e.Text()[i:], "rolls %d", &d)
					rolls = append(rolls, d)
				}
			}
		}
		return x, c, rolls
	}
	for _, tc := range []struct {
		name     string
		counters int32
		ice      bool
	}{
		{"Armageddon: one Doom counter rolls a die as the Corp installs a card; on a 6 the card is trashed and the counter removed", 1, false},
		{"Armageddon: each Doom counter rolls its own die; each 6 removes a counter, any 6 trashes the card (R276)", 3, false},
		{"Armageddon: ice installed is trashed on a 6 too", 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			seen := map[bool]bool{}
			for seed := uint64(1); seed < 60 && len(seen) < 2; seed++ {
				x, c, rolls := install(t, seed, tc.counters, tc.ice)
				six := sixes(rolls)
				want(t, fmt.Sprintf("seed %d: dice rolled", seed), len(rolls), int(tc.counters))
				want(t, fmt.Sprintf("seed %d: card trashed after rolls %v", seed, rolls), inZone(x, c, onr.ZoneDiscard), six > 0)
				want(t, fmt.Sprintf("seed %d: Doom counters left after rolls %v", seed, rolls), heldCounters(x), tc.counters-six)
				seen[six > 0] = true
			}
			want(t, "seeds 1-59 gave both a 6 and none", len(seen), 2)
		})
	}
	t.Run("Armageddon: a roll of 5 trashes nothing", func(t *testing.T) {
		found := false
		for seed := uint64(1); seed < 60 && !found; seed++ {
			x, c, rolls := install(t, seed, 1, false)
			if len(rolls) == 1 && rolls[0] == 5 {
				found = true
				want(t, "card trashed on a 5", inZone(x, c, onr.ZoneDiscard), false)
				want(t, "Doom counters after a 5", heldCounters(x), int32(1))
			}
		}
		want(t, "a seed of 1-59 rolled a 5", found, true)
	})
	t.Run("Armageddon: no Doom counter, no die", func(t *testing.T) {
		_, _, rolls := install(t, 1, 0, false)
		want(t, "dice rolled", len(rolls), 0)
	})
}
