package nsg

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// instrOp is one instruction of a card's ability, run for its frame: the
// controller is f.Seat, the source card f.Src. A checkpoint follows it
// (the Machine's AfterOp, CR 10.3.5).
type instrOp struct{ in Instr }

// Run carries out the instruction.
func (o instrOp) Run(s *State, f *kernel.Frame) kernel.Status {
	in := o.in
	seat := f.Seat
	switch in.Kind {
	case InGainCredits:
		s.Credits[seat] += in.N
		s.event(seat, "gain", fmt.Sprintf("the %s gains %d credits", s.role(seat), in.N))
	case InDraw:
		s.draw(seat, in.N)
	case InMayDraw:
		if !f.Answered {
			return s.Ask(seat, fmt.Sprintf("Draw %d cards?", in.N), "CR 9.6.9", []engine.Option{{Verb: verbYes}, {Verb: verbNo}})
		}
		if opt, _ := f.Take(); opt.Verb == verbYes {
			s.draw(seat, in.N)
		}
	case InLoseClickIfAny:
		if s.Clicks[seat] > 0 {
			n := min(in.N, s.Clicks[seat])
			s.Clicks[seat] -= n
			s.event(seat, "lose", fmt.Sprintf("the %s loses %d click", s.role(seat), n))
		}
	case InEndRun:
		s.endRun()
	case InNetDamage:
		n := in.N
		if in.Arg == 1 {
			if c := s.card(f.Src); c != nil {
				n += c.Adv
			}
		}
		s.damage(DamageNet, n)
	case InMeatDamage:
		s.damage(DamageMeat, in.N)
	case InCoreDamage:
		s.damage(DamageCore, in.N)
	case InRunnerLoses:
		n := min(in.N, s.Credits[s.Runner])
		s.Credits[s.Runner] -= n
		s.event(s.Runner, "lose", fmt.Sprintf("the Runner loses %d credits", n))
	case InEndRunIfPoor:
		if s.Credits[s.Runner] <= in.N {
			s.endRun()
		}
	case InTrace:
		if f.Step == 0 {
			f.Step = 1
			s.Push(kernel.Frame{Kind: frameTrace, Seat: s.Corp, N: in.N, Src: f.Src})
			return kernel.Again
		}
		f.Step = 0
		if s.TraceWon {
			s.giveTags(1)
		}
	case InTag:
		s.giveTags(in.N)
	case InLoad:
		if c := s.card(f.Src); c != nil {
			c.Hosted = in.N
			s.event(seat, "load", fmt.Sprintf("%d credits are loaded onto %s", in.N, c.Title))
		}
	case InPlace:
		if c := s.card(f.Src); c != nil {
			c.Hosted += in.N
			s.event(seat, "place", fmt.Sprintf("%d credits are placed on %s (%d)", in.N, c.Title, c.Hosted))
		}
	case InTake:
		c := s.card(f.Src)
		if c == nil {
			break
		}
		n := min(in.N, c.Hosted)
		c.Hosted -= n
		s.Credits[seat] += n
		s.event(seat, "take", fmt.Sprintf("the %s takes %d credits from %s", s.role(seat), n, c.Title))
		// "When it is empty, trash it" is carried out with the taking
		// (ARCHITECTURE.md, NSG decisions).
		if c.Hosted == 0 && in.Arg >= 1 {
			s.trash(c.ID, seat)
			if in.Arg == 2 {
				s.draw(seat, 1)
			}
		}
	case InMayJackOut:
		if !s.Run.On {
			break
		}
		if !f.Answered {
			return s.Ask(s.Runner, "Jack out?", "CR 6.1.5", []engine.Option{{Verb: verbJackOut}, {Verb: verbContinue}})
		}
		if opt, _ := f.Take(); opt.Verb == verbJackOut {
			s.event(s.Runner, "jack-out", "the Runner jacks out")
			s.Run.JackOut, s.Run.Ended = true, true
		}
	}
	return kernel.Next
}

// endRun ends the run (CR 6.1.4): the run frame goes to its end next.
func (s *State) endRun() {
	if !s.Run.On || s.Run.Ended {
		return
	}
	s.Run.Ended = true
	s.event(s.Corp, "end-run", "the run ends")
}

// giveTags gives the Runner n tags (CR 10.1).
func (s *State) giveTags(n int32) {
	s.Tags += n
	s.event(s.Runner, "tag", fmt.Sprintf("the Runner takes %d tag (%d)", n, s.Tags))
}

// damage deals n damage of kind k to the Runner (CR 10.2): net and meat
// trash that many random cards from the grip, core damage too and each
// point lowers the maximum hand size by 1; with more damage than cards in
// the grip the Runner is flatlined and the Corp wins (1.7.2a, 10.2.x).
func (s *State) damage(k DamageKind, n int32) {
	if n <= 0 {
		return
	}
	s.event(s.Corp, "damage", fmt.Sprintf("the Corp does %d %s damage", n, damageNames[k]))
	s.Occur(kernel.Occurrence{Type: evDamage, Seat: s.Corp, Obj: int32(k), N: n})
	if k == DamageCore {
		s.CoreDamage += n
	}
	flat := int(n) > len(s.Grip)
	for i := int32(0); i < n && len(s.Grip) > 0; i++ {
		id := s.Grip[s.RNG.IntN(len(s.Grip))]
		title := s.card(id).Title
		s.move(id, ZoneHeap, false)
		s.event(s.Runner, "trash", fmt.Sprintf("%s is trashed from the grip", title))
	}
	if flat {
		s.event(s.Runner, "flatline", "the Runner is flatlined")
		s.win(s.Corp, "flatline")
	}
}

// stepTrace runs a trace of base strength f.N (CR 9.7): the Corp spends
// credits to raise it, then the Runner to raise their link; it succeeds
// when the trace strength is greater than the link strength. TraceWon
// keeps the result for the instruction that started it.
func (s *State) stepTrace(f *kernel.Frame) kernel.Status {
	switch f.Step {
	case 0:
		if !f.Answered {
			return s.AskNumber(s.Corp, fmt.Sprintf("Trace %d: spend credits to raise the trace strength", f.N), "CR 9.7.3", 0, s.Credits[s.Corp])
		}
		_, n := f.Take()
		f.T, f.Step = n, 1
		s.Credits[s.Corp] -= n
		s.event(s.Corp, "trace", fmt.Sprintf("the Corp spends %d: trace strength %d", n, f.N+n))
	case 1:
		if !f.Answered {
			return s.AskNumber(s.Runner, fmt.Sprintf("Trace strength %d: spend credits to raise your link (%d)", f.N+f.T, s.Link), "CR 9.7.4", 0, s.Credits[s.Runner])
		}
		_, n := f.Take()
		s.Credits[s.Runner] -= n
		s.TraceWon = f.N+f.T > s.Link+n
		s.event(s.Runner, "trace", fmt.Sprintf("the Runner spends %d: link strength %d; the trace %s", n, s.Link+n, map[bool]string{true: "succeeds", false: "fails"}[s.TraceWon]))
		s.Pop()
		s.checkpoint()
	}
	return kernel.Next
}
