package cardkit

import (
	"fmt"
	"sort"
	"sync/atomic"

	"github.com/datafort/datafort/kernel"
)

// Shape is what the behaviour coverage count needs of one card's
// definition: its id, its title for people, and its abilities in printed
// order.
type Shape struct {
	ID        kernel.CardID
	Title     string
	Abilities []AbilityShape
}

// AbilityShape is what the coverage count needs of one ability: the name
// of its kind and its label, for people, and the number of ops of its
// program (0 if it has none).
type AbilityShape struct {
	Kind  string
	Label string
	Ops   int
}

// Coverage counts, for every card of a game's definitions and every
// ability of each, how often the ability took effect, how often each op of
// its program ran (so that a clause never reached shows), and how often an
// occurrence of the rules concerned the card (it was installed, rezzed,
// encountered, accessed, scored…). What "took effect" means is the game's:
// it calls Took, Ran and Occurred from its hooks. The counts are atomic, so
// that every game of a process, on any goroutine, may count into one
// Coverage; its cards are fixed by NewCoverage.
type Coverage struct {
	cards map[kernel.CardID]*cardCount
}

type cardCount struct {
	title string
	abs   []AbilityShape
	took  []atomic.Int64   // per ability
	ops   [][]atomic.Int64 // per ability, per op of its program
	obj   atomic.Int64     // occurrences about the card
}

// NewCoverage returns an empty count of the cards of shapes.
func NewCoverage(shapes []Shape) *Coverage {
	c := &Coverage{cards: make(map[kernel.CardID]*cardCount, len(shapes))}
	for _, s := range shapes {
		cc := &cardCount{title: s.Title, abs: s.Abilities, took: make([]atomic.Int64, len(s.Abilities)), ops: make([][]atomic.Int64, len(s.Abilities))}
		for i, a := range s.Abilities {
			cc.ops[i] = make([]atomic.Int64, a.Ops)
		}
		c.cards[s.ID] = cc
	}
	return c
}

// Took counts that ability i of card id took effect. A card or ability
// the count does not hold is ignored.
func (c *Coverage) Took(id kernel.CardID, i int) {
	if cc := c.cards[id]; cc != nil && i >= 0 && i < len(cc.took) {
		cc.took[i].Add(1)
	}
}

// Ran counts that op pc of the program of ability i of card id ran; the
// first op (pc 0) also counts the ability as having taken effect. A card,
// ability or op the count does not hold is ignored.
func (c *Coverage) Ran(id kernel.CardID, i, pc int) {
	if cc := c.cards[id]; cc != nil && i >= 0 && i < len(cc.ops) {
		if ops := cc.ops[i]; pc >= 0 && pc < len(ops) {
			ops[pc].Add(1)
			if pc == 0 {
				cc.took[i].Add(1)
			}
		}
	}
}

// Occurred counts an occurrence of the rules about card id.
func (c *Coverage) Occurred(id kernel.CardID) {
	if cc := c.cards[id]; cc != nil {
		cc.obj.Add(1)
	}
}

// Add adds the counts of o to c, for the cards and abilities both hold.
func (c *Coverage) Add(o *Coverage) {
	for id, oc := range o.cards {
		cc := c.cards[id]
		if cc == nil {
			continue
		}
		cc.obj.Add(oc.obj.Load())
		for i := range min(len(oc.took), len(cc.took)) {
			cc.took[i].Add(oc.took[i].Load())
			for j := range min(len(oc.ops[i]), len(cc.ops[i])) {
				cc.ops[i][j].Add(oc.ops[i][j].Load())
			}
		}
	}
}

// AbilityCount is how often one ability took effect.
type AbilityCount struct {
	Title   string  `json:"title"`
	Ability int     `json:"ability"` // its index in the definition
	Kind    string  `json:"kind"`
	Label   string  `json:"label,omitempty"`
	Took    int64   `json:"took"`
	Ops     []int64 `json:"ops,omitempty"` // how often each op of its program ran
}

// Name names the ability for people: "Hammer #0 (break)".
func (a AbilityCount) Name() string {
	s := fmt.Sprintf("%s #%d (%s", a.Title, a.Ability, a.Kind)
	if a.Label != "" {
		s += ": " + a.Label
	}
	return s + ")"
}

// Abilities returns the count of every ability of every card counted, by
// title, then in printed order.
func (c *Coverage) Abilities() []AbilityCount {
	var out []AbilityCount
	for _, cc := range c.cards {
		out = append(out, cc.abilities()...)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Title != out[j].Title {
			return out[i].Title < out[j].Title
		}
		return out[i].Ability < out[j].Ability
	})
	return out
}

// abilities returns the count of each ability of cc, in printed order.
func (cc *cardCount) abilities() []AbilityCount {
	out := make([]AbilityCount, 0, len(cc.took))
	for i := range cc.took {
		ac := AbilityCount{Title: cc.title, Ability: i, Kind: cc.abs[i].Kind, Label: cc.abs[i].Label, Took: cc.took[i].Load()}
		for j := range cc.ops[i] {
			ac.Ops = append(ac.Ops, cc.ops[i][j].Load())
		}
		out = append(out, ac)
	}
	return out
}

// Untouched lists, for people, every ability that never took effect and
// every op of a program that never ran, of the cards ids (every card
// counted if ids is empty), by title then in printed order.
func (c *Coverage) Untouched(ids ...kernel.CardID) []string {
	want := map[string]bool{}
	for _, id := range ids {
		if cc := c.cards[id]; cc != nil {
			want[cc.title] = true
		}
	}
	var out []string
	for _, a := range c.Abilities() {
		if len(want) > 0 && !want[a.Title] {
			continue
		}
		if a.Took == 0 {
			out = append(out, a.Name()+" never took effect")
			continue
		}
		for j, n := range a.Ops {
			if n == 0 {
				out = append(out, fmt.Sprintf("%s: op %d of %d never ran", a.Name(), j+1, len(a.Ops)))
			}
		}
	}
	return out
}

// Cards returns, by title, how often any ability of each card took effect.
func (c *Coverage) Cards() map[string]int64 {
	out := make(map[string]int64, len(c.cards))
	for _, cc := range c.cards {
		var n int64
		for i := range cc.took {
			n += cc.took[i].Load()
		}
		out[cc.title] = n
	}
	return out
}

// Engaged returns, by title, how often each card was engaged in play: one
// of its abilities took effect, or an occurrence of the rules concerned it,
// which is all a card without abilities (a plain agenda) ever does.
func (c *Coverage) Engaged() map[string]int64 {
	out := c.Cards()
	for _, cc := range c.cards {
		out[cc.title] += cc.obj.Load()
	}
	return out
}
