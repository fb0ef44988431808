package nsg_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/nsgtest" // the cards
)

// TestMakeAblationChangesOneCardUntilRestored: nsg.MakeAblation makes a
// listed change to the card's definition, restore puts it back, and a
// change not listed, of an unknown card or of a card already changed is
// refused, naming it.
func TestMakeAblationChangesOneCardUntilRestored(t *testing.T) {
	instrs := func(title string, i int) []nsg.Instr { return nsg.Lookup(title).Abilities[i].Instrs }
	for _, tt := range []struct {
		name    string
		change  string
		then    string // a second change made while the first holds
		changed func() bool
		err     string
	}{
		{name: "a subroutine disabled stays printed with no instruction", change: "Palisade|0|off",
			changed: func() bool { return len(nsg.Lookup("Palisade").Abilities) == 1 && len(instrs("Palisade", 0)) == 0 }},
		{name: "an instruction disabled is a no-op in its place", change: "Karunā|0|Instrs[0]=off",
			changed: func() bool { in := instrs("Karunā", 0); return len(in) == 2 && in[0].Kind == nsg.InNop }},
		{name: "a number moved by one", change: "Cleaver|0|N=3",
			changed: func() bool { return nsg.Lookup("Cleaver").Abilities[0].N == 3 }},
		{name: "an ability other than a subroutine disabled is removed", change: "Cleaver|1|off",
			changed: func() bool { return len(nsg.Lookup("Cleaver").Abilities) == 1 }},
		{name: "a static value moved by one", change: "Palisade|-1|RemoteStrength=3",
			changed: func() bool { return nsg.Lookup("Palisade").RemoteStrength == 3 }},
		{name: "a card already changed is refused", change: "Cleaver|0|N=3", then: "Cleaver|0|N=1",
			changed: func() bool { return nsg.Lookup("Cleaver").Abilities[0].N == 3 }, err: "already changed"},
		{name: "a change not listed is refused naming it", change: "Palisade|0|N=5", err: `unknown change "Palisade|0|N=5": not one of Palisade's changes`},
		{name: "a change of an unknown card is refused naming it", change: "Palisad|0|off", err: `no card is titled "Palisad"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			before := nsg.Lookup(strings.Split(tt.change, "|")[0])
			var saved nsg.Def
			if before != nil {
				saved = *before
			}
			made, restore, err := nsg.MakeAblation(tt.change)
			if err == nil && tt.then != "" {
				defer restore()
				_, _, err = nsg.MakeAblation(tt.then)
			}
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one containing %q", err, tt.err)
				}
				if tt.changed != nil && !tt.changed() {
					t.Errorf("the first change was undone by the refused one")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if made.Name != tt.change || made.Text == "" {
				t.Errorf("made %+v, want %q with its wording", made, tt.change)
			}
			if !tt.changed() {
				t.Errorf("%s: the definition is not changed", tt.change)
			}
			restore()
			restore() // again: nothing
			after := *nsg.Lookup(saved.Title)
			if len(after.Abilities) != len(saved.Abilities) || tt.changed() {
				t.Errorf("%s: restore did not put the definition back", tt.change)
			}
		})
	}
}
