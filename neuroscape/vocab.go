package neuroscape

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// Effect is one step of a card's behaviour, from the shared vocabulary
// (EffectKind). A card's definition is a list of them; the rules code names
// no card.
type Effect struct {
	Kind    EffectKind
	N       int
	Pool    Pool   // for damage and health loss
	Running bool   // an install that puts RAM running (NS-5.2)
	Faction string // for EffInstallX: the faction whose synergy is X
	// Either: "[Mainframe] or [Bioframe]": its controller chooses the Pool
	// as it resolves (an activated ability's, verbChoose).
	Either bool
	// Atk, Dfn and Stamina: what EffBoost gives until turn end.
	Atk, Dfn int
	Stamina  bool
	// Subtype and DoubleWith, for EffGainPerBin: the program subtype
	// counted, and the card (by its card-data name) whose control doubles it.
	Subtype, DoubleWith string
	// IfEnv and EnvN, for EffGain: while the active environment is the card
	// named IfEnv (its card-data name), the gain is EnvN instead of N.
	IfEnv string
	EnvN  int
	// Times, for EffDamageX: X is Times its controller's synergy ("double
	// your synergy"); 0 counts as 1.
	Times int
	// AnyOf, for EffSearch: the factions a card found may carry (one is
	// enough).
	AnyOf []string
	// Type, for EffIndex: the card type its controller may take.
	Type carddb.Type
	// May: its controller chooses whether the effect happens ("may"),
	// asked as it is about to (verbUse, or verbDone to decline).
	May bool
	// Stealth, for EffBoost and EffBoostSource: STEALTH until turn end (the
	// character can't be blocked, NS-19.3).
	Stealth bool
	// Second: the effect acts on the card's second target (Def.Target2),
	// not its first.
	Second bool
	// Token, for EffCreateToken: the name of the token (DefineToken).
	Token string
	// Spirit, for EffBinsToPlay and EffBinToPlay: each character put into
	// play gets a SPIRIT counter (CounterSpirit).
	Spirit bool
	// EndPurge, for EffBinToPlay: "On turn end, purge it" (destroyed at
	// turn end, Lasting.EndDestroy; its SPIRIT counter purges it).
	EndPurge bool
}

// asks reports whether e asks its controller a question as it happens: such
// an effect runs only where the resolution can wait for the answer
// (State.runEffects).
func (e Effect) asks() bool {
	switch e.Kind {
	case EffDivine, EffIndex, EffDiscard, EffSearch, EffCopy, EffBinsToPlay, EffCopyProgram:
		return true
	}
	return e.May
}

// Tier is a mainframe synergy tier with behaviour (NS-4.3): active while its
// controller's synergy meets Needs; its Effects happen at Timing; a passive
// tier sets RAMRefreshed.
type Tier struct {
	Needs   map[string]int
	Mode    string // "base", "instead", "adds" (NS-4.4)
	Timing  Timing
	Effects []Effect
	// RAMRefreshed: while active, RAM its controller installs comes into
	// play refreshed even when the installing effect says running.
	RAMRefreshed bool
	// Faction and Target, for TimingPlayScript: the scripts' faction, and
	// what the effect targets, chosen by its controller as it takes
	// effect (NS-9.3, AMB-23: no legal target, nothing).
	Faction string
	Target  TargetKind
	// PerCyberware, for a passive tier: each character its controller
	// controls (with Faction, when set) gets +[0]/+[1] for each cyberware
	// attached to it (NS-12).
	PerCyberware [2]int
	// OncePerTurn: the tier takes effect at most once a turn (its
	// mainframe's Used marks it until Reset).
	OncePerTurn bool
	// AnyOf, for TimingBlocked: the factions of the blocked characters
	// that trigger it (one is enough); PerBlocked: its effects happen once
	// for each such blocked character ("for each blocked"), else once.
	AnyOf      []string
	PerBlocked bool
	// Psychosis, for a passive tier: what it adds to the total psychosis
	// of each character its controller controls ("-5 PSYCHOSIS", NS-13.1).
	Psychosis int
}

// Def is a card's definition: the printed values from the card data and the
// behaviour written from the vocabulary.
type Def struct {
	Card     *carddb.Card
	Name     string
	Type     carddb.Type
	Cost     int
	Atk, Dfn int
	Blue     bool     // a mainframe (blue) attack; red otherwise (NS-8.1)
	Factions []string // distinct factions (NS-10.3)
	Req      string   // the faction required, 1 icon (NS-11.4)
	Iconic   bool
	Swift    bool // SWIFT in the card data's keywords (NS-14.0)
	Overrun  bool // OVERRUN (NS-19.7)
	Stamina  bool // STAMINA: not run as it attacks (NS-19.1)
	Feedback bool // FEEDBACK: damage dealt to it is dealt again as BF damage to the source's controller
	// Target is what playing the card targets; Effects happen as it
	// resolves (programs) or as it enters play (characters: "on enter").
	// Target2 is a program's second target ("target RAM and target
	// character"), declared at play as well (NS-18.1) and kept in the list
	// of its Cache item's frame; effects marked Second act on it.
	Target  TargetKind
	Target2 TargetKind
	Effects []Effect
	Tiers   []Tier // mainframes
	// Reversed is a tarot's reversed text (NS-14.3): played reversed by a
	// player with permission, it targets and does this instead.
	Reversed *Variant
	// GrantsReversal: while its controller controls it in play, they may
	// play tarots reversed (NS-14.3's permission).
	GrantsReversal bool
	// Abilities are a character's activated abilities (Ability).
	Abilities []Ability
	// Netcheck are a protocol's or virus's effects at a netcheck (NS-16.6,
	// AMB-39): a protocol's on its controller's turn ("on your NETCHECK"), a
	// virus's on the turn of the player whose mainframe holds it ("on
	// their NETCHECK"), that player the target.
	Netcheck []Effect
	// AttachAtk and AttachDfn: gear's "Attached character gets +A/+D"
	// (NS-12; Attached).
	AttachAtk, AttachDfn int
	// Psychosis: gear's "Attached character gets +N PSYCHOSIS" (NS-13.1;
	// Psychotic).
	Psychosis int
	// NoPrevention: an environment's "Damage can't be prevented.": while
	// it is the active environment, prevention effects do nothing (NS-0.3.2:
	// can't beats can).
	NoPrevention bool
	// PsychosisTimes: gear's "Double its PSYCHOSIS." (2): the total of
	// the character it is attached to is multiplied by it once everything
	// else is added (NS-13.1); 0 counts as 1.
	PsychosisTimes int
	// NoForceQuit: gear's "Attached character can't be force quit."
	// (NS-7).
	NoForceQuit bool
	// Cloaks: gear's "Attached character gets CLOAKED. (Character can't
	// be targeted.)": no card or ability may target the character it is
	// attached to (NS-18.5), its own player's included.
	Cloaks bool
	// Token: a token character card text creates (DefineToken), no card of
	// the data.
	Token bool
	// StandIn: a test card a scenario file defines (DefineStandIn), no
	// card of the data, never in a deck.
	StandIn bool
	// FreeInPlay: a card's passive "The RAM cost of all cards in play
	// that you control and their activated abilities is 0": while its
	// controller controls it in play, their characters in play need
	// nothing committed (the RAM committed returns running, NS-5.7.4) and
	// the activated abilities of their cards in play cost no RAM.
	FreeInPlay bool
	// CostUp: a protocol's "The RAM cost of non-[Unless] cards is
	// increased by N RAM (this includes committed character costs)": while
	// it is in a slot, every card without that faction costs N more to
	// play, and every such character in play or on the Cache needs N more
	// committed (NS-5.7.3).
	CostUp struct {
		Unless string
		N      int
	}
	// Blocked: gear's "When it becomes blocked" effects, which hit each
	// character blocking the character it is attached to once blockers
	// are declared (WhenBlocked).
	Blocked []Effect
	// PerOther: a character's "+Atk/+Dfn for each other [Faction] you
	// control" (its controller's synergy in Faction, itself left out).
	PerOther struct {
		Faction  string
		Atk, Dfn int
	}
	// MaxDefense: for TargetBlocker, the highest defense a target may have.
	MaxDefense int
	// OnPlayProgram: an environment's "When a player plays a program"
	// effects, for that player, at once as the program goes on the Cache
	// (NS-9.3; a copy is not played, NS-20.5).
	OnPlayProgram []Effect
	// OnHit: a character's "When its attack hits a player" effects (NS-9.3),
	// on that player (the target) after combat damage (NS-19.6), the
	// character their source.
	OnHit []Effect
	// Discount: a character's passive "On your turn, the first [Faction]
	// program you play costs N RAM less" (NS-5.7.2): while its controller
	// controls it, on their turn, until they have played such a program
	// (a mark on the character until turn end).
	Discount Discount
	// Chain: a tether's "All characters in this tether chain get
	// +Atk/+Dfn" (NS-12.10; Tethers): every character linked to its two
	// characters through tethers gets it while it is attached.
	Chain struct{ Atk, Dfn int }
	// Synchronize: a tether's "The highest base attack value of any
	// character in this tether chain becomes the attack value of all
	// characters in this tether chain. The same is true for defense
	// values." (NS-12.10): while it is attached, every character of its
	// chain has the chain's highest base attack and highest base defense
	// as its own base values, to which every modifier then applies.
	Synchronize bool
	// BinFaction: for TargetOwnBinCharacter, the faction the target must
	// carry ("target [Mystic] character from your recycle bin").
	BinFaction string
	// PerChain: a character's "gets +Atk/+Dfn for each other character in
	// their tether chain" (NS-12.10).
	PerChain struct{ Atk, Dfn int }
	// AttackCopies: gear's "When attached character attacks, create N
	// non-iconic token copies of it that are attacking and running. This
	// character and its copies get +Psychosis PSYCHOSIS, then all make
	// PSYCHOSIS checks for their attacks. On turn end, purge all token
	// copies created this way." (NS-20.1; NS-22.5's exception, NS-0.3.1).
	AttackCopies struct{ N, Psychosis int }
	// OnLeave: an environment's "When it leaves play" effects, for its
	// controller, at once as it leaves (to wherever it goes).
	OnLeave []Effect

	id kernel.CardID
}

// Discount is a character's passive cost discount (Def.Discount, NS-5.7.2):
// on its controller's turn, the first card of Faction they play of the kind
// it names costs N RAM less (not below 0).
type Discount struct {
	Faction string
	N       int
	// Characters: the discount is on the first [Faction] character, not
	// program, its controller plays; the character's required commitment
	// is its cost less N for as long as it stays in play (NS-5.7.2,
	// SC-09b). No card of the Genesis data prints one: stand-in cards
	// (StandIn) use it.
	Characters bool
}

// Ability is a character's activated ability (NS-9.2): its costs from the
// card data (RAM run, the character run), its target and its effects, which
// happen as it resolves from the Cache.
type Ability struct {
	Name    string
	Cost    int
	RunSelf bool
	Target  TargetKind
	Effects []Effect
}

// Ability gives d its next printed activated ability (in the card data's
// order), with its target and effects; it returns d. It panics when the
// card data prints no further ability.
func (d *Def) Ability(target TargetKind, effects ...Effect) *Def {
	i := len(d.Abilities)
	if i >= len(d.Card.Abilities) {
		panic(fmt.Sprintf("neuroscape: %s prints %d activated abilities", d.Name, len(d.Card.Abilities)))
	}
	a := d.Card.Abilities[i]
	ab := Ability{Name: a.Name, RunSelf: a.RunSelf, Target: target, Effects: effects}
	if a.RAMCost != nil {
		ab.Cost = *a.RAMCost
	}
	d.Abilities = append(d.Abilities, ab)
	return d
}

// Variant is the other text of a card: a tarot's reversed one.
type Variant struct {
	Target  TargetKind
	Effects []Effect
}

// Reverse gives d its reversed text; it returns d.
func (d *Def) Reverse(target TargetKind, effects ...Effect) *Def {
	d.Reversed = &Variant{Target: target, Effects: effects}
	return d
}

// handled are the card-data keywords the vocabulary implements; a card
// printing another cannot be defined. NETCHECK and SYSTEM CHECK are
// handled on mainframes, as their tiers' timings.
// STEALTH is only ever granted until turn end by a card's ability
// (Effect.Stealth), never printed on a card as its own keyword.
var handled = []string{"SWIFT", "OVERRUN", "REVERSED", "DUEL", "NETCHECK", "STAMINA", "FEEDBACK", "DIVINE", "INDEX", "STEALTH", "TROJAN", "UNSTABLE", "PSYCHOSIS", "CLOAKED", "MALICIOUS", "TETHER", "SPIRIT", "BLEED"}

var (
	defs   = map[string]*Def{}     // by carddb.Key of the name
	byID   [kernel.MaxCardIDs]*Def // by kernel.CardID: def reads it on every look at a card
	sealed bool
)

// Define registers the behaviour of the card named name (any spelling
// carddb.Lookup accepts): its target, its effects (programs: as it
// resolves; characters: as it enters play) and, for a mainframe, its tiers.
// It panics on an unknown card, a card defined twice or a keyword the
// vocabulary does not handle: card packages call it from init.
func Define(name string, target TargetKind, effects []Effect, tiers ...Tier) *Def {
	c, ok := carddb.Lookup(name)
	if !ok {
		panic(fmt.Sprintf("neuroscape.Define: no card %q in the card data", name))
	}
	return DefineCard(c, target, effects, tiers...)
}

// DefineCard is Define for a card record, which may be a stand-in built by
// a test (NS scenarios' "stand-ins").
func DefineCard(c *carddb.Card, target TargetKind, effects []Effect, tiers ...Tier) *Def {
	if sealed {
		panic("neuroscape.Define: called after the first game started")
	}
	key := carddb.Key(c.Name)
	if _, dup := defs[key]; dup {
		panic(fmt.Sprintf("neuroscape.Define: %s defined twice", c.Name))
	}
	d, err := newDef(c, target, effects, tiers)
	if err != nil {
		panic("neuroscape.Define: " + err.Error())
	}
	defs[key] = d
	byID[d.id] = d
	return d
}

// newDef builds the definition of card c, refusing what the vocabulary
// does not handle; it registers nothing.
func newDef(c *carddb.Card, target TargetKind, effects []Effect, tiers []Tier) (*Def, error) {
	for _, k := range c.Keywords {
		timing := strings.EqualFold(k, "SYSTEM CHECK") && c.Type == carddb.Mainframe
		if !timing && !slices.Contains(handled, strings.ToUpper(k)) {
			return nil, fmt.Errorf("%s: keyword %s is not implemented yet", c.Name, k)
		}
	}
	d := &Def{Card: c, Name: c.Name, Type: c.Type, Iconic: c.Iconic, Target: target, Effects: effects, Tiers: tiers}
	if c.RAMCost != nil {
		d.Cost = *c.RAMCost
	}
	if c.Attack != nil {
		d.Atk = *c.Attack
	}
	if c.Defense != nil {
		d.Dfn = *c.Defense
	}
	d.Blue = c.AttackType != nil && *c.AttackType == "mainframe"
	for _, f := range c.Factions {
		if !slices.Contains(d.Factions, f) {
			d.Factions = append(d.Factions, f)
		}
	}
	if c.RequirementFaction != nil {
		d.Req = *c.RequirementFaction
	}
	d.Swift = c.HasKeyword("SWIFT")
	d.Overrun = c.HasKeyword("OVERRUN")
	d.Feedback = c.HasKeyword("FEEDBACK")
	d.Stamina = c.HasKeyword("STAMINA") && c.Type == carddb.Character // a program printing it grants it
	if c.Type == carddb.Program && !slices.Contains([]string{"Script", "Tarot", "Drug", "Protocol", "Virus", "Environment", "Trojan"}, c.SubtypeName()) {
		return nil, fmt.Errorf("%s: %s programs are not implemented yet", c.Name, c.SubtypeName())
	}
	if c.Type == carddb.Gear && !slices.Contains([]string{"Cyberware", "Weapon", "Tether"}, c.SubtypeName()) {
		return nil, fmt.Errorf("%s: %s gear is not implemented yet", c.Name, c.SubtypeName())
	}
	if malicious := c.HasKeyword("MALICIOUS"); c.Type == carddb.Gear && (target != TargetOwnCharacter && !malicious || malicious && target != TargetCharacter) {
		return nil, fmt.Errorf("%s: gear attaches to a character its player controls, malicious gear to any (NS-12.1, NS-12.9, NS-12.11)", c.Name)
	}
	id, err := kernel.ParseCardID(c.Code)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	d.id = id
	return d, nil
}

// checkDefinitions reports a definition that leaves part of its card's
// data without behaviour: an activated ability the card prints and its
// definition does not give (Def.Ability).
func checkDefinitions() error {
	for _, d := range defs {
		if d.Card.Abilities != nil && len(d.Abilities) != len(d.Card.Abilities) {
			return fmt.Errorf("%s prints %d activated abilities and its definition gives %d: %w", d.Name, len(d.Card.Abilities), len(d.Abilities), ErrNotImplemented)
		}
		if d.tether() && d.Target2 != d.Target {
			return fmt.Errorf("%s is a tether: its definition must declare its two characters (Def.Tethers, NS-12.10): %w", d.Name, ErrNotImplemented)
		}
	}
	return nil
}

// DefineToken registers the token character that card text creates as
// "a [pool] atk/dfn [faction] name token character" (NS-20.7: the stated
// stats, attack type and faction, a RAM cost of 0), which EffCreateToken
// names; code is its stable saved identity. It panics on a name of the
// card data or one defined twice.
func DefineToken(name, code string, atk, dfn int, blue bool, factions ...string) *Def {
	if _, ok := carddb.Lookup(name); ok {
		panic(fmt.Sprintf("neuroscape.DefineToken: %s is a card of the data", name))
	}
	zero, kind := 0, "bioframe"
	if blue {
		kind = "mainframe"
	}
	c := &carddb.Card{Code: code, Name: strings.ToUpper(name), Type: carddb.Character, RAMCost: &zero, Attack: &atk, Defense: &dfn, AttackType: &kind, Factions: factions}
	d := DefineCard(c, TargetNone, nil)
	d.Token = true
	return d
}

// Lookup returns the definition of the card named name, if it has one, or
// of the token named name (DefineToken).
func Lookup(name string) (*Def, bool) {
	c, ok := carddb.Lookup(name)
	if !ok {
		d, ok := defs[carddb.Key(name)]
		return d, ok && d.Token
	}
	d, ok := defs[carddb.Key(c.Name)]
	return d, ok
}

// Defined returns the names of the cards with a definition, sorted.
func Defined() []string {
	var out []string
	for _, d := range defs {
		out = append(out, d.Name)
	}
	slices.Sort(out)
	return out
}

// basicRAM is the name of the RAM card every RAM deck holds (NS-5.3).
const basicRAM = "BASIC RAM"

// ErrNotImplemented is wrapped by the error of a deck naming a card that has
// no behaviour yet: such a card is refused, never played as a blank.
var ErrNotImplemented = fmt.Errorf("not implemented yet")

// Deck is one player's cards: a mainframe, a cyberdeck and a RAM deck of
// Basic RAM (NS-21; legality is neuroscape/decklist's, not checked here).
type Deck struct {
	Mainframe string
	Cyberdeck []string
	RAM       int
}

// resolve returns the definitions of d's cards, refusing any card without
// behaviour.
func (d Deck) resolve() (mf *Def, cyber []*Def, err error) {
	get := func(name string) (*Def, error) {
		if def, ok := defs[carddb.Key(name)]; ok && def.Token {
			return nil, fmt.Errorf("%s is a token, made by cards, never in a deck (NS-20.7)", def.Name)
		} else if ok {
			return def, nil
		}
		c, ok := carddb.Lookup(name)
		if !ok {
			return nil, fmt.Errorf("%q: no such card", name)
		}
		def, ok := defs[carddb.Key(c.Name)]
		if !ok {
			return nil, fmt.Errorf("%s: %w", c.Name, ErrNotImplemented)
		}
		return def, nil
	}
	if mf, err = get(d.Mainframe); err != nil {
		return nil, nil, fmt.Errorf("mainframe %w", err)
	}
	if mf.Type != carddb.Mainframe {
		return nil, nil, fmt.Errorf("mainframe %s is a %s", mf.Name, mf.Type)
	}
	for i, n := range d.Cyberdeck {
		def, err := get(n)
		if err != nil {
			return nil, nil, fmt.Errorf("cyberdeck card %d: %w", i+1, err)
		}
		if def.Type == carddb.Mainframe || def.Type == carddb.RAM {
			return nil, nil, fmt.Errorf("cyberdeck card %d: %s is a %s", i+1, def.Name, def.Type)
		}
		cyber = append(cyber, def)
	}
	if d.RAM < 0 {
		return nil, nil, fmt.Errorf("RAM deck of %d cards", d.RAM)
	}
	return mf, cyber, nil
}

// def returns the definition of the card with id.
func def(id kernel.CardID) *Def { return byID[id&(kernel.MaxCardIDs-1)] }

// slotted reports whether d goes into a mainframe slot (NS-4.5).
func (d *Def) slotted() bool {
	s := d.Card.SubtypeName()
	return d.Type == carddb.Program && (s == "Protocol" || s == "Virus" || s == "Trojan")
}

// trojan reports whether d is a trojan (NS-14.8): played face down into an
// opponent's slot, activated from the next turn on, then binned.
func (d *Def) trojan() bool { return d.Type == carddb.Program && d.Card.SubtypeName() == "Trojan" }

// tether reports whether d is a tether (NS-12.10): gear attached to two
// characters at once, both declared as it is played (its Target2 is its
// Target).
func (d *Def) tether() bool { return d.Type == carddb.Gear && d.Card.SubtypeName() == "Tether" }

// Tethers makes d, a tether, give every character of its tether chain
// +atk/+dfn ("All characters in this tether chain get +1/+1"; Def.Chain);
// its second target is a character of the same kind as its first. It
// returns d.
func (d *Def) Tethers(atk, dfn int) *Def {
	d.Target2 = d.Target
	d.Chain.Atk, d.Chain.Dfn = atk, dfn
	return d
}

// Attached sets the bonus gear gives the character it is attached to
// ("Attached character gets +atk/+dfn"); it returns d.
func (d *Def) Attached(atk, dfn int) *Def {
	d.AttachAtk, d.AttachDfn = atk, dfn
	return d
}

// Psychotic sets the psychosis gear gives the character it is attached to
// ("Attached character gets +n PSYCHOSIS", NS-13.1); it returns d.
func (d *Def) Psychotic(n int) *Def {
	d.Psychosis = n
	return d
}

// RaisesCosts makes d a protocol raising by n the RAM cost of the cards
// without faction unless (Def.CostUp, NS-5.7.3); it returns d.
func (d *Def) RaisesCosts(unless string, n int) *Def {
	d.CostUp.Unless, d.CostUp.N = unless, n
	return d
}

// WhenBlocked sets gear's effects on each blocker of its character; it
// returns d.
func (d *Def) WhenBlocked(effects ...Effect) *Def {
	d.Blocked = effects
	return d
}

// NetcheckEffects sets a protocol's or virus's netcheck effects; it
// returns d.
func (d *Def) NetcheckEffects(effects ...Effect) *Def {
	d.Netcheck = effects
	return d
}
