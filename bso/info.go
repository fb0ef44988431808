package bso

import (
	"encoding/json"
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Information states (engine.InfoStater) at a table of the Big Sell-Out,
// for search players and the re-deal check of package fuzz. What a seat
// knows is what ONR's information state (onr.Game.Info) gives it: the
// public state and the seat's own secrets, every card whose identity is
// hidden from it masked by the rule its view follows (onr.State's
// visibility, which at this table shares nothing hidden between teammates,
// "Teams and Seating", and hides the ice of an Agent fort from its Agent).
// The worlds it deals are Big Sell-Out games (Game), with every other seat's
// hidden cards dealt from the deck the seat believes it plays, by ONR's
// sampling (onr.Info.Deal).
//
// The MU each card of an Agent fort uses is public (agentfort.go: the MU
// of a node there is its rez cost, rezzed or not, "Teams and Seating"; the
// decision is in ARCHITECTURE.md's Big Sell-Out section): the rez cost of
// an unrezzed node there is known to all, its identity is not. So a world
// dealt gives a hidden card of an Agent fort only a card that uses the same
// MU (restrictAgentForts, through onr.Info.Restrict).

var _ engine.InfoStater = (*Game)(nil)

// Info is a seat's information state at a Big Sell-Out table
// (engine.InfoState): ONR's, dealing Big Sell-Out games.
type Info struct {
	in    *onr.Info
	roles []onr.Role // the role of every seat, by seat
}

// InfoState implements engine.InfoStater: the information state of seat
// (onr.ErrNoInfoState while it cannot be given one).
func (g *Game) InfoState(seat engine.Seat) (engine.InfoState, error) {
	return g.Info(seat)
}

// Info returns the information state of seat with the concrete type.
func (g *Game) Info(seat engine.Seat) (*Info, error) {
	in, err := g.Game.Info(seat)
	if err != nil {
		return nil, fmt.Errorf("bso: %w", err)
	}
	players := g.State().Players
	roles := make([]onr.Role, len(players))
	for i := range players {
		roles[players[i].Seat] = players[i].Role
	}
	restrictAgentForts(g.State(), in)
	return &Info{in: in, roles: roles}, nil
}

// restrictAgentForts keeps, in every world in deals, the public memory each
// card in an Agent fort uses: a card hidden there is dealt only a node or
// upgrade that would use the same MU (agentFortMU, from its printed rez
// cost). What the card uses is public, not what it is: the constraint
// reads the MU alone.
func restrictAgentForts(s *onr.State, in *onr.Info) {
	nodesAndUpgrades := opts(s).AgentFortMU == "nodes-and-upgrades"
	for fi := range s.Forts {
		if s.Forts[fi].Central != CentralAgent {
			continue
		}
		for _, c := range s.Forts[fi].Cards {
			mu := agentFortMU(s, c)
			in.Restrict(c, func(d *onr.Def) bool {
				k := d.Card()
				var n int32
				switch {
				case k.Type == carddb.Node || (k.Type == carddb.Upgrade && nodesAndUpgrades):
					if k.RezCost != nil {
						n = int32(*k.RezCost)
					}
				case k.Type != carddb.Upgrade:
					return false
				}
				return n == mu
			})
		}
	}
}

// Seat implements engine.InfoState.
func (in *Info) Seat() engine.Seat { return in.in.Seat() }

// MarshalJSON encodes the information state as ONR's: two tables the seat
// cannot tell apart give the same bytes.
func (in *Info) MarshalJSON() ([]byte, error) { return json.Marshal(in.in) }

// Sample implements engine.InfoState: a Big Sell-Out game consistent with
// the information state. decks are the deck lists believed for the seats,
// one per seat or, as a game is set up (New), two: the Sponsors' and the
// Agents'; "" or a missing entry is ONR's default deck of the seat's role.
func (in *Info) Sample(rng *engine.RNG, decks []string) (engine.Game, error) {
	return in.Deal(rng, decks)
}

// Deal is Sample with the concrete type.
func (in *Info) Deal(rng *engine.RNG, decks []string) (*Game, error) {
	g, err := in.in.Deal(rng, in.seatDecks(decks))
	if err != nil {
		return nil, fmt.Errorf("bso: dealing an information state: %w", err)
	}
	return &Game{Game: g}, nil
}

// seatDecks returns the believed deck list of every seat: decks itself
// when it has one per seat, else the Sponsors' (decks[0]) for every
// Sponsor and the Agents' (decks[1]) for every Agent, as New reads them.
func (in *Info) seatDecks(decks []string) []string {
	if len(decks) != 2 || len(in.roles) == 2 {
		return decks
	}
	out := make([]string, len(in.roles))
	for seat, r := range in.roles {
		j := 0
		if r == onr.Runner {
			j = 1
		}
		out[seat] = decks[j]
	}
	return out
}
