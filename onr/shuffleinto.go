package onr

import "github.com/datafort/datafort/kernel"

// A card shuffled into R&D by its own text (zone-shuffle): "shuffle it into
// R&D when it is rezzed", "when Runner accesses it from the Archives, …
// shuffle it into R&D". The card goes face down into its controller's deck,
// which is shuffled with the game's seeded RNG; nobody can follow it there.
// StoredIn says where a card accessed is stored, for the abilities that
// work only when it is accessed from one central fort.

// ShuffleThisIntoDeck: "shuffle this card into R&D".
func ShuffleThisIntoDeck() Op { return shuffleThis{} }

type shuffleThis struct{}

func (shuffleThis) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || s.Cards[c].Zone == ZoneNone || s.Cards[c].Zone == ZoneRemoved {
		return Next
	}
	corp := s.Cards[c].Owner
	public := s.Cards[c].Rezzed || s.Cards[c].FaceUp
	s.say(msgShufflesCardIntoDeck, int32(corp), s.cardArg(c))
	s.move(c, corp, ZoneDeck, false)
	k := &s.Cards[c]
	k.FaceUp = false
	s.shuffleDeck(corp)
	if public {
		// Everyone saw it go in: what it is stays known (its place in R&D
		// does not, the deck being shown by its count only), as a card
		// shown and stored in HQ (StoreInHQ).
		k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
	}
	return Next
}

// StoredIn: the card whose text it is is stored in central fort fort: in
// HQ, R&D or the Archives ("when Runner accesses it from R&D").
func StoredIn(fort Central) Cond { return storedIn{fort} }

type storedIn struct{ fort Central }

func (c storedIn) Holds(s *State, self int32) bool {
	if self == 0 {
		return false
	}
	switch s.Cards[self].Zone {
	case ZoneHand:
		return c.fort == CentralHQ
	case ZoneDeck:
		return c.fort == CentralRD
	case ZoneDiscard:
		return c.fort == CentralArchives
	}
	return false
}
