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
