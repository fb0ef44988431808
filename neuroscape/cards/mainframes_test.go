package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// corpo returns how many Corpo characters seat controls.
func (tb *table) corpo(seat engine.Seat) int {
	n := 0
	for _, id := range tb.st().P[seat].Play {
		if c, _ := carddb.Lookup(tb.name(id)); slices.Contains(c.Factions, "Corpo") {
			n++
		}
	}
	return n
}

// TestSlotCards checks the protocols and viruses in games: attached where
// they may go, and their netcheck effects.
func TestSlotCards(t *testing.T) {
	t.Run("SYSTEM ERROR: on an opponent's mainframe, 2 MF damage to that player at their netcheck", func(t *testing.T) {
		tb := newTable(t, 3, deck("FIRESTARTER", "ADMIN", "SYSTEM ERROR"), deck("FIRESTARTER", "ADMIN", "SYSTEM ERROR"))
		d, i := tb.until(tb.wants("play", "SYSTEM ERROR", player))
		victim := engine.Seat(-1 - d.Options[i].Target)
		if victim%2 == d.Seat%2 {
			t.Fatalf("SYSTEM ERROR offered on p%d's own side", d.Seat+1)
		}
		tb.apply(d, i)
		tb.resolve()
		// Until the victim's Deploy stage ends: then its netcheck.
		d, i = tb.until(func(d engine.Decision, o engine.Option) bool {
			return d.Seat == victim && tb.st().Active == victim && strings.HasPrefix(d.Prompt, "Deploy") && o.Verb.String() == "done"
		})
		mf := tb.st().Health[victim%2][neuroscape.MF]
		tb.apply(d, i)
		if got := tb.st().Health[victim%2][neuroscape.MF]; got != mf-2 {
			t.Fatalf("p%d at %d MF after its netcheck, want %d", victim+1, got, mf-2)
		}
	})
	t.Run("TERMINATE: destroys a program in a slot, which frees it", func(t *testing.T) {
		tb := newTable(t, 3, deck("FIRESTARTER", "ADMIN", "SYSTEM ERROR", "TERMINATE"), deck("FIRESTARTER", "ADMIN", "SYSTEM ERROR", "TERMINATE"))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.wants("play", "SYSTEM ERROR", player)(d, o) || tb.wants("play", "TERMINATE", character)(d, o)
		})
		for tb.name(int32(d.Options[i].Card)) != "TERMINATE" {
			tb.apply(d, i)
			d, i = tb.until(func(d engine.Decision, o engine.Option) bool {
				return tb.wants("play", "SYSTEM ERROR", player)(d, o) || tb.wants("play", "TERMINATE", character)(d, o)
			})
		}
		target := int32(d.Options[i].Target)
		tb.apply(d, i)
		tb.resolve()
		if z := tb.st().Objs[target-1].Zone.String(); z != "recycle bin" {
			t.Fatalf("%s in %s, want the recycle bin", tb.name(target), z)
		}
	})
	t.Run("GENERATIONAL WEALTH: on its player's mainframe, a d20 at its netcheck, 9 or more installs 1 RAM running", func(t *testing.T) {
		installs := 0
		for seed := uint64(1); seed <= 12; seed++ {
			tb := newTable(t, seed, deck("A-Z LUXUREON", "UNPAID INTERN", "GENERATIONAL WEALTH"), deck("A-Z LUXUREON", "UNPAID INTERN", "GENERATIONAL WEALTH"))
			d, i := tb.until(tb.wants("play", "GENERATIONAL WEALTH", player))
			if engine.Seat(-1-d.Options[i].Target)%2 != d.Seat%2 {
				t.Fatal("GENERATIONAL WEALTH offered on an opponent's mainframe")
			}
			tb.apply(d, i)
			tb.resolve()
			seat := d.Seat
			d, i = tb.until(func(d engine.Decision, o engine.Option) bool {
				return d.Seat == seat && tb.st().Active == seat && strings.HasPrefix(d.Prompt, "Deploy") && o.Verb.String() == "done"
			})
			before := len(tb.st().P[seat].RAMDeck)
			rng := tb.st().RNG
			roll := rng.IntN(20) + 1 // the roll it will make
			tb.apply(d, i)
			got := before - len(tb.st().P[seat].RAMDeck)
			if want := map[bool]int{true: 1, false: 0}[roll >= 9]; got != want {
				t.Fatalf("seed %d: rolled %d, installed %d, want %d", seed, roll, got, want)
			}
			installs += got
		}
		if installs == 0 {
			t.Fatal("no roll of 9 or more in 12 games: nothing checked")
		}
	})
}

// TestMainframes checks each defined mainframe's tiers in a game.
func TestMainframes(t *testing.T) {
	for _, c := range []struct {
		name           string
		lo, hi         int // Corpo synergy in [lo, hi]
		bf, mf         int32
		ramDeck, fresh int // RAM deck change, refreshed RAM gained
	}{
		{"OMNIS BLOOD DIAMOND: with 2 Corpo, on your NETCHECK lose 1 MF and 1 BF, install 1 RAM running", 2, 3, 1, 1, 1, 0},
		{"OMNIS BLOOD DIAMOND: with 4 Corpo, instead lose 2 and 2, install 2 RAM refreshed", 4, 99, 2, 2, 2, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, 3, deck("OMNIS BLOOD DIAMOND", "UNPAID INTERN"), deck("OMNIS BLOOD DIAMOND", "UNPAID INTERN"))
			d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
				n := tb.corpo(d.Seat)
				return strings.HasPrefix(d.Prompt, "Deploy") && o.Verb.String() == "done" && n >= c.lo && n <= c.hi
			})
			before := neuroscape.GameOf(tb.st())
			r0, _ := (&table{t: t, g: before}).bank(d.Seat)
			tb.apply(d, i) // the Deploy stage ends: the netcheck
			team := int(d.Seat) % 2
			h, h0 := tb.st().Health[team], before.State().Health[team]
			r, _ := tb.bank(d.Seat)
			if h0[neuroscape.BF]-h[neuroscape.BF] != c.bf || h0[neuroscape.MF]-h[neuroscape.MF] != c.mf ||
				len(before.State().P[d.Seat].RAMDeck)-len(tb.st().P[d.Seat].RAMDeck) != c.ramDeck || r-r0 != c.fresh {
				t.Fatalf("health %v from %v, RAM deck %d from %d, refreshed %d from %d", h, h0, len(tb.st().P[d.Seat].RAMDeck), len(before.State().P[d.Seat].RAMDeck), r, r0)
			}
		})
	}
	for _, c := range []struct {
		name   string
		lo, hi int
		dmg    int32
	}{
		{"FIRESTARTER: with 2 Hacker, playing a Hacker script deals 1 MF damage to any target, chosen as it takes effect", 2, 3, 1},
		{"FIRESTARTER: with 4 Hacker, instead 2 MF damage", 4, 99, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, 3, deck("FIRESTARTER", "ADMIN", "ADMIN", "OVERLOAD MK. I"), deck("FIRESTARTER", "ADMIN", "ADMIN", "OVERLOAD MK. I"))
			hackers := func(seat engine.Seat) int {
				n := 0
				for _, id := range tb.st().P[seat].Play {
					if tb.name(id) == "ADMIN" {
						n++
					}
				}
				return n
			}
			d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
				n := hackers(d.Seat)
				return n >= c.lo && n <= c.hi && tb.wants("play", "OVERLOAD MK. I", player)(d, o) && o.Target == -2+int(d.Seat)
			})
			tb.apply(d, i) // the script at the other player, -1-(1-seat)
			foe := 1 - int(d.Seat)
			trig := tb.g.Pending()[0]
			if trig.Rule != "NS-9.3" || trig.Seat != d.Seat {
				t.Fatalf("after the script: %q for seat %d, want its player choosing the tier's target", trig.Prompt, trig.Seat)
			}
			mf0 := tb.st().Health[foe][neuroscape.MF]
			for j, o := range trig.Options {
				if o.Target == -1-foe {
					tb.apply(trig, j)
				}
			}
			if got := tb.st().Health[foe][neuroscape.MF]; got != mf0-c.dmg {
				t.Fatalf("the foe at %d MF after the tier, want %d", got, mf0-c.dmg)
			}
			if next := tb.g.Pending()[0]; next.Rule == "NS-9.3" {
				t.Fatal("a second tier triggered: the higher tier replaces the lower (NS-4.4 instead)")
			}
			tb.resolve()
			if got := tb.st().Health[foe][neuroscape.MF]; got != mf0-c.dmg-2 {
				t.Fatalf("the foe at %d MF after the script, want %d", got, mf0-c.dmg-2)
			}
		})
	}
	t.Run("A-Z LUXUREON: with 2 Corpo, RAM installed running comes in refreshed", func(t *testing.T) {
		tb := newTable(t, 3, deck("A-Z LUXUREON", "UNPAID INTERN", "TRUSTFUND BABY"), deck("A-Z LUXUREON", "UNPAID INTERN", "TRUSTFUND BABY"))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			return tb.corpo(d.Seat) >= 2 && o.Verb.String() == "play" && tb.name(int32(o.Card)) == "TRUSTFUND BABY"
		})
		before := neuroscape.GameOf(tb.st())
		_, n0 := (&table{t: t, g: before}).bank(d.Seat)
		tb.apply(d, i)
		tb.resolve()
		if _, n := tb.bank(d.Seat); n != n0 || len(tb.st().P[d.Seat].RAMDeck) != len(before.State().P[d.Seat].RAMDeck)-1 {
			t.Fatalf("running RAM %d from %d: the install came in running", n, n0)
		}
	})
	t.Run("A-Z LUXUREON: with 4 Corpo, install 1 RAM on your SYSTEM CHECK", func(t *testing.T) {
		for _, want := range []int{0, 1} {
			tb := newTable(t, 3, deck("A-Z LUXUREON", "UNPAID INTERN"), deck("A-Z LUXUREON", "UNPAID INTERN"))
			var prev *neuroscape.Game
			for step := 0; ; step++ {
				if step > 3000 {
					t.Fatal("never reached")
				}
				d := tb.g.Pending()[0]
				if d.Rule == "NS-16.3" && prev != nil && tb.st().Active == d.Seat && len(prev.State().P[d.Seat].RAMDeck) > 0 {
					n := (&table{t: t, g: prev}).corpo(d.Seat)
					if (want == 1) == (n >= 4) && prev.State().Active != d.Seat {
						got := len(prev.State().P[d.Seat].RAMDeck) - len(tb.st().P[d.Seat].RAMDeck)
						if got != want {
							t.Fatalf("with %d Corpo: %d RAM installed at the start of the turn, want %d", n, got, want)
						}
						break
					}
				}
				prev = neuroscape.GameOf(tb.st())
				tb.apply(d, tb.policy(d))
			}
		}
	})
}

// TestSpotlight checks SPOTLIGHT's tier 1 in a game: destroying an
// opponent's character installs 1 RAM running.
func TestSpotlight(t *testing.T) {
	t.Run("SPOTLIGHT: with 1 Thrasher and 1 Corpo, destroying an opponent's character installs 1 RAM running", func(t *testing.T) {
		names := []string{"DEATH METAL", "ROADIE", "SEEKER DRONES"}
		tb := newTable(t, 3, deck("SPOTLIGHT", names...), deck("SPOTLIGHT", names...))
		d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
			if !tb.wants("play", "DEATH METAL", character)(d, o) || tb.st().Objs[o.Target-1].Ctrl == d.Seat {
				return false
			}
			kinds := map[string]bool{}
			for _, id := range tb.st().P[d.Seat].Play {
				kinds[tb.name(id)] = true
			}
			return kinds["ROADIE"] && kinds["SEEKER DRONES"]
		})
		before := tb.g.Clone().(*neuroscape.Game).State()
		r0, n0 := (&table{t: t, g: neuroscape.GameOf(before)}).bank(d.Seat)
		tb.apply(d, i)
		tb.resolve()
		r, n := tb.bank(d.Seat)
		cost := *mustCard("DEATH METAL").RAMCost
		if got, want := len(tb.st().P[d.Seat].RAMDeck), len(before.P[d.Seat].RAMDeck)-1; got != want || r != r0-cost || n != n0+cost+1 {
			t.Fatalf("RAM deck %d (want %d), bank %dR/%dN from %dR/%dN: want %d run and 1 more running", got, want, r, n, r0, n0, cost)
		}
	})
}
