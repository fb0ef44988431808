package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// TestKeptFortFactsAreTheLongWay compares, before every step of random
// games, the kept counts of every seat's forts with the counts of a walk of
// its forts, and checks that Check catches counts that went stale.
func TestKeptFortFactsAreTheLongWay(t *testing.T) {
	for _, tc := range deckCases(t, "the kept counts of the forts are the long way's", 30, 20) {
		t.Run(tc.name, func(t *testing.T) {
			kept := 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				if s.fortFacts.ok && s.fortWalkOK {
					kept++ // kept since the last step, through what it did
				}
				for seat := range s.Players {
					got := *s.factsOf(engine.Seat(seat))
					if want := s.countFortFacts(s.appendFortCards(nil, engine.Seat(seat))); got != want {
						t.Fatalf("seed %d step %d seat %d: the kept counts %+v, the long way %+v", seed, step, seat, got, want)
					}
				}
				if err := s.checkFortFacts(); err != nil {
					t.Fatalf("seed %d step %d: %v", seed, step, err)
				}
			}, nil)
			if kept == 0 {
				t.Fatal("no step found the counts of the forts kept")
			}
		})
	}
	corrupt := []struct {
		name   string
		break_ func(s *State, node int32)
	}{
		{"check catches a card rezzed behind the counts' back", func(s *State, node int32) {
			s.Cards[node].Rezzed = true
		}},
		{"check catches a count of cards to rez one short", func(s *State, node int32) {
			s.fortFacts.of[s.Cards[node].At].rezzable--
		}},
		{"check catches a least rez cost above the card's", func(s *State, node int32) {
			s.fortFacts.of[s.Cards[node].At].least++
		}},
	}
	for _, tc := range corrupt {
		t.Run(tc.name, func(t *testing.T) {
			g, node := factsGame(t)
			s := g.s
			s.factsOf(s.Cards[node].At)
			if err := g.Check(); err != nil {
				t.Fatalf("before: %v", err)
			}
			tc.break_(s, node)
			if err := g.Check(); err == nil {
				t.Errorf("Check found nothing wrong with the kept counts %+v", s.fortFacts.of[s.Cards[node].At])
			}
		})
	}
}

// factsGame returns a new game whose Corp has an agenda and an unrezzed
// node of plain rez in new forts, and the node.
func factsGame(t *testing.T) (*Game, int32) {
	t.Helper()
	g, err := New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var node int32
	for _, title := range []string{"Hostile Takeover", "Antiquated Interface Routines"} {
		c, err := g.NewCard(title)
		if err != nil {
			t.Fatal(err)
		}
		g.Put(c, ZoneHand, false)
		g.InstallCorp(c, NewFort, false)
		node = c
	}
	if d := g.s.def(node); !d.rezPlain() || d.rezCost <= 0 {
		t.Fatalf("the node's rez is not plain, or free: %+v", d.card)
	}
	return g, node
}

// TestTheWindowScanSkipsTheWalkOnlyWhereItFindsNothing checks where the
// Corp's window scan may skip its walk of the forts (scanFindsNothing).
func TestTheWindowScanSkipsTheWalkOnlyWhereItFindsNothing(t *testing.T) {
	none := int32(1 << 30)
	tests := []struct {
		name     string
		f        fortFacts
		scoring  bool
		bits     int32
		unplain  bool // rezPlainScan does not hold
		nothing  bool
		readScan bool // the scan's memo of rezPlainScan is read
	}{
		{name: "forts without a card to rez find nothing", f: fortFacts{least: none}, bits: 5, nothing: true},
		{name: "rezzed cards and face-down agendas find nothing where the Corp may not score", f: fortFacts{unrezzed: 2, agendas: 2, least: none}, nothing: true},
		{name: "more agendas than the counts list are walked where the Corp may score", f: fortFacts{unrezzed: 5, agendas: 5, least: none}, scoring: true},
		{name: "forts without an agenda find nothing where the Corp may score", f: fortFacts{least: none}, scoring: true, nothing: true},
		{name: "cards of plain rez above the pool find nothing", f: fortFacts{unrezzed: 2, rezzable: 2, least: 4}, bits: 3, nothing: true, readScan: true},
		{name: "a card of plain rez the pool covers is walked", f: fortFacts{unrezzed: 1, rezzable: 1, least: 4}, bits: 4},
		{name: "a card with rez statics of its own is walked whatever the pool", f: fortFacts{unrezzed: 2, rezzable: 2, awkward: 1, least: 9}, bits: 0},
		{name: "cards above the pool are walked where a rez may cost other than printed", f: fortFacts{unrezzed: 1, rezzable: 1, least: 4}, bits: 0, unplain: true, readScan: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			s.unmasked = tt.unplain // rezPlainScan never holds under State.unmasked
			plain := int8(0)
			if got := s.scanFindsNothing(&tt.f, tt.scoring, tt.bits, &plain); got != tt.nothing {
				t.Errorf("scanFindsNothing = %v, want %v", got, tt.nothing)
			}
			if (plain != 0) != tt.readScan {
				t.Errorf("the memo of rezPlainScan is %d; read: %v", plain, tt.readScan)
			}
		})
	}
	for _, tt := range []struct {
		name    string
		adv     int32 // the agenda's advancement, from its difficulty
		scoring bool
		nothing bool
	}{
		{"an agenda short of its difficulty finds nothing where the Corp may score", -1, true, true},
		{"an agenda advanced to its difficulty is walked where the Corp may score", 0, true, false},
		{"an agenda advanced past its difficulty is walked where the Corp may score", 1, true, false},
		{"an agenda advanced to its difficulty finds nothing where the Corp may not score", 0, false, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, node := factsGame(t)
			s := g.s
			f := *s.factsOf(s.Cards[node].At)
			if f.agendas != 1 || s.def(f.agendaCards[0]).typ != carddb.Agenda {
				t.Fatalf("the counts %+v list no agenda", f)
			}
			a := f.agendaCards[0]
			s.Cards[a].Adv = s.difficulty(a) + tt.adv
			f.rezzable = 0 // the node aside: the agenda alone decides
			plain := int8(0)
			if got := s.scanFindsNothing(&f, tt.scoring, 0, &plain); got != tt.nothing {
				t.Errorf("scanFindsNothing = %v with advancement %d of difficulty %d, want %v", got, s.Cards[a].Adv, s.difficulty(a), tt.nothing)
			}
		})
	}
	t.Run("a rez and a derez make the counts stale", func(t *testing.T) {
		g, node := factsGame(t)
		s := g.s
		corp := s.Cards[node].At
		before := *s.factsOf(corp)
		s.P(corp).Bits = 100
		s.rez(node, false)
		if after := *s.factsOf(corp); after.rezzable != before.rezzable-1 || after.unrezzed != before.unrezzed-1 {
			t.Errorf("after the rez the counts are %+v; before %+v", after, before)
		}
		s.derez(node)
		if again := *s.factsOf(corp); again != before {
			t.Errorf("after the derez the counts are %+v; before the rez %+v", again, before)
		}
	})
}
