package onr

import "github.com/datafort/datafort/engine"

// Traces that succeed whatever was spent (trace-modifiers, ONR-12.3.2): a
// static ModTracesSucceed ability of a card the traced Runner controls
// ("all trace attempts are automatically successful, and give you a tag in
// addition to their other effects") makes every trace against him succeed
// at its comparison (TRACE-5), whatever the amounts and link, and gives
// him N tags besides the trace's own effects, owned by the Corp tracing.
// The amounts are still chosen, revealed and paid (ONR-12.1.2: bits spent
// are paid whether or not the trace succeeds).

// tracesSucceed returns the tags that traces against Runner seat give
// besides their effects; more than 0 means they all succeed.
func (s *State) tracesSucceed(seat engine.Seat) int32 {
	return s.statics(ModTracesSucceed, func(c int32, _ *Ability) bool { return s.controller(c) == seat })
}
