package neuroscape

import (
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestLeakCheckerFindsPlantedLeaks plants a leak of each kind the fuzz's
// leak checker looks for (leaks.go) and sees it reported: a view naming a
// card of a deck, an option naming one, an event naming one, and a view
// showing a face-down card's face.
func TestLeakCheckerFindsPlantedLeaks(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		for _, tc := range []struct {
			name, want string
			plant      func(g *Game) []engine.Event
		}{
			{"NS-23.2 a card of a deck shown in its holder's hand too is named by a view", "view names hidden card", func(g *Game) []engine.Event {
				p := &g.st.P[0]
				p.Hand = append(p.Hand, p.Deck[0])
				return nil
			}},
			{"NS-23.2 an option naming a card of a deck is a leak", "naming a hidden card", func(g *Game) []engine.Event {
				d := &g.st.Pending[0]
				d.Options = append(d.Options, engine.Option{Verb: d.Options[0].Verb, Card: int(g.st.P[1].Deck[0])})
				return nil
			}},
			{"NS-23.2 an option aiming at a card of a deck is a leak", "naming a hidden card", func(g *Game) []engine.Event {
				d := &g.st.Pending[0]
				d.Options = append(d.Options, engine.Option{Verb: d.Options[0].Verb, Target: int(g.st.P[0].RAMDeck[0])})
				return nil
			}},
			{"NS-23.2 an event naming a card of a deck is a leak", "hidden from somebody", func(g *Game) []engine.Event {
				id := g.st.P[0].Deck[0]
				return []engine.Event{engine.Plain("draw", "seat 0 draws a card"), engine.Plain("draw", fmt.Sprintf("seat 0 draws %s #%d.", g.st.def(id).Name, id))}
			}},
		} {
			t.Run(tc.name+", "+players+" players", func(t *testing.T) {
				n, _ := strconv.Atoi(players)
				bd := newBoard(t, n, 4)
				bd.card(0, sChar11, zoneHand)
				bd.bank(0, 3, 0)
				bd.at(stepDeploy)
				g := bd.g
				lc := Ruleset{}.LeakChecker()
				if err := lc.Check(g); err != nil {
					t.Fatalf("a fair position: %v", err)
				}
				if err := lc.Events(g, []engine.Event{engine.Plain("draw", "seat 0 draws a card")}); err != nil {
					t.Fatalf("a fair event: %v", err)
				}
				ev := tc.plant(g)
				err := lc.Check(g)
				if err == nil && ev != nil {
					err = lc.Events(g, ev)
				}
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("the planted leak found as %v, want %q", err, tc.want)
				}
			})
		}
	}
	t.Run("NS-23.2 a view showing a face-down card's face, in the Cache or a slot, shows it", func(t *testing.T) {
		for _, tc := range []struct {
			view View
			want bool
		}{
			{View{Cache: []CardView{{ID: 3, Name: faceDownName}, {ID: 7, Name: "SPIDER"}}}, true},
			{View{Players: []PlayerView{{}, {Slots: []CardView{{ID: 7, Name: "SPIDER"}}}}}, true},
			{View{Cache: []CardView{{ID: 7, Name: faceDownName}}, Players: []PlayerView{{Slots: []CardView{{ID: 7, Name: faceDownName}}}}}, false},
			{View{Cache: []CardView{{ID: 8, Name: "SPIDER"}}}, false},
		} {
			if name, shown := showsFace(tc.view, 7); shown != tc.want || shown && name != "SPIDER" {
				t.Errorf("showsFace(%+v, 7) = %q %v, want %v", tc.view, name, shown, tc.want)
			}
		}
	})
}

// TestAFaceDownCardIsNamedOnlyByItsOwnNumber: the leak checker finds a
// face-down card named in an event as "NAME #id" only where no digit
// follows: a face-up copy of the same card whose number begins with the
// face-down one's ("FATAL ERROR 75 #107", with #10 face down: fuzz game
// 255775 of session 33's Neuroscape run) names no hidden card.
func TestAFaceDownCardIsNamedOnlyByItsOwnNumber(t *testing.T) {
	const name = "FATAL ERROR 75 #10"
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"p1 turns FATAL ERROR 75 #107 face up", false},
		{"p1 turns FATAL ERROR 75 #10 face up", true},
		{"p1 turns FATAL ERROR 75 #10", true},
		{"p1 turns FATAL ERROR 75 #10.", true},
		{"FATAL ERROR 75 #101 and FATAL ERROR 75 #10 face up", true},
		{"FATAL ERROR 75 #100", false},
		{"", false},
	} {
		if got := namesExactly(tc.text, name); got != tc.want {
			t.Errorf("namesExactly(%q, %q) = %v, want %v", tc.text, name, got, tc.want)
		}
	}
}

// TestNumbersAfterIsTheRegexp: the leak checker reads the card ids of views
// and events without regular expressions (numbersAfter); it reads what
// `"id":(\d+)` and `#(\d+)` find, over the views and events of random play
// on boards of stand-ins, and texts that put the prefixes next to no
// digits, many digits, and each other.
func TestNumbersAfterIsTheRegexp(t *testing.T) {
	idInView := regexp.MustCompile(`"id":(\d+)`)
	idInText := regexp.MustCompile(`#(\d+)`)
	same := func(text, prefix string, re *regexp.Regexp) {
		t.Helper()
		var want, got []string
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			want = append(want, m[1])
		}
		numbersAfter(text, prefix, func(digits string) bool { got = append(got, digits); return false })
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("in %q: numbers after %q %v, the regexp finds %v", text, prefix, got, want)
		}
	}
	for _, text := range []string{"", "#", "##1", "#12#3", "a #x #9", "#99999999999999999999", `"id":`, `"id":"id":4`, `"id":12,"id":x"id":0`, "#1#", "x#"} {
		same(text, "#", idInText)
		same(text, `"id":`, idInView)
	}
	texts := 0
	for _, n := range []int{2, 4} {
		bd := newBoard(t, n, 6)
		for seat := range n {
			bd.card(engine.Seat(seat), sChar11, zoneHand)
			bd.card(engine.Seat(seat), sChar22, zonePlay)
			bd.bank(engine.Seat(seat), 3, 1)
		}
		bd.at(stepDeploy)
		g := bd.g
		rng := engine.NewRNG(6)
		for step := 0; len(g.Pending()) > 0 && step < 400; step++ {
			for seat := engine.NoSeat; int(seat) < n; seat++ {
				raw, _ := json.Marshal(g.View(seat))
				same(string(raw), `"id":`, idInView)
				texts++
			}
			ev, err := g.Apply(engine.RandomChoice(&rng, g.Pending()[0]))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				same(e.Text(), "#", idInText)
				texts++
			}
		}
	}
	if texts < 100 {
		t.Fatalf("only %d texts compared", texts)
	}
}

// TestViewSetsAreTheListsOfEachSeat: View finds each seat's purged,
// looked-at, revealed, slotted and gear cards in one pass (viewSets); they
// are the cards the rules name, one list and seat at a time: setAside by
// owner, slots by the seat's mainframe, gear by controller.
func TestViewSetsAreTheListsOfEachSeat(t *testing.T) {
	for _, n := range []int{2, 4} {
		bd := newBoard(t, n, 2)
		st := bd.st()
		rng := engine.NewRNG(uint64(n))
		zones := []Zone{zonePurge, zoneLook, zoneReveal, zoneSlot, zoneGear, zoneHand, zonePlay}
		for range 60 {
			seat := engine.Seat(rng.IntN(n))
			id := bd.card(seat, sChar11, zoneNone)
			o := st.obj(id)
			o.Zone = zones[rng.IntN(len(zones))]
			o.Ctrl = engine.Seat(rng.IntN(n))
			if o.Zone == zoneSlot {
				o.Host = st.P[rng.IntN(n)].Mainframe
			}
		}
		got := viewSets(st)
		for i := range n {
			s := engine.Seat(i)
			var slots, gear []int32
			for j := range st.Objs {
				if o := &st.Objs[j]; o.Zone == zoneSlot && o.Host == st.P[i].Mainframe {
					slots = append(slots, int32(j+1))
				}
				if o := &st.Objs[j]; o.Zone == zoneGear && o.Ctrl == s {
					gear = append(gear, int32(j+1))
				}
			}
			want := viewSet{purge: st.setAside(s, zonePurge), look: st.setAside(s, zoneLook), reveal: st.setAside(s, zoneReveal), slots: slots, gear: gear}
			if !reflect.DeepEqual(got[i], want) {
				t.Errorf("%d players, seat %d: %+v, one list at a time %+v", n, i, got[i], want)
			}
			if len(want.purge)+len(want.look)+len(want.reveal)+len(want.slots)+len(want.gear) == 0 {
				t.Errorf("%d players, seat %d: no card in any list; the comparison says nothing", n, i)
			}
		}
	}
}

// TestLeakCheckerHidesHandsAndLooksFromOpponentsOnly: an option naming a
// card in a hand, or set aside while its owner looks at it (zoneLook) or
// taken from a reveal (zoneReveal), is a leak exactly when the decider may
// not see that seat's hand (HandSight: its own and, in 2v2, its
// teammate's are fair), at 2 and 4 players.
func TestLeakCheckerHidesHandsAndLooksFromOpponentsOnly(t *testing.T) {
	for _, n := range []int{2, 4} {
		for _, z := range []Zone{zoneHand, zoneLook, zoneReveal} {
			for holder := range engine.Seat(n) {
				bd := newBoard(t, n, 4)
				bd.card(0, sChar11, zoneHand)
				bd.bank(0, 3, 0)
				id := bd.card(holder, sChar11, z)
				bd.at(stepDeploy)
				g := bd.g
				d := &g.st.Pending[0]
				leak := !HandSight(d.Seat, holder)
				t.Run(fmt.Sprintf("%d players: seat %d offered a card in %s of seat %d: leak %v", n, d.Seat, z, holder, leak), func(t *testing.T) {
					d.Options = append(d.Options, engine.Option{Verb: d.Options[0].Verb, Card: int(id)})
					err := Ruleset{}.LeakChecker().Check(g)
					if got := err != nil && strings.Contains(err.Error(), "naming a hidden card"); got != leak || err != nil && !leak {
						t.Errorf("Check = %v, want a leak %v", err, leak)
					}
				})
			}
		}
	}
}
