package heuristic

import (
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// The Big Sell-Out's choices (package bso): each option the variant adds
// is scored here, whichever side decides; every other option is ONR's.

// Thresholds of the Big Sell-Out's choices, in bits.
const (
	sponsorKeeps  = 8  // a Sponsor trades bits to its Agent only above its reserve and this
	agentPoor     = 3  // …and only to an Agent with fewer than this
	agentWants    = 6  // …bringing him up to this
	agentKeeps    = 10 // an Agent trades bits to his Sponsor only above this
	sponsorPoor   = 2  // …and only to a Sponsor with fewer than this
	sponsorWants  = 5  // …bringing it up to this
	fastBootFloor = 7  // the least an Agent keeps to fast-boot ice blind (rez costs run to 6 or so)
	tagOwnValue   = 4  // what a tag on its own Agent is worth to a Sponsor (it trashes the tag)
	tagHurtValue  = 5  // what a tag on an opposing Agent is worth to a Sponsor that can punish it
	tagLowValue   = 1  // …and to one that cannot
)

// bsoScore scores an option the Big Sell-Out adds, and false for any
// other option.
func (x *ctx) bsoScore(o engine.Option) (float64, bool) {
	switch o.Verb {
	case bso.VerbTrade:
		return x.tradeScore(), true
	case bso.VerbFastBoot:
		if x.me.Bits >= fastBootFloor && x.stealable() {
			return 1, true
		}
		return -1, true
	case bso.VerbTagAgent:
		return 1.5, true // a tag the team owns: sold, or used by the Sponsor
	case bso.VerbSteal:
		return x.stealScore(o), true
	case bso.VerbOfferTag:
		return 2, true // selling costs nothing: the price is at least a tag's removal
	case bso.VerbBuy:
		return x.tagValue(engine.Seat(o.Target-1)) - float64(o.Arg) - x.spendPenalty(int32(o.Arg)), true
	case bso.VerbRefuse:
		return 0, true
	case bso.VerbBid:
		return x.tagValue(engine.Seat(o.Target-1)) - float64(x.leastBid(engine.Seat(o.Target-1))) - 0.5, true
	case bso.VerbScoreIt:
		return 10, true // points now, beyond the reach of every other team
	case bso.VerbGiveIt:
		return 0, true
	case bso.VerbSetAside:
		return 10, true // the same points, at once
	case bso.VerbCombine:
		return 2, true
	case bso.VerbInstallIt:
		return x.installLiberated(o), true
	case bso.VerbTrashNode:
		if in := infoOf(x.find(o.Card).card); in != nil {
			return -x.nodeValue(in), true
		}
		return 0, true
	case bso.VerbRehire:
		return 10, true // three actions and three points are less than the game
	case bso.VerbConcede:
		return 0, true
	case bso.VerbTarget:
		return x.threat(engine.Seat(o.Target - 1)), true
	}
	return 0, false
}

// bsoNumber answers a Number decision the Big Sell-Out adds, and false
// for any other.
func (x *ctx) bsoNumber() (int, bool) {
	d := x.d
	switch d.Rule {
	case "BSO Trading Bits":
		return x.tradeTimes(), true
	case "BSO Handling Tags":
		if x.mem != nil && x.mem.last == bso.VerbBid {
			x.mem.bidAt = int32(d.Min)
			return d.Min, true // the least raise: bid again later if outbid
		}
		// The price of a tag offered to the Sponsor whose turn it is: a
		// little above the least, which it may well pay.
		return d.Min + 2, true
	case "BSO Handling Agendas":
		return 0, true // counters are bought only for a Sponsor that installs the agenda
	}
	return 0, false
}

// tradeScore scores the action of trading bits to my teammate: a rich
// Sponsor funds a poor Agent; a rich Agent launders a little for a Sponsor
// that cannot rez.
func (x *ctx) tradeScore() float64 {
	mate := x.mate
	if mate == nil || mate.Out {
		return -1
	}
	if x.iAmCorp {
		if mate.Bits < agentPoor && x.me.Bits >= x.reserve()+sponsorKeeps {
			return 1.3
		}
		return -1
	}
	if mate.Bits < sponsorPoor && x.me.Bits >= agentKeeps {
		return 1.2
	}
	return -1
}

// tradeTimes answers how many times to apply the trading rate: enough to
// bring my teammate up to what it wants, keeping what I keep.
func (x *ctx) tradeTimes() int {
	if x.mate == nil {
		return x.d.Min
	}
	r, want, keep := x.rules.AgentRate, int32(sponsorWants), int32(agentKeeps)/2
	if x.iAmCorp {
		r, want, keep = x.rules.SponsorRate, agentWants, x.reserve()+sponsorKeeps/2
	}
	if r.Gain <= 0 || r.Spend <= 0 {
		return x.d.Min
	}
	n := (want - x.mate.Bits + r.Gain - 1) / r.Gain
	n = min(n, (x.me.Bits-keep)/r.Spend)
	return int(max(n, 1))
}

// stealable reports whether I have a program an attacker could steal.
func (x *ctx) stealable() bool {
	for i := range x.me.Rig {
		if infoOf(&x.me.Rig[i]).is(carddb.Program) {
			return true
		}
	}
	return false
}

// stealScore scores stealing program o.Card for o.Arg bits from the Agent
// of the fort run: worth what it would be worth to install, if it fits.
func (x *ctx) stealScore(o engine.Option) float64 {
	in := infoOf(x.find(o.Card).card)
	if in == nil || x.freeMU() < in.mu() || int32(o.Arg) > x.me.Bits {
		return -1
	}
	return x.runnerCardValue(in) - 0.3*float64(o.Arg)
}

// leastBid is the least I could bid for a tag on Agent agent: two above
// my own last bid in this auction (asked again, I was outbid by one at
// least), else the least price.
func (x *ctx) leastBid(agent engine.Seat) int32 {
	if m := x.mem; m != nil && m.bidTurn == x.v.Turn && m.bidAgent == agent && m.bidAt > 0 {
		return m.bidAt + 2
	}
	return x.rules.TagMinPrice
}

// tagValue is what a tag on Agent agent is worth to me, a Sponsor.
func (x *ctx) tagValue(agent engine.Seat) float64 {
	if x.mate != nil && x.mate.Seat == agent {
		return tagOwnValue
	}
	if x.canPunishTags() {
		return tagHurtValue
	}
	return tagLowValue
}

// installLiberated scores installing a liberated agenda in fort o.Target:
// only in an empty iced fort of mine, and below setting it aside.
func (x *ctx) installLiberated(o engine.Option) float64 {
	if o.Target == onr.NewFort {
		return -1
	}
	f := x.fort(o.Target)
	if f == nil {
		return -1
	}
	if c, _ := mainCard(f); c != nil {
		return -5 // it would trash what is there
	}
	return 0.5 * x.protection(f)
}

// threat rates Sponsor s as a rival: its team's pooled points and the
// advancement of its installed agendas (Corporate Ally's target).
func (x *ctx) threat(s engine.Seat) float64 {
	p := x.player(s)
	if p == nil {
		return -1
	}
	v := float64(x.teamPoints(p.Team))
	for i := range x.v.Forts {
		f := &x.v.Forts[i]
		if x.fortOwner(f) != p {
			continue
		}
		for j := range f.Cards {
			v += 0.3 * float64(f.Cards[j].Adv)
		}
	}
	return v
}

// teamPoints returns team's pooled points ("Victory!"), or, in ONR, the
// points of its one player.
func (x *ctx) teamPoints(team int) int32 {
	if x.bv != nil {
		for _, t := range x.bv.Teams {
			if t.Team == team {
				return t.Points
			}
		}
	}
	var n int32
	for i := range x.v.Players {
		if x.v.Players[i].Team == team {
			n += x.v.Players[i].Points
		}
	}
	return n
}

// target returns the player of role r an option to play or use a card
// names (Option.Target, a seat + 1, at a table of several Corps or
// Runners), if it is an opponent of that role; else the one the decision
// is about.
func (x *ctx) target(o engine.Option, r onr.Role) *onr.PlayerView {
	if x.bv != nil && o.Target > 0 {
		if p := x.opponent(engine.Seat(o.Target - 1)); p != nil && p.Role == r.String() {
			return p
		}
	}
	if r == onr.Corp {
		return x.corp
	}
	return x.runner
}

// usableTags returns the tags on Runner r that my cards may use: at a Big
// Sell-Out table, those my team owns ("Handling Tags").
func (x *ctx) usableTags(r *onr.PlayerView) int32 {
	if x.bv == nil || r.TagsBy == nil {
		return r.Tags
	}
	var n int32
	for _, p := range []*onr.PlayerView{x.me, x.mate} {
		if p != nil && int(p.Seat) < len(r.TagsBy) {
			n += r.TagsBy[p.Seat]
		}
	}
	return n
}

// rezBits returns the bits that may rez ice on fort f: its Corp's, and in
// an Agent fort the most of its Corp's and its resident Agent's, who may
// fast-boot the ice ("Runs").
func (x *ctx) rezBits(f *onr.FortView) int32 {
	n := x.fortOwner(f).Bits
	if fo := x.fortInfo(f); fo != nil && fo.Resident >= 0 {
		if p := x.player(fo.Resident); p != nil {
			n = max(n, p.Bits)
		}
	}
	return n
}

// agentFortValue rates what a successful run on Agent fort f gives an
// attacking Agent beyond its nodes and upgrades: a tag on the resident
// Agent, or the best program of his he can afford to steal ("Runs").
func (x *ctx) agentFortValue(f *onr.FortView) float64 {
	v := 1.0 // the tag
	fo := x.fortInfo(f)
	if fo == nil {
		return v
	}
	if a := x.player(fo.Resident); a != nil {
		for i := range a.Rig {
			in := infoOf(&a.Rig[i])
			if in.is(carddb.Program) && a.Rig[i].Host == 0 && in.installCost() <= x.me.Bits && in.mu() <= x.freeMU() {
				v = max(v, x.runnerCardValue(in)-0.3*float64(in.installCost()))
			}
		}
	}
	return v
}
