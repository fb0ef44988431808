package neuroscape

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// Counters on cards (NS-2.6: markers, not token objects; State.Counters):
// a card in play carries them until it leaves play. A SPIRIT counter
// (CounterSpirit) sets the character's RAM cost to 0 — it enters needing
// nothing committed, as a free play does (NS-5.7.1: an increase in play
// still counts) — and purges the character instead of letting it leave
// play anywhere else.

// counter returns how many counters of kind k card id carries.
func (s *State) counter(id int32, k CounterKind) int {
	for _, c := range s.Counters {
		if c.Card == id && c.Kind == k {
			return int(c.N)
		}
	}
	return 0
}

// addCounters puts n counters of kind k on card id.
func (s *State) addCounters(id int32, k CounterKind, n int) {
	for i := range s.Counters {
		if c := &s.Counters[i]; c.Card == id && c.Kind == k {
			c.N += int32(n)
			return
		}
	}
	s.Counters = append(s.Counters, Counter{Card: id, Kind: k, N: int32(n)})
}

// dropCounters removes every counter of card id, which leaves play.
func (s *State) dropCounters(id int32) {
	if s.Counters = slices.DeleteFunc(s.Counters, func(c Counter) bool { return c.Card == id }); len(s.Counters) == 0 {
		s.Counters = nil
	}
}

// counterViews returns the counters on card id by kind name, nil for none.
func (s *State) counterViews(id int32) map[string]int {
	var out map[string]int
	for _, c := range s.Counters {
		if c.Card == id {
			if out == nil {
				out = map[string]int{}
			}
			out[c.Kind.String()] += int(c.N)
		}
	}
	return out
}

// entered reports whether program frame f is an environment that has left
// the Cache and entered play, its "On enter" effects waiting for an
// answer: no Cache item any more.
func (s *State) entered(f *kernel.Frame) bool {
	return f.Ref.Ability == 0 && f.Src > 0 && int(f.Src) <= len(s.Objs) && s.obj(f.Src).Zone == zoneEnv
}

// binsToPlay runs EffBinsToPlay for seat in frame f (NS-11.5, NS-22.6):
// every character in a recycle bin that shares a faction with its owner's
// mainframe enters play under its owner's control, committing nothing and
// ignoring faction requirements (only playing checks them). Of several
// copies of one iconic character in one owner's bin, that owner chooses
// the one that enters (asked in turn order from seat, one name at a
// time, the answers kept in the frame's list); the others stay in the
// bin. An owner already controlling a copy in play gets none (NS-22.2).
// Each enters refreshed, with a SPIRIT counter when e.Spirit, and its "on
// enter" effects happen.
func (s *State) binsToPlay(f *kernel.Frame, seat engine.Seat, e Effect) kernel.Status {
	if f.Answered {
		o, _ := take(f)
		s.SetList(f, append(slices.Clone(s.List(f)), int32(o.Card)))
	}
	chosen := s.List(f)
	n := len(s.P)
	var enter []int32
	for k := range n {
		owner := engine.Seat((int(seat) + k) % n)
		mf := s.def(s.P[owner].Mainframe)
		var cands []int32
		for _, id := range s.P[owner].Bin {
			if d := s.def(id); d.Type == carddb.Character && slices.ContainsFunc(d.Factions, func(x string) bool { return slices.Contains(mf.Factions, x) }) {
				cands = append(cands, id)
			}
		}
		asked := map[*Def]bool{}
		for _, id := range cands {
			d := s.def(id)
			if !d.Iconic {
				enter = append(enter, id)
				continue
			}
			if asked[d] || s.controlsIconic(owner, d) {
				continue
			}
			asked[d] = true
			same := slices.DeleteFunc(slices.Clone(cands), func(c int32) bool { return s.def(c) != d })
			if len(same) == 1 {
				enter = append(enter, id)
				continue
			}
			if i := slices.IndexFunc(chosen, func(c int32) bool { return slices.Contains(same, c) }); i >= 0 {
				enter = append(enter, chosen[i])
				continue
			}
			var opts []engine.Option
			for _, c := range same {
				opts = append(opts, engine.Option{Verb: verbTake, Card: int(c)})
			}
			return s.Ask(owner, fmt.Sprintf("%s: choose the copy of %s that enters play; the others stay in your recycle bin", s.def(f.Src).Name, d.Name), "NS-22.6", opts)
		}
	}
	for _, id := range enter {
		o := s.obj(id)
		owner := o.Owner
		s.move(id, zonePlay)
		o.Ctrl, o.Need = owner, 0
		if e.Spirit {
			s.addCounters(id, CounterSpirit, 1)
		}
		s.event("enter", fmt.Sprintf("%s enters play from %s's recycle bin%s", s.name(id), role(owner), map[bool]string{true: " with a SPIRIT counter"}[e.Spirit]), owner)
		if d := s.def(id); len(d.Effects) > 0 {
			engage(d, abilityIndex(d, -1))
		} else {
			engage(d, -1)
		}
		s.effects(owner, s.def(id).Effects, 0, 0) // its "on enter", as for a character played (turn.go)
	}
	return kernel.Next
}

// purgeSpirits runs EffPurgeSpirits: every character in play with a SPIRIT
// counter is purged.
func (s *State) purgeSpirits() {
	var ids []int32
	for _, c := range s.Counters {
		if c.Kind == CounterSpirit && s.obj(c.Card).Zone == zonePlay {
			ids = append(ids, c.Card)
		}
	}
	for _, id := range ids {
		s.event("purge", s.name(id)+" is purged", s.obj(id).Ctrl)
		s.release(id, false)
		s.move(id, zonePurge)
	}
}

// bleed makes BLEED progress as active's Netcheck begins (NS-16.6, before
// the netcheck effects): each character active controls gets a -1/-1
// counter for each BLEED counter on it, as the cards' reminder says
// (NS-0.3.3, AMB-65: a BLEED counter does nothing by itself and does not
// grow); then the state checks (a character at 0 defense is destroyed).
func (s *State) bleed(active engine.Seat) {
	hit := false
	for _, id := range s.P[active].Play {
		if n := s.counter(id, CounterBleed); n > 0 {
			s.addCounters(id, CounterMinus, n)
			s.event("counter", fmt.Sprintf("%s bleeds: %d -1/-1 counters", s.name(id), n), active)
			hit = true
		}
	}
	if hit {
		s.settle()
	}
}

// binToPlay runs EffBinToPlay for seat on tgt, a character card in its
// owner's recycle bin: it enters play under its owner's control,
// refreshed, committing nothing (NS-11.5: put into play, not played), with
// a SPIRIT counter when e.Spirit, destroyed at turn end when e.EndPurge
// (purged by its SPIRIT counter); its "on enter" effects happen. An
// iconic card whose owner controls a copy in play or on the Cache stays
// in the bin (NS-22.2).
func (s *State) binToPlay(seat engine.Seat, e Effect, tgt int32) {
	if tgt <= 0 || s.obj(tgt).Zone != zoneBin || s.def(tgt).Type != carddb.Character {
		return
	}
	o := s.obj(tgt)
	owner, d := o.Owner, s.def(tgt)
	if d.Iconic && s.controlsIconic(owner, d) {
		s.event("enter", fmt.Sprintf("%s stays in %s's recycle bin: %s controls a copy (NS-22.2)", s.name(tgt), role(owner), role(owner)), seat)
		return
	}
	s.move(tgt, zonePlay)
	o.Ctrl, o.Need = owner, 0
	if e.Spirit {
		s.addCounters(tgt, CounterSpirit, 1)
	}
	if e.EndPurge {
		s.Lasting = append(s.Lasting, Lasting{Card: tgt, EndDestroy: true})
	}
	s.event("enter", fmt.Sprintf("%s enters play from %s's recycle bin%s", s.name(tgt), role(owner), map[bool]string{true: " with a SPIRIT counter"}[e.Spirit]), seat)
	if len(d.Effects) > 0 {
		engage(d, abilityIndex(d, -1))
	} else {
		engage(d, -1)
	}
	s.effects(owner, d.Effects, 0, 0) // its "on enter", as for a character played (turn.go)
}
