package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// runAccessing runs on fort in the Runner's turn, the Runner holding five
// cards and the Corp 5 bits as the run starts: the Runner goes on past every ice and leaves every card accessed,
// the Corp takes the choices picks names when offered (in any order) and
// passes the rest. It returns the cards left in the Runner's hand.
func runAccessing(t *testing.T, x *onrtest.Table, fort string, picks ...string) int {
	t.Helper()
	n, _ := runAccessingSeen(t, x, fort, picks...)
	return n
}

// runAccessingSeen is runAccessing that also returns every option the
// Runner was offered during the run.
func runAccessingSeen(t *testing.T, x *onrtest.Table, fort string, picks ...string) (int, []string) {
	t.Helper()
	var seen []string
	x.Hand(runner, filler("Jack 'n' Joe", 5)...)
	x.Ready()
	x.ToTurn(runner)
	x.Corp().Bits = 5
	x.Do(runner, "run on "+fort)
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		if i := slices.IndexFunc(picks, func(p string) bool { return x.Offered(corp, p) }); i >= 0 {
			x.Do(corp, picks[i])
			picks = slices.Delete(picks, i, i+1)
			continue
		}
		opts := x.Options(runner)
		seen = append(seen, opts...)
		switch {
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		case len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
			x.Do(runner, opts[0])
		case prompt(x, runner) == onr.AccessedHiddenPrompt: // the cards still in R&D (onr/accesshidden.go)
			x.Do(runner, "decline")
		default:
			x.PassAll()
		}
	}
	if len(picks) > 0 {
		t.Fatalf("the Corp was never offered %q", picks)
	}
	return len(x.Runner().Hand), seen
}

func TestAmbushNodesOfThePool(t *testing.T) {
	trap := "use TRAP!: Pay 4 bits: 3 Net damage and a tag"
	t.Run("TRAP!: accessed in HQ, not installed, the Corp pays 4 bits: 3 Net damage and a tag", func(t *testing.T) {
		x := newTable(t)
		c := x.Hand(corp, "TRAP!")[0]
		defer func() { want(t, "known to every seat, paid for", x.S.Cards[c].KnownTo, kernel.SeatsOf(2)) }()
		want(t, "cards left in the Runner's hand", runAccessing(t, x, "HQ", trap), 2)
		wantDamage(t, x, 3, "Net")
		want(t, "Runner tags", x.Runner().Tags, int32(1))
		want(t, "Corp bits (5-4)", x.Corp().Bits, int32(1))
	})
	t.Run("TRAP!: the Corp declines to pay: nothing", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "TRAP!")
		want(t, "cards left in the Runner's hand", runAccessing(t, x, "HQ", "decline"), 5)
		want(t, "Runner tags", x.Runner().Tags, int32(0))
		want(t, "Corp bits", x.Corp().Bits, int32(5))
	})
	t.Run("TRAP!: accessed in R&D, the Runner shows it to the Corp", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "TRAP!", "Data Wall", "Data Wall")
		c := x.Corp().Deck[0]
		want(t, "cards left in the Runner's hand", runAccessing(t, x, "R&D", trap), 2)
		want(t, "the Corp knows the card accessed", x.S.Cards[c].KnownTo&kernel.ViewerOf(x.Seat(corp)) != 0, true)
	})
	t.Run("TRAP!: installed, only if rezzed (R238)", func(t *testing.T) {
		for _, rezzed := range []bool{true, false} {
			x := newTable(t)
			x.Install(onr.NewFort, "TRAP!", rezzed)
			var picks []string
			left := 5
			if rezzed {
				picks, left = []string{trap}, 2
			}
			want(t, fmt.Sprintf("cards left in the Runner's hand (rezzed %v)", rezzed), runAccessing(t, x, "fort 1", picks...), left)
			if !rezzed && x.Corp().Bits != 5 {
				t.Errorf("unrezzed TRAP! cost the Corp %d bits", 5-x.Corp().Bits)
			}
		}
	})

	for _, tc := range []struct {
		name   string
		adv    int32
		rezzed bool
		net    int
	}{
		{"Virus Test Site: installed and rezzed, 2 Net damage per advancement counter (R248)", 2, true, 4},
		{"Virus Test Site: installed and rezzed with no counters, 1 Net damage (R248)", 0, true, 1},
		{"Virus Test Site: installed and unrezzed, 1 Net damage whatever its counters (R062, R249)", 2, false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			c, _ := x.Install(onr.NewFort, "Virus Test Site", tc.rezzed)
			x.S.Cards[c].Adv = tc.adv
			want(t, "cards left in the Runner's hand", runAccessing(t, x, "fort 1"), 5-tc.net)
			wantDamage(t, x, tc.net, "Net")
		})
	}
	t.Run("Virus Test Site: may be advanced unrezzed", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Virus Test Site", false)
		x.Corp().Bits = 5
		x.Ready()
		x.Do(corp, "advance Virus Test Site")
		want(t, "counters on it", x.S.Cards[c].Adv, int32(1))
	})
	t.Run("Virus Test Site: accessed in R&D, not installed, 1 Net damage and the Runner shows it", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "Virus Test Site", "Data Wall", "Data Wall")
		c := x.Corp().Deck[0]
		want(t, "cards left in the Runner's hand", runAccessing(t, x, "R&D"), 4)
		want(t, "the Corp knows the card accessed", x.S.Cards[c].KnownTo&kernel.ViewerOf(x.Seat(corp)) != 0, true)
	})
	t.Run("Virus Test Site: accessed in the Archives, nothing", func(t *testing.T) {
		x := newTable(t)
		c := x.Hand(corp, "Virus Test Site")[0]
		x.G.Put(c, onr.ZoneDiscard, false)
		want(t, "cards left in the Runner's hand", runAccessing(t, x, "the Archives"), 5)
	})

	for _, tc := range []struct {
		title, kind string
		rig         []string
		pick        string // the Corp's first choice
	}{
		{"Experimental AI", "program", []string{"Dwarf", "Raptor", "Bartmoss Memorial Icebreaker"}, "trash Raptor"},
		{"Corprunner's Shattered Remains", "piece of hardware", []string{"Zetatech Mem Chip", "MRAM Chip", "Armored Fridge"}, "trash MRAM Chip"},
	} {
		t.Run(tc.title+": accessed, trash one "+tc.kind+" for each advancement counter on it, the Corp choosing (R107, R141)", func(t *testing.T) {
			x := newTable(t)
			c, _ := x.Install(onr.NewFort, tc.title, true)
			x.S.Cards[c].Adv = 2
			rig := x.Rig(tc.rig...)
			runAccessing(t, x, "fort 1", tc.pick, "trash "+tc.rig[0])
			for i, r := range rig {
				want(t, tc.rig[i]+" trashed", inZone(x, r, onr.ZoneDiscard), i < 2)
			}
		})
		t.Run(tc.title+": may be advanced unrezzed; with one counter, one card", func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, tc.title, false)
			rig := x.Rig(tc.rig...)
			x.Corp().Bits = 5
			x.Ready()
			x.Do(corp, "advance "+tc.title)
			x.Do(corp, "rez "+tc.title)
			runAccessing(t, x, "fort 1", "trash "+tc.rig[2])
			for i, r := range rig {
				want(t, tc.rig[i]+" trashed", inZone(x, r, onr.ZoneDiscard), i == 2)
			}
		})
	}
}

func TestNodesOfThePoolThatLeaveTheirPlace(t *testing.T) {
	t.Run("Stereogram Antibody: accessed from the Archives, 1 Net damage and it is shuffled into R&D", func(t *testing.T) {
		x := newTable(t)
		cards := x.Hand(corp, "Data Wall", "Stereogram Antibody", "Data Wall")
		for _, c := range cards {
			x.G.Put(c, onr.ZoneDiscard, false)
		}
		left, seen := runAccessingSeen(t, x, "the Archives")
		want(t, "cards left in the Runner's hand", left, 4)
		wantDamage(t, x, 1, "Net")
		want(t, "the Runner offered to trash it in R&D", slices.ContainsFunc(seen, func(o string) bool { return strings.HasPrefix(o, "trash") }), false)
		want(t, "Stereogram Antibody in R&D", inZone(x, cards[1], onr.ZoneDeck), true)
		accessed := 0
		for _, e := range x.Events {
			if e.Text() == "Runner accesses Data Wall" {
				accessed++
			}
		}
		want(t, "Data Walls accessed (each once)", accessed, 2)
		want(t, "shuffle logged", x.Logged("Corp shuffles Stereogram Antibody into R&D"), true)
	})
	t.Run("Stereogram Antibody: accessed in HQ, nothing", func(t *testing.T) {
		x := newTable(t)
		c := x.Hand(corp, "Stereogram Antibody")[0]
		want(t, "cards left in the Runner's hand", runAccessing(t, x, "HQ"), 5)
		want(t, "Stereogram Antibody in HQ", inZone(x, c, onr.ZoneHand), true)
	})
	t.Run("Bel-Digmo Antibody: shuffled into R&D when it is rezzed", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Bel-Digmo Antibody", false)
		x.Deck(corp, "Data Wall", "Data Wall")
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "rez Bel-Digmo Antibody")
		want(t, "Bel-Digmo Antibody in R&D", inZone(x, c, onr.ZoneDeck), true)
		want(t, "cards in R&D", len(x.Corp().Deck), 3)
	})
	t.Run("Bel-Digmo Antibody: accessed from R&D, 1 Net damage and the Runner shows it", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "Bel-Digmo Antibody", "Data Wall", "Data Wall")
		c := x.Corp().Deck[0]
		want(t, "cards left in the Runner's hand", runAccessing(t, x, "R&D"), 4)
		wantDamage(t, x, 1, "Net")
		want(t, "the Corp knows the card accessed", x.S.Cards[c].KnownTo&kernel.ViewerOf(x.Seat(corp)) != 0, true)
	})
	t.Run("Bel-Digmo Antibody: accessed in HQ, nothing", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Bel-Digmo Antibody")
		want(t, "cards left in the Runner's hand", runAccessing(t, x, "HQ"), 5)
	})

	t.Run("Nevinyrral: gain an action during each of your turns", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Nevinyrral", true)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Ready()
		x.ToTurn(runner)
		x.ToTurn(corp)
		taken := 0
		for x.S.Active == x.Seat(corp) {
			x.Do(corp, "gain").PassAll()
			taken++
		}
		want(t, "actions the Corp takes in its turn", taken, 4)
	})
	for _, rezzed := range []bool{true, false} {
		name := "Nevinyrral: trashed while rezzed, the Corp loses the game (R400)"
		if !rezzed {
			name = "Nevinyrral: trashed unrezzed, the game goes on"
		}
		t.Run(name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, "Nevinyrral", rezzed)
			x.Deck(corp, filler("Data Wall", 5)...)
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = 5
			x.Do(runner, "run on fort 1")
			for i := 0; i < 20 && x.S.Run.Active && !x.Offered(runner, "trash Nevinyrral for 5"); i++ {
				if x.Offered(runner, "continue") {
					x.Do(runner, "continue")
				} else {
					x.PassAll()
				}
			}
			x.Do(runner, "trash Nevinyrral for 5")
			for i := 0; i < 20 && x.S.Run.Active && !x.S.Over; i++ {
				x.PassAll()
			}
			want(t, "game over", x.S.Over, rezzed)
			if rezzed {
				want(t, "winner", x.Winner(), onr.Runner)
			}
		})
	}

	t.Run("Cowboy Sysop: [action]: store one of your installed cards in HQ, itself included (R108)", func(t *testing.T) {
		for _, pick := range []string{"Data Wall", "Cowboy Sysop"} {
			x := newTable(t)
			sysop, _ := x.Install(onr.NewFort, "Cowboy Sysop", true)
			wall, _ := x.Ice(onr.FortHQ, "Data Wall", true)
			x.Ready()
			actions := x.Corp().Actions
			x.Do(corp, "use Cowboy Sysop: Store an installed card in HQ")
			x.Do(corp, "choose "+pick)
			want(t, "Corp actions", x.Corp().Actions, actions-1)
			moved, stays := wall, sysop
			if pick == "Cowboy Sysop" {
				moved, stays = sysop, wall
			}
			want(t, pick+" in HQ", inZone(x, moved, onr.ZoneHand), true)
			want(t, "the other card stays installed", inZone(x, stays, onr.ZoneHand), false)
		}
	})

	const syd = "use Syd Meyer Superstores: Trash a rezzed piece of ice: gain 4 bits"
	t.Run("Syd Meyer Superstores: [action], trash a piece of rezzed ice: gain 4 bits (R233)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Syd Meyer Superstores", true)
		x.Ice(onr.FortHQ, "Wall of Static", false)
		wall, _ := x.Ice(onr.FortHQ, "Data Wall", true)
		x.Corp().Bits = 0
		x.Ready()
		actions := x.Corp().Actions
		x.Do(corp, syd)
		want(t, "the choice (only the rezzed ice)", strings.Join(x.Options(corp), ", "), "trash Data Wall")
		x.Do(corp, "trash Data Wall")
		want(t, "Data Wall trashed", inZone(x, wall, onr.ZoneDiscard), true)
		want(t, "Corp bits", x.Corp().Bits, int32(4))
		want(t, "Corp actions", x.Corp().Actions, actions-1)
	})
	t.Run("Syd Meyer Superstores: not offered without rezzed ice", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Syd Meyer Superstores", true)
		x.Ice(onr.FortHQ, "Data Wall", false)
		x.Ready()
		want(t, "offered", x.Offered(corp, syd), false)
	})
}

func TestAntibodiesOfThePool(t *testing.T) {
	const dopp = "use Doppelganger Antibody: Pay 2 bits: give the Runner a counter"
	t.Run("Doppelganger Antibody: accessed in HQ, the Corp pays 2 bits: the Runner loses 1 bit at the start of each of his turns", func(t *testing.T) {
		x := newTable(t)
		c := x.Hand(corp, "Doppelganger Antibody")[0]
		x.Deck(corp, filler("Data Wall", 5)...)
		runAccessing(t, x, "HQ", dopp)
		want(t, "Corp bits (5-2)", x.Corp().Bits, int32(3))
		want(t, "known to every seat, paid for", x.S.Cards[c].KnownTo, kernel.SeatsOf(2))
		for turn := 0; turn < 2; turn++ {
			x.ToTurn(corp)
			x.Runner().Bits = 6
			x.ToTurn(runner)
			want(t, fmt.Sprintf("Runner bits after the start of turn %d", turn+1), x.Runner().Bits, int32(5))
		}
	})
	t.Run("Doppelganger Antibody: the Runner takes an action and pays 4 bits to remove the counter", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Doppelganger Antibody")
		x.Deck(corp, filler("Data Wall", 5)...)
		runAccessing(t, x, "HQ", dopp)
		x.Runner().Bits = 4
		actions := x.Runner().Actions
		x.Do(runner, "lift Doppelganger Antibody counter for 4")
		want(t, "Runner bits", x.Runner().Bits, int32(0))
		want(t, "Runner actions", x.Runner().Actions, actions-1)
		x.ToTurn(corp)
		x.Runner().Bits = 6
		x.ToTurn(runner)
		want(t, "Runner bits after the start of his next turn", x.Runner().Bits, int32(6))
	})
	t.Run("Doppelganger Antibody: accessed in R&D, the Runner shows it to the Corp", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "Doppelganger Antibody", "Data Wall", "Data Wall")
		c := x.Corp().Deck[0]
		runAccessing(t, x, "R&D", dopp)
		want(t, "the Corp knows the card accessed", x.S.Cards[c].KnownTo&kernel.ViewerOf(x.Seat(corp)) != 0, true)
		want(t, "lift offered", x.Offered(runner, "lift Doppelganger Antibody counter for 4"), true)
	})
	t.Run("Doppelganger Antibody: the Corp declines, or it is in the Archives: no counter", func(t *testing.T) {
		for _, fort := range []string{"HQ", "the Archives"} {
			x := newTable(t)
			c := x.Hand(corp, "Doppelganger Antibody")[0]
			if fort == "the Archives" {
				x.G.Put(c, onr.ZoneDiscard, false)
			}
			var picks []string
			if fort == "HQ" {
				picks = []string{"decline"}
			}
			runAccessing(t, x, fort, picks...)
			want(t, fort+": lift offered", x.Offered(runner, "lift Doppelganger Antibody counter for 4"), false)
			want(t, fort+": Corp bits", x.Corp().Bits, int32(5))
		}
	})

	const pattel = "use Pattel Antibody: Pay 3 bits: a -1 strength counter on every icebreaker"
	t.Run("Pattel Antibody: accessed in R&D, the Corp pays 3 bits: every installed icebreaker gets -1 strength, for good (R192)", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "Pattel Antibody", "Data Wall", "Data Wall")
		c := x.Corp().Deck[0]
		rig := x.Rig("Dwarf", "Raptor", "Zetatech Mem Chip")
		before := []int32{x.G.BreakerStrength(rig[0]), x.G.BreakerStrength(rig[1])}
		runAccessing(t, x, "R&D", pattel)
		want(t, "Corp bits (5-3)", x.Corp().Bits, int32(2))
		want(t, "the Corp knows the card accessed", x.S.Cards[c].KnownTo&kernel.ViewerOf(x.Seat(corp)) != 0, true)
		x.ToTurn(corp)
		x.ToTurn(runner)
		for i, b := range rig[:2] {
			want(t, "strength of breaker "+fmt.Sprint(i), x.G.BreakerStrength(b), before[i]-1)
		}
		want(t, "counter logged", x.Logged("Dwarf gets a -1 strength counter"), true)
		want(t, "a counter on the chip, no icebreaker", x.Logged("Zetatech Mem Chip gets"), false)
	})
	t.Run("Pattel Antibody: accessed in HQ, paid for, it is known to every seat", func(t *testing.T) {
		x := newTable(t)
		c := x.Hand(corp, "Pattel Antibody")[0]
		x.Rig("Dwarf")
		runAccessing(t, x, "HQ", pattel)
		want(t, "known to every seat", x.S.Cards[c].KnownTo, kernel.SeatsOf(2))
	})
	t.Run("Pattel Antibody: installed and unrezzed, nothing", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Pattel Antibody", false)
		rig := x.Rig("Dwarf")
		before := x.G.BreakerStrength(rig[0])
		runAccessing(t, x, "fort 1")
		want(t, "Dwarf's strength", x.G.BreakerStrength(rig[0]), before)
		want(t, "Corp bits", x.Corp().Bits, int32(5))
	})
}

func TestNodesOfThePoolThatAnswerRuns(t *testing.T) {
	const satellite = "use Satellite Monitors: Roll a die for each run"
	// monitored plays the Runner's turn with runs runs on the Archives, then
	// the Corp's turn start, where Satellite Monitors is used (or declined);
	// it returns the dice rolled, as logged.
	monitored := func(t *testing.T, seed uint64, runs int, use bool) (*onrtest.Table, []int) {
		t.Helper()
		x := onrtest.New(t, seed)
		x.Install(onr.NewFort, "Satellite Monitors", true)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Ready()
		x.ToTurn(runner)
		for range runs {
			x.Do(runner, "run on the Archives")
			for i := 0; i < 10 && x.S.Run.Active; i++ {
				if x.Offered(runner, "continue") {
					x.Do(runner, "continue")
					continue
				}
				x.PassAll()
			}
			x.PassAll()
		}
		for i := 0; i < 50 && !x.Offered(corp, satellite); i++ {
			switch {
			case x.Offered(runner, "gain"):
				x.Do(runner, "gain")
			case x.Offered(corp, "resolve Satellite Monitors"):
				x.Do(corp, "resolve Satellite Monitors")
			default:
				x.PassAll()
			}
		}
		if use {
			x.Do(corp, satellite)
		} else {
			x.Do(corp, "decline")
		}
		var rolls []int
		for _, e := range x.Events {
			var d int
			if _, err := fmt.Sscanf(e.Text(), "Satellite Monitors rolls %d", &d); err == nil {
				rolls = append(rolls, d)
			}
		}
		return x, rolls
	}
	t.Run("Satellite Monitors: at the start of your turn, a die for each run the Runner made last turn; a tag for each 1", func(t *testing.T) {
		seen := map[bool]bool{} // no 1, and two 1s or more
		for seed := uint64(1); seed < 200 && len(seen) < 2; seed++ {
			x, rolls := monitored(t, seed, 3, true)
			want(t, "dice rolled", len(rolls), 3)
			ones := int32(0)
			for _, d := range rolls {
				if d == 1 {
					ones++
				}
			}
			if ones != 1 {
				seen[ones > 1] = true
			}
			want(t, fmt.Sprintf("seed %d: tags for the rolls %v", seed, rolls), x.Runner().Tags, ones)
		}
		if len(seen) < 2 {
			t.Errorf("seeds 1-199 never gave both no 1 and two 1s")
		}
	})
	t.Run("Satellite Monitors: the Corp may decline: no die", func(t *testing.T) {
		_, rolls := monitored(t, 1, 2, false)
		want(t, "dice rolled", len(rolls), 0)
	})

	const response = "use Indiscriminate Response Team: The Runner shuffles the hand into the stack and draws as many"
	for _, use := range []bool{true, false} {
		name := "Indiscriminate Response Team: after a successful run, the Runner shuffles his hand into his stack and draws as many"
		if !use {
			name = "Indiscriminate Response Team: the Corp may decline"
		}
		t.Run(name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, "Indiscriminate Response Team", true)
			hand := x.Hand(runner, filler("Jack 'n' Joe", 3)...)
			x.Deck(runner, filler("Score!", 10)...)
			x.Ready()
			x.ToTurn(runner)
			x.Do(runner, "run on the Archives")
			offered := false
			for i := 0; i < 10 && !x.Offered(runner, "gain"); i++ {
				if x.Offered(corp, response) {
					offered = true
					if use {
						x.Do(corp, response)
					} else {
						x.Do(corp, "decline")
					}
					continue
				}
				if x.Offered(runner, "continue") {
					x.Do(runner, "continue")
					continue
				}
				x.PassAll()
			}
			want(t, "offered", offered, true)
			want(t, "cards in the Runner's hand", len(x.Runner().Hand), 3)
			want(t, "cards in the Runner's stack", len(x.Runner().Deck), 10)
			kept := 0
			for _, c := range hand {
				if inZone(x, c, onr.ZoneHand) {
					kept++
				}
			}
			if use {
				want(t, "redraw logged", x.Logged("Runner shuffles the hand into the stack (3 cards) and draws as many"), true)
				if kept == 3 {
					t.Errorf("the same three cards in hand: no shuffle")
				}
			} else {
				want(t, "Jack 'n' Joes kept", kept, 3)
			}
		})
	}
	t.Run("Indiscriminate Response Team: not after an unsuccessful run", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Indiscriminate Response Team", true)
		x.Ice(onr.FortArchives, "Data Wall", true)
		x.Hand(runner, filler("Jack 'n' Joe", 3)...)
		x.Ready()
		x.ToTurn(runner)
		x.Do(runner, "run on the Archives")
		for i := 0; i < 10 && !x.Offered(runner, "gain"); i++ {
			if x.Offered(runner, "jack-out") {
				x.Do(runner, "jack-out")
				continue
			}
			want(t, "offered", x.Offered(corp, response), false)
			x.PassAll()
		}
	})
}

func TestNodesOfThePoolWithAdvancementCounters(t *testing.T) {
	t.Run("Vapor Ops: may be advanced unrezzed; advancement counter: gain 1 bit, in a window of either turn (R244)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Vapor Ops", false)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Corp().Bits = 5
		x.Ready()
		x.Do(corp, "advance Vapor Ops")
		x.Do(corp, "rez Vapor Ops")
		x.S.Cards[c].Adv = 2
		x.ToTurn(runner)
		x.Do(runner, "gain")
		bits := x.Corp().Bits
		x.Do(corp, "use Vapor Ops: Gain 1 bit")
		want(t, "Corp bits", x.Corp().Bits, bits+1)
		want(t, "counters left", x.S.Cards[c].Adv, int32(1))
	})
	t.Run("Vapor Ops: [action]: move any number of its advancement counters to another card that can be advanced", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Vapor Ops", true)
		a, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
		x.S.Cards[c].Adv = 3
		x.Ready()
		actions := x.Corp().Actions
		x.Do(corp, "use Vapor Ops: Move advancement counters to another card")
		if got := x.Options(corp); len(got) != 1 || got[0] != "choose Hostile Takeover" {
			t.Fatalf("targets %q, want Hostile Takeover only", got)
		}
		x.Do(corp, "choose Hostile Takeover")
		want(t, "the most offered", x.Decision(corp).Max, 3)
		x.Number(corp, 3)
		want(t, "counters on Vapor Ops", x.S.Cards[c].Adv, int32(0))
		want(t, "counters on Hostile Takeover", x.S.Cards[a].Adv, int32(3))
		want(t, "Corp actions", x.Corp().Actions, actions-1)
	})
}

// negotiatingCenterTable installs a rezzed Corporate Negotiating Center,
// puts hand in HQ and plays on until the Corp is asked which cards of HQ
// to show at the start of its turn; it returns the cards of hand.
func negotiatingCenterTable(t *testing.T, hand ...string) (*onrtest.Table, []int32) {
	t.Helper()
	x := newTable(t)
	x.Install(onr.NewFort, "Corporate Negotiating Center", true)
	x.Deck(corp, filler("Data Wall", 5)...)
	cards := x.Hand(corp, hand...)
	x.Ready()
	x.ToTurn(runner)
	for i := 0; i < 50 && !x.Offered(corp, "done"); i++ {
		switch {
		case x.Offered(runner, "gain"):
			x.Do(runner, "gain")
		case x.Offered(corp, "resolve Corporate Negotiating Center"):
			x.Do(corp, "resolve Corporate Negotiating Center")
		default:
			x.PassAll()
		}
	}
	return x, cards
}

func TestNodesOfThePoolThatShowCards(t *testing.T) {
	t.Run("Corporate Negotiating Center: at the start of your turn, gain 1 bit for each agenda of HQ you show", func(t *testing.T) {
		x, agendas := negotiatingCenterTable(t, "Hostile Takeover", "Hostile Takeover", "Data Wall")
		want(t, "the choice (the agendas, not the ice)", strings.Join(x.Options(corp), ", "), "done, choose Hostile Takeover, choose Hostile Takeover")
		bits := x.Corp().Bits
		x.Do(corp, "choose Hostile Takeover")
		x.Do(corp, "choose Hostile Takeover")
		// Asked again while HQ holds a card, whatever it is: only "done"
		// is left (the ice is not offered), and the question tells the
		// Runner nothing of HQ.
		want(t, "asked again, the ice not offered", strings.Join(x.Options(corp), ", "), "done")
		x.Do(corp, "done")
		want(t, "Corp bits", x.Corp().Bits, bits+2)
		for _, c := range agendas[:2] {
			want(t, "shown to every seat", x.S.Cards[c].KnownTo, kernel.SeatsOf(2))
		}
		want(t, "the ice not shown", x.S.Cards[agendas[2]].KnownTo&kernel.ViewerOf(x.Seat(runner)) != 0, false)
	})
	t.Run("Corporate Negotiating Center: with no agenda in HQ the Corp is asked all the same, done its only answer: the Runner cannot tell", func(t *testing.T) {
		x, _ := negotiatingCenterTable(t, "Data Wall", "Data Wall")
		want(t, "asked, only done offered", strings.Join(x.Options(corp), ", "), "done")
		bits := x.Corp().Bits
		x.Do(corp, "done")
		want(t, "Corp bits", x.Corp().Bits, bits)
	})
}
