package neuroscape

import "slices"

// placed keeps the cards in the zones no Player lists that the rules
// look through most — the mainframes' slots, the environment zone, gear
// and committed RAM — each zone's cards by id, in id order: what a walk of
// every card (State.Objs) keeping those of the zone finds, without the
// walk. add and move keep it as they put a card in a zone (the only
// places a card's zone changes); decode and GameOf make it anew from the
// cards, and Check compares it with them.
type placed struct {
	slot, env, gear, committed []int32
}

// of returns the list of zone z, or nil for a zone placed does not keep.
func (p *placed) of(z Zone) *[]int32 {
	switch z {
	case zoneSlot:
		return &p.slot
	case zoneEnv:
		return &p.env
	case zoneGear:
		return &p.gear
	case zoneCommitted:
		return &p.committed
	}
	return nil
}

// moved records that card id went from zone from to zone to.
func (p *placed) moved(id int32, from, to Zone) {
	if from == to {
		return
	}
	if l := p.of(from); l != nil {
		if i, ok := slices.BinarySearch(*l, id); ok {
			*l = slices.Delete(*l, i, i+1)
		}
	}
	if l := p.of(to); l != nil {
		if i, ok := slices.BinarySearch(*l, id); !ok {
			*l = slices.Insert(*l, i, id)
		}
	}
}

// clone returns a copy of p that shares no list with it.
func (p *placed) clone() placed {
	return placed{slot: slices.Clone(p.slot), env: slices.Clone(p.env), gear: slices.Clone(p.gear), committed: slices.Clone(p.committed)}
}

// placedOf finds the kept lists the long way: every card walked.
func placedOf(objs []Obj) placed {
	var p placed
	for i := range objs {
		if l := p.of(objs[i].Zone); l != nil {
			*l = append(*l, int32(i+1))
		}
	}
	return p
}

// matches reports whether p lists what placedOf(objs) lists, without
// making it.
func (p *placed) matches(objs []Obj) bool {
	var found [zoneCount]int // how many of each kept zone's cards were found
	for i := range objs {
		z := objs[i].Zone
		l := p.of(z)
		if l == nil {
			continue
		}
		if k := found[z]; k >= len(*l) || (*l)[k] != int32(i+1) {
			return false
		}
		found[z]++
	}
	return found[zoneSlot] == len(p.slot) && found[zoneEnv] == len(p.env) && found[zoneGear] == len(p.gear) && found[zoneCommitted] == len(p.committed)
}
