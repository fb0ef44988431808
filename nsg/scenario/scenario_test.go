package scenario_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	f, ok := sc.Part.(*scenario.File)
	if !ok {
		t.Fatalf("%s: game %q is not read by the nsg builder", path, sc.Game)
	}
	out := map[string]shared.Result{}
	for _, m := range f.RunModes() {
		f.Mode = m
		out[m] = sc.Run()
	}
	f.Mode = ""
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
	for _, tc := range []struct{ name, from, to, want string }{
		{"runner.credits: a wrong count fails", "runner.credits: 3", "runner.credits: 4", "expect runner.credits: expected 4, got 3"},
		{"corp.hq: a wrong hand fails", "corp.hq: [Hedge Fund]", "corp.hq: [Palisade]", "expect corp.hq: expected [Palisade], got [Hedge Fund]"},
		{"runner.stack: the order of a deck matters", "runner.stack: [Mayfly, Cleaver]", "runner.stack: [Cleaver, Mayfly]", "expected [Cleaver, Mayfly], got [Mayfly, Cleaver]"},
		{"card: an unrezzed card is not a rezzed one", "{card: Palisade, server: HQ, rezzed: true}", "{card: Palisade, server: HQ, rezzed: false}", "expected Palisade installed in HQ, unrezzed"},
		{"server: an existing server is not a missing one", "server: {name: remote 1, exists: true}", "server: {name: remote 1, exists: false}", "expected remote 1 exists: false, got remote 1 exists: true"},
		{"corp.credits: the credits after a play are counted", "corp.credits: 11", "corp.credits: 12", "expected 12, got 11"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := os.ReadFile("testdata/position.yaml")
			if err != nil {
				t.Fatal(err)
			}
			text := string(b)
			if !strings.Contains(text, tc.from) {
				t.Fatalf("position.yaml has no %q", tc.from)
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
		{"a card of the data not implemented is told apart", "not-implemented.yaml", "not-implemented.yaml:7: Steelskin Scarring is in the NSG data but not implemented yet"},
		{"a card of the other side is refused", "wrong-side.yaml", "wrong-side.yaml:7: Hedge Fund is a corp card, not the runner's"},
		{"an unknown rules mode is refused", "bad-mode.yaml", "bad-mode.yaml:3: modes: \"nsg-25.12\" is not a rules mode"},
		{"an unknown setup key is refused", "bad-key.yaml", "bad-key.yaml:6: unknown key \"bits\" in setup.runner"},
		{"ice in a server's root is refused", "ice-in-root.yaml", "ice-in-root.yaml:7: Palisade is ice"},
		{"an expectation the builder does not read yet is refused at its line", "pending-key.yaml", "pending-key.yaml:10: the expectation trace is proposed"},
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
