package enginetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// ToyName is the name under which the toy game is registered.
const ToyName = "toy"

const (
	toyDefaultTarget = 21
	toyDefaultPoints = 3
	toyAuctionEvery  = 3
	toyFormat        = 1
)

var toyRoles = [2]string{"alpha", "beta"}

func init() { engine.Register(Toy{}) }

// Toy is the engine.Ruleset of the toy game. Its zero value is ready to use,
// and importing this package registers it with the engine as "toy".
//
// The toy game is a race to a target total, played by two seats, "alpha"
// (team 0) and "beta" (team 1):
//
//   - A seeded coin flip decides who takes turn 1; turns then alternate.
//   - Each seat starts with 3 points, or with the number in its deck text.
//   - On its turn the active seat adds 1, 2 or 3 to a shared counter
//     (a Select decision) and gains 1 point.
//   - Turns 3, 6, 9, … open with an auction: both seats at once bid a secret
//     number of points in [0, their points] (two pending Number decisions).
//     Both pay their bids; the higher bidder adds 1 to the counter, and a
//     seeded coin flip breaks a tie.
//   - The seat whose addition makes the counter reach the target (21, or the
//     "target" option) wins.
//   - Either seat may concede at any time (engine.Choice.Concede): the other
//     wins, "concession".
//
// The toy reports the effect of each choice (engine.Effecter): a choice
// that drew from the RNG (the coin of a tied auction) is Random, and the
// second bid of an auction, which reveals both, is Revealed.
//
// Setup.Decks holds at most one text per seat: an integer number of starting
// points, or empty for the default of 3. Setup.Options accepts "target", the
// counter value that wins (default 21, at least 1).
type Toy struct{}

// Name returns "toy".
func (Toy) Name() string { return ToyName }

// toyDecks are the toy's shipped decks: each seat's starting points.
var toyDecks = []engine.Deck{
	{Name: "alpha-3", Role: toyRoles[0], Text: "3", Default: true},
	{Name: "alpha-6", Role: toyRoles[0], Text: "6"},
	{Name: "beta-3", Role: toyRoles[1], Text: "3", Default: true},
	{Name: "beta-6", Role: toyRoles[1], Text: "6"},
}

// ShippedDecks implements engine.ShippedDecks: a deck of 3 starting points
// (the default) and one of 6 for each seat.
func (Toy) ShippedDecks() []engine.Deck { return slices.Clone(toyDecks) }

// New starts a toy game.
func (Toy) New(s engine.Setup) (engine.Game, error) {
	st := toyState{
		Format: toyFormat,
		Target: toyDefaultTarget,
		Points: [2]int{toyDefaultPoints, toyDefaultPoints},
		Bids:   [2]int{-1, -1},
		Winner: engine.NoSeat,
		RNG:    engine.NewRNG(s.Seed),
	}
	if len(s.Decks) > len(st.Points) {
		return nil, fmt.Errorf("toy: %d decks for 2 seats", len(s.Decks))
	}
	for i, d := range s.Decks {
		d = strings.TrimSpace(d)
		if d == "" {
			continue
		}
		n, err := strconv.Atoi(d)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("toy: deck %d: want a number of starting points, got %q", i, d)
		}
		st.Points[i] = n
	}
	for k, v := range s.Options {
		switch k {
		case "target":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				return nil, fmt.Errorf("toy: option target: want a positive integer, got %q", v)
			}
			st.Target = n
		default:
			return nil, fmt.Errorf("toy: unknown option %q", k)
		}
	}
	st.Active = engine.Seat(st.RNG.IntN(2))
	st.Turn = 1
	g := &toyGame{st: st}
	g.startTurn()
	return g, nil
}

// Load restores a toy game saved with MarshalBinary.
func (Toy) Load(b []byte) (engine.Game, error) {
	var g toyGame
	if err := json.Unmarshal(b, &g.st); err != nil {
		return nil, fmt.Errorf("toy: load: %w", err)
	}
	if g.st.Format != toyFormat {
		return nil, fmt.Errorf("toy: load: unknown format %d", g.st.Format)
	}
	if err := g.Check(); err != nil {
		return nil, fmt.Errorf("toy: load: %w", err)
	}
	return &g, nil
}

// toyState is the whole state of a toy game; it is what MarshalBinary saves.
type toyState struct {
	Format  int               `json:"format"`
	Target  int               `json:"target"`
	Counter int               `json:"counter"`
	Points  [2]int            `json:"points"`
	Turn    int               `json:"turn"`
	Active  engine.Seat       `json:"active"`
	Bids    [2]int            `json:"bids"` // bid placed in the current auction, or -1
	Pending []engine.Decision `json:"pending"`
	NextID  uint64            `json:"next_id"`
	Winner  engine.Seat       `json:"winner"` // NoSeat until the game ends
	RNG     engine.RNG        `json:"rng"`
	// Conceded is the seat that conceded, plus 1; 0 if none did.
	Conceded int `json:"conceded,omitempty"`
}

type toyGame struct {
	st toyState
	// last is the effect of the last choice, lastOK whether it is known
	// (engine.Effecter); not part of the state.
	last   engine.Effect
	lastOK bool
}

// toyView is what a seat may know about a toy game.
type toyView struct {
	Seat    engine.Seat `json:"seat"`
	Target  int         `json:"target"`
	Counter int         `json:"counter"`
	Points  [2]int      `json:"points"`
	Turn    int         `json:"turn"`
	Active  engine.Seat `json:"active"`
	Bid     *int        `json:"bid,omitempty"`     // the viewer's own bid in the current auction
	HasBid  [2]bool     `json:"has_bid"`           // who has bid in the current auction
	Winner  *string     `json:"winner,omitempty"`  // role of the winner, once the game is over
	Pending []string    `json:"pending,omitempty"` // roles with a pending decision
}

func (g *toyGame) newDecision(d engine.Decision) {
	g.st.NextID++
	d.ID = g.st.NextID
	g.st.Pending = append(g.st.Pending, d)
}

// startTurn poses the decisions that open the current turn.
func (g *toyGame) startTurn() {
	if g.st.Turn%toyAuctionEvery == 0 {
		for s := range g.st.Points {
			g.newDecision(engine.Decision{
				Seat:   engine.Seat(s),
				Kind:   engine.Number,
				Prompt: "Bid points in the auction",
				Min:    0,
				Max:    g.st.Points[s],
				Rule:   "toy-auction",
			})
		}
		return
	}
	g.askAdd()
}

// verbAdd adds an option's Arg to the counter.
var verbAdd = engine.NewVerb("add")

func (g *toyGame) askAdd() {
	g.newDecision(engine.Decision{
		Seat:   g.st.Active,
		Kind:   engine.Select,
		Prompt: "Add to the counter",
		Options: []engine.Option{
			{Verb: verbAdd, Arg: 1},
			{Verb: verbAdd, Arg: 2},
			{Verb: verbAdd, Arg: 3},
		},
		Rule: "toy-add",
	})
}

// Pending implements engine.Game.
func (g *toyGame) Pending() []engine.Decision { return cloneDecisions(g.st.Pending) }

// Apply implements engine.Game.
func (g *toyGame) Apply(c engine.Choice) ([]engine.Event, error) {
	if c.Concede {
		if err := engine.CheckConcession(g.Seats(), g.st.Winner != engine.NoSeat, nil, c); err != nil {
			return nil, err
		}
		g.st.Winner, g.st.Conceded, g.st.Pending = engine.Concession(g.Seats(), c.Seat).Winners[0], int(c.Seat)+1, nil
		g.last, g.lastOK = engine.Effect{}, true
		return []engine.Event{engine.Plain("concede", toyRoles[c.Seat]+" concedes"), g.winEvent()}, nil
	}
	d, err := engine.Validate(g.st.Pending, c)
	if err != nil {
		return nil, err
	}
	rng, turn := g.st.RNG, g.st.Turn
	g.st.Pending = slices.DeleteFunc(g.st.Pending, func(p engine.Decision) bool { return p.ID == d.ID })
	var ev []engine.Event
	switch d.Kind {
	case engine.Select:
		ev = g.add(d.Seat, d.Options[c.Option].Arg)
	default:
		ev = g.bid(d.Seat, c.Number)
	}
	g.last = engine.Effect{Random: g.st.RNG != rng, Revealed: d.Kind == engine.Number && g.st.Bids == [2]int{-1, -1}, NewTurn: g.st.Turn != turn}
	g.lastOK = true
	return ev, nil
}

// LastEffect implements engine.Effecter.
func (g *toyGame) LastEffect() (engine.Effect, bool) { return g.last, g.lastOK }

func (g *toyGame) add(seat engine.Seat, n int) []engine.Event {
	g.st.Counter += n
	g.st.Points[seat]++
	ev := []engine.Event{engine.Plain("add", fmt.Sprintf("%s adds %d: counter %d", toyRoles[seat], n, g.st.Counter))}
	if g.won(seat) {
		return append(ev, g.winEvent())
	}
	g.st.Turn++
	g.st.Active = 1 - g.st.Active
	g.startTurn()
	return ev
}

func (g *toyGame) bid(seat engine.Seat, n int) []engine.Event {
	g.st.Bids[seat] = n
	ev := []engine.Event{engine.PlainSecret("bid", fmt.Sprintf("%s bids", toyRoles[seat]), fmt.Sprintf("%s bids %d", toyRoles[seat], n), 1<<uint(seat))}
	if len(g.st.Pending) > 0 {
		return ev // waiting for the other bid
	}
	b := g.st.Bids
	g.st.Points[0] -= b[0]
	g.st.Points[1] -= b[1]
	g.st.Bids = [2]int{-1, -1}
	var top engine.Seat
	switch {
	case b[0] > b[1]:
		top = 0
	case b[1] > b[0]:
		top = 1
	default:
		top = engine.Seat(g.st.RNG.IntN(2))
	}
	g.st.Counter++
	ev = append(ev, engine.Plain("auction", fmt.Sprintf("auction: alpha %d, beta %d; %s adds 1: counter %d", b[0], b[1], toyRoles[top], g.st.Counter)))
	if g.won(top) {
		return append(ev, g.winEvent())
	}
	g.askAdd()
	return ev
}

func (g *toyGame) won(seat engine.Seat) bool {
	if g.st.Counter < g.st.Target {
		return false
	}
	g.st.Winner = seat
	g.st.Pending = nil
	return true
}

func (g *toyGame) winEvent() engine.Event {
	return engine.Plain("win", toyRoles[g.st.Winner]+" wins")
}

// Result implements engine.Game.
func (g *toyGame) Result() (engine.Result, bool) {
	if g.st.Winner == engine.NoSeat {
		return engine.Result{}, false
	}
	reason := "reached " + strconv.Itoa(g.st.Target)
	if g.st.Conceded != 0 {
		reason = engine.ReasonConcession
	}
	return engine.Result{
		Winners: []engine.Seat{g.st.Winner},
		Team:    int(g.st.Winner),
		Reason:  reason,
	}, true
}

// View implements engine.Game: a seat sees its own bid but only whether the
// other seat has bid.
func (g *toyGame) View(seat engine.Seat) any {
	v := toyView{
		Seat:    seat,
		Target:  g.st.Target,
		Counter: g.st.Counter,
		Points:  g.st.Points,
		Turn:    g.st.Turn,
		Active:  g.st.Active,
	}
	for s, b := range g.st.Bids {
		v.HasBid[s] = b >= 0
		if engine.Seat(s) == seat && b >= 0 {
			v.Bid = &b
		}
	}
	if g.st.Winner != engine.NoSeat {
		w := toyRoles[g.st.Winner]
		v.Winner = &w
	}
	for _, d := range g.st.Pending {
		v.Pending = append(v.Pending, toyRoles[d.Seat])
	}
	return v
}

// Render implements engine.Renderer.
func (g *toyGame) Render(seat engine.Seat) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Turn %d, %s active. Counter %d of %d.\n", g.st.Turn, toyRoles[g.st.Active], g.st.Counter, g.st.Target)
	for s, p := range g.st.Points {
		fmt.Fprintf(&b, "  %-5s %d points", toyRoles[s], p)
		switch bid := g.st.Bids[s]; {
		case bid >= 0 && engine.Seat(s) == seat:
			fmt.Fprintf(&b, ", bid %d", bid)
		case bid >= 0:
			b.WriteString(", has bid")
		}
		if engine.Seat(s) == seat {
			b.WriteString(" (you)")
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Describe implements engine.Game.
func (g *toyGame) Describe(d engine.Decision, i int) string {
	switch d.Kind {
	case engine.Select:
		if i < 0 || i >= len(d.Options) {
			return fmt.Sprintf("option %d", i)
		}
		o := d.Options[i]
		return fmt.Sprintf("%s %d (counter %d)", o.Verb, o.Arg, g.st.Counter+o.Arg)
	default:
		return fmt.Sprintf("bid %d", i)
	}
}

// Seats implements engine.Game.
func (g *toyGame) Seats() []engine.SeatInfo {
	return []engine.SeatInfo{
		{Seat: 0, Role: toyRoles[0], Team: 0},
		{Seat: 1, Role: toyRoles[1], Team: 1},
	}
}

// Turn implements engine.TurnCounter.
func (g *toyGame) Turn() int { return g.st.Turn }

// Clone implements engine.Game.
func (g *toyGame) Clone() engine.Game {
	c := &toyGame{st: g.st}
	c.st.Pending = cloneDecisions(g.st.Pending)
	return c
}

// MarshalBinary implements engine.Game.
func (g *toyGame) MarshalBinary() ([]byte, error) {
	b, err := json.Marshal(g.st)
	if err != nil {
		return nil, fmt.Errorf("toy: marshal: %w", err)
	}
	return b, nil
}

// Check implements engine.Game.
func (g *toyGame) Check() error {
	st := &g.st
	var errs []error
	if st.Target < 1 {
		errs = append(errs, fmt.Errorf("target %d < 1", st.Target))
	}
	if st.Turn < 1 {
		errs = append(errs, fmt.Errorf("turn %d < 1", st.Turn))
	}
	if st.Active != 0 && st.Active != 1 {
		errs = append(errs, fmt.Errorf("active seat %d", st.Active))
	}
	if st.Counter < 0 || st.Counter > st.Target+2 {
		errs = append(errs, fmt.Errorf("counter %d outside [0, %d]", st.Counter, st.Target+2))
	}
	for s, p := range st.Points {
		if p < 0 {
			errs = append(errs, fmt.Errorf("%s has %d points", toyRoles[s], p))
		}
		if st.Bids[s] < -1 || st.Bids[s] > p {
			errs = append(errs, fmt.Errorf("%s bid %d with %d points", toyRoles[s], st.Bids[s], p))
		}
	}
	over := st.Winner != engine.NoSeat
	switch {
	case over && (st.Winner < 0 || st.Winner > 1):
		errs = append(errs, fmt.Errorf("winner seat %d", st.Winner))
	case st.Conceded < 0 || st.Conceded > 2 || (st.Conceded != 0 && (st.Winner == engine.NoSeat || st.Winner == engine.Seat(st.Conceded-1))):
		errs = append(errs, fmt.Errorf("seat %d conceded, winner %d", st.Conceded-1, st.Winner))
	case over && st.Counter < st.Target && st.Conceded == 0:
		errs = append(errs, fmt.Errorf("game over with counter %d below target %d", st.Counter, st.Target))
	case over && len(st.Pending) > 0:
		errs = append(errs, fmt.Errorf("game over with %d pending decisions", len(st.Pending)))
	case !over && len(st.Pending) == 0:
		errs = append(errs, errors.New("game not over and no pending decision"))
	case !over && st.Counter >= st.Target:
		errs = append(errs, fmt.Errorf("counter %d reached target %d but nobody won", st.Counter, st.Target))
	}
	seen := map[engine.Seat]bool{}
	for _, d := range st.Pending {
		if d.ID == 0 || d.ID > st.NextID {
			errs = append(errs, fmt.Errorf("decision id %d not in [1, %d]", d.ID, st.NextID))
		}
		if d.Seat != 0 && d.Seat != 1 {
			errs = append(errs, fmt.Errorf("decision %d for seat %d", d.ID, d.Seat))
			continue
		}
		if seen[d.Seat] {
			errs = append(errs, fmt.Errorf("two pending decisions for %s", toyRoles[d.Seat]))
		}
		seen[d.Seat] = true
		switch d.Kind {
		case engine.Select:
			if st.Turn%toyAuctionEvery == 0 && st.Bids != [2]int{-1, -1} {
				errs = append(errs, fmt.Errorf("add decision %d during an auction", d.ID))
			}
			if d.Seat != st.Active {
				errs = append(errs, fmt.Errorf("add decision %d for inactive %s", d.ID, toyRoles[d.Seat]))
			}
		case engine.Number:
			if st.Turn%toyAuctionEvery != 0 {
				errs = append(errs, fmt.Errorf("bid decision %d outside an auction turn", d.ID))
			}
			if st.Bids[d.Seat] >= 0 {
				errs = append(errs, fmt.Errorf("bid decision %d for %s, who has bid", d.ID, toyRoles[d.Seat]))
			}
			if d.Min != 0 || d.Max != st.Points[d.Seat] {
				errs = append(errs, fmt.Errorf("bid decision %d range [%d, %d] with %d points", d.ID, d.Min, d.Max, st.Points[d.Seat]))
			}
		}
	}
	return errors.Join(errs...)
}

func cloneDecisions(ds []engine.Decision) []engine.Decision {
	if ds == nil {
		return nil
	}
	out := make([]engine.Decision, len(ds))
	for i, d := range ds {
		d.Options = slices.Clone(d.Options)
		out[i] = d
	}
	return out
}

// withFields returns e with the structured fields Subject and N.
func withFields(e engine.Event, subject, n int) engine.Event {
	e.Subject, e.N = subject, n
	return e
}
