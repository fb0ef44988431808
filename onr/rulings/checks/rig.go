package checks

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the class-A ice and Runner rig of the card
// pool (WP1, WP4): daemons (Afreet), Clown, the preventions (Enterprise,
// Inc., Shields, Shield, Skullcap, Dermatech Bodyplating, Raven Microcyb
// Eagle, Nasuko Cycle), Disintegrator, Forward's Legacy and Cinderella.

// rgRunner arranges rezzed ice on HQ (outermost first), the rig, a hand of
// n cards and bits, and returns at the Runner's first action.
func rgRunner(t onrtest.TB, ice, rig []string, hand int, bits int32) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	for _, i := range ice {
		x.Ice(onr.FortHQ, i, true)
	}
	x.Rig(rig...)
	runnerHand(x, hand)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = bits
	return x
}

// rgRunHQ starts a run on HQ and passes the windows before the first
// encounter.
func rgRunHQ(x *onrtest.Table) {
	x.Do(onr.Runner, "run on HQ")
	x.PassAll()
}

// R256 (ONR-8.8): a program is put in a daemon only as it is installed;
// programs installed before the daemon stay where they are.
func checkR256_InstalledProgramsDoNotMoveIntoALaterDaemon(t onrtest.TB) {
	x := rgRunner(t, nil, []string{"Dwarf"}, 0, 20)
	x.Hand(onr.Runner, "Afreet", "Codecracker")
	x.G.Reprompt()
	dwarf := pvTitle(x, "Dwarf")
	x.Do(onr.Runner, "install Afreet")
	x.PassAll()
	afreet := pvTitle(x, "Afreet")
	for _, o := range x.Options(onr.Runner) {
		if o == "install Dwarf in Afreet" || o == "move Dwarf" {
			t.Fatalf("an installed program may be moved into the daemon: %q", x.Options(onr.Runner))
		}
	}
	if x.S.Cards[dwarf].Host != 0 {
		t.Fatalf("Dwarf moved into the daemon")
	}
	if !x.Offered(onr.Runner, "install Codecracker in Afreet") {
		t.Fatalf("a program from the hand may not be installed in the daemon: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "install Codecracker in Afreet")
	if x.S.Cards[pvTitle(x, "Codecracker")].Host != afreet {
		t.Fatalf("Codecracker is not in Afreet")
	}
}

// R257, R258 (ONR-8.8): a daemon may be installed in another; an
// icebreaker in an Imp inside an Afreet is reduced only by the Imp, the
// daemon it is immediately installed in.
func checkR257_R258_DaemonInDaemonOnlyTheInnerPenalty(t onrtest.TB) {
	x := rgRunner(t, nil, []string{"Afreet"}, 0, 20)
	x.Hand(onr.Runner, "Imp", "Dwarf")
	x.G.Reprompt()
	afreet := pvTitle(x, "Afreet")
	if !x.Offered(onr.Runner, "install Imp in Afreet") {
		t.Fatalf("a daemon may not be installed in Afreet (R258): %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "install Imp in Afreet")
	x.PassAll()
	imp := pvTitle(x, "Imp")
	if x.S.Cards[imp].Host != afreet {
		t.Fatalf("Imp is not in Afreet")
	}
	x.Do(onr.Runner, "install Dwarf in Imp")
	dwarf := pvTitle(x, "Dwarf")
	if x.S.Cards[dwarf].Host != imp {
		t.Fatalf("Dwarf is not in Imp")
	}
	if got := x.G.BreakerStrength(dwarf); got != 2 {
		t.Fatalf("Dwarf (3) in Imp in Afreet has strength %d, want 2: only Imp's -1 (R257)", got)
	}
}

// R259 (ONR-8.8.3): a daemon returned to the Runner's hand takes the
// programs installed in it to the trash. (Viral Breeding Ground is not
// implemented: the harness moves the daemon; see partial.tsv.)
func checkR259_DaemonToHandTrashesItsPrograms(t onrtest.TB) {
	x := rgRunner(t, nil, []string{"Afreet", "Umbrella Policy"}, 0, 20)
	afreet := pvTitle(x, "Afreet")
	cc := x.Card("Codecracker")
	x.G.InstallRunner(cc, afreet)
	x.G.Put(afreet, onr.ZoneHand, false)
	if x.S.Cards[afreet].Zone != onr.ZoneHand || x.S.Cards[cc].Zone != onr.ZoneDiscard {
		t.Fatalf("Afreet in zone %v, Codecracker in zone %v; want the hand and the trash", x.S.Cards[afreet].Zone, x.S.Cards[cc].Zone)
	}
	if x.Offered(onr.Runner, "prevent Umbrella Policy") {
		t.Fatalf("the trashing may be prevented")
	}
}

// R260 (ONR-8.8.1): a program goes in a daemon whole or not at all: with
// 1 MU left in Afreet, a 2-MU program may not go in it.
func checkR260_NoPartOfAProgramInADaemon(t onrtest.TB) {
	x := rgRunner(t, nil, []string{"Afreet"}, 0, 20)
	afreet := pvTitle(x, "Afreet")
	x.G.InstallRunner(x.Card("Disintegrator"), afreet) // 2 MU of 3
	x.Hand(onr.Runner, "Disintegrator")
	x.G.Reprompt()
	if x.Offered(onr.Runner, "install Disintegrator in Afreet") {
		t.Fatalf("a 2-MU program may go in the 1 MU left: %q", x.Options(onr.Runner))
	}
	if !x.Offered(onr.Runner, "install Disintegrator") {
		t.Fatalf("the program may not go in the Runner's memory: %q", x.Options(onr.Runner))
	}
}

// R311 (ONR-11.4.3): with Clown, ice can have a negative strength.
// R312: two Clowns reduce all ice by 2.
func checkR311_R312_ClownNegativeAndCumulative(t onrtest.TB) {
	for clowns, want := range map[int]int32{1: -1, 2: -2} {
		x := tableWithRD(t, 1, 6)
		wall, _ := x.Ice(onr.FortHQ, "Data Wall", true) // strength 0
		for range clowns {
			x.Rig("Clown")
		}
		x.Rig("Dwarf") // something to break with: the encounter waits
		x.Ready()
		x.ToTurn(onr.Runner)
		rgRunHQ(x)
		if got := x.G.IceStrength(wall); x.S.Run.Encounter != wall || got != want {
			t.Fatalf("Data Wall with %d Clowns has strength %d in the encounter (encountering %v), want %d", clowns, got, x.S.Run.Encounter == wall, want)
		}
	}
}

// R326 (errata): Dermatech Bodyplating prevents up to 1 meat damage each
// turn: 1 of Scorched Earth's 4, and none of a second one that turn.
func checkR326_DermatechPreventsOneMeatEachTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Scorched Earth", "Scorched Earth")
	runnerHand(x, 8)
	x.Rig("Dermatech Bodyplating")
	x.Runner().Tags = 1
	x.Corp().Bits = 20
	x.Ready()
	x.Do(onr.Corp, "play Scorched Earth")
	x.Do(onr.Runner, "prevent Dermatech Bodyplating")
	if x.Offered(onr.Runner, "prevent Dermatech Bodyplating") {
		t.Fatalf("a second point prevented: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "take")
	if got := len(x.Runner().Hand); got != 5 {
		t.Fatalf("hand %d after 4 meat damage with 1 prevented, want 5", got)
	}
	x.PassAll()
	x.Do(onr.Corp, "play Scorched Earth")
	if x.Offered(onr.Runner, "prevent Dermatech Bodyplating") {
		t.Fatalf("prevention offered again in the same turn")
	}
}

// R330: Disintegrator cannot derez ice whose subroutines Dropp broke: Dropp
// ends the run after the encounter, so the ice is never passed.
func checkR330_NoDisintegratorAfterDropp(t onrtest.TB) {
	const use = "use Disintegrator: Derez the ice you just broke and passed, and end your run"
	x := rgRunner(t, []string{"Wall of Static"}, []string{"Dropp™", "Disintegrator"}, 1, 5)
	wall := pvTitle(x, "Wall of Static")
	rgRunHQ(x)
	x.Do(onr.Runner, "break all subroutines with Dropp™")
	for i := 0; i < 5 && x.S.Run.Active; i++ {
		if x.Offered(onr.Runner, use) {
			t.Fatalf("Disintegrator offered after Dropp: %q", x.Options(onr.Runner))
		}
		x.PassAll()
	}
	if !x.S.Cards[wall].Rezzed || x.S.Run.Active {
		t.Fatalf("Wall of Static rezzed %v, run active %v", x.S.Cards[wall].Rezzed, x.S.Run.Active)
	}
	// Control: broken by Dwarf and passed, it may be derezzed.
	y := rgRunner(t, []string{"Wall of Static"}, []string{"Dwarf", "Disintegrator"}, 1, 5)
	rgRunHQ(y)
	y.Do(onr.Runner, "break subroutine 1 with Dwarf")
	if !y.Offered(onr.Runner, use) {
		t.Fatalf("Disintegrator not offered after Dwarf broke and passed the ice: %s", y.Describe())
	}
}

// R339 (ONR-18.3.5): Nasuko Cycle is paid with the bits in the pool when
// the tag is given; with 2 bits it cannot be used. (Edited Shipping
// Manifests is not implemented; see partial.tsv.)
func checkR339_NasukoPaidFromThePoolAsTheTagIsGiven(t onrtest.TB) {
	for _, bits := range []int32{2, 3} {
		x := rgRunner(t, []string{"Fetch 4.0.1"}, []string{"Nasuko Cycle"}, 1, bits)
		x.Corp().Bits = 8
		rgRunHQ(x)
		x.Number(onr.Corp, 3)
		if x.Offered(onr.Runner, "none") {
			x.Do(onr.Runner, "none")
		}
		if got := x.Offered(onr.Runner, "prevent Nasuko Cycle"); got != (bits >= 3) {
			t.Fatalf("with %d bits Nasuko Cycle offered: %v", bits, got)
		}
	}
}

// R343 (ONR-14.4): damage marked unpreventable (Cinderella's meat damage)
// cannot be prevented, here by Dermatech Bodyplating (Emergency
// Self-Construct: flatline.go).
func checkR343_CinderellasDamageCannotBePrevented(t onrtest.TB) {
	x := rgRunner(t, []string{"Cinderella"}, []string{"Dermatech Bodyplating", "MRAM Chip"}, 4, 0)
	x.Corp().Bits = 10
	rgRunHQ(x)
	x.Number(onr.Corp, 6)
	if x.Offered(onr.Runner, "none") {
		x.Do(onr.Runner, "none")
	}
	x.Do(onr.Corp, "trash MRAM Chip")
	if x.Offered(onr.Runner, "prevent Dermatech Bodyplating") {
		t.Fatalf("the unpreventable damage may be prevented: %q", x.Options(onr.Runner))
	}
	if got := len(x.Runner().Hand); got != 2 {
		t.Fatalf("hand %d after 2 unpreventable meat damage, want 2", got)
	}
}

// R346 (ONR-18.3.5): Enterprise, Inc., Shields may be used several times
// against one lump of damage, paid each time, and nothing is held over:
// 1 Net damage takes a whole use, and the next source needs another.
func checkR346_ShieldsPaidPerSourceNoHoldOver(t onrtest.TB) {
	const use = "prevent Enterprise, Inc., Shields"
	x := rgRunner(t, []string{"Bolter Cluster"}, []string{"Enterprise, Inc., Shields"}, 5, 5)
	rgRunHQ(x)
	x.Do(onr.Runner, use)
	x.Do(onr.Runner, use)
	if len(x.Runner().Hand) != 5 || x.Runner().Bits != 3 {
		t.Fatalf("two uses against 4 Net damage: hand %d (want 5), bits %d (want 3)", len(x.Runner().Hand), x.Runner().Bits)
	}
	// Neural Blade (1 Net damage) then, unbreakable after it, Laser Wire
	// (1 Net damage): each is paid for apart.
	y := rgRunner(t, []string{"Neural Blade", "Laser Wire"}, []string{"Enterprise, Inc., Shields"}, 5, 5)
	rgRunHQ(y)
	y.Do(onr.Runner, use)
	for i := 0; i < 6 && !y.Offered(onr.Runner, use) && y.S.Run.Active; i++ {
		if y.Offered(onr.Runner, "continue") {
			y.Do(onr.Runner, "continue")
		} else {
			y.PassAll()
		}
	}
	if !y.Offered(onr.Runner, use) {
		t.Fatalf("the second source is not offered to be prevented: %s", y.Describe())
	}
	if len(y.Runner().Hand) != 5 {
		t.Fatalf("the prevention was held over to the second source: hand %d, want 5", len(y.Runner().Hand))
	}
	y.Do(onr.Runner, use)
	if len(y.Runner().Hand) != 5 || y.Runner().Bits != 3 {
		t.Fatalf("after the second use: hand %d (want 5), bits %d (want 3)", len(y.Runner().Hand), y.Runner().Bits)
	}
}

// R353 (ONR-11.1.3): there is no chance to jack out between Forward's
// Legacy's roll at the start of the run and the first encounter.
func checkR353_NoJackOutBetweenLegacysRollAndTheFirstIce(t onrtest.TB) {
	x := onrtest.New(t, 5)
	fl := x.Rig("Forward's Legacy")[0]
	x.Ice(onr.FortRD, "Banpei", true)
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on R&D")
	if got := x.G.BreakerStrength(fl); got < 1 || got > 6 || !x.Logged("Forward's Legacy rolls") {
		t.Fatalf("strength %d at the start of the run, want a die roll", got)
	}
	noJackOutBefore(t, x, "Break subroutines of Banpei (strength 0)")
}

// R390: damage prevented (by Shield) is not done: no card is lost and no
// damage is taken. (Lifesaver™ Nanosurgeons is not implemented; see
// partial.tsv.)
func checkR390_PreventedDamageIsNotDone(t onrtest.TB) {
	x := rgRunner(t, []string{"Nerve Labyrinth"}, []string{"Shield"}, 3, 5)
	x.Events = nil
	rgRunHQ(x)
	x.Do(onr.Runner, "prevent Shield")
	if len(x.Runner().Hand) != 3 || len(x.Runner().Discard) != 0 || x.Logged("Runner takes") {
		t.Fatalf("hand %d, trash %d after the prevention; want 3 and 0 and no damage taken", len(x.Runner().Hand), len(x.Runner().Discard))
	}
}

// R438 (errata): Raven Microcyb Eagle prevents up to 1 Net damage each
// turn, and its bit, once used, is replaced at the start of the next turn.
func checkR438_EaglePreventsOneNetEachTurnAndItsBitRecurs(t onrtest.TB) {
	x := rgRunner(t, []string{"Nerve Labyrinth"}, []string{"Raven Microcyb Eagle"}, 4, 5)
	rgRunHQ(x)
	x.Do(onr.Runner, "prevent Raven Microcyb Eagle")
	if x.Offered(onr.Runner, "prevent Raven Microcyb Eagle") {
		t.Fatalf("a second point prevented the same turn")
	}
	if got := len(x.Runner().Hand); got != 3 {
		t.Fatalf("hand %d after 2 Net damage with 1 prevented, want 3", got)
	}
	y := rgRunner(t, []string{"Wall of Static"}, []string{"Raven Microcyb Eagle", "Dwarf"}, 1, 0)
	eagle := pvTitle(y, "Raven Microcyb Eagle")
	rgRunHQ(y)
	y.Do(onr.Runner, "break subroutine 1 with Dwarf")
	if y.S.Cards[eagle].Bits != 0 {
		t.Fatalf("the bit on it was not used for the break")
	}
	for y.S.Active == y.Seat(onr.Runner) && !y.S.Over {
		if y.Offered(onr.Runner, "continue") {
			y.Do(onr.Runner, "continue")
		}
		y.PassAll()
		if y.Offered(onr.Runner, "gain") {
			break
		}
	}
	y.ToTurn(onr.Corp)
	y.ToTurn(onr.Runner)
	if y.S.Cards[eagle].Bits != 1 {
		t.Fatalf("%d bits on it at the start of the next turn, want 1", y.S.Cards[eagle].Bits)
	}
}

// R460: each source of damage is a separate effect: Skullcap, trashed to
// prevent the first subroutine of Wall of Ice, is gone for the second
// (two accessed Setup!s: checkR460_TwoSetupsAccessedAreTwoSources).
func checkR460_EachSourceOfDamageIsSeparate(t onrtest.TB) {
	x := rgRunner(t, []string{"Wall of Ice"}, []string{"Skullcap"}, 5, 5)
	rgRunHQ(x)
	x.Do(onr.Runner, "prevent Skullcap")
	if x.Offered(onr.Runner, "prevent Skullcap") {
		t.Fatalf("Skullcap prevents the second source too")
	}
	if got := len(x.Runner().Hand); got != 3 {
		t.Fatalf("hand %d after the second 2 Net damage, want 3", got)
	}
}

// R253 (ONR-12.1.3): a base link is set on one card, and link is bought
// only from that card: Access through Alpha sets base link 9 and sells no
// +1 link, while Baedeker's Net Map, not chosen, sells none either. (The
// link raised on top of the base link by other means: partials29.go.)
func checkR253_BaseLinkFromOneCardThenItsIncreases(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Corp().Bits = 10
	x.Rig("Access through Alpha", "Baedeker's Net Map")
	x.Runner().Bits = 5
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	x.Number(onr.Corp, 5)
	opts := x.Options(onr.Runner)
	if !slices.Contains(opts, "base-link Access through Alpha") || !slices.Contains(opts, "base-link Baedeker's Net Map") {
		t.Fatalf("base link choices %q", opts)
	}
	x.Do(onr.Runner, "base-link Access through Alpha")
	if d, ok := engine.DecisionFor(x.G, runnerSeat); !ok || d.Kind != engine.Number || d.Max > 0 {
		t.Fatalf("link may be bought on top of Access through Alpha, or the question of how many is not asked (0 to 0): %s", x.Describe())
	}
	x.Number(onr.Runner, 0)
	x.PassAll()
	if x.Runner().Tags != 0 || x.Runner().Bits != 4 {
		t.Fatalf("tags %d (want 0: link 9 beats 5), bits %d (want 4)", x.Runner().Tags, x.Runner().Bits)
	}
}

// R449: cards in R&D, HQ and the Archives are not installed: SeeYa offers
// only installed Corp cards to expose.
func checkR449_SeeYaExposesOnlyInstalledCards(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortRD, "Wall of Static", false)
	x.Hand(onr.Corp, "Hostile Takeover")
	x.Rig("SeeYa")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.G.Put(x.Card("Data Wall"), onr.ZoneDiscard, false)
	x.G.Reprompt()
	x.Do(onr.Runner, "use SeeYa: Expose an installed card")
	if got := x.Options(onr.Runner); !slices.Equal(got, []string{"expose ice 1 on R&D", "done"}) {
		t.Fatalf("SeeYa offers %q; want only the installed ice", got)
	}
}

// R482, R483 (ONR-18.3.7): two Swiss Bank Accounts pay for an install,
// each used as a separate effect that resolves before the next: 5 bits
// and 2 + 2 pay for Forward's Legacy (9).
func checkR482_R483_SwissBankAccountsPayForAnInstallOneByOne(t onrtest.TB) {
	x := rgRunner(t, nil, []string{"Swiss Bank Account", "Swiss Bank Account"}, 0, 5)
	x.Hand(onr.Runner, "Forward's Legacy")
	x.G.Reprompt()
	x.Do(onr.Runner, "install Forward's Legacy")
	x.Do(onr.Runner, "use Swiss Bank Account: Gain 2 bits")
	if x.Runner().Bits != 7 {
		t.Fatalf("after the first use the pool holds %d, want 7: the gain resolves at once", x.Runner().Bits)
	}
	x.Do(onr.Runner, "use Swiss Bank Account: Gain 2 bits")
	if fl := pvTitle(x, "Forward's Legacy"); x.S.Cards[fl].Zone != onr.ZoneRig || x.Runner().Bits != 0 {
		t.Fatalf("Forward's Legacy in zone %v, %d bits left; want installed and 0", x.S.Cards[fl].Zone, x.Runner().Bits)
	}
}

// R484 (ONR-7.1): paying with Swiss Bank Account trashes it as the price is
// paid, before the card paid for is placed.
func checkR484_SwissBankAccountTrashedAsThePriceIsPaid(t onrtest.TB) {
	x := rgRunner(t, nil, []string{"Swiss Bank Account"}, 0, 6)
	x.Hand(onr.Runner, "Forward's Legacy")
	x.G.Reprompt()
	x.Events = nil
	x.Do(onr.Runner, "install Forward's Legacy")
	x.Do(onr.Runner, "use Swiss Bank Account: Gain 6 bits")
	trashed, installed := -1, -1
	for i, e := range x.Events {
		text := e.For(runnerSeat)
		if trashed < 0 && strings.Contains(text, "Swiss Bank Account") {
			trashed = i
		}
		if installed < 0 && strings.Contains(text, "installs Forward's Legacy") {
			installed = i
		}
	}
	if trashed < 0 || installed < 0 || trashed > installed {
		t.Fatalf("Swiss Bank Account used at event %d, Forward's Legacy installed at %d; want the payment first", trashed, installed)
	}
	if sba := pvTitle(x, "Swiss Bank Account"); x.S.Cards[sba].Zone != onr.ZoneDiscard {
		t.Fatalf("Swiss Bank Account not in the trash")
	}
}

// R485 (ONR-9.4, ONR-18.3.7): "whenever you pay any cost" adds moments: it
// may also be used in an ordinary window, paying for nothing.
func checkR485_SwissBankAccountAlsoInOrdinaryWindows(t onrtest.TB) {
	x := rgRunner(t, nil, []string{"Swiss Bank Account"}, 0, 5)
	x.Do(onr.Runner, "gain")
	if !x.Offered(onr.Runner, "use Swiss Bank Account: Gain 2 bits") {
		t.Fatalf("not usable in the window after an action: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "use Swiss Bank Account: Gain 2 bits")
	if x.Runner().Bits != 8 {
		t.Fatalf("%d bits, want 5 + 1 + 2", x.Runner().Bits)
	}
}
