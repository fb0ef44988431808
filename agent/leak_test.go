package agent_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/agent"
	_ "github.com/datafort/datafort/bso" // registers "bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
)

// fastPassName is a test ruleset: ONR forced to autopass=fast, hiding that
// it settles windows on hidden grounds, so that the agent interface lets it
// through and the leak test must catch it.
const fastPassName = "onr-fastpass-leaks"

func init() {
	engine.Register(fastPass{onr.Rules})
	observe.Register(fastPassName, func() observe.Encoder { return observe.For("onr") })
}

type fastPass struct{ engine.Ruleset }

func (fastPass) Name() string { return fastPassName }

func (f fastPass) New(s engine.Setup) (engine.Game, error) {
	s.Options = map[string]string{"autopass": "fast"}
	g, err := f.Ruleset.New(s)
	if err != nil {
		return nil, err
	}
	return hiddenGrounds{g}, nil
}

// hiddenGrounds is a game that does not say it settles windows on hidden
// grounds (it shows only engine.Game's methods, and InfoState).
type hiddenGrounds struct{ engine.Game }

func (h hiddenGrounds) InfoState(seat engine.Seat) (engine.InfoState, error) {
	return h.Game.(engine.InfoStater).InfoState(seat)
}

// leakRun is what one ruleset's leak run found.
type leakRun struct {
	checks, compared, reveals, drifts int
	leaks                             []string
}

// TestObservationSequencesOfStatesASeatCannotTellApart is the black-box leak
// test of the agent interface, for every registered game that can deal a
// seat's information state again (engine.InfoStater). Along random games,
// for each seat p, a state is re-dealt from what p may know
// (ResampleFromInfostate) and both states are played on with the same
// choices (chosen among the actions legal in both); p's whole agent
// observation (observation JSON, current player, move number, p's legal
// actions) must be the same in both, step after step. The comparison ends
// when the two games tell some seat something different (the texts of the
// events a seat reads differ: a card accessed, rezzed or drawn, which
// fuzz's leak checks vet; from then on that seat is asked what its
// knowledge allows, as a Runner offered to pay to trash the card he
// accessed), when the choices can no longer be the same, or at the end of
// the game. A difference before is a leak: the game tree told p something
// hidden. The seat's information state (InformationStateString and
// InformationStateTensor) must be the same in both too. A ruleset that
// skips windows on hidden grounds (ONR with autopass=fast, hiding it from
// NewGame) must be caught.
func TestObservationSequencesOfStatesASeatCannotTellApart(t *testing.T) {
	type tc struct {
		name, game string
		games      int
		leak       bool
	}
	var cases []tc
	var names []string
	for _, name := range engine.Rulesets() {
		if name == fastPassName || !redeals(t, name) {
			continue
		}
		games := 3
		if name != "onr" {
			games = 1
		}
		cases = append(cases, tc{name + ": a seat's observations depend only on what it may know", name, games, false})
		names = append(names, name)
	}
	for _, want := range []string{"onr", "bso", "nsg", "neuroscape"} {
		if !slices.Contains(names, want) {
			t.Fatalf("the games that deal information states again are %v: want %s among them", names, want)
		}
	}
	cases = append(cases, tc{"a game that skips windows on hidden grounds is caught", fastPassName, 3, true})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var r leakRun
			for i := range c.games {
				leakGame(t, c.game, uint64(11+i), &r)
			}
			t.Logf("%d re-deals, %d steps compared, %d ended by a reveal, %d by choices no longer the same, %d leaks", r.checks, r.compared, r.reveals, r.drifts, len(r.leaks))
			if r.checks < 10 || r.compared < 100 {
				t.Fatalf("only %d re-deals and %d steps compared", r.checks, r.compared)
			}
			if !c.leak {
				for _, l := range r.leaks {
					t.Error(l)
				}
				return
			}
			if len(r.leaks) == 0 {
				t.Fatal("no leak found")
			}
		})
	}
}

// redeals reports whether games of the ruleset called name give
// information states.
func redeals(t *testing.T, name string) bool {
	t.Helper()
	seed := uint64(1)
	g, err := agent.NewGame(name, agent.Params{Seed: &seed})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	s, err := g.NewInitialState()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	_, ok := s.Engine().(engine.InfoStater)
	return ok
}

// leakGame plays one random game of the ruleset called name from setup
// seed, and every few steps compares, for each seat, the rest of the game
// with the rest of a game re-dealt from the seat's information state.
func leakGame(t *testing.T, name string, seed uint64, r *leakRun) {
	t.Helper()
	g, s := seededGame(t, name, seed)
	rng := engine.NewRNG(seed)
	for step := 0; !s.IsTerminal(); step++ {
		if step%7 == 3 {
			for p := range g.Info().NumPlayers {
				// Asked at the real state first (its memo, shared by its
				// clone and copied into the state dealt again), as a search
				// does; TestInformationStateMemoIsTheReplay checks both ways.
				if _, err := s.InformationStateString(p); err != nil {
					t.Fatal(err)
				}
				re, err := s.ResampleFromInfostate(p, rng.Uint64())
				if err != nil {
					continue // no information state now (another seat's secret bid)
				}
				r.checks++
				if l := compareRest(t, g.Encoder(), s.Clone(), re, p, rng.Uint64(), r); l != "" {
					r.leaks = append(r.leaks, fmt.Sprintf("%s seed %d step %d, seat %d: %s", name, seed, step, p, l))
				}
			}
		}
		acts := randomActions(t, g.Encoder(), s, nil, &rng)
		if acts == nil {
			t.Fatalf("%s seed %d step %d: nobody can move", name, seed, step)
		}
		if _, err := applyActions(s, g.Encoder(), acts); err != nil {
			t.Fatal(err)
		}
	}
}

// observation is everything the agent interface shows seat p of a state:
// its observation, and its information state (string and tensor).
type observation struct {
	json          []byte
	current, move int
	legal         []int
	info          string
	tensor        []float32
}

func observeSeat(t *testing.T, s *agent.State, p int) observation {
	t.Helper()
	j, err := s.ObservationJSON(p)
	if err != nil {
		t.Fatal(err)
	}
	l, err := s.LegalActions(p)
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.InformationStateString(p)
	if err != nil {
		t.Fatal(err)
	}
	tensor, err := s.InformationStateTensor(p)
	if err != nil {
		t.Fatal(err)
	}
	return observation{j, s.CurrentPlayer(), s.MoveNumber(), l, info, tensor}
}

func (o observation) differs(b observation) string {
	switch {
	case o.current != b.current:
		return fmt.Sprintf("current player %d, %d in the state dealt again", o.current, b.current)
	case o.move != b.move:
		return fmt.Sprintf("move number %d, %d in the state dealt again", o.move, b.move)
	case !slices.Equal(o.legal, b.legal):
		return fmt.Sprintf("legal actions %v, %v in the state dealt again", o.legal, b.legal)
	case !bytes.Equal(o.json, b.json):
		return fmt.Sprintf("observation\n%s\n%s in the state dealt again", o.json, b.json)
	case o.info != b.info:
		return fmt.Sprintf("information state string %s, %s in the state dealt again", o.info, b.info)
	case !slices.Equal(o.tensor, b.tensor):
		return "information state tensor differs in the state dealt again"
	}
	return ""
}

// compareRest plays a (the real state) and b (dealt again for seat p) on
// with the same choices, and returns the first difference in what p is
// shown, or "".
func compareRest(t *testing.T, enc observe.Encoder, a, b *agent.State, p int, seed uint64, r *leakRun) string {
	t.Helper()
	rng := engine.NewRNG(seed)
	for step := 0; ; step++ {
		if d := observeSeat(t, a, p).differs(observeSeat(t, b, p)); d != "" {
			return fmt.Sprintf("%d steps on: %s", step, d)
		}
		r.compared++
		if a.IsTerminal() {
			return ""
		}
		acts := randomActions(t, enc, a, b, &rng)
		if acts == nil {
			r.drifts++
			return ""
		}
		ea, err := applyActions(a, enc, acts)
		if err != nil {
			t.Fatal(err)
		}
		eb, err := applyActions(b, enc, acts)
		if err != nil {
			t.Fatal(err)
		}
		for q := range ea {
			if !slices.Equal(ea[q], eb[q]) {
				r.reveals++
				return ""
			}
		}
	}
}

// randomActions returns one action per player (-1 for those without a
// decision), each chosen at random among those legal for its player in a
// and, if b is not nil, in b too and read alike by the player in both; nil
// when some player has none.
func randomActions(t *testing.T, enc observe.Encoder, a, b *agent.State, rng *engine.RNG) []int {
	t.Helper()
	n := len(a.Returns())
	acts := make([]int, n)
	movers := 0
	for p := range n {
		la, err := a.LegalActions(p)
		if err != nil {
			t.Fatal(err)
		}
		acts[p] = -1
		if len(la) == 0 {
			continue
		}
		if b != nil {
			lb, err := b.LegalActions(p)
			if err != nil {
				t.Fatal(err)
			}
			// The same choice: an action legal in both that its player reads
			// alike in both (an id may name another card of a hidden hand in
			// a state dealt again: "install Wall of Static" against "install
			// Data Wall"; that is a different choice, not the same one).
			la = slices.DeleteFunc(la, func(x int) bool {
				return !slices.Contains(lb, x) || a.ActionToString(p, x) != b.ActionToString(p, x) ||
					optionOf(t, enc, a, p, x) != optionOf(t, enc, b, p, x)
			})
			if len(la) == 0 {
				return nil
			}
		}
		acts[p] = la[rng.IntN(len(la))]
		movers++
	}
	if movers == 0 {
		return nil
	}
	return acts
}

// optionOf returns the engine option that action a of player p stands for
// in s: two states dealt from one information state have the same card
// handles, so the same option names the same card in the same place (two
// copies of a card read alike: "rez South African Mining Corp").
func optionOf(t *testing.T, enc observe.Encoder, s *agent.State, p, a int) engine.Option {
	t.Helper()
	e := s.Engine()
	d, ok := engine.DecisionFor(e, engine.Seat(p))
	if !ok || d.Kind == engine.Number {
		return engine.Option{}
	}
	ids, err := enc.Actions(func() any { return e.View(d.Seat) }, d)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.Index(ids, a)
	if i < 0 {
		t.Fatalf("action %d not among %v", a, ids)
	}
	return d.Options[i]
}

// applyActions applies acts to s through the agent interface and returns
// the texts of the events of the step as seat p reads them, found by
// making the same choices on a copy of the engine game (whose resulting
// state must be the same).
func applyActions(s *agent.State, enc observe.Encoder, acts []int) ([][]string, error) {
	e := s.Engine().Clone()
	var choices []engine.Choice
	for q, a := range acts {
		if a < 0 {
			continue
		}
		d, ok := engine.DecisionFor(e, engine.Seat(q))
		if !ok {
			return nil, fmt.Errorf("player %d has no decision", q)
		}
		ids, err := enc.Actions(func() any { return e.View(d.Seat) }, d)
		if err != nil {
			return nil, err
		}
		i := slices.Index(ids, a)
		if i < 0 {
			return nil, fmt.Errorf("action %d not among %v", a, ids)
		}
		c := engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}
		if d.Kind == engine.Number {
			c = engine.Choice{Decision: d.ID, Seat: d.Seat, Number: max(d.Min, 0) + i}
		}
		choices = append(choices, c)
	}
	if err := s.ApplyActions(acts); err != nil {
		return nil, err
	}
	texts := make([][]string, len(acts))
	for _, c := range choices {
		evs, err := e.Apply(c)
		if err != nil {
			return nil, err
		}
		for _, ev := range evs {
			for q := range texts {
				texts[q] = append(texts[q], ev.For(engine.Seat(q)))
			}
		}
	}
	ba, err := e.MarshalBinary()
	if err != nil {
		return nil, err
	}
	bb, err := s.Engine().MarshalBinary()
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(ba, bb) {
		return nil, fmt.Errorf("the same choices on a copy of the game gave another state")
	}
	return texts, nil
}

// TestNewGameRefusesHiddenGrounds: a game that settles decisions on grounds
// hidden from a seat (ONR and the Big Sell-Out under autopass=fast) is
// refused with an error naming the option; autopass=safe is accepted.
func TestNewGameRefusesHiddenGrounds(t *testing.T) {
	for _, c := range []struct {
		name, game, autopass string
		refused              bool
	}{
		{"onr under autopass=fast is refused", "onr", "fast", true},
		{"the Big Sell-Out under autopass=fast is refused", "bso", "fast", true},
		{"onr under autopass=safe is played", "onr", "safe", false},
		{"the Big Sell-Out under autopass=safe is played", "bso", "safe", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := agent.NewGame(c.game, agent.Params{Options: map[string]string{"autopass": c.autopass}})
			switch {
			case c.refused && err == nil:
				t.Fatal("accepted")
			case c.refused && !strings.Contains(err.Error(), "autopass=fast"):
				t.Fatalf("the error does not name the option: %v", err)
			case !c.refused && err != nil:
				t.Fatal(err)
			}
		})
	}
}

// TestObservationJSONNamesNoDecisionID: the observation of a seat with a
// decision pending shows the decision (its prompt) without its id, while
// the engine's own view keeps it.
func TestObservationJSONNamesNoDecisionID(t *testing.T) {
	seed := uint64(5)
	g, err := agent.NewGame("onr", agent.Params{Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.NewInitialState()
	if err != nil {
		t.Fatal(err)
	}
	p := s.CurrentPlayer()
	raw, err := engine.MarshalView(s.Engine(), engine.Seat(p))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(raw, []byte(`"id":`)) {
		t.Fatalf("the engine's view holds no decision id to leave out: %s", raw)
	}
	obs, err := s.ObservationJSON(p)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(obs, []byte(`"prompt":`)) {
		t.Fatalf("the observation shows no pending decision: %s", obs)
	}
	if bytes.Contains(obs, []byte(`"id":`)) {
		t.Fatalf("the observation names a decision id: %s", obs)
	}
}

// TestDeserializeRefusesHiddenGrounds: a saved state of a game under
// autopass=fast cannot enter the agent interface through DeserializeState
// either, while the same state under autopass=safe can.
func TestDeserializeRefusesHiddenGrounds(t *testing.T) {
	g, err := agent.NewGame("onr", agent.Params{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, autopass string
		refused        bool
	}{
		{"a state saved under autopass=fast is refused", "fast", true},
		{"a state saved under autopass=safe is restored", "safe", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			eg, err := onr.Rules.New(engine.Setup{Seed: 3, Options: map[string]string{"autopass": c.autopass}})
			if err != nil {
				t.Fatal(err)
			}
			b, err := eg.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			data, err := json.Marshal(map[string]any{"format": 1, "game": "onr", "seed": 3, "history": []int{3}, "state": b})
			if err != nil {
				t.Fatal(err)
			}
			_, err = g.DeserializeState(data)
			switch {
			case c.refused && (err == nil || !strings.Contains(err.Error(), "autopass=fast")):
				t.Fatalf("error %v, want one naming autopass=fast", err)
			case !c.refused && err != nil:
				t.Fatal(err)
			}
		})
	}
}

// TestInformationStatesOfPastsASeatCannotTellApart is the leak test's
// sibling for two real pasts: along random games of every game that deals
// information states again, wherever one seat q decides, q's choice is
// made two ways (two of its legal actions, on two clones); a seat p other
// than q that is shown the same after both (observation JSON and current
// player) must have the same information state (string and tensor), as it
// cannot tell the two pasts apart; one shown otherwise, and q itself (its
// own action differs), must have different strings.
func TestInformationStatesOfPastsASeatCannotTellApart(t *testing.T) {
	for _, name := range []string{"onr", "bso", "nsg", "neuroscape"} {
		t.Run(name+": a seat's information state is the same after pasts it cannot tell apart, and only then", func(t *testing.T) {
			same, differ, moves := 0, 0, 0
			for _, seed := range []uint64{1, 2} {
				g, err := agent.NewGame(name, agent.Params{Seed: &seed})
				if err != nil {
					t.Fatal(err)
				}
				n := g.Info().NumPlayers
				s, err := g.NewInitialState()
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; !s.IsTerminal() && step < 300; step++ {
					for p := range n { // the memo the clones share, moved on a step
						if _, err := s.InformationStateString(p); err != nil {
							t.Fatal(err)
						}
					}
					if q := s.CurrentPlayer(); q >= 0 {
						// Each of q's legal actions (12 at most) on a clone,
						// each pair of them compared.
						l, _ := s.LegalActions(q)
						if len(l) > 12 {
							rng.Shuffle(len(l), func(i, j int) { l[i], l[j] = l[j], l[i] })
							l = l[:12]
						}
						after := make([][]observation, len(l))
						for i, a := range l {
							c := s.Clone()
							if err := c.ApplyAction(a); err != nil {
								t.Fatal(err)
							}
							for p := range n {
								after[i] = append(after[i], observeSeat(t, c, p))
							}
						}
						for i := range l {
							for j := range i {
								for p := range n {
									oa, ob := after[i][p], after[j][p]
									alike := p != q && oa.current == ob.current && bytes.Equal(oa.json, ob.json)
									switch {
									case alike && (oa.info != ob.info || !slices.Equal(oa.tensor, ob.tensor)):
										t.Fatalf("seed %d move %d: player %d is shown the same after player %d's actions %d and %d, but its information states differ", seed, s.MoveNumber(), p, q, l[i], l[j])
									case !alike && oa.info == ob.info:
										t.Fatalf("seed %d move %d: player %d's information state string is the same after player %d's actions %d and %d, which it tells apart", seed, s.MoveNumber(), p, q, l[i], l[j])
									case alike:
										same++
									default:
										differ++
									}
								}
							}
						}
					}
					acts := randomActions(t, g.Encoder(), s, nil, &rng)
					if err := s.ApplyActions(acts); err != nil {
						t.Fatal(err)
					}
					moves++
				}
			}
			t.Logf("%d pairs of pasts a seat cannot tell apart, %d it can; %d moves", same, differ, moves)
			if same < 10 || differ < 10 {
				t.Fatalf("only %d pairs of pasts a seat cannot tell apart and %d it can", same, differ)
			}
		})
	}
}
