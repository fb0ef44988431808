package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
	"github.com/datafort/datafort/onr/rulings/checks"
)

// withChecks makes "datafort rulings" run the registered checks plus
// extra, for the duration of the test.
func withChecks(t *testing.T, extra ...checks.Check) {
	t.Helper()
	saved := rulingChecks
	rulingChecks = func() []checks.Check { return append(checks.All(), extra...) }
	t.Cleanup(func() { rulingChecks = saved })
}

// TestRulingsFailsWhenACheckFails: the ledger runs its checks, so a check
// that fails now is reported as fail, with what it reported, and the
// command exits non-zero — however the check is named.
func TestRulingsFailsWhenACheckFails(t *testing.T) {
	withChecks(t,
		checks.Check{Rulings: []string{"R016"}, Name: "a trace of 0 against link 0 fails (deliberately wrong)", Run: func(t onrtest.TB) {
			x := onrtest.New(t, 1)
			x.Ready()
			if x.Corp().Bits != 1000 {
				t.Errorf("the Corp has %d bits, want 1000", x.Corp().Bits)
			}
		}},
		checks.Check{Rulings: []string{"R300"}, Name: "not done yet", Run: func(t onrtest.TB) { t.Skip("waits for a card") }},
		checks.Check{Rules: []string{"ONR-17.2"}, Name: "empty R&D, deliberately wrong", Run: func(t onrtest.TB) { t.Errorf("the Corp plays on") }},
		checks.Check{Rulings: []string{"R301"}, Name: "panics", Run: func(t onrtest.TB) {
			var p *onr.Player
			_ = p.Bits
		}},
	)
	status, out, errOut := datafort(t, "", "rulings", "--scenarios", "../../scenarios")
	if status != exitFailure {
		t.Errorf("exit status %d, want %d", status, exitFailure)
	}
	for _, want := range []string{
		"R016", "fail", "a trace of 0 against link 0 fails (deliberately wrong) FAILS", "the Corp has 5 bits, want 1000",
		"R300", "not done yet (skipped", "waits for a card",
		"R301", "panics FAILS", "nil pointer",
		"3 fail,", "3 failed, 1 skipped",
		"ONR-17.2", "empty R&D, deliberately wrong FAILS",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q", want)
		}
	}
	if !strings.Contains(errOut, "3 rulings fail, 5 rules fail") { // ONR-17.2; ONR-1.3 (see ONR-17.2), ONR-11.5.5 (see R301), ONR-12.1.5 and ONR-12.2.5 (see R016)
		t.Errorf("stderr %q", errOut)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "R016 ") && !strings.Contains(line, " fail ") {
			t.Errorf("R016 passes beside a failing check: %s", line)
		}
	}

	status, out, _ = datafort(t, "", "rulings", "--json", "--status", "fail", "--scenarios", "../../scenarios")
	var r struct {
		Rulings []struct {
			ID     string
			Status string
			Checks []struct {
				Label    string
				Outcome  string
				Messages []string
			}
		}
		Totals     map[string]int
		Rules      []struct{ ID, Status string }
		RuleTotals map[string]int `json:"rule_totals"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if status != exitFailure || len(r.Rulings) != 3 || r.Totals["fail"] != 3 {
		t.Fatalf("--json: status %d, %d failing rulings listed, totals %v", status, len(r.Rulings), r.Totals)
	}
	if len(r.Rules) != 5 || r.RuleTotals["fail"] != 5 || r.Rules[0].ID != "ONR-1.3" {
		t.Fatalf("--json: %d failing rules listed (%v), totals %v; want 5, ONR-1.3 first", len(r.Rules), r.Rules, r.RuleTotals)
	}
}

func TestRulingsPassesAndTimesEveryCheck(t *testing.T) {
	status, out, errOut := datafort(t, "", "rulings", "-v", "--scenarios", "../../scenarios")
	if status != exitOK {
		t.Fatalf("status %d: %s", status, errOut)
	}
	for _, want := range []string{"R001", "ms  check R001", "0 fail,", "0 failed, 0 skipped", "scenario ",
		"ONR-17.1", "ms  check ONR-17.1", "271 rules of onr-rules.md:", "definition"} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q", want)
		}
	}
}
