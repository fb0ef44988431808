package kernel

import "github.com/datafort/datafort/engine"

// Expected is the expected effect of an imminent instruction (Frame.Would,
// NSG CR 9.9.2): the occurrence it would make, its Type, the seat it
// concerns, the object it concerns (Obj) and its value (N), which may go
// below 0 while imminent (9.9.7a). It is an Occurrence kept in 12 bytes,
// its seat in 16 bits (a seat of a game, or engine.NoSeat), since every
// frame holds one.
type Expected struct {
	Type EventType `json:"type"`
	Seat int16     `json:"seat"`
	Obj  int32     `json:"obj,omitempty"`
	N    int32     `json:"n,omitempty"`
}

// Expect returns occurrence o as an expected effect.
func Expect(o Occurrence) Expected {
	return Expected{Type: o.Type, Seat: int16(o.Seat), Obj: o.Obj, N: o.N}
}

// Occurrence returns the occurrence e expects.
func (e Expected) Occurrence() Occurrence {
	return Occurrence{Type: e.Type, Seat: engine.Seat(e.Seat), Obj: e.Obj, N: e.N}
}

// Imminent returns the frame whose instruction is imminent, innermost
// first: the top-most frame of the stack with an expected effect (Would),
// or nil. The interrupts and replacement effects of an interrupt window
// change that frame's Would before its instruction resolves (NSG CR 9.9.2,
// 9.9.4; windows nest, so the innermost imminent instruction is the one
// the innermost interrupt window is about).
func (c *Core) Imminent() *Frame {
	for i := len(c.Stack.frames) - 1; i >= 0; i-- {
		if c.Stack.frames[i].Would.Type != 0 {
			return &c.Stack.frames[i]
		}
	}
	return nil
}

// Replace applies the replacement effects among the lasting effects to the
// expected effect w of an imminent instruction, in the order they were
// made, as its interrupt window opens (NSG CR 9.9.4, 9.9.8, 9.9.9b):
// replace reports whether lasting effect l replaces w, changing w if it
// does, and whether l is used up by it ("the next time … would …, instead
// …"); a used-up effect ends. Each effect is offered w once, as the effects
// before it left it, so each applies at most once and only while what it
// replaces is still expected (9.9.9c, 9.9.11a). Values may go below 0 while
// imminent (9.9.7a): the game clamps them when the instruction resolves.
// Dormant effects (Starts) replace nothing. Replace returns how many
// effects applied.
func (c *Core) Replace(w *Expected, replace func(l *Lasting, w *Expected) (applied, usedUp bool)) int {
	applied, n := 0, 0
	for i := range c.Lasting {
		l := &c.Lasting[i]
		if l.Active() {
			ok, used := replace(l, w)
			if ok {
				applied++
			}
			if ok && used {
				continue
			}
		}
		if n != i {
			c.Lasting[n] = *l
		}
		n++
	}
	c.Lasting = c.Lasting[:n]
	return applied
}
