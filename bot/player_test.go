package bot_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
)

func TestParseSpec(t *testing.T) {
	tests := []struct {
		spec   string
		name   string
		params map[string]string
		err    string
	}{
		{spec: "random", name: "random", params: map[string]string{}},
		{spec: "search:ms=50,iters=9", name: "search", params: map[string]string{"ms": "50", "iters": "9"}},
		{spec: "", err: "no name"},
		{spec: ":x=1", err: "no name"},
		{spec: "search:ms", err: "want KEY=VALUE"},
		{spec: "search:=3", err: "want KEY=VALUE"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			name, params, err := bot.ParseSpec(tt.spec)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one containing %q", err, tt.err)
				}
				return
			}
			if err != nil || name != tt.name || len(params) != len(tt.params) {
				t.Fatalf("ParseSpec = %q %v %v, want %q %v", name, params, err, tt.name, tt.params)
			}
			for k, v := range tt.params {
				if params[k] != v {
					t.Errorf("param %s = %q, want %q", k, params[k], v)
				}
			}
		})
	}
}

func TestNew(t *testing.T) {
	if _, err := bot.New("random", bot.Config{Seed: 1}); err != nil {
		t.Errorf("random: %v", err)
	}
	if _, err := bot.New("random:x=1", bot.Config{}); err == nil || !strings.Contains(err.Error(), "no parameters") {
		t.Errorf("random with a parameter: error %v", err)
	}
	_, err := bot.New("nobody", bot.Config{})
	if err == nil || !strings.Contains(err.Error(), `unknown bot "nobody"`) || !strings.Contains(err.Error(), "random") {
		t.Errorf("unknown bot: error %v, want one naming it and the known bots", err)
	}
	defer func() {
		if recover() == nil {
			t.Error("registering random twice did not panic")
		}
	}()
	bot.Register("random", nil)
}

// recorder is a player that answers like a random bot and records what it
// was handed.
type recorder struct {
	seat   engine.Seat
	r      *bot.Random
	asked  []engine.Decision
	events []engine.Event
	views  int
}

func (p *recorder) Choose(o *bot.Observation) engine.Choice {
	p.asked = append(p.asked, o.Decision)
	p.events = append(p.events, o.Events()...)
	if o.View() != nil {
		p.views++
	}
	return p.r.Choose(o.Decision)
}

func TestTableHandsEachSeatOnlyItsOwn(t *testing.T) {
	for seed := range uint64(20) {
		g, err := enginetest.Toy{}.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		ps := []*recorder{{seat: 0, r: bot.NewRandom(seed)}, {seat: 1, r: bot.NewRandom(seed + 100)}}
		table := bot.NewTable(g, []bot.Player{ps[0], ps[1]})
		res, err := table.Play(1000)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if len(res.Winners) != 1 {
			t.Fatalf("seed %d: result %+v", seed, res)
		}
		for _, p := range ps {
			if len(p.asked) == 0 || p.views != len(p.asked) {
				t.Fatalf("seed %d seat %d: asked %d decisions, saw %d views", seed, p.seat, len(p.asked), p.views)
			}
			for _, d := range p.asked {
				if d.Seat != p.seat {
					t.Fatalf("seed %d: seat %d was handed a decision of seat %d", seed, p.seat, d.Seat)
				}
			}
			for _, e := range p.events {
				if e.Secret() != "" || e.Private != 0 {
					t.Fatalf("seed %d seat %d: event %+v keeps its secret fields", seed, p.seat, e)
				}
				other := toyRole(1 - p.seat)
				if strings.HasPrefix(e.Text(), other+" bids ") {
					t.Fatalf("seed %d seat %d read the other seat's secret bid: %q", seed, p.seat, e.Text())
				}
			}
		}
	}
}

func toyRole(s engine.Seat) string { return [...]string{"alpha", "beta"}[s] }

func TestTableSeesTheSeatsOwnSecrets(t *testing.T) {
	// Over many games each seat must read its own bids at least once, which
	// shows the events reach it as it reads them.
	own := 0
	for seed := range uint64(20) {
		g, _ := enginetest.Toy{}.New(engine.Setup{Seed: seed})
		ps := []*recorder{{seat: 0, r: bot.NewRandom(seed)}, {seat: 1, r: bot.NewRandom(seed + 100)}}
		if _, err := bot.NewTable(g, []bot.Player{ps[0], ps[1]}).Play(1000); err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			for _, e := range p.events {
				if strings.HasPrefix(e.Text(), toyRole(p.seat)+" bids ") {
					own++
				}
			}
		}
	}
	if own == 0 {
		t.Error("no seat ever read its own bid among its events")
	}
}

func TestTableStopsWithoutAPlayer(t *testing.T) {
	g, _ := enginetest.Toy{}.New(engine.Setup{Seed: 3})
	table := bot.NewTable(g, []bot.Player{nil, nil})
	if _, ok := table.Next(); ok {
		t.Error("Next found a decision of a seat without a player")
	}
	if _, err := table.Step(); err == nil {
		t.Error("Step answered a decision of a seat without a player")
	}
	if _, err := table.Play(10); err == nil {
		t.Error("Play finished a game without players")
	}
}

func TestObservationInfoNeedsAnInfoStater(t *testing.T) {
	g, _ := enginetest.Toy{}.New(engine.Setup{Seed: 3})
	o := bot.NewObservation(g, g.Pending()[0], nil)
	if _, err := o.Info(); err == nil {
		t.Error("Info of a game without information states gave no error")
	}
	if o.Describe(0) == "" {
		t.Error("Describe of option 0 is empty")
	}
}
