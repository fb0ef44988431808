package cardkit

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"iter"
	"reflect"
	"runtime"
	"sort"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Fingerprint returns a digest of a card's definition made of parts (for
// ONR: the card's printed data, then its abilities): the first 8 bytes, in
// hex, of the SHA-256 of Describe(parts...). It fails where Describe does.
func Fingerprint(parts ...any) (string, error) {
	desc, err := Describe(parts...)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(desc))
	return hex.EncodeToString(sum[:8]), nil
}

// Describe returns the canonical description of parts, one after the
// other, that Fingerprint digests: every struct named by its type and its
// non-zero fields (so that adding a field changes no existing card), every
// slice, map (in the order of its keys' text), pointer and interface by
// what it holds, and every function by its type and full name. A closure
// or a bound method value has no name that is stable across builds, so it
// is refused, as are channels and unsafe pointers: card text is built from
// values and named functions only.
func Describe(parts ...any) (string, error) {
	var b strings.Builder
	for _, p := range parts {
		if err := describe(&b, reflect.ValueOf(p)); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// describe writes a canonical description of v.
func describe(b *strings.Builder, v reflect.Value) error {
	switch v.Kind() {
	case reflect.Invalid:
		b.WriteString("nil")
	case reflect.Bool:
		b.WriteString(strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		b.WriteString(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		b.WriteString(strconv.FormatUint(v.Uint(), 10))
	case reflect.String:
		b.WriteString(strconv.Quote(v.String()))
	case reflect.Slice, reflect.Array:
		b.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := describe(b, v.Index(i)); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			b.WriteString("nil")
			return nil
		}
		if v.Kind() == reflect.Interface {
			return describe(b, v.Elem())
		}
		b.WriteByte('&')
		return describe(b, v.Elem())
	case reflect.Struct:
		t := v.Type()
		b.WriteString(t.String())
		b.WriteByte('{')
		first := true
		for i := range t.NumField() {
			if v.Field(i).IsZero() {
				continue // so that adding a field changes no existing card
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			b.WriteString(t.Field(i).Name)
			b.WriteByte(':')
			if err := describe(b, v.Field(i)); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case reflect.Map:
		keys := v.MapKeys()
		sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := describe(b, k); err != nil {
				return err
			}
			b.WriteByte(':')
			if err := describe(b, v.MapIndex(k)); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case reflect.Func:
		if v.IsNil() {
			b.WriteString("nil")
			return nil
		}
		name := runtime.FuncForPC(v.Pointer()).Name()
		if strings.Contains(name, ".func") || strings.Contains(name, "glob.") || strings.HasSuffix(name, "-fm") {
			return fmt.Errorf("uses the closure or method value %s: build card text from values and named functions, so that its fingerprint is stable", name)
		}
		b.WriteString(v.Type().String())
		b.WriteByte('=')
		b.WriteString(name)
	default:
		return fmt.Errorf("cannot describe a %s", v.Kind())
	}
	return nil
}

// Fingerprints is a game's registry of the fingerprints of its card
// definitions, by card id. A game registers each definition as it defines
// it (Define, at initialisation) and asks, for a game in play, which rules
// it is played under (Rules): engine.Replay, a game's load and the server
// compare those with a record's (engine.Rules.Compare). The zero value is
// an empty registry. Like a game's definitions it is written at
// initialisation (and by test hooks between games) and only read while
// games are played.
type Fingerprints struct {
	by map[kernel.CardID]string
}

// Define fingerprints the definition of card id made of parts
// (Fingerprint) and registers it. It returns an error, registering
// nothing, when id already has a definition or parts cannot be
// fingerprinted.
func (f *Fingerprints) Define(id kernel.CardID, parts ...any) (string, error) {
	if _, dup := f.by[id]; dup {
		return "", fmt.Errorf("card %s defined twice", id)
	}
	fp, err := Fingerprint(parts...)
	if err != nil {
		return "", err
	}
	f.Set(id, fp)
	return fp, nil
}

// Set makes fp the fingerprint of card id's definition; the empty fp
// removes it, as a build without that card would have none. The test and
// ablation hooks that swap a definition use it to put the old one back.
func (f *Fingerprints) Set(id kernel.CardID, fp string) {
	if fp == "" {
		delete(f.by, id)
		return
	}
	if f.by == nil {
		f.by = map[kernel.CardID]string{}
	}
	f.by[id] = fp
}

// Of returns the fingerprint of card id's definition, "" if the card is
// not defined.
func (f *Fingerprints) Of(id kernel.CardID) string { return f.by[id] }

// Rules returns the rules of a game played under version with the cards
// ids (repeats allowed): the version, and the fingerprint of each defined
// card among them by its id string. Cards not defined are left out: the
// game's load refuses them before it compares rules. Encoding is left for
// the game to name.
func (f *Fingerprints) Rules(version string, ids iter.Seq[kernel.CardID]) engine.Rules {
	r := engine.Rules{Version: version, Cards: map[string]string{}}
	// A game holds most of its cards several times: each id is looked up
	// and named once (a simulation makes the rules of every game it plays).
	var seen [kernel.MaxCardIDs / 64]uint64
	for id := range ids {
		if n := int(id); n < kernel.MaxCardIDs {
			if seen[n/64]&(1<<(n%64)) != 0 {
				continue
			}
			seen[n/64] |= 1 << (n % 64)
		}
		if fp, ok := f.by[id]; ok {
			r.Cards[id.String()] = fp
		}
	}
	return r
}

// SavedRules is the header of a save that carries the rules its game is
// played under (engine.Rules) before the state: Magic, then the version
// and the cards' fingerprints in the kernel's compact encoding. A game
// names its own Magic, so that a save is never read as another game's.
type SavedRules struct {
	Magic []byte
}

// Encoder returns an encoder holding the header of a save of a game
// played under r, to which the game appends its state.
func (h SavedRules) Encoder(r engine.Rules, c *kernel.Codec) *kernel.Encoder {
	e := &kernel.Encoder{B: append([]byte(nil), h.Magic...), Codec: c}
	e.String(r.Version)
	e.StringMap(r.Cards)
	return e
}

// Split returns the rules save b names and the encoding of its state. A
// save made before saves named their rules, without the header, names
// none (the zero Rules) and is its state whole.
func (h SavedRules) Split(b []byte, c *kernel.Codec) (engine.Rules, []byte, error) {
	var r engine.Rules
	if !bytes.HasPrefix(b, h.Magic) {
		return r, b, nil
	}
	d := kernel.NewDecoder(b[len(h.Magic):], c)
	r.Version = d.String()
	r.Cards = d.StringMap()
	if d.Err() != nil {
		return r, nil, fmt.Errorf("rules: %w", d.Err())
	}
	return r, b[len(b)-d.Left():], nil
}
