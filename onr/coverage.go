package onr

import (
	"fmt"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/kernel/cardkit"
)

// Coverage counts, for every implemented card and every ability of its
// definition, how often the ability took effect in the games played while
// the count is on: its program resolved (a play, a subroutine fired, a
// trigger, an activated ability, a break's other effects), a static was
// read where it changes a value, a break or pump was used, a prevention
// was used, a base link or a "+1 link" was bought, a virus program gave a
// counter, an extra action was taken. For a program it also counts each op
// that ran, so that a clause never reached ("if the trace succeeds …") shows.
// The count itself is the kernel's (cardkit.Coverage); these are ONR's
// hooks into it.
//
// The count is off by default, and then costs one nil check per site. While
// a Coverage is on (SetCoverage) it counts every game of the process, from
// any goroutine.
type Coverage struct {
	*cardkit.Coverage
}

// AbilityCount is how often one ability took effect (cardkit.AbilityCount).
type AbilityCount = cardkit.AbilityCount

// coverage is the count on, or nil.
var coverage *Coverage

// NewCoverage returns an empty count of every defined card.
func NewCoverage() *Coverage {
	shapes := make([]cardkit.Shape, 0, len(defs))
	for _, d := range defs {
		sh := cardkit.Shape{ID: d.cid, Title: d.Title, Abilities: make([]cardkit.AbilityShape, len(d.Abilities))}
		for i, a := range d.Abilities {
			sh.Abilities[i] = cardkit.AbilityShape{Kind: KindName(a.Kind), Label: a.Label, Ops: len(a.Effect)}
		}
		shapes = append(shapes, sh)
	}
	return &Coverage{cardkit.NewCoverage(shapes)}
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
func (c *Coverage) Add(o *Coverage) { c.Coverage.Add(o.Coverage) }

// Untouched lists, for people, every ability that never took effect and
// every op of a program that never ran, of the cards titles, any spelling
// (all defined cards if titles is empty or names none).
func (c *Coverage) Untouched(titles ...string) []string {
	var ids []CardID
	for _, t := range titles {
		if d, ok := Lookup(t); ok {
			ids = append(ids, d.cid)
		}
	}
	return c.Coverage.Untouched(ids...)
}

// ranOp is the machine's Ran hook while a count is on.
func ranOp(s *State, f *Frame) {
	if cv := coverage; cv != nil && !f.Ref.IsBuiltin() {
		cv.Ran(f.Ref.Card, int(f.Ref.Ability), int(f.PC))
	}
}

// took counts that ability i of card c took effect, when a count is on.
func (s *State) took(c int32, i int) {
	if coverage != nil {
		coverage.Took(s.Cards[c].ID, i)
	}
}

// tookKind counts that the first ability of kind k of card c took effect.
func (s *State) tookKind(c int32, k Kind) {
	if coverage != nil {
		if i := s.abilityOf(c, k); i >= 0 {
			coverage.Took(s.Cards[c].ID, i)
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
			coverage.Took(s.Cards[c].ID, i)
		}
	}
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
