package onr

import (
	"maps"
	"slices"
	"testing"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// longSummary makes what defsSummary gives the long way: from the map of
// definitions as it is now.
func longSummary() (rezWhen map[kernel.EventType]int32, against []string, hidden []string, rezAtStart bool) {
	rezWhen = map[kernel.EventType]int32{}
	for _, d := range defs {
		for _, a := range d.Abilities {
			if a.Kind == KindStatic && a.Mod == ModRezWhen {
				if least, ok := rezWhen[a.On]; !ok || d.rezCost < least {
					rezWhen[a.On] = d.rezCost
				}
			}
			if a.Kind == KindStatic && a.Mod == ModRezAgainstBreaker && !slices.Contains(against, a.Keyword) {
				against = append(against, a.Keyword)
			}
		}
		for _, i := range d.activated {
			if a := &d.Abilities[i]; a.When&AtRunStart != 0 && a.Where == Installed && d.typ != carddb.Ice {
				rezAtStart = true
			}
		}
		if d.card.HasKeyword("Hidden") {
			hidden = append(hidden, d.ID())
		}
	}
	slices.Sort(against)
	slices.Sort(hidden)
	return rezWhen, against, hidden, rezAtStart
}

// sameSummary fails t when defsSummary differs from the long way.
func sameSummary(t *testing.T) {
	t.Helper()
	m := defsSummary()
	rezWhen, against, hidden, rezAtStart := longSummary()
	var ids []string
	for _, d := range m.hidden {
		ids = append(ids, d.ID())
	}
	if !maps.Equal(m.rezWhen, rezWhen) || !slices.Equal(m.againstBreaker, against) || !slices.Equal(ids, hidden) || m.rezAtRunStart != rezAtStart {
		t.Errorf("summary %v %v %v %v, the long way %v %v %v %v", m.rezWhen, m.againstBreaker, ids, m.rezAtRunStart, rezWhen, against, hidden, rezAtStart)
	}
}

// TestDefSummaryFollowsTheDefinitions: what the definitions together say
// (defsummary.go: the least rez cost of the cards rezzed at a moment, the
// keywords rezzed against, the hidden cards) is what the definitions give
// the long way, also once a card is removed and once it is back.
func TestDefSummaryFollowsTheDefinitions(t *testing.T) {
	t.Run("the summary is the definitions' own", func(t *testing.T) { sameSummary(t) })
	for _, title := range []string{"City Surveillance", "Department of Misinformation"} {
		t.Run("without "+title+" the summary follows, and again once it is back", func(t *testing.T) {
			before := defsSummary().rezWhen
			restore := HideDefForTest(title)
			sameSummary(t)
			if maps.Equal(before, defsSummary().rezWhen) {
				t.Errorf("hiding %s changed nothing of the summary: the test tests nothing", title)
			}
			restore()
			sameSummary(t)
		})
	}
	t.Run("the hidden cards come in the order of their ids", func(t *testing.T) {
		m := defsSummary()
		if len(m.hidden) == 0 || !slices.IsSortedFunc(m.hidden, func(a, b *Def) int {
			if a.ID() < b.ID() {
				return -1
			}
			return 1
		}) {
			t.Errorf("%d hidden cards, not sorted by id", len(m.hidden))
		}
	})
}
