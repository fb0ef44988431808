package cards_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape"
)

// playedRecord plays the first choices of a 2-player game at random and
// returns its record, with its rules and hashes, as a server or the
// fuzzer makes it.
func playedRecord(t *testing.T) engine.Record {
	t.Helper()
	setup := engine.Setup{Seed: 5, Options: map[string]string{"players": "2"}}
	g, err := neuroscape.Ruleset{}.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rules := g.(engine.Fingerprinter).Fingerprint()
	rec := engine.Record{Ruleset: neuroscape.Ruleset{}.Name(), Setup: setup, Rules: &rules}
	rng := engine.NewRNG(3)
	for range 30 {
		p := g.Pending()
		if len(p) == 0 {
			break
		}
		c := engine.RandomChoice(&rng, p[0])
		if err := engine.Step(g, c); err != nil {
			t.Fatal(err)
		}
		h, err := engine.Hash(g)
		if err != nil {
			t.Fatal(err)
		}
		rec.Choices, rec.Hashes = append(rec.Choices, c), append(rec.Hashes, h)
	}
	return rec
}

// changeACard makes the first change the ablation gate makes to a card
// with one that the game of rec uses (used) or does not use, and returns
// its restore.
func changeACard(t *testing.T, rec engine.Record, used bool) func() {
	t.Helper()
	for _, name := range neuroscape.Defined() {
		d, ok := neuroscape.Lookup(name)
		if !ok {
			continue
		}
		id, err := kernel.ParseCardID(d.Card.Code)
		if err != nil {
			t.Fatal(err)
		}
		if _, in := rec.Rules.Cards[id.String()]; in != used {
			continue
		}
		specs, err := neuroscape.Ablations(name)
		if err != nil || len(specs) == 0 {
			continue
		}
		restore, err := neuroscape.Ablate(specs[0])
		if err != nil {
			t.Fatal(err)
		}
		return restore
	}
	t.Fatalf("no card to change (used %v)", used)
	return nil
}

// TestFingerprint: a game's rules are Neuroscape's rules version and the
// definitions of the cards it uses; a record or save made under other
// rules is refused with an *engine.BuildError naming what differs, and a
// card the game does not use may change.
func TestFingerprint(t *testing.T) {
	rec := playedRecord(t)
	if rec.Rules.Version != neuroscape.RulesVersion || len(rec.Rules.Cards) == 0 {
		t.Fatalf("a game is played under %+v", rec.Rules)
	}
	for _, tc := range []struct {
		name string
		edit func(t *testing.T, rec *engine.Record) (restore func())
		want string // in the *engine.BuildError of the replay, "" if it replays
	}{
		{"a record replays under its rules", nil, ""},
		{"a record of another rules version is refused", func(t *testing.T, rec *engine.Record) func() {
			rec.Rules.Version = "neuroscape-2001.01.01a"
			return func() {}
		}, `made under rules version "neuroscape-2001.01.01a"`},
		{"a record whose card's definition differs is refused", func(t *testing.T, rec *engine.Record) func() {
			return changeACard(t, *rec, true)
		}, "the definitions of 1 card(s) differ"},
		{"a card the game does not use may change", func(t *testing.T, rec *engine.Record) func() {
			return changeACard(t, *rec, false)
		}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := rec
			rules := *rec.Rules
			r.Rules = &rules
			g, err := engine.Replay(neuroscape.Ruleset{}, r)
			if err != nil {
				t.Fatal(err)
			}
			save, err := g.MarshalBinary() // made under the record's own rules
			if err != nil {
				t.Fatal(err)
			}
			orig := rules.Version
			if tc.edit != nil {
				defer tc.edit(t, &r)()
			}
			check := func(what string, err error) {
				var be *engine.BuildError
				switch {
				case tc.want == "" && err != nil:
					t.Errorf("%s: %v", what, err)
				case tc.want != "" && (!errors.As(err, &be) || !strings.Contains(err.Error(), tc.want)):
					t.Errorf("%s: got %v, want an *engine.BuildError saying %q", what, err, tc.want)
				}
			}
			_, err = engine.Replay(neuroscape.Ruleset{}, r)
			check("replay", err)
			if orig == r.Rules.Version { // a save carries the rules of the build that made it: a change of the build's definitions
				_, err := neuroscape.Ruleset{}.Load(save)
				check("load of a save", err)
			}
		})
	}
}
