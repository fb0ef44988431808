package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/sim"
)

// TestCardsListsACardsChanges: "datafort cards --ablations TITLE" lists
// the changes of one card by the names sim --ablate takes.
func TestCardsListsACardsChanges(t *testing.T) {
	for _, tt := range []cmdTest{
		{name: "a known card's changes are listed by name, with what each does", args: []string{"cards", "--ablations", "Hammer"}, status: exitOK,
			stdout: []string{"Hammer|0|off\tability 0 (break) disabled\n", "Hammer|0|Cost.Bits=0\tability 0 (break) Cost.Bits 1→0\n", "Hammer|1|Cost.Bits=2\tability 1 (pump) Cost.Bits 1→2\n"}, noStderr: true},
		{name: "bso lists ONR's changes of the cards it plays", args: []string{"cards", "--game", "bso", "--ablations", "Wall of Static"}, status: exitOK,
			stdout: []string{"Wall of Static|0|off\tability 0 (subroutine) disabled\n"}, noStderr: true},
		{name: "nsg lists its cards' changes", args: []string{"cards", "--game", "nsg", "--ablations", "Cleaver"}, status: exitOK,
			stdout: []string{"Cleaver|0|off\tability 0 (break) disabled\n", "Cleaver|0|N=3\tability 0 (break) N 2→3\n", "Cleaver|1|Credits=1\tability 1 (boost) Credits 2→1\n"}, noStderr: true},
		{name: "an unknown card is a usage error naming it", args: []string{"cards", "--ablations", "Hamer"}, status: exitUsage,
			stderr: []string{`--ablations: ablations: "Hamer" is not defined`}},
		{name: "a game without hooks is a usage error", args: []string{"cards", "--game", "toy", "--ablations", "Hammer"}, status: exitUsage,
			stderr: []string{"--ablations: toy: the game cannot change its cards (it has no ablation hooks)"}},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
	t.Run("--json lists the changes as JSON, in order", func(t *testing.T) {
		status, out, errOut := datafort(t, "", "cards", "--ablations", "Hammer", "--json")
		if status != exitOK {
			t.Fatalf("status %d: %s", status, errOut)
		}
		var list []engine.Ablation
		if err := json.Unmarshal([]byte(out), &list); err != nil {
			t.Fatalf("%v:\n%s", err, out)
		}
		if len(list) < 2 || list[0] != (engine.Ablation{Name: "Hammer|0|off", Text: "ability 0 (break) disabled"}) {
			t.Errorf("list %+v", list)
		}
	})
}

// TestSimAblate: sim --ablate plays with the changes named, says so at the
// top of the report, and refuses what it cannot make.
func TestSimAblate(t *testing.T) {
	for _, tt := range []cmdTest{
		{name: "the report names the change made at its top", args: []string{"sim", "--games", "2", "--ablate", "Hammer|0|Cost.Bits=2"}, status: exitOK,
			stdout: []string{"game       onr\nseed       1\nablated    Hammer|0|Cost.Bits=2: ability 0 (break) Cost.Bits 1→2\nbots       corp=random, runner=random\ndecks      corp=corp-starter (default), runner=runner-starter (default)\ngames      2 "}, noStderr: true},
		{name: "each change made is named, in order", args: []string{"sim", "--games", "2", "--ablate", "Hammer|1|off", "--ablate", "Wall of Static|0|off"}, status: exitOK,
			stdout: []string{"ablated    Hammer|1|off: ability 1 (pump) disabled\n           Wall of Static|0|off: ability 0 (subroutine) disabled\n"}, noStderr: true},
		{name: "bso plays ONR's cards changed", args: []string{"sim", "--game", "bso", "--games", "2", "--ablate", "Wall of Static|0|off"}, status: exitOK,
			stdout: []string{"ablated    Wall of Static|0|off: "}, noStderr: true},
		{name: "an unknown change is a usage error naming it", args: []string{"sim", "--games", "2", "--ablate", "Hammer|0|Cost.Bits=7"}, status: exitUsage,
			stderr: []string{`--ablate: onr: unknown change "Hammer|0|Cost.Bits=7": not one of Hammer's changes`}},
		{name: "a change of an unknown card is a usage error naming it", args: []string{"sim", "--games", "2", "--ablate", "Hamer|0|off"}, status: exitUsage,
			stderr: []string{`unknown change "Hamer|0|off": no card is titled "Hamer"`}},
		{name: "two changes of one card at once are refused", args: []string{"sim", "--games", "2", "--ablate", "Hammer|0|off", "--ablate", "Hammer|1|off"}, status: exitUsage,
			stderr: []string{`change "Hammer|1|off": Hammer is already changed`}},
		{name: "a game without hooks refuses --ablate", args: []string{"sim", "--game", "toy", "--games", "2", "--ablate", "Hammer|0|off"}, status: exitUsage,
			stderr: []string{"--ablate: toy: the game cannot change its cards (it has no ablation hooks)"}},
		{name: "a game that does not count engagement refuses --engagement", args: []string{"sim", "--game", "toy", "--games", "2", "--engagement"}, status: exitUsage,
			stderr: []string{"--engagement: toy does not count engagement"}},
		{name: "--engagement reports the cards engaged", args: []string{"sim", "--games", "2", "--engagement"}, status: exitOK,
			stdout: []string{"engaged    ", " implemented cards (the JSON report lists the ", "abilities  ", "took effect"}, noStderr: true},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}

// TestSimAblationChangesTheEngagementOfTheCard: a simulation with Wall of
// Static's only ability (a subroutine that ends the run) disabled counts
// it taking effect never, the same simulation without the change counts it
// (and so the change is undone after the run); the default report has no
// field of either.
func TestSimAblationChangesTheEngagementOfTheCard(t *testing.T) {
	const name = "Wall of Static|0|off"
	simJSON := func(t *testing.T, args ...string) (sim.Report, map[string]json.RawMessage) {
		t.Helper()
		args = append([]string{"sim", "--games", "100", "--seed", "3", "--json"}, args...)
		status, out, errOut := datafort(t, "", args...)
		if status != exitOK {
			t.Fatalf("datafort %s: status %d: %s", strings.Join(args, " "), status, errOut)
		}
		var r sim.Report
		var fields map[string]json.RawMessage
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(out), &fields); err != nil {
			t.Fatal(err)
		}
		return r, fields
	}
	took := func(t *testing.T, r sim.Report) int64 {
		t.Helper()
		if r.Engagement == nil {
			t.Fatal("no engagement in the report")
		}
		for _, a := range r.Engagement.Abilities {
			if a.Title == "Wall of Static" && a.Ability == 0 {
				return a.Took
			}
		}
		t.Fatal("no count of Wall of Static's ability 0")
		return 0
	}
	for _, tc := range []struct {
		name      string
		args      []string
		ablations []engine.Ablation
		tookNone  bool
	}{
		{name: "with the subroutine disabled it never took effect", args: []string{"--engagement", "--ablate", name},
			ablations: []engine.Ablation{{Name: name, Text: "ability 0 (subroutine) disabled"}}, tookNone: true},
		{name: "without the change (undone after the run before) it took effect", args: []string{"--engagement"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, _ := simJSON(t, tc.args...)
			if n := took(t, r); (n == 0) != tc.tookNone {
				t.Errorf("Wall of Static's subroutine took effect %d times", n)
			}
			if len(r.Ablations) != len(tc.ablations) || (len(tc.ablations) > 0 && r.Ablations[0] != tc.ablations[0]) {
				t.Errorf("ablations %+v, want %+v", r.Ablations, tc.ablations)
			}
			if r.Engagement.Cards["Wall of Static"] == 0 {
				t.Errorf("Wall of Static was never engaged: the test's decks lack it")
			}
		})
	}
	t.Run("the default report has neither field", func(t *testing.T) {
		_, fields := simJSON(t)
		for _, f := range []string{"ablations", "engagement"} {
			if _, ok := fields[f]; ok {
				t.Errorf("the default report has %q", f)
			}
		}
	})
}
