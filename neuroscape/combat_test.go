package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

func attack(c int32, defender engine.Seat) engine.Option {
	return engine.Option{Verb: verbAttack, Card: int(c), Target: int(playerTarget(defender))}
}

func block(k, a int32) engine.Option {
	return engine.Option{Verb: verbBlock, Card: int(k), Target: int(a)}
}

var done = engine.Option{Verb: verbDone}

// TestCombat checks attacks, blocking and combat damage (NS-19).
func TestCombat(t *testing.T) {
	t.Run("NS-19.6: an unblocked attacker damages the defending player's pool of its attack type", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		red := b.card(0, sChar33, zonePlay)
		blu := b.card(0, sChar32Blue, zonePlay)
		b.at(stepAttackers)
		b.do(attack(red, 1))
		b.do(attack(blu, 1))
		b.doneIf()
		b.passAll()
		b.do(done) // p2 blocks nothing
		b.passAll()
		if h := b.st().Health[1]; h[BF] != 17 || h[MF] != 17 {
			t.Fatalf("p2 at %d/%d, want 17/17", h[BF], h[MF])
		}
		if !b.st().obj(red).Running {
			t.Fatal("a declared attacker is not run (NS-19.1)")
		}
	})
	t.Run("NS-19.1: a running character cannot attack", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		c := b.card(0, sChar33, zonePlay)
		b.card(0, sChar11, zonePlay)
		b.st().obj(c).Running = true
		b.at(stepAttackers)
		if b.has(attack(c, 1)) {
			t.Fatal("a running character offered as an attacker")
		}
	})
	t.Run("NS-19.7: OVERRUN sends the excess over the blockers' defense to the bioframe", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		a := b.card(0, sChar54O, zonePlay) // 5/4, blue attack
		k := b.card(1, sChar22, zonePlay)
		b.at(stepAttackers)
		b.do(attack(a, 1))
		b.doneIf()
		b.passAll()
		b.do(block(k, a))
		b.passAll()
		st := b.st()
		if h := st.Health[1]; h[BF] != 17 || h[MF] != 20 || st.obj(k).Zone != zoneBin || st.obj(a).Zone != zonePlay {
			t.Fatalf("p2 %d/%d, blocker in %s, attacker in %s; want 17/20 (excess 3 to BF), blocker destroyed, attacker alive", h[BF], h[MF], st.obj(k).Zone, st.obj(a).Zone)
		}
	})
	t.Run("NS-8.1: an attack lowered below 0 deals no combat damage, and never heals", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		a := b.card(0, sChar11, zonePlay)
		k := b.card(1, sChar33, zonePlay)
		b.st().Lasting = append(b.st().Lasting, Lasting{Card: a, Atk: -3}) // -3/+0 until turn end: attack -2
		b.at(stepAttackers)
		b.do(attack(a, 1))
		b.doneIf()
		b.passAll()
		b.do(block(k, a))
		b.passAll()
		if d := b.st().obj(k).Damage; d != 0 {
			t.Fatalf("the blocker has %d damage, want 0", d)
		}
	})
	t.Run("NS-19.6: a blocked attacker without OVERRUN deals nothing to the player", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		a := b.card(0, sChar44, zonePlay)
		k := b.card(1, sChar11, zonePlay)
		b.at(stepAttackers)
		b.do(attack(a, 1))
		b.doneIf()
		b.passAll()
		b.do(block(k, a))
		b.passAll()
		if h := b.st().Health[1]; h[BF] != 20 || b.st().obj(k).Zone != zoneBin {
			t.Fatalf("p2 at %d BF, blocker in %s; want 20 and destroyed", h[BF], b.st().obj(k).Zone)
		}
	})
	t.Run("NS-19.6: the attacker's controller divides its attack among several blockers as it chooses (SC-20c)", func(t *testing.T) {
		for _, c := range []struct {
			toK1           int
			k1Dead, k2Dead bool
		}{{2, true, false}, {1, false, true}} {
			b := newBoard(t, 2, 1)
			a := b.card(0, sChar44, zonePlay)
			k1 := b.card(1, sChar22, zonePlay)
			k2 := b.card(1, sChar33, zonePlay)
			b.at(stepAttackers)
			b.do(attack(a, 1))
			b.doneIf()
			b.passAll()
			b.do(block(k1, a))
			b.do(block(k2, a))
			b.passAll()
			for range c.toK1 {
				b.do(engine.Option{Verb: verbBlock, Card: int(k1)})
			}
			for range 4 - c.toK1 {
				b.do(engine.Option{Verb: verbBlock, Card: int(k2)})
			}
			b.passAll()
			st := b.st()
			if (st.obj(k1).Zone == zoneBin) != c.k1Dead || (st.obj(k2).Zone == zoneBin) != c.k2Dead || st.obj(a).Zone != zoneBin || st.Health[1][BF] != 20 {
				t.Fatalf("%d to K1: K1 in %s, K2 in %s, attacker in %s, p2 %d BF; want K1 dead %v, K2 dead %v, the attacker destroyed (5 damage), 20", c.toK1, st.obj(k1).Zone, st.obj(k2).Zone, st.obj(a).Zone, st.Health[1][BF], c.k1Dead, c.k2Dead)
			}
		}
	})
	t.Run("NS-19.5: a blocker run before damage no longer blocks, and the attacker is unblocked (SC-20a)", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		a := b.card(0, sChar33, zonePlay)
		k := b.card(1, sChar22, zonePlay)
		b.at(stepAttackers)
		b.do(attack(a, 1))
		b.doneIf()
		b.passAll()
		b.do(block(k, a))
		b.st().obj(k).Running = true // an effect in swift check 4d runs K
		b.passAll()
		st := b.st()
		if st.Health[1][BF] != 17 || st.obj(k).Damage != 0 || st.obj(k).Zone != zonePlay || st.obj(a).Damage != 0 {
			t.Fatalf("p2 %d BF, K damage %d in %s, attacker damage %d; want 17, K untouched, attacker untouched", st.Health[1][BF], st.obj(k).Damage, st.obj(k).Zone, st.obj(a).Damage)
		}
	})
	t.Run("NS-19.9: with no attacker only the swift check after damage is held", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.card(0, sChar33, zonePlay)
		b.at(stepAttackers)
		b.do(done)
		if d := b.decision(); d.Rule != "NS-17.2" || b.st().Frames()[0].Step != stepReset {
			t.Fatalf("after no attacker: %q at step %d, want the swift check before Reset", d.Prompt, b.st().Frames()[0].Step)
		}
	})
	t.Run("NS-8.3: damage is cleared in the Reset stage", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		k := b.card(1, sChar33, zonePlay)
		b.st().obj(k).Damage = 2
		b.at(stepAttackers)
		b.doneIf()
		b.passAll()
		if b.st().obj(k).Damage != 0 || b.st().Active != 1 {
			t.Fatalf("after Reset: K damage %d, active %d; want 0, p2", b.st().obj(k).Damage, b.st().Active)
		}
	})
}

// TestTeams checks 2v2 (NS-23).
func TestTeams(t *testing.T) {
	t.Run("NS-23.1: teammates share one BF and one MF pool", func(t *testing.T) {
		b := newBoard(t, 4, 1)
		b.bank(1, 2, 0)
		z1 := b.card(1, sBurn3, zoneHand)
		z2 := b.card(1, sZap2, zoneHand)
		b.at(stepNetcheck)
		b.do(engine.Option{Verb: verbPass})
		b.do(play(z1, playerTarget(0)))
		b.resolveCache()
		b.do(engine.Option{Verb: verbPass})
		b.do(play(z2, playerTarget(2)))
		b.resolveCache()
		if h := b.st().Health[0]; h[BF] != 17 || h[MF] != 18 {
			t.Fatalf("team of p1 and p3 at %d/%d, want 17/18", h[BF], h[MF])
		}
	})
	t.Run("NS-23.5: both members of the attacked team may block", func(t *testing.T) {
		b := newBoard(t, 4, 1)
		a := b.card(0, sChar33, zonePlay)
		k := b.card(3, sChar22, zonePlay)
		b.at(stepAttackers)
		b.do(attack(a, 1))
		b.doneIf()
		b.passAll()
		if d := b.decision(); d.Seat != 3 || !b.has(block(k, a)) {
			t.Fatalf("seat %d asked %q, want p4 (p2's partner) offered to block", d.Seat, d.Prompt)
		}
	})
	t.Run("NS-23.3: nobody attacks a teammate", func(t *testing.T) {
		b := newBoard(t, 4, 1)
		a := b.card(0, sChar33, zonePlay)
		b.at(stepAttackers)
		if b.has(attack(a, 2)) || !b.has(attack(a, 1)) || !b.has(attack(a, 3)) {
			t.Fatalf("attack options %v: want p2 and p4, never p3", b.decision().Options)
		}
	})
	t.Run("NS-23.7: turns follow the figure 8, teams alternating", func(t *testing.T) {
		b := newBoard(t, 4, 1)
		st := b.st()
		st.Active, st.First = 2, 2
		var order []engine.Seat
		for range 5 {
			order = append(order, st.Active)
			b.at(stepAttackers)
			b.doneIf()
			b.passAll()
		}
		want := []engine.Seat{2, 3, 0, 1, 2}
		for i := range want {
			if order[i] != want[i] {
				t.Fatalf("turn order %v, want %v (X2, Y2, X1, Y1, X2)", order, want)
			}
		}
	})
	t.Run("NS-1.3: a team at 0 is eliminated together and the other team wins", func(t *testing.T) {
		b := newBoard(t, 4, 1)
		b.st().Health[0][MF] = 2
		b.bank(1, 1, 0)
		z := b.card(1, sZap2, zoneHand)
		b.at(stepNetcheck)
		b.do(engine.Option{Verb: verbPass})
		b.do(play(z, playerTarget(2)))
		b.passAll()
		r, over := b.g.Result()
		if !over || r.Team != 1 || len(r.Winners) != 2 || r.Winners[0] != 1 || r.Winners[1] != 3 {
			t.Fatalf("result %+v over %v, want team 2 (p2, p4) winning", r, over)
		}
	})
}
