package onr

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/kernel"
)

// Ice: its subroutines, keywords and derezzing, as modified by lasting
// effects (ONR-9.8, ONR-11.6.4, ONR-16.4.3).

// subroutines returns the subroutines ice c has now, in the order they take
// effect (ONR-11.6.1, ONR-11.6.4):
//
//   - its own subroutines, those its card text generates, in printed order,
//     then those its text makes from the state (ModExtraSubs statics, in
//     the order of its abilities);
//     each repetition (ModRepeatSubs: Ice Transmutation) repeats every one
//     of them once, right after the original. Only the card's own
//     subroutines are repeated, never those another effect adds, so two
//     Transmutations give each subroutine three times, not four (R015,
//     R155);
//   - then each subroutine an active card of its fort gives the ice of
//     that fort (ModAddSub statics, fortsubs.go);
//   - then, while the ice is being encountered, each subroutine added "after
//     all other subroutines" by an active lasting effect (ModAddSub: Tutor);
//   - and a copy of each subroutine repeated for the run right after its
//     first place (ModRepeatSub, repeatsub.go).
//     Such an effect applies to encounters that began after it was made, so
//     a Tutor whose subroutine fires during its own encounter does not
//     modify itself (R240).
func (s *State) subroutines(c int32) []kernel.Ref {
	if c != 0 && s.printedSubsKnown(c) {
		return defOf(s.Cards[c].ID).subRefs // shared; callers never change it
	}
	return s.subroutinesLong(c)
}

// printedSubsKnown reports, from the masks alone, that ice c has exactly
// the subroutines its card prints, none ignored: what printedSubsOnly
// tells, for the ice encountered or not, and no active card has a
// ModIgnoreSubs static (the unions), so that ignoresSubs finds none. The
// tests of the masks are read inline, without the three calls of the long
// way (subroutinesLong, about 28 calls a game); false, and the long way,
// under State.unmasked or where the unions are not made.
func (s *State) printedSubsKnown(c int32) bool {
	u := &s.union
	return u.ok && s.activesOK && !s.unmasked && u.mods[0]&subsStaticBits == 0 &&
		s.lastKinds.absent[0]&subsLastingBits == subsLastingBits && s.lastKinds.absent[ModRepeatSub/64]&(1<<(ModRepeatSub%64)) != 0 &&
		defOf(s.Cards[c].ID).staticMods[0]&(1<<ModExtraSubs) == 0
}

// subsStaticBits are the statics of active cards that change the
// subroutines of ice other than its own (word 0 of a modMask), and
// subsLastingBits the lasting effects that do but ModRepeatSub (word 5).
const (
	subsStaticBits  = 1<<ModAddSub | 1<<ModIgnoreSubs
	subsLastingBits = 1<<ModRepeatSubs | 1<<ModAddSub
)

// subroutinesLong is subroutines the long way: ice c's own subroutines
// (ownSubroutines), less those ignored.
func (s *State) subroutinesLong(c int32) []kernel.Ref {
	if c == 0 {
		return nil
	}
	if c == s.Run.Encounter && s.ignoresSubs(c) {
		return s.notIgnored(s.ownSubroutines(c)) // ignore.go
	}
	return s.ownSubroutines(c)
}

// ownSubroutines returns the subroutines of ice c, none ignored.
func (s *State) ownSubroutines(c int32) []kernel.Ref {
	d := s.def(c)
	if s.printedSubsOnly(c, d) {
		return d.subRefs // shared; callers never change it
	}
	rep := s.lastingSum(ModRepeatSubs, c)
	own := d.subs
	if d.statics {
		// Subroutines its text generates from the state (ModExtraSubs:
		// "one End the run for every 2 bits paid above the rez cost", "for
		// each rezzed piece of ice installed outside it", those bought for
		// this encounter), after the printed ones.
		for i := range d.Abilities {
			a := &d.Abilities[i]
			if a.Kind != KindStatic || a.Mod != ModExtraSubs || !s.works(c, a) || !a.holds(s, c) {
				continue
			}
			if n := s.amount(c, a); n > 0 {
				s.took(c, i)
				if len(own) == len(d.subs) {
					own = slices.Clone(d.subs)
				}
				for range n {
					own = append(own, int16(i))
				}
			}
		}
	}
	// Then those the cards of its fort give it (ModAddSub statics:
	// "all ice on this fort has an additional subroutine").
	fort := s.fortSubs(c, nil) // fortsubs.go
	extra := len(fort)
	if c == s.Run.Encounter {
		for i := range s.Lasting {
			if l := &s.Lasting[i]; l.Mod == ModAddSub && l.Active() {
				extra++
			}
		}
	}
	one := s.repeatsOne(c) // repeatsub.go
	if rep == 0 && extra == 0 && len(own) == len(d.subs) && !one {
		return d.subRefs // shared; callers never change it
	}
	out := make([]kernel.Ref, 0, int(rep+1)*len(own)+extra)
	for _, i := range own {
		for range rep + 1 {
			out = append(out, kernel.Ref{Card: d.cid, Ability: i})
		}
	}
	out = append(out, fort...)
	if extra > len(fort) {
		for i := range s.Lasting {
			if l := &s.Lasting[i]; l.Mod == ModAddSub && l.Active() {
				out = append(out, l.Ref)
			}
		}
	}
	if one {
		out = s.withRepeats(c, out)
	}
	return out
}

// printedSubsOnly reports whether ice c, of definition d, has only the
// subroutines its card prints, as the masks tell without reading a card's
// abilities or a lasting effect (issue 29, item 2): its own statics have no
// ModExtraSubs (Def.staticMods), no active card has a ModAddSub static (the
// unions of the active cards, unions.go), and no lasting effect can repeat
// or add subroutines (ModRepeatSubs, ModRepeatSub, and ModAddSub for the
// ice encountered; lastingkinds.go). The long way then finds none either,
// and counts no static as taking effect. Off under State.unmasked.
func (s *State) printedSubsOnly(c int32, d *Def) bool {
	if s.unmasked || d.staticMods.has(ModExtraSubs) || s.mayLast(ModRepeatSubs) || s.mayLast(ModRepeatSub) ||
		(c == s.Run.Encounter && s.mayLast(ModAddSub)) {
		return false
	}
	return !s.unions().mods.has(ModAddSub)
}

// SubroutineCount returns the number of subroutines ice c has now.
func (g *Game) SubroutineCount(c int32) int { return len(g.s.subroutines(c)) }

// keywords returns card c's current keywords: the printed keyword line,
// with the ice type replaced by the one a keyword-changing ability of the
// card gives it, while that ability works (ModKeyword: Caryatid's paid
// keyword change, ONR-16.4.3, R096).
func (s *State) keywords(c int32) []string {
	d := s.def(c)
	kw := d.card.Keywords
	if s.skipsMod(&d.staticMods, ModKeyword) {
		return kw // no static of its changes a keyword (masks.go)
	}
	for i := range d.Abilities {
		a := &d.Abilities[i]
		if a.Kind != KindStatic || a.Mod != ModKeyword || !s.active(c) || !a.holds(s, c) {
			continue
		}
		s.took(c, i)
		out := slices.Clone(kw)
		for j, k := range out {
			if isIceType(k) {
				out[j] = a.Keyword
			}
		}
		return out
	}
	return kw
}

// isIceType reports whether keyword k is one of the three ice types
// (ONR-11.4.2).
func isIceType(k string) bool {
	return strings.EqualFold(k, "Wall") || strings.EqualFold(k, "Code Gate") || strings.EqualFold(k, "Sentry")
}

// hasKeyword reports whether card c has keyword k now, ignoring case.
// Icebreakers match ice through it (ONR-11.5.2).
func (s *State) hasKeyword(c int32, k string) bool {
	return slices.ContainsFunc(s.keywords(c), func(kw string) bool { return strings.EqualFold(kw, k) })
}

// Keywords returns the current keywords of card c (ONR-16.4.3).
func (g *Game) Keywords(c int32) []string { return slices.Clone(g.s.keywords(c)) }

// derez turns installed card c face down and inactive (ONR-9.8). Its
// modifications stay (lasting effects bound to it, its counters), so a
// modified ice "remembers" when it is rezzed again (R010, R154), and it must
// be rezzed again at its full cost before it works; what its rez paid above
// the rez cost is forgotten with the rez (ONR-9.6: a new rez asks again).
// Everyone saw the card rezzed where it still is, so its identity stays
// public: it is left revealed (Card.FaceUp; ONR-2.6), though inactive. A
// caller that derezzes the ice being encountered decides what that does to
// the encounter.
func (s *State) derez(c int32) {
	k := &s.Cards[c]
	if !k.Rezzed {
		return
	}
	s.say(msgDerezzed, s.cardArg(c))
	s.note(c)
	k.Rezzed, k.Paid = false, 0
	k.Seen, k.FaceUp = true, true
	if k.Zone == ZoneFort {
		s.staleFortFacts() // fortfacts.go: they count the forts' cards, not their ice
	}
	s.emit(kernel.Occurrence{Type: EvDerezzed, Seat: k.At, Obj: c})
}

// JustBrokeAll is the condition "use this ability only if you have just
// broken all the subroutines of that piece of ice" (Superglue): it holds in
// the priority window right after the Runner passes a piece of ice whose
// subroutines he or she all broke (RUN-7, ONR-11.7.1), while that ice is
// still installed and rezzed. A run ended by Dropp has no such window
// (ONR-19.3.3).
var JustBrokeAll Cond = CondFunc(justBrokeAll)

func justBrokeAll(s *State, _ int32) bool { return s.justBroken() != 0 }

// justBroken returns the ice whose subroutines the Runner just broke, in
// the window after passing it (see JustBrokeAll), or 0.
func (s *State) justBroken() int32 {
	if !s.Run.Active || s.window() != WinPass {
		return 0
	}
	log := s.Run.Log
	passed := int32(0)
	for i := len(log) - 1; i >= 0; i-- {
		switch o := log[i]; o.Type {
		case EvIcePassed:
			if passed != 0 {
				return 0 // an earlier pass: no encounter with the ice just passed
			}
			passed = o.Obj
		case EvAllSubsBroken:
			if passed == 0 || o.Obj != passed || s.Cards[passed].Zone != ZoneIce || !s.Cards[passed].Rezzed {
				return 0
			}
			return passed
		case EvEncounterStart:
			return 0
		}
	}
	return 0
}

// brokenThisRun returns the ice that had all its subroutines broken during
// this run (Pattel's Virus, R416), in the order it happened.
func (s *State) brokenThisRun() []int32 {
	var out []int32
	for _, o := range s.Run.Log {
		if o.Type == EvAllSubsBroken && !slices.Contains(out, o.Obj) {
			out = append(out, o.Obj)
		}
	}
	return out
}

// window returns the kind of the innermost priority window open on the
// stack, or 0.
func (s *State) window() int32 {
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		if s.Frames()[i].Kind == FrameWindow {
			return s.Frames()[i].N
		}
	}
	return 0
}

// DerezJustBroken: derez the piece of ice whose subroutines the Runner has
// just broken (Superglue; see JustBrokeAll).
func DerezJustBroken() Op { return derezJustBroken{} }

type derezJustBroken struct{}

func (derezJustBroken) Run(s *State, f *Frame) Status {
	if c := s.justBroken(); c != 0 {
		s.derez(c)
	}
	return Next
}
