package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// stepWindow runs a priority window. The Runner acts first, then the Corp
// (ONR-18.2.1, R025); whenever the Corp acts, the Runner gets another
// chance; the window closes when both pass in turn. A player whose only
// option is to pass is not asked. Frame.N is the window kind, Frame.Step the
// side with priority, Frame.M whether the Corp acted since the Runner last
// had priority.
func (s *State) stepWindow(f *Frame) Status {
	side := Side(f.Step)
	if s.runWindowOver(f) {
		s.pop() // the Runner jacked out (Smarteye)
		return Next
	}
	if f.Answered {
		o, _ := f.take()
		if o.Verb == VerbPass {
			return s.passWindow(f)
		}
		if s.payForOption(f, side, o) {
			return Next // payment abilities first (ONR-18.3.7)
		}
		// The Runner gets another chance when the Corp acts, except
		// that he cannot respond to the rez of the approached ice
		// (ONR-9.5, R263).
		if side == Corp && !(f.N == WinApproach && o.Verb == VerbRez && s.byHandle(int32(o.Card)) == s.currentIce()) {
			f.M = 1
		}
		s.windowAct(side, f.N, o)
		return Next
	}
	var opts []engine.Option
	if side == Runner {
		opts = s.abilityOptions(Runner, AnyWindow, nil)
	} else {
		opts = s.corpWindowOptions(f.N)
	}
	if len(opts) == 0 && (s.Options.FastPass || (side == Runner && !s.runnerHides()) || (side == Corp && !s.corpMightRez(f.N))) {
		return s.passWindow(f)
	}
	opts = append([]engine.Option{{Verb: VerbPass}}, opts...)
	prompt := "Use special effects, or pass"
	if side == Corp {
		prompt = "Rez, score or use special effects, or pass"
	}
	return s.ask(side, prompt, "ONR-9.4", opts)
}

func (s *State) passWindow(f *Frame) Status {
	if f.Step == int32(Runner) {
		f.Step = int32(Corp)
		return Next
	}
	if f.M != 0 {
		f.M, f.Step = 0, int32(Runner)
		return Next
	}
	s.pop()
	return Next
}

// corpMightRez reports whether, from public information alone, the Corp
// could have something to rez in this window: a face-down card in a fort, or
// unrezzed ice being approached. The Corp is then asked even when it can only
// pass, so that being asked tells the Runner nothing hidden (which card it
// is, or whether the Corp can afford it).
func (s *State) corpMightRez(kind int32) bool {
	if kind == WinApproach && s.Run.Active {
		if ice := s.currentIce(); ice != 0 && !s.Cards[ice].Rezzed {
			return true
		}
	}
	for _, fi := range s.liveForts() {
		for _, c := range s.Forts[fi].Cards {
			if !s.Cards[c].Rezzed {
				return true
			}
		}
	}
	return false
}

func (s *State) corpWindowOptions(kind int32) []engine.Option {
	var opts []engine.Option
	for _, fi := range s.liveForts() {
		for _, c := range s.Forts[fi].Cards {
			k := &s.Cards[c]
			if !k.Rezzed && !s.isType(c, carddb.Agenda) && s.rezCost(c) <= s.Corp.Bits {
				opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(c)})
			}
			if s.Active == Corp && (kind == WinTurnStart || kind == WinAfterAction) &&
				s.isType(c, carddb.Agenda) && k.Adv >= s.difficulty(c) {
				opts = append(opts, engine.Option{Verb: VerbScore, Card: s.h(c)})
			}
		}
	}
	if kind == WinApproach && s.Run.Active {
		if ice := s.currentIce(); ice != 0 && !s.Cards[ice].Rezzed && s.rezCost(ice) <= s.Corp.Bits {
			opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(ice)})
		}
	}
	if len(s.Corp.Virus) > 0 || s.iceVirus() {
		opts = append(opts, engine.Option{Verb: VerbPurge})
	}
	return s.abilityOptions(Corp, AnyWindow, opts)
}

// windowAct carries out a non-pass window option.
func (s *State) windowAct(side Side, kind int32, o engine.Option) {
	c := s.byHandle(int32(o.Card))
	switch o.Verb {
	case VerbRez:
		s.rez(c, false)
	case VerbScore:
		s.score(c)
	case VerbPurge:
		// All virus counters go at once; the Corp forgoes its next three
		// actions (ONR-15.3, R049, R294).
		s.Corp.Virus = nil
		s.purgeIce()
		s.Corp.Forgo += 3
		s.event("purge", "Corp purges all virus counters, forgoing its next three actions")
	case VerbUse:
		s.useAbility(side, c, o.Arg, false)
	}
}

// rez turns card c face up and active, paying its rez cost unless free
// (ONR-9.1, ONR-9.6).
func (s *State) rez(c int32, free bool) {
	if !free {
		s.Corp.Bits -= s.rezCost(c)
	}
	k := &s.Cards[c]
	k.Rezzed, k.Seen = true, true
	s.event("rez", "Corp rezzes "+s.def(c).Title)
	s.afterRez(c) // costs above the rez cost are paid even "at no cost" (R200)
}

// score scores agenda c (ONR-10.5): it leaves its fort, its counters go,
// the Corp gains its points, and its score text resolves.
func (s *State) score(c int32) {
	adv := s.Cards[c].Adv
	s.move(c, ZoneScored, false)
	s.Cards[c].Seen = true
	pts := s.agendaPoints(c)
	s.Corp.Points += pts
	s.eventf("score", "Corp scores %s for %d agenda points", s.def(c).Title, pts)
	if e := s.def(c).OnScore; e != 0 {
		// The score text happens with the scoring: the points are checked
		// once it has resolved, so "loses even if it fulfills victory
		// conditions at the same time" (ONR-16.3.1) can apply.
		s.push(Frame{Kind: FrameEffect, Side: Corp, Src: c, Eff: e, N: adv})
		return
	}
	s.checkPoints()
}
