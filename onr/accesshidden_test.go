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

// accessSeen plays a run on fort (R&D, HQ or a remote fort) where the
// card accessed is top (on top of R&D, alone in HQ, or installed unrezzed
// in the remote fort), the Runner declining or leaving whatever he is
// offered, and returns what viewer (a seat, or engine.NoSeat: a spectator)
// observes at every step until the Runner takes his next action (its
// view, who must decide, the prompts and the size of every question it
// sees: the decisions as it sees them), and the options the Runner was
// offered.
func accessSeen(t *testing.T, fort string, viewer engine.Seat, top string, bits int32, setup func(x *onrtest.Table)) (seen []string, offered []string, x *onrtest.Table) {
	t.Helper()
	x = onrtest.New(t, 1)
	x.AsProgram = true // the test takes the Runner's questions
	switch fort {
	case "R&D":
		x.Deck(onr.Corp, top, "Data Wall", "Data Wall")
	case "HQ":
		x.Deck(onr.Corp, "Data Wall", "Data Wall")
	default:
		x.Deck(onr.Corp, "Data Wall", "Data Wall")
		x.Install(onr.NewFort, top, false)
	}
	if setup != nil {
		setup(x)
	}
	x.Ready()
	x.ToTurn(onr.Runner)
	if fort == "HQ" {
		x.Corp().Hand = nil
		x.Hand(onr.Corp, top)
	}
	x.Runner().Bits = bits
	x.Do(onr.Runner, "run on "+fort)
	for step := 0; step < 40; step++ {
		v, err := json.Marshal(x.G.View(viewer))
		if err != nil {
			t.Fatal(err)
		}
		seen = append(seen, fmt.Sprintf("%s %v", v, enginetest.AskedOf(x.G, viewer)))
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
	t.Fatalf("the run on %s did not end: %s", fort, x.Describe())
	return nil, nil, nil
}

// TestAccessedHiddenAskedOnPublicGrounds: what the Runner may do with a
// card he accessed and left where it was (pay to trash it, pay to steal
// it, install it as a program: accesshidden.go) must not tell a viewer who
// does not know the card what it is: the Corp for the top of R&D, a
// spectator for the top of R&D, a card in HQ and an unrezzed card in a
// fort. Two runs the viewer cannot tell apart, a card that offers the
// Runner something in one and Data Wall (in a fort, where ice is not
// installed as a card, Braindance Campaign, whose trash cost of 7 he
// cannot afford with 6 bits) in the other: the viewer observes
// the same thing at every step (views, who decides, prompts and sizes of
// questions), and the card left stays where it was.
func TestAccessedHiddenAskedOnPublicGrounds(t *testing.T) {
	redHerrings := func(x *onrtest.Table) { x.Install(onr.FortRD, "Red Herrings", true) }
	redHerringsHQ := func(x *onrtest.Table) { x.Install(onr.FortHQ, "Red Herrings", true) }
	for _, tc := range []struct {
		name   string
		fort   string
		viewer engine.Seat
		top    string
		setup  func(x *onrtest.Table)
		option string // what the Runner is offered for top, and leaves
		other  string // the card that offers nothing (default Data Wall)
	}{
		{"R&D, the Corp: a node he can afford to trash, left, or Data Wall", "R&D", corpSeat, "Rustbelt HQ Branch", nil, "trash Rustbelt HQ Branch for 2", ""},
		{"R&D, the Corp: an agenda whose theft costs 5 more (Red Herrings), left, or Data Wall", "R&D", corpSeat, "Hostile Takeover", redHerrings, "steal Hostile Takeover", ""},
		{"R&D, the Corp: an agenda he may install as a program, declined, or Data Wall", "R&D", corpSeat, "Theorem Proof", nil, "choose Theorem Proof", ""},
		{"R&D, a spectator: a node he can afford to trash, left, or Data Wall", "R&D", engine.NoSeat, "Rustbelt HQ Branch", nil, "trash Rustbelt HQ Branch for 2", ""},
		{"HQ, a spectator: a node he can afford to trash, left, or Data Wall", "HQ", engine.NoSeat, "Rustbelt HQ Branch", nil, "trash Rustbelt HQ Branch for 2", ""},
		{"HQ, a spectator: an agenda whose theft costs 5 more (Red Herrings), left, or Data Wall", "HQ", engine.NoSeat, "Hostile Takeover", redHerringsHQ, "steal Hostile Takeover", ""},
		{"HQ, a spectator: an agenda he may install as a program, declined, or Data Wall", "HQ", engine.NoSeat, "Theorem Proof", nil, "choose Theorem Proof", ""},
		{"an unrezzed card in a fort, a spectator: a node he can afford to trash, left, or Braindance Campaign", "fort 1", engine.NoSeat, "Rustbelt HQ Branch", nil, "trash Rustbelt HQ Branch for 2", "Braindance Campaign"},
	} {
		t.Run(tc.name+": the viewer observes the same", func(t *testing.T) {
			other, bits := "Data Wall", int32(10)
			if tc.other != "" {
				other, bits = tc.other, 6
			}
			seenA, offeredA, x := accessSeen(t, tc.fort, tc.viewer, tc.top, bits, tc.setup)
			seenB, offeredB, _ := accessSeen(t, tc.fort, tc.viewer, other, bits, tc.setup)
			if slices.ContainsFunc(offeredB, func(o string) bool { return strings.Contains(o, other) }) {
				t.Fatalf("the Runner was offered something for %s: %q", other, offeredB)
			}
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
					t.Fatalf("at step %d the viewer observes\n%s\nwith %s accessed, and\n%s\nwith %s", i, a, tc.top, b, other)
				}
			}
			left := map[string][]int32{"R&D": x.Corp().Deck[:1], "HQ": x.Corp().Hand}[tc.fort]
			if left == nil {
				left = x.S.Forts[len(x.S.Forts)-1].Cards
			}
			if len(left) != 1 || x.G.Title(left[0]) != tc.top {
				t.Fatalf("%s left is not where it was accessed: %s", tc.top, x.Describe())
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
