package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
)

var sRave, sFog, sPurge *Def

func init() {
	env := func(c *carddb.Card) { s := "Environment"; c.Subtype = &s }
	sRave = DefineCard(standIn("RAVE", carddb.Program, 1, 0, 0, env, faction("Thrasher")), TargetNone, nil)
	sFog = DefineCard(standIn("FOG", carddb.Program, 1, 0, 0, env), TargetNone, nil)
	sPurge = DefineCard(standIn("PURGE", carddb.Program, 1, 0, 0, script()), TargetSlotProgram, []Effect{{Kind: EffDestroy}})
}

// TestEnvironments checks NS-14.9.
func TestEnvironments(t *testing.T) {
	t.Run("NS-14.9: an environment enters play controlled by its player; another one entering destroys it", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		b.bank(1, 1, 0)
		rave := b.card(0, sRave, zoneHand)
		fog := b.card(1, sFog, zoneHand)
		b.at(stepDeploy)
		b.do(play(rave, 0))
		b.resolveCache()
		st := b.st()
		if o := st.obj(rave); o.Zone != zoneEnv || o.Ctrl != 0 || b.g.View(1).(View).Environment == nil {
			t.Fatalf("RAVE in %s controlled by p%d; want the environment, p1's, in every view", o.Zone, o.Ctrl+1)
		}
		st.Active = 1
		b.at(stepDeploy)
		b.do(play(fog, 0))
		b.resolveCache()
		if st.obj(rave).Zone != zoneBin || st.obj(fog).Zone != zoneEnv || st.obj(fog).Ctrl != 1 {
			t.Fatalf("RAVE in %s, FOG in %s: want RAVE destroyed, FOG the environment", st.obj(rave).Zone, st.obj(fog).Zone)
		}
	})
	t.Run("NS-14.9: an environment gives its faction's synergy to every player (NS-10.2)", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		rave := b.card(0, sRave, zoneEnv)
		b.st().obj(rave).Ctrl = 0
		if a, c := b.st().synergy(0, "Thrasher"), b.st().synergy(1, "Thrasher"); a != 1 || c != 1 {
			t.Fatalf("Thrasher synergy %d and %d, want 1 each", a, c)
		}
	})
	t.Run("NS-7.2: its controller may force quit the environment, nobody else", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		rave := b.card(1, sRave, zoneEnv)
		b.st().obj(rave).Ctrl = 1
		b.card(0, sChar11, zonePlay)
		b.at(stepForceQuit)
		if b.has(engine.Option{Verb: verbForceQuit, Card: int(rave)}) {
			t.Fatal("p1 offered to force quit p2's environment")
		}
		b.st().Active = 1
		b.at(stepForceQuit)
		b.do(engine.Option{Verb: verbForceQuit, Card: int(rave)})
		if z := b.st().obj(rave).Zone; z != zoneBin {
			t.Fatalf("force quit environment in %s", z)
		}
	})
	t.Run("NS-14.9: 'destroy target program' may target the environment", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		rave := b.card(1, sRave, zoneEnv)
		b.st().obj(rave).Ctrl = 1
		k := b.card(0, sPurge, zoneHand)
		b.at(stepDeploy)
		b.do(play(k, rave))
		b.resolveCache()
		if z := b.st().obj(rave).Zone; z != zoneBin {
			t.Fatalf("environment in %s, want destroyed", z)
		}
	})
}
