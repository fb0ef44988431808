package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Code Viral Cache (issue 28; onr/cards/resources28.go, onr/keepvirus.go).

func TestCodeViralCacheIsInstalledAfterARunOnHQ(t *testing.T) {
	for _, tc := range []struct {
		name    string
		fort    int32 // the fort run first, -1 none
		offered bool
	}{
		{"Code Viral Cache: not installed before a successful run on HQ this turn", -1, false},
		{"Code Viral Cache: not installed after a successful run on R&D only", onr.FortRD, false},
		{"Code Viral Cache: installed after a successful run on HQ this turn", onr.FortHQ, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, filler("Data Wall", 3)...)
				x.Deck(corp, filler("Data Wall", 3)...)
				x.Hand(runner, "Code Viral Cache")
			})
			if tc.fort >= 0 && !runFort(t, x, tc.fort) {
				t.Fatalf("the run was not successful")
			}
			want(t, "install offered", x.Offered(runner, "install Code Viral Cache"), tc.offered)
			if tc.offered {
				bits := x.Runner().Bits
				x.Do(runner, "install Code Viral Cache")
				want(t, "Cache installed", slices.Contains(x.Runner().Rig, newest(x, "Code Viral Cache")), true)
				want(t, "Runner bits", x.Runner().Bits, bits-1)
			}
		})
	}
}

func TestCodeViralCacheKeepsTwoCountersThroughAPurge(t *testing.T) {
	for _, tc := range []struct {
		name                     string
		cache                    bool
		held, hq, rd             int32 // Deep Thought counters held, Pox counters in HQ and R&D
		choose                   []string
		wantHeld, wantHQ, wantRD int32
	}{
		{"Code Viral Cache: two of three counters held stay after the purge", true, 3, 0, 0, nil, 2, 0, 0},
		{"Code Viral Cache: two counters stay where the Runner chooses", true, 2, 2, 1,
			[]string{"Pox counters in HQ", "Pox counters in R&D"}, 0, 1, 1},
		{"Code Viral Cache: the Runner may keep both counters in one place", true, 2, 2, 1,
			[]string{"Pox counters in HQ", "Pox counters in HQ"}, 0, 2, 0},
		{"Code Viral Cache: with two counters in all, the purge removes none", true, 1, 1, 0, nil, 1, 1, 0},
		{"without Code Viral Cache the purge removes every counter (ONR-15.3)", false, 2, 2, 1, nil, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			rig := []string{"Deep Thought"}
			if tc.cache {
				rig = append(rig, "Code Viral Cache")
			}
			thought := x.Rig(rig...)[0]
			if tc.held > 0 {
				virus(x, thought, tc.held)
			}
			if tc.hq > 0 {
				putFortCounters(x, onr.FortHQ, "Pox", tc.hq)
			}
			if tc.rd > 0 {
				putFortCounters(x, onr.FortRD, "Pox", tc.rd)
			}
			x.Ready()
			x.Do(corp, "gain")
			want(t, "Corp actions left", x.Corp().Actions, int32(2))
			x.Do(corp, "purge")
			for _, c := range tc.choose {
				opt := ""
				for _, o := range x.Options(runner) {
					if strings.HasPrefix(o, "choose-virus "+c) {
						opt = o
					}
				}
				if opt == "" {
					t.Fatalf("no choice of %q: %s", c, x.Describe())
				}
				x.Do(runner, opt)
			}
			if len(tc.choose) == 0 && len(x.Options(runner)) > 0 && strings.HasPrefix(x.Options(runner)[0], "choose-virus") {
				t.Fatalf("the Runner is asked with no choice to make: %q", x.Options(runner))
			}
			want(t, "Deep Thought counters held", heldCounters(x), tc.wantHeld)
			want(t, "Pox counters in HQ", fortCounters(x, onr.FortHQ, "Pox"), tc.wantHQ)
			want(t, "Pox counters in R&D", fortCounters(x, onr.FortRD, "Pox"), tc.wantRD)
			// The Corp had two actions left: those forgone and those still to forgo.
			want(t, "actions forgone", x.Corp().Forgo+2-x.Corp().Actions, int32(3))
		})
	}
}

func TestCodeViralCacheIsTrashedForFiveBits(t *testing.T) {
	for _, tc := range []struct {
		name    string
		bits    int32
		offered bool
	}{
		{"Code Viral Cache: the Corp trashes it by an action paying 5 bits", 5, true},
		{"Code Viral Cache: the Corp with 4 bits cannot", 4, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := corpTurnAgainst(t, []string{"Code Viral Cache"}, "Data Wall")
			cache := newest(x, "Code Viral Cache")
			x.Corp().Bits = tc.bits
			x.Ready()
			opt := "trash-resource Code Viral Cache"
			if got := x.Offered(corp, opt); got != tc.offered {
				t.Fatalf("%s offered = %v; options %q", opt, got, x.Options(corp))
			}
			if !tc.offered {
				return
			}
			x.Do(corp, opt)
			want(t, "Cache in the Runner's trash", slices.Contains(x.Runner().Discard, cache), true)
			want(t, "Corp bits", x.Corp().Bits, int32(0))
		})
	}
}
