package neuroscape

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Copies of characters (NS-20.1, NS-22.5). A copy is a token object
// (NS-20.7, from State.FirstToken on) whose card is the copied
// character's: its base characteristics are the printed ones (name, cost,
// attack, defense, attack type, factions, abilities, keywords); it carries
// none of the original's gear, counters, damage, orientation or committed
// RAM, all of which belong to other objects. No player may create a copy
// of an iconic card (NS-22.5) unless the effect makes it non-iconic: the
// effect that copies a chosen character (EffCopyCharacter) cannot choose
// one (TargetCopyCharacter), and the one that copies its own attacker
// (Def.AttackCopies) makes non-iconic copies. So a token copy is never
// iconic.

// iconic reports whether card id is iconic (NS-22.1): its card is, and it
// is no token copy (NS-22.5).
func (s *State) iconic(id int32) bool { return s.def(id).Iconic && !s.token(id) }

// attackCopies runs the "When attached character attacks" copies of the
// gear on character id, just declared attacking seat def (Def.AttackCopies):
// each copy enters play under id's controller, running and attacking the
// same player, its controller committing its printed cost at once,
// refreshed RAM first, any shortfall missing (NS-20.1, AMB-53); each
// copy, and id, gets the psychosis until turn end; each copy is purged at
// turn end. It returns the copies, in order, whose psychosis checks their
// attacks need after id's (the card: "then all make PSYCHOSIS checks").
func (s *State) attackCopies(id int32, def engine.Seat) []int32 {
	var out []int32
	for _, g := range s.gear(id) {
		ac := s.def(g).AttackCopies
		if ac.N == 0 {
			continue
		}
		engage(s.def(g), labelIndex(s.def(g), labelAttackCopies))
		ctrl := s.obj(id).Ctrl
		for range ac.N {
			s.Objs = append(s.Objs, Obj{Card: s.obj(id).Card, Owner: ctrl, Ctrl: ctrl, Zone: zoneNone})
			c := int32(len(s.Objs))
			if s.FirstToken == 0 {
				s.FirstToken = c
			}
			s.move(c, zonePlay)
			o := s.obj(c)
			o.Running, o.Need = true, int32(s.def(c).Cost)
			s.Attacks = append(s.Attacks, Attack{Char: c, Defender: def})
			s.Lasting = append(s.Lasting, Lasting{Card: c, EndDestroy: true, Psychosis: int32(ac.Psychosis)})
			s.event("token", fmt.Sprintf("%s creates %s, a non-iconic token copy of %s, attacking %s", role(ctrl), s.name(c), s.name(id), role(def)), ctrl)
			out = append(out, c)
		}
		s.Lasting = append(s.Lasting, Lasting{Card: id, Psychosis: int32(ac.Psychosis)})
		s.recommit()
	}
	return out
}

// copyCharacter makes seat a token copy of character id in play
// (EffCopyCharacter, NS-20.1): the copy's card is id's, so it has id's
// base characteristics and none of its gear, counters, damage,
// orientation or committed RAM; it enters play refreshed under seat, who
// commits its printed cost at once, refreshed RAM first, then running, any
// shortfall missing (AMB-53). A copy made "as an atk/dfn copy" (either
// not 0) has those base values instead (State.Bases); a copy of a copy
// takes the first copy's base values (NS-20.2).
func (s *State) copyCharacter(seat engine.Seat, id int32, atk, dfn int) int32 {
	s.Objs = append(s.Objs, Obj{Card: s.obj(id).Card, Owner: seat, Ctrl: seat, Zone: zoneNone})
	c := int32(len(s.Objs))
	if s.FirstToken == 0 {
		s.FirstToken = c
	}
	ba, bd := s.base(id)
	if atk != 0 || dfn != 0 {
		ba, bd = atk, dfn
	}
	if d := s.def(id); ba != d.Atk || bd != d.Dfn {
		s.Bases = append(s.Bases, Base{Card: c, Atk: int32(ba), Dfn: int32(bd)})
	}
	s.move(c, zonePlay)
	s.obj(c).Need = int32(s.def(c).Cost)
	s.event("token", fmt.Sprintf("%s creates a %d/%d token copy of %s's %s: %s", role(seat), ba, bd, role(s.obj(id).Ctrl), s.name(id), s.name(c)), seat)
	s.recommit()
	return c
}

// base returns character id's base attack and defense: its card's printed
// ones, or the altered ones of a token copy (State.Bases, NS-20.2).
func (s *State) base(id int32) (atk, dfn int) {
	for _, b := range s.Bases {
		if b.Card == id {
			return int(b.Atk), int(b.Dfn)
		}
	}
	d := s.def(id)
	return d.Atk, d.Dfn
}
