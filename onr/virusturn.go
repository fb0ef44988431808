package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Virus counters that act at the start of the Corp's turns (ONR-15): a
// trigger of a virus program on EvTurnStart with Where == CountersCorpTurn
// resolves at the start of each turn of a Corp holding counters of the
// program, as one of that Corp's start-of-turn effects, which it orders
// among its others (R047): "every two Tax counters cause the Corp to lose
// 1 bit at the start of each of its turns". The effect's frame is the
// Corp's, with the program as its Ref; the ops below read the counters the
// Corp holds then. As other counters they act whatever became of the
// program (R051). A trigger with a Per resolves once for every Per
// counters, each a separate effect ("each Scaldan counter forces the Corp
// to roll a die", R447); without, once.

// corpTurnVirusTriggers adds to q the triggers of the virus counters Corp
// seat holds, at the start of its turn.
func (s *State) corpTurnVirusTriggers(q []kernel.Queued, o kernel.Occurrence, seat engine.Seat) []kernel.Queued {
	if o.Type != EvTurnStart || s.roleOf(seat) != Corp {
		return q
	}
	for _, v := range s.P(seat).Virus {
		if v.N <= 0 {
			continue
		}
		for i, a := range defOf(v.ID).Abilities {
			if a.Kind == KindTrigger && a.On == o.Type && a.Where == CountersCorpTurn {
				// Per > 0: a separate effect for every Per counters (R447).
				times := int32(1)
				if a.Per > 0 {
					times = v.N / a.Per
				}
				for range times {
					q = append(q, kernel.Queued{Ref: kernel.Ref{Card: v.ID, Ability: int16(i)}})
				}
			}
		}
	}
	return q
}

// heldVirus returns the counters of the effect's program (Frame.Ref) that
// the effect's seat holds.
func (s *State) heldVirus(f *Frame) int32 {
	for _, v := range s.P(f.Seat).Virus {
		if v.ID == f.Ref.Card {
			return v.N
		}
	}
	return 0
}

// LosePerVirus: the Corp holding the counters of the effect's program loses
// one bit for every per of them ("every two Tax counters cause the Corp to
// lose 1 bit"), as many as it has; nothing for a per of 0.
func LosePerVirus(per int32) Op { return losePerVirus{per} }

type losePerVirus struct{ per int32 }

func (o losePerVirus) Run(s *State, f *Frame) Status {
	if o.per <= 0 {
		return Next
	}
	if n := s.heldVirus(f) / o.per; n > 0 {
		s.say(msgLosesBits, int32(f.Seat), min(n, s.P(f.Seat).Bits))
		s.lose(f.Seat, n)
	}
	return Next
}

// DrawPerVirus: the Corp holding the counters of the effect's program draws
// one card for every per of them ("each Skivviss counter requires the Corp
// to draw one extra card"), not as an action (R459); nothing for a per of 0.
func DrawPerVirus(per int32) Op { return drawPerVirus{per} }

type drawPerVirus struct{ per int32 }

func (o drawPerVirus) Run(s *State, f *Frame) Status {
	if o.per <= 0 {
		return Next
	}
	if n := s.heldVirus(f) / o.per; n > 0 {
		s.draw(f.Seat, n)
	}
	return Next
}

// TrashTopPerVirus: the Corp holding the counters of the effect's program
// trashes face up the top card of its R&D for every per of them ("every two
// Cascade counters require the Corp to trash faceup one card stored in
// R&D"), from the top (R304), as many as R&D holds; nothing for a per of 0.
func TrashTopPerVirus(per int32) Op { return trashTopPerVirus{per} }

type trashTopPerVirus struct{ per int32 }

func (o trashTopPerVirus) Run(s *State, f *Frame) Status {
	if o.per <= 0 {
		return Next
	}
	for n := s.heldVirus(f) / o.per; n > 0 && len(s.P(f.Seat).Deck) > 0; n-- {
		c := s.P(f.Seat).Deck[0]
		s.note(c)
		s.Cards[c].Seen = true // face up (ONR-2.2.3)
		s.say(msgSeatTrashes, int32(f.Seat), s.cardArg(c))
		s.trash(c)
	}
	return Next
}
