package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Restricted and recurring bits (onr/restricted.go; ONR-2.1.2, ONR-2.1.3).

// bitsRefilled moves on to the Runner's next turn and fails unless card c
// holds want bits again, replaced from the bank: the pool is unchanged.
func bitsRefilled(t onrtest.TB, x *onrtest.Table, c, want int32) {
	t.Helper()
	for i := 0; i < 20 && x.S.Run.Active; i++ {
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
			continue
		}
		x.PassAll()
	}
	x.ToTurn(onr.Corp)
	if got := x.S.Cards[c].Bits; got == want {
		t.Fatalf("%d bits on it again before the Runner's next turn", got)
	}
	bank := x.Runner().Bits
	x.ToTurn(onr.Runner)
	if got := x.S.Cards[c].Bits; got != want || x.Runner().Bits != bank {
		t.Errorf("at the Runner's next turn: %d bits on it and a pool of %d (was %d); want %d replaced from the bank", got, x.Runner().Bits, bank, want)
	}
}

// bitsSpentOnBreak runs HQ against ice with rig (its first card holding
// bits) and an empty pool, breaks the first subroutine with breaker, and
// returns the table and the card once its bits paid for the break.
func bitsSpentOnBreak(t onrtest.TB, ice, breaker string, rig ...string) (*onrtest.Table, int32) {
	t.Helper()
	x := rgRunner(t, []string{ice}, append(rig, breaker), 0, 0)
	c := pvTitle(x, rig[0])
	before := x.S.Cards[c].Bits
	rgRunHQ(x)
	x.Do(onr.Runner, "break subroutine 1 with "+breaker)
	if x.S.Cards[c].Bits >= before || x.Runner().Bits != 0 {
		t.Fatalf("the break did not use the bits on %s: %d on it (was %d), pool %d", rig[0], x.S.Cards[c].Bits, before, x.Runner().Bits)
	}
	return x, c
}

// R314 (errata): the bit used from Corolla Speed Chip, for a killer, is
// replaced from the bank at the start of the Runner's next turn.
func checkR314_CorollaBitReplacedFromTheBank(t onrtest.TB) {
	x, c := bitsSpentOnBreak(t, "Banpei", "Codeslinger", "Corolla Speed Chip")
	bitsRefilled(t, x, c, 1)
}

// R310: bits a noisy icebreaker's noise removes from a stealth card (not
// spent) are replaced at the start of the next turn, like spent ones.
func checkR310_BitsLostToNoiseAreReplaced(t onrtest.TB) {
	x := rgRunner(t, []string{"Wall of Static"}, []string{"Cloak", "Hammer"}, 0, 1)
	cloak := pvTitle(x, "Cloak")
	rgRunHQ(x)
	if x.Offered(onr.Runner, "break subroutine 1 with Hammer") && x.Runner().Bits == 0 {
		t.Fatalf("Cloak's bits may pay for a noisy icebreaker")
	}
	x.Do(onr.Runner, "break subroutine 1 with Hammer")
	if got := x.S.Cards[cloak].Bits; got != 1 || x.Runner().Bits != 0 {
		t.Fatalf("after Hammer's break (1 bit from the pool, noise 2): %d bits on Cloak, pool %d; want 1 and 0", got, x.Runner().Bits)
	}
	bitsRefilled(t, x, cloak, 3)
}

// R413: bits usable only to increase link cannot pay for setting a base
// link (Access through Alpha), only for "+1 link" bought afterwards.
func checkR413_LinkBitsDoNotSetABaseLink(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Corp().Bits = 10
	x.Rig("Pandora's Deck", "Access through Alpha", "Access to Kiribati")
	x.Runner().Bits = 1
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	x.Number(onr.Corp, 5)
	x.Runner().Bits = 0
	x.G.Reprompt()
	if x.Offered(onr.Runner, "base-link Access through Alpha") || x.Offered(onr.Runner, "base-link Access to Kiribati") {
		t.Fatalf("Pandora's Deck's bits set a base link: %q", x.Options(onr.Runner))
	}
	y := tableWithRD(t, 1, 6)
	y.Install(onr.NewFort, "Blood Cat", true)
	y.Corp().Bits = 10
	deck := y.Rig("Pandora's Deck", "Access to Kiribati")[0]
	y.Runner().Bits = 1
	y.Ready()
	y.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	y.Number(onr.Corp, 3) // against link 4: fails (ONR-12.2.5)
	y.Do(onr.Runner, "base-link Access to Kiribati")
	y.Number(onr.Runner, 3)
	if y.Runner().Bits != 0 || y.S.Cards[deck].Bits != 0 || y.Runner().Tags != 0 {
		t.Errorf("base link 1 from the pool and three +1 link from Pandora's Deck: pool %d, %d on the deck, %d tags; want 0, 0, 0", y.Runner().Bits, y.S.Cards[deck].Bits, y.Runner().Tags)
	}
}

// R423 (errata): Poltergeist's 2 bits come from the bank, pay only to
// trash nodes, and are replaced from the bank.
func checkR423_PoltergeistBitsFromTheBank(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Rustbelt HQ Branch", true)
	polt := x.Rig("Poltergeist")[0]
	x.Runner().Bits = 0
	x.Ready().ToTurn(onr.Runner)
	if x.S.Cards[polt].Bits != 2 {
		t.Fatalf("%d bits put on Poltergeist, want 2", x.S.Cards[polt].Bits)
	}
	x.Do(onr.Runner, "run on fort 1").PassAll()
	x.Do(onr.Runner, "continue").PassAll()
	x.Do(onr.Runner, "trash Rustbelt HQ Branch for 2")
	bitsRefilled(t, x, polt, 2)
}

// R439 (errata): the bits used from Raven Microcyb Owl are replaced from
// the bank at the start of the Runner's next turn.
func checkR439_OwlBitsReplacedFromTheBank(t onrtest.TB) {
	x, c := bitsSpentOnBreak(t, "Wall of Static", "Dwarf", "Raven Microcyb Owl")
	bitsRefilled(t, x, c, 3)
}

// R489 (errata): Techtronica™ Utility Suit holds 5 bits from the bank,
// replaced from the bank, and prevents up to 1 meat damage each turn.
func checkR489_TechtronicaFiveBitsAndOneMeat(t onrtest.TB) {
	x, hand := ratScorchedEarthAsked(t, 1, ratSixCards, "Techtronica™ Utility Suit")
	suit := pvTitle(x, "Techtronica™ Utility Suit")
	if x.S.Cards[suit].Bits != 5 {
		t.Fatalf("%d bits on the suit, want 5", x.S.Cards[suit].Bits)
	}
	x.Do(onr.Runner, "prevent Techtronica™ Utility Suit")
	if x.Offered(onr.Runner, "prevent Techtronica™ Utility Suit") {
		t.Fatalf("a second meat damage prevented the same turn")
	}
	x.Take()
	if got := len(x.Runner().Hand); got != len(hand)-3 {
		t.Errorf("hand %d after 4 meat damage with 1 prevented, want %d", got, len(hand)-3)
	}
}

// R524 (errata): Zetatech Software Installer's 2 bits come from the bank
// and pay for installing a program, even one for which it is trashed.
func checkR524_SoftwareInstallerBitsFromTheBank(t onrtest.TB) {
	x := rgRunner(t, nil, []string{"Zetatech Software Installer", "Dwarf", "Codeslinger", "Loony Goon"}, 0, 0)
	zsi := pvTitle(x, "Zetatech Software Installer")
	x.Hand(onr.Runner, "Hammer")
	x.G.Reprompt()
	if x.S.Cards[zsi].Bits != 2 {
		t.Fatalf("%d bits put on it, want 2", x.S.Cards[zsi].Bits)
	}
	x.Do(onr.Runner, "install Hammer")
	x.Do(onr.Runner, "trash-program Zetatech Software Installer")
	if x.S.Cards[zsi].Zone != onr.ZoneDiscard || x.Runner().Bits != 0 || x.S.Cards[pvTitle(x, "Hammer")].Zone != onr.ZoneRig {
		t.Errorf("Hammer installed with its bits and the Installer trashed for it: Installer in %s, pool %d", x.S.Cards[zsi].Zone, x.Runner().Bits)
	}
}

// R347: the icebreaker inside Eurocorpse™ Spin Chip has the benefits and
// drawbacks of any other installed icebreaker: Banpei's "trash a program"
// may trash it (and the chip's bits pay for its uses).
func checkR347_SpinChipBreakerIsAnOrdinaryInstalledBreaker(t onrtest.TB) {
	x := rgRunner(t, []string{"Banpei"}, []string{"Eurocorpse™ Spin Chip", "Loony Goon"}, 0, 7)
	chip := pvTitle(x, "Eurocorpse™ Spin Chip")
	x.Hand(onr.Runner, "Codeslinger")
	x.G.Reprompt()
	x.Do(onr.Runner, "install Codeslinger in Eurocorpse™ Spin Chip")
	cs := pvTitle(x, "Codeslinger")
	if x.S.Cards[cs].Host != chip {
		t.Fatalf("Codeslinger not hosted by the chip")
	}
	rgRunHQ(x)
	x.Do(onr.Runner, "break subroutine 2 with Codeslinger")
	if x.S.Cards[chip].Bits != 1 || x.Runner().Bits != 0 {
		t.Fatalf("the hosted killer's break: %d bits on the chip, pool %d; want 1 and 0", x.S.Cards[chip].Bits, x.Runner().Bits)
	}
	x.Do(onr.Runner, "done")
	if !x.Offered(onr.Corp, "trash Codeslinger") {
		t.Fatalf("Banpei may not trash the hosted icebreaker: %s", x.Describe())
	}
	x.Do(onr.Corp, "trash Codeslinger")
	if x.S.Cards[cs].Zone != onr.ZoneDiscard || x.S.Cards[chip].Zone != onr.ZoneRig {
		t.Errorf("Codeslinger in %s, the chip in %s; want the trash and the rig", x.S.Cards[cs].Zone, x.S.Cards[chip].Zone)
	}
}

// R401: Lucidrine™ Drip Feed gives one action each turn; gained actions do
// not accumulate from turn to turn (4 + 1, then 4 + 1 again, then the
// damage turn with 4).
func checkR401_DripFeedActionsDoNotAccumulate(t onrtest.TB) {
	x := tableWithRD(t, 1, 9)
	runnerHand(x, 3)
	x.Rig("Lucidrine™ Drip Feed")
	x.Ready()
	for turn, want := range []int{5, 5, 4} {
		x.ToTurn(onr.Runner)
		if got := x.TakeGains(onr.Runner); got != want {
			t.Fatalf("turn %d: %d actions taken, want %d", turn+1, got, want)
		}
	}
}

// R402: the action gained from Lucidrine™ Drip Feed may be forgone to pay
// a penalty: with one action to forgo, the Runner takes 4 of his 5.
func checkR402_DripFeedActionMayBeForgone(t onrtest.TB) {
	x := tableWithRD(t, 1, 9)
	runnerHand(x, 3)
	x.Rig("Lucidrine™ Drip Feed")
	x.Ready()
	x.ToTurn(onr.Corp)
	x.Runner().Forgo = 1
	x.ToTurn(onr.Runner)
	if got := x.TakeGains(onr.Runner); got != 4 {
		t.Errorf("%d actions taken with one forgone, want 4 of 4 + 1", got)
	}
}

// R331 (errata): the bits used from "Drifter" Mobile Environment, to remove
// a tag, are replaced from the bank at the start of the Runner's next turn.
func checkR331_DrifterBitsReplacedFromTheBank(t onrtest.TB) {
	x := taggedWithoutBits(t, "\"Drifter\" Mobile Environment")
	c := pvTitle(x, "\"Drifter\" Mobile Environment")
	x.Do(onr.Runner, "remove-tag")
	if x.Runner().Tags != 0 || x.S.Cards[c].Bits != 0 || x.Runner().Bits != 0 {
		t.Fatalf("after removing a tag with its bits: %d tags, %d bits on it, pool %d", x.Runner().Tags, x.S.Cards[c].Bits, x.Runner().Bits)
	}
	bitsRefilled(t, x, c, 2)
}

// R332: the bits of "Drifter" Mobile Environment pay only for removing
// tags (the basic action, ONR-13.3), not for a card's ability whose effect
// removes tags: they cannot pay for Nomad Allies.
func checkR332_DrifterBitsNotForNomadAllies(t onrtest.TB) {
	x := taggedWithoutBits(t, "\"Drifter\" Mobile Environment", "Nomad Allies")
	if !x.Offered(onr.Runner, "remove-tag") {
		t.Fatalf("the basic tag removal is not offered with Drifter's bits: %q", x.Options(onr.Runner))
	}
	if x.Offered(onr.Runner, "use Nomad Allies: Remove a tag") {
		t.Errorf("Drifter's bits paid for Nomad Allies' ability")
	}
	x.Do(onr.Runner, "remove-tag")
	if x.Runner().Tags != 0 {
		t.Errorf("the tag removal paid by Drifter's bits left %d tags", x.Runner().Tags)
	}
}

// taggedWithoutBits is the Runner's turn with rig installed, one tag and
// an empty pool.
func taggedWithoutBits(t onrtest.TB, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Rig(rig...)
	x.Runner().Tags, x.Runner().Bits = 1, 0
	x.Ready()
	x.ToTurn(onr.Runner)
	return x
}
