package kernel_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

func TestTarget(t *testing.T) {
	var gone []int32 // objects no longer valid
	target := func(min, max int32) kernel.Target[*game] {
		return kernel.Target[*game]{
			Min: min, Max: max,
			Chooser:    func(*game, *kernel.Frame) engine.Seat { return bob },
			Candidates: func(*game, *kernel.Frame) []int32 { return []int32{1, 2, 3, 4, 5} },
			Valid:      func(_ *game, _ *kernel.Frame, o int32) bool { return o%2 == 1 && !slices.Contains(gone, o) },
			Option: func(_ *game, o int32) engine.Option {
				return engine.Option{Verb: engine.NewVerb("target"), Card: int(o)}
			},
			Done:   engine.Option{Verb: engine.NewVerb("done")},
			Prompt: "Choose a target", Rule: "test",
		}
	}
	// offered renders the pending question: the cards offered, 0 for done.
	offered := func(g *game) []int {
		var out []int
		for _, o := range g.Pending[0].Options {
			out = append(out, o.Card)
		}
		return out
	}
	for _, tt := range []struct {
		name     string
		min, max int32
		gone     []int32
		picks    []int // the card picked at each question, 0 for done
		asked    [][]int
		chosen   []int32
	}{
		{name: "NSG 1.15.2b: only valid targets are offered, each once, up to Max",
			min: 2, max: 2, picks: []int{3, 5}, asked: [][]int{{1, 3, 5}, {1, 5}}, chosen: []int32{3, 5}},
		{name: "done is offered once Min are chosen",
			min: 1, max: 3, picks: []int{5, 0}, asked: [][]int{{1, 3, 5}, {1, 3, 0}}, chosen: []int32{5}},
		{name: "NSG 1.15.2e: with too few valid targets, as many as there are",
			min: 2, max: 2, gone: []int32{1, 3}, picks: []int{5}, asked: [][]int{{5}}, chosen: []int32{5}},
		{name: "with no valid target nothing is asked",
			min: 1, max: 1, gone: []int32{1, 3, 5}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			gone = tt.gone
			tg := target(tt.min, tt.max)
			g := &game{}
			g.Push(kernel.Frame{Kind: 9, Seat: alice})
			var asked [][]int
			for st := tg.Announce(g, g.Top()); st == kernel.Wait; st = tg.Announce(g, g.Top()) {
				if g.Pending[0].Seat != bob {
					t.Fatalf("asked seat %d, want the chooser", g.Pending[0].Seat)
				}
				asked = append(asked, offered(g))
				pick := tt.picks[len(asked)-1]
				i := slices.Index(offered(g), pick)
				if err := g.Answer(engine.Choice{Decision: g.Pending[0].ID, Seat: bob, Option: i}); err != nil {
					t.Fatal(err)
				}
			}
			if chosen := g.List(g.Top()); !slices.EqualFunc(asked, tt.asked, slices.Equal) || !slices.Equal(chosen, tt.chosen) {
				t.Errorf("asked %v, chose %v; want %v, %v", asked, chosen, tt.asked, tt.chosen)
			}
		})
	}
	t.Run("NSG 1.15.3: at resolution the targets no longer valid are dropped", func(t *testing.T) {
		gone = []int32{3}
		tg := target(1, 3)
		if got := tg.Recheck(&game{}, &kernel.Frame{}, []int32{1, 3, 5}); !slices.Equal(got, []int32{1, 5}) {
			t.Errorf("Recheck kept %v", got)
		}
	})
}
