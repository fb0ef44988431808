package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The agendas of the card pool's second part: each scored through the
// rules, its printed abilities taking effect.

// scoreAll installs each agenda of titles in a fort of its own with adv
// advancement counters, and the agendas of unscored in forts of their own
// with none; then, from the Corp's first action, gains a bit and scores an
// agenda until all of titles are scored (at most four). It returns the
// cards of titles, then those of unscored.
func scoreAll(t *testing.T, x *onrtest.Table, adv int32, titles []string, unscored ...string) (scored, others []int32) {
	t.Helper()
	for _, title := range titles {
		c, _ := x.Install(onr.NewFort, title, false)
		x.S.Cards[c].Adv = adv
		scored = append(scored, c)
	}
	for _, title := range unscored {
		c, _ := x.Install(onr.NewFort, title, false)
		others = append(others, c)
	}
	x.Ready()
	for _, title := range titles {
		x.Do(corp, "gain")
		x.Do(corp, "score "+title)
		x.PassAll()
	}
	return scored, others
}

// printedDifficulty returns agenda c's printed difficulty.
func printedDifficulty(x *onrtest.Table, c int32) int32 {
	d, _ := onr.Lookup(x.S.Cards[c].ID.String())
	return int32(*d.Card().Difficulty)
}

func TestDifficultyAndStrengthAgendas(t *testing.T) {
	reductions := []struct{ name, agenda, reduced, other string }{
		{"Artificial Security Directors: scored, Black Ops agendas have difficulty -1, others not",
			"Artificial Security Directors", "Political Coup", "Hostile Takeover"},
		{"Executive Extraction: scored, Gray Ops agendas have difficulty -1, others not",
			"Executive Extraction", "Hostile Takeover", "Political Coup"},
		{"Genetics-Visionary Acquisition: scored, Research agendas have difficulty -1, others not",
			"Genetics-Visionary Acquisition", "Ice Transmutation", "Political Coup"},
	}
	for _, tc := range reductions {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			_, cs := scoreAll(t, x, 3, []string{tc.agenda}, tc.reduced, tc.other)
			reduced, other := cs[0], cs[1]
			printed := func(c int32) int32 { return printedDifficulty(x, c) }
			want(t, tc.reduced+"'s difficulty", x.G.Difficulty(reduced), printed(reduced)-1)
			want(t, tc.other+"'s difficulty", x.G.Difficulty(other), printed(other))
			x.S.Cards[reduced].Adv = printed(reduced) - 1
			x.Do(corp, "gain")
			x.Do(corp, "score "+tc.reduced).PassAll()
			want(t, tc.reduced+" scored with one counter fewer than printed", x.S.Cards[reduced].Zone, onr.ZoneScored)
		})
	}
	t.Run("Artificial Security Directors: two scored reduce by 2 (R088)", func(t *testing.T) {
		x := newTable(t)
		_, cs := scoreAll(t, x, 3, []string{"Artificial Security Directors", "Artificial Security Directors"}, "Political Coup")
		want(t, "Political Coup's difficulty", x.G.Difficulty(cs[0]), int32(4-2))
	})
	t.Run("Black Ice Quality Assurance: scored, black ice has +2 strength, other ice not", func(t *testing.T) {
		x := newTable(t)
		black, _ := x.Ice(onr.FortHQ, "Brain Drain", true)
		wall, _ := x.Ice(onr.FortHQ, "Data Wall", true)
		scoreAll(t, x, 5, []string{"Black Ice Quality Assurance"})
		want(t, "Brain Drain's strength", x.G.IceStrength(black), int32(3+2))
		want(t, "Data Wall's strength", x.G.IceStrength(wall), int32(0))
	})
}

func TestStoredBitsAgendas(t *testing.T) {
	coups := []struct {
		name, agenda string
		stored       int32
	}{
		{"Political Coup: scored, 12 bits on it; [action]: take 3 of them, while it has any", "Political Coup", 12},
		{"Corporate Coup: scored, 15 bits on it; [action]: take 3 of them, while it has any", "Corporate Coup", 15},
	}
	for _, tc := range coups {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, filler("Data Wall", 10)...)
			cs, _ := scoreAll(t, x, 5, []string{tc.agenda})
			c := cs[0]
			want(t, "bits on "+tc.agenda, x.S.Cards[c].Bits, tc.stored)
			use := "use " + tc.agenda + ": Take 3 bits from " + tc.agenda
			took := int32(0)
			for i := 0; i < 10 && x.S.Cards[c].Bits > 0; i++ {
				x.ToTurn(corp)
				bits, actions, on := x.Corp().Bits, x.Corp().Actions, x.S.Cards[c].Bits
				x.Do(corp, use).PassAll()
				want(t, "Corp actions left", x.Corp().Actions, actions-1)
				want(t, "bits taken", x.Corp().Bits-bits, min(3, on))
				took += x.Corp().Bits - bits
			}
			want(t, "bits taken in all", took, tc.stored)
			x.ToTurn(corp)
			if x.Offered(corp, use) {
				t.Errorf("offered with no bits on %s", tc.agenda)
			}
		})
	}
	t.Run("Detroit Police Contract: scored, 12 bits on it; 2 taken at the start of each Corp turn, while it has any", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 10)...)
		cs, _ := scoreAll(t, x, 4, []string{"Detroit Police Contract"})
		c := cs[0]
		want(t, "bits on Detroit Police Contract", x.S.Cards[c].Bits, int32(12))
		x.ToTurn(runner)
		bits := x.Corp().Bits
		toCorpTurnResolving(t, x, "Detroit Police Contract")
		want(t, "Corp bits gained at the start of its turn", x.Corp().Bits-bits, int32(2))
		want(t, "bits left on Detroit Police Contract", x.S.Cards[c].Bits, int32(10))
		x.S.Cards[c].Bits = 1
		x.ToTurn(runner)
		bits = x.Corp().Bits
		toCorpTurnResolving(t, x, "Detroit Police Contract")
		want(t, "Corp bits gained from the last bit", x.Corp().Bits-bits, int32(1))
		want(t, "bits left on Detroit Police Contract", x.S.Cards[c].Bits, int32(0))
	})
}

func TestScoreBonusAgendas(t *testing.T) {
	for _, tc := range []struct {
		name, agenda string
		adv, points  int32
	}{
		{"World Domination: scored, 4 additional agenda points", "World Domination", 12, 3 + 4},
		{"Project Babylon: scored at its difficulty, no additional point", "Project Babylon", 3, 1},
		{"Project Babylon: scored with one counter over its difficulty, no additional point", "Project Babylon", 4, 1},
		{"Project Babylon: scored with two counters over its difficulty, 1 additional point", "Project Babylon", 5, 2},
		{"Project Babylon: scored with five counters over its difficulty, 2 additional points", "Project Babylon", 8, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			scoreAll(t, x, tc.adv, []string{tc.agenda})
			want(t, "Corp points", x.Corp().Points, tc.points)
		})
	}
	for _, tc := range []struct {
		name, agenda string
		adv, points  int32
	}{
		{"World Domination: stolen, its printed 3 points only (R252)", "World Domination", 12, 3},
		{"Project Babylon: stolen, its printed point only, whatever its counters (R202)", "Project Babylon", 9, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			c, fort := x.Install(onr.NewFort, tc.agenda, false)
			x.S.Cards[c].Adv = tc.adv
			x.ToRunnerTurn()
			x.Do(runner, "run on "+x.G.FortName(fort)).PassAll()
			x.Do(runner, "continue").PassAll() // the agenda accessed is stolen
			want(t, "Runner points", x.Runner().Points, tc.points)
			want(t, "Corp points", x.Corp().Points, int32(0))
		})
	}
}

func TestExtraDrawAndActionAgendas(t *testing.T) {
	t.Run("Employee Empowerment: scored, [action]: draw two cards", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		scoreAll(t, x, 4, []string{"Employee Empowerment"})
		hand, actions := len(x.Corp().Hand), x.Corp().Actions
		x.Do(corp, "use Employee Empowerment: Draw two cards")
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		want(t, "Corp cards in hand", len(x.Corp().Hand), hand+2)
	})
	for _, draw := range []bool{true, false} {
		name := "Employee Empowerment: scored, the Corp may draw an additional card at the start of its turn, after the mandatory draw (R136)"
		if !draw {
			name = "Employee Empowerment: scored, the Corp may decline the additional draw"
		}
		t.Run(name, func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, filler("Data Wall", 5)...)
			scoreAll(t, x, 4, []string{"Employee Empowerment"})
			x.ToTurn(runner)
			hand := len(x.Corp().Hand)
			for i := 0; i < 50 && !x.Offered(corp, "resolve Employee Empowerment"); i++ {
				if x.Offered(runner, "gain") {
					x.Do(runner, "gain")
				} else {
					x.PassAll()
				}
			}
			x.Do(corp, "resolve") // the mandatory draw first; then the Corp is asked
			want(t, "Corp cards in hand after the mandatory draw", len(x.Corp().Hand), hand+1)
			if draw {
				x.Do(corp, "use Employee Empowerment: draw an additional card")
			} else {
				x.Do(corp, "decline")
			}
			x.ToTurn(corp)
			extra := 0
			if draw {
				extra = 1
			}
			want(t, "Corp cards in hand", len(x.Corp().Hand), hand+1+extra)
		})
	}
	t.Run("Corporate Boon: scored, four Boon counters; a counter: gain an action, once per turn, in the Corp's turn only", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		cs, _ := scoreAll(t, x, 6, []string{"Corporate Boon"})
		want(t, "Boon counters", x.S.Cards[cs[0]].Counters, int32(4))
		use := "use Corporate Boon: Gain an action"
		x.Do(corp, "gain")
		actions := x.Corp().Actions
		x.Do(corp, use)
		want(t, "Corp actions", x.Corp().Actions, actions+1)
		want(t, "Boon counters", x.S.Cards[cs[0]].Counters, int32(3))
		x.PassAll()
		x.Do(corp, "gain")
		if x.Offered(corp, use) {
			t.Errorf("offered twice in a turn")
		}
		x.ToTurn(runner)
		x.Do(runner, "gain")
		if x.Offered(corp, use) {
			t.Errorf("offered in the Runner's turn")
		}
	})
}

func TestOverAdvancedAgendas(t *testing.T) {
	for _, tc := range []struct {
		name                string
		adv, counters, gain int32
	}{
		{"Project Zurich: scored at its difficulty, no bit at the start of the Corp's turns", 3, 0, 0},
		{"Project Zurich: scored with one counter over its difficulty, no bit", 4, 0, 0},
		{"Project Zurich: scored with two counters over its difficulty, 1 bit at the start of each Corp turn", 5, 1, 1},
		{"Project Zurich: scored with five counters over its difficulty, 2 bits at the start of each Corp turn", 8, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, filler("Data Wall", 5)...)
			cs, _ := scoreAll(t, x, tc.adv, []string{"Project Zurich"})
			want(t, "counters on Project Zurich", x.S.Cards[cs[0]].Counters, tc.counters)
			x.ToTurn(runner)
			bits := x.Corp().Bits
			toCorpTurnResolving(t, x, "Project Zurich")
			want(t, "Corp bits gained at the start of its turn", x.Corp().Bits-bits, tc.gain)
		})
	}
	for _, tc := range []struct {
		name    string
		adv     int32
		actions int
	}{
		{"Project Venice: scored with two counters over its difficulty, no extra action", 6, 3},
		{"Project Venice: scored with three counters over its difficulty, an action more in each Corp turn", 7, 4},
		{"Project Venice: scored with six counters over its difficulty, two actions more in each Corp turn", 10, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, filler("Data Wall", 5)...)
			scoreAll(t, x, tc.adv, []string{"Project Venice"})
			x.ToTurn(runner)
			x.ToTurn(corp)
			taken := 0
			for i := 0; i < 10 && x.S.Active == x.Seat(corp); i++ {
				x.Do(corp, "gain").PassAll()
				taken++
			}
			want(t, "Corp actions in its next turn", taken, tc.actions)
		})
	}
}

func TestZoneShuffleAgendas(t *testing.T) {
	t.Run("AI Chief Financial Officer: scored, [action]: shuffle all of HQ and the Archives into R&D, then draw five cards (R086)", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 4)...)
		hq := x.Hand(corp, "Hostile Takeover", "Quandary", "Wall of Static")
		archived := []int32{x.Card("Banpei"), x.Card("Tycho Extension")}
		for i, c := range archived {
			x.G.Put(c, onr.ZoneDiscard, false)
			x.S.Cards[c].FaceUp = i == 0
		}
		scoreAll(t, x, 5, []string{"AI Chief Financial Officer"})
		hand, deck := len(x.Corp().Hand), len(x.Corp().Deck)
		unshuffled := append(append(slices.Clone(x.Corp().Deck), x.Corp().Hand...), x.Corp().Discard...)[5:]
		actions := x.Corp().Actions
		x.Do(corp, "use AI Chief Financial Officer: Shuffle HQ and the Archives into R&D, then draw five cards").PassAll()
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		want(t, "cards in the Archives", len(x.Corp().Discard), 0)
		want(t, "cards in HQ", len(x.Corp().Hand), 5)
		want(t, "cards in R&D", len(x.Corp().Deck), deck+hand+len(archived)-5)
		if slices.Equal(x.Corp().Deck, unshuffled) {
			t.Errorf("R&D is in the order the cards were put in: not shuffled")
		}
		for _, c := range append(hq, archived...) {
			if z := x.S.Cards[c].Zone; z != onr.ZoneHand && z != onr.ZoneDeck {
				t.Errorf("%s in %s, not in HQ or R&D", x.S.Cards[c].ID, z)
			}
			if x.S.Cards[c].FaceUp {
				t.Errorf("%s still face up", x.S.Cards[c].ID)
			}
		}
	})
}

func TestDamageBonusAgendas(t *testing.T) {
	for _, tc := range []struct {
		name   string
		scored []string
		hand   int
	}{
		{"Bioweapons Engineering: scored, each source of meat damage does 1 more", []string{"Bioweapons Engineering", "On-Call Solo Team"}, 5 - 2},
		{"Bioweapons Engineering: not scored, the source does its own damage", []string{"On-Call Solo Team"}, 5 - 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Runner().Tags = 1
			scoreAll(t, x, 4, tc.scored)
			x.Do(corp, "use On-Call Solo Team: Do 1 meat damage")
			takeDamage(x)
			want(t, "Runner cards in hand", len(x.Runner().Hand), tc.hand)
		})
	}
}
