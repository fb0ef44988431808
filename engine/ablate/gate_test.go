package ablate_test

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/datafort/datafort/engine/ablate"
)

const toyEnv = "ABLATE_TOY_WORKER"

// TestToyWorker is the worker of TestRunner: a change's path says what
// the "card's tests" do under it.
func TestToyWorker(t *testing.T) {
	var current string
	apply := func(s ablate.Spec) (func(), error) {
		if s.Path == "unknown" {
			return nil, os.ErrNotExist
		}
		current = s.Path
		return func() { current = "" }, nil
	}
	run := func(t *testing.T, card string) (failed []string) {
		switch current {
		case "panic":
			panic("the change crashes the card's tests")
		case "hang":
			time.Sleep(time.Hour)
		}
		var name string
		if !t.Run(card, func(t *testing.T) {
			name = t.Name()
			if current == "fail" {
				t.Error("the change is noticed")
			}
		}) {
			failed = append(failed, name)
		}
		return failed
	}
	ablate.Serve(t, toyEnv, apply, run)
}

func TestRunner(t *testing.T) {
	if os.Getenv(toyEnv) != "" {
		t.Skip("inside a worker")
	}
	specs := []ablate.Spec{
		{Card: "A", Ability: -1, Path: ablate.Base},
		{Card: "A", Ability: 0, Path: "fail", To: 1},
		{Card: "A", Ability: 0, Path: "pass", To: 1},
		{Card: "B", Ability: 0, Path: "panic", To: 1},
		{Card: "B", Ability: 1, Path: "fail", To: 1},
		{Card: "C", Ability: 0, Path: "unknown", To: 1},
		{Card: "C", Ability: 0, Path: "hang", To: 1},
		{Card: "C", Ability: 1, Path: "pass", To: 0},
	}
	want := []ablate.Result{ablate.Survived, ablate.Killed, ablate.Survived, ablate.Crashed, ablate.Killed, ablate.Broken, ablate.Hung, ablate.Survived}
	r := ablate.Runner{Worker: "TestToyWorker", Env: toyEnv, Procs: 2, Batch: 3, Stall: 2 * time.Second, TempDir: t.TempDir()}
	out, err := r.Run(context.Background(), specs)
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range out {
		name := o.Spec.String() + " is " + want[i].String()
		t.Run(name, func(t *testing.T) {
			if o.Spec != specs[i] || o.Result != want[i] {
				t.Errorf("%s: %s (%s), want %s", specs[i], o.Result, o.Detail, want[i])
			}
		})
	}
	t.Run("a killed change names the card's tests that failed under it", func(t *testing.T) {
		if o := out[1]; !strings.HasPrefix(o.Detail, "TestToyWorker/A") || strings.Contains(o.Detail, " ") {
			t.Errorf("%s: detail %q, want the one failed test TestToyWorker/A", o.Spec, o.Detail)
		}
		path := t.TempDir() + "/report.tsv"
		if err := ablate.WriteReport(path, out[:2]); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), "A|-|base\tsurvived\t\n") || !strings.Contains(string(b), "A|0|fail=1\tkilled\tTestToyWorker/A") {
			t.Errorf("report:\n%s", b)
		}
	})
	t.Run("a crash or a hang counts as a failing test; survived and broken do not", func(t *testing.T) {
		for r, kill := range map[ablate.Result]bool{ablate.Killed: true, ablate.Crashed: true, ablate.Hung: true, ablate.Survived: false, ablate.Broken: false} {
			if r.IsKill() != kill {
				t.Errorf("%s.IsKill() = %v", r, !kill)
			}
		}
	})
}
