package observe_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
)

// TestSeatsAreNamedRelativeToTheDecider: an option naming a seat (whose
// tag, the Agent whose tag is traded, the target of a card) names it
// relative to the deciding seat, "own" then "seat+1"… in seat order after
// it, at every seat of tables of four, six and eight; the same move from
// two seats is the same id when it names the same relative seat.
func TestSeatsAreNamedRelativeToTheDecider(t *testing.T) {
	enc := observe.For(bso.Rules.Name())
	for _, n := range []int{4, 6, 8} {
		g, err := bso.Rules.New(engine.Setup{Seed: 1, Options: map[string]string{"players": fmt.Sprint(n)}})
		if err != nil {
			t.Fatal(err)
		}
		for _, verb := range []engine.Verb{onr.VerbRemoveTag, bso.VerbOfferTag, bso.VerbBuy, bso.VerbRefuse, bso.VerbBid} {
			t.Run(fmt.Sprintf("%s names seat+k as the k-th seat after the decider at every seat of %d", verb, n), func(t *testing.T) {
				byRel := map[int]int{} // the id of each relative seat, from the first seat
				for s := range engine.Seat(n) {
					d := engine.Decision{Seat: s, Kind: engine.Select}
					for o := range engine.Seat(n) {
						d.Options = append(d.Options, engine.Option{Verb: verb, Target: int(o) + 1})
					}
					ids, err := enc.Actions(observe.Given(g.View(s)), d)
					if err != nil {
						t.Fatalf("seat %d: %v", s, err)
					}
					for o, id := range ids {
						k := (o - int(s) + n) % n
						name := fmt.Sprintf("%s seat+%d", d.Options[o].Verb, k)
						if verb == onr.VerbRemoveTag {
							name = fmt.Sprintf("remove-tag-seat seat+%d", k)
						}
						if k == 0 {
							name = name[:len(name)-len("seat+0")] + "own"
						}
						if got := enc.ActionName(id); got != name {
							t.Errorf("seat %d naming seat %d: %q, want %q", s, o, got, name)
						}
						if first, ok := byRel[k]; ok && first != id {
							t.Errorf("seat %d naming seat %d: id %d, but %d from seat 0 for the same relative seat", s, o, id, first)
						}
						byRel[k] = id
					}
				}
			})
		}
	}
}

// TestTheObservationTellsTeammatesFromOpponents: at every seat of tables
// of four, six and eight, the observation's block of "seat+k" is the k-th
// seat after the viewer: its role, whether it is the viewer's teammate,
// and its partner (its teammate's seat relative to the viewer, + 1) are
// that seat's, so that a policy finds its teammate without absolute seat
// numbers; and each fort's owner is its Sponsor, relative to the viewer.
func TestTheObservationTellsTeammatesFromOpponents(t *testing.T) {
	enc := observe.For(bso.Rules.Name())
	obs := make([]float32, enc.ObservationSize())
	for _, n := range []int{4, 6, 8} {
		g, err := bso.Rules.New(engine.Setup{Seed: 1, Options: map[string]string{"players": fmt.Sprint(n)}})
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*bso.Game).State()
		for viewer := range engine.Seat(n) {
			t.Run(fmt.Sprintf("seat %d of %d sees each seat and fort relative to it", viewer, n), func(t *testing.T) {
				v := g.View(viewer).(*bso.View)
				if err := enc.Observe(v, obs); err != nil {
					t.Fatal(err)
				}
				seats, forts := field(t, enc, obs, "seats"), field(t, enc, obs, "forts")
				rel := func(x engine.Seat) float32 { return float32((int(x)-int(viewer)+n)%n + 1) }
				teammates := 0
				for k := range n {
					p := &s.Players[(int(viewer)+k)%n]
					f := seats[k*seatFields:][:seatFields]
					partner := engine.NoSeat
					for i := range s.Players {
						if s.Players[i].Team == p.Team && s.Players[i].Seat != p.Seat {
							partner = s.Players[i].Seat
						}
					}
					mate := p.Team == s.Players[viewer].Team
					if f[0] != 1 || (f[1] == 1) != mate || f[2] != rel(partner) || (f[3] == 1) != (p.Role == onr.Corp) || (f[4] == 1) != (p.Role == onr.Runner) {
						t.Errorf("seat+%d (seat %d, %v, team %d): fields %v", k, p.Seat, p.Role, p.Team, f)
					}
					if mate && k > 0 {
						teammates++
					}
				}
				if teammates != 1 {
					t.Errorf("%d teammates besides the viewer, want 1", teammates)
				}
				for slot, fo := range v.FortOwners {
					f := forts[slot*fortFields:][:fortFields]
					if f[0] != 1 || f[1] != rel(fo.Owner) || (f[2] == 1) != (fo.Owner == viewer) {
						t.Errorf("fort slot %d of seat %d: fields %v", slot, fo.Owner, f)
					}
				}
				if f := forts[len(v.FortOwners)*fortFields:]; f[0] != 0 {
					t.Errorf("the slot after the last fort is present")
				}
			})
		}
	}
}

// TestBSOVerbsHaveTheirFamilies: each of bso's verbs that random play
// seldom offers (a liberated agenda, a team without its Agent, an ally's
// target) takes its own family, named as the table says, for the seat
// deciding (a Sponsor, seat 0 of four).
func TestBSOVerbsHaveTheirFamilies(t *testing.T) {
	enc := observe.For(bso.Rules.Name())
	g, err := bso.Rules.New(engine.Setup{Seed: 1, Options: map[string]string{"players": "4"}})
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*bso.Game).State()
	if s.Players[0].Role != onr.Corp || s.Players[1].Role != onr.Runner {
		t.Fatalf("seats 0 and 1 are %v and %v, want a Sponsor and its Agent", s.Players[0].Role, s.Players[1].Role)
	}
	hand := int(s.Handle(s.Players[0].Hand[0]))
	for _, tc := range []struct {
		name string
		o    engine.Option
		want string
	}{
		{"a team concedes", engine.Option{Verb: bso.VerbConcede}, "concede"},
		{"a team rehires", engine.Option{Verb: bso.VerbRehire}, "rehire"},
		{"a liberated agenda is scored", engine.Option{Verb: bso.VerbScoreIt, Card: hand}, "score-agenda"},
		{"a liberated agenda is given", engine.Option{Verb: bso.VerbGiveIt, Card: hand}, "give-agenda"},
		{"a given agenda is installed in a new fort", engine.Option{Verb: bso.VerbInstallIt, Card: hand, Target: onr.NewFort}, "install-agenda new fort / no host"},
		{"a given agenda is installed in fort 0", engine.Option{Verb: bso.VerbInstallIt, Card: hand, Target: 0}, "install-agenda fort[0]"},
		{"a given agenda is set aside", engine.Option{Verb: bso.VerbSetAside, Card: hand + 1000}, "set-aside-card"},
		{"a card of the hand is set aside (ONR's)", engine.Option{Verb: bso.VerbSetAside, Card: hand}, "set-aside hand[0]"},
		{"a card played as an action targets the seat after", engine.Option{Verb: onr.VerbPlay, Card: hand, Target: 2}, "play-seat hand[0] seat+1"},
		{"bits are traded", engine.Option{Verb: bso.VerbTrade}, "trade-bits"},
	} {
		t.Run(tc.name+" is "+tc.want, func(t *testing.T) {
			ids, err := enc.Actions(observe.Given(g.View(0)), engine.Decision{Seat: 0, Kind: engine.Select, Options: []engine.Option{tc.o}})
			if err != nil {
				t.Fatal(err)
			}
			if got := enc.ActionName(ids[0]); got != tc.want {
				t.Errorf("%+v is %q, want %q", tc.o, got, tc.want)
			}
		})
	}
}
