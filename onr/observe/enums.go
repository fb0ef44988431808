package observe

// Operand is a kind of operand of an action family: what of an option
// (its card, where the card is, a fort, a number) names its id within the
// family.
type Operand uint8

// The operand kinds. Cards of rigs and set aside are named by seat (own,
// then the others: Table.Seats of each).
const (
	OpAnyCard   Operand = iota // a card anywhere: Table.anyPlaces
	OpHand                     // a card of the deciding seat's hand
	OpRig                      // a card in a rig (own, then the others)
	OpInstalled                // a Corp card in or on a fort: forts × (ice, cards)
	OpIce                      // a piece of ice: forts × ice
	OpAside                    // a card set aside (own, then the others)
	OpAbility                  // an ability index (Option.Arg)
	OpSub                      // a subroutine (Option.Target), or all (BreakAll)
	OpFort                     // a fort (Option.Target)
	OpInstallTo                // where to install: a new fort / no host, a fort, a host in a rig
	OpPlayOn                   // the fort a prep or operation is played on, or none
	OpRunWith                  // the card in a rig making a dedicated run, or none: no card, or one no rig holds (Option.Card)
	OpQueue                    // a place in a queue (Option.Arg)
	OpNumber                   // a number
	OpOnto                     // the card in a rig that another goes onto (Option.Target; a holder, held.go)
	OpRank                     // a rank past the first 1 + ONRNumbers among unplaced cards
	OpAsideMore                // a card set aside past the first ONRAside (own, then the others)
	OpCardMore                 // a card of a discard pile or set aside past the first ONRDiscard or ONRAside (own, then the others)
	OpQueueMore                // a place in a queue past the first ONRQueue (Option.Arg)
	OpSeat                     // a seat, relative to the deciding one (Option.Target: the seat + 1)
	OpFortMore                 // a card installed in a fort past the first ONRFortCards: forts × ONRFortCardsMore
)

// name is the operand's name in error messages.
func (k Operand) name() string {
	return [...]string{"card", "hand", "rig", "installed", "ice", "aside", "ability", "subroutine", "fort", "to", "on", "with", "queue", "number", "onto", "rank", "aside-more", "card-more", "queue-more", "seat", "fort-more"}[k]
}

// placeKind is the kind of place of a card (places.more): one of a
// table's anyPlaces, or one past them that the twin of a family names
// instead (twins).
type placeKind uint8

// The kinds of place.
const (
	notMore  placeKind = iota // a place of anyPlaces, or none
	seatMore                  // past the first cards of a discard pile or set aside (Table.morePlace)
	fortMore                  // past the first cards of a fort (Table.fortMorePlace)
)
