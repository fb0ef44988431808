// Package observe is ONR's observation encoder for the AI-research
// interface (package agent, docs/agent.md): stable action ids numbering the
// shapes of ONR's options, and a documented observation vector built from
// one seat's onr.View. Its init registers it with engine/observe under the
// name of ONR's ruleset, "onr"; it imports onr/cards, so the card
// definitions it reads are there. testdata/ pins the action ids and the
// observation layout.
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
// TestRandomSimONREveryCard fail on a game that does not). A discard pile
// and the cards set aside go further: ids name ONRDiscardMore and
// ONRAsideMore more cards of each (appended families; the observation
// holds the first ONRDiscard and ONRAside only).
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
)

// Places. A card is named by where it is in the deciding seat's view, seats
// relative to it: "own" is the deciding seat, "opp" the other one.
const (
	seatPlaces = ONRHand + ONRRig + ONRScored + ONRDiscard + ONRAside // per seat
	fortPlaces = ONRIce + ONRFortCards                                // per fort
	// anyPlaces: both seats' zones, then every fort, then "other": a card
	// the view does not show where it is (a card being accessed in HQ).
	anyPlaces   = 2*seatPlaces + ONRForts*fortPlaces + 1
	otherPlace  = anyPlaces - 1
	rigPlaces   = 2 * ONRRig
	asidePlaces = 2 * ONRAside
	// morePlace is the first place of the cards past the first of a
	// seat's discard pile and cards set aside, after anyPlaces: places of
	// the index (places) that the "card-more" operand names, no "card"
	// operand, and that the observation does not hold. Own, then opp:
	// moreSeat each, discard[ONRDiscard…] then aside[ONRAside…].
	morePlace = anyPlaces
	moreSeat  = ONRDiscardMore + ONRAsideMore
)

// operand kinds of an ONR action family.
type operand uint8

const (
	opAnyCard   operand = iota // a card anywhere: anyPlaces
	opHand                     // a card of the deciding seat's hand
	opRig                      // a card in a rig (own, then opp)
	opInstalled                // a Corp card in or on a fort: forts × (ice, cards)
	opIce                      // a piece of ice: forts × ice
	opAside                    // a card set aside (own, then opp)
	opAbility                  // an ability index (Option.Arg)
	opSub                      // a subroutine (Option.Target), or all (BreakAll)
	opFort                     // a fort (Option.Target)
	opInstallTo                // where to install: a new fort / no host, a fort, a host in the rig
	opPlayOn                   // the fort a prep or operation is played on, or none
	opRunWith                  // the card in a rig making a dedicated run, or none: no card, or one no rig holds (Option.Card)
	opQueue                    // a place in a queue (Option.Arg)
	opNumber                   // a number
	opOnto                     // the card in a rig that another goes onto (Option.Target; a holder, held.go)
	opRank                     // a rank past the first 1 + ONRNumbers among unplaced cards
	opAsideMore                // a card set aside past the first ONRAside (own, then opp)
	opCardMore                 // a card of a discard pile or set aside past the first ONRDiscard or ONRAside (own, then opp)
	opQueueMore                // a place in a queue past the first ONRQueue (Option.Arg)
)

func (k operand) size() int {
	switch k {
	case opAnyCard:
		return anyPlaces
	case opHand:
		return ONRHand
	case opRig:
		return rigPlaces
	case opInstalled:
		return ONRForts * fortPlaces
	case opIce:
		return ONRForts * ONRIce
	case opAside:
		return asidePlaces
	case opAbility:
		return ONRAbilities
	case opSub:
		return ONRSubs + 1
	case opFort:
		return ONRForts
	case opInstallTo:
		return 1 + ONRForts + rigPlaces
	case opPlayOn:
		return 1 + ONRForts
	case opRunWith:
		return 1 + rigPlaces
	case opQueue:
		return ONRQueue
	case opNumber:
		return ONRNumbers
	case opOnto:
		return rigPlaces
	case opRank:
		return ONRUnseenMore
	case opAsideMore:
		return 2 * ONRAsideMore
	case opCardMore:
		return 2 * moreSeat
	case opQueueMore:
		return ONRNumbers
	}
	return 0
}

func (k operand) name() string {
	return [...]string{"card", "hand", "rig", "installed", "ice", "aside", "ability", "subroutine", "fort", "to", "on", "with", "queue", "number", "onto", "rank", "aside-more", "card-more", "queue-more"}[k]
}

// family is a verb with its operands: a contiguous block of action ids.
type family struct {
	verb     engine.Verb
	shape    string // told after the verb in the family's name: "-card", "-aside"; or the name alone ("number")
	operands []operand
	base     int
	size     int
}

// name is the family's name: its verb and its shape.
func (f family) name() string { return f.verb.String() + f.shape }

// onrFamilies is the ONR action table, in id order. Append only: ids are
// fixed by this order (TestONRActionIdsAreStable pins them; see "Stable action ids"
// in engine/observe).
var onrFamilies = []family{
	// Verbs without operands (an Arg they carry, such as the cost of
	// "done (pay 2)", is implied by the state).
	{verb: onr.VerbDraw}, {verb: onr.VerbGain}, {verb: onr.VerbRemoveTag}, {verb: onr.VerbPass},
	{verb: onr.VerbPurge}, {verb: onr.VerbDone}, {verb: onr.VerbJackOut}, {verb: onr.VerbContinue},
	{verb: onr.VerbTake}, {verb: onr.VerbDecline}, {verb: onr.VerbNone}, {verb: onr.VerbEndTurn},
	{verb: onr.VerbForgo}, {verb: onr.VerbSteal},
	// One card.
	{verb: onr.VerbAdvance, operands: []operand{opInstalled}},
	{verb: onr.VerbRez, operands: []operand{opInstalled}},
	{verb: onr.VerbScore, operands: []operand{opInstalled}},
	{verb: onr.VerbPay, operands: []operand{opInstalled}},
	{verb: onr.VerbTrashRes, operands: []operand{opRig}},
	{verb: onr.VerbTrashProg, operands: []operand{opRig}},
	{verb: onr.VerbBaseLink, operands: []operand{opRig}},
	{verb: onr.VerbForgo, shape: "-card", operands: []operand{opRig}},
	{verb: onr.VerbTrashIce, operands: []operand{opIce}},
	{verb: onr.VerbDiscard, operands: []operand{opHand}},
	{verb: onr.VerbSetAside, operands: []operand{opHand}},
	{verb: onr.VerbRemoveAsideCounter, operands: []operand{opAside}},
	{verb: onr.VerbAccess, shape: "-card", operands: []operand{opAnyCard}},
	{verb: onr.VerbLeave, operands: []operand{opAnyCard}},
	{verb: onr.VerbTrash, operands: []operand{opAnyCard}},
	{verb: onr.VerbExpose, operands: []operand{opAnyCard}},
	{verb: onr.VerbChoose, operands: []operand{opAnyCard}},
	// A card and one of its abilities.
	{verb: onr.VerbUse, operands: []operand{opAnyCard, opAbility}},
	{verb: onr.VerbPrevent, operands: []operand{opAnyCard, opAbility}},
	{verb: onr.VerbPump, operands: []operand{opRig, opAbility}},
	{verb: onr.VerbBreak, operands: []operand{opRig, opSub, opAbility}},
	// A card of the hand and where it goes.
	{verb: onr.VerbInstall, operands: []operand{opHand, opInstallTo}},
	{verb: onr.VerbPlay, operands: []operand{opHand, opPlayOn}},
	// Forts.
	{verb: onr.VerbRun, operands: []operand{opFort, opRunWith}},
	{verb: onr.VerbAccess, operands: []operand{opFort}},
	// The order of simultaneous effects.
	{verb: onr.VerbResolve, operands: []operand{opQueue}},
	// The answer to a Number decision.
	{shape: "number", operands: []operand{opNumber}},
	// Later verbs, appended so that earlier ids stay.
	{verb: onr.VerbRedirect, operands: []operand{opInstalled}}, // the card that moves the run names its fort
	{verb: onr.VerbLift, operands: []operand{opQueue}},         // the place of the effect among the player's liftable ones
	{verb: onr.VerbInstall, shape: "-aside", operands: []operand{opAside, opInstallTo}},
	{verb: onr.VerbMoveIce, operands: []operand{opFort, opQueue}}, // where moving ice goes: the fort and the position (the ice is the one moving)
	{verb: onr.VerbHold, operands: []operand{opRig, opOnto}},      // a card being trashed put on a holder in the rig instead (Option.Target; held.go)
	// A second, third… card the view does not place among a decision's
	// choose options (cards of a stack being searched, of R&D looked at),
	// by its rank among them; the first keeps "choose other card".
	{verb: onr.VerbChoose, shape: "-unseen", operands: []operand{opNumber}},
	// Past those, the next ONRUnseenMore by their rank less 1 + ONRNumbers
	// (a search of a stack or R&D holding every card of the pool).
	{verb: onr.VerbChoose, shape: "-unseen-more", operands: []operand{opRank}},
	// A piece of ice moved within its fort, named by its place, and the
	// position it goes to: the moves of a decision that moves several
	// pieces (rearranging a fort's ice), which "move × fort × queue" would
	// not tell apart.
	{verb: onr.VerbMoveIce, shape: "-piece", operands: []operand{opIce, opQueue}},
	// A fort chosen by a card's effect (Option.Target): where a deflector
	// sends the run (deflect.go), the fort a card remembers (chosenfort.go).
	{verb: onr.VerbChooseFort, operands: []operand{opFort}},
	// A place holding virus counters, by its place in the list the
	// decision offers (Option.Arg; virusdouble.go, keepvirus.go).
	{verb: onr.VerbChooseVirus, operands: []operand{opQueue}},
	// A card drawn returned to the top of the stack (drawextra.go).
	{verb: onr.VerbStackTop, operands: []operand{opAnyCard}},
	// The question about the cards accessed that another seat does not
	// know (onr/accesshidden.go) offers several trashes of cards the view
	// does not place (R&D's) and several thefts: the second, third… of
	// each, by rank (the first keeps "trash other card", "steal").
	{verb: onr.VerbTrash, shape: "-unseen", operands: []operand{opNumber}},
	{verb: onr.VerbSteal, shape: "-more", operands: []operand{opNumber}},
	// The cards set aside past the first ONRAside: the twin of each family
	// with an "aside" operand, named by its name and "-more", with an
	// "aside-more" operand in its place (encode; newONREncoder checks
	// that every such family has its twin).
	{verb: onr.VerbRemoveAsideCounter, shape: "-more", operands: []operand{opAsideMore}},
	{verb: onr.VerbInstall, shape: "-aside-more", operands: []operand{opAsideMore, opInstallTo}},
	// A payment for a card that is not installed ("pay × installed" names
	// the installed ones): a card of HQ kept for bits (R487), the source
	// of an effect the payer pays against (unless it pays, a prevention
	// cancelled).
	{verb: onr.VerbPay, shape: "-card", operands: []operand{opAnyCard}},
	// The cards of a discard pile past the first ONRDiscard, and those set
	// aside past the first ONRAside: the twin of each family with a "card"
	// operand, a "card-more" operand in its place; but those of use and
	// prevent, abilities that never work from there (onr.Presence), which
	// would take 2 × 8 × 2 × moreSeat ids for nothing.
	{verb: onr.VerbAccess, shape: "-card-more", operands: []operand{opCardMore}},
	{verb: onr.VerbLeave, shape: "-more", operands: []operand{opCardMore}},
	{verb: onr.VerbTrash, shape: "-more", operands: []operand{opCardMore}},
	{verb: onr.VerbExpose, shape: "-more", operands: []operand{opCardMore}},
	{verb: onr.VerbChoose, shape: "-more", operands: []operand{opCardMore}},
	{verb: onr.VerbStackTop, shape: "-more", operands: []operand{opCardMore}},
	{verb: onr.VerbPay, shape: "-card-more", operands: []operand{opCardMore}},
	// A card the view does not place installed, by where it goes: ice
	// shown from R&D and installed (Security Purge); one card a decision.
	{verb: onr.VerbInstall, shape: "-unseen", operands: []operand{opInstallTo}},
	// An effect to lift past the first ONRQueue of the player's liftable
	// ones (run locks piling up).
	{verb: onr.VerbLift, shape: "-more", operands: []operand{opQueueMore}},
}

// onrEncoder is the observe.Encoder of ONR.
type onrEncoder struct {
	families []family
	byVerb   map[string]int // family index by verb (and shape suffix)
	// byShape[v][k] is the index+1 of the family of verb v and shape
	// optionShapes[k] (0: none): encode's lookup, by number rather than
	// by name.
	byShape [][len(optionShapes)]int
	// more[i] is the index+1 of the twin of family i that names a card
	// past the first of a discard pile or set aside (morePlace), for a
	// family with an "aside" or a "card" operand; 0 for the others (a
	// slice: encode reads it for every option).
	more    []int
	total   int
	layout  []observe.Field
	obsSize int
	cardIdx map[string]int // carddb id -> index+1 in carddb.All()
}

var onrEnc = sync.OnceValue(newONREncoder)()

func newONREncoder() *onrEncoder {
	e := &onrEncoder{byVerb: map[string]int{}, cardIdx: map[string]int{}}
	for _, f := range onrFamilies {
		f.base, f.size = e.total, 1
		for _, k := range f.operands {
			f.size *= k.size()
		}
		e.total += f.size
		e.byVerb[f.name()] = len(e.families)
		if k := slices.Index(optionShapes[:], f.shape); k >= 0 && f.shape != "number" {
			for int(f.verb) >= len(e.byShape) {
				e.byShape = append(e.byShape, [len(optionShapes)]int{})
			}
			e.byShape[f.verb][k] = len(e.families) + 1
		}
		e.families = append(e.families, f)
	}
	e.more = make([]int, len(e.families))
	for i, f := range e.families {
		for _, tw := range [...]struct{ of, more operand }{{opAside, opAsideMore}, {opAnyCard, opCardMore}} {
			k := slices.Index(f.operands, tw.of)
			if k < 0 || (tw.of == opAnyCard && slices.Contains(f.operands, opAbility)) {
				continue
			}
			j, ok := e.byVerb[f.name()+"-more"]
			want := slices.Clone(f.operands)
			want[k] = tw.more
			if !ok || !slices.Equal(e.families[j].operands, want) {
				panic(fmt.Sprintf("onr/observe: family %s has a %s operand, and no family %s-more a %s operand in its place", f.name(), tw.of.name(), f.name(), tw.more.name()))
			}
			e.more[i] = j + 1
		}
	}
	for i, c := range carddb.All() {
		e.cardIdx[c.ID] = i + 1
	}
	e.layout, e.obsSize = onrLayout()
	return e
}

// NumDistinctActions implements observe.Encoder.
func (e *onrEncoder) NumDistinctActions() int { return e.total }

// ObservationSize implements observe.Encoder.
func (e *onrEncoder) ObservationSize() int { return e.obsSize }

// Layout implements observe.Encoder.
func (e *onrEncoder) Layout() []observe.Field { return e.layout }

// ActionName implements observe.Encoder.
func (e *onrEncoder) ActionName(id int) string {
	for _, f := range e.families {
		if id < f.base || id >= f.base+f.size {
			continue
		}
		rest := id - f.base
		parts := []string{f.name()}
		vals := make([]int, len(f.operands))
		for i := len(f.operands) - 1; i >= 0; i-- {
			n := f.operands[i].size()
			vals[i] = rest % n
			rest /= n
		}
		for i, k := range f.operands {
			parts = append(parts, operandName(k, vals[i]))
		}
		return strings.Join(parts, " ")
	}
	return fmt.Sprintf("action %d (out of range)", id)
}

// operandName renders operand value v of kind k.
func operandName(k operand, v int) string {
	switch k {
	case opAnyCard:
		return anyPlaceName(v)
	case opHand:
		return fmt.Sprintf("hand[%d]", v)
	case opRig:
		return seatName(v/ONRRig) + fmt.Sprintf(" rig[%d]", v%ONRRig)
	case opInstalled:
		f, p := v/fortPlaces, v%fortPlaces
		if p < ONRIce {
			return fmt.Sprintf("fort[%d] ice[%d]", f, p)
		}
		return fmt.Sprintf("fort[%d] card[%d]", f, p-ONRIce)
	case opIce:
		return fmt.Sprintf("fort[%d] ice[%d]", v/ONRIce, v%ONRIce)
	case opAside:
		return seatName(v/ONRAside) + fmt.Sprintf(" aside[%d]", v%ONRAside)
	case opAsideMore:
		return seatName(v/ONRAsideMore) + fmt.Sprintf(" aside[%d]", ONRAside+v%ONRAsideMore)
	case opCardMore:
		if q := v % moreSeat; q < ONRDiscardMore {
			return seatName(v/moreSeat) + fmt.Sprintf(" discard[%d]", ONRDiscard+q)
		}
		return seatName(v/moreSeat) + fmt.Sprintf(" aside[%d]", ONRAside+v%moreSeat-ONRDiscardMore)
	case opSub:
		if v == ONRSubs {
			return "all subroutines"
		}
		return fmt.Sprintf("subroutine %d", v)
	case opInstallTo:
		switch {
		case v == 0:
			return "new fort / no host"
		case v <= ONRForts:
			return fmt.Sprintf("fort[%d]", v-1)
		}
		w := v - 1 - ONRForts
		return "host " + seatName(w/ONRRig) + fmt.Sprintf(" rig[%d]", w%ONRRig)
	case opPlayOn:
		if v == 0 {
			return "no fort"
		}
		return fmt.Sprintf("fort[%d]", v-1)
	case opFort:
		return fmt.Sprintf("fort[%d]", v)
	case opQueue:
		return fmt.Sprintf("queue[%d]", v)
	case opQueueMore:
		return fmt.Sprintf("queue[%d]", ONRQueue+v)
	case opNumber:
		return fmt.Sprint(v)
	case opRank:
		return fmt.Sprintf("rank %d", 1+ONRNumbers+v)
	case opOnto:
		return "onto " + seatName(v/ONRRig) + fmt.Sprintf(" rig[%d]", v%ONRRig)
	case opAbility:
		return fmt.Sprintf("ability[%d]", v)
	case opRunWith:
		if v == 0 {
			return "(action)"
		}
		w := v - 1
		return "with " + seatName(w/ONRRig) + fmt.Sprintf(" rig[%d]", w%ONRRig)
	}
	return fmt.Sprintf("%s %d", k.name(), v)
}

func seatName(rel int) string {
	if rel == 0 {
		return "own"
	}
	return "opp"
}

func anyPlaceName(v int) string {
	if v == otherPlace {
		return "other card"
	}
	if v < 2*seatPlaces {
		rel, p := v/seatPlaces, v%seatPlaces
		for _, z := range []struct {
			name string
			n    int
		}{{"hand", ONRHand}, {"rig", ONRRig}, {"scored", ONRScored}, {"discard", ONRDiscard}, {"aside", ONRAside}} {
			if p < z.n {
				return fmt.Sprintf("%s %s[%d]", seatName(rel), z.name, p)
			}
			p -= z.n
		}
	}
	v -= 2 * seatPlaces
	return operandName(opInstalled, v)
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
	// handles[i] is at anyPlace at[i]: a view holds some tens of cards,
	// and a decision looks a few up, so a scan beats building a map.
	handles []int32
	at      []int
	cards   []*onr.CardView // cards[i] is the card of handles[i]
	forts   []int32         // forts[k] is the index of the fort in view slot k
	// The last card placed from the game (gamePlace), and where: encoding
	// one option asks up to four times where its card is.
	lastH  int32
	lastAt int
	lastOK bool
}

// place returns the anyPlace of the card with handle h.
func (p *places) place(h int32) (int, bool) {
	if p.g != nil {
		if h != p.lastH || h == 0 {
			p.lastH = h
			p.lastAt, p.lastOK = p.gamePlace(h)
		}
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

// newPlaces indexes view v, seen by seat own.
func newPlaces(v *onr.View, own engine.Seat) (*places, error) {
	p := &places{v: v, own: own, loaded: true}
	return p, p.index()
}

// load indexes the view the first time it is called and returns the
// indexing's error.
func (p *places) load() error {
	if p.loaded {
		return p.err
	}
	p.loaded = true
	if p.g != nil {
		if fits(p.g.State(), p.own) {
			return nil
		}
		p.g = nil // beyond the encoding: the view's index says which list
	}
	raw := p.view()
	v, ok := raw.(*onr.View)
	if !ok {
		p.err = fmt.Errorf("agent: an onr encoder needs an *onr.View, got %T", raw)
		return p.err
	}
	p.v = v
	p.err = p.index()
	return p.err
}

// fits reports whether every list that the view of seat own shows of
// state s holds no more than the encoding can name (index's bounds), by
// the lengths of the lists the view is made from: at least the view's.
func fits(s *onr.State, own engine.Seat) bool {
	for i := range s.Players {
		pl := &s.Players[i]
		if (pl.Seat == own && len(pl.Hand) > ONRHand) || len(pl.Rig) > ONRRig || len(pl.Scored) > ONRScored ||
			len(pl.Discard) > ONRDiscard+ONRDiscardMore || len(pl.Aside) > ONRAside+ONRAsideMore {
			return false
		}
	}
	if len(s.Forts) > ONRForts {
		return false
	}
	for k := range s.Forts {
		if f := &s.Forts[k]; len(f.Ice) > ONRIce || len(f.Cards) > ONRFortCards {
			return false
		}
	}
	return true
}

// gamePlace returns the anyPlace of the card with handle h where the view
// of p.own would list it (index's places), read from p.g.
func (p *places) gamePlace(h int32) (int, bool) {
	vp := p.g.ViewPlace(p.own, h)
	base := 0
	if vp.Seat != p.own {
		base = seatPlaces
	}
	switch vp.Zone {
	case onr.ZoneHand:
		return base + vp.Pos, true
	case onr.ZoneRig:
		return base + ONRHand + vp.Pos, true
	case onr.ZoneScored:
		return base + ONRHand + ONRRig + vp.Pos, true
	case onr.ZoneDiscard:
		if vp.Pos >= ONRDiscard {
			return morePlace + base/seatPlaces*moreSeat + vp.Pos - ONRDiscard, true
		}
		return base + ONRHand + ONRRig + ONRScored + vp.Pos, true
	case onr.ZoneAside:
		if vp.Pos >= ONRAside {
			return morePlace + base/seatPlaces*moreSeat + ONRDiscardMore + vp.Pos - ONRAside, true
		}
		return base + ONRHand + ONRRig + ONRScored + ONRDiscard + vp.Pos, true
	case onr.ZoneIce:
		return 2*seatPlaces + vp.Slot*fortPlaces + vp.Pos, true
	case onr.ZoneFort:
		return 2*seatPlaces + vp.Slot*fortPlaces + ONRIce + vp.Pos, true
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
	p.handles, p.at, p.cards = make([]int32, 0, n), make([]int, 0, n), make([]*onr.CardView, 0, n)
	p.forts = make([]int32, 0, len(v.Forts))
	for i := range v.Players {
		pl := &v.Players[i]
		rel := 0
		if pl.Seat != p.own {
			rel = 1
		}
		base := rel * seatPlaces
		for _, z := range []struct {
			list []onr.CardView
			n    int
			more int // places past the first n, after anyPlaces (from place at)
			at   int
		}{{pl.Hand, ONRHand, 0, 0}, {pl.Rig, ONRRig, 0, 0}, {pl.Scored, ONRScored, 0, 0},
			{pl.Discard, ONRDiscard, ONRDiscardMore, morePlace + rel*moreSeat},
			{pl.Aside, ONRAside, ONRAsideMore, morePlace + rel*moreSeat + ONRDiscardMore}} {
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
	if len(v.Forts) > ONRForts {
		return fmt.Errorf("agent: %d forts, the encoding holds %d", len(v.Forts), ONRForts)
	}
	for k := range v.Forts {
		f := &v.Forts[k]
		p.forts = append(p.forts, f.Index)
		if len(f.Ice) > ONRIce || len(f.Cards) > ONRFortCards {
			return fmt.Errorf("agent: fort %d holds %d ice and %d cards, the encoding %d and %d", f.Index, len(f.Ice), len(f.Cards), ONRIce, ONRFortCards)
		}
		base := 2*seatPlaces + k*fortPlaces
		for j := range f.Ice {
			p.put(&f.Ice[j], base+j)
		}
		for j := range f.Cards {
			p.put(&f.Cards[j], base+ONRIce+j)
		}
	}
	return nil
}

// card returns the value of operand k for the card with handle h.
func (p *places) card(k operand, h int) (int, error) {
	if err := p.load(); err != nil {
		return 0, err
	}
	a, ok := p.place(int32(h))
	if !ok {
		a = otherPlace
	}
	if a >= morePlace {
		// past the first cards of a discard pile or set aside: a
		// "card-more" operand names it, an "aside-more" one if set aside
		rel, q := (a-morePlace)/moreSeat, (a-morePlace)%moreSeat
		switch {
		case k == opCardMore:
			return a - morePlace, nil
		case k == opAsideMore && q >= ONRDiscardMore:
			return rel*ONRAsideMore + q - ONRDiscardMore, nil
		}
		return 0, fmt.Errorf("agent: card %d is past the first cards of its list, where a %s operand cannot name it", h, k.name())
	}
	if k == opAnyCard {
		return a, nil
	}
	if a < 2*seatPlaces && a != otherPlace {
		rel, q := a/seatPlaces, a%seatPlaces
		switch {
		case k == opHand && rel == 0 && q < ONRHand:
			return q, nil
		case k == opRig && q >= ONRHand && q < ONRHand+ONRRig:
			return rel*ONRRig + q - ONRHand, nil
		case k == opAside && q >= seatPlaces-ONRAside:
			return rel*ONRAside + q - (seatPlaces - ONRAside), nil
		}
	} else if a != otherPlace {
		f := a - 2*seatPlaces
		switch {
		case k == opInstalled:
			return f, nil
		case k == opIce && f%fortPlaces < ONRIce:
			return f/fortPlaces*ONRIce + f%fortPlaces, nil
		}
	}
	return 0, fmt.Errorf("agent: card %d is not where a %s operand can name it", h, k.name())
}

// aside reports whether the card with handle h is set aside by a seat
// (a place an "aside" or an "aside-more" operand names).
func (p *places) aside(h int) bool {
	if p.load() != nil {
		return false
	}
	a, ok := p.place(int32(h))
	if ok && a >= morePlace {
		return (a-morePlace)%moreSeat >= ONRDiscardMore
	}
	return ok && a < 2*seatPlaces && a%seatPlaces >= seatPlaces-ONRAside
}

// placed reports whether the view lists the card with handle h.
func (p *places) placed(h int) bool {
	if p.load() != nil {
		return false
	}
	_, ok := p.place(int32(h))
	return ok
}

// installed reports whether the card with handle h is in or on a fort (a
// place an "installed" operand names).
func (p *places) installed(h int) bool {
	if p.load() != nil {
		return false
	}
	a, ok := p.place(int32(h))
	return ok && a >= 2*seatPlaces && a < otherPlace
}

// more reports whether the card with handle h is past the first cards of
// a discard pile or set aside (morePlace): the twin of a family names it.
func (p *places) more(h int) bool {
	if p.load() != nil {
		return false
	}
	a, ok := p.place(int32(h))
	return ok && a >= morePlace
}

// fort returns the view slot of fort index i.
func (p *places) fort(i int) (int, error) {
	if err := p.load(); err != nil {
		return 0, err
	}
	k := -1
	if p.g != nil {
		if slot, ok := p.g.ViewFortSlot(int32(i)); ok {
			k = slot
		}
	} else {
		k = slices.Index(p.forts, int32(i))
	}
	if k < 0 {
		return 0, fmt.Errorf("agent: no fort %d in the view", i)
	}
	return k, nil
}

// Actions implements observe.Encoder.
func (e *onrEncoder) Actions(view observe.ViewFunc, d engine.Decision) ([]int, error) {
	return e.actions(nil, view, nil, d)
}

// ActionsOf implements observe.GameActioner: the ids of Actions, each card
// an option names looked up in the game where the view of d's seat would
// list it (places), when g is an ONR game; else from the view.
func (e *onrEncoder) ActionsOf(g engine.Game, view observe.ViewFunc, d engine.Decision) ([]int, error) {
	og, _ := g.(*onr.Game)
	return e.actions(nil, view, og, d)
}

// AppendActionsOf implements observe.ActionsAppender: ActionsOf's ids
// appended to dst.
func (e *onrEncoder) AppendActionsOf(dst []int, g engine.Game, view observe.ViewFunc, d engine.Decision) ([]int, error) {
	og, _ := g.(*onr.Game)
	return e.actions(dst, view, og, d)
}

// actions appends the ids of d's options to dst, cards placed by the view
// or, when g is not nil, by the game (places).
func (e *onrEncoder) actions(dst []int, view observe.ViewFunc, g *onr.Game, d engine.Decision) ([]int, error) {
	if d.Kind == engine.Number {
		f := e.families[e.byVerb["number"]]
		out := dst
		for n := max(d.Min, 0); n <= d.Max && n < ONRNumbers; n++ {
			out = append(out, f.base+n)
		}
		return out, nil
	}
	p := &places{view: view, g: g, own: d.Seat}
	all := slices.Grow(dst, len(d.Options))[:len(dst)+len(d.Options)]
	out := all[len(dst):]
	var seen map[int]int // by id, the option that has it: for long decisions; a scan of out for short ones
	if len(d.Options) > shortDecision {
		seen = make(map[int]int, len(d.Options))
	}
	pieces := movesSeveralPieces(d)
	unseen := 0      // choose options of cards the view does not place, so far
	trashUnseen := 0 // trash options of cards the view does not place, so far
	steals := 0      // steal options, so far
	for i, o := range d.Options {
		id, err := e.encode(p, o)
		if err != nil {
			return nil, fmt.Errorf("option %d %+v: %w", i, o, err)
		}
		if o.Verb == onr.VerbSteal {
			if steals > 0 {
				if steals > ONRNumbers {
					return nil, fmt.Errorf("option %d: agent: more than %d steal options", i, 1+ONRNumbers)
				}
				id = e.families[e.byVerb[onr.VerbSteal.String()+"-more"]].base + steals - 1
			}
			steals++
		}
		if o.Verb == onr.VerbTrash {
			if a, _ := p.card(opAnyCard, o.Card); a == otherPlace {
				if trashUnseen > 0 {
					if trashUnseen > ONRNumbers {
						return nil, fmt.Errorf("option %d: agent: more than %d trashes of unplaced cards", i, 1+ONRNumbers)
					}
					id = e.families[e.byVerb[onr.VerbTrash.String()+"-unseen"]].base + trashUnseen - 1
				}
				trashUnseen++
			}
		}
		if pieces && o.Verb == onr.VerbMoveIce {
			ice, err := p.card(opIce, o.Card)
			if err != nil {
				return nil, fmt.Errorf("option %d %+v: %w", i, o, err)
			}
			if o.Arg < 0 || o.Arg >= ONRQueue {
				return nil, fmt.Errorf("option %d: agent: position %d out of range [0, %d)", i, o.Arg, ONRQueue)
			}
			id = e.families[e.byVerb[onr.VerbMoveIce.String()+"-piece"]].base + ice*ONRQueue + o.Arg
		}
		if o.Verb == onr.VerbChoose {
			if a, _ := p.card(opAnyCard, o.Card); a == otherPlace {
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
		j, dup := seen[id]
		if seen == nil {
			j = slices.Index(out[:i], id)
			dup = j >= 0
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
// (family.shape): the verb alone, or one of these after it.
var optionShapes = [...]string{"", "-card", "-aside", "-unseen", "-more"}

// encode returns the action id of option o.
func (e *onrEncoder) encode(p *places, o engine.Option) (int, error) {
	shape := 0
	switch {
	case o.Verb == onr.VerbForgo && o.Card != 0, o.Verb == onr.VerbAccess && o.Card != 0,
		o.Verb == onr.VerbPay && o.Card != 0 && !p.installed(o.Card):
		shape = 1 // "-card"
	case o.Verb == onr.VerbInstall:
		if p.aside(o.Card) {
			shape = 2 // "-aside": a set-aside card installed where it may go (The Shell Traders)
		} else if o.Card != 0 && !p.placed(o.Card) {
			shape = 3 // "-unseen": a card shown from R&D installed (Security Purge)
		}
	case o.Verb == onr.VerbLift && o.Arg >= ONRQueue:
		shape = 4 // "-more": past the first ONRQueue liftable effects
	}
	fi := -1
	if int(o.Verb) < len(e.byShape) {
		fi = e.byShape[o.Verb][shape] - 1
	}
	if fi < 0 {
		return 0, fmt.Errorf("agent: verb %q has no action family", o.Verb)
	}
	if j := e.more[fi]; j > 0 && p.more(o.Card) {
		fi = j - 1 // its twin, whose "-more" operand names the card
	}
	f := e.families[fi]
	id := 0
	for _, k := range f.operands {
		v, err := p.operand(k, o)
		if err != nil {
			return 0, err
		}
		if v < 0 || v >= k.size() {
			return 0, fmt.Errorf("agent: %s %d out of range [0, %d)", k.name(), v, k.size())
		}
		id = id*k.size() + v
	}
	return f.base + id, nil
}

// operand returns the value of operand k of option o.
func (p *places) operand(k operand, o engine.Option) (int, error) {
	switch k {
	case opAnyCard, opHand, opRig, opInstalled, opIce, opAside, opAsideMore, opCardMore:
		return p.card(k, o.Card)
	case opQueue:
		if o.Verb == onr.VerbResolve && o.Target != 0 {
			// Whose simultaneous effects resolve first (Target: a seat
			// + 1): the deciding seat's take queue[0], the other's
			// queue[1]: the decision offers no other resolve option.
			if engine.Seat(o.Target-1) == p.own {
				return 0, nil
			}
			return 1, nil
		}
		return o.Arg, nil
	case opQueueMore:
		return o.Arg - ONRQueue, nil
	case opAbility:
		return o.Arg, nil
	case opSub:
		if o.Target == onr.BreakAll {
			return ONRSubs, nil
		}
		return o.Target, nil
	case opFort:
		return p.fort(o.Target)
	case opInstallTo:
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
		r, err := p.card(opRig, o.Target)
		return 1 + ONRForts + r, err
	case opPlayOn:
		if o.Target == 0 && !playsOnFort(p, o) {
			return 0, nil
		}
		f, err := p.fort(o.Target)
		return 1 + f, err
	case opOnto:
		return p.card(opRig, o.Target)
	case opRunWith:
		if o.Card == 0 {
			return 0, nil
		}
		r, err := p.card(opRig, o.Card)
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
func playsOnFort(p *places, o engine.Option) bool {
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
// fort of the player's choice.
func runsOnAnyFort(d *onr.Def) bool {
	for _, a := range d.Abilities {
		if a.Kind == onr.KindPlay && a.Fort == onr.AnyFort {
			return true
		}
	}
	return false
}
