// Package arena plays round robins between players (bots, each with its
// decks) and rates them: win rates with 95 % intervals for every pairing
// and side, and Elo-style ratings fitted to all the games (Bradley–Terry,
// by maximum likelihood). "datafort arena" prints its report as a table
// and draws it as an SVG chart.
//
// Every pairing plays the same deals twice, each entrant taking each seat
// once on each deal (mirrored games), so that neither the deal nor the
// side favours one of them. A report is deterministic given the
// configuration, whatever the number of workers, as long as the players
// are (a time-budgeted search player is not).
package arena

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/sim"
)

// Entrant is a player of the round robin: a bot spec and the decks it
// plays, by seat ("" for the game's default).
type Entrant struct {
	Name  string   // how the report names it; the spec if empty
	Spec  string   // a bot spec for bot.New, e.g. "search:worlds=16"
	Decks []string // deck list texts by seat; missing or "" for the default
	// DeckNames names the decks of Decks by seat (their files), for the
	// report; a deck without a name is "a deck list".
	DeckNames []string
}

// Seated is what the report says an entrant plays with: its bot and the
// deck it plays at each seat.
type Seated struct {
	Name string `json:"name"`
	Bot  string `json:"bot"`
	// Decks names the deck at each seat, in seat order: its name
	// (Entrant.DeckNames), "a deck list", or the game's default deck of
	// the seat's role followed by " (default)"; "" for a game without
	// decks.
	Decks []string `json:"decks"`
}

// Config says what to play.
type Config struct {
	Ruleset  engine.Ruleset
	Entrants []Entrant
	// Games is the number of deals each pairing plays; each deal is played
	// once with each entrant at each seat of a two-seat game.
	Games    int
	Seed     uint64
	Options  map[string]string
	Workers  int // games played at once; 0 means 1
	MaxSteps int // choices after which a game counts as a draw; 0: 100000
	// Progress, if not nil, is called after each game with the games done
	// and the total; calls are never concurrent.
	Progress func(done, total int)
	// Shard, if set, plays only the shard's games: game k of the run's
	// list (every pairing, seat order and deal) when k mod Shard.Count is
	// Shard.Index, with its seeds in the whole run. Merge combines the
	// shards' reports.
	Shard sim.Shard
}

// Result counts the games of one entrant against another at one seat.
type Result struct {
	Games  int `json:"games"`
	Wins   int `json:"wins"`
	Draws  int `json:"draws"`
	Losses int `json:"losses"`
}

// Score is the entrant's share of the points: a win 1, a draw 1/2.
func (r Result) Score() float64 {
	if r.Games == 0 {
		return 0
	}
	return (float64(r.Wins) + 0.5*float64(r.Draws)) / float64(r.Games)
}

// Interval returns the Wilson score interval at 95 % of the score.
func (r Result) Interval() (lo, hi float64) { return Wilson(r.Score(), r.Games) }

func (r *Result) add(o Result) {
	r.Games += o.Games
	r.Wins += o.Wins
	r.Draws += o.Draws
	r.Losses += o.Losses
}

// Report is the outcome of a round robin.
type Report struct {
	Ruleset string `json:"ruleset"`
	Seed    uint64 `json:"seed"`
	Games   int    `json:"games"` // deals per pairing in the whole run
	// Shard names the shard of the run the report is of ("i/n"), absent
	// for a whole run: its Results count the shard's games only.
	Shard string   `json:"shard,omitempty"`
	Names []string `json:"names"`
	Roles []string `json:"roles"` // the roles of the seats
	// Entrants says, by entrant in Names' order, the bot and the decks
	// each played.
	Entrants []Seated `json:"entrants"`

	// Results[i][j][s] is entrant i against entrant j with i at seat s.
	Results [][][]Result `json:"results"`
	// Ratings are Elo-style: 400 points is a ratio of 10 in the odds of
	// winning; the mean rating is 1500.
	Ratings []float64 `json:"ratings"`
	// Errors counts the games a player or the game broke (counted as
	// draws).
	Errors int `json:"errors"`
}

// Total returns entrant i's results against j over both seats (j < 0:
// against everyone).
func (r *Report) Total(i, j int) Result {
	var t Result
	for k := range r.Names {
		if k == i || (j >= 0 && k != j) {
			continue
		}
		for _, x := range r.Results[i][k] {
			t.add(x)
		}
	}
	return t
}

// Seat returns entrant i's results at seat s against everyone.
func (r *Report) Seat(i, s int) Result {
	var t Result
	for k := range r.Names {
		if k != i {
			t.add(r.Results[i][k][s])
		}
	}
	return t
}

// game is one game to play.
type game struct {
	a, b int // entrants: a at seat 0, b at seat 1
	deal int
	seed uint64
}

// Run plays the round robin.
func Run(cfg Config) (*Report, error) {
	if cfg.Ruleset == nil {
		return nil, errors.New("arena: no ruleset")
	}
	n := len(cfg.Entrants)
	if n < 2 {
		return nil, errors.New("arena: at least two entrants")
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("arena: %d games per pairing", cfg.Games)
	}
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = 100000
	}
	if err := cfg.Shard.Valid(); err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	rep := &Report{Ruleset: cfg.Ruleset.Name(), Seed: cfg.Seed, Games: cfg.Games, Shard: cfg.Shard.String()}
	for i, e := range cfg.Entrants {
		name := e.Name
		if name == "" {
			name = e.Spec
		}
		if slicesContains(rep.Names, name) {
			name = fmt.Sprintf("%s #%d", name, i+1)
		}
		rep.Names = append(rep.Names, name)
	}
	seats, err := engine.SeatsFor(cfg.Ruleset, engine.Setup{Seed: cfg.Seed, Options: cfg.Options})
	if err != nil {
		return nil, err
	}
	if len(seats) != 2 {
		return nil, fmt.Errorf("arena: %s has %d seats; the arena plays two-seat games", cfg.Ruleset.Name(), len(seats))
	}
	for _, s := range seats {
		rep.Roles = append(rep.Roles, s.Role)
	}
	for i, e := range cfg.Entrants {
		st := Seated{Name: rep.Names[i], Bot: e.Spec}
		for _, s := range seats {
			st.Decks = append(st.Decks, deckName(cfg.Ruleset, e, s))
		}
		rep.Entrants = append(rep.Entrants, st)
	}
	// Every entrant must be able to play every seat.
	for i, e := range cfg.Entrants {
		for _, s := range seats {
			if _, err := bot.New(e.Spec, config(cfg, e, s, 0)); err != nil {
				return nil, fmt.Errorf("arena: entrant %s at seat %d (%s): %w", rep.Names[i], s.Seat, s.Role, err)
			}
		}
	}
	rep.Results = make([][][]Result, n)
	for i := range rep.Results {
		rep.Results[i] = make([][]Result, n)
		for j := range rep.Results[i] {
			rep.Results[i][j] = make([]Result, 2)
		}
	}
	var games []game
	k := 0 // the game's index in the whole run
	for a := range n {
		for b := range n {
			if a == b {
				continue
			}
			lo, hi := min(a, b), max(a, b)
			for d := range cfg.Games {
				// The same deals for a pairing whoever sits where.
				seed := mix(cfg.Seed ^ mix(uint64(lo)<<32|uint64(hi)) ^ mix(uint64(d)+0x5eed))
				if cfg.Shard.Has(k) {
					games = append(games, game{a: a, b: b, deal: d, seed: seed})
				}
				k++
			}
		}
	}
	outcomes := make([]int, len(games)) // winner's seat, -1 draw, -2 error
	workers := max(1, min(cfg.Workers, len(games)))
	jobs := make(chan int)
	done := make(chan struct{}, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range jobs {
				outcomes[k] = play(cfg, seats, games[k])
				done <- struct{}{}
			}
		}()
	}
	go func() {
		for k := range games {
			jobs <- k
		}
		close(jobs)
	}()
	for k := 1; k <= len(games); k++ {
		<-done
		if cfg.Progress != nil {
			cfg.Progress(k, len(games))
		}
	}
	wg.Wait()
	for k, g := range games {
		o := outcomes[k]
		ra, rb := &rep.Results[g.a][g.b][0], &rep.Results[g.b][g.a][1]
		ra.Games++
		rb.Games++
		switch o {
		case 0:
			ra.Wins++
			rb.Losses++
		case 1:
			ra.Losses++
			rb.Wins++
		default:
			if o == -2 {
				rep.Errors++
			}
			ra.Draws++
			rb.Draws++
		}
	}
	rep.Ratings = Ratings(rep)
	return rep, nil
}

func config(cfg Config, e Entrant, s engine.SeatInfo, seed uint64) bot.Config {
	deck := ""
	if int(s.Seat) < len(e.Decks) {
		deck = e.Decks[s.Seat]
	}
	return bot.Config{Game: cfg.Ruleset.Name(), Seat: s.Seat, Role: s.Role, Seed: seed, Deck: deck, Options: cfg.Options}
}

// play plays one game and returns the winner's seat, -1 for a draw or a
// game not over, -2 for an error.
func play(cfg Config, seats []engine.SeatInfo, g game) (out int) {
	defer func() {
		if recover() != nil {
			out = -2
		}
	}()
	ea, eb := cfg.Entrants[g.a], cfg.Entrants[g.b]
	decks := []string{deckOf(ea, 0), deckOf(eb, 1)}
	game, err := cfg.Ruleset.New(engine.Setup{Seed: g.seed, Decks: decks, Options: cfg.Options})
	if err != nil {
		return -2
	}
	pa, err := bot.New(ea.Spec, config(cfg, ea, seats[0], mix(g.seed^1)))
	if err != nil {
		return -2
	}
	pb, err := bot.New(eb.Spec, config(cfg, eb, seats[1], mix(g.seed^2)))
	if err != nil {
		return -2
	}
	res, err := bot.NewTable(game, []bot.Player{pa, pb}).Play(cfg.MaxSteps)
	switch {
	case err != nil && strings.Contains(err.Error(), "not over"):
		return -1
	case err != nil:
		return -2
	case res.Draw || len(res.Winners) != 1:
		return -1
	}
	return int(res.Winners[0])
}

func deckOf(e Entrant, seat int) string {
	if seat < len(e.Decks) {
		return e.Decks[seat]
	}
	return ""
}

// mix is the SplitMix64 finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// Wilson returns the Wilson score interval at 95 % of a share p of n.
func Wilson(p float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	nn := float64(n)
	d := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / d
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / d
	return max(0, c-h), min(1, c+h)
}

// Ratings fits Elo-style ratings to the report's games by maximum
// likelihood under the Bradley–Terry model (the minorization–maximization
// algorithm of Hunter, 2004): the odds that i beats j are γi/γj, and a
// rating is 1500 + 400·log10 γ, the γ scaled to a geometric mean of 1. A
// draw counts half a win each. So that an entrant that won or lost every
// game still gets a finite rating, each entrant also has one virtual draw
// against a reference player of rating 1500.
func Ratings(r *Report) []float64 {
	n := len(r.Names)
	wins := make([]float64, n)      // points scored, virtual draw included
	games := make([][]float64, n+1) // games between i and j; index n is the reference
	for i := range games {
		games[i] = make([]float64, n+1)
	}
	for i := range n {
		for j := range n {
			if i == j {
				continue
			}
			for _, x := range r.Results[i][j] {
				wins[i] += float64(x.Wins) + 0.5*float64(x.Draws)
				games[i][j] += float64(x.Games)
			}
		}
		wins[i] += 0.5
		games[i][n], games[n][i] = 1, 1
	}
	gamma := make([]float64, n+1)
	for i := range gamma {
		gamma[i] = 1
	}
	for range 10000 {
		change := 0.0
		for i := range n {
			den := 0.0
			for j := range n + 1 {
				if j != i && games[i][j] > 0 {
					den += games[i][j] / (gamma[i] + gamma[j])
				}
			}
			g := wins[i] / den
			change = max(change, math.Abs(math.Log(g/gamma[i])))
			gamma[i] = g
		}
		if change < 1e-10 {
			break
		}
	}
	logMean := 0.0
	for i := range n {
		logMean += math.Log10(gamma[i]) / float64(n)
	}
	out := make([]float64, n)
	for i := range n {
		out[i] = 1500 + 400*(math.Log10(gamma[i])-logMean)
	}
	return out
}

// Order returns the entrants' indexes, best rated first.
func (r *Report) Order() []int {
	idx := make([]int, len(r.Names))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return r.Ratings[idx[a]] > r.Ratings[idx[b]] })
	return idx
}

func slicesContains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// deckName names the deck entrant e plays at seat s (Seated.Decks).
func deckName(rs engine.Ruleset, e Entrant, s engine.SeatInfo) string {
	i := int(s.Seat)
	if i < len(e.Decks) && e.Decks[i] != "" {
		if i < len(e.DeckNames) && e.DeckNames[i] != "" {
			return e.DeckNames[i]
		}
		return "a deck list"
	}
	for _, d := range engine.DecksFor(rs, s.Role) {
		if d.Default {
			return d.Name + " (default)"
		}
	}
	return ""
}
