package bso

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// The Agent fort ("Teams and Seating"). Each Sponsor's Agent resides in a
// central fort of the Sponsor's, "Agent" (CentralAgent): not a subsidiary
// fort, so no agenda may be installed in it (ONR-8.3.1). The Sponsor
// protects it with ice like any fort, paying for it (ONR-8.2.2); the Agent
// sees that ice no better than anyone else (teammates share nothing
// hidden). The Sponsor may install nodes in it, as an action, and
// upgrades:
//
//   - A node there uses its Agent's memory: its MU cost is its rez cost,
//     rezzed or not. It may be installed only if the Agent's MU can hold
//     it beside the other nodes there; programs then make room ("The Sponsor
//     may trash programs by installing a node"). Decision: the fort may hold
//     several nodes ("any nodes in the fort"), as many as the memory holds;
//     the MU they use is public, as memory is (R082), and with it the
//     rez cost of an unrezzed node there (not its identity): worlds dealt
//     from an information state keep it (info.go).
//   - Whenever the Agent's programs and nodes do not fit his memory
//     otherwise — his MU drops, or he installs a program — the nodes in
//     the fort are trashed first, one at a time as he chooses, then
//     programs ("first trash any nodes in the Agent fort, then programs as
//     needed").
//   - Upgrades there use no memory (the seed speaks of nodes); option
//     agent-fort-mu=nodes-and-upgrades counts them too.
//   - Option no-sysop-in-agent-fort ("Optional Rules" in "Teams and
//     Seating"): no Sysop upgrade may be installed there.

// agentFortMU returns the MU card c in an Agent fort uses: its rez cost,
// for a node (and for an upgrade under agent-fort-mu=nodes-and-upgrades).
func agentFortMU(s *onr.State, c int32) int32 {
	if s.IsType(c, carddb.Node) || (s.IsType(c, carddb.Upgrade) && opts(s).AgentFortMU == "nodes-and-upgrades") {
		return s.RezCost(c)
	}
	return 0
}

// fortMU returns the MU the cards in Agent fort fi use.
func fortMU(s *onr.State, fi int32) int32 {
	var n int32
	for _, c := range s.Forts[fi].Cards {
		n += agentFortMU(s, c)
	}
	return n
}

// memoryUsed is the Variant's MemoryUsed: the MU an Agent's fort uses.
func memoryUsed(s *onr.State, seat engine.Seat) int32 {
	sponsor := sponsorOf(s, seat)
	if sponsor < 0 {
		return 0
	}
	return fortMU(s, agentFort(s, sponsor))
}

// installable is the Variant's Installable: nodes may go in the Sponsor's
// Agent fort if its Agent's memory can hold them; no Sysop upgrade there
// under the optional rule.
func installable(s *onr.State, seat engine.Seat, c, fort int32, ok bool) bool {
	if fort < 0 || s.Forts[fort].Central != CentralAgent {
		return ok
	}
	switch {
	case s.IsType(c, carddb.Node):
		agent := agentOf(s, seat)
		return fortMU(s, fort)+agentFortMU(s, c) <= s.MU(agent)
	case s.IsType(c, carddb.Upgrade) && opts(s).NoSysopInAgentFort && s.Def(c).Card().HasKeyword("Sysop"):
		return false
	}
	return ok
}

// installed is the Variant's Installed: a node installed in an Agent fort
// takes memory, and the Agent trashes programs to make room; an Agent's
// Corporate Ally names its Sponsor (ally.go).
func installed(s *onr.State, c int32) {
	allyInstalled(s, c)
	fi := s.Cards[c].Fort
	if s.Cards[c].Zone != onr.ZoneFort || s.Forts[fi].Central != CentralAgent || agentFortMU(s, c) == 0 {
		return
	}
	agent := agentOf(s, s.Forts[fi].Owner)
	if s.MUUsed(agent) > s.MU(agent) {
		s.Push(onr.Frame{Kind: onr.FrameFitMU, Seat: agent, N: 1})
	}
}

// fitMemory is the Variant's FitMemory: the nodes of the Agent's fort go
// first, unless a node's install overflowed the memory (FrameFitMU N set),
// which programs make room for.
func fitMemory(s *onr.State, f *onr.Frame) (onr.Status, bool) {
	if f.N != 0 {
		return onr.Next, false
	}
	sponsor := sponsorOf(s, f.Seat)
	if sponsor < 0 {
		return onr.Next, false
	}
	fi := agentFort(s, sponsor)
	var nodes []int32
	for _, c := range s.Forts[fi].Cards {
		if agentFortMU(s, c) > 0 {
			nodes = append(nodes, c)
		}
	}
	if len(nodes) == 0 {
		return onr.Next, false
	}
	if f.Answered {
		o, _ := f.Take()
		c := s.CardByHandle(o.Card)
		s.Say(msgTrashesFromAgentFort, int32(f.Seat), s.NameArg(c, engine.NoSeat))
		s.Trash(c)
		return onr.Next, true
	}
	opts := make([]engine.Option, len(nodes))
	for i, c := range nodes {
		opts[i] = engine.Option{Verb: VerbTrashNode, Card: s.Handle(c)}
	}
	return s.Ask(f.Seat, fmt.Sprintf("Your programs and the nodes of your Agent fort use %d MU of %d: trash a node first", s.MUUsed(f.Seat), s.MU(f.Seat)),
		"BSO Teams and Seating", opts), true
}

// VerbTrashNode trashes a node of the Agent's fort to free memory.
var VerbTrashNode = engine.NewVerb("trash-node")
