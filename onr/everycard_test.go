package onr_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
)

// everyCardDecks returns the two starter decks with one more copy of every
// implemented card of each side added (fuzz.EveryCardDecks), so that random
// games meet every card that the engine knows.
func everyCardDecks(t testing.TB) (corp, runner string) {
	t.Helper()
	corp, runner, err := fuzz.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	return corp, runner
}

// hiddenFrom reports whether card k is hidden from seat of the two-seat
// game (fuzz.HiddenFrom states the rules apart from the engine's views).
func hiddenFrom(k *onr.Card, seat engine.Seat) bool {
	role := onr.Corp
	if seat == runnerSeat {
		role = onr.Runner
	}
	return fuzz.HiddenFrom(k, seat, role)
}
