package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Virus counters that act on each card the Corp installs (virus-effects,
// die-roll): "each Doom counter forces the Corp to roll a die whenever it
// installs a card. On a 6, the card is trashed after it is installed, and
// the Corp removes a Doom counter" (Armageddon). A virus program's trigger
// on EvCorpInstalled with Where == Counters answers every card a Corp
// holding its counters installs, however it is installed: once installCorp
// has put the card in place, one effect is pushed for every Per counters
// the Corp holds then (each counter a separate effect, R276), the Corp's
// own, with the program as its Ref and the card installed as Frame.T. The
// ops below read that card and those counters. As other counters they act
// whatever became of the program (R051), until the Corp purges them.

// installCounterTriggers pushes the effects of the virus counters Corp
// seat holds on card c it has just installed.
func (s *State) installCounterTriggers(seat engine.Seat, c int32) {
	if len(s.P(seat).Virus) == 0 {
		return // no counter held: most installs
	}
	for _, v := range slices.Clone(s.P(seat).Virus) {
		if v.N <= 0 {
			continue
		}
		for i, a := range defOf(v.ID).Abilities {
			if a.Kind != KindTrigger || a.On != EvCorpInstalled || a.Where != Counters || len(a.Effect) == 0 {
				continue
			}
			times := int32(1) // Per > 0: a separate effect for every Per counters (R276)
			if a.Per > 0 {
				times = v.N / a.Per
			}
			for range times {
				s.push(Frame{Kind: FrameProgram, Seat: seat, Ref: kernel.Ref{Card: v.ID, Ability: int16(i)}, T: c})
			}
		}
	}
}

// GiveCorpCounter: "give the Corp a counter of this program" now, to the
// Corp of the run in progress (or the Corp the effect speaks of), unless it
// avoids it (avoidvirus.go).
func GiveCorpCounter() Op { return OpFunc(giveCorpCounter) }

func giveCorpCounter(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if f.Src == 0 || corp < 0 || s.roleOf(corp) != Corp {
		return Next
	}
	if s.giveVirus(corp, s.Cards[f.Src].ID) {
		s.say(msgGivesCorpCounter, s.cardArg(f.Src))
	}
	return Next
}

// TrashCardInstalled: "the card is trashed after it is installed": the card
// whose install the effect answers (Frame.T), if it is still installed.
func TrashCardInstalled() Op { return OpFunc(trashCardInstalled) }

func trashCardInstalled(s *State, f *Frame) Status {
	c := f.T
	if c <= 0 || int(c) >= len(s.Cards) || !s.installed(c) {
		return Next
	}
	s.say(msgTrashedAfterInstall, s.fortArg(s.Cards[c].Fort))
	s.trashInstalled(c, 0)
	return Next
}

// RemoveHeldCounter: "the Corp removes a counter of this program": one of
// those the effect's Corp holds (Frame.Ref's program), if any is left.
func RemoveHeldCounter() Op { return OpFunc(removeHeldCounter) }

func removeHeldCounter(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	for i := range p.Virus {
		if p.Virus[i].ID != f.Ref.Card || p.Virus[i].N <= 0 {
			continue
		}
		if p.Virus[i].N--; p.Virus[i].N == 0 {
			p.Virus = slices.Delete(p.Virus, i, i+1)
		}
		s.say(msgRemovesHeldCounter, int32(f.Seat), int32(f.Ref.Card), s.heldVirus(f))
		return Next
	}
	return Next
}
