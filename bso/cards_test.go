package bso_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
)

func TestEveryImplementedCardPlays(t *testing.T) {
	// Every implemented ONR card plays in the Big Sell-Out with its ONR
	// definition, no copy: random games with decks holding every card put
	// each one into play — installed, scored or played — at 4, 6 and 8
	// seats, with every invariant holding after every step.
	if testing.Short() {
		t.Skip("long")
	}
	// Even games use decks with every card; odd ones three more copies of a
	// third of them (fuzz.SubsetDecks), so that as the pool grows each card
	// is still drawn often enough to come into play.
	// Games go on until every card has come into play, or 1,500 games.
	every := everyCardDecks(t)
	used := map[string]bool{}
	game := 0
	for ; game < 1500 && len(neverPlayed(used)) > 0; game++ {
		if never := neverPlayed(used); len(never) < 12 && game%10 == 0 {
			t.Logf("game %d: %q", game, never)
		}
		n := []int{4, 6, 8}[game%3]
		decks := every
		if game%2 == 1 {
			corp, runner, err := fuzz.SubsetDecks(uint64(game))
			if err != nil {
				t.Fatal(err)
			}
			decks = []string{corp, runner}
		}
		g, err := bso.New(engine.Setup{Seed: uint64(100 + game), Decks: decks, Options: map[string]string{"players": fmt.Sprint(n)}})
		if err != nil {
			t.Fatal(err)
		}
		s := g.State()
		b := bot.NewRandom(uint64(game))
		for step := 0; ; step++ {
			if _, over := g.Result(); over {
				break
			}
			if step > 300000 {
				t.Fatalf("game %d: no end", game)
			}
			ev := apply(t, g, b.Choose(g.Pending()[0]))
			for c := int32(1); c < int32(len(s.Cards)); c++ {
				switch s.Cards[c].Zone {
				case onr.ZoneIce, onr.ZoneFort, onr.ZoneRig, onr.ZoneScored, onr.ZoneAside:
					used[s.Cards[c].ID.String()] = true
				}
			}
			for _, e := range ev {
				for _, title := range onr.Implemented() {
					if (e.Type == "play" || e.Type == "prevent") && strings.Contains(e.Secret()+e.Text(), title) {
						used[id(title)] = true
					}
				}
			}
		}
	}
	t.Logf("%d games", game)
	if never := neverPlayed(used); len(never) > 0 {
		t.Fatalf("%d cards never came into play: %q", len(never), never)
	}
}

// neverPlayed lists, sorted, the implemented cards whose ids used does not
// hold, but for those that have tests of their own below.
func neverPlayed(used map[string]bool) []string {
	var never []string
	for _, title := range onr.Implemented() {
		if expensive(title) || ownTest(title) {
			continue
		}
		if !used[id(title)] {
			never = append(never, title)
		}
	}
	slices.Sort(never)
	return never
}

// expensive reports whether title is a card that costs 6 bits or more to
// install or play, with no condition on its play: random bots seldom save
// that much with a deck of every card in hand, so
// TestExpensiveCardsComeIntoPlayAtATableOfFour plays each (unless it has a
// test of its own, ownTest) in one arranged game. A card played "only if"
// something happened (Schlaghund Pointers) is left to the random games.
func expensive(title string) bool {
	d, _ := onr.Lookup(title)
	c := d.Card()
	if strings.HasPrefix(c.Text, "Play only if") {
		return false
	}
	return c.InstallCost != nil && *c.InstallCost >= 6 || c.PlayCost != nil && *c.PlayCost >= 6
}

// ownTest reports whether title comes into play in a test of its own
// rather than in random games or the expensive cards' test. Random bots
// seldom spend agenda points (Arasaka Portable Prototype), install a 2-MU
// program from a deck of every card (Disintegrator), or hold Urban Renewal
// while an Agent has a tag of their team; Identity Donor is played only
// against meat damage in the Corp's turn; Arasaka Owns You needs a
// flatline with it in hand (the scenario
// scenarios/bso/arasaka-owns-you-saves-an-agent.yaml plays it); the
// others are listed by playedByTheirOwnTests.
func ownTest(title string) bool {
	switch title {
	case "Arasaka Portable Prototype", "Disintegrator", "Urban Renewal", "Arasaka Owns You", "Identity Donor":
		return true
	}
	return playedByTheirOwnTests(title)
}

func TestExpensiveCardsComeIntoPlayAtATableOfFour(t *testing.T) {
	// The cards random games seldom afford: an Agent with the bits
	// installs (or plays, a prep) each Runner card, a Sponsor plays each operation (the
	// agenda point of Arasaka Portable Prototype has its own test).
	n := 0
	for _, title := range onr.Implemented() {
		d, _ := onr.Lookup(title)
		if !expensive(title) || ownTest(title) {
			continue
		}
		n++
		seat, verb, zone, cost := a2, "install ", onr.ZoneRig, d.Card().InstallCost
		switch {
		case d.Card().Side == "corp":
			seat, verb, zone, cost = s2, "play ", onr.ZoneDiscard, d.Card().PlayCost
		case d.Card().PlayCost != nil: // a prep (Blackmail)
			verb, zone, cost = "play ", onr.ZoneDiscard, d.Card().PlayCost
		}
		g := newGame(t, 1)
		s := arrange(g, seat, int32(*cost))
		c := give(t, g, seat, title)[0]
		ready(t, g)
		choose(t, g, seat, verb+title)
		if s.Cards[c].Zone != zone {
			t.Errorf("%s in %s; want %s", title, s.Cards[c].Zone, zone)
		}
	}
	if n == 0 {
		t.Fatalf("no card costs 6 bits or more")
	}
}

// id returns the card id of title.
func id(title string) string {
	d, _ := onr.Lookup(title)
	return d.ID()
}

func TestPooledPointsPayForArasakaPortablePrototype(t *testing.T) {
	// "Victory!": "an Agent may spend agenda points that have been scored by
	// his or her Sponsor, and vice versa, for cards like Arasaka Portable
	// Prototype".
	g := newGame(t, 1)
	s := arrange(g, a1, 12) // APP costs 11 bits and 1 agenda point
	s.Players[s1].Points = 2
	app := give(t, g, a1, "Arasaka Portable Prototype")[0]
	ready(t, g)
	choose(t, g, a1, "install Arasaka Portable Prototype")
	if s.Cards[app].Zone != onr.ZoneRig || s.Players[s1].Points != 1 || s.TeamPoints(0) != 1 || s.MU(a1) != 7 {
		t.Fatalf("APP in %s; Sponsor 1 has %d points, the team %d; Agent 1 has %d MU", s.Cards[app].Zone, s.Players[s1].Points, s.TeamPoints(0), s.MU(a1))
	}
	s.Players[s1].Points = 0
	give(t, g, a1, "Arasaka Portable Prototype")
	passUntil(t, g, func() bool { d, ok := engine.DecisionFor(g, a1); return ok && d.Prompt == "Take an action" })
	if slices.Contains(options(g, a1), "install Arasaka Portable Prototype") {
		t.Fatalf("APP is installable with no team points")
	}
}

func TestAIBoonAtATableOfFour(t *testing.T) {
	// AI Boon rolls for its strength as each run begins (R261), in any
	// Agent's run on any Sponsor.
	g := newGame(t, 1)
	s := arrange(g, a2, 15)
	boon := give(t, g, a2, "AI Boon")[0]
	ready(t, g)
	choose(t, g, a2, "install AI Boon")
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "run on Sponsor 1's HQ") })
	choose(t, g, a2, "run on Sponsor 1's HQ")
	if st := g.BreakerStrength(boon); !s.Run.Active || st < 1 || st > 6 {
		t.Fatalf("AI Boon in a run on Sponsor 1's HQ has strength %d (run %v)", st, s.Run.Active)
	}
}

func TestForwardsLegacyAtATableOfFour(t *testing.T) {
	// Forward's Legacy rolls for its strength as each run begins (R353), in
	// any Agent's run on any Sponsor.
	g := newGame(t, 1)
	s := arrange(g, a2, 15)
	fl := give(t, g, a2, "Forward's Legacy")[0]
	ready(t, g)
	choose(t, g, a2, "install Forward's Legacy")
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "run on Sponsor 1's HQ") })
	choose(t, g, a2, "run on Sponsor 1's HQ")
	if st := g.BreakerStrength(fl); !s.Run.Active || st < 1 || st > 6 {
		t.Fatalf("Forward's Legacy in a run on Sponsor 1's HQ has strength %d (run %v)", st, s.Run.Active)
	}
}

func TestDisintegratorAtATableOfFour(t *testing.T) {
	// Disintegrator derezzes the ice of another Agent's Sponsor that the
	// Agent just broke and passed, and ends the run.
	g := newGame(t, 1)
	s := arrange(g, a2, 15)
	wall := card(t, g, s1, "Wall of Static")
	g.InstallCorp(wall, fort(t, g, "Sponsor 1's HQ"), true)
	give(t, g, a2, "Disintegrator", "Dwarf")
	ready(t, g)
	choose(t, g, a2, "install Disintegrator")
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "install Dwarf") })
	choose(t, g, a2, "install Dwarf")
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "run on Sponsor 1's HQ") })
	choose(t, g, a2, "run on Sponsor 1's HQ")
	passUntil(t, g, func() bool { return slices.Contains(options(g, a2), "break subroutine 1 with Dwarf") })
	choose(t, g, a2, "break subroutine 1 with Dwarf")
	choose(t, g, a2, "use Disintegrator: Derez the ice you just broke and passed, and end your run")
	if s.Cards[wall].Rezzed || s.Run.Active {
		t.Fatalf("Wall of Static rezzed %v, run active %v", s.Cards[wall].Rezzed, s.Run.Active)
	}
}

func TestUrbanRenewalAtATableOfFour(t *testing.T) {
	// Urban Renewal needs a tag of the Sponsor's team ("Handling Tags"):
	// 5 meat damage to the Agent it names.
	g := newGame(t, 1)
	s := arrange(g, s1, 10)
	tagOwnedBy(s, a2, s1)
	give(t, g, a2, "Score!", "Score!", "Score!", "Score!", "Score!", "Score!")
	give(t, g, s1, "Urban Renewal")
	ready(t, g)
	choose(t, g, s1, "play Urban Renewal")
	passUntil(t, g, func() bool { return len(s.Players[a2].Hand) < 6 })
	if got := len(s.Players[a2].Hand); got != 1 || s.Players[s1].Bits != 4 {
		t.Fatalf("Agent 2 holds %d cards (want 1), Sponsor 1 has %d bits (want 4)", got, s.Players[s1].Bits)
	}
}

func TestCardTextSpeaksOfTheRunOrATarget(t *testing.T) {
	// Card text that says "the Runner" or "the Corp" resolves against the
	// run, or through a seat its player chooses as the card is played.
	g := newGame(t, 1, "players=6")
	s := arrange(g, s1, 8)
	tagOwnedBy(s, a3, s1)
	give(t, g, s1, "Closed Accounts")
	ready(t, g)
	if got := options(g, s1); !slices.Contains(got, "play Closed Accounts on Agent 3") || slices.Contains(got, "play Closed Accounts on Agent 2") {
		t.Fatalf("Sponsor 1 is offered %q", got)
	}
	choose(t, g, s1, "play Closed Accounts on Agent 3")
	if s.Players[a3].Bits != 0 || s.Players[a2].Bits != 8 {
		t.Fatalf("Closed Accounts on Agent 3: Agent 3 has %d bits, Agent 2 %d", s.Players[a3].Bits, s.Players[a2].Bits)
	}
	// In a run, the ice's Corp and the run's Runner.
	g = newGame(t, 1, "players=6")
	s = arrange(g, a2, 5)
	g.InstallCorp(card(t, g, s3, "Laser Wire"), fort(t, g, "Sponsor 3's HQ"), true) // 1 Net damage, end the run
	give(t, g, a2, "Score!", "Score!")
	give(t, g, a1, "Score!", "Score!")
	ready(t, g)
	choose(t, g, a2, "run on Sponsor 3's HQ")
	playUntil(t, g, func() bool { return !s.Run.Active })
	if len(s.Players[a2].Hand) != 1 || len(s.Players[a1].Hand) != 2 {
		t.Fatalf("Laser Wire in Agent 2's run: Agent 2 holds %d cards, Agent 1 %d", len(s.Players[a2].Hand), len(s.Players[a1].Hand))
	}
}

func TestCorporateAllyOnOneCorpOrAll(t *testing.T) {
	// "Optional Rules": "Corporate Ally works best if used to target only
	// one Corp. However, some play groups have it affect all Corps."
	for _, tc := range []struct {
		opts          []string
		s2, s3Scores  bool
		asksForTarget bool
	}{
		{nil, false, true, true},
		{[]string{"corporate-ally=all"}, false, false, false},
	} {
		g := newGame(t, 1, append([]string{"players=6"}, tc.opts...)...)
		s := arrange(g, a1, 5)
		s.Players[a1].Points = 1
		give(t, g, a1, "Corporate Ally")
		var agendas []int32
		for _, sponsor := range []engine.Seat{s2, s3} {
			c := card(t, g, sponsor, "Hostile Takeover") // difficulty 3
			g.InstallCorp(c, onr.NewFort, false)
			s.Cards[c].Adv = 3
			agendas = append(agendas, c)
		}
		ready(t, g)
		choose(t, g, a1, "install Corporate Ally")
		_, asked := engine.DecisionFor(g, a1)
		asked = asked && slices.Contains(options(g, a1), "target Sponsor 2 with Corporate Ally")
		if asked != tc.asksForTarget {
			t.Fatalf("%v: Agent 1 asked to name a Sponsor: %v (%q)", tc.opts, asked, options(g, a1))
		}
		if asked {
			choose(t, g, a1, "target Sponsor 2 with Corporate Ally")
		}
		for i, want := range []bool{tc.s2, tc.s3Scores} {
			if got := g.Difficulty(agendas[i]) == 3; got != want {
				t.Errorf("%v: Sponsor %d's Hostile Takeover has difficulty %d", tc.opts, i+2, g.Difficulty(agendas[i]))
			}
		}
	}
}

func TestCorporateAllyTargetsOnlyAnOpposingSponsor(t *testing.T) {
	// Corporate Ally under corporate-ally=one (bso/ally.go, from "Optional
	// Rules": it "works best if used to target only one Corp"): the Agent
	// who installs it names one Sponsor of another team; his own Sponsor is
	// never a target. With one opposing Sponsor he is not asked.
	for _, tc := range []struct {
		name    string
		players string
		offered []string // the Agent's target options; nil: not asked
		target  engine.Seat
	}{
		{"at 4 players the one opposing Sponsor is targeted without asking", "players=4", nil, s2},
		{"at 6 players the Agent chooses between the two opposing Sponsors", "players=6", []string{"target Sponsor 2 with Corporate Ally", "target Sponsor 3 with Corporate Ally"}, s3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 1, tc.players)
			s := arrange(g, a1, 5)
			s.Players[a1].Points = 1
			give(t, g, a1, "Corporate Ally")
			agendas := map[engine.Seat]int32{}
			for i := range s.Players {
				if sponsor := engine.Seat(i); s.Players[sponsor].Role == onr.Corp {
					c := card(t, g, sponsor, "Hostile Takeover") // difficulty 3
					g.InstallCorp(c, onr.NewFort, false)
					agendas[sponsor] = c
				}
			}
			ready(t, g)
			choose(t, g, a1, "install Corporate Ally")
			var offered []string
			for _, o := range options(g, a1) {
				if strings.HasPrefix(o, "target ") {
					offered = append(offered, o)
				}
			}
			if !slices.Equal(offered, tc.offered) {
				t.Fatalf("Agent 1 is offered the targets %q, want %q", offered, tc.offered)
			}
			if tc.offered != nil {
				choose(t, g, a1, fmt.Sprintf("target %s with Corporate Ally", s.SeatName(tc.target)))
			}
			for sponsor, c := range agendas {
				want := int32(3) // Hostile Takeover's printed difficulty
				if sponsor == tc.target {
					want = 4
				}
				if got := g.Difficulty(c); got != want {
					t.Errorf("%s's Hostile Takeover has difficulty %d, want %d", s.SeatName(sponsor), got, want)
				}
			}
		})
	}
}

func TestIdentityDonorAtATableOfFour(t *testing.T) {
	// Random games seldom meet meat damage in the Corp's turn with
	// Identity Donor in hand: Sponsor 2 plays Scorched Earth on Agent 1,
	// tagged by Sponsor 2's team, who plays Identity Donor instead of
	// suffering it; Sponsor 2, who did the damage, takes the 2 Bad
	// Publicity points.
	g := newGame(t, 1)
	s := arrange(g, s2, 10)
	tagOwnedBy(s, a1, s2)
	give(t, g, s2, "Scorched Earth")
	donor := give(t, g, a1, "Identity Donor", "Score!")[0]
	ready(t, g)
	choose(t, g, s2, "play Scorched Earth")
	prevent := func() string {
		if _, ok := engine.DecisionFor(g, a1); !ok {
			return ""
		}
		for _, o := range options(g, a1) {
			if strings.Contains(o, "Identity Donor") {
				return o
			}
		}
		return ""
	}
	passUntil(t, g, func() bool { return prevent() != "" || s.Over })
	if s.Over {
		t.Fatalf("the game ended before Agent 1 was offered Identity Donor: %s", s.Reason)
	}
	choose(t, g, a1, prevent())
	passUntil(t, g, func() bool { return s.Players[s2].Actions < 3 || s.Over })
	if s.Over {
		t.Fatalf("the game ended: %s", s.Reason)
	}
	if s.Cards[donor].Zone != onr.ZoneDiscard || len(s.Players[a1].Hand) != 1 || s.Players[s2].BadPub != 2 {
		t.Fatalf("Identity Donor in %s, Agent 1 holds %d cards, Sponsor 2 has %d Bad Publicity; want it trashed, 1 card kept, 2 points",
			s.Cards[donor].Zone, len(s.Players[a1].Hand), s.Players[s2].BadPub)
	}
}
