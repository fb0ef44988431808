package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestSynergyWhileReadingIsSynergyCounted: while a reader looks (State.read),
// synergy answers from every seat's points counted once in one pass
// (synergies); they are the points counted seat by seat and faction by
// faction (NS-10.2), over random boards of cards with the icons in play,
// in slots, as gear and as the environment (the first only), and again
// after the board changed between two readings.
func TestSynergyWhileReadingIsSynergyCounted(t *testing.T) {
	factions := []string{"Corpo", "Hacker", "Mystic", "Cybernetic", "None"}
	defs := []*Def{sCorpo11, sHacker11, sMystic, sScrapper, sProtocol, sVirus}
	zones := []Zone{zonePlay, zoneSlot, zoneGear, zoneEnv, zoneHand}
	for _, n := range []int{2, 4} {
		bd := newBoard(t, n, 3)
		st := bd.st()
		rng := engine.NewRNG(uint64(n))
		place := func() {
			seat := engine.Seat(rng.IntN(n))
			z := zones[rng.IntN(len(zones))]
			if z == zonePlay {
				bd.card(seat, defs[rng.IntN(len(defs))], zonePlay)
				return
			}
			o := st.obj(bd.card(seat, defs[rng.IntN(len(defs))], zoneNone))
			o.Zone, o.Ctrl = z, engine.Seat(rng.IntN(n))
		}
		counted := 0
		for round := range 4 {
			for range 15 {
				place()
			}
			for seat := range n {
				for _, f := range factions {
					want := st.synergy(engine.Seat(seat), f)
					began := st.read()
					got := st.synergy(engine.Seat(seat), f)
					remembered := st.memo.synKnown
					st.doneReading(began)
					if got != want || !remembered {
						t.Fatalf("%d players, round %d: seat %d's %s synergy while reading %d (remembered %v), counted %d", n, round, seat, f, got, remembered, want)
					}
					counted += want
				}
			}
		}
		if counted == 0 {
			t.Fatalf("%d players: no synergy anywhere; the comparison says nothing", n)
		}
	}
}
