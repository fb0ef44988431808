package onr

import (
	"cmp"
	"encoding/json"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// knownCardsLongWay is knownCards as the rule reads: the viewer's known
// cards of p's hand (unless p is the viewer), then of p's deck with their
// places, then of p's deck without, each card asked visible on its own,
// the deck walked twice.
func knownCardsLongWay(s *State, p *Player, viewer engine.Seat, vw *View) []KnownCard {
	var dst []KnownCard
	if viewer < 0 || int(viewer) >= len(s.Players) {
		return dst
	}
	add := func(c int32, zone Zone, pos int) {
		dst = append(dst, KnownCard{})
		k := &dst[len(dst)-1]
		s.cardView(&k.CardView, c, viewer, vw)
		k.Zone, k.Pos = zone.String(), pos
		if pos < 0 {
			k.Handle = 0
		}
	}
	byTitle := func(a, b KnownCard) int { return cmp.Compare(a.Title, b.Title) }
	if viewer != p.Seat {
		for _, c := range p.Hand {
			if s.visible(c, viewer) {
				add(c, ZoneHand, -1)
			}
		}
		slices.SortStableFunc(dst, byTitle)
	}
	for i, c := range p.Deck {
		if s.visible(c, viewer) && s.deckPlaceKnown(c) {
			add(c, ZoneDeck, i)
		}
	}
	placed := len(dst)
	for _, c := range p.Deck {
		if s.visible(c, viewer) && !s.deckPlaceKnown(c) {
			add(c, ZoneDeck, -1)
		}
	}
	slices.SortStableFunc(dst[placed:], byTitle)
	return dst
}

// TestKnownCardsIsTheLongWay compares, before every step of random games,
// the known cards every seat's view lists of every player (knownCards,
// which walks a deck once unless it meets a card whose place the viewer
// does not know, and reads each card's sight with the table's seats read
// once) with the long way's, in room reused from step to step; and again
// with a few cards of each deck made known to the viewer alone (their
// place known), to every seat (their place unknown) and to the other seat,
// since random games seldom leave a known card in a deck.
func TestKnownCardsIsTheLongWay(t *testing.T) {
	for _, tc := range deckCases(t, "the known cards are the long way's", 6, 4) {
		t.Run(tc.name, func(t *testing.T) {
			var room []KnownCard
			var vw View
			seen := map[string]int{}
			compare := func(seed uint64, step int, s *State, what string) {
				t.Helper()
				for viewer := engine.NoSeat; int(viewer) <= len(s.Players); viewer++ {
					for i := range s.Players {
						p := &s.Players[i]
						room = s.knownCards(room[:0], p, viewer, &vw)
						want := knownCardsLongWay(s, p, viewer, &vw)
						got, _ := json.Marshal(room)
						w, _ := json.Marshal(want)
						if string(got) != string(w) && len(room)+len(want) > 0 {
							t.Fatalf("seed %d step %d (%s), viewer %d, player %d: knownCards\n%s\nthe long way\n%s", seed, step, what, viewer, i, got, w)
						}
						for _, k := range want {
							seen[k.Zone+map[bool]string{true: " placed", false: " unplaced"}[k.Pos >= 0]]++
						}
					}
				}
			}
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				compare(seed, step, s, "as played")
				if step%5 != 0 {
					return
				}
				all := kernel.SeatsOf(len(s.Players))
				for i := range s.Players {
					deck := s.Players[i].Deck
					if len(deck) < 3 {
						continue
					}
					cards := []int32{deck[step%len(deck)], deck[(step+1)%len(deck)], deck[len(deck)-1]}
					was := make([]kernel.Viewers, len(cards))
					for j, c := range cards {
						was[j] = s.Cards[c].KnownTo
					}
					s.Cards[cards[0]].KnownTo = kernel.ViewerOf(engine.Seat(step % len(s.Players)))
					s.Cards[cards[1]].KnownTo = all
					s.Cards[cards[2]].KnownTo |= kernel.ViewerOf(engine.Seat((step + 1) % len(s.Players)))
					compare(seed, step, s, "with cards of a deck made known")
					for j, c := range cards {
						s.Cards[c].KnownTo = was[j]
					}
				}
			}, nil)
			t.Logf("known cards compared: %v", seen)
			for _, k := range []string{"hand unplaced", "deck placed", "deck unplaced"} {
				if seen[k] == 0 {
					t.Errorf("no known card of a %s was compared (%v)", k, seen)
				}
			}
		})
	}
}
