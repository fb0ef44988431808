package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestUpgradesThatChangeIceInstalls(t *testing.T) {
	for _, tc := range []struct {
		name    string
		where   int32 // the fort the upgrade is installed in
		rezzed  bool
		iceOnHQ int
		paid    int32 // what installing one more ice on HQ costs
	}{
		{"Chester Mix: cost to install ice on this fort is reduced by 2 bits (three ice there: 1)", onr.FortHQ, true, 3, 1},
		{"Chester Mix: the reduction never goes below 0 (one ice there: 0)", onr.FortHQ, true, 1, 0},
		{"Chester Mix: ice on another fort costs what it always does (three ice there: 3)", onr.NewFort, true, 3, 3},
		{"Chester Mix: unrezzed, no reduction (three ice there: 3)", onr.FortHQ, false, 3, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(tc.where, "Chester Mix", tc.rezzed)
			for range tc.iceOnHQ {
				x.Ice(onr.FortHQ, "Data Wall", true)
			}
			x.Hand(corp, "Wall of Static")
			x.Corp().Bits = 5
			x.Ready()
			x.Do(corp, "install Wall of Static on HQ")
			for _, o := range x.Options(corp) {
				if strings.HasPrefix(o, "done") {
					x.Do(corp, o)
					break
				}
			}
			want(t, "bits paid", 5-x.Corp().Bits, tc.paid)
			want(t, "ice on HQ", len(x.S.Forts[onr.FortHQ].Ice), tc.iceOnHQ+1)
		})
	}
}

func TestUpgradesAtTheStartOfARun(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rezzed bool
		tags   int32
		target string // the fort run on; Street Enforcer is in HQ
		lost   int32
	}{
		{"Street Enforcer: at the start of a run on this fort, the Runner loses a bit for each tag (2 tags: 2)", true, 2, "HQ", 2},
		{"Street Enforcer: with 3 tags, 3 bits are lost", true, 3, "HQ", 3},
		{"Street Enforcer: untagged, nothing is lost", true, 0, "HQ", 0},
		{"Street Enforcer: a run on another fort loses nothing", true, 2, "R&D", 0},
		{"Street Enforcer: unrezzed, nothing is lost", false, 2, "HQ", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.FortHQ, "Street Enforcer", tc.rezzed)
			x.Runner().Tags = tc.tags
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = 5
			x.Do(runner, "run on "+tc.target)
			x.PassAll()
			want(t, "bits lost", 5-x.Runner().Bits, tc.lost)
		})
	}
}

func TestUpgradesThatAmbushOnAccess(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rezzed  bool
		rig     []string
		trashed []string // the Runner's cards in his trash after the access
	}{
		{"Chimera: accessed, the Corp trashes a daemon", true, []string{"Imp", "Codecracker"}, []string{"Imp"}},
		{"Chimera: accessed with no daemon installed, nothing is trashed", true, []string{"Codecracker"}, nil},
		{"Chimera: unrezzed, accessing it does nothing (ONR-9.10)", false, []string{"Imp", "Codecracker"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.FortHQ, "Chimera", tc.rezzed)
			x.Rig(tc.rig...)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(runner, "run on HQ")
			x.PassAll()
			x.Do(runner, "continue")
			x.PassAll()
			for _, o := range x.Options(corp) {
				if strings.HasPrefix(o, "trash ") { // the Corp's choice of daemon
					x.Do(corp, o)
					x.PassAll()
					break
				}
			}
			var trashed []string
			for _, c := range x.Runner().Discard {
				trashed = append(trashed, x.G.Title(c))
			}
			want(t, "the Runner's trash", strings.Join(trashed, ", "), strings.Join(tc.trashed, ", "))
		})
	}
}
