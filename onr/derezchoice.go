package onr

// Derezzing a piece of ice the player chooses (derez-target): "derez a
// piece of black ice of your choice". The choice is among the rezzed ice
// of the Corps the player opposes that has the keyword; with none, the
// effect does nothing.

// DerezIceOfChoice: "derez a piece of KEYWORD ice of your choice".
func DerezIceOfChoice(keyword string) Op { return derezIceOfChoice{keyword} }

type derezIceOfChoice struct{ keyword string }

func (o derezIceOfChoice) Run(s *State, f *Frame) Status {
	var ice []int32
	for corp := range s.opposing(f.Seat, Corp) {
		ice = append(ice, s.installedIce(corp)...)
	}
	c, st := s.chooseCard(f, ice, func(c int32) bool { return s.Cards[c].Rezzed && s.hasKeyword(c, o.keyword) },
		VerbChoose, "Choose a piece of "+o.keyword+" to derez", "ONR-9.1")
	if c == 0 {
		return st
	}
	s.derez(c)
	return Next
}
