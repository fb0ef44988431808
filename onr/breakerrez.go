package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Icebreakers of a keyword banned in runs on a fort, and a card rezzed in
// answer to their use (prohibition, rez-timing): "Runner cannot use worms
// during runs on this fort. If Runner uses a worm during a run on this
// fort before this card is rezzed, you may rez it to trash that worm, and
// any bits spent using that worm on the current piece of ice are lost to
// no effect. Runner may then use further icebreakers to break the ice" (a
// Corp upgrade; R084, R085).
//
// A BreakersBannedInFortRuns static (ModBreakersBannedInFort, Keyword the breakers) of an
// active card in the fort of a run keeps the break and strength options
// of the Runner's icebreakers with that keyword out of every encounter of
// the run (breakOptions), a prohibition no effect overrides, even for a
// breaker that would have to be used (R085, ONR-18.3.3).
//
// A RezAgainstBreakerUse static (ModRezAgainstBreaker, Keyword the
// breakers, working while the card is installed face down) answers each
// use (a break or a strength increase) of an icebreaker with that keyword
// during a run on the card's fort: right after it, before anything else,
// the run's Corp may rez the card, paying its rez cost, though the rules
// let no rez answer a Runner's action (R084). If it does, the subroutines
// that icebreaker broke on the ice encountered are unbroken (its bits
// spent are lost: its strength goes with it), and it is trashed (a trash
// the Runner may prevent); the encounter goes on, the Runner may break
// with other icebreakers.
//
// Hidden information. The Corp is asked on public grounds: whenever an
// icebreaker whose keyword some card of the pool answers so (every
// definition is public) is used in a run on a fort that holds a face-down
// card, with "pass" only when none of them can be rezzed so.

// BreakersBannedInFortRuns: "Runner cannot use [keyword] icebreakers during runs on
// this fort".
func BreakersBannedInFortRuns(keyword string) Ability {
	return Ability{Kind: KindStatic, Mod: ModBreakersBannedInFort, Keyword: keyword}
}

// RezAgainstBreakerUse: "if Runner uses a [keyword] icebreaker during a
// run on this fort before this card is rezzed, you may rez it to trash
// that icebreaker, and any bits spent using it on the current piece of ice
// are lost to no effect".
func RezAgainstBreakerUse(keyword string) Ability {
	return Ability{Kind: KindStatic, Mod: ModRezAgainstBreaker, Keyword: keyword, Where: Installed}
}

// breakerBannedInFort reports whether icebreaker b may not be used in the
// run now: an active card in the run's fort has a BreakersBannedInFortRuns static
// of a keyword of b's.
func (s *State) breakerBannedInFort(b int32) bool {
	r := &s.Run
	if !r.Active || r.Fort < 0 || int(r.Fort) >= len(s.Forts) {
		return false
	}
	for _, c := range s.Forts[r.Fort].Cards {
		if !s.Cards[c].Rezzed || !s.active(c) {
			continue
		}
		for i := range s.def(c).Abilities {
			if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModBreakersBannedInFort && s.def(b).card.HasKeyword(a.Keyword) && a.holds(s, c) {
				s.tookMod(c, ModBreakersBannedInFort)
				return true
			}
		}
	}
	return false
}

// rezAgainstBreakerProgram asks the run's Corp, after the use of
// icebreaker Frame.Src, whether to rez a card against it.
var rezAgainstBreakerProgram = builtin("rez-against-breaker", rezAgainstBreaker{})

// answerBreakerUse lets the run's Corp answer the use of icebreaker b, on
// public grounds (see above).
func (s *State) answerBreakerUse(b int32) {
	r := &s.Run
	if !r.Active || r.Ended || r.Fort < 0 || int(r.Fort) >= len(s.Forts) || !answeredKeyword(s.def(b)) {
		return
	}
	if !slices.ContainsFunc(s.Forts[r.Fort].Cards, func(c int32) bool { return !s.Cards[c].Rezzed }) {
		return
	}
	s.push(Frame{Kind: FrameProgram, Seat: r.Corp, Src: b, Ref: rezAgainstBreakerProgram})
}

// answeredKeyword reports whether icebreaker definition d has a keyword
// that some card's RezAgainstBreakerUse static names (the definitions are
// public; their order does not matter).
func answeredKeyword(d *Def) bool {
	return slices.ContainsFunc(defsSummary().againstBreaker, d.card.HasKeyword)
}

// rezAgainst reports whether card c may be rezzed against the use of
// icebreaker b: face down in the run's fort, with a RezAgainstBreakerUse
// static of a keyword of b's, and a rez its Corp can pay.
func (s *State) rezAgainst(c, b int32) bool {
	k := &s.Cards[c]
	r := &s.Run
	if k.Rezzed || k.Zone != ZoneFort || k.Fort != r.Fort || !s.installed(b) {
		return false
	}
	corp := s.controller(c)
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModRezAgainstBreaker && s.def(b).card.HasKeyword(a.Keyword) && a.holds(s, c) {
			return s.rezCost(c) <= s.P(corp).Bits && s.canPayRezAlso(corp, c)
		}
	}
	return false
}

type rezAgainstBreaker struct{}

func (rezAgainstBreaker) Run(s *State, f *Frame) Status {
	r := &s.Run
	b := f.Src
	if !r.Active || r.Ended || f.Seat != r.Corp || b == 0 {
		return Next
	}
	if !f.Answered {
		opts := []engine.Option{{Verb: VerbPass}}
		for _, c := range s.Forts[r.Fort].Cards {
			if s.rezAgainst(c, b) {
				opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(c)})
			}
		}
		return s.ask(f.Seat, fmt.Sprintf("%s used: rez a card against it, or pass", s.cardName(b)), "R084", opts)
	}
	o, _ := f.Take()
	c := s.byHandle(int32(o.Card))
	if o.Verb != VerbRez || c == 0 || !s.rezAgainst(c, b) {
		return Next
	}
	s.rez(c, false)
	s.tookMod(c, ModRezAgainstBreaker)
	s.unbreakBy(b)
	s.say(msgBreakerUseLost, s.cardArg(b), s.cardArg(c))
	s.trashInstalled(b, c)
	return Next
}

// unbreakBy unbreaks the subroutines icebreaker b broke on the ice
// encountered, those no other breaker broke too: the targets of its uses
// since the encounter started (EvBreakerUsed, N the subroutine + 1).
func (s *State) unbreakBy(b int32) {
	r := &s.Run
	var own, other int64
	for i := len(r.Log) - 1; i >= 0; i-- {
		o := r.Log[i]
		if o.Type == EvEncounterStart {
			break
		}
		if o.Type != EvBreakerUsed || o.N <= 0 {
			continue
		}
		if o.Obj == b {
			own |= 1 << (o.N - 1)
		} else {
			other |= 1 << (o.N - 1)
		}
	}
	r.Broken &^= own &^ other
}
