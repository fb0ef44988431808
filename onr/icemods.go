package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Modifications of ice by external effects, and derezzing (ONR-9.8,
// ONR-11.6.4).
//
// A modification of a piece of ice lives on its card instance (Card.
// Transmuted, Card.Pattel), not on the effect that made it: the ice keeps it
// through a derez and a later rez (R010, R154), and forgets it as soon as it
// leaves its place, since detach clears those fields (R011, R154). Strength
// (iceStrength) and subroutines (subroutines) read them when asked, like
// every continuous value (values.go).
//
// Effects that last for a run (Tutor) live on the Run instead and end with
// it.

// tutorEndRun is the "End the run" subroutine an effect such as Tutor adds
// to ice.
var tutorEndRun = Do(EndRun())

// iceModStrength is the strength change of ice c from its modifications:
// +1 per Ice Transmutation, -1 per Pattel counter (R416). Strength may go
// below 0 (ONR-11.4.3, R013).
func (s *State) iceModStrength(c int32) int32 {
	k := &s.Cards[c]
	return k.Transmuted - k.Pattel
}

// iceSubs returns the subroutines ice c has now, in the order they take
// effect (ONR-11.6.1, ONR-11.6.4):
//
//   - its own subroutines, those its card text generates, in printed order;
//     each Ice Transmutation repeats every one of them once, right after
//     the original. Only the card's own subroutines are repeated, never
//     those another effect adds, so two Transmutations give each
//     subroutine three times, not four (R015, R155);
//   - then, while the ice is being encountered, one "End the run" for each
//     Tutor effect that was in force when the encounter began (Run.
//     TutorEnc): "after all other subroutines". A Tutor whose subroutine
//     fires during its own encounter does not modify itself (R240).
func (s *State) iceSubs(c int32) []Effect {
	own := s.def(c).Subs
	rep := s.Cards[c].Transmuted
	var extra int32
	if s.Run.Active && s.Run.TutorEnc > 0 && c == s.currentIce() {
		extra = s.Run.TutorEnc
	}
	if rep == 0 && extra == 0 {
		return own
	}
	out := make([]Effect, 0, int(rep+1)*len(own)+int(extra))
	for _, e := range own {
		for range rep + 1 {
			out = append(out, e)
		}
	}
	for range extra {
		out = append(out, tutorEndRun)
	}
	return out
}

// encounterStart is called when the Runner begins to encounter ice
// (ONR-11.4.1): the Tutor effects in force now apply to this encounter, and
// the previous ice is no longer "just" broken.
func (s *State) encounterStart() {
	s.Run.TutorEnc = int32(len(s.Run.Tutors))
	s.Run.JustBroke = 0
}

// encounterDone is called when the subroutines of ice have been dealt with
// (end of RUN-6). If the Runner broke all of them — ice with none counts as
// having had all broken (ONR-11.5.5, R301, R417) — the ice is recorded as
// just broken, for the pass window that follows (Superglue), and as broken
// during this run (Pattel's Virus). Then a run that a breaker ends
// "after the encounter" ends (Dropp, R335).
func (s *State) encounterDone(ice int32) {
	r := &s.Run
	if ice != 0 {
		all := int64(1)<<len(s.subroutines(ice)) - 1
		if r.Broken&all == all {
			r.JustBroke = ice
			if !slices.Contains(r.AllBroken, ice) {
				r.AllBroken = append(r.AllBroken, ice)
			}
		}
	}
	r.TutorEnc = 0
	s.endAfterBreak()
}

// derez turns installed card c face down and inactive (ONR-9.8). Nothing
// else about the card changes: its modifications and counters stay, so a
// modified ice "remembers" when it is rezzed again (R010, R154), and it must
// be rezzed again at its full cost before it works. Everyone saw the card
// rezzed where it still is, so its identity stays public: it is left
// revealed (Card.FaceUp; ONR-2.6), though inactive. A caller that derezzes
// the ice being encountered decides what that does to the encounter.
func (s *State) derez(c int32) {
	k := &s.Cards[c]
	if !k.Rezzed {
		return
	}
	s.eventf("derez", "%s is derezzed", s.def(c).Title)
	k.Rezzed = false
	k.Seen, k.FaceUp = true, true
}

// TransmuteIce: "choose a piece of rezzed ice when you score Ice
// Transmutation. That ice now has +1 strength, and each subroutine on it is
// repeated once" (ONR-11.6.4). The change stays on the ice (Card.
// Transmuted) until it is uninstalled (R154).
func TransmuteIce() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if f.Answered {
			o, _ := f.take()
			c := s.byHandle(int32(o.Card))
			s.Cards[c].Transmuted++
			s.eventf("transmute", "%s: %s has +1 strength and each of its subroutines repeated", s.cardName(f.Src), s.def(c).Title)
			return Next
		}
		var opts []engine.Option
		for _, fi := range s.liveForts() {
			for _, c := range s.Forts[fi].Ice {
				if s.Cards[c].Rezzed {
					opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
				}
			}
		}
		if len(opts) == 0 {
			return Next
		}
		return s.ask(f.Seat, "Choose a piece of rezzed ice to transmute", "ONR-11.6.4", opts)
	})
}

// EndRunOnLaterIce: "for the remainder of the run, all ice encountered has
// an additional subroutine, End the run, after all other subroutines"
// (Tutor). It applies to encounters that begin after it resolves, so not to
// the encounter in progress (R240). A source that resolves it twice in a
// run (a transmuted Tutor) adds one subroutine, not two: the repeated
// effects apply in parallel, not serially (R149); two different Tutors add
// one each.
func EndRunOnLaterIce() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if s.Run.Active && !slices.Contains(s.Run.Tutors, f.Src) {
			s.Run.Tutors = append(s.Run.Tutors, f.Src)
			s.eventf("tutor", "%s: for the rest of the run, all ice encountered has an additional End the run", s.cardName(f.Src))
		}
		return Next
	})
}

// JustBrokeAll is the condition "use this ability only if you have just
// broken all the subroutines of that piece of ice" (Superglue): it holds in
// the window right after the Runner passes a piece of ice whose
// subroutines he or she all broke (RUN-7, ONR-11.7.1), while that ice is
// still installed and rezzed. The window closes before the jack-out
// decision, and the next encounter also ends it. A run ended by Dropp has
// no such window (ONR-19.3.3).
func JustBrokeAll(s *State, _ int32) bool {
	c := s.Run.JustBroke
	return s.Run.Active && c != 0 && s.Cards[c].Zone == ZoneIce && s.Cards[c].Rezzed
}

// DerezJustBroken: derez the piece of ice whose subroutines the Runner has
// just broken (Superglue; see JustBrokeAll).
func DerezJustBroken() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if JustBrokeAll(s, f.Src) {
			s.derez(s.Run.JustBroke)
		}
		return Next
	})
}

// PattelCounter: "whenever you make a successful run, put a Pattel counter
// on a piece of ice that had all its subroutines broken during that run":
// one counter on one piece of ice (R416), chosen by the controller among
// those still installed, at the end of the run like other virus counters
// (R048). Each counter gives the ice -1 strength; they are virus counters,
// so a purge removes them (ONR-15.3), and they stay when the program
// leaves play (R051). A run that is not successful places none (R338,
// R415).
func PattelCounter() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if f.Answered {
			o, _ := f.take()
			s.putPattel(s.byHandle(int32(o.Card)), f.Src)
			return Next
		}
		var opts []engine.Option
		for _, c := range s.Run.AllBroken {
			if s.Cards[c].Zone == ZoneIce {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
		}
		switch len(opts) {
		case 0:
			return Next
		case 1:
			s.putPattel(s.byHandle(int32(opts[0].Card)), f.Src)
			return Next
		}
		return s.ask(f.Seat, "Put a Pattel counter on a piece of ice", "R416", opts)
	})
}

func (s *State) putPattel(c, src int32) {
	s.Cards[c].Pattel++
	s.eventf("virus", "%s puts a Pattel counter on %s", s.cardName(src), s.def(c).Title)
}

// iceVirus reports whether some installed ice holds virus counters.
// iceVirus reports whether some ice of Corp seat holds virus counters.
func (s *State) iceVirus(seat engine.Seat) bool {
	for _, fi := range s.fortsOf(seat) {
		for _, c := range s.Forts[fi].Ice {
			if s.Cards[c].Pattel > 0 {
				return true
			}
		}
	}
	return false
}

// purgeIce removes the virus counters on Corp seat's ice with the others
// (ONR-15.3).
func (s *State) purgeIce(seat engine.Seat) {
	for i := range s.Cards {
		if s.Cards[i].At == seat {
			s.Cards[i].Pattel = 0
		}
	}
}

// successfulRunEnd pushes, once per run, the triggers of the end of a
// successful run (OnSuccessfulRun), before finishRun clears the run's facts
// (RUN-13, R048). The Runner's resolve first (R026). Frame.M of the run
// frame records that they were pushed. It reports whether any was pushed.
func (s *State) successfulRunEnd(f *Frame) bool {
	if !s.Run.Success || f.M != 0 {
		return false
	}
	f.M = 1
	n := len(s.Stack)
	s.pushTriggers(OnSuccessfulRun, s.Run.Corp, false)
	s.pushTriggers(OnSuccessfulRun, s.Run.Runner, false)
	return len(s.Stack) > n
}

// NoRunsForActions: "Runner cannot make another run during his or her next
// N actions" (Haunting Inquisition). Only actions the Runner actually takes
// count, not forgone ones (R150). Suffered again before it runs out, it
// applies in parallel, not serially: the count restarts at N, it is not
// added to (R149).
func NoRunsForActions(n int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		p := s.P(s.runnerFor(f.Seat))
		p.NoRun = max(p.NoRun, n)
		s.eventf("prohibit", "%s: the Runner cannot make another run during his or her next %d actions", s.cardName(f.Src), n)
		return Next
	})
}

// actionTaken counts an action side has taken (not forgone) against
// Runner.NoRun (R150).
func (s *State) actionTaken(seat engine.Seat) {
	if p := s.P(seat); p.NoRun > 0 {
		p.NoRun--
	}
}

// withoutRuns removes the Runner's actions that make a run (the basic run
// action, preps that make a run) while Runner.NoRun forbids runs.
func (s *State) withoutRuns(seat engine.Seat, opts []engine.Option) []engine.Option {
	if s.P(seat).NoRun <= 0 {
		return opts
	}
	return slices.DeleteFunc(opts, func(o engine.Option) bool {
		if o.Verb == VerbRun {
			return true
		}
		return o.Verb == VerbPlay && s.def(s.byHandle(int32(o.Card))).Run != nil
	})
}

// ArchivesToHQ: "bring any card from the Archives into HQ" (Off-Site
// Backups). The controller chooses among both piles. A face-up card is
// named to both players and stays known to the Runner in HQ (Card.Known),
// like a card accessed there; a face-down one only to the Corp (ONR-2.6).
func ArchivesToHQ() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if f.Answered {
			o, _ := f.take()
			c := s.byHandle(int32(o.Card))
			k := &s.Cards[c]
			faceUp := k.FaceUp
			s.move(c, f.Seat, ZoneHand, false)
			k.FaceUp, k.Known = false, faceUp
			secret := "Corp brings " + s.def(c).Title + " from the Archives into HQ"
			if faceUp {
				// Both players know it, as with a card accessed in HQ.
				s.events = append(s.events, engine.Event{Type: "recur", Text: "Corp brings a face-up card from the Archives into HQ",
					Secret: secret, Private: seatBit(f.Seat) | seatBit(s.runnerFor(f.Seat))})
			} else {
				s.eventPrivate("recur", "Corp brings a face-down card from the Archives into HQ", secret, f.Seat)
			}
			return Next
		}
		archives := s.P(f.Seat).Discard
		opts := make([]engine.Option, 0, len(archives))
		for _, c := range archives {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
		if len(opts) == 0 {
			return Next
		}
		return s.ask(f.Seat, "Bring a card from the Archives into HQ", "ONR-2.2.3", opts)
	})
}

// SubroutineCount returns the number of subroutines ice c has now.
func (g *Game) SubroutineCount(c int32) int { return len(g.s.subroutines(c)) }

// checkIceMods checks the invariants of ice modifications: only installed
// ice carries them, never negative; run-long effects exist only during a
// run.
func (s *State) checkIceMods() error {
	for i := 1; i < len(s.Cards); i++ {
		k := &s.Cards[i]
		if k.Transmuted < 0 || k.Pattel < 0 {
			return fmt.Errorf("card %d (%s) has negative ice modifications", i, s.def(int32(i)).Title)
		}
		if (k.Transmuted != 0 || k.Pattel != 0) && k.Zone != ZoneIce {
			return fmt.Errorf("card %d (%s) in %s keeps ice modifications (R011)", i, s.def(int32(i)).Title, k.Zone)
		}
	}
	for i := range s.Players {
		if s.Players[i].NoRun < 0 {
			return fmt.Errorf("seat %d: NoRun is negative: %d", i, s.Players[i].NoRun)
		}
	}
	r := &s.Run
	if !r.Active && (len(r.Tutors) > 0 || r.TutorEnc != 0 || r.JustBroke != 0 || len(r.AllBroken) > 0 || r.BreakEnds != 0) {
		return fmt.Errorf("run-long ice effects outside a run")
	}
	return nil
}
