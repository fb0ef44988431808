package onr

// Exposing the cards of one fort, or the outermost ice of every fort
// (expose-filters; ONR-16.5.1, see expose.go for what exposing does).

// ExposeOnOneFort: "expose up to N cards installed in or on a single data
// fort", the fort chosen as the card is played (Ability.Fort AnyFort).
func ExposeOnOneFort(n int32) Op { return expose{n: n, oneFort: true} }

// ExposeOutermostIce: "expose the outermost ice of each data fort": of every
// fort of each Corp the controller opposes, the outermost piece of ice, if
// it is unrezzed and face down (a rezzed piece shows nothing more). No
// choice is made: all are exposed together.
func ExposeOutermostIce() Op { return OpFunc(exposeOutermostIce) }

func exposeOutermostIce(s *State, f *Frame) Status {
	var cards []int32
	for corp := range s.opposing(f.Seat, Corp) {
		for fi := range s.fortsOf(corp) {
			if ice := s.Forts[fi].Ice; len(ice) > 0 && !s.Cards[ice[0]].Rezzed && !s.Cards[ice[0]].FaceUp {
				cards = append(cards, ice[0])
			}
		}
	}
	s.exposeAll(f.Seat, cards) // the Corp's answer first (exposeprevent.go)
	return Next
}
