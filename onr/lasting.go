package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Occurrences, triggers and lasting effects.
//
// The rules procedures say what happens by emitting occurrences (emit,
// fire): a run begins, an encounter ends, an action is taken. An occurrence
// ends the lasting effects and use limits that last until it, fires the
// delayed triggers waiting for it, and — through fire — pushes the
// triggers of the cards that answer it, each controller's in the order he
// or she chooses (R026). What card effects do beyond their own resolution
// ("for the remainder of this run", "during the next encounter", "the next
// six actions") is a kernel.Lasting with the occurrence that ends it as its
// duration; the procedures ask for its effect at the one place it matters
// (values.go for numbers, prohibit.go for prohibitions).

// emit applies occurrence o: if it concerns a card during a run it is added
// to the run's log (Run.Log), lasting effects and use limits count it, and
// the delayed triggers it fires are pushed.
func (s *State) emit(o kernel.Occurrence) {
	if coverage != nil && o.Obj > 0 && int(o.Obj) < len(s.Cards) {
		coverage.Occurred(s.Cards[o.Obj].ID)
	}
	if s.Run.Active && o.Obj != 0 {
		if s.Run.Log == nil {
			s.Run.Log = make([]kernel.Occurrence, 0, 8)
		}
		s.Run.Log = append(s.Run.Log, o)
	}
	for _, l := range s.Emit(o) {
		seat := l.Seat
		if l.Mod == ModRunnerCounter && l.Src != 0 {
			seat = s.Cards[l.Src].Owner // a counter given to a Runner works for the Corp that gave it
		}
		s.push(Frame{Kind: FrameProgram, Seat: seat, Src: l.Src, Ref: l.Ref, PC: l.PC})
	}
}

// fire emits o and pushes the triggers of the cards of each seat in seats
// that answer it, in that order: the triggers of the last seat listed
// resolve first.
func (s *State) fire(o kernel.Occurrence, seats ...engine.Seat) {
	s.emit(o)
	for _, seat := range seats {
		machine.PushQueue(s, seat, s.triggers(nil, o, seat))
	}
}

// fireOwn pushes the triggers of card o.Obj that answer o, a self
// occurrence (selfEvents) that is not emitted: its general counterpart was
// (EvEncountered after EvEncounterStart, EvPassed after EvIcePassed).
func (s *State) fireOwn(o kernel.Occurrence) {
	seat := s.controller(o.Obj)
	machine.PushQueue(s, seat, s.triggers(nil, o, seat))
}

// triggers appends to q the triggered abilities of seat's cards that
// answer occurrence o: those of the card o concerns for a self occurrence
// ("when you score …"), else those of seat's cards that work now and, at the
// start of a Runner's turn, those of the virus counters the Corps hold
// (ONR-15.6).
func (s *State) triggers(q []kernel.Queued, o kernel.Occurrence, seat engine.Seat) []kernel.Queued {
	add := func(c int32) {
		if s.controller(c) != seat {
			return
		}
		abs := s.def(c).Abilities
		for i := range abs {
			if a := &abs[i]; a.Kind == KindTrigger && a.On == o.Type && s.works(c, a) && s.fortMatches(a) {
				q = append(q, kernel.Queued{Src: c, Ref: s.ref(c, i)})
			}
		}
	}
	if selfEvent(o.Type) {
		add(o.Obj)
		return q
	}
	for _, c := range s.activeWith(withTriggers) { // installed cards too: works checks each ability's Where
		add(c)
	}
	if o.Type == EvTurnStart && s.roleOf(seat) == Runner {
		for corp := range s.opposing(seat, Corp) {
			for _, v := range s.P(corp).Virus {
				for i, a := range defOf(v.ID).Abilities {
					if a.Kind == KindTrigger && a.On == o.Type && a.Where == Counters {
						q = append(q, kernel.Queued{Ref: kernel.Ref{Card: v.ID, Ability: int16(i)}})
					}
				}
			}
		}
	}
	return q
}

// fortMatches reports whether a trigger restricted to runs on a central
// fort (Ability.Fort) matches the run in progress.
func (s *State) fortMatches(a *Ability) bool {
	return a.Fort == Subsidiary || (s.Run.Active && s.Forts[s.Run.Fort].Central == a.Fort)
}

// queuedRunnable reports whether queued trigger q still resolves when its
// turn comes: its card still works and its condition holds (a trigger of
// counters or of the rules always does).
func (s *State) queuedRunnable(q kernel.Queued, seat engine.Seat) bool {
	if q.Src == 0 {
		return true
	}
	a := &s.def(q.Src).Abilities[q.Ref.Ability]
	if s.Cards[q.Src].ID != q.Ref.Card || !s.works(q.Src, a) || !a.holds(s, q.Src) {
		return false
	}
	if a.Once.N > 0 {
		// A trigger "once per …" counts each resolution as a use.
		if s.Used(q.Src, q.Ref.Ability) >= a.Once.N {
			return false
		}
		s.MarkUsed(q.Src, q.Ref.Ability, 1, a.Once.Per)
	}
	return true
}

// works reports whether ability a of card c works now, given where the card
// is (Ability.Where).
func (s *State) works(c int32, a *Ability) bool {
	switch a.Where {
	case Installed:
		return s.installed(c)
	case InHand:
		return s.Cards[c].Zone == ZoneHand
	case Counters:
		return false // works through the counters, not the card (triggers, values)
	}
	return s.active(c)
}

// lastingOn reports whether an active lasting effect with modifier mod
// applies to seat (any seat when seat is NoSeat).
func (s *State) lastingOn(mod kernel.ModKind, seat engine.Seat) bool {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == mod && l.Active() && (seat == engine.NoSeat || l.Seat == seat) {
			return true
		}
	}
	return false
}

// lastingSum adds up the N of the active lasting effects with modifier mod
// bound to obj.
func (s *State) lastingSum(mod kernel.ModKind, obj int32) int32 {
	var n int32
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == mod && l.Obj == obj && l.Active() {
			n += l.N
		}
	}
	return n
}

// boost gives icebreaker c +n strength until an occurrence of until (the
// end of the encounter or of the run; ONR-11.5.3).
func (s *State) boost(c, n int32, until kernel.EventType) {
	s.AddLasting(kernel.Lasting{Src: c, Seat: s.controller(c), Mod: ModBreakerStrength, N: n, Obj: c, Until: until})
}

// endRunLastings ends what lasts at most until the end of the run: effects
// waiting for an encounter that will not come, or for one to end (R223).
func (s *State) endRunLastings() {
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool {
		return l.Starts == EvEncounterStart || l.Until == EvEncounterEnd || l.Until == EvIcePassed ||
			l.On == EvEncounterEnd || l.On == EvIcePassed
	})
}

// endRunProgram is the delayed "end the run" of effects that end the run
// later (EndRunAfterEncounter); endRunPassedProgram the one that waits for
// the ice to be passed (EndRunAfterPass).
var (
	endRunProgram       = builtin("end-run", EndRun())
	endRunPassedProgram = builtin("end-run-after-pass", endRunPassed{})
)

// endRunPassed ends the run once the Runner has passed the ice (R479).
type endRunPassed struct{}

func (endRunPassed) Run(s *State, f *Frame) Status {
	if !s.Run.Active || s.Run.Ended {
		return Next
	}
	var ice int32
	for _, o := range s.Run.Log {
		if o.Type == EvIcePassed {
			ice = o.Obj
		}
	}
	s.endRun()
	s.say(msgPassingEndsRun, s.cardArg(ice), s.cardArg(f.Src))
	return Next
}

// EndRunAfterEncounter: "end the run once the current encounter is over":
// the run is not successful and the ice is not passed (Dropp after errata,
// R333, R335, R336). Outside an encounter it ends the run at once.
func EndRunAfterEncounter() Op { return endRunAfter{EvEncounterEnd} }

// EndRunAfterPass: "end your run after the current encounter", letting the
// rest of the encounter resolve and the ice be passed: the run then ends
// before the jack-out step and before any further ice (Submarine Uplink
// after errata, R477, R479). A trace during a run but outside an encounter
// has no current encounter to wait for, so the run ends at once (decision:
// the errata's "after the current encounter" read as "no later than").
func EndRunAfterPass() Op { return endRunAfter{EvIcePassed} }

type endRunAfter struct{ on kernel.EventType }

func (o endRunAfter) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active || r.Ended || r.Success {
		return Next
	}
	if r.Encounter == 0 {
		s.endRun()
		s.say(msgEndsRun, s.cardArg(f.Src))
		return Next
	}
	ref := endRunProgram
	if o.on == EvIcePassed {
		ref = endRunPassedProgram
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, On: o.on, Ref: ref, Until: EvRunEnds})
	if o.on == EvIcePassed {
		s.say(msgRunEndsAfterEncounter, s.cardArg(f.Src))
	}
	return Next
}

// CannotJackOut: "for the remainder of the run, Runner cannot jack out"
// (Jack Attack; R160, R161, R461).
func CannotJackOut() Op { return cannotJackOut{} }

type cannotJackOut struct{}

func (cannotJackOut) Run(s *State, f *Frame) Status {
	if s.Run.Active {
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: s.Run.Runner, Mod: ModCannotJackOut, Until: EvRunEnds})
		s.say(msgNoJackOutThisRun, s.cardArg(f.Src))
	}
	return Next
}

// ProhibitNextEncounter: "Runner cannot break any subroutines of the next
// piece of ice encountered during the run" (breaks) "and cannot jack out
// until after that encounter" (jackOut) (Shock.r). Unrezzed ice that is
// passed is not encountered (ONR-11.3.3), so the prohibition waits for the
// next rezzed ice; if no more ice is encountered, a jack-out ban lasts for
// the rest of the run (R223).
func ProhibitNextEncounter(breaks, jackOut bool) Op { return prohibitNext{breaks, jackOut} }

type prohibitNext struct{ breaks, jackOut bool }

func (o prohibitNext) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active {
		return Next
	}
	if o.breaks {
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r.Runner, Mod: ModCannotBreak, Starts: EvEncounterStart, Until: EvEncounterEnd})
	}
	if o.jackOut {
		// Until the end of the next encounter: the one in progress, if any,
		// ends first.
		n := int32(1)
		if r.Encounter != 0 {
			n = 2
		}
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r.Runner, Mod: ModCannotJackOut, Until: EvEncounterEnd, Count: n})
	}
	m := msgNoBreakOrJackOutNext
	switch {
	case o.breaks && !o.jackOut:
		m = msgNoBreakNext
	case o.jackOut && !o.breaks:
		m = msgNoJackOutNext
	}
	s.say(m, s.cardArg(f.Src))
	return Next
}

// NoRunsForActions: "Runner cannot make another run during his or her next
// N actions" (Haunting Inquisition). Only actions the Runner actually takes
// count, not forgone ones (R150). Suffered again before it runs out, it
// applies in parallel, not serially: each lasts its own N actions, so the
// longest wins (R149).
func NoRunsForActions(n int32) Op { return noRuns{n} }

type noRuns struct{ n int32 }

func (o noRuns) Run(s *State, f *Frame) Status {
	r := s.runnerOf(f)
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r, Mod: ModCannotRun, Until: EvActionTaken, Count: o.n, Mine: true})
	s.say(msgCannotRunForActions, s.cardArg(f.Src), o.n)
	return Next
}

// EndRunOnLaterIce: "for the remainder of the run, all ice encountered has
// an additional subroutine, End the run, after all other subroutines"
// (Tutor). It applies to encounters that begin after it resolves, so not to
// the encounter in progress (R240). A source that resolves it twice in a
// run (a transmuted Tutor) adds one subroutine, not two: the repeated
// effects apply in parallel, not serially (R149); two different Tutors add
// one each.
func EndRunOnLaterIce() Op { return endRunOnLaterIce{} }

type endRunOnLaterIce struct{}

func (endRunOnLaterIce) Run(s *State, f *Frame) Status {
	if !s.Run.Active || slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModAddSub && l.Src == f.Src }) {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModAddSub, Ref: endRunProgram, Starts: EvEncounterStart, Until: EvRunEnds})
	s.say(msgIceGainsEndTheRun, s.cardArg(f.Src))
	return Next
}

// LimitRunSpending: "during that run, you may spend at most N bits to pay
// for using icebreakers or increasing your link" (Wilson).
func LimitRunSpending(n int32) Op { return limitRunSpending{n} }

type limitRunSpending struct{ n int32 }

func (o limitRunSpending) Run(s *State, f *Frame) Status {
	if !s.Run.Active {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: s.Run.Runner, Mod: ModSpendCap, N: o.n, Until: EvRunEnds})
	s.say(msgRunsWithAction, s.cardArg(f.Src), o.n)
	return Next
}

// capMoney limits money, the bits the Runner could spend on icebreakers or
// link, to what the spending caps of the run still allow.
func (s *State) capMoney(money int32) int32 {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModSpendCap {
			money = min(money, l.N)
		}
	}
	return money
}

// capSpend records n bits spent on icebreakers or link against the
// spending caps of the run.
func (s *State) capSpend(n int32) {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModSpendCap {
			l.N -= n
		}
	}
}

// spendCap returns the bits still allowed by the run's spending cap, and
// whether there is one.
func (s *State) spendCap() (int32, bool) {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModSpendCap {
			return l.N, true
		}
	}
	return 0, false
}

// BoostIcebreakerForRun: "give one of your icebreakers +N strength for the
// remainder of this run" (Lockjaw). The controller chooses one of his or
// her installed icebreakers.
func BoostIcebreakerForRun(n int32) Op { return boostIcebreaker{n} }

type boostIcebreaker struct{ n int32 }

func (o boostIcebreaker) Run(s *State, f *Frame) Status {
	b, st := s.chooseIcebreaker(f, fmt.Sprintf("Choose an icebreaker to get +%d strength for the remainder of the run", o.n))
	if b != 0 && s.Cards[b].Zone == ZoneRig {
		s.boost(b, o.n, EvRunEnds)
		s.say(msgPumpsForRun, s.cardArg(b), o.n)
	}
	return st
}

// TransmuteIce: "choose a piece of rezzed ice when you score Ice
// Transmutation. That ice now has +1 strength, and each subroutine on it is
// repeated once" (ONR-11.6.4). The change stays on the ice through a derez
// and ends when it is uninstalled (R010, R011, R154): lasting effects bound
// to the ice, with no other end.
func TransmuteIce() Op { return transmuteIce{} }

type transmuteIce struct{}

func (transmuteIce) Run(s *State, f *Frame) Status {
	c, st := s.chooseCard(f, s.installedIce(f.Seat), func(c int32) bool { return s.Cards[c].Rezzed },
		VerbChoose, "Choose a piece of rezzed ice to transmute", "ONR-11.6.4")
	if c != 0 {
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModIceStrength, N: 1, Obj: c})
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModRepeatSubs, N: 1, Obj: c})
		s.say(msgTransmutes, s.cardArg(f.Src), s.cardArg(c))
	}
	return st
}
