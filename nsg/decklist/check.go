package decklist

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/datafort/datafort/nsg/carddb"
)

// Check returns every problem of the list in the format: those of reading
// it, then those of its contents, ordered by their first line (problems of
// the list as a whole first). None: the list is a legal deck of the format
// and every card in it is implemented.
func Check(l *List, f Format, opt Options) []Problem {
	c := checker{l: l, f: f, opt: opt, ps: slices.Clone(l.Problems)}
	c.identity()
	c.cards()
	c.copies()
	if c.id != nil {
		c.size()
		c.influence()
		c.agendaPoints()
	}
	sort.SliceStable(c.ps, func(i, j int) bool { return first(c.ps[i].Lines) < first(c.ps[j].Lines) })
	return c.ps
}

// Read parses a list and checks it: Parse, then Check.
func Read(text string, f Format, opt Options) (*List, []Problem) {
	l := Parse(text)
	return l, Check(l, f, opt)
}

func first(lines []int) int {
	if len(lines) == 0 {
		return 0
	}
	return lines[0]
}

type checker struct {
	l   *List
	f   Format
	opt Options
	id  *carddb.Card // the identity, when there is one
	ps  []Problem
}

func (c *checker) add(lines []int, r Rule, format string, args ...any) {
	c.ps = append(c.ps, Problem{Lines: lines, Rule: r, Msg: fmt.Sprintf(format, args...)})
}

// identity checks the identity lines: exactly one identity, one copy, one
// the format allows (CR 1.4.1, 1.4.1a).
func (c *checker) identity() {
	ids := c.l.Identities
	switch {
	case len(ids) == 0:
		c.add(nil, RuleIdentity, "no identity: a deck needs one identity card, on a line of its own")
		return
	case len(ids) > 1:
		var lines []int
		var titles []string
		for _, e := range ids {
			lines = append(lines, e.Line)
			titles = append(titles, e.Card.Title)
		}
		c.add(lines, RuleIdentity, "%d identities (%s): a deck has a single identity", len(ids), strings.Join(titles, "; "))
		return
	}
	e := ids[0]
	c.id = e.Card
	if e.Count != 1 {
		c.add([]int{e.Line}, RuleIdentity, "%d copies of the identity %s: a deck has a single identity", e.Count, e.Card.Title)
	}
	gateway := slices.Contains(GatewayIdentities, e.Card.Title)
	switch {
	case c.f.RefuseGateway && gateway:
		c.add([]int{e.Line}, RuleGatewayIdentities, "%s is a System Gateway starter identity, only for the starter decks: not legal in the %s format", e.Card.Title, c.f.Name)
	case len(c.f.Identities) > 0 && !slices.Contains(c.f.Identities, e.Card.Title):
		c.add([]int{e.Line}, RuleFormatIdentity, "%s is not an identity of the %s format (%s)", e.Card.Title, c.f.Name, strings.Join(c.f.Identities, "; "))
	}
	c.implemented(e)
}

func (c *checker) implemented(e Entry) {
	if c.opt.Implemented != nil && !c.opt.Implemented(e.Card.Title) {
		c.add([]int{e.Line}, RuleNotImplemented, "%s is in the card data but not implemented yet", e.Card.Title)
	}
}

// cards checks each card line: its side and faction (CR 1.4.4), the
// format's product, and that the card is implemented.
func (c *checker) cards() {
	for _, e := range c.l.Cards {
		card := e.Card
		if c.id != nil {
			if card.Side != c.id.Side {
				c.add([]int{e.Line}, RuleDisallowedCards, "%s is a %s card, in a %s deck", card.Title, sideName(card.Side), sideName(c.id.Side))
			} else if card.Faction != c.id.Faction && card.Influence == nil {
				c.add([]int{e.Line}, RuleDisallowedCards, "%s is a %s %s without an influence cost: it cannot be out of faction (the identity is %s)", card.Title, card.Faction, card.Type, c.id.Faction)
			}
		}
		if len(c.f.Packs) > 0 && !slices.Contains(c.f.Packs, card.Pack) {
			c.add([]int{e.Line}, RuleFormatProduct, "%s is from %s, not from the product of the %s format (%s)", card.Title, card.Set, c.f.Name, strings.Join(c.f.Packs, ", "))
		}
		c.implemented(e)
	}
}

// copies checks the copies of each card by name, over all its lines: the
// card's deck limit (CR 1.4.7) and, in a format of one product, what the
// product holds.
func (c *checker) copies() {
	type total struct {
		card  *carddb.Card
		n     int
		lines []int
	}
	var order []*total
	by := map[*carddb.Card]*total{}
	for _, e := range c.l.Cards {
		t := by[e.Card]
		if t == nil {
			t = &total{card: e.Card}
			by[e.Card] = t
			order = append(order, t)
		}
		t.n += e.Count
		t.lines = append(t.lines, e.Line)
	}
	for _, t := range order {
		if t.n > t.card.DeckLimit {
			c.add(t.lines, RuleMaximumCopies, "%d copies of %s; at most %d", t.n, t.card.Title, t.card.DeckLimit)
		}
		if len(c.f.Packs) > 0 && slices.Contains(c.f.Packs, t.card.Pack) && t.n > t.card.Quantity {
			c.add(t.lines, RuleFormatProduct, "%d copies of %s; the %s product holds %d", t.n, t.card.Title, t.card.Set, t.card.Quantity)
		}
	}
}

// size checks the minimum deck size of the identity (CR 1.4.3).
func (c *checker) size() {
	if c.id.MinimumDeckSize == nil {
		return
	}
	if n, least := c.l.Size(), *c.id.MinimumDeckSize; n < least {
		c.add([]int{c.l.Identities[0].Line}, RuleMinimumDeckSize, "%d cards; %s needs at least %d", n, c.id.Title, least)
	}
}

// influence checks the influence of out-of-faction cards, by copy, against
// the identity's limit (CR 1.4.5, 1.4.5a). An identity without a limit
// (the starter identities) has none to check.
func (c *checker) influence() {
	if c.id.InfluenceLimit == nil {
		return
	}
	spent := 0
	var lines []int
	for _, e := range c.l.Cards {
		if e.Card.Side == c.id.Side && e.Card.Faction != c.id.Faction && e.Card.Influence != nil && *e.Card.Influence > 0 {
			spent += e.Count * *e.Card.Influence
			lines = append(lines, e.Line)
		}
	}
	if limit := *c.id.InfluenceLimit; spent > limit {
		c.add(lines, RuleInfluenceLimit, "%d influence spent on out-of-faction cards; %s allows %d", spent, c.id.Title, limit)
	}
}

// agendaPoints checks the agenda points of a Corp deck against its size
// (CR 1.4.6a–d). The CR's table starts at 40 cards: a smaller deck (only
// the starter identities allow one) has no requirement.
func (c *checker) agendaPoints() {
	if c.id.Side != carddb.Corp {
		return
	}
	size := c.l.Size()
	least, most, r, ok := AgendaPoints(size)
	if !ok {
		return
	}
	points := 0
	var lines []int
	for _, e := range c.l.Cards {
		if e.Card.Side == carddb.Corp && e.Card.AgendaPoints != nil {
			points += e.Count * *e.Card.AgendaPoints
			lines = append(lines, e.Line)
		}
	}
	if points < least || points > most {
		if len(lines) == 0 {
			lines = []int{c.l.Identities[0].Line}
		}
		c.add(lines, r, "%d agenda points in %d cards; a deck of that size holds %d or %d", points, size, least, most)
	}
}

func sideName(s carddb.Side) string {
	if s == carddb.Corp {
		return "Corp"
	}
	return "Runner"
}

// AgendaPoints returns the agenda points a Corp deck of size cards must
// hold, least to most, and the rule of CR 1.4.6 that says so; ok is false
// under 40 cards, where the CR's table has no row.
func AgendaPoints(size int) (least, most int, r Rule, ok bool) {
	switch {
	case size < 40:
		return 0, 0, Rule{}, false
	case size <= 44:
		least, r = 18, Rule40To44
	case size <= 49:
		least, r = 20, Rule45To49
	case size <= 54:
		least, r = 22, Rule50To54
	default:
		least, r = 22+2*((size-50)/5), RuleOver54
	}
	return least, least + 1, r, true
}
