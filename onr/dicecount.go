package onr

// Dice rolled once per run the Runner made in his or her last turn
// (die-roll, history-facts): "roll a die for each run Runner made during
// his or her last turn. For each 1, give Runner a tag". RollPerRunLastTurn
// keeps how many dice showed the face in the program's frame (Frame.N, as
// RollDice keeps a sum), and GiveTagsRolled gives that many tags.

// RollPerRunLastTurn: roll a die for each run the Runner made during his
// or her last turn (on the card's controller's forts, as
// RunnerRanLastTurnTimes counts them); the count of dice showing face is
// the result the ops after it read.
func RollPerRunLastTurn(face int32) Op { return rollPerRun{face} }

type rollPerRun struct{ face int32 }

func (o rollPerRun) Run(s *State, f *Frame) Status {
	f.N = 0
	r := s.runnerOf(f)
	if r < 0 {
		return Next
	}
	h := &s.P(r).Hist
	for range s.ranOn(f.Src, h.Runs, h.RunsOn) {
		d := int32(s.RNG.Die())
		s.say(msgRolls, s.cardArg(f.Src), d)
		if d == o.face {
			f.N++
		}
	}
	return Next
}

// GiveTagsRolled: "give Runner a tag for each": as many tags as the
// program's result (RollPerRunLastTurn).
func GiveTagsRolled() Op { return giveTagsRolled{} }

type giveTagsRolled struct{}

func (giveTagsRolled) Run(s *State, f *Frame) Status {
	if f.N <= 0 {
		return Next
	}
	return giveTags{f.N}.Run(s, f)
}
