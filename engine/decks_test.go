package engine_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
)

func TestShippedDecks(t *testing.T) {
	names := func(ds []engine.Deck) []string {
		var out []string
		for _, d := range ds {
			out = append(out, d.Name)
		}
		return out
	}
	for _, tc := range []struct {
		name string
		rs   engine.Ruleset
		role string
		want []string
	}{
		{"a role's decks are those shipped for it", enginetest.Toy{}, "alpha", []string{"alpha-3", "alpha-6"}},
		{"the other role's are not", enginetest.Toy{}, "beta", []string{"beta-3", "beta-6"}},
		{"a role without decks has none", enginetest.Toy{}, "gamma", nil},
		{"a ruleset that ships none has none", enginetest.Swift{}, "p0", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := names(engine.DecksFor(tc.rs, tc.role)); !slices.Equal(got, tc.want) {
				t.Errorf("DecksFor(%s, %q) = %v, want %v", tc.rs.Name(), tc.role, got, tc.want)
			}
		})
	}
	t.Run("a shipped deck is found by name and starts a game", func(t *testing.T) {
		d, ok := engine.FindDeck(enginetest.Toy{}, "beta-6")
		if !ok || d.Role != "beta" || d.Default {
			t.Fatalf("FindDeck(toy, beta-6) = %+v, %v", d, ok)
		}
		if _, err := (enginetest.Toy{}).New(engine.Setup{Decks: []string{"", d.Text}}); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("an unknown name is not found", func(t *testing.T) {
		if d, ok := engine.FindDeck(enginetest.Toy{}, "beta-7"); ok {
			t.Fatalf("FindDeck(toy, beta-7) = %+v", d)
		}
	})
}

func TestIsPlayable(t *testing.T) {
	for _, tc := range []struct {
		name string
		rs   engine.Ruleset
		want bool
	}{
		{"a ruleset that says yes is offered", enginetest.Swift{}, true},
		{"a ruleset that does not say is not", enginetest.Toy{}, false},
		{"nor is a toy that plays only in tests of the kernel", enginetest.NSGToy{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := engine.IsPlayable(tc.rs); got != tc.want {
				t.Errorf("IsPlayable(%s) = %v, want %v", tc.rs.Name(), got, tc.want)
			}
		})
	}
}
