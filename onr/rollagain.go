package onr

import "fmt"

// Dice that become bits or more dice (die-roll): "roll a die. On a 1, 2,
// or 3, gain that many bits, set aside that many dice to roll again, or
// choose some combination thereof. Repeat until you have rolled all the
// dice you set aside."

// RollForBitsOrDice rolls one die; each result from 1 to most becomes that
// many bits and dice to roll again, split as the controller chooses (how
// many bits: the rest are dice), until no die set aside is left to roll.
// A result above most gives nothing. The frame holds the last result
// (Frame.N, as RollDie) and, while the op runs, one more than the dice left
// to roll (Frame.Step, a scratch register of ops; Frame.M names the target
// player of a program, targets.go).
func RollForBitsOrDice(most int32) Op { return rollForBitsOrDice{most} }

type rollForBitsOrDice struct{ most int32 }

func (o rollForBitsOrDice) Run(s *State, f *Frame) Status {
	if f.Answered {
		_, bits := f.Take()
		bits = min(max(bits, 0), f.N)
		if bits > 0 {
			s.gain(f.Seat, bits)
			s.say(msgGainsBits, int32(f.Seat), bits)
		}
		f.Step += f.N - bits
	} else if f.Step == 0 {
		f.Step = 2 // started, with the first die to roll
	}
	for f.Step > 1 {
		f.Step--
		f.N = int32(s.RNG.Die())
		s.say(msgRolls, s.cardArg(f.Src), f.N)
		if f.N >= 1 && f.N <= o.most {
			return s.askNumber(f.Seat, fmt.Sprintf("%s rolled %d: how many bits to gain (the rest are dice to roll again; %d left to roll)",
				s.cardName(f.Src), f.N, f.Step-1), "ONR-16.4.5", 0, f.N)
		}
	}
	f.Step = 0
	return Next
}
