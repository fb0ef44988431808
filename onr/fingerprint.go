package onr

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"reflect"
	"runtime"
	"sort"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// RulesVersion names the version of the ONR rules procedures. It is saved
// with every game and record; change it whenever a procedure changes what a
// game does, so that a save or record made before is refused with a clear
// error instead of going on differently. Changing or adding a card does not
// change it: cards are fingerprinted one by one (Def.Fingerprint), and a game
// checks only the cards it uses.
const RulesVersion = "onr-2026.11.26f" // e: breaks logged (EvSubsBroken), pass/all-broken/run-end/install triggers; restricted bits; the Corp's start-of-run decision; flatline prevention; f: held cards (Player.Held, the trash window's hold choice)

// fingerprint returns a digest of definition d: the SHA-256 of a canonical
// description of the card's printed data (numbers, keywords, text) and of
// its abilities, in which every op, condition and value is named by its type
// and parameters and every function by its full name. A closure or a bound
// method value has no stable description, so it is refused: card text is
// built from values and named functions only.
func fingerprint(d *Def) (string, error) {
	desc, err := d.description()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(desc))
	return hex.EncodeToString(sum[:8]), nil
}

// description is the canonical text fingerprint digests.
func (d *Def) description() (string, error) {
	var b strings.Builder
	if err := describe(&b, reflect.ValueOf(*d.card)); err != nil {
		return "", err
	}
	if err := describe(&b, reflect.ValueOf(d.Abilities)); err != nil {
		return "", err
	}
	return b.String(), nil
}

// Describe returns the canonical description of d that its fingerprint
// digests, for people comparing two builds.
func (d *Def) Describe() string {
	s, err := d.description()
	if err != nil {
		return err.Error()
	}
	return s
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

// Fingerprint returns the rules a game is played under: RulesVersion, the
// state encoding that its hashes digest (encodingName) and the fingerprint
// of the definition of every card in the game, by card id. engine.Replay
// and the server compare it with a record's (engine.Rules).
func (g *Game) Fingerprint() engine.Rules {
	r := g.s.rules()
	r.Encoding = encodingName(binaryMagic[len(binaryMagic)-1])
	return r
}

// encodingName names the state encoding of the given format (binaryMagic's
// format byte), which StateHash digests: changing the encoding changes the
// name, so that a game stored under another is shown as needing another
// build, never as diverged. Format 3, the format when encodings were first
// named, is the unnamed encoding (engine.Rules.Encoding), so that the games
// saved before then, whose rules name none, name it.
func encodingName(format byte) string {
	if format == 3 {
		return ""
	}
	return "DFB" + strconv.Itoa(int(format))
}

// rules returns the rules of the game in s.
func (s *State) rules() engine.Rules {
	r := engine.Rules{Version: RulesVersion, Cards: map[string]string{}}
	if s.v != nil {
		r.Version += "+" + s.v.Name + "-" + s.v.Version
	}
	for i := 1; i < len(s.Cards); i++ {
		if d := s.Cards[i].def(); d != nil {
			r.Cards[d.ID()] = d.fingerprint
		}
	}
	for i := range s.Players {
		for _, v := range s.Players[i].Virus {
			if d := defOf(v.ID); d != nil {
				r.Cards[d.ID()] = d.fingerprint
			}
		}
	}
	return r
}
