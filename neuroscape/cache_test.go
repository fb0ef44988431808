package neuroscape

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestCache checks swift checks and the Cache (NS-17, NS-18).
func TestCache(t *testing.T) {
	t.Run("NS-17.6: the Cache resolves last in, first out", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		b.bank(1, 1, 0)
		zap := b.card(0, sBurn3, zoneHand)
		burn := b.card(1, sBurn3, zoneHand)
		b.at(stepDeploy)
		b.do(play(zap, playerTarget(1)))
		if d := b.decision(); d.Seat != 1 {
			t.Fatalf("seat %d asked after p1's play, want p2 (NS-17.2 (a))", d.Seat)
		}
		b.do(play(burn, playerTarget(0)))
		ev := b.passAll()
		response, original := index(ev, "p1 takes 3"), index(ev, "p2 takes 3")
		if response < 0 || original < 0 || response > original {
			t.Fatalf("resolution order %v: want p2's response (at p1) before p1's play (at p2)", ev)
		}
		if h := b.st().Health; h[0][BF] != 17 || h[1][BF] != 17 {
			t.Fatalf("health %v, want both at 17 BF", h)
		}
	})
	t.Run("NS-18.6: an item whose only target is gone fizzles to its owner's recycle bin", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		b.bank(1, 1, 0)
		k := b.card(1, sChar33, zonePlay)
		zap := b.card(0, sZap2, zoneHand)
		kill := b.card(1, sKill, zoneHand)
		b.at(stepDeploy)
		b.do(play(zap, k))
		b.do(play(kill, k))
		ev := b.passAll()
		if !contains(ev, "fizzles") {
			t.Fatalf("no fizzle in %v", ev)
		}
		st := b.st()
		if st.obj(zap).Zone != zoneBin || st.obj(k).Zone != zoneBin || st.obj(k).Damage != 0 {
			t.Fatalf("zap in %s, K in %s with %d damage", st.obj(zap).Zone, st.obj(k).Zone, st.obj(k).Damage)
		}
	})
	t.Run("NS-17.3: a swift check asks every other player in turn order, never its creator", func(t *testing.T) {
		b := newBoard(t, 4, 1)
		b.st().Active, b.st().First = 2, 2
		b.bank(2, 1, 0)
		zap := b.card(2, sBurn3, zoneHand)
		b.at(stepDeploy)
		b.do(play(zap, playerTarget(1)))
		var asked []engine.Seat
		for b.find(engine.Option{Verb: verbPass}) >= 0 && b.st().obj(zap).Zone == zoneCache {
			asked = append(asked, b.decision().Seat)
			b.do(engine.Option{Verb: verbPass})
		}
		if !slices.Equal(asked, []engine.Seat{3, 0, 1}) {
			t.Fatalf("asked %v, want [3 0 1]", asked)
		}
		if b.st().obj(zap).Zone != zoneBin {
			t.Fatalf("the item did not resolve once all others passed")
		}
	})
	t.Run("NS-17.2: a fixed swift check starts with the active player and re-opens after its Cache resolves", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(1, 1, 0)
		burn := b.card(1, sBurn3, zoneHand)
		b.at(stepNetcheck)
		if d := b.decision(); d.Seat != 0 || b.find(engine.Option{Verb: verbPass}) < 0 {
			t.Fatalf("the netcheck swift check asks seat %d (%q), want the active p1", d.Seat, d.Prompt)
		}
		b.do(engine.Option{Verb: verbPass})
		b.do(play(burn, playerTarget(0)))
		b.do(engine.Option{Verb: verbPass}) // p1 passes the window of p2's item: it resolves
		if h := b.st().Health[0][BF]; h != 17 {
			t.Fatalf("p1 at %d BF, want 17", h)
		}
		if d := b.decision(); d.Seat != 0 || d.Rule != "NS-17.2" {
			t.Fatalf("after the Cache: seat %d asked %q, want the check re-opened with p1", d.Seat, d.Prompt)
		}
	})
	t.Run("NS-14.0: a card without SWIFT is played only in its player's Deploy stage with the Cache empty", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 2, 0)
		b.bank(1, 2, 0)
		k := b.card(0, sChar22, zonePlay)
		slow := b.card(1, sSlowKill, zoneHand)
		fast := b.card(1, sKill, zoneHand)
		b.at(stepNetcheck)
		b.do(engine.Option{Verb: verbPass})
		if b.has(play(slow, k)) || !b.has(play(fast, k)) {
			t.Fatalf("p2's swift check offers %v: want KILL and not SLOW KILL", b.decision().Options)
		}
		b = newBoard(t, 2, 1)
		b.bank(0, 2, 0)
		b.bank(1, 1, 0)
		k = b.card(1, sChar22, zonePlay)
		mine := b.card(0, sSlowKill, zoneHand)
		zap := b.card(0, sZap2, zoneHand)
		burn := b.card(1, sBurn3, zoneHand)
		b.at(stepDeploy)
		if !b.has(play(mine, k)) {
			t.Fatalf("SLOW KILL not offered in p1's own Deploy stage")
		}
		b.do(play(zap, playerTarget(1)))
		b.do(play(burn, playerTarget(0)))
		if d := b.decision(); d.Seat != 0 || b.has(play(mine, k)) {
			t.Fatalf("p1 answering with the Cache full is offered %v: want no SLOW KILL", d.Options)
		}
	})
}
