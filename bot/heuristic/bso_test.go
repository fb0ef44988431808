package heuristic_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/scenario"
)

// bsoPosition plays a Big Sell-Out scenario (setup and steps, docs/scenarios.md)
// and returns the game at its end.
func bsoPosition(t *testing.T, yaml string) engine.Game {
	t.Helper()
	sc, err := scenario.Parse("position.yaml", []byte("name: position\ngame: bso\n"+yaml))
	if err != nil {
		t.Fatal(err)
	}
	g, res := sc.Position()
	if g == nil || !res.Passed {
		t.Fatalf("the position cannot be reached: %v", res.Failures)
	}
	return g
}

// seatNamed returns the seat called name ("Sponsor 1") at g's table.
func seatNamed(t *testing.T, g engine.Game, name string) engine.Seat {
	t.Helper()
	for _, p := range g.View(engine.NoSeat).(*bso.View).Players {
		if strings.EqualFold(p.Name, name) {
			return p.Seat
		}
	}
	t.Fatalf("no seat %q", name)
	return engine.NoSeat
}

// heuristicAnswer returns seat's pending decision of g and the heuristic
// player's answer to it, handed only the seat's observation.
func heuristicAnswer(t *testing.T, g engine.Game, seat engine.Seat) (engine.Decision, engine.Choice) {
	t.Helper()
	for _, d := range engine.PendingOf(g) {
		if d.Seat != seat {
			continue
		}
		p, err := bot.New("heuristic", bot.Config{Game: "bso", Seat: seat})
		if err != nil {
			t.Fatal(err)
		}
		return d, p.Choose(bot.NewObservation(g, d, nil))
	}
	t.Fatalf("seat %d has no decision; pending: %+v", seat, engine.PendingOf(g))
	return engine.Decision{}, engine.Choice{}
}

// TestBigSellOutChoices checks, in small positions of the Big Sell-Out,
// that each choice the variant adds is scored or answered as its doc
// comment says, and that forts are read by owner and kind.
func TestBigSellOutChoices(t *testing.T) {
	for _, tt := range []struct {
		name   string
		seat   string // who decides
		setup  string // the scenario's setup and steps
		choose string // the option chosen, as the game describes it (a prefix)
		avoid  string // or an option not chosen
		number int    // or the number answered (for a Number decision)
	}{
		{
			name: "an Agent runs the bare R&D of another team's Sponsor", seat: "agent 1", choose: "run on Sponsor 2's R&D",
			setup: `
setup:
  turn: agent 1
  agent 1: {bits: 0, hand: [Dwarf, Dwarf, Dwarf, Dwarf, Dwarf]}
steps:
  - expect: {turn: agent 1}`,
		},
		{
			name: "a Sponsor ices its own R&D first", seat: "sponsor 1", choose: "install Data Wall on Sponsor 1's R&D",
			setup: `
setup:
  sponsor 1: {bits: 5, hand: [Data Wall, Data Wall]}
steps:
  - expect: {turn: sponsor 1}`,
		},
		{
			name: "a rich Sponsor trades bits to its broke Agent", seat: "sponsor 1", choose: "trade-bits to Agent 1",
			setup: `
setup:
  sponsor 1: {bits: 15, hand: [Tycho Extension, Tycho Extension, Tycho Extension, Tycho Extension, Tycho Extension]}
  agent 1: {bits: 0}
steps:
  - expect: {turn: sponsor 1}`,
		},
		{
			name: "a Sponsor keeps its bits when its Agent has enough", seat: "sponsor 1", avoid: "trade-bits",
			setup: `
setup:
  sponsor 1: {bits: 15, hand: [Tycho Extension, Tycho Extension, Tycho Extension, Tycho Extension, Tycho Extension]}
  agent 1: {bits: 8}
steps:
  - expect: {turn: sponsor 1}`,
		},
		{
			name: "a Sponsor trades enough to bring its Agent up to 6 bits", seat: "sponsor 1", number: 6,
			setup: `
setup:
  sponsor 1: {bits: 15}
  agent 1: {bits: 0}
steps:
  - sponsor 1: trade-bits to Agent 1 (1:1)`,
		},
		{
			name: "an Agent launders for his broke Sponsor at 2:1, keeping 5 bits", seat: "agent 1", number: 4,
			setup: `
setup:
  turn: agent 1
  agent 1: {bits: 14}
  sponsor 1: {bits: 0}
steps:
  - agent 1: trade-bits to Sponsor 1 (2:1)`,
		},
		{
			name: "a resident Agent with bits fast-boots the ice of his fort", seat: "agent 1", choose: "fast-boot",
			setup: `
setup:
  turn: agent 2
  sponsor 1: {bits: 0, forts: [{name: Agent, ice: [Shock.r]}]}
  agent 1: {bits: 9, rig: [Dwarf]}
  agent 2: {rig: [Krash]}
steps:
  - agent 2: run on Sponsor 1's Agent
  - sponsor 1: pass`,
		},
		{
			name: "a resident Agent without bits to spare does not fast-boot blind", seat: "agent 1", choose: "pass",
			setup: `
setup:
  turn: agent 2
  sponsor 1: {bits: 0, forts: [{name: Agent, ice: [Shock.r]}]}
  agent 1: {bits: 2, rig: [Dwarf]}
  agent 2: {rig: [Krash]}
steps:
  - agent 2: run on Sponsor 1's Agent
  - sponsor 1: pass`,
		},
		{
			name: "an attacker who cannot pay for a program tags the Agent rather than nothing", seat: "agent 2", choose: "tag-agent",
			setup: `
setup:
  turn: agent 2
  agent 1: {rig: [Codecracker]}
  agent 2: {bits: 0}
steps:
  - agent 2: [run on Sponsor 1's Agent, continue]
  - pass_all: true`,
		},
		{
			name: "an attacker steals an icebreaker he lacks", seat: "agent 2", choose: "steal-program Codecracker",
			setup: `
setup:
  turn: agent 2
  agent 1: {rig: [Codecracker]}
  agent 2: {bits: 5}
steps:
  - agent 2: [run on Sponsor 1's Agent, continue]
  - pass_all: true`,
		},
		{
			name: "a tag's owner offers it to the Sponsor whose turn it is", seat: "agent 2", choose: "offer-tag of Agent 1 to Sponsor 3",
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 3: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain`,
		},
		{
			name: "an owner asks two bits above the least price", seat: "agent 2", number: 4,
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 3: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 3`,
		},
		{
			name: "a Sponsor buys a cheap tag on its own Agent", seat: "sponsor 1", choose: "buy-tag of Agent 1 for 3",
			setup: `
setup:
  turn: sponsor 1
  sponsor 1: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 1: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 1
  - number: {seat: agent 2, value: 3}`,
		},
		{
			name: "a Sponsor refuses a dear tag on its own Agent", seat: "sponsor 1", choose: "refuse",
			setup: `
setup:
  turn: sponsor 1
  sponsor 1: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 1: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 1
  - number: {seat: agent 2, value: 6}`,
		},
		{
			name: "a Sponsor that cannot punish a tag refuses one on an opposing Agent", seat: "sponsor 3", choose: "refuse",
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 3: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 3
  - number: {seat: agent 2, value: 2}`,
		},
		{
			name: "a Sponsor holding Scorched Earth buys a cheap tag on an opposing Agent", seat: "sponsor 3", choose: "buy-tag of Agent 1 for 2",
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 3: {bits: 12, hand: [Scorched Earth]}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 3
  - number: {seat: agent 2, value: 2}`,
		},
		{
			name: "a Sponsor bids in the auction of a tag on its own Agent", seat: "sponsor 1", choose: "bid for the tag of Agent 1",
			setup: `
setup:
  players: 6
  turn: sponsor 3
  sponsor 1: {bits: 5}
  sponsor 3: {bits: 8}
  agent 1: {tags: {agent 2: 1}}
steps:
  - sponsor 3: gain
  - agent 2: offer-tag of Agent 1 to Sponsor 3
  - number: {seat: agent 2, value: 5}
  - sponsor 3: refuse the tag of Agent 1
  - pass_all: true
  - sponsor 3: [gain, gain]`,
		},
		{
			name: "an Agent scores a liberated agenda for his team", seat: "agent 2", choose: "score-agenda Tycho Extension",
			setup: `
setup:
  turn: agent 2
  sponsor 1: {forts: [{name: remote 1, cards: [Tycho Extension]}]}
steps:
  - agent 2: [run on Sponsor 1's remote 1, continue]
  - pass_all: true`,
		},
		{
			name: "a Sponsor given a liberated agenda sets it aside for the points", seat: "sponsor 2", choose: "set-aside Tycho Extension",
			setup: `
setup:
  turn: agent 2
  sponsor 1: {forts: [{name: remote 1, cards: [Tycho Extension]}]}
steps:
  - agent 2: [run on Sponsor 1's remote 1, continue]
  - pass_all: true
  - agent 2: give-agenda Tycho Extension to Sponsor 2`,
		},
		{
			name: "a Sponsor rehires its flatlined Agent rather than lose", seat: "sponsor 1", choose: "rehire",
			setup: `
setup:
  options: {rehire: true}
  turn: sponsor 2
  sponsor 2: {bits: 5, hand: [Scorched Earth]}
  agent 1: {hand: [Dwarf], tags: {sponsor 2: 1}}
steps:
  - sponsor 2: play Scorched Earth
  - pass_all: true
  - agent 1: take`,
		},
		{
			name: "Corporate Ally targets the Sponsor whose team is nearest to winning", seat: "agent 1", choose: "target Sponsor 3",
			setup: `
setup:
  players: 6
  turn: agent 1
  sponsor 1: {scored: [Hostile Takeover]}
  sponsor 2: {forts: [{name: remote 1, cards: [{card: Hostile Takeover, advancement: 1}]}]}
  sponsor 3:
    scored: [Hostile Takeover]
    forts: [{name: remote 1, cards: [{card: Hostile Takeover, advancement: 1}]}]
  agent 1: {hand: [Corporate Ally]}
steps:
  - agent 1: install Corporate Ally`,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := bsoPosition(t, tt.setup)
			d, c := heuristicAnswer(t, g, seatNamed(t, g, tt.seat))
			if d.Kind == engine.Number {
				if tt.number == 0 || c.Number != tt.number {
					t.Errorf("%q: answered %d, want %d", d.Prompt, c.Number, tt.number)
				}
				return
			}
			got := g.Describe(d, c.Option)
			var opts []string
			for i := range d.Options {
				opts = append(opts, g.Describe(d, i))
			}
			switch {
			case tt.choose != "" && !strings.HasPrefix(got, tt.choose):
				t.Errorf("chose %q among %q, want %q", got, opts, tt.choose)
			case tt.avoid != "" && strings.HasPrefix(got, tt.avoid):
				t.Errorf("chose %q among %q", got, opts)
			case tt.choose == "" && tt.avoid == "":
				t.Errorf("a Select decision %q (%q) where a number was expected", d.Prompt, opts)
			}
		})
	}
}
