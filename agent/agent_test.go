package agent_test

import (
	"bytes"
	"math"
	"slices"
	"testing"

	"github.com/datafort/datafort/agent"
	_ "github.com/datafort/datafort/bso/observe" // registers the Big Sell-Out's encoder (and bso)
	"github.com/datafort/datafort/engine"
	_ "github.com/datafort/datafort/engine/enginetest"  // registers "toy" and "swift"
	_ "github.com/datafort/datafort/neuroscape/cards"   // registers "neuroscape" with its cards
	_ "github.com/datafort/datafort/neuroscape/observe" // registers Neuroscape's encoder
	_ "github.com/datafort/datafort/nsg/observe"        // registers NSG's encoder (and, through nsg/cards, NSG)
	"github.com/datafort/datafort/onr/fuzz"
	_ "github.com/datafort/datafort/onr/heuristic" // registers the "heuristic" bot
	_ "github.com/datafort/datafort/onr/observe"   // registers ONR's encoder (and, through onr/cards, ONR)
)

// randomSim plays one game of g through the agent interface with uniformly
// random actions, checking the interface at every step as OpenSpiel's
// RandomSimTest does. It returns the number of simultaneous nodes seen.
func randomSim(t *testing.T, g *agent.Game, seed uint64, deep bool) (simultaneous int) {
	t.Helper()
	rng := engine.NewRNG(seed)
	info := g.Info()
	s, err := g.NewInitialState()
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; ; step++ {
		if step > 20000 {
			t.Fatalf("seed %d: game not over after %d steps", seed, step)
		}
		p := s.CurrentPlayer()
		if s.IsTerminal() {
			if p != agent.Terminal {
				t.Fatalf("terminal state with current player %d", p)
			}
			r := s.Returns()
			sum := 0.0
			for _, x := range r {
				sum += x
			}
			if len(r) != info.NumPlayers || (info.Utility == "zero-sum" && sum != info.UtilitySum) {
				t.Fatalf("seed %d: returns %v of a %s game", seed, r, info.Utility)
			}
			for pl := range info.NumPlayers {
				if a, _ := s.LegalActions(pl); len(a) > 0 {
					t.Fatalf("player %d has legal actions %v in a terminal state", pl, a)
				}
			}
			return simultaneous
		}
		if r := s.Returns(); slices.ContainsFunc(r, func(x float64) bool { return x != 0 }) {
			t.Fatalf("non-zero returns %v before the end", r)
		}
		if p == agent.Chance {
			out := s.ChanceOutcomes()
			sum := 0.0
			for _, o := range out {
				sum += o.Probability
			}
			if math.Abs(sum-1) > 1e-9 || len(out) != info.MaxChanceOutcomes {
				t.Fatalf("chance outcomes sum to %v over %d outcomes", sum, len(out))
			}
			if err := s.ApplyAction(out[rng.IntN(len(out))].Action); err != nil {
				t.Fatal(err)
			}
			continue
		}
		movers := []int{}
		for pl := range info.NumPlayers {
			a, err := s.LegalActions(pl)
			if err != nil {
				t.Fatalf("seed %d step %d: legal actions of %d: %v", seed, step, pl, err)
			}
			if len(a) == 0 {
				continue
			}
			movers = append(movers, pl)
			if !slices.IsSorted(a) || len(slices.Compact(slices.Clone(a))) != len(a) {
				t.Fatalf("legal actions %v are not sorted and distinct", a)
			}
			// The borrowed slice is LegalActions' without the copy: a
			// copy changed leaves it as it was.
			a[0] = -1
			if b, err := s.SortedLegalActions(pl); err != nil || b[0] == -1 || !slices.Equal(b[1:], a[1:]) {
				t.Fatalf("seed %d step %d: sorted legal actions %v (%v), the copy %v", seed, step, b, err, a)
			}
			a, _ = s.LegalActions(pl)
			mask, _ := s.LegalActionsMask(pl)
			n := 0
			for id, ok := range mask {
				if ok {
					n++
					if !slices.Contains(a, id) {
						t.Fatalf("mask sets %d, not a legal action", id)
					}
				}
			}
			if n != len(a) || len(mask) != info.NumDistinctActions || a[len(a)-1] >= info.NumDistinctActions {
				t.Fatalf("mask of %d with %d set, legal actions %v", len(mask), n, a)
			}
			obs, err := s.ObservationTensor(pl)
			if err != nil || len(obs) != info.ObservationSize {
				t.Fatalf("observation of %d: %d floats, %v", pl, len(obs), err)
			}
			if _, err := s.ObservationJSON(pl); err != nil {
				t.Fatal(err)
			}
		}
		switch {
		case len(movers) == 0:
			t.Fatalf("seed %d step %d: nobody can move in a live state", seed, step)
		case len(movers) > 1 && p != agent.Simultaneous:
			t.Fatalf("players %v must move, current player %d", movers, p)
		case len(movers) == 1 && p != movers[0]:
			t.Fatalf("player %d must move, current player %d", movers[0], p)
		}
		if deep && step%7 == 0 {
			checkCopies(t, g, s, movers)
		}
		if p == agent.Simultaneous {
			simultaneous++
			acts := make([]int, info.NumPlayers)
			for i := range acts {
				acts[i] = -1
			}
			for _, pl := range movers {
				a, _ := s.LegalActions(pl)
				acts[pl] = a[rng.IntN(len(a))]
			}
			if err := s.ApplyActions(acts); err != nil {
				t.Fatal(err)
			}
			continue
		}
		a, _ := s.LegalActions(p)
		pick := a[rng.IntN(len(a))]
		if str := s.ActionToString(p, pick); str == "" {
			t.Fatalf("action %d has no description", pick)
		}
		if err := s.ApplyAction(pick); err != nil {
			t.Fatalf("seed %d step %d: action %d (%s): %v", seed, step, pick, s.ActionToString(p, pick), err)
		}
	}
}

// checkCopies checks that a clone and a deserialized copy of s are the
// same game, that an action applied to them gives the same game as on s,
// and that applying it to the clone leaves s unchanged.
func checkCopies(t *testing.T, g *agent.Game, s *agent.State, movers []int) {
	t.Helper()
	b, err := s.Serialize()
	if err != nil {
		t.Fatal(err)
	}
	d, err := g.DeserializeState(b)
	if err != nil {
		t.Fatal(err)
	}
	c := s.Clone()
	before := hash(t, s)
	if hash(t, d) != before || hash(t, c) != before || !slices.Equal(d.History(), s.History()) {
		t.Fatal("a clone or a deserialized copy differs from the state")
	}
	pl := movers[0]
	a, _ := c.LegalActions(pl)
	for _, x := range []*agent.State{c, d} {
		if err := x.ApplyPlayerAction(pl, a[0]); err != nil {
			t.Fatal(err)
		}
	}
	if hash(t, c) != hash(t, d) {
		t.Fatal("the same action on a clone and a deserialized copy gave different games")
	}
	if hash(t, s) != before {
		t.Fatal("applying an action to a clone changed the original")
	}
}

func hash(t *testing.T, s *agent.State) [32]byte {
	t.Helper()
	h, err := engine.Hash(s.Engine())
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestRandomSimONR(t *testing.T) {
	g, err := agent.NewGame("onr", agent.Params{ChanceOutcomes: 64})
	if err != nil {
		t.Fatal(err)
	}
	n := 40
	if testing.Short() {
		n = 8
	}
	simultaneous := 0
	for seed := range uint64(n) {
		simultaneous += randomSim(t, g, seed, seed < 6)
	}
	if simultaneous == 0 {
		t.Error("no simultaneous node (trace) in the random games: ApplyActions went untested")
	}
}

// TestRandomSimONREveryCard is TestRandomSimONR with decks holding every
// implemented card: every option shape the rules can offer has an action.
func TestRandomSimONREveryCard(t *testing.T) {
	// The fuzzing decks: every implemented card, the Corp's topped up with
	// agendas to the points its size needs (ONR-3.2).
	corp, runner, err := fuzz.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	g, err := agent.NewGame("onr", agent.Params{ChanceOutcomes: 64, Decks: []string{corp, runner}})
	if err != nil {
		t.Fatal(err)
	}
	n := 30
	if testing.Short() {
		n = 6
	}
	for seed := range uint64(n) {
		randomSim(t, g, seed, seed < 3)
	}
}

// TestRandomSimNSG: the agent's Go interface plays NSG Netrunner with its
// own encoder (stable ids, an observation vector), clones and serialized
// copies included.
func TestRandomSimNSG(t *testing.T) {
	g, err := agent.NewGame("nsg", agent.Params{ChanceOutcomes: 16})
	if err != nil {
		t.Fatal(err)
	}
	if info := g.Info(); !info.StableActionIDs || info.ObservationSize == 0 {
		t.Errorf("nsg info %+v: want nsg/observe's stable ids and observation", info)
	}
	for seed := range uint64(6) {
		randomSim(t, g, seed, seed < 2)
	}
}

// TestRandomSimBSO: the agent's Go interface plays the Big Sell-Out at
// four seats (two teams: zero-sum, as randomSim checks) with its own
// encoder (bso/observe: stable ids, an observation vector); six and eight
// seats are bso/observe's TestRandomTablesEncodeEveryDecision.
func TestRandomSimBSO(t *testing.T) {
	g, err := agent.NewGame("bso", agent.Params{ChanceOutcomes: 16, Options: map[string]string{"players": "4"}})
	if err != nil {
		t.Fatal(err)
	}
	if info := g.Info(); !info.StableActionIDs || info.ObservationSize == 0 {
		t.Errorf("bso info %+v: want bso/observe's stable ids and observation", info)
	}
	for seed := range uint64(2) {
		randomSim(t, g, seed, seed < 1)
	}
}

func TestRandomSimToy(t *testing.T) {
	g, err := agent.NewGame("toy", agent.Params{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Info().StableActionIDs || g.Info().ObservationSize != 0 {
		t.Errorf("toy info %+v: the generic encoder has neither stable ids nor observations", g.Info())
	}
	for seed := range uint64(20) {
		randomSim(t, g, seed, true)
	}
}

// TestRandomSimSwiftTeams: the agent's Go interface plays the swift toy at
// 4 seats in two teams with the generic encoder, clones and serialized
// copies included.
func TestRandomSimSwiftTeams(t *testing.T) {
	g, err := agent.NewGame("swift", agent.Params{ChanceOutcomes: 16, Options: map[string]string{"seats": "4", "teams": "2v2"}})
	if err != nil {
		t.Fatal(err)
	}
	if info := g.Info(); info.NumPlayers != 4 || info.StableActionIDs {
		t.Errorf("swift 2v2 info %+v: want 4 players and the generic encoder", info)
	}
	for seed := range uint64(10) {
		randomSim(t, g, seed, true)
	}
}

func TestFixedSeedHasNoChanceNode(t *testing.T) {
	seed := uint64(7)
	g, err := agent.NewGame("onr", agent.Params{Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := g.NewInitialState()
	if s.IsChanceNode() || s.CurrentPlayer() != 0 || g.Info().MaxChanceOutcomes != 0 {
		t.Errorf("initial state: chance %v, player %d, info %+v", s.IsChanceNode(), s.CurrentPlayer(), g.Info().MaxChanceOutcomes)
	}
}

func TestIllegalActionsAreRejected(t *testing.T) {
	g, _ := agent.NewGame("onr", agent.Params{ChanceOutcomes: 4})
	s, _ := g.NewInitialState()
	if err := s.ApplyAction(4); err == nil {
		t.Error("chance outcome 4 of 4 applied")
	}
	if err := s.ApplyAction(2); err != nil {
		t.Fatal(err)
	}
	a, _ := s.LegalActions(0)
	bad := 0
	for slices.Contains(a, bad) {
		bad++
	}
	h := hash(t, s)
	if err := s.ApplyAction(bad); err == nil {
		t.Errorf("illegal action %d applied", bad)
	}
	if err := s.ApplyPlayerAction(1, a[0]); err == nil {
		t.Error("a player without a decision moved")
	}
	if err := s.ApplyActions([]int{a[0]}); err == nil {
		t.Error("ApplyActions took one action for two players")
	}
	if hash(t, s) != h || s.MoveNumber() != 1 {
		t.Error("a rejected action changed the state")
	}
}

func TestResampleFromInfostate(t *testing.T) {
	// A seed whose random game lasts long enough to resample ten states.
	seed := uint64(5)
	g, _ := agent.NewGame("onr", agent.Params{Seed: &seed})
	s, _ := g.NewInitialState()
	rng := engine.NewRNG(1)
	resampled := 0
	for step := 0; step < 400 && !s.IsTerminal(); step++ {
		p := s.CurrentPlayer()
		if p >= 0 && step%10 == 0 {
			r, err := s.ResampleFromInfostate(p, uint64(step))
			if err == nil {
				resampled++
				a, _ := s.ObservationJSON(p)
				b, _ := r.ObservationJSON(p)
				if !bytes.Equal(a, b) {
					t.Fatalf("step %d: the resampled state looks different to player %d", step, p)
				}
				if hash(t, r) == hash(t, s) {
					t.Fatalf("step %d: the resampled state is the state itself", step)
				}
				la, _ := s.LegalActions(p)
				lb, _ := r.LegalActions(p)
				if !slices.Equal(la, lb) {
					t.Fatalf("step %d: legal actions %v, resampled %v", step, la, lb)
				}
			}
		}
		if p == agent.Simultaneous {
			acts := []int{-1, -1}
			for pl := range 2 {
				if a, _ := s.LegalActions(pl); len(a) > 0 {
					acts[pl] = a[0]
				}
			}
			if err := s.ApplyActions(acts); err != nil {
				t.Fatal(err)
			}
			continue
		}
		a, _ := s.LegalActions(p)
		if err := s.ApplyAction(a[rng.IntN(len(a))]); err != nil {
			t.Fatal(err)
		}
	}
	if resampled < 10 {
		t.Errorf("only %d states resampled", resampled)
	}
	tg, _ := agent.NewGame("toy", agent.Params{Seed: &seed})
	ts, _ := tg.NewInitialState()
	if _, err := ts.ResampleFromInfostate(0, 1); err == nil {
		t.Error("a toy game without information states resampled")
	}
}

// TestUtilityTypeFollowsTheTeams: a game is zero-sum (its returns sum to
// UtilitySum, 0, at every end) only with two teams of as many seats;
// the Big Sell-Out at 6 and 8 seats has 3 and 4 teams of two, whose win
// sums to -2 and -4: general-sum.
func TestUtilityTypeFollowsTheTeams(t *testing.T) {
	for _, tc := range []struct {
		name, game, players, want string
	}{
		{"ONR, a Corp and a Runner, is zero-sum", "onr", "", "zero-sum"},
		{"the Big Sell-Out at 4 seats, two teams of two, is zero-sum", "bso", "4", "zero-sum"},
		{"the Big Sell-Out at 6 seats, three teams of two, is general-sum", "bso", "6", "general-sum"},
		{"the Big Sell-Out at 8 seats, four teams of two, is general-sum", "bso", "8", "general-sum"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := agent.Params{}
			if tc.players != "" {
				p.Options = map[string]string{"players": tc.players}
			}
			g, err := agent.NewGame(tc.game, p)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.Info().Utility; got != tc.want {
				t.Errorf("utility %q, want %q", got, tc.want)
			}
		})
	}
}
