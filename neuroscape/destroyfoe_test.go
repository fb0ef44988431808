package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/neuroscape/carddb"
)

var sSpotMF, sThrash *Def

func init() {
	install := []Effect{{Kind: EffInstall, N: 1, Running: true}}
	sSpotMF = DefineCard(standIn("TEST SPOTLIGHT", carddb.Mainframe, 0, 0, 0), TargetNone, nil,
		Tier{Needs: map[string]int{"Thrasher": 1}, Mode: "base", Timing: TimingDestroyFoe, OncePerTurn: true, Effects: install},
		Tier{Needs: map[string]int{"Thrasher": 2}, Mode: "instead", Timing: TimingDestroyFoe, Effects: install},
	)
	sThrash = DefineCard(standIn("PUNK", carddb.Character, 1, 1, 5, faction("Thrasher")), TargetNone, nil)
}

// TestDestroyFoeTiers checks "Whenever you destroy a character an opponent
// controls" tiers: by an effect, by lethal damage from its source in combat
// and from a program, once a turn for a tier that says so.
func TestDestroyFoeTiers(t *testing.T) {
	setup := func(t *testing.T, thrashers int) *board {
		b := newBoard(t, 2, 1)
		st := b.st()
		st.obj(st.P[0].Mainframe).Card = sSpotMF.id
		for range thrashers {
			b.card(0, sThrash, zonePlay)
		}
		return b
	}
	installed := func(b *board) int { return 10 - len(b.st().P[0].RAMDeck) }
	t.Run("a character of an opponent destroyed by its player's program: the tier installs 1 RAM running, once a turn", func(t *testing.T) {
		b := setup(t, 1)
		b.bank(0, 2, 0)
		v1, v2 := b.card(1, sChar22, zonePlay), b.card(1, sChar22, zonePlay)
		k1, k2 := b.card(0, sKill, zoneHand), b.card(0, sKill, zoneHand)
		b.at(stepDeploy)
		b.do(play(k1, v1))
		b.resolveCache()
		if installed(b) != 1 {
			t.Fatalf("%d RAM installed after a kill, want 1", installed(b))
		}
		b.do(play(k2, v2))
		b.resolveCache()
		if installed(b) != 1 {
			t.Fatalf("%d RAM installed after a second kill in the turn, want still 1 (once a turn)", installed(b))
		}
		b.at(stepReset)
		if b.st().obj(b.st().P[0].Mainframe).Used {
			t.Fatal("the once-a-turn mark outlived the turn")
		}
	})
	t.Run("the tier without the once-a-turn limit takes effect at each kill", func(t *testing.T) {
		b := setup(t, 2)
		b.bank(0, 2, 0)
		v1, v2 := b.card(1, sChar22, zonePlay), b.card(1, sChar22, zonePlay)
		k1, k2 := b.card(0, sKill, zoneHand), b.card(0, sKill, zoneHand)
		b.at(stepDeploy)
		b.do(play(k1, v1))
		b.resolveCache()
		b.do(play(k2, v2))
		b.resolveCache()
		if installed(b) != 2 {
			t.Fatalf("%d RAM installed after two kills, want 2", installed(b))
		}
	})
	t.Run("destroying its own player's character does nothing", func(t *testing.T) {
		b := setup(t, 1)
		b.bank(0, 1, 0)
		own := b.card(0, sChar22, zonePlay)
		k := b.card(0, sKill, zoneHand)
		b.at(stepDeploy)
		b.do(play(k, own))
		b.resolveCache()
		if installed(b) != 0 {
			t.Fatalf("%d RAM installed after destroying its own character", installed(b))
		}
	})
	t.Run("lethal damage from its player's program destroys: the tier takes effect", func(t *testing.T) {
		b := setup(t, 1)
		b.bank(0, 1, 0)
		v := b.card(1, sChar22, zonePlay)
		zap := b.card(0, sZap2, zoneHand)
		b.at(stepDeploy)
		b.do(play(zap, v))
		b.resolveCache()
		if b.st().obj(v).Zone != zoneBin || installed(b) != 1 {
			t.Fatalf("victim in %s, %d RAM installed; want destroyed and 1", b.st().obj(v).Zone, installed(b))
		}
	})
	t.Run("a blocker its attacker destroys in combat: the tier takes effect", func(t *testing.T) {
		b := setup(t, 1)
		st := b.st()
		a := st.P[0].Play[0] // PUNK 1/5
		k := b.card(1, sChar11, zonePlay)
		st.Attacks = []Attack{{Char: a, Defender: 1, Blockers: []int32{k}}}
		st.obj(a).Running = true
		b.at(stepDamage)
		if st.obj(k).Zone != zoneBin || installed(b) != 1 {
			t.Fatalf("blocker in %s, %d RAM installed; want destroyed and 1", st.obj(k).Zone, installed(b))
		}
	})
}
