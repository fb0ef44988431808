package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// A bonus on the first bits a prep's effect gains (trigger-gain-bits):
// "whenever you play a prep, gain an additional 1 bit the first time you
// gain bits from its effect". A card's ModPrepFirstGain static adds its N
// to the first gain of bits, by its controller, made by the effect of a
// prep he played (the frame resolving has the prep for source: its play,
// a decision of it, or a delayed trigger it left, such as "whenever … this
// run, gain 1").
// That the prep's effect has gained is a use count on the prep (key
// prepGainedKey), which its next play forgets, since the card moves
// (kernel.Forget).

// prepGainedKey is the ability key under which a prep counts the gains of
// bits its effect made (kernel.Use).
const prepGainedKey int16 = -2

// prepGainBonus returns the bits seat gains in addition to n bits he is
// gaining now: the sum of his ModPrepFirstGain statics when the frame
// resolving is the effect of a prep he played that has not yet gained him
// bits; it counts this gain when it adds bits (and says so).
func (s *State) prepGainBonus(seat engine.Seat, n int32) int32 {
	if n <= 0 || len(s.Frames()) == 0 {
		return 0
	}
	f := s.top()
	if f.Src == 0 || f.Seat != seat || !s.isType(f.Src, carddb.Prep) || s.Used(f.Src, prepGainedKey) > 0 {
		return 0
	}
	bonus := s.statics(ModPrepFirstGain, func(c int32, a *Ability) bool { return s.controller(c) == seat })
	if bonus > 0 {
		s.MarkUsed(f.Src, prepGainedKey, 1, 0)
		s.say(msgGainsBits, int32(seat), bonus)
	}
	return bonus
}
