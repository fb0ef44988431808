package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

var (
	refRez   = kernel.Builtin("nsg-rez")   // rez card Src
	refScore = kernel.Builtin("nsg-score") // score agenda Src
	refBreak = kernel.Builtin("nsg-break") // use breaker Src's ability N
)

func init() {
	builtins[refRez] = []kernel.Op[*State]{kernel.OpFunc[*State](opRez)}
	builtins[refScore] = []kernel.Op[*State]{kernel.OpFunc[*State](opScore)}
	builtins[refBreak] = []kernel.Op[*State]{kernel.OpFunc[*State](opBreak)}
}

// fitTrash is step 8.5.16c of installing program c (CR 8.5.6c
// [rule_install_trash_programs]): the Runner may first trash any number
// of installed programs, and must while c would not fit without them. It
// chooses them one at a time, and passes once c fits; they are trashed
// together and the install goes on (ok, f.Step stepTrashDone). The
// trashes are looked at by the install cost's checkpoint.
func (s *State) fitTrash(f *kernel.Frame, c *Card) (kernel.Status, bool) {
	if c == nil || (c.Zone != ZoneGrip && c.Zone != ZoneSetAside && c.Zone != ZoneHeap) {
		s.SetList(f, nil)
		f.Step = 0
		return kernel.Next, false
	}
	d := c.definition()
	done := false
	if f.Answered {
		o, _ := f.Take()
		if t := s.card(int32(o.Card)); o.Verb == verbTarget && t != nil && t.Zone == ZoneRig && s.def(t.ID).Type == TypeProgram && !slices.Contains(s.List(f), t.ID) {
			s.AppendList(f, t.ID)
		} else if s.fits(d, s.List(f)...) {
			done = true
		}
	}
	chosen := s.List(f)
	if !done {
		var opts []engine.Option
		for _, id := range s.Rig {
			if s.def(id).Type == TypeProgram && !slices.Contains(chosen, id) {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
			}
		}
		// The card being installed is still in the grip: neither the
		// prompt nor the events name it.
		switch {
		case !s.fits(d, chosen...):
			return s.Ask(s.Runner, "Choose a program to trash to make room in memory", "CR 8.5.6c", opts), false
		case len(opts) > 0:
			return s.Ask(s.Runner, "Choose a program to trash before installing, or pass", "CR 8.5.6c", append(opts, engine.Option{Verb: verbPass})), false
		}
	}
	for _, id := range slices.Clone(chosen) {
		s.event(s.Runner, "trash", fmt.Sprintf("the Runner trashes %s to make room in memory", s.card(id).Title))
		s.trash(id, s.Runner)
	}
	s.SetList(f, nil)
	f.Step = stepTrashDone
	return kernel.Next, true
}

// hasPrograms reports whether the Runner has a program installed.
func (s *State) hasPrograms() bool {
	for _, id := range s.Rig {
		if s.def(id).Type == TypeProgram {
			return true
		}
	}
	return false
}

// likeCardsToTrash returns the cards the Corp may trash as it installs
// Corp card d in server sv (CR 8.5.6 [rule_install_trash_like_cards]):
// the ice already protecting sv, for ice (8.5.6b; none while the Runner
// is running on sv: its position among that ice is not moved by an
// install); for an agenda or asset in a remote's root, or an upgrade in
// any root, the other cards in that root (8.5.6a), less the agendas and
// assets an agenda or asset must replace (trashReplaced trashes them).
func (s *State) likeCardsToTrash(d *Def, sv int32) []int32 {
	if int(sv) >= len(s.Servers) {
		return nil
	}
	switch d.Type {
	case TypeIce:
		if s.Run.On && s.Run.Server == sv {
			return nil
		}
		return s.Servers[sv].Ice
	case TypeAgenda, TypeAsset, TypeUpgrade:
		var out []int32
		for _, id := range s.Servers[sv].Root {
			if t := s.def(id).Type; d.Type == TypeUpgrade || (t != TypeAgenda && t != TypeAsset) {
				out = append(out, id)
			}
		}
		return out
	}
	return nil
}

// likeTrash is step 8.5.16c of installing Corp card c in server f.T-1
// (CR 8.5.6a [rule_must_trash_cases_in_root_of_server], 8.5.6b
// [rule_install_trash_ice]): the Corp chooses, one at a time, any number
// of likeCardsToTrash, and passes; they are trashed together, during the
// installation (so that Ob's "except during installation" leaves them),
// before the install cost is computed without them (ok, f.Step 0); the
// install cost's checkpoint looks at the trashes.
func (s *State) likeTrash(f *kernel.Frame, c *Card) (kernel.Status, bool) {
	if c == nil || c.Zone != ZoneHQ {
		s.SetList(f, nil)
		f.Step = 0
		return kernel.Next, false
	}
	sv := f.T - 1
	d := c.definition()
	can := s.likeCardsToTrash(d, sv)
	done := false
	if f.Answered {
		o, _ := f.Take()
		if t := s.card(int32(o.Card)); o.Verb == verbTarget && t != nil && slices.Contains(can, t.ID) && !slices.Contains(s.List(f), t.ID) {
			s.AppendList(f, t.ID)
		} else {
			done = true
		}
	}
	chosen := s.List(f)
	if !done {
		var opts []engine.Option
		for _, id := range can {
			if !slices.Contains(chosen, id) {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
			}
		}
		if len(opts) > 0 {
			// The card being installed is still in HQ: neither the prompt
			// nor the events name it.
			if d.Type == TypeIce {
				return s.Ask(s.Corp, "Choose ice protecting the server to trash before installing, or pass", "CR 8.5.6b", append(opts, engine.Option{Verb: verbPass})), false
			}
			return s.Ask(s.Corp, "Choose a card in the root of the server to trash before installing, or pass", "CR 8.5.6a", append(opts, engine.Option{Verb: verbPass})), false
		}
	}
	for _, id := range slices.Clone(chosen) {
		s.trashFlagged(id, s.Corp, trashInstalling)
	}
	s.SetList(f, nil)
	f.Step = 0
	return kernel.Next, true
}

// installTargets returns the servers Corp card d may be installed in: ice
// on any server, an upgrade in any root, an agenda or asset in a remote
// root (CR 8.5.3-8.5.6); an upgrade that says "Remote server only" in a
// remote root, and a region not where a region is (its "Limit 1 region
// per server"); the last number is a new remote.
func (s *State) installTargets(d *Def) []int32 {
	var out []int32
	for i := range s.Servers {
		sv := int32(i)
		if !s.serverExists(sv) || (sv < firstRemote && (d.Type == TypeAgenda || d.Type == TypeAsset || d.RemoteOnly)) {
			continue
		}
		if d.HasSubtype(subtypeRegion) && s.hasRegion(sv) {
			continue
		}
		out = append(out, sv)
	}
	return append(out, int32(len(s.Servers)))
}

// subtypeRegion is the subtype limited to 1 a server.
const subtypeRegion = "Region"

// hasRegion reports whether a region is installed in server sv's root.
func (s *State) hasRegion(sv int32) bool {
	for _, id := range s.Servers[sv].Root {
		if s.def(id).HasSubtype(subtypeRegion) {
			return true
		}
	}
	return false
}

// installCost is what installing d on server sv costs the Corp: 1 credit
// for each ice already protecting it, for ice (CR 8.5.10); else nothing.
func (s *State) installCost(d *Def, sv int32) int32 {
	if d.Type != TypeIce || int(sv) >= len(s.Servers) {
		return 0
	}
	return int32(len(s.Servers[sv].Ice))
}

// advanceable reports whether the Corp may advance installed card c: an
// agenda, or a card that says it can be advanced (CR 8.3).
func (s *State) advanceable(c *Card) bool {
	d := c.definition()
	return d != nil && (d.Type == TypeAgenda || d.Advanceable)
}

// opInstall installs a card (CR 8.5.16 [sec_steps_installing]): for the
// Corp, the card in a remote's root that an agenda or asset replaces is
// trashed first (8.5.7); the install cost is paid, even 0, with its
// checkpoint (8.5.16d, 1.16.3a); then the card is installed (Corp cards
// unrezzed) and the install is an occurrence.
func (s *State) opInstall(f *kernel.Frame) kernel.Status {
	seat := f.Seat
	if f.Step == stepInterrupt {
		// The interrupt window is over (M > 0), M-1 its discount, kept
		// in the frame through the reactions to its trash and the
		// programs trashed to make room.
		f.M = 1 + s.answerGripTrash(f, f.Src)
		f.Step = stepInterruptDone
		if st := s.checkpointMidStep(); st != kernel.Next { // reactions to the trash resolve before the install goes on (as opPlay's)
			return st
		}
	}
	if f.Step == stepInterruptDone {
		f.Step = 0
	}
	discount := max(f.M-1, 0)
	c := s.card(f.Src) // gone if the interrupt trashed it: nothing is installed
	if f.Step == stepFitTrash {
		if st, ok := s.fitTrash(f, c); !ok {
			return st
		}
	}
	if f.Step == stepIceTrash {
		if st, ok := s.likeTrash(f, c); !ok {
			return st
		}
	}
	trashed := f.Step == stepTrashDone // the Runner's step 8.5.16c is over
	if trashed {
		f.Step = 0
	}
	if f.Step == 0 {
		if c == nil || !installingFrom(c.Zone) {
			return kernel.Next
		}
		d := c.definition()
		ignoring := f.N&0xff == installIgnoringCosts
		if seat == s.Runner && f.M == 0 && !ignoring { // the interrupt window of installing, before its cost (digest §12); a discount is not relevant to an install ignoring all costs
			if src := s.gripTrashSource(c.ID); src != 0 {
				f.Step = stepInterrupt
				return s.askGripTrash(f, src, c.ID)
			}
		}
		if seat == s.Runner && !trashed && d.Type == TypeProgram && s.hasPrograms() { // step 8.5.16c: programs trashed first
			f.Step, f.M = stepFitTrash, max(f.M, 1) // the interrupt's discount kept
			st, _ := s.fitTrash(f, c)
			return st
		}
		sv := f.T - 1
		if seat == s.Corp && f.M == 0 && len(s.likeCardsToTrash(d, sv)) > 0 { // step 8.5.16c: the Corp may trash like cards there first
			f.Step, f.M = stepIceTrash, 1 // asked once
			st, _ := s.likeTrash(f, c)
			return st
		}
		if seat == s.Corp {
			s.trashReplaced(d, sv)
		}
		price := max(s.runnerInstallCost(d)-discount, 0)
		if seat == s.Corp {
			price = s.installCost(d, sv)
		}
		if ignoring {
			price = 0 // still paid, as 0, with its checkpoint (1.16.1d)
		}
		pc := []kernel.CostPart{{Kind: costCredits, N: price}}
		if !costs.CanPay(s, seat, f.Src, pc) {
			s.event(seat, "fizzle", fmt.Sprintf("the %s cannot pay %d credits to install", s.role(seat), price))
			s.removeEmptyRemotes()
			return kernel.Next
		}
		st, nf := payThen(s, f, pc, 1)
		if st != kernel.Next {
			return st
		}
		f, c = nf, s.card(nf.Src)
	}
	f.Step = 0
	if c == nil || !installingFrom(c.Zone) {
		s.removeEmptyRemotes()
		return kernel.Next
	}
	if seat == s.Runner {
		if c.definition().Type == TypeProgram {
			s.MarkUsed(histObj, histProgram, 1, evTurnEnd)
		}
		id := s.move(c.ID, ZoneRig, false)
		s.card(id).Turn = s.Turn
		if n := c.definition().Recurring; n > 0 { // placed as it becomes active (CR 1.10.5b)
			s.card(id).Hosted = n
		}
		where := ""
		if h := s.card(f.T); f.T != 0 && h != nil && h.Zone == ZoneServer && h.Ice { // hosted on that ice
			hc := s.card(id)
			s.touch(hc)
			hc.Host = h.ID
			where = " on " + s.publicName(h.ID, s.Runner) // a public event: unrezzed ice stays unnamed
		}
		s.Occur(kernel.Occurrence{Type: evInstall, Seat: seat, Obj: id})
		s.event(seat, "install", fmt.Sprintf("the Runner installs %s%s", c.Title, where))
		return kernel.Next
	}
	s.placeCorp(c, f.T-1)
	return kernel.Next
}

// installingFrom reports whether opInstall installs a card from zone z:
// a hand, the set-aside zone (a card a search found, CR 4.8.4), or the
// heap (a card an ability installs from it).
func installingFrom(z Zone) bool {
	return z == ZoneHQ || z == ZoneGrip || z == ZoneSetAside || z == ZoneHeap
}

// trashReplaced trashes, as Corp card d is installed in server sv, the
// agendas and assets in sv's root that it replaces (CR 8.5.7).
func (s *State) trashReplaced(d *Def, sv int32) {
	if int(sv) >= len(s.Servers) || (d.Type != TypeAgenda && d.Type != TypeAsset) {
		return
	}
	for _, id := range append([]int32(nil), s.Servers[sv].Root...) {
		if t := s.def(id).Type; t == TypeAgenda || t == TypeAsset {
			s.trashFlagged(id, s.Corp, trashInstalling)
		}
	}
}

// placeCorp installs Corp card c, unrezzed, in server sv (a new remote
// when sv is past the last: the one it replaced may be gone), an
// occurrence (8.5.16e-f), and returns its new id.
func (s *State) placeCorp(c *Card, sv int32) int32 {
	if int(sv) >= len(s.Servers) {
		sv = int32(len(s.Servers))
		s.Servers = append(s.Servers, Server{})
	}
	d := c.definition()
	s.touch(c)
	s.detach(c)
	s.Forget(c.ID)
	s.renumber(c)
	c.Zone, c.Server, c.Ice, c.Turn, c.FaceUp = ZoneServer, sv, d.Type == TypeIce, s.Turn, false
	if c.Ice {
		s.Servers[sv].Ice = append(s.Servers[sv].Ice, c.ID)
	} else {
		s.Servers[sv].Root = append(s.Servers[sv].Root, c.ID)
	}
	s.Occur(kernel.Occurrence{Type: evInstall, Seat: s.Corp, Obj: c.ID})
	where := s.placeName(c)
	s.secret(s.Corp, "install", "the Corp installs a card "+where, "you install "+c.Title+" "+where)
	return c.ID
}

// placeName says where installed Corp card c is: "in the root of remote
// 1", "protecting HQ" (a rez event names it, so that two rezzes of one
// title in different places read differently).
func (s *State) placeName(c *Card) string {
	if c.Ice {
		return "protecting " + s.serverName(c.Server)
	}
	return "in the root of " + s.serverName(c.Server)
}

// serverName names server i.
func (s *State) serverName(i int32) string {
	switch i {
	case ServerHQ:
		return "HQ"
	case ServerRD:
		return "R&D"
	case ServerArchives:
		return "Archives"
	}
	return "remote " + itoa(i-firstRemote+1)
}

// trash trashes card id (CR 1.19): to the heap, or to Archives faceup
// when the Runner could see it as it was trashed (accessing it counts),
// else facedown (4.4.6b [rule_archives_faceup_facedown]). by is the seat
// that trashes it.
func (s *State) trash(id int32, by engine.Seat) { s.trashFlagged(id, by, 0) }

// trashFlagged is trash with flags for its occurrence (trashInstalling:
// during an installation).
func (s *State) trashFlagged(id int32, by engine.Seat, flags int32) {
	s.trashInto(id, by, flags, 0)
}

// trashInto trashes card id into its owner's pile, or into zone to (R&D,
// shuffled: a replacement effect; 0 the pile). A trash that a conditional
// interrupt of the card is relevant to (TrashToRDInstead) waits for its
// interrupt window (a frame, stepTrashInterrupt) unless that window is
// over (flags' trashAsked).
func (s *State) trashInto(id int32, by engine.Seat, flags int32, to Zone) {
	c := s.card(id)
	if c == nil {
		return
	}
	if flags&trashAsked == 0 && s.trashInterruptible(c, flags) {
		s.Push(kernel.Frame{Kind: frameTrashInt, Seat: by, Src: id, N: flags})
		return
	}
	flags &^= trashAsked
	if c.Zone == ZoneServer && c.Ice { // its hosted cards are trashed with it (CR 1.x hosting)
		for _, h := range s.Cards {
			if h.Host == id {
				s.trashFlagged(h.ID, by, 0)
			}
		}
		c = s.card(id)
	}
	title := c.Title
	pile := ZoneArchives
	if c.Owner == s.Runner {
		pile = ZoneHeap
	}
	seen := s.sees(s.Runner, c) || by == s.Runner
	persist := s.Run.On && c.Zone == ZoneServer && c.Rezzed && !c.Ice && c.Server == s.Run.Server
	from := int32(c.Zone) | flags
	if c.Zone == ZoneServer && c.Rezzed {
		from |= trashRezzed
	}
	if to != 0 {
		pile = to
	}
	nid := s.move(id, pile, false)
	if pile == ZoneRD {
		s.shuffle(s.RD)
	}
	if d := Lookup(title); persist {
		for _, i := range d.abilities(AbRunEndsHere) { // persistent (CR 9.x): it still applies for the rest of the run
			s.AddLasting(kernel.Lasting{Src: nid, Seat: s.Corp, On: evRunEnd, Ref: d.Ref(i), Until: evRunEnd, Count: 1})
		}
	}
	nc := s.card(nid)
	s.touch(nc)
	nc.FaceUp = seen
	s.Occur(kernel.Occurrence{Type: evTrash, Seat: by, Obj: nid, N: from}) // N: the zone it was trashed from, and flags
	if pile == ZoneRD {
		s.event(s.Corp, "trash", fmt.Sprintf("%s is trashed: the Corp shuffles it into R&D instead of adding it to Archives", title))
	} else if seen {
		s.event(by, "trash", fmt.Sprintf("the %s trashes %s", s.role(by), title))
	} else {
		s.secret(s.Corp, "trash", "the Corp trashes a card", fmt.Sprintf("you trash %s", title))
	}
	s.removeEmptyRemotes()
}

// trashInterruptible reports whether a conditional interrupt of card c is
// relevant to its trash (CR 9.9.3c, 9.9.4b): it is installed and active
// (rezzed), its abilities not lost, and not trashed during an installation
// (the install replacing it goes on at once: not asked, a limit of this
// engine).
func (s *State) trashInterruptible(c *Card, flags int32) bool {
	return c.Zone == ZoneServer && c.Rezzed && flags&trashInstalling == 0 && s.def(c.ID).TrashToRDInstead && !s.lostAbilities(c.ID)
}

// stepTrashInterrupt is the interrupt window of the imminent trash of card
// f.Src (CR 9.9.4): its controller may use the card's interrupt ("you may
// shuffle it into R&D instead of adding it to Archives"), whose
// replacement applies to the trash as it resolves (9.9.10); then the trash
// resolves, the card still trashed, and a checkpoint follows (10.3.5). A
// card no longer where it was is not trashed (the instruction has nothing
// left to do).
func (s *State) stepTrashInterrupt(f *kernel.Frame) kernel.Status {
	c := s.card(f.Src)
	if c == nil || c.Zone != ZoneServer {
		s.Pop()
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(s.Corp, fmt.Sprintf("%s would be trashed: shuffle it into R&D instead of adding it to Archives?", c.Title), "CR 9.9.4",
			[]engine.Option{{Verb: verbYes, Card: int(c.ID)}, {Verb: verbNo}})
	}
	o, _ := f.Take()
	by, flags, to := f.Seat, f.N|trashAsked, Zone(0)
	if o.Verb == verbYes {
		to = ZoneRD
	}
	s.Pop()
	s.trashInto(c.ID, by, flags, to)
	s.checkpoint()
	return kernel.Next
}

// paidAbilities returns seat's options in a paid-ability window: in a
// window where it may (N 1), the Corp's rezzes of non-ice cards and, in
// its own turn, scores (CR 8.1.2, 8.2.4; digest §10); the approached ice
// (6.9.2b); the Runner's breakers during an encounter (9.8.5).
func (s *State) paidAbilities(f *kernel.Frame, seat engine.Seat) []engine.Option {
	var opts []engine.Option
	if seat == s.Corp {
		if f.N == 1 {
			for _, k := range s.installed() {
				c := &s.Cards[k]
				if c.Zone != ZoneServer || c.Rezzed || c.Ice {
					continue
				}
				d := c.definition()
				if (d.Type == TypeAsset || d.Type == TypeUpgrade) && d.Cost <= s.Credits[seat] && (!d.RezForfeit || len(s.forfeitOptions(false)) > 0) {
					opts = append(opts, engine.Option{Verb: verbRez, Card: int(c.ID)})
				}
				if d.Type == TypeAgenda && s.Active == s.Corp && !s.Run.On && c.Adv >= d.AdvCost {
					opts = append(opts, engine.Option{Verb: verbScore, Card: int(c.ID)})
				}
			}
		}
		if f.T != 0 { // the approached ice: T is its id
			if c := s.card(f.T); c != nil && !c.Rezzed && s.rezCost(c.ID) <= s.Credits[seat] {
				opts = append(opts, engine.Option{Verb: verbRez, Card: int(c.ID)})
			}
		}
		return append(opts, s.anyWindowPaid(seat)...)
	}
	opts = s.anyWindowPaid(seat)
	if !s.Run.Encounter { // a run's encounter, or a forced one outside a run (CR 6.5.9)
		return opts
	}
	ice := s.card(s.Run.Ice)
	if ice == nil || !ice.Rezzed {
		return nil
	}
	idef := Lookup(ice.Title)
	for _, id := range s.Rig {
		for i, a := range s.def(id).Abilities {
			if a.Kind == AbEncounterVirus && s.card(id).Virus >= 1 {
				opts = append(opts, engine.Option{Verb: verbAbility, Card: int(id), Arg: i})
			}
		}
	}
	for i, a := range idef.Abilities {
		if a.Kind == AbIceBreak && a.Clicks <= s.Clicks[seat] && s.unbroken() > 0 {
			opts = append(opts, engine.Option{Verb: verbAbility, Card: int(ice.ID), Arg: i})
		}
	}
	for _, id := range s.Rig {
		d := s.def(id)
		if !d.HasSubtype("Icebreaker") || s.lostAbilities(id) {
			continue
		}
		for i, a := range d.Abilities {
			if a.Credits > s.spendable(seat) {
				continue
			}
			switch a.Kind {
			case AbBreak:
				if (a.Subtype == "" || idef.HasSubtype(a.Subtype)) && s.strength(id) >= s.strength(ice.ID) && s.unbroken() > 0 {
					opts = append(opts, engine.Option{Verb: verbAbility, Card: int(id), Arg: i})
				}
			case AbBoost:
				if s.strength(id) < s.strength(ice.ID) {
					opts = append(opts, engine.Option{Verb: verbAbility, Card: int(id), Arg: i})
				}
			}
		}
	}
	return opts
}

// usePaid carries out option o of seat in a paid-ability window.
func (s *State) usePaid(seat engine.Seat, o engine.Option) {
	switch o.Verb {
	case verbRez:
		machine.PushProgram(s, refRez, seat, int32(o.Card))
	case verbScore:
		machine.PushProgram(s, refScore, seat, int32(o.Card))
	case verbAbility:
		if d := s.def(int32(o.Card)); d != nil && o.Arg < len(d.Abilities) && d.Abilities[o.Arg].Kind == AbPaid {
			// The steps of a paid ability (CR 9.5.7), as an action's
			// without a click: its cost with its checkpoint, then its
			// instructions, the card's program kept if the cost trashed it.
			s.Push(kernel.Frame{Kind: frameAction, Seat: seat, N: int32(verbAbility)<<8 | int32(o.Arg&0xff), Src: int32(o.Card)})
			return
		}
		s.Push(kernel.Frame{Kind: frameProgram, Ref: refBreak, Seat: seat, Src: int32(o.Card), N: int32(o.Arg)})
	}
}

// rezCost is card id's rez cost now: printed, +3 for ice during a run
// that says so.
func (s *State) rezCost(id int32) int32 {
	n := s.def(id).Cost
	if c := s.card(id); c.Ice && s.Run.On && s.Run.Flags&RunRezIcePlus3 != 0 {
		n += 3
	}
	return n
}

// opRez rezzes card Src (CR 8.1.2e [rule_rez_procedure]): its rez cost is
// paid with its checkpoint (an additional cost "forfeit 1 agenda" with
// it, the agenda chosen first), then it is rezzed, an occurrence.
func opRez(s *State, f *kernel.Frame) kernel.Status {
	c := s.card(f.Src)
	if c == nil || c.Rezzed {
		return kernel.Next
	}
	if f.Step == 0 {
		pc := []kernel.CostPart{{Kind: costCredits, N: s.rezCost(c.ID)}}
		if !costs.CanPay(s, f.Seat, f.Src, pc) {
			return kernel.Next
		}
		if s.def(c.ID).RezForfeit {
			opts := s.forfeitOptions(false)
			if len(opts) == 0 {
				return kernel.Next
			}
			if !f.Answered {
				return s.Ask(s.Corp, fmt.Sprintf("Rez %s: forfeit an agenda", s.publicName(c.ID, s.Runner)), "CR 1.16.10", opts) // a prompt every seat reads
			}
			o, _ := f.Take()
			s.forfeit(int32(o.Card))
		}
		st, nf := payThen(s, f, pc, 1)
		if st != kernel.Next {
			return st
		}
		f = nf
	}
	f.Step = 0
	s.touch(c)
	c.Rezzed = true
	s.Occur(kernel.Occurrence{Type: evRez, Seat: f.Seat, Obj: c.ID})
	s.event(f.Seat, "rez", fmt.Sprintf("the Corp rezzes %s %s", c.Title, s.placeName(c)))
	return kernel.Next
}

// opScore scores agenda Src (CR 8.2.4): to the Corp's score area, an
// occurrence; the points count at the checkpoint.
func opScore(s *State, f *kernel.Frame) kernel.Status {
	c := s.card(f.Src)
	if c == nil || c.Zone != ZoneServer {
		return kernel.Next
	}
	title, sv := c.Title, c.Server
	id := s.move(c.ID, ZoneScore, false)
	oc := s.card(id)
	s.touch(oc)
	oc.Owner = s.Corp
	s.removeEmptyRemotes()
	s.Occur(kernel.Occurrence{Type: evScore, Seat: s.Corp, Obj: id, N: sv})
	s.event(s.Corp, "score", fmt.Sprintf("the Corp scores %s (%d points)", title, s.agendaPoints(s.Corp)))
	return kernel.Next
}
