package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Prevention (ONR-18.3.5, ONR-14.4, ONR-13.5) is one mechanism for damage,
// tags and trashing, whether the preventing card is installed or played
// from hand. Something about to happen (damage, a tag, the trash of an
// installed Runner card) is a frame holding the amount still to happen in
// Frame.N; preventWindow (damage.go) lets the Runner use the KindPrevent abilities
// that apply, one at a time, before it happens.
//
// Played from hand (Where InHand, Identity Donor). R077: a prevention
// effect on a card is also its condition of play. Such a prep or operation
// is never played as an action (canPlay refuses it); it is offered only in
// the prevention window of its kind while its condition holds ("during the
// Corp's turn"). Using it plays it (ONR-7.1): its play cost and the ability's cost
// are paid, it goes to the trash, then it prevents and the ability's effect
// resolves ("give the Corp 2 Bad Publicity points").
//
// Hidden information. Offering a card from hand must not tell the Corp what
// the Runner holds, nor what his deck contains, so outside autopass=fast
// the Runner is asked (with only "take" if need be) whenever some card of
// the pool could be played from hand against this event (Identity Donor:
// preventable meat damage in the Corp's turn), he has a card in hand and the
// bits it would cost. Being asked tells the Corp nothing it did not know,
// like the Corp's own windows (window.go corpMightRez).
//
// Trash prevention (On EvTrashed; Umbrella Policy, Joan of Arc).
// These trashes of an installed Runner card open a window first:
//   - an effect trashing it: a Corp effect (TrashRunnerCard: Banpei,
//     Homewrecker) or the Corp's action of trashing a resource of a tagged
//     Runner (ONR-13.3);
//   - the Runner paying a [trash] cost of his own card (an ability, or a
//     prevention such as Fall Guy's). R078, R383, R397: if that trash is
//     prevented, the cost was not paid and what it would have bought does
//     not happen.
//
// Not preventable, because no effect trashes the card but a rule makes the
// Runner remove it: trashing programs to fit memory (ONR-8.7.3, ONR-8.7.4:
// a choice of which, not an effect), the old deck replaced by a new one
// (ONR-8.9.1), programs hosted in a daemon that leaves play (ONR-8.8.3),
// discards from hand (damage, end of turn).
//
// Encounter abilities (When InEncounter; Lockjaw's "use this ability only
// during an encounter with a piece of ice"). The Runner acts during an
// encounter only in the break step (ONR-11.5.4; no priority window opens
// between encountering the ice and its subroutines, ONR-11.4, ONR-11.6), so
// they are offered there, with the break and strength options, for as long
// as a subroutine is left to break; once all are broken the encounter moves
// on (the boost lasts for the run, so a later encounter serves as well).
//
// Joan of Arc prevents "one or more" programs from being trashed: its N is
// PreventAll. Against one card it saves that card; against cards trashed
// together (TrashTogether, Shock Treatment) one use saves every other card
// of the group it protects (saveFromGroup).

// PreventAll is the N of a prevention of "that damage": all of it; for a
// trash prevention, "one or more" cards.
const PreventAll int32 = 1 << 30

// playsToPrevent reports whether the card is played from hand to prevent
// (R077): it is then never played as an action. Define finds it once
// (Def.prevents).
func (d *Def) playsToPrevent() bool { return d.prevents }

// preventCost is what using prevention a of card c costs: for a card
// played from hand, its play cost too (ONR-7.1).
func (s *State) preventCost(c int32, a *Ability) Cost {
	cost := a.Cost
	if a.Where == InHand {
		cost.Bits += intOr(s.def(c).card.PlayCost, 0)
		cost.Trash = false // it goes to the trash as it is played
	}
	return cost
}

// answers reports whether prevention a answers occurrence on: its On, or
// its Or ("prevents 1 Net or brain damage each turn": one limit for both).
func (a *Ability) answers(on kernel.EventType) bool {
	return a.On == on || (a.Or != 0 && a.Or == on)
}

// canPrevent reports whether Runner seat may use ability i of card c now to
// prevent occurrence on; target is the card about to be trashed (on
// EvTrashed).
func (s *State) canPrevent(seat engine.Seat, c int32, i int, on kernel.EventType, target int32) bool {
	a := &s.def(c).Abilities[i]
	k := &s.Cards[c]
	if a.Kind != KindPrevent || !a.answers(on) || k.Side != Runner || k.At != seat {
		return false
	}
	if (a.Where == InHand && k.Zone != ZoneHand) || (a.Where != InHand && k.Zone != ZoneRig) {
		return false
	}
	if (a.Once.N > 0 && s.Used(c, a.Once.useKey(i)) >= a.Once.N) || s.cancelled(c) {
		return false
	}
	if !s.canPay(seat, c, s.preventCost(c, a)) || !a.holds(s, c) {
		return false
	}
	return on != EvTrashed || s.protects(c, a, target)
}

// protects reports whether trash prevention a of card c can save target:
// one of the Runner's installed cards of a type it names, not itself for
// "your other installed programs" (Joan of Arc).
func (s *State) protects(c int32, a *Ability, target int32) bool {
	if target == 0 || s.Cards[target].Zone != ZoneRig || (a.Filter.Others && target == c) {
		return false
	}
	for _, t := range a.Filter.Types {
		if s.isType(target, t) {
			return true
		}
	}
	return false
}

// mightPreventFromHand reports whether, on public grounds, Runner seat
// might hold a card to play from hand against occurrence on (see the doc
// above): then he is asked even if he cannot. The grounds are the card pool,
// not his deck: some implemented card could be played now, he holds a card
// and has the bits for it.
func (s *State) mightPreventFromHand(seat engine.Seat, on kernel.EventType, target int32) bool {
	p := s.P(seat)
	if s.Options.FastPass || len(p.Hand) == 0 || (on == EvTrashed && s.Cards[target].Zone != ZoneRig) {
		return false
	}
	for _, d := range fromHand {
		for i := range d.Abilities {
			a := &d.Abilities[i]
			if a.Kind == KindPrevent && a.Where == InHand && a.answers(on) && a.holds(s, 0) &&
				p.Bits >= a.Cost.Bits+intOr(d.card.PlayCost, 0) {
				return true
			}
		}
	}
	return false
}

// usePrevention uses prevention i of card c for the window of frame fi
// (ONR-18.3.5): it pays, then prevents. A card played from hand goes to the
// trash first (ONR-7.1, R077). A [trash] cost of an installed card is paid
// through a trash that can itself be prevented (R078): the prevention then
// applies only once the card is really trashed.
func (s *State) usePrevention(seat engine.Seat, c int32, i int, fi int) {
	d := s.def(c)
	p := &d.Abilities[i]
	s.took(c, i)
	cost := s.preventCost(c, p)
	if p.Where == InHand {
		s.say(msgRunnerPlaysPrevention, s.cardArg(c))
		s.pay(seat, c, cost)
		s.trash(c)
		s.applyPrevention(c, i, fi)
		return
	}
	if cost.Trash {
		cost.Trash = false
		s.pay(seat, c, cost)
		s.trashWithWindow(Frame{Seat: seat, Src: c, M: c, Step: trashPaysPrevent}, []int32{c, int32(i), int32(fi)})
		return
	}
	s.pay(seat, c, cost)
	s.applyPrevention(c, i, fi)
}

// applyPrevention takes what prevention i of card c prevents off the
// amount of window frame fi, then resolves the prevention's other effects.
func (s *State) applyPrevention(c int32, i int, fi int) {
	p := &s.def(c).Abilities[i]
	w := &s.Frames()[fi]
	n := min(p.N, w.N)
	if p.N < 0 {
		n = max(w.N+p.N, 0) // "all but -N" (PreventAllBut)
	}
	if p.Once.N > 0 {
		n = min(p.Once.N-s.Used(c, p.Once.useKey(i)), w.N)
		s.MarkUsed(c, p.Once.useKey(i), n, p.Once.Per)
	}
	w.N -= n
	if p.On == EvTrashed {
		saved := []int32{w.M}
		if p.N == PreventAll && w.Step == trashGroup {
			saved = append(saved, s.saveFromGroup(c, p, w)...)
		}
		if slices.ContainsFunc(saved, func(t int32) bool { return !s.visible(t, engine.NoSeat) }) {
			// A face-down resource saved stays face down (Time to
			// Collect): only the seats that may know it read its name.
			s.sayCardsSecret(msgPreventsTrashHidden, s.cardArg(c), saved)
		} else {
			s.sayCards(msgPreventsTrash, s.cardArg(c), saved, func(int32) bool { return true })
		}
	} else {
		s.say(msgPrevents, s.cardArg(c), n)
	}
	if len(p.Effect) > 0 {
		s.pushProgram(s.ref(c, i), s.Cards[c].Owner, c)
		s.SetList(s.top(), []int32{int32(fi), n}) // what the effect may give back (unprevent.go)
	}
}

// saveFromGroup applies trash prevention p of card c, which saves "one or
// more" cards (N PreventAll, Joan of Arc), to every other card of
// the group being trashed together in window w that it protects: they leave
// the group. It returns them.
func (s *State) saveFromGroup(c int32, p *Ability, w *Frame) []int32 {
	var saved []int32
	i := int32(-1)
	s.FilterList(w, func(t int32) bool {
		i++
		if t != w.M && s.protects(c, p, t) {
			saved = append(saved, t)
			if i < w.PC {
				w.PC--
			}
			return false
		}
		return true
	})
	return saved
}

// What a FrameTrash does once the card is trashed (Frame.Step).
const (
	trashPlain       int32 = iota // an effect trashes the card; nothing follows
	trashPaysAbility              // it pays an ability's [trash] cost: program Frame.Ref then resolves for Frame.Seat
	trashPaysPrevent              // it pays a prevention's [trash] cost: the list is card, prevention index, window frame index
	trashGroup                    // several cards trashed together (trashtogether.go): the list is the cards, PC the one being asked about
)

// trashInstalled trashes card c by an effect of card src (0 for the Corp's
// action, ONR-13.3); an installed Runner card may be saved by a trash
// prevention.
func (s *State) trashInstalled(c, src int32) {
	s.trashWithWindow(Frame{Seat: s.controller(c), Src: src, M: c, Step: trashPlain}, nil)
}

// payThen pays cost for an ability of card c, then resolves program e with
// target (NoSeat for none; targets.go). A [trash] cost goes through trash
// prevention: if the trash is prevented, the cost is not paid and e does
// not happen (R078); the target waits meanwhile in the frame's list.
func (s *State) payThen(seat engine.Seat, c int32, cost Cost, e kernel.Ref, target engine.Seat) {
	trash := cost.Trash
	cost.Trash = false
	s.pay(seat, c, cost)
	if !trash {
		s.pushRefOn(e, seat, c, target)
		return
	}
	s.trashWithWindow(Frame{Seat: seat, Src: c, M: c, Step: trashPaysAbility, Ref: e}, []int32{int32(target)})
}

// pushRefOn pushes program e with target (NoSeat for none) unless it has no
// ops.
func (s *State) pushRefOn(e kernel.Ref, seat engine.Seat, src int32, target engine.Seat) {
	if len(program(e)) > 0 {
		s.pushProgram(e, seat, src)
		s.top().M = int32(target) + 1
	}
}

// trashWithWindow trashes card f.M and does what f.Step says follows, with
// list the frame's list. If f.M is an installed Runner card that a
// prevention could save, or that a card could hold instead (held.go), it
// pushes f, with list, as a FrameTrash instead: the Runner may prevent
// first, then put it on a holder.
func (s *State) trashWithWindow(f Frame, list []int32) {
	c := f.M
	owner := s.controller(c)
	if s.Cards[c].Side != Runner || s.Cards[c].Zone != ZoneRig ||
		(len(s.preventOptions(owner, EvTrashed, c)) == 0 && !s.mightPreventFromHand(owner, EvTrashed, c) && !s.mayHold(c) &&
			!s.mightPreventTrashFaceDown(owner, c)) {
		fort := s.fortOfInstalled(c)
		s.trash(c)
		if f.Src != 0 {
			s.happened(DeedTrashed, s.controller(f.Src), c, fort, 0) // history.go
		}
		s.afterTrash(f, list)
		return
	}
	f.Kind, f.N, f.T = FrameTrash, 1, 0
	s.PushWith(f, list, nil)
}

// stepTrash is the prevention window before installed Runner card Frame.M
// is trashed (ONR-18.3.5): Frame.N is 1 until a prevention saves it.
func (s *State) stepTrash(f *Frame) Status {
	if f.Step == trashGroup {
		return s.stepTrashGroup(f)
	}
	if s.preventWindow(f, EvTrashed, fmt.Sprintf("%s is about to be trashed: prevent it?", s.def(f.M).Title), "ONR-18.3.5") {
		return Wait
	}
	if f.T == 0 {
		return Next // a prevention was used; ask again
	}
	if f.N > 0 && s.Cards[f.M].Zone == ZoneRig {
		// Not saved: it may go on a holder instead (held.go, R404).
		if f.Answered {
			if o, _ := f.Take(); o.Verb == VerbHold {
				var buf [3]int32
				g, list := *f, append(buf[:0], s.List(f)...) // the list goes with the frame
				s.pop()
				s.hold(g.M, s.byHandle(int32(o.Target)))
				s.afterTrash(g, list) // it counts as trashed: what the trash paid for happens
				return Next
			}
		} else if f.T == 1 && s.askHold(f.Seat, []int32{f.M}) {
			f.T = 2
			return Wait
		}
	}
	var buf [3]int32
	g, list := *f, append(buf[:0], s.List(f)...) // the list goes with the frame
	s.pop()
	switch {
	case g.N <= 0 && g.Step != trashPlain:
		s.sayOfSource(g.M, msgNotTrashedUnpaid, msgNotTrashedUnpaidHidden, s.cardArg(g.M)) // a hidden resource is named only to those who know it
	case g.N > 0 && s.Cards[g.M].Zone == ZoneRig:
		s.trash(g.M)
		s.afterTrash(g, list)
	}
	return Next
}

// afterTrash does what follows the trash of f.M (see trashPlain…), list
// being the frame's list.
func (s *State) afterTrash(f Frame, list []int32) {
	switch f.Step {
	case trashPaysAbility:
		target := engine.NoSeat
		if len(list) == 1 {
			target = engine.Seat(list[0])
		}
		s.pushRefOn(f.Ref, f.Seat, f.M, target)
	case trashPaysPrevent:
		s.applyPrevention(list[0], int(list[1]), int(list[2]))
	}
}

// ReturnToHand: "bring this card into your hand" (Joan of Arc): the source
// card, if still installed, returns to its owner's hand.
func ReturnToHand() Op { return returnToHand{} }

type returnToHand struct{}

func (returnToHand) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && s.Cards[c].Zone == ZoneRig {
		s.say(msgReturnsToRunnerHand, s.cardArg(c))
		s.move(c, s.Cards[c].Owner, ZoneHand, false)
	}
	return Next
}
