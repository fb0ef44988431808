package heuristic

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"strings"
)

// corpScore scores option o of the Corp's decision d.
func (b *Bot) corpScore(t *table, d engine.Decision, o engine.Option) float64 {
	switch o.Verb {
	case vKeep:
		return 1
	case vScore:
		return 1000
	case vPass:
		return 100
	case vTrigger:
		return 500
	case vYes:
		return 200
	case vNo:
		return 100
	case vDiscard:
		return discard(t, o)
	case vRez:
		return b.corpRez(t, o)
	case vAdvance:
		return b.corpAdvance(t, o)
	case vPlay:
		return b.corpPlay(t, o)
	case vInstall:
		return b.corpInstall(t, o)
	case vCredit:
		if t.credits() < 5 && t.holdsEconomy() {
			return 480 // towards Hedge Fund
		}
		return 100 + 40*float64(max(0, 6-t.credits()))
	case vDraw:
		if !t.hasInHand(nsg.TypeAgenda) && len(t.v.Hand) < 5 {
			return 130
		}
		if len(t.v.Hand) < 3 {
			return 120
		}
		return 40
	case vAbility:
		return 350 // Regolith Mining License: 3 credits for a click
	case vTrashRes:
		if t.credits() >= 4 {
			return 450
		}
		return 0
	case vPurge:
		virus := int32(0)
		for _, c := range t.v.Rig {
			virus += c.Virus
		}
		if virus >= 3 {
			return 200
		}
		return -100
	case vTarget:
		if strings.HasPrefix(d.Prompt, "Choose a card in the root") { // an optional trash (CR 8.5.6a): kept
			return 0
		}
		return b.corpTarget(t, d, o)
	case vGain:
		// In its own turn the Corp chooses for itself (an operation); in
		// the Runner's, for the Runner (an event): the Runner's draw.
		if t.myTurn() {
			return 200
		}
		return 100
	case vDrawC:
		return 150
	}
	return 0
}

// hasInHand reports whether the seat holds a card of type ty.
func (t *table) hasInHand(ty nsg.CardType) bool {
	for _, c := range t.v.Hand {
		if d := nsg.Lookup(c.Title); d != nil && d.Type == ty {
			return true
		}
	}
	return false
}

// iceOn counts the ice protecting server i, and the rezzed ones.
func (t *table) iceOn(i int32) (n, rezzed int) {
	sv, ok := t.serverOf(i)
	if !ok {
		return 0, 0
	}
	for _, c := range sv.Ice {
		n++
		if c.Rezzed {
			rezzed++
		}
	}
	return n, rezzed
}

// protected reports whether ice stops a run on server i: a piece of it
// rezzed, or one the Corp can rez keeping spend credits for what it does
// first.
func (t *table) protected(i int32, spend int32) bool {
	sv, ok := t.serverOf(i)
	if !ok {
		return false
	}
	for _, c := range sv.Ice {
		if c.Rezzed {
			return true
		}
		if d := nsg.Lookup(c.Title); d != nil && d.Cost <= t.credits()-spend {
			return true
		}
	}
	return false
}

// holdsEconomy reports whether the Corp holds an operation that gains
// credits and costs more than it has.
func (t *table) holdsEconomy() bool {
	for _, c := range t.v.Hand {
		if d := nsg.Lookup(c.Title); d != nil && d.Type == nsg.TypeOperation && d.Cost > t.credits() {
			for _, a := range d.Abilities {
				for _, in := range a.Instrs {
					if in.Kind == nsg.InGainCredits && in.N > d.Cost {
						return true
					}
				}
			}
		}
	}
	return false
}

// rootCard returns the agenda or asset in remote i's root, if any.
func (t *table) rootCard(i int32) (nsg.CardView, *nsg.Def, bool) {
	sv, ok := t.serverOf(i)
	if !ok {
		return nsg.CardView{}, nil, false
	}
	for _, c := range sv.Root {
		if d := nsg.Lookup(c.Title); d != nil && (d.Type == nsg.TypeAgenda || d.Type == nsg.TypeAsset) {
			return c, d, true
		}
	}
	return nsg.CardView{}, nil, false
}

// corpRez: rez the ice a run approaches, economic assets, and upgrades
// where a run is.
func (b *Bot) corpRez(t *table, o engine.Option) float64 {
	d := t.defOf(int32(o.Card))
	if d == nil {
		return 0
	}
	switch d.Type {
	case nsg.TypeIce:
		return 800
	case nsg.TypeAsset:
		if d.Title == "Urtica Cipher" {
			return 0
		}
		if !t.inRun() {
			return 700
		}
		return 0
	case nsg.TypeUpgrade:
		if t.inRun() && t.server[int32(o.Card)] == t.v.Run.Server {
			return 700
		}
		return 0
	}
	return 0
}

// corpAdvance: advance agendas that can be scored this turn, or that ice
// protects.
func (b *Bot) corpAdvance(t *table, o engine.Option) float64 {
	id := int32(o.Card)
	d := t.defOf(id)
	if d == nil {
		return 0
	}
	c := t.card[id]
	if d.Type != nsg.TypeAgenda {
		if d.Advanceable && c.Adv < 2 {
			return 90
		}
		return 0
	}
	left := d.AdvCost - c.Adv
	if left <= t.clicks() && left <= t.credits() {
		return 900 + float64(c.Adv)
	}
	if t.protected(t.server[id], 1) {
		return 500 + float64(c.Adv)
	}
	return 150
}

// corpPlay scores playing an operation.
func (b *Bot) corpPlay(t *table, o engine.Option) float64 {
	d := t.defOf(int32(o.Card))
	if d == nil {
		return 0
	}
	cr := t.credits()
	switch d.Title {
	case "Hedge Fund":
		if cr < 12 {
			return 400
		}
		return 60
	case "Government Subsidy":
		if cr >= d.Cost && cr < 25 {
			return 450
		}
		return 0
	case "Seamless Launch":
		for _, sv := range t.v.Servers {
			i := serverIndex(sv.Name)
			c, def, ok := t.rootCard(i)
			if !ok || def.Type != nsg.TypeAgenda || (i == b.agendaServer && t.v.Turn == b.agendaTurn) {
				continue
			}
			if def.AdvCost-c.Adv <= 2+t.clicks()-1 {
				return 850
			}
		}
		return -50
	case "Retribution":
		return 600
	case "Public Trail":
		return 300
	case "Predictive Planogram":
		return 150
	}
	return 50
}

// corpInstall scores installing card o.Card on server o.Target-1.
func (b *Bot) corpInstall(t *table, o engine.Option) float64 {
	d := t.defOf(int32(o.Card))
	if d == nil {
		return 0
	}
	sv := int32(o.Target - 1)
	_, exists := t.serverOf(sv)
	ice, _ := t.iceOn(sv)
	_, _, rooted := t.rootCard(sv)
	switch d.Type {
	case nsg.TypeAgenda:
		if rooted {
			return -100
		}
		if d.AdvCost <= t.clicks()-1 && d.AdvCost <= t.credits() {
			return 880 // installed and scored this turn
		}
		if exists && ice > 0 {
			return 600 + 20*float64(ice)
		}
		if !t.hasIcedEmptyRemote() {
			return 110
		}
		return -50
	case nsg.TypeAsset:
		if rooted || sv < 3 {
			return -100
		}
		if exists {
			return -50
		}
		switch d.Title {
		case "Urtica Cipher":
			return 80
		default:
			if t.credits() >= d.Cost && t.credits() < 20 {
				return 320
			}
			return 60
		}
	case nsg.TypeUpgrade:
		if sv >= 3 && !exists {
			return -50
		}
		if _, def, ok := t.rootCard(sv); ok && def.Type == nsg.TypeAgenda {
			return 300
		}
		if sv < 3 {
			return 90
		}
		return 30
	case nsg.TypeIce:
		cost := float64(ice)
		if cost > float64(t.credits()) {
			return -100
		}
		base := 0.0
		switch {
		case sv >= 3 && exists:
			if _, def, ok := t.rootCard(sv); ok && def.Type == nsg.TypeAgenda {
				base = 700 - 150*float64(ice)
			} else if ok {
				base = 150 - 100*float64(ice)
			} else {
				base = 100
			}
		case sv >= 3:
			if t.hasInHand(nsg.TypeAgenda) && !t.hasIcedEmptyRemote() {
				base = 560
			} else {
				base = 80
			}
		case sv == nsg.ServerRD || sv == nsg.ServerHQ:
			base = 520 - 200*float64(ice)
		default:
			base = 60 - 100*float64(ice)
		}
		// Keep enough to rez it: unrezzed ice stops no one.
		if float64(t.credits())-cost < float64(d.Cost) {
			base -= 400
		}
		return base - 30*cost
	}
	return 0
}

// hasIcedEmptyRemote reports whether a remote with ice has nothing in its
// root: a place for an agenda.
func (t *table) hasIcedEmptyRemote() bool {
	for _, sv := range t.v.Servers {
		if i := serverIndex(sv.Name); i >= 3 && len(sv.Ice) > 0 {
			if _, _, ok := t.rootCard(i); !ok {
				return true
			}
		}
	}
	return false
}

// corpTarget scores the Corp's choice of a target: advancement counters on
// an agenda, a free rez on the costliest ice, the breaker to trash.
func (b *Bot) corpTarget(t *table, d engine.Decision, o engine.Option) float64 {
	def := t.defOf(int32(o.Card))
	if def == nil {
		return 0
	}
	switch def.Type {
	case nsg.TypeAgenda:
		return 500 + float64(t.card[int32(o.Card)].Adv)
	case nsg.TypeIce:
		return 100 + float64(def.Cost)
	case nsg.TypeProgram:
		if def.HasSubtype("Icebreaker") {
			return 300 + float64(def.Cost)
		}
		return 100
	case nsg.TypeHardware:
		return 50
	}
	return 10
}
