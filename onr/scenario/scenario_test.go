package scenario_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	_ "github.com/datafort/datafort/neuroscape/scenario" // the neuroscape builder, for the files under scenarios/neuroscape
	_ "github.com/datafort/datafort/nsg/scenario"        // the nsg builder, for the files under scenarios/nsg
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	"github.com/datafort/datafort/onr/rulings"
	"github.com/datafort/datafort/onr/scenario"
	shared "github.com/datafort/datafort/scenario"
)

// missingRunnerCard returns the title of a Runner card in the card data
// that the engine does not implement yet (with no comma, as a YAML flow
// list reads it), or "".
func missingRunnerCard() string {
	done := map[string]bool{}
	for _, title := range onr.Implemented() {
		done[title] = true
	}
	for _, c := range carddb.All() {
		if c.Side == carddb.Runner && !done[c.Title] && !strings.ContainsAny(c.Title, ",:[]{}'\"") {
			return c.Title
		}
	}
	return ""
}

// TestScenariosOfTheRepository runs every scenario under scenarios/, so that
// "go test ./..." checks them all.
func TestScenariosOfTheRepository(t *testing.T) {
	results, err := scenario.RunPaths("../../scenarios")
	if err != nil {
		t.Fatal(err)
	}
	if len(results) < 8 {
		t.Fatalf("found %d scenarios under ../../scenarios, want at least 8", len(results))
	}
	for _, fr := range results {
		t.Run(filepath.Base(fr.Path), func(t *testing.T) {
			if fr.Err != nil {
				t.Fatal(fr.Err)
			}
			if !fr.Result.Passed {
				t.Errorf("scenario %q fails:\n%s\nevents:\n\t%s\nposition:\n%s", fr.Result.Name,
					strings.Join(fr.Result.Failures, "\n"), strings.Join(fr.Result.Log, "\n\t"), fr.Result.Board)
			}
			if fr.Result.Steps != len(fr.Scenario.Steps) {
				t.Errorf("ran %d of %d steps", fr.Result.Steps, len(fr.Scenario.Steps))
			}
		})
	}
}

func run(t *testing.T, name, text string) shared.Result {
	t.Helper()
	sc, err := scenario.Parse(name, []byte(text))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return sc.Run()
}

func TestWrongExpectationsAreReported(t *testing.T) {
	sc, err := scenario.Load("testdata/wrong-expectation.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res := sc.Run()
	if res.Passed {
		t.Fatal("a scenario with wrong expectations passed")
	}
	// Each failure names the file and line, the step, the expectation, and
	// the expected and actual values; the right expectation of step 2
	// (runner.actions: 3) is not reported, and the scenario goes on after a
	// failed expectation.
	want := []string{
		"testdata/wrong-expectation.yaml:9: step 2: expect runner.bits: expected 9, got 6",
		"testdata/wrong-expectation.yaml:13: step 4: expect runner.rig: expected [Dwarf], got []",
		"testdata/wrong-expectation.yaml:14: step 4: expect strength of Wall of Static: expected 2, got not installed",
	}
	if !slices.Equal(res.Failures, want) {
		t.Errorf("failures:\n\t%s\nwant\n\t%s", strings.Join(res.Failures, "\n\t"), strings.Join(want, "\n\t"))
	}
	if res.Steps != 4 {
		t.Errorf("ran %d steps, want all 4", res.Steps)
	}
}

func TestAStepThatCannotBeTakenStopsTheScenario(t *testing.T) {
	sc, err := scenario.Load("testdata/step-not-offered.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res := sc.Run()
	if res.Passed || len(res.Failures) != 1 {
		t.Fatalf("passed %v, failures %q; want one failure", res.Passed, res.Failures)
	}
	f := res.Failures[0]
	for _, part := range []string{
		`testdata/step-not-offered.yaml:6: step 2, runner: "run on remote 1": the runner cannot choose "run on remote 1" now: not offered;`,
		`"Take an action" offers ["draw", "gain", "run on HQ", "run on R&D", "run on the Archives"]`,
		"[the 2 later steps were not run]",
	} {
		if !strings.Contains(f, part) {
			t.Errorf("failure %q lacks %q", f, part)
		}
	}
	if res.Steps != 2 {
		t.Errorf("ran %d steps, want 2", res.Steps)
	}
}

func TestMalformedFileNamesFileAndLine(t *testing.T) {
	_, err := scenario.Load("testdata/malformed.yaml")
	want := `testdata/malformed.yaml:7: unknown card "Dwarff" (did you mean "Dwarf"?)`
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

func TestMistakesInAFile(t *testing.T) {
	const head = "name: x\nsetup:\n  turn: runner\n"
	missing := missingRunnerCard() // "" once every Runner card is: the case is then left out
	tests := []struct {
		name, text, err string
	}{
		{"an unknown top-level key", "name: x\nsetpu: {}\nsteps: [{runner: gain}]\n",
			`x.yaml:2: unknown key "setpu" in the scenario (known keys: name, game, ruling, rulings, rules, setup, steps)`},
		{"a YAML syntax error", "name: x\nsetup: {turn: runner\nsteps: []\n", "x.yaml:2: YAML syntax: did not find expected ',' or '}' (in the map or list that starts on this line)"},
		{"a YAML indentation error", "name: x\nsetup:\n  turn: runner\n   seed: 3\n", "x.yaml:4: YAML syntax: mapping values are not allowed in this context"},
		{"a number that is text", head + "  runner: {bits: lots}\nsteps: [{runner: gain}]\n",
			`x.yaml:4: runner.bits must be a whole number, not the text "lots"`},
		{"a negative number", head + "  corp: {bits: -1}\nsteps: [{runner: gain}]\n", "x.yaml:4: corp.bits cannot be negative (-1)"},
		{"a card the engine does not implement", head + "  runner: {hand: [" + missing + "]}\nsteps: [{runner: gain}]\n",
			`x.yaml:4: card "` + missing + `" is not implemented yet`},
		{"a Corp card in the Runner's hand", head + "  runner:\n    hand:\n      - Dwarf\n      - Data Wall\nsteps: [{runner: gain}]\n",
			"x.yaml:7: Data Wall is a corp card; runner.hand holds runner cards"},
		{"ice listed as a card in a fort", head + "  forts:\n    - name: HQ\n      cards: [Wall of Static]\nsteps: [{runner: gain}]\n",
			"x.yaml:6: Wall of Static is ice; put it under ice:"},
		{"an agenda in a central fort", head + "  forts:\n    - name: R&D\n      cards: [Hostile Takeover]\nsteps: [{runner: gain}]\n",
			"x.yaml:6: Hostile Takeover is a agenda; agendas and nodes go in remote forts only (ONR-8.3.1)"},
		{"an unknown fort", head + "  forts:\n    - name: Remote Six\n      ice: [Data Wall]\nsteps: [{runner: gain}]\n",
			`x.yaml:5: unknown fort "Remote Six"`},
		{"an unknown key in a card entry", head + "  forts:\n    - name: HQ\n      ice: [{card: Data Wall, rezed: true}]\nsteps: [{runner: gain}]\n",
			`x.yaml:6: unknown key "rezed" in ice entry (known keys: card, rezzed, counters)`},
		{"a program hosted in a card that is not there", head + "  runner:\n    rig:\n      - {card: Dwarf, hosted_in: Imp}\nsteps: [{runner: gain}]\n",
			`x.yaml:6: hosted_in: "Imp" is not a card installed earlier in the rig`},
		{"a daemon over its capacity", head + "  runner:\n    rig:\n      - Imp\n      - {card: Dwarf, hosted_in: Imp}\n      - {card: Grubb, hosted_in: Imp}\n      - {card: Krash, hosted_in: Imp}\nsteps: [{runner: gain}]\n",
			"x.yaml:9: Imp can host 2 MU of programs; the programs hosted in it use 3"},
		{"bits on a card that never stores bits", head + "  runner:\n    rig: [{card: Access to Kiribati, bits: 2}]\nsteps: [{runner: gain}]\n",
			"x.yaml:5: Access to Kiribati never stores bits"},
		{"a rig over its memory", head + "  runner:\n    rig: [Dwarf, Grubb, Krash, Raptor, Loony Goon]\nsteps: [{runner: gain}]\n",
			"x.yaml:5: the programs in the rig use 5 MU but only 4 are available (ONR-8.7)"},
		{"a ruling id out of range", "name: x\nruling: [R600]\nsetup: {}\nsteps: [{runner: gain}]\n",
			`x.yaml:2: "R600" is not a ruling id: want R001 to R525`},
		{"a bad rules reference", "name: x\nrules: [11.6.2]\nsetup: {}\nsteps: [{runner: gain}]\n",
			`x.yaml:2: "11.6.2" is not a rules digest reference like ONR-11.6.2`},
		{"a step with two actions", head + "steps:\n  - runner: gain\n    corp: gain\n",
			"x.yaml:6: step 1 has both runner and corp; write one per step"},
		{"an unknown expectation", head + "steps:\n  - expect: {runner.money: 3}\n",
			`x.yaml:5: unknown expectation "runner.money" (known: `},
		{"an expectation of the wrong type", head + "steps:\n  - expect:\n      run_active: maybe\n",
			`x.yaml:6: run_active must be true or false, not the text "maybe"`},
		{"a virus counter of a card that is no virus", head + "  corp:\n    virus: {Dwarf: 1}\nsteps: [{runner: gain}]\n",
			"x.yaml:5: Dwarf is not a virus program"},
		{"an unknown card in an expectation", head + "steps:\n  - expect:\n      runner.trash: [Dwarf, Laser Whip]\n",
			`x.yaml:6: unknown card "Laser Whip"`},
		{"a fails expectation without an option", head + "steps:\n  - expect:\n      fails: {side: runner}\n",
			"x.yaml:6: fails needs side and one of option or number"},
		{"an unknown keyword", head + "steps:\n  - expect:\n      card:\n        - {card: Caryatid, keywords: [Wall]}\n        - {card: Caryatid, keywords: [Code Gat]}\n",
			`x.yaml:8: unknown keyword "Code Gat": keywords are the words of a card's keyword line`},
		{"keywords that are no list", head + "steps:\n  - expect:\n      card: {card: Caryatid, keywords: {Wall: 1}}\n",
			"x.yaml:6: keywords must be"},
		{"a negative subroutine count", head + "steps:\n  - expect:\n      card: {card: Caryatid, subroutines: -1}\n",
			"x.yaml:6: subroutines cannot be negative (-1)"},
		{"a subroutine count that is text", head + "steps:\n  - expect:\n      card: {card: Caryatid, subroutines: two}\n",
			`x.yaml:6: subroutines must be a whole number, not the text "two"`},
		{"an unknown card in the trash's order", head + "steps:\n  - expect:\n      runner.trash_order:\n        - Dwarf\n        - Laser Whip\n",
			`x.yaml:8: unknown card "Laser Whip"`},
		{"the Archives' order as a map", head + "steps:\n  - expect:\n      corp.archives_order: {face_up: [Day Shift]}\n",
			"x.yaml:6: corp.archives_order must be a list of card titles or a number of cards, not a map"},
		{"counters on a scored agenda that are text", head + "  corp:\n    scored: [{card: Corporate Boon, counters: four}]\nsteps: [{runner: gain}]\n",
			`x.yaml:5: counters must be a whole number, not the text "four"`},
		{"no name", "setup: {}\nsteps: [{runner: gain}]\n", "x.yaml:1: the scenario has no name"},
		{"no steps", "name: x\nsetup: {}\n", "x.yaml:1: the scenario has no steps"},
		{"two documents", "name: x\nsetup: {}\nsteps: [{runner: gain}]\n---\nname: y\n", "x.yaml:5: a file holds one scenario; this is a second YAML document"},
		{"an empty file", "", "x.yaml: the file is empty"},
	}
	for _, tt := range tests {
		if missing == "" && strings.Contains(tt.err, "not implemented yet") {
			continue
		}
		t.Run(tt.name, func(t *testing.T) {
			_, err := scenario.Parse("x.yaml", []byte(tt.text))
			if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
				t.Errorf("error %v\nwant one starting %q", err, tt.err)
			}
		})
	}
}

// TestPartialSetupDefaults checks what a setup leaves out: 5 bits each,
// empty hands and board, decks of five neutral filler cards, a full turn.
func TestPartialSetupDefaults(t *testing.T) {
	res := run(t, "defaults.yaml", `
name: defaults
setup: {}
steps:
  - expect:
      turn: corp
      corp.actions: 3
      corp.bits: 5
      runner.bits: 5
      corp.hq: []
      runner.hand: []
      corp.rd: [Data Wall, Data Wall, Data Wall, Data Wall, Data Wall]
      runner.deck: [Livewire's Contacts, Livewire's Contacts, Livewire's Contacts, Livewire's Contacts, Livewire's Contacts]
      runner.tags: 0
      corp.points: 0
      runner.mu: 4
      fort: [{name: HQ, ice: [], cards: []}, {name: remote 1, exists: false}]
      options: {side: corp, exactly: [draw, gain]}
      pending: corp
`)
	if !res.Passed {
		t.Errorf("%q", res.Failures)
	}
}

func TestSetupPlacesEveryZone(t *testing.T) {
	res := run(t, "zones.yaml", `
name: zones
setup:
  turn: runner
  actions: 2
  corp:
    bits: 1
    bad_publicity: 1
    virus: {Gremlins: 2, Butcher Boy: 1}
    hand: [Day Shift]
    deck: [Hostile Takeover]
    archives: {face_up: [Efficiency Experts], face_down: [Data Wall]}
    scored: [Tycho Extension]
  runner:
    bits: 12
    tags: 2
    brain: 1
    hand: [Dwarf]
    deck: []
    trash: [Score!]
    stolen: [Priority Requisition]
    rig:
      - Zetatech Mem Chip
      - Imp
      - {card: Krash, hosted_in: Imp}
  forts:
    - name: remote 2
      ice: [{card: Quandary, rezzed: true}, Data Wall]
      cards: [{card: Hostile Takeover, advancement: 2}, {card: Antiquated Interface Routines, rezzed: true}]
steps:
  - expect:
      turn: runner
      runner.actions: 2
      corp.bits: 1
      corp.hq: [Day Shift]
      corp.rd: [Hostile Takeover]
      corp.archives: [Efficiency Experts, Data Wall]
      corp.archives_face_up: [Efficiency Experts]
      corp.archives_face_down: [Data Wall]
      corp.scored: [Tycho Extension]
      corp.points: 4
      corp.bad_publicity: 1
      corp.virus: {Butcher Boy: 1, Gremlins: 2}
      # Every two Gremlins counters: Corp hand size -1.
      corp.max_hand_size: 4
      runner.bits: 12
      runner.tags: 2
      runner.brain: 1
      runner.max_hand_size: 4
      runner.hand: [Dwarf]
      runner.deck: 0
      runner.trash: [Score!]
      runner.stolen: [Priority Requisition]
      runner.points: 3
      runner.rig: [Zetatech Mem Chip, Imp, Krash]
      runner.mu: 6
      runner.mu_used: 1
      fort:
        - {name: remote 1, exists: false}
        - {name: remote 2, ice: [Quandary, Data Wall], cards: [Hostile Takeover, Antiquated Interface Routines]}
      card:
        - {card: Hostile Takeover, fort: remote 2, advancement: 2}
        - {card: Data Wall, rezzed: false}
        - {card: Antiquated Interface Routines, rezzed: true}
      # Quandary 2, +1 from the rezzed upgrade; Krash 0, -1 in Imp.
      strength: [{card: Quandary, value: 3}, {card: Krash, value: -1}]
      offered: {side: runner, option: run on remote 2}
      not_offered: {side: runner, option: run on remote 1}
`)
	if !res.Passed {
		t.Errorf("%s", strings.Join(res.Failures, "\n"))
	}
}

// TestExpectationsCanFail runs one false expectation of each kind and checks
// that each is reported with the value the game actually has.
func TestExpectationsCanFail(t *testing.T) {
	const setup = `
name: false
setup:
  turn: runner
  runner: {hand: [Dwarf], rig: [Grubb]}
  forts:
    - name: HQ
      ice: [{card: Wall of Static, rezzed: true}]
steps:
  - expect:
`
	tests := []struct{ expect, got string }{
		{"runner.bits: 4", "expected 4, got 5"},
		{"runner.hand_size: 2", "expected 2, got 1"},
		{"runner.hand: [Grubb]", "expected [Grubb], got [Dwarf]"},
		{"runner.hand: 0", "expected 0, got 1 [Dwarf]"},
		{"corp.rd: [Data Wall]", "got [Data Wall, Data Wall, Data Wall, Data Wall, Data Wall]"},
		{"strength: {card: Wall of Static, value: 3}", "expected 3, got 2"},
		{"strength: {card: Grubb, value: 1}", "expected 1, got 0"},
		{"card: {card: Wall of Static, rezzed: false}", "expected rezzed false, got rezzed true"},
		{"fort: {name: HQ, ice: []}", "expected ice [], got ice [Wall of Static]"},
		{"offered: {side: runner, option: run on remote 1}", `got options offered: ["draw", "gain", "run on HQ", "run on R&D", "run on the Archives"]`},
		{"not_offered: {side: runner, option: gain}", "expected [\"gain\"], got options offered"},
		{"options: {side: runner, exactly: [gain]}", "expected [\"gain\"], got [\"draw\", \"gain\""},
		{"fails: {side: runner, option: gain}", "expected rejected, got accepted"},
		{"fails: {side: runner, option: jack-out, error: out of range}", `got rejected: the runner cannot choose "jack-out" now: not offered`},
		{"winner: runner", "expected runner, got none"},
		{"reason: flatline", `expected "flatline", got ""`},
		{"run_active: true", "expected true, got false"},
		{"turn: corp", "expected corp, got runner"},
		{"pending: both", "expected both, got runner"},
		{"logged: Runner jacks out", `expected an event containing "Runner jacks out", got not logged`},
		{"corp.virus: {Gremlins: 1}", "expected {Gremlins: 1}, got {}"},
		{"corp.bad_publicity: 1", "expected 1, got 0"},
	}
	for _, tt := range tests {
		t.Run(tt.expect, func(t *testing.T) {
			res := run(t, "false.yaml", setup+"      "+tt.expect+"\n")
			if res.Passed || len(res.Failures) != 1 || !strings.Contains(res.Failures[0], tt.got) {
				t.Errorf("failures %q; want one containing %q", res.Failures, tt.got)
			}
		})
	}
}

// TestFailsLeavesTheGameAlone checks that trying a choice for a "fails"
// expectation does not play it.
func TestFailsLeavesTheGameAlone(t *testing.T) {
	res := run(t, "fails.yaml", `
name: fails
setup: {turn: runner}
steps:
  - expect:
      fails:
        - {side: corp, option: gain, error: "has no decision to make"}
        - {side: runner, number: 3, error: "not for a number"}
  - runner: gain
  - expect: {runner.bits: 6, runner.actions: 3}
`)
	if !res.Passed {
		t.Errorf("%q", res.Failures)
	}
}

// TestHiddenCardsMayBeNamed checks that an option naming a card hidden from
// its player may be written with the card's title, as a judge sees it, and
// that two hidden cards reading alike must be told apart.
func TestHiddenCardsMayBeNamed(t *testing.T) {
	const text = `
name: hidden
setup:
  turn: runner
  forts:
    - name: HQ
      cards: [Antiquated Interface Routines, Dieter Esslin]
steps:
  - runner: run on HQ
  - pass_all: true
  - runner: continue
  - pass_all: true
  - expect:
      options: {side: runner, exactly: [access Antiquated Interface Routines, access an unrezzed card]}
  - runner: %s
`
	res := run(t, "hidden.yaml", strings.Replace(text, "%s", "access Dieter Esslin", 1))
	if !res.Passed {
		t.Errorf("naming the hidden card: %q", res.Failures)
	}
	res = run(t, "hidden.yaml", strings.Replace(text, "%s", "access an unrezzed card", 1))
	want := `"access an unrezzed card" is ambiguous: it may mean "access Antiquated Interface Routines" or "access Dieter Esslin"; name the card`
	if res.Passed || len(res.Failures) != 1 || !strings.Contains(res.Failures[0], want) {
		t.Errorf("failures %q; want one containing %q", res.Failures, want)
	}
}

func TestNumberSteps(t *testing.T) {
	res := run(t, "number.yaml", `
name: numbers
setup:
  turn: runner
  forts:
    - name: HQ
      ice: [{card: Hunter, rezzed: true}]
steps:
  - runner: run on HQ
  - expect:
      pending: corp
      options: {side: corp, exactly: ["a number from 0 to 5"]}
  - number: {side: corp, value: 5}
  - expect: {runner.tags: 1, corp.bits: 0}
  - runner: jack-out
`)
	if !res.Passed {
		t.Errorf("%q", res.Failures)
	}
	res = run(t, "number.yaml", `
name: numbers
setup: {turn: runner}
steps:
  - runner_buys: 2
`)
	want := `number.yaml:5: step 1, runner_buys 2: the runner is asked "Take an action", not for a number`
	if res.Passed || len(res.Failures) != 1 || !strings.HasPrefix(res.Failures[0], want) {
		t.Errorf("failures %q; want one starting %q", res.Failures, want)
	}
}

func TestRunPaths(t *testing.T) {
	results, err := scenario.RunPaths("testdata")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, fr := range results {
		s := filepath.Base(fr.Path)
		switch {
		case fr.Err != nil:
			s += " unreadable"
		case fr.Result.Passed:
			s += " passes"
		default:
			s += " fails"
		}
		got = append(got, s)
	}
	want := []string{"judge-keys-wrong.yaml fails", "malformed.yaml unreadable", "step-not-offered.yaml fails", "wrong-expectation.yaml fails"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if _, err := scenario.RunPaths("testdata/no-such-file.yaml"); err == nil {
		t.Error("RunPaths of a missing file: no error")
	}
}

func TestRulingChecks(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a.yaml": "name: passes\nruling: [R229, R103]\nsetup: {}\nsteps: [{corp: gain}]\n",
		"b.yml":  "name: fails\nruling: R201\nsetup: {}\nsteps: [{expect: {corp.bits: 9}}]\n",
		"c.txt":  "not a scenario",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	results, err := scenario.RunPaths(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range scenario.RulingChecks(results) {
		if c.Kind != rulings.KindScenario || c.Duration <= 0 || (c.Outcome == rulings.Failed) != (len(c.Messages) > 0) {
			t.Errorf("%+v", c)
		}
		got = append(got, c.Name+" "+string(c.Outcome)+" "+strings.Join(c.Rulings, ","))
	}
	want := []string{"passes pass R229,R103", "fails fail R201"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestExpectationKeysAreDocumented keeps docs/scenarios.md in step with the
// expectations the runner accepts.
func TestExpectationKeysAreDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/scenarios.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range scenario.ExpectationKeys() {
		if !strings.Contains(string(doc), "`"+k+"`") {
			t.Errorf("docs/scenarios.md does not document the expectation `%s`", k)
		}
	}
}

func TestNotesLabelFailures(t *testing.T) {
	res := run(t, "note.yaml", `
name: notes
setup: {turn: runner}
steps:
  - runner: gain
  - expect: {runner.bits: 7}
    note: after one gain
`)
	want := "note.yaml:6: step 2 (after one gain): expect runner.bits: expected 7, got 6"
	if len(res.Failures) != 1 || res.Failures[0] != want {
		t.Errorf("failures %q, want %q", res.Failures, want)
	}
}

// TestMistakesInABSOFile checks that mistakes in a Big Sell-Out scenario
// name the file, the line and what is wrong.
func TestMistakesInABSOFile(t *testing.T) {
	const head = "name: x\ngame: bso\nsetup:\n  players: 4\n"
	tests := []struct {
		name, text, err string
	}{
		{"an unknown game", "name: x\ngame: chess\nsetup: {}\nsteps: [{corp: gain}]\n", `x.yaml:2: game must be onr, bso, neuroscape or nsg, not "chess"`},
		{"an odd number of players", "name: x\ngame: bso\nsetup:\n  players: 5\nsteps: [{sponsor 1: gain}]\n",
			`x.yaml:4: players must be 4, 6 or 8`},
		{"an unknown option", head + "  options: {trade-rate: 3}\nsteps: [{sponsor 1: gain}]\n",
			`x.yaml:5: unknown Big Sell-Out option "trade-rate"`},
		{"a seat the table does not have", head + "  agent 3: {bits: 1}\nsteps: [{sponsor 1: gain}]\n",
			`x.yaml:5: unknown key "agent 3" in setup (known keys: seed, players, options, turn, opening, actions, sponsor 1, agent 1, sponsor 2, agent 2)`},
		{"a step by a seat the table does not have", head + "steps:\n  - sponsor 3: gain\n",
			`x.yaml:6: unknown key "sponsor 3" in step 1`},
		{"a turn of a seat the table does not have", head + "  turn: runner\nsteps: [{sponsor 1: gain}]\n",
			`x.yaml:5: turn must be a seat of this table (sponsor 1, agent 1, sponsor 2, agent 2), not "runner"`},
		{"an agenda in the Agent fort", head + "  sponsor 1:\n    forts:\n      - name: Agent\n        cards: [Hostile Takeover]\nsteps: [{sponsor 1: gain}]\n",
			`x.yaml:8: Hostile Takeover is an agenda; agendas may not be installed in the Agent fort ("Teams and Seating")`},
		{"a fort of an Agent", head + "  agent 1:\n    forts: []\nsteps: [{sponsor 1: gain}]\n",
			`x.yaml:6: unknown key "forts" in agent 1 setup`},
		{"tags without their owner", head + "  agent 1: {tags: 2}\nsteps: [{sponsor 1: gain}]\n",
			`x.yaml:5: agent 1.tags: say who owns the tags, e.g. {agent 2: 1}`},
		{"a Runner card in a Sponsor's hand", head + "  sponsor 2: {hand: [Dwarf]}\nsteps: [{sponsor 1: gain}]\n",
			"x.yaml:5: Dwarf is a runner card; sponsor 2.hand holds corp cards"},
		{"an unknown section of the seed", "name: x\ngame: bso\nsections: [Runs, Auctions]\nsetup: {}\nsteps: [{sponsor 1: gain}]\n",
			`x.yaml:3: "Auctions" is not a section of the Big Sell-Out's seed`},
		{"a ruling id in a bso file", "name: x\ngame: bso\nruling: [R001]\nsetup: {}\nsteps: [{sponsor 1: gain}]\n",
			`x.yaml:3: unknown key "ruling" in the scenario (known keys: name, game, sections, rules, setup, steps)`},
		{"a fort named without its Sponsor", head + "steps:\n  - expect: {fort: {name: HQ, ice: []}}\n",
			`x.yaml:6: unknown fort "HQ": name a Sponsor's fort as the game does`},
		{"a field an Agent does not have", head + "steps:\n  - expect: {agent 1.bad_publicity: 0}\n",
			`x.yaml:6: unknown expectation "agent 1.bad_publicity"`},
		{"a team the table does not have", head + "steps:\n  - expect: {winner: team 3}\n",
			`x.yaml:6: winner must be a team (team 1 to team 2) or none, not "team 3"`},
		{"a view without a seat", head + "steps:\n  - expect: {view: {hides: [Dwarf]}}\n",
			"x.yaml:6: view needs seat and shows or hides"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := scenario.Parse("x.yaml", []byte(tt.text))
			if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
				t.Errorf("error %v\nwant one starting %q", err, tt.err)
			}
		})
	}
}

// TestBSOSetupPlacesEverySeat checks a Big Sell-Out setup: each seat's
// part where the file puts it, the others at their defaults.
func TestBSOSetupPlacesEverySeat(t *testing.T) {
	res := run(t, "bso.yaml", `
name: bso setup
game: bso
setup:
  players: 6
  options: {seating: split}
  turn: agent 3
  actions: 2
  sponsor 2:
    bits: 9
    hand: [Day Shift]
    deck: []
    scored: [Tycho Extension]
    forts:
      - name: Agent
        ice: [Data Wall]
        cards: [ESA Contract]
      - name: remote 2
        cards: [{card: Hostile Takeover, advancement: 2}]
  agent 3:
    bits: 1
    brain: 1
    hand: [Dwarf]
    rig: [Imp, {card: Krash, hosted_in: Imp}]
    stolen: [Priority Requisition]
    tags: {agent 1: 2, sponsor 2: 1}
steps:
  - expect:
      turn: agent 3
      agent 3.actions: 2
      sponsor 2.bits: 9
      sponsor 2.hq: [Day Shift]
      sponsor 2.rd: 0
      sponsor 2.points: 4
      team 2.points: 4
      team 3.points: 3
      sponsor 1.bits: 5
      sponsor 1.rd: [Data Wall, Data Wall, Data Wall, Data Wall, Data Wall]
      agent 1.deck: 5
      agent 3.bits: 1
      agent 3.brain: 1
      agent 3.hand: [Dwarf]
      agent 3.rig: [Imp, Krash]
      agent 3.tags: 3
      agent 3.tags_by: {agent 1: 2, sponsor 2: 1}
      agent 2.mu_used: 0        # ESA Contract in his Sponsor's Agent fort: rez cost 0
      fort:
        - {name: Sponsor 2's Agent, ice: [Data Wall], cards: [ESA Contract]}
        - {name: Sponsor 2's remote 1, exists: false}
        - {name: Sponsor 2's remote 2, cards: [Hostile Takeover]}
      card: {card: Hostile Takeover, fort: Sponsor 2's remote 2, advancement: 2}
      pending: agent 3
      eliminated: []
      winner: none
`)
	if !res.Passed {
		t.Errorf("%s", strings.Join(res.Failures, "\n"))
	}
	// A node of the Agent fort takes its rez cost in MU from the Agent's
	// memory ("Teams and Seating"): Remote Facility's 5 and Dwarf's 1 do
	// not fit 4.
	res = run(t, "mu.yaml", `
name: over memory
game: bso
setup:
  sponsor 1:
    forts: [{name: Agent, cards: [Remote Facility]}]
  agent 1:
    rig: [Dwarf]
steps:
  - expect: {agent 1.mu_used: 6}
`)
	want := "mu.yaml:8: Agent 1's programs and the nodes of his Agent fort use 6 MU but only 4 are available"
	if res.Passed || len(res.Failures) != 1 || !strings.HasPrefix(res.Failures[0], want) {
		t.Errorf("failures %q; want one starting %q", res.Failures, want)
	}
}

// TestBSOExpectationsCanFail runs one false expectation of each kind the
// Big Sell-Out adds and checks that each is reported with the value the
// game actually has.
func TestBSOExpectationsCanFail(t *testing.T) {
	const setup = `
name: false
game: bso
setup:
  players: 6
  turn: agent 2
  sponsor 1:
    scored: [Hostile Takeover]
    forts: [{name: Agent, ice: [Wall of Static]}]
  agent 3:
    tags: {agent 2: 1}
steps:
  - expect:
`
	tests := []struct{ expect, got string }{
		{"agent 2.bits: 4", "expect agent 2.bits: expected 4, got 5"},
		{"sponsor 1.hq: [Day Shift]", "expected [Day Shift], got []"},
		{"agent 3.tags_by: {sponsor 1: 1}", "expected {sponsor 1: 1}, got {agent 2: 1}"},
		{"team 1.points: 2", "expect team 1.points: expected 2, got 1"},
		{"team 2.out: true", "expected true, got false"},
		{"team 3.debt: 3", "expected 3, got 0"},
		{"eliminated: [team 2]", "expected [team 2], got []"},
		{"winner: team 1", "expected team 1, got none"},
		{"turn: sponsor 2", "expected sponsor 2, got agent 2"},
		{"pending: [agent 2, sponsor 1]", "expected [agent 2, sponsor 1], got [agent 2]"},
		{"pending: none", "expected [], got [agent 2]"},
		{"offered: {seat: agent 2, option: run on Sponsor 2's HQ}", `expect offered to Agent 2: expected ["run on Sponsor 2's HQ"], got options offered: ["draw", "gain"`},
		{"fort: {name: Sponsor 1's Agent, ice: []}", "expect fort Sponsor 1's Agent: expected ice [], got ice [Wall of Static]"},
		{"card: {card: Wall of Static, fort: Sponsor 1's Agent, rezzed: true}", "expected rezzed true, got rezzed false"},
		{"view: {seat: agent 1, shows: [Wall of Static]}", `expect the view of Agent 1: expected shows ["Wall of Static"], got does not show "Wall of Static"`},
		{"view: {seat: sponsor 1, hides: [Wall of Static]}", `expect the view of Sponsor 1: expected hides ["Wall of Static"], got shows "Wall of Static" in`},
		{"sponsor 1.archives_order: [Day Shift]", "expect sponsor 1.archives_order: expected [Day Shift], got []"},
		{"agent 2.trash_order: 1", "expect agent 2.trash_order (number of cards): expected 1, got 0 []"},
		{"card: {card: Hostile Takeover, counters: 1}", "expect card Hostile Takeover: expected counters 1, got counters 0"},
		{"card: {card: Wall of Static, fort: Sponsor 1's Agent, keywords: [Sentry], subroutines: 2}", "expected keywords [Sentry], subroutines 2, got keywords [Wall], subroutines 1"},
		{"read: {seat: agent 3, shows: [Agent 2 runs]}", `expect the events read by Agent 3: expected shows ["Agent 2 runs"], got does not show "Agent 2 runs"`},
	}
	for _, tt := range tests {
		t.Run(tt.expect, func(t *testing.T) {
			res := run(t, "false.yaml", setup+"      "+tt.expect+"\n")
			if res.Passed || len(res.Failures) != 1 || !strings.Contains(res.Failures[0], tt.got) {
				t.Errorf("failures %q; want one containing %q", res.Failures, tt.got)
			}
		})
	}
}

// TestJudgeKeysReportWrongValues checks the expectations a judge reads —
// a card's current keywords, its subroutine count outside an encounter,
// counters on an agenda in either score area, and the order of the trash
// and of the Archives — each reported at its line, with what the game
// shows, when wrong, and silent when right.
func TestJudgeKeysReportWrongValues(t *testing.T) {
	sc, err := scenario.Load("testdata/judge-keys-wrong.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res := sc.Run()
	const f = "testdata/judge-keys-wrong.yaml:"
	want := []string{
		f + "21: step 1: expect card Caryatid: expected keywords [Code Gate], got keywords [Wall]",
		f + "22: step 1: expect card Hunting Pack: expected keywords [Sentry], got keywords [Sentry, Bloodhound]",
		f + "23: step 1: expect card Hunting Pack: expected subroutines 0, got subroutines 1",
		f + "24: step 1: expect card Caryatid: expected subroutines 2, got subroutines 1",
		f + "25: step 1: expect card Corporate Boon: expected counters 4, got counters 3",
		f + "26: step 1: expect card Hostile Takeover: expected counters 0, got counters 1",
		f + "27: step 1: expect card Priority Requisition: expected counters 0, got not installed nor scored",
		f + "28: step 1: expect runner.trash_order: expected [Jack 'n' Joe, Score!], got [Score!, Jack 'n' Joe]",
		f + "29: step 1: expect corp.archives_order: expected [Scorched Earth, Day Shift], got [Day Shift, Scorched Earth]",
	}
	if !slices.Equal(res.Failures, want) {
		t.Errorf("failures:\n\t%s\nwant\n\t%s", strings.Join(res.Failures, "\n\t"), strings.Join(want, "\n\t"))
	}
}
