// Package observe is ONR's observation encoder for the AI-research
// interface (package agent, docs/agent.md): stable action ids numbering the
// shapes of ONR's options, and a documented observation vector built from
// one seat's onr.View. Its init registers it with engine/observe under the
// name of ONR's ruleset, "onr"; it imports onr/cards, so the card
// definitions it reads are there. testdata/ pins the action ids and the
// observation layout. NewEncoder builds the encoder of a variant played at
// a larger table (a Table of more seats and forts, with its own families
// appended): the Big Sell-Out's, bso/observe.
package observe

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	_ "github.com/datafort/datafort/onr/cards" // the ONR card definitions
)

func init() { observe.Register(onr.Rules.Name(), func() observe.Encoder { return onrEnc }) }

// Capacities of the ONR encoding: the places of the table that action ids
// and observations can name. Games that go beyond them (more than 24 cards
// in a hand, 24 forts, 10 pieces of ice on a fort) cannot be encoded; random
// play stays below them (agent's TestRandomSimONR and
// TestRandomSimONREveryCard fail on a game that does not). A discard pile,
// the cards set aside and the cards of a fort go further: ids name
// ONRDiscardMore, ONRAsideMore and ONRFortCardsMore more cards of each
// (appended families; the observation holds the first ONRDiscard, ONRAside
// and ONRFortCards only).
const (
	ONRHand      = 24 // cards in a hand (HQ, the Runner's hand)
	ONRRig       = 24 // cards in a rig
	ONRScored    = 16 // agendas in a scored area
	ONRDiscard   = 64 // cards in a discard pile (the Archives, the trash), named by the "card" operand
	ONRAside     = 8  // cards set aside, named by the "card" and "aside" operands
	ONRForts     = 24 // existing forts, in the view's order
	ONRIce       = 10 // pieces of ice on a fort
	ONRFortCards = 6  // cards installed in a fort
	ONRAbilities = 8  // abilities of a card definition
	ONRSubs      = 8  // subroutines of a piece of ice
	ONRQueue     = 16 // effects waiting in a queue
	ONRNumbers   = 128
	// ONRUnseenMore is the cards the view does not place, past the first
	// 1 + ONRNumbers, among a decision's choose options (a search of a
	// stack or R&D of every card).
	ONRUnseenMore = 384
	// ONRAsideMore is the cards set aside past the first ONRAside, by
	// seat (The Shell Traders sets aside as many as the Runner wishes),
	// and ONRDiscardMore the cards of a discard pile past the first
	// ONRDiscard (a pile as large as an every-card deck): named by
	// families appended later (the "-more" twins of the families with an
	// "aside" or a "card" operand), so that the ids of the first stay.
	// They are not in the observation vector.
	ONRAsideMore   = 24
	ONRDiscardMore = 448
	// ONRFortCardsMore is the cards installed in a fort past the first
	// ONRFortCards: a fort holds an agenda or a node and any number of
	// upgrades, and random every-card play reaches 7 now and then (the
	// figures behind the bound are in docs/agent.md). Named by the
	// "-fort-more" twins of the families with an "installed" or a "card"
	// operand (onrLater), they are not in the observation vector.
	ONRFortCardsMore = 10
	// ONRKnown is the cards of a seat's hidden zones that the observer
	// knows (onr.PlayerView.Known) held by the observation, for each
	// seat: HQ or the hand first, then the deck from the top. A seat
	// searching its own stack knows all of it for a moment; the cards past
	// the first ONRKnown are not in the vector.
	ONRKnown = 32
)

// Places. A card is named by where it is in the deciding seat's view, seats
// relative to it (Table.Seats): "own" is the deciding seat, then the others
// in seat order after it ("opp" at ONR's table of two).
const (
	seatPlaces = ONRHand + ONRRig + ONRScored + ONRDiscard + ONRAside // per seat
	fortPlaces = ONRIce + ONRFortCards                                // per fort
	// moreSeat is the places of one seat past the first of its discard
	// pile and cards set aside, after anyPlaces (Table.morePlace):
	// discard[ONRDiscard…] then aside[ONRAside…].
	moreSeat = ONRDiscardMore + ONRAsideMore
)

// Table is the size of the table an encoder names: how many seats (each
// named relative to the deciding seat: own, then the others in seat order
// after it) and how many forts (in the view's order). ONR's encoder names
// two seats and ONRForts forts; a variant at a larger table (the Big
// Sell-Out, bso/observe) builds its own with NewEncoder. The places of a
// table, in the order of the "card" operand: every seat's zones (hand,
// rig, scored, discard, aside: seatPlaces), then every fort (ice, then
// cards), then "other": a card the view does not show where it is (a card
// being accessed in HQ).
type Table struct {
	Seats int // seats named, the deciding one first
	Forts int // forts named
}

// anyPlaces is the places a "card" operand names: every seat's zones,
// every fort, "other".
func (t Table) anyPlaces() int { return t.Seats*seatPlaces + t.Forts*fortPlaces + 1 }

// otherPlace is the place of a card the view does not place.
func (t Table) otherPlace() int { return t.anyPlaces() - 1 }

// fortPlace is the first place of the forts.
func (t Table) fortPlace() int { return t.Seats * seatPlaces }

// morePlace is the first place of the cards past the first of a seat's
// discard pile and cards set aside, after anyPlaces: places of the index
// (places) that the "card-more" operand names, no "card" operand, and
// that the observation does not hold; moreSeat for each seat, own first.
func (t Table) morePlace() int { return t.anyPlaces() }

// fortMorePlace is the first place of the cards of a fort past its first
// ONRFortCards, after the seats' (morePlace): ONRFortCardsMore for each
// fort slot, the places the "fort-more" operand names; no "card" operand
// names them and the observation does not hold them.
func (t Table) fortMorePlace() int { return t.morePlace() + t.Seats*moreSeat }

// size is the number of values of operand k at table t.
func (t Table) size(k Operand) int {
	switch k {
	case OpAnyCard:
		return t.anyPlaces()
	case OpHand:
		return ONRHand
	case OpRig:
		return t.Seats * ONRRig
	case OpInstalled:
		return t.Forts * fortPlaces
	case OpIce:
		return t.Forts * ONRIce
	case OpAside:
		return t.Seats * ONRAside
	case OpAbility:
		return ONRAbilities
	case OpSub:
		return ONRSubs + 1
	case OpFort:
		return t.Forts
	case OpInstallTo:
		return 1 + t.Forts + t.Seats*ONRRig
	case OpPlayOn:
		return 1 + t.Forts
	case OpRunWith:
		return 1 + t.Seats*ONRRig
	case OpQueue:
		return ONRQueue
	case OpNumber:
		return ONRNumbers
	case OpOnto:
		return t.Seats * ONRRig
	case OpRank:
		return ONRUnseenMore
	case OpAsideMore:
		return t.Seats * ONRAsideMore
	case OpCardMore:
		return t.Seats * moreSeat
	case OpQueueMore:
		return ONRNumbers
	case OpSeat:
		return t.Seats
	case OpFortMore:
		return t.Forts * ONRFortCardsMore
	}
	return 0
}

// Family is a verb with its operands: a contiguous block of action ids,
// one for each value of its operands (the first operand varies slowest).
// An option takes the family of its verb and shape (encode).
type Family struct {
	Verb     engine.Verb
	Shape    string // told after the verb in the family's name: "-card", "-aside"; or the name alone ("number")
	Operands []Operand
	base     int
	size     int
	sizes    []int // sizes[j] is the number of values of Operands[j] at the encoder's table
}

// name is the family's name: its verb and its shape.
func (f Family) name() string { return f.Verb.String() + f.Shape }

// The ONR action table is ONR's families by epoch (onrEpochs), in id
// order: ids are fixed by this order (TestONRActionIdsAreStable pins them;
// see "Stable action ids" in engine/observe). A variant's encoder
// (NewEncoder) lays its own families out by epoch too, each of its epochs
// after ONR's of the same number: ONR's epoch 0 (onrFamilies), the
// variant's epoch 0, ONR's epoch 1 (onrLater), the variant's epoch 1, and
// so on; ONR's encoder, with no variant's, is its epochs in order. So that
// neither side's ids move when the other appends, each appends only to its
// last epoch, and only while the other side has no families after it:
// ONR to its epoch k while no variant has an epoch k (bso/observe's
// families follow onrFamilies, so onrFamilies is frozen, and so is
// onrLater while bso/observe has an epoch 1), else to a new epoch k+1; a
// variant to its epoch k while ONR has no epoch k+1, else to a new epoch
// after ONR's last.
var onrEpochs = [][]Family{onrFamilies, onrLater}

// onrFamilies is ONR's epoch 0, frozen: bso/observe's families follow it.
var onrFamilies = []Family{
	// Verbs without operands (an Arg they carry, such as the cost of
	// "done (pay 2)", is implied by the state).
	{Verb: onr.VerbDraw}, {Verb: onr.VerbGain}, {Verb: onr.VerbRemoveTag}, {Verb: onr.VerbPass},
	{Verb: onr.VerbPurge}, {Verb: onr.VerbDone}, {Verb: onr.VerbJackOut}, {Verb: onr.VerbContinue},
	{Verb: onr.VerbTake}, {Verb: onr.VerbDecline}, {Verb: onr.VerbNone}, {Verb: onr.VerbEndTurn},
	{Verb: onr.VerbForgo}, {Verb: onr.VerbSteal},
	// One card.
	{Verb: onr.VerbAdvance, Operands: []Operand{OpInstalled}},
	{Verb: onr.VerbRez, Operands: []Operand{OpInstalled}},
	{Verb: onr.VerbScore, Operands: []Operand{OpInstalled}},
	{Verb: onr.VerbPay, Operands: []Operand{OpInstalled}},
	{Verb: onr.VerbTrashRes, Operands: []Operand{OpRig}},
	{Verb: onr.VerbTrashProg, Operands: []Operand{OpRig}},
	{Verb: onr.VerbBaseLink, Operands: []Operand{OpRig}},
	{Verb: onr.VerbForgo, Shape: "-card", Operands: []Operand{OpRig}},
	{Verb: onr.VerbTrashIce, Operands: []Operand{OpIce}},
	{Verb: onr.VerbDiscard, Operands: []Operand{OpHand}},
	{Verb: onr.VerbSetAside, Operands: []Operand{OpHand}},
	{Verb: onr.VerbRemoveAsideCounter, Operands: []Operand{OpAside}},
	{Verb: onr.VerbAccess, Shape: "-card", Operands: []Operand{OpAnyCard}},
	{Verb: onr.VerbLeave, Operands: []Operand{OpAnyCard}},
	{Verb: onr.VerbTrash, Operands: []Operand{OpAnyCard}},
	{Verb: onr.VerbExpose, Operands: []Operand{OpAnyCard}},
	{Verb: onr.VerbChoose, Operands: []Operand{OpAnyCard}},
	// A card and one of its abilities.
	{Verb: onr.VerbUse, Operands: []Operand{OpAnyCard, OpAbility}},
	{Verb: onr.VerbPrevent, Operands: []Operand{OpAnyCard, OpAbility}},
	{Verb: onr.VerbPump, Operands: []Operand{OpRig, OpAbility}},
	{Verb: onr.VerbBreak, Operands: []Operand{OpRig, OpSub, OpAbility}},
	// A card of the hand and where it goes.
	{Verb: onr.VerbInstall, Operands: []Operand{OpHand, OpInstallTo}},
	{Verb: onr.VerbPlay, Operands: []Operand{OpHand, OpPlayOn}},
	// Forts.
	{Verb: onr.VerbRun, Operands: []Operand{OpFort, OpRunWith}},
	{Verb: onr.VerbAccess, Operands: []Operand{OpFort}},
	// The order of simultaneous effects.
	{Verb: onr.VerbResolve, Operands: []Operand{OpQueue}},
	// The answer to a Number decision.
	{Shape: "number", Operands: []Operand{OpNumber}},
	// Later verbs, appended so that earlier ids stay.
	{Verb: onr.VerbRedirect, Operands: []Operand{OpInstalled}}, // the card that moves the run names its fort
	{Verb: onr.VerbLift, Operands: []Operand{OpQueue}},         // the place of the effect among the player's liftable ones
	{Verb: onr.VerbInstall, Shape: "-aside", Operands: []Operand{OpAside, OpInstallTo}},
	{Verb: onr.VerbMoveIce, Operands: []Operand{OpFort, OpQueue}}, // where moving ice goes: the fort and the position (the ice is the one moving)
	{Verb: onr.VerbHold, Operands: []Operand{OpRig, OpOnto}},      // a card being trashed put on a holder in the rig instead (Option.Target; held.go)
	// A second, third… card the view does not place among a decision's
	// choose options (cards of a stack being searched, of R&D looked at),
	// by its rank among them; the first keeps "choose other card".
	{Verb: onr.VerbChoose, Shape: "-unseen", Operands: []Operand{OpNumber}},
	// Past those, the next ONRUnseenMore by their rank less 1 + ONRNumbers
	// (a search of a stack or R&D holding every card of the pool).
	{Verb: onr.VerbChoose, Shape: "-unseen-more", Operands: []Operand{OpRank}},
	// A piece of ice moved within its fort, named by its place, and the
	// position it goes to: the moves of a decision that moves several
	// pieces (rearranging a fort's ice), which "move × fort × queue" would
	// not tell apart.
	{Verb: onr.VerbMoveIce, Shape: "-piece", Operands: []Operand{OpIce, OpQueue}},
	// A fort chosen by a card's effect (Option.Target): where a deflector
	// sends the run (deflect.go), the fort a card remembers (chosenfort.go).
	{Verb: onr.VerbChooseFort, Operands: []Operand{OpFort}},
	// A place holding virus counters, by its place in the list the
	// decision offers (Option.Arg; virusdouble.go, keepvirus.go).
	{Verb: onr.VerbChooseVirus, Operands: []Operand{OpQueue}},
	// A card drawn returned to the top of the stack (drawextra.go).
	{Verb: onr.VerbStackTop, Operands: []Operand{OpAnyCard}},
	// The question about the cards accessed that another seat does not
	// know (onr/accesshidden.go) offers several trashes of cards the view
	// does not place (R&D's) and several thefts: the second, third… of
	// each, by rank (the first keeps "trash other card", "steal").
	{Verb: onr.VerbTrash, Shape: "-unseen", Operands: []Operand{OpNumber}},
	{Verb: onr.VerbSteal, Shape: "-more", Operands: []Operand{OpNumber}},
	// The cards set aside past the first ONRAside: the twin of each family
	// with an "aside" operand, named by its name and "-more", with an
	// "aside-more" operand in its place (encode; newONREncoder checks
	// that every such family has its twin).
	{Verb: onr.VerbRemoveAsideCounter, Shape: "-more", Operands: []Operand{OpAsideMore}},
	{Verb: onr.VerbInstall, Shape: "-aside-more", Operands: []Operand{OpAsideMore, OpInstallTo}},
	// A payment for a card that is not installed ("pay × installed" names
	// the installed ones): a card of HQ kept for bits (R487), the source
	// of an effect the payer pays against (unless it pays, a prevention
	// cancelled).
	{Verb: onr.VerbPay, Shape: "-card", Operands: []Operand{OpAnyCard}},
	// The cards of a discard pile past the first ONRDiscard, and those set
	// aside past the first ONRAside: the twin of each family with a "card"
	// operand, a "card-more" operand in its place; but those of use and
	// prevent, abilities that never work from there (onr.Presence), which
	// would take 2 × 8 × 2 × moreSeat ids for nothing.
	{Verb: onr.VerbAccess, Shape: "-card-more", Operands: []Operand{OpCardMore}},
	{Verb: onr.VerbLeave, Shape: "-more", Operands: []Operand{OpCardMore}},
	{Verb: onr.VerbTrash, Shape: "-more", Operands: []Operand{OpCardMore}},
	{Verb: onr.VerbExpose, Shape: "-more", Operands: []Operand{OpCardMore}},
	{Verb: onr.VerbChoose, Shape: "-more", Operands: []Operand{OpCardMore}},
	{Verb: onr.VerbStackTop, Shape: "-more", Operands: []Operand{OpCardMore}},
	{Verb: onr.VerbPay, Shape: "-card-more", Operands: []Operand{OpCardMore}},
	// A card the view does not place installed, by where it goes: ice
	// shown from R&D and installed (Security Purge); one card a decision.
	{Verb: onr.VerbInstall, Shape: "-unseen", Operands: []Operand{OpInstallTo}},
	// An effect to lift past the first ONRQueue of the player's liftable
	// ones (run locks piling up).
	{Verb: onr.VerbLift, Shape: "-more", Operands: []Operand{OpQueueMore}},
}

// onrLater is ONR's epoch 1, after a variant's first families (see
// onrEpochs): frozen too, since bso/observe has an epoch 1.
var onrLater = []Family{
	// The cards of a fort past its first ONRFortCards (an agenda or a node
	// and its upgrades): the twin of each family with an "installed" or a
	// "card" operand, named by its name and "-fort-more", with a
	// "fort-more" operand in its place (encode; NewEncoder checks that
	// every such family has its twin). Use and prevent have theirs: a node
	// or an upgrade there has abilities.
	{Verb: onr.VerbAdvance, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbRez, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbScore, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbPay, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbRedirect, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbAccess, Shape: "-card-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbLeave, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbTrash, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbExpose, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbChoose, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbStackTop, Shape: "-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbPay, Shape: "-card-fort-more", Operands: []Operand{OpFortMore}},
	{Verb: onr.VerbUse, Shape: "-fort-more", Operands: []Operand{OpFortMore, OpAbility}},
	{Verb: onr.VerbPrevent, Shape: "-fort-more", Operands: []Operand{OpFortMore, OpAbility}},
}

// twins are the twin families a family must have for each operand of its
// that names a card, in a list whose cards past the first have places of
// their own (places.more): the family named by the family's name and
// suffix, with the operand more in the place of of. A family with an
// "ability" operand has no "-more" twin for a "card" operand (noAbility):
// no ability works from a discard pile or set aside (onr.Presence), and
// its twin would take 2 × 8 × Seats × moreSeat ids for nothing.
var twins = [...]struct {
	of, more  Operand
	suffix    string
	kind      placeKind // the kind of place the twin names
	noAbility bool
}{
	{OpAside, OpAsideMore, "-more", seatMore, false},
	{OpAnyCard, OpCardMore, "-more", seatMore, true},
	{OpAnyCard, OpFortMore, "-fort-more", fortMore, false},
	{OpInstalled, OpFortMore, "-fort-more", fortMore, false},
}

// Encoder is an observe.Encoder of ONR's options at a table (Table): ONR's
// own (registered for "onr", two seats) or a variant's (NewEncoder).
type Encoder struct {
	table    Table
	families []Family
	byVerb   map[string]int // family index by verb (and shape suffix)
	// byShape[v][k] is the index+1 of the family of verb v and shape
	// optionShapes[k] (0: none): encode's lookup, by number rather than
	// by name.
	byShape [][len(optionShapes)]int
	// more[i][kind-1] is the index+1 of the twin of family i that names a
	// card of that kind of place (twins): past the first of a discard pile
	// or set aside (seatMore), or of a fort (fortMore); 0 where it has
	// none (a slice: encode reads it for every option).
	more [][2]int
	// bare[v] is the id+1 of every option of verb v where encode's shapes
	// and operands do not depend on the option: a verb no shape reads the
	// option for (shapeRead) whose family has no operands (pass, draw,
	// done…); 0 for the other verbs.
	bare    []int
	total   int
	layout  []observe.Field
	obsSize int
	cardIdx map[string]int // carddb id -> index+1 in carddb.All()
	byID    []cardOf       // by onr.CardID, every definition's (known)
}

var onrEnc = sync.OnceValue(func() *Encoder { return NewEncoder(Table{Seats: 2, Forts: ONRForts}, nil) })()

// NewEncoder returns an encoder of ONR's options at table t: the ids of
// ONR's families (sized for t) and those of extra, a variant's families
// by epoch (its verbs, and ONR's with other shapes: "-seat", a remove-tag
// naming whose tag; "-card", a set-aside of a card not in the hand), each
// epoch of the variant's after ONR's of the same number (onrEpochs says
// how both append). The observation is ONR's for t's seats and forts. It
// panics when a family with a "card", an "installed" or an "aside" operand
// lacks a twin (twins).
func NewEncoder(t Table, extra ...[]Family) *Encoder {
	e := &Encoder{table: t, byVerb: map[string]int{}, cardIdx: map[string]int{}}
	var all []Family
	for k := range max(len(onrEpochs), len(extra)) {
		if k < len(onrEpochs) {
			all = append(all, onrEpochs[k]...)
		}
		if k < len(extra) {
			all = append(all, extra[k]...)
		}
	}
	for _, f := range all {
		f.base, f.size = e.total, 1
		f.sizes = make([]int, len(f.Operands))
		for j, k := range f.Operands {
			f.sizes[j] = t.size(k)
			f.size *= f.sizes[j]
		}
		e.total += f.size
		if _, dup := e.byVerb[f.name()]; dup {
			panic(fmt.Sprintf("onr/observe: two families named %s", f.name()))
		}
		e.byVerb[f.name()] = len(e.families)
		if k := slices.Index(optionShapes[:], f.Shape); k >= 0 && f.Shape != "number" {
			for int(f.Verb) >= len(e.byShape) {
				e.byShape = append(e.byShape, [len(optionShapes)]int{})
			}
			e.byShape[f.Verb][k] = len(e.families) + 1
		}
		e.families = append(e.families, f)
	}
	e.more = make([][2]int, len(e.families))
	for i, f := range e.families {
		for _, tw := range twins {
			k := slices.Index(f.Operands, tw.of)
			if k < 0 || (tw.noAbility && slices.Contains(f.Operands, OpAbility)) {
				continue
			}
			name := f.name() + tw.suffix
			j, ok := e.byVerb[name]
			want := slices.Clone(f.Operands)
			want[k] = tw.more
			if !ok || !slices.Equal(e.families[j].Operands, want) {
				panic(fmt.Sprintf("onr/observe: family %s has the operand %s, and no family %s the operand %s in its place", f.name(), tw.of.name(), name, tw.more.name()))
			}
			e.more[i][tw.kind-1] = j + 1
		}
	}
	e.bare = make([]int, len(e.byShape))
	for v := range e.byShape {
		if fi := e.byShape[v][0] - 1; fi >= 0 && len(e.families[fi].Operands) == 0 && !shapeRead[engine.Verb(v)] {
			e.bare[v] = e.families[fi].base + 1
		}
	}
	for i, c := range carddb.All() {
		e.cardIdx[c.ID] = i + 1
	}
	for _, title := range onr.Implemented() {
		d, _ := onr.Lookup(title)
		id := onr.CardIDOf(d.ID())
		for int(id) >= len(e.byID) {
			e.byID = append(e.byID, cardOf{})
		}
		e.byID[id] = cardOfDef(e.cardIdx[d.ID()], d)
	}
	e.layout, e.obsSize = onrLayout(t)
	return e
}

// NumDistinctActions implements observe.Encoder.
func (e *Encoder) NumDistinctActions() int { return e.total }

// ObservationSize implements observe.Encoder.
func (e *Encoder) ObservationSize() int { return e.obsSize }

// Layout implements observe.Encoder.
func (e *Encoder) Layout() []observe.Field { return e.layout }

// ActionName implements observe.Encoder.
func (e *Encoder) ActionName(id int) string {
	for _, f := range e.families {
		if id < f.base || id >= f.base+f.size {
			continue
		}
		rest := id - f.base
		parts := []string{f.name()}
		vals := make([]int, len(f.Operands))
		for i := len(f.Operands) - 1; i >= 0; i-- {
			n := e.table.size(f.Operands[i])
			vals[i] = rest % n
			rest /= n
		}
		for i, k := range f.Operands {
			parts = append(parts, e.table.operandName(k, vals[i]))
		}
		return strings.Join(parts, " ")
	}
	return fmt.Sprintf("action %d (out of range)", id)
}

// operandName renders operand value v of kind k.
func (t Table) operandName(k Operand, v int) string {
	switch k {
	case OpAnyCard:
		return t.anyPlaceName(v)
	case OpHand:
		return fmt.Sprintf("hand[%d]", v)
	case OpRig:
		return t.seatName(v/ONRRig) + fmt.Sprintf(" rig[%d]", v%ONRRig)
	case OpInstalled:
		f, p := v/fortPlaces, v%fortPlaces
		if p < ONRIce {
			return fmt.Sprintf("fort[%d] ice[%d]", f, p)
		}
		return fmt.Sprintf("fort[%d] card[%d]", f, p-ONRIce)
	case OpIce:
		return fmt.Sprintf("fort[%d] ice[%d]", v/ONRIce, v%ONRIce)
	case OpAside:
		return t.seatName(v/ONRAside) + fmt.Sprintf(" aside[%d]", v%ONRAside)
	case OpAsideMore:
		return t.seatName(v/ONRAsideMore) + fmt.Sprintf(" aside[%d]", ONRAside+v%ONRAsideMore)
	case OpFortMore:
		return fmt.Sprintf("fort[%d] card[%d]", v/ONRFortCardsMore, ONRFortCards+v%ONRFortCardsMore)
	case OpCardMore:
		if q := v % moreSeat; q < ONRDiscardMore {
			return t.seatName(v/moreSeat) + fmt.Sprintf(" discard[%d]", ONRDiscard+q)
		}
		return t.seatName(v/moreSeat) + fmt.Sprintf(" aside[%d]", ONRAside+v%moreSeat-ONRDiscardMore)
	case OpSub:
		if v == ONRSubs {
			return "all subroutines"
		}
		return fmt.Sprintf("subroutine %d", v)
	case OpInstallTo:
		switch {
		case v == 0:
			return "new fort / no host"
		case v <= t.Forts:
			return fmt.Sprintf("fort[%d]", v-1)
		}
		w := v - 1 - t.Forts
		return "host " + t.seatName(w/ONRRig) + fmt.Sprintf(" rig[%d]", w%ONRRig)
	case OpPlayOn:
		if v == 0 {
			return "no fort"
		}
		return fmt.Sprintf("fort[%d]", v-1)
	case OpFort:
		return fmt.Sprintf("fort[%d]", v)
	case OpSeat:
		return t.seatName(v)
	case OpQueue:
		return fmt.Sprintf("queue[%d]", v)
	case OpQueueMore:
		return fmt.Sprintf("queue[%d]", ONRQueue+v)
	case OpNumber:
		return fmt.Sprint(v)
	case OpRank:
		return fmt.Sprintf("rank %d", 1+ONRNumbers+v)
	case OpOnto:
		return "onto " + t.seatName(v/ONRRig) + fmt.Sprintf(" rig[%d]", v%ONRRig)
	case OpAbility:
		return fmt.Sprintf("ability[%d]", v)
	case OpRunWith:
		if v == 0 {
			return "(action)"
		}
		w := v - 1
		return "with " + t.seatName(w/ONRRig) + fmt.Sprintf(" rig[%d]", w%ONRRig)
	}
	return fmt.Sprintf("%s %d", k.name(), v)
}

// seatName names a seat relative to the deciding one: "own"; "opp" at
// a table of two; else "seat+1", "seat+2"… (the first, second… after it in
// seat order).
func (t Table) seatName(rel int) string {
	switch {
	case rel == 0:
		return "own"
	case t.Seats == 2:
		return "opp"
	}
	return fmt.Sprintf("seat+%d", rel)
}

func (t Table) anyPlaceName(v int) string {
	if v == t.otherPlace() {
		return "other card"
	}
	if v < t.fortPlace() {
		rel, p := v/seatPlaces, v%seatPlaces
		for _, z := range []struct {
			name string
			n    int
		}{{"hand", ONRHand}, {"rig", ONRRig}, {"scored", ONRScored}, {"discard", ONRDiscard}, {"aside", ONRAside}} {
			if p < z.n {
				return fmt.Sprintf("%s %s[%d]", t.seatName(rel), z.name, p)
			}
			p -= z.n
		}
	}
	v -= t.fortPlace()
	return t.operandName(OpInstalled, v)
}

// places maps the handles of one view to places. The view is indexed when
// first needed (load): a decision of options naming no card or fort (a
// pass) builds no view (observe.Encoder's Actions). Given the game (g,
// ActionsOf), places looks each card up in it instead (onr.Game.ViewPlace:
// where the view would list it), and builds no view at all, unless the
// table holds more than the encoding can name (fits): then it indexes the
// view, whose lists say where, as Actions does.
type places struct {
	view   observe.ViewFunc // gives v when it is first needed
	g      *onr.Game        // the game of the decision, read instead of its view; nil to index the view
	loaded bool
	err    error // of the indexing, returned by every later load
	v      *onr.View
	own    engine.Seat
	t      Table // the table the ids name
	n      int   // the seats of the game, known when loaded (rel)
	// handles[i] is at anyPlace at[i]: a view holds some tens of cards,
	// and a decision looks a few up, so a scan beats building a map.
	handles []int32
	at      []int
	cards   []*onr.CardView // cards[i] is the card of handles[i]
	forts   []int32         // forts[k] is the index of the fort in view slot k
	// The last card placed from the game (gamePlace), and where: encoding
	// one option asks up to four times where its card is. lastH is
	// noHandle while none is (and while the view is read).
	lastH  int32
	lastAt int
	lastOK bool
	// allLive: no fort of p.g is gone, so a fort's view slot is its index
	// (onr.Game.ViewFortSlot); set by load.
	allLive bool
	seats   []*onr.PlayerView // the room of an observation's players (read)
}

// place returns the anyPlace of the card with handle h. Its usual case,
// the card of the last call placed from the game, is inlined.
func (p *places) place(h int32) (int, bool) {
	if h == p.lastH {
		return p.lastAt, p.lastOK
	}
	return p.placeAnew(h)
}

// noHandle is no card's handle (handles are positive; 0 is an option's
// "no card").
const noHandle = -1

// placeAnew is place but for the card of the last call placed from the
// game.
func (p *places) placeAnew(h int32) (int, bool) {
	if p.g != nil {
		p.lastH = h
		p.lastAt, p.lastOK = p.gamePlace(h)
		return p.lastAt, p.lastOK
	}
	if i := slices.Index(p.handles, h); i >= 0 {
		return p.at[i], true
	}
	return 0, false
}

// put records that card c is at anyPlace a.
func (p *places) put(c *onr.CardView, a int) {
	p.handles = append(p.handles, c.Handle)
	p.at = append(p.at, a)
	p.cards = append(p.cards, c)
}

// load indexes the view the first time it is called and returns the
// indexing's error. Its usual case, loaded, is inlined.
func (p *places) load() error {
	if p.loaded {
		return p.err
	}
	return p.loadFirst()
}

// loadFirst is load's first call.
func (p *places) loadFirst() error {
	p.loaded = true
	if p.g != nil {
		p.n = len(p.g.State().Players)
		ok, allLive := fits(p.g.State(), p.own, p.t)
		if ok {
			p.allLive = allLive
			return nil
		}
		p.g, p.lastH = nil, noHandle // beyond the encoding: the view's index says which list
	}
	raw := p.view()
	v, ok := raw.(*onr.View)
	if !ok {
		p.err = fmt.Errorf("agent: an onr encoder needs an *onr.View, got %T", raw)
		return p.err
	}
	p.v, p.n = v, len(v.Players)
	p.err = p.index()
	return p.err
}

// fits reports whether every list that the view of seat own shows of
// state s holds no more than the encoding can name (index's bounds), by
// the lengths of the lists the view is made from: at least the view's.
func fits(s *onr.State, own engine.Seat, t Table) (ok, allLive bool) {
	if t.Seats > 2 && len(s.Players) > t.Seats {
		// more seats than the table names (at a table of two, every
		// other seat is "opp", as relOf says)
		return false, false
	}
	for i := range s.Players {
		pl := &s.Players[i]
		if (pl.Seat == own && len(pl.Hand) > ONRHand) || len(pl.Rig) > ONRRig || len(pl.Scored) > ONRScored ||
			len(pl.Discard) > ONRDiscard+ONRDiscardMore || len(pl.Aside) > ONRAside+ONRAsideMore {
			return false, false
		}
	}
	live := 0 // the forts the view lists: those not gone (onr.Game.ViewFortSlot)
	for k := range s.Forts {
		f := &s.Forts[k]
		if f.Gone {
			continue
		}
		live++
		if len(f.Ice) > ONRIce || len(f.Cards) > ONRFortCards+ONRFortCardsMore {
			return false, false
		}
	}
	return live <= t.Forts, live == len(s.Forts)
}

// gamePlace returns the anyPlace of the card with handle h where the view
// of p.own would list it (index's places), read from p.g.
func (p *places) gamePlace(h int32) (int, bool) {
	vp := p.g.ViewPlace(p.own, h)
	rel := 0
	if vp.Zone != onr.ZoneIce && vp.Zone != onr.ZoneFort {
		rel = p.relOf(vp.Seat)
	}
	base := rel * seatPlaces
	switch vp.Zone {
	case onr.ZoneHand:
		return base + vp.Pos, true
	case onr.ZoneRig:
		return base + ONRHand + vp.Pos, true
	case onr.ZoneScored:
		return base + ONRHand + ONRRig + vp.Pos, true
	case onr.ZoneDiscard:
		if vp.Pos >= ONRDiscard {
			return p.t.morePlace() + rel*moreSeat + vp.Pos - ONRDiscard, true
		}
		return base + ONRHand + ONRRig + ONRScored + vp.Pos, true
	case onr.ZoneAside:
		if vp.Pos >= ONRAside {
			return p.t.morePlace() + rel*moreSeat + ONRDiscardMore + vp.Pos - ONRAside, true
		}
		return base + ONRHand + ONRRig + ONRScored + ONRDiscard + vp.Pos, true
	case onr.ZoneIce:
		return p.t.fortPlace() + vp.Slot*fortPlaces + vp.Pos, true
	case onr.ZoneFort:
		if vp.Pos >= ONRFortCards {
			return p.t.fortMorePlace() + vp.Slot*ONRFortCardsMore + vp.Pos - ONRFortCards, true
		}
		return p.t.fortPlace() + vp.Slot*fortPlaces + ONRIce + vp.Pos, true
	}
	return 0, false // not listed, or held (index places no held card)
}

// index maps the handles and forts of p.v.
func (p *places) index() error {
	v := p.v
	n := 0
	for i := range v.Players {
		pl := &v.Players[i]
		n += len(pl.Hand) + len(pl.Rig) + len(pl.Scored) + len(pl.Discard) + len(pl.Aside)
	}
	for k := range v.Forts {
		n += len(v.Forts[k].Ice) + len(v.Forts[k].Cards)
	}
	p.handles, p.at, p.cards = slices.Grow(p.handles[:0], n), slices.Grow(p.at[:0], n), slices.Grow(p.cards[:0], n)
	p.forts = slices.Grow(p.forts[:0], len(v.Forts))
	for i := range v.Players {
		pl := &v.Players[i]
		rel := p.relOf(pl.Seat)
		if rel >= p.t.Seats {
			return fmt.Errorf("agent: %d seats, the encoding holds %d", len(v.Players), p.t.Seats)
		}
		base := rel * seatPlaces
		for _, z := range []struct {
			list []onr.CardView
			n    int
			more int // places past the first n, after anyPlaces (from place at)
			at   int
		}{{pl.Hand, ONRHand, 0, 0}, {pl.Rig, ONRRig, 0, 0}, {pl.Scored, ONRScored, 0, 0},
			{pl.Discard, ONRDiscard, ONRDiscardMore, p.t.morePlace() + rel*moreSeat},
			{pl.Aside, ONRAside, ONRAsideMore, p.t.morePlace() + rel*moreSeat + ONRDiscardMore}} {
			list, more := z.list, []onr.CardView(nil)
			if len(list) > z.n && z.more > 0 {
				list, more = list[:z.n], list[z.n:]
			}
			if len(list) > z.n || len(more) > z.more {
				return fmt.Errorf("agent: %d cards where the encoding holds %d", len(z.list), z.n+z.more)
			}
			for j := range list {
				p.put(&list[j], base+j)
			}
			for j := range more {
				p.put(&more[j], z.at+j)
			}
			base += z.n
		}
	}
	if len(v.Forts) > p.t.Forts {
		return fmt.Errorf("agent: %d forts, the encoding holds %d", len(v.Forts), p.t.Forts)
	}
	for k := range v.Forts {
		f := &v.Forts[k]
		p.forts = append(p.forts, f.Index)
		if len(f.Ice) > ONRIce || len(f.Cards) > ONRFortCards+ONRFortCardsMore {
			return fmt.Errorf("agent: fort %d holds %d ice and %d cards, the encoding %d and %d", f.Index, len(f.Ice), len(f.Cards), ONRIce, ONRFortCards+ONRFortCardsMore)
		}
		base := p.t.fortPlace() + k*fortPlaces
		for j := range f.Ice {
			p.put(&f.Ice[j], base+j)
		}
		for j := range f.Cards {
			if j < ONRFortCards {
				p.put(&f.Cards[j], base+ONRIce+j)
			} else {
				p.put(&f.Cards[j], p.t.fortMorePlace()+k*ONRFortCardsMore+j-ONRFortCards)
			}
		}
	}
	return nil
}

// card returns the value of operand k for the card with handle h.
func (p *places) card(k Operand, h int) (int, error) {
	if err := p.load(); err != nil {
		return 0, err
	}
	a, ok := p.place(int32(h))
	other, more := p.t.otherPlace(), p.t.morePlace()
	if !ok {
		a = other
	}
	if fm := p.t.fortMorePlace(); a >= fm {
		// past the first cards of a fort: a "fort-more" operand names it
		if k == OpFortMore {
			return a - fm, nil
		}
		return 0, fmt.Errorf("agent: card %d is past the first %d cards of its fort, where the operand %s cannot name it", h, ONRFortCards, k.name())
	}
	if a >= more {
		// past the first cards of a discard pile or set aside: a
		// "card-more" operand names it, an "aside-more" one if set aside
		rel, q := (a-more)/moreSeat, (a-more)%moreSeat
		switch {
		case k == OpCardMore:
			return a - more, nil
		case k == OpAsideMore && q >= ONRDiscardMore:
			return rel*ONRAsideMore + q - ONRDiscardMore, nil
		}
		return 0, fmt.Errorf("agent: card %d is past the first cards of its list, where the operand %s cannot name it", h, k.name())
	}
	if k == OpAnyCard {
		return a, nil
	}
	if a < p.t.fortPlace() {
		rel, q := a/seatPlaces, a%seatPlaces
		switch {
		case k == OpHand && rel == 0 && q < ONRHand:
			return q, nil
		case k == OpRig && q >= ONRHand && q < ONRHand+ONRRig:
			return rel*ONRRig + q - ONRHand, nil
		case k == OpAside && q >= seatPlaces-ONRAside:
			return rel*ONRAside + q - (seatPlaces - ONRAside), nil
		}
	} else if a != other {
		f := a - p.t.fortPlace()
		switch {
		case k == OpInstalled:
			return f, nil
		case k == OpIce && f%fortPlaces < ONRIce:
			return f/fortPlaces*ONRIce + f%fortPlaces, nil
		}
	}
	return 0, fmt.Errorf("agent: card %d is not where the operand %s can name it", h, k.name())
}

// asidePlaced reports whether the card with handle h is set aside by a
// seat (aside: a place an "aside" or an "aside-more" operand names) and
// whether the view lists it (placed), with one lookup.
func (p *places) asidePlaced(h int) (aside, placed bool) {
	if p.load() != nil {
		return false, false
	}
	a, ok := p.place(int32(h))
	if ok && a >= p.t.morePlace() {
		return a < p.t.fortMorePlace() && (a-p.t.morePlace())%moreSeat >= ONRDiscardMore, true
	}
	return ok && a < p.t.fortPlace() && a%seatPlaces >= seatPlaces-ONRAside, ok
}

// rel returns seat s relative to the deciding seat (relOf), the seats of
// the game loaded when the table has more than two.
func (p *places) rel(s engine.Seat) (int, error) {
	if s != p.own && p.t.Seats > 2 {
		if err := p.load(); err != nil {
			return 0, err
		}
	}
	return p.relOf(s), nil
}

// relOf returns seat s relative to the deciding seat: 0 for its own, then
// 1, 2… for the seats after it in seat order (p.n seats, loaded). At a
// table of two, or for a viewer with no seat, every other seat is 1
// ("opp").
func (p *places) relOf(s engine.Seat) int {
	switch {
	case s == p.own:
		return 0
	case p.t.Seats == 2 || p.own < 0 || p.n == 0:
		return 1
	}
	return int((s - p.own + engine.Seat(p.n)) % engine.Seat(p.n))
}

// inHand reports whether the card with handle h is in the deciding seat's
// hand (a place a "hand" operand names).
func (p *places) inHand(h int) bool {
	if p.load() != nil {
		return false
	}
	a, ok := p.place(int32(h))
	return ok && a < ONRHand
}

// installed reports whether the card with handle h is in or on a fort (a
// place an "installed" or a "fort-more" operand names).
func (p *places) installed(h int) bool {
	if p.load() != nil {
		return false
	}
	a, ok := p.place(int32(h))
	return ok && (a >= p.t.fortPlace() && a < p.t.otherPlace() || a >= p.t.fortMorePlace())
}

// more returns the kind of place of the card with handle h: past the
// first cards of a discard pile or set aside (seatMore, morePlace), past
// the first cards of a fort (fortMore, fortMorePlace), where the twin of a
// family names it; else notMore.
func (p *places) more(h int) placeKind {
	if p.load() != nil {
		return notMore
	}
	a, ok := p.place(int32(h))
	switch {
	case !ok || a < p.t.morePlace():
		return notMore
	case a < p.t.fortMorePlace():
		return seatMore
	}
	return fortMore
}

// fort returns the view slot of fort index i.
func (p *places) fort(i int) (int, error) {
	if err := p.load(); err != nil {
		return 0, err
	}
	k := -1
	switch {
	case p.g != nil && p.allLive:
		if i >= 0 && i < len(p.g.State().Forts) {
			k = i
		}
	case p.g != nil:
		if slot, ok := p.g.ViewFortSlot(int32(i)); ok {
			k = slot
		}
	default:
		k = slices.Index(p.forts, int32(i))
	}
	if k < 0 {
		return 0, fmt.Errorf("agent: no fort %d in the view", i)
	}
	return k, nil
}

// Actions implements observe.Encoder.
func (e *Encoder) Actions(view observe.ViewFunc, d engine.Decision) ([]int, error) {
	return e.actions(nil, view, nil, d)
}

// ActionsOf implements observe.GameActioner: the ids of Actions, each card
// an option names looked up in the game where the view of d's seat would
// list it (places), when g is an ONR game; else from the view.
func (e *Encoder) ActionsOf(g engine.Game, view observe.ViewFunc, d engine.Decision) ([]int, error) {
	og, _ := g.(*onr.Game)
	return e.actions(nil, view, og, d)
}

// AppendActionsOf implements observe.ActionsAppender: ActionsOf's ids
// appended to dst.
func (e *Encoder) AppendActionsOf(dst []int, g engine.Game, view observe.ViewFunc, d engine.Decision) ([]int, error) {
	og, _ := g.(*onr.Game)
	return e.actions(dst, view, og, d)
}

// actions appends the ids of d's options to dst, cards placed by the view
// or, when g is not nil, by the game (places).
func (e *Encoder) actions(dst []int, view observe.ViewFunc, g *onr.Game, d engine.Decision) ([]int, error) {
	if d.Kind == engine.Number {
		f := e.families[e.byVerb["number"]]
		out := dst
		for n := max(d.Min, 0); n <= d.Max && n < ONRNumbers; n++ {
			out = append(out, f.base+n)
		}
		return out, nil
	}
	p := &places{view: view, g: g, own: d.Seat, t: e.table, lastH: noHandle}
	all := slices.Grow(dst, len(d.Options))[:len(dst)+len(d.Options)]
	out := all[len(dst):]
	var seen map[int]int // by id, the option that has it: for long decisions; a scan of out for short ones
	if len(d.Options) > shortDecision {
		seen = make(map[int]int, len(d.Options))
	}
	pieces := -1     // whether the move options move several pieces (movesSeveralPieces), once a move option is met
	unseen := 0      // choose options of cards the view does not place, so far
	trashUnseen := 0 // trash options of cards the view does not place, so far
	steals := 0      // steal options, so far
	for i := range d.Options {
		o := &d.Options[i]
		id, err := e.encode(p, o)
		if err != nil {
			return nil, fmt.Errorf("option %d %+v: %w", i, *o, err)
		}
		switch o.Verb {
		case onr.VerbSteal:
			if steals > 0 {
				if steals > ONRNumbers {
					return nil, fmt.Errorf("option %d: agent: more than %d steal options", i, 1+ONRNumbers)
				}
				id = e.families[e.byVerb[onr.VerbSteal.String()+"-more"]].base + steals - 1
			}
			steals++
		case onr.VerbTrash:
			if a, _ := p.card(OpAnyCard, o.Card); a == p.t.otherPlace() {
				if trashUnseen > 0 {
					if trashUnseen > ONRNumbers {
						return nil, fmt.Errorf("option %d: agent: more than %d trashes of unplaced cards", i, 1+ONRNumbers)
					}
					id = e.families[e.byVerb[onr.VerbTrash.String()+"-unseen"]].base + trashUnseen - 1
				}
				trashUnseen++
			}
		case onr.VerbMoveIce:
			if pieces < 0 {
				pieces = 0
				if movesSeveralPieces(d) {
					pieces = 1
				}
			}
			if pieces == 1 {
				ice, err := p.card(OpIce, o.Card)
				if err != nil {
					return nil, fmt.Errorf("option %d %+v: %w", i, *o, err)
				}
				if o.Arg < 0 || o.Arg >= ONRQueue {
					return nil, fmt.Errorf("option %d: agent: position %d out of range [0, %d)", i, o.Arg, ONRQueue)
				}
				id = e.families[e.byVerb[onr.VerbMoveIce.String()+"-piece"]].base + ice*ONRQueue + o.Arg
			}
		case onr.VerbChoose:
			if a, _ := p.card(OpAnyCard, o.Card); a == p.t.otherPlace() {
				switch {
				case unseen == 0:
				case unseen <= ONRNumbers:
					id = e.families[e.byVerb[onr.VerbChoose.String()+"-unseen"]].base + unseen - 1
				case unseen <= ONRNumbers+ONRUnseenMore:
					id = e.families[e.byVerb[onr.VerbChoose.String()+"-unseen-more"]].base + unseen - 1 - ONRNumbers
				default:
					return nil, fmt.Errorf("option %d: agent: more than %d unplaced cards to choose among", i, 1+ONRNumbers+ONRUnseenMore)
				}
				unseen++
			}
		}
		var j int
		var dup bool
		if seen == nil {
			j = slices.Index(out[:i], id)
			dup = j >= 0
		} else {
			j, dup = seen[id]
		}
		if dup {
			return nil, fmt.Errorf("agent: options %d and %d of decision %d share action %d (%s)", j, i, d.ID, id, e.ActionName(id))
		}
		if seen != nil {
			seen[id] = i
		}
		out[i] = id
	}
	return all, nil
}

// shortDecision is the most options of a decision whose ids are checked
// distinct by a scan rather than a map.
const shortDecision = 32

// movesSeveralPieces reports whether decision d's move options move more
// than one piece of ice: then each names its piece ("move-piece").
func movesSeveralPieces(d engine.Decision) bool {
	first := 0
	for _, o := range d.Options {
		if o.Verb != onr.VerbMoveIce || o.Card == 0 {
			continue
		}
		if first == 0 {
			first = o.Card
		} else if o.Card != first {
			return true
		}
	}
	return false
}

// optionShapes are the shapes of the families encode names an option by
// (family.Shape): the verb alone, or one of these after it.
var optionShapes = [...]string{"", "-card", "-aside", "-unseen", "-more", "-seat"}

// shapeRead is the verbs whose options encode gives a shape by their card,
// target or argument (its switch): each must be listed, or the option may
// take the wrong id (TestBareVerbsReadNoShape).
var shapeRead = map[engine.Verb]bool{
	onr.VerbForgo: true, onr.VerbAccess: true, onr.VerbPay: true, onr.VerbInstall: true, onr.VerbLift: true,
	onr.VerbRemoveTag: true, onr.VerbUse: true, onr.VerbPlay: true, onr.VerbSetAside: true,
}

// encode returns the action id of option o.
func (e *Encoder) encode(p *places, o *engine.Option) (int, error) {
	if int(o.Verb) < len(e.bare) {
		if id := e.bare[o.Verb]; id > 0 {
			return id - 1, nil
		}
	}
	shape := 0
	switch {
	case o.Verb == onr.VerbForgo && o.Card != 0, o.Verb == onr.VerbAccess && o.Card != 0,
		o.Verb == onr.VerbPay && o.Card != 0 && !p.installed(o.Card):
		shape = 1 // "-card"
	case o.Verb == onr.VerbInstall:
		switch aside, placed := p.asidePlaced(o.Card); {
		case aside:
			shape = 2 // "-aside": a set-aside card installed where it may go (The Shell Traders)
		case o.Card != 0 && !placed:
			shape = 3 // "-unseen": a card shown from R&D installed (Security Purge)
		}
	case o.Verb == onr.VerbLift && o.Arg >= ONRQueue:
		shape = 4 // "-more": past the first ONRQueue liftable effects
	case o.Verb == onr.VerbRemoveTag && o.Target != 0, o.Verb == onr.VerbUse && o.Target != 0,
		o.Verb == onr.VerbPlay && o.Target != 0 && !playsOnFort(p, o):
		// "-seat": whose tag, at a table of several Corps; the seat a card
		// played or an ability used as an action targets (onr/targets.go)
		shape = 5
	case o.Verb == onr.VerbSetAside && o.Card != 0 && !p.inHand(o.Card):
		shape = 1 // "-card": a card not in the hand set aside
	}
	fi := -1
	if int(o.Verb) < len(e.byShape) {
		fi = e.byShape[o.Verb][shape] - 1
		if fi < 0 && shape == 5 {
			// An encoder without the verb's "-seat" family (ONR's, whose
			// table of two never names a target) names it as before.
			fi = e.byShape[o.Verb][0] - 1
		}
	}
	if fi < 0 {
		return 0, fmt.Errorf("agent: verb %q has no action family", o.Verb)
	}
	if tw := e.more[fi]; tw != [2]int{} {
		if m := p.more(o.Card); m != notMore && tw[m-1] > 0 {
			fi = tw[m-1] - 1 // its twin, whose "-more" operand names the card
		}
	}
	f := &e.families[fi]
	id := 0
	for j, k := range f.Operands {
		v, err := p.operand(k, o)
		if err != nil {
			return 0, err
		}
		n := f.sizes[j]
		if v < 0 || v >= n {
			return 0, fmt.Errorf("agent: %s %d out of range [0, %d)", k.name(), v, n)
		}
		id = id*n + v
	}
	return f.base + id, nil
}

// operand returns the value of operand k of option o.
func (p *places) operand(k Operand, o *engine.Option) (int, error) {
	switch k {
	case OpAnyCard, OpHand, OpRig, OpInstalled, OpIce, OpAside, OpAsideMore, OpCardMore, OpFortMore:
		return p.card(k, o.Card)
	case OpQueue:
		if o.Verb == onr.VerbResolve && o.Target != 0 {
			// Whose simultaneous effects resolve first (Target: a seat
			// + 1): the deciding seat's take queue[0], the other's
			// queue[1]: the decision offers no other resolve option.
			return p.rel(engine.Seat(o.Target - 1))
		}
		return o.Arg, nil
	case OpQueueMore:
		return o.Arg - ONRQueue, nil
	case OpAbility:
		return o.Arg, nil
	case OpSub:
		if o.Target == onr.BreakAll {
			return ONRSubs, nil
		}
		return o.Target, nil
	case OpFort:
		return p.fort(o.Target)
	case OpSeat:
		return p.rel(engine.Seat(o.Target - 1))
	case OpInstallTo:
		if err := p.load(); err != nil {
			return 0, err
		}
		if p.corp() {
			if o.Target == onr.NewFort {
				return 0, nil
			}
			f, err := p.fort(o.Target)
			return 1 + f, err
		}
		if o.Target == 0 {
			return 0, nil
		}
		r, err := p.card(OpRig, o.Target)
		return 1 + p.t.Forts + r, err
	case OpPlayOn:
		if o.Target == 0 && !playsOnFort(p, o) {
			return 0, nil
		}
		f, err := p.fort(o.Target)
		return 1 + f, err
	case OpOnto:
		return p.card(OpRig, o.Target)
	case OpRunWith:
		if o.Card == 0 {
			return 0, nil
		}
		r, err := p.card(OpRig, o.Card)
		if err != nil {
			// A run offered by a card no rig holds: a prep's "make another
			// run" (All-Nighter, played and now in the trash). Its options
			// differ by fort alone, so it takes the ids of a run without a
			// card (Actions refuses two options sharing an id).
			return 0, nil
		}
		return 1 + r, nil
	}
	return 0, fmt.Errorf("agent: unknown operand %d", k)
}

// corp reports whether the viewer is a Corp (the view's Seat); p is
// loaded.
func (p *places) corp() bool {
	if p.g != nil {
		s := p.g.State()
		return p.own >= 0 && int(p.own) < len(s.Players) && s.Players[p.own].Role == onr.Corp
	}
	return p.v.Seat == "corp"
}

// playsOnFort reports whether the card played by o is played on a fort:
// a card whose play ability makes a run on a fort of the player's choice.
func playsOnFort(p *places, o *engine.Option) bool {
	if p.load() != nil {
		return false
	}
	if p.g != nil {
		// The card as the view would show it: in the viewer's hand
		// (the only hand it lists), by its title where the viewer may
		// know it.
		// vp.Def is the definition the view's title names (onr.Lookup),
		// without the title made a slug and looked up at every option.
		vp := p.g.ViewPlace(p.own, int32(o.Card))
		return vp.Zone == onr.ZoneHand && vp.Def != nil && runsOnAnyFort(vp.Def)
	}
	for i := range p.v.Players {
		for _, c := range p.v.Players[i].Hand {
			if int(c.Handle) != o.Card {
				continue
			}
			d, ok := onr.Lookup(c.Title)
			return ok && runsOnAnyFort(d)
		}
	}
	return false
}

// runsOnAnyFort reports whether card d's play ability makes a run on a
// fort of the player's choice: any fort, or R&D or HQ (whose option on HQ,
// fort 0, names the fort and not "no fort").
func runsOnAnyFort(d *onr.Def) bool {
	for _, a := range d.Abilities {
		if a.Kind == onr.KindPlay && (a.Fort == onr.AnyFort || a.Fort == onr.CentralRDOrHQ) {
			return true
		}
	}
	return false
}
