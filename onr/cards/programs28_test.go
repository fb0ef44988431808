package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// I Spy (session 28; onr/cards/programs28.go, onr/exposecounters.go).

// spyCounters returns the counters keeping fort's cards exposed.
func spyCounters(x *onrtest.Table, fort int32) int {
	n := 0
	for _, l := range x.S.Lasting {
		if l.Mod == onr.ModFortExposed && l.Arg == fort {
			n += int(l.N)
		}
	}
	return n
}

// spyRun runs on fort, leaving every card accessed, and answers I Spy's
// question with use; it reports whether it was asked.
func spyRun(t *testing.T, x *onrtest.Table, fort int32, use bool) bool {
	t.Helper()
	asked := false
	x.PassAll()
	x.Do(runner, "run on "+x.G.FortName(fort))
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		opts := x.Options(runner)
		switch {
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case len(opts) > 0 && opts[0] == "decline" && strings.HasPrefix(opts[1], "use I Spy"):
			asked = true
			if use {
				x.Do(runner, opts[1])
			} else {
				x.Do(runner, "decline")
			}
		case len(opts) > 0 && strings.HasPrefix(opts[len(opts)-1], "leave "):
			x.Do(runner, opts[len(opts)-1])
		case len(opts) > 0:
			x.Do(runner, opts[0])
		default:
			x.PassAll()
		}
	}
	if x.S.Run.Active {
		t.Fatalf("the run did not end: %s", x.Describe())
	}
	return asked
}

// spyTable is the Runner's turn with I Spy installed and a subsidiary fort
// holding an unrezzed node under an unrezzed piece of ice; it returns the
// table, I Spy, the fort, its node and its ice.
func spyTable(t *testing.T, rig ...string) (x *onrtest.Table, spy, fort, node, ice int32) {
	t.Helper()
	x = runnerTurn(t, func(x *onrtest.Table) {
		x.Rig(rig...)
		x.Hand(corp, filler("Data Wall", 3)...)
		x.Hand(runner, filler("Dwarf", 5)...)
		node, fort = x.Install(onr.NewFort, "Chicago Branch", false)
		ice, _ = x.Ice(fort, "Wall of Static", false)
		spy = x.Rig("I Spy")[0]
	})
	return x, spy, fort, node, ice
}

func TestISpy(t *testing.T) {
	for _, tc := range []struct {
		name string
		use  bool
	}{
		{"I Spy: after a successful run on a fort the Runner may trash I Spy to put a Spy counter there, exposing every card installed in or on it", true},
		{"I Spy: the Runner who declines keeps I Spy and puts no counter", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, spy, fort, _, ice := spyTable(t)
			want(t, "asked", spyRun(t, x, fort, tc.use), true)
			want(t, "I Spy trashed", inZone(x, spy, onr.ZoneDiscard), tc.use)
			want(t, "Spy counters in the fort", spyCounters(x, fort), map[bool]int{true: 1}[tc.use])
			want(t, "the unrezzed ice, passed unseen, known to the Runner", knownToRunner(x, ice), tc.use)
			want(t, "ice rezzed by the exposure", x.S.Cards[ice].Rezzed, false)
		})
	}
	t.Run("I Spy: no question after a run that is not successful", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, filler("Dwarf", 5)...)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Rig("I Spy")
		})
		x.PassAll()
		x.Do(runner, "run on HQ")
		asked := false
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			asked = asked || x.Offered(runner, "decline")
			if x.Offered(runner, "jack-out") {
				x.Do(runner, "jack-out")
				continue
			}
			x.PassAll()
		}
		want(t, "asked", asked, false)
	})
	t.Run("I Spy: a card the Corp installs later in or on that fort is exposed, not one in another fort", func(t *testing.T) {
		x, _, fort, _, _ := spyTable(t)
		spyRun(t, x, fort, true)
		wall := x.Hand(corp, "Wall of Static")[0]
		other := x.Hand(corp, "Banpei")[0]
		x.ToTurn(onr.Corp)
		x.Corp().Bits = 10
		x.Do(corp, "install Wall of Static on "+x.G.FortName(fort))
		x.Do(corp, "done (pay 1)")
		x.PassAll()
		x.Do(corp, "install Banpei in a new fort")
		want(t, "ice installed on the fort known to the Runner", knownToRunner(x, wall), true)
		want(t, "ice installed on a new fort known to the Runner", knownToRunner(x, other), false)
	})
	// spied puts a Spy counter of I Spy (in the rig) in fort.
	spied := func(x *onrtest.Table, fort int32) {
		spy := x.Rig("I Spy")[0]
		x.S.AddLasting(kernel.Lasting{Src: spy, Seat: x.Seat(corp), Mod: onr.ModFortExposed, Arg: fort, N: 1, Price: 4,
			Ref: kernel.Ref{Card: x.S.Cards[spy].ID}})
	}
	t.Run("I Spy: ice swapped onto that fort from another (New Blood) is exposed; the ice swapped away is not", func(t *testing.T) {
		x := newTable(t)
		wall, _ := x.Ice(onr.FortHQ, "Data Wall", false)
		quandary, _ := x.Ice(onr.FortRD, "Quandary", false)
		spied(x, onr.FortRD)
		x.Hand(corp, "New Blood")
		x.Ready()
		x.Do(corp, "play New Blood")
		x.Do(corp, "choose Data Wall")
		x.Do(corp, "choose Quandary")
		x.Do(corp, "done")
		want(t, "Data Wall on R&D", x.S.Cards[wall].Fort, onr.FortRD)
		want(t, "Data Wall, swapped onto the spied R&D, known to the Runner", knownToRunner(x, wall), true)
		want(t, "Quandary, swapped onto HQ, known to the Runner", knownToRunner(x, quandary), false)
	})
	t.Run("I Spy: ice swapped onto that fort from HQ (Omni Kismet, Ph. D.), concealed, is exposed", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.FortHQ, "Omni Kismet, Ph. D.", true)
		x.Ice(onr.FortHQ, "Data Wall", false)
		static := x.Hand(corp, "Wall of Static")[0]
		spied(x, onr.FortHQ)
		x.Ready()
		x.ToTurn(runner)
		x.Do(runner, "run on HQ")
		x.Do(corp, "use Omni Kismet, Ph. D.: swap an unrezzed piece of ice of this fort with an ice card of HQ")
		x.Do(corp, "choose Data Wall")
		x.Do(corp, "choose Wall of Static")
		want(t, "Wall of Static on HQ", x.S.Cards[static].Zone, onr.ZoneIce)
		want(t, "Wall of Static, swapped onto the spied HQ, known to the Runner", knownToRunner(x, static), true)
	})
	t.Run("I Spy: a Spy counter in R&D exposes the ice on R&D, not the cards stored in it (R370)", func(t *testing.T) {
		var ice int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(corp, filler("Data Wall", 3)...)
			x.Hand(runner, filler("Dwarf", 5)...)
			ice, _ = x.Ice(onr.FortRD, "Wall of Static", false)
			x.Rig("I Spy")
		})
		spyRun(t, x, onr.FortRD, true)
		want(t, "Spy counters in R&D", spyCounters(x, onr.FortRD), 1)
		want(t, "ice on R&D known", knownToRunner(x, ice), true)
		for _, c := range x.Corp().Deck[1:] { // the top card was accessed
			want(t, "a card stored in R&D known", knownToRunner(x, c), false)
		}
	})
	for _, tc := range []struct {
		name    string
		bits    int32
		removed bool
	}{
		{"I Spy: the Corp may remove the Spy counter by an action paying 4 bits; cards installed after are not exposed", 4, true},
		{"I Spy: the Corp with 3 bits cannot remove the Spy counter", 3, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _, fort, _, _ := spyTable(t)
			spyRun(t, x, fort, true)
			wall := x.Hand(corp, "Wall of Static")[0]
			x.Corp().Bits = tc.bits
			x.ToTurn(onr.Corp)
			var lift string
			for _, o := range x.Options(corp) {
				if strings.HasPrefix(o, "lift") {
					lift = o
				}
			}
			want(t, "removal offered", lift != "", tc.removed)
			if lift == "" {
				return
			}
			x.Do(corp, lift)
			want(t, "Corp bits", x.Corp().Bits, tc.bits-4)
			want(t, "Spy counters left", spyCounters(x, fort), 0)
			x.PassAll()
			x.Corp().Bits = 10
			x.Do(corp, "install Wall of Static on "+x.G.FortName(fort))
			x.Do(corp, "done (pay 1)")
			want(t, "ice installed after the removal known", knownToRunner(x, wall), false)
		})
	}
	t.Run("I Spy: a purge leaves the Spy counter: it is no virus counter", func(t *testing.T) {
		x, _, fort, _, _ := spyTable(t, "Pox")
		spyRun(t, x, fort, true)
		want(t, "Pox counters before the purge", fortCounters(x, fort, "Pox"), int32(1))
		x.ToTurn(onr.Corp)
		x.Do(corp, "gain") // a purge is offered from the window after an action
		x.Do(corp, "purge")
		want(t, "Pox counters after the purge", fortCounters(x, fort, "Pox"), int32(0))
		want(t, "Spy counters after a purge", spyCounters(x, fort), 1)
	})
	t.Run("I Spy: a Spy counter does not keep a fort: it goes when the fort collapses (R371, R350)", func(t *testing.T) {
		x := newTable(t)
		c, fort := x.Install(onr.NewFort, "Hostile Takeover", false)
		spy := x.Rig("I Spy")[0]
		x.S.AddLasting(kernel.Lasting{Src: spy, Seat: x.Seat(corp), Mod: onr.ModFortExposed, Arg: fort, N: 1, Price: 4,
			Ref: kernel.Ref{Card: x.S.Cards[spy].ID}})
		x.S.Cards[c].Adv = x.G.Difficulty(c)
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Hostile Takeover")
		want(t, "fort collapsed", x.S.Forts[fort].Gone, true)
		want(t, "Spy counters left", spyCounters(x, fort), 0)
	})
	t.Run("I Spy: no counter in a fort the run made collapse (R371)", func(t *testing.T) {
		var fort int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(corp, filler("Data Wall", 3)...)
			x.Hand(runner, filler("Dwarf", 5)...)
			_, fort = x.Install(onr.NewFort, "Hostile Takeover", false)
			x.Rig("I Spy")
		})
		x.PassAll()
		x.Do(runner, "run on "+x.G.FortName(fort))
		for i := 0; i < 40 && x.S.Run.Active; i++ {
			switch opts := x.Options(runner); {
			case x.Offered(corp, "pass"):
				x.Do(corp, "pass")
			case x.Offered(runner, "steal Hostile Takeover"):
				x.Do(runner, "steal Hostile Takeover")
			case len(opts) > 1 && opts[0] == "decline":
				x.Do(runner, opts[1])
			case len(opts) > 0:
				x.Do(runner, opts[0])
			default:
				x.PassAll()
			}
		}
		want(t, "fort collapsed", x.S.Forts[fort].Gone, true)
		want(t, "Spy counters in the collapsed fort", spyCounters(x, fort), 0)
	})
}
