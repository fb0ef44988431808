package fuzz_test

import (
	"encoding/json"
	"maps"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/sim"
)

// TestShardsMergeIntoTheWholeRun: a fuzz run split into shards (game i in
// shard i mod n, seeds, decks, styles and checks as in the whole run)
// merges (fuzz.Merge, shards in any order) into the report of the whole
// run, byte for byte in JSON less the timing fields: counts, engagement,
// and the first DefaultMaxRecords failures.
func TestShardsMergeIntoTheWholeRun(t *testing.T) {
	for _, c := range []struct {
		name   string
		cfg    fuzz.Config
		shards int
	}{
		{"two shards of ONR with engagement merge into the whole run", fuzz.Config{Ruleset: onr.Rules, Games: 8, Seed: 4, Workers: 2}, 2},
		{"three shards of ONR with checks and more failures than a report keeps merge into the whole run", fuzz.Config{Ruleset: onr.Rules, Games: 2 * fuzz.DefaultMaxRecords, Seed: 6, Workers: 2, MaxSteps: 12, LeakEvery: 25, RedealEvery: 40}, 3},
		{"two shards of a game without engagement merge into the whole run", fuzz.Config{Ruleset: enginetest.Toy{}, Games: 101, Seed: 2, Workers: 2}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			whole, err := fuzz.Run(c.cfg)
			if err != nil {
				t.Fatal(err)
			}
			var parts []*fuzz.Report
			for i := c.shards - 1; i >= 0; i-- {
				cfg := c.cfg
				cfg.Shard = sim.Shard{Index: i, Count: c.shards}
				r, err := fuzz.Run(cfg)
				if err != nil {
					t.Fatal(err)
				}
				parts = append(parts, r)
			}
			merged, err := fuzz.Merge(parts)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := fuzzJSON(t, merged), fuzzJSON(t, whole); got != want {
				t.Errorf("merged shards:\n%.3000s\nwhole run:\n%.3000s", got, want)
			}
			t.Logf("%d games, %d failed, %d records, %d leak-checked, %d dealt again", whole.Games, whole.Failed, len(whole.Failures), whole.Leaks, whole.Redealt)
		})
	}
}

// fuzzJSON is the JSON report of r less its timing fields.
func fuzzJSON(t *testing.T, r *fuzz.Report) string {
	t.Helper()
	d := *r
	d.Seconds, d.GamesPerSecond = 0, 0
	b, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestMergeRefusesShardsOfOtherRules: a report names the rules its games
// were played under (the rules version and every used card's
// fingerprint), and shards merge only when their rules agree, so that a
// long run split over builds is one run of one set of rules.
func TestMergeRefusesShardsOfOtherRules(t *testing.T) {
	var parts [2]*fuzz.Report
	for i := range parts {
		r, err := fuzz.Run(fuzz.Config{Ruleset: onr.Rules, Games: 4, Seed: 9, Workers: 1, Shard: sim.Shard{Index: i, Count: 2}})
		if err != nil {
			t.Fatal(err)
		}
		if r.Rules == nil || r.Rules.Version != onr.RulesVersion || len(r.Rules.Cards) == 0 {
			t.Fatalf("shard %d: rules %+v, want version %s and the cards' fingerprints", i, r.Rules, onr.RulesVersion)
		}
		parts[i] = r
	}
	var card string
	for id := range parts[1].Rules.Cards {
		if _, ok := parts[0].Rules.Cards[id]; ok {
			card = id
			break
		}
	}
	if card == "" {
		t.Fatal("the shards share no card")
	}
	for _, c := range []struct {
		name   string
		change func(r *fuzz.Report)
		want   string // in the error; "" for none
	}{
		{"shards under the same rules merge", func(*fuzz.Report) {}, ""},
		{"a shard under another rules version is refused", func(r *fuzz.Report) { r.Rules.Version += "-other" }, "other rules"},
		{"a shard under another state encoding is refused", func(r *fuzz.Report) { r.Rules.Encoding = "other" }, "other rules"},
		{"a shard where a card has another definition is refused", func(r *fuzz.Report) { r.Rules.Cards[card] = "changed" }, "card " + card},
		{"a shard that names no rules is refused", func(r *fuzz.Report) { r.Rules = nil }, "does not"},
	} {
		t.Run(c.name, func(t *testing.T) {
			second := *parts[1]
			rules := *parts[1].Rules
			rules.Cards = maps.Clone(rules.Cards)
			second.Rules = &rules
			c.change(&second)
			merged, err := fuzz.Merge([]*fuzz.Report{parts[0], &second})
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("merge: %v", err)
			case c.want == "":
				if n := len(merged.Rules.Cards); n < len(parts[0].Rules.Cards) || n < len(parts[1].Rules.Cards) {
					t.Errorf("merged rules hold %d cards, fewer than a shard's", n)
				}
			case err == nil || !strings.Contains(err.Error(), c.want):
				t.Errorf("merge: error %v, want one saying %q", err, c.want)
			}
		})
	}
}
