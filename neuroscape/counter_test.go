package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestCounters checks countering (NS-14.5), retargeting (NS-18.4) and
// tarots (NS-14.3).
func TestCounters(t *testing.T) {
	t.Run("NS-14.5: a countered card never resolves and goes to its owner's bin; a countered character's RAM returns running", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 3, 0)
		b.bank(1, 1, 0)
		b.card(1, sMystic, zonePlay)
		c := b.card(0, sChar33, zoneHand)
		pr := b.card(1, sCounterChar, zoneHand)
		b.at(stepDeploy)
		b.do(play(c, 0))
		b.do(play(pr, c))
		b.resolveCache()
		st := b.st()
		if r, n := b.bankCount(0); st.obj(c).Zone != zoneBin || st.obj(pr).Zone != zoneBin || r != 0 || n != 3 {
			t.Fatalf("C in %s, the counter in %s, p1 bank %dR/%dN; want both binned, 0R/3N", st.obj(c).Zone, st.obj(pr).Zone, r, n)
		}
	})
	t.Run("NS-14.5: a counter takes an item from the middle of the Cache and the rest resolves", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 2, 0)
		b.bank(1, 1, 0)
		burn := b.card(0, sBurn3, zoneHand)
		nope := b.card(1, sCounterProgram, zoneHand)
		zap := b.card(0, sZap2, zoneHand)
		b.at(stepDeploy)
		b.do(play(burn, playerTarget(1)))
		b.do(play(nope, burn))
		b.do(play(zap, playerTarget(1))) // p1 answers the counter with something else
		b.resolveCache()
		st := b.st()
		if h := st.Health[1]; h[BF] != 20 || h[MF] != 18 || st.obj(burn).Zone != zoneBin {
			t.Fatalf("p2 at %d/%d, BURN in %s; want 20/18 (BURN countered, ZAP resolved)", h[BF], h[MF], st.obj(burn).Zone)
		}
	})
	t.Run("NS-18.4: a retarget changes the target of an item waiting on the Cache", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		b.bank(1, 1, 0)
		burn := b.card(0, sBurn3, zoneHand)
		spin := b.card(1, sRetarget, zoneHand)
		b.at(stepDeploy)
		b.do(play(burn, playerTarget(1)))
		b.do(play(spin, burn))
		b.do(engine.Option{Verb: verbPass})
		if d := b.decision(); d.Seat != 1 || d.Rule != "NS-18.4" {
			t.Fatalf("seat %d asked %q, want p2 choosing BURN's new target", d.Seat, d.Prompt)
		}
		if b.has(engine.Option{Verb: verbRetarget, Target: int(playerTarget(1))}) {
			t.Fatal("the current target offered as the new one")
		}
		b.do(engine.Option{Verb: verbRetarget, Target: int(playerTarget(0))})
		b.resolveCache()
		if h := b.st().Health; h[0][BF] != 17 || h[1][BF] != 20 {
			t.Fatalf("health %v, want p1 at 17 BF and p2 untouched", h)
		}
	})
	t.Run("NS-18.4: a retarget needs a program with a target on the Cache", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 2, 0)
		b.bank(1, 1, 0)
		b.card(0, sHacker11, zonePlay)
		hack := b.card(0, sNeedsHacker, zoneHand) // no target
		spin := b.card(1, sRetarget, zoneHand)
		b.at(stepDeploy)
		b.do(play(hack, 0))
		if b.has(engine.Option{Verb: verbPlay, Card: int(spin)}) {
			t.Fatal("a retarget offered against a program without a target")
		}
	})
	t.Run("NS-14.3: a tarot is played reversed only with permission", func(t *testing.T) {
		for _, permit := range []bool{false, true} {
			b := newBoard(t, 2, 1)
			b.bank(0, 3, 0)
			b.bank(1, 3, 0)
			if permit {
				b.card(0, sPermit, zonePlay)
			} else {
				b.card(0, sMystic, zonePlay)
			}
			pr := b.card(0, sCounterChar, zoneHand)
			burn := b.card(1, sBurn3, zoneHand)
			b.at(stepNetcheck)
			b.do(engine.Option{Verb: verbPass})
			b.do(play(burn, playerTarget(0)))
			reversed := engine.Option{Verb: verbPlay, Card: int(pr), Target: int(burn), Arg: 1}
			if b.has(reversed) != permit {
				t.Fatalf("permission %v: reversed offered %v", permit, !permit)
			}
			if !permit {
				continue
			}
			b.do(reversed)
			b.resolveCache()
			if h := b.st().Health[0][BF]; h != 20 || b.st().obj(burn).Zone != zoneBin {
				t.Fatalf("p1 at %d BF: the reversed tarot did not counter BURN", h)
			}
		}
	})
	t.Run("NS-14.3: no tarot without a Mystic character", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 3, 0)
		b.bank(1, 3, 0)
		pr := b.card(1, sCounterChar, zoneHand)
		c := b.card(0, sChar11, zoneHand)
		b.at(stepDeploy)
		b.do(play(c, 0))
		if b.has(engine.Option{Verb: verbPlay, Card: int(pr)}) {
			t.Fatal("a tarot offered to p2, who controls no Mystic character")
		}
	})
}
