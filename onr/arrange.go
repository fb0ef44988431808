package onr

import (
	"fmt"

	"github.com/datafort/datafort/onr/carddb"
)

// The arrangement API below sets up board positions for tests and scenario
// files. It edits the state directly and is never offered to players, whose
// only way to change a game is Apply. After arranging, call Reprompt so the
// pending decision is rebuilt from the new position.

// NewCard creates a card instance of an implemented card, removed from the
// game, and returns its index.
func (g *Game) NewCard(title string) (int32, error) {
	d, ok := Lookup(title)
	if !ok {
		if _, known := carddb.Lookup(title); known {
			return 0, fmt.Errorf("card %q is not implemented", title)
		}
		return 0, fmt.Errorf("unknown card %q", title)
	}
	s := g.s
	side := Corp
	if d.card.Side == carddb.Runner {
		side = Runner
	}
	s.Cards = append(s.Cards, Card{Def: d.idx, Side: side, Zone: ZoneRemoved})
	return int32(len(s.Cards) - 1), nil
}

// Put moves card c to the end (front=false) or the top (front=true) of a
// stored zone: HQ, R&D, the Archives (FaceUp says which pile), scored areas,
// the Runner's hand, stack or trash.
func (g *Game) Put(c int32, zone Zone, front bool) {
	s := g.s
	s.detach(c)
	s.place(c, zone, front)
}

// InstallCorp installs Corp card c in or on fort (NewFort for a new one)
// and returns the fort's index. Ice goes outermost.
func (g *Game) InstallCorp(c int32, fort int32, rezzed bool) int32 {
	s := g.s
	s.detach(c)
	if fort == NewFort {
		s.Forts = append(s.Forts, Fort{})
		fort = int32(len(s.Forts) - 1)
	}
	for int(fort) >= len(s.Forts) {
		s.Forts = append(s.Forts, Fort{Gone: true})
	}
	s.Forts[fort].Gone = false
	k := &s.Cards[c]
	k.Fort = fort
	if s.isIce(c) {
		s.place(c, ZoneIce, false) // arranged outermost first: append inward
	} else {
		s.place(c, ZoneFort, false)
	}
	k.Rezzed, k.Seen = rezzed, rezzed
	return fort
}

// InstallRunner installs Runner card c, in daemon host if host != 0,
// without paying.
func (g *Game) InstallRunner(c, host int32) {
	g.s.installRunner(c, host, false)
}

// RemoveAll takes every card out of side's hand and deck, for tests that
// want an exact position.
func (g *Game) RemoveAll(side Side) {
	s := g.s
	for _, z := range []*[]int32{s.hand(side), s.deck(side)} {
		for len(*z) > 0 {
			c := (*z)[0]
			s.detach(c)
			s.Cards[c].Zone = ZoneRemoved
		}
	}
}

func (s *State) deck(side Side) *[]int32 {
	if side == Corp {
		return &s.Corp.RD
	}
	return &s.Runner.Stack
}

// Find returns the indexes of the cards with the given title, in index
// order.
func (g *Game) Find(title string) []int32 {
	d, ok := Lookup(title)
	if !ok {
		return nil
	}
	var out []int32
	for i := int32(1); i < int32(len(g.s.Cards)); i++ {
		if g.s.Cards[i].Def == d.idx {
			out = append(out, i)
		}
	}
	return out
}

// Title returns the title of card c.
func (g *Game) Title(c int32) string { return g.s.def(c).Title }

// Handle returns the public handle of card c, as options name it.
func (g *Game) Handle(c int32) int { return g.s.h(c) }

// Reprompt discards the pending decisions and asks again from the current
// position, after an arrangement changed what is legal.
func (g *Game) Reprompt() {
	s := g.s
	s.Pending = nil
	for i := range s.Stack {
		s.Stack[i].Answered = false
	}
	s.advance()
}

// IceStrength returns the current strength of ice c.
func (g *Game) IceStrength(c int32) int32 { return g.s.iceStrength(c) }

// BreakerStrength returns the current strength of icebreaker c.
func (g *Game) BreakerStrength(c int32) int32 { return g.s.breakerStrength(c) }

// HandSize returns side's current maximum hand size.
func (g *Game) HandSize(side Side) int32 { return g.s.handSize(side) }

// MU returns the Runner's available and used memory units.
func (g *Game) MU() (avail, used int32) { return g.s.mu(), g.s.muUsed() }
