package heuristic

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// corpScore scores an option of a Corp decision.
func (x *ctx) corpScore(o engine.Option) float64 {
	switch x.d.Rule {
	case "ONR-6", "ONR-6.4.3":
		return x.corpAction(o)
	case "ONR-9.4":
		return x.corpWindow(o)
	case "ONR-8.2.3":
		if o.Verb == onr.VerbDone {
			return 10
		}
		l := x.find(o.Card)
		if in := infoOf(l.card); in != nil {
			return -float64(in.rezCost()) - 3*b2f(l.card.Rezzed)
		}
		return -5
	case "ONR-5.1.5":
		return -x.handValue(x.find(o.Card).card)
	case "ONR-9.6":
		if o.Verb == onr.VerbRez {
			if in := infoOf(x.find(o.Card).card); in != nil {
				return float64(in.rezCost())
			}
		}
		return 0
	case "ONR-11.1.2":
		return x.corpStartOfRun(o)
	case "R031":
		// Trash the Runner's most useful cards.
		if in := infoOf(x.find(o.Card).card); in != nil {
			return float64(len(in.breaks)) + float64(in.installCost())*0.1
		}
		return 0
	}
	if s := x.generic(o); s >= 0 {
		return s
	}
	return -1
}

// corpNumber answers the Corp's Number decisions: trace bids and costs
// above the rez cost.
func (x *ctx) corpNumber() int {
	d := x.d
	if d.Rule == "ONR-12.2.2" && x.v.Trace != nil {
		link := x.runnerMaxLink()
		if int(link) <= d.Max {
			return int(link) // ties succeed (ONR-12.2.5)
		}
		if x.traceMatters() {
			return d.Max
		}
		return d.Min
	}
	if d.Rule == "ONR-9.6" {
		return min(d.Max, max(d.Min, int(x.me.Bits)/2))
	}
	return d.Min
}

// runnerMaxLink is the most link the Runner can reach against a trace, from
// his visible base-link cards and bits.
func (x *ctx) runnerMaxLink() int32 {
	best := int32(0)
	r := x.runner
	for i := range r.Rig {
		b, c, p, has := linkOf(infoOf(&r.Rig[i]))
		if !has || c > r.Bits {
			continue
		}
		l := b
		if p > 0 {
			l += (r.Bits - c) / p
		}
		best = max(best, l)
	}
	return best
}

// traceMatters reports whether the Corp should spend all it may on the
// trace in progress: it can follow a tag with damage, or the trace ends
// the run.
func (x *ctx) traceMatters() bool {
	if src := cardInfo(x.v.Trace.Source); src != nil && containsAny(src.text(), "end the run", "meat damage") {
		return true
	}
	return x.canPunishTags()
}

// canPunishTags reports whether the Corp holds a way to hurt a tagged
// Runner badly.
func (x *ctx) canPunishTags() bool {
	for i := range x.me.Hand {
		if in := infoOf(&x.me.Hand[i]); in != nil && containsAny(in.text(), "play only if runner is tagged. do") {
			return true
		}
	}
	return false
}

// corpAction scores an action of the Corp.
func (x *ctx) corpAction(o engine.Option) float64 {
	me := x.me
	switch o.Verb {
	case onr.VerbDraw:
		if me.DeckCount <= 2 {
			return -5 // drawing from an empty R&D loses
		}
		switch {
		case me.HandCount == 0:
			return 3
		case me.HandCount <= 2:
			return 1.6
		case me.HandCount < int(me.HandSize):
			return 0.7
		}
		return 0.2
	case onr.VerbGain:
		switch {
		case me.Bits < x.reserve()+2:
			return 2
		case me.Bits < 4:
			return 1.4
		}
		return 1
	case onr.VerbPlay:
		return x.corpPlay(o)
	case onr.VerbInstall:
		return x.corpInstall(o)
	case onr.VerbAdvance:
		return x.advanceScore(o)
	case onr.VerbTrashRes:
		return 2.2
	case onr.VerbUse:
		return x.corpUse(o)
	case onr.VerbDone, onr.VerbEndTurn, onr.VerbForgo:
		return 0
	}
	return -1
}

// corpPlay scores playing an operation.
func (x *ctx) corpPlay(o engine.Option) float64 {
	in := infoOf(x.find(o.Card).card)
	if in == nil {
		return -1
	}
	t := in.text()
	cost := in.playCost()
	r := x.target(o, onr.Runner)
	switch {
	case containsAny(t, "meat damage") && x.usableTags(r) > 0:
		if int32(r.HandCount) < 4 {
			return 100 // four meat damage flatlines him
		}
		return 7
	case containsAny(t, "loses all"):
		if x.usableTags(r) > 0 {
			return 0.6 * float64(r.Bits)
		}
		return -1
	case containsAny(t, "trace"):
		if x.canPunishTags() && x.me.Bits >= cost+3+3 {
			return 4.5
		}
		return 0.8
	}
	if g := in.gainsBits(); g > 0 {
		v := float64(g-cost) * 0.8
		if x.me.Bits < 6+x.reserve() {
			v += 1.5
		}
		if n := in.draws(); n > 0 && x.me.HandCount <= 3 {
			v += 1.5
		}
		return v
	}
	if n := in.draws(); n > 0 {
		return 1 + float64(n)*0.4
	}
	return 0.5
}

// corpUse scores the use of an ability as an action.
func (x *ctx) corpUse(o engine.Option) float64 {
	in := infoOf(x.find(o.Card).card)
	if in == nil || o.Arg < 0 || o.Arg >= len(in.def.Abilities) {
		return -1
	}
	a := in.def.Abilities[o.Arg]
	t := in.text()
	switch {
	case labelHas(a.Label, "draw"):
		if x.me.HandCount <= 2 {
			return 2.8
		}
		return 0.8
	case labelHas(a.Label, "gain"):
		if a.Cost.Actions >= 3 {
			return 3.3
		}
		return 2
	case labelHas(a.Label, "meat damage"):
		if x.target(o, onr.Runner).HandCount == 0 {
			return 100
		}
		return 2.5
	case containsAny(t, "trace"):
		if x.canPunishTags() {
			return 4
		}
		return 1.1
	}
	return 0
}

// advanceScore scores advancing an agenda.
func (x *ctx) advanceScore(o engine.Option) float64 {
	l := x.find(o.Card)
	in := infoOf(l.card)
	if in == nil || !in.is(carddb.Agenda) || l.fort == nil {
		return -1
	}
	left := in.difficulty() - l.card.Adv
	if left <= 0 {
		return -1
	}
	me := x.me
	if left <= me.Actions && left <= me.Bits {
		return 9 + float64(in.points()) // scored this turn
	}
	prot := x.protection(l.fort)
	if prot >= 2 && left-me.Actions <= 3 {
		return 3 + 0.3*float64(in.points()) - x.spendPenalty(1)
	}
	return 0.3 - x.spendPenalty(1)
}

// reserve is what the Corp keeps in its pool to rez the ice that protects
// its installed agendas: the dearest unrezzed ice of each such fort.
func (x *ctx) reserve() int32 {
	var r int32
	for i := range x.v.Forts {
		f := &x.v.Forts[i]
		if !x.mine(f) {
			continue
		}
		c, in := mainCard(f)
		if c == nil || !in.is(carddb.Agenda) {
			continue
		}
		var most int32
		for j := range f.Ice {
			if ice := infoOf(&f.Ice[j]); ice != nil && !f.Ice[j].Rezzed {
				most = max(most, ice.rezCost())
			}
		}
		r += most
	}
	return r
}

// spendPenalty is what spending cost bits costs the Corp beyond the bits:
// dipping into its reserve.
func (x *ctx) spendPenalty(cost int32) float64 {
	left := x.me.Bits - cost - x.reserve()
	if left >= 0 || cost <= 0 {
		return 0
	}
	return 1.5 * float64(-left)
}

// protection rates the ice on fort f: one point per piece, one more per
// rezzed piece.
func (x *ctx) protection(f *onr.FortView) float64 {
	p := 0.0
	for i := range f.Ice {
		p++
		if f.Ice[i].Rezzed {
			p += 0.5
		}
	}
	return p
}

// mainCard returns the agenda or node installed in fort f, or nil.
func mainCard(f *onr.FortView) (*onr.CardView, *info) {
	for i := range f.Cards {
		in := infoOf(&f.Cards[i])
		if in.is(carddb.Agenda) || in.is(carddb.Node) {
			return &f.Cards[i], in
		}
	}
	return nil, nil
}

// handHas reports whether the Corp's hand holds a card of type t.
func (x *ctx) handHas(t carddb.Type) bool {
	for i := range x.me.Hand {
		if infoOf(&x.me.Hand[i]).is(t) {
			return true
		}
	}
	return false
}

// readyRemote reports whether a subsidiary fort with ice has no agenda or
// node: somewhere an agenda can go at once.
func (x *ctx) readyRemote() bool {
	for i := range x.v.Forts {
		f := &x.v.Forts[i]
		if !x.mine(f) || x.isCentral(f) || len(f.Ice) == 0 {
			continue
		}
		if c, _ := mainCard(f); c == nil {
			return true
		}
	}
	return false
}

// corpInstall scores installing a card of HQ.
func (x *ctx) corpInstall(o engine.Option) float64 {
	in := infoOf(x.find(o.Card).card)
	if in == nil {
		return -1
	}
	var f *onr.FortView
	if o.Target != onr.NewFort {
		if f = x.fort(o.Target); f == nil {
			return -1
		}
	}
	switch in.card.Type {
	case carddb.Ice:
		return x.iceInstall(in, f)
	case carddb.Agenda:
		if f == nil {
			if x.readyRemote() {
				return -1
			}
			return 0.2
		}
		if c, _ := mainCard(f); c != nil {
			return -10 // it would trash what is there
		}
		if len(f.Ice) == 0 {
			return 0.2
		}
		return 6 + 0.6*x.protection(f) + 0.1*float64(in.points())
	case carddb.Node:
		if x.isAgentFort(f) {
			return -1 // it would use the Agent's memory
		}
		if f != nil {
			if c, _ := mainCard(f); c != nil {
				return -10
			}
			if len(f.Ice) > 0 {
				return -1 // keep the iced remote for agendas
			}
		}
		return x.nodeValue(in) - 0.5
	case carddb.Upgrade:
		if f == nil {
			return -1
		}
		t := in.text()
		switch {
		case containsAny(t, "strength"):
			if c, cin := mainCard(f); c != nil && cin.is(carddb.Agenda) || x.isRD(f) || x.isHQ(f) {
				return 1.2
			}
			return -1
		default:
			if x.isRD(f) || x.isHQ(f) {
				return 1.3
			}
			return 0.3
		}
	}
	return -1
}

// nodeValue rates a node for installing it or keeping it.
func (x *ctx) nodeValue(in *info) float64 {
	t := in.text()
	switch {
	case containsAny(t, "gain an action"):
		return 4.5
	case containsAny(t, "gain 6"):
		return 3
	case containsAny(t, "draw two"):
		return 2.5
	case containsAny(t, "meat damage"), containsAny(t, "trace"):
		return 1.6
	case containsAny(t, "hand size"):
		return 1
	}
	return 0.8
}

// iceInstall scores installing ice in on fort f (nil: a new fort).
func (x *ctx) iceInstall(in *info, f *onr.FortView) float64 {
	quality := 0.1*float64(num(in.card.Strength, 0)) + 0.2*float64(len(in.subs))
	if over := in.rezCost() - x.me.Bits - 3; over > 0 {
		quality -= 0.3 * float64(over) // it will long stay unrezzed
	}
	if f == nil {
		if x.handHas(carddb.Agenda) && !x.readyRemote() {
			return 5.2 + quality
		}
		return 0.3
	}
	n := len(f.Ice)
	cost := float64(n)
	if int32(n) > x.me.Bits {
		return -5 // it would have to trash ice
	}
	need := 0.0
	pick := func(levels ...float64) float64 {
		if n < len(levels) {
			return levels[n]
		}
		return 0.1
	}
	switch {
	case x.isRD(f):
		need = pick(6, 3, 1.3, 0.4)
	case x.isHQ(f):
		need = pick(5.5, 2.6, 1.1, 0.3)
	case x.isArchives(f):
		need = pick(0.8, 0.2)
		if x.me.DiscardDown > 0 {
			need += 0.5
		}
	case x.isAgentFort(f):
		need = pick(1.2, 0.4) // the Agent's rig and nodes
	default:
		c, cin := mainCard(f)
		switch {
		case c != nil && cin.is(carddb.Agenda):
			need = pick(7, 4.8, 2.5, 0.8)
		case c != nil:
			need = pick(1.8, 0.7)
		case x.handHas(carddb.Agenda):
			need = pick(5, 2.5, 1)
		default:
			need = pick(0.5, 0.2)
		}
	}
	return need + quality - 0.6*cost - x.spendPenalty(int32(n))
}

// corpWindow scores what the Corp may do in a priority window.
func (x *ctx) corpWindow(o engine.Option) float64 {
	switch o.Verb {
	case onr.VerbPass:
		return 0
	case onr.VerbScore:
		return 1000
	case onr.VerbPurge:
		n := 0
		for range x.me.Virus {
			n++
		}
		if n > 0 && x.virusCounters() >= 6 {
			return 1
		}
		return -1
	case onr.VerbRez:
		return x.rezScore(o)
	case onr.VerbUse:
		return -0.5
	}
	return -1
}

// virusCounters counts the virus counters the Corp holds, from the view's
// "Title ×N" entries.
func (x *ctx) virusCounters() int {
	n := 0
	for _, s := range x.me.Virus {
		for i := len(s) - 1; i >= 0; i-- {
			if s[i] < '0' || s[i] > '9' {
				var k int
				for _, ch := range s[i+1:] {
					k = 10*k + int(ch-'0')
				}
				n += k
				break
			}
		}
	}
	return n
}

// rezScore scores rezzing a card in a window.
func (x *ctx) rezScore(o engine.Option) float64 {
	l := x.find(o.Card)
	in := infoOf(l.card)
	if in == nil || l.fort == nil {
		return -1
	}
	cost := float64(in.rezCost())
	bits := float64(x.me.Bits)
	r := x.v.Run
	switch {
	case in.is(carddb.Ice):
		v := x.fortWorth(l.fort)
		if c, min := mainCard(l.fort); c == nil || !min.is(carddb.Agenda) {
			v -= x.spendPenalty(int32(cost))
		}
		return v - 0.25*cost - 0.5
	case in.is(carddb.Node):
		t := in.text()
		switch {
		case cost == 0:
			return 2
		case containsAny(t, "gain an action"):
			if bits >= cost+2+float64(x.reserve()) {
				return 4
			}
		case containsAny(t, "trace"):
			if bits >= cost+4 && x.canPunishTags() {
				return 1
			}
		}
		return -1
	case in.is(carddb.Upgrade):
		if r == nil || int(r.Fort) != int(l.fort.Index) {
			return -1 // rez when it matters: a run on its fort
		}
		if cost <= bits {
			return 2 - 0.3*cost
		}
	}
	return -1
}

// fortWorth rates what fort f protects, for the Corp.
func (x *ctx) fortWorth(f *onr.FortView) float64 {
	switch {
	case x.isRD(f):
		return 3
	case x.isHQ(f):
		v := 1.5
		if x.handHas(carddb.Agenda) {
			v += 2
		}
		return v
	case x.isArchives(f):
		v := 0.5
		for i := range x.me.Discard {
			if infoOf(&x.me.Discard[i]).is(carddb.Agenda) {
				v += 3
			}
		}
		return v
	}
	c, in := mainCard(f)
	switch {
	case c == nil:
		return 0.3
	case in.is(carddb.Agenda):
		return 6 + float64(c.Adv) + float64(in.points())
	}
	return 1.5
}

// corpCardValue rates a Corp card for keeping it in HQ.
func (x *ctx) corpCardValue(in *info) float64 {
	t := in.text()
	switch in.card.Type {
	case carddb.Agenda:
		if x.readyRemote() {
			return 5 + 0.5*float64(in.points())
		}
		return 3 + 0.5*float64(in.points())
	case carddb.Ice:
		return 3 + 0.2*float64(num(in.card.Strength, 0))
	case carddb.Operation:
		switch {
		case containsAny(t, "meat damage"):
			return 3
		case in.gainsBits() > 0:
			if x.me.Bits < 8 {
				return 3.5
			}
			return 1.5
		}
		return 1
	case carddb.Node:
		return x.nodeValue(in)
	}
	return 1
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// corpStartOfRun answers the Corp's start-of-run decision (onr/startofrun.go):
// it moves rezzed ice only (an unrezzed one would be revealed), to the
// outermost position of the fort run on.
func (x *ctx) corpStartOfRun(o engine.Option) float64 {
	switch o.Verb {
	case onr.VerbUse:
		if l := x.find(o.Card); l.card != nil && l.card.Rezzed && x.v.Run != nil {
			return 0.5
		}
		return -0.5
	case onr.VerbMoveIce:
		score := -float64(o.Arg)
		if x.v.Run != nil && int32(o.Target) == x.v.Run.Fort {
			score += 10
		}
		return score
	}
	return x.generic(o)
}
