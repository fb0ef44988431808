package onr

import "github.com/datafort/datafort/kernel"

// Die rolls (die-roll). A die comes from the game's seeded RNG (ONR-16.4.5),
// so a replay rolls the same. RollDie rolls and remembers the result in the
// program's frame (Frame.N of a program frame); the ops after it read it:
// OnRoll branches on it, StrengthFromRoll adds it to a strength.
//
//	onr.Sub(onr.RollDie(), onr.OnRoll(1, 1, onr.BrainDamage(3)))

// RollDie: "roll a die".
func RollDie() Op { return rollDie{} }

type rollDie struct{}

func (rollDie) Run(s *State, f *Frame) Status {
	f.N = int32(s.RNG.Die())
	s.say(msgRolls, s.cardArg(f.Src), f.N)
	return Next
}

// OnRoll: "on a lo…hi, …": the ops resolve only if the last die rolled by
// the program (RollDie) is between lo and hi.
func OnRoll(lo, hi int32, ops ...Op) Op { return governed{rolled{lo: lo, hi: hi}, ops} }

type rolled struct{ lo, hi, n int32 }

func (o rolled) withSkip(n int32) Op { o.n = n; return o }

func (o rolled) Run(s *State, f *Frame) Status {
	if f.N >= o.lo && f.N <= o.hi {
		return Next
	}
	return skip(f, o.n)
}

// StrengthFromRoll: "add the result to this icebreaker's (or this ice's)
// strength" until an occurrence of until.
func StrengthFromRoll(until kernel.EventType) Op { return strengthFromRoll{until} }

type strengthFromRoll struct{ until kernel.EventType }

func (o strengthFromRoll) Run(s *State, f *Frame) Status {
	switch {
	case f.Src == 0 || f.N <= 0:
	case s.isIce(f.Src):
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModIceStrength, N: f.N, Obj: f.Src, Until: o.until})
		s.say(msgHasStrength, s.cardArg(f.Src), f.N)
	default:
		s.boost(f.Src, f.N, o.until)
	}
	return Next
}

// RollForRunStrength: roll a die and add the result to this icebreaker's
// strength for the rest of the run (AI Boon after errata, R261).
func RollForRunStrength() Op { return rollThen{[]Op{RollDie(), StrengthFromRoll(EvRunEnds)}} }

// rollThen is a die roll and what reads it, spread out by Do.
type rollThen struct{ ops []Op }

func (o rollThen) flatten() []Op { return o.ops }

// Run is never called: Do spreads a rollThen out.
func (o rollThen) Run(s *State, f *Frame) Status { return Next }

// OnRollAtMostTags: "if you roll less than or equal to the number of tags
// Runner has, …": the ops resolve only if the last die rolled by the
// program (RollDie) is at most the tags of the Runner the effect speaks of
// (the tags of the controller's team, where tags are owned: tags.go).
func OnRollAtMostTags(ops ...Op) Op { return governed{rolledAtMostTags{}, ops} }

type rolledAtMostTags struct{ n int32 }

func (o rolledAtMostTags) withSkip(n int32) Op { o.n = n; return o }

func (o rolledAtMostTags) Run(s *State, f *Frame) Status {
	if r := s.runnerOf(f); r >= 0 && f.N <= s.tagsFor(r, f.Seat) {
		return Next
	}
	return skip(f, o.n)
}
