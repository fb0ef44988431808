package scenario

import (
	"fmt"
	"slices"
	"sort"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	shared "github.com/datafort/datafort/scenario"
)

// buildBSO sets up the position of a Big Sell-Out scenario: a game of the
// setup's options, every seat emptied, then each seat's part as written.
// Seats the setup does not mention keep 5 bits, an empty hand and board,
// and a deck of filler cards.
func (pt *Part) buildBSO() (*play, error) {
	st := &pt.Setup
	fail := func(line int, format string, args ...any) error {
		return &shared.Error{File: pt.File, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	bg, err := bso.New(engine.Setup{Seed: st.Seed, Options: st.Options})
	if err != nil {
		return nil, fail(st.line, "cannot start a game: %v", err)
	}
	g := bg.Game
	s := g.State()
	p := &play{eg: bg, g: g, s: s, lay: pt.lay}
	for _, who := range pt.lay.seats {
		if got := s.SeatName(who.seat); got != who.label {
			return nil, fail(st.line, "seat %d is %s in the game, not %s", who.seat, got, who.label)
		}
	}

	// Every seat starts empty: no hand, no deck, 5 bits.
	for i := range s.Players {
		pl := &s.Players[i]
		for _, c := range slices.Concat(pl.Hand, pl.Deck) {
			s.Cards[c].Zone = onr.ZoneRemoved
		}
		pl.Hand, pl.Deck = nil, nil
		pl.Bits, pl.Actions, pl.Hist = 5, 0, onr.History{}
	}
	s.Stack, s.Pending, s.Windows = kernel.Stack{}, nil, nil

	sides := make([]SideSetup, len(s.Players))
	given := make([]bool, len(s.Players))
	for _, side := range st.Seats {
		sides[side.Seat], given[side.Seat] = side, true
	}
	for i := range sides {
		if !given[i] {
			sides[i] = SideSetup{Seat: engine.Seat(i), Role: s.Players[i].Role, Name: pt.lay.at(engine.Seat(i)).word}
		}
	}

	newCard := func(c CardSetup, owner engine.Seat) (int32, error) {
		i, err := g.NewCardFor(c.Title, owner)
		if err != nil {
			return 0, fail(c.line, "%v", err)
		}
		s.Cards[i].Counters = int32(c.Counters)
		return i, nil
	}
	put := func(cs []CardSetup, seat, owner engine.Seat, zone onr.Zone, faceUp bool) error {
		for _, c := range cs {
			i, err := newCard(c, owner)
			if err != nil {
				return err
			}
			g.PutAt(i, seat, zone, false)
			s.Cards[i].Counters = int32(c.Counters) // moving a card clears its counters
			if faceUp {
				s.Cards[i].FaceUp, s.Cards[i].Seen = true, true
			}
		}
		return nil
	}
	for i := range sides {
		side := &sides[i]
		seat := side.Seat
		deck := side.Deck
		if !side.DeckGiven {
			title := CorpFiller
			if side.Role == onr.Runner {
				title = RunnerFiller
			}
			deck = make([]CardSetup, FillerCount)
			for j := range deck {
				deck[j] = CardSetup{Title: title, line: st.line}
			}
		}
		for _, z := range []struct {
			cards  []CardSetup
			owner  engine.Seat
			zone   onr.Zone
			faceUp bool
		}{
			{side.Hand, seat, onr.ZoneHand, false}, {deck, seat, onr.ZoneDeck, false},
			{side.ArchivesUp, seat, onr.ZoneDiscard, true}, {side.ArchivesDown, seat, onr.ZoneDiscard, false},
			{side.Trash, seat, onr.ZoneDiscard, true},
			// A stolen agenda's owner is the first Sponsor: which Sponsor
			// lost it does not change what it scores.
			{side.Scored, ownerOfScored(side, seat), onr.ZoneScored, true},
		} {
			if err := put(z.cards, seat, z.owner, z.zone, z.faceUp); err != nil {
				return nil, err
			}
		}
		pl := &s.Players[seat]
		pl.Points = 0
		if side.Points != nil {
			pl.Points = int32(*side.Points)
		} else {
			for _, c := range side.Scored {
				if ap := c.def.Card().AgendaPoints; ap != nil {
					pl.Points += int32(*ap)
				}
			}
		}
		if side.Bits != nil {
			pl.Bits = int32(*side.Bits)
		}
		if side.BadPub != nil {
			pl.BadPub = int32(*side.BadPub)
		}
		if side.Brain != nil {
			pl.Brain = int32(*side.Brain)
		}
		for _, v := range side.Virus {
			c, err := g.NewCard(v.Title) // the program's definition, out of play
			if err != nil {
				return nil, fail(v.line, "%v", err)
			}
			pl.Virus = append(pl.Virus, onr.Virus{ID: s.Cards[c].ID, N: int32(v.N)})
		}
		if len(side.TagsBy) > 0 {
			pl.Tags, pl.TagsBy = 0, make([]int32, len(s.Players))
			for _, t := range side.TagsBy {
				pl.TagsBy[t.Owner] += int32(t.N)
				pl.Tags += int32(t.N)
			}
		}
	}

	// The Sponsors' forts: centrals as the game made them, remote N as
	// the Sponsor's Nth subsidiary fort.
	for i := range sides {
		side := &sides[i]
		forts := slices.Clone(side.Forts)
		sort.SliceStable(forts, func(a, b int) bool { return forts[a].Index < forts[b].Index })
		for _, fo := range forts {
			idx, err := p.makeFort(side.Seat, fo.Index)
			if err != nil {
				return nil, fail(fo.line, "%v", err)
			}
			for _, c := range slices.Concat(fo.Ice, fo.Cards) {
				k, err := newCard(c, side.Seat)
				if err != nil {
					return nil, err
				}
				g.InstallCorp(k, idx, c.Rezzed) // ice outermost first
				s.Cards[k].Adv = int32(c.Advancement)
			}
		}
	}

	// The Agents' rigs, then their memory, which the nodes of the Agent
	// fort share ("Teams and Seating").
	for i := range sides {
		side := &sides[i]
		if err := installRig(g, side.Rig, func(c CardSetup) (int32, error) { return newCard(c, side.Seat) }); err != nil {
			return nil, err
		}
		if side.Role == onr.Runner {
			if avail, used := s.MU(side.Seat), s.MUUsed(side.Seat); used > avail {
				line := st.line
				if len(side.Rig) > 0 {
					line = side.Rig[len(side.Rig)-1].line
				}
				return nil, fail(line, "%s's programs and the nodes of his Agent fort use %d MU but only %d are available (\"Teams and Seating\")",
					pt.lay.at(side.Seat).label, used, avail)
			}
		}
	}

	// The game starts at the first action of the turn: the start of the
	// turn is over. Its place in the turn sequence (the opening round, or
	// the turn order after it) says whose turn follows.
	pos := -1
	if st.Opening {
		if pos = slices.Index(s.Opening, st.Turn); pos < 0 {
			return nil, fail(st.line, "opening: %s takes no turn in the opening round (option opening)", p.who(st.Turn))
		}
	} else if k := slices.Index(s.Order, st.Turn); k >= 0 {
		pos = len(s.Opening) + k
	} else {
		return nil, fail(st.line, "turn: %s takes no turn in the turn order", p.who(st.Turn))
	}
	s.TurnPos, s.Turn = int32(pos), int32(pos+1)
	s.Active, s.Phase = st.Turn, onr.PhaseAction
	act := &s.Players[st.Turn]
	act.Actions = 4
	if act.Role == onr.Corp {
		act.Actions = 3
	}
	if st.Actions >= 0 {
		act.Actions = int32(st.Actions)
	}
	g.Reprompt()
	if err := bg.Check(); err != nil {
		return nil, fail(st.line, "the setup breaks a rule of the game: %v", err)
	}
	return p, nil
}

// ownerOfScored returns the owner of the agendas in a seat's scored area:
// the Sponsor's own, or the first Sponsor's for an Agent's stolen ones.
func ownerOfScored(side *SideSetup, seat engine.Seat) engine.Seat {
	if side.Role == onr.Corp {
		return seat
	}
	return engine.NoSeat
}

// makeFort returns the index of Sponsor seat's fort i (FortSetup.Index),
// creating remote N as the Sponsor's Nth subsidiary fort.
func (p *play) makeFort(seat engine.Seat, i int32) (int32, error) {
	s := p.s
	var central onr.Central
	switch i {
	case fortAgent:
		central = bso.CentralAgent
	case onr.FortHQ:
		central = onr.CentralHQ
	case onr.FortRD:
		central = onr.CentralRD
	case onr.FortArchives:
		central = onr.CentralArchives
	default:
		n := int(i - onr.FortArchives) // remote n
		have := 0
		for j := range s.Forts {
			if s.Forts[j].Owner == seat && s.Forts[j].Central == onr.Subsidiary {
				have++
			}
		}
		for ; have < n-1; have++ {
			s.Forts = append(s.Forts, onr.Fort{Owner: seat, Gone: true})
		}
		s.Forts = append(s.Forts, onr.Fort{Owner: seat})
		return int32(len(s.Forts) - 1), nil
	}
	for j := range s.Forts {
		if s.Forts[j].Owner == seat && s.Forts[j].Central == central {
			return int32(j), nil
		}
	}
	return 0, fmt.Errorf("%s has no fort %s", p.who(seat), fortLabel(i))
}
