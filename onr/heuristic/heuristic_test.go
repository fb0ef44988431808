package heuristic_test

import (
	"flag"
	"math"
	"runtime"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/heuristic"
	"github.com/datafort/datafort/sim"
)

var games = flag.Int("heuristic.games", 0, "games per side in TestBeatsRandom (default 200, 40 with -short)")

// winRate plays games between the given bots and returns the share won by
// role, with the report.
func winRate(t *testing.T, corp, runner string, n int, role string) (float64, *sim.Report) {
	t.Helper()
	r, err := sim.Run(sim.Config{
		Ruleset: onr.Rules, Games: n, Seed: 1, Workers: runtime.NumCPU(),
		Bots: map[string]string{"corp": corp, "runner": runner},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Failures) > 0 {
		t.Fatalf("%d failures, the first: %+v", len(r.Failures), r.Failures[0])
	}
	return float64(r.Wins[role]) / float64(r.Completed), r
}

// TestBeatsRandom checks the target of the heuristic players: each wins at
// least 90 % of its games against the random player (issue 12). Run with
// -heuristic.games=1000 for the figure of the issue.
func TestBeatsRandom(t *testing.T) {
	n := *games
	if n == 0 {
		n = 200
		if testing.Short() {
			n = 40
		}
	}
	for _, tt := range []struct {
		name, corp, runner, role string
	}{
		{"the heuristic Corp beats a random Runner", "heuristic", "random", "corp"},
		{"the heuristic Runner beats a random Corp", "random", "heuristic", "runner"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, r := winRate(t, tt.corp, tt.runner, n, tt.role)
			lo, hi := wilson(p, r.Completed)
			t.Logf("%s wins %.1f %% of %d games (95 %% interval %.1f–%.1f %%); reasons %v", tt.role, 100*p, r.Completed, 100*lo, 100*hi, r.Reasons)
			if p < 0.9 {
				t.Errorf("%s wins %.1f %%, want at least 90 %%", tt.role, 100*p)
			}
		})
	}
}

// wilson returns the Wilson score interval at 95 % of a share p of n.
func wilson(p float64, n int) (lo, hi float64) {
	const z = 1.96
	nn := float64(n)
	d := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / d
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / d
	return c - h, c + h
}

// watch plays n games of the heuristic players against each other and
// calls see with every decision of a heuristic seat, the view it decided
// from and the option it took.
func watch(t *testing.T, n int, see func(v *onr.View, d engine.Decision, o engine.Option)) {
	t.Helper()
	for seed := range uint64(n) {
		g, err := onr.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		bots := []*heuristic.Bot{heuristic.NewBot(seed), heuristic.NewBot(seed + 1000)}
		for step := 0; !g.State().Over; step++ {
			if step > 20000 {
				t.Fatalf("seed %d: game not over after %d steps", seed, step)
			}
			d := g.Pending()[0]
			v := g.View(d.Seat).(*onr.View)
			c := bots[d.Seat].Decide(v, d)
			if d.Kind == engine.Select {
				see(v, d, d.Options[c.Option])
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
		}
	}
}

// TestNoPointlessSelfHarm: the Corp never trashes its own ice to install
// more when it can pay instead; the Runner never installs a program that
// makes him trash another for memory.
func TestNoPointlessSelfHarm(t *testing.T) {
	trashedIce, memTrash, installs := 0, 0, 0
	watch(t, 30, func(v *onr.View, d engine.Decision, o engine.Option) {
		switch {
		case d.Rule == "ONR-8.2.3":
			installs++
			canPay := false
			for _, x := range d.Options {
				canPay = canPay || x.Verb == onr.VerbDone
			}
			if canPay && o.Verb == onr.VerbTrashIce {
				trashedIce++
			}
		case d.Rule == "ONR-8.7.3":
			memTrash++
		}
	})
	if installs == 0 {
		t.Fatal("no install of ice over other ice in 30 games: the check checked nothing")
	}
	if trashedIce > 0 {
		t.Errorf("the Corp trashed its own ice %d times while it could pay", trashedIce)
	}
	if memTrash > 0 {
		t.Errorf("the Runner had to trash a program for memory %d times", memTrash)
	}
}

// TestProtectsAgendas: the Corp installs its agendas behind ice and
// advances them only where ice protects them or when it scores them at once.
func TestProtectsAgendas(t *testing.T) {
	agendas, bare := 0, 0
	watch(t, 30, func(v *onr.View, d engine.Decision, o engine.Option) {
		if v.Seat != "corp" || o.Verb != onr.VerbInstall {
			return
		}
		var title string
		for _, c := range v.Player(onr.Corp).Hand {
			if int(c.Handle) == o.Card {
				title = c.Type
			}
		}
		if title != "agenda" {
			return
		}
		agendas++
		if o.Target == onr.NewFort {
			bare++
			return
		}
		for _, f := range v.Forts {
			if int(f.Index) == o.Target && len(f.Ice) == 0 {
				bare++
			}
		}
	})
	if agendas < 30 {
		t.Fatalf("only %d agendas installed in 30 games", agendas)
	}
	if float64(bare) > 0.05*float64(agendas) {
		t.Errorf("%d of %d agendas installed in forts without ice", bare, agendas)
	}
}

// TestRegistered: the heuristic player is registered, says it plays onr
// and bso and no other game, and knows its parameters.
func TestRegistered(t *testing.T) {
	if info, ok := bot.Lookup("heuristic"); !ok || !slices.Equal(info.Games, []string{"onr", "bso"}) || info.About == "" {
		t.Errorf("Lookup(heuristic) = %+v, %v; want the games onr and bso and an About", info, ok)
	}
	if _, err := bot.New("heuristic", bot.Config{Game: "onr"}); err != nil {
		t.Error(err)
	}
	if _, err := bot.New("heuristic", bot.Config{Game: "bso", Options: map[string]string{"trade-agent-rate": "3:1"}}); err != nil {
		t.Error(err)
	}
	if _, err := bot.New("heuristic:noise=0.5", bot.Config{Game: "onr"}); err != nil {
		t.Error(err)
	}
	for _, tt := range []struct {
		spec string
		cfg  bot.Config
	}{
		{"heuristic", bot.Config{Game: "toy"}},
		{"heuristic:noise=-1", bot.Config{Game: "onr"}},
		{"heuristic:depth=2", bot.Config{Game: "onr"}},
		{"heuristic", bot.Config{Game: "bso", Options: map[string]string{"trade-agent-rate": "nine"}}},
	} {
		if _, err := bot.New(tt.spec, tt.cfg); err == nil {
			t.Errorf("%s for %s: no error", tt.spec, tt.cfg.Game)
		}
	}
}
