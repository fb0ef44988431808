package decklist

import "fmt"

// Rule is the rule a problem breaks: a rule of the NSG Comprehensive Rules,
// named by its stable id (the YAML key of the CR source) and its number in
// CR 26.03 (the same in CR 24.03 for every rule of section 1.4), or one of
// Datafort's own rules for reading a list, which has an id and no number.
type Rule struct {
	ID     string // stable id: "rule_maximum_copies", or Datafort's "card_unknown"
	Number string // CR 26.03 number, "1.4.7"; "" for Datafort's own rules
}

// String names the rule as problems cite it: "CR 1.4.7 rule_maximum_copies"
// or "Datafort card_unknown".
func (r Rule) String() string {
	if r.Number == "" {
		return "Datafort " + r.ID
	}
	return fmt.Sprintf("CR %s %s", r.Number, r.ID)
}

// The rules a deck list can break. The CR rules are those of section 1.4,
// "Deck Construction", of the CR source at commit c0df0423 (CR 26.03; the
// numbers were read from the YAML with the generator's numbering and are
// unchanged since CR 24.03, commit 02adb1ec).
var (
	// RuleIdentity: a deck is associated with a single identity card (CR 1.4.1).
	RuleIdentity = Rule{"rule_identity", "1.4.1"}
	// RuleGatewayIdentities: The Catalyst and The Syndicate are only for
	// the System Gateway decks, not legal under full construction (CR 1.4.1a).
	RuleGatewayIdentities = Rule{"rule_gateway_identities", "1.4.1a"}
	// RuleMinimumDeckSize: at least the identity's minimum deck size (CR 1.4.3).
	RuleMinimumDeckSize = Rule{"rule_minimum_deck_size", "1.4.3"}
	// RuleDisallowedCards: no identity cards, no cards of the other side, no
	// out-of-faction cards without an influence cost (CR 1.4.4).
	RuleDisallowedCards = Rule{"rule_disallowed_cards", "1.4.4"}
	// RuleInfluenceLimit: out-of-faction influence within the identity's
	// limit, counted by copy (CR 1.4.5, 1.4.5a).
	RuleInfluenceLimit = Rule{"rule_influence_limit", "1.4.5"}
	// Rule40To44: a Corp deck of 40 to 44 cards holds 18 or 19 agenda points (CR 1.4.6a).
	Rule40To44 = Rule{"rule_40_44", "1.4.6a"}
	// Rule45To49: 45 to 49 cards, 20 or 21 agenda points (CR 1.4.6b).
	Rule45To49 = Rule{"rule_45_49", "1.4.6b"}
	// Rule50To54: 50 to 54 cards, 22 or 23 agenda points (CR 1.4.6c).
	Rule50To54 = Rule{"rule_50_54", "1.4.6c"}
	// RuleOver54: more than 54 cards, 22 or 23 plus 2 for every full 5 cards
	// over 50 (CR 1.4.6d).
	RuleOver54 = Rule{"rule_54+", "1.4.6d"}
	// RuleMaximumCopies: at most 3 copies by name, or the card's own limit
	// ("Limit 1 per deck", the data's deck_limit) (CR 1.4.7).
	RuleMaximumCopies = Rule{"rule_maximum_copies", "1.4.7"}

	// RuleSyntax: a line Datafort cannot read as a card, a count, a section
	// header, a comment or a NetrunnerDB summary line.
	RuleSyntax = Rule{ID: "list_syntax"}
	// RuleUnknownCard: a title that is not in Datafort's NSG card data
	// (nsg/carddb: System Gateway, System Update 2021 and the cards of Rules
	// Update 24.09).
	RuleUnknownCard = Rule{ID: "card_unknown"}
	// RuleNotImplemented: a card in the data whose behaviour Datafort does
	// not implement yet (the caller says which are: Options.Implemented).
	RuleNotImplemented = Rule{ID: "card_not_implemented"}
	// RuleFormatIdentity: the format allows only some identities (the
	// starter format: The Catalyst and The Syndicate, per CR 1.4.1a).
	RuleFormatIdentity = Rule{ID: "format_identity"}
	// RuleFormatProduct: the format allows only the cards of one product,
	// at most as many copies as the product holds (the starter format: the
	// System Gateway box).
	RuleFormatProduct = Rule{ID: "format_product"}
)

// Rules lists every rule a problem can cite, CR rules first in CR order.
var Rules = []Rule{
	RuleIdentity, RuleGatewayIdentities, RuleMinimumDeckSize, RuleDisallowedCards, RuleInfluenceLimit,
	Rule40To44, Rule45To49, Rule50To54, RuleOver54, RuleMaximumCopies,
	RuleSyntax, RuleUnknownCard, RuleNotImplemented, RuleFormatIdentity, RuleFormatProduct,
}
