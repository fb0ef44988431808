package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Hand size lost to a card's damage (trigger-damage-dealt, lasting-effects):
// "Whenever this card successfully does damage, Runner's hand size is
// reduced by 1." A static of the card with the modifier
// ModHandSizeOnDamage is read where damage is done (stepDamage): each time
// the card is the source of damage some of which is done, prevention
// over, the damaged Runner's maximum hand size changes by its amount for
// the rest of the game (a lasting ModHandSize bound to him: flatline.go
// handSizeForGame). It mimics brain damage but is not brain damage (R105):
// nothing that answers, prevents or removes brain damage touches it.

// handSizeOnDamage applies source src's ModHandSizeOnDamage statics to
// Runner seat, who was just damaged by it.
func (s *State) handSizeOnDamage(src int32, seat engine.Seat) {
	if src <= 0 || int(src) >= len(s.Cards) {
		return
	}
	if n := s.ownStatic(src, ModHandSizeOnDamage); n != 0 {
		s.AddLasting(kernel.Lasting{Src: src, Seat: seat, Mod: ModHandSize, N: n})
		s.say(msgRestOfGameHandSize, s.cardArg(src), int32(seat), n)
	}
}
