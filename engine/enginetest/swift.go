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
	swiftFormat        = 2 // 2: the state is a kernel.Core with frames (1 had its own loop)
	swiftMinSeats      = 2
	swiftMaxSeats      = 4
	swiftDefaultSeats  = 3
	swiftDefaultTarget = 12
	swiftDefaultTurns  = 24
	swiftStartHand     = 3
	swiftMaxHand       = 5
	swiftHighCard      = 6
	swiftResponseBonus = 1 // what a response adds to its player's next card
)

// Option verbs of the swift game.
var (
	swiftPlay = engine.NewVerb("play") // Arg: the number played
	swiftPass = engine.NewVerb("pass") // in a swift window
	swiftEnd  = engine.NewVerb("end")  // the active seat ends its turn without playing
)

func init() { engine.Register(Swift{}) }

// Swift is the engine.Ruleset of the swift game, a toy for 2 to 4 seats shaped
// like Neuroscape's Cache and swift checks (NS-17), so that the engine and
// kernel are exercised with more than two seats. Its zero value is ready to
// use, and importing this package registers it with the engine as "swift".
//
// The rules:
//
//   - Seats "p0" … "p3", each its own team. A seeded draw picks the first
//     active seat; turns then go round in seat order.
//   - Cards are numbers 1 to 6, dealt at random. Each seat starts with 3 in
//     its hand, which only it may see, and draws 1 at the start of its turn
//     unless it holds 5.
//   - On its turn the active seat plays a card or ends the turn. A card played
//     goes on top of the cache, a public last-in first-out stack, and opens a
//     swift window (kernel.Succession) over every seat but the card's player,
//     in turn order from the seat after it. The seat with priority responds
//     with a card of its own, which goes on top and opens a new window, or
//     passes. Every seat in the window is asked, even with an empty hand, so
//     being asked reveals nothing.
//   - A card played in response gives its player +1 on the next card it
//     plays (later in the cache, or in a later turn): that card scores 1
//     more if it scores. The next card played uses the bonus up, scoring or
//     not; bonuses do not add up, since each response uses up the one before.
//   - When every seat in the window has passed in succession, the cache
//     resolves, top first: a number above the counter scores that many points
//     (plus its bonus) for its player and becomes the counter; any other
//     resets the counter to 0. Then the turn ends.
//   - The first seat to reach the target score (12, or the "target" option)
//     wins at once. If nobody has when the last turn (24, or the "turns"
//     option, counting every seat's turns) ends, the game is a draw.
//
// Setup.Options: "seats" (2 to 4, default 3), "target", "turns". Setup.Decks
// must be empty.
//
// The game runs on the kernel (swiftMachine): the state embeds a kernel.Core,
// the turn and the swift window are frame kinds, each cache item is a program
// frame waiting on the resolution stack under the window (the cache is the
// stack), the draw is a builtin program, and the response bonus is a
// kernel.Lasting that the seat's next play ends.
type Swift struct{}

// Name returns "swift".
func (Swift) Name() string { return SwiftName }

// swiftSetup reads the options of s.
func swiftSetup(s engine.Setup) (seats, target, turns int, err error) {
	seats, target, turns = swiftDefaultSeats, swiftDefaultTarget, swiftDefaultTurns
	for i, d := range s.Decks {
		if d != "" {
			return 0, 0, 0, fmt.Errorf("swift: deck %d: the swift game takes no decks", i)
		}
	}
	for k, v := range s.Options {
		n, err := strconv.Atoi(v)
		switch {
		case k != "seats" && k != "target" && k != "turns":
			return 0, 0, 0, fmt.Errorf("swift: unknown option %q", k)
		case k == "seats" && (err != nil || n < swiftMinSeats || n > swiftMaxSeats):
			return 0, 0, 0, fmt.Errorf("swift: option seats: want %d to %d, got %q", swiftMinSeats, swiftMaxSeats, v)
		case err != nil || n < 1:
			return 0, 0, 0, fmt.Errorf("swift: option %s: want a positive integer, got %q", k, v)
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
	if len(s.Decks) > seats {
		return 0, 0, 0, fmt.Errorf("swift: %d decks for %d seats", len(s.Decks), seats)
	}
	return seats, target, turns, nil
}

// swiftSeats describes n seats, each its own team.
func swiftSeats(n int) []engine.SeatInfo {
	out := make([]engine.SeatInfo, n)
	for i := range out {
		out[i] = engine.SeatInfo{Seat: engine.Seat(i), Role: "p" + strconv.Itoa(i), Team: i}
	}
	return out
}

// Layout implements engine.SeatLayout.
func (Swift) Layout(s engine.Setup) ([]engine.SeatInfo, error) {
	n, _, _, err := swiftSetup(s)
	if err != nil {
		return nil, err
	}
	return swiftSeats(n), nil
}

// New starts a swift game.
func (Swift) New(s engine.Setup) (engine.Game, error) {
	n, target, turns, err := swiftSetup(s)
	if err != nil {
		return nil, err
	}
	g := &swiftGame{st: swiftState{
		Format: swiftFormat, Target: target, Turns: turns, Turn: 1,
		Scores: make([]int, n), Hands: make([][]int, n), Winner: engine.NoSeat,
	}}
	st := &g.st
	st.RNG = engine.NewRNG(s.Seed)
	st.Active = engine.Seat(st.RNG.IntN(n))
	for i := range n {
		for range swiftStartHand {
			st.Hands[i] = append(st.Hands[i], st.RNG.IntN(swiftHighCard)+1)
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
	// item is a program frame that has not started: Ref names the card
	// played (swiftCardRef), Seat is its player, Src its public id (from 1)
	// and N the bonus it scores with. The items wait on the stack, bottom
	// first, under the swift window's frame, and resolve top first when it
	// closes. The draw at the start of a turn is the builtin program
	// swiftDrawRef, with Src 0.
	swiftFrameProgram kernel.FrameKind = 1
	// swiftFrameTurn is the turn of seat Seat, at the bottom of the stack;
	// Step is one of swiftTurnStart, swiftTurnAsk, swiftTurnEnd.
	swiftFrameTurn kernel.FrameKind = 2
	// swiftFrameWindow is the swift window over the top cache item, on top
	// of it; the window itself is Core.Windows' only one.
	swiftFrameWindow kernel.FrameKind = 3
)

// The steps of a turn frame.
const (
	swiftTurnStart int32 = 0 // announce the turn and draw
	swiftTurnAsk   int32 = 1 // ask the active seat to play or end the turn
	swiftTurnEnd   int32 = 2 // the cache has resolved, or nothing was played: end the turn
)

// The occurrences of the swift game (kernel.EventType), fixed values: they
// are saved in lasting effects.
const (
	// swiftEvPlay: seat Seat played card N as cache item Obj.
	swiftEvPlay kernel.EventType = 1
)

// The values lasting effects change (kernel.ModKind), fixed values.
const (
	// swiftModBonus: the next card Seat plays scores N more.
	swiftModBonus kernel.ModKind = 1
)

// swiftDrawRef is the builtin program of the draw at the start of a turn.
var swiftDrawRef = kernel.Builtin("draw")

// swiftCardRef names the program of card n: it resolves as a cache item.
func swiftCardRef(n int) kernel.Ref { return kernel.Ref{Card: strconv.Itoa(n)} }

// swiftCardOf returns the card r names, if it names one.
func swiftCardOf(r kernel.Ref) (int, bool) {
	n, err := strconv.Atoi(r.Card)
	if err != nil || n < 1 || n > swiftHighCard || r != swiftCardRef(n) {
		return 0, false
	}
	return n, true
}

// swiftPrograms holds the ops of the programs: the draw, and each card's.
var swiftPrograms = func() map[kernel.Ref][]kernel.Op[*swiftState] {
	p := map[kernel.Ref][]kernel.Op[*swiftState]{swiftDrawRef: {swiftDraw{}}}
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
		AfterProgram: (*swiftState).checkWin,
	}
	m.Register(swiftFrameTurn, "turn", (*swiftState).stepTurn)
	m.Register(swiftFrameWindow, "swift window", (*swiftState).stepWindow)
	return m
}

// swiftItem is a card on the cache, as the view shows it.
type swiftItem struct {
	ID    int         `json:"id"` // public id, from 1: Event.Subject
	Seat  engine.Seat `json:"seat"`
	N     int         `json:"n"`
	Bonus int         `json:"bonus,omitempty"`
}

// swiftState is the whole state of a swift game; it is what MarshalBinary
// saves. The kernel's Core holds the RNG, the stack (the turn, the cache,
// the window's frame), the open window, the pending decision and the
// response bonuses.
type swiftState struct {
	kernel.Core
	Format   int         `json:"format"`
	Target   int         `json:"target"`
	Turns    int         `json:"turns"` // the last turn
	Turn     int         `json:"turn"`
	Active   engine.Seat `json:"active"`
	Scores   []int       `json:"scores"`
	Counter  int         `json:"counter"`
	Hands    [][]int     `json:"hands"` // hidden: each seat sees its own
	NextItem int         `json:"next_item"`
	Winner   engine.Seat `json:"winner"` // NoSeat unless someone won

	events []engine.Event // of the choice being applied; not saved
}

type swiftGame struct {
	st swiftState
}

// swiftView is what a seat may know about a swift game.
type swiftView struct {
	Seat      engine.Seat `json:"seat"`
	Target    int         `json:"target"`
	Turns     int         `json:"turns"`
	Turn      int         `json:"turn"`
	Active    engine.Seat `json:"active"`
	Scores    []int       `json:"scores"`
	Bonuses   []int       `json:"bonuses"` // what each seat's next card scores more
	Counter   int         `json:"counter"`
	HandSizes []int       `json:"hand_sizes"`
	Hand      []int       `json:"hand,omitempty"` // the viewer's own hand, sorted
	Cache     []swiftItem `json:"cache"`          // top first
	Priority  engine.Seat `json:"priority"`       // who is asked in the swift window, or NoSeat
	Pending   []string    `json:"pending,omitempty"`
	Result    *string     `json:"result,omitempty"`
}

func swiftRole(s engine.Seat) string { return "p" + strconv.Itoa(int(s)) }

func (s *swiftState) seats() int { return len(s.Scores) }

func (s *swiftState) event(e engine.Event) { s.events = append(s.events, e) }

// advance runs the machine until a decision is pending or the game is over;
// answered says that a choice was just stored in the top frame. A game won
// in the middle of the cache leaves the rest of it unresolved: its frames
// are dropped.
func (s *swiftState) advance(answered bool) {
	swiftMachine.Advance(s, answered)
	if s.Over {
		s.Stack, s.Windows = nil, nil
	}
}

// take consumes the answer stored in f, leaving no trace of it in the frame.
func take(f *kernel.Frame) engine.Option {
	o, _ := f.Take()
	f.Opt, f.Num, f.By = engine.Option{}, 0, 0
	return o
}

// cache returns the cache items, bottom first.
func (s *swiftState) cache() []swiftItem {
	var out []swiftItem
	for _, f := range s.Stack {
		if f.Kind == swiftFrameProgram && f.Src != 0 {
			n, _ := swiftCardOf(f.Ref)
			out = append(out, swiftItem{ID: int(f.Src), Seat: f.Seat, N: n, Bonus: int(f.N)})
		}
	}
	return out
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

// options returns the options of seat's decision: a distinct number of its
// hand to play, or pass (responding in a window) or end the turn.
func (s *swiftState) options(seat engine.Seat, responding bool) []engine.Option {
	opts := []engine.Option{{Verb: swiftEnd}}
	if responding {
		opts[0].Verb = swiftPass
	}
	hand := slices.Clone(s.Hands[seat])
	slices.Sort(hand)
	for _, n := range slices.Compact(hand) {
		opts = append(opts, engine.Option{Verb: swiftPlay, Arg: n})
	}
	return opts
}

// startTurn is the machine's Idle: with nothing in progress, the active
// seat's turn begins.
func (s *swiftState) startTurn() {
	s.Push(kernel.Frame{Kind: swiftFrameTurn, Seat: s.Active})
}

// stepTurn runs the turn of f.Seat: the draw, the play (whose cache then
// resolves above this frame) or the end of the turn, then the next turn.
func (s *swiftState) stepTurn(f *kernel.Frame) kernel.Status {
	a := f.Seat
	switch f.Step {
	case swiftTurnStart:
		s.event(engine.Event{Type: "turn", Text: fmt.Sprintf("turn %d: %s", s.Turn, swiftRole(a)), N: s.Turn}.WithSeat(a))
		f.Step = swiftTurnAsk
		swiftMachine.PushProgram(s, swiftDrawRef, a, 0)
		return kernel.Next
	case swiftTurnAsk:
		if !f.Answered {
			return s.Ask(a, "Play a card or end your turn", "swift-turn", s.options(a, false))
		}
		o := take(f)
		f.Step = swiftTurnEnd
		if o.Verb == swiftPlay {
			s.play(a, o.Arg)
			return kernel.Next
		}
		s.event(engine.Event{Type: "end", Text: swiftRole(a) + " ends the turn"}.WithSeat(a))
		return kernel.Next
	}
	s.Pop()
	if s.Turn >= s.Turns {
		s.Over = true
		s.event(engine.Event{Type: "limit", Text: fmt.Sprintf("turn %d was the last: the game is a draw", s.Turn)})
		return kernel.Next
	}
	s.Turn++
	s.Active = (s.Active + 1) % engine.Seat(s.seats())
	return kernel.Next
}

// stepWindow runs the swift window over the top cache item: the seat with
// priority responds or passes; when every seat has passed in succession the
// window's frame goes and the cache below it resolves.
func (s *swiftState) stepWindow(f *kernel.Frame) kernel.Status {
	w := s.Window()
	if !f.Answered {
		top := s.Stack[len(s.Stack)-2]
		n, _ := swiftCardOf(top.Ref)
		return s.Ask(w.Priority(), fmt.Sprintf("Respond to %s's %d, or pass", swiftRole(top.Seat), n), "NS-17.2", s.options(w.Priority(), true))
	}
	seat := f.By
	o := take(f)
	if o.Verb == swiftPlay {
		s.CloseWindow()
		s.Pop()
		s.play(seat, o.Arg)
		return kernel.Next
	}
	s.event(engine.Event{Type: "pass", Text: swiftRole(seat) + " passes"}.WithSeat(seat))
	if w.Pass() {
		s.CloseWindow()
		s.Pop()
	}
	return kernel.Next
}

// play puts card n of seat on the cache, with the bonus of seat's last
// response, and opens a swift window over the other seats, from the one
// after seat (NS-17.3). A response gives seat a bonus on its next card.
func (s *swiftState) play(seat engine.Seat, n int) {
	h := s.Hands[seat]
	i := slices.Index(h, n)
	s.Hands[seat] = slices.Delete(h, i, i+1)
	response := s.Top().Kind == swiftFrameProgram
	bonus := s.bonus(seat)
	s.NextItem++
	id := int32(s.NextItem)
	// The play ends the bonus it uses (Lasting.Mine: only seat's plays
	// count). The swift game makes no delayed triggers, so none fires.
	s.Emit(kernel.Occurrence{Type: swiftEvPlay, Seat: seat, Obj: id, N: int32(n)})
	s.Push(kernel.Frame{Kind: swiftFrameProgram, Seat: seat, Src: id, Ref: swiftCardRef(n), N: int32(bonus)})
	text := fmt.Sprintf("%s plays %d", swiftRole(seat), n)
	if bonus > 0 {
		text += fmt.Sprintf(" (+%d)", bonus)
	}
	s.event(engine.Event{Type: "play", Text: text, Subject: int(id), N: n}.WithSeat(seat))
	if response {
		s.AddLasting(kernel.Lasting{Src: id, Seat: seat, Mod: swiftModBonus, N: swiftResponseBonus, Until: swiftEvPlay, Count: 1, Mine: true})
		s.event(engine.Event{Type: "bonus", Text: fmt.Sprintf("%s's next card scores %d more", swiftRole(seat), swiftResponseBonus), Subject: int(id), N: swiftResponseBonus}.WithSeat(seat))
	}
	s.OpenWindow(kernel.NewWindow(kernel.Succession, s.others(seat)...))
	s.Push(kernel.Frame{Kind: swiftFrameWindow})
}

// others returns every seat but seat, in turn order from the one after it.
func (s *swiftState) others(seat engine.Seat) []engine.Seat {
	var out []engine.Seat
	for i := 1; i < s.seats(); i++ {
		out = append(out, engine.Seat((int(seat)+i)%s.seats()))
	}
	return out
}

// swiftDraw is the draw at the start of f.Seat's turn, unless it holds
// swiftMaxHand cards.
type swiftDraw struct{}

func (swiftDraw) Run(s *swiftState, f *kernel.Frame) kernel.Status {
	a := f.Seat
	if len(s.Hands[a]) >= swiftMaxHand {
		return kernel.Next
	}
	c := s.RNG.IntN(swiftHighCard) + 1
	s.Hands[a] = append(s.Hands[a], c)
	s.event(engine.Event{
		Type: "draw", Text: swiftRole(a) + " draws a card",
		Secret: fmt.Sprintf("%s draws a %d", swiftRole(a), c), Private: 1 << uint(a),
	}.WithSeat(a))
	return kernel.Next
}

// swiftScore resolves card n, the cache item f: above the counter it scores
// n plus its bonus and becomes the counter; otherwise the counter goes back
// to 0.
type swiftScore struct{ n int }

func (o swiftScore) Run(s *swiftState, f *kernel.Frame) kernel.Status {
	who := swiftRole(f.Seat)
	e := engine.Event{Type: "resolve", Subject: int(f.Src)}.WithSeat(f.Seat)
	if o.n <= s.Counter {
		e.Text = fmt.Sprintf("%s's %d resolves: not above %d, the counter goes back to 0", who, o.n, s.Counter)
		s.Counter = 0
		s.event(e)
		return kernel.Next
	}
	pts := o.n + int(f.N)
	s.Counter = o.n
	s.Scores[f.Seat] += pts
	e.N = pts
	scored := strconv.Itoa(pts)
	if f.N > 0 {
		scored = fmt.Sprintf("%d (%d +%d)", pts, o.n, f.N)
	}
	e.Text = fmt.Sprintf("%s's %d resolves: %s scores %s, total %d", who, o.n, who, scored, s.Scores[f.Seat])
	s.event(e)
	return kernel.Next
}

// checkWin is the machine's AfterProgram: a seat that has reached the
// target wins at once.
func (s *swiftState) checkWin() {
	for seat, pts := range s.Scores {
		if pts >= s.Target {
			s.Over, s.Winner = true, engine.Seat(seat)
			s.event(engine.Event{Type: "win", Text: fmt.Sprintf("%s wins with %d points", swiftRole(s.Winner), pts), N: pts}.WithSeat(s.Winner))
			return
		}
	}
}

// Pending implements engine.Game.
func (g *swiftGame) Pending() []engine.Decision { return cloneDecisions(g.st.Pending) }

// Apply implements engine.Game: the kernel checks the choice and stores it
// in the frame that asked, which then steps.
func (g *swiftGame) Apply(c engine.Choice) ([]engine.Event, error) {
	if err := g.st.Answer(c); err != nil {
		return nil, err
	}
	g.st.events = nil
	g.st.advance(true)
	ev := g.st.events
	g.st.events = nil
	return ev, nil
}

// Result implements engine.Game.
func (g *swiftGame) Result() (engine.Result, bool) {
	switch {
	case !g.st.Over:
		return engine.Result{}, false
	case g.st.Winner == engine.NoSeat:
		return engine.Result{Team: engine.NoTeam, Reason: "turn limit", Draw: true}, true
	}
	return engine.Result{Winners: []engine.Seat{g.st.Winner}, Team: int(g.st.Winner), Reason: fmt.Sprintf("reached %d points", g.st.Target)}, true
}

// View implements engine.Game: a seat sees its own hand and only the sizes of
// the others'.
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
		if engine.Seat(s) == seat {
			v.Hand = slices.Sorted(slices.Values(h))
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
		return fmt.Sprintf("play %d", o.Arg)
	case swiftPass:
		return "pass"
	default:
		return "end the turn"
	}
}

// Seats implements engine.Game.
func (g *swiftGame) Seats() []engine.SeatInfo { return swiftSeats(g.st.seats()) }

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
	c.st.events = nil
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
	if n < swiftMinSeats || n > swiftMaxSeats || len(st.Hands) != n {
		return fmt.Errorf("%d scores and %d hands for %d to %d seats", n, len(st.Hands), swiftMinSeats, swiftMaxSeats)
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
		if st.Scores[s] < 0 || (st.Scores[s] >= st.Target && !(st.Over && st.Winner == engine.Seat(s))) {
			bad("%s has %d points of %d", swiftRole(engine.Seat(s)), st.Scores[s], st.Target)
		}
		if len(st.Hands[s]) > swiftMaxHand || slices.ContainsFunc(st.Hands[s], func(c int) bool { return c < 1 || c > swiftHighCard }) {
			bad("%s holds %v", swiftRole(engine.Seat(s)), st.Hands[s])
		}
	}
	if len(st.Uses) > 0 {
		bad("%d use limits, but the swift game has none", len(st.Uses))
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
	if !seatOK(st.Active) || len(errs) > 0 {
		return errors.Join(errs...)
	}
	if st.Over {
		if len(st.Pending) > 0 || len(st.Stack) > 0 || len(st.Windows) > 0 {
			bad("game over with %d decisions, %d frames, %d windows", len(st.Pending), len(st.Stack), len(st.Windows))
		}
		if st.Winner == engine.NoSeat && st.Turn != st.Turns {
			bad("a draw at turn %d of %d", st.Turn, st.Turns)
		}
		if st.Winner != engine.NoSeat && !seatOK(st.Winner) {
			bad("winner seat %d", st.Winner)
		}
		return errors.Join(errs...)
	}
	if st.Winner != engine.NoSeat {
		bad("winner %d before the end", st.Winner)
	}
	asked, responding := st.checkStack(bad)
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	if len(st.Pending) != 1 {
		return fmt.Errorf("%d pending decisions, want 1", len(st.Pending))
	}
	d := st.Pending[0]
	if d.ID < 1 || d.ID > st.NextDecision || d.Seat != asked || d.Kind != engine.Select {
		bad("decision %d of %d issued (%v) for seat %d, want a select for seat %d", d.ID, st.NextDecision, d.Kind, d.Seat, asked)
	} else if want := st.options(d.Seat, responding); !slices.Equal(d.Options, want) {
		bad("decision %d offers %v, want %v", d.ID, d.Options, want)
	}
	return errors.Join(errs...)
}

// checkStack checks the resolution stack of a game in progress, between two
// choices: the active seat's turn, asking it to play; or its turn, the cache
// items above it, the swift window's frame on top and the window open over
// the seats after the top item's player. It returns the seat that should be
// asked, and whether it is responding in a window.
func (st *swiftState) checkStack(bad func(string, ...any)) (asked engine.Seat, responding bool) {
	n := st.seats()
	if len(st.Stack) == 0 {
		bad("no turn in progress")
		return engine.NoSeat, false
	}
	items := st.Stack[1:]
	step := swiftTurnAsk
	if len(items) > 0 {
		step = swiftTurnEnd
		if w := items[len(items)-1]; !reflect.DeepEqual(w, kernel.Frame{Kind: swiftFrameWindow}) {
			bad("top frame %+v, want a swift window's", w)
		}
		items = items[:len(items)-1]
		if len(items) == 0 {
			bad("a swift window over an empty cache")
		}
	}
	if t := st.Stack[0]; !reflect.DeepEqual(t, kernel.Frame{Kind: swiftFrameTurn, Seat: st.Active, Step: step}) {
		bad("bottom frame %+v, want %s's turn at step %d", t, swiftRole(st.Active), step)
	}
	var last int32
	for i, f := range items {
		_, ok := swiftCardOf(f.Ref)
		want := kernel.Frame{Kind: swiftFrameProgram, Seat: f.Seat, Src: f.Src, Ref: f.Ref, N: f.N}
		if !ok || !reflect.DeepEqual(f, want) || f.Seat < 0 || int(f.Seat) >= n ||
			f.Src <= last || int(f.Src) > st.NextItem || (f.N != 0 && f.N != swiftResponseBonus) {
			bad("cache item %d: %+v", i, f)
		}
		last = f.Src
	}
	if len(items) == 0 {
		if len(st.Windows) > 0 {
			bad("%d swift windows with an empty cache", len(st.Windows))
		}
		return st.Active, false
	}
	top := items[len(items)-1]
	if len(st.Windows) != 1 {
		bad("%d swift windows over the cache, want 1", len(st.Windows))
		return engine.NoSeat, true
	}
	w := st.Windows[0]
	if w.Rule() != kernel.Succession || !slices.Equal(w.Seats(), st.others(top.Seat)) || w.Closed() {
		bad("swift window %v over %v, closed %v, for %s's item", w.Rule(), w.Seats(), w.Closed(), swiftRole(top.Seat))
	}
	return w.Priority(), true
}
