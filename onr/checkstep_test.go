package onr

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// playChecked plays game g from seed with random bots, as the hot loops
// do (engine.PendingOf, Step), and calls after with the step count after
// setup and after every step, until the game is over or after returns
// false.
func playChecked(t *testing.T, g *Game, seed uint64, after func(step int) bool) {
	t.Helper()
	r := bot.NewRandom(seed)
	pick := engine.NewRNG(seed ^ 0x9c1)
	if !after(0) {
		return
	}
	for step := 1; !g.s.Over; step++ {
		p := engine.PendingOf(g)
		if err := g.Step(r.Choose(p[pick.IntN(len(p))])); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
		if !after(step) {
			return
		}
	}
}

// deckCase is a set of decks a random-game property test plays, named
// for t.Run, and how many games.
type deckCase struct {
	name  string
	decks []string
	games int
}

// deckCases returns the default decks and the every-card decks, each
// case named "with …, " what, with games games each.
func deckCases(t *testing.T, what string, defaultGames, everyCardGames int) []deckCase {
	t.Helper()
	corp, runner, err := EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	return []deckCase{
		{"with the default decks, " + what, nil, defaultGames},
		{"with every card, " + what, []string{corp, runner}, everyCardGames},
	}
}

// playRandom plays tc.games random games (seeds 1 to tc.games) of tc's
// decks, each decision answered by stepRandom, calling each before every
// step with the game's seed, the step and the game, and over, when not
// nil, once the game has ended. It returns the steps played.
func playRandom(t *testing.T, tc deckCase, each func(seed uint64, step int, g *Game), over func(seed uint64, g *Game)) int {
	t.Helper()
	steps := 0
	for seed := uint64(1); seed <= uint64(tc.games); seed++ {
		g, err := New(engine.Setup{Seed: seed, Decks: tc.decks})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for step := 0; !g.s.Over; step++ {
			each(seed, step, g)
			stepRandom(t, g, &rng)
			steps++
		}
		if over != nil {
			over(seed, g)
		}
	}
	return steps
}

// stepRandom answers the first pending decision of g with a choice rng
// makes: an option of a Select, a number in range otherwise.
func stepRandom(t *testing.T, g *Game, rng *engine.RNG) {
	t.Helper()
	d := g.s.Pending[0]
	c := engine.Choice{Decision: d.ID, Seat: d.Seat}
	if d.Kind == engine.Select {
		c.Option = rng.IntN(len(d.Options))
	} else {
		c.Number = d.Min + rng.IntN(d.Max-d.Min+1)
	}
	if err := g.Step(c); err != nil {
		t.Fatal(err)
	}
}

// midGame plays a random game of seed to its first position at turn 6 or
// later with cards in the rig and in a subsidiary fort, checking after
// every step with CheckStep, and returns it; nil if the game ends first.
func midGame(t *testing.T, seed uint64) *Game {
	t.Helper()
	g, err := New(engine.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	playChecked(t, g, seed, func(step int) bool {
		if err := g.CheckStep(); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
		found = g.s.Turn >= 6 && len(runnerOf(g.s).Rig) > 0 && len(corpOf(g.s).Hand) > 0 && g.s.subsidiaryWithCards() >= 0
		return !found
	})
	if !found {
		return nil
	}
	return g
}

// subsidiaryWithCards returns a subsidiary fort with cards in it, or -1.
func (s *State) subsidiaryWithCards() int32 {
	for i := range s.Forts {
		if f := &s.Forts[i]; f.Central == Subsidiary && len(f.Cards) > 0 {
			return int32(i)
		}
	}
	return -1
}

// TestCheckStepCatchesTrackedCorruption: a fault made through the places
// that note what they change (place, detach, the counters' writes) is
// reported by the very next CheckStep, with Check's error; the next
// CheckStep after that is a full one, and reports it again.
func TestCheckStepCatchesTrackedCorruption(t *testing.T) {
	for _, tc := range []struct {
		name    string
		corrupt func(s *State)
		want    string // in the error
	}{
		{"a card placed in a second list without leaving the first is in two places", func(s *State) {
			c := corpOf(s).Hand[0]
			s.Cards[c].At = corpOf(s).Seat
			s.place(c, ZoneDiscard, false)
		}, "is listed in"},
		{"a card taken out of its list and put nowhere is in no place", func(s *State) {
			s.detach(corpOf(s).Hand[0])
		}, "in 0 places"},
		{"a card of the rig moved into HQ is in the list of the wrong player", func(s *State) {
			c := runnerOf(s).Rig[0]
			s.detach(c)
			s.Cards[c].At = corpOf(s).Seat
			s.place(c, ZoneHand, false)
			s.Cards[c].At = runnerOf(s).Seat
		}, "is listed in"},
		{"advancement counters below zero are negative counters", func(s *State) {
			c := s.Forts[s.subsidiaryWithCards()].Cards[0]
			s.note(c)
			s.Cards[c].Adv = -1
		}, "negative counters"},
		{"bits paid above the rez cost on a card not rezzed in play", func(s *State) {
			c := corpOf(s).Hand[0]
			s.note(c)
			s.Cards[c].Paid = 2
		}, "not rezzed in play"},
		{"virus counters on a card in HQ", func(s *State) {
			c := corpOf(s).Hand[0]
			s.putVirus(c, runnerOf(s).Rig[0])
		}, "virus counters"},
		{"a subsidiary fort emptied by detach and not marked gone", func(s *State) {
			fi := s.subsidiaryWithCards()
			f := &s.Forts[fi]
			for len(f.Ice) > 0 {
				s.trash(f.Ice[0])
			}
			for len(f.Cards) > 0 {
				s.trash(f.Cards[0])
			}
			f.Gone = false
		}, "gone=false"},
		{"an agenda or node installed in a central fort", func(s *State) {
			fi := s.subsidiaryWithCards()
			c := s.Forts[fi].Cards[0]
			s.detach(c)
			s.Cards[c].Fort = s.centralOf(corpOf(s).Seat, CentralHQ)
			s.place(c, ZoneFort, false)
			s.Forts[fi].Gone = len(s.Forts[fi].Ice)+len(s.Forts[fi].Cards) == 0
		}, "go only in subsidiary forts"},
		{"programs moved into the rig beyond the Runner's memory", func(s *State) {
			r := runnerOf(s)
			for _, c := range slices.Clone(append(r.Deck, r.Hand...)) {
				if s.muUsed(r.Seat) > s.mu(r.Seat) {
					break
				}
				if s.isType(c, carddb.Program) && s.def(c).card.MU != nil && *s.def(c).card.MU > 0 {
					s.move(c, r.Seat, ZoneRig, false)
				}
			}
		}, "MU of"},
		{"a card entering play while the cache of active cards misses it", func(s *State) {
			s.activeCards()
			c := runnerOf(s).Hand[0]
			s.activesOK = false // the cache is not told of the card
			s.move(c, runnerOf(s).Seat, ZoneRig, false)
			s.activesOK = true
		}, "cache of active cards"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for seed := uint64(1); seed < 100; seed++ {
				g := midGame(t, seed)
				if g == nil || (strings.Contains(tc.name, "rig") && len(runnerOf(g.s).Hand) == 0) ||
					(strings.Contains(tc.name, "cache") && len(runnerOf(g.s).Hand) == 0) {
					continue
				}
				tc.corrupt(g.s)
				if !g.s.marks.on {
					t.Fatalf("seed %d: the corruption overflowed the marks: the check would be a full one", seed)
				}
				err := g.CheckStep()
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("seed %d: CheckStep right after the fault: %v, want an error with %q", seed, err, tc.want)
				}
				if full := g.Check(); full == nil || full.Error() != err.Error() {
					t.Fatalf("seed %d: CheckStep: %v; Check: %v", seed, err, full)
				}
				if again := g.CheckStep(); again == nil {
					t.Fatalf("seed %d: the CheckStep after a fault found nothing", seed)
				}
				return
			}
			t.Fatal("no game reached a position for the fault")
		})
	}
}

// TestCheckStepCatchesUntrackedCorruption: a fault that no mark notes (a
// list written directly, a counter written without note) escapes the
// checks of the noted changes but not the full check that CheckStep makes
// every fullCheckEvery steps: it is reported within that many steps.
func TestCheckStepCatchesUntrackedCorruption(t *testing.T) {
	for _, tc := range []struct {
		name    string
		corrupt func(s *State)
		want    string
	}{
		{"a card appended to a second list by hand is in two places", func(s *State) {
			corpOf(s).Discard = append(corpOf(s).Discard, corpOf(s).Deck[len(corpOf(s).Deck)-1])
		}, "is listed in"},
		{"a negative counter written without note is negative", func(s *State) {
			s.Cards[corpOf(s).Deck[len(corpOf(s).Deck)-1]].Counters = -3
		}, "negative counters"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for seed := uint64(1); seed < 100; seed++ {
				g := midGame(t, seed)
				if g == nil || len(corpOf(g.s).Deck) < 10 {
					continue
				}
				tc.corrupt(g.s)
				steps := 0
				var err error
				playChecked(t, g, seed, func(step int) bool {
					if step == 0 {
						return true
					}
					steps++
					err = g.CheckStep()
					return err == nil
				})
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					if g.s.Over {
						continue // the game ended before a full check: try another
					}
					t.Fatalf("seed %d: CheckStep after %d steps: %v, want an error with %q", seed, steps, err, tc.want)
				}
				if steps > fullCheckEvery+1 {
					t.Fatalf("seed %d: the fault was found after %d steps, more than %d", seed, steps, fullCheckEvery+1)
				}
				return
			}
			t.Fatal("no game reached a position for the fault")
		})
	}
}

// TestCheckStepFullChecks: CheckStep is the full check after setup, after
// a load, once the game is over and when the marks overflow; the marks are
// not part of what the game saves or hashes.
func TestCheckStepFullChecks(t *testing.T) {
	g, err := New(engine.Setup{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a new game is checked in full", func(t *testing.T) {
		if g.s.marks.on {
			t.Fatal("a new game has its marks on")
		}
		if err := g.CheckStep(); err != nil || !g.s.marks.on || g.s.marks.since != 0 {
			t.Fatalf("CheckStep: %v, marks %+v", err, g.s.marks)
		}
	})
	t.Run("a move of more cards than the marks hold turns them off", func(t *testing.T) {
		c := g.Clone().(*Game)
		for _, x := range slices.Clone(corpOf(c.s).Deck[:len(c.s.marks.cards)+1]) {
			c.s.move(x, corpOf(c.s).Seat, ZoneDiscard, false)
		}
		if c.s.marks.on {
			t.Fatal("marks on after an overflow")
		}
		if err := c.CheckStep(); err != nil || !c.s.marks.on {
			t.Fatalf("CheckStep: %v", err)
		}
	})
	t.Run("the marks are not saved or hashed", func(t *testing.T) {
		h, err := engine.Hash(g)
		if err != nil {
			t.Fatal(err)
		}
		c := g.Clone().(*Game)
		c.s.note(corpOf(c.s).Hand[0])
		if hc, err := engine.Hash(c); err != nil || hc != h {
			t.Fatalf("hash of a game with a note: %x, %v; without: %x", hc[:8], err, h[:8])
		}
		b, err := c.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		l, err := Load(b)
		if err != nil {
			t.Fatal(err)
		}
		if l.s.marks != (stepMarks{}) {
			t.Fatalf("a loaded game has marks %+v", l.s.marks)
		}
	})
	t.Run("the game over is checked in full", func(t *testing.T) {
		playChecked(t, g, 3, func(int) bool {
			if err := g.CheckStep(); err != nil {
				t.Fatal(err)
			}
			return true
		})
		g.s.note(corpOf(g.s).Hand[0])
		if err := g.CheckStep(); err != nil || g.s.marks.since != 0 || g.s.marks.n != 0 {
			t.Fatalf("CheckStep at the end: %v, marks %+v", err, g.s.marks)
		}
	})
}

// corpOf and runnerOf return the Corp and the Runner of a two-seat game.
func corpOf(s *State) *Player   { return s.P(s.seatsOf(Corp)[0]) }
func runnerOf(s *State) *Player { return s.P(s.seatsOf(Runner)[0]) }
