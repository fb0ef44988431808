package heuristic

import (
	"math"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// The kinds of ice an icebreaker suite must cover.
var iceKinds = [...]string{"Wall", "Code Gate", "Sentry"}

// runnerScore scores an option of a Runner decision.
func (x *ctx) runnerScore(o engine.Option) float64 {
	switch x.d.Rule {
	case "ONR-6", "ONR-6.4.3":
		return x.runnerAction(o)
	case "ONR-11.5":
		return x.breakScore(o)
	case "ONR-11.7.2":
		return x.continueScore(o)
	case "ONR-11.12.4":
		return x.trashScore(o)
	case "ONR-11.12": // the cards accessed still in R&D (onr/accesshidden.go)
		if o.Verb == onr.VerbTrash {
			return x.trashScore(o)
		}
	case "ONR-12.1.3":
		return x.baseLinkScore(o)
	case "ONR-5.1.5":
		return -x.handValue(x.find(o.Card).card)
	case "ONR-8.7.3":
		return -x.rigValue(x.find(o.Card).card)
	case "ONR-11.11.3":
		if o.Card == 0 {
			return 1 // stored cards first: upgrades can wait
		}
		return 0
	case "ONR-18.3.7":
		if o.Verb == onr.VerbUse {
			return 1
		}
		return 0
	}
	if s := x.generic(o); s >= 0 {
		return s
	}
	// Windows and anything else: using an ability is rarely worth its cost
	// to a simple player; passing never hurts.
	return -1
}

// runnerNumber answers the Runner's Number decisions: the link bought in a
// trace.
func (x *ctx) runnerNumber() int {
	if x.d.Rule == "ONR-11.5.2" {
		// The ice type an icebreaker is to break (onr.ChooseIceType): the
		// first that no installed icebreaker breaks yet.
		for i, k := range onr.IceTypes {
			if !x.covers(k) {
				return i + 1
			}
		}
	}
	if x.d.Rule != "ONR-12.2.2" || x.v.Trace == nil {
		return x.d.Min
	}
	need, worth := x.traceDefence()
	if !worth {
		return 0
	}
	return need
}

// traceDefence returns the +1 link to buy to beat any bid the Corp can
// make, with the base-link card chosen, and whether that is worth it.
func (x *ctx) traceDefence() (buys int, worth bool) {
	t := x.v.Trace
	maxBid := min(t.Limit, x.corp.Bits) // the Corp tracing, at a Big Sell-Out table
	base, cost, plus, ok := x.bestLink()
	if !ok {
		return 0, false
	}
	needLink := maxBid + 1
	n := max(needLink-base, 0)
	total := cost + n*plus
	if plus == 0 && n > 0 {
		return 0, false
	}
	if total > x.me.Bits || total > x.traceBudget() {
		return 0, false
	}
	return int(n), true
}

// traceBudget is what the Runner will spend to beat the trace in progress.
func (x *ctx) traceBudget() int32 {
	src := cardInfo(x.v.Trace.Source)
	budget := int32(4)
	if src != nil {
		for _, s := range src.subs {
			if s.traceETR || s.meat > 0 {
				budget = 8
			}
		}
		if t := src.text(); containsAny(t, "meat", "end the run") {
			budget = 8
		}
	}
	if x.me.Tags > 0 {
		budget += 2 // a second tag makes a flatline likelier
	}
	return budget
}

// bestLink returns the base link, base cost and +1 cost of the Runner's
// best base-link card, and false if he has none.
func (x *ctx) bestLink() (base, cost, plus int32, ok bool) {
	for i := range x.me.Rig {
		b, c, p, has := linkOf(infoOf(&x.me.Rig[i]))
		if has && (!ok || b-c > base-cost) {
			base, cost, plus, ok = b, c, p, true
		}
	}
	return
}

// linkOf returns the base link, the cost of using it and the cost of each
// +1 link of a base-link card, and false for a card that is none (or
// unknown: nil).
func linkOf(in *info) (base, cost, plus int32, ok bool) {
	if in == nil {
		return 0, 0, 0, false
	}
	for _, a := range in.def.Abilities {
		switch a.Kind {
		case onr.KindBaseLink:
			base, cost, ok = a.N, a.Cost.Bits, true
		case onr.KindLinkBoost:
			plus = a.Cost.Bits
		}
	}
	return base, cost, plus, ok
}

// baseLinkScore scores the choice of a base-link card in a trace.
func (x *ctx) baseLinkScore(o engine.Option) float64 {
	if o.Verb == onr.VerbNone {
		return 0
	}
	in := infoOf(x.find(o.Card).card)
	if in == nil {
		return -1
	}
	_, worth := x.traceDefence()
	var cost int32
	for _, a := range in.def.Abilities {
		if a.Kind == onr.KindBaseLink {
			cost = a.Cost.Bits
		}
	}
	if !worth && cost > 0 {
		return -1
	}
	return 1 - float64(cost)
}

// runnerAction scores an action of the Runner.
func (x *ctx) runnerAction(o engine.Option) float64 {
	me := x.me
	switch o.Verb {
	case onr.VerbDraw:
		switch {
		case me.HandCount <= 1:
			return 3.5
		case me.HandCount < 3:
			return 2
		case me.HandCount < int(me.HandSize):
			return 1.1
		}
		return 0.2
	case onr.VerbGain:
		return x.gainScore()
	case onr.VerbRemoveTag:
		if me.Tags > 0 && me.Bits >= 2 {
			return 5
		}
		return -1
	case onr.VerbLift:
		// A run lock or a counter that hurts every run or turn: worth an
		// action while it is affordable.
		return 4.5
	case onr.VerbInstall:
		return x.runnerInstall(o)
	case onr.VerbPlay:
		return x.runnerPlay(o)
	case onr.VerbRun:
		f := x.fort(o.Target)
		return x.runScore(f, 0, false) - 0.01*float64(o.Target)
	case onr.VerbUse:
		return x.runnerUse(o)
	case onr.VerbEndTurn, onr.VerbDone:
		return 0
	case onr.VerbForgo:
		return 0
	}
	return -1
}

// richBits is the pool above which a bit more is worth less to the Runner
// than a card: past it, gaining bits with an action loses to drawing.
const richBits = 10

// gainScore scores the action to gain a bit: the Runner's default while
// it builds its pool, worth less the richer it is, so that a Runner with
// bits to spare draws and plays cards rather than gain turn after turn.
func (x *ctx) gainScore() float64 {
	return min(1, max(0.1, 1-0.15*float64(x.me.Bits-richBits+1)))
}

// runnerUse scores the use of an ability as an action.
func (x *ctx) runnerUse(o engine.Option) float64 {
	l := x.find(o.Card)
	in := infoOf(l.card)
	if in == nil || o.Arg < 0 || o.Arg >= len(in.def.Abilities) {
		return -1
	}
	a := in.def.Abilities[o.Arg]
	t := in.text()
	switch {
	case containsAny(t, "remove up to three tags"):
		if x.me.Tags >= 2 {
			return 6
		}
		return -1
	case containsAny(t, "remove a tag"):
		if x.me.Tags > 0 {
			return 5.5
		}
		return -1
	case labelHas(a.Label, "gain"):
		return (2.1 - float64(a.Cost.Bits)) * x.gainScore() // like the gain action: worth less to a rich Runner
	}
	return -0.5
}

// runnerPlay scores playing a prep.
func (x *ctx) runnerPlay(o engine.Option) float64 {
	in := infoOf(x.find(o.Card).card)
	if in == nil {
		return -1
	}
	cost := in.playCost()
	t := in.text()
	switch {
	case containsAny(t, "make a run on r&d"):
		more := int32(0)
		if containsAny(t, "two additional") {
			more = 2
		}
		return x.runScore(x.centralNamed(x.isRD), more, false) + 1 - 0.3*float64(cost)
	case containsAny(t, "make a run on hq") && containsAny(t, "loses 4"):
		hq := x.centralNamed(x.isHQ)
		s := x.runScore(hq, 0, false)
		corp := x.fortOwner(hq)
		if s <= 0 || corp.Bits < 3 {
			return -1
		}
		return 1.5 + float64(min(corp.Bits, 4))*0.4
	case containsAny(t, "make a run on hq"):
		more := int32(0)
		if containsAny(t, "two additional") {
			more = 2
		}
		return x.runScore(x.centralNamed(x.isHQ), more, false) + 0.5 - 0.3*float64(cost)
	case containsAny(t, "make a run"):
		return x.runScore(x.fort(o.Target), 0, true) - 0.3*float64(cost) - 0.2
	}
	if g := in.gainsBits(); g > 0 {
		return float64(g-cost) * 0.8
	}
	if n := in.draws(); n > 0 {
		switch {
		case x.me.HandCount <= 1:
			return 4
		case x.me.HandCount+int(n) <= int(x.me.HandSize)+1:
			return 2
		}
		return 0.3
	}
	return 0
}

// centralNamed returns the central fort for which is holds: at a Big
// Sell-Out table, the one of the Corp the decision is about (a run card
// names the central of the Corp it targets, or of any Sponsor: the
// richest opposing one).
func (x *ctx) centralNamed(is func(*onr.FortView) bool) *onr.FortView {
	var first *onr.FortView
	for i := range x.v.Forts {
		f := &x.v.Forts[i]
		if !is(f) {
			continue
		}
		if x.fortOwner(f) == x.corp {
			return f
		}
		if first == nil && x.fortOwner(f).Team != x.me.Team {
			first = f
		}
	}
	return first
}

// runnerInstall scores installing a card of the hand.
func (x *ctx) runnerInstall(o engine.Option) float64 {
	in := infoOf(x.find(o.Card).card)
	if in == nil {
		return -1
	}
	cost := in.installCost()
	if cost > x.me.Bits {
		return -1
	}
	v := x.runnerCardValue(in) - 0.15*float64(cost)
	if in.is(carddb.Program) {
		if x.freeMU() < in.mu() {
			return -1 // it would trash a program
		}
		if o.Target != 0 {
			v -= 1 // in a daemon: weaker breakers
		}
	}
	if x.installed(in.card.Title) && !in.keyword("Icebreaker") {
		v -= 1
	}
	return v
}

// freeMU is the Runner's unused memory.
func (x *ctx) freeMU() int32 { return x.me.MU - x.me.MUUsed }

// installed reports whether the Runner has a card titled title in the rig.
func (x *ctx) installed(title string) bool { return hasTitle(x.me.Rig, title) }

// covers reports whether an installed icebreaker breaks ice of kind.
func (x *ctx) covers(kind string) bool {
	for i := range x.me.Rig {
		in := infoOf(&x.me.Rig[i])
		if in == nil {
			continue
		}
		for _, b := range in.breaks {
			if b.all || onr.BreaksKeywords(b.keyword, x.me.Rig[i].Chosen, []string{kind}) {
				return true
			}
		}
	}
	return false
}

// missingKinds counts the kinds of ice no installed icebreaker breaks.
func (x *ctx) missingKinds() int {
	n := 0
	for _, k := range iceKinds {
		if !x.covers(k) {
			n++
		}
	}
	return n
}

// runnerCardValue rates a Runner card: for installing it now, or keeping it
// in hand.
func (x *ctx) runnerCardValue(in *info) float64 {
	t := in.text()
	switch in.card.Type {
	case carddb.Program:
		if len(in.breaks) > 0 {
			v := 1.0
			for _, b := range in.breaks {
				for _, k := range iceKinds {
					// A type still to be chosen (onr.ChosenIceType) may be k.
					if (b.all || onr.BreaksKeywords(b.keyword, k, []string{k})) && !x.covers(k) {
						v += 3.5
					}
				}
			}
			return min(v, 8)
		}
		switch {
		case containsAny(t, "gain 2"):
			return 3
		case in.def.IsVirus():
			return 1.2
		case containsAny(t, "base link"):
			return 1
		}
		return 0.3
	case carddb.Hardware:
		switch {
		case containsAny(t, "mu"):
			if x.freeMU() < 1 {
				return 3
			}
			return 0.6
		case containsAny(t, "access an additional card from r&d"):
			return 3.2
		case containsAny(t, "access an additional card from hq"):
			return 2.2
		case containsAny(t, "hand size"):
			return 2
		case containsAny(t, "prevent"):
			return 1.8
		}
		return 0.8
	case carddb.Resource:
		switch {
		case containsAny(t, "start of each of your turns"):
			if x.v.Turn < 24 {
				return 3
			}
			return 0.8
		case containsAny(t, "avoid"):
			return 1.5
		case containsAny(t, "remove"):
			return 1.2
		case containsAny(t, "base link"):
			return 0.8
		}
		return 0.5
	case carddb.Prep:
		if g := in.gainsBits(); g > 0 {
			return 1 + 0.25*float64(g-in.playCost())
		}
		if in.draws() > 0 {
			return 1.2
		}
		return 1.6
	}
	return 0.5
}

// rigValue rates an installed card, for choosing which program to trash.
func (x *ctx) rigValue(c *onr.CardView) float64 {
	in := infoOf(c)
	if in == nil {
		return 5
	}
	v := x.runnerCardValue(in)
	if len(in.breaks) > 0 {
		v += 3 // it covers what it covers: runnerCardValue counted only new kinds
	}
	return v
}

// trashScore decides whether to pay to trash an accessed card.
func (x *ctx) trashScore(o engine.Option) float64 {
	if o.Verb != onr.VerbTrash {
		return 0
	}
	in := infoOf(x.find(o.Card).card)
	cost := float64(o.Arg)
	value := 2.0
	if in != nil {
		t := in.text()
		switch {
		case containsAny(t, "gain an action"):
			value = 6
		case containsAny(t, "gain 6", "gain 9", "[action]: draw"):
			value = 4
		case containsAny(t, "trace", "damage", "tagged"):
			value = 4
		case containsAny(t, "strength"):
			value = 3
		}
	}
	if float64(x.me.Bits)-cost < 1 && cost > 1 {
		value -= 2
	}
	return value - 0.5*cost
}

// iceCost estimates what the Runner must spend to get past ice c with his
// rig, whether it stops him, and the harm it does.
type iceCost struct {
	bits float64 // expected bits spent breaking
	fail float64 // probability it ends the run
	harm float64 // expected harm of subroutines that fire, in bits
}

// estimateIce estimates ice c: known ice by its subroutines and the
// Runner's breakers; unknown ice by what ice usually is.
func (x *ctx) estimateIce(f *onr.FortView, c *onr.CardView, budget int32) iceCost {
	in := infoOf(c)
	rezzer := x.rezBits(f)
	if in == nil || !in.is(carddb.Ice) {
		// Unknown ice: the Corp may rez it if it can pay.
		if rezzer == 0 {
			return iceCost{bits: 0, fail: 0.05, harm: 0.3}
		}
		m := float64(x.missingKinds())
		return iceCost{bits: 2, fail: 0.12 + 0.25*m, harm: 0.6 + 0.3*m}
	}
	rezzedP := 1.0
	if !c.Rezzed {
		if in.rezCost() > rezzer {
			return iceCost{}
		}
		rezzedP = 0.8
	}
	cost, ok := x.breakAllCost(c, in, 0)
	if ok && cost <= budget {
		return iceCost{bits: rezzedP * float64(cost)}
	}
	var ic iceCost
	for _, s := range in.subs {
		if s.stops() {
			ic.fail = rezzedP
			break
		}
		ic.harm += rezzedP * s.harm()
	}
	return ic
}

// breakAllCost returns the least the Runner pays to break every
// subroutine of ice c (broken: a mask of those already broken) with one of
// his icebreakers, and false if none can.
func (x *ctx) breakAllCost(c *onr.CardView, in *info, broken int64) (int32, bool) {
	best, ok := int32(0), false
	for i := range x.me.Rig {
		cost, can := x.breakCostWith(&x.me.Rig[i], c, in, broken, ^int64(0))
		if can && (!ok || cost < best) {
			best, ok = cost, true
		}
	}
	return best, ok
}

// breakCostWith returns what breaker b costs to break the subroutines of
// ice c in want that are not yet broken.
func (x *ctx) breakCostWith(b *onr.CardView, c *onr.CardView, in *info, broken, want int64) (int32, bool) {
	bi := infoOf(b)
	if bi == nil || len(bi.breaks) == 0 || b.Strength == nil {
		return 0, false
	}
	iceStr := int32(0)
	if c.Strength != nil {
		iceStr = *c.Strength
	}
	n := len(in.subs)
	left := 0
	for j := range n {
		if broken&(1<<j) == 0 && want&(1<<j) != 0 {
			left++
		}
	}
	if left == 0 {
		return 0, true
	}
	pump := int32(0)
	if *b.Strength < iceStr {
		need := iceStr - *b.Strength
		best := int32(-1)
		for _, p := range bi.pumps {
			if p.n <= 0 {
				continue
			}
			k := (need + p.n - 1) / p.n * p.cost
			if best < 0 || k < best {
				best = k
			}
		}
		if best < 0 {
			return 0, false
		}
		pump = best
	}
	bestBreak := int32(-1)
	for _, br := range bi.breaks {
		if !br.all && !onr.BreaksKeywords(br.keyword, b.Chosen, c.Keywords) { // the engine's reading: lists, chosen types
			continue
		}
		if br.all && want != ^int64(0) {
			// Breaking all is also fine for a part.
		}
		k := br.cost * int32(left)
		if br.all {
			k = br.cost
		}
		if bestBreak < 0 || k < bestBreak {
			bestBreak = k
		}
	}
	if bestBreak < 0 {
		return 0, false
	}
	return pump + bestBreak, true
}

// fortValue rates what a successful run on fort f would give the Runner;
// more is the number of additional cards a run card lets him access.
func (x *ctx) fortValue(f *onr.FortView, more int32) float64 {
	if f == nil {
		return 0
	}
	corp := x.fortOwner(f)
	var v float64
	switch {
	case x.isAgentFort(f):
		v = x.agentFortValue(f)
	case x.isRD(f):
		if corp.DeckCount == 0 {
			return 0
		}
		n := 1 + float64(more) + float64(x.countRig("access an additional card from r&d"))
		if x.seenRD(f, int(n)) {
			return 0.1
		}
		v = 2.2 * min(n, float64(corp.DeckCount))
	case x.isHQ(f):
		n := 1 + float64(more) + float64(x.countRig("access an additional card from hq"))
		v = 1.8 * min(n, float64(corp.HandCount))
	case x.isArchives(f):
		v = 1.2 * float64(corp.DiscardDown)
		for i := range corp.Discard {
			if in := infoOf(&corp.Discard[i]); in.is(carddb.Agenda) {
				v += 6
			}
		}
	}
	for i := range f.Cards {
		c := &f.Cards[i]
		in := infoOf(c)
		switch {
		case in == nil:
			v += 3.5 + 3*float64(c.Adv)
		case in.is(carddb.Agenda):
			v += 8 + 2*float64(in.points())
		default:
			if tc, ok := in.trashCost(); ok && tc <= x.me.Bits {
				v += 1.5
			}
		}
	}
	// An agenda that would win the game is worth everything.
	return v
}

// countRig counts rig cards whose text contains s.
func (x *ctx) countRig(s string) int {
	n := 0
	for i := range x.me.Rig {
		if in := infoOf(&x.me.Rig[i]); in != nil && containsAny(in.text(), s) {
			n++
		}
	}
	return n
}

// seenRD reports whether the top n cards of R&D are ones the Runner has
// already accessed (they stay on top until the Corp draws): the view shows
// R&D only as a count, so this is remembered as the count at the last
// access. Without memory it is false.
func (x *ctx) seenRD(f *onr.FortView, n int) bool {
	return x.mem != nil && x.mem.rdFort == f.Index && x.mem.rdDeck == x.fortOwner(f).DeckCount && x.mem.rdDeck > 0 && n <= x.mem.rdSeen
}

// runScore rates a run on fort f from the start: what a success gives,
// times its chance, less what it costs. more is extra access from a run
// card; bypass passes the first ice.
func (x *ctx) runScore(f *onr.FortView, more int32, bypass bool) float64 {
	if f == nil {
		return -1
	}
	value := x.fortValue(f, more)
	if value <= 0.5 {
		return -1
	}
	p, bits, harm, ok := x.pathCost(f, 0, bypass)
	if !ok {
		return -1
	}
	if x.me.HandCount <= 1 && harm > 0 {
		return -1 // damage could flatline him
	}
	return p*value - 0.35*bits - 0.5*harm - 0.3
}

// pathCost estimates getting through the ice of fort f from position pos
// inward: the chance of success, the bits spent, the harm, and false when
// it cannot be afforded.
func (x *ctx) pathCost(f *onr.FortView, pos int, bypass bool) (p, bits, harm float64, ok bool) {
	p = 1
	budget := x.me.Bits
	for i := pos; i < len(f.Ice); i++ {
		if bypass && i == pos {
			continue
		}
		ic := x.estimateIce(f, &f.Ice[i], budget)
		p *= 1 - ic.fail
		bits += ic.bits
		harm += ic.harm
		budget -= int32(math.Ceil(ic.bits))
	}
	if budget < 0 || p < 0.05 {
		return p, bits, harm, false
	}
	return p, bits, harm, true
}

// continueScore decides between continuing the run and jacking out.
func (x *ctx) continueScore(o engine.Option) float64 {
	r := x.v.Run
	if r == nil {
		return 0
	}
	f := x.fort(int(r.Fort))
	if o.Verb == onr.VerbJackOut {
		return 0
	}
	if f == nil || int(r.Pos) >= len(f.Ice) {
		x.noteAccess(f)
		return 1 // nothing left between the Runner and the access
	}
	p, _, harm, ok := x.pathCost(f, int(r.Pos), false)
	if !ok || p < 0.3 || (x.me.HandCount <= 1 && harm > 0) {
		return -1
	}
	return 1
}

// noteAccess remembers an access of R&D about to happen.
func (x *ctx) noteAccess(f *onr.FortView) {
	if x.mem == nil || !x.isRD(f) {
		return
	}
	x.mem.rdFort, x.mem.rdDeck = f.Index, x.fortOwner(f).DeckCount
	x.mem.rdSeen = 1 + x.countRig("access an additional card from r&d")
}

// breakScore chooses what to do during an encounter: follow the cheapest
// plan that breaks every subroutine; failing that, break the harmful
// subroutines that would fire before one ends the run; else stop.
func (x *ctx) breakScore(o engine.Option) float64 {
	r := x.v.Run
	if r == nil {
		return 0
	}
	f := x.fort(int(r.Fort))
	if f == nil || int(r.Pos) >= len(f.Ice) {
		return 0
	}
	ice := &f.Ice[r.Pos]
	in := infoOf(ice)
	if in == nil {
		return 0
	}
	want := ^int64(0)
	b, _, ok := x.cheapestBreaker(ice, in, r.Broken, want)
	if !ok {
		// Not everything: the subroutines that do harm before the first
		// unbroken one that ends the run.
		want = 0
		for j, s := range in.subs {
			if r.Broken&(1<<j) != 0 {
				continue
			}
			if s.stops() {
				break
			}
			if s.harm() >= 2 {
				want |= 1 << j
			}
		}
		if want == 0 {
			return x.stopBreaking(o)
		}
		b, _, ok = x.cheapestBreaker(ice, in, r.Broken, want)
		if !ok {
			return x.stopBreaking(o)
		}
	}
	switch o.Verb {
	case onr.VerbDone:
		return 0
	case onr.VerbPump:
		if o.Card == int(b.Handle) {
			return 10
		}
		return -2
	case onr.VerbBreak:
		if o.Card != int(b.Handle) {
			return -1
		}
		if o.Target == onr.BreakAll {
			return 12
		}
		if want&(1<<o.Target) == 0 {
			return -1
		}
		return 11 - 0.01*float64(o.Target)
	}
	return -1
}

// stopBreaking scores the options when no plan helps: stop.
func (x *ctx) stopBreaking(o engine.Option) float64 {
	if o.Verb == onr.VerbDone {
		return 1
	}
	return -1
}

// cheapestBreaker returns the installed icebreaker that breaks the
// subroutines in want of ice c most cheaply within the Runner's bits.
func (x *ctx) cheapestBreaker(c *onr.CardView, in *info, broken, want int64) (*onr.CardView, int32, bool) {
	var best *onr.CardView
	bestCost := int32(0)
	for i := range x.me.Rig {
		b := &x.me.Rig[i]
		cost, ok := x.breakCostWith(b, c, in, broken, want)
		if !ok || cost > x.me.Bits {
			continue
		}
		if best == nil || cost < bestCost {
			best, bestCost = b, cost
		}
	}
	return best, bestCost, best != nil
}

// containsAny reports whether s, a card's text in lower case, contains one
// of subs (lower case too).
func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// labelHas reports whether an ability's label contains sub, ignoring case.
func labelHas(label, sub string) bool { return indexFold(label, sub) >= 0 }

// indexFold is strings.Index ignoring ASCII case.
func indexFold(s, sub string) int {
	n := len(sub)
	for i := 0; i+n <= len(s); i++ {
		match := true
		for j := range n {
			a, b := s[i+j], sub[j]
			if 'A' <= a && a <= 'Z' {
				a += 'a' - 'A'
			}
			if 'A' <= b && b <= 'Z' {
				b += 'a' - 'A'
			}
			if a != b {
				match = false
				break
			}
		}
		if match {
			return i
		}
	}
	return -1
}
