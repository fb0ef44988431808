package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr/onrtest"
)

// Resources of issue 26's fifth part.

// corpTurnAgainst is the Corp's first action, 20 bits, holding corpHand,
// the untagged Runner's rig holding rig.
func corpTurnAgainst(t *testing.T, rig []string, corpHand ...string) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Hand(corp, corpHand...)
	x.Deck(corp, filler("Data Wall", 5)...)
	x.Rig(rig...)
	x.Corp().Bits = 20
	x.Ready()
	return x
}

func TestCorpCannotCreateForts(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rig     []string
		newFort bool
	}{
		{"Precision Bribery: installed, the Corp cannot install a card in a new fort", []string{"Precision Bribery"}, false},
		{"Precision Bribery: without it, the Corp installs in a new fort", nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := corpTurnAgainst(t, tc.rig, "Data Wall", "Hostile Takeover")
			want(t, "Data Wall in a new fort offered", x.Offered(corp, "install Data Wall in a new fort"), tc.newFort)
			want(t, "Hostile Takeover in a new fort offered", x.Offered(corp, "install Hostile Takeover in a new fort"), tc.newFort)
			want(t, "Data Wall on HQ offered", x.Offered(corp, "install Data Wall on HQ"), true)
		})
	}
}

func TestCorpMayTrashForAPrice(t *testing.T) {
	for _, tc := range []struct {
		name    string
		tags    int32
		bits    int32
		offered bool
		paid    int32
	}{
		{"Precision Bribery: the untagged Runner's card is trashed by the Corp's action paying 4 bits", 0, 4, true, 4},
		{"Precision Bribery: the Corp with 3 bits cannot trash it", 0, 3, false, 0},
		{"Precision Bribery: the tagged Runner's resource is trashed for 2 bits, once (ONR-13.3)", 1, 4, true, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := corpTurnAgainst(t, []string{"Precision Bribery"}, "Data Wall")
			bribery := newest(x, "Precision Bribery")
			x.Corp().Bits, x.Runner().Tags = tc.bits, tc.tags
			x.Ready()
			opt := "trash-resource Precision Bribery"
			if got := x.Offered(corp, opt); got != tc.offered {
				t.Fatalf("%s offered = %v; options %q", opt, got, x.Options(corp))
			}
			if !tc.offered {
				return
			}
			n := 0
			for _, o := range x.Options(corp) {
				if o == opt {
					n++
				}
			}
			want(t, "trash options", n, 1)
			actions := x.Corp().Actions
			x.Do(corp, opt)
			want(t, "Precision Bribery in the Runner's trash", slices.Contains(x.Runner().Discard, bribery), true)
			want(t, "Corp bits", x.Corp().Bits, tc.bits-tc.paid)
			want(t, "Corp actions", x.Corp().Actions, actions-1)
			want(t, "new fort offered once it is gone", x.Offered(corp, "install Data Wall in a new fort"), true)
		})
	}
}
