package agent

import (
	"bytes"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/datafort/datafort/engine"
	_ "github.com/datafort/datafort/onr/observe" // registers ONR's encoder (and ONR)
	"github.com/datafort/datafort/sim"
)

// The benchmarks below compare, per step (one decision answered) of random
// ONR games, sim's engine loop with the agent layer: the Go State API
// (ApplyAction then Result), and the protocol's step request decoded,
// handled and encoded in-process (no pipe). Each reports ns/step; the
// observation's cost is the difference between the "none" and the
// "sparse"/"dense" variants. The ns/step are CPU time (cpuNow). Run them with a short -benchtime:
//
//	go test ./agent -run '^$' -bench 'Step' -benchtime 3x

// cpuNow returns the CPU time the process has used (user and system, GC
// included): on a shared machine it measures the work done, where the wall
// clock would measure the waiting too.
func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

const benchGames = 4 // games per benchmark iteration, seeds 1…benchGames

// BenchmarkSimStep is sim's cost per step: random games of ONR played by
// sim.Run.
func BenchmarkSimStep(b *testing.B) {
	rs, err := engine.Lookup("onr")
	if err != nil {
		b.Fatal(err)
	}
	var steps int64
	var spent time.Duration
	for b.Loop() {
		start := cpuNow()
		r, err := sim.Run(sim.Config{Ruleset: rs, Games: benchGames, Seed: 1})
		if err != nil {
			b.Fatal(err)
		}
		spent += cpuNow() - start
		steps += r.Decisions
	}
	b.ReportMetric(float64(spent.Nanoseconds())/float64(steps), "ns/step")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
}

// BenchmarkAgentStateStep is the Go agent layer's cost per step: random
// games played with ApplyAction, each state reported by Result(obs), each
// game started in the memory of the last (NewInitialStateIn).
func BenchmarkAgentStateStep(b *testing.B) {
	for _, obs := range []string{ObserveNone, ObserveSparse} {
		b.Run("observation="+obs, func(b *testing.B) {
			g, err := NewGame("onr", Params{})
			if err != nil {
				b.Fatal(err)
			}
			var steps int64
			var spent time.Duration
			var last *State // each game starts in the memory of the last (NewInitialStateIn), as sim's do
			for b.Loop() {
				start := cpuNow()
				for seed := range uint64(benchGames) {
					var n int64
					last, n = playStates(b, g, last, seed+1, obs)
					steps += n
				}
				spent += cpuNow() - start
			}
			b.ReportMetric(float64(spent.Nanoseconds())/float64(steps), "ns/step")
			b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
		})
	}
}

// BenchmarkAgentBatchLoop is the cost per step of the loop a batch of the
// C library runs for Python (libdatafort's df_batch_legal and
// df_batch_step): the sorted legal ids (SortedLegalActions), one applied
// (ApplyPlayerAction), each game started in the memory of the last
// (NewInitialStateIn); ONR with autopass=safe, as python/bench.py plays.
func BenchmarkAgentBatchLoop(b *testing.B) {
	g, err := NewGame("onr", Params{Options: map[string]string{"autopass": "safe"}})
	if err != nil {
		b.Fatal(err)
	}
	var steps int64
	var s *State
	start := cpuNow()
	for b.Loop() {
		for seed := range uint64(benchGames) {
			if s, err = g.NewInitialStateIn(s); err != nil {
				b.Fatal(err)
			}
			if err := s.ApplyAction(int(seed + 1)); err != nil {
				b.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			for !s.IsTerminal() {
				m := s.CurrentPlayer()
				if m == Simultaneous { // the batch's mover: the lowest seat asked
					for seat := range g.Info().NumPlayers {
						if _, ok := engine.DecisionFor(s.Engine(), engine.Seat(seat)); ok {
							m = seat
							break
						}
					}
				}
				ids, err := s.SortedLegalActions(m)
				if err != nil {
					b.Fatal(err)
				}
				if err := s.ApplyPlayerAction(m, ids[rng.IntN(len(ids))]); err != nil {
					b.Fatal(err)
				}
				steps++
			}
		}
	}
	b.ReportMetric(float64((cpuNow()-start).Nanoseconds())/float64(steps), "ns/step")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
}

// playStates plays one random game of g from setup seed seed, in the
// memory of the finished state old (nil for none), and returns its final
// state and its number of steps.
func playStates(b *testing.B, g *Game, old *State, seed uint64, obs string) (*State, int64) {
	s, err := g.NewInitialStateIn(old)
	if err != nil {
		b.Fatal(err)
	}
	if err := s.ApplyAction(int(seed)); err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(seed)
	var steps int64
	for {
		r, err := s.Result(obs)
		if err != nil {
			b.Fatal(err)
		}
		if r.IsTerminal {
			return s, steps
		}
		if len(r.Movers) == 0 {
			b.Fatalf("seed %d: no movers", seed)
		}
		for _, m := range r.Movers {
			if err := s.ApplyPlayerAction(m.Player, m.LegalActions[rng.IntN(len(m.LegalActions))]); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
}

// BenchmarkProtocolStep is the protocol's cost per step: "step" requests
// of one game each, parsed, handled and their responses encoded as JSON
// in-process.
func BenchmarkProtocolStep(b *testing.B) {
	for _, obs := range []string{ObserveNone, ObserveSparse, ObserveDense} {
		b.Run("observation="+obs, func(b *testing.B) {
			var steps, bytesOut int64
			var spent time.Duration
			p := newBenchSession(b)
			for b.Loop() {
				start := cpuNow()
				for seed := range uint64(benchGames) {
					n, nb := p.play(seed+1, obs)
					steps, bytesOut = steps+n, bytesOut+nb
				}
				spent += cpuNow() - start
			}
			b.ReportMetric(float64(spent.Nanoseconds())/float64(steps), "ns/step")
			b.ReportMetric(float64(bytesOut)/float64(steps), "bytes/step")
			b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
		})
	}
}

// benchSession is a protocol session in-process: requests parsed,
// handled and their responses encoded, with no pipe.
type benchSession struct {
	b   *testing.B
	srv *server
	buf bytes.Buffer
	rw  *responseWriter // as Serve writes
	out int64           // bytes of responses
}

// newBenchSession returns a session that has said hello and opened game g1
// (onr).
func newBenchSession(b *testing.B) *benchSession {
	p := &benchSession{b: b, srv: newServer()}
	p.rw = newResponseWriter(&p.buf)
	p.call(`{"cmd":"hello","protocol":2}`)
	p.call(`{"cmd":"new_game","name":"onr"}`)
	return p
}

func (p *benchSession) call(line string) map[string]any { return p.callBytes([]byte(line)) }

// callBytes handles line as Serve does, writes its response and returns it.
func (p *benchSession) callBytes(line []byte) map[string]any {
	resp, _, err := p.srv.respond(line) // as Serve handles a line
	if err != nil {
		p.b.Fatalf("%s: %v", line, err)
	}
	p.buf.Reset()
	if err := p.rw.write(resp); err != nil {
		p.b.Fatal(err)
	}
	p.out += int64(p.buf.Len())
	return resp
}

// play plays one random game of g1 from setup seed seed through the step
// request and returns its steps and the bytes of the step responses. It
// writes each request into the same buffer, as a client that builds its
// lines without garbage would: what a client spends on its requests is not
// the protocol's cost.
func (p *benchSession) play(seed uint64, obs string) (steps, out int64) {
	h := p.call(`{"cmd":"new_initial_state","game":"g1"}`)["state"].(string)
	defer p.call(`{"cmd":"delete","state":"` + h + `"}`)
	p.out = 0
	rng := engine.NewRNG(seed)
	var line []byte
	joint := []int{int(seed)} // the action: one id, or one per player (-1 for none)
	single := true
	for {
		line = append(line[:0], `{"cmd":"step","states":["`...)
		line = append(line, h...)
		line = append(line, `"],"actions":[`...)
		if !single {
			line = append(line, '[')
		}
		for i, a := range joint {
			if i > 0 {
				line = append(line, ',')
			}
			line = strconv.AppendInt(line, int64(a), 10)
		}
		if !single {
			line = append(line, ']')
		}
		line = append(line, `],"observation":"`...)
		line = append(line, obs...)
		line = append(line, `"}`...)
		r := p.callBytes(line)["results"].([]StepResult)[0]
		if r.IsTerminal {
			return steps, p.out
		}
		steps++
		switch {
		case len(r.Movers) == 1:
			m := r.Movers[0]
			joint, single = append(joint[:0], m.LegalActions[rng.IntN(len(m.LegalActions))]), true
		default:
			joint, single = joint[:0], false
			for range r.Rewards {
				joint = append(joint, -1)
			}
			for _, m := range r.Movers {
				joint[m.Player] = m.LegalActions[rng.IntN(len(m.LegalActions))]
				steps++
			}
			steps--
		}
	}
}
