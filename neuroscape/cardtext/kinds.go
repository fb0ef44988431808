package cardtext

// Kind is what a printed text segment of a card is, as the engine treats it.
// The names are stable: decisions.txt and the golden table spell them.
type Kind string

// The kinds of text segment. Activated, Triggered and Passive are the
// rulebook's three kinds of ability (NS-9); the others are text that is no
// ability of a card in play.
const (
	// Activated: an activated ability (NS-9.2), paid and put on the Cache;
	// Segment.Banner names the printed ability banner it belongs to.
	Activated Kind = "activated"
	// Triggered: a triggered ability (NS-9.3): it fires when its condition
	// occurs, never on the Cache. Mainframe tier texts under a lead such as
	// "When you play a [Hacker] script —" are triggered (NS-4.3).
	Triggered Kind = "triggered"
	// Passive: a passive ability (NS-9.4), a continuous effect while its
	// source is in play (or its tier active), replacement effects ("If …
	// would …, instead") and keyword abilities (OVERRUN, MIRAGE, …) among
	// them.
	Passive Kind = "passive"
	// Effect: the one-time effect of a one-shot program (EXE, script,
	// tarot, drug) as it resolves (NS-3.3).
	Effect Kind = "effect"
	// Cost: an ADDITIONAL COST of playing the card (NS-24.2).
	Cost Kind = "cost"
	// Play: a rule of how the card is played (the TROJAN, MALICIOUS and
	// TETHER reminders), not an ability in play.
	Play Kind = "play"
	// Reversed: a tarot's replacement word(s) when played reversed
	// (NS-14.3).
	Reversed Kind = "reversed"
)

// Kinds returns every kind, in the order above.
func Kinds() []Kind {
	return []Kind{Activated, Triggered, Passive, Effect, Cost, Play, Reversed}
}

// Field names of the card-field decisions of decisions.txt.
const (
	FieldSubtype    = "subtype"     // a program's subtype: EXE for a Script without SWIFT (NS-14.0)
	FieldRAMCost    = "ram_cost"    // a cost the sources disagree on
	FieldAttackType = "attack_type" // an attack type the data does not know
)
