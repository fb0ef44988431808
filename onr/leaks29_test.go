package onr_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestStartOfRunOpensWhateverTheCorpsDeck: an unrezzed card in the fort
// of the run opens the Corp's start-of-run decision (it might be one the
// Corp may rez then: Obfuscated Fortress) on the grounds of the card pool,
// never of the Corp's deck: with no unrezzed ice anywhere, the Runner sees
// the Corp asked whether or not its R&D holds such a card.
func TestStartOfRunOpensWhateverTheCorpsDeck(t *testing.T) {
	for _, tc := range []struct {
		name string
		rd   []string
	}{
		{"the Corp's deck holds Obfuscated Fortress", []string{"Obfuscated Fortress", "Data Wall"}},
		{"the Corp's deck holds no card rezzed at the start of a run", []string{"Data Wall", "Data Wall"}},
	} {
		t.Run("asked when "+tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, tc.rd...)
			_, fort := x.Ice(onr.NewFort, "Wall of Static", true) // rezzed: no unrezzed ice anywhere
			x.Install(fort, "Jenny Jett", false)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.StartOfRun = true
			x.Do(onr.Runner, "run on fort 1")
			asked := false
			for i := 0; i < 10 && x.S.Run.Active && !asked; i++ {
				asked = prompt(x, onr.Corp) == onr.StartOfRunPrompt
				for _, side := range []onr.Role{onr.Corp, onr.Runner} {
					if !asked && x.Offered(side, "pass") {
						x.Do(side, "pass")
						break
					}
				}
			}
			if !asked {
				t.Fatalf("the Corp was not asked %q (%s)", onr.StartOfRunPrompt, x.Describe())
			}
		})
	}
}
