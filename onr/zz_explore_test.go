package onr_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards"
)

func TestZZExplore(t *testing.T) {
	cond := map[string]int{}
	first := map[string]uint64{}
	steps := 0
	start := time.Now()
	var viewDur time.Duration
	reasons := map[string]int{}
	for seed := uint64(1); seed <= 200; seed++ {
		g, _ := onr.New(engine.Setup{Seed: seed})
		b := bot.NewRandom(seed)
		pick := engine.NewRNG(seed + 7)
		seen := map[string]bool{}
		for {
			if _, over := g.Result(); over {
				break
			}
			s := g.State()
			p := g.Pending()
			c := map[string]bool{
				"run":       s.Run.Active,
				"traceBoth": s.Trace.Active && len(p) == 2,
				"traceOne":  s.Trace.Active && len(p) == 1 && (s.Trace.CorpIn || s.Trace.RunnerIn || s.Trace.BaseIn),
				"discard":   len(s.Stack) > 0 && s.Stack[len(s.Stack)-1].Kind == onr.FrameDiscard,
				"number":    p[0].Kind == engine.Number,
			}
			for k, v := range c {
				if v && !seen[k] {
					seen[k] = true
					cond[k]++
					if first[k] == 0 {
						first[k] = seed
					}
				}
			}
			t0 := time.Now()
			for _, seat := range []engine.Seat{0, 1, -1} {
				json.Marshal(g.View(seat))
			}
			viewDur += time.Since(t0)
			d := p[pick.IntN(len(p))]
			if _, err := g.Apply(b.Choose(d)); err != nil {
				t.Fatal(err)
			}
			steps++
		}
		r, _ := g.Result()
		reasons[r.Reason]++
	}
	t.Logf("games with cond: %v first %v steps %d total %v views %v reasons %v", cond, first, steps, time.Since(start), viewDur, reasons)
}
