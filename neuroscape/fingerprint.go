package neuroscape

import (
	"crypto/sha256"
	"fmt"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/kernel/cardkit"
)

// RulesVersion names the version of Neuroscape's rules procedures. It is
// part of every game's rules (Game.Fingerprint), and so of every record
// and save; change it whenever a procedure changes what a game does, so
// that a save or record made before is refused with a clear error instead
// of going on differently. Changing or adding a card does not change it:
// cards are fingerprinted one by one, and a game checks only the cards it
// uses. The port mode (the setup's "ports") is part of the setup and the
// state, not of the version.
const RulesVersion = "neuroscape-2026.11.30a"

var (
	// prints is the registry of the fingerprints of the definitions of
	// this build: a definition's fingerprint digests its printed values
	// (its card data's record), its static values, effects, tiers and
	// abilities (cardkit.Fingerprint). A card's definition is finished
	// after Define (its abilities, reversed text and values are set on
	// it by its card package's init), so the definitions of the cards of
	// the data and of tokens are fingerprinted as the first game seals
	// them (seal); a stand-in's as it is defined, and an ablated one's as
	// the ablation hook swaps it (replaceDef).
	prints cardkit.Fingerprints
	// printsMu guards prints: stand-ins are defined while games play.
	printsMu sync.RWMutex
)

// fingerprintParts returns the parts of d that its fingerprint digests: a
// copy of d without its id (its card code, in its card data's record).
func (d *Def) fingerprintParts() []any {
	c := *d
	c.id = 0
	return []any{c}
}

// fingerprintOf returns the fingerprint of d's definition as it is now.
// It panics when d cannot be fingerprinted (a closure in its text): card
// text is built from values and named functions only.
func fingerprintOf(d *Def) string {
	fp, err := cardkit.Fingerprint(d.fingerprintParts()...)
	if err != nil {
		panic(fmt.Sprintf("neuroscape: fingerprint of %s: %v", d.Name, err))
	}
	return fp
}

// definePrints registers the fingerprint of each definition given that
// has none yet (one an ablation swapped in has its own already).
func definePrints(ds ...*Def) {
	printsMu.Lock()
	defer printsMu.Unlock()
	for _, d := range ds {
		if prints.Of(d.id) == "" {
			prints.Set(d.id, fingerprintOf(d))
		}
	}
}

// Fingerprint returns the definition's fingerprint, "" before the first
// game seals the definitions: it changes whenever the card's behaviour as
// defined here changes.
func (d *Def) Fingerprint() string {
	printsMu.RLock()
	defer printsMu.RUnlock()
	return prints.Of(d.id)
}

// Describe returns the canonical description of d that its fingerprint
// digests, for people comparing two builds.
func (d *Def) Describe() string {
	s, err := cardkit.Describe(d.fingerprintParts()...)
	if err != nil {
		return err.Error()
	}
	return s
}

// Fingerprint implements engine.Fingerprinter: the rules the game is
// played under, RulesVersion and the fingerprint of the definition of
// every card in the game (tokens and Basic RAM included), by card id.
// Neuroscape names no state encoding (the unnamed one). engine.Replay,
// Load and the server compare it with a record's or save's.
func (g *Game) Fingerprint() engine.Rules { return g.st.rules() }

// rules returns the rules of the game in s (Game.Fingerprint).
func (s *State) rules() engine.Rules {
	printsMu.RLock()
	defer printsMu.RUnlock()
	return prints.Rules(RulesVersion, func(yield func(kernel.CardID) bool) {
		for i := range s.Objs {
			if !yield(s.Objs[i].Card) {
				return
			}
		}
	})
}

// savedRules begins a save (MarshalBinary) that carries the rules the
// game is played under, before the state: the first byte of a state
// without them is its format.
var savedRules = cardkit.SavedRules{Magic: []byte("DFSR")}

// splitSave returns the rules a save (MarshalBinary) names and the
// encoding of its state (cardkit.SavedRules).
func splitSave(b []byte) (engine.Rules, []byte, error) { return savedRules.Split(b, codec) }

// StateHash implements engine.StateHasher: the SHA-256 of the state's
// encoding, without the rules a save carries before it (which a record
// carries once, not in every hash), so that hashes are what they were
// before saves carried rules.
func (g *Game) StateHash() [32]byte { return sha256.Sum256(g.st.encode()) }
