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

// NSGName is the name under which the NSG-shaped toy game is registered.
const NSGName = "nsg-toy"

const (
	nsgFormat        = 1
	nsgMinSeats      = 2
	nsgMaxSeats      = 4
	nsgDefaultSeats  = 2
	nsgDefaultTarget = 6
	nsgDefaultTurns  = 16
	nsgClicks        = 3 // clicks gained as a turn begins
	nsgStartCredits  = 3
	nsgNodeHP        = 2
	nsgAttackDamage  = 2
	nsgInvestCost    = 3 // credits for a point, in a paid-ability window
	nsgSecretMax     = 3 // a seat's secret is 1 to nsgSecretMax
)

func init() { engine.Register(NSGToy{}) }

// NSGToy is the engine.Ruleset of the NSG-shaped toy game, a spike that runs
// NSG Netrunner's timing core on the kernel (../shared/docs/nsg-timing.md):
// checkpoints after every instruction and every cost payment, occurrences
// buffered until the checkpoint, lingering effects that expire there,
// reaction, interrupt and paid-ability windows, an imminent instruction
// changed by a replacement effect and an interrupt, targets announced
// before an instruction and checked again as it resolves, an additional
// cost that may be declined and a cost that asks. Its zero value is ready
// to use; importing this package registers it as "nsg-toy".
//
// The rules:
//
//   - Seats "p0" … "p3" (option "seats", 2 to 4, default 2), each its own
//     team; a seeded draw picks the first active seat, then turns go round.
//     Each seat starts with 3 credits, and is dealt a secret, a number
//     from 1 to 3 that it alone sees (its View) and that no rule reads:
//     the one hidden element, there so that a test can deal the other
//     seats' secrets again and see the same questions asked
//     (TestNSGAsksOnlyOnPublicGrounds). Everything else is public.
//   - A turn: the active seat gains 3 clicks ("turn begins"); then, while
//     it has clicks, a paid-ability window (every seat from the active one,
//     kernel.Succession) and an action; then "turn ends", its clicks lost.
//     The game is a draw after the last turn (option "turns", default 16,
//     counting every seat's turns); a seat with the target number of points
//     (option "target", default 6) at a checkpoint wins, several at once
//     draw.
//   - Actions, each costing a click: gain 1 credit; install a bank (2
//     credits), a spy (1) or a wall (0), the install cost paid as the
//     install instruction starts, and ignored by a seat with no node; attack: deal 2 damage to target node of
//     another seat; shield: target node of yours takes 1 damage less the next
//     time it would take damage, until your next turn begins; score:
//     additional cost, trash one of your nodes (which may be declined,
//     stopping the action), gain 2 points; or end the turn.
//   - A paid ability of every seat, in paid-ability windows: invest, 3
//     credits: gain 1 point. A paid interrupt, in the interrupt window of
//     damage to one of the seat's nodes: sell, trash one of your nodes (the
//     cost asks which): gain 1 credit.
//   - Nodes have 2 hit points; a node with none left is trashed and its
//     attacker scores a point. A bank: when its controller's turn begins,
//     gain 1 credit (mandatory). A spy: whenever another seat installs a
//     node or is paid by a bank, you may gain 1 credit (optional). A wall:
//     interrupt, when it would take damage, you may pay 1 credit to prevent
//     1 of it (optional).
//
// The timing, on the kernel: an action is a paid ability (CR 9.5.7): its
// cost is paid (kernel.Costs.PayStep) and followed by a checkpoint (the
// registry's Paid hook), then its program runs, one instruction per op,
// each followed by a checkpoint (the Machine's AfterOp hook). Occurrences
// wait in kernel.Core.Occurred; the checkpoint drains them, makes the
// instances of active abilities pending (kernel.Queued with controller,
// optional flag and occurrence), ends expired shields (kernel.Core.Checkpoint) and
// opens a reaction window (kernel.PendingWindow, kernel.OnePassEach, active
// seat first) over them, nested in whatever is resolving. The attack
// announces its target (kernel.Target), becomes imminent with its expected
// damage as data (kernel.Frame.Would), which shields replace
// (kernel.Core.Replace) before the interrupt window opens with the walls'
// instances pending; at resolution the target is checked again.
//
// Left out, as a toy: hidden information beyond the secrets; static and delayed conditional
// abilities; mandatory interrupts; interrupt windows on instructions other
// than damage (nothing else can be interrupted here); reaction windows
// closed early when the timing structure that opened them ends (CR
// 9.2.8f); and the action window lets the active seat end its turn.
type NSGToy struct{}

// Name returns "nsg-toy".
func (NSGToy) Name() string { return NSGName }

// nsgSetup reads the options of s.
func nsgSetup(s engine.Setup) (seats, target, turns int, err error) {
	seats, target, turns = nsgDefaultSeats, nsgDefaultTarget, nsgDefaultTurns
	for i, d := range s.Decks {
		if d != "" {
			return 0, 0, 0, fmt.Errorf("nsg-toy: deck %d: the game takes no decks", i)
		}
	}
	for k, v := range s.Options {
		n, err := strconv.Atoi(v)
		switch {
		case k != "seats" && k != "target" && k != "turns":
			return 0, 0, 0, fmt.Errorf("nsg-toy: unknown option %q", k)
		case k == "seats" && (err != nil || n < nsgMinSeats || n > nsgMaxSeats):
			return 0, 0, 0, fmt.Errorf("nsg-toy: option seats: want %d to %d, got %q", nsgMinSeats, nsgMaxSeats, v)
		case err != nil || n < 1:
			return 0, 0, 0, fmt.Errorf("nsg-toy: option %s: want a positive integer, got %q", k, v)
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
		return 0, 0, 0, fmt.Errorf("nsg-toy: %d decks for %d seats", len(s.Decks), seats)
	}
	return seats, target, turns, nil
}

// Layout implements engine.SeatLayout.
func (NSGToy) Layout(s engine.Setup) ([]engine.SeatInfo, error) {
	n, _, _, err := nsgSetup(s)
	if err != nil {
		return nil, err
	}
	return swiftSeats(n, false), nil
}

// New starts a game.
func (NSGToy) New(s engine.Setup) (engine.Game, error) {
	n, target, turns, err := nsgSetup(s)
	if err != nil {
		return nil, err
	}
	g := &nsgGame{st: nsgState{
		Format: nsgFormat, Target: int32(target), Turns: turns, Turn: 1,
		Credits: make([]int32, n), Clicks: make([]int32, n), Points: make([]int32, n),
		Winner: engine.NoSeat,
	}}
	st := &g.st
	for i := range st.Credits {
		st.Credits[i] = nsgStartCredits
	}
	st.RNG = engine.NewRNG(s.Seed)
	st.Active = engine.Seat(st.RNG.IntN(n))
	// The secrets come from a generator of their own, so that the game's
	// is drawn from as it was before they existed.
	deal := engine.NewRNG(s.Seed ^ 0x5ec7e75)
	st.Secrets = make([]int32, n)
	for i := range st.Secrets {
		st.Secrets[i] = int32(deal.IntN(nsgSecretMax)) + 1
	}
	st.advance(false)
	st.events = nil
	return g, nil
}

// Load restores a game saved with MarshalBinary.
func (NSGToy) Load(b []byte) (engine.Game, error) {
	var g nsgGame
	if err := json.Unmarshal(b, &g.st); err != nil {
		return nil, fmt.Errorf("nsg-toy: load: %w", err)
	}
	if g.st.Format != nsgFormat {
		return nil, fmt.Errorf("nsg-toy: load: unknown format %d", g.st.Format)
	}
	if err := g.Check(); err != nil {
		return nil, fmt.Errorf("nsg-toy: load: %w", err)
	}
	return &g, nil
}

// The frame kinds, fixed values (they are saved).
const (
	// nsgFrameProgram runs a program (kernel.Machine.ProgramKind): Seat its
	// controller, Src its source node (0 for the rules). For the op under
	// way, Step is its own step, M the cost part it is paying (PayStep),
	// List its targets and Would its expected effect while imminent.
	nsgFrameProgram kernel.FrameKind = 1
	// nsgFrameTurn is the turn of seat Seat, at the bottom of the stack;
	// Step is one of the nsgTurn steps.
	nsgFrameTurn kernel.FrameKind = 2
	// nsgFrameUse is seat Seat using paid ability N (an nsgAbility; T: the
	// node kind to install): Step 0 pays its cost from part M, Step 1
	// starts its program.
	nsgFrameUse kernel.FrameKind = 3
	// The windows' frames (kernel.PendingWindow): a reaction window, an
	// interrupt window, a paid-ability window.
	nsgFrameReaction  kernel.FrameKind = 4
	nsgFrameInterrupt kernel.FrameKind = 5
	nsgFramePAW       kernel.FrameKind = 6
)

// The steps of a turn frame.
const (
	nsgTurnBegin int32 = 0 // the turn begins: gain clicks
	nsgTurnPAW   int32 = 1 // a paid-ability window before an action, if clicks remain
	nsgTurnAct   int32 = 2 // the action window
	nsgTurnEnd   int32 = 3 // the turn ends
	nsgTurnOver  int32 = 4 // the next turn
)

// nsgAbility names a paid ability (an action or sell), fixed values.
type nsgAbility int32

const (
	nsgAbGain    nsgAbility = 1
	nsgAbInstall nsgAbility = 2
	nsgAbAttack  nsgAbility = 3
	nsgAbShield  nsgAbility = 4
	nsgAbScore   nsgAbility = 5
	nsgAbSell    nsgAbility = 6
	nsgAbInvest  nsgAbility = 7
)

// nsgKind is a kind of node, fixed values.
type nsgKind int32

const (
	nsgBank nsgKind = 1
	nsgSpy  nsgKind = 2
	nsgWall nsgKind = 3
)

var nsgKindNames = map[nsgKind]string{nsgBank: "bank", nsgSpy: "spy", nsgWall: "wall"}

// nsgInstallCost is each kind's install cost in credits.
var nsgInstallCost = map[nsgKind]int32{nsgBank: 2, nsgSpy: 1, nsgWall: 0}

// The occurrences (kernel.EventType), fixed values.
const (
	nsgEvTurnBegin kernel.EventType = 1 // Seat's turn begins
	nsgEvTurnEnd   kernel.EventType = 2 // Seat's turn ends
	nsgEvInstall   kernel.EventType = 3 // Seat installs node Obj
	nsgEvBankPaid  kernel.EventType = 4 // bank Obj pays Seat
	nsgEvDamage    kernel.EventType = 5 // Seat deals N damage to node Obj; also an attack's expected effect
	nsgEvTrash     kernel.EventType = 6 // node Obj of Seat is trashed
)

// nsgModShield: node Obj takes N damage less the next time it would take
// damage (kernel.ModKind).
const nsgModShield kernel.ModKind = 1

// The cost kinds (kernel.CostKind).
const (
	nsgCostClicks  kernel.CostKind = 1
	nsgCostCredits kernel.CostKind = 2
	nsgCostTrash   kernel.CostKind = 3 // trash one of your nodes, asked which
)

// Option verbs.
var (
	nsgAct     = engine.NewVerb("act")      // an action: Arg the nsgAbility, Target the node kind
	nsgEndTurn = engine.NewVerb("end")      // end the turn
	nsgPass    = engine.NewVerb("pass")     // in a window
	nsgTrigger = engine.NewVerb("trigger")  // a pending instance: Card its node
	nsgSell    = engine.NewVerb("sell")     // the paid interrupt
	nsgInvest  = engine.NewVerb("invest")   // the paid ability
	nsgTarget  = engine.NewVerb("target")   // a target: Card the node
	nsgDone    = engine.NewVerb("done")     // no more targets
	nsgPayAdd  = engine.NewVerb("pay-cost") // pay the additional cost
	nsgDecline = engine.NewVerb("decline")  // decline it
	nsgTrash   = engine.NewVerb("trash")    // the node a cost trashes: Card
)

// The programs, builtin (the rules) or of a node kind (its ability).
var (
	nsgBeginRef  = kernel.Builtin("begin")
	nsgEndRef    = kernel.Builtin("end")
	nsgGainRef   = kernel.Builtin("gain")
	nsgAttackRef = kernel.Builtin("attack")
	nsgShieldRef = kernel.Builtin("shield")
	nsgScoreRef  = kernel.Builtin("score")
	nsgInvestRef = kernel.Builtin("invest")
	nsgBankRef   = kernel.Ref{Card: kernel.CardIDOf("bank")}
	nsgSpyRef    = kernel.Ref{Card: kernel.CardIDOf("spy")}
	nsgWallRef   = kernel.Ref{Card: kernel.CardIDOf("wall")}
)

func nsgInstallRef(k nsgKind) kernel.Ref { return kernel.Builtin("install-" + nsgKindNames[k]) }

var nsgPrograms = func() map[kernel.Ref][]kernel.Op[*nsgState] {
	p := map[kernel.Ref][]kernel.Op[*nsgState]{
		nsgBeginRef:  {nsgBegin{}},
		nsgEndRef:    {nsgEnd{}},
		nsgGainRef:   {nsgGain{}},
		nsgAttackRef: {nsgAttack{}},
		nsgShieldRef: {nsgShield{}},
		nsgScoreRef:  {nsgScore{}},
		nsgInvestRef: {nsgPoint{}},
		nsgBankRef:   {nsgBankPay{}},
		nsgSpyRef:    {nsgGain{}},
		nsgWallRef:   {nsgWallPrevent{}},
	}
	for k := range nsgKindNames {
		p[nsgInstallRef(k)] = []kernel.Op[*nsgState]{nsgInstall{k}}
	}
	return p
}()

// nsgMachine and the game's windows and costs, built in init since their
// functions use them.
var (
	nsgMachine   *kernel.Machine[*nsgState]
	nsgCosts     kernel.Costs[*nsgState]
	nsgReaction  kernel.PendingWindow[*nsgState]
	nsgInterrupt kernel.PendingWindow[*nsgState]
	nsgPAW       kernel.PendingWindow[*nsgState]
)

func init() {
	nsgMachine = &kernel.Machine[*nsgState]{
		Idle:        func(s *nsgState) { s.Push(kernel.Frame{Kind: nsgFrameTurn, Seat: s.Active}) },
		Program:     func(r kernel.Ref) []kernel.Op[*nsgState] { return nsgPrograms[r] },
		ProgramKind: nsgFrameProgram,
		AfterOp:     (*nsgState).checkpoint, // CR 10.3.5
	}
	trigger := func(s *nsgState, q kernel.Queued) { nsgMachine.PushProgram(s, q.Ref, q.Seat, q.Src) }
	option := func(s *nsgState, q kernel.Queued) engine.Option { return engine.Option{Card: int(q.Src)} }
	pass := engine.Option{Verb: nsgPass}
	nsgReaction = kernel.PendingWindow[*nsgState]{
		Kind: nsgFrameReaction, Prompt: "Trigger a pending ability, or pass", Rule: "CR 9.2.8",
		Trigger: nsgTrigger, Option: option, Pass: pass, Run: trigger, AutoPass: true,
		Active: func(s *nsgState, q kernel.Queued) bool { return s.node(q.Src) != nil }, // CR 9.6.10
	}
	// Sell is a paid interrupt, relevant to damage to one of its seat's
	// nodes (CR 9.9.3): only the target's controller may use it.
	sell := func(s *nsgState, _ *kernel.Frame, seat engine.Seat) []engine.Option {
		im := s.Imminent()
		if im == nil || s.node(im.Would.Obj) == nil || s.node(im.Would.Obj).Owner != seat {
			return nil
		}
		return []engine.Option{{Verb: nsgSell}}
	}
	invest := func(s *nsgState, _ *kernel.Frame, seat engine.Seat) []engine.Option {
		if s.Credits[seat] < nsgInvestCost {
			return nil
		}
		return []engine.Option{{Verb: nsgInvest}}
	}
	use := func(s *nsgState, seat engine.Seat, o engine.Option) {
		ab := nsgAbSell
		if o.Verb == nsgInvest {
			ab = nsgAbInvest
		}
		s.Push(kernel.Frame{Kind: nsgFrameUse, Seat: seat, N: int32(ab)})
	}
	nsgInterrupt = kernel.PendingWindow[*nsgState]{
		Kind: nsgFrameInterrupt, Prompt: "Interrupt the imminent damage, or pass", Rule: "CR 9.2.9",
		Trigger: nsgTrigger, Option: option, Pass: pass, Run: trigger, Extra: sell, Use: use, AutoPass: true,
		// A wall's interrupt stays pending while it is relevant: it is the
		// imminent damage's target and some damage is still expected (CR
		// 9.9.4c).
		Active: func(s *nsgState, q kernel.Queued) bool {
			im := s.Imminent()
			return s.node(q.Src) != nil && im != nil && im.Would.Obj == q.Src && im.Would.N > 0
		},
	}
	nsgPAW = kernel.PendingWindow[*nsgState]{
		Kind: nsgFramePAW, Prompt: "Use a paid ability, or pass", Rule: "CR 9.2.7",
		Option: option, Trigger: nsgTrigger, Pass: pass, Run: trigger, Extra: invest, Use: use, AutoPass: true,
	}
	nsgMachine.Register(nsgFrameTurn, "turn", (*nsgState).stepTurn)
	nsgMachine.Register(nsgFrameUse, "use", (*nsgState).stepUse)
	nsgMachine.Register(nsgFrameReaction, "reaction window", nsgReaction.Step)
	nsgMachine.Register(nsgFrameInterrupt, "interrupt window", nsgInterrupt.Step)
	nsgMachine.Register(nsgFramePAW, "paid-ability window", nsgPAW.Step)

	pool := func(name string, p func(*nsgState) []int32) kernel.CostHandler[*nsgState] {
		return kernel.CostHandler[*nsgState]{Name: name,
			CanPay: func(s *nsgState, seat engine.Seat, _ int32, n int32) bool { return n <= p(s)[seat] },
			Pay:    func(s *nsgState, seat engine.Seat, _ int32, n int32) { p(s)[seat] -= n }}
	}
	nsgCosts.Register(nsgCostClicks, pool("clicks", func(s *nsgState) []int32 { return s.Clicks }))
	nsgCosts.Register(nsgCostCredits, pool("credits", func(s *nsgState) []int32 { return s.Credits }))
	nsgCosts.Register(nsgCostTrash, kernel.CostHandler[*nsgState]{Name: "nodes trashed",
		CanPay: func(s *nsgState, seat engine.Seat, _ int32, n int32) bool { return int(n) <= s.nodesOf(seat) },
		Step:   (*nsgState).payTrash,
	})
	// A checkpoint follows every payment, even of 0 (CR 1.16.3, 1.16.3a,
	// 10.3.4).
	nsgCosts.Paid = func(s *nsgState, seat engine.Seat, _ int32, cost []kernel.CostPart) {
		s.event(seat, "pay", fmt.Sprintf("%s pays %s", nsgRole(seat), nsgCosts.Label(cost)))
		s.checkpoint()
	}
}

// nsgNode is an installed node.
type nsgNode struct {
	ID    int32       `json:"id"`
	Owner engine.Seat `json:"owner"`
	Kind  nsgKind     `json:"kind"`
	HP    int32       `json:"hp"`
}

// nsgState is the whole state of a game; it is what MarshalBinary saves.
type nsgState struct {
	kernel.Core
	Format  int         `json:"format"`
	Target  int32       `json:"target"`
	Turns   int         `json:"turns"`
	Turn    int         `json:"turn"`
	Active  engine.Seat `json:"active"`
	Credits []int32     `json:"credits"`
	Clicks  []int32     `json:"clicks"`
	Points  []int32     `json:"points"`
	Nodes   []nsgNode   `json:"nodes,omitempty"` // in install order
	Secrets []int32     `json:"secrets"`         // hidden: each seat sees its own; no rule reads them
	NextObj int32       `json:"next_obj"`
	Winner  engine.Seat `json:"winner"` // NoSeat unless one seat won
	// Conceded is the seat that conceded, plus 1; 0 if none did (concede.go).
	Conceded int `json:"conceded,omitempty"`

	events []engine.Event // of the choice being applied; not saved
}

type nsgGame struct {
	st nsgState
	// last is the effect of the last choice, lastOK whether it is known
	// (engine.Effecter); not part of the state.
	last   engine.Effect
	lastOK bool
}

func nsgRole(s engine.Seat) string { return "p" + strconv.Itoa(int(s)) }

func (s *nsgState) seats() int { return len(s.Credits) }

func (s *nsgState) event(seat engine.Seat, typ, text string) {
	e := engine.Plain(typ, text)
	if seat != engine.NoSeat {
		e = e.WithSeat(seat)
	}
	s.events = append(s.events, e)
}

// node returns node id, or nil if it is not installed.
func (s *nsgState) node(id int32) *nsgNode {
	for i := range s.Nodes {
		if s.Nodes[i].ID == id {
			return &s.Nodes[i]
		}
	}
	return nil
}

func (s *nsgState) nodesOf(seat engine.Seat) int {
	n := 0
	for _, x := range s.Nodes {
		if x.Owner == seat {
			n++
		}
	}
	return n
}

func (s *nsgState) nodeName(id int32) string {
	if x := s.node(id); x != nil {
		return fmt.Sprintf("%s's %s #%d", nsgRole(x.Owner), nsgKindNames[x.Kind], id)
	}
	return fmt.Sprintf("#%d", id)
}

// order returns every seat in turn order from the active one: the order
// of priority in every window (active player first, CR 9.2.7, 9.2.8b).
func (s *nsgState) order() []engine.Seat {
	out := make([]engine.Seat, s.seats())
	for i := range out {
		out[i] = engine.Seat((int(s.Active) + i) % s.seats())
	}
	return out
}

// advance runs the machine until a decision is pending or the game is
// over; a game over drops whatever was resolving.
func (s *nsgState) advance(answered bool) {
	nsgMachine.Advance(s, answered)
	if s.Over {
		s.Stack, s.Windows, s.Occurred = kernel.Stack{}, nil, nil
	}
}

// trash removes node id: a new object if it ever came back, so its
// lasting effects end (CR 1.12.1); the trash is an occurrence.
func (s *nsgState) trash(id int32) {
	x := s.node(id)
	s.Occur(kernel.Occurrence{Type: nsgEvTrash, Seat: x.Owner, Obj: id})
	s.event(x.Owner, "trash", s.nodeName(id)+" is trashed")
	s.Nodes = slices.DeleteFunc(s.Nodes, func(n nsgNode) bool { return n.ID == id })
	s.Forget(id)
}

// checkpoint is the checkpoint (CR 10.3.1), after every instruction and
// every payment: (a) the active abilities look at the occurrences since
// the last checkpoint, one pending instance each; (b) expired lingering
// effects end, at the first checkpoint after the occurrence that ends
// them, in the order they were made (kernel.Core.Checkpoint); (c) a seat
// at the target wins. Then, if anything became
// pending, a reaction window opens at once, nested in whatever is
// resolving (10.3.2).
func (s *nsgState) checkpoint() {
	if s.Over {
		return
	}
	occ := s.Drain()
	s.event(engine.NoSeat, "checkpoint", "checkpoint")
	var q []kernel.Queued
	for _, o := range occ {
		q = s.triggers(q, o)
	}
	// The toy makes no delayed conditional abilities, so nothing fires at
	// step a here; the expired shields go at step b, in the order they
	// were made.
	_, expired := s.Checkpoint(occ)
	for _, l := range expired {
		s.event(engine.NoSeat, "expire", fmt.Sprintf("the shield on %s expires", s.nodeName(l.Obj)))
	}
	var won []engine.Seat
	for seat, p := range s.Points {
		if p >= s.Target {
			won = append(won, engine.Seat(seat))
		}
	}
	if len(won) > 0 {
		s.Over = true
		if len(won) == 1 {
			s.Winner = won[0]
			s.event(won[0], "win", fmt.Sprintf("%s wins with %d points", nsgRole(won[0]), s.Points[won[0]]))
		} else {
			s.event(engine.NoSeat, "draw", fmt.Sprintf("%d seats reach %d points at once: a draw", len(won), s.Target))
		}
		return
	}
	if len(q) > 0 {
		s.event(engine.NoSeat, "reaction", fmt.Sprintf("a reaction window opens with %d pending", len(q)))
		nsgReaction.Open(s, kernel.NewWindow(kernel.OnePassEach, s.order()...), kernel.Frame{}, q)
	}
}

// triggers appends to q the pending instances occurrence o makes, of the
// abilities active now (installed nodes, CR 9.6.5b), in install order.
func (s *nsgState) triggers(q []kernel.Queued, o kernel.Occurrence) []kernel.Queued {
	for _, x := range s.Nodes {
		switch {
		case x.Kind == nsgBank && o.Type == nsgEvTurnBegin && o.Seat == x.Owner:
			q = append(q, kernel.Queued{Src: x.ID, Ref: nsgBankRef, Seat: x.Owner, Occ: o})
		case x.Kind == nsgSpy && (o.Type == nsgEvInstall || o.Type == nsgEvBankPaid) && o.Seat != x.Owner:
			q = append(q, kernel.Queued{Src: x.ID, Ref: nsgSpyRef, Seat: x.Owner, Optional: true, Occ: o})
		}
	}
	return q
}

// shields returns the nodes with a shield.
func (s *nsgState) shields() []int32 {
	var out []int32
	for _, l := range s.Lasting {
		if l.Mod == nsgModShield {
			out = append(out, l.Obj)
		}
	}
	return out
}

// stepTurn runs the turn of f.Seat.
func (s *nsgState) stepTurn(f *kernel.Frame) kernel.Status {
	a := f.Seat
	switch f.Step {
	case nsgTurnBegin:
		s.event(a, "turn", fmt.Sprintf("turn %d: %s", s.Turn, nsgRole(a)))
		f.Step = nsgTurnPAW
		nsgMachine.PushProgram(s, nsgBeginRef, a, 0)
	case nsgTurnPAW:
		if s.Clicks[a] == 0 {
			f.Step = nsgTurnEnd
			return kernel.Next
		}
		f.Step = nsgTurnAct
		nsgPAW.Open(s, kernel.NewWindow(kernel.Succession, s.order()...), kernel.Frame{}, nil)
	case nsgTurnAct:
		if !f.Answered {
			return s.Ask(a, "Take an action", "CR 9.2.6", s.actions(a))
		}
		o := take(f)
		if o.Verb == nsgEndTurn {
			s.event(a, "end", nsgRole(a)+" ends the turn")
			f.Step = nsgTurnEnd
			return kernel.Next
		}
		f.Step = nsgTurnPAW
		s.Push(kernel.Frame{Kind: nsgFrameUse, Seat: a, N: int32(o.Arg), T: int32(o.Target)})
	case nsgTurnEnd:
		f.Step = nsgTurnOver
		nsgMachine.PushProgram(s, nsgEndRef, a, 0)
	default:
		s.Pop()
		if s.Turn >= s.Turns {
			s.Over = true
			s.event(engine.NoSeat, "limit", fmt.Sprintf("turn %d was the last: the game is a draw", s.Turn))
			return kernel.Next
		}
		s.Turn++
		s.Active = (s.Active + 1) % engine.Seat(s.seats())
	}
	return kernel.Next
}

// actions returns the actions seat may take: each costs a click.
func (s *nsgState) actions(seat engine.Seat) []engine.Option {
	act := func(ab nsgAbility, k nsgKind) engine.Option {
		return engine.Option{Verb: nsgAct, Arg: int(ab), Target: int(k)}
	}
	opts := []engine.Option{act(nsgAbGain, 0)}
	for _, k := range []nsgKind{nsgBank, nsgSpy, nsgWall} {
		if s.Credits[seat] >= nsgInstallCost[k] || s.nodesOf(seat) == 0 {
			opts = append(opts, act(nsgAbInstall, k))
		}
	}
	if len(s.Nodes) > s.nodesOf(seat) {
		opts = append(opts, act(nsgAbAttack, 0))
	}
	if s.nodesOf(seat) > 0 {
		opts = append(opts, act(nsgAbShield, 0))
	}
	return append(opts, act(nsgAbScore, 0), engine.Option{Verb: nsgEndTurn})
}

// abilityCost is the trigger cost of paid ability ab.
func abilityCost(ab nsgAbility) []kernel.CostPart {
	switch ab {
	case nsgAbSell:
		return []kernel.CostPart{{Kind: nsgCostTrash, N: 1}}
	case nsgAbInvest:
		return []kernel.CostPart{{Kind: nsgCostCredits, N: nsgInvestCost}}
	}
	return []kernel.CostPart{{Kind: nsgCostClicks, N: 1}}
}

// abilityProgram is the program of paid ability ab (k: the node kind an
// install installs).
func abilityProgram(ab nsgAbility, k nsgKind) kernel.Ref {
	switch ab {
	case nsgAbInstall:
		return nsgInstallRef(k)
	case nsgAbAttack:
		return nsgAttackRef
	case nsgAbShield:
		return nsgShieldRef
	case nsgAbScore:
		return nsgScoreRef
	case nsgAbInvest:
		return nsgInvestRef
	}
	return nsgGainRef
}

// stepUse uses paid ability f.N of f.Seat (CR 9.5.7): the trigger cost is
// paid, then a checkpoint (Paid), whose reaction window resolves above
// this frame before the first instruction (CR 5.2.2c); then the program
// replaces this frame.
func (s *nsgState) stepUse(f *kernel.Frame) kernel.Status {
	i := len(s.Frames()) - 1
	if f.Step == 0 {
		if st := nsgCosts.PayStep(s, f, &f.M, f.Seat, 0, abilityCost(nsgAbility(f.N))); st == kernel.Wait {
			return kernel.Wait
		}
		s.Frames()[i].Step = 1 // the checkpoint may have pushed a window: f may have moved
		return kernel.Next
	}
	seat, ref := f.Seat, abilityProgram(nsgAbility(f.N), nsgKind(f.T))
	s.Pop()
	nsgMachine.PushProgram(s, ref, seat, 0)
	return kernel.Next
}

// payTrash is the step of the cost "trash one of your nodes": it asks
// which (a cost that asks, CR 1.16.1), and trashes it.
func (s *nsgState) payTrash(f *kernel.Frame, seat engine.Seat, _ int32, n int32) kernel.Status {
	if n == 0 {
		return kernel.Next
	}
	if !f.Answered {
		var opts []engine.Option
		for _, x := range s.Nodes {
			if x.Owner == seat {
				opts = append(opts, engine.Option{Verb: nsgTrash, Card: int(x.ID)})
			}
		}
		return s.Ask(seat, "Trash one of your nodes to pay the cost", "CR 1.16.1", opts)
	}
	o := take(f)
	s.trash(int32(o.Card))
	return kernel.Next
}

// nsgBegin: the turn formally begins, with its clicks (CR 5.7.1a, d).
type nsgBegin struct{}

func (nsgBegin) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	s.Clicks[f.Seat] = nsgClicks
	s.Occur(kernel.Occurrence{Type: nsgEvTurnBegin, Seat: f.Seat})
	s.event(f.Seat, "begin", fmt.Sprintf("%s's turn begins with %d clicks", nsgRole(f.Seat), nsgClicks))
	return kernel.Next
}

// nsgEnd: the turn formally ends; unspent clicks are lost (CR 5.7.2c, d).
type nsgEnd struct{}

func (nsgEnd) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	s.Clicks[f.Seat] = 0
	s.Occur(kernel.Occurrence{Type: nsgEvTurnEnd, Seat: f.Seat})
	s.event(f.Seat, "ends", nsgRole(f.Seat)+"'s turn ends")
	return kernel.Next
}

// nsgGain: gain 1 credit.
type nsgGain struct{}

func (nsgGain) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	s.Credits[f.Seat]++
	s.event(f.Seat, "gain", fmt.Sprintf("%s gains 1 credit", nsgRole(f.Seat)))
	return kernel.Next
}

// nsgPoint: gain 1 point.
type nsgPoint struct{}

func (nsgPoint) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	s.Points[f.Seat]++
	s.event(f.Seat, "point", fmt.Sprintf("%s scores a point, %d in all", nsgRole(f.Seat), s.Points[f.Seat]))
	return kernel.Next
}

// nsgBankPay: a bank pays its controller 1 credit.
type nsgBankPay struct{}

func (nsgBankPay) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	s.Credits[f.Seat]++
	s.Occur(kernel.Occurrence{Type: nsgEvBankPaid, Seat: f.Seat, Obj: f.Src})
	s.event(f.Seat, "bank", fmt.Sprintf("%s pays %s 1 credit", s.nodeName(f.Src), nsgRole(f.Seat)))
	return kernel.Next
}

// nsgInstall installs a node of kind k (CR 8.5.16): the install cost is
// paid, even 0, then a checkpoint (8.5.16d), then the node is installed.
type nsgInstall struct{ k nsgKind }

func (o nsgInstall) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	i, depth := len(s.Frames())-1, len(s.Frames())
	if f.Step == 0 {
		cost := []kernel.CostPart{{Kind: nsgCostCredits, N: nsgInstallCost[o.k]}}
		if s.nodesOf(f.Seat) == 0 {
			// An ignored cost is still paid, as 0, with its checkpoint
			// (CR 1.16.5c, 1.16.1d, 1.16.3a).
			cost[0].N = 0
			s.event(f.Seat, "ignore", fmt.Sprintf("%s has no node: it ignores the install cost", nsgRole(f.Seat)))
		}
		if !nsgCosts.CanPay(s, f.Seat, 0, cost) {
			s.event(f.Seat, "fail", fmt.Sprintf("%s cannot pay to install a %s", nsgRole(f.Seat), nsgKindNames[o.k]))
			return kernel.Next
		}
		f.Step = 1
		nsgCosts.PayStep(s, f, &f.M, f.Seat, 0, cost)
		if s.Over {
			return kernel.Stop
		}
		if len(s.Frames()) > depth {
			return kernel.Again // the cost checkpoint's reaction window first
		}
	}
	f = &s.Frames()[i]
	f.Step, f.M = 0, 0
	s.NextObj++
	id := s.NextObj
	s.Nodes = append(s.Nodes, nsgNode{ID: id, Owner: f.Seat, Kind: o.k, HP: nsgNodeHP})
	s.Occur(kernel.Occurrence{Type: nsgEvInstall, Seat: f.Seat, Obj: id})
	s.event(f.Seat, "install", fmt.Sprintf("%s installs %s", nsgRole(f.Seat), s.nodeName(id)))
	return kernel.Next
}

// nsgAttackTarget: target node of another seat, chosen by the attacker.
var nsgAttackTarget = kernel.Target[*nsgState]{
	Min: 1, Max: 1,
	Candidates: func(s *nsgState, _ *kernel.Frame) []int32 { return nodeIDs(s) },
	Valid: func(s *nsgState, f *kernel.Frame, id int32) bool {
		x := s.node(id)
		return x != nil && x.Owner != f.Seat
	},
	Option: func(s *nsgState, id int32) engine.Option { return engine.Option{Verb: nsgTarget, Card: int(id)} },
	Done:   engine.Option{Verb: nsgDone},
	Prompt: "Target a node of another seat", Rule: "CR 1.15.2",
}

// nsgShieldTarget: target node of yours.
var nsgShieldTarget = kernel.Target[*nsgState]{
	Min: 1, Max: 1,
	Candidates: func(s *nsgState, _ *kernel.Frame) []int32 { return nodeIDs(s) },
	Valid: func(s *nsgState, f *kernel.Frame, id int32) bool {
		x := s.node(id)
		return x != nil && x.Owner == f.Seat
	},
	Option: func(s *nsgState, id int32) engine.Option { return engine.Option{Verb: nsgTarget, Card: int(id)} },
	Done:   engine.Option{Verb: nsgDone},
	Prompt: "Target a node of yours", Rule: "CR 1.15.2",
}

func nodeIDs(s *nsgState) []int32 {
	out := make([]int32, len(s.Nodes))
	for i, x := range s.Nodes {
		out[i] = x.ID
	}
	return out
}

// nsgAttack: deal 2 damage to target node of another seat. Its target is
// announced, then it is imminent: its expected effect (Would) is computed,
// shields replace part of it, the target's wall becomes pending if still
// relevant, and an interrupt window opens (CR 9.9.4). As it resolves, its
// target is checked again (1.15.3) and what is left of the damage, clamped
// at 0 (9.9.7d), is dealt.
type nsgAttack struct{}

func (nsgAttack) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	if f.Step == 0 {
		if st := nsgAttackTarget.Announce(s, f); st == kernel.Wait {
			return kernel.Wait
		}
		if len(s.List(f)) == 0 {
			s.event(f.Seat, "fail", "no node to target")
			return kernel.Next
		}
		f.Step = 1
		target := s.List(f)[0]
		f.Would = kernel.Expected{Type: nsgEvDamage, Seat: int16(f.Seat), Obj: target, N: nsgAttackDamage}
		s.event(f.Seat, "imminent", fmt.Sprintf("%s targets %s: %d damage is imminent", nsgRole(f.Seat), s.nodeName(target), nsgAttackDamage))
		s.Replace(&f.Would, func(l *kernel.Lasting, w *kernel.Expected) (bool, bool) {
			if l.Mod != nsgModShield || l.Obj != w.Obj || w.N <= 0 {
				return false, false
			}
			w.N -= l.N
			s.event(l.Seat, "replace", fmt.Sprintf("the shield on %s replaces it: %d damage expected", s.nodeName(l.Obj), w.N))
			return true, true
		})
		var q []kernel.Queued
		if x := s.node(f.Would.Obj); x.Kind == nsgWall && f.Would.N > 0 {
			q = append(q, kernel.Queued{Src: x.ID, Ref: nsgWallRef, Seat: x.Owner, Optional: true, Occ: f.Would.Occurrence()})
		}
		nsgInterrupt.Open(s, kernel.NewWindow(kernel.Succession, s.order()...), kernel.Frame{}, q)
		return kernel.Again
	}
	targets := nsgAttackTarget.Recheck(s, f, s.List(f))
	w := f.Would
	f.Step, f.Would = 0, kernel.Expected{}
	s.SetList(f, nil)
	if len(targets) == 0 {
		s.event(f.Seat, "fizzle", fmt.Sprintf("%s's attack fizzles: its target is gone", nsgRole(f.Seat)))
		return kernel.Next
	}
	x := s.node(targets[0])
	n := max(w.N, 0)
	x.HP -= n
	s.Occur(kernel.Occurrence{Type: nsgEvDamage, Seat: f.Seat, Obj: x.ID, N: n})
	s.event(f.Seat, "damage", fmt.Sprintf("%s deals %d damage to %s", nsgRole(f.Seat), n, s.nodeName(x.ID)))
	if x.HP <= 0 {
		s.trash(x.ID)
		s.Points[f.Seat]++
		s.event(f.Seat, "point", fmt.Sprintf("%s scores a point, %d in all", nsgRole(f.Seat), s.Points[f.Seat]))
	}
	return kernel.Next
}

// nsgWallPrevent: a wall's interrupt, pay 1 credit to prevent 1 of the
// imminent damage (a nested cost, then a checkpoint, CR 9.11.1a).
type nsgWallPrevent struct{}

func (nsgWallPrevent) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	i, depth := len(s.Frames())-1, len(s.Frames())
	if f.Step == 0 {
		cost := []kernel.CostPart{{Kind: nsgCostCredits, N: 1}}
		if !nsgCosts.CanPay(s, f.Seat, f.Src, cost) {
			s.event(f.Seat, "fail", fmt.Sprintf("%s cannot pay for %s", nsgRole(f.Seat), s.nodeName(f.Src)))
			return kernel.Next
		}
		f.Step = 1
		nsgCosts.PayStep(s, f, &f.M, f.Seat, f.Src, cost)
		if s.Over {
			return kernel.Stop
		}
		if len(s.Frames()) > depth {
			return kernel.Again
		}
	}
	f = &s.Frames()[i]
	f.Step, f.M = 0, 0
	if im := s.Imminent(); im != nil && im.Would.Obj == f.Src {
		im.Would.N--
		s.event(f.Seat, "prevent", fmt.Sprintf("%s prevents 1 damage: %d expected", s.nodeName(f.Src), im.Would.N))
	}
	return kernel.Next
}

// nsgShield: target node of yours takes 1 damage less the next time it
// would, until your next turn begins (a lingering effect, CR 9.10).
type nsgShield struct{}

func (nsgShield) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	if st := nsgShieldTarget.Announce(s, f); st == kernel.Wait {
		return kernel.Wait
	}
	targets := nsgShieldTarget.Recheck(s, f, s.List(f))
	s.SetList(f, nil)
	if len(targets) == 0 {
		s.event(f.Seat, "fail", "no node to shield")
		return kernel.Next
	}
	id := targets[0]
	s.AddLasting(kernel.Lasting{Src: id, Seat: f.Seat, Mod: nsgModShield, N: 1, Obj: id, Until: nsgEvTurnBegin, Count: 1, Mine: true})
	s.event(f.Seat, "shield", fmt.Sprintf("%s shields %s until its next turn begins", nsgRole(f.Seat), s.nodeName(id)))
	return kernel.Next
}

// nsgScore: additional cost, trash one of your nodes; gain 2 points. The
// seat decides whether to pay the additional cost, and may decline it,
// which stops the action (CR 1.16.10a); paying is a payment with its
// checkpoint before the effect (1.16.10c).
type nsgScore struct{}

func (nsgScore) Run(s *nsgState, f *kernel.Frame) kernel.Status {
	i, depth := len(s.Frames())-1, len(s.Frames())
	cost := []kernel.CostPart{{Kind: nsgCostTrash, N: 1}}
	switch f.Step {
	case 0:
		if !f.Answered {
			opts := []engine.Option{{Verb: nsgDecline}}
			if nsgCosts.CanPay(s, f.Seat, 0, cost) {
				opts = append([]engine.Option{{Verb: nsgPayAdd}}, opts...)
			}
			return s.Ask(f.Seat, "Pay the additional cost (trash one of your nodes), or decline", "CR 1.16.10", opts)
		}
		if o := take(f); o.Verb == nsgDecline {
			s.event(f.Seat, "decline", nsgRole(f.Seat)+" declines the additional cost: nothing is scored")
			return kernel.Stop
		}
		f.Step = 1
		fallthrough
	case 1:
		if st := nsgCosts.PayStep(s, f, &f.M, f.Seat, 0, cost); st == kernel.Wait {
			return kernel.Wait
		}
		s.Frames()[i].Step = 2
		if s.Over {
			return kernel.Stop
		}
		if len(s.Frames()) > depth {
			return kernel.Again
		}
	}
	f = &s.Frames()[i]
	f.Step, f.M = 0, 0
	s.Points[f.Seat] += 2
	s.event(f.Seat, "score", fmt.Sprintf("%s scores 2 points, %d in all", nsgRole(f.Seat), s.Points[f.Seat]))
	return kernel.Next
}

// Pending implements engine.Game.
func (g *nsgGame) Pending() []engine.Decision { return cloneDecisions(g.st.Pending) }

// Apply implements engine.Game.
//
// A concession ends the game (concede.go). The effect of a choice
// (engine.Effecter): Random when the RNG moved; never Revealed, for the
// only hidden values, the seats' secrets, are never shown to another seat.
func (g *nsgGame) Apply(c engine.Choice) ([]engine.Event, error) {
	st := &g.st
	if c.Concede {
		if err := engine.CheckConcession(g.Seats(), st.Over, nil, c); err != nil {
			return nil, err
		}
		st.Unwind(0)
		st.Pending = nil
		st.Over, st.Conceded = true, int(c.Seat)+1
		st.Winner = concessionWinner(g.Seats(), c.Seat, func(s engine.Seat) int { return int(st.Points[s]) })
		g.last, g.lastOK = engine.Effect{}, true
		return []engine.Event{
			engine.Plain("concede", nsgRole(c.Seat)+" concedes").WithSeat(c.Seat),
			engine.Plain("win", nsgRole(st.Winner)+" wins: concession").WithSeat(st.Winner),
		}, nil
	}
	if err := st.Answer(c); err != nil {
		return nil, err
	}
	rng, turn := st.RNG, st.Turn
	st.events = nil
	st.advance(true)
	ev := st.events
	st.events = nil
	g.last, g.lastOK = engine.Effect{Random: st.RNG != rng, NewTurn: st.Turn != turn}, true
	return ev, nil
}

// LastEffect implements engine.Effecter.
func (g *nsgGame) LastEffect() (engine.Effect, bool) { return g.last, g.lastOK }

// Result implements engine.Game.
func (g *nsgGame) Result() (engine.Result, bool) {
	switch {
	case !g.st.Over:
		return engine.Result{}, false
	case g.st.Winner == engine.NoSeat:
		return engine.Result{Team: engine.NoTeam, Reason: "draw", Draw: true}, true
	}
	reason := fmt.Sprintf("reached %d points", g.st.Target)
	if g.st.Conceded != 0 {
		reason = engine.ReasonConcession
	}
	return engine.Result{Winners: []engine.Seat{g.st.Winner}, Team: int(g.st.Winner), Reason: reason}, true
}

// nsgView is what a seat sees: everything, the game having no secrets.
type nsgView struct {
	Seat     engine.Seat `json:"seat"`
	Turn     int         `json:"turn"`
	Active   engine.Seat `json:"active"`
	Credits  []int32     `json:"credits"`
	Clicks   []int32     `json:"clicks"`
	Points   []int32     `json:"points"`
	Nodes    []nsgNode   `json:"nodes"`
	Shields  []int32     `json:"shields,omitempty"`
	Pending  []string    `json:"pending,omitempty"`
	Imminent *string     `json:"imminent,omitempty"`
	Secret   int32       `json:"secret,omitempty"` // the viewer's own secret
}

// View implements engine.Game.
func (g *nsgGame) View(seat engine.Seat) any {
	st := &g.st
	v := nsgView{Seat: seat, Turn: st.Turn, Active: st.Active, Credits: slices.Clone(st.Credits),
		Clicks: slices.Clone(st.Clicks), Points: slices.Clone(st.Points), Nodes: slices.Clone(st.Nodes), Shields: st.shields()}
	for _, d := range st.Pending {
		v.Pending = append(v.Pending, nsgRole(d.Seat))
	}
	if im := st.Imminent(); im != nil {
		t := fmt.Sprintf("%d damage to %s", im.Would.N, st.nodeName(im.Would.Obj))
		v.Imminent = &t
	}
	if seat >= 0 && int(seat) < len(st.Secrets) {
		v.Secret = st.Secrets[seat]
	}
	return v
}

// Describe implements engine.Game.
func (g *nsgGame) Describe(d engine.Decision, i int) string {
	if i < 0 || i >= len(d.Options) {
		return fmt.Sprintf("option %d", i)
	}
	o := d.Options[i]
	switch o.Verb {
	case nsgAct:
		switch nsgAbility(o.Arg) {
		case nsgAbGain:
			return "gain 1 credit"
		case nsgAbInstall:
			k := nsgKind(o.Target)
			return fmt.Sprintf("install a %s (%d credits)", nsgKindNames[k], nsgInstallCost[k])
		case nsgAbAttack:
			return "attack"
		case nsgAbShield:
			return "shield"
		case nsgAbScore:
			return "score"
		}
	case nsgEndTurn:
		return "end the turn"
	case nsgPass:
		return "pass"
	case nsgTrigger:
		return "trigger " + g.st.nodeName(int32(o.Card))
	case nsgSell:
		return "sell a node"
	case nsgInvest:
		return fmt.Sprintf("invest %d credits in a point", nsgInvestCost)
	case nsgTarget:
		return "target " + g.st.nodeName(int32(o.Card))
	case nsgDone:
		return "no more targets"
	case nsgPayAdd:
		return "pay the additional cost"
	case nsgDecline:
		return "decline"
	case nsgTrash:
		return "trash " + g.st.nodeName(int32(o.Card))
	}
	return fmt.Sprintf("%v %d", o.Verb, o.Arg)
}

// Seats implements engine.Game.
func (g *nsgGame) Seats() []engine.SeatInfo { return swiftSeats(g.st.seats(), false) }

// Turn implements engine.TurnCounter.
func (g *nsgGame) Turn() int { return g.st.Turn }

// Clone implements engine.Game.
func (g *nsgGame) Clone() engine.Game {
	c := &nsgGame{st: g.st}
	c.st.Core = g.st.Core.Clone()
	c.st.Credits = slices.Clone(g.st.Credits)
	c.st.Clicks = slices.Clone(g.st.Clicks)
	c.st.Points = slices.Clone(g.st.Points)
	c.st.Nodes = slices.Clone(g.st.Nodes)
	c.st.Secrets = slices.Clone(g.st.Secrets)
	c.st.events = nil
	return c
}

// MarshalBinary implements engine.Game.
func (g *nsgGame) MarshalBinary() ([]byte, error) {
	b, err := json.Marshal(g.st)
	if err != nil {
		return nil, fmt.Errorf("nsg-toy: marshal: %w", err)
	}
	return b, nil
}

// nsgWindowKinds are the frame kinds that own a window.
var nsgWindowKinds = []kernel.FrameKind{nsgFrameReaction, nsgFrameInterrupt, nsgFramePAW}

// Check implements engine.Game: a state that passes it is one the rules
// can reach between two choices.
func (g *nsgGame) Check() error {
	st := &g.st
	n := len(st.Credits)
	if n < nsgMinSeats || n > nsgMaxSeats || len(st.Clicks) != n || len(st.Points) != n || len(st.Secrets) != n {
		return fmt.Errorf("%d, %d, %d and %d pools for %d to %d seats", n, len(st.Clicks), len(st.Points), len(st.Secrets), nsgMinSeats, nsgMaxSeats)
	}
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	seatOK := func(s engine.Seat) bool { return s >= 0 && int(s) < n }
	if st.Target < 1 || st.Turns < 1 || st.Turn < 1 || st.Turn > st.Turns || !seatOK(st.Active) {
		bad("target %d, turn %d of %d, active %d", st.Target, st.Turn, st.Turns, st.Active)
	}
	for s := range n {
		if st.Secrets[s] < 1 || st.Secrets[s] > nsgSecretMax {
			bad("%s: secret %d", nsgRole(engine.Seat(s)), st.Secrets[s])
		}
		if st.Credits[s] < 0 || st.Clicks[s] < 0 || st.Clicks[s] > nsgClicks || st.Points[s] < 0 {
			bad("%s: %d credits, %d clicks, %d points", nsgRole(engine.Seat(s)), st.Credits[s], st.Clicks[s], st.Points[s])
		}
		if st.Points[s] >= st.Target && !(st.Over && (st.Winner == engine.NoSeat || st.Winner == engine.Seat(s))) {
			bad("%s has %d points of %d and the game goes on", nsgRole(engine.Seat(s)), st.Points[s], st.Target)
		}
	}
	ids := map[int32]bool{}
	for _, x := range st.Nodes {
		if x.ID < 1 || x.ID > st.NextObj || ids[x.ID] || !seatOK(x.Owner) || nsgKindNames[x.Kind] == "" || x.HP < 1 || x.HP > nsgNodeHP {
			bad("node %+v", x)
		}
		ids[x.ID] = true
	}
	for i, l := range st.Lasting {
		x := st.node(l.Obj)
		want := kernel.Lasting{Src: l.Obj, Seat: l.Seat, Mod: nsgModShield, N: 1, Obj: l.Obj, Until: nsgEvTurnBegin, Count: 1, Mine: true}
		if x == nil || l != want || x.Owner != l.Seat {
			bad("lasting effect %d: %+v", i, l)
		}
	}
	if len(st.Uses) > 0 || len(st.Occurred) > 0 {
		// Occurrences are drained by the checkpoint that follows each
		// instruction and payment, before anyone gets priority (CR 10.3.3).
		bad("%d use limits, %d occurrences waiting for a checkpoint", len(st.Uses), len(st.Occurred))
	}
	if st.Over {
		if len(st.Pending) > 0 || len(st.Frames()) > 0 || len(st.Windows) > 0 {
			bad("game over with %d decisions, %d frames, %d windows", len(st.Pending), len(st.Frames()), len(st.Windows))
		}
		if st.Winner != engine.NoSeat && (!seatOK(st.Winner) || (st.Points[st.Winner] < st.Target && st.Conceded == 0)) {
			bad("winner %d with %v points", st.Winner, st.Points)
		}
		return errors.Join(errs...)
	}
	if st.Winner != engine.NoSeat {
		bad("winner %d before the end", st.Winner)
	}
	st.checkStack(bad, seatOK)
	if len(st.Pending) != 1 {
		bad("%d pending decisions, want 1", len(st.Pending))
	} else if d := st.Pending[0]; d.ID < 1 || d.ID > st.NextDecision || !seatOK(d.Seat) || d.Kind != engine.Select || len(d.Options) == 0 {
		bad("decision %+v of %d issued", d, st.NextDecision)
	}
	return errors.Join(errs...)
}

// checkStack checks the resolution stack between two choices: the active
// seat's turn at the bottom, then frames of the game's kinds, one window
// per window frame, the top frame asking.
func (st *nsgState) checkStack(bad func(string, ...any), seatOK func(engine.Seat) bool) {
	if len(st.Frames()) == 0 {
		bad("no turn in progress")
		return
	}
	if t := st.Frames()[0]; t.Kind != nsgFrameTurn || t.Seat != st.Active || t.Step < nsgTurnBegin || t.Step > nsgTurnOver {
		bad("bottom frame %+v, want %s's turn", t, nsgRole(st.Active))
	}
	windows := 0
	for i, f := range st.Frames() {
		switch {
		case i > 0 && f.Kind == nsgFrameTurn, f.Kind < nsgFrameProgram || f.Kind > nsgFramePAW:
			bad("frame %d: %+v", i, f)
		case f.Kind == nsgFrameProgram && nsgPrograms[f.Ref] == nil:
			bad("frame %d runs unknown program %v", i, f.Ref)
		case f.Answered:
			bad("frame %d holds an answer", i)
		case !seatOK(f.Seat):
			bad("frame %d of seat %d", i, f.Seat)
		}
		if slices.Contains(nsgWindowKinds, f.Kind) {
			windows++
		}
		for _, q := range st.Queue(&f) {
			if !seatOK(q.Seat) || nsgPrograms[q.Ref] == nil || q.Occ.Type == 0 {
				bad("frame %d: pending instance %+v", i, q)
			}
		}
		if f.Would.Type != 0 && (f.Kind != nsgFrameProgram || f.Ref != nsgAttackRef || f.Would.Type != nsgEvDamage) {
			bad("frame %d: imminent %+v", i, f.Would)
		}
	}
	if windows != len(st.Windows) {
		bad("%d window frames, %d windows", windows, len(st.Windows))
	}
	for _, w := range st.Windows {
		if w.Closed() || len(w.Seats()) != st.seats() || w.Seats()[0] != st.Active {
			bad("window %v over %v, closed %v", w.Rule(), w.Seats(), w.Closed())
		}
	}
	if top := st.Frames()[len(st.Frames())-1]; slices.Contains(nsgWindowKinds, top.Kind) && len(st.Pending) == 1 && len(st.Windows) > 0 {
		if p := st.Window().Priority(); st.Pending[0].Seat != p {
			bad("seat %d asked in a window where %d has priority", st.Pending[0].Seat, p)
		}
	}
}
