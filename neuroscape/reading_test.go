package neuroscape

import (
	"testing"
)

// TestReadersRememberNothingPastThemselves: what Check and View remember
// while they read (a seat's active tiers, what lies under each card) is
// forgotten when they return, so the state read after a change is the
// changed one.
func TestReadersRememberNothingPastThemselves(t *testing.T) {
	for _, tc := range []struct {
		name string
		read func(g *Game)
	}{
		{"Check", func(g *Game) { _ = g.Check() }},
		{"View", func(g *Game) { g.View(0) }},
	} {
		t.Run("after "+tc.name+", a tier a new character makes active is active, RAM committed since counts and gear attached since is seen", func(t *testing.T) {
			b := newBoard(t, 2, 1)
			st := b.st()
			st.obj(st.P[0].Mainframe).Card = sMainframeCorpo.id
			c := b.card(0, sChar22, zonePlay, 1)
			b.at(stepDeploy)
			if len(st.activeTiers(0)) != 0 || st.missing(c) != 1 {
				t.Fatalf("before: %d tiers, missing %d; want 0 and 1", len(st.activeTiers(0)), st.missing(c))
			}
			tc.read(b.g)
			b.card(0, sCorpo11, zonePlay)
			r := st.add(ramDefinition(), 0, zoneNone)
			st.commit(r, c)
			g := b.card(0, sWeapon, zoneGear)
			st.obj(g).Host = c
			if len(st.activeTiers(0)) != 1 || st.missing(c) != 0 || len(st.gear(c)) != 1 || st.atk(c) != 5 || st.reading {
				t.Fatalf("after: %d tiers, missing %d, gear %v, attack %d, reading %v; want 1, 0, [%d], 5, false", len(st.activeTiers(0)), st.missing(c), st.gear(c), st.atk(c), st.reading, g)
			}
		})
	}
	t.Run("a reader inside another keeps the outer one's memory until the outer one ends", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		outer := st.read()
		inner := st.read()
		st.doneReading(inner)
		if !outer || inner || !st.reading {
			t.Fatalf("outer began %v, inner began %v, reading after the inner one %v; want true, false, true", outer, inner, st.reading)
		}
		st.doneReading(outer)
		if st.reading {
			t.Fatal("still reading after the outer reader ended")
		}
	})
}
