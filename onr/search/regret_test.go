package search

import (
	"flag"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/heuristic"
)

var (
	regretPositions = flag.Int("search.regret", 0, "positions TestCandidatesAgainstWorlds measures (0: skip)")
	regretWorlds    = flag.Int("search.regret.worlds", 160, "worlds each candidate of a position is played out in")
	regretSeat      = flag.String("search.regret.seat", "runner", "the seat whose decisions are measured (corp or runner)")
	regretSeed      = flag.Uint64("search.regret.seed", 13000, "the seed of the first heuristic game positions are taken from")
)

// regretPosition is one decision measured: the value of each candidate
// (the prior's choice first) in each world, 1 a win, -1 a loss.
type regretPosition struct {
	prompt string
	vals   [][]float64 // [world][candidate]
}

// TestCandidatesAgainstWorlds measures how the search's two limits, the
// candidates it keeps from the prior (top) and the worlds it plays each in,
// trade against each other at the same number of playouts. It takes
// decisions of one seat from heuristic games, plays each of up to ten
// candidates out in many worlds (common random numbers), then replays the
// search's choice for each setting on worlds drawn from the first half and
// scores the chosen candidate by its mean on the second half: an unbiased
// estimate of the value the setting's choice has, to compare settings
// (paired, position by position). It fails if the default number of
// candidates (DefaultTop) chooses worse than 4 by more than two standard
// errors at 96 playouts. Skipped unless -search.regret=N.
func TestCandidatesAgainstWorlds(t *testing.T) {
	if *regretPositions == 0 {
		t.Skip("a measurement: run with -search.regret=N (and -timeout)")
	}
	seat := engine.Seat(0)
	if *regretSeat == "runner" {
		seat = 1
	}
	var ps []regretPosition
	k := 0
	for seed := *regretSeed; len(ps) < *regretPositions; seed++ {
		g, err := onr.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		players := [2]*heuristic.Bot{heuristic.NewBot(seed), heuristic.NewBot(seed + 1)}
		for !g.State().Over && len(ps) < *regretPositions {
			d := g.Pending()[0]
			v := g.View(d.Seat).(*onr.View)
			if d.Seat == seat && len(g.Pending()) == 1 && d.Kind == engine.Select && len(d.Options) > 1 {
				if k++; k%9 == 0 {
					if in, err := g.Info(d.Seat); err == nil {
						ps = append(ps, measureCandidates(t, players[seat], v, d, in, seed))
					}
				}
			}
			if _, err := g.Apply(players[d.Seat].Decide(v, d)); err != nil {
				t.Fatal(err)
			}
		}
	}
	rng := engine.NewRNG(*regretSeed)
	type setting struct{ playouts, top int }
	var settings []setting
	for _, p := range []int{64, 96, 128, 192} {
		for _, top := range []int{1, 2, 4, 6, 8, 10} {
			settings = append(settings, setting{p, top})
		}
	}
	const draws = 30                         // resamplings of the first half's worlds per position
	gain := make([][]float64, len(settings)) // [setting][position]: chosen's value less the prior's
	for _, p := range ps {
		w := len(p.vals)
		half := w / 2
		ref := make([]float64, len(p.vals[0]))
		for _, row := range p.vals[half:] {
			for i, x := range row {
				ref[i] += x / float64(w-half)
			}
		}
		for si, s := range settings {
			top := min(s.top, len(ref))
			n := min(half, max(1, s.playouts/top))
			sum := 0.0
			order := make([]int, half)
			for range draws {
				for i := range order {
					order[i] = i
				}
				rng.Shuffle(half, func(i, j int) { order[i], order[j] = order[j], order[i] })
				best, bestSum := 0, math.Inf(-1)
				for c := range top {
					x := 0.0
					for _, wi := range order[:n] {
						x += p.vals[wi][c]
					}
					if x > bestSum {
						best, bestSum = c, x
					}
				}
				sum += ref[best]
			}
			gain[si] = append(gain[si], sum/draws-ref[0])
		}
	}
	base := 0
	for si, s := range settings {
		if s.playouts == 96 && s.top == 4 {
			base = si
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d decisions of the %s, %d worlds each (half to choose, half to score):\n", len(ps), *regretSeat, *regretWorlds)
	fmt.Fprintf(&b, "playouts  top  gain over the prior  vs 96 playouts, top 4\n")
	for si, s := range settings {
		m, se := pairedMean(gain[si], gain[base])
		fmt.Fprintf(&b, "%8d %4d  %+.4f              %+.4f ± %.4f\n", s.playouts, s.top, mean(gain[si]), m, se)
	}
	t.Log(b.String())
	for si, s := range settings {
		if s.playouts == 96 && s.top == DefaultTop {
			if m, se := pairedMean(gain[si], gain[base]); m < -2*se {
				t.Errorf("the default of %d candidates chose worse than 4 at 96 playouts: %+.4f ± %.4f", DefaultTop, m, se)
			}
		}
	}
}

// measureCandidates plays each of the prior's best candidates (up to ten)
// of decision d out in *regretWorlds worlds dealt from in.
func measureCandidates(t *testing.T, prior *heuristic.Bot, v *onr.View, d engine.Decision, in *onr.Info, seed uint64) regretPosition {
	t.Helper()
	p, err := New(bot.Config{Game: "onr", Seat: d.Seat, Seed: seed, Params: map[string]string{"top": "10"}})
	if err != nil {
		t.Fatal(err)
	}
	b := p.(*Bot)
	b.prior = prior.Fork(seed)
	cands := b.candidates(v, d, b.prior.Decide(v, d).Option)
	never := func() bool { return false }
	out := regretPosition{prompt: d.Prompt}
	for range *regretWorlds {
		world, err := in.Sample(&b.rng, b.decks)
		if err != nil {
			t.Fatal(err)
		}
		s := b.rng.Uint64()
		row := make([]float64, len(cands))
		for i, c := range cands {
			row[i], _ = b.playout(world.Clone(), engine.Choice{Decision: d.ID, Seat: d.Seat, Option: c}, s, never)
		}
		out.vals = append(out.vals, row)
	}
	return out
}

// mean is the mean of xs.
func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// pairedMean is the mean of a−b and its standard error.
func pairedMean(a, b []float64) (m, se float64) {
	d := make([]float64, len(a))
	for i := range a {
		d[i] = a[i] - b[i]
	}
	m = mean(d)
	if len(d) < 2 {
		return m, 0
	}
	v := 0.0
	for _, x := range d {
		v += (x - m) * (x - m)
	}
	return m, math.Sqrt(v / float64(len(d)-1) / float64(len(d)))
}
