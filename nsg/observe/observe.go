// Package observe is NSG Netrunner's encoder for the agent interface
// (engine/observe): stable action ids and a numeric observation, both
// computed from the deciding seat's nsg.View alone. Importing it registers
// the encoder under "nsg"; it imports nsg/cards, so the definitions it
// reads are there. testdata/ pins the action ids and the layout.
//
// An action id names an option's shape: its verb, then its operands as
// places the decider's view shows, never as card ids (an id is an object
// of one game and says nothing across games). A card is named by its
// place: the decider's hand, the rig, Archives, the heap, the decider's
// and the other seat's score areas, a server (by its number: HQ 0, R&D 1,
// Archives 2, remote N at N+2) with its ice (innermost first) and root,
// each at its index in the view's list; a card the view does not place (a
// card accessed in HQ or R&D, a card of the stack searched) is "unseen",
// numbered in the order such cards first appear in the decision's
// options. A server operand is 0 for none (the rig, for the Runner's
// installs) or 1 + its number. The verbs' families follow in a fixed
// order (families); a family is only ever added after the last.
package observe

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/cards" // the card definitions
)

func init() { observe.Register(nsg.Name, func() observe.Encoder { return enc }) }

// Capacities: the places action ids and the observation can name. A game
// beyond them cannot be encoded (an error); random play stays far below
// (TestEveryOptionOfRandomGamesHasADistinctId).
const (
	HandSlots    = 32  // cards of the decider's hand
	RigSlots     = 24  // cards in the rig
	PileSlots    = 48  // cards of Archives, of the heap
	ScoredSlots  = 12  // agendas in a score area
	Servers      = 24  // servers, by number
	IceSlots     = 8   // pieces of ice protecting a server
	RootSlots    = 6   // cards in a server's root
	UnseenSlots  = 16  // cards the view does not place, in an option list
	ArgSlots     = 16  // an Arg: an ability, a subroutine, a pending instance
	NumberSlots  = 64  // answers 0…63 to a Number decision (trace bids)
	TitleSlots   = 512 // titles of the card pool a "name a card" names (CR 1.15.1b), by their place in it
	serverPlaces = IceSlots + RootSlots
)

// The card places, in order.
const (
	placeHand      = 0
	placeRig       = placeHand + HandSlots
	placeArchives  = placeRig + RigSlots
	placeHeap      = placeArchives + PileSlots
	placeOwnScored = placeHeap + PileSlots
	placeOppScored = placeOwnScored + ScoredSlots
	placeServers   = placeOppScored + ScoredSlots
	placeUnseen    = placeServers + Servers*serverPlaces
	// CardPlaces is the number of card places.
	CardPlaces = placeUnseen + UnseenSlots
)

// operand is what an operand of a family names.
type operand int

const (
	opNone       operand = iota
	opHand               // a card of the decider's hand
	opCard               // a card's place
	opCardOrNone         // 0 for none, else 1 + a card's place
	opServer             // 0 for none (the rig), else 1 + a server's number
	opArg                // Arg 0…ArgSlots-1
	opNumber             // a Number answer 0…NumberSlots-1
	opTitle              // a title of the card pool 0…TitleSlots-1 (public: no card of the game)
)

func (o operand) size() int {
	switch o {
	case opHand:
		return HandSlots
	case opCard:
		return CardPlaces
	case opCardOrNone:
		return 1 + CardPlaces
	case opServer:
		return 1 + Servers
	case opArg:
		return ArgSlots
	case opNumber:
		return NumberSlots
	case opTitle:
		return TitleSlots
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

// numberVerb names the family of Number answers (no option has it).
const numberVerb = "number"

// families are every verb's run, in id order. Never reorder or remove one;
// add new families at the end.
var families = []family{
	{verb: "nsg-keep"},
	{verb: "nsg-mulligan"},
	{verb: "nsg-credit"},
	{verb: "nsg-draw"},
	{verb: "nsg-install", card: opHand, target: opServer},
	{verb: "nsg-play", card: opHand},
	{verb: "nsg-advance", card: opCard},
	{verb: "nsg-purge"},
	{verb: "nsg-trash-resource", card: opCard},
	{verb: "nsg-remove-tag"},
	{verb: "nsg-run", target: opServer},
	{verb: "nsg-ability", card: opCard, arg: opArg},
	{verb: "nsg-rez", card: opCard},
	{verb: "nsg-score", card: opCard},
	{verb: "nsg-pass"},
	{verb: "nsg-trigger", card: opCard, arg: opArg},
	{verb: "nsg-discard", card: opHand},
	{verb: "nsg-jack-out"},
	{verb: "nsg-continue"},
	{verb: "nsg-pay-trash", card: opCard},
	{verb: "nsg-no-action"},
	{verb: "nsg-yes"},
	{verb: "nsg-no"},
	{verb: "nsg-target", card: opCardOrNone, target: opServer},
	{verb: "nsg-pay", arg: opArg},
	{verb: "nsg-choose-gain"},
	{verb: "nsg-choose-draw"},
	{verb: "nsg-choose-both"},
	{verb: numberVerb, arg: opNumber},
	{verb: "nsg-name", arg: opTitle},
}

type encoder struct{ total, obsSize int }

var enc = func() *encoder {
	e := &encoder{}
	for i := range families {
		f := &families[i]
		f.first = e.total
		f.size = f.grid().Size()
		e.total += f.size
	}
	_, e.obsSize = layout()
	return e
}()

// NumDistinctActions implements observe.Encoder.
func (e *encoder) NumDistinctActions() int { return e.total }

// serverNumber is the number of the server the view calls name.
func serverNumber(name string) int {
	switch name {
	case "HQ":
		return nsg.ServerHQ
	case "R&D":
		return nsg.ServerRD
	case "Archives":
		return nsg.ServerArchives
	}
	var n int
	if _, err := fmt.Sscanf(name, "remote %d", &n); err != nil {
		return -1
	}
	return n + nsg.ServerArchives
}

// placesOf maps the card ids the view shows to their places. A card past
// a zone's capacity has no place (its options cannot be encoded).
func placesOf(v *nsg.View) map[int32]int {
	at := map[int32]int{}
	put := func(base, n int, l []nsg.CardView) {
		for i, c := range l {
			if i < n {
				at[c.ID] = base + i
			}
		}
	}
	put(placeHand, HandSlots, v.Hand)
	put(placeRig, RigSlots, v.Rig)
	put(placeArchives, PileSlots, v.Archives)
	put(placeHeap, PileSlots, v.Heap)
	for s, l := range v.Scored {
		if engine.Seat(s) == v.Seat {
			put(placeOwnScored, ScoredSlots, l)
		} else {
			put(placeOppScored, ScoredSlots, l)
		}
	}
	for _, sv := range v.Servers {
		n := serverNumber(sv.Name)
		if n < 0 || n >= Servers {
			continue
		}
		base := placeServers + n*serverPlaces
		put(base, IceSlots, sv.Ice)
		put(base+IceSlots, RootSlots, sv.Root)
	}
	return at
}

// Actions implements observe.Encoder.
func (e *encoder) Actions(view observe.ViewFunc, d engine.Decision) ([]int, error) {
	v, ok := view().(nsg.View)
	if !ok {
		return nil, fmt.Errorf("nsg observe: a view of type %T", view)
	}
	if d.Kind == engine.Number {
		return e.actions(nil, d)
	}
	at := placesOf(&v)
	return e.actions(func(id int32) (int, bool) { p, ok := at[id]; return p, ok }, d)
}

// actions returns the ids of decision d's options (of its numbers), place
// giving where the decider's view lists a card (placesOf).
func (e *encoder) actions(place func(id int32) (int, bool), d engine.Decision) ([]int, error) {
	if d.Kind == engine.Number {
		f := families[slices.IndexFunc(families, func(f family) bool { return f.verb == numberVerb })]
		var out []int
		for n := max(d.Min, 0); n <= d.Max && n < NumberSlots; n++ {
			out = append(out, f.first+n)
		}
		return out, nil
	}
	unseen := map[int32]int{}
	out := make([]int, len(d.Options))
	for i, o := range d.Options {
		id, err := optionID(o, place, unseen)
		if err != nil {
			return nil, fmt.Errorf("nsg observe: option %d (%s): %w", i, o.Verb, err)
		}
		if j := slices.Index(out[:i], id); j >= 0 {
			return nil, fmt.Errorf("nsg observe: options %d and %d have one id %d (%s)", j, i, id, e.ActionName(id))
		}
		out[i] = id
	}
	return out, nil
}

// optionID is the id of option o, with at giving the view's places and
// unseen the places given so far to cards the view does not show.
func optionID(o engine.Option, at func(id int32) (int, bool), unseen map[int32]int) (int, error) {
	i := slices.IndexFunc(families, func(f family) bool { return f.verb == o.Verb.String() })
	if i < 0 || families[i].verb == numberVerb {
		return 0, fmt.Errorf("no family for the verb")
	}
	f := families[i]
	card := func(x int) (int, error) {
		if p, ok := at(int32(x)); ok {
			return p, nil
		}
		if p, ok := unseen[int32(x)]; ok {
			return p, nil
		}
		if len(unseen) >= UnseenSlots {
			return 0, fmt.Errorf("card %d: more than %d unseen cards", x, UnseenSlots)
		}
		p := placeUnseen + len(unseen)
		unseen[int32(x)] = p
		return p, nil
	}
	operand := func(k operand, x int) (int, error) {
		switch k {
		case opNone:
			return 0, nil
		case opHand:
			p, ok := at(int32(x))
			if !ok || p >= placeHand+HandSlots {
				return 0, fmt.Errorf("card %d is not in the decider's hand", x)
			}
			return p - placeHand, nil
		case opCard:
			return card(x)
		case opCardOrNone:
			if x == 0 {
				return 0, nil
			}
			p, err := card(x)
			return 1 + p, err
		case opServer, opArg, opTitle:
			if x < 0 || x >= k.size() {
				return 0, fmt.Errorf("operand %d out of 0…%d", x, k.size()-1)
			}
			return x, nil
		}
		return 0, fmt.Errorf("operand kind %d", k)
	}
	c, err := operand(f.card, o.Card)
	if err != nil {
		return 0, err
	}
	t, err := operand(f.target, o.Target)
	if err != nil {
		return 0, err
	}
	a, err := operand(f.arg, o.Arg)
	if err != nil {
		return 0, err
	}
	return f.first + f.grid().Index(c, t, a), nil
}

// placeName names a card's place.
func placeName(p int) string {
	zones := []struct {
		base, n int
		name    string
	}{
		{placeHand, HandSlots, "hand"}, {placeRig, RigSlots, "rig"}, {placeArchives, PileSlots, "archives"},
		{placeHeap, PileSlots, "heap"}, {placeOwnScored, ScoredSlots, "own-scored"}, {placeOppScored, ScoredSlots, "opp-scored"},
	}
	for _, z := range zones {
		if p >= z.base && p < z.base+z.n {
			return fmt.Sprintf("%s[%d]", z.name, p-z.base)
		}
	}
	if p >= placeUnseen {
		return fmt.Sprintf("unseen[%d]", p-placeUnseen)
	}
	s, k := (p-placeServers)/serverPlaces, (p-placeServers)%serverPlaces
	if k < IceSlots {
		return fmt.Sprintf("server %d ice[%d]", s, k)
	}
	return fmt.Sprintf("server %d root[%d]", s, k-IceSlots)
}

func operandName(k operand, x int) string {
	switch k {
	case opHand:
		return fmt.Sprintf("hand[%d]", x)
	case opCard:
		return placeName(x)
	case opCardOrNone:
		if x == 0 {
			return "no card"
		}
		return placeName(x - 1)
	case opServer:
		if x == 0 {
			return "no server"
		}
		return fmt.Sprintf("server %d", x-1)
	case opArg:
		return fmt.Sprintf("arg %d", x)
	case opNumber:
		return fmt.Sprintf("%d", x)
	case opTitle:
		return fmt.Sprintf("title %d", x)
	}
	return ""
}

// ActionName implements observe.Encoder: "verb [operands]".
func (e *encoder) ActionName(id int) string {
	for _, f := range families {
		if id < f.first || id >= f.first+f.size {
			continue
		}
		c, t, a := f.grid().Split(id - f.first)
		var ops []string
		for _, x := range []struct {
			k operand
			v int
		}{{f.card, c}, {f.target, t}, {f.arg, a}} {
			if x.k != opNone {
				ops = append(ops, operandName(x.k, x.v))
			}
		}
		return observe.Name(f.verb, ops)
	}
	return fmt.Sprintf("unknown %d", id)
}
