package checks

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings that name Armageddon (session 28;
// onr/cards/programs_virus28.go, onr/insteadofaccess.go,
// onr/installrolls.go).

// armageddonUse is the Runner's option to give a Doom counter.
const armageddonUse = "use Armageddon: Give the Corp a Doom counter instead of accessing cards from R&D"

// doomHeld returns the virus counters the Corp holds.
func doomHeld(x *onrtest.Table) int32 {
	var n int32
	for _, v := range x.Corp().Virus {
		n += v.N
	}
	return n
}

// armageddonRun runs on R&D (or plays Demolition Run on it, when demolition)
// in the Runner's first turn, with n Armageddons installed, R&D holding
// deck cards, and uses up to use Armageddons whenever offered; it returns
// the times the Doom counter was offered and the cards accessed.
func armageddonRun(t onrtest.TB, n, deck, use int, demolition bool) (x *onrtest.Table, offered, accessed int, ice int32) {
	t.Helper()
	x = onrtest.New(t, 1)
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	for range deck {
		x.Deck(onr.Corp, "Data Wall")
	}
	if demolition {
		ice, _ = x.Ice(onr.FortRD, "Data Darts", true)
		x.Hand(onr.Runner, "Demolition Run")
	}
	runnerHand(x, 5)
	for range n {
		x.Rig("Armageddon")
	}
	x.Ready().ToTurn(onr.Runner)
	if deck == 0 {
		x.EmptyDeck(onr.Corp)
	}
	x.Runner().Bits = 5
	if demolition {
		x.Do(onr.Runner, "play Demolition Run on R&D")
	} else {
		x.Do(onr.Runner, "run on R&D")
	}
	used := 0
	for i := 0; i < 60 && x.S.Run.Active && !x.S.Over; i++ {
		if x.Offered(onr.Runner, armageddonUse) {
			offered++
			if used < use {
				used++
				x.Do(onr.Runner, armageddonUse)
				continue
			}
		}
		opts := x.Options(onr.Runner)
		switch {
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		case len(opts) > 0:
			x.Do(onr.Runner, opts[0])
		default:
			x.PassAll()
		}
	}
	if x.S.Run.Active {
		t.Fatalf("the run did not end: %s", x.Describe())
	}
	for _, e := range x.Events {
		if e.Type == "access" {
			accessed++
		}
	}
	return x, offered, accessed, ice
}

// R272, R325 (Armageddon, Demolition Run): not a Doom counter AND the
// rezzed ice trashed: a successful Demolition Run on R&D with Armageddon
// installed trashes the rezzed ice, gives the three tags, and gives no Doom
// counter (partial: the Doom counter in place of the trash is not offered,
// R273 being the later ruling).
func checkR272_R325_NotBothDoomAndDemolition(t onrtest.TB) {
	x, offered, _, ice := armageddonRun(t, 1, 3, 1, true)
	if offered != 0 || doomHeld(x) != 0 {
		t.Fatalf("Doom counter offered %d times, %d held, with Demolition Run", offered, doomHeld(x))
	}
	if x.S.Cards[ice].Zone != onr.ZoneDiscard || x.Runner().Tags != 3 {
		t.Fatalf("Demolition Run's effect: ice in zone %v, %d tags; want trashed and 3", x.S.Cards[ice].Zone, x.Runner().Tags)
	}
}

// R273 (Armageddon, Demolition Run): several "A instead of B" are used as
// B would happen; when B never would, none: Demolition Run on R&D offers
// no Doom counter, a plain run on R&D with two Armageddons offers both.
func checkR273_InsteadOnlyOfWhatWouldHappen(t onrtest.TB) {
	if _, offered, _, _ := armageddonRun(t, 2, 3, 0, true); offered != 0 {
		t.Fatalf("Doom counter offered %d times with Demolition Run, want 0", offered)
	}
	x, offered, accessed, _ := armageddonRun(t, 2, 3, 2, false)
	if offered != 2 || doomHeld(x) != 2 || accessed != 0 {
		t.Fatalf("plain run with two Armageddons: offered %d, %d held, %d accessed; want 2, 2, 0", offered, doomHeld(x), accessed)
	}
}

// R274 (Armageddon): as many Armageddons as the Runner likes at one access:
// none (he accesses), one, or all three.
func checkR274_AsManyArmageddonsAsHeLikes(t onrtest.TB) {
	for use := 0; use <= 3; use++ {
		x, _, accessed, _ := armageddonRun(t, 3, 3, use, false)
		wantAccess := 0
		if use == 0 {
			wantAccess = 1
		}
		if doomHeld(x) != int32(use) || accessed != wantAccess {
			t.Fatalf("%d Armageddons used: %d Doom counters, %d cards accessed; want %d, %d", use, doomHeld(x), accessed, use, wantAccess)
		}
	}
}

// R275 (Armageddon): a Doom counter even when no card would be accessed:
// R&D empty.
func checkR275_DoomCounterWithNothingToAccess(t onrtest.TB) {
	x, offered, _, _ := armageddonRun(t, 1, 0, 1, false)
	if offered != 1 || doomHeld(x) != 1 {
		t.Fatalf("R&D empty: offered %d, %d held; want 1, 1", offered, doomHeld(x))
	}
}

// R276 (Armageddon): on each install the Corp rolls as many dice as it holds
// Doom counters; any 6 trashes the card, each 6 removes a counter (two at
// once included).
func checkR276_DicePerDoomCounter(t onrtest.TB) {
	twoSixes := false
	for seed := uint64(1); seed < 200 && !twoSixes; seed++ {
		x := onrtest.New(t, seed)
		a := x.Rig("Armageddon")[0]
		x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[a].ID, N: 3}}
		c := x.Hand(onr.Corp, "Chicago Branch")[0]
		x.Ready()
		x.Events = nil
		x.Do(onr.Corp, "install Chicago Branch in a new fort")
		var rolls []int
		sixes := int32(0)
		for _, e := range x.Events {
			if e.Type != "die" {
				continue
			}
			var d int
			if i := strings.LastIndex(e.Text(), "rolls "); i >= 0 {
				if _, err := fmt.Sscanf(e.Text()[i:], "rolls %d", &d); err == nil {
					rolls = append(rolls, d)
					if d == 6 {
						sixes++
					}
				}
			}
		}
		if len(rolls) != 3 {
			t.Fatalf("seed %d: %d dice for 3 Doom counters", seed, len(rolls))
		}
		if trashed := x.S.Cards[c].Zone == onr.ZoneDiscard; trashed != (sixes > 0) || doomHeld(x) != 3-sixes {
			t.Fatalf("seed %d: rolls %v: trashed %v, %d Doom counters left", seed, rolls, trashed, doomHeld(x))
		}
		twoSixes = sixes >= 2
	}
	if !twoSixes {
		t.Fatalf("no seed rolled two 6s at one install")
	}
}

// spyRunOn runs on fort with I Spy installed, the Runner leaving every
// card accessed and putting the Spy counter when asked (only while the run is on: an end-of-run effect); it returns the
// events, type and text, in order.
func spyRunOn(t onrtest.TB, x *onrtest.Table, fort int32) (order []string) {
	t.Helper()
	x.PassAll()
	x.Do(onr.Runner, "run on "+x.G.FortName(fort))
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		opts := x.Options(onr.Runner)
		switch {
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		case len(opts) > 1 && opts[0] == "decline" && strings.HasPrefix(opts[1], "use I Spy"):
			x.Do(onr.Runner, opts[1])
		case len(opts) > 0 && strings.HasPrefix(opts[len(opts)-1], "leave "):
			x.Do(onr.Runner, opts[len(opts)-1])
		case len(opts) > 0:
			x.Do(onr.Runner, opts[0])
		default:
			x.PassAll()
		}
	}
	if x.S.Run.Active {
		t.Fatalf("the run did not end: %s", x.Describe())
	}
	for _, e := range x.Events {
		order = append(order, e.Type+": "+e.Text())
	}
	return order
}

// R370 (I Spy): a Spy counter in R&D exposes the ice on R&D, not the cards
// stored in it: they are not installed.
func checkR370_SpyCounterExposesOnlyInstalledCards(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	for range 4 {
		x.Deck(onr.Corp, "Data Wall")
	}
	ice, _ := x.Ice(onr.FortRD, "Wall of Static", false)
	runnerHand(x, 5)
	x.Rig("I Spy")
	x.Ready().ToTurn(onr.Runner)
	spyRunOn(t, x, onr.FortRD)
	if !x.G.Visible(ice, x.Seat(onr.Runner)) {
		t.Fatalf("the ice on R&D is not exposed to the Runner")
	}
	for _, c := range x.Corp().Deck[1:] { // the top card was accessed
		if x.G.Visible(c, x.Seat(onr.Runner)) {
			t.Fatalf("a card stored in R&D is exposed: %s", x.Describe())
		}
	}
}

// R372 (I Spy): the Spy counter is given as an end-of-run effect: after
// the cards are accessed, with the other end-of-run effects, before the
// run is over.
func checkR372_SpyCounterAtTheEndOfTheRun(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	_, fort := x.Install(onr.NewFort, "Chicago Branch", false)
	runnerHand(x, 5)
	x.Rig("I Spy")
	x.Ready().ToTurn(onr.Runner)
	x.Events = nil
	order := spyRunOn(t, x, fort)
	access, counter := -1, -1
	for i, e := range order {
		switch {
		case strings.HasPrefix(e, "access:") && access < 0:
			access = i
		case strings.Contains(e, "puts a counter in "+x.G.FortName(fort)):
			counter = i
		}
	}
	if access < 0 || counter < access {
		t.Fatalf("the Spy counter is not put after the access (access at %d, counter at %d): %v", access, counter, order)
	}
	if x.S.Run.Active {
		t.Fatalf("the run is still on")
	}
}
