package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Runner cards the Corp may trash at a price (corp-trash-price): "The Corp
// may trash this card by taking an action to pay N bits." A static ability
// of the card (ModCorpTrashPrice, N the price) offers every Corp opposing
// its controller, while the card is installed face up, the action of
// trashing it for N bits, tagged Runner or not: the action VerbTrashRes
// with Option.Arg the price (0 is the tagged Runner's resource at 2 bits,
// ONR-13.3).

// CorpMayTrashFor: "The Corp may trash this card by taking an action to pay
// N bits."
func CorpMayTrashFor(n int32) Ability {
	return Ability{Kind: KindStatic, Mod: ModCorpTrashPrice, N: n, Where: Installed}
}

// pricedTrashOptions appends to opts Corp seat's actions that trash a card
// of Runner r at its price, those it can pay; not a resource of a tagged
// Runner the Corp may trash for less (ONR-13.3, corpActions).
func (s *State) pricedTrashOptions(seat, r engine.Seat, opts []engine.Option) []engine.Option {
	if !s.Players[r].Out && !s.mayStatic(ModCorpTrashPrice) {
		return opts // no card of his rig has a price (his rig is in the unions, unions.go)
	}
	tagged := s.tagsFor(r, seat) > 0
	for _, c := range s.P(r).Rig {
		if !s.Cards[c].FaceUp {
			continue // its text unknown to the Corp
		}
		n := s.ownStatic(c, ModCorpTrashPrice)
		if tagged && n >= 2 && s.isType(c, carddb.Resource) {
			continue // offered at 2 bits
		}
		if n > 0 && n <= s.spendable(seat) {
			opts = append(opts, engine.Option{Verb: VerbTrashRes, Card: s.h(c), Arg: int(n)})
		}
	}
	return opts
}

// trashPrice is what the Corp pays for the trash action o (ONR-13.3, or the
// card's price).
func trashPrice(o engine.Option) int32 {
	if o.Arg > 0 {
		return int32(o.Arg)
	}
	return 2
}
