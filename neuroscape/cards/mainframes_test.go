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
		rolled := map[int]bool{}
		for seed := uint64(1); seed <= 12 || (!rolled[8] || !rolled[9]) && seed <= 400; seed++ {
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
			rolled[roll] = true
		}
		if installs == 0 || !rolled[8] || !rolled[9] {
			t.Fatalf("rolls %v: the boundary (8 installs nothing, 9 installs) was not checked", rolled)
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

// TestSpotlightTiers checks SPOTLIGHT's tiers on positions: its player
// destroys two of an opponent's characters in one turn with DELETE; at 1
// Thrasher and 1 Corpo only the first installs 1 RAM running (once per
// turn), at 2 and 2 each does.
func TestSpotlightTiers(t *testing.T) {
	for _, c := range []struct {
		what     string
		each     int // Thrasher and Corpo characters of its player
		installs []int
	}{
		{"SPOTLIGHT: with 1 Thrasher and 1 Corpo, only the first destroy of a turn installs 1 RAM running", 1, []int{1, 0}},
		{"SPOTLIGHT: with 2 Thrasher and 2 Corpo, each destroy of an opponent's character installs 1 RAM running", 2, []int{1, 1}},
	} {
		t.Run(c.what, func(t *testing.T) {
			pos, err := neuroscape.NewPosition(2, 1, "SPOTLIGHT")
			if err != nil {
				t.Fatal(err)
			}
			for range c.each {
				for _, name := range []string{"NAMELESS", "UNPAID INTERN"} {
					if _, err := pos.AddCharacter(0, name, neuroscape.InPlay{Committed: -1}); err != nil {
						t.Fatal(err)
					}
				}
			}
			var foes []int32
			for range 2 {
				id, err := pos.AddCharacter(1, "VIRTUAL KID", neuroscape.InPlay{Committed: -1})
				if err != nil {
					t.Fatal(err)
				}
				foes = append(foes, id)
			}
			for range 2 {
				if _, err := pos.AddHand(0, "DELETE"); err != nil {
					t.Fatal(err)
				}
			}
			if err := pos.AddBank(0, 8, 0); err != nil {
				t.Fatal(err)
			}
			if err := pos.AddRAMDeck(0, 5); err != nil {
				t.Fatal(err)
			}
			g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
			if err != nil {
				t.Fatal(err)
			}
			tb := &table{t: t, g: g}
			cost := *mustCard("DELETE").RAMCost
			for k, foe := range foes {
				d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
					return d.Seat == 0 && tb.wants("play", "DELETE", character)(d, o) && int32(o.Target) == foe
				})
				r0, n0 := tb.bank(0)
				deck0 := len(tb.st().P[0].RAMDeck)
				tb.apply(d, i)
				tb.resolve()
				if z := tb.zoneOf(foe); z != "recycle bin" {
					t.Fatalf("destroy %d: the opponent's character in %s", k+1, z)
				}
				r, n := tb.bank(0)
				want := c.installs[k]
				if got := deck0 - len(tb.st().P[0].RAMDeck); got != want || r != r0-cost || n != n0+cost+want {
					t.Fatalf("destroy %d: %d RAM installed (want %d), bank %dR/%dN from %dR/%dN: want %d run and %d more running", k+1, got, want, r, n, r0, n0, cost, want)
				}
			}
		})
	}
}

// TestInstallsComeInRunning checks the cards that install RAM running on
// positions under FIRESTARTER, no tier of which changes how RAM comes in:
// the RAM that leaves the RAM deck is in the bank, running (NS-5.2).
func TestInstallsComeInRunning(t *testing.T) {
	for _, c := range []struct {
		what    string
		card    string
		corpo   int // UNPAID INTERNs in play
		install int
	}{
		{"TRUSTFUND BABY: on enter, installs 1 RAM running", "TRUSTFUND BABY", 0, 1},
		{"MARKET MANIPULATION: installs X RAM running, X its player's Corpo synergy (2)", "MARKET MANIPULATION", 2, 2},
	} {
		t.Run(c.what, func(t *testing.T) {
			pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
			if err != nil {
				t.Fatal(err)
			}
			for range c.corpo {
				if _, err := pos.AddCharacter(0, "UNPAID INTERN", neuroscape.InPlay{Committed: -1}); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := pos.AddHand(0, c.card); err != nil {
				t.Fatal(err)
			}
			if err := pos.AddBank(0, 6, 0); err != nil {
				t.Fatal(err)
			}
			if err := pos.AddRAMDeck(0, 5); err != nil {
				t.Fatal(err)
			}
			g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
			if err != nil {
				t.Fatal(err)
			}
			tb := &table{t: t, g: g}
			d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
				return d.Seat == 0 && tb.wants("play", c.card, none)(d, o)
			})
			ramDeck := slices.Clone(tb.st().P[0].RAMDeck)
			tb.apply(d, i)
			tb.resolve()
			var installed []int32
			for _, id := range ramDeck {
				if !slices.Contains(tb.st().P[0].RAMDeck, id) {
					installed = append(installed, id)
				}
			}
			if len(installed) != c.install {
				t.Fatalf("%d RAM left the RAM deck, want %d", len(installed), c.install)
			}
			for _, id := range installed {
				if o := tb.st().Objs[id-1]; o.Zone.String() != "RAM bank" || !o.Running {
					t.Fatalf("RAM %d installed in %s, running %v: want in the bank running", id, o.Zone, o.Running)
				}
			}
		})
	}
}
