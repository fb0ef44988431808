package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Run steps (Frame.Step of a FrameRun), after ONR-11's RUN-1…RUN-14.
const (
	runStart        int32 = iota // RUN-1: declare, start-of-run effects
	runApproach                  // RUN-2/3: approach the next ice; rez window
	runAfterRez                  // RUN-3/4: unrezzed ice is passed, rezzed ice encountered
	runEncounter                 // RUN-5: break subroutines
	runFire                      // RUN-6: unbroken subroutines in printed order
	runPass                      // RUN-7: pass the ice
	runJackOut                   // RUN-8: jack out or continue
	runLastIce                   // RUN-9: past the last ice; may jack out
	runBeforeAccess              // RUN-10: the Corp's last window
	runSuccess                   // RUN-11/12: successful; access
	runEnd                       // RUN-13/14: end-of-run effects
)

// startRun begins a run of Runner seat on fort, made by card src (0 for the
// basic action).
func (s *State) startRun(seat engine.Seat, fort, src int32, spec *RunSpec) {
	s.Run = Run{Active: true, Runner: seat, Corp: s.Forts[fort].Owner, Fort: fort, Src: src}
	if spec != nil {
		s.Run.ExtraRD, s.Run.ExtraHQ, s.Run.PassFirst = spec.ExtraRD, spec.ExtraHQ, spec.PassFirst
	}
	s.Hist.Runs++ // an attempted run (ONR-11.1.5)
	s.event("run", "Runner runs on "+s.fortName(fort))
	s.push(Frame{Kind: FrameRun, Seat: seat})
}

// currentIce returns the ice the run is dealing with, or 0.
func (s *State) currentIce() int32 {
	ice := s.Forts[s.Run.Fort].Ice
	if s.Run.Pos < 0 || int(s.Run.Pos) >= len(ice) {
		return 0
	}
	return ice[s.Run.Pos]
}

// endRun ends the run unsuccessfully (ONR-11.6.2).
func (s *State) endRun() {
	if s.Run.Active && !s.Run.Success {
		s.Run.Ended = true
	}
}

func (s *State) stepRun(f *Frame) Status {
	r := &s.Run
	if (r.Ended || r.JackedOut) && f.Step < runEnd && f.Step != runFire {
		f.Step = runEnd
	}
	switch f.Step {
	case runStart:
		f.Step = runApproach
		// Each player orders his or her own start-of-run effects (R026);
		// the Runner's resolve first.
		s.pushTriggers(OnRunStart, r.Corp, false)
		s.pushTriggers(OnRunStart, r.Runner, false)
		if len(s.Forts[r.Fort].Ice) == 0 {
			f.Step = runLastIce // ONR-11.1.4
		}
	case runApproach:
		if s.currentIce() == 0 {
			f.Step = runLastIce
			return Next
		}
		f.Step = runAfterRez
		s.pushWindow(WinApproach)
	case runAfterRez:
		ice := s.currentIce()
		if ice == 0 || !s.Cards[ice].Rezzed {
			f.Step = runPass // ONR-11.3.3
			return Next
		}
		if r.PassFirst {
			r.PassFirst = false // Inside Job (R213)
			f.Step = runPass
			return Next
		}
		r.Broken = 0
		s.beginEncounter()
		s.encounterStart()
		f.Step = runEncounter
		s.eventf("encounter", "Runner encounters %s", s.def(ice).Title)
	case runEncounter:
		return s.stepBreak(f)
	case runFire:
		ice := s.currentIce()
		subs := s.subroutines(ice)
		for f.N < int32(len(subs)) {
			i := f.N
			f.N++
			if r.Ended {
				break // ONR-11.6.2: later subroutines do not take effect
			}
			if r.Broken&(1<<i) == 0 {
				s.eventf("subroutine", "%s: subroutine %d takes effect", s.def(ice).Title, i+1)
				s.pushEffect(subs[i], r.Corp, ice)
				return Next
			}
		}
		s.encounterDone(ice)
		s.endEncounter()
		f.N = 0
		if r.Ended {
			f.Step = runEnd
		} else {
			f.Step = runPass
		}
	case runPass:
		if s.endAfterEncounter() {
			f.Step = runEnd // Submarine Uplink (R477, R479)
			return Next
		}
		r.Pos++
		f.Step = runJackOut
		if s.currentIce() == 0 {
			f.Step = runLastIce
		}
		s.pushWindow(WinPass)
	case runJackOut, runLastIce:
		r.JustBroke = 0 // the pass window has closed (Superglue)
		next := runBeforeAccess
		if f.Step == runJackOut {
			next = runApproach
		}
		if s.jackOutBanned() {
			f.Step = next // "cannot jack out" beats the option (ONR-18.3.3)
			return Next
		}
		if !f.Answered {
			opts := []engine.Option{{Verb: VerbContinue}, {Verb: VerbJackOut}}
			return s.ask(r.Runner, "Continue the run or jack out", "ONR-11.7.2", opts)
		}
		if o, _ := f.take(); o.Verb == VerbJackOut {
			r.JackedOut = true
			s.event("jack-out", "Runner jacks out")
			next = runEnd
		}
		f.Step = next
	case runBeforeAccess:
		f.Step = runSuccess
		s.pushWindow(WinBeforeAccess)
	case runSuccess:
		r.Success = true
		if s.Forts[r.Fort].Central == CentralHQ {
			s.Hist.SuccessfulHQ = true
		}
		s.event("success", "The run is successful")
		f.Step = runEnd
		if r.Src != 0 && s.def(r.Src).Run != nil && s.def(r.Src).Run.Instead != 0 {
			s.pushEffect(s.def(r.Src).Run.Instead, r.Runner, r.Src)
			return Next
		}
		s.push(Frame{Kind: FrameAccess, Seat: r.Runner})
	case runEnd:
		if s.successfulRunEnd(f) {
			return Next
		}
		success, runner := r.Success, r.Runner
		s.finishRun()
		s.pop()
		s.afterRun(runner, success) // Bodyweight Data Crèche (dedicated.go)
	}
	return Next
}

// stepBreak asks the Runner to break subroutines or stop (ONR-11.5.4).
func (s *State) stepBreak(f *Frame) Status {
	r := &s.Run
	ice := s.currentIce()
	subs := s.subroutines(ice)
	if f.Answered {
		o, _ := f.take()
		b := s.byHandle(int32(o.Card))
		switch o.Verb {
		case VerbPump:
			p := s.def(b).Pumps[o.Arg]
			if s.payFirst(f, r.Runner, p.Cost, s.breakerBits(r.Runner), 0) {
				return Next
			}
			s.payBreaker(r.Runner, p.Cost)
			if p.ForRun {
				s.Cards[b].RunBoost += p.Strength
			} else {
				s.Cards[b].Boost += p.Strength
			}
			s.eventf("pump", "%s: +%d strength", s.def(b).Title, p.Strength)
			return Next
		case VerbBreak:
			br := s.def(b).Breaks[o.Arg]
			if s.payFirst(f, r.Runner, br.Cost, s.breakerBits(r.Runner), 0) {
				return Next
			}
			s.payBreaker(r.Runner, br.Cost)
			s.loseStealthBits(r.Runner, br.Noise)
			if br.All {
				s.breakAll(b, ice, br)
				return Next
			}
			r.Broken |= 1 << o.Target
			s.eventf("break", "%s breaks subroutine %d of %s", s.def(b).Title, o.Target+1, s.def(ice).Title)
			return Next
		case VerbUse: // an InEncounter ability (Lockjaw)
			s.useAbility(r.Runner, b, o.Arg, false)
			return Next
		}
		f.Step, f.N = runFire, 0
		return Next
	}
	all := int64(1)<<len(subs) - 1
	if r.Broken&all == all {
		f.Step, f.N = runFire, 0 // ONR-11.5.5: nothing left to break
		return Next
	}
	opts := s.abilityOptions(r.Runner, InEncounter, s.breakOptions(ice, subs))
	if len(opts) == 0 {
		f.Step, f.N = runFire, 0
		return Next
	}
	opts = append([]engine.Option{{Verb: VerbDone}}, opts...)
	return s.ask(r.Runner, fmt.Sprintf("Break subroutines of %s (strength %d)", s.def(ice).Title, s.iceStrength(ice)), "ONR-11.5", opts)
}

func (s *State) breakOptions(ice int32, subs []Effect) []engine.Option {
	var opts []engine.Option
	if s.breakBanned() {
		return nil // "cannot break any subroutines" (Shock.r, ONR-18.3.3)
	}
	strength := s.iceStrength(ice)
	runner := s.Run.Runner
	money := s.capMoney(s.payable(runner, 0) + s.breakerBits(runner))
	for _, b := range s.P(runner).Rig {
		d := s.def(b)
		if len(d.Breaks) == 0 || !d.card.HasKeyword("Icebreaker") {
			continue
		}
		matches := false
		for i, br := range d.Breaks {
			if !s.breaks(br, ice) {
				continue
			}
			matches = true
			if s.breakerStrength(b) < strength || br.Cost > money {
				continue
			}
			if br.All {
				opts = append(opts, engine.Option{Verb: VerbBreak, Card: s.h(b), Target: BreakAll, Arg: i})
				continue
			}
			for j := range subs {
				if s.Run.Broken&(1<<j) == 0 {
					opts = append(opts, engine.Option{Verb: VerbBreak, Card: s.h(b), Target: j, Arg: i})
				}
			}
		}
		if !matches || s.breakerStrength(b) >= strength {
			continue
		}
		for i, p := range d.Pumps {
			if p.Cost <= money {
				opts = append(opts, engine.Option{Verb: VerbPump, Card: s.h(b), Arg: i})
			}
		}
	}
	return opts
}

// loseStealthBits removes up to n bits from Runner seat's stealth cards.
// Bits lost this way are replaced like spent ones (R310).
func (s *State) loseStealthBits(seat engine.Seat, n int32) {
	for _, c := range s.P(seat).Rig {
		k := &s.Cards[c]
		if n > 0 && k.Bits > 0 && s.def(c).card.HasKeyword("Stealth") {
			u := min(n, k.Bits)
			k.Bits -= u
			k.Spent += u
			n -= u
		}
	}
}

// breaks reports whether break ability br may target ice (ONR-11.5.2).
func (s *State) breaks(br Break, ice int32) bool {
	return br.Keyword == "" || s.hasKeyword(ice, br.Keyword) // current keywords (ONR-16.4.3)
}

// subroutines returns the subroutines of ice c in printed order.
func (s *State) subroutines(c int32) []Effect {
	if c == 0 {
		return nil
	}
	return s.iceSubs(c)
}

// endEncounter ends an encounter: strength bought for it lapses
// (ONR-11.5.3).
func (s *State) endEncounter() {
	s.endEncounterBans()
	for _, c := range s.P(s.Run.Runner).Rig {
		s.Cards[c].Boost = 0
	}
}

// finishRun resolves end-of-run effects (RUN-13) and clears the run.
func (s *State) finishRun() {
	r := &s.Run
	if r.Success {
		// Virus counters are given at the end of a successful run (R048).
		for _, c := range s.P(r.Runner).Rig {
			v := s.def(c).Virus
			if v != nil && v.Fort == s.Forts[r.Fort].Central {
				s.giveVirus(r.Corp, s.Cards[c].Def)
				s.eventf("virus", "%s gives the Corp a counter", s.def(c).Title)
			}
		}
	} else {
		s.event("run-end", "The run ends unsuccessfully")
	}
	s.endEncounter()
	for _, c := range s.P(r.Runner).Rig {
		s.Cards[c].RunBoost = 0
	}
	s.Run = Run{}
	s.checkPoints() // R429: only once every accessed card was dealt with
}

// giveVirus gives Corp seat one virus counter of the program def.
func (s *State) giveVirus(seat engine.Seat, def int32) {
	p := s.P(seat)
	for i := range p.Virus {
		if p.Virus[i].Def == def {
			p.Virus[i].N++
			return
		}
	}
	p.Virus = append(p.Virus, Virus{Def: def, N: 1})
}

// isIce reports whether c is ice.
func (s *State) isIce(c int32) bool { return s.isType(c, carddb.Ice) }
