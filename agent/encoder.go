package agent

import (
	"fmt"
	"sort"
	"sync"

	"github.com/datafort/datafort/engine"
)

// Encoder gives one game its fixed action ids and its numeric observation.
// Action ids number the shapes of the game's options (a verb and its
// operands: which card, which target), not their places in a decision's
// list, so the same id means the same move in every state. Both are computed
// from the deciding seat's view alone.
type Encoder interface {
	// NumDistinctActions is the size of the action space: every id is in
	// [0, NumDistinctActions).
	NumDistinctActions() int
	// Actions returns the id of each option of Select decision d (in option
	// order), or of each number from d.Min to d.Max of a Number decision,
	// as seen from view, the view of d's seat. Ids within a decision are
	// distinct. Numbers the space cannot hold are left out (a shorter
	// list); an option it cannot hold is an error.
	Actions(view any, d engine.Decision) ([]int, error)
	// ActionName describes an action id without a state, e.g.
	// "rez installed[fort 2, card 0]".
	ActionName(id int) string
	// ObservationSize is the length of every observation vector.
	ObservationSize() int
	// Observe writes the numeric observation of view into out, which has
	// length ObservationSize.
	Observe(view any, out []float32) error
	// Layout describes the observation vector: its fields in order.
	Layout() []Field
}

// Field is a named run of an observation vector.
type Field struct {
	Name   string `json:"name"`
	Offset int    `json:"offset"`
	Size   int    `json:"size"`
	Doc    string `json:"doc,omitempty"`
}

var (
	encMu    sync.RWMutex
	encoders = map[string]func() Encoder{}
)

// RegisterEncoder makes the encoder built by f the one of the ruleset
// called game.
func RegisterEncoder(game string, f func() Encoder) {
	encMu.Lock()
	defer encMu.Unlock()
	if _, dup := encoders[game]; dup {
		panic("agent: RegisterEncoder called twice for " + game)
	}
	encoders[game] = f
}

// EncoderFor returns the encoder of game: its registered one, or else the
// generic encoder (option indexes as ids; no observation vector).
func EncoderFor(game string) Encoder {
	encMu.RLock()
	f, ok := encoders[game]
	encMu.RUnlock()
	if ok {
		return f()
	}
	return genericEncoder{}
}

// Encoders returns the names of the games with an encoder of their own.
func Encoders() []string {
	encMu.RLock()
	defer encMu.RUnlock()
	var out []string
	for k := range encoders {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Generic action space: option i of a Select decision is action i, number n
// of a Number decision is action genericOptions+n.
const (
	genericOptions = 256
	genericNumbers = 256
)

// genericEncoder serves games without an encoder of their own: ids are
// option indexes, so they are stable only within a decision.
type genericEncoder struct{}

func (genericEncoder) NumDistinctActions() int { return genericOptions + genericNumbers }

func (genericEncoder) Actions(_ any, d engine.Decision) ([]int, error) {
	if d.Kind == engine.Number {
		var out []int
		for n := max(d.Min, 0); n <= d.Max && n < genericNumbers; n++ {
			out = append(out, genericOptions+n)
		}
		return out, nil
	}
	if len(d.Options) > genericOptions {
		return nil, fmt.Errorf("agent: %d options, the generic encoder holds %d", len(d.Options), genericOptions)
	}
	out := make([]int, len(d.Options))
	for i := range out {
		out[i] = i
	}
	return out, nil
}

func (genericEncoder) ActionName(id int) string {
	if id >= genericOptions {
		return fmt.Sprintf("number %d", id-genericOptions)
	}
	return fmt.Sprintf("option %d", id)
}

func (genericEncoder) ObservationSize() int { return 0 }

func (genericEncoder) Observe(any, []float32) error { return nil }

func (genericEncoder) Layout() []Field { return nil }
