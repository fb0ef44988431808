package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	"github.com/datafort/datafort/onr/onrtest"
)

// The virus programs whose counters go in a data fort (issue 27;
// onr/cards/programs_virus27.go, onr/fortcounters.go).

// fortCounters returns the counters of program title in fort.
func fortCounters(x *onrtest.Table, fort int32, title string) int32 {
	id := onr.CardIDOf(carddb.Slug(title))
	var n int32
	for _, l := range x.S.Lasting {
		if l.Mod == onr.ModFortVirus && l.Arg == fort && l.Ref.Card == id {
			n += l.N
		}
	}
	return n
}

// putFortCounters puts n counters of program title in fort of the Corp.
func putFortCounters(x *onrtest.Table, fort int32, title string, n int32) {
	x.S.AddLasting(kernel.Lasting{Seat: x.Seat(corp), Mod: onr.ModFortVirus, Arg: fort, N: n,
		Ref: kernel.Ref{Card: onr.CardIDOf(carddb.Slug(title))}})
}

// runFort runs on fort in the Runner's turn, passing every ice and
// leaving every card accessed, and reports whether the run was
// successful. It takes at most 40 steps.
func runFort(t *testing.T, x *onrtest.Table, fort int32) bool {
	t.Helper()
	x.PassAll() // the window after the last action
	x.Do(runner, "run on "+x.G.FortName(fort))
	success := false
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		success = success || x.S.Run.Success
		switch opts := x.Options(runner); {
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		case len(opts) > 0 && (strings.HasPrefix(opts[0], "access ") || strings.HasPrefix(opts[0], "leave ")):
			x.Do(runner, opts[0])
		case len(opts) > 0 && x.Decision(runner).Prompt == onr.AccessedHiddenPrompt: // the cards a spectator does not know, left
			x.Do(runner, "decline")
		default:
			x.PassAll()
		}
	}
	if x.S.Run.Active {
		t.Fatalf("the run on %s did not end: %s", x.G.FortName(fort), x.Describe())
	}
	return success || x.Logged("The run is successful")
}

func TestVirusCountersInAFort(t *testing.T) {
	for _, tc := range []struct {
		name, program string
		fort          string // "sub" for a subsidiary fort, HQ or R&D
		want          int32  // counters in that fort after a successful run
	}{
		{"Pox: a successful run on a subsidiary fort puts a Pox counter in that fort", "Pox", "sub", 1},
		{"Pox: a successful run on HQ puts a Pox counter in HQ", "Pox", "HQ", 1},
		{"Fait Accompli: a successful run on a subsidiary fort puts a Fait counter in that fort", "Fait Accompli", "sub", 1},
		{"Fait Accompli: a successful run on HQ puts none", "Fait Accompli", "HQ", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var fort int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, filler("Data Wall", 3)...)
				_, fort = x.Install(onr.NewFort, "Chicago Branch", false)
				x.Rig(tc.program)
			})
			if tc.fort == "HQ" {
				fort = onr.FortHQ
			}
			if !runFort(t, x, fort) {
				t.Fatalf("the run was not successful")
			}
			want(t, tc.program+" counters in "+x.G.FortName(fort), fortCounters(x, fort, tc.program), tc.want)
			want(t, "counters the Corp holds", heldCounters(x), int32(0))
			if tc.want > 0 {
				want(t, "the Runner reads that the counter is put", seatReads(x, runner, tc.program+" puts a counter in "), 1)
			}
		})
	}
	t.Run("Pox: no counter after an unsuccessful run", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Rig("Pox")
		})
		x.Do(runner, "run on HQ")
		x.PassAll()
		for i := 0; i < 10 && x.S.Run.Active; i++ {
			if x.Offered(runner, "jack out") {
				x.Do(runner, "jack out")
				continue
			}
			x.PassAll()
		}
		want(t, "Pox counters in HQ", fortCounters(x, onr.FortHQ, "Pox"), int32(0))
	})
}

func TestPoxCountersTaxInstalls(t *testing.T) {
	for _, tc := range []struct {
		name     string
		counters int32
		paid     int32 // for ice on a fort with no ice
	}{
		{"Pox: one Pox counter in a fort costs the Corp nothing more", 1, 0},
		{"Pox: two Pox counters in a fort make the Corp pay 1 bit more to install ice on it", 2, 1},
		{"Pox: three Pox counters still cost 1 bit more", 3, 1},
		{"Pox: four Pox counters cost 2 bits more", 4, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			_, fort := x.Install(onr.NewFort, "Chicago Branch", false)
			putFortCounters(x, fort, "Pox", tc.counters)
			x.Hand(corp, "Wall of Static")
			x.Corp().Bits = 5
			x.Ready()
			x.Do(corp, "install Wall of Static on "+x.G.FortName(fort))
			want(t, "bits paid", 5-x.Corp().Bits, tc.paid)
			want(t, "ice on the fort", len(x.S.Forts[fort].Ice), 1)
		})
	}
	t.Run("Pox: two Pox counters make the Corp pay 1 bit to install a card in the fort, none in another fort", func(t *testing.T) {
		x := newTable(t)
		_, fort := x.Install(onr.NewFort, "Chicago Branch", false)
		putFortCounters(x, fort, "Pox", 2)
		x.Hand(corp, "Antiquated Interface Routines", "Antiquated Interface Routines")
		x.Corp().Bits = 5
		x.Ready()
		x.Do(corp, "install Antiquated Interface Routines in "+x.G.FortName(fort))
		want(t, "bits paid for the fort with counters", 5-x.Corp().Bits, int32(1))
		x.PassAll()
		x.Do(corp, "install Antiquated Interface Routines in HQ")
		want(t, "bits paid in all after HQ", 5-x.Corp().Bits, int32(1))
	})
	t.Run("Pox: without the bit the Corp cannot install a card in that fort", func(t *testing.T) {
		x := newTable(t)
		_, fort := x.Install(onr.NewFort, "Chicago Branch", false)
		putFortCounters(x, fort, "Pox", 2)
		x.Hand(corp, "Antiquated Interface Routines")
		x.Corp().Bits = 0
		x.Ready()
		where := "install Antiquated Interface Routines in " + x.G.FortName(fort)
		want(t, "offered: "+where, x.Offered(corp, where), false)
		want(t, "offered: install in HQ", x.Offered(corp, "install Antiquated Interface Routines in HQ"), true)
	})
}

func TestFaitAccompliCountersRaiseDifficulty(t *testing.T) {
	for _, tc := range []struct {
		name     string
		counters int32
		more     int32 // difficulty added
	}{
		{"Fait Accompli: one Fait counter leaves the agenda's difficulty", 1, 0},
		{"Fait Accompli: two Fait counters give +1 difficulty to the agenda installed in that fort", 2, 1},
		{"Fait Accompli: five Fait counters give +2", 5, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			c, fort := x.Install(onr.NewFort, "Hostile Takeover", false)
			other, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
			printed := x.G.Difficulty(c)
			putFortCounters(x, fort, "Fait Accompli", tc.counters)
			want(t, "difficulty in the fort", x.G.Difficulty(c), printed+tc.more)
			want(t, "difficulty in another fort", x.G.Difficulty(other), printed)
			x.S.Cards[c].Adv = printed
			x.Ready()
			x.Do(corp, "gain")
			want(t, "score offered at the printed difficulty", x.Offered(corp, "score Hostile Takeover"), tc.more == 0)
		})
	}
}

func TestVirusCountersInAFortGo(t *testing.T) {
	t.Run("Pox: the Corp may purge Pox counters in a fort, forgoing three actions (ONR-15.3)", func(t *testing.T) {
		x := newTable(t)
		_, fort := x.Install(onr.NewFort, "Chicago Branch", false)
		putFortCounters(x, fort, "Pox", 2)
		putFortCounters(x, onr.FortHQ, "Pox", 1)
		x.Ready()
		x.Do(corp, "gain")
		if !x.Offered(corp, "purge") {
			t.Fatalf("no purge offered: %s", x.Describe())
		}
		x.Do(corp, "purge")
		want(t, "Pox counters in the fort", fortCounters(x, fort, "Pox"), int32(0))
		want(t, "Pox counters in HQ", fortCounters(x, onr.FortHQ, "Pox"), int32(0))
		want(t, "actions to forgo", x.Corp().Forgo, int32(3))
	})
	t.Run("Fait Accompli: the counters go when their fort collapses (R350)", func(t *testing.T) {
		x := newTable(t)
		c, fort := x.Install(onr.NewFort, "Hostile Takeover", false)
		putFortCounters(x, fort, "Fait Accompli", 2)
		x.S.Cards[c].Adv = x.G.Difficulty(c) // scored: the fort is empty
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Hostile Takeover")
		want(t, "fort collapsed", x.S.Forts[fort].Gone, true)
		want(t, "Fait counters left", fortCounters(x, fort, "Fait Accompli"), int32(0))
	})
}

// toRunnerTurnChoosing plays on to the Runner's first action, taking
// "gain" for the Corp, passing windows and answering each choice of a
// virus counter with the first option naming prefer; it returns the dice
// Incubator rolled and the choices made. It takes at most 100 steps.
func toRunnerTurnChoosing(t *testing.T, x *onrtest.Table, prefer string) (rolls []int, chose int) {
	t.Helper()
	for i := 0; i < 100; i++ {
		if d, mine := engine.DecisionFor(x.G, x.Seat(runner)); mine && x.S.Active == x.Seat(runner) && d.Prompt == "Take an action" {
			break
		}
		if opts := x.Options(runner); len(opts) > 0 && strings.HasPrefix(opts[0], "choose-virus") {
			o := opts[0]
			for _, p := range opts {
				if strings.Contains(p, prefer) {
					o = p
					break
				}
			}
			x.Do(runner, o)
			chose++
			continue
		}
		switch {
		case x.Offered(corp, "gain") && x.S.Active == x.Seat(corp):
			x.Do(corp, "gain")
		case x.Offered(runner, "pass") || x.Offered(corp, "pass"):
			x.PassAll()
		default:
			t.Fatalf("unexpected decision %s", x.Describe())
		}
	}
	for _, e := range x.Events {
		var d int
		if e.Type == "die" {
			if _, err := fmt.Sscanf(e.Text(), "Incubator rolls %d", &d); err == nil {
				rolls = append(rolls, d)
			}
		}
	}
	return rolls, chose
}

// sixes counts the 6s in rolls.
func sixes(rolls []int) int32 {
	var n int32
	for _, d := range rolls {
		if d == 6 {
			n++
		}
	}
	return n
}

func TestIncubator(t *testing.T) {
	t.Run("Incubator: a successful run on any fort gives the Corp an Incubate counter", func(t *testing.T) {
		var fort int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(corp, filler("Data Wall", 3)...)
			_, fort = x.Install(onr.NewFort, "Chicago Branch", false)
			x.Rig("Incubator")
		})
		for i, f := range []int32{fort, onr.FortHQ} {
			if !runFort(t, x, f) {
				t.Fatalf("the run on %s was not successful", x.G.FortName(f))
			}
			want(t, "Incubate counters after the run on "+x.G.FortName(f), heldCounters(x), int32(i+1))
		}
	})
	t.Run("Incubator: each Incubate counter rolls a die at the start of the Runner's turn, each 6 makes one counter two", func(t *testing.T) {
		seen := map[bool]bool{}
		for seed := uint64(1); seed < 40 && len(seen) < 2; seed++ {
			x := onrtest.New(t, seed)
			virus(x, x.Rig("Incubator")[0], 3)
			x.Ready()
			rolls, _ := toRunnerTurnChoosing(t, x, "")
			want(t, fmt.Sprintf("seed %d: dice rolled", seed), len(rolls), 3)
			want(t, fmt.Sprintf("seed %d: Incubate counters after rolls %v", seed, rolls), heldCounters(x), 3+sixes(rolls))
			seen[sixes(rolls) > 0] = true
		}
		want(t, "seeds 1-39 gave both a 6 and none", len(seen), 2)
	})
	t.Run("Incubator: on a 6 the Runner chooses the counter, and its double stays where it was: a Pox counter in a fort (R376)", func(t *testing.T) {
		found := false
		for seed := uint64(1); seed < 40 && !found; seed++ {
			x := onrtest.New(t, seed)
			_, fort := x.Install(onr.NewFort, "Chicago Branch", false)
			virus(x, x.Rig("Incubator")[0], 4)
			x.Rig("Pox")
			putFortCounters(x, fort, "Pox", 1)
			x.Ready()
			rolls, chose := toRunnerTurnChoosing(t, x, "Pox counters in "+x.G.FortName(fort))
			want(t, fmt.Sprintf("seed %d: choices made for rolls %v", seed, rolls), int32(chose), sixes(rolls))
			want(t, fmt.Sprintf("seed %d: Pox counters in the fort", seed), fortCounters(x, fort, "Pox"), 1+sixes(rolls))
			want(t, fmt.Sprintf("seed %d: Incubate counters", seed), heldCounters(x), int32(4))
			found = sixes(rolls) > 0
		}
		want(t, "a seed of 1-39 rolled a 6", found, true)
	})
}

func TestVirusCountersInACollapsedFort(t *testing.T) {
	t.Run("Pox: a run that steals the last card of a fort puts no counter in the collapsed fort (R350)", func(t *testing.T) {
		var fort int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(corp, filler("Data Wall", 3)...)
			_, fort = x.Install(onr.NewFort, "Hostile Takeover", false)
			x.Rig("Pox")
		})
		x.PassAll()
		x.Do(runner, "run on "+x.G.FortName(fort))
		for i := 0; i < 40 && x.S.Run.Active; i++ {
			switch {
			case x.Offered(corp, "pass"):
				x.Do(corp, "pass")
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case x.Offered(runner, "steal Hostile Takeover"):
				x.Do(runner, "steal Hostile Takeover")
			default:
				x.Do(runner, x.Options(runner)[0])
			}
		}
		want(t, "agendas stolen", len(x.Runner().Scored), 1)
		want(t, "fort collapsed", x.S.Forts[fort].Gone, true)
		want(t, "Pox counters in the collapsed fort", fortCounters(x, fort, "Pox"), int32(0))
	})
}

func TestViralPipeline(t *testing.T) {
	for _, tc := range []struct {
		name string
		fort int32 // -1: a subsidiary fort
		want int32
	}{
		{"Viral Pipeline: a successful run on HQ puts a Socket counter in HQ", onr.FortHQ, 1},
		{"Viral Pipeline: a successful run on R&D puts a Socket counter in R&D", onr.FortRD, 1},
		{"Viral Pipeline: a successful run on the Archives puts a Socket counter in the Archives", onr.FortArchives, 1},
		{"Viral Pipeline: a successful run on a subsidiary fort puts none", -1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fort := tc.fort
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, filler("Data Wall", 3)...)
				x.Deck(corp, filler("Data Wall", 3)...)
				if fort < 0 {
					_, fort = x.Install(onr.NewFort, "Chicago Branch", false)
				}
				x.Rig("Viral Pipeline")
			})
			if !runFort(t, x, fort) {
				t.Fatalf("the run was not successful")
			}
			want(t, "Socket counters in "+x.G.FortName(fort), fortCounters(x, fort, "Viral Pipeline"), tc.want)
			for _, f := range []int32{onr.FortHQ, onr.FortRD, onr.FortArchives} {
				if f != fort {
					want(t, "Socket counters in "+x.G.FortName(f), fortCounters(x, f, "Viral Pipeline"), int32(0))
				}
			}
			want(t, "counters the Corp holds", heldCounters(x), int32(0))
		})
	}
	const use = "use Viral Pipeline: Give the Corp a Pipe counter"
	t.Run("Viral Pipeline: a Socket counter from each central fort gives the Corp a Pipe counter", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Viral Pipeline")
			putFortCounters(x, onr.FortHQ, "Viral Pipeline", 2)
			putFortCounters(x, onr.FortRD, "Viral Pipeline", 1)
			putFortCounters(x, onr.FortArchives, "Viral Pipeline", 1)
		})
		x.Do(runner, "gain") // the window after an action
		if !x.Offered(runner, use) {
			t.Fatalf("not offered: %s", x.Describe())
		}
		x.Do(runner, use)
		want(t, "Pipe counters the Corp holds", heldCounters(x), int32(1))
		want(t, "Socket counters left in HQ", fortCounters(x, onr.FortHQ, "Viral Pipeline"), int32(1))
		want(t, "Socket counters left in R&D", fortCounters(x, onr.FortRD, "Viral Pipeline"), int32(0))
		want(t, "Socket counters left in the Archives", fortCounters(x, onr.FortArchives, "Viral Pipeline"), int32(0))
		want(t, "offered again without Sockets in R&D and the Archives", x.Offered(runner, use), false)
	})
	t.Run("Viral Pipeline: not without a Socket counter in the Archives", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Viral Pipeline")
			putFortCounters(x, onr.FortHQ, "Viral Pipeline", 1)
			putFortCounters(x, onr.FortRD, "Viral Pipeline", 1)
		})
		x.Do(runner, "gain")
		want(t, "offered without a Socket in the Archives", x.Offered(runner, use), false)
		x.PassAll()
		putFortCounters(x, onr.FortArchives, "Viral Pipeline", 1)
		x.Do(runner, "gain")
		want(t, "offered with one", x.Offered(runner, use), true)
	})
	for _, pipes := range []int32{0, 1, 2} {
		t.Run(fmt.Sprintf("Viral Pipeline: %d Pipe counters make the Corp forgo as many actions at the start of its turn", pipes), func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, filler("Data Wall", 5)...)
			if pipes > 0 {
				virus(x, x.Rig("Viral Pipeline")[0], pipes)
			}
			x.Ready()
			x.ToTurn(runner)
			x.TakeGains(runner)
			for i := 0; i < 20; i++ { // the Corp's start-of-turn effects, in the order offered
				if d, mine := engine.DecisionFor(x.G, x.Seat(corp)); mine && d.Prompt == "Take an action" {
					break
				}
				if opts := x.Options(corp); len(opts) > 0 && opts[0] == "resolve" {
					x.Do(corp, "resolve")
					continue
				}
				x.PassAll()
			}
			want(t, "Corp actions taken", x.TakeGains(corp), 3-int(pipes))
		})
	}
}
