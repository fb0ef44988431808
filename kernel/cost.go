package kernel

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
)

// CostKind names a kind of cost part a game knows: bits, actions, trashing
// the card, agenda points. A game defines its kinds with fixed values.
type CostKind uint8

// CostPart is one part of a cost: N of kind Kind.
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
}

// Costs is a registry of cost kinds: a cost is a list of parts, each
// checked and paid by its kind's handler, in order. Every payment of a game
// goes through it, so a rule about paying (NSG: a cost paid, even 0 or
// ignored, still goes through its steps; ONR: payment abilities may be used
// whenever a cost is paid) lives in one place.
type Costs[S any] struct {
	handlers [256]*CostHandler[S]
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

// CanPay reports whether seat can pay every part of cost for src.
func (c *Costs[S]) CanPay(s S, seat engine.Seat, src int32, cost []CostPart) bool {
	for _, p := range cost {
		if p.N != 0 && !c.handler(p.Kind).CanPay(s, seat, src, p.N) {
			return false
		}
	}
	return true
}

// Pay pays every part of cost for src, in order; CanPay must have said yes.
func (c *Costs[S]) Pay(s S, seat engine.Seat, src int32, cost []CostPart) {
	for _, p := range cost {
		if p.N != 0 {
			c.handler(p.Kind).Pay(s, seat, src, p.N)
		}
	}
}

// Label renders cost for people: "1 actions, 2 bits".
func (c *Costs[S]) Label(cost []CostPart) string {
	var parts []string
	for _, p := range cost {
		if p.N != 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.N, c.handler(p.Kind).Name))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}
