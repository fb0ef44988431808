package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// The ops below are the shared vocabulary of card text. Each resolves for
// the frame's controller (Frame.Seat) and source card (Frame.Src). "The
// Runner" and "the Corp" of card text are the players the effect speaks of
// (runnerFor, corpFor): those of the run in progress, or the controller's
// opponent.

// GainBits: "gain N bits" (ONR-2.1.1).
func GainBits(n int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		s.gain(f.Seat, n)
		s.eventf("gain", "%s gains %d bits", s.roleOf(f.Seat), n)
		return Next
	})
}

// Draw: "draw N cards".
func Draw(n int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		s.draw(f.Seat, n)
		return Next
	})
}

// EndRun: "end the run" (ONR-11.6.2).
func EndRun() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if s.Run.Active {
			s.endRun()
			s.event("end-run", s.cardName(f.Src)+" ends the run")
		}
		return Next
	})
}

// NetDamage: "do N Net damage" (ONR-14.1).
func NetDamage(n int32) Op { return damage(Net, n, false) }

// MeatDamage: "do N meat damage".
func MeatDamage(n int32) Op { return damage(Meat, n, false) }

// BrainDamage: "do N brain damage" (ONR-14.2).
func BrainDamage(n int32) Op { return damage(Brain, n, false) }

// UnpreventableDamage: "do N damage. This damage cannot be prevented."
// (ONR-14.4).
func UnpreventableDamage(kind DamageKind, n int32) Op { return damage(kind, n, true) }

func damage(kind DamageKind, n int32, unpreventable bool) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		s.doDamage(s.runnerFor(f.Seat), kind, n, f.Src, unpreventable)
		return Next
	})
}

// GiveTags: "give Runner N tags" (ONR-13.1).
func GiveTags(n int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		s.giveTags(s.runnerFor(f.Seat), n, f.Src)
		return Next
	})
}

// Trace: "Trace N – if trace is successful, …" (ONR-12).
func Trace(limit int32, then ...Op) Op {
	e := Do(then...)
	return OpFunc(func(s *State, f *Frame) Status {
		corp := s.corpFor(f.Seat)
		s.Trace = TraceState{Active: true, Corp: corp, Runner: s.runnerFor(f.Seat), Src: f.Src, Limit: limit, Then: e}
		s.eventf("trace", "%s: trace %d", s.cardName(f.Src), limit)
		s.push(Frame{Kind: FrameTrace, Seat: corp, Src: f.Src})
		return Next
	})
}

// TrashRunnerCard: the Corp trashes one installed Runner card of type t
// of its choice ("trash a program", "trash a piece of hardware").
func TrashRunnerCard(t carddb.Type) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if f.Answered {
			o, _ := f.take()
			c := s.byHandle(int32(o.Card))
			s.eventf("trash", "%s trashes %s", s.cardName(f.Src), s.def(c).Title)
			s.trashInstalled(c, f.Src)
			return Next
		}
		var opts []engine.Option
		for _, c := range s.P(s.runnerFor(f.Seat)).Rig {
			if s.isType(c, t) {
				opts = append(opts, engine.Option{Verb: VerbTrash, Card: s.h(c)})
			}
		}
		if len(opts) == 0 {
			return Next
		}
		return s.ask(f.Seat, fmt.Sprintf("Choose a %s to trash", t), "ONR-18.3.4", opts)
	})
}

// RezIceFree: "you may rez a piece of ice, at no cost" (ONR-9.6).
func RezIceFree() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if f.Answered {
			o, _ := f.take()
			if o.Verb == VerbRez {
				s.rez(s.byHandle(int32(o.Card)), true)
			}
			return Next
		}
		opts := []engine.Option{{Verb: VerbNone}}
		for _, fi := range s.fortsOf(f.Seat) {
			for _, c := range s.Forts[fi].Ice {
				if !s.Cards[c].Rezzed {
					opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(c)})
				}
			}
		}
		if len(opts) == 1 {
			return Next
		}
		return s.ask(f.Seat, "You may rez a piece of ice at no cost", "ONR-9.6", opts)
	})
}

// LoseAllBits: the opponent of the controller loses every bit in his or her
// pool; bits stored on cards stay (R103).
func LoseAllBits() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		o := s.opponent(f.Seat)
		s.eventf("lose", "%s loses %d bits", s.roleOf(o), s.P(o).Bits)
		s.P(o).Bits = 0
		return Next
	})
}

// GiveBadPublicity: "give the Corp N Bad Publicity points" (ONR-16.3);
// with 7 or more the Corp loses at once.
func GiveBadPublicity(n int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		p := s.P(s.corpFor(f.Seat))
		p.BadPub += n
		s.eventf("bad-publicity", "The Corp gets %d Bad Publicity points (%d in all)", n, p.BadPub)
		s.checkPoints()
		return Next
	})
}

// OpponentLosesBits: the controller's opponent loses up to N bits
// (ONR-18.1.1).
func OpponentLosesBits(n int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		o := s.opponent(f.Seat)
		s.eventf("lose", "%s loses %d bits", s.roleOf(o), min(n, s.P(o).Bits))
		s.lose(o, n)
		return Next
	})
}

// RollForRunStrength: roll a die and add the result to this icebreaker's
// strength for the rest of the run (AI Boon after errata, R261). The die
// comes from the game's seeded RNG (ONR-16.4.5).
func RollForRunStrength() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		n := int32(s.RNG.Die())
		s.Cards[f.Src].RunBoost += n
		s.eventf("die", "%s rolls %d", s.def(f.Src).Title, n)
		return Next
	})
}

// RemoveTags: "remove up to N tags, at no cost".
func RemoveTags(n int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		p := s.P(s.runnerFor(f.Seat))
		n := min(n, p.Tags)
		p.Tags -= n
		s.eventf("tag", "Runner removes %d tags", n)
		return Next
	})
}

// GainPerVirus: the Runner gains one bit for every per counters of the
// virus whose trigger runs (Butcher Boy).
func GainPerVirus(per int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		for _, corp := range s.opposing(f.Seat, Corp) {
			for _, v := range s.P(corp).Virus {
				if v.Def == f.T && v.N/per > 0 {
					s.gain(f.Seat, v.N/per)
					s.eventf("gain", "%s counters give the Runner %d bits", defs[v.Def].Title, v.N/per)
				}
			}
		}
		return Next
	})
}

// cardName names card c in events: it names only cards both players can
// see when the event happens (ice being encountered, rezzed cards).
func (s *State) cardName(c int32) string {
	if c == 0 {
		return "an effect"
	}
	return s.def(c).Title
}

// Condition helpers for PlayIf and Ability.If.

// RunnerTagged: "play only if Runner is tagged" (ONR-13.4): for a card of
// a Corp, a Runner opposing it has a tag.
func RunnerTagged(s *State) bool {
	for i := range s.Players {
		if p := &s.Players[i]; p.Role == Runner && p.Tags > 0 {
			return true
		}
	}
	return false
}

// RunnerRanLastTurn: "play only if Runner attempted a run during his or her
// last turn".
func RunnerRanLastTurn(s *State) bool { return s.Hist.Runs > 0 }

// IceOnSameFort: "all ice on this fort has +N strength".
func IceOnSameFort(n int32) func(s *State, self, ice int32) int32 {
	return func(s *State, self, ice int32) int32 {
		if s.Cards[ice].Zone == ZoneIce && s.Cards[ice].Fort == s.Cards[self].Fort {
			return n
		}
		return 0
	}
}
