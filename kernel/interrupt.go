package kernel

// Imminent returns the frame whose instruction is imminent, innermost
// first: the top-most frame of the stack with an expected effect (Would),
// or nil. The interrupts and replacement effects of an interrupt window
// change that frame's Would before its instruction resolves (NSG CR 9.9.2,
// 9.9.4; windows nest, so the innermost imminent instruction is the one
// the innermost interrupt window is about).
func (c *Core) Imminent() *Frame {
	for i := len(c.Stack) - 1; i >= 0; i-- {
		if c.Stack[i].Would.Type != 0 {
			return &c.Stack[i]
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
func (c *Core) Replace(w *Occurrence, replace func(l *Lasting, w *Occurrence) (applied, usedUp bool)) int {
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
	clear(c.Lasting[n:])
	c.Lasting = c.Lasting[:n]
	return applied
}
