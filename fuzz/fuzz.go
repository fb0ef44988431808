// Package fuzz plays many random games of any registered game to find the
// engine's bugs, checking after every step the game's invariants
// (engine.CheckStep, sim.Watcher) and, in the games chosen for it, that no
// seat is shown what it may not know. Every failure comes with a record
// that "datafort replay" reproduces.
//
// What a game offers beyond engine.Game it finds by type assertion, and
// does without when it is missing:
//
//   - its decks (engine.FuzzDecks): decks that hold every implemented card
//     in even games, many copies of a rotating subset in odd ones; else its
//     default decks; and the options those decks need (engine.FuzzOptions),
//     added to the run's;
//   - its styles of play (Styles): players of its own, played in turn;
//     else one random bot for every seat;
//   - its leak checks (engine.FuzzLeaks): views, options, prompts and events
//     checked by its own rules of what each seat knows (Config.LeakEvery);
//   - its information states (engine.InfoStater): every seat's view and
//     decisions compared with those of the game dealt again from what the
//     seat knows, the check every game with information states can have
//     (Config.RedealEvery);
//   - its engagement count (engine.Engagement): how often each card and
//     each ability took effect, and the cards never engaged.
//
// Package fuzz imports no game: the games are registered by whoever
// imports them (cmd/datafort, the tests).
package fuzz

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/sim"
)

// Config says what to fuzz.
type Config struct {
	// Ruleset is the game to fuzz.
	Ruleset engine.Ruleset
	// Options are the rules options of every game (engine.Setup.Options),
	// such as the number of seats.
	Options map[string]string
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
	// LeakEvery checks views, options and events for leaks by the game's
	// own rules (engine.FuzzLeaks) in one game of every LeakEvery (1: every
	// game); 0 never does, nor does a game without them.
	LeakEvery int
	// RedealEvery compares, in one game of every RedealEvery, after every
	// step, what each seat is shown with what it is shown in the game dealt
	// again from its information state (engine.InfoStater); 0 never does,
	// nor does a game that gives no information state. It is apart from
	// LeakEvery because it is dear (a game dealt again per seat and step)
	// and because reading views counts in ONR's engagement count (a static
	// that changes a value shown counts as taking effect), so that runs
	// with it count more than runs without.
	RedealEvery int
	// MaxRecords is the number of failures whose records the report keeps;
	// 0 means DefaultMaxRecords. Failures beyond it are only counted.
	MaxRecords int
	// Progress, if not nil, is called now and then with the number of games
	// done and the total, never concurrently.
	Progress func(done, total int)
	// Shard, if set, plays only the shard's games (game i when i mod
	// Shard.Count is Shard.Index), as they are in the whole run; Merge
	// combines the shards' reports.
	Shard sim.Shard
}

// Report is the outcome of a fuzz run.
type Report struct {
	Seed uint64 `json:"seed"`
	// Games counts the games played (the shard's, in a shard's report).
	Games int `json:"games"`
	// Shard names the shard of the run the report is of ("i/n"), absent
	// for a whole run.
	Shard     string `json:"shard,omitempty"`
	Completed int    `json:"completed"`
	// Failed counts the games that failed; Failures holds the first
	// MaxRecords of them, in game order.
	Failed   int            `json:"failed"`
	Failures []sim.Failure  `json:"failures"`
	Decks    map[string]int `json:"decks"`  // games by deck kind
	Styles   map[string]int `json:"styles"` // games by style of play
	Leaks    int            `json:"leaks"`  // games whose views and events were checked
	// Redealt counts the games whose seats' views were compared with
	// those of the game dealt again (Config.RedealEvery).
	Redealt int            `json:"redealt,omitempty"`
	Wins    map[string]int `json:"wins"`    // completed games by winners' roles ("a+b" for several, "draw")
	Reasons map[string]int `json:"reasons"` // completed games by how they ended
	// Decisions counts the choices applied in completed games.
	Decisions      int64   `json:"decisions"`
	Seconds        float64 `json:"seconds"`
	GamesPerSecond float64 `json:"games_per_second"`
	// Coverage counts, per ability of every implemented card, how often it
	// took effect; Cards how often each card was engaged (an ability took
	// effect or a rules occurrence concerned it). Both are empty for a game
	// that does not count engagement (engine.Engagement); Engagement says
	// whether it does.
	Coverage []engine.AbilityCount `json:"coverage"`
	Cards    map[string]int64      `json:"cards"`
	// NeverEngaged lists the implemented cards never engaged; NeverUsed
	// every ability (or clause of a program) that never took effect.
	NeverEngaged []string `json:"never_engaged"`
	NeverUsed    []string `json:"never_used"`
	// Engagement reports whether the game counted engagement; the JSON
	// report leaves it out (a report without counts shows empty ones).
	Engagement bool `json:"-"`
	// Rules are the rules the games were played under (engine.Fingerprinter):
	// the rules version, the state encoding and the fingerprint of the
	// definition of every card some game used; nil for a game that gives
	// none. The same rules play the same games, whatever else the build
	// holds, so Merge combines shards run by different builds — a long run
	// split over days — only when their rules agree.
	Rules *engine.Rules `json:"rules,omitempty"`
}

// Run plays cfg.Games games of cfg.Ruleset and reports on them. For a game
// that counts engagement (engine.Engagement) it turns the count on for the
// run, so no other game of it may run meanwhile.
func Run(cfg Config) (*Report, error) {
	switch {
	case cfg.Ruleset == nil:
		return nil, errors.New("fuzz: no ruleset")
	case cfg.Games < 0:
		return nil, fmt.Errorf("fuzz: negative number of games %d", cfg.Games)
	case cfg.Workers < 0:
		return nil, fmt.Errorf("fuzz: negative number of workers %d", cfg.Workers)
	}
	if err := cfg.Shard.Valid(); err != nil {
		return nil, fmt.Errorf("fuzz: %w", err)
	}
	games := cfg.Shard.Games(0, cfg.Games)
	stride := max(cfg.Shard.Count, 1)
	if cfg.Workers == 0 {
		cfg.Workers = runtime.NumCPU()
	}
	if cfg.MaxSteps <= 0 {
		cfg.MaxSteps = sim.DefaultMaxSteps
	}
	if cfg.MaxRecords <= 0 {
		cfg.MaxRecords = DefaultMaxRecords
	}
	rs := cfg.Ruleset
	if fo, ok := rs.(engine.FuzzOptions); ok {
		cfg.Options = fo.FuzzOptions(cfg.Options)
	}
	var every []string
	decks, _ := rs.(engine.FuzzDecks)
	if decks != nil {
		var err error
		if every, err = decks.EveryCardDecks(cfg.Options); err != nil {
			return nil, fmt.Errorf("fuzz: %s's every-card decks: %w", rs.Name(), err)
		}
	}
	styles := []string{Random}
	if st, ok := rs.(Styles); ok {
		if styles = st.FuzzStyles(); len(styles) == 0 {
			return nil, fmt.Errorf("fuzz: %s names no style of play", rs.Name())
		}
	}
	var count engine.EngagementCount
	if e, ok := rs.(engine.Engagement); ok {
		var err error
		if count, err = e.CountEngagement(); err != nil {
			return nil, fmt.Errorf("fuzz: counting engagement: %w", err)
		}
		defer count.Stop()
	}

	start := time.Now()
	var next atomic.Int64
	var done atomic.Int64
	var mu sync.Mutex
	total := newTally()
	var failures []sim.Failure
	var wg sync.WaitGroup
	workers := max(1, min(cfg.Workers, games))
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := newTally()
			p := &player{cfg: &cfg, every: every, decks: decks, styles: styles}
			var lf []sim.Failure
			for {
				j := int(next.Add(1) - 1)
				if j >= games {
					break
				}
				i := cfg.Shard.Index + j*stride
				if f := p.play(i, local); f != nil {
					lf = append(lf, *f)
				}
				if n := done.Add(1); cfg.Progress != nil && (n%64 == 0 || int(n) == games) {
					mu.Lock()
					cfg.Progress(int(n), games)
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
	if total.RulesErr != nil {
		return nil, fmt.Errorf("fuzz: games under different rules: %w", total.RulesErr)
	}

	sort.Slice(failures, func(i, j int) bool { return failures[i].Game < failures[j].Game })
	r := &Report{
		Seed: cfg.Seed, Games: games, Shard: cfg.Shard.String(), Completed: total.Completed, Failed: len(failures),
		Decks: total.Decks, Styles: total.Styles, Leaks: total.Leaks, Redealt: total.Redealt, Wins: total.Wins, Reasons: total.Reasons,
		Decisions: total.Decisions, Seconds: elapsed, Rules: total.Rules,
		Coverage: []engine.AbilityCount{}, Cards: map[string]int64{}, NeverEngaged: []string{}, NeverUsed: []string{},
	}
	if len(failures) > cfg.MaxRecords {
		failures = failures[:cfg.MaxRecords]
	}
	r.Failures = append([]sim.Failure{}, failures...)
	if elapsed > 0 {
		r.GamesPerSecond = float64(games) / elapsed
	}
	if count != nil {
		r.Engagement = true
		if abs := count.Abilities(); abs != nil {
			r.Coverage = abs
		}
		if used := count.NeverUsed(); used != nil {
			r.NeverUsed = used
		}
		r.Cards = count.Cards()
		for title, n := range r.Cards {
			if n == 0 {
				r.NeverEngaged = append(r.NeverEngaged, title)
			}
		}
		sort.Strings(r.NeverEngaged)
	}
	return r, nil
}

// tally is what a worker counts.
type tally struct {
	Completed, Leaks int
	Redealt          int
	Decisions        int64
	Decks, Styles    map[string]int
	Wins, Reasons    map[string]int
	Rules            *engine.Rules // the union of the games' rules, nil until a game gives its own
	RulesErr         error         // games under rules that disagree (never in one build)
}

func newTally() *tally {
	return &tally{Decks: map[string]int{}, Styles: map[string]int{}, Wins: map[string]int{}, Reasons: map[string]int{}}
}

func (t *tally) add(o *tally) {
	t.Completed += o.Completed
	t.Leaks += o.Leaks
	t.Redealt += o.Redealt
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
	if o.Rules != nil {
		t.addRules(*o.Rules)
	}
	t.RulesErr = cmp.Or(t.RulesErr, o.RulesErr)
}

// addRules adds the rules of a game to those of the games counted.
func (t *tally) addRules(r engine.Rules) {
	if t.Rules == nil {
		t.Rules = &engine.Rules{Version: r.Version, Encoding: r.Encoding, Cards: map[string]string{}}
	}
	if err := unionRules(t.Rules, r); err != nil {
		t.RulesErr = cmp.Or(t.RulesErr, err)
	}
}

// unionRules adds to u the cards of r, which must be played under the same
// rules version and state encoding and give any card u holds the same
// fingerprint.
func unionRules(u *engine.Rules, r engine.Rules) error {
	if u.Version != r.Version || u.Encoding != r.Encoding {
		return fmt.Errorf("rules %s (encoding %q) beside rules %s (encoding %q)", r.Version, r.Encoding, u.Version, u.Encoding)
	}
	for id, fp := range r.Cards {
		if have, ok := u.Cards[id]; ok && have != fp {
			return fmt.Errorf("card %s has definition %s beside %s", id, fp, have)
		}
		u.Cards[id] = fp
	}
	return nil
}

// Salts that derive a game's other seeds from its setup seed.
const (
	botSalt    = 0xf022_b07_b07
	pickSalt   = 0xf022_91c_91c
	subsetSalt = 0xf022_5ab_5e7
	redealSalt = 0xf022_de_a1
)

// player plays games for one worker.
type player struct {
	cfg    *Config
	every  []string         // the every-card decks, if decks is not nil
	decks  engine.FuzzDecks // nil: the default decks
	styles []string
}

// play plays game i, counting it in t; it returns the failure, if any.
func (p *player) play(i int, t *tally) (failure *sim.Failure) {
	rs := p.cfg.Ruleset
	seed := sim.SetupSeed(p.cfg.Seed, i)
	setup := engine.Setup{Seed: seed, Options: p.cfg.Options}
	kind := Default
	if p.decks != nil {
		setup.Decks, kind = p.every, EveryCard
		if i%2 == 1 {
			decks, err := p.decks.SubsetDecks(p.cfg.Options, seed^subsetSalt)
			if err != nil {
				return &sim.Failure{Game: i, Seed: seed, Kind: sim.KindSetup, Error: err.Error()}
			}
			setup.Decks, kind = decks, Subset
		}
	}
	t.Decks[kind]++
	rec := engine.Record{Ruleset: rs.Name(), Setup: setup}
	step := 0
	fail := func(k, format string, args ...any) *sim.Failure {
		return &sim.Failure{Game: i, Seed: seed, Kind: k, Step: step, Error: fmt.Sprintf(format, args...), Record: rec}
	}
	defer func() {
		if r := recover(); r != nil {
			failure = fail(sim.KindPanic, "%v", r)
		}
	}()
	g, err := rs.New(setup)
	if err != nil {
		return fail(sim.KindSetup, "%v", err)
	}
	if fp, ok := g.(engine.Fingerprinter); ok {
		rules := fp.Fingerprint()
		rec.Rules = &rules
		t.addRules(rules)
	}
	if err := engine.CheckStep(g); err != nil { // a StepChecker's first is the full Check
		return fail(sim.KindInvariant, "after setup: %v", err)
	}
	watch := func([]engine.Event) error { return nil }
	if w, ok := g.(sim.Watcher); ok {
		watch = w.Watch()
	}
	var lc engine.LeakChecker
	if fl, ok := rs.(engine.FuzzLeaks); ok {
		lc = fl.LeakChecker()
	}
	leaks := lc != nil && p.cfg.LeakEvery > 0 && i%p.cfg.LeakEvery == 0
	if leaks {
		t.Leaks++
	}
	is, _ := g.(engine.InfoStater)
	redealt := is != nil && p.cfg.RedealEvery > 0 && i%p.cfg.RedealEvery == 0
	if redealt {
		t.Redealt++
	}
	style := p.styles[(i/2)%len(p.styles)]
	t.Styles[style]++
	var b bot.Bot = bot.NewRandom(seed ^ botSalt)
	if st, ok := rs.(Styles); ok {
		if b, err = st.FuzzPlayer(g, style, seed); err != nil {
			return fail(sim.KindSetup, "the %s player: %v", style, err)
		}
	}
	pick := engine.NewRNG(seed ^ pickSalt)
	deal := engine.NewRNG(seed ^ redealSalt)
	for {
		pending := g.Pending()
		if leaks {
			if err := lc.Check(g); err != nil {
				return fail(sim.KindInvariant, "after step %d: leak: %v", step, err)
			}
		}
		res, over := g.Result()
		if redealt && !over {
			if err := redeal(g, is, setup.Decks, &deal); err != nil {
				return fail(sim.KindInvariant, "after step %d: leak: %v", step, err)
			}
		}
		switch {
		case over:
			t.Completed++
			t.Decisions += int64(step)
			t.Wins[sim.Winners(g, res)]++
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
		c := b.Choose(d)
		rec.Choices = append(rec.Choices, c)
		ev, err := g.Apply(c)
		if err != nil {
			return fail(sim.KindApply, "step %d: %v", step, err)
		}
		step++
		if err := engine.CheckStep(g); err != nil {
			return fail(sim.KindInvariant, "after step %d: %v", step, err)
		}
		if err := watch(ev); err != nil {
			return fail(sim.KindInvariant, "after step %d: %v", step, err)
		}
		if leaks {
			if err := lc.Events(g, ev); err != nil {
				return fail(sim.KindInvariant, "after step %d: leak: %v", step, err)
			}
		}
	}
}

// WriteText writes the report for people: the games, the failures, and,
// for a game that counts engagement, how often each card took effect, the
// cards never engaged first.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "seed       %d\n", r.Seed)
	if r.Rules != nil {
		fmt.Fprintf(&b, "rules      %s, %d cards fingerprinted\n", r.Rules.Version, len(r.Rules.Cards))
	}
	fmt.Fprintf(&b, "games      %d (%d completed, %d failed); decks: %s; play: %s; views and events checked in %d\n",
		r.Games, r.Completed, r.Failed, counts(r.Decks), counts(r.Styles), r.Leaks)
	if r.Redealt > 0 {
		fmt.Fprintf(&b, "dealt again %d games: every seat's view compared with the game dealt again from what it knows\n", r.Redealt)
	}
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
	if !r.Engagement {
		b.WriteString("cards      engagement not counted (the game has no count of it)\n")
		_, err := io.WriteString(w, b.String())
		return err
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
