package kernel

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// EventType names a kind of occurrence of a game (a run begins, an
// encounter ends, an action is taken). A game defines its event types with
// fixed values, since they are saved in lasting effects and use limits.
type EventType uint16

// Occurrence is something that happened in the game, as the rules see it:
// it feeds triggers, ends lasting effects and use limits, and fires delayed
// triggers. Obj is the object it concerns (a card instance), if any.
type Occurrence struct {
	Type EventType   `json:"type"`
	Seat engine.Seat `json:"seat"`
	Obj  int32       `json:"obj,omitempty"`
	N    int32       `json:"n,omitempty"`
}

// ModKind names a value that a static ability or a lasting effect changes
// (a strength, a hand size, a prohibition). A game defines its kinds with
// fixed values.
type ModKind uint16

// Lasting is an effect that lasts beyond the resolution of the program that
// made it, for a duration given as a value: it lasts until Count
// occurrences of Until have happened (the end of this encounter, of this
// run, of this turn; the next six actions). A lasting effect either changes
// a value while it lasts (Mod, with N and Arg, for objects Obj or for all
// when Obj is 0), or is a delayed trigger: when an occurrence of On happens
// it runs program Ref from op PC. With Starts set, it is dormant until an
// occurrence of Starts (the next encounter). It holds no pointer (its Ref is
// an interned id), so the lasting effects of a state are memory the garbage
// collector neither scans nor guards with write barriers
// (TestKernelValuesHoldNoPointer).
type Lasting struct {
	Src    int32       `json:"src,omitempty"` // the card whose effect it is
	Seat   engine.Seat `json:"seat"`          // the player it favours or binds
	Mod    ModKind     `json:"mod,omitempty"`
	N      int32       `json:"n,omitempty"`
	Arg    int32       `json:"arg,omitempty"`
	Obj    int32       `json:"obj,omitempty"` // the object it applies to and ends with; 0 for none
	On     EventType   `json:"on,omitempty"`  // a delayed trigger: what fires it
	Ref    Ref         `json:"ref,omitzero"`
	PC     int32       `json:"pc,omitempty"`
	Starts EventType   `json:"starts,omitempty"` // dormant until this occurs
	Until  EventType   `json:"until"`
	Count  int32       `json:"count"`          // occurrences of Until still to come before it ends
	Mine   bool        `json:"mine,omitempty"` // only occurrences of Until (and of On) by Seat count ("his or her next six actions")
	// Every makes a delayed trigger fire at each occurrence of On while it
	// lasts, instead of once ("at the start of each run", a counter given to
	// a player).
	Every bool `json:"every,omitempty"`
	// Price is what the player it binds (Seat) may pay, by taking an action,
	// to end it ("until the Runner takes an action to pay 2 bits"); 0: it
	// cannot be ended so. The game says what the price is paid in.
	Price int32 `json:"price,omitempty"`
	// After is the number of occurrences that waited for a checkpoint in
	// Core.Occurred when the effect was made (AddLasting): they happened
	// before it, so at that checkpoint they neither start, fire, count
	// for nor end it (Core.Checkpoint). The checkpoint sets it back to 0.
	// A game that buffers no occurrence (ONR) never sets it.
	After int32 `json:"after,omitempty"`
}

// Active reports whether l applies now: it is not dormant.
func (l *Lasting) Active() bool { return l.Starts == 0 }

// AddLasting adds a lasting effect. A Count below 1 is taken as 1. Made
// while occurrences wait for a checkpoint, it is made after them (After).
func (c *Core) AddLasting(l Lasting) {
	if l.Count < 1 {
		l.Count = 1
	}
	l.After = int32(len(c.Occurred))
	c.Lasting = append(c.Lasting, l)
}

// Use records that an ability of an object was used, for limits such as
// "once per turn": Obj's ability Ability has been used N times since the
// last occurrence of Until. With Mine, only an occurrence of Until by Seat
// ends the limit: "until its controller's next Refresh" (Neuroscape
// NS-9.2.2), which another player's Refresh at a 2v2 table must not end.
type Use struct {
	Obj     int32       `json:"obj"`
	Ability int16       `json:"ab"`
	N       int32       `json:"n"`
	Until   EventType   `json:"until"`
	Seat    engine.Seat `json:"seat,omitempty"` // whose occurrence of Until ends it, with Mine
	Mine    bool        `json:"mine,omitempty"`
}

// Used returns how many times ability ab of obj was used within its limit.
func (c *Core) Used(obj int32, ab int16) int32 {
	for i := range c.Uses {
		if u := &c.Uses[i]; u.Obj == obj && u.Ability == ab {
			return u.N
		}
	}
	return 0
}

// MarkUsed counts n more uses of ability ab of obj, until an occurrence of
// until.
func (c *Core) MarkUsed(obj int32, ab int16, n int32, until EventType) {
	c.markUsed(Use{Obj: obj, Ability: ab, N: n, Until: until})
}

// MarkUsedBy counts n more uses of ability ab of obj, controlled by seat,
// until an occurrence of until by seat (Use.Mine): a limit per seat, which
// other seats' occurrences of until leave alone. A limit already counting
// for ab of obj keeps its end.
func (c *Core) MarkUsedBy(seat engine.Seat, obj int32, ab int16, n int32, until EventType) {
	c.markUsed(Use{Obj: obj, Ability: ab, N: n, Until: until, Seat: seat, Mine: true})
}

// markUsed adds use's N to the count of its object's ability, or starts
// counting with use when none is kept.
func (c *Core) markUsed(use Use) {
	for i := range c.Uses {
		if u := &c.Uses[i]; u.Obj == use.Obj && u.Ability == use.Ability {
			u.N += use.N
			return
		}
	}
	c.Uses = append(c.Uses, use)
}

// Forget ends the lasting effects bound to obj and its use counts: obj has
// left its place and is a new object now (ONR-9.8, NSG 1.12.1).
func (c *Core) Forget(obj int32) {
	if obj == 0 {
		return
	}
	c.Lasting = slices.DeleteFunc(c.Lasting, func(l Lasting) bool { return l.Obj == obj }) // writes only what moves
	uses := c.Uses[:0]
	for _, u := range c.Uses {
		if u.Obj != obj {
			uses = append(uses, u)
		}
	}
	c.Uses = uses
}

// Emit applies occurrence o to the lasting effects and use limits: dormant
// effects waiting for it start, delayed triggers waiting for it are
// returned (in the order they were made) for the game to run, and effects
// and limits that last until it count it and end. A delayed trigger fires
// once: it ends when it fires, unless it fires at Every occurrence. With
// Mine, only occurrences by the effect's (or the limit's) Seat fire it, count
// or end it.
func (c *Core) Emit(o Occurrence) (fired []Lasting) {
	if o.Type == 0 {
		return nil // 0 is no occurrence: a lasting effect with Until 0 lasts until its object leaves
	}
	// The effects before the first that o starts, fires or counts for
	// stay where they are: found by a walk that reads three fields and
	// writes nothing (most effects, such as the facts of a turn, wait for
	// another occurrence). An effect with On == o.Type has On != 0.
	t := o.Type
	first := 0
	for first < len(c.Lasting) {
		if l := &c.Lasting[first]; l.Starts != 0 || l.On == t || l.Until == t {
			break
		}
		first++
	}
	// From there, compacted in place, an element written only when one
	// before it ended: most occurrences end nothing.
	n := first
	for i := first; i < len(c.Lasting); i++ {
		l := &c.Lasting[i]
		switch {
		case l.Starts != 0:
			if l.Starts == o.Type {
				l.Starts = 0
			}
		case l.On != 0 && l.On == o.Type && (l.Obj == 0 || l.Obj == o.Obj) && (!l.Mine || l.Seat == o.Seat):
			fired = append(fired, *l)
			if !l.Every {
				continue
			}
		case l.Until == o.Type && (!l.Mine || l.Seat == o.Seat):
			if l.Count--; l.Count <= 0 {
				continue
			}
		}
		if n != i {
			c.Lasting[n] = *l
		}
		n++
	}
	c.Lasting = c.Lasting[:n]
	uses := c.Uses[:0]
	for _, u := range c.Uses {
		if u.Until != o.Type || (u.Mine && u.Seat != o.Seat) {
			uses = append(uses, u)
		}
	}
	c.Uses = uses
	return fired
}
