package onr

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestSeersIsVisible: the mask of the viewers of a card that Apply compares
// to tell a reveal (seers, from the kernel's sight of its place) is the rule
// of View and of the information states (visible), and both say what
// ONR-2.6 says place by place (ruleOfView, the rule as written before it
// was stated as kernel sights), for every card, seat and the spectator, at
// every step of random games at ONR's table and at a table of three teams.
func TestSeersIsVisible(t *testing.T) {
	three := Table{Seats: []TableSeat{{Role: Corp, Team: 0}, {Role: Runner, Team: 0}, {Role: Corp, Team: 1}, {Role: Runner, Team: 1}, {Role: Corp, Team: 2}, {Role: Runner, Team: 2}}}
	for _, tc := range []struct {
		name  string
		table Table
	}{{"at ONR's table", Table{}}, {"at a table of three teams", three}} {
		t.Run("seers and visible follow ONR-2.6's rule "+tc.name, func(t *testing.T) {
			checked := 0
			for seed := uint64(1); seed <= 4; seed++ {
				g, err := NewTable(engine.Setup{Seed: seed}, tc.table)
				if err != nil {
					t.Fatal(err)
				}
				s := g.s
				b := bot.NewRandom(seed)
				for step := 0; !s.Over && step < 3000; step++ {
					for c := int32(1); c < int32(len(s.Cards)); c++ {
						for v := engine.NoSeat; int(v) < len(s.Players); v++ {
							want := ruleOfView(s, c, v)
							if seers, visible := s.seers(c)&kernel.ViewerOf(v) != 0, s.visible(c, v); seers != want || visible != want {
								t.Fatalf("seed %d step %d: card %d (zone %v) for viewer %d: seers says %v, visible %v, the rule %v", seed, step, c, s.Cards[c].Zone, v, seers, visible, want)
							}
							checked++
						}
					}
					if _, err := g.Apply(b.Choose(g.Pending()[0])); err != nil {
						t.Fatal(fmt.Errorf("seed %d step %d: %w", seed, step, err))
					}
				}
			}
			t.Logf("%d cards and viewers checked", checked)
		})
	}
}

// ruleOfView is ONR-2.6's rule of who may know card c, place by place, as
// onr wrote it before stating it as kernel sights: whether viewer (a seat,
// or NoSeat for a spectator) may know card c's identity.
func ruleOfView(s *State, c int32, viewer engine.Seat) bool {
	k := &s.Cards[c]
	own := viewer == k.At
	// A Runner who accessed or exposed a Corp card knows it while it stays
	// where it is (ONR-11.11.5, ONR-16.5.1): each such seat.
	knows := viewer >= 0 && k.KnownTo&(1<<uint(viewer)) != 0
	switch k.Zone {
	case ZoneDeck:
		return knows
	case ZoneHand:
		return own || knows
	case ZoneDiscard:
		return k.FaceUp || own || k.Side == Runner // the trash is face up (ONR-2.3.1)
	case ZoneAside, ZoneHeld:
		return true // set aside face up (R492), held face up (R403)
	case ZoneIce, ZoneFort:
		return k.Rezzed || k.FaceUp || own || knows
	case ZoneRig:
		return k.FaceUp || own // hidden resources (ONR-16.1.1)
	}
	return true // scored, removed: face up
}
