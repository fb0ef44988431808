package nsg

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Arranging a board: what tests and scenario builders use to set up a
// position. Each keeps the state a legal one for Check only as far as the
// caller places cards where their type may be.

// AddCard puts a new card titled title in zone z for its side (for a
// server: in its root, or protecting it when it is ice), and returns its id.
func (s *State) AddCard(title string, z Zone, server int32, rezzed bool) int32 {
	d := Lookup(title)
	owner := s.Runner
	if d.Side == "corp" {
		owner = s.Corp
	}
	s.NextObj++
	c := Card{ID: s.NextObj, Title: d.Title, Owner: owner, Zone: z, Rezzed: rezzed}
	if z == ZoneServer {
		for int(server) >= len(s.Servers) {
			s.Servers = append(s.Servers, Server{})
		}
		c.Server, c.Ice = server, d.Type == TypeIce
		if c.Ice {
			s.Servers[server].Ice = append(s.Servers[server].Ice, c.ID)
		} else {
			s.Servers[server].Root = append(s.Servers[server].Root, c.ID)
		}
	} else if l := s.zoneList(z); l != nil {
		*l = append(*l, c.ID)
	}
	s.Cards = append(s.Cards, c)
	return c.ID
}

// Clear empties zone z.
func (s *State) Clear(z Zone) {
	s.cardGen++
	l := s.zoneList(z)
	for _, id := range *l {
		s.card(id).Zone = ZoneRemoved
	}
	*l = nil
}

// CardOf returns card id.
func (s *State) CardOf(id int32) *Card { return s.card(id) }

// StrengthOf is card id's strength now.
func (s *State) StrengthOf(id int32) int32 { return s.strength(id) }

// HandSizeOf is seat's maximum hand size.
func (s *State) HandSizeOf(seat engine.Seat) int32 { return s.handSize(seat) }

// PointsOf is seat's agenda points.
func (s *State) PointsOf(seat engine.Seat) int32 { return s.agendaPoints(seat) }

// Trace starts a trace of base strength base above whatever the game is
// asking, which is asked again once the trace is over.
func (g *Game) Trace(base int32) {
	g.seenOK = false
	s := &g.st
	s.Pending = nil
	s.Push(kernel.Frame{Kind: frameTrace, Seat: s.Corp, N: base})
	s.advance(false)
}

// Reask asks the pending decision again, for a board arranged while it was
// pending: its options become those of the position as it is now.
func (g *Game) Reask() {
	g.seenOK = false
	s := &g.st
	s.Pending = nil
	s.advance(false)
}

// ServerName names server i as the game's log and options do: "HQ", "R&D",
// "Archives", "remote 1" …
func (s *State) ServerName(i int32) string { return s.serverName(i) }

// FirstRemote is the index of the first remote server.
const FirstRemote = firstRemote
