package onr

import "github.com/datafort/datafort/kernel"

// Virus counters that let the Runner trash accessed cards at no cost
// (virus-effects, trash-accessed-free): a virus program's static
// ModTrashStoredFree ability with Where == Counters and a central Fort lets
// the Runner trash, at no cost, any card he accesses on a run on that fort
// while the Corp of the run holds at least Per counters of the program
// ("two or more Crumble counters allow you to trash, at no cost, any cards
// accessed from HQ, even if the cards cannot normally be trashed"): the
// cards stored there and the upgrades in the fort alike (R319). As other
// counters they act whatever became of the program (R051).

// virusTrashFree reports whether accessed card c may be trashed at no cost
// through the virus counters the Corp of the run holds.
func (s *State) virusTrashFree(c int32) bool {
	_, _, ok := s.virusTrashAbility(c)
	return ok
}

// virusTrashAbility returns the program and the index of the
// ModTrashStoredFree counters static through which accessed card c may be
// trashed at no cost, if any.
func (s *State) virusTrashAbility(c int32) (CardID, int, bool) {
	if !s.Run.Active || s.Cards[c].At != s.Run.Corp {
		return 0, 0, false
	}
	kind := s.Forts[s.Run.Fort].Central
	for _, v := range s.P(s.Run.Corp).Virus {
		d := defOf(v.ID)
		if d == nil {
			continue
		}
		for i := range d.Abilities {
			if a := &d.Abilities[i]; a.Kind == KindStatic && a.Mod == ModTrashStoredFree && a.Where == Counters && a.Fort == kind && v.N >= max(a.Per, 1) {
				if coverage != nil {
					coverage.Took(v.ID, i)
				}
				return v.ID, i, true
			}
		}
	}
	return 0, 0, false
}

// The price of the counters' use (virus-effects): the Effect of such a
// static resolves at the end of a run during which the Runner trashed a
// card through it, once however many he trashed ("the Corp loses two
// Garbage counters after any run during which this ability is used"), in
// the Corp's name with the program as its Ref (LoseVirusCounters). A card
// the Runner could trash at no cost anyway (its trash cost is 0, or a
// rider of the run lets him) does not use it.

// usedVirusTrash arms, once per run, the Effect of the counters static
// through which the Runner trashed accessed card c, as a delayed trigger
// at the end of the run.
func (s *State) usedVirusTrash(c int32) {
	id, i, ok := s.virusTrashAbility(c)
	if !ok || len(defOf(id).Abilities[i].Effect) == 0 {
		return
	}
	ref := kernel.Ref{Card: id, Ability: int16(i)}
	for j := range s.Lasting {
		if l := &s.Lasting[j]; l.Src == 0 && l.On == EvRunEnding && l.Ref == ref {
			return
		}
	}
	s.AddLasting(kernel.Lasting{Seat: s.Run.Corp, On: EvRunEnding, Until: EvRunEnds, Ref: ref})
}

// LoseVirusCounters: the Corp holding the counters of the effect's program
// loses n of them, as many as it holds ("the Corp loses two Garbage
// counters").
func LoseVirusCounters(n int32) Op { return loseVirusCounters{n} }

type loseVirusCounters struct{ n int32 }

func (o loseVirusCounters) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	for i := range p.Virus {
		if v := &p.Virus[i]; v.ID == f.Ref.Card && v.N > 0 {
			lost := min(o.n, v.N)
			v.N -= lost
			s.say(msgLosesVirusCounters, int32(f.Seat), lost, int32(v.ID))
		}
	}
	return Next
}
