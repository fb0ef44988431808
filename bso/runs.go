package bso

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Runs on Agent forts ("Runs"). The Agent residing in the fort run takes
// part in the run's priority windows, after its Runner and its Corp (the
// fort's Sponsor), and may do one thing there: when unrezzed ice is
// approached and his Sponsor did not rez it, "declare an attempt to
// fast-boot the ice and check the card's rez cost. If the player can pay
// for it, he or she does so, and the attacking Runner encounters the ice."
// The declaration is blind — he may not look at the ice — so it is offered
// whenever the approached ice is unrezzed, which everyone sees. A
// fast-booted ice:
//
//   - is at half its strength for the encounter, rounded down as ONR
//     halves (Olivia Salazar, Dr. Dreff: "half …, rounded down"), or up
//     with option fast-boot-rounding=up; the halving comes last, after
//     every other modifier (ONR-11.4.3);
//   - derezzes as soon as the encounter is over, before anything can use
//     it as rezzed ice (a Superglue in the pass window finds it unrezzed);
//     if it is passed without an encounter, as soon as it is passed.
//
// The fast-boot is answered like the rez of the approached ice: the
// Runner and the Corp get no new chance to act in that window (R263). If
// the Agent cannot pay, the attempt fails: he alone learns the rez cost,
// and he does not declare another attempt on that ice in the run (the
// seed's one declaration; a second could only fail again, and re-offering
// it would keep the window open for ever).
//
// When a run on an Agent fort is successful the Runner accesses the
// nodes and upgrades there (as in a subsidiary fort), then "may do one of
// two things: tag the Agent inside the fort ... or steal a program":
// tagging costs nothing, and the tag is the attacking Runner's ("Handling
// Tags"); stealing takes an installed program of the resident Agent,
// not one hosted in a daemon, into the attacker's rig for its install cost,
// "as if the card were in his or her hand"; a daemon comes with the
// programs it hosts (optional rule steal-daemon-pays-hosted=true: paying
// their install costs too).

// Frame kinds of the Big Sell-Out (onr.RegisterFrame).
const (
	frameFastBoot  = onr.FirstVariantFrame + 0 // the resident Agent pays for a fast-boot (Frame.Src the ice)
	frameAgentFort = onr.FirstVariantFrame + 1 // tag the Agent or steal a program
)

// Verbs of the Big Sell-Out's options.
var (
	VerbFastBoot = engine.NewVerb("fast-boot")     // fast-boot the approached ice
	VerbTagAgent = engine.NewVerb("tag-agent")     // tag the Agent in the fort run
	VerbSteal    = engine.NewVerb("steal-program") // steal a program of the Agent in the fort run
)

// modFastBootTried marks ice (Lasting.Obj) whose fast-boot its resident
// Agent (Lasting.Seat) could not pay for, until the run ends.
const modFastBootTried kernel.ModKind = 1005

// fastBootDerez is the delayed trigger that derezzes fast-booted ice
// (Lasting.Obj) after its encounter, or once it is passed.
var fastBootDerez = onr.DefineProgram("bso-fast-boot-derez", derezFastBooted{})

type derezFastBooted struct{}

func (derezFastBooted) Run(s *onr.State, f *onr.Frame) onr.Status {
	c := f.Src
	// The other trigger of the pair goes too.
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Ref == fastBootDerez && l.Obj == c })
	if c != 0 && s.Cards[c].Rezzed && s.Cards[c].Zone == onr.ZoneIce {
		s.Derez(c)
		s.Say(msgFastBootDerezzes, s.CardArg(c))
	}
	return onr.Next
}

func init() {
	onr.RegisterFrame(frameFastBoot, "fast-boot", stepFastBoot)
	onr.RegisterFrame(frameAgentFort, "agent-fort", stepAgentFort)
}

// fastBooted reports whether ice c is fast-booted now.
func fastBooted(s *onr.State, c int32) bool {
	return slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Ref == fastBootDerez && l.Obj == c })
}

// fastBootTried reports whether the resident Agent failed to fast-boot ice
// c in this run.
func fastBootTried(s *onr.State, c int32) bool {
	return slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == modFastBootTried && l.Obj == c })
}

// runSeats is the Variant's RunSeats: the Agent residing in the fort run.
func runSeats(s *onr.State) []engine.Seat {
	if r := resident(s, s.Run.Fort); r >= 0 {
		return []engine.Seat{r}
	}
	return nil
}

// runStartSeats is the Variant's RunStartSeats: under siren=any-sponsor,
// every Sponsor of another team than the Runner's, besides the Corp run,
// may answer the start of a run ("Optional Rules": Siren).
func runStartSeats(s *onr.State) []engine.Seat {
	if opts(s).Siren != "any-sponsor" {
		return nil
	}
	var out []engine.Seat
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role == onr.Corp && !p.Out && p.Seat != s.Run.Corp && p.Team != s.Players[s.Run.Runner].Team {
			out = append(out, p.Seat)
		}
	}
	return out
}

// iceStrength is the Variant's IceStrength: fast-booted ice at half
// strength, last of all ("Runs"); the gain of "Running Other Forts".
func iceStrength(s *onr.State, c int32, st int32) int32 {
	if fastBooted(s, c) {
		if opts(s).FastBootRoundUp && st > 0 {
			return (st + 1) / 2
		}
		return st / 2
	}
	return st + otherFortsGain(s, c)
}

// windowOptions is the Variant's WindowOptions.
func windowOptions(s *onr.State, seat engine.Seat, kind int32, opts []engine.Option) []engine.Option {
	if s.Run.Active && kind == onr.WinApproach && seat == resident(s, s.Run.Fort) {
		if ice := s.CurrentIce(); ice != 0 && !s.Cards[ice].Rezzed && !fastBootTried(s, ice) {
			opts = append(opts, engine.Option{Verb: VerbFastBoot, Card: s.Handle(ice)})
		}
	}
	return tagOfferOptions(s, seat, opts)
}

// windowAct is the Variant's WindowAct.
func windowAct(s *onr.State, seat engine.Seat, kind int32, o engine.Option) (handled, reopen bool) {
	switch o.Verb {
	case VerbFastBoot:
		s.Push(onr.Frame{Kind: frameFastBoot, Seat: seat, Src: s.CardByHandle(o.Card)})
		return true, false
	case VerbOfferTag:
		offerTag(s, seat, o)
		return true, true
	}
	return false, false
}

// stepFastBoot is the resident Agent's fast-boot of ice Frame.Src: he pays
// its rez cost if he can (payment abilities too, ONR-18.3.7), and it is
// rezzed for the encounter; else the attempt fails.
func stepFastBoot(s *onr.State, f *onr.Frame) onr.Status {
	ice, agent := f.Src, f.Seat
	cost := s.RezCost(ice)
	if s.Cards[ice].Rezzed || s.Cards[ice].Zone != onr.ZoneIce {
		s.Pop()
		return onr.Next
	}
	if cost > s.Payable(agent) {
		s.Pop()
		s.AddLasting(kernel.Lasting{Seat: agent, Mod: modFastBootTried, Obj: ice, Until: onr.EvRunEnds})
		s.SayTo(onr.SeatBit(agent), msgCannotFastBoot, int32(agent), cost)
		s.MarkRevealed() // he alone learns the rez cost (engine.Effect)
		return onr.Next
	}
	if s.PayFirst(f, agent, cost) {
		return onr.Next
	}
	s.Pop()
	s.PayBits(agent, cost)
	for _, on := range []kernel.EventType{onr.EvEncounterEnd, onr.EvIcePassed} {
		s.AddLasting(kernel.Lasting{Src: ice, Seat: agent, On: on, Obj: ice, Ref: fastBootDerez, Until: onr.EvRunEnds})
	}
	s.Say(msgFastBoots, int32(agent), cost)
	s.Rez(ice, true)
	return onr.Next
}

// afterAccess is the Variant's AfterAccess: after a successful run on an
// Agent fort the Runner may tag the Agent or steal a program.
func afterAccess(s *onr.State) {
	if s.Run.Success && resident(s, s.Run.Fort) >= 0 {
		s.Push(onr.Frame{Kind: frameAgentFort, Seat: s.Run.Runner})
	}
}

// stealCost returns what stealing program c costs: its install cost, and
// under steal-daemon-pays-hosted those of the programs it hosts.
func stealCost(s *onr.State, c int32) int32 {
	n := s.InstallCost(c)
	if opts(s).StealDaemonPaysHosted {
		for _, h := range s.P(s.Controller(c)).Rig {
			if s.Cards[h].Host == c {
				n += s.InstallCost(h)
			}
		}
	}
	return n
}

// stepAgentFort asks the Runner of a successful run on an Agent fort
// whether to tag the Agent, steal one of his programs, or neither.
func stepAgentFort(s *onr.State, f *onr.Frame) onr.Status {
	runner := f.Seat
	agent := resident(s, s.Run.Fort)
	if f.Answered {
		o, _ := f.Take()
		switch o.Verb {
		case VerbTagAgent:
			s.Pop()
			s.Say(msgTagsAgent, int32(runner), int32(agent))
			s.GiveTags(agent, 1, 0, runner)
			return onr.Next
		case VerbSteal:
			c := s.CardByHandle(o.Card)
			if s.PayFirst(f, runner, stealCost(s, c)) {
				return onr.Next // answered again once paid
			}
			s.Pop()
			s.PayBits(runner, stealCost(s, c))
			s.Say(msgStealsProgram, int32(runner), s.CardArg(c), int32(agent))
			s.TakeProgram(c, runner)
			return onr.Next
		}
		s.Pop()
		return onr.Next
	}
	if agent < 0 || s.Players[agent].Out {
		s.Pop()
		return onr.Next
	}
	opts := []engine.Option{{Verb: onr.VerbDecline}, {Verb: VerbTagAgent}}
	money := s.Payable(runner)
	for _, c := range s.P(agent).Rig {
		if s.IsType(c, carddb.Program) && s.Cards[c].Host == 0 && stealCost(s, c) <= money {
			opts = append(opts, engine.Option{Verb: VerbSteal, Card: s.Handle(c), Arg: int(stealCost(s, c))})
		}
	}
	return s.Ask(runner, fmt.Sprintf("The run on %s is successful: tag the Agent, or steal a program?", s.FortName(s.Run.Fort)),
		"BSO Runs", opts)
}
