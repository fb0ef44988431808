package onr

import "github.com/datafort/datafort/engine"

// Counters in the central forts traded for a counter the Corp holds
// (fort-counters, virus-effects): "after each successful run on Archives,
// HQ, or R&D, put a Socket counter in that data fort. Socket counter from
// Archives, Socket counter from HQ, and Socket counter from R&D: give the
// Corp a Pipe counter. Each Pipe counter causes the Corp to forgo an
// action at the start of each of its turns" (Viral Pipeline). The Socket
// counters are the program's counters in a fort (FortVirusOn,
// fortcounters.go); the ability, If FortVirusInEachCentral, has the effect
// TradeFortVirusFromCentrals: one counter of the program leaves each of a
// Corp's three central forts and that Corp is given one (giveVirus), the
// Pipe counter, which acts at the start of its turns through the
// program's CountersCorpTurn trigger (virusturn.go: CorpForgoesActions).
// The Runner uses the ability in any window, before the Corp, so a Corp
// holding the three counters cannot purge them first (R518).

// centralKinds are the kinds of central forts of ONR (ONR-2.2.1).
var centralKinds = [...]Central{CentralHQ, CentralRD, CentralArchives}

// FortVirusInEachCentral: a Corp opposing the card's controller has a
// counter of the card's program in each of its central forts.
func FortVirusInEachCentral() Cond { return CondFunc(fortVirusInEachCentral) }

func fortVirusInEachCentral(s *State, self int32) bool {
	return s.corpWithVirusInCentrals(s.controller(self), s.Cards[self].ID) >= 0
}

// corpWithVirusInCentrals returns the first Corp opposing seat, in seat
// order, with a counter of program id in each of its central forts, or -1.
func (s *State) corpWithVirusInCentrals(seat engine.Seat, id CardID) engine.Seat {
	for corp := range s.opposing(seat, Corp) {
		all := true
		for _, k := range centralKinds {
			if fi := s.centralOf(corp, k); fi < 0 || s.fortVirus(fi, id) == 0 {
				all = false
				break
			}
		}
		if all {
			return corp
		}
	}
	return -1
}

// TradeFortVirusFromCentrals: one counter of the card's program leaves each
// central fort of the first Corp holding one in each, and that Corp is
// given a counter of the program.
func TradeFortVirusFromCentrals() Op { return OpFunc(tradeFortVirus) }

func tradeFortVirus(s *State, f *Frame) Status {
	if f.Src == 0 {
		return Next
	}
	id := s.Cards[f.Src].ID
	corp := s.corpWithVirusInCentrals(f.Seat, id)
	if corp < 0 {
		return Next
	}
	for _, k := range centralKinds {
		i := s.fortVirusAt(s.centralOf(corp, k), id)
		if s.Lasting[i].N--; s.Lasting[i].N == 0 {
			s.Lasting = append(s.Lasting[:i], s.Lasting[i+1:]...)
		}
	}
	if s.giveVirus(corp, id) {
		s.say(msgGivesCorpCounter, s.cardArg(f.Src))
	}
	return Next
}

// CorpForgoesActions: "the Corp forgoes N actions" (ONR-6.5): the Corp
// whose effect it is (a virus counter's trigger at the start of its turn)
// or whom it speaks of (corpOf).
func CorpForgoesActions(n int32) Op { return corpForgoes{n} }

type corpForgoes struct{ n int32 }

func (o corpForgoes) Run(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if corp < 0 || s.roleOf(corp) != Corp {
		return Next
	}
	s.P(corp).Forgo += o.n
	s.say(msgMustForgo, int32(corp), o.n)
	return Next
}
