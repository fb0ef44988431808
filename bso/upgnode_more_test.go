package bso_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestEncoderIncAtATableOfFour(t *testing.T) {
	// Sponsor 1's Encoder, Inc. gives Sponsor 1's code gates an End the
	// run, not Sponsor 2's; the Agent attacking Sponsor 1's HQ lets Ball
	// and Chain's subroutines take effect and the added one ends the run.
	g := newGame(t, 1)
	s := arrange(g, a2, 5)
	g.InstallCorp(card(t, g, s1, "Encoder, Inc."), onr.NewFort, true)
	own, other := card(t, g, s1, "Ball and Chain"), card(t, g, s2, "Ball and Chain")
	g.InstallCorp(own, fort(t, g, "Sponsor 1's HQ"), true)
	g.InstallCorp(other, fort(t, g, "Sponsor 2's HQ"), true)
	ready(t, g)
	if n, m := g.SubroutineCount(own), g.SubroutineCount(other); n != 2 || m != 1 {
		t.Fatalf("subroutines %d on Sponsor 1's HQ, %d on Sponsor 2's; want 2, 1", n, m)
	}
	ev := choose(t, g, a2, "run on Sponsor 1's HQ")
	ev = append(ev, passCollecting(t, g, func() bool { return !s.Run.Active })...)
	if !logged(ev, "Ball and Chain ends the run") || logged(ev, "The run is successful") {
		t.Errorf("the added subroutine did not end the run")
	}
}
