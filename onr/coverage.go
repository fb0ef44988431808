package onr

import (
	"fmt"
	"sort"
	"sync/atomic"

	"github.com/datafort/datafort/kernel"
)

// Coverage counts, for every implemented card and every ability of its
// definition, how often the ability took effect in the games played while
// the count is on: its program resolved (a play, a subroutine fired, a
// trigger, an activated ability, a break's other effects), a static was
// read where it changes a value, a break or pump was used, a prevention
// was used, a base link or a "+1 link" was bought, a virus program gave a
// counter, an extra action was taken. For a program it also counts each op
// that ran, so that a clause never reached ("if the trace succeeds …") shows.
//
// The count is off by default, and then costs one nil check per site. While
// a Coverage is on (SetCoverage) it counts every game of the process, from
// any goroutine.
type Coverage struct {
	cards map[string]*cardCount // by card id
}

type cardCount struct {
	def  *Def
	took []atomic.Int64   // per ability
	ops  [][]atomic.Int64 // per ability, per op of its Effect
	obj  atomic.Int64     // occurrences about the card: installed, rezzed, encountered, accessed, scored, stolen…
}

// coverage is the count on, or nil.
var coverage *Coverage

// NewCoverage returns an empty count of every defined card.
func NewCoverage() *Coverage {
	c := &Coverage{cards: make(map[string]*cardCount, len(defs))}
	for id, d := range defs {
		cc := &cardCount{def: d, took: make([]atomic.Int64, len(d.Abilities)), ops: make([][]atomic.Int64, len(d.Abilities))}
		for i, a := range d.Abilities {
			cc.ops[i] = make([]atomic.Int64, len(a.Effect))
		}
		c.cards[id] = cc
	}
	return c
}

// SetCoverage makes c the count that is on (nil turns counting off) and
// returns the count that was on. Call it only while no game runs on
// another goroutine; a test harness may switch counts between its own
// steps, to count each test apart.
func SetCoverage(c *Coverage) (previous *Coverage) {
	previous, coverage = coverage, c
	if c != nil {
		machine.Ran = ranOp
	} else {
		machine.Ran = nil
	}
	return previous
}

// Add adds the counts of o to c.
func (c *Coverage) Add(o *Coverage) {
	for id, oc := range o.cards {
		cc := c.cards[id]
		if cc == nil {
			continue
		}
		cc.obj.Add(oc.obj.Load())
		for i := range oc.took {
			cc.took[i].Add(oc.took[i].Load())
			for j := range oc.ops[i] {
				cc.ops[i][j].Add(oc.ops[i][j].Load())
			}
		}
	}
}

// ranOp is the machine's Ran hook while a count is on.
func ranOp(s *State, f *Frame) {
	if cv := coverage; cv != nil && !f.Ref.IsBuiltin() {
		if cc := cv.cards[f.Ref.Card.String()]; cc != nil && int(f.Ref.Ability) < len(cc.ops) {
			if ops := cc.ops[f.Ref.Ability]; int(f.PC) < len(ops) {
				ops[f.PC].Add(1)
				if f.PC == 0 {
					cc.took[f.Ref.Ability].Add(1)
				}
			}
		}
	}
}

// took counts that ability i of card c took effect, when a count is on.
func (s *State) took(c int32, i int) {
	if coverage != nil {
		coverage.add(s.def(c), i)
	}
}

// tookKind counts that the first ability of kind k of card c took effect.
func (s *State) tookKind(c int32, k Kind) {
	if coverage != nil {
		if i := s.abilityOf(c, k); i >= 0 {
			coverage.add(s.def(c), i)
		}
	}
}

// tookMod counts that card c's static abilities with modifier mod took
// effect, for a static the rules read as a yes or no (StaticN).
func (s *State) tookMod(c int32, mod kernel.ModKind) {
	if coverage == nil {
		return
	}
	abs := s.def(c).Abilities
	for i := range abs {
		if abs[i].Kind == KindStatic && abs[i].Mod == mod {
			coverage.add(s.def(c), i)
		}
	}
}

// occurred counts an occurrence of the rules about a card of d.
func (c *Coverage) occurred(d *Def) {
	if cc := c.cards[d.ID()]; cc != nil {
		cc.obj.Add(1)
	}
}

func (c *Coverage) add(d *Def, i int) {
	if cc := c.cards[d.ID()]; cc != nil && i >= 0 && i < len(cc.took) {
		cc.took[i].Add(1)
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

// Abilities returns the count of every ability of every defined card,
// by title, then in printed order.
func (c *Coverage) Abilities() []AbilityCount {
	var out []AbilityCount
	for _, cc := range c.cards {
		for i := range cc.took {
			a := &cc.def.Abilities[i]
			ac := AbilityCount{Title: cc.def.Title, Ability: i, Kind: KindName(a.Kind), Label: a.Label, Took: cc.took[i].Load()}
			for j := range cc.ops[i] {
				ac.Ops = append(ac.Ops, cc.ops[i][j].Load())
			}
			out = append(out, ac)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Title != out[j].Title {
			return out[i].Title < out[j].Title
		}
		return out[i].Ability < out[j].Ability
	})
	return out
}

// Untouched lists, for people, every ability that never took effect and
// every op of a program that never ran, of the cards titles (all defined
// cards if titles is empty).
func (c *Coverage) Untouched(titles ...string) []string {
	want := map[string]bool{}
	for _, t := range titles {
		if d, ok := Lookup(t); ok {
			want[d.Title] = true
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
		out[cc.def.Title] = n
	}
	return out
}

// Engaged returns, by title, how often each card was engaged in play: one
// of its abilities took effect, or an occurrence of the rules concerned it
// (it was installed, rezzed, encountered, accessed, scored, stolen…), which
// is all a card without abilities (a plain agenda) ever does.
func (c *Coverage) Engaged() map[string]int64 {
	out := c.Cards()
	for _, cc := range c.cards {
		out[cc.def.Title] += cc.obj.Load()
	}
	return out
}

var kindNames = map[Kind]string{
	KindPlay: "play", KindSub: "subroutine", KindBreak: "break", KindBreakAll: "break all", KindPump: "pump",
	KindActivated: "activated", KindTrigger: "trigger", KindStatic: "static", KindPrevent: "prevent",
	KindBaseLink: "base link", KindLinkBoost: "link boost", KindVirus: "virus",
}

// KindName names an ability kind: "subroutine", "static", …
func KindName(k Kind) string {
	if n, ok := kindNames[k]; ok {
		return n
	}
	return fmt.Sprintf("kind %d", k)
}
