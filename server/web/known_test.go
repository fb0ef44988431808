package web_test

import (
	"fmt"
	"html"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
	"github.com/datafort/datafort/server/web"
)

var (
	knownItem = regexp.MustCompile(`<li>(?:<span class="place">([^<]*):</span> )?<button type="button" class="card[^"]*" data-h="\d+">\s*<span class="ct">([^<]*)</span>`)
	zoneHead  = regexp.MustCompile(`<div class="zone ([a-z]+)">`)
)

// boardKnown reads the cards a board lists as known ("you know:") in each
// player's zones: per player section in seat order, per zone ("hand",
// "deck"), each card as "place: title" or its title alone. It also reports
// whether each listed card carries its tip (the card's printed frame).
func boardKnown(t *testing.T, board string) (known []map[string][]string, tips bool) {
	t.Helper()
	tips = true
	for _, sec := range strings.Split(board, `<section class="player `)[1:] {
		m := map[string][]string{}
		zones := zoneHead.FindAllStringSubmatchIndex(sec, -1)
		for i, z := range zones {
			end := len(sec)
			if i+1 < len(zones) {
				end = zones[i+1][0]
			}
			zone := sec[z[0]:end]
			j := strings.Index(zone, `<div class="knownlist">`)
			if j < 0 {
				continue
			}
			list := zone[j : j+strings.Index(zone[j:], "</ul></div>")]
			if !strings.Contains(list, "you know:") {
				t.Errorf("a list of known cards without its words: %.200s", list)
			}
			items := strings.Split(list, "</li>")
			for _, it := range items[:len(items)-1] {
				k := knownItem.FindStringSubmatch(it)
				if k == nil {
					t.Fatalf("a known card the test cannot read: %.300s", it)
				}
				title := html.UnescapeString(k[2])
				if !strings.Contains(it, `<b class="ftitle">`+k[2]+`</b>`) {
					tips = false
				}
				if k[1] != "" {
					title = html.UnescapeString(k[1]) + ": " + title
				}
				name := sec[z[2]:z[3]]
				m[name] = append(m[name], title)
			}
		}
		known = append(known, m)
	}
	return known, tips
}

// viewKnown is what seat's view lists of the cards it knows in each
// player's hidden zones (onr.PlayerView.Known), in the board's words.
func viewKnown(g engine.Game, seat engine.Seat) []map[string][]string {
	var v *onr.View
	switch w := g.View(seat).(type) {
	case *onr.View:
		v = w
	case *bso.View:
		v = w.View
	}
	var out []map[string][]string
	for _, p := range v.Players {
		m := map[string][]string{}
		for _, k := range p.Known {
			s := k.Title
			switch {
			case k.Zone != "deck":
			case k.Pos == 0:
				s = "top: " + s
			case k.Pos > 0:
				s = engine.Ordinal(k.Pos+1) + " from top: " + s
			default:
				s = "place unknown: " + s
			}
			m[k.Zone] = append(m[k.Zone], s)
		}
		out = append(out, m)
	}
	return out
}

// TestBoardListsTheCardsTheSeatKnows: the cards of another's HQ or hand,
// or of a deck, that a seat knows (onr.PlayerView.Known, ONR-11.11.5) are
// listed on its board beside that pile, with "you know:", their places
// from the top of a deck, and their tips; no other seat's board lists
// them, nor a spectator's.
func TestBoardListsTheCardsTheSeatKnows(t *testing.T) {
	names := []string{"Corp", "Runner"}
	t.Run("ONR-11.11.5 a card accessed in HQ and left there is listed beside the Corp's HQ on the Runner's board only, with its tip", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Hand(onr.Corp, "Quandary")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		for i := 0; i < 50 && x.S.Run.Active; i++ {
			switch {
			case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
				x.PassAll()
			case x.Offered(onr.Runner, "continue"):
				x.Do(onr.Runner, "continue")
			default:
				i = 50
			}
		}
		corp, runner := x.Seat(onr.Corp), x.Seat(onr.Runner)
		for _, tc := range []struct {
			seat engine.Seat
			want []string // the known cards of the Corp's HQ listed
		}{{runner, []string{"Quandary"}}, {corp, nil}, {engine.NoSeat, nil}} {
			board := string(web.Render(x.G, tc.seat, nil, names, nil, false).Board)
			known, tips := boardKnown(t, board)
			if got := known[corp]["hand"]; !slices.Equal(got, tc.want) {
				t.Errorf("seat %d's board lists %q as known in HQ, want %q", tc.seat, got, tc.want)
			}
			if !tips {
				t.Errorf("seat %d's board lists a known card without its tip", tc.seat)
			}
			if tc.seat != runner && strings.Contains(board, "you know:") {
				t.Errorf("seat %d's board lists cards as known: %.300s", tc.seat, board[strings.Index(board, "you know:"):])
			}
			if tc.seat == engine.NoSeat && strings.Contains(board, "Quandary") {
				t.Errorf("the spectator's board names the card of HQ")
			}
		}
	})
	t.Run("ONR-11.11.5 the cards looked at on top of R&D are listed beside R&D at their places from the top", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall", "Quandary", "Wall of Static", "Data Wall")
		x.Rig("Sandbox Dig")
		x.Ready()
		x.ToTurn(onr.Corp)
		x.Do(onr.Corp, "gain")
		x.Do(onr.Runner, "use Sandbox Dig: Look at the top three cards of R&D")
		x.PassAll()
		want := []string{"top: Data Wall", "2nd from top: Quandary", "3rd from top: Wall of Static"}
		known, tips := boardKnown(t, string(web.Render(x.G, x.Seat(onr.Runner), nil, names, nil, false).Board))
		if got := known[x.Seat(onr.Corp)]["deck"]; !slices.Equal(got, want) {
			t.Errorf("the Runner's board lists %q beside R&D, want %q", got, want)
		}
		if !tips {
			t.Errorf("a known card of R&D is listed without its tip")
		}
		for _, seat := range []engine.Seat{x.Seat(onr.Corp), engine.NoSeat} {
			if board := string(web.Render(x.G, seat, nil, names, nil, false).Board); strings.Contains(board, `class="knownlist"`) {
				t.Errorf("seat %d's board lists known cards", seat)
			}
		}
	})
	// Random games: at every step each seat's board lists exactly what its
	// view knows, pile by pile, and a spectator's none; at a Big Sell-Out
	// table of 4 each seat's its own knowledge, not its teammate's.
	for _, tc := range []struct {
		name  string
		rules engine.Ruleset
		setup engine.Setup
		steps int
	}{
		{"ONR", onr.Rules, engine.Setup{Seed: 8, Decks: make([]string, 2)}, 1000},
		{"a Big Sell-Out table of 4", bso.Rules, engine.Setup{Seed: 6, Decks: make([]string, 4), Options: map[string]string{"players": "4"}}, 600},
	} {
		t.Run(tc.name+": each seat's board lists the cards its own view knows, a spectator's none", func(t *testing.T) {
			g, err := tc.rules.New(tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			r := bot.NewRandom(tc.setup.Seed)
			seats := []engine.Seat{engine.NoSeat}
			for _, si := range g.Seats() {
				seats = append(seats, si.Seat)
			}
			// The steps at which a seat knew a card of another's hand, and
			// of a deck: the check must meet both.
			knowing := map[string]int{}
			for step := 0; step < tc.steps; step++ {
				ds := g.Pending()
				if len(ds) == 0 {
					break
				}
				if _, err := g.Apply(r.Choose(ds[0])); err != nil {
					t.Fatal(err)
				}
				for _, seat := range seats {
					got, _ := boardKnown(t, string(web.Render(g, seat, nil, nil, nil, false).Board))
					want := viewKnown(g, seat)
					if fmt.Sprint(got) != fmt.Sprint(want) {
						t.Fatalf("step %d: seat %d's board lists %v as known, its view %v", step, seat, got, want)
					}
					for i, m := range want {
						if engine.Seat(i) != seat && len(m["hand"]) > 0 {
							knowing[fmt.Sprintf("seat %d, a hand", seat)]++
						}
						if len(m["deck"]) > 0 {
							knowing[fmt.Sprintf("seat %d, a deck", seat)]++
						}
					}
				}
			}
			t.Logf("steps at which a seat knew cards: %v", knowing)
			for _, of := range []string{"a hand", "a deck"} {
				if !slices.ContainsFunc(slices.Collect(maps.Keys(knowing)), func(k string) bool { return strings.HasSuffix(k, of) }) {
					t.Errorf("no seat knew a card of %s in the game: the check proves little", of)
				}
			}
		})
	}
}
