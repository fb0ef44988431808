package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Virus counters the Corp pays to avoid (corp-prevention, once-per-turn;
// Disinfectant, Inc.): "you may pay 1 bit to avoid receiving a Virus
// counter. Use this ability only once each turn." Virus programs give their
// counters as a successful run on their central fort ends (R048, run.go
// finishRun), after the "at the end of the run" moment (EvRunEnding) has
// resolved. A trigger answering that moment (If VirusCounterComing) asks the
// Corp whether to pay; paying makes the next counter given to it in this
// run avoided (a ModAvoidVirus effect of 1 lasting until the run ends,
// avoidvirus.go) and uses the ability for the turn (a use limit on it, so
// that declining does not use it). The question is public: the card is
// rezzed and the Runner's virus programs are face up.

// VirusCounterComing: the run in progress is successful and a virus
// program of its Runner will give this card's controller a counter as it
// ends (R048).
var VirusCounterComing Cond = CondFunc(virusCounterComing)

func virusCounterComing(s *State, self int32) bool {
	r := &s.Run
	if !r.Active || !r.Success || self == 0 || s.controller(self) != r.Corp {
		return false
	}
	for _, c := range s.P(r.Runner).Rig {
		if s.virusAbilityOnRunFort(c) >= 0 {
			return true
		}
	}
	return false
}

// virusAbilityOnRunFort returns the index of Runner card c's ability that gives
// the Corp a virus counter at the end of a successful run on the run's
// fort, or -1.
func (s *State) virusAbilityOnRunFort(c int32) int {
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindVirus && (a.Fort == s.Forts[s.Run.Fort].Central || a.Fort == AnyFort) {
			return i
		}
	}
	return -1
}

// PayToAvoidVirusOncePerTurn: "you may pay N bits to avoid receiving a
// Virus counter. Use this ability only once each turn."
func PayToAvoidVirusOncePerTurn(n int32) Op { return payAvoidVirus{n} }

type payAvoidVirus struct{ n int32 }

func (o payAvoidVirus) Run(s *State, f *Frame) Status {
	if f.Src == 0 || f.Ref.IsBuiltin() || s.Used(f.Src, f.Ref.Ability) > 0 || s.spendable(f.Seat) < o.n {
		return Next
	}
	if f.Answered {
		if a, _ := f.Take(); a.Verb == VerbUse {
			s.payBits(f.Seat, f.Src, o.n)
			s.say(msgPaysFor, int32(f.Seat), o.n, s.cardArg(f.Src))
			s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModAvoidVirus, N: 1, Until: EvRunEnds})
			s.MarkUsed(f.Src, f.Ref.Ability, 1, OncePerTurn.Per)
		}
		return Next
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: you may pay %d to avoid a virus counter", s.cardName(f.Src), o.n), "ONR-15",
		[]engine.Option{{Verb: VerbDecline}, {Verb: VerbUse, Card: s.h(f.Src), Arg: int(f.Ref.Ability)}})
}
