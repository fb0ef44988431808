package neuroscape

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// bankCount returns seat's refreshed and running RAM.
func (b *board) bankCount(seat engine.Seat) (refreshed, running int) {
	st := b.st()
	for _, id := range st.P[seat].Bank {
		if st.obj(id).Running {
			running++
		} else {
			refreshed++
		}
	}
	return
}

// TestRAM checks RAM, commitment, stability and force quit (NS-5, NS-6,
// NS-7).
func TestRAM(t *testing.T) {
	t.Run("NS-5.5: playing a character commits refreshed RAM equal to its cost", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 3, 1)
		c := b.card(0, sChar33, zoneHand)
		b.at(stepDeploy)
		b.do(play(c, 0))
		b.passAll()
		st := b.st()
		if r, n := b.bankCount(0); st.obj(c).Zone != zonePlay || len(st.committed(c)) != 3 || r != 0 || n != 1 {
			t.Fatalf("C in %s with %d committed, bank %dR/%dN; want in play, 3, 0R/1N", st.obj(c).Zone, len(st.committed(c)), r, n)
		}
	})
	t.Run("NS-5.4: a card whose cost cannot be paid with refreshed RAM is not offered", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 2, 5)
		c := b.card(0, sChar33, zoneHand)
		b.at(stepDeploy)
		if b.has(play(c, 0)) {
			t.Fatal("a 3-cost character offered with 2 refreshed RAM")
		}
	})
	t.Run("NS-5.5.1: a destroyed character's RAM returns to the bank running", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(1, 1, 0)
		c := b.card(0, sChar33, zonePlay)
		kill := b.card(1, sKill, zoneHand)
		b.at(stepNetcheck)
		b.do(engine.Option{Verb: verbPass})
		b.do(play(kill, c))
		b.passAll()
		if r, n := b.bankCount(0); b.st().obj(c).Zone != zoneBin || r != 0 || n != 3 {
			t.Fatalf("C in %s, p1 bank %dR/%dN; want the bin, 0R/3N", b.st().obj(c).Zone, r, n)
		}
	})
	t.Run("NS-7.3: a force-quit character's RAM returns refreshed", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		c := b.card(0, sChar33, zonePlay)
		b.at(stepForceQuit)
		b.do(engine.Option{Verb: verbForceQuit, Card: int(c)})
		if r, n := b.bankCount(0); b.st().obj(c).Zone != zoneBin || r != 3 || n != 0 {
			t.Fatalf("C in %s, p1 bank %dR/%dN; want the bin, 3R/0N", b.st().obj(c).Zone, r, n)
		}
	})
	t.Run("NS-16.4: force quit is optional: with one card in play, going on is offered first and keeps the card", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		c := b.card(0, sChar33, zonePlay)
		b.at(stepForceQuit)
		want := []engine.Option{{Verb: verbDone}, {Verb: verbForceQuit, Card: int(c)}}
		if p := b.st().Pending; len(p) != 1 || !slices.Equal(p[0].Options, want) {
			t.Fatalf("pending %+v, want one question with %+v", p, want)
		}
		b.do(engine.Option{Verb: verbDone})
		if z := b.st().obj(c).Zone; z != zonePlay {
			t.Fatalf("C in %s after going on, want in play", z)
		}
	})
	t.Run("NS-7.1: force quit is offered only in the Force Quit substage", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		c := b.card(0, sChar33, zonePlay)
		b.at(stepDeploy)
		if b.has(engine.Option{Verb: verbForceQuit, Card: int(c)}) {
			t.Fatal("force quit offered in Deploy")
		}
	})
	t.Run("NS-5.6: RAM reaching the bank fills a character missing RAM at once, refreshed first (AMB-14)", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		c := b.card(0, sChar33, zonePlay, 1) // missing 2
		d := b.card(0, sChar11, zonePlay)
		b.at(stepForceQuit)
		b.do(engine.Option{Verb: verbForceQuit, Card: int(d)})
		if n := len(b.st().committed(c)); n != 2 {
			t.Fatalf("C has %d committed after D's RAM came back, want 2", n)
		}
		if r, n := b.bankCount(0); r+n != 0 {
			t.Fatalf("bank %dR/%dN, want empty", r, n)
		}
	})
	t.Run("NS-16.3: RAM installed while a character misses RAM goes under it", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		c := b.card(0, sChar22, zonePlay, 1)
		b.at(stepDrawInstall)
		b.do(engine.Option{Verb: verbInstall})
		b.do(engine.Option{Verb: verbInstall})
		if r, _ := b.bankCount(0); len(b.st().committed(c)) != 2 || r != 1 {
			t.Fatalf("C has %d committed, bank %d refreshed; want 2 and 1", len(b.st().committed(c)), r)
		}
	})
	t.Run("NS-6.1: with no character missing RAM there are no stability rolls", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.card(0, sChar22, zonePlay)
		b.at(stepStability)
		if b.st().RNG != newBoard(t, 2, 1).st().RNG {
			t.Fatal("the RNG moved: a roll was made")
		}
	})
	t.Run("NS-6.2: an unstable player rolls for every character, 1–10 crashes", func(t *testing.T) {
		for seed := uint64(1); seed <= 20; seed++ {
			b := newBoard(t, 2, seed)
			y := b.card(0, sChar33, zonePlay, 1)
			x := b.card(0, sChar11, zonePlay)
			z := b.card(0, sChar22, zonePlay)
			st := b.st()
			rng := st.RNG // the rolls to come: X, then Z, then Y
			want := map[int32]bool{}
			for _, id := range []int32{x, z, y} {
				want[id] = rng.IntN(20)+1 <= 10
			}
			st.Push(framePlayTurn(0, stepStability))
			st.advance(false)
			var ev []string
			for _, e := range st.events {
				ev = append(ev, e.Text())
			}
			st.events = nil
			// X (cost 1) first, then Z (2), then Y (3): no ties, no question.
			ix, iz, iy := index(ev, "for ONE ONE"), index(ev, "for TWO TWO"), index(ev, "for THREE THREE")
			if ix < 0 || iz < 0 || iy < 0 || !(ix < iz && iz < iy) {
				t.Fatalf("seed %d: rolls %v, want one each in increasing cost (NS-6.3)", seed, ev)
			}
			for _, c := range []struct {
				id  int32
				log string
			}{{x, ev[ix]}, {z, ev[iz]}, {y, ev[iy]}} {
				crashed := contains([]string{c.log}, "crashes")
				if crashed != (st.obj(c.id).Zone == zoneBin) || crashed != want[c.id] {
					t.Fatalf("seed %d: %q, the card in %s; want a crash exactly on 1–10 (%v)", seed, c.log, st.obj(c.id).Zone, want[c.id])
				}
			}
		}
	})
	t.Run("NS-16.3: Draw/Install allows two actions, one on the game's first turn (NS-15.5)", func(t *testing.T) {
		for _, c := range []struct {
			turn, want int
		}{{1, 1}, {2, 2}} {
			b := newBoard(t, 2, 1)
			b.st().Turn = c.turn
			b.at(stepDrawInstall)
			n := 0
			for b.has(engine.Option{Verb: verbDraw}) {
				b.do(engine.Option{Verb: verbDraw})
				n++
			}
			if n != c.want {
				t.Fatalf("turn %d: %d draws, want %d", c.turn, n, c.want)
			}
		}
	})
	t.Run("NS-16.3: a draw from an empty cyberdeck is not offered", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		for _, id := range slices.Clone(b.st().P[0].Deck) {
			b.st().move(id, zoneBin)
		}
		b.at(stepDrawInstall)
		if b.has(engine.Option{Verb: verbDraw}) || !b.has(engine.Option{Verb: verbInstall}) {
			t.Fatalf("offered %v with an empty cyberdeck", b.decision().Options)
		}
	})
}
