package onr

import (
	"slices"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// The next agenda accessed (access-hooks): "the next time you access an
// agenda this turn, …" (Prearranged Drop: gain 6 bits; Promises, Promises:
// score 1 additional agenda point). The rider is a delayed trigger bound to
// the controller (ModNextAgendaAccess) that answers every access
// (EvAccessed) until the turn ends; its program opens with a gate that
// stops at once unless the card just accessed is an agenda, and otherwise
// ends the rider, so the rest of the card's program resolves once, at the
// first agenda accessed, while that agenda is being accessed: before it
// is stolen, so bits gained may pay a steal or trash cost (R426), and a
// point scored counts for a win only where the rules check points, after
// the access (R429).

// NextAgendaAccessedThisTurn: the ops after it resolve the next time the
// controller accesses an agenda this turn.
func NextAgendaAccessedThisTurn(ops ...Op) Op {
	return riderThen{nextAgenda{}, append([]Op{agendaGate{}}, ops...)}
}

type nextAgenda struct{}

func (nextAgenda) Run(s *State, f *Frame) Status {
	if f.Ref.IsBuiltin() {
		return Stop
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModNextAgendaAccess, On: EvAccessed, Every: true,
		Until: EvTurnEnd, Ref: f.Ref, PC: f.PC + 1})
	s.say(msgRider, s.cardArg(f.Src), word("the next agenda accessed this turn has an effect"))
	return Stop
}

// agendaGate lets the rest of the program resolve only when the card the
// Runner has just accessed is an agenda, and then ends the rider.
type agendaGate struct{}

func (agendaGate) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active || r.Runner != f.Seat || len(r.Accessed) == 0 || !s.isType(r.Accessed[len(r.Accessed)-1], carddb.Agenda) {
		return Stop
	}
	i := slices.IndexFunc(s.Lasting, func(l kernel.Lasting) bool {
		return l.Mod == ModNextAgendaAccess && l.Src == f.Src && l.Ref == f.Ref && l.Seat == f.Seat
	})
	if i < 0 {
		return Stop
	}
	s.Lasting = slices.Delete(s.Lasting, i, i+1)
	return Next
}
