package onr

import "github.com/datafort/datafort/kernel"

// Trashing the cards being accessed at no cost, by an ability used during
// the access (trash-accessed-free from an ability): "trash, at no cost, one
// or more cards that you are currently accessing, even if those cards
// cannot normally be trashed". The Runner accesses every card first and
// trashes them all together afterwards (ONR-11.12.1), so the ability's
// lasting effect covers the cards of the run's access, installed or stored
// in any fort (ModTrashAccessingFree until the run ends); the Runner then
// chooses which of them to trash, one or more, at the access's trash step
// (access.go accTrash), agendas left unstolen too (ONR-11.12.4, R385).

// TrashAccessingFree: "trash, at no cost, one or more cards that you are
// currently accessing, even if those cards cannot normally be trashed".
func TrashAccessingFree() Op { return trashAccessingFree{} }

type trashAccessingFree struct{}

func (trashAccessingFree) Run(s *State, f *Frame) Status {
	if s.Run.Active {
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModTrashAccessingFree, Until: EvRunEnds})
	}
	return Next
}

// accessingFree reports whether accessed card c may be trashed at no cost
// through a ModTrashAccessingFree effect of the Runner's in the present run.
func (s *State) accessingFree(c int32) bool {
	return s.Run.Active && s.lastingOn(ModTrashAccessingFree, s.Run.Runner) && s.Cards[c].At == s.Run.Corp
}
