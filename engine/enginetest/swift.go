package enginetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// SwiftName is the name under which the swift game is registered.
const SwiftName = "swift"

const (
	swiftFormat        = 1
	swiftMinSeats      = 2
	swiftMaxSeats      = 4
	swiftDefaultSeats  = 3
	swiftDefaultTarget = 12
	swiftDefaultTurns  = 24
	swiftStartHand     = 3
	swiftMaxHand       = 5
	swiftHighCard      = 6
)

// Option verbs of the swift game.
const (
	swiftPlay = "play" // Arg: the number played
	swiftPass = "pass" // in a swift window
	swiftEnd  = "end"  // the active seat ends its turn without playing
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
//   - When every seat in the window has passed in succession, the cache
//     resolves, top first: a number above the counter scores that many points
//     for its player and becomes the counter; any other resets the counter to
//     0. Then the turn ends.
//   - The first seat to reach the target score (12, or the "target" option)
//     wins at once. If nobody has when the last turn (24, or the "turns"
//     option, counting every seat's turns) ends, the game is a draw.
//
// Setup.Options: "seats" (2 to 4, default 3), "target", "turns". Setup.Decks
// must be empty.
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
		Scores: make([]int, n), Hands: make([][]int, n),
		Winner: engine.NoSeat, RNG: engine.NewRNG(s.Seed),
	}}
	g.st.Active = engine.Seat(g.st.RNG.IntN(n))
	for i := range n {
		for range swiftStartHand {
			g.st.Hands[i] = append(g.st.Hands[i], g.st.RNG.IntN(swiftHighCard)+1)
		}
	}
	g.startTurn()
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

// swiftItem is a card on the cache.
type swiftItem struct {
	ID   int         `json:"id"` // public id, from 1: Event.Subject
	Seat engine.Seat `json:"seat"`
	N    int         `json:"n"`
}

// swiftState is the whole state of a swift game; it is what MarshalBinary
// saves.
type swiftState struct {
	Format   int               `json:"format"`
	Target   int               `json:"target"`
	Turns    int               `json:"turns"` // the last turn
	Turn     int               `json:"turn"`
	Active   engine.Seat       `json:"active"`
	Scores   []int             `json:"scores"`
	Counter  int               `json:"counter"`
	Hands    [][]int           `json:"hands"` // hidden: each seat sees its own
	Cache    []swiftItem       `json:"cache"` // bottom first
	Window   kernel.Window     `json:"window"`
	NextItem int               `json:"next_item"`
	Pending  []engine.Decision `json:"pending"`
	NextID   uint64            `json:"next_id"`
	Over     bool              `json:"over"`
	Winner   engine.Seat       `json:"winner"` // NoSeat unless someone won
	RNG      engine.RNG        `json:"rng"`
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
	Counter   int         `json:"counter"`
	HandSizes []int       `json:"hand_sizes"`
	Hand      []int       `json:"hand,omitempty"` // the viewer's own hand, sorted
	Cache     []swiftItem `json:"cache"`          // top first
	Priority  engine.Seat `json:"priority"`       // who is asked in the swift window, or NoSeat
	Pending   []string    `json:"pending,omitempty"`
	Result    *string     `json:"result,omitempty"`
}

func swiftRole(s engine.Seat) string { return "p" + strconv.Itoa(int(s)) }

func (g *swiftGame) seats() int { return len(g.st.Scores) }

// ask poses seat's one decision: play a distinct number of its hand, or pass
// (in a window) or end the turn (outside one).
func (g *swiftGame) ask(seat engine.Seat) {
	d := engine.Decision{Seat: seat, Kind: engine.Select, Prompt: "Play a card or end your turn", Rule: "swift-turn"}
	d.Options = []engine.Option{{Verb: swiftEnd}}
	if n := len(g.st.Cache); n > 0 {
		top := g.st.Cache[n-1]
		d.Prompt = fmt.Sprintf("Respond to %s's %d, or pass", swiftRole(top.Seat), top.N)
		d.Rule = "NS-17.2"
		d.Options[0].Verb = swiftPass
	}
	hand := slices.Clone(g.st.Hands[seat])
	slices.Sort(hand)
	for _, n := range slices.Compact(hand) {
		d.Options = append(d.Options, engine.Option{Verb: swiftPlay, Arg: n})
	}
	g.st.NextID++
	d.ID = g.st.NextID
	g.st.Pending = []engine.Decision{d}
}

// startTurn has the active seat draw and asks it to play.
func (g *swiftGame) startTurn() []engine.Event {
	a := g.st.Active
	ev := []engine.Event{engine.Event{Type: "turn", Text: fmt.Sprintf("turn %d: %s", g.st.Turn, swiftRole(a)), N: g.st.Turn}.WithSeat(a)}
	if len(g.st.Hands[a]) < swiftMaxHand {
		c := g.st.RNG.IntN(swiftHighCard) + 1
		g.st.Hands[a] = append(g.st.Hands[a], c)
		ev = append(ev, engine.Event{
			Type: "draw", Text: swiftRole(a) + " draws a card",
			Secret: fmt.Sprintf("%s draws a %d", swiftRole(a), c), Private: 1 << uint(a),
		}.WithSeat(a))
	}
	g.ask(a)
	return ev
}

// Pending implements engine.Game.
func (g *swiftGame) Pending() []engine.Decision { return cloneDecisions(g.st.Pending) }

// Apply implements engine.Game.
func (g *swiftGame) Apply(c engine.Choice) ([]engine.Event, error) {
	d, err := engine.Validate(g.st.Pending, c)
	if err != nil {
		return nil, err
	}
	g.st.Pending = nil
	o := d.Options[c.Option]
	switch o.Verb {
	case swiftPlay:
		return g.play(d.Seat, o.Arg), nil
	case swiftPass:
		ev := []engine.Event{engine.Event{Type: "pass", Text: swiftRole(d.Seat) + " passes"}.WithSeat(d.Seat)}
		if !g.st.Window.Pass() {
			g.ask(g.st.Window.Priority())
			return ev, nil
		}
		return append(ev, g.resolve()...), nil
	default:
		ev := []engine.Event{engine.Event{Type: "end", Text: swiftRole(d.Seat) + " ends the turn"}.WithSeat(d.Seat)}
		return append(ev, g.endTurn()...), nil
	}
}

// play puts card n of seat on the cache and opens a swift window over the
// other seats, from the one after seat (NS-17.3).
func (g *swiftGame) play(seat engine.Seat, n int) []engine.Event {
	h := g.st.Hands[seat]
	i := slices.Index(h, n)
	g.st.Hands[seat] = slices.Delete(h, i, i+1)
	g.st.NextItem++
	it := swiftItem{ID: g.st.NextItem, Seat: seat, N: n}
	g.st.Cache = append(g.st.Cache, it)
	g.st.Window = kernel.NewWindow(kernel.Succession, g.others(seat)...)
	g.ask(g.st.Window.Priority())
	return []engine.Event{engine.Event{Type: "play", Text: fmt.Sprintf("%s plays %d", swiftRole(seat), n), Subject: it.ID, N: n}.WithSeat(seat)}
}

// others returns every seat but s, in turn order from the one after s.
func (g *swiftGame) others(s engine.Seat) []engine.Seat {
	var out []engine.Seat
	for i := 1; i < g.seats(); i++ {
		out = append(out, engine.Seat((int(s)+i)%g.seats()))
	}
	return out
}

// resolve resolves the whole cache, top first, then ends the turn.
func (g *swiftGame) resolve() []engine.Event {
	var ev []engine.Event
	for len(g.st.Cache) > 0 {
		it := g.st.Cache[len(g.st.Cache)-1]
		g.st.Cache = g.st.Cache[:len(g.st.Cache)-1]
		who := swiftRole(it.Seat)
		e := engine.Event{Type: "resolve", Subject: it.ID}.WithSeat(it.Seat)
		if it.N <= g.st.Counter {
			e.Text = fmt.Sprintf("%s's %d resolves: not above %d, the counter goes back to 0", who, it.N, g.st.Counter)
			g.st.Counter = 0
			ev = append(ev, e)
			continue
		}
		g.st.Counter = it.N
		g.st.Scores[it.Seat] += it.N
		e.N = it.N
		e.Text = fmt.Sprintf("%s's %d resolves: %s scores %d, total %d", who, it.N, who, it.N, g.st.Scores[it.Seat])
		ev = append(ev, e)
		if g.st.Scores[it.Seat] >= g.st.Target {
			g.st.Over, g.st.Winner, g.st.Cache = true, it.Seat, nil
			return append(ev, engine.Event{Type: "win", Text: fmt.Sprintf("%s wins with %d points", who, g.st.Scores[it.Seat]), N: g.st.Scores[it.Seat]}.WithSeat(it.Seat))
		}
	}
	g.st.Cache = nil
	return append(ev, g.endTurn()...)
}

// endTurn passes the turn to the next seat, or ends the game in a draw after
// the last turn.
func (g *swiftGame) endTurn() []engine.Event {
	g.st.Window = kernel.Window{}
	if g.st.Turn >= g.st.Turns {
		g.st.Over = true
		return []engine.Event{{Type: "limit", Text: fmt.Sprintf("turn %d was the last: the game is a draw", g.st.Turn)}}
	}
	g.st.Turn++
	g.st.Active = (g.st.Active + 1) % engine.Seat(g.seats())
	return g.startTurn()
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
	v := swiftView{
		Seat: seat, Target: g.st.Target, Turns: g.st.Turns, Turn: g.st.Turn, Active: g.st.Active,
		Scores: slices.Clone(g.st.Scores), Counter: g.st.Counter, Priority: g.st.Window.Priority(),
		Cache: slices.Clone(g.st.Cache),
	}
	slices.Reverse(v.Cache)
	for s, h := range g.st.Hands {
		v.HandSizes = append(v.HandSizes, len(h))
		if engine.Seat(s) == seat {
			v.Hand = slices.Sorted(slices.Values(h))
		}
	}
	for _, d := range g.st.Pending {
		v.Pending = append(v.Pending, swiftRole(d.Seat))
	}
	if r, over := g.Result(); over {
		s := "draw"
		if !r.Draw {
			s = swiftRole(g.st.Winner) + " wins"
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
func (g *swiftGame) Seats() []engine.SeatInfo { return swiftSeats(g.seats()) }

// Turn implements engine.TurnCounter.
func (g *swiftGame) Turn() int { return g.st.Turn }

// Clone implements engine.Game.
func (g *swiftGame) Clone() engine.Game {
	c := &swiftGame{st: g.st}
	c.st.Scores = slices.Clone(g.st.Scores)
	c.st.Hands = make([][]int, len(g.st.Hands))
	for i, h := range g.st.Hands {
		c.st.Hands[i] = slices.Clone(h)
	}
	c.st.Cache = slices.Clone(g.st.Cache)
	c.st.Pending = cloneDecisions(g.st.Pending)
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

// Check implements engine.Game.
func (g *swiftGame) Check() error {
	st := &g.st
	n := len(st.Scores)
	if n < swiftMinSeats || n > swiftMaxSeats || len(st.Hands) != n {
		return fmt.Errorf("%d scores and %d hands for %d to %d seats", n, len(st.Hands), swiftMinSeats, swiftMaxSeats)
	}
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if st.Target < 1 || st.Turns < 1 || st.Turn < 1 || st.Turn > st.Turns {
		bad("target %d, turn %d of %d", st.Target, st.Turn, st.Turns)
	}
	if st.Active < 0 || int(st.Active) >= n {
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
	for i, it := range st.Cache {
		if it.Seat < 0 || int(it.Seat) >= n || it.N < 1 || it.N > swiftHighCard || it.ID > st.NextItem || (i > 0 && it.ID <= st.Cache[i-1].ID) || it.ID < 1 {
			bad("cache item %d: %+v", i, it)
		}
	}
	if st.Over {
		if len(st.Pending) > 0 || len(st.Cache) > 0 || !st.Window.Closed() {
			bad("game over with %d decisions, %d cache items, window open %v", len(st.Pending), len(st.Cache), !st.Window.Closed())
		}
		if st.Winner == engine.NoSeat && st.Turn != st.Turns {
			bad("a draw at turn %d of %d", st.Turn, st.Turns)
		}
		if st.Winner != engine.NoSeat && (st.Winner < 0 || int(st.Winner) >= n) {
			bad("winner seat %d", st.Winner)
		}
		return errors.Join(errs...)
	}
	if st.Winner != engine.NoSeat {
		bad("winner %d before the end", st.Winner)
	}
	if len(st.Pending) != 1 {
		return errors.Join(append(errs, fmt.Errorf("%d pending decisions, want 1", len(st.Pending)))...)
	}
	d := st.Pending[0]
	asked := st.Active
	if len(st.Cache) > 0 {
		top := st.Cache[len(st.Cache)-1]
		if st.Window.Rule() != kernel.Succession || !slices.Equal(st.Window.Seats(), g.others(top.Seat)) || st.Window.Closed() {
			bad("swift window %v over %v, closed %v, for %s's item", st.Window.Rule(), st.Window.Seats(), st.Window.Closed(), swiftRole(top.Seat))
		}
		asked = st.Window.Priority()
	} else if st.Window != (kernel.Window{}) {
		bad("a swift window with an empty cache")
	}
	if d.ID < 1 || d.ID > st.NextID || d.Seat != asked || d.Kind != engine.Select {
		bad("decision %d (%v) for seat %d, want a select for seat %d", d.ID, d.Kind, d.Seat, asked)
	} else if want := g.wantOptions(d.Seat); !slices.Equal(d.Options, want) {
		bad("decision %d offers %v, want %v", d.ID, d.Options, want)
	}
	return errors.Join(errs...)
}

// wantOptions returns the options seat should be offered now, for Check.
func (g *swiftGame) wantOptions(seat engine.Seat) []engine.Option {
	c := &swiftGame{st: g.st} // ask changes only NextID and Pending, which c owns
	c.ask(seat)
	return c.st.Pending[0].Options
}
