package nsg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg/carddb"
)

// The table a browser draws (engine.TableViewer), laid out from what the
// seat may know: every card through cardView, the visibility of the seat's
// View (CR 1.12), so that the table tells no more than the view.
var _ engine.TableViewer = (*Game)(nil)

// The table's stable keys of NSG's own (engine.Pile*, engine.CounterPoints
// are the shared ones).
const (
	areaServer = "server" // a Corp server: its ice and its root
	areaRig    = "rig"    // the Runner's installed cards
)

// TableView implements engine.TableViewer for seat (engine.NoSeat: a
// spectator): both players' counters and piles, the Corp's servers (ice
// outermost first, then the root), the Runner's rig, the run's step.
func (g *Game) TableView(seat engine.Seat) engine.TableView {
	s := &g.st
	t := engine.TableView{Turn: int(s.Turn), Active: s.role(s.Active), Over: s.Over}
	if s.Over {
		t.Result = fmt.Sprintf("the %s wins (%s)", s.role(s.Winner), s.Reason)
	}
	if r := s.Run; r.On && !s.Over {
		t.Step = "run on " + s.serverName(r.Server)
		switch {
		case r.Pos == posNotTaken: // CR 6.9.1a-c: the run begins, the Runner at no position yet
			t.Step += ": beginning"
		case r.Pos < 0 && s.beforeServer():
			t.Step += ": the server not yet approached"
		case r.Pos < 0:
			t.Step += ": at the server"
		case s.positionLeft() && !r.Encounter:
			t.Step += ": at a position its ice has left"
		case r.Encounter:
			t.Step += ": encountering " + iceName(s.cardView(r.Ice, seat).Title)
		case r.Ice != 0:
			t.Step += ": approaching " + iceName(s.cardView(r.Ice, seat).Title)
		}
	}
	if r := s.Run; !r.On && r.Encounter && !s.Over { // a forced encounter with no run (CR 6.5.9)
		t.Step = "no run: encountering " + iceName(s.cardView(r.Ice, seat).Title)
	}
	if s.WinPoints != 0 {
		t.Notes = append(t.Notes, engine.TableNote{Kind: "points", Text: fmt.Sprintf("A beginner game: %d agenda points win", s.WinPoints)})
	}
	t.Players = []engine.TablePlayer{s.tableCorp(seat), s.tableRunner(seat)}
	return t
}

// iceName is the name of an ice the seat may or may not know.
func iceName(title string) string {
	if title == "" {
		return "an ice"
	}
	return title
}

// capital capitalises a name's first letter, when it is a lower-case one.
func capital(n string) string {
	if n == "" || n[0] < 'a' || n[0] > 'z' {
		return n
	}
	return string(n[0]-'a'+'A') + n[1:]
}

func counter(name string, n int32, text string) engine.TableCounter {
	return engine.TableCounter{Name: name, N: int(n), Text: text}
}

// common are the counters of both players.
func (s *State) common(seat engine.Seat) []engine.TableCounter {
	return []engine.TableCounter{
		counter("credits", s.Credits[seat], fmt.Sprintf("%d credits", s.Credits[seat])),
		counter("clicks", s.Clicks[seat], fmt.Sprintf("%d clicks", s.Clicks[seat])),
		counter(engine.CounterPoints, s.agendaPoints(seat), fmt.Sprintf("%d points", s.agendaPoints(seat))),
		counter("hand size", s.handSize(seat), fmt.Sprintf("hand size %d", s.handSize(seat))),
	}
}

// tableCorp is the Corp's part of the table for viewer.
func (s *State) tableCorp(viewer engine.Seat) engine.TablePlayer {
	seat := s.Corp
	p := engine.TablePlayer{Seat: seat, Role: seatInfo[seat].Role, Label: "Corp: " + s.Identity[seat], Team: int(seat), Counters: s.common(seat)}
	if s.BadPub != 0 {
		p.Counters = append(p.Counters, counter("bad publicity", s.BadPub, fmt.Sprintf("%d bad publicity", s.BadPub)))
	}
	p.Piles = s.piles(viewer, seat, [4]string{"HQ", "R&D", "Archives", "Score area"}, s.HQ, s.RD, s.Archives)
	for i, sv := range s.Servers {
		if !s.serverExists(int32(i)) {
			continue
		}
		ice := s.tableCards(sv.Ice, viewer)
		slices.Reverse(ice) // outermost first
		p.Areas = append(p.Areas, engine.TableArea{Kind: areaServer, Index: i, Name: capital(s.serverName(int32(i))),
			Lines: []engine.TableLine{
				{Kind: "ice", Label: "Ice", Ordered: true, Pos: "ice", Empty: "no ice", At: -1, Cards: ice},
				{Kind: "root", Label: "Root", Empty: "nothing installed", At: -1, Cards: s.tableCards(sv.Root, viewer)},
			}})
	}
	if r := s.Run; r.On && !s.Over {
		for i := range p.Areas {
			if a := &p.Areas[i]; a.Index == int(r.Server) {
				a.Mark = "run"
				if r.Pos >= 0 && !s.positionLeft() { // the ice line is outermost first; Pos counts from the innermost
					a.Lines[0].At, a.Lines[0].AtLabel = len(s.Servers[r.Server].Ice)-1-int(r.Pos), "Runner"
				}
			}
		}
	}
	return p
}

// tableRunner is the Runner's part of the table for viewer.
func (s *State) tableRunner(viewer engine.Seat) engine.TablePlayer {
	seat := s.Runner
	p := engine.TablePlayer{Seat: seat, Role: seatInfo[seat].Role, Label: "Runner: " + s.Identity[seat], Team: int(seat), Counters: s.common(seat)}
	p.Counters = append(p.Counters,
		counter("tags", s.Tags, fmt.Sprintf("%d tags", s.Tags)),
		counter("link", s.Link, fmt.Sprintf("link %d", s.Link)),
		counter("MU", s.memory()-s.memoryUsed(), fmt.Sprintf("MU %d/%d", s.memoryUsed(), s.memory())))
	if s.CoreDamage != 0 {
		p.Counters = append(p.Counters, counter("core damage", s.CoreDamage, fmt.Sprintf("%d core damage", s.CoreDamage)))
	}
	p.Piles = s.piles(viewer, seat, [4]string{"Grip", "Stack", "Heap", "Score area"}, s.Grip, s.RunnerStack, s.Heap)
	p.Areas = []engine.TableArea{{Kind: areaRig, Index: 0, Name: "Rig",
		Lines: []engine.TableLine{{Kind: "cards", Label: "Installed", Empty: "nothing installed", At: -1, Cards: s.tableCards(s.Rig, viewer)}}}}
	return p
}

// piles are a player's hand, deck, discard and score area as viewer sees
// them: the hand's cards only to its holder, the deck counted.
func (s *State) piles(viewer, seat engine.Seat, names [4]string, hand, deck, discard []int32) []engine.TablePile {
	mine := viewer == seat
	var handCards []engine.TableCard
	if mine {
		handCards = s.tableCards(hand, viewer)
	}
	var scored []int32
	for _, id := range s.Scored {
		if s.card(id).Owner == seat {
			scored = append(scored, id)
		}
	}
	return []engine.TablePile{
		{Name: engine.PileHand, Title: names[0] + " (" + strconv.Itoa(len(hand)) + ")", Count: len(hand), Counted: !mine, Cards: handCards},
		{Name: engine.PileDeck, Title: names[1], Count: len(deck), Counted: true},
		{Name: engine.PileDiscard, Title: names[2] + " (" + strconv.Itoa(len(discard)) + ")", Count: len(discard), Cards: s.tableCards(discard, viewer)},
		{Name: engine.PileScored, Title: names[3], Count: len(scored), Cards: s.tableCards(scored, viewer)},
	}
}

// tableCards are cards as viewer sees them (cardView).
func (s *State) tableCards(l []int32, viewer engine.Seat) []engine.TableCard {
	out := make([]engine.TableCard, len(l))
	for i, id := range l {
		v := s.cardView(id, viewer)
		c := engine.TableCard{Handle: int(v.ID), Title: v.Title, Rezzed: v.Rezzed}
		cd := s.card(id)
		if cd.Zone == ZoneServer && !v.Rezzed && v.Title != "" {
			c.Flags = append(c.Flags, "unrezzed")
		}
		if pc, ok := carddb.Lookup(v.Title); ok && v.Title != "" && pc.Strength != nil && (cd.Zone == ZoneServer && cd.Ice || cd.Zone == ZoneRig) {
			c.Stats = append(c.Stats, fmt.Sprintf("str %d", s.strength(id)))
		}
		if v.Adv != 0 {
			c.Counters = append(c.Counters, counter("advancement", v.Adv, fmt.Sprintf("%d adv", v.Adv)))
		}
		if v.Hosted != 0 {
			c.Counters = append(c.Counters, counter("credits", v.Hosted, fmt.Sprintf("%d credits on it", v.Hosted)))
		}
		if v.Virus != 0 {
			c.Counters = append(c.Counters, counter("virus", v.Virus, fmt.Sprintf("%d virus", v.Virus)))
		}
		out[i] = c
	}
	return out
}

// tableLeaks checks the table laid out for seat as the views are checked
// (leakChecker.Check): no card titled that seat may not see, and no text of
// the table naming a title hidden from it (h: hidden's titles for seat).
func (s *State) tableLeaks(t engine.TableView, seat engine.Seat, h *titleFinder, byID cardsByID) error {
	var cards []engine.TableCard
	texts := []string{t.Step, t.Result}
	for _, n := range t.Notes {
		texts = append(texts, n.Text)
	}
	for _, p := range t.Players {
		texts = append(texts, p.Label)
		for _, pile := range p.Piles {
			cards = append(cards, pile.Cards...)
			texts = append(texts, pile.Title)
		}
		for _, a := range p.Areas {
			texts = append(texts, a.Name)
			for _, l := range a.Lines {
				cards = append(cards, l.Cards...)
			}
		}
	}
	for _, c := range cards {
		if card := byID.card(int32(c.Handle)); c.Title != "" && (card == nil || card.Title != c.Title || !s.sees(seat, card)) {
			return fmt.Errorf("seat %d's table names %s (card %d)", seat, c.Title, c.Handle)
		}
	}
	for _, text := range texts {
		if n := h.find(text); n != "" {
			return fmt.Errorf("seat %d's table reads %q, naming %s", seat, text, n)
		}
	}
	return nil
}

var _ engine.EncounterQuery = (*Game)(nil)

// Encounter implements engine.EncounterQuery: the ice the Runner is
// encountering, its subroutines (their printed texts and which are broken)
// and, when seat may know the ice, each icebreaker of the rig with what it
// needs to break them (its strength against the ice's, its break and boost
// costs). A seat that may not know the ice learns only how many
// subroutines it has, as the table shows its back.
func (g *Game) Encounter(seat engine.Seat) (engine.Encounter, bool) {
	s := &g.st
	r := &s.Run
	ice := s.card(r.Ice)
	if !r.Encounter || ice == nil || s.Over { // a run's encounter, or a forced one with no run (CR 6.5.9)
		return engine.Encounter{}, false
	}
	subs := s.subroutines(r.Ice)
	e := engine.Encounter{Ice: int(ice.ID), Subs: make([]engine.Subroutine, len(subs))}
	known := s.sees(seat, ice)
	var printed []string
	if known {
		e.Title, e.Strength = ice.Title, int(s.strength(ice.ID))
		if c, ok := carddb.Lookup(ice.Title); ok {
			for _, line := range strings.Split(c.Text, "\n") {
				if t, ok := strings.CutPrefix(line, "[subroutine]"); ok {
					printed = append(printed, strings.TrimSpace(t))
				}
			}
		}
	}
	for j := range subs {
		e.Subs[j].Broken = r.Broken&(1<<uint(j)) != 0
		if j < len(printed) {
			e.Subs[j].Text = printed[j]
		}
	}
	if !known {
		return e, true
	}
	idef := s.def(ice.ID)
	for _, id := range s.Rig {
		d := s.def(id)
		if d == nil || !d.HasSubtype("Icebreaker") {
			continue
		}
		n := engine.BreakerNeed{Card: int(id), Title: d.Title, Strength: int(s.strength(id))}
		n.Raise = max(0, e.Strength-n.Strength)
		var breaks, boosts []string
		for _, a := range d.Abilities {
			switch a.Kind {
			case AbBreak:
				if a.Subtype == "" || idef.HasSubtype(a.Subtype) {
					n.Breaks = true
					breaks = append(breaks, fmt.Sprintf("%d credits: break up to %d", a.Credits, a.N))
				}
			case AbBoost:
				boosts = append(boosts, fmt.Sprintf("%d credits: +%d strength", a.Credits, a.N))
			}
		}
		n.BreakCost = strings.Join(breaks, "; ")
		if n.Breaks {
			n.RaiseCost = strings.Join(boosts, "; ")
		}
		e.Breakers = append(e.Breakers, n)
	}
	return e, true
}
