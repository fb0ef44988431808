package checks

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings that name the cards of issue 28's wind28 (Code
// Viral Cache: onr/cards/resources28.go, onr/keepvirus.go).

// R518 (Viral Pipeline, Code Viral Cache): the Runner uses special effects
// first, so with a Socket counter in each central fort he gives the Corp a
// Pipe counter before the Corp can forgo actions to purge; the purge then
// removes the rest and Code Viral Cache keeps the Pipe counter.
func checkR518_PipeCounterBeforeThePurge(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	x.Rig("Viral Pipeline", "Code Viral Cache")
	id := onr.CardIDOf(carddb.Slug("Viral Pipeline"))
	for _, f := range []int32{onr.FortHQ, onr.FortRD, onr.FortArchives} {
		x.S.AddLasting(kernel.Lasting{Seat: x.Seat(onr.Corp), Mod: onr.ModFortVirus, Arg: f, N: 1, Ref: kernel.Ref{Card: id}})
	}
	x.Ready()
	x.Do(onr.Corp, "gain") // the window after the Corp's action: the Runner first
	const use = "use Viral Pipeline: Give the Corp a Pipe counter"
	if _, mine := engine.DecisionFor(x.G, x.Seat(onr.Runner)); !mine || !x.Offered(onr.Runner, use) {
		t.Fatalf("the Runner is not asked first with the trade offered: %s", x.Describe())
	}
	x.Do(onr.Runner, use)
	if !x.Offered(onr.Corp, "purge") {
		t.Fatalf("the Corp cannot purge: %s", x.Describe())
	}
	x.Do(onr.Corp, "purge")
	var pipes int32
	for _, v := range x.Corp().Virus {
		if v.ID == id {
			pipes += v.N
		}
	}
	if pipes != 1 {
		t.Fatalf("the Corp holds %d Pipe counters after the purge, want 1 (kept by Code Viral Cache)", pipes)
	}
	for _, l := range x.S.Lasting {
		if l.Mod == onr.ModFortVirus && l.N > 0 {
			t.Fatalf("a Socket counter is left in fort %d", l.Arg)
		}
	}
}
