package neuroscape

import (
	"fmt"
	"slices"
)

// psychosis returns character id's total psychosis (NS-13.1): what its gear
// gives ("+N PSYCHOSIS") plus what its controller's passive tiers give
// ("-5 PSYCHOSIS"), never below 0, then doubled by gear that doubles it.
func (s *State) psychosis(id int32) int {
	if s.obj(id).Zone != zonePlay {
		return 0
	}
	d, n, times := s.def(id), 0, 1
	for _, g := range s.gear(id) {
		n += s.def(g).Psychosis
		times *= max(1, s.def(g).PsychosisTimes)
	}
	for _, t := range s.activeTiers(s.obj(id).Ctrl) {
		if t.Timing == TimingPassive && (t.Faction == "" || slices.Contains(d.Factions, t.Faction)) {
			n += t.Psychosis
		}
	}
	for _, l := range s.Lasting {
		if l.Card == id {
			n += int(l.Psychosis)
		}
	}
	return max(n, 0) * times
}

// psychosisCheck is the check character id makes as it is declared as an
// attacker or activates an ability, its costs paid (NS-13.2, NS-13.3): with
// psychosis, its controller rolls a d20; below the total, the check fails
// and the character at once deals damage equal to its current attack to its
// own controller, in the pool of its attack type (NS-13.4, AMB-31: not
// combat damage). It reports whether the action goes on (no psychosis, or
// the roll passed); a character without psychosis rolls nothing.
func (s *State) psychosisCheck(id int32, what string) bool {
	total := s.psychosis(id)
	if total == 0 {
		return true
	}
	for _, g := range s.gear(id) {
		if gd := s.def(g); gd.Psychosis != 0 || gd.PsychosisTimes > 1 {
			engage(gd, labelIndex(gd, labelPsychosis))
		}
	}
	mf := s.def(s.P[s.obj(id).Ctrl].Mainframe)
	for _, t := range s.activeTiers(s.obj(id).Ctrl) {
		if t.Timing == TimingPassive && t.Psychosis != 0 {
			engage(mf, tierIndex(mf, t))
		}
	}
	seat := s.obj(id).Ctrl
	roll := s.RNG.IntN(20) + 1
	if roll >= total {
		s.event("psychosis", fmt.Sprintf("%s rolls %d against %s's psychosis %d as it %s: it passes", role(seat), roll, s.name(id), total, what), seat)
		return true
	}
	s.event("psychosis", fmt.Sprintf("%s rolls %d against %s's psychosis %d as it %s: it fails", role(seat), roll, s.name(id), total, what), seat)
	pool := BF
	if s.def(id).Blue {
		pool = MF
	}
	s.damagePlayer(seat, pool, s.atk(id), "takes")
	s.settle()
	return false
}

// psychoticHost returns the character whose psychosis an activation of
// card id checks (NS-9.2.6): the character itself, or the one the gear
// granting the ability is attached to (NS-12.6); 0 for any other card.
func (s *State) psychoticHost(id int32) int32 {
	switch o := s.obj(id); {
	case o.Zone == zoneGear:
		return o.Host
	case o.Zone == zonePlay:
		return id
	}
	return 0
}
