package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"

	"github.com/datafort/datafort/onr/carddb"
)

// The arrangement API below sets up board positions for tests and scenario
// files. It edits the state directly and is never offered to players, whose
// only way to change a game is Apply. After arranging, call Reprompt so the
// pending decision is rebuilt from the new position.

// SeatOf returns the first seat of role r: in a two-player game, the
// Corp's or the Runner's. Tests and scenario files name players by role.
func (g *Game) SeatOf(r Role) engine.Seat {
	for i := range g.s.Players {
		if g.s.Players[i].Role == r {
			return g.s.Players[i].Seat
		}
	}
	return engine.NoSeat
}

// Player returns the first player of role r (see SeatOf).
func (g *Game) Player(r Role) *Player { return g.s.P(g.SeatOf(r)) }

// NewCard creates a card instance of an implemented card, removed from the
// game, and returns its index. Its owner is the first player of its side.
func (g *Game) NewCard(title string) (int32, error) {
	return g.NewCardFor(title, engine.NoSeat)
}

// NewCardFor is NewCard with the card's owner at seat (NoSeat: the first
// player of its side).
func (g *Game) NewCardFor(title string, seat engine.Seat) (int32, error) {
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
	if seat < 0 {
		seat = g.SeatOf(side)
	}
	s.Cards = append(s.Cards, Card{ID: d.cid, Side: side, Owner: seat, At: seat, Zone: ZoneRemoved})
	return int32(len(s.Cards) - 1), nil
}

// Put moves card c to the end (front=false) or the top (front=true) of one
// of its owner's stored zones: hand (HQ), deck (R&D, stack), discard pile
// (the Archives, FaceUp says which pile, or the trash) or scored area.
func (g *Game) Put(c int32, zone Zone, front bool) {
	g.PutAt(c, g.s.Cards[c].Owner, zone, front)
}

// PutAt moves card c into a stored zone of the player at seat (a stolen
// agenda goes into the Runner's scored area).
func (g *Game) PutAt(c int32, seat engine.Seat, zone Zone, front bool) {
	g.s.move(c, seat, zone, front)
}

// InstallCorp installs Corp card c in or on fort (NewFort for a new one)
// of the card's owner and returns the fort's index. Ice goes outermost.
func (g *Game) InstallCorp(c int32, fort int32, rezzed bool) int32 {
	s := g.s
	s.detach(c)
	owner := s.Cards[c].Owner
	if fort == NewFort {
		s.Forts = append(s.Forts, Fort{Owner: owner})
		fort = int32(len(s.Forts) - 1)
	}
	for int(fort) >= len(s.Forts) {
		s.Forts = append(s.Forts, Fort{Owner: owner, Gone: true})
	}
	s.Forts[fort].Gone = false
	s.fortsChanged()
	k := &s.Cards[c]
	k.Fort = fort
	if s.isIce(c) {
		s.place(c, ZoneIce, false) // arranged outermost first: append inward
	} else {
		s.place(c, ZoneFort, false)
	}
	s.note(c)
	k.Rezzed, k.Seen = rezzed, rezzed
	s.touch()
	return fort
}

// InstallRunner installs Runner card c for its owner, in daemon host if
// host != 0, without paying.
func (g *Game) InstallRunner(c, host int32) {
	g.s.installRunner(g.s.Cards[c].Owner, c, host, false)
}

// RemoveAll takes every card out of the hand and deck of the player of
// role r, for tests that want an exact position.
func (g *Game) RemoveAll(r Role) {
	s := g.s
	p := g.Player(r)
	for _, z := range []*[]int32{&p.Hand, &p.Deck} {
		for len(*z) > 0 {
			c := (*z)[0]
			s.detach(c)
			s.Cards[c].Zone = ZoneRemoved
			s.touch()
		}
	}
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
		if defOf(g.s.Cards[i].ID) == d {
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
	s.touch() // an arrangement may have changed zones or rez states directly
	s.Pending = nil
	for i := range s.Frames() {
		s.Frames()[i].Answered = false
	}
	s.advance(false)
}

// IceStrength returns the current strength of ice c.
func (g *Game) IceStrength(c int32) int32 { return g.s.iceStrength(c) }

// BreakerStrength returns the current strength of icebreaker c.
func (g *Game) BreakerStrength(c int32) int32 { return g.s.breakerStrength(c) }

// HandSize returns the current maximum hand size of the player of role r.
func (g *Game) HandSize(r Role) int32 { return g.s.handSize(g.SeatOf(r)) }

// MU returns the Runner's available and used memory units.
func (g *Game) MU() (avail, used int32) {
	seat := g.SeatOf(Runner)
	return g.s.mu(seat), g.s.muUsed(seat)
}

// NoRunActions returns how many more actions the player of role r must take
// before a prohibition on runs ends (Haunting Inquisition), 0 if none.
func (g *Game) NoRunActions(r Role) int32 {
	var n int32
	seat := g.SeatOf(r)
	for _, l := range g.s.Lasting {
		if l.Mod == ModCannotRun && l.Seat == seat {
			n = max(n, l.Count)
		}
	}
	return n
}

// Transmute gives ice c n Ice Transmutations' worth of modification (+1
// strength and each own subroutine repeated once, each), bound to it as if
// an effect had chosen it (TransmuteIce).
func (g *Game) Transmute(c, n int32) {
	for range n {
		g.s.AddLasting(kernel.Lasting{Mod: ModIceStrength, N: 1, Obj: c})
		g.s.AddLasting(kernel.Lasting{Mod: ModRepeatSubs, N: 1, Obj: c})
	}
}

// Repeats returns how many times each own subroutine of ice c is repeated
// (ModRepeatSubs).
func (g *Game) Repeats(c int32) int32 { return g.s.lastingSum(ModRepeatSubs, c) }

// RunSpendCap returns what the run in progress may still spend on
// icebreakers and link, and whether an effect caps it.
func (g *Game) RunSpendCap() (int32, bool) { return g.s.spendCap() }

// Def returns the definition of card c.
func (g *Game) Def(c int32) *Def { return g.s.def(c) }

// BoughtStrength returns the strength icebreaker c has from effects that
// last for now (strength bought for the encounter or the run).
func (g *Game) BoughtStrength(c int32) int32 { return g.s.lastingSum(ModBreakerStrength, c) }

// Difficulty returns the current difficulty of agenda c (ONR-10.4).
func (g *Game) Difficulty(c int32) int32 { return g.s.difficulty(c) }

// FortName returns the name of fort i as events and options name it.
func (g *Game) FortName(i int32) string { return g.s.fortName(i) }

// Visible reports whether seat may know the identity of card c now
// (NoSeat: a spectator).
func (g *Game) Visible(c int32, seat engine.Seat) bool { return g.s.visible(c, seat) }
