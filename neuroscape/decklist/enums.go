package decklist

import "errors"

// Section is a part of a Neuroscape deck (NS-21.1).
type Section int

// The sections of a deck list, in the order a deck lists them. The names
// are what a list writes as section headers and what messages print.
const (
	Cyberdeck        Section = iota // the cyberdeck: 50 to 255 cards, no RAM, no mainframe
	MainframeSection                // the one mainframe
	RAMDeck                         // the RAM deck: 25 RAM, at most 5 advanced
	Sideboard                       // 0 to 10 non-RAM cards, kept apart for matches
)

// String returns the section's name as messages print it.
func (s Section) String() string {
	switch s {
	case Cyberdeck:
		return "cyberdeck"
	case MainframeSection:
		return "mainframe"
	case RAMDeck:
		return "RAM deck"
	case Sideboard:
		return "sideboard"
	}
	return "section?"
}

// sectionHeaders maps the key (carddb.Key) of every accepted header word
// to its section: "Cyberdeck:", "Deck:", "Mainframe:", "RAM:", "RAM deck:",
// "Sideboard:".
var sectionHeaders = map[string]Section{
	"CYBERDECK": Cyberdeck,
	"DECK":      Cyberdeck,
	"MAINFRAME": MainframeSection,
	"RAM":       RAMDeck,
	"RAMDECK":   RAMDeck,
	"SIDEBOARD": Sideboard,
}

// Causes of the problems Read reports, available through errors.Is on each
// problem. Every problem has exactly one cause.
var (
	// ErrSyntax: a line that is neither a comment, a section header, a
	// mainframe line nor "COUNT NAME".
	ErrSyntax = errors.New("malformed line")
	// ErrUnknownCard: a name that is no card of the Genesis card data.
	ErrUnknownCard = errors.New("unknown card")
	// ErrNotImplemented: a card of the data that the caller's engine does
	// not implement yet.
	ErrNotImplemented = errors.New("card not implemented")
	// ErrWrongSection: a card whose type its section may not hold (NS-21.1).
	ErrWrongSection = errors.New("card in the wrong section")
	// ErrMainframeCount: no mainframe, or more than one (NS-21.1).
	ErrMainframeCount = errors.New("not exactly one mainframe")
	// ErrCyberdeckSize: a cyberdeck outside 50 to 255 cards (NS-21.1).
	ErrCyberdeckSize = errors.New("cyberdeck size")
	// ErrRAMDeck: a RAM deck that is not 25 RAM with at most 5 advanced
	// (NS-21.1, NS-21.3).
	ErrRAMDeck = errors.New("RAM deck composition")
	// ErrSideboardSize: a sideboard of more than 10 cards (NS-21.1).
	ErrSideboardSize = errors.New("sideboard size")
	// ErrCopyLimit: more copies of a card in cyberdeck and sideboard than
	// it allows (NS-21.2, NS-22.4).
	ErrCopyLimit = errors.New("copy limit")
	// ErrTooLarge: an input larger than MaxFileSize or a line longer than
	// MaxLineLen.
	ErrTooLarge = errors.New("input too large")
)

// Causes of the warnings Read reports: a legal deck that cannot do what
// its cards need in play.
var (
	// ErrWarnRequirement: a card with a faction requirement (checked only
	// when played, NS-11.2) in a deck whose other cards give no synergy
	// in that faction.
	ErrWarnRequirement = errors.New("faction requirement never met by the deck")
	// ErrWarnTarot: a tarot in a deck without a Mystic character (NS-14.3).
	ErrWarnTarot = errors.New("tarot without a Mystic character")
)
