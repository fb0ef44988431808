package onr_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	"github.com/datafort/datafort/onr/onrtest"
)

// Stable identity (onr/fingerprint.go, engine.Rules): a game records the
// rules version and the fingerprint of the definition of every card it
// uses. A record or a save stays valid in a build that adds or changes
// other cards, and is refused, with an error naming the card, by a build
// that defines one of its own cards differently.

// idSeed is the random game these tests record; idSaveAt is the choice
// before which its save is made, well before the end of that game.
const (
	idSeed   = 1
	idSaveAt = 60
)

// idChanged is the card these tests redefine, and its changed text: one
// number of its printed "Gain 9 bits" is different. The default Corp deck
// holds three copies.
const idChanged = "Accounts Receivable"

func idChangedText() []onr.Ability { return []onr.Ability{onr.Play(onr.GainBits(10))} }

// idRecording is a random game recorded with the rules it was played under
// and the state hash after every choice, and a save made half-way.
type idRecording struct {
	rec      engine.Record
	final    [32]byte
	save     []byte
	saveHash [32]byte
}

// idRecord plays and records the random game of idSeed.
func idRecord(t *testing.T) idRecording {
	t.Helper()
	g := newGame(t, idSeed)
	rules := g.Fingerprint()
	r := idRecording{rec: engine.Record{Ruleset: onr.Rules.Name(), Setup: engine.Setup{Seed: idSeed}, Rules: &rules}}
	p := newRandomPlayer(idSeed)
	for step := 0; !over(g); step++ {
		if step >= maxSteps {
			t.Fatalf("no end after %d steps", step)
		}
		if step == idSaveAt {
			b, err := g.MarshalBinary()
			if err != nil {
				t.Fatalf("save: %v", err)
			}
			r.save, r.saveHash = b, hashOf(t, g)
		}
		c := p.choose(g)
		apply(t, g, c)
		r.rec.Choices = append(r.rec.Choices, c)
		r.rec.Hashes = append(r.rec.Hashes, hashOf(t, g))
	}
	if r.save == nil {
		t.Fatalf("the game of seed %d ended after %d choices, before the save at %d", idSeed, len(r.rec.Choices), idSaveAt)
	}
	r.final = hashOf(t, g)
	return r
}

// idReplays checks that the record replays under the current build, every
// state hash equal to the recorded one, to the recorded final state.
func idReplays(t *testing.T, r idRecording) {
	t.Helper()
	g, err := engine.Replay(onr.Rules, r.rec)
	if err != nil {
		t.Fatalf("%v", err)
	}
	if h := hashOf(t, g); h != r.final {
		t.Fatalf("the replayed game ends with hash %x, the record with %x", h[:8], r.final[:8])
	}
}

// idLoads checks that the save loads under the current build to the state
// that was saved.
func idLoads(t *testing.T, r idRecording) {
	t.Helper()
	g, err := onr.Load(r.save)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	if h := hashOf(t, g); h != r.saveHash {
		t.Fatalf("the loaded game has hash %x, the saved one %x", h[:8], r.saveHash[:8])
	}
	if err := g.Check(); err != nil {
		t.Fatalf("the loaded game breaks an invariant: %v", err)
	}
}

// idWantErr fails unless err is an error whose text holds every one of
// the given strings.
func idWantErr(t *testing.T, what string, err error, want ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s succeeded; want an error naming %q", what, want)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%s: error %q does not name %q", what, err, w)
		}
	}
}

// idUnimplemented returns a card of the card data that no build has
// defined yet, and so no game uses: the first without a definition.
func idUnimplemented(t *testing.T) *carddb.Card {
	t.Helper()
	for _, c := range carddb.All() {
		if _, ok := onr.Lookup(c.Title); !ok {
			return c
		}
	}
	// Every card of the data is implemented: one the tests' games do not
	// use is hidden for the rest of the test, as a build without it.
	c, ok := carddb.Lookup(hiddenForTest)
	if !ok {
		t.Fatalf("no card %q in the data", hiddenForTest)
	}
	t.Cleanup(onr.HideDefForTest(c.Title))
	return c
}

// hiddenForTest is the card tests hide to stand for a card not
// implemented yet (HideDefForTest).
const hiddenForTest = "Social Engineering"

// idDefineExtra registers a definition of card c for the rest of the
// test, as a build that adds the card would.
func idDefineExtra(t *testing.T, c *carddb.Card) *onr.Def {
	t.Helper()
	d := onr.Define(onr.Def{Title: c.Title, Abilities: []onr.Ability{onr.Play(onr.GainBits(1))}})
	t.Cleanup(func() { onr.UndefineForTest(c.Title) })
	return d
}

// idEditSave returns the save with its top-level field key replaced by
// what edit makes of it.
func idEditSave(t *testing.T, save []byte, key string, edit func(raw json.RawMessage) any) []byte {
	t.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(save, &top); err != nil {
		t.Fatal(err)
	}
	raw, ok := top[key]
	if !ok {
		t.Fatalf("the save has no field %q", key)
	}
	b, err := json.Marshal(edit(raw))
	if err != nil {
		t.Fatal(err)
	}
	top[key] = b
	out, err := json.Marshal(top)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestStableIdentity(t *testing.T) {
	r := idRecord(t)
	changed, ok := onr.Lookup(idChanged)
	if !ok {
		t.Fatalf("%s is not implemented", idChanged)
	}
	if _, used := r.rec.Rules.Cards[changed.ID()]; !used {
		t.Fatalf("the recorded game does not use %s: its rules list %v", idChanged, r.rec.Rules.Cards)
	}

	t.Run("a recorded game replays hash for hash and its save loads under the build that made them", func(t *testing.T) {
		idReplays(t, r)
		idLoads(t, r)
	})

	t.Run("registering a card the game does not use leaves its record's hash chain and its save valid and unchanged", func(t *testing.T) {
		c := idUnimplemented(t)
		idDefineExtra(t, c)
		if _, ok := onr.Lookup(c.Title); !ok {
			t.Fatalf("%s is not defined after Define", c.Title)
		}
		if _, used := r.rec.Rules.Cards[c.ID]; used {
			t.Fatalf("the recorded game uses %s, which was not defined when it was played", c.Title)
		}
		// The rules of a new game of the same setup are those recorded: the
		// new card is not part of them.
		if got := newGame(t, idSeed).Fingerprint(); !reflect.DeepEqual(got, *r.rec.Rules) {
			t.Errorf("with %s added, the same setup is played under %+v; the record says %+v", c.Title, got, *r.rec.Rules)
		}
		idReplays(t, r) // Replay compares the hash after every choice
		idLoads(t, r)
	})

	t.Run("changing the definition of a card the game uses makes Replay and Load fail naming the card, until it is restored", func(t *testing.T) {
		before := changed.Fingerprint()
		restore := onr.ReplaceDefForTest(idChanged, idChangedText())
		defer restore()
		if changed.Fingerprint() == before {
			t.Fatalf("the changed definition of %s has the fingerprint %s of the old one", idChanged, before)
		}
		_, err := engine.Replay(onr.Rules, r.rec)
		idWantErr(t, "replay with "+idChanged+" changed", err, changed.ID(), "definition", before, changed.Fingerprint())
		_, err = onr.Load(r.save)
		idWantErr(t, "load with "+idChanged+" changed", err, changed.ID(), "definition", before, changed.Fingerprint())
		_, err = onr.Rules.Load(r.save)
		idWantErr(t, "onr.Rules.Load with "+idChanged+" changed", err, changed.ID())
		restore()
		if changed.Fingerprint() != before {
			t.Fatalf("restored, %s has fingerprint %s, not %s", idChanged, changed.Fingerprint(), before)
		}
		idReplays(t, r)
		idLoads(t, r)
	})

	t.Run("changing the definition of a card the game does not use leaves its record and its save valid", func(t *testing.T) {
		const other = "Off-Site Backups"
		d, ok := onr.Lookup(other)
		if !ok {
			t.Fatalf("%s is not implemented", other)
		}
		if _, used := r.rec.Rules.Cards[d.ID()]; used {
			t.Fatalf("the recorded game uses %s", other)
		}
		defer onr.ReplaceDefForTest(other, []onr.Ability{onr.Play(onr.GainBits(1))})()
		idReplays(t, r)
		idLoads(t, r)
	})

	t.Run("a record whose rules list a card this build does not define is refused by Replay, naming the card", func(t *testing.T) {
		rec := r.rec
		rules := engine.Rules{Version: rec.Rules.Version, Cards: map[string]string{"no-such-card": "0123456789abcdef"}}
		for id, fp := range rec.Rules.Cards {
			rules.Cards[id] = fp
		}
		rec.Rules = &rules
		_, err := engine.Replay(onr.Rules, rec)
		idWantErr(t, "replay", err, "no-such-card", "not defined in this build")
	})

	t.Run("a record and a save made under another RulesVersion are refused, naming both versions", func(t *testing.T) {
		const old = "onr-1996.01.01"
		if onr.RulesVersion == old {
			t.Fatalf("RulesVersion is %q", old)
		}
		rec := r.rec
		rules := *rec.Rules
		rules.Version = old
		rec.Rules = &rules
		_, err := engine.Replay(onr.Rules, rec)
		idWantErr(t, "replay", err, old, onr.RulesVersion)

		save := idEditSave(t, r.save, "rules", func(raw json.RawMessage) any {
			var rules engine.Rules
			if err := json.Unmarshal(raw, &rules); err != nil {
				t.Fatal(err)
			}
			rules.Version = old
			return rules
		})
		_, err = onr.Load(save)
		idWantErr(t, "load", err, old, onr.RulesVersion)
	})

	t.Run("a save naming a card id this build does not define is refused, naming the id", func(t *testing.T) {
		save := idEditSave(t, r.save, "cards", func(raw json.RawMessage) any {
			var cards []map[string]json.RawMessage
			if err := json.Unmarshal(raw, &cards); err != nil {
				t.Fatal(err)
			}
			if len(cards) < 2 {
				t.Fatalf("the save holds %d cards", len(cards))
			}
			cards[1]["id"] = json.RawMessage(`"no-such-card"`)
			return cards
		})
		_, err := onr.Load(save)
		idWantErr(t, "load", err, "no-such-card", "not defined in this build")
	})

	t.Run("a game using a card that a later build no longer defines is refused on load, naming the card", func(t *testing.T) {
		c := idUnimplemented(t)
		onr.Define(onr.Def{Title: c.Title, Abilities: []onr.Ability{onr.Play(onr.GainBits(1))}})
		x := onrtest.New(t, idSeed)
		x.Card(c.Title)
		save, err := x.G.MarshalBinary()
		onr.UndefineForTest(c.Title)
		if err != nil {
			t.Fatal(err)
		}
		_, err = onr.Load(save)
		idWantErr(t, "load", err, c.ID, "not defined in this build")
	})
}

func TestFingerprints(t *testing.T) {
	t.Run("every implemented card has a fingerprint, and no two cards share one", func(t *testing.T) {
		by := map[string]string{}
		for _, title := range onr.Implemented() {
			d, _ := onr.Lookup(title)
			fp := d.Fingerprint()
			if fp == "" {
				t.Errorf("%s has an empty fingerprint", title)
				continue
			}
			if other, dup := by[fp]; dup {
				t.Errorf("%s and %s have the same fingerprint %s", other, title, fp)
			}
			by[fp] = title
		}
	})

	t.Run("a definition rebuilt from the same text has the same fingerprint", func(t *testing.T) {
		d, _ := onr.Lookup(idChanged)
		before, desc := d.Fingerprint(), d.Describe()
		defer onr.ReplaceDefForTest(idChanged, []onr.Ability{onr.Play(onr.GainBits(9))})()
		if d.Fingerprint() != before || d.Describe() != desc {
			t.Errorf("rebuilt, %s has fingerprint %s (%s); built by its package, %s (%s)", idChanged, d.Fingerprint(), d.Describe(), before, desc)
		}
	})

	t.Run("any change to a card's text changes its fingerprint, and different texts have different fingerprints", func(t *testing.T) {
		d, _ := onr.Lookup(idChanged)
		seen := map[string]string{d.Fingerprint(): "the definition of its package"}
		changes := []struct {
			name string
			text []onr.Ability
		}{
			{"one number of an op: Gain 10 bits instead of 9", idChangedText()},
			{"another op with the same number: Draw 9", []onr.Ability{onr.Play(onr.Draw(9))}},
			{"one more op", []onr.Ability{onr.Play(onr.GainBits(9), onr.GainBits(1))}},
			{"a condition of play", []onr.Ability{onr.PlayIf(onr.RunnerTagged, onr.GainBits(9))}},
			{"a label", []onr.Ability{{Kind: onr.KindPlay, Label: "Gain 9 bits", Effect: onr.Do(onr.GainBits(9))}}},
			{"another kind of ability", []onr.Ability{{Kind: onr.KindActivated, When: onr.AsAction, Effect: onr.Do(onr.GainBits(9))}}},
			{"a cost", []onr.Ability{{Kind: onr.KindPlay, Cost: onr.Cost{Bits: 1}, Effect: onr.Do(onr.GainBits(9))}}},
			{"a second ability", []onr.Ability{onr.Play(onr.GainBits(9)), onr.Play(onr.GainBits(9))}},
			{"no ability at all", nil},
		}
		for _, c := range changes {
			restore := onr.ReplaceDefForTest(idChanged, c.text)
			fp := d.Fingerprint()
			restore()
			if other, dup := seen[fp]; dup {
				t.Errorf("%s changed by %s has fingerprint %s, as with %s", idChanged, c.name, fp, other)
			}
			seen[fp] = c.name
		}
	})

	t.Run("two cards with the same text have different fingerprints: the card's printed data is part of it", func(t *testing.T) {
		ar, _ := onr.Lookup(idChanged)
		ee, _ := onr.Lookup("Efficiency Experts") // "Gain 3 bits"
		defer onr.ReplaceDefForTest(idChanged, []onr.Ability{onr.Play(onr.GainBits(3))})()
		abilities := func(desc string) string { return desc[strings.Index(desc, "[onr.Ability"):] }
		if a, e := abilities(ar.Describe()), abilities(ee.Describe()); a != e {
			t.Fatalf("the texts differ: %s and %s", a, e)
		}
		if ar.Fingerprint() == ee.Fingerprint() {
			t.Errorf("%s and Efficiency Experts with the same text share the fingerprint %s", idChanged, ar.Fingerprint())
		}
	})

	t.Run("a definition built with a closure cannot be fingerprinted: Define refuses it and registers nothing", func(t *testing.T) {
		c := idUnimplemented(t)
		closure := onr.OpFunc(func(*onr.State, *onr.Frame) onr.Status { return onr.Next })
		func() {
			defer func() {
				r := recover()
				if r == nil {
					onr.UndefineForTest(c.Title)
					t.Fatalf("Define accepted a definition of %s with a closure", c.Title)
				}
				if msg := fmt.Sprint(r); !strings.Contains(msg, "closure") || !strings.Contains(msg, c.Title) {
					t.Errorf("Define panicked with %q; want it to name the card and the closure", msg)
				}
			}()
			onr.Define(onr.Def{Title: c.Title, Abilities: []onr.Ability{onr.Play(closure)}})
		}()
		if _, ok := onr.Lookup(c.Title); ok {
			onr.UndefineForTest(c.Title)
			t.Errorf("the refused definition of %s was registered", c.Title)
		}
	})
}
