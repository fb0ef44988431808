package checks

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Government Contract's bits, usable only to install or rez cards
// (installrezbits.go), and Obfuscated Fortress's announced spending.

// R146: bits gained from Government Contract pay a rez cost, never a cost
// "above the rez cost" (Digiconda's X is paid from the pool alone).
func checkR146_GovernmentContractBitsDoNotPayAboveTheRezCost(t onrtest.TB) {
	x := onrtest.New(t, 1)
	gc, _ := x.Install(onr.NewFort, "Government Contract", true)
	d, _ := x.Ice(onr.FortHQ, "Digiconda", false)
	x.Ready()
	x.S.Cards[gc].Adv = 3
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 2
	x.Do(onr.Runner, "run on HQ")
	for range 3 {
		x.Do(onr.Corp, "use Government Contract: Gain 3 bits to install or rez cards")
	}
	if x.Corp().Bits != 2 {
		t.Fatalf("Corp pool = %d after three uses, want 2: the 9 bits are not in the pool", x.Corp().Bits)
	}
	x.Do(onr.Corp, "rez Digiconda") // rez cost 6, from the contract's bits
	if !x.S.Cards[d].Rezzed {
		t.Fatalf("Digiconda not rezzed")
	}
	dec := x.Decision(onr.Corp)
	if dec.Kind != engine.Number || dec.Max != 2 {
		t.Fatalf("the Corp is asked %q up to %d, want X up to its pool of 2: the 3 bits left of the contract do not pay above the rez cost", dec.Prompt, dec.Max)
	}
	x.Number(onr.Corp, 2)
	if x.Corp().Bits != 0 {
		t.Errorf("Corp pool = %d, want 0 (X = 2 paid from the pool)", x.Corp().Bits)
	}
	if got := x.G.IceStrength(d); got != 2 {
		t.Errorf("Digiconda strength = %d, want X = 2", got)
	}
}

// fortressTable arranges Obfuscated Fortress rezzed in HQ with ice, the
// Runner's rig and bits, and has the Runner run on HQ and announce n bits.
func fortressTable(t onrtest.TB, ice string, rig []string, bits int32, n int) *onrtest.Table {
	x := onrtest.New(t, 1)
	x.Install(onr.FortHQ, "Obfuscated Fortress", true)
	x.Ice(onr.FortHQ, ice, true)
	x.Rig(rig...)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = bits
	x.Do(onr.Runner, "run on HQ")
	x.Number(onr.Runner, n)
	return x
}

// passToEncounter passes until the Runner is offered opt or the run is
// over.
func passToEncounter(x *onrtest.Table, opt string) {
	for i := 0; i < 20 && x.S.Run.Active && !x.Offered(onr.Runner, opt); i++ {
		x.PassAll()
	}
}

// endTheRun lets the subroutines fire, jacks out when possible and passes
// until the run is over.
func endTheRun(x *onrtest.Table) {
	for i := 0; i < 30 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(onr.Runner, "done"):
			x.Do(onr.Runner, "done")
		case x.Offered(onr.Runner, "jack-out"):
			x.Do(onr.Runner, "jack-out")
		default:
			x.PassAll()
		}
	}
}

// R181: every bit spent during the run counts against the announcement,
// whatever its source: Cloak's bit spent on Codecracker leaves nothing of
// an announcement of 1, with 5 bits in the pool.
func checkR181_EveryBitSpentCountsAgainstTheAnnouncement(t onrtest.TB) {
	const pump = "pump Codecracker: +1 strength for 1"
	x := fortressTable(t, "Endless Corridor", []string{"Codecracker", "Cloak"}, 5, 1)
	passToEncounter(x, pump)
	if !x.Offered(onr.Runner, pump) {
		t.Fatalf("the pump is not offered with 1 bit announced: %s", x.Describe())
	}
	x.Do(onr.Runner, pump)
	if x.Runner().Bits != 5 {
		t.Fatalf("Runner pool = %d, want 5: Cloak's bit pays", x.Runner().Bits)
	}
	if x.Offered(onr.Runner, pump) {
		t.Errorf("a second pump is offered: Cloak's bit did not count against the announcement")
	}
	endTheRun(x)
	if x.Runner().Bits != 5 {
		t.Errorf("Runner pool after the run = %d, want 5: the announcement was spent", x.Runner().Bits)
	}
}

// R182: the Runner may announce more bits than his pool holds; what he
// did not spend is lost from his pool only, never from his cards (Cloak).
func checkR182_AnnounceMoreThanThePoolLoseOnlyThePool(t onrtest.TB) {
	x := fortressTable(t, "Data Wall", []string{"Cloak"}, 2, 7)
	var cloak int32
	for _, c := range x.Runner().Rig {
		if x.G.Title(c) == "Cloak" {
			cloak = c
		}
	}
	endTheRun(x)
	if x.Runner().Bits != 0 {
		t.Errorf("Runner pool = %d, want 0: the 2 bits of the pool are lost", x.Runner().Bits)
	}
	if got := x.S.Cards[cloak].Bits; got != 3 {
		t.Errorf("Cloak holds %d bits, want 3: bits on cards are not lost", got)
	}
}

// R183: Obfuscated Fortress's start-of-run effect is ordered with the
// Corp's other start-of-run effects (Siren); redirected away after it, the
// announcement stays; redirected at the start onto another fort with an
// Obfuscated Fortress, the Runner announces again and the first
// announcement no longer counts. Rezzed in the Corp's start-of-run
// decision, it still has its effect (ONR-11.1.2).
func checkR183_ObfuscationAtTheStartOfARunAndSiren(t onrtest.TB) {
	setup := func(t onrtest.TB, second bool) (*onrtest.Table, int32) {
		x := onrtest.New(t, 1)
		x.Install(onr.FortHQ, "Obfuscated Fortress", true)
		_, fort := x.Install(onr.NewFort, "Siren", true)
		x.Ice(fort, "Data Wall", true)
		if second {
			x.Install(fort, "Obfuscated Fortress", true)
		}
		x.Rig("Dwarf")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 5
		x.Do(onr.Runner, "run on HQ")
		if !x.Offered(onr.Corp, "resolve Obfuscated Fortress") || !x.Offered(onr.Corp, "resolve Siren") {
			t.Fatalf("the Corp does not order its start-of-run effects: %s", x.Describe())
		}
		x.Do(onr.Corp, "resolve Obfuscated Fortress")
		return x, fort
	}
	const brk = "break subroutine 1 with Dwarf"
	onrtest.Run(t, "R183 the announcement stays when Siren redirects the run", func(t onrtest.TB) {
		x, _ := setup(t, false)
		x.Number(onr.Runner, 0)
		x.Do(onr.Corp, "redirect Siren")
		passToEncounter(x, brk)
		if x.Offered(onr.Runner, brk) {
			t.Errorf("the Runner may spend on the redirected run after announcing 0")
		}
	})
	onrtest.Run(t, "R183 redirected onto another Obfuscated Fortress, the Runner announces again", func(t onrtest.TB) {
		x, _ := setup(t, true)
		x.Number(onr.Runner, 0)
		x.Do(onr.Corp, "resolve Siren")
		x.Do(onr.Corp, "redirect Siren")
		if x.Offered(onr.Corp, "resolve Obfuscated Fortress") {
			x.Do(onr.Corp, "resolve Obfuscated Fortress") // the fort's own: as the run is now on it, at its start
		}
		if d := x.Decision(onr.Runner); d.Kind != engine.Number {
			t.Fatalf("the Runner is asked %q, want a new announcement", d.Prompt)
		}
		x.Number(onr.Runner, 1)
		for i := 0; i < 5 && x.Offered(onr.Corp, "resolve Obfuscated Fortress"); i++ {
			x.Do(onr.Corp, "resolve Obfuscated Fortress") // the second one's own start-of-run effect: announced already
		}
		passToEncounter(x, brk)
		if !x.Offered(onr.Runner, brk) {
			t.Fatalf("the new announcement of 1 does not allow the 1-bit break: %s", x.Describe())
		}
		x.Do(onr.Runner, brk)
		endTheRun(x)
		if x.Runner().Bits != 4 {
			t.Errorf("Runner pool = %d, want 4: 1 spent, nothing lost", x.Runner().Bits)
		}
	})
	onrtest.Run(t, "ONR-11.1.2 rezzed in the Corp's start-of-run decision, it has its start-of-run effect", func(t onrtest.TB) {
		x := onrtest.New(t, 1)
		x.StartOfRun = true
		c, _ := x.Install(onr.FortHQ, "Obfuscated Fortress", false)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Corp().Bits = 4
		x.Do(onr.Runner, "run on HQ")
		x.Do(onr.Corp, "use Obfuscated Fortress: Rez at the start of a run on this fort")
		if !x.S.Cards[c].Rezzed || x.Corp().Bits != 0 {
			t.Fatalf("rezzed %v, Corp bits %d: want rezzed for 4", x.S.Cards[c].Rezzed, x.Corp().Bits)
		}
		if d := x.Decision(onr.Runner); d.Kind != engine.Number {
			t.Errorf("the Runner is asked %q, want his announcement", d.Prompt)
		}
	})
}
