package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ranLastTurn readies a table whose Corp holds card in HQ: the Corp passes
// its first turn, the Runner plays one (running on the Archives if ran),
// and the Corp's second turn begins with bits bits.
func ranLastTurn(t *testing.T, card string, ran bool, bits int32) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Hand(corp, card)
	x.Deck(corp, filler("Data Wall", 2)...)
	x.Rig("Access to Kiribati")
	x.Ready()
	x.ToTurn(onr.Runner)
	if ran {
		x.Do(runner, "run on the Archives")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
	}
	x.ToTurn(onr.Corp)
	x.Corp().Bits = bits
	return x
}

func TestManhunt(t *testing.T) {
	t.Run("Manhunt: not playable if the Runner made no run during his last turn", func(t *testing.T) {
		x := ranLastTurn(t, "Manhunt", false, 12)
		if x.Offered(corp, "play Manhunt") {
			t.Errorf("playable although the Runner did not run")
		}
	})
	for _, tc := range []struct {
		name string
		bid  int
		base string
		buys int
		tags int32
	}{
		{"Manhunt: trace 6 beats link 3 by 3, three tags", 6, "Access to Kiribati", 2, 3},
		{"Manhunt: trace 5 beats link 1 by 4, four tags", 5, "Access to Kiribati", 0, 4},
		{"Manhunt: trace 6 against no link, six tags", 6, "", 0, 6},
		{"Manhunt: a tie succeeds by no point, no tag", 3, "Access to Kiribati", 2, 0},
		{"Manhunt: trace 2 below link 3 fails, no tag", 2, "Access to Kiribati", 2, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ranLastTurn(t, "Manhunt", true, 12)
			x.Do(corp, "play Manhunt")
			want(t, "Corp bits after the play cost", x.Corp().Bits, 12-4)
			trace(t, x, 6, tc.bid, tc.base, tc.buys)
			x.PassAll()
			want(t, "Runner tags", x.Runner().Tags, tc.tags)
			want(t, "Corp bits after the bid", x.Corp().Bits, int32(12-4-tc.bid))
		})
	}
}

func TestCorporateRetreat(t *testing.T) {
	const use = "use Corporate Retreat: Gain 2 bits"
	// Each case scores Corporate Retreat (difficulty 4) in a new fort after
	// a "gain" action, with an unrezzed Rustbelt HQ Branch in a fort and
	// Data Walls in HQ, does what its name says, and asks whether the ability is offered
	// in the Corp's next turn.
	for _, tc := range []struct {
		name   string
		before bool                                 // the Corp installs a card before the score
		after  func(t *testing.T, x *onrtest.Table) // after the score
		kept   bool
	}{
		{"Corporate Retreat: scored, [action]: gain 2 bits, in this turn and the next", false, func(t *testing.T, x *onrtest.Table) {
			x.Do(corp, use)
			want(t, "Corp bits after the use", x.Corp().Bits, int32(5+1+2))
			want(t, "Corp actions left after the use", x.Corp().Actions, int32(1))
		}, true},
		{"Corporate Retreat: lost for good as soon as the Corp installs a card", false, func(t *testing.T, x *onrtest.Table) {
			x.Do(corp, "install Data Wall on R&D")
		}, false},
		{"Corporate Retreat: lost for good as soon as the Corp rezzes a card", false, func(t *testing.T, x *onrtest.Table) {
			x.Do(corp, "gain")
			x.Do(corp, "rez Rustbelt HQ Branch")
		}, false},
		{"Corporate Retreat: the Runner's installs do not lose it", false, func(t *testing.T, x *onrtest.Table) {
			x.ToTurn(onr.Runner)
			x.Do(runner, "install Access to Kiribati")
		}, true},
		{"Corporate Retreat: an install before the score does not lose it", true, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
			x.Hand(corp, "Data Wall", "Data Wall")
			x.Hand(runner, "Access to Kiribati")
			x.Deck(corp, filler("Data Wall", 3)...)
			c, _ := x.Install(onr.NewFort, "Corporate Retreat", false)
			x.S.Cards[c].Adv = 4
			x.Ready()
			if tc.before {
				x.Do(corp, "install Data Wall on R&D")
			} else {
				x.Do(corp, "gain")
			}
			if x.Offered(corp, use) {
				t.Fatalf("offered before it is scored")
			}
			x.Do(corp, "score Corporate Retreat")
			x.PassAll()
			if !x.Offered(corp, use) {
				t.Fatalf("not offered once scored: %q", x.Options(corp))
			}
			if tc.after != nil {
				tc.after(t, x)
				x.PassAll()
			}
			want(t, "offered now", x.Offered(corp, use), tc.kept && x.S.Active == x.G.SeatOf(onr.Corp))
			x.ToTurn(onr.Corp)
			want(t, "offered in the Corp's next turn", x.Offered(corp, use), tc.kept)
		})
	}
}

func TestViralBreedingGround(t *testing.T) {
	t.Run("Viral Breeding Ground: scored, every card installed in or on its fort is trashed, other forts' are not", func(t *testing.T) {
		x := newTable(t)
		c, fi := x.Install(onr.NewFort, "Viral Breeding Ground", false)
		outer, _ := x.Ice(fi, "Data Wall", true)
		inner, _ := x.Ice(fi, "Wall of Static", false)
		up, _ := x.Install(fi, "Red Herrings", false)
		other, _ := x.Ice(onr.FortHQ, "Data Wall", true)
		x.S.Cards[c].Adv = 4
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Viral Breeding Ground")
		x.PassAll()
		want(t, "scored", inZone(x, c, onr.ZoneScored), true)
		for name, k := range map[string]int32{"Data Wall": outer, "Wall of Static": inner, "Red Herrings": up} {
			want(t, name+" trashed", inZone(x, k, onr.ZoneDiscard), true)
		}
		want(t, "HQ's ice still installed", inZone(x, other, onr.ZoneIce), true)
		want(t, "the fort is gone", x.S.Forts[fi].Gone, true)
	})
	for _, tc := range []struct {
		name    string
		adv     int32
		picks   []string // the Corp's choices
		offered []string // what the Corp was offered first
		back    []string // programs in the Runner's hand after the run
		trashed []string // programs trashed
	}{
		{"Viral Breeding Ground: accessed with 1 advancement counter, the Corp brings two programs back to the Runner's hand", 1,
			[]string{"choose Morphing Tool", "choose Black Widow"}, nil, []string{"Morphing Tool", "Black Widow"}, nil},
		{"Viral Breeding Ground: accessed, the Corp chooses among every installed program, hosted ones included, or stops", 1,
			nil, []string{"choose Morphing Tool", "choose Black Widow", "choose Afreet", "choose Dwarf", "done"}, nil, nil},
		{"Viral Breeding Ground: up to two: the Corp may stop after one", 1,
			[]string{"choose Black Widow", "done"}, nil, []string{"Black Widow"}, nil},
		{"Viral Breeding Ground: two advancement counters, up to four; a daemon brought back trashes the programs it hosts (R246, R259)", 2,
			[]string{"choose Afreet", "choose Morphing Tool", "choose Black Widow", "done"}, nil,
			[]string{"Afreet", "Morphing Tool", "Black Widow"}, []string{"Dwarf"}},
		{"Viral Breeding Ground: no advancement counter, nothing", 0, nil, nil, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			c, _ := x.Install(onr.NewFort, "Viral Breeding Ground", false)
			x.S.Cards[c].Adv = tc.adv
			progs := map[string]int32{}
			for _, title := range []string{"Morphing Tool", "Black Widow", "Afreet"} {
				progs[title] = x.Rig(title)[0]
			}
			progs["Dwarf"] = hosted(x, "Dwarf", progs["Afreet"])
			if len(tc.offered) > 0 {
				x.Hand(runner, filler("Jack 'n' Joe", 5)...)
				x.Ready()
				x.ToTurn(runner)
				x.Do(runner, "run on fort 1")
				for i := 0; i < 20 && !x.Offered(corp, "done"); i++ {
					x.PassAll()
					if x.Offered(runner, "continue") {
						x.Do(runner, "continue")
					}
				}
				want(t, "the Corp's first choice", strings.Join(x.Options(corp), "|"), strings.Join(tc.offered, "|"))
				return
			}
			hand := runAccessing(t, x, "fort 1", tc.picks...)
			want(t, "stolen", inZone(x, c, onr.ZoneScored), true)
			inHand := 0
			for title, p := range progs {
				switch {
				case slices.Contains(tc.back, title):
					want(t, title+" in the Runner's hand", inZone(x, p, onr.ZoneHand), true)
					inHand++
				case slices.Contains(tc.trashed, title):
					want(t, title+" trashed", inZone(x, p, onr.ZoneDiscard), true)
				default:
					want(t, title+" still installed", inZone(x, p, onr.ZoneRig), true)
				}
			}
			want(t, "cards in the Runner's hand", hand, 5+inHand)
		})
	}
}

// scorePurge installs Security Purge (difficulty 3) in a new fort with
// three advancement counters over R&D deck (top first), takes a "gain"
// action and scores it; the Corp has bits bits then.
func scorePurge(t *testing.T, x *onrtest.Table, bits int32, deck ...string) []int32 {
	t.Helper()
	cards := x.Deck(corp, deck...)
	c, _ := x.Install(onr.NewFort, "Security Purge", false)
	x.S.Cards[c].Adv = 3
	x.Corp().Bits = bits - 1
	x.Ready()
	x.Do(corp, "gain")
	x.Do(corp, "score Security Purge")
	return cards
}

func TestSecurityPurge(t *testing.T) {
	t.Run("Security Purge: scored, the top three of R&D shown; its ice installed where the Corp chooses and rezzed at no cost; the rest trashed", func(t *testing.T) {
		x := newTable(t)
		hq, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		d := scorePurge(t, x, 5, "Data Wall", "Hostile Takeover", "Quandary", "Sleeper")
		for _, title := range []string{"Data Wall", "Hostile Takeover", "Quandary"} {
			want(t, title+" shown", x.Logged("Security Purge reveals "+title+" from R&D"), true)
		}
		want(t, "Sleeper shown", x.Logged("Security Purge reveals Sleeper from R&D"), false)
		want(t, "the first choice", strings.Join(x.Options(corp), "|"),
			"install Data Wall on HQ|install Data Wall on R&D|install Data Wall on the Archives|install Data Wall in a new fort")
		x.Do(corp, "install Data Wall on HQ")
		x.Do(corp, "install Quandary in a new fort")
		x.PassAll()
		want(t, "Data Wall outermost on HQ", slices.Equal(x.S.Forts[onr.FortHQ].Ice, []int32{d[0], hq}), true)
		want(t, "Data Wall rezzed", x.S.Cards[d[0]].Rezzed, true)
		want(t, "Quandary installed", inZone(x, d[2], onr.ZoneIce), true)
		want(t, "Quandary rezzed", x.S.Cards[d[2]].Rezzed, true)
		want(t, "Hostile Takeover trashed", inZone(x, d[1], onr.ZoneDiscard), true)
		want(t, "Hostile Takeover face up in the Archives", x.S.Cards[d[1]].FaceUp, true)
		want(t, "Sleeper left on top of R&D", x.Corp().Deck[0], d[3])
		want(t, "Corp bits (no install or rez cost paid)", x.Corp().Bits, int32(5))
	})
	t.Run("Security Purge: no ice shown, all three trashed", func(t *testing.T) {
		x := newTable(t)
		d := scorePurge(t, x, 5, "Hostile Takeover", "Accounts Receivable", "Rustbelt HQ Branch", "Data Wall")
		x.PassAll()
		for i := range 3 {
			want(t, "shown card trashed", inZone(x, d[i], onr.ZoneDiscard), true)
		}
		want(t, "Data Wall left alone in R&D", slices.Equal(x.Corp().Deck, []int32{d[3]}), true)
	})
	t.Run("Security Purge: with two cards in R&D, both dealt with and the Corp does not lose (R220)", func(t *testing.T) {
		x := newTable(t)
		d := scorePurge(t, x, 5, "Data Wall", "Hostile Takeover")
		x.Do(corp, "install Data Wall in a new fort")
		x.PassAll()
		want(t, "Data Wall rezzed", x.S.Cards[d[0]].Rezzed, true)
		want(t, "Hostile Takeover trashed", inZone(x, d[1], onr.ZoneDiscard), true)
		want(t, "R&D empty", len(x.Corp().Deck), 0)
		want(t, "game over", x.S.Over, false)
	})
}

// scoreReclamation installs Data Fort Reclamation (difficulty 4) in a new
// fort over the HQ hand given, takes a "gain" action with bits-1 bits and
// scores it. It returns the cards of HQ.
func scoreReclamation(t *testing.T, x *onrtest.Table, bits int32, hand ...string) []int32 {
	t.Helper()
	cards := x.Hand(corp, hand...)
	c, _ := x.Install(onr.NewFort, "Data Fort Reclamation", false)
	x.S.Cards[c].Adv = 4
	x.Corp().Bits = bits - 1
	x.Ready()
	x.Do(corp, "gain")
	x.Do(corp, "score Data Fort Reclamation")
	return cards
}

func TestDataFortReclamation(t *testing.T) {
	t.Run("Data Fort Reclamation: scored, 10 bits; up to four cards of HQ installed one at a time in a new fort, rezzed as chosen; the bits not spent go back", func(t *testing.T) {
		x := newTable(t)
		h := scoreReclamation(t, x, 1, "Wall of Static", "Data Wall", "Hostile Takeover", "Rustbelt HQ Branch", "Red Herrings", "Accounts Receivable")
		want(t, "Corp bits with the 10", x.Corp().Bits, int32(11))
		want(t, "the first choice", strings.Join(x.Options(corp), "|"),
			"done|install Wall of Static in a new fort|install Data Wall in a new fort|install Hostile Takeover in a new fort|install Rustbelt HQ Branch in a new fort|install Red Herrings in a new fort")
		x.Do(corp, "install Wall of Static in a new fort")
		x.Do(corp, "rez Wall of Static")
		fort := x.S.Cards[h[0]].Fort
		name := x.G.FortName(fort)
		x.Do(corp, "install Data Wall on "+name)
		x.Do(corp, "none")
		x.Do(corp, "install Hostile Takeover in "+name)
		if x.Offered(corp, "install Rustbelt HQ Branch in "+name) {
			t.Errorf("a node offered where an agenda is")
		}
		x.Do(corp, "install Red Herrings in "+name)
		x.Do(corp, "none")
		for i, title := range []string{"Wall of Static", "Data Wall", "Hostile Takeover", "Red Herrings"} {
			k := h[[]int{0, 1, 2, 4}[i]]
			want(t, title+" in the new fort", x.S.Cards[k].Fort == fort && (inZone(x, k, onr.ZoneIce) || inZone(x, k, onr.ZoneFort)), true)
		}
		want(t, "Wall of Static rezzed", x.S.Cards[h[0]].Rezzed, true)
		want(t, "Data Wall rezzed", x.S.Cards[h[1]].Rezzed, false)
		want(t, "Rustbelt HQ Branch in HQ", inZone(x, h[3], onr.ZoneHand), true)
		want(t, "Accounts Receivable in HQ", inZone(x, h[5], onr.ZoneHand), true)
		want(t, "Corp bits (3 to rez, 1 for the second ice, 6 back to the bank)", x.Corp().Bits, int32(1))
		want(t, "the bits returned", x.Logged("Corp returns 6 bits of Data Fort Reclamation not spent to the bank"), true)
	})
	t.Run("Data Fort Reclamation: done at once, no fort, all 10 bits back", func(t *testing.T) {
		x := newTable(t)
		scoreReclamation(t, x, 3, "Data Wall")
		forts := len(x.S.Forts)
		x.Do(corp, "done")
		want(t, "Corp bits", x.Corp().Bits, int32(3))
		want(t, "forts", len(x.S.Forts), forts)
		want(t, "the bits returned", x.Logged("Corp returns 10 bits of Data Fort Reclamation not spent to the bank"), true)
	})
	t.Run("Data Fort Reclamation: the fifth card is not offered", func(t *testing.T) {
		x := newTable(t)
		h := scoreReclamation(t, x, 1, "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall")
		x.Do(corp, "install Data Wall in a new fort")
		name := x.G.FortName(x.S.Cards[h[0]].Fort)
		x.Do(corp, "none")
		for range 3 {
			x.Do(corp, "install Data Wall on "+name)
			x.Do(corp, "none")
		}
		want(t, "Data Walls left in HQ", len(x.Corp().Hand), 1)
		want(t, "Corp bits (0+1+2+3 for the ice, 4 back)", x.Corp().Bits, int32(1))
	})
}

// terms returns the Term counters of the ice Rent-to-Own Contract rezzed,
// or -1 once its effect has ended.
func terms(x *onrtest.Table) int32 {
	for _, l := range x.S.Lasting {
		if l.Mod == onr.ModLeaseCounters {
			return l.N
		}
	}
	return -1
}

func TestRentToOwnContract(t *testing.T) {
	// Each case plays Rent-to-Own Contract on an unrezzed piece of ice of
	// HQ (a rezzed Data Wall on R&D is not offered), then gives the Corp
	// bits before each of its next turns and reads the Term counters.
	for _, tc := range []struct {
		name  string
		ice   string
		rez   int32   // its rez cost
		bits  []int32 // the Corp's bits before each next turn
		terms []int32 // the counters after it
		left  []int32 // the Corp's bits after it
	}{
		{"Rent-to-Own Contract: played, the ice rezzed at no cost with Term counters equal to its rez cost; each turn with 2 bits, 2 lost and a counter removed",
			"Wall of Static", 3, []int32{4, 3}, []int32{2, 1}, []int32{2, 1}},
		{"Rent-to-Own Contract: a turn with fewer than 2 bits adds a counter instead",
			"Wall of Static", 3, []int32{1, 2}, []int32{4, 3}, []int32{1, 0}},
		{"Rent-to-Own Contract: the last counter removed ends the effect (R209)",
			"Data Wall", 1, []int32{2, 5}, []int32{-1, -1}, []int32{0, 5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			c, _ := x.Ice(onr.FortHQ, tc.ice, false)
			x.Ice(onr.FortRD, "Data Wall", true)
			x.Hand(corp, "Rent-to-Own Contract")
			x.Deck(corp, filler("Sleeper", 5)...)
			x.Corp().Bits = 5
			x.Ready()
			x.Do(corp, "play Rent-to-Own Contract")
			want(t, "the ice offered", strings.Join(x.Options(corp), "|"), "rez "+tc.ice)
			x.Do(corp, "rez "+tc.ice)
			want(t, tc.ice+" rezzed", x.S.Cards[c].Rezzed, true)
			want(t, "Corp bits (no rez cost)", x.Corp().Bits, int32(5))
			want(t, "Term counters", terms(x), tc.rez)
			for i, b := range tc.bits {
				x.ToTurn(onr.Runner)
				x.Corp().Bits = b
				x.ToTurn(onr.Corp)
				want(t, fmt.Sprintf("Term counters after turn %d", i+1), terms(x), tc.terms[i])
				want(t, fmt.Sprintf("Corp bits after turn %d", i+1), x.Corp().Bits, tc.left[i])
			}
			want(t, tc.ice+" still rezzed", x.S.Cards[c].Rezzed, true)
		})
	}
	t.Run("Rent-to-Own Contract: the terms end with the ice: stored in HQ and installed again, it is a new card, with no counter and nothing said of it", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
		x.Install(onr.NewFort, "Cowboy Sysop", true)
		x.Hand(corp, "Rent-to-Own Contract")
		x.Deck(corp, filler("Sleeper", 5)...)
		x.Corp().Bits = 5
		x.Ready()
		x.Do(corp, "play Rent-to-Own Contract")
		x.Do(corp, "rez Wall of Static")
		want(t, "Term counters", terms(x), int32(3))
		x.Do(corp, "use Cowboy Sysop: Store an installed card in HQ")
		x.Do(corp, "choose Wall of Static")
		want(t, "Wall of Static in HQ", inZone(x, c, onr.ZoneHand), true)
		x.G.InstallCorp(c, onr.FortHQ, false) // installed again, unrezzed
		x.ToTurn(onr.Runner)
		x.Corp().Bits = 0 // a turn that would add a counter
		x.Events = nil
		x.ToTurn(onr.Corp)
		want(t, "Term counters after the turn (the terms ended)", terms(x), int32(-1))
		for _, e := range x.Events {
			if r := e.ReadBy(x.Seat(runner)).Text(); strings.Contains(r, "Wall of Static") {
				t.Errorf("the Runner reads %q of the face-down ice", r)
			}
		}
	})
}
