package scenario_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/nsg/rulings"
	"github.com/datafort/datafort/nsg/scenario"
	shared "github.com/datafort/datafort/scenario"
)

// runModes runs the scenario at path in every rules mode it names and
// returns each mode's result.
func runModes(t *testing.T, path string) map[string]shared.Result {
	t.Helper()
	sc, err := shared.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	modes, results, err := scenario.RunModes(sc)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]shared.Result{}
	for i, m := range modes {
		out[m] = results[i]
	}
	return out
}

// checkPassed fails t for each mode whose run did not pass.
func checkPassed(t *testing.T, path string, results map[string]shared.Result) {
	t.Helper()
	for m, res := range results {
		if !res.Passed {
			t.Errorf("%s in %s fails:\n%s\nevents:\n\t%s", path, m, strings.Join(res.Failures, "\n"), strings.Join(res.Log, "\n\t"))
		}
	}
}

func TestScenariosSetUpAPosition(t *testing.T) {
	for _, tc := range []struct{ name, file string }{
		{"every setup key is the position the expectations read back, and the game goes on from it", "testdata/position.yaml"},
		{"the play-an-event action is offered for an event the Runner cannot afford under nsg-24.09", "testdata/sure-gamble-unaffordable.yaml"},
		{"used lists the installed cards with an ability used this turn", "testdata/used.yaml"},
		{"trace finds the events and timing marks in their order, checkpoints_between counts the checkpoints", "testdata/trace.yaml"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkPassed(t, tc.file, runModes(t, tc.file))
		})
	}
}

// TestNSGScenariosOfTheRepositoryInEveryMode runs every file under
// scenarios/nsg in each rules mode it names (the repository's scenario
// test, in onr/scenario, runs each in its first mode only).
func TestNSGScenariosOfTheRepositoryInEveryMode(t *testing.T) {
	paths, err := filepath.Glob("../../scenarios/nsg/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) { checkPassed(t, p, runModes(t, p)) })
	}
}

func TestAChangedExpectationFails(t *testing.T) {
	for _, tc := range []struct{ name, from, to, want, file string }{
		{"used: a card not used is not a used one", "used: [Patchwork]", "used: []", "expect used: expected [], got [Patchwork]", "testdata/used.yaml"},
		{"used: a card used is not an unused one", "used: []", "used: [Patchwork]", "expect used: expected [Patchwork], got []", "testdata/used.yaml"},
		{"runner.credits: a wrong count fails", "runner.credits: 3", "runner.credits: 4", "expect runner.credits: expected 4, got 3", ""},
		{"corp.hq: a wrong hand fails", "corp.hq: [Hedge Fund]", "corp.hq: [Palisade]", "expect corp.hq: expected [Palisade], got [Hedge Fund]", ""},
		{"runner.stack: the order of a deck matters", "runner.stack: [Mayfly, Cleaver]", "runner.stack: [Cleaver, Mayfly]", "expected [Cleaver, Mayfly], got [Mayfly, Cleaver]", ""},
		{"card: an unrezzed card is not a rezzed one", "{card: Palisade, server: HQ, rezzed: true}", "{card: Palisade, server: HQ, rezzed: false}", "expected Palisade installed in HQ, unrezzed", ""},
		{"server: an existing server is not a missing one", "server: {name: remote 1, exists: true}", "server: {name: remote 1, exists: false}", "expected remote 1 exists: false, got remote 1 exists: true", ""},
		{"trace: events out of their order fail", "        - the Runner plays Sure Gamble\n        - the Runner pays 5 credits", "        - the Runner pays 5 credits\n        - the Runner plays Sure Gamble", `no "the Runner plays Sure Gamble" after "the Runner pays 5 credits"`, "testdata/trace.yaml"},
		{"trace: a checkpoint that is not there fails", "        - the Runner plays Sure Gamble\n", "        - the Runner plays Sure Gamble\n        - checkpoint\n", `no "the Runner pays 5 credits" after "checkpoint"`, "testdata/trace.yaml"},
		{"trace: an event that did not happen fails", "- the Runner gains 9 credits", "- the Runner gains 10 credits", `no "the Runner gains 10 credits"`, "testdata/trace.yaml"},
		{"checkpoints_between: a wrong count fails", "count: 3}", "count: 2}", `expected 2 checkpoints between "the Runner plays Sure Gamble" and "the Runner gains 9 credits", got 3 checkpoints`, "testdata/trace.yaml"},
		{"corp.bad_publicity: the setup's bad publicity is read back", "corp.bad_publicity: 1", "corp.bad_publicity: 0", "expect corp.bad_publicity: expected 0, got 1", ""},
		{"runner.max_hand_size: core damage lowers it", "runner.max_hand_size: 4", "runner.max_hand_size: 5", "expect runner.max_hand_size: expected 5, got 4", ""},
		{"corp.points: a scored agenda's points count", "corp.points: 2", "corp.points: 0", "expect corp.points: expected 0, got 2", ""},
		{"winner: a game not over has no winner", "winner: none", "winner: corp", "expect winner: expected corp, got none", ""},
		{"turn: whose turn it is", "      turn: corp", "      turn: runner", "expect turn: expected runner, got corp", ""},
		{"corp.credits: the credits after a play are counted", "corp.credits: 11", "corp.credits: 12", "expected 12, got 11", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := tc.file
			if file == "" {
				file = "testdata/position.yaml"
			}
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			text := string(b)
			if !strings.Contains(text, tc.from) {
				t.Fatalf("%s has no %q", file, tc.from)
			}
			path := filepath.Join(t.TempDir(), "changed.yaml")
			if err := os.WriteFile(path, []byte(strings.Replace(text, tc.from, tc.to, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			for m, res := range runModes(t, path) {
				if res.Passed || !strings.Contains(strings.Join(res.Failures, "\n"), tc.want) {
					t.Errorf("%s: passed %v, failures %q; want a failure holding %q", m, res.Passed, res.Failures, tc.want)
				}
			}
		})
	}
}

func TestSetupErrorsNameTheirLine(t *testing.T) {
	for _, tc := range []struct{ name, file, want string }{
		{"a card not in the data is refused", "no-such-card.yaml", "no-such-card.yaml:7: \"Sure Gambol\" is not a card of the NSG data"},
		{"a card of the data not implemented is told apart", "not-implemented.yaml", "not-implemented.yaml:7: Femme Fatale is in the NSG data but not implemented yet"},
		{"a card of the other side is refused", "wrong-side.yaml", "wrong-side.yaml:7: Hedge Fund is a corp card, not the runner's"},
		{"an unknown rules mode is refused", "bad-mode.yaml", "bad-mode.yaml:3: modes: \"nsg-25.12\" is not a rules mode"},
		{"an unknown setup key is refused", "bad-key.yaml", "bad-key.yaml:6: unknown key \"bits\" in setup.runner"},
		{"ice in a server's root is refused", "ice-in-root.yaml", "ice-in-root.yaml:7: Palisade is ice"},
		{"checkpoints_between without its count is refused at its line", "bad-checkpoints.yaml", "bad-checkpoints.yaml:10: checkpoints_between: give from, to and count"},
		{"a rig entry hosted_on ice the setup does not install is refused at its line", "hosted-on-missing.yaml", "hosted-on-missing.yaml:7: hosted_on: no Magnet is installed in the setup"},
		{"an empty trace is refused at its line", "empty-trace.yaml", "empty-trace.yaml:10: trace: name at least one event"},
		{"a server that is no server is refused", "bad-server.yaml", "bad-server.yaml:7: \"fort 1\" is not a server"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join("testdata", "bad", tc.file)
			sc, err := shared.Load(path)
			if err == nil {
				res := sc.Run()
				if len(res.Failures) > 0 {
					err = errorString(res.Failures[0])
				}
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one holding %q", err, tc.want)
			}
		})
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

// TestTheLedgerComesFromTheScenarioResults builds the ledger of Rules
// Update 24.09 from the runs of the NSG-S files (those under
// scenarios/nsg, and those still waiting under nsg/rulings/testdata, as
// skipped runs when the builder refuses them), prints it (go test -v), and
// checks each ruling's status against the runs: fail when a run naming it
// failed or was skipped, else partial when a scenario mapped to it did not
// run, else pass; untested without runs.
func TestTheLedgerComesFromTheScenarioResults(t *testing.T) {
	files, err := shared.RunPaths("../../scenarios/nsg", "../rulings/testdata/scenarios")
	if err != nil {
		t.Fatal(err)
	}
	results, err := scenario.LedgerResults(files)
	if err != nil {
		t.Fatal(err)
	}
	l, err := rulings.Build(results)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range l.Rulings {
		t.Logf("%-11s %-9s %-45s %v", e.ID, e.Status, e.Topic, e.Checks)
	}
	t.Logf("rulings: %v; rules: %v", l.Totals, l.RuleTotals)
	for _, e := range l.Rulings {
		t.Run(e.ID+" has the status its runs give", func(t *testing.T) {
			want := rulings.Untested
			ran := false
			for _, r := range results {
				if !slices.Contains(r.Rulings, e.ID) {
					continue
				}
				if !ran {
					want, ran = rulings.Pass, true
				}
				if r.Outcome != rulings.Passed {
					want = rulings.Fail
				}
			}
			if want == rulings.Pass && len(e.Missing) > 0 {
				want = rulings.Partial
			}
			if e.Status != want {
				t.Errorf("status %s, want %s (checks %v, missing %v)", e.Status, want, e.Checks, e.Missing)
			}
		})
	}
	// TestEveryUncoveredRuleSaysWhatItWaitsFor, on the same runs: an
	// outcome rule of the digest's §§2–12 that no passing scenario checks
	// says in its note (nsg/rulings/rules.tsv) what it waits for, so that
	// "datafort rulings --game nsg --uncovered" tells it; one a scenario
	// checks says nothing (a stale reason).
	rs, err := rulings.Rules()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		if r.Scope != rulings.ScopeCore || r.Class != rulings.ClassOutcome {
			continue
		}
		uncovered := slices.ContainsFunc(l.Core.Uncovered, func(u rulings.Rule) bool { return u.ID == r.ID })
		switch {
		case uncovered && !strings.HasPrefix(r.Note, "waits for "):
			t.Errorf("%s: no passing scenario checks it, and its note %q does not say what it waits for (\"waits for …\")", r.Cite(), r.Note)
		case !uncovered && r.Note != "":
			t.Errorf("%s: a passing scenario checks it, yet its note says %q: drop it", r.Cite(), r.Note)
		}
	}
}

func TestLedgerResultsFollowTheRuns(t *testing.T) {
	b, err := os.ReadFile("../../scenarios/nsg/nsg-s01b-play-gate-does-not-check-cost.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, from, to string
		want           rulings.Outcome
	}{
		{"a file that passes in every mode is a passed result", "", "", rulings.Passed},
		{"a file with a changed expectation is a failed result, its failures named by mode", "offered:", "not_offered:", rulings.Failed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			text := strings.Replace(string(b), tc.from, tc.to, 1)
			if err := os.WriteFile(filepath.Join(dir, "s01b.yaml"), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			files, err := shared.RunPaths(dir)
			if err != nil {
				t.Fatal(err)
			}
			res, err := scenario.LedgerResults(files)
			if err != nil {
				t.Fatal(err)
			}
			if len(res) != 1 || res[0].Scenario != "NSG-S01" || res[0].Outcome != tc.want {
				t.Fatalf("results %+v, want one of NSG-S01 with outcome %s", res, tc.want)
			}
			if !slices.Contains(res[0].Rules, "rule_ncigs") {
				t.Errorf("rules %v, want the stable id rule_ncigs among them", res[0].Rules)
			}
			if tc.want == rulings.Failed && (len(res[0].Messages) == 0 || !strings.HasPrefix(res[0].Messages[0], "nsg-24.09: ")) {
				t.Errorf("messages %q, want the failure named by its mode", res[0].Messages)
			}
		})
	}
}

func TestARefusedFileIsASkippedRun(t *testing.T) {
	// NSG-S14a with a card not implemented in its setup: refused.
	b, err := os.ReadFile("../../scenarios/nsg/nsg-s14a-saci-on-magnet-rez.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(b), "rig: [{card: Saci, hosted_on: Magnet}]", "rig: [Femme Fatale]", 1)
	if text == string(b) {
		t.Fatal("NSG-S14a's rig line changed: update the test")
	}
	path := filepath.Join(t.TempDir(), "nsg-s14a.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	files, err := shared.RunPaths(path)
	if err != nil {
		t.Fatal(err)
	}
	res, err := scenario.LedgerResults(files)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 1 || res[0].Scenario != "NSG-S14" || res[0].Outcome != rulings.Skipped || !slices.Contains(res[0].Rulings, "RU24.09-15") {
		t.Fatalf("results %+v, want NSG-S14 skipped, naming RU24.09-15", res)
	}
}
