package onr

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestDrawTopIsWhatMoveMoves compares drawTop, which draw moves the top
// card of a deck with, with the long way (move to the hand): the cards,
// the zones, the handles, the notes for CheckStep and the lasting effects
// must be the same, whatever the card held in the deck.
func TestDrawTopIsWhatMoveMoves(t *testing.T) {
	corp, runner := defaultDecksParsed(t)
	for _, tc := range []struct {
		name   string
		noted  bool // the notes of CheckStep are on
		known  bool // the top card is known and holds counters in the deck
		bound  bool // a lasting effect is bound to the top card
		unmask bool // State.unmasked: drawTop is move
	}{
		{"a drawn card is moved as move moves it", false, false, false, false},
		{"a drawn card is noted as a moved one", true, false, false, false},
		{"a drawn card is no longer known and holds nothing", true, true, false, false},
		{"a drawn card ends the lasting effects bound to it", false, false, true, false},
		{"the long way draws by move", true, true, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fresh := func() *State {
				s := &State{Players: []Player{{Seat: 0, Role: Corp}, {Seat: 1, Role: Runner}}, Cards: []Card{{}},
					Forts: []Fort{{Owner: 0, Central: CentralHQ}, {Owner: 0, Central: CentralRD}, {Owner: 0, Central: CentralArchives}}}
				s.dealDeck(&s.Players[0], corp[:10])
				s.dealDeck(&s.Players[1], runner[:10])
				s.marks = stepMarks{on: tc.noted}
				for i := range s.Players {
					top := &s.Cards[s.Players[i].Deck[0]]
					if tc.known {
						top.Known, top.KnownTo, top.Counters, top.Bits, top.Adv = true, 1, 2, 3, 1
					}
					if tc.bound {
						s.AddLasting(kernel.Lasting{Obj: s.Players[i].Deck[0], Mod: ModMU, N: 1})
					}
				}
				s.unmasked = tc.unmask
				return s
			}
			long, short := fresh(), fresh()
			for i := range long.Players {
				for range 3 {
					p := &long.Players[i]
					long.move(p.Deck[0], p.Seat, ZoneHand, false)
					short.drawTop(&short.Players[i])
				}
			}
			if !reflect.DeepEqual(short.Cards, long.Cards) {
				t.Errorf("the cards drawn differ from the cards moved")
			}
			if !reflect.DeepEqual(short.Players, long.Players) {
				t.Errorf("the players drawn differ from the players moved:\n%+v\n%+v", short.Players, long.Players)
			}
			if short.NextHandle != long.NextHandle {
				t.Errorf("drawn: last handle %d; moved: %d", short.NextHandle, long.NextHandle)
			}
			if short.marks != long.marks {
				t.Errorf("drawn: notes %+v, moved: %+v", short.marks, long.marks)
			}
			if !reflect.DeepEqual(short.Lasting, long.Lasting) {
				t.Errorf("drawn: lasting effects %+v, moved: %+v", short.Lasting, long.Lasting)
			}
		})
	}
}

// TestKeptFortCardsAreTheLongWay checks, after every step of random games,
// the cards of each seat's forts that place and detach keep patched
// (fortEntered, fortLeft) against the long way (appendFortCards), and that
// Check catches a kept list that is not the long way's.
func TestKeptFortCardsAreTheLongWay(t *testing.T) {
	for _, tc := range deckCases(t, "the kept cards of the forts are the long way's", 30, 20) {
		t.Run(tc.name, func(t *testing.T) {
			patched := 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				if s.fortWalkOK {
					patched++ // kept since the last step, through the moves it made
				}
				if err := s.checkFortWalk(); err != nil {
					t.Fatalf("seed %d step %d: %v", seed, step, err)
				}
				for seat := range s.Players {
					if got, want := s.fortCardsOf(engine.Seat(seat)), s.appendFortCards(nil, engine.Seat(seat)); !slices.Equal(got, want) {
						t.Fatalf("seed %d step %d seat %d: the kept cards of the forts %v, the long way %v", seed, step, seat, got, want)
					}
				}
			}, nil)
			if patched == 0 {
				t.Fatal("no step found the cards of the forts kept")
			}
		})
	}
	corrupt := []struct {
		name   string
		break_ func(s *State)
	}{
		{"check catches a card missing from the kept cards of the forts", func(s *State) {
			s.fortWalk = s.fortWalk[:len(s.fortWalk)-1]
			s.fortWalkSized(0, -1)
		}},
		{"check catches the kept cards of the forts out of order", func(s *State) {
			l := s.fortWalkOf[0]
			l[0], l[1] = l[1], l[0]
		}},
	}
	for _, tc := range corrupt {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			for _, title := range []string{"Hostile Takeover", "Tycho Extension"} {
				c, err := g.NewCard(title)
				if err != nil {
					t.Fatal(err)
				}
				g.Put(c, ZoneHand, false)
				g.InstallCorp(c, NewFort, false)
			}
			s := g.s
			s.fortCardsOf(0)
			if err := g.Check(); err != nil {
				t.Fatalf("before: %v", err)
			}
			tc.break_(s)
			if err := g.Check(); err == nil {
				t.Errorf("Check found nothing wrong with the kept cards %v", s.fortWalkOf[0])
			}
		})
	}
}

// TestIceInstallPromptIsPutTogether: the ice-install question made once
// for the usual costs is the one put together for each cost.
func TestIceInstallPromptIsPutTogether(t *testing.T) {
	for _, cost := range []int32{-1, 0, 1, 5, 15, 16, 40} {
		t.Run(fmt.Sprintf("the prompt for %d bits names them", cost), func(t *testing.T) {
			want := fmt.Sprintf("Install ice: pay %d, or trash ice on the fort first", cost)
			if got := iceInstallPrompt(cost); got != want {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}
