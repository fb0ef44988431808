package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/neuroscape/carddb"
)

var sFeedback *Def

func init() {
	sFeedback = DefineCard(standIn("MIRROR", carddb.Character, 1, 1, 3, keyword("FEEDBACK")), TargetNone, nil)
}

// TestFeedback checks FEEDBACK: damage dealt to the character is dealt
// again as BF damage to the controller of its source, from a program, in a
// duel and in combat.
func TestFeedback(t *testing.T) {
	t.Run("FEEDBACK: 2 damage from a program, 2 BF damage to the program's player", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		m := b.card(1, sFeedback, zonePlay)
		zap := b.card(0, sZap2, zoneHand)
		b.at(stepDeploy)
		b.do(play(zap, m))
		b.resolveCache()
		if st := b.st(); st.obj(m).Damage != 2 || st.Health[0][BF] != startHealth-2 || st.Health[1][BF] != startHealth {
			t.Fatalf("MIRROR %d damage, BF %d and %d; want 2 damage and p1 at %d", st.obj(m).Damage, st.Health[0][BF], st.Health[1][BF], startHealth-2)
		}
	})
	t.Run("FEEDBACK: a character without it deals nothing back", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		c := b.card(1, sChar33, zonePlay)
		zap := b.card(0, sZap2, zoneHand)
		b.at(stepDeploy)
		b.do(play(zap, c))
		b.resolveCache()
		if st := b.st(); st.Health[0][BF] != startHealth {
			t.Fatalf("p1 at %d BF, want %d", st.Health[0][BF], startHealth)
		}
	})
	t.Run("FEEDBACK: in combat, the blocked attacker's controller takes the attack's damage back", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		a := b.card(0, sChar22, zonePlay)
		m := b.card(1, sFeedback, zonePlay)
		st.Attacks = []Attack{{Char: a, Defender: 1, Blockers: []int32{m}}}
		st.obj(a).Running = true
		b.at(stepDamage)
		if st.Health[0][BF] != startHealth-2 || st.Health[1][BF] != startHealth {
			t.Fatalf("BF %d and %d after 2 combat damage to MIRROR, want p1 at %d", st.Health[0][BF], st.Health[1][BF], startHealth-2)
		}
	})
	t.Run("FEEDBACK: in a duel, the other character's controller takes it back", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		a := b.card(0, sChar22, zonePlay)
		m := b.card(1, sFeedback, zonePlay)
		b.at(stepDeploy)
		st.duel(a, m, Effect{})
		if st.Health[0][BF] != startHealth-2 {
			t.Fatalf("p1 at %d BF after a duel with MIRROR, want %d", st.Health[0][BF], startHealth-2)
		}
	})
}
