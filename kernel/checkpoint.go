package kernel

// Occur records occurrence o in the buffer of occurrences since the last
// checkpoint, for the game's checkpoint to act on (NSG CR 10.3.1a:
// conditional abilities look at everything that happened since the
// previous checkpoint, and expired lingering effects go only at step b).
// Unlike Emit, it changes nothing else: a lasting effect that lasts until o
// still applies until the checkpoint drains o.
func (c *Core) Occur(o Occurrence) {
	if o.Type != 0 {
		c.Occurred = append(c.Occurred, o)
	}
}

// Drain empties the occurrence buffer at a checkpoint and returns what it
// held, in the order it happened (NSG CR 10.3.1a). The game matches its
// active conditional abilities against them (one pending instance per
// occurrence, 9.6.4b), then passes each to Emit, which ends the lasting
// effects and use limits that last until it (10.3.1b) and returns the
// delayed triggers it fires.
func (c *Core) Drain() []Occurrence {
	occ := c.Occurred
	c.Occurred = nil
	return occ
}
