package onr

// ExposeAllInstalled: "expose all of the Corp's installed cards"
// (expose-filters; ONR-16.5.1, see expose.go for what exposing does): every
// unrezzed, face-down card on or in every fort of each Corp the controller
// opposes, the ice of each fort outermost first, then the cards in it in
// install order. No choice is made: all are exposed together; a rezzed card
// shows nothing more.
func ExposeAllInstalled() Op { return OpFunc(exposeAllInstalled) }

func exposeAllInstalled(s *State, f *Frame) Status {
	var cards []int32
	for corp := range s.opposing(f.Seat, Corp) {
		for fi := range s.fortsOf(corp) {
			for _, list := range [][]int32{s.Forts[fi].Ice, s.Forts[fi].Cards} {
				for _, c := range list {
					if !s.Cards[c].Rezzed && !s.Cards[c].FaceUp {
						cards = append(cards, c)
					}
				}
			}
		}
	}
	s.exposeAll(f.Seat, cards) // the Corp's answer first (exposeprevent.go)
	return Next
}
