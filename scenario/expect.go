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

	"github.com/datafort/datafort/engine"
)

// commonKeys are the expectations every game has: they need only the
// engine's decisions and events.
var commonKeys = []string{"offered", "not_offered", "options", "fails", "logged", "not_logged", "view", "read", "pending"}

// expectation reads one key of an expect step: the runner's, or else the
// game's.
func (sc *Scenario) expectation(r *Reader, f Field) ([]Expectation, error) {
	key, v := f.Key, f.Val
	e := Expectation{Key: key, Line: f.KeyNode.Line}
	each := func(fn func(*yaml.Node) (Expectation, error)) ([]Expectation, error) { return Each(r, v, key, fn) }
	if key == "pending" {
		// The seats with a decision, unless the game has a pending of its
		// own (ONR's corp, runner, both or none).
		if out, ok, err := sc.Part.Expect(f); ok || err != nil {
			return out, err
		}
		return sc.pendingExp(r, v, e)
	}
	switch key {
	case "offered", "not_offered":
		return each(func(n *yaml.Node) (Expectation, error) { return sc.offeredExp(r, n, e, key == "offered") })
	case "options":
		return each(func(n *yaml.Node) (Expectation, error) { return sc.optionsExp(r, n, e) })
	case "fails":
		return each(func(n *yaml.Node) (Expectation, error) { return sc.failsExp(r, n, e) })
	case "view", "read":
		return each(func(n *yaml.Node) (Expectation, error) { return sc.viewExp(r, n, e) })
	case "logged", "not_logged":
		texts, _, err := r.Strs(v, key, true)
		if err != nil {
			return nil, err
		}
		var out []Expectation
		for _, t := range texts {
			x := e
			x.Want = strconv.Quote(t)
			if key == "not_logged" {
				x.Want = "no event containing " + x.Want
			} else {
				x.Want = "an event containing " + x.Want
			}
			want := key == "logged"
			x.Check = func(p *Play) (string, bool) {
				if p.Logged(t) {
					return "logged", want
				}
				return "not logged", !want
			}
			out = append(out, x)
		}
		return out, nil
	}
	out, ok, err := sc.Part.Expect(f)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, r.Errf(f.KeyNode, "unknown expectation %q (known: %s)", key, strings.Join(ExpectationKeys(sc.Part), ", "))
	}
	return out, nil
}

// seatOptions reads {seat, OPTKEY} (ONR: side), OPTKEY a text or a list.
func (sc *Scenario) seatOptions(r *Reader, n *yaml.Node, key string, optKey string) (Seat, []string, error) {
	fs, err := r.Fields(n, key, "side", "seat", optKey)
	if err != nil {
		return Seat{}, nil, err
	}
	var side Seat
	var opts []string
	var hasSide, hasOpt bool
	for _, f := range fs {
		if f.Key == "side" || f.Key == "seat" {
			side, err = r.Seat(sc.table, f.Val, key+"."+f.Key)
			hasSide = true
		} else {
			opts, _, err = r.Strs(f.Val, key+"."+optKey, true)
			hasOpt = true
		}
		if err != nil {
			return Seat{}, nil, err
		}
	}
	if !hasSide || !hasOpt {
		k := sc.table.seatKey()
		return Seat{}, nil, r.Errf(n, "%s needs %s and %s, e.g. %s: {%s: %s, %s: pass}", key, k, optKey, key, k, sc.table.example(), optKey)
	}
	return side, opts, nil
}

func (sc *Scenario) offeredExp(r *Reader, n *yaml.Node, e Expectation, want bool) (Expectation, error) {
	side, opts, err := sc.seatOptions(r, n, e.Key, "option")
	if err != nil {
		return e, err
	}
	e.Key = fmt.Sprintf("%s to %s", e.Key, side.Label)
	e.Want = showQuoted(opts)
	e.Check = func(p *Play) (string, bool) {
		offered := p.Options(side.Seat)
		for _, o := range opts {
			if _, err := p.match(offered, o); (err == nil) != want {
				return "options offered: " + showOptions(offered), false
			}
		}
		return "options offered: " + showOptions(offered), true
	}
	return e, nil
}

// pendingExp reads pending: the seats that have a decision to make, one
// or a list, or none.
func (sc *Scenario) pendingExp(r *Reader, v *yaml.Node, e Expectation) ([]Expectation, error) {
	var want []string
	if v.Kind != yaml.ScalarNode || !strings.EqualFold(v.Value, "none") {
		items, err := r.List(v, "pending", true)
		if err != nil {
			return nil, err
		}
		for _, it := range items {
			s, err := r.Seat(sc.table, it, "pending")
			if err != nil {
				return nil, err
			}
			want = append(want, s.Word)
		}
	}
	sort.Strings(want)
	e.Want = "[" + strings.Join(want, ", ") + "]"
	e.Check = func(p *Play) (string, bool) {
		var got []string
		for _, d := range p.Game.Pending() {
			if w := p.Table().At(d.Seat).Word; !slices.Contains(got, w) {
				got = append(got, w)
			}
		}
		sort.Strings(got)
		return "[" + strings.Join(got, ", ") + "]", slices.Equal(got, want)
	}
	return []Expectation{e}, nil
}

func showQuoted(l []string) string {
	q := make([]string, len(l))
	for i, s := range l {
		q[i] = strconv.Quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

func (sc *Scenario) optionsExp(r *Reader, n *yaml.Node, e Expectation) (Expectation, error) {
	side, opts, err := sc.seatOptions(r, n, "options", "exactly")
	if err != nil {
		return e, err
	}
	e.Key = "options of " + side.Label
	e.Want = showQuoted(opts)
	e.Check = func(p *Play) (string, bool) {
		got := p.Options(side.Seat)
		return showOptions(got), p.sameOptions(opts, got)
	}
	return e, nil
}

func (sc *Scenario) failsExp(r *Reader, n *yaml.Node, e Expectation) (Expectation, error) {
	fs, err := r.Fields(n, "fails", "side", "seat", "option", "number", "error")
	if err != nil {
		return e, err
	}
	var side Seat
	var option, errText string
	num, hasSide, hasOpt, hasNum := 0, false, false, false
	for _, f := range fs {
		switch f.Key {
		case "side", "seat":
			side, err = r.Seat(sc.table, f.Val, "fails."+f.Key)
			hasSide = true
		case "option":
			option, err = r.Str(f.Val, "fails.option")
			hasOpt = true
		case "number":
			num, err = r.Integer(f.Val, "fails.number")
			hasNum = true
		case "error":
			errText, err = r.Str(f.Val, "fails.error")
		}
		if err != nil {
			return e, err
		}
	}
	if !hasSide || hasOpt == hasNum {
		k := sc.table.seatKey()
		return e, r.Errf(n, "fails needs %s and one of option or number, e.g. fails: {%s: %s, option: pass}", k, k, sc.table.example())
	}
	what := strconv.Quote(option)
	if hasNum {
		what = "number " + strconv.Itoa(num)
	}
	e.Key = fmt.Sprintf("fails: %s %s", side.Word, what)
	e.Want = "rejected"
	if errText != "" {
		e.Want += " with an error containing " + strconv.Quote(errText)
	}
	e.Check = func(p *Play) (string, bool) {
		// Try the choice on a copy, so that the game goes on unchanged.
		q := p.Clone()
		var err error
		if hasNum {
			err = q.Number(side.Seat, num)
		} else {
			err = q.Choose(side.Seat, option)
		}
		if err == nil {
			return "accepted", false
		}
		msg := err.Error()
		return "rejected: " + msg, errText == "" || strings.Contains(strings.ToLower(msg), strings.ToLower(errText))
	}
	return e, nil
}

// viewExp reads view: {seat, shows, hides} or read: {seat, shows, hides}.
// view checks what the seat's view shows: the game's View for the seat (as
// JSON), and the prompt and options of its own decision as described to
// it; read checks the events as the seat reads them. seat: spectator
// checks what someone at no seat sees.
func (sc *Scenario) viewExp(r *Reader, n *yaml.Node, e Expectation) (Expectation, error) {
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
			var who Seat
			if who, err = r.Seat(sc.table, f.Val, e.Key+"."+f.Key); err != nil {
				return e, err
			}
			seat, label = who.Seat, who.Label
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
		return e, r.Errf(n, "%s needs seat and shows or hides, e.g. %s: {seat: %s, hides: [TEXT]}", e.Key, e.Key, sc.table.example())
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
	e.Check = func(p *Play) (string, bool) {
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
func (p *Play) viewText(seat engine.Seat) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(p.Game.View(seat)); err != nil {
		return "view: " + err.Error()
	}
	if d, ok := engine.DecisionFor(p.Game, seat); ok {
		b.WriteString(d.Prompt + "\n")
		for i := range d.Options {
			b.WriteString(p.Game.Describe(d, i) + "\n")
		}
	}
	return b.String()
}

// readBy returns every event so far as seat reads it, a line each.
func (p *Play) readBy(seat engine.Seat) string {
	var b strings.Builder
	for _, e := range p.Log {
		b.WriteString(e.For(seat) + "\n")
	}
	return b.String()
}
