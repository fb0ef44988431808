package neuroscape

import (
	"testing"
)

// TestCheckCatchesBrokenStates breaks one invariant of a game in progress at
// a time and expects Check to report it.
func TestCheckCatchesBrokenStates(t *testing.T) {
	for _, c := range []struct {
		name   string
		mutate func(b *board)
	}{
		{"a card listed in two zones", func(b *board) { b.st().P[0].Hand = append(b.st().P[0].Hand, b.st().P[0].Deck[0]) }},
		{"NS-5.6: a character missing RAM while its controller's bank holds some", func(b *board) {
			b.bank(0, 1, 0)
			b.card(0, sChar33, zonePlay, 1)
		}},
		{"NS-5.5: more RAM under a character than it needs", func(b *board) {
			c := b.card(0, sChar11, zonePlay)
			b.st().obj(c).Need = 0
		}},
		{"NS-22.2: two copies of an iconic card under one controller", func(b *board) {
			b.card(0, sIconic, zonePlay)
			b.card(0, sIconic, zonePlay)
		}},
		{"NS-8.3: a character with lethal damage left in play", func(b *board) {
			c := b.card(1, sChar22, zonePlay)
			b.st().obj(c).Damage = 2
		}},
		{"NS-1.3: a side at 0 in a game that goes on", func(b *board) { b.st().Health[1][MF] = 0 }},
		{"NS-17.3: a swift check asking a seat without priority", func(b *board) {
			b.st().Pending[0].Seat = 1 - b.st().Pending[0].Seat
		}},
		{"a card on the Cache with no item", func(b *board) { b.st().obj(b.st().P[1].Hand[0]).Zone = zoneCache }},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newBoard(t, 2, 1)
			b.bank(1, 1, 0)
			b.card(1, sBurn3, zoneHand)
			b.at(stepNetcheck) // a fixed swift check asks p1
			c.mutate(b)
			if err := b.g.Check(); err == nil {
				t.Fatal("Check found nothing wrong")
			}
		})
	}
}
