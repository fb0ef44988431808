package nsg

// The card vocabulary's constructors: instructions and abilities as
// values, for nsg/cards. Each names a mechanism, never a card.

// Gain: the controller gains n credits.
func Gain(n int32) Instr { return Instr{Kind: InGainCredits, N: n} }

// Draw: the controller draws n cards.
func Draw(n int32) Instr { return Instr{Kind: InDraw, N: n} }

// MayDraw: the controller may draw n cards.
func MayDraw(n int32) Instr { return Instr{Kind: InMayDraw, N: n} }

// LoseClickIfAny: "if you have any click remaining, lose 1 click".
func LoseClickIfAny() Instr { return Instr{Kind: InLoseClickIfAny, N: 1} }

// EndRun: end the run.
func EndRun() Instr { return Instr{Kind: InEndRun} }

// NetDamage: do n net damage.
func NetDamage(n int32) Instr { return Instr{Kind: InNetDamage, N: n} }

// NetDamagePerAdvancement: do n net damage plus 1 for each advancement
// counter on the source.
func NetDamagePerAdvancement(n int32) Instr { return Instr{Kind: InNetDamage, N: n, Arg: 1} }

// MeatDamage: do n meat damage.
func MeatDamage(n int32) Instr { return Instr{Kind: InMeatDamage, N: n} }

// CoreDamage: do n core damage.
func CoreDamage(n int32) Instr { return Instr{Kind: InCoreDamage, N: n} }

// RunnerLoses: the Runner loses n credits.
func RunnerLoses(n int32) Instr { return Instr{Kind: InRunnerLoses, N: n} }

// EndRunIfRunnerHasAtMost: "if the Runner has n credits or less, end the run".
func EndRunIfRunnerHasAtMost(n int32) Instr { return Instr{Kind: InEndRunIfPoor, N: n} }

// TraceTag: trace n, if successful give the Runner 1 tag.
func TraceTag(n int32) Instr { return Instr{Kind: InTrace, N: n} }

// Tag: give the Runner n tags.
func Tag(n int32) Instr { return Instr{Kind: InTag, N: n} }

// Load: load n credits onto the source.
func Load(n int32) Instr { return Instr{Kind: InLoad, N: n} }

// Place: place n credits on the source.
func Place(n int32) Instr { return Instr{Kind: InPlace, N: n} }

// Take: take n credits from the source.
func Take(n int32) Instr { return Instr{Kind: InTake, N: n} }

// TakeTrashWhenEmpty: take n credits from the source; "when it is empty,
// trash it".
func TakeTrashWhenEmpty(n int32) Instr { return Instr{Kind: InTake, N: n, Arg: 1} }

// TakeTrashDrawWhenEmpty: take n credits; "when it is empty, trash it and
// draw 1 card".
func TakeTrashDrawWhenEmpty(n int32) Instr { return Instr{Kind: InTake, N: n, Arg: 2} }

// MayJackOut: the Runner may jack out.
func MayJackOut() Instr { return Instr{Kind: InMayJackOut} }

// Play is an event's or operation's effect.
func Play(in ...Instr) Ability { return Ability{Kind: AbPlay, Instrs: in} }

// Sub is an ice subroutine.
func Sub(in ...Instr) Ability { return Ability{Kind: AbSubroutine, Instrs: in} }

// Break is a breaker's "credits: break up to n subtype subroutines"
// ("" any subtype).
func Break(credits, n int32, subtype string) Ability {
	return Ability{Kind: AbBreak, Credits: credits, N: n, Subtype: subtype}
}

// Boost is a breaker's "credits: +n strength" for the encounter.
func Boost(credits, n int32) Ability { return Ability{Kind: AbBoost, Credits: credits, N: n} }

// BoostPerBreaker is "credits: +X strength, X the installed icebreakers".
func BoostPerBreaker(credits int32) Ability {
	return Ability{Kind: AbBoost, Credits: credits, N: 1, PerBreaker: true}
}

// Click is a click ability: clicks, then the instructions.
func Click(clicks int32, in ...Instr) Ability {
	return Ability{Kind: AbClick, Clicks: clicks, Instrs: in}
}

// OncePerTurn limits a click ability, a paid ability or a conditional
// ability to once each turn (a click or paid one is used as its cost is
// paid, CR 9.5.3; a conditional one as it is triggered).
func (a Ability) OncePerTurn() Ability { a.Once = true; return a }

// OnScore is "when you score this agenda".
func OnScore(in ...Instr) Ability { return Ability{Kind: AbOnScore, Instrs: in} }

// OnRez is "when you rez this card".
func OnRez(in ...Instr) Ability { return Ability{Kind: AbOnRez, Instrs: in} }

// OnInstall is "when you install this card".
func OnInstall(in ...Instr) Ability { return Ability{Kind: AbOnInstall, Instrs: in} }

// TurnBegins is "when your turn begins".
func TurnBegins(in ...Instr) Ability { return Ability{Kind: AbTurnBegins, Instrs: in} }

// OnAccess is "when the Runner accesses this card while it is installed".
func OnAccess(in ...Instr) Ability { return Ability{Kind: AbOnAccess, Instrs: in} }

// Run: run a server of class class (RunAnyServer, RunHQOrRD,
// RunCentralNotRun) with the run flags.
func Run(class, flags int32) Instr { return Instr{Kind: InRun, N: class, Arg: flags} }

// RezIceFree: the Corp may rez 1 installed piece of ice, ignoring all costs.
func RezIceFree() Instr { return Instr{Kind: InRezIceFree} }

// PlaceAdvancements: place n advancement counters on 1 installed card the
// Corp did not install this turn.
func PlaceAdvancements(n int32) Instr { return Instr{Kind: InPlaceAdvancements, N: n} }

// EndRunUnlessPays: end the run unless the Runner spends clicks or pays
// credits.
func EndRunUnlessPays(clicks, credits int32) Instr {
	return Instr{Kind: InEndRunUnlessPays, N: credits, Arg: clicks}
}

// InstallIceInward: the Corp may install 1 piece of ice from HQ or
// Archives directly inward from the source, ignoring all costs.
func InstallIceInward() Instr { return Instr{Kind: InInstallIceInward} }

// EndRunIfOddTrashed: end the run if the ability's last damage trashed a
// card whose printed play or install cost is odd.
func EndRunIfOddTrashed() Instr { return Instr{Kind: InEndRunIfOddTrashed} }

// TakeAll: take every credit hosted on the source.
func TakeAll() Instr { return Instr{Kind: InTakeAll} }

// OnSteal is "when this agenda is stolen" (its Corp's ability).
func OnSteal(in ...Instr) Ability { return Ability{Kind: AbOnSteal, Instrs: in} }

// OnSuccessfulRun is "whenever you make a successful run".
func OnSuccessfulRun(in ...Instr) Ability { return Ability{Kind: AbOnSuccess, Instrs: in} }

// OnApproachServer is "whenever the Runner approaches this server".
func OnApproachServer(in ...Instr) Ability { return Ability{Kind: AbApproachServer, Instrs: in} }

// IceBreak is an ice's "lose clicks: break n subroutines on this ice. Only
// the Runner can use this ability."
func IceBreak(clicks, n int32) Ability { return Ability{Kind: AbIceBreak, Clicks: clicks, N: n} }

// TrashingAtRunEnd marks a breaker ability whose use trashes its card when
// the run ends.
func (a Ability) TrashingAtRunEnd() Ability { a.TrashAtRunEnd = true; return a }

// TrashingItself adds trashing the card to a click ability's trigger
// cost ("click, [trash]: …"): the counters it hosted are set aside for
// the ability as the cost is paid (CR 9.5.5
// [rule_trash_ability_keeps_track_of_hosted_objects]).
func (a Ability) TrashingItself() Ability { a.TrashCost = true; return a }

// GainPerSetAsideVirus: gain n credits for each virus counter the source
// hosted, set aside as TrashingItself's cost trashed it.
func GainPerSetAsideVirus(n int32) Instr { return Instr{Kind: InGainPerSetAsideVirus, N: n} }

// OnTrashedFromHandOrDeck is "when this card is trashed from your grip or
// stack" (HQ or R&D for a Corp card): a conditional ability that works from
// the pile the card went to.
func OnTrashedFromHandOrDeck(in ...Instr) Ability {
	return Ability{Kind: AbTrashedFromHandOrDeck, Instrs: in}
}

// Optionally marks a conditional ability its controller may leave
// untriggered.
func (a Ability) Optionally() Ability { a.Optional = true; return a }

// TagOrMeatDamage: if the Runner is tagged, do n meat damage; otherwise
// give the Runner 1 tag.
func TagOrMeatDamage(n int32) Instr { return Instr{Kind: InTagOrMeat, N: n} }

// GainOrDraw: gain credits or draw cards; both if the Runner is tagged.
func GainOrDraw(credits, cards int32) Instr { return Instr{Kind: InGainOrDraw, N: credits, Arg: cards} }

// CorpChoosesGainOrDraw: the Corp chooses whether the Runner gains
// credits or draws cards.
func CorpChoosesGainOrDraw(credits, cards int32) Instr {
	return Instr{Kind: InCorpChoosesFor, N: credits, Arg: cards}
}

// TagUnlessPays: give the Runner 1 tag unless they pay n credits.
func TagUnlessPays(n int32) Instr { return Instr{Kind: InTagUnlessPays, N: n} }

// PayIfAbleOrEndRun: "the Runner must pay N credits, if able. If they do
// not, end the run." (CR 1.2.3 [rule_if_able]: paid in full or not at
// all; not a choice).
func PayIfAbleOrEndRun(credits int32) Instr { return Instr{Kind: InPayIfAbleOrEndRun, N: credits} }

// EndRunUnlessTag: end the run unless the Runner takes 1 tag.
func EndRunUnlessTag() Instr { return Instr{Kind: InEndRunUnlessTag} }

// TrashProgramOrHardware: trash 1 installed program or piece of hardware.
func TrashProgramOrHardware() Instr { return Instr{Kind: InTrashProgramOrHardware} }

// SearchBreaker: search the stack for 1 icebreaker, set it aside and
// reveal it; the stack is shuffled (the search ends an instruction: CR
// 9.11.4d). InstallFoundIfRan and FoundToGrip act on the card.
func SearchBreaker() Instr { return Instr{Kind: InSearchBreaker} }

// InstallFoundIfRan: "if you made a successful run this turn, you may
// install that program" (the card SearchBreaker set aside).
func InstallFoundIfRan() Instr { return Instr{Kind: InInstallFoundIfRan} }

// FoundToGrip: "if you do not, add it to your grip" (the card
// SearchBreaker set aside, if it still is).
func FoundToGrip() Instr { return Instr{Kind: InFoundToGrip} }

// PlaceVirus: place n virus counters on the source.
func PlaceVirus(n int32) Instr { return Instr{Kind: InPlaceVirus, N: n} }

// MayPlaceVirus: the controller may place n virus counters on the source.
func MayPlaceVirus(n int32) Instr { return Instr{Kind: InPlaceVirus, N: n, Arg: 1} }

// IceMinusStrength: the encountered ice gets -n strength for the encounter.
func IceMinusStrength(n int32) Instr { return Instr{Kind: InIceMinusStrength, N: n} }

// TagsIfStole: give the Runner n tags if they stole an agenda during the
// run that just ended.
func TagsIfStole(n int32) Instr { return Instr{Kind: InTagsIfStole, N: n} }

// OnEncounter is "when the Runner encounters this ice".
func OnEncounter(in ...Instr) Ability { return Ability{Kind: AbOnEncounter, Instrs: in} }

// OnSuccessfulCentralRun is "whenever you make a successful run on a
// central server".
func OnSuccessfulCentralRun(in ...Instr) Ability {
	return Ability{Kind: AbOnSuccessCentral, Instrs: in}
}

// OnSuccessfulRDRunEnds is "whenever a successful run on R&D ends".
func OnSuccessfulRDRunEnds(in ...Instr) Ability { return Ability{Kind: AbRunEndsRD, Instrs: in} }

// PersistentOnRunEndsHere is "Persistent → whenever a run on this server
// ends": it applies for the rest of a run during which the card is trashed.
func PersistentOnRunEndsHere(in ...Instr) Ability { return Ability{Kind: AbRunEndsHere, Instrs: in} }

// VirusCounterDuringEncounter is "hosted virus counter: …", a paid ability
// during an encounter.
func VirusCounterDuringEncounter(in ...Instr) Ability {
	return Ability{Kind: AbEncounterVirus, Instrs: in}
}

// InstallAndRez: install and rez 1 card from source from (InstallFrom…),
// with cost mode costs (CostsPaid, CostsIgnoreAll, CostsIgnoreCred): one
// instruction whose install and rez costs are two payments, each with its
// checkpoint, and no checkpoint between the install and the rez payment
// (CR 8.5.15 [rule_install_and_rez]).
func InstallAndRez(from, costs int32) Instr { return Instr{Kind: InInstallAndRez, N: from, Arg: costs} }

// RevealBarrierFromHQ: the Corp reveals a barrier from HQ, for the next
// instruction (InstallAndRez(InstallRevealed, …)).
func RevealBarrierFromHQ() Instr { return Instr{Kind: InRevealBarrierFromHQ} }

// RemoveOtherCopiesInArchives: remove from the game every other copy in
// Archives of the card the ability's install-and-rez installed.
func RemoveOtherCopiesInArchives() Instr { return Instr{Kind: InRemoveOtherCopies} }

// GainOrDrawOne: the controller gains credits or draws cards, chosen.
func GainOrDrawOne(credits, cards int32) Instr {
	return Instr{Kind: InGainOrDrawOne, N: credits, Arg: cards}
}

// FirstInstallInRoot is "the first time each turn you install a card in
// the root of this server".
func FirstInstallInRoot(in ...Instr) Ability { return Ability{Kind: AbFirstInstallInRoot, Instrs: in} }

// ExposeUnlessCorpPays: expose the card the ability's occurrence is about
// unless the Corp pays n credits.
func ExposeUnlessCorpPays(n int32) Instr { return Instr{Kind: InExposeUnlessPays, N: n} }

// OnCorpFirstInstallEachTurn is "the first time the Corp installs a card
// each turn" (a Runner card's conditional ability).
func OnCorpFirstInstallEachTurn(in ...Instr) Ability {
	return Ability{Kind: AbCorpFirstInstall, Instrs: in}
}

// OnExpose is "whenever you expose a card".
func OnExpose(in ...Instr) Ability { return Ability{Kind: AbOnExpose, Instrs: in} }

// OnBreachEnds is "whenever you finish breaching a server". A stipulation
// written after it ("if you did not steal or trash any accessed cards") is
// part of the instructions, checked as they resolve (CR 9.6.5d
// [rule_condition_requirements_part_of_effect]): PlaceVirusIfClean.
func OnBreachEnds(in ...Instr) Ability { return Ability{Kind: AbBreachEnds, Instrs: in} }

// PlaceVirusIfClean is "if you did not steal or trash any accessed cards,
// place n virus counters on this program", for OnBreachEnds: the breach is
// the occurrence's, its record read as the instruction resolves.
func PlaceVirusIfClean(n int32) Instr { return Instr{Kind: InPlaceVirusIfClean, N: n} }

// OnCorpTrashesRezzed is "when you trash a rezzed card, except during
// installation" (the Corp's).
func OnCorpTrashesRezzed(in ...Instr) Ability { return Ability{Kind: AbCorpTrashesRezzed, Instrs: in} }

// TakeBadPublicity: the Corp takes n bad publicity.
func TakeBadPublicity(n int32) Instr { return Instr{Kind: InTakeBadPub, N: n} }

// MayTrashInstalledResource: the controller may trash 1 installed
// resource.
func MayTrashInstalledResource() Instr { return Instr{Kind: InMayTrashResource} }

// OnScoredFromRoot is "whenever you score an agenda from the root of this
// server".
func OnScoredFromRoot(in ...Instr) Ability { return Ability{Kind: AbScoredFromRoot, Instrs: in} }

// SearchRDNonAgendaToHQ: search R&D for 1 non-agenda card and reveal it,
// shuffle R&D, add that card to HQ.
func SearchRDNonAgendaToHQ() Instr { return Instr{Kind: InSearchRDToHQ} }

// DerezIce: derez 1 installed piece of ice.
func DerezIce() Instr { return Instr{Kind: InDerezIce} }

// HostProgramHere: choose 1 installed program hosted on a piece of ice;
// host it on the source.
func HostProgramHere() Instr { return Instr{Kind: InHostProgramHere} }

// OnHostRezzedOrDerezzed is "whenever host ice is rezzed or derezzed".
func OnHostRezzedOrDerezzed(in ...Instr) Ability {
	return Ability{Kind: AbHostRezzedOrDerezzed, Instrs: in}
}

// OnAdvance is "whenever you advance a card" (the Corp's).
func OnAdvance(in ...Instr) Ability { return Ability{Kind: AbOnAdvance, Instrs: in} }

// GainIfHadNoAdvancements is "gain n credits if it had no advancement
// counters", for OnAdvance: "had" is the state at the previous
// checkpoint's step a (CR 9.6.6a [rule_instruction_requirements_past_state]),
// before the advancement, which the occurrence carries.
func GainIfHadNoAdvancements(n int32) Instr { return Instr{Kind: InGainIfHadNoAdvancements, N: n} }

// OnTurnEnds is "when your turn ends" or "when your discard phase ends":
// both are met at the step that formally ends the turn, after the discard
// phase and before the turn passes (CR 5.1.4b
// [rule_turn_end_trigger_conditions]).
func OnTurnEnds(in ...Instr) Ability { return Ability{Kind: AbTurnEnds, Instrs: in} }

// GainIfFacedownInArchives is "if there is a facedown card in Archives,
// gain n credits", checked as it resolves (CR 9.6.5d).
func GainIfFacedownInArchives(n int32) Instr { return Instr{Kind: InGainIfArchivesFacedown, N: n} }

// PlaceXAdvancements is "place X advancement counters on 1 installed card
// you can advance", X the value chosen for the played card's cost "X"
// (Def.CostX; CR 1.16.2c [rule_cost_x]).
func PlaceXAdvancements() Instr { return Instr{Kind: InPlaceXAdvancements} }

// OnPlay is "whenever you play a subtype event or operation" ("" any): met
// as the played card becomes active, before its play abilities resolve
// (CR 8.6.7d [rule_steps_playing_played_condition]).
func OnPlay(subtype string, in ...Instr) Ability {
	return Ability{Kind: AbOnPlay, Subtype: subtype, Instrs: in}
}

// RemoveTags: remove n tags.
func RemoveTags(n int32) Instr { return Instr{Kind: InRemoveTags, N: n} }

// MayPayToHand is "you may pay n credits to add this event to your grip":
// a played card no longer in the play area is not trashed (CR 8.6.6
// [rule_play_no_trash]).
func MayPayToHand(n int32) Instr { return Instr{Kind: InMayPayToHand, N: n} }

// TraceMeatPerStolenPoints is "Trace[n]. If successful, do X meat damage.
// X is equal to the sum of the printed agenda points on all agendas the
// Runner stole during their last turn."
func TraceMeatPerStolenPoints(n int32) Instr { return Instr{Kind: InTraceMeatPerStolen, N: n} }

// Interrupt is a paid interrupt ability, "[interrupt] N[credit]: …" (CR
// 9.5.2b): used in an interrupt window, while one of its instructions is
// relevant to the imminent instruction (9.9.3, 9.9.4d).
func Interrupt(credits int32, in ...Instr) Ability {
	return Ability{Kind: AbInterrupt, Credits: credits, Instrs: in}
}

// TrashInterrupt is "[interrupt] [trash]: …": a paid interrupt whose
// trigger cost trashes its card.
func TrashInterrupt(in ...Instr) Ability {
	return Ability{Kind: AbInterrupt, TrashCost: true, Instrs: in}
}

// PreventDamage: prevent n damage of kind k (0 any kind) of the imminent
// instruction; the value may go below 0 (CR 9.9.7a).
func PreventDamage(k DamageKind, n int32) Instr {
	return Instr{Kind: InPreventDamage, N: n, Arg: int32(k)}
}

// PreventAllDamage: prevent all damage of kind k (0 any kind) of the
// imminent instruction (CR 9.9.7b).
func PreventAllDamage(k DamageKind) Instr { return PreventDamage(k, PreventAll) }

// AvoidTags: avoid n of the imminent instruction's tags.
func AvoidTags(n int32) Instr { return Instr{Kind: InAvoidTags, N: n} }

// AvoidAllTags: avoid all of the imminent instruction's tags (CR 9.9.7b).
func AvoidAllTags() Instr { return AvoidTags(PreventAll) }

// AddDamage: the imminent damage of kind k (0 any kind) does n more.
func AddDamage(k DamageKind, n int32) Instr { return Instr{Kind: InAddDamage, N: n, Arg: int32(k)} }

// AddDraw: the imminent draw of the controller draws n more cards (an
// interrupt's instruction).
func AddDraw(n int32) Instr { return Instr{Kind: InAddDraw, N: n} }

// FirstTimeEachTurnYouWouldDoDamage is the conditional interrupt "the first
// time each turn you would do damage of kind k (0 any)" (CR 9.9.1b).
func FirstTimeEachTurnYouWouldDoDamage(k DamageKind, in ...Instr) Ability {
	return Ability{Kind: AbWouldDamage, N: int32(k), FirstEachTurn: true, Instrs: in}
}

// ReplaceDamageIfPays: "you may pay n credits to do 1 damage of kind k
// instead" (a replacement of the imminent damage).
func ReplaceDamageIfPays(n int32, k DamageKind) Instr {
	return Instr{Kind: InReplaceDamageIfPays, N: n, Arg: int32(k)}
}

// IfState is a conditional ability with a static condition ("while …" or
// "if …" as its primary condition, CR 9.3.2c): it is marked pending at a
// checkpoint whose beginning finds cond true for its controller (9.6.7b),
// one instance at a time (9.6.3, 9.6.7c), and after a resolution with no
// expected effect not again until a timing-structure step is complete
// (9.6.7d).
func IfState(cond StaticCond, in ...Instr) Ability {
	return Ability{Kind: AbStatic, If: cond, Instrs: in}
}

// TrashSelf: trash the source ("trash this card").
func TrashSelf() Instr { return Instr{Kind: InTrashSelf} }

// Paid is a paid ability its controller may use in any paid-ability
// window, paying credits (TrashingItself adds trashing the card to its
// cost): CR 9.5.2f.
func Paid(credits int32, in ...Instr) Ability {
	return Ability{Kind: AbPaid, Credits: credits, Instrs: in}
}

// EndActionPhase: "end your action phase" (CR 5.4.3): the open priority
// windows close, what is resolving (this ability too) ceases and counts as
// complete, a checkpoint, then the discard phase; outside its controller's
// action phase it does nothing (5.4.4).
func EndActionPhase() Instr { return Instr{Kind: InEndActionPhase} }

// SetIceStrength: the encountered ice's strength is set to n for the
// encounter; its increases and decreases apply after it (CR 9.12.1a).
func SetIceStrength(n int32) Instr { return Instr{Kind: InSetIceStrength, N: n} }

// PlayFromHand: "you may play 1 event or operation from your hand": an
// effect playing several cards writes it once for each, each card chosen
// and played, by every step of playing, before the next is chosen (CR
// 8.6.3 [rule_playing_one_at_a_time]).
func PlayFromHand() Instr { return Instr{Kind: InPlayFromHand} }

// TrashPrograms: "trash n installed programs": n distinct targets, as many
// as there are (CR 1.15.2e [rule_distinct_targets]).
func TrashPrograms(n int32) Instr { return Instr{Kind: InTrashPrograms, N: n} }

// ForEach makes an ability's credit cost "Credits for each p" (CR 1.16.2b
// [rule_cost_quantities]): counted as the cost is paid, one payment.
func (a Ability) ForEach(p CostPer) Ability { a.Per = p; return a }

// InstallFromGrip: "you may install 1 card from your grip" (the Runner's):
// an effect installing several cards writes it once for each, each card
// chosen and installed, by every step of installing, before the next is
// chosen (CR 8.5.5 [rule_install_one_at_a_time]).
func InstallFromGrip() Instr { return Instr{Kind: InInstallFromGrip} }

// TrashIce: trash 1 installed piece of ice.
func TrashIce() Instr { return Instr{Kind: InTrashIce} }

// OnActionPhaseEnds is "when your action phase ends".
func OnActionPhaseEnds(in ...Instr) Ability { return Ability{Kind: AbActionPhaseEnds, Instrs: in} }

// OnPlayResolved is "after you resolve a subtype event or operation" or
// "whenever you finish resolving one" ("" any): met once the played card
// has resolved and is trashed (CR 8.6.7h
// [rule_steps_playing_after_resolve_condition]), resolved before the play
// effect is complete (8.6.7i [rule_steps_playing_complete]).
func OnPlayResolved(subtype string, in ...Instr) Ability {
	return Ability{Kind: AbPlayResolved, Subtype: subtype, Instrs: in}
}

// OnAction is "whenever you take an action" (spending a click): met as
// the action's cost is paid, resolved before the action's effect (CR
// 5.2.2c [rule_action_conditional_ability_trigger]).
func OnAction(in ...Instr) Ability { return Ability{Kind: AbOnAction, Instrs: in} }

// OnActionEnds is "whenever you finish an action": met once the action is
// complete, resolved in the reaction window after the action step (CR
// 5.2.2d [rule_finish_action_trigger_condition]).
func OnActionEnds(in ...Instr) Ability { return Ability{Kind: AbActionEnds, Instrs: in} }

// SourceToHand: "add this card to your hand" (grip or HQ): the source, if
// it is still the object the ability became independent of (CR 9.1.4).
func SourceToHand() Instr { return Instr{Kind: InSourceToHand} }

// DuringYourTurn limits a paid ability to its controller's turn ("Use this
// ability only during your turn"): the active player's, from the turn's
// first step to its last, before it formally begins too (CR 5.1.4c
// [rule_before_turn_begins]).
func (a Ability) DuringYourTurn() Ability { a.YourTurn = true; return a }

// InstallAndRezTotalLess: install and rez 1 card from source from
// (InstallFrom…), paying a total of n credits less: the Corp divides n
// between the install and rez costs as the install cost is about to be
// calculated (CR 1.16.2f [rule_install_and_rez_reducing_total]).
func InstallAndRezTotalLess(from, n int32) Instr {
	return Instr{Kind: InInstallAndRezTotalLess, N: from, Arg: n}
}

// TakeBasicAction: "take the basic action to …" (a): an action, its cost
// paid, in the controller's action phase; outside it, nothing (CR 5.2.4
// [rule_actions_outside_action_phase]).
func TakeBasicAction(a BasicAction) Instr { return Instr{Kind: InTakeBasicAction, N: int32(a)} }

// RunnerCannotDraw: "The Runner cannot draw cards for the remainder of this
// turn": a lasting prohibition (CR 1.2.2); in the nsg-24.09 mode an
// ability whose every effect it prohibits cannot be triggered (24.03
// 1.2.2a).
func RunnerCannotDraw() Instr { return Instr{Kind: InRunnerCannotDraw} }

// AccessAbility is a mid-access ability, "Access → credits[credit]: …"
// (CR 9.5.2c [rule_mid_access_ability]): usable only in the mid-access
// window of an access, at most one there (9.2.10c), its instructions
// acting on the card being accessed.
func AccessAbility(credits int32, in ...Instr) Ability {
	return Ability{Kind: AbAccess, Credits: credits, Instrs: in}
}

// TrashAccessed: "trash the card you are accessing" (not in Archives, CR
// 7.1.5; the card moves, so its access ends, 7.1.7).
func TrashAccessed() Instr { return Instr{Kind: InTrashAccessed} }

// OnAccessEnds is "whenever an access ends" (the Runner's): met as an
// access is complete (CR 7.2.4 [step_access_complete]).
func OnAccessEnds(in ...Instr) Ability { return Ability{Kind: AbAccessEnds, Instrs: in} }

// EncounterIce: "the Runner encounters a rezzed piece of ice of your
// choice" (a forced encounter, CR 6.5.9): its Encounter Ice phase resolves
// before the next instruction, during a run or outside one.
func EncounterIce() Instr { return Instr{Kind: InEncounterIce} }

// OnYouSteal is "whenever you steal an agenda" (the Runner's).
func OnYouSteal(in ...Instr) Ability { return Ability{Kind: AbYouSteal, Instrs: in} }

// Breach: "breach server sv" (the Runner); asked for during a breach, it
// waits until that breach ends (CR 7.3.8).
func Breach(sv int32) Instr { return Instr{Kind: InBreach, N: sv} }

// WhenNext: "when you next <on>, <ability i of this card>": a delayed
// conditional ability (CR 9.6.13) that resolves once and is gone
// (9.6.13c); ability i is its effect (Delayed).
func WhenNext(on DelayedOn, i int32) Instr { return Instr{Kind: InWhenNext, N: int32(on), Arg: i} }

// Delayed is the effect of a delayed conditional ability a WhenNext of the
// same card makes: never triggered by itself.
func Delayed(in ...Instr) Ability { return Ability{Kind: AbDelayed, Instrs: in} }

// InstallUpgradeHere: "you may install 1 upgrade from HQ in the root of
// this server, ignoring all costs".
func InstallUpgradeHere() Instr { return Instr{Kind: InInstallUpgradeHere} }

// OnPaidAbilityDone is "whenever you finish resolving a paid ability":
// met once the resolution of a paid ability of the controller's is
// complete, after its last instruction and that instruction's checkpoint
// (CR 9.5.7h [step_paid_ability_complete]).
func OnPaidAbilityDone(in ...Instr) Ability { return Ability{Kind: AbPaidDone, Instrs: in} }

// OnConditionalDone is "whenever another conditional ability of yours
// finishes resolving": met once the resolution of a conditional ability
// of another card of the controller's is complete (CR 9.6.15g
// [step_conditional_ability_complete]).
func OnConditionalDone(in ...Instr) Ability { return Ability{Kind: AbConditionalDone, Instrs: in} }

// OnDraw is "whenever you draw cards": met at the draw's own checkpoint,
// while the drawn cards are set aside, before they are added to the hand
// (CR 8.4.5b [step_draw_checkpoint]).
func OnDraw(in ...Instr) Ability { return Ability{Kind: AbOnDraw, Instrs: in} }

// NameRevealDraw: "Name a card, reveal the top card of your deck (if it
// has the named title, gain credits credits), then draw n cards": one
// instruction, imminent as a draw; the name is chosen as it resolves
// (CR 1.15.1b), after its interrupt window.
func NameRevealDraw(n, credits int32) Instr { return Instr{Kind: InNameRevealDraw, N: n, Arg: credits} }

// SearchRDDraw: "Search R&D for a card that is not an agenda, reveal it
// and add it to HQ, then draw n cards": one instruction, imminent as a
// draw; the card is found as it resolves (CR 1.15.1a: a search does not
// target), after its interrupt window.
func SearchRDDraw(n int32) Instr { return Instr{Kind: InSearchRDDraw, N: n} }

// OnRunBeginsHere is "whenever a run on this server begins": met as the run
// formally begins (CR 6.9.1c), before the Runner takes a position (6.9.1d).
func OnRunBeginsHere(in ...Instr) Ability { return Ability{Kind: AbRunBeginsHere, Instrs: in} }

// InstallIceOutermost: the Corp may install 1 piece of ice from HQ or
// Archives protecting this server, in the outermost position, ignoring all
// costs.
func InstallIceOutermost() Instr { return Instr{Kind: InInstallIceOutermost} }

// OnUnsuccessfulRunHere is "whenever a run on this server is
// unsuccessful": met as the run is declared unsuccessful (CR 6.9.6c
// [step_run_declared_unsuccessful]), while the run is still in progress.
func OnUnsuccessfulRunHere(in ...Instr) Ability {
	return Ability{Kind: AbRunUnsuccessfulHere, Instrs: in}
}
