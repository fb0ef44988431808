package nsg

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// opInstallAndRez is the instruction "install and rez 1 card" (CR 8.5.15
// [rule_install_and_rez]; digest §12.4): the Corp chooses the card from
// the instruction's source and where to install it; the install cost is
// paid (0 when ignored, still a payment) with its checkpoint (8.5.16d,
// 1.16.3a); the card is installed, unrezzed ("when installed" met,
// 8.5.16e-f); then at once, with no checkpoint between, its rez cost is
// paid (0 when ignored) with its checkpoint (8.1.2e, 10.3.4), at which the
// install and the payment make their pending abilities, the card itself
// still inactive (9.6.5b); then it is rezzed. A cost that cannot be paid
// stops there (1.16.4b): not installed, or installed and unrezzed. f.T is
// the card, f.N its server plus 1 while the instruction resolves; f.T
// keeps the installed card for the next instruction (InRemoveOtherCopies).
//
// InInstallAndRezTotalLess pays all costs, a total of in.Arg credits less:
// the Corp declares at the beginning of the install-cost step how many of
// them come off the install cost, the rest off the rez cost (CR 1.16.2f
// [rule_install_and_rez_reducing_total]). The frame's list holds, from the
// forfeit question or the declaration to the rez payment, the agenda
// chosen for an additional rez cost (0 none, -1 declined) and the credits
// less to rez.
func (s *State) opInstallAndRez(f *kernel.Frame, in Instr) kernel.Status {
	mode, less := in.Arg, int32(0)
	if in.Kind == InInstallAndRezTotalLess {
		mode, less = CostsPaid, in.Arg
	}
	if f.Step == irChoose && in.N == InstallRevealed {
		if c := s.card(f.T); c == nil || c.Zone != ZoneHQ {
			return kernel.Next
		}
		f.Step = irWhere
	}
	if f.Step == irChoose {
		opts := s.installAndRezChoices(in.N, f.T)
		search := in.N == InstallFromRDRezOneLess
		if len(opts) == 0 && !search {
			return kernel.Next
		}
		if !f.Answered {
			if search { // a search may find nothing (a hidden zone)
				return s.Ask(s.Corp, "Search R&D for a card to install and rez", "CR 8.5.15", append(opts, engine.Option{Verb: verbPass}))
			}
			return s.Ask(s.Corp, "Choose a card to install and rez", "CR 8.5.15", opts)
		}
		o, _ := f.Take()
		c := s.card(int32(o.Card))
		if search {
			s.shuffle(s.RD)
			s.event(s.Corp, "search", "the Corp searches R&D and shuffles it")
		}
		if o.Verb != verbTarget || c == nil {
			return kernel.Next
		}
		f.T, f.Step = c.ID, irWhere
	}
	c := s.card(f.T)
	if c == nil {
		f.Step, f.N = irChoose, 0
		return kernel.Next
	}
	d := c.definition()
	if f.Step == irWhere {
		if !f.Answered {
			var opts []engine.Option
			for _, sv := range s.installTargets(d) {
				opts = append(opts, engine.Option{Verb: verbInstall, Card: int(c.ID), Target: int(sv) + 1, Arg: argSearched})
			}
			return s.Ask(s.Corp, fmt.Sprintf("Install %s: choose where", s.publicName(c.ID, s.Runner)), "CR 8.5.16b", opts) // a prompt every seat reads
		}
		o, _ := f.Take()
		f.N, f.Step = int32(o.Target), irPayInstall
		if less > 0 {
			f.Step = irDeclare
		}
		if d.RezForfeit && mode != CostsIgnoreAll {
			f.Step = irForfeit
		}
	}
	if f.Step == irForfeit {
		// The additional rez cost (1.16.10): the Corp decides now whether
		// it will forfeit an agenda as the rez cost is paid, or declines
		// it (1.16.10a; asked before the install so that no occurrence
		// waits on the question); the agenda goes with the rez payment.
		if !f.Answered {
			return s.Ask(s.Corp, fmt.Sprintf("Rez %s: forfeit an agenda as it is rezzed, or decline the additional cost", s.publicName(c.ID, s.Runner)), "CR 1.16.10a", s.forfeitOptions(true)) // a prompt every seat reads
		}
		o, _ := f.Take()
		pick := int32(-1) // declined
		if a := s.card(int32(o.Card)); o.Verb == verbTarget && a != nil && a.Zone == ZoneScore {
			pick = a.ID
		}
		s.SetList(f, []int32{pick})
		f.Step = irPayInstall
		if less > 0 {
			f.Step = irDeclare
		}
	}
	if f.Step == irDeclare {
		// 1.16.2f: declared before the install cost is calculated, two
		// nonnegative numbers whose sum is the total.
		if !f.Answered {
			return s.AskNumber(s.Corp, fmt.Sprintf("Install and rez %s paying a total of %d credits less: how many off the install cost (the rest off the rez cost)?", s.publicName(c.ID, s.Runner), less), "CR 1.16.2f", 0, less) // a prompt every seat reads
		}
		_, n := f.Take()
		n = min(max(n, 0), less)
		pick := int32(0)
		if l := s.List(f); len(l) >= 1 {
			pick = l[0]
		}
		s.SetList(f, []int32{pick, less - n})
		s.event(s.Corp, "declare", fmt.Sprintf("the Corp takes %d credits off the install cost and %d off the rez cost", n, less-n))
		f.Step = irPayInstall
	}
	if f.Step == irPayInstall {
		sv := f.N - 1
		s.trashReplaced(d, sv)
		price := s.installCost(d, sv)
		if mode != CostsPaid { // an install cost is credits: ignored by either mode
			price = 0
		}
		if l := s.List(f); len(l) == 2 { // the part of a total declared off it (1.16.2f)
			price = max(price-(less-l[1]), 0)
		}
		pc := []kernel.CostPart{{Kind: costCredits, N: price}}
		if !costs.CanPay(s, s.Corp, c.ID, pc) {
			s.event(s.Corp, "fizzle", fmt.Sprintf("the Corp cannot pay %d credits to install", price))
			f.Step, f.N = irChoose, 0
			s.SetList(f, nil)
			s.removeEmptyRemotes()
			return kernel.Next
		}
		st, nf := payThen(s, f, pc, irInstalled)
		if st != kernel.Next {
			return st
		}
		f = nf
	}
	if f.Step == irInstalled {
		c = s.card(f.T)
		if c == nil || c.Zone == ZoneServer { // gone, or installed by now: nothing to install
			f.Step, f.N = irChoose, 0
			s.SetList(f, nil)
			s.removeEmptyRemotes()
			return kernel.Next
		}
		f.T = s.placeCorp(c, f.N-1)
		f.Step = irPayRez
		if l := s.List(f); len(l) >= 1 && l[0] < 0 {
			// Declined: installed, not rezzed, and revealed (1.16.4c, 8.5.13d).
			s.SetList(f, nil)
			s.event(s.Corp, "reveal", fmt.Sprintf("%s is revealed: the Corp declines its additional rez cost", c.Title))
			f.Step, f.N = irChoose, 0
			return kernel.Next
		}
	}
	if f.Step == irPayRez {
		price := s.rezCost(f.T)
		if mode != CostsPaid {
			price = 0
		}
		pc := []kernel.CostPart{{Kind: costCredits, N: price}}
		agenda := int32(0) // the agenda chosen for the additional cost, paid with the rez cost (1.16.10b)
		if l := s.List(f); len(l) >= 1 {
			agenda = l[0]
			if len(l) == 2 { // the part of a total declared off it (1.16.2f)
				price = max(price-l[1], 0)
				pc[0].N = price
			}
			s.SetList(f, nil)
		}
		if a := s.card(agenda); !costs.CanPay(s, s.Corp, f.T, pc) || agenda != 0 && (a == nil || a.Zone != ZoneScore) {
			s.event(s.Corp, "fizzle", "the Corp cannot pay the cost to rez the card it installed")
			f.Step, f.N = irChoose, 0
			return kernel.Next
		}
		if agenda != 0 {
			s.forfeit(agenda)
		}
		st, nf := payThen(s, f, pc, irRezzed)
		if st != kernel.Next {
			return st
		}
		f = nf
	}
	f.Step, f.N = irChoose, 0
	if c = s.card(f.T); c != nil && c.Zone == ZoneServer && !c.Rezzed {
		s.touch(c)
		c.Rezzed = true
		s.Occur(kernel.Occurrence{Type: evRez, Seat: s.Corp, Obj: c.ID})
		s.event(s.Corp, "rez", fmt.Sprintf("the Corp rezzes %s %s", c.Title, s.placeName(c)))
	}
	return kernel.Next
}

// installAndRezChoices lists the cards an install-and-rez instruction of
// source from may choose; t is the frame's T (the trashed card, for a
// search by rez cost).
func (s *State) installAndRezChoices(from, t int32) []engine.Option {
	var opts []engine.Option
	switch from {
	case InstallFromRDRezOneLess:
		d := s.def(t)
		if d == nil {
			return nil
		}
		for _, id := range s.RD {
			if o := s.def(id); (o.Type == TypeAsset || o.Type == TypeUpgrade || o.Type == TypeIce) && o.Cost == d.Cost-1 {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id), Arg: argSearched})
			}
		}
	case InstallFromArchives:
		for _, id := range s.Archives {
			if t := s.def(id).Type; t == TypeAsset || t == TypeUpgrade || t == TypeIce {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
			}
		}
	}
	return opts
}

// opRevealBarrier: the Corp reveals a barrier from HQ (CR 1.21.1), which
// the ability's next instruction acts on (f.T); with none, nothing.
func (s *State) opRevealBarrier(f *kernel.Frame) kernel.Status {
	f.T = 0
	var opts []engine.Option
	for _, id := range s.HQ {
		if d := s.def(id); d.Type == TypeIce && d.HasSubtype(subtypeBarrier) {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
		}
	}
	if len(opts) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(s.Corp, "Reveal a barrier from HQ", "CR 1.21.1", opts)
	}
	o, _ := f.Take()
	if c := s.card(int32(o.Card)); o.Verb == verbTarget && c != nil && c.Zone == ZoneHQ {
		s.event(s.Corp, "reveal", fmt.Sprintf("the Corp reveals %s", c.Title))
		f.T = c.ID
	}
	return kernel.Next
}

// subtypeBarrier is the ice subtype "barrier".
const subtypeBarrier = "Barrier"

// opRemoveOtherCopies removes from the game every other copy in Archives
// of the card the ability's install-and-rez installed (f.T).
func (s *State) opRemoveOtherCopies(f *kernel.Frame) kernel.Status {
	c := s.card(f.T)
	if c == nil {
		return kernel.Next
	}
	title := c.Title
	for _, id := range append([]int32(nil), s.Archives...) {
		if a := s.card(id); a.Title == title {
			s.move(id, ZoneRemoved, false)
			s.event(s.Corp, "remove", fmt.Sprintf("%s is removed from the game", title))
		}
	}
	return kernel.Next
}

// forfeitOptions are the Corp's choices for an additional cost "forfeit
// 1 agenda": each agenda of its score area, and, when decline, declining
// the cost (CR 1.16.10a).
func (s *State) forfeitOptions(decline bool) []engine.Option {
	var opts []engine.Option
	for _, id := range s.Scored {
		if c := s.card(id); c != nil && c.Owner == s.Corp {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
		}
	}
	if decline {
		opts = append(opts, engine.Option{Verb: verbNo})
	}
	return opts
}

// forfeit has the Corp forfeit agenda id: removed from the game (CR
// 8.x movement_forfeit, rule_forfeit_rfg), its points no longer scored.
func (s *State) forfeit(id int32) {
	c := s.card(id)
	if c == nil || c.Zone != ZoneScore {
		return
	}
	title := c.Title
	s.move(id, ZoneRemoved, false)
	s.event(s.Corp, "forfeit", fmt.Sprintf("the Corp forfeits %s", title))
}
