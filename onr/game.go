package onr

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// Game is an ONR game in progress. It implements engine.Game.
type Game struct {
	s         *State
	eff       effects           // the effect of the last choice (effect.go); never shared between clones
	decRoom   []engine.Decision // room for the copies Pending hands out; never shared between clones
	optCopies []engine.Option   // room for the copies of their options; never shared between clones
	hashBuf   []byte            // StateHash's buffer (binary.go); never shared between clones
}

var _ engine.Game = (*Game)(nil)

// State returns the game's state. Tests and scenario tools may read and
// arrange it; players must go through Apply.
func (g *Game) State() *State { return g.s }

// HiddenGrounds reports whether the game settles decisions without asking
// on grounds hidden from a seat (package agent refuses such games): only
// under option autopass=fast (Options.FastPass), which skips priority
// windows on hidden grounds; "" otherwise, every window then being skipped
// on public grounds only (ARCHITECTURE.md).
func (g *Game) HiddenGrounds() string {
	if g.s.Options.FastPass {
		return "option autopass=fast skips priority windows on grounds hidden from the opponent (whether a face-down card could be rezzed or used now), so who is asked next tells it something hidden; use autopass=safe, the default"
	}
	return ""
}

// Pending implements engine.Game. It returns a copy of the decisions and
// of their options that the caller may keep and modify without changing
// the game. The copies are carved from room kept for the coming ones
// (decRoom, optCopies): only ever appended to and handed out capped, they
// are the caller's alone, and most calls allocate little. Hot loops that
// only read the decisions until the next Apply use PendingView, which
// copies nothing.
func (g *Game) Pending() []engine.Decision {
	p := g.s.Pending
	if len(p) == 0 {
		return slices.Clone(p)
	}
	if cap(g.decRoom)-len(g.decRoom) < len(p) {
		g.decRoom = make([]engine.Decision, 0, max(min(max(2*cap(g.decRoom), 4), decisionRoom), len(p)))
	}
	i := len(g.decRoom)
	g.decRoom = append(g.decRoom, p...)
	out := g.decRoom[i : i+len(p) : i+len(p)]
	for j := range out {
		out[j].Options = carve(&g.optCopies, out[j].Options)
	}
	return out
}

// decisionRoom is how many decisions Game.decRoom holds at most when it is
// made anew: twice the last one, at least 4.
const decisionRoom = 64

// carve appends opts to *room, made anew (twice the last one, at least 16,
// at most optionRoom, or as many as opts) when it has no space left, and
// returns the copy, capped at its length: room that is only ever appended
// to, so a part handed out is never written again.
func carve(room *[]engine.Option, opts []engine.Option) []engine.Option {
	n := len(opts)
	if n == 0 {
		return opts[:0:0]
	}
	if cap(*room)-len(*room) < n {
		*room = make([]engine.Option, 0, max(min(max(2*cap(*room), 16), optionRoom), n))
	}
	i := len(*room)
	*room = append(*room, opts...)
	return (*room)[i : i+n : i+n]
}

// PendingView implements engine.PendingViewer: the pending decisions
// without a copy, to be read and not kept past the next Apply or Step (the
// room of their options is then reused, keepOptions).
func (g *Game) PendingView() []engine.Decision { return g.s.Pending }

// Apply implements engine.Game. The choice is validated against the pending
// decisions before anything changes, and every offered option is legal by
// construction, so a rejected choice leaves the game untouched.
func (g *Game) Apply(c engine.Choice) ([]engine.Event, error) {
	s := g.s
	m := g.effectBefore()
	if c.Concede {
		if err := g.concede(c); err != nil {
			g.effectRejected()
			return nil, err
		}
		g.effectAfter(m)
		return s.takeEvents(), nil
	}
	if err := s.answer(c); err != nil {
		g.effectRejected()
		return nil, err
	}
	s.events = nil
	s.advance(true)
	g.effectAfter(m)
	ev := s.takeEvents()
	g.effectTold(ev)
	return ev, nil
}

// Step implements engine.Stepper: Apply, without recording the events of
// the choice (their texts are not even formatted, State.quiet).
//
// The usual choice, a valid option of the one Select question pending,
// asked by the top frame, is taken here rather than by answer and
// kernel.Core.Answer, whose tests it makes once (Step's answer, below):
// it is stored in the top frame as Answer stores it, and the room of the
// options asked is freed as answer frees it, unless it is the pass of the
// window's question marked by passAsk. That pass is settled at once: the
// answer stored in the window's frame and taken, as Answer and stepWindow
// would, and the pass recorded (PassWindow), which closes the window and
// removes its frame when the rule says so. What the machine steps next
// (the window's next seat, or the frame below) is then what stepWindow's
// step would have gone on with, and it is stepped as unanswered.
// stepWindow read what it would read again before the pass when it asked
// (passAsk); nothing changed since. Any other choice goes to answer, which
// takes it or refuses it.
func (g *Game) Step(c engine.Choice) error {
	s := g.s
	if c.Concede {
		s.quiet = true
		err := g.concede(c)
		s.quiet = false
		if err == nil {
			g.effectStale()
		}
		return err
	}
	answered := true
	if p, fs := s.Pending, s.Frames(); len(p) == 1 && len(fs) > 0 && !s.Over && p[0].ID == c.Decision &&
		p[0].Seat == c.Seat && p[0].Kind == engine.Select && uint(c.Option) < uint(len(p[0].Options)) {
		// Step's answer: the usual choice, valid.
		o, f := p[0].Options[c.Option], &fs[len(fs)-1]
		s.Pending = s.Pending[:0] // as Answer drops it (p still reads its room)
		s.optRoom = s.optRoom[:0] // as answer frees it
		if c.Decision == s.passAsk && o.Verb == VerbPass && f.Kind == FrameWindow {
			answered = false             // a window's pass, settled: what is on top now steps unanswered
			f.Num, f.Answered = 0, false // stored and taken
			if !s.PassWindow() {
				// The answer as stored, written only where the frame
				// stays: a pass that closes the window removes it
				// (PassWindow), and what it held is gone with it.
				// PassWindow reads neither.
				f.Opt, f.By = o, c.Seat
			}
		} else {
			f.Opt, f.Num, f.By, f.Answered = o, 0, c.Seat, true
		}
	} else if err := s.answer(c); err != nil {
		return err
	}
	g.effectStale()
	if s.events != nil { // nil after every Step and Apply: not written (its write barrier's check) for nothing
		s.events = nil
	}
	s.quiet = true
	s.advance(answered)
	s.quiet = false
	return nil
}

// Result implements engine.Game.
func (g *Game) Result() (engine.Result, bool) {
	s := g.s
	if !s.Over {
		return engine.Result{}, false
	}
	team := s.Players[s.Winner].Team
	var winners []engine.Seat
	for i := range s.Players {
		if s.Players[i].Team == team {
			winners = append(winners, s.Players[i].Seat)
		}
	}
	return engine.Result{Winners: winners, Team: team, Reason: s.Reason}, true
}

// Seats implements engine.Game: the players of the game, in seat order
// (ONR: the Corp at seat 0 and the Runner at seat 1, each its own team).
func (g *Game) Seats() []engine.SeatInfo {
	out := make([]engine.SeatInfo, len(g.s.Players))
	for i, p := range g.s.Players {
		out[i] = engine.SeatInfo{Seat: p.Seat, Role: p.Role.String(), Team: p.Team}
	}
	return out
}

// Turn implements engine.TurnCounter: the number of turns begun, counting
// each player's turn.
func (g *Game) Turn() int { return int(g.s.Turn) }

// Clone implements engine.Game with a deep copy.
// The game and its state are one allocation.
func (g *Game) Clone() engine.Game {
	b := new(struct {
		g Game
		s State
	})
	g.s.cloneTo(&b.s)
	b.g.s = &b.s
	return &b.g
}

// clone returns a deep copy of s.
func (s *State) clone() *State {
	n := new(State)
	s.cloneTo(n)
	return n
}

// cloneTo makes n a deep copy of s.
func (s *State) cloneTo(n *State) {
	*n = *s
	n.Core = s.Core.Clone()
	n.Cards = slices.Clone(s.Cards)
	n.Forts = slices.Clone(s.Forts)
	n.Players = slices.Clone(s.Players)
	n.cloneLists() // the card lists of forts, zones and the run, and the active cards (clone.go)
	// The lists of the forts' cards are made again when asked (fortwalk.go).
	n.fortWalk, n.fortWalkOK = nil, false
	clear(n.fortWalkOf[:])
	for i := range n.Players {
		p := &n.Players[i]
		p.Virus = slices.Clone(p.Virus)
		p.TagsBy, p.Hist.RunsOn = slices.Clone(p.TagsBy), slices.Clone(p.Hist.RunsOn)
		p.Game.RunsOn = slices.Clone(p.Game.RunsOn)
	}
	n.Run.Log = slices.Clone(s.Run.Log)
	n.events, n.evRoom = nil, nil
	n.accessedRoom, n.upgradesRoom, n.runsOnRoom = nil, nil, nil // its original's (accessroom.go, run.go countRunOn)
	n.runOpts = keptRunOptions{}                                 // its original's room (runoptions.go)
	n.fortArena, n.fortRoom = nil, nil                           // its original's (zones.go growFortList)
	// The clone's own scratch buffer and room for the options it asks, in
	// one allocation, disjoint (scratch grows out of it when it must); the
	// handle index shared up to its length, since it is only appended to
	// (kernel.Handles.Clone: the clone's first Renew moves it).
	room := make([]engine.Option, scratchRoom+8)
	n.scratch, n.optRoom = room[:0:scratchRoom], room[scratchRoom:scratchRoom]
	for i := range n.Pending { // the clone's own copy: s reuses its room once they are answered
		n.Pending[i].Options = n.keepOptions(n.Pending[i].Options)
	}
	n.Handles = s.Handles.Clone()
}

// MarshalBinary implements engine.Game: the state as JSON, with the rules
// and card definitions the game is played under (State.Rules).
func (g *Game) MarshalBinary() ([]byte, error) {
	g.s.Rules = g.s.rules()
	return json.Marshal(g.s)
}

// Load restores a game saved with MarshalBinary, or with AppendBinary in
// the compact encoding. Every card is named by
// its id; the save must have been made under the same rules version and the
// same definitions of the cards it uses (State.Rules), else Load fails with
// an error naming what differs. Other cards may have been added or changed
// since.
func Load(b []byte) (*Game, error) {
	if bytes.HasPrefix(b, binaryMagic) {
		return LoadBinary(b) // the compact encoding (binary.go)
	}
	var s State
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("onr: load: %w", err)
	}
	// A state saved before windows recorded their frames: bound as the
	// compact encoding binds them.
	if err := s.BindWindows(isWindowFrame); err != nil {
		return nil, fmt.Errorf("onr: load: %w", err)
	}
	v, err := lookupVariant(s.Variant)
	if err != nil {
		return nil, fmt.Errorf("onr: load: %w", err)
	}
	s.v = v
	if err := s.resolve(); err != nil {
		return nil, fmt.Errorf("onr: load: %w", err)
	}
	return &Game{s: &s}, nil
}

// resolve links every card instance to the definition of its id and checks
// that the state was made under the rules of this build (State.Rules).
func (s *State) resolve() error {
	if err := s.resolveDefs(); err != nil {
		return err
	}
	return s.Rules.Compare(s.rules())
}

// resolveDefs links every card instance to the definition of its id.
func (s *State) resolveDefs() error {
	var unknown []string
	for i := 1; i < len(s.Cards); i++ {
		k := &s.Cards[i]
		if k.def() == nil {
			unknown = append(unknown, fmt.Sprintf("card %d %q", i, k.ID))
		}
	}
	if len(unknown) > 0 {
		return fmt.Errorf("not defined in this build: %s", strings.Join(unknown, ", "))
	}
	return nil
}

// Options are the named rules options of ONR, for points where the sources
// disagree or are silent (see ARCHITECTURE.md, "Rules decisions").
type Options struct {
	// MinDeck is the minimum deck size of both sides (ONR-3.1, R001; OPEN 2).
	MinDeck int32 `json:"minDeck"`
	// AgendaRoundDown rounds the Corp's agenda-point minimum down instead of
	// up for deck sizes that are not a multiple of 5 (ONR-3.2, OPEN 3).
	AgendaRoundDown bool `json:"agendaRoundDown,omitempty"`
	// FastPass skips a player's priority window whenever passing is the
	// only legal option, even where that tells the opponent something
	// hidden (that no face-down card can be rezzed now). For simulations
	// that measure outcomes only; off by default, and refused by package
	// agent (Game.HiddenGrounds).
	FastPass bool `json:"fastPass,omitempty"`
}

// DefaultOptions returns the options used when a setup names none.
func DefaultOptions() Options { return Options{MinDeck: 45} }

// ParseOptions reads named options ("min-deck", "agenda-rounding",
// "autopass") over the defaults.
func ParseOptions(m map[string]string) (Options, error) {
	o := DefaultOptions()
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		v := m[k]
		switch k {
		case "min-deck":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				return o, fmt.Errorf("option min-deck=%q: want a positive whole number", v)
			}
			o.MinDeck = int32(n)
		case "agenda-rounding":
			switch v {
			case "up":
				o.AgendaRoundDown = false
			case "down":
				o.AgendaRoundDown = true
			default:
				return o, fmt.Errorf("option agenda-rounding=%q: want up or down", v)
			}
		case "autopass":
			switch v {
			case "safe":
				o.FastPass = false
			case "fast":
				o.FastPass = true
			default:
				return o, fmt.Errorf("option autopass=%q: want safe or fast", v)
			}
		default:
			return o, fmt.Errorf("unknown ONR option %q (known: agenda-rounding, autopass, min-deck)", k)
		}
	}
	return o, nil
}

// event records a public event as plain text, worded at once, for a
// variant (State.Event): ONR's own events are messages (messages.go; say
// records events worded only when read).
func (s *State) event(typ, text string) {
	s.addEvent(engine.Plain(typ, text))
}

// addEvent records e among the events of the choice being applied. They
// are carved from s.evRoom, room for the events of many choices, so that
// most choices allocate nothing for their events.
func (s *State) addEvent(e engine.Event) {
	if s.quiet {
		return
	}
	if s.events == nil {
		if cap(s.evRoom)-len(s.evRoom) < 2 {
			s.evRoom = make([]engine.Event, 0, min(max(2*cap(s.evRoom), 4), eventRoom))
		}
		s.events = s.evRoom[len(s.evRoom):len(s.evRoom)]
	}
	s.events = append(s.events, e)
}

// eventRoom is how many events s.evRoom holds at most when it is made
// anew: twice the last one, so that a clone stepped once (a search) makes
// a small one.
const eventRoom = 64

// takeEvents returns the events of the choice applied and forgets them:
// capped at their length, so that no later event is written into them
// (the room beyond is the next choices'), however long the caller keeps
// them.
func (s *State) takeEvents() []engine.Event {
	ev := s.events
	s.events = nil
	if ev == nil {
		return nil
	}
	if cap(ev) == cap(s.evRoom)-len(s.evRoom) { // still in the room: they take their part of it
		s.evRoom = s.evRoom[:len(s.evRoom)+len(ev)]
	}
	return ev[:len(ev):len(ev)]
}

// keepOptions copies opts, usually built in a reused buffer, into
// s.optRoom, room for the options of the pending decisions, and returns the
// copy, capped at its length. The room is reused once no decision is
// pending (answer): a decision's options are the game's own until it is
// answered, which is why Pending copies them and Clone gives the clone its
// own.
func (s *State) keepOptions(opts []engine.Option) []engine.Option {
	return carve(&s.optRoom, opts)
}

// answer answers a pending decision (kernel.Core.Answer) and, when none is
// left, makes the room of the options asked free for the next questions:
// nothing of the game refers to them any more (a frame keeps the chosen
// option by value). A rejected choice changes nothing but that room, when
// no decision was pending. It is small enough to be inlined in Step and
// Apply.
func (s *State) answer(c engine.Choice) error {
	err := s.Answer(c)
	if len(s.Pending) == 0 {
		s.optRoom = s.optRoom[:0]
	}
	return err
}

// scratchRoom is the room of a clone's scratch buffer: the options of an
// action or a window, usually.
const scratchRoom = 16

// optionRoom is how many options s.optRoom holds at most when it is made
// anew (for more options, as many): twice the last one, at least 16.
const optionRoom = 256

// seatBit is seat's bit in an Event.Private mask.
func seatBit(seat engine.Seat) uint64 { return 1 << uint(seat) }

// Describe implements engine.Game: it renders option i of d for the seat
// that must answer d, naming only cards that seat can see.
func (g *Game) Describe(d engine.Decision, i int) string {
	s := g.s
	if d.Kind == engine.Number {
		return fmt.Sprintf("a number from %d to %d", d.Min, d.Max)
	}
	if i < 0 || i >= len(d.Options) {
		return "?"
	}
	o := d.Options[i]
	seat := d.Seat
	if v := s.v; v != nil && v.Describe != nil {
		if text, ok := v.Describe(s, d, o); ok {
			return text
		}
	}
	name := func(h int) string {
		c := s.byHandle(int32(h))
		if c == 0 {
			return "?"
		}
		return s.nameFor(c, seat)
	}
	var b strings.Builder
	b.WriteString(o.Verb.String())
	switch o.Verb {
	case VerbInstall:
		fmt.Fprintf(&b, " %s", name(o.Card))
		if c := s.byHandle(int32(o.Card)); c != 0 && s.Cards[c].Side == Corp {
			if o.Target == NewFort {
				b.WriteString(" in a new fort")
			} else {
				prep := " in "
				if s.isIce(s.byHandle(int32(o.Card))) {
					prep = " on "
				}
				b.WriteString(prep + s.fortName(int32(o.Target)))
			}
		} else if o.Target != 0 {
			fmt.Fprintf(&b, " in %s", name(o.Target))
		}
	case VerbRun:
		fmt.Fprintf(&b, " on %s", s.fortName(int32(o.Target)))
		if o.Card != 0 {
			fmt.Fprintf(&b, " with %s", name(o.Card)) // a dedicated run (dedicated.go)
		}
	case VerbPlay:
		fmt.Fprintf(&b, " %s", name(o.Card))
		if c := s.byHandle(int32(o.Card)); c != 0 && s.playsOnFort(c) {
			fmt.Fprintf(&b, " on %s", s.fortName(int32(o.Target)))
		} else if t := s.optionTarget(o, c); t >= 0 {
			fmt.Fprintf(&b, " on %s", s.seatName(t))
		}
	case VerbBreak:
		if o.Target == BreakAll {
			fmt.Fprintf(&b, " all subroutines with %s", name(o.Card))
			break
		}
		fmt.Fprintf(&b, " subroutine %d with %s", o.Target+1, name(o.Card))
	case VerbPump:
		c := s.byHandle(int32(o.Card))
		p := s.def(c).Abilities[o.Arg]
		fmt.Fprintf(&b, " %s: +%d strength for %d", name(o.Card), p.N, p.Cost.Bits+s.breakerUseCost(c))
	case VerbUse:
		c := s.byHandle(int32(o.Card))
		a := s.def(c).Abilities[o.Arg]
		fmt.Fprintf(&b, " %s: %s", name(o.Card), a.Label)
		if t := s.optionTarget(o, c); t >= 0 {
			fmt.Fprintf(&b, " on %s", s.seatName(t))
		}
	case VerbAccess:
		if o.Card != 0 {
			fmt.Fprintf(&b, " %s", name(o.Card))
		} else {
			fmt.Fprintf(&b, " the next card stored in %s", s.fortName(int32(o.Target)))
		}
	case VerbTrash:
		fmt.Fprintf(&b, " %s", name(o.Card))
		if o.Arg > 0 {
			fmt.Fprintf(&b, " for %d", o.Arg)
		}
	case VerbPay:
		b.WriteString(s.describePay(o, seat))
	case VerbExpose:
		b.WriteString(" " + s.describeExpose(o.Card, seat))
	case VerbPrevent:
		fmt.Fprintf(&b, " %s", name(o.Card))
		if c := s.byHandle(int32(o.Card)); c != 0 && o.Arg < len(s.def(c).Abilities) && s.def(c).Abilities[o.Arg].Label != "" {
			b.WriteString(": " + s.def(c).Abilities[o.Arg].Label)
		}
	case VerbRemoveTag:
		if o.Target > 0 {
			fmt.Fprintf(&b, " of %s", s.seatName(engine.Seat(o.Target-1)))
		}
	case VerbDone, VerbJackOut:
		if o.Arg > 0 {
			fmt.Fprintf(&b, " (pay %d)", o.Arg)
		}
	case VerbResolve:
		if o.Card != 0 {
			fmt.Fprintf(&b, " %s", name(o.Card))
		} else if o.Target > 0 {
			fmt.Fprintf(&b, " the effects of %s first", s.seatName(engine.Seat(o.Target-1))) // FrameTogether
		}
	case VerbHold:
		fmt.Fprintf(&b, " %s on %s", name(o.Card), name(o.Target))
	case VerbMoveIce:
		fmt.Fprintf(&b, " %s to position %d of %s (outermost first)", name(o.Card), o.Arg+1, s.fortName(int32(o.Target)))
	case VerbChooseFort:
		b.WriteString(" " + s.fortName(int32(o.Target)))
	case VerbChooseVirus:
		b.WriteString(" " + s.describeVirusPlace(o.Arg, seat)) // virusdouble.go
	case VerbLift:
		if i := s.liftable(seat, o.Arg); i >= 0 {
			fmt.Fprintf(&b, " %s for %d", s.liftText(s.Lasting[i], seat), s.Lasting[i].Price)
		}
	default:
		if o.Card != 0 {
			fmt.Fprintf(&b, " %s", name(o.Card))
		} else if o.Verb == VerbChoose {
			fmt.Fprintf(&b, " %s", s.fortName(int32(o.Target))) // a fort (chosenfort.go)
		}
	}
	return b.String()
}
