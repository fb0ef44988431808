package onr_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// rdAccessSeen plays a run on R&D whose top card is top, the Runner
// declining or leaving whatever he is offered, and returns what the Corp
// observes at every step until the Runner takes his next action (its view,
// who must decide, the prompts and the size of every question it sees: the
// decisions as it sees them), and the options the Runner was offered.
func rdAccessSeen(t *testing.T, top string, setup func(x *onrtest.Table)) (seen []string, offered []string, x *onrtest.Table) {
	t.Helper()
	x = onrtest.New(t, 1)
	x.AsProgram = true // the test takes the Runner's questions
	x.Deck(onr.Corp, top, "Data Wall", "Data Wall")
	if setup != nil {
		setup(x)
	}
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 10
	x.Do(onr.Runner, "run on R&D")
	for step := 0; step < 40; step++ {
		v, err := json.Marshal(x.G.View(corpSeat))
		if err != nil {
			t.Fatal(err)
		}
		seen = append(seen, fmt.Sprintf("%s %v", v, enginetest.AskedOf(x.G, corpSeat)))
		if !x.S.Run.Active && prompt(x, onr.Runner) == "Take an action" {
			return seen, offered, x
		}
		d := x.G.Pending()[0]
		side := x.S.Players[d.Seat].Role
		opts := x.Options(side)
		if side == onr.Runner {
			offered = append(offered, opts...)
		}
		choice := opts[0]
		for _, o := range opts {
			if o == "decline" || o == "pass" || strings.HasPrefix(o, "leave ") {
				choice = o
				break
			}
		}
		x.Do(side, choice)
	}
	t.Fatalf("the run on R&D did not end: %s", x.Describe())
	return nil, nil, nil
}

// TestAccessedInRDAskedOnPublicGrounds: what the Runner may do with a card
// he accessed in R&D and left there (pay to trash it, pay to steal it,
// install it as a program: accesshidden.go) must not tell the Corp what it
// is. Two runs on R&D the Corp cannot tell apart, a card that offers the
// Runner something on top in one and Data Wall in the other: the Corp
// observes the same thing at every step (views, who decides, prompts and
// sizes of questions), and the card left stays on top of R&D.
func TestAccessedInRDAskedOnPublicGrounds(t *testing.T) {
	redHerrings := func(x *onrtest.Table) { x.Install(onr.FortRD, "Red Herrings", true) }
	for _, tc := range []struct {
		name   string
		top    string
		setup  func(x *onrtest.Table)
		option string // what the Runner is offered for top, and leaves
	}{
		{"a node he can afford to trash, left, or Data Wall", "Rustbelt HQ Branch", nil, "trash Rustbelt HQ Branch for 2"},
		{"an agenda whose theft costs 5 more (Red Herrings), left, or Data Wall", "Hostile Takeover", redHerrings, "steal Hostile Takeover"},
		{"an agenda he may install as a program, declined, or Data Wall", "Theorem Proof", nil, "choose Theorem Proof"},
	} {
		t.Run(tc.name+": the Corp observes the same", func(t *testing.T) {
			seenA, offeredA, x := rdAccessSeen(t, tc.top, tc.setup)
			seenB, _, _ := rdAccessSeen(t, "Data Wall", tc.setup)
			if !slices.Contains(offeredA, tc.option) {
				t.Fatalf("the Runner was not offered %q: %q", tc.option, offeredA)
			}
			for i := range max(len(seenA), len(seenB)) {
				if i >= len(seenA) || i >= len(seenB) || seenA[i] != seenB[i] {
					a, b := "(nothing)", "(nothing)"
					if i < len(seenA) {
						a = seenA[i]
					}
					if i < len(seenB) {
						b = seenB[i]
					}
					t.Fatalf("at step %d the Corp observes\n%s\nwith %s on top of R&D, and\n%s\nwith Data Wall", i, a, tc.top, b)
				}
			}
			if x.G.Title(x.Corp().Deck[0]) != tc.top {
				t.Fatalf("%s left is not on top of R&D", tc.top)
			}
		})
	}
}

// TestAccessedInRDChoices: the Runner's question about the cards he
// accessed in R&D does what he chooses: a theft paid for at once, a trash
// paid for and done at the end of the access, an install as a program;
// asked again after each, until he declines.
func TestAccessedInRDChoices(t *testing.T) {
	toQuestion := func(t *testing.T, x *onrtest.Table) {
		t.Helper()
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 10
		x.Do(onr.Runner, "run on R&D")
		for i := 0; i < 20 && prompt(x, onr.Runner) != onr.AccessedHiddenPrompt; i++ {
			if x.Offered(onr.Runner, "continue") {
				x.Do(onr.Runner, "continue")
				continue
			}
			if x.Offered(onr.Runner, "access the next card stored in R&D") {
				x.Do(onr.Runner, "access the next card stored in R&D")
				continue
			}
			x.PassAll()
		}
		if prompt(x, onr.Runner) != onr.AccessedHiddenPrompt {
			t.Fatalf("the Runner was not asked %q: %s", onr.AccessedHiddenPrompt, x.Describe())
		}
	}
	t.Run("a theft paid for: the agenda is stolen, its cost paid", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.AsProgram = true
		x.Deck(onr.Corp, "Hostile Takeover", "Data Wall")
		x.Install(onr.FortRD, "Red Herrings", true)
		toQuestion(t, x)
		x.Do(onr.Runner, "steal Hostile Takeover")
		if got := x.Runner().Bits; got != 5 {
			t.Fatalf("the Runner has %d bits after paying 5 of 10", got)
		}
		if len(x.Runner().Scored) != 1 || x.G.Title(x.Runner().Scored[0]) != "Hostile Takeover" {
			t.Fatalf("Hostile Takeover not stolen: %s", x.Describe())
		}
	})
	t.Run("a trash paid for: the node is trashed at the end of the access, once he declines", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.AsProgram = true
		x.Deck(onr.Corp, "Rustbelt HQ Branch", "Data Wall")
		toQuestion(t, x)
		x.Do(onr.Runner, "trash Rustbelt HQ Branch for 2")
		if got := x.Runner().Bits; got != 8 {
			t.Fatalf("the Runner has %d bits after paying 2 of 10", got)
		}
		if prompt(x, onr.Runner) != onr.AccessedHiddenPrompt || x.Offered(onr.Runner, "trash Rustbelt HQ Branch for 2") {
			t.Fatalf("not asked again without the trash chosen: %s", x.Describe())
		}
		if x.G.Title(x.Corp().Deck[0]) != "Rustbelt HQ Branch" {
			t.Fatalf("trashed before the access ends (R035)")
		}
		x.Do(onr.Runner, "decline")
		if len(x.Corp().Discard) != 1 || x.G.Title(x.Corp().Discard[0]) != "Rustbelt HQ Branch" {
			t.Fatalf("Rustbelt HQ Branch not trashed: %s", x.Describe())
		}
	})
	t.Run("an install as a program: the agenda goes to the rig", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.AsProgram = true
		x.Deck(onr.Corp, "Theorem Proof", "Data Wall")
		toQuestion(t, x)
		x.Do(onr.Runner, "choose Theorem Proof")
		if !slices.ContainsFunc(x.Runner().Rig, func(c int32) bool { return x.G.Title(c) == "Theorem Proof" }) {
			t.Fatalf("Theorem Proof not installed: %s", x.Describe())
		}
	})
	t.Run("an install as a program over his MU: he trashes a program before he is asked again (ONR-8.7.4)", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.AsProgram = true
		x.Deck(onr.Corp, "Theorem Proof", "Data Wall")
		x.Rig("Bakdoor™", "Rent-I-Con") // 4 MU of 4
		toQuestion(t, x)
		x.Do(onr.Runner, "choose Theorem Proof")
		if p := prompt(x, onr.Runner); !strings.HasPrefix(p, "Programs use 6 MU of 4") {
			t.Fatalf("the Runner is asked %q: %s", p, x.Describe())
		}
	})
	t.Run("two cards accessed with R&D Interface: both offered, in the order accessed", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.AsProgram = true
		x.Deck(onr.Corp, "Rustbelt HQ Branch", "Theorem Proof", "Data Wall")
		x.Rig("R&D Interface")
		toQuestion(t, x)
		want := []string{"decline", "trash Rustbelt HQ Branch for 2", "choose Theorem Proof"}
		if got := x.Options(onr.Runner); !slices.Equal(got, want) {
			t.Fatalf("offered %q, want %q", got, want)
		}
	})
}

// TestWorldsDealtWhileTheRunnerIsAskedAboutRD: while the Runner is asked
// about the cards he accessed in R&D, the Corp has an information state
// (the access asks its questions again from the state alone), and every
// world dealt from it, the top of R&D dealt anew from the Corp's unseen
// cards, asks him the same question and shows the Corp the same view: the
// question tells the Corp nothing of the card he saw.
func TestWorldsDealtWhileTheRunnerIsAskedAboutRD(t *testing.T) {
	x := onrtest.New(t, 1)
	x.AsProgram = true
	x.Deck(onr.Corp, "Rustbelt HQ Branch", "Data Wall", "Data Wall", "Data Wall")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 10
	x.Do(onr.Runner, "run on R&D")
	for i := 0; i < 20 && prompt(x, onr.Runner) != onr.AccessedHiddenPrompt; i++ {
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
			continue
		}
		x.PassAll()
	}
	if !x.Offered(onr.Runner, "trash Rustbelt HQ Branch for 2") {
		t.Fatalf("the Runner is not offered to trash Rustbelt HQ Branch: %s", x.Describe())
	}
	in, err := x.G.Info(corpSeat)
	if err != nil {
		t.Fatalf("no information state for the Corp while the Runner is asked: %v", err)
	}
	real, err := json.Marshal(x.G.View(corpSeat))
	if err != nil {
		t.Fatal(err)
	}
	asked := fmt.Sprint(enginetest.AskedOf(x.G, corpSeat))
	tops := map[string]bool{}
	for seed := range uint64(12) {
		rng := engine.NewRNG(seed)
		w, err := in.Deal(&rng, nil)
		if err != nil {
			t.Fatalf("world %d: %v", seed, err)
		}
		tops[w.Title(w.Player(onr.Corp).Deck[0])] = true
		v, err := json.Marshal(w.View(corpSeat))
		if err != nil {
			t.Fatal(err)
		}
		if string(v) != string(real) {
			t.Fatalf("world %d (%s on top of R&D): the Corp's view\n%s\ndiffers from the real one\n%s", seed, w.Title(w.Player(onr.Corp).Deck[0]), v, real)
		}
		if got := fmt.Sprint(enginetest.AskedOf(w, corpSeat)); got != asked {
			t.Fatalf("world %d (%s on top of R&D): the Corp sees %s, in the real game %s", seed, w.Title(w.Player(onr.Corp).Deck[0]), got, asked)
		}
	}
	if !tops["Data Wall"] {
		t.Fatalf("no world dealt Data Wall on top of R&D: %v", tops)
	}
}
