package decklist

// Format is a way of building decks: which rules a list must meet, and the
// values a game played with such decks reads (agenda points to win).
type Format struct {
	Name  string // stable name: "standard", "starter"
	Title string // for people

	// Identities, when not empty, are the only identities allowed (titles).
	Identities []string
	// RefuseGateway refuses the System Gateway starter identities
	// (GatewayIdentities), as full construction does (CR 1.4.1a).
	RefuseGateway bool
	// Packs, when not empty, are the only products cards may come from
	// (carddb pack codes), each card at most as many copies as the product
	// holds (the data's quantity).
	Packs []string

	// AgendaPointsToWin is the score that wins a game (CR 1.7.2a
	// rule_win_agenda_points: 7).
	AgendaPointsToWin int
	// BeginnerAgendaPointsToWin, when not 0, is the score that wins a
	// beginner game of this format, an option the game offers (the System
	// Gateway teaching games are played to 6). 0: no beginner option.
	BeginnerAgendaPointsToWin int
}

// GatewayIdentities are the identities CR 1.4.1a
// (rule_gateway_identities) keeps for the System Gateway decks.
var GatewayIdentities = []string{"The Catalyst: Convention Breaker", "The Syndicate: Profit over Principle"}

// The formats.
var (
	// Standard is full deck construction (CR 1.4), with every card of the
	// data; the tournament restrictions CR 1.4.8 allows (ban lists,
	// rotation) are not applied.
	Standard = Format{
		Name: "standard", Title: "Full construction (CR 1.4)",
		RefuseGateway:     true,
		AgendaPointsToWin: 7,
	}
	// Starter is the System Gateway starter format: The Catalyst or The
	// Syndicate with cards of the System Gateway box (the four teaching
	// lists, or any list the box can build), under the rules of CR 1.4 that
	// apply to them (the starter identities have no influence limit; a deck
	// under 40 cards has no agenda-point requirement, CR 1.4.6 starting at
	// 40). Beginner games end at 6 points.
	Starter = Format{
		Name: "starter", Title: "System Gateway starter (The Catalyst, The Syndicate)",
		Identities:                GatewayIdentities,
		Packs:                     []string{"sg"},
		AgendaPointsToWin:         7,
		BeginnerAgendaPointsToWin: 6,
	}
)

// Formats lists every format, Standard first.
var Formats = []Format{Standard, Starter}

// FormatByName returns the format with that stable name.
func FormatByName(name string) (Format, bool) {
	for _, f := range Formats {
		if f.Name == name {
			return f, true
		}
	}
	return Format{}, false
}
