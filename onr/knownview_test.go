package onr_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
	"github.com/datafort/datafort/onr/onrtest"
)

// knownOf returns what viewer's view lists of the cards of role's hidden
// zones it knows (PlayerView.Known), as "title zone pos" strings, and
// checks each handle: a card of a deck whose place is known has its
// card's handle, a card of a hand or at a place not known has none. Every view of the game
// is checked against the leak checker too.
func knownOf(t *testing.T, x *onrtest.Table, viewer engine.Seat, role onr.Role) []string {
	t.Helper()
	var lc fuzz.LeakChecker
	if err := lc.Check(x.G, fuzz.HiddenTitles(x.G, false)); err != nil {
		t.Fatalf("a view leaks: %v", err)
	}
	v := x.G.View(viewer).(*onr.View)
	p := v.Player(role)
	var out []string
	for _, k := range p.Known {
		switch {
		case k.Pos < 0 && k.Handle != 0:
			t.Errorf("%s, known in the %s at no known place, has handle %d", k.Title, k.Zone, k.Handle)
		case k.Pos >= 0:
			c := slices.IndexFunc(x.S.Cards, func(c onr.Card) bool { return c.Handle == k.Handle })
			if c <= 0 || x.S.Cards[c].ID != k.ID {
				t.Errorf("%s has handle %d, which names card %d", k.Title, k.Handle, c)
			}
		}
		out = append(out, fmt.Sprintf("%s %s %d", k.Title, k.Zone, k.Pos))
	}
	return out
}

// TestViewsListTheHiddenCardsTheSeatKnows checks PlayerView.Known: the
// cards of another's HQ or hand, or of a deck, that a seat accessed,
// looked at or was shown are listed in its view while they stay where
// they are (ONR-11.11.5, ONR-2.6), with their place in a deck while the
// seat knows it; a spectator knows none.
func TestViewsListTheHiddenCardsTheSeatKnows(t *testing.T) {
	for _, tc := range []struct {
		name string
		play func(t *testing.T, x *onrtest.Table)
	}{
		{"ONR-11.11.5 a card accessed in HQ and left there is in the Runner's view; the Corp's lists it in its hand as before; a spectator's does not", func(t *testing.T, x *onrtest.Table) {
			x.Hand(onr.Corp, "Quandary")
			x.Ready()
			x.ToTurn(onr.Runner)
			want := func(stage string, runner []string) {
				t.Helper()
				if got := knownOf(t, x, x.Seat(onr.Runner), onr.Corp); !slices.Equal(got, runner) {
					t.Errorf("%s: the Runner knows %q of HQ, want %q", stage, got, runner)
				}
				if got := knownOf(t, x, engine.NoSeat, onr.Corp); got != nil {
					t.Errorf("%s: a spectator knows %q of HQ", stage, got)
				}
				cv := x.G.View(x.Seat(onr.Corp)).(*onr.View).Player(onr.Corp)
				if cv.Known != nil || len(cv.Hand) != len(x.Corp().Hand) {
					t.Errorf("%s: the Corp's view lists HQ as %+v, its known cards as %+v", stage, cv.Hand, cv.Known)
				}
				if b, _ := json.Marshal(x.G.View(engine.NoSeat)); strings.Contains(string(b), "Quandary") {
					t.Errorf("%s: the spectator's view names the card of HQ: %s", stage, b)
				}
			}
			want("before the run", nil)
			x.Do(onr.Runner, "run on HQ")
			ratContinue(x)
			want("accessed and left", []string{"Quandary hand -1"})
			x.ToTurn(onr.Corp)
			want("a turn later, still in HQ", []string{"Quandary hand -1"})
			x.Do(onr.Corp, "install Quandary on HQ")
			want("installed: moved, no longer known", nil)
		}},
		{"ONR-11.11.5 cards looked at on top of R&D stay known at their places from the top until they move; a shuffle forgets them", func(t *testing.T, x *onrtest.Table) {
			x.Install(onr.NewFort, "Bel-Digmo Antibody", false)
			x.Deck(onr.Corp, "Data Wall", "Quandary", "Wall of Static", "Data Wall")
			x.Rig("Sandbox Dig")
			x.Ready()
			x.ToTurn(onr.Corp)
			x.Do(onr.Corp, "gain")
			want := func(stage string, runner, corp []string) {
				t.Helper()
				if got := knownOf(t, x, x.Seat(onr.Runner), onr.Corp); !slices.Equal(got, runner) {
					t.Errorf("%s: the Runner knows %q of R&D, want %q", stage, got, runner)
				}
				if got := knownOf(t, x, x.Seat(onr.Corp), onr.Corp); !slices.Equal(got, corp) {
					t.Errorf("%s: the Corp knows %q of R&D, want %q", stage, got, corp)
				}
				if got := knownOf(t, x, engine.NoSeat, onr.Corp); got != nil {
					t.Errorf("%s: a spectator knows %q of R&D", stage, got)
				}
			}
			x.Do(onr.Runner, "use Sandbox Dig: Look at the top three cards of R&D")
			x.PassAll()
			want("the top three looked at", []string{"Data Wall deck 0", "Quandary deck 1", "Wall of Static deck 2"}, nil)
			x.Do(onr.Corp, "draw")
			want("the top card drawn: the others one place higher", []string{"Quandary deck 0", "Wall of Static deck 1"}, nil)
			x.Do(onr.Corp, "rez Bel-Digmo Antibody")
			x.PassAll()
			want("Bel-Digmo Antibody shuffled into R&D: every seat knows it is there, nobody where; the cards looked at are forgotten",
				[]string{"Bel-Digmo Antibody deck -1"}, []string{"Bel-Digmo Antibody deck -1"})
		}},
		{"ONR-2.6 the cards of HQ the Runner looked at are listed by title, without handles: HQ has no order the Runner knows", func(t *testing.T, x *onrtest.Table) {
			x.Hand(onr.Corp, "Wall of Static", "Data Wall", "Quandary")
			x.Rig("Executive File Clerk")
			x.Ready()
			x.ToTurn(onr.Corp)
			x.Do(onr.Corp, "gain")
			x.Do(onr.Runner, "use Executive File Clerk: Look at all cards stored in HQ")
			x.PassAll()
			if got, want := knownOf(t, x, x.Seat(onr.Runner), onr.Corp), []string{"Data Wall hand -1", "Quandary hand -1", "Wall of Static hand -1"}; !slices.Equal(got, want) {
				t.Errorf("the Runner knows %q of HQ, want %q", got, want)
			}
		}},
		{"ONR-2.6 the top of the stack shown to the Corp is known to it while it lies there, at no place; the shuffle after forgets it", func(t *testing.T, x *onrtest.Table) {
			x.Deck(onr.Runner, "Inside Job", "Loony Goon", "Superglue")
			x.Rig("Mystery Box")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			for i := 0; i < 10 && !x.Offered(onr.Runner, "use Mystery Box: Show the top five cards of the stack to the Corp"); i++ {
				if x.Offered(onr.Runner, "continue") {
					x.Do(onr.Runner, "continue")
				} else {
					x.PassAll()
				}
			}
			x.Do(onr.Runner, "use Mystery Box: Show the top five cards of the stack to the Corp")
			if got, want := knownOf(t, x, x.Seat(onr.Corp), onr.Runner), []string{"Inside Job deck -1", "Loony Goon deck -1", "Superglue deck -1"}; !slices.Equal(got, want) {
				t.Errorf("shown: the Corp knows %q of the stack, want %q (%s)", got, want, x.Describe())
			}
			for i := 0; i < 10 && len(x.Runner().Deck) == 3; i++ {
				opts := x.Options(onr.Runner)
				if len(opts) == 0 {
					x.PassAll()
					continue
				}
				x.Do(onr.Runner, opts[len(opts)-1])
			}
			if got := knownOf(t, x, x.Seat(onr.Corp), onr.Runner); got != nil {
				t.Errorf("Loony Goon installed, the stack shuffled: the Corp knows %q of the stack (%s)", got, x.Describe())
			}
		}},
		{"ONR-18.1 the cards the Corp arranged on top of R&D are in its own view at their places, not in the Runner's", func(t *testing.T, x *onrtest.Table) {
			x.Deck(onr.Corp, "Data Wall", "Quandary", "Wall of Static")
			x.Hand(onr.Corp, "Planning Consultants")
			x.Ready()
			x.Do(onr.Corp, "play Planning Consultants")
			x.Do(onr.Corp, "choose Wall of Static")
			x.Do(onr.Corp, "choose Data Wall")
			if got, want := knownOf(t, x, x.Seat(onr.Corp), onr.Corp), []string{"Wall of Static deck 0", "Data Wall deck 1", "Quandary deck 2"}; !slices.Equal(got, want) {
				t.Errorf("the Corp knows %q of R&D, want %q", got, want)
			}
			if got := knownOf(t, x, x.Seat(onr.Runner), onr.Corp); got != nil {
				t.Errorf("the Runner knows %q of R&D", got)
			}
		}},
		{"ONR-2.6 an agenda shown from HQ is known to every seat while it stays there, then in R&D at no known place once shuffled in", func(t *testing.T, x *onrtest.Table) {
			x.Hand(onr.Corp, "Hostile Takeover", "Data Wall")
			x.Deck(onr.Corp, "Data Wall", "Data Wall")
			c, _ := x.Install(onr.NewFort, "Corporate Downsizing", false)
			x.S.Cards[c].Adv = 3
			x.Ready()
			x.Do(onr.Corp, "gain")
			x.Do(onr.Corp, "score Corporate Downsizing")
			x.PassAll()
			x.Do(onr.Corp, "choose Hostile Takeover")
			if got, want := knownOf(t, x, x.Seat(onr.Runner), onr.Corp), []string{"Hostile Takeover hand -1"}; !slices.Equal(got, want) {
				t.Errorf("shown: the Runner knows %q of the Corp's hidden zones, want %q", got, want)
			}
			x.Do(onr.Corp, "done")
			x.PassAll()
			for _, seat := range []engine.Seat{x.Seat(onr.Runner), x.Seat(onr.Corp)} {
				if got, want := knownOf(t, x, seat, onr.Corp), []string{"Hostile Takeover deck -1"}; !slices.Equal(got, want) {
					t.Errorf("shuffled in: seat %d knows %q of the Corp's hidden zones, want %q", seat, got, want)
				}
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.play(t, onrtest.New(t, 1)) })
	}
}

// TestTheTerminalListsTheHiddenCardsTheSeatKnows checks Render, the
// terminal's board: the seat's text names the cards of another's hidden
// zones that its view lists as known (an HQ card accessed and left there;
// the top of R&D looked at, with the places), and no other seat's text does.
func TestTheTerminalListsTheHiddenCardsTheSeatKnows(t *testing.T) {
	lines := func(x *onrtest.Table, seat engine.Seat) []string {
		var out []string
		for l := range strings.SplitSeq(x.G.Render(seat), "\n") {
			if strings.Contains(l, "you know in") {
				out = append(out, strings.TrimSpace(l))
			}
		}
		return out
	}
	check := func(t *testing.T, x *onrtest.Table, runner []string) {
		t.Helper()
		if got := lines(x, x.Seat(onr.Runner)); !slices.Equal(got, runner) {
			t.Errorf("the Runner's board says %q, want %q", got, runner)
		}
		for _, s := range []engine.Seat{x.Seat(onr.Corp), engine.NoSeat} {
			if got := lines(x, s); got != nil {
				t.Errorf("seat %d's board says %q", s, got)
			}
		}
	}
	t.Run("ONR-11.11.5 an HQ card accessed and left there is on the Runner's board, not the Corp's nor a spectator's", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Hand(onr.Corp, "Quandary")
		x.Ready()
		x.ToTurn(onr.Runner)
		check(t, x, nil)
		x.Do(onr.Runner, "run on HQ")
		ratContinue(x)
		check(t, x, []string{"you know in HQ: Quandary"})
	})
	t.Run("ONR-11.11.5 the cards looked at on top of R&D are on the Runner's board with their places", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall", "Quandary", "Wall of Static", "Data Wall")
		x.Rig("Sandbox Dig")
		x.Ready()
		x.ToTurn(onr.Corp)
		x.Do(onr.Corp, "gain")
		x.Do(onr.Runner, "use Sandbox Dig: Look at the top three cards of R&D")
		x.PassAll()
		check(t, x, []string{"you know in R&D: top: Data Wall, 2nd from top: Quandary, 3rd from top: Wall of Static"})
	})
}
