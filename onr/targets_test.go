package onr_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// arrangedAt arranges a game at table tb at the first action of seat's
// turn with empty hands, each player with 10 bits.
func arrangedAt(t *testing.T, tb onr.Table, seat engine.Seat) *onr.Game {
	t.Helper()
	g := newTable(t, 7, tb)
	s := g.State()
	for i := range s.Players {
		p := &s.Players[i]
		for _, c := range p.Hand {
			s.Cards[c].Zone = onr.ZoneRemoved
		}
		p.Hand, p.Bits, p.Actions = nil, 10, 0
	}
	s.Active, s.Phase, s.Turn = seat, onr.PhaseAction, 2
	s.Players[seat].Actions = 4
	if s.Players[seat].Role == onr.Corp {
		s.Players[seat].Actions = 3
	}
	s.Stack, s.Windows = kernel.Stack{}, nil
	return g
}

// seatsOf is a table of the given seats, each named by its role and seat
// number ("C0", "R1").
func seatsOf(seats ...onr.TableSeat) onr.Table {
	for i := range seats {
		name := "C"
		if seats[i].Role == onr.Runner {
			name = "R"
		}
		seats[i].Name = name + string(rune('0'+i))
	}
	return onr.Table{Seats: seats}
}

// TestTargetsAtEveryTableSize: at tables of two to six seats, a card whose
// text speaks of "the Runner" or "the Corp" is offered once per seat of
// that role on another team still in the game when there are two or more
// of them, and once, naming nobody, when there is one (targets.go,
// ONR-7.1). Blood Cat's "Trace 5: give the Runner a tag" is the Corp's
// ability used as an action; Faked Hit ("the Corp gets 1 Bad Publicity")
// the Runner's prep.
func TestTargetsAtEveryTableSize(t *testing.T) {
	const (
		bloodCat = "use Blood Cat: Trace 5: give the Runner a tag"
		fakedHit = "play Faked Hit"
	)
	corp := func(team int) onr.TableSeat { return onr.TableSeat{Role: onr.Corp, Team: team} }
	runner := func(team int) onr.TableSeat { return onr.TableSeat{Role: onr.Runner, Team: team} }
	five := teamTable(2)
	five.Seats = append(five.Seats, onr.TableSeat{Role: onr.Runner, Team: 2, Name: "R2"})
	for _, tc := range []struct {
		name  string
		table onr.Table
		out   []engine.Seat // seats out of the game
		seat  engine.Seat   // whose options are read
		card  string        // Blood Cat (a Corp's) or Faked Hit (a Runner's)
		want  []string      // the options to use or play it
	}{
		{"at ONR's table of two the Corp's ability names no Runner", onr.Table{}, nil, 0, "Blood Cat", []string{bloodCat}},
		{"at ONR's table of two the Runner's prep names no Corp", onr.Table{}, nil, 1, "Faked Hit", []string{fakedHit}},
		{"at a table of three a Corp facing two Runners names either",
			seatsOf(corp(0), runner(1), runner(2)), nil, 0, "Blood Cat", []string{bloodCat + " on R1", bloodCat + " on R2"}},
		{"at a table of three a Runner facing one Corp names none",
			seatsOf(corp(0), runner(1), runner(2)), nil, 1, "Faked Hit", []string{fakedHit}},
		{"at a table of three a Runner facing two Corps names either",
			seatsOf(corp(0), corp(1), runner(2)), nil, 2, "Faked Hit", []string{fakedHit + " on C0", fakedHit + " on C1"}},
		{"at a table of three a Corp facing one Runner names none",
			seatsOf(corp(0), corp(1), runner(2)), nil, 0, "Blood Cat", []string{bloodCat}},
		{"at a table of four of two teams a Corp names none",
			teamTable(2), nil, 0, "Blood Cat", []string{bloodCat}},
		{"at a table of four of two teams a Runner names none",
			teamTable(2), nil, 1, "Faked Hit", []string{fakedHit}},
		{"at a table of four a Corp names the Runners of the other teams, not its teammate",
			seatsOf(corp(0), runner(0), runner(1), runner(2)), nil, 0, "Blood Cat", []string{bloodCat + " on R2", bloodCat + " on R3"}},
		{"at a table of four a Runner facing two Corps names either",
			seatsOf(corp(0), runner(0), corp(1), runner(2)), nil, 3, "Faked Hit", []string{fakedHit + " on C0", fakedHit + " on C2"}},
		{"at a table of five a Corp names the Runners of the two other teams",
			five, nil, 2, "Blood Cat", []string{bloodCat + " on R0", bloodCat + " on R2"}},
		{"at a table of five a Runner facing one Corp names none",
			five, nil, 1, "Faked Hit", []string{fakedHit}},
		{"at a table of five a Runner of a team without a Corp names either Corp",
			five, nil, 4, "Faked Hit", []string{fakedHit + " on C0", fakedHit + " on C1"}},
		{"at a table of five a Runner out of the game is not named",
			five, []engine.Seat{4}, 0, "Blood Cat", []string{bloodCat}},
		{"at a table of six a Runner names the Corps of the two other teams",
			teamTable(3), nil, 1, "Faked Hit", []string{fakedHit + " on C1", fakedHit + " on C2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := arrangedAt(t, tc.table, tc.seat)
			s := g.State()
			for _, o := range tc.out {
				s.Players[o].Out = true
			}
			if tc.card == "Blood Cat" {
				c, err := g.NewCardFor(tc.card, tc.seat)
				if err != nil {
					t.Fatal(err)
				}
				g.InstallCorp(c, onr.NewFort, true)
			} else {
				give(t, g, tc.seat, tc.card)
			}
			g.Reprompt()
			var got []string
			for _, o := range options(g, tc.seat) {
				if strings.HasPrefix(o, "use "+tc.card) || strings.HasPrefix(o, "play "+tc.card) {
					got = append(got, o)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("seat %d of %d is offered %q, want %q", tc.seat, len(s.Players), got, tc.want)
			}
		})
	}
}
