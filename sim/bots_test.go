package sim_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/sim"
)

// seatCounter is a registered player that counts, per seat, the decisions
// it was asked, and answers like a random bot.
type seatCounter struct {
	seat engine.Seat
	r    *bot.Random
}

var asked [2]int64

func (p seatCounter) Choose(o *bot.Observation) engine.Choice {
	if o.Decision.Seat != p.seat {
		panic("a player was asked another seat's decision")
	}
	asked[p.seat]++
	return p.r.Choose(o.Decision)
}

func init() {
	bot.Register("sim-test-counter", bot.Info{About: "a random player that counts its decisions by seat"}, func(c bot.Config) (bot.Player, error) {
		return seatCounter{seat: c.Seat, r: bot.NewRandom(c.Seed)}, nil
	})
}

func TestRunSeatsTheNamedBots(t *testing.T) {
	base := sim.Config{Ruleset: enginetest.Toy{}, Games: 100, Seed: 5, Check: true, Bots: map[string]string{"alpha": "random"}}
	want := deterministic(run(t, base))
	t.Run("the report names each role's bot, unnamed seats random", func(t *testing.T) {
		if !reflect.DeepEqual(want.Bots, map[string]string{"alpha": "random", "beta": "random"}) {
			t.Errorf("bots %v", want.Bots)
		}
		if want.Completed != 100 {
			t.Errorf("completed %d of 100", want.Completed)
		}
	})
	t.Run("the report does not depend on the number of workers", func(t *testing.T) {
		cfg := base
		cfg.Workers = 4
		if got := deterministic(run(t, cfg)); !reflect.DeepEqual(got, want) {
			t.Errorf("4 workers:\n%+v\n1 worker:\n%+v", got, want)
		}
	})
	t.Run("seats have their own players, unlike the default shared bot", func(t *testing.T) {
		legacy := deterministic(run(t, sim.Config{Ruleset: enginetest.Toy{}, Games: 100, Seed: 5, Check: true}))
		legacy.Bots = want.Bots
		if reflect.DeepEqual(legacy, want) {
			t.Error("seating random bots gave the very report of the shared random bot")
		}
	})
	t.Run("a seat number wins over a role", func(t *testing.T) {
		asked = [2]int64{}
		r := run(t, sim.Config{Ruleset: enginetest.Toy{}, Games: 20, Seed: 5, Bots: map[string]string{"beta": "random", "1": "sim-test-counter", "0": "sim-test-counter"}})
		if r.Completed != 20 || asked[0] == 0 || asked[1] == 0 {
			t.Errorf("completed %d, decisions asked by seat %v", r.Completed, asked)
		}
		if r.Bots["beta"] != "sim-test-counter" {
			t.Errorf("bots %v", r.Bots)
		}
	})
	t.Run("a team names its seats, over a role and under a seat number", func(t *testing.T) {
		for _, tt := range []struct {
			name string
			bots map[string]string
			want [2]bool // whether each seat is the counter
		}{
			{"team2 seats the second seat", map[string]string{"team2": "sim-test-counter"}, [2]bool{false, true}},
			{"a team wins over a role", map[string]string{"beta": "random", "team2": "sim-test-counter"}, [2]bool{false, true}},
			{"a seat number wins over a team", map[string]string{"team1": "sim-test-counter", "0": "random"}, [2]bool{false, false}},
		} {
			t.Run(tt.name, func(t *testing.T) {
				asked = [2]int64{}
				r := run(t, sim.Config{Ruleset: enginetest.Toy{}, Games: 10, Seed: 5, Bots: tt.bots})
				if got := [2]bool{asked[0] > 0, asked[1] > 0}; r.Completed != 10 || got != tt.want {
					t.Errorf("completed %d; the counter played seats %v, want %v", r.Completed, got, tt.want)
				}
			})
		}
	})
	t.Run("an unknown bot is an error of the configuration", func(t *testing.T) {
		_, err := sim.Run(sim.Config{Ruleset: enginetest.Toy{}, Games: 3, Bots: map[string]string{"alpha": "nobody"}})
		if err == nil || !strings.Contains(err.Error(), `unknown bot "nobody"`) {
			t.Errorf("error %v", err)
		}
	})
}
