// Package fuzz plays many random ONR games to find the engine's bugs: games
// between random bots with decks that hold every implemented card, or many
// copies of a rotating subset of them, checking after every step the
// structural and rules invariants (Game.CheckStep, Game.Watch) and, in the
// games chosen for it, that no view, option, prompt or event names a card
// its seat may not know. Every failure comes with a record that
// "datafort replay" reproduces. It also counts, with the engine's coverage
// count (onr.Coverage), how often each card and each ability took effect,
// and lists the cards never engaged.
package fuzz

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
	"github.com/datafort/datafort/sim"
)

// Config says what to fuzz.
type Config struct {
	// Games is the number of games to play.
	Games int
	// Seed determines every game: game i is set up with sim.SetupSeed(Seed, i).
	Seed uint64
	// Workers is the number of games played at once; 0 means one per CPU.
	// The report does not depend on it, apart from its timing.
	Workers int
	// MaxSteps is the number of choices after which a game is a timeout; 0
	// means sim.DefaultMaxSteps.
	MaxSteps int
	// LeakEvery checks views, options and events for leaks in one game of
	// every LeakEvery (1: every game); 0 never does.
	LeakEvery int
	// MaxRecords is the number of failures whose records the report keeps;
	// 0 means 100. Failures beyond it are only counted.
	MaxRecords int
	// Progress, if not nil, is called now and then with the number of games
	// done and the total, never concurrently.
	Progress func(done, total int)
}

// Report is the outcome of a fuzz run.
type Report struct {
	Seed      uint64 `json:"seed"`
	Games     int    `json:"games"`
	Completed int    `json:"completed"`
	// Failed counts the games that failed; Failures holds the first
	// MaxRecords of them, in game order.
	Failed   int            `json:"failed"`
	Failures []sim.Failure  `json:"failures"`
	Decks    map[string]int `json:"decks"`   // games by deck kind
	Styles   map[string]int `json:"styles"`  // games by style of play
	Leaks    int            `json:"leaks"`   // games whose views and events were checked
	Wins     map[string]int `json:"wins"`    // completed games by winner's role
	Reasons  map[string]int `json:"reasons"` // completed games by how they ended
	// Decisions counts the choices applied, Steps the steps checked.
	Decisions      int64   `json:"decisions"`
	Seconds        float64 `json:"seconds"`
	GamesPerSecond float64 `json:"games_per_second"`
	// Coverage counts, per ability of every implemented card, how often it
	// took effect; Cards how often each card was engaged (onr.Coverage
	// Engaged: an ability took effect or a rules occurrence concerned it).
	Coverage []onr.AbilityCount `json:"coverage"`
	Cards    map[string]int64   `json:"cards"`
	// NeverEngaged lists the implemented cards never engaged; NeverUsed
	// every ability (or clause of a program) that never took effect.
	NeverEngaged []string `json:"never_engaged"`
	NeverUsed    []string `json:"never_used"`
}

// Run plays cfg.Games games and reports on them. It turns the engine's
// coverage count on for the run (onr.SetCoverage), so no other game may
// run meanwhile.
func Run(cfg Config) (*Report, error) {
	switch {
	case cfg.Games < 0:
		return nil, fmt.Errorf("fuzz: negative number of games %d", cfg.Games)
	case cfg.Workers < 0:
		return nil, fmt.Errorf("fuzz: negative number of workers %d", cfg.Workers)
	}
	if cfg.Workers == 0 {
		cfg.Workers = runtime.NumCPU()
	}
	if cfg.MaxSteps <= 0 {
		cfg.MaxSteps = sim.DefaultMaxSteps
	}
	if cfg.MaxRecords <= 0 {
		cfg.MaxRecords = 100
	}
	corp, runner, err := EveryCardDecks()
	if err != nil {
		return nil, err
	}
	every := []string{corp, runner}

	cov := onr.NewCoverage()
	if prev := onr.SetCoverage(cov); prev != nil {
		onr.SetCoverage(prev)
		return nil, errors.New("fuzz: a coverage count is already on")
	}
	defer onr.SetCoverage(nil)

	start := time.Now()
	var next atomic.Int64
	var done atomic.Int64
	var mu sync.Mutex
	total := newTally()
	var failures []sim.Failure
	var wg sync.WaitGroup
	workers := max(1, min(cfg.Workers, cfg.Games))
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := newTally()
			p := &player{cfg: &cfg, every: every}
			var lf []sim.Failure
			for {
				i := int(next.Add(1) - 1)
				if i >= cfg.Games {
					break
				}
				if f := p.play(i, local); f != nil {
					lf = append(lf, *f)
				}
				if n := done.Add(1); cfg.Progress != nil && (n%64 == 0 || int(n) == cfg.Games) {
					mu.Lock()
					cfg.Progress(int(n), cfg.Games)
					mu.Unlock()
				}
			}
			mu.Lock()
			total.add(local)
			failures = append(failures, lf...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start).Seconds()

	sort.Slice(failures, func(i, j int) bool { return failures[i].Game < failures[j].Game })
	r := &Report{
		Seed: cfg.Seed, Games: cfg.Games, Completed: total.Completed, Failed: len(failures),
		Decks: total.Decks, Styles: total.Styles, Leaks: total.Leaks, Wins: total.Wins, Reasons: total.Reasons,
		Decisions: total.Decisions, Seconds: elapsed,
		Coverage: cov.Abilities(), Cards: map[string]int64{}, NeverUsed: cov.Untouched(),
	}
	if len(failures) > cfg.MaxRecords {
		failures = failures[:cfg.MaxRecords]
	}
	r.Failures = append([]sim.Failure{}, failures...)
	if elapsed > 0 {
		r.GamesPerSecond = float64(cfg.Games) / elapsed
	}
	cards := cov.Engaged()
	for _, title := range onr.Implemented() {
		r.Cards[title] = cards[title]
		if cards[title] == 0 {
			r.NeverEngaged = append(r.NeverEngaged, title)
		}
	}
	if r.NeverEngaged == nil {
		r.NeverEngaged = []string{}
	}
	if r.NeverUsed == nil {
		r.NeverUsed = []string{}
	}
	return r, nil
}

// tally is what a worker counts.
type tally struct {
	Completed, Leaks int
	Decisions        int64
	Decks, Styles    map[string]int
	Wins, Reasons    map[string]int
}

func newTally() *tally {
	return &tally{Decks: map[string]int{}, Styles: map[string]int{}, Wins: map[string]int{}, Reasons: map[string]int{}}
}

func (t *tally) add(o *tally) {
	t.Completed += o.Completed
	t.Leaks += o.Leaks
	t.Decisions += o.Decisions
	for k, v := range o.Decks {
		t.Decks[k] += v
	}
	for k, v := range o.Styles {
		t.Styles[k] += v
	}
	for k, v := range o.Wins {
		t.Wins[k] += v
	}
	for k, v := range o.Reasons {
		t.Reasons[k] += v
	}
}

// Salts that derive a game's other seeds from its setup seed.
const (
	botSalt    = 0xf022_b07_b07
	pickSalt   = 0xf022_91c_91c
	subsetSalt = 0xf022_5ab_5e7
	styleSalt  = 0xf022_57_1e
)

// Decks returns the decks of game i of a run seeded seed, and their kind:
// even games hold every implemented card, odd ones a subset.
func Decks(seed uint64, i int) (corp, runner, kind string, err error) {
	if i%2 == 0 {
		corp, runner, err = EveryCardDecks()
		return corp, runner, EveryCard, err
	}
	corp, runner, err = SubsetDecks(sim.SetupSeed(seed, i) ^ subsetSalt)
	return corp, runner, Subset, err
}

// player plays games for one worker.
type player struct {
	cfg   *Config
	every []string
	lc    LeakChecker
}

// play plays game i, counting it in t; it returns the failure, if any.
func (p *player) play(i int, t *tally) (failure *sim.Failure) {
	seed := sim.SetupSeed(p.cfg.Seed, i)
	setup := engine.Setup{Seed: seed, Decks: p.every}
	kind := EveryCard
	if i%2 == 1 {
		corp, runner, _, err := Decks(p.cfg.Seed, i)
		if err != nil {
			return &sim.Failure{Game: i, Seed: seed, Kind: sim.KindSetup, Error: err.Error()}
		}
		setup.Decks, kind = []string{corp, runner}, Subset
	}
	t.Decks[kind]++
	rec := engine.Record{Ruleset: "onr", Setup: setup}
	step := 0
	fail := func(k, format string, args ...any) *sim.Failure {
		return &sim.Failure{Game: i, Seed: seed, Kind: k, Step: step, Error: fmt.Sprintf(format, args...), Record: rec}
	}
	defer func() {
		if r := recover(); r != nil {
			failure = fail(sim.KindPanic, "%v", r)
		}
	}()
	g, err := onr.New(setup)
	if err != nil {
		return fail(sim.KindSetup, "%v", err)
	}
	fp := g.Fingerprint()
	rec.Rules = &fp
	if err := g.CheckStep(); err != nil { // the first is the full Check
		return fail(sim.KindInvariant, "after setup: %v", err)
	}
	watch := g.Watch()
	leaks := p.cfg.LeakEvery > 0 && i%p.cfg.LeakEvery == 0
	if leaks {
		t.Leaks++
	}
	style := styleOf(i)
	t.Styles[style]++
	b := newChooser(seed, style, g)
	pick := engine.NewRNG(seed ^ pickSalt)
	for {
		pending := g.Pending()
		var before map[engine.Seat][]string
		if leaks {
			if err := p.lc.Check(g, HiddenTitles(g, false)); err != nil {
				return fail(sim.KindInvariant, "after step %d: leak: %v", step, err)
			}
			before = HiddenTitles(g, true)
		}
		res, over := g.Result()
		switch {
		case over:
			t.Completed++
			t.Decisions += int64(step)
			role := "draw"
			if len(res.Winners) > 0 {
				role = g.State().Players[res.Winners[0]].Role.String()
			}
			t.Wins[role]++
			t.Reasons[res.Reason]++
			return nil
		case len(pending) == 0:
			return fail(sim.KindInvariant, "after step %d: the game is not over but no decision is pending", step)
		case step >= p.cfg.MaxSteps:
			return fail(sim.KindTimeout, "game not over after %d steps", step)
		}
		d := pending[0]
		if len(pending) > 1 {
			d = pending[pick.IntN(len(pending))]
		}
		c := b.choose(d)
		rec.Choices = append(rec.Choices, c)
		ev, err := g.Apply(c)
		if err != nil {
			return fail(sim.KindApply, "step %d: %v", step, err)
		}
		step++
		if err := g.CheckStep(); err != nil {
			return fail(sim.KindInvariant, "after step %d: %v", step, err)
		}
		if err := watch(ev); err != nil {
			return fail(sim.KindInvariant, "after step %d: %v", step, err)
		}
		if leaks {
			if err := p.lc.Events(g, ev, HiddenBoth(before, HiddenTitles(g, true))); err != nil {
				return fail(sim.KindInvariant, "after step %d: leak: %v", step, err)
			}
		}
	}
}

// WriteText writes the report for people: the games, the failures, and
// how often each card took effect, the cards never engaged first.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "seed       %d\n", r.Seed)
	fmt.Fprintf(&b, "games      %d (%d completed, %d failed); decks: %s; play: %s; views and events checked in %d\n",
		r.Games, r.Completed, r.Failed, counts(r.Decks), counts(r.Styles), r.Leaks)
	if r.Completed > 0 {
		fmt.Fprintf(&b, "decisions  %d (%.1f per completed game)\n", r.Decisions, float64(r.Decisions)/float64(r.Completed))
	}
	fmt.Fprintf(&b, "wins       %s\n", counts(r.Wins))
	fmt.Fprintf(&b, "reasons    %s\n", counts(r.Reasons))
	fmt.Fprintf(&b, "time       %.1fs (%.0f games/s)\n", r.Seconds, r.GamesPerSecond)
	fmt.Fprintf(&b, "failures   %d\n", r.Failed)
	for _, f := range r.Failures {
		fmt.Fprintf(&b, "  game %d seed %d: %s at step %d: %s\n", f.Game, f.Seed, f.Kind, f.Step, firstLine(f.Error))
	}
	engaged := len(r.Cards) - len(r.NeverEngaged)
	fmt.Fprintf(&b, "cards      %d of %d implemented cards engaged", engaged, len(r.Cards))
	if len(r.NeverEngaged) > 0 {
		fmt.Fprintf(&b, "; never engaged: %s", strings.Join(r.NeverEngaged, ", "))
	}
	b.WriteString("\n")
	used := 0
	for _, a := range r.Coverage {
		if a.Took > 0 {
			used++
		}
	}
	fmt.Fprintf(&b, "abilities  %d of %d took effect; %d abilities or clauses never did\n", used, len(r.Coverage), len(r.NeverUsed))
	for _, u := range r.NeverUsed {
		fmt.Fprintf(&b, "  %s\n", u)
	}
	b.WriteString("\nengagement (abilities that took effect and occurrences about the card), least first:\n")
	titles := make([]string, 0, len(r.Cards))
	for t := range r.Cards {
		titles = append(titles, t)
	}
	sort.Slice(titles, func(i, j int) bool {
		if r.Cards[titles[i]] != r.Cards[titles[j]] {
			return r.Cards[titles[i]] < r.Cards[titles[j]]
		}
		return titles[i] < titles[j]
	})
	for _, t := range titles {
		fmt.Fprintf(&b, "  %12d  %s\n", r.Cards[t], t)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func counts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
