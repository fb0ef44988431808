package onr

// Double operations and preps (ONR-6.3.5): a card with the keyword Double
// (KeywordDouble) costs two consecutive actions of one turn to play instead
// of one. It is offered only with two actions left (canPlay), and both are
// paid as it is played (spendAction), so nothing comes between them.

// playActions returns the basic actions that playing card c as an action
// costs: 2 for a double card, else 1.
func (s *State) playActions(c int32) int32 {
	if s.hasKeyword(c, KeywordDouble) {
		return 2
	}
	return 1
}
