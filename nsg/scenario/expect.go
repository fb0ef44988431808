package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	shared "github.com/datafort/datafort/scenario"
)

// counts are the expectation keys of a side's numbers.
var counts = map[string]func(s *nsg.State) int32{
	"corp.credits":   func(s *nsg.State) int32 { return s.Credits[s.Corp] },
	"corp.clicks":    func(s *nsg.State) int32 { return s.Clicks[s.Corp] },
	"runner.credits": func(s *nsg.State) int32 { return s.Credits[s.Runner] },
	"runner.clicks":  func(s *nsg.State) int32 { return s.Clicks[s.Runner] },
	"runner.tags":    func(s *nsg.State) int32 { return s.Tags },
	// bad publicity, core damage, link, agenda points and maximum hand
	// sizes (the rules' values now)
	"corp.bad_publicity":   func(s *nsg.State) int32 { return s.BadPub },
	"runner.core_damage":   func(s *nsg.State) int32 { return s.CoreDamage },
	"runner.link":          func(s *nsg.State) int32 { return s.Link },
	"corp.points":          func(s *nsg.State) int32 { return s.PointsOf(s.Corp) },
	"runner.points":        func(s *nsg.State) int32 { return s.PointsOf(s.Runner) },
	"corp.max_hand_size":   func(s *nsg.State) int32 { return s.HandSizeOf(s.Corp) },
	"runner.max_hand_size": func(s *nsg.State) int32 { return s.HandSizeOf(s.Runner) },
	"corp.hq_count":        func(s *nsg.State) int32 { return int32(len(s.HQ)) },
	"runner.grip_count":    func(s *nsg.State) int32 { return int32(len(s.Grip)) },
}

// zoneExp is an expectation on the titles of a zone.
type zoneExp struct {
	zone    nsg.Zone
	ordered bool // top first (a deck); else any order
}

// zones are the expectation keys of the zones.
var zones = map[string]zoneExp{
	"corp.hq":           {nsg.ZoneHQ, false},
	"corp.rd":           {nsg.ZoneRD, true},
	"corp.archives":     {nsg.ZoneArchives, false},
	"corp.removed":      {nsg.ZoneRemoved, false},
	"corp.score_area":   {nsg.ZoneScore, false},
	"runner.grip":       {nsg.ZoneGrip, false},
	"runner.stack":      {nsg.ZoneStack, true},
	"runner.heap":       {nsg.ZoneHeap, false},
	"runner.rig":        {nsg.ZoneRig, false},
	"runner.score_area": {nsg.ZoneScore, false},
	"set_aside":         {nsg.ZoneSetAside, false},
}

// ExpectationKeys implements shared.File.
func (f *File) ExpectationKeys() []string {
	var out []string
	for k := range counts {
		out = append(out, k)
	}
	for k := range zones {
		out = append(out, k)
	}
	out = append(out, "card", "server", "used", "trace", "checkpoints_between", "winner", "reason", "turn", "run_on")
	slices.Sort(out)
	return out
}

func state(p *shared.Play) *nsg.State { return p.Game.(*nsg.Game).State() }

// Expect implements shared.File.
func (f *File) Expect(fl shared.Field) ([]shared.Expectation, bool, error) {
	r := f.r
	e := shared.Expectation{Key: fl.Key, Line: fl.KeyNode.Line}
	if get, ok := counts[fl.Key]; ok {
		n, err := r.Count(fl.Val, fl.Key)
		if err != nil {
			return nil, true, err
		}
		e.Want = fmt.Sprint(n)
		e.Check = func(p *shared.Play) (string, bool) {
			got := get(state(p))
			return fmt.Sprint(got), got == int32(n)
		}
		return []shared.Expectation{e}, true, nil
	}
	if z, ok := zones[fl.Key]; ok {
		titles, nodes, err := r.Strs(fl.Val, fl.Key, false)
		if err != nil {
			return nil, true, err
		}
		for i, t := range titles {
			if d := nsg.Lookup(t); d == nil {
				return nil, true, r.Errf(nodes[i], "%s: %q is not an implemented NSG card", fl.Key, t)
			} else {
				titles[i] = d.Title
			}
		}
		if !z.ordered {
			slices.Sort(titles)
		}
		owner := corpSeat
		if strings.HasPrefix(fl.Key, "runner.") {
			owner = runnerSeat
		}
		e.Want = showList(titles)
		e.Check = func(p *shared.Play) (string, bool) {
			got := zoneTitles(state(p), z, owner, f.cleared)
			return showList(got), slices.Equal(got, titles)
		}
		return []shared.Expectation{e}, true, nil
	}
	switch fl.Key {
	case "used":
		return f.usedExp(fl)
	case "card":
		return f.cardExps(fl)
	case "server":
		return f.serverExp(fl)
	case "trace":
		return f.traceExp(fl)
	case "checkpoints_between":
		return f.checkpointsExp(fl)
	case "winner", "turn":
		return f.seatExp(fl)
	case "run_on":
		want, err := r.Bool(fl.Val, "run_on")
		if err != nil {
			return nil, true, err
		}
		e.Want = strconv.FormatBool(want)
		e.Check = func(p *shared.Play) (string, bool) {
			got := state(p).Run.On
			return strconv.FormatBool(got), got == want
		}
		return []shared.Expectation{e}, true, nil
	case "reason":
		want, err := r.Str(fl.Val, "reason")
		if err != nil {
			return nil, true, err
		}
		e.Want = strconv.Quote(want)
		e.Check = func(p *shared.Play) (string, bool) {
			got := state(p).Reason
			return strconv.Quote(got), got == want
		}
		return []shared.Expectation{e}, true, nil
	}
	return nil, false, nil
}

// seatExp reads winner: corp, runner or none (the game is not over), or
// turn: corp or runner (whose turn it is).
func (f *File) seatExp(fl shared.Field) ([]shared.Expectation, bool, error) {
	r := f.r
	word, err := r.Str(fl.Val, fl.Key)
	if err != nil {
		return nil, true, err
	}
	if word != "corp" && word != "runner" && (word != "none" || fl.Key != "winner") {
		return nil, true, r.Errf(fl.Val, "%s: %q, want corp or runner%s", fl.Key, word, map[bool]string{true: " or none", false: ""}[fl.Key == "winner"])
	}
	e := shared.Expectation{Key: fl.Key, Line: fl.KeyNode.Line, Want: word}
	e.Check = func(p *shared.Play) (string, bool) {
		s := state(p)
		got := "none"
		switch {
		case fl.Key == "turn":
			got = seatWord(s.Active)
		case s.Over:
			got = seatWord(s.Winner)
		}
		return got, got == word
	}
	return []shared.Expectation{e}, true, nil
}

// zoneTitles lists the titles of zone z's cards (owned by owner for the
// score area and the removed; anyone's set aside, less the cards the setup set aside), in
// order for a deck, sorted otherwise.
func zoneTitles(s *nsg.State, z zoneExp, owner engine.Seat, cleared map[int32]bool) []string {
	var out []string
	switch z.zone {
	case nsg.ZoneSetAside: // shared by both players
		for _, c := range s.Cards {
			if c.Zone == z.zone {
				out = append(out, c.Title)
			}
		}
	case nsg.ZoneScore, nsg.ZoneRemoved:
		for _, c := range s.Cards {
			if c.Zone == z.zone && c.Owner == owner && !cleared[c.ID] {
				out = append(out, c.Title)
			}
		}
	default:
		var ids []int32
		switch z.zone {
		case nsg.ZoneHQ:
			ids = s.HQ
		case nsg.ZoneRD:
			ids = s.RD
		case nsg.ZoneArchives:
			ids = s.Archives
		case nsg.ZoneGrip:
			ids = s.Grip
		case nsg.ZoneStack:
			ids = s.RunnerStack
		case nsg.ZoneHeap:
			ids = s.Heap
		case nsg.ZoneRig:
			ids = s.Rig
		}
		for _, id := range ids {
			out = append(out, s.CardOf(id).Title)
		}
	}
	if !z.ordered {
		slices.Sort(out)
	}
	return out
}

func showList(l []string) string { return "[" + strings.Join(l, ", ") + "]" }

// cardExps reads card: {card, server, rezzed, counters: {virus},
// advancements, credits (hosted)} or a list of them: an installed card (in server, when
// given) as described.
func (f *File) cardExps(fl shared.Field) ([]shared.Expectation, bool, error) {
	r := f.r
	list, err := r.List(fl.Val, "card", true)
	if err != nil {
		return nil, true, err
	}
	var out []shared.Expectation
	for _, n := range list {
		fields, err := r.Fields(n, "card", "card", "server", "rezzed", "counters", "advancements", "credits")
		if err != nil {
			return nil, true, err
		}
		var title string
		sv := int32(-1)
		var rezzed *bool
		virus, adv, hosted := int32(-1), int32(-1), int32(-1)
		for _, cf := range fields {
			switch cf.Key {
			case "card":
				if title, err = r.Str(cf.Val, "card.card"); err == nil && nsg.Lookup(title) == nil {
					err = r.Errf(cf.Val, "card: %q is not an implemented NSG card", title)
				}
			case "server":
				var name string
				if name, err = r.Str(cf.Val, "card.server"); err == nil {
					var ok bool
					if sv, ok = serverIndex(name); !ok {
						err = r.Errf(cf.Val, "card.server: %q is not a server", name)
					}
				}
			case "rezzed":
				var b bool
				b, err = r.Bool(cf.Val, "card.rezzed")
				rezzed = &b
			case "advancements", "credits":
				var v int
				v, err = r.Count(cf.Val, "card."+cf.Key)
				if cf.Key == "credits" {
					hosted = int32(v)
				} else {
					adv = int32(v)
				}
			case "counters":
				var vf []shared.Field
				if vf, err = r.Fields(cf.Val, "card.counters", "virus"); err == nil && len(vf) == 1 {
					var v int
					v, err = r.Count(vf[0].Val, "card.counters.virus")
					virus = int32(v)
				}
			}
			if err != nil {
				return nil, true, err
			}
		}
		if title == "" {
			return nil, true, r.Errf(n, "card: name the card (card: TITLE)")
		}
		title = nsg.Lookup(title).Title
		want := describeWant(title, sv, rezzed, virus, adv, hosted)
		out = append(out, shared.Expectation{Key: fl.Key, Want: want, Line: n.Line,
			Check: func(p *shared.Play) (string, bool) {
				s := state(p)
				var seen []string
				for _, c := range s.Cards {
					if c.Title != title || c.Zone != nsg.ZoneServer && c.Zone != nsg.ZoneRig {
						continue
					}
					d := describeCard(s, &c)
					seen = append(seen, d)
					if (sv < 0 || c.Zone == nsg.ZoneServer && c.Server == sv) &&
						(rezzed == nil || c.Rezzed == *rezzed) && (virus < 0 || c.Virus == virus) && (adv < 0 || c.Adv == adv) && (hosted < 0 || c.Hosted == hosted) {
						return d, true
					}
				}
				if len(seen) == 0 {
					return title + " is not installed", false
				}
				return strings.Join(seen, "; "), false
			}})
	}
	return out, true, nil
}

func describeWant(title string, sv int32, rezzed *bool, virus, adv, hosted int32) string {
	w := title + " installed"
	if sv >= 0 {
		w += " in " + (&nsg.State{}).ServerName(sv)
	}
	if rezzed != nil {
		w += map[bool]string{true: ", rezzed", false: ", unrezzed"}[*rezzed]
	}
	if virus >= 0 {
		w += fmt.Sprintf(", %d virus counters", virus)
	}
	if adv >= 0 {
		w += fmt.Sprintf(", %d advancements", adv)
	}
	if hosted >= 0 {
		w += fmt.Sprintf(", %d credits", hosted)
	}
	return w
}

func describeCard(s *nsg.State, c *nsg.Card) string {
	w := c.Title + " installed"
	if c.Zone == nsg.ZoneServer {
		w += " in " + s.ServerName(c.Server)
		w += map[bool]string{true: ", rezzed", false: ", unrezzed"}[c.Rezzed]
	} else {
		w += " in the rig"
	}
	return w + fmt.Sprintf(", %d virus counters, %d advancements, %d credits", c.Virus, c.Adv, c.Hosted)
}

// serverExp reads server: {name, exists}.
func (f *File) serverExp(fl shared.Field) ([]shared.Expectation, bool, error) {
	r := f.r
	fields, err := r.Fields(fl.Val, "server", "name", "exists")
	if err != nil {
		return nil, true, err
	}
	sv, exists := int32(-1), true
	for _, cf := range fields {
		switch cf.Key {
		case "name":
			name, err := r.Str(cf.Val, "server.name")
			if err != nil {
				return nil, true, err
			}
			var ok bool
			if sv, ok = serverIndex(name); !ok {
				return nil, true, r.Errf(cf.Val, "server.name: %q is not a server", name)
			}
		case "exists":
			if exists, err = r.Bool(cf.Val, "server.exists"); err != nil {
				return nil, true, err
			}
		}
	}
	if sv < 0 {
		return nil, true, r.Errf(fl.Val, "server: name the server (name: remote 1)")
	}
	name := (&nsg.State{}).ServerName(sv)
	e := shared.Expectation{Key: fl.Key, Line: fl.KeyNode.Line, Want: fmt.Sprintf("%s exists: %v", name, exists)}
	e.Check = func(p *shared.Play) (string, bool) {
		s := state(p)
		got := int(sv) < len(s.Servers) && (sv < nsg.FirstRemote || len(s.Servers[sv].Root)+len(s.Servers[sv].Ice) > 0)
		return fmt.Sprintf("%s exists: %v", name, got), got == exists
	}
	return []shared.Expectation{e}, true, nil
}

// usedExp reads used: [TITLE, …]: the installed cards and the identities
// with an ability used this turn (a use the turn's end clears), exactly
// these.
func (f *File) usedExp(fl shared.Field) ([]shared.Expectation, bool, error) {
	titles, nodes, err := f.r.Strs(fl.Val, "used", true)
	if err != nil {
		return nil, true, err
	}
	for i, t := range titles {
		d := nsg.Lookup(t)
		if d == nil {
			return nil, true, f.r.Errf(nodes[i], "used: %q is not an implemented NSG card", t)
		}
		titles[i] = d.Title
	}
	slices.Sort(titles)
	e := shared.Expectation{Key: fl.Key, Line: fl.KeyNode.Line, Want: showList(titles)}
	e.Check = func(p *shared.Play) (string, bool) {
		s := state(p)
		var got []string
		for _, c := range s.Cards {
			if c.Zone != nsg.ZoneRig && c.Zone != nsg.ZoneServer {
				continue
			}
			for _, u := range s.Uses {
				if u.Obj == c.ID && u.N > 0 {
					got = append(got, c.Title)
					break
				}
			}
		}
		for _, seat := range []engine.Seat{s.Corp, s.Runner} {
			for _, u := range s.Uses {
				if u.Obj == nsg.IdentityObj(seat) && u.N > 0 {
					got = append(got, s.Identity[seat])
					break
				}
			}
		}
		slices.Sort(got)
		return showList(got), slices.Equal(got, titles)
	}
	return []shared.Expectation{e}, true, nil
}

// timing returns the game's timing trace (nsg.Game.TraceTiming, which
// Build turns on): the events' full texts and the timing marks.
func timing(p *shared.Play) []string { return p.Game.(*nsg.Game).Timing() }

// findLine returns the index of the first line of trace at or after from
// that contains text, or -1.
func findLine(trace []string, from int, text string) int {
	for i := max(from, 0); i < len(trace); i++ {
		if strings.Contains(trace[i], text) {
			return i
		}
	}
	return -1
}

// traceExp reads trace: [TEXT, …]: lines of the timing trace, each
// containing its text, in this order (others may come between). A text
// is an event's text or a mark (nsg.MarkCheckpoint, MarkReactionWindow,
// MarkInterruptWindow).
func (f *File) traceExp(fl shared.Field) ([]shared.Expectation, bool, error) {
	texts, _, err := f.r.Strs(fl.Val, "trace", false)
	if err != nil {
		return nil, true, err
	}
	if len(texts) == 0 {
		return nil, true, f.r.Errf(fl.Val, "trace: name at least one event")
	}
	e := shared.Expectation{Key: fl.Key, Line: fl.KeyNode.Line, Want: "in this order: " + strings.Join(texts, " → ")}
	e.Check = func(p *shared.Play) (string, bool) {
		tr := timing(p)
		at := 0
		for i, t := range texts {
			j := findLine(tr, at, t)
			if j < 0 {
				after := "the start"
				if i > 0 {
					after = strconv.Quote(texts[i-1])
				}
				return fmt.Sprintf("no %q after %s; the trace: %s", t, after, strings.Join(tr, " | ")), false
			}
			at = j + 1
		}
		return "in that order", true
	}
	return []shared.Expectation{e}, true, nil
}

// checkpointsExp reads checkpoints_between: {from, to, count}: between the
// first trace line containing from and the first after it containing to,
// exactly count checkpoints (marks nsg.MarkCheckpoint).
func (f *File) checkpointsExp(fl shared.Field) ([]shared.Expectation, bool, error) {
	r := f.r
	fields, err := r.Fields(fl.Val, "checkpoints_between", "from", "to", "count")
	if err != nil {
		return nil, true, err
	}
	var from, to string
	count := -1
	for _, cf := range fields {
		switch cf.Key {
		case "from":
			from, err = r.Str(cf.Val, "checkpoints_between.from")
		case "to":
			to, err = r.Str(cf.Val, "checkpoints_between.to")
		case "count":
			count, err = r.Count(cf.Val, "checkpoints_between.count")
		}
		if err != nil {
			return nil, true, err
		}
	}
	if from == "" || to == "" || count < 0 {
		return nil, true, r.Errf(fl.Val, "checkpoints_between: give from, to and count")
	}
	e := shared.Expectation{Key: fl.Key, Line: fl.KeyNode.Line,
		Want: fmt.Sprintf("%d checkpoints between %q and %q", count, from, to)}
	e.Check = func(p *shared.Play) (string, bool) {
		tr := timing(p)
		i := findLine(tr, 0, from)
		if i < 0 {
			return fmt.Sprintf("no %q in the trace", from), false
		}
		j := findLine(tr, i+1, to)
		if j < 0 {
			return fmt.Sprintf("no %q after %q in the trace", to, from), false
		}
		n := 0
		for _, l := range tr[i+1 : j] {
			if l == nsg.MarkCheckpoint {
				n++
			}
		}
		return fmt.Sprintf("%d checkpoints between %q and %q", n, from, to), n == count
	}
	return []shared.Expectation{e}, true, nil
}
