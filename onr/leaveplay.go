package onr

import "github.com/datafort/datafort/kernel"

// Leave-play triggers (trigger-leaves-play): "if this card leaves play, …"
// (Omnitech "Spinal Tap" Cybermodem: "suffer 2 brain damage"). A card
// leaves play in the middle of procedures that go on with their own frame
// afterwards (a trash during access, a deck replaced by an install), so its
// KindTrigger On EvLeftPlay is not pushed there: as a card whose text
// worked leaves its place (detach), each such trigger is armed as a
// delayed trigger (a kernel.Lasting On EvLeftPlay, bound to no object, so
// that the card's own Forget keeps it), and leftPlay fires the armed ones
// at the next point where the rules may start an effect: after a program
// (afterProgram), after an install, once programs over memory are
// trashed, and before the turn moves on (turnStep).

// armLeftPlay arms the leave-play triggers of card c, which has just left
// play while its text worked.
func (s *State) armLeftPlay(c int32) {
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindTrigger && a.On == EvLeftPlay {
			s.AddLasting(kernel.Lasting{Src: c, Seat: s.controller(c), On: EvLeftPlay, Ref: s.ref(c, i)})
		}
	}
}

// leftPlay fires the armed leave-play triggers, if any (their programs are
// pushed), and reports whether it did. It is inlined: with none known to
// be armed (lastingkinds.go), as at most of its calls, it makes no call.
func (s *State) leftPlay() bool {
	return s.lastKinds.offOn&(1<<EvLeftPlay) == 0 && s.fireLeftPlay()
}

// fireLeftPlay is leftPlay past its inline test.
func (s *State) fireLeftPlay() bool {
	for i := range s.Lasting {
		if s.Lasting[i].On == EvLeftPlay {
			s.emit(kernel.Occurrence{Type: EvLeftPlay})
			return true
		}
	}
	return false
}
