package onr

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// turnStartState returns a new game's state with its stack and decisions
// cleared, the Corp's turn about to start, for turnStep to start it.
func turnStartState(t *testing.T) *State {
	t.Helper()
	g, err := New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := g.s
	s.Pending = s.Pending[:0]
	for len(s.Frames()) > 0 {
		s.pop()
	}
	s.Phase, s.Active = PhaseStart, 0 // the Corp's turn starts
	return s
}

// TestTurnStartSkipsOccurOnlyWhenUneventful: the start of a turn skips
// occur (the Emit of EvTurnStart) only where it would do nothing
// (uneventful, turn.go): a use limit that lasts until the start of a turn
// ends there, a delayed trigger of the start of a turn fires, and with
// neither the Corp's start is its window and its mandatory draw alone.
func TestTurnStartSkipsOccurOnlyWhenUneventful(t *testing.T) {
	for _, tc := range []struct {
		name       string
		use        bool // a use limit lasts until the start of a turn
		delayed    bool // a delayed trigger answers the start of a turn
		uneventful bool // the start of the turn is uneventful once the kinds are made
	}{
		{"a use limit lasting until the start of a turn ends at it", true, false, false},
		{"a delayed trigger of the start of a turn fires at it", false, true, false},
		{"with neither, the start of a turn fires nothing but its own", false, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := turnStartState(t)
			c := s.P(0).Deck[0]
			if tc.use {
				s.MarkUsed(c, 0, 1, EvTurnStart)
			}
			if tc.delayed {
				s.AddLasting(kernel.Lasting{Seat: 0, On: EvTurnStart, Ref: mandatoryDrawProgram, Until: EvTurnStart})
			}
			s.makeLastingKinds()
			if got := s.uneventful(kernel.Occurrence{Type: EvTurnStart, Seat: 0}); got != tc.uneventful {
				t.Fatalf("uneventful: %v, want %v", got, tc.uneventful)
			}
			hand := len(s.P(0).Hand)
			s.turnStep()
			if n := s.Used(c, 0); n != 0 {
				t.Fatalf("the use limit counts %d after the start of the turn, want it ended", n)
			}
			if !tc.delayed {
				// The mandatory draw alone, drawn at once (drawsAtOnce):
				// no program's frame, the card in hand.
				for _, f := range s.Frames() {
					if f.Kind == FrameProgram {
						t.Fatalf("a program's frame after the start of the turn (frames %+v), want the draw drawn at once", s.Frames())
					}
				}
				if got := len(s.P(0).Hand); got != hand+1 {
					t.Fatalf("the Corp holds %d cards after the start of its turn, want %d", got, hand+1)
				}
				return
			}
			// Over the turn-start window: the delayed program under the
			// Corp's queue of its mandatory draw.
			var over []kernel.FrameKind
			for _, f := range s.Frames()[1:] {
				over = append(over, f.Kind)
			}
			want := []kernel.FrameKind{FrameProgram, FrameQueue}
			if !slices.Equal(over, want) || s.Frames()[0].Kind != FrameWindow || s.Frames()[1].Ref != mandatoryDrawProgram {
				t.Fatalf("frames over the window %v, want %v (frames %+v)", over, want, s.Frames())
			}
		})
	}
}

// TestRecurringBitsComeBackToTheActivePlayersActiveCards: at the start of
// a turn the bits spent from recurring bits come back to the active cards
// of the player whose turn starts, and only to them (ONR-2.1.3; startTurn
// reads Spent first).
func TestRecurringBitsComeBackToTheActivePlayersActiveCards(t *testing.T) {
	for _, tc := range []struct {
		name     string
		runner   bool // the card is the Runner's, installed; else the Corp's, in a fort
		rezzed   bool // the Corp's card is rezzed
		wantBits int32
	}{
		{"a rezzed card of the active player gets its spent bits back", false, true, 2},
		{"an unrezzed card of the active player gets none back", false, false, 0},
		{"a card of the other player gets none back", true, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := turnStartState(t)
			var c int32
			if tc.runner {
				c = s.P(1).Deck[0]
				s.installRunner(1, c, 0, false)
			} else {
				c = s.P(0).Deck[0]
				s.installCorp(0, c, NewFort)
				s.Cards[c].Rezzed = tc.rezzed
			}
			s.Cards[c].Bits, s.Cards[c].Spent = 0, 2
			s.spentNone = false // as the places that spend bits do
			s.startTurn(0)
			if k := &s.Cards[c]; k.Bits != tc.wantBits || k.Spent != 2-tc.wantBits {
				t.Fatalf("bits %d, spent %d: want %d bits back", k.Bits, k.Spent, tc.wantBits)
			}
		})
	}
}

// TestDiscardEndGoesOnOnlyWhereTheMachineWould: the end of the turn's
// discard goes on to the next turn in the same step (stepDiscard,
// discardEnds) only where the machine would call turnStep next — the
// stack empty, the turn's own discard — and neither under the long way
// (State.unmasked) nor while coverage is counted; the hand size it found
// is the one the end of the turn's flatline test reads.
func TestDiscardEndGoesOnOnlyWhereTheMachineWould(t *testing.T) {
	for _, tc := range []struct {
		name      string
		runner    bool // the Runner's turn ends, else the Corp's
		under     bool // a frame waits under the discard
		long      bool // State.unmasked
		counted   bool // coverage is counted
		brain     int32
		wantStart bool // the next turn started in the discard's step
		wantOver  bool // the Runner flatlined
	}{
		{"the Corp's discard ended with the stack empty starts the next turn", false, false, false, false, 0, true, false},
		{"the Runner's discard ended with the stack empty starts the next turn", true, false, false, false, 0, true, false},
		{"a frame under the discard resolves before the next turn starts", false, true, false, false, 0, false, false},
		{"the long way leaves the next phase to the machine", false, false, true, false, 0, false, false},
		{"with coverage counted the next phase is left to the machine", false, false, false, true, 0, false, false},
		{"a Runner whose maximum hand size is below 0 flatlines at the discard's end", true, false, false, false, 7, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := turnStartState(t)
			seat := engine.Seat(0)
			if tc.runner {
				seat = 1
			}
			s.P(seat).Hand = s.P(seat).Hand[:0]
			s.P(seat).Brain = tc.brain
			s.Phase, s.Active, s.unmasked = PhaseDiscard, seat, tc.long
			if tc.counted {
				defer SetCoverage(SetCoverage(NewCoverage()))
			}
			if tc.under {
				s.push(Frame{Kind: FrameProgram, Seat: 0, Ref: mandatoryDrawProgram})
			}
			s.push(Frame{Kind: FrameDiscard, Seat: seat})
			turn := s.Turn
			if st := s.stepDiscard(s.top()); st != Next {
				t.Fatalf("status %v, want Next", st)
			}
			if started := s.Turn != turn; started != tc.wantStart {
				t.Fatalf("the next turn started: %v, want %v (phase %d, %d frames)", started, tc.wantStart, s.Phase, len(s.Frames()))
			}
			if !tc.wantStart && !tc.wantOver && s.Phase != PhaseDiscard {
				t.Fatalf("phase %d, want the discard's phase left to turnStep", s.Phase)
			}
			if s.Over != tc.wantOver || tc.wantOver && s.Reason != "flatline" {
				t.Fatalf("over %v (%q), want %v", s.Over, s.Reason, tc.wantOver)
			}
		})
	}
}

// TestSpentBitsAreKnownNoneOnlyWhileNoCardHasSpent: startTurn skips its
// walk for recurring bits to give back only while no card is known to have
// spent any (State.spentNone): a new game's cards have spent none; a card
// that has spent bits gets them back at its controller's turn start in
// the game itself and in its clone, a game cloned into, and the game saved
// and loaded (which starts knowing nothing), after which none is known
// spent again; and Check reports none known while a card has spent.
func TestSpentBitsAreKnownNoneOnlyWhileNoCardHasSpent(t *testing.T) {
	if s := turnStartState(t); !s.spentNone {
		t.Fatal("a new game's cards are not known to have spent no bits")
	}
	for _, tc := range []struct {
		name string
		of   func(t *testing.T, g *Game) *Game
	}{
		{"the game itself gives them back", func(_ *testing.T, g *Game) *Game { return g }},
		{"its clone gives them back", func(_ *testing.T, g *Game) *Game { return g.Clone().(*Game) }},
		{"a game cloned into gives them back", func(_ *testing.T, g *Game) *Game {
			dst, err := New(engine.Setup{Seed: 2})
			if err != nil {
				t.Fatal(err)
			}
			return g.CloneInto(dst).(*Game)
		}},
		{"the game saved compact and loaded gives them back", savedAndLoaded},
		{"the game saved as JSON and loaded gives them back", func(t *testing.T, g *Game) *Game {
			b, err := g.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			back, err := Load(b)
			if err != nil {
				t.Fatal(err)
			}
			return back
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := turnStartState(t)
			c := s.P(0).Deck[0]
			s.installCorp(0, c, NewFort)
			s.Cards[c].Rezzed = true
			s.Cards[c].Bits, s.Cards[c].Spent = 0, 2
			s.spentNone = true
			if err := s.checkSpentNone(); err == nil {
				t.Fatal("Check: no error with a card that has spent bits known to have spent none")
			}
			s.spentNone = false // as the places that spend bits do
			g := tc.of(t, &Game{s: s})
			x := g.s
			x.startTurn(0)
			if k := &x.Cards[c]; k.Bits != 2 || k.Spent != 0 {
				t.Fatalf("bits %d, spent %d: want the 2 spent back", k.Bits, k.Spent)
			}
			if !x.spentNone {
				t.Error("no card has spent bits once they are back, but none is known")
			}
			if err := x.checkSpentNone(); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestTurnStartTakesALoneEffectWhereItsQueueWouldBeStepped: at the start
// of a turn an effect of the rules or of counters that would resolve
// alone (the Corp's mandatory draw) is taken from its queue of one at once
// (kernel.Machine.TakeQueued) only where the machine would step that queue
// next, and the game goes on as the long way's (State.unmasked), which
// pushes the queue: with a delayed trigger too, the queue goes over it.
// The Corp's draw so taken is drawn at once, without its program's frame,
// only where that frame would only be pushed, stepped and removed
// (drawsAtOnce): not from an empty R&D, nor with a card that may draw an
// extra card, nor while the ops of programs are observed.
func TestTurnStartTakesALoneEffectWhereItsQueueWouldBeStepped(t *testing.T) {
	for _, tc := range []struct {
		name    string
		delayed bool // a delayed trigger answers the start of the turn
		long    bool // State.unmasked
		set     func(s *State)
		want    []kernel.FrameKind
	}{
		{"the mandatory draw alone is drawn at once, and the window then stepped at once", false, false, nil, []kernel.FrameKind{}},
		{"with a delayed trigger the draw's queue goes over it", true, false, nil, []kernel.FrameKind{FrameWindow, FrameProgram, FrameQueue}},
		{"the long way pushes the draw's queue", false, true, nil, []kernel.FrameKind{FrameWindow, FrameQueue}},
		{"from an empty R&D the draw is its program, which makes the Corp lose", false, false, func(s *State) {
			s.P(0).Deck = s.P(0).Deck[:0]
		}, []kernel.FrameKind{FrameWindow, FrameProgram}},
		{"with a card that may draw an extra card the draw is its program", false, false, func(s *State) {
			s.union.mods.add(ModDrawExtra)
		}, []kernel.FrameKind{FrameWindow, FrameProgram}},
		{"with the ops of programs observed the draw is its program", false, false, func(*State) {
			machine.Ran = func(*State, *Frame) {}
		}, []kernel.FrameKind{FrameWindow, FrameProgram}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := turnStartState(t)
			if tc.delayed {
				s.AddLasting(kernel.Lasting{Seat: 0, On: EvTurnStart, Ref: mandatoryDrawProgram, Until: EvTurnStart})
			}
			if tc.set != nil {
				tc.set(s)
				defer func() { machine.Ran = nil }()
			}
			long := s.clone()
			s.unmasked = tc.long
			long.unmasked, long.lastKinds = true, lastingKinds{}
			s.turnStep()
			var got []kernel.FrameKind
			for _, f := range s.Frames() {
				got = append(got, f.Kind)
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("frames %v after the turn's start, want %v", got, tc.want)
			}
			// Both ways on to the next decision: the same game.
			s.advance(false)
			long.advance(false)
			savedAlike(t, "the game after the turn's start", s, "the long way's", long)
			if (len(s.Pending) == 0 && !s.Over) || len(s.P(0).Hand) != len(long.P(0).Hand) {
				t.Fatalf("no decision after the turn's start, or hands differ (%d, %d)", len(s.P(0).Hand), len(long.P(0).Hand))
			}
		})
	}
}

// TestPlainActionNextIsTurnFromsActionPhase: turnStep asks the action
// question at once (plainActionNext) only where turnFrom's action phase
// would do nothing else — an action left, none forgone, no install-only
// action nor its bits to end, no die's action, no run-only action
// possible, no leave-play trigger waiting, not the long way — and
// whichever way it goes, the game after turnStep is turnFrom's.
func TestPlainActionNextIsTurnFromsActionPhase(t *testing.T) {
	for _, tc := range []struct {
		name  string
		seat  engine.Seat
		set   func(s *State)
		plain bool
	}{
		{"the Corp with an action left is asked at once", 0, func(*State) {}, true},
		{"the Runner with an action left and no card giving actions is asked at once", 1, func(s *State) { s.activeCards(); s.makeUnions() }, true},
		{"the Runner while a card giving actions may be active goes through turnFrom", 1, func(s *State) { s.activesOK = false }, false},
		{"no action left goes through turnFrom", 0, func(s *State) { s.P(0).Actions = 0 }, false},
		{"an action to forgo goes through turnFrom", 0, func(s *State) { s.P(0).Forgo = 1 }, false},
		{"install-only actions go through turnFrom", 0, func(s *State) { s.P(0).InstallActions = 2 }, false},
		{"bits of install-only actions to end go through turnFrom", 0, func(s *State) {
			s.AddLasting(kernel.Lasting{Seat: 0, Mod: ModInstallActionBits, N: 2, Until: EvTurnOver})
		}, false},
		{"a die's action goes through turnFrom", 0, func(s *State) {
			s.AddLasting(kernel.Lasting{Seat: 0, Mod: ModDieAction, Until: EvTurnOver})
		}, false},
		{"a leave-play trigger waiting goes through turnFrom", 0, func(s *State) {
			s.AddLasting(kernel.Lasting{Seat: 0, On: EvLeftPlay, Ref: mandatoryDrawProgram, Until: EvTurnOver})
		}, false},
		{"the long way goes through turnFrom", 0, func(s *State) { s.unmasked = true }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := turnStartState(t)
			s.Phase, s.Active = PhaseAction, tc.seat
			s.P(tc.seat).Actions = 3
			tc.set(s)
			if got := s.plainActionNext(); got != tc.plain {
				t.Fatalf("plainActionNext %v, want %v", got, tc.plain)
			}
			long := s.clone()
			long.unmasked = s.unmasked
			s.turnStep()
			long.turnFrom(noHandSize)
			savedAlike(t, "the game after turnStep", s, "turnFrom's", long)
			if tc.plain && (len(s.Pending) != 1 || s.Pending[0].Rule != "ONR-6") {
				t.Fatalf("pending %+v, want the action question", s.Pending)
			}
		})
	}
}

// savedAlike fails t unless games s and long save to the same bytes
// (Game.MarshalBinary), naming them what and longWhat.
func savedAlike(t *testing.T, what string, s *State, longWhat string, long *State) {
	t.Helper()
	a, err := (&Game{s: s}).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	b, err := (&Game{s: long}).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(b) {
		t.Fatalf("%s\n%s\n%s\n%s", what, a, longWhat, b)
	}
}
