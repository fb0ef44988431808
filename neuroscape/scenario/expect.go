package scenario

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/decklist"
	shared "github.com/datafort/datafort/scenario"
)

func state(p *shared.Play) *neuroscape.State { return p.Game.(*neuroscape.Game).State() }

// seatCounts are the per-player expectation keys of a number: pN.KEY.
var seatCounts = map[string]func(s *neuroscape.State, seat engine.Seat) int{
	"bf":        func(s *neuroscape.State, seat engine.Seat) int { return int(s.Health[int(seat)%2][neuroscape.BF]) },
	"mf":        func(s *neuroscape.State, seat engine.Seat) int { return int(s.Health[int(seat)%2][neuroscape.MF]) },
	"hand_size": func(s *neuroscape.State, seat engine.Seat) int { return len(s.P[seat].Hand) },
	"deck_size": func(s *neuroscape.State, seat engine.Seat) int { return len(s.P[seat].Deck) },
	"ram_deck":  func(s *neuroscape.State, seat engine.Seat) int { return len(s.P[seat].RAMDeck) },
}

// seatZones are the per-player expectation keys of a list of cards; a
// deck's order matters (top first), the others' does not.
var seatZones = map[string]struct {
	ordered bool
	ids     func(s *neuroscape.State, seat engine.Seat) []int32
}{
	"hand": {false, func(s *neuroscape.State, seat engine.Seat) []int32 { return s.P[seat].Hand }},
	"deck": {true, func(s *neuroscape.State, seat engine.Seat) []int32 {
		out := slices.Clone(s.P[seat].Deck)
		slices.Reverse(out) // the state keeps the top last
		return out
	}},
	"bin":   {false, func(s *neuroscape.State, seat engine.Seat) []int32 { return s.P[seat].Bin }},
	"play":  {false, func(s *neuroscape.State, seat engine.Seat) []int32 { return s.P[seat].Play }},
	"slots": {false, func(s *neuroscape.State, seat engine.Seat) []int32 { return s.SlotsOf(seat) }},
}

// seatOther are the per-player keys read otherwise.
var seatOther = []string{"bank", "synergy"}

// globalKeys are the expectation keys not of one player.
var globalKeys = []string{"cache", "environment", "step", "turn", "turn_number", "round", "winner", "card", "deck_list", "view_cache"}

// ExpectationKeys implements shared.File.
func (f *File) ExpectationKeys() []string {
	var out []string
	for _, s := range f.Table().Seats {
		for k := range seatCounts {
			out = append(out, s.Word+"."+k)
		}
		for k := range seatZones {
			out = append(out, s.Word+"."+k)
		}
		for _, k := range seatOther {
			out = append(out, s.Word+"."+k)
		}
	}
	out = append(out, globalKeys...)
	slices.Sort(out)
	return out
}

// Expect implements shared.File.
func (f *File) Expect(fl shared.Field) ([]shared.Expectation, bool, error) {
	r := f.r
	e := shared.Expectation{Key: fl.Key, Line: fl.KeyNode.Line}
	if who, key, ok := strings.Cut(fl.Key, "."); ok {
		s, found := f.Table().Find(who)
		if !found {
			return nil, false, nil
		}
		seat := s.Seat
		if get, ok := seatCounts[key]; ok {
			n, err := r.Integer(fl.Val, fl.Key)
			if err != nil {
				return nil, true, err
			}
			e.Want = strconv.Itoa(n)
			e.Check = func(p *shared.Play) (string, bool) {
				got := get(state(p), seat)
				return strconv.Itoa(got), got == n
			}
			return []shared.Expectation{e}, true, nil
		}
		if z, ok := seatZones[key]; ok {
			titles, err := f.titles(fl.Val, fl.Key)
			if err != nil {
				return nil, true, err
			}
			if !z.ordered {
				slices.Sort(titles)
			}
			e.Want = showList(titles)
			e.Check = func(p *shared.Play) (string, bool) {
				got := names(state(p), z.ids(state(p), seat))
				if !z.ordered {
					slices.Sort(got)
				}
				return showList(got), slices.Equal(got, titles)
			}
			return []shared.Expectation{e}, true, nil
		}
		switch key {
		case "bank":
			return f.bankExp(fl, e, seat)
		case "synergy":
			return f.synergyExp(fl, e, seat)
		}
		return nil, false, nil
	}
	switch fl.Key {
	case "cache":
		titles, err := f.titles(fl.Val, "cache")
		if err != nil {
			return nil, true, err
		}
		e.Want = showList(titles)
		e.Check = func(p *shared.Play) (string, bool) {
			got := names(state(p), state(p).CacheItems())
			return showList(got), slices.Equal(got, titles)
		}
	case "environment":
		want, err := r.Str(fl.Val, "environment")
		if err != nil {
			return nil, true, err
		}
		if !strings.EqualFold(want, "none") {
			if want, err = f.title(fl.Val, want, "environment"); err != nil {
				return nil, true, err
			}
		}
		e.Want = want
		e.Check = func(p *shared.Play) (string, bool) {
			got := "none"
			if id := state(p).Environment(); id != 0 {
				got = state(p).CardName(id)
			}
			return got, strings.EqualFold(got, want)
		}
	case "step":
		want, err := r.Str(fl.Val, "step")
		if err != nil {
			return nil, true, err
		}
		if !strings.EqualFold(want, setupStep) && !slices.ContainsFunc(neuroscape.StepNames(), func(s string) bool { return strings.EqualFold(s, want) }) {
			return nil, true, r.Errf(fl.Val, "step: %q is neither %s nor a step of the turn (%s)", want, setupStep, strings.Join(neuroscape.StepNames(), ", "))
		}
		e.Want = want
		e.Check = func(p *shared.Play) (string, bool) {
			got := state(p).StepName()
			return got, strings.EqualFold(got, want)
		}
	case "turn":
		who, err := r.Seat(f.Table(), fl.Val, "turn")
		if err != nil {
			return nil, true, err
		}
		e.Want = who.Word
		e.Check = func(p *shared.Play) (string, bool) {
			got := neuroscape.SeatName(state(p).Active)
			return got, got == who.Word
		}
	case "turn_number", "round":
		n, err := r.Count(fl.Val, fl.Key)
		if err != nil {
			return nil, true, err
		}
		e.Want = strconv.Itoa(n)
		e.Check = func(p *shared.Play) (string, bool) {
			got := state(p).Turn
			if fl.Key == "round" {
				got = state(p).Round
			}
			return strconv.Itoa(got), got == n
		}
	case "winner":
		return f.winnerExp(fl, e)
	case "card":
		return f.cardExps(fl)
	case "deck_list":
		return f.deckListExp(fl, e)
	case "view_cache":
		return f.viewCacheExp(fl, e)
	default:
		return nil, false, nil
	}
	return []shared.Expectation{e}, true, nil
}

// title checks that t names a card of the data and returns its printed
// name.
func (f *File) title(n *yaml.Node, t, what string) (string, error) {
	if d, ok := f.standIn(t); ok {
		return d.Name, nil
	}
	if d, ok := neuroscape.Lookup(t); ok {
		return d.Name, nil
	}
	if strings.EqualFold(strings.TrimSpace(t), "basic ram") {
		return "BASIC RAM", nil
	}
	return "", f.r.Errf(n, "%s: %q is not an implemented Neuroscape card", what, t)
}

func (f *File) titles(n *yaml.Node, what string) ([]string, error) {
	ts, nodes, err := f.r.Strs(n, what, false)
	if err != nil {
		return nil, err
	}
	for i, t := range ts {
		if ts[i], err = f.title(nodes[i], t, what); err != nil {
			return nil, err
		}
	}
	return ts, nil
}

func names(s *neuroscape.State, ids []int32) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = s.CardName(id)
	}
	return out
}

func showList(l []string) string { return "[" + strings.Join(l, ", ") + "]" }

var bankForm = regexp.MustCompile(`^\s*(\d+)\s*R\s*/\s*(\d+)\s*N\s*$`)

// bankExp reads pN.bank: "2R/1N", the refreshed and running RAM in the
// bank (the digest's notation).
func (f *File) bankExp(fl shared.Field, e shared.Expectation, seat engine.Seat) ([]shared.Expectation, bool, error) {
	v, err := f.r.Str(fl.Val, fl.Key)
	if err != nil {
		return nil, true, err
	}
	m := bankForm.FindStringSubmatch(v)
	if m == nil {
		return nil, true, f.r.Errf(fl.Val, "%s: write the refreshed and running RAM as 2R/1N, not %q", fl.Key, v)
	}
	want := m[1] + "R/" + m[2] + "N"
	e.Want = want
	e.Check = func(p *shared.Play) (string, bool) {
		s := state(p)
		ref, run := 0, 0
		for _, id := range s.P[seat].Bank {
			if s.Objs[id-1].Running {
				run++
			} else {
				ref++
			}
		}
		got := fmt.Sprintf("%dR/%dN", ref, run)
		return got, got == want
	}
	return []shared.Expectation{e}, true, nil
}

// synergyExp reads pN.synergy: {FACTION: N, …}.
func (f *File) synergyExp(fl shared.Field, e shared.Expectation, seat engine.Seat) ([]shared.Expectation, bool, error) {
	fs, err := f.r.Fields(fl.Val, fl.Key)
	if err != nil {
		return nil, true, err
	}
	var out []shared.Expectation
	for _, x := range fs {
		n, err := f.r.Count(x.Val, fl.Key+"."+x.Key)
		if err != nil {
			return nil, true, err
		}
		fac := x.Key
		y := e
		y.Key, y.Line, y.Want = fl.Key+"."+fac, x.KeyNode.Line, strconv.Itoa(n)
		y.Check = func(p *shared.Play) (string, bool) {
			got := state(p).Synergy(seat, fac)
			return strconv.Itoa(got), got == n
		}
		out = append(out, y)
	}
	return out, true, nil
}

// winnerExp reads winner: a seat (its team won), draw, or none (the game
// goes on).
func (f *File) winnerExp(fl shared.Field, e shared.Expectation) ([]shared.Expectation, bool, error) {
	v, err := f.r.Str(fl.Val, "winner")
	if err != nil {
		return nil, true, err
	}
	want := strings.ToLower(strings.TrimSpace(v))
	if want != "draw" && want != "none" {
		s, err := f.r.Seat(f.Table(), fl.Val, "winner")
		if err != nil {
			return nil, true, f.r.Errf(fl.Val, "winner must be a seat (its team won), draw or none, not %q", v)
		}
		want = "team of " + s.Word
	}
	e.Want = want
	e.Check = func(p *shared.Play) (string, bool) {
		res, over := p.Game.Result()
		got := "none"
		switch {
		case !over:
		case res.Draw:
			got = "draw"
		default:
			got = "team of " + neuroscape.SeatName(res.Winners[0])
			for _, w := range res.Winners {
				if "team of "+neuroscape.SeatName(w) == want {
					got = want
				}
			}
		}
		return got, got == want
	}
	return []shared.Expectation{e}, true, nil
}

// inPlay are the zones a card expectation without zone looks in: where a
// card's state (damage, RAM, gear, use) means something.
var inPlay = map[string]bool{"play": true, "slot": true, "gear": true, "environment": true, "Cache": true, "mainframe": true}

// cardKeys are the keys of a card expectation.
var cardKeys = []string{"card", "zone", "owner", "controller", "attack", "defense", "damage", "running", "committed", "missing", "used", "gear"}

// cardExps reads card: {card, zone, …} or a list of them: a card of that
// name as described (some card of the name must match every key given;
// without zone, some card of the name in play, in a slot, attached, the
// environment, a mainframe or on the Cache).
func (f *File) cardExps(fl shared.Field) ([]shared.Expectation, bool, error) {
	r := f.r
	list, err := r.List(fl.Val, "card", true)
	if err != nil {
		return nil, true, err
	}
	var out []shared.Expectation
	for _, n := range list {
		fields, err := r.Fields(n, "card", cardKeys...)
		if err != nil {
			return nil, true, err
		}
		var title string
		hasZone := false
		var wants []string
		var checks []func(s *neuroscape.State, id int32) (string, bool)
		num := func(what string, get func(s *neuroscape.State, id int32) int, v int) {
			wants = append(wants, fmt.Sprintf("%s %d", what, v))
			checks = append(checks, func(s *neuroscape.State, id int32) (string, bool) {
				g := get(s, id)
				return fmt.Sprintf("%s %d", what, g), g == v
			})
		}
		for _, x := range fields {
			w := "card." + x.Key
			switch x.Key {
			case "card":
				var t string
				if t, err = r.Str(x.Val, w); err == nil {
					title, err = f.title(x.Val, t, w)
				}
			case "zone":
				hasZone = true
				var z string
				if z, err = r.Str(x.Val, w); err == nil {
					wants = append(wants, "in "+z)
					checks = append(checks, func(s *neuroscape.State, id int32) (string, bool) {
						g := s.CardZone(id)
						return "in " + g, strings.EqualFold(g, z)
					})
				}
			case "owner", "controller":
				var who shared.Seat
				if who, err = r.Seat(f.Table(), x.Val, w); err == nil {
					key := x.Key
					wants = append(wants, key+" "+who.Word)
					checks = append(checks, func(s *neuroscape.State, id int32) (string, bool) {
						o := s.Objs[id-1]
						g := o.Owner
						if key == "controller" {
							g = o.Ctrl
						}
						return key + " " + neuroscape.SeatName(g), g == who.Seat
					})
				}
			case "attack", "defense", "damage", "committed", "missing":
				var v int
				if v, err = r.Integer(x.Val, w); err == nil {
					key := x.Key
					num(key, func(s *neuroscape.State, id int32) int {
						a, d := s.CardStats(id)
						switch key {
						case "attack":
							return a
						case "defense":
							return d
						case "damage":
							return int(s.Objs[id-1].Damage)
						case "missing":
							return s.MissingFrom(id)
						}
						return s.CommittedTo(id)
					}, v)
				}
			case "running", "used":
				var b bool
				if b, err = r.Bool(x.Val, w); err == nil {
					key := x.Key
					wants = append(wants, fmt.Sprintf("%s %v", key, b))
					checks = append(checks, func(s *neuroscape.State, id int32) (string, bool) {
						g := s.Objs[id-1].Running
						if key == "used" {
							g = s.Objs[id-1].Used
						}
						return fmt.Sprintf("%s %v", key, g), g == b
					})
				}
			case "gear":
				var ts []string
				if ts, err = f.titles(x.Val, w); err == nil {
					slices.Sort(ts)
					wants = append(wants, "gear "+showList(ts))
					checks = append(checks, func(s *neuroscape.State, id int32) (string, bool) {
						g := names(s, s.GearOf(id))
						slices.Sort(g)
						return "gear " + showList(g), slices.Equal(g, ts)
					})
				}
			}
			if err != nil {
				return nil, true, err
			}
		}
		if title == "" {
			return nil, true, r.Errf(n, "card: name the card (card: TITLE)")
		}
		want := title
		if len(wants) > 0 {
			want += ": " + strings.Join(wants, ", ")
		}
		out = append(out, shared.Expectation{Key: fl.Key, Want: want, Line: n.Line,
			Check: func(p *shared.Play) (string, bool) {
				s := state(p)
				var seen []string
				for i := range s.Objs {
					id := int32(i + 1)
					if s.CardName(id) != title || !hasZone && !inPlay[s.CardZone(id)] {
						continue
					}
					var got []string
					ok := true
					for _, c := range checks {
						g, good := c(s, id)
						got = append(got, g)
						ok = ok && good
					}
					if ok {
						return want, true
					}
					seen = append(seen, title+": "+strings.Join(got, ", "))
				}
				if len(seen) == 0 {
					return "no card " + title, false
				}
				return strings.Join(seen, "; "), false
			}})
	}
	return out, true, nil
}

// Board implements shared.Boards: the position as a judge sees it, for
// datafort scenario run -v.
func (f *File) Board(g engine.Game) string {
	s := g.(*neuroscape.Game).State()
	var b strings.Builder
	active := "nobody yet"
	if s.Active >= 0 {
		active = neuroscape.SeatName(s.Active)
	}
	fmt.Fprintf(&b, "round %d, turn %d: %s, %s\n", s.Round, s.Turn, active, s.StepName())
	for i := range s.P {
		seat := engine.Seat(i)
		p := &s.P[i]
		ref, run := 0, 0
		for _, id := range p.Bank {
			if s.Objs[id-1].Running {
				run++
			} else {
				ref++
			}
		}
		fmt.Fprintf(&b, "%s: %d BF / %d MF; mainframe %s; bank %dR/%dN; RAM deck %d; cyberdeck %d\n", neuroscape.SeatName(seat),
			s.Health[i%2][neuroscape.BF], s.Health[i%2][neuroscape.MF], s.CardName(p.Mainframe), ref, run, len(p.RAMDeck), len(p.Deck))
		var play []string
		for _, id := range p.Play {
			a, d := s.CardStats(id)
			c := fmt.Sprintf("%s %d/%d, %d RAM", s.CardName(id), a, d, s.CommittedTo(id))
			if o := s.Objs[id-1]; o.Running {
				c += ", running"
			}
			if o := s.Objs[id-1]; o.Damage > 0 {
				c += fmt.Sprintf(", %d damage", o.Damage)
			}
			if g := names(s, s.GearOf(id)); len(g) > 0 {
				c += ", gear " + showList(g)
			}
			play = append(play, c)
		}
		fmt.Fprintf(&b, "  hand %s; play [%s]; slots %s; bin %s\n", showList(names(s, p.Hand)), strings.Join(play, "; "),
			showList(names(s, s.SlotsOf(seat))), showList(names(s, p.Bin)))
	}
	if e := s.Environment(); e != 0 {
		fmt.Fprintf(&b, "environment %s\n", s.CardName(e))
	}
	fmt.Fprintf(&b, "cache %s\n", showList(names(s, s.CacheItems())))
	return b.String()
}

// deckListExp reads a deck_list expectation: a deck list in
// neuroscape/decklist's text form ("text"), the advanced RAM cards it may
// name ("advanced_ram", as no card data has any, AMB-12), whether it is
// legal under NS-21 ("legal"), and its errors ("errors": a text each error
// holds, one per error in the order decklist reports them, all of them).
// It checks deck construction, which is no position: the game plays no
// part in it.
func (f *File) deckListExp(fl shared.Field, e shared.Expectation) ([]shared.Expectation, bool, error) {
	r := f.r
	fields, err := r.Fields(fl.Val, "deck_list", "text", "advanced_ram", "legal", "errors")
	if err != nil {
		return nil, true, err
	}
	var text string
	var advanced, errs []string
	legal, legalSet := false, false
	for _, x := range fields {
		switch x.Key {
		case "text":
			text, err = r.Str(x.Val, "deck_list.text")
		case "advanced_ram":
			advanced, _, err = r.Strs(x.Val, "deck_list.advanced_ram", true)
		case "legal":
			legal, err = r.Bool(x.Val, "deck_list.legal")
			legalSet = true
		case "errors":
			errs, _, err = r.Strs(x.Val, "deck_list.errors", true)
		}
		if err != nil {
			return nil, true, err
		}
	}
	if text == "" || !legalSet {
		return nil, true, r.Errf(fl.Val, "deck_list needs text and legal")
	}
	e.Want = fmt.Sprintf("legal %v, errors %s", legal, showList(errs))
	e.Check = func(*shared.Play) (string, bool) {
		res := decklist.Read("deck", text, decklist.Options{AdvancedRAM: advanced})
		var got []string
		ok := (res.Deck != nil) == legal && len(res.Errors) == len(errs)
		for i, pe := range res.Errors {
			got = append(got, pe.Error())
			if i < len(errs) && !strings.Contains(pe.Error(), errs[i]) {
				ok = false
			}
		}
		return fmt.Sprintf("legal %v, errors %s", res.Deck != nil, showList(got)), ok
	}
	return []shared.Expectation{e}, true, nil
}

// viewCacheExp reads view_cache: {seat, cards}: the Cache as the seat's view
// lists it, top first (NS-17.9), each item its card's name as the seat may
// know it, an activated ability as "NAME's ABILITY".
func (f *File) viewCacheExp(fl shared.Field, e shared.Expectation) ([]shared.Expectation, bool, error) {
	out, err := shared.Each(f.r, fl.Val, fl.Key, func(n *yaml.Node) (shared.Expectation, error) { return f.viewCacheOne(n, e) })
	return out, true, err
}

// viewCacheOne reads one view_cache expectation.
func (f *File) viewCacheOne(n *yaml.Node, e shared.Expectation) (shared.Expectation, error) {
	r := f.r
	e.Line = n.Line
	fields, err := r.Fields(n, "view_cache", "seat", "cards")
	if err != nil {
		return e, err
	}
	var who shared.Seat
	var cards []string
	seatSet := false
	for _, x := range fields {
		switch x.Key {
		case "seat":
			who, err = r.Seat(f.Table(), x.Val, "view_cache.seat")
			seatSet = true
		case "cards":
			cards, _, err = r.Strs(x.Val, "view_cache.cards", true)
		}
		if err != nil {
			return e, err
		}
	}
	if !seatSet {
		return e, r.Errf(n, "view_cache needs seat and cards, e.g. view_cache: {seat: p1, cards: [DELETE]}")
	}
	e.Key = "the Cache in the view of " + who.Word
	e.Want = showList(cards)
	e.Check = func(p *shared.Play) (string, bool) {
		var got []string
		for _, c := range p.Game.View(who.Seat).(neuroscape.View).Cache {
			n := c.Name
			if c.Ability != "" {
				n += "'s " + c.Ability
			}
			got = append(got, n)
		}
		ok := len(got) == len(cards)
		for i := range got {
			ok = ok && strings.EqualFold(got[i], cards[i])
		}
		return showList(got), ok
	}
	return e, nil
}
