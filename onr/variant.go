package onr

import (
	"fmt"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Variants. A rule set built on ONR at a larger table (the Big Sell-Out)
// plays ONR's procedures and cards and adds rules of its own. It registers a
// Variant: the procedures it adds or changes, as hooks that ONR's
// procedures call at the few places where a variant's rules enter, each
// documented with the rule it serves. A game names its variant by name
// (State.Variant, from Table.Variant), so a saved game finds its hooks again
// on Load. A hook left nil changes nothing. Hooks are functions of the
// state: everything a variant remembers is in the state — the kernel's
// frames (RegisterFrame), lasting effects and use limits, and the player
// fields of a table.
//
// The exported methods of State in this file are the variant's API: what
// its hooks and frames may ask and do, each a thin door onto a procedure of
// ONR so that the variant's rules go through the same code as ONR's.
type Variant struct {
	// Name is the variant's name, saved in the state.
	Name string
	// Version names the version of the variant's procedures: a game's rules
	// (engine.Rules.Version) are ONR's RulesVersion and this, so that a save
	// or record made under other procedures is refused.
	Version string
	// Installable returns whether Corp seat may install card c in or on
	// fort (NewFort: a new fort), given ONR's answer ok (ONR-8.1–8.4).
	Installable func(s *State, seat engine.Seat, c, fort int32, ok bool) bool
	// Installed runs when a card has been installed: a Corp card in or on a
	// fort (by the Corp's action or a variant's procedure), a Runner card in
	// the rig.
	Installed func(s *State, c int32)
	// MemoryUsed returns the MU a Runner uses beyond his programs
	// (ONR-8.7.2).
	MemoryUsed func(s *State, seat engine.Seat) int32
	// FitMemory may take over the Runner's choice of what to trash when his
	// programs do not fit his memory (ONR-8.7.3, ONR-8.7.4), reporting
	// whether it did; f is the FrameFitMU, f.N set when the overflow came
	// from a card a Corp installed.
	FitMemory func(s *State, f *Frame) (Status, bool)
	// IceStrength returns the strength of ice c given its strength st after
	// every other modifier: a variant's modifier is factored in last
	// (ONR-11.4.3).
	IceStrength func(s *State, c int32, st int32) int32
	// RunStartSeats returns the seats, besides the run's Corp and Runner,
	// whose triggers answer the start of a run (ONR-11.1.2).
	RunStartSeats func(s *State) []engine.Seat
	// RunSeats returns the seats a run's priority windows list after the
	// Runner and the Corp of the run (ONR-18.2.1).
	RunSeats func(s *State) []engine.Seat
	// WindowOptions appends what seat may do in a priority window of kind
	// beyond ONR's; it is the only source of options for a seat that is in
	// a run's window without being the run's Runner or Corp (RunSeats).
	WindowOptions func(s *State, seat engine.Seat, kind int32, opts []engine.Option) []engine.Option
	// WindowAct carries out an option WindowOptions offered, reporting
	// whether it was the variant's and whether the seats that passed get
	// another chance (ONR-18.2.1).
	WindowAct func(s *State, seat engine.Seat, kind int32, o engine.Option) (handled, reopen bool)
	// Actions appends the actions seat may take beyond ONR's (ONR-6).
	Actions func(s *State, seat engine.Seat, opts []engine.Option) []engine.Option
	// Perform carries out an action Actions offered, once the action is
	// spent; it reports whether the option was the variant's.
	Perform func(s *State, seat engine.Seat, o engine.Option) bool
	// AfterAccess runs when the Runner has accessed the cards of the fort
	// run, stolen the agendas and paid to trash, before the run ends
	// (ONR-11.12).
	AfterAccess func(s *State)
	// Steal may take over the theft of accessed agenda c (ONR-11.12.2),
	// reporting whether it did.
	Steal func(s *State, c int32) bool
	// TurnEnd runs at the end of seat's turn, after its end-of-turn effects;
	// frames it pushes resolve before the discard (ONR-5.1.5).
	TurnEnd func(s *State, seat engine.Seat)
	// Defeat may take over the defeat of seat's team for reason (ONR-17),
	// reporting whether it did; State.Defeat defeats it after all.
	Defeat func(s *State, seat engine.Seat, reason string) bool
	// StaticApplies reports whether a static ability of card src with
	// modifier mod applies to card c; without it, every static applies as
	// its card says (for instance "all agendas").
	StaticApplies func(s *State, src, c int32, mod kernel.ModKind) bool
	// Points returns the agenda points seat's team gains of n it scored or
	// stole (ONR-10.5, ONR-11.12.3).
	Points func(s *State, seat engine.Seat, n int32) int32
	// Describe renders an option of the variant's for the seat deciding,
	// reporting whether it did.
	Describe func(s *State, d engine.Decision, o engine.Option) (string, bool)
	// Check verifies the variant's invariants.
	Check func(s *State) error
}

var (
	variantsMu sync.RWMutex
	variants   = map[string]*Variant{}
)

// RegisterVariant makes v available to tables (Table.Variant) and to the
// games saved under it. Call it from an init function; it panics on a
// duplicate name.
func RegisterVariant(v *Variant) {
	variantsMu.Lock()
	defer variantsMu.Unlock()
	if _, dup := variants[v.Name]; dup || v.Name == "" {
		panic(fmt.Sprintf("onr: variant %q registered twice or unnamed", v.Name))
	}
	variants[v.Name] = v
}

// lookupVariant returns the variant registered as name ("" for none).
func lookupVariant(name string) (*Variant, error) {
	if name == "" {
		return nil, nil
	}
	variantsMu.RLock()
	defer variantsMu.RUnlock()
	v, ok := variants[name]
	if !ok {
		return nil, fmt.Errorf("onr: the variant %q is not registered in this build", name)
	}
	return v, nil
}

// RegisterFrame registers the step function of a variant's frame kind k,
// named name in errors. Variants use kinds from FirstVariantFrame on; the
// kind is saved in states, so it never changes. Call it from an init
// function.
func RegisterFrame(k kernel.FrameKind, name string, step func(*State, *Frame) Status) {
	if k < FirstVariantFrame {
		panic(fmt.Sprintf("onr: a variant's frame kind %d is below %d", k, FirstVariantFrame))
	}
	machine.Register(k, name, step)
}

// DefineProgram registers a program of a variant's rules, run by its
// frames or as a delayed trigger (kernel.Lasting.Ref); name must not clash
// with another program's. Call it from an init function.
func DefineProgram(name string, ops ...Op) kernel.Ref { return builtin(name, ops...) }

// The variant's API.

// VariantData returns what the variant derived from its options and set
// with SetVariantData, or nil (after Load, until the variant sets it
// again). A clone shares it: it must never change once set.
func (s *State) VariantData() any { return s.vdata }

// SetVariantData records what the variant derived from its options
// (State.VariantOptions), so that its hooks need not derive it again.
func (s *State) SetVariantData(d any) { s.vdata = d }

// Event records a public event worded at once: for what no message says
// (Say records one worded only when read).
func (s *State) Event(typ, text string) { s.event(typ, text) }

// EventPrivate records an event whose Secret only the seats in mask read,
// worded at once (SayTo records one worded only when read).
func (s *State) EventPrivate(typ, public, secret string, mask uint64) {
	s.addEvent(engine.PlainSecret(typ, public, secret, mask))
}

// Say records the public event of message m (NewMsg) with operands args,
// worded only when read: card, fort and text operands are CardArg,
// NameArg, FortArg and Word, seats and amounts themselves.
func (s *State) Say(m Msg, args ...int32) { s.say(m, args...) }

// SayTo records the event of message m whose secret wording only the seats
// of mask read.
func (s *State) SayTo(mask uint64, m Msg, args ...int32) { s.sayTo(mask, m, args...) }

// CardArg is card c as an operand of a message ({i:card}): named.
func (s *State) CardArg(c int32) int32 { return s.cardArg(c) }

// NameArg is card c as an operand of a message ({i:card}) as seat may know
// it now: named, or described without its name.
func (s *State) NameArg(c int32, seat engine.Seat) int32 { return s.nameArg(c, seat) }

// FortArg is fort i as an operand of a message ({i:fort}), named as it is now.
func (s *State) FortArg(i int32) int32 { return s.fortArg(i) }

// Word is text of the rules or of card data as an operand of a message
// ({i:word}); never a text a player wrote.
func Word(text string) int32 { return word(text) }

// SeatBit is seat's bit in an engine.Event.Private mask.
func SeatBit(seat engine.Seat) uint64 { return seatBit(seat) }

// SeatName names seat for people ("Sponsor 2").
func (s *State) SeatName(seat engine.Seat) string { return s.seatName(seat) }

// FortName names fort i for people.
func (s *State) FortName(i int32) string { return s.fortName(i) }

// Handle returns the public handle of card c, as options name it.
func (s *State) Handle(c int32) int { return s.h(c) }

// CardByHandle returns the card with public handle h, or 0.
func (s *State) CardByHandle(h int) int32 { return s.byHandle(int32(h)) }

// Def returns the definition of card c.
func (s *State) Def(c int32) *Def { return s.def(c) }

// Controller returns the seat that controls card c.
func (s *State) Controller(c int32) engine.Seat { return s.controller(c) }

// NameFor names card c for seat, or describes it without naming it.
func (s *State) NameFor(c int32, seat engine.Seat) string { return s.nameFor(c, seat) }

// Visible reports whether seat may know the identity of card c.
func (s *State) Visible(c int32, seat engine.Seat) bool { return s.visible(c, seat) }

// RezCost returns the rez cost of card c (ONR-9.1).
func (s *State) RezCost(c int32) int32 { return s.rezCost(c) }

// InstallCost returns the install cost of Runner card c (ONR-8.7.1).
func (s *State) InstallCost(c int32) int32 { return intOr(s.def(c).card.InstallCost, 0) }

// Payable returns the bits seat can pay now, counting payment abilities
// (ONR-18.3.7).
func (s *State) Payable(seat engine.Seat) int32 { return s.payable(seat, 0) }

// PayFirst is the start of a payment of n bits by seat inside frame f: if
// the pool is short and payment abilities could cover it, it pushes the
// payment frame and reports true; the step runs again once it is done
// (ONR-18.3.7). Then pay with PayBits.
func (s *State) PayFirst(f *Frame, seat engine.Seat, n int32) bool {
	return s.payFirst(f, seat, n, 0, 0)
}

// PayBits takes n bits from seat's pool to the bank.
func (s *State) PayBits(seat engine.Seat, n int32) { s.payBits(seat, 0, n) }

// GainBits moves n bits from the bank to seat's pool (ONR-2.1.1).
func (s *State) GainBits(seat engine.Seat, n int32) { s.gain(seat, n) }

// MU returns Runner seat's available memory units (ONR-8.7.2).
func (s *State) MU(seat engine.Seat) int32 { return s.mu(seat) }

// ProgramMU returns the MU Runner seat's programs use, without what a
// variant adds (MemoryUsed).
func (s *State) ProgramMU(seat engine.Seat) int32 { return s.programMU(seat) }

// MUUsed returns the MU Runner seat uses.
func (s *State) MUUsed(seat engine.Seat) int32 { return s.muUsed(seat) }

// IsType reports whether card c has printed type t.
func (s *State) IsType(c int32, t carddb.Type) bool { return s.isType(c, t) }

// Trash sends card c to its owner's discard pile (ONR-2.2.3).
func (s *State) Trash(c int32) { s.trash(c) }

// Move takes card c out of its place and puts it in zone of seat (a stored
// zone, or ZoneRig).
func (s *State) Move(c int32, seat engine.Seat, zone Zone, front bool) { s.move(c, seat, zone, front) }

// RemoveFromGame takes card c out of the game, face down (unseen).
func (s *State) RemoveFromGame(c int32) {
	s.detach(c)
	s.Cards[c].Zone, s.Cards[c].FaceUp = ZoneRemoved, false
	s.touch()
}

// AgendaPoints returns the printed agenda points of card c (ONR-10.7).
func (s *State) AgendaPoints(c int32) int32 { return s.agendaPoints(c) }

// Rez turns card c face up and active; the controller pays its rez cost
// unless free (ONR-9.1).
func (s *State) Rez(c int32, free bool) { s.rez(c, free) }

// Derez turns card c face down (ONR-9.8).
func (s *State) Derez(c int32) { s.derez(c) }

// InstallCorpCard installs Corp card c of seat in or on fort (NewFort: a
// new one) without an action or a cost, as ONR's install does: an agenda
// or node trashes the agenda or node already in a subsidiary fort
// (ONR-8.3.3), ice goes outermost (ONR-8.2.4). It returns the fort.
func (s *State) InstallCorpCard(seat engine.Seat, c, fort int32) int32 {
	return s.installCorp(seat, c, fort)
}

// TakeProgram moves installed program c, with the programs a daemon hosts
// (and those that the daemons it hosts host, at any depth), into Runner
// seat's rig; he trashes programs if they do not fit his memory
// (ONR-8.7.3). A hosted program always sits in its host's rig (checkCard).
func (s *State) TakeProgram(c int32, seat engine.Seat) {
	from := s.controller(c)
	for _, x := range append([]int32{c}, s.hostedUnder(c)...) {
		host := s.Cards[x].Host
		s.note(x)       // it leaves the rig by hand below, not by detach
		s.setHost(x, 0) // move would trash the hosted programs of a daemon leaving play
		s.Cards[x].Zone = ZoneNone
		*s.P(from).zone(ZoneRig) = removeID(s.P(from).Rig, x)
		s.Cards[x].At = seat
		s.place(x, ZoneRig, false)
		s.setHost(x, host)
	}
	s.fitMemory()
}

// GiveTags gives Runner seat n tags from source src, owned by owner, after
// his chance to avoid them (ONR-13.5).
func (s *State) GiveTags(seat engine.Seat, n, src int32, owner engine.Seat) {
	s.giveTags(seat, n, src, owner)
}

// TagsOwned returns the tags of Runner seat that owner owns.
func (s *State) TagsOwned(seat, owner engine.Seat) int32 {
	p := s.P(seat)
	if int(owner) < len(p.TagsBy) {
		return p.TagsBy[owner]
	}
	return 0
}

// MoveTag makes one tag of Runner seat owned by from owned by to.
func (s *State) MoveTag(seat, from, to engine.Seat) {
	s.removeTag(seat, from)
	s.addTags(seat, to, 1)
}

// RemoveTag removes one tag of Runner seat owned by owner.
func (s *State) RemoveTag(seat, owner engine.Seat) { s.removeTag(seat, owner) }

// GainPoints gives seat's team n agenda points, after the variant's Points
// hook.
func (s *State) GainPoints(seat engine.Seat, n int32) int32 { return s.gainPoints(seat, n) }

// TeamPoints returns the pooled agenda points of team.
func (s *State) TeamPoints(team int) int32 { return s.teamPoints(team) }

// Defeat defeats seat's team for reason, without asking the Defeat hook
// (table.go defeat).
func (s *State) Defeat(seat engine.Seat, reason string) { s.defeatNow(seat, reason) }

// CheckPoints ends the game if a team has won on agenda points (ONR-17.1).
func (s *State) CheckPoints() { s.checkPoints() }

// FortsOf returns the existing forts of Corp seat.
func (s *State) FortsOf(seat engine.Seat) []int32 {
	var out []int32
	for fi := range s.fortsOf(seat) {
		out = append(out, fi)
	}
	return out
}

// CurrentIce returns the ice the run is dealing with, or 0.
func (s *State) CurrentIce() int32 { return s.currentIce() }

// EndRun ends the run in progress unsuccessfully (ONR-11.6.2).
func (s *State) EndRun() { s.endRun() }

// IceStrengthOf returns the current strength of ice c (ONR-11.4.3).
func (s *State) IceStrengthOf(c int32) int32 { return s.iceStrength(c) }

// EmitOccurrence applies occurrence o: lasting effects and use limits count
// it, and the delayed triggers it fires are pushed.
func (s *State) EmitOccurrence(o kernel.Occurrence) { s.emit(o) }

// WindowKind returns the kind of the innermost priority window open now
// (Win…), or 0.
func (s *State) WindowKind() int32 {
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		if s.Frames()[i].Kind == FrameWindow {
			return s.Frames()[i].N
		}
	}
	return 0
}

// ShuffleDeck shuffles seat's deck (R&D or the stack) as every shuffle of
// a deck is done (shuffleDeck): each card placed anew, with a new handle,
// and what any seat knew of a card there forgotten, its place being lost.
func (s *State) ShuffleDeck(seat engine.Seat) { s.shuffleDeck(seat) }

// Shuffle shuffles list with the game's seeded RNG.
func (s *State) Shuffle(list []int32) {
	s.RNG.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
}

// Draw draws n cards for seat (ONR-6.1.1, ONR-6.2.1).
func (s *State) Draw(seat engine.Seat, n int32) { s.draw(seat, n) }
