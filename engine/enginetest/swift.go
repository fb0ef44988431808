package enginetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// SwiftName is the name under which the swift game is registered.
const SwiftName = "swift"

const (
	// swiftFormat 3: counters, retargets, relays, characters, fixed swift
	// checks and teams (2 had one play per turn and no characters; 1 had
	// its own loop).
	swiftFormat        = 3
	swiftMinSeats      = 2
	swiftMaxSeats      = 4
	swiftDefaultSeats  = 3
	swiftDefaultTarget = 12
	swiftDefaultTurns  = 24
	swiftStartHand     = 3
	swiftMaxHand       = 5
	swiftHighCard      = 6 // the numbers are 1 to 6
	swiftCards         = 9 // and 7, 8, 9 are the special cards
	swiftResponseBonus = 1 // what a response adds to its player's next card
	swiftCharBase      = 1000
)

// The special cards of the swift game.
const (
	// swiftCounter targets an item on the Cache and, on resolution,
	// removes it if it is still there (NS-14.5); otherwise it fizzles.
	swiftCounter = 7
	// swiftRetarget targets an item on the Cache that has a target (a
	// counter or a retarget) and, on resolution, changes that target to
	// another legal one its player chooses (NS-18.4).
	swiftRetarget = 8
	// swiftRelay, on resolution, lets its player play a card from hand: it
	// goes on top of the Cache and a swift check opens before the rest of
	// the Cache resolves (NS-17.6).
	swiftRelay = 9
)

// Option verbs of the swift game.
var (
	swiftPlay     = engine.NewVerb("play")     // Arg: the card played; Target: the item it targets, if any
	swiftPass     = engine.NewVerb("pass")     // in a swift check; or a relay's player plays nothing
	swiftEnd      = engine.NewVerb("end")      // the active seat ends its main phase without playing
	swiftActivate = engine.NewVerb("activate") // the seat's character's ability
	swiftRetarg   = engine.NewVerb("target")   // Target: the new target chosen for a retargeted item
	swiftOrder    = engine.NewVerb("order")    // Card: the character whose triggered ability resolves next
)

func init() { engine.Register(Swift{}) }

// Swift is the engine.Ruleset of the swift game, a toy for 2 to 4 seats shaped
// like Neuroscape's Cache and swift checks (NS-17), so that the engine and
// kernel are exercised with more than two seats. Its zero value is ready to
// use, and importing this package registers it with the engine as "swift".
//
// The rules:
//
//   - Seats "p0" … "p3"; each is its own team, or with the option
//     teams=2v2 at four seats, p0 and p2 play against p1 and p3 (turns
//     alternate between the teams, as Neuroscape's figure 8 does, NS-23.7).
//     A seeded draw picks the first active seat; turns then go round in
//     seat order.
//   - Cards are dealt at random from 1 to 9. Each seat starts with 3 in its
//     hand, which only it may see. At the start of its turn a seat
//     refreshes its character (below) and draws 1 unless it holds 5.
//   - Numbers 1 to 6 score. 7 is a counter: played targeting an item on
//     the cache, it removes that item when it resolves, if the item is
//     still there, so that it never resolves (NS-14.5); otherwise it
//     fizzles. 8 is a retarget: played targeting an item with a target (a
//     counter or another retarget), it changes that item's target when it
//     resolves to another item that item may target, which its player
//     chooses (NS-18.4); with none, the target stays. An item whose
//     target is no longer on the cache when it resolves fizzles (NS-18.6).
//     9 is a relay: when it resolves, its player may play a card from hand;
//     that card goes on top of the cache and a swift window opens for it
//     before the rest of the cache resolves (NS-17.6).
//   - Each seat has a character. Its activated ability goes on the cache
//     like a card and scores its player 1 point when it resolves; it may be
//     used once a round: until its controller's next refresh (NS-9.2.2), and
//     another seat's refresh, a teammate's too, does not reset it. Its
//     triggered ability: whenever a card scores, each character of another
//     team gives its controller 1 point. Triggered abilities do not go on
//     the cache: they resolve after the item that made them and before the
//     next, in the order the active seat chooses, all seats' triggers
//     together (NS-9.3).
//   - On its turn the active seat plays a card, uses its character or ends
//     its main phase. A card played or an ability used goes on top of the
//     cache, a public last-in first-out stack, and opens a swift window
//     (kernel.Succession) over every seat but its player, in turn order
//     from the seat after it (NS-17.3, kind (a)). The seat with priority
//     responds with a card or its character's ability, which goes on top
//     and opens a new window, or passes. Every seat in the window is asked,
//     even with an empty hand, so being asked reveals nothing.
//   - A card played in response gives its player +1 on the next card it
//     plays (later in the cache, or in a later turn): that card scores 1
//     more if it scores. The next card played uses the bonus up, scoring or
//     not; bonuses do not add up, since each response uses up the one before.
//   - When every seat in the window has passed in succession, the cache
//     resolves, top first: a number above the counter scores that many points
//     (plus its bonus) for its player and becomes the counter; any other
//     resets the counter to 0.
//   - After the main phase's cache has resolved (or nothing was played), a
//     fixed swift check (kind (b)) opens over every seat, the active seat
//     first. A seat may play or use its character there; once the cache so
//     made has resolved, the check re-opens with the active seat first. It
//     closes when every seat has passed in succession with the cache empty,
//     and the turn ends.
//   - The first team to reach the target score (12, or the "target" option,
//     the sum of its seats' points) wins at once. If nobody has when the last
//     turn (24, or the "turns" option, counting every seat's turns) ends,
//     the game is a draw.
//
// Setup.Options: "seats" (2 to 4, default 3), "target", "turns", "teams"
// ("2v2", with 4 seats). Setup.Decks must be empty.
//
// The game runs on the kernel (swiftMachine): the state embeds a kernel.Core,
// the turn and the swift windows are frame kinds (each window bound to its
// frame), each cache item is a program frame waiting on the resolution stack
// under the window (the cache is the stack), the draw and the triggered
// abilities are builtin programs, the triggered abilities wait in a kernel
// queue the active seat orders, each run under its own controller
// (kernel.Queued.Own), the response bonus is a kernel.Lasting that
// the seat's next play ends, and the once-a-round limit is a kernel.Use of
// the seat (MarkUsedBy).
type Swift struct{}

// Name returns "swift".
func (Swift) Name() string { return SwiftName }

// swiftSetup reads the options of s.
func swiftSetup(s engine.Setup) (seats, target, turns int, teams bool, err error) {
	seats, target, turns = swiftDefaultSeats, swiftDefaultTarget, swiftDefaultTurns
	for i, d := range s.Decks {
		if d != "" {
			return 0, 0, 0, false, fmt.Errorf("swift: deck %d: the swift game takes no decks", i)
		}
	}
	for k, v := range s.Options {
		if k == "teams" {
			if v != "2v2" {
				return 0, 0, 0, false, fmt.Errorf("swift: option teams: want 2v2, got %q", v)
			}
			teams = true
			continue
		}
		n, err := strconv.Atoi(v)
		switch {
		case k != "seats" && k != "target" && k != "turns":
			return 0, 0, 0, false, fmt.Errorf("swift: unknown option %q", k)
		case k == "seats" && (err != nil || n < swiftMinSeats || n > swiftMaxSeats):
			return 0, 0, 0, false, fmt.Errorf("swift: option seats: want %d to %d, got %q", swiftMinSeats, swiftMaxSeats, v)
		case err != nil || n < 1:
			return 0, 0, 0, false, fmt.Errorf("swift: option %s: want a positive integer, got %q", k, v)
		}
		switch k {
		case "seats":
			seats = n
		case "target":
			target = n
		case "turns":
			turns = n
		}
	}
	if teams && seats != 4 {
		return 0, 0, 0, false, fmt.Errorf("swift: option teams: 2v2 needs 4 seats, not %d", seats)
	}
	if len(s.Decks) > seats {
		return 0, 0, 0, false, fmt.Errorf("swift: %d decks for %d seats", len(s.Decks), seats)
	}
	return seats, target, turns, teams, nil
}

// swiftSeats describes n seats: each its own team, or two teams of
// alternate seats.
func swiftSeats(n int, teams bool) []engine.SeatInfo {
	out := make([]engine.SeatInfo, n)
	for i := range out {
		out[i] = engine.SeatInfo{Seat: engine.Seat(i), Role: "p" + strconv.Itoa(i), Team: i}
		if teams {
			out[i].Team = i % 2
		}
	}
	return out
}

// Layout implements engine.SeatLayout.
func (Swift) Layout(s engine.Setup) ([]engine.SeatInfo, error) {
	n, _, _, teams, err := swiftSetup(s)
	if err != nil {
		return nil, err
	}
	return swiftSeats(n, teams), nil
}

// Playable implements engine.Playable: the lobby offers the swift game, so
// that tests play a game of four seats in teams through the server.
func (Swift) Playable() bool { return true }

// TableOptions implements engine.TableOptions: the number of seats and the
// teams.
func (Swift) TableOptions() []engine.TableOption {
	return []engine.TableOption{
		{Name: "seats", Label: "players", Values: []string{"2", "3", "4"}, Default: strconv.Itoa(swiftDefaultSeats)},
		{Name: "teams", Label: "teams", Values: []string{"", "2v2"}, Default: ""},
	}
}

// swiftDeal returns a card dealt at random.
func (s *swiftState) swiftDeal() int { return s.RNG.IntN(swiftCards) + 1 }

// New starts a swift game.
func (Swift) New(s engine.Setup) (engine.Game, error) {
	n, target, turns, teams, err := swiftSetup(s)
	if err != nil {
		return nil, err
	}
	g := &swiftGame{st: swiftState{
		Format: swiftFormat, Target: target, Turns: turns, Turn: 1, Teams: teams,
		Scores: make([]int, n), Hands: make([][]int, n), Winner: engine.NoSeat,
	}}
	st := &g.st
	st.RNG = engine.NewRNG(s.Seed)
	st.Active = engine.Seat(st.RNG.IntN(n))
	for i := range n {
		for range swiftStartHand {
			st.Hands[i] = append(st.Hands[i], st.swiftDeal())
		}
	}
	st.advance(false) // the first turn starts: its draw, then its question
	st.events = nil
	return g, nil
}

// Load restores a swift game saved with MarshalBinary.
func (Swift) Load(b []byte) (engine.Game, error) {
	var g swiftGame
	if err := json.Unmarshal(b, &g.st); err != nil {
		return nil, fmt.Errorf("swift: load: %w", err)
	}
	if g.st.Format != swiftFormat {
		return nil, fmt.Errorf("swift: load: unknown format %d", g.st.Format)
	}
	if err := g.Check(); err != nil {
		return nil, fmt.Errorf("swift: load: %w", err)
	}
	return &g, nil
}

// The frame kinds of the swift game, registered with swiftMachine. Their
// values are saved, so each is fixed.
const (
	// swiftFrameProgram runs a program (kernel.Machine.ProgramKind). A cache
	// item is a program frame: Ref names the card played (swiftCardRef) or
	// the character's ability (swiftBoostRef), Seat is its player, Src its
	// public id (from 1), N the bonus it scores with and T the id of the
	// item it targets (counters and retargets; 0 for none). The items wait
	// on the stack, bottom first, under the swift window's frame, and
	// resolve top first when it closes; a relay that has played a card has
	// PC 1 while the cache above it resolves. The draw at the start of a
	// turn is the builtin program swiftDrawRef, with Src 0; a triggered
	// ability is swiftCatchUpRef with Src its character (swiftCharacter).
	//
	// T holds the one target chosen for the item's kernel.Target
	// (swiftTargetOf: filter, min/max, chooser), announced with the play
	// and checked again when the item resolves (Target.Recheck).
	swiftFrameProgram kernel.FrameKind = 1
	// swiftFrameTurn is the turn of seat Seat, at the bottom of the stack;
	// Step is one of swiftTurnStart … swiftTurnEnd.
	swiftFrameTurn kernel.FrameKind = 2
	// swiftFrameWindow is the swift window (kind (a)) over the top cache
	// item, on top of it, with the window bound to it.
	swiftFrameWindow kernel.FrameKind = 3
	// swiftFrameQueue holds the triggered abilities waiting to resolve in
	// the order the active seat chooses (kernel.Machine.QueueKind).
	swiftFrameQueue kernel.FrameKind = 4
	// swiftFrameFixed is the fixed swift check (kind (b)) at the end of the
	// turn, over the turn frame and under the cache made in it, with its
	// window (every seat, the active one first) bound to it.
	swiftFrameFixed kernel.FrameKind = 5
)

// The steps of a turn frame.
const (
	swiftTurnStart int32 = 0 // announce the turn, refresh and draw
	swiftTurnAsk   int32 = 1 // ask the active seat to play, use its character or end its main phase
	swiftTurnFixed int32 = 2 // the main phase's cache has resolved: open the fixed swift check
	swiftTurnEnd   int32 = 3 // the fixed check has closed: end the turn
)

// The occurrences of the swift game (kernel.EventType), fixed values: they
// are saved in lasting effects and use limits.
const (
	// swiftEvPlay: seat Seat played card N as cache item Obj.
	swiftEvPlay kernel.EventType = 1
	// swiftEvRefresh: seat Seat refreshed at the start of its turn.
	swiftEvRefresh kernel.EventType = 2
)

// The values lasting effects change (kernel.ModKind), fixed values.
const (
	// swiftModBonus: the next card Seat plays scores N more.
	swiftModBonus kernel.ModKind = 1
)

// The builtin programs: the draw at the start of a turn, the character's
// activated ability (a cache item) and its triggered ability.
var (
	swiftDrawRef    = kernel.Builtin("draw")
	swiftBoostRef   = kernel.Builtin("boost")
	swiftCatchUpRef = kernel.Builtin("catch-up")
)

// swiftCardRef names the program of card n: it resolves as a cache item.
func swiftCardRef(n int) kernel.Ref { return kernel.Ref{Card: kernel.CardIDOf(strconv.Itoa(n))} }

// swiftCardOf returns the card r names, if it names one.
func swiftCardOf(r kernel.Ref) (int, bool) {
	n, err := strconv.Atoi(r.Card.String())
	if err != nil || n < 1 || n > swiftCards || r != swiftCardRef(n) {
		return 0, false
	}
	return n, true
}

// swiftTargets reports whether card n is played with a target.
func swiftTargets(n int) bool { return n == swiftCounter || n == swiftRetarget }

// swiftCharacter is the object id of seat's character, for its use limit
// and as the source of its triggered ability.
func swiftCharacter(seat engine.Seat) int32 { return swiftCharBase + int32(seat) }

// swiftPrograms holds the ops of the programs: the draw, each card's, and
// the character's abilities.
var swiftPrograms = func() map[kernel.Ref][]kernel.Op[*swiftState] {
	p := map[kernel.Ref][]kernel.Op[*swiftState]{
		swiftDrawRef:                {swiftDraw{}},
		swiftBoostRef:               {swiftBoost{}},
		swiftCatchUpRef:             {swiftCatchUp{}},
		swiftCardRef(swiftCounter):  {swiftCounterOp{}},
		swiftCardRef(swiftRetarget): {swiftRetargetOp{}},
		swiftCardRef(swiftRelay):    {swiftRelayOp{}},
	}
	for n := 1; n <= swiftHighCard; n++ {
		p[swiftCardRef(n)] = []kernel.Op[*swiftState]{swiftScore{n}}
	}
	return p
}()

// swiftMachine runs the swift game's resolution stack. It is built in init,
// since the step functions it registers use it.
var swiftMachine *kernel.Machine[*swiftState]

func init() { swiftMachine = newSwiftMachine() }

func newSwiftMachine() *kernel.Machine[*swiftState] {
	m := &kernel.Machine[*swiftState]{
		Idle:         (*swiftState).startTurn,
		Program:      func(r kernel.Ref) []kernel.Op[*swiftState] { return swiftPrograms[r] },
		ProgramKind:  swiftFrameProgram,
		AfterProgram: (*swiftState).afterProgram,
		QueueKind:    swiftFrameQueue,
		QueuePrompt:  "Choose the next effect to resolve",
		QueueRule:    "NS-9.3",
		QueueOption: func(s *swiftState, q kernel.Queued, i int) engine.Option {
			return engine.Option{Verb: swiftOrder, Card: int(q.Src)}
		},
	}
	m.Register(swiftFrameTurn, "turn", (*swiftState).stepTurn)
	m.Register(swiftFrameWindow, "swift window", (*swiftState).stepWindow)
	m.Register(swiftFrameFixed, "fixed swift check", (*swiftState).stepFixed)
	return m
}

// swiftItem is an item on the cache, as the view shows it.
type swiftItem struct {
	ID      int         `json:"id"` // public id, from 1: Event.Subject
	Seat    engine.Seat `json:"seat"`
	N       int         `json:"n,omitempty"` // the card; 0 for the character's ability
	Bonus   int         `json:"bonus,omitempty"`
	Target  int         `json:"target,omitempty"`  // the item it targets
	Resumes bool        `json:"resumes,omitempty"` // a relay that has played: it finishes once the items above it have resolved
}

// swiftState is the whole state of a swift game; it is what MarshalBinary
// saves. The kernel's Core holds the RNG, the stack (the turn, the fixed
// check, the cache, the window's frame), the open windows, the pending
// decision, the response bonuses and the characters' use limits.
type swiftState struct {
	kernel.Core
	Format   int         `json:"format"`
	Target   int         `json:"target"`
	Turns    int         `json:"turns"` // the last turn
	Turn     int         `json:"turn"`
	Teams    bool        `json:"teams,omitempty"` // 2v2: seats 0 and 2 against 1 and 3
	Active   engine.Seat `json:"active"`
	Scores   []int       `json:"scores"`
	Counter  int         `json:"counter"`
	Hands    [][]int     `json:"hands"` // hidden: each seat sees its own
	NextItem int         `json:"next_item"`
	Winner   engine.Seat `json:"winner"` // NoSeat unless someone won; in 2v2 a seat of the winning team
	// Conceded is the seat that conceded, plus 1; 0 if none did (concede.go).
	Conceded int `json:"conceded,omitempty"`

	events []engine.Event // of the choice being applied; not saved
	// triggered holds the triggered abilities of the item resolving now,
	// until it has finished (afterProgram); never set between choices, so
	// not saved. The kernel's occurrence buffer will replace it.
	triggered []kernel.Queued
}

type swiftGame struct {
	st swiftState
	// last is the effect of the last choice, lastOK whether it is known
	// (engine.Effecter); not part of the state.
	last   engine.Effect
	lastOK bool
}

// swiftView is what a seat may know about a swift game.
type swiftView struct {
	Seat      engine.Seat   `json:"seat"`
	Target    int           `json:"target"`
	Turns     int           `json:"turns"`
	Turn      int           `json:"turn"`
	Active    engine.Seat   `json:"active"`
	Scores    []int         `json:"scores"`
	Teams     []int         `json:"teams"`   // each seat's team
	Bonuses   []int         `json:"bonuses"` // what each seat's next card scores more
	Used      []bool        `json:"used"`    // whose character has used its ability this round
	Counter   int           `json:"counter"`
	HandSizes []int         `json:"hand_sizes"`
	Hand      []int         `json:"hand,omitempty"` // the viewer's own hand, sorted
	Cache     []swiftItem   `json:"cache"`          // top first
	Priority  engine.Seat   `json:"priority"`       // who is asked in the innermost swift window, or NoSeat
	Pending   []string      `json:"pending,omitempty"`
	Result    *string       `json:"result,omitempty"`
	Triggers  []engine.Seat `json:"triggers,omitempty"` // the controllers of the triggered abilities waiting to be ordered
}

func swiftRole(s engine.Seat) string { return "p" + strconv.Itoa(int(s)) }

func (s *swiftState) seats() int { return len(s.Scores) }

// team returns seat's team.
func (s *swiftState) team(seat engine.Seat) int {
	if s.Teams {
		return int(seat) % 2
	}
	return int(seat)
}

// teamScore returns the points of seat's team.
func (s *swiftState) teamScore(seat engine.Seat) int {
	n := 0
	for o, pts := range s.Scores {
		if s.team(engine.Seat(o)) == s.team(seat) {
			n += pts
		}
	}
	return n
}

func (s *swiftState) event(e engine.Event) { s.events = append(s.events, e) }

// advance runs the machine until a decision is pending or the game is over;
// answered says that a choice was just stored in the top frame. A game won
// in the middle of the cache leaves the rest of it unresolved: its frames
// are dropped, and their windows with them.
func (s *swiftState) advance(answered bool) {
	swiftMachine.Advance(s, answered)
	if s.Over {
		s.Unwind(0)
	}
}

// take consumes the answer stored in f, leaving no trace of it in the frame.
func take(f *kernel.Frame) engine.Option {
	o, _ := f.Take()
	f.Opt, f.Num, f.By = engine.Option{}, 0, 0
	return o
}

// isItem reports whether f is a cache item.
func isItem(f *kernel.Frame) bool {
	return f.Kind == swiftFrameProgram && f.Src != 0 && f.Ref != swiftCatchUpRef
}

// cache returns the cache items, bottom first.
func (s *swiftState) cache() []swiftItem {
	var out []swiftItem
	for i := range s.Frames() {
		if f := &s.Frames()[i]; isItem(f) {
			n, _ := swiftCardOf(f.Ref)
			out = append(out, swiftItem{ID: int(f.Src), Seat: f.Seat, N: n, Bonus: int(f.N), Target: int(f.T), Resumes: f.PC > 0})
		}
	}
	return out
}

// waiting returns the index in the stack of the items that wait to resolve
// and may be targeted: not one resolving now (the top frame, when it is a
// program), nor a relay that has played.
func (s *swiftState) waiting() []int {
	var out []int
	top := len(s.Frames()) - 1
	for i := range s.Frames() {
		if f := &s.Frames()[i]; isItem(f) && f.PC == 0 && !(i == top && f.Kind == swiftFrameProgram) {
			out = append(out, i)
		}
	}
	return out
}

// item returns the index in the stack of waiting item id, or -1.
func (s *swiftState) item(id int32) int {
	for _, i := range s.waiting() {
		if s.Frames()[i].Src == id {
			return i
		}
	}
	return -1
}

// waitingIDs returns the ids of the items that wait to resolve (waiting),
// bottom first: where the targets of counters and retargets are looked
// for.
func (s *swiftState) waitingIDs(*kernel.Frame) []int32 {
	var out []int32
	for _, i := range s.waiting() {
		out = append(out, s.Frames()[i].Src)
	}
	return out
}

// The targets of the cards played with one (kernel.Target): one item
// waiting on the cache, other than the item itself, chosen by its player
// (the frame's seat) as it is played; a retarget's must have a target of
// its own. The frame f whose targets they are is the item's (Src its id;
// 0 while it is being played). They are announced with the play (its
// option's Target) and checked again as the item resolves: an item whose
// target is gone fizzles (NS-18.6).
var (
	swiftCounterTarget = kernel.Target[*swiftState]{
		Min: 1, Max: 1,
		Candidates: (*swiftState).waitingIDs,
		Valid: func(s *swiftState, f *kernel.Frame, obj int32) bool {
			return obj != f.Src && s.item(obj) >= 0
		},
	}
	swiftRetargetTarget = kernel.Target[*swiftState]{
		Min: 1, Max: 1,
		Candidates: (*swiftState).waitingIDs,
		Valid: func(s *swiftState, f *kernel.Frame, obj int32) bool {
			i := s.item(obj)
			return obj != f.Src && i >= 0 && s.Frames()[i].T != 0
		},
	}
	// swiftNewTarget is the new target a retarget, resolving in frame f,
	// chooses for the item it targets (NS-18.4): one that item's target
	// accepts, other than its current one, chosen by the retarget's
	// player.
	swiftNewTarget = kernel.Target[*swiftState]{
		Min: 1, Max: 1,
		Candidates: (*swiftState).waitingIDs,
		Valid: func(s *swiftState, f *kernel.Frame, obj int32) bool {
			i := s.item(f.T)
			if i < 0 {
				return false
			}
			it := &s.Frames()[i]
			n, _ := swiftCardOf(it.Ref)
			return obj != it.T && swiftTargetOf(n).Valid(s, it, obj)
		},
		Option: func(_ *swiftState, obj int32) engine.Option {
			return engine.Option{Verb: swiftRetarg, Target: int(obj)}
		},
		Rule: "NS-18.4",
	}
)

// swiftTargetOf returns the target of card n, which swiftTargets says it
// has.
func swiftTargetOf(n int) *kernel.Target[*swiftState] {
	if n == swiftRetarget {
		return &swiftRetargetTarget
	}
	return &swiftCounterTarget
}

// recheck returns the target of item f if it is still valid as f
// resolves (kernel.Target.Recheck, NS-18.6), or 0 if it is gone.
func (s *swiftState) recheck(n int, f *kernel.Frame) int32 {
	if t := swiftTargetOf(n).Recheck(s, f, []int32{f.T}); len(t) == 1 {
		return t[0]
	}
	return 0
}

// bonus returns what the next card seat plays scores more.
func (s *swiftState) bonus(seat engine.Seat) int {
	n := 0
	for _, l := range s.Lasting {
		if l.Mod == swiftModBonus && l.Seat == seat && l.Active() {
			n += int(l.N)
		}
	}
	return n
}

// The contexts in which a seat is asked to play.
const (
	swiftMain    = iota // the active seat's main phase: play, activate or end it
	swiftRespond        // a swift window or a fixed check: play, activate or pass
	swiftRelayed        // a relay resolves: play a card or pass
)

// options returns the options of seat's decision: a distinct card of its
// hand to play (a counter or retarget once per item it may target), its
// character's ability if unused this round, and pass (or end the main
// phase).
func (s *swiftState) options(seat engine.Seat, ctx int) []engine.Option {
	opts := []engine.Option{{Verb: swiftPass}}
	if ctx == swiftMain {
		opts[0].Verb = swiftEnd
	}
	hand := slices.Clone(s.Hands[seat])
	slices.Sort(hand)
	for _, n := range slices.Compact(hand) {
		if !swiftTargets(n) {
			opts = append(opts, engine.Option{Verb: swiftPlay, Arg: n})
			continue
		}
		// The target is announced with the play: one option per valid
		// candidate of the card's target, its only target (Max 1).
		tg, played := swiftTargetOf(n), &kernel.Frame{Kind: swiftFrameProgram, Seat: seat, Ref: swiftCardRef(n)}
		for _, id := range tg.Candidates(s, played) {
			if tg.Valid(s, played, id) {
				opts = append(opts, engine.Option{Verb: swiftPlay, Arg: n, Target: int(id)})
			}
		}
	}
	if ctx != swiftRelayed && s.Used(swiftCharacter(seat), 0) == 0 {
		opts = append(opts, engine.Option{Verb: swiftActivate})
	}
	return opts
}

// startTurn is the machine's Idle: with nothing in progress, the active
// seat's turn begins.
func (s *swiftState) startTurn() {
	s.Push(kernel.Frame{Kind: swiftFrameTurn, Seat: s.Active})
}

// turnOrder returns every seat in turn order from seat.
func (s *swiftState) turnOrder(seat engine.Seat) []engine.Seat {
	out := make([]engine.Seat, 0, s.seats())
	for i := range s.seats() {
		out = append(out, engine.Seat((int(seat)+i)%s.seats()))
	}
	return out
}

// stepTurn runs the turn of f.Seat: the refresh and draw, the main phase
// (whose cache then resolves above this frame), the fixed swift check, then
// the next turn.
func (s *swiftState) stepTurn(f *kernel.Frame) kernel.Status {
	a := f.Seat
	switch f.Step {
	case swiftTurnStart:
		s.event(withFields(engine.Plain("turn", fmt.Sprintf("turn %d: %s", s.Turn, swiftRole(a))), 0, s.Turn).WithSeat(a))
		// The refresh ends a's own once-a-round limit, and no other seat's.
		s.Emit(kernel.Occurrence{Type: swiftEvRefresh, Seat: a})
		f.Step = swiftTurnAsk
		swiftMachine.PushProgram(s, swiftDrawRef, a, 0)
		return kernel.Next
	case swiftTurnAsk:
		if !f.Answered {
			return s.Ask(a, "Play a card, use your character or end your turn", "swift-turn", s.options(a, swiftMain))
		}
		o := take(f)
		f.Step = swiftTurnFixed
		if o.Verb == swiftEnd {
			s.event(engine.Plain("end", swiftRole(a)+" ends the main phase").WithSeat(a))
			return kernel.Next
		}
		s.act(a, o, false)
		return kernel.Next
	case swiftTurnFixed:
		f.Step = swiftTurnEnd
		s.PushWindow(kernel.Frame{Kind: swiftFrameFixed}, kernel.NewWindow(kernel.Succession, s.turnOrder(a)...))
		return kernel.Next
	}
	s.Pop()
	if s.Turn >= s.Turns {
		s.Over = true
		s.event(engine.Plain("limit", fmt.Sprintf("turn %d was the last: the game is a draw", s.Turn)))
		return kernel.Next
	}
	s.Turn++
	s.Active = (s.Active + 1) % engine.Seat(s.seats())
	return kernel.Next
}

// stepWindow runs the swift window over the top cache item: the seat with
// priority responds or passes; when every seat has passed in succession the
// window's frame goes, closing the window, and the cache below it resolves.
func (s *swiftState) stepWindow(f *kernel.Frame) kernel.Status {
	w := s.Window()
	if !f.Answered {
		top := s.Frames()[len(s.Frames())-2]
		return s.Ask(w.Priority(), fmt.Sprintf("Respond to %s's item %d, or pass", swiftRole(top.Seat), top.Src), "NS-17.2", s.options(w.Priority(), swiftRespond))
	}
	seat := f.By
	o := take(f)
	if o.Verb != swiftPass {
		s.Pop()
		s.act(seat, o, true)
		return kernel.Next
	}
	s.event(engine.Plain("pass", swiftRole(seat)+" passes").WithSeat(seat))
	if w.Pass() {
		s.Pop()
	}
	return kernel.Next
}

// stepFixed runs the fixed swift check at the end of the turn (NS-17.2
// kind (b)): every seat, the active one first, may play or pass. A play goes
// on the cache above this frame, and the check re-opens, the active seat
// first, once that cache has resolved; it closes when every seat has passed
// in succession with the cache empty.
func (s *swiftState) stepFixed(f *kernel.Frame) kernel.Status {
	w := s.Window()
	if !f.Answered {
		return s.Ask(w.Priority(), "Swift check: play a card, use your character or pass", "NS-17.2", s.options(w.Priority(), swiftRespond))
	}
	seat := f.By
	o := take(f)
	if o.Verb != swiftPass {
		w.Reopen()
		s.act(seat, o, false)
		return kernel.Next
	}
	s.event(engine.Plain("pass", swiftRole(seat)+" passes").WithSeat(seat))
	if w.Pass() {
		s.Pop()
	}
	return kernel.Next
}

// act carries out option o of seat: a card played or the character's
// ability used.
func (s *swiftState) act(seat engine.Seat, o engine.Option, response bool) {
	if o.Verb == swiftActivate {
		s.activate(seat)
		return
	}
	s.play(seat, o.Arg, int32(o.Target), response)
}

// play puts card n of seat on the cache, targeting item target (0: none),
// with the bonus of seat's last response, and opens a swift window over the
// other seats, from the one after seat (NS-17.3). A response gives seat a
// bonus on its next card.
func (s *swiftState) play(seat engine.Seat, n int, target int32, response bool) {
	h := s.Hands[seat]
	i := slices.Index(h, n)
	s.Hands[seat] = slices.Delete(h, i, i+1)
	bonus := s.bonus(seat)
	s.NextItem++
	id := int32(s.NextItem)
	// The play ends the bonus it uses (Lasting.Mine: only seat's plays
	// count). The swift game makes no delayed triggers, so none fires.
	s.Emit(kernel.Occurrence{Type: swiftEvPlay, Seat: seat, Obj: id, N: int32(n)})
	s.Push(kernel.Frame{Kind: swiftFrameProgram, Seat: seat, Src: id, Ref: swiftCardRef(n), N: int32(bonus), T: target})
	text := fmt.Sprintf("%s plays %d", swiftRole(seat), n)
	if target != 0 {
		text += fmt.Sprintf(" on item %d", target)
	}
	if bonus > 0 {
		text += fmt.Sprintf(" (+%d)", bonus)
	}
	s.event(withFields(engine.Plain("play", text), int(id), n).WithSeat(seat))
	if response {
		s.AddLasting(kernel.Lasting{Src: id, Seat: seat, Mod: swiftModBonus, N: swiftResponseBonus, Until: swiftEvPlay, Count: 1, Mine: true})
		s.event(withFields(engine.Plain("bonus", fmt.Sprintf("%s's next card scores %d more", swiftRole(seat), swiftResponseBonus)), int(id), swiftResponseBonus).WithSeat(seat))
	}
	s.PushWindow(kernel.Frame{Kind: swiftFrameWindow}, kernel.NewWindow(kernel.Succession, s.others(seat)...))
}

// activate puts seat's character's ability on the cache, which it may not
// use again until seat's next refresh, and opens a swift window over the
// other seats.
func (s *swiftState) activate(seat engine.Seat) {
	s.MarkUsedBy(seat, swiftCharacter(seat), 0, 1, swiftEvRefresh)
	s.NextItem++
	id := int32(s.NextItem)
	s.Push(kernel.Frame{Kind: swiftFrameProgram, Seat: seat, Src: id, Ref: swiftBoostRef})
	s.event(withFields(engine.Plain("activate", swiftRole(seat)+" uses its character"), int(id), 0).WithSeat(seat))
	s.PushWindow(kernel.Frame{Kind: swiftFrameWindow}, kernel.NewWindow(kernel.Succession, s.others(seat)...))
}

// others returns every seat but seat, in turn order from the one after it.
func (s *swiftState) others(seat engine.Seat) []engine.Seat {
	return s.turnOrder(seat)[1:]
}

// swiftDraw is the draw at the start of f.Seat's turn, unless it holds
// swiftMaxHand cards.
type swiftDraw struct{}

func (swiftDraw) Run(s *swiftState, f *kernel.Frame) kernel.Status {
	a := f.Seat
	if len(s.Hands[a]) >= swiftMaxHand {
		return kernel.Next
	}
	c := s.swiftDeal()
	s.Hands[a] = append(s.Hands[a], c)
	who := uint64(swiftHandSight.Viewers(s.seats(), a, 0)) // the seat that sees the card drawn
	s.event(engine.PlainSecret("draw", swiftRole(a)+" draws a card", fmt.Sprintf("%s draws a %d", swiftRole(a), c), who).WithSeat(a))
	return kernel.Next
}

// swiftScore resolves card n, the cache item f: above the counter it scores
// n plus its bonus and becomes the counter, and the characters of the other
// teams trigger; otherwise the counter goes back to 0.
type swiftScore struct{ n int }

func (o swiftScore) Run(s *swiftState, f *kernel.Frame) kernel.Status {
	who := swiftRole(f.Seat)
	if o.n <= s.Counter {
		text := fmt.Sprintf("%s's %d resolves: not above %d, the counter goes back to 0", who, o.n, s.Counter)
		s.Counter = 0
		s.event(withFields(engine.Plain("resolve", text), int(f.Src), 0).WithSeat(f.Seat))
		return kernel.Next
	}
	pts := o.n + int(f.N)
	s.Counter = o.n
	s.Scores[f.Seat] += pts
	scored := strconv.Itoa(pts)
	if f.N > 0 {
		scored = fmt.Sprintf("%d (%d +%d)", pts, o.n, f.N)
	}
	e := withFields(engine.Plain("resolve", fmt.Sprintf("%s's %d resolves: %s scores %s, total %d", who, o.n, who, scored, s.Scores[f.Seat])), int(f.Src), pts).WithSeat(f.Seat)
	s.event(e)
	// Simultaneous triggers, in turn order from the active seat; they
	// resolve once this item has finished, in the order the active seat
	// chooses (afterProgram).
	for _, o := range s.turnOrder(s.Active) {
		if s.team(o) != s.team(f.Seat) {
			s.triggered = append(s.triggered, kernel.Queued{Src: swiftCharacter(o), Ref: swiftCatchUpRef, Seat: o, Own: true})
		}
	}
	return kernel.Next
}

// swiftBoost resolves the character's ability, the cache item f: its
// player scores 1.
type swiftBoost struct{}

func (swiftBoost) Run(s *swiftState, f *kernel.Frame) kernel.Status {
	s.Scores[f.Seat]++
	s.event(withFields(engine.Plain("resolve", fmt.Sprintf("%s's character's ability resolves: %s scores 1, total %d", swiftRole(f.Seat), swiftRole(f.Seat), s.Scores[f.Seat])), int(f.Src), 1).WithSeat(f.Seat))
	return kernel.Next
}

// swiftCatchUp resolves a character's triggered ability: its controller,
// f.Seat, scores 1. The active seat orders the triggers (NS-9.3), but each
// runs under its own controller: its Queued carries the seat (Own).
type swiftCatchUp struct{}

func (swiftCatchUp) Run(s *swiftState, f *kernel.Frame) kernel.Status {
	seat := f.Seat
	s.Scores[seat]++
	s.event(withFields(engine.Plain("trigger", fmt.Sprintf("%s's character triggers: %s scores 1, total %d", swiftRole(seat), swiftRole(seat), s.Scores[seat])), 0, 1).WithSeat(seat))
	return kernel.Next
}

// swiftCounterOp resolves a counter, the cache item f: the item it targets,
// if still waiting on the cache, is removed from the middle of it and never
// resolves (NS-14.5); if it is gone, the counter fizzles (NS-18.6).
type swiftCounterOp struct{}

func (swiftCounterOp) Run(s *swiftState, f *kernel.Frame) kernel.Status {
	who := swiftRole(f.Seat)
	t := s.recheck(swiftCounter, f)
	if t == 0 {
		s.event(withFields(engine.Plain("fizzle", fmt.Sprintf("%s's counter fizzles: item %d is gone", who, f.T)), int(f.Src), 0).WithSeat(f.Seat))
		return kernel.Next
	}
	i := s.item(t)
	s.event(withFields(engine.Plain("counter", fmt.Sprintf("%s's counter removes %s's item %d from the cache", who, swiftRole(s.Frames()[i].Seat), t)), int(f.Src), int(t)).WithSeat(f.Seat))
	s.RemoveFrame(i)
	return kernel.Next
}

// swiftRetargetOp resolves a retarget, the cache item f: the item it
// targets, if still waiting (its target rechecked), gets a new target
// among those its target accepts but its current one, which f's player
// chooses (swiftNewTarget, NS-18.4): announced when there are two or
// more, taken when there is one; with none, its target stays. If the item
// is gone, the retarget fizzles.
type swiftRetargetOp struct{}

func (swiftRetargetOp) Run(s *swiftState, f *kernel.Frame) kernel.Status {
	who := swiftRole(f.Seat)
	if s.recheck(swiftRetarget, f) == 0 {
		s.event(withFields(engine.Plain("fizzle", fmt.Sprintf("%s's retarget fizzles: item %d is gone", who, f.T)), int(f.Src), 0).WithSeat(f.Seat))
		return kernel.Next
	}
	i := s.item(f.T)
	it := s.Frames()[i]
	choices := s.retargetChoices(f)
	if len(choices) == 0 {
		s.event(withFields(engine.Plain("retarget", fmt.Sprintf("%s's retarget: item %d has no other target and keeps item %d", who, it.Src, it.T)), int(f.Src), int(it.T)).WithSeat(f.Seat))
		return kernel.Next
	}
	pick := choices[:1]
	if len(choices) > 1 {
		tg := swiftNewTarget
		tg.Prompt = fmt.Sprintf("Choose the new target of item %d", it.Src)
		st := tg.Announce(s, f)
		f.Opt, f.Num, f.By = engine.Option{}, 0, 0 // as take leaves an answered frame
		if st == kernel.Wait {
			return st
		}
		pick = s.List(f)
	}
	s.Frames()[i].T = pick[0]
	s.event(withFields(engine.Plain("retarget", fmt.Sprintf("%s's retarget: item %d now targets item %d", who, it.Src, pick[0])), int(f.Src), int(pick[0])).WithSeat(f.Seat))
	return kernel.Next
}

// retargetOptions returns the options of choosing a new target among ids,
// as swiftNewTarget announces them (Arg, the place in ids).
func (s *swiftState) retargetOptions(ids []int32) []engine.Option {
	opts := make([]engine.Option, len(ids))
	for i, id := range ids {
		opts[i] = swiftNewTarget.Option(s, id)
		opts[i].Arg = i
	}
	return opts
}

// retargetChoices returns the new targets the retarget resolving in frame
// f may choose from for the item it targets (swiftNewTarget's valid
// candidates); it asks when there are two or more.
func (s *swiftState) retargetChoices(f *kernel.Frame) []int32 {
	return swiftNewTarget.Recheck(s, f, swiftNewTarget.Candidates(s, f))
}

// swiftRelayOp resolves a relay, the cache item f: its player may play a
// card from hand, which goes on top of the cache with a swift window, and
// the rest of the cache resolves once that window has closed and the new
// items have resolved (NS-17.6).
type swiftRelayOp struct{}

func (swiftRelayOp) Run(s *swiftState, f *kernel.Frame) kernel.Status {
	who := swiftRole(f.Seat)
	if len(s.Hands[f.Seat]) == 0 {
		s.event(withFields(engine.Plain("relay", fmt.Sprintf("%s's relay resolves: no card to play", who)), int(f.Src), 0).WithSeat(f.Seat))
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(f.Seat, "Your relay resolves: play a card, or pass", "NS-17.6", s.options(f.Seat, swiftRelayed))
	}
	o := take(f)
	if o.Verb == swiftPass {
		s.event(withFields(engine.Plain("relay", fmt.Sprintf("%s's relay resolves: %s plays nothing", who, who)), int(f.Src), 0).WithSeat(f.Seat))
		return kernel.Next
	}
	s.play(f.Seat, o.Arg, int32(o.Target), false)
	return kernel.Next
}

// afterProgram is the machine's AfterProgram: a team that has reached the
// target wins at once; otherwise the triggered abilities of the item that
// finished wait in a queue the active seat orders, above the rest of the
// cache (NS-9.3).
func (s *swiftState) afterProgram() {
	s.checkWin()
	if !s.Over && len(s.triggered) > 0 {
		swiftMachine.PushQueue(s, s.Active, s.triggered)
	}
	s.triggered = nil
}

// checkWin: a team that has reached the target wins at once.
func (s *swiftState) checkWin() {
	for seat := range s.Scores {
		if pts := s.teamScore(engine.Seat(seat)); pts >= s.Target {
			s.Over, s.Winner = true, engine.Seat(seat)
			s.event(withFields(engine.Plain("win", fmt.Sprintf("%s wins with %d points", swiftRole(s.Winner), pts)), 0, pts).WithSeat(s.Winner))
			return
		}
	}
}

// Pending implements engine.Game.
func (g *swiftGame) Pending() []engine.Decision { return cloneDecisions(g.st.Pending) }

// Apply implements engine.Game: the kernel checks the choice and stores it
// in the frame that asked, which then steps.
//
// A concession ends the game (concede.go). The effect of a choice
// (engine.Effecter): Random when the RNG moved (a draw); Revealed when a
// hand changed, for a card leaves a hand only to be played face up and
// enters one only as a draw its holder sees.
func (g *swiftGame) Apply(c engine.Choice) ([]engine.Event, error) {
	st := &g.st
	if c.Concede {
		if err := engine.CheckConcession(g.Seats(), st.Over, nil, c); err != nil {
			return nil, err
		}
		st.Unwind(0)
		st.Pending = nil
		st.Over, st.Conceded = true, int(c.Seat)+1
		st.Winner = concessionWinner(g.Seats(), c.Seat, func(s engine.Seat) int { return st.teamScore(s) })
		g.last, g.lastOK = engine.Effect{}, true
		return []engine.Event{
			engine.Plain("concede", swiftRole(c.Seat)+" concedes").WithSeat(c.Seat),
			engine.Plain("win", swiftRole(st.Winner)+" wins: concession").WithSeat(st.Winner),
		}, nil
	}
	if err := st.Answer(c); err != nil {
		return nil, err
	}
	rng, turn, hands := st.RNG, st.Turn, slices.Concat(st.Hands...)
	sizes := make([]int, len(st.Hands))
	for i, h := range st.Hands {
		sizes[i] = len(h)
	}
	st.events = nil
	st.advance(true)
	ev := st.events
	st.events = nil
	changed := !slices.Equal(hands, slices.Concat(st.Hands...))
	for i, h := range st.Hands {
		changed = changed || sizes[i] != len(h)
	}
	g.last, g.lastOK = engine.Effect{Random: st.RNG != rng, Revealed: changed, NewTurn: st.Turn != turn}, true
	return ev, nil
}

// LastEffect implements engine.Effecter.
func (g *swiftGame) LastEffect() (engine.Effect, bool) { return g.last, g.lastOK }

// Result implements engine.Game.
func (g *swiftGame) Result() (engine.Result, bool) {
	st := &g.st
	switch {
	case !st.Over:
		return engine.Result{}, false
	case st.Winner == engine.NoSeat:
		return engine.Result{Team: engine.NoTeam, Reason: "turn limit", Draw: true}, true
	}
	var winners []engine.Seat
	for s := range engine.Seat(st.seats()) {
		if st.team(s) == st.team(st.Winner) {
			winners = append(winners, s)
		}
	}
	reason := fmt.Sprintf("reached %d points", st.Target)
	if st.Conceded != 0 {
		reason = engine.ReasonConcession
	}
	return engine.Result{Winners: winners, Team: st.team(st.Winner), Reason: reason}, true
}

// swiftHandSight is the rule of who may know a card in a hand, as the
// kernel states a place's visibility: the seat holding it alone. A card
// leaves a hand only to be played on the cache, in public, so the swift
// game needs no public handles: nobody follows a card from hidden place
// to hidden place.
const swiftHandSight = kernel.Holder

// View implements engine.Game: a seat sees its own hand (swiftHandSight)
// and only the sizes of the others'.
func (g *swiftGame) View(seat engine.Seat) any {
	st := &g.st
	v := swiftView{
		Seat: seat, Target: st.Target, Turns: st.Turns, Turn: st.Turn, Active: st.Active,
		Scores: slices.Clone(st.Scores), Counter: st.Counter, Priority: engine.NoSeat,
		Cache: st.cache(),
	}
	if len(st.Windows) > 0 {
		v.Priority = st.Window().Priority()
	}
	slices.Reverse(v.Cache)
	for s, h := range st.Hands {
		v.HandSizes = append(v.HandSizes, len(h))
		v.Bonuses = append(v.Bonuses, st.bonus(engine.Seat(s)))
		v.Teams = append(v.Teams, st.team(engine.Seat(s)))
		v.Used = append(v.Used, st.Used(swiftCharacter(engine.Seat(s)), 0) > 0)
		if swiftHandSight.Viewers(len(st.Hands), engine.Seat(s), 0).Has(seat) {
			v.Hand = slices.Sorted(slices.Values(h))
		}
	}
	if len(st.Frames()) > 0 && st.Top().Kind == swiftFrameQueue {
		for _, q := range st.Queue(st.Top()) {
			v.Triggers = append(v.Triggers, engine.Seat(q.Src-swiftCharBase))
		}
	}
	for _, d := range st.Pending {
		v.Pending = append(v.Pending, swiftRole(d.Seat))
	}
	if r, over := g.Result(); over {
		s := "draw"
		if !r.Draw {
			s = swiftRole(st.Winner) + " wins"
		}
		v.Result = &s
	}
	return v
}

// Describe implements engine.Game.
func (g *swiftGame) Describe(d engine.Decision, i int) string {
	if i < 0 || i >= len(d.Options) {
		return fmt.Sprintf("option %d", i)
	}
	switch o := d.Options[i]; o.Verb {
	case swiftPlay:
		if o.Target != 0 {
			return fmt.Sprintf("play %d on %d", o.Arg, o.Target)
		}
		return fmt.Sprintf("play %d", o.Arg)
	case swiftPass:
		return "pass"
	case swiftActivate:
		return "activate"
	case swiftRetarg:
		return fmt.Sprintf("target %d", o.Target)
	case swiftOrder:
		return fmt.Sprintf("resolve %s's trigger", swiftRole(engine.Seat(o.Card-swiftCharBase)))
	default:
		return "end the turn"
	}
}

// Seats implements engine.Game.
func (g *swiftGame) Seats() []engine.SeatInfo { return swiftSeats(g.st.seats(), g.st.Teams) }

// Turn implements engine.TurnCounter.
func (g *swiftGame) Turn() int { return g.st.Turn }

// Clone implements engine.Game.
func (g *swiftGame) Clone() engine.Game {
	c := &swiftGame{st: g.st}
	c.st.Core = g.st.Core.Clone()
	c.st.Scores = slices.Clone(g.st.Scores)
	c.st.Hands = make([][]int, len(g.st.Hands))
	for i, h := range g.st.Hands {
		c.st.Hands[i] = slices.Clone(h)
	}
	c.st.events, c.st.triggered = nil, nil
	return c
}

// MarshalBinary implements engine.Game.
func (g *swiftGame) MarshalBinary() ([]byte, error) {
	b, err := json.Marshal(g.st)
	if err != nil {
		return nil, fmt.Errorf("swift: marshal: %w", err)
	}
	return b, nil
}

// Check implements engine.Game. A state that passes it is one the rules can
// reach between two choices, so a loaded game cannot make the machine
// misbehave.
func (g *swiftGame) Check() error {
	st := &g.st
	n := len(st.Scores)
	if n < swiftMinSeats || n > swiftMaxSeats || len(st.Hands) != n || (st.Teams && n != 4) {
		return fmt.Errorf("%d scores and %d hands for %d to %d seats, teams %v", n, len(st.Hands), swiftMinSeats, swiftMaxSeats, st.Teams)
	}
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	seatOK := func(s engine.Seat) bool { return s >= 0 && int(s) < n }
	if st.Target < 1 || st.Turns < 1 || st.Turn < 1 || st.Turn > st.Turns {
		bad("target %d, turn %d of %d", st.Target, st.Turn, st.Turns)
	}
	if !seatOK(st.Active) {
		bad("active seat %d", st.Active)
	}
	if st.Counter < 0 || st.Counter > swiftHighCard {
		bad("counter %d", st.Counter)
	}
	for s := range n {
		seat := engine.Seat(s)
		if st.Scores[s] < 0 || (st.teamScore(seat) >= st.Target && !(st.Over && st.team(st.Winner) == st.team(seat))) {
			bad("%s has %d points, its team %d of %d", swiftRole(seat), st.Scores[s], st.teamScore(seat), st.Target)
		}
		if len(st.Hands[s]) > swiftMaxHand || slices.ContainsFunc(st.Hands[s], func(c int) bool { return c < 1 || c > swiftCards }) {
			bad("%s holds %v", swiftRole(seat), st.Hands[s])
		}
	}
	limited := map[engine.Seat]bool{}
	for i, u := range st.Uses {
		s := u.Seat
		if u != (kernel.Use{Obj: swiftCharacter(s), N: 1, Until: swiftEvRefresh, Seat: s, Mine: true}) || !seatOK(s) || limited[s] {
			bad("use limit %d: %+v", i, u)
			continue
		}
		limited[s] = true
	}
	bonused := map[engine.Seat]bool{}
	for i, l := range st.Lasting {
		want := kernel.Lasting{Src: l.Src, Seat: l.Seat, Mod: swiftModBonus, N: swiftResponseBonus, Until: swiftEvPlay, Count: 1, Mine: true}
		if l != want || !seatOK(l.Seat) || bonused[l.Seat] || l.Src < 1 || int(l.Src) > st.NextItem {
			bad("lasting effect %d: %+v", i, l)
			continue
		}
		bonused[l.Seat] = true
	}
	if !seatOK(st.Active) || (st.Winner != engine.NoSeat && !seatOK(st.Winner)) || len(errs) > 0 {
		return errors.Join(errs...)
	}
	if st.Over {
		if len(st.Pending) > 0 || len(st.Frames()) > 0 || len(st.Windows) > 0 {
			bad("game over with %d decisions, %d frames, %d windows", len(st.Pending), len(st.Frames()), len(st.Windows))
		}
		if st.Winner == engine.NoSeat && st.Turn != st.Turns {
			bad("a draw at turn %d of %d", st.Turn, st.Turns)
		}
		return errors.Join(errs...)
	}
	if st.Winner != engine.NoSeat {
		bad("winner %d before the end", st.Winner)
	}
	asked, want := st.checkStack(bad)
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	if len(st.Pending) != 1 {
		return fmt.Errorf("%d pending decisions, want 1", len(st.Pending))
	}
	d := st.Pending[0]
	if d.ID < 1 || d.ID > st.NextDecision || d.Seat != asked || d.Kind != engine.Select {
		bad("decision %d of %d issued (%v) for seat %d, want a select for seat %d", d.ID, st.NextDecision, d.Kind, d.Seat, asked)
	} else if !slices.Equal(d.Options, want) {
		bad("decision %d offers %v, want %v", d.ID, d.Options, want)
	}
	return errors.Join(errs...)
}

// checkStack checks the resolution stack of a game in progress, between two
// choices. From the bottom: the active seat's turn; at its step
// swiftTurnEnd, the fixed swift check's frame; then the cache, program
// frames of items (waiting, or relays that have played); and on top the
// frame that asks: the turn (main phase, nothing above it), a swift window
// over the top item, the fixed check (with the cache empty), a queue of
// triggered abilities, or a relay or retarget resolving. Each window is
// bound to its window frame. It returns the seat that should be asked and
// the options it should be offered.
func (st *swiftState) checkStack(bad func(string, ...any)) (asked engine.Seat, opts []engine.Option) {
	n := st.seats()
	if len(st.Frames()) == 0 {
		bad("no turn in progress")
		return engine.NoSeat, nil
	}
	if err := st.CheckWindows(); err != nil {
		bad("%v", err)
	}
	wins := 0
	for i := range st.Frames() {
		if k := st.Frames()[i].Kind; k == swiftFrameWindow || k == swiftFrameFixed {
			if wins >= len(st.Windows) || st.WindowFrame(wins) != i {
				bad("window frame %d runs no window of its own", i)
				return engine.NoSeat, nil
			}
			wins++
		}
	}
	if wins != len(st.Windows) {
		bad("%d windows for %d window frames", len(st.Windows), wins)
		return engine.NoSeat, nil
	}
	turn := st.Frames()[0]
	rest := st.Frames()[1:]
	switch {
	case turn.Step == swiftTurnAsk && len(rest) == 0:
	case turn.Step == swiftTurnFixed && len(rest) > 0:
	case turn.Step == swiftTurnEnd && len(rest) > 0 && reflect.DeepEqual(rest[0], kernel.Frame{Kind: swiftFrameFixed}):
		rest = rest[1:]
	default:
		bad("turn at step %d under %d frames", turn.Step, len(rest))
		return engine.NoSeat, nil
	}
	if t := (kernel.Frame{Kind: swiftFrameTurn, Seat: st.Active, Step: turn.Step}); !reflect.DeepEqual(turn, t) {
		bad("bottom frame %+v, want %s's turn at step %d", turn, swiftRole(st.Active), turn.Step)
	}
	if len(rest) == 0 {
		if turn.Step == swiftTurnAsk {
			return st.Active, st.options(st.Active, swiftMain)
		}
		w := st.Window() // the fixed check asks, the cache empty
		if w.Rule() != kernel.Succession || !slices.Equal(w.Seats(), st.turnOrder(st.Active)) || w.Closed() {
			bad("fixed swift check %v over %v, closed %v", w.Rule(), w.Seats(), w.Closed())
		}
		return w.Priority(), st.options(w.Priority(), swiftRespond)
	}
	top := rest[len(rest)-1]
	items := rest[:len(rest)-1]
	if top.Kind == swiftFrameProgram {
		items = rest // a relay or retarget resolving, asking
	}
	var last int32
	for i, f := range items {
		c, ok := swiftCardOf(f.Ref)
		want := kernel.Frame{Kind: swiftFrameProgram, Seat: f.Seat, Src: f.Src, Ref: f.Ref, N: f.N, T: f.T}
		switch {
		case f.Ref == swiftBoostRef:
			want.N, want.T = 0, 0
		case !ok:
			bad("cache item %d: %+v", i, f)
			continue
		case !swiftTargets(c):
			want.T = 0
		case f.T < 1 || int(f.T) > st.NextItem || f.T == f.Src:
			bad("cache item %d targets item %d", i, f.T)
		}
		if c == swiftRelay && f.PC == 1 && !(top.Kind == swiftFrameProgram && i == len(items)-1) {
			want.PC = 1 // a relay that has played, under what it played or its triggers
		}
		if !reflect.DeepEqual(f, want) || !(f.Seat >= 0 && int(f.Seat) < n) ||
			f.Src <= last || int(f.Src) > st.NextItem || (f.N != 0 && f.N != swiftResponseBonus) {
			bad("cache item %d: %+v", i, f)
		}
		last = f.Src
	}
	if len(items) == 0 && top.Kind != swiftFrameQueue {
		bad("an empty cache under %+v", top)
		return engine.NoSeat, nil
	}
	switch top.Kind {
	case swiftFrameWindow:
		it := items[len(items)-1]
		if !reflect.DeepEqual(top, kernel.Frame{Kind: swiftFrameWindow}) || it.PC != 0 {
			bad("swift window's frame %+v over %+v", top, it)
		}
		w := st.Window()
		if w.Rule() != kernel.Succession || !slices.Equal(w.Seats(), st.others(it.Seat)) || w.Closed() {
			bad("swift window %v over %v, closed %v, for %s's item", w.Rule(), w.Seats(), w.Closed(), swiftRole(it.Seat))
		}
		return w.Priority(), st.options(w.Priority(), swiftRespond)
	case swiftFrameQueue:
		queue := st.Queue(&top)
		if top.Seat != st.Active || len(queue) < 2 || top.Step != 0 || top.Src != 0 {
			bad("queue %+v", top)
		}
		opts := make([]engine.Option, len(queue))
		for i, q := range queue {
			if q.Ref != swiftCatchUpRef || q.Src < swiftCharBase || q.Src >= swiftCharBase+int32(n) || !q.Own || q.Src != swiftCharacter(q.Seat) {
				bad("queued %+v", q)
			}
			opts[i] = engine.Option{Verb: swiftOrder, Card: int(q.Src), Arg: i}
		}
		return st.Active, opts
	case swiftFrameProgram:
		c, _ := swiftCardOf(top.Ref)
		switch c {
		case swiftRelay:
			return top.Seat, st.options(top.Seat, swiftRelayed)
		case swiftRetarget:
			return top.Seat, st.retargetOptions(st.retargetChoices(&top))
		}
	}
	bad("top frame %+v asks nothing", top)
	return engine.NoSeat, nil
}
