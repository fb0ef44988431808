package cardkit

import (
	"maps"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestSavedRulesHeader: a save's header gives back the rules it was
// written with and the state after it, a save without the header names no
// rules and is its state whole, and a header cut short is refused.
func TestSavedRulesHeader(t *testing.T) {
	h := SavedRules{Magic: []byte("DFTR")}
	want := engine.Rules{Version: "toy-1+mode", Cards: map[string]string{"a": "0123", "b": "4567"}}
	e := h.Encoder(want, nil)
	save := append(e.B, 7, 8, 9)
	t.Run("the rules written come back, then the state", func(t *testing.T) {
		got, state, err := h.Split(save, nil)
		if err != nil || got.Version != want.Version || !maps.Equal(got.Cards, want.Cards) || string(state) != "\x07\x08\x09" {
			t.Fatalf("got %+v, state %v, err %v", got, state, err)
		}
	})
	t.Run("a save without the header names no rules and is its state", func(t *testing.T) {
		got, state, err := h.Split([]byte{3, 1, 2}, nil)
		if err != nil || got.Version != "" || got.Cards != nil || len(state) != 3 {
			t.Fatalf("got %+v, state %v, err %v", got, state, err)
		}
	})
	t.Run("a header cut short is refused", func(t *testing.T) {
		if _, _, err := h.Split(save[:len(h.Magic)+3], nil); err == nil {
			t.Fatal("a truncated header was read")
		}
	})
}
