package observe_test

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/engine/observe/observetest"
	"github.com/datafort/datafort/neuroscape"
	_ "github.com/datafort/datafort/neuroscape/cards" // the cards
	"github.com/datafort/datafort/neuroscape/decks"
	_ "github.com/datafort/datafort/neuroscape/observe" // registers the encoder
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// actionNames lists each family's first id, its last and a digest of the
// name of every id in it, so that an id that changes meaning anywhere
// changes a line of the golden file.
func actionNames(enc observe.Encoder) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "actions %d\nobservation %d\n", enc.NumDistinctActions(), enc.ObservationSize())
	start, prev := 0, ""
	h := sha256.New()
	flush := func(end int) {
		fmt.Fprintf(&b, "%6d-%-6d %-10s first %q last %q sha256 %x\n", start, end, prev, enc.ActionName(start), enc.ActionName(end), h.Sum(nil)[:12])
	}
	for id := range enc.NumDistinctActions() {
		verb, _, _ := strings.Cut(enc.ActionName(id), " ")
		if verb != prev && id > 0 {
			flush(id - 1)
			start, h = id, sha256.New()
		}
		prev = verb
		fmt.Fprintf(h, "%d %s\n", id, enc.ActionName(id))
	}
	flush(enc.NumDistinctActions() - 1)
	return b.Bytes()
}

// TestActionIdsAndLayoutArePinned: every action id keeps its meaning
// (testdata/neuroscape-actions.golden) and every observation field its
// offset, size and meaning (neuroscape-layout.golden).
func TestActionIdsAndLayoutArePinned(t *testing.T) {
	enc := observe.For(neuroscape.Name)
	for _, tc := range []struct {
		name, golden string
		render       func(observe.Encoder) []byte
	}{
		{"every action id keeps its meaning", "neuroscape-actions.golden", actionNames},
		{"every observation field keeps its offset and size", "neuroscape-layout.golden", observetest.Layout},
	} {
		t.Run(tc.name, func(t *testing.T) {
			observetest.Golden(t, filepath.Join("testdata", tc.golden), tc.render(enc), *update)
		})
	}
}

// TestEveryOptionOfRandomGamesHasADistinctId plays random games at 2 and 4
// players and encodes every decision from its seat's view: each option has
// an id in range, distinct within the decision, whose name has the
// option's verb; the observation fills its size.
func TestEveryOptionOfRandomGamesHasADistinctId(t *testing.T) {
	enc := observe.For(neuroscape.Name)
	rs, err := engine.Lookup(neuroscape.Name)
	if err != nil {
		t.Fatal(err)
	}
	for _, players := range []string{"2", "4"} {
		t.Run("at "+players+" players every option is encoded", func(t *testing.T) {
			decisions := 0
			for seed := uint64(1); seed <= 6; seed++ {
				g, err := rs.New(engine.Setup{Seed: seed, Options: map[string]string{"players": players}})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				obs := make([]float32, enc.ObservationSize())
				for step := 0; step < 2000; step++ {
					if _, over := g.Result(); over {
						break
					}
					d := g.Pending()[0]
					v := g.View(d.Seat)
					ids, err := enc.Actions(observe.Given(v), d)
					if err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
					for i, id := range ids {
						name := enc.ActionName(id)
						if id < 0 || id >= enc.NumDistinctActions() || !strings.HasPrefix(name, d.Options[i].Verb.String()) {
							t.Fatalf("seed %d step %d: option %d (%s) has id %d named %q", seed, step, i, d.Options[i].Verb, id, name)
						}
					}
					if err := enc.Observe(v, obs); err != nil {
						t.Fatal(err)
					}
					decisions++
					if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(len(d.Options))}); err != nil {
						t.Fatal(err)
					}
				}
			}
			if decisions == 0 {
				t.Fatal("no decision encoded")
			}
		})
	}
}

// TestEveryPairingOfTheShippedDecksIsEncoded plays random games with every
// pairing of the shipped decks, at 2 players (one deck a seat) and at 4 (the
// pair's decks alternating seats), and encodes every decision from its
// seat's view: no option fails to encode and the ids of a decision are
// distinct (Actions checks both), each in range and named by its verb; and
// among the names reached are those testdata/reached.txt lists, the
// options of the decks that choose, take and use.
func TestEveryPairingOfTheShippedDecksIsEncoded(t *testing.T) {
	enc := observe.For(neuroscape.Name)
	rs, err := engine.Lookup(neuroscape.Name)
	if err != nil {
		t.Fatal(err)
	}
	all := decks.All()
	reached := map[string]bool{}
	for i, a := range all {
		for _, b := range all[i:] {
			for _, players := range []int{2, 4} {
				t.Run(fmt.Sprintf("%s against %s at %d players encodes every option", a.Name, b.Name, players), func(t *testing.T) {
					lists := make([]string, players)
					for s := range lists {
						lists[s] = [2]string{a.Text, b.Text}[s%2]
					}
					for seed := uint64(1); seed <= 3; seed++ {
						playEncoded(t, enc, rs, engine.Setup{Seed: seed, Decks: lists, Options: map[string]string{"players": fmt.Sprint(players)}}, reached)
					}
				})
			}
		}
	}
	text, err := os.ReadFile(filepath.Join("testdata", "reached.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(text)) {
		expr, why, ok := strings.Cut(strings.TrimSpace(line), "\t")
		if !ok || strings.HasPrefix(expr, "#") {
			continue
		}
		t.Run("the games reach "+why, func(t *testing.T) {
			re := regexp.MustCompile(expr)
			for name := range reached {
				if re.MatchString(name) {
					return
				}
			}
			t.Errorf("no option named as %s", expr)
		})
	}
}

// playEncoded plays one random game of setup, encoding every decision.
func playEncoded(t *testing.T, enc observe.Encoder, rs engine.Ruleset, setup engine.Setup, reached map[string]bool) {
	t.Helper()
	g, err := rs.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(setup.Seed)
	obs := make([]float32, enc.ObservationSize())
	for step := 0; step < 3000; step++ {
		if _, over := g.Result(); over {
			return
		}
		d := g.Pending()[0]
		v := g.View(d.Seat)
		ids, err := enc.Actions(observe.Given(v), d)
		if err != nil {
			t.Fatalf("seed %d step %d: %v", setup.Seed, step, err)
		}
		for i, id := range ids {
			name := enc.ActionName(id)
			if id < 0 || id >= enc.NumDistinctActions() || !strings.HasPrefix(name, d.Options[i].Verb.String()) {
				t.Fatalf("seed %d step %d: option %d (%s) has id %d named %q", setup.Seed, step, i, d.Options[i].Verb, id, name)
			}
			reached[name] = true
		}
		if err := enc.Observe(v, obs); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(len(d.Options))}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestEveryIdHasANameOfItsOwn: no two ids share a name, so that the
// families of one verb (the first, and those added with new places) never
// name one option twice.
func TestEveryIdHasANameOfItsOwn(t *testing.T) {
	enc := observe.For(neuroscape.Name)
	seen := make(map[string]int, enc.NumDistinctActions())
	for id := range enc.NumDistinctActions() {
		name := enc.ActionName(id)
		if other, ok := seen[name]; ok {
			t.Fatalf("ids %d and %d are both named %q", other, id, name)
		}
		seen[name] = id
	}
}

// TestOptionsNamingABinCardAreEncoded checks that an option whose target is
// a card in a recycle bin (REANIMATOR's RECOMPILE: "target [Mystic]
// character from your recycle bin") is encoded: a bin card has no place of
// its own, so it is counted among the unseen ones, each target its own id.
func TestOptionsNamingABinCardAreEncoded(t *testing.T) {
	for _, c := range []struct {
		what string
		bin  []string
		want int // RECOMPILE options
	}{
		{"one Mystic character in the bin: one RECOMPILE option, encoded", []string{"SEANCE SISTERS"}, 1},
		{"two Mystic characters in the bin: two RECOMPILE options with distinct ids", []string{"SEANCE SISTERS", "SEER"}, 2},
	} {
		t.Run(c.what, func(t *testing.T) {
			pos, err := neuroscape.NewPosition(2, 1, "AURORA")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := pos.AddCharacter(0, "REANIMATOR", neuroscape.InPlay{Committed: -1}); err != nil {
				t.Fatal(err)
			}
			for _, n := range c.bin {
				if _, err := pos.AddBin(0, n); err != nil {
					t.Fatal(err)
				}
			}
			if err := pos.AddBank(0, 2, 0); err != nil {
				t.Fatal(err)
			}
			g, err := pos.Start(neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
			if err != nil {
				t.Fatal(err)
			}
			d := g.Pending()[0]
			enc := observe.For(neuroscape.Name)
			ids, err := enc.Actions(observe.Given(g.View(d.Seat)), d)
			if err != nil {
				t.Fatal(err)
			}
			seen := map[int]bool{}
			for i, o := range d.Options {
				if o.Verb.String() == "activate" {
					seen[ids[i]] = true
				}
			}
			if len(seen) != c.want {
				t.Fatalf("%d distinct RECOMPILE ids, want %d", len(seen), c.want)
			}
		})
	}
}

// TestEveryOptionOfEveryCardGamesHasAnId plays random games with the fuzz's
// every-card decks (a cyberdeck of every implemented card, larger than the
// looking slots: a search sets it all aside) at 2 and 4 players and
// encodes every decision from its seat's view: every option has an id.
func TestEveryOptionOfEveryCardGamesHasAnId(t *testing.T) {
	enc := observe.For(neuroscape.Name)
	rs, err := engine.Lookup(neuroscape.Name)
	if err != nil {
		t.Fatal(err)
	}
	for _, players := range []string{"2", "4"} {
		t.Run("at "+players+" players every option of every-card decks is encoded", func(t *testing.T) {
			opts := map[string]string{"players": players}
			every, err := rs.(engine.FuzzDecks).EveryCardDecks(opts)
			if err != nil {
				t.Fatal(err)
			}
			for seed := uint64(1); seed <= 40; seed++ {
				g, err := rs.New(engine.Setup{Seed: seed, Decks: every, Options: opts})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; step < 5000; step++ {
					if _, over := g.Result(); over {
						break
					}
					d := g.Pending()[0]
					if _, err := enc.Actions(observe.Given(g.View(d.Seat)), d); err != nil {
						t.Fatalf("seed %d step %d, %q: %v", seed, step, d.Prompt, err)
					}
					if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(len(d.Options))}); err != nil {
						t.Fatal(err)
					}
				}
			}
		})
	}
}

// TestTheEnvironmentRolledForHasAnId: at a stability check (NS-6.3) the
// controller chooses among the cards of equal cost the next one rolled
// for, the environment among them (NS-6.4: its programs in play); each
// option has an id, the environment's naming its place.
func TestTheEnvironmentRolledForHasAnId(t *testing.T) {
	pos, err := neuroscape.NewPosition(2, 1, "AURORA")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pos.AddCharacter(0, "TRUSTFUND BABY", neuroscape.InPlay{Committed: 1}); err != nil { // missing RAM: unstable
		t.Fatal(err)
	}
	if _, err := pos.SetEnvironment(0, "THE GRID"); err != nil {
		t.Fatal(err)
	}
	g, err := pos.Start(neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "start"})
	if err != nil {
		t.Fatal(err)
	}
	d := g.Pending()[0]
	if d.Rule != "NS-6.3" || len(d.Options) != 2 {
		t.Fatalf("the decision is %s %q with %d options, want the NS-6.3 roll between two cards", d.Rule, d.Prompt, len(d.Options))
	}
	enc := observe.For(neuroscape.Name)
	ids, err := enc.Actions(observe.Given(g.View(d.Seat)), d)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, id := range ids {
		names = append(names, enc.ActionName(id))
	}
	slices.Sort(names)
	if want := []string{"roll [environment]", "roll [player+0 play[0]]"}; !slices.Equal(names, want) {
		t.Errorf("the options are named %q, want %q", names, want)
	}
}
