package nsg_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// TestTableViewLaysOutTheView: over random games, at every step and for
// each seat and a spectator, the table a browser draws holds the view's
// cards and counts: the hand's cards only for its holder (counted for the
// others), each server of the view with its ice outermost first and its
// root, the rig, the counters, a run's step while one is on, and the result
// at the end. The leak property itself is the leak checker's
// (TestLeakChecker: it checks the table too).
func TestTableViewLaysOutTheView(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			g0, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g := g0.(*nsg.Game)
			rng := engine.NewRNG(seed)
			for step := 0; ; step++ {
				for _, seat := range []engine.Seat{nsgtest.Corp, nsgtest.Runner, engine.NoSeat} {
					if err := tableMatchesView(g, seat); err != nil {
						t.Fatalf("step %d, seat %d: %v", step, seat, err)
					}
				}
				if _, over := g.Result(); over || step == 20000 {
					return
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
}

// handles are the handles of table cards, with their titles.
func handles(cs []engine.TableCard) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = fmt.Sprintf("%d %s", c.Handle, c.Title)
	}
	return out
}

// viewHandles are the same of view cards.
func viewHandles(cs []nsg.CardView) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = fmt.Sprintf("%d %s", c.ID, c.Title)
	}
	return out
}

func tableMatchesView(g *nsg.Game, seat engine.Seat) error {
	v := g.View(seat).(nsg.View)
	tv := g.TableView(seat)
	if len(tv.Players) != 2 {
		return fmt.Errorf("%d players", len(tv.Players))
	}
	corp, runner := tv.Players[0], tv.Players[1]
	if corp.Role != "corp" || runner.Role != "runner" {
		return fmt.Errorf("roles %q, %q", corp.Role, runner.Role)
	}
	for i, p := range []engine.TablePlayer{corp, runner} {
		if p.Counters[0].N != int(v.Credits[i]) || p.Counters[1].N != int(v.Clicks[i]) || p.Counters[2].N != int(v.Points[i]) {
			return fmt.Errorf("%s: counters %+v, the view has %d credits, %d clicks, %d points", p.Role, p.Counters, v.Credits[i], v.Clicks[i], v.Points[i])
		}
		hand := p.Piles[0]
		counts := [][2]int{{v.HQ, v.RD}, {v.Grip, v.Stack}}[i]
		if hand.Count != counts[0] || p.Piles[1].Count != counts[1] {
			return fmt.Errorf("%s: hand %d, deck %d; the view has %v", p.Role, hand.Count, p.Piles[1].Count, counts)
		}
		mine := seat == p.Seat
		if got, want := handles(hand.Cards), viewHandles(v.Hand); mine && !slices.Equal(got, want) || !mine && len(got) > 0 {
			return fmt.Errorf("%s's hand shows %v to seat %d; the view's hand %v", p.Role, got, seat, want)
		}
		discard := [][]nsg.CardView{v.Archives, v.Heap}[i]
		if got, want := handles(p.Piles[2].Cards), viewHandles(discard); !slices.Equal(got, want) {
			return fmt.Errorf("%s's discard %v, the view's %v", p.Role, got, want)
		}
		if got, want := handles(p.Piles[3].Cards), viewHandles(v.Scored[i]); !slices.Equal(got, want) {
			return fmt.Errorf("%s's score area %v, the view's %v", p.Role, got, want)
		}
	}
	_, over := g.Result()
	if len(corp.Areas) != len(v.Servers) {
		return fmt.Errorf("%d server areas, the view has %d servers", len(corp.Areas), len(v.Servers))
	}
	for i, sv := range v.Servers {
		a := corp.Areas[i]
		ice := viewHandles(sv.Ice)
		slices.Reverse(ice)
		if !strings.EqualFold(a.Name, sv.Name) || !slices.Equal(handles(a.Lines[0].Cards), ice) || !slices.Equal(handles(a.Lines[1].Cards), viewHandles(sv.Root)) {
			return fmt.Errorf("area %+v, the view's server %+v", a, sv)
		}
	}
	for _, a := range corp.Areas {
		run := v.Run != nil && !over && int32(a.Index) == v.Run.Server
		at := -1
		if run && v.Run.Pos >= 0 {
			at = len(a.Lines[0].Cards) - 1 - int(v.Run.Pos)
		}
		if (a.Mark == "run") != run || a.Lines[0].At != at || a.Lines[1].At != -1 {
			return fmt.Errorf("area %s marked %q, the Runner at %d, with run %+v", a.Name, a.Mark, a.Lines[0].At, v.Run)
		}
	}
	if got, want := handles(runner.Areas[0].Lines[0].Cards), viewHandles(v.Rig); !slices.Equal(got, want) {
		return fmt.Errorf("rig %v, the view's %v", got, want)
	}
	e, ok := g.Encounter(seat)
	if ok != (v.Run != nil && v.Run.Encounter && !over) {
		return fmt.Errorf("encounter %v with run %+v", ok, v.Run)
	}
	if ok {
		if int32(e.Ice) != v.Run.Ice || e.Title != v.RunIce || e.Title != "" && len(e.Subs) == 0 {
			return fmt.Errorf("encounter %+v, the view's ice %d %q", e, v.Run.Ice, v.RunIce)
		}
		for _, b := range e.Breakers {
			if !slices.ContainsFunc(v.Rig, func(c nsg.CardView) bool { return int(c.ID) == b.Card && c.Title == b.Title }) {
				return fmt.Errorf("breaker %+v not in the view's rig", b)
			}
			if b.Raise != max(0, e.Strength-b.Strength) {
				return fmt.Errorf("breaker %+v against strength %d", b, e.Strength)
			}
		}
	}
	if (tv.Step != "") != (v.Run != nil && !over) || over != tv.Over || over != (tv.Result != "") {
		return fmt.Errorf("step %q, result %q with run %v, over %v", tv.Step, tv.Result, v.Run, over)
	}
	return nil
}

// TestEncounterTellsWhatEachBreakerNeeds: a run on a remote into Palisade
// (strength 4 there), Cleaver in the rig at strength 3: the encounter names
// the ice, its one subroutine unbroken, and Cleaver breaking it after 1
// strength more; the Corp's table shows the run on that server with the
// Runner at the ice; once it is broken the encounter is over, the Runner
// still at the ice's position (passing it: continue or jack out).
func TestEncounterTellsWhatEachBreakerNeeds(t *testing.T) {
	x := nsgtest.Start(t, nsg.Rules2603)
	s := x.St()
	s.AddCard("Nico Campaign", nsg.ZoneServer, 3, false)
	ice := s.AddCard("Palisade", nsg.ZoneServer, 3, true)
	brk := s.AddCard("Cleaver", nsg.ZoneRig, 0, false)
	x.ToTurnOf(nsgtest.Runner)
	s.Credits[nsgtest.Runner] = 10
	if _, ok := x.G.Encounter(nsgtest.Runner); ok {
		t.Fatal("an encounter before the run")
	}
	x.Choose(nsgtest.Runner, "nsg-run", 0, 4)
	x.PassUntil(func(d engine.Decision) bool {
		return d.Seat == nsgtest.Runner && nsgtest.Find(d, "nsg-ability", brk, 0) >= 0
	})
	for _, seat := range []engine.Seat{nsgtest.Corp, nsgtest.Runner, engine.NoSeat} {
		e, ok := x.G.Encounter(seat)
		if !ok || e.Ice != int(ice) || e.Title != "Palisade" || e.Strength != 4 || len(e.Subs) != 1 || e.Subs[0].Text != "End the run." || e.Subs[0].Broken {
			t.Fatalf("seat %d: encounter %+v", seat, e)
		}
		if len(e.Breakers) != 1 || e.Breakers[0].Card != int(brk) || !e.Breakers[0].Breaks || e.Breakers[0].Raise != 1 ||
			e.Breakers[0].BreakCost != "1 credits: break up to 2" || e.Breakers[0].RaiseCost != "2 credits: +1 strength" {
			t.Errorf("seat %d: breakers %+v", seat, e.Breakers)
		}
	}
	a := x.G.TableView(nsgtest.Corp).Players[0].Areas
	i := slices.IndexFunc(a, func(a engine.TableArea) bool { return a.Index == 3 })
	if i < 0 || a[i].Mark != "run" || a[i].Lines[0].At != 0 || a[i].Lines[0].Cards[0].Handle != int(ice) {
		t.Errorf("the Corp's table: %+v", a)
	}
	x.Choose(nsgtest.Runner, "nsg-ability", brk, 0) // +1 strength
	x.Choose(nsgtest.Runner, "nsg-ability", brk, 0) // break
	x.Choose(nsgtest.Runner, "nsg-ability", ice, 0)
	if e, ok := x.G.Encounter(nsgtest.Runner); ok {
		t.Errorf("the only subroutine broken, the encounter goes on: %+v", e)
	}
	a = x.G.TableView(nsgtest.Runner).Players[0].Areas
	if a[i].Mark != "run" || a[i].Lines[0].At != 0 {
		t.Errorf("passing the ice (continue or jack out), the Runner's table: %+v", a[i])
	}
}
