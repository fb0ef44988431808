package bso_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestLeakCheckerFindsPlantedLeaks plants a leak of each kind fuzz's leak
// checker reads by the titles hidden from each seat — a prompt and an
// event naming a card whose every copy lies in a draw pile (nobody sees
// into one) — and sees it reported at 4 and 6 players.
func TestLeakCheckerFindsPlantedLeaks(t *testing.T) {
	rs, err := engine.Lookup("bso")
	if err != nil {
		t.Fatal(err)
	}
	for _, players := range []string{"4", "6"} {
		for _, tc := range []struct {
			name  string
			plant func(g engine.Game, title string) []engine.Event
		}{
			{"ONR-2.6 a prompt naming a card of a draw pile is a leak", func(g engine.Game, title string) []engine.Event {
				g.(*bso.Game).State().Pending[0].Prompt = "Take an action (" + title + " is next)"
				return nil
			}},
			{"ONR-2.6 an event naming a card of a draw pile is a leak", func(g engine.Game, title string) []engine.Event {
				return []engine.Event{engine.Plain("draw", "a card is drawn"), engine.Plain("draw", title+" is drawn.")}
			}},
		} {
			t.Run(tc.name+", "+players+" players", func(t *testing.T) {
				g := newGame(t, 1, "players="+players)
				title := deckOnlyTitle(g.State())
				if title == "" {
					t.Fatal("no title with every copy in a draw pile")
				}
				lc := rs.(engine.FuzzLeaks).LeakChecker()
				if err := lc.Check(g); err != nil {
					t.Fatalf("a fair position: %v", err)
				}
				if err := lc.Events(g, []engine.Event{engine.Plain("draw", "a card is drawn")}); err != nil {
					t.Fatalf("a fair event: %v", err)
				}
				ev := tc.plant(g, title)
				err := lc.Check(g)
				if err == nil && ev != nil {
					err = lc.Events(g, ev)
				}
				if err == nil || !strings.Contains(err.Error(), title) {
					t.Errorf("the leak of %s found as %v", title, err)
				}
			})
		}
	}
}

// deckOnlyTitle returns the first title whose every copy lies in a draw
// pile, "" for none.
func deckOnlyTitle(s *onr.State) string {
	elsewhere := map[string]bool{}
	var inDeck []string
	for c := 1; c < len(s.Cards); c++ {
		k := &s.Cards[c]
		title := onr.TitleOf(k.ID.String())
		if k.Zone == onr.ZoneDeck {
			inDeck = append(inDeck, title)
		} else if k.Zone != onr.ZoneNone {
			elsewhere[title] = true
		}
	}
	for _, title := range inDeck {
		if !elsewhere[title] {
			return title
		}
	}
	return ""
}
