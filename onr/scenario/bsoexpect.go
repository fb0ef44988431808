package scenario

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
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

// pendingSeats reads pending in bso: the seats that have a decision to
// make, one or a list, or none.
func (r *reader) pendingSeats(v *yaml.Node, e expectation) ([]expectation, error) {
	var want []string
	if v.Kind != yaml.ScalarNode || !strings.EqualFold(v.Value, "none") {
		seats, err := r.seatList(v, "pending")
		if err != nil {
			return nil, err
		}
		for _, s := range seats {
			want = append(want, s.word)
		}
	}
	sort.Strings(want)
	e.Want = showList(want)
	e.check = func(p *play) (string, bool) {
		var got []string
		for _, d := range p.eg.Pending() {
			if w := p.lay.at(d.Seat).word; !slices.Contains(got, w) {
				got = append(got, w)
			}
		}
		sort.Strings(got)
		return showList(got), slices.Equal(got, want)
	}
	return []expectation{e}, nil
}

// viewExp reads view: {seat, shows, hides} or read: {seat, shows, hides}.
// view checks what the seat's view shows: the game's View for the seat (as
// JSON), and the prompt and options of its own decision as described to
// it; read checks the events as the seat reads them. seat: spectator
// checks what someone at no seat sees.
func (r *reader) viewExp(n *yaml.Node, e expectation) (expectation, error) {
	fs, err := r.Fields(n, e.Key, "seat", "side", "shows", "hides")
	if err != nil {
		return e, err
	}
	seat, label, hasSeat := engine.NoSeat, "a spectator", false
	var shows, hides []string
	for _, f := range fs {
		switch f.Key {
		case "seat", "side":
			hasSeat = true
			if f.Val.Kind == yaml.ScalarNode && strings.EqualFold(f.Val.Value, "spectator") {
				continue
			}
			var who seatName
			if who, err = r.seat(f.Val, e.Key+"."+f.Key); err != nil {
				return e, err
			}
			seat, label = who.seat, who.label
		case "shows":
			shows, _, err = r.Strs(f.Val, e.Key+".shows", true)
		case "hides":
			hides, _, err = r.Strs(f.Val, e.Key+".hides", true)
		}
		if err != nil {
			return e, err
		}
	}
	if !hasSeat || len(shows)+len(hides) == 0 {
		return e, r.Errf(n, "%s needs seat and shows or hides, e.g. %s: {seat: agent 1, hides: [Wall of Static]}", e.Key, e.Key)
	}
	what := "the view of "
	if e.Key == "read" {
		what = "the events read by "
	}
	e.Key = what + label
	var wants []string
	if len(shows) > 0 {
		wants = append(wants, "shows "+showQuoted(shows))
	}
	if len(hides) > 0 {
		wants = append(wants, "hides "+showQuoted(hides))
	}
	e.Want = strings.Join(wants, ", ")
	read := strings.HasPrefix(e.Key, "the events")
	e.check = func(p *play) (string, bool) {
		var text string
		if read {
			text = p.readBy(seat)
		} else {
			text = p.viewText(seat)
		}
		low := strings.ToLower(text)
		var bad []string
		for _, s := range shows {
			if !strings.Contains(low, strings.ToLower(s)) {
				bad = append(bad, "does not show "+strconv.Quote(s))
			}
		}
		for _, h := range hides {
			if i := strings.Index(low, strings.ToLower(h)); i >= 0 {
				bad = append(bad, fmt.Sprintf("shows %q in …%s…", h, excerpt(text, i, len(h))))
			}
		}
		if len(bad) == 0 {
			return "as expected", true
		}
		return strings.Join(bad, "; "), false
	}
	return e, nil
}

// excerpt returns text around text[i:i+n], for failure messages.
func excerpt(text string, i, n int) string {
	lo, hi := max(0, i-40), min(len(text), i+n+40)
	return text[lo:hi]
}

// viewText is what seat is shown: its view as JSON, then the prompt and
// options of its own pending decision as described to it.
func (p *play) viewText(seat engine.Seat) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(p.eg.View(seat)); err != nil {
		return "view: " + err.Error()
	}
	if d, ok := engine.DecisionFor(p.eg, seat); ok {
		b.WriteString(d.Prompt + "\n")
		for i := range d.Options {
			b.WriteString(p.eg.Describe(d, i) + "\n")
		}
	}
	return b.String()
}

// readBy returns every event so far as seat reads it, a line each.
func (p *play) readBy(seat engine.Seat) string {
	var b strings.Builder
	for _, e := range p.Log {
		b.WriteString(e.For(seat) + "\n")
	}
	return b.String()
}
