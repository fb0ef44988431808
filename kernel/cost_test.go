package kernel_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The cost kinds of the cost tests.
const (
	costCredits kernel.CostKind = 1 // from the seat's pool
	costClicks  kernel.CostKind = 2 // from the seat's clicks
	costPick    kernel.CostKind = 3 // trash n of the seat's tokens, chosen one at a time (a step that asks)
)

// wallet is a cost test's state: each seat's pools, and a log of the
// handlers called.
type wallet struct {
	kernel.Core
	credits, clicks [2]int32
	tokens          [2][]int32
	log             []string
}

func (w *wallet) logf(format string, args ...any) {
	w.log = append(w.log, fmt.Sprintf(format, args...))
}

// walletCosts returns a registry of the three kinds, logging every call.
func walletCosts() *kernel.Costs[*wallet] {
	var c kernel.Costs[*wallet]
	pool := func(name string, p func(*wallet) *[2]int32) kernel.CostHandler[*wallet] {
		return kernel.CostHandler[*wallet]{Name: name,
			CanPay: func(w *wallet, seat engine.Seat, _ int32, n int32) bool { return n <= p(w)[seat] },
			Pay: func(w *wallet, seat engine.Seat, _ int32, n int32) {
				w.logf("pay %d %s", n, name)
				p(w)[seat] -= n
			}}
	}
	c.Register(costCredits, pool("credits", func(w *wallet) *[2]int32 { return &w.credits }))
	c.Register(costClicks, pool("clicks", func(w *wallet) *[2]int32 { return &w.clicks }))
	c.Register(costPick, kernel.CostHandler[*wallet]{Name: "tokens",
		CanPay: func(w *wallet, seat engine.Seat, _ int32, n int32) bool { return int(n) <= len(w.tokens[seat]) },
		// The token to trash is asked; f.N counts the tokens trashed.
		Step: func(w *wallet, f *kernel.Frame, seat engine.Seat, _ int32, n int32) kernel.Status {
			if f.Answered {
				o, _ := f.Take()
				w.logf("trash token %d", o.Arg)
				w.tokens[seat] = slices.DeleteFunc(w.tokens[seat], func(t int32) bool { return t == int32(o.Arg) })
				f.N++
			}
			if f.N >= n {
				f.N = 0
				return kernel.Next
			}
			var opts []engine.Option
			for _, t := range w.tokens[seat] {
				opts = append(opts, engine.Option{Verb: engine.NewVerb("trash"), Arg: int(t)})
			}
			return w.Ask(seat, "Trash a token", "test", opts)
		}})
	c.Paid = func(w *wallet, seat engine.Seat, src int32, cost []kernel.CostPart) { w.logf("paid by %d", seat) }
	return &c
}

func TestCosts(t *testing.T) {
	part := func(k kernel.CostKind, n int32) kernel.CostPart { return kernel.CostPart{Kind: k, N: n} }
	for _, tt := range []struct {
		name     string
		cost     []kernel.CostPart
		credits  int32
		clicks   int32
		canPay   bool
		label    string
		paidLog  []string
		credLeft int32
		clkLeft  int32
	}{
		{name: "every part of a two-part cost is paid, in order", cost: []kernel.CostPart{part(costClicks, 1), part(costCredits, 2)},
			credits: 5, clicks: 3, canPay: true, label: "1 clicks, 2 credits",
			paidLog: []string{"pay 1 clicks", "pay 2 credits", "paid by 0"}, credLeft: 3, clkLeft: 2},
		{name: "a cost whose second part is too dear cannot be paid", cost: []kernel.CostPart{part(costClicks, 1), part(costCredits, 6)},
			credits: 5, clicks: 3, canPay: false, label: "1 clicks, 6 credits"},
		{name: "a cost whose first part is too dear cannot be paid", cost: []kernel.CostPart{part(costClicks, 4), part(costCredits, 1)},
			credits: 5, clicks: 3, canPay: false, label: "4 clicks, 1 credits"},
		{name: "a three-part cost with two parts of one kind pays both", cost: []kernel.CostPart{part(costCredits, 1), part(costClicks, 2), part(costCredits, 3)},
			credits: 4, clicks: 2, canPay: true, label: "1 credits, 2 clicks, 3 credits",
			paidLog: []string{"pay 1 credits", "pay 2 clicks", "pay 3 credits", "paid by 0"}, credLeft: 0, clkLeft: 0},
		{name: "a part of 0 is still checked, paid and labelled (NSG 1.16.1d, 1.16.3a)", cost: []kernel.CostPart{part(costClicks, 1), part(costCredits, 0)},
			credits: 0, clicks: 1, canPay: true, label: "1 clicks, 0 credits",
			paidLog: []string{"pay 1 clicks", "pay 0 credits", "paid by 0"}, credLeft: 0, clkLeft: 0},
		{name: "a cost of no parts is paid, and Paid still runs (NSG 10.3.4)", cost: nil,
			credits: 0, clicks: 0, canPay: true, label: "nothing", paidLog: []string{"paid by 0"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := walletCosts()
			w := &wallet{credits: [2]int32{tt.credits, 9}, clicks: [2]int32{tt.clicks, 9}}
			if got := c.CanPay(w, 0, 0, tt.cost); got != tt.canPay {
				t.Fatalf("CanPay = %v, want %v", got, tt.canPay)
			}
			if got := c.Label(tt.cost); got != tt.label {
				t.Errorf("Label = %q, want %q", got, tt.label)
			}
			if !tt.canPay {
				return
			}
			c.Pay(w, 0, 0, tt.cost)
			if !slices.Equal(w.log, tt.paidLog) {
				t.Errorf("Pay called %q, want %q", w.log, tt.paidLog)
			}
			if w.credits != [2]int32{tt.credLeft, 9} || w.clicks != [2]int32{tt.clkLeft, 9} {
				t.Errorf("left: credits %v clicks %v, want %d and %d for seat 0, seat 1 untouched", w.credits, w.clicks, tt.credLeft, tt.clkLeft)
			}
		})
	}
}

func TestCostsPayStep(t *testing.T) {
	t.Run("a part paid in a step asks, the payment goes on with each answer, and Paid runs once at the end", func(t *testing.T) {
		c := walletCosts()
		w := &wallet{credits: [2]int32{3, 0}, clicks: [2]int32{1, 0}, tokens: [2][]int32{{7, 8, 9}, nil}}
		cost := []kernel.CostPart{{Kind: costClicks, N: 1}, {Kind: costPick, N: 2}, {Kind: costCredits, N: 0}}
		w.Push(kernel.Frame{Kind: 1, Seat: 0})
		var at int32
		if !c.CanPay(w, 0, 0, cost) {
			t.Fatal("CanPay: no")
		}
		answer := func(arg int) {
			t.Helper()
			d := w.Pending[0]
			i := slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Arg == arg })
			if err := w.Answer(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}); err != nil {
				t.Fatal(err)
			}
		}
		steps := []kernel.Status{c.PayStep(w, w.Top(), &at, 0, 0, cost)}
		answer(8)
		steps = append(steps, c.PayStep(w, w.Top(), &at, 0, 0, cost))
		answer(7)
		steps = append(steps, c.PayStep(w, w.Top(), &at, 0, 0, cost))
		if want := []kernel.Status{kernel.Wait, kernel.Wait, kernel.Next}; !slices.Equal(steps, want) {
			t.Fatalf("statuses %v, want %v", steps, want)
		}
		if want := []string{"pay 1 clicks", "trash token 8", "trash token 7", "pay 0 credits", "paid by 0"}; !slices.Equal(w.log, want) {
			t.Errorf("log %q, want %q", w.log, want)
		}
		if at != 3 || !slices.Equal(w.tokens[0], []int32{9}) || w.clicks[0] != 0 {
			t.Errorf("at %d, tokens %v, clicks %d", at, w.tokens[0], w.clicks[0])
		}
	})
	t.Run("Pay refuses a part that must ask", func(t *testing.T) {
		c := walletCosts()
		w := &wallet{tokens: [2][]int32{{1}, nil}}
		if msg := panics(func() { c.Pay(w, 0, 0, []kernel.CostPart{{Kind: costPick, N: 1}}) }); msg == "" {
			t.Error("Pay paid a part that asks")
		}
	})
}

// TestCostsPayOne compares PayOne with Pay of the same one-part cost: the
// same handlers called with the same numbers, the same pools left, Paid
// run (with the one part) only where set, and the same panics.
func TestCostsPayOne(t *testing.T) {
	for _, tt := range []struct {
		name  string
		part  kernel.CostPart
		paid  bool // whether the registry has a Paid
		panic bool
	}{
		{name: "a part of a pool is paid by its handler alone where no Paid is set", part: kernel.CostPart{Kind: costClicks, N: 1}},
		{name: "a part of another pool is paid by that pool's handler", part: kernel.CostPart{Kind: costCredits, N: 2}},
		{name: "a part of 0 is still paid (NSG 1.16.1d)", part: kernel.CostPart{Kind: costCredits, N: 0}},
		{name: "where Paid is set it runs after the part, as after Pay", part: kernel.CostPart{Kind: costClicks, N: 1}, paid: true},
		{name: "a part that pays in a step panics, as in Pay", part: kernel.CostPart{Kind: costPick, N: 1}, panic: true},
		{name: "a part of a kind not registered panics, as in Pay", part: kernel.CostPart{Kind: 9, N: 1}, panic: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got, want *wallet
			var gotPanic, wantPanic string
			for _, one := range []bool{true, false} {
				c := walletCosts()
				if !tt.paid {
					c.Paid = nil
				}
				w := &wallet{credits: [2]int32{5, 9}, clicks: [2]int32{3, 9}, tokens: [2][]int32{{1}, nil}}
				var msg string
				if one {
					msg = panics(func() { c.PayOne(w, 0, 0, tt.part) })
					got, gotPanic = w, msg
				} else {
					msg = panics(func() { c.Pay(w, 0, 0, []kernel.CostPart{tt.part}) })
					want, wantPanic = w, msg
				}
			}
			if gotPanic != wantPanic || (gotPanic != "") != tt.panic {
				t.Fatalf("PayOne panicked %q, Pay %q; want the same panic: %v", gotPanic, wantPanic, tt.panic)
			}
			if !slices.Equal(got.log, want.log) || got.credits != want.credits || got.clicks != want.clicks {
				t.Errorf("PayOne called %q and left credits %v clicks %v; Pay called %q and left %v, %v",
					got.log, got.credits, got.clicks, want.log, want.credits, want.clicks)
			}
			if !tt.panic && len(got.log) == 0 {
				t.Error("no handler was called")
			}
		})
	}
}
