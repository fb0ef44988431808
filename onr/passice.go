package onr

// Passing ice by the Runner's own effect (bypass-ice): "Pass a piece of
// AP ice. You may use this ability during an encounter with a piece of
// ice." The ability is offered where the Runner acts in an encounter (the
// break step, When InEncounter) while the ice encountered has the keyword
// (EncounteringIceWith); using it ends the encounter at once, as the ice's
// own "Runner automatically passes it" (PassThisIce): no subroutine of it
// takes effect and none counts as broken.

// EncounteringIceWith: the card's controller is encountering a piece of
// ice with keyword (its current keywords, ONR-16.4.3).
func EncounteringIceWith(keyword string) Cond { return encounteringIceWith{keyword} }

type encounteringIceWith struct{ keyword string }

func (o encounteringIceWith) Holds(s *State, self int32) bool {
	return encountering(s, self) && s.hasKeyword(s.Run.Encounter, o.keyword)
}

// PassEncounteredIce: "pass the piece of ice being encountered".
func PassEncounteredIce() Op { return OpFunc(passEncounteredIce) }

func passEncounteredIce(s *State, _ *Frame) Status {
	if s.Run.Active && s.Run.Encounter != 0 {
		s.passEncountered()
	}
	return Next
}
