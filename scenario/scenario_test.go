package scenario_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine/enginetest" // the swift game and its builder
	"github.com/datafort/datafort/scenario"
)

func TestASwiftScenarioPlaysAtFourSeatsInTwoTeams(t *testing.T) {
	sc, err := scenario.Load("testdata/swift-2v2.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if sc.Game != enginetest.SwiftName || len(sc.Part.Table().Seats) != 4 {
		t.Fatalf("read game %q with %d seats, want swift with 4", sc.Game, len(sc.Part.Table().Seats))
	}
	res := sc.Run()
	if !res.Passed || res.Steps != len(sc.Steps) {
		t.Errorf("ran %d of %d steps; failures:\n%s\nevents:\n\t%s", res.Steps, len(sc.Steps), strings.Join(res.Failures, "\n"), strings.Join(res.Log, "\n\t"))
	}
}

func TestTheBuilderIsFoundByTheFilesGame(t *testing.T) {
	b, err := scenario.For(enginetest.SwiftName)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := b.(enginetest.Swift); !ok {
		t.Errorf("the builder of swift is a %T, want its Ruleset enginetest.Swift", b)
	}
	if _, err := scenario.For(enginetest.ToyName); err == nil {
		t.Errorf("a game without a builder (%s) has one", enginetest.ToyName)
	}
	if got := scenario.Games(); !slices.Equal(got, []string{enginetest.SwiftName}) {
		t.Errorf("games with a builder: %q, want only swift (the toy and nsg-toy have none)", got)
	}
}

func TestMistakesInAFileNameTheFileAndLine(t *testing.T) {
	tests := []struct{ file, err string }{
		{"unknown-game.yaml", `unknown-game.yaml:2: game must be swift, not "chess"`},
		{"no-game.yaml", `no-game.yaml: no scenario builder for game "onr"`},
		{"unknown-top-level-key.yaml", `unknown-top-level-key.yaml:3: unknown key "setpu" in the scenario (known keys: name, game, setup, steps)`},
		{"seat-not-at-table.yaml", `seat-not-at-table.yaml:5: unknown key "p4" in step 1 (known keys: p0, p1, p2, p3, number, pass_all, expect, note)`},
		{"two-actions.yaml", "two-actions.yaml:6: step 1 has both p0 and p1; write one per step"},
		{"nothing-to-do.yaml", "nothing-to-do.yaml:5: step 1 has nothing to do: use p0, p1, p2, number, pass_all or expect"},
		{"unknown-seat-in-expectation.yaml", `unknown-seat-in-expectation.yaml:6: options.seat must be a seat of this table (p0, p1, p2, p3), not "p5"`},
		{"unknown-seat-at-two.yaml", `unknown-seat-at-two.yaml:6: offered.seat must be p0 or p1, not "p3"`},
		{"unknown-expectation.yaml", `unknown-expectation.yaml:6: unknown expectation "p0.points" (known: SEAT.hand_size, SEAT.score, counter, fails, logged, not_logged, not_offered, offered, options, pending, read, team N.score, turn, view, winner)`},
		{"bad-option.yaml", `bad-option.yaml:4: swift: option seats: want 2 to 4, got "5"`},
		{"wrong-type.yaml", `wrong-type.yaml:6: p1.score must be a whole number, not the text "lots"`},
		{"yaml-syntax.yaml", "yaml-syntax.yaml:3: YAML syntax: did not find expected ',' or '}' (in the map or list that starts on this line)"},
		{"pass-all-false.yaml", "pass-all-false.yaml:5: pass_all: false does nothing; remove the step"},
		{"number-without-value.yaml", "number-without-value.yaml:5: number needs seat and value, e.g. number: {seat: p0, value: 3}"},
		{"fails-without-option.yaml", "fails-without-option.yaml:6: fails needs seat and one of option or number, e.g. fails: {seat: p0, option: pass}"},
		{"two-documents.yaml", "two-documents.yaml:6: a file holds one scenario; this is a second YAML document"},
		{"empty.yaml", "empty.yaml: the file is empty; a scenario needs name, setup and steps"},
		{"no-name.yaml", "no-name.yaml:1: the scenario has no name"},
		{"no-steps.yaml", "no-steps.yaml:1: the scenario has no steps"},
	}
	for _, tt := range tests {
		t.Run(strings.TrimSuffix(tt.file, ".yaml"), func(t *testing.T) {
			_, err := scenario.Load(filepath.Join("testdata", "mistakes", tt.file))
			want := filepath.Join("testdata", "mistakes", tt.err)
			if err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("error %v\nwant one starting %q", err, want)
			}
		})
	}
}

// TestFailuresNameTheLineTheStepAndTheValues: a false expectation is
// reported with what the game holds and the scenario goes on; a step that
// cannot be taken stops it.
func TestFailuresNameTheLineTheStepAndTheValues(t *testing.T) {
	sc, err := scenario.Load("testdata/swift-wrong.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res := sc.Run()
	want := []string{
		"testdata/swift-wrong.yaml:8: step 1: expect turn: expected p0, got p1",
		`testdata/swift-wrong.yaml:12: step 3 (p1 waits while the others answer the window): expect offered to p1: expected ["pass"], got options offered: []`,
		`testdata/swift-wrong.yaml:14: step 4, number 3: p2 is asked "Respond to p1's item 1, or pass", not for a number; options ["pass", "play 4", "activate"] [the 1 later steps were not run]`,
	}
	if res.Passed || !slices.Equal(res.Failures, want) {
		t.Errorf("failures:\n\t%s\nwant\n\t%s", strings.Join(res.Failures, "\n\t"), strings.Join(want, "\n\t"))
	}
	if res.Steps != 4 {
		t.Errorf("ran %d steps, want 4 (the number step stops the scenario)", res.Steps)
	}
}

// TestAChoiceAfterTheEndSaysWhoWon: without the game's own words
// (scenario.Outcomes), the runner says who won from engine.Result.
func TestAChoiceAfterTheEndSaysWhoWon(t *testing.T) {
	sc, err := scenario.Load("testdata/swift-over.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res := sc.Run()
	want := []string{`testdata/swift-over.yaml:12: step 4, p0: "pass": the game is over: p1 and p3 won (reached 4 points)`}
	if !slices.Equal(res.Failures, want) {
		t.Errorf("failures:\n\t%s\nwant\n\t%s", strings.Join(res.Failures, "\n\t"), strings.Join(want, "\n\t"))
	}
}
