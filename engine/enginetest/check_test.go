package enginetest

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/datafort/datafort/engine"
)

func TestCheckGameOnToy(t *testing.T) {
	setups := []struct {
		name  string
		setup engine.Setup
	}{
		{name: "default game"},
		{name: "short game ending in an auction", setup: engine.Setup{Options: map[string]string{"target": "3"}}},
		{name: "rich seats bid over wide ranges", setup: engine.Setup{Decks: []string{"50", "1000"}}},
		{name: "broke seats can only bid 0", setup: engine.Setup{Decks: []string{"0", "0"}, Options: map[string]string{"target": "40"}}},
	}
	for _, s := range setups {
		t.Run(s.name+" keeps the engine contract", func(t *testing.T) {
			for seed := range uint64(25) {
				setup := s.setup
				setup.Seed = seed
				CheckGame(t, Toy{}, setup, 200)
			}
		})
	}
}

// recorder is a testing.TB that records failures instead of failing the
// test. Fatal methods end the calling goroutine, as they do for a real test.
type recorder struct {
	testing.TB
	mu   sync.Mutex
	msgs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

func (r *recorder) Error(args ...any) { r.Errorf("%s", fmt.Sprint(args...)) }

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

func (r *recorder) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }

func (r *recorder) Fail() { r.Errorf("Fail called") }

func (r *recorder) FailNow() { r.Fatalf("FailNow called") }

func (r *recorder) Failed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.msgs) > 0
}

// runCheck runs CheckGame against a recorder and returns its failures.
func runCheck(t *testing.T, rs engine.Ruleset, setup engine.Setup, maxSteps int) []string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		CheckGame(r, rs, setup, maxSteps)
	}()
	<-done
	return r.msgs
}

// bugRules is a ruleset of toy games with a bug that breaks the engine
// contract in a way CheckGame must notice.
type bugRules struct{ bug string }

var newCalls atomic.Uint64

func (b bugRules) Name() string { return "toy-bug" }

func (b bugRules) New(s engine.Setup) (engine.Game, error) {
	if b.bug == "nondeterministic setup" {
		s.Seed += newCalls.Add(1)
	}
	g, err := Toy{}.New(s)
	if err != nil {
		return nil, err
	}
	return &bugGame{toyGame: g.(*toyGame), bug: b.bug}, nil
}

func (b bugRules) Load(data []byte) (engine.Game, error) {
	g, err := Toy{}.Load(data)
	if err != nil {
		return nil, err
	}
	tg := g.(*toyGame)
	if b.bug == "lossy load" {
		tg.st.RNG = engine.NewRNG(0)
	}
	return &bugGame{toyGame: tg, bug: b.bug}, nil
}

type bugGame struct {
	*toyGame
	bug   string
	cache int // unsaved state, for "state outside MarshalBinary"
}

func (g *bugGame) Clone() engine.Game {
	if g.bug == "shallow clone" {
		return &bugGame{toyGame: g.toyGame, bug: g.bug}
	}
	return &bugGame{toyGame: g.toyGame.Clone().(*toyGame), bug: g.bug, cache: g.cache}
}

func (g *bugGame) Pending() []engine.Decision {
	switch {
	case g.bug == "aliased pending":
		return g.st.Pending
	case g.bug == "no decision before the end" && g.st.Turn == 4:
		return nil
	}
	return g.toyGame.Pending()
}

func (g *bugGame) Apply(c engine.Choice) ([]engine.Event, error) {
	switch g.bug {
	case "rejected choice changes state":
		ev, err := g.toyGame.Apply(c)
		if err != nil {
			g.st.NextID += 100
		}
		return ev, err
	case "out of range option clamped":
		if d, ok := engine.DecisionFor(g, c.Seat); ok && d.Kind == engine.Select && c.Option >= len(d.Options) {
			c.Option = len(d.Options) - 1
		}
	case "state outside MarshalBinary":
		ev, err := g.toyGame.Apply(c)
		if err == nil {
			g.cache++
			if g.cache == 5 {
				g.st.Points[0]++ // depends on how many choices this copy has seen
			}
		}
		return ev, err
	}
	return g.toyGame.Apply(c)
}

func (g *bugGame) Describe(d engine.Decision, i int) string {
	if g.bug == "empty description" {
		return ""
	}
	return g.toyGame.Describe(d, i)
}

func TestCheckGameCatchesBrokenGames(t *testing.T) {
	tests := []struct {
		name string
		rs   engine.Ruleset
		want string
	}{
		{"a panic in Apply is reported as a failure", Broken{Fault: FaultPanic, Turn: 2}, "panic: toy: injected panic"},
		{"a failing Check is reported", Broken{Fault: FaultInvariant, Turn: 2}, "Check: toy: injected invariant violation"},
		{"a rejected offered option is reported", Broken{Fault: FaultApply, Turn: 2}, "rejected by a clone"},
		{"a game that never ends is reported", Broken{Fault: FaultEndless, Turn: 2}, "did not end within 50 steps"},
		{"a Step that is not Apply is reported", Broken{Fault: FaultStep, Turn: 2}, "stepping a clone"},
		{"a shallow Clone is reported", bugRules{"shallow clone"}, "changed the original's hash"},
		{"a Pending that exposes the state is reported", bugRules{"aliased pending"}, "modifying the slice returned by Pending"},
		{"an empty Pending before the end is reported", bugRules{"no decision before the end"}, "no decision is pending"},
		{"a rejected choice that changes the state is reported", bugRules{"rejected choice changes state"}, "changed the hash"},
		{"an out-of-range option that is accepted is reported", bugRules{"out of range option clamped"}, "want no such option"},
		{"a Load that loses state is reported", bugRules{"lossy load"}, "MarshalBinary then Load gives hash"},
		{"state missing from MarshalBinary is reported", bugRules{"state outside MarshalBinary"}, "to the loaded copy gives hash"},
		{"a nondeterministic New is reported by the replay", bugRules{"nondeterministic setup"}, "replay: choice 0: state hash"},
		{"an empty option description is reported", bugRules{"empty description"}, "empty description"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msgs := runCheck(t, tt.rs, engine.Setup{Seed: 1}, 50)
			if len(msgs) == 0 {
				t.Fatalf("CheckGame passed a broken game; want a failure containing %q", tt.want)
			}
			if !strings.Contains(msgs[0], tt.want) {
				t.Errorf("CheckGame failure:\n%s\nwant one containing %q", msgs[0], tt.want)
			}
		})
	}
}

func TestCheckGameReportsSetupErrors(t *testing.T) {
	msgs := runCheck(t, Toy{}, engine.Setup{Options: map[string]string{"bogus": "1"}}, 50)
	if len(msgs) != 1 || !strings.Contains(msgs[0], "new game") {
		t.Errorf("failures %q, want one about the new game", msgs)
	}
}
