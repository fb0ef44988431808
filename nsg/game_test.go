package nsg_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// TestConformance holds the game to the engine contract with
// enginetest.CheckGame (invariants, clones, saves, replays, concessions)
// over random games in both rules modes.
func TestConformance(t *testing.T) {
	for _, rules := range []string{nsg.Rules2603, nsg.Rules2409} {
		for seed := uint64(1); seed <= 6; seed++ {
			t.Run(fmt.Sprintf("%s seed %d", rules, seed), func(t *testing.T) {
				enginetest.CheckGame(t, nsg.Ruleset{}, engine.Setup{Seed: seed, Options: map[string]string{"rules": rules}}, 50000)
			})
		}
	}
}

// TestDecks checks the minimal deck reader's refusals, each naming its
// line.
func TestDecks(t *testing.T) {
	tests := []struct {
		name, corp, want string
	}{
		{"a card without behaviour is refused as not implemented yet", "1 The Catalyst: Convention Breaker\n3 Sure Gamble\n2 Femme Fatale\n", "line 3: Femme Fatale is in the card data but not implemented yet (Datafort card_not_implemented)"},
		{"a card not in the data is told apart", "1 The Syndicate: Profit over Principle\n3 Hedge Fund\n1 No Such Card\n", `line 3: "No Such Card" is not a card of Datafort's NSG card data`},
		{"a card of the other side is refused", "1 The Syndicate: Profit over Principle\n3 Sure Gamble\n", "line 2: Sure Gamble is a Runner card, in a Corp deck (CR 1.4.4 rule_disallowed_cards)"},
		{"a deck without identity is refused", "3 Hedge Fund\n", "no identity"},
		{"an identity of the other side is refused", "3 Hedge Fund\n1 The Catalyst: Convention Breaker\n", "line 2: The Catalyst: Convention Breaker is a runner identity: this deck is for the corp (Datafort deck_side)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			decks := []string{tc.corp}
			if strings.HasPrefix(tc.corp, "1 The Catalyst") {
				decks = []string{"", tc.corp}
			}
			_, err := nsg.Ruleset{}.New(engine.Setup{Seed: 1, Decks: decks})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// TestOptions checks the rules option: its values and its default, kept
// in the state (part of the setup, the record and the hash).
func TestOptions(t *testing.T) {
	tests := []struct {
		name, value, want string
		bad               bool
	}{
		{"the default is CR 26.03", "", nsg.Rules2603, false},
		{"nsg-24.09 is accepted", nsg.Rules2409, nsg.Rules2409, false},
		{"an unknown version is refused", "nsg-23.01", "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opts := map[string]string{}
			if tc.value != "" {
				opts["rules"] = tc.value
			}
			g, err := nsg.Ruleset{}.New(engine.Setup{Seed: 1, Options: opts})
			if tc.bad {
				if err == nil {
					t.Errorf("accepted")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.(*nsg.Game).State().Rules; got != tc.want {
				t.Errorf("rules %q, want %q", got, tc.want)
			}
		})
	}
}

// TestViewsHideHiddenInformation plays random games and checks, after
// every choice, that no seat's view names a card that seat may not see
// (CR 1.12 and the zones' rules: hands, decks, facedown and unrezzed
// cards), and that no event's text for a seat names one.
func TestViewsHideHiddenInformation(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			g0, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			g := g0.(*nsg.Game)
			rng := engine.NewRNG(seed)
			for step := 0; step < 20000; step++ {
				if _, over := g.Result(); over {
					return
				}
				s := g.State()
				for _, seat := range []engine.Seat{nsgtest.Corp, nsgtest.Runner, engine.NoSeat} {
					v := g.View(seat).(nsg.View)
					for _, c := range viewCards(v) {
						if c.Title != "" && !visible(s, seat, s.CardOf(c.ID)) {
							t.Fatalf("step %d: seat %d sees %s (card %d, %v)", step, seat, c.Title, c.ID, s.CardOf(c.ID).Zone)
						}
					}
				}
				d := g.Pending()[0]
				c := engine.Choice{Decision: d.ID, Seat: d.Seat}
				if d.Kind == engine.Number {
					c.Number = d.Min + rng.IntN(d.Max-d.Min+1)
				} else {
					c.Option = rng.IntN(len(d.Options))
				}
				ev, err := g.Apply(c)
				if err != nil {
					t.Fatal(err)
				}
				hidden := hiddenTitles(s)
				for _, e := range ev {
					for _, seat := range []engine.Seat{nsgtest.Corp, nsgtest.Runner} {
						if e.Private&(1<<uint(seat)) != 0 {
							continue // a secret told to seat: what it was shown (drawn, accessed)
						}
						for title := range hidden[seat] {
							if strings.Contains(e.For(seat), title) {
								t.Fatalf("step %d: seat %d reads %q, naming %s hidden from it", step, seat, e.For(seat), title)
							}
						}
					}
				}
			}
		})
	}
}

// hiddenTitle is a title no card visible to a seat bears.
type hiddenTitle struct{}

// hiddenTitles returns, per seat, the titles of the other side's cards
// that no card it sees bears, after a choice: an event of that choice
// naming one told the seat of a card it may not see.
func hiddenTitles(s *nsg.State) map[engine.Seat]map[string]hiddenTitle {
	out := map[engine.Seat]map[string]hiddenTitle{nsgtest.Corp: {}, nsgtest.Runner: {}}
	for seat := range out {
		for _, c := range s.Cards {
			if !visible(s, seat, &c) {
				out[seat][c.Title] = hiddenTitle{}
			}
		}
		for _, c := range s.Cards {
			if visible(s, seat, &c) || c.Owner == seat {
				delete(out[seat], c.Title)
			}
		}
	}
	return out
}

// visible is the rule the views follow, stated again for the test.
func visible(s *nsg.State, seat engine.Seat, c *nsg.Card) bool {
	switch c.Zone {
	case nsg.ZoneHQ:
		return seat == s.Corp
	case nsg.ZoneGrip:
		return seat == s.Runner
	case nsg.ZoneRD, nsg.ZoneStack:
		return false
	case nsg.ZoneArchives:
		return c.FaceUp || seat == s.Corp
	case nsg.ZoneServer:
		return c.Rezzed || seat == s.Corp
	}
	return true
}

func viewCards(v nsg.View) []nsg.CardView {
	out := append(append(append(append([]nsg.CardView(nil), v.Hand...), v.Archives...), v.Heap...), v.Rig...)
	for _, l := range v.Scored {
		out = append(out, l...)
	}
	for _, sv := range v.Servers {
		out = append(append(out, sv.Root...), sv.Ice...)
	}
	return out
}

// TestSavesKeepTheWholeState checks, at every step of random games, that
// a game saved with MarshalBinary and restored with Load holds the same
// state, every field (compared as JSON, which shows them all).
func TestSavesKeepTheWholeState(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			g0, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed, Options: map[string]string{"rules": nsg.Rules2409}})
			if err != nil {
				t.Fatal(err)
			}
			g := g0.(*nsg.Game)
			rng := engine.NewRNG(seed)
			for step := 0; step < 20000; step++ {
				b, err := g.MarshalBinary()
				if err != nil {
					t.Fatal(err)
				}
				back, err := nsg.Ruleset{}.Load(b)
				if err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
				want, _ := json.Marshal(g.State())
				got, _ := json.Marshal(back.(*nsg.Game).State())
				if string(got) != string(want) {
					t.Fatalf("step %d: restored\n%s\nwant\n%s", step, got, want)
				}
				if _, over := g.Result(); over {
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

// TestShippedDecks: the four System Gateway teaching decks ship by name
// (every card of them is implemented), the beginner decks the defaults.
func TestShippedDecks(t *testing.T) {
	got := map[string]engine.Deck{}
	for _, d := range engine.DecksOf(nsg.Ruleset{}) {
		got[d.Name] = d
	}
	for _, tc := range []struct {
		name, role string
		def        bool
	}{
		{"sg-beginner-corp", "corp", true},
		{"sg-beginner-runner", "runner", true},
		{"sg-intermediate-corp", "corp", false},
		{"sg-intermediate-runner", "runner", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, ok := got[tc.name]
			if !ok || d.Role != tc.role || d.Default != tc.def {
				t.Errorf("shipped %v, %+v; want role %s, default %v", ok, d, tc.role, tc.def)
			}
		})
	}
}

// TestAccessAsksOnPublicGrounds: accessing R&D's top card, the questions
// the Runner is asked (who, prompt, rule: what the Corp sees of them) are
// the same whatever the card, trash cost or not (CR 7.1.4; hidden
// information).
func TestAccessAsksOnPublicGrounds(t *testing.T) {
	asked := func(title string) []string {
		x := nsgtest.Start(t, nsg.Rules2603)
		s := x.St()
		x.ToTurnOf(nsgtest.Runner)
		s.CardOf(s.RD[0]).Title = title
		x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerRD+1)
		var out []string
		for {
			d := x.Decision()
			if d.Prompt == "Take an action" {
				return out
			}
			out = append(out, fmt.Sprintf("%d %q %s", d.Seat, d.Prompt, d.Rule))
			i := nsgtest.Find(d, "nsg-no-action", 0, 0)
			if i < 0 {
				i = nsgtest.Find(d, "nsg-pass", 0, 0)
			}
			if i < 0 { // the jack-out decision before the server (CR 6.1.5b)
				i = nsgtest.Find(d, "nsg-continue", 0, 0)
			}
			x.Apply(d, i, 0)
		}
	}
	want := asked("Hedge Fund")
	for _, title := range []string{"Nico Campaign", "Palisade", "Manegarm Skunkworks"} {
		t.Run(title, func(t *testing.T) {
			if got := asked(title); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("accessing %s asks\n%v\nHedge Fund asks\n%v", title, got, want)
			}
		})
	}
}

// TestLeakChecker runs the game's own leak checker (the fuzzer's) over
// random games in both modes and both deck pairs.
func TestLeakChecker(t *testing.T) {
	for _, tc := range []struct {
		rules string
		decks []string
	}{
		{nsg.Rules2603, nil},
		{nsg.Rules2409, nil},
		{nsg.Rules2603, []string{"sg-intermediate-corp", "sg-intermediate-runner"}},
	} {
		for seed := uint64(1); seed <= 8; seed++ {
			t.Run(fmt.Sprintf("%s %v seed %d", tc.rules, tc.decks, seed), func(t *testing.T) {
				var decks []string
				for _, name := range tc.decks {
					d, _ := engine.FindDeck(nsg.Ruleset{}, name)
					decks = append(decks, d.Text)
				}
				g, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed, Decks: decks, Options: map[string]string{"rules": tc.rules}})
				if err != nil {
					t.Fatal(err)
				}
				lc := nsg.Ruleset{}.LeakChecker()
				rng := engine.NewRNG(seed)
				for step := 0; step < 20000; step++ {
					if _, over := g.Result(); over {
						return
					}
					if err := lc.Check(g); err != nil {
						t.Fatalf("step %d: %v", step, err)
					}
					d := g.Pending()[0]
					c := engine.Choice{Decision: d.ID, Seat: d.Seat}
					if d.Kind == engine.Number {
						c.Number = d.Min + rng.IntN(d.Max-d.Min+1)
					} else {
						c.Option = rng.IntN(len(d.Options))
					}
					ev, err := g.Apply(c)
					if err != nil {
						t.Fatal(err)
					}
					if err := lc.Events(g, ev); err != nil {
						t.Fatalf("step %d: %v", step, err)
					}
				}
			})
		}
	}
}

// TestStepThenApplyIsApply: a game that steps some choices (Game.Step,
// which keeps no events and measures nothing) and applies the others is
// the game that applied them all, and each choice it applies gets the same
// events and effect (enginetest.CheckStepMix), in both rules modes.
func TestStepThenApplyIsApply(t *testing.T) {
	for _, rules := range []string{nsg.Rules2603, nsg.Rules2409} {
		for seed := uint64(1); seed <= 8; seed++ {
			t.Run(fmt.Sprintf("%s seed %d", rules, seed), func(t *testing.T) {
				enginetest.CheckStepMix(t, nsg.Ruleset{}, engine.Setup{Seed: seed, Options: map[string]string{"rules": rules}}, 50000)
			})
		}
	}
}

// TestSteppedGamesKeepTheirTimingTrace: a game that keeps a timing trace
// (Game.TraceTiming) gets the same trace whether its choices are applied
// or stepped: Step words the events it would skip while a trace is kept.
func TestSteppedGamesKeepTheirTimingTrace(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			setup := engine.Setup{Seed: seed}
			a, err := nsg.Ruleset{}.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			s, _ := nsg.Ruleset{}.New(setup)
			applied, stepped := a.(*nsg.Game), s.(*nsg.Game)
			applied.TraceTiming()
			stepped.TraceTiming()
			rng := engine.NewRNG(seed)
			for step := 0; step < 400; step++ {
				if _, over := applied.Result(); over {
					break
				}
				c := engine.RandomChoice(&rng, applied.Pending()[0])
				if _, err := applied.Apply(c); err != nil {
					t.Fatal(err)
				}
				if err := stepped.Step(c); err != nil {
					t.Fatal(err)
				}
			}
			if got, want := stepped.Timing(), applied.Timing(); !slices.Equal(got, want) {
				t.Fatalf("stepped game's trace has %d lines, the applied game's %d; first difference at %d", len(got), len(want), firstDiff(got, want))
			}
		})
	}
}

// TestAppliedChoicesWordTheirEvents: Apply records the events the steps of
// a game most often have — payments, draws and a run's steps — which Step
// skips wording (State.wordless).
func TestAppliedChoicesWordTheirEvents(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for step := 0; step < 3000; step++ {
			if _, over := g.Result(); over {
				break
			}
			c := engine.RandomChoice(&rng, g.Pending()[0])
			evs, err := g.Apply(c)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				seen[e.Type] = true
			}
		}
	}
	for _, typ := range []string{"pay", "draw", "run", "approach", "encounter", "subroutine", "approach-server"} {
		if !seen[typ] {
			t.Errorf("no %q event in six random games applied choice by choice", typ)
		}
	}
}

// firstDiff is the first index at which a and b differ.
func firstDiff(a, b []string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
