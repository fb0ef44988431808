package observe

import (
	"sort"
	"sync"
)

var (
	mu       sync.RWMutex
	encoders = map[string]func() Encoder{}
)

// Register makes the encoder built by f the one of the ruleset called game
// (its engine.Ruleset's Name). It is called from the init of the package
// that builds the encoder, and panics when game already has one, as
// engine.Register does for a ruleset.
func Register(game string, f func() Encoder) {
	mu.Lock()
	defer mu.Unlock()
	if f == nil {
		panic("observe: Register called with a nil encoder for " + game)
	}
	if _, dup := encoders[game]; dup {
		panic("observe: Register called twice for " + game)
	}
	encoders[game] = f
}

// For returns the encoder of game: its registered one, or else Generic.
func For(game string) Encoder {
	mu.RLock()
	f, ok := encoders[game]
	mu.RUnlock()
	if ok {
		return f()
	}
	return Generic{}
}

// Registered returns the names of the games with an encoder of their own,
// sorted.
func Registered() []string {
	mu.RLock()
	defer mu.RUnlock()
	out := make([]string, 0, len(encoders))
	for k := range encoders {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
