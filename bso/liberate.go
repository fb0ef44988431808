package bso

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Liberated agendas ("Handling Agendas"). An Agent who steals an agenda
// (ONR-11.12.2) chooses, as the access ends (ONR-11.12.1):
//
//   - to score it: "the team scores the usual number of points for that
//     card" (ONR-10.7: its printed points, no text);
//   - or to "give the liberated agenda to his or her Sponsor". He may first
//     liberate its advancement counters: "For each [bit] spent in addition
//     to the cost of making the run, the Agent liberates one advancement
//     counter" (decided: 1 bit each, the singular symbol). The Sponsor then
//     at once either installs it, with those counters, "in a subsidiary data
//     fort if it wishes to benefit from the agenda's ability" — trashing the
//     node or agenda in that fort (ONR-8.3.3) — or, if it has the identical
//     agenda installed, combines the counters onto that one, the liberated
//     card "discarded from play unseen" (removed from the game), or sets it
//     aside and scores the points "much as if the Agent had scored it".
//
// An installed liberated agenda is the Sponsor's to advance and score, with
// its bonus "as though it were its own" (ONR-10.5); it stays its first
// Corp's card (ONR-17.7). Every player saw it liberated, so every player
// knows it, where it is and where it is installed (onr.Card.KnownTo);
// spectators learn it only as it is scored.

// Frame of liberation.
const (
	frameLiberate = onr.FirstVariantFrame + 5 // Frame.Seat the Agent, Src the agenda, Step the stage, N the counters liberated
)

// Verbs of liberation.
var (
	VerbScoreIt   = engine.NewVerb("score-agenda")   // the Agent scores the liberated agenda
	VerbGiveIt    = engine.NewVerb("give-agenda")    // the Agent gives it to his Sponsor
	VerbInstallIt = engine.NewVerb("install-agenda") // the Sponsor installs it in fort Target (onr.NewFort: a new one)
	VerbCombine   = engine.NewVerb("combine")        // the Sponsor combines its counters onto installed agenda Card
	VerbSetAside  = engine.NewVerb("set-aside")      // the Sponsor sets it aside for the points
)

func init() { onr.RegisterFrame(frameLiberate, "liberate", stepLiberate) }

// steal is the Variant's Steal: every stolen agenda is liberated.
func steal(s *onr.State, c int32) bool {
	// Stolen, it is shown to everyone (ONR-10.7).
	s.Cards[c].Seen, s.Cards[c].Known, s.Cards[c].KnownTo = true, true, kernel.SeatsOf(len(s.Players))
	s.SayTo(allSeats(s), msgLiberates, int32(s.Run.Runner), s.CardArg(c))
	s.Push(onr.Frame{Kind: frameLiberate, Seat: s.Run.Runner, Src: c})
	return true
}

// Stages of a liberation (Frame.Step).
const (
	libChoose   = 0 // score or give
	libCounters = 1 // how many counters to liberate
	libSponsor  = 2 // the Sponsor installs, combines or sets aside
)

// stepLiberate is the liberation of agenda Frame.Src by Agent Frame.Seat.
func stepLiberate(s *onr.State, f *onr.Frame) onr.Status {
	agent, c := f.Seat, f.Src
	sponsor := sponsorOf(s, agent)
	title := s.Def(c).Title
	switch f.Step {
	case libChoose:
		if sponsor < 0 || s.Players[sponsor].Out {
			s.Pop()
			scoreLiberated(s, agent, c)
			return onr.Next
		}
		if !f.Answered {
			return s.Ask(agent, fmt.Sprintf("You liberate %s: score it for your team, or give it to %s?", title, s.SeatName(sponsor)),
				"BSO Handling Agendas", []engine.Option{{Verb: VerbScoreIt, Card: s.Handle(c)}, {Verb: VerbGiveIt, Card: s.Handle(c)}})
		}
		if o, _ := f.Take(); o.Verb == VerbScoreIt {
			s.Pop()
			scoreLiberated(s, agent, c)
			return onr.Next
		}
		s.SayTo(allSeats(s), msgGivesAgenda, int32(agent), s.CardArg(c), int32(sponsor))
		f.Step = libCounters
		fallthrough
	case libCounters:
		adv := s.Cards[c].Adv
		if hi := min(adv, s.Payable(agent)); hi > 0 && f.N == 0 {
			if !f.Answered {
				return s.AskNumber(agent, fmt.Sprintf("%s has %d advancement counters: liberate how many, at 1 bit each?", title, adv),
					"BSO Handling Agendas", 0, hi)
			}
			_, n := f.Take()
			f.N = n
		}
		if f.N > 0 && s.PayFirst(f, agent, f.N) {
			f.Answered = false
			return onr.Next
		}
		if f.N > 0 {
			s.PayBits(agent, f.N)
			s.Say(msgPaysToLiberate, int32(agent), f.N)
		}
		f.Step = libSponsor
		fallthrough
	case libSponsor:
		if !f.Answered {
			var opts []engine.Option
			for _, fi := range s.FortsOf(sponsor) {
				if s.Forts[fi].Central == onr.Subsidiary {
					opts = append(opts, engine.Option{Verb: VerbInstallIt, Card: s.Handle(c), Target: int(fi)})
				}
			}
			opts = append(opts, engine.Option{Verb: VerbInstallIt, Card: s.Handle(c), Target: onr.NewFort})
			for _, fi := range s.FortsOf(sponsor) {
				for _, x := range s.Forts[fi].Cards {
					if s.Cards[x].ID == s.Cards[c].ID && s.IsType(x, carddb.Agenda) && f.N > 0 {
						opts = append(opts, engine.Option{Verb: VerbCombine, Card: s.Handle(x), Arg: int(f.N)})
					}
				}
			}
			opts = append(opts, engine.Option{Verb: VerbSetAside, Card: s.Handle(c)})
			return s.Ask(sponsor, fmt.Sprintf("%s gives you %s with %d advancement counters: install it, or set it aside for the points", s.SeatName(agent), title, f.N),
				"BSO Handling Agendas", opts)
		}
		o, _ := f.Take()
		n := f.N
		s.Pop() // f is not read after this: what follows may push frames
		switch o.Verb {
		case VerbInstallIt:
			fi := s.InstallCorpCard(sponsor, c, int32(o.Target))
			s.Cards[c].Adv = n
			s.Cards[c].Seen = true
			s.Cards[c].KnownTo = kernel.SeatsOf(len(s.Players))
			s.Cards[c].Known = true
			s.SayTo(allSeats(s), msgInstallsLiberated, int32(sponsor), s.CardArg(c), s.FortArg(fi), n)
		case VerbCombine:
			x := s.CardByHandle(o.Card)
			s.Cards[x].Adv += n
			s.RemoveFromGame(c)
			s.SayTo(allSeats(s), msgCombinesLiberated, int32(sponsor), s.CardArg(c), n)
		default:
			s.SayTo(allSeats(s), msgSetsAgendaAside, int32(sponsor), s.CardArg(c))
			scoreLiberated(s, agent, c)
		}
	}
	return onr.Next
}

// scoreLiberated scores liberated agenda c for Agent seat's team: its
// printed points, in his scored area (ONR-10.7).
func scoreLiberated(s *onr.State, seat engine.Seat, c int32) {
	s.Move(c, seat, onr.ZoneScored, false)
	s.Cards[c].Seen = true
	pts := s.GainPoints(seat, s.AgendaPoints(c))
	s.P(seat).Hist.Stolen++
	s.Say(msgScoresLiberated, int32(seat), s.CardArg(c), pts)
}

// allSeats is the Event.Private mask of every seat: the events about a
// liberated agenda name it to every player, and spectators read "an
// agenda" instead.
func allSeats(s *onr.State) uint64 { return 1<<uint(len(s.Players)) - 1 }
