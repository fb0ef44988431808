package checks

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings that name the virus programs of issue 27
// (onr/cards/programs_virus27.go; onr/fortcounters.go, onr/virusdouble.go).

// countersInFort returns the counters of program title in fort.
func countersInFort(x *onrtest.Table, fort int32, title string) int32 {
	id := onr.CardIDOf(carddb.Slug(title))
	var n int32
	for _, l := range x.S.Lasting {
		if l.Mod == onr.ModFortVirus && l.Arg == fort && l.Ref.Card == id {
			n += l.N
		}
	}
	return n
}

// runTrashing runs on fort in the Runner's turn, passing every ice, and
// trashes each card accessed when trash (paying its trash cost), else
// leaves it; it takes at most 40 steps.
func runTrashing(t onrtest.TB, x *onrtest.Table, fort int32, trash bool) {
	t.Helper()
	x.PassAll()
	x.Do(onr.Runner, "run on "+x.G.FortName(fort))
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		opts := x.Options(onr.Runner)
		switch {
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case len(opts) == 0:
			x.PassAll()
		default:
			o := opts[0]
			for _, p := range opts {
				if trash && strings.HasPrefix(p, "trash ") || !trash && strings.HasPrefix(p, "leave ") {
					o = p
				}
			}
			x.Do(onr.Runner, o)
		}
	}
	if x.S.Run.Active {
		t.Fatalf("the run did not end: %s", x.Describe())
	}
}

// R350 (Fait Accompli; R371 I Spy, R425 Pox): counters do not keep a
// subsidiary fort: two runs on a fort holding only a node put two Pox
// counters there; a third run trashes the node, the fort collapses and
// the counters with it, and the third run puts none.
func checkR350_FortCountersGoWithTheFort(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	_, fort := x.Install(onr.NewFort, "Chicago Branch", false)
	x.Rig("Pox")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 5
	runTrashing(t, x, fort, false)
	runTrashing(t, x, fort, false)
	if n := countersInFort(x, fort, "Pox"); n != 2 {
		t.Fatalf("Pox counters in the fort after two runs: %d, want 2", n)
	}
	runTrashing(t, x, fort, true)
	if !x.S.Forts[fort].Gone {
		t.Fatalf("the fort did not collapse: %s", x.Describe())
	}
	if n := countersInFort(x, fort, "Pox"); n != 0 {
		t.Fatalf("Pox counters left with the fort gone: %d, want 0", n)
	}
}

// R376 (Incubator): the duplicate counter stays where it was duplicated: a
// Pattel counter on a piece of ice chosen on a 6 becomes two on that ice,
// and the Incubate counters the Corp holds stay as many.
func checkR376_DuplicateStaysInPlace(t onrtest.TB) {
	for seed := uint64(1); seed < 40; seed++ {
		x := onrtest.New(t, seed)
		ice, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		inc := x.Rig("Incubator")[0]
		pattel := x.Rig("Pattel's Virus")[0]
		x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[inc].ID, N: 4}}
		x.S.Cards[ice].Virus = onr.Virus{ID: x.S.Cards[pattel].ID, N: 1}
		x.Ready()
		sixes := 0
		for i := 0; i < 100; i++ {
			if d, mine := engine.DecisionFor(x.G, x.Seat(onr.Runner)); mine && x.S.Active == x.Seat(onr.Runner) && d.Prompt == "Take an action" {
				break
			}
			if x.Offered(onr.Runner, "choose-virus Pattel's Virus counters on ice 1 of HQ") {
				x.Do(onr.Runner, "choose-virus Pattel's Virus counters on ice 1 of HQ")
				continue
			}
			switch {
			case x.Offered(onr.Corp, "gain") && x.S.Active == x.Seat(onr.Corp):
				x.Do(onr.Corp, "gain")
			case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
				x.PassAll()
			default:
				t.Fatalf("unexpected decision %s", x.Describe())
			}
		}
		for _, e := range x.Events {
			var d int
			if _, err := fmt.Sscanf(e.Text(), "Incubator rolls %d", &d); err == nil && d == 6 {
				sixes++
			}
		}
		if got := x.S.Cards[ice].Virus.N; got != int32(1+sixes) {
			t.Fatalf("seed %d: %d sixes, %d Pattel counters on the ice, want %d", seed, sixes, got, 1+sixes)
		}
		if got := x.Corp().Virus[0].N; got != 4 {
			t.Fatalf("seed %d: the Corp holds %d Incubate counters, want 4", seed, got)
		}
		if sixes > 0 {
			return
		}
	}
	t.Fatalf("no seed of 1-39 rolled a 6")
}

// R375 (Incubator): the counters of the Corp's "virus" cards cannot be
// duplicated: with a -1 strength counter of Pattel Antibody on Dwarf, an
// Incubate roll of 6 offers only the Runner's virus counters (Incubate
// counters held, a Pox counter in a fort), and Dwarf's counter stays one.
func checkR375_CorpVirusCountersCannotBeDuplicated(t onrtest.TB) {
	for seed := uint64(1); seed < 40; seed++ {
		x := onrtest.New(t, seed)
		_, fort := x.Install(onr.NewFort, "Chicago Branch", false)
		antibody, _ := x.Install(onr.NewFort, "Pattel Antibody", true)
		inc := x.Rig("Incubator")[0]
		dwarf := x.Rig("Dwarf")[0]
		x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[inc].ID, N: 4}}
		x.S.AddLasting(kernel.Lasting{Src: antibody, Seat: x.Seat(onr.Runner), Mod: onr.ModStrengthCounter, N: -1, Obj: dwarf})
		x.S.AddLasting(kernel.Lasting{Seat: x.Seat(onr.Corp), Mod: onr.ModFortVirus, Arg: fort, N: 1, Ref: kernel.Ref{Card: onr.CardIDOf(carddb.Slug("Pox"))}})
		x.Ready()
		asked := 0
		for i := 0; i < 100; i++ {
			if d, mine := engine.DecisionFor(x.G, x.Seat(onr.Runner)); mine && x.S.Active == x.Seat(onr.Runner) && d.Prompt == "Take an action" {
				break
			}
			if opts := x.Options(onr.Runner); len(opts) > 0 && strings.HasPrefix(opts[0], "choose-virus") {
				asked++
				for _, o := range opts {
					if !strings.HasPrefix(o, "choose-virus Incubator counters held by") && !strings.HasPrefix(o, "choose-virus Pox counters in ") {
						t.Fatalf("seed %d: option %q offered", seed, o)
					}
				}
				if len(opts) != 2 {
					t.Fatalf("seed %d: options %q, want the Incubate and the Pox counters", seed, opts)
				}
				x.Do(onr.Runner, opts[1])
				continue
			}
			switch {
			case x.Offered(onr.Corp, "gain") && x.S.Active == x.Seat(onr.Corp):
				x.Do(onr.Corp, "gain")
			case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
				x.PassAll()
			default:
				t.Fatalf("unexpected decision %s", x.Describe())
			}
		}
		var counter int32
		for _, l := range x.S.Lasting {
			if l.Mod == onr.ModStrengthCounter && l.Obj == dwarf {
				counter += l.N
			}
		}
		if counter != -1 {
			t.Fatalf("seed %d: Dwarf's strength counters add up to %d, want -1", seed, counter)
		}
		if asked > 0 {
			if n := countersInFort(x, fort, "Pox"); n != int32(1+asked) {
				t.Fatalf("seed %d: %d choices, %d Pox counters, want %d", seed, asked, n, 1+asked)
			}
			return
		}
	}
	t.Fatalf("no seed of 1-39 rolled a 6")
}

// R517 (Viral Pipeline): forgoing an action for a Pipe counter is one of
// the Corp's start-of-turn effects, which it orders: a Pipe counter the
// Corp holds costs it an action of the turn it starts.
func checkR517_PipeCountersAreStartOfTurnEffects(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall")
	c := x.Rig("Viral Pipeline")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[c].ID, N: 1}}
	x.Ready()
	x.ToTurn(onr.Runner)
	x.TakeGains(onr.Runner)
	for i := 0; i < 20; i++ { // the Corp's start-of-turn effects, in the order offered
		if d, mine := engine.DecisionFor(x.G, x.Seat(onr.Corp)); mine && d.Prompt == "Take an action" {
			break
		}
		if opts := x.Options(onr.Corp); len(opts) > 0 && opts[0] == "resolve" {
			x.Do(onr.Corp, "resolve")
			continue
		}
		x.PassAll()
	}
	if n := x.TakeGains(onr.Corp); n != 2 {
		t.Errorf("the Corp took %d actions with a Pipe counter, want 2", n)
	}
}
