package engine_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
)

// ablatingToy is the toy with ablation hooks: changes "a" and "b" of its
// one card, each logged as it is made and undone.
type ablatingToy struct {
	enginetest.Toy
	log *[]string
}

func (ablatingToy) Ablations(card string) ([]engine.Ablation, error) {
	if card != "card" {
		return nil, fmt.Errorf("no card %q", card)
	}
	return []engine.Ablation{{Name: "a", Text: "change a"}, {Name: "b", Text: "change b"}}, nil
}

func (t ablatingToy) Ablate(name string) (engine.Ablation, func(), error) {
	if name != "a" && name != "b" {
		return engine.Ablation{}, nil, fmt.Errorf("unknown change %q", name)
	}
	*t.log = append(*t.log, "make "+name)
	return engine.Ablation{Name: name, Text: "change " + name}, func() { *t.log = append(*t.log, "undo "+name) }, nil
}

func TestMakeAblations(t *testing.T) {
	for _, tc := range []struct {
		name    string
		hooks   bool
		names   []string
		wantErr string // "" for none
		noHooks bool   // the error is engine.ErrNoAblations
		log     []string
	}{
		{name: "the changes are made in order and undone in reverse", hooks: true, names: []string{"b", "a"},
			log: []string{"make b", "make a", "undo a", "undo b"}},
		{name: "an unknown change is an error naming it, and those made are undone", hooks: true, names: []string{"a", "nope", "b"},
			wantErr: `unknown change "nope"`, log: []string{"make a", "undo a"}},
		{name: "a game without hooks is refused", names: []string{"a"}, wantErr: "no ablation hooks", noHooks: true},
		{name: "no change needs no hooks", names: nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var log []string
			var rs engine.Ruleset = enginetest.Toy{}
			if tc.hooks {
				rs = ablatingToy{log: &log}
			}
			made, restore, err := engine.MakeAblations(rs, tc.names)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("MakeAblations: %v, want an error with %q", err, tc.wantErr)
				}
				if errors.Is(err, engine.ErrNoAblations) != tc.noHooks {
					t.Errorf("errors.Is(%v, ErrNoAblations) = %v", err, !tc.noHooks)
				}
			} else {
				if err != nil {
					t.Fatalf("MakeAblations: %v", err)
				}
				if len(made) != len(tc.names) {
					t.Errorf("made %v, want %d changes", made, len(tc.names))
				}
				for i, m := range made {
					if m.Name != tc.names[i] || m.Text != "change "+tc.names[i] {
						t.Errorf("made[%d] = %+v, want %q", i, m, tc.names[i])
					}
				}
				restore()
				restore() // a second call does nothing
			}
			if !slices.Equal(log, tc.log) {
				t.Errorf("log %q, want %q", log, tc.log)
			}
		})
	}
}

func TestMakeAblationsMakesOneSetAtATimeInTheProcess(t *testing.T) {
	var log []string
	rs := ablatingToy{log: &log}
	_, restore, err := engine.MakeAblations(rs, []string{"a"})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := engine.MakeAblations(rs, []string{"b"}); err == nil || !strings.Contains(err.Error(), "already made") {
		t.Errorf("a second set while the first is in place: %v, want refused", err)
	}
	restore()
	_, restore, err = engine.MakeAblations(rs, []string{"b"})
	if err != nil {
		t.Fatalf("a set after the first is undone: %v", err)
	}
	restore()
	if want := []string{"make a", "undo a", "make b", "undo b"}; !slices.Equal(log, want) {
		t.Errorf("log %q, want %q", log, want)
	}
}
