package engine

import "math/bits"

// RandomChoice answers d with a uniformly random legal choice drawn from r:
// one of a Select decision's options, or a number in [Min, Max] for a
// Number decision. For a Select decision without options, or a Number
// decision with Max < Min, there is no legal answer; it then returns option
// 0 or Min, which Apply rejects. The random player (bot.Random) and the
// conformance checker (enginetest.CheckGame) both answer with it, so that
// the checker needs no player package.
func RandomChoice(r *RNG, d Decision) Choice { return RandomChoiceOf(r, &d) }

// RandomChoiceOf is RandomChoice of *d, the same choice drawn the same way,
// without copying the decision: for the hot loops that read the pending
// decisions where the game holds them (PendingOf, Loop.Pending).
func RandomChoiceOf(r *RNG, d *Decision) Choice {
	c := Choice{Decision: d.ID, Seat: d.Seat}
	switch d.Kind {
	case Number:
		c.Number = d.Min
		if d.Max > d.Min {
			c.Number = d.Min + int(uniform(r, uint64(d.Max)-uint64(d.Min)+1))
		}
	default:
		if n := len(d.Options); n > 1 {
			c.Option = int(uniform(r, uint64(n)))
		}
	}
	return c
}

// uniform returns a value in [0, n) drawn from r, or any value if n is 0
// (a span of 2⁶⁴). It works for spans wider than RNG.IntN handles well.
func uniform(r *RNG, n uint64) uint64 {
	x := r.Uint64()
	if n == 0 {
		return x
	}
	hi, _ := bits.Mul64(x, n)
	return hi
}
