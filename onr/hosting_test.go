package onr_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestHostsHoldWhatTheirFilterLetsThrough: a host holds programs up to its
// capacity; one whose ModHosts static has a Filter holds only the programs
// it lets through (hosting.go, ONR-8.8).
func TestHostsHoldWhatTheirFilterLetsThrough(t *testing.T) {
	for _, tc := range []struct {
		host, program string
		offered       bool
	}{
		{"Imp", "Poltergeist", true},                    // a daemon holds any program
		{"Eurocorpse™ Spin Chip", "Dwarf", true},        // an icebreaker of 1 MU
		{"Eurocorpse™ Spin Chip", "Poltergeist", false}, // not an icebreaker
		{"Eurocorpse™ Spin Chip", "Zetatech Software Installer", false},
	} {
		t.Run(tc.host+" and "+tc.program, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
			x.Rig(tc.host)
			x.Hand(onr.Runner, tc.program)
			x.Runner().Bits = 10
			x.Ready().ToTurn(onr.Runner)
			if got := x.Offered(onr.Runner, "install "+tc.program+" in "+tc.host); got != tc.offered {
				t.Errorf("install in the host offered %v, want %v: %q", got, tc.offered, x.Options(onr.Runner))
			}
		})
	}
}
