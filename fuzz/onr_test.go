package fuzz_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
)

// TestShortRun is the fuzzing CI does: a few hundred games with every
// check, views and events in a quarter of them. No game fails.
func TestShortRun(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	r, err := fuzz.Run(fuzz.Config{Ruleset: onr.Rules, Games: games, Seed: 1, Workers: 2, LeakEvery: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range r.Failures {
		t.Errorf("game %d seed %d: %s at step %d: %s", f.Game, f.Seed, f.Kind, f.Step, f.Error)
	}
	if r.Completed != games || r.Failed != 0 {
		t.Errorf("%d of %d games completed, %d failed", r.Completed, games, r.Failed)
	}
	if r.Leaks != (games+3)/4 || r.Decks[fuzz.EveryCard] != games/2 || r.Styles[onr.FuzzEager] == 0 {
		t.Errorf("leak-checked %d games; decks %v; styles %v", r.Leaks, r.Decks, r.Styles)
	}
	if len(r.Coverage) == 0 || len(r.Cards) != len(onr.Implemented()) {
		t.Errorf("coverage of %d abilities, %d cards", len(r.Coverage), len(r.Cards))
	}
	var text strings.Builder
	if err := r.WriteText(&text); err != nil || !strings.Contains(text.String(), "implemented cards engaged") {
		t.Errorf("report text %q, %v", text.String(), err)
	}
	t.Logf("%d games, %.0f games/s; never used: %d", games, r.GamesPerSecond, len(r.NeverUsed))
}

// TestEveryCardIsEngaged: in random games with every implemented card,
// each card takes part (its rules or abilities take effect). The rarest
// (Superglue: about 1 game in 460 over a million games) need a few thousand
// games; views are not checked here, which keeps it quick.
func TestEveryCardIsEngaged(t *testing.T) {
	if testing.Short() {
		t.Skip("a few thousand games")
	}
	const games = 5000
	r, err := fuzz.Run(fuzz.Config{Ruleset: onr.Rules, Games: games, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Failed != 0 {
		t.Errorf("%d of %d games failed", r.Failed, games)
	}
	var never []string
	for _, title := range r.NeverEngaged {
		if engagedByTheirTests[title] == "" {
			never = append(never, title)
		}
	}
	if len(never) > 0 {
		t.Errorf("cards never engaged in %d games: %v", games, never)
	}
	t.Logf("%d games, %.0f games/s; engaged only by their tests: %v", games, r.GamesPerSecond, r.NeverEngaged)
}

// engagedByTheirTests are the cards whose play condition random games
// almost never meet, with the tests that make their abilities take effect.
var engagedByTheirTests = map[string]string{
	"Frame-Up":              "onr/cards TestCardsThatAskTheTurnsHistoryToo, bso TestHistoryCardsAtATableOfFour", // successful runs on both HQ and R&D in one turn
	"Poisoned Water Supply": "onr/cards TestPrepsThatGiveBadPublicity, bso TestRarePrepsAtATableOfFour",         // two connections in play
	"Terrorist Reprisal":    "onr/cards TestCardsThatAskTheTurnsHistoryToo",                                     // a Black Ops agenda scored in the Corp's last turn
	"Senatorial Field Trip": "onr/cards TestCardsThatAskTheTurnsHistoryToo, bso TestRarePrepsAtATableOfFour",    // Black Ice rezzed in the Runner's turn
	"Identity Donor":        "onr/cards TestPreventionCards, bso TestIdentityDonorAtATableOfFour",               // played only against meat damage in the Corp's turn
	"Hell's Run":            "onr/cards TestDecksAndChips",                                                      // a trace in the run it makes, with its bits for link unspent before
	"Bolt-Hole":             "onr/cards TestHiddenPreventionResources",                                          // meat damage prevented by a hidden resource: engaged in these 5000 games until Lisa Blight, Marcel DeSoleil and Social Engineering changed them (subs28)
	"Diplomatic Immunity":   "onr/cards TestClassBPrevention",                                                   // meat damage prevented: the same (subs28)
}

// TestRunIsDeterministic: the same seed gives the same report, whatever
// the number of workers, apart from its timing.
func TestRunIsDeterministic(t *testing.T) {
	run := func(workers int) *fuzz.Report {
		r, err := fuzz.Run(fuzz.Config{Ruleset: onr.Rules, Games: 24, Seed: 7, Workers: workers, LeakEvery: 5})
		if err != nil {
			t.Fatal(err)
		}
		r.Seconds, r.GamesPerSecond = 0, 0
		return r
	}
	if a, b := run(1), run(3); !reflect.DeepEqual(a, b) {
		t.Errorf("1 worker and 3 workers differ:\n%+v\n%+v", a, b)
	}
}
