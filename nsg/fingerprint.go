package nsg

import (
	"crypto/sha256"
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/kernel/cardkit"
)

// RulesVersion names the version of NSG's rules procedures. It is part of
// every game's rules (Game.Fingerprint), with the game's rules mode
// (Rules2603, Rules2409) appended, and so of every record and save; change
// it whenever a procedure changes what a game does, so that a save or
// record made before is refused with a clear error instead of going on
// differently. Changing or adding a card does not change it: cards are
// fingerprinted one by one, and a game checks only the cards it uses.
const RulesVersion = "nsg-2026.11.30h" // b: each action records its taking and its end (an empty checkpoint after an action that leaves no click); a breach's end has its own checkpoint inside the run; hosted credits pay no cost to run; the 24.09 mode refuses optional and paid abilities that cannot change the game state; c: a card's paid or click ability, and a breaker's boost or break, is announced (an event) before its cost is paid (CR 9.5.7a); an action cut off by the phase's forced end, and an action taken by "take the basic action", finish (5.2.2d, 5.4.3c); a waiting breach ends with its run; a forced encounter keeps the interrupted encounter's until-end-of-encounter effects; d: every imminent instruction opens its interrupt window once, with the checkpoint before priority (CR 9.9.4, 9.2.4e); a campaign's take that empties it is imminent as a draw; Predictive Planogram's window opens before its choice; a basic action pushed inside a resolving instruction opens no second window (9.3.4c); e: every step of the turn, the run, a breach, an access and a forced encounter opens its interrupt window before it, with its checkpoint (CR 9.11.2; three merged steps split: the turn's opening paid-ability window, its formal beginning, the run's window after the move); Inside Job's bypass ends the encounter as it resolves; f: the Runner takes its position as a step after the run formally begins (no position, Pos -2, until then; 24.09: no window for 26.03's 6.9.1e), each subroutine's resolution opens its window, a position its ice left during a paid-ability window is not approached (saves mid-run differ; no game of the data changes); g: a run on a server with no ice goes through the Movement Phase, both modes (CR 6.9.1f, 6.1.5b: paid-ability windows and the jack-out decision before the server is approached); 6.9.6c is a step before 6.9.6d (an unsuccessful run's abilities resolve during the run; every run has a window and checkpoint before it is complete; the bad-publicity fund is emptied before, at 6.9.6b); h: checkpoint step 10.3.1e trashes programs over the memory limit, the Runner choosing among the minimal sets (CR 3.9.3c)

// prints is the registry of the fingerprints of the definitions of this
// build (Define, DefineStandIn, and the ablation hook that swaps one): a
// definition's fingerprint digests its printed values, its static values
// and its abilities (cardkit.Fingerprint), not the caches Define derives
// from them.
var prints cardkit.Fingerprints

// fingerprintParts returns the parts of d that its fingerprint digests:
// a copy of d without its derived, unexported parts (its id, which its
// title gives, its ops, kinds and byKind, which its abilities give, and console,
// which its subtypes give).
func (d *Def) fingerprintParts() []any {
	c := *d
	c.id, c.opsCache, c.kinds, c.console, c.derived, c.byKind = 0, nil, 0, false, false, nil
	return []any{c}
}

// definePrint registers the fingerprint of d's definition; it panics when
// d cannot be fingerprinted (a closure in its text) or is defined twice.
// defsMu is held.
func definePrint(d *Def) {
	if _, err := prints.Define(d.id, d.fingerprintParts()...); err != nil {
		panic(fmt.Sprintf("nsg: fingerprint of %q: %v", d.Title, err))
	}
}

// Fingerprint returns the definition's fingerprint: it changes whenever
// the card's behaviour as defined here changes.
func (d *Def) Fingerprint() string {
	defsMu.RLock()
	defer defsMu.RUnlock()
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
// played under, RulesVersion with its rules mode, and the fingerprint of
// the definition of every card in the game (its identities included), by
// card id. NSG names no state encoding (the unnamed one). engine.Replay,
// Load and the server compare it with a record's or save's.
func (g *Game) Fingerprint() engine.Rules { return g.st.rules() }

// rules returns the rules of the game in s (Game.Fingerprint).
func (s *State) rules() engine.Rules {
	defsMu.RLock()
	defer defsMu.RUnlock()
	return prints.Rules(RulesVersion+"+"+s.Rules, s.cardIDs)
}

// cardIDs yields the card id of every card of the game with a definition,
// its identities included. defsMu is held.
func (s *State) cardIDs(yield func(kernel.CardID) bool) {
	for _, t := range s.Identity {
		if d := lookupLocked(t); d != nil && !yield(d.id) {
			return
		}
	}
	for i := range s.Cards {
		if d := lookupLocked(s.Cards[i].Title); d != nil && !yield(d.id) {
			return
		}
	}
}

// lookupLocked is Lookup with defsMu held.
func lookupLocked(title string) *Def {
	if d := defs[title]; d != nil {
		return d
	}
	return standIns[title]
}

// savedRules begins a save (MarshalBinary) that carries the rules the
// game is played under, before the state: the first byte of a state
// without them is its format (binaryFormat2, binaryFormat).
var savedRules = cardkit.SavedRules{Magic: []byte("DFNR")}

// StateHash implements engine.StateHasher: the SHA-256 of the state's
// encoding, without the rules a save carries before it (which a record
// carries once, not in every hash), so that hashes are what they were
// before saves carried rules.
func (g *Game) StateHash() [32]byte {
	e := kernel.Encoder{}
	g.st.encode(&e)
	return sha256.Sum256(e.B)
}
