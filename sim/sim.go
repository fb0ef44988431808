// Package sim plays many games between bots to measure a ruleset and the
// bots, and to find bugs: invariant violations, panics, offered options that
// do not apply, and games that never end. It works with any engine.Ruleset
// and any registered bot (package bot): by default one random bot answers
// every seat; Config.Bots seats a player of its own at each seat.
//
// A simulation is deterministic: the same Config gives the same Report, apart
// from its timing fields, whatever the number of workers. Every failure comes
// with an engine.Record that reproduces it with engine.Replay.
package sim

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// DefaultMaxSteps is the number of choices after which a game that has not
// ended is reported as a timeout, when Config.MaxSteps is 0.
const DefaultMaxSteps = 100000

// MaxGames is the largest number of games one Run plays: about three
// hours of random ONR games on two cores. Run folds each game's outcome into
// the report as it ends, so its memory does not grow with the games.
const MaxGames = 10_000_000

// MaxFailures is the number of failures a Report keeps, with their records
// (those of the first games to fail, in game order); the others are only
// counted (Report.FailuresOmitted).
const MaxFailures = 1000

// Failure kinds.
const (
	// KindInvariant: the invariant check (engine.CheckStep) reported a
	// violation, or Pending and Result disagree about whether the game is
	// over.
	KindInvariant = "invariant"
	// KindPanic: the game panicked.
	KindPanic = "panic"
	// KindApply: Game.Apply rejected a choice of an offered option.
	KindApply = "apply"
	// KindTimeout: the game had not ended after Config.MaxSteps choices.
	KindTimeout = "timeout"
	// KindSetup: Ruleset.New failed.
	KindSetup = "setup"
)

// Config says what to simulate.
type Config struct {
	// Ruleset is the game to play.
	Ruleset engine.Ruleset
	// Games is the number of games to play.
	Games int
	// First is the index of the first game played: Run plays games First to
	// First+Games-1, each set up as it would be in a simulation from game 0
	// (SetupSeed(Seed, i)), so that one game of a long simulation can be
	// played again on its own.
	First int
	// Seed determines every game: game i is set up with SetupSeed(Seed, i).
	Seed uint64
	// Decks and Options are passed to every game's engine.Setup. All games
	// share them, so Ruleset.New must not modify them.
	Decks []string
	// DeckNames says where each deck came from, for error messages.
	DeckNames []string
	Options   map[string]string
	// MaxSteps is the number of choices after which a game is abandoned as
	// a timeout; 0 means DefaultMaxSteps.
	MaxSteps int
	// Check checks the invariants after setup and after every choice, with
	// engine.CheckStep (Game.Check, or the game's cheaper check of a step
	// for an engine.StepChecker), and runs the checker of a Watcher game
	// after every choice.
	Check bool
	// Workers is the number of games played at once; 0 means 1. The report
	// does not depend on it. With more than one worker, Ruleset.New must be
	// safe for concurrent use.
	Workers int
	// Progress, if not nil, is called after each game with the number of
	// games done and the total. Calls are never concurrent.
	Progress func(done, total int)
	// Bots names the player of each seat, keyed by role ("corp"), team
	// ("team1" for the seats of Team 0; see TeamKey) or seat number ("1"),
	// a seat number winning over a team and a team over a role; the value is a
	// player spec for bot.New ("heuristic", "search:ms=50"). Seats it does
	// not name are played by "random". When Bots is empty, one random bot
	// answers every seat, picking at random among simultaneous decisions
	// (the behaviour, and the reports, of sim before players had seats).
	// Every player is seeded from its game's setup seed and its seat.
	Bots map[string]string
	// Ablate names changes to the game's cards (engine.Ablator), made for
	// the run and undone after it: an ability off, a number moved, to
	// measure what a card or number is worth. The changes are the
	// process's (engine.MakeAblations): nothing else may play meanwhile.
	Ablate []string
	// Engagement counts how often each card and each of its abilities took
	// effect (engine.Engagement), into Report.Engagement. The count is the
	// process's: nothing else may play the game meanwhile.
	Engagement bool
	// Shard, if set, plays only the shard's games of the run (game k when
	// k mod Shard.Count is Shard.Index), with their seeds in the whole run;
	// Merge combines the shards' reports.
	Shard Shard
}

// Report summarises a simulation. All fields but Seconds,
// DecisionsPerSecond and GamesPerSecond are deterministic.
type Report struct {
	Ruleset string `json:"ruleset"`
	Seed    uint64 `json:"seed"`
	// Games counts the games played (the shard's, in a shard's report).
	Games int `json:"games"`
	// Shard names the shard of the run the report is of ("i/n"), absent
	// for a whole run.
	Shard string `json:"shard,omitempty"`
	// Completed counts the games that ended without a failure.
	Completed int `json:"completed"`
	// Wins counts completed games by the role of the winners, e.g. "corp"
	// ("a+b" if the winners have several roles, "draw" if none).
	Wins map[string]int `json:"wins"`
	// Reasons counts completed games by Result.Reason.
	Reasons map[string]int `json:"reasons"`
	// Teams counts completed games by winning team ("team 1" for Team 0,
	// "draw"), in games whose teams have several seats; empty otherwise.
	Teams map[string]int `json:"teams,omitempty"`
	// MeanTurns and MeanDecisions are means over completed games. Turns are
	// counted only for games that implement engine.TurnCounter.
	MeanTurns     float64 `json:"mean_turns"`
	MeanDecisions float64 `json:"mean_decisions"`
	// Decisions counts the choices applied in all games.
	Decisions int64 `json:"decisions"`

	Seconds            float64 `json:"seconds"`
	DecisionsPerSecond float64 `json:"decisions_per_second"`
	GamesPerSecond     float64 `json:"games_per_second"`

	// Failures lists the games that failed, in game order; it is empty, not
	// nil, if none did. It keeps at most MaxFailures of them.
	Failures []Failure `json:"failures"`
	// FailuresOmitted counts the failed games beyond MaxFailures, left out
	// of Failures.
	FailuresOmitted int `json:"failures_omitted,omitempty"`

	// Bots is the player spec of each role ("random" for every role when
	// Config.Bots is empty), and Decks the deck each role plays: its name
	// (Config.DeckNames), or the game's default deck's name followed by
	// " (default)"; a game without decks has none. Both are keyed by role,
	// or "seat N" for a seat without one, with " (seat N)" added to a role
	// whose seats differ.
	Bots  map[string]string `json:"bots,omitempty"`
	Decks map[string]string `json:"decks,omitempty"`

	// Ablations lists the changes made to the game's cards for the run
	// (Config.Ablate), in order; empty when none was.
	Ablations []engine.Ablation `json:"ablations,omitempty"`
	// Engagement is what took effect, when Config.Engagement asked for it.
	Engagement *Engagement `json:"engagement,omitempty"`
}

// Engagement is how often each card, and each ability of a card, took
// effect in a run's games (engine.EngagementCount), as package fuzz
// reports it.
type Engagement struct {
	// Cards counts, for every implemented card by name, how often it was
	// engaged: one of its abilities took effect, or an occurrence of the
	// rules concerned it.
	Cards map[string]int64 `json:"cards"`
	// Abilities counts every ability of every implemented card, by card
	// name, then in printed order.
	Abilities []engine.AbilityCount `json:"abilities"`
	// NeverEngaged lists the cards never engaged, by name; NeverUsed, for
	// people, every ability or clause of a program that never took effect.
	NeverEngaged []string `json:"never_engaged"`
	NeverUsed    []string `json:"never_used"`
}

// ErrAblate wraps the errors of Run's changes to the cards (Config.Ablate):
// a game without them (engine.ErrNoAblations), a name it does not know.
var ErrAblate = errors.New("--ablate")

// Failure is a game that went wrong.
type Failure struct {
	// Game is the index of the game in the simulation.
	Game int `json:"game"`
	// Seed is the game's setup seed.
	Seed uint64 `json:"seed"`
	// Kind is one of the Kind constants.
	Kind string `json:"kind"`
	// Step is the number of choices applied before the failure. For an
	// apply failure, or a panic in Apply, Record.Choices[Step] is the
	// choice that failed.
	Step int `json:"step"`
	// Error describes the failure.
	Error string `json:"error"`
	// Record reproduces the failure with engine.Replay: replaying it fails
	// (apply), panics (panic), or gives a game whose Check fails
	// (invariant) or that has not ended (timeout).
	Record engine.Record `json:"record"`
}

// Watcher is a game that also checks invariants between two steps (ONR:
// hand sizes after the discard, the mandatory draw, changes only through
// rules events). Watch returns a checker that starts from the position now;
// call it after every choice with the events of that choice.
type Watcher interface {
	Watch() func(events []engine.Event) error
}

// SetupSeed returns the setup seed of game i of a simulation seeded with
// seed.
func SetupSeed(seed uint64, i int) uint64 {
	return splitmix64(seed ^ splitmix64(uint64(i)))
}

// Salts that derive the bot's seeds from a game's setup seed.
const (
	botSalt  = 0xb07_b07_b07_b07
	pickSalt = 0x91c_91c_91c_91c
	seatSalt = 0x5ea7_5ea7_5ea7
)

// PlayerSeed returns the seed of the player of seat in a game set up with
// seed setupSeed.
func PlayerSeed(setupSeed uint64, seat engine.Seat) uint64 {
	return splitmix64(setupSeed ^ botSalt ^ splitmix64(seatSalt+uint64(seat)))
}

// splitmix64 is the finaliser of the SplitMix64 generator: a bijection that
// scatters nearby inputs.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// Run plays cfg.Games games between random bots and reports on them. It
// returns an error only if the configuration is unusable, including when the
// first game cannot be set up; everything that goes wrong within a game is a
// Failure in the report.
func Run(cfg Config) (*Report, error) {
	if cfg.Ruleset == nil {
		return nil, errors.New("sim: no ruleset")
	}
	if cfg.Games < 0 {
		return nil, fmt.Errorf("sim: negative number of games %d", cfg.Games)
	}
	if cfg.Games > MaxGames {
		return nil, fmt.Errorf("sim: %d games is more than one run plays (%d)", cfg.Games, MaxGames)
	}
	if cfg.First < 0 {
		return nil, fmt.Errorf("sim: negative first game %d", cfg.First)
	}
	if cfg.Workers < 0 {
		return nil, fmt.Errorf("sim: negative number of workers %d", cfg.Workers)
	}
	if cfg.MaxSteps < 0 {
		return nil, fmt.Errorf("sim: negative max steps %d", cfg.MaxSteps)
	}
	if err := cfg.Shard.Valid(); err != nil {
		return nil, fmt.Errorf("sim: %w", err)
	}
	games := cfg.Shard.Games(cfg.First, cfg.Games)
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = DefaultMaxSteps
	}
	workers := max(1, min(cfg.Workers, games))
	// The cards are changed first, so that the engagement count and the
	// first game see them; the count is read before they are restored.
	ablations, restore, err := engine.MakeAblations(cfg.Ruleset, cfg.Ablate)
	if err != nil {
		return nil, fmt.Errorf("sim: %w: %w", ErrAblate, err)
	}
	defer restore()
	var count engine.EngagementCount
	if cfg.Engagement {
		e, ok := cfg.Ruleset.(engine.Engagement)
		if !ok {
			return nil, fmt.Errorf("sim: %s does not count engagement", cfg.Ruleset.Name())
		}
		if count, err = e.CountEngagement(); err != nil {
			return nil, fmt.Errorf("sim: counting engagement: %w", err)
		}
		defer count.Stop()
	}
	if games > 0 {
		if err := preflight(&cfg); err != nil {
			return nil, err
		}
	}

	start := time.Now()
	r := &Report{
		Ruleset:  cfg.Ruleset.Name(),
		Seed:     cfg.Seed,
		Games:    games,
		Shard:    cfg.Shard.String(),
		Wins:     map[string]int{},
		Reasons:  map[string]int{},
		Teams:    map[string]int{},
		Failures: []Failure{},

		Ablations: ablations,
	}
	r.Bots = byRole(&cfg, func(info engine.SeatInfo) string { return specFor(&cfg, info) })
	r.Decks = byRole(&cfg, func(info engine.SeatInfo) string { return deckName(&cfg, info) })
	if len(r.Decks) == 0 {
		r.Decks = nil
	}
	jobs := make(chan int)
	results := make(chan outcome, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := player{cfg: &cfg}
			for i := range jobs {
				results <- p.play(i)
			}
		}()
	}
	go func() {
		for k := cfg.First; k < cfg.First+cfg.Games; k++ {
			if cfg.Shard.Has(k) {
				jobs <- k
			}
		}
		close(jobs)
	}()
	// Fold each outcome as it arrives: the sums do not depend on the order,
	// and the failures are sorted at the end.
	var turns, completedDecisions int64
	failed := 0
	for n := 1; n <= games; n++ {
		o := <-results
		r.Decisions += int64(o.decisions)
		if o.failure != nil {
			failed++
			r.Failures = append(r.Failures, *o.failure)
			if len(r.Failures) >= 2*MaxFailures {
				r.Failures = firstFailures(r.Failures)
			}
		} else {
			r.Completed++
			r.Wins[o.winner]++
			r.Reasons[o.reason]++
			if o.team != "" {
				r.Teams[o.team]++
			}
			turns += int64(o.turns)
			completedDecisions += int64(o.decisions)
		}
		if cfg.Progress != nil {
			cfg.Progress(n, games)
		}
	}
	wg.Wait()
	elapsed := time.Since(start).Seconds()
	r.Seconds = elapsed
	r.Failures = firstFailures(r.Failures)
	r.FailuresOmitted = failed - len(r.Failures)
	if r.Completed > 0 {
		r.MeanTurns = float64(turns) / float64(r.Completed)
		r.MeanDecisions = float64(completedDecisions) / float64(r.Completed)
	}
	if elapsed > 0 {
		r.DecisionsPerSecond = float64(r.Decisions) / elapsed
		r.GamesPerSecond = float64(r.Games) / elapsed
	}
	if count != nil {
		r.Engagement = engagement(count)
	}
	return r, nil
}

// engagement reads what count counted.
func engagement(count engine.EngagementCount) *Engagement {
	e := &Engagement{Cards: count.Cards(), Abilities: count.Abilities(), NeverEngaged: []string{}, NeverUsed: count.NeverUsed()}
	if e.Cards == nil {
		e.Cards = map[string]int64{}
	}
	if e.Abilities == nil {
		e.Abilities = []engine.AbilityCount{}
	}
	if e.NeverUsed == nil {
		e.NeverUsed = []string{}
	}
	for name, n := range e.Cards {
		if n == 0 {
			e.NeverEngaged = append(e.NeverEngaged, name)
		}
	}
	sort.Strings(e.NeverEngaged)
	return e
}

// firstFailures sorts fs in game order and keeps the first MaxFailures.
func firstFailures(fs []Failure) []Failure {
	slices.SortFunc(fs, func(a, b Failure) int { return a.Game - b.Game })
	return fs[:min(len(fs), MaxFailures)]
}

// preflight sets up the first game, so that a configuration no game can use
// (a bad deck, an unknown option) is an error rather than a failure of every
// game. A panic is left for the game itself to report.
func preflight(cfg *Config) (err error) {
	defer func() {
		if recover() != nil {
			err = nil
		}
	}()
	s := setup(cfg, cfg.First)
	g, err := cfg.Ruleset.New(s)
	if err != nil {
		return fmt.Errorf("sim: setting up game %d: %w", cfg.First, err)
	}
	if len(cfg.Bots) > 0 {
		if _, err := players(cfg, g, s); err != nil {
			return fmt.Errorf("sim: %w", err)
		}
	}
	return nil
}

// specFor returns the player spec of seat info in cfg.Bots.
func specFor(cfg *Config, info engine.SeatInfo) string {
	if spec, ok := cfg.Bots[fmt.Sprint(info.Seat)]; ok {
		return spec
	}
	if spec, ok := cfg.Bots[TeamKey(info.Team)]; ok {
		return spec
	}
	if spec, ok := cfg.Bots[info.Role]; ok {
		return spec
	}
	return "random"
}

// TeamKey is the key of Config.Bots that names the seats of team (0 for
// the first): "team1", "team2", and so on, as reports number teams.
func TeamKey(team int) string { return fmt.Sprintf("team%d", team+1) }

// byRole names, with name, what each role (or seat, for seats without a
// role) of the first game has, for the report; a seat named "" is left
// out. A first game that cannot be set up names nothing: its failure is
// the game's to report.
func byRole(cfg *Config, name func(engine.SeatInfo) string) (out map[string]string) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	out = map[string]string{}
	seats, err := engine.SeatsFor(cfg.Ruleset, setup(cfg, 0))
	if err != nil {
		return nil
	}
	for _, info := range seats {
		n := name(info)
		if n == "" {
			continue
		}
		key := info.Role
		if key == "" {
			key = fmt.Sprintf("seat %d", info.Seat)
		}
		if prev, ok := out[key]; ok && prev != n {
			key = fmt.Sprintf("%s (seat %d)", key, info.Seat)
		}
		out[key] = n
	}
	return out
}

// deckName names the deck seat info plays: its name in cfg.DeckNames, "a
// deck list" for one given without a name, or the game's default deck of
// its role (engine.ShippedDecks) followed by " (default)"; "" when the
// game ships no deck for it.
func deckName(cfg *Config, info engine.SeatInfo) string {
	i := int(info.Seat)
	if i < len(cfg.Decks) && cfg.Decks[i] != "" {
		if i < len(cfg.DeckNames) && cfg.DeckNames[i] != "" {
			return cfg.DeckNames[i]
		}
		return "a deck list"
	}
	for _, d := range engine.DecksFor(cfg.Ruleset, info.Role) {
		if d.Default {
			return d.Name + " (default)"
		}
	}
	return ""
}

// players builds the player of every seat of g, set up with s.
func players(cfg *Config, g engine.Game, s engine.Setup) ([]bot.Player, error) {
	seats := g.Seats()
	out := make([]bot.Player, len(seats))
	for _, info := range seats {
		deck := ""
		if int(info.Seat) < len(s.Decks) {
			deck = s.Decks[info.Seat]
		}
		p, err := bot.New(specFor(cfg, info), bot.Config{
			Game: cfg.Ruleset.Name(), Seat: info.Seat, Role: info.Role,
			Seed: PlayerSeed(s.Seed, info.Seat), Deck: deck, Options: s.Options,
		})
		if err != nil {
			return nil, fmt.Errorf("seat %d (%s): %w", info.Seat, info.Role, err)
		}
		out[info.Seat] = p
	}
	return out, nil
}

func setup(cfg *Config, i int) engine.Setup {
	return engine.Setup{Seed: SetupSeed(cfg.Seed, i), Decks: cfg.Decks, DeckNames: cfg.DeckNames, Options: cfg.Options}
}

// outcome is the result of one game.
type outcome struct {
	decisions int
	turns     int
	winner    string
	team      string // the winning team in a game of teams of several seats
	reason    string
	failure   *Failure
}

// player plays games for one worker, reusing its buffer of choices and,
// when the game can (engine.Resetter), the memory of its last game.
type player struct {
	cfg     *Config
	choices []engine.Choice
	last    engine.Game // the last game played to its end, nil after a failure
}

// newGame makes the game of setup s: in the memory of the worker's last
// game if it resets (the same game New makes), else with New.
func (p *player) newGame(s engine.Setup) (engine.Game, error) {
	if r, ok := p.last.(engine.Resetter); ok {
		if err := r.Reset(s); err == nil {
			return p.last, nil
		}
	}
	g, err := p.cfg.Ruleset.New(s)
	p.last = g
	return g, err
}

// play plays game i.
func (p *player) play(i int) (o outcome) {
	s := setup(p.cfg, i)
	rec := engine.Record{Ruleset: p.cfg.Ruleset.Name(), Setup: s, Choices: p.choices[:0]}
	step := 0
	fail := func(kind string, format string, args ...any) outcome {
		r := rec
		r.Choices = append([]engine.Choice{}, rec.Choices...)
		return outcome{decisions: step, failure: &Failure{
			Game:   i,
			Seed:   s.Seed,
			Kind:   kind,
			Step:   step,
			Error:  fmt.Sprintf(format, args...),
			Record: r,
		}}
	}
	defer func() {
		p.choices = rec.Choices[:0]
		if r := recover(); r != nil {
			o = fail(KindPanic, "%v", r)
		}
		if o.failure != nil {
			p.last = nil // a game that failed is not reused
		}
	}()

	g, err := p.newGame(s)
	if err != nil {
		return fail(KindSetup, "%v", err)
	}
	if fp, ok := g.(engine.Fingerprinter); ok {
		// The record says which card definitions it was made under, so that
		// a later build with other definitions refuses to replay it.
		r := fp.Fingerprint()
		rec.Rules = &r
	}
	var watch func([]engine.Event) error
	if p.cfg.Check {
		if err := engine.CheckStep(g); err != nil {
			return fail(KindInvariant, "after setup: %v", err)
		}
		if w, ok := g.(Watcher); ok {
			watch = w.Watch()
		}
	}
	dr, err := p.driver(g, s)
	if err != nil {
		return fail(KindSetup, "%v", err)
	}
	loop := engine.LoopOf(g) // the game's hot-loop interfaces, asserted once
	for {
		pending := loop.Pending() // read only, until the next Apply
		res, over := g.Result()
		switch {
		case over && len(pending) > 0:
			return fail(KindInvariant, "after step %d: game is over but %d decisions are pending", step, len(pending))
		case over:
			return outcome{decisions: step, turns: turns(g), winner: Winners(g, res), team: team(g, res), reason: res.Reason}
		case len(pending) == 0:
			return fail(KindInvariant, "after step %d: game is not over but no decision is pending", step)
		case step >= p.cfg.MaxSteps:
			return fail(KindTimeout, "game not over after %d steps", step)
		}
		d, c := dr.choose(pending)
		rec.Choices = append(rec.Choices, c)
		events, err := dr.apply(c)
		if err != nil {
			return fail(KindApply, "step %d: %s: %v", step, describeChoice(d, c), err)
		}
		step++
		if p.cfg.Check {
			if err := engine.CheckStep(g); err != nil {
				return fail(KindInvariant, "after step %d: %v", step, err)
			}
			if watch != nil {
				if err := watch(events); err != nil {
					return fail(KindInvariant, "after step %d: %v", step, err)
				}
			}
		}
	}
}

// driver answers the decisions of one game and applies the answers.
type driver interface {
	choose(pending []engine.Decision) (engine.Decision, engine.Choice)
	apply(engine.Choice) ([]engine.Event, error)
}

// randomDriver is one random bot answering every seat, picking at random
// among simultaneous decisions.
type randomDriver struct {
	g     engine.Game
	loop  engine.Loop // g's Step, asserted once (engine.LoopOf)
	b     *bot.Random
	pick  engine.RNG
	quiet bool // no one reads the events: step without them (engine.Step)
}

func (r *randomDriver) choose(pending []engine.Decision) (engine.Decision, engine.Choice) {
	d := pending[0]
	if len(pending) > 1 {
		d = pending[r.pick.IntN(len(pending))]
	}
	return d, r.b.Choose(d)
}

func (r *randomDriver) apply(c engine.Choice) ([]engine.Event, error) {
	if r.quiet {
		return nil, r.loop.Step(c)
	}
	return r.g.Apply(c)
}

// tableDriver seats a player at each seat (Config.Bots).
type tableDriver struct{ t *bot.Table }

func (td tableDriver) choose(pending []engine.Decision) (engine.Decision, engine.Choice) {
	d, ok := td.t.Next()
	if !ok {
		d = pending[0] // cannot happen: every seat has a player
	}
	return d, td.t.Decide(d)
}

func (td tableDriver) apply(c engine.Choice) ([]engine.Event, error) {
	return td.t.Apply(c)
}

// driver returns the driver of game g, set up with s.
func (p *player) driver(g engine.Game, s engine.Setup) (driver, error) {
	if len(p.cfg.Bots) == 0 {
		return &randomDriver{g: g, loop: engine.LoopOf(g), b: bot.NewRandom(splitmix64(s.Seed ^ botSalt)), pick: engine.NewRNG(splitmix64(s.Seed ^ pickSalt)), quiet: !p.cfg.Check}, nil
	}
	ps, err := players(p.cfg, g, s)
	if err != nil {
		return nil, err
	}
	return tableDriver{bot.NewTable(g, ps)}, nil
}

func describeChoice(d engine.Decision, c engine.Choice) string {
	if d.Kind == engine.Number {
		return fmt.Sprintf("number %d for decision %d of seat %d", c.Number, d.ID, d.Seat)
	}
	return fmt.Sprintf("option %d of %d for decision %d of seat %d", c.Option, len(d.Options), d.ID, d.Seat)
}

func turns(g engine.Game) int {
	if tc, ok := g.(engine.TurnCounter); ok {
		return tc.Turn()
	}
	return 0
}

// team names the winning team of a game whose teams have several seats
// ("team 1" for Team 0), or "" for a game of one seat per team.
func team(g engine.Game, res engine.Result) string {
	seen := map[int]bool{}
	shared := false
	for _, s := range g.Seats() {
		shared = shared || seen[s.Team]
		seen[s.Team] = true
	}
	switch {
	case !shared:
		return ""
	case res.Draw || res.Team == engine.NoTeam:
		return "draw"
	}
	return fmt.Sprintf("team %d", res.Team+1)
}

// Winners names the winners of a game by their roles, sorted and joined
// by "+" when they have several ("draw" when nobody won): the key of
// Report.Wins, which fuzz's report shares.
func Winners(g engine.Game, res engine.Result) string {
	if len(res.Winners) == 0 {
		return "draw"
	}
	seats := g.Seats()
	var roles []string
	for _, w := range res.Winners {
		role := fmt.Sprintf("seat %d", w)
		if w >= 0 && int(w) < len(seats) && seats[w].Role != "" {
			role = seats[w].Role
		}
		if !slices.Contains(roles, role) {
			roles = append(roles, role)
		}
	}
	sort.Strings(roles)
	return strings.Join(roles, "+")
}
