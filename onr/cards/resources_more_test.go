package cards_test

import (
	"fmt"
	"github.com/datafort/datafort/kernel"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The resources of the card pool's part 2 (issue 26).

// installResource installs title from the Runner's hand for its cost, at
// the Runner's first action with bits to spare, and returns it.
func installResource(t *testing.T, title string, bits int32, arrange func(x *onrtest.Table)) (*onrtest.Table, int32) {
	t.Helper()
	x := runnerTurn(t, func(x *onrtest.Table) {
		x.Hand(runner, title)
		x.Runner().Bits = bits
		if arrange != nil {
			arrange(x)
		}
	})
	x.Do(runner, "install "+title)
	return x, newest(x, title)
}

func TestResourcesWithStoredBits(t *testing.T) {
	for _, tc := range []struct {
		title string
		cost  int32
	}{
		{"Short-Term Contract", 1},
		{"Rigged Investments", 4},
	} {
		t.Run(tc.title+": put 12 bits from the bank on it when it is installed", func(t *testing.T) {
			x, c := installResource(t, tc.title, 10, nil)
			want(t, "bits on it", x.S.Cards[c].Bits, int32(12))
			want(t, "Runner bits (10 less the install cost)", x.Runner().Bits, 10-tc.cost)
		})
	}

	t.Run("Short-Term Contract: [action]: take 2 bits; trashed when all the bits have been removed", func(t *testing.T) {
		x := newTable(t)
		c := x.Rig("Short-Term Contract")[0]
		x.S.Cards[c].Bits = 3
		x.Ready()
		x.ToTurn(runner)
		bits, actions := x.Runner().Bits, x.Runner().Actions
		x.Do(runner, "use Short-Term Contract: Take 2 bits")
		want(t, "Runner bits after the first take", x.Runner().Bits, bits+2)
		want(t, "Runner actions left", x.Runner().Actions, actions-1)
		want(t, "bits left on it", x.S.Cards[c].Bits, int32(1))
		want(t, "still installed with a bit on it", inZone(x, c, onr.ZoneRig), true)
		x.PassAll()
		x.Do(runner, "use Short-Term Contract: Take 2 bits")
		want(t, "Runner bits after the last take (only what was left)", x.Runner().Bits, bits+3)
		want(t, "trashed once empty", inZone(x, c, onr.ZoneDiscard), true)
	})

	t.Run("Rigged Investments: take 1 bit at the start of each of your turns; trashed when all have been removed", func(t *testing.T) {
		x := newTable(t)
		c := x.Rig("Rigged Investments")[0]
		x.S.Cards[c].Bits = 2
		x.Ready()
		x.ToTurn(runner)
		want(t, "bits left on it after the first turn start", x.S.Cards[c].Bits, int32(1))
		want(t, "still installed with a bit on it", inZone(x, c, onr.ZoneRig), true)
		x.ToTurn(corp)
		want(t, "nothing taken at the start of the Corp's turn", x.S.Cards[c].Bits, int32(1))
		bits := x.Runner().Bits
		x.ToTurn(runner)
		want(t, "Runner bits after the last take", x.Runner().Bits, bits+1)
		want(t, "trashed once empty", inZone(x, c, onr.ZoneDiscard), true)
	})

	t.Run("Streetware Distributor: [action]: put 3 bits on it; take 1 at the start of each of your turns, if it has any", func(t *testing.T) {
		x := newTable(t)
		c := x.Rig("Streetware Distributor")[0]
		x.Ready()
		x.ToTurn(runner)
		bits, actions := x.Runner().Bits, x.Runner().Actions
		x.Do(runner, "use Streetware Distributor: Put 3 bits on it")
		want(t, "bits on it", x.S.Cards[c].Bits, int32(3))
		want(t, "Runner bits (none from the bank to the pool)", x.Runner().Bits, bits)
		want(t, "Runner actions left", x.Runner().Actions, actions-1)
		x.ToTurn(corp)
		bits = x.Runner().Bits
		x.ToTurn(runner)
		want(t, "Runner bits after its turn start", x.Runner().Bits, bits+1)
		want(t, "bits left on it", x.S.Cards[c].Bits, int32(2))
		want(t, "never trashed for its bits", inZone(x, c, onr.ZoneRig), true)
	})
}

// finishRun answers the run in progress the plain way (continue, leave
// each accessed card, pass) until it is over.
func finishRun(x *onrtest.Table) {
	x.T.Helper()
	for i := 0; i < 50 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		case x.Offered(runner, "leave"):
			x.Do(runner, "leave")
		case x.Offered(runner, "access the next card stored in HQ"):
			x.Do(runner, "access the next card stored in HQ")
		default:
			x.PassAll()
		}
	}
}

func TestResourcesOfRuns(t *testing.T) {
	t.Run("Karl de Veres, Corporate Stooge: gain 1 bit after each successful run (errata R384), none after an unsuccessful one", func(t *testing.T) {
		x := newTable(t)
		x.Rig("Karl de Veres, Corporate Stooge")
		x.Hand(corp, "Data Wall")
		x.Ice(onr.FortRD, "Data Wall", true)
		x.Ready()
		x.ToTurn(runner)
		bits := x.Runner().Bits
		runHQ(x)
		finishRun(x)
		wantSuccessful(t, x)
		want(t, "Runner bits after a successful run", x.Runner().Bits, bits+1)
		x.Do(runner, "run on R&D")
		finishRun(x)
		want(t, "run over", x.S.Run.Active, false)
		want(t, "Runner bits after a run Data Wall ended", x.Runner().Bits, bits+1)
	})
}

func TestBroker(t *testing.T) {
	t.Run("Broker: [action]: put 3 bits on it; [action]: take all the bits; only one action to use it each turn", func(t *testing.T) {
		x := newTable(t)
		c := x.Rig("Broker")[0]
		x.Ready()
		x.ToTurn(runner)
		bits, actions := x.Runner().Bits, x.Runner().Actions
		x.Do(runner, "use Broker: Put 3 bits on it")
		want(t, "bits on it", x.S.Cards[c].Bits, int32(3))
		want(t, "Runner bits (none from the bank to the pool)", x.Runner().Bits, bits)
		want(t, "Runner actions left", x.Runner().Actions, actions-1)
		x.PassAll()
		want(t, "put offered again in the turn", x.Offered(runner, "use Broker: Put 3 bits on it"), false)
		want(t, "take offered in the turn it was used", x.Offered(runner, "use Broker: Take all the bits"), false)
		x.ToTurn(corp)
		x.ToTurn(runner)
		bits, actions = x.Runner().Bits, x.Runner().Actions
		x.Do(runner, "use Broker: Take all the bits")
		want(t, "Runner bits after taking all", x.Runner().Bits, bits+3)
		want(t, "bits left on it", x.S.Cards[c].Bits, int32(0))
		want(t, "Runner actions left", x.Runner().Actions, actions-1)
		x.PassAll()
		want(t, "put offered after a take in the same turn", x.Offered(runner, "use Broker: Put 3 bits on it"), false)
	})
	t.Run("Broker: each copy may be used once in a turn (R299)", func(t *testing.T) {
		x := newTable(t)
		b := x.Rig("Broker", "Broker")
		x.Ready()
		x.ToTurn(runner)
		x.Do(runner, "use Broker: Put 3 bits on it")
		x.PassAll()
		x.Do(runner, "use Broker: Put 3 bits on it")
		want(t, "bits on the first copy", x.S.Cards[b[0]].Bits, int32(3))
		want(t, "bits on the second copy", x.S.Cards[b[1]].Bits, int32(3))
	})
}

func TestResourcesThatFetchCards(t *testing.T) {
	t.Run("Junkyard BBS: [action], 1 bit: bring the top card from your trash into your hand", func(t *testing.T) {
		x := newTable(t)
		x.Rig("Junkyard BBS")
		var trash []int32
		for _, title := range []string{"Fall Guy", "Jack 'n' Joe", "Nomad Allies"} {
			c := x.Card(title)
			x.G.Put(c, onr.ZoneDiscard, false)
			trash = append(trash, c)
		}
		x.Hand(runner)
		x.Ready()
		x.ToTurn(runner)
		bits, actions := x.Runner().Bits, x.Runner().Actions
		x.Do(runner, "use Junkyard BBS: Bring the top card of the trash into the hand")
		want(t, "Runner bits", x.Runner().Bits, bits-1)
		want(t, "Runner actions left", x.Runner().Actions, actions-1)
		want(t, "the top (last trashed) card in the hand", inZone(x, trash[2], onr.ZoneHand), true)
		want(t, "the card below it still in the trash", inZone(x, trash[1], onr.ZoneDiscard), true)
		want(t, "the bottom card still in the trash", inZone(x, trash[0], onr.ZoneDiscard), true)
		want(t, "hand size", len(x.Runner().Hand), 1)
		want(t, "the Corp knows the card brought into the hand (every seat saw it on top of the trash)",
			x.S.Cards[trash[2]].KnownTo&kernel.ViewerOf(x.Seat(corp)) != 0, true)
	})
}

// seatReads counts the events that side reads with sub in them.
func seatReads(x *onrtest.Table, side onr.Role, sub string) int {
	n := 0
	for _, e := range x.Events {
		if strings.Contains(e.For(x.Seat(side)), sub) {
			n++
		}
	}
	return n
}

func TestResourcesThatLookAtCorpCards(t *testing.T) {
	deck := []string{"Data Wall", "Banpei", "Fetch 4.0.1", "Colonel Failure", "Data Wall"}
	for _, tc := range []struct {
		title, use string
		cost       int32
		trashed    bool
		known      int // how many of R&D's top cards
	}{
		{"Technician Lover", "use Technician Lover: Look at the top card of R&D", 0, false, 1},
		{"Sandbox Dig", "use Sandbox Dig: Look at the top three cards of R&D", 3, true, 3},
	} {
		t.Run(tc.title+": look at the top cards of R&D, told to the Runner only", func(t *testing.T) {
			x := newTable(t)
			c := x.Rig(tc.title)[0]
			rd := x.Deck(corp, deck...)
			x.Ready()
			x.ToTurn(runner)
			if tc.trashed {
				x.Do(runner, "gain") // a window follows, where special effects are used
			}
			bits, actions := x.Runner().Bits, x.Runner().Actions
			x.Events = nil
			x.Do(runner, tc.use)
			for i, d := range rd {
				want(t, fmt.Sprintf("card %d of R&D known to the Runner", i+1), x.S.Cards[d].Known, i < tc.known)
				want(t, fmt.Sprintf("card %d of R&D seen (R038)", i+1), x.S.Cards[d].Seen, i < tc.known)
				want(t, fmt.Sprintf("card %d of R&D still in place", i+1), x.Corp().Deck[i], d)
			}
			want(t, "Runner reads the cards named", seatReads(x, runner, "looks at "+deck[0]+" in R&D") > 0, true)
			want(t, "Corp reads a card looked at", seatReads(x, corp, "looks at a card in R&D"), tc.known)
			want(t, "Corp reads no card named", seatReads(x, corp, "looks at "+deck[0]), 0)
			want(t, "Runner bits", x.Runner().Bits, bits-tc.cost)
			want(t, "trashed for its use", inZone(x, c, onr.ZoneDiscard), tc.trashed)
			if tc.trashed {
				want(t, "Runner actions (no action to use it)", x.Runner().Actions, actions)
			} else {
				want(t, "Runner actions", x.Runner().Actions, actions-1)
			}
		})
	}
	t.Run("Executive File Clerk: 2 bits, [trash]: look at all cards stored in HQ", func(t *testing.T) {
		x := newTable(t)
		c := x.Rig("Executive File Clerk")[0]
		hq := x.Hand(corp, "Banpei", "Fetch 4.0.1", "Colonel Failure")
		x.Deck(corp, deck...)
		x.Ready()
		x.ToTurn(runner)
		x.Do(runner, "gain") // a window follows, where special effects are used
		bits, actions := x.Runner().Bits, x.Runner().Actions
		x.Events = nil
		x.Do(runner, "use Executive File Clerk: Look at all cards stored in HQ")
		for i, h := range hq {
			want(t, fmt.Sprintf("card %d of HQ known to the Runner", i+1), x.S.Cards[h].Known, true)
		}
		want(t, "Runner reads each card named", seatReads(x, runner, " in HQ"), len(hq))
		want(t, "Runner reads Banpei", seatReads(x, runner, "looks at Banpei in HQ"), 1)
		want(t, "the top card of R&D not known", x.S.Cards[x.Corp().Deck[0]].Known, false)
		want(t, "Runner bits", x.Runner().Bits, bits-2)
		want(t, "Runner actions (no action to use it)", x.Runner().Actions, actions)
		want(t, "trashed for its use", inZone(x, c, onr.ZoneDiscard), true)
	})
}

func TestSimulacrum(t *testing.T) {
	const use = "use Simulacrum: Pass the AP ice"
	t.Run("Simulacrum: [trash]: pass a piece of AP ice during an encounter with it; no subroutine takes effect", func(t *testing.T) {
		x := runSetup(t, []string{"Brain Wash"}, []string{"Simulacrum"}, 3, 0)
		sim := newest(x, "Simulacrum")
		want(t, "offered outside an encounter", x.Offered(runner, use), false)
		runHQ(x)
		x.Do(runner, use)
		want(t, "Simulacrum in the trash", inZone(x, sim, onr.ZoneDiscard), true)
		finishRun(x)
		wantSuccessful(t, x)
		want(t, "brain damage", x.Runner().Brain, int32(0))
		want(t, "hand (no card lost to Brain Wash)", len(x.Runner().Hand), 3)
	})
	t.Run("Simulacrum: not offered against ice that is not AP", func(t *testing.T) {
		x := runSetup(t, []string{"Data Wall"}, []string{"Simulacrum", "Dwarf"}, 3, 10)
		runHQ(x)
		want(t, "in the encounter with Data Wall", x.S.Run.Encounter != 0, true)
		want(t, "offered against Data Wall", x.Offered(runner, use), false)
	})
}

func TestHiddenPreventionResources(t *testing.T) {
	scorched := func(t *testing.T, rig ...string) *onrtest.Table {
		x := newTable(t)
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Rig(rig...)
		x.Runner().Tags = 1
		x.Runner().Bits = 1
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		return x
	}
	t.Run("Bolt-Hole: [trash]: prevent 2 meat damage", func(t *testing.T) {
		x := scorched(t, "Bolt-Hole")
		bh := newest(x, "Bolt-Hole")
		want(t, "installed face down", x.S.Cards[bh].FaceUp, false)
		x.Do(runner, "prevent Bolt-Hole")
		if x.Offered(runner, "take") {
			x.Do(runner, "take")
		}
		want(t, "cards in hand (2 of 4 meat damage)", len(x.Runner().Hand), 3)
		want(t, "Bolt-Hole trashed", inZone(x, bh, onr.ZoneDiscard), true)
	})
	t.Run("Expendable Family Member: 1 bit, [trash]: avoid receiving a tag", func(t *testing.T) {
		x := runSetup(t, []string{"Fetch 4.0.1"}, []string{"Expendable Family Member"}, 1, 5)
		efm := newest(x, "Expendable Family Member")
		runHQ(x)
		trace(t, x, 3, 3, "", 0)
		closeWindow(x)       // the post-reveal window of a Runner with a face-down card (onr/tracewindow.go)
		x.Do(runner, "take") // the window of the trace's effect, asked on the same grounds (onr/tracecancel.go)
		bits := x.Runner().Bits
		x.Do(runner, "prevent Expendable Family Member")
		want(t, "tags", x.Runner().Tags, int32(0))
		want(t, "Runner bits", x.Runner().Bits, bits-1)
		want(t, "trashed", inZone(x, efm, onr.ZoneDiscard), true)
	})
	t.Run("Expendable Family Member: avoids one tag of two", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Datapool® by Zetatech")
		x.Rig("Expendable Family Member")
		x.Runner().Tags = 1
		x.Ready()
		x.Corp().Bits = 10
		x.Do(corp, "play Datapool® by Zetatech")
		x.Do(runner, "prevent Expendable Family Member")
		passUntil(t, x, "prevent Expendable Family Member", func() bool { return x.Runner().Tags != 1 })
		want(t, "tags (1, and 1 of the 2 given)", x.Runner().Tags, int32(2))
	})
	// Hidden information (ONR-16.1): being asked must not tell the Corp
	// that a face-down card prevents.
	for _, tc := range []struct {
		name  string
		rig   string
		asked bool
	}{
		{"a face-down card that prevents nothing still gets the Runner asked", "Chiba Bank Account", true},
		{"with no face-down card and nothing to avoid tags with, the Runner is not asked", "Floating Runner BBS", false},
	} {
		t.Run("Expendable Family Member: "+tc.name, func(t *testing.T) {
			x := runSetup(t, []string{"Fetch 4.0.1"}, []string{tc.rig}, 1, 5)
			runHQ(x)
			trace(t, x, 3, 3, "", 0)
			closeWindow(x) // the post-reveal window, asked on the same grounds
			want(t, "Runner asked to avoid the tag", x.Offered(runner, "take"), tc.asked)
			want(t, "tag received already", x.Runner().Tags == 1, !tc.asked)
		})
	}
}

// toPawnshopQuestion plays on from the Corp's first turn until the Runner
// is asked, at the start of a turn, whether to trash a card to Smith's
// Pawnshop (the test fails if he never is).
func toPawnshopQuestion(t *testing.T, x *onrtest.Table, option string) {
	t.Helper()
	for i := 0; i < 60 && !x.Offered(runner, option); i++ {
		switch {
		case x.Offered(corp, "gain"):
			x.Do(corp, "gain")
		default:
			x.PassAll()
		}
	}
	if !x.Offered(runner, option) {
		t.Fatalf("never offered %q: %s", option, x.Describe())
	}
}

func TestSmithsPawnshop(t *testing.T) {
	t.Run("Smith's Pawnshop: at the start of each of your turns, you may trash another installed card to gain 2 bits", func(t *testing.T) {
		x := newTable(t)
		r := x.Rig("Smith's Pawnshop", "Fall Guy", "Nomad Allies")
		x.Ready()
		toPawnshopQuestion(t, x, "trash Fall Guy")
		want(t, "Smith's Pawnshop itself offered", x.Offered(runner, "trash Smith's Pawnshop"), false)
		want(t, "the Runner's turn", x.S.Active, x.Seat(runner))
		bits := x.Runner().Bits
		x.Do(runner, "trash Fall Guy")
		want(t, "Fall Guy trashed", inZone(x, r[1], onr.ZoneDiscard), true)
		want(t, "Runner bits", x.Runner().Bits, bits+2)
		want(t, "asked again in the turn (R463)", x.Offered(runner, "trash Nomad Allies"), false)
		want(t, "Nomad Allies installed", inZone(x, r[2], onr.ZoneRig), true)
	})
	t.Run("Smith's Pawnshop: declined, no card is trashed and no bit gained", func(t *testing.T) {
		x := newTable(t)
		r := x.Rig("Smith's Pawnshop", "Fall Guy")
		x.Ready()
		toPawnshopQuestion(t, x, "trash Fall Guy")
		bits := x.Runner().Bits
		x.Do(runner, "decline")
		want(t, "Fall Guy installed", inZone(x, r[1], onr.ZoneRig), true)
		want(t, "Runner bits", x.Runner().Bits, bits)
	})
	t.Run("Smith's Pawnshop: a trashed daemon takes with it the daemon it hosts and the program that one hosts (ONR-8.8.3)", func(t *testing.T) {
		x := newTable(t)
		r := x.Rig("Smith's Pawnshop", "Succubus")
		afreet := hosted(x, "Afreet", r[1])
		esc := hosted(x, "Emergency Self-Construct", afreet)
		x.Ready()
		toPawnshopQuestion(t, x, "trash Succubus")
		x.Do(runner, "trash Succubus")
		for _, c := range []int32{r[1], afreet, esc} {
			want(t, x.G.Title(c)+" trashed", inZone(x, c, onr.ZoneDiscard), true)
		}
		want(t, "Smith's Pawnshop installed", inZone(x, r[0], onr.ZoneRig), true)
	})
}
