package engine

import (
	"fmt"
	"sort"
	"sync"
)

// Record is everything needed to replay a game: the ruleset, the setup and
// every choice in order. Hashes, when present, hold the state hash after each
// choice, so that a replay can prove it re-created the same game.
type Record struct {
	Ruleset string     `json:"ruleset"`
	Setup   Setup      `json:"setup"`
	Choices []Choice   `json:"choices"`
	Hashes  [][32]byte `json:"hashes,omitempty"`
}

// Replay re-creates a game from its record. If the record has hashes, each
// state is checked against them and the first mismatch is an error.
func Replay(rs Ruleset, rec Record) (Game, error) {
	g, err := rs.New(rec.Setup)
	if err != nil {
		return nil, fmt.Errorf("replay: new game: %w", err)
	}
	for i, c := range rec.Choices {
		if _, err := g.Apply(c); err != nil {
			return g, fmt.Errorf("replay: choice %d: %w", i, err)
		}
		if i < len(rec.Hashes) {
			h, err := Hash(g)
			if err != nil {
				return g, fmt.Errorf("replay: choice %d: hash: %w", i, err)
			}
			if h != rec.Hashes[i] {
				return g, fmt.Errorf("replay: choice %d: state hash %x, record has %x", i, h[:8], rec.Hashes[i][:8])
			}
		}
	}
	return g, nil
}

var (
	registryMu sync.RWMutex
	registry   = map[string]Ruleset{}
)

// Register makes a ruleset available by name. It panics if the name is taken,
// as database/sql does for drivers; rules packages call it from init.
func Register(rs Ruleset) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[rs.Name()]; dup {
		panic("engine: Register called twice for ruleset " + rs.Name())
	}
	registry[rs.Name()] = rs
}

// Lookup returns the registered ruleset with the given name.
func Lookup(name string) (Ruleset, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	rs, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %v)", name, namesLocked())
	}
	return rs, nil
}

// Rulesets returns the names of all registered rulesets, sorted.
func Rulesets() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return namesLocked()
}

func namesLocked() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
