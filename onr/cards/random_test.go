package cards_test

import (
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// playRandom plays one game between random bots, checking the invariants
// after every step, and returns the finished game.
func playRandom(t testing.TB, seed uint64) *onr.Game {
	t.Helper()
	g, err := onr.New(engine.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	b := bot.NewRandom(seed)
	for step := 0; ; step++ {
		if err := g.Check(); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
		if _, over := g.Result(); over {
			return g
		}
		if step > 200000 {
			t.Fatalf("seed %d: no end after %d steps", seed, step)
		}
		p := g.Pending()
		d := p[int(b.Choose(engine.Decision{Kind: engine.Select, Options: make([]engine.Option, len(p))}).Option)]
		if _, err := g.Apply(b.Choose(d)); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
	}
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	reasons := map[string]int{}
	for seed := uint64(1); seed <= 200; seed++ {
		g := playRandom(t, seed)
		r, _ := g.Result()
		reasons[r.Reason]++
	}
	t.Logf("reasons: %v", reasons)
}
