package neuroscape

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestScenarios plays the digest's scenarios (SC-nn) that the cards and
// rules built so far can hold, with its stand-ins, built directly in a state.
func TestScenarios(t *testing.T) {
	t.Run("SC-01: a character answers a removal script", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.card(0, sHacker11, zonePlay)
		b.bank(0, 1, 0)
		ov := b.card(0, sOverload, zoneHand)
		sc := b.card(1, sScrapper, zonePlay)
		b.bank(1, 2, 0)
		ramDeck := len(b.st().P[1].RAMDeck)
		b.at(stepDeploy)
		b.do(play(ov, sc))
		b.do(activate(sc, 0))
		if d := b.decision(); d.Seat != 0 {
			t.Fatalf("after SCRAP HEAP seat %d is asked, want A", d.Seat)
		}
		ev := b.do(engine.Option{Verb: verbPass})
		st := b.st()
		rA, nA := b.bankCount(0)
		rB, nB := b.bankCount(1)
		switch {
		case index(ev, "SCRAP HEAP resolves") < 0 || index(ev, "SCRAP HEAP resolves") > index(ev, "OVERLOADISH"+" #"):
			t.Fatalf("events %v: SCRAP HEAP must resolve before the script", ev)
		case st.obj(sc).Zone != zoneBin || st.obj(ov).Zone != zoneBin:
			t.Fatalf("Scrapper in %s, Overload in %s; want both binned", st.obj(sc).Zone, st.obj(ov).Zone)
		case rB != 0 || nB != 4 || len(st.P[1].RAMDeck) != ramDeck-1:
			t.Fatalf("B bank %dR/%dN, RAM deck %d; want 0R/4N and one smaller than %d", rB, nB, len(st.P[1].RAMDeck), ramDeck)
		case rA != 0 || nA != 1:
			t.Fatalf("A bank %dR/%dN, want 0R/1N", rA, nA)
		case st.Health != [2][2]int32{{20, 20}, {20, 20}}:
			t.Fatalf("health %v", st.Health)
		case b.decision().Seat != 0 || b.decision().Rule != "NS-16.5":
			t.Fatalf("after the Cache: %q for seat %d, want A in Deploy", b.decision().Prompt, b.decision().Seat)
		}
	})
	t.Run("SC-02: a duel answered by a duel", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		br := b.card(0, sBruisers, zonePlay)
		b.bank(0, 1, 0)
		oni := b.card(1, sOni, zonePlay)
		b.bank(1, 2, 0)
		b.at(stepDeploy)
		if b.has(activate(br, br)) {
			t.Fatal("BRUISERS offered a duel with itself")
		}
		b.do(activate(br, oni))
		b.do(activate(oni, br))
		ev := b.do(engine.Option{Verb: verbPass})
		st := b.st()
		rA, nA := b.bankCount(0)
		rB, nB := b.bankCount(1)
		switch {
		case st.Health != [2][2]int32{{17, 20}, {20, 20}}:
			t.Fatalf("health %v, want A 17/20 (ONI destroyed BRUISERS: 3 BF), B 20/20", st.Health)
		case st.obj(br).Zone != zoneBin || st.obj(oni).Zone != zoneBin:
			t.Fatalf("BRUISERS in %s, ONI in %s; want both destroyed together", st.obj(br).Zone, st.obj(oni).Zone)
		case rA != 0 || nA != 5 || rB != 0 || nB != 6:
			t.Fatalf("banks A %dR/%dN, B %dR/%dN; want 0R/5N and 0R/6N", rA, nA, rB, nB)
		case !contains(ev, "KNUCKLE UP fizzles"):
			t.Fatalf("events %v: KNUCKLE UP must come to nothing, its target gone (NS-18.6)", ev)
		}
	})
	t.Run("SC-07: stability rolls in cost order; crashed RAM fills the character missing it", func(t *testing.T) {
		// A seed whose next three d20 rolls are 10, 4, 15 (X, Z, Y).
		var seed uint64
		for s := uint64(1); ; s++ {
			r := engine.NewRNG(s)
			if r.IntN(20)+1 == 10 && r.IntN(20)+1 == 4 && r.IntN(20)+1 == 15 {
				seed = s
				break
			}
		}
		b := newBoard(t, 2, seed)
		x := b.card(0, sChar11, zonePlay)
		y := b.card(0, sChar33, zonePlay, 1)
		z := b.card(0, sChar33, zonePlay)
		b.at(stepStability)
		if d := b.decision(); d.Rule != "NS-6.3" || !b.has(engine.Option{Verb: verbRoll, Card: int(z)}) || !b.has(engine.Option{Verb: verbRoll, Card: int(y)}) {
			t.Fatalf("after X: %q %v, want A choosing between Y and Z (equal cost)", d.Prompt, d.Options)
		}
		st := b.st()
		if st.obj(x).Zone != zoneBin || len(st.committed(y)) != 2 {
			t.Fatalf("after X's 10: X in %s, Y committed %d; want X crashed and its RAM under Y", st.obj(x).Zone, len(st.committed(y)))
		}
		b.do(engine.Option{Verb: verbRoll, Card: int(z)})
		r, n := b.bankCount(0)
		if st.obj(z).Zone != zoneBin || st.obj(y).Zone != zonePlay || len(st.committed(y)) != 3 || r != 2 || n != 0 {
			t.Fatalf("after Refresh: Z in %s, Y in %s with %d, bank %dR/%dN; want Z crashed, Y 3, bank 2R/0N", st.obj(z).Zone, st.obj(y).Zone, len(st.committed(y)), r, n)
		}
	})
	t.Run("SC-10f: a requirement is checked only at play", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		h := b.card(0, sHacker11, zonePlay)
		b.bank(0, 1, 0)
		b.bank(1, 1, 0)
		hack := b.card(0, sNeedsHacker, zoneHand)
		kill := b.card(1, sKill, zoneHand)
		deck := len(b.st().P[0].Deck)
		b.at(stepDeploy)
		b.do(play(hack, 0))
		b.do(play(kill, h))
		b.resolveCache()
		if st := b.st(); st.obj(h).Zone != zoneBin || len(st.P[0].Deck) != deck-1 {
			t.Fatalf("the Hacker in %s, A's deck %d; want it destroyed first and HACK still drawing 1", st.obj(h).Zone, len(st.P[0].Deck))
		}
	})
	t.Run("SC-17f: after its iconic card is destroyed, a player may play another", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		first := b.card(0, sIconic, zonePlay)
		second := b.card(0, sIconic, zoneHand)
		b.bank(0, 1, 0)
		b.st().destroy(first, false)
		b.st().settle()
		b.at(stepDeploy)
		if !b.has(play(second, 0)) {
			t.Fatal("a second ICON refused after the first was destroyed")
		}
	})
	t.Run("SC-18: in 2v2 turns follow the figure 8 from the member the winning side names", func(t *testing.T) {
		for _, second := range []bool{false, true} {
			g, _ := NewGame(11, 0, testDecks(4, sChar11))
			b := &board{t: t, g: g}
			for range 4 {
				b.do(engine.Option{Verb: verbKeep})
			}
			d := b.decision()
			member := d.Seat + 2 // the team's second member: X2 (or Y2)
			arg := 0
			if second {
				arg = 1
			}
			b.do(engine.Option{Verb: verbFirst, Target: int(playerTarget(member)), Arg: arg})
			first := member
			if second {
				first = member ^ 1 // the opponent across from the named member
			}
			var order []engine.Seat
			for len(order) < 5 {
				order = append(order, g.st.Active)
				turn := g.st.Turn
				for g.st.Turn == turn {
					b.do(b.decision().Options[0]) // the first option: draw, done or pass
				}
			}
			want := []engine.Seat{first, (first + 1) % 4, (first + 2) % 4, (first + 3) % 4, first}
			if !slices.Equal(order, want) {
				t.Fatalf("second %v: turns %v, want %v", second, order, want)
			}
		}
	})
	t.Run("SC-20b: a blocker leaving play leaves the attacker blocked by the other", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		a := b.card(0, sChar33, zonePlay)
		k1 := b.card(1, sChar11, zonePlay)
		k2 := b.card(1, sChar44, zonePlay)
		b.at(stepAttackers)
		b.do(attack(a, 1))
		b.doneIf()
		b.passAll()
		b.do(block(k1, a))
		b.do(block(k2, a))
		b.st().destroy(k1, false) // K1 leaves play before damage
		b.passAll()
		st := b.st()
		if st.Health[1][BF] != 20 || st.obj(a).Zone != zoneBin {
			t.Fatalf("B %d BF, attacker in %s; want 20 and the attacker destroyed by K2", st.Health[1][BF], st.obj(a).Zone)
		}
	})
	t.Run("SC-25: the first player's first turn allows one Draw/Install action, the second player's two", func(t *testing.T) {
		g, _ := NewGame(2, 0, testDecks(2, sChar11))
		b := &board{t: t, g: g}
		b.do(engine.Option{Verb: verbKeep})
		b.do(engine.Option{Verb: verbKeep})
		b.do(engine.Option{Verb: verbFirst, Target: int(playerTarget(b.decision().Seat))})
		for _, want := range []int{1, 2} {
			n := 0
			for b.has(engine.Option{Verb: verbInstall}) {
				b.do(engine.Option{Verb: verbInstall})
				n++
			}
			if n != want {
				t.Fatalf("turn %d: %d installs, want %d", g.st.Turn, n, want)
			}
			turn := g.st.Turn
			for g.st.Turn == turn {
				b.do(b.decision().Options[0])
			}
		}
	})
}
