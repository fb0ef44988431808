package observe

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/neuroscape"
)

// checkDecision names the options of decision d of game g from the game
// (observe.ActionsOf, as the agent does) and from the deciding seat's view
// (Actions) and checks that both give every option the same id, distinct
// within the decision, named by the option's verb, and that every card
// the id names is the card the view lists at that place (the id decodes
// back to the option). It returns how many of the cards named are Cache
// items past the top cacheSlots.
func checkDecision(t *testing.T, g engine.Game, d engine.Decision, where string) int {
	t.Helper()
	v := g.View(d.Seat).(neuroscape.View)
	fromGame, err := observe.ActionsOf(enc, g, observe.Given(v), d)
	if err != nil {
		t.Fatalf("%s, %q (a Cache of %d): the ids from the game: %v", where, d.Prompt, len(v.Cache), err)
	}
	fromView, err := enc.Actions(observe.Given(v), d)
	if err != nil || !slices.Equal(fromGame, fromView) {
		t.Fatalf("%s: the ids from the view %v (%v), from the game %v", where, fromView, err, fromGame)
	}
	deep := 0
	for i, o := range d.Options {
		id, name := fromGame[i], enc.ActionName(fromGame[i])
		if slices.Index(fromGame, id) != i || !strings.HasPrefix(name, o.Verb.String()+" ") && name != o.Verb.String() {
			t.Fatalf("%s, option %d (%s): id %d (%s) of ids %v", where, i, g.Describe(d, i), id, name, fromGame)
		}
		for _, c := range namedBy(id, o) {
			got, listed := cardAtPlace(v, c.place)
			if !listed {
				continue // an unseen place: the decision's options name it
			}
			if got != c.card {
				t.Fatalf("%s, option %d (%s): id %d (%s) names card %d at %s, where the view lists %d", where, i, g.Describe(d, i), id, name, c.card, placeName(c.place), got)
			}
			if c.place >= cacheXFirst && c.place < cacheXEnd {
				deep++
			}
		}
	}
	return deep
}

// deepCache starts a game of players seats where seat by has put n
// characters on the Cache (VIRTUAL KIDs, their cost committed) and the
// next seat, which has priority in the open swift check (NS-17.3), holds
// THE HIGH PRIESTESS (counter target character on the Cache, NS-14.5):
// it may counter any of the n. Both seats have LUNA, THE SACRED MOON in
// play, THE HIGH PRIESTESS in hand and 6 refreshed RAM, so that seat by
// may counter in its turn, on a Cache deeper still.
func deepCache(t *testing.T, players, n int, by engine.Seat) *neuroscape.Game {
	t.Helper()
	pos, err := neuroscape.NewPosition(players, 1, "FIRESTARTER")
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		if _, err := pos.AddCacheItem(by, "VIRTUAL KID", 0, false); err != nil {
			t.Fatal(err)
		}
	}
	next := (by + 1) % engine.Seat(players)
	for _, s := range []struct {
		seat engine.Seat
		hand []string
	}{{next, []string{"THE HIGH PRIESTESS"}}, {by, []string{"THE HIGH PRIESTESS"}}} {
		if _, err := pos.AddCharacter(s.seat, "LUNA, THE SACRED MOON", neuroscape.InPlay{Committed: -1}); err != nil {
			t.Fatal(err)
		}
		for _, name := range s.hand {
			if _, err := pos.AddHand(s.seat, name); err != nil {
				t.Fatal(err)
			}
		}
		if err := pos.AddBank(s.seat, 6, 0); err != nil {
			t.Fatal(err)
		}
	}
	g, err := pos.Start(neuroscape.Turn{Active: by, First: by, Turn: 2, Round: 1, Step: "deploy"})
	if err != nil {
		t.Fatal(err)
	}
	if d := g.Pending()[0]; d.Seat != next {
		t.Fatalf("seat %d decides %q, want seat %d's swift check", d.Seat, d.Prompt, next)
	}
	return g
}

// TestACacheItemPastTheTopPlacesHasItsId: on a Cache of 12 characters,
// at 2 and 4 players, THE HIGH PRIESTESS countering each is named by the
// item's place counted from the top, cache[8] to cache[11] included, the
// same from the game and from the view, and every decision of seeded
// random games played on from there has its ids both ways (the counter
// resolving, the Cache resolving under it); on a Cache of more items than
// cachePlaces the options at the items past them have no id, and Actions
// and ActionsOf say why with a *CacheTooDeepError naming the Cache's size.
func TestACacheItemPastTheTopPlacesHasItsId(t *testing.T) {
	for _, c := range []struct {
		players int
		by      engine.Seat // the seat whose items wait on the Cache
	}{{2, 1}, {4, 1}, {4, 3}} {
		t.Run(fmt.Sprintf("at %d players, a Cache of 12 of seat %d: each item countered is named by its place from the top", c.players, c.by), func(t *testing.T) {
			g := deepCache(t, c.players, 12, c.by)
			d := g.Pending()[0]
			v := g.View(d.Seat).(neuroscape.View)
			ids, err := observe.ActionsOf(enc, g, observe.Given(v), d)
			if err != nil {
				t.Fatal(err)
			}
			countered := map[int]bool{}
			for i, o := range d.Options {
				if o.Verb.String() != "play" {
					continue
				}
				at := slices.IndexFunc(v.Cache, func(c neuroscape.CardView) bool { return c.ID == int32(o.Target) })
				if want := fmt.Sprintf("play [hand[0] cache[%d] arg 0]", at); enc.ActionName(ids[i]) != want {
					t.Errorf("option %d (%s) is %q, want %q", i, g.Describe(d, i), enc.ActionName(ids[i]), want)
				}
				countered[at] = true
			}
			if len(countered) != 12 || !countered[0] || !countered[11] {
				t.Fatalf("the items countered are at %v, want cache[0] to cache[11]", countered)
			}
			if deep := checkDecision(t, g, d, "the first decision"); deep != 12-cacheSlots {
				t.Fatalf("%d options name a Cache item past the top %d, want %d", deep, cacheSlots, 12-cacheSlots)
			}
			// The bottom item countered: the counter's block, on top of 13,
			// names its target by its place past the observation's.
			i := slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Target == int(v.Cache[11].ID) })
			if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}); err != nil {
				t.Fatal(err)
			}
			next := g.Pending()[0]
			obs := make([]float32, obsLength)
			if err := enc.Observe(g.View(next.Seat), obs); err != nil {
				t.Fatal(err)
			}
			top := obs[cardsAt+maxPlayers*perPlayer*nCard : cardsAt+(maxPlayers*perPlayer+1)*nCard]
			if size, want := headerAt(obs, "cache_size"), float32(cacheXFirst+12-cacheSlots+1); size != 13 || top[fAttack+3] != want {
				t.Errorf("the header's cache_size %v, the top item's target_place %v; want 13 and cache[12]'s place +1, %v", size, top[fAttack+3], want)
			}
		})
		t.Run(fmt.Sprintf("at %d players, seeded games on from a Cache of 12 of seat %d have every option's id both ways", c.players, c.by), func(t *testing.T) {
			deep, decisions := 0, 0
			for seed := uint64(1); seed <= 20; seed++ {
				g := deepCache(t, c.players, 12, c.by)
				rng := engine.NewRNG(seed)
				for step := 0; step < 150; step++ {
					if _, over := g.Result(); over {
						break
					}
					d := g.Pending()[0]
					deep += checkDecision(t, g, d, fmt.Sprintf("seed %d step %d", seed, step))
					decisions++
					if _, err := g.Apply(engine.RandomChoice(&rng, d)); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d decisions, %d cards named past the Cache's top %d", decisions, deep, cacheSlots)
			if deep <= 20*(12-cacheSlots) {
				t.Fatalf("%d cards named past the Cache's top %d: no decision after the first named one", deep, cacheSlots)
			}
		})
	}
	t.Run(fmt.Sprintf("a Cache of %d: the items past its top %d have no id, and the error names the Cache's size", cachePlaces+2, cachePlaces), func(t *testing.T) {
		g := deepCache(t, 2, cachePlaces+2, 1)
		d := g.Pending()[0]
		v := observe.Given(g.View(d.Seat))
		for _, get := range []struct {
			how string
			ids func() ([]int, error)
		}{
			{"from the view", func() ([]int, error) { return enc.Actions(v, d) }},
			{"from the game", func() ([]int, error) { return observe.ActionsOf(enc, g, v, d) }},
		} {
			_, err := get.ids()
			var deep *CacheTooDeepError
			if !errors.As(err, &deep) || deep.Size != cachePlaces+2 || deep.Places != cachePlaces {
				t.Errorf("%s, the error is %v, want a Cache of %d too deep", get.how, err, cachePlaces+2)
			}
		}
	})
}

// TestTheVerbsNamingACacheItemNameItPastTheTopPlaces names options of the
// verbs whose operands may be a Cache item (a card played or an ability
// activated at it, a target or a new target chosen among the items, a
// character on the Cache given RAM) by places read from lists of ids: a
// 4-player table where the decider is seat 2, with a Cache of 40 items
// (ids 101…140, top first, but 110 again 13th: a card's two abilities), a
// hand of 20 (201…220), a card in play (301) and gear (302).
func TestTheVerbsNamingACacheItemNameItPastTheTopPlaces(t *testing.T) {
	var cache []int32
	for i := range int32(40) {
		cache = append(cache, 101+i)
	}
	cache[12] = 110 // a card's second ability, lower: named by its top place
	var hand []int32
	for i := range int32(20) {
		hand = append(hand, 201+i)
	}
	v := neuroscape.ViewIDs{Cache: cache, Players: []neuroscape.PlayerIDs{
		{Seat: 0, Mainframe: 1}, {Seat: 1, Mainframe: 2}, {Seat: 2, Mainframe: 3, Hand: hand, Play: []int32{301}, Gear: []int32{302}}, {Seat: 3, Mainframe: 4},
	}}
	verb := func(name string) engine.Verb { return mustVerb(t, name) }
	for _, c := range []struct {
		what string
		o    engine.Option
		want string // the id's name, or the error's type
	}{
		{"an item of the top places countered keeps its id", engine.Option{Verb: verb("play"), Card: 201, Target: 108}, "play [hand[0] cache[7] arg 0]"},
		{"the 9th item countered is cache[8]", engine.Option{Verb: verb("play"), Card: 201, Target: 109}, "play [hand[0] cache[8] arg 0]"},
		{"the 12th item countered reversed is cache[11]", engine.Option{Verb: verb("play"), Card: 201, Target: 112, Arg: 1}, "play [hand[0] cache[11] arg 1]"},
		{"a card from a hand past its first places at the last item is hand[19] at cache[31]", engine.Option{Verb: verb("play"), Card: 220, Target: 132}, "play [hand[19] cache[31] arg 0]"},
		{"an ability of a card in play at the 10th item", engine.Option{Verb: verb("activate"), Card: 301, Target: 110, Arg: 2}, "activate [play[0] cache[9] arg 2]"},
		{"an ability of gear at the 20th item", engine.Option{Verb: verb("activate"), Card: 302, Target: 120}, "activate [player+0 gear[0] cache[19] arg 0]"},
		{"a target chosen among the items", engine.Option{Verb: verb("target"), Target: 125}, "target [cache[24]]"},
		{"a new target among the items", engine.Option{Verb: verb("retarget"), Target: 109}, "retarget [cache[8]]"},
		{"RAM committed to a character waiting deep on the Cache", engine.Option{Verb: verb("commit"), Card: 131}, "commit [cache[30]]"},
		{"RAM committed to a character of the top places keeps its id", engine.Option{Verb: verb("commit"), Card: 101}, "commit [cache[0]]"},
		{"a card on the Cache twice is named by its top place", engine.Option{Verb: verb("target"), Target: 110}, "target [cache[9]]"},
		{"the 33rd item has no id: a Cache too deep", engine.Option{Verb: verb("target"), Target: 133}, "*observe.CacheTooDeepError"},
		{"the 40th item countered has no id: a Cache too deep", engine.Option{Verb: verb("play"), Card: 201, Target: 140}, "*observe.CacheTooDeepError"},
		{"RAM committed to the 34th item has no id: a Cache too deep", engine.Option{Verb: verb("commit"), Card: 134}, "*observe.CacheTooDeepError"},
	} {
		t.Run(c.what, func(t *testing.T) {
			p := placesOf(v, 2)
			got := ""
			id, err := p.id(c.o)
			var deep *CacheTooDeepError
			switch {
			case errors.As(err, &deep):
				got = fmt.Sprintf("%T", deep)
				if deep.Size != len(cache) || deep.Places != cachePlaces {
					t.Errorf("the error %v, want a Cache of %d items and %d places", err, len(cache), cachePlaces)
				}
			case err != nil:
				got = err.Error()
			default:
				got = enc.ActionName(id)
			}
			if got != c.want {
				t.Errorf("%+v is %q, want %q", c.o, got, c.want)
			}
		})
	}
}

// respondingChoice is seeded random play whose seats always respond when
// they can: at a decision with a pass among its options it takes one of
// the others at random, otherwise what engine.RandomChoice takes.
func respondingChoice(rng *engine.RNG, d engine.Decision) engine.Choice {
	c := engine.RandomChoice(rng, d)
	if !slices.ContainsFunc(d.Options, func(o engine.Option) bool { return o.Verb.String() == "pass" }) {
		return c
	}
	var act []int
	for i, o := range d.Options {
		if o.Verb.String() != "pass" {
			act = append(act, i)
		}
	}
	if len(act) > 0 {
		c.Option = act[rng.IntN(len(act))]
	}
	return c
}

// deepCacheSeeds are, by players, the seeds of the only games whose Cache
// passed cacheSlots items among those a seeded search played
// (every-card decks, respondingChoice): of seeds 1 to 3,000 at 2 players,
// four (9 items at most, at 6 decisions); of 1 to 1,000 at 4 players,
// five (12 at most, seed 213; 31 decisions).
var deepCacheSeeds = map[string][]uint64{"2": {1835, 2019, 2236, 2283}, "4": {213, 423, 539, 905, 997}}

// TestEveryOptionOfGamesReachingADeepCacheHasItsIds replays the
// every-card games a seeded search found whose Cache passes cacheSlots
// (seats that always respond: deepCacheSeeds) and names every option of
// every decision from the game and from the view (checkDecision): the
// same ids, each decoding to the card the view lists at its place; each
// game reaches a Cache deeper than cacheSlots.
func TestEveryOptionOfGamesReachingADeepCacheHasItsIds(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		opts := map[string]string{"players": players}
		every, err := neuroscape.Ruleset{}.EveryCardDecks(opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, seed := range deepCacheSeeds[players] {
			t.Run(fmt.Sprintf("at %s players seed %d reaches a Cache past %d items and every option has its id both ways", players, seed, cacheSlots), func(t *testing.T) {
				g, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: seed, Decks: every, Options: opts})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				deepest := 0
				for step := 0; step < 20000; step++ {
					if _, over := g.Result(); over {
						break
					}
					d := g.Pending()[0]
					deepest = max(deepest, len(g.(*neuroscape.Game).ViewIDs(d.Seat).Cache))
					checkDecision(t, g, d, fmt.Sprintf("seed %d step %d", seed, step))
					if _, err := g.Apply(respondingChoice(&rng, d)); err != nil {
						t.Fatal(err)
					}
				}
				t.Logf("the deepest Cache: %d items", deepest)
				if deepest <= cacheSlots {
					t.Fatalf("the deepest Cache had %d items, want more than %d", deepest, cacheSlots)
				}
			})
		}
	}
}
