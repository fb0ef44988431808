package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
)

// teams returns the teams of a Big Sell-Out game as every seat sees them.
func (p *play) teams() []bso.TeamView {
	return p.eg.View(engine.NoSeat).(*bso.View).Teams
}

// tagsByExp reads SEAT.tags_by: an Agent's tags by owner, {agent 2: 1,
// sponsor 3: 2}; owners not listed own none ("Handling Tags").
func (r *reader) tagsByExp(v *yaml.Node, e expectation, who seatName) ([]expectation, error) {
	want, err := r.tagsBy(v, e.Key)
	if err != nil {
		return nil, err
	}
	counts := make([]int, r.lay.players)
	for _, t := range want {
		counts[t.Owner] += t.N
	}
	show := func(c []int) string {
		var parts []string
		for i, n := range c {
			if n > 0 {
				parts = append(parts, fmt.Sprintf("%s: %d", r.lay.at(engine.Seat(i)).word, n))
			}
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	e.Want = show(counts)
	e.check = func(p *play) (string, bool) {
		got := make([]int, len(p.s.Players))
		for o, n := range p.s.Players[who.seat].TagsBy {
			got[o] = int(n)
		}
		return show(got), slices.Equal(got, counts)
	}
	return []expectation{e}, nil
}

// teamExp reads team N.FIELD: points (pooled, "Victory!"), out (the team
// was eliminated) or debt (agenda points still to forgo for a rehired
// Agent).
func (r *reader) teamExp(v *yaml.Node, e expectation, team int, field string) ([]expectation, error) {
	switch field {
	case "points", "debt":
		want, err := r.Integer(v, e.Key)
		if err != nil {
			return nil, err
		}
		e.Want = strconv.Itoa(want)
		e.check = func(p *play) (string, bool) {
			t := p.teams()[team]
			got := t.Points
			if field == "debt" {
				got = t.Debt
			}
			return strconv.Itoa(int(got)), int(got) == want
		}
	case "out":
		want, err := r.Bool(v, e.Key)
		if err != nil {
			return nil, err
		}
		e.Want = strconv.FormatBool(want)
		e.check = func(p *play) (string, bool) {
			got := p.teams()[team].Out
			return strconv.FormatBool(got), got == want
		}
	default:
		return nil, r.Errf(v, "unknown expectation %q: a team has points, out and debt", e.Key)
	}
	return []expectation{e}, nil
}
