package onr

import (
	"slices"

	"github.com/datafort/datafort/kernel"
)

// One subroutine repeated for the run (dynamic-subroutines): "Repeat one
// subroutine on a piece of ice on this fort, until the end of the run.
// Treat the copy of the subroutine as if it appeared immediately after the
// original subroutine." The card's controller chooses a piece of ice of
// the card's fort, then one of its subroutines (by its place, from 1); the
// choice is a lasting effect bound to the ice (ModRepeatSub: Ref the
// subroutine, until the run ends) that ownSubroutines (ice.go) reads: the
// copy comes right after the first place of that subroutine. Chosen while
// that ice is being encountered, the copy waits for the encounter's end,
// so the places of the subroutines already broken or resolved stay put.
// The costs of the cards that use it — a random discard from HQ, the top
// cards of R&D trashed — trash the cards face down (R168, R171): a Corp
// card trashed from HQ or R&D goes face down unless it was seen (trash).

// RepeatSubOnThisFort: "repeat one subroutine on a piece of ice on this
// fort, until the end of the run".
func RepeatSubOnThisFort() Op { return repeatSubOnThisFort{} }

type repeatSubOnThisFort struct{}

func (repeatSubOnThisFort) Run(s *State, f *Frame) Status {
	if f.Answered && len(s.List(f)) == 1 {
		_, n := f.Take()
		ice := s.List(f)[0]
		s.SetList(f, nil)
		s.repeatSub(f, ice, n-1)
		return Next
	}
	if len(s.List(f)) == 0 {
		ice, st := s.chooseCardAmongHidden(f, s.iceOfFort(f.Src), func(c int32) bool { return len(s.ownSubroutines(c)) > 0 },
			VerbChoose, "Choose a piece of ice of this fort: one of its subroutines is repeated until the end of the run", "ONR-11.6.4")
		if ice == 0 || !s.Run.Active {
			return st
		}
		s.SetList(f, []int32{ice})
	}
	ice := s.List(f)[0]
	n := int32(len(s.ownSubroutines(ice)))
	if n == 0 || s.Cards[ice].Zone != ZoneIce {
		s.SetList(f, nil)
		return Next
	}
	return s.askNumber(f.Seat, "Repeat which subroutine of the ice chosen (1 is the first)?", "ONR-11.6.4", 1, n)
}

// repeatSub repeats subroutine i (from 0) of ice until the run ends.
func (s *State) repeatSub(f *Frame, ice, i int32) {
	subs := s.ownSubroutines(ice)
	if i < 0 || int(i) >= len(subs) || !s.Run.Active {
		return
	}
	l := kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModRepeatSub, N: 1, Obj: ice, Ref: subs[i], Until: EvRunEnds}
	if s.Run.Encounter == ice {
		l.Starts = EvEncounterEnd
	}
	s.AddLasting(l)
	if s.Cards[ice].Rezzed {
		s.say(msgRepeatsSub, s.cardArg(f.Src), s.cardArg(ice), i+1)
	} else {
		s.sayTo(seatBit(f.Seat), msgRepeatsHiddenSub, s.cardArg(f.Src), s.cardArg(ice), i+1)
	}
}

// iceOfFort returns the ice of card c's fort, outermost first.
func (s *State) iceOfFort(c int32) []int32 {
	if fi := s.Cards[c].Fort; fi >= 0 && int(fi) < len(s.Forts) {
		return s.Forts[fi].Ice
	}
	return nil
}

// withRepeats adds to subs, the subroutines of ice c, a copy of each
// subroutine a ModRepeatSub effect repeats, right after its first place.
func (s *State) withRepeats(c int32, subs []kernel.Ref) []kernel.Ref {
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModRepeatSub || l.Obj != c || !l.Active() {
			continue
		}
		if k := slices.Index(subs, l.Ref); k >= 0 {
			subs = slices.Insert(subs, k+1, l.Ref)
		}
	}
	return subs
}

// repeatsOne reports whether a ModRepeatSub effect repeats a subroutine
// of ice c now.
func (s *State) repeatsOne(c int32) bool {
	return slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModRepeatSub && l.Obj == c && l.Active() })
}

// IceWithSubsOnThisFort: the card's fort has a piece of ice with a
// subroutine, the target of RepeatSubOnThisFort (ONR-18.1.2: a card whose
// target is missing cannot be used). An unrezzed piece's subroutines are
// hidden: on public grounds it might have one (publicCond).
var IceWithSubsOnThisFort Cond = iceWithSubsOnThisFort{}

type iceWithSubsOnThisFort struct{}

func (iceWithSubsOnThisFort) Holds(s *State, self int32) bool {
	return slices.ContainsFunc(s.iceOfFort(self), func(c int32) bool { return len(s.ownSubroutines(c)) > 0 })
}

func (iceWithSubsOnThisFort) mightHold(s *State, self int32) bool {
	return slices.ContainsFunc(s.iceOfFort(self), func(c int32) bool { return !s.Cards[c].Rezzed || len(s.ownSubroutines(c)) > 0 })
}

// TrashTopOfRD: "trash the top N cards stored in R&D", the controlling
// Corp's, face down unless seen before (R171), as many as R&D holds.
func TrashTopOfRD(n int32) Op { return trashTopOfRD{n} }

type trashTopOfRD struct{ n int32 }

func (o trashTopOfRD) Run(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if corp < 0 {
		return Next
	}
	var done int32
	for ; done < o.n && len(s.P(corp).Deck) > 0; done++ {
		c := s.P(corp).Deck[0]
		s.note(c)
		s.trash(c)
	}
	if done > 0 {
		s.say(msgTrashesTopOfRD, int32(corp), done)
	}
	return Next
}

// RDHoldsAtLeast: the controller's R&D holds N or more cards (a cost of
// trashing its top cards can be paid).
func RDHoldsAtLeast(n int32) Cond { return rdHoldsAtLeast{n} }

type rdHoldsAtLeast struct{ n int32 }

func (o rdHoldsAtLeast) Holds(s *State, self int32) bool {
	return int32(len(s.P(s.controller(self)).Deck)) >= o.n
}

// printedSub returns which of the n printed subroutines of ice is its
// subroutine j of subs (its subroutines now): an own subroutine by its
// printed place wherever a repetition put it (ModRepeatSubs, ModRepeatSub),
// another by j modulo n, as before repetitions were placed.
func (s *State) printedSub(ice int32, subs []kernel.Ref, j, n int) int {
	k := j % n
	if d := s.def(ice); j < len(subs) && subs[j].Card == d.cid {
		if i := slices.Index(d.subs, subs[j].Ability); i >= 0 && i < n {
			k = i
		}
	}
	return k
}
