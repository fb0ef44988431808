package nsg_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
)

// playedRecord plays the first choices of a game of the given rules mode
// at random and returns its record, with its rules and hashes, as a
// server or the fuzzer makes it.
func playedRecord(t *testing.T, mode string) engine.Record {
	t.Helper()
	setup := engine.Setup{Seed: 11, Options: map[string]string{"rules": mode}}
	g, err := nsg.Ruleset{}.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rules := g.(engine.Fingerprinter).Fingerprint()
	rec := engine.Record{Ruleset: nsg.Name, Setup: setup, Rules: &rules}
	rng := engine.NewRNG(3)
	rp := &rng
	for range 40 {
		p := g.Pending()
		if len(p) == 0 {
			break
		}
		c := engine.RandomChoice(rp, p[0])
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

// ablatable returns a card with an ablation among the titles of the game
// of rec (used) or not among them, and the first change the ablation gate
// makes to it.
func ablatable(t *testing.T, rec engine.Record, used bool) func() {
	t.Helper()
	g, err := nsg.Ruleset{}.New(rec.Setup)
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*nsg.Game).State()
	in := slices.Clone(st.Identity)
	for _, c := range st.Cards {
		in = append(in, c.Title)
	}
	for _, title := range nsg.Implemented() {
		if slices.Contains(in, title) != used {
			continue
		}
		specs, err := nsg.Ablations(title)
		if err != nil || len(specs) == 0 {
			continue
		}
		restore, err := nsg.Ablate(specs[0])
		if err != nil {
			t.Fatal(err)
		}
		return restore
	}
	t.Fatalf("no card to change (used %v)", used)
	return nil
}

// TestFingerprint: a game's rules are NSG's rules version with its rules
// mode, and the definitions of the cards it uses; a record or save made
// under other rules is refused with an *engine.BuildError naming what
// differs, and a card the game does not use may change.
func TestFingerprint(t *testing.T) {
	rec := playedRecord(t, nsg.Rules2603)
	save := func(t *testing.T) []byte {
		g, err := engine.Replay(nsg.Ruleset{}, rec)
		if err != nil {
			t.Fatal(err)
		}
		b, err := g.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, tc := range []struct {
		name string
		edit func(t *testing.T, rec *engine.Record) (restore func())
		want string // in the *engine.BuildError of the replay, "" if it replays
	}{
		{"a record replays under its rules", nil, ""},
		{"a record of another rules version is refused", func(t *testing.T, rec *engine.Record) func() {
			rec.Rules.Version = "nsg-2001.01.01a+" + nsg.Rules2603
			return func() {}
		}, `made under rules version "nsg-2001.01.01a+nsg-26.03"`},
		{"a record of another rules mode is refused", func(t *testing.T, rec *engine.Record) func() {
			rec.Rules.Version = nsg.RulesVersion + "+" + nsg.Rules2409
			return func() {}
		}, `made under rules version "` + nsg.RulesVersion + `+nsg-24.09"`},
		{"a record whose card's definition differs is refused", func(t *testing.T, rec *engine.Record) func() {
			return ablatable(t, *rec, true)
		}, "the definitions of 1 card(s) differ"},
		{"a card the game does not use may change", func(t *testing.T, rec *engine.Record) func() {
			return ablatable(t, *rec, false)
		}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := rec
			rules := *rec.Rules
			r.Rules = &rules
			var b []byte
			orig := rules.Version
			if tc.edit != nil {
				b = save(t) // made under the record's own rules
				defer tc.edit(t, &r)()
			}
			_, err := engine.Replay(nsg.Ruleset{}, r)
			check := func(what string, err error) {
				var be *engine.BuildError
				switch {
				case tc.want == "" && err != nil:
					t.Errorf("%s: %v", what, err)
				case tc.want != "" && (!errors.As(err, &be) || !strings.Contains(err.Error(), tc.want)):
					t.Errorf("%s: got %v, want an *engine.BuildError saying %q", what, err, tc.want)
				}
			}
			check("replay", err)
			if b != nil && orig == r.Rules.Version { // a save carries the rules of the build that made it: a change of the build's definitions
				_, err := nsg.Ruleset{}.Load(b)
				check("load of a save", err)
			}
		})
	}
	t.Run("the rules mode is part of the rules version", func(t *testing.T) {
		for _, mode := range []string{nsg.Rules2603, nsg.Rules2409} {
			if v := playedRecord(t, mode).Rules.Version; v != nsg.RulesVersion+"+"+mode {
				t.Errorf("a game of %s is played under %q", mode, v)
			}
		}
	})
	t.Run("a save made before saves named their rules is refused", func(t *testing.T) {
		g, err := engine.Replay(nsg.Ruleset{}, rec)
		if err != nil {
			t.Fatal(err)
		}
		_, err = nsg.Ruleset{}.Load(nsg.SaveWithoutRulesForTest(g.(*nsg.Game)))
		if be := (*engine.BuildError)(nil); !errors.As(err, &be) || be.Want.Version != "" {
			t.Errorf("got %v, want an *engine.BuildError naming no rules version", err)
		}
	})
}
