package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/neuroscape/carddb"
)

var sFry *Def

func init() {
	sFry = DefineCard(standIn("FRY", carddb.Program, 1, 0, 0, script(), keyword("SWIFT")), TargetRAM, []Effect{{Kind: EffDestroy}})
}

// TestDestroyingRAM checks NS-5.9 and AMB-16.
func TestDestroyingRAM(t *testing.T) {
	t.Run("AMB-16: RAM in a bank and RAM committed to a character are targets, one option for alike cards", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		b.bank(1, 2, 2)
		c := b.card(1, sChar22, zonePlay)
		fry := b.card(0, sFry, zoneHand)
		b.at(stepDeploy)
		st := b.st()
		kinds := map[string]int{}
		for _, o := range b.decision().Options {
			if o.Verb == verbPlay && o.Card == int(fry) {
				r := st.obj(int32(o.Target))
				switch {
				case r.Zone == zoneCommitted && r.Host == c:
					kinds["committed"]++
				case r.Zone == zoneBank && r.Owner == 1 && r.Running:
					kinds["running"]++
				case r.Zone == zoneBank && r.Owner == 1:
					kinds["refreshed"]++
				}
			}
		}
		if kinds["committed"] != 1 || kinds["running"] != 1 || kinds["refreshed"] != 1 {
			t.Fatalf("p2's RAM offered as %v, want one committed, one running, one refreshed", kinds)
		}
	})
	t.Run("NS-5.9: destroyed committed RAM goes to its owner's recycle bin and the bank refills the commitment (NS-5.6)", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		b.bank(1, 1, 0)
		c := b.card(1, sChar22, zonePlay)
		fry := b.card(0, sFry, zoneHand)
		st := b.st()
		r := st.committed(c)[0]
		b.at(stepDeploy)
		b.do(play(fry, r))
		b.resolveCache()
		if o := st.obj(r); o.Zone != zoneBin || len(st.committed(c)) != 2 || len(st.P[1].Bank) != 0 {
			t.Fatalf("RAM in %s, %d committed, bank %d; want the bin, 2 committed from the bank", o.Zone, len(st.committed(c)), len(st.P[1].Bank))
		}
	})
	t.Run("NS-5.6: RAM destroyed under a character waiting on the Cache is replaced from its player's bank at once", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 3, 0) // 2 committed as it is played, 1 left
		b.bank(1, 1, 0)
		c := b.card(0, sChar22, zoneHand)
		fry := b.card(1, sFry, zoneHand)
		b.at(stepDeploy)
		b.do(play(c, 0))
		st := b.st()
		r := st.committed(c)[0]
		// FRY's effect while the character waits (in a game, an item
		// between them would ask a question before the character resolves).
		st.effects(1, sFry.Effects, r, fry)
		b.check()
		if o := st.obj(r); o.Zone != zoneBin || len(st.committed(c)) != 2 || len(st.P[0].Bank) != 0 || st.obj(c).Zone != zoneCache {
			t.Fatalf("RAM in %s, %d committed, bank %d; want the bin, 2 committed from the bank", o.Zone, len(st.committed(c)), len(st.P[0].Bank))
		}
	})
}
