package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestSlots checks protocols and viruses in mainframe slots (NS-4.5, NS-4.6,
// NS-14.6, NS-14.7).
func TestSlots(t *testing.T) {
	t.Run("NS-4.6: a protocol goes on its player's or a teammate's mainframe, a virus only on an opponent's", func(t *testing.T) {
		b := newBoard(t, 4, 1)
		b.bank(0, 2, 0)
		pr := b.card(0, sProtocol, zoneHand)
		vi := b.card(0, sVirus, zoneHand)
		b.at(stepDeploy)
		for _, c := range []struct {
			id    int32
			seat  engine.Seat
			legal bool
		}{{pr, 0, true}, {pr, 2, true}, {pr, 1, false}, {pr, 3, false}, {vi, 1, true}, {vi, 3, true}, {vi, 0, false}, {vi, 2, false}} {
			if b.has(play(c.id, playerTarget(c.seat))) != c.legal {
				t.Fatalf("%s on p%d's mainframe offered %v, want %v", b.st().name(c.id), c.seat+1, !c.legal, c.legal)
			}
		}
		b.do(play(vi, playerTarget(3)))
		b.resolveCache()
		if o := b.st().obj(vi); o.Zone != zoneSlot || o.Host != b.st().P[3].Mainframe || o.Ctrl != 0 {
			t.Fatalf("BUG in %s on %d controlled by %d; want in p4's slot, controlled by p1", o.Zone, o.Host, o.Ctrl)
		}
	})
	t.Run("NS-4.5: a mainframe has three slots; a slot frees when its card leaves play (NS-7.2: force quit)", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		var in []int32
		for range 3 {
			in = append(in, b.card(0, sProtocol, zoneSlot))
		}
		for _, id := range in {
			b.st().obj(id).Host = b.st().P[0].Mainframe
		}
		b.bank(0, 1, 0)
		fourth := b.card(0, sProtocol, zoneHand)
		b.at(stepDeploy)
		if b.has(play(fourth, playerTarget(0))) {
			t.Fatal("a fourth protocol offered on a full mainframe")
		}
		b.at(stepForceQuit)
		b.do(engine.Option{Verb: verbForceQuit, Card: int(in[0])})
		b.doneIf()
		if d := b.decision(); d.Rule != "NS-16.5" || !b.has(play(fourth, playerTarget(0))) {
			t.Fatalf("after a force quit: %q, options %v; want the fourth protocol playable", d.Prompt, d.Options)
		}
	})
	t.Run("NS-16.6: a protocol acts on its controller's netcheck, a virus on the netcheck of the player it sits on (AMB-39)", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		pr := b.card(0, sProtocol, zoneSlot)
		st.obj(pr).Host = st.P[0].Mainframe
		vi := b.card(0, sVirus, zoneSlot)
		st.obj(vi).Host = st.P[1].Mainframe
		deck := len(st.P[0].Deck)
		b.at(stepNetcheck) // p1's turn: the protocol, not the virus
		if len(st.P[0].Deck) != deck-1 || st.Health[1][MF] != 20 || st.Health[0][MF] != 20 {
			t.Fatalf("p1's netcheck: deck %d (from %d), p2 MF %d; want p1 drawing 1 and nobody damaged", len(st.P[0].Deck), deck, st.Health[1][MF])
		}
		st.Active = 1
		b.at(stepNetcheck) // p2's turn: the virus on p2's mainframe
		if len(st.P[0].Deck) != deck-1 || st.Health[1][MF] != 18 {
			t.Fatalf("p2's netcheck: p1 deck %d, p2 MF %d; want no draw and p2 at 18", len(st.P[0].Deck), st.Health[1][MF])
		}
	})
	t.Run("NS-16.6: the active player orders simultaneous netcheck effects, each its controller's", func(t *testing.T) {
		for _, first := range []int{0, 1} {
			b := newBoard(t, 2, 1)
			st := b.st()
			pr := b.card(0, sProtocol, zoneSlot)
			st.obj(pr).Host = st.P[0].Mainframe
			vi := b.card(1, sVirus, zoneSlot) // p2's virus on p1's mainframe
			st.obj(vi).Host = st.P[0].Mainframe
			b.at(stepNetcheck)
			d := b.decision()
			if d.Seat != 0 || d.Rule != "NS-16.6" || !b.has(engine.Option{Verb: verbOrder, Card: int(pr)}) || !b.has(engine.Option{Verb: verbOrder, Card: int(vi)}) {
				t.Fatalf("seat %d asked %q %v, want p1 ordering PROTO and BUG", d.Seat, d.Prompt, d.Options)
			}
			src := []int32{pr, vi}[first]
			ev := b.do(engine.Option{Verb: verbOrder, Card: int(src)})
			ip, iv := index(ev, "PROTO #"), index(ev, "BUG #")
			if ip < 0 || iv < 0 || (ip < iv) != (first == 0) {
				t.Fatalf("chose %s first, events %v", st.name(src), ev)
			}
			if st.Health[0][MF] != 18 || len(st.P[0].Deck) != 9 {
				t.Fatalf("p1 MF %d, deck %d: want BUG's 2 damage and PROTO's draw", st.Health[0][MF], len(st.P[0].Deck))
			}
		}
	})
	t.Run("NS-10.5: a card in a slot gives synergy to the player who attached it", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		vi := b.card(0, sVirus, zoneSlot)
		st.obj(vi).Host = st.P[1].Mainframe
		if st.synergy(0, "Hacker") != 1 || st.synergy(1, "Hacker") != 0 {
			t.Fatalf("Hacker synergy p1 %d, p2 %d; want 1 and 0", st.synergy(0, "Hacker"), st.synergy(1, "Hacker"))
		}
	})
	t.Run("NS-6.4: an unstable player rolls for its programs in slots too", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		b.card(0, sChar33, zonePlay, 1)
		vi := b.card(0, sVirus, zoneSlot)
		st.obj(vi).Host = st.P[1].Mainframe
		st.Push(framePlayTurn(0, stepStability))
		st.advance(false)
		var rolled bool
		for _, e := range st.events {
			rolled = rolled || contains([]string{e.Text()}, "for BUG")
		}
		if !rolled {
			t.Fatal("no stability roll for the virus p1 controls")
		}
	})
}
