package observe_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
)

// fixed is a test encoder: Generic with an observation of n floats.
type fixed struct {
	observe.Generic
	n int
}

func (f fixed) ObservationSize() int { return f.n }

func TestRegistryFindsEncodersByRulesetName(t *testing.T) {
	observe.Register("observe-test-b", func() observe.Encoder { return fixed{n: 2} })
	observe.Register("observe-test-a", func() observe.Encoder { return fixed{n: 1} })
	t.Run("a registered game gets its own encoder", func(t *testing.T) {
		for name, n := range map[string]int{"observe-test-a": 1, "observe-test-b": 2} {
			if got := observe.For(name).ObservationSize(); got != n {
				t.Errorf("For(%q) observes %d floats, want %d", name, got, n)
			}
		}
	})
	t.Run("a game without one gets Generic", func(t *testing.T) {
		if _, ok := observe.For("observe-test-none").(observe.Generic); !ok {
			t.Errorf("For of an unregistered game is %T", observe.For("observe-test-none"))
		}
	})
	t.Run("Registered lists the games with one, sorted", func(t *testing.T) {
		got := observe.Registered()
		i, j := slices.Index(got, "observe-test-a"), slices.Index(got, "observe-test-b")
		if i < 0 || j < 0 || !slices.IsSorted(got) {
			t.Errorf("Registered() = %v", got)
		}
	})
	t.Run("a second encoder for a game panics", func(t *testing.T) {
		defer func() {
			if recover() == nil {
				t.Error("a second Register of observe-test-a did not panic")
			}
		}()
		observe.Register("observe-test-a", func() observe.Encoder { return fixed{} })
	})
}

func TestGenericNumbersOptionsAndAnswers(t *testing.T) {
	many := make([]engine.Option, observe.GenericOptions+1)
	for _, tc := range []struct {
		name    string
		d       engine.Decision
		want    []int
		wantErr bool
	}{
		{"option i is action i", engine.Decision{Kind: engine.Select, Options: make([]engine.Option, 3)}, []int{0, 1, 2}, false},
		{"number n is action GenericOptions+n", engine.Decision{Kind: engine.Number, Min: 2, Max: 4}, []int{258, 259, 260}, false},
		{"a negative minimum counts from 0", engine.Decision{Kind: engine.Number, Min: -3, Max: 1}, []int{256, 257}, false},
		{"numbers from GenericNumbers on are left out", engine.Decision{Kind: engine.Number, Min: 254, Max: 300}, []int{510, 511}, false},
		{"more options than the space holds are an error", engine.Decision{Kind: engine.Select, Options: many}, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := observe.Generic{}.Actions(nil, tc.d)
			if (err != nil) != tc.wantErr || !slices.Equal(got, tc.want) {
				t.Errorf("Actions = %v, %v; want %v (error %v)", got, err, tc.want, tc.wantErr)
			}
			for _, id := range got {
				if id < 0 || id >= (observe.Generic{}).NumDistinctActions() {
					t.Errorf("id %d outside [0, %d)", id, observe.Generic{}.NumDistinctActions())
				}
			}
		})
	}
}
