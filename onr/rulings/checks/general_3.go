package checks

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the General-section rulings R061–R083 of the ONR
// rulings v1.62 (see general.go for the helpers).

// ---------------------------------------------------------------------------
// Paying costs (R061).

// R061: a player cannot spend what he or she does not have: South African
// Mining Corp's three actions must all be available in the turn
// (ONR-2.1.4, ONR-6.3.2).
func checkR061_CannotSpendWhatYouDoNotHave(t onrtest.TB) {
	const use = "use South African Mining Corp: Gain 6 bits"
	setup := func(t onrtest.TB) *onrtest.Table {
		x := tableWithRD(t, 1, 6)
		x.Install(onr.NewFort, "South African Mining Corp", true)
		x.Ready()
		return x
	}
	onrtest.Run(t, "ONR-6.3.2 with three actions left it can be used, spending all three", func(t onrtest.TB) {
		x := setup(t)
		x.Do(onr.Corp, use)
		if x.Corp().Bits != 11 || x.Corp().Actions != 0 {
			t.Errorf("bits %d, actions %d; want 11 bits, no action left", x.Corp().Bits, x.Corp().Actions)
		}
	})
	onrtest.Run(t, "ONR-2.1.4 with two actions left it cannot", func(t onrtest.TB) {
		x := setup(t)
		x.Do(onr.Corp, "gain")
		x.PassAll()
		if prompt(x, onr.Corp) != "Take an action" || x.Corp().Actions != 2 {
			t.Fatalf("pending %s, actions %d", x.Describe(), x.Corp().Actions)
		}
		if x.Offered(onr.Corp, use) {
			t.Errorf("offered with 2 actions: %q", x.Options(onr.Corp))
		}
	})
}

// ---------------------------------------------------------------------------
// Accessing cards (R062–R068).

// R062: an installed node or upgrade takes effect only if rezzed, unless its
// text says otherwise (ONR-9.10). Virus Test Site, the printed exception, is
// checked with R248 (checkR248_VirusTestSiteDamage).
func checkR062_InstalledCardsWorkOnlyRezzed(t onrtest.TB) {
	for _, rezzed := range []bool{false, true} {
		onrtest.Run(t, fmt.Sprintf("ONR-9.10 Dieter Esslin rezzed %v: damage on access %v", rezzed, rezzed), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Install(onr.NewFort, "Dieter Esslin", rezzed)
			runnerHand(x, 2)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on fort 1")
			rgContinue(x) // the Corp passes on rezzing it before access
			// Unrezzed, a spectator does not know it: the one question
			// (onr/accesshidden.go); rezzed, card by card.
			want := map[bool]string{false: onr.AccessedHiddenPrompt, true: "Pay 3 to trash Dieter Esslin?"}[rezzed]
			if prompt(x, onr.Runner) != want || !x.Offered(onr.Runner, "trash Dieter Esslin for 3") {
				t.Fatalf("pending %s", x.Describe())
			}
			if got := len(x.Runner().Hand) == 1; got != rezzed {
				t.Errorf("hand %d after accessing Dieter Esslin", len(x.Runner().Hand))
			}
		})
		onrtest.Run(t, fmt.Sprintf("ONR-9.10 Rustbelt HQ Branch rezzed %v: hand size +2 %v", rezzed, rezzed), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Install(onr.NewFort, "Rustbelt HQ Branch", rezzed)
			x.Ready()
			if want := map[bool]int32{false: 5, true: 7}[rezzed]; x.G.HandSize(onr.Corp) != want {
				t.Errorf("Corp hand size %d, want %d", x.G.HandSize(onr.Corp), want)
			}
		})
	}
}

// rgAccessed returns the cards accessed so far in the current run.
func rgAccessed(x *onrtest.Table) []string { return rgTitles(x, x.S.Run.Accessed) }

// R063: the Runner chooses the order of access among all the cards to be
// accessed; agendas are scored and cards trashed only once he has survived
// accessing them all (ONR-11.11.3, ONR-11.12.1).
func checkR063_RunnerOrdersAccessThenScores(t onrtest.TB) {
	for _, tc := range []struct {
		name, first string
		hand        int
		stolen      bool
	}{
		{"R&D card first, then Dieter Esslin flatlines: nothing scored", "access the next card stored in R&D", 0, false},
		{"Dieter Esslin first, then the agenda: scored after both", "access Dieter Esslin", 1, true},
	} {
		onrtest.Run(t, "ONR-11.12.1 "+tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			agenda := x.Card("Hostile Takeover")
			x.G.Put(agenda, onr.ZoneDeck, true) // top of R&D
			x.Install(onr.FortRD, "Dieter Esslin", true)
			runnerHand(x, tc.hand)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on R&D")
			rgContinue(x)
			if want := []string{"access the next card stored in R&D", "access Dieter Esslin"}; !slices.Equal(x.Options(onr.Runner), want) {
				t.Fatalf("options %q, want the Runner to choose among %q", x.Options(onr.Runner), want)
			}
			x.Do(onr.Runner, tc.first)
			if !tc.stolen {
				if !x.S.Over || x.S.Reason != "flatline" {
					t.Fatalf("over %v (%s); want a flatline on accessing Dieter Esslin", x.S.Over, x.S.Reason)
				}
			} else {
				x.PassAll()
			}
			if got := x.S.Cards[agenda].Zone == onr.ZoneScored; got != tc.stolen || x.Runner().Points != map[bool]int32{true: 1}[tc.stolen] {
				t.Errorf("agenda in %s, Runner points %d", x.S.Cards[agenda].Zone, x.Runner().Points)
			}
		})
	}
}

// R064: each accessed card's effect is dealt with fully before the next
// card is accessed (ONR-11.11.4).
func checkR064_EachAccessResolvedBeforeTheNext(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.FortRD, "Dieter Esslin", true)
	x.Install(onr.FortRD, "Dieter Esslin", true)
	x.Rig("\"Green Knight\" Surge Buffers")
	runnerHand(x, 3)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on R&D")
	rgContinue(x)
	x.Do(onr.Runner, "access Dieter Esslin")
	onrtest.Run(t, "ONR-11.11.4 the first Dieter's damage comes before the next access", func(t onrtest.TB) {
		if prompt(x, onr.Runner) != "1 Net damage: prevent some?" || len(x.S.Run.Accessed) != 1 {
			t.Fatalf("pending %s after %q", x.Describe(), rgAccessed(x))
		}
		x.Do(onr.Runner, "prevent \"Green Knight\" Surge Buffers")
		if prompt(x, onr.Runner) != "Choose the next card to access" {
			t.Fatalf("pending %s", x.Describe())
		}
	})
	x.Do(onr.Runner, "access Dieter Esslin")
	onrtest.Run(t, "ONR-11.11.4 the second Dieter's damage is taken before R&D is accessed", func(t onrtest.TB) {
		if prompt(x, onr.Runner) != "Pay 3 to trash Dieter Esslin?" {
			t.Fatalf("pending %s", x.Describe())
		}
		i, j := rgCount(x, onr.Runner, "Runner takes 1 Net damage"), len(x.Runner().Hand)
		if i != 1 || j != 2 {
			t.Errorf("%d damage events, hand %d", i, j)
		}
		if got := rgAccessed(x); len(got) != 3 || got[2] != "Data Wall" {
			t.Errorf("accessed %q", got)
		}
	})
}

// R065: accessing several cards from HQ, the Runner takes the random picks
// one at a time and mixes them with the upgrades as he wishes
// (ONR-11.11.3).
func checkR065_HQPicksMixedWithUpgrades(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	stored := x.Hand(onr.Corp, "Accounts Receivable", "Day Shift", "Efficiency Experts")
	up, _ := x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
	x.Rig("HQ Interface") // one additional card from HQ
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	rgContinue(x)
	want := []string{"access the next card stored in HQ", "access an unrezzed card"}
	for i, pick := range want {
		if !slices.Equal(x.Options(onr.Runner), want) {
			t.Fatalf("access %d: options %q, want %q", i+1, x.Options(onr.Runner), want)
		}
		x.Do(onr.Runner, pick)
	}
	acc := x.S.Run.Accessed
	if len(acc) != 3 || acc[1] != up || acc[0] == acc[2] || !slices.Contains(stored, acc[0]) || !slices.Contains(stored, acc[2]) {
		t.Errorf("accessed %q; want an HQ card, the upgrade, another HQ card", rgAccessed(x))
	}
}

// R066: accessing several cards from R&D, the Runner mixes upgrades in as he
// wishes but takes R&D cards from the top in order (ONR-11.11.3).
func checkR066_RDFromTheTopMixedWithUpgrades(t onrtest.TB) {
	x := onrtest.New(t, 1)
	rd := x.Deck(onr.Corp, "Accounts Receivable", "Day Shift", "Efficiency Experts", "Quandary")
	up, _ := x.Install(onr.FortRD, "Antiquated Interface Routines", false)
	x.Hand(onr.Runner, "Custodial Position") // two additional cards from R&D
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "play Custodial Position")
	rgContinue(x)
	for _, pick := range []string{"access the next card stored in R&D", "access an unrezzed card"} {
		if want := []string{"access the next card stored in R&D", "access an unrezzed card"}; !slices.Equal(x.Options(onr.Runner), want) {
			t.Fatalf("options %q, want %q", x.Options(onr.Runner), want)
		}
		x.Do(onr.Runner, pick)
	}
	if want := []int32{rd[0], up, rd[1], rd[2]}; !slices.Equal(x.S.Run.Accessed, want) {
		t.Errorf("accessed %q, want %q", rgAccessed(x), rgTitles(x, want))
	}
	if !slices.Equal(x.Corp().Deck, rd) {
		t.Errorf("R&D is now %q", rgTitles(x, x.Corp().Deck))
	}
}

// R067: in the Archives the Runner first puts the whole face-down pile onto
// the face-up pile, then accesses the cards one at a time working down the
// pile, mixing in upgrades as he wishes (ONR-11.11.3).
func checkR067_ArchivesTurnedFaceUpThenWorkedDown(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	down1 := rgArchive(x, "Accounts Receivable", false) // oldest
	up1 := rgArchive(x, "Efficiency Experts", true)
	down2 := rgArchive(x, "Day Shift", false) // newest
	upg, _ := x.Install(onr.FortArchives, "Antiquated Interface Routines", false)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on the Archives")
	rgContinue(x)
	onrtest.Run(t, "ONR-11.11.3 the face-down pile goes face up on the face-up pile first", func(t onrtest.TB) {
		if prompt(x, onr.Runner) != "Choose the next card to access" || len(x.S.Run.Accessed) != 0 {
			t.Fatalf("pending %s", x.Describe())
		}
		if v := rgView(x, onr.Runner).Player(onr.Corp); v.DiscardDown != 0 || len(v.Discard) != 3 {
			t.Errorf("before any access the Runner sees %d face-up and %d face-down cards", len(v.Discard), v.DiscardDown)
		}
		if want := []int32{up1, down1, down2}; !slices.Equal(x.Corp().Discard, want) {
			t.Errorf("Archives %q (bottom first), want %q", rgTitles(x, x.Corp().Discard), rgTitles(x, want))
		}
	})
	onrtest.Run(t, "ONR-11.11.3 then the cards are accessed from the top, upgrades mixed in", func(t onrtest.TB) {
		x.Do(onr.Runner, "access the next card stored in the Archives")
		x.Do(onr.Runner, "access an unrezzed card")
		if want := []int32{down2, upg, down1, up1}; !slices.Equal(x.S.Run.Accessed, want) {
			t.Errorf("accessed %q, want %q", rgAccessed(x), rgTitles(x, want))
		}
	})
}

// R068: the Corp is entitled to know which HQ cards the Runner accessed
// (ONR-2.6.4, ONR-11.11.5).
func checkR068_CorpLearnsAccessedHQCards(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Accounts Receivable")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	rgContinue(x)
	if rgEvent(x, onr.Corp, "Runner accesses Accounts Receivable") < 0 {
		t.Errorf("the Corp is not told which card was accessed; events %v", x.Events)
	}
}

// ---------------------------------------------------------------------------
// Advancing cards and scoring agenda (R069–R072).

// rgCorpOffers collects the Corp's options over its turn of "gain" actions.
func rgCorpOffers(x *onrtest.Table) []string {
	var seen []string
	for i := 0; i < 20 && x.S.Active == x.Seat(onr.Corp); i++ {
		seen = append(seen, x.Options(onr.Corp)...)
		switch {
		case x.Offered(onr.Corp, "gain"):
			x.Do(onr.Corp, "gain")
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		default:
			return seen
		}
	}
	return seen
}

// R069: an agenda must be installed to be scored, whatever its advancement
// (ONR-10.4). No implemented card lowers a difficulty to 0, so the agenda
// in HQ is given advancement counters equal to its difficulty.
func checkR069_OnlyInstalledAgendasAreScored(t onrtest.TB) {
	for _, installed := range []bool{false, true} {
		onrtest.Run(t, fmt.Sprintf("ONR-10.4 Hostile Takeover with 3 counters, installed %v: may be scored %v", installed, installed), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			var c int32
			if installed {
				c, _ = x.Install(onr.NewFort, "Hostile Takeover", false)
			} else {
				c = x.Hand(onr.Corp, "Hostile Takeover")[0]
			}
			x.S.Cards[c].Adv = 3
			x.Ready()
			if got := slices.Contains(rgCorpOffers(x), "score Hostile Takeover"); got != installed {
				t.Errorf("score offered = %v", got)
			}
		})
	}
}

// R070: an agenda may be advanced beyond its difficulty (ONR-10.3).
func checkR070_AdvanceBeyondDifficulty(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	c, _ := x.Install(onr.NewFort, "Hostile Takeover", false) // difficulty 3
	x.S.Cards[c].Adv = 3
	x.Ready()
	x.Do(onr.Corp, "advance Hostile Takeover")
	if x.S.Cards[c].Adv != 4 {
		t.Fatalf("%d counters, want 4", x.S.Cards[c].Adv)
	}
	x.Do(onr.Corp, "score Hostile Takeover")
	if x.Corp().Points != 1 || x.S.Cards[c].Zone != onr.ZoneScored {
		t.Errorf("points %d, agenda in %s", x.Corp().Points, x.S.Cards[c].Zone)
	}
}

// R071: advancing is spending an action and a bit to put one advancement
// counter on an installed card that can be advanced (ONR-6.1.5, ONR-10.1,
// ONR-10.2).
func checkR071_AdvancingCostsAnActionAndABit(t onrtest.TB) {
	onrtest.Run(t, "ONR-6.1.5 one action and one bit for one counter", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
		x.Ready()
		x.Do(onr.Corp, "advance Hostile Takeover")
		if x.S.Cards[c].Adv != 1 || x.Corp().Bits != 4 || x.Corp().Actions != 2 {
			t.Errorf("counters %d, bits %d, actions %d", x.S.Cards[c].Adv, x.Corp().Bits, x.Corp().Actions)
		}
	})
	for _, tc := range []struct {
		name  string
		setup func(x *onrtest.Table)
		want  int
	}{
		{"an installed agenda can be advanced", func(x *onrtest.Table) { x.Install(onr.NewFort, "Hostile Takeover", false) }, 1},
		{"not without a bit", func(x *onrtest.Table) { x.Install(onr.NewFort, "Hostile Takeover", false); x.Corp().Bits = 0 }, 0},
		{"not an agenda in HQ", func(x *onrtest.Table) { x.Hand(onr.Corp, "Hostile Takeover") }, 0},
		{"not a node without advancing text", func(x *onrtest.Table) { x.Install(onr.NewFort, "ESA Contract", false) }, 0},
		{"not ice", func(x *onrtest.Table) { x.Ice(onr.FortHQ, "Data Wall", false) }, 0},
	} {
		onrtest.Run(t, "ONR-10.1 "+tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			tc.setup(x)
			x.Ready()
			n := 0
			for _, v := range rgVerbs(x, onr.Corp) {
				if v == onr.VerbAdvance {
					n++
				}
			}
			if n != tc.want {
				t.Errorf("%d advance options in %q, want %d", n, x.Options(onr.Corp), tc.want)
			}
		})
	}
}

// R072: the Runner must score every agenda he accesses, unless an effect
// prevents it (ONR-11.12.2). No implemented agenda has an extra cost to
// steal (Fetal AI), so the second half of the ruling is not played here.
func checkR072_AccessedAgendaMustBeScored(t onrtest.TB) {
	for _, fort := range []string{"fort 1", "R&D"} {
		onrtest.Run(t, "ONR-11.12.2 an agenda accessed in "+fort+" is stolen without a choice", func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			var c int32
			if fort == "R&D" {
				c = x.Card("Hostile Takeover")
				x.G.Put(c, onr.ZoneDeck, true)
			} else {
				c, _ = x.Install(onr.NewFort, "Hostile Takeover", false)
			}
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on "+fort)
			rgContinue(x)
			x.PassAll()
			if prompt(x, onr.Runner) != "Take an action" {
				t.Fatalf("the Runner was asked %s", x.Describe())
			}
			if x.S.Cards[c].Zone != onr.ZoneScored || x.Runner().Points != 1 {
				t.Errorf("agenda in %s, Runner points %d", x.S.Cards[c].Zone, x.Runner().Points)
			}
		})
	}
}

// ---------------------------------------------------------------------------
// Installing programs (R073–R074).

// R073: where a program is installed is chosen when it is installed; it
// cannot be moved later, e.g. from normal memory into a daemon (ONR-8.8.2).
// Codecracker goes into normal memory and Raptor into Imp; neither is
// offered a move, and when Imp leaves play it takes Raptor with it and
// leaves Codecracker where it was installed.
func checkR073_InstalledProgramsCannotMove(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Banpei", true)
	imp := x.Rig("Imp")[0]
	hand := x.Hand(onr.Runner, "Codecracker", "Raptor")
	cc, raptor := hand[0], hand[1]
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 20
	onrtest.Run(t, "ONR-8.8.2 the place is chosen at install", func(t onrtest.TB) {
		if !x.Offered(onr.Runner, "install Codecracker") || !x.Offered(onr.Runner, "install Codecracker in Imp") {
			t.Fatalf("options %q", x.Options(onr.Runner))
		}
	})
	x.Do(onr.Runner, "install Codecracker")
	x.PassAll()
	x.Do(onr.Runner, "install Raptor in Imp")
	x.PassAll()
	onrtest.Run(t, "ONR-8.8.2 installed programs are never offered a move", func(t onrtest.TB) {
		for _, o := range x.Options(onr.Runner) {
			if strings.Contains(o, "Raptor") || strings.Contains(o, "Codecracker") || strings.Contains(o, "in Imp") {
				t.Errorf("offered %q", o)
			}
		}
		if x.S.Cards[cc].Host != 0 || x.S.Cards[raptor].Host != imp {
			t.Errorf("Codecracker hosted by %d (want none), Raptor by %d (want Imp %d)", x.S.Cards[cc].Host, x.S.Cards[raptor].Host, imp)
		}
	})
	onrtest.Run(t, "ONR-8.8.2 each stays where it was installed: Imp leaving play takes Raptor, not Codecracker", func(t onrtest.TB) {
		x.Do(onr.Runner, "run on HQ")
		if x.Offered(onr.Runner, "done") {
			x.Do(onr.Runner, "done")
		}
		x.Do(onr.Corp, "trash Imp")
		if x.S.Cards[imp].Zone != onr.ZoneDiscard || x.S.Cards[raptor].Zone != onr.ZoneDiscard {
			t.Errorf("Imp in %s, Raptor (installed in it) in %s; want both trashed", x.S.Cards[imp].Zone, x.S.Cards[raptor].Zone)
		}
		if x.S.Cards[cc].Zone != onr.ZoneRig || x.S.Cards[cc].Host != 0 {
			t.Errorf("Codecracker (installed in normal memory) in %s hosted by %d; want installed in normal memory", x.S.Cards[cc].Zone, x.S.Cards[cc].Host)
		}
	})
}

// R074: memory never prevents installing a program; the Runner trashes
// programs to make room (ONR-8.7.3).
func checkR074_MUNeverPreventsAnInstall(t onrtest.TB) {
	for _, prog := range []string{"Raptor", "Newsgroup Filter"} { // 1 MU, 2 MU
		onrtest.Run(t, "ONR-8.7.3 "+prog+" with all 4 MU in use", func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			full := x.Rig("Dwarf", "Codecracker", "Loony Goon", "Krash")
			c := x.Hand(onr.Runner, prog)[0]
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "install "+prog)
			for i := 0; i < 3 && strings.HasPrefix(prompt(x, onr.Runner), "Programs use"); i++ {
				x.Do(onr.Runner, "trash-program "+x.G.Title(full[i]))
			}
			avail, used := x.G.MU()
			if x.S.Cards[c].Zone != onr.ZoneRig || used > avail {
				t.Errorf("%s in %s, MU %d of %d", prog, x.S.Cards[c].Zone, used, avail)
			}
		})
	}
}

// ---------------------------------------------------------------------------
// Prevention effects (R075–R076).

// R075: a prevention effect happens "before" what it prevents: prevented
// damage never reaches the hand (ONR-14.4, ONR-18.3.5).
func checkR075_PreventionComesFirst(t onrtest.TB) {
	for _, gk := range []bool{true, false} {
		onrtest.Run(t, fmt.Sprintf("ONR-14.4 1 Net damage to an empty hand, prevented %v: flatline %v", gk, !gk), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, "Laser Wire", true)
			if gk {
				x.Rig("\"Green Knight\" Surge Buffers")
			}
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			if gk {
				x.Do(onr.Runner, "prevent \"Green Knight\" Surge Buffers")
			}
			if x.S.Over == gk {
				t.Errorf("over %v (%s)", x.S.Over, x.S.Reason)
			}
		})
	}
}

// R076: prevention can be used only when there is something of its kind to
// prevent (ONR-14.4, ONR-18.3.5). Emergency Self-Construct is not
// implemented.
func checkR076_PreventOnlyWhatIsHappening(t onrtest.TB) {
	onrtest.Run(t, "ONR-18.3.5 no prevention outside damage or tags", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Rig("Fall Guy", "\"Green Knight\" Surge Buffers")
		x.Ready()
		x.ToTurn(onr.Runner)
		if slices.Contains(rgVerbs(x, onr.Runner), onr.VerbPrevent) {
			t.Errorf("options %q", x.Options(onr.Runner))
		}
	})
	onrtest.Run(t, "ONR-14.4 Net damage prevention does nothing against meat damage", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Hand(onr.Corp, "Scorched Earth")
		x.Rig("\"Green Knight\" Surge Buffers")
		runnerHand(x, 5)
		x.Runner().Tags = 1
		x.Ready()
		x.Do(onr.Corp, "play Scorched Earth")
		// The Runner may be asked on public grounds (a card played from
		// hand could prevent meat damage), but Green Knight is no option.
		if slices.Contains(rgVerbs(x, onr.Runner), onr.VerbPrevent) {
			t.Fatalf("prevention offered against meat damage: %q", x.Options(onr.Runner))
		}
		x.Take()
		if prompt(x, onr.Runner) != "" || len(x.Runner().Hand) != 1 {
			t.Errorf("pending %s, hand %d", x.Describe(), len(x.Runner().Hand))
		}
	})
	onrtest.Run(t, "ONR-13.5 tag avoidance only when a tag would be given", func(t onrtest.TB) {
		x := rgBloodCat(t, "Fall Guy")
		x.Number(onr.Corp, 0)
		if !x.Offered(onr.Runner, "prevent Fall Guy") {
			t.Fatalf("pending %s", x.Describe())
		}
		x.Do(onr.Runner, "prevent Fall Guy")
		if x.Runner().Tags != 0 {
			t.Errorf("tags %d", x.Runner().Tags)
		}
	})
}

// ---------------------------------------------------------------------------
// Making runs and jacking out (R079).

// R079: there is no chance to jack out between the start of a run and the
// encounter with the first ice (ONR-11.1.3).
func checkR079_NoJackOutBeforeTheFirstIce(t onrtest.TB) {
	for _, rezzed := range []bool{true, false} {
		onrtest.Run(t, fmt.Sprintf("ONR-11.1.3 first ice rezzed %v", rezzed), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, "Wall of Static", rezzed)
			x.Rig("Dwarf")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			for i := 0; i < 10 && !x.Offered(onr.Runner, "jack-out"); i++ {
				if prompt(x, onr.Runner) != "" && rezzed && rgEvent(x, onr.Runner, "Runner encounters Wall of Static") < 0 {
					t.Fatalf("the Runner is asked %s before the encounter", x.Describe())
				}
				switch {
				case x.Offered(onr.Runner, "break subroutine 1 with Dwarf"):
					x.Do(onr.Runner, "break subroutine 1 with Dwarf")
				case x.Offered(onr.Corp, "pass"):
					x.Do(onr.Corp, "pass")
				default:
					t.Fatalf("unexpected decision %s", x.Describe())
				}
			}
			if x.S.Run.Pos != 1 {
				t.Errorf("jack out first offered at ice position %d; want after passing the first ice", x.S.Run.Pos)
			}
		})
	}
}

// ---------------------------------------------------------------------------
// Voluntary effects (R080–R081).

// R080: a player cannot reveal his or her own card without a reason (a card
// or game effect). Every option either player is offered over the first
// turns is tried on a copy of the game: none but a rez (the Corp's reason
// to show its card) or the use of a hidden resource (the Runner's) lets
// the other player read a card hidden from him: it stays unrezzed or face
// down, and his view and the events he reads name none of them (ONR-2.6.3,
// ONR-16.1.1). Installing a Runner card other than a hidden resource shows
// it, as the rules say (ONR-8.1).
func checkR080_NoVoluntaryReveal(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Data Wall", false)
	x.Install(onr.NewFort, "Hostile Takeover", false)
	x.Install(onr.FortRD, "Antiquated Interface Routines", false)
	x.Install(onr.NewFort, "ESA Contract", false)
	x.Hand(onr.Corp, "Wall of Static", "Priority Requisition", "Efficiency Experts")
	x.Corp().Bits = 10
	x.Rig("Chiba Bank Account") // face down: a hidden resource
	x.Hand(onr.Runner, "Liberated Savings Account", "Dwarf", "Score!")
	x.Ready()
	// concealed reports whether side's card k lies where the other player
	// cannot read it: installed face down or unrezzed, or in hand.
	concealed := func(k *onr.Card) bool {
		switch k.Zone {
		case onr.ZoneIce, onr.ZoneFort, onr.ZoneRig, onr.ZoneHand:
			return true
		}
		return false
	}
	shown := func(k *onr.Card) bool { return k.Known || k.FaceUp || k.Rezzed }
	tried := map[onr.Role]int{}
	for step := 0; step < 200 && x.S.Turn < 5 && !x.S.Over; step++ {
		for _, d := range x.G.Pending() {
			side := x.S.Players[d.Seat].Role
			other := onr.Runner
			if side == onr.Runner {
				other = onr.Corp
			}
			for i, o := range d.Options {
				if o.Verb == onr.VerbRez || (side == onr.Runner && o.Verb == onr.VerbUse) || d.Kind == engine.Number {
					continue // a reason to show the card
				}
				g := x.G.Clone().(*onr.Game)
				ev, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i})
				if err != nil {
					t.Fatalf("%s: %v", x.G.Describe(d, i), err)
				}
				tried[side]++
				v, _ := json.Marshal(g.View(g.SeatOf(other)))
				for c := int32(1); c < int32(len(x.S.Cards)); c++ {
					k, now := &x.S.Cards[c], &g.State().Cards[c]
					if k.Side != side || !concealed(k) || shown(k) || !concealed(now) {
						continue // public before, or moved where it is public (played, trashed)
					}
					title := g.Title(c)
					if d, _ := onr.Lookup(title); side == onr.Runner && k.Zone == onr.ZoneHand && now.Zone == onr.ZoneRig && !d.Card().HasKeyword("Hidden") {
						continue // installed face up, as the rules say (ONR-8.1)
					}
					if shown(now) || strings.Contains(string(v), title) {
						t.Errorf("after %q the %s is shown %s (known %v, face up %v, rezzed %v)", x.G.Describe(d, i), other, title, now.Known, now.FaceUp, now.Rezzed)
					}
					for _, e := range ev {
						if strings.Contains(e.For(g.SeatOf(other)), title) {
							t.Errorf("after %q the %s reads %q", x.G.Describe(d, i), other, e.For(g.SeatOf(other)))
						}
					}
				}
			}
		}
		switch active := x.S.Players[x.S.Active].Role; {
		case x.Offered(onr.Runner, "pass"):
			x.Do(onr.Runner, "pass")
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		case prompt(x, active) == "Take an action":
			x.Do(active, "gain")
		default:
			t.Fatalf("unexpected decision %s", x.Describe())
		}
	}
	if tried[onr.Corp] < 20 || tried[onr.Runner] < 20 {
		t.Fatalf("tried only %v options", tried)
	}
}

// R081: a player cannot voluntarily trash or uninstall his or her own
// installed card unless a rule or card allows it (ONR-8.6.1).
func checkR081_NoVoluntaryTrashing(t onrtest.TB) {
	trashVerbs := []engine.Verb{onr.VerbTrash, onr.VerbTrashIce, onr.VerbTrashProg, onr.VerbTrashRes, onr.VerbDiscard}
	onrtest.Run(t, "ONR-8.6.1 the Runner is offered no way to trash his installed cards", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Rig("Dwarf", "WuTech Mem Chip", "Fall Guy", "Danshi's Second ID")
		x.Ready()
		x.ToTurn(onr.Runner)
		for i, v := range rgVerbs(x, onr.Runner) {
			if slices.Contains(trashVerbs, v) {
				t.Errorf("offered %q", x.Options(onr.Runner)[i])
			}
		}
		// Danshi's Second ID may trash itself: its own text allows it.
		if !x.Offered(onr.Runner, "use Danshi's Second ID: Remove up to three tags") {
			t.Errorf("options %q", x.Options(onr.Runner))
		}
	})
	onrtest.Run(t, "ONR-8.6.1 the Corp trashes its ice only while installing ice on the fort", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Install(onr.NewFort, "ESA Contract", true)
		x.Hand(onr.Corp, "Data Wall")
		x.Ready()
		for i, v := range rgVerbs(x, onr.Corp) {
			if slices.Contains(trashVerbs, v) {
				t.Errorf("offered %q", x.Options(onr.Corp)[i])
			}
		}
		x.Do(onr.Corp, "install Data Wall on HQ")
		if !x.Offered(onr.Corp, "trash-ice Wall of Static") {
			t.Errorf("ONR-8.2.3: options %q", x.Options(onr.Corp))
		}
	})
}

// ---------------------------------------------------------------------------
// Public knowledge (R082–R083).

// R082: each player may know the opponent's bits, cards in hand, in the draw
// pile and in the discard pile, and the counters on any card (ONR-2.6.1).
func checkR082_PublicKnowledge(t onrtest.TB) {
	x := tableWithRD(t, 1, 6) // 6 cards in R&D
	x.Hand(onr.Corp, "Accounts Receivable", "Day Shift")
	rgArchive(x, "Efficiency Experts", true)
	rgArchive(x, "Quandary", false)
	agenda, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
	x.S.Cards[agenda].Adv = 2
	rgVirus(x, "Gremlins", 2)
	x.Corp().Bits = 8
	runnerHand(x, 3)
	x.Deck(onr.Runner, "Dwarf", "Krash")
	x.G.Put(x.Card("Score!"), onr.ZoneDiscard, false)
	x.Runner().Bits, x.Runner().Tags, x.Runner().Brain = 4, 2, 1
	x.Ready()
	onrtest.Run(t, "ONR-2.6.1 what the Runner knows of the Corp", func(t onrtest.TB) {
		c := rgView(x, onr.Runner).Player(onr.Corp)
		got := []int{int(c.Bits), c.HandCount, c.DeckCount, len(c.Discard) + c.DiscardDown}
		if want := []int{8, 2, 6, 2}; !slices.Equal(got, want) {
			t.Errorf("bits, HQ, R&D, Archives = %v, want %v", got, want)
		}
		if !slices.Equal(c.Virus, []string{"Gremlins ×2"}) {
			t.Errorf("virus counters %q", c.Virus)
		}
		if f := rgView(x, onr.Runner).Forts[3]; len(f.Cards) != 1 || f.Cards[0].Adv != 2 || f.Cards[0].Title != "" {
			t.Errorf("fort 1 as the Runner sees it: %+v", f.Cards)
		}
	})
	onrtest.Run(t, "ONR-2.6.1 what the Corp knows of the Runner", func(t onrtest.TB) {
		r := rgView(x, onr.Corp).Player(onr.Runner)
		got := []int{int(r.Bits), r.HandCount, r.DeckCount, len(r.Discard), int(r.Tags), int(r.Brain)}
		if want := []int{4, 3, 2, 1, 2, 1}; !slices.Equal(got, want) {
			t.Errorf("bits, hand, stack, trash, tags, brain = %v, want %v", got, want)
		}
		if len(r.Hand) != 0 {
			t.Errorf("the Corp sees the Runner's hand: %+v", r.Hand)
		}
	})
}

// R083: the Runner knows how many face-down cards a subsidiary fort holds,
// the advancement counters on each and the order they went in; the Corp
// cannot shuffle them (ONR-2.6.2).
func checkR083_RunnerKnowsFortContentsOrder(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Antiquated Interface Routines", "Hostile Takeover")
	x.Ready()
	x.Do(onr.Corp, "install Antiquated Interface Routines in a new fort")
	x.PassAll()
	x.Do(onr.Corp, "install Hostile Takeover in fort 1")
	x.PassAll()
	before := rgView(x, onr.Runner).Forts[3].Cards
	x.Do(onr.Corp, "advance Hostile Takeover")
	x.ToTurn(onr.Runner)
	after := rgView(x, onr.Runner).Forts[3].Cards
	if len(after) != 2 || after[0].Title != "" || after[1].Title != "" {
		t.Fatalf("the Runner sees fort 1 as %+v; want two face-down cards", after)
	}
	for i := range after {
		if after[i].Handle != before[i].Handle {
			t.Errorf("card %d of fort 1 changed from #%d to #%d: the Runner lost track of the order", i, before[i].Handle, after[i].Handle)
		}
	}
	if after[0].Adv != 0 || after[1].Adv != 1 {
		t.Errorf("advancement counters %d, %d; want 0 on the first card in, 1 on the second", after[0].Adv, after[1].Adv)
	}
}
