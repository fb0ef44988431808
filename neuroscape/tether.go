package neuroscape

import (
	"fmt"
	"slices"
)

// Tethers (NS-12.10, AMB-28): gear attached to two characters at once. The
// tether's Obj holds the first as its Host; State.Tethers holds the
// second. Both are declared as it is played (its Target and Target2, two
// different characters); it attaches only if both are still legal as it
// resolves, and it is destroyed (to its owner's recycle bin) when either
// leaves play or changes controller, whatever the card's reminder says
// of "follows" (NS-0.3.3's exception). Tethers use no ports (NS-12.4).

// tetherOther returns the second character of tether g, or 0 when g is
// no tether in play.
func (s *State) tetherOther(g int32) int32 {
	for _, t := range s.Tethers {
		if t.Card == g {
			return t.Other
		}
	}
	return 0
}

// tethered returns the tethers whose second character is id (its first
// holds them as Host, like any gear).
func (s *State) tethered(id int32) []int32 {
	var out []int32
	for _, t := range s.Tethers {
		if t.Other == id {
			out = append(out, t.Card)
		}
	}
	return out
}

// attachTether attaches tether id, its controller set, to characters a
// (its Host) and b.
func (s *State) attachTether(id int32, a, b int32) {
	o := s.obj(id)
	o.Host = a
	s.Tethers = append(s.Tethers, Tether{Card: id, Other: b})
	s.event("attach", fmt.Sprintf("%s is attached to %s and %s", s.name(id), s.name(a), s.name(b)), o.Ctrl)
}

// untether forgets tether id as it leaves its characters.
func (s *State) untether(id int32) {
	if s.Tethers = slices.DeleteFunc(s.Tethers, func(t Tether) bool { return t.Card == id }); len(s.Tethers) == 0 {
		s.Tethers = nil
	}
}

// chain returns the tether chain of character id: every character linked to
// it through one or more tethers, itself included (a term of the cards,
// NS-12.10), in the order found.
func (s *State) chain(id int32) []int32 {
	out := []int32{id}
	for i := 0; i < len(out); i++ {
		for _, t := range s.Tethers {
			a, b := s.obj(t.Card).Host, t.Other
			for _, x := range [2][2]int32{{a, b}, {b, a}} {
				if x[0] == out[i] && !slices.Contains(out, x[1]) {
					out = append(out, x[1])
				}
			}
		}
	}
	return out
}

// chainBonus returns what the tethers give character id: each tether's
// Chain bonus when id is in its tether chain, and its own PerChain bonus
// for each other character of its chain.
func (s *State) chainBonus(id int32) (atk, dfn int) {
	if len(s.Tethers) == 0 {
		return 0, 0
	}
	mine := s.chain(id)
	if pc := s.def(id).PerChain; pc.Atk != 0 || pc.Dfn != 0 { // "for each other character in their tether chain"
		atk, dfn = (len(mine)-1)*pc.Atk, (len(mine)-1)*pc.Dfn
	}
	for _, t := range s.Tethers {
		if c := s.def(t.Card).Chain; (c.Atk != 0 || c.Dfn != 0) && slices.Contains(mine, s.obj(t.Card).Host) {
			atk, dfn = atk+c.Atk, dfn+c.Dfn
		}
	}
	return atk, dfn
}

// dropTethers destroys the tethers attached to character id, whose
// controller changes (AMB-28: for any reason).
func (s *State) dropTethers(id int32) {
	for _, g := range s.gear(id) {
		if s.def(g).tether() {
			s.event("destroyed", s.name(g)+" is destroyed: "+s.name(id)+" changes controller", s.obj(g).Ctrl)
			s.move(g, zoneBin)
		}
	}
}

// overrun reports whether character id has OVERRUN (NS-19.7): printed, or
// given by a tether printing it to every character of its tether chain
// ("All characters in this tether chain get OVERRUN").
func (s *State) overrun(id int32) bool {
	if s.def(id).Overrun {
		return true
	}
	if len(s.Tethers) == 0 {
		return false
	}
	mine := s.chain(id)
	for _, t := range s.Tethers {
		if s.def(t.Card).Overrun && slices.Contains(mine, s.obj(t.Card).Host) {
			return true
		}
	}
	return false
}

// chainBase returns character id's base values, atk and dfn, or, while a
// synchronizing tether (Def.Synchronize) is attached in its tether chain,
// the highest base attack and the highest base defense of the chain's
// characters (each read apart: they may come from different characters).
func (s *State) chainBase(id int32, atk, dfn int) (int, int) {
	if len(s.Tethers) == 0 {
		return atk, dfn
	}
	mine := s.chain(id)
	if !slices.ContainsFunc(s.Tethers, func(t Tether) bool {
		return s.def(t.Card).Synchronize && slices.Contains(mine, s.obj(t.Card).Host)
	}) {
		return atk, dfn
	}
	for _, c := range mine {
		a, d := s.base(c)
		atk, dfn = max(atk, a), max(dfn, d)
	}
	return atk, dfn
}
