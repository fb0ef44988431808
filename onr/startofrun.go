package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// The Corp's start-of-run decision (ONR-11.1.2, start-of-run-window). Some
// Corp abilities are used "only at the start of a run", and some of them
// even while their card is unrezzed ("you may use this ability even if
// Walking Wall is unrezzed, in which case, you reveal it": Glacier,
// Walking Wall, Mobile Barricade). After the start-of-run effects have
// resolved (RUN-1) and before the first approach, the Corp of the run is
// asked to use such abilities (When AtRunStart, usually Where Installed),
// one at a time, or pass.
//
// Hidden information. Asking only when such a card is installed would tell
// the Runner that one of the Corp's unrezzed ice is one of them. So the
// decision opens on public grounds only (startOfRunOpens): the Corp has an
// installed unrezzed ice (which might be one), or an active card with an
// AtRunStart ability (face up: everyone knows), or an unrezzed card in the
// fort of the run when the card pool holds a card that may be rezzed at
// the start of a run: grounds that never depend on the Corp's deck (asking
// only when its cards include one would tell the Runner that its deck
// does). Whatever the ice and the deck are, the Runner sees the same
// question; autopass=fast skips it when there is nothing to use, as for
// the Corp's other windows (window.go
// corpMightRez). Using an ability of an unrezzed card reveals it (an event
// naming it to everyone) and leaves it face up though inactive, as a
// derezzed card (ice.go derez): moved, it stays revealed.
//
// Moving ice (MoveIce): the ice leaves its place and is inserted at the
// chosen position, rezzed or not as it was; it is a new object (use limits
// and lasting effects bound to it end, as for any card that moves,
// ONR-2.2.5), except that its own start-of-run ability stays used for the
// run. Ice moved off the fort of the run before its approach is not
// approached; ice moved onto it is, from its new position.

// StartOfRunPrompt is the prompt of the Corp's start-of-run decision.
const StartOfRunPrompt = "Start of the run: use start-of-run abilities, or pass"

// stepStartOfRun is the run step runStartCorp.
func (s *State) stepStartOfRun(f *Frame) Status {
	r := &s.Run
	if r.Ended || r.JackedOut {
		f.Step = runEnd
		return Next
	}
	if f.Answered {
		if o, _ := f.Take(); o.Verb == VerbUse {
			s.useAtRunStart(r.Corp, s.byHandle(int32(o.Card)), o.Arg)
			return Next // asked again once it has resolved
		}
		f.Step = runApproach
		return Next
	}
	if u := &s.union; u.ok && s.activesOK && u.when&AtRunStart == 0 && !s.unmasked && !s.Players[r.Corp].Out {
		// atRunStartOptions' usual case, read inline: no card has an
		// AtRunStart ability (the unions), so the pass is the one option,
		// and the decision opens on the first card that might be rezzed.
		if s.Options.FastPass || !s.startOfRunRezzable(r.Corp) {
			f.Step = runApproach
			return Next
		}
		return s.ask(r.Corp, StartOfRunPrompt, "ONR-11.1.2", passOnly[:]) // as below
	}
	// The options are built in the scratch buffer after the pass, the
	// scan learning on the way whether the decision opens (masks.go).
	opts, opens := s.atRunStartOptions(r.Corp, append(s.scratch[:0], engine.Option{Verb: VerbPass}))
	s.scratch = opts[:0]
	if s.unmasked {
		opens = s.startOfRunOpens(r.Corp) // the long way
	}
	if len(opts) == 1 && (s.Options.FastPass || !opens) {
		f.Step = runApproach
		return Next
	}
	if len(opts) == 1 {
		// The pass alone, asked on public grounds (the Corp's usual
		// question here): the one answer, made once (passOnly), not
		// copied.
		return s.ask(r.Corp, StartOfRunPrompt, "ONR-11.1.2", passOnly[:])
	}
	return s.ask(r.Corp, StartOfRunPrompt, "ONR-11.1.2", s.keepOptions(opts))
}

// startOfRunOpens reports whether, on public grounds, Corp seat might have
// a start-of-run ability to use: an installed unrezzed ice, an active card
// with an AtRunStart ability, or an unrezzed card in the fort of the run
// (one the Corp may rez at the start of a run on its fort: RezThis,
// announcedspending.go), when the card pool holds such a card
// (mayRezAtRunStart).
func (s *State) startOfRunOpens(seat engine.Seat) bool {
	rezAtStart := s.mayRezAtRunStart()
	for fi := range s.fortsOf(seat) {
		for _, list := range [2][]int32{s.Forts[fi].Ice, s.Forts[fi].Cards} {
			for _, c := range list {
				if !s.Cards[c].Rezzed && (s.isType(c, carddb.Ice) || (rezAtStart && fi == s.Run.Fort)) {
					return true
				}
				if s.Cards[c].Rezzed && s.hasAtRunStart(c) {
					return true
				}
			}
		}
	}
	return false
}

// hasAtRunStart reports whether card c has an AtRunStart ability.
func (s *State) hasAtRunStart(c int32) bool {
	for _, i := range s.def(c).activated {
		if s.def(c).Abilities[i].When&AtRunStart != 0 {
			return true
		}
	}
	return false
}

// atRunStartOptions appends to opts the AtRunStart abilities Corp seat may
// use now, and reports what startOfRunOpens would, learnt on the way.
func (s *State) atRunStartOptions(seat engine.Seat, opts []engine.Option) ([]engine.Option, bool) {
	if u := s.unions(); !s.Players[seat].Out && s.skips(u.when, AtRunStart) {
		// No card in seat's forts, rezzed or not, has an AtRunStart
		// ability (they are all in the lists the unions hold, unions.go):
		// no option, and the window opens on the first card that might be
		// rezzed.
		return opts, s.startOfRunRezzable(seat)
	}
	opens := false
	rezAtStart := s.mayRezAtRunStart()
	for fi := range s.fortsOf(seat) {
		for _, list := range [2][]int32{s.Forts[fi].Ice, s.Forts[fi].Cards} {
			for _, c := range list {
				d := s.def(c)
				if s.Cards[c].Rezzed {
					opens = opens || d.actWhen&AtRunStart != 0 // hasAtRunStart
				} else {
					opens = opens || d.typ == carddb.Ice || (rezAtStart && fi == s.Run.Fort) // any card of the run's fort might be rezzed at its start (RezThis)
				}
				if s.skips(d.actWhen, AtRunStart) {
					continue
				}
				for _, i := range d.activated {
					if a := &d.Abilities[i]; a.When&AtRunStart != 0 && s.works(c, a) &&
						(a.Once.N == 0 || s.Used(c, i) < a.Once.N) && s.canPay(seat, c, a.Cost) && a.holds(s, c) {
						opts = append(opts, engine.Option{Verb: VerbUse, Card: s.h(c), Arg: int(i)})
					}
				}
			}
		}
	}
	return opts, opens
}

// startOfRunRezzable is what atRunStartOptions reports when no card of
// Corp seat has an AtRunStart ability: whether one of its forts holds an
// unrezzed piece of ice, or, when a card may be rezzed at the start of a
// run (mayRezAtRunStart, read only for the fort run), an unrezzed card in
// the fort run. The piece of ice that answered last (State.iceUnrezzed)
// answers again, without the walk, while it is still one: an unrezzed
// piece of ice in a fort of seat's that is not gone (never under
// State.unmasked).
func (s *State) startOfRunRezzable(seat engine.Seat) bool {
	if c := s.iceUnrezzed[seat]; c > 0 && int(c) < len(s.Cards) && !s.unmasked {
		// A card installed as ice is in the ice of its fort (Check: each
		// card in the one list its zone, seat and fort name).
		if k := &s.Cards[c]; k.Zone == ZoneIce && !k.Rezzed && k.def().typ == carddb.Ice {
			if f := &s.Forts[k.Fort]; !f.Gone && f.Owner == seat {
				return true
			}
		}
	}
	for fi := range s.Forts {
		f := &s.Forts[fi]
		if f.Gone || f.Owner != seat {
			continue
		}
		if c := s.iceUnrezzedOf(f.Ice); c != 0 {
			s.iceUnrezzed[seat] = c
			return true
		}
		if int32(fi) == s.Run.Fort && s.mayRezAtRunStart() && s.holdsUnrezzedOf(f) {
			return true
		}
		if s.iceUnrezzedOf(f.Cards) != 0 {
			return true
		}
	}
	return false
}

// iceUnrezzedOf returns the first unrezzed piece of ice of list, the ice or
// the cards of a fort, or 0 (startOfRunRezzable).
func (s *State) iceUnrezzedOf(list []int32) int32 {
	for _, c := range list {
		if k := &s.Cards[c]; !k.Rezzed && k.def().typ == carddb.Ice {
			return c
		}
	}
	return 0
}

// holdsUnrezzedOf reports whether fort f holds an unrezzed card, in its
// ice or its cards (startOfRunRezzable: any card of the fort run may be
// rezzed at its start).
func (s *State) holdsUnrezzedOf(f *Fort) bool {
	for _, list := range [2][]int32{f.Ice, f.Cards} {
		for _, c := range list {
			if !s.Cards[c].Rezzed {
				return true
			}
		}
	}
	return false
}

// useAtRunStart uses AtRunStart ability i of card c for Corp seat: an
// unrezzed card is revealed, the cost paid, the effect resolved.
func (s *State) useAtRunStart(seat engine.Seat, c int32, i int) {
	a := &s.def(c).Abilities[i]
	s.took(c, i)
	if a.Once.N > 0 {
		s.MarkUsed(c, int16(i), 1, a.Once.Per)
	}
	if !s.Cards[c].Rezzed {
		s.Cards[c].Seen, s.Cards[c].FaceUp = true, true // revealed: public from now on, though inactive (as a derezzed card, ice.go)
		s.say(msgRevealsAtRunStart, s.cardArg(c))
	}
	s.pay(seat, c, a.Cost)
	s.pushAbility(c, i, seat)
}

// RunOnThisFort: "use this ability only at the start of a run on this data
// fort": the card is installed on the fort of the run.
var RunOnThisFort Cond = CondFunc(runOnThisFort)

func runOnThisFort(s *State, self int32) bool {
	return s.Run.Active && s.installed(self) && s.Cards[self].Fort == s.Run.Fort
}

// MoveIce: "move this ice to the outermost position of any other data
// fort" (otherFort), or "move it and insert it in a different position on
// this data fort": the controller chooses where.
func MoveIce(otherFort bool) Op { return moveIce{otherFort} }

type moveIce struct{ otherFort bool }

func (o moveIce) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || s.Cards[c].Zone != ZoneIce {
		return Next
	}
	if f.Answered {
		a, _ := f.Take()
		s.moveIceTo(c, int32(a.Target), int32(a.Arg), f.Ref.Ability)
		return Next
	}
	from := s.Cards[c].Fort
	var opts []engine.Option
	for fi := range s.fortsOf(s.controller(c)) {
		switch {
		case o.otherFort && fi != from:
			opts = append(opts, engine.Option{Verb: VerbMoveIce, Card: s.h(c), Target: int(fi)})
		case !o.otherFort && fi == from:
			at := slices.Index(s.Forts[fi].Ice, c)
			for p := range s.Forts[fi].Ice {
				if p != at {
					opts = append(opts, engine.Option{Verb: VerbMoveIce, Card: s.h(c), Target: int(fi), Arg: p})
				}
			}
		}
	}
	if len(opts) == 0 {
		return Next
	}
	return s.ask(f.Seat, "Where does "+s.def(c).Title+" go?", "ONR-11.1.2", opts)
}

// moveIceTo moves ice c to position pos (0: outermost) of fort, keeping
// whether it is rezzed; its start-of-run ability used stays used.
func (s *State) moveIceTo(c, fort, pos int32, used int16) {
	k := &s.Cards[c]
	rezzed, seen, faceUp := k.Rezzed, k.Seen, k.FaceUp
	s.detach(c)
	k.Fort = fort
	s.Forts[fort].Gone = false
	s.fortsChanged()
	s.place(c, ZoneIce, true)
	ice := s.Forts[fort].Ice
	ice = slices.Delete(ice, 0, 1)
	pos = min(pos, int32(len(ice)))
	s.Forts[fort].Ice = slices.Insert(ice, int(pos), c)
	k.Rezzed, k.Seen, k.FaceUp = rezzed, seen, faceUp
	if a := &s.def(c).Abilities[used]; a.Once.N > 0 {
		s.MarkUsed(c, used, 1, a.Once.Per)
	}
	s.say(msgMovesIce, s.cardArg(c), pos+1, s.fortArg(fort))
}

// mayRezAtRunStart reports whether, on public grounds, the Corp might
// rez an unrezzed card of the run's fort at the start of the run: the
// card pool (not the Corp's deck, which the Runner does not know) holds a
// card other than ice with an AtRunStart ability usable while it is
// unrezzed (Where Installed: RezThis, Obfuscated Fortress). Only then may
// an unrezzed card in the fort of the run open the Corp's start-of-run
// decision; whatever the Corp's deck holds, the Runner sees the same
// question. The Corp's bits are no ground: bits restricted to rezzes
// (recurring, scoped) might pay for the rez, and the pool's cards are
// its grounds whatever it holds, as before for a deck holding one.
func (s *State) mayRezAtRunStart() bool { return defsSummary().rezAtRunStart }

// rezAtRunStartLong is what mayRezAtRunStart reads from the summary of
// the definitions (defsummary.go), made from definition d: a card other
// than ice with an AtRunStart ability usable while unrezzed.
func rezAtRunStartLong(d *Def) bool {
	if d.actWhen&AtRunStart == 0 || d.typ == carddb.Ice {
		return false
	}
	for _, i := range d.activated {
		if a := &d.Abilities[i]; a.When&AtRunStart != 0 && a.Where == Installed {
			return true // usable unrezzed (Herman Revista's, used rezzed, is not)
		}
	}
	return false
}
