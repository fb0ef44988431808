package engine

import (
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Record is everything needed to replay a game: the ruleset, the setup and
// every choice in order. Hashes, when present, hold the state hash after each
// choice, so that a replay can prove it re-created the same game. Rules,
// when present, says which rules and card definitions the game was played
// under: a replay under other definitions of the cards it uses is refused.
// Result and Conceded, when present, are the ending its maker claims (a
// server's record has them): CheckEnding compares them with the ending the
// choices reach. Signature, when present, is its maker's signature of
// everything else (see Sign and Verify).
type Record struct {
	Ruleset string     `json:"ruleset"`
	Setup   Setup      `json:"setup"`
	Rules   *Rules     `json:"rules,omitempty"`
	Choices []Choice   `json:"choices"`
	Hashes  [][32]byte `json:"hashes,omitempty"`
	// Takebacks are the takebacks by consent made in the game, in order
	// (takeback.go): Choices is the line the game ended on, and each
	// takeback the choices it took back, so that a replay reproduces them.
	Takebacks []Takeback `json:"takebacks,omitempty"`
	Conceded  *Seat      `json:"conceded,omitempty"`
	Result    *Result    `json:"result,omitempty"`
	Signature *Signature `json:"signature,omitempty"`
}

// Rules identifies what a game is played under: the version of the
// ruleset's procedures, the encoding of the state that its hashes digest
// and a fingerprint of the definition of every card the game uses, by card
// id. Cards the game does not use are not listed, so adding or changing
// them leaves old records and saves valid.
type Rules struct {
	Version string `json:"version"`
	// Encoding names the encoding of the game's state that engine.Hash
	// digests: under another encoding the same game hashes differently, so
	// a record's hashes can be checked only by a build of its encoding. The
	// empty name stands for the encoding a game had when encodings were
	// first named, so that the rules saved before then, which name none,
	// still name theirs.
	Encoding string            `json:"encoding,omitempty"`
	Cards    map[string]string `json:"cards,omitempty"`
}

// Fingerprinter is implemented by games that can say which rules they are
// played under.
type Fingerprinter interface {
	Fingerprint() Rules
}

// Compare returns nil if a game played under want can be continued under
// have, else a *BuildError naming the version, the encoding or every card
// whose definition differs or is missing.
func (want Rules) Compare(have Rules) error {
	var diff []string
	for id, fp := range want.Cards {
		switch got, ok := have.Cards[id]; {
		case !ok:
			diff = append(diff, id+" (not defined in this build)")
		case got != fp:
			diff = append(diff, id+" (definition "+fp+", this build "+got+")")
		}
	}
	if want.Version == have.Version && want.Encoding == have.Encoding && len(diff) == 0 {
		return nil
	}
	slices.Sort(diff)
	return &BuildError{Want: want, Have: have, Cards: diff}
}

// BuildError is Rules.Compare's error: a game or record was made under
// other rules than this build's — another rules version, state encoding or
// card definitions. The record is not at fault: a build of the rules it was
// made under (Needs) replays it, so a game made under another build is
// shown, never marked as diverged.
type BuildError struct {
	Want, Have Rules    // the rules the game was made under, and this build's
	Cards      []string // the cards whose definitions differ or are missing, sorted, each with both fingerprints
}

// Error says what differs and which build the game needs.
func (e *BuildError) Error() string {
	var b strings.Builder
	if e.Want.Version != e.Have.Version || e.Want.Encoding != e.Have.Encoding {
		fmt.Fprintf(&b, "made under %s, this build has %s", e.Want.build(), e.Have.build())
	}
	if len(e.Cards) > 0 {
		if b.Len() > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "the definitions of %d card(s) differ: %s", len(e.Cards), strings.Join(e.Cards, ", "))
	}
	b.WriteString(": it needs a build of ")
	b.WriteString(e.Needs())
	return b.String()
}

// Needs names the build the game needs: its rules version and state
// encoding, and the definitions of its cards when they differ.
func (e *BuildError) Needs() string {
	s := e.Want.build()
	if len(e.Cards) > 0 {
		s += " with the card definitions it was made under"
	}
	return s
}

// build names the rules version and state encoding of r.
func (r Rules) build() string {
	if r.Encoding == "" {
		return fmt.Sprintf("rules version %q and the unnamed state encoding", r.Version)
	}
	return fmt.Sprintf("rules version %q and state encoding %q", r.Version, r.Encoding)
}

// Replay re-creates a game from its record. If the record has rules, the
// new game must be played under the same ones (see Rules.Compare). If the
// record has hashes, each state is checked against them and the first
// mismatch is an error.
func Replay(rs Ruleset, rec Record) (Game, error) {
	g, err := rs.New(rec.Setup)
	if err != nil {
		return nil, fmt.Errorf("replay: new game: %w", err)
	}
	if fp, ok := g.(Fingerprinter); ok && rec.Rules != nil {
		if err := rec.Rules.Compare(fp.Fingerprint()); err != nil {
			return nil, fmt.Errorf("replay: %w", err)
		}
	}
	for i, c := range rec.Choices {
		if err := Step(g, c); err != nil {
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
	if err := CheckTakebacks(rs, rec); err != nil {
		return g, err
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

// Signature is a record maker's Ed25519 signature of the record's
// canonical encoding (SignedBytes), with the public key that makes it, both
// in hex. Whoever trusts the key (a server publishes its own at
// /record-key) knows the record is the one its maker signed, ending
// included: hashes alone prove nothing, since anyone holding the seed can
// recompute them for forged choices.
type Signature struct {
	Key string `json:"key"` // the signer's Ed25519 public key, hex
	Sig string `json:"sig"` // the signature of SignedBytes, hex
}

// signedPrefix names what a record signature signs, so that the signature
// of a record can never be taken for that of anything else.
const signedPrefix = "datafort record v1\n"

// SignedBytes is the canonical encoding of the record that Sign signs:
// a fixed prefix and the record, less its signature, as encoding/json
// encodes it (fields in declaration order, maps by sorted key). A record
// read back from its JSON encodes to the same bytes.
func (rec Record) SignedBytes() ([]byte, error) {
	rec.Signature = nil
	b, err := json.Marshal(rec)
	if err != nil {
		return nil, fmt.Errorf("record: canonical encoding: %w", err)
	}
	return append([]byte(signedPrefix), b...), nil
}

// Sign sets the record's signature by key.
func (rec *Record) Sign(key ed25519.PrivateKey) error {
	b, err := rec.SignedBytes()
	if err != nil {
		return err
	}
	pub := key.Public().(ed25519.PublicKey)
	rec.Signature = &Signature{Key: hex.EncodeToString(pub), Sig: hex.EncodeToString(ed25519.Sign(key, b))}
	return nil
}

// ErrUnsigned is Verify's error for a record without a signature.
var ErrUnsigned = errors.New("the record is unsigned")

// Verify checks the record's signature and returns the key that made it.
// An unsigned record is ErrUnsigned; a signature that does not match the
// record (the record was changed after it was signed, or the signature
// is forged) is an error.
func (rec Record) Verify() (ed25519.PublicKey, error) {
	if rec.Signature == nil {
		return nil, ErrUnsigned
	}
	pub, err := ParsePublicKey(rec.Signature.Key)
	if err != nil {
		return nil, fmt.Errorf("the record's signature: %w", err)
	}
	sig, err := hex.DecodeString(rec.Signature.Sig)
	if err != nil || len(sig) != ed25519.SignatureSize {
		return nil, fmt.Errorf("the record's signature is not %d bytes of hex", ed25519.SignatureSize)
	}
	b, err := rec.SignedBytes()
	if err != nil {
		return nil, err
	}
	if !ed25519.Verify(pub, b, sig) {
		return nil, fmt.Errorf("the record's signature does not match the record: it was changed after it was signed by %s, or the signature is forged", rec.Signature.Key)
	}
	return pub, nil
}

// ParsePublicKey reads an Ed25519 public key written in hex, as a server
// publishes it at /record-key.
func ParsePublicKey(s string) (ed25519.PublicKey, error) {
	b, err := hex.DecodeString(strings.TrimSpace(s))
	if err != nil || len(b) != ed25519.PublicKeySize {
		return nil, fmt.Errorf("key %.80q is not an Ed25519 public key (%d bytes of hex)", s, ed25519.PublicKeySize)
	}
	return ed25519.PublicKey(b), nil
}
