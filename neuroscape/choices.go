package neuroscape

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// Effects that ask their controller as they happen (Effect.asks): DIVINE,
// INDEX, a discard, a search, and any effect that "may" happen. They run
// inside a program frame that can wait for the answer: the frame's M counts
// the effects done, its Step is where the current one is (stepFresh, then
// stepAsked once it has asked), its N marks a resolution begun (so that
// what comes before the effects — the target checked, the event — happens
// once).

// Where an asking effect is, in its frame's Step.
const (
	effFresh   int32 = iota // not begun
	effMayUsed              // its player chose to use a "may" effect
	effAsked                // its cards are set aside and the question asked
)

// begun reports whether the resolution of program frame f has begun, and
// marks it begun.
func begun(f *kernel.Frame) bool {
	if f.N != 0 {
		return true
	}
	f.N = 1
	return false
}

// runEffects carries out effs for seat from the frame's M on (tgt and src as
// for effects); an effect that asks waits for its answer.
func (s *State) runEffects(f *kernel.Frame, seat engine.Seat, effs []Effect, tgt, src int32) kernel.Status {
	for int(f.M) < len(effs) && !s.Over {
		e := effs[f.M]
		if e.asks() {
			if st := s.askEffect(f, seat, e, tgt, src); st == kernel.Wait {
				return st
			}
			s.settle()
		} else if e.Second {
			s.effects(seat, []Effect{e}, s.second(f), src)
		} else {
			s.effects(seat, []Effect{e}, tgt, src)
		}
		f.M++
		f.Step = effFresh
	}
	return kernel.Next
}

// setAside returns the cards seat owns in zone z, which is no list (set
// aside: zoneLook, zoneReveal; zonePurge), by id.
func (s *State) setAside(seat engine.Seat, z Zone) []int32 {
	var out []int32
	for i := range s.Objs {
		if o := &s.Objs[i]; o.Zone == z && o.Owner == seat {
			out = append(out, int32(i+1))
		}
	}
	return out
}

// names returns "NAME #id, …" for ids.
func (s *State) names(ids []int32) string {
	var out []string
	for _, id := range ids {
		out = append(out, s.name(id))
	}
	if len(out) == 0 {
		return "nothing"
	}
	return strings.Join(out, ", ")
}

// askEffect runs asking effect e of seat in frame f (see runEffects).
func (s *State) askEffect(f *kernel.Frame, seat engine.Seat, e Effect, tgt, src int32) kernel.Status {
	if e.May && f.Step == effFresh {
		if !f.Answered {
			return s.Ask(seat, fmt.Sprintf("%s: use it, or not", s.def(f.Src).Name), "NS-9.3", []engine.Option{{Verb: verbUse, Card: int(f.Src)}, {Verb: verbDone}})
		}
		if o, _ := take(f); o.Verb == verbDone {
			s.event("decline", role(seat)+" does not use "+s.name(f.Src), seat)
			return kernel.Next
		}
		f.Step = effMayUsed
	}
	switch e.Kind {
	case EffDivine, EffIndex, EffSearch:
		return s.lookAndTake(f, seat, e)
	case EffDiscard:
		return s.discard(f, seat, e)
	case EffCopy:
		return s.copyItem(f, seat, tgt)
	case EffCopyProgram:
		return s.copyProgram(f, seat, tgt)
	case EffBinsToPlay:
		return s.binsToPlay(f, seat, e)
	}
	// A "may" effect that does not ask otherwise.
	e.May = false
	s.effects(seat, []Effect{e}, tgt, src)
	return kernel.Next
}

// takeable reports whether card id may be taken by effect e.
func (s *State) takeable(e Effect, id int32) bool {
	d := s.def(id)
	switch e.Kind {
	case EffIndex:
		return d.Type == e.Type
	case EffSearch:
		return slices.ContainsFunc(e.AnyOf, func(f string) bool { return slices.Contains(d.Factions, f) })
	}
	return true
}

// lookAndTake is DIVINE N (look at the top N, take 1, bin the rest), INDEX N
// (reveal the top N, take 1 of e.Type, bin the rest) and a search (look at
// the whole cyberdeck, take 1 card with a faction of e.AnyOf and reveal it,
// shuffle the rest back): the cards are set aside, seat takes one of those
// it may, the rest go.
func (s *State) lookAndTake(f *kernel.Frame, seat engine.Seat, e Effect) kernel.Status {
	zone := zoneLook
	if e.Kind == EffIndex {
		zone = zoneReveal
	}
	if f.Step != effAsked {
		deck := s.P[seat].Deck
		n := min(e.N, len(deck))
		if e.Kind == EffSearch {
			n = len(deck)
		}
		for range n {
			s.move(s.P[seat].Deck[len(s.P[seat].Deck)-1], zone)
		}
		switch e.Kind {
		case EffDivine:
			s.seen("divine", fmt.Sprintf("%s looks at the top %d cards of its cyberdeck (DIVINE %d)", role(seat), n, e.N), ": ", seat, s.setAside(seat, zone))
		case EffIndex:
			var faces []string // no ids: the card taken goes into a hand, where an id would follow it
			for _, id := range s.setAside(seat, zone) {
				faces = append(faces, s.def(id).Name)
			}
			slices.Sort(faces) // nor their order: by id, it would tell which id is which face
			s.event("index", fmt.Sprintf("%s reveals the top %d cards of its cyberdeck (INDEX %d): %s", role(seat), n, e.N, strings.Join(faces, ", ")), seat)
		case EffSearch:
			s.seen("search", role(seat)+" searches its cyberdeck", ": ", seat, s.setAside(seat, zone))
		}
		f.Step = effAsked
	}
	cards := s.setAside(seat, zone)
	var opts []engine.Option
	for _, id := range cards {
		if s.takeable(e, id) {
			opts = append(opts, engine.Option{Verb: verbTake, Card: int(id)})
		}
	}
	var took int32
	switch {
	case len(opts) == 1:
		took = int32(opts[0].Card)
	case len(opts) > 1 && !f.Answered:
		return s.Ask(seat, "Choose the card to put into your hand", "NS-0.4", opts)
	case len(opts) > 1:
		o, _ := take(f)
		took = int32(o.Card)
	}
	if took != 0 {
		if e.Kind != EffDivine { // INDEX's cards were revealed; a search reveals what it finds
			s.event("reveal", fmt.Sprintf("%s puts %s into its hand", role(seat), s.def(took).Name), seat)
		}
		s.move(took, zoneHand)
	}
	rest := s.setAside(seat, zone)
	if e.Kind == EffSearch {
		for _, id := range rest {
			s.move(id, zoneDeck)
		}
		p := &s.P[seat]
		s.RNG.Shuffle(len(p.Deck), func(a, b int) { p.Deck[a], p.Deck[b] = p.Deck[b], p.Deck[a] })
		if took == 0 {
			s.event("search", role(seat)+" finds nothing and shuffles its cyberdeck", seat)
		} else {
			s.event("search", role(seat)+" shuffles its cyberdeck", seat)
		}
		return kernel.Next
	}
	for _, id := range rest {
		s.move(id, zoneBin)
	}
	if took != 0 {
		s.event("take", fmt.Sprintf("%s puts a card into its hand and bins %s", role(seat), s.names(rest)), seat)
	} else {
		s.event("take", fmt.Sprintf("%s bins %s", role(seat), s.names(rest)), seat)
	}
	return kernel.Next
}

// discard is "discard N": seat bins N cards of its hand, one at a time, as
// it chooses (Step counts them past effAsked).
func (s *State) discard(f *kernel.Frame, seat engine.Seat, e Effect) kernel.Status {
	if f.Step < effAsked {
		f.Step = effAsked
	}
	for int(f.Step-effAsked) < e.N && len(s.P[seat].Hand) > 0 {
		if !f.Answered {
			opts := make([]engine.Option, len(s.P[seat].Hand))
			for i, id := range s.P[seat].Hand {
				opts[i] = engine.Option{Verb: verbTake, Card: int(id)}
			}
			return s.Ask(seat, "Choose a card of your hand to discard", "NS-0.4", opts)
		}
		o, _ := take(f)
		s.move(int32(o.Card), zoneBin)
		s.event("discard", role(seat)+" discards "+s.name(int32(o.Card)), seat)
		f.Step++
	}
	return kernel.Next
}

// stealthy reports whether character id has STEALTH (until turn end): it
// can't be blocked (NS-19.3).
func (s *State) stealthy(id int32) bool {
	return slices.ContainsFunc(s.Lasting, func(l Lasting) bool { return l.Card == id && l.Stealth })
}

// cost returns what card id costs seat to play now: its printed cost plus
// what cost increases in play add (Def.CostUp, NS-5.7.3), less what a
// discount of a character seat controls takes off (Def.Discount, NS-5.7.2:
// not below 0), with the character giving it (0: none).
func (s *State) cost(seat engine.Seat, id int32) (int, int32) {
	d := s.def(id)
	if s.freePlay(seat) {
		return 0, 0 // EffFreePlays
	}
	up := s.inflation(d) // NS-5.7.3
	if by := s.discounter(seat, d); by != 0 {
		return max(0, d.Cost+up-s.def(by).Discount.N), by
	}
	return d.Cost + up, 0
}

// discounter returns the first character seat controls whose discount
// (Def.Discount) applies to a card d seat plays now, or 0: on seat's
// turn, to a card of its kind (program, or character when Characters) and
// faction, not yet used this turn.
func (s *State) discounter(seat engine.Seat, d *Def) int32 {
	if s.Active != seat || d.Type != carddb.Program && d.Type != carddb.Character {
		return 0
	}
	for _, c := range s.P[seat].Play {
		dc := s.def(c).Discount
		if dc.N > 0 && dc.Characters == (d.Type == carddb.Character) && slices.Contains(d.Factions, dc.Faction) && !s.marked(c) {
			return c
		}
	}
	return 0
}

// marked reports whether character id's once-a-turn passive has been used
// this turn (Lasting.Mark).
func (s *State) marked(id int32) bool {
	return slices.ContainsFunc(s.Lasting, func(l Lasting) bool { return l.Card == id && l.Mark })
}

// programPlayed marks, on seat's turn, every discount of a character seat
// controls that a program (or, for a discount on characters, a character)
// of card d's factions uses up ("the first … program you play"), whether
// it lowered the cost or not.
func (s *State) programPlayed(seat engine.Seat, d *Def) {
	if d.Type != carddb.Program && d.Type != carddb.Character || s.Active != seat {
		return
	}
	for _, c := range s.P[seat].Play {
		if dc := s.def(c).Discount; dc.N > 0 && dc.Characters == (d.Type == carddb.Character) && slices.Contains(d.Factions, dc.Faction) && !s.marked(c) {
			s.Lasting = append(s.Lasting, Lasting{Card: c, Mark: true})
		}
	}
}

// hits makes the "when its attack hits a player" effects of attacker a
// happen on the player it hit (Def.OnHit, NS-9.3).
func (s *State) hits(a int32, defender engine.Seat) {
	d := s.def(a)
	if len(d.OnHit) == 0 || s.Over {
		return
	}
	s.event("trigger", s.name(a)+"'s attack hits "+role(defender), s.obj(a).Ctrl)
	engage(d, labelIndex(d, labelOnHit))
	s.effects(s.obj(a).Ctrl, d.OnHit, playerTarget(defender), a)
}

// blockedTiers pushes, once blockers are declared, the TimingBlocked tiers
// of the attacking seat a: once, or once for each blocked character with a
// faction of the tier's AnyOf (Tier.PerBlocked), when there is one.
func (s *State) blockedTiers(a engine.Seat) {
	mf := s.def(s.P[a].Mainframe)
	for _, t := range s.activeTiers(a) {
		if t.Timing != TimingBlocked {
			continue
		}
		n := 0
		for _, at := range s.Attacks {
			if o := s.obj(at.Char); o.Zone == zonePlay && o.Ctrl == a && len(at.Blockers) > 0 &&
				slices.ContainsFunc(t.AnyOf, func(f string) bool { return slices.Contains(s.def(at.Char).Factions, f) }) {
				n++
			}
		}
		if n > 0 && !t.PerBlocked {
			n = 1
		}
		for range n {
			machine.PushProgram(s, kernel.Ref{Card: mf.id, Ability: int16(-1 - tierIndex(mf, t))}, a, s.P[a].Mainframe)
		}
	}
}

// second returns the second target of the Cache item of frame f while it
// is legal (NS-18.6), else 0.
func (s *State) second(f *kernel.Frame) int32 {
	l := s.List(f)
	if f.Kind != frameProgram || len(l) == 0 || !s.legalTarget(s.def(f.Src).Target2, l[0], f.Src) {
		return 0
	}
	return l[0]
}

// stepDeclare asks the player of card Src, just played, for its second
// target (Def.Target2, NS-18.1), kept in the list of its Cache item's frame.
func (s *State) stepDeclare(f *kernel.Frame) kernel.Status {
	id := f.Src
	i := s.itemFrame(id)
	var opts []engine.Option
	if i >= 0 {
		for _, t := range s.targets(s.def(id).Target2, id) {
			if s.def(id).tether() && t == s.Frames()[i].T {
				continue // a tether's two characters differ (NS-12.10)
			}
			opts = append(opts, engine.Option{Verb: verbTarget, Target: int(t)})
		}
	}
	if len(opts) == 0 {
		s.Pop()
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(f.Seat, "Choose the second target of "+s.name(id), "NS-18.1", opts)
	}
	o, _ := take(f)
	t := int32(o.Target)
	s.SetList(&s.Frames()[i], []int32{t})
	s.event("target", fmt.Sprintf("%s also targets %s", s.name(id), s.name(t)), f.Seat)
	s.Pop()
	return kernel.Next
}

// copyItem copies Cache item card (NS-20.5): seat chooses the copy's target
// among those legal for the original (the original's own, if none); a token
// with the original's characteristics (reversal, second target) goes on
// top of the Cache for seat, not played (no cost, no requirement, no "when
// you play" trigger), and opens a swift check for the others (AMB-55). It
// resolves before the rest of the Cache, after the current item.
func (s *State) copyItem(f *kernel.Frame, seat engine.Seat, item int32) kernel.Status {
	i := s.itemFrame(item)
	if item <= 0 || i < 0 {
		return kernel.Next
	}
	orig := *s.obj(item)
	k, _ := s.variant(item)
	tgt := orig.Target
	if k != TargetNone {
		var opts []engine.Option
		for _, t := range s.targets(k, item) {
			opts = append(opts, engine.Option{Verb: verbTarget, Target: int(t)})
		}
		switch {
		case len(opts) == 1:
			tgt = int32(opts[0].Target)
		case len(opts) > 1 && !f.Answered:
			return s.Ask(seat, "Choose the target of the copy of "+s.name(item), "NS-20.5", opts)
		case len(opts) > 1:
			o, _ := take(f)
			tgt = int32(o.Target)
		}
	}
	second := slices.Clone(s.List(&s.Frames()[i]))
	s.Objs = append(s.Objs, Obj{Card: orig.Card, Owner: seat, Ctrl: seat, Zone: zoneCache, Target: tgt, Reversed: orig.Reversed})
	id := int32(len(s.Objs))
	if s.FirstToken == 0 {
		s.FirstToken = id
	}
	text := fmt.Sprintf("%s copies %s: %s goes on the Cache", role(seat), s.name(item), s.name(id))
	if tgt > 0 {
		text += " targeting " + s.name(tgt)
	} else if tgt < 0 {
		text += " targeting " + role(targetSeat(tgt))
	}
	s.event("copy", text, seat)
	s.Push(framePlay(seat, id, s.def(id), tgt))
	if len(second) > 0 {
		s.SetList(s.Top(), second)
	}
	s.PushWindow(frameOf(frameWindow), newWindow(s.others(seat)))
	return kernel.Next
}

// copyProgram runs EffCopyProgram for seat on item, a program in a slot
// (NS-20.3): the copier creates a token with its card and may attach it to
// an open slot of a mainframe where it could attach as seat's own (AMB-54:
// a protocol on seat's or a teammate's mainframe, a virus or trojan on an
// opponent's), or decline; declined, or with no such slot, the token
// ceases to exist and is in no zone. A trojan's copy is attached face down
// (faceDown: a trojan in a slot is) and cannot be activated this turn
// (NS-20.4, NS-14.8.3); its face is the copier's and its teammate's to
// see, as any trojan's.
func (s *State) copyProgram(f *kernel.Frame, seat engine.Seat, item int32) kernel.Status {
	if item <= 0 || s.obj(item).Zone != zoneSlot {
		return kernel.Next // an environment, or gone
	}
	d := s.def(item)
	foe := d.Card.SubtypeName() == "Virus" || d.trojan()
	var opts []engine.Option
	for _, p := range s.turnOrder(seat) {
		if (team(p) != team(seat)) == foe && !s.Out[team(p)] && s.slotsUsed(p) < slotsPerMainframe {
			opts = append(opts, engine.Option{Verb: verbTarget, Target: int(playerTarget(p))})
		}
	}
	if len(opts) == 0 {
		s.event("copy", fmt.Sprintf("%s copies %s: no open slot takes the copy, which ceases to exist", role(seat), s.name(item)), seat)
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(seat, "Attach the copy of "+s.name(item)+" to an open slot, or not", "NS-20.3", append(opts, engine.Option{Verb: verbDone}))
	}
	o, _ := take(f)
	if o.Verb == verbDone {
		s.event("copy", fmt.Sprintf("%s copies %s and attaches nothing: the copy ceases to exist", role(seat), s.name(item)), seat)
		return kernel.Next
	}
	on := targetSeat(int32(o.Target))
	s.Objs = append(s.Objs, Obj{Card: s.obj(item).Card, Owner: seat, Ctrl: seat, Zone: zoneNone})
	c := int32(len(s.Objs))
	if s.FirstToken == 0 {
		s.FirstToken = c
	}
	s.move(c, zoneSlot)
	t := s.obj(c)
	t.Host, t.Used = s.P[on].Mainframe, d.trojan()
	s.event("copy", fmt.Sprintf("%s copies %s: %s, a token, is attached to %s's mainframe", role(seat), s.name(item), s.name(c), role(on)), seat)
	return kernel.Next
}
