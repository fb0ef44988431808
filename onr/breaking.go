package onr

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Breaking subroutines beyond "N bits: break one subroutine" (ONR-11.5):
// breaks of several subroutines a use (multi-break), breaks whose program
// decides whether the subroutine breaks (a die roll), subroutines chosen by
// a property (subroutine-properties), the ice type chosen for a breaker
// (breaker-type-choice, remembered-choice), strength counters
// (strength-counters), and the facts of the run's log about what each
// breaker broke (history-facts, breaker-use-trigger).
//
// Every subroutine a breaker breaks is recorded in the run's log as an
// EvSubsBroken occurrence about the breaker (N: how many), right after the
// EvBreakerUsed of its use (N: the subroutine targeted plus one, 0 for a
// strength ability or a break of all).

// noteBroken breaks the subroutines of mask of the ice being encountered
// with icebreaker b and records it in the run's log (EvSubsBroken).
func (s *State) noteBroken(b int32, mask int64) {
	r := &s.Run
	mask &^= r.Broken
	n := int32(0)
	for m := mask; m != 0; m &= m - 1 {
		n++
	}
	if n == 0 {
		return
	}
	r.Broken |= mask
	s.emit(kernel.Occurrence{Type: EvSubsBroken, Seat: r.Runner, Obj: b, N: n})
}

// decidesBreak reports whether break ability a's program breaks the
// targeted subroutine itself (BreakTarget), after a die roll: the rules
// then do not break it as the ability is used.
func decidesBreak(a *Ability) bool {
	return slices.ContainsFunc(a.Effect, func(o Op) bool { _, ok := o.(breakTarget); return ok })
}

// triedOn counts the uses of icebreaker b's break abilities on subroutine
// j during the encounter in progress: a break ability's Once limits them
// ("use this ability only once on each subroutine during each encounter").
func (s *State) triedOn(b int32, j int) int32 {
	var n int32
	for i := len(s.Run.Log) - 1; i >= 0; i-- {
		o := s.Run.Log[i]
		if o.Type == EvEncounterStart {
			break
		}
		if o.Type == EvBreakerUsed && o.Obj == b && o.N == int32(j)+1 {
			n++
		}
	}
	return n
}

// BreakTarget: "break the subroutine" inside a break ability's program
// that decides whether its use breaks (decidesBreak): the subroutine the
// use targeted (the program frame's T) breaks now, if it is still the
// encounter's and unbroken. "0[bit]: Roll a die. On a 4, 5, or 6, break ice
// subroutine" (Blink).
func BreakTarget() Op { return breakTarget{} }

type breakTarget struct{}

func (breakTarget) Run(s *State, f *Frame) Status {
	r := &s.Run
	ice := s.currentIce()
	if !r.Active || r.Ended || r.Encounter == 0 || ice != r.Encounter || f.T < 0 || int(f.T) >= len(s.subroutines(ice)) {
		return Next
	}
	s.say(msgBreaksSub, s.cardArg(f.Src), f.T+1, s.cardArg(ice))
	s.noteBroken(f.Src, 1<<f.T)
	return Next
}

// DamageRolled: "otherwise, suffer that much damage": damage of kind to
// the Runner of the program, as much as the die it rolled last (RollDie).
func DamageRolled(kind DamageKind) Op { return damageRolled{kind} }

type damageRolled struct{ kind DamageKind }

func (o damageRolled) Run(s *State, f *Frame) Status {
	if f.N > 0 {
		s.doDamage(s.runnerOf(f), o.kind, f.N, f.Src, false)
	}
	return Next
}

// BreakMore: "break up to N … subroutines on a single piece of ice" is a
// break ability whose use breaks the subroutine it targets and then, in
// its program, up to more others of the same ice, one at a time as the
// Runner chooses, until he is done (multi-break; Pile Driver, Big Frackin'
// Gun, Redecorator). What the run adds to the cost of breaking each
// subroutine (ModBreakCost: Virizz, Crystal Palace Station Grid) is paid
// for each one chosen, so the Runner pays only for those he breaks (R110,
// R419).
func BreakMore(more int32) Op { return breakMore{more} }

type breakMore struct{ more int32 }

func (o breakMore) Run(s *State, f *Frame) Status {
	r := &s.Run
	ice, b := s.currentIce(), f.Src
	if !r.Active || r.Ended || r.Encounter == 0 || ice != r.Encounter || s.Cards[b].Zone != ZoneRig {
		return Next
	}
	extra := s.breakCost(&Ability{Kind: KindBreak}, 0)
	if f.Answered {
		opt, _ := f.Take()
		if opt.Verb != VerbBreak {
			return Next
		}
		s.payBreaker(r.Runner, b, extra)
		s.say(msgBreaksSub, s.cardArg(b), int32(opt.Target)+1, s.cardArg(ice))
		s.noteBroken(b, 1<<opt.Target)
	}
	// The subroutines this use broke so far: those after its EvBreakerUsed.
	done := int32(0)
	for i := len(r.Log) - 1; i >= 0 && !(r.Log[i].Type == EvBreakerUsed && r.Log[i].Obj == b); i-- {
		if o := r.Log[i]; o.Type == EvSubsBroken && o.Obj == b {
			done += o.N
		}
	}
	if done > o.more || extra > s.capMoney(s.P(r.Runner).Bits+s.breakerBits(r.Runner, b)) {
		return Next
	}
	opts := []engine.Option{{Verb: VerbDone}}
	for j := range len(s.subroutines(ice)) {
		if r.Broken&(1<<j) == 0 {
			opts = append(opts, engine.Option{Verb: VerbBreak, Card: s.h(b), Target: j, Arg: int(f.Ref.Ability)})
		}
	}
	if len(opts) == 1 {
		return Next
	}
	return s.ask(r.Runner, fmt.Sprintf("%s: break up to %d more subroutines of %s", s.def(b).Title, o.more+1-done, s.def(ice).Title), "ONR-11.5.4", opts)
}

// SubroutineTraces, as the Keyword of a break ability, breaks only the
// subroutines that trace ("0[bit]: Break ice subroutine that traces",
// subroutine-properties): a property of each subroutine, whatever the ice.
const SubroutineTraces = "@traces"

// ChosenIceType, as the Keyword of a break ability, breaks the ice type
// last chosen for the breaker (ChooseIceType): "Break a subroutine of the
// type chosen for Fubar". Before any choice it breaks nothing.
const ChosenIceType = "@chosen"

// IceTypes are the ice types a breaker may be made to break
// (ChooseIceType), numbered from 1 in the choice.
var IceTypes = []string{"Code Gate", "Sentry", "Wall"}

// BreaksKeywords reports whether a break ability with Keyword keyword
// targets ice with the keywords iceKeywords, for a breaker whose chosen ice
// type is chosen ("" if none): any ice for "", ice with one of the
// keywords of a KeywordOr list, ice of the chosen type for ChosenIceType,
// any ice for a subroutine property (its subroutines are filtered one by
// one). The rules and the players read it alike.
func BreaksKeywords(keyword, chosen string, iceKeywords []string) bool {
	switch keyword {
	case "", SubroutineTraces:
		return true
	case ChosenIceType:
		keyword = chosen
		if keyword == "" {
			return false
		}
	}
	for k := range strings.SplitSeq(keyword, KeywordOr) {
		if slices.ContainsFunc(iceKeywords, func(kw string) bool { return strings.EqualFold(kw, k) }) {
			return true
		}
	}
	return false
}

// breaksSub reports whether break ability a may target subroutine ref of
// the ice (a subroutine property, SubroutineTraces).
func breaksSub(a *Ability, ref kernel.Ref) bool {
	if a.Keyword != SubroutineTraces {
		return true
	}
	return slices.ContainsFunc(program(ref), func(o Op) bool { _, ok := o.(trace); return ok })
}

// chosen returns card c's remembered choice (ModChosen bound to it) and
// whether it has one.
func (s *State) chosen(c int32) (int32, bool) {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModChosen && l.Obj == c {
			return l.Arg, true
		}
	}
	return 0, false
}

// remember makes v card c's remembered choice, replacing any earlier one;
// it is forgotten when the card leaves play (kernel.Forget).
func (s *State) remember(c, v int32) {
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModChosen && l.Obj == c })
	s.AddLasting(kernel.Lasting{Src: c, Seat: s.controller(c), Mod: ModChosen, Obj: c, Arg: v})
}

// chosenType returns the ice type chosen for breaker b, or "".
func (s *State) chosenType(b int32) string {
	if v, ok := s.chosen(b); ok && v <= -1 && int(-v) <= len(IceTypes) {
		return IceTypes[-v-1]
	}
	return ""
}

// ChooseIceType: "choose whether it breaks code gates, sentries, or walls"
// (Fubar, Morphing Tool): the controller names one of IceTypes by number;
// the card remembers it (ModChosen), in the open, until it leaves play or
// another choice replaces it.
func ChooseIceType() Op { return chooseIceType{} }

type chooseIceType struct{}

func (chooseIceType) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || s.Cards[c].Zone != ZoneRig {
		return Next
	}
	if !f.Answered {
		return s.askNumber(f.Seat, fmt.Sprintf("%s: choose the ice type it breaks (1 code gates, 2 sentries, 3 walls)", s.def(c).Title),
			"ONR-11.5.2", 1, int32(len(IceTypes)))
	}
	_, n := f.Take()
	s.remember(c, -n) // ice types are remembered as negative numbers, cards as their index
	s.say(msgNowBreaksType, s.cardArg(c), n)
	return Next
}

// ChooseInstalledIce: "choose an installed piece of ice when you install
// it" (Black Widow): the controller chooses one, rezzed or not, and the
// card remembers it (ModChosen) until it leaves play. The event names the
// ice by its place, so that an unrezzed one stays unknown.
func ChooseInstalledIce() Op { return chooseInstalledIce{} }

type chooseInstalledIce struct{}

func (chooseInstalledIce) Run(s *State, f *Frame) Status {
	c := f.Src
	var all []int32
	for _, p := range s.Players {
		if p.Role == Corp {
			all = append(all, s.installedIce(p.Seat)...)
		}
	}
	ice, st := s.chooseCard(f, all, func(int32) bool { return true }, VerbChoose,
		fmt.Sprintf("%s: choose an installed piece of ice", s.cardName(c)), "ONR-8.6")
	if ice != 0 && s.Cards[ice].Zone == ZoneIce && s.Cards[c].Zone == ZoneRig {
		s.remember(c, ice)
		// Bound to the ice as well: once it leaves play it is a new object
		// (ONR-9.8), no longer the one chosen.
		s.AddLasting(kernel.Lasting{Src: c, Seat: s.controller(c), Mod: ModChosen, Obj: ice, Arg: c})
		fi := s.Cards[ice].Fort
		s.say(msgChoosesIce, s.cardArg(c), int32(slices.Index(s.Forts[fi].Ice, ice)+1), s.fortArg(fi))
	}
	return st
}

// EncounteringChosenIce: the card's controller is encountering the piece
// of ice it remembers (ChooseInstalledIce): "during each encounter with
// that piece of ice".
var EncounteringChosenIce Cond = CondFunc(encounteringChosenIce)

func encounteringChosenIce(s *State, self int32) bool {
	v, ok := s.chosen(self)
	if !ok || !encountering(s, self) || s.Run.Encounter != v {
		return false
	}
	return slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModChosen && l.Obj == v && l.Arg == self })
}

// Unchosen: the card has made no choice yet (ChooseIceType) in its time in
// play.
var Unchosen Cond = CondFunc(unchosen)

func unchosen(s *State, self int32) bool { _, ok := s.chosen(self); return !ok }

// brokeThisRun returns how many subroutines card c broke during this run
// and in how many uses.
func (s *State) brokeThisRun(c int32) (subs, uses int32) {
	for _, o := range s.Run.Log {
		if o.Type == EvSubsBroken && o.Obj == c {
			subs += o.N
			uses++
		}
	}
	return subs, uses
}

// BrokeThisRun: the card broke a subroutine during this run ("after each
// run during which it was used to break a subroutine", Dupré).
var BrokeThisRun Cond = CondFunc(brokeSomeThisRun)

func brokeSomeThisRun(s *State, self int32) bool { n, _ := s.brokeThisRun(self); return n > 0 }

// FirstBreakThisRun: the use of the card's break ability resolving now is
// its first break of the run ("the first time during each run that you
// break a … subroutine with it", MS-todon).
var FirstBreakThisRun Cond = CondFunc(firstBreakThisRun)

func firstBreakThisRun(s *State, self int32) bool { _, u := s.brokeThisRun(self); return u == 1 }

// BrokeAtPassedIce: the card broke a subroutine of the piece of ice the
// Runner just passed ("after passing each piece of ice, … if you used it
// to break any subroutines of that ice", Bartmoss Memorial Icebreaker).
var BrokeAtPassedIce Cond = CondFunc(brokeAtPassedIce)

func brokeAtPassedIce(s *State, self int32) bool {
	log := s.Run.Log
	i := len(log) - 1
	for i >= 0 && log[i].Type != EvIcePassed {
		i--
	}
	if i < 0 {
		return false
	}
	ice := log[i].Obj
	for i--; i >= 0; i-- {
		switch o := log[i]; {
		case o.Type == EvEncounterStart && o.Obj == ice:
			return false
		case o.Type == EvSubsBroken && o.Obj == self:
			return true
		}
	}
	return false
}

// BrokeAllAlone returns the condition: the ice whose subroutines were all
// just broken (EvAllSubsBroken, the last of the run) has keyword, and no
// other card broke any of its subroutines in that encounter ("if Bulldozer
// breaks all the subroutines of a wall"). Ice with no subroutines counts as
// having had them all broken (R301).
func BrokeAllAlone(keyword string) Cond { return brokeAllAlone{keyword} }

type brokeAllAlone struct{ keyword string }

func (c brokeAllAlone) Holds(s *State, self int32) bool {
	log := s.Run.Log
	i := len(log) - 1
	for i >= 0 && log[i].Type != EvAllSubsBroken {
		i--
	}
	if i < 0 || !s.hasKeyword(log[i].Obj, c.keyword) {
		return false
	}
	for i--; i >= 0 && log[i].Type != EvEncounterStart; i-- {
		if log[i].Type == EvSubsBroken && log[i].Obj != self {
			return false
		}
	}
	return true
}

// AtNextEncounter: "if the next piece of ice encountered during this run
// …": the ops after it resolve when the Runner next encounters ice in this
// run, before he may break its subroutines (ONR-11.4).
func AtNextEncounter(ops ...Op) Op {
	return riderThen{later{on: EvEncounterStart, until: EvRunEnds, text: "the next encounter of the run has an effect"}, ops}
}

// AtRunEnd: "at the end of this run, …" (trigger-run-end): the ops after
// it resolve at the end of the run in progress, successful or not
// (EvRunEnding, RUN-13).
func AtRunEnd(ops ...Op) Op {
	return riderThen{later{on: EvRunEnding, until: EvRunEnds, text: "at the end of this run, an effect resolves"}, ops}
}

// BreakOneIf: "if [the ice encountered] is a KEYWORD, break one of its
// subroutines, at no cost" (Bulldozer): the Runner chooses one unbroken
// subroutine of the ice being encountered, if it has the keyword; no
// strength is needed, the text breaks it.
func BreakOneIf(keyword string) Op { return breakOneIf{keyword} }

type breakOneIf struct{ keyword string }

func (o breakOneIf) Run(s *State, f *Frame) Status {
	r := &s.Run
	ice := r.Encounter
	if !r.Active || r.Ended || ice == 0 || !s.hasKeyword(ice, o.keyword) {
		return Next
	}
	if f.Answered {
		opt, _ := f.Take()
		if opt.Verb == VerbBreak && r.Broken&(1<<opt.Target) == 0 {
			s.say(msgBreaksSub, s.cardArg(f.Src), int32(opt.Target)+1, s.cardArg(ice))
			s.noteBroken(f.Src, 1<<opt.Target)
		}
		return Next
	}
	var opts []engine.Option
	for j := range len(s.subroutines(ice)) {
		if r.Broken&(1<<j) == 0 {
			opts = append(opts, engine.Option{Verb: VerbBreak, Card: s.h(f.Src), Target: j, Arg: int(f.Ref.Ability)})
		}
	}
	if len(opts) == 0 {
		return Next
	}
	return s.ask(r.Runner, fmt.Sprintf("%s: break one subroutine of %s at no cost", s.cardName(f.Src), s.def(ice).Title), "ONR-11.5", opts)
}

// PutStrengthCounter: "put a +1 strength counter on this card": a lasting
// ModStrengthCounter bound to it, read in its strength, until it leaves
// play (strength-counters; Dupré).
func PutStrengthCounter() Op { return putStrengthCounter{} }

type putStrengthCounter struct{}

func (putStrengthCounter) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && s.Cards[c].Zone == ZoneRig {
		s.strengthCounter(c)
	}
	return Next
}

func (s *State) strengthCounter(c int32) {
	s.AddLasting(kernel.Lasting{Src: c, Seat: s.controller(c), Mod: ModStrengthCounter, N: 1, Obj: c})
	s.say(msgGetsStrengthCounter, s.cardArg(c))
}

// StrengthCounterOnIcebreaker: "put a +1 strength counter on an
// icebreaker" (The Personal Touch): one of the controller's installed
// icebreakers, as he or she chooses.
func StrengthCounterOnIcebreaker() Op { return counterOnBreaker{} }

type counterOnBreaker struct{}

func (counterOnBreaker) Run(s *State, f *Frame) Status {
	b, st := s.chooseIcebreaker(f, "Choose an icebreaker to get a +1 strength counter")
	if b != 0 && s.Cards[b].Zone == ZoneRig {
		s.strengthCounter(b)
	}
	return st
}

// chooseIcebreaker is chooseCard among the frame controller's installed
// icebreakers ("one of your icebreakers").
func (s *State) chooseIcebreaker(f *Frame, prompt string) (int32, Status) {
	return s.chooseCard(f, s.P(f.Seat).Rig, func(c int32) bool { return s.def(c).card.HasKeyword("Icebreaker") },
		VerbChoose, prompt, "ONR-11.5.3")
}

// CountersOnlyOnLastFort: "all strength counters on it are lost if you use
// it on a fort other than the one you last used it on" (Dupré), in the
// program of its break and strength abilities: the card remembers the fort
// of the run (ModChosen); used on another, its strength counters go. They
// go as the use resolves (ONR-7.1: its cost was paid, its strength checked,
// before).
func CountersOnlyOnLastFort() Op { return countersOnLastFort{} }

type countersOnLastFort struct{}

func (countersOnLastFort) Run(s *State, f *Frame) Status {
	c := f.Src
	if !s.Run.Active || s.Cards[c].Zone != ZoneRig {
		return Next
	}
	if last, ok := s.chosen(c); ok && last != s.Run.Fort+1 && s.lastingSum(ModStrengthCounter, c) > 0 {
		s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModStrengthCounter && l.Obj == c })
		s.say(msgStrengthCountersLost, s.cardArg(c))
	}
	s.remember(c, s.Run.Fort+1)
	return Next
}

// TrashJustBrokenPayingRez: "pay the rez cost of a piece of ice to trash
// that piece of ice", the ice whose subroutines the Runner just broke all
// (Startup Immolator, after errata R471: after passing it; JustBrokeAll).
// The printed rez cost is paid, whatever changes what the Corp pays to rez
// it (R116).
func TrashJustBrokenPayingRez() Op { return trashJustBroken{} }

type trashJustBroken struct{}

func (trashJustBroken) Run(s *State, f *Frame) Status {
	ice := s.justBroken()
	if ice == 0 {
		return Next
	}
	cost := intOr(s.def(ice).card.RezCost, 0)
	if s.spendable(f.Seat) < cost {
		return Next
	}
	s.payBits(f.Seat, f.Src, cost)
	s.say(msgPaysToTrashIce, s.cardArg(f.Src), cost, s.cardArg(ice))
	s.trash(ice)
	return Next
}

// CanPayRezOfJustBroken: the Runner has just broken all the subroutines of
// a piece of ice (JustBrokeAll) and has the bits to pay its printed rez
// cost (R116).
var CanPayRezOfJustBroken Cond = CondFunc(canPayRezOfJustBroken)

func canPayRezOfJustBroken(s *State, self int32) bool {
	ice := s.justBroken()
	return ice != 0 && s.P(s.controller(self)).Bits >= intOr(s.def(ice).card.RezCost, 0)
}

// PumpThen is an icebreaker's "bits: +n strength" for the encounter whose
// every use also resolves ops ("X[bit]: +X strength, and forgo your next X
// actions", Japanese Water Torture, bought one at a time; the use of a
// breaker on a fort, Dupré).
func PumpThen(bits, n int32, ops ...Op) Ability {
	a := Pump(bits, n)
	a.Effect = Do(ops...)
	return a
}
