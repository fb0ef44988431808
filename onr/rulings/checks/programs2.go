package checks

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The rulings on the programs of the card pool's part 2 (issue 26).

// R407: ice is installed on a fort, not in it: Mouse cannot expose it, and
// offers only the cards installed in the forts.
func checkR407_MouseCannotExposeIce(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortRD, "Wall of Static", false)
	x.Install(onr.NewFort, "Hostile Takeover", false)
	x.Rig("Mouse")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "use Mouse: Expose a card installed in a fort")
	if got := x.Options(onr.Runner); !slices.Equal(got, []string{"expose card 1 in fort 1", "done"}) {
		t.Fatalf("Mouse offers %q; want only the card in the fort, not the ice", got)
	}
}

// R515: the additional cards Vienna counters access from HQ do not include
// the cards installed in HQ: with one counter and an upgrade installed in
// HQ, a run on HQ accesses the upgrade and two stored cards.
func checkR515_ViennaAccessesOnlyStoredCards(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall")
	x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
	v := x.Rig("Vienna 22")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[v].ID, N: 1}}
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Events = nil
	x.Do(onr.Runner, "run on HQ")
	for range 20 {
		x.PassAll()
		step := ""
		for _, o := range []string{"access an unrezzed card", "access the next card stored in HQ", "continue"} {
			if x.Offered(onr.Runner, o) {
				step = o
				break
			}
		}
		if step == "" {
			break
		}
		x.Do(onr.Runner, step)
	}
	stored, installed := 0, 0
	for _, e := range x.Events {
		if e.Type != "access" {
			continue
		}
		if strings.Contains(e.For(x.Seat(onr.Runner)), "Antiquated") {
			installed++
		} else {
			stored++
		}
	}
	if stored != 2 || installed != 1 {
		t.Fatalf("accessed %d stored and %d installed cards; want 2 stored (1 + 1 Vienna counter) and the upgrade: %s", stored, installed, x.Describe())
	}
}

// R436: Rabbit reduces the trace limit, not the trace: Hunter's Trace 5
// lets the Corp bid up to 4, and a bid of 0 against no link still
// succeeds (the value is the bid, at least 0, not the bid less 1).
func checkR436_RabbitReducesTheLimitNotTheValue(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Hunter", true)
	x.Rig("Rabbit")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 10
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
	if d := x.Decision(onr.Corp); d.Max != 4 {
		t.Fatalf("the Corp may bid up to %d against Rabbit; want 4 (Trace 5 less 1)", d.Max)
	}
	x.Number(onr.Corp, 0)
	x.PassAll()
	if x.Runner().Tags != 1 {
		t.Fatalf("tags %d after a bid of 0 against link 0; want 1: Rabbit lowers the limit, not the value", x.Runner().Tags)
	}
}

// R459: the extra cards Skivviss makes the Corp draw are a start-of-turn
// effect, not actions: with two counters the Corp draws its card and two
// more and still has its three actions.
func checkR459_SkivvissDrawsAreNotActions(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	s := x.Rig("Skivviss")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[s].ID, N: 2}}
	x.Ready()
	x.ToTurn(onr.Runner)
	hand := len(x.Corp().Hand)
	x.TakeGains(onr.Runner)
	for range 6 {
		if x.Offered(onr.Corp, "gain") {
			break
		}
		x.PassAll()
		if opts := x.Options(onr.Corp); len(opts) > 0 && !x.Offered(onr.Corp, "gain") {
			x.Do(onr.Corp, opts[0])
		}
	}
	if got := len(x.Corp().Hand) - hand; got != 3 || x.Corp().Actions != 3 {
		t.Fatalf("the Corp drew %d cards and has %d actions; want 3 (1 + 2 Skivviss counters) and its 3 actions", got, x.Corp().Actions)
	}
}

// R304: the cards Cascade counters make the Corp trash are trashed from the
// top of R&D: with two counters, after the Corp's start-of-turn effects
// R&D has lost exactly its top cards (one drawn, one trashed face up).
func checkR304_CascadeTrashesFromTheTopOfRD(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Data Wall", "Quandary", "Hunter", "Banpei", "Laser Wire", "Wall of Static", "Data Wall", "Quandary")
	c := x.Rig("Cascade")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[c].ID, N: 2}}
	x.Ready()
	x.ToTurn(onr.Runner)
	deck := slices.Clone(x.Corp().Deck)
	x.TakeGains(onr.Runner)
	for range 6 {
		if x.Offered(onr.Corp, "gain") {
			break
		}
		x.PassAll()
		if opts := x.Options(onr.Corp); len(opts) > 0 && !x.Offered(onr.Corp, "gain") {
			x.Do(onr.Corp, opts[0])
		}
	}
	if got := x.Corp().Deck; len(deck) < 2 || !slices.Equal(got, deck[2:]) || len(x.Corp().Discard) != 1 || !x.S.Cards[x.Corp().Discard[0]].FaceUp {
		t.Fatalf("R&D %v from %v, Archives %v; want the top two gone, one of them trashed face up", got, deck, x.Corp().Discard)
	}
}

// R447: each Scaldan counter is a separate start-of-turn effect: with two
// counters the Corp orders three effects (its draw and one per counter) and
// two dice are rolled, one per effect.
func checkR447_EachScaldanCounterIsASeparateEffect(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	c := x.Rig("Scaldan")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[c].ID, N: 2}}
	x.Ready()
	x.ToTurn(onr.Runner)
	x.TakeGains(onr.Runner)
	x.Events = nil
	most := 0
	for range 6 {
		if x.Offered(onr.Corp, "gain") {
			break
		}
		x.PassAll()
		if opts := x.Options(onr.Corp); len(opts) > 0 && !x.Offered(onr.Corp, "gain") {
			if opts[0] == "resolve" {
				most = max(most, len(slices.DeleteFunc(opts, func(o string) bool { return !strings.HasPrefix(o, "resolve") })))
			}
			x.Do(onr.Corp, opts[0])
		}
	}
	dice := 0
	for _, e := range x.Events {
		if e.Type == "die" {
			dice++
		}
	}
	if most != 3 || dice != 2 {
		t.Fatalf("the Corp ordered up to %d start-of-turn effects and %d dice were rolled; want 3 (the draw and one per counter) and 2", most, dice)
	}
}
