package onr

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// TestFortListIsTheWalkOfTheForts: the forts a fortList reads once for
// the free installs of one computation of options, every one and the
// subsidiary ones of a Corp seat in index order, are those the walk card by
// card meets; past maxListed forts or an index an int8 cannot hold it is
// over, and freeInstallOptions then walks the forts, giving the same
// options as from the list.
func TestFortListIsTheWalkOfTheForts(t *testing.T) {
	// forts makes n forts, owned by seat 0 and 1 in turn from index from
	// (seat 1 before), every third subsidiary, every seventh gone.
	forts := func(n, from int) []Fort {
		fs := make([]Fort, n)
		for i := range fs {
			fs[i].Owner = engine.Seat(1)
			if i >= from && i%2 == 0 {
				fs[i].Owner = 0
			}
			if i%3 == 0 {
				fs[i].Central = Subsidiary
			}
			fs[i].Gone = i%7 == 6
		}
		return fs
	}
	for _, tc := range []struct {
		name string
		fs   []Fort
		over bool
	}{
		{"a few forts are listed in index order", forts(12, 0), false},
		{"thirty forts of the seat are listed", forts(70, 0), false},
		{"more forts than maxListed are walked", forts(3*maxListed, 0), true},
		{"a fort past an int8's index is walked", forts(140, 120), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{Forts: tc.fs, Cards: []Card{{}, {Handle: 9}}}
			var want, wantSubs []int
			for i, f := range s.Forts {
				if !f.Gone && f.Owner == 0 {
					want = append(want, i)
					if f.Central == Subsidiary {
						wantSubs = append(wantSubs, i)
					}
				}
			}
			var l fortList
			l.make(s, 0)
			if l.over != tc.over {
				t.Fatalf("over %v, want %v (%d forts of the seat, the last at %d)", l.over, tc.over, len(want), want[len(want)-1])
			}
			walked := fortList{made: true, over: true}
			for _, anywhere := range []bool{true, false} {
				money := moneyMemo{n: 3, known: true}
				got := s.freeInstallOptions(0, 1, anywhere, &money, &l, nil)
				long := s.freeInstallOptions(0, 1, anywhere, &money, &walked, nil)
				w := wantSubs
				if anywhere {
					w = want
				}
				var targets []int
				for _, o := range got {
					if o.Verb != VerbInstall || o.Card != 9 {
						t.Fatalf("anywhere %v: option %+v", anywhere, o)
					}
					targets = append(targets, o.Target)
				}
				if !slices.Equal(targets, w) || !slices.Equal(got, long) {
					t.Errorf("anywhere %v: forts %v, walked %v, want %v", anywhere, targets, long, w)
				}
			}
		})
	}
}

// TestTheWindowScanCountsRestrictedBits: a Corp whose pool is below a
// card's rez cost but whose bits restricted to rezzing cover it is offered
// the rez, the short way (rezPlainScan) as the long way: planted on clones
// of random games, at the first steps where the Corp holds an unrezzed card
// that costs bits to rez, each kind of window.
func TestTheWindowScanCountsRestrictedBits(t *testing.T) {
	for _, tc := range deckCases(t, "restricted bits pay the rez", 10, 5) {
		t.Run(tc.name, func(t *testing.T) {
			planted := 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				if planted >= 20*int(seed) {
					return
				}
				for seat := range g.s.Players {
					corp := engine.Seat(seat)
					if g.s.roleOf(corp) != Corp {
						continue
					}
					for _, c := range g.s.fortCardsOf(corp) {
						if k := &g.s.Cards[c]; k.Rezzed || k.def().typ == carddb.Agenda || !k.def().rezPlain() || k.def().rezCost <= 0 {
							continue
						}
						h := g.Clone().(*Game)
						h.s.P(corp).Bits = 0
						h.s.AddLasting(kernel.Lasting{Seat: corp, Mod: ModScopedBits, N: 99, Arg: int32(ForInstallsOrRezzes)})
						short, long := shortAndLong(h.s, func() []engine.Option {
							o, _ := h.s.corpWindowOptions(corp, WinAfterAction, nil)
							return o
						})
						if !slices.Equal(short, long) || !slices.Contains(short, engine.Option{Verb: VerbRez, Card: h.s.h(c)}) {
							t.Fatalf("seed %d step %d: card %d (%s) with restricted bits: %v, the long way %v", seed, step, c, h.s.def(c).Title, short, long)
						}
						planted++
						break
					}
				}
			}, nil)
			if planted == 0 {
				t.Fatal("no unrezzed card met")
			}
			t.Logf("%d planted", planted)
		})
	}
}

// TestKeptFortListIsTheForts: the forts of a Corp read for its free
// installs are kept from one computation of options to the next
// (State.keptForts) only while no fort is collapsed or made again, the
// forts made since read into it: over random games, after every step, the
// list kept is the one the forts give (Check's checkKeptForts) and every
// Corp's list read through it is made afresh alike, in the game itself,
// its clone, a game cloned into, and the game saved and loaded; new forts
// are made while the list holds; a fort collapsed without fortsChanged is
// caught by Check.
func TestKeptFortListIsTheForts(t *testing.T) {
	fresh := func(s *State, seat engine.Seat) fortList {
		var l fortList
		l.make(s, seat)
		return l
	}
	agree := func(t *testing.T, where string, s *State) {
		t.Helper()
		if err := s.checkKeptForts(); err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		for i := range s.Players {
			if p := &s.Players[i]; p.Role == Corp {
				var got fortList
				s.keptFortList(p.Seat, &got)
				if want := fresh(s, p.Seat); got != want {
					t.Fatalf("%s: seat %d's forts read %+v, made afresh %+v", where, p.Seat, got, want)
				}
			}
		}
	}
	t.Run("the list read is the forts' after every step, and in clones and loaded games", func(t *testing.T) {
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := New(engine.Setup{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			into, err := New(engine.Setup{Seed: seed + 100})
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			collapsed, grown := false, 0
			for step := 0; !g.s.Over && step < 600; step++ {
				gen, forts := g.s.fortsGen, len(g.s.Forts)
				agree(t, fmt.Sprintf("seed %d step %d", seed, step), g.s)
				if step%25 == 0 {
					agree(t, fmt.Sprintf("seed %d step %d, a clone", seed, step), g.Clone().(*Game).s)
					agree(t, fmt.Sprintf("seed %d step %d, cloned into", seed, step), g.CloneInto(into).(*Game).s)
					agree(t, fmt.Sprintf("seed %d step %d, saved and loaded", seed, step), savedAndLoaded(t, g).s)
				}
				p := g.Pending()
				if len(p) == 0 {
					break
				}
				if _, err := g.Apply(engine.RandomChoice(&rng, p[rng.IntN(len(p))])); err != nil {
					t.Fatalf("seed %d step %d: %v", seed, step, err)
				}
				collapsed = collapsed || g.s.fortsGen != gen
				if g.s.fortsGen == gen && len(g.s.Forts) > forts {
					grown++ // a new fort, read into the list kept at the next step
				}
			}
			if !collapsed || grown == 0 {
				t.Errorf("seed %d: a fort made again or collapsed %v, new forts made while the list held %d times: not every way tested", seed, collapsed, grown)
			}
		}
	})
	t.Run("a fort collapsed without fortsChanged is caught by Check", func(t *testing.T) {
		g, err := New(engine.Setup{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		s := g.s
		var l fortList
		s.keptFortList(0, &l)
		s.Forts[0].Gone = true // not as detach does it
		if err := s.checkKeptForts(); err == nil {
			t.Error("Check: no error with a fort gone that the kept list holds")
		}
	})
}
