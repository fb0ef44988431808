package heuristic

import (
	"cmp"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// The steps of a turn as the view names them, before which a character run
// now could still attack (the active player's) or block (the others').
var (
	beforeAttacks = []string{"setup", "start", "stability check", "refresh", "draw/install", "force quit", "deploy", "netcheck", "netcheck swift check"}
	beforeBlocks  = append(slices.Clone(beforeAttacks), "declare attackers", "swift check after attackers")
)

// synergy returns the player's synergy in faction f.
func (x *ctx) synergy(f string) int { return x.player(x.me).Synergy[f] }

// ramWorth is what one more RAM is worth to the player.
func (x *ctx) ramWorth() float64 {
	p := x.player(x.me)
	if p.RAMDeck == 0 {
		return 0
	}
	total := p.Refreshed + p.Running
	for _, c := range p.Play {
		total += c.RAM
	}
	if total >= 10 {
		return 0.6
	}
	return 1.2
}

// killWorth is what destroying character c is worth: its value, positive
// for an opponent's, negative for the team's own.
func (x *ctx) killWorth(c *card) float64 {
	w := x.charValue(c) + 1
	if x.friendly(c.CardView.Ctrl) {
		return -w
	}
	return w
}

// hitChar is what n damage to character c is worth, FEEDBACK included.
func (x *ctx) hitChar(c *card, n int) float64 {
	if c == nil || c.at != inPlay || n <= 0 {
		return 0
	}
	var w float64
	if n >= hp(c) {
		w = x.killWorth(c)
	} else if x.friendly(c.CardView.Ctrl) {
		w = -0.15 * float64(n)
	} else {
		w = 0.15 * float64(n)
	}
	if c.def != nil && c.def.Feedback {
		w += x.damageWorth(x.team, neuroscape.BF, n)
	}
	return w
}

// boostWorth is what +atk/+dfn (and STAMINA) until turn end on character c
// is worth: something only to a character in combat, or about to attack.
func (x *ctx) boostWorth(c *card, atk, dfn int, stamina bool) float64 {
	if c == nil || c.at != inPlay {
		return 0
	}
	cv := c.CardView
	if !x.friendly(cv.Ctrl) {
		if dfn < 0 && hp(c)+dfn <= 0 {
			return x.killWorth(c)
		}
		return -0.3 * float64(atk+dfn)
	}
	switch {
	case cv.Attacks > 0:
		if !x.blocked(cv.ID) {
			return x.damageWorth(x.teamOf(cv.Attacks-1), pool(c), atk)
		}
		return 0.6 * float64(atk+dfn)
	case cv.Blocking != 0:
		return 0.6 * float64(atk+dfn)
	case x.v.Active == x.me && slices.Contains(beforeAttacks, x.v.Step) && !cv.Running:
		w := 0.4 * float64(atk)
		if stamina {
			w += 1
		}
		return w
	}
	return 0
}

// blocked reports whether attacker id is blocked.
func (x *ctx) blocked(id int32) bool {
	for _, c := range x.cards {
		if c.at == inPlay && c.CardView.Blocking == id {
			return true
		}
	}
	return false
}

// effectsWorth is what effects effs, with target tgt (a card id or a
// player as -(1+seat)) and source character src (nil for none), are worth
// to the player when its own seat controls them.
func (x *ctx) effectsWorth(effs []neuroscape.Effect, tgt int, src *card) float64 {
	var w float64
	t := x.charAt(tgt)
	ts := seatOf(tgt)
	for _, e := range effs {
		switch e.Kind {
		case neuroscape.EffDamage, neuroscape.EffDamageX:
			n := e.N
			if e.Kind == neuroscape.EffDamageX {
				n = x.synergy(e.Faction)
			}
			if ts >= 0 {
				p := e.Pool
				if e.Either {
					p = x.weaker(x.teamOf(ts))
				}
				w += x.damageWorth(x.teamOf(ts), p, n)
			} else {
				w += x.hitChar(t, n)
			}
		case neuroscape.EffDestroy:
			switch {
			case t == nil:
			case t.at == inPlay:
				w += x.killWorth(t)
			case x.friendly(t.CardView.Ctrl):
				w -= 2
			default:
				w += 2
			}
		case neuroscape.EffDraw:
			if x.player(x.me).DeckSize > 0 {
				w += 0.9 * float64(e.N)
			}
		case neuroscape.EffInstall:
			w += float64(e.N) * x.ramWorth()
		case neuroscape.EffInstallX:
			w += float64(x.synergy(e.Faction)) * x.ramWorth()
		case neuroscape.EffRollInstall:
			w += 0.6 * x.ramWorth()
		case neuroscape.EffReclaimRAM:
			n := 0
			for _, c := range x.player(x.me).Bin {
				if cd, ok := carddb.Lookup(c.Name); ok && cd.Type == carddb.RAM {
					n++
				}
			}
			w += float64(min(n, e.N)) * 0.8
		case neuroscape.EffLoseHealth:
			w += x.damageWorth(x.team, e.Pool, e.N)
		case neuroscape.EffLoseAttack:
			if t != nil {
				w += x.damageWorth(x.team, e.Pool, t.CardView.Atk)
			}
		case neuroscape.EffDamageEach:
			if ts >= 0 {
				for _, c := range x.player(ts).Play {
					w += x.hitChar(x.cards[c.ID], e.N)
				}
			}
		case neuroscape.EffDamagePerSlot:
			if ts >= 0 {
				w += x.damageWorth(x.teamOf(ts), e.Pool, e.N*len(x.player(ts).Slots))
			}
		case neuroscape.EffCounter:
			if t != nil {
				if x.friendly(t.CardView.Ctrl) {
					w -= 3
				} else {
					w += 3
				}
			}
		case neuroscape.EffRetarget:
			w -= 0.5
		case neuroscape.EffRun:
			w += x.runWorth(t)
		case neuroscape.EffDuel:
			w += x.duelWorth(src, t, e)
		case neuroscape.EffRefresh:
			if t != nil && t.at == inPlay && t.CardView.Running && x.friendly(t.CardView.Ctrl) {
				w += 1
			}
		case neuroscape.EffReboot:
			w += 0.3
		case neuroscape.EffDestroySource, neuroscape.EffEndDestroySource:
			if src != nil && src.at == inPlay {
				w -= x.charValue(src)
			}
		case neuroscape.EffBoost, neuroscape.EffBoostSource:
			who := t
			if e.Kind == neuroscape.EffBoostSource {
				who = src
			}
			k := 1
			if e.Faction != "" {
				k = x.synergy(e.Faction)
			}
			w += x.boostWorth(who, k*e.Atk, k*e.Dfn, e.Stamina)
		case neuroscape.EffBoostEach:
			for _, c := range x.player(x.me).Play {
				if cc := x.cards[c.ID]; cc != src && cc.def != nil && slices.Contains(cc.def.Factions, e.Faction) {
					w += x.boostWorth(cc, e.Atk, e.Dfn, false)
				}
			}
		case neuroscape.EffGain, neuroscape.EffGainPerBin:
			n := e.N
			if e.Kind == neuroscape.EffGainPerBin {
				k := 0
				for _, c := range x.player(x.me).Bin {
					if d := x.b.def(c.Name); d != nil && d.Card.SubtypeName() == e.Subtype {
						k++
					}
				}
				n *= k
			}
			w += 0.4 * float64(n)
		}
	}
	return w
}

// weaker returns team t's weaker pool.
func (x *ctx) weaker(t int) neuroscape.Pool {
	if x.health(t, neuroscape.MF) < x.health(t, neuroscape.BF) {
		return neuroscape.MF
	}
	return neuroscape.BF
}

// runWorth is what running character c is worth: an opponent's refreshed
// character run before the player's attacks cannot block them, and a
// blocker run stops blocking (NS-19.5).
func (x *ctx) runWorth(c *card) float64 {
	if c == nil || c.at != inPlay || c.CardView.Running {
		return 0
	}
	if x.friendly(c.CardView.Ctrl) {
		return -0.5
	}
	switch {
	case c.CardView.Blocking != 0:
		return 1 + 0.5*float64(c.CardView.Atk)
	case x.mine && slices.Contains(beforeAttacks, x.v.Step):
		return 0.3 + 0.4*float64(c.CardView.Atk)
	}
	return 0
}

// duelWorth is what a duel between the player's character src and
// character t is worth (NS-24.1): each deals its attack to the other.
func (x *ctx) duelWorth(src, t *card, e neuroscape.Effect) float64 {
	if src == nil || t == nil || src.at != inPlay || t.at != inPlay || src == t {
		return 0
	}
	var w float64
	if src.CardView.Atk >= hp(t) {
		w += x.killWorth(t)
		if e.N > 0 && !x.friendly(t.CardView.Ctrl) {
			w += x.damageWorth(x.teamOf(t.CardView.Ctrl), e.Pool, e.N)
		}
	} else {
		w += x.hitChar(t, src.CardView.Atk)
	}
	if t.CardView.Atk >= hp(src) {
		w += x.killWorth(src)
	}
	if t.def != nil && t.def.Feedback && src.CardView.Atk > 0 {
		w += x.damageWorth(x.team, neuroscape.BF, src.CardView.Atk)
	}
	return w
}

// newCharWorth is what a character card d entering play is worth.
func (x *ctx) newCharWorth(d *neuroscape.Def) float64 {
	w := float64(d.Atk) + 0.7*float64(d.Dfn) + 1.5 + 1.5*float64(len(d.Abilities))
	if d.Overrun {
		w += 0.5
	}
	if d.Stamina || d.Feedback {
		w += 0.5
	}
	if d.PerOther.Faction != "" {
		w += float64(x.synergy(d.PerOther.Faction)) * float64(d.PerOther.Atk+d.PerOther.Dfn) * 0.7
	}
	return w + x.effectsWorth(d.Effects, 0, nil)
}

// play scores playing a card from the hand.
func (x *ctx) play(o engine.Option) float64 {
	c := x.charAt(o.Card)
	if c == nil || c.def == nil {
		return -1
	}
	d := c.def
	tk, effs := d.Target, d.Effects
	if o.Arg == 1 && d.Reversed != nil {
		tk, effs = d.Reversed.Target, d.Reversed.Effects
	}
	cost := 0.05 * float64(d.Cost)
	switch {
	case d.Type == carddb.Character:
		return x.newCharWorth(d) - cost
	case d.Type == carddb.Gear:
		host := x.charAt(o.Target)
		if host == nil || !x.friendly(host.CardView.Ctrl) {
			return -1
		}
		w := float64(d.AttachAtk) + 0.7*float64(d.AttachDfn) + 1.5*float64(len(d.Abilities)) + 0.5*float64(len(d.Blocked))
		w += x.cyberwareBonus(d, host)
		w += 0.1 * float64(host.CardView.Atk+host.CardView.Def)
		if host.CardView.Running {
			w -= 0.2
		}
		return w - cost
	case d.Card.SubtypeName() == "Environment":
		return 0.3 - cost
	case tk == neuroscape.TargetOwnMainframe || tk == neuroscape.TargetFoeMainframe:
		ts := seatOf(o.Target)
		if ts < 0 || x.friendly(ts) != (tk == neuroscape.TargetOwnMainframe) {
			return -1
		}
		if len(d.Netcheck) == 0 {
			return 0.5 - cost
		}
		// Its netcheck effects, turn after turn: the virus's at the
		// player whose mainframe holds it, the protocol's for the player.
		target := o.Target
		if tk == neuroscape.TargetOwnMainframe {
			target = -1 - x.me
		}
		return 2.5*x.effectsWorth(d.Netcheck, target, nil) - cost
	}
	return x.effectsWorth(effs, o.Target, nil) - cost
}

// cyberwareBonus is what the player's mainframe tiers add to host for one
// more cyberware attached (a passive tier's PerCyberware).
func (x *ctx) cyberwareBonus(gear *neuroscape.Def, host *card) float64 {
	if gear.Card.SubtypeName() != "Cyberware" || host.def == nil {
		return 0
	}
	mf := x.b.def(x.player(x.me).Mainframe)
	if mf == nil {
		return 0
	}
	var w float64
	for i, t := range mf.Tiers {
		if !slices.Contains(x.player(x.me).Tiers, i) || t.Timing != neuroscape.TimingPassive {
			continue
		}
		if t.Faction == "" || slices.Contains(host.def.Factions, t.Faction) {
			w = max(w, float64(t.PerCyberware[0])+0.7*float64(t.PerCyberware[1]))
		}
	}
	return w
}

// activate scores activating an ability of a character (or of gear, the
// character's).
func (x *ctx) activate(o engine.Option) float64 {
	src := x.charAt(o.Card)
	if src == nil || src.def == nil || o.Arg < 0 || o.Arg >= len(src.def.Abilities) {
		return -1
	}
	char := src
	if src.at == inGear {
		char = x.charAt(int(src.CardView.Host))
	}
	a := src.def.Abilities[o.Arg]
	w := x.effectsWorth(a.Effects, o.Target, char) - 0.1*float64(a.Cost)
	if a.RunSelf {
		w -= x.runCost(char)
	}
	return w
}

// runCost is what running character c now costs the player: an attack or
// a block it can no longer make this turn.
func (x *ctx) runCost(c *card) float64 {
	if c == nil || c.at != inPlay {
		return 0
	}
	cv := c.CardView
	switch {
	case cv.Blocking != 0:
		return 3 + float64(cv.Atk)
	case x.v.Active == x.me && slices.Contains(beforeAttacks, x.v.Step):
		// It could attack, and could use the ability later, once the
		// opponents' attacks are over.
		return 0.5 + 0.6*float64(cv.Atk)
	case !x.mine && slices.Contains(beforeBlocks, x.v.Step):
		return 0.3 * float64(cv.Atk+cv.Def)
	}
	return 0.05
}

// potential returns the attack the characters of one side could make on
// each pool at their next turn.
func (x *ctx) potential(friendly bool) [2]int {
	var p [2]int
	for _, c := range x.inPlay(friendly) {
		p[pool(c)] += c.CardView.Atk
	}
	return p
}

// attack scores declaring character o.Card an attacker of player o.Target.
func (x *ctx) attack(o engine.Option) float64 {
	c := x.charAt(o.Card)
	ts := seatOf(o.Target)
	if c == nil || ts < 0 {
		return -1
	}
	cv := c.CardView
	foe := x.teamOf(ts)
	if cv.Atk <= 0 {
		return -0.5
	}
	full := x.damageWorth(foe, pool(c), cv.Atk)
	var blockers []*card
	for _, b := range x.inPlay(false) {
		if !b.CardView.Running && b.CardView.Blocking == 0 {
			blockers = append(blockers, b)
		}
	}
	w := full
	if len(blockers) > 0 {
		w = 0.5 * full
		worst := 0.0
		for _, b := range blockers {
			dies := b.CardView.Atk >= hp(c)
			kills := cv.Atk >= hp(b)
			var loss float64
			switch {
			case dies && !kills:
				loss = x.charValue(c)
			case dies && kills:
				loss = x.charValue(c) - x.charValue(b)
			case kills:
				loss = -0.5 * x.charValue(b)
			}
			worst = max(worst, loss)
		}
		w -= worst
	}
	// Kept home, it could block the opponents' counter-attack, which
	// could eliminate the team.
	if c.def == nil || !c.def.Stamina {
		threat := x.potential(false)
		for p := range 2 {
			if threat[p] >= x.health(x.team, neuroscape.Pool(p)) && full < 100 {
				w -= 2 + 0.5*float64(cv.Def)
			}
		}
	}
	return w
}

// incoming returns the damage the unblocked attackers of the opponents
// will deal to each of the team's pools.
func (x *ctx) incoming() [2]int {
	var in [2]int
	for _, c := range x.inPlay(false) {
		if cv := c.CardView; cv.Attacks > 0 && x.friendly(cv.Attacks-1) && !x.blocked(cv.ID) {
			in[pool(c)] += cv.Atk
		}
	}
	return in
}

// block scores declaring o.Card a blocker of attacker o.Target.
func (x *ctx) block(o engine.Option) float64 {
	k, a := x.charAt(o.Card), x.charAt(o.Target)
	if k == nil || a == nil {
		return -1
	}
	ka, aa := k.CardView.Atk, a.CardView.Atk
	hk, ha := hp(k), hp(a)
	for _, g := range x.gear[a.CardView.ID] {
		if g.def == nil {
			continue
		}
		for _, e := range g.def.Blocked {
			if e.Kind == neuroscape.EffDamage {
				hk -= e.N
			}
		}
	}
	if x.blocked(a.CardView.ID) {
		// A second blocker only to destroy an attacker the first ones
		// cannot.
		sum := 0
		for _, c := range x.cards {
			if c.at == inPlay && c.CardView.Blocking == a.CardView.ID {
				sum += c.CardView.Atk
			}
		}
		if sum >= ha || sum+ka < ha {
			return -1
		}
		w := x.killWorth(a)
		if aa >= hk {
			w -= 0.5 * x.charValue(k)
		}
		return w
	}
	prevented := aa
	if a.def != nil && a.def.Overrun {
		prevented = min(aa, k.CardView.Def)
	}
	in := x.incoming()
	p := pool(a)
	w := 0.4 * float64(prevented)
	h := x.health(x.team, p)
	if in[p] >= h && in[p]-prevented < h {
		w += 100
	} else if in[p] >= h {
		w += 5 * float64(prevented)
	}
	if ka >= ha {
		w += x.killWorth(a)
	} else if ka > 0 {
		w += 0.15 * float64(ka)
	}
	if aa >= hk {
		w -= x.charValue(k) + 1
	}
	if a.def != nil && a.def.Feedback && ka > 0 {
		w += x.damageWorth(x.team, neuroscape.BF, ka)
	}
	return w
}

// assign scores giving point o.Arg of attacker o.Target's damage to its
// blocker o.Card (NS-19.6): the points go to the blockers in the order of
// their value, each given what destroys it, the rest to the first.
func (x *ctx) assign(o engine.Option) float64 {
	a := x.charAt(o.Target)
	if a == nil {
		return 0
	}
	var live []*card
	for _, op := range x.d.Options {
		if c := x.charAt(op.Card); c != nil {
			live = append(live, c)
		}
	}
	slices.SortStableFunc(live, func(p, q *card) int {
		return cmp.Or(cmp.Compare(x.charValue(q), x.charValue(p)), cmp.Compare(p.CardView.ID, q.CardView.ID))
	})
	points := a.CardView.Atk
	if a.def != nil && a.def.Overrun {
		sum := 0
		for _, c := range live {
			sum += c.CardView.Def
		}
		points -= max(0, points-sum)
	}
	var plan []int32
	left := points
	for _, c := range live {
		if need := max(hp(c), 0); need <= left {
			for range need {
				plan = append(plan, c.CardView.ID)
			}
			left -= need
		}
	}
	for len(plan) < points && len(live) > 0 {
		plan = append(plan, live[0].CardView.ID)
	}
	if i := o.Arg - 1; i >= 0 && i < len(plan) && plan[i] == int32(o.Card) {
		return 1
	}
	return 0
}
