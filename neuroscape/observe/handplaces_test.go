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

// cardAtPlace returns the id of the card view v (of the deciding seat)
// lists at card place at, counting places as the layout does and reading
// the view's lists directly (not placesOf): 0 when the place is empty,
// false when no list of the view holds places of its kind (unseen).
func cardAtPlace(v neuroscape.View, at int) (int32, bool) {
	n := len(v.Players)
	pick := func(l []neuroscape.CardView, i int) (int32, bool) {
		if i < len(l) {
			return l[i].ID, true
		}
		return 0, true
	}
	player := func(rel int) *neuroscape.PlayerView {
		if rel >= n {
			return nil
		}
		return &v.Players[(v.Seat+rel)%n]
	}
	switch {
	case at < maxPlayers*perPlayer:
		p, i := player(at/perPlayer), at%perPlayer
		switch {
		case p == nil:
			return 0, true
		case i < handSlots:
			return pick(p.Hand, i)
		case i < ownCards:
			return pick(p.Play, i-handSlots)
		case i < ownCards+slotSlots:
			return pick(p.Slots, i-ownCards)
		}
		return p.MainframeID, true
	case at < cardPlaces:
		return pick(v.Cache, at-maxPlayers*perPlayer)
	case at < envPlace:
		p, i := player((at-cardPlaces)/perPlayerX), (at-cardPlaces)%perPlayerX
		switch {
		case p == nil:
			return 0, true
		case i < lookSlots:
			return pick(p.Looking, i)
		case i < lookSlots+revealSlots:
			return pick(p.Revealed, i-lookSlots)
		}
		return pick(p.Gear, i-lookSlots-revealSlots)
	case at == envPlace:
		if v.Environment == nil {
			return 0, true
		}
		return v.Environment.ID, true
	case at >= cacheXFirst && at < cacheXEnd:
		return pick(v.Cache, cacheSlots+at-cacheXFirst)
	case at >= handXFirst && at < handXEnd:
		p := player((at - handXFirst) / handXSlots)
		if p == nil {
			return 0, true
		}
		return pick(p.Hand, handSlots+(at-handXFirst)%handXSlots)
	}
	return 0, false
}

// everyCardSeeds are the seeds of the random every-card games
// TestEveryDecisionOfEveryCardGamesHasItsIds plays, by players: a run
// from 1, and seeds where a hand passes the first hand slots (2 players:
// 189, 23 cards; 4 players: 171, 19 cards) or an EMP GRENADE is given a
// new RAM card as its target (2: 523; 4: 537).
var everyCardSeeds = map[string][]uint64{"2": append(seedRun(120), 189, 523), "4": append(seedRun(40), 171, 537)}

func seedRun(n uint64) []uint64 {
	var out []uint64
	for s := uint64(1); s <= n; s++ {
		out = append(out, s)
	}
	return out
}

// TestEveryDecisionOfEveryCardGamesHasItsIds plays random games with the
// fuzz's every-card decks at 2 and 4 players (options chosen as the fuzz
// chooses them, engine.RandomChoice) and at every decision names its
// options as the agent does (observe.AppendActionsOf, from the game) and
// from the deciding seat's view (Actions): every option has an id, the
// same both ways, distinct within the decision (the agent finds an
// action's option by its id), named by the option's verb, and every card
// the option names is the card the view lists at the place the id names
// (the id decodes back to the option). Hands pass the first hand slots
// in these games: the test counts the options naming a card there.
func TestEveryDecisionOfEveryCardGamesHasItsIds(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		t.Run("at "+players+" players every option of every decision has an id naming its cards", func(t *testing.T) {
			opts := map[string]string{"players": players}
			every, err := neuroscape.Ruleset{}.EveryCardDecks(opts)
			if err != nil {
				t.Fatal(err)
			}
			var room []int
			decisions, named, pastSlots, largest := 0, 0, 0, 0
			for _, seed := range everyCardSeeds[players] {
				g, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: seed, Decks: every, Options: opts})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; step < 20000; step++ {
					if _, over := g.Result(); over {
						break
					}
					d := g.Pending()[0]
					v := g.View(d.Seat).(neuroscape.View)
					for _, p := range v.Players {
						largest = max(largest, len(p.Hand))
					}
					where := func(i int) string {
						return fmt.Sprintf("seed %d step %d, %q, option %d (%s)", seed, step, d.Prompt, i, g.Describe(d, i))
					}
					room, err = observe.AppendActionsOf(enc, room[:0], g, func() any { return v }, d)
					if err != nil {
						t.Fatalf("seed %d step %d, %q (hands of %v): the agent's ids: %v", seed, step, d.Prompt, handSizes(v), err)
					}
					fromView, err := enc.Actions(observe.Given(v), d)
					if err != nil || !slices.Equal(room, fromView) {
						t.Fatalf("seed %d step %d: the ids from the view %v (%v), from the game %v", seed, step, fromView, err, room)
					}
					decisions++
					for i, o := range d.Options {
						id := room[i]
						if slices.Index(room, id) != i || !strings.HasPrefix(enc.ActionName(id), o.Verb.String()+" ") && enc.ActionName(id) != o.Verb.String() {
							t.Fatalf("%s: id %d (%s) of ids %v", where(i), id, enc.ActionName(id), room)
						}
						for _, c := range namedBy(id, o) {
							got, listed := cardAtPlace(v, c.place)
							if !listed {
								continue // an unseen place: the decision's options name it
							}
							if got != c.card {
								t.Fatalf("%s: id %d (%s) names card %d at %s, where the view lists %d", where(i), id, enc.ActionName(id), c.card, placeName(c.place), got)
							}
							named++
							if c.place >= handXFirst && c.place < handXEnd {
								pastSlots++
							}
						}
					}
					if _, err := g.Apply(engine.RandomChoice(&rng, d)); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d decisions, %d cards named decoded, %d of them in a hand past its first %d places; the largest hand %d", decisions, named, pastSlots, handSlots, largest)
			if largest >= handPlaces {
				t.Errorf("a hand of %d cards: action ids name %d places of a hand (handPlaces); add places past them", largest, handPlaces)
			}
			if largest <= handSlots || pastSlots == 0 {
				t.Fatalf("no hand passed %d cards (the largest %d) with an option naming a card past them (%d)", handSlots, largest, pastSlots)
			}
		})
	}
}

// handSizes returns the sizes of the hands view v lists.
func handSizes(v neuroscape.View) []int {
	var out []int
	for _, p := range v.Players {
		out = append(out, len(p.Hand))
	}
	return out
}

// handOf starts a deploy step of a 2-player game where seat 0 holds n
// cheap characters in hand, copies of one but its last four (the copies
// of a card are one option), and 2 refreshed RAM in its bank: it may
// play any of them.
func handOf(t *testing.T, n int) *neuroscape.Game {
	t.Helper()
	pos, err := neuroscape.NewPosition(2, 1, "AURORA")
	if err != nil {
		t.Fatal(err)
	}
	last := []string{"TRUSTFUND BABY", "BADLANDS INFANTRY", "DUST DEVIL INITIATE", "SHREDDER"}
	for i := range n {
		name := "VIRTUAL KID"
		if i >= n-len(last) {
			name = last[i-n+len(last)]
		}
		if _, err := pos.AddHand(0, name); err != nil {
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
	return g
}

// TestACardPlayedFromAHandPastItsFirstPlacesHasItsId: in a hand of 20
// cards each card's play option is named by the card's place in the
// hand, hand[16] to hand[19] included (four cards of their own), and the observation's block at
// that place holds the card; in a hand of more cards than handPlaces the
// options of the cards past them have no id, and Actions says why with a
// *HandTooLargeError naming the hand's size.
func TestACardPlayedFromAHandPastItsFirstPlacesHasItsId(t *testing.T) {
	t.Run("a hand of 20: every card played is named by its place and its block holds it", func(t *testing.T) {
		g := handOf(t, 20)
		d := g.Pending()[0]
		v := g.View(d.Seat).(neuroscape.View)
		ids, err := enc.Actions(observe.Given(v), d)
		if err != nil {
			t.Fatal(err)
		}
		obs := make([]float32, obsLength)
		if err := enc.Observe(v, obs); err != nil {
			t.Fatal(err)
		}
		played := map[int]bool{}
		for i, o := range d.Options {
			if o.Verb.String() != "play" {
				continue
			}
			at := slices.IndexFunc(v.Players[d.Seat].Hand, func(c neuroscape.CardView) bool { return c.ID == int32(o.Card) })
			if want := fmt.Sprintf("play [hand[%d] no target arg 0]", at); enc.ActionName(ids[i]) != want {
				t.Errorf("option %d (%s) is %q, want %q", i, g.Describe(d, i), enc.ActionName(ids[i]), want)
			}
			for _, c := range namedBy(ids[i], o) {
				block := obs[cardsAt+c.place*nCard : cardsAt+(c.place+1)*nCard]
				if p, _ := printedOf(v.Players[d.Seat].Hand[at].Name); block[0] != 1 || block[2] != float32(p.code) {
					t.Errorf("option %d (%s): the block at %s is %v, want the card's code %d", i, g.Describe(d, i), placeName(c.place), block[:3], p.code)
				}
			}
			played[at] = true
		}
		if !played[16] || !played[17] || !played[18] || !played[19] || len(played) != 5 {
			t.Fatalf("the cards played are at %v, want one copy of the first card and hand[16] to hand[19]", played)
		}
	})
	t.Run(fmt.Sprintf("a hand of %d: the options past its places have no id, and the error names the hand's size", handPlaces+2), func(t *testing.T) {
		g := handOf(t, handPlaces+2)
		d := g.Pending()[0]
		_, err := enc.Actions(observe.Given(g.View(d.Seat)), d)
		var big *HandTooLargeError
		if !errors.As(err, &big) || big.Size != handPlaces+2 || big.Places != handPlaces {
			t.Fatalf("the error is %v, want a hand of %d cards too large", err, handPlaces+2)
		}
		if _, err := observe.ActionsOf(enc, g, observe.Given(g.View(d.Seat)), d); !errors.As(err, &big) {
			t.Fatalf("from the game, the error is %v, want a hand too large", err)
		}
	})
}

// TestTheVerbsNamingAHandCardNameItPastTheFirstPlaces names options of the
// verbs whose cards may be in a hand (played, discarded: take) by places
// read from lists of ids: a 4-player table where the decider (seat 1)
// holds 20 cards (ids 101…120) and its teammate (seat 3) 18 (201…218),
// the other team's hands unseen; and a hand of handPlaces+2.
func TestTheVerbsNamingAHandCardNameItPastTheFirstPlaces(t *testing.T) {
	hand := func(first int32, n int) []int32 {
		var out []int32
		for i := range int32(n) {
			out = append(out, first+i)
		}
		return out
	}
	v := neuroscape.ViewIDs{Players: []neuroscape.PlayerIDs{
		{Seat: 0, Mainframe: 1}, {Seat: 1, Mainframe: 2, Hand: hand(101, 20)}, {Seat: 2, Mainframe: 3}, {Seat: 3, Mainframe: 4, Hand: hand(201, 18)},
	}}
	verb := func(name string) engine.Verb { return mustVerb(t, name) }
	for _, c := range []struct {
		what string
		o    engine.Option
		want string // the id's name, or "no id"
	}{
		{"a card of the first places played keeps its id", engine.Option{Verb: verb("play"), Card: 116}, "play [hand[15] no target arg 0]"},
		{"the 17th card played is hand[16]", engine.Option{Verb: verb("play"), Card: 117}, "play [hand[16] no target arg 0]"},
		{"the 20th card played at a player, reversed, is hand[19]", engine.Option{Verb: verb("play"), Card: 120, Target: -1, Arg: 1}, "play [hand[19] player+3 arg 1]"},
		{"the 18th card discarded is player+0 hand[17]", engine.Option{Verb: verb("take"), Card: 118}, "take [player+0 hand[17]]"},
		{"a teammate's 18th card taken is player+2 hand[17]", engine.Option{Verb: verb("take"), Card: 218}, "take [player+2 hand[17]]"},
		{"a teammate's 17th card is not the decider's to play", engine.Option{Verb: verb("play"), Card: 217}, "no id"},
		{"a card of the first places discarded keeps its id", engine.Option{Verb: verb("take"), Card: 101}, "take [player+0 hand[0]]"},
	} {
		t.Run(c.what, func(t *testing.T) {
			p := placesOf(v, 1)
			got := ""
			id, err := p.id(c.o)
			if err != nil {
				got = "no id"
				t.Log(err)
			} else {
				got = enc.ActionName(id)
			}
			if got != c.want {
				t.Errorf("%+v is %q, want %q", c.o, got, c.want)
			}
		})
	}
	t.Run(fmt.Sprintf("the %dth card of a hand of %d has no id: a hand too large", handPlaces+1, handPlaces+2), func(t *testing.T) {
		big := neuroscape.ViewIDs{Players: []neuroscape.PlayerIDs{{Seat: 0, Mainframe: 1, Hand: hand(101, handPlaces+2)}, {Seat: 1, Mainframe: 2}}}
		p := placesOf(big, 0)
		if id, err := p.id(engine.Option{Verb: verb("play"), Card: 101 + handPlaces - 1}); err != nil || enc.ActionName(id) != fmt.Sprintf("play [hand[%d] no target arg 0]", handPlaces-1) {
			t.Errorf("the last place: %q, %v", enc.ActionName(id), err)
		}
		var tooLarge *HandTooLargeError
		if _, err := p.id(engine.Option{Verb: verb("take"), Card: 101 + handPlaces}); !errors.As(err, &tooLarge) || tooLarge.Size != handPlaces+2 {
			t.Errorf("past the last place: %v, want a hand of %d too large", err, handPlaces+2)
		}
	})
}

// TestANewTargetTheViewShowsNowhereHasAnId: a Cache item retargeted
// (NS-18.4) to a card the view lists nowhere (an EMP GRENADE given another
// RAM card: the view counts RAM, it lists none) is named by an unseen
// place, each new target its own, in the order the options name them; a
// new target the view places keeps its id.
func TestANewTargetTheViewShowsNowhereHasAnId(t *testing.T) {
	retarget, ok := engine.LookupVerb("retarget")
	if !ok {
		t.Fatal("no verb retarget")
	}
	v := neuroscape.ViewIDs{Players: []neuroscape.PlayerIDs{{Seat: 0, Mainframe: 1, Play: []int32{5}}, {Seat: 1, Mainframe: 2}}, Cache: []int32{7}}
	opts := []engine.Option{{Verb: retarget, Target: 88}, {Verb: retarget, Target: 5}, {Verb: retarget, Target: 103}, {Verb: retarget, Target: -2}}
	ids, err := enc.actions(v, 0, engine.Decision{Kind: engine.Select, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, id := range ids {
		names = append(names, enc.ActionName(id))
	}
	if want := []string{"retarget [unseen[0]]", "retarget [player+0 play[0]]", "retarget [unseen[1]]", "retarget [player+1]"}; !slices.Equal(names, want) {
		t.Errorf("the options are named %q, want %q", names, want)
	}
}

// mustVerb returns the engine's verb named name, failing t if there is none.
func mustVerb(t *testing.T, name string) engine.Verb {
	t.Helper()
	vb, ok := engine.LookupVerb(name)
	if !ok {
		t.Fatalf("no verb %q", name)
	}
	return vb
}
