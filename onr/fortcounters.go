package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Virus counters in a data fort (fort-counters, virus-effects; ONR-15):
// "whenever you make a successful run, put a Pox counter in the fort that
// was run". A virus program's FortVirusOn ability puts one counter of the
// program in the fort of a successful run on a fort of its kind, at the
// end of the run like every virus counter (R048, R293), unless the Corp
// avoids it (avoidvirus.go). The counters of a program in a fort are one
// lasting effect of kind ModFortVirus bound to the fort's Corp (Seat),
// naming the fort (Arg) and the program (Ref.Card; Src 0: they act
// whatever becomes of the program, R051, R292), N the counters. They act
// through the program's statics with Where == Counters, each reading the
// counters in one fort ("every two Pox counters in a fort"): the Corp pays
// more to install a card in or on that fort (ModFortInstallTax), agendas
// installed in it are harder to score (ModFortAgendaDifficulty). A purge
// removes them with every other virus counter (ONR-15.3), and a subsidiary
// fort that collapses takes its counters with it: counters do not keep a
// fort (R350, R371, R425).

// FortVirusOn: "whenever you make a successful run on a fort of kind fort
// (AnyFort: any), put a counter of this program in that fort".
func FortVirusOn(fort Central) Ability {
	return Ability{Kind: KindVirus, Fort: fort, Mod: ModFortVirus}
}

// virusAtRunEnd gives the virus counter of ability i of the Runner's
// program c at the end of a successful run (R048): to the Corp, or in the
// fort run for a FortVirusOn ability.
func (s *State) virusAtRunEnd(c int32, i int) {
	r := &s.Run
	if s.def(c).Abilities[i].Mod != ModFortVirus {
		if s.giveVirus(r.Corp, s.Cards[c].ID) {
			s.say(msgGivesCorpCounter, s.cardArg(c))
		}
		return
	}
	if s.Forts[r.Fort].Gone {
		return // the run took the last card: the fort collapsed, and a counter cannot keep it (R350)
	}
	if s.avoidsVirus(r.Corp) {
		return
	}
	s.putFortVirus(r.Corp, r.Fort, s.Cards[c].ID, 1)
}

// putFortVirus puts n counters of program id in fort of Corp seat corp.
func (s *State) putFortVirus(corp engine.Seat, fort int32, id CardID, n int32) {
	if i := s.fortVirusAt(fort, id); i >= 0 {
		s.Lasting[i].N += n
	} else {
		s.AddLasting(kernel.Lasting{Seat: corp, Mod: ModFortVirus, Arg: fort, N: n, Ref: kernel.Ref{Card: id}})
	}
	s.say(msgPutsCounterInFort, int32(id), s.fortArg(fort), s.fortVirus(fort, id))
}

// fortVirusAt returns the index in s.Lasting of the counters of program id
// in fort, or -1.
func (s *State) fortVirusAt(fort int32, id CardID) int {
	if !s.mayLast(ModFortVirus) {
		return -1 // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModFortVirus && l.Arg == fort && l.Ref.Card == id {
			return i
		}
	}
	return -1
}

// fortVirus returns how many counters of program id are in fort.
func (s *State) fortVirus(fort int32, id CardID) int32 {
	if i := s.fortVirusAt(fort, id); i >= 0 {
		return s.Lasting[i].N
	}
	return 0
}

// fortVirusAmount adds up what the counters in fort give through the
// statics of modifier mod of their programs (virusAmount: N for every Per
// counters of one program in that fort).
func (s *State) fortVirusAmount(fort int32, mod kernel.ModKind) int32 {
	var n int32
	if !s.mayLast(ModFortVirus) {
		return 0 // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModFortVirus && l.Arg == fort {
			n += virusAmount(Virus{ID: l.Ref.Card, N: l.N}, mod)
		}
	}
	return n
}

// fortInstallTax is what Corp seat pays, in addition to any other cost, to
// install a card in or on fort (NewFort: nothing, a new fort holds no
// counters): the ModFortInstallTax statics of the counters there.
func (s *State) fortInstallTax(fort int32) int32 {
	if fort < 0 || int(fort) >= len(s.Forts) {
		return 0
	}
	return s.fortVirusAmount(fort, ModFortInstallTax)
}

// fortAgendaDifficulty is what the counters in agenda c's fort add to its
// difficulty (ModFortAgendaDifficulty): "every two Fait counters in a fort
// give +1 difficulty to all agendas installed inside that fort".
func (s *State) fortAgendaDifficulty(c int32) int32 {
	if k := &s.Cards[c]; k.Zone == ZoneFort {
		return s.fortVirusAmount(k.Fort, ModFortAgendaDifficulty)
	}
	return 0
}

// holdsFortVirus reports whether virus counters are in a fort of Corp
// seat (a purge is possible).
func (s *State) holdsFortVirus(seat engine.Seat) bool {
	return s.mayLast(ModFortVirus) && // lastingkinds.go
		slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModFortVirus && l.Seat == seat })
}

// purgeFortVirus removes every virus counter in the forts of Corp seat
// (ONR-15.3).
func (s *State) purgeFortVirus(seat engine.Seat) {
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModFortVirus && l.Seat == seat })
}

// fortCollapsed removes the counters in fort, a subsidiary fort that has
// just collapsed (R350).
func (s *State) fortCollapsed(fort int32) {
	if !s.mayLast(ModFortVirus) && !s.mayLast(ModFortExposed) {
		return // no counters in any fort (lastingkinds.go): nothing goes
	}
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool {
		return (l.Mod == ModFortVirus || l.Mod == ModFortExposed) && l.Arg == fort // and the counters keeping its cards exposed (exposecounters.go)
	})
}

// checkFortVirus checks the virus counters in forts: a positive number of
// a defined program, in an existing fort of the Corp they are bound to.
func (s *State) checkFortVirus() error {
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModFortVirus {
			continue
		}
		if l.N <= 0 || defOf(l.Ref.Card) == nil || l.Arg < 0 || int(l.Arg) >= len(s.Forts) ||
			s.Forts[l.Arg].Gone || s.Forts[l.Arg].Owner != l.Seat {
			return fmt.Errorf("%d virus counters of %q in fort %d of seat %d (R350)", l.N, l.Ref.Card, l.Arg, l.Seat)
		}
	}
	return nil
}
