package observe_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestSeveralCardsAccessedInRDHaveDistinctActions: the Runner's question
// about the cards he accessed in R&D (onr/accesshidden.go), after R&D
// Interface's second access, offers two trashes of cards his view does not
// place, or two thefts at a cost (Red Herrings): each option has its own
// action id (trash-unseen, steal-more), from the view and from the game.
func TestSeveralCardsAccessedInRDHaveDistinctActions(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rd    []string
		setup func(x *onrtest.Table)
		want  []string
	}{
		{"two nodes to trash", []string{"Rustbelt HQ Branch", "Rustbelt HQ Branch", "Data Wall"}, nil,
			[]string{"decline", "trash Rustbelt HQ Branch for 2", "trash Rustbelt HQ Branch for 2"}},
		{"two agendas to steal at 5 more", []string{"Hostile Takeover", "Hostile Takeover", "Data Wall"},
			func(x *onrtest.Table) { x.Install(onr.FortRD, "Red Herrings", true) },
			[]string{"decline", "steal Hostile Takeover", "steal Hostile Takeover"}},
	} {
		t.Run(tc.name+": distinct action ids", func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.AsProgram = true
			x.Deck(onr.Corp, tc.rd...)
			x.Rig("R&D Interface")
			if tc.setup != nil {
				tc.setup(x)
			}
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 20
			x.Do(onr.Runner, "run on R&D")
			for i := 0; i < 20 && !slices.Contains(x.Options(onr.Runner), "decline"); i++ {
				switch opts := x.Options(onr.Runner); {
				case slices.Contains(opts, "continue"):
					x.Do(onr.Runner, "continue")
				case slices.Contains(opts, "access the next card stored in R&D"):
					x.Do(onr.Runner, "access the next card stored in R&D")
				case len(opts) > 0 && opts[0] == "leave Red Herrings":
					x.Do(onr.Runner, opts[0])
				default:
					x.PassAll()
				}
			}
			if got := x.Options(onr.Runner); !slices.Equal(got, tc.want) {
				t.Fatalf("the Runner is offered %q, want %q", got, tc.want)
			}
			d, _ := engine.DecisionFor(x.G, x.Seat(onr.Runner))
			enc := observe.For(onr.Rules.Name())
			ids, err := enc.Actions(observe.Given(x.G.View(d.Seat)), d)
			if err != nil {
				t.Fatal(err)
			}
			ga := enc.(observe.GameActioner)
			fromGame, err := ga.ActionsOf(x.G, func() any { return x.G.View(d.Seat) }, d)
			if err != nil || !slices.Equal(ids, fromGame) {
				t.Fatalf("ids from the view %v, from the game %v (%v)", ids, fromGame, err)
			}
			names := make([]string, len(ids))
			for i, id := range ids {
				names[i] = enc.ActionName(id)
			}
			t.Logf("%q", names)
		})
	}
}
