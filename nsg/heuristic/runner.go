package heuristic

import (
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
)

// runnerScore scores option o of the Runner's decision d.
func (b *Bot) runnerScore(t *table, d engine.Decision, o engine.Option) float64 {
	switch o.Verb {
	case vKeep:
		return 1
	case vPass:
		return 100
	case vTrigger, vYes:
		if strings.HasPrefix(d.Prompt, "Take 1 tag") && t.v.Tags > 0 {
			return 50
		}
		return 200
	case vNo:
		return 100
	case vContinue:
		return b.continueRun(t, d)
	case vJackOut:
		return 150
	case vDiscard:
		return discard(t, o)
	case vTrashIt:
		def := t.defOf(int32(o.Card))
		if def != nil && t.credits()-def.TrashCost >= 1 {
			return 300
		}
		return 0
	case vNoAction:
		return 200
	case vPay:
		if o.Arg == 1 { // clicks
			if t.clicks() >= 3 {
				return 250
			}
			return 0
		}
		if t.credits() >= 9 {
			return 300
		}
		return 0
	case vCredit:
		if t.credits() < 5 {
			return 200
		}
		return 110
	case vDraw:
		switch g := t.handCount(); {
		case g < 3:
			return 320
		case g < 5:
			return 140
		}
		return 60
	case vUntag:
		if t.credits() >= 4 {
			return 420
		}
		return 0
	case vRun:
		return b.runScore(t, int32(o.Target-1), 0)
	case vTarget:
		if o.Card == 0 { // the server to run
			return b.runScore(t, int32(o.Target-1), 0)
		}
		if strings.HasPrefix(d.Prompt, "Interrupt") || strings.HasPrefix(d.Prompt, "Choose a program to trash before installing") { // an optional trash (CR 8.5.6c): kept
			return 0
		}
		return 200
	case vPlay:
		return b.runnerPlay(t, o)
	case vInstall:
		return b.runnerInstall(t, o)
	case vAbility:
		return b.runnerAbility(t, d, o)
	case vGain:
		return 200
	case vDrawC:
		return 150
	case vBoth:
		return 300
	}
	return 0
}

// iceCost is what it takes to get past ice c, protecting server sv: ok
// when the Runner can break every subroutine (or the ice ends no run),
// the credits that costs, and the damage of the subroutines it lets
// through. known is false for unrezzed ice.
func (b *Bot) iceCost(t *table, c nsg.CardView, sv int32) (known, ok bool, credits, damage int32) {
	if !c.Rezzed || c.Title == "" {
		return false, true, 0, 0
	}
	d := nsg.Lookup(c.Title)
	if d == nil {
		return false, true, 0, 0
	}
	subs := subroutines(d)
	cost, found := b.breakCost(t, d, c.ID, sv, int32(len(subs)))
	if found {
		return true, true, cost, 0
	}
	// Brân's own ability: a click breaks a subroutine.
	for _, a := range d.Abilities {
		if a.Kind == nsg.AbIceBreak && t.clicks() >= a.Clicks*int32(len(subs)) {
			return true, true, 0, 0
		}
	}
	ok = true
	for _, a := range subs {
		ends, dmg, _ := harm(a)
		if ends {
			ok = false
		}
		damage += dmg
	}
	return true, ok, 0, damage
}

// breakCost is the cheapest cost in credits of breaking n subroutines of
// ice d (card id) on server sv with a breaker of the rig.
func (b *Bot) breakCost(t *table, d *nsg.Def, id, sv, n int32) (int32, bool) {
	return b.breakCostWith(t, d, id, sv, n, 0)
}

// breakCostWith is breakCost counting only breaker only (0: every one).
func (b *Bot) breakCostWith(t *table, d *nsg.Def, id, sv, n, only int32) (int32, bool) {
	str := d.Strength
	if sv > nsg.ServerArchives {
		str += d.RemoteStrength
	}
	best, found := int32(1<<30), false
	for _, c := range t.v.Rig {
		bd := nsg.Lookup(c.Title)
		if bd == nil || !bd.HasSubtype("Icebreaker") || (only != 0 && c.ID != only) {
			continue
		}
		s := bd.Strength
		if t.v.Run != nil && t.v.Run.Ice == id {
			s += b.boosts[c.ID]
		}
		var brk, bst *nsg.Ability
		for i := range bd.Abilities {
			a := &bd.Abilities[i]
			switch a.Kind {
			case nsg.AbBreak:
				if a.Subtype == "" || d.HasSubtype(a.Subtype) {
					brk = a
				}
			case nsg.AbBoost:
				bst = a
			}
		}
		if brk == nil || brk.N <= 0 {
			continue
		}
		cost := int32(0)
		if s < str {
			if bst == nil {
				continue
			}
			per := bst.N
			if bst.PerBreaker {
				per = int32(t.breakers())
			}
			if per <= 0 {
				continue
			}
			cost += (str - s + per - 1) / per * bst.Credits
		}
		cost += (n + brk.N - 1) / brk.N * brk.Credits
		if brk.TrashAtRunEnd {
			cost += 2 // Mayfly is lost when the run ends
		}
		if cost < best {
			best, found = cost, true
		}
	}
	return best, found
}

// pathCost sums iceCost over the ice of server sv from index from inward
// (the view lists ice innermost first): whether the run can get through,
// its credits, the damage and the unrezzed ice.
func (b *Bot) pathCost(t *table, sv int32, from int) (ok bool, credits, damage int32, unknown int) {
	s, exists := t.serverOf(sv)
	if !exists {
		return false, 0, 0, 0
	}
	ok = true
	for i := min(from, len(s.Ice)-1); i >= 0; i-- {
		known, pass, cr, dmg := b.iceCost(t, s.Ice[i], sv)
		if !known {
			unknown++
			continue
		}
		ok = ok && pass
		credits += cr
		damage += dmg
	}
	return ok, credits, damage, unknown
}

// serverWorth is what breaching server sv is worth to the Runner.
func (b *Bot) serverWorth(t *table, sv int32) float64 {
	s, exists := t.serverOf(sv)
	if !exists {
		return 0
	}
	switch sv {
	case nsg.ServerRD:
		if t.v.RD == 0 {
			return 0
		}
		return 260
	case nsg.ServerHQ:
		if t.v.HQ == 0 {
			return 0
		}
		return 230
	case nsg.ServerArchives:
		w := 20.0
		for _, c := range t.v.Archives {
			if c.Title == "" {
				w += 50
			}
		}
		return min(w, 250)
	}
	w := 0.0
	for _, c := range s.Root {
		switch {
		case c.Title == "":
			w += 330 + 120*float64(c.Adv)
		default:
			if d := nsg.Lookup(c.Title); d != nil && d.HasTrash && d.TrashCost < t.credits() {
				w += 120
			}
		}
	}
	return w
}

// runScore scores a run on server sv with extra credits to spend in it.
func (b *Bot) runScore(t *table, sv int32, extra int32) float64 {
	w := b.serverWorth(t, sv)
	if w <= 0 {
		return -50
	}
	s, _ := t.serverOf(sv)
	ok, cr, dmg, unknown := b.pathCost(t, sv, len(s.Ice)-1)
	if !ok || cr > t.credits()+extra {
		return -50
	}
	grip := int32(t.handCount())
	if dmg >= grip {
		return -100
	}
	score := w - 40*float64(dmg) - 4*float64(cr) - 45*float64(unknown)
	if unknown > 0 && grip <= 3 {
		score -= 150
	}
	if unknown > 0 && t.credits() < 2 {
		score -= 60
	}
	return score
}

// continueRun scores going on with the run past the ice just passed.
func (b *Bot) continueRun(t *table, d engine.Decision) float64 {
	r := t.v.Run
	if r == nil {
		return 200
	}
	if strings.HasPrefix(d.Prompt, "Jack out") { // Karunā's "may jack out"
		if t.handCount() <= 3 {
			return 100
		}
		return 200
	}
	ok, cr, dmg, unknown := b.pathCost(t, r.Server, int(r.Pos)-1)
	if !ok || cr > t.credits() || dmg >= int32(t.handCount()) {
		return 100
	}
	if unknown > 0 && t.handCount() <= 2 {
		return 100
	}
	return 200
}

// runnerPlay scores playing an event.
func (b *Bot) runnerPlay(t *table, o engine.Option) float64 {
	d := t.defOf(int32(o.Card))
	if d == nil {
		return 0
	}
	cr := t.credits()
	bestRun := func(servers ...int32) float64 {
		best := -50.0
		if len(servers) == 0 {
			for _, sv := range t.v.Servers {
				servers = append(servers, serverIndex(sv.Name))
			}
		}
		for _, sv := range servers {
			best = max(best, b.runScore(t, sv, 0))
		}
		return best
	}
	switch d.Title {
	case "Sure Gamble":
		if cr < 15 {
			return 450
		}
		return 80
	case "Creative Commission":
		if t.clicks() >= 2 && cr < 15 {
			return 420
		}
		return 60
	case "VRcation":
		if t.handCount() <= 2 && t.clicks() >= 2 {
			return 330
		}
		return 20
	case "Jailbreak":
		return bestRun(nsg.ServerHQ, nsg.ServerRD) + 60
	case "Overclock":
		return bestRun() + 40
	case "Tread Lightly":
		return bestRun() + 20
	case "Mutual Favor":
		if b.missingBreaker(t) {
			return 350
		}
		return 20
	case "Wildcat Strike":
		return 300
	}
	return 50
}

// missingBreaker reports whether the rig lacks a breaker for barriers,
// code gates or sentries.
func (b *Bot) missingBreaker(t *table) bool {
	for _, sub := range []string{"Barrier", "Code Gate", "Sentry"} {
		if !t.hasBreakerFor(sub) {
			return true
		}
	}
	return false
}

// hasBreakerFor reports whether a breaker of the rig breaks subtype sub
// (not counting Mayfly-like breakers that break any).
func (t *table) hasBreakerFor(sub string) bool {
	for _, c := range t.v.Rig {
		d := nsg.Lookup(c.Title)
		if d == nil {
			continue
		}
		for _, a := range d.Abilities {
			if a.Kind == nsg.AbBreak && a.Subtype == sub {
				return true
			}
		}
	}
	return false
}

// runnerInstall scores installing a Runner card.
func (b *Bot) runnerInstall(t *table, o engine.Option) float64 {
	d := t.defOf(int32(o.Card))
	if d == nil {
		return 0
	}
	for _, c := range t.v.Rig {
		if c.Title == d.Title && (d.Type != nsg.TypeResource || d.Title == "Verbal Plasticity") {
			return -20
		}
	}
	after := t.credits() - d.Cost
	score := 0.0
	switch {
	case d.HasSubtype("Icebreaker"):
		sub := ""
		for _, a := range d.Abilities {
			if a.Kind == nsg.AbBreak {
				sub = a.Subtype
			}
		}
		switch {
		case sub == "":
			if t.breakers() == 0 {
				score = 300
			} else {
				score = 40
			}
		case t.hasBreakerFor(sub):
			score = -20
		case t.corpHasRezzed(sub):
			score = 650
		default:
			score = 500
		}
	case d.Type == nsg.TypeResource:
		switch d.Title {
		case "Telework Contract":
			score = 360
		case "Red Team":
			score = 300
		case "Smartware Distributor":
			score = 250
		default:
			score = 150
		}
	case d.Type == nsg.TypeHardware:
		score = 180
	case d.Type == nsg.TypeProgram:
		score = 200
	}
	if after < 1 {
		score -= 100
	}
	return score
}

// corpHasRezzed reports whether rezzed ice of subtype sub protects a
// server.
func (t *table) corpHasRezzed(sub string) bool {
	for _, sv := range t.v.Servers {
		for _, c := range sv.Ice {
			if d := nsg.Lookup(c.Title); c.Rezzed && d != nil && d.HasSubtype(sub) {
				return true
			}
		}
	}
	return false
}

// runnerAbility scores a click ability in the action window, a paid
// ability during an encounter, or a subroutine to break.
func (b *Bot) runnerAbility(t *table, d engine.Decision, o engine.Option) float64 {
	id := int32(o.Card)
	r := t.v.Run
	if d.Prompt == "Break a subroutine" {
		def := t.defOf(id)
		if def == nil {
			return 1
		}
		subs := subroutines(def)
		if o.Arg < len(subs) {
			_, _, bad := harm(subs[o.Arg])
			return 10 + bad
		}
		return 1
	}
	def := t.defOf(id)
	if def == nil || o.Arg >= len(def.Abilities) {
		return 0
	}
	a := def.Abilities[o.Arg]
	if r != nil && r.On && r.Encounter {
		ice, ok := t.card[r.Ice]
		idef := t.defOf(r.Ice)
		if !ok || idef == nil {
			return 0
		}
		n := int32(0)
		for i := range subroutines(idef) {
			if r.Broken&(1<<uint(i)) == 0 {
				n++
			}
		}
		switch a.Kind {
		case nsg.AbIceBreak: // Brân's own: a click per subroutine
			if _, can := b.breakCost(t, idef, ice.ID, r.Server, n); !can && t.clicks() >= a.Clicks {
				return 500
			}
			return 0
		case nsg.AbEncounterVirus:
			return 0
		case nsg.AbBreak, nsg.AbBoost:
			cost, can := b.breakCostWith(t, idef, ice.ID, r.Server, n, id)
			if !can || cost > t.credits() {
				return 0
			}
			if a.Kind == nsg.AbBreak {
				return 700 - float64(cost)
			}
			return 650 - float64(cost)
		}
		return 0
	}
	switch def.Title {
	case "Telework Contract":
		return 380
	case "Smartware Distributor":
		return 230
	case "Pennyshaver":
		if t.card[id].Hosted >= 2 {
			return 300
		}
		return 40
	case "Red Team":
		return max(b.runScore(t, nsg.ServerRD, 0), b.runScore(t, nsg.ServerHQ, 0)) + 50
	case "Conduit":
		return b.runScore(t, nsg.ServerRD, 0) + 40
	}
	return 100
}
