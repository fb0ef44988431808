package engine

import (
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestRulesCompare(t *testing.T) {
	build := Rules{Version: "v2", Encoding: "E2", Cards: map[string]string{"a": "fa", "b": "fb"}}
	for _, tc := range []struct {
		name string
		want Rules    // the rules the game was made under
		say  []string // in the error; nil: no error
	}{
		{"the same rules continue", Rules{Version: "v2", Encoding: "E2", Cards: map[string]string{"a": "fa"}}, nil},
		{"a card the game does not use may differ", Rules{Version: "v2", Encoding: "E2"}, nil},
		{"another rules version needs the build of that version",
			Rules{Version: "v1", Encoding: "E2", Cards: map[string]string{"a": "fa"}},
			[]string{`made under rules version "v1" and state encoding "E2", this build has rules version "v2"`, `it needs a build of rules version "v1" and state encoding "E2"`}},
		{"another state encoding needs the build of that encoding",
			Rules{Version: "v2", Encoding: "E1"},
			[]string{`state encoding "E1", this build has rules version "v2" and state encoding "E2"`, `it needs a build of rules version "v2" and state encoding "E1"`}},
		{"rules saved before encodings were named need the unnamed encoding",
			Rules{Version: "v2"},
			[]string{`it needs a build of rules version "v2" and the unnamed state encoding`}},
		{"a card defined otherwise needs its definition",
			Rules{Version: "v2", Encoding: "E2", Cards: map[string]string{"a": "fx"}},
			[]string{"the definitions of 1 card(s) differ: a (definition fx, this build fa)", "with the card definitions it was made under"}},
		{"a card this build lacks is named",
			Rules{Version: "v2", Encoding: "E2", Cards: map[string]string{"c": "fc"}},
			[]string{"c (not defined in this build)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.want.Compare(build)
			if tc.say == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var be *BuildError
			if !errors.As(err, &be) {
				t.Fatalf("error %v (%T), want a *BuildError", err, err)
			}
			for _, s := range tc.say {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("error %q does not say %q", err, s)
				}
			}
		})
	}
}

// TestRecordSignature: a signed record verifies after a trip through JSON,
// indented as a server serves it, and any change to what it says breaks the
// signature.
func TestRecordSignature(t *testing.T) {
	key := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{1}, ed25519.SeedSize))
	seat := Seat(1)
	rec := Record{Ruleset: "onr", Setup: Setup{Seed: 9, Decks: []string{"3 Wall of Static <b>&", "ÿ"}, Options: map[string]string{"z": "1", "a": "2"}},
		Rules:   &Rules{Version: "v", Cards: map[string]string{"b": "x", "a": "y"}},
		Choices: []Choice{{Decision: 1, Seat: 0, Option: 2}, {Decision: 2, Seat: 1, Number: 3}}, Hashes: [][32]byte{{1}, {2}},
		Conceded: &seat, Result: &Result{Winners: []Seat{0}, Team: 0, Reason: "concession"}}
	if err := rec.Sign(key); err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(rec, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	read := func(t *testing.T) Record {
		var r Record
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	t.Run("a signed record read back from JSON verifies", func(t *testing.T) {
		pub, err := read(t).Verify()
		if err != nil || !pub.Equal(key.Public()) {
			t.Fatalf("Verify: key %x, err %v; want %x", pub, err, key.Public())
		}
	})
	for _, tc := range []struct {
		name string
		edit func(*Record)
	}{
		{"another result breaks the signature", func(r *Record) { r.Result.Reason = "flatline" }},
		{"no concession breaks the signature", func(r *Record) { r.Conceded = nil }},
		{"a choice less breaks the signature", func(r *Record) { r.Choices, r.Hashes = r.Choices[:1], r.Hashes[:1] }},
		{"another seed breaks the signature", func(r *Record) { r.Setup.Seed++ }},
		{"another rules version breaks the signature", func(r *Record) { r.Rules.Version = "w" }},
		{"another key breaks the signature", func(r *Record) {
			r.Signature.Key = hex.EncodeToString(ed25519.NewKeyFromSeed(make([]byte, ed25519.SeedSize)).Public().(ed25519.PublicKey))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := read(t)
			tc.edit(&r)
			if _, err := r.Verify(); err == nil || errors.Is(err, ErrUnsigned) {
				t.Fatalf("Verify of the edited record: %v, want a bad signature", err)
			}
		})
	}
	t.Run("an unsigned record is ErrUnsigned", func(t *testing.T) {
		r := read(t)
		r.Signature = nil
		if _, err := r.Verify(); !errors.Is(err, ErrUnsigned) {
			t.Fatalf("Verify: %v, want ErrUnsigned", err)
		}
	})
}
