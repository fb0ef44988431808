package observe

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// The generic action space: option i of a Select decision is action i,
// number n of a Number decision is action GenericOptions+n.
const (
	// GenericOptions is the number of options of a decision Generic can
	// name.
	GenericOptions = 256
	// GenericNumbers is the number of answers to a Number decision
	// Generic can name: 0 to GenericNumbers-1.
	GenericNumbers = 256
)

// Generic is the encoder of games without one of their own: an id is an
// option's index in its decision, so ids are stable only within a decision
// (not across states), and there is no observation vector. It works for
// every game.
type Generic struct{}

// NumDistinctActions implements Encoder: GenericOptions + GenericNumbers.
func (Generic) NumDistinctActions() int { return GenericOptions + GenericNumbers }

// Actions implements Encoder: option i is id i; number n is id
// GenericOptions+n, numbers from GenericNumbers on left out.
func (Generic) Actions(_ ViewFunc, d engine.Decision) ([]int, error) {
	if d.Kind == engine.Number {
		var out []int
		for n := max(d.Min, 0); n <= d.Max && n < GenericNumbers; n++ {
			out = append(out, GenericOptions+n)
		}
		return out, nil
	}
	if len(d.Options) > GenericOptions {
		return nil, fmt.Errorf("agent: %d options, the generic encoder holds %d", len(d.Options), GenericOptions)
	}
	out := make([]int, len(d.Options))
	for i := range out {
		out[i] = i
	}
	return out, nil
}

// ActionName implements Encoder: "option I" or "number N".
func (Generic) ActionName(id int) string {
	if id >= GenericOptions {
		return fmt.Sprintf("number %d", id-GenericOptions)
	}
	return fmt.Sprintf("option %d", id)
}

// ObservationSize implements Encoder: 0, no observation vector.
func (Generic) ObservationSize() int { return 0 }

// Observe implements Encoder: there is nothing to write.
func (Generic) Observe(any, []float32) error { return nil }

// Layout implements Encoder: no fields.
func (Generic) Layout() []Field { return nil }
