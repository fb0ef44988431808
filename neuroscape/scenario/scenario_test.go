package scenario_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/neuroscape/scenario"
	shared "github.com/datafort/datafort/scenario"
)

// run loads and plays the scenario at path.
func run(t *testing.T, path string) shared.Result {
	t.Helper()
	sc, err := shared.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return sc.Run()
}

func checkPassed(t *testing.T, res shared.Result) {
	t.Helper()
	if !res.Passed {
		t.Errorf("%s fails:\n%s\nevents:\n\t%s", res.File, strings.Join(res.Failures, "\n"), strings.Join(res.Log, "\n\t"))
	}
}

// keysIn returns every mapping key of the YAML file at path, written as
// the path of keys leading to it ("setup.p1.play.committed"; list items
// add nothing) and, for an expect step's keys, as "expect.KEY" with the
// seat of pN.KEY written pN.
func keysIn(t *testing.T, path string) map[string]bool {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	var walk func(n *yaml.Node, prefix string)
	walk = func(n *yaml.Node, prefix string) {
		switch n.Kind {
		case yaml.DocumentNode, yaml.SequenceNode:
			for _, c := range n.Content {
				walk(c, prefix)
			}
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				k := n.Content[i].Value
				if strings.HasSuffix(prefix, "expect") || strings.HasPrefix(prefix, "steps.expect.") {
					k = regexp.MustCompile(`^p[1-4]\.`).ReplaceAllString(k, "pN.")
				}
				if prefix == "setup" && regexp.MustCompile(`^p[1-4]$`).MatchString(k) {
					k = "pN"
				}
				p := k
				if prefix != "" {
					p = prefix + "." + k
				}
				out[p] = true
				walk(n.Content[i+1], p)
			}
		}
	}
	walk(&doc, "")
	return out
}

func TestEveryKeyIsReadAndChecked(t *testing.T) {
	const file, cache, ram = "testdata/position.yaml", "testdata/cache.yaml", "testdata/ram-under.yaml"
	keys := keysIn(t, file)
	for _, other := range []string{cache, ram} {
		for k := range keysIn(t, other) {
			keys[k] = true
		}
	}
	var want []string
	for _, k := range []string{"players", "seed", "turn", "first", "turn_number", "round", "step", "cache", "ports"} {
		want = append(want, "setup."+k)
	}
	for _, k := range []string{"mainframe", "health", "hand", "deck", "ram_deck", "bank", "bin", "play", "slots", "environment"} {
		want = append(want, "setup.pN."+k)
	}
	for _, k := range []string{"card", "committed", "running", "damage", "used", "gear"} {
		want = append(want, "setup.pN.play."+k)
	}
	want = append(want, "setup.cache.card", "setup.cache.seat", "setup.cache.target", "setup.cache.reversed", "setup.cache.target.ram_under")
	want = append(want, "setup.pN.slots.on", "setup.pN.bank.refreshed", "setup.pN.bank.running", "setup.pN.health.bf", "setup.pN.health.mf")
	sc, err := shared.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range sc.Part.ExpectationKeys() {
		want = append(want, "steps.expect."+regexp.MustCompile(`^p[1-4]\.`).ReplaceAllString(k, "pN."))
	}
	for _, k := range []string{"card", "zone", "owner", "controller", "attack", "defense", "damage", "running", "committed", "missing", "used", "gear"} {
		want = append(want, "steps.expect.card."+k)
	}
	for _, k := range []string{"text", "advanced_ram", "legal", "errors"} {
		want = append(want, "steps.expect.deck_list."+k)
	}
	want = append(want, "steps.expect.view_cache.seat", "steps.expect.view_cache.cards")
	want = append(want, "sc", "rules")
	slices.Sort(want)
	for _, k := range slices.Compact(want) {
		t.Run(k+" is in the file that uses every key", func(t *testing.T) {
			if !keys[k] {
				t.Errorf("none of %s, %s and %s uses %s", file, cache, ram, k)
			}
		})
	}
	t.Run("the files pass", func(t *testing.T) {
		checkPassed(t, run(t, file))
		checkPassed(t, run(t, cache))
		checkPassed(t, run(t, ram))
	})
}

// changed writes file with from replaced by to into a temporary file and
// runs it.
func changed(t *testing.T, file, from, to string) shared.Result {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	if !strings.Contains(text, from) {
		t.Fatalf("%s has no %q", file, from)
	}
	path := filepath.Join(t.TempDir(), filepath.Base(file))
	if err := os.WriteFile(path, []byte(strings.Replace(text, from, to, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	return run(t, path)
}

func TestAChangedExpectationFails(t *testing.T) {
	const pos = "testdata/position.yaml"
	const sc01 = "../../scenarios/neuroscape/sc-01-a-character-answers-a-removal-script.yaml"
	const rule = "../../scenarios/neuroscape/ns-1.3-a-team-at-0-is-eliminated.yaml"
	for _, tc := range []struct{ name, file, from, to, want string }{
		{"a team's health is its pool", pos, "p1.bf: 15", "p1.bf: 16", "expect p1.bf: expected 16, got 15"},
		{"a hand holds what it holds", pos, "p1.hand: [DELETE]", "p1.hand: [TIME]", "expected [TIME], got [DELETE]"},
		{"a deck's order matters, top first", pos, "p1.deck: [ADMIN, SCRAPPER]", "p1.deck: [SCRAPPER, ADMIN]", "expected [SCRAPPER, ADMIN], got [ADMIN, SCRAPPER]"},
		{"the bank counts refreshed and running RAM apart", pos, "p1.bank: 1R/2N", "p1.bank: 2R/1N", "expected 2R/1N, got 1R/2N"},
		{"the RAM deck is counted", pos, "p1.ram_deck: 3", "p1.ram_deck: 4", "expected 4, got 3"},
		{"slots are a mainframe's", pos, "p1.slots: []", "p1.slots: [SYSTEM ERROR]", "expected [SYSTEM ERROR], got []"},
		{"synergy is counted per faction", pos, "p1.synergy: {Thrasher: 2", "p1.synergy: {Thrasher: 1", "expect p1.synergy.Thrasher: expected 1, got 2"},
		{"the environment is named", pos, "environment: MOSH PIT\n      cache", "environment: none\n      cache", "expected none, got MOSH PIT"},
		{"the Cache is listed top first", pos, "cache: [OVERLOAD MK. I]", "cache: []", "expected [], got [OVERLOAD MK. I]"},
		{"the step is the turn's", pos, "step: deploy\n      p1.bf", "step: netcheck\n      p1.bf", "expected netcheck, got deploy"},
		{"whose turn it is", pos, "turn: p2\n      turn_number", "turn: p1\n      turn_number", "expected p1, got p2"},
		{"the round", pos, "round: 2\n      step", "round: 3\n      step", "expected 3, got 2"},
		{"the winner is a team", pos, "winner: p2", "winner: p1", "expected team of p1, got team of p2"},
		{"a game going on has no winner", pos, "winner: none", "winner: draw", "expected draw, got none"},
		{"a card's attack counts its gear", pos, "attack: 4, defense: 3", "attack: 2, defense: 3", "NAMELESS: in play, owner p1, controller p1, attack 4"},
		{"a card's committed RAM", pos, "{card: ANIMA PROXY, committed: 3, running", "{card: ANIMA PROXY, committed: 2, running", "ANIMA PROXY: committed 3"},
		{"a setup's Cache is the Cache", "testdata/cache.yaml", "cache: [THE HIGH PRIESTESS, DELETE]", "cache: [DELETE, THE HIGH PRIESTESS]", "expected [DELETE, THE HIGH PRIESTESS], got [THE HIGH PRIESTESS, DELETE]"},
		{"a setup's Cache resolves: the counter took DELETE away", "testdata/cache.yaml", `p1.play: ["LUNA, THE SACRED MOON"]`, "p1.play: []", `expected [], got [LUNA, THE SACRED MOON]`},
		{"an SC file: a bank", sc01, "p2.bank: 0R/4N", "p2.bank: 0R/3N", "expected 0R/3N, got 0R/4N"},
		{"an SC file: options offered", sc01, "pending: p2", "pending: p1", "expected [p1], got [p2]"},
		{"a rule's file: the winner", rule, "winner: p1", "winner: none", "expected none, got team of p1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := changed(t, tc.file, tc.from, tc.to)
			if res.Passed || !strings.Contains(strings.Join(res.Failures, "\n"), tc.want) {
				t.Errorf("passed %v, failures %q; want a failure holding %q", res.Passed, res.Failures, tc.want)
			}
		})
	}
}

func TestMistakesNameTheirLine(t *testing.T) {
	for _, tc := range []struct{ name, file, want string }{
		{"a card not in the data is refused", "no-such-card.yaml", `no-such-card.yaml:7: "OVERLOAD MK. III" is not a card of the Neuroscape data`},
		{"a card without behaviour is told apart", "not-implemented.yaml", "not-implemented.yaml:7: SCRIPT KIDDIE is in the Neuroscape data but not implemented yet"},
		{"an unknown key of a player is refused", "bad-key.yaml", `bad-key.yaml:6: unknown key "credits" in setup.p1`},
		{"a seat the table lacks is refused", "no-seat.yaml", `no-seat.yaml:6: unknown key "p3" in setup`},
		{"a table of 3 is refused", "bad-players.yaml", "bad-players.yaml:4: setup.players must be 2 or 4"},
		{"a rule that is a definition is refused", "definition-rule.yaml", "definition-rule.yaml:4: rules: NS-2.1 is a definition"},
		{"a rule not in the index is refused", "unknown-rule.yaml", `unknown-rule.yaml:3: rules: "NS-99.1" is not a rule of the index`},
		{"a digest scenario that does not exist is refused", "unknown-sc.yaml", `unknown-sc.yaml:3: sc: "SC-26" is not a scenario of the digest`},
		{"a bank in another notation is refused", "bad-bank.yaml", `bad-bank.yaml:7: p1.bank: write the refreshed and running RAM as 2R/1N`},
		{"a team's health is given once", "shared-health.yaml", "shared-health.yaml:8: a team's health is shared (NS-23.1)"},
		{"a program is not put in play", "wrong-type.yaml", "wrong-type.yaml:7: DELETE is a Program: it cannot go there"},
		{"a step the turn lacks is refused", "bad-step.yaml", `bad-step.yaml:4: setup.step: "upkeep" is neither setup nor a step of the turn`},
		{"an unknown expectation is refused", "unknown-expectation.yaml", `unknown-expectation.yaml:7: unknown expectation "p1.credits"`},
		{"a Cache item's target names one card", "cache-target.yaml", `cache-target.yaml:6: setup.cache: the target "ADMIN" names 2 cards`},
		{"a Cache item's target must be legal", "cache-illegal.yaml", "DELETE on the Cache cannot target that (NS-18.2)"},
		{"a game at its start has no hand to set up", "setup-with-hand.yaml", "setup-with-hand.yaml:7: hand: a game at its start (step: setup) is dealt from the decks"},
		{"a game at its start has no turn yet", "setup-with-turn.yaml", "setup-with-turn.yaml:5: setup.turn: a game at its start (step: setup) has no turn yet"},
		{"a RAM target needs RAM under the character", "ram-under-nothing.yaml", "ram-under-nothing.yaml:7: setup.cache: no RAM is committed to UNPAID INTERN"},
		{"a virus goes on an opponent's mainframe", "virus-on-own-mainframe.yaml", "virus-on-own-mainframe.yaml:6: SYSTEM ERROR is a virus: it goes on an opponent's mainframe, not p1's (NS-4.6)"},
		{"RAM beyond a character's cost is refused", "overcommitted.yaml", "overcommitted.yaml:6: ADMIN needs 1 RAM: 2 cannot be committed to it"},
		{"a stand-in may not take a name of the data", "stand-in-data-name.yaml", "stand-in-data-name.yaml:4: stand_ins: stand-in ADMIN: a card of the Neuroscape data has that name"},
		{"one stand-in name may not be defined with other values", "stand-in-conflict.yaml", "stand-in-conflict.yaml:5: stand_ins: stand-in TEST STAND-IN TWICE is defined with other values elsewhere"},
		{"a stand-in's effect kind is one of the vocabulary", "stand-in-bad-effect.yaml", `stand-in-bad-effect.yaml:5: effects.kind: "zap" is no effect kind of the vocabulary`},
		{"a stand-in the file does not define cannot be named", "stand-in-not-defined-here.yaml", `stand-in-not-defined-here.yaml:5: "MIRROR" is not a card of the Neuroscape data`},
		{"a stand-in is never in a deck", "stand-in-in-deck.yaml", `stand-in-in-deck.yaml:8: "TEST DECKED" is not an implemented Neuroscape card`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join("testdata", "bad", tc.file)
			sc, err := shared.Load(path)
			if err == nil {
				if res := sc.Run(); len(res.Failures) > 0 {
					err = errorString(res.Failures[0])
				}
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one holding %q", err, tc.want)
			}
		})
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }

// digestRules returns the NS numbers the digest writes in bold or as
// numbered items, in order.
func digestRules(t *testing.T) (rules, scs []string) {
	t.Helper()
	b, err := os.ReadFile("../rulesdata/neuroscape-rules.md")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?m)^(?:\*\*(NS-\d+\.\d+)[ *.]|\s*- (NS-\d+\.\d+\.\d+) )`)
	for _, m := range re.FindAllStringSubmatch(string(b), -1) {
		id := m[1] + m[2]
		if !slices.Contains(rules, id) {
			rules = append(rules, id)
		}
	}
	for _, m := range regexp.MustCompile(`(?m)^### (SC-\d+) — `).FindAllStringSubmatch(string(b), -1) {
		scs = append(scs, m[1])
	}
	return rules, scs
}

func TestTheIndexListsTheDigestsRules(t *testing.T) {
	rules, scs := digestRules(t)
	idx, err := scenario.Rules()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range idx.Rules {
		got = append(got, r.ID)
	}
	if !slices.Equal(got, rules) {
		t.Errorf("rules.tsv lists %d rules, the digest %d:\n%v\n%v", len(got), len(rules), got, rules)
	}
	if d := scenario.DigestScenarios(); !slices.Equal(d, scs) {
		t.Errorf("sc.tsv lists %v, the digest %v", d, scs)
	}
}

// TestNeuroscapeScenariosOfTheRepository runs every file under
// scenarios/neuroscape and reports how many of the digest's scenarios and
// of the index's outcome rules they check (go test -v).
func TestNeuroscapeScenariosOfTheRepository(t *testing.T) {
	paths, err := filepath.Glob("../../scenarios/neuroscape/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	idx, err := scenario.Rules()
	if err != nil {
		t.Fatal(err)
	}
	scs, rules := map[string]bool{}, map[string]bool{}
	for _, p := range paths {
		sc, err := shared.Load(p)
		if err != nil {
			t.Fatal(err)
		}
		f := sc.Part.(*scenario.File)
		if len(f.Rules) == 0 {
			t.Errorf("%s names no rule it checks (rules)", p)
		}
		if base := filepath.Base(p); strings.HasPrefix(base, "sc-") != (f.SC != "") {
			t.Errorf("%s: a file named sc-… plays a digest scenario (sc), and only such a file names one", p)
		} else if strings.HasPrefix(base, "ns-") && !slices.Contains(f.Rules, "NS-"+strings.SplitN(strings.TrimPrefix(base, "ns-"), "-", 2)[0]) {
			t.Errorf("%s: a file named ns-N.N… cites that rule among its rules (%v)", p, f.Rules)
		}
		if f.SC != "" {
			scs[strings.TrimRight(f.SC, "abcdefghijklmnopqrstuvwxyz")] = true
		}
		for _, r := range f.Rules {
			rules[r] = true
		}
		t.Run(filepath.Base(p), func(t *testing.T) { checkPassed(t, sc.Run()) })
	}
	outcomes := 0
	for _, r := range idx.Rules {
		if r.Class == scenario.Outcome {
			outcomes++
		}
	}
	t.Logf("%d files; digest scenarios: %d of %d; outcome rules: %d of %d", len(paths), len(scs), len(scenario.DigestScenarios()), len(rules), outcomes)
	if len(paths) < 20 {
		t.Errorf("%d files under scenarios/neuroscape, want at least 20", len(paths))
	}
}
