package kernel

import "slices"

// Occur records occurrence o in the buffer of occurrences since the last
// checkpoint, for the game's checkpoint to act on (NSG CR 10.3.1a:
// conditional abilities look at everything that happened since the
// previous checkpoint, and expired lingering effects go only at step b).
// Unlike Emit, it changes nothing else: a lasting effect that lasts until o
// still applies until the checkpoint after o (Checkpoint).
func (c *Core) Occur(o Occurrence) {
	if o.Type != 0 {
		c.Occurred = append(c.Occurred, o)
	}
}

// Drain empties the occurrence buffer at a checkpoint and returns what it
// held, in the order it happened (NSG CR 10.3.1a). The game matches its
// active conditional abilities against them (one pending instance per
// occurrence, 9.6.4b), then passes them to Checkpoint, which fires the
// delayed triggers among the lingering effects (still step a) and then
// deletes the lingering effects that have expired (10.3.1b).
func (c *Core) Drain() []Occurrence {
	occ := c.Occurred
	c.Occurred = nil
	return occ
}

// Checkpoint runs the steps of a checkpoint that concern lingering effects
// and use limits (NSG CR 10.3.1) over occ, the occurrences Drain returned,
// in the order the rules give, once the game's own conditional abilities
// have looked at occ (step a):
//
//   - Step a, the delayed conditional abilities (lingering effects with On,
//     9.6.13): each looks at every occurrence of occ that happened after it
//     was made (Lasting.After), in order, nothing having expired yet — so
//     an occurrence after the one that ends its duration still fires it.
//     A dormant effect starts at an occurrence of its Starts, and looks at
//     the later ones only. fired holds the triggers that fire, one per
//     occurrence, in the order of occ, then of their making; one that
//     fires once (not Every) fires at its first occurrence and is gone.
//   - Step b: a lingering effect whose duration ended — Count occurrences
//     of Until, made after it (and after it started), happened in occ —
//     is deleted: it expires at the first checkpoint after the occurrence
//     that ends it ("until the end of the turn": the checkpoint after the
//     turn ends), not at the occurrence, and not at an occurrence that
//     happened before it was made. expired holds them in the order they
//     were made. Use limits that last until an occurrence of occ end.
//
// With Mine, only the occurrences of the effect's (or the limit's) Seat
// fire, count for or end it, as in Emit. Every effect left has After
// 0: the buffer is empty.
func (c *Core) Checkpoint(occ []Occurrence) (fired, expired []Lasting) {
	if len(occ) == 0 || len(c.Lasting)+len(c.Uses) == 0 {
		// Nothing can fire, end or stop: only the buffer is emptied.
		for i := range c.Lasting {
			c.Lasting[i].After = 0
		}
		return nil, nil
	}
	type firing struct {
		at int // index in occ
		l  Lasting
	}
	var fires []firing
	n := 0
	for i := range c.Lasting {
		l := &c.Lasting[i]
		gone, ended := false, false
		for at := int(l.After); at < len(occ) && !gone; at++ {
			o := occ[at]
			mine := !l.Mine || l.Seat == o.Seat
			switch {
			case l.Starts != 0:
				if l.Starts == o.Type {
					l.Starts = 0
				}
			case l.On != 0 && l.On == o.Type && (l.Obj == 0 || l.Obj == o.Obj) && mine:
				f := *l
				f.After = 0
				fires = append(fires, firing{at, f})
				gone = !l.Every
			case !ended && l.Until == o.Type && mine:
				if l.Count--; l.Count <= 0 {
					ended = true // at step b: it still looks at the rest (step a)
				}
			}
		}
		l.After = 0
		if ended && !gone {
			expired = append(expired, *l)
		}
		if gone || ended {
			continue
		}
		if n != i {
			c.Lasting[n] = *l
		}
		n++
	}
	clear(c.Lasting[n:]) // hold no Ref of an ended effect
	c.Lasting = c.Lasting[:n]
	slices.SortStableFunc(fires, func(a, b firing) int { return a.at - b.at })
	for _, f := range fires {
		fired = append(fired, f.l)
	}
	uses := c.Uses[:0]
	for _, u := range c.Uses {
		if !slices.ContainsFunc(occ, func(o Occurrence) bool { return u.Until == o.Type && (!u.Mine || u.Seat == o.Seat) }) {
			uses = append(uses, u)
		}
	}
	c.Uses = uses
	return fired, expired
}
