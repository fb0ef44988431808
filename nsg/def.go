package nsg

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/nsg/carddb"
)

// Instr is one instruction of an ability (CR 1.15): its kind and amount.
type Instr struct {
	Kind InstrKind
	N    int32
	Arg  int32
}

// Ability is one ability of a card: its kind, its cost (credits; clicks for
// a click ability), and its instructions. For a breaker's ability, N is how
// many subroutines it breaks (AbBreak) or the strength it adds (AbBoost),
// Subtype the ice subtype it breaks ("" any), PerBreaker adds N for each
// installed icebreaker instead. Once limits a click ability to once a
// turn (CR 9.3.6g [rule_once_per_turn_flag]).
type Ability struct {
	Kind       AbilityKind
	Clicks     int32
	Credits    int32
	N          int32
	Subtype    string
	PerBreaker bool
	Once       bool
	Optional   bool
	// TrashAtRunEnd: using the ability trashes its card when the run ends.
	TrashAtRunEnd bool
	// TrashCost: the trigger cost also trashes the card ("[trash]:"), its
	// hosted virus counters set aside for the ability (CR 9.5.5).
	TrashCost bool
	// If is the static condition of an AbStatic ability (CR 9.3.2c).
	If StaticCond
	// Per: Credits is paid for each of these (CR 1.16.2b), counted as the
	// cost is paid.
	Per CostPer
	// FirstEachTurn: a conditional interrupt of "the first time each turn
	// … would": the first such effect to become imminent this turn only
	// (CR 9.9.5a).
	FirstEachTurn bool
	// YourTurn: "Use this ability only during your turn" (a paid
	// ability): its controller is the active player, its turn's
	// structure under way, formally begun or not (CR 5.1.4c).
	YourTurn bool
	Instrs   []Instr
}

// Replacement is a static replacement effect of a card on damage done to
// the Runner or tags it takes, "if … would …, instead …" (CR 9.9.8): while the card is
// active it applies to the expected effect of an imminent instruction
// doing damage of kind Kind (0 any kind) as that instruction's interrupt
// window opens (9.9.4a, 9.9.9b), at most once to it (9.9.9c), and only
// while what it replaces is still expected (9.9.11a). The zero value is
// none.
type Replacement struct {
	// Tags: it replaces tags the Runner would take (Add: -1 avoids 1),
	// not damage.
	Tags   bool
	Kind   DamageKind // the damage it replaces (0 any kind; none when Add and ToKind are 0)
	ToKind DamageKind // instead, damage of this kind (0 the same kind)
	Add    int32      // and this much more (less below 0)
	// FirstEachTurn: only the first time each turn such damage would be
	// done: counted as it becomes imminent, even when it is then
	// prevented or replaced (CR 9.9.5a).
	FirstEachTurn bool
}

// Def is a card's definition: its printed numbers from nsg/carddb and its
// abilities from the vocabulary.
type Def struct {
	Title      string
	Slug       string
	Type       CardType
	Side       string
	Subtypes   []string
	Cost       int32 // play, install or rez cost
	Strength   int32
	MemoryCost int32
	TrashCost  int32
	HasTrash   bool
	AdvCost    int32
	Points     int32
	Link       int32
	// Static abilities as values.
	MU                   int32 // +N memory units
	HandSize             int32 // +N maximum hand size (the Corp's, while scored)
	RemoteStrength       int32 // +N strength while protecting a remote server
	Advanceable          bool  // "you can advance this card" (an agenda always can)
	ExtraHQAccess        int32 // the first time each turn the Runner breaches HQ, access N more cards
	DrawBonus            int32 // the first time each turn the Runner takes the basic draw action, draw N more
	DiscountIfRan        int32 // costs N less to install after a successful run this turn
	FirstProgramDiscount int32 // the first program the Runner installs each turn costs N less
	// GripTrashDiscount: an interrupt, once per turn, when its Runner would
	// play or install a card: they may trash 1 other card from the grip,
	// and then play or install it paying N less (digest §12; CR 9.9).
	GripTrashDiscount int32
	// AdditionalGripTrash: as an additional cost to play this event, trash
	// N other cards from the grip; the Runner may decline it (CR 1.16.10a).
	AdditionalGripTrash int32
	// RemoteOnly: "Remote server only" (an upgrade installed only in the
	// root of a remote server).
	RemoteOnly bool
	// StrengthPerVirus: "this program gets +1 strength for each hosted
	// virus counter".
	StrengthPerVirus bool
	// RezForfeit: "As an additional cost to rez this card, forfeit 1
	// agenda" (CR 1.16.10; not a credit cost: ignoring credit costs
	// leaves it, 1.16.5b).
	RezForfeit bool
	// HostOnIce: "Install only on a piece of ice" (a program hosted on
	// installed ice).
	HostOnIce bool
	// HostedLoseAbilities: "Each hosted program loses all abilities and
	// cannot gain abilities" (an ice's, while it is active).
	HostedLoseAbilities bool
	// TrashToRDInstead: "Interrupt → When this card would be trashed, you
	// may shuffle it into R&D instead of adding it to Archives. (It is
	// still considered trashed.)": a conditional interrupt of a rezzed
	// card, asked in the interrupt window of its trash (CR 9.9.4b), its
	// replacement applied as it resolves (9.9.10).
	TrashToRDInstead bool
	// CostX: the play cost is X (Cost 0), chosen as it is paid under this
	// restriction (CR 1.16.2c); the play ability reads it.
	CostX CostX
	// Recurring: "N[recurring-credit]": N credits placed on the card as it
	// is installed and refilled to N before its controller's turn begins
	// (CR 1.10.5), spent only as RecurringFor says.
	Recurring    int32
	RecurringFor RecurringUse
	PlayIf       PlayRestriction
	// CannotRunOn: "The Runner cannot initiate a run on this server", while
	// the card is rezzed in a server's root (CR 6.3.2a).
	CannotRunOn bool
	// RunCost: "As an additional cost to run on this server, the Runner
	// must pay N credits", while the card is rezzed in a server's root,
	// paid as the server is announced (CR 6.3.2b).
	RunCost int32
	// Terminal: "[terminal]": once this operation or event has resolved
	// and is trashed, its player's action phase is forced to end (CR
	// 5.4.3).
	Terminal bool
	// Replaces: a static replacement effect, "if … would …, instead …"
	// (CR 9.9.8), applied while the card is active (Replacement).
	Replaces  Replacement
	Abilities []Ability
	id        kernel.CardID
	opsCache  [][]kernel.Op[*State]
	// kinds has bit k set when an ability of d is of kind k (for k <
	// 64), console whether d is a console: derived from Abilities and
	// Subtypes by derive, as Define builds d, and read (while derived)
	// by the checkpoint, which looks at every active card's abilities.
	kinds   uint64
	console bool
	derived bool
	// byKind holds, by kind, the indexes of d's abilities of that kind
	// (abilities), derived with kinds.
	byKind [][]int
}

// HasSubtype reports whether the card has subtype t.
func (d *Def) HasSubtype(t string) bool {
	for _, x := range d.Subtypes {
		if x == t {
			return true
		}
	}
	return false
}

// Ref names ability i of d as a program.
func (d *Def) Ref(i int) kernel.Ref { return kernel.Ref{Card: d.id, Ability: int16(i)} }

var (
	defsMu sync.RWMutex
	defs   = map[string]*Def{}
	byID   = map[kernel.CardID]*Def{}
)

var typeOf = map[carddb.Type]CardType{
	carddb.Identity: TypeIdentity, carddb.Agenda: TypeAgenda, carddb.Asset: TypeAsset, carddb.Ice: TypeIce,
	carddb.Operation: TypeOperation, carddb.Upgrade: TypeUpgrade, carddb.Event: TypeEvent,
	carddb.Hardware: TypeHardware, carddb.Program: TypeProgram, carddb.Resource: TypeResource,
}

// Define registers the definition of the card titled title, filling its
// printed numbers from nsg/carddb; abilities and static values come from
// set, applied to the definition. It panics on a title the data does not
// know or defined twice: definitions are built at initialisation.
func Define(title string, set func(*Def)) {
	c, ok := carddb.Lookup(title)
	if !ok {
		panic(fmt.Sprintf("nsg.Define: no card %q in the data", title))
	}
	v := func(p *int) int32 {
		if p == nil {
			return 0
		}
		return int32(*p)
	}
	d := &Def{Title: c.Title, Slug: carddb.Slug(c.Title), Type: typeOf[c.Type], Side: string(c.Side), Subtypes: c.Subtypes(),
		Cost: v(c.Cost), Strength: v(c.Strength), MemoryCost: v(c.MemoryCost), TrashCost: v(c.TrashCost), HasTrash: c.TrashCost != nil,
		AdvCost: v(c.AdvancementCost), Points: v(c.AgendaPoints), Link: v(c.BaseLink)}
	if set != nil {
		set(d)
	}
	d.id = kernel.CardIDOf(d.Slug)
	for i := range d.Abilities {
		d.opsCache = append(d.opsCache, d.ops(i))
	}
	d.derive()
	defsMu.Lock()
	defer defsMu.Unlock()
	if defs[d.Title] != nil {
		panic(fmt.Sprintf("nsg.Define: %q defined twice", title))
	}
	definePrint(d)
	defs[d.Title] = d
	byID[d.id] = d
	defGen.Add(1)
	if c.Unique {
		uniqueIDs[d.id/64] |= 1 << (d.id % 64)
	}
	titles.Store(nil)
}

// defGen counts the definitions defined, and changed or put back by an
// ablation (replaceDef): a checkpoint that reads the cards' definitions
// keeps what it found under it (State.cardsKey).
var defGen atomic.Uint64

// uniqueIDs has the bit of each defined card the data marks unique (CR
// 10.1.1), by card id: written by Define at initialisation only, read by
// every checkpoint (uniqueness). Not in Def, whose fingerprint it would
// change.
var uniqueIDs [kernel.MaxCardIDs / 64]uint64

// unique reports whether d's card is unique.
func (d *Def) unique() bool { return uniqueIDs[d.id/64]&(1<<(d.id%64)) != 0 }

// Lookup returns the definition of the card titled title (as the data
// prints it), or of the stand-in of that title, or nil when it has none: a
// card not implemented yet.
func Lookup(title string) *Def {
	if m := titles.Load(); m != nil {
		return (*m)[title]
	}
	return lookupSlow(title)
}

// titles is defs and standIns in one map (defs first), made by the first
// Lookup after a definition is added and read by the others without a
// lock: the rules look a card's definition up by title at every step.
// Define and DefineStandIn drop it; nothing else writes either map.
var titles atomic.Pointer[map[string]*Def]

// lookupSlow is Lookup while titles is not made: it makes it.
func lookupSlow(title string) *Def {
	defsMu.RLock()
	defer defsMu.RUnlock()
	m := make(map[string]*Def, len(defs)+len(standIns))
	for t, d := range standIns {
		m[t] = d
	}
	for t, d := range defs {
		m[t] = d
	}
	titles.Store(&m)
	return m[title]
}

// StandInPrefix begins the title of every stand-in.
const StandInPrefix = "Stand-in: "

// standIns are the stand-ins by title: never in defs, so Implemented, the
// catalogue, the fuzz decks, the ablation gate and deck lists (which read
// the data first) never see them.
var standIns = map[string]*Def{}

// DefineStandIn registers a stand-in: a test card that is no card of the
// data, built from the vocabulary to show a rule no card of the data can
// (a terminal operation, say), the way the CR's own examples use made-up
// cards. Scenario files name it by its title, which begins with
// StandInPrefix; d gives its printed values (title, type, side, cost, …)
// and set its abilities and static values, as Define's set does. It panics
// on a title without the prefix or defined twice: stand-ins are built at
// initialisation, by package nsg/standins.
func DefineStandIn(d Def, set func(*Def)) {
	if !strings.HasPrefix(d.Title, StandInPrefix) {
		panic(fmt.Sprintf("nsg.DefineStandIn: %q does not begin with %q", d.Title, StandInPrefix))
	}
	if set != nil {
		set(&d)
	}
	d.Slug = carddb.Slug(d.Title)
	d.id = kernel.CardIDOf(d.Slug)
	d.opsCache = nil
	for i := range d.Abilities {
		d.opsCache = append(d.opsCache, d.ops(i))
	}
	d.derive()
	defsMu.Lock()
	defer defsMu.Unlock()
	if standIns[d.Title] != nil || byID[d.id] != nil {
		panic(fmt.Sprintf("nsg.DefineStandIn: %q defined twice", d.Title))
	}
	definePrint(&d)
	standIns[d.Title] = &d
	byID[d.id] = &d
	defGen.Add(1)
	titles.Store(nil)
}

// Implemented returns the titles of every card with a definition, sorted.
func Implemented() []string {
	defsMu.RLock()
	defer defsMu.RUnlock()
	out := make([]string, 0, len(defs))
	for t := range defs {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

// StandIns returns the titles of every stand-in, sorted.
func StandIns() []string {
	defsMu.RLock()
	defer defsMu.RUnlock()
	out := make([]string, 0, len(standIns))
	for t := range standIns {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

// derive sets what d keeps from its abilities and subtypes (kinds,
// console): Define, DefineStandIn and replaceDef call it once d is
// complete.
func (d *Def) derive() {
	d.kinds, d.byKind = 0, nil
	for i, a := range d.Abilities {
		if a.Kind < 64 {
			d.kinds |= 1 << a.Kind
		}
		for int(a.Kind) >= len(d.byKind) {
			d.byKind = append(d.byKind, nil)
		}
		d.byKind[a.Kind] = append(d.byKind[a.Kind], i)
	}
	for k := range d.byKind {
		d.byKind[k] = slices.Clip(d.byKind[k])
	}
	d.console = d.HasSubtype("Console")
	d.derived = true
}

// hasKind reports whether an ability of d may be of kind k: false only
// when d's derived kinds say it has none.
func (d *Def) hasKind(k AbilityKind) bool {
	return !d.derived || k >= 64 || d.kinds&(1<<k) != 0
}

// isConsole reports whether d is a console (its subtypes).
func (d *Def) isConsole() bool {
	if d.derived {
		return d.console
	}
	return d.HasSubtype("Console")
}

// abilities returns d's abilities of kind k with their indexes: the
// list derive keeps (not to be changed by the caller) once d is derived.
func (d *Def) abilities(k AbilityKind) []int {
	if d.derived {
		if int(k) < len(d.byKind) {
			return d.byKind[k]
		}
		return nil
	}
	var out []int
	for i, a := range d.Abilities {
		if a.Kind == k {
			out = append(out, i)
		}
	}
	return out
}

// ops returns the ops of ability i of d: one op per instruction, so that a
// checkpoint follows each (CR 10.3.5).
func (d *Def) ops(i int) []kernel.Op[*State] {
	if i < 0 || i >= len(d.Abilities) {
		return nil
	}
	out := make([]kernel.Op[*State], len(d.Abilities[i].Instrs))
	for j, in := range d.Abilities[i].Instrs {
		out[j] = instrOp{in}
	}
	return out
}
