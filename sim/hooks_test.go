package sim_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/sim"
)

// hookedToy is the toy with ablation hooks (change "x" of its card "card")
// and an engagement count of fixed numbers; what is made, undone, turned
// on and off is logged.
type hookedToy struct {
	enginetest.Toy
	log *[]string
}

func (hookedToy) Ablations(string) ([]engine.Ablation, error) {
	return []engine.Ablation{{Name: "x", Text: "change x"}}, nil
}

func (h hookedToy) Ablate(name string) (engine.Ablation, func(), error) {
	if name != "x" {
		return engine.Ablation{}, nil, fmt.Errorf("unknown change %q", name)
	}
	*h.log = append(*h.log, "make x")
	return engine.Ablation{Name: "x", Text: "change x"}, func() { *h.log = append(*h.log, "undo x") }, nil
}

func (h hookedToy) CountEngagement() (engine.EngagementCount, error) {
	*h.log = append(*h.log, "count")
	return toyCount{h.log}, nil
}

type toyCount struct{ log *[]string }

func (toyCount) Abilities() []engine.AbilityCount {
	return []engine.AbilityCount{{Title: "card", Ability: 0, Kind: "play", Took: 3}, {Title: "other", Ability: 0, Kind: "static", Label: "a rule", Took: 0}}
}
func (toyCount) Cards() map[string]int64 {
	return map[string]int64{"card": 5, "other": 0, "another": 0}
}
func (toyCount) NeverUsed() []string { return []string{"other: static"} }
func (c toyCount) Stop()             { *c.log = append(*c.log, "stop") }

func TestRunMakesTheChangesNamedForTheRun(t *testing.T) {
	for _, tc := range []struct {
		name       string
		hooks      bool
		ablate     []string
		engagement bool
		wantErr    string // "" for none
		ablateErr  bool   // the error is sim.ErrAblate
		log        []string
		ablations  []engine.Ablation
	}{
		{name: "the changes are made before the count is on and undone after it is off", hooks: true, ablate: []string{"x"}, engagement: true,
			log: []string{"make x", "count", "stop", "undo x"}, ablations: []engine.Ablation{{Name: "x", Text: "change x"}}},
		{name: "no count is turned on unless asked", hooks: true, ablate: []string{"x"},
			log: []string{"make x", "undo x"}, ablations: []engine.Ablation{{Name: "x", Text: "change x"}}},
		{name: "an unknown change is an --ablate error naming it", hooks: true, ablate: []string{"y"},
			wantErr: `--ablate: toy: unknown change "y"`, ablateErr: true},
		{name: "a game without hooks refuses changes", ablate: []string{"x"},
			wantErr: "--ablate: toy: the game cannot change its cards", ablateErr: true},
		{name: "a game without a count refuses to count engagement", engagement: true,
			wantErr: "sim: toy does not count engagement"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var log []string
			var rs engine.Ruleset = enginetest.Toy{}
			if tc.hooks {
				rs = hookedToy{log: &log}
			}
			r, err := sim.Run(sim.Config{Ruleset: rs, Games: 20, Seed: 1, Workers: 2, Ablate: tc.ablate, Engagement: tc.engagement})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("Run: %v, want an error with %q", err, tc.wantErr)
				}
				if errors.Is(err, sim.ErrAblate) != tc.ablateErr {
					t.Errorf("errors.Is(%v, ErrAblate) = %v", err, !tc.ablateErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			if !slices.Equal(log, tc.log) {
				t.Errorf("log %q, want %q", log, tc.log)
			}
			if !slices.Equal(r.Ablations, tc.ablations) {
				t.Errorf("report's ablations %+v, want %+v", r.Ablations, tc.ablations)
			}
			if (r.Engagement != nil) != tc.engagement {
				t.Errorf("report's engagement %+v, asked: %v", r.Engagement, tc.engagement)
			}
		})
	}
}

func TestRunReportsTheEngagementCounted(t *testing.T) {
	var log []string
	r := run(t, sim.Config{Ruleset: hookedToy{log: &log}, Games: 20, Seed: 1, Engagement: true})
	e := r.Engagement
	if e == nil {
		t.Fatal("no engagement reported")
	}
	if e.Cards["card"] != 5 || len(e.Cards) != 3 {
		t.Errorf("cards %v", e.Cards)
	}
	if len(e.Abilities) != 2 || e.Abilities[0].Took != 3 {
		t.Errorf("abilities %+v", e.Abilities)
	}
	if want := []string{"another", "other"}; !slices.Equal(e.NeverEngaged, want) {
		t.Errorf("never engaged %q, want %q (the cards counted 0, sorted)", e.NeverEngaged, want)
	}
	if want := []string{"other: static"}; !slices.Equal(e.NeverUsed, want) {
		t.Errorf("never used %q, want %q", e.NeverUsed, want)
	}
}

// TestWriteTextWithHooks: the changes are named at the top of the text
// report, and the engagement counted follows the failures, before the
// timing.
func TestWriteTextWithHooks(t *testing.T) {
	var log []string
	r := run(t, sim.Config{Ruleset: hookedToy{log: &log}, Games: 20, Seed: 1, Ablate: []string{"x"}, Engagement: true})
	var buf bytes.Buffer
	if err := r.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	fixed, _, _ := strings.Cut(buf.String(), "\n\n")
	path := filepath.Join("testdata", "toy-hooks.golden")
	if *update {
		if err := os.WriteFile(path, []byte(fixed+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if fixed+"\n" != string(want) {
		t.Errorf("report:\n%s\nwant (%s; go test -update to rewrite):\n%s", fixed, path, want)
	}
}
