package checks

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks that complete rulings once partial (session 29): the parts the
// whole card pool now makes playable.

// R253 (ONR-12.1.3, ONR-12.2.4): one base-link card, then as much link as
// that card sells and the Runner can afford, then other means of raising
// link that are not a second base link. Access to Kiribati sets base link 1
// and sells up to 4 "+1 link" from 5 bits; bought 2 (link 3, 3 bits), the
// Runner adds Signpost's +2 and The Springboard's +1 after the reveal
// (link 6 beats the Corp's 5), while Baedeker's Net Map, the other base-link
// card of his rig, is offered again nowhere in the trace.
func checkR253_OtherMeansRaiseLinkOnTopOfTheBase(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Corp().Bits = 10
	x.Rig("Access to Kiribati", "Baedeker's Net Map", "Signpost", "The Springboard")
	x.Runner().Bits = 5
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	x.Number(onr.Corp, 5)
	x.Do(onr.Runner, "base-link Access to Kiribati")
	if d, ok := engine.DecisionFor(x.G, runnerSeat); !ok || d.Kind != engine.Number || d.Max != 4 {
		t.Fatalf("after Access to Kiribati's base link (1 of 5 bits), want up to 4 +1 link offered: %s", x.Describe())
	}
	x.Number(onr.Runner, 2)
	noSecondBase := func(when string) {
		t.Helper()
		if slices.ContainsFunc(x.Options(onr.Runner), func(o string) bool { return strings.HasPrefix(o, "base-link") }) {
			t.Fatalf("a second base-link card offered %s: %q", when, x.Options(onr.Runner))
		}
	}
	noSecondBase("after the reveal")
	for _, use := range []string{"use Signpost: +2 link", "use The Springboard: +1 link"} {
		if !x.Offered(onr.Runner, use) {
			t.Fatalf("%q not offered on top of the base link: %q", use, x.Options(onr.Runner))
		}
		x.Do(onr.Runner, use)
		noSecondBase("after " + use)
	}
	x.PassAll()
	if !twLink(x, 6) || x.Runner().Tags != 0 || x.Runner().Bits != 0 {
		t.Errorf("base link 1 + 2 bought + Signpost 2 + The Springboard 1: want link 6, no tag, 0 bits; have %d tags, %d bits; %s",
			x.Runner().Tags, x.Runner().Bits, x.Describe())
	}
}

// R301 (ONR-11.5.5): a wall with no subroutines counts as having had all of
// its subroutines broken, for Bulldozer too: Sandstorm rezzed with nothing
// paid above its rez cost has none, and Bulldozer, having broken none of
// it, breaks a subroutine of the next ice, Banpei (a sentry), at no cost;
// a Runner with no bits breaks its "trash a program".
func checkR301_BulldozerAfterAWallWithNoSubroutines(t onrtest.TB) {
	x, cs := outsideCount(t, "Sandstorm", "Banpei")
	if n := x.G.SubroutineCount(cs[0]); n != 0 {
		t.Fatalf("Sandstorm rezzed with nothing paid above has %d subroutines, want 0", n)
	}
	doze := x.Rig("Bulldozer")[0]
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 0
	x.Do(onr.Runner, "run on HQ")
	const brk = "break subroutine 1 with Bulldozer"
	for i := 0; i < 10 && !x.Offered(onr.Runner, brk) && x.S.Run.Active; i++ {
		runnerGoesOn(x)
	}
	if x.S.Run.Encounter != cs[1] || !x.Offered(onr.Runner, brk) {
		t.Fatalf("at Banpei after Sandstorm with no subroutines, Bulldozer breaks nothing free: %s", x.Describe())
	}
	x.Do(onr.Runner, brk) // Banpei's "trash a program"
	for i := 0; i < 10 && x.S.Run.Active; i++ {
		x.PassAll()
	}
	if x.S.Cards[doze].Zone != onr.ZoneRig {
		t.Errorf("Bulldozer in %s: Banpei's \"trash a program\" was not broken", x.S.Cards[doze].Zone)
	}
}

// R060's second sentence (ONR-6.4.4): a player may not gain an action he
// can neither use nor forgo. The cards of the pool that give an action for
// one use only (the 22 texts that gain actions were read: Bargain with
// Viacox, AI Board Member, Edgerunner, Inc., Temps, Valu-Pak Software
// Bundle, Wilson, Weeflerunner Apprentice restrict theirs; none says that an
// action must be gained regardless, so the ruling's "unless a card's text
// says otherwise" has nothing to apply to): the action whose use is
// impossible, with no penalty owed, is not gained (no question, the action
// count unchanged, the turn goes on); the same action with a penalty owed
// is gained, to be forgone.
func checkR060_NoActionGainedThatCanNeitherBeUsedNorForgone(t onrtest.TB) {
	onrtest.Run(t, "R060 Bargain with Viacox's play-a-card-at-random action with no card in hand is not gained", func(t onrtest.TB) {
		x := viacoxRolled(t, 6, 0)
		for x.S.Active == x.Seat(onr.Runner) && x.Decision(onr.Runner).Prompt == "Take an action" {
			x.Do(onr.Runner, "gain").PassAll()
		}
		if x.S.Active == x.Seat(onr.Runner) || x.Offered(onr.Runner, "take "+viacox) {
			t.Fatalf("the Runner is still asked after his basic actions: %s", x.Describe())
		}
		if !x.Logged("Runner cannot take the action of " + viacox) {
			t.Errorf("no event says the action is not taken")
		}
	})
	onrtest.Run(t, "R060 with a penalty owed the same action is gained, to be forgone", func(t onrtest.TB) {
		x := viacoxRolled(t, 6, 1)
		if !x.Offered(onr.Runner, "forgo "+viacox) {
			t.Fatalf("the action may not pay the penalty: %s", x.Describe())
		}
	})
	onrtest.Run(t, "R060 Edgerunner's install actions with HQ empty are not gained", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ready()
		for range 2 {
			x.Do(onr.Corp, "gain").PassAll()
		}
		for _, c := range x.Corp().Hand {
			x.S.Cards[c].Zone = onr.ZoneRemoved
		}
		x.Corp().Hand = nil
		x.Hand(onr.Corp, "Edgerunner, Inc., Temps")
		x.G.Reprompt()
		x.Do(onr.Corp, "play Edgerunner, Inc., Temps").PassAll()
		if x.S.Active != x.Seat(onr.Runner) || x.Corp().InstallActions != 0 {
			t.Fatalf("active %s, install actions %d; want the Runner's turn and none: %s",
				x.S.Players[x.S.Active].Role, x.Corp().InstallActions, x.Describe())
		}
	})
	onrtest.Run(t, "R060 Wilson's run action while runs are banned is not gained", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Rex", true)
		x.Corp().Bits = 5
		x.Rig(wilsonTitle)
		x.Ready().ToTurn(onr.Runner)
		x.Runner().Bits = 0
		x.Do(onr.Runner, "run on HQ")
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			if d, ok := engine.DecisionFor(x.G, x.Seat(onr.Corp)); ok && d.Kind == engine.Number {
				x.Number(onr.Corp, 1)
				continue
			}
			if d, ok := engine.DecisionFor(x.G, runnerSeat); ok && d.Kind == engine.Number {
				x.Number(onr.Runner, 0)
				continue
			}
			x.Take().PassAll()
		}
		if x.S.Run.Active || !x.Logged("Rex ends the run") {
			t.Fatalf("Rex did not end the run: %s", x.Describe())
		}
		for range 3 {
			for _, o := range x.Options(onr.Runner) {
				if strings.Contains(o, wilsonTitle) {
					t.Fatalf("Wilson's run offered while runs are banned: %q", x.Options(onr.Runner))
				}
			}
			x.Do(onr.Runner, "gain").PassAll()
		}
		// Asked at all, he may only declare the end of his turn (R520).
		if opts := x.Options(onr.Runner); x.S.Active == x.Seat(onr.Runner) && !slices.Equal(opts, []string{"end-turn"}) {
			t.Errorf("after his basic actions, runs banned, the Runner is offered %q: %s", opts, x.Describe())
		}
	})
}

// dreffMarionette makes the Runner encounter Marionette from HQ through
// Dr. Dreff (its fort has no ice), breaks both its subroutines with
// Bartmoss Memorial Icebreaker, and has the Corp answer Marionette's "pay
// 1 bit, or uninstall it and store it in HQ" as its pass resolves with
// answer (a prefix of the option). It returns the table once the run is
// over, Marionette, and whether the Corp was asked.
func dreffMarionette(t onrtest.TB, answer string) (*onrtest.Table, int32, bool) {
	t.Helper()
	x := tableWithRD(t, 1, 8)
	x.Install(onr.NewFort, "Dr. Dreff", true)
	m := x.Hand(onr.Corp, "Marionette")[0]
	x.Rig("Bartmoss Memorial Icebreaker")
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits, x.Runner().Bits = 20, 30
	x.Do(onr.Runner, "run on fort 1")
	asked := false
	for i := 0; i < 80 && x.S.Run.Active && !x.S.Over; i++ {
		if x.Offered(onr.Corp, "choose Marionette") {
			x.Do(onr.Corp, "choose Marionette")
			continue
		}
		if x.Offered(onr.Runner, "resolve the effects of Corp first") {
			x.Do(onr.Runner, "resolve the effects of Corp first") // Bartmoss Memorial Icebreaker's pass trigger after
			continue
		}
		if x.Offered(onr.Corp, "resolve Marionette") {
			x.Do(onr.Corp, "resolve Marionette") // before Dr. Dreff's own pass trigger
			continue
		}
		if opts := x.Options(onr.Corp); strings.Contains(prompt(x, onr.Corp), "Marionette") && len(opts) > 0 && !x.Offered(onr.Corp, "pass") {
			asked = true
			i := slices.IndexFunc(opts, func(o string) bool { return strings.HasPrefix(o, answer) })
			if i < 0 {
				t.Fatalf("no %q among the Corp's options %q (%s)", answer, opts, prompt(x, onr.Corp))
			}
			x.Do(onr.Corp, opts[i])
			continue
		}
		switch brk := "break subroutine 1 with Bartmoss Memorial Icebreaker"; {
		case x.Offered(onr.Runner, brk):
			x.Do(onr.Runner, brk)
		case x.Offered(onr.Runner, "break subroutine 2 with Bartmoss Memorial Icebreaker"):
			x.Do(onr.Runner, "break subroutine 2 with Bartmoss Memorial Icebreaker")
		default:
			runnerGoesOn(x)
		}
	}
	return x, m, asked
}

// R127: an effect that takes Dr. Dreff's ice out of play before Dreff
// trashes it makes Dreff lose track of it: Marionette, encountered from HQ
// and passed, answers its own pass; stored in HQ it is not trashed (the
// Corp's HQ holds it, named to both players), while the Corp that pays the
// bit instead sees Dreff trash it after the encounter.
func checkR127_MarionetteStoredBeforeDreffTrashesIt(t onrtest.TB) {
	onrtest.Run(t, "R127 Marionette stored in HQ as it is passed: Dr. Dreff does not trash it", func(t onrtest.TB) {
		x, m, asked := dreffMarionette(t, "decline")
		if !asked || x.S.Cards[m].Zone != onr.ZoneHand || x.Logged("Marionette is trashed after its encounter") {
			t.Fatalf("asked %v; Marionette in zone %v; want in HQ and not trashed: %s", asked, x.S.Cards[m].Zone, x.Describe())
		}
	})
	onrtest.Run(t, "R127 the Corp pays the bit: Dr. Dreff trashes Marionette", func(t onrtest.TB) {
		x, m, asked := dreffMarionette(t, "pay")
		if !asked || x.S.Cards[m].Zone != onr.ZoneDiscard {
			t.Fatalf("asked %v; Marionette in zone %v; want the Archives", asked, x.S.Cards[m].Zone)
		}
	})
}

// R468: Social Engineering passes the chosen ice once in the run, however
// often the Runner meets it: Data Wall (HQ's outermost ice, chosen) is
// passed automatically, then Vacuum Link behind it sends the Runner back
// (a roll of 1 to 3; seeds from 1 until one rolls so): met again, Data
// Wall is encountered and ends the run.
func checkR468_ChosenIceMetAgainIsEncountered(t onrtest.TB) {
	for seed := uint64(1); seed < 100; seed++ {
		x := onrtest.New(t, seed)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Ice(onr.FortHQ, "Vacuum Link", true)
		x.Hand(onr.Corp, "Hostile Takeover")
		x.Deck(onr.Corp, "Data Wall", "Data Wall")
		x.Hand(onr.Runner, "Social Engineering")
		runnerHand(x, 4)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits, x.Corp().Bits = 6, 5
		x.Do(onr.Runner, "play Social Engineering")
		x.Number(onr.Runner, 2)
		x.Number(onr.Corp, 3)
		x.Do(onr.Runner, "choose-fort HQ")
		x.Do(onr.Runner, x.Options(onr.Runner)[0]) // the outermost ice, Data Wall
		back := false
		for i := 0; i < 40 && x.S.Run.Active; i++ {
			if d, ok := engine.DecisionFor(x.G, runnerSeat); ok && strings.HasPrefix(d.Prompt, "Vacuum Link:") {
				x.Do(onr.Runner, "continue")
				back = true
				continue
			}
			if x.Logged("Data Wall ends the run") {
				break
			}
			runnerGoesOn(x)
		}
		if !back {
			continue // Vacuum Link rolled 4 to 6
		}
		if !x.Logged("Data Wall ends the run") {
			t.Fatalf("seed %d: Data Wall, met again after Vacuum Link, was not encountered: %s", seed, x.Describe())
		}
		return
	}
	t.Fatalf("no seed below 100 rolls 1 to 3 for Vacuum Link")
}

// R199: the Corp chooses the order in which the pieces of hardware Power
// Grid Overload trashes reach the Runner's trash pile, and the order shows:
// Junkyard BBS brings back the top card, the one chosen last.
func checkR199_TheCorpChoosesTheOrder(t onrtest.TB) {
	for _, first := range []string{"WuTech Mem Chip", "Zetatech Mem Chip"} {
		onrtest.Run(t, "R199 "+first+" first: the other on top", func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			rig := x.Rig("WuTech Mem Chip", "Zetatech Mem Chip", "Junkyard BBS")
			x.Runner().Tags = 1
			x.Hand(onr.Corp, "Power Grid Overload")
			x.Ready()
			x.Corp().Bits = 5
			x.Do(onr.Corp, "play Power Grid Overload")
			x.Number(onr.Corp, 2)
			if got := x.Options(onr.Corp); !slices.Equal(got, []string{"trash WuTech Mem Chip", "trash Zetatech Mem Chip"}) {
				t.Fatalf("the Corp is offered %q, want the order of both chips", got)
			}
			x.Do(onr.Corp, "trash "+first)
			for i := 0; i < 10 && x.S.Active == x.Seat(onr.Corp); i++ {
				x.Take().PassAll()
				if x.S.Active == x.Seat(onr.Corp) && x.Offered(onr.Corp, "gain") {
					x.Do(onr.Corp, "gain")
				}
			}
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 5
			x.Do(onr.Runner, "use Junkyard BBS: Bring the top card of the trash into the hand")
			last := rig[1]
			if first == "Zetatech Mem Chip" {
				last = rig[0]
			}
			if x.S.Cards[last].Zone != onr.ZoneHand || x.S.Cards[rig[0]].Zone == x.S.Cards[rig[1]].Zone {
				t.Fatalf("Junkyard BBS brought back the wrong chip: WuTech in %s, Zetatech in %s; want %s in hand",
					x.S.Cards[rig[0]].Zone, x.S.Cards[rig[1]].Zone, x.G.Title(last))
			}
		})
	}
}

// R400, the other winning condition: the Runner who trashes a rezzed
// Nevinyrral in Lucidrine™ Booster Drug's run (its trash cost paid with
// the drug's bits, an empty pool) wins as it leaves play, and the brain
// damage that would follow the run never comes.
func checkR400_TrashingNevinyrralInLucidrinesRunWinsFirst(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	x.Install(onr.NewFort, "Nevinyrral", true)
	x.Hand(onr.Runner, "Lucidrine™ Booster Drug")
	runnerHand(x, 4)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 0
	x.Do(onr.Runner, "play Lucidrine™ Booster Drug on fort 1")
	rgContinue(x)
	if !x.Offered(onr.Runner, "trash Nevinyrral for 5") {
		t.Fatalf("Nevinyrral's trash not offered with Lucidrine's bits: %s", x.Describe())
	}
	x.Do(onr.Runner, "trash Nevinyrral for 5")
	for i := 0; i < 10 && !x.S.Over && (x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass")); i++ {
		x.PassAll()
	}
	if !x.S.Over || x.Winner() != onr.Runner || x.Runner().Brain != 0 {
		t.Fatalf("over %v, winner %v, brain damage %d; want the Runner's win and none: %s", x.S.Over, x.S.Winner, x.Runner().Brain, x.Describe())
	}
}
