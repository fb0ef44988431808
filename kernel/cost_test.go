package kernel_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The cost kinds of the toy game of the cost tests: each seat has a pool of
// bits and of actions, and a cost part of a kind is paid from its pool.
const (
	costBits    kernel.CostKind = 1
	costActions kernel.CostKind = 2
	costNone    kernel.CostKind = 3 // registered by no game: a part of it is never looked at unless it is not 0
)

// pools is the toy game's state: pools[kind][seat] is what seat has of
// kind. paid lists the parts paid, in order.
type pools struct {
	have map[kernel.CostKind][]int32
	paid []kernel.CostPart
}

// toyCosts registers a handler per pool kind of the toy game.
func toyCosts() *kernel.Costs[*pools] {
	var c kernel.Costs[*pools]
	for _, k := range []struct {
		kind kernel.CostKind
		name string
	}{{costBits, "bits"}, {costActions, "actions"}} {
		c.Register(k.kind, kernel.CostHandler[*pools]{
			Name:   k.name,
			CanPay: func(p *pools, seat engine.Seat, _ int32, n int32) bool { return p.have[k.kind][seat] >= n },
			Pay: func(p *pools, seat engine.Seat, _ int32, n int32) {
				p.have[k.kind][seat] -= n
				p.paid = append(p.paid, kernel.CostPart{Kind: k.kind, N: n})
			},
		})
	}
	return &c
}

func TestCosts(t *testing.T) {
	for _, tc := range []struct {
		name          string
		cost          []kernel.CostPart
		bits, actions int32 // alice's pools before
		canPay        bool
		paid          []kernel.CostPart // the parts Pay pays, in order (when canPay)
		label         string
	}{
		{"a cost of one part is payable with enough in its pool, and is paid from it",
			[]kernel.CostPart{{costBits, 2}}, 2, 0, true, []kernel.CostPart{{costBits, 2}}, "2 bits"},
		{"a part of 1 is checked like any other: with an empty pool it cannot be paid",
			[]kernel.CostPart{{costActions, 1}}, 5, 0, false, nil, "1 actions"},
		{"a multi-part cost is payable only if every part is",
			[]kernel.CostPart{{costActions, 1}, {costBits, 3}}, 2, 1, false, nil, "1 actions, 3 bits"},
		{"a multi-part cost pays every part, in order",
			[]kernel.CostPart{{costActions, 1}, {costBits, 3}}, 3, 1, true, []kernel.CostPart{{costActions, 1}, {costBits, 3}}, "1 actions, 3 bits"},
		{"a part of 0 is neither checked nor paid, whatever its kind",
			[]kernel.CostPart{{costNone, 0}, {costBits, 1}, {costActions, 0}}, 1, 0, true, []kernel.CostPart{{costBits, 1}}, "1 bits"},
		{"an empty cost is payable and pays nothing",
			nil, 0, 0, true, nil, "nothing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := toyCosts()
			p := &pools{have: map[kernel.CostKind][]int32{costBits: {tc.bits, 9}, costActions: {tc.actions, 9}}}
			if got := c.CanPay(p, alice, 1, tc.cost); got != tc.canPay {
				t.Fatalf("CanPay(%v) with %d bits and %d actions: %v, want %v", tc.cost, tc.bits, tc.actions, got, tc.canPay)
			}
			if got := c.Label(tc.cost); got != tc.label {
				t.Errorf("Label(%v) = %q, want %q", tc.cost, got, tc.label)
			}
			if !tc.canPay {
				return
			}
			c.Pay(p, alice, 1, tc.cost)
			if !slices.Equal(p.paid, tc.paid) {
				t.Errorf("Pay(%v) paid %v, want %v", tc.cost, p.paid, tc.paid)
			}
			left := map[kernel.CostKind]int32{costBits: tc.bits, costActions: tc.actions}
			for _, part := range tc.paid {
				left[part.Kind] -= part.N
			}
			for kind, want := range left {
				if got := p.have[kind][alice]; got != want {
					t.Errorf("alice has %d of cost kind %d after paying, want %d", got, kind, want)
				}
				if got := p.have[kind][bob]; got != 9 {
					t.Errorf("bob has %d of cost kind %d after alice paid, want 9 (untouched)", got, kind)
				}
			}
		})
	}
	t.Run("a kind registered twice is refused", func(t *testing.T) {
		defer func() {
			if recover() == nil {
				t.Fatal("a second handler for the bits kind was accepted")
			}
		}()
		toyCosts().Register(costBits, kernel.CostHandler[*pools]{Name: "more bits"})
	})
}
