package onr

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Def is the behaviour of one ONR card, keyed by its printed title: the
// card's abilities in printed order, each built from the shared vocabulary
// of this package (ops, conditions, modifiers, occurrences). The printed
// numbers (costs, strength, MU, trash cost, difficulty, points) and keywords
// come from the card data. A typical card is a line or two:
//
//	onr.Define(onr.Def{Title: "Laser Wire", Abilities: []onr.Ability{
//		onr.Sub(onr.NetDamage(1)), onr.Sub(onr.EndRun()),
//	}})
//
// A card may add vocabulary (an op, a condition, an occurrence, a modifier),
// never a field of the game state or a hook inside a rules procedure: the
// rules code names no card.
type Def struct {
	Title     string
	Abilities []Ability

	// What the engine's loops ask most, next to each other: copied from
	// card, to spare them a load.
	typ     carddb.Type // card.Type
	kind    printedType // typ as a number (printedTypeOf)
	rezCost int32       // card.RezCost, 0 if none

	card        *carddb.Card
	cid         CardID       // card.ID
	subs        []int16      // indexes of the subroutines, in printed order
	subRefs     []kernel.Ref // the subroutines as programs, shared: never changed
	activated   []int16      // indexes of the activated abilities
	actWhen     Timing       // the moments of its activated abilities together (the union of their When): a loop asking for moment w skips the card when actWhen&w is 0
	onEvents    uint64       // the occurrences its trigger abilities answer: bit e for On e below 64, every bit when one is 64 or more (masks.go)
	staticMods  modMask      // the modifiers (Mod) of its static abilities (masks.go)
	payment     bool         // it has a payment ability (payment.go)
	statics     bool         // it has static abilities
	asProgram   int32        // the MU it uses installed as a program (its ModAgendaAsProgram static; agendaprogram.go), 0 if none
	rigMU       int32        // the MU it uses in the rig (programMUOf): asProgram if not 0, else its printed MU
	muPlain     bool         // installed, the MU it gives depends on nothing but its being there: no ModBaseMU static, its ModMU statics unconditional, of fixed amounts, working while active or installed (rigMemory)
	triggered   bool         // it has trigger abilities
	targetRoles []uint8      // by ability: 1 + the role of the target its text names as played or used, 0 if none (targets.go)
	playAt      int16        // 1 + the index of its first KindPlay ability, 0 if none (playAbility)
	prevents    bool         // it has a prevention played from the hand (playsToPrevent)
	double      bool         // its printed keywords have Double (KeywordDouble; playActionsOf)
	printed     uint8        // its printed keywords among printedKeywords: bit k for printedKeyword k (printedHas)
	hand        handFacts    // what the action options ask of it in the hand (handfacts.go)
}

// printedHas reports whether the card's printed keyword line has keyword
// k: what d.card.HasKeyword(printedKeywords[k]) answers, read from a bit
// Define set.
func (d *Def) printedHas(k printedKeyword) bool { return d.printed&(1<<k) != 0 }

// Card returns the printed data of the card.
func (d *Def) Card() *carddb.Card { return d.card }

// HasStrength reports whether the card has a printed strength: a number, or
// a symbol such as AI Boon's "*" (a base of 0 plus what its text adds).
func (d *Def) HasStrength() bool { return d.card.Strength != nil || d.card.Variable["strength"] != "" }

// ID returns the card's id in the card data.
func (d *Def) ID() string { return d.card.ID }

// CardID returns the card's id as a CardID.
func (d *Def) CardID() CardID { return d.cid }

// Fingerprint returns a digest of the definition: it changes whenever the
// card's behaviour as defined here changes (see fingerprint.go).
func (d *Def) Fingerprint() string { return prints.Of(d.cid) }

// Ability is one piece of card text. Its Kind says which of the slots below
// it uses; every slot is a value, so a definition is plain data that can be
// compared and fingerprinted.
type Ability struct {
	Kind  Kind
	Label string // short text for people, e.g. "Draw two cards"

	When  Timing           // KindActivated: the moments it may be used
	On    kernel.EventType // KindTrigger, KindPrevent: the occurrence it answers
	Or    kernel.EventType // KindPrevent: a second occurrence it also answers, under the same use limit ("Net or brain damage")
	Where Presence         // where the card must be for it to work
	If    Cond             // a condition it needs ("play only if …", "use only if …")
	Once  Limit            // a use limit ("once per run", "up to one per turn")
	Cost  Cost             // paid before the effect (ONR-7.1); KindStatic ModInstallCost: the additional cost

	Effect Program // what it does

	Mod     kernel.ModKind // KindStatic: the value it changes
	N       int32          // its number: the bits of a break or pump cost are in Cost; strength, MU, link, amount prevented, bits gained…
	X       Count          // N is multiplied by this count of the state, when set ("X is …", "for every …")
	Per     int32          // with X: N for every Per of the count
	Fort    Central        // the central fort it concerns (ExtraAccess, a virus, a trigger on runs)
	Keyword string         // KindBreak: the ice keyword it breaks ("" for any); ModKeyword: the ice type it becomes
	Until   kernel.EventType
	Use     Use    // restricted bits, a dedicated action
	Filter  Filter // which cards it applies to or protects
}

// Cost is what an ability or action costs. All of it is paid before the
// effect resolves (ONR-7.1).
type Cost struct {
	Actions int32
	Bits    int32
	Trash   bool  // trash this card
	Points  int32 // agenda points (ONR-2.4.3)
	Take    int32 // take bits stored on the card (e.g. Corporate Coup)
	// Counters removes that many of the card's own counters (card-counters:
	// "Remap counter: end a run").
	Counters int32
	// Adv removes that many advancement counters from the card ("Regional
	// AI Advancement counter: gain an action").
	Adv int32
}

// Limit is a use limit: at most N uses (or, for a prevention, N prevented)
// until an occurrence of Per. The zero Limit is no limit.
type Limit struct {
	Per kernel.EventType
	N   int32
	// Shared: the uses of every ability of the card with a Shared limit
	// count together against one N (prevent-variants: "prevents up to 2
	// Net and/or brain damage total each turn"; activated abilities: "you
	// may take only one action to use this card" each turn).
	Shared bool
}

// sharedLimit is the ability index under which the uses of Shared limits
// are counted (kernel.Use).
const sharedLimit int16 = -1

// useKey returns the ability index under which the uses of ability i, with
// limit l, are counted.
func (l Limit) useKey(i int) int16 {
	if l.Shared {
		return sharedLimit
	}
	return int16(i)
}

// Limits of card text.
var (
	// OncePerRun: "once during each run" (usable only during a run).
	OncePerRun = Limit{Per: EvRunEnds, N: 1}
	// OncePerTurn: "once each turn"; "each turn" counts every turn, either
	// player's (R326, R359).
	OncePerTurn = Limit{Per: EvTurnStart, N: 1}
)

// PerTurn is "up to N each turn".
func PerTurn(n int32) Limit { return Limit{Per: EvTurnStart, N: n} }

// Filter says which cards an ability applies to: every card, or those of
// the listed types, not the ability's own card when Others is set, those
// on the ability's own fort when SameFort is set, those with any of the
// listed Keywords (current keywords, ONR-16.4.3) when it names some,
// those with none of the keywords listed in Without ("but not for noisy
// icebreakers"), those hosted on the ability's own card when Hosted is set
// (restricted.go).
type Filter struct {
	Types    []carddb.Type
	Others   bool
	SameFort bool
	Keywords []string
	Without  []string
	Hosted   bool
}

// matches reports whether card c passes the filter's types and keywords
// (target-filters).
func (fl *Filter) matches(s *State, c int32) bool {
	if len(fl.Types) > 0 && !slices.Contains(fl.Types, s.def(c).typ) {
		return false
	}
	if len(fl.Keywords) > 0 && !slices.ContainsFunc(fl.Keywords, func(k string) bool { return s.hasKeyword(c, k) }) {
		return false
	}
	return len(fl.Without) == 0 || !slices.ContainsFunc(fl.Without, func(k string) bool { return s.hasKeyword(c, k) })
}

// Program is a sequence of ops, resolved in printed order (ONR-7.3).
type Program []Op

// Op is one instruction of card text (see kernel.Op). Ops are values: a
// struct with the op's parameters, or OpFunc of a named function.
type Op = kernel.Op[*State]

// OpFunc adapts a named function to an Op, for the rare card that needs
// its own code. It must be a named function, not a closure, so that the
// card's fingerprint names it.
type OpFunc = kernel.OpFunc[*State]

// Frame is an entry of the resolution stack (kernel.Frame).
type Frame = kernel.Frame

// Status is what an op or frame step tells the interpreter.
type Status = kernel.Status

// The statuses of ops and frame steps.
const (
	Next  = kernel.Next
	Wait  = kernel.Wait
	Stop  = kernel.Stop
	Again = kernel.Again
)

// Do returns a program of ops in order. An op that stands for several
// (Trace: the trace, then what a success does) is spread out, so that a
// program is a flat list and a frame resolving it is (program, position).
func Do(ops ...Op) Program {
	var p Program
	for _, o := range ops {
		if f, ok := o.(interface{ flatten() []Op }); ok {
			p = append(p, f.flatten()...)
			continue
		}
		p = append(p, o)
	}
	return p
}

// Cond is a condition of card text. Conditions are values: a struct with
// its parameters, or CondFunc of a named function.
type Cond interface {
	Holds(s *State, self int32) bool
}

// CondFunc adapts a named function to a Cond.
type CondFunc func(s *State, self int32) bool

// Holds calls fn.
func (fn CondFunc) Holds(s *State, self int32) bool { return fn(s, self) }

// holds reports whether ability a's condition holds for card self.
func (a *Ability) holds(s *State, self int32) bool { return a.If == nil || a.If.Holds(s, self) }

// publicCond is a condition that reads cards some seat may not know (the
// subroutines of an unrezzed piece of ice), with how it reads on public
// grounds: mightHold reports whether it might hold, as a seat that does
// not know those cards sees it. A window is asked of a Corp whose ability
// might be usable so (corpMightUse, window.go), so that being asked tells
// nothing of those cards.
type publicCond interface {
	Cond
	mightHold(s *State, self int32) bool
}

// mightHoldOf reads condition c on public grounds: might, whether it might
// hold, and reads, whether it reads hidden cards at all (a publicCond, or
// a conjunction holding one); a condition that does not reads as it holds.
func mightHoldOf(s *State, c Cond, self int32) (might, reads bool) {
	switch c := c.(type) {
	case nil:
		return true, false
	case publicCond:
		return c.mightHold(s, self), true
	case allOf:
		might = true
		for _, part := range c {
			m, r := mightHoldOf(s, part, self)
			might, reads = might && m, reads || r
		}
		return might, reads
	}
	return c.Holds(s, self), false
}

var (
	defs     = map[string]*Def{} // by card id
	builtins []Program           // the rules' programs, by the CardID of their Ref ("@name")
	fromHand []*Def              // cards with a prevention played from hand (prevent.go)
)

// Define registers a card definition. It panics on an unknown or duplicate
// title, or a definition that cannot be fingerprinted: definitions are
// code, and a bad one is a build error. Call it from init functions only.
func Define(d Def) *Def {
	c, ok := carddb.Lookup(d.Title)
	if !ok {
		panic(fmt.Sprintf("onr.Define: unknown card %q", d.Title))
	}
	if _, dup := defs[c.ID]; dup {
		panic(fmt.Sprintf("onr.Define: %q defined twice", d.Title))
	}
	nd := d
	nd.card = c
	nd.typ, nd.kind, nd.rezCost = c.Type, printedTypeOf(c.Type), intOr(c.RezCost, 0)
	nd.cid = CardIDOf(c.ID)
	nd.Title = c.Title
	nd.playAt, nd.prevents = 0, false
	nd.double = slices.ContainsFunc(c.Keywords, func(k string) bool { return strings.EqualFold(k, KeywordDouble) })
	nd.printed = 0
	for k, name := range printedKeywords {
		if c.HasKeyword(name) {
			nd.printed |= 1 << k
		}
	}
	for i, a := range nd.Abilities {
		if a.Kind == KindPlay && nd.playAt == 0 {
			nd.playAt = int16(i) + 1
		}
		nd.prevents = nd.prevents || (a.Kind == KindPrevent && a.Where == InHand)
		switch a.Kind {
		case KindSub:
			nd.subs = append(nd.subs, int16(i))
			nd.subRefs = append(nd.subRefs, kernel.Ref{Card: nd.cid, Ability: int16(i)})
		case KindActivated:
			nd.activated = append(nd.activated, int16(i))
			nd.actWhen |= a.When
			nd.payment = nd.payment || (a.When&Paying != 0 && a.N > a.Cost.Bits)
		case KindStatic:
			nd.statics = true
			nd.staticMods.add(a.Mod)
			if a.Mod == ModAgendaAsProgram {
				nd.asProgram = a.N
			}
		case KindTrigger:
			nd.triggered = true
			nd.onEvents |= eventBit(a.On)
		}
	}
	nd.muPlain = !slices.ContainsFunc(nd.Abilities, func(a Ability) bool {
		return a.Kind == KindStatic && (a.Mod == ModBaseMU ||
			a.Mod == ModMU && (a.If != nil || a.X != 0 || (a.Where != Active && a.Where != Installed)))
	})
	nd.rigMU = nd.asProgram
	if nd.rigMU <= 0 {
		nd.rigMU = intOr(c.MU, 0)
	}
	side := Corp
	if c.Side == carddb.Runner {
		side = Runner
	}
	for _, a := range nd.Abilities {
		var r uint8
		if a.Kind == KindPlay || a.Kind == KindActivated {
			if role, ok := targetRole(side, a.Effect); ok {
				r = uint8(role) + 1
			}
		}
		nd.targetRoles = append(nd.targetRoles, r)
	}
	nd.makeHandFacts()
	if _, err := prints.Define(nd.cid, nd.fingerprintParts()...); err != nil {
		panic(fmt.Sprintf("onr.Define: %s: %v", d.Title, err))
	}
	defs[c.ID] = &nd
	setDef(c.ID, &nd)
	defsGen++ // cached encodings of rules are stale (binary.go)
	if nd.playsToPrevent() {
		fromHand = append(fromHand, &nd)
	}
	return &nd
}

// builtin registers a program of the rules themselves, run by the frames
// that need it; it returns its Ref.
func builtin(name string, ops ...Op) kernel.Ref {
	r := kernel.Builtin(name)
	if int(r.Card) < len(builtins) && builtins[r.Card] != nil {
		panic("onr: builtin program defined twice: " + name)
	}
	setBuiltin(r, Do(ops...))
	return r
}

// setBuiltin makes p the program of builtin r (nil: none). Only builtin
// and the test hooks call it.
func setBuiltin(r kernel.Ref, p Program) {
	for int(r.Card) >= len(builtins) {
		builtins = append(builtins, nil)
	}
	builtins[r.Card] = p
}

// program returns the ops of the program ref names: two indexes by its
// interned id, into the definitions of cards and the rules' programs.
func program(ref kernel.Ref) []Op {
	if d := defOf(ref.Card); d != nil {
		if int(ref.Ability) >= len(d.Abilities) {
			return nil
		}
		return d.Abilities[ref.Ability].Effect
	}
	if int(ref.Card) < len(builtins) {
		return builtins[ref.Card]
	}
	return nil
}

// Lookup returns the definition of an implemented card by any spelling of
// its title.
func Lookup(title string) (*Def, bool) {
	d, ok := defs[carddb.Slug(title)]
	return d, ok
}

// Implemented returns the titles of every implemented card, sorted.
func Implemented() []string {
	out := make([]string, 0, len(defs))
	for _, d := range defs {
		out = append(out, d.Title)
	}
	sort.Strings(out)
	return out
}

// has reports whether d has abilities of the kind activeWith lists by k.
func (d *Def) has(k activeKind) bool {
	switch k {
	case withStatics:
		return d.statics
	case withActivated:
		return len(d.activated) > 0
	case withTriggers:
		return d.triggered
	case withPayment:
		return d.payment
	}
	return false
}

// def returns the definition of card instance c.
func (s *State) def(c int32) *Def { return defOf(s.Cards[c].ID) }

// ref returns the Ref of ability i of card c.
func (s *State) ref(c int32, i int) kernel.Ref {
	return kernel.Ref{Card: s.Cards[c].ID, Ability: int16(i)}
}

func intOr(p *int, dflt int32) int32 {
	if p == nil {
		return dflt
	}
	return int32(*p)
}

// StaticN adds up the N of the card's own static abilities with modifier
// mod that are plain numbers: the card's MU (ModMU), a daemon's capacity
// (ModHosts), as printed.
func (d *Def) StaticN(mod kernel.ModKind) int32 {
	var n int32
	for i := range d.Abilities {
		if a := &d.Abilities[i]; a.Kind == KindStatic && a.Mod == mod && a.X == 0 && a.Where == Active {
			n += a.N
		}
	}
	return n
}

// IsVirus reports whether the card is a virus program that gives the Corp
// counters (KindVirus).
func (d *Def) IsVirus() bool {
	for i := range d.Abilities {
		if d.Abilities[i].Kind == KindVirus {
			return true
		}
	}
	return false
}

// TitleOf returns the title of the card with id, or id itself if no card
// is defined with it.
func TitleOf(id string) string {
	if d := defs[id]; d != nil {
		return d.Title
	}
	return id
}
