// Package search provides an information-set Monte Carlo search player for
// ONR, registered with the bot registry as "search".
//
// At each decision with a real choice the player takes its seat's
// information state (bot.Observation.Info: the game with every card hidden
// from the seat masked; it never sees the true state), keeps the few
// options the heuristic player rates best (the prior), and plays each of
// them out in many determinizations: complete games dealt at random from
// the information state, the hidden cards of the opponent from the deck the
// player believes it plays (by default the default deck of its role), its
// own unseen cards from its own deck. Every candidate is played out in the
// same determinization, with the same random generator, by heuristic
// players on both sides (common random numbers: the candidates are compared
// on the same worlds, which removes most of the noise between them). It
// takes the candidate with the best mean result, the prior breaking ties.
//
// This is information-set MCTS with the tree cut at the root, as in
// perfect-information Monte Carlo (PIMC) search: within a budget of about
// 100 ms and rollouts of a millisecond or more, a few dozen playouts per
// decision are all there is, and they are best spent comparing the root's
// candidates on shared worlds rather than growing a deeper tree whose nodes
// would each see a handful of visits. Strategy fusion, PIMC's known flaw,
// matters little here: the rollout policy, not the tree, decides later
// moves, and it sees only its own seat's view of each world.
package search

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/heuristic"
)

func init() {
	bot.Register("search", bot.Info{
		About: "thinks before each move: deals the cards it cannot see at random and plays its best options out",
		Games: []string{onr.Rules.Name()},
	}, New)
}

// Defaults of the parameters.
const (
	DefaultWorlds = 24              // determinizations per decision, without a time budget
	DefaultTop    = 8               // candidates kept from the prior (see New's top)
	DefaultSteps  = 4000            // choices a playout makes at most
	DefaultTime   = 0 * time.Second // no time budget
	DefaultPoints = 0               // weight of the lead in agenda points in a playout's result
)

// Bot is the search player of one seat.
type Bot struct {
	seat   engine.Seat
	rng    engine.RNG
	decks  []string      // the deck believed for each seat ("" the default)
	worlds int           // determinizations per decision
	budget time.Duration // time per decision, 0 for none
	top    int           // candidates kept from the prior
	steps  int           // choices a playout makes at most
	margin float64       // standard errors by which a candidate must beat the prior's choice
	points float64       // weight of the lead in agenda points in a playout's result
	prior  *heuristic.Bot
	stats  Stats
	view   onr.View     // the playouts' views, built in the same room
	clock  func() clock // starts the clock of a decision (startClock; tests fake it)
	// clone is the game the playouts of a world's candidates but the last
	// play, each cloned into it anew (engine.CloneInto): its memory is
	// reused from playout to playout.
	clone engine.Game
}

// checkEvery is how many playout steps the search takes at most between two
// readings of its clock. A step is one choice applied (and, where a player
// chooses, its decision), tens of microseconds, so a decision overruns its
// budget by at most a few of them, however long a playout is.
const checkEvery = 4

// clock measures the time a decision spends.
type clock interface {
	elapsed() time.Duration // time since the clock started
	stop() time.Duration    // stops the clock and returns its time
}

// Stats counts what a search player did.
type Stats struct {
	Decisions int             // decisions answered
	Searched  int             // decisions searched (the others took the prior)
	Worlds    int             // determinizations played out
	Playouts  int             // playouts
	Refused   int             // decisions without an information state
	Changed   int             // searched decisions where search overruled the prior
	Steps     int             // choices applied in playouts
	Time      time.Duration   // CPU time of the searched decisions (wall time where the thread's CPU time is not at hand)
	MaxTime   time.Duration   // the longest searched decision, likewise
	Wall      time.Duration   // wall time of the searched decisions
	Times     []time.Duration // the time of each searched decision, likewise, in order
}

// Quantile returns the q-quantile (0 ≤ q ≤ 1, nearest rank) of the times
// of the searched decisions, 0 if there were none.
func (s *Stats) Quantile(q float64) time.Duration {
	if len(s.Times) == 0 {
		return 0
	}
	t := slices.Clone(s.Times)
	slices.Sort(t)
	i := int(math.Ceil(q*float64(len(t)))) - 1
	return t[max(0, min(i, len(t)-1))]
}

// Add adds the counts of o to s (MaxTime: the larger).
func (s *Stats) Add(o Stats) {
	s.Decisions += o.Decisions
	s.Searched += o.Searched
	s.Worlds += o.Worlds
	s.Playouts += o.Playouts
	s.Steps += o.Steps
	s.Refused += o.Refused
	s.Changed += o.Changed
	s.Time += o.Time
	s.MaxTime = max(s.MaxTime, o.MaxTime)
	s.Wall += o.Wall
	s.Times = append(s.Times, o.Times...)
}

// New builds a search player. Params (bot spec "search:KEY=VALUE,…"):
//
//	worlds=N   determinizations per decision (default 24)
//	ms=N       budget per decision in milliseconds of CPU time of the
//	           searching thread (wall time where that is not at hand), a
//	           cap: the clock starts with the decision and is read before
//	           dealing each world, before each candidate's playout and every
//	           few playout steps (checkEvery), and the
//	           search stops as soon as it has run out, even mid-playout,
//	           answering with the best candidate of the worlds played out
//	           in full (the world in progress does not count); without one
//	           whole world the prior decides (default: none, only worlds)
//	top=N      candidates kept from the prior (default 8: on 600 positions
//	           of the Runner, 8 candidates on 12 worlds chose better than 4
//	           on 24, the same playouts; wider beats deeper up to 6–10)
//	steps=N    choices a playout makes at most (default 4000)
//	margin=X   a candidate overrules the prior's choice only if it beats it
//	           by X standard errors of their paired differences (default 0:
//	           any better mean)
//	points=X   a playout's result is 1 for a win, -1 for a loss, 0 for a
//	           draw or a game unfinished, plus X times the seat's lead in
//	           agenda points over the best other seat as a fraction of the
//	           points that win (default 0: as a Runner, X=0.25 won 41 of
//	           100 games against the heuristic Corp where X=0 won 59; the
//	           lead steers it to points it dies for)
//	corp=FILE, runner=FILE  are not parameters: the believed decks are the
//	           defaults of their roles, and the seat's own deck is known.
func New(cfg bot.Config) (bot.Player, error) {
	if cfg.Game != "" && cfg.Game != "onr" {
		return nil, fmt.Errorf("plays onr, not %s", cfg.Game)
	}
	b := &Bot{seat: cfg.Seat, rng: engine.NewRNG(cfg.Seed ^ 0x5ea_4c4), worlds: DefaultWorlds, top: DefaultTop,
		steps: DefaultSteps, budget: DefaultTime, points: DefaultPoints, prior: heuristic.NewBot(cfg.Seed),
		clock: startClock}
	b.decks = make([]string, 2)
	if int(cfg.Seat) >= 0 && int(cfg.Seat) < 2 {
		b.decks[cfg.Seat] = cfg.Deck
	}
	for k, v := range cfg.Params {
		if k == "margin" || k == "points" {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil || x < 0 {
				return nil, fmt.Errorf("%s=%q: want a number ≥ 0", k, v)
			}
			if k == "margin" {
				b.margin = x
			} else {
				b.points = x
			}
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("%s=%q: want a whole number ≥ 0", k, v)
		}
		switch k {
		case "worlds":
			b.worlds = n
		case "ms":
			b.budget = time.Duration(n) * time.Millisecond
		case "top":
			b.top = max(n, 1)
		case "steps":
			b.steps = max(n, 1)
		default:
			return nil, fmt.Errorf("unknown parameter %q (known: worlds, ms, top, steps, margin, points)", k)
		}
	}
	if b.worlds == 0 && b.budget == 0 {
		return nil, fmt.Errorf("worlds=0 needs a time budget (ms=N)")
	}
	return b, nil
}

// NewBot returns a search player of seat with the given budget: worlds
// determinizations per decision (0 for no limit) and a time budget (0 for
// none); seed seeds its sampling.
func NewBot(seat engine.Seat, seed uint64, worlds int, budget time.Duration) *Bot {
	p, _ := New(bot.Config{Game: "onr", Seat: seat, Seed: seed,
		Params: map[string]string{"worlds": strconv.Itoa(worlds), "ms": strconv.Itoa(int(budget / time.Millisecond))}})
	return p.(*Bot)
}

// Stats returns what the player did so far.
func (b *Bot) Stats() Stats { return b.stats }

// Choose implements bot.Player.
func (b *Bot) Choose(o *bot.Observation) engine.Choice {
	b.stats.Decisions++
	d := o.Decision
	v, ok := o.View().(*onr.View)
	if !ok {
		return engine.Choice{Decision: d.ID, Seat: d.Seat}
	}
	if d.Kind != engine.Select || len(d.Options) <= 1 {
		return b.prior.Decide(v, d)
	}
	clock := b.clock() // the budget covers the prior's work and the information state too
	fallback := b.prior.Decide(v, d)
	cands := b.candidates(v, d, fallback.Option)
	if len(cands) <= 1 {
		clock.stop()
		return fallback
	}
	in, err := o.Info()
	if err != nil {
		clock.stop()
		b.stats.Refused++
		return fallback
	}
	best := b.search(clock, in, d, cands)
	if best != fallback.Option {
		b.stats.Changed++
	}
	return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: best}
}

// candidates returns the options worth searching: the prior's best ones,
// its own choice first.
func (b *Bot) candidates(v *onr.View, d engine.Decision, first int) []int {
	scores := b.prior.Scores(v, d)
	idx := make([]int, 0, len(d.Options))
	for i := range d.Options {
		if i != first {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(i, j int) int {
		switch {
		case scores[i] > scores[j]:
			return -1
		case scores[i] < scores[j]:
			return 1
		}
		return 0
	})
	out := append([]int{first}, idx...)
	return out[:min(len(out), b.top)]
}

// search plays every candidate out in each determinization and returns the
// one with the best mean result; ties go to the earliest candidate (the
// prior's choice first). It stops when the budget of clock (started with
// the decision) runs out, and stops the clock.
func (b *Bot) search(clock clock, in engine.InfoState, d engine.Decision, cands []int) int {
	wall := time.Now()
	b.stats.Searched++
	sum := make([]float64, len(cands))
	part := make([]float64, len(cands))
	sq := make([]float64, len(cands)) // squares of the differences with candidate 0
	worlds := 0
	over := func() bool { return b.budget > 0 && clock.elapsed() >= b.budget }
search:
	for b.worlds == 0 || worlds < b.worlds {
		if over() {
			break
		}
		world, err := in.Sample(&b.rng, b.decks)
		if err != nil {
			break
		}
		seed := b.rng.Uint64()
		for i, c := range cands {
			if over() {
				break search // a world half played out does not count
			}
			g := world
			if i < len(cands)-1 { // the last candidate plays the world itself
				b.clone = engine.CloneInto(world, b.clone)
				g = b.clone
			}
			v, ok := b.playout(g, engine.Choice{Decision: d.ID, Seat: d.Seat, Option: c}, seed, over)
			if !ok {
				break search // out of time mid-playout: the world does not count
			}
			part[i] = v
			b.stats.Playouts++
		}
		for i := range sum {
			sum[i] += part[i]
			sq[i] += (part[i] - part[0]) * (part[i] - part[0])
		}
		worlds++
	}
	b.stats.Worlds += worlds
	cpu := clock.stop()
	b.stats.Time += cpu
	b.stats.MaxTime = max(b.stats.MaxTime, cpu)
	b.stats.Times = append(b.stats.Times, cpu)
	b.stats.Wall += time.Since(wall)
	if worlds == 0 {
		return cands[0] // not one world in the budget: the prior's choice
	}
	// The best mean; a candidate overrules the prior's choice (candidate
	// 0) only if it beats it by margin standard errors of their paired
	// differences over the worlds.
	best := 0
	for i := 1; i < len(sum); i++ {
		if sum[i] <= sum[best] {
			continue
		}
		if b.margin > 0 && worlds > 1 {
			w := float64(worlds)
			mean := (sum[i] - sum[0]) / w
			variance := (sq[i] - w*mean*mean) / (w - 1)
			if mean <= b.margin*math.Sqrt(max(variance, 0)/w) {
				continue
			}
		}
		best = i
	}
	return cands[best]
}

// playout applies c to g, then lets heuristic players (seeded with seed,
// the same for every candidate of a world) play g out, and returns the
// result for the searching seat: 1 a win, -1 a loss, 0 a draw or a game
// still going after the step limit, plus the points weight times the
// seat's lead in agenda points (lead). It asks over every checkEvery steps
// and gives up (false) as soon as over says the time is up.
func (b *Bot) playout(g engine.Game, c engine.Choice, seed uint64, over func() bool) (float64, bool) {
	if err := engine.Step(g, c); err != nil {
		return math.Inf(-1), true // cannot happen: the option was legal
	}
	b.stats.Steps++
	og, ok := g.(*onr.Game)
	if !ok {
		return 0, true
	}
	players := [2]*heuristic.Bot{heuristic.NewBot(seed), heuristic.NewBot(seed ^ 1)}
	if int(b.seat) < 2 {
		players[b.seat] = b.prior.Fork(seed ^ uint64(b.seat)) // the seat's own memory goes on
	}
	for step := 0; step < b.steps; step++ {
		if step%checkEvery == checkEvery-1 && over() {
			return 0, false
		}
		if res, over := g.Result(); over {
			return outcome(res, b.seat) + b.points*lead(og, b.seat), true
		}
		p := engine.PendingOf(g)
		if len(p) == 0 {
			return b.points * lead(og, b.seat), true
		}
		d := p[0]
		b.stats.Steps++
		if len(d.Options) == 1 && d.Kind == engine.Select {
			if err := engine.Step(g, engine.Choice{Decision: d.ID, Seat: d.Seat}); err != nil {
				return 0, true
			}
			continue
		}
		v := og.ViewInto(d.Seat, &b.view)
		if err := engine.Step(g, players[d.Seat&1].Decide(v, d)); err != nil {
			return 0, true
		}
	}
	return b.points * lead(og, b.seat), true
}

// lead is seat's lead in agenda points over the best of the other seats,
// as a fraction of the points that win (ONR-17.1), between -1 and 1.
func lead(g *onr.Game, seat engine.Seat) float64 {
	s := g.State()
	if int(seat) >= len(s.Players) {
		return 0
	}
	win := s.WinPoints
	if win <= 0 {
		win = 7
	}
	other := int32(math.MinInt32)
	for i := range s.Players {
		if engine.Seat(i) != seat {
			other = max(other, s.Players[i].Points)
		}
	}
	if other == math.MinInt32 {
		return 0
	}
	d := float64(s.Players[seat].Points-other) / float64(win)
	return max(-1, min(1, d))
}

// outcome is the result of a finished game for seat.
func outcome(res engine.Result, seat engine.Seat) float64 {
	if res.Draw || len(res.Winners) == 0 {
		return 0
	}
	if slices.Contains(res.Winners, seat) {
		return 1
	}
	return -1
}
