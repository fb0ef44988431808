package onr

import (
	"slices"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Revealing R&D until an agenda (access-replacement, zone-shuffle): "if run
// is successful, do not access any cards. Instead, reveal cards one at a
// time from R&D until you reveal an agenda card or there are no cards left
// in R&D. Store the agenda, if any, in HQ and shuffle the other revealed
// cards, if any, into R&D" (Gypsy™ Schedule Analyzer). Resolved as the
// run's access replacement: the cards of the run's Corp's R&D are revealed
// to every player from the top; the agenda, still known to all, goes to HQ;
// R&D is then shuffled with the other revealed cards in it, hidden again.

// RevealRDUntilAgendaToHQ: "reveal cards from R&D until an agenda; store
// it in HQ; shuffle the others into R&D".
func RevealRDUntilAgendaToHQ() Op { return OpFunc(revealUntilAgenda) }

func revealUntilAgenda(s *State, f *Frame) Status {
	if !s.Run.Active {
		return Next
	}
	corp := s.Run.Corp
	p := s.P(corp)
	var revealed []int32
	for _, c := range slices.Clone(p.Deck) {
		s.note(c)
		k := &s.Cards[c]
		k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
		s.say(msgRevealsFromRD, s.cardArg(f.Src), s.cardArg(c))
		if s.isType(c, carddb.Agenda) {
			s.move(c, corp, ZoneHand, false)
			k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
			s.say(msgStoresInHQ, int32(corp), s.cardArg(c))
			break
		}
		revealed = append(revealed, c)
	}
	if len(revealed) > 0 {
		s.shuffleDeck(corp)
		// Everyone saw them revealed: what they are stays known, their
		// places in R&D do not (as ShuffleThisIntoDeck).
		for _, c := range revealed {
			k := &s.Cards[c]
			k.FaceUp, k.Known, k.KnownTo = false, true, kernel.SeatsOf(len(s.Players))
		}
		s.say(msgShufflesRevealedIntoRD, s.cardArg(f.Src), int32(len(revealed)))
	}
	return Next
}
