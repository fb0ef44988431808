package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the Corp nodes that hook the rules
// procedures (issue 27; damagesource.go).

// R112: Cybertech Think Tank's counter is used after a source of meat
// damage is used, to increase the damage that source deals: once Scorched
// Earth's 4 meat damage is there (not before it is played), the Corp adds
// 1, and the Runner then faces 5.
func checkR112_ThinkTankAfterTheSource(t onrtest.TB) {
	const use = "use Cybertech Think Tank: Increase the meat damage by 1"
	x := tableWithRD(t, 1, 8)
	c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", true)
	x.S.Cards[c].Adv = 1
	x.Hand(onr.Corp, "Scorched Earth")
	for range 8 {
		x.Hand(onr.Runner, "Jack 'n' Joe")
	}
	x.Runner().Tags = 1
	x.Ready()
	if x.Offered(onr.Corp, use) {
		t.Fatalf("offered before any source of meat damage is used")
	}
	x.Do(onr.Corp, "play Scorched Earth")
	if d := x.Decision(onr.Corp); d.Prompt != "4 meat damage: "+onr.DamageSourcePrompt {
		t.Fatalf("the Corp is asked %q", d.Prompt)
	}
	x.Do(onr.Corp, use)
	if d := x.Decision(onr.Runner); d.Prompt != "5 meat damage: prevent some?" {
		t.Fatalf("the Runner is asked %q", d.Prompt)
	}
	x.Take()
	if len(x.Runner().Hand) != 3 {
		t.Fatalf("%d cards left in the Runner's hand, want 3", len(x.Runner().Hand))
	}
}
