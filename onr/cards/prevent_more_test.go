package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// meatDamage plays Scorched Earth (4 meat damage) against a tagged Runner
// with rig installed and a hand of n cards, in the Corp's first turn; the
// Corp has corpBits bits and points agenda points.
func meatDamage(t *testing.T, rig []string, n int, corpBits, points int32) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Hand(corp, "Scorched Earth")
	x.Rig(rig...)
	x.Hand(runner, filler("Jack 'n' Joe", n)...)
	x.Runner().Tags = 1
	x.Corp().Points = points
	x.Ready()
	x.Corp().Bits = corpBits + 3 // Scorched Earth costs 3
	x.Do(corp, "play Scorched Earth")
	return x
}

func TestClassBPrevention(t *testing.T) {
	t.Run("Force Shield: prevents 2 Net damage, then nothing more that turn", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, []string{"Force Shield"}, 3, 5)
		runHQ(x)
		x.Do(runner, "prevent Force Shield")
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		runHQ(x)
		if x.Offered(runner, "prevent Force Shield") {
			t.Errorf("Force Shield prevents more than 2 in a turn")
		}
	})
	t.Run("Force Shield: brain damage counts against the same 2 of the turn", func(t *testing.T) {
		x := runSetup(t, []string{"Cortical Scrub"}, []string{"Force Shield"}, 3, 5)
		runHQ(x)
		x.Do(runner, "prevent Force Shield")
		want(t, "brain damage", x.Runner().Brain, int32(0))
		x.Install(onr.FortRD, "Nerve Labyrinth", true)
		x.Ready()
		x.Do(runner, "run on R&D")
		x.PassAll()
		x.Do(runner, "prevent Force Shield")
		takeDamage(x)
		want(t, "cards in hand: 1 of the 2 Net damage prevented", len(x.Runner().Hand), 2)
	})

	t.Run("Force Shield: its uses add up within the turn: 1 brain damage prevented, then 1 more, then none", func(t *testing.T) {
		x := runSetup(t, []string{"Cortical Scrub"}, []string{"Force Shield"}, 3, 5)
		x.Runner().Actions = 3
		for run := 1; run <= 2; run++ {
			runHQ(x)
			x.Do(runner, "prevent Force Shield")
			want(t, fmt.Sprintf("brain damage after run %d", run), x.Runner().Brain, int32(0))
			for i := 0; i < 20 && x.S.Run.Active; i++ {
				x.Take().PassAll()
			}
		}
		runHQ(x)
		for i := 0; i < 20 && x.S.Run.Active && x.Runner().Brain == 0; i++ {
			if x.Offered(runner, "prevent Force Shield") {
				t.Fatalf("Force Shield offered a third time in a turn after preventing 1 and 1: %q", x.Options(runner))
			}
			x.Take().PassAll()
		}
		want(t, "brain damage of the third run", x.Runner().Brain, int32(1))
	})
	t.Run("Shield: a copy that left play and came back this turn is a new card, its 2 of the turn fresh (ONR-9.8)", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Nerve Labyrinth", true)
		x.Ice(onr.FortRD, "Banpei", true)
		shield := x.Rig("Shield", drive)[0]
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Runner().Bits = 10
		x.Ready().ToTurn(runner)
		x.Runner().Actions = 5 // arranged: two runs, the Drive, the install and a third run
		runHQ(x)
		x.Do(runner, "prevent Shield") // Nerve Labyrinth's 2 Net damage: Shield's 2 of the turn
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			x.Take().PassAll()
		}
		want(t, "cards in hand after the first run", len(x.Runner().Hand), 5)
		x.Events = nil
		x.Do(runner, "run on R&D").PassAll()
		x.Do(corp, "trash Shield")
		x.Do(runner, "hold Shield on "+drive)
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			x.Take().PassAll()
		}
		x.Do(runner, bringTop)
		x.Do(runner, "install Shield")
		want(t, "the same Shield installed again", inZone(x, shield, onr.ZoneRig), true)
		runHQ(x)
		if !x.Offered(runner, "prevent Shield") {
			t.Fatalf("the Shield that came back is not offered against Nerve Labyrinth's Net damage (it kept the uses of the one that left): %s", x.Describe())
		}
		x.Do(runner, "prevent Shield")
		want(t, "cards in hand after the third run", len(x.Runner().Hand), 5)
	})
	t.Run("Cortical Stimulators: prevents 1 brain damage", func(t *testing.T) {
		x := runSetup(t, []string{"Cortical Scrub"}, []string{"Cortical Stimulators"}, 3, 5)
		runHQ(x)
		x.Do(runner, "prevent Cortical Stimulators")
		want(t, "brain damage", x.Runner().Brain, int32(0))
	})
	t.Run("Cortical Stimulators: 1 of Net or brain each turn, one limit for both", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, []string{"Cortical Stimulators"}, 3, 5)
		runHQ(x)
		x.Do(runner, "prevent Cortical Stimulators")
		want(t, "cards in hand", len(x.Runner().Hand), 2)
		x.Install(onr.FortRD, "Cortical Scrub", true)
		x.Ready()
		x.Do(runner, "run on R&D")
		x.PassAll()
		if x.Offered(runner, "prevent Cortical Stimulators") {
			t.Errorf("Cortical Stimulators prevents brain damage after Net damage the same turn")
		}
		takeDamage(x)
		want(t, "brain damage", x.Runner().Brain, int32(1))
	})

	t.Run("Armored Fridge: seven Ablative counters on install, each prevents 1 meat damage", func(t *testing.T) {
		x := meatDamage(t, []string{"Armored Fridge"}, 5, 0, 0)
		af := newest(x, "Armored Fridge")
		want(t, "counters on install", x.S.Cards[af].Counters, int32(7))
		x.Do(runner, "prevent Armored Fridge")
		x.Do(runner, "prevent Armored Fridge")
		x.Do(runner, "take")
		want(t, "counters left", x.S.Cards[af].Counters, int32(5))
		want(t, "cards in hand", len(x.Runner().Hand), 3)
	})
	t.Run("Armored Fridge: trashed when the last counter is removed", func(t *testing.T) {
		x := meatDamage(t, []string{"Armored Fridge"}, 5, 0, 0)
		af := newest(x, "Armored Fridge")
		x.S.Cards[af].Counters = 2
		x.Ready()
		x.Do(runner, "prevent Armored Fridge")
		want(t, "still installed with a counter", inZone(x, af, onr.ZoneRig), true)
		x.Do(runner, "prevent Armored Fridge")
		want(t, "in the trash", inZone(x, af, onr.ZoneDiscard), true)
		takeDamage(x)
		want(t, "cards in hand", len(x.Runner().Hand), 3)
	})

	t.Run("Trauma Team™: two counters on install, each prevents 1 meat damage", func(t *testing.T) {
		x := meatDamage(t, []string{"Trauma Team™"}, 5, 0, 0)
		tt := newest(x, "Trauma Team™")
		want(t, "counters on install", x.S.Cards[tt].Counters, int32(2))
		x.Do(runner, "prevent Trauma Team™")
		x.Do(runner, "prevent Trauma Team™")
		if x.Offered(runner, "prevent Trauma Team™") {
			t.Errorf("Trauma Team prevents without counters")
		}
		takeDamage(x)
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		want(t, "still installed", inZone(x, tt, onr.ZoneRig), true)
	})
	t.Run("Trauma Team™: [action] puts a Trauma counter on it", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig("Trauma Team™") })
		tt, actions := newest(x, "Trauma Team™"), x.Runner().Actions
		x.Do(runner, "use Trauma Team™: Put one Trauma counter on Trauma Team")
		want(t, "Runner actions left", x.Runner().Actions, actions-1)
		want(t, "counters", x.S.Cards[tt].Counters, int32(3))
	})

	t.Run("Full Body Conversion: prevents all meat damage when the Corp pays nothing", func(t *testing.T) {
		x := meatDamage(t, []string{"Full Body Conversion"}, 5, 2, 0)
		x.Do(runner, "prevent Full Body Conversion")
		x.Number(corp, 0)
		want(t, "cards in hand", len(x.Runner().Hand), 5)
		want(t, "Corp bits", x.Corp().Bits, int32(2))
	})
	t.Run("Full Body Conversion: each bit the Corp pays makes 1 point not prevented, and it does not prevent again", func(t *testing.T) {
		x := meatDamage(t, []string{"Full Body Conversion"}, 5, 2, 0)
		x.Do(runner, "prevent Full Body Conversion")
		x.Number(corp, 2)
		if x.Offered(runner, "prevent Full Body Conversion") {
			t.Errorf("offered again against the points the Corp paid for")
		}
		takeDamage(x)
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		want(t, "Corp bits", x.Corp().Bits, int32(0))
	})

	t.Run("Diplomatic Immunity: prevents all meat damage", func(t *testing.T) {
		x := meatDamage(t, []string{"Diplomatic Immunity"}, 5, 0, 0)
		x.Do(runner, "prevent Diplomatic Immunity")
		want(t, "cards in hand", len(x.Runner().Hand), 5)
	})
	t.Run("Diplomatic Immunity: the Corp pays 1 agenda point to cancel it until the end of the turn", func(t *testing.T) {
		x := meatDamage(t, []string{"Diplomatic Immunity"}, 5, 0, 2)
		x.Do(runner, "prevent Diplomatic Immunity")
		x.Do(corp, "pay 1 for Diplomatic Immunity")
		want(t, "Corp points", x.Corp().Points, int32(1))
		if x.Offered(runner, "prevent Diplomatic Immunity") {
			t.Errorf("offered again once cancelled")
		}
		takeDamage(x)
		want(t, "cards in hand", len(x.Runner().Hand), 1)
	})
}

func TestFlatlinePrevention(t *testing.T) {
	t.Run("Emergency Self-Construct: trashed when flatlined, the Runner survives without his hand; then three actions, hand size -1, meat damage prevented", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Nerve Labyrinth", true)
		esc := x.Rig("Emergency Self-Construct")[0]
		x.Hand(runner, "Jack 'n' Joe")
		x.Hand(corp, "Scorched Earth")
		x.Runner().Brain = 1
		x.Runner().Tags = 1
		x.Ready()
		x.ToTurn(onr.Runner)
		runHQ(x)
		x.Do(runner, "prevent Emergency Self-Construct")
		want(t, "in the trash", inZone(x, esc, onr.ZoneDiscard), true)
		want(t, "game over", x.S.Over, false)
		want(t, "cards in hand", len(x.Runner().Hand), 0)
		want(t, "brain damage", x.Runner().Brain, int32(0))
		want(t, "hand size", x.G.HandSize(runner), int32(4))
		x.ToTurn(onr.Corp)
		x.Corp().Bits = 5
		x.Do(corp, "play Scorched Earth")
		want(t, "game over after Scorched Earth", x.S.Over, false)
		want(t, "meat damage prevented", x.Logged("Emergency Self-Construct: 4 meat damage is prevented"), true)
		x.ToTurn(onr.Runner)
		want(t, "Runner actions", x.Runner().Actions, int32(3))
	})
	t.Run("Emergency Self-Construct: not offered when the damage does not flatline (R076, R344)", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, []string{"Emergency Self-Construct"}, 3, 5)
		runHQ(x)
		if x.Offered(runner, "prevent Emergency Self-Construct") {
			t.Errorf("offered with nothing to prevent: %q", x.Options(runner))
		}
	})

	t.Run("Arasaka Owns You: played when the damage would flatline, it prevents it and resets the Runner", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Scorched Earth")
		x.Install(onr.NewFort, "Main-Office Relocation", false)
		aoy := x.Hand(runner, "Arasaka Owns You", "Jack 'n' Joe")[0]
		x.Deck(runner, filler("Score!", 6)...)
		x.Runner().Tags = 2
		x.Runner().Brain = 1
		x.Ready()
		bits := x.Runner().Bits
		x.Corp().Bits = 3
		x.Do(corp, "play Scorched Earth")
		x.Do(runner, "prevent Arasaka Owns You")
		want(t, "in the trash", inZone(x, aoy, onr.ZoneDiscard), true)
		want(t, "game over", x.S.Over, false)
		want(t, "brain damage", x.Runner().Brain, int32(0))
		want(t, "cards in hand: refreshed to 5", len(x.Runner().Hand), 5)
		want(t, "Runner bits", x.Runner().Bits, bits+10)
		want(t, "tags", x.Runner().Tags, int32(0))
		x.ToTurn(onr.Runner)
		want(t, "turn", x.S.Turn > 3, true) // his next turn's four actions were forgone
		x.Do(runner, "run on fort 1")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "Runner points: the 3 stolen are forfeited", x.Runner().Points, int32(0))
	})
	t.Run("Arasaka Owns You: never played as an action, nor when the damage does not flatline (R268)", func(t *testing.T) {
		x := meatDamage(t, nil, 5, 0, 0)
		x.Hand(runner, "Arasaka Owns You")
		x.Ready()
		if x.Offered(runner, "prevent Arasaka Owns You") {
			t.Errorf("offered against damage that does not flatline: %q", x.Options(runner))
		}
		y := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Arasaka Owns You") })
		if y.Offered(runner, "play Arasaka Owns You") {
			t.Errorf("offered as an action: %q", y.Options(runner))
		}
	})
}

func TestLifesaverNanosurgeons(t *testing.T) {
	const draw = "use Lifesaver™ Nanosurgeons: Draw two cards"
	lifesaver := func(t *testing.T, rig ...string) *onrtest.Table {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Laser Wire", true)
		x.Rig(append([]string{"Lifesaver™ Nanosurgeons"}, rig...)...)
		x.Hand(runner, filler("Jack 'n' Joe", 3)...)
		x.Deck(runner, filler("Score!", 8)...)
		x.Ready()
		x.ToTurn(onr.Runner)
		if x.Offered(runner, draw) {
			t.Fatalf("offered before any damage")
		}
		runHQ(x)
		return x
	}
	t.Run("Lifesaver™ Nanosurgeons: [action] draws two cards during the three actions after the Runner was damaged", func(t *testing.T) {
		x := lifesaver(t)
		want(t, "cards in hand after 1 Net damage", len(x.Runner().Hand), 2)
		x.Do(runner, draw)
		want(t, "cards in hand after drawing", len(x.Runner().Hand), 4)
		x.Do(runner, draw)
		x.Do(runner, draw) // the third action after the damage
		want(t, "cards in hand", len(x.Runner().Hand), 8)
		for x.Offered(runner, "discard Score!") {
			x.Do(runner, "discard Score!")
		}
		x.ToTurn(onr.Corp)
		x.ToTurn(onr.Runner)
		if x.Offered(runner, draw) {
			t.Errorf("offered on the fourth action after the damage")
		}
	})
	t.Run("Lifesaver™ Nanosurgeons: not after damage prevented (R390)", func(t *testing.T) {
		x := lifesaver(t, "Shield")
		x.Do(runner, "prevent Shield")
		if x.Offered(runner, draw) {
			t.Errorf("offered after the damage was prevented")
		}
	})
	t.Run("Lifesaver™ Nanosurgeons: [trash] prevents 1 brain damage", func(t *testing.T) {
		x := runSetup(t, []string{"Cortical Scrub"}, []string{"Lifesaver™ Nanosurgeons"}, 3, 5)
		runHQ(x)
		x.Do(runner, "prevent Lifesaver™ Nanosurgeons")
		want(t, "brain damage", x.Runner().Brain, int32(0))
		want(t, "in the trash", inZone(x, newest(x, "Lifesaver™ Nanosurgeons"), onr.ZoneDiscard), true)
	})
}

func TestTrodeSet(t *testing.T) {
	const trode = "Microtech 'Trode Set"
	t.Run("Microtech 'Trode Set: breaking each subroutine costs 1 bit more", func(t *testing.T) {
		x := runSetup(t, []string{"Wall of Static"}, []string{trode, "Krash"}, 3, 10)
		runHQ(x)
		for x.Offered(runner, "pump Krash: +1 strength for 2") && x.G.BreakerStrength(newest(x, "Krash")) < x.G.IceStrength(newest(x, "Wall of Static")) {
			x.Do(runner, "pump Krash: +1 strength for 2")
		}
		before := x.Runner().Bits
		x.Do(runner, "break subroutine 1 with Krash")
		want(t, "bits paid for the break", before-x.Runner().Bits, int32(3))
	})
	t.Run("Microtech 'Trode Set: AP subroutines that neither trace nor do Net damage are ignored (R405)", func(t *testing.T) {
		x := runSetup(t, []string{"Cortical Scrub"}, []string{trode, "Krash"}, 3, 10)
		runHQ(x)
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "brain damage", x.Runner().Brain, int32(0))
		wantSuccessful(t, x)
	})
	t.Run("Microtech 'Trode Set: of an AP subroutine's Net damage, all but 1 is prevented", func(t *testing.T) {
		x := runSetup(t, []string{"Bolter Cluster"}, []string{trode}, 5, 10)
		runHQ(x)
		if n := x.G.SubroutineCount(newest(x, "Bolter Cluster")); n != 1 {
			t.Errorf("Bolter Cluster has %d subroutines, want 1: its second is ignored", n)
		}
		x.Do(runner, "prevent "+trode)
		if x.Offered(runner, "prevent "+trode) {
			t.Errorf("offered again against the last point")
		}
		takeDamage(x)
		want(t, "cards in hand", len(x.Runner().Hand), 4)
	})
}

func TestFlatlinePreventionHidesCardsBackInHand(t *testing.T) {
	const esc = "Emergency Self-Construct"
	t.Run(esc+": meat damage prevented once it is back in the Runner's hand, the Corp reads no name of it, the Runner does", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Nerve Labyrinth", true)
		x.Rig(esc)
		x.EmptyDeck(runner)
		x.Hand(runner, "Jack 'n' Joe")
		x.Hand(corp, "Scorched Earth")
		x.Runner().Brain = 1
		x.Runner().Tags = 1
		x.Ready()
		x.ToTurn(onr.Runner)
		runHQ(x)
		x.Do(runner, "prevent "+esc)
		x.ToTurn(onr.Runner)
		// MIT West Tier shuffles the trash into the empty stack and draws
		// it: the Self-Construct is in hand again.
		x.Hand(runner, "MIT West Tier")
		x.Runner().Bits = 20
		x.G.Reprompt()
		x.Do(runner, "play MIT West Tier").PassAll()
		if c := newest(x, esc); !inZone(x, c, onr.ZoneHand) {
			t.Fatalf("%s not back in hand: zone %v", esc, x.S.Cards[c].Zone)
		}
		x.ToTurn(onr.Corp)
		x.Corp().Bits = 5
		x.Events = nil
		x.Do(corp, "play Scorched Earth")
		want(t, "game over after Scorched Earth", x.S.Over, false)
		var runnerRead bool
		for _, e := range x.Events {
			if r := e.ReadBy(x.Seat(corp)).Text(); strings.Contains(r, esc) {
				t.Errorf("the Corp reads %q while %s is in the Runner's hand", r, esc)
			}
			if r := e.ReadBy(x.Seat(runner)).Text(); strings.Contains(r, "prevented") && strings.Contains(r, esc) {
				runnerRead = true
			}
		}
		if !runnerRead {
			t.Errorf("the Runner never reads that %s prevents the damage", esc)
		}
	})
	const aoy = "Arasaka Owns You"
	t.Run(aoy+": its points forfeited once it is back in the Runner's stack or hand, the Corp reads no name of it, the Runner does", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Scorched Earth")
		x.Install(onr.NewFort, "Main-Office Relocation", false)
		x.Hand(runner, aoy, "Jack 'n' Joe")
		x.Deck(runner, filler("Score!", 6)...)
		x.Runner().Tags = 2
		x.Runner().Brain = 1
		x.Ready()
		x.Corp().Bits = 3
		x.Do(corp, "play Scorched Earth")
		x.Do(runner, "prevent "+aoy)
		x.ToTurn(onr.Runner) // his next four actions were forgone
		// MIT West Tier shuffles the hand and the trash into the stack:
		// Arasaka Owns You is hidden again, in the stack or the hand.
		x.Hand(runner, "MIT West Tier")
		x.Runner().Bits = 20
		x.G.Reprompt()
		x.Do(runner, "play MIT West Tier").PassAll()
		if c := newest(x, aoy); x.G.Visible(c, x.Seat(corp)) {
			t.Fatalf("%s not hidden from the Corp: zone %v", aoy, x.S.Cards[c].Zone)
		}
		x.Events = nil
		x.Do(runner, "run on fort 1")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "Runner points: the 3 stolen are forfeited", x.Runner().Points, int32(0))
		var runnerRead bool
		for _, e := range x.Events {
			if r := e.ReadBy(x.Seat(corp)).Text(); strings.Contains(r, aoy) {
				t.Errorf("the Corp reads %q while %s is hidden from it", r, aoy)
			}
			if r := e.ReadBy(x.Seat(runner)).Text(); strings.Contains(r, "forfeits") && strings.Contains(r, aoy) {
				runnerRead = true
			}
		}
		if !runnerRead {
			t.Errorf("the Runner never reads that %s forfeits the points", aoy)
		}
	})
}
