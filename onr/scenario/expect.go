package scenario

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	shared "github.com/datafort/datafort/scenario"
)

// seatNumber is an expectation SEAT.FIELD whose value is a whole number,
// for the seats of the roles that have it.
type seatNumber struct {
	corp, runner bool
	get          func(p *play, seat engine.Seat) int
}

// seatNumbers are the expectations SEAT.FIELD whose value is a whole
// number, by FIELD.
var seatNumbers = map[string]seatNumber{
	"bits":          {true, true, func(p *play, seat engine.Seat) int { return int(p.s.Players[seat].Bits) }},
	"actions":       {true, true, func(p *play, seat engine.Seat) int { return int(p.s.Players[seat].Actions) }},
	"points":        {true, true, func(p *play, seat engine.Seat) int { return int(p.s.Players[seat].Points) }},
	"max_hand_size": {true, true, func(p *play, seat engine.Seat) int { return int(p.playerView(seat).HandSize) }},
	"bad_publicity": {true, false, func(p *play, seat engine.Seat) int { return int(p.s.Players[seat].BadPub) }},
	"tags":          {false, true, func(p *play, seat engine.Seat) int { return int(p.s.Players[seat].Tags) }},
	"brain":         {false, true, func(p *play, seat engine.Seat) int { return int(p.s.Players[seat].Brain) }},
	"hand_size":     {false, true, func(p *play, seat engine.Seat) int { return len(p.s.Players[seat].Hand) }},
	"mu":            {false, true, func(p *play, seat engine.Seat) int { return int(p.s.MU(seat)) }},
	"mu_used":       {false, true, func(p *play, seat engine.Seat) int { return int(p.s.MUUsed(seat)) }},
}

// seatZone is an expectation SEAT.FIELD whose value is a list of titles,
// or a number of cards. ordered zones compare in order (decks, top first).
type seatZone struct {
	corp    bool // a Corp's zone, else a Runner's
	cards   func(p *play, seat engine.Seat) []int32
	ordered bool
}

// seatZones are the expectations SEAT.FIELD whose value is a zone's cards,
// by FIELD.
var seatZones = map[string]seatZone{
	"hq":       {true, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Hand }, false},
	"rd":       {true, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Deck }, true},
	"archives": {true, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Discard }, false},
	"archives_face_up": {true, func(p *play, seat engine.Seat) []int32 {
		return filter(p.s.Players[seat].Discard, func(c int32) bool { return p.s.Cards[c].FaceUp })
	}, false},
	"archives_face_down": {true, func(p *play, seat engine.Seat) []int32 {
		return filter(p.s.Players[seat].Discard, func(c int32) bool { return !p.s.Cards[c].FaceUp })
	}, false},
	"scored": {true, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Scored }, false},
	"hand":   {false, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Hand }, false},
	"deck":   {false, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Deck }, true},
	"stack":  {false, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Deck }, true},
	"trash":  {false, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Discard }, false},
	"rig":    {false, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Rig }, false},
	"stolen": {false, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Scored }, false},
	// The discard piles in their order, bottom first (the card on top
	// last), as the setup lists them and the view shows them. The
	// Archives' order counts both piles, face up and face down, as they
	// lie: a scenario reads as a judge, who sees every card.
	"archives_order": {true, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Discard }, true},
	"trash_order":    {false, func(p *play, seat engine.Seat) []int32 { return p.s.Players[seat].Discard }, true},
}

// playerView returns seat's player as seat itself sees it.
func (p *play) playerView(seat engine.Seat) onr.PlayerView {
	return p.g.View(seat).(*onr.View).Players[seat]
}

// otherKeys are the expectations with a value of their own shape.
var otherKeys = []string{"corp.virus", "strength", "card", "fort",
	"winner", "reason", "run_active", "turn", "pending"}

// bsoKeys are the expectations of the Big Sell-Out beyond ONR's, written
// as the documentation writes them.
var bsoKeys = []string{"SEAT.tags_by", "SEAT.virus", "team N.points", "team N.out", "team N.debt", "eliminated"}

// ExpectationKeys lists every key an expect step of an ONR or Big
// Sell-Out file accepts, sorted: the runner's (offered, logged …), ONR's
// (corp.bits …), and the Big Sell-Out's SEAT.FIELD and team N.FIELD keys.
func ExpectationKeys() []string { return shared.ExpectationKeys(&Part{}) }

// onrKeys lists the keys of ONR's and the Big Sell-Out's own
// expectations.
func onrKeys() []string {
	var out []string
	for k, n := range seatNumbers {
		if n.corp {
			out = append(out, "corp."+k)
		}
		if n.runner {
			out = append(out, "runner."+k)
		}
	}
	for k, z := range seatZones {
		if z.corp {
			out = append(out, "corp."+k)
		} else {
			out = append(out, "runner."+k)
		}
	}
	out = append(out, otherKeys...)
	out = append(out, bsoKeys...)
	sort.Strings(out)
	return out
}

// seatKey splits an expectation's key SEAT.FIELD into the seat and the
// field.
func (r *reader) seatKey(key string) (seatName, string, bool) {
	name, field, ok := strings.Cut(key, ".")
	if !ok {
		return seatName{}, "", false
	}
	who, ok := r.lay.find(name)
	return who, field, ok
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
func (r *reader) expectation(f shared.Field) ([]expectation, error) {
	key, v := f.Key, f.Val
	e := expectation{Key: key, Line: f.KeyNode.Line}
	who, field, isSeat := r.seatKey(key)
	corp := who.role == onr.Corp
	if n, ok := seatNumbers[field]; isSeat && ok && (corp && n.corp || !corp && n.runner) {
		want, err := r.Integer(v, key)
		if err != nil {
			return nil, err
		}
		e.Want = strconv.Itoa(want)
		e.check = func(p *play) (string, bool) {
			got := n.get(p, who.seat)
			return strconv.Itoa(got), got == want
		}
		return []expectation{e}, nil
	}
	if z, ok := seatZones[field]; isSeat && ok && z.corp == corp {
		if v.Kind == yaml.ScalarNode && v.Tag == "!!int" {
			want, err := r.Count(v, key)
			if err != nil {
				return nil, err
			}
			e.Key = key + " (number of cards)"
			e.Want = strconv.Itoa(want)
			e.check = func(p *play) (string, bool) {
				l := z.cards(p, who.seat)
				return fmt.Sprintf("%d %s", len(l), showList(p.titles(l))), len(l) == want
			}
			return []expectation{e}, nil
		}
		want, nodes, err := r.Strs(v, key, false)
		if err != nil {
			return nil, r.Errf(v, "%s must be a list of card titles or a number of cards, not %s", key, shared.KindName(v))
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
			got := p.titles(z.cards(p, who.seat))
			return showList(got), sameTitles(want, got, z.ordered)
		}
		return []expectation{e}, nil
	}
	if isSeat && field == "tags_by" && r.lay.bso() && !corp {
		return r.tagsByExp(v, e, who)
	}
	if t, tfield, ok := strings.Cut(key, "."); ok {
		if team, isTeam := r.lay.team(t); isTeam {
			return r.teamExp(v, e, team, tfield)
		}
	}
	if isSeat && field == "virus" && corp {
		key = "corp.virus"
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
		if !isSeat {
			who = r.lay.seats[0]
		}
		e.check = func(p *play) (string, bool) {
			var got []string
			for _, x := range p.s.Players[who.seat].Virus {
				if x.N > 0 {
					got = append(got, fmt.Sprintf("%s: %d", onr.TitleOf(x.ID.String()), x.N))
				}
			}
			sort.Strings(got)
			g := "{" + strings.Join(got, ", ") + "}"
			return g, g == wantText
		}
	case "strength":
		return shared.Each(r.Reader, v, key, func(n *yaml.Node) (expectation, error) { e.Line = n.Line; return r.strengthExp(n, e) })
	case "card":
		return shared.Each(r.Reader, v, key, func(n *yaml.Node) (expectation, error) { e.Line = n.Line; return r.cardExp(n, e) })
	case "fort":
		return shared.Each(r.Reader, v, key, func(n *yaml.Node) (expectation, error) { e.Line = n.Line; return r.fortExp(n, e) })
	case "winner":
		w, err := r.Str(v, key)
		if err != nil {
			return nil, err
		}
		w = strings.ToLower(w)
		if r.lay.bso() {
			if team, ok := r.lay.team(w); ok {
				w = fmt.Sprintf("team %d", team+1)
			} else if w != "none" {
				return nil, r.Errf(v, "winner must be a team (team 1 to team %d) or none, not %q", r.lay.players/2, w)
			}
		} else if w != "corp" && w != "runner" && w != "none" {
			return nil, r.Errf(v, "winner must be corp, runner or none, not %q", w)
		}
		e.Want = w
		e.check = func(p *play) (string, bool) {
			got := "none"
			if p.s.Over && r.lay.bso() {
				got = fmt.Sprintf("team %d", p.s.Players[p.s.Winner].Team+1)
			} else if p.s.Over {
				got = p.s.Players[p.s.Winner].Role.String()
			}
			return got, got == w
		}
	case "eliminated":
		if !r.lay.bso() {
			return nil, r.Errf(f.KeyNode, "eliminated is an expectation of the Big Sell-Out (game: bso)")
		}
		items, err := r.List(v, key, true)
		if err != nil {
			return nil, err
		}
		var want []string
		for _, it := range items {
			t, err := r.Str(it, "eliminated entries")
			if err != nil {
				return nil, err
			}
			team, ok := r.lay.team(t)
			if !ok {
				return nil, r.Errf(it, "eliminated lists teams, team 1 to team %d, not %q", r.lay.players/2, t)
			}
			want = append(want, fmt.Sprintf("team %d", team+1))
		}
		sort.Strings(want)
		e.Want = showList(want)
		e.check = func(p *play) (string, bool) {
			var got []string
			for _, t := range p.teams() {
				if t.Out {
					got = append(got, fmt.Sprintf("team %d", t.Team+1))
				}
			}
			return showList(got), slices.Equal(got, want)
		}
	case "reason":
		w, err := r.Str(v, key)
		if err != nil {
			return nil, err
		}
		e.Want = strconv.Quote(w)
		e.check = func(p *play) (string, bool) {
			return strconv.Quote(p.s.Reason), p.s.Over && strings.EqualFold(p.s.Reason, w)
		}
	case "run_active":
		w, err := r.Bool(v, key)
		if err != nil {
			return nil, err
		}
		e.Want = strconv.FormatBool(w)
		e.check = func(p *play) (string, bool) {
			return strconv.FormatBool(p.s.Run.Active), p.s.Run.Active == w
		}
	case "turn":
		w, err := r.seat(v, key)
		if err != nil {
			return nil, err
		}
		e.Want = w.word
		e.check = func(p *play) (string, bool) {
			return p.lay.at(p.s.Active).word, p.s.Active == w.seat
		}
	case "pending":
		if r.lay.bso() {
			return nil, errUnknown // the runner's: the seats with a decision
		}
		w, err := r.Str(v, key)
		if err != nil {
			return nil, err
		}
		w = strings.ToLower(w)
		if !slices.Contains([]string{"corp", "runner", "both", "none"}, w) {
			return nil, r.Errf(v, "pending must be corp, runner, both or none, not %q", w)
		}
		e.Want = w
		e.check = func(p *play) (string, bool) {
			got := p.pendingSides()
			return got, got == w
		}
	default:
		return nil, errUnknown
	}
	return []expectation{e}, nil
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

// fortRef names a fort in an expectation: in ONR by its index; in bso by
// its Sponsor and its place among the Sponsor's forts ("Sponsor 1's
// Agent").
type fortRef struct {
	index int32       // FortSetup.Index; -1: none named
	owner engine.Seat // bso: the Sponsor; NoSeat in ONR
	label string
}

var noFort = fortRef{index: -1, owner: engine.NoSeat}

func (f fortRef) named() bool { return f.index != -1 }

// resolve returns the fort's index in the game, or -1 if it does not
// exist (a remote fort not made yet).
func (p *play) resolve(f fortRef) int32 {
	if f.owner < 0 {
		return f.index
	}
	s := p.s
	var central onr.Central
	switch f.index {
	case fortAgent:
		central = bso.CentralAgent
	case onr.FortHQ:
		central = onr.CentralHQ
	case onr.FortRD:
		central = onr.CentralRD
	case onr.FortArchives:
		central = onr.CentralArchives
	default:
		n := f.index - onr.FortArchives
		for j := range s.Forts {
			if s.Forts[j].Owner == f.owner && s.Forts[j].Central == onr.Subsidiary {
				if n--; n == 0 {
					return int32(j)
				}
			}
		}
		return -1
	}
	for j := range s.Forts {
		if s.Forts[j].Owner == f.owner && s.Forts[j].Central == central {
			return int32(j)
		}
	}
	return -1
}

// fortRef reads a fort's name in an expectation: HQ, R&D, Archives or
// remote N in ONR; "Sponsor 1's HQ", "Sponsor 1's Agent", "Sponsor 1's
// remote 1" (or "fort 1") in bso.
func (r *reader) fortRef(n *yaml.Node) (fortRef, error) {
	if !r.lay.bso() {
		i, err := r.fortName(n)
		return fortRef{index: i, owner: engine.NoSeat, label: fortLabel(i)}, err
	}
	name, err := r.Str(n, "fort name")
	if err != nil {
		return noFort, err
	}
	norm := strings.ReplaceAll(name, "’", "'")
	seat, rest, ok := strings.Cut(norm, "'s ")
	who, known := r.lay.find(seat)
	if !ok || !known || who.role != onr.Corp {
		return noFort, r.Errf(n, "unknown fort %q: name a Sponsor's fort as the game does, e.g. \"Sponsor 1's HQ\", \"Sponsor 1's Agent\", \"Sponsor 2's remote 1\"", name)
	}
	i, err := r.fortName(&yaml.Node{Kind: yaml.ScalarNode, Value: rest, Line: n.Line})
	if err != nil {
		return noFort, err
	}
	return fortRef{index: i, owner: who.seat, label: who.label + "'s " + fortLabel(i)}, nil
}

// target names an installed card: a title and, optionally, its fort.
type target struct {
	title string
	fort  fortRef
}

func (t target) String() string {
	if !t.fort.named() {
		return t.title
	}
	return t.title + " in " + t.fort.label
}

// find returns the installed card t names, or why it cannot.
func (p *play) find(t target) (int32, string) {
	var found []int32
	fort := p.resolve(t.fort)
	for _, c := range p.g.Find(t.title) {
		k := &p.s.Cards[c]
		switch k.Zone {
		case onr.ZoneIce, onr.ZoneFort:
			if !t.fort.named() || k.Fort == fort {
				found = append(found, c)
			}
		case onr.ZoneRig:
			if !t.fort.named() {
				found = append(found, c)
			}
		}
	}
	if len(found) == 0 && !t.fort.named() {
		// Not installed: an agenda in a score area, the Corp's or the
		// Runner's (its counters, advancement).
		for _, c := range p.g.Find(t.title) {
			if p.s.Cards[c].Zone == onr.ZoneScored {
				found = append(found, c)
			}
		}
		if len(found) > 1 {
			return 0, fmt.Sprintf("%d copies scored", len(found))
		}
	}
	switch len(found) {
	case 0:
		return 0, "not installed"
	case 1:
		return found[0], ""
	}
	if t.fort.named() || p.s.Cards[found[0]].Zone == onr.ZoneRig {
		return found[0], "" // the outermost or first installed
	}
	return 0, fmt.Sprintf("%d copies installed; add fort: to say which", len(found))
}

// targetFields reads card: and fort: of an expectation naming an installed
// card, and returns the other fields.
func (r *reader) target(n *yaml.Node, key string, known ...string) (target, []shared.Field, error) {
	t := target{fort: noFort}
	fs, err := r.Fields(n, key, append([]string{"card", "fort"}, known...)...)
	if err != nil {
		return t, nil, err
	}
	var rest []shared.Field
	for _, f := range fs {
		switch f.Key {
		case "card":
			title, err := r.Str(f.Val, "card")
			if err != nil {
				return t, nil, err
			}
			d, err := r.def(f.Val, title)
			if err != nil {
				return t, nil, err
			}
			t.title = d.Title
		case "fort":
			if t.fort, err = r.fortRef(f.Val); err != nil {
				return t, nil, err
			}
		default:
			rest = append(rest, f)
		}
	}
	if t.title == "" {
		return t, nil, r.Errf(n, "%s needs card: TITLE", key)
	}
	return t, rest, nil
}

func (r *reader) strengthExp(n *yaml.Node, e expectation) (expectation, error) {
	t, rest, err := r.target(n, "strength", "value")
	if err != nil {
		return e, err
	}
	if len(rest) == 0 {
		return e, r.Errf(n, "strength needs value: N")
	}
	want, err := r.Integer(rest[0].Val, "strength value")
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
			if !lookupDef(p.g.Title(c)).HasStrength() {
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

func (r *reader) cardExp(n *yaml.Node, e expectation) (expectation, error) {
	t, rest, err := r.target(n, "card", "rezzed", "advancement", "counters", "bits", "difficulty", "keywords", "subroutines")
	if err != nil {
		return e, err
	}
	if len(rest) == 0 {
		return e, r.Errf(n, "card needs at least one of rezzed, advancement, counters, bits, difficulty, keywords, subroutines")
	}
	type prop struct {
		name string
		want string
		get  func(p *play, c int32) string
	}
	var props []prop
	for _, f := range rest {
		switch f.Key {
		case "rezzed":
			b, err := r.Bool(f.Val, "rezzed")
			if err != nil {
				return e, err
			}
			props = append(props, prop{"rezzed", strconv.FormatBool(b), func(p *play, c int32) string { return strconv.FormatBool(p.s.Cards[c].Rezzed) }})
		case "keywords":
			want, err := r.keywords(f.Val)
			if err != nil {
				return e, err
			}
			props = append(props, prop{"keywords", showList(want), func(p *play, c int32) string {
				got := p.g.Keywords(c)
				if sameTitles(want, got, false) {
					return showList(want) // as the expectation writes them: case aside, in any order
				}
				return showList(got)
			}})
		case "subroutines":
			v, err := r.Count(f.Val, f.Key)
			if err != nil {
				return e, err
			}
			props = append(props, prop{"subroutines", strconv.Itoa(v), func(p *play, c int32) string {
				if p.s.Cards[c].Zone != onr.ZoneIce {
					return "not ice"
				}
				return strconv.Itoa(p.g.SubroutineCount(c))
			}})
		default:
			v, err := r.Count(f.Val, f.Key)
			if err != nil {
				return e, err
			}
			get := map[string]func(p *play, c int32) string{
				"advancement": func(p *play, c int32) string { return strconv.Itoa(int(p.s.Cards[c].Adv)) },
				"counters":    func(p *play, c int32) string { return strconv.Itoa(int(p.s.Cards[c].Counters)) },
				"bits":        func(p *play, c int32) string { return strconv.Itoa(int(p.s.Cards[c].Bits)) },
				"difficulty":  func(p *play, c int32) string { return strconv.Itoa(int(p.g.Difficulty(c))) },
			}[f.Key]
			props = append(props, prop{f.Key, strconv.Itoa(v), get})
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
		if c == 0 && !t.fort.named() && why == "not installed" {
			return "not installed nor scored", false
		}
		if c == 0 {
			return why, false
		}
		var gots []string
		ok := true
		for _, pr := range props {
			g := pr.get(p, c)
			gots = append(gots, pr.name+" "+g)
			ok = ok && g == pr.want
		}
		return strings.Join(gots, ", "), ok
	}
	return e, nil
}

func (r *reader) fortExp(n *yaml.Node, e expectation) (expectation, error) {
	fs, err := r.Fields(n, "fort", "name", "ice", "cards", "exists")
	if err != nil {
		return e, err
	}
	fort := noFort
	var ice, cards []string
	var hasIce, hasCards, hasExists, exists bool
	for _, f := range fs {
		switch f.Key {
		case "name":
			fort, err = r.fortRef(f.Val)
		case "exists":
			hasExists = true
			exists, err = r.Bool(f.Val, "exists")
		case "ice", "cards":
			var l []string
			var nodes []*yaml.Node
			l, nodes, err = r.Strs(f.Val, f.Key, false)
			for i := range l {
				if err != nil {
					break
				}
				var d *onr.Def
				if d, err = r.def(nodes[i], l[i]); err == nil {
					l[i] = d.Title
				}
			}
			if f.Key == "ice" {
				ice, hasIce = l, true
			} else {
				cards, hasCards = l, true
			}
		}
		if err != nil {
			return e, err
		}
	}
	if !fort.named() {
		return e, r.Errf(n, "fort needs name: HQ, R&D, Archives or remote N")
	}
	if !hasIce && !hasCards && !hasExists {
		return e, r.Errf(n, "fort needs ice, cards or exists")
	}
	if hasExists && !exists && (hasIce || hasCards) {
		return e, r.Errf(n, "a fort that does not exist has no ice or cards")
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
	e.Key = "fort " + fort.label
	e.Want = strings.Join(wants, ", ")
	e.check = func(p *play) (string, bool) {
		fort := p.resolve(fort)
		live := fort >= 0 && int(fort) < len(p.s.Forts) && !p.s.Forts[fort].Gone
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

// pendingSides says who has a decision: corp, runner, both or none.
func (p *play) pendingSides() string {
	var corp, runner bool
	for _, d := range p.g.Pending() {
		if p.s.Players[d.Seat].Role == onr.Corp {
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

// keywords reads the keywords of a card expectation: a list of keywords
// some card prints (case aside), or [] for none.
func (r *reader) keywords(n *yaml.Node) ([]string, error) {
	l, nodes, err := r.Strs(n, "keywords", false)
	if err != nil {
		return nil, err
	}
	known := knownKeywords()
	for i, k := range l {
		kw, ok := known[strings.ToLower(strings.TrimSpace(k))]
		if !ok {
			return nil, r.Errf(nodes[i], "unknown keyword %q: keywords are the words of a card's keyword line, such as Wall, Code Gate, Sentry, Icebreaker, Virus", k)
		}
		l[i] = kw
	}
	return l, nil
}

// knownKeywords returns every keyword a card of the card pool prints, by
// its lower-case spelling.
func knownKeywords() map[string]string {
	out := map[string]string{}
	for _, c := range carddb.All() {
		for _, k := range c.Keywords {
			out[strings.ToLower(k)] = k
		}
	}
	return out
}
