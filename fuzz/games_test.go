package fuzz_test

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	_ "github.com/datafort/datafort/bso" // registers bso
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/fuzz"
	_ "github.com/datafort/datafort/neuroscape/cards"     // neuroscape's cards
	_ "github.com/datafort/datafort/neuroscape/heuristic" // registers neuroscape and its heuristic player
	_ "github.com/datafort/datafort/nsg/heuristic"        // registers nsg, its cards and its heuristic player
	"github.com/datafort/datafort/sim"
)

// TestGamesOtherThanONR: the loop fuzzes any registered game through its
// registration alone: the Big Sell-Out at 4 seats (ONR's every-card and
// subset decks for the Sponsors and the Agents, ONR's styles of play and
// engagement count, its own leak check: a leak-checked game of a thousand
// steps takes seconds, so one in 100)
// and the swift toy at 4 seats in two teams (its default decks, random
// play, no engagement count), NSG (its every-card and subset decks, in the
// casual format its FuzzOptions adds; its styles: the heuristic player
// seated on each side in turn; its own leak check; its engagement count)
// and Neuroscape (its every-card and subset decks, styles, leak check and
// count; at 4 seats in neuroscape/heuristic's TestFuzzWithTheHeuristicSeated). No game fails.
func TestGamesOtherThanONR(t *testing.T) {
	for _, tc := range []struct {
		name    string
		game    string
		options map[string]string
		games   int
		decks   map[string]int // games by deck kind
		leaks   int            // one game in leaks has its views and events checked
		checked bool           // … by the game's own leak check
		styles  int            // styles of play
		counted bool           // engagement counted
		wins    []string       // the winners' roles a game may have (each team's)
	}{
		{"bso at 4 seats plays every-card and subset decks in ONR's styles, counted", "bso", map[string]string{"players": "4"}, 200,
			map[string]int{fuzz.EveryCard: 100, fuzz.Subset: 100}, 100, true, 3, true, []string{"agent+sponsor"}},
		{"swift at 4 seats in two teams plays its default decks, not counted", enginetest.SwiftName, map[string]string{"seats": "4", "teams": "2v2"}, 400,
			map[string]int{fuzz.Default: 400}, 4, false, 1, false, []string{"p0+p2", "p1+p3", "draw"}},
		{"nsg plays every-card and subset decks randomly and with the heuristic player on each side, leak-checked, counted", "nsg", nil, 64,
			map[string]int{fuzz.EveryCard: 32, fuzz.Subset: 32}, 16, true, 3, true, []string{"corp", "runner"}},
		{"neuroscape plays every-card and subset decks in its styles, leak-checked, counted", "neuroscape", nil, 24,
			map[string]int{fuzz.EveryCard: 12, fuzz.Subset: 12}, 6, true, 3, true, []string{"p1", "p2", "draw"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() {
				tc.games /= 4
				for k := range tc.decks {
					tc.decks[k] /= 4
				}
			}
			rs, err := engine.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			r, err := fuzz.Run(fuzz.Config{Ruleset: rs, Options: tc.options, Games: tc.games, Seed: 1, Workers: 2, LeakEvery: tc.leaks})
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range r.Failures {
				t.Errorf("game %d seed %d: %s at step %d: %s", f.Game, f.Seed, f.Kind, f.Step, f.Error)
			}
			if r.Completed != tc.games || r.Failed != 0 {
				t.Errorf("%d of %d games completed, %d failed", r.Completed, tc.games, r.Failed)
			}
			if fmt.Sprint(r.Decks) != fmt.Sprint(tc.decks) || len(r.Styles) != tc.styles || r.Styles[fuzz.Random] < tc.games/tc.styles {
				t.Errorf("decks %v, want %v; styles %v, want %d of them, %s among them", r.Decks, tc.decks, r.Styles, tc.styles, fuzz.Random)
			}
			leaks := 0
			if tc.checked {
				leaks = (tc.games + tc.leaks - 1) / tc.leaks
			}
			if r.Leaks != leaks {
				t.Errorf("%d games checked for leaks, want %d", r.Leaks, leaks)
			}
			if r.Engagement != tc.counted || (len(r.Cards) > 0) != tc.counted || (len(r.Coverage) > 0) != tc.counted {
				t.Errorf("engagement %v with %d cards and %d abilities, want counted %v", r.Engagement, len(r.Cards), len(r.Coverage), tc.counted)
			}
			for w := range r.Wins {
				if !slices.Contains(tc.wins, w) {
					t.Errorf("wins %v: %q is not a team's roles (%v)", r.Wins, w, tc.wins)
				}
			}
			var text strings.Builder
			if err := r.WriteText(&text); err != nil || strings.Contains(text.String(), "engagement not counted") == tc.counted {
				t.Errorf("report text %q, %v", text.String(), err)
			}
			t.Logf("%s: %d games, %.0f games/s, wins %v", tc.game, tc.games, r.GamesPerSecond, r.Wins)
		})
	}
}

// TestRunNeedsARuleset: a configuration without a game is an error.
func TestRunNeedsARuleset(t *testing.T) {
	if _, err := fuzz.Run(fuzz.Config{Games: 1}); err == nil || !strings.Contains(err.Error(), "no ruleset") {
		t.Errorf("Run without a ruleset: %v", err)
	}
}

// TestFailuresCarryReplayableRecords: with a step limit too small for any
// game, every game fails as a timeout; the report keeps MaxRecords records,
// and each replays, in every game, to an unfinished position.
func TestFailuresCarryReplayableRecords(t *testing.T) {
	for _, tc := range []struct {
		game     string
		options  map[string]string
		maxSteps int // fewer than any game takes
	}{
		{"onr", nil, 20},
		{"bso", map[string]string{"players": "4"}, 20},
		{enginetest.SwiftName, map[string]string{"seats": "4", "teams": "2v2"}, 5},
		{"nsg", nil, 20}, // its records carry the format its FuzzOptions adds
		{"neuroscape", nil, 20},
	} {
		t.Run(tc.game, func(t *testing.T) {
			rs, err := engine.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			r, err := fuzz.Run(fuzz.Config{Ruleset: rs, Options: tc.options, Games: 6, Seed: 3, Workers: 2, MaxSteps: tc.maxSteps, MaxRecords: 4})
			if err != nil {
				t.Fatal(err)
			}
			if r.Failed != 6 || len(r.Failures) != 4 || r.Completed != 0 {
				t.Fatalf("failed %d, records %d, completed %d", r.Failed, len(r.Failures), r.Completed)
			}
			for i, f := range r.Failures {
				if f.Game != i || f.Kind != sim.KindTimeout || len(f.Record.Choices) != tc.maxSteps || f.Record.Ruleset != tc.game {
					t.Errorf("failure %+v", f)
					continue
				}
				g, err := engine.Replay(rs, f.Record)
				if err != nil {
					t.Fatalf("game %d: %v", f.Game, err)
				}
				if _, over := g.Result(); over {
					t.Errorf("game %d: the replay is over", f.Game)
				}
				if _, ok := g.(engine.Fingerprinter); ok && f.Record.Rules == nil {
					t.Errorf("game %d: the record has no rules fingerprint", f.Game)
				}
			}
		})
	}
}

// TestOtherGamesAreDeterministic: for bso and swift too, the same seed
// gives the same report whatever the number of workers, apart from its
// timing.
func TestOtherGamesAreDeterministic(t *testing.T) {
	for _, tc := range []struct {
		game    string
		options map[string]string
	}{
		{"bso", map[string]string{"players": "4"}},
		{enginetest.SwiftName, map[string]string{"seats": "4", "teams": "2v2"}},
	} {
		t.Run(tc.game, func(t *testing.T) {
			rs, err := engine.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			run := func(workers int) *fuzz.Report {
				r, err := fuzz.Run(fuzz.Config{Ruleset: rs, Options: tc.options, Games: 12, Seed: 7, Workers: workers})
				if err != nil {
					t.Fatal(err)
				}
				r.Seconds, r.GamesPerSecond = 0, 0
				return r
			}
			if a, b := run(1), run(3); !reflect.DeepEqual(a, b) {
				t.Errorf("1 worker and 3 workers differ:\n%+v\n%+v", a, b)
			}
		})
	}
}
