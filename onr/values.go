package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Values that continuous effects modify are computed when read, never
// stored, so that an effect ends the moment its card stops being active.

// Base numbers (ONR-4).
const (
	startBits     = 5
	startHand     = 5
	baseHandSize  = 5
	baseMU        = 4
	corpActions   = 3
	runnerActions = 4
	// defaultWinPoints is the agenda points a team needs to win (ONR-17.1);
	// a Table may say otherwise (State.winPoints).
	defaultWinPoints = 7
	// badPublicityLoss is the Bad Publicity points at which a Corp loses
	// (ONR-16.3.1).
	badPublicityLoss = 7
)

// amount returns the number ability a of card c stands for: N, or N for
// every Per of its count X (ONR: "X is …", "for every …").
func (s *State) amount(c int32, a *Ability) int32 {
	if a.X == 0 {
		return a.N
	}
	return a.N * s.count(c, a.X, &a.Filter) / max(a.Per, 1)
}

// count returns count x of the state as card c's text reads it when it is
// needed (computed-amount): for a value read continuously, or for an effect
// as it resolves. fl narrows the cards counted where the count counts cards.
func (s *State) count(c int32, x Count, fl *Filter) int32 {
	switch x {
	case CountPaidAboveRez:
		return s.Cards[c].Paid
	case CountVirus:
		return s.Cards[c].Virus.N
	case CountRezzedIceOutside:
		return s.rezzedIceOutside(c, fl)
	case CountBought:
		return s.lastingSum(ModBought, c)
	case CountCounters:
		return s.Cards[c].Counters
	case CountAdv:
		return s.Cards[c].Adv
	case CountAdvOver:
		return max(0, s.Cards[c].Adv-s.difficulty(c))
	case CountHandCards:
		return int32(len(s.P(s.controller(c)).Hand))
	case CountRunnerTags:
		return s.runnerTags(c)
	case CountBrokeThisRun:
		n, _ := s.brokeThisRun(c)
		return n
	}
	return 0
}

// rezzedIceOutside counts the rezzed ice installed outside ice c on its
// fort (ONR-2.2.5: ice is ordered outermost first) that passes fl; ice that
// is not installed has none outside it (R095, R120, R129, R153, R174,
// R175).
func (s *State) rezzedIceOutside(c int32, fl *Filter) int32 {
	k := &s.Cards[c]
	if k.Zone != ZoneIce {
		return 0
	}
	var n int32
	for _, o := range s.Forts[k.Fort].Ice {
		if o == c {
			break
		}
		if s.Cards[o].Rezzed && (fl == nil || fl.matches(s, o)) {
			n++
		}
	}
	return n
}

// statics adds up the amounts of the static abilities with modifier mod
// of the active cards for which applies holds.
func (s *State) statics(mod kernel.ModKind, applies func(c int32, a *Ability) bool) int32 {
	u := &s.union // unions, inline
	if !u.ok || !s.activesOK {
		u = s.makeUnions()
	}
	if s.skipsMod(&u.mods, mod) {
		return 0 // no active card has a static of mod (unions.go)
	}
	var n int32
	for _, c := range s.activeWith(withStatics) {
		d := s.def(c)
		if s.skipsMod(&d.staticMods, mod) || !s.active(c) {
			continue
		}
		abs := d.Abilities
		for i := range abs {
			if a := &abs[i]; a.Kind == KindStatic && a.Mod == mod && a.Where == Active && applies(c, a) && a.holds(s, c) {
				n += s.amount(c, a)
				s.took(c, i)
			}
		}
	}
	return n
}

// ownStatic returns the amount of card c's own static abilities with
// modifier mod, while c works.
func (s *State) ownStatic(c int32, mod kernel.ModKind) int32 {
	var n int32
	d := s.def(c)
	if s.skipsMod(&d.staticMods, mod) {
		return 0
	}
	abs := d.Abilities
	for i := range abs {
		if a := &abs[i]; a.Kind == KindStatic && a.Mod == mod && s.works(c, a) && a.holds(s, c) {
			n += s.amount(c, a)
			s.took(c, i)
		}
	}
	return n
}

// iceStrength is the current strength of ice c (ONR-11.4.3): printed
// strength (X counts as 0, R119), then the effects that modify it: its own
// text (Digiconda's X), active cards' statics (Antiquated Interface
// Routines), lasting effects bound to it (Ice Transmutation) and virus
// counters on it (Pattel's Virus). It may go below 0 (R013).
func (s *State) iceStrength(c int32) int32 {
	st := intOr(s.def(c).card.Strength, 0) + s.ownStatic(c, ModIceStrength)
	st += s.statics(ModIceStrength, func(o int32, a *Ability) bool {
		// A piece of ice's own strength statics speak of itself ("X is
		// Digiconda's strength", "Dog Pile has +1 strength for each …"):
		// ownStatic read them; other cards' apply to ice as their Filter
		// says (Antiquated Interface Routines).
		// "All black ice has +2 strength": the Filter's keywords too.
		return o != c && !s.isIce(o) && (!a.Filter.SameFort || (s.Cards[c].Zone == ZoneIce && s.Cards[c].Fort == s.Cards[o].Fort)) && a.Filter.matches(s, c)
	})
	st += s.lastingSum(ModIceStrength, c)
	st += s.chosenFortIceStrength(c) // chosenfort.go
	if c == s.Run.Encounter {
		// "For the remainder of the run, all ice is encountered at +N
		// strength" (run riders: Canis Major, Mastiff).
		for i := range s.Lasting {
			if l := &s.Lasting[i]; l.Mod == ModEncounterStrength && l.Active() {
				st += l.N
			}
		}
	}
	st += virusAmount(s.Cards[c].Virus, ModIceStrength)
	st = s.doubledStrength(c, st) // doublestrength.go
	if v := s.v; v != nil && v.IceStrength != nil {
		st = v.IceStrength(s, c, st) // last of all (Variant.IceStrength)
	}
	return st
}

// breakerStrength is the current strength of icebreaker c (ONR-11.5.3):
// printed, plus its own text (Snowball, Black Widow), strength bought or
// given for now (lasting effects) and its strength counters, plus what the
// daemon hosting it gives.
func (s *State) breakerStrength(c int32) int32 {
	k := &s.Cards[c]
	st := intOr(s.def(c).card.Strength, 0) + s.lastingSum(ModBreakerStrength, c) + s.lastingSum(ModStrengthCounter, c)
	if s.def(c).statics {
		st += s.ownStatic(c, ModBreakerStrength)
	}
	if k.Host != 0 {
		st += s.ownStatic(k.Host, ModHostedStrength)
	}
	return st
}

// hosts returns the MU that daemon c can host (ONR-8.8).
func (s *State) hosts(c int32) int32 { return s.ownStatic(c, ModHosts) }

// mu returns Runner seat's available memory units (ONR-8.7.2): his base
// MU (baseMUOf) and the ModMU statics of his rig, then the lasting changes
// (rigMemory).
func (s *State) mu(seat engine.Seat) int32 {
	_, m, _ := s.rigMemory(seat)
	return m
}

// rigMemory returns, from one walk of Runner seat's rig, the MU his
// programs use (programMU) and his available MU (mu). The walk reads the
// statics only of the cards with a static of ModBaseMU or ModMU
// (masks.go), each of those as mu always did, so that a coverage count
// counts the same. plain reports whether every card of the rig gives MU
// that depends on nothing but its being there (Def.muPlain).
func (s *State) rigMemory(seat engine.Seat) (programs, avail int32, plain bool) {
	b, m := int32(baseMU), int32(0)
	plain = true
	for _, c := range s.P(seat).Rig {
		k := &s.Cards[c]
		d := defOf(k.ID) // def, its card read once
		if k.Host == 0 {
			programs += d.rigMU // programMUOf (agendaprogram.go), read from its definition
		}
		if !d.statics { // the others have no ModBaseMU or ModMU static
			continue
		}
		plain = plain && d.muPlain
		if !s.skipsMod(&d.staticMods, ModBaseMU) {
			b = s.baseMUOf(c, b) // memory.go
		}
		if !s.skipsMod(&d.staticMods, ModMU) {
			m += s.ownStatic(c, ModMU)
		}
	}
	m += b
	if l := s.lastingMU(seat); l != 0 {
		m = max(m+l, 0) // a reduction takes the MU to 0 at most (RunnerMUUntilTurnEnd)
	}
	return programs, m, plain
}

// muUsed returns the MU Runner seat uses: his programs' (programMU) and
// what a variant adds (muUsedWith).
func (s *State) muUsed(seat engine.Seat) int32 { return s.muUsedWith(seat, s.programMU(seat)) }

// muUsedWith returns the MU Runner seat uses when his programs use
// programs: that and what a variant adds (Variant.MemoryUsed).
func (s *State) muUsedWith(seat engine.Seat, programs int32) int32 {
	if v := s.v; v != nil && v.MemoryUsed != nil {
		programs += v.MemoryUsed(s, seat)
	}
	return programs
}

// programMU returns the MU used by programs in Runner seat's normal memory;
// programs hosted by a daemon do not count (ONR-8.8.1).
func (s *State) programMU(seat engine.Seat) int32 {
	var u int32
	for _, c := range s.P(seat).Rig {
		if s.Cards[c].Host == 0 {
			u += s.programMUOf(c)
		}
	}
	return u
}

// hostedMU returns the MU used inside daemon d.
func (s *State) hostedMU(d int32) int32 {
	var u int32
	for _, c := range s.P(s.Cards[d].At).Rig {
		if s.Cards[c].Host == d {
			u += s.programMUOf(c)
		}
	}
	return u
}

// handSize returns seat's maximum hand size (ONR-14.7): 5, changed by the
// statics of the player's active cards and of the virus counters the player
// holds (Gremlins); a Runner's goes down with brain damage (ONR-14.2). It
// may be negative for a Runner; a Corp's counts as 0 when negative.
func (s *State) handSize(seat engine.Seat) int32 {
	h := int32(baseHandSize)
	if s.mayStatic(ModHandSize) { // else statics gives 0: read inline, without the call
		h += s.statics(ModHandSize, func(c int32, _ *Ability) bool { return s.controller(c) == seat })
	}
	h += s.handSizeForGame(seat) // lasting changes (flatline.go)
	p := s.P(seat)
	for _, v := range p.Virus {
		h += virusAmount(v, ModHandSize)
	}
	if p.Role == Runner {
		h -= p.Brain
	} else if h < 0 {
		h = 0
	}
	return h
}

// installAlso returns the cost paid on every install of card c besides its
// install cost (ModInstallCost; R499).
func (s *State) installAlso(c int32) Cost {
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModInstallCost {
			s.took(c, i)
			return a.Cost
		}
	}
	return Cost{}
}

// difficulty returns agenda c's difficulty (ONR-10.4): printed, and what
// active cards' statics add ("The difficulty of all agendas is +1",
// Corporate Ally), to the agendas their Filter passes ("difficulty of
// Black Ops agendas is reduced by 1"). It may go to 0 or below: the agenda
// must still be installed to be scored (R087).
func (s *State) difficulty(c int32) int32 {
	if !s.mayStatic(ModDifficulty) {
		return intOr(s.def(c).card.Difficulty, 0) + s.fortAgendaDifficulty(c) // fortcounters.go
	}
	return intOr(s.def(c).card.Difficulty, 0) + s.fortAgendaDifficulty(c) + s.statics(ModDifficulty, func(src int32, a *Ability) bool {
		return a.Filter.matches(s, c) && (!a.Filter.SameFort || s.inFortOf(src, c)) && s.staticApplies(src, c, a)
	})
}

// staticApplies reports whether static ability a of card src applies to
// card c: to every card, unless a variant narrows it (Variant.StaticApplies).
func (s *State) staticApplies(src, c int32, a *Ability) bool {
	if v := s.v; v != nil && v.StaticApplies != nil {
		return v.StaticApplies(s, src, c, a.Mod)
	}
	return true
}

// agendaPoints returns agenda c's printed points.
func (s *State) agendaPoints(c int32) int32 { return intOr(s.def(c).card.AgendaPoints, 0) }

// rezCost returns what the Corp pays to rez c (ONR-9.1).
// The card's own statics may change what it costs (ModRezCost, with
// Where Installed: "if Runner has used a noisy icebreaker during this run,
// the cost to rez Baskerville is reduced by 5"), and so may the statics of
// other active cards of the same controller, for the cards their Filter
// lets through ("cost to rez walls is reduced by 2 bits", rez-cost-modifier: any means of
// rezzing, R115); never below 0. The printed rez cost (Def.rezCost) stays
// what an effect paying or reading "the rez cost" uses (R116).
func (s *State) rezCost(c int32) int32 {
	d := s.def(c)
	n := d.rezCost
	if d.statics {
		n += s.ownStatic(c, ModRezCost)
	}
	if s.mayStatic(ModRezCost) {
		n += s.statics(ModRezCost, func(o int32, a *Ability) bool {
			return o != c && s.controller(o) == s.controller(c) && a.Filter.matches(s, c) && (!a.Filter.SameFort || s.inFortOf(o, c))
		})
	}
	n += s.rezAgain(c) // rezagain.go
	return max(0, n)
}

// trashCost returns the trash cost of node or upgrade c (ONR-2.5.2).
func (s *State) trashCost(c int32) (int32, bool) {
	p := s.def(c).card.TrashCost
	if p == nil {
		return 0, false
	}
	return int32(*p) + s.extraTrashCost(c), true // trashcost.go
}

// controller returns the seat that controls card c: the player whose
// zone holds it (ONR-1.3: a player controls the cards in his or her play
// area).
func (s *State) controller(c int32) engine.Seat { return s.Cards[c].At }

// costs is ONR's registry of cost parts (kernel.Costs): every cost of a card
// and every payment of bits or actions is paid through it, part by part:
// the costs of abilities, additional costs and forfeited points by pay,
// other bits from a pool by payBits, the payments restricted bits may
// serve by payForUse (restricted.go), and the action a basic or
// install-only action costs (ONR-6.1, 6.2, 6.4.3) by payAction. No bit or
// action leaves a pool elsewhere (TestOnePaymentPath): an action forgone is
// lost, not paid (ONR-6.5.1), by forgoAction and forgoInstallActions,
// here beside lose; canPay checks the costs of abilities through it.
var costs kernel.Costs[*State]

func init() {
	// A part of 0 is checked and paid like any other (kernel.CostPart);
	// ONR's costs never hold one (Cost.parts drops them), and each handler
	// pays nothing for 0.
	costs.Register(CostActions, kernel.CostHandler[*State]{Name: "actions",
		CanPay: func(s *State, seat engine.Seat, _ int32, n int32) bool { return n <= s.P(seat).Actions },
		Pay:    func(s *State, seat engine.Seat, _ int32, n int32) { s.P(seat).Actions -= n }})
	costs.Register(CostInstallActions, kernel.CostHandler[*State]{Name: "actions to install cards",
		CanPay: func(s *State, seat engine.Seat, _ int32, n int32) bool { return n <= s.P(seat).InstallActions },
		Pay:    func(s *State, seat engine.Seat, _ int32, n int32) { s.P(seat).InstallActions -= n }})
	costs.Register(CostBits, kernel.CostHandler[*State]{Name: "bits",
		// With payment abilities: they may be used whenever a cost is paid
		// (ONR-18.3.7; payment.go).
		CanPay: func(s *State, seat engine.Seat, src int32, n int32) bool { return n <= s.payable(seat, src) },
		Pay: func(s *State, seat engine.Seat, _ int32, n int32) {
			s.P(seat).Bits -= n
			s.spendPoolBits(seat, n)  // scoped pool bits first (poolbits.go)
			s.spendAnnounced(seat, n) // a run's announced spending (announcedspending.go)
		}})
	costs.Register(CostPoints, kernel.CostHandler[*State]{Name: "agenda points",
		// A team's points are pooled: either member may spend them
		// (ONR-2.4.3; table.go).
		CanPay: func(s *State, seat engine.Seat, _ int32, n int32) bool { return n <= s.teamPoints(s.P(seat).Team) },
		Pay: func(s *State, seat engine.Seat, _ int32, n int32) {
			if n != 0 {
				s.payPoints(seat, n)
			}
		}})
	costs.Register(CostTake, kernel.CostHandler[*State]{Name: "bits taken from the card",
		CanPay: func(s *State, _ engine.Seat, src int32, n int32) bool { return n == 0 || s.Cards[src].Bits > 0 },
		Pay: func(s *State, seat engine.Seat, src int32, n int32) {
			n = min(n, s.Cards[src].Bits)
			if n == 0 {
				return
			}
			s.note(src)
			s.Cards[src].Bits -= n
			s.gain(seat, n)
		}})
	costs.Register(CostCounters, kernel.CostHandler[*State]{Name: "counters of the card",
		CanPay: func(s *State, _ engine.Seat, src int32, n int32) bool {
			return n == 0 || (src != 0 && s.Cards[src].Counters >= n)
		},
		Pay: func(s *State, _ engine.Seat, src int32, n int32) {
			if n != 0 {
				s.note(src)
				s.Cards[src].Counters -= n
			}
		}})
	costs.Register(CostAdv, kernel.CostHandler[*State]{Name: "advancement counters of the card",
		CanPay: func(s *State, _ engine.Seat, src int32, n int32) bool {
			return n == 0 || (src != 0 && s.Cards[src].Adv >= n)
		},
		Pay: func(s *State, _ engine.Seat, src int32, n int32) {
			if n != 0 {
				s.note(src)
				s.Cards[src].Adv -= n
			}
		}})
	costs.Register(CostTrash, kernel.CostHandler[*State]{Name: "trash the card",
		CanPay: func(*State, engine.Seat, int32, int32) bool { return true },
		Pay: func(s *State, _ engine.Seat, src int32, n int32) {
			if n != 0 {
				s.trash(src)
			}
		}})
	// Bits paid for one use concerning card paid (payForUse): the bits
	// restricted to that use first, then the pool (ONR-2.1.2).
	for _, u := range paidUses {
		costs.Register(CostBitsFor+kernel.CostKind(u), kernel.CostHandler[*State]{Name: "bits",
			CanPay: func(s *State, seat engine.Seat, paid int32, n int32) bool {
				return n <= s.mayStillSpend(seat, s.P(seat).Bits+s.restrictedBits(seat, u, paid))
			},
			Pay: func(s *State, seat engine.Seat, paid int32, n int32) {
				if n != 0 {
					s.payRestricted(seat, u, paid, n)
					s.spendAnnounced(seat, n) // every source counts (R181; announcedspending.go)
				}
			}})
	}
}

// parts returns the parts of cost c that are not zero, as kernel cost
// parts, in the order they are paid.
func (c Cost) parts(buf *[7]kernel.CostPart) []kernel.CostPart {
	out := buf[:0]
	add := func(k kernel.CostKind, n int32) {
		if n != 0 {
			out = append(out, kernel.CostPart{Kind: k, N: n})
		}
	}
	add(CostActions, c.Actions)
	add(CostBits, c.Bits)
	add(CostPoints, c.Points)
	add(CostTake, c.Take)
	add(CostCounters, c.Counters)
	add(CostAdv, c.Adv)
	if c.Trash {
		out = append(out, kernel.CostPart{Kind: CostTrash, N: 1})
	}
	return out
}

// canPay reports whether seat can pay cost for card src (ONR-7.1).
func (s *State) canPay(seat engine.Seat, src int32, c Cost) bool {
	var buf [7]kernel.CostPart
	return costs.CanPay(s, seat, src, c.parts(&buf))
}

// pay pays cost c; canPay must have said yes.
func (s *State) pay(seat engine.Seat, src int32, c Cost) {
	var buf [7]kernel.CostPart
	costs.Pay(s, seat, src, c.parts(&buf))
}

// payBits pays n bits of seat's pool for src: a cost of n bits, through
// the registry (pay). Every payment of bits goes through the registry,
// here, in pay or in payForUse (TestOnePaymentPath).
func (s *State) payBits(seat engine.Seat, src int32, n int32) { s.pay(seat, src, Cost{Bits: n}) }

// payForUse pays n bits of seat's for use concerning card paid, through the
// registry: the bits restricted to that use first, then the pool
// (payRestricted). The caller has made sure that they cover n
// (restrictedBits).
func (s *State) payForUse(seat engine.Seat, use Use, paid, n int32) {
	part := [1]kernel.CostPart{{Kind: CostBitsFor + kernel.CostKind(use), N: n}}
	costs.Pay(s, seat, paid, part[:])
}

// payAction pays the one action that an action of seat costs (ONR-6.1,
// 6.2), through the registry: one of its install-only actions when install
// (ONR-6.4.3; dedicated.go), else a basic one. A cost of one part, paid by
// its handler without Pay's loop (kernel.Costs.PayOne, inlined).
func (s *State) payAction(seat engine.Seat, install bool) {
	k := CostActions
	if install {
		k = CostInstallActions
	}
	costs.PayOne(s, seat, 0, kernel.CostPart{Kind: k, N: 1})
}

// forgoAction loses one of seat's actions unused (ONR-6.5.1): one of its
// install-only actions when install, else a basic one. A forgone action is
// lost, not paid, like bits lost (lose): it does not go through the
// registry, but it leaves the pool here, in a payment file
// (TestOnePaymentPath).
func (s *State) forgoAction(seat engine.Seat, install bool) {
	if install {
		s.P(seat).InstallActions--
	} else {
		s.P(seat).Actions--
	}
}

// forgoInstallActions loses all of seat's install-only actions unused:
// they are consecutive, so declining one or having nothing to install
// loses the rest (ONR-6.4.3; dedicated.go).
func (s *State) forgoInstallActions(seat engine.Seat) { s.P(seat).InstallActions = 0 }

// gain moves n bits from the bank to seat's pool (ONR-2.1.1).
func (s *State) gain(seat engine.Seat, n int32) {
	n += s.prepGainBonus(seat, n) // prepgain.go
	n = s.forfeitGained(seat, n)  // forfeitbits.go
	s.P(seat).Bits += n
	s.offerDivert(seat, n) // divertgain.go
}

// lose moves up to n bits from seat's pool to the bank (ONR-18.1.1).
func (s *State) lose(seat engine.Seat, n int32) {
	p := &s.P(seat).Bits
	*p -= min(n, *p)
}
