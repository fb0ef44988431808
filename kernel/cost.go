package kernel

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/datafort/datafort/engine"
)

// CostKind names a kind of cost part a game knows: bits, actions, trashing
// the card, agenda points. A game defines its kinds with fixed values.
type CostKind uint8

// CostPart is one part of a cost: N of kind Kind. A part of 0 is still a
// part: it is checked and paid by its handler like any other (NSG CR
// 1.16.1d: a cost of 0 is announced and paid; an ignored cost is paid as
// 0, 1.16.5), so a handler must treat 0 as paying nothing.
type CostPart struct {
	Kind CostKind `json:"kind"`
	N    int32    `json:"n"`
}

// CostHandler checks and pays one kind of cost part for a game state S.
// src is the object whose cost it is (a card whose ability is used).
type CostHandler[S any] struct {
	Name   string                                               // for people: "bits", "actions"
	CanPay func(s S, seat engine.Seat, src int32, n int32) bool // whether seat can pay n now
	Pay    func(s S, seat engine.Seat, src int32, n int32)      // pays n; CanPay said yes
	// Step, when set, pays n in a step that may ask seat a question (which
	// card to trash, which RAM to commit: NSG CR 1.16.1, Neuroscape NS-25):
	// it is run for the frame f that pays, on top of the stack, and asks
	// and returns Wait, to run again with the answer in f, or pays and
	// returns Next. Only Costs.PayStep runs it; Costs.Pay panics on such a
	// part.
	Step func(s S, f *Frame, seat engine.Seat, src int32, n int32) Status
}

// Costs is a registry of cost kinds: a cost is a list of parts, each
// checked and paid by its kind's handler, in order. Every payment of a game
// goes through it, so a rule about paying (NSG: a cost paid, even 0 or
// ignored, still goes through its steps and is followed by a checkpoint;
// ONR: payment abilities may be used whenever a cost is paid) lives in one
// place.
type Costs[S any] struct {
	handlers [256]*CostHandler[S]

	// Paid, when set, runs after every payment through Pay or PayStep,
	// with a copy of the cost, even of a cost of 0 or of no parts: NSG's checkpoint after every cost
	// payment (CR 1.16.3, 1.16.3a, 10.3.4). It may push frames (a reaction
	// window); the op that paid then returns Again to go on once they have
	// resolved.
	Paid func(s S, seat engine.Seat, src int32, cost []CostPart)
}

// Register makes h the handler of kind k. It panics if k is taken.
func (c *Costs[S]) Register(k CostKind, h CostHandler[S]) {
	if c.handlers[k] != nil {
		panic(fmt.Sprintf("kernel: cost kind %d registered twice (%s, %s)", k, c.handlers[k].Name, h.Name))
	}
	c.handlers[k] = &h
}

func (c *Costs[S]) handler(k CostKind) *CostHandler[S] {
	h := c.handlers[k]
	if h == nil {
		panic(fmt.Sprintf("kernel: no handler for cost kind %d", k))
	}
	return h
}

// CanPay reports whether seat can pay every part of cost for src, parts of
// 0 included.
func (c *Costs[S]) CanPay(s S, seat engine.Seat, src int32, cost []CostPart) bool {
	for _, p := range cost {
		if !c.handler(p.Kind).CanPay(s, seat, src, p.N) {
			return false
		}
	}
	return true
}

// Pay pays every part of cost for src, in order, parts of 0 included, then
// runs Paid; CanPay must have said yes. It panics on a part whose handler
// pays in a Step: such a cost is paid with PayStep.
func (c *Costs[S]) Pay(s S, seat engine.Seat, src int32, cost []CostPart) {
	for _, p := range cost {
		h := c.handler(p.Kind)
		if h.Pay == nil {
			panic(fmt.Sprintf("kernel: cost kind %d (%s) pays in a step: use PayStep", p.Kind, h.Name))
		}
		h.Pay(s, seat, src, p.N)
	}
	if c.Paid != nil {
		// A copy, so that cost does not escape: a game without Paid
		// (ONR) pays from a buffer on its stack.
		c.Paid(s, seat, src, slices.Clone(cost))
	}
}

// PayOne is Pay of the cost of one part p: where p's handler pays without
// a step and no Paid is set, it runs that handler once, as Pay would,
// without Pay's loop and call; else it is Pay itself (the panic of a part
// that pays in a step, and Paid with a copy of the cost). It is small
// enough to be inlined, so that a game that pays one part most often (ONR's
// action, ONR-6.1) pays it through the registry at the cost of the
// handler's call. TestCostsPayOne compares it with Pay.
func (c *Costs[S]) PayOne(s S, seat engine.Seat, src int32, p CostPart) {
	if h := c.handlers[p.Kind]; h != nil && h.Pay != nil && c.Paid == nil {
		h.Pay(s, seat, src, p.N)
		return
	}
	c.Pay(s, seat, src, []CostPart{p})
}

// PayStep pays cost for src from the frame f on top of the stack, part by
// part from part *at, which it advances past each part paid: the frame
// keeps *at in a field of its own between steps. A part whose handler has a
// Step may ask seat a question: PayStep then returns Wait, and the frame
// calls it again with the answer in f. When every part is paid it runs
// Paid and returns Next; *at is then len(cost). CanPay must have said yes
// before the first part. No one else acts while the parts are paid, so the
// cost is paid all at once (NSG CR 1.16.1).
func (c *Costs[S]) PayStep(s S, f *Frame, at *int32, seat engine.Seat, src int32, cost []CostPart) Status {
	for int(*at) < len(cost) {
		p := cost[*at]
		h := c.handler(p.Kind)
		if h.Step != nil {
			if st := h.Step(s, f, seat, src, p.N); st == Wait {
				return Wait
			}
		} else {
			h.Pay(s, seat, src, p.N)
		}
		*at++
	}
	if c.Paid != nil {
		// A copy, so that cost does not escape: a game without Paid
		// (ONR) pays from a buffer on its stack.
		c.Paid(s, seat, src, slices.Clone(cost))
	}
	return Next
}

// Label renders cost for people, parts of 0 included: "1 actions, 0 bits";
// a cost of no parts is "nothing".
func (c *Costs[S]) Label(cost []CostPart) string {
	if len(cost) == 0 {
		return "nothing"
	}
	var b []byte
	for i, p := range cost {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, int64(p.N), 10)
		b = append(b, ' ')
		b = append(b, c.handler(p.Kind).Name...)
	}
	return string(b)
}
