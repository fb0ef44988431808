package bso

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// CentralAgent is the kind of each Sponsor's Agent fort: "a central data
// fort called 'Agent', akin to the Archives, R&D, and HQ", in which the
// Sponsor's Agent resides ("Teams and Seating").
const CentralAgent = onr.FirstVariantCentral

// variant is the Big Sell-Out's set of hooks into ONR's procedures.
var variant = &onr.Variant{
	Name:          "bso",
	Version:       Version,
	Installable:   installable,
	Installed:     installed,
	StaticApplies: staticApplies,
	MemoryUsed:    memoryUsed,
	FitMemory:     fitMemory,
	IceStrength:   iceStrength,
	RunSeats:      runSeats,
	RunStartSeats: runStartSeats,
	WindowOptions: windowOptions,
	WindowAct:     windowAct,
	AfterAccess:   afterAccess,
	Actions:       actions,
	Perform:       perform,
	Describe:      describe,
	TurnEnd:       turnEnd,
	Steal:         steal,
	Defeat:        defeat,
	Points:        points,
	Check:         check,
}

func init() { onr.RegisterVariant(variant) }

// agentFort returns the Agent fort of Sponsor seat.
func agentFort(s *onr.State, sponsor engine.Seat) int32 {
	for i := range s.Forts {
		if f := &s.Forts[i]; f.Owner == sponsor && f.Central == CentralAgent {
			return int32(i)
		}
	}
	return -1
}

// sponsorOf returns the Sponsor of Agent seat's team, and agentOf the Agent
// of Sponsor seat's team.
func sponsorOf(s *onr.State, agent engine.Seat) engine.Seat {
	return teammate(s, agent, onr.Corp)
}

func agentOf(s *onr.State, sponsor engine.Seat) engine.Seat {
	return teammate(s, sponsor, onr.Runner)
}

func teammate(s *onr.State, seat engine.Seat, r onr.Role) engine.Seat {
	team := s.Players[seat].Team
	for i := range s.Players {
		if p := &s.Players[i]; p.Team == team && p.Role == r {
			return p.Seat
		}
	}
	return engine.NoSeat
}

// resident returns the Agent residing in fort, or NoSeat if it is not an
// Agent fort.
func resident(s *onr.State, fort int32) engine.Seat {
	if f := &s.Forts[fort]; f.Central == CentralAgent {
		return agentOf(s, f.Owner)
	}
	return engine.NoSeat
}

// check verifies the Big Sell-Out's invariants: teams of one Sponsor and
// one Agent, each Sponsor with its Agent fort, and no agenda in an Agent
// fort ("Teams and Seating").
func check(s *onr.State) error {
	teams := map[int][2]int{}
	for i := range s.Players {
		p := &s.Players[i]
		n := teams[p.Team]
		n[p.Role]++
		teams[p.Team] = n
	}
	for team, n := range teams {
		if n[onr.Corp] != 1 || n[onr.Runner] != 1 {
			return fmt.Errorf("team %d has %d Sponsors and %d Agents", team, n[onr.Corp], n[onr.Runner])
		}
	}
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role != onr.Corp {
			continue
		}
		fi := agentFort(s, p.Seat)
		if fi < 0 {
			return fmt.Errorf("%s has no Agent fort", s.SeatName(p.Seat))
		}
		for _, c := range s.Forts[fi].Cards {
			if s.IsType(c, carddb.Agenda) {
				return fmt.Errorf("%s's Agent fort holds an agenda", s.SeatName(p.Seat))
			}
		}
	}
	return nil
}

// actions is the Variant's Actions: trading bits ("Trading Bits").
func actions(s *onr.State, seat engine.Seat, opts []engine.Option) []engine.Option {
	return tradeActions(s, seat, opts)
}

// perform is the Variant's Perform.
func perform(s *onr.State, seat engine.Seat, o engine.Option) bool {
	switch o.Verb {
	case VerbTrade:
		s.Push(onr.Frame{Kind: frameTrade, Seat: seat})
		return true
	}
	return false
}

// describe is the Variant's Describe: the Big Sell-Out's options as the
// deciding seat reads them.
func describe(s *onr.State, d engine.Decision, o engine.Option) (string, bool) {
	seat := d.Seat
	card := func() string {
		if c := s.CardByHandle(o.Card); c != 0 {
			return s.NameFor(c, seat)
		}
		return "?"
	}
	switch o.Verb {
	case VerbTrade:
		mate := teammateOf(s, seat)
		return fmt.Sprintf("trade-bits to %s (%s)", s.SeatName(mate), tradeRate(s, seat)), true
	case VerbFastBoot:
		return "fast-boot " + card(), true
	case VerbSteal:
		return "steal-program " + card(), true
	case VerbTarget:
		return fmt.Sprintf("target %s with %s", s.SeatName(engine.Seat(o.Target-1)), card()), true
	case VerbOfferTag:
		return fmt.Sprintf("offer-tag of %s to %s", s.SeatName(engine.Seat(o.Target-1)), s.SeatName(s.Active)), true
	case VerbBuy:
		return fmt.Sprintf("buy-tag of %s for %d", s.SeatName(engine.Seat(o.Target-1)), o.Arg), true
	case VerbRefuse:
		return fmt.Sprintf("refuse the tag of %s", s.SeatName(engine.Seat(o.Target-1))), true
	case VerbBid:
		return fmt.Sprintf("bid for the tag of %s", s.SeatName(engine.Seat(o.Target-1))), true
	case VerbScoreIt:
		return "score-agenda " + card(), true
	case VerbGiveIt:
		return fmt.Sprintf("give-agenda %s to %s", card(), s.SeatName(sponsorOf(s, seat))), true
	case VerbInstallIt:
		if o.Target == onr.NewFort {
			return "install-agenda " + card() + " in a new fort", true
		}
		return fmt.Sprintf("install-agenda %s in %s", card(), s.FortName(int32(o.Target))), true
	case VerbCombine:
		return fmt.Sprintf("combine %d counters onto %s in %s", o.Arg, card(), s.FortName(s.Cards[s.CardByHandle(o.Card)].Fort)), true
	case VerbSetAside:
		return "set-aside " + card() + " for the points", true
	case VerbTrashNode:
		return fmt.Sprintf("trash-node #%d (%s)", o.Card, card()), true
	}
	return "", false
}
