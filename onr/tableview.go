package onr

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// The table as a client draws it (engine.TableViewer, engine.EncounterQuery:
// engine/table.go). Everything is read from the seat's View, so the table
// holds nothing the view does not; the encounter adds the printed texts of
// the ice's subroutines and the Runner's icebreakers' costs, which the seat
// may know when it may know those cards. A Big Sell-Out game shows the same
// through the Game it embeds: each fort lies with its owner.
var (
	_ engine.TableViewer    = (*Game)(nil)
	_ engine.EncounterQuery = (*Game)(nil)
)

// TableView implements engine.TableViewer.
func (g *Game) TableView(seat engine.Seat) engine.TableView {
	s := g.s
	v := g.View(seat).(*View)
	t := engine.TableView{Turn: int(v.Turn), Active: s.SeatName(s.Active), Over: v.Over, Step: g.RunStep(seat)}
	if v.Over {
		t.Result = fmt.Sprintf("the %s wins (%s)", capital(v.Winner), v.Reason)
		if s.Players[s.Winner].Name != "" { // a table that names its seats: the winning team
			r, _ := g.Result()
			names := make([]string, len(r.Winners))
			for i, w := range r.Winners {
				names[i] = s.SeatName(w)
			}
			verb := "wins"
			if len(names) > 1 {
				verb = "win"
			}
			t.Result = fmt.Sprintf("%s %s (%s)", strings.Join(names, " and "), verb, v.Reason)
		}
	}
	if tr := v.Trace; tr != nil {
		text := traceText(tr)
		if c := s.traceCosts(seat); c != "" {
			text += ". " + c
		}
		t.Notes = append(t.Notes, engine.TableNote{Kind: "trace", Text: text})
	}
	teams := false
	for i := range v.Players {
		p := &v.Players[i]
		t.Players = append(t.Players, g.tablePlayer(v, p, seat))
		if p.Team != int(p.Seat) {
			teams = true
		}
	}
	if teams {
		t.Teams = tableTeams(s, v)
	}
	return t
}

// traceText is the trace line as the seat may know it.
func traceText(tr *TraceView) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Trace %d", tr.Limit)
	if tr.Source != "" {
		b.WriteString(" from " + tr.Source)
	}
	b.WriteString(": Corp ")
	if tr.CorpIn {
		b.WriteString("has bid")
	} else {
		b.WriteString("is bidding")
	}
	if tr.CorpBid != nil {
		fmt.Fprintf(&b, " (%d)", *tr.CorpBid)
	}
	b.WriteString(", Runner ")
	if tr.RunnerIn {
		b.WriteString("has answered")
	} else {
		b.WriteString("is answering")
	}
	if tr.RunnerBuys != nil {
		fmt.Fprintf(&b, " (+%d link)", *tr.RunnerBuys)
	}
	return b.String()
}

// tableTeams returns the teams of a table that plays in teams, their
// points pooled.
func tableTeams(s *State, v *View) []engine.TableTeam {
	var out []engine.TableTeam
	for i := range v.Players {
		p := &v.Players[i]
		for len(out) <= p.Team {
			out = append(out, engine.TableTeam{})
		}
		tm := &out[p.Team]
		if tm.Label != "" {
			tm.Label += " and "
		}
		tm.Label += s.SeatName(p.Seat)
		tm.Seats = append(tm.Seats, p.Seat)
		if len(tm.Counters) == 0 {
			tm.Counters = []engine.TableCounter{{Name: engine.CounterPoints}}
		}
		tm.Counters[0].N += int(p.Points)
		tm.Out = tm.Out || p.Out
	}
	for i := range out {
		out[i].Counters[0].Text = numbered(out[i].Counters[0].N, "points")
	}
	return out
}

// numbered is n and what it counts, e.g. "3 points".
func numbered(n int, what string) string { return strconv.Itoa(n) + " " + what }

// tableCounter is a counter of a seat or a card.
func tableCounter(name string, n int32, text string) engine.TableCounter {
	return engine.TableCounter{Name: name, N: int(n), Text: text}
}

// tablePlayer lays out player p of view v for seat.
func (g *Game) tablePlayer(v *View, p *PlayerView, seat engine.Seat) engine.TablePlayer {
	s := g.s
	corp := p.Role == Corp.String()
	tp := engine.TablePlayer{Seat: p.Seat, Role: p.Role, Label: s.SeatName(p.Seat), Team: p.Team, Out: p.Out}
	c := &tp.Counters
	*c = append(*c, tableCounter("bits", p.Bits, fmt.Sprintf("%d¤ bits", p.Bits)), tableCounter("actions", p.Actions, numbered(int(p.Actions), "actions")),
		tableCounter(engine.CounterPoints, p.Points, numbered(int(p.Points), "points")), tableCounter("hand size", p.HandSize, fmt.Sprintf("hand size %d", p.HandSize)))
	if corp {
		if p.BadPub != 0 {
			*c = append(*c, tableCounter("bad publicity", p.BadPub, numbered(int(p.BadPub), "bad publicity")))
		}
		if p.InstallActions != 0 {
			*c = append(*c, tableCounter("install actions", p.InstallActions, numbered(int(p.InstallActions), "install actions")))
		}
	} else {
		*c = append(*c, tableCounter("tags", p.Tags, numbered(int(p.Tags), "tags")), tableCounter("brain damage", p.Brain, numbered(int(p.Brain), "brain damage")),
			tableCounter("MU", p.MU-p.MUUsed, fmt.Sprintf("MU %d/%d", p.MUUsed, p.MU)))
	}
	if p.Forgo != 0 {
		*c = append(*c, tableCounter("forgo", p.Forgo, fmt.Sprintf("forgoes %d actions", p.Forgo)))
	}
	if len(p.Virus) > 0 {
		tp.Notes = append(tp.Notes, engine.TableNote{Kind: "virus", Text: "Virus counters: " + strings.Join(p.Virus, ", ")})
	}
	names := map[bool][4]string{true: {"HQ", "R&D", "Archives", "Scored"}, false: {"Hand", "Stack", "Trash", "Stolen"}}[corp]
	mine := p.Seat == seat
	discard := fmt.Sprintf("%s (%d)", names[2], len(p.Discard))
	if p.DiscardDown > 0 && !mine {
		discard = fmt.Sprintf("%s (%d + %d face down)", names[2], len(p.Discard), p.DiscardDown)
	}
	tp.Piles = append(tp.Piles,
		engine.TablePile{Name: engine.PileHand, Title: fmt.Sprintf("%s (%d)", names[0], p.HandCount), Count: p.HandCount, Counted: !mine, Cards: tableCards(p.Hand, false),
			Known: tableKnown(p.Known, ZoneHand)},
		engine.TablePile{Name: engine.PileDeck, Title: names[1], Count: p.DeckCount, Counted: true, Known: tableKnown(p.Known, ZoneDeck)},
		engine.TablePile{Name: engine.PileDiscard, Title: discard, Count: len(p.Discard) + p.DiscardDown, Cards: tableCards(p.Discard, false)},
		engine.TablePile{Name: engine.PileScored, Title: names[3], Count: len(p.Scored), Cards: tableCards(p.Scored, false)})
	if !corp {
		tp.Piles = append(tp.Piles, engine.TablePile{Name: "rig", Title: "Rig", Count: len(p.Rig), Cards: tableCards(p.Rig, true)})
		if len(p.Aside) > 0 {
			tp.Piles = append(tp.Piles, engine.TablePile{Name: "aside", Title: "Set aside", Count: len(p.Aside), Cards: tableCards(p.Aside, false)})
		}
		if len(p.Held) > 0 {
			tp.Piles = append(tp.Piles, engine.TablePile{Name: "held", Title: "Held on cards, top first", Count: len(p.Held), Cards: tableCards(p.Held, false)})
		}
		return tp
	}
	for i := range v.Forts {
		f := &v.Forts[i]
		if s.Forts[f.Index].Owner != p.Seat {
			continue
		}
		a := engine.TableArea{Kind: "fort", Index: int(f.Index), Name: f.Name}
		ice := engine.TableLine{Kind: "ice", Label: "ice, outermost first", Ordered: true, Pos: "ice", Empty: "no ice", At: -1,
			AtLabel: "the Runner is here", Cards: tableCards(f.Ice, true)}
		if v.Run != nil && v.Run.Fort == f.Index {
			a.Mark = "run"
			if v.Run.Pos >= 0 && int(v.Run.Pos) < len(f.Ice) {
				ice.At = int(v.Run.Pos)
			}
		}
		a.Lines = []engine.TableLine{ice, {Kind: "fortcards", Label: "cards in the fort", At: -1, Cards: tableCards(f.Cards, true)}}
		tp.Areas = append(tp.Areas, a)
	}
	return tp
}

// tableKnown lays out the cards of the viewer's known cards l
// (PlayerView.Known) that lie in zone, in their order: a deck's with their
// places from the top where the viewer knows them, then "place unknown".
func tableKnown(l []KnownCard, zone Zone) []engine.TableKnown {
	var out []engine.TableKnown
	for i := range l {
		k := &l[i]
		if k.Zone != zone.String() {
			continue
		}
		t := engine.TableKnown{Card: tableCard(&k.CardView, false)}
		switch {
		case zone != ZoneDeck:
		case k.Pos == 0:
			t.Place = "top"
		case k.Pos > 0:
			t.Place = engine.Ordinal(k.Pos+1) + " from top"
		default:
			t.Place = "place unknown"
		}
		out = append(out, t)
	}
	return out
}

// tableCards lays out cards; installed ones show whether they are
// unrezzed.
func tableCards(l []CardView, installed bool) []engine.TableCard {
	if len(l) == 0 {
		return nil
	}
	out := make([]engine.TableCard, len(l))
	for i := range l {
		out[i] = tableCard(&l[i], installed)
	}
	return out
}

// tableCard lays out card c as its view shows it.
func tableCard(c *CardView, installed bool) engine.TableCard {
	t := engine.TableCard{Handle: int(c.Handle), Title: c.Title, Rezzed: c.Rezzed, Host: int(c.Host)}
	if installed && c.Title != "" && !c.Rezzed {
		switch carddb.Type(c.Type) {
		case carddb.Ice, carddb.Node, carddb.Upgrade:
			t.Flags = append(t.Flags, "unrezzed")
		}
	}
	if c.Strength != nil {
		t.Stats = append(t.Stats, fmt.Sprintf("str %d", *c.Strength))
	}
	if len(c.Keywords) > 0 {
		t.Stats = append(t.Stats, strings.Join(c.Keywords, " – "))
	}
	if c.Adv != 0 {
		t.Counters = append(t.Counters, tableCounter("advancement", c.Adv, fmt.Sprintf("%d adv", c.Adv)))
	}
	if c.Counters != 0 {
		t.Counters = append(t.Counters, tableCounter("counters", c.Counters, fmt.Sprintf("%d counters", c.Counters)))
	}
	if c.Bits != 0 {
		t.Counters = append(t.Counters, tableCounter("bits", c.Bits, fmt.Sprintf("%d¤ on it", c.Bits)))
	}
	if c.Virus != 0 {
		t.Counters = append(t.Counters, tableCounter("virus", c.Virus, fmt.Sprintf("%d virus", c.Virus)))
	}
	return t
}

// Encounter implements engine.EncounterQuery: the ice being encountered,
// its subroutines (printed text, broken or not) when seat may know the
// ice, and for each icebreaker of the Runner's rig that seat may know
// what breaking its subroutines would need now: the strength it lacks and
// what a raise costs, and what a break costs (lasting effects and statics
// that add to it included).
func (g *Game) Encounter(seat engine.Seat) (engine.Encounter, bool) {
	s := g.s
	r := &s.Run
	ice := r.Encounter
	if !r.Active || ice == 0 {
		return engine.Encounter{}, false
	}
	subs := s.subroutines(ice)
	e := engine.Encounter{Ice: s.h(ice), Subs: make([]engine.Subroutine, len(subs))}
	known := s.visible(ice, seat)
	var printed []string
	if known {
		e.Title, e.Strength = s.def(ice).Title, int(s.iceStrength(ice))
		printed = s.def(ice).card.Subroutines()
	}
	for j := range subs {
		e.Subs[j].Broken = r.Broken&(1<<j) != 0
		if len(printed) > 0 {
			e.Subs[j].Text = strings.Join(FaceText(printed[s.printedSub(ice, subs, j, len(printed))]), " ")
		}
	}
	if !known {
		return e, true
	}
	strength := s.iceStrength(ice)
	for _, b := range s.P(r.Runner).Rig {
		d := s.def(b)
		if !d.card.HasKeyword("Icebreaker") || !s.visible(b, seat) {
			continue
		}
		n := engine.BreakerNeed{Card: s.h(b), Title: d.Title, Strength: int(s.breakerStrength(b))}
		n.Raise = max(0, int(strength)-n.Strength)
		var breaks, pumps []string
		for i := range d.Abilities {
			a := &d.Abilities[i]
			switch {
			case (a.Kind == KindBreak || a.Kind == KindBreakAll) && s.breaks(b, a, ice):
				n.Breaks = true
				cost := bitsText(s.breakCost(a, len(subs)) + s.breakerUseCost(b))
				if a.Kind == KindBreakAll {
					breaks = append(breaks, cost+": every subroutine")
				} else {
					breaks = append(breaks, cost+" a subroutine")
				}
			case a.Kind == KindPump:
				pumps = append(pumps, fmt.Sprintf("%s: +%d strength", bitsText(a.Cost.Bits+s.breakerUseCost(b)), a.N))
			}
		}
		n.BreakCost = strings.Join(breaks, "; ")
		if n.Breaks {
			n.RaiseCost = strings.Join(pumps, "; ")
		}
		e.Breakers = append(e.Breakers, n)
	}
	return e, true
}

// bitsText is an amount of bits, e.g. "1 bit", "0 bits".
func bitsText(n int32) string {
	if n == 1 {
		return "1 bit"
	}
	return fmt.Sprintf("%d bits", n)
}

// traceCosts is what the trace in progress costs the seat reading it, from
// what that seat knows alone: for the Corp tracing, the price of a point of
// its bid, the bits it has for the trace and the highest bid they pay; for
// the Runner traced, once a base-link card is chosen, its base link and
// cost, the price of each +1 link and the link and cost so far. Other seats
// read none of it (the amounts are secret until revealed, ONR-12.2.2).
func (s *State) traceCosts(seat engine.Seat) string {
	t := &s.Trace
	if !t.Active || t.Paid || seat < 0 {
		return ""
	}
	switch seat {
	case t.Corp:
		per := 1 + t.BidSurcharge
		bits, _ := s.traceBits(t.Corp) // tracebits.go
		can := s.P(t.Corp).Bits + s.restrictedBits(t.Corp, ForOwnTraces, t.Src) + bits
		return fmt.Sprintf("Each point of your bid costs %s; you have %s for it: a bid of up to %d", bitsText(per), bitsText(can), s.maxBid())
	case t.Runner:
		bonus := s.linkBonus(t.Runner) // linkbonus.go: link given for the run's traces
		switch {
		case !t.BaseIn:
			return ""
		case t.BaseCard == 0:
			return fmt.Sprintf("No base-link card: your link is %d", bonus)
		}
		base, cost, plus := s.linkCosts(t.BaseCard)
		link, total := s.linkFor(t.BaseCard, t.RunnerBuys)
		text := fmt.Sprintf("%s: base link %d for %s", s.def(t.BaseCard).Title, base, bitsText(cost))
		if plus > 0 {
			text += fmt.Sprintf(", each +1 link %s (up to %d)", bitsText(plus), s.maxBuys(t.BaseCard))
		}
		if bonus != 0 {
			text += fmt.Sprintf(", +%d link for this run's traces", bonus)
		}
		return text + fmt.Sprintf("; link %d for %s so far", link+bonus, bitsText(total))
	}
	return ""
}
