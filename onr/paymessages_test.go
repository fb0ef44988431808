package onr

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestPaymentMessagesReadAsTheirTexts: the messages of payments read, at
// ONR's table of unnamed seats and at a table of named teams, for every
// seat and a spectator, as the public texts the rules once built at the
// moment of the event from the seats' names and roles and the card's title
// (random games never reach some of them at a named table).
func TestPaymentMessagesReadAsTheirTexts(t *testing.T) {
	named := Table{Seats: []TableSeat{
		{Role: Corp, Team: 0, Name: "Ann"}, {Role: Runner, Team: 0, Name: "Bo"},
		{Role: Corp, Team: 1, Name: "Cy"}, {Role: Runner, Team: 1, Name: "Di"},
	}}
	for _, table := range []struct {
		name  string
		table Table
	}{{"unnamed seats", Table{}}, {"named teams", named}} {
		var g *Game
		var err error
		if table.table.Seats == nil {
			g, err = New(engine.Setup{Seed: 1})
		} else {
			g, err = NewTable(engine.Setup{Seed: 1}, table.table)
		}
		if err != nil {
			t.Fatal(err)
		}
		s := g.s
		card := s.Players[0].Deck[0] // a card of the game, named by its title
		var corps, runners []engine.Seat
		for i := range s.Players {
			if s.Players[i].Role == Corp {
				corps = append(corps, engine.Seat(i))
			} else {
				runners = append(runners, engine.Seat(i))
			}
		}
		for _, corp := range corps {
			for _, runner := range runners {
				for _, src := range []int32{card, 0} {
					for _, tc := range []struct {
						typ, want string
						m         Msg
						args      []int32
					}{
						{"pay", fmt.Sprintf("%s pays %s for %s", s.seatName(runner), count(1, "bit", "bits"), s.cardName(src)),
							msgPaysFor, []int32{int32(runner), 1, s.cardArg(src)}},
						{"pay", fmt.Sprintf("%s pays %s for %s", s.seatName(corp), count(3, "bit", "bits"), s.cardName(src)),
							msgPaysFor, []int32{int32(corp), 3, s.cardArg(src)}},
						{"reveal", fmt.Sprintf("%s: %s spent %s, %s %d", s.cardName(src), s.theSeat(corp), count(1, "bit", "bits"), s.seatText(runner), 2),
							msgSpendsRevealed, []int32{s.cardArg(src), int32(corp), 1, int32(runner), 2}},
						{"pay", fmt.Sprintf("%s pays %s with %d in the pool, using payment abilities", s.roleOf(runner).Title(), count(6, "bit", "bits"), 5),
							msgPaysWithAbilities, []int32{int32(runner), 6, 5}},
						{"pay", fmt.Sprintf("%s pays %s with %d in the pool, using payment abilities", s.roleOf(corp).Title(), count(1, "bit", "bits"), 0),
							msgPaysWithAbilities, []int32{int32(corp), 1, 0}},
						{"trace", fmt.Sprintf("Trace %d: the Corp spends %d, the Runner %d with %d in the pool", 5, 4, 3, 2),
							msgTraceSpends, []int32{5, 4, 3, 2}},
					} {
						t.Run(fmt.Sprintf("%s: %s", table.name, tc.want), func(t *testing.T) {
							s.events = nil
							s.say(tc.m, tc.args...)
							if len(s.events) != 1 {
								t.Fatalf("%d events recorded, want 1", len(s.events))
							}
							e := s.events[0]
							if e.Type != tc.typ || e.Private != 0 || e.Secret() != "" {
								t.Errorf("a %q event, secret %q for %b; want a public %q event", e.Type, e.Secret(), e.Private, tc.typ)
							}
							for seat := engine.Seat(-1); int(seat) < len(s.Players); seat++ {
								if got := e.For(seat); got != tc.want {
									t.Errorf("seat %d reads %q, want %q", seat, got, tc.want)
								}
							}
						})
					}
				}
			}
		}
	}
}
