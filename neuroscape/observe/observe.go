// Package observe is Neuroscape's encoder for the agent interface
// (engine/observe): stable action ids and a numeric observation, both
// computed from the deciding seat's View alone. Importing it registers the
// encoder under "neuroscape".
//
// An action id names an option's shape: its verb, then its operands as
// places relative to the deciding seat, never as card ids (a card id is a
// place in one game's list of cards and says nothing across games). A card
// is named by its place: a player counted from the decider (0 the decider,
// 1 the next seat in seat order, …), a zone of that player (hand, in play,
// mainframe slots, the mainframe) and its index in the zone as the view lists it, or an
// item of the Cache counted from the top. A target is such a place, a
// player counted from the decider, or none. The verbs' families follow in
// a fixed order (families); a family is only ever added after the last.
//
// Places added later (cards looked at or revealed, gear, the environment,
// and cards the view shows nowhere, as a RAM card an EMP GRENADE targets)
// are named only by the families added with them, after the first ones,
// so that no earlier id changes; a verb with several families takes the
// first whose operands name its option. A card the view shows nowhere is
// named by the order in which the decision's options first name it: the
// view lists no RAM card, so its owner and host are not in its id.
//
// A hand of every card can pass its first 16 places (handSlots): the
// places past them, to handPlaces, were added last, numbered after the
// observation's bin places (a place's number is its block's in the
// observation), and only the families added with them name them (a card
// played or discarded from there). An option naming a card of a hand
// past even handPlaces has no id: Actions returns a *HandTooLargeError
// naming the hand's size.
//
// The Cache's items past its top 8 (cacheSlots) were added after them,
// to cachePlaces, numbered after the hand places (the observation has no
// blocks for them: it counts the Cache's items); only the families added
// with them name them (a card played or an ability activated at one, a
// target chosen among them, a character waiting there given RAM). An
// option naming an item of a Cache deeper still has no id: Actions
// returns a *CacheTooDeepError naming the Cache's size.
package observe

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/neuroscape"
)

func init() { observe.Register(neuroscape.Name, func() observe.Encoder { return enc }) }

// The sizes of the places an operand names.
const (
	maxPlayers = 4
	handSlots  = 16 // cards of a hand an id can name
	playSlots  = 16 // cards in play
	slotSlots  = 4  // cards in a mainframe's slots (three by NS-4.5, one spare)
	mfSlots    = 1  // the player's mainframe
	queueSlots = 8  // places of simultaneous effects waiting to be ordered (NS-16.6)
	cacheSlots = 8  // items of the Cache, from the top
	perPlayer  = handSlots + playSlots + slotSlots + mfSlots
	cardPlaces = maxPlayers*perPlayer + cacheSlots // a card's place
	targets    = 1 + cardPlaces + maxPlayers       // none, a card's place, a player
	args       = 4                                 // an Arg (an ability's index, play first or second)
	ownCards   = handSlots + playSlots             // the decider's own hand or play: "own" operands
	cardAny    = cardPlaces                        // operand kinds, by size
	ownPlay    = playSlots
	ownHand    = handSlots
	playerOnly = maxPlayers

	// The places added after the first families (they follow cardPlaces,
	// so the first families' ids stay as they were): per player from the
	// decider, the cards it looks at, the cards it has revealed and the
	// gear it controls; then the active environment (NS-14.9); then the
	// cards an option names that the view shows nowhere (a RAM card: the
	// view counts RAM, it lists none).
	lookSlots   = 64 // cards looked at (a search sets a cyberdeck aside)
	revealSlots = 8  // cards revealed (INDEX)
	gearSlots   = 8  // gear a player controls
	unseenSlots = 16 // cards the view shows nowhere, in the order the options first name them
	perPlayerX  = lookSlots + revealSlots + gearSlots
	envPlace    = cardPlaces + maxPlayers*perPlayerX // the environment
	unseenFirst = envPlace + 1
	extraPlaces = maxPlayers*perPlayerX + 1 + unseenSlots
	widePlaces  = cardPlaces + extraPlaces                  // any place, first or added
	wideTargets = 1 + cardPlaces + maxPlayers + extraPlaces // opTarget's, then the added places
	actors      = maxPlayers * (gearSlots + slotSlots)      // gear (NS-12) or a card in a mainframe's slots, of any player

	// The hand places past handSlots, added last: per player from the
	// decider, hand[handSlots] to hand[handPlaces-1], numbered after the
	// observation's bin places. The largest hand of 6,000 random games
	// of every-card decks (3,000 at 2 players, 3,000 at 4) was 24 cards;
	// handPlaces doubles it.
	handPlaces = 48
	handXSlots = handPlaces - handSlots             // a player's hand places past handSlots
	handXFirst = widePlaces + maxPlayers*binSlots   // the first of them, player+0's
	handXEnd   = handXFirst + maxPlayers*handXSlots // past the last

	// The Cache places past cacheSlots, added after the hand places:
	// cache[cacheSlots] to cache[cachePlaces-1], from the top, numbered
	// after handXEnd. The observation has no blocks for them (it counts
	// the Cache's items, cache_size): only the families added with them
	// name them. Of random every-card games, no decision of 10,000 at 2
	// players saw a Cache of more than 8 items, and 14 of 6.5 million
	// (5,000 games) at 4, 11 at most; games whose seats always respond
	// when they can (deepCacheSeeds) reached 9 at 2 players (6 decisions
	// of 2.1 million, 3,000 games) and 12 at 4 (31 of 1.3 million, 1,000
	// games); in none did an option name an item past the 8th.
	// cachePlaces is more than twice the deepest.
	cachePlaces = 32
	cacheXSlots = cachePlaces - cacheSlots // the Cache's places past cacheSlots
	cacheXFirst = handXEnd                 // the first of them, cache[cacheSlots]
	cacheXEnd   = cacheXFirst + cacheXSlots
)

// HandTooLargeError is the error Actions wraps for an option naming a card
// of a hand past the places action ids name (handPlaces): the hand's size
// and those places.
type HandTooLargeError struct{ Size, Places int }

func (e *HandTooLargeError) Error() string {
	return fmt.Sprintf("a hand of %d cards: action ids name its first %d", e.Size, e.Places)
}

// CacheTooDeepError is the error Actions wraps for an option naming an
// item of the Cache past the places action ids name (cachePlaces, from the
// top): the Cache's size and those places.
type CacheTooDeepError struct{ Size, Places int }

func (e *CacheTooDeepError) Error() string {
	return fmt.Sprintf("a Cache of %d items: action ids name its top %d", e.Size, e.Places)
}

// operand is what a family's option names.
type operand int

const (
	opNone       operand = iota
	opCard               // any card's place
	opOwnHand            // a card of the decider's hand
	opOwnPlay            // a card the decider has in play
	opTarget             // none, a card's place, a player
	opPlayer             // a player
	opArgTwo             // Arg 0 or 1
	opArgFour            // Arg 0…3
	opCardPlace          // a card's place as a target (no player, no none)
	opArgQueue           // Arg 0…7: a queued effect's place (kernel: the answer names it so)
	opArgFlag            // Arg 0, or any positive Arg as 1 (block: declaring, or assigning a point of damage)
	opWide               // any card's place, first or added
	opExtra              // an added place (a card looked at, revealed, gear, the environment, unseen)
	opActor              // a player's gear (NS-12) or a card in any mainframe's slots (a trojan, NS-14.8)
	opWideTarget         // opTarget's values, then an added place
	opOwnHandX           // a card of the decider's hand past handSlots
	opHandX              // a card of any player's hand past handSlots
	opCacheX             // an item of the Cache past cacheSlots
)

func (o operand) size() int {
	switch o {
	case opCard, opCardPlace:
		return cardAny
	case opOwnHand:
		return ownHand
	case opOwnPlay:
		return ownPlay
	case opTarget:
		return targets
	case opPlayer:
		return playerOnly
	case opArgTwo, opArgFlag:
		return 2
	case opArgQueue:
		return queueSlots
	case opArgFour:
		return args
	case opWide:
		return widePlaces
	case opExtra:
		return extraPlaces
	case opActor:
		return actors
	case opWideTarget:
		return wideTargets
	case opOwnHandX:
		return handXSlots
	case opHandX:
		return maxPlayers * handXSlots
	case opCacheX:
		return cacheXSlots
	}
	return 1
}

// family is one verb's run of ids: its operands card, target, arg.
type family struct {
	verb              string
	card, target, arg operand
	first, size       int
}

// grid is the shape of f's ids.
func (f *family) grid() observe.Grid {
	return observe.Grid{Card: f.card.size(), Target: f.target.size(), Arg: f.arg.size()}
}

// families are every verb's run, in id order. Never reorder or remove one;
// add new families at the end.
var families = []family{
	{verb: "mulligan", card: opOwnHand},
	{verb: "keep"},
	{verb: "first", target: opPlayer, arg: opArgTwo},
	{verb: "draw"},
	{verb: "install"},
	{verb: "done"},
	{verb: "forcequit", card: opCard},
	{verb: "play", card: opOwnHand, target: opTarget, arg: opArgTwo}, // Arg 1: reversed (NS-14.3)
	{verb: "pass"},
	{verb: "attack", card: opCard, target: opPlayer},
	{verb: "block", card: opCard, target: opCardPlace, arg: opArgFlag},
	{verb: "roll", card: opCard},
	{verb: "order", card: opCard, arg: opArgQueue},
	{verb: "retarget", target: opTarget},
	{verb: "activate", card: opOwnPlay, target: opTarget, arg: opArgFour},
	{verb: "target", target: opTarget},
	// Added for the decks whose cards choose, take and use (hacker-wonderland,
	// mystic-dustrunner). A verb with several families takes the first
	// whose operands name the option.
	{verb: "choose", arg: opArgTwo}, // Arg: the Pool, BF 0 or MF 1
	{verb: "take", card: opWide},
	{verb: "use", card: opWide},
	{verb: "activate", card: opActor, target: opWideTarget, arg: opArgFour},
	{verb: "activate", card: opOwnPlay, target: opExtra, arg: opArgFour},
	{verb: "play", card: opOwnHand, target: opExtra, arg: opArgTwo},
	{verb: "target", target: opExtra},
	{verb: "forcequit", card: opExtra},
	{verb: "order", card: opExtra, arg: opArgQueue},
	// Added with the question of where recommitted RAM goes (NS-5.6,
	// NS-25): a character in play or waiting on the Cache.
	{verb: "commit", card: opCard},
	// Added with the stability roll for the environment (NS-6.3, NS-6.4:
	// the programs in play are rolled for, the environment among them,
	// and their controller chooses among equal costs).
	{verb: "roll", card: opExtra},
	// Added with the hand places past handSlots (a hand of every card
	// passes 16): a card played from there, its target any other
	// family's, and a card taken from there (discarded). No other verb
	// names a hand card: a mulligan names one of the opening hand (5
	// cards, NS-15.2), the others cards in play, on the Cache, set aside
	// or in a bin.
	{verb: "play", card: opOwnHandX, target: opWideTarget, arg: opArgTwo},
	{verb: "take", card: opHandX},
	// Added for a new target an added place names (NS-18.4): an EMP
	// GRENADE's RAM card, which the view shows nowhere (unseen).
	{verb: "retarget", target: opExtra},
	// Added with the Cache places past cacheSlots: the options that may
	// name a Cache item there. A card played or an ability activated at
	// it (a counter, NS-14.5; a retarget, NS-18.4; a copy, NS-20.5), a
	// target or a new target chosen among the items (NS-18.1, NS-18.4,
	// NS-20.5) and a character waiting on the Cache given RAM (NS-5.6).
	// No other verb names a Cache item: the others name cards in play, in
	// slots, in hand, set aside or in a bin, and a netcheck's source
	// (order) is a mainframe, a slot's card or the environment.
	{verb: "play", card: opOwnHand, target: opCacheX, arg: opArgTwo},
	{verb: "play", card: opOwnHandX, target: opCacheX, arg: opArgTwo},
	{verb: "activate", card: opOwnPlay, target: opCacheX, arg: opArgFour},
	{verb: "activate", card: opActor, target: opCacheX, arg: opArgFour},
	{verb: "target", target: opCacheX},
	{verb: "retarget", target: opCacheX},
	{verb: "commit", card: opCacheX},
}

type encoder struct{ total int }

var enc = func() *encoder {
	e := &encoder{}
	for i := range families {
		f := &families[i]
		f.first = e.total
		f.size = f.grid().Size()
		e.total += f.size
	}
	return e
}()

// NumDistinctActions implements observe.Encoder.
func (e *encoder) NumDistinctActions() int { return e.total }

// places maps the card ids the view shows to their places (placesOf, from
// the ids of the view's lists).
type places struct {
	n      int           // players
	viewer int           // the deciding seat
	at     map[int32]int // card id → place
	extra  map[int32]int // card id → added place, from cardPlaces on
	hand   map[int32]int // card id → hand place past handSlots, from handXFirst on (nil: no hand passes handSlots)
	past   map[int32]int // card id → the size of its hand, past handPlaces (nil: none)
	cache  map[int32]int // card id → Cache place past cacheSlots, from cacheXFirst on (nil: the Cache has no more than cacheSlots items)
	deep   map[int32]int // card id → the Cache's size, for an item past cachePlaces (nil: none)
}

func placesOf(v neuroscape.ViewIDs, seat int) places {
	p := places{n: len(v.Players), viewer: seat, at: map[int32]int{}, extra: map[int32]int{}}
	for _, pv := range v.Players {
		rel := (pv.Seat - seat + p.n) % p.n
		base := rel * perPlayer
		for i, id := range pv.Hand {
			switch {
			case i < handSlots:
				p.at[id] = base + i
			case i < handPlaces:
				if p.hand == nil {
					p.hand = map[int32]int{}
				}
				p.hand[id] = handXFirst + rel*handXSlots + i - handSlots
			default:
				if p.past == nil {
					p.past = map[int32]int{}
				}
				p.past[id] = len(pv.Hand)
			}
		}
		for i, id := range pv.Play {
			if i < playSlots {
				p.at[id] = base + handSlots + i
			}
		}
		p.at[pv.Mainframe] = base + handSlots + playSlots + slotSlots
		for i, id := range pv.Slots {
			if i < slotSlots {
				p.at[id] = base + handSlots + playSlots + i
			}
		}
	}
	for i, id := range v.Cache {
		if _, ok := p.at[id]; ok {
			continue // in a player's place, or higher on the Cache (a card's two abilities)
		}
		_, higher := p.cache[id]
		switch {
		case i < cacheSlots:
			p.at[id] = maxPlayers*perPlayer + i
		case higher || p.deep[id] > 0:
			// on the Cache twice (a card's two abilities): named by its higher place
		case i < cachePlaces:
			if p.cache == nil {
				p.cache = map[int32]int{}
			}
			p.cache[id] = cacheXFirst + i - cacheSlots
		default:
			if p.deep == nil {
				p.deep = map[int32]int{}
			}
			p.deep[id] = len(v.Cache)
		}
	}
	for _, pv := range v.Players {
		base := cardPlaces + (pv.Seat-seat+p.n)%p.n*perPlayerX
		for _, z := range []struct {
			ids        []int32
			off, slots int
		}{{pv.Looking, 0, lookSlots}, {pv.Revealed, lookSlots, revealSlots}, {pv.Gear, lookSlots + revealSlots, gearSlots}} {
			for i, id := range z.ids {
				if _, ok := p.at[id]; !ok && id != 0 && i < z.slots {
					p.extra[id] = base + z.off + i
				}
			}
		}
	}
	if e := v.Environment; e != 0 {
		if _, ok := p.at[e]; !ok {
			p.extra[e] = envPlace
		}
	}
	return p
}

// CardView is the view's card.
type CardView = neuroscape.CardView

// unseen gives the card ids options name that view v shows nowhere their
// places past the players' added places, in the order the options first
// name them; a card in a recycle bin or a purge (no place of its own: a
// target from one's bin, REANIMATOR's) is counted with them, and so is a
// card looked at past the looking slots (a search sets a whole cyberdeck
// aside, and a deck of every card holds more than lookSlots). A card the
// view shows in another place no id names (a hand past its slots) gets
// none.
func (p places) unseen(v neuroscape.ViewIDs, opts []engine.Option) {
	shown := map[int32]bool{}
	for _, id := range v.Cache {
		shown[id] = true
	}
	for _, pv := range v.Players {
		for _, z := range [][]int32{pv.Hand, pv.Play, pv.Slots, pv.Gear, pv.Looking[:min(len(pv.Looking), lookSlots)], pv.Revealed} {
			for _, id := range z {
				shown[id] = true
			}
		}
	}
	next := unseenFirst
	for _, o := range opts {
		for _, x := range []int{o.Card, o.Target} {
			if x <= 0 || next >= widePlaces {
				continue
			}
			id := int32(x)
			if _, ok := p.at[id]; ok {
				continue
			}
			if _, ok := p.extra[id]; ok || shown[id] {
				continue
			}
			p.extra[id] = next
			next++
		}
	}
}

// operand returns the index of value x as operand kind o names it.
func (p places) operand(o operand, x int) (int, error) {
	switch o {
	case opNone:
		if x != 0 {
			return 0, fmt.Errorf("an operand %d where the family has none", x)
		}
		return 0, nil
	case opArgFlag:
		return min(max(x, 0), 1), nil
	case opArgTwo, opArgFour, opArgQueue:
		if x < 0 || x >= o.size() {
			return 0, fmt.Errorf("arg %d out of 0…%d", x, o.size()-1)
		}
		return x, nil
	case opPlayer:
		if x >= 0 {
			return 0, fmt.Errorf("target %d is no player", x)
		}
		return (int(-1-x) - p.viewer + p.n) % p.n, nil
	case opTarget:
		switch {
		case x == 0:
			return 0, nil
		case x < 0:
			return 1 + cardPlaces + (int(-1-x)-p.viewer+p.n)%p.n, nil
		}
		at, err := p.operand(opCardPlace, x)
		return 1 + at, err
	case opWide:
		if at, ok := p.extra[int32(x)]; ok {
			return at, nil
		}
	case opExtra:
		if at, ok := p.extra[int32(x)]; ok && x > 0 {
			return at - cardPlaces, nil
		}
		return 0, fmt.Errorf("card %d is in no added place", x)
	case opWideTarget:
		if at, ok := p.extra[int32(x)]; ok && x > 0 {
			return 1 + cardPlaces + maxPlayers + at - cardPlaces, nil
		}
		return p.operand(opTarget, x)
	case opActor:
		if at, ok := p.extra[int32(x)]; ok && x > 0 {
			rel, i := (at-cardPlaces)/perPlayerX, (at-cardPlaces)%perPlayerX-lookSlots-revealSlots
			if at < envPlace && i >= 0 {
				return rel*gearSlots + i, nil
			}
			return 0, fmt.Errorf("card %d is neither gear nor in a slot", x)
		}
	case opOwnHandX, opHandX:
		if at, ok := p.hand[int32(x)]; ok && x > 0 {
			if o == opOwnHandX && at >= handXFirst+handXSlots {
				return 0, fmt.Errorf("card %d is not in the decider's hand", x)
			}
			return at - handXFirst, nil
		}
	case opCacheX:
		if at, ok := p.cache[int32(x)]; ok && x > 0 {
			return at - cacheXFirst, nil
		}
	}
	at, ok := p.at[int32(x)]
	if !ok {
		if size, ok := p.past[int32(x)]; ok {
			return 0, &HandTooLargeError{Size: size, Places: handPlaces}
		}
		if size, ok := p.deep[int32(x)]; ok {
			return 0, &CacheTooDeepError{Size: size, Places: cachePlaces}
		}
		return 0, fmt.Errorf("card %d is in no place the view shows", x)
	}
	switch o {
	case opOwnHandX, opHandX:
		return 0, fmt.Errorf("card %d is in no hand past its first %d places", x, handSlots)
	case opCacheX:
		return 0, fmt.Errorf("card %d is in no Cache place past the top %d", x, cacheSlots)
	case opOwnHand:
		if at >= handSlots {
			return 0, fmt.Errorf("card %d is not in the decider's hand", x)
		}
		return at, nil
	case opOwnPlay:
		if at < handSlots || at >= ownCards {
			return 0, fmt.Errorf("card %d is not in play for the decider", x)
		}
		return at - handSlots, nil
	case opActor:
		i := at % perPlayer
		if at >= maxPlayers*perPlayer || i < ownCards || i >= ownCards+slotSlots {
			return 0, fmt.Errorf("card %d is neither gear nor in a slot", x)
		}
		return maxPlayers*gearSlots + at/perPlayer*slotSlots + i - ownCards, nil
	}
	return at, nil
}

// Actions implements observe.Encoder.
func (e *encoder) Actions(view observe.ViewFunc, d engine.Decision) ([]int, error) {
	v, ok := view().(neuroscape.View)
	if !ok {
		return nil, fmt.Errorf("neuroscape observe: a view of type %T", view)
	}
	if d.Kind != engine.Select {
		return nil, fmt.Errorf("neuroscape observe: decision kind %v: the game asks selections only", d.Kind)
	}
	return e.actions(idsOf(v), v.Seat, d)
}

// actions returns the ids of the options of Select decision d of seat,
// whose view lists the cards of v.
func (e *encoder) actions(v neuroscape.ViewIDs, seat int, d engine.Decision) ([]int, error) {
	p := placesOf(v, seat)
	p.unseen(v, d.Options)
	out := make([]int, len(d.Options))
	for i, o := range d.Options {
		id, err := p.id(o)
		if err != nil {
			return nil, fmt.Errorf("neuroscape observe: option %d (%s): %w", i, o.Verb, err)
		}
		if slices.Contains(out[:i], id) {
			return nil, fmt.Errorf("neuroscape observe: options %d and %d have one id %d (%s)", slices.Index(out[:i], id), i, id, e.ActionName(id))
		}
		out[i] = id
	}
	return out, nil
}

// id is the option's id in the first family of its verb whose operands
// name it.
func (p places) id(o engine.Option) (int, error) {
	var first error
	for _, f := range families {
		if f.verb != o.Verb.String() {
			continue
		}
		id, err := p.idIn(f, o)
		if err == nil {
			return id, nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		return 0, fmt.Errorf("no family for the verb")
	}
	return 0, first
}

func (p places) idIn(f family, o engine.Option) (int, error) {
	c, err := p.operand(f.card, o.Card)
	if err != nil {
		return 0, err
	}
	t, err := p.operand(f.target, o.Target)
	if err != nil {
		return 0, err
	}
	a, err := p.operand(f.arg, o.Arg)
	if err != nil {
		return 0, err
	}
	return f.first + f.grid().Index(c, t, a), nil
}

// placeName names a card's place.
func placeName(at int) string {
	if at >= cacheXFirst {
		return fmt.Sprintf("cache[%d]", cacheSlots+at-cacheXFirst)
	}
	if at >= handXFirst {
		return fmt.Sprintf("player+%d hand[%d]", (at-handXFirst)/handXSlots, handSlots+(at-handXFirst)%handXSlots)
	}
	if at >= binFirst {
		return fmt.Sprintf("player+%d bin[%d]", (at-binFirst)/binSlots, (at-binFirst)%binSlots)
	}
	if at >= unseenFirst {
		return fmt.Sprintf("unseen[%d]", at-unseenFirst)
	}
	if at == envPlace {
		return "environment"
	}
	if at >= cardPlaces {
		rel, i := (at-cardPlaces)/perPlayerX, (at-cardPlaces)%perPlayerX
		switch {
		case i < lookSlots:
			return fmt.Sprintf("player+%d looking[%d]", rel, i)
		case i < lookSlots+revealSlots:
			return fmt.Sprintf("player+%d revealed[%d]", rel, i-lookSlots)
		}
		return fmt.Sprintf("player+%d gear[%d]", rel, i-lookSlots-revealSlots)
	}
	if at >= maxPlayers*perPlayer {
		return fmt.Sprintf("cache[%d]", at-maxPlayers*perPlayer)
	}
	rel, i := at/perPlayer, at%perPlayer
	switch {
	case i < handSlots:
		return fmt.Sprintf("player+%d hand[%d]", rel, i)
	case i < ownCards:
		return fmt.Sprintf("player+%d play[%d]", rel, i-handSlots)
	}
	if i < ownCards+slotSlots {
		return fmt.Sprintf("player+%d slot[%d]", rel, i-ownCards)
	}
	return fmt.Sprintf("player+%d mainframe", rel)
}

func operandName(o operand, x int) string {
	switch o {
	case opCard, opCardPlace, opWide:
		return placeName(x)
	case opExtra:
		return placeName(cardPlaces + x)
	case opActor:
		if x < maxPlayers*gearSlots {
			return fmt.Sprintf("player+%d gear[%d]", x/gearSlots, x%gearSlots)
		}
		x -= maxPlayers * gearSlots
		return fmt.Sprintf("player+%d slot[%d]", x/slotSlots, x%slotSlots)
	case opWideTarget:
		if x > cardPlaces+maxPlayers {
			return placeName(x - 1 - maxPlayers)
		}
		return operandName(opTarget, x)
	case opOwnHand:
		return fmt.Sprintf("hand[%d]", x)
	case opOwnHandX:
		return fmt.Sprintf("hand[%d]", handSlots+x)
	case opHandX:
		return placeName(handXFirst + x)
	case opCacheX:
		return placeName(cacheXFirst + x)
	case opOwnPlay:
		return fmt.Sprintf("play[%d]", x)
	case opPlayer:
		return fmt.Sprintf("player+%d", x)
	case opArgTwo, opArgFour, opArgQueue:
		return fmt.Sprintf("arg %d", x)
	case opArgFlag:
		return [2]string{"declare", "assign damage"}[x]
	case opTarget:
		switch {
		case x == 0:
			return "no target"
		case x > cardPlaces:
			return fmt.Sprintf("player+%d", x-1-cardPlaces)
		}
		return placeName(x - 1)
	}
	return ""
}

// ActionName implements observe.Encoder: "verb[operands]".
func (e *encoder) ActionName(id int) string {
	for _, f := range families {
		if id < f.first || id >= f.first+f.size {
			continue
		}
		c, t, a := f.grid().Split(id - f.first)
		var ops []string
		for _, x := range []struct {
			o operand
			v int
		}{{f.card, c}, {f.target, t}, {f.arg, a}} {
			if x.o != opNone {
				ops = append(ops, operandName(x.o, x.v))
			}
		}
		return observe.Name(f.verb, ops)
	}
	return fmt.Sprintf("unknown %d", id)
}
