package onr

// Several dice rolled together (die-roll): "roll three dice; gain that many
// bits". RollDice rolls each die and keeps their sum in the program's frame
// (Frame.N, where RollDie keeps one die), and the ops after it read the sum
// as they would one die: GainRolled gains it.

// RollDice: "roll N dice": their sum is the result the ops after it read.
func RollDice(n int32) Op { return rollDice{n} }

type rollDice struct{ n int32 }

func (o rollDice) Run(s *State, f *Frame) Status {
	f.N = 0
	for range o.n {
		d := int32(s.RNG.Die())
		s.say(msgRolls, s.cardArg(f.Src), d)
		f.N += d
	}
	return Next
}

// GainRolled: "gain that many bits": the result of the dice rolled last by
// the program (RollDie, RollDice).
func GainRolled() Op { return gainRolled{} }

type gainRolled struct{}

func (gainRolled) Run(s *State, f *Frame) Status {
	if f.N > 0 {
		s.gain(f.Seat, f.N)
		s.say(msgGainsBits, int32(f.Seat), f.N)
	}
	return Next
}
