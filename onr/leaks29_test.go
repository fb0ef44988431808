package onr_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine/enginetest"
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

// TestAgendaAsProgramAskedOnPublicGrounds: the Runner's question whether
// to install an accessed agenda as a program (agendaprogram.go) must not
// tell the Corp what he saw in R&D. Two games the Corp cannot tell apart,
// R&D's top card Theorem Proof in one and Data Wall in the other: after a
// run on R&D the Corp sees the same questions, and once the Runner
// declines, the same view.
func TestAgendaAsProgramAskedOnPublicGrounds(t *testing.T) {
	corpSees := func(t *testing.T, top string) (string, string, *onrtest.Table) {
		x := onrtest.New(t, 1)
		x.AsProgram = true // the test takes the question
		x.Deck(onr.Corp, top, "Data Wall", "Data Wall")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on R&D")
		for i := 0; i < 20 && x.S.Run.Active && prompt(x, onr.Runner) != onr.AgendaAsProgramPrompt; i++ {
			if x.Offered(onr.Runner, "continue") {
				x.Do(onr.Runner, "continue")
				continue
			}
			x.PassAll()
		}
		asked := fmt.Sprint(enginetest.AskedOf(x.G, corpSeat))
		if x.Offered(onr.Runner, "decline") {
			x.Do(onr.Runner, "decline")
		}
		x.PassAll()
		v, err := json.Marshal(x.G.View(corpSeat))
		if err != nil {
			t.Fatal(err)
		}
		return asked, string(v), x
	}
	t.Run("accessed in R&D, Theorem Proof or Data Wall: the Corp sees the same question, then the same view", func(t *testing.T) {
		askedA, viewA, x := corpSees(t, "Theorem Proof")
		askedB, viewB, _ := corpSees(t, "Data Wall")
		if askedA != askedB {
			t.Fatalf("the Corp sees\n%s\nand\n%s", askedA, askedB)
		}
		if !strings.Contains(askedA, onr.AgendaAsProgramPrompt) {
			t.Fatalf("the Runner was not asked %q: %s", onr.AgendaAsProgramPrompt, askedA)
		}
		if viewA != viewB {
			t.Fatalf("after the Runner declined the Corp's views differ:\n%s\n%s", viewA, viewB)
		}
		if x.G.Title(x.Corp().Deck[0]) != "Theorem Proof" {
			t.Fatalf("Theorem Proof declined is not on top of R&D")
		}
	})
}
