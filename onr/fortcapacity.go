package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// The capacity of a subsidiary fort (install-rules, ONR-8.3.2): a fort
// holds at most one agenda or node, and a card in it may raise that: "that
// fort may have an additional agenda or node installed inside it" (a
// KindStatic ModFortCapacity ability of an active card in the fort, N the
// additional cards). Installing an agenda or node into a fort already
// holding as many as it may trashes the old one (ONR-8.3.3); when the fort
// may hold more than one, the Corp chooses which of the old ones goes
// (ONR-18.3.4): the new card is installed and the fort trimmed by the op
// TrashOverCapacity, the new card exempt. "If this card leaves play while
// installed, and this results in the fort having too many agendas and
// nodes installed inside it, trash one of those agendas or nodes" is a
// leave-play trigger (leaveplay.go) running the same op: the Corp chooses
// which (R177), at the first point where the rules may start an effect
// after the card left (R176).
//
// Hidden information. The cards offered are the Corp's own, to the Corp
// alone; the trashed card goes to the Archives face down unless the Runner
// has seen it (zones.go trash), as for ONR-8.3.3.

// fortCapacity returns how many agendas and nodes subsidiary fort fi may
// hold: one (ONR-8.3.2) and the ModFortCapacity statics of the active
// cards in it.
func (s *State) fortCapacity(fi int32) int32 {
	n := int32(1)
	for _, c := range s.Forts[fi].Cards {
		if s.active(c) {
			n += s.def(c).StaticN(ModFortCapacity)
		}
	}
	return n
}

// fortMains returns how many agendas and nodes fort fi holds, leaving out
// card except.
func (s *State) fortMains(fi, except int32) int32 {
	var n int32
	for _, c := range s.Forts[fi].Cards {
		if t := s.def(c).typ; c != except && (t == carddb.Agenda || t == carddb.Node) {
			n++
		}
	}
	return n
}

// fortIsFull reports whether subsidiary fort fi holds as many agendas and
// nodes as it may, so that installing another trashes one (ONR-8.3.3).
func (s *State) fortIsFull(fi int32) bool {
	return s.Forts[fi].Central == Subsidiary && s.fortMains(fi, 0) >= s.fortCapacity(fi)
}

// makeRoom makes room in subsidiary fort fi for agenda or node c, about to
// be installed there: in a fort that may hold one, the old one is trashed
// (ONR-8.3.3); in one that may hold more, the Corp chooses once c is in
// (trimFortAfter).
func (s *State) makeRoom(c, fi int32) {
	capacity := s.fortCapacity(fi) // read once: nothing changes before the trash
	if s.fortMains(fi, c) < capacity {
		return
	}
	if capacity > 1 {
		return // the Corp chooses (trimFortAfter)
	}
	var room [8]int32 // the fort's cards, on the stack for most forts: trash changes the list
	for _, o := range append(room[:0], s.Forts[fi].Cards...) {
		if ot := s.def(o).typ; o != c && (ot == carddb.Agenda || ot == carddb.Node) {
			// Told to all, by its place (which card goes is public);
			// named to those who know it.
			if !s.quiet { // fortArg counts the forts before it: only for an event that is recorded
				s.sayOfSource(o, msgTrashedMakingRoom, msgTrashedMakingRoomHidden, s.cardArg(o), s.fortArg(fi), int32(slices.Index(s.Forts[fi].Cards, o)+1))
			}
			s.trash(o)
		}
	}
}

// trimFortAfter starts the Corp's choice of an old agenda or node to trash
// once card c, just installed in fort fi, left it over its capacity.
func (s *State) trimFortAfter(seat engine.Seat, c, fi int32) {
	if s.Forts[fi].Central == Subsidiary && s.fortMains(fi, 0) > s.fortCapacity(fi) {
		s.pushProgram(trimFortProgram, seat, c)
		if src := s.capacitySource(fi); src != 0 {
			s.tookMod(src, ModFortCapacity)
		}
	}
}

// capacitySource returns the first active card of fort fi with a
// ModFortCapacity static, or 0.
func (s *State) capacitySource(fi int32) int32 {
	for _, c := range s.Forts[fi].Cards {
		if s.active(c) && s.def(c).StaticN(ModFortCapacity) > 0 {
			return c
		}
	}
	return 0
}

// trimFortProgram trims the fort of a card just installed (trimFortAfter).
var trimFortProgram = builtin("trim-fort", TrashOverCapacity())

// TrashOverCapacity: "trash one of those agendas or nodes" of each of the
// controller's forts holding more than it may (ONR-8.3.2): the controller
// chooses which (R177), one at a time; the card whose effect it is (a card
// just installed) is never chosen.
func TrashOverCapacity() Op { return trashOverCapacity{} }

type trashOverCapacity struct{}

func (trashOverCapacity) Run(s *State, f *Frame) Status {
	if f.Answered {
		o, _ := f.Take()
		if c := s.byHandle(int32(o.Card)); s.installed(c) {
			s.trash(c)
		}
	}
	for fi := range s.fortsOf(f.Seat) {
		if s.Forts[fi].Central != Subsidiary || s.fortMains(fi, 0) <= s.fortCapacity(fi) {
			continue
		}
		var opts []engine.Option
		for _, c := range s.Forts[fi].Cards {
			if t := s.def(c).typ; c != f.Src && (t == carddb.Agenda || t == carddb.Node) {
				opts = append(opts, engine.Option{Verb: VerbTrash, Card: s.h(c)})
			}
		}
		if len(opts) == 0 {
			continue
		}
		prompt := fmt.Sprintf("%s holds more agendas and nodes than it may: trash one", s.fortName(fi))
		return s.ask(f.Seat, prompt, "ONR-8.3.2", opts)
	}
	return Next
}

// trimming reports whether a fort may hold more agendas and nodes than it
// may for now: a leave-play trigger is armed (leaveplay.go) or a program
// (the one trimming the fort, or one whose card left) is resolving.
func (s *State) trimming() bool {
	for i := range s.Lasting {
		if s.Lasting[i].On == EvLeftPlay {
			return true
		}
	}
	return slices.ContainsFunc(s.Frames(), func(f Frame) bool { return f.Kind == FrameProgram })
}
