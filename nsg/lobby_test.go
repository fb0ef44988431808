package nsg_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/decklist"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// TestTableOptionsStartGames: the lobby offers NSG; each value of each table
// option it offers starts a game with the shipped decks (the default format
// is the starter one, where a beginner game may be chosen); a beginner score
// in a format without beginner games is refused, naming the option; a setup
// without options is the options' defaults.
func TestTableOptionsStartGames(t *testing.T) {
	rs := nsg.Ruleset{}
	if !engine.IsPlayable(rs) {
		t.Fatal("the lobby does not offer nsg")
	}
	opts := rs.TableOptions()
	defaults := map[string]string{}
	for _, o := range opts {
		if !slices.Contains(o.Values, o.Default) {
			t.Errorf("option %s: default %q not among %v", o.Name, o.Default, o.Values)
		}
		defaults[o.Name] = o.Default
	}
	for _, o := range opts {
		for _, v := range o.Values {
			setup := map[string]string{o.Name: v}
			t.Run(o.Name+" "+v+" starts a game", func(t *testing.T) {
				_, err := rs.New(engine.Setup{Seed: 1, Options: setup})
				if err != nil {
					t.Errorf("New: %v", err)
				}
			})
		}
	}
	t.Run("a beginner score in the casual format is refused, naming the option", func(t *testing.T) {
		_, err := rs.New(engine.Setup{Seed: 1, Options: map[string]string{"format": nsg.FormatCasual, "points": nsg.PointsBeginner}})
		if err == nil || !strings.Contains(err.Error(), "option points") {
			t.Errorf("New: %v", err)
		}
	})
	t.Run("full construction is offered exactly when a game starts in it with the shipped decks (an identity it allows implemented for each side is not enough: the System Gateway decks play starter identities)", func(t *testing.T) {
		_, err := rs.New(engine.Setup{Seed: 1, Options: map[string]string{"format": nsg.FormatStandard}})
		if got := slices.Contains(opts[1].Values, nsg.FormatStandard); got != (err == nil) {
			t.Errorf("format values %v; a standard game with the shipped decks: %v", opts[1].Values, err)
		}
		sides := map[string]bool{}
		for _, title := range nsg.Implemented() {
			if d := nsg.Lookup(title); d.Type == nsg.TypeIdentity && !slices.Contains(decklist.GatewayIdentities, title) {
				sides[d.Side] = true
			}
		}
		if len(sides) < 2 && slices.Contains(opts[1].Values, nsg.FormatStandard) {
			t.Errorf("full construction offered with identities it allows implemented for %v only", sides)
		}
	})
	t.Run("the defaults are a setup without options", func(t *testing.T) {
		a, err1 := rs.New(engine.Setup{Seed: 5})
		b, err2 := rs.New(engine.Setup{Seed: 5, Options: defaults})
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		x, _ := a.(*nsg.Game).MarshalBinary()
		y, _ := b.(*nsg.Game).MarshalBinary()
		if string(x) != string(y) {
			t.Error("the defaults start another game")
		}
	})
}

// TestCardFacesShowOnlyWhatTheSeatKnows: a card's face by handle for the
// seats that may know it (the hand's holder; an unrezzed ice for the Corp
// only), by name for anyone.
func TestCardFacesShowOnlyWhatTheSeatKnows(t *testing.T) {
	x := nsgtest.Start(t, nsg.Rules2603)
	s := x.St()
	ice := s.AddCard("Palisade", nsg.ZoneServer, 3, false)
	hq := s.HQ[0]
	tests := []struct {
		name  string
		card  int32
		seat  engine.Seat
		known bool
	}{
		{"the Corp sees its unrezzed ice", ice, nsgtest.Corp, true},
		{"the Runner does not see an unrezzed ice", ice, nsgtest.Runner, false},
		{"a spectator does not see an unrezzed ice", ice, engine.NoSeat, false},
		{"the Corp sees its HQ", hq, nsgtest.Corp, true},
		{"the Runner does not see HQ", hq, nsgtest.Runner, false},
		{"a card that does not exist has no face", 9999, nsgtest.Corp, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, ok := x.G.CardFace(int(tc.card), tc.seat)
			if ok != tc.known || ok && f.Title != s.CardOf(tc.card).Title {
				t.Errorf("face %+v, %v", f, ok)
			}
		})
	}
	t.Run("a card is found by name in any spelling", func(t *testing.T) {
		if f, ok := x.G.CardNamed("karuna"); !ok || f.Title != "Karunā" || f.Line != "Ice: Sentry - AP" {
			t.Errorf("%+v, %v", f, ok)
		}
	})
}
