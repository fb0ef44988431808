package scenario

import (
	"fmt"
	"sort"
	"strings"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	shared "github.com/datafort/datafort/scenario"
)

// Filler cards put in a deck the setup does not list, so that drawing does
// not empty it: the Corp loses when it must draw from an empty R&D
// (ONR-17.2). Neither does anything when drawn or accessed: Data Wall is ice
// without an access effect or trash cost, Livewire's Contacts a prep that
// only gains bits when played.
const (
	CorpFiller   = "Data Wall"
	RunnerFiller = "Livewire's Contacts"
	FillerCount  = 5
)

// play is a scenario's game in progress, as ONR's expectations read it:
// the runner's, with the ONR game (of the Big Sell-Out game around it) and
// its state.
type play struct {
	*shared.Play
	eg  engine.Game // the game: g itself, or the Big Sell-Out game around it
	g   *onr.Game
	s   *onr.State
	lay *layout
}

// play returns the runner's play with the ONR game it holds.
func (pt *Part) play(sp *shared.Play) *play {
	p := &play{Play: sp, eg: sp.Game, lay: pt.lay}
	switch g := sp.Game.(type) {
	case *bso.Game:
		p.g = g.Game
	case *onr.Game:
		p.g = g
	}
	p.s = p.g.State()
	return p
}

// who names a seat in messages: "the corp", "Sponsor 1".
func (p *play) who(seat engine.Seat) string { return p.lay.at(seat).label }

// build sets up the position with the onr arrangement API.
func (pt *Part) build() (*play, error) {
	if pt.lay == nil {
		pt.lay = onrLayout()
	}
	if pt.lay.bso() {
		return pt.buildBSO()
	}
	st := &pt.Setup
	fail := func(line int, format string, args ...any) error {
		return &shared.Error{File: pt.File, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	g, err := onr.New(engine.Setup{Seed: st.Seed, Options: st.Options})
	if err != nil {
		return nil, fail(st.line, "cannot start a game: %v", err)
	}
	s := g.State()
	p := &play{eg: g, g: g, s: s, lay: pt.lay}
	g.RemoveAll(onr.Corp)
	g.RemoveAll(onr.Runner)

	newCard := func(c CardSetup) (int32, error) {
		i, err := g.NewCard(c.Title)
		if err != nil {
			return 0, fail(c.line, "%v", err)
		}
		k := &s.Cards[i]
		k.Counters = int32(c.Counters)
		return i, nil
	}
	put := func(cs []CardSetup, at onr.Role, zone onr.Zone, faceUp bool) error {
		for _, c := range cs {
			i, err := newCard(c)
			if err != nil {
				return err
			}
			g.PutAt(i, g.SeatOf(at), zone, false)
			s.Cards[i].Counters = int32(c.Counters) // moving a card clears its counters
			if faceUp {
				s.Cards[i].FaceUp, s.Cards[i].Seen = true, true
			}
		}
		return nil
	}
	filler := func(title string) []CardSetup {
		out := make([]CardSetup, FillerCount)
		for i := range out {
			out[i] = CardSetup{Title: title, line: st.line}
		}
		return out
	}
	corp, runner := &st.Corp, &st.Runner
	corpDeck, runnerDeck := corp.Deck, runner.Deck
	if !corp.DeckGiven {
		corpDeck = filler(CorpFiller)
	}
	if !runner.DeckGiven {
		runnerDeck = filler(RunnerFiller)
	}
	for _, z := range []struct {
		cards  []CardSetup
		at     onr.Role
		zone   onr.Zone
		faceUp bool
	}{
		{corp.Hand, onr.Corp, onr.ZoneHand, false}, {corpDeck, onr.Corp, onr.ZoneDeck, false},
		{corp.ArchivesUp, onr.Corp, onr.ZoneDiscard, true}, {corp.ArchivesDown, onr.Corp, onr.ZoneDiscard, false},
		{corp.Scored, onr.Corp, onr.ZoneScored, true},
		{runner.Hand, onr.Runner, onr.ZoneHand, false}, {runnerDeck, onr.Runner, onr.ZoneDeck, false},
		{runner.Trash, onr.Runner, onr.ZoneDiscard, true}, {runner.Scored, onr.Runner, onr.ZoneScored, true},
	} {
		if err := put(z.cards, z.at, z.zone, z.faceUp); err != nil {
			return nil, err
		}
	}
	points := func(cs []CardSetup, override *int) int32 {
		if override != nil {
			return int32(*override)
		}
		var n int32
		for _, c := range cs {
			if ap := c.def.Card().AgendaPoints; ap != nil {
				n += int32(*ap)
			}
		}
		return n
	}
	g.Player(onr.Corp).Points = points(corp.Scored, corp.Points)
	g.Player(onr.Runner).Points = points(runner.Scored, runner.Points)
	g.Player(onr.Corp).Bits, g.Player(onr.Runner).Bits = 5, 5
	if corp.Bits != nil {
		g.Player(onr.Corp).Bits = int32(*corp.Bits)
	}
	if runner.Bits != nil {
		g.Player(onr.Runner).Bits = int32(*runner.Bits)
	}
	if corp.BadPub != nil {
		g.Player(onr.Corp).BadPub = int32(*corp.BadPub)
	}
	for _, v := range corp.Virus {
		c, err := g.NewCard(v.Title) // the program's definition, out of play
		if err != nil {
			return nil, fail(v.line, "%v", err)
		}
		g.Player(onr.Corp).Virus = append(g.Player(onr.Corp).Virus, onr.Virus{ID: s.Cards[c].ID, N: int32(v.N)})
	}
	if runner.Tags != nil {
		g.Player(onr.Runner).Tags = int32(*runner.Tags)
	}
	if runner.Brain != nil {
		g.Player(onr.Runner).Brain = int32(*runner.Brain)
	}

	// Forts in index order, so that remote N is fort N.
	forts := append([]FortSetup(nil), st.Forts...)
	sort.SliceStable(forts, func(i, j int) bool { return forts[i].Index < forts[j].Index })
	for _, fo := range forts {
		for _, c := range fo.Ice {
			i, err := newCard(c)
			if err != nil {
				return nil, err
			}
			g.InstallCorp(i, fo.Index, c.Rezzed) // outermost first
		}
		for _, c := range fo.Cards {
			i, err := newCard(c)
			if err != nil {
				return nil, err
			}
			g.InstallCorp(i, fo.Index, c.Rezzed)
			s.Cards[i].Adv = int32(c.Advancement)
		}
	}

	if err := installRig(g, runner.Rig, newCard); err != nil {
		return nil, err
	}
	if avail, used := g.MU(); used > avail {
		line := st.line
		if len(runner.Rig) > 0 {
			line = runner.Rig[len(runner.Rig)-1].line
		}
		return nil, fail(line, "the programs in the rig use %d MU but only %d are available (ONR-8.7)", used, avail)
	}

	// The game starts at the first action of the chosen side's turn: the
	// start of the turn (the Corp's draw, start-of-turn effects) is over.
	s.Stack, s.Pending = kernel.Stack{}, nil
	for i := range s.Players {
		s.Players[i].Hist = onr.History{}
	}
	s.Active = st.Turn
	g.Player(onr.Corp).Actions, g.Player(onr.Runner).Actions = 0, 0
	s.Phase = onr.PhaseAction
	if s.Players[st.Turn].Role == onr.Corp {
		s.Turn = 1
		g.Player(onr.Corp).Actions = 3
	} else {
		s.Turn = 2
		g.Player(onr.Runner).Actions = 4
	}
	if st.Actions >= 0 {
		s.Players[st.Turn].Actions = int32(st.Actions)
	}
	g.Reprompt()
	if err := g.Check(); err != nil {
		return nil, fail(st.line, "the setup breaks a rule of the game: %v", err)
	}
	return p, nil
}

// winnerText says who won a game that is over.
func (p *play) winnerText() string {
	if p.lay.bso() {
		return fmt.Sprintf("team %d won", p.s.Players[p.s.Winner].Team+1)
	}
	return fmt.Sprintf("the %s won", p.s.Players[p.s.Winner].Role)
}

// board renders the position for a judge: the Corp's view and the Runner's
// hand.
func (p *play) board() string {
	if p.lay.bso() {
		// Each seat's view of its own hand, then the table as Sponsor 1
		// sees it.
		b := p.eg.(*bso.Game).Render(0)
		for i := range p.s.Players {
			if h := p.s.Players[i].Hand; len(h) > 0 {
				b += "  " + p.who(engine.Seat(i)) + " hand: " + strings.Join(p.titles(h), ", ") + "\n"
			}
		}
		return b
	}
	b := p.g.Render(p.g.SeatOf(onr.Corp))
	if len(p.g.Player(onr.Runner).Hand) > 0 {
		b += "  runner hand: " + strings.Join(p.titles(p.g.Player(onr.Runner).Hand), ", ") + "\n"
	}
	return b
}

// installRig installs a Runner's rig in order, each card made by newCard,
// hosted cards in the nearest earlier card of their host's title, with the
// bits and counters the setup gives them.
func installRig(g *onr.Game, rig []CardSetup, newCard func(CardSetup) (int32, error)) error {
	s := g.State()
	made := make([]int32, len(rig))
	for n, c := range rig {
		k, err := newCard(c)
		if err != nil {
			return err
		}
		var host int32
		if c.HostedIn != "" {
			for j := n - 1; j >= 0; j-- {
				if rig[j].Title == c.HostedIn {
					host = made[j]
					break
				}
			}
		}
		g.InstallRunner(k, host)
		if c.Bits != nil {
			s.Cards[k].Bits = int32(*c.Bits)
		}
		s.Cards[k].Counters = int32(c.Counters)
		made[n] = k
	}
	return nil
}
