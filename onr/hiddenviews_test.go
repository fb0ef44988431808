package onr_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
)

// hrRunnerDeck is the Runner's starter deck with hidden resources added.
func hrRunnerDeck(t testing.TB) string {
	text, err := onr.DeckText(onr.DefaultRunnerDeck)
	if err != nil {
		t.Fatal(err)
	}
	return text + "\n3 Chiba Bank Account\n3 Liberated Savings Account\n3 HQ Mole\n"
}

// TestViewsHideHiddenResources is the hidden-information property of
// TestViewsHideWhatTheSeatCannotSee over random games whose Runner plays
// hidden resources: no view, option or event names a face-down resource
// to a seat other than the Runner (ONR-16.1.1, ONR-2.6). The games must
// actually install them face down and use them to pay.
func TestViewsHideHiddenResources(t *testing.T) {
	games := uint64(25)
	if testing.Short() {
		games = 10
	}
	deckText := hrRunnerDeck(t)
	var faceDown, payments int
	var lc fuzz.LeakChecker
	for seed := uint64(1); seed <= games; seed++ {
		g, err := onr.New(engine.Setup{Seed: seed, Decks: []string{"", deckText}})
		if err != nil {
			t.Fatal(err)
		}
		leakGame(t, g, seed, &lc, func(g *onr.Game) {
			s := g.State()
			for _, c := range s.Players[runnerSeat].Rig {
				if !s.Cards[c].FaceUp {
					faceDown++
				}
			}
			for _, d := range g.Pending() {
				if strings.HasPrefix(d.Prompt, "Pay ") && strings.HasSuffix(d.Prompt, "use a payment ability") {
					payments++
				}
			}
		})
	}
	if faceDown == 0 || payments == 0 {
		t.Fatalf("the games never had a face-down resource (%d) or never paid with one (%d)", faceDown, payments)
	}
	t.Logf("%d face-down rig card-steps, %d payment decisions", faceDown, payments)
}
