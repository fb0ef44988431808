package cards_test

import (
	"testing"
)

func TestDeepPreps(t *testing.T) {
	t.Run("Corruption: the agenda points stolen this turn go to the Corp; the Runner gains 10 bits a point and a tag", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "AI Chief Financial Officer", "Data Wall")
		x.Hand(runner, "Corruption")
		x.Ready()
		x.ToTurn(runner)
		x.Runner().Points = 1 // from an earlier turn: kept
		want(t, "playable before a steal", x.Offered(runner, "play Corruption"), false)
		x.Do(runner, "run on R&D")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "the Runner's points after the steal", x.Runner().Points, int32(3))
		bits, tags := x.Runner().Bits, x.Runner().Tags
		x.Do(runner, "play Corruption")
		x.PassAll()
		want(t, "the Runner's points", x.Runner().Points, int32(1))
		want(t, "the Corp's points", x.Corp().Points, int32(2))
		want(t, "bits gained", x.Runner().Bits-bits, int32(20))
		want(t, "tags", x.Runner().Tags-tags, int32(1))
	})
}
