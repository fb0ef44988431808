package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestTriggers checks triggered abilities (NS-9.3).
func TestTriggers(t *testing.T) {
	t.Run("NS-9.3: a triggered ability takes effect at once, its target chosen then, before anyone answers the play", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		st.obj(st.P[0].Mainframe).Card = sMainframeHacker.id
		b.card(0, sHacker11, zonePlay)
		b.card(0, sHacker11, zonePlay)
		b.bank(0, 1, 0)
		ov := b.card(0, sOverload, zoneHand)
		b.at(stepDeploy)
		b.do(play(ov, playerTarget(1)))
		if d := b.decision(); d.Seat != 0 || d.Rule != "NS-9.3" || !b.has(engine.Option{Verb: verbTarget, Target: int(playerTarget(1))}) {
			t.Fatalf("after the play: seat %d asked %q, want p1 choosing the tier's target", d.Seat, d.Prompt)
		}
		b.do(engine.Option{Verb: verbTarget, Target: int(playerTarget(1))})
		if st.Health[1][MF] != 19 || st.obj(ov).Zone != zoneCache || b.decision().Seat != 1 {
			t.Fatalf("p2 MF %d, the script in %s, seat %d asked; want 19 (the trigger), the script still waiting, p2 answering", st.Health[1][MF], st.obj(ov).Zone, b.decision().Seat)
		}
		b.resolveCache()
		if st.Health[1][MF] != 17 {
			t.Fatalf("p2 MF %d after the script, want 17", st.Health[1][MF])
		}
	})
	t.Run("NS-4.3: a tier's trigger happens only while the tier is active", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		st.obj(st.P[0].Mainframe).Card = sMainframeHacker.id
		b.card(0, sHacker11, zonePlay) // Hacker 1: the script is playable, the tier (Hacker 2) is not active
		b.bank(0, 1, 0)
		ov := b.card(0, sOverload, zoneHand)
		b.at(stepDeploy)
		b.do(play(ov, playerTarget(1)))
		if d := b.decision(); d.Rule == "NS-9.3" || d.Seat != 1 {
			t.Fatalf("seat %d asked %q: a tier triggered without its synergy", d.Seat, d.Prompt)
		}
	})
}

// TestAbilities checks activated abilities (NS-9.2) and how they resolve
// (NS-9.5, NS-18.7).
func TestAbilities(t *testing.T) {
	t.Run("NS-9.2.1: activating pays its RAM and runs the character, and the ability goes on the Cache for the others to answer", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		fx := b.card(0, sFixer, zonePlay)
		pg := b.card(0, sPinger, zonePlay)
		b.bank(0, 1, 0)
		b.at(stepDeploy)
		b.do(activate(fx, 0))
		if d := b.decision(); d.Seat != 1 || !b.st().obj(fx).Running {
			t.Fatalf("after FIX: seat %d asked, FIXER running %v; want p2 asked and FIXER run", d.Seat, b.st().obj(fx).Running)
		}
		b.resolveCache()
		if r, n := b.bankCount(0); r != 1 || n != 1 || len(b.st().P[0].RAMDeck) != 9 {
			t.Fatalf("bank %dR/%dN after FIX resolved, want 1R/1N", r, n)
		}
		b.do(activate(pg, playerTarget(1)))
		b.resolveCache()
		if r, _ := b.bankCount(0); r != 0 || b.st().Health[1][MF] != 19 || b.st().obj(pg).Running {
			t.Fatalf("after PING: %d refreshed, p2 MF %d, PINGER running %v; want 0, 19, not run", r, b.st().Health[1][MF], b.st().obj(pg).Running)
		}
	})
	t.Run("NS-9.2.2: a character activates once a round, until its controller's next Refresh", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		pg := b.card(0, sPinger, zonePlay)
		b.bank(0, 3, 0)
		b.at(stepDeploy)
		b.do(activate(pg, playerTarget(1)))
		b.resolveCache()
		if b.has(activate(pg, 0)) {
			t.Fatal("PING offered twice in a round")
		}
		// p2's turn: p2's Refresh does not reset p1's character.
		b.st().Active = 1
		b.at(stepRefresh)
		b.st().Active = 0
		b.at(stepDeploy)
		if b.has(activate(pg, 0)) {
			t.Fatal("another player's Refresh reset PINGER")
		}
		b.at(stepRefresh)
		b.at(stepDeploy)
		if !b.has(activate(pg, 0)) {
			t.Fatal("PING not offered after its controller's Refresh")
		}
	})
	t.Run("NS-9.2.3: a running character cannot activate, even an ability that does not run it", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		pg := b.card(0, sPinger, zonePlay)
		b.bank(0, 1, 0)
		b.st().obj(pg).Running = true
		b.at(stepDeploy)
		if b.has(activate(pg, 0)) {
			t.Fatal("a running character offered an activation")
		}
	})
	t.Run("NS-9.2.4: activated abilities are swift: usable in a swift check on another player's turn", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		pg := b.card(1, sPinger, zonePlay)
		b.bank(1, 1, 0)
		b.at(stepNetcheck)
		b.do(engine.Option{Verb: verbPass})
		b.do(activate(pg, playerTarget(0)))
		b.resolveCache()
		if b.st().Health[0][MF] != 19 {
			t.Fatalf("p1 MF %d, want 19", b.st().Health[0][MF])
		}
	})
	t.Run("NS-18.7: an ability resolves though its source has left play; NS-9.5: X is counted as it resolves (SC-03b)", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		xb := b.card(0, sXBlaster, zonePlay)
		h := b.card(0, sHacker11, zonePlay)
		b.card(0, sHacker11, zonePlay)
		b.bank(0, 2, 0)
		b.bank(1, 1, 0)
		k1 := b.card(1, sKill, zoneHand)
		b.at(stepDeploy)
		b.do(activate(xb, playerTarget(1))) // Hacker synergy 3 now
		b.do(play(k1, xb))
		b.do(engine.Option{Verb: verbPass})
		b.resolveCache() // KILL resolves first: XBLASTER is gone; then X BLAST
		if got := b.st().Health[1][MF]; got != 18 || b.st().obj(xb).Zone != zoneBin || b.st().obj(h).Zone != zonePlay {
			t.Fatalf("p2 MF %d, XBLASTER in %s; want 18 (X = 2 Hacker left as it resolved), XBLASTER destroyed", got, b.st().obj(xb).Zone)
		}
	})
}
