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

	"github.com/datafort/datafort/engine"
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

// Play is a scenario's game in progress, as expectations see it.
type Play struct {
	Scenario *Scenario
	Game     engine.Game
	Log      []engine.Event // the events so far
}

// Table returns the scenario's seats.
func (p *Play) Table() *Table { return p.Scenario.table }

// Clone returns a copy of the play, for trying a choice.
func (p *Play) Clone() *Play {
	return &Play{Scenario: p.Scenario, Game: p.Game.Clone(), Log: p.Log[:len(p.Log):len(p.Log)]}
}

// Who names a seat in messages: "the corp", "Sponsor 1".
func (p *Play) Who(seat engine.Seat) string { return p.Table().At(seat).Label }

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
	return p.Game, res
}

// play plays the scenario: Run, with the game.
func (sc *Scenario) play() (p *Play, res Result) {
	res = Result{Name: sc.Name, File: sc.File}
	g, err := sc.Part.Build()
	if err != nil {
		res.Failures = append(res.Failures, err.Error())
		return nil, res
	}
	p = &Play{Scenario: sc, Game: g}
	if o, ok := sc.Part.(Openers); ok {
		p.Log = append(p.Log, o.Opening()...)
	}
	defer func() {
		for _, e := range p.Log {
			res.Log = append(res.Log, EventText(e))
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
				if err := p.Choose(st.Seat, o); err != nil {
					stop(st.Lines[j], fmt.Sprintf("%s: %q", st.Key, o), err)
					return p, res
				}
			}
		case StepNumber:
			if err := p.Number(st.Seat, st.Number); err != nil {
				stop(st.Line, fmt.Sprintf("%s %d", st.Key, st.Number), err)
				return p, res
			}
		case StepPassAll:
			if err := p.PassAll(); err != nil {
				stop(st.Line, "pass_all", err)
				return p, res
			}
		case StepExpect:
			for _, e := range st.Expect {
				if got, ok := e.Check(p); !ok {
					res.Failures = append(res.Failures, fmt.Sprintf("%s:%d: %s: expect %s: expected %s, got %s",
						sc.File, e.Line, label, e.Key, e.Want, got))
				}
			}
		}
	}
	return p, res
}

// Number answers seat's number decision.
func (p *Play) Number(seat engine.Seat, n int) error {
	d, err := p.decision(seat)
	if err != nil {
		return err
	}
	if d.Kind != engine.Number {
		return fmt.Errorf("%s is asked %q, not for a number; options %s", p.Who(seat), d.Prompt, showOptions(p.Options(seat)))
	}
	return p.Apply(engine.Choice{Decision: d.ID, Seat: seat, Number: n})
}

func (p *Play) decision(seat engine.Seat) (engine.Decision, error) {
	if _, over := p.Game.Result(); over {
		return engine.Decision{}, fmt.Errorf("the game is over: %s", p.outcome())
	}
	d, ok := engine.DecisionFor(p.Game, seat)
	if !ok {
		return d, fmt.Errorf("%s has no decision to make; waiting for %s", p.Who(seat), p.waiting())
	}
	return d, nil
}

// outcome says how a game that is over ended.
func (p *Play) outcome() string {
	if o, ok := p.Scenario.Part.(Outcomes); ok {
		return o.Outcome(p.Game)
	}
	res, _ := p.Game.Result()
	if res.Draw || len(res.Winners) == 0 {
		return fmt.Sprintf("a draw (%s)", res.Reason)
	}
	names := make([]string, len(res.Winners))
	for i, s := range res.Winners {
		names[i] = p.Who(s)
	}
	return fmt.Sprintf("%s won (%s)", strings.Join(names, " and "), res.Reason)
}

// waiting describes the pending decisions.
func (p *Play) waiting() string {
	var parts []string
	for _, d := range p.Game.Pending() {
		parts = append(parts, fmt.Sprintf("%s: %q %s", p.Who(d.Seat), d.Prompt, showOptions(p.Options(d.Seat))))
	}
	if len(parts) == 0 {
		return "nobody"
	}
	return strings.Join(parts, "; ")
}

// Apply applies a choice, checks the game's invariants and lets the game
// settle what scenarios leave unwritten (Settler).
func (p *Play) Apply(c engine.Choice) error {
	ev, err := p.Game.Apply(c)
	if err != nil {
		return err
	}
	p.Log = append(p.Log, ev...)
	if err := p.Game.Check(); err != nil {
		return fmt.Errorf("the engine broke an invariant: %v", err)
	}
	if s, ok := p.Scenario.Part.(Settler); ok {
		return s.Settle(p)
	}
	return nil
}

// PassAll answers pass to every window until something else is pending.
func (p *Play) PassAll() error {
	order := p.Table().PassOrder
	if order == nil {
		for _, s := range p.Table().Seats {
			order = append(order, s.Seat)
		}
	}
	for range 200 {
		moved := false
		for _, seat := range order {
			if _, err := p.match(p.Options(seat), "pass"); err == nil {
				if err := p.Choose(seat, "pass"); err != nil {
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

// Logged reports whether an event so far contains text, as the judge reads
// it (secret texts included).
func (p *Play) Logged(text string) bool {
	for _, e := range p.Log {
		if strings.Contains(strings.ToLower(EventText(e)), strings.ToLower(text)) {
			return true
		}
	}
	return false
}

// EventText is an event as the judge reads it: its secret text when it has
// one.
func EventText(e engine.Event) string {
	if e.Secret() != "" {
		return e.Secret()
	}
	return e.Text()
}

// board renders the position at the end for a judge.
func (p *Play) board() string {
	if b, ok := p.Scenario.Part.(Boards); ok {
		return b.Board(p.Game)
	}
	if r, ok := p.Game.(engine.Renderer); ok && len(p.Table().Seats) > 0 {
		return r.Render(p.Table().Seats[0].Seat)
	}
	return ""
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
