package bot_test

import (
	"math"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
)

var _ bot.Bot = (*bot.Random)(nil)

func selectOf(n int) engine.Decision {
	return engine.Decision{ID: 42, Seat: 1, Kind: engine.Select, Options: make([]engine.Option, n)}
}

func numberIn(lo, hi int) engine.Decision {
	return engine.Decision{ID: 43, Seat: 0, Kind: engine.Number, Min: lo, Max: hi}
}

func TestRandomIsDeterministicFromItsSeed(t *testing.T) {
	decisions := []engine.Decision{selectOf(7), numberIn(-5, 5), selectOf(2), numberIn(0, 1000)}
	a, b, c := bot.NewRandom(1), bot.NewRandom(1), bot.NewRandom(2)
	same := true
	for i := range 200 {
		d := decisions[i%len(decisions)]
		ca, cb, cc := a.Choose(d), b.Choose(d), c.Choose(d)
		if ca != cb {
			t.Fatalf("choice %d: bots with the same seed chose %+v and %+v", i, ca, cb)
		}
		same = same && ca == cc
	}
	if same {
		t.Error("bots with seeds 1 and 2 made the same 200 choices")
	}
}

func TestRandomAnswersTheDecisionItIsAsked(t *testing.T) {
	for _, d := range []engine.Decision{selectOf(3), numberIn(1, 2)} {
		t.Run(d.Kind.String()+" choice quotes the decision id and seat", func(t *testing.T) {
			c := bot.NewRandom(9).Choose(d)
			if c.Decision != d.ID || c.Seat != d.Seat {
				t.Errorf("choice %+v for decision %d of seat %d", c, d.ID, d.Seat)
			}
		})
	}
}

func TestRandomIsUniform(t *testing.T) {
	const draws = 60000
	tests := []struct {
		name string
		d    engine.Decision
		n    int // outcomes
		at   func(engine.Choice) int
	}{
		{"select picks each of 6 options equally often", selectOf(6), 6, func(c engine.Choice) int { return c.Option }},
		{"number picks each value of [-2, 3] equally often", numberIn(-2, 3), 6, func(c engine.Choice) int { return c.Number + 2 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := bot.NewRandom(3)
			counts := make([]int, tt.n)
			for range draws {
				i := tt.at(b.Choose(tt.d))
				if i < 0 || i >= tt.n {
					t.Fatalf("outcome %d outside [0, %d)", i, tt.n)
				}
				counts[i]++
			}
			// Chi-square with 5 degrees of freedom; 20.5 is the 0.1% tail.
			want := float64(draws) / float64(tt.n)
			var chi2 float64
			for _, c := range counts {
				chi2 += (float64(c) - want) * (float64(c) - want) / want
			}
			if chi2 > 20.5 {
				t.Errorf("counts %v: chi-square %.1f, want under 20.5", counts, chi2)
			}
		})
	}
}

func TestRandomStaysInBounds(t *testing.T) {
	tests := []struct {
		name   string
		d      engine.Decision
		lo, hi int
		field  func(engine.Choice) int
	}{
		{"a single option is option 0", selectOf(1), 0, 0, func(c engine.Choice) int { return c.Option }},
		{"a decision without options gets option 0", selectOf(0), 0, 0, func(c engine.Choice) int { return c.Option }},
		{"an empty number range gets Min", numberIn(4, 4), 4, 4, func(c engine.Choice) int { return c.Number }},
		{"an inverted number range gets Min", numberIn(4, 2), 4, 4, func(c engine.Choice) int { return c.Number }},
		{"a negative range stays negative", numberIn(-10, -8), -10, -8, func(c engine.Choice) int { return c.Number }},
		{"the widest range does not overflow", numberIn(math.MinInt, math.MaxInt), math.MinInt, math.MaxInt, func(c engine.Choice) int { return c.Number }},
		{"a range wider than 2^32 does not overflow", numberIn(0, math.MaxInt), 0, math.MaxInt, func(c engine.Choice) int { return c.Number }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := bot.NewRandom(5)
			for range 1000 {
				if v := tt.field(b.Choose(tt.d)); v < tt.lo || v > tt.hi {
					t.Fatalf("chose %d, want [%d, %d]", v, tt.lo, tt.hi)
				}
			}
		})
	}
}

func TestRandomHitsBothEndsOfARange(t *testing.T) {
	b := bot.NewRandom(8)
	var lo, hi bool
	for range 1000 {
		switch b.Choose(numberIn(0, 3)).Number {
		case 0:
			lo = true
		case 3:
			hi = true
		}
	}
	if !lo || !hi {
		t.Errorf("over 1000 draws in [0, 3]: saw 0 %v, saw 3 %v", lo, hi)
	}
}

func TestRandomBotsFinishToyGames(t *testing.T) {
	for seed := range uint64(50) {
		g, err := enginetest.Toy{}.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		b := bot.NewRandom(seed)
		for steps := 0; ; steps++ {
			if _, over := g.Result(); over {
				break
			}
			if steps > 1000 {
				t.Fatalf("seed %d: game not over after %d steps", seed, steps)
			}
			if _, err := g.Apply(b.Choose(g.Pending()[0])); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, steps, err)
			}
		}
	}
}
