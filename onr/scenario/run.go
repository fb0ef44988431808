package scenario

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/rulings"
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

// Result is the outcome of running a scenario.
type Result struct {
	Name     string
	File     string
	Passed   bool
	Failures []string // each "FILE:LINE: step N: …"
	Steps    int      // steps run
	Log      []string // the game's events, as a judge reads them
	Board    string   // the position at the end, as text
}

// FileResult is the outcome of one scenario file.
type FileResult struct {
	Path     string
	Scenario *Scenario // nil when the file could not be read or parsed
	Result   Result
	Err      error // the reading or parsing error, if any
	// Duration is the time reading and running the file took.
	Duration time.Duration
}

// play is a scenario's game in progress.
type play struct {
	sc  *Scenario
	eg  engine.Game // the game: g itself, or the Big Sell-Out game around it
	g   *onr.Game
	s   *onr.State
	lay *layout
	log []engine.Event
}

// clone returns a copy of the game, for trying a choice.
func (p *play) clone() *play {
	q := &play{sc: p.sc, eg: p.eg.Clone(), lay: p.lay}
	switch g := q.eg.(type) {
	case *bso.Game:
		q.g = g.Game
	case *onr.Game:
		q.g = g
	}
	q.s = q.g.State()
	return q
}

// who names a seat in messages: "the corp", "Sponsor 1".
func (p *play) who(seat engine.Seat) string { return p.lay.at(seat).label }

// Run plays the scenario and checks its expectations. A failed expectation
// is reported and the scenario goes on; a step that cannot be carried out
// stops it.
func (sc *Scenario) Run() Result {
	_, res := sc.play()
	return res
}

// Position plays the scenario as Run does and returns the game at its end
// (nil if the setup failed), for a caller that goes on from that position
// (a bot's test, say), with the result.
func (sc *Scenario) Position() (engine.Game, Result) {
	p, res := sc.play()
	if p == nil {
		return nil, res
	}
	return p.eg, res
}

// play plays the scenario: Run, with the game.
func (sc *Scenario) play() (p *play, res Result) {
	res = Result{Name: sc.Name, File: sc.File}
	p, err := sc.build()
	if err != nil {
		res.Failures = append(res.Failures, err.Error())
		return nil, res
	}
	defer func() {
		for _, e := range p.log {
			res.Log = append(res.Log, eventText(e))
		}
		res.Board = p.board()
		res.Passed = len(res.Failures) == 0
	}()
	for i, st := range sc.Steps {
		num := i + 1
		res.Steps = num
		label := fmt.Sprintf("step %d", num)
		if st.Note != "" {
			label += fmt.Sprintf(" (%s)", st.Note)
		}
		stop := func(line int, what string, err error) {
			msg := fmt.Sprintf("%s:%d: %s, %s: %v", sc.File, line, label, what, err)
			if rest := len(sc.Steps) - num; rest > 0 {
				msg += fmt.Sprintf(" [the %d later steps were not run]", rest)
			}
			res.Failures = append(res.Failures, msg)
		}
		switch st.Kind {
		case StepChoose:
			for j, o := range st.Options {
				if err := p.choose(st.Seat, o); err != nil {
					stop(st.lines[j], fmt.Sprintf("%s: %q", st.Key, o), err)
					return p, res
				}
			}
		case StepNumber:
			if err := p.number(st.Seat, st.Number); err != nil {
				stop(st.Line, fmt.Sprintf("%s %d", st.Key, st.Number), err)
				return p, res
			}
		case StepPassAll:
			if err := p.passAll(); err != nil {
				stop(st.Line, "pass_all", err)
				return p, res
			}
		case StepExpect:
			for _, e := range st.Expect {
				if got, ok := e.check(p); !ok {
					res.Failures = append(res.Failures, fmt.Sprintf("%s:%d: %s: expect %s: expected %s, got %s",
						sc.File, e.Line, label, e.Key, e.Want, got))
				}
			}
		}
	}
	return p, res
}

// build sets up the position with the onr arrangement API.
func (sc *Scenario) build() (*play, error) {
	if sc.lay == nil {
		sc.lay = onrLayout()
	}
	if sc.lay.bso() {
		return sc.buildBSO()
	}
	st := &sc.Setup
	fail := func(line int, format string, args ...any) error {
		return &Error{File: sc.File, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	g, err := onr.New(engine.Setup{Seed: st.Seed, Options: st.Options})
	if err != nil {
		return nil, fail(st.line, "cannot start a game: %v", err)
	}
	s := g.State()
	p := &play{sc: sc, eg: g, g: g, s: s, lay: sc.lay}
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

// number answers seat's number decision.
func (p *play) number(seat engine.Seat, n int) error {
	d, err := p.decision(seat)
	if err != nil {
		return err
	}
	if d.Kind != engine.Number {
		return fmt.Errorf("%s is asked %q, not for a number; options %s", p.who(seat), d.Prompt, showOptions(p.options(seat)))
	}
	return p.apply(engine.Choice{Decision: d.ID, Seat: seat, Number: n})
}

func (p *play) decision(seat engine.Seat) (engine.Decision, error) {
	if p.s.Over {
		return engine.Decision{}, fmt.Errorf("the game is over: %s (%s)", p.winnerText(), p.s.Reason)
	}
	d, ok := engine.DecisionFor(p.eg, seat)
	if !ok {
		return d, fmt.Errorf("%s has no decision to make; waiting for %s", p.who(seat), p.waiting())
	}
	return d, nil
}

// winnerText says who won a game that is over.
func (p *play) winnerText() string {
	if p.lay.bso() {
		return fmt.Sprintf("team %d won", p.s.Players[p.s.Winner].Team+1)
	}
	return fmt.Sprintf("the %s won", p.s.Players[p.s.Winner].Role)
}

// waiting describes the pending decisions.
func (p *play) waiting() string {
	var parts []string
	for _, d := range p.eg.Pending() {
		parts = append(parts, fmt.Sprintf("%s: %q %s", p.who(d.Seat), d.Prompt, showOptions(p.options(d.Seat))))
	}
	if len(parts) == 0 {
		return "nobody"
	}
	return strings.Join(parts, "; ")
}

func (p *play) apply(c engine.Choice) error {
	ev, err := p.eg.Apply(c)
	if err != nil {
		return err
	}
	p.log = append(p.log, ev...)
	if err := p.eg.Check(); err != nil {
		return fmt.Errorf("the engine broke an invariant: %v", err)
	}
	// The Corp's start-of-run decision (onr/startofrun.go) is passed as soon
	// as it is asked: no scenario of the repository uses it yet.
	for _, d := range p.eg.Pending() {
		if d.Prompt == onr.StartOfRunPrompt {
			return p.choose(d.Seat, "pass")
		}
	}
	return nil
}

// passAll answers pass to every window until something else is pending.
func (p *play) passAll() error {
	for range 200 {
		moved := false
		for _, who := range p.lay.passOrder() {
			if _, err := matchOption(p.options(who.seat), "pass"); err == nil {
				if err := p.choose(who.seat, "pass"); err != nil {
					return err
				}
				moved = true
				break
			}
		}
		if !moved {
			return nil
		}
	}
	return errors.New("still passing after 200 windows")
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

// RunPaths runs the scenario files at paths; a directory stands for every
// *.yaml and *.yml file under it. A file that cannot be parsed is a failed
// result; only a path that cannot be read is an error.
func RunPaths(paths ...string) ([]FileResult, error) {
	files, err := Files(paths...)
	if err != nil {
		return nil, err
	}
	out := make([]FileResult, 0, len(files))
	for _, f := range files {
		fr := FileResult{Path: f}
		start := time.Now()
		sc, err := Load(f)
		if err != nil {
			var pe *Error
			if !errors.As(err, &pe) {
				return nil, err
			}
			fr.Err = err
			fr.Result = Result{Name: f, File: f, Failures: []string{err.Error()}}
		} else {
			fr.Scenario = sc
			fr.Result = sc.Run()
		}
		fr.Duration = time.Since(start)
		out = append(out, fr)
	}
	return out, nil
}

// Files lists the scenario files at paths, in order: each file as given,
// and the *.yaml and *.yml files under each directory, sorted.
func Files(paths ...string) ([]string, error) {
	var out []string
	for _, root := range paths {
		info, err := os.Stat(root)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			out = append(out, root)
			continue
		}
		var found []string
		err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")) {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// RulingChecks lists, for the rulings ledger, every scenario that could be
// read and names rulings, with its outcome: it passed or failed just now.
func RulingChecks(results []FileResult) []rulings.Result {
	var out []rulings.Result
	for _, fr := range results {
		if fr.Scenario == nil || len(fr.Scenario.Rulings) == 0 {
			continue
		}
		r := rulings.Result{Rulings: fr.Scenario.Rulings, Kind: rulings.KindScenario, Name: fr.Scenario.Name,
			File: fr.Path, Outcome: rulings.Passed, Duration: fr.Duration}
		if !fr.Result.Passed {
			r.Outcome, r.Messages = rulings.Failed, fr.Result.Failures
		}
		out = append(out, r)
	}
	return out
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
