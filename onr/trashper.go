package onr

import "github.com/datafort/datafort/onr/carddb"

// Trashing as many of the Runner's installed cards as a count of the source
// card says (computed-amount): "when Runner accesses it, trash one program
// for each advancement counter on it" (errata R107, R141). The count is read
// as the effect resolves; the cards are chosen and trashed together as
// TrashTogether's counted pick, so a prevention may save any of them
// (R382).

// TrashPer: "trash one card of type t for each x of this card": the
// effect's controller chooses which, all of them when the Runner has no
// more (R031).
func TrashPer(t carddb.Type, x Count) Op { return trashPer{t, x} }

type trashPer struct {
	t carddb.Type
	x Count
}

func (o trashPer) Run(s *State, f *Frame) Status {
	var n int32
	if f.Src != 0 {
		n = s.count(f.Src, o.x, nil)
	}
	return trashTogetherOp{[]TrashPick{{Type: o.t, N: n}}}.Run(s, f)
}
