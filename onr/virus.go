package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Virus counters (ONR-15). A virus program gives the Corp its counters
// (KindVirus: one at the end of each successful run on a central fort,
// R048) or puts them on cards (Pattel's Virus on ice). The counters act
// while they are held, whatever becomes of the program (ONR-15.6, R051):
// abilities of the program with Where == Counters work through them —
// triggers at the start of the Runner's turn (lasting.go triggers), values
// for every so many counters (values.go). A purge removes every counter a
// Corp holds and every counter on its cards (ONR-15.3).

// giveVirus gives Corp seat one virus counter of the program id, unless
// the Corp avoids it (avoidvirus.go); it reports whether the counter was
// given.
func (s *State) giveVirus(seat engine.Seat, id CardID) bool {
	if s.avoidsVirus(seat) {
		return false
	}
	p := s.P(seat)
	for i := range p.Virus {
		if p.Virus[i].ID == id {
			p.Virus[i].N++
			return true
		}
	}
	p.Virus = append(p.Virus, Virus{ID: id, N: 1})
	return true
}

// VirusOnBrokenIce puts a virus counter of the program on a piece of ice
// whose subroutines were all broken this run: "whenever you make a
// successful run, put a Pattel counter on a piece of ice that had all its
// subroutines broken during that run" (Pattel's Virus): one counter of
// the program on one piece of ice (R416), chosen by the controller among
// those still installed, at the end of the run like other virus counters
// (R048). Each counter gives the ice -1 strength (a
// Counters static of the program); they stay when the program leaves play
// (R051) and a purge removes them (ONR-15.3). A run that is not successful
// places none (R338, R415).
func VirusOnBrokenIce() Op { return virusOnBrokenIce{} }

type virusOnBrokenIce struct{}

func (virusOnBrokenIce) Run(s *State, f *Frame) Status {
	if f.Answered {
		o, _ := f.Take()
		s.putVirus(s.byHandle(int32(o.Card)), f.Src)
		return Next
	}
	var opts []engine.Option
	for _, c := range s.brokenThisRun() {
		if s.Cards[c].Zone == ZoneIce {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	switch len(opts) {
	case 0:
		return Next
	case 1:
		s.putVirus(s.byHandle(int32(opts[0].Card)), f.Src)
		return Next
	}
	return s.ask(f.Seat, "Put a Pattel counter on a piece of ice", "R416", opts)
}

// putVirus puts one virus counter of program src on card c. A card holds
// the counters of one program at a time: another program's replace them.
func (s *State) putVirus(c, src int32) {
	s.note(c)
	k := &s.Cards[c]
	id := s.Cards[src].ID
	if k.Virus.ID != id {
		k.Virus = Virus{ID: id}
	}
	k.Virus.N++
	s.union.virus = true // unions.go
	s.say(msgPutsCounterOnCard, s.cardArg(src), s.cardArg(c))
}

// purge removes every virus counter Corp seat holds and every one on its
// cards (ONR-15.3).
func (s *State) purge(seat engine.Seat) {
	s.P(seat).Virus = nil
	s.purgeFortVirus(seat) // fortcounters.go
	for i := range s.Cards {
		if k := &s.Cards[i]; k.At == seat && k.Virus.N > 0 {
			s.note(int32(i))
			k.Virus = Virus{}
		}
	}
}

// virusAmount adds up, for the virus counters v, the N of the abilities
// of their program with modifier mod that work through counters: N for
// every Per counters (Gremlins: -1 hand size for every two; Pattel's Virus:
// -1 strength each).
func virusAmount(v Virus, mod kernel.ModKind) int32 {
	d := defOf(v.ID)
	if d == nil || v.N <= 0 {
		return 0
	}
	var n int32
	for i := range d.Abilities {
		if a := &d.Abilities[i]; a.Kind == KindStatic && a.Mod == mod && a.Where == Counters {
			per := max(a.Per, 1)
			n += a.N * (v.N / per)
			if coverage != nil && v.N >= per {
				coverage.Took(v.ID, i)
			}
		}
	}
	return n
}

// checkVirusOn checks the virus counters on card i: never negative, of a
// defined program, on an installed card.
func (s *State) checkVirusOn(i int32) error {
	v := &s.Cards[i].Virus
	if v.N < 0 || (v.N > 0 && (defOf(v.ID) == nil || !s.installed(i))) {
		return fmt.Errorf("card %d (%s) holds %d virus counters of %q", i, s.def(i).Title, v.N, v.ID)
	}
	return nil
}

// checkVirusHeld checks the virus counters the players hold: never
// negative, of defined programs.
func (s *State) checkVirusHeld() error {
	for i := range s.Players {
		for _, v := range s.Players[i].Virus {
			if v.N < 0 || defOf(v.ID) == nil {
				return fmt.Errorf("seat %d holds %d virus counters of %q", i, v.N, v.ID)
			}
		}
	}
	return nil
}
