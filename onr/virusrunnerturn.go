package onr

import "github.com/datafort/datafort/engine"

// Virus counters that act at the start of the Runner's turns (ONR-15,
// virus-effects, look-and-arrange): a trigger of a virus program on
// EvTurnStart with Where == Counters resolves at the start of each of the
// Runner's turns (lasting.go triggers); the ops below read how many
// counters of the effect's program (Frame.Ref) each Corp opposing the
// Runner holds. "Every X counters" has its whole effect at once (R296).

// virusHeldBy returns how many counters of program id Corp seat corp holds.
func (s *State) virusHeldBy(corp engine.Seat, id CardID) int32 {
	for _, v := range s.P(corp).Virus {
		if v.ID == id {
			return v.N
		}
	}
	return 0
}

// LookAtTopWithVirus: "N or more counters allow you to look at the top n
// cards of R&D at the start of each of your turns": the Runner looks at the
// top n cards of the R&D of each Corp that holds at least min counters of
// the effect's program.
func LookAtTopWithVirus(min, n int32) Op { return lookAtTopWithVirus{min, n} }

type lookAtTopWithVirus struct{ min, n int32 }

func (o lookAtTopWithVirus) Run(s *State, f *Frame) Status {
	for corp := range s.opposing(f.Seat, Corp) {
		if s.virusHeldBy(corp, f.Ref.Card) >= max(o.min, 1) {
			deck := s.P(corp).Deck
			s.lookAtCards(f.Seat, corp, deck[:min(int(max(o.n, 0)), len(deck))])
		}
	}
	return Next
}

// ShowHandPerVirus: "every per counters require the Corp to show you, at
// random, a card stored in HQ": each Corp holding counters of the effect's
// program shows the Runner that many cards of its HQ drawn at random, all
// at once, so that none is shown twice (R296), as many as it has; nothing
// for a per of 0.
func ShowHandPerVirus(per int32) Op { return showHandPerVirus{per} }

type showHandPerVirus struct{ per int32 }

func (o showHandPerVirus) Run(s *State, f *Frame) Status {
	if o.per <= 0 {
		return Next
	}
	for corp := range s.opposing(f.Seat, Corp) {
		n := int(s.virusHeldBy(corp, f.Ref.Card) / o.per)
		hand := s.P(corp).Hand
		if n <= 0 || len(hand) == 0 {
			continue
		}
		left := append([]int32(nil), hand...)
		var shown []int32
		for len(shown) < n && len(left) > 0 {
			i := s.RNG.IntN(len(left))
			shown = append(shown, left[i])
			left = append(left[:i], left[i+1:]...)
		}
		s.lookAtCards(f.Seat, corp, shown)
	}
	return Next
}
