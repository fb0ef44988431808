// Package bso is the Big Sell-Out: ONR for 4, 6 or 8 players in teams of a
// Sponsor (a Corp) and its Agent (a Runner), after Damian O'Dea's variant
// (the seed text shared/seeds/003_ee62a4bc5f4ba65a.txt; cited by its
// sections: "Teams and Seating", "Sequence of Play", "Trading Bits",
// "Runs", "Running Other Forts", "Handling Tags", "Handling Agendas",
// "Victory!", "Optional Rules").
//
// It plays ONR's rules and cards (package onr) at a larger table: onr.Table
// lays out the seats, teams, turn order and each Sponsor's Agent fort, and
// the variant's rules enter ONR's procedures through an onr.Variant
// (variant.go). Every implemented ONR card plays here unchanged: card text
// that says "the Runner" or "the Corp" resolves against the run, or through
// a target chosen as the card is played (onr/targets.go).
//
// Importing the package registers the ruleset with the engine as "bso".
package bso

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
)

// Version names the version of the Big Sell-Out's procedures: with ONR's
// RulesVersion it makes a game's rules version (engine.Rules.Version).
// 2: an Agent who cannot pay for a fast-boot is not offered another
// attempt on that ice in the run (runs.go).
// 3: a rehired Agent's stack is shuffled as every deck is
// (onr.State.ShuffleDeck: new handles, the cards a seat had looked at in it
// forgotten), not in place (victory.go).
const Version = "3"

// Rules is the Big Sell-Out ruleset, registered with the engine as "bso".
var Rules engine.Ruleset = rules{}

type rules struct{}

func init() { engine.Register(Rules) }

// Name implements engine.Ruleset.
func (rules) Name() string { return "bso" }

// New implements engine.Ruleset.
func (rules) New(setup engine.Setup) (engine.Game, error) { return New(setup) }

// Load implements engine.Ruleset.
func (rules) Load(b []byte) (engine.Game, error) { return Load(b) }

// Layout implements engine.SeatLayout: the seats of a game of this setup.
func (rules) Layout(setup engine.Setup) ([]engine.SeatInfo, error) {
	o, err := setupOptions(setup)
	if err != nil {
		return nil, err
	}
	return o.layout(), nil
}

// ShippedDecks implements engine.ShippedDecks: ONR's shipped decks, the
// Corp decks for the Sponsors and the Runner decks for the Agents.
func (rules) ShippedDecks() []engine.Deck { return onr.Decks(roleName) }

// Playable implements engine.Playable: the lobby offers the Big Sell-Out.
func (rules) Playable() bool { return true }

// TableOptions implements engine.TableOptions: the number of players.
func (rules) TableOptions() []engine.TableOption {
	return []engine.TableOption{{Name: "players", Label: "players", Values: []string{"4", "6", "8"}, Default: "4"}}
}

// setupOptions reads the options of setup, the number of players also
// from its decks.
func setupOptions(setup engine.Setup) (Options, error) {
	o, err := ParseOptions(setup.Options)
	if err != nil {
		return o, err
	}
	if n := len(setup.Decks); n > 2 {
		if _, set := setup.Options["players"]; set && n != o.Players {
			return o, fmt.Errorf("bso: %d decks for %d players", n, o.Players)
		}
		if n != 4 && n != 6 && n != 8 {
			return o, fmt.Errorf("bso: %d decks: want one per seat, 4, 6 or 8 (or two: the Sponsors' and the Agents')", n)
		}
		o.Players = n
	}
	return o, nil
}

// New starts a game of the Big Sell-Out (ONR-4 at the table of the
// options): every seat's deck checked and shuffled, 5 bits and 5 cards
// each, the first Sponsor of the turn order to take the first turn.
// Setup.Decks holds one deck list per seat, or two: the Sponsors' and the
// Agents'; an empty one means ONR's default deck of the seat's role.
func New(setup engine.Setup) (*Game, error) {
	o, err := setupOptions(setup)
	if err != nil {
		return nil, err
	}
	t := o.table()
	s := setup
	if len(setup.Decks) == 2 || len(setup.DeckNames) == 2 {
		// The Sponsors' and the Agents' decks, for every seat of the role.
		s.Decks, s.DeckNames = make([]string, o.Players), make([]string, o.Players)
		for i, st := range t.Seats {
			j := 0
			if st.Role == onr.Runner {
				j = 1
			}
			if j < len(setup.Decks) {
				s.Decks[i] = setup.Decks[j]
			}
			if j < len(setup.DeckNames) {
				s.DeckNames[i] = setup.DeckNames[j]
			}
		}
	}
	s.Options = o.onrRaw
	t.VariantOptions = o.raw
	g, err := onr.NewTable(s, t)
	if err != nil {
		return nil, fmt.Errorf("bso: %w", err)
	}
	return &Game{Game: g}, nil
}

// Load restores a game saved with MarshalBinary.
func Load(b []byte) (*Game, error) {
	g, err := onr.Load(b)
	if err != nil {
		return nil, fmt.Errorf("bso: load: %w", err)
	}
	if v := g.State().Variant; v != variant.Name {
		return nil, fmt.Errorf("bso: load: a game of %q, not of the Big Sell-Out", v)
	}
	if _, err := optionsOf(g.State()); err != nil {
		return nil, fmt.Errorf("bso: load: %w", err)
	}
	return &Game{Game: g}, nil
}

// optionsOf returns the options of the game in s, parsed from its saved
// options once (onr.State.VariantData).
func optionsOf(s *onr.State) (*Options, error) {
	if o, ok := s.VariantData().(*Options); ok {
		return o, nil
	}
	o, err := ParseOptions(s.VariantOptions)
	if err != nil {
		return nil, err
	}
	o.Players = len(s.Players)
	s.SetVariantData(&o)
	return &o, nil
}

// opts returns the options of the game in s; a game's saved options were
// parsed when it began.
func opts(s *onr.State) *Options {
	o, err := optionsOf(s)
	if err != nil {
		panic(fmt.Sprintf("bso: the options of a game in progress: %v", err))
	}
	return o
}

// Game is a game of the Big Sell-Out in progress: an ONR game at a table
// of Sponsors and Agents. It implements engine.Game.
type Game struct {
	*onr.Game
}

// A Big Sell-Out game shows its options and its cards to the clients as
// the onr.Game it embeds does (engine/face.go: where a game plugs in).
var (
	_ engine.Game         = (*Game)(nil)
	_ engine.IntoCloner   = (*Game)(nil)
	_ engine.OptionHelper = (*Game)(nil)
	_ engine.CardFaces    = (*Game)(nil)
	_ engine.PrintedTexts = (*Game)(nil)
)

// Options returns the game's options.
func (g *Game) Options() Options { return *opts(g.State()) }

// Seats implements engine.Game: Sponsors and Agents, by team.
func (g *Game) Seats() []engine.SeatInfo {
	out := g.Game.Seats()
	for i := range out {
		out[i].Role = roleName(g.State().Players[i].Role)
	}
	return out
}

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	return &Game{Game: g.Game.Clone().(*onr.Game)}
}

// CloneInto implements engine.IntoCloner: onr's, into the ONR game dst
// embeds when dst is another *Game (else a fresh Clone); it shadows the
// embedded game's, which would return an *onr.Game.
func (g *Game) CloneInto(dst engine.Game) engine.Game {
	d, ok := dst.(*Game)
	if !ok || d == nil || d == g || d.Game == nil {
		return g.Clone()
	}
	d.Game = g.Game.CloneInto(d.Game).(*onr.Game)
	return d
}

// Render implements engine.Renderer: ONR's rendering, then the teams.
func (g *Game) Render(seat engine.Seat) string {
	var b strings.Builder
	b.WriteString(g.Game.Render(seat))
	for _, t := range teamViews(g.State()) {
		fmt.Fprintf(&b, "TEAM %d  %s  points %d/%d", t.Team+1, strings.Join(t.Names, " and "), t.Points, opts(g.State()).AgendaPoints)
		if t.Out {
			b.WriteString("  (out of the game)")
		}
		b.WriteByte('\n')
	}
	return b.String()
}
