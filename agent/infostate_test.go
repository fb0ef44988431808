package agent_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/agent"
	"github.com/datafort/datafort/engine"
)

// aohString is InformationStateString computed here from the history
// ActionObservationHistory gives, by the encoding docs/agent.md states.
func aohString(h []agent.AOHStep) string {
	d := sha256.New()
	var n [8]byte
	for _, st := range h {
		if st.Action >= 0 {
			d.Write([]byte{'A'})
			binary.BigEndian.PutUint64(n[:], uint64(st.Action))
			d.Write(n[:])
		}
		d.Write([]byte{'O'})
		binary.BigEndian.PutUint64(n[:], uint64(int64(st.CurrentPlayer)))
		d.Write(n[:])
		binary.BigEndian.PutUint64(n[:], uint64(len(st.Observation)))
		d.Write(n[:])
		d.Write(st.Observation)
	}
	return hex.EncodeToString(d.Sum(nil))
}

// aohTensorTail is the part of InformationStateTensor after the
// observation tensor, computed here from the history as docs/agent.md
// states it.
func aohTensorTail(h []agent.AOHStep, numActions int) []float32 {
	nb := max(1, bits.Len(uint(max(numActions-1, 0))))
	out := make([]float32, 2+agent.InformationStateWindow*(3+nb))
	own := 0
	for _, st := range h[1:] {
		if st.Action >= 0 {
			own++
		}
	}
	out[0], out[1] = float32(len(h)-1), float32(own)
	for j := 0; j < agent.InformationStateWindow && j < len(h)-1; j++ {
		i := len(h) - 1 - j
		w := out[2+j*(3+nb):]
		w[0] = 1
		if a := h[i].Action; a >= 0 {
			w[1] = 1
			for b := range nb {
				w[3+b] = float32(a >> b & 1)
			}
		}
		if h[i].CurrentPlayer != h[i-1].CurrentPlayer || !bytes.Equal(h[i].Observation, h[i-1].Observation) {
			w[2] = 1
		}
	}
	return out
}

// checkAgainstReplay checks seat p's memoized information state of s
// against its history replayed from the start: the string and the tensor
// are those the history gives, and the history ends at p's observation of
// s. It returns the string.
func checkAgainstReplay(t *testing.T, g *agent.Game, s *agent.State, p int, where string) string {
	t.Helper()
	str, err := s.InformationStateString(p)
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	h, err := s.ActionObservationHistory(p)
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	if len(h) != s.MoveNumber()+1 {
		t.Fatalf("%s: %d steps of history after %d moves", where, len(h), s.MoveNumber())
	}
	if want := aohString(h); str != want {
		t.Fatalf("%s: information state string %s, its history replayed gives %s", where, str, want)
	}
	obs, _ := s.ObservationJSON(p)
	if last := h[len(h)-1]; !bytes.Equal(last.Observation, obs) || last.CurrentPlayer != s.CurrentPlayer() {
		t.Fatalf("%s: the history ends at observation %s, current player %d; the state shows %s, %d", where, last.Observation, last.CurrentPlayer, obs, s.CurrentPlayer())
	}
	tensor, err := s.InformationStateTensor(p)
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	ot, _ := s.ObservationTensor(p)
	info := g.Info()
	if len(tensor) != info.InformationStateSize {
		t.Fatalf("%s: tensor of %d, information state size %d", where, len(tensor), info.InformationStateSize)
	}
	if !slices.Equal(tensor[:len(ot)], ot) || !slices.Equal(tensor[len(ot):], aohTensorTail(h, info.NumDistinctActions)) {
		t.Fatalf("%s: the tensor is not the observation and the last steps of the history", where)
	}
	return str
}

// playRandom applies one random legal action of every seat with a decision
// (ApplyActions: in seat order), or the chance outcome; reversed, the
// movers of a simultaneous node move highest seat first (ApplyPlayerAction).
func playRandom(t *testing.T, s *agent.State, n int, rng *engine.RNG, reversed bool) {
	t.Helper()
	if s.IsChanceNode() {
		if err := s.ApplyAction(rng.IntN(len(s.ChanceOutcomes()))); err != nil {
			t.Fatal(err)
		}
		return
	}
	acts := make([]int, n)
	var movers []int
	for p := range n {
		acts[p] = -1
		if l, _ := s.LegalActions(p); len(l) > 0 {
			acts[p] = l[rng.IntN(len(l))]
			movers = append(movers, p)
		}
	}
	if reversed && len(movers) > 1 {
		for _, p := range slices.Backward(movers) {
			if err := s.ApplyPlayerAction(p, acts[p]); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	if err := s.ApplyActions(acts); err != nil {
		t.Fatal(err)
	}
}

// TestInformationStateMemoIsTheReplay plays random games of every
// registered ruleset and, at random moves, checks every seat's memoized
// information state (string and tensor) against its action-observation
// history replayed from the start (checkAgainstReplay) and against a copy
// of the state restored by DeserializeState (no memo: replayed cold), and
// the same on clones played on apart (the memo they share is copied, not
// moved under the other). Every seat's string differs at every move (the
// history grows by a step). ONR games whose simultaneous nodes are played
// highest seat first replay alike (the off-order actions are recorded).
func TestInformationStateMemoIsTheReplay(t *testing.T) {
	type tc struct {
		name, game string
		params     agent.Params
		seeds      []uint64
		reversed   bool
	}
	var cases []tc
	for _, name := range engine.Rulesets() {
		if name == fastPassName {
			continue
		}
		cases = append(cases, tc{name + ": the memoized information state is the history replayed", name, agent.Params{ChanceOutcomes: 16}, []uint64{1}, false})
	}
	cases = append(cases, tc{"onr, simultaneous moves made highest seat first: the replay follows", "onr", agent.Params{}, []uint64{10, 16, 22, 27}, true})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checks, clones, offOrder := 0, 0, 0
			for _, seed := range c.seeds {
				params := c.params
				if c.reversed {
					params.Seed = &seed
				}
				g, err := agent.NewGame(c.game, params)
				if err != nil {
					t.Fatal(err)
				}
				n := g.Info().NumPlayers
				s, err := g.NewInitialState()
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)         // the game's moves
				check := engine.NewRNG(seed + 100) // when to check, and the clones' moves
				seen := make([]map[string]bool, n)
				for p := range seen {
					seen[p] = map[string]bool{}
				}
				for step := 0; !s.IsTerminal() && step < 500; step++ {
					for p := range n {
						str, err := s.InformationStateString(p)
						if err != nil {
							t.Fatal(err)
						}
						if seen[p][str] {
							t.Fatalf("seed %d move %d: player %d's information state string %s was given at an earlier move", seed, s.MoveNumber(), p, str)
						}
						seen[p][str] = true
					}
					// At most 20 checks a game outside the reversed case:
					// each replays the game so far (bso's 47 took 9 s).
					if step < 2 || check.IntN(13) == 0 && (checks < 20 || c.reversed) {
						checks++
						where := fmt.Sprintf("seed %d move %d", seed, s.MoveNumber())
						for p := range n {
							str := checkAgainstReplay(t, g, s, p, where)
							if c.reversed {
								continue // Serialize keeps no off-order moves: docs/agent.md
							}
							data, err := s.Serialize()
							if err != nil {
								t.Fatal(err)
							}
							d, err := g.DeserializeState(data)
							if err != nil {
								t.Fatal(err)
							}
							if ds, err := d.InformationStateString(p); err != nil || ds != str {
								t.Fatalf("%s: player %d's string %s; restored by DeserializeState: %s, %v", where, p, str, ds, err)
							}
						}
						// A clone played on apart from the state.
						clones++
						cl := s.Clone()
						crng := engine.NewRNG(check.Uint64())
						for k := 0; k < 5 && !cl.IsTerminal(); k++ {
							playRandom(t, cl, n, &crng, c.reversed)
						}
						for p := range n {
							checkAgainstReplay(t, g, cl, p, where+", a clone 5 moves on")
						}
					}
					if c.reversed && s.CurrentPlayer() == agent.Simultaneous {
						offOrder++
					}
					playRandom(t, s, n, &rng, c.reversed)
				}
				for p := range n {
					checkAgainstReplay(t, g, s, p, fmt.Sprintf("seed %d at the end", seed))
				}
			}
			t.Logf("%d checks, %d clones, %d simultaneous nodes played highest seat first", checks, clones, offOrder)
			if checks < 2 || (c.reversed && offOrder < 5) {
				t.Fatalf("only %d checks, %d simultaneous nodes played highest seat first", checks, offOrder)
			}
		})
	}
}

// TestResampledStateKeepsTheSeatsInformationState: a state dealt again for
// seat p (ResampleFromInfostate) has p's information state (string, tensor
// and history) of the state it was dealt from, whether the original had
// its memo or was just restored (replayed cold); another seat's is an
// InfoStateError (ErrResampledForAnother), so is every seat's once the
// state dealt again is serialized and restored (ErrHistoryDoesNotReplay:
// its history does not reach it), while a state dealt again from one dealt
// again for the same seat keeps the seat's.
func TestResampledStateKeepsTheSeatsInformationState(t *testing.T) {
	for _, name := range []string{"onr", "bso", "nsg", "neuroscape"} {
		t.Run(name+": a state dealt again for a seat keeps the seat's information state and no other", func(t *testing.T) {
			seed := uint64(3)
			g, s := seededGame(t, name, seed)
			n := g.Info().NumPlayers
			rng := engine.NewRNG(seed)
			resampled := 0
			for step := 0; !s.IsTerminal() && step < 200; step++ {
				if step%19 == 5 {
					data, err := s.Serialize()
					if err != nil {
						t.Fatal(err)
					}
					cold, err := g.DeserializeState(data)
					if err != nil {
						t.Fatal(err)
					}
					for p := range n {
						want, err := s.InformationStateString(p)
						if err != nil {
							t.Fatal(err)
						}
						wantH, _ := s.ActionObservationHistory(p)
						wantT, _ := s.InformationStateTensor(p)
						for _, from := range []*agent.State{s, cold} {
							r, err := from.ResampleFromInfostate(p, rng.Uint64())
							if err != nil {
								continue // no information state now (another seat's secret bid)
							}
							resampled++
							got, err := r.InformationStateString(p)
							if err != nil || got != want {
								t.Fatalf("move %d: player %d's string %s, dealt again %s, %v", s.MoveNumber(), p, want, got, err)
							}
							if h, err := r.ActionObservationHistory(p); err != nil || aohString(h) != aohString(wantH) {
								t.Fatalf("move %d: player %d's history dealt again differs: %v", s.MoveNumber(), p, err)
							}
							if tt, err := r.InformationStateTensor(p); err != nil || !slices.Equal(tt, wantT) {
								t.Fatalf("move %d: player %d's tensor dealt again differs: %v", s.MoveNumber(), p, err)
							}
							for q := range n {
								if q == p {
									continue
								}
								_, err := r.InformationStateString(q)
								var ie *agent.InfoStateError
								if !errors.Is(err, agent.ErrResampledForAnother) || !errors.As(err, &ie) || ie.Player != q {
									t.Fatalf("move %d: dealt again for %d, player %d's string: error %v", s.MoveNumber(), p, q, err)
								}
								if _, err := r.ResampleFromInfostate(q, 1); err == nil {
									rr, _ := r.ResampleFromInfostate(q, 1)
									if _, err := rr.InformationStateString(q); !errors.Is(err, agent.ErrResampledForAnother) {
										t.Fatalf("move %d: dealt again for %d then %d: error %v", s.MoveNumber(), p, q, err)
									}
								}
							}
							if rr, err := r.ResampleFromInfostate(p, rng.Uint64()); err == nil {
								if got, err := rr.InformationStateString(p); err != nil || got != want {
									t.Fatalf("move %d: dealt again twice for player %d: %s, %v; want %s", s.MoveNumber(), p, got, err, want)
								}
							}
							data, err := r.Serialize()
							if err != nil {
								t.Fatal(err)
							}
							d, err := g.DeserializeState(data)
							if err != nil {
								t.Fatal(err)
							}
							if _, err := d.InformationStateString(p); !errors.Is(err, agent.ErrHistoryDoesNotReplay) {
								t.Fatalf("move %d: a state dealt again, serialized and restored: error %v, want ErrHistoryDoesNotReplay", s.MoveNumber(), err)
							}
						}
					}
				}
				playRandom(t, s, n, &rng, false)
			}
			t.Logf("%d states dealt again", resampled)
			if resampled < 10 {
				t.Fatalf("only %d states dealt again", resampled)
			}
		})
	}
}

// TestProtocolGivesInformationStates: the protocol's information_state_string,
// information_state_tensor and action_observation_history give, for every
// seat of an ONR game played through it, what the Go State with the same
// history gives; a state resampled for one seat refuses another's.
func TestProtocolGivesInformationStates(t *testing.T) {
	seed := uint64(3)
	_, local := seededGame(t, "onr", seed)
	c := newClient(t)
	ng := c.call(map[string]any{"cmd": "new_game", "name": "onr", "params": map[string]any{"seed": seed}})
	s := c.call(map[string]any{"cmd": "new_initial_state", "game": ng.Game}).State
	rng := engine.NewRNG(seed)
	for move := 0; move < 40 && !local.IsTerminal(); move++ {
		p := local.CurrentPlayer()
		if p < 0 {
			break
		}
		l, _ := local.LegalActions(p)
		a := l[rng.IntN(len(l))]
		if err := local.ApplyAction(a); err != nil {
			t.Fatal(err)
		}
		c.call(map[string]any{"cmd": "apply_action", "state": s, "action": a})
		for q := range ng.Info.NumPlayers {
			want, _ := local.InformationStateString(q)
			wantT, _ := local.InformationStateTensor(q)
			if got := c.call(map[string]any{"cmd": "information_state_string", "state": s, "player": q}).String; got != want {
				t.Fatalf("move %d player %d: string %s, the Go state's %s", move, q, got, want)
			}
			if got := c.call(map[string]any{"cmd": "information_state_tensor", "state": s, "player": q}).Tensor; !slices.Equal(got, wantT) || len(got) != ng.Info.InformationStateSize {
				t.Fatalf("move %d player %d: a tensor of %d, not the Go state's (information state size %d)", move, q, len(got), ng.Info.InformationStateSize)
			}
			if move%10 == 0 {
				steps := c.call(map[string]any{"cmd": "action_observation_history", "state": s, "player": q}).Steps
				if len(steps) != local.MoveNumber()+1 || aohString(steps) != want {
					t.Fatalf("move %d player %d: %d steps of history, not the string's", move, q, len(steps))
				}
			}
		}
	}
	p := local.CurrentPlayer()
	r := c.call(map[string]any{"cmd": "resample", "state": s, "player": p, "seed": 9}).State
	for q := range ng.Info.NumPlayers {
		resp := c.try(map[string]any{"cmd": "information_state_string", "state": r, "player": q})
		want, _ := local.InformationStateString(q)
		switch {
		case q == p && (!resp.OK || resp.String != want):
			t.Fatalf("resampled for %d: its string %q, %s; want %s", p, resp.String, resp.Error, want)
		case q != p && (resp.OK || !strings.Contains(resp.Error, "dealt again")):
			t.Fatalf("resampled for %d: player %d's string: ok %v, error %q", p, q, resp.OK, resp.Error)
		}
	}
	c.quit()
}

// TestAStateAndItsCloneAskedOnTwoGoroutines: a state and its clone share
// the memo of their information states; played on and asked on two
// goroutines at once (as libdatafort's handles may be), each gives what it
// gives alone (run with -race to check the sharing itself).
func TestAStateAndItsCloneAskedOnTwoGoroutines(t *testing.T) {
	seed := uint64(4)
	_, s := seededGame(t, "onr", seed)
	rng := engine.NewRNG(seed)
	for s.MoveNumber() < 30 {
		playRandom(t, s, 2, &rng, false)
	}
	if _, err := s.InformationStateString(0); err != nil {
		t.Fatal(err)
	}
	// Each of the two plays its own moves, asking both seats' strings at
	// every move; alone first, then at once on two goroutines.
	play := func(st *agent.State, seed uint64) ([]string, error) {
		rng := engine.NewRNG(seed)
		var out []string
		for k := 0; k < 30 && !st.IsTerminal(); k++ {
			p := st.CurrentPlayer()
			if p < 0 {
				break
			}
			l, _ := st.LegalActions(p)
			if err := st.ApplyAction(l[rng.IntN(len(l))]); err != nil {
				return nil, err
			}
			for q := range 2 {
				str, err := st.InformationStateString(q)
				if err != nil {
					return nil, err
				}
				out = append(out, str)
			}
		}
		return out, nil
	}
	var want [2][]string
	for i := range 2 {
		var err error
		if want[i], err = play(s.Clone(), uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	c := s.Clone()
	var got [2][]string
	var errs [2]error
	done := make(chan bool)
	go func() { got[1], errs[1] = play(c, 1); done <- true }()
	got[0], errs[0] = play(s, 0)
	<-done
	for i := range 2 {
		if errs[i] != nil || !slices.Equal(got[i], want[i]) {
			t.Fatalf("state %d played on beside the other: %v, strings differ from those it gives alone", i, errs[i])
		}
	}
}

// seededGame returns game name with its setup seed fixed, and its initial
// state.
func seededGame(t *testing.T, name string, seed uint64) (*agent.Game, *agent.State) {
	t.Helper()
	g, err := agent.NewGame(name, agent.Params{Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.NewInitialState()
	if err != nil {
		t.Fatal(err)
	}
	return g, s
}
