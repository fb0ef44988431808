package onr

import (
	"fmt"
	"sort"

	"github.com/datafort/datafort/onr/carddb"
)

// Def is the behaviour of one ONR card, keyed by its printed title. The
// printed numbers (costs, strength, MU, trash cost, difficulty, points) come
// from the card data; a Def says only what the text does, built from the
// shared pieces of this package, so a typical card is a few lines:
//
//	onr.Define(onr.Def{Title: "Laser Wire", Subs: []onr.Effect{
//		onr.Do(onr.NetDamage(1)), onr.Do(onr.EndRun()),
//	}})
type Def struct {
	Title string

	// Operations and preps (ONR-7).
	Play   Effect            // what the card does when played
	PlayIf func(*State) bool // "play only if …" (ONR-7.2)
	Run    *RunSpec          // the card makes a run (ONR-7.4)

	// Agendas (ONR-10).
	OnScore Effect // "when you score …"

	// Ice (ONR-11.4–11.6): subroutines in printed order.
	Subs []Effect

	// Icebreakers (ONR-11.5).
	Breaks []Break
	Pumps  []Pump

	// Accessed cards (ONR-11.11.4).
	OnAccess     Effect
	AccessAlways bool // the access effect works even when the card is not rezzed

	// Abilities the controller can use (ONR-6.3).
	Abilities []Ability

	// Triggered effects.
	Triggers []Trigger

	// Continuous effects.
	ExtraAction    bool                                  // "gain an action during each of your turns" (R058, R059)
	MU             int32                                 // memory units provided (ONR-8.7)
	HandSize       int32                                 // change to the controller's maximum hand size (ONR-14.7)
	Hosts          int32                                 // daemon capacity in MU (ONR-8.8)
	HostedStrength int32                                 // strength change of icebreakers hosted in this daemon
	IceStrength    func(s *State, self, ice int32) int32 // change to an ice's strength while this card is active
	Deck           bool                                  // a deck: only one in play (ONR-8.9.1)
	Recurring      int32                                 // bits on the card, refilled at the owner's turn start (ONR-2.1.3)
	RecurringFor   BitUse                                // what recurring bits may pay for
	BaseLink       *BaseLink                             // base-link card (ONR-12.1.3)
	Prevent        []Prevent                             // damage, tag and trash prevention, installed or from hand (ONR-18.3.5, prevent.go)
	Virus          *VirusSpec                            // virus program (ONR-15)
	ExtraAccess    *ExtraAccess                          // additional accesses on every run (ONR-11.11.2)
	RunAction      *RunAction                            // once per own turn, an action only to make a run (Wilson; ONR-6.4.3)
	RunAgain       bool                                  // once per turn, another run right after a successful one (Bodyweight Data Crèche, R297)

	// AboveRez is a cost paid "above the rez cost" when the card is rezzed,
	// by any effect, "at no cost" included (ONR-9.6, R200; see rezcost.go).
	AboveRez *AboveRez
	// InstallAlso is an additional install cost printed on a Runner card
	// ("installing X costs 1 agenda point, in addition to the normal
	// cost"). It is paid on every install, also one "at no cost" (R499,
	// ONR-9.6); only Bits and Points are meaningful here.
	InstallAlso Cost

	card *carddb.Card
	idx  int32
}

// Card returns the printed data of the card.
func (d *Def) Card() *carddb.Card { return d.card }

// AnyFort is the RunSpec.Fort of "make a run" on a fort of the Runner's
// choice.
const AnyFort Central = 255

// RunSpec describes a run made by a prep or ability.
type RunSpec struct {
	Fort      Central // the central fort run (of the Corp opposing the Runner), or AnyFort
	ExtraRD   int32   // access additional cards from R&D
	ExtraHQ   int32   // access additional cards from HQ
	PassFirst bool    // automatically pass the first piece of ice encountered
	// Instead replaces the access of a successful run ("if run is
	// successful, do not access cards; instead, …"): a replacement effect
	// (ONR-18.3.8), resolved where the access would have happened.
	Instead Effect
}

// Break is an icebreaker's "N bits: break X subroutine" ability.
type Break struct {
	Keyword string // ice keyword it breaks ("Wall", "Code Gate", "Sentry", "AP"); "" breaks any ice
	Cost    int32
	// Noise is the bits lost from stealth cards on each use, if there are
	// any: a penalty, not a cost (ONR-16.2.2, R023).
	Noise int32
	// All breaks every unbroken subroutine of the ice at once, and only
	// all of them (ONR-11.5.6; Dropp after errata, R333).
	All bool
	// EndsRun ends the run once the encounter is over: the run is not
	// successful and the ice is not passed (Dropp, R333, R335, R336).
	EndsRun bool
}

// Pump is an icebreaker's "N bits: +M strength" ability.
type Pump struct {
	Cost     int32
	Strength int32
	ForRun   bool // lasts for the remainder of the run instead of the encounter
}

// When says at which moments an ability may be used.
type When uint8

const (
	// AsAction abilities cost at least one action and are used as an action
	// in the controller's own turn (ONR-6.3.1).
	AsAction When = iota
	// AnyWindow abilities are used whenever their controller may use
	// special effects (ONR-9.4).
	AnyWindow
	// InEncounter abilities ("use this ability only during an encounter
	// with a piece of ice", Lockjaw) are offered where the Runner acts
	// during an encounter: the break step (ONR-11.5.4), see prevent.go.
	InEncounter
)

// Ability is an activated ability: "costs: effect" (ONR-6.3).
type Ability struct {
	Label  string // short text for people, e.g. "Draw two cards"
	When   When
	Cost   Cost
	If     func(s *State, self int32) bool // extra condition ("use only if …")
	Effect Effect
	// OncePerRun: "once during each run" (Smarteye); usable only during a
	// run, and once in it.
	OncePerRun bool
	// Payment marks a payment ability (see payment.go, PaymentAbility):
	// its Effect gains this many bits, and it may also be used whenever
	// its controller pays any cost or penalty (ONR-18.3.7, R308).
	Payment int32
}

// Cost is what an ability or action costs. All of it is paid before the
// effect resolves (ONR-7.1).
type Cost struct {
	Actions int32
	Bits    int32
	Trash   bool  // trash this card
	Points  int32 // agenda points (ONR-2.4.3)
	Take    int32 // take bits stored on the card (e.g. Corporate Coup)
}

// TriggerOn names the moments triggers listen to.
type TriggerOn uint8

// Trigger moments.
const (
	OnTurnStart       TriggerOn = iota + 1 // start of the controller's turn (ONR-5.1.1, ONR-5.2.1)
	OnSuccessfulRunHQ                      // end of a successful run on HQ (R048)
	OnSuccessfulRunRD                      // end of a successful run on R&D
	OnRunStart                             // start of any run (ONR-11.1.2)
	OnSuccessfulRun                        // end of any successful run, before the run's facts are cleared (RUN-13, R048)
)

// Trigger is a triggered effect of an active card.
type Trigger struct {
	On     TriggerOn
	If     func(s *State, self int32) bool
	Effect Effect
}

// BitUse says what restricted bits may pay for (ONR-2.1.2).
type BitUse uint8

// Restricted bit uses.
const (
	AnyUse BitUse = iota
	ForIcebreakers
	ForTrashing
	ForLink
)

// BaseLink is a base-link card: "C bits: base link L. P bits: +1 link."
type BaseLink struct {
	Cost     int32
	Link     int32
	PlusCost int32 // 0 if the card sells no "+1 link"
	// OnlyInRun: "you may use this card only during a run" (Submarine
	// Uplink).
	OnlyInRun bool
	// EndsRun: using the card ends the run after the current encounter
	// (Submarine Uplink after errata R477; R479).
	EndsRun bool
}

// DamageKind is net, meat or brain damage (ONR-14.1), or a tag for avoidance.
type DamageKind uint8

// Damage kinds.
const (
	Net DamageKind = iota
	Meat
	Brain
	Tag // "avoid receiving a tag" (ONR-13.5)
	// Trash is for prevention only: "prevent an installed card from being
	// trashed" (Umbrella Policy, Joan of Arc; ONR-18.3.5, R078), see
	// prevent.go.
	Trash
)

var damageNames = [...]string{"Net", "meat", "brain", "tag", "trash"}

// String names the damage kind as cards print it.
func (k DamageKind) String() string { return damageNames[k] }

// Prevent is a prevention effect: "prevents N damage", "avoid receiving a
// tag" or "prevent … from being trashed" (Kind Trash). PerTurn limits it to
// N each turn ("up to one per turn" after errata, R326, R359); Cost is paid
// on each use. FromHand makes it a prep or operation played from hand in
// the prevention window and never as an action (R077). See prevent.go.
type Prevent struct {
	Kind    DamageKind
	N       int32
	PerTurn bool
	Cost    Cost

	// The fields below are documented with the mechanism in prevent.go.
	FromHand   bool                            // a prep or operation played from hand to prevent (R077, ONR-7.1)
	If         func(s *State, self int32) bool // extra condition ("during the Corp's turn")
	Effect     Effect                          // what else it does once it has prevented (Identity Donor's Bad Publicity)
	Protects   []carddb.Type                   // Trash: the types of installed cards it saves
	OthersOnly bool                            // Trash: "your other installed programs" (not itself)
	Label      string                          // tells apart several preventions of one card in options
}

// VirusSpec is a virus program: after a successful run on Fort it gives
// the Corp one counter (at the end of the run, R048). The counters act while
// the Corp holds them, even after the program leaves play (R051).
type VirusSpec struct {
	Fort         Central
	RunnerTurn   Effect // resolves at the start of each Runner turn; Frame.T is the program's definition
	CorpHandSize int32  // change to the Corp's hand size for every two counters (Gremlins)
}

// ExtraAccess is "whenever you access cards from FORT, access N additional
// cards" (R&D Interface, HQ Interface).
type ExtraAccess struct {
	Fort Central
	N    int32
}

var (
	defs    = []*Def{nil} // index 0 unused
	byTitle = map[string]*Def{}
)

// Define registers a card definition. It panics on an unknown or duplicate
// title: definitions are code, and a bad one is a build error. Call it from
// init functions only.
func Define(d Def) *Def {
	c, ok := carddb.Lookup(d.Title)
	if !ok {
		panic(fmt.Sprintf("onr.Define: unknown card %q", d.Title))
	}
	if _, dup := byTitle[c.ID]; dup {
		panic(fmt.Sprintf("onr.Define: %q defined twice", d.Title))
	}
	nd := d
	nd.card = c
	nd.Title = c.Title
	nd.idx = int32(len(defs))
	defs = append(defs, &nd)
	byTitle[c.ID] = &nd
	return &nd
}

// Lookup returns the definition of an implemented card by any spelling of
// its title.
func Lookup(title string) (*Def, bool) {
	d, ok := byTitle[carddb.Slug(title)]
	return d, ok
}

// Implemented returns the titles of every implemented card, sorted.
func Implemented() []string {
	out := make([]string, 0, len(byTitle))
	for _, d := range byTitle {
		out = append(out, d.Title)
	}
	sort.Strings(out)
	return out
}

// def returns the definition of card instance c.
func (s *State) def(c int32) *Def { return defs[s.Cards[c].Def] }

func intOr(p *int, dflt int32) int32 {
	if p == nil {
		return dflt
	}
	return int32(*p)
}
