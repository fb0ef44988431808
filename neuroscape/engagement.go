package neuroscape

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// engagement is the count turned on by CountEngagement, or nil.
var engagement atomic.Pointer[engagementCount]

// engagementCount counts, for every defined card, each of its abilities
// (abilitiesOf) that took effect, and how often the card was engaged.
type engagementCount struct {
	mu    sync.Mutex
	on    bool
	defs  []*Def
	index map[*Def]int
	took  [][]int64
	cards []int64
}

// abilitiesOf lists what of d can take effect, in its definition's order:
// a program's resolution (and its reversed text), a character's "on enter"
// effects and activated abilities, gear attaching and the abilities it
// grants, a mainframe's tiers.
func abilitiesOf(d *Def) (kinds, labels []string) {
	switch d.Type {
	case carddb.Program:
		if d.slotted() {
			if len(d.Netcheck) > 0 {
				kinds, labels = append(kinds, "triggered"), append(labels, labelNetcheck)
			}
			if d.CostUp.N > 0 {
				kinds, labels = append(kinds, "passive"), append(labels, labelCostUp)
			}
			for _, a := range d.Abilities { // a trojan's activation
				kinds, labels = append(kinds, "activated"), append(labels, a.Name)
			}
			break
		}
		kinds, labels = append(kinds, "program"), append(labels, "resolves")
		if d.Reversed != nil {
			kinds, labels = append(kinds, "program"), append(labels, "resolves reversed")
		}
		if len(d.OnPlayProgram) > 0 { // an environment's
			kinds, labels = append(kinds, "triggered"), append(labels, labelOnPlay)
		}
		if len(d.Netcheck) > 0 { // an environment's
			kinds, labels = append(kinds, "triggered"), append(labels, labelNetcheck)
		}
		if d.NoPrevention { // an environment's
			kinds, labels = append(kinds, "passive"), append(labels, labelNoPrevention)
		}
		if len(d.OnLeave) > 0 { // an environment's
			kinds, labels = append(kinds, "triggered"), append(labels, labelOnLeave)
		}
	case carddb.Character:
		if len(d.Effects) > 0 {
			kinds, labels = append(kinds, "triggered"), append(labels, "on enter")
		}
		for _, a := range d.Abilities {
			kinds, labels = append(kinds, "activated"), append(labels, a.Name)
		}
		if len(d.OnHit) > 0 {
			kinds, labels = append(kinds, "triggered"), append(labels, labelOnHit)
		}
		if d.Discount.N > 0 {
			kinds, labels = append(kinds, "passive"), append(labels, labelDiscount)
		}
		if d.FreeInPlay {
			kinds, labels = append(kinds, "passive"), append(labels, labelFreeInPlay)
		}
	case carddb.Gear:
		kinds, labels = append(kinds, "program"), append(labels, "attaches")
		if len(d.Blocked) > 0 {
			kinds, labels = append(kinds, "triggered"), append(labels, "when blocked")
		}
		if d.Psychosis != 0 || d.PsychosisTimes > 1 {
			kinds, labels = append(kinds, "passive"), append(labels, labelPsychosis)
		}
		if d.NoForceQuit {
			kinds, labels = append(kinds, "passive"), append(labels, labelNoForceQuit)
		}
		if d.Cloaks {
			kinds, labels = append(kinds, "passive"), append(labels, labelCloaks)
		}
		if d.AttackCopies.N > 0 {
			kinds, labels = append(kinds, "triggered"), append(labels, labelAttackCopies)
		}
		for _, a := range d.Abilities {
			kinds, labels = append(kinds, "activated"), append(labels, a.Name)
		}
	case carddb.Mainframe:
		for i := range d.Tiers {
			kinds, labels = append(kinds, "tier"), append(labels, fmt.Sprintf("tier %d", i+1))
		}
	}
	return kinds, labels
}

// CountEngagement implements engine.Engagement.
func (Ruleset) CountEngagement() (engine.EngagementCount, error) {
	c := &engagementCount{on: true, index: map[*Def]int{}}
	for _, n := range Defined() {
		d, _ := Lookup(n)
		if d == nil {
			continue
		}
		_, labels := abilitiesOf(d)
		c.index[d] = len(c.defs)
		c.defs = append(c.defs, d)
		c.took = append(c.took, make([]int64, len(labels)))
		c.cards = append(c.cards, 0)
	}
	if !engagement.CompareAndSwap(nil, c) {
		return nil, errors.New("neuroscape: an engagement count is already on")
	}
	return c, nil
}

// engage counts ability i of card d taking effect (i < 0: the card was
// engaged by a rule, as a character entering play).
func engage(d *Def, i int) {
	c := engagement.Load()
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	k, ok := c.index[d]
	if !ok {
		return
	}
	c.cards[k]++
	if i >= 0 && i < len(c.took[k]) {
		c.took[k][i]++
	}
}

// Labels of abilities that no index of the definition's lists names.
const (
	labelOnHit        = "when its attack hits"
	labelOnLeave      = "when it leaves play"
	labelAttackCopies = "when attached character attacks"
	labelDiscount     = "the first program costs less"
	labelNetcheck     = "on NETCHECK"
	labelOnPlay       = "when a player plays a program"
	labelPsychosis    = "psychosis"
	labelCostUp       = "cards cost more"
	labelFreeInPlay   = "cards in play cost 0"
	labelCloaks       = "CLOAKED"
	labelNoForceQuit  = "can't be force quit"
	labelNoPrevention = "damage can't be prevented"
)

// labelIndex returns the index in abilitiesOf(d) of the ability labelled
// label, or -1.
func labelIndex(d *Def, label string) int {
	_, labels := abilitiesOf(d)
	return slices.Index(labels, label)
}

// abilityIndex returns the index in abilitiesOf(d) of d's activated
// ability a, or of its "on enter" (a < 0).
func abilityIndex(d *Def, a int) int {
	i := 0
	if d.Type == carddb.Program || d.Type == carddb.Gear { // a trojan's activation, a gear's abilities: they come last (abilitiesOf)
		_, labels := abilitiesOf(d)
		return len(labels) - len(d.Abilities) + a
	}
	if len(d.Effects) > 0 {
		if a < 0 {
			return 0
		}
		i = 1
	}
	return i + a
}

// Abilities implements engine.EngagementCount.
func (c *engagementCount) Abilities() []engine.AbilityCount {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []engine.AbilityCount
	for k, d := range c.defs {
		kinds, labels := abilitiesOf(d)
		for i := range labels {
			out = append(out, engine.AbilityCount{Title: d.Name, Ability: i, Kind: kinds[i], Label: labels[i], Took: c.took[k][i]})
		}
	}
	return out
}

// Cards implements engine.EngagementCount.
func (c *engagementCount) Cards() map[string]int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[string]int64{}
	for k, d := range c.defs {
		out[d.Name] = c.cards[k]
	}
	return out
}

// NeverUsed implements engine.EngagementCount.
func (c *engagementCount) NeverUsed() []string {
	var out []string
	for _, a := range c.Abilities() {
		if a.Took == 0 {
			out = append(out, fmt.Sprintf("%s: %s", a.Title, a.Label))
		}
	}
	slices.Sort(out)
	return out
}

// Stop implements engine.EngagementCount.
func (c *engagementCount) Stop() {
	c.mu.Lock()
	on := c.on
	c.on = false
	c.mu.Unlock()
	if on {
		engagement.CompareAndSwap(c, nil)
	}
}
