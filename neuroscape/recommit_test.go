package neuroscape

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
)

var sSpill, sInflate *Def

func init() {
	// Installs a RAM, then asks for a discard: the question of where the
	// RAM goes must come first.
	sSpill = DefineCard(standIn("SPILL", carddb.Program, 0, 0, 0, script()), TargetNone, []Effect{{Kind: EffInstall, N: 1}, {Kind: EffDiscard, N: 1}})
	// In a mainframe slot, raises every non-Corpo character's RAM cost by
	// 1, every player's (NS-5.7.3).
	sInflate = DefineCard(standIn("INFLATE", carddb.Program, 0, 0, 0, func(c *carddb.Card) { s := "Protocol"; c.Subtype = &s }), TargetOwnMainframe, nil).RaisesCosts("Corpo", 1)
}

// TestRecommitmentIsTheControllersChoice checks NS-5.6 and AMB-14 ("the
// controller chooses where each RAM goes") as NS-25 wants it: a pending
// decision asked before anything else, only when the answers differ.
func TestRecommitmentIsTheControllersChoice(t *testing.T) {
	for _, tc := range []struct {
		name      string
		committed [2]int // of a cost-3 and a cost-2 character
		freed     *Def   // the character force quit, its RAM back refreshed
		asked     bool
	}{
		{"NS-5.6: RAM that cannot fill two characters missing it goes where their controller chooses", [2]int{1, 1}, sChar11, true},
		{"NS-25: RAM that fills every character missing it is not asked about", [2]int{1, 1}, sChar33, false},
		{"NS-25: RAM with one character missing it is not asked about", [2]int{1, 2}, sChar11, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t, 2, 1)
			c := b.card(0, sChar33, zonePlay, tc.committed[0])
			e := b.card(0, sChar22, zonePlay, tc.committed[1])
			d := b.card(0, tc.freed, zonePlay)
			b.at(stepForceQuit)
			b.do(engine.Option{Verb: verbForceQuit, Card: int(d)})
			st := b.st()
			if asked := b.has(engine.Option{Verb: verbCommit}); asked != tc.asked {
				t.Fatalf("asked where the RAM goes: %v, want %v (%q)", asked, tc.asked, b.decision().Prompt)
			}
			if !tc.asked {
				if st.missing(c)+st.missing(e) > 0 && len(st.P[0].Bank) > 0 {
					t.Fatalf("RAM left in the bank while a character misses some")
				}
				return
			}
			opts := b.decision().Options
			if len(opts) != 2 || opts[0].Card != int(c) || opts[1].Card != int(e) {
				t.Fatalf("options %v, want a RAM to each character missing RAM", opts)
			}
			// The question survives a save.
			raw, err := b.g.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			g2, err := Ruleset{}.Load(raw)
			if err != nil {
				t.Fatal(err)
			}
			b.g = g2.(*Game)
			st = b.st()
			b.do(engine.Option{Verb: verbCommit, Card: int(e)})
			if len(st.committed(e)) != 2 || len(st.committed(c)) != 1 || len(st.P[0].Bank) != 0 {
				t.Fatalf("committed %d and %d, bank %d; want the RAM under the character chosen", len(st.committed(c)), len(st.committed(e)), len(st.P[0].Bank))
			}
			if !b.has(engine.Option{Verb: verbForceQuit}) {
				t.Fatalf("after the answer, %q; want the force quit substage again", b.decision().Prompt)
			}
		})
	}
	t.Run("NS-5.6: where the RAM goes is asked before the next question of the effect that installed it", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		c := b.card(0, sChar33, zonePlay, 1)
		e := b.card(0, sChar22, zonePlay, 1)
		spill := b.card(0, sSpill, zoneHand)
		b.card(0, sChar11, zoneHand)
		b.at(stepDeploy)
		b.do(play(spill, 0))
		b.passAll()
		if !b.has(engine.Option{Verb: verbCommit}) {
			t.Fatalf("asked %q first, want where the installed RAM goes", b.decision().Prompt)
		}
		b.do(engine.Option{Verb: verbCommit, Card: int(c)})
		if len(b.st().committed(c)) != 2 || len(b.st().committed(e)) != 1 || !b.has(engine.Option{Verb: verbTake}) {
			t.Fatalf("committed %d and %d, then %q; want 2 and 1, then the discard", len(b.st().committed(c)), len(b.st().committed(e)), b.decision().Prompt)
		}
	})
	t.Run("NS-5.6: when two players' recommitments are contested, each is asked in turn, in seat order", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		var chars [2][2]int32
		for seat := range engine.Seat(2) {
			chars[seat] = [2]int32{b.card(seat, sChar33, zonePlay), b.card(seat, sChar22, zonePlay)}
			b.bank(seat, 0, 1)
		}
		inflate := b.card(0, sInflate, zoneHand)
		b.at(stepDeploy)
		b.do(play(inflate, -1))
		b.passAll() // b.do checks every invariant: a seat waiting its turn is not one missing RAM
		for seat := range engine.Seat(2) {
			d := b.decision()
			if d.Seat != seat || !b.has(engine.Option{Verb: verbCommit}) {
				t.Fatalf("seat %d asked %q; want seat %d asked where its RAM goes", d.Seat, d.Prompt, seat)
			}
			b.do(engine.Option{Verb: verbCommit, Card: int(chars[seat][1])})
			if got := len(b.st().committed(chars[seat][1])); got != 3 {
				t.Fatalf("seat %d's chosen character holds %d RAM, want 3", seat, got)
			}
		}
		if b.has(engine.Option{Verb: verbCommit}) {
			t.Fatalf("asked %q again; want the deploy stage", b.decision().Prompt)
		}
	})
}
