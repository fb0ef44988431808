package bso

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// Victory and loss ("Victory!"). "The teams share agenda points and pool
// them together. Thus an Agent may spend agenda points that have been
// scored by his or her Sponsor, and vice versa" (onr tables: pooled points,
// payable by either teammate). A team wins with option agenda-points
// (default 7, ONR-17.1). "If the Sponsor of an Agent cannot draw a card,
// the team loses with no recourse" (ONR-17.2). Decided: a flatlined Agent's
// team loses too (ONR-17.3: the Runner's side loses), unless the optional
// rehire saves it; a Sponsor with 7 Bad Publicity loses with its team
// (ONR-16.3.1). With two teams left the other wins; with more, the losing
// team is eliminated and the others play on (onr table.go).
//
// The optional rehire (option rehire=true): "a Sponsor whose Agent is
// flatlined may elect to hire another Runner as its Agent. In this case,
// the player may forgo three actions (as though removing virus counters)
// and the next 3 agenda points scored by that team, so that the Runner
// player can reshuffle and start from scratch." The Sponsor forgoes its
// next three actions (ONR-15.3); the team's next 3 agenda points, scored or
// stolen, are lost; the Agent takes every card of his back into his stack
// (cards of others he controls go to their owners' trash), shuffles it,
// and starts as at the start of the game: 5 bits, 5 cards, no tag, no brain
// damage. His scored agendas stay: they are the team's points. If he was
// flatlined in his own turn, that turn ends (and his run with it).

// Frame and modifiers of the rehire.
const (
	frameRehire = onr.FirstVariantFrame + 6 // Frame.Seat the Sponsor, M the flatlined Agent

	// modPointDebt: agenda points team Arg must still forgo (N).
	modPointDebt kernel.ModKind = 1003
)

// Verbs of the rehire.
var (
	VerbRehire  = engine.NewVerb("rehire")  // hire another Runner as the team's Agent
	VerbConcede = engine.NewVerb("concede") // let the team lose
)

func init() { onr.RegisterFrame(frameRehire, "rehire", stepRehire) }

// defeat is the Variant's Defeat: a flatlined Agent's Sponsor may rehire.
func defeat(s *onr.State, seat engine.Seat, reason string) bool {
	if !opts(s).Rehire || reason != "flatline" || s.Players[seat].Role != onr.Runner {
		return false
	}
	sponsor := sponsorOf(s, seat)
	if sponsor < 0 || s.Players[sponsor].Out ||
		slices.ContainsFunc(s.Frames(), func(f onr.Frame) bool { return f.Kind == frameRehire && f.M == int32(seat) }) {
		return false
	}
	s.Say(msgFlatlined, int32(seat))
	s.Push(onr.Frame{Kind: frameRehire, Seat: sponsor, M: int32(seat)})
	return true
}

// stepRehire asks the Sponsor whether to hire another Runner.
func stepRehire(s *onr.State, f *onr.Frame) onr.Status {
	sponsor, agent := f.Seat, engine.Seat(f.M)
	if !f.Answered {
		return s.Ask(sponsor, fmt.Sprintf("%s is flatlined: hire another Runner (forgo three actions and your team's next 3 agenda points), or lose?", s.SeatName(agent)),
			"BSO Victory!", []engine.Option{{Verb: VerbConcede}, {Verb: VerbRehire}})
	}
	o, _ := f.Take()
	s.Pop()
	if o.Verb != VerbRehire {
		s.Defeat(agent, "flatline")
		return onr.Next
	}
	rehire(s, sponsor, agent)
	return onr.Next
}

// rehire starts Agent agent from scratch for Sponsor sponsor.
func rehire(s *onr.State, sponsor, agent engine.Seat) {
	s.Players[sponsor].Forgo += 3
	s.AddLasting(kernel.Lasting{Seat: sponsor, Mod: modPointDebt, N: 3, Arg: int32(s.Players[agent].Team)})
	if s.Run.Active && s.Run.Runner == agent {
		s.EndRun()
	}
	p := s.P(agent)
	// Cards of others he controls go to their owners' trash; his own go
	// back into his stack.
	for _, z := range []onr.Zone{onr.ZoneRig, onr.ZoneAside} {
		for _, c := range slices.Clone(*zoneOf(p, z)) {
			if s.Cards[c].Owner != agent {
				s.Trash(c)
			}
		}
	}
	for _, z := range []onr.Zone{onr.ZoneRig, onr.ZoneAside, onr.ZoneHand, onr.ZoneDiscard} {
		for _, c := range slices.Clone(*zoneOf(p, z)) {
			if s.Cards[c].Zone == z && s.Controller(c) == agent {
				s.Move(c, agent, onr.ZoneDeck, false)
			}
		}
	}
	s.ShuffleDeck(agent)
	for _, c := range p.Deck {
		s.Cards[c].FaceUp = false
	}
	if p.Tags > 0 {
		s.Say(msgTagsGoWithAgent, int32(agent))
	}
	for o := range p.TagsBy {
		for s.TagsOwned(agent, engine.Seat(o)) > 0 {
			s.RemoveTag(agent, engine.Seat(o))
		}
	}
	p.Bits, p.Brain = 5, 0
	if s.Active == agent {
		p.Actions, p.Forgo = 0, 0 // his turn ends
	}
	s.Say(msgRehires, int32(sponsor), int32(agent))
	s.Draw(agent, 5)
}

// zoneOf returns the slice of p for stored zone z.
func zoneOf(p *onr.Player, z onr.Zone) *[]int32 {
	switch z {
	case onr.ZoneHand:
		return &p.Hand
	case onr.ZoneDiscard:
		return &p.Discard
	case onr.ZoneRig:
		return &p.Rig
	case onr.ZoneAside:
		return &p.Aside
	}
	return &p.Deck
}

// points is the Variant's Points: a team that rehired forgoes its next 3
// agenda points.
func points(s *onr.State, seat engine.Seat, n int32) int32 {
	team := int32(s.Players[seat].Team)
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != modPointDebt || l.Arg != team || l.N <= 0 || n <= 0 {
			continue
		}
		u := min(n, l.N)
		l.N -= u
		n -= u
		s.Say(msgForgoesForNewAgent, int32(seat), u)
	}
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == modPointDebt && l.N <= 0 })
	return n
}

// pointDebt returns the agenda points team must still forgo.
func pointDebt(s *onr.State, team int) int32 {
	var n int32
	for _, l := range s.Lasting {
		if l.Mod == modPointDebt && l.Arg == int32(team) {
			n += l.N
		}
	}
	return n
}
