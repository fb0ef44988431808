package onr

import "github.com/datafort/datafort/engine"

// Trashing every card in the fort just run (trash-corp-card,
// run-success-window): "trash, at no cost, all cards installed in a
// subsidiary data fort, even if they cannot normally be trashed. Use this
// ability only when you have just successfully made a run on that fort, and
// before accessing cards from that fort." The cards inside the fort go, not
// the ice on it (ONR-2.2.5), together, before any of them is accessed.
// What other cards add to their trash costs is still paid (R323: New
// Galveston City Grid's 2 bits), for those the Runner has seen, rezzed or
// exposed; he may use the ability only if he can pay it all.

// runFortExtraTrash returns the cards installed in the fort of the run and
// what the other cards add to trashing those the Runner of the run knows.
func (s *State) runFortExtraTrash() (cards []int32, extra int32) {
	cards = append(cards, s.Forts[s.Run.Fort].Cards...)
	for _, c := range cards {
		if s.Cards[c].Rezzed || s.visible(c, s.Run.Runner) {
			extra += max(0, s.extraTrashCost(c))
		}
	}
	return cards, extra
}

// RunFortTrashable holds right after a successful run on a subsidiary fort,
// before any card is accessed there, while the Runner can pay what other
// cards add to trashing its cards (R323).
var RunFortTrashable Cond = CondFunc(runFortTrashable)

func runFortTrashable(s *State, self int32) bool {
	if !BeforeAccessingFrom(Subsidiary).Holds(s, self) {
		return false
	}
	_, extra := s.runFortExtraTrash()
	return extra <= s.payable(s.Run.Runner, self)
}

// TrashRunFortCards trashes every card installed in the fort of the run, at
// no cost but the additions of other cards (R323), face-down cards named to
// nobody; each leaves a fact of the history (history.go: "if you trashed …
// this turn").
func TrashRunFortCards() Op { return OpFunc(trashRunFortCards) }

func trashRunFortCards(s *State, f *Frame) Status {
	if !s.Run.Active {
		return Next
	}
	cards, extra := s.runFortExtraTrash()
	if len(cards) == 0 {
		return Next
	}
	if extra > 0 {
		s.payBits(f.Seat, f.Src, extra)
	}
	s.sayCards(msgTrashesCards, s.cardArg(f.Src), cards, func(c int32) bool { return s.visible(c, engine.NoSeat) })
	fort := s.Run.Fort
	for _, c := range cards {
		s.trash(c)
		s.happened(DeedTrashed, s.controller(f.Src), c, fort, 0) // history.go
		if s.Cards[c].Zone == ZoneDiscard {
			s.Run.Upgrades = removeID(s.Run.Upgrades, c)
		}
	}
	return Next
}
