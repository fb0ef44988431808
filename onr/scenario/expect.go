package scenario

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// numbers are the expectations whose value is a whole number.
var numbers = map[string]func(p *play) int{
	"corp.bits":            func(p *play) int { return int(p.g.Player(onr.Corp).Bits) },
	"corp.actions":         func(p *play) int { return int(p.g.Player(onr.Corp).Actions) },
	"corp.points":          func(p *play) int { return int(p.g.Player(onr.Corp).Points) },
	"corp.max_hand_size":   func(p *play) int { return int(p.g.HandSize(onr.Corp)) },
	"corp.bad_publicity":   func(p *play) int { return int(p.g.Player(onr.Corp).BadPub) },
	"runner.bits":          func(p *play) int { return int(p.g.Player(onr.Runner).Bits) },
	"runner.actions":       func(p *play) int { return int(p.g.Player(onr.Runner).Actions) },
	"runner.points":        func(p *play) int { return int(p.g.Player(onr.Runner).Points) },
	"runner.tags":          func(p *play) int { return int(p.g.Player(onr.Runner).Tags) },
	"runner.brain":         func(p *play) int { return int(p.g.Player(onr.Runner).Brain) },
	"runner.hand_size":     func(p *play) int { return len(p.g.Player(onr.Runner).Hand) },
	"runner.max_hand_size": func(p *play) int { return int(p.g.HandSize(onr.Runner)) },
	"runner.mu":            func(p *play) int { a, _ := p.g.MU(); return int(a) },
	"runner.mu_used":       func(p *play) int { _, u := p.g.MU(); return int(u) },
}

// zones are the expectations whose value is a list of titles, or a number
// of cards. ordered zones compare in order (decks, top first).
var zones = map[string]struct {
	cards   func(p *play) []int32
	ordered bool
}{
	"corp.hq":       {func(p *play) []int32 { return p.g.Player(onr.Corp).Hand }, false},
	"corp.rd":       {func(p *play) []int32 { return p.g.Player(onr.Corp).Deck }, true},
	"corp.archives": {func(p *play) []int32 { return p.g.Player(onr.Corp).Discard }, false},
	"corp.archives_face_up": {func(p *play) []int32 {
		return filter(p.g.Player(onr.Corp).Discard, func(c int32) bool { return p.s.Cards[c].FaceUp })
	}, false},
	"corp.archives_face_down": {func(p *play) []int32 {
		return filter(p.g.Player(onr.Corp).Discard, func(c int32) bool { return !p.s.Cards[c].FaceUp })
	}, false},
	"corp.scored":   {func(p *play) []int32 { return p.g.Player(onr.Corp).Scored }, false},
	"runner.hand":   {func(p *play) []int32 { return p.g.Player(onr.Runner).Hand }, false},
	"runner.deck":   {func(p *play) []int32 { return p.g.Player(onr.Runner).Deck }, true},
	"runner.stack":  {func(p *play) []int32 { return p.g.Player(onr.Runner).Deck }, true},
	"runner.trash":  {func(p *play) []int32 { return p.g.Player(onr.Runner).Discard }, false},
	"runner.rig":    {func(p *play) []int32 { return p.g.Player(onr.Runner).Rig }, false},
	"runner.stolen": {func(p *play) []int32 { return p.g.Player(onr.Runner).Scored }, false},
}

// otherKeys are the expectations with a value of their own shape.
var otherKeys = []string{"corp.virus", "strength", "card", "fort", "offered", "not_offered", "options", "fails",
	"winner", "reason", "run_active", "turn", "pending", "logged", "not_logged"}

// ExpectationKeys lists every key an expect step accepts, sorted.
func ExpectationKeys() []string {
	var out []string
	for k := range numbers {
		out = append(out, k)
	}
	for k := range zones {
		out = append(out, k)
	}
	out = append(out, otherKeys...)
	sort.Strings(out)
	return out
}

func filter(list []int32, keep func(int32) bool) []int32 {
	var out []int32
	for _, c := range list {
		if keep(c) {
			out = append(out, c)
		}
	}
	return out
}

func (p *play) titles(list []int32) []string {
	out := make([]string, len(list))
	for i, c := range list {
		out[i] = p.g.Title(c)
	}
	return out
}

func showList(l []string) string { return "[" + strings.Join(l, ", ") + "]" }

// expectation reads one key of an expect step.
func (r *reader) expectation(f field) ([]Expectation, error) {
	key, v := f.key, f.val
	e := Expectation{Key: key, Line: f.kNode.Line}
	if get, ok := numbers[key]; ok {
		want, err := r.integer(v, key)
		if err != nil {
			return nil, err
		}
		e.Want = strconv.Itoa(want)
		e.check = func(p *play) (string, bool) {
			got := get(p)
			return strconv.Itoa(got), got == want
		}
		return []Expectation{e}, nil
	}
	if z, ok := zones[key]; ok {
		if v.Kind == yaml.ScalarNode && v.Tag == "!!int" {
			want, err := r.count(v, key)
			if err != nil {
				return nil, err
			}
			e.Key = key + " (number of cards)"
			e.Want = strconv.Itoa(want)
			e.check = func(p *play) (string, bool) {
				l := z.cards(p)
				return fmt.Sprintf("%d %s", len(l), showList(p.titles(l))), len(l) == want
			}
			return []Expectation{e}, nil
		}
		want, nodes, err := r.strs(v, key, false)
		if err != nil {
			return nil, r.errf(v, "%s must be a list of card titles or a number of cards, not %s", key, kindName(v))
		}
		for i, t := range want {
			d, err := r.def(nodes[i], t)
			if err != nil {
				return nil, err
			}
			want[i] = d.Title
		}
		e.Want = showList(want)
		e.check = func(p *play) (string, bool) {
			got := p.titles(z.cards(p))
			return showList(got), sameTitles(want, got, z.ordered)
		}
		return []Expectation{e}, nil
	}
	switch key {
	case "corp.virus":
		want, err := r.virus(v)
		if err != nil {
			return nil, err
		}
		var parts []string
		for _, w := range want {
			parts = append(parts, fmt.Sprintf("%s: %d", w.Title, w.N))
		}
		sort.Strings(parts)
		wantText := "{" + strings.Join(parts, ", ") + "}"
		e.Want = wantText
		e.check = func(p *play) (string, bool) {
			var got []string
			for _, x := range p.g.Player(onr.Corp).Virus {
				if x.N > 0 {
					got = append(got, fmt.Sprintf("%s: %d", onr.TitleOf(x.ID), x.N))
				}
			}
			sort.Strings(got)
			g := "{" + strings.Join(got, ", ") + "}"
			return g, g == wantText
		}
	case "strength":
		return r.each(v, key, func(n *yaml.Node) (Expectation, error) { return r.strengthExp(n, e) })
	case "card":
		return r.each(v, key, func(n *yaml.Node) (Expectation, error) { return r.cardExp(n, e) })
	case "fort":
		return r.each(v, key, func(n *yaml.Node) (Expectation, error) { return r.fortExp(n, e) })
	case "offered", "not_offered":
		return r.each(v, key, func(n *yaml.Node) (Expectation, error) { return r.offeredExp(n, e, key == "offered") })
	case "options":
		return r.each(v, key, func(n *yaml.Node) (Expectation, error) { return r.optionsExp(n, e) })
	case "fails":
		return r.each(v, key, func(n *yaml.Node) (Expectation, error) { return r.failsExp(n, e) })
	case "winner":
		w, err := r.str(v, key)
		if err != nil {
			return nil, err
		}
		w = strings.ToLower(w)
		if w != "corp" && w != "runner" && w != "none" {
			return nil, r.errf(v, "winner must be corp, runner or none, not %q", w)
		}
		e.Want = w
		e.check = func(p *play) (string, bool) {
			got := "none"
			if p.s.Over {
				got = p.s.Players[p.s.Winner].Role.String()
			}
			return got, got == w
		}
	case "reason":
		w, err := r.str(v, key)
		if err != nil {
			return nil, err
		}
		e.Want = strconv.Quote(w)
		e.check = func(p *play) (string, bool) {
			return strconv.Quote(p.s.Reason), p.s.Over && strings.EqualFold(p.s.Reason, w)
		}
	case "run_active":
		w, err := r.boolean(v, key)
		if err != nil {
			return nil, err
		}
		e.Want = strconv.FormatBool(w)
		e.check = func(p *play) (string, bool) {
			return strconv.FormatBool(p.s.Run.Active), p.s.Run.Active == w
		}
	case "turn":
		w, err := r.side(v, key)
		if err != nil {
			return nil, err
		}
		e.Want = w.String()
		e.check = func(p *play) (string, bool) {
			got := p.s.Players[p.s.Active].Role
			return got.String(), got == w
		}
	case "pending":
		w, err := r.str(v, key)
		if err != nil {
			return nil, err
		}
		w = strings.ToLower(w)
		if !slices.Contains([]string{"corp", "runner", "both", "none"}, w) {
			return nil, r.errf(v, "pending must be corp, runner, both or none, not %q", w)
		}
		e.Want = w
		e.check = func(p *play) (string, bool) {
			got := p.pendingSides()
			return got, got == w
		}
	case "logged", "not_logged":
		texts, _, err := r.strs(v, key, true)
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
			x.check = func(p *play) (string, bool) {
				found := p.logged(t)
				if found {
					return "logged", want
				}
				return "not logged", !want
			}
			out = append(out, x)
		}
		return out, nil
	default:
		return nil, r.errf(f.kNode, "unknown expectation %q (known: %s)", key, strings.Join(ExpectationKeys(), ", "))
	}
	return []Expectation{e}, nil
}

// each applies fn to a map or to every map of a list.
func (r *reader) each(v *yaml.Node, key string, fn func(*yaml.Node) (Expectation, error)) ([]Expectation, error) {
	items, err := r.list(v, key, true)
	if err != nil {
		return nil, err
	}
	var out []Expectation
	for _, it := range items {
		x, err := fn(it)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}

func sameTitles(want, got []string, ordered bool) bool {
	if len(want) != len(got) {
		return false
	}
	if !ordered {
		want, got = slices.Clone(want), slices.Clone(got)
		sort.Strings(want)
		sort.Strings(got)
	}
	for i := range want {
		if !strings.EqualFold(want[i], got[i]) {
			return false
		}
	}
	return true
}

// target names an installed card: a title and, optionally, its fort.
type target struct {
	title string
	fort  int32 // -1: anywhere
}

func (t target) String() string {
	if t.fort < 0 {
		return t.title
	}
	return t.title + " in " + fortLabel(t.fort)
}

// find returns the installed card t names, or why it cannot.
func (p *play) find(t target) (int32, string) {
	var found []int32
	for _, c := range p.g.Find(t.title) {
		k := &p.s.Cards[c]
		switch k.Zone {
		case onr.ZoneIce, onr.ZoneFort:
			if t.fort < 0 || k.Fort == t.fort {
				found = append(found, c)
			}
		case onr.ZoneRig:
			if t.fort < 0 {
				found = append(found, c)
			}
		}
	}
	switch len(found) {
	case 0:
		return 0, "not installed"
	case 1:
		return found[0], ""
	}
	if t.fort >= 0 || p.s.Cards[found[0]].Zone == onr.ZoneRig {
		return found[0], "" // the outermost or first installed
	}
	return 0, fmt.Sprintf("%d copies installed; add fort: to say which", len(found))
}

// targetFields reads card: and fort: of an expectation naming an installed
// card, and returns the other fields.
func (r *reader) target(n *yaml.Node, key string, known ...string) (target, []field, error) {
	t := target{fort: -1}
	fs, err := r.fields(n, key, append([]string{"card", "fort"}, known...)...)
	if err != nil {
		return t, nil, err
	}
	var rest []field
	for _, f := range fs {
		switch f.key {
		case "card":
			title, err := r.str(f.val, "card")
			if err != nil {
				return t, nil, err
			}
			d, err := r.def(f.val, title)
			if err != nil {
				return t, nil, err
			}
			t.title = d.Title
		case "fort":
			if t.fort, err = r.fortName(f.val); err != nil {
				return t, nil, err
			}
		default:
			rest = append(rest, f)
		}
	}
	if t.title == "" {
		return t, nil, r.errf(n, "%s needs card: TITLE", key)
	}
	return t, rest, nil
}

func (r *reader) strengthExp(n *yaml.Node, e Expectation) (Expectation, error) {
	t, rest, err := r.target(n, "strength", "value")
	if err != nil {
		return e, err
	}
	if len(rest) == 0 {
		return e, r.errf(n, "strength needs value: N")
	}
	want, err := r.integer(rest[0].val, "strength value")
	if err != nil {
		return e, err
	}
	e.Key = "strength of " + t.String()
	e.Want = strconv.Itoa(want)
	e.check = func(p *play) (string, bool) {
		c, why := p.find(t)
		if c == 0 {
			return why, false
		}
		var st int32
		if p.s.Cards[c].Zone == onr.ZoneRig {
			if lookupDef(p.g.Title(c)).Card().Strength == nil {
				return "no strength", false
			}
			st = p.g.BreakerStrength(c)
		} else {
			if p.s.Cards[c].Zone != onr.ZoneIce {
				return "not ice", false
			}
			st = p.g.IceStrength(c)
		}
		return strconv.Itoa(int(st)), int(st) == want
	}
	return e, nil
}

func (r *reader) cardExp(n *yaml.Node, e Expectation) (Expectation, error) {
	t, rest, err := r.target(n, "card", "rezzed", "advancement", "counters", "bits")
	if err != nil {
		return e, err
	}
	if len(rest) == 0 {
		return e, r.errf(n, "card needs at least one of rezzed, advancement, counters, bits")
	}
	type prop struct {
		name string
		want string
		get  func(k *onr.Card) string
	}
	var props []prop
	for _, f := range rest {
		switch f.key {
		case "rezzed":
			b, err := r.boolean(f.val, "rezzed")
			if err != nil {
				return e, err
			}
			props = append(props, prop{"rezzed", strconv.FormatBool(b), func(k *onr.Card) string { return strconv.FormatBool(k.Rezzed) }})
		default:
			v, err := r.count(f.val, f.key)
			if err != nil {
				return e, err
			}
			get := map[string]func(k *onr.Card) string{
				"advancement": func(k *onr.Card) string { return strconv.Itoa(int(k.Adv)) },
				"counters":    func(k *onr.Card) string { return strconv.Itoa(int(k.Counters)) },
				"bits":        func(k *onr.Card) string { return strconv.Itoa(int(k.Bits)) },
			}[f.key]
			props = append(props, prop{f.key, strconv.Itoa(v), get})
		}
	}
	var wants []string
	for _, pr := range props {
		wants = append(wants, pr.name+" "+pr.want)
	}
	e.Key = "card " + t.String()
	e.Want = strings.Join(wants, ", ")
	e.check = func(p *play) (string, bool) {
		c, why := p.find(t)
		if c == 0 {
			return why, false
		}
		k := &p.s.Cards[c]
		var gots []string
		ok := true
		for _, pr := range props {
			g := pr.get(k)
			gots = append(gots, pr.name+" "+g)
			ok = ok && g == pr.want
		}
		return strings.Join(gots, ", "), ok
	}
	return e, nil
}

func (r *reader) fortExp(n *yaml.Node, e Expectation) (Expectation, error) {
	fs, err := r.fields(n, "fort", "name", "ice", "cards", "exists")
	if err != nil {
		return e, err
	}
	fort := int32(-1)
	var ice, cards []string
	var hasIce, hasCards, hasExists, exists bool
	for _, f := range fs {
		switch f.key {
		case "name":
			fort, err = r.fortName(f.val)
		case "exists":
			hasExists = true
			exists, err = r.boolean(f.val, "exists")
		case "ice", "cards":
			var l []string
			var nodes []*yaml.Node
			l, nodes, err = r.strs(f.val, f.key, false)
			for i := range l {
				if err != nil {
					break
				}
				var d *onr.Def
				if d, err = r.def(nodes[i], l[i]); err == nil {
					l[i] = d.Title
				}
			}
			if f.key == "ice" {
				ice, hasIce = l, true
			} else {
				cards, hasCards = l, true
			}
		}
		if err != nil {
			return e, err
		}
	}
	if fort < 0 {
		return e, r.errf(n, "fort needs name: HQ, R&D, Archives or remote N")
	}
	if !hasIce && !hasCards && !hasExists {
		return e, r.errf(n, "fort needs ice, cards or exists")
	}
	if hasExists && !exists && (hasIce || hasCards) {
		return e, r.errf(n, "a fort that does not exist has no ice or cards")
	}
	var wants []string
	if hasExists {
		wants = append(wants, "exists "+strconv.FormatBool(exists))
	}
	if hasIce {
		wants = append(wants, "ice "+showList(ice))
	}
	if hasCards {
		wants = append(wants, "cards "+showList(cards))
	}
	e.Key = "fort " + fortLabel(fort)
	e.Want = strings.Join(wants, ", ")
	e.check = func(p *play) (string, bool) {
		live := int(fort) < len(p.s.Forts) && !p.s.Forts[fort].Gone
		var gots []string
		ok := true
		if hasExists {
			gots = append(gots, "exists "+strconv.FormatBool(live))
			ok = live == exists
		}
		var gi, gc []string
		if live {
			gi, gc = p.titles(p.s.Forts[fort].Ice), p.titles(p.s.Forts[fort].Cards)
		}
		if hasIce {
			gots = append(gots, "ice "+showList(gi))
			ok = ok && sameTitles(ice, gi, true)
		}
		if hasCards {
			gots = append(gots, "cards "+showList(gc))
			ok = ok && sameTitles(cards, gc, false)
		}
		return strings.Join(gots, ", "), ok
	}
	return e, nil
}

// sideOption reads {side, option} (option may be a list).
func (r *reader) sideOptions(n *yaml.Node, key string, optKey string) (onr.Role, []string, error) {
	fs, err := r.fields(n, key, "side", optKey)
	if err != nil {
		return 0, nil, err
	}
	var side onr.Role
	var opts []string
	var hasSide, hasOpt bool
	for _, f := range fs {
		if f.key == "side" {
			side, err = r.side(f.val, key+".side")
			hasSide = true
		} else {
			opts, _, err = r.strs(f.val, key+"."+optKey, true)
			hasOpt = true
		}
		if err != nil {
			return 0, nil, err
		}
	}
	if !hasSide || !hasOpt {
		return 0, nil, r.errf(n, "%s needs side and %s, e.g. %s: {side: runner, %s: jack-out}", key, optKey, key, optKey)
	}
	return side, opts, nil
}

func (r *reader) offeredExp(n *yaml.Node, e Expectation, want bool) (Expectation, error) {
	side, opts, err := r.sideOptions(n, e.Key, "option")
	if err != nil {
		return e, err
	}
	e.Key = fmt.Sprintf("%s to the %s", e.Key, side)
	e.Want = showQuoted(opts)
	e.check = func(p *play) (string, bool) {
		offered := p.options(side)
		for _, o := range opts {
			if _, err := matchOption(offered, o); (err == nil) != want {
				return "options offered: " + showOptions(offered), false
			}
		}
		return "options offered: " + showOptions(offered), true
	}
	return e, nil
}

func showQuoted(l []string) string {
	q := make([]string, len(l))
	for i, s := range l {
		q[i] = strconv.Quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

func (r *reader) optionsExp(n *yaml.Node, e Expectation) (Expectation, error) {
	side, opts, err := r.sideOptions(n, "options", "exactly")
	if err != nil {
		return e, err
	}
	e.Key = "options of the " + side.String()
	e.Want = showQuoted(opts)
	e.check = func(p *play) (string, bool) {
		got := p.options(side)
		return showOptions(got), sameOptions(opts, got)
	}
	return e, nil
}

func (r *reader) failsExp(n *yaml.Node, e Expectation) (Expectation, error) {
	fs, err := r.fields(n, "fails", "side", "option", "number", "error")
	if err != nil {
		return e, err
	}
	var side onr.Role
	var option, errText string
	num, hasSide, hasOpt, hasNum := 0, false, false, false
	for _, f := range fs {
		switch f.key {
		case "side":
			side, err = r.side(f.val, "fails.side")
			hasSide = true
		case "option":
			option, err = r.str(f.val, "fails.option")
			hasOpt = true
		case "number":
			num, err = r.integer(f.val, "fails.number")
			hasNum = true
		case "error":
			errText, err = r.str(f.val, "fails.error")
		}
		if err != nil {
			return e, err
		}
	}
	if !hasSide || hasOpt == hasNum {
		return e, r.errf(n, "fails needs side and one of option or number, e.g. fails: {side: runner, option: jack-out}")
	}
	what := strconv.Quote(option)
	if hasNum {
		what = "number " + strconv.Itoa(num)
	}
	e.Key = fmt.Sprintf("fails: %s %s", side, what)
	e.Want = "rejected"
	if errText != "" {
		e.Want += " with an error containing " + strconv.Quote(errText)
	}
	e.check = func(p *play) (string, bool) {
		// Try the choice on a copy, so that the game goes on unchanged.
		q := &play{sc: p.sc, g: p.g.Clone().(*onr.Game)}
		q.s = q.g.State()
		var err error
		if hasNum {
			err = q.number(side, num)
		} else {
			err = q.choose(side, option)
		}
		if err == nil {
			return "accepted", false
		}
		msg := err.Error()
		return "rejected: " + msg, errText == "" || strings.Contains(strings.ToLower(msg), strings.ToLower(errText))
	}
	return e, nil
}

// pendingSides says who has a decision: corp, runner, both or none.
func (p *play) pendingSides() string {
	var corp, runner bool
	for _, d := range p.g.Pending() {
		if d.Seat == p.g.SeatOf(onr.Corp) {
			corp = true
		} else {
			runner = true
		}
	}
	switch {
	case corp && runner:
		return "both"
	case corp:
		return "corp"
	case runner:
		return "runner"
	}
	return "none"
}

// logged reports whether an event so far contains text, as the judge reads
// it (secret texts included).
func (p *play) logged(text string) bool {
	for _, e := range p.log {
		if strings.Contains(strings.ToLower(eventText(e)), strings.ToLower(text)) {
			return true
		}
	}
	return false
}

func eventText(e engine.Event) string {
	if e.Secret != "" {
		return e.Secret
	}
	return e.Text
}
