package nsg_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// TestASampledWorldLooksTheSameToTheSeat plays random games and, after
// every choice, for each seat that can be given an information state:
// the state names no card hidden from the seat; a world sampled from it is
// a valid game (Check) whose View for the seat is the real game's, whose
// pending decisions for the seat read the same, and which goes on (a
// choice applies). Each seat is sampled many times, at the start, in runs
// and in the other side's turn.
func TestASampledWorldLooksTheSameToTheSeat(t *testing.T) {
	sampled := map[engine.Seat]int{}
	for seed := uint64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			g0, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g := g0.(*nsg.Game)
			rng := engine.NewRNG(seed)
			deal := engine.NewRNG(seed + 100)
			for step := 0; step < 3000; step++ {
				if _, over := g.Result(); over {
					return
				}
				hidden := hiddenTitles(g.State())
				for _, seat := range []engine.Seat{nsgtest.Corp, nsgtest.Runner} {
					info, err := g.Info(seat)
					if errors.Is(err, nsg.ErrNoInfoState) {
						continue
					}
					if err != nil {
						t.Fatalf("step %d, seat %d: %v", step, seat, err)
					}
					b, err := json.Marshal(info)
					if err != nil {
						t.Fatal(err)
					}
					for title := range hidden[seat] {
						if strings.Contains(string(b), `"`+title+`"`) {
							t.Fatalf("step %d: seat %d's information state names %s, hidden from it", step, seat, title)
						}
					}
					w, err := info.Sample(&deal, nil)
					if err != nil {
						t.Fatalf("step %d, seat %d: sampling: %v", step, seat, err)
					}
					world := w.(*nsg.Game)
					if err := world.Check(); err != nil {
						t.Fatalf("step %d, seat %d: the sampled world breaks an invariant: %v", step, seat, err)
					}
					if err := placedLegally(world.State()); err != nil {
						t.Fatalf("step %d, seat %d: the sampled world: %v", step, seat, err)
					}
					if r, w := ownHidden(g.State(), seat), ownHidden(world.State(), seat); r != w {
						t.Fatalf("step %d, seat %d: its own hidden cards are %s, in the world %s", step, seat, r, w)
					}
					want, _ := json.Marshal(g.View(seat))
					got, _ := json.Marshal(world.View(seat))
					if string(got) != string(want) {
						t.Fatalf("step %d, seat %d: the sampled world's view differs:\nreal    %s\nsampled %s", step, seat, want, got)
					}
					if dr, ds := describeAll(g, seat), describeAll(world, seat); dr != ds {
						t.Fatalf("step %d, seat %d: the decisions read %q in the real game, %q in the world", step, seat, dr, ds)
					}
					if d := world.Pending()[0]; d.Kind != engine.Number && len(d.Options) > 0 {
						if _, err := world.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: deal.IntN(len(d.Options))}); err != nil {
							t.Fatalf("step %d, seat %d: the sampled world does not go on: %v", step, seat, err)
						}
					}
					sampled[seat]++
				}
				d := g.Pending()[0]
				c := engine.Choice{Decision: d.ID, Seat: d.Seat}
				if d.Kind == engine.Number {
					c.Number = d.Min + rng.IntN(d.Max-d.Min+1)
				} else {
					c.Option = rng.IntN(len(d.Options))
				}
				if _, err := g.Apply(c); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
	for _, seat := range []engine.Seat{nsgtest.Corp, nsgtest.Runner} {
		if sampled[seat] < 100 {
			t.Errorf("seat %d sampled %d times: want at least 100", seat, sampled[seat])
		}
	}
	t.Logf("worlds sampled: corp %d, runner %d", sampled[nsgtest.Corp], sampled[nsgtest.Runner])
}

// placedLegally checks that each card is of its owner's side and, in a
// server, of a kind that may be there: ice protecting it, an agenda, asset
// or upgrade in its root, at most one agenda or asset a root. (Any card
// may hold advancement counters: Seamless Launch places them.)
func placedLegally(s *nsg.State) error {
	roots := map[int32]int{}
	for _, c := range s.Cards {
		d := nsg.Lookup(c.Title)
		if d == nil {
			return fmt.Errorf("card %d has no definition (%q)", c.ID, c.Title)
		}
		if c.Zone != nsg.ZoneScore && (d.Side == "corp") != (c.Owner == s.Corp) { // a stolen agenda is the Runner's
			return fmt.Errorf("%s (card %d) is not of its owner's side", c.Title, c.ID)
		}
		if c.Zone != nsg.ZoneServer {
			continue
		}
		switch {
		case c.Ice && d.Type != nsg.TypeIce:
			return fmt.Errorf("%s (card %d) protects a server", c.Title, c.ID)
		case !c.Ice && d.Type != nsg.TypeAgenda && d.Type != nsg.TypeAsset && d.Type != nsg.TypeUpgrade:
			return fmt.Errorf("%s (card %d) is in a root", c.Title, c.ID)
		case !c.Ice && (d.Type == nsg.TypeAgenda || d.Type == nsg.TypeAsset):
			if roots[c.Server]++; roots[c.Server] > 1 {
				return fmt.Errorf("two agendas or assets in the root of server %d", c.Server)
			}
		}
	}
	return nil
}

// ownHidden lists, sorted, the titles of seat's own cards hidden from it.
func ownHidden(s *nsg.State, seat engine.Seat) string {
	var out []string
	for _, c := range s.Cards {
		if c.Owner == seat && (c.Zone == nsg.ZoneRD || c.Zone == nsg.ZoneStack) {
			out = append(out, c.Title)
		}
	}
	slices.Sort(out)
	return strings.Join(out, ", ")
}

// describeAll is seat's pending decisions in words: prompt and options.
func describeAll(g *nsg.Game, seat engine.Seat) string {
	var b strings.Builder
	for _, d := range g.Pending() {
		if d.Seat != seat {
			continue
		}
		b.WriteString(d.Prompt)
		for i := range d.Options {
			b.WriteString(" | " + g.Describe(d, i))
		}
	}
	return b.String()
}

// TestNoInformationStateWhileASeatSearchesItsDeck: searching its stack
// with Mutual Favor, the Runner's options name the stack's icebreakers,
// which its View hides: no information state is given then (a world dealt
// again might hold no icebreaker there), and one is given once the search
// is over.
func TestNoInformationStateWhileASeatSearchesItsDeck(t *testing.T) {
	x := nsgtest.Start(t, nsg.Rules2603)
	s := x.St()
	brk := s.AddCard("Unity", nsg.ZoneStack, 0, false)
	ev := s.AddCard("Mutual Favor", nsg.ZoneGrip, 0, false)
	x.ToTurnOf(nsgtest.Runner)
	if _, err := x.G.Info(nsgtest.Runner); err != nil {
		t.Fatalf("before the search: %v", err)
	}
	x.Choose(nsgtest.Runner, "nsg-play", ev, 0)
	if _, err := x.G.Info(nsgtest.Runner); !errors.Is(err, nsg.ErrNoInfoState) {
		t.Fatalf("while the Runner searches: err %v, want ErrNoInfoState", err)
	}
	x.Choose(nsgtest.Runner, "nsg-target", brk, 0)
	x.ActionWindow(nsgtest.Runner)
	if _, err := x.G.Info(nsgtest.Runner); err != nil {
		t.Errorf("after the search: %v", err)
	}
}
