package nsg_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/cards"
)

// TestMemorySetsAreMinimal checks the appropriate sets of checkpoint step
// 10.3.1e (CR [step_checkpoint_card_restrictions]) for programs over the
// memory limit against the CR's own example: over by 2, the Runner may
// trash two 1 MU programs or one of 2 MU or more, never a set from which
// a program can be left out.
func TestMemorySetsAreMinimal(t *testing.T) {
	for _, tc := range []struct {
		name     string
		programs []string
		want     []string // each set, its titles joined by "+"
	}{
		{"within the limit of 4, no set", []string{"Mayfly", "Cleaver", "Carmen"}, nil},
		{"over by 1, each program alone is a set", []string{"Mayfly", "Cleaver", "Carmen", "Leech"}, []string{"Mayfly", "Cleaver", "Carmen", "Leech"}},
		{"over by 2, two 1 MU programs or one of 2 MU, and no three", []string{"Cleaver", "Carmen", "Mayfly", "Mayfly"}, []string{"Cleaver+Carmen", "Mayfly", "Mayfly"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := eg.(*nsg.Game).State()
			s.Clear(nsg.ZoneRig)
			for _, p := range tc.programs {
				s.AddCard(p, nsg.ZoneRig, 0, true)
			}
			var got []string
			for _, set := range nsg.MemorySetsForTest(s) {
				var titles []string
				for _, id := range set {
					titles = append(titles, s.CardOf(id).Title)
				}
				got = append(got, strings.Join(titles, "+"))
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("sets %q, want %q", got, tc.want)
			}
		})
	}
}
