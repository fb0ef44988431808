package nsg_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
)

// TestCheckFindsCardsOutOfPlace breaks the invariant that every card is in
// exactly one place, the one its zone says, in each way Check counts
// (cards by id, zone lists, server lists), and sees Check report it.
func TestCheckFindsCardsOutOfPlace(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		breakIt    func(st *nsg.State)
	}{
		{"a card of HQ listed in the grip too is in two places", "in 2 places", func(st *nsg.State) {
			st.Grip = append(st.Grip, st.HQ[0])
		}},
		{"a card of HQ listed nowhere is in no place", "in 0 places", func(st *nsg.State) {
			st.HQ = st.HQ[1:]
		}},
		{"a card of R&D listed on a server too is in two places", "in 2 places", func(st *nsg.State) {
			st.Servers[0].Root = append(st.Servers[0].Root, st.RD[0])
		}},
		{"two cards with one id are refused", "card {ID:", func(st *nsg.State) {
			st.Cards[1].ID = st.Cards[0].ID
		}},
		{"a card numbered past the last id is refused", "card {ID:", func(st *nsg.State) {
			st.Cards[0].ID = st.NextObj + 5
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*nsg.Game)
			if err := g.Check(); err != nil {
				t.Fatalf("a fair game: %v", err)
			}
			tc.breakIt(g.State())
			if err := g.Check(); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Check() = %v, want %q", err, tc.want)
			}
		})
	}
}
