package bso_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
)

// TestConcession: a seat that concedes makes its team lose ("Victory!":
// the team wins and loses together). With two teams at the table the other
// team wins, "concession"; with more, the team is out of the game as when
// it loses by the rules (onr table.go: eliminated, the others play on) and
// never decides again, and the game ends with another team's win. The
// concession comes at a random step of a random game, from a random seat
// still in the game (with or without a decision pending), and the record of
// the game, concession included, replays to the same game.
func TestConcession(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 3
	}
	for _, n := range []int{4, 6, 8} {
		t.Run(fmt.Sprintf("a concession at %d seats makes the team lose", n), func(t *testing.T) {
			var ended, playedOn int
			for seed := uint64(1); seed <= uint64(games); seed++ {
				switch conceded, over := concedeOnce(t, n, seed); {
				case conceded && over:
					ended++
				case conceded:
					playedOn++
				}
			}
			if n == 4 && playedOn > 0 {
				t.Errorf("at 4 seats %d concessions left the game going on", playedOn)
			}
			if n > 4 && playedOn == 0 {
				t.Errorf("at %d seats no concession left the game going on (%d ended it)", n, ended)
			}
		})
	}
}

// concedeOnce plays game seed at n seats, a seat concedes at a random
// step, and the game is played to its end; it reports whether a seat
// conceded (the game may end before) and whether that ended the game.
func concedeOnce(t *testing.T, n int, seed uint64) (conceded, ended bool) {
	t.Helper()
	setup := engine.Setup{Seed: seed, Options: map[string]string{"players": fmt.Sprint(n)}}
	g, err := bso.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.Record{Ruleset: bso.Rules.Name(), Setup: setup}
	b := bot.NewRandom(seed)
	rng := engine.NewRNG(seed ^ 0xc0ace)
	at := rng.IntN(400)
	s := g.State()
	var seat engine.Seat = engine.NoSeat
	endedByIt := false
	for step := 0; ; step++ {
		if _, over := g.Result(); over {
			break
		}
		if step > 200000 {
			t.Fatalf("seed %d: no end after %d steps", seed, step)
		}
		if step == at {
			var in []engine.Seat
			for i := range s.Players {
				if !s.Players[i].Out {
					in = append(in, s.Players[i].Seat)
				}
			}
			seat = in[rng.IntN(len(in))]
			c := engine.ConcedeChoice(seat)
			if _, err := g.Apply(c); err != nil {
				t.Fatalf("seed %d step %d: seat %d concedes: %v", seed, step, seat, err)
			}
			rec.Choices = append(rec.Choices, c)
			if err := g.Check(); err != nil {
				t.Fatalf("seed %d step %d: after seat %d conceded: %v", seed, step, seat, err)
			}
			team := s.Players[seat].Team
			res, over := g.Result()
			endedByIt = over
			if over && (res.Reason != engine.ReasonConcession || res.Team == team) {
				t.Fatalf("seed %d: seat %d (team %d) conceded: result %+v", seed, seat, team, res)
			}
			for i := range s.Players {
				if p := &s.Players[i]; !over && p.Team == team && !p.Out {
					t.Fatalf("seed %d: seat %d conceded, its teammate %d is still in", seed, seat, p.Seat)
				}
			}
			if _, err := g.Apply(c); err == nil || !(errors.Is(err, engine.ErrIllegal) || errors.Is(err, engine.ErrGameOver)) {
				t.Fatalf("seed %d: seat %d conceded twice: %v", seed, seat, err)
			}
			continue
		}
		pending := g.Pending()
		if seat != engine.NoSeat && slices.ContainsFunc(pending, func(d engine.Decision) bool { return s.Players[d.Seat].Team == s.Players[seat].Team }) {
			t.Fatalf("seed %d step %d: the team of seat %d, which conceded, is asked: %+v", seed, step, seat, pending)
		}
		c := b.Choose(pending[0])
		if _, err := g.Apply(c); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
		rec.Choices = append(rec.Choices, c)
		if seat != engine.NoSeat {
			if err := g.Check(); err != nil {
				t.Fatalf("seed %d step %d: after seat %d conceded: %v", seed, step, seat, err)
			}
		}
	}
	res, _ := g.Result()
	if seat == engine.NoSeat {
		return false, false // the game ended before the concession's step: nothing to check
	}
	if res.Team == s.Players[seat].Team {
		t.Fatalf("seed %d: seat %d conceded, and its team won: %+v", seed, seat, res)
	}
	r, err := engine.Replay(bso.Rules, rec)
	if err != nil {
		t.Fatalf("seed %d: replay: %v", seed, err)
	}
	rh, _ := engine.Hash(r)
	gh, _ := engine.Hash(g)
	if rh != gh {
		t.Fatalf("seed %d: the replayed game differs", seed)
	}
	if rres, _ := r.Result(); rres.Team != res.Team || rres.Reason != res.Reason {
		t.Fatalf("seed %d: replayed result %+v, played %+v", seed, rres, res)
	}
	return true, endedByIt
}
