package observe_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/engine/observe/observetest"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/carddb"
	_ "github.com/datafort/datafort/nsg/observe" // registers the encoder
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// actionNames lists each family's first id, its last and a digest of the
// name of every id in it, so that an id that changes meaning anywhere
// changes a line of the golden file.
func actionNames(enc observe.Encoder) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "actions %d\n", enc.NumDistinctActions())
	start, prev := 0, ""
	h := sha256.New()
	flush := func(end int) {
		fmt.Fprintf(&b, "%6d-%-6d %-20s first %q last %q sha256 %x\n", start, end, prev, enc.ActionName(start), enc.ActionName(end), h.Sum(nil)[:12])
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

// TestNSGActionIdsAndLayoutArePinned pins the encoding against the goldens
// in testdata: every id's meaning and the observation's fields. Change a
// golden only deliberately, with -update, and then only by appending.
func TestNSGActionIdsAndLayoutArePinned(t *testing.T) {
	enc := observe.For(nsg.Name)
	if _, generic := enc.(observe.Generic); generic {
		t.Fatal("nsg/observe registered no encoder for nsg")
	}
	for _, tc := range []struct {
		name, golden string
		render       func(observe.Encoder) []byte
	}{
		{"every action id keeps its meaning", "nsg-actions.golden", actionNames},
		{"every observation field keeps its offset and size", "nsg-layout.golden", observetest.Layout},
	} {
		t.Run(tc.name, func(t *testing.T) {
			observetest.Golden(t, filepath.Join("testdata", tc.golden), tc.render(enc), *update)
		})
	}
}

// TestLayoutTilesTheObservation: the fields follow each other without gap
// or overlap and cover the vector.
func TestLayoutTilesTheObservation(t *testing.T) {
	enc := observe.For(nsg.Name)
	off := 0
	for _, f := range enc.Layout() {
		if f.Offset != off || f.Size <= 0 {
			t.Fatalf("field %s at %d of size %d, want offset %d", f.Name, f.Offset, f.Size, off)
		}
		off += f.Size
	}
	if off != enc.ObservationSize() {
		t.Errorf("the layout covers %d floats of %d", off, enc.ObservationSize())
	}
}

// decks returns the System Gateway deck pairs by name.
func decks(t *testing.T) map[string][]string {
	t.Helper()
	text := map[string]string{}
	for _, d := range carddb.Decks() {
		text[d.Name] = d.Text
	}
	return map[string][]string{
		"beginner":     {text["sg-beginner-corp"], text["sg-beginner-runner"]},
		"intermediate": {text["sg-intermediate-corp"], text["sg-intermediate-runner"]},
	}
}

// newGame sets up a game of the deck pair.
func newGame(t *testing.T, pair []string, seed uint64) engine.Game {
	t.Helper()
	g, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed, Decks: pair})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestEveryOptionOfRandomGamesHasADistinctId plays random games with both
// deck pairs and encodes every decision from its seat's view: each option
// (or number) has an id in range, distinct within the decision, whose name
// starts with the option's verb; the observation fills its size and its
// card places agree with the view's card count.
func TestEveryOptionOfRandomGamesHasADistinctId(t *testing.T) {
	enc := observe.For(nsg.Name)
	for name, pair := range decks(t) {
		t.Run("with the "+name+" decks every option is encoded", func(t *testing.T) {
			decisions, numbers := 0, 0
			for seed := uint64(1); seed <= 8; seed++ {
				g := newGame(t, pair, seed)
				rng := engine.NewRNG(seed)
				obs := make([]float32, enc.ObservationSize())
				for step := 0; step < 5000; step++ {
					if _, over := g.Result(); over {
						break
					}
					d := g.Pending()[0]
					v := g.View(d.Seat)
					ids, err := enc.Actions(observe.Given(v), d)
					if err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
					want := len(d.Options)
					if d.Kind == engine.Number {
						want = min(d.Max, 63) - d.Min + 1
						numbers++
					}
					if len(ids) != want {
						t.Fatalf("seed %d step %d: %d ids for %d answers", seed, step, len(ids), want)
					}
					for i, id := range ids {
						name := enc.ActionName(id)
						verb := "number"
						if d.Kind == engine.Select {
							verb = d.Options[i].Verb.String()
						}
						if id < 0 || id >= enc.NumDistinctActions() || !strings.HasPrefix(name, verb) || slices.Contains(ids[:i], id) {
							t.Fatalf("seed %d step %d: answer %d (%s) has id %d named %q", seed, step, i, verb, id, name)
						}
					}
					if err := enc.Observe(v, obs); err != nil {
						t.Fatal(err)
					}
					if got, want := presentCards(enc, obs), shownCards(v.(nsg.View)); got != want {
						t.Fatalf("seed %d step %d: %d cards present in the observation, the view shows %d", seed, step, got, want)
					}
					decisions++
					if _, err := g.Apply(engine.RandomChoice(&rng, d)); err != nil {
						t.Fatal(err)
					}
				}
			}
			// The System Gateway decks have no trace: numbers are asked
			// only of other decks.
			t.Logf("%d decisions encoded, %d of them numbers", decisions, numbers)
			if decisions < 1000 {
				t.Fatalf("only %d decisions encoded", decisions)
			}
		})
	}
}

// presentCards counts the card places whose present flag is set.
func presentCards(enc observe.Encoder, obs []float32) int {
	var cards observe.Field
	for _, f := range enc.Layout() {
		if f.Name == "cards" {
			cards = f
		}
	}
	per := cards.Size / placesOf(cards)
	n := 0
	for i := cards.Offset; i < cards.Offset+cards.Size; i += per {
		if obs[i] == 1 {
			n++
		}
	}
	return n
}

// placesOf reads the number of card places from the field's doc.
func placesOf(f observe.Field) int {
	var n int
	fmt.Sscanf(f.Doc, "%d places", &n)
	return max(n, 1)
}

// shownCards counts the cards a view lists.
func shownCards(v nsg.View) int {
	n := len(v.Hand) + len(v.Rig) + len(v.Archives) + len(v.Heap)
	for _, l := range v.Scored {
		n += len(l)
	}
	for _, sv := range v.Servers {
		n += len(sv.Ice) + len(sv.Root)
	}
	return n
}

// hiddenGroup is the class of card c that seat p cannot tell apart from
// the others of its class, or "" when p may know c: HQ and R&D (or the grip
// and the stack) together, unrezzed ice, unrezzed agendas and assets in a
// root, unrezzed upgrades, facedown Archives cards.
func hiddenGroup(s *nsg.State, p engine.Seat, c *nsg.Card) string {
	corp := s.Corp == p
	switch c.Zone {
	case nsg.ZoneHQ, nsg.ZoneRD:
		if !corp {
			return "corp hand and deck"
		}
	case nsg.ZoneGrip, nsg.ZoneStack:
		if corp {
			return "runner hand and deck"
		}
	case nsg.ZoneArchives:
		if !corp && !c.FaceUp {
			return "facedown archives"
		}
	case nsg.ZoneServer:
		if corp || c.Rezzed {
			return ""
		}
		if c.Ice {
			return "unrezzed ice"
		}
		if d := nsg.Lookup(c.Title); d.Type == nsg.TypeUpgrade {
			return "unrezzed upgrade"
		}
		return "unrezzed root card"
	}
	return ""
}

// redeal returns a copy of g in which the titles of the cards seat p may
// not know are shuffled within their classes (hiddenGroup): a state p
// cannot tell from g.
func redeal(t *testing.T, g engine.Game, p engine.Seat, rng *engine.RNG) engine.Game {
	t.Helper()
	c := g.Clone()
	s := c.(*nsg.Game).State()
	groups := map[string][]int{}
	for i := range s.Cards {
		if k := hiddenGroup(s, p, &s.Cards[i]); k != "" {
			groups[k] = append(groups[k], i)
		}
	}
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		l := groups[k]
		for i := len(l) - 1; i > 0; i-- {
			j := rng.IntN(i + 1)
			s.Cards[l[i]].Title, s.Cards[l[j]].Title = s.Cards[l[j]].Title, s.Cards[l[i]].Title
		}
	}
	if err := c.Check(); err != nil {
		t.Fatalf("the re-dealt state: %v", err)
	}
	return c
}

// seen is what the agent interface shows seat p: its view, and at its
// decision the action ids and the observation.
func seen(t *testing.T, enc observe.Encoder, g engine.Game, p engine.Seat) string {
	t.Helper()
	v := g.View(p)
	j, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	obs := make([]float32, enc.ObservationSize())
	if err := enc.Observe(v, obs); err != nil {
		t.Fatal(err)
	}
	out := fmt.Sprintf("view %s\nobservation %v\n", j, obs)
	for _, d := range g.Pending() {
		if d.Seat == p {
			ids, err := enc.Actions(observe.Given(v), d)
			if err != nil {
				t.Fatal(err)
			}
			out += fmt.Sprintf("decision %q ids %v\n", d.Prompt, ids)
		}
	}
	return out
}

// TestASeatsObservationsDependOnlyOnWhatItMayKnow is the re-deal leak test:
// along random games, for each seat p, the cards p may not know are dealt
// anew (redeal) and both games are played on with the same choices; what
// the encoder gives p (its view, its observation, its action ids) must be
// the same in both, step after step, until the two games tell p something
// different (an event p reads differs: a card accessed, rezzed or drawn),
// the choices can no longer be the same (the other seat, who knows, is
// offered different options), or the game ends.
func TestASeatsObservationsDependOnlyOnWhatItMayKnow(t *testing.T) {
	enc := observe.For(nsg.Name)
	for name, pair := range decks(t) {
		t.Run("with the "+name+" decks", func(t *testing.T) {
			checks, compared := 0, 0
			for seed := uint64(1); seed <= 2; seed++ {
				g := newGame(t, pair, seed)
				rng := engine.NewRNG(seed)
				for step := 0; step < 3000; step++ {
					if _, over := g.Result(); over {
						break
					}
					if step%13 == 5 {
						for _, si := range g.Seats() {
							p := si.Seat
							re := redeal(t, g, p, &rng)
							checks++
							compared += compareRest(t, enc, g.Clone(), re, p, &rng, fmt.Sprintf("seed %d step %d seat %d", seed, step, p))
						}
					}
					if _, err := g.Apply(engine.RandomChoice(&rng, g.Pending()[0])); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d re-deals, %d steps compared", checks, compared)
			if checks < 20 || compared < 200 {
				t.Fatalf("only %d re-deals and %d steps compared", checks, compared)
			}
		})
	}
}

// compareRest plays a and b on with the same choices while p cannot tell
// them apart, failing the test when what p is shown differs. It returns
// the number of steps compared.
func compareRest(t *testing.T, enc observe.Encoder, a, b engine.Game, p engine.Seat, rng *engine.RNG, where string) int {
	t.Helper()
	for n := 0; n < 40; n++ {
		sa, sb := seen(t, enc, a, p), seen(t, enc, b, p)
		if sa != sb {
			t.Fatalf("%s, %d steps on: seat %d is shown\n%s\nand in the re-dealt game\n%s", where, n, p, sa, sb)
		}
		_, overA := a.Result()
		_, overB := b.Result()
		if overA || overB {
			return n + 1
		}
		da, db := a.Pending()[0], b.Pending()[0]
		if da.Seat != db.Seat || da.Kind != db.Kind || len(da.Options) != len(db.Options) || da.Min != db.Min || da.Max != db.Max {
			if da.Seat == p || db.Seat == p {
				t.Fatalf("%s, %d steps on: seat %d is asked %+v, and in the re-dealt game %+v", where, n, p, da, db)
			}
			return n + 1 // the other seat knows
		}
		c := engine.RandomChoice(rng, da)
		ea, err := a.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		c.Decision, c.Seat = db.ID, db.Seat
		eb, err := b.Apply(c)
		if err != nil {
			return n + 1 // the other seat's option means something else there
		}
		if !sameEvents(ea, eb, p) {
			return n + 1 // p is told something that tells the games apart
		}
	}
	return 40
}

// sameEvents reports whether seat p reads the same events in ea and eb.
func sameEvents(ea, eb []engine.Event, p engine.Seat) bool {
	if len(ea) != len(eb) {
		return false
	}
	for i := range ea {
		if ea[i].For(p) != eb[i].For(p) {
			return false
		}
	}
	return true
}

// TestANameDecisionHasAnIdPerPoolTitle: a "name a card" decision (CR
// 1.15.1b) offers a title of the card pool per option, by its place in
// the pool; each has an id of the nsg-name family, distinct, and the pool
// fits in the family.
func TestANameDecisionHasAnIdPerPoolTitle(t *testing.T) {
	enc := observe.For(nsg.Name)
	eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	name := engine.NewVerb("nsg-name")
	d := engine.Decision{Seat: 0, Prompt: "Name a card"}
	for i := range carddb.All() {
		d.Options = append(d.Options, engine.Option{Verb: name, Arg: i})
	}
	ids, err := enc.Actions(observe.Given(eg.View(0)), d)
	if err != nil {
		t.Fatal(err)
	}
	for i, id := range ids {
		if want := fmt.Sprintf("nsg-name [title %d]", i); enc.ActionName(id) != want || slices.Contains(ids[:i], id) {
			t.Fatalf("option %d has id %d named %q, want %q", i, id, enc.ActionName(id), want)
		}
	}
}

// TestViewCardIDsAreDistinct plays random games with both deck pairs and
// checks that the cards every seat's view lists have distinct ids: Observe
// writes each listed card at its place in one walk of the view's lists,
// where a card found by its id would be another card of the same id.
func TestViewCardIDsAreDistinct(t *testing.T) {
	for name, pair := range decks(t) {
		t.Run("with the "+name+" decks a view's cards have distinct ids", func(t *testing.T) {
			for seed := uint64(1); seed <= 6; seed++ {
				g := newGame(t, pair, seed)
				rng := engine.NewRNG(seed)
				for step := 0; step < 5000; step++ {
					if _, over := g.Result(); over {
						break
					}
					for seat := range engine.Seat(2) {
						v := g.View(seat).(nsg.View)
						lists := [][]nsg.CardView{v.Hand, v.Rig, v.Archives, v.Heap}
						lists = append(lists, v.Scored...)
						for _, sv := range v.Servers {
							lists = append(lists, sv.Ice, sv.Root)
						}
						seen := map[int32]bool{}
						for _, l := range lists {
							for _, c := range l {
								if seen[c.ID] {
									t.Fatalf("seed %d step %d: seat %d's view lists card id %d twice", seed, step, seat, c.ID)
								}
								seen[c.ID] = true
							}
						}
					}
					d := g.Pending()[0]
					if _, err := g.Apply(engine.RandomChoice(&rng, d)); err != nil {
						t.Fatal(err)
					}
				}
			}
		})
	}
}
