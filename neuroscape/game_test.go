package neuroscape

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// testDecks is a tiny deck builder of the tests' own: every seat a stand-in
// mainframe, a cyberdeck of cards and RAM.
func testDecks(n int, cards ...*Def) []Deck {
	out := make([]Deck, n)
	for i := range out {
		out[i] = Deck{Mainframe: sMainframe.Name, RAM: 25}
		for j := range 50 {
			out[i].Cyberdeck = append(out[i].Cyberdeck, cards[j%len(cards)].Name)
		}
	}
	return out
}

// TestSetup checks setup and the first turn (NS-15, NS-23.6).
func TestSetup(t *testing.T) {
	t.Run("NS-15.2: every player draws 5 and nothing is in play", func(t *testing.T) {
		g, err := NewGame(1, 0, testDecks(4, sChar11, sChar22))
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range g.st.P {
			if len(p.Hand) != openingHand || len(p.Deck) != 45 || len(p.RAMDeck) != 25 || len(p.Bank) != 0 {
				t.Fatalf("p%d: hand %d, deck %d, RAM deck %d, bank %d", i+1, len(p.Hand), len(p.Deck), len(p.RAMDeck), len(p.Bank))
			}
		}
	})
	t.Run("NS-15.3: mulliganed cards go to the bottom and as many are drawn", func(t *testing.T) {
		g, _ := NewGame(1, 0, testDecks(2, sChar11, sChar22, sChar33))
		b := &board{t: t, g: g}
		hand := slices.Clone(g.st.P[0].Hand)
		top := g.st.P[0].Deck[len(g.st.P[0].Deck)-2:]
		top = slices.Clone(top)
		b.do(engine.Option{Verb: verbMulligan, Card: int(hand[0])})
		b.do(engine.Option{Verb: verbMulligan, Card: int(hand[1])})
		ev := b.do(engine.Option{Verb: verbKeep})
		p := g.st.P[0]
		if p.Deck[0] != hand[1] || p.Deck[1] != hand[0] || len(p.Hand) != 5 || !slices.Contains(p.Hand, top[0]) || !slices.Contains(p.Hand, top[1]) {
			t.Fatalf("deck bottom %v, hand %v; want %v at the bottom (last chosen deepest) and %v drawn", p.Deck[:2], p.Hand, hand[:2], top)
		}
		if !contains(ev, "mulligans 2 cards") {
			t.Fatalf("events %v: want the count made public", ev)
		}
		if d := b.decision(); d.Seat != 1 || d.Rule != "NS-15.3" {
			t.Fatalf("after p1's mulligan seat %d is asked %q, want p2's mulligan", d.Seat, d.Prompt)
		}
	})
	t.Run("NS-23.6: the side that won the roll names who plays first; playing second gives the first turn to the opponent across (AMB-59)", func(t *testing.T) {
		for _, second := range []bool{false, true} {
			g, _ := NewGame(3, 0, testDecks(4, sChar11))
			b := &board{t: t, g: g}
			for range 4 {
				b.do(engine.Option{Verb: verbKeep})
			}
			var sum [2]int32
			for s, r := range g.st.Rolls {
				sum[s%2] += r
			}
			d := b.decision()
			if want := 0; sum[1] > sum[0] {
				want = 1
				if team(d.Seat) != want {
					t.Fatalf("rolls %v: seat %d chooses, want team %d", g.st.Rolls, d.Seat, want+1)
				}
			} else if team(d.Seat) != want {
				t.Fatalf("rolls %v: seat %d chooses, want team %d", g.st.Rolls, d.Seat, want+1)
			}
			member := d.Seat + 2
			arg := 0
			if second {
				arg = 1
			}
			b.do(engine.Option{Verb: verbFirst, Target: int(playerTarget(member)), Arg: arg})
			want := member
			if second {
				want = member ^ 1
			}
			if g.st.Active != want || g.st.First != want {
				t.Fatalf("second %v naming %d: %d plays first, want %d", second, member, g.st.Active, want)
			}
		}
	})
}

// TestFactionsAndIconic checks faction requirements (NS-11) and iconic
// cards (NS-22).
func TestFactionsAndIconic(t *testing.T) {
	t.Run("NS-11.1: a card with a requirement is played only with synergy in its faction", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		h := b.card(0, sNeedsHacker, zoneHand)
		b.at(stepDeploy)
		if b.has(play(h, 0)) {
			t.Fatal("HACK offered with no Hacker synergy")
		}
		b.card(0, sHacker11, zonePlay)
		b.at(stepDeploy)
		if !b.has(play(h, 0)) {
			t.Fatal("HACK not offered with a Hacker character in play")
		}
	})
	t.Run("NS-23.3: a teammate's cards give no synergy", func(t *testing.T) {
		b := newBoard(t, 4, 1)
		b.bank(0, 1, 0)
		h := b.card(0, sNeedsHacker, zoneHand)
		b.card(2, sHacker11, zonePlay)
		b.at(stepDeploy)
		if b.has(play(h, 0)) {
			t.Fatal("HACK offered to p1 on its teammate's Hacker synergy")
		}
	})
	t.Run("NS-22.3: a player controlling an iconic card cannot play another copy; an opponent can", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		b.bank(0, 1, 0)
		b.bank(1, 1, 0)
		b.card(0, sIconic, zonePlay)
		second := b.card(0, sIconic, zoneHand)
		b.at(stepDeploy)
		if b.has(play(second, 0)) {
			t.Fatal("a second ICON offered while p1 controls one")
		}
		b.st().Active = 1
		theirs := b.card(1, sIconic, zoneHand)
		b.at(stepDeploy)
		if !b.has(play(theirs, 0)) {
			t.Fatal("p2 may not play its own ICON while p1 controls one")
		}
	})
}

// TestTiers checks mainframe synergy tiers (NS-4.3, NS-4.4).
func TestTiers(t *testing.T) {
	for _, c := range []struct {
		name   string
		corpo  int
		bf, mf int32
	}{
		{"NS-4.3: no tier below its synergy", 0, 20, 20},
		{"NS-4.3: the base tier at its synergy", 1, 19, 20},
		{"NS-4.4: an \"instead\" tier replaces the tier below", 2, 17, 20},
		{"NS-4.4: an \"adds\" tier applies with the tier below", 3, 17, 15},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newBoard(t, 2, 1)
			st := b.st()
			st.obj(st.P[0].Mainframe).Card = sMainframeCorpo.id
			for range c.corpo {
				b.card(0, sCorpo11, zonePlay)
			}
			b.at(stepNetcheck)
			for b.decision().Rule == "NS-16.6" { // the order of simultaneous netcheck effects
				b.do(b.decision().Options[0])
			}
			if h := st.Health[0]; h[BF] != c.bf || h[MF] != c.mf {
				t.Fatalf("with %d Corpo: %d/%d after the netcheck, want %d/%d", c.corpo, h[BF], h[MF], c.bf, c.mf)
			}
		})
	}
}

// TestEnding checks how games end (NS-1, the round limit).
func TestEnding(t *testing.T) {
	t.Run("NS-1.5: both sides eliminated by the same event is a draw", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		st.damagePlayer(0, BF, 20, "takes")
		st.damagePlayer(1, MF, 25, "takes")
		st.settle()
		r, over := b.g.Result()
		if !over || !r.Draw || r.Reason != "simultaneous elimination" {
			t.Fatalf("result %+v over %v, want a draw by simultaneous elimination", r, over)
		}
	})
	t.Run("NS-1.3: one side at 0 loses at once", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		st.damagePlayer(0, MF, 20, "takes")
		st.settle()
		r, over := b.g.Result()
		if !over || r.Draw || r.Team != 1 {
			t.Fatalf("result %+v over %v, want team 2 winning", r, over)
		}
	})
	t.Run("NS-16.3: after the round limit the game is a draw, reported apart", func(t *testing.T) {
		b := newBoard(t, 2, 1)
		st := b.st()
		st.Rounds, st.Round, st.Active = 3, 3, 1
		b.at(stepAttackers)
		b.doneIf()
		b.passAll()
		r, over := b.g.Result()
		if !over || !r.Draw || r.Reason != ReasonRoundLimit {
			t.Fatalf("result %+v over %v, want a draw by %q", r, over, ReasonRoundLimit)
		}
	})
}

// TestViews checks what each seat may see (NS-2.1, NS-23.2).
func TestViews(t *testing.T) {
	g, _ := NewGame(5, 0, testDecks(4, sChar11, sChar22, sChar33, sZap2))
	for seat := range engine.Seat(4) {
		raw, _ := json.Marshal(g.View(seat))
		var v View
		json.Unmarshal(raw, &v)
		for _, p := range v.Players {
			holder := engine.Seat(p.Seat)
			mate := team(holder) == team(seat)
			t.Run("NS-23.2: p"+strconv.Itoa(int(seat)+1)+" sees the hand of p"+strconv.Itoa(p.Seat+1)+" only if they are teammates", func(t *testing.T) {
				if mate != (len(p.Hand) == p.HandSize && p.HandSize > 0) {
					t.Fatalf("teammates %v, hand shown %d of %d", mate, len(p.Hand), p.HandSize)
				}
			})
		}
		// Nothing of a hidden card: no opponent's hand card and no deck
		// card is named by id in the view.
		s := string(raw)
		for i := range g.st.P {
			p := g.st.P[i]
			hidden := slices.Concat(p.Deck, p.RAMDeck)
			if team(engine.Seat(i)) != team(seat) {
				hidden = append(hidden, p.Hand...)
			}
			for _, id := range hidden {
				if strings.Contains(s, `"id":`+strconv.Itoa(int(id))+`,`) {
					t.Fatalf("p%d's view names hidden card %d of p%d", seat+1, id, i+1)
				}
			}
		}
	}
	raw, _ := json.Marshal(g.View(engine.NoSeat))
	var v View
	json.Unmarshal(raw, &v)
	for _, p := range v.Players {
		if len(p.Hand) != 0 {
			t.Fatalf("the spectator sees p%d's hand", p.Seat+1)
		}
	}
}

// TestSaves checks that a game saved with the kernel codec in the middle of
// the Cache restores to the same game.
func TestSaves(t *testing.T) {
	b := newBoard(t, 4, 1)
	b.bank(0, 2, 1)
	b.bank(1, 1, 0)
	k := b.card(1, sChar33, zonePlay)
	zap := b.card(0, sZap2, zoneHand)
	kill := b.card(1, sKill, zoneHand)
	b.at(stepDeploy)
	b.do(play(zap, k))
	b.do(play(kill, k))
	raw, err := b.g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	g2, err := Ruleset{}.Load(raw)
	if err != nil {
		t.Fatal(err)
	}
	h1, _ := engine.Hash(b.g)
	h2, _ := engine.Hash(g2)
	if h1 != h2 {
		t.Fatal("the restored game differs")
	}
	raw2, _ := g2.MarshalBinary()
	if string(raw) != string(raw2) {
		t.Fatal("the restored game saves differently")
	}
	if _, err := (Ruleset{}).Load(raw[:len(raw)-1]); err == nil {
		t.Fatal("a truncated save loads")
	}
}

// TestDefinitionsCoverTheirAbilities checks that a definition leaving a
// printed activated ability without behaviour is refused.
func TestDefinitionsCoverTheirAbilities(t *testing.T) {
	if err := checkDefinitions(); err != nil {
		t.Fatalf("the stand-ins: %v", err)
	}
	cost := 1
	c := standIn("HALF DONE", carddb.Character, 1, 1, 1, func(c *carddb.Card) {
		c.Abilities = []carddb.Ability{{Name: "ONE", RAMCost: &cost}, {Name: "TWO", RAMCost: &cost}}
	})
	d := &Def{Card: c, Name: c.Name}
	d.Ability(TargetNone, Effect{Kind: EffDraw, N: 1})
	defs["HALFDONE"] = d
	defer delete(defs, "HALFDONE")
	if err := checkDefinitions(); !errors.Is(err, ErrNotImplemented) {
		t.Fatalf("a card with 1 of its 2 abilities defined: %v, want not implemented yet", err)
	}
}

// TestDecksRefuseCardsWithoutBehaviour checks that a deck naming a card with
// no definition is refused as not implemented yet, never played as a blank.
func TestDecksRefuseCardsWithoutBehaviour(t *testing.T) {
	for _, c := range []struct {
		name string
		deck Deck
		want string
	}{
		{"a cyberdeck card without behaviour is not implemented yet", Deck{Mainframe: sMainframe.Name, RAM: 25, Cyberdeck: []string{sChar11.Name, "SEANCE SISTERS"}}, "cyberdeck card 2: SEANCE SISTERS: not implemented yet"},
		{"a mainframe without behaviour is not implemented yet", Deck{Mainframe: "FIRESTARTER", RAM: 25, Cyberdeck: []string{sChar11.Name}}, "mainframe FIRESTARTER: not implemented yet"},
		{"an unknown card is no such card", Deck{Mainframe: sMainframe.Name, RAM: 25, Cyberdeck: []string{"NO SUCH THING"}}, `"NO SUCH THING": no such card`},
		{"a mainframe in the cyberdeck is refused", Deck{Mainframe: sMainframe.Name, RAM: 25, Cyberdeck: []string{sMainframe.Name}}, "is a Mainframe"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ok := Deck{Mainframe: sMainframe.Name, RAM: 25, Cyberdeck: []string{sChar11.Name}}
			_, err := NewGame(1, 0, []Deck{ok, c.deck})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one saying %q", err, c.want)
			}
			if strings.Contains(c.want, "not implemented") && !errors.Is(err, ErrNotImplemented) {
				t.Fatalf("error %v does not wrap ErrNotImplemented", err)
			}
		})
	}
}

// TestIDsSayNothingOfDeckOrder checks that card ids do not follow the order
// of a cyberdeck: a played card's id must not tell when it was drawn.
func TestIDsSayNothingOfDeckOrder(t *testing.T) {
	g, _ := NewGame(4, 0, testDecks(2, sChar11, sChar22))
	for i, p := range g.st.P {
		rev := slices.Clone(p.Deck)
		slices.Reverse(rev)
		if slices.IsSorted(p.Deck) || slices.IsSorted(rev) {
			t.Fatalf("p%d's cyberdeck is in id order: %v", i+1, p.Deck)
		}
	}
}

// TestGamesMayBeMadeOnSeveralGoroutines: the first games of a process,
// made at once (as a server's), seal the definitions once; `go test -race
// -run TestGamesMayBeMadeOnSeveralGoroutines` checks no write races.
func TestGamesMayBeMadeOnSeveralGoroutines(t *testing.T) {
	errs := make(chan error, 8)
	for i := range 8 {
		go func() {
			_, err := NewGame(uint64(i+1), 0, testDecks(2, sChar11, sChar22))
			errs <- err
		}()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// TestStandInsMayBeDefinedWhileGamesPlay: a scenario file read while
// games play on other goroutines (a server's) defines its stand-ins
// (DefineStandIn) while those games look their cards' definitions up; `go
// test -race -run TestStandInsMayBeDefinedWhileGamesPlay` checks no
// race (the definitions by card id are an array, each stand-in an element
// no running game reads).
func TestStandInsMayBeDefinedWhileGamesPlay(t *testing.T) {
	done := make(chan error)
	go func() {
		g, err := NewGame(7, 0, testDecks(2, sChar11, sChar22))
		if err == nil {
			rng := engine.NewRNG(7)
			for step := 0; step < 300 && err == nil; step++ {
				if _, over := g.Result(); over {
					break
				}
				d := g.Pending()[0]
				_, err = g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(len(d.Options))})
			}
		}
		done <- err
	}()
	for i := range 20 {
		if _, err := DefineStandIn(StandIn{Name: fmt.Sprintf("RACER %d", i), Type: carddb.Character, Cost: 1, Atk: 1, Dfn: 1}); err != nil {
			t.Error(err)
		}
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestNewWithoutCardPoolIsRefused: a game set up without deck lists plays
// the default decks, which the card pool (package neuroscape/cards)
// registers; without them New says so instead of failing inside.
func TestNewWithoutCardPoolIsRefused(t *testing.T) {
	saved := DefaultDecks
	t.Cleanup(func() { DefaultDecks = saved })
	DefaultDecks = nil
	_, err := Ruleset{}.New(engine.Setup{Seed: 1})
	if err == nil || !strings.Contains(err.Error(), "no default decks") || !strings.Contains(err.Error(), "p1") {
		t.Fatalf("New without decks or card pool: got %v, want an error naming p1 and the missing default decks", err)
	}
}
