package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// stepBreach breaches server f.N (CR 7.5; digest §11): the candidates are
// fixed as the breach begins (the root's cards, then the random HQ cards
// or the top R&D cards up to the access limit, 7.3.5; Archives turned
// faceup and every card of it, 7.5.3), each accessed in turn (7.2). While
// root cards and HQ or R&D cards are both left, the Runner chooses the
// next: a root card, or the pile's next (candidateChoices, CR 7.3.4a).
// "End the run" ends the breach too (6.1.4a).
func (s *State) stepBreach(f *kernel.Frame) kernel.Status {
	r := &s.Run
	if r.Ended {
		s.Pop()
		return kernel.Next
	}
	// CR 9.11.2: the window before the step of the breach or access. The
	// mid-access answer (breachWindow) is the rest of the 7.2.2 step its
	// question began, no step of its own.
	if f.Step != breachWindow && s.stepWindow(f) {
		return kernel.Next
	}
	sv := f.N
	switch f.Step {
	case breachBegin:
		if r.Flags&RunHeapInstead != 0 && sv == ServerArchives && f.M == 0 {
			// "If successful, instead of breaching Archives, you may
			// install 1 program from your heap": decided as the breach
			// would begin (CR 6.7.4c [rule_if_successful_ability_optional]).
			if opts := s.heapPrograms(); len(opts) > 0 {
				if !f.Answered {
					return s.Ask(s.Runner, "Instead of breaching Archives, install a program from your heap, ignoring all costs, or breach", "CR 6.7.4c",
						append(opts, engine.Option{Verb: verbNo}))
				}
				o, _ := f.Take()
				f.M = 1
				if o.Verb == verbInstall {
					s.event(s.Runner, "instead", "instead of breaching Archives, the Runner installs a program from its heap")
					s.Pop()
					s.Push(kernel.Frame{Kind: frameProgram, Ref: refAction, Seat: s.Runner, Src: int32(o.Card), N: int32(verbInstall)<<8 | installIgnoringCosts, Would: partOfInstr})
					return kernel.Next
				}
			}
		}
		s.event(s.Runner, "breach", "the Runner breaches "+s.serverName(sv))
		cand := append([]int32(nil), s.Servers[sv].Root...)
		limit := 1 + r.Extra
		switch sv {
		case ServerArchives:
			for _, id := range s.Archives {
				c := s.card(id)
				s.touch(c)
				c.FaceUp = true
			}
			cand = append(cand, s.Archives...)
		case ServerRD:
			if r.Flags&RunAccessPerVirus != 0 {
				if c := s.card(r.Src); c != nil {
					limit += c.Virus
				}
			}
			for i := 0; i < int(limit) && i < len(s.RD); i++ {
				cand = append(cand, s.RD[i])
			}
		case ServerHQ:
			first := s.Used(histObj, histBreachHQ) == 0 // the first breach of HQ this turn, the card installed then or not
			s.MarkUsed(histObj, histBreachHQ, 1, evTurnEnd)
			for _, id := range s.Rig {
				if d := s.def(id); first && d.ExtraHQAccess > 0 && s.Used(id, 0) == 0 { // the first time each turn
					s.MarkUsed(id, 0, 1, evTurnEnd)
					limit += d.ExtraHQAccess
				}
			}
			hq := append([]int32(nil), s.HQ...)
			for i := 0; i < int(limit) && len(hq) > 0; i++ { // random, without repeats (7.3.4a)
				j := s.RNG.IntN(len(hq))
				cand = append(cand, hq[j])
				hq = append(hq[:j], hq[j+1:]...)
			}
		}
		s.SetList(f, cand)
		f.Step = breachNext
	case breachNext:
		l := slices.DeleteFunc(slices.Clone(s.List(f)), func(id int32) bool { return s.card(id) == nil })
		if len(l) == 0 {
			s.SetList(f, nil)
			f.Step = breachDone
			return kernel.Next
		}
		if f.Answered {
			o, _ := f.Take()
			l = s.chooseCandidate(l, o)
		} else if opts := s.candidateChoices(sv, l); len(opts) > 1 {
			s.SetList(f, l)
			return s.Ask(s.Runner, candidatePrompt, "CR 7.3.4a", opts)
		}
		f.Src = l[0]
		s.SetList(f, l[1:])
		f.Step = breachAccess
		c := s.card(f.Src)
		where := c.Zone.String()
		if c.Zone == ZoneServer {
			where = s.serverName(c.Server)
		}
		if c.Zone == ZoneArchives || c.Rezzed {
			s.event(s.Runner, "access", fmt.Sprintf("the Runner accesses %s in %s", c.Title, where))
		} else {
			// Only the Runner looks at the card (7.2.1); the Corp knows its
			// installed cards and its hand, not R&D.
			s.secret(s.Runner, "access", fmt.Sprintf("the Runner accesses a card in %s", where), fmt.Sprintf("you access %s in %s", c.Title, where))
		}
		s.Occur(kernel.Occurrence{Type: evAccess, Seat: s.Runner, Obj: f.Src})
		s.checkpoint() // "when accessed" (7.2.1)
	case breachAccess:
		f.Step = breachWindow
		c := s.card(f.Src)
		if c == nil { // it moved: its access ends (7.1.7)
			f.Step = breachNext
			return kernel.Next
		}
		// CR 7.2.2 [step_mid_access_ability]: the mid-access window, the
		// Runner's one opportunity to use a mid-access ability (7.1.4):
		// the basic trash ability (7.1.5) or an access ability of its
		// installed cards (9.5.2c), before an agenda is stolen.
		d := c.definition()
		var opts []engine.Option
		if d.HasTrash && c.Zone != ZoneArchives && costs.CanPay(s, s.Runner, c.ID, []kernel.CostPart{{Kind: costCredits, N: d.TrashCost}}) {
			opts = append(opts, engine.Option{Verb: verbTrashIt, Card: int(c.ID)})
		}
		abilities := s.accessAbilities(c)
		opts = append(opts, abilities...)
		f.T = 0
		if d.Type == TypeAgenda {
			if len(abilities) == 0 {
				// No mid-access ability to use: stolen at once (7.2.3).
				f.Step = breachSteal
				return kernel.Next
			}
			f.T = 1 // the window is an agenda's: the steal follows it
		}
		if len(opts) == 0 && c.Zone != ZoneRD && c.Zone != ZoneHQ {
			f.Step = s.accessDoneStep()
			return kernel.Next
		}
		// The Runner is asked about every card accessed from R&D or HQ
		// (but an agenda it steals at once), so that being asked does not
		// tell the Corp which card it was; the access abilities offered
		// hang on the Runner's installed cards and credits, public.
		return s.Ask(s.Runner, accessPrompt, "CR 7.1.4", append(opts, engine.Option{Verb: verbNoAction}))
	case breachWindow:
		// One use or a pass, and the window closes: the Runner does not
		// get priority again in it (CR 9.2.10c
		// [rule_mid_access_window_one_ability]).
		o, _ := f.Take()
		f.Step = s.accessDoneStep()
		if f.T == 1 {
			f.Step = breachSteal
		}
		switch o.Verb {
		case verbTrashIt:
			s.Push(kernel.Frame{Kind: frameProgram, Ref: refPayTrash, Seat: s.Runner, Src: f.Src})
		case verbAbility:
			// The steps of a paid ability (CR 9.5.7): its cost with its
			// checkpoint, then its instructions, about the accessed card.
			s.Push(kernel.Frame{Kind: frameAction, Seat: s.Runner, N: int32(verbAbility)<<8 | int32(o.Arg&0xff), Src: int32(o.Card), T: f.Src})
		}
	case breachSteal:
		f.Step = s.accessDoneStep()
		c := s.card(f.Src)
		if c == nil || c.definition().Type != TypeAgenda {
			// Not an agenda, or one that moved during the window: its
			// access ended (CR 7.1.7 [rule_moved_while_accessing]).
			return kernel.Next
		}
		d := c.definition()
		title := c.Title
		id := s.move(c.ID, ZoneScore, false) // 7.2.3, 7.1.6: stolen
		oc := s.card(id)
		s.touch(oc)
		oc.Owner = s.Runner
		r.Stolen++
		s.MarkUsedBy(s.Corp, histObj, histStolenPoints, d.Points, evTurnEnd) // until the Corp's next turn ends ("their last turn")
		s.removeEmptyRemotes()
		s.Occur(kernel.Occurrence{Type: evSteal, Seat: s.Runner, Obj: id})
		s.event(s.Runner, "steal", fmt.Sprintf("the Runner steals %s (%d points)", title, s.agendaPoints(s.Runner)))
		s.checkpoint()
	case breachAccessDone:
		// CR 7.2.4 [step_access_complete]: the access is complete; the
		// conditions of an access ending are met, with a checkpoint
		// before the next candidate.
		f.Step = breachNext
		s.Occur(kernel.Occurrence{Type: evAccessEnd, Seat: s.Runner, Obj: f.Src})
		s.checkpoint()
	default:
		clean := int32(0)
		if r.Stolen == 0 && s.Used(histObj, histBreachTrashed) == 0 {
			clean = 1
		}
		s.Occur(kernel.Occurrence{Type: evBreachEnd, Seat: s.Runner, Obj: clean, N: sv})
		s.Pop()
		s.checkpoint()
	}
	return kernel.Next
}

// candidatePrompt asks the Runner which candidate it accesses next.
const candidatePrompt = "Access next: a card in the root, or a card of the server's pile"

// candidateChoices are the Runner's choices of the next candidate among
// the candidates l left in a breach of server sv (CR 7.3.4a
// [rule_candidates_breaching_hq]: a specific candidate not in the Corp's
// hand, or a random one of those in it; R&D's are accessed from the top,
// 7.4.7): each root card, and the server (Target) for its pile's next
// card. There is a choice only in a breach of HQ or R&D while both kinds
// are left; the HQ cards were drawn at random, without repeats, as the
// breach began, so the pile's next is a random one of those in HQ.
func (s *State) candidateChoices(sv int32, l []int32) []engine.Option {
	if sv != ServerHQ && sv != ServerRD {
		return nil
	}
	var opts []engine.Option
	pile := false
	for _, id := range l {
		if c := s.card(id); c.Zone == ZoneServer {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
		} else {
			pile = true
		}
	}
	if !pile {
		return nil
	}
	return append(opts, engine.Option{Verb: verbTarget, Target: int(sv) + 1})
}

// chooseCandidate moves the candidate o names to the front of l: the root
// card it names, or (naming the server) the pile's next card.
func (s *State) chooseCandidate(l []int32, o engine.Option) []int32 {
	i := slices.IndexFunc(l, func(id int32) bool {
		if o.Card != 0 {
			return id == int32(o.Card)
		}
		return s.card(id).Zone != ZoneServer
	})
	if i <= 0 {
		return l
	}
	id := l[i]
	l = slices.Delete(l, i, i+1)
	return slices.Insert(l, 0, id)
}

// accessAbilities are the options of the mid-access abilities (AbAccess)
// the Runner can use on accessed card c now: those of its installed
// cards, their costs payable, a once-a-turn one not used this turn; one
// that trashes the card not on a card in Archives (CR 7.1.5
// [rule_trash_in_archives]). They hang on public grounds only: the
// Runner's installed cards, its credits, where the card is.
func (s *State) accessAbilities(c *Card) []engine.Option {
	var opts []engine.Option
	for _, id := range s.Rig {
		d := s.def(id)
		if d == nil || s.lostAbilities(id) {
			continue
		}
		for _, i := range d.abilities(AbAccess) {
			a := d.Abilities[i]
			if a.Once && s.Used(id, int16(i)) > 0 {
				continue
			}
			if c.Zone == ZoneArchives && slices.ContainsFunc(a.Instrs, func(in Instr) bool { return in.Kind == InTrashAccessed }) {
				continue
			}
			if costs.CanPay(s, s.Runner, id, actionCost(s, verbAbility, id, i)) {
				opts = append(opts, engine.Option{Verb: verbAbility, Card: int(id), Arg: i})
			}
		}
	}
	return opts
}

// accessDoneStep is the breach's step once an access has had its
// mid-access window and steal: breachAccessDone when an ability looks at
// an access ending, else the next candidate at once.
func (s *State) accessDoneStep() int32 {
	if s.hasAccessEndsAbility() {
		return breachAccessDone
	}
	return breachNext
}

// hasAccessEndsAbility reports whether an installed Runner card looks at
// an access ending (AbAccessEnds): only then is the occurrence made, so
// that games without one keep their checkpoints.
func (s *State) hasAccessEndsAbility() bool {
	for _, id := range s.Rig {
		if d := s.def(id); d != nil && len(d.abilities(AbAccessEnds)) > 0 {
			return true
		}
	}
	return false
}

var refPayTrash = kernel.Builtin("nsg-pay-trash")

// refDelayedBreach is the delayed conditional ability a breach asked for
// during a breach makes (CR 7.3.8): when the current breach ends, the
// Runner breaches the server (the frame's M).
var refDelayedBreach = kernel.Builtin("nsg-delayed-breach")

// opBreach: the Runner breaches server sv, the instruction complete once
// the breach is. While a breach is in progress the new one waits until it
// ends (CR 7.3.8 [rule_consecutive_breaches]): a delayed conditional
// ability controlled by the Runner, fired by the breach's end (a
// checkpoint follows it, in the run), then triggered in its reaction
// window like any other.
func (s *State) opBreach(f *kernel.Frame, sv int32) kernel.Status {
	if f.Step == 1 {
		f.Step = 0
		return kernel.Next
	}
	if !s.serverExists(sv) {
		return kernel.Next
	}
	if s.breaching() {
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: s.Runner, On: evBreachEnd, Ref: refDelayedBreach, N: sv, Until: evTurnEnd, Count: 1})
		s.event(s.Runner, "breach-later", fmt.Sprintf("a breach is in progress: %s is breached when it ends", s.serverName(sv)))
		return kernel.Next
	}
	f.Step = 1
	s.Push(kernel.Frame{Kind: frameBreach, Seat: s.Runner, N: sv})
	return kernel.Again
}

// dropWaitingBreaches ends, with the run, the breaches still waiting for
// the breach in progress to end (CR 7.3.8, opBreach): the run's breach
// was ended by "end the run" (6.1.4a: it ends any breach of the run; as
// 6.1.4b ends a breach initiated during an encounter with it), so they
// never take place, and none waits for the breach of a later run. The
// engine has no breach outside a run, where one delayed past its run's
// end would happen.
func (s *State) dropWaitingBreaches() {
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool { return l.On == evBreachEnd && l.Ref == refDelayedBreach })
}

// enteredBreachedRoot returns the installs, waiting for the checkpoint,
// of a card in the root of a server being breached (Obj the card, N the
// server): CR 7.4.6a [rule_candidates_entering_root]. Installs are public:
// the question asked about them is asked on public grounds.
func (s *State) enteredBreachedRoot() []kernel.Occurrence {
	var out []kernel.Occurrence
	for _, o := range s.Occurred {
		if o.Type != evInstall {
			continue
		}
		c := s.card(o.Obj)
		if c == nil || c.Zone != ZoneServer || c.Ice || s.breachOf(c.Server) < 0 {
			continue
		}
		out = append(out, kernel.Occurrence{Type: evInstall, Obj: c.ID, N: c.Server})
	}
	return out
}

// breachOf returns the index in the stack of the innermost breach of
// server sv in progress, -1 if none.
func (s *State) breachOf(sv int32) int {
	fs := s.Frames()
	for i := len(fs) - 1; i >= 0; i-- {
		if fs[i].Kind == frameBreach && fs[i].N == sv {
			return i
		}
	}
	return -1
}

// rootCandidatePrompt asks the Runner about a card that entered the root
// of the server it breaches.
const rootCandidatePrompt = "A card entered the root of the server you breach: access it in this breach?"

// stepRootCandidate: the Runner decides whether card Src, which entered
// the root of server N during its breach, becomes a candidate (CR 7.4.6a
// [rule_candidates_entering_root]); yes adds it to the breach's
// candidates, no leaves it out for the rest of the breach (the
// candidates are the breach's list: it is never added later).
func (s *State) stepRootCandidate(f *kernel.Frame) kernel.Status {
	c := s.card(f.Src)
	if c == nil || c.Zone != ZoneServer || c.Server != f.N || s.breachOf(f.N) < 0 {
		s.Pop()
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(s.Runner, rootCandidatePrompt, "CR 7.4.6a", []engine.Option{{Verb: verbYes, Card: int(c.ID)}, {Verb: verbNo}})
	}
	o, _ := f.Take()
	id := f.Src
	s.Pop()
	if o.Verb == verbYes {
		b := &s.Frames()[s.breachOf(c.Server)]
		s.SetList(b, append(slices.Clone(s.List(b)), id))
		s.event(s.Runner, "candidate", fmt.Sprintf("the card installed in %s becomes a candidate", s.serverName(c.Server)))
	} else {
		s.event(s.Runner, "candidate", fmt.Sprintf("the card installed in %s is not a candidate in this breach", s.serverName(c.Server)))
	}
	return kernel.Next
}

// breaching reports whether a breach is in progress (a breach frame on
// the stack).
func (s *State) breaching() bool {
	for _, fr := range s.Frames() {
		if fr.Kind == frameBreach {
			return true
		}
	}
	return false
}

// accessPrompt is the mid-access question (CR 7.1.4), worded the same for
// every card: the other seat reads the prompt.
const accessPrompt = "Access: use an access ability, or leave the card"

func init() {
	builtins[refPayTrash] = []kernel.Op[*State]{kernel.OpFunc[*State](opPayTrash)}
	builtins[refDelayedBreach] = []kernel.Op[*State]{kernel.OpFunc[*State](func(s *State, f *kernel.Frame) kernel.Status {
		return s.opBreach(f, f.M)
	})}
}

// opPayTrash: the Runner pays the accessed card's trash cost, with its
// checkpoint, and trashes it (CR 7.1.5).
func opPayTrash(s *State, f *kernel.Frame) kernel.Status {
	c := s.card(f.Src)
	if c == nil {
		return kernel.Next
	}
	if f.Step == 0 {
		pc := []kernel.CostPart{{Kind: costCredits, N: s.def(c.ID).TrashCost}}
		if !costs.CanPay(s, f.Seat, f.Src, pc) {
			return kernel.Next
		}
		st, nf := payThen(s, f, pc, 1)
		if st != kernel.Next {
			return st
		}
		f = nf
	}
	f.Step = 0
	if c := s.card(f.Src); c != nil {
		s.MarkUsed(histObj, histBreachTrashed, 1, evRunEnd)
		s.trash(c.ID, s.Runner)
	}
	return kernel.Next
}

// heapPrograms offers the programs of the heap the Runner could install
// (they fit in its memory once other programs are trashed).
func (s *State) heapPrograms() []engine.Option {
	var opts []engine.Option
	for _, id := range s.Heap {
		if d := s.def(id); d.Type == TypeProgram && !d.HostOnIce && s.installable(d) {
			opts = append(opts, engine.Option{Verb: verbInstall, Card: int(id)})
		}
	}
	return opts
}
