package onr

import (
	"slices"
	"strings"
	"sync/atomic"

	"github.com/datafort/datafort/kernel"
)

// What the definitions together say. Several public-grounds questions read
// the whole card pool: the least printed rez cost of the cards rezzed at a
// moment (rezWhenOpens), the keywords of icebreakers some card is rezzed
// against (answeredKeyword), whether a card may be rezzed at the start of a
// run (mayRezAtRunStart), the hidden cards that might be face down in a
// rig (mightUseFaceDown, mightPreventFaceDown, mightPreventTrashFaceDown).
// Walking the map of definitions for them at every draw cost about a third
// of a random game; they depend on the definitions only, so they are made
// once for each count of definitions made (defsGen: tests redefine cards)
// and read from there. The hidden cards are kept in the order of their ids,
// so that the loops over them no longer follow a map's order.

// defSummary is what the definitions together say, made under defsGen gen.
type defSummary struct {
	gen uint64
	// rezWhen holds, for each moment that some card is rezzed at
	// (ModRezWhen), the least printed rez cost of those cards.
	rezWhen map[kernel.EventType]int32
	// againstBreaker holds the keywords of the ModRezAgainstBreaker statics.
	againstBreaker []string
	// hidden holds the definitions with the keyword Hidden, by id.
	hidden []*Def
	// hiddenGain is the most bits one hidden card could add to a payment
	// of its controller: the net gain of a payment ability, its recurring
	// bits (mightPayFaceDown).
	hiddenGain int32
	// rezAtRunStart: some card other than ice may be rezzed at the start
	// of a run on its fort (mayRezAtRunStart, startofrun.go).
	rezAtRunStart bool
}

// summary holds the last defSummary made; games read it concurrently.
var summary atomic.Pointer[defSummary]

// defsSummary returns the summary of the definitions as they are now.
func defsSummary() *defSummary {
	if m := summary.Load(); m != nil && m.gen == defsGen {
		return m
	}
	m := &defSummary{gen: defsGen, rezWhen: map[kernel.EventType]int32{}}
	for _, d := range defs {
		for i := range d.Abilities {
			a := &d.Abilities[i]
			if a.Kind != KindStatic {
				continue
			}
			switch a.Mod {
			case ModRezWhen:
				if least, ok := m.rezWhen[a.On]; !ok || d.rezCost < least {
					m.rezWhen[a.On] = d.rezCost
				}
			case ModRezAgainstBreaker:
				if !slices.Contains(m.againstBreaker, a.Keyword) {
					m.againstBreaker = append(m.againstBreaker, a.Keyword)
				}
			}
		}
		m.rezAtRunStart = m.rezAtRunStart || rezAtRunStartLong(d)
		if d.card.HasKeyword("Hidden") {
			m.hidden = append(m.hidden, d)
			for i := range d.Abilities {
				if a := &d.Abilities[i]; a.When&Paying != 0 {
					m.hiddenGain = max(m.hiddenGain, a.N-a.Cost.Bits)
				} else if a.Kind == KindStatic && a.Mod == ModRecurring {
					m.hiddenGain = max(m.hiddenGain, a.N)
				}
			}
		}
	}
	slices.Sort(m.againstBreaker)
	slices.SortFunc(m.hidden, func(a, b *Def) int { return strings.Compare(a.ID(), b.ID()) })
	summary.Store(m)
	return m
}
