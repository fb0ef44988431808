package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestDecksAndChips(t *testing.T) {
	// Chips: bits only for killers during runs (errata R314, R525).
	for _, tc := range []struct {
		title string
		bits  int32
	}{{"Corolla Speed Chip", 1}, {"ZZ22 Speed Chip", 2}} {
		t.Run(tc.title+": its bits pay for killers only, and are replaced next turn", func(t *testing.T) {
			if x, _ := restrictedRun(t, "Wall of Static", 0, tc.title, "Dwarf"); x.Offered(runner, "break subroutine 1 with Dwarf") {
				t.Fatalf("its bits paid for Dwarf, not a killer")
			}
			x, c := restrictedRun(t, "Banpei", 0, tc.title, "Codeslinger")
			x.Do(runner, "break subroutine 1 with Codeslinger")
			want(t, "bits left on it", x.S.Cards[c].Bits, tc.bits-1)
			want(t, "Runner pool", x.Runner().Bits, int32(0))
			nextRunnerTurn(x)
			want(t, "bits on it at the next turn", x.S.Cards[c].Bits, tc.bits)
		})
	}

	// Link bits: only to increase link, never to set a base link (R413,
	// R422, R490; ONR-12.1.4).
	link := []struct {
		title    string
		bits, mu int32
	}{{"Pandora's Deck", 3, 6}, {"PK-6089a", 3, 5}, {"Techtronica™ Utility Suit", 5, 5}, {"Hell's Run", 1, 4}, {"Little Black Box", 1, 5}}
	for _, tc := range link {
		t.Run(tc.title+": its bits pay for +1 link, not for a base link, and are replaced next turn", func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, filler("Data Wall", 5)...)
			bloodCat(x)
			c := x.Rig(tc.title, "Access to Kiribati")[0]
			x.Runner().Bits = 1
			x.Ready()
			avail, _ := x.G.MU()
			want(t, "MU", avail, tc.mu)
			want(t, "bits on it", x.S.Cards[c].Bits, tc.bits)
			x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
			x.Number(corp, 5)
			x.Do(runner, "base-link Access to Kiribati") // 1 from the pool
			want(t, "+1 links the Runner may buy", x.Decision(runner).Max, int(tc.bits))
			x.Number(runner, int(tc.bits))
			x.PassAll()
			want(t, "Runner pool", x.Runner().Bits, int32(0))
			want(t, "bits left on it", x.S.Cards[c].Bits, int32(0))
			x.ToTurn(runner)
			want(t, "bits on it at the next turn", x.S.Cards[c].Bits, tc.bits)
		})
	}
	t.Run("Pandora's Deck: its bits cannot set a base link (R413)", func(t *testing.T) {
		x := newTable(t)
		bloodCat(x)
		x.Rig("Pandora's Deck", "Access through Alpha")
		x.Runner().Bits = 0
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		x.Number(corp, 5)
		if x.Offered(runner, "base-link Access through Alpha") {
			t.Fatalf("Pandora's Deck's bits paid for Alpha's base link: %q", x.Options(runner))
		}
	})
	t.Run("Techtronica™ Utility Suit: prevents up to 1 meat damage each turn (R489)", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Hand(corp, "Scorched Earth", "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Rig("Techtronica™ Utility Suit")
		x.Runner().Tags = 1
		x.Corp().Bits = 10
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		x.Do(runner, "prevent Techtronica™ Utility Suit")
		if x.Offered(runner, "prevent Techtronica™ Utility Suit") {
			t.Fatalf("a second point prevented")
		}
		x.Take()
		want(t, "cards in hand (3 of 4 meat damage)", len(x.Runner().Hand), 2)
	})
	t.Run("Sunburst Cranial Interface: +1 MU, +1 hand size", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig("Sunburst Cranial Interface") })
		avail, _ := x.G.MU()
		want(t, "MU", avail, int32(5))
		want(t, "hand size", x.G.HandSize(runner), int32(6))
	})
	t.Run("Raven Microcyb Owl: +1 MU", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig("Raven Microcyb Owl") })
		avail, _ := x.G.MU()
		want(t, "MU", avail, int32(5))
	})
	t.Run("Zetatech Portastation: its bit pays only to play preps", func(t *testing.T) {
		x := newTable(t)
		c := x.Rig("Zetatech Portastation")[0]
		x.Hand(runner, "WuTech Mem Chip", "Hunt Club BBS")
		x.Runner().Bits = 0
		x.Ready().ToTurn(runner)
		if x.Offered(runner, "install WuTech Mem Chip") {
			t.Fatalf("its bit paid for hardware")
		}
		x.Do(runner, "play Hunt Club BBS")
		want(t, "bits on it", x.S.Cards[c].Bits, int32(0))
		want(t, "Runner pool", x.Runner().Bits, int32(0))
		want(t, "Hunt Club BBS in the trash", len(x.Runner().Discard), 1)
	})
	t.Run("Eurocorpse™ Spin Chip: hosts one icebreaker of 1 MU (not Rent-I-Con, 2 MU), whose uses only its bits pay for", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		chip := x.Rig("Eurocorpse™ Spin Chip", "Hammer")[0]
		x.Hand(runner, "Dwarf", "Poltergeist", "Rent-I-Con")
		x.Runner().Bits = 6
		x.Ready().ToTurn(runner)
		if x.Offered(runner, "install Poltergeist in Eurocorpse™ Spin Chip") {
			t.Fatalf("a program that is not an icebreaker offered to the chip")
		}
		if x.Offered(runner, "install Rent-I-Con in Eurocorpse™ Spin Chip") {
			t.Fatalf("an icebreaker of 2 MU offered to the chip")
		}
		x.Do(runner, "install Dwarf in Eurocorpse™ Spin Chip")
		_, used := x.G.MU()
		want(t, "MU used (Hammer only)", used, int32(1))
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Dwarf")
		want(t, "bits on the chip", x.S.Cards[chip].Bits, int32(1))
		want(t, "Runner pool", x.Runner().Bits, int32(0))
	})
	t.Run("Eurocorpse™ Spin Chip: its bits do not pay for an icebreaker outside it", func(t *testing.T) {
		x, chip := restrictedRun(t, "Wall of Static", 0, "Eurocorpse™ Spin Chip", "Dwarf")
		if x.Offered(runner, "break subroutine 1 with Dwarf") {
			t.Fatalf("the chip's bits paid for Dwarf outside it")
		}
		want(t, "bits on the chip", x.S.Cards[chip].Bits, int32(2))
	})
	t.Run("Lucidrine™ Drip Feed: a counter and an action at each turn start, then at two counters 1 brain damage (R401)", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 9)...)
		x.Hand(runner, filler("Jack 'n' Joe", 3)...)
		feed := x.Rig("Lucidrine™ Drip Feed")[0]
		x.Ready()
		for turn, w := range []struct{ actions, counters, brain int32 }{{5, 1, 0}, {5, 2, 0}, {4, 0, 1}, {5, 1, 1}} {
			x.ToTurn(runner)
			want(t, fmt.Sprintf("turn %d: actions", turn+1), x.Runner().Actions, w.actions)
			want(t, fmt.Sprintf("turn %d: Drip counters", turn+1), x.S.Cards[feed].Counters, w.counters)
			want(t, fmt.Sprintf("turn %d: brain damage", turn+1), x.Runner().Brain, w.brain)
			x.ToTurn(corp)
		}
	})
	t.Run("Omnitech Wet Drive: base MU is the cards in hand; programs over it are trashed", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Rig("Omnitech Wet Drive", "Dwarf", "Hammer")
		x.Hand(runner, "Livewire's Contacts", "Livewire's Contacts", "Jack 'n' Joe")
		x.Ready().ToTurn(runner)
		avail, used := x.G.MU()
		want(t, "MU with 3 cards in hand", avail, int32(3))
		want(t, "MU used", used, int32(2))
		x.Do(runner, "play Livewire's Contacts").PassAll()
		avail, _ = x.G.MU()
		want(t, "MU with 2 cards in hand", avail, int32(2))
		x.Do(runner, "play Livewire's Contacts")
		x.Do(runner, "trash-program Dwarf")
		avail, used = x.G.MU()
		want(t, "MU with 1 card in hand", avail, int32(1))
		want(t, "MU used after the trash", used, int32(1))
	})
	const tap = "Omnitech \"Spinal Tap\" Cybermodem"
	t.Run(tap+": at the start of each of the Runner's turns a die; on a 1, 2 brain damage that cannot be prevented", func(t *testing.T) {
		seen := map[int]bool{} // faces: every one is asserted
		for seed := uint64(1); seed < 200 && len(seen) < 6; seed++ {
			x := onrtest.New(t, seed)
			x.Rig(tap)
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.ToTurn(runner)
			roll := 0
			for _, e := range x.Events {
				if e.Type == "die" {
					fmt.Sscanf(e.Text()[strings.LastIndex(e.Text(), " rolls "):], " rolls %d", &roll)
				}
			}
			if roll < 1 || roll > 6 {
				t.Fatalf("seed %d: no die roll logged: %v", seed, x.Events)
			}
			want(t, fmt.Sprintf("seed %d (rolled %d): brain damage", seed, roll), x.Runner().Brain, map[bool]int32{true: 2, false: 0}[roll == 1])
			seen[roll] = true
		}
		if len(seen) < 6 {
			t.Errorf("seeds 1-199 never rolled every face: %v", seen)
		}
	})
	t.Run(tap+": +1 MU; its bits pay for icebreakers or for +1 link", func(t *testing.T) {
		x, c := restrictedRun(t, "Wall of Static", 0, tap, "Dwarf")
		avail, _ := x.G.MU()
		want(t, "MU", avail, int32(5))
		x.Do(runner, "break subroutine 1 with Dwarf")
		want(t, "bits on it after a break", x.S.Cards[c].Bits, int32(1))
		y := newTable(t)
		bloodCat(y)
		d := y.Rig(tap, "Access to Kiribati")[0]
		y.Runner().Bits = 1
		y.Ready()
		y.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, y, 5, 2, "Access to Kiribati", 2) // its 2 bits: link 3 against 2
		y.PassAll()
		want(t, "bits on it after two +1 link", y.S.Cards[d].Bits, int32(0))
		want(t, "tags", y.Runner().Tags, int32(0))
	})
	t.Run(tap+": if it leaves play, 2 brain damage", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Deck(corp, filler("Data Wall", 5)...)
			x.Rig(tap)
			x.Hand(runner, "PK-6089a", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
			x.Runner().Bits = 10
		})
		brain := x.Runner().Brain
		x.Do(runner, "install PK-6089a") // only one deck: the older is trashed (ONR-8.9.1)
		want(t, "brain damage taken as it left play", x.Runner().Brain-brain, int32(2))
	})
	t.Run("Little Black Box: +1 hand size; prevents 1 Net or brain damage each turn, one limit for both", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, []string{"Little Black Box"}, 3, 5)
		want(t, "hand size", x.G.HandSize(runner), int32(6))
		runHQ(x)
		x.Do(runner, "prevent Little Black Box")
		want(t, "cards in hand (1 of 2 Net damage)", len(x.Runner().Hand), 2)
		y := runSetup(t, []string{"Cortical Scrub"}, []string{"Little Black Box"}, 3, 5)
		runHQ(y)
		y.Do(runner, "prevent Little Black Box")
		want(t, "brain damage prevented", y.Runner().Brain, int32(0))
		z := newTable(t)
		z.Ice(onr.FortHQ, "Nerve Labyrinth", true)
		z.Ice(onr.FortRD, "Cortical Scrub", true)
		z.Rig("Little Black Box")
		z.Hand(runner, filler("Jack 'n' Joe", 4)...)
		z.Ready().ToTurn(runner)
		runHQ(z)
		z.Do(runner, "prevent Little Black Box") // 1 of the Net damage
		z.Take()
		z.Do(runner, "run on R&D").PassAll()
		if z.Offered(runner, "prevent Little Black Box") {
			t.Errorf("brain damage prevented after Net damage the same turn")
		}
		z.Take()
		want(t, "brain damage taken", z.Runner().Brain, int32(1))
	})
}
