package onr

import (
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// optionsOf is what bothWays compares of seat: its action options, and
// for a Corp its start-of-run options and whether that window opens, its
// window options and whether it might rez in each kind of window, and the
// cards of its forts in walk order (fortwalk.go); for a Runner the MU his
// programs use (rigMemory).
type optionsOf struct {
	Actions, StartOfRun []engine.Option
	Opens               bool
	Window              [WinBeforeAccess + 1][]engine.Option
	MightRez            [WinBeforeAccess + 1]bool
	FortCards           []int32
	TableWindow         kernel.Window
	ProgramMU           int32 // a Runner's: rigMemory's, the long way programMU's
}

// bothWays computes the options of seat in s with the shortcuts (memos,
// placingFree, the unions) and the long way (State.unmasked, no kind of
// lasting effect known absent), leaving s as it was.
func bothWays(s *State, seat engine.Seat) (short, long optionsOf) {
	options := func() (o optionsOf) {
		if s.roleOf(seat) == Corp {
			o.Actions = s.corpActions(seat, nil)
			o.StartOfRun, o.Opens = s.atRunStartOptions(seat, nil)
			for kind := WinTurnStart; kind <= WinBeforeAccess; kind++ {
				o.Window[kind], o.MightRez[kind] = s.corpWindowOptions(seat, kind, nil)
				if s.unmasked {
					o.MightRez[kind] = s.corpMightRez(seat, kind) // as stepWindow asks it the long way
				}
			}
		}
		o.FortCards = append([]int32(nil), s.fortCardsOf(seat)...)
		o.TableWindow = *s.tableWindow()
		if s.roleOf(seat) == Corp {
			return o
		}
		o.Actions = s.runnerActions(seat, nil)
		if o.ProgramMU, _, _ = s.rigMemory(seat); s.unmasked {
			o.ProgramMU = s.programMU(seat) // programMUOf card by card
		}
		return o
	}
	return shortAndLong(s, options)
}

// savedAndLoaded returns g saved in its compact form and loaded again.
func savedAndLoaded(t *testing.T, g *Game) *Game {
	t.Helper()
	saved, err := g.MarshalCompact()
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Load(saved)
	if err != nil {
		t.Fatal(err)
	}
	return loaded
}

// shortAndLong computes f on s twice: with the shortcuts, and the long way
// (State.unmasked, no kind of lasting effect known absent), leaving s as
// it was.
func shortAndLong[T any](s *State, f func() T) (short, long T) {
	short = f()
	kinds := s.lastKinds
	s.unmasked, s.lastKinds = true, lastingKinds{}
	long = f()
	s.unmasked, s.lastKinds = false, kinds
	return short, long
}

// TestActionOptionsAreTheLongWays compares, after every step of random
// games and for every seat, the action options, the Corp's start-of-run
// and window options and the cards of each seat's forts computed with the
// shortcuts of the option loops (what a seat can pay kept for one
// computation, installs in forts where placing is free, the start of a run
// without AtRunStart abilities, the forts' cards kept between decisions)
// with those the long way computes on the same state; and again on the
// state loaded from its save and on a clone, which keep no shortcut.
func TestActionOptionsAreTheLongWays(t *testing.T) {
	for _, tc := range deckCases(t, "the action options are the long way's", 60, 40) {
		t.Run(tc.name, func(t *testing.T) {
			options, opens := 0, 0
			steps := playRandom(t, tc, func(seed uint64, step int, g *Game) {
				games := []*Game{g}
				if step%50 == 25 {
					games = append(games, savedAndLoaded(t, g), g.Clone().(*Game))
				}
				for _, h := range games {
					for seat := range h.s.Players {
						short, long := bothWays(h.s, engine.Seat(seat))
						if !reflect.DeepEqual(short, long) {
							t.Fatalf("seed %d step %d seat %d: the options\n%+v\nthe long way\n%+v", seed, step, seat, short, long)
						}
						options += len(short.Actions) + len(short.StartOfRun)
						if short.Opens {
							opens++
						}
					}
				}
			}, nil)
			t.Logf("%d steps compared, %d options, %d start-of-run windows opening", steps, options, opens)
		})
	}
}

// TestDefFactsAreTheAbilities: what Define finds once in a definition's
// abilities and card, whether it is printed Double, the MU it uses in the
// rig (rigMU), its play ability, whether it prevents from the hand, whether
// a static bears on installing it from the hand (installStatics) and
// whether one restricts where it is installed (placeStatics), is what
// reading the abilities gives, for every defined card.
func TestDefFactsAreTheAbilities(t *testing.T) {
	n, installs, places, doubles, mus := 0, 0, 0, 0, 0
	for _, id := range slices.Sorted(maps.Keys(defs)) {
		d := defs[id]
		rigMU := intOr(d.card.MU, 0) // printed, unless a static makes it a program of its own MU
		for _, a := range d.Abilities {
			if a.Kind == KindStatic && a.Mod == ModAgendaAsProgram && a.N > 0 {
				rigMU = a.N
			}
		}
		if d.rigMU != rigMU {
			t.Errorf("%s: uses %d MU in the rig, its abilities and card say %d", d.Title, d.rigMU, rigMU)
		}
		if rigMU > 0 {
			mus++
		}
		double := false
		for _, k := range d.card.Keywords {
			double = double || strings.EqualFold(k, KeywordDouble)
		}
		if d.double != double {
			t.Errorf("%s: printed Double %v, its keywords say %v", d.Title, d.double, double)
		}
		if double {
			doubles++
		}
		play, prevents, install, place := -1, false, false, false
		for i, a := range d.Abilities {
			if a.Kind == KindPlay && play < 0 {
				play = i
			}
			prevents = prevents || (a.Kind == KindPrevent && a.Where == InHand)
			install = install || (a.Kind == KindStatic && (a.Mod == ModInstallOnlyIf || a.Mod == ModInstallCost))
			place = place || (a.Kind == KindStatic && (a.Mod == ModInstallNotIn || a.Mod == ModInstallOnlyIn))
		}
		if d.installStatics() != install {
			t.Errorf("%s: a static bearing on its install %v, the abilities say %v", d.Title, d.installStatics(), install)
		}
		if d.placeStatics() != place {
			t.Errorf("%s: a static restricting where it goes %v, the abilities say %v", d.Title, d.placeStatics(), place)
		}
		if install {
			installs++
		}
		if place {
			places++
		}
		if got := int(d.playAt) - 1; got != play {
			t.Errorf("%s: play ability %d, the abilities say %d", d.Title, got, play)
		}
		if d.playsToPrevent() != prevents {
			t.Errorf("%s: prevents from the hand %v, the abilities say %v", d.Title, d.playsToPrevent(), prevents)
		}
		if play >= 0 {
			n++
		}
	}
	if n == 0 || installs == 0 || places == 0 || doubles == 0 || mus == 0 {
		t.Fatalf("%d definitions with a play ability, %d with a static bearing on their install, %d restricting where they go, %d double, %d using MU: none of one kind to compare", n, installs, places, doubles, mus)
	}
}
