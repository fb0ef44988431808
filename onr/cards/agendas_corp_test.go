package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// accessAnswering runs on fort with a hand of five cards and the Runner's
// bits; during the run the Runner answers "Pay N to steal" with answer
// (steal or leave), accesses every card and passes. It returns whether he
// was asked to pay to steal.
func accessAnswering(t *testing.T, x *onrtest.Table, fort string, bits int32, answer string) bool {
	t.Helper()
	x.Hand(runner, filler("Jack 'n' Joe", 5)...)
	x.Ready()
	x.ToTurn(runner)
	x.Runner().Bits = bits
	x.Do(runner, "run on "+fort)
	asked := false
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		switch opts := x.Options(runner); {
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case prompt(x, runner) == onr.AccessedHiddenPrompt: // the cards still in R&D (onr/accesshidden.go)
			choice := "decline"
			for _, o := range opts {
				if strings.HasPrefix(o, "steal ") {
					asked = true
					if answer == "steal" {
						choice = o
					}
				}
			}
			x.Do(runner, choice)
		case len(opts) > 1 && strings.HasPrefix(opts[0], "leave ") && strings.HasPrefix(opts[1], "steal "):
			asked = true
			x.Do(runner, map[string]string{"steal": opts[1], "leave": opts[0]}[answer])
		case len(opts) > 0 && (strings.HasPrefix(opts[0], "access ") || strings.HasPrefix(opts[0], "leave ")):
			x.Do(runner, opts[0])
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		default:
			x.PassAll()
		}
	}
	return asked
}

func TestFetalAI(t *testing.T) {
	for _, tc := range []struct {
		name, fort    string
		bits          int32
		answer        string
		damage        int // Net damage done
		asked, stolen bool
		paid          int32
		shownFromRD   bool
	}{
		{"Fetal AI: accessed in HQ, not installed, 2 Net damage; the Runner pays 2 more to steal it", "HQ", 5, "steal", 2, true, true, 2, false},
		{"Fetal AI: accessed in R&D, 2 Net damage and shown to the Corp", "R&D", 5, "steal", 2, true, true, 2, true},
		{"Fetal AI: installed in a fort, 2 Net damage", "fort 1", 5, "steal", 2, true, true, 2, false},
		{"Fetal AI: accessed in the Archives, no damage, and still 2 to steal", "the Archives", 5, "steal", 0, true, true, 2, false},
		{"Fetal AI: the Runner may decline to pay and leave it, still accessed and damaged (R142)", "HQ", 5, "leave", 2, true, false, 0, false},
		{"Fetal AI: a Runner without 2 bits cannot steal it", "HQ", 1, "steal", 2, false, false, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			var c int32
			switch tc.fort {
			case "HQ":
				c = x.Hand(corp, "Fetal AI")[0]
			case "R&D":
				c = x.Deck(corp, "Fetal AI", "Data Wall")[0]
			case "the Archives":
				c = x.Hand(corp, "Fetal AI")[0]
				x.G.Put(c, onr.ZoneDiscard, false)
			default:
				c, _ = x.Install(onr.NewFort, "Fetal AI", false)
			}
			asked := accessAnswering(t, x, tc.fort, tc.bits, tc.answer)
			want(t, "asked to pay 2 to steal", asked, tc.asked)
			want(t, "cards left in the Runner's hand", len(x.Runner().Hand), 5-tc.damage)
			if tc.damage > 0 {
				wantDamage(t, x, tc.damage, "Net")
			}
			want(t, "stolen", inZone(x, c, onr.ZoneScored), tc.stolen)
			want(t, "bits paid", tc.bits-x.Runner().Bits, tc.paid)
			want(t, "shown to the Corp", x.Logged("Runner shows the card accessed in R&D to the Corp"), tc.shownFromRD)
		})
	}
	t.Run("Fetal AI: scored by the Corp, nothing", func(t *testing.T) {
		x := newTable(t)
		scoreAgenda(t, x, "Fetal AI", 5)
		want(t, "Corp points", x.Corp().Points, int32(3))
		want(t, "Runner's hand", len(x.Runner().Hand), 0)
	})
}

func TestAgendasThatStrengthenAndRevealAnIceType(t *testing.T) {
	// HQ holds, outermost first, two pieces of ice of the agenda's type
	// (the first rezzed), one more unrezzed, and one rezzed piece of
	// another type. Scored, the agenda lets the Corp reveal its unrezzed
	// ice of the type only; it reveals one and gains a bit for it and one
	// for the rezzed piece.
	for _, tc := range []struct {
		agenda, kind      string
		difficulty        int32
		rezzed, unrezzed  string // of the type
		other             string // of another type, rezzed
		rezzedSt, otherSt int32  // printed strengths
	}{
		{"Superior Net Barriers", "walls", 6, "Wall of Static", "Data Wall", "Quandary", 2, 2},
		{"Encryption Breakthrough", "code gates", 5, "Quandary", "Sleeper", "Wall of Static", 2, 2},
	} {
		t.Run(tc.agenda+": all "+tc.kind+" have +1 strength; scored, reveal "+tc.kind+", gain 1 per revealed or rezzed", func(t *testing.T) {
			x := newTable(t)
			rezzed, _ := x.Ice(onr.FortHQ, tc.rezzed, true)
			shown, _ := x.Ice(onr.FortHQ, tc.unrezzed, false)
			hidden, _ := x.Ice(onr.FortHQ, tc.unrezzed, false)
			other, _ := x.Ice(onr.FortHQ, tc.other, true)
			c, _ := x.Install(onr.NewFort, tc.agenda, false)
			x.S.Cards[c].Adv = tc.difficulty
			x.Ready()
			x.Do(corp, "gain")
			x.Do(corp, "score "+tc.agenda)
			x.PassAll()
			opts := x.Options(corp)
			want(t, "offered to reveal", strings.Join(opts, "|"), "done|choose "+tc.unrezzed+"|choose "+tc.unrezzed)
			bits := x.Corp().Bits
			x.Do(corp, "choose "+tc.unrezzed)
			x.Do(corp, "done")
			x.PassAll()
			want(t, "bits gained (1 revealed + 1 rezzed)", x.Corp().Bits-bits, int32(2))
			want(t, "the piece revealed is face up", x.S.Cards[shown].FaceUp, true)
			want(t, "the other unrezzed piece stays face down", x.S.Cards[hidden].FaceUp, false)
			want(t, "the Runner sees the revealed piece", x.G.Visible(shown, x.Seat(runner)), true)
			want(t, "the Runner does not see the other", x.G.Visible(hidden, x.Seat(runner)), false)
			want(t, "strength of the rezzed "+tc.rezzed, x.G.IceStrength(rezzed), tc.rezzedSt+1)
			want(t, "strength of "+tc.other+", of another type", x.G.IceStrength(other), tc.otherSt)
		})
	}
	t.Run("Superior Net Barriers: with no unrezzed wall, nothing is asked; rezzed walls still pay", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Ice(onr.FortRD, "Wall of Static", true)
		bits := x.Corp().Bits
		scoreAgenda(t, x, "Superior Net Barriers", 6)
		want(t, "bits gained (two rezzed walls, less the action's gain)", x.Corp().Bits-bits-1, int32(2))
	})
}

func TestAgendasThatShowAgendasOfHQ(t *testing.T) {
	t.Run("Corporate Downsizing: scored, the Corp shows agendas of HQ, gains twice their points and shuffles them into R&D", func(t *testing.T) {
		x := newTable(t)
		hand := x.Hand(corp, "Hostile Takeover", "Political Coup", "Priority Requisition", "Data Wall")
		x.Deck(corp, filler("Data Wall", 5)...)
		c, _ := x.Install(onr.NewFort, "Corporate Downsizing", false)
		x.S.Cards[c].Adv = 3
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Corporate Downsizing")
		x.PassAll()
		want(t, "offered", strings.Join(x.Options(corp), "|"), "done|choose Hostile Takeover|choose Political Coup|choose Priority Requisition")
		bits := x.Corp().Bits
		x.Do(corp, "choose Hostile Takeover")
		x.Do(corp, "choose Political Coup")
		want(t, "Political Coup shown to the Runner", x.G.Visible(hand[1], x.Seat(runner)), true)
		x.Do(corp, "done")
		x.PassAll()
		want(t, "bits gained (2 × (1+2))", x.Corp().Bits-bits, int32(6))
		want(t, "Hostile Takeover in R&D", inZone(x, hand[0], onr.ZoneDeck), true)
		want(t, "Political Coup in R&D", inZone(x, hand[1], onr.ZoneDeck), true)
		want(t, "Priority Requisition, not shown, in HQ", inZone(x, hand[2], onr.ZoneHand), true)
		want(t, "R&D", len(x.Corp().Deck), 5+2)
		want(t, "the Runner knows Political Coup went into R&D", x.G.Visible(hand[1], x.Seat(runner)), true)
		want(t, "Corp points", x.Corp().Points, int32(2))
	})
	t.Run("Corporate Downsizing: the Corp may show none, and gains nothing", func(t *testing.T) {
		x := newTable(t)
		ht := x.Hand(corp, "Hostile Takeover")[0]
		c, _ := x.Install(onr.NewFort, "Corporate Downsizing", false)
		x.S.Cards[c].Adv = 3
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Corporate Downsizing")
		x.PassAll()
		bits := x.Corp().Bits
		x.Do(corp, "done")
		want(t, "bits gained", x.Corp().Bits-bits, int32(0))
		want(t, "Hostile Takeover in HQ", inZone(x, ht, onr.ZoneHand), true)
	})
}

func TestAgendasThatChooseAFort(t *testing.T) {
	t.Run("Security Net Optimization: scored, the Corp chooses a fort; its ice, installed before and after, has +1 strength (R217)", func(t *testing.T) {
		x := newTable(t)
		before, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		other, _ := x.Ice(onr.FortRD, "Wall of Static", true)
		c, _ := x.Install(onr.NewFort, "Security Net Optimization", false)
		x.S.Cards[c].Adv = 5
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Security Net Optimization")
		x.PassAll()
		want(t, "offered", strings.Join(x.Options(corp), "|"), "choose-fort HQ|choose-fort R&D|choose-fort the Archives")
		x.Do(corp, "choose-fort HQ")
		want(t, "the choice is public", x.Logged("Security Net Optimization: Corp chooses HQ"), true)
		want(t, "Wall of Static on HQ", x.G.IceStrength(before), int32(2+1))
		want(t, "Wall of Static on R&D", x.G.IceStrength(other), int32(2))
		after, _ := x.Ice(onr.FortHQ, "Data Wall", false)
		want(t, "Data Wall installed on HQ afterwards, unrezzed", x.G.IceStrength(after), int32(0+1))
	})
}

func TestAgendasAgainstViruses(t *testing.T) {
	t.Run("Superserum: scored, all virus counters are removed, no action forgone; the next two given are avoided", func(t *testing.T) {
		x := newTable(t)
		bb := x.Rig("Butcher Boy")[0]
		ice, _ := x.Ice(onr.FortRD, "Wall of Static", true)
		x.S.Cards[ice].Virus = onr.Virus{ID: x.S.Cards[x.Card("Pattel's Virus")].ID, N: 1}
		x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[bb].ID, N: 3}}
		scoreAgenda(t, x, "Superserum", 3)
		want(t, "virus kinds the Corp holds", len(x.Corp().Virus), 0)
		want(t, "Pattel counters on Wall of Static", x.S.Cards[ice].Virus.N, int32(0))
		want(t, "Corp actions left (3 less gain)", x.Corp().Actions, int32(2))
		want(t, "actions the Corp forgoes", x.Corp().Forgo, int32(0))
		x.ToTurn(runner)
		for run := 1; run <= 3; run++ {
			x.Do(runner, "run on HQ")
			x.PassAll()
			x.Do(runner, "continue")
			x.PassAll()
			held := int32(0)
			for _, v := range x.Corp().Virus {
				held += v.N
			}
			want(t, fmt.Sprintf("Butcher Boy counters after successful run %d", run), held, int32(max(run-2, 0)))
		}
		want(t, "the avoidance is logged", x.Logged("Superserum: Corp avoids a virus counter"), true)
	})
}

func TestAgendasThatDoDamage(t *testing.T) {
	const use = "use Corporate Headhunters: Do 1 meat damage"
	// headhunters scores Corporate Headhunters against a Runner with five
	// cards, the rig given and tags.
	headhunters := func(t *testing.T, tags int32, rig ...string) *onrtest.Table {
		x := newTable(t)
		x.Rig(rig...)
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Runner().Tags = tags
		scoreAgenda(t, x, "Corporate Headhunters", 5)
		return x
	}
	t.Run("Corporate Headhunters: tagged, an action does 1 meat damage, and each time the Runner's hand size drops by 1 for good", func(t *testing.T) {
		x := headhunters(t, 1)
		size := x.G.HandSize(runner)
		for i := 1; i <= 2; i++ {
			actions := x.Corp().Actions
			x.Do(corp, use)
			want(t, "actions spent", actions-x.Corp().Actions, int32(1))
			x.Take()
			x.PassAll()
			wantDamage(t, x, 1, "meat")
			want(t, fmt.Sprintf("cards in hand after use %d", i), len(x.Runner().Hand), 5-i)
			want(t, fmt.Sprintf("hand size after use %d", i), x.G.HandSize(runner), size-int32(i))
		}
		want(t, "brain damage (R105: it is not brain damage)", x.Runner().Brain, int32(0))
		x.ToTurn(runner)
		want(t, "hand size in the Runner's turn", x.G.HandSize(runner), size-2)
	})
	t.Run("Corporate Headhunters: untagged, no action", func(t *testing.T) {
		x := headhunters(t, 0)
		want(t, "offered", x.Offered(corp, use), false)
	})
	t.Run("Corporate Headhunters: damage all prevented is not done: the hand size stays", func(t *testing.T) {
		x := headhunters(t, 1, "Armored Fridge")
		size := x.G.HandSize(runner)
		x.Do(corp, use)
		x.Do(runner, "prevent Armored Fridge")
		x.PassAll()
		want(t, "cards in hand", len(x.Runner().Hand), 5)
		want(t, "hand size", x.G.HandSize(runner), size)
	})
}
