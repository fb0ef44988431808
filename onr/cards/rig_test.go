package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The class-A Runner rig of the card pool (WP4): icebreakers, daemons,
// prevention, chips and decks, each printed ability made to take effect.

// air puts a rezzed Antiquated Interface Routines (+1 strength to the ice
// of its fort) in HQ.
func air(x *onrtest.Table) { x.Install(onr.FortHQ, "Antiquated Interface Routines", true) }

// breakThrough runs HQ through the rezzed ice (outermost first) with the
// position arranged, 3 cards in hand and 20 bits, takes the steps (passing
// every window before each), and checks that the run succeeds having cost
// spent bits, no subroutine firing (ONR-11.5.3, ONR-11.5.4).
func breakThrough(t *testing.T, ice []string, arrange func(x *onrtest.Table), steps []string, spent int32) *onrtest.Table {
	t.Helper()
	x := runnerTurn(t, func(x *onrtest.Table) {
		for _, i := range ice {
			x.Ice(onr.FortHQ, i, true)
		}
		arrange(x)
		x.Hand(runner, filler("Jack 'n' Joe", 3)...)
		x.Runner().Bits = 20
	})
	runHQ(x)
	for _, s := range steps {
		x.PassAll()
		x.Do(runner, s)
	}
	x.Do(runner, "continue")
	x.PassAll()
	wantSuccessful(t, x)
	want(t, "bits spent", 20-x.Runner().Bits, spent)
	want(t, "cards in hand (no subroutine fired)", len(x.Runner().Hand), 3)
	want(t, "tags (no subroutine fired)", x.Runner().Tags, int32(0))
	return x
}

func TestClassABreakers(t *testing.T) {
	// Each row runs HQ with the ice (rezzed, outermost first) and takes the
	// steps; the bits spent are the breaker's printed pump and break costs
	// (ONR-11.5.3, ONR-11.5.4), and no subroutine fires.
	cases := []struct {
		name    string
		ice     []string
		breaker string
		air     bool // Antiquated Interface Routines: +1 strength to HQ's ice
		steps   []string
		spent   int32
	}{
		{"Black Dahlia: 2 bits buy +1 strength; 2 bits break a sentry subroutine (Hunter at 6)",
			[]string{"Hunter"}, "Black Dahlia", true, []string{"pump Black Dahlia: +1 strength for 2", "break subroutine 1 with Black Dahlia"}, 2 + 2},
		{"Boring Bit: 1 bit buys +1 strength; 2 bits break a wall subroutine (Caryatid at 6)",
			[]string{"Caryatid"}, "Boring Bit", true, []string{"pump Boring Bit: +1 strength for 1", "break subroutine 1 with Boring Bit"}, 1 + 2},
		{"Codeslinger: 1 bit breaks a sentry subroutine at strength 3",
			[]string{"Fetch 4.0.1"}, "Codeslinger", false, []string{"break subroutine 1 with Codeslinger"}, 1},
		{"Corrosion: 1 bit buys +1 strength; wall subroutines break for 0",
			[]string{"Wall of Static"}, "Corrosion", false, []string{"pump Corrosion: +1 strength for 1", "pump Corrosion: +1 strength for 1", "break subroutine 1 with Corrosion"}, 2},
		{"Cyfermaster: 1 bit buys +1 strength; 2 bits break a code gate subroutine (Haunting Inquisition at 6)",
			[]string{"Haunting Inquisition"}, "Cyfermaster", false,
			[]string{"pump Cyfermaster: +1 strength for 1", "break subroutine 1 with Cyfermaster", "break subroutine 2 with Cyfermaster"}, 1 + 2*2},
		{"Dogcatcher: 1 bit buys +1 strength; 1 bit breaks a bloodhound subroutine (Hunter)",
			[]string{"Hunter"}, "Dogcatcher", false,
			[]string{"pump Dogcatcher: +1 strength for 1", "pump Dogcatcher: +1 strength for 1", "break subroutine 1 with Dogcatcher"}, 2 + 1},
		{"Early Worm: 2 bits buy +3 strength; 1 bit breaks a wall subroutine (Caryatid at 5)",
			[]string{"Caryatid"}, "Early Worm", false, []string{"pump Early Worm: +3 strength for 2", "break subroutine 1 with Early Worm"}, 2 + 1},
		{"Flak: 1 bit buys +1 strength; 1 bit breaks an AP subroutine (Cortical Scrub)",
			[]string{"Cortical Scrub"}, "Flak", false,
			[]string{"pump Flak: +1 strength for 1", "break subroutine 1 with Flak", "break subroutine 2 with Flak"}, 1 + 2},
		{"Jackhammer: 1 bit buys +1 strength; wall subroutines break for 0; without stealth cards noise costs nothing (R023)",
			[]string{"Wall of Static"}, "Jackhammer", false,
			[]string{"pump Jackhammer: +1 strength for 1", "pump Jackhammer: +1 strength for 1", "break subroutine 1 with Jackhammer"}, 2},
		{"Ramming Piston: 1 bit buys +1 strength; 2 bits break a wall subroutine; without stealth cards noise costs nothing (R023)",
			[]string{"Caryatid"}, "Ramming Piston", true, []string{"pump Ramming Piston: +1 strength for 1", "break subroutine 1 with Ramming Piston"}, 1 + 2},
		{"Wrecking Ball: 2 bits buy +1 strength; wall subroutines break for 0; without stealth cards noise costs nothing (R023)",
			[]string{"Laser Wire"}, "Wrecking Ball", true,
			[]string{"pump Wrecking Ball: +1 strength for 2", "break subroutine 1 with Wrecking Ball", "break subroutine 2 with Wrecking Ball"}, 2},
		{"Matador: 3 bits buy +5 strength; 1 bit breaks a sentry subroutine (Hunter)",
			[]string{"Hunter"}, "Matador", false, []string{"pump Matador: +5 strength for 3", "break subroutine 1 with Matador"}, 3 + 1},
		{"Raffles: 2 bits buy +1 strength; 1 bit breaks a code gate subroutine (Haunting Inquisition at 6)",
			[]string{"Haunting Inquisition"}, "Raffles", false,
			[]string{"pump Raffles: +1 strength for 2", "pump Raffles: +1 strength for 2", "break subroutine 1 with Raffles", "break subroutine 2 with Raffles"}, 2*2 + 2},
		{"Reflector: breaks stun, hellbolt and knockout subroutines for 0 (Shock.r, TKO 2.0, Bolter Cluster)",
			[]string{"Shock.r", "TKO 2.0", "Bolter Cluster"}, "Reflector", false,
			[]string{"break subroutine 1 with Reflector", "continue", "break subroutine 1 with Reflector", "continue",
				"break subroutine 1 with Reflector", "break subroutine 2 with Reflector"}, 0},
		{"Shaka: 2 bits buy +1 strength; 1 bit breaks a sentry subroutine (Fetch 4.0.1)",
			[]string{"Fetch 4.0.1"}, "Shaka", false, []string{"pump Shaka: +1 strength for 2", "break subroutine 1 with Shaka"}, 2 + 1},
		{"Skeleton Passkeys: 3 bits buy +4 strength; code gate subroutines break for 0 (Nerve Labyrinth)",
			[]string{"Nerve Labyrinth"}, "Skeleton Passkeys", false,
			[]string{"pump Skeleton Passkeys: +4 strength for 3", "break subroutine 1 with Skeleton Passkeys", "break subroutine 2 with Skeleton Passkeys"}, 3},
		{"Tinweasel: code gate subroutines break for 0 at strength 3",
			[]string{"Endless Corridor"}, "Tinweasel", false, []string{"break subroutine 1 with Tinweasel", "break subroutine 2 with Tinweasel"}, 0},
		{"Wild Card: 3 bits buy +1 strength; sentry subroutines break for 0 (Banpei at 1)",
			[]string{"Banpei"}, "Wild Card", true,
			[]string{"pump Wild Card: +1 strength for 3", "break subroutine 1 with Wild Card", "break subroutine 2 with Wild Card"}, 3},
		{"Worm: 3 bits buy +1 strength; wall subroutines break for 0 (Wall of Static at 3)",
			[]string{"Wall of Static"}, "Worm", true, []string{"pump Worm: +1 strength for 3", "break subroutine 1 with Worm"}, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			breakThrough(t, tc.ice, func(x *onrtest.Table) {
				if tc.air {
					air(x)
				}
				x.Rig(tc.breaker)
			}, tc.steps, tc.spent)
		})
	}

	// A breaker cannot break ice without one of its keywords (ONR-11.5.2):
	// the subroutine fires (the run ends or the Corp trashes a program).
	wrong := []struct {
		name, breaker, ice string
	}{
		{"Black Dahlia: cannot break a wall (ONR-11.5.2)", "Black Dahlia", "Wall of Static"},
		{"Boring Bit: cannot break a code gate (ONR-11.5.2)", "Boring Bit", "Quandary"},
		{"Cyfermaster: cannot break a wall (ONR-11.5.2)", "Cyfermaster", "Wall of Static"},
		{"Dogcatcher: cannot break a sentry that is not a pit bull, hellhound, bloodhound or watchdog (ONR-11.5.2)", "Dogcatcher", "Banpei"},
		{"Flak: cannot break ice that is not AP (ONR-11.5.2)", "Flak", "Banpei"},
		{"Reflector: cannot break a sentry that is not stun, hellbolt or knockout (ONR-11.5.2)", "Reflector", "Banpei"},
		{"Tinweasel: cannot break a wall (ONR-11.5.2)", "Tinweasel", "Data Wall"},
		{"Worm: cannot break a code gate (ONR-11.5.2)", "Worm", "Quandary"},
	}
	for _, tc := range wrong {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.FortHQ, tc.ice, true)
				x.Rig(tc.breaker, "Dwarf")
				x.Runner().Bits = 20
			})
			runHQ(x)
			if x.Offered(runner, "break subroutine 1 with "+tc.breaker) || strings.Contains(x.Describe(), "pump "+tc.breaker) {
				t.Errorf("%s may interact with %s: %q", tc.breaker, tc.ice, x.Options(runner))
			}
		})
	}

	t.Run("Forward's Legacy: at the start of each run a die roll is added to its strength for that run; sentry subroutines break for 0", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Banpei", true)
			x.Rig("Forward's Legacy")
			x.Runner().Bits = 5
		})
		fl := newest(x, "Forward's Legacy")
		want(t, "strength before the run", x.G.BreakerStrength(fl), int32(0))
		runHQ(x)
		st := x.G.BreakerStrength(fl)
		if st < 1 || st > 6 {
			t.Fatalf("strength after the roll = %d, want 1 to 6", st)
		}
		x.Do(runner, "break subroutine 1 with Forward's Legacy")
		x.Do(runner, "break subroutine 2 with Forward's Legacy")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
		want(t, "bits spent", x.Runner().Bits, int32(5))
		want(t, "strength after the run", x.G.BreakerStrength(fl), int32(0))
	})
}

func TestClassARunnerPrograms(t *testing.T) {
	t.Run("Clown: all ice is encountered with its strength reduced by 1; below 0 too, and two add up (R311, R312)", func(t *testing.T) {
		for clowns, exp := range []int32{2, 1, 0} {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.FortHQ, "Wall of Static", true)
				x.Ice(onr.FortRD, "Data Wall", true)
				for range clowns {
					x.Rig("Clown")
				}
				x.Rig("Dwarf") // something to break with: the encounter waits
				x.Runner().Bits = 5
			})
			wall, dw := newest(x, "Wall of Static"), newest(x, "Data Wall")
			want(t, "Wall of Static strength outside an encounter", x.G.IceStrength(wall), int32(2))
			runHQ(x)
			want(t, "Wall of Static strength in the encounter", x.G.IceStrength(wall), exp)
			x.Do(runner, "done")
			x.Do(runner, "run on R&D")
			x.PassAll()
			want(t, "Data Wall strength in the encounter", x.G.IceStrength(dw), exp-2)
		}
	})
	t.Run("Clown: Corrosion (strength 0) needs one pump fewer against Wall of Static", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Rig("Clown", "Corrosion")
			x.Runner().Bits = 5
		})
		runHQ(x)
		x.Do(runner, "pump Corrosion: +1 strength for 1")
		x.Do(runner, "break subroutine 1 with Corrosion")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
		want(t, "Runner bits", x.Runner().Bits, int32(4))
	})

	daemons := []struct{ title, breakerIn string }{{"Afreet", "Dwarf"}, {"Succubus", "Dwarf"}}
	for _, d := range daemons {
		t.Run(d.title+": can hold up to 3 MU of programs, which use none of the Runner's MU (ONR-8.8.1)", func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig(d.title)
				x.Hand(runner, "Disintegrator", "Codecracker", "Raptor")
				x.Runner().Bits = 20
			})
			host := newest(x, d.title)
			x.Do(runner, "install Disintegrator in "+d.title) // 2 MU
			x.PassAll()
			x.Do(runner, "install Codecracker in "+d.title)
			x.PassAll()
			if x.Offered(runner, "install Raptor in "+d.title) {
				t.Errorf("%s takes a fourth MU", d.title)
			}
			want(t, "Disintegrator host", x.S.Cards[newest(x, "Disintegrator")].Host, host)
			avail, used := x.G.MU()
			want(t, "MU available", avail, int32(4))
			want(t, "MU used (the daemon only)", used, int32(1))
		})
		t.Run(d.title+": if it leaves play, the programs in it are trashed (ONR-8.8.3)", func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.FortHQ, "Banpei", true)
				hosted(x, "Codecracker", x.Rig(d.title)[0])
				x.Rig("Dwarf")
			})
			runHQ(x)
			x.Do(corp, "trash "+d.title)
			want(t, d.title+" trashed", inZone(x, newest(x, d.title), onr.ZoneDiscard), true)
			want(t, "Codecracker trashed with it", inZone(x, newest(x, "Codecracker"), onr.ZoneDiscard), true)
			want(t, "Dwarf stays", inZone(x, newest(x, "Dwarf"), onr.ZoneRig), true)
		})
	}
	t.Run("Afreet: icebreakers installed in it have their strength reduced by 1", func(t *testing.T) {
		var free, in int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			free = x.Rig("Dwarf")[0]
			in = hosted(x, "Dwarf", x.Rig("Afreet")[0])
		})
		want(t, "Dwarf strength outside", x.G.BreakerStrength(free), int32(3))
		want(t, "Dwarf strength in Afreet", x.G.BreakerStrength(in), int32(2))
	})
	t.Run("Succubus: icebreakers installed in it keep their strength", func(t *testing.T) {
		var in int32
		x := runnerTurn(t, func(x *onrtest.Table) { in = hosted(x, "Dwarf", x.Rig("Succubus")[0]) })
		want(t, "Dwarf strength in Succubus", x.G.BreakerStrength(in), int32(3))
	})

	disintegrate := "use Disintegrator: Derez the ice you just broke and passed, and end your run"
	t.Run("Disintegrator: 2 bits, once all subroutines of the ice were broken and it was passed: derez it and end the run", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Rig("Dwarf", "Disintegrator")
			x.Hand(corp, "Hostile Takeover")
			x.Runner().Bits = 5
		})
		wall := newest(x, "Wall of Static")
		runHQ(x)
		if x.Offered(runner, disintegrate) {
			t.Fatalf("offered before any subroutine was broken")
		}
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.Do(runner, disintegrate) // the pass window after the ice (ONR-11.7.1)
		want(t, "Wall of Static rezzed", x.S.Cards[wall].Rezzed, false)
		want(t, "Runner bits", x.Runner().Bits, int32(5-1-2))
		want(t, "run active", x.S.Run.Active, false)
		want(t, "run successful", x.Logged("The run is successful"), false)
		want(t, "Runner points", x.Runner().Points, int32(0))
	})
	t.Run("Disintegrator: not after Dropp broke the ice, whose use ends the run (R330)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Rig("Dropp™", "Disintegrator")
			x.Runner().Bits = 5
		})
		wall := newest(x, "Wall of Static")
		runHQ(x)
		x.Do(runner, "break all subroutines with Dropp™")
		if x.Offered(runner, disintegrate) {
			t.Errorf("Disintegrator offered after Dropp")
		}
		want(t, "Wall of Static rezzed", x.S.Cards[wall].Rezzed, true)
	})
}

func TestClassAPrevention(t *testing.T) {
	const shields = "prevent Enterprise, Inc., Shields"
	t.Run("Enterprise, Inc., Shields: 1 bit prevents up to 2 Net damage", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, []string{"Enterprise, Inc., Shields"}, 3, 5)
		runHQ(x)
		x.Do(runner, shields)
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		want(t, "Runner bits", x.Runner().Bits, int32(4))
		wantRunEndedBy(t, x, "Nerve Labyrinth")
	})
	t.Run("Enterprise, Inc., Shields: used twice, 2 bits prevent 4 Net damage of one subroutine (R346)", func(t *testing.T) {
		x := runSetup(t, []string{"Bolter Cluster"}, []string{"Enterprise, Inc., Shields"}, 5, 5)
		runHQ(x)
		x.Do(runner, shields)
		x.Do(runner, shields)
		want(t, "cards in hand", len(x.Runner().Hand), 5)
		want(t, "Runner bits", x.Runner().Bits, int32(3))
	})
	t.Run("Enterprise, Inc., Shields: 1 bit prevents 1 brain damage", func(t *testing.T) {
		x := runSetup(t, []string{"Cortical Scrub"}, []string{"Enterprise, Inc., Shields"}, 3, 5)
		runHQ(x)
		x.Do(runner, shields)
		want(t, "brain damage", x.Runner().Brain, int32(0))
		want(t, "Runner bits", x.Runner().Bits, int32(4))
	})

	t.Run("Shield: prevents up to 2 Net damage each turn", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, []string{"Shield"}, 3, 5)
		runHQ(x)
		x.Do(runner, "prevent Shield")
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		want(t, "Runner bits", x.Runner().Bits, int32(5))
		runHQ(x)
		if x.Offered(runner, "prevent Shield") {
			t.Errorf("Shield prevents more than 2 in a turn")
		}
		want(t, "cards in hand after the second run", len(x.Runner().Hand), 1)
	})
	t.Run("Shield: of 4 Net damage, 2 are prevented", func(t *testing.T) {
		x := runSetup(t, []string{"Bolter Cluster"}, []string{"Shield"}, 5, 5)
		runHQ(x)
		x.Do(runner, "prevent Shield")
		want(t, "cards in hand", len(x.Runner().Hand), 3)
	})

	t.Run("Skullcap: [trash]: prevents any amount of Net damage", func(t *testing.T) {
		x := runSetup(t, []string{"Bolter Cluster"}, []string{"Skullcap"}, 4, 5)
		runHQ(x)
		x.Do(runner, "prevent Skullcap")
		want(t, "cards in hand", len(x.Runner().Hand), 4)
		want(t, "Skullcap in the trash", inZone(x, newest(x, "Skullcap"), onr.ZoneDiscard), true)
		want(t, "game over", x.S.Over, false)
	})
	t.Run("Skullcap: [trash]: prevents any amount of brain damage", func(t *testing.T) {
		x := runSetup(t, []string{"Cortical Scrub"}, []string{"Skullcap"}, 3, 5)
		runHQ(x)
		x.Do(runner, "prevent Skullcap")
		want(t, "brain damage", x.Runner().Brain, int32(0))
		want(t, "Skullcap in the trash", inZone(x, newest(x, "Skullcap"), onr.ZoneDiscard), true)
	})

	t.Run("Dermatech Bodyplating: prevents up to 1 meat damage each turn (R326)", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Scorched Earth", "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 6)...)
		x.Rig("Dermatech Bodyplating")
		x.Runner().Tags = 1
		x.Corp().Bits = 20
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		x.Do(runner, "prevent Dermatech Bodyplating")
		x.Do(runner, "take") // the rest: the Runner is asked on public grounds (Identity Donor)
		want(t, "cards in hand (3 of 4 meat damage)", len(x.Runner().Hand), 3)
		x.PassAll()
		x.Do(corp, "play Scorched Earth")
		if x.Offered(runner, "prevent Dermatech Bodyplating") {
			t.Errorf("a second meat damage prevented in the same turn")
		}
	})

	tagged := func(t *testing.T, rig string, bits int32) *onrtest.Table {
		t.Helper()
		x := runSetup(t, []string{"Fetch 4.0.1"}, []string{rig}, 3, bits)
		runHQ(x)
		trace(t, x, 3, 3, "", 0) // 3 vs link 0
		return x
	}
	// Each prevents one tag, not more: against Datapool's two tags one is
	// received (ONR-13.5).
	for _, card := range []string{"Nasuko Cycle", "Vintage Camaro", "Fall Guy"} {
		t.Run(card+": of two tags given at once, one is avoided", func(t *testing.T) {
			x := newTable(t)
			x.Hand(corp, "Datapool® by Zetatech")
			x.Rig(card)
			x.Runner().Tags = 1
			x.Runner().Bits = 5
			x.Ready()
			x.Do(corp, "play Datapool® by Zetatech")
			x.Do(runner, "prevent "+card)
			x.Take().PassAll()
			want(t, "tags", x.Runner().Tags, int32(1+2-1))
		})
	}
	t.Run("Nasuko Cycle: 3 bits avoid receiving a tag", func(t *testing.T) {
		x := tagged(t, "Nasuko Cycle", 5)
		x.Do(runner, "prevent Nasuko Cycle")
		want(t, "tags", x.Runner().Tags, int32(0))
		want(t, "Runner bits", x.Runner().Bits, int32(2))
	})
	t.Run("Nasuko Cycle: not with fewer than 3 bits", func(t *testing.T) {
		x := tagged(t, "Nasuko Cycle", 2)
		if x.Offered(runner, "prevent Nasuko Cycle") {
			t.Errorf("offered with 2 bits")
		}
	})
	t.Run("Vintage Camaro: 1 bit and the Runner's next action avoid receiving a tag", func(t *testing.T) {
		x := tagged(t, "Vintage Camaro", 5)
		actions := x.Runner().Actions
		x.Do(runner, "prevent Vintage Camaro")
		want(t, "tags", x.Runner().Tags, int32(0))
		want(t, "Runner bits", x.Runner().Bits, int32(4))
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "penalty paid", x.Runner().Forgo, int32(0))
		want(t, "Runner actions left", x.Runner().Actions, actions-1)
		want(t, "forgone", x.Logged("Runner forgoes an action"), true)
	})
}

func TestClassAHardware(t *testing.T) {
	t.Run("Tycho Mem Chip: provides +3 MU", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig("Tycho Mem Chip") })
		avail, _ := x.G.MU()
		want(t, "MU available", avail, int32(7))
	})
	t.Run("Militech MRAM Chip: hand size +3", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Militech MRAM Chip")
			x.Hand(runner, filler("Jack 'n' Joe", 8)...)
			x.Deck(corp, "Data Wall")
		})
		want(t, "Runner hand size", x.G.HandSize(runner), int32(8))
		x.ToTurn(onr.Corp) // no discard at 8 cards (ONR-5.2.4)
		want(t, "cards kept", len(x.Runner().Hand), 8)
	})

	// Decks: MU, and bits put on the card that pay only for icebreakers
	// during runs, replaced at the start of the next turn (errata R269,
	// R277, R438).
	decks := []struct {
		title    string
		mu, bits int32
		hand     int32
	}{
		{"Artemis 2020", 6, 2, 5},
		{"Cortical Cybermodem", 6, 2, 7},
		{"Parraline 5750", 5, 1, 5},
		{"Raven Microcyb Eagle", 5, 1, 5},
	}
	for _, tc := range decks {
		t.Run(tc.title+": provides MU, and bits only for icebreakers during runs, replaced at the start of the next turn", func(t *testing.T) {
			x := newTable(t)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			d := x.Rig(tc.title, "Dwarf")[0]
			x.Hand(runner, "WuTech Mem Chip")
			x.Runner().Bits = 0
			x.Ready().ToTurn(runner)
			avail, _ := x.G.MU()
			want(t, "MU", avail, tc.mu)
			want(t, "hand size", x.G.HandSize(runner), tc.hand)
			want(t, "bits on it", x.S.Cards[d].Bits, tc.bits)
			if x.Offered(runner, "install WuTech Mem Chip") {
				t.Errorf("its bits paid for an install: %q", x.Options(runner))
			}
			runHQ(x)
			x.Do(runner, "break subroutine 1 with Dwarf")
			want(t, "bits left on it after a 1-bit break", x.S.Cards[d].Bits, tc.bits-1)
			want(t, "Runner pool", x.Runner().Bits, int32(0))
			x.Do(runner, "continue")
			x.PassAll()
			x.ToTurn(onr.Corp)
			x.ToTurn(runner)
			want(t, "bits on it at the start of the next turn", x.S.Cards[d].Bits, tc.bits)
		})
	}
	t.Run("Raven Microcyb Eagle: prevents up to 1 Net damage each turn (R438)", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, []string{"Raven Microcyb Eagle"}, 3, 5)
		runHQ(x)
		x.Do(runner, "prevent Raven Microcyb Eagle")
		want(t, "cards in hand (1 of 2 Net damage)", len(x.Runner().Hand), 2)
		runHQ(x)
		if x.Offered(runner, "prevent Raven Microcyb Eagle") {
			t.Errorf("a second Net damage prevented in the same turn")
		}
	})

	t.Run("The Deck: 0 bits for base link 5, 1 bit for each +1 link; +1 MU", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		x.Rig("The Deck")
		x.Ready()
		avail, _ := x.G.MU()
		want(t, "MU", avail, int32(5))
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 5, "The Deck", 1) // 5 vs link 6
		x.PassAll()
		want(t, "tags", x.Runner().Tags, int32(0))
		want(t, "Runner bits", x.Runner().Bits, int32(5-1))
	})
}
